"""Rules demos: a short stretch of any game with one caption per position, for `embed.html`.

The format (JSON, written by hand or made from the replay viewer with `make`)::

    {"format": "tabletop-demo/1",
     "game": "microcosm", "version": 1,      # the game and its record format, as in a record
     "title": "Colonize",                    # shown above the table
     "config": {"players": 2, ...},          # the game's config, as in a record
     "seed": 12,
     "before": ["draw", "play D01", ...],    # played silently to reach the first position
     "actions": ["pile 3", ...],             # the demo's steps
     "captions": ["…", "…", ...],            # one per position: len(actions) + 1
     "seat": 0,                              # whose eyes (optional, default 0)
     "subjects": [null, "planet:2", ...]}    # optional: what on the table a position shows

A position's *subject* (the planet attacked, the card played) is found by the demo's reader from
its moves (`tabletop.ui.embed.step_subject`); `subjects` overrides it where a step is about
something else, in a game's `GameUI.subject` words as the demo's seat sees the table, or
"seat" for the area of the player who moved (null: found from the moves).

A demo is untrusted input, like a game link: `parse` checks every field, bounds the work and
replays every action, naming the step of the first illegal one. Captions are plain text.

In an address (``#demo=…``) a demo travels as ``<game-id>.<version>.<data>``, the data being
the JSON compressed with raw DEFLATE in unpadded base64url (the header mirrors game links), or
as the name of a built-in demo: ``<game-id>/<name>``. What was written before the core keeps
opening: ``v1.<data>`` links and demos in a game's `GameSpec.legacy_demos` formats (which hold
no game id), and bare names (``#demo=survey``), looked up in the games that claim such formats.
A game lists its built-in demos in the module named by `GameSpec.demos_module`; their titles
and captions are keys of the game's catalogue, so a built-in speaks the page's language.
"""

from __future__ import annotations

import base64
import binascii
import copy
import importlib
import json
import re
import zlib
from dataclasses import dataclass
from typing import Any

from tabletop import record, registry
from tabletop.spec import Config, GameSpec
from tabletop.text import t
from tabletop.untrusted import InputError, JsonRefused, load_json

FORMAT = "tabletop-demo/1"
LEGACY_LINK_PREFIX = "v1."  # demo links written before the core: their JSON names its format
MAX_STEPS = 400  # a demo's own steps: each is a position the reader steps through
MAX_BEFORE = 5_000  # set-up moves, replayed silently: longer than any whole game
MAX_CAPTION = 500
MAX_TITLE = 80
MAX_ACTION_CHARS = 64  # far longer than any game's action notation
MAX_LINK_CHARS = 60_000
MAX_JSON_CHARS = 1_000_000  # a demo's JSON once inflated: 400 steps and captions fit easily
NAME = re.compile(r"[a-z0-9][a-z0-9-]{0,39}")  # a built-in demo's name
_HEADER = re.compile(r"([a-z0-9-]{1,40})\.([0-9]{1,4})\.")  # as in game links
_BUILT_IN = re.compile(r"([a-z0-9-]{1,40})/([a-z0-9][a-z0-9-]{0,39})")


class DemoError(InputError):
    """A demo that cannot be shown, with the reason (and the step of a bad move)."""

    def __init__(self, message: str, step: int | None = None) -> None:
        super().__init__(message)
        self.step = step


class UnknownDemo(DemoError):
    """A built-in name no game has; the page words it (it can point to the Rules screen)."""

    def __init__(self, name: str) -> None:
        super().__init__(f"there is no built-in demo named {name[:40]!r}")
        self.name = name[:40]


