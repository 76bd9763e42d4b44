"""Browser fixtures: serve the built dist/ on 127.0.0.1 and drive Chromium through Playwright.

Chromium comes from ED_CHROMIUM (``build.py test`` sets it to Debian's /usr/bin/chromium), else
Playwright's own. These tests fail, never skip, when no browser can start: CI must not go green
without a real browser.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright

import build
from tabletop import saves
from tabletop.ui import namespace

READY = 'body[data-ready="1"]'
READY_TIMEOUT_MS = 90_000


def scoped(base: str, key: str) -> str:
    """Where the app served at `base` (a URL or a path) keeps one of its keys in
    localStorage: under its scope, the directory of its address (tabletop/ui/namespace.py)."""
    return namespace.scoped_key(namespace.scope_of(urlsplit(base).path), key)


# Where the app keeps its saves when served at a site's root (`build.serving`'s default).
SAVE_PREFIX = scoped("/", saves.PREFIX)


# Headless Chromium's renderer crashed ("Target crashed", or "Page crashed" when the page was
# being waited for) in a few full runs out of some twenty since issue 15, each time in a
# different test, which then passed when run again alone: a browser test whose page crashed
# runs once more, and the summary counts it as "rerun". A crash our page caused would come
# back in the second run, and fail it.
RENDERER_CRASH = ["Target crashed", "Page crashed"]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.flaky(reruns=1, only_rerun=RENDERER_CRASH))


def launch_options() -> dict[str, Any]:
    return {
        "executable_path": os.environ.get("ED_CHROMIUM") or None,
        "headless": True,
        "args": build.CHROMIUM_ARGS,
    }


# A module's own server and Chromium, for the modules that play long games in several
# contexts of one browser (the whole games, the phone's table, the worker's page).
@pytest.fixture(scope="module")
def site(dist: Path) -> Iterator[str]:
    with build.serving(dist) as base:
        yield base


@pytest.fixture(scope="module")
def browser(playwright: Playwright) -> Iterator[Browser]:
    browser = playwright.chromium.launch(**launch_options())
    yield browser
    browser.close()


@dataclass
class Recorder:
    """Everything a browser context did that a test may want to check."""

    requests: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)  # "404 <url>": what a console error named
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)

    def attach(self, context: BrowserContext) -> None:
        # Listening on the context includes requests made by workers and service workers.
        context.on("request", lambda request: self.requests.append(request.url))
        context.on(
            "response",
            lambda response: (
                self.missing.append(f"{response.status} {response.url}")
                if response.status >= 400
                else None
            ),
        )
        context.on(
            "console",
            lambda message: (
                self.console_errors.append(message.text) if message.type == "error" else None
            ),
        )
        context.on("weberror", lambda error: self.page_errors.append(str(error.error)))


@dataclass
class Session:
    context: BrowserContext
    recorder: Recorder

    def open(self, url: str) -> Page:
        page = self.context.new_page()
        page.goto(url)
        wait_ready(page)
        return page


def wait_ready(page: Page) -> None:
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)


def answered(page: Page) -> None:
    """The page has drawn its answer to the person's last event: at once on the page's glue;
    on the worker's page (static/shell.js) once the worker's drawing came (body's
    data-waiting until then)."""
    page.wait_for_function("!document.body.dataset.waiting", timeout=READY_TIMEOUT_MS)


def menu_command(page: Page, command: str) -> None:
    """Click a command of the table's menu (Home, Replay and share…), unfolding the menu first
    where it is folded to one button (a phone's table: issue 33, point 3)."""
    target = page.locator(f"#screen [data-command={command}]").first
    if not target.is_visible() and page.is_visible("#screen [data-command=menu]"):
        page.click("#screen [data-command=menu]")
    target.click()


@pytest.fixture
def new_session(playwright: Playwright, tmp_path: Path) -> Iterator[Any]:
    """A factory of fresh browser profiles (persistent, so service workers and caches work)."""
    contexts: list[BrowserContext] = []

    def make(name: str = "profile") -> Session:
        context = playwright.chromium.launch_persistent_context(
            str(tmp_path / name), **launch_options()
        )
        contexts.append(context)
        recorder = Recorder()
        recorder.attach(context)
        return Session(context, recorder)

    yield make
    for context in contexts:
        context.close()
