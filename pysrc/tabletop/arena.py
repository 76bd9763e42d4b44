"""Bots against bots, for any installed game:
`python -m tabletop arena --game <id> --bots easy,random --games 400`.

Seats rotate from game to game, so no bot keeps the start-player seat; with more seats than
bots the list repeats, and a bot's figures are per seat played. A shared first place counts as
a shared win (1/k each). Bots receive only their seat's view. The game's options are given as
`--option name=value` and checked by its spec.

Besides each bot's figures, a run tallies wins by place in turn order (the seat that decides
first is first, whatever the game's way of choosing it) and the games' lengths: with one level
in every seat, these measure the first player's advantage and how long the game runs.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import math
import multiprocessing
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from tabletop import registry
from tabletop.bots import LEVELS, make_bot
from tabletop.spec import GameSpec, parse_options


@dataclass
class Record:
    wins: list[float] = field(default_factory=list)  # per game: 1, 1/k for a k-way tie, 0
    scores: list[int] = field(default_factory=list)
    think: list[float] = field(default_factory=list)  # seconds per decision

    def interval(self) -> tuple[float, float, float]:
        """Win rate with a 95 % Wilson score interval (sound at 0 % and 100 % too)."""
        n = len(self.wins)
        rate = sum(self.wins) / n
        z = 1.96
        centre = (rate + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(rate * (1 - rate) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return rate, max(0.0, centre - half), min(1.0, centre + half)


MAX_BUDGET = 100_000


def level_and_budget(name: str, budget: int | None) -> tuple[str, int | None]:
    """A bot's level and Hard's iterations: `hard@150` is Hard with 150 iterations per decision
    (no time limit), so two budgets can meet; a bare level takes the run's `budget`."""
    level, at, own = name.partition("@")
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r} (known: {', '.join(LEVELS)})")
    if not at:
        return level, budget
    if not own.isdigit() or not 0 < int(own) <= MAX_BUDGET:
        raise ValueError(
            f"{name!r}: the budget after @ is a number of iterations, 1 to {MAX_BUDGET}"
        )
    return level, int(own)


def labels_for(names: list[str]) -> list[str]:
    """Bot labels: the level name, numbered when a level plays more than once."""
    return [f"{n}#{i + 1}" if names.count(n) > 1 else n for i, n in enumerate(names)]


@dataclass(frozen=True)
class Match:
    """What every game of an arena run shares."""

    game: str  # the game's id (a spec is not picklable; worker processes look it up)
    names: tuple[str, ...]
    config: tuple[tuple[str, Any], ...]  # the checked config, players included
    seed: int
    budget: int | None

    @property
    def players(self) -> int:
        players: int = dict(self.config)["players"]
        return players


@dataclass
class Outcome:
    """One game's figures, by seat."""

    bots: list[int]  # index into Match.names, per seat
    wins: list[float]
    scores: list[int]
    think: list[list[float]]
    turns: int
    first: int  # the seat that decided first
    ended: str = ""  # what ended it, if the game says (`GameSpec.end_reason`)


@dataclass
class Games:
    """What a run says of the game rather than of the bots."""

    lengths: list[int] = field(default_factory=list)  # turns, per game
    by_order: list[Record] = field(default_factory=list)  # wins by place in turn order
    endings: Counter[str] = field(default_factory=Counter)  # what ended them, if told

    def ended_by(self) -> str:
        """What ended the games, most often first ("warfare pile 61%, VP supply 39%"), or ""
        for a game that does not say."""
        total = sum(self.endings.values())
        return ", ".join(f"{reason} {n / total:.0%}" for reason, n in self.endings.most_common())

    def length(self) -> tuple[float, int, int, int]:
        """The games' length in turns: mean, 10th percentile, median, 90th percentile."""
        ordered = sorted(self.lengths)
        tenth, half, ninetieth = (ordered[int(q * (len(ordered) - 1))] for q in (0.1, 0.5, 0.9))
        return sum(ordered) / len(ordered), tenth, half, ninetieth


def play_game(spec: GameSpec, match: Match, number: int) -> Outcome:
    """Game `number` of the run: its own seed, seats rotated by `number`."""
    game_seed = match.seed * 1_000_003 + number
    # Seat s plays bot (s + number) mod len(names); extra seats repeat the list.
    seats = [(s + number) % len(match.names) for s in range(match.players)]
    bots = []
    for s, b in enumerate(seats):
        level, budget = level_and_budget(match.names[b], match.budget)
        bots.append(make_bot(level, spec, game_seed * 7 + s, budget))
    game = spec.new(dict(match.config), game_seed)
    first = game.current_player
    assert first is not None
    think: list[list[float]] = [[] for _ in seats]
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        view = spec.view(game, seat)
        started = time.perf_counter()
        choice = bots[seat].choose(view)
        think[seat].append(time.perf_counter() - started)
        game.apply(choice)
    winners = game.winners()
    wins = [1 / len(winners) if s in winners else 0.0 for s in range(match.players)]
    ended = spec.end_reason(game) if spec.end_reason is not None else ""
    return Outcome(seats, wins, game.scores(), think, game.turn, first, ended)


def _play_numbered(job: tuple[Match, int]) -> Outcome:
    """A game in a worker process: the spec looked up by id there."""
    match, number = job
    return play_game(registry.get(match.game), match, number)


def _play_here(spec: GameSpec, job: tuple[Match, int]) -> Outcome:
    return play_game(spec, *job)


