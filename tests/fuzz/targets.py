"""Fuzz targets: every decoder of untrusted input, with Hypothesis strategies that reach deep.

Random text is refused at the first check of a decoder, so most strategies start from real,
valid inputs (links of short random games, save documents, built-in demos, legal actions) and
mutate them at every layer: the text, the compressed bytes, the raw bytes, the varints, the
JSON tree (wrong types, huge numbers, 10,000-deep nesting, lone surrogates).

A crash is any exception outside `DOCUMENTED`, or a single case slower than `TIME_LIMIT`.
Targets that catch their own errors (the pages' `open_fragment`) also render the result.
"""

from __future__ import annotations

import base64
import functools
import json
import time
import traceback
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from eminent_domain.actions import SIGNATURES, parse
from eminent_domain.demo_data import DEMOS
from eminent_domain.engine import Game
from eminent_domain.spec import SPEC
from eminent_domain.state import VARIANTS, Config
from tabletop import demos, registry
from tabletop import links as game_links
from tabletop import record as records
from tabletop.actions import ActionError
from tabletop.links import _put
from tabletop.rng import Rng
from tabletop.saves import MemoryStorage, SaveDoc, Seat, slot_key
from tabletop.ui.app import App
from tabletop.ui.embed import EmbedApp
from tabletop.untrusted import InputError
from tests.eminent_domain.action_text import (
    NON_DECIMAL_DIGITS,
    NUMBER_CHARS,
    OTHER_DECIMAL_DIGITS,
    action_texts,
    mutated,
)

# The documented ways of refusing untrusted input. When `tabletop.untrusted` lands,
# this becomes `(InputError,)`: its base class of every documented input error.
# Every refusal of untrusted text is an InputError (LinkError, RecordError, SaveError,
# DemoError, ParamError); action text is refused with an ActionError.
DOCUMENTED: tuple[type[Exception], ...] = (InputError, ActionError)
# Seconds of CPU time for one case: processor time rather than the wall clock, which a busy
# machine stretches several times over.
TIME_LIMIT = 1.0
PACKAGE = str(Path(registry.__file__).resolve().parent.parent)  # pysrc: every package


# --- outcomes ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Crash:
    target: str
    value: Any
    error: str  # "ValueError: ..." or "slow: 1.4 s"
    where: str  # the innermost frame in the package, "file.py:line in function"
    trace: str

    @property
    def kind(self) -> str:
        """The exception's type name, or "slow"."""
        return self.error.split(":", 1)[0]

    @property
    def place(self) -> str:
        """The innermost package frame without its line: "file.py in function"."""
        file, _, function = self.where.partition(" in ")
        return f"{file.split(':')[0]} in {function}"

    @property
    def signature(self) -> tuple[str, str, str]:
        """What makes two crashes the same defect: target, exception type, place."""
        return (self.target, self.kind, self.place)

    def report(self, limit: int = 400) -> str:
        shown = repr(self.value)
        if len(shown) > limit:
            shown = f"{shown[: limit // 2]} … {shown[-limit // 2 :]} ({len(shown):,} chars)"
        return f"[{self.target}] {self.error}\n  at {self.where}\n  input: {shown}"


def _where(error: BaseException) -> str:
    frames = [
        f for f in traceback.extract_tb(error.__traceback__) if f.filename.startswith(PACKAGE)
    ]
    if not frames:
        return "outside the package"
    frame = frames[-1]
    return f"{Path(frame.filename).name}:{frame.lineno} in {frame.name}"


def run_case(target: Target, value: Any) -> Crash | None:
    """Run one case; the crash it causes, if any."""
    start = time.process_time()
    try:
        target.run(value)
    except DOCUMENTED:
        pass
    except Exception as error:
        message = f"{type(error).__name__}: {str(error)[:200]}"
        return Crash(target.name, value, message, _where(error), traceback.format_exc())
    elapsed = time.process_time() - start
    if elapsed > TIME_LIMIT:
        return Crash(target.name, value, f"slow: {elapsed:.2f} s of CPU", "timing", "")
    return None


@dataclass(frozen=True)
class Target:
    name: str
    strategy: Callable[[], st.SearchStrategy[Any]]
    run: Callable[[Any], object]


