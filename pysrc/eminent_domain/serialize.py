"""Eminent Domain's records, through the core's `tabletop.record` (the base game's shorthand).

The single-game interface still speaks the engine's `Config`; these functions translate and
insist that a record is this game's.
"""

from __future__ import annotations

from typing import Any

from eminent_domain.engine import Game
from eminent_domain.state import Config
from tabletop import record as core
from tabletop import registry
from tabletop.record import MAX_ACTIONS, MAX_RECORD_CHARS, MAX_SEED, RecordError, dumps

GAME_ID = "eminent-domain"

__all__ = [
    "MAX_ACTIONS",
    "MAX_RECORD_CHARS",
    "MAX_SEED",
    "RecordError",
    "check",
    "dumps",
    "loads",
    "make_record",
    "replay",
]


def make_record(config: Config, seed: int, actions: list[str]) -> dict[str, Any]:
    return core.make(registry.get(GAME_ID), config.to_dict(), seed, actions)


def normal(record: Any) -> dict[str, Any]:
    """The record checked, in today's form; RecordError unless it is an Eminent Domain one."""
    checked = core.normal(record)
    if checked["game"] != GAME_ID:
        raise RecordError(f"this is a record of another game ({checked['game']})")
    return checked


def check(record: Any) -> None:
    normal(record)


def loads(text: str) -> dict[str, Any]:
    return normal(core.loads(text))


def replay(record: Any) -> Game:
    game: Game = core.replay(normal(record))
    return game
