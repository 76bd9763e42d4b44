"""The balance lab's pure part: a run's settings, one game played from a JSON request (the page
plays its games one at a time in a web worker, so that it stays responsive and can stop), and
the figures and CSV of the games played so far.

Game `n` of a lab run is game `n` of `arena.run` with the same settings (the same `Match`,
built by `arena.make_match`), and the figures come from arena's own `tally`: the page and
`python -m tabletop arena` agree for the same seed. Standard library only, no browser imports.
"""

from __future__ import annotations

import csv
import io
import json
import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop import arena, registry
from tabletop.arena import Games, Match, Outcome, Record
from tabletop.untrusted import load_json

MAX_GAMES = 10_000
MAX_BUDGET = 2_000  # Hard's iterations per decision: the page plays in one browser worker
MAX_REQUEST_CHARS = 4_000
MAX_SEED = 2**53 - 1  # what a JavaScript number holds exactly
MAX_NAME_CHARS = 40  # `hard@2000:harvester-trader` and room for longer style ids
_REQUIRED = frozenset({"game", "bots", "games", "number"})
_REQUEST_KEYS = _REQUIRED | {"players", "seed", "options", "budget"}


@dataclass(frozen=True)
class LabRun:
    """A run's settings, as `arena.run` takes them: seat names are bot levels (`hard@N` for
    Hard with its own budget, `easy:warlord` for a style), repeated over the seats when there
    are more seats than names."""

    game: str
    names: tuple[str, ...]
    games: int
    players: int | None = None  # None: one seat per name
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    budget: int | None = None

    @property
    def labels(self) -> list[str]:
        return arena.labels_for(list(self.names))

    def match(self) -> Match:
        """The run's `Match`, checked (ValueError): exactly the one `arena.run` builds."""
        spec = registry.get(self.game)
        return arena.make_match(
            spec,
            list(self.names),
            players=self.players,
            seed=self.seed,
            options=self.options,
            budget=self.budget,
        )

    def job(self, number: int) -> tuple[Match, int]:
        """What plays game `number` (`arena.play_game(spec, *job)`): arena's game `number`."""
        if type(number) is not int or not 0 <= number < self.games:
            raise ValueError(f"game {number!r} is not one of the run's {self.games} games")
        return self.match(), number

    def request(self, number: int) -> str:
        """The JSON request `play_one_json` reads for game `number` (what the page sends)."""
        data = {
            "game": self.game,
            "bots": list(self.names),
            "players": self.players,
            "seed": self.seed,
            "options": self.options,
            "budget": self.budget,
            "games": self.games,
            "number": number,
        }
        return json.dumps(data, separators=(",", ":"))

    @classmethod
    def from_request(cls, data: Any) -> tuple[LabRun, int]:
        """The run and game number of a request's JSON data, every bound checked (ValueError
        with a sentence): the page's form is its only source, but it is a form."""
        if not isinstance(data, dict) or not _REQUIRED <= set(data) <= _REQUEST_KEYS:
            required, optional = sorted(_REQUIRED), sorted(_REQUEST_KEYS - _REQUIRED)
            raise ValueError(
                f"a lab request is an object with {', '.join(required)} "
                f"(and optionally {', '.join(optional)})"
            )
        spec = registry.get(data["game"])
        names = data["bots"]
        if not isinstance(names, list) or not 1 <= len(names) <= max(spec.players):
            raise ValueError(f"{spec.title} takes 1 to {max(spec.players)} bots")
        budget = data.get("budget")
        if budget is not None and not _whole(budget, 1, MAX_BUDGET):
            raise ValueError(f"the budget is 1 to {MAX_BUDGET} iterations")
        for name in names:
            if not isinstance(name, str) or len(name) > MAX_NAME_CHARS:
                raise ValueError("a bot is named by its level, e.g. easy, hard@200 or easy:warlord")
            _, own = arena.level_and_budget(name, budget)
            if own is not None and own > MAX_BUDGET:
                raise ValueError(f"{name!r}: the lab allows at most {MAX_BUDGET} iterations")
        players = data.get("players")
        if players is not None and not (_whole(players, 1, 99) and players in spec.players):
            counts = ", ".join(str(n) for n in spec.players)
            raise ValueError(f"{spec.title} is for {counts} players, not {players!r}")
        seed = data.get("seed", 0)
        if not _whole(seed, -MAX_SEED, MAX_SEED):
            raise ValueError(f"the seed is a whole number of at most {MAX_SEED}")
        games = data["games"]
        if not _whole(games, 1, MAX_GAMES):
            raise ValueError(f"a run has 1 to {MAX_GAMES} games")
        number = data["number"]
        if not _whole(number, 0, games - 1):
            raise ValueError(f"the game's number is 0 to {games - 1}")
        options = data.get("options", {})
        if not isinstance(options, dict) or "players" in options:
            raise ValueError("the options are an object of the game's set-up options")
        run = cls(spec.id, tuple(names), games, players, seed, dict(options), budget)
        run.match()  # the seats fit, the options are the game's (ValueError otherwise)
        return run, number

    def figures(self, outcomes: Sequence[Outcome]) -> Figures:
        return Figures.from_outcomes(outcomes, list(self.names), self.match().players)