def run(
    spec: GameSpec,
    names: list[str],
    games: int,
    *,
    players: int | None = None,
    seed: int = 0,
    options: dict[str, Any] | None = None,
    budget: int | None = None,
    processes: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> tuple[dict[str, Record], Games]:
    """Play the games of `spec`'s game (with `options`, the rest at their defaults; in
    `processes` processes, which needs an installed game; the figures do not depend on it)
    and tally them. `progress(done, games)` is called after each game, in game order."""
    for name in names:
        level_and_budget(name, budget)
    players = players or len(names)
    if len(names) > players:
        raise ValueError(f"{len(names)} bots do not fit {players} seats")
    config = spec.config({**spec.default_config(players), **(options or {})})
    match = Match(spec.id, tuple(names), tuple(config.items()), seed, budget)
    work = [(match, number) for number in range(games)]
    outcomes: list[Outcome] = []
    with contextlib.ExitStack() as stack:
        if processes > 1:
            pool = stack.enter_context(multiprocessing.get_context("spawn").Pool(processes))
            results: Iterable[Outcome] = pool.imap(_play_numbered, work, chunksize=1)
        else:
            results = map(functools.partial(_play_here, spec), work)
        for outcome in results:
            outcomes.append(outcome)
            if progress is not None:
                progress(len(outcomes), games)
    labels = labels_for(names)
    records = {label: Record() for label in labels}
    tally = Games(by_order=[Record() for _ in range(match.players)])
    for outcome in outcomes:
        for seat, bot in enumerate(outcome.bots):
            record = records[labels[bot]]
            record.wins.append(outcome.wins[seat])
            record.scores.append(outcome.scores[seat])
            record.think.extend(outcome.think[seat])
            place = tally.by_order[(seat - outcome.first) % match.players]
            place.wins.append(outcome.wins[seat])
            place.scores.append(outcome.scores[seat])
        tally.lengths.append(outcome.turns)
        if outcome.ended:
            tally.endings[outcome.ended] += 1
    return records, tally


def report(records: dict[str, Record], tally: Games) -> list[str]:
    """A line per bot, the turn order's and the length's lines, then the win rates."""
    lines = []
    mean_turns, tenth, half, ninetieth = tally.length()
    for label, record in records.items():
        rate, low, high = record.interval()
        lines.append(
            f"{label:10s} win {rate:6.1%} [95% {low:.1%}-{high:.1%}]  "
            f"mean score {sum(record.scores) / len(record.scores):5.2f}  "
            f"mean turns {mean_turns:5.1f}  "
            f"s/decision mean {sum(record.think) / len(record.think):.5f} "
            f"max {max(record.think):.4f}"
        )
    places = []
    for place, record in enumerate(tally.by_order, start=1):
        rate, low, high = record.interval()
        places.append(f"{place}: {rate:.1%} [{low:.1%}-{high:.1%}]")
    lines.append("by turn order  " + "  ".join(places))
    lines.append(
        f"game length  mean {mean_turns:.1f} turns, median {half}, 10%-90% {tenth}-{ninetieth}, "
        f"shortest {min(tally.lengths)}, longest {max(tally.lengths)}"
    )
    if tally.endings:
        lines.append(f"ended by  {tally.ended_by()}")
    lines.append(
        " ".join(f"winrate[{label}]={r.interval()[0]:.4f}" for label, r in records.items())
    )
    return lines


# --- the command line ------------------------------------------------------------------------


def progress_lines(done: int, games: int) -> None:
    """A line on stderr every 10 games, so that a long run shows how far it is."""
    if done % 10 == 0 or done == games:
        print(f"arena: {done}/{games} games", file=sys.stderr, flush=True)


def add_arguments(parser: argparse.ArgumentParser, game: str | None = None) -> None:
    """The arena's options; with `game` given (a game's own command line), no `--game`."""
    if game is None:
        parser.add_argument("--game", required=True, choices=registry.ids(), help="the game")
    else:
        parser.set_defaults(game=game)
    parser.add_argument(
        "--bots",
        required=True,
        help=f"comma-separated levels: {', '.join(LEVELS)} (hard@N: Hard with N iterations)",
    )
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, help="seats (default: one per bot)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="one of the game's set-up options (repeatable; the others at their defaults)",
    )
    parser.add_argument(
        "--budget",
        type=int,
        help="Hard's iterations per decision, with no time limit (reproducible runs)",
    )
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")


def run_from_args(args: argparse.Namespace) -> int:
    """Run the arena of parsed arguments and print its table: 0, or 2 with the reason on
    stderr for a run that cannot be (an unknown game, bot or option, too many bots...)."""
    try:
        spec = registry.get(args.game)
        names = [name.strip() for name in args.bots.split(",") if name.strip()]
        records, tally = run(
            spec,
            names,
            args.games,
            players=args.players,
            seed=args.seed,
            options=parse_options(spec, args.option),
            budget=args.budget,
            processes=args.jobs,
            progress=progress_lines,
        )
    except ValueError as error:
        print(f"arena: {error}", file=sys.stderr)
        return 2
    for line in report(records, tally):
        print(line)
    return 0


def main(argv: list[str]) -> int:
    """`arena --game G --bots a,b [...]` (argv without the command name)."""
    parser = argparse.ArgumentParser(
        prog="python -m tabletop arena", description="bots against bots, seats rotating"
    )
    add_arguments(parser)
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:
        return int(exit_.code or 0)
    return run_from_args(args)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
