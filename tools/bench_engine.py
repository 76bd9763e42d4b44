"""The base game's engine against the engine of an earlier commit, in one run.

Machines here differ up to 3x in speed, so the figure is a ratio: the earlier engine (by
default commit 6ace494, the engine before the issue "Speed you can feel") is taken out of git
into a temporary folder, and the two engines' `bench` commands take turns, each in its own
process, the same number of times. Each prints random games per second of the default set-up;
the medians are compared.

    python3 tools/bench_engine.py [--baseline 6ace494] [--rounds 5] [--seconds 3]

The last line is `random_2p_games_per_s=X baseline=Y ratio=Zx` (and the same for 4 players
above it).

With `--cpu`, wall time is left out (the machine is shared): each engine plays the same fixed
games (150 two-player and 60 four-player random games by default) in its own process, timed
with `time.process_time`; the runs alternate, and the least of them is kept for each engine.

    python3 tools/bench_engine.py --cpu [--baseline 6ace494] [--rounds 5]

The last lines are `cpu_2p_s=X baseline=Y ratio=Zx` and the same for 4 players.

With `--hard`, the bots' side: Hard (250 iterations, no time limit) chooses at fixed positions
of 4-player games played by Easy bots, in CPU time, the least of the alternating runs. Its
baseline must have the bots in the core (`tabletop.bots`, so a commit after 6ace494):

    python3 tools/bench_engine.py --hard --baseline 6bfe121 [--rounds 5]

The last line is `hard_4p_ms_per_decision=X baseline=Y ratio=Zx`.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BASELINE = "6ace494"


def _extract(commit: str, into: Path) -> Path:
    """The commit's `pysrc/` in `into`."""
    archive = subprocess.run(
        ["git", "archive", "--format=tar", commit, "pysrc"],
        cwd=ROOT,
        check=True,
        capture_output=True,
    ).stdout
    tar_path = into / "pysrc.tar"
    tar_path.write_bytes(archive)
    with tarfile.open(tar_path) as tar:
        tar.extractall(into, filter="data")
    return into / "pysrc"


def _python(pysrc: Path, *args: str) -> str:
    """What a fresh Python process running `pysrc`'s engine prints for `args`."""
    return subprocess.run(
        [sys.executable, *args],
        cwd=pysrc,
        env={**os.environ, "PYTHONPATH": str(pysrc)},
        check=True,
        capture_output=True,
        text=True,
    ).stdout


def _rates(pysrc: Path, command: list[str], seconds: float) -> dict[str, float]:
    """The `name=value` lines of one bench run."""
    out = _python(pysrc, "-m", *command, "--seconds", str(seconds))
    rates = {}
    for line in out.splitlines():
        name, _, value = line.partition("=")
        if name.startswith("random_"):
            rates[name] = float(value)
    return rates


# One process's CPU seconds for fixed random games; it runs in either engine's folder, so it
# finds `play_random` where each commit keeps it (6ace494 had no `tabletop` package).
_CPU_SCRIPT = """
import sys, time
players, count = int(sys.argv[1]), int(sys.argv[2])
try:
    from tabletop.simulate import Tally, play_random
    from tabletop.rng import Rng
    from eminent_domain.spec import SPEC
    def new(seed):
        return SPEC.new(SPEC.default_config(players), seed)
    def play(game, rng, tally):
        return play_random(SPEC, game, rng, tally, check=False)
except ImportError:
    from eminent_domain.engine import Game
    from eminent_domain.rng import Rng
    from eminent_domain.simulate import Tally, play_random
    from eminent_domain.state import Config
    def new(seed):
        return Game.new(Config(players), seed=seed)
    def play(game, rng, tally):
        return play_random(game, rng, tally, check=False)
rng, tally = Rng(12345), Tally()
for seed in range(10):
    play(new(seed), rng, tally)  # warm-up
rng = Rng(12345)
started = time.process_time()
for seed in range(count):
    play(new(seed), rng, tally)
print(time.process_time() - started)
"""


# Hard's CPU seconds per decision over fixed positions: every 30th decision of two 4-player
# games played by Easy bots (the same positions for both engines: Easy is unchanged).
_HARD_SCRIPT = """
import time
from eminent_domain.spec import SPEC
from eminent_domain.view import view_for
from tabletop.bots import make_bot
positions = []
for seed in (7, 8):
    game = SPEC.new(SPEC.default_config(4), seed)
    easy = make_bot("easy", SPEC, seed)
    step = 0
    while not game.is_over:
        view = view_for(game, game.current_player)
        if step % 30 == 5 and len(view["legal_actions"]) > 1:
            positions.append(view)
        game.apply(easy.choose(view))
        step += 1
make_bot("hard", SPEC, 0, 20).choose(positions[0])  # warm-up
started = time.process_time()
for number, view in enumerate(positions):
    make_bot("hard", SPEC, number, 250).choose(view)
print(len(positions), (time.process_time() - started) / len(positions))
"""


def _hard(old: Path, rounds: int) -> None:
    times: dict[str, list[float]] = {"new": [], "old": []}
    for _ in range(rounds):
        for name, pysrc in (("old", old), ("new", ROOT / "pysrc")):
            out = _python(pysrc, "-c", _HARD_SCRIPT).split()
            times[name].append(float(out[-1]))
    new, base = min(times["new"]) * 1000, min(times["old"]) * 1000
    print(f"positions={out[0]}")
    print(f"hard_4p_ms_per_decision={new:.1f} baseline={base:.1f} ratio={base / new:.2f}x")


def _cpu_seconds(pysrc: Path, players: int, count: int) -> float:
    """CPU seconds for `count` random games in a fresh process running `pysrc`'s engine."""
    return float(_python(pysrc, "-c", _CPU_SCRIPT, str(players), str(count)).split()[-1])


def _cpu(old: Path, rounds: int) -> None:
    for players, count in ((4, 60), (2, 150)):
        times: dict[str, list[float]] = {"new": [], "old": []}
        for _ in range(rounds):
            times["old"].append(_cpu_seconds(old, players, count))
            times["new"].append(_cpu_seconds(ROOT / "pysrc", players, count))
        new, base = min(times["new"]), min(times["old"])
        print(f"cpu_{players}p_s={new:.3f} baseline={base:.3f} ratio={base / new:.2f}x")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--baseline", default=BASELINE)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--cpu", action="store_true", help="CPU time of fixed games instead")
    parser.add_argument("--hard", action="store_true", help="CPU time of Hard's decisions")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        old = _extract(args.baseline, Path(folder))
        if args.hard:
            _hard(old, args.rounds)
            return 0
        if args.cpu:
            _cpu(old, args.rounds)
            return 0
        runs: dict[str, list[dict[str, float]]] = {"new": [], "old": []}
        for _ in range(args.rounds):
            runs["old"].append(_rates(old, ["eminent_domain", "bench"], args.seconds))
            runs["new"].append(
                _rates(
                    ROOT / "pysrc", ["tabletop", "bench", "--game", "eminent-domain"], args.seconds
                )
            )
    for name in ("random_4p_games_per_s", "random_2p_games_per_s"):
        new = statistics.median(run[name] for run in runs["new"])
        old_rate = statistics.median(run[name] for run in runs["old"])
        print(f"{name}={new:.1f} baseline={old_rate:.1f} ratio={new / old_rate:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
