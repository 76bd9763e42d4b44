"""`python -m tabletop balance --game G --level easy --games N`: how fair and how long a game
is, for every player count and option set.

The same bot level sits in every seat, so that a seat's edge comes from its place in turn
order alone: the first player's win rate (a fair share is 1/P), every place's, and the games'
length in turns. Option sets are the defaults, then each other value of one option at a time
(every combination would multiply the runs). Prints a Markdown table; `arena` gives the same
figures for one set-up.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from typing import Any

from tabletop import arena, registry
from tabletop.bots import LEVELS
from tabletop.spec import GameSpec


def option_sets(spec: GameSpec[Any]) -> Iterator[dict[str, Any]]:
    """The defaults ({}), then each option's other values, one option at a time."""
    yield {}
    for option in spec.options:
        for value in option.values:
            if value != option.default:
                yield {option.name: value}


def describe(options: dict[str, Any]) -> str:
    return ", ".join(f"{k}={v}" for k, v in options.items()) or "defaults"


def rows(
    spec: GameSpec[Any],
    level: str,
    games: int,
    *,
    seed: int = 0,
    budget: int | None = None,
    jobs: int = 1,
) -> Iterator[str]:
    """The table's lines, each row as soon as its games are played."""
    told = spec.end_reason is not None
    yield (
        "| players | options | first player wins [95 %] | fair share | each place | "
        "turns: mean | median | 10-90 % |" + (" ended by |" if told else "")
    )
    yield "|---|---|---|---|---|---|---|---|" + ("---|" if told else "")
    for players in spec.players:
        for options in option_sets(spec):
            _, tally = arena.run(
                spec,
                [level] * players,
                games,
                players=players,
                seed=seed,
                options=options,
                budget=budget,
                processes=jobs,
            )
            rate, low, high = tally.by_order[0].interval()
            each = " / ".join(f"{place.interval()[0]:.0%}" for place in tally.by_order)
            mean, tenth, half, ninetieth = tally.length()
            yield (
                f"| {players} | {describe(options)} | **{rate:.1%}** [{low:.1%}-{high:.1%}] | "
                f"{1 / players:.0%} | {each} | {mean:.1f} | {half} | {tenth}-{ninetieth} |"
                + (f" {tally.ended_by()} |" if told else "")
            )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop balance", description=__doc__)
    add_arguments(parser)
    return run_from_args(parser.parse_args(argv))


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", required=True, choices=registry.ids())
    parser.add_argument("--level", default="easy", choices=LEVELS, help="the bot in every seat")
    parser.add_argument("--games", type=int, default=400, help="games per row")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--budget", type=int, help="Hard's iterations (no time limit)")
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")


def run_from_args(args: argparse.Namespace) -> int:
    spec = registry.get(args.game)
    lines = rows(spec, args.level, args.games, seed=args.seed, budget=args.budget, jobs=args.jobs)
    for line in lines:
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
