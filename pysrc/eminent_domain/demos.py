"""Rules demos: a short stretch of a game with one caption per step, for `embed.html`.

The format (JSON, written by hand or exported from the replay viewer)::

    {"format": "eminent-domain-demo/1",
     "title": "Survey",                      # shown above the table
     "config": {"players": 2, "variant": "standard", "errata": false},
     "seed": 12,
     "before": ["skip", "lead survey", ...],  # played silently to reach the first position
     "actions": ["boost survey", ...],        # the demo's steps
     "captions": ["…", "…", ...],             # one per position: len(actions) + 1
     "seat": 0}                               # whose eyes (optional, default 0)

A demo is untrusted input, like a game link: `parse` checks every field and replays every
action, naming the step of the first illegal one. Captions are plain text, shown as text.
In a link a demo travels as ``#demo=v1.<base64url of raw DEFLATE of the JSON>``, or by the
name of a built-in demo (``#demo=survey``).
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from dataclasses import dataclass
from typing import Any

from eminent_domain.engine import Game
from eminent_domain.serialize import MAX_SEED
from eminent_domain.state import Config
from tabletop.untrusted import InputError, JsonRefused, load_json

FORMAT = "eminent-domain-demo/1"
LINK_PREFIX = "v1."
MAX_STEPS = 400
MAX_BEFORE = 5_000
MAX_CAPTION = 500
MAX_TITLE = 80
MAX_LINK_CHARS = 60_000
MAX_JSON_CHARS = 1_000_000  # a demo's JSON once inflated: 400 steps and captions fit easily


class DemoError(InputError):
    """A demo that cannot be shown, with the reason (and the step of a bad move)."""

    def __init__(self, message: str, step: int | None = None) -> None:
        super().__init__(message)
        self.step = step


@dataclass(frozen=True)
class Demo:
    title: str
    config: Config
    seed: int
    before: tuple[str, ...]
    actions: tuple[str, ...]
    captions: tuple[str, ...]
    seat: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "title": self.title,
            "config": self.config.to_dict(),
            "seed": self.seed,
            "before": list(self.before),
            "actions": list(self.actions),
            "captions": list(self.captions),
            "seat": self.seat,
        }

    def start(self) -> Game:
        """The game at the demo's first position."""
        game = Game.new(self.config, self.seed)
        for action in self.before:
            game.apply(action)
        return game

    def positions(self) -> list[Game]:
        """The game at every position of the demo (len(actions) + 1 of them)."""
        game = self.start()
        games = [game.clone()]
        for action in self.actions:
            game.apply(action)
            games.append(game.clone())
        return games


def _strings(data: dict[str, Any], key: str, limit: int, each: int) -> tuple[str, ...]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise DemoError(f"“{key}” must be a list of texts")
    if len(value) > limit:
        raise DemoError(f"“{key}” is too long ({len(value)} items; at most {limit})")
    if any(len(v) > each for v in value):
        raise DemoError(f"an item of “{key}” is longer than {each} characters")
    if not all(_is_text(v) for v in value):
        raise DemoError(f"an item of “{key}” is not valid text")
    return tuple(value)


def _is_text(value: str) -> bool:
    """False for a lone surrogate ("\\ud800" in JSON), which no page can show."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def parse(data: Any) -> Demo:
    """A checked demo from its JSON data; DemoError says what is wrong."""
    if not isinstance(data, dict):
        raise DemoError("a demo is a JSON object")
    if data.get("format") != FORMAT:
        raise DemoError(f"not a demo of this version (format should be {FORMAT})")
    title = data.get("title", "")
    if not isinstance(title, str) or len(title) > MAX_TITLE:
        raise DemoError(f"“title” must be a text of at most {MAX_TITLE} characters")
    if not _is_text(title):
        raise DemoError("“title” is not valid text")
    try:
        config = Config.from_dict(data.get("config"))
    except ValueError as error:
        raise DemoError(f"bad “config”: {error}") from None
    seed = data.get("seed")
    if type(seed) is not int or not 0 <= seed < MAX_SEED:
        raise DemoError("“seed” must be a whole number from 0 to 2^64 - 1")
    before = _strings(data, "before", MAX_BEFORE, 64)
    actions = _strings(data, "actions", MAX_STEPS, 64)
    captions = _strings(data, "captions", MAX_STEPS + 1, MAX_CAPTION)
    if len(captions) != len(actions) + 1:
        raise DemoError(
            f"a demo has one caption per position: {len(actions) + 1} expected, "
            f"{len(captions)} given"
        )
    seat = data.get("seat", 0)
    if type(seat) is not int or not 0 <= seat < config.players:
        raise DemoError("“seat” must be one of the players (0 is the first)")
    game = Game.new(config, seed)
    for number, action in enumerate(before, start=1):
        _apply(game, action, f"set-up move {number}", None)
    for step, action in enumerate(actions, start=1):
        _apply(game, action, f"step {step}", step)
    return Demo(title, config, seed, before, actions, captions, seat)


def _apply(game: Game, action: str, where: str, step: int | None) -> None:
    if game.is_over:
        raise DemoError(f"{where}: the game is already over", step)
    legal = [str(a) for a in game.legal_actions()]
    if action not in legal:
        raise DemoError(f"{where} ({action!r}) is not a legal move there", step)
    game.apply(action)


def encode(demo: Demo) -> str:
    """The link form of a demo (what follows ``#demo=``)."""
    text = json.dumps(demo.to_dict(), separators=(",", ":"), ensure_ascii=False)
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = compressor.compress(text.encode()) + compressor.flush()
    return LINK_PREFIX + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def decode(text: str) -> Demo:
    """A demo from its link form; DemoError for anything wrong."""
    if len(text) > MAX_LINK_CHARS:
        raise DemoError("the demo link is too long")
    if not text.startswith(LINK_PREFIX):
        raise DemoError("this is not a demo link of this version")
    body = text[len(LINK_PREFIX) :]
    try:
        packed = base64.b64decode(body + "=" * (-len(body) % 4), altchars=b"-_", validate=True)
        inflater = zlib.decompressobj(-15)
        raw = inflater.decompress(packed, MAX_JSON_CHARS * 4)
        text = raw.decode("utf-8")
    except (binascii.Error, ValueError, zlib.error):
        raise DemoError("the demo link is damaged or cut short") from None
    if inflater.unconsumed_tail:
        raise DemoError("the demo link holds more than any demo")
    if not inflater.eof:
        raise DemoError("the demo link is damaged or cut short")
    try:
        data = load_json(text, MAX_JSON_CHARS)
    except JsonRefused as error:
        reason = str(error).removeprefix("it ")
        raise DemoError(f"the demo link's data {reason}") from None
    return parse(data)
