"""A whole game in a link: which game, its set-up, seed and every decision, compact and URL-safe.

The payload (what follows ``#game=``) is ``<game-id>.<version>.<data>``. The data is varints:
the player count's index in the game's `players`, each option value's index in its `values`
(schema order), the seed, the number of decisions, then each decision as its index in the
game's legal-action list (stable by contract); forced decisions (one legal action) are not
stored. The bytes are compressed with raw DEFLATE and written in unpadded base64url. Links
made before the core (``v1.<data>``) are read by the game that claims the prefix in
`GameSpec.legacy_links`. Links are untrusted: every way one can be wrong raises `LinkError`
with a sentence for the player, and no partial game is ever returned.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from collections.abc import Callable
from typing import Any

from tabletop import registry
from tabletop.record import MAX_ACTIONS, MAX_SEED, game_of, make, normal
from tabletop.spec import Config, GameSpec
from tabletop.untrusted import InputError

MAX_LINK_CHARS = 60_000  # far beyond any real game (a long 4-player game is ~1,500)
MAX_PAYLOAD_BYTES = 400_000  # after decompression: a DEFLATE bomb stops here
_HEADER = re.compile(r"([a-z0-9-]{1,40})\.([0-9]{1,4})\.")


class LinkError(InputError):
    """A game link that cannot be opened, with the reason (and the step, for a bad move)."""

    def __init__(self, message: str, step: int | None = None) -> None:
        super().__init__(message)
        self.step = step


class Reader:
    """Varints from a link's bytes; a legacy set-up reader gets one to read its header."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.at = 0

    def byte(self, what: str) -> int:
        if self.at >= len(self.data):
            raise LinkError(f"the link is cut short (while reading {what})")
        self.at += 1
        return self.data[self.at - 1]

    def varint(self, what: str) -> int:
        value = shift = 0
        while True:
            byte = self.byte(what)
            value |= (byte & 0x7F) << shift
            if not byte & 0x80:
                return value
            shift += 7
            if shift > 70:
                raise LinkError(f"the link is damaged (it holds an impossible value for {what})")


def _put(out: bytearray, value: int) -> None:
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return


# --- encoding --------------------------------------------------------------------------------


def _indices(spec: GameSpec[Any], config: Config) -> list[int]:
    out = [spec.players.index(config["players"])]
    for option in spec.options:
        value = config[option.name]
        same = (type(v) is type(value) and v == value for v in option.values)
        out.append(next(i for i, match in enumerate(same) if match))
    return out


def encode(record: dict[str, Any]) -> str:
    """The link payload of a record, whose actions must be legal (ValueError if not)."""
    record = normal(record)
    spec = game_of(record)
    out = bytearray()
    for index in _indices(spec, record["config"]):
        _put(out, index)
    _put(out, record["seed"])
    _put(out, len(record["actions"]))
    game = spec.new(record["config"], record["seed"])
    for step, action in enumerate(record["actions"], start=1):
        legal = [str(a) for a in game.legal_actions()]
        if action not in legal:
            raise ValueError(f"action {step} ({action!r}) is not legal")
        if len(legal) > 1:
            _put(out, legal.index(action))
        game.apply(action)
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = compressor.compress(bytes(out)) + compressor.flush()
    body = base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")
    return f"{spec.id}.{spec.version}.{body}"


# --- decoding --------------------------------------------------------------------------------


def _unpack(body: str) -> bytes:
    try:
        packed = base64.b64decode(body + "=" * (-len(body) % 4), altchars=b"-_", validate=True)
    except (binascii.Error, ValueError):
        raise LinkError("the link is damaged (it has characters a link never has)") from None
    inflater = zlib.decompressobj(-15)
    try:
        data = inflater.decompress(packed, MAX_PAYLOAD_BYTES)
    except zlib.error:
        raise LinkError("the link is damaged or cut short") from None
    if inflater.unconsumed_tail:
        raise LinkError("the link holds more than any game")
    if not inflater.eof:
        raise LinkError("the link is cut short")
    if not data:
        raise LinkError("the link is empty")
    return data


def _read_config(spec: GameSpec[Any], reader: Reader) -> Config:
    players = reader.varint("the number of players")
    if players >= len(spec.players):
        raise LinkError("the link names a game set-up this version does not know")
    config: Config = {"players": spec.players[players]}
    for option in spec.options:
        index = reader.varint(option.name)
        if index >= len(option.values):
            raise LinkError("the link names a game set-up this version does not know")
        config[option.name] = option.values[index]
    return config


def _header(text: str) -> tuple[GameSpec[Any], str, Callable[[Reader], Config]]:
    """The game a payload names, its data, and how to read its set-up."""
    for spec in registry.all_specs() if text.startswith("v") else ():
        for prefix, read in spec.legacy_links.items():
            if text.startswith(prefix):
                return spec, text[len(prefix) :], read
    found = _HEADER.match(text)
    if found is None:
        old = re.match(r"v[0-9]+\.", text)
        if old:
            raise LinkError(f"the link was made by another version of the game ({old[0][:-1]})")
        raise LinkError("this is not a game link")
    try:
        spec = registry.get(found[1])
    except registry.UnknownGame:
        raise LinkError(f"the link is for a game this table does not have ({found[1]})") from None
    version = int(found[2])
    played = spec.at_version(version)
    if played is None:
        newer = version > spec.version
        raise LinkError(
            f"the link was made by {'a newer' if newer else 'an older'} version of {spec.title}"
        )
    return played, text[found.end() :], lambda reader: _read_config(played, reader)


def decode(text: str) -> dict[str, Any]:
    """The record of a link payload, fully replayed (today's record form)."""
    if len(text) > MAX_LINK_CHARS:
        raise LinkError(f"the link is too long ({len(text):,} characters)")
    spec, body, read_config = _header(text)
    reader = Reader(_unpack(body))
    config = read_config(reader)
    try:
        config = spec.config(config)
    except ValueError as error:
        raise LinkError(f"the link's game set-up is not valid: {error}") from None
    seed = reader.varint("the seed")
    if seed >= MAX_SEED:
        raise LinkError("the link's seed is out of range")
    count = reader.varint("the number of moves")
    if count > MAX_ACTIONS:
        raise LinkError(f"the link holds too many moves ({count:,})")
    game = spec.new(config, seed)
    actions = []
    for step in range(1, count + 1):
        if game.is_over:
            raise LinkError(f"move {step}: the game was already over", step)
        legal = [str(a) for a in game.legal_actions()]
        index = reader.varint(f"move {step}") if len(legal) > 1 else 0
        if index >= len(legal):
            raise LinkError(
                f"move {step} is not possible there (choice {index + 1} of {len(legal)})", step
            )
        game.apply(legal[index])
        actions.append(legal[index])
    if reader.at != len(reader.data):
        raise LinkError("the link has extra data after its last move")
    return make(spec, config, seed, actions)
