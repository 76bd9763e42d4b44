"""Save slots in the browser's `localStorage`, written against a small Storage protocol.

A slot holds a save document: the players' seats around the engine's record (`serialize`).
Slot text is untrusted (another tab, an old version, a hand-edited file), so everything read
is validated in full, the record included (it is replayed), and a broken slot is reported,
never repaired or deleted behind the player's back. Nothing here reads the clock: callers
pass `now` (an ISO-8601 string), so that the module stays deterministic under test.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol

from eminent_domain import serialize
from eminent_domain.bots import LEVELS
from eminent_domain.engine import Game
from eminent_domain.state import Config
from eminent_domain.ui.text import t

FORMAT = "eminent-domain-save/1"
FORMAT_FAMILY = "eminent-domain-save/"
PREFIX = "eminent-domain/save/"
AUTOSAVE = "autosave"
KINDS = ("human", "bot")
MAX_DOC_CHARS = 2_000_000  # far above a finished game's save (tens of kB)
MAX_NAME = 40
MAX_DATE = 64
MAX_SLOT_ID = 64
SLOT_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*")
FIELDS = ("format", "name", "created", "updated", "seats", "undo_used", "record")


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


class SaveError(ValueError):
    """A save that cannot be read or stored; the message is shown to the player as is."""


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sits at a seat: a human, or a bot of one of the bot levels."""

    name: str
    kind: str  # "human" or "bot"
    level: str | None = None  # a bot's level (bots.LEVELS); None for a human

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.level is not None:
            data["level"] = self.level
        return data


@dataclass(frozen=True, slots=True)
class SaveDoc:
    """One save: the seats and table settings around the engine's record."""

    name: str
    created: str  # ISO-8601
    updated: str  # ISO-8601
    seats: tuple[Seat, ...]
    undo_used: bool
    record: dict[str, Any]  # serialize.make_record(...)
    # Where a game continued from a replay came from: the step it branched at, and the
    # original game's record (optional: saves without it are ordinary games).
    branch: dict[str, Any] | None = None

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
        return data

    def to_json(self) -> str:
        """Compact text for storage (ASCII-only, so any name survives any JS bridge)."""
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @staticmethod
    def parse(text: str) -> SaveDoc:
        """The document in `text`, fully validated (its record replayed); SaveError if not."""
        return _parse(text)[0]

    def game(self) -> Game:
        """The game this save describes, replayed from its record."""
        try:
            return serialize.replay(self.record)
        except serialize.RecordError as error:
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

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def is_autosave(self) -> bool:
        return self.slot_id == AUTOSAVE


# --- validation ---------------------------------------------------------------------------------


