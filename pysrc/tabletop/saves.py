"""Save slots in the browser's `localStorage`, written against a small Storage protocol.

A slot holds a save document: the players' seats around the game's record
(`tabletop.record`, which names the game and its format version).
Slot text is untrusted (another tab, an old version, a hand-edited file), so everything read
is validated in full, the record included (it is replayed), and a broken slot is reported,
never repaired or deleted behind the player's back. Nothing here reads the clock: callers
pass `now` (an ISO-8601 string), so that the module stays deterministic under test.

Replaying every save to list them is slow (seconds for hundreds of saves in a phone's
browser), so the list's lines are kept in an index under one more key, `INDEX_KEY`: per slot,
its summary and a fingerprint of the slot's text (its length and CRC-32). Listing reads every
slot's text, but replays only the slots whose fingerprint the index does not hold (new ones,
and ones changed by another tab or another version). The index is only a cache: it is
untrusted text too, checked entry by entry, and a bad index is rebuilt, never a reason to
touch a save.
"""

from __future__ import annotations

import dataclasses
import json
import re
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol

from tabletop import __version__, names, record, registry
from tabletop.bots.base import LEVELS
from tabletop.text import t
from tabletop.untrusted import InputError, JsonRefused, load_json

FORMAT = "tabletop-save/1"
READABLE = (FORMAT, names.OLD_SAVE_FORMAT)
FORMAT_FAMILIES = ("tabletop-save/", names.OLD_SAVE_FAMILY)
PREFIX = names.SAVE_PREFIX
AUTOSAVE = "autosave"
KINDS = ("human", "bot")
MAX_DOC_CHARS = 2_000_000  # far above a finished game's save (tens of kB)
MAX_FILE_BYTES = 2 * MAX_DOC_CHARS  # an exported save is pretty-printed UTF-8
MAX_NAME = 40
MAX_DATE = 64
MAX_SLOT_ID = 64
SLOT_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*")
WRITER = re.compile(r"[A-Za-z0-9_-]{0,32}")
STYLE_ID = re.compile(r"[a-z]{1,20}(-[a-z]{1,20}){0,3}")
TUTORIAL_ID = STYLE_ID  # a tutorial's id has a style's shape ("first")
MAX_REVISION = 2**53  # a JavaScript number stays exact below it
FIELDS = ("format", "name", "created", "updated", "seats", "undo_used", "record")
# The number of saves the app is made for. Not a hard limit (a game is never refused for
# it): a long four-player game takes about 10 k characters, a continued replay twice that,
# and browsers give a site about 5 M, so past this the storage may start to refuse saves.
# Near it (NEAR_SAVES) the saves screen shows the count and offers to delete the oldest
# finished games, down to KEEP_SAVES; unfinished games are only ever deleted one by one.
MAX_SAVES = 200
NEAR_SAVES = 180
KEEP_SAVES = 150
INDEX_KEY = names.INDEX_KEY
INDEX_FORMAT = names.INDEX_FORMAT
MAX_INDEX_CHARS = 2_000_000
MAX_ERROR_CHARS = 2_000


class Storage(Protocol):
    """The part of the Web Storage API used here (`window.localStorage` satisfies it)."""

    def getItem(self, key: str) -> str | None:
        """The stored text, or None when absent (in Pyodide JS null may arrive as a non-str
        object, so callers test `isinstance(..., str)` rather than `is None`)."""
        ...

    def setItem(self, key: str, value: str) -> None:
        """Store the text; may raise any Exception (quota exceeded, storage disabled)."""
        ...

    def removeItem(self, key: str) -> None: ...

    def key(self, index: int) -> str | None:
        """The index-th key, or a non-str past the end."""
        ...

    @property
    def length(self) -> int: ...


class QuotaExceededError(Exception):
    """MemoryStorage's stand-in for the browser's QuotaExceededError DOMException."""


