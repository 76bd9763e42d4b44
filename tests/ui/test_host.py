"""The app as its worker runs it (tabletop/ui/host.py, issue 34), driven by messages as
static/shell.js sends them, under CPython: the storage mirrored both ways, a whole game
played (bots thinking in the same event loop), a reload resuming it, refused storage."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from html import escape
from itertools import count
from typing import Any, TypeVar

import pytest

from tabletop import names, record, saves
from tabletop.text import t
from tabletop.ui import host as host_module
from tabletop.ui import namespace, resume
from tabletop.ui.host import Host, MirrorStorage

from .test_replay import finished_app

SCOPE = "/app/"
IN_MEMORY = escape(t("table.in_memory"))  # as the table shows it
NEW_GAME = {"players": "2", "kind0": "human", "kind1": "easy", "seed": "7"}  # against Easy

T = TypeVar("T")


def run(coroutine: Coroutine[Any, Any, T]) -> T:
    """`asyncio.run` in a thread of its own: in a full run, the browser's tests share this
    process and Playwright's event loop is running in its thread."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


class Page:
    """What the shell keeps: localStorage, and the drawings the worker posted."""

    def __init__(self, items: dict[str, str] | None = None, available: bool = True) -> None:
        self.local: dict[str, str] = dict(items or {})
        self.available = available
        self.drawings: list[dict[str, Any]] = []
        self.hash = ""  # the page's address's fragment (a shared link)
        self.others: list[dict[str, Any]] = []  # what the worker posted besides drawings
        self.full = False  # the page's storage refuses every write (QuotaExceededError)
        self.refused: dict[str, str | None] = {}  # what shell.js tells back: the keys kept

    def post(self, text: str) -> None:
        message = json.loads(text)
        if message["kind"] != "draw":  # a bot asked ("bot-asked"): the page only marks it
            assert message["kind"] == "bot-asked" and isinstance(message["beatMs"], int)
            self.others.append(message)
            return
        for key, value in message["writes"]:  # as shell.js applies them, in order
            if value is None:
                self.local.pop(key, None)
            elif self.full:
                self.refused[key] = self.local.get(key)
            else:
                self.local[key] = value
        self.drawings.append(message)

    def start(self) -> Host:
        clock = count()
        seeds = count(1000)
        host = Host(
            {
                "items": dict(self.local) if self.available else {},
                "available": self.available,
                "pathname": SCOPE + "index.html",
                "hash": self.hash,
                "languages": ["en-GB"],
                "games": {"en": "Games.", "fr": "Jeux."},
            },
            self.post,
            now=lambda: f"2026-11-28T04:{next(clock) // 60 % 60:02d}:{next(clock) % 60:02d}+00:00",
            fresh_seed=lambda: next(seeds),
        )
        host.draw()
        return host

    def leave(self, host: Host, html: str) -> dict[str, str]:
        """The page hidden or closed: the last drawing's plan written as shell.js writes
        it, with the page's HTML put in; the worker is told (and may never answer). Returns
        the storage as the page left it, before any answer."""
        plan = self.drawings[-1]["leave"]
        for key, value in plan["writes"]:
            if value is None:
                self.local.pop(key, None)
            else:
                # as JSON.stringify writes it
                self.local[key] = value.replace(plan["mark"], json.dumps(html, ensure_ascii=False))
        left = dict(self.local)
        host.receive(json.dumps({"kind": "leave", "html": html}))
        return left

    def send(self, host: Host, **message: Any) -> dict[str, Any]:
        host.receive(json.dumps(message))
        return self.drawings[-1]

    def start_game(self) -> Host:
        """A new worker, and a game begun on it: the person against Easy, with no pause."""
        host = self.start()
        self.send(host, kind="command", name="pause", fields={"value": "0"})
        self.send(host, kind="command", name="start", fields=NEW_GAME)
        return host