# --- real inputs to start from ------------------------------------------------------------------

GAMES = [  # (players, variant, errata, seed, steps): short games, every configuration kind,
    (2, "standard", False, 2, 10_000),  # and a whole one
    (2, "standard", False, 3, 0),
    (2, "standard", False, 4, 40),
    (2, "learning", True, 5, 120),
    (3, "extended3", True, 6, 90),
    (4, "level1", False, 7, 70),
    (3, "standard", False, 8, 150),
]


@functools.cache
def real_games() -> list[tuple[Config, int, list[str]]]:
    games = []
    for players, variant, errata, seed, steps in GAMES:
        config = Config(players, variant, errata)
        game = Game.new(config, seed)
        rng = Rng(seed)
        actions: list[str] = []
        while not game.is_over and len(actions) < steps:
            options = game.legal_actions()
            action = str(options[rng.below(len(options))])
            game.apply(action)
            actions.append(action)
        games.append((config, seed, actions))
    return games


@functools.cache
def real_links() -> list[str]:
    """Links in today's layout (`eminent-domain.1.`) and in the one before the core (`v1.`)."""
    links = [game_links.encode(record) for record in real_records()]
    return links + [legacy_v1_link(config, seed, actions) for config, seed, actions in real_games()]


def legacy_v1_link(config: Config, seed: int, actions: list[str]) -> str:
    """A link as the single-game edition wrote it: set-up byte, seed, count, choices."""
    game = Game.new(config, seed)
    out = bytearray(
        [(config.players - 2) | VARIANTS.index(config.variant) << 2 | config.errata << 5]
    )
    _put(out, seed)
    _put(out, len(actions))
    for action in actions:
        legal = [str(a) for a in game.legal_actions()]
        if len(legal) > 1:
            _put(out, legal.index(action))
        game.apply(action)
    return "v1." + b64(deflate(bytes(out)))


def header(link: str) -> str:
    return link[: link.rindex(".") + 1]


def body(link: str) -> str:
    return link[link.rindex(".") + 1 :]


@functools.cache
def real_records() -> list[dict[str, Any]]:
    return [
        records.make(SPEC, config.to_dict(), seed, actions)
        for config, seed, actions in real_games()
    ]


@functools.cache
def real_saves() -> list[dict[str, Any]]:
    saves = []
    for number, record in enumerate(real_records()):
        players = record["config"]["players"]
        seats = [
            Seat("Ada", "human"),
            *(Seat(f"Bot {i}", "bot", "easy") for i in range(1, players)),
        ]
        doc = SaveDoc(
            name=f"Game {number}",
            created="2025-03-01T10:00:00+00:00",
            updated="2025-03-01T11:30:00",
            seats=tuple(seats),
            undo_used=bool(number % 2),
            record=record,
            branch={"step": 0, "from": record} if number == 2 else None,
        )
        saves.append(doc.to_dict())
    return saves


SHORT_DEMOS = ("survey", "warfare", "colonize", "research", "politics")


@functools.cache
def real_demos() -> list[dict[str, Any]]:
    """The base game's short built-ins (in the format from before the core) and every other
    game's (in today's)."""
    found = [json.loads(json.dumps(DEMOS[name])) for name in SHORT_DEMOS]
    for spec in registry.all_specs():
        if not spec.legacy_demos:
            found += [json.loads(json.dumps(d)) for d in demos.built_ins(spec).values()]
    return found


@functools.cache
def built_in_names() -> list[str]:
    """What follows ``#demo=`` for every built-in, today's way and the old bare way."""
    names = [*DEMOS]
    for spec in registry.all_specs():
        names += [demos.reference(spec, name) for name in demos.built_ins(spec)]
    return names


@functools.cache
def positions() -> list[Game]:
    found = []
    for config, seed, actions in real_games():
        game = Game.new(config, seed)
        for step, action in enumerate(actions):
            if step % 25 == 0:
                found.append(game.clone())
            game.apply(action)
        found.append(game.clone())
    return found