class MemoryStorage:
    """A dict-backed Storage: for tests, and for keeping a game going when localStorage is
    unavailable. `quota`, when given, caps the stored size the way browsers do: two bytes per
    UTF-16 code unit of every key and value."""

    def __init__(self, quota: int | None = None) -> None:
        self.items: dict[str, str] = {}
        self.quota = quota

    @staticmethod
    def _size(text: str) -> int:
        return len(text.encode("utf-16-le", "surrogatepass"))

    def used(self) -> int:
        return sum(self._size(k) + self._size(v) for k, v in self.items.items())

    def getItem(self, key: str) -> str | None:
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        """Refuse, changing nothing, when the new value would go over the quota."""
        if self.quota is not None:
            old = self.items.get(key)
            freed = 0 if old is None else self._size(key) + self._size(old)
            if self.used() - freed + self._size(key) + self._size(value) > self.quota:
                raise QuotaExceededError(f"storing {key!r} would exceed {self.quota} bytes")
        self.items[key] = str(value)

    def removeItem(self, key: str) -> None:
        self.items.pop(key, None)

    def key(self, index: int) -> str | None:
        keys = list(self.items)
        return keys[index] if 0 <= index < len(keys) else None

    @property
    def length(self) -> int:
        return len(self.items)


class SaveError(InputError):
    """A save that cannot be read or stored; the message is shown to the player as is."""


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sits at a seat: a human, or a bot of one of the bot levels."""

    name: str
    kind: str  # "human" or "bot"
    level: str | None = None  # a bot's level (tabletop.bots.LEVELS); None for a human
    style: str | None = None  # a bot's style, one of its game's (`GameSpec.styles`), if any

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.level is not None:
            data["level"] = self.level
        if self.style is not None:
            data["style"] = self.style
        return data


@dataclass(frozen=True, slots=True)
class SaveDoc:
    """One save: the seats and table settings around the engine's record."""

    name: str
    created: str  # ISO-8601
    updated: str  # ISO-8601
    seats: tuple[Seat, ...]
    undo_used: bool
    record: dict[str, Any]  # tabletop.record.make(...)
    # Where a game continued from a replay came from: the step it branched at, and the
    # original game's record (optional: saves without it are ordinary games).
    branch: dict[str, Any] | None = None
    # Which tab wrote this save, and how many writes of the slot it follows, so that a tab
    # notices another one wrote meanwhile (optional: older saves have neither; revision 0).
    revision: int = 0
    writer: str = ""
    # Hints asked for during the game (optional: older saves have none; written when some).
    hints: int = 0
    # The game's tutorial this game is (`tabletop.tutorial.Tutorial.id`), taught at its table
    # when opened again; "" for an ordinary game (optional: written for a tutorial only).
    tutorial: str = ""

    def to_dict(self) -> dict[str, Any]:
        data = {
            "format": FORMAT,
            "name": self.name,
            "created": self.created,
            "updated": self.updated,
            "seats": [seat.to_dict() for seat in self.seats],
            "undo_used": self.undo_used,
            "record": self.record,
        }
        if self.branch is not None:
            data["branch"] = self.branch
        if self.revision:
            data["revision"] = self.revision
            data["writer"] = self.writer
        if self.hints:
            data["hints"] = self.hints
        if self.tutorial:
            data["tutorial"] = self.tutorial
        return data

    def to_json(self) -> str:
        """Compact text for storage (ASCII-only, so any name survives any JS bridge)."""
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @staticmethod
    def parse(text: str) -> SaveDoc:
        """The document in `text`, fully validated (its record replayed); SaveError if not."""
        return _parse(text)[0]

    def game(self) -> Any:
        """The game this save describes, replayed from its record."""
        try:
            return record.replay(self.record)
        except record.RecordError as error:
            raise SaveError(t("saves.error.replay", reason=error)) from None


@dataclass(frozen=True, slots=True)
class SlotInfo:
    """One line of the saves list. A broken slot has only `slot_id` and `error`."""

    slot_id: str
    error: str | None = None
    name: str = ""
    created: str = ""
    updated: str = ""
    players: tuple[str, ...] = ()
    turn: int = 0  # turns completed so far (the engine's state.turn)
    scores: tuple[int, ...] = ()
    finished: bool = False
    game: str = ""  # the game's id (its title comes from the registry)
    levels: tuple[str | None, ...] = ()  # each seat's bot level, None for a human
    winners: tuple[int, ...] = ()  # after the game's tie-break, once finished
    undo_used: bool = False  # played with help: undo, hints
    hints: int = 0
    tutorial: str = ""  # the game's tutorial it is, if it is one (SaveDoc.tutorial)

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def round(self) -> int:
        """The round the game is in, as its table says it (a finished game: its last)."""
        players = max(1, len(self.players))
        return (self.turn - (1 if self.finished and self.turn else 0)) // players + 1

    @property
    def is_autosave(self) -> bool:
        return self.slot_id == AUTOSAVE


