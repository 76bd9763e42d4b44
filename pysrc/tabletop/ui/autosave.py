"""The game on the table kept in its save slot after every decision, safely beside other tabs,
and this device's preferences.

A slot another tab wrote since this tab last read or wrote it is never overwritten: this tab
catches up with it when it holds every move of ours, or keeps its own game as a copy.
"""

from __future__ import annotations

import json

from tabletop import names, saves, text, untrusted
from tabletop.record import RecordError
from tabletop.saves import SaveDoc, SaveError, Storage
from tabletop.text import t
from tabletop.ui import lessons
from tabletop.ui.home import PAUSES
from tabletop.ui.session import Session
from tabletop.ui.shell import AppState, short_name, show_table

# This device's preferences (the bots' pause, the interface's language); the key of the
# single-game edition, kept so that a returning player keeps their choice. Each preference is
# read on its own, so settings written before one existed (`{"pause_ms": 700}`) stay good.
SETTINGS_KEY = names.SETTINGS_KEY
DEFAULT_PAUSE_MS = 700


def read_settings(storage: Storage) -> dict[str, object]:
    try:
        raw = storage.getItem(SETTINGS_KEY)
        settings = untrusted.load_json(raw, 1000) if isinstance(raw, str) else {}
    except Exception:  # unreadable preferences fall back to the defaults
        settings = {}
    return settings if isinstance(settings, dict) else {}


def keep_setting(app: AppState, name: str, value: object) -> None:
    """One preference written beside the others (a full or disabled storage only loses it)."""
    settings = read_settings(app.storage)
    settings[name] = value
    try:
        app.storage.setItem(SETTINGS_KEY, json.dumps(settings))
    except Exception:
        return


def stored_pause(storage: Storage) -> int:
    pause = read_settings(storage).get("pause_ms")
    return pause if type(pause) is int and pause in PAUSES else DEFAULT_PAUSE_MS


def set_pause(app: AppState, value: str) -> None:
    """The bots' pause is a preference of this device, kept across games and reloads."""
    pause = untrusted.whole_number(value, max(PAUSES) + 1)
    if pause not in PAUSES:
        return
    app.pause_ms = pause
    keep_setting(app, "pause_ms", pause)


def stored_language(storage: Storage, browser: object = ()) -> str:
    """The language this device chose with the switch, else the first of the browser's
    languages the interface speaks (`navigator.languages`), else English."""
    chosen = read_settings(storage).get("lang")
    if isinstance(chosen, str) and chosen in text.LANGUAGES:
        return chosen
    return text.from_browser(browser)


def set_language(app: AppState, value: str) -> None:
    """The switch: speak `value` from now on, and remember it on this device."""
    if value not in text.LANGUAGES:
        return
    app.lang = text.set_language(value)
    keep_setting(app, "lang", value)


def doc(app: AppState, now: str, name: str | None = None) -> SaveDoc:
    """The save of the game on the table, as this tab would write it now."""
    session = app.session
    assert session is not None
    return SaveDoc(
        name=name or app.slot_name,
        created=app.created or now,
        updated=now,
        seats=session.seats,
        undo_used=session.undo_used,
        record=session.record,
        hints=session.hints,
        branch=app.branch,
        revision=app.revision + 1,
        writer=app.tab_id,
        tutorial=session.tutorial.tutorial.id if session.tutorial is not None else "",
    )


def start_slot(app: AppState, name: str) -> None:
    """A new slot for the game just put on the table (new, or continued from a replay)."""
    now = app.now()
    app.slot = saves.new_slot_id(app.storage, now)
    app.created = now
    app.slot_name = short_name(name)
    app.shown_to = None
    app.in_memory = False
    app.revision, app.last_text = 0, None
    save(app)


def take_over(app: AppState, slot_id: str, saved: SaveDoc, text: str, session: Session) -> None:
    """Play the game of this slot, as stored in `text`, from now on (a tutorial's, taught)."""
    session.tutorial = lessons.run_of(session.spec, saved.tutorial)
    app.session = session
    app.branch = saved.branch
    app.slot = slot_id
    app.slot_name = saved.name
    app.created = saved.created
    app.in_memory = False
    app.revision, app.last_text = saved.revision, text