def warm_up(target: Target) -> None:
    """Build the corpus and run the target once untimed, so that a first case does not pay
    for imports and caches."""
    example = {
        "link": lambda: real_links()[0],
        "save": lambda: to_json(real_saves()[0]),
        "save-slot": lambda: to_json(real_saves()[0]),
        "record": lambda: to_json(real_records()[0]),
        "demo-link": lambda: demos.encode(demos.parse(real_demos()[0])),
        "demo-data": lambda: real_demos()[0],
        "action-text": lambda: "skip",
        "action": lambda: (0, "skip"),
        "app-fragment": lambda: "#game=" + real_links()[1],
        "embed-fragment": lambda: "#demo=survey",
    }[target.name]()
    run_case(target, example)


# --- byte and text mutations --------------------------------------------------------------------


def deflate(data: bytes, level: int = 9) -> bytes:
    compressor = zlib.compressobj(level, zlib.DEFLATED, -15)
    return compressor.compress(data) + compressor.flush()


def inflate(data: bytes) -> bytes:
    return zlib.decompressobj(-15).decompress(data)


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


@st.composite
def mutated_bytes(draw: st.DrawFn, data: bytes) -> bytes:
    """`data` with one to four edits: bit flips, new bytes, insertions, deletions, cuts."""
    out = bytearray(data)
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(out)))
        how = draw(st.sampled_from(["flip", "set", "insert", "delete", "cut", "repeat"]))
        if how == "flip" and at < len(out):
            out[at] ^= 1 << draw(st.integers(0, 7))
        elif how == "set" and at < len(out):
            out[at] = draw(st.sampled_from([0, 0x7F, 0x80, 0xFF, draw(st.integers(0, 255))]))
        elif how == "delete":
            del out[at : at + draw(st.integers(1, 8))]
        elif how == "cut":
            del out[at:]
        elif how == "repeat":
            out[at:at] = out[at : at + draw(st.integers(1, 16))] * draw(st.integers(1, 50))
        else:
            out[at:at] = draw(st.binary(min_size=1, max_size=8))
    return bytes(out)


ODD_CHARS = "-_=+/.% #&?é²٣\u200b\ud800\x00\n"


@st.composite
def mutated_text(draw: st.DrawFn, text: str, alphabet: str) -> str:
    """`text` with one to three character edits, cuts or repeats."""
    out = text
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(out)))
        how = draw(st.sampled_from(["replace", "insert", "delete", "cut", "repeat"]))
        char = draw(st.sampled_from(alphabet + ODD_CHARS))
        if how == "replace":
            out = out[:at] + char + out[at + 1 :]
        elif how == "insert":
            out = out[:at] + char + out[at:]
        elif how == "delete":
            out = out[:at] + out[at + draw(st.integers(1, 5)) :]
        elif how == "cut":
            out = out[:at]
        else:
            out = out[:at] + out[at:] * draw(st.integers(2, 5))
    return out


B64_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
PREFIXES = ["v1.", "v1.", "v1.", "v2.", "v0.", "v1", "V1.", "v\u0661.", "v\u00b2.", "", "v1.."]
PREFIXES += ["eminent-domain.1.", "eminent-domain.1.", "eminent-domain.2.", "eminent-domain.0."]
PREFIXES += [
    "microcosm.1.",
    "no-such-game.1.",
    "eminent-domain.1",
    "Eminent-Domain.1.",
    "x.\u00b9.",
]


def with_prefix(body: str) -> st.SearchStrategy[str]:
    return st.sampled_from(PREFIXES).map(lambda prefix: prefix + body)


# --- varints (the inside of a game link) ----------------------------------------------------------


def read_varints(data: bytes) -> list[int]:
    values, value, shift = [], 0, 0
    for byte in data:
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            values.append(value)
            value = shift = 0
    return values


def write_varints(values: list[int]) -> bytes:
    out = bytearray()
    for value in values:
        rest = value
        while True:
            byte, rest = rest & 0x7F, rest >> 7
            out.append(byte | 0x80 if rest else byte)
            if not rest:
                break
    return bytes(out)


EDGE_NUMBERS = [0, 1, 2, 3, 5, 127, 128, 255, 16_383, 16_384, 100_000, 2**32, 2**63, 2**64 - 1]
EDGE_NUMBERS += [2**64, 2**70 - 1, 2**70, 2**77, 10**30]