# --- validation ---------------------------------------------------------------------------------


def _parse(text: str) -> tuple[SaveDoc, Any]:
    if not isinstance(text, str):
        raise SaveError(t("saves.error.not_object"))
    if len(text) > MAX_DOC_CHARS:
        raise SaveError(t("saves.error.too_big", size=len(text), limit=MAX_DOC_CHARS))
    try:
        data = load_json(text, MAX_DOC_CHARS)
    except JsonRefused as error:
        raise SaveError(t("saves.error.not_json", reason=error)) from None
    if not isinstance(data, dict):
        raise SaveError(t("saves.error.not_object"))
    found = data.get("format")
    if found not in READABLE:
        key = (
            "saves.error.version"
            if isinstance(found, str) and found.startswith(FORMAT_FAMILIES)
            else "saves.error.not_ours"
        )
        shown = t("saves.reason.no_format") if found is None else _show(found)
        raise SaveError(t(key, found=shown, expected=FORMAT))
    missing = [field for field in FIELDS if field not in data]
    if missing:
        raise SaveError(t("saves.error.missing", fields=", ".join(missing)))

    name = check_name(data["name"], t("saves.field.name"), '"name"')
    created = _date(data["created"], '"created"')
    updated = _date(data["updated"], '"updated"')
    undo_used = data["undo_used"]
    if type(undo_used) is not bool:
        raise SaveError(t("saves.error.type", field='"undo_used"', expected=t("saves.expect.bool")))
    seats = parse_seats(data["seats"])

    # Rebuilt rather than kept (in today's form): whatever else the text carried is dropped.
    game_record = _record(data["record"])
    players = game_record["config"]["players"]
    if len(seats) != players:
        raise SaveError(t("saves.error.seat_count", seats=len(seats), players=players))
    check_styles(seats, game_record["game"])
    revision, writer = _revision(data.get("revision", 0), data.get("writer", ""))
    branch = _branch(data.get("branch"), game_record["game"])
    hints = data.get("hints", 0)
    if type(hints) is not int or not 0 <= hints < MAX_REVISION:
        raise SaveError(t("saves.error.type", field='"hints"', expected=t("saves.expect.count")))
    tutorial = data.get("tutorial", "")
    if not isinstance(tutorial, str) or (tutorial and TUTORIAL_ID.fullmatch(tutorial) is None):
        raise SaveError(t("saves.error.type", field='"tutorial"', expected=t("saves.expect.text")))
    doc = SaveDoc(
        name,
        created,
        updated,
        seats,
        undo_used,
        game_record,
        branch,
        revision,
        writer,
        hints,
        tutorial,
    )
    return doc, doc.game()


def _revision(revision: object, writer: object) -> tuple[int, str]:
    """The optional revision (a count of writes) and writer (a tab's id)."""
    if type(revision) is not int or not 0 <= revision < MAX_REVISION:
        raise SaveError(t("saves.error.type", field='"revision"', expected=t("saves.expect.count")))
    if not isinstance(writer, str) or WRITER.fullmatch(writer) is None:
        raise SaveError(t("saves.error.type", field='"writer"', expected=t("saves.expect.writer")))
    return revision, writer


def _record(value: object) -> dict[str, Any]:
    try:
        return record.normal(value)
    except record.RecordError as error:
        raise SaveError(t("saves.error.record", reason=error)) from None


def _branch(value: object, game_id: str) -> dict[str, Any] | None:
    """The optional branch point: {"step": n, "from": <record of the original game>}."""
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != {"step", "from"}:
        raise SaveError(t("saves.error.type", field='"branch"', expected=t("saves.expect.object")))
    step = value["step"]
    origin = _record(value["from"])
    if origin["game"] != game_id:
        raise SaveError(t("saves.error.record", reason="it branched from a game of another kind"))
    if type(step) is not int or not 0 <= step <= len(origin["actions"]):
        raise SaveError(t("saves.error.type", field='"branch.step"', expected="a move number"))
    return {"step": step, "from": origin}