@dataclass(frozen=True)
class Demo:
    game: str  # the game's id in the registry
    title: str
    config: Config
    seed: int
    before: tuple[str, ...]
    actions: tuple[str, ...]
    captions: tuple[str, ...]
    seat: int = 0
    version: int | None = None  # the format version it plays by (None: today's)
    subjects: tuple[str | None, ...] = ()  # per position, the subject shown (None: found)

    @property
    def spec(self) -> GameSpec[Any]:
        spec = registry.get(self.game)
        return spec if self.version is None else spec.at_version(self.version) or spec

    def to_dict(self) -> dict[str, Any]:
        """Today's form, whatever form it was read from."""
        return {
            "format": FORMAT,
            "game": self.game,
            "version": self.spec.version,
            "title": self.title,
            "config": dict(self.config),
            "seed": self.seed,
            "before": list(self.before),
            "actions": list(self.actions),
            "captions": list(self.captions),
            "seat": self.seat,
        } | ({"subjects": list(self.subjects)} if self.subjects else {})

    def record(self) -> dict[str, Any]:
        """The record of the game up to the demo's last position."""
        return record.make(self.spec, self.config, self.seed, [*self.before, *self.actions])

    def positions(self) -> list[Any]:
        """The game at every position of the demo (len(actions) + 1 of them), by the core's
        one replay loop."""
        first = len(self.before)
        return [
            game.clone()
            for index, (game, _step) in enumerate(record.steps(self.record()))
            if index >= first
        ]

    def start(self) -> Any:
        """The game at the demo's first position."""
        return self.positions()[0]


# --- checking ----------------------------------------------------------------------------------


def _is_text(value: str) -> bool:
    """False for a lone surrogate ("\\ud800" in JSON), which no page can show."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


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


def _legacy_spec(found: object) -> GameSpec[Any] | None:
    for spec in registry.all_specs():
        if found in spec.legacy_demos:
            return spec
    return None


def game_of(data: Any) -> GameSpec[Any]:
    """The game a demo's data is for: by its `game` and `version`, or by an old format."""
    if not isinstance(data, dict):
        raise DemoError("a demo is a JSON object")
    found = data.get("format")
    if found != FORMAT:
        spec = _legacy_spec(found) if isinstance(found, str) else None
        if spec is None:
            raise DemoError(f"not a demo of this version (format should be {FORMAT})")
        return spec
    try:
        spec = registry.get(data.get("game"))
    except registry.UnknownGame as error:
        raise DemoError(f"the demo is for {error}") from None
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise DemoError("“version” must be the game's format version (a whole number)")
    played = spec.at_version(version)
    if played is None:
        newer = "a newer" if version > spec.version else "an older"
        raise DemoError(f"the demo was made by {newer} version of {spec.title}")
    return played


def parse(data: Any) -> Demo:
    """A checked demo from its JSON data (today's form or an old one); DemoError says what
    is wrong, and for an illegal move which step it is."""
    spec = game_of(data)
    title = data.get("title", "")
    if not isinstance(title, str) or len(title) > MAX_TITLE:
        raise DemoError(f"“title” must be a text of at most {MAX_TITLE} characters")
    if not _is_text(title):
        raise DemoError("“title” is not valid text")
    try:
        config = spec.config(data.get("config"))
    except ValueError as error:
        raise DemoError(f"bad “config”: {error}") from None
    seed = data.get("seed")
    if type(seed) is not int or not 0 <= seed < record.MAX_SEED:
        raise DemoError("“seed” must be a whole number from 0 to 2^64 - 1")
    before = _strings(data, "before", MAX_BEFORE, MAX_ACTION_CHARS)
    actions = _strings(data, "actions", MAX_STEPS, MAX_ACTION_CHARS)
    captions = _strings(data, "captions", MAX_STEPS + 1, MAX_CAPTION)
    if len(captions) != len(actions) + 1:
        raise DemoError(
            f"a demo has one caption per position: {len(actions) + 1} expected, "
            f"{len(captions)} given"
        )
    seat = data.get("seat", 0)
    if type(seat) is not int or not 0 <= seat < config["players"]:
        raise DemoError("“seat” must be one of the players (0 is the first)")
    subjects = data.get("subjects", [])
    if (
        not isinstance(subjects, list)
        or len(subjects) > len(captions)
        or not all(s is None or (isinstance(s, str) and _is_text(s)) for s in subjects)
        or any(s is not None and len(s) > MAX_ACTION_CHARS for s in subjects)
    ):
        raise DemoError(
            f"“subjects” must be a list of at most one text (or null) per position, each of "
            f"at most {MAX_ACTION_CHARS} characters"
        )
    game = spec.new(config, seed)
    for number, action in enumerate(before, start=1):
        _apply(spec, game, action, f"set-up move {number}", None)
    for step, action in enumerate(actions, start=1):
        _apply(spec, game, action, f"step {step}", step)
    current = registry.get(spec.id).version
    version = None if spec.version == current else spec.version
    return Demo(
        spec.id, title, config, seed, before, actions, captions, seat, version, tuple(subjects)
    )


