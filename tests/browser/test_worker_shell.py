"""The app's Python in a worker (issue 34: the default page; `?shell=worker` asks for it): part
of a 2-player Eminent Domain game against Easy played by clicks, in a real Chromium.

The page's main thread runs only JavaScript (static/shell.js); the app and its bot run in one
PyScript worker (static/app_worker.py). The game starts from the home screen, every decision
is a click on the first choice in sight, and the page is reloaded midway: the game goes on
from its save, which the worker's writes put in localStorage, for a few more decisions.
Nothing is requested from another origin and nothing is logged as an error. (Whole games to
the engine's final scores are played on this same default page by test_whole_games.py; this
one used to play its game to the end too, some 45 s of a full run for nothing more.)

The main thread's long tasks (> 50 ms, a `PerformanceObserver('longtask')` from the page's
first script to the last decision) are printed, not asserted (the machine is shared); their
comparison with the default page is a benchmark (`python3 build.py bench-ui`, see
docs/performance.md).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route

import build
from tabletop import record, registry
from tabletop.text import t

from . import test_embed_anywhere as anywhere
from . import whole_games
from .conftest import (
    READY,
    READY_TIMEOUT_MS,
    Recorder,
    Session,
    answered,
    wait_ready,
)
from .test_play import WAIT_MS, mark_prompt_stale
from .whole_games import WIDE, Tab, first_in_sight, wait_decision

GAME = "eminent-domain"
SEED = 34
KINDS = ["human", "easy"]
RELOAD_AT = 8  # the person's decisions before the page is reloaded
AFTER_RELOAD = 6  # and after it
BY_KEYBOARD = 3  # the decision taken by the table's keys (static/shell.js's own keyboard)
FOCUSED_ACTION = "document.activeElement && document.activeElement.dataset.action"
# Whether the page itself (not a worker: a worker's requests are not in the page's resource
# timing) fetched Pyodide's WebAssembly, which only a page that starts Python needs.
MAIN_THREAD_PYTHON = """performance.getEntriesByType('resource')
  .some((entry) => entry.name.endsWith('/pyodide.asm.wasm'))"""
# Installed before any of the page's scripts, in every load: the main thread's long tasks.
LONG_TASKS = """
window.edLongTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.edLongTasks.push([entry.startTime, entry.duration]);
}).observe({ type: "longtask", buffered: true });
"""


@dataclass
class Played:
    """Part of a game on one kind of page: what the test reads afterwards."""

    tab: Tab
    long_tasks: list[float] = field(default_factory=list)
    starting: list[float] = field(default_factory=list)  # begun before the page was ready
    playing: list[float] = field(default_factory=list)  # after
    decisions: int = 0
    before_reload: list[Any] = field(default_factory=list)  # the saved record's steps
    after_reload: list[Any] = field(default_factory=list)
    screen_after_reload: str = ""
    main_thread_python: bool = True
    focused_by_home: str = ""  # the choice Home focused (the first in sight is expected)
    first_at_keyboard: str = ""
    regions: dict[str, int] = field(default_factory=dict)  # morph.js: left alone, given back
    doc: dict[str, Any] = field(default_factory=dict)


def collect(page: Page, played: Played) -> None:
    """This load's long tasks, split at the moment the page was ready."""
    ready = float(page.get_attribute("body", "data-ready-ms") or 0)
    for start, duration in page.evaluate("window.edLongTasks || []"):
        played.long_tasks.append(float(duration))
        (played.starting if start < ready else played.playing).append(float(duration))