@st.composite
def mutated_varints(draw: st.DrawFn, data: bytes) -> bytes:
    """A link's raw payload with its varints (seed, move count, choices) changed and
    re-encoded, and sometimes its set-up byte."""
    config, values = data[:1], read_varints(data[1:])
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(values)))
        number = draw(st.one_of(st.sampled_from(EDGE_NUMBERS), st.integers(0, 40)))
        how = draw(st.sampled_from(["replace", "insert", "delete", "config"]))
        if how == "replace" and at < len(values):
            values[at] = number
        elif how == "delete" and at < len(values):
            del values[at]
        elif how == "config":
            config = bytes([draw(st.integers(0, 255))])
        else:
            values.insert(at, number)
    return config + write_varints(values)


# --- links ------------------------------------------------------------------------------------


def link_texts() -> st.SearchStrategy[str]:
    """Game links, mutated at every layer: text, compressed bytes, raw bytes, varints."""
    links = st.sampled_from(real_links())
    raw = links.map(lambda link: (header(link), inflate(unb64(body(link)))))
    return st.one_of(
        links,
        links.flatmap(lambda link: mutated_text(link, B64_CHARS)),
        links.flatmap(lambda link: mutated_bytes(unb64(body(link)))).map(b64).flatmap(with_prefix),
        raw.flatmap(lambda pair: mutated_bytes(pair[1])).map(deflate).map(b64).flatmap(with_prefix),
        raw.flatmap(lambda pair: mutated_varints(pair[1]).map(lambda data: (pair[0], data))).map(
            lambda pair: pair[0] + b64(deflate(pair[1]))
        ),
        st.tuples(
            st.sampled_from([b"\x00", b"\xff", b"\x80", b"\x04\x01"]), st.integers(0, 500_000)
        )
        .map(lambda pair: pair[0] * pair[1])
        .map(deflate)
        .map(b64)
        .map("v1.".__add__),
        st.text(B64_CHARS + ODD_CHARS, max_size=40).flatmap(with_prefix),
    )


# --- JSON documents -----------------------------------------------------------------------------

# Stand-ins replaced in the JSON text, for what json.dumps would not write.
DEEP_LIST = "[" * 10_000 + "]" * 10_000
DEEP_OBJECT = '{"a":' * 10_000 + "0" + "}" * 10_000
HUGE = "9" * 5_000
RAW = {
    "@deep-list@": DEEP_LIST,
    "@deep-object@": DEEP_OBJECT,
    "@huge@": HUGE,
    "@-huge@": "-" + HUGE,
    "@1e999@": "1e999",
    "@-1e999@": "-1e999",
    "@NaN@": "NaN",
    "@Infinity@": "Infinity",
    "@surrogate@": '"\\ud800"',
    "@low-surrogate@": '"\\udfff x"',
    "@-0@": "-0",
    "@0.5@": "0.5",
    "@big-float@": "1e308",
}

ODD_VALUES: st.SearchStrategy[Any] = st.one_of(
    st.sampled_from(sorted(RAW)),
    st.none(),
    st.booleans(),
    st.sampled_from([0, 1, -1, 2, 3, 4, 5, 2**53, 2**63, 2**64 - 1, 2**64, -(2**64), 10**30]),
    st.integers(),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12),
    st.sampled_from(["", " ", "x" * 100_000, "\u202e", "\x00", "ñ" * 41, "skip", "T11"]),
    st.sampled_from([[], {}, [[]], {"": None}, ["skip"] * 3, [0] * 1000]),
)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value[:12]):  # a few items of a long list are enough
            found += _paths(item, (*path, index))
    return found


def _replace(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    copy: Any = dict(value) if isinstance(value, dict) else list(value)
    copy[path[0]] = _replace(value[path[0]], path[1:], new)
    return copy


@st.composite
def mutated_tree(draw: st.DrawFn, tree: Any) -> Any:
    """A JSON value with one to three nodes replaced by odd values, wrapped, dropped or given
    an extra key."""
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(_paths(tree)))
        node: Any = functools.reduce(lambda value, key: value[key], path, tree)
        how = draw(st.sampled_from(["odd", "odd", "wrap", "drop", "extra"]))
        if how == "odd":
            tree = _replace(tree, path, draw(ODD_VALUES))
        elif how == "wrap":
            tree = _replace(tree, path, draw(st.sampled_from([[node], {"value": node}])))
        elif how == "drop" and path:
            parent = functools.reduce(lambda value, key: value[key], path[:-1], tree)
            if isinstance(parent, dict):
                tree = _replace(tree, path[:-1], {k: v for k, v in parent.items() if k != path[-1]})
            else:
                tree = _replace(tree, path[:-1], [v for i, v in enumerate(parent) if i != path[-1]])
        elif isinstance(node, dict):
            tree = _replace(tree, path, {**node, draw(st.text(max_size=8)): draw(ODD_VALUES)})
    return tree


