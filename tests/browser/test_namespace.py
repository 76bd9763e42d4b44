"""One app, one namespace (issue 30, point 5), in the page: a player's storage from before
scoping moves into the app at its first start, every save found; two copies of the app on one
origin (two projects on GitHub Pages) keep their games, settings and resume pictures apart; and
scope.js reads the keys Python writes (tabletop/ui/namespace.py) for any address."""

from __future__ import annotations

import json
from collections.abc import Callable
from itertools import count
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

import build
from tabletop import names, registry, saves
from tabletop.bots import make_bot
from tabletop.bots.service import choose_json
from tabletop.saves import MemoryStorage, SaveDoc, Seat
from tabletop.ui import autosave, resume
from tabletop.ui.app import App
from tabletop.ui.session import Session as GameSession

from .conftest import Session, scoped, wait_ready
from .test_links import screen_is
from .test_play import WAIT_MS, open_with_saves, played, start_game, wait_state

WHEN = "2026-01-02T03:04:05+00:00"
ALL_ITEMS = (
    "() => Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)]))"
)
# (slot, game, players, seed, decisions, name): saves of every kind of game, one finished.
OLD_SAVES = (
    ("duel", "eminent-domain", 2, 5, 40, "Old duel"),
    ("four", "eminent-domain", 4, 3, 60, "Old four players"),
    ("over", "microcosm", 2, 4, 10**6, "Old Microcosm, finished"),
    ("dice", "chaos-theory", 3, 6, 30, "Old Chaos Theory"),
    ("proto", "prototype-2010", 2, 7, 25, "Old 2010 prototype"),
)


def old_save(game: str, players: int, seed: int, decisions: int, name: str) -> tuple[SaveDoc, Any]:
    """A game played by Easy bots in every seat but the first (a person's), and its save."""
    spec = registry.get(game)
    seats = (Seat("Ada", "human"), *(Seat(f"Bot {n}", "bot", "easy") for n in range(1, players)))
    session = GameSession.new(spec, spec.default_config(players), seed, seats)
    bots = [make_bot("easy", spec, seed * 10 + seat) for seat in range(players)]
    while not session.game.is_over and len(session.steps) < decisions:
        seat = session.game.current_player
        assert seat is not None
        session.apply(bots[seat].choose(session.view(seat)))
    return SaveDoc(name, WHEN, WHEN, seats, False, session.record), session.game


def old_storage() -> dict[str, str]:
    """localStorage as the app left it before scoping, written by the app's own Python on a
    storage of its own (as the page did then): a solo game left open at its table (its save,
    the settings naming it, in French, and the picture resume.js paints), the saves of other
    games, and the index that listing them wrote."""
    stored = MemoryStorage()
    clock, seeds = count(), count(1000)
    app = App(stored, lambda: f"2026-01-02T03:04:{next(clock) % 60:02d}+00:00", seeds.__next__)
    app.command("language", {"lang": "fr"})
    form = {"players": "2", "name0": "Ada", "kind0": "human", "name1": "Bot", "kind1": "easy"}
    app.command("start", {**form, "seed": "5"})
    while app.bot_due() is not None:  # as the page's bots play
        assert app.bot_act(json.loads(choose_json(app.bot_request())))
    assert app.screen == "table" and app.slot is not None
    app.leave(str(app.render()))
    for slot, game, players, seed, decisions, name in OLD_SAVES:
        doc, played_game = old_save(game, players, seed, decisions, name)
        assert saves.write(stored, slot, doc, played_game) is not None
    saves.forget_memory()
    saves.list_saves(stored)
    items = dict(stored.items)
    assert {resume.SNAPSHOT_KEY, autosave.SETTINGS_KEY, saves.INDEX_KEY} <= set(items)
    assert json.loads(items[autosave.SETTINGS_KEY])["lang"] == "fr"
    return items


def open_saves(page: Page) -> None:
    if page.evaluate("document.body.dataset.screen") != "home":
        page.locator("#screen [data-command=home]").first.click()
    screen_is(page, "home")
    page.click("[data-command=saves]")
    screen_is(page, "saves")