def _show(value: object, limit: int = 30) -> str:
    """A short rendering of an untrusted value for a message."""
    shown = json.dumps(value) if isinstance(value, str | int | float | bool | None) else "…"
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"


def check_name(value: object, label: str, field: str = "") -> str:
    """A name as saves accept it (text, not blank, at most MAX_NAME characters, no lone
    surrogate), else SaveError naming `label`. The New game form checks names with it too, so
    that no game starts that its save would refuse."""
    field = field or label
    if not isinstance(value, str):
        raise SaveError(t("saves.error.type", field=field, expected=t("saves.expect.text")))
    if not value.strip():
        raise SaveError(t("saves.error.empty_name", field=label))
    if len(value) > MAX_NAME:
        raise SaveError(t("saves.error.long_name", field=label, length=len(value), limit=MAX_NAME))
    try:
        value.encode("utf-8")  # lone surrogates ("\ud800" in JSON) are not text
    except UnicodeEncodeError:
        raise SaveError(t("saves.error.bad_text", field=label)) from None
    return value


def _date(value: object, field: str) -> str:
    if not isinstance(value, str):
        raise SaveError(t("saves.error.type", field=field, expected=t("saves.expect.text")))
    if len(value) > MAX_DATE or _when(value) is None:
        raise SaveError(t("saves.error.date", field=field))
    return value


def _when(value: str) -> datetime | None:
    """The moment an ISO-8601 text names (naive taken as UTC, so all compare), or None."""
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def parse_seats(value: object) -> tuple[Seat, ...]:
    """The seats of a save (or of a link's names), each name checked as `check_name` does
    and each bot's level one of LEVELS; SaveError names the first seat that is wrong."""
    if not isinstance(value, list):
        raise SaveError(t("saves.error.type", field='"seats"', expected=t("saves.expect.list")))
    seats = []
    for number, item in enumerate(value, start=1):
        field = f'"seats" {number}'
        if not isinstance(item, dict):
            raise SaveError(t("saves.error.type", field=field, expected=t("saves.expect.object")))
        if "name" not in item or "kind" not in item:
            raise SaveError(t("saves.error.missing", fields=f"{field} name or kind"))
        name = check_name(item["name"], t("saves.field.seat_name", seat=number), f"{field} name")
        kind, level = item["kind"], item.get("level")
        if kind not in KINDS:
            raise SaveError(t("saves.error.kind", seat=number, kind=_show(kind)))
        if kind == "human" and level is not None:
            raise SaveError(t("saves.error.human_level", seat=number))
        if kind == "bot" and level not in LEVELS:
            levels = ", ".join(LEVELS)
            raise SaveError(t("saves.error.level", seat=number, level=_show(level), levels=levels))
        style = item.get("style")
        if style is not None and (kind != "bot" or not _style_id(style)):
            raise SaveError(t("saves.error.style", seat=number, style=_show(style)))
        seats.append(Seat(name, kind, level, style))
    return tuple(seats)


def _style_id(value: object) -> bool:
    """The shape of a style's id (the game's own styles are checked with its record)."""
    return isinstance(value, str) and STYLE_ID.fullmatch(value) is not None


def check_styles(seats: tuple[Seat, ...], game: str) -> None:
    """Every seat's style is one of its game's (SaveError names the first that is not)."""
    spec = registry.get(game)
    for number, seat in enumerate(seats, start=1):
        if seat.style is not None and seat.style not in [s.id for s in spec.styles]:
            raise SaveError(t("saves.error.style", seat=number, style=_show(seat.style)))


# --- slots --------------------------------------------------------------------------------------


def slot_key(slot_id: str) -> str:
    return PREFIX + slot_id


def _slot_ids(storage: Storage) -> Iterator[str]:
    """The slot ids present, snapshotted first: reading must not shift the key order."""
    keys = [storage.key(index) for index in range(storage.length)]
    for key in keys:
        if isinstance(key, str) and key.startswith(PREFIX):
            yield key[len(PREFIX) :]


def _raw(storage: Storage, slot_id: str) -> str:
    try:
        text = storage.getItem(slot_key(slot_id))
    except Exception as error:  # a browser may throw anything (SecurityError)
        raise SaveError(t("saves.error.unreadable", reason=error)) from None
    if not isinstance(text, str):
        raise SaveError(t("saves.error.no_slot", slot=slot_id))
    return text