@dataclass
class LabState:
    """A run under way or done: its settings and the outcomes of its games so far."""

    run: LabRun
    outcomes: list[Outcome] = field(default_factory=list)
    stopped: bool = False
    error: str | None = None

    @property
    def running(self) -> bool:
        return not self.stopped and self.error is None and len(self.outcomes) < self.run.games


def _whole(value: Any, low: int, high: int) -> bool:
    """A whole number from low to high (a JSON true is not 1 here)."""
    return type(value) is int and low <= value <= high


def play_one_json(request_json: str) -> str:
    """The worker's entry point: the Outcome of the requested game as JSON, or `{"error": …}`
    (a sentence for the page) for a request that cannot be played."""
    try:
        run, number = LabRun.from_request(load_json(request_json, MAX_REQUEST_CHARS, 4))
        outcome = arena.play_game(registry.get(run.game), *run.job(number))
        return outcome.to_json()
    except ValueError as error:
        return json.dumps({"error": str(error)})
    except Exception as error:  # a bug: reported to the page rather than killing the worker
        return json.dumps({"error": f"{type(error).__name__}: {error}"})


# --- figures -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Rate:
    """A win rate with its 95 % Wilson interval."""

    rate: float
    low: float
    high: float

    @classmethod
    def of(cls, record: Record) -> Rate:
        return cls(*record.interval())


@dataclass(frozen=True)
class Histogram:
    """Counts of whole numbers in bins of `width` values, the first starting at `start`."""

    start: int
    width: int
    counts: tuple[int, ...]

    def bins(self) -> list[tuple[int, int, int]]:
        """Each bin's first and last value and its count."""
        return [
            (self.start + i * self.width, self.start + (i + 1) * self.width - 1, count)
            for i, count in enumerate(self.counts)
        ]

    def labels(self) -> list[str]:
        """Each bin as text: its value, or its first and last value joined by an en dash."""
        return [str(a) if a == b else f"{a}\u2013{b}" for a, b, _ in self.bins()]


NICE_WIDTHS = (1, 2, 5)


def bins_for(values: Sequence[int], most: int = 20) -> tuple[int, int, int]:
    """Bins for `values` chosen from the data: about √n of them (5 to `most`), of a round
    width (1, 2, 5, 10, 20, 50…) and starting at a multiple of it, so that labels read well.
    Returns (start, width, number of bins)."""
    if not values:
        return 0, 1, 0
    low, high = min(values), max(values)
    wanted = max(5, min(most, math.ceil(math.sqrt(len(values)))))
    span = high - low + 1
    width, scale = 1, 1
    while True:
        fits = [w * scale for w in NICE_WIDTHS if w * scale * wanted >= span]
        if fits:
            width = fits[0]
            break
        scale *= 10
    start = low - low % width
    return start, width, (high - start) // width + 1


