"""Bots against bots: `python -m eminent_domain arena --bots easy,random --games 400`.

Seats rotate from game to game, so no bot keeps the start-player seat; with more seats than
bots the list repeats, and a bot's figures are per seat played. A shared first place counts as
a shared win (1/k each). Bots receive only their seat's view.
"""

from __future__ import annotations

import math
import time
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


def run_arena(
    names: list[str],
    games: int,
    players: int | None = None,
    seed: int = 0,
    variant: str = "standard",
) -> tuple[dict[str, Record], list[int]]:
    players = players or len(names)
    if not 2 <= players <= 4:
        raise ValueError("players must be 2, 3 or 4")
    if len(names) > players:
        raise ValueError(f"{len(names)} bots do not fit {players} seats")
    labels = labels_for(names)
    records = {label: Record() for label in labels}
    lengths: list[int] = []
    for number in range(games):
        game_seed = seed * 1_000_003 + number
        # Seat s plays bot (s + number) mod len(names); extra seats repeat the list.
        seats = [(s + number) % len(names) for s in range(players)]
        bots = [make_bot(names[b], game_seed * 7 + s) for s, b in enumerate(seats)]
        game = Game.new(Config(players, variant), game_seed)
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            view = view_for(game, seat)
            started = time.perf_counter()
            choice = bots[seat].choose(view)
            records[labels[seats[seat]]].think.append(time.perf_counter() - started)
            game.apply(choice)
        winners = game.winners()
        scores = game.scores()
        for s, b in enumerate(seats):
            records[labels[b]].wins.append(1 / len(winners) if s in winners else 0.0)
            records[labels[b]].scores.append(scores[s])
        lengths.append(game.state.turn)
    return records, lengths


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
