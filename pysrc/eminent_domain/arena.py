"""Bots against bots: `python -m eminent_domain arena --bots easy,random --games 400`.

Seats rotate from game to game, so no bot keeps the start-player seat; with more seats than
bots the list repeats, and a bot's figures are per seat played. A shared first place counts as
a shared win (1/k each). Bots receive only their seat's view.
"""

from __future__ import annotations

import contextlib
import math
import multiprocessing
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from eminent_domain.bots import make_bot
from eminent_domain.engine import Game
from eminent_domain.state import Config
from eminent_domain.view import view_for


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


def labels_for(names: list[str]) -> list[str]:
    """Bot labels: the level name, numbered when a level plays more than once."""
    return [f"{n}#{i + 1}" if names.count(n) > 1 else n for i, n in enumerate(names)]


@dataclass(frozen=True)
class Match:
    """What every game of an arena run shares."""

    names: tuple[str, ...]
    players: int
    seed: int
    variant: str
    budget: int | None


@dataclass
class Outcome:
    """One game's figures, by seat."""

    bots: list[int]  # index into Match.names, per seat
    wins: list[float]
    scores: list[int]
    think: list[list[float]]
    turns: int


def play_game(match: Match, number: int) -> Outcome:
    """Game `number` of the run: its own seed, seats rotated by `number`."""
    game_seed = match.seed * 1_000_003 + number
    # Seat s plays bot (s + number) mod len(names); extra seats repeat the list.
    seats = [(s + number) % len(match.names) for s in range(match.players)]
    bots = [make_bot(match.names[b], game_seed * 7 + s, match.budget) for s, b in enumerate(seats)]
    game = Game.new(Config(match.players, match.variant), game_seed)
    think: list[list[float]] = [[] for _ in seats]
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        view = view_for(game, seat)
        started = time.perf_counter()
        choice = bots[seat].choose(view)
        think[seat].append(time.perf_counter() - started)
        game.apply(choice)
    winners = game.winners()
    wins = [1 / len(winners) if s in winners else 0.0 for s in range(match.players)]
    return Outcome(seats, wins, game.scores(), think, game.state.turn)


def _play_numbered(job: tuple[Match, int]) -> Outcome:
    return play_game(*job)


def run_arena(
    names: list[str],
    games: int,
    *,
    players: int | None = None,
    seed: int = 0,
    variant: str = "standard",
    budget: int | None = None,
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> tuple[dict[str, Record], list[int]]:
    """Play the games (in `jobs` processes; the figures do not depend on it) and tally them.
    `progress(done, games)` is called after each game, in game order."""
    players = players or len(names)
    if not 2 <= players <= 4:
        raise ValueError("players must be 2, 3 or 4")
    if len(names) > players:
        raise ValueError(f"{len(names)} bots do not fit {players} seats")
    match = Match(tuple(names), players, seed, variant, budget)
    work = [(match, number) for number in range(games)]
    outcomes: list[Outcome] = []
    with contextlib.ExitStack() as stack:
        if jobs > 1:
            pool = stack.enter_context(multiprocessing.get_context("spawn").Pool(jobs))
            results: Iterable[Outcome] = pool.imap(_play_numbered, work, chunksize=1)
        else:
            results = map(_play_numbered, work)
        for outcome in results:
            outcomes.append(outcome)
            if progress is not None:
                progress(len(outcomes), games)
    labels = labels_for(names)
    records = {label: Record() for label in labels}
    for outcome in outcomes:
        for seat, bot in enumerate(outcome.bots):
            record = records[labels[bot]]
            record.wins.append(outcome.wins[seat])
            record.scores.append(outcome.scores[seat])
            record.think.extend(outcome.think[seat])
    return records, [outcome.turns for outcome in outcomes]


def report(records: dict[str, Record], lengths: list[int]) -> list[str]:
    lines = []
    mean_turns = sum(lengths) / len(lengths)
    for label, record in records.items():
        rate, low, high = record.interval()
        lines.append(
            f"{label:10s} win {rate:6.1%} [95% {low:.1%}-{high:.1%}]  "
            f"mean score {sum(record.scores) / len(record.scores):5.2f}  "
            f"mean turns {mean_turns:5.1f}  "
            f"s/decision mean {sum(record.think) / len(record.think):.5f} "
            f"max {max(record.think):.4f}"
        )
    lines.append(
        " ".join(f"winrate[{label}]={r.interval()[0]:.4f}" for label, r in records.items())
    )
    return lines