def fingerprint(text: str) -> str:
    """What tells two slot texts apart cheaply: the length and a CRC-32 of the text."""
    return f"{len(text)}-{zlib.crc32(text.encode('utf-8', 'surrogatepass')):08x}"


def _summary_of(doc: SaveDoc, game: Any) -> SlotInfo:
    return SlotInfo(
        "",
        name=doc.name,
        created=doc.created,
        updated=doc.updated,
        players=tuple(seat.name for seat in doc.seats),
        turn=game.turn,
        scores=tuple(game.scores()),
        finished=game.is_over,
        game=doc.record["game"],
        levels=tuple(seat.level for seat in doc.seats),
        winners=tuple(game.winners()) if game.is_over else (),
        undo_used=doc.undo_used,
        hints=doc.hints,
        tutorial=doc.tutorial,
    )


def _summarise(text: str) -> SlotInfo | str:
    """A slot's line in the list, or the reason it is broken: the text is replayed."""
    try:
        doc, game = _parse(text)
    except SaveError as error:
        return str(error)
    return _summary_of(doc, game)


# --- the index ----------------------------------------------------------------------------------


class _Memo:
    """The index text last read or written, parsed: listing twice parses it once."""

    text = ""
    entries: dict[str, dict[str, Any]] = {}  # noqa: RUF012


def _entry(print_: str, summary: SlotInfo | str) -> dict[str, Any]:
    if isinstance(summary, str):
        return {"fp": print_, "error": summary[:MAX_ERROR_CHARS]}
    return {
        "fp": print_,
        "name": summary.name,
        "created": summary.created,
        "updated": summary.updated,
        "players": list(summary.players),
        "turn": summary.turn,
        "scores": list(summary.scores),
        "finished": summary.finished,
        "game": summary.game,
        "levels": list(summary.levels),
        "winners": list(summary.winners),
        "undo_used": summary.undo_used,
        "hints": summary.hints,
        "tutorial": summary.tutorial,
    }


def _from_entry(entry: dict[str, Any]) -> SlotInfo | str | None:
    """The summary an index entry holds, or None when the entry is not well formed."""
    if set(entry) == {"fp", "error"}:
        error = entry["error"]
        return error if isinstance(error, str) and 0 < len(error) <= MAX_ERROR_CHARS else None
    name, created, updated = entry.get("name"), entry.get("created"), entry.get("updated")
    players, scores = entry.get("players"), entry.get("scores")
    turn, finished = entry.get("turn"), entry.get("finished")
    game, levels, winners = entry.get("game"), entry.get("levels"), entry.get("winners")
    undo_used, hints = entry.get("undo_used"), entry.get("hints")
    tutorial = entry.get("tutorial", "")
    if not (
        isinstance(game, str)
        and game in registry.ids()
        and isinstance(players, list)
        and len(players) in registry.get(game).players  # each game's own counts, 5 included
        and all(_is_name(value) for value in (name, *players))
        and all(_date_text(value) for value in (created, updated))
        and isinstance(scores, list)
        and len(scores) == len(players)
        and all(type(score) is int for score in scores)
        and type(turn) is int
        and turn >= 0
        and type(finished) is bool
        and isinstance(levels, list)
        and len(levels) == len(players)
        and all(level is None or level in LEVELS for level in levels)
        and isinstance(winners, list)
        and len(winners) <= len(players)
        and all(type(seat) is int and 0 <= seat < len(players) for seat in winners)
        and bool(winners) == finished
        and type(undo_used) is bool
        and type(hints) is int
        and 0 <= hints < MAX_REVISION
        and isinstance(tutorial, str)
        and (not tutorial or TUTORIAL_ID.fullmatch(tutorial) is not None)
    ):
        return None
    return SlotInfo(
        "",
        name=str(name),
        created=str(created),
        updated=str(updated),
        players=tuple(players),
        turn=turn,
        scores=tuple(scores),
        finished=finished,
        game=game,
        levels=tuple(levels),
        winners=tuple(winners),
        undo_used=undo_used,
        hints=hints,
        tutorial=tutorial,
    )


def _is_name(value: object) -> bool:
    """Whether a save would accept `value` as a name (the rule of `check_name`)."""
    try:
        check_name(value, "")
    except SaveError:
        return False
    return True


