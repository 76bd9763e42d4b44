"""One app, one namespace (issue 30, point 5): two copies of the app on one origin keep their
storage apart, and what was kept before scoping moves into the first copy that starts, losing
nothing. `tests/browser/test_namespace.py` checks the page."""

from __future__ import annotations

import json
import re
from itertools import count
from pathlib import Path

import pytest

import build
from tabletop import names, saves
from tabletop.saves import MemoryStorage, Storage
from tabletop.ui import autosave, namespace, resume
from tabletop.ui.app import App
from tabletop.ui.namespace import OLD_PREFIX, ScopedStorage, migrate, scope_of, scoped_key

from .test_app import run_bots, start
from .test_saves import make_doc

ROOT = Path(__file__).resolve().parents[2]
NOW = "2025-03-01T10:00:00+00:00"


# --- the scope ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pathname", "expected"),
    [
        ("/", "/"),
        ("/index.html", "/"),
        ("/repo/", "/repo/"),
        ("/repo/index.html", "/repo/"),
        ("/repo/embed.html", "/repo/"),
        ("/user/repo/beta/", "/user/repo/beta/"),
        ("/repo", "/"),  # not the app's address (its files would not load): the site's root
        ("/a%23b/", "/a%23b/"),
        ("/a#b/", "/a%23b/"),  # never from a browser; no scope holds "#" whatever it is given
        ("", "/"),
        ("blank", "/"),  # about:blank's
        ("//evil/", "//evil/"),
        (None, "/"),
        (42, "/"),
    ],
)
def test_the_scope_is_the_directory_of_the_pages_path(pathname: object, expected: str) -> None:
    assert scope_of(pathname) == expected


def test_a_scope_is_bounded_and_never_holds_the_separator() -> None:
    huge = "/" + "a/" * 1_000_000 + "index.html"
    assert len(scope_of(huge)) == namespace.MAX_SCOPE
    assert "#" not in scope_of("/" + "#/" * 5000)
    assert len(scope_of("/" + "#/" * 5000)) == namespace.MAX_SCOPE


def test_no_copys_keys_start_with_another_copys_scope() -> None:
    scopes = ["/", "/a/", "/a/b/", "/ab/", "/a%23/", scope_of("/a#/"), "/a/b/c/"]
    for mine in scopes:
        for theirs in scopes:
            if mine != theirs:
                assert not scoped_key(theirs, "eminent-domain/x").startswith(scoped_key(mine, ""))


def test_every_key_the_app_keeps_is_one_the_migration_finds() -> None:
    """The app's only prefix: every key it writes (the saves, their index, the resume
    picture, the settings) starts with it, and no scoped key does."""
    keys = (saves.PREFIX, saves.INDEX_KEY, resume.SNAPSHOT_KEY, autosave.SETTINGS_KEY)
    assert all(key.startswith(OLD_PREFIX) for key in keys)
    assert set(namespace.CACHES) == {saves.INDEX_KEY, resume.SNAPSHOT_KEY}
    stored = MemoryStorage()
    app = App(ScopedStorage(stored, "/"), lambda: NOW, count(1000).__next__)
    start(app, seed="7")
    run_bots(app)
    app.command("language", {"lang": "fr"})
    app.leave(str(app.render()))
    app.command("saves")
    written = set(stored.items)
    assert {scoped_key("/", resume.SNAPSHOT_KEY), scoped_key("/", autosave.SETTINGS_KEY)} <= written
    assert scoped_key("/", saves.INDEX_KEY) in written
    assert all(key.startswith("/#" + OLD_PREFIX) for key in written), written


# --- the JavaScript's copy of the rule ---------------------------------------------------------


def test_scope_js_is_the_same_rule_and_the_pages_load_it_before_what_reads_storage() -> None:
    script = (ROOT / "static" / "scope.js").read_text(encoding="utf-8")
    assert f'const SEPARATOR = "{namespace.SEPARATOR}";' in script
    assert f"const MAX_SCOPE = {namespace.MAX_SCOPE};" in script
    for page, reader in (("index.html", "boot.js"), ("embed.html", "embed-boot.js")):
        html = (ROOT / page).read_text(encoding="utf-8")
        scripts = re.findall(r'<script src="\./static/([\w.-]+)"', html)
        assert scripts.index("scope.js") < scripts.index(reader), scripts
        if page == "index.html":
            assert scripts.index("scope.js") < scripts.index("resume.js")
    for reader in ("boot.js", "embed-boot.js", "resume.js"):
        source = (ROOT / "static" / reader).read_text(encoding="utf-8")
        assert "window.edStoredItem(" in source
        assert "localStorage.getItem" not in source, reader  # only through the scope


