"""The whole state as canonical JSON data: equal states give equal snapshots, and back."""

from __future__ import annotations

from typing import Any

from chaos_theory.engine import Game
from chaos_theory.state import State


def snapshot(game: Game) -> dict[str, Any]:
    return {"game": "chaos-theory", "version": 1, "state": game.reading.to_json()}


def restore(data: dict[str, Any]) -> Game:
    if data.get("game") != "chaos-theory" or data.get("version") != 1:
        raise ValueError("not a Chaos Theory snapshot of version 1")
    return Game(State.from_json(data["state"]))
