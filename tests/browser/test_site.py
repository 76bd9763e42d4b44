"""The walking skeleton in a real Chromium: ready, quiet, same-origin, persistent, offline."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

import build
import tabletop
import tabletop.names

from .conftest import Session, wait_ready


def other_origin_requests(requests: list[str], base: str) -> list[str]:
    origin = urlsplit(base)[:2]
    return [
        url
        for url in requests
        if not url.startswith(("data:", "blob:")) and urlsplit(url)[:2] != origin
    ]


def test_page_becomes_ready_from_its_own_origin_only(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    session = new_session()
    with build.serving(dist) as base:
        page = session.open(base)
        assert page.text_content("#version") == tabletop.__version__
        assert page.text_content("#python-version").startswith("3.14")
        assert page.is_hidden("#boot")
        assert page.is_visible("#screen")
        assert page.is_visible("[data-command=new]")
    requests = session.recorder.requests
    # The listener really saw the runtime being fetched, so "no other origin" is not vacuous.
    assert any(url.endswith("/vendor/pyodide/pyodide.asm.wasm") for url in requests)
    assert any(url.endswith("/pkg/tabletop.zip") for url in requests)
    assert other_origin_requests(requests, base) == []
    assert session.recorder.console_errors == []
    assert session.recorder.page_errors == []


# The start-up stages each page shows, in order: the worker's page has no hook that sees its
# interpreter start (in the worker), so it goes from the download to loading the game.
STAGES = {"": "download load", "?shell=page": "download start load"}


@pytest.mark.parametrize("query", STAGES)
def test_first_paint_names_each_start_up_stage_in_order(
    dist: Path, new_session: Callable[..., Session], query: str
) -> None:
    session = new_session()
    with build.serving(dist) as base:
        page = session.context.new_page()
        # What the page showed when its HTML was parsed, noted by the page itself (a busy
        # machine may answer the test later than the runtime moves on).
        page.add_init_script(
            """document.addEventListener("DOMContentLoaded", () => {
              const status = document.getElementById("boot-status");
              document.documentElement.dataset.firstStatus = status ? status.textContent : "";
              document.documentElement.dataset.firstBoot = String(
                !document.getElementById("boot").hidden && !document.body.dataset.ready);
            });"""
        )
        page.goto(base + query, wait_until="domcontentloaded")
        wait_ready(page)
        # Plain HTML/CSS was on screen, naming the first stage, before Python had started.
        assert page.get_attribute("html", "data-first-boot") == "true"
        assert page.get_attribute("html", "data-first-status") == "Downloading the runtime…"
        stages = page.get_attribute("html", "data-boot-stages")
    assert stages == STAGES[query]


# What a visit showed once its HTML was parsed, noted by the page itself, and the same read
# again later: the screen, the start-up panel, and where the New game button stood.
SCREEN_JS = """() => {
  const screen = document.getElementById("screen");
  const boot = document.getElementById("boot");
  const button = document.querySelector("#screen [data-command=new]");
  const box = button ? button.getBoundingClientRect() : null;
  return {
    ready: Boolean(document.body.dataset.ready),
    resuming: document.body.dataset.resuming || "",
    shown: !screen.hidden, inert: screen.inert, text: screen.innerText,
    commands: Array.from(screen.querySelectorAll("[data-command]"), (e) => e.dataset.command),
    boot: !boot.hidden, bootPosition: getComputedStyle(boot).position,
    button: box ? [box.left, box.top, box.width, box.height] : null,
  };
}"""
AT_FIRST_PAINT = f"""document.addEventListener("DOMContentLoaded", () => setTimeout(() => {{
  if (!document.getElementById("screen")) return;  // not the app's page
  document.documentElement.dataset.firstScreen = JSON.stringify(({SCREEN_JS})());
}}, 0));"""


def first_screen(page: Any) -> dict[str, Any]:
    page.wait_for_selector("html[data-first-screen]", state="attached")
    return dict(json.loads(page.get_attribute("html", "data-first-screen")))


def test_a_first_visit_paints_home_before_python_and_python_draws_it_in_place(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    """Issue 34 (the largest paint, Lighthouse's LCP): a first visit shows Home, as build.py
    drew it with the app, the moment the page is parsed, inert, the start-up panel floating
    over its foot; Python's first drawing is the same Home, alive, and nothing on it moves.
    A visit with anything stored, or a link, gets the start-up panel alone as before."""
    session = new_session()
    with build.serving(dist) as base:
        page = session.context.new_page()
        page.add_init_script(AT_FIRST_PAINT)
        page.goto(base, wait_until="domcontentloaded")
        wait_ready(page)
        first = first_screen(page)
        live = page.evaluate(SCREEN_JS)
        assert first["ready"] is False and first["resuming"] == "first-visit", first
        assert first["shown"] and first["inert"] and first["boot"], first
        assert first["bootPosition"] == "fixed"  # over Home, which does not move when it goes
        assert live["shown"] and not live["inert"] and not live["boot"] and not live["resuming"]
        assert first["commands"] == live["commands"] and "new" in live["commands"]
        assert first["text"] == live["text"]
        assert first["button"] == live["button"], (first["button"], live["button"])
        page.close()

        # Not a first visit: this copy keeps something (a key from before scoping counts),
        # though no picture of a screen left. Then a link. (Another profile: the service
        # worker the first visit registered would answer the blank page.)
        other = new_session("stored")
        page = other.context.new_page()
        blank = '<!doctype html><link rel="icon" href="data:,"><title>blank</title>'
        page.route(base + "blank.html", lambda route: route.fulfill(body=blank))
        page.goto(base + "blank.html")  # this origin's storage, without the app
        page.evaluate(
            "(key) => localStorage.setItem(key, '{}')", tabletop.names.STORAGE_PREFIX + "index"
        )
        page.add_init_script(AT_FIRST_PAINT)
        for address in (base, base + "#rules"):
            page.goto(address, wait_until="domcontentloaded")
            shown = first_screen(page)
            assert not shown["shown"] and shown["boot"] and not shown["resuming"], address
            assert shown["bootPosition"] == "static", address
            page.goto(base + "blank.html")
            page.evaluate("localStorage.clear()")  # the link: a first visit, but a link
    for recorder in (session.recorder, other.recorder):
        assert recorder.missing == []
        assert recorder.console_errors == []
        assert recorder.page_errors == []


def test_site_works_under_a_sub_path(dist: Path, new_session: Callable[..., Session]) -> None:
    session = new_session()
    prefix = "/some-user/eminent-domain/"
    with build.serving(dist, prefix=prefix) as base:
        page = session.open(base)
        assert page.text_content("#version") == tabletop.__version__
    paths = [
        urlsplit(url).path
        for url in session.recorder.requests
        if not url.startswith(("data:", "blob:"))  # the bots' worker starts from a blob
    ]
    assert paths and all(path.startswith(prefix) for path in paths), paths
    assert other_origin_requests(session.recorder.requests, base) == []
    assert session.recorder.console_errors == []


def test_a_first_visit_downloads_each_file_once_compressed_under_10_mb(
    dist: Path, new_session: Callable[..., Session], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Speed you can feel, point 2. The service worker's precache checks each file with the
    server instead of taking it again (the page's own downloads are answered 304: it was
    28 MB for a 14 MB site), and the WebAssembly comes from its gzip sibling (9.6 -> 3.5 MB)."""
    answers: list[tuple[str, int]] = []
    sent: dict[str, list[str]] = {}
    send_response = build.DistHandler.send_response
    send_header = build.DistHandler.send_header

    def recorded(handler: build.DistHandler, code: int, message: str | None = None) -> None:
        answers.append((handler.path.split("?")[0], int(code)))
        send_response(handler, code, message)

    def header(handler: build.DistHandler, name: str, value: str) -> None:
        sent.setdefault(name.lower(), []).append(f"{handler.path.split('?')[0]} {value}")
        send_header(handler, name, value)

    monkeypatch.setattr(build.DistHandler, "send_response", recorded)
    monkeypatch.setattr(build.DistHandler, "send_header", header)
    session = new_session()
    with build.serving(dist) as base:
        page = session.open(base)
        assert page.evaluate("navigator.serviceWorker.ready.then((r) => Boolean(r.active))")
    whole = [path for path, code in answers if code == 200]
    assert "/vendor/pyodide/pyodide.asm.wasm" in whole
    assert sorted({p for p in whole if whole.count(p) > 1}) == []
    assert ("/vendor/pyodide/pyodide.asm.wasm", 304) in answers  # checked, not taken again
    assert "/vendor/pyodide/pyodide.asm.wasm gzip" in sent["content-encoding"]
    transferred = sum(int(line.rsplit(" ", 1)[1]) for line in sent["content-length"])
    assert transferred < 10_000_000, transferred


# The page's own record of PyScript's steps (its py:progress events), from before any script.
PYSCRIPT_STEPS = """window.edSteps = {};
addEventListener("py:progress", (event) => { window.edSteps[event.detail] = performance.now(); });
addEventListener("py:ready", () => { window.edSteps["py:ready"] = performance.now(); });"""


def test_the_app_zip_is_fetched_once_while_the_interpreter_boots(
    dist: Path, new_session: Callable[..., Session], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 34, fetch in parallel: PyScript fetches the config's `files` only once the
    interpreter has booted; boot.js preloads the zip once the first frame is painted, so its
    download overlaps the boot, and PyScript's fetch takes that response: the page requests
    it once (on the page's glue, where PyScript runs on the page). The bots' worker, the
    service worker's precache and then the default page (the app's worker, which asks for
    it again) do not download it again."""
    answers: list[tuple[str, int]] = []
    send_response = build.DistHandler.send_response

    def recorded(handler: build.DistHandler, code: int, message: str | None = None) -> None:
        answers.append((handler.path.split("?")[0], int(code)))
        send_response(handler, code, message)

    monkeypatch.setattr(build.DistHandler, "send_response", recorded)
    session = new_session()
    zip_path = "/" + build.APP_ZIP.removeprefix("./")
    with build.serving(dist) as base:
        page = session.context.new_page()
        from_page: list[str] = []
        page.on(
            "request",
            lambda request: (
                from_page.append(request.url) if request.url.endswith(zip_path) else None
            ),
        )
        page.add_init_script(PYSCRIPT_STEPS)
        page.goto(base + "?shell=page&noworker")  # Python on the page, which PyScript starts
        wait_ready(page)
        assert page.evaluate("navigator.serviceWorker.ready.then((r) => Boolean(r.active))")
        steps = page.evaluate("window.edSteps")
        fetched = page.evaluate(
            """(path) => performance.getEntriesByType("resource")
                .filter((e) => new URL(e.name).pathname === path)
                .map((e) => ({ start: e.startTime, end: e.responseEnd }))""",
            zip_path,
        )
        # The default page too: its app's worker fetches the zip again, from the HTTP cache.
        worker_page = session.open(base)
        worker_page.wait_for_selector('body[data-worker="ready"]', state="attached")
    assert from_page == [base + build.APP_ZIP.removeprefix("./")]
    assert len(fetched) == 1, fetched
    # Asked for while the interpreter was loading, and there when PyScript wanted it.
    assert fetched[0]["start"] < steps["Loaded interpreter"]
    assert fetched[0]["end"] < steps["Loading files"] < steps["py:ready"]
    assert [code for path, code in answers if path == zip_path].count(200) == 1, answers
    assert session.recorder.console_errors == []


def test_reload_reaches_ready_with_the_server_stopped(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    session = new_session()
    with build.serving(dist) as base:
        page = session.open(base)
        # The service worker is registered once the game is ready; its install precaches all.
        assert page.evaluate("navigator.serviceWorker.ready.then((r) => Boolean(r.active))")
    # The server is stopped: nothing can come from the network any more.
    served_by_worker: list[str] = []
    page.on(
        "response",
        lambda response: (
            served_by_worker.append(response.url) if response.from_service_worker else None
        ),
    )
    page.reload()
    wait_ready(page)
    assert page.text_content("#version") == tabletop.__version__
    assert any(url.endswith("pyodide.asm.wasm") for url in served_by_worker)
    assert session.recorder.page_errors == []


def test_the_browser_plays_the_same_games_as_cpython(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    """Deterministic: same seed and actions, same game, on Pyodide's CPython 3.14 and here.

    The page ships no test hook: a page that exists only in this test (answered by
    Playwright, never written to dist/) loads the vendored Pyodide and the built package."""
    session = new_session()
    with build.serving(dist) as base:
        page = session.context.new_page()
        page.route(
            base + "self-check.html",
            lambda route: route.fulfill(body=SELF_CHECK_PAGE, content_type="text/html"),
        )
        page.goto(base + "self-check.html")
        wait_ready(page)
        for seed, players in [(1, 2), (2, 3), (3, 4)]:
            in_browser = page.evaluate(f"edRandomGameDigest({seed}, {players})")
            assert in_browser == random_game_digest(seed, players), (seed, players)
    assert session.recorder.console_errors == []


def test_the_page_ships_no_test_hook(dist: Path, new_session: Callable[..., Session]) -> None:
    session = new_session()
    with build.serving(dist) as base:
        page = session.open(base)
        assert page.evaluate("typeof window.edRandomGameDigest") == "undefined"
    assert "edRandomGameDigest" not in (dist / "static" / "main.py").read_text()


# A seeded random game's final-state digest, computed by the same source here and in Pyodide.
DIGEST_SOURCE = """
import hashlib, json
from tabletop import registry
from tabletop.rng import Rng
from tabletop.simulate import Tally, play_random

def random_game_digest(seed, players):
    spec = registry.get("eminent-domain")
    game = spec.new(spec.default_config(players), seed)
    play_random(spec, game, Rng(seed), Tally(), check=False)
    text = json.dumps(spec.snapshot(game), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()
"""


def random_game_digest(seed: int, players: int) -> str:
    found: dict[str, Any] = {}
    exec(DIGEST_SOURCE, found)  # the page runs the same text
    return str(found["random_game_digest"](seed, players))


SELF_CHECK_PAGE = """<!doctype html>
<meta charset="utf-8">
<title>self-check</title>
<script type="module">
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: "./vendor/pyodide/" });
const zip = await (await fetch("./pkg/tabletop.zip")).arrayBuffer();
pyodide.unpackArchive(zip, "zip");
const digest = pyodide.runPython(DIGEST_SOURCE + "\\nrandom_game_digest");
window.edRandomGameDigest = (seed, players) => digest(seed, players);
document.body.dataset.ready = "1";
</script>
""".replace("DIGEST_SOURCE", json.dumps(DIGEST_SOURCE))
