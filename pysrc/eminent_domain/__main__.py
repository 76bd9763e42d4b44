"""``python -m eminent_domain``: version, random-playout checks and speed figures."""

from __future__ import annotations

import argparse
import sys
import time

from eminent_domain import GAME_TITLE
from eminent_domain.engine import Game
from eminent_domain.simulate import Tally, play_random, simulate
from eminent_domain.spec import SPEC
from eminent_domain.state import VARIANTS, Config
from tabletop import __version__
from tabletop.arena import add_arguments as arena_arguments
from tabletop.arena import run_from_args as run_arena
from tabletop.rng import Rng


def run_simulate(args: argparse.Namespace) -> int:
    tally, seconds = simulate(
        args.games, args.players, args.variant, True if args.errata else None, args.seed
    )
    if tally.first_problem:
        print(f"first problem: {tally.first_problem}")
    print(
        f"games={tally.games} errors={tally.errors} invariant_breaks={tally.invariant_breaks} "
        f"replay_mismatches={tally.replay_mismatches} games_per_s={tally.games / seconds:.1f}"
    )
    return 0 if tally.errors == tally.invariant_breaks == tally.replay_mismatches == 0 else 1


def games_per_second(players: int, seconds: float) -> tuple[float, float]:
    """Random games (no invariant checks) per second, and decisions per second."""
    rng = Rng(12345)
    tally = Tally()
    games = decisions = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        game = Game.new(Config(players), seed=games)
        decisions += len(play_random(game, rng, tally, check=False))
        games += 1
    elapsed = time.perf_counter() - started
    return games / elapsed, decisions / elapsed


def run_bench(args: argparse.Namespace) -> int:
    games_per_second(2, 1.0)  # warm-up
    two, decisions = games_per_second(2, args.seconds)
    four, _ = games_per_second(4, args.seconds)
    print(f"random_2p_games_per_s={two:.1f}")
    print(f"random_4p_games_per_s={four:.1f}")
    print(f"decisions_per_s={decisions:.0f}")
    return 0


def link_sizes(players: int, games: int, level: str) -> list[int]:
    """Lengths of `#game=…` fragments of finished games between bots of one level."""
    from eminent_domain import share  # noqa: PLC0415 - only this command
    from eminent_domain.simulate import bot_game  # noqa: PLC0415

    sizes = []
    for seed in range(games):
        _, actions = bot_game(Config(players), seed, level)
        sizes.append(len("#game=" + share.encode(Config(players), seed, actions)))
    return sizes


def run_links(args: argparse.Namespace) -> int:
    for kind in ("easy", "random"):
        for players in (2, 3, 4):
            sizes = sorted(link_sizes(players, args.games, kind))
            print(
                f"{kind:6s} {players}p games={len(sizes)} median={sizes[len(sizes) // 2]} "
                f"largest={sizes[-1]} chars"
            )
    return 0


def run_arena_command(args: argparse.Namespace) -> int:
    """The core's arena with this game (`--variant` is its `variant` option)."""
    if args.variant is not None:
        args.option = [*args.option, f"variant={args.variant}"]
    return run_arena(args)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m eminent_domain", description=GAME_TITLE)
    parser.add_argument("--version", action="store_true", help="print the version")
    commands = parser.add_subparsers(dest="command")
    sim = commands.add_parser("simulate", help="random playouts checking invariants and replay")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--players", type=int, choices=[2, 3, 4])
    sim.add_argument("--variant", choices=VARIANTS)
    sim.add_argument("--errata", action="store_true", help="errata on (default: both)")
    sim.add_argument("--seed", type=int, default=0)
    bench = commands.add_parser("bench", help="random games and decisions per second")
    bench.add_argument("--seconds", type=float, default=5.0)
    arena = commands.add_parser("arena", help="bots against bots, seats rotating")
    arena_arguments(arena, game=SPEC.id)
    arena.add_argument("--variant", choices=VARIANTS, help="the variant (default: standard)")
    links = commands.add_parser("links", help="game-link sizes of finished games")
    links.add_argument("--games", type=int, default=1000)
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:
        return int(exit_.code or 0)
    if args.command == "simulate":
        return run_simulate(args)
    if args.command == "bench":
        return run_bench(args)
    if args.command == "links":
        return run_links(args)
    if args.command == "arena":
        return run_arena_command(args)
    print(f"{GAME_TITLE} {__version__}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
