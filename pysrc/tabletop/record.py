"""Records: which game, its format version, its set-up, its seed and every decision.

A record is the truth of a game: replaying its actions from its seed rebuilds the state
exactly, so saves, links, replays and undo all rest on it. Records are untrusted input:
anything wrong raises `RecordError` with a sentence for the player, and no partial game is
ever returned. Records written before the core existed (`{"format": <a format>, ...}`, no
game id) name their game by that format; a game lists such formats in `GameSpec.legacy_records`.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from tabletop import registry
from tabletop.spec import Config, GameSpec
from tabletop.untrusted import InputError, JsonRefused, load_json

# The most decisions a record, save or link may hold: every game's own turn limit ends it long
# before, and replaying this many decisions takes about a second in the browser.
MAX_ACTIONS = 20_000
MAX_SEED = 2**64
MAX_RECORD_CHARS = 2_000_000
MAX_ACTION_CHARS = 200  # the longest notation of any game's action is far shorter


class RecordError(InputError):
    """A record that cannot be loaded, with the reason."""


def make(spec: GameSpec[Any], config: Config, seed: int, actions: list[str]) -> dict[str, Any]:
    return {
        "game": spec.id,
        "version": spec.version,
        "config": dict(config),
        "seed": seed,
        "actions": list(actions),
    }


def dumps(record: dict[str, Any]) -> str:
    return json.dumps(record, separators=(",", ":"))


def loads(text: str) -> dict[str, Any]:
    """A checked record in today's form (an old record is brought up to it)."""
    try:
        data = load_json(text, MAX_RECORD_CHARS)
    except JsonRefused as error:
        raise RecordError(f"not a record: {error}") from None
    return normal(data)


def _legacy_spec(found: str) -> GameSpec[Any] | None:
    for spec in registry.all_specs():
        if found in spec.legacy_records:
            return spec
    return None


def game_of(record: Any) -> GameSpec[Any]:
    """The spec of the game a record names; RecordError if it names none this table has."""
    if not isinstance(record, dict):
        raise RecordError("a record is a JSON object")
    if "game" not in record and isinstance(record.get("format"), str):
        spec = _legacy_spec(record["format"])
        if spec is None:
            raise RecordError(f"unsupported format {record['format'][:40]!r}")
        return spec
    try:
        spec = registry.get(record.get("game"))
    except registry.UnknownGame as error:
        raise RecordError(str(error)) from None
    version = record.get("version")
    if type(version) is not int or version < 1:
        raise RecordError("the record has no valid format version")
    if version > spec.version:
        raise RecordError(f"the record was made by a newer version of {spec.title}")
    played = spec.at_version(version)
    if played is None:
        raise RecordError(f"the record's format ({version}) is no longer read")
    return played


def normal(record: Any) -> dict[str, Any]:
    """`record` checked (shape, game, version, config, seed, actions) and rewritten in
    today's form, holding nothing else. Its actions are not replayed here (see `replay`)."""
    spec = game_of(record)
    missing = {"config", "seed", "actions"} - set(record)
    if missing:
        raise RecordError(f"missing {', '.join(sorted(missing))}")
    seed = record["seed"]
    if type(seed) is not int or not 0 <= seed < MAX_SEED:
        raise RecordError("seed must be an integer from 0 to 2^64 - 1")
    actions = record["actions"]
    if not isinstance(actions, list) or not all(
        isinstance(a, str) and len(a) <= MAX_ACTION_CHARS for a in actions
    ):
        raise RecordError("actions must be a list of short strings")
    if len(actions) > MAX_ACTIONS:
        raise RecordError(f"too many actions ({len(actions)} > {MAX_ACTIONS})")
    try:
        config = spec.config(record["config"])
    except ValueError as error:
        raise RecordError(f"bad config: {error}") from None
    return make(spec, config, seed, actions)


def steps(record: dict[str, Any]) -> Iterator[tuple[Any, dict[str, Any] | None]]:
    """The one replay loop: the dealt game (with None), then the game after each action with
    that step's result (`{"action", "player", "events"}`). The same game object is yielded
    each time, changed in place; RecordError names the first action refused."""
    record = normal(record)
    spec = game_of(record)  # the rules of the record's version
    game = spec.new(record["config"], record["seed"])
    yield game, None
    for step, text in enumerate(record["actions"], start=1):
        player = game.current_player
        if player is None:
            raise RecordError(f"action {step} ({text!r}) comes after the end of the game")
        try:
            events = game.apply(text)
        except spec.action_error as error:
            raise RecordError(f"action {step} ({text!r}) is refused: {error}") from None
        yield game, {"action": text, "player": player, "events": events}


def replay(record: Any) -> Any:
    """The game the record describes, replayed to its last action."""
    game = None
    for game, _step in steps(record):  # noqa: B007 - the last one is the answer
        pass
    return game