def _date_text(value: object) -> bool:
    return isinstance(value, str) and len(value) <= MAX_DATE and _when(value) is not None


def _load_index(storage: Storage) -> dict[str, dict[str, Any]]:
    """The index's entries by slot id (a copy to change freely); {} when absent or bad."""
    try:
        text = storage.getItem(INDEX_KEY)
    except Exception:  # an unreadable index is rebuilt
        return {}
    if not isinstance(text, str):
        return {}
    if text != _Memo.text:
        _Memo.text, _Memo.entries = text, _parse_index(text)
    return dict(_Memo.entries)


def _parse_index(text: str) -> dict[str, dict[str, Any]]:
    try:
        data = load_json(text, MAX_INDEX_CHARS)
    except JsonRefused:
        return {}
    if (
        not isinstance(data, dict)
        or data.get("format") != INDEX_FORMAT
        or data.get("version") != __version__  # another version may summarise differently
        or not isinstance(data.get("slots"), dict)
    ):
        return {}
    return {
        slot_id: entry
        for slot_id, entry in data["slots"].items()
        if isinstance(entry, dict) and isinstance(entry.get("fp"), str)
    }


def _store_index(storage: Storage, entries: dict[str, dict[str, Any]]) -> None:
    """Write the index (removed when empty); a refusing storage only leaves it stale."""
    try:
        if not entries:
            storage.removeItem(INDEX_KEY)
            _Memo.text, _Memo.entries = "", {}
            return
        data = {"format": INDEX_FORMAT, "version": __version__, "slots": entries}
        text = json.dumps(data, separators=(",", ":"))
        storage.setItem(INDEX_KEY, text)
    except Exception:  # full or disabled: the next listing summarises those slots again
        return
    _Memo.text, _Memo.entries = text, dict(entries)


def forget_memory() -> None:
    """Drop what this module remembers between calls (as a fresh page would start)."""
    _Memo.text, _Memo.entries = "", {}


def list_saves(storage: Storage) -> list[SlotInfo]:
    """Every slot, newest first, broken ones last with their error (left exactly as found).
    Only slots the index does not summarise (by their text's fingerprint) are replayed; the
    index is then brought up to date."""
    index = _load_index(storage)
    fresh: dict[str, dict[str, Any]] = {}
    good: list[tuple[datetime, SlotInfo]] = []
    broken: list[SlotInfo] = []
    for slot_id in _slot_ids(storage):
        summary: SlotInfo | str | None
        try:
            text = _raw(storage, slot_id)
        except SaveError as error:  # not indexed: it may read on the next try
            summary = str(error)
        else:
            print_ = fingerprint(text)
            entry = index.get(slot_id)
            summary = _from_entry(entry) if entry is not None and entry["fp"] == print_ else None
            if entry is None or summary is None:
                summary = _summarise(text)
                entry = _entry(print_, summary)
            fresh[slot_id] = entry
        if isinstance(summary, str):
            broken.append(SlotInfo(slot_id, error=summary))
            continue
        info = dataclasses.replace(summary, slot_id=slot_id)
        good.append((_when(info.updated) or datetime.min.replace(tzinfo=UTC), info))
    if fresh != index:
        _store_index(storage, fresh)
    good.sort(key=lambda pair: pair[1].slot_id)
    good.sort(key=lambda pair: pair[0], reverse=True)
    broken.sort(key=lambda info: info.slot_id)
    return [info for _, info in good] + broken


def _index_slot(storage: Storage, slot_id: str, entry: dict[str, Any] | None) -> None:
    """Put (or, with None, drop) one slot's index entry."""
    index = _load_index(storage)
    if entry is None and slot_id not in index:
        return
    if entry is None:
        del index[slot_id]
    else:
        index[slot_id] = entry
    _store_index(storage, index)


def cleanup_candidates(infos: list[SlotInfo]) -> list[SlotInfo]:
    """Near the cap, the oldest finished games whose deletion brings the count to
    KEEP_SAVES (fewer if there are not so many finished games); else none."""
    if len(infos) < NEAR_SAVES:
        return []
    finished = [info for info in infos if info.ok and info.finished]  # newest first
    excess = len(infos) - KEEP_SAVES
    return finished[::-1][:excess]


