"""Bots against bots, for any installed game:
`python -m tabletop arena --game <id> --bots easy,random --games 400`.

Seats rotate from game to game, so no bot keeps the start-player seat; with more seats than
bots the list repeats, and a bot's figures are per seat played. A shared first place counts as
a shared win (1/k each). Bots receive only their seat's view. The game's options are given as
`--option name=value` and checked by its spec.

Besides each bot's figures, a run tallies wins by place in turn order (the seat that decides
first is first, whatever the game's way of choosing it) and the games' lengths: with one level
in every seat, these measure the first player's advantage and how long the game runs. Each
bot's choices are tallied too: the roles it led (`GameSpec.role_of`), or, in a game without
roles, the verbs of its decisions (`take`, `play`...); a forced decision (one legal action) is
no choice and is not counted. A bot named with one of the game's styles (`easy:warlord`,
`hard@150:researcher`) leans towards that style's roles, and its choices show how much.

A game's `Outcome` travels as JSON (the balance lab's web worker plays one game at a time), and
`tally` turns outcomes into the figures, so the lab and `run` give the same for the same games.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import math
import multiprocessing
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from tabletop import registry
from tabletop.bots import LEVELS, make_bot
from tabletop.outcomes import OutcomesFile
from tabletop.spec import GameSpec, base_view, parse_options
from tabletop.untrusted import load_json


@dataclass
class Record:
    wins: list[float] = field(default_factory=list)  # per game: 1, 1/k for a k-way tie, 0
    scores: list[int] = field(default_factory=list)
    think: list[float] = field(default_factory=list)  # seconds per decision
    choices: Counter[str] = field(default_factory=Counter)  # role (or verb) -> times chosen

    def interval(self) -> tuple[float, float, float]:
        """Win rate with a 95 % Wilson score interval (sound at 0 % and 100 % too)."""
        n = len(self.wins)
        rate = sum(self.wins) / n
        z = 1.96
        centre = (rate + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(rate * (1 - rate) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return rate, max(0.0, centre - half), min(1.0, centre + half)

    def choice_shares(self) -> list[tuple[str, float]]:
        """Each role (or verb) chosen with its share of the choices, most frequent first (ties
        by name, so that a report does not depend on the order of play)."""
        total = sum(self.choices.values())
        ordered = sorted(self.choices.items(), key=lambda item: (-item[1], item[0]))
        return [(kind, n / total) for kind, n in ordered if n]


MAX_BUDGET = 100_000


def parse_bot(name: str, budget: int | None) -> tuple[str, int | None, str | None]:
    """A bot name's level, Hard's iterations and style: `hard@150` is Hard with 150 iterations
    per decision (no time limit), so two budgets can meet; a bare level takes the run's
    `budget`; `easy:warlord` and `hard@150:researcher` lean towards a style's roles (the
    game's spec knows its styles: `make_match` checks the style is one of them)."""
    bot, colon, style = name.partition(":")
    if colon and not style:
        raise ValueError(f"{name!r}: a style's id after the colon, e.g. easy:warlord")
    level, at, own = bot.partition("@")
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r} (known: {', '.join(LEVELS)})")
    if not at:
        return level, budget, style or None
    if not own.isdigit() or not 0 < int(own) <= MAX_BUDGET:
        raise ValueError(
            f"{name!r}: the budget after @ is a number of iterations, 1 to {MAX_BUDGET}"
        )
    return level, int(own), style or None


def level_and_budget(name: str, budget: int | None) -> tuple[str, int | None]:
    """A bot name's level and Hard's iterations (`parse_bot` without the style)."""
    level, own, _ = parse_bot(name, budget)
    return level, own


def labels_for(names: list[str]) -> list[str]:
    """Bot labels: the bot's name as given (`hard@150:warlord`), numbered when the same name
    plays more than once."""
    return [f"{n}#{i + 1}" if names.count(n) > 1 else n for i, n in enumerate(names)]


