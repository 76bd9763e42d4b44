"""The base game's engine against the engine of an earlier commit, in one run.

Machines here differ up to 3x in speed, so the figure is a ratio: the earlier engine (by
default commit 6ace494, the engine before the issue "Speed you can feel") is taken out of git
into a temporary folder, and the two engines' `bench` commands take turns, each in its own
process, the same number of times. Each prints random games per second of the default set-up;
the medians are compared.

    python3 tools/bench_engine.py [--baseline 6ace494] [--rounds 5] [--seconds 3]

The last line is `random_2p_games_per_s=X baseline=Y ratio=Zx` (and the same for 4 players
above it).
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


def _rates(pysrc: Path, command: list[str], seconds: float) -> dict[str, float]:
    """The `name=value` lines of one bench run."""
    out = subprocess.run(
        [sys.executable, "-m", *command, "--seconds", str(seconds)],
        cwd=pysrc,
        env={**os.environ, "PYTHONPATH": str(pysrc)},
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    rates = {}
    for line in out.splitlines():
        name, _, value = line.partition("=")
        if name.startswith("random_"):
            rates[name] = float(value)
    return rates


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--baseline", default=BASELINE)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        old = _extract(args.baseline, Path(folder))
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