def test_a_player_from_before_scoping_finds_every_save_the_picture_and_the_language(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    old = old_storage()
    slots = [key.removeprefix(saves.PREFIX) for key in old if key.startswith(saves.PREFIX)]
    assert len(slots) == len(OLD_SAVES) + 1
    session = new_session()
    with played(dist, session) as base:
        page = open_with_saves(session, base, old)  # written before any script of the page
        # Before Python: boot.js spoke the language and resume.js painted the table left,
        # both read from the keys of before; then the app opened that table again.
        assert page.get_attribute("html", "data-boot-lang") == "fr"
        assert page.evaluate("document.body.dataset.resumeMs") is not None
        assert page.evaluate("document.documentElement.lang") == "fr"
        assert wait_state(page) == "decide"
        stored = page.evaluate(ALL_ITEMS)
        assert [key for key in stored if not key.startswith("/#eminent-domain/")] == []
        for slot in slots:  # every save moved, unchanged
            key = saves.slot_key(slot)
            assert stored[scoped(base, key)] == old[key], slot
        open_saves(page)
        listed = page.eval_on_selector_all(
            ".slot[data-slot]", "els => els.map(e => e.dataset.slot)"
        )
        assert sorted(listed) == sorted(slots)
        for slot, *_, name in OLD_SAVES:
            assert name in page.inner_text(f'.slot[data-slot="{slot}"]')
        # A second start finds them where they now are.
        page.reload()
        wait_ready(page)
        again = page.evaluate(ALL_ITEMS)
        assert [key for key in again if not key.startswith("/#eminent-domain/")] == []
        for slot in slots:
            key = scoped(base, saves.slot_key(slot))
            assert again[key] == stored[key], slot


def test_two_copies_on_one_origin_keep_their_games_apart(
    dist: Path, new_session: Callable[..., Session], tmp_path: Path
) -> None:
    root = tmp_path / "user.github.io"
    root.mkdir()
    for name in ("a", "b"):
        (root / name).symlink_to(dist, target_is_directory=True)
    session = new_session()
    with build.serving(root) as base:
        first = session.open(base + "a/")
        first.click("[data-command=language][data-lang=fr]")
        first.wait_for_function("document.documentElement.lang === 'fr'")
        start_game(first, ["human", "easy"], seed=5)
        assert wait_state(first) == "decide"
        first.goto("about:blank")  # leaving keeps the table and its picture

        # The other copy: in the browser's language, no picture, no game to continue or list.
        other = session.context.new_page()
        other.goto(base + "b/")
        wait_ready(other)
        stored = other.evaluate(ALL_ITEMS)
        assert scoped(base + "a/", resume.SNAPSHOT_KEY) in stored
        assert [key for key in stored if not key.startswith(("/a/#", "/b/#"))] == []
        assert other.get_attribute("html", "data-boot-lang") == "en"
        assert other.evaluate("document.body.dataset.resumeMs") is None
        assert other.evaluate("document.body.dataset.screen") == "home"
        assert other.query_selector("[data-command=continue]") is None
        open_saves(other)
        assert other.query_selector(".slot") is None

        # scope.js finds what Python keeps, at any address: its rule is namespace.py's. The
        # page moves its own address below, so it must have fetched all it will (the bots'
        # worker's files among them): a relative fetch meanwhile would miss (a 404 in a run).
        other.wait_for_selector("body[data-worker=ready]", state="attached", timeout=WAIT_MS)
        other.wait_for_load_state("networkidle")
        # Chromium resolves the page's icon again at each move of the address and asks for it
        # later: at "/" that is /static/icon.svg, a 404 of the test's making (seen in a full
        # run). Its address made absolute resolves the same anywhere.
        other.eval_on_selector("link[rel=icon]", "link => { link.href = link.href; }")
        long_path = "/" + "d/" * 700 + "page.html"  # past the scope's bound
        settings_name = autosave.SETTINGS_KEY.removeprefix(names.STORAGE_PREFIX)  # scope.js's
        for path in ("/", "/b/", "/b/embed.html", "/x/y/z.html", "/a%23b/", long_path):
            mine = scoped(path, autosave.SETTINGS_KEY)
            found = other.evaluate(
                """([path, mine, key, name]) => {
                     localStorage.setItem(mine, "found");
                     localStorage.setItem("/elsewhere/#" + key, "another copy's");
                     const back = location.href;  // relative addresses must not move
                     history.replaceState(null, "", path);
                     const seen = window.edStoredItem(name);
                     localStorage.removeItem(mine);
                     const after = window.edStoredItem(name);
                     history.replaceState(null, "", back);
                     localStorage.removeItem("/elsewhere/#" + key);
                     return [seen, after];
                   }""",
                [path, mine, autosave.SETTINGS_KEY, settings_name],
            )
            assert found == ["found", None], path
        other.close()

        # The first copy still has its game, in its language.
        first.goto(base + "a/")
        wait_ready(first)
        assert first.get_attribute("html", "data-boot-lang") == "fr"
        assert wait_state(first) == "decide"
    assert session.recorder.console_errors == [], session.recorder.missing
    assert session.recorder.page_errors == []


def test_a_game_played_in_one_copy_does_not_disturb_another_copys_open_tab(
    dist: Path, new_session: Callable[..., Session], tmp_path: Path
) -> None:
    """The `storage` event reaches every tab of the origin: a copy draws again only for its
    own keys (its Home would otherwise list the other copy's save as it was written)."""
    root = tmp_path / "site"
    root.mkdir()
    for name in ("a", "b"):
        (root / name).symlink_to(dist, target_is_directory=True)
    session = new_session()
    with build.serving(root) as base:
        watcher = session.open(base + "b/")
        open_saves(watcher)
        watcher.evaluate(
            """() => {
                 window.edRedraws = 0;
                 new MutationObserver(() => { window.edRedraws += 1; })
                   .observe(document.getElementById('screen'), { childList: true, subtree: true });
               }"""
        )
        player = session.open(base + "a/")
        start_game(player, ["human", "easy"], seed=5)
        assert wait_state(player) == "decide"
        player.wait_for_timeout(1000)  # a redraw after a storage event waits 0.2 s
        assert watcher.evaluate("window.edRedraws") == 0
        assert watcher.query_selector(".slot") is None
        # Its own copy's change, by contrast, is drawn (the same event, a key of its scope).
        twin = session.open(base + "b/")
        start_game(twin, ["human", "easy"], seed=6)
        watcher.wait_for_selector(".slot", timeout=WAIT_MS)