def is_finished(storage: Storage, slot_id: str) -> bool:
    """Whether the slot holds a readable, finished game (checked in full, not from the
    index: this decides deletions)."""
    try:
        return bool(_parse(_raw(storage, slot_id))[1].is_over)
    except SaveError:
        return False


def read(storage: Storage, slot_id: str) -> SaveDoc:
    """The save in the slot; SaveError if it is absent or broken (the slot is left alone)."""
    return _parse(_raw(storage, slot_id))[0]


def read_text(storage: Storage, slot_id: str) -> tuple[SaveDoc, str]:
    """The save in the slot and its text exactly as stored; SaveError as `read`."""
    text = _raw(storage, slot_id)
    return _parse(text)[0], text


def write(storage: Storage, slot_id: str, doc: SaveDoc, game: Any = None) -> str | None:
    """Store the save and return the text stored; None when the storage refuses it (full,
    disabled), the old value then being left in place. A save too large to read back is
    refused the same way. With the
    game the save describes, the index gets the slot's summary at once (else the next
    listing replays it)."""
    if not valid_slot_id(slot_id):
        raise ValueError(f"not a slot id: {slot_id!r}")
    text = doc.to_json()
    if len(text) > MAX_DOC_CHARS:
        return None
    try:
        storage.setItem(slot_key(slot_id), text)
    except Exception:  # QuotaExceededError and friends arrive as any JS error
        return None
    entry = None if game is None else _entry(fingerprint(text), _summary_of(doc, game))
    _index_slot(storage, slot_id, entry)
    return text


def delete(storage: Storage, slot_id: str) -> None:
    """Remove the slot (the player's decision; broken slots included)."""
    storage.removeItem(slot_key(slot_id))
    _index_slot(storage, slot_id, None)


def valid_slot_id(slot_id: str) -> bool:
    return len(slot_id) <= MAX_SLOT_ID and SLOT_ID.fullmatch(slot_id) is not None


def new_slot_id(storage: Storage, now: str) -> str:
    """A free slot id made from `now`, e.g. `20250101-120000`, then `-2`, `-3`…: unique, and
    safe as a file name."""
    moment = _when(now)
    base = "save" if moment is None else f"{moment:%Y%m%d-%H%M%S}"
    slot_id, number = base, 1
    while isinstance(storage.getItem(slot_key(slot_id)), str) or slot_id == AUTOSAVE:
        number += 1
        slot_id = f"{base}-{number}"
    return slot_id


def export_text(doc: SaveDoc) -> str:
    """Pretty JSON for a file download; reads back with `import_text`."""
    text = json.dumps(doc.to_dict(), indent=2, ensure_ascii=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # an unvalidated name with a lone surrogate: keep it escaped
        text = json.dumps(doc.to_dict(), indent=2)
    return text + "\n"


def same_save(storage: Storage, doc: SaveDoc) -> str | None:
    """The slot already holding this game (the same record, seats and name), if any: an
    imported file is often imported twice. Only slots whose text parses are compared, and
    nothing is replayed (the candidate itself was), so this costs a JSON parse per slot."""
    for slot_id in _slot_ids(storage):
        try:
            data = load_json(_raw(storage, slot_id), MAX_DOC_CHARS)
            if not isinstance(data, dict) or data.get("name") != doc.name:
                continue
            if parse_seats(data.get("seats")) != doc.seats:
                continue
            if record.normal(data.get("record")) != doc.record:
                continue
        except Exception:  # a slot that does not read holds no game to compare
            continue
        return slot_id
    return None


def import_or_find(storage: Storage, text: str) -> tuple[str, bool]:
    """`import_text`, unless the same game is saved already: then that slot, and False
    (nothing stored)."""
    doc, game = _parse(text)
    found = same_save(storage, doc)
    if found is not None:
        return found, False
    slot_id = new_slot_id(storage, doc.updated)
    if not write(storage, slot_id, doc, game):
        raise SaveError(t("saves.error.full"))
    return slot_id, True


def import_text(storage: Storage, text: str) -> str:
    """Validate an exported save in full and store it in a new slot, returning the slot id.
    SaveError, with nothing stored, if it is broken or the storage is full."""
    doc, game = _parse(text)
    slot_id = new_slot_id(storage, doc.updated)
    if not write(storage, slot_id, doc, game):
        raise SaveError(t("saves.error.full"))
    return slot_id
