"""The app in a worker (issue 34): commands in, drawings out, `localStorage` mirrored.

A worker cannot reach the page: not its DOM, not its `localStorage`. So the page's shell
(`static/shell.js`, JavaScript only) keeps both, and this host runs `App` for it in the
worker (`static/app_worker.py` is the thin entry that wires it to PyScript's messages):

- At the start the shell sends the storage's keys (`MirrorStorage` is seeded with them), the
  page's address, its languages and the games' credits. Storage the browser refuses (a
  third-party iframe) arrives as `available: false` and no keys: the memory alone keeps the
  games, and the app says so, as the page's glue does.
- Each message is one thing the person did (a command with its form's fields, a choice, a
  link opened, the page hidden), or "whole" (the page changed a region it was sent as a
  placeholder: `regions`); the answer is a drawing: the screen's HTML and what the shell
  does around it (the language of the frame, the announcement, the effects only a page can
  do), with every storage write made meanwhile, in order, for the shell to apply.
- The bots think here, beside the app, in slices (`tabletop.ui.thinking`), never in a third
  interpreter; between slices the event loop reads the person's messages.
- A write the page's storage refuses (full) comes back as "refused", with what the page
  keeps for those keys: the mirror takes that back, refuses every write until something is
  removed (as a full storage does), and the game on the table goes on in memory, saying so.

Messages are JSON text both ways (a dict crossing from a worker arrives as a JS proxy). No
browser object is touched here, so every flow is tested under CPython.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
import traceback
from collections.abc import Callable, Coroutine, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

import tabletop
from tabletop import saves, text
from tabletop.saves import MemoryStorage, QuotaExceededError
from tabletop.text import t
from tabletop.ui import gallery_search, namespace, regions, resume, thinking
from tabletop.ui.app import App
from tabletop.ui.shell import colophon

Write = tuple[str, str | None]  # a key and its new text, None once removed
REPLAY_BEAT_S = 0.3  # a replay playing steps no faster than this
STORAGE_DRAW_S = 0.2  # another tab's burst of changes is drawn once, this long after
# Where the page's HTML goes in the writes of a leave the shell makes itself (`leave_plan`).
HTML_MARK = "@@the-screen-as-the-page-shows-it@@"


class MirrorStorage(MemoryStorage):
    """The page's `localStorage` as the worker sees it: seeded with its keys, and every write
    kept, in order, to be applied to the real one by the page. Once the page says its storage
    is `full`, every write is refused until a key is removed, here or by another tab."""

    def __init__(self, items: dict[str, str]) -> None:
        super().__init__()
        self.items.update(items)
        self.writes: list[Write] = []
        self.full = False

    def setItem(self, key: str, value: str) -> None:
        if self.full:
            raise QuotaExceededError(f"the page's storage is full: {key!r} not kept")
        super().setItem(key, value)
        self.writes.append((key, str(value)))

    def removeItem(self, key: str) -> None:
        if key in self.items:
            super().removeItem(key)
            self.writes.append((key, None))
            self.full = False  # room made: the next write is tried

    def take_back(self, key: str, value: object) -> None:
        """What the page's storage holds for `key` (a text, else none), not as a write."""
        if isinstance(value, str):
            self.items[key] = value
        else:
            self.items.pop(key, None)

    def take_writes(self) -> list[Write]:
        writes, self.writes = self.writes, []
        return writes

    @contextmanager
    def dry_run(self) -> Iterator[list[Write]]:
        """The writes made inside, given back in the list yielded; the storage and the
        writes to post are then as before."""
        items, writes = dict(self.items), self.writes
        self.writes = []
        done: list[Write] = []
        try:
            yield done
        finally:
            done.extend(self.writes)
            self.items, self.writes = items, writes


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def epoch_ms() -> float:
    """Milliseconds since 1970, the clock a worker and its page share (`performance.now()`
    of each starts at its own origin)."""
    return time.time() * 1000


def fresh_seed() -> int:
    return int.from_bytes(os.urandom(8), "big")