@dataclass(frozen=True)
class Match:
    """What every game of an arena run shares."""

    game: str  # the game's id (a spec is not picklable; worker processes look it up)
    names: tuple[str, ...]
    config: tuple[tuple[str, Any], ...]  # the checked config, players included
    seed: int
    budget: int | None
    paired: bool = False  # each deal played once per rotation of the seats (`deal_of`)

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
    choices: list[dict[str, int]] = field(default_factory=list)  # per seat: role or verb -> n

    def to_dict(self) -> dict[str, Any]:
        """The outcome as JSON data (what the balance lab's worker sends back)."""
        return {
            "bots": self.bots,
            "wins": self.wins,
            "scores": self.scores,
            "think": self.think,
            "turns": self.turns,
            "first": self.first,
            "ended": self.ended,
            "choices": self.choices,
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_dict(cls, data: Any) -> Outcome:
        """An outcome from JSON data; ValueError for data of the wrong shape. It comes from our
        own worker, so the checks are of shape only (a bug or a stale page, not an attack)."""
        if not isinstance(data, dict) or set(data) != set(_OUTCOME_KEYS):
            raise ValueError(f"an outcome is an object with exactly: {', '.join(_OUTCOME_KEYS)}")
        seats = data["bots"]
        if not _list_of(seats, int) or not seats or min(seats) < 0:
            raise ValueError("an outcome's bots are a list of bot numbers, one per seat")
        n = len(seats)
        if not _list_of(data["wins"], int, float) or len(data["wins"]) != n:
            raise ValueError("an outcome's wins are numbers, one per seat")
        if not _list_of(data["scores"], int) or len(data["scores"]) != n:
            raise ValueError("an outcome's scores are whole numbers, one per seat")
        think = data["think"]
        if not (isinstance(think, list) and len(think) == n):
            raise ValueError("an outcome's thinking times are lists, one per seat")
        if not all(_list_of(times, int, float) for times in think):
            raise ValueError("an outcome's thinking times are numbers")
        choices = data["choices"]
        if not (isinstance(choices, list) and len(choices) == n):
            raise ValueError("an outcome's choices are objects, one per seat")
        for counts in choices:
            if not isinstance(counts, dict) or not _list_of(list(counts.values()), int):
                raise ValueError("an outcome's choices map a role or verb to a whole number")
        turns, first, ended = data["turns"], data["first"], data["ended"]
        if type(turns) is not int or type(first) is not int or not 0 <= first < n:
            raise ValueError("an outcome's turns and first seat are whole numbers")
        if not isinstance(ended, str):
            raise ValueError("what ended a game is text")
        return cls(
            list(seats),
            [float(w) for w in data["wins"]],
            list(data["scores"]),
            [[float(t) for t in times] for times in think],
            turns,
            first,
            ended,
            [dict(counts) for counts in choices],
        )

    @classmethod
    def from_json(cls, text: str) -> Outcome:
        """`from_dict` of JSON text (bounded: a long game of Hard bots is well under it)."""
        return cls.from_dict(load_json(text, MAX_OUTCOME_CHARS))


_OUTCOME_KEYS = ("bots", "wins", "scores", "think", "turns", "first", "ended", "choices")
MAX_OUTCOME_CHARS = 4_000_000


def _list_of(value: Any, *types: type) -> bool:
    """A list of those types' values (bool is not a number here, though Python says it is)."""
    return isinstance(value, list) and all(
        type(item) is not bool and isinstance(item, types) for item in value
    )


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


def deal_of(match: Match, number: int) -> int:
    """Which deal game `number` plays: its own, or in a paired run the same deal for each
    rotation of the seats in turn (games 0 and 1 of two bots: one deal, each bot in each seat),
    so that a deal's luck falls on every bot alike and the comparison is far less noisy."""
    return number // len(match.names) if match.paired else number


def run_header(match: Match) -> dict[str, Any]:
    """The run as an outcomes file names it: an unpaired run as before pairing existed, so
    that its files keep being continued."""
    head = asdict(match)
    if not match.paired:
        del head["paired"]
    return head


def play_game(spec: GameSpec[Any], match: Match, number: int) -> Outcome:
    """Game `number` of the run: its deal's seed (`deal_of`), seats rotated by `number`."""
    game_seed = match.seed * 1_000_003 + deal_of(match, number)
    # Seat s plays bot (s + number) mod len(names); extra seats repeat the list.
    seats = [(s + number) % len(match.names) for s in range(match.players)]
    bots = []
    for s, b in enumerate(seats):
        level, budget, style = parse_bot(match.names[b], match.budget)
        # A style is passed only when named, so that a plain bot is made by the same call as
        # before styles (stand-ins for `make_bot` in tests take four arguments).
        styled = () if style is None else (style,)
        bots.append(make_bot(level, spec, game_seed * 7 + s, budget, *styled))
    game = spec.new(dict(match.config), game_seed)
    first = game.current_player
    assert first is not None
    think: list[list[float]] = [[] for _ in seats]
    choices: list[Counter[str]] = [Counter() for _ in seats]
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        view = spec.view(game, seat)
        started = time.perf_counter()
        choice = bots[seat].choose(view)
        think[seat].append(time.perf_counter() - started)
        if len(base_view(view)["legal_actions"]) > 1:
            kind = choice_kind(spec, str(choice))
            if kind is not None:
                choices[seat][kind] += 1
        game.apply(choice)
    winners = game.winners()
    wins = [1 / len(winners) if s in winners else 0.0 for s in range(match.players)]
    ended = spec.end_reason(game) if spec.end_reason is not None else ""
    return Outcome(
        seats,
        wins,
        game.scores(),
        think,
        game.turn,
        first,
        ended,
        [dict(sorted(counts.items())) for counts in choices],
    )


def choice_kind(spec: GameSpec[Any], action: str) -> str | None:
    """What a (non-forced) decision counts as: the role it leads, None if it leads none; in a
    game without roles, its verb."""
    if spec.role_of is not None:
        return spec.role_of(action)
    return action.split(" ", 1)[0] or None


def _play_numbered(job: tuple[Match, int]) -> Outcome:
    """A game in a worker process: the spec looked up by id there."""
    match, number = job
    return play_game(registry.get(match.game), match, number)


def _play_here(spec: GameSpec[Any], job: tuple[Match, int]) -> Outcome:
    return play_game(spec, *job)


def run(
    spec: GameSpec[Any],
    names: list[str],
    games: int,
    *,
    players: int | None = None,
    seed: int = 0,
    options: dict[str, Any] | None = None,
    budget: int | None = None,
    processes: int = 1,
    progress: Callable[[int, int], None] | None = None,
    outcomes_file: Path | None = None,
    paired: bool = False,
) -> tuple[dict[str, Record], Games]:
    """Play the games of `spec`'s game (with `options`, the rest at their defaults; in
    `processes` processes, which needs an installed game; the figures do not depend on it)
    and tally them. `progress(done, games)` is called after each game, in game order. With
    `outcomes_file`, each game is written there as it ends, and the games already there (of
    this very run: else ValueError) are not played again. `paired` plays each deal once per
    rotation of the seats (`deal_of`)."""
    match = make_match(
        spec, names, players=players, seed=seed, options=options, budget=budget, paired=paired
    )
    kept = (
        OutcomesFile(outcomes_file, run_header(match), Outcome.from_dict) if outcomes_file else None
    )
    done = kept.kept if kept else {}
    work = [(match, number) for number in range(games) if number not in done]
    outcomes = {number: done[number] for number in range(games) if number in done}
    with contextlib.ExitStack() as stack:
        if kept is not None:
            stack.callback(kept.close)
        if processes > 1:
            pool = stack.enter_context(multiprocessing.get_context("spawn").Pool(processes))
            results: Iterable[Outcome] = pool.imap(_play_numbered, work, chunksize=1)
        else:
            results = map(functools.partial(_play_here, spec), work)
        for (_, number), outcome in zip(work, results, strict=True):
            outcomes[number] = outcome
            if kept is not None:
                kept.add(number, outcome)
            if progress is not None:
                progress(len(outcomes), games)
    return tally((outcomes[n] for n in sorted(outcomes)), names, match.players)


def make_match(
    spec: GameSpec[Any],
    names: list[str],
    *,
    players: int | None = None,
    seed: int = 0,
    options: dict[str, Any] | None = None,
    budget: int | None = None,
    paired: bool = False,
) -> Match:
    """What every game of a run shares, its bots and options checked (ValueError): `run` and
    the balance lab build it alike, so that game n is the same game in both."""
    for name in names:
        _, _, style = parse_bot(name, budget)
        if style is not None:
            spec.style(style)  # one of the game's styles (ValueError listing them)
    players = players or len(names)
    if len(names) > players:
        raise ValueError(f"{len(names)} bots do not fit {players} seats")
    config = spec.config({**spec.default_config(players), **(options or {})})
    return Match(spec.id, tuple(names), tuple(config.items()), seed, budget, paired)


def tally(
    outcomes: Iterable[Outcome], names: list[str], players: int
) -> tuple[dict[str, Record], Games]:
    """The figures of a run's games (in game order): a record per bot label (`labels_for`),
    summed over the seats it played, and the game's own figures."""
    labels = labels_for(names)
    records = {label: Record() for label in labels}
    games = Games(by_order=[Record() for _ in range(players)])
    for outcome in outcomes:
        for seat, bot in enumerate(outcome.bots):
            record = records[labels[bot]]
            record.wins.append(outcome.wins[seat])
            record.scores.append(outcome.scores[seat])
            record.think.extend(outcome.think[seat])
            if outcome.choices:
                record.choices.update(outcome.choices[seat])
            place = games.by_order[(seat - outcome.first) % players]
            place.wins.append(outcome.wins[seat])
            place.scores.append(outcome.scores[seat])
        games.lengths.append(outcome.turns)
        if outcome.ended:
            games.endings[outcome.ended] += 1
    return records, games


def report(records: dict[str, Record], tally: Games) -> list[str]:
    """A line per bot, a line of each bot's choices, the turn order's and the length's lines,
    then the win rates."""
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
    for label, record in records.items():
        shares = record.choice_shares()
        lines.append(
            f"choices[{label}] " + " ".join(f"{kind} {share:.0%}" for kind, share in shares)
            if shares
            else f"choices[{label}] none"
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
        help=f"comma-separated levels: {', '.join(LEVELS)} (hard@N: Hard with N iterations; "
        "LEVEL:STYLE, e.g. easy:warlord, leans towards one of the game's bot styles)",
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
    parser.add_argument(
        "--paired",
        action="store_true",
        help="play each deal once per rotation of the seats (fewer games for the same certainty)",
    )
    parser.add_argument(
        "--outcomes",
        type=Path,
        metavar="FILE",
        help="write each game to FILE as it ends; run again with the same FILE to continue",
    )


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
            outcomes_file=args.outcomes,
            paired=args.paired,
        )
    except (ValueError, OSError) as error:  # OSError: an outcomes file it cannot read or write
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