def histogram(values: Iterable[int], start: int, width: int, count: int) -> Histogram:
    """`values` counted in the given bins (each value must fall in one)."""
    counts = [0] * count
    for value in values:
        counts[(value - start) // width] += 1
    return Histogram(start, width, tuple(counts))


@dataclass(frozen=True)
class BotFigures:
    """One bot label's figures over the seats it played."""

    label: str
    seats: int  # seats played: one per game
    win: Rate
    mean_score: float
    scores: Histogram  # on the bins every bot shares, so that they compare
    choices: dict[str, int]  # role (or verb) -> times chosen

    def shares(self) -> dict[str, float]:
        """Each role's (or verb's) share of this bot's choices."""
        total = sum(self.choices.values())
        return {kind: n / total for kind, n in self.choices.items()} if total else {}


@dataclass(frozen=True)
class Figures:
    """What the lab shows of a run's games: per bot, the win rate and scores; of the game,
    the first player's advantage and the length. No thinking times: they vary from run to run,
    and these figures must not."""

    games: int
    players: int
    bots: tuple[BotFigures, ...]
    by_order: tuple[Rate, ...]  # win rate by place in turn order (the first decides first)
    fair: float  # the share of wins each place would have if none had an advantage
    lengths: Histogram  # turns per game
    mean_length: float
    endings: dict[str, int]  # what ended the games, if the game says
    kinds: tuple[str, ...]  # every role (or verb) chosen, most chosen first

    @classmethod
    def from_tally(cls, records: dict[str, Record], games: Games, players: int) -> Figures:
        """The figures of arena's tally (`arena.run` or `arena.tally`); ValueError before the
        first game."""
        if not games.lengths:
            raise ValueError("no game has been played yet")
        start, width, count = bins_for([s for r in records.values() for s in r.scores])
        bots = tuple(
            BotFigures(
                label,
                len(record.wins),
                Rate.of(record),
                sum(record.scores) / len(record.scores),
                histogram(record.scores, start, width, count),
                dict(sorted(record.choices.items(), key=_most_first)),
            )
            for label, record in records.items()
        )
        total: Counter[str] = Counter()
        for record in records.values():
            total.update(record.choices)
        return cls(
            games=len(games.lengths),
            players=players,
            bots=bots,
            by_order=tuple(Rate.of(place) for place in games.by_order),
            fair=1 / players,
            lengths=histogram(games.lengths, *bins_for(games.lengths)),
            mean_length=sum(games.lengths) / len(games.lengths),
            endings=dict(sorted(games.endings.items(), key=_most_first)),
            kinds=tuple(kind for kind, _ in sorted(total.items(), key=_most_first)),
        )

    @classmethod
    def from_outcomes(cls, outcomes: Sequence[Outcome], names: list[str], players: int) -> Figures:
        """The figures of games 0 to n-1 of a run (as `arena.run` would tally them)."""
        for outcome in outcomes:
            if len(outcome.bots) != players or not all(0 <= b < len(names) for b in outcome.bots):
                raise ValueError("an outcome does not belong to this run")
        return cls.from_tally(*arena.tally(outcomes, names, players), players)


def _most_first(item: tuple[str, int]) -> tuple[int, str]:
    return -item[1], item[0]


# --- CSV ---------------------------------------------------------------------------------------

CSV_COLUMNS = ("game", "seat", "bot", "order", "win", "score", "turns")


def _cell(value: str) -> str:
    """A text cell a spreadsheet will not run as a formula."""
    return "'" + value if value[:1] in ("=", "+", "-", "@", "\t", "\r") else value


def csv_text(outcomes: Sequence[Outcome], labels: Sequence[str]) -> str:
    """The games as CSV (RFC 4180, header first): a row per game (numbered from 0, in the
    order given) and seat, with the seat's bot label, its place in turn order (1 decides
    first), its share of the win, its score, the game's turns, then a column per role (or
    verb) with the times it was chosen, most chosen overall first."""
    total: Counter[str] = Counter()
    for outcome in outcomes:
        for counts in outcome.choices:
            total.update(counts)
    kinds = [kind for kind, _ in sorted(total.items(), key=_most_first)]
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow([*CSV_COLUMNS, *(_cell(kind) for kind in kinds)])
    for number, outcome in enumerate(outcomes):
        players = len(outcome.bots)
        for seat, bot in enumerate(outcome.bots):
            counts = outcome.choices[seat] if outcome.choices else {}
            writer.writerow(
                [
                    number,
                    seat,
                    _cell(labels[bot]),
                    (seat - outcome.first) % players + 1,
                    format(outcome.wins[seat], ".6g"),
                    outcome.scores[seat],
                    outcome.turns,
                    *(counts.get(kind, 0) for kind in kinds),
                ]
            )
    return buffer.getvalue()