def strings(value: object) -> dict[str, str]:
    """The text values of an untrusted JSON object, by text key; anything else is dropped."""
    if not isinstance(value, dict):
        return {}
    return {k: v for k, v in value.items() if isinstance(k, str) and isinstance(v, str)}


class Host:
    """One app, driven by the shell's messages; `post` sends a message (JSON text) back."""

    def __init__(
        self,
        start: dict[str, Any],
        post: Callable[[str], None],
        *,
        now: Callable[[], str] = now,
        fresh_seed: Callable[[], int] = fresh_seed,
        tab_id: str | None = None,
    ) -> None:
        self.post = post
        self.storage = MirrorStorage(strings(start.get("items")))
        self.available = start.get("available") is True
        # Storage refused outright (a third-party frame): every write refused here at once, as
        # the page's would be, rather than sent and told back.
        self.storage.full = not self.available
        # This copy's keys only; the keys written before scoping move in first
        # (tabletop/ui/namespace.py), and the moves go back to the page like any write.
        scope = namespace.scope_of(start.get("pathname"))
        self.migration = namespace.migrate(self.storage, scope)
        languages = start.get("languages")
        self.scoped = namespace.ScopedStorage(self.storage, scope)
        self.app = App(
            self.scoped,
            now,
            fresh_seed,
            tab_id=tab_id,
            languages=[str(x) for x in languages][:20] if isinstance(languages, list) else [],
        )
        self.games = strings(start.get("games"))  # the games' credits, by language
        self.frame_lang = ""  # the language the page's frame was last drawn in
        self.bot_task: asyncio.Future[None] | None = None
        self.jobs = thinking.jobs(self.app)
        self.job_tasks: dict[str, asyncio.Future[None]] = {}
        self.replay_task: asyncio.Future[None] | None = None
        self.tasks: set[asyncio.Future[None]] = set()  # running tasks, kept referenced
        self.drawings = 0
        # The number of the shell's last message taken (the start's, first), which each
        # drawing repeats as "answered".
        seq = start.get("seq")
        self.answered = seq if type(seq) is int else 0
        self.think_ms: int | None = None  # the last bot's thinking, until a drawing shows it
        self.storage_draw = False  # a drawing after another tab's change is on its way
        self.shown_screen = ("", "")  # the screen and language last sent
        self.shown_regions: dict[str, str] = {}  # the regions last sent: name to digest
        app = self.app
        if not self.available:
            app.notices.append(t("app.no_storage"))
        if self.migration.kept:
            app.notices.append(t("app.not_moved"))
        self.guard(lambda: app.start(str(start.get("hash") or "")))

    # --- messages in ---------------------------------------------------------------------

    def receive(self, text: str) -> None:
        """One message of the shell's; every one is answered with a drawing, but "leave"
        (the page is going: only its writes matter)."""
        try:
            message = json.loads(text)
        except ValueError:
            return
        if not isinstance(message, dict):
            return
        kind = message.get("kind")
        seq = message.get("seq")
        if type(seq) is int:
            self.answered = seq
        if kind == "storage":
            self.guard(lambda: self.storage_event(message))
            return
        if kind == "refused":
            self.guard(lambda: self.refused(message))
        if kind == "search":  # the card gallery's search box: the page filters, we match
            self.post(json.dumps(self.search(message)))
            return
        self.guard(lambda: self.handle(kind, message))
        self.draw(whole=kind == "whole")

    def storage_event(self, message: dict[str, Any]) -> None:
        """Another tab changed `localStorage` (the shell forwards this copy's keys): the
        mirror takes the change, not as a write of its own; an idle table catches up (or
        keeps its moves as a copy), Home and the saves list are drawn again. Bursts (a tab
        whose bots play fast) are drawn once, as the page's glue does."""
        key = message.get("key")
        if not isinstance(key, str):  # the whole storage cleared, or unknown: all of it anew
            self.storage.items = strings(message.get("items"))
            own = None
        else:
            own = self.scoped.own(key)
            if own is None:  # another copy's, or from before scoping (moved at a start)
                return
            value = message.get("value")
            self.storage.take_back(key, value)
            if not isinstance(value, str):
                self.storage.full = False  # another tab made room
        if self.app.storage_changed(own) and not self.storage_draw:
            self.storage_draw = True
            self.spawn(self.draw_soon())

    def refused(self, message: dict[str, Any]) -> None:
        """The page's storage refused writes (full): `items` holds what it keeps for those
        keys (a text, or null for none). The mirror takes that back, not as a write, and
        refuses writes from now on; a refused save of the game on the table leaves it in
        memory, as a save refused at once does (`autosave._write`)."""
        items = message.get("items")
        if not isinstance(items, dict):
            return
        storage, app = self.storage, self.app
        for key, value in items.items():
            if isinstance(key, str):
                storage.take_back(key, value)
        storage.full = True
        if app.slot is not None and self.scoped.prefix + saves.slot_key(app.slot) in items:
            app.in_memory = True
            app.last_text = app.storage.getItem(saves.slot_key(app.slot))

    def search(self, message: dict[str, Any]) -> dict[str, Any]:
        """Which of the gallery's items (their `data-search` texts) a query shows, and the
        line that says how many (tabletop/ui/gallery_search.py)."""
        query = str(message.get("query") or "")
        items = message.get("items")
        texts = [str(x) for x in items] if isinstance(items, list) else []
        text.set_language(self.app.lang)
        shown = [gallery_search.matches(query, item) for item in texts]
        return {
            "kind": "search",
            "query": query,
            "shown": shown,
            "status": gallery_search.status_text(sum(shown), len(shown)),
        }

    async def draw_soon(self) -> None:
        await asyncio.sleep(STORAGE_DRAW_S)
        self.storage_draw = False
        self.draw()

    def handle(self, kind: object, message: dict[str, Any]) -> None:
        app = self.app
        if kind == "command":
            app.command(str(message.get("name") or ""), strings(message.get("fields")))
        elif kind == "act":
            app.act(str(message.get("action") or ""))
        elif kind == "hash":
            app.open_fragment(str(message.get("hash") or ""))
        elif kind == "leave":
            app.leave(str(message.get("html") or ""))

    def guard(self, work: Callable[[], object]) -> None:
        """Run `work`; an unexpected error shows the friendly error screen, never a trace."""
        try:
            work()
        except Exception:
            self.app.fail(traceback.format_exc())

    # --- drawings out --------------------------------------------------------------------

    def drawing(self, whole: bool = False) -> dict[str, Any]:
        """What the shell needs to show the app's screen now (`whole`: every region drawn)."""
        app = self.app
        with regions.drawn() as found:
            try:
                html = str(app.render())
            except Exception:
                found.clear()
                app.fail(traceback.format_exc())
                html = str(app.render())
        # Redraws by region: a region sent last time, unchanged, goes across as a placeholder
        # that morph.js leaves alone; if the page changed it meanwhile, morph.js says so and
        # the shell asks for the whole drawing ("whole"). A new screen or language, or a
        # whole drawing asked for, starts from nothing kept.
        same = (app.screen, app.lang) == self.shown_screen and not whole
        sent = regions.lighter(html, found, self.shown_regions) if same else html
        self.shown_regions = {part.name: part.digest for part in found}
        self.shown_screen = (app.screen, app.lang)
        self.drawings += 1
        message: dict[str, Any] = {
            "kind": "draw",
            "html": sent,
            "screen": app.screen,
            "announcement": app.announcement(),
            "effects": [[e.kind, e.name, e.text] for e in app.effects],
            "thinking": app.thinking,
            "panelFolded": app.panel_folded,  # a tap on a table's object unfolds it
        }
        app.effects = []
        if app.lang != self.frame_lang:  # the frame around the screen, in the language chosen
            message["lang"] = app.lang
            message["tagline"] = t("page.tagline")
            message["colophon"] = str(
                colophon(self.games.get(app.lang, ""), tabletop.__version__, sys.version.split()[0])
            )
            self.frame_lang = app.lang
        if self.think_ms is not None:  # a bot's answer, shown by this drawing
            message["lastThinkMs"], self.think_ms = self.think_ms, None
            message["shownAt"] = epoch_ms()
        message["answered"] = self.answered  # the shell's last message taken
        message["writes"] = self.storage.take_writes()
        message["leave"] = self.leave_plan()
        return message

    def leave_plan(self) -> dict[str, Any]:
        """What `App.leave` would write if the page went now (the table left, the picture
        resume.js paints), the page's HTML still to put in at `mark` (a JSON string). A page
        that is closing cannot wait for the worker's answer, so the shell writes these itself
        (`max`: a longer HTML keeps no picture), then tells the worker, whose copy writes
        the same."""
        with self.storage.dry_run() as writes:
            self.guard(lambda: self.app.leave(HTML_MARK))
        return {
            "writes": writes,
            "mark": json.dumps(HTML_MARK),
            "max": resume.MAX_SNAPSHOT_CHARS,
        }

    def draw(self, whole: bool = False) -> None:
        """Post the drawing, then start what is due: a bot's turn, a job."""
        self.post(json.dumps(self.drawing(whole)))
        self.schedule()

    # --- the bots ------------------------------------------------------------------------

    def spawn(self, coroutine: Coroutine[Any, Any, None]) -> asyncio.Future[None]:
        task = asyncio.ensure_future(coroutine)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
        return task

    def schedule(self) -> None:
        if (self.bot_task is None or self.bot_task.done()) and self.app.bot_due() is not None:
            self.bot_task = self.spawn(self.play_bot())
        app = self.app
        replaying = app.screen == "replay" and app.replay is not None and app.replay.playing
        if replaying and (self.replay_task is None or self.replay_task.done()):
            self.replay_task = self.spawn(self.play_replay())
        for name, job in self.jobs.items():
            running = self.job_tasks.get(name)
            if (running is None or running.done()) and job.due():
                self.job_tasks[name] = self.spawn(self.run_job(name, job))

    async def play_bot(self) -> None:
        app = self.app
        try:
            await self.bot_turn()
        except Exception:
            app.fail(traceback.format_exc())
        app.thinking = False
        self.bot_task = None  # ended, whichever way: the drawing schedules the next turn
        self.draw()

    async def bot_turn(self) -> None:
        """As the page's glue does: the last move stays on show for the beat while the bot
        thinks; its answer is shown once both are over, unless an undo or another screen came
        meanwhile."""
        app = self.app
        seat = app.bot_due()
        if seat is None:
            return
        beat_ms = app.bot_beat_ms()
        beat = asyncio.ensure_future(asyncio.sleep(beat_ms / 1000))
        request = app.bot_request()
        app.thinking = True
        # The page marks when the bot was asked and its answer shown (body's data-bot-*,
        # as main.py's: read by the browser tests and bench-ui). Both are this schedule's
        # times, on the wall clock the page shares: a message read late by a busy page
        # would otherwise move one mark and not the other.
        self.post(json.dumps({"kind": "bot-asked", "beatMs": beat_ms, "askedAt": epoch_ms()}))
        started = time.perf_counter()
        answer = await thinking.choose_here(request)
        self.think_ms = int((time.perf_counter() - started) * 1000)
        await beat
        if app.bot_due() != seat:
            return
        app.bot_act(answer)  # dropped unless its ticket is this game's, at this decision

    async def play_replay(self) -> None:
        """A replay playing: one step a beat, as the page's glue does."""
        try:
            await asyncio.sleep(max(REPLAY_BEAT_S, self.app.pause_ms / 1000))
            self.app.replay_tick()
        except Exception:
            self.app.fail(traceback.format_exc())
        self.replay_task = None
        self.draw()

    async def run_job(self, name: str, job: thinking.Job) -> None:
        try:
            if job.due():
                request = job.request()
                job.act(request, await job.here(request))
        except Exception:
            self.app.fail(traceback.format_exc())
        self.job_tasks.pop(name, None)  # ended: the drawing schedules the next request
        self.draw()