def test_the_mirror_keeps_every_write_in_order_and_no_removal_of_nothing() -> None:
    storage = MirrorStorage({"a": "1"})
    storage.setItem("b", "2")
    storage.removeItem("a")
    storage.removeItem("never-there")
    storage.setItem("b", "3")
    assert storage.take_writes() == [("b", "2"), ("a", None), ("b", "3")]
    assert storage.take_writes() == []
    assert storage.items == {"b": "3"}


def test_the_first_drawing_is_home_with_the_frame_in_the_browsers_language() -> None:
    page = Page()
    page.start()
    (first,) = page.drawings
    assert first["screen"] == "home"
    assert first["lang"] == "en" and first["tagline"]
    assert "Games." in first["colophon"]
    assert 'data-command="new"' in first["html"]
    host = page.drawings and page.start()
    assert host and page.drawings[-1]["lang"] == "en"  # a new worker draws its frame once
    page.send(host, kind="command", name="new", fields={}, seq=7)
    assert page.drawings[-1]["screen"] == host.app.screen == "new"
    assert page.drawings[-1]["answered"] == 7  # the shell's message 7 is drawn
    assert "lang" not in page.drawings[-1]  # the frame is drawn again only when it changes


def test_keys_from_before_scoping_move_in_and_the_move_goes_back_to_the_page() -> None:
    old = names.STORAGE_PREFIX + "settings"
    page = Page({old: json.dumps({"lang": "fr"})})
    page.start()
    assert page.drawings[0]["lang"] == "fr"
    assert old not in page.local
    assert namespace.scoped_key(SCOPE, old) in page.local


def test_refused_storage_plays_on_in_memory_and_says_so() -> None:
    page = Page({"ignored": "x"}, available=False)
    host = page.start()
    assert "ignored" not in host.storage.items
    assert t("app.no_storage") in page.drawings[0]["html"]
    # A game's saves are refused in the worker at once, as the page's storage would refuse
    # them: nothing is sent to be written, and the table says the game is in memory.
    drawing = page.send(host, kind="command", name="start", fields=NEW_GAME)
    assert host.app.in_memory and IN_MEMORY in drawing["html"]
    assert all(drawing["writes"] == [] for drawing in page.drawings)


def test_a_save_the_full_page_refuses_leaves_the_game_in_memory_and_says_so() -> None:
    """The worker's mirror cannot know the page's storage is full: the page tells it, with
    what it keeps for the keys refused. The mirror takes that back and refuses every write
    from then on, so the game on the table goes on in memory and says so (as on the page's
    glue, where the write itself fails), until another tab makes room."""
    page = Page()

    async def play() -> None:
        host = page.start_game()
        app = host.app
        assert app.slot is not None and not app.in_memory
        key = namespace.scoped_key(SCOPE, saves.slot_key(app.slot))
        kept = page.local[key]

        async def decide() -> dict[str, Any]:
            while app.bot_due() is not None:  # the bot thinks in this loop, in slices
                await asyncio.sleep(0.001)
            assert app.session is not None
            return page.send(host, kind="act", action=app.session.view(0)["legal_actions"][0])

        page.full = True
        await decide()
        assert key in page.refused and not app.in_memory  # the mirror took it, the page not
        drawing = page.send(host, kind="refused", items=page.refused)
        assert app.in_memory
        assert IN_MEMORY in drawing["html"]
        assert host.storage.items[key] == page.local[key] == kept  # the page's, taken back
        page.refused.clear()
        drawing = await decide()
        assert drawing["writes"] == [] and page.refused == {}  # refused in the worker at once
        assert app.in_memory and IN_MEMORY in drawing["html"]
        # Another tab deletes a save: there is room, and the next decision is saved.
        page.full = False
        other = namespace.scoped_key(SCOPE, saves.slot_key("elsewhere"))
        page.send(host, kind="storage", key=other, value=None)
        drawing = await decide()
        assert not app.in_memory
        assert page.local[key] != kept and IN_MEMORY not in drawing["html"]

    run(play())


