"""Top Card played to the end in the browser shell, by mouse against an Easy bot.

Nothing of the site names this game: the test serves the built site with the game added as
a game is added to the tree (its package beside the others in the app's zip, and its one line
in `tabletop/registry.py`'s `INSTALLED`), by answering the page's request for the zip with
that copy. The page's own code, styles and tests are untouched.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Playwright, Route

import build
from tests.browser.conftest import Recorder, launch_options, wait_ready

from .conftest import GAME_ID

pytestmark = pytest.mark.browser
HERE = Path(__file__).parent
PACKAGE = HERE.name
REGISTRY = "tabletop/registry.py"
LINE = "INSTALLED: dict[str, str] = {\n"
WAIT_MS = 120_000
WIDE = {"width": 1280, "height": 900}


def with_this_game(app_zip: bytes) -> bytes:
    """The app's zip with this package added and its line in the registry: adding a game."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(app_zip)) as source, zipfile.ZipFile(out, "w") as target:
        for info in source.infolist():
            data = source.read(info)
            if info.filename == REGISTRY:
                text = data.decode()
                assert text.count(LINE) == 1, "the registry's INSTALLED is not where it was"
                line = f'    "{GAME_ID}": "{PACKAGE}",\n'
                data = text.replace(LINE, LINE + line).encode()
            target.writestr(info, data)
        for path in sorted(HERE.rglob("*.py")):
            if not path.name.startswith(("test_", "conftest")):
                target.write(path, f"{PACKAGE}/{path.relative_to(HERE).as_posix()}")
    return out.getvalue()


@pytest.fixture(scope="module")
def browser(playwright: Playwright) -> Iterator[Browser]:
    browser = playwright.chromium.launch(**launch_options())
    yield browser
    browser.close()


def test_a_whole_game_against_a_bot(browser: Browser, dist: Path) -> None:
    app_zip = next((dist / "pkg").glob("*.zip"))
    served = with_this_game(app_zip.read_bytes())

    def answer(route: Route) -> None:
        route.fulfill(body=served, headers={"Content-Type": "application/zip"})

    with build.serving(dist) as base:
        # Without a service worker every request of the page and of the bots' worker meets
        # the route (a service worker's own fetches would pass it by).
        context = browser.new_context(
            service_workers="block", viewport={"width": 1280, "height": 900}
        )
        context.route(f"**/pkg/{app_zip.name}", answer)
        recorder = Recorder()
        recorder.attach(context)
        page = context.new_page()
        page.goto(base)
        wait_ready(page)
        page.click("[data-command=new]")
        page.wait_for_selector("#new-game")
        page.select_option("#game", GAME_ID)
        page.wait_for_selector("#kind1", state="attached")
        page.select_option("#kind1", "easy")
        page.select_option("#pause", "0")
        page.click("#new-game button[type=submit]")
        page.wait_for_function("document.body.dataset.screen === 'table'", timeout=WAIT_MS)
        played = 0
        while not page.query_selector(".end"):
            assert played <= 10, "more decisions than the game has tricks"
            page.wait_for_selector("#prompt .actions [data-action], .end", timeout=WAIT_MS)
            if page.query_selector(".end"):
                break
            card = page.get_attribute("#prompt .actions [data-action]", "data-action")
            page.click(f'#prompt [data-action="{card}"]')
            page.wait_for_function(
                "(card) => !document.querySelector(`#prompt [data-action='${card}']`)",
                arg=card,
                timeout=WAIT_MS,
            )
            played += 1
        # The last card, at least, is the only choice: it is played for the person, and said so.
        assert 0 < played < 10
        assert "Tricks taken" in page.inner_text(".end")
        log = page.inner_text(".game-log, .table-side")
        assert log.count("took the trick") == 10
        assert log.count("the only choice: taken for you") == 10 - played
        assert recorder.console_errors == [] and recorder.page_errors == []
        context.close()
