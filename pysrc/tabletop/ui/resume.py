"""Coming back: the table a player left is open again at the next start, and a picture of
the screen they left is painted by plain JavaScript (`static/resume.js`) long before Python
is up, then replaced by the live screen.

Both are written when the page is hidden or closed, never at each redraw. The picture is
only kept when the next start will draw the same screen, and never when it would show a
hand to other eyes: a hotseat table starts behind its privacy screen.
"""

from __future__ import annotations

import json

from tabletop import names, saves
from tabletop.ui import autosave
from tabletop.ui.shell import AppState, hotseat

SNAPSHOT_KEY = names.SNAPSHOT_KEY
SNAPSHOT_VERSION = 1
MAX_SNAPSHOT_CHARS = 400_000  # a 4-player table is some 60,000; resume.js checks it too
TABLE_SETTING = "table"  # the slot that was on the table when the page was left


def left_at(app: AppState) -> str | None:
    """The slot to reopen at the next start: the saved game on the table (or behind its
    privacy screen), else none (the home screen). A finished game is not reopened: the
    next visit starts at home, where the saves list keeps it."""
    finished = app.session is not None and app.session.game.is_over
    if app.screen in ("table", "pass") and app.slot is not None and not app.in_memory:
        return None if finished else app.slot
    return None


def snapshot_of(app: AppState, html: str) -> str | None:
    """What `resume.js` will paint at the next start, or None when it would not be the
    screen the next start draws (or could show a hand to someone else)."""
    at_start = app.screen == "home" or left_at(app) is not None
    if not at_start or len(html) > MAX_SNAPSHOT_CHARS:
        return None
    over = app.session is not None and app.session.game.is_over
    if app.screen == "table" and hotseat(app) and not over:
        return None  # the next start shows the privacy screen, not this hand
    doc = {"v": SNAPSHOT_VERSION, "lang": app.lang, "screen": app.screen, "html": html}
    return json.dumps(doc, ensure_ascii=False)


def leave(app: AppState, html: str) -> None:
    """The page is being hidden or closed: remember the table and keep the picture. A link's
    replay (or its error) changes neither: the next start without the link is as before, and
    a link looked at touches nothing stored."""
    if app.screen in ("replay", "link-error"):
        return
    table = left_at(app)
    if autosave.read_settings(app.storage).get(TABLE_SETTING) != table:
        autosave.keep_setting(app, TABLE_SETTING, table)
    picture = snapshot_of(app, html)
    try:
        if picture is None:
            if app.storage.getItem(SNAPSHOT_KEY) is not None:
                app.storage.removeItem(SNAPSHOT_KEY)
        else:
            app.storage.setItem(SNAPSHOT_KEY, picture)
    except Exception:  # a full or refusing storage: the next start just has no picture
        return


def reopen(app: AppState) -> None:
    """At a start with no link: the table left last time, as its save now stands (another
    tab may have played on); a save that no longer opens shows the saves screen and why."""
    slot = autosave.read_settings(app.storage).get(TABLE_SETTING)
    if not isinstance(slot, str) or not saves.valid_slot_id(slot):
        return
    try:
        present = app.storage.getItem(saves.slot_key(slot)) is not None
    except Exception:
        return
    if present:
        autosave.open_slot(app, slot)
