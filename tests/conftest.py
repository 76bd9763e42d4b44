"""What every test may rely on: the interface in English, and for the tests that drive a
browser (`tests/browser/`, and a game's own browser test such as `tests/top_card/`) one built
site and one Playwright driver for the whole run."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Playwright, sync_playwright
from xdist.remote import Producer
from xdist.scheduler import LoadScopeScheduling

import build
from tabletop import text

# `build.py test` runs the suite on two workers (pytest-xdist). The tests that drive a browser
# (tests/browser/, and a game's own `*_in_the_browser.py`) are two units of work, each run on
# one worker in file order, one built site serving them all: a browser test mostly waits (for
# Pyodide, a bot, a redraw), so two of them at once keep both cores busier: 12 min, not 14 on
# this machine. BESIDE is about 40 % of the browser's time (per module, from `pytest
# --junitxml`), chosen so that its worker, which then takes the tests without a browser (each
# its own unit), ends with the other. (xdist's own `loadgroup` cannot do it with this pytest:
# it renames items through an attribute pytest 9 no longer reads.)
BESIDE = {
    "test_accessibility.py",
    "test_embed.py",
    "test_links.py",
    "test_morph.py",
    "test_tutorials.py",
    "test_site.py",
    "test_csp.py",
    "test_deploy.py",
    "test_untrusted.py",
}

assert all((Path(__file__).parent / "browser" / name).is_file() for name in BESIDE), BESIDE


def runs_a_browser(nodeid: str) -> bool:
    path = nodeid.split("::", 1)[0]
    return path.startswith("tests/browser/") or path.endswith("_in_the_browser.py")


class BrowserApart(LoadScopeScheduling):
    """The browser's tests are two units of work; every other test is its own."""

    def _split_scope(self, nodeid: str) -> str:
        if not runs_a_browser(nodeid):
            return nodeid
        module = nodeid.split("::", 1)[0].rsplit("/", 1)[-1]
        return "browser, beside" if module in BESIDE else "browser"


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Producer) -> BrowserApart:
    return BrowserApart(config, log)


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """The interface's language is a global (the page has one): a test that switches it (an
    app told to speak French) must not leave the next test's drawings and expected texts in
    French, whichever module runs next."""
    yield
    text.set_language("en")


@pytest.fixture(scope="session")
def dist() -> Path:
    """The built site; built here when the suite runs without ``build.py test``."""
    if not (build.DIST / "index.html").exists():
        build.build()
    return build.DIST


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    """One driver for the run: Playwright's sync API cannot be started twice at once."""
    with sync_playwright() as driver:
        yield driver