def play(browser: Browser, site: str, query: str) -> Played:
    """A game at 1280 px on `index.html<query>`, reloaded after RELOAD_AT decisions and
    played AFTER_RELOAD more."""
    context = browser.new_context(viewport=WIDE)
    context.add_init_script(LONG_TASKS)  # the observer from the first script on
    recorder = Recorder()
    recorder.attach(context)
    tab = Tab(context.new_page(), recorder, site)
    tab.page.goto(site + query, wait_until="commit")
    played = Played(tab)
    page = tab.ready()
    page.wait_for_function("document.body.dataset.worker", timeout=WAIT_MS)
    assert page.get_attribute("body", "data-worker") == "ready"
    spec = registry.get(GAME)
    whole_games.start_game(page, spec, SEED, KINDS)
    while played.decisions < RELOAD_AT + AFTER_RELOAD:
        assert wait_decision(page) == "decide"
        if played.decisions == RELOAD_AT:
            played.before_reload = whole_games.saved_doc(page, GAME, SEED)["record"]["actions"]
            collect(page, played)
            page.reload(wait_until="commit")
            tab.ready()
            played.screen_after_reload = str(page.get_attribute("body", "data-screen"))
            played.after_reload = whole_games.saved_doc(page, GAME, SEED)["record"]["actions"]
            played.main_thread_python = bool(page.evaluate(MAIN_THREAD_PYTHON))
        action = first_in_sight(page)
        mark_prompt_stale(page)
        if played.decisions == BY_KEYBOARD:  # the table's keys: Home, then Enter
            played.first_at_keyboard = action
            page.keyboard.press("Home")
            played.focused_by_home = str(page.evaluate(FOCUSED_ACTION))
            page.keyboard.press("Enter")
        else:
            page.click(f'#prompt [data-action="{action}"]')
        played.decisions += 1
    assert wait_decision(page) == "decide"
    collect(page, played)
    played.regions = page.evaluate("({...window.edMorph.regions})")
    played.doc = whole_games.saved_doc(page, GAME, SEED)
    return played


@pytest.fixture(scope="module")
def games(browser: Browser, site: str) -> Iterator[dict[str, Played]]:
    """The game on the worker's page."""
    played = {"worker": play(browser, site, "?shell=worker")}

    def figures(tasks: list[float]) -> dict[str, int]:
        return {
            "long tasks": len(tasks),
            "longest ms": round(max(tasks, default=0)),
            "blocking ms": round(sum(d - 50 for d in tasks)),
        }

    report = {
        name: {
            **figures(p.long_tasks),
            "until ready (2 loads)": figures(p.starting),
            "playing": figures(p.playing),
            "decisions": p.decisions,
            "regions": p.regions,
        }
        for name, p in played.items()
    }
    print("\nmain thread, load to the last decision:", json.dumps(report))
    yield played
    for game in played.values():
        game.tab.page.context.close()


def test_a_game_in_the_worker_is_saved_as_played(
    games: dict[str, Played],
) -> None:
    played = games["worker"]
    doc = played.doc
    assert [seat.get("level", seat["kind"]) for seat in doc["seats"]] == KINDS
    replayed = record.replay(doc["record"])
    assert not replayed.is_over
    assert replayed.current_player == 0  # the person's decision, as the page shows it
    assert played.decisions == RELOAD_AT + AFTER_RELOAD
    # Since the reload, unchanged regions went across as placeholders that morph.js kept.
    assert played.regions["skipped"] > AFTER_RELOAD  # the counts are the reloaded page's


def test_a_reload_in_the_worker_resumes_the_game_from_its_save(
    games: dict[str, Played],
) -> None:
    played = games["worker"]
    assert played.screen_after_reload == "table"
    assert played.before_reload, "no save was written to localStorage before the reload"
    assert played.after_reload == played.before_reload
    # The game went on from there: the final record starts with the steps before the reload.
    steps = played.doc["record"]["actions"]
    assert steps[: len(played.before_reload)] == played.before_reload
    assert len(steps) > len(played.before_reload)


def test_the_keys_of_the_table_work_in_the_worker_page(games: dict[str, Played]) -> None:
    played = games["worker"]
    assert played.first_at_keyboard
    assert played.focused_by_home == played.first_at_keyboard
    assert played.decisions > BY_KEYBOARD


def test_the_worker_page_runs_no_python_on_its_main_thread_and_stays_quiet(
    games: dict[str, Played],
) -> None:
    played = games["worker"]
    assert not played.main_thread_python
    played.tab.assert_quiet()


# A profile that blocks third-party storage, as test_embed_anywhere.py's demos meet it.
blocking = anywhere.blocking


