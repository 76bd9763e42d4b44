"""A full game consistent with one seat's view: the bag shuffled and a new generator.

Used by search bots, one sample per simulation: what a seat cannot know is the order of the
tiles still in the bag and the dice still to be rolled, and both come from the sample's seed.
"""

from __future__ import annotations

from typing import Any

from chaos_theory.engine import Game
from chaos_theory.state import State
from tabletop.rng import Rng, seed_state


def determinize(view: dict[str, Any], seed: int) -> Game:
    rng = Rng(seed_state(seed))
    bag = [str(tile) for tile in view["bag"]]
    rng.shuffle(bag)
    pending = view["pending"]
    data = {key: view[key] for key in _STATE_KEYS}
    data |= {
        "rng": rng.state,
        "bag": bag,
        "pending": None
        if pending is None
        else {"kind": pending["kind"], "player": pending["player"], **pending["data"]},
    }
    return Game(State.from_json(data))


_STATE_KEYS = (
    "config",
    "start",
    "leader",
    "turn",
    "display",
    "supply",
    "players",
    "role",
    "waiting",
    "end_triggered",
)