def _apply(spec: GameSpec[Any], game: Any, action: str, where: str, step: int | None) -> None:
    """One move, only in the exact words of a legal action (so that a demo replays the same
    in any reader, whatever else `apply` would forgive)."""
    if game.is_over:
        raise DemoError(f"{where}: the game is already over", step)
    legal = [str(a) for a in game.legal_actions()]
    if action not in legal:
        raise DemoError(f"{where} ({action!r}) is not a legal move there", step)
    try:
        game.apply(action)
    except spec.action_error as error:  # a legal action refused: a game's bug, said plainly
        raise DemoError(f"{where} ({action!r}) is refused: {error}", step) from None


def make(
    game: str,
    config: Config,
    seed: int,
    *,
    before: list[str],
    actions: list[str],
    captions: list[str],
    title: str,
    seat: int = 0,
) -> Demo:
    """A demo of a stretch of a record (the replay viewer's "make a demo"), checked like any
    other: DemoError if the stretch is too long or its moves are not the record's. The title
    and captions are cut to their limits, as log sentences joined can run longer."""
    try:
        spec = registry.get(game)
    except registry.UnknownGame as error:
        raise DemoError(str(error)) from None
    return parse(
        {
            "format": FORMAT,
            "game": spec.id,
            "version": spec.version,
            "title": _clip(title, MAX_TITLE),
            "config": config,
            "seed": seed,
            "before": list(before),
            "actions": list(actions),
            "captions": [_clip(caption, MAX_CAPTION) for caption in captions],
            "seat": seat,
        }
    )


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


# --- links ---------------------------------------------------------------------------------------


def encode(demo: Demo) -> str:
    """The link form of a demo (what follows ``#demo=``)."""
    spec = demo.spec
    text = json.dumps(demo.to_dict(), separators=(",", ":"), ensure_ascii=False)
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = compressor.compress(text.encode()) + compressor.flush()
    body = base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")
    return f"{spec.id}.{spec.version}.{body}"


def _header(text: str) -> tuple[GameSpec[Any] | None, str]:
    """The game a link names (None for an old `v1.` link, whose data names it) and its data."""
    if text.startswith(LEGACY_LINK_PREFIX):
        return None, text[len(LEGACY_LINK_PREFIX) :]
    found = _HEADER.match(text)
    if found is None:
        old = re.match(r"v[0-9]{1,4}\.", text)
        if old:
            raise DemoError(f"the demo link was made by another version ({old[0][:-1]})")
        raise DemoError("this is not a demo link")
    try:
        spec = registry.get(found[1])
    except registry.UnknownGame:
        raise DemoError(
            f"the demo link is for a game this table does not have ({found[1]})"
        ) from None
    version = int(found[2])
    played = spec.at_version(version)
    if played is None:
        newer = "a newer" if version > spec.version else "an older"
        raise DemoError(f"the demo link was made by {newer} version of {spec.title}")
    return played, text[found.end() :]