def test_the_built_scope_js_prefixes_names_as_python_keys_them(tmp_path: Path) -> None:
    """scope.js holds the app's key prefix and the site's name as placeholders that build.py
    fills from `tabletop.names`, the one place they are spelt."""
    built = tmp_path / "scope.js"
    build.copy_static(ROOT / "static" / "scope.js", built)
    script = built.read_text(encoding="utf-8")
    assert f"const PREFIX = {json.dumps(names.STORAGE_PREFIX)};" in script
    assert f"window.edSiteName = {json.dumps(names.SITE)};" in script
    assert "%STORAGE_PREFIX%" not in script and "%SITE%" not in script
    assert autosave.SETTINGS_KEY.startswith(names.STORAGE_PREFIX)
    assert resume.SNAPSHOT_KEY.startswith(names.STORAGE_PREFIX)


# --- a copy's storage --------------------------------------------------------------------------


def test_two_scopes_on_one_storage_keep_apart() -> None:
    stored = MemoryStorage()
    stored.setItem("other-app/key", "theirs")
    a, b = ScopedStorage(stored, "/a/"), ScopedStorage(stored, "/b/")
    a.setItem(saves.slot_key("g"), "game of a")
    b.setItem(saves.slot_key("g"), "game of b")
    a.setItem(autosave.SETTINGS_KEY, '{"lang": "fr"}')
    assert a.getItem(saves.slot_key("g")) == "game of a"
    assert b.getItem(saves.slot_key("g")) == "game of b"
    assert b.getItem(autosave.SETTINGS_KEY) is None
    assert stored.getItem("/a/#eminent-domain/save/g") == "game of a"
    assert [a.key(i) for i in range(a.length)] == [saves.slot_key("g"), autosave.SETTINGS_KEY]
    assert [b.key(i) for i in range(b.length)] == [saves.slot_key("g")]
    assert a.key(2) is None and a.key(-1) is None
    b.removeItem(saves.slot_key("g"))
    assert b.length == 0 and a.getItem(saves.slot_key("g")) == "game of a"
    assert stored.getItem("other-app/key") == "theirs"
    # A `storage` event's key, seen by each copy.
    assert a.own("/a/#eminent-domain/save/g") == saves.slot_key("g")
    assert b.own("/a/#eminent-domain/save/g") is None
    assert a.own("eminent-domain/save/g") is None  # before scoping: no copy's
    assert ScopedStorage(stored, "/").own("/a/#eminent-domain/save/g") is None


def test_listing_sees_keys_added_since_and_reads_each_key_from_one_listing() -> None:
    stored = MemoryStorage()
    mine = ScopedStorage(stored, "/a/")
    mine.setItem("eminent-domain/save/x", "1")
    assert mine.length == 1
    mine.setItem("eminent-domain/save/y", "2")
    assert [mine.key(i) for i in range(mine.length)] == [
        "eminent-domain/save/x",
        "eminent-domain/save/y",
    ]
    stored.setItem("/a/#eminent-domain/save/z", "3")  # another tab of this copy
    assert mine.length == 3


def test_the_saves_of_one_copy_are_not_listed_by_another() -> None:
    stored = MemoryStorage()
    a, b = ScopedStorage(stored, "/a/"), ScopedStorage(stored, "/b/")
    app_a = App(a, lambda: NOW, count(1000).__next__)
    start(app_a, seed="5")
    run_bots(app_a)
    assert [info.name for info in saves.list_saves(a)] != []
    saves.forget_memory()
    assert saves.list_saves(b) == []
    app_b = App(b, lambda: NOW, count(2000).__next__)
    app_b.start("")
    assert app_b.screen == "home" and 'data-command="continue"' not in str(app_b.render())


def test_the_embed_reads_the_copys_settings_else_those_from_before() -> None:
    stored = MemoryStorage()
    reader = ScopedStorage(stored, "/a/", read_old=True)
    assert reader.getItem(autosave.SETTINGS_KEY) is None
    stored.setItem(autosave.SETTINGS_KEY, '{"lang": "fr"}')
    assert autosave.stored_language(reader, ["en"]) == "fr"  # the first start after the update
    stored.setItem(scoped_key("/a/", autosave.SETTINGS_KEY), '{"lang": "en"}')
    assert autosave.stored_language(reader, ["fr"]) == "en"  # the copy's own, once it has one
    assert ScopedStorage(stored, "/a/").getItem("other-app/key") is None


