"""The saved games: the list with its confirmations, export, import, and saving a copy."""

from __future__ import annotations

from tabletop import saves, untrusted
from tabletop.markup import Markup
from tabletop.saves import SaveError
from tabletop.text import t
from tabletop.ui import autosave, home
from tabletop.ui.shell import AppState, Command, Effect, Fields, short_name


def render_saves(app: AppState) -> Markup:
    listed = saves.list_saves(app.storage)
    return home.saves_screen(
        listed,
        app.shown_notices(),
        app.confirm_delete,
        saves.cleanup_candidates(listed),
        app.confirm_cleanup is not None,
    )


def render_import(app: AppState) -> Markup:
    return home.import_screen(app.import_error)


def show_saves(app: AppState, fields: Fields) -> None:
    app.screen = "saves"


def show_import(app: AppState, fields: Fields) -> None:
    app.import_error = None
    app.screen = "import"


def open_save(app: AppState, fields: Fields) -> None:
    autosave.open_slot(app, fields.get("slot", ""))


def delete(app: AppState, fields: Fields) -> None:
    """Deleting asks once more: the saves screen shows a confirmation for that slot."""
    slot_id = fields.get("slot", "")
    app.confirm_delete = slot_id if saves.valid_slot_id(slot_id) else None
    app.screen = "saves"


def keep(app: AppState, fields: Fields) -> None:
    app.confirm_delete = None
    app.screen = "saves"


def delete_confirmed(app: AppState, fields: Fields) -> None:
    slot_id = fields.get("slot", "")
    app.confirm_delete = None
    if saves.valid_slot_id(slot_id):
        saves.delete(app.storage, slot_id)
        if slot_id == app.slot:
            app.session, app.slot = None, None
        app.notices.append(t("saves.deleted"))
    app.screen = "saves"


def cleanup(app: AppState, fields: Fields) -> None:
    """Near the cap: confirm the deletion of the oldest finished games, listed by name."""
    candidates = saves.cleanup_candidates(saves.list_saves(app.storage))
    app.confirm_cleanup = tuple(info.slot_id for info in candidates) or None
    app.screen = "saves"


def cleanup_keep(app: AppState, fields: Fields) -> None:
    app.confirm_cleanup = None
    app.screen = "saves"


def cleanup_confirmed(app: AppState, fields: Fields) -> None:
    """Delete the games the confirmation listed, each checked again in full: one that is no
    longer a finished game (changed in another tab meanwhile) is kept."""
    offered, app.confirm_cleanup = app.confirm_cleanup or (), None
    deleted = [slot for slot in offered if saves.is_finished(app.storage, slot)]
    for slot_id in deleted:
        saves.delete(app.storage, slot_id)
        if slot_id == app.slot:
            app.session, app.slot = None, None
    app.notices.append(t("saves.cleanup_done", n=len(deleted)))
    if len(deleted) < len(offered):
        app.notices.append(t("saves.cleanup_skipped", n=len(offered) - len(deleted)))
    app.screen = "saves"


def export(app: AppState, fields: Fields) -> None:
    slot_id = fields.get("slot", "")
    try:
        saved = saves.read(app.storage, slot_id)
    except SaveError as error:
        app.notices.append(str(error))
        return
    name = f"{saved.record['game']}-{slot_id}.json"
    app.effects.append(Effect("download", name, saves.export_text(saved)))


def export_raw(app: AppState, fields: Fields) -> None:
    """A broken save is offered as a file exactly as stored (for repair or a bug report)."""
    slot_id = fields.get("slot", "")
    if not saves.valid_slot_id(slot_id):
        return
    stored = app.storage.getItem(saves.slot_key(slot_id))
    if isinstance(stored, str):
        app.effects.append(Effect("download", f"save-{slot_id}.json", stored))


def import_go(app: AppState, fields: Fields) -> None:
    """Import pasted text or a file's text. The page passes only the size of a file too
    large to be a save (`file_bytes`), without reading it."""
    size = untrusted.whole_number(fields.get("file_bytes", ""), 1 << 53)
    if size is not None:
        app.import_error = t(
            "import.file_too_big",
            size=f"{size / 1_000_000:.1f}",
            limit=f"{saves.MAX_FILE_BYTES / 1_000_000:.0f}",
        )
        return
    text = fields.get("text", "")
    if not text.strip():
        app.import_error = t("import.empty")
        return
    try:
        slot_id, stored = saves.import_or_find(app.storage, text)
    except SaveError as error:
        app.import_error = str(error)
        return
    if stored:
        app.notices.append(t("import.done"))
    else:  # the same file imported again: the game already saved is opened, not copied
        app.notices.append(t("import.already"))
    autosave.open_slot(app, slot_id)


def save_as(app: AppState, fields: Fields) -> None:
    """A copy of this game in a new slot, so that a position can be kept."""
    if app.session is None:
        return
    now = app.now()
    copy_id = saves.new_slot_id(app.storage, now)
    copy = autosave.doc(app, now, short_name(t("saves.copy_name", name=app.slot_name)))
    if saves.write(app.storage, copy_id, copy):
        app.notices.append(t("saves.copied"))
    else:
        app.notices.append(t("saves.full"))


SCREENS = {"saves": render_saves, "import": render_import}
COMMANDS: dict[str, Command] = {
    "saves": show_saves,
    "import": show_import,
    "open": open_save,
    "delete": delete,
    "keep": keep,
    "delete-confirmed": delete_confirmed,
    "cleanup": cleanup,
    "cleanup-keep": cleanup_keep,
    "cleanup-confirmed": cleanup_confirmed,
    "export": export,
    "export-raw": export_raw,
    "import-go": import_go,
    "save-as": save_as,
}