def to_json(tree: Any, ensure_ascii: bool = True) -> str:
    """JSON text of a tree, with the stand-ins of `RAW` written out."""
    text = json.dumps(tree, separators=(",", ":"), ensure_ascii=ensure_ascii)
    for marker, raw in RAW.items():
        text = text.replace(json.dumps(marker), raw)
    return text


def json_texts(trees: list[Any]) -> st.SearchStrategy[str]:
    """JSON documents made from real ones: mutated trees, and mutated text."""
    base = st.sampled_from(trees)
    return st.one_of(
        base.map(to_json),
        st.tuples(base.flatmap(mutated_tree), st.booleans()).map(lambda pair: to_json(*pair)),
        st.tuples(base.flatmap(mutated_tree), st.booleans()).map(lambda pair: to_json(*pair)),
        base.map(to_json).flatmap(lambda text: mutated_text(text, '{}[]":,0123456789.eE-')),
        st.sampled_from([DEEP_LIST, DEEP_OBJECT, HUGE, "1e999", "NaN", '"\\ud800"', "", "null"]),
    )


# --- the targets ----------------------------------------------------------------------------


INT_VERBS = sorted(verb for verb, kinds in SIGNATURES.items() if "int" in kinds)


def action_words() -> st.SearchStrategy[str]:
    """Near-valid action texts, random text, and numbers in every digit Unicode has."""
    number = st.text(NUMBER_CHARS + NON_DECIMAL_DIGITS, min_size=1, max_size=3)
    return st.one_of(
        action_texts(),
        st.text(max_size=20),
        st.tuples(st.sampled_from(INT_VERBS), number, number).map(
            lambda parts: (
                f"{parts[0]} {parts[1]}"
                + (f" {parts[2]}" if len(SIGNATURES[parts[0]]) == 2 else "")
            )
        ),
    )


def run_action(case: tuple[int, object]) -> None:
    index, text = case
    game = positions()[index].clone()
    game.apply(text)  # type: ignore[arg-type]


def action_cases() -> st.SearchStrategy[tuple[int, object]]:
    def texts(index: int) -> st.SearchStrategy[object]:
        legal = [str(a) for a in positions()[index].legal_actions()] or ["skip"]
        return st.one_of(
            action_texts(),
            st.sampled_from(legal).flatmap(mutated),
            st.sampled_from(legal).flatmap(
                lambda text: mutated_text(text, "abcdefghiknoprstuvw0123 ")
            ),
            st.text(max_size=20),
            st.sampled_from([None, 3, b"skip", ["skip"]]),
        )

    return st.integers(0, len(positions()) - 1).flatmap(
        lambda index: st.tuples(st.just(index), texts(index))
    )


def run_save(text: str) -> None:
    doc = SaveDoc.parse(text)
    doc.to_json()


def run_record(text: str) -> None:
    records.replay(records.loads(text))


def run_save_slot(text: str) -> None:
    """Slot text as the app meets it: listed, opened, replayed, each screen drawn."""
    storage = MemoryStorage()
    storage.setItem(slot_key("fuzz"), text)
    app = App(storage, lambda: "2025-03-01T12:00:00+00:00", lambda: 1)
    for command in ("saves", "open", "replay-slot"):
        app.command(command, {"slot": "fuzz"})
        app.render()


