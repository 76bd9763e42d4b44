"""What every test may rely on: the interface in English, and for the tests that drive a
browser (`tests/browser/`, and a game's own browser test such as `tests/top_card/`) one built
site and one Playwright driver for the whole run."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Playwright, sync_playwright

import build
from tabletop import text


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