# --- the migration -----------------------------------------------------------------------------


def old_storage(quota: int | None = None) -> tuple[MemoryStorage, dict[str, str]]:
    """What a player has from before scoping: saves written by the saves module itself, the
    index listing made, settings and the resume picture, beside another app's key."""
    stored = MemoryStorage(quota)
    for number in range(6):
        doc = make_doc(steps=4 + number, seed=number, name=f"Game {number}")
        saves.write(stored, f"g{number}", doc)
    saves.write(stored, saves.AUTOSAVE, make_doc(steps=3, seed=9, name="Left"))
    saves.forget_memory()
    saves.list_saves(stored)  # writes the index
    stored.setItem(autosave.SETTINGS_KEY, json.dumps({"lang": "fr", "pause_ms": 0}))
    stored.setItem(resume.SNAPSHOT_KEY, json.dumps({"v": 1, "html": "<p>left</p>"}))
    stored.setItem("other-app/key", "not ours")
    assert stored.getItem(saves.INDEX_KEY) is not None
    return stored, dict(stored.items)


def test_every_old_key_moves_into_the_scope_unchanged_and_lists_the_same_games() -> None:
    stored, before = old_storage()
    saves.forget_memory()
    listed = saves.list_saves(stored)
    done = migrate(stored, "/repo/")
    mine = ScopedStorage(stored, "/repo/")
    ours = {key: text for key, text in before.items() if key.startswith(OLD_PREFIX)}
    assert sorted(done.moved) == sorted(ours) and done.kept == [] and done.renamed == {}
    assert stored.items == {
        **{scoped_key("/repo/", key): text for key, text in ours.items()},
        "other-app/key": "not ours",
    }
    saves.forget_memory()
    assert saves.list_saves(mine) == listed
    assert stored.getItem(scoped_key("/repo/", saves.INDEX_KEY)) == before[saves.INDEX_KEY]
    assert saves.list_saves(ScopedStorage(stored, "/beta/")) == []  # the first copy took them


def test_the_migration_is_idempotent_and_one_pass_when_nothing_is_left() -> None:
    stored, _ = old_storage()
    migrate(stored, "/")
    after = dict(stored.items)
    calls: list[str] = []

    class Counting(MemoryStorage):
        def getItem(self, key: str) -> str | None:
            calls.append("get")
            return super().getItem(key)

        def setItem(self, key: str, value: str) -> None:
            calls.append("set")
            super().setItem(key, value)

        def key(self, index: int) -> str | None:
            calls.append("key")
            return super().key(index)

    counting = Counting()
    counting.items = stored.items
    done = migrate(counting, "/")
    assert done.moved == [] and done.kept == [] and stored.items == after
    assert calls == ["key"] * len(after)  # one pass over the keys, nothing read or written


def test_a_full_storage_leaves_what_cannot_move_where_it_was_and_says_so() -> None:
    stored, _ = old_storage()
    big = make_doc(steps=None, name="A whole game").to_json()  # tens of kB
    stored.setItem(saves.slot_key("big"), big)
    before = dict(stored.items)
    stored.quota = stored.used() + 4 * len(before[saves.slot_key("g5")])  # a small save's room
    done = migrate(stored, "/")
    assert done.kept == [saves.slot_key("big")]
    assert set(done.kept) | set(done.moved) >= {k for k in before if k.startswith(saves.PREFIX)}
    for key in done.kept:
        assert stored.getItem(key) == before[key]  # left in place, unchanged
        assert stored.getItem(scoped_key("/", key)) is None  # no half-made copy
    for key in done.moved:
        assert stored.getItem(key) is None
        if key not in namespace.CACHES:
            assert stored.getItem(scoped_key("/", key)) == before[key]
    # Room made (say, an old finished game deleted elsewhere): the next start moves the rest.
    stored.quota = None
    again = migrate(stored, "/")
    assert sorted(again.moved) == sorted(done.kept) and again.kept == []
    assert not any(key.startswith(OLD_PREFIX) for key in stored.items)
    for key, value in before.items():
        if key.startswith(saves.PREFIX) or key == autosave.SETTINGS_KEY:
            assert stored.getItem(scoped_key("/", key)) == value