def test_a_whole_game_by_messages_is_saved_back_and_goes_on_in_a_reloaded_page() -> None:
    """A person against Easy, every decision a message; after ten of them the page is left
    and loaded again (a new worker on the storage the page kept), and the game goes on there
    to its end; the save the page holds replays to the scores shown."""
    page = Page()

    async def play() -> Host:
        host = page.start_game()
        decisions = 0
        for _ in range(20_000):
            session = host.app.session
            assert session is not None
            if session.game.is_over:
                return host
            if host.app.bot_due() is not None:  # the bot thinks in this loop, in slices
                await asyncio.sleep(0.001)
                continue
            if decisions == 10:
                page.leave(host, page.drawings[-1]["html"])
                record_then = session.record
                host = resumed(page)
                assert host.app.session is not None
                assert host.app.session.record == record_then
            action = session.view(0)["legal_actions"][0]
            page.send(host, kind="act", action=action)
            decisions += 1
        raise AssertionError("no end")

    host = run(play())
    assert page.others, "no bot was asked"
    shown = [d["lastThinkMs"] for d in page.drawings if "lastThinkMs" in d]
    assert len(shown) == len(page.others)  # each answer shown once, by the drawing after it
    # The schedule's marks, on the wall clock the page puts on its own (shell.onPageClock).
    stamps = [d["shownAt"] for d in page.drawings if "lastThinkMs" in d]
    asked = [o["askedAt"] for o in page.others if o["kind"] == "bot-asked"]
    assert len(asked) == len(stamps)
    assert all(a <= b for a, b in zip(asked, stamps, strict=True))  # asked, then shown
    assert page.drawings[-1]["answered"] == 0  # Page.send numbers nothing (shell.js does)
    assert page.drawings[-1]["screen"] == "table"
    assert 'class="end' in page.drawings[-1]["html"]
    prefix = namespace.scoped_key(SCOPE, saves.PREFIX)
    docs = [json.loads(v) for k, v in page.local.items() if k.startswith(prefix)]
    (doc,) = [d for d in docs if d["record"]["seed"] == 7]
    session = host.app.session
    assert session is not None
    assert doc["record"] == session.record
    assert record.replay(doc["record"]).scores() == session.game.scores()


def resumed(page: Page) -> Host:
    """The page reloaded: a new worker given the page's storage, drawing for the page."""
    host = page.start()
    assert host.app.screen == "table"
    assert host.app.session is not None
    return host


def test_a_page_closing_keeps_the_table_and_its_picture_without_the_workers_answer() -> None:
    page = Page()
    host = page.start()
    fields = {"players": "2", "kind0": "human", "kind1": "easy", "seed": "3"}
    page.send(host, kind="command", name="start", fields=fields)
    assert host.app.screen == "table"
    before = dict(page.local)
    html = page.drawings[-1]["html"] + "<p>as the page shows it</p>"
    plan_writes = page.drawings[-1]["leave"]["writes"]
    assert plan_writes, "a table never left before: its slot and picture are to be written"
    assert host.storage.items == before  # the plan was only a dry run
    left = page.leave(host, html)
    assert left != before
    snapshot = left[namespace.scoped_key(SCOPE, resume.SNAPSHOT_KEY)]
    assert json.loads(snapshot)["html"] == html
    # The worker's copy wrote the same (its answer, applied, changes nothing).
    assert host.storage.items == left == page.local
    assert resumed(page).app.slot == host.app.slot


def test_an_error_in_a_command_shows_the_error_screen_not_a_trace() -> None:
    page = Page()
    host = page.start()

    def boom(*_: object) -> None:
        raise ValueError("<boom>")

    host.app.command = boom  # type: ignore[method-assign]
    drawing = page.send(host, kind="command", name="new", fields={})
    assert drawing["screen"] == "error"
    assert "&lt;boom&gt;" in drawing["html"] and "<boom>" not in drawing["html"]


