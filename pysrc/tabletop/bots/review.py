"""The coach's review of a finished game: each of a seat's decisions re-checked by Expert.

At every decision where the seat had a choice, Expert (the strongest level) searches that seat's
view (as it was then: never the other seats' hidden cards) and rates each option by its
estimated chance of winning (`HardBot.candidates`, which Expert's search shares). A decision's
cost is how much lower the option played rates than Expert's choice; the costliest are the
review's findings. The page asks for a few positions at a time (`review_json`, in the bots'
worker), so that it can show its progress and stop between requests.

The budget is in iterations with no time limit, so a review is the same on every machine.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from tabletop import record as records
from tabletop.bots.base import distinct
from tabletop.bots.expert import ExpertBot
from tabletop.spec import GameSpec

BUDGET = 100  # Expert's iterations per decision reviewed (its arena budget)
MAX_BUDGET = 2_000
MAX_POSITIONS = 16  # positions per request: one request stays short enough to stop after it
MAX_REQUEST_CHARS = 2_500_000  # a record (2 M at most) and a little more


@dataclass(frozen=True)
class Verdict:
    """One decision re-checked: the option played, Expert's choice, and their estimated
    chances of winning (None where Expert's search could not rate the option)."""

    position: int  # actions applied before the decision
    played: str
    played_chance: float | None
    best: str
    best_chance: float | None

    @property
    def cost(self) -> float:
        """How much chance of winning the decision gave away, by Expert's estimates (never
        below 0: an option Expert rated higher than its own choice cost nothing)."""
        if self.played == self.best or self.played_chance is None or self.best_chance is None:
            return 0.0
        return max(0.0, self.best_chance - self.played_chance)

    def to_json(self) -> list[Any]:
        return [self.position, self.played, self.played_chance, self.best, self.best_chance]

    @staticmethod
    def from_json(data: object) -> Verdict:
        """A verdict as `to_json` wrote it; ValueError for anything else."""
        if not (isinstance(data, list) and len(data) == 5):
            raise ValueError("a verdict is a list of five values")
        position, played, played_chance, best, best_chance = data
        if type(position) is not int or position < 0:
            raise ValueError("a verdict's position is a whole number")
        if not (isinstance(played, str) and isinstance(best, str)):
            raise ValueError("a verdict's actions are text")
        for chance in (played_chance, best_chance):
            ok = chance is None or (isinstance(chance, (int, float)) and 0 <= chance <= 1)
            if not ok or isinstance(chance, bool):
                raise ValueError("a verdict's chances are numbers from 0 to 1")
        return Verdict(
            position,
            played,
            None if played_chance is None else float(played_chance),
            best,
            None if best_chance is None else float(best_chance),
        )


def decisions(record: dict[str, Any], seat: int) -> list[int]:
    """The positions (actions applied before) where `seat` decided with a choice: more than
    one legal action that the seat can tell apart (`GameSpec.alike`). A record that does not
    replay raises RecordError."""
    spec = records.game_of(record)
    found = []
    for number, (game, _step) in enumerate(records.steps(record)):
        seated = number < len(record["actions"]) and game.current_player == seat
        if seated and len(game.legal_actions()) > 1:
            view = spec.view(game, seat)
            same = distinct(spec, view, view["legal_actions"])
            if sum(action == kept for action, kept in same.items()) > 1:
                found.append(number)
    return found


def review(
    spec: GameSpec[Any],
    record: dict[str, Any],
    seat: int,
    positions: list[int],
    *,
    seed: int,
    budget: int = BUDGET,
) -> list[Verdict]:
    """Expert's verdict on `seat`'s decision at each position (which must be its decisions)."""
    wanted = sorted(set(positions))
    verdicts = []
    for number, (game, _step) in enumerate(records.steps(record)):
        if not wanted:
            break
        if number != wanted[0]:
            continue
        wanted.pop(0)
        if game.current_player != seat or number >= len(record["actions"]):
            raise ValueError(f"position {number} is not a decision of seat {seat}")
        view = spec.view(game, seat)
        bot = ExpertBot(spec, (seed * 1_000_003 + number) % (1 << 62), budget, None)
        played = record["actions"][number]
        rated = dict(bot.analyse(view))
        best = next(iter(rated))
        verdicts.append(Verdict(number, played, rated.get(played), best, rated[best]))
    if wanted:
        raise ValueError(f"position {wanted[0]} is past the record's end")
    return verdicts


def review_json(request: str) -> str:
    """The worker's entry: `{"game", "record", "seat", "positions", "seed", "budget"?}` in,
    `{"verdicts": [[position, played, chance, best, chance], …]}` out, or `{"error": …}`."""
    try:
        if not isinstance(request, str) or len(request) > MAX_REQUEST_CHARS:
            raise ValueError("a review request is JSON text of bounded size")
        data = json.loads(request)
        if not isinstance(data, dict):
            raise ValueError("a review request is a JSON object")
        game_record = records.normal(data.get("record"))
        spec = records.game_of(game_record)
        seat, seed = data.get("seat"), data.get("seed", 0)
        positions, budget = data.get("positions"), data.get("budget", BUDGET)
        players = game_record["config"]["players"]
        if type(seat) is not int or not 0 <= seat < players:
            raise ValueError("the seat reviewed is one of the game's")
        if not (
            isinstance(positions, list)
            and 0 < len(positions) <= MAX_POSITIONS
            and all(type(p) is int and p >= 0 for p in positions)
        ):
            raise ValueError(f"positions: a list of 1 to {MAX_POSITIONS} whole numbers")
        if type(seed) is not int or type(budget) is not int or not 0 < budget <= MAX_BUDGET:
            raise ValueError(f"seed and budget are whole numbers (budget 1 to {MAX_BUDGET})")
        found = review(spec, game_record, seat, positions, seed=seed, budget=budget)
        return json.dumps({"verdicts": [verdict.to_json() for verdict in found]})
    except Exception as error:
        return json.dumps({"error": f"{type(error).__name__}: {error}"})
