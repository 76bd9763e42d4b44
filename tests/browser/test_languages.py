"""French and English in the page: a French browser gets the French home screen and
`<html lang="fr">`; the switch gives English, and a reload keeps it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Playwright

from .conftest import Recorder, Session, launch_options, wait_ready
from .test_play import played


@pytest.fixture
def french_browser(playwright: Playwright, tmp_path: Path) -> Iterator[Session]:
    """A fresh profile whose browser asks for French (`navigator.languages` is fr-FR)."""
    context: BrowserContext = playwright.chromium.launch_persistent_context(
        str(tmp_path / "fr"), locale="fr-FR", **launch_options()
    )
    recorder = Recorder()
    recorder.attach(context)
    yield Session(context, recorder)
    context.close()


def test_a_french_browser_gets_french_and_the_switch_to_english_is_kept(
    dist: Path, french_browser: Session
) -> None:
    with played(dist, french_browser) as base:
        page = french_browser.open(base)
        assert page.evaluate("navigator.languages[0]").startswith("fr")
        assert page.get_attribute("html", "lang") == "fr"
        assert page.inner_text("#home-title") == "Jouer"
        assert "Nouvelle partie" in page.inner_text("#screen")
        switch = page.locator(".lang-switch")
        assert switch.get_attribute("aria-label") == "Langue"
        assert page.get_attribute("[data-lang=fr]", "aria-pressed") == "true"

        page.click("[data-command=language][data-lang=en]")
        page.wait_for_function("document.documentElement.lang === 'en'")
        assert page.inner_text("#home-title") == "Play"
        assert "New game" in page.inner_text("#screen")
        assert "Nouvelle partie" not in page.inner_text("#screen")
        assert page.get_attribute("[data-lang=en]", "aria-pressed") == "true"

        page.reload()
        wait_ready(page)
        assert page.get_attribute("html", "lang") == "en"
        assert page.inner_text("#home-title") == "Play"

        # Back to French, then a Microcosm table speaks it, toolbar and all.
        page.click("[data-command=language][data-lang=fr]")
        page.wait_for_function("document.documentElement.lang === 'fr'")
        page.click("[data-command=new]")
        page.select_option("#game", "microcosm")
        page.click("button[type=submit]")
        page.wait_for_selector(".mc-supply")
        screen = page.inner_text("#screen")
        assert "Réserve" in screen and "Accueil" in screen and "Supply" not in screen
        assert page.get_attribute("html", "lang") == "fr"
