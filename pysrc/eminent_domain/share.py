"""Eminent Domain game links, through the core's `tabletop.links` (the base game's shorthand).

Links made before the core (``v1.``) are read by the core through this game's spec.
"""

from __future__ import annotations

from typing import Any

from eminent_domain.serialize import GAME_ID, make_record
from eminent_domain.state import Config
from tabletop import links
from tabletop.links import MAX_LINK_CHARS, MAX_PAYLOAD_BYTES, LinkError

__all__ = ["MAX_LINK_CHARS", "MAX_PAYLOAD_BYTES", "LinkError", "decode", "encode", "encode_record"]


def encode(config: Config, seed: int, actions: list[str]) -> str:
    """The link payload (what follows ``#game=``) for a game; the actions must be legal."""
    return links.encode(make_record(config, seed, actions))


def encode_record(record: dict[str, Any]) -> str:
    return links.encode(record)


def decode(text: str) -> dict[str, Any]:
    """The record of a link payload, fully replayed; LinkError unless it is this game's."""
    record = links.decode(text)
    if record["game"] != GAME_ID:
        raise LinkError(f"this page cannot show this game yet ({record['game']})")
    return record