def test_in_another_sites_frame_with_storage_refused_the_worker_page_plays(
    dist: Path, blocking: tuple[BrowserContext, Recorder], tmp_path: Path
) -> None:
    """Storage refused (a third-party iframe): PyScript's worker opens IndexedDB as it
    starts, which the frame refuses; build.py puts the page's IndexedDB stand-in before every
    PyScript worker's code, so the worker's page starts there too (before: boot.js kept the
    page's glue, whose own bots' worker failed the same way, and the bots thought on the
    page). The app says storage is refused, and a game against a bot plays in memory."""
    context, recorder = blocking
    with build.serving(dist) as app:
        post = anywhere.blog(tmp_path / "blog", f"{app}index.html")
        with build.serving(post.parent) as host:
            page = context.new_page()
            page.goto(anywhere.on_another_site(host) + post.name)
            frame = anywhere.demo_frame(page)
            frame.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
            assert anywhere.storage_refused(frame)
            assert frame.evaluate("document.documentElement.dataset.shell") == "worker"
            assert not frame.evaluate(MAIN_THREAD_PYTHON)
            assert frame.get_attribute("body", "data-worker") == "ready"
            assert t("app.no_storage") in frame.inner_text("#screen")
            frame.click("[data-command=new]")
            frame.wait_for_selector("#new-game")
            frame.select_option("#kind1", "easy")
            frame.select_option("#pause", "0")
            frame.click("#new-game button[type=submit]")
            frame.wait_for_function("document.body.dataset.screen === 'table'")
            for _ in range(3):  # the person's decisions, each answered by the bot in the worker
                assert wait_decision(frame) == "decide"  # type: ignore[arg-type]  # a Frame waits alike
                action = first_in_sight(frame)  # type: ignore[arg-type]
                mark_prompt_stale(frame)  # type: ignore[arg-type]
                frame.click(f'#prompt [data-action="{action}"]')
            assert wait_decision(frame) == "decide"  # type: ignore[arg-type]
            page.close()
    assert recorder.page_errors == []
    assert set(recorder.console_errors) <= {"MessageEvent"}


# In the page: the saved memory of Pyodide (static/pyodide-start.mjs), its bytes replaced.
DAMAGE_MEMORY = """async () => {
  for (const name of await caches.keys()) {
    if (!name.startsWith('pyodide-memory ')) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) await cache.put(request, new Response('damaged'));
  }
}"""


def test_the_worker_page_restores_python_from_its_saved_memory_and_plays_offline(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    """The first start is Pyodide's usual one; once the page has been quiet a while, the app's
    worker keeps Pyodide's memory (from a worker of its own). With the server stopped, a
    reload starts the app's worker from the cache and Python from that memory, and its bot
    answers. A damaged memory is dropped, and the next start is the usual one."""
    session = new_session()
    with build.serving(dist) as base:
        page = session.open(base + "?shell=worker")
        assert page.get_attribute("html", "data-python-start") == "fresh"
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=WAIT_MS)
        page.wait_for_selector("html[data-python-memory]", state="attached", timeout=WAIT_MS)
        assert page.get_attribute("html", "data-python-memory") == "kept"
    page.reload()
    wait_ready(page)
    assert page.get_attribute("html", "data-python-start") == "memory"
    assert page.get_attribute("body", "data-screen") == "home"
    whole_games.start_game(page, registry.get(GAME), SEED, KINDS)
    for _ in range(3):  # the person's decisions, each answered by the bot in the worker
        assert wait_decision(page) == "decide"
        action = first_in_sight(page)
        mark_prompt_stale(page)
        page.click(f'#prompt [data-action="{action}"]')
    assert wait_decision(page) == "decide"
    page.evaluate(DAMAGE_MEMORY)
    page.reload()
    wait_ready(page)
    assert page.get_attribute("html", "data-python-start") == "fresh"
    assert wait_decision(page) == "decide"  # the game, resumed from its save
    assert session.recorder.page_errors == []
    assert session.recorder.console_errors == []  # the damaged memory's is a warning


