"""Learn to play, in the browser (issue 33): each game's tutorial started from the home screen
and followed by clicking only what it points at, to its end; a wrong but legal choice made and
seen explained; a tutorial left and resumed. One Pyodide boot for the module: one page, the
bots' pause at none."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page, Playwright

import build
from tabletop.ui.autosave import SETTINGS_KEY

from .conftest import Recorder, Session, launch_options, scoped
from .test_links import screen_is
from .test_play import WAIT_MS, open_with_saves, wait_for
from .test_site import other_origin_requests

# Each game's tutorial: its title, its lessons, and the most clicks of the learner from the
# deal to its last lesson (73 for Eminent Domain, 29 for Microcosm, 30 for Chaos Theory, 36
# for the 2010 prototype).
GAMES = {
    "eminent-domain": ("Eminent Domain", 27, 80),
    "microcosm": ("Eminent Domain: Microcosm", 14, 32),
    "chaos-theory": ("Eminent Domain: Chaos Theory", 17, 32),
    "prototype-2010": ("Eminent Domain: the 2010 prototype", 20, 40),
}

# The one tutorial followed with the table's moves shown: each click on a thing that moves waits
# for it to stop (STILL), about a third of a second a click. The others are followed as a
# person who asked for reduced motion follows them (nothing moves, nothing to wait for): 26 s
# for the four, not 100 s, on this machine.
MOVING = "chaos-theory"

# "done" on the tutorial's end panel, "decide" when the learner has a choice with something
# pointed at (drawn after the last click: the prompt is not the one marked stale).
POINTED = """
  if (document.body.dataset.screen === 'error') return 'error';
  if (document.querySelector('#lesson[data-done]')) return 'done';
  const prompt = document.querySelector('#prompt');
  if (prompt && !prompt.dataset.stale && prompt.classList.contains('yours')
      && prompt.querySelector('[data-lesson-point][data-action]')) return 'decide';
  return false;
"""


@pytest.fixture(scope="module")
def base(dist: Path) -> Iterator[str]:
    with build.serving(dist) as url:
        yield url


@pytest.fixture(scope="module")
def page(
    playwright: Playwright, tmp_path_factory: pytest.TempPathFactory, base: str
) -> Iterator[Page]:
    context: BrowserContext = playwright.chromium.launch_persistent_context(
        str(tmp_path_factory.mktemp("tutorial-profile")), **launch_options()
    )
    context.add_init_script(LAST_CLICK)
    recorder = Recorder()
    recorder.attach(context)
    settings = {scoped("/", SETTINGS_KEY): '{"pause_ms": 0, "lang": "en"}'}
    yield open_with_saves(Session(context, recorder), base, settings)
    context.close()
    assert recorder.console_errors == []
    assert recorder.page_errors == []
    assert other_origin_requests(recorder.requests, base) == []


def lesson(page: Page) -> str:
    return page.inner_text("#lesson")


def go_home(page: Page) -> None:
    if page.evaluate("document.body.dataset.screen") != "home":
        page.locator("#screen [data-command=home]").first.click()
    screen_is(page, "home")


def learn(page: Page, game: str, again: bool = False) -> None:
    """From the home screen: "Learn to play" the game (from the deal if `again`)."""
    go_home(page)
    command = "tutorial-restart" if again else "tutorial"
    page.click(f'.learn [data-command="{command}"][data-game="{game}"]')
    assert wait_for(page, POINTED) == "decide"


# Where the page's last click landed: the choice it took (or the element, when none), to say
# what was clicked if the page then stops (a click after resuming Microcosm's tutorial once
# drew nothing, on a loaded machine: issue 33).
LAST_CLICK = """addEventListener('click', (e) => {
  const hit = e.target.closest('[data-pick],[data-pick-group],[data-action]') || e.target;
  window.edLastClick = hit.outerHTML.slice(0, 300);
}, true);"""
# No animation that ends still running (static/morph.js: a thing sliding or turning is
# clicked where it ends; the lesson's pointer pulses forever).
STILL = """document.getAnimations().every(
  (a) => a.playState !== 'running' || a.effect.getComputedTiming().endTime === Infinity)"""


def click_pointed(page: Page) -> str:
    """Click what the lesson points at first (the path the tests in CPython walk): on the
    table when a thing there takes that choice (a stack, a planet, a slot...), else its
    button; wait for the next lesson."""
    page.evaluate("document.querySelector('#prompt').dataset.stale = '1'")
    button = page.locator("#prompt [data-lesson-point][data-action]").first
    action = button.get_attribute("data-action")
    on_table = page.locator(f".board [data-lesson-point][data-pick='{action}']")
    if on_table.count() and on_table.first.is_visible():
        page.wait_for_function(STILL, timeout=WAIT_MS)
        on_table.first.click()
    else:
        button.click()
    try:
        return wait_for(page, POINTED)
    except AssertionError as stopped:
        clicked = page.evaluate("window.edLastClick || 'nothing'")
        raise AssertionError(f"{stopped}\nclicked for {action!r}: {clicked}") from None


def test_a_wrong_but_legal_choice_is_allowed_and_explained(page: Page) -> None:
    learn(page, "eminent-domain")
    assert "lesson 1 of 27" in lesson(page)
    assert page.locator("#prompt [data-lesson-point]").get_attribute("data-action") == "skip"
    page.evaluate("document.querySelector('#prompt').dataset.stale = '1'")
    page.click('#prompt [data-action="act produce-trade"]')  # legal, not what is pointed at
    assert wait_for(page, POINTED) == "decide"
    explained = page.inner_text("#lesson .lesson-deviation")
    assert "that is legal, since any card may be played for its Action" in explained
    assert "lesson 1 of 27" in lesson(page)  # the tutorial goes on, the lesson waits
    assert page.locator("#prompt [data-lesson-point][data-action]").count() >= 1


@pytest.mark.parametrize("game", GAMES)
def test_learn_to_play_by_clicking_only_what_is_pointed_at(page: Page, game: str) -> None:
    title, lessons, most = GAMES[game]
    page.emulate_media(reduced_motion="no-preference" if game == MOVING else "reduce")
    resumable = page.locator(f'.learn [data-command=tutorial-restart][data-game="{game}"]')
    go_home(page)
    learn(page, game, again=resumable.count() > 0)
    assert f"lesson 1 of {lessons}" in lesson(page)
    pointed = page.locator("[data-lesson-point]")
    assert pointed.first.get_attribute("aria-describedby") == "lesson-text"
    clicks, state = 0, "decide"
    while state != "done":
        state = click_pointed(page)
        clicks += 1
        assert clicks <= most, lesson(page)
        if clicks == 10:  # left and resumed where it was
            where = re.search(rf"lesson \d+ of {lessons}", lesson(page))
            assert where
            page.click("#lesson [data-command=home]")
            screen_is(page, "home")
            resume = page.locator(f'.learn [data-command=tutorial][data-game="{game}"]')
            assert f"Resume learning {title}" in resume.inner_text()
            resume.click()
            assert wait_for(page, POINTED) == "decide"
            assert where.group(0) in lesson(page)
    assert "You have met every lesson" in lesson(page)
    assert "Game end" in lesson(page)
    assert page.locator("[data-lesson-point]").count() == 0