def test_the_first_drawing_answers_the_start_message() -> None:
    posted: list[dict[str, Any]] = []
    host = Host({"items": {}, "seq": 1}, lambda text: posted.append(json.loads(text)))
    host.draw()
    assert posted[-1]["answered"] == 1  # else the page would wait for an answer forever


def test_messages_that_are_not_the_shells_are_ignored() -> None:
    page = Page()
    host = page.start()
    host.receive("polyscript:done")
    host.receive("[1, 2]")
    assert len(page.drawings) == 1


def test_an_unchanged_region_goes_across_as_a_placeholder_until_the_whole_is_asked() -> None:
    async def in_the_loop() -> None:  # in an event loop, as in the worker (bots are scheduled)
        page = Page()
        host = page.start()
        fields = {"players": "2", "kind0": "human", "kind1": "easy", "seed": "5"}
        first = page.send(host, kind="command", name="start", fields=fields)
        assert "data-unchanged" not in first["html"]  # a new screen: every region whole
        again = page.send(host, kind="command", name="no-such-command", fields={})
        assert again["html"].count("data-unchanged") >= 3  # nothing changed: placeholders
        assert len(again["html"]) < len(first["html"]) / 2
        whole = page.send(host, kind="whole")
        assert "data-unchanged" not in whole["html"]
        assert whole["html"] == first["html"]

    run(in_the_loop())


def test_another_tabs_save_reaches_the_mirror_and_the_saves_list_not_as_a_write() -> None:
    async def in_the_loop() -> None:
        page = Page()
        host = page.start()
        other = Page()  # another tab, its own worker, on the same storage
        other_host = other.start()
        fields = {"players": "2", "kind0": "human", "kind1": "easy", "seed": "9"}
        other.send(other_host, kind="command", name="start", fields=fields)
        page.send(host, kind="command", name="saves", fields={})
        drawn = len(page.drawings)
        for key, value in other.local.items():  # the browser's storage events, one a key
            host.receive(json.dumps({"kind": "storage", "key": key, "value": value}))
        host.receive(json.dumps({"kind": "storage", "key": "/elsewhere/#x", "value": "y"}))
        assert "/elsewhere/#x" not in host.storage.items  # another copy's: none of ours
        assert len(page.drawings) == drawn  # a burst is drawn once, a moment later
        await asyncio.sleep(0.3)
        assert len(page.drawings) == drawn + 1
        assert page.drawings[-1]["writes"] == []  # the other tab's keys are not written back
        assert other_host.app.slot is not None
        assert other_host.app.slot in page.drawings[-1]["html"]  # listed among the saves

    run(in_the_loop())


def test_the_gallery_search_is_answered_without_a_drawing() -> None:
    posted: list[dict[str, Any]] = []
    host = Host({"items": {}, "available": True}, lambda text: posted.append(json.loads(text)))
    host.receive(json.dumps({"kind": "search", "query": "Sur", "items": ["survey card", "war"]}))
    (answer,) = posted
    assert answer["kind"] == "search"
    assert answer["shown"] == [True, False]
    assert answer["status"] == t("gallery.status", shown=1, total=2)


def test_a_shared_links_replay_plays_on_by_itself_in_the_worker(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(host_module, "REPLAY_BEAT_S", 0.0)
    fragment = finished_app().share_fragment()
    assert fragment is not None

    async def in_the_loop() -> None:
        page = Page()
        page.hash = fragment
        host = page.start()
        assert host.app.screen == "replay"
        page.send(host, kind="command", name="pause", fields={"value": "0"})
        page.send(host, kind="command", name="replay-play", fields={})
        replay = host.app.replay
        assert replay is not None and replay.playing and replay.position == 0
        for _ in range(5000):
            if not replay.playing:
                break
            await asyncio.sleep(0.001)
        assert replay.position == replay.length  # stepped to the end with no message
        assert len(page.drawings) > replay.length

    run(in_the_loop())
