"""Coming back (issue "Speed you can feel", point 1): the table left last time opens at the
next start, and the picture painted before Python starts is that very screen, or nothing when
it could show a hand to other eyes. `tests/browser/test_resume.py` checks the page."""

from __future__ import annotations

import json
import re
from pathlib import Path

from tabletop import names, saves
from tabletop.saves import MemoryStorage
from tabletop.ui import autosave, resume

from .test_app import make_app, run_bots, start


def picture(storage: MemoryStorage) -> dict[str, object] | None:
    text = storage.getItem(resume.SNAPSHOT_KEY)
    return None if text is None else dict(json.loads(text))


def test_a_solo_table_left_opens_again_as_it_was_and_its_picture_is_that_screen() -> None:
    storage = MemoryStorage()
    app = make_app(storage)
    start(app, seed="5")
    run_bots(app)
    assert app.screen == "table"
    html = str(app.render())
    app.leave(html)
    kept = picture(storage)
    assert kept == {"v": 1, "lang": "en", "screen": "table", "html": html}
    again = make_app(storage)
    again.start("")
    assert again.screen == "table" and again.slot == app.slot
    assert str(again.render()) == html  # the live screen replaces the picture with itself


def test_a_finished_game_left_on_its_end_screen_is_not_reopened() -> None:
    """The next visit after a game ended starts at home (its save stays in the list)."""
    storage = MemoryStorage()
    app = make_app(storage)
    start(app, game="microcosm", seed="5", kind0="easy", kind1="easy")
    run_bots(app)
    assert app.session is not None and app.session.game.is_over and app.screen == "table"
    app.leave(str(app.render()))
    assert picture(storage) is None
    again = make_app(storage)
    again.start("")
    assert again.screen == "home" and again.session is None
    assert saves.list_saves(storage)[0].finished


def test_a_hotseat_table_keeps_no_picture_and_opens_behind_the_privacy_screen() -> None:
    storage = MemoryStorage()
    app = make_app(storage)
    start(app, seed="9", kind1="human", name1="Bea")
    app.command("reveal")
    assert app.screen == "table"
    app.leave(str(app.render()))
    assert picture(storage) is None  # Ada's hand is never painted for whoever opens next
    again = make_app(storage)
    again.start("")
    assert again.screen == "pass"
    # Behind the privacy screen, the picture is the privacy screen.
    again.leave(str(again.render()))
    kept = picture(storage)
    assert kept is not None and kept["screen"] == "pass"
    assert 'class="card' not in str(kept["html"])
    again.command("home")  # the way home is open from the privacy screen, showing nothing
    assert again.screen == "home"


def test_home_is_pictured_and_no_table_is_reopened() -> None:
    storage = MemoryStorage()
    app = make_app(storage)
    start(app, seed="5")
    app.command("home")
    app.leave(str(app.render()))
    kept = picture(storage)
    assert kept is not None and kept["screen"] == "home"
    again = make_app(storage)
    again.start("")
    assert again.screen == "home"


def test_other_screens_keep_no_picture_and_no_table() -> None:
    storage = MemoryStorage()
    app = make_app(storage)
    app.command("new")
    assert app.screen == "new"
    storage.setItem(resume.SNAPSHOT_KEY, "{}")
    app.leave(str(app.render()))
    assert picture(storage) is None  # a start never draws the form: an old picture goes
    assert autosave.read_settings(storage).get(resume.TABLE_SETTING) is None


def test_a_picture_too_large_is_not_kept() -> None:
    storage = MemoryStorage()
    app = make_app(storage)
    app.leave("x" * (resume.MAX_SNAPSHOT_CHARS + 1))
    assert picture(storage) is None


def test_a_deleted_or_forged_table_setting_starts_at_home() -> None:
    storage = MemoryStorage()
    app = make_app(storage)
    start(app, seed="5")
    app.leave(str(app.render()))
    assert app.slot is not None
    saves.delete(storage, app.slot)
    again = make_app(storage)
    again.start("")
    assert again.screen == "home"
    for forged in ("../../x", 7, "", "a" * 500):
        storage.setItem(autosave.SETTINGS_KEY, json.dumps({resume.TABLE_SETTING: forged}))
        forged_start = make_app(storage)
        forged_start.start("")
        assert forged_start.screen == "home", forged


def test_a_link_opens_its_replay_rather_than_the_table_left_and_touches_nothing() -> None:
    storage = MemoryStorage()
    app = make_app(storage)
    start(app, seed="5")
    app.leave(str(app.render()))
    stored = dict(storage.items)
    again = make_app(storage)
    again.start("#game=nonsense")
    assert again.screen == "link-error"
    again.leave(str(again.render()))
    assert dict(storage.items) == stored  # the table left and its picture stay
    make_app(storage).start("")
    assert stored == dict(storage.items)


def test_leaving_writes_nothing_when_nothing_changed() -> None:
    storage = MemoryStorage()
    app = make_app(storage)
    app.command("new")
    app.leave(str(app.render()))
    assert dict(storage.items) == {}  # no table before, none now, no picture: nothing written


def test_the_page_script_reads_the_picture_this_module_writes() -> None:
    """static/resume.js runs before Python: its key, format version and size limit are its
    own copies of this module's, and must stay equal (build.py's bench reads the key too)."""
    root = Path(__file__).resolve().parents[2]
    script = (root / "static" / "resume.js").read_text(encoding="utf-8")
    constants = dict(re.findall(r"const (KEY|VERSION|MAX_CHARS) = ([^;]+);", script))
    assert constants == {
        "KEY": json.dumps(resume.SNAPSHOT_KEY.removeprefix(names.STORAGE_PREFIX)),
        "VERSION": str(resume.SNAPSHOT_VERSION),
        "MAX_CHARS": str(resume.MAX_SNAPSHOT_CHARS),
    }
    assert names.STORAGE_PREFIX + "snapshot" == resume.SNAPSHOT_KEY  # scope.js prefixes it
    assert "site_names().SNAPSHOT_KEY" in (root / "build.py").read_text(encoding="utf-8")