def demo_links() -> st.SearchStrategy[str]:
    def link(text: str) -> str:
        return "v1." + b64(deflate(text.encode("utf-8", "surrogatepass")))

    def headed(tree: Any) -> str:
        """Today's link: the header names the game the data says, or another one."""
        game = tree.get("game", "eminent-domain") if isinstance(tree, dict) else "x"
        return f"{game}.1." + b64(deflate(to_json(tree, False).encode()))

    trees = st.sampled_from(real_demos())
    return st.one_of(
        trees.map(lambda tree: link(to_json(tree, False))),
        trees.map(headed),
        trees.map(headed).flatmap(lambda text: mutated_text(text, B64_CHARS)),
        trees.map(lambda tree: "microcosm.1." + headed(tree).split(".", 2)[2]),
        json_texts(real_demos()).map(link),
        trees.map(lambda tree: deflate(to_json(tree, False).encode()))
        .flatmap(mutated_bytes)
        .map(b64)
        .flatmap(with_prefix),
        trees.map(lambda tree: link(to_json(tree))).flatmap(
            lambda text: mutated_text(text, B64_CHARS)
        ),
        st.sampled_from([b"\xff\xfe", b"\x00", b"{", b"\xed\xa0\x80"]).map(
            lambda raw: "v1." + b64(deflate(raw))
        ),
    )


def run_demo_data(tree: Any) -> None:
    demos.parse(tree).positions()


def demo_trees() -> st.SearchStrategy[Any]:
    deep: Any = []
    for _ in range(10_000):
        deep = [deep]
    return st.one_of(
        st.sampled_from(real_demos()).flatmap(mutated_tree),
        st.sampled_from(real_demos())
        .flatmap(mutated_tree)
        .map(lambda tree: {**tree, "actions": deep} if isinstance(tree, dict) else tree),
        st.just(deep),
    )


SEAT_VALUES = ["0", "1", "2", "3", "9", "99", "999", "-1", "", "0x1", " 1", "+1", "1.0"]
SEAT_VALUES += [*NON_DECIMAL_DIGITS, *OTHER_DECIMAL_DIGITS]  # "²" and "\u0663" look like digits


def app_fragments() -> st.SearchStrategy[str]:
    seat = st.one_of(st.sampled_from(SEAT_VALUES), st.text(max_size=4))
    game = st.one_of(st.sampled_from(real_links()), link_texts())
    junk = st.sampled_from(
        ["", "&x=1", "&game=v1.", "&seat=0&seat=5", "&&&", "&%zz", "&demo=survey"]
    )
    return st.tuples(st.sampled_from(["#", "", "##"]), game, st.booleans(), seat, junk).map(
        lambda parts: (
            f"{parts[0]}game={parts[1]}" + (f"&seat={parts[3]}" if parts[2] else "") + parts[4]
        )
    ) | st.text(max_size=30)


def run_app_fragment(fragment: str) -> None:
    app = App(MemoryStorage(), lambda: "2025-03-01T12:00:00+00:00", lambda: 1)
    app.open_fragment(fragment)
    app.render()


def embed_fragments() -> st.SearchStrategy[str]:
    odd = ["Survey", "survey ", "v", "v.", "v1", "v².", "__proto__", "microcosm/", "/survey"]
    odd += ["microcosm/survey", "chess/survey", "eminent-domain/../survey", "microcosm.9.x"]
    names = st.sampled_from([*built_in_names(), *odd])
    value = st.one_of(names, demo_links(), st.text(max_size=12))
    return st.tuples(st.sampled_from(["#demo=", "demo=", "#demo=&demo=", "#x=1&demo="]), value).map(
        "".join
    )


def run_embed_fragment(fragment: str) -> None:
    app = EmbedApp()
    app.open_fragment(fragment)
    app.render()
    app.command("step")
    app.render()


TARGETS: dict[str, Target] = {
    target.name: target
    for target in [
        Target("link", link_texts, game_links.decode),
        Target("save", lambda: json_texts(real_saves()), run_save),
        Target("save-slot", lambda: json_texts(real_saves()), run_save_slot),
        Target("record", lambda: json_texts(real_records()), run_record),
        Target("demo-link", demo_links, demos.decode),
        Target("demo-data", demo_trees, run_demo_data),
        Target("action-text", action_words, parse),
        Target("action", action_cases, run_action),
        Target("app-fragment", app_fragments, run_app_fragment),
        Target("embed-fragment", embed_fragments, run_embed_fragment),
    ]
}
