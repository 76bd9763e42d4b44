"""French and English in the page: a French browser gets the French home screen and
`<html lang="fr">`; the switch gives English, and a reload keeps it. The start-up texts shown
before Python runs, the page around the screen and the rules demo speak the same language."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, Playwright

import tabletop

from .conftest import Recorder, Session, launch_options, wait_ready
from .test_play import played

FR_TAGLINE = "Explorez, colonisez, conquérez, produisez, commercez et recherchez."
EN_TAGLINE = "Survey, colonize, conquer, produce, trade and research."


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


# What the page showed once its HTML was parsed and the boot script had run, noted by the page
# itself (a busy machine may answer the test later than Python starts).
FIRST_PAINT = """document.addEventListener("DOMContentLoaded", () => setTimeout(() => {
  const root = document.documentElement;
  const text = (selector) => (document.querySelector(selector) || {}).textContent || "";
  root.dataset.first = JSON.stringify({
    lang: root.lang,
    ready: Boolean(document.body.dataset.ready),
    title: text("#boot-title"),
    status: text("#boot-status"),
    stage: text("#boot [data-stage=start]"),
    tagline: text(".masthead .tagline"),
    colophon: text(".colophon"),
    note: text("#boot .boot-note"),
  });
}, 0));"""


def first_paint(page: Page) -> dict[str, Any]:
    found = page.get_attribute("html", "data-first")
    assert found is not None
    return dict(json.loads(found))


def test_a_french_browser_is_told_in_french_while_python_starts_and_the_page_follows_the_switch(
    dist: Path, french_browser: Session
) -> None:
    with played(dist, french_browser) as base:
        page = french_browser.context.new_page()
        page.add_init_script(FIRST_PAINT)
        page.goto(base, wait_until="domcontentloaded")
        wait_ready(page)
        shown = first_paint(page)
        assert shown["ready"] is False and shown["lang"] == "fr"  # before Python had started
        assert shown["title"] == "Préparation du jeu"
        assert shown["status"] == "Téléchargement du moteur d'exécution…"
        assert shown["stage"] == "Démarrage de Python"
        assert shown["tagline"] == FR_TAGLINE
        # every game's credit (build.py's, from the specs), then the shell's words
        assert shown["colophon"].startswith("Eminent Domain, un jeu de Seth Jaffee")
        assert "Eminent Domain\u00a0: Microcosm, un jeu de" in shown["colophon"]
        # Python goes on in French, and the switch changes the page around the screen too.
        assert page.inner_text(".masthead .tagline") == FR_TAGLINE
        assert "dans votre navigateur" in page.inner_text(".colophon")
        assert "Chaos Theory, un jeu de dés inédit" in page.inner_text(".colophon")
        assert page.inner_text("#version") == tabletop.__version__
        page.click("[data-command=language][data-lang=en]")
        page.wait_for_function("document.documentElement.lang === 'en'")
        assert page.inner_text(".masthead .tagline") == EN_TAGLINE
        assert "running in your browser" in page.inner_text(".colophon")
        assert "Chaos Theory, an unpublished dice game" in page.inner_text(".colophon")
        assert page.inner_text("#version") == tabletop.__version__
        # The embed follows the switch this device made (English now), then the browser.
        embed = french_browser.context.new_page()
        embed.add_init_script(FIRST_PAINT)
        embed.goto(base + "embed.html#demo=eminent-domain/survey", wait_until="domcontentloaded")
        wait_ready(embed)
        assert first_paint(embed)["lang"] == "en" and first_paint(embed)["title"] == "Survey"
        assert embed.get_attribute("html", "lang") == "en"
        assert embed.inner_text("#caption").startswith("Survey finds new planets.")
        embed.evaluate("localStorage.clear()")
        embed.reload(wait_until="domcontentloaded")
        wait_ready(embed)
        shown = first_paint(embed)
        assert shown["ready"] is False and shown["lang"] == "fr"
        assert shown["title"] == "Démo des règles"  # a built-in's name is said by Python
        assert shown["note"] == "Préparation de la démo" and shown["status"].endswith("…")
        assert embed.get_attribute("html", "lang") == "fr"
        assert embed.inner_text("#demo-title") == "Exploration"
        assert embed.inner_text("#caption").startswith("L'Exploration trouve")
        assert embed.title() == "Eminent Domain\u00a0: démo des règles"