def open_slot(app: AppState, slot_id: str) -> None:
    """The game of a slot on the table; one that cannot be opened stays on the saves screen,
    with the reason."""
    try:
        saved, text = saves.read_text(app.storage, slot_id)
        session = Session.from_record(saved.record, saved.seats, saved.undo_used, saved.hints)
    except (SaveError, RecordError) as error:
        app.notices.append(t("saves.cannot_open", reason=str(error)))
        app.screen = "saves"
        return
    take_over(app, slot_id, saved, text, session)
    app.shown_to = None
    show_table(app)


def save(app: AppState) -> None:
    """Autosave after every decision; a refusing storage leaves the game in memory."""
    if app.session is None or app.slot is None:
        return
    if _stored_text(app) != app.last_text:
        _written_elsewhere(app)
        return
    _write(app)


def _write(app: AppState) -> None:
    assert app.session is not None and app.slot is not None
    written_doc = doc(app, app.now())
    written = saves.write(app.storage, app.slot, written_doc, app.session.game)
    app.in_memory = written is None
    if written is not None:
        app.revision, app.last_text = written_doc.revision, written


def _stored_text(app: AppState) -> str | None:
    try:
        text = app.storage.getItem(saves.slot_key(app.slot or ""))
    except Exception:  # unreadable: as if unchanged (writing will say whether it works)
        return app.last_text
    return text if isinstance(text, str) else None


def _written_elsewhere(app: AppState) -> None:
    """Another tab (or version) wrote this game's slot. If its game contains every move of
    this tab's, this tab catches up with it; otherwise this tab's game goes to a new slot as
    a copy (saying so), and the other tab's game keeps the original slot."""
    session, slot = app.session, app.slot
    assert session is not None and slot is not None
    try:
        theirs_doc, text = saves.read_text(app.storage, slot)
        theirs = Session.from_record(
            theirs_doc.record, theirs_doc.seats, theirs_doc.undo_used, theirs_doc.hints
        )
    except (SaveError, RecordError):
        theirs = None
    if theirs is not None and _continues(session, theirs):
        take_over(app, slot, theirs_doc, text, theirs)
        app.notices.append(t("tabs.moved_on"))
        return
    now = app.now()
    app.slot = saves.new_slot_id(app.storage, now)
    app.slot_name = short_name(t("tabs.fork_name", name=app.slot_name))
    app.created = now
    app.revision, app.last_text = 0, None
    _write(app)
    app.notices.append(t("tabs.forked", name=app.slot_name))


def _continues(mine: Session, theirs: Session) -> bool:
    """Whether `theirs` is this tab's game with every move of it, and maybe more."""
    ours, their_record = mine.record, theirs.record
    return (
        theirs.seats == mine.seats
        and their_record["config"] == ours["config"]
        and their_record["seed"] == ours["seed"]
        and their_record["actions"][: len(ours["actions"])] == ours["actions"]
    )


def storage_changed(app: AppState, key: str | None) -> bool:
    """The browser's `storage` event: another tab changed `key` (None: everything). Returns
    whether the screen should be drawn again. An idle table catches up with the other tab at
    once (or keeps its own moves as a copy); while a bot thinks, its decision's save settles
    it instead."""
    listing = app.screen in ("home", "saves") and (key is None or key.startswith(saves.PREFIX))
    if app.session is None or app.slot is None or app.screen not in ("table", "pass"):
        return listing
    if key is not None and key != saves.slot_key(app.slot):
        return False
    stored = _stored_text(app)
    if app.thinking or stored == app.last_text:
        return False
    if stored is None:
        app.notices.append(t("tabs.deleted"))
        return True
    _written_elsewhere(app)
    show_table(app)
    return True


def latest_unfinished(
    app: AppState, listed: list[saves.SlotInfo] | None = None
) -> saves.SlotInfo | None:
    for info in saves.list_saves(app.storage) if listed is None else listed:
        if info.ok and not info.finished:
            return info
    return None