def test_a_cache_that_cannot_move_is_dropped_to_make_room_for_the_saves() -> None:
    stored, before = old_storage()
    stored.quota = stored.used() + 200  # no room for any copy but the smallest
    done = migrate(stored, "/")
    for cache in namespace.CACHES:
        assert stored.getItem(cache) is None  # moved, or dropped: rebuilt by the app
    assert not [key for key in done.kept if key in namespace.CACHES]
    saves.forget_memory()
    moved_saves = [k for k in done.moved if k.startswith(saves.PREFIX)]
    assert moved_saves, "dropping the caches' old copies made room for saves"
    for key in moved_saves:
        assert stored.getItem(scoped_key("/", key)) == before[key]


def test_a_copy_that_does_not_read_back_is_removed_and_the_old_key_kept() -> None:
    class Garbling(MemoryStorage):
        def setItem(self, key: str, value: str) -> None:
            super().setItem(key, value[:-1] if key.startswith("/") else value)

    stored = Garbling()
    stored.setItem(saves.slot_key("g"), make_doc().to_json())
    done = migrate(stored, "/")
    assert done.kept == [saves.slot_key("g")]
    assert list(stored.items) == [saves.slot_key("g")]


def test_a_refusing_storage_moves_nothing_and_raises_nothing() -> None:
    class Refusing(MemoryStorage):
        @property
        def length(self) -> int:
            raise RuntimeError("SecurityError")

    done = migrate(Refusing(), "/")
    assert done.moved == [] and "SecurityError" in done.error


def test_what_the_scope_already_has_is_never_overwritten() -> None:
    """After the move, an older version still open in a tab may write an old key again: a
    save under a slot id the scope uses is kept under a new id; a setting or cache the scope
    has is the copy's own, newer."""
    stored = MemoryStorage()
    mine, theirs = make_doc(steps=20, name="Mine"), make_doc(steps=25, name="Old tab's")
    stored.setItem(scoped_key("/", saves.slot_key("g")), mine.to_json())
    stored.setItem(scoped_key("/", saves.slot_key("g-2")), "taken")
    stored.setItem(saves.slot_key("g"), theirs.to_json())
    same = make_doc(steps=7, name="Same").to_json()
    stored.setItem(scoped_key("/", saves.slot_key("s")), same)
    stored.setItem(saves.slot_key("s"), same)
    stored.setItem(scoped_key("/", autosave.SETTINGS_KEY), '{"lang": "en"}')
    stored.setItem(autosave.SETTINGS_KEY, '{"lang": "fr"}')
    done = migrate(stored, "/")
    assert done.renamed == {saves.slot_key("g"): "g-3"} and done.kept == []
    mine_now = ScopedStorage(stored, "/")
    assert saves.read(mine_now, "g") == mine
    assert saves.read(mine_now, "g-3") == theirs
    assert saves.read(mine_now, "s").name == "Same"
    assert mine_now.getItem(autosave.SETTINGS_KEY) == '{"lang": "en"}'
    assert not any(key.startswith(OLD_PREFIX) for key in stored.items)
    assert len(stored.items) == 5


def test_a_long_slot_id_renamed_stays_a_valid_one() -> None:
    stored = MemoryStorage()
    long_id = "x" * saves.MAX_SLOT_ID
    stored.setItem(scoped_key("/", saves.slot_key(long_id)), "mine")
    stored.setItem(saves.slot_key(long_id), "theirs")
    done = migrate(stored, "/")
    (new_id,) = done.renamed.values()
    assert saves.valid_slot_id(new_id)
    assert stored.getItem(scoped_key("/", saves.slot_key(new_id))) == "theirs"


def test_an_app_started_on_old_storage_shows_the_old_games_after_the_migration() -> None:
    """As main.py starts: migrate, then the app on the scope's keys (the browser test does it
    with the page itself)."""
    stored, _ = old_storage()
    migrate(stored, "/repo/")
    saves.forget_memory()
    mine: Storage = ScopedStorage(stored, "/repo/")
    app = App(mine, lambda: NOW, count(1000).__next__)
    assert app.lang == "fr"  # the settings came along
    app.start("")
    app.command("saves")
    html = str(app.render())
    assert all(f"Game {number}" in html for number in range(6)) and "Left" in html
