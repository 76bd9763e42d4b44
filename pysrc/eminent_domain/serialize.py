"""Saves: a versioned record (format, config, seed, actions) and its exact replay.

The log is the save: replaying the record's actions from its seed rebuilds the state exactly.
Records are untrusted input: anything malformed raises RecordError naming what is wrong, and
no partial game is ever returned.
"""

from __future__ import annotations

import json
from typing import Any

from eminent_domain.actions import ActionError
from eminent_domain.engine import Game
from eminent_domain.state import Config
from eminent_domain.untrusted import InputError, JsonRefused, load_json

FORMAT = "eminent-domain/1"
# The most decisions a record, save or link may hold: the turn limit ends any game long
# before (a stalled 4-player game reaches it in ~2,500), and replaying this many decisions
# takes about a second in the browser.
MAX_ACTIONS = 20_000
MAX_SEED = 2**64
MAX_RECORD_CHARS = 2_000_000


class RecordError(InputError):
    """A save record that cannot be loaded, with the reason."""


def make_record(config: Config, seed: int, actions: list[str]) -> dict[str, Any]:
    return {"format": FORMAT, "config": config.to_dict(), "seed": seed, "actions": list(actions)}


def dumps(record: dict[str, Any]) -> str:
    return json.dumps(record, separators=(",", ":"))


def loads(text: str) -> dict[str, Any]:
    try:
        record = load_json(text, MAX_RECORD_CHARS)
    except JsonRefused as error:
        raise RecordError(f"not a record: {error}") from None
    check(record)
    return record  # type: ignore[no-any-return]


def check(record: Any) -> None:
    """Raise RecordError unless the record has the right shape and version."""
    if not isinstance(record, dict):
        raise RecordError("a record is a JSON object")
    if record.get("format") != FORMAT:
        raise RecordError(f"unsupported format {record.get('format')!r} (expected {FORMAT})")
    missing = {"config", "seed", "actions"} - set(record)
    if missing:
        raise RecordError(f"missing {', '.join(sorted(missing))}")
    seed = record["seed"]
    if type(seed) is not int or not 0 <= seed < MAX_SEED:
        raise RecordError("seed must be an integer from 0 to 2^64 - 1")
    actions = record["actions"]
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise RecordError("actions must be a list of strings")
    if len(actions) > MAX_ACTIONS:
        raise RecordError(f"too many actions ({len(actions)} > {MAX_ACTIONS})")
    try:
        Config.from_dict(record["config"])
    except ValueError as error:
        raise RecordError(f"bad config: {error}") from None


def replay(record: Any) -> Game:
    """The game the record describes; RecordError names the first action that fails."""
    check(record)
    game = Game.new(Config.from_dict(record["config"]), record["seed"])
    for step, text in enumerate(record["actions"], start=1):
        try:
            game.apply(text)
        except ActionError as error:
            raise RecordError(f"action {step} ({text!r}) is refused: {error}") from None
    return game
