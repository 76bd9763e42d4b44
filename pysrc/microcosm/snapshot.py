"""The whole state as canonical JSON data: equal states give equal snapshots, and back."""

from __future__ import annotations

from typing import Any

from microcosm.engine import Game
from microcosm.state import State


def snapshot(game: Game) -> dict[str, Any]:
    return {"game": "microcosm", "version": 1, "state": game.reading.to_json()}


def restore(data: dict[str, Any]) -> Game:
    if data.get("game") != "microcosm" or data.get("version") != 1:
        raise ValueError("not a Microcosm snapshot of version 1")
    return Game(State.from_json(data["state"]))
