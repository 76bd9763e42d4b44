"""The whole state as canonical JSON data: equal states give equal snapshots."""

from __future__ import annotations

from typing import Any

from prototype_2010.engine import Game


def snapshot(game: Game) -> dict[str, Any]:
    return {"game": "prototype-2010", "version": 1, "state": game.reading.to_json()}