def _parse(text: str) -> tuple[SaveDoc, Game]:
    if not isinstance(text, str):
        raise SaveError(t("saves.error.not_object"))
    if len(text) > MAX_DOC_CHARS:
        raise SaveError(t("saves.error.too_big", size=len(text), limit=MAX_DOC_CHARS))
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        reason = error.msg if isinstance(error, json.JSONDecodeError) else t("saves.reason.nested")
        raise SaveError(t("saves.error.not_json", reason=reason)) from None
    if not isinstance(data, dict):
        raise SaveError(t("saves.error.not_object"))
    found = data.get("format")
    if found != FORMAT:
        key = (
            "saves.error.version"
            if isinstance(found, str) and found.startswith(FORMAT_FAMILY)
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
    seats = _seats(data["seats"])

    record = data["record"]
    try:
        serialize.check(record)
    except serialize.RecordError as error:
        raise SaveError(t("saves.error.record", reason=error)) from None
    config = Config.from_dict(record["config"])
    if len(seats) != config.players:
        raise SaveError(t("saves.error.seat_count", seats=len(seats), players=config.players))
    # Rebuilt rather than kept: whatever else the text carried is dropped here.
    record = serialize.make_record(config, record["seed"], record["actions"])
    doc = SaveDoc(name, created, updated, seats, undo_used, record, _branch(data.get("branch")))
    return doc, doc.game()


def _branch(value: object) -> dict[str, Any] | None:
    """The optional branch point: {"step": n, "from": <record of the original game>}."""
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != {"step", "from"}:
        raise SaveError(t("saves.error.type", field='"branch"', expected=t("saves.expect.object")))
    step = value["step"]
    try:
        serialize.check(value["from"])
    except serialize.RecordError as error:
        raise SaveError(t("saves.error.record", reason=error)) from None
    origin = value["from"]
    if type(step) is not int or not 0 <= step <= len(origin["actions"]):
        raise SaveError(t("saves.error.type", field='"branch.step"', expected="a move number"))
    return {
        "step": step,
        "from": serialize.make_record(
            Config.from_dict(origin["config"]), origin["seed"], origin["actions"]
        ),
    }


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


def _seats(value: object) -> tuple[Seat, ...]:
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
        seats.append(Seat(name, kind, level))
    return tuple(seats)


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


@functools.lru_cache(maxsize=256)
def _summary(text: str) -> SlotInfo | str:
    """A slot's line in the list, or the reason it is broken. Cached by the stored text:
    replaying every save each time the list is drawn would be slow in a phone's browser."""
    try:
        doc, game = _parse(text)
    except SaveError as error:
        return str(error)
    return SlotInfo(
        "",
        name=doc.name,
        created=doc.created,
        updated=doc.updated,
        players=tuple(seat.name for seat in doc.seats),
        turn=game.state.turn,
        scores=tuple(game.scores()),
        finished=game.is_over,
    )


def list_saves(storage: Storage) -> list[SlotInfo]:
    """Every slot, newest first, broken ones last with their error (left exactly as found)."""
    good: list[tuple[datetime, SlotInfo]] = []
    broken: list[SlotInfo] = []
    for slot_id in _slot_ids(storage):
        try:
            summary = _summary(_raw(storage, slot_id))
        except SaveError as error:
            summary = str(error)
        if isinstance(summary, str):
            broken.append(SlotInfo(slot_id, error=summary))
            continue
        info = dataclasses.replace(summary, slot_id=slot_id)
        good.append((_when(info.updated) or datetime.min.replace(tzinfo=UTC), info))
    good.sort(key=lambda pair: pair[1].slot_id)
    good.sort(key=lambda pair: pair[0], reverse=True)
    broken.sort(key=lambda info: info.slot_id)
    return [info for _, info in good] + broken


def read(storage: Storage, slot_id: str) -> SaveDoc:
    """The save in the slot; SaveError if it is absent or broken (the slot is left alone)."""
    return _parse(_raw(storage, slot_id))[0]


def write(storage: Storage, slot_id: str, doc: SaveDoc) -> bool:
    """Store the save; False when the storage refuses it (full, disabled), the old value then
    being left in place. A save too large to read back is refused the same way."""
    if not valid_slot_id(slot_id):
        raise ValueError(f"not a slot id: {slot_id!r}")
    text = doc.to_json()
    if len(text) > MAX_DOC_CHARS:
        return False
    try:
        storage.setItem(slot_key(slot_id), text)
    except Exception:  # QuotaExceededError and friends arrive as any JS error
        return False
    return True


def delete(storage: Storage, slot_id: str) -> None:
    """Remove the slot (the player's decision; broken slots included)."""
    storage.removeItem(slot_key(slot_id))


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


def import_text(storage: Storage, text: str) -> str:
    """Validate an exported save in full and store it in a new slot, returning the slot id.
    SaveError, with nothing stored, if it is broken or the storage is full."""
    doc = SaveDoc.parse(text)
    slot_id = new_slot_id(storage, doc.updated)
    if not write(storage, slot_id, doc):
        raise SaveError(t("saves.error.full"))
    return slot_id
