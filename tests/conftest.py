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


# `build.py test` runs the suite on two workers (pytest-xdist): every test that drives a browser
# (tests/browser/, and a game's own `*_in_the_browser.py`) runs on one of them, in file order,
# so that one built site and one browser serve them all, while the other worker takes the tests
# without a browser. (xdist's own `loadgroup` cannot do it with this pytest: it renames items
# through an attribute pytest 9 no longer reads.)
def runs_a_browser(nodeid: str) -> bool:
    path = nodeid.split("::", 1)[0]
    return path.startswith("tests/browser/") or path.endswith("_in_the_browser.py")


class BrowserApart(LoadScopeScheduling):
    """The browser's tests are one unit of work; every other test is its own."""

    def _split_scope(self, nodeid: str) -> str:
        return "browser" if runs_a_browser(nodeid) else nodeid


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
