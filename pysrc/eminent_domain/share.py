"""A whole game in a link: config, seed and every decision, compact and URL-safe.

A decision is stored as its index in the engine's legal-action list (which has a stable,
documented order), and forced decisions (one legal action) are not stored at all. The bytes
are varints, compressed with raw DEFLATE and written in unpadded base64url after a readable
version tag: ``#game=v1.<data>``. Links are untrusted input: every way a link can be wrong
raises `LinkError` with a sentence for the player, and no partial game is ever returned.
"""

from __future__ import annotations

import base64
import binascii
import zlib
from typing import Any

from eminent_domain.engine import Game
from eminent_domain.serialize import MAX_ACTIONS, MAX_SEED, make_record
from eminent_domain.state import VARIANTS, Config
from eminent_domain.untrusted import InputError

VERSION = "v1"
PREFIX = VERSION + "."
MAX_LINK_CHARS = 60_000  # far beyond any real game (a long 4-player game is ~1,500)
MAX_PAYLOAD_BYTES = 400_000  # after decompression: a DEFLATE bomb stops here


class LinkError(InputError):
    """A game link that cannot be opened, with the reason (and the step, for a bad move)."""

    def __init__(self, message: str, step: int | None = None) -> None:
        super().__init__(message)
        self.step = step


# --- varints ---------------------------------------------------------------------------------


def _put(out: bytearray, value: int) -> None:
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.at = 0

    def varint(self, what: str) -> int:
        value = shift = 0
        while True:
            if self.at >= len(self.data):
                raise LinkError(f"the link is cut short (while reading {what})")
            byte = self.data[self.at]
            self.at += 1
            value |= (byte & 0x7F) << shift
            if not byte & 0x80:
                return value
            shift += 7
            if shift > 70:
                raise LinkError(f"the link is damaged (it holds an impossible value for {what})")


# --- encoding --------------------------------------------------------------------------------


def _config_byte(config: Config) -> int:
    return (config.players - 2) | VARIANTS.index(config.variant) << 2 | int(config.errata) << 5


def _config_of(byte: int) -> Config:
    players = (byte & 0b11) + 2
    variant = byte >> 2 & 0b111
    if byte >> 6 or players > 4 or variant >= len(VARIANTS):
        raise LinkError("the link names a game set-up this version does not know")
    config = Config(players, VARIANTS[variant], bool(byte >> 5 & 1))
    try:
        config.validate()
    except ValueError as error:
        raise LinkError(f"the link's game set-up is not valid: {error}") from None
    return config


def encode(config: Config, seed: int, actions: list[str]) -> str:
    """The link payload (what follows ``#game=``) for a game; the actions must be legal."""
    game = Game.new(config, seed)
    out = bytearray([_config_byte(config)])
    _put(out, seed)
    _put(out, len(actions))
    for step, action in enumerate(actions, start=1):
        legal = [str(a) for a in game.legal_actions()]
        if action not in legal:
            raise ValueError(f"action {step} ({action!r}) is not legal")
        if len(legal) > 1:
            _put(out, legal.index(action))
        game.apply(action)
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = compressor.compress(bytes(out)) + compressor.flush()
    return PREFIX + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def encode_record(record: dict[str, Any]) -> str:
    return encode(Config.from_dict(record["config"]), record["seed"], record["actions"])


# --- decoding --------------------------------------------------------------------------------


def _payload(text: str) -> bytes:
    if len(text) > MAX_LINK_CHARS:
        raise LinkError(f"the link is too long ({len(text):,} characters)")
    if not text.startswith(PREFIX):
        version = text.split(".", 1)[0] if "." in text else ""
        if version.startswith("v") and version[1:].isdigit():
            raise LinkError(f"the link was made by another version of the game ({version})")
        raise LinkError("this is not a game link")
    body = text[len(PREFIX) :]
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
    return data


def decode(text: str) -> dict[str, Any]:
    """The save record (format `serialize.FORMAT`) of a link payload, fully replayed."""
    data = _payload(text)
    if not data:
        raise LinkError("the link is empty")
    reader = _Reader(data)
    reader.at = 1
    config = _config_of(data[0])
    seed = reader.varint("the seed")
    if seed >= MAX_SEED:
        raise LinkError("the link's seed is out of range")
    count = reader.varint("the number of moves")
    if count > MAX_ACTIONS:
        raise LinkError(f"the link holds too many moves ({count:,})")
    game = Game.new(config, seed)
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
    if reader.at != len(data):
        raise LinkError("the link has extra data after its last move")
    return make_record(config, seed, actions)