def decode(text: str) -> Demo:
    """A demo from its link form; DemoError for anything wrong."""
    if len(text) > MAX_LINK_CHARS:
        raise DemoError("the demo link is too long")
    spec, body = _header(text)
    try:
        packed = base64.b64decode(body + "=" * (-len(body) % 4), altchars=b"-_", validate=True)
        inflater = zlib.decompressobj(-15)
        raw = inflater.decompress(packed, MAX_JSON_CHARS * 4)
    except (binascii.Error, ValueError, zlib.error):
        raise DemoError("the demo link is damaged or cut short") from None
    # A DEFLATE bomb stops at the limit, its input either left over or swallowed by zlib.
    if inflater.unconsumed_tail or (not inflater.eof and len(raw) >= MAX_JSON_CHARS * 4):
        raise DemoError("the demo link holds more than any demo")
    try:
        json_text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise DemoError("the demo link is damaged or cut short") from None
    if not inflater.eof:
        raise DemoError("the demo link is damaged or cut short")
    try:
        data = load_json(json_text, MAX_JSON_CHARS)
    except JsonRefused as error:
        reason = str(error).removeprefix("it ")
        raise DemoError(f"the demo link's data {reason}") from None
    if spec is not None and game_of(data) is not spec:
        raise DemoError("the demo link's data is for another game than its address says")
    return parse(data)


# --- built-in demos ------------------------------------------------------------------------------


def built_ins(spec: GameSpec[Any]) -> dict[str, dict[str, Any]]:
    """A game's built-in demos as data, by name (importing its demo module on first use).

    A built-in's title and captions are keys of the game's catalogue (its interface's `text`
    module registers their texts), given here in the page's language: the data is a demo like any
    other, in the words the page speaks now."""
    if spec.demos_module is None:
        return {}
    found: dict[str, dict[str, Any]] = importlib.import_module(spec.demos_module).DEMOS
    if spec.ui_module is not None:
        importlib.import_module(f"{spec.ui_module}.text")  # registers the game's texts
    return {
        name: {**data, "title": t(data["title"]), "captions": [t(c) for c in data["captions"]]}
        for name, data in found.items()
    }


def built_in(spec: GameSpec[Any], name: str) -> Demo:
    """One of a game's built-in demos, checked like any demo (a copy of its data is parsed)."""
    data = built_ins(spec).get(name)
    if data is None:
        raise UnknownDemo(name)
    return parse(copy.deepcopy(data))


def reference(spec: GameSpec[Any], name: str) -> str:
    """What follows ``#demo=`` for a built-in demo."""
    return f"{spec.id}/{name}"


def _legacy_name(name: str) -> GameSpec[Any] | None:
    """The game whose built-in a bare name (written before the core) is."""
    for spec in registry.all_specs():
        if spec.legacy_demos and name in built_ins(spec):
            return spec
    return None


def game_named(value: str) -> GameSpec[Any] | None:
    """The game a ``#demo=`` value names, without reading its data (None if it names none)."""
    try:
        if value.startswith(LEGACY_LINK_PREFIX):
            return next((s for s in registry.all_specs() if s.legacy_demos), None)
        found = _BUILT_IN.fullmatch(value) or _HEADER.match(value)
        if found:
            return registry.get(found[1])
    except registry.UnknownGame:
        return None
    return _legacy_name(value) if NAME.fullmatch(value) else None


def find(value: str) -> Demo:
    """The demo a ``#demo=`` value names: ``<game-id>/<name>``, a bare old name, or a link.
    UnknownDemo for a name no game has; DemoError for anything else wrong."""
    built = _BUILT_IN.fullmatch(value)
    if built:
        try:
            spec = registry.get(built[1])
        except registry.UnknownGame:
            raise UnknownDemo(value) from None
        return built_in(spec, built[2])
    if NAME.fullmatch(value):
        legacy = _legacy_name(value)
        if legacy is None:
            raise UnknownDemo(value)
        return built_in(legacy, value)
    return decode(value)