def test_a_worker_that_never_answers_gives_way_to_the_page_s_glue(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    """The worker's interpreter cannot be downloaded (its first request fails): PyScript's
    worker then says nothing, and after a minute of the page in view (the page's clock run
    on) the shell starts the page again on its own Python glue, the address's fragment
    kept; that page is ready and draws Home."""
    session = new_session()
    asked: list[str] = []

    def first_fails(route: Route) -> None:
        asked.append(route.request.url)
        if len(asked) == 1:
            route.abort()
        else:
            route.continue_()

    session.context.route("**/pyodide.asm.wasm", first_fails)
    with build.serving(dist) as base:
        page = session.context.new_page()
        page.clock.install()
        page.goto(base + "#rules")
        page.wait_for_function("document.documentElement.dataset.shell === 'worker'")
        for _ in range(WAIT_MS // 100):  # the worker has asked for its interpreter, in vain
            if asked:
                break
            page.wait_for_timeout(100)
        assert len(asked) == 1
        page.clock.run_for(61_000)
        page.wait_for_url("**/?shell=page#rules", timeout=WAIT_MS)
        wait_ready(page)
        assert page.evaluate("document.documentElement.dataset.shell") == "page"
        assert len(asked) >= 2  # the page's own interpreter (and its bots' worker's), answered
        assert page.get_attribute("body", "data-screen") == "home"
    assert session.recorder.console_errors == [
        "The app's worker failed: no answer from the worker in 60000 ms"
    ]
    # The request made to fail, reported by the worker when it comes before the page goes
    # (a full run's page had gone first): nothing else.
    assert set(session.recorder.page_errors) <= {"Failed to fetch"}


def test_a_name_typed_before_the_worker_answers_is_kept(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    """A seat's kind changed sends the form to the worker; a name typed before its drawing
    comes back must survive that drawing, which knows only the older name (a full run's
    phone game lost its 40-letter name so, and the game started with "Player 1")."""
    session = new_session()
    with build.serving(dist) as base:
        page = session.open(base)
        page.click("[data-command=new]")
        page.wait_for_selector("#new-game")
        answered(page)
        page.evaluate(
            """() => {  // in one task: the worker's answer to the change cannot come between
              const kind = document.getElementById('kind1');
              kind.value = 'medium';
              kind.dispatchEvent(new Event('change', { bubbles: true }));
              const name = document.getElementById('name0');
              name.value = 'Typed meanwhile';
              name.dispatchEvent(new Event('input', { bubbles: true }));
            }"""
        )
        answered(page)
        assert page.input_value("#name0") == "Typed meanwhile"
        assert page.input_value("#kind1") == "medium"
    assert session.recorder.console_errors == []
    assert session.recorder.page_errors == []


# Fills this origin's localStorage to within a few characters of the browser's quota.
FILL_STORAGE = """() => {
  let size = 1 << 20;
  let keys = 0;
  while (size >= 16) {
    try {
      localStorage.setItem('filler-' + keys, 'x'.repeat(size));
      keys += 1;
    } catch (error) {
      size >>= 1;
    }
  }
  return keys;
}"""


def test_a_full_storage_leaves_the_game_in_memory_and_says_so(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    """The browser's storage full (its real quota) while a game is on the table: the save
    the worker wrote is refused by the page, which tells the worker, and the table says the
    game goes on in memory (before, the page only warned on its console)."""
    session = new_session()
    with build.serving(dist) as base:
        page = session.open(base)
        whole_games.start_game(page, registry.get(GAME), SEED, KINDS)
        assert wait_decision(page) == "decide"
        assert t("table.in_memory") not in page.inner_text("#screen")
        assert page.evaluate(FILL_STORAGE) > 0
        action = first_in_sight(page)
        mark_prompt_stale(page)
        page.click(f'#prompt [data-action="{action}"]')
        page.wait_for_function(
            "(text) => document.querySelector('#screen').innerText.includes(text)",
            arg=t("table.in_memory"),
            timeout=WAIT_MS,
        )
    assert session.recorder.console_errors == []
    assert session.recorder.page_errors == []
