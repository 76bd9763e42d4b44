"""The table on a phone and on a desktop: a whole game against Hard played only by tapping
at 375 x 812 (the prompt in view after every bot move, never a sideways scroll, the bot's
thinking shown, the log a drawer that opens), the log beside a wide table newest first, and
a Research choice that explains its technology on focus."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, Playwright

import build
from eminent_domain.cards import TECH_FACE
from eminent_domain.spec import SPEC
from eminent_domain.state import Config
from tabletop.bots import make_bot
from tabletop.ui.saves import SaveDoc, Seat
from tabletop.ui.session import Session as GameSession

from .conftest import Recorder, launch_options, wait_ready
from .test_play import (
    SAVE_PREFIX,
    legal_actions,
    mark_prompt_stale,
    open_with_saves,
    quick_policy,
    wait_state,
)
from .test_site import other_origin_requests

PHONE = {"width": 375, "height": 812}
WIDE = {"width": 1280, "height": 900}
LONG_NAME = "N" * 40  # the form's maximum, with no place to break
MAX_DECISIONS = 400
# Counts the redraws that showed a bot thinking: the line is replaced at every redraw, so a
# MutationObserver sees each one even when the bot answers quickly.
WATCH_THINKING = """
  window.edThinking = 0;
  new MutationObserver(() => {
    if (document.querySelector('#prompt .waiting.thinking')) window.edThinking += 1;
  }).observe(document, {subtree: true, childList: true});
"""
PROMPT_IN_VIEW = """() => {
  const prompt = document.querySelector('#prompt');
  const choice = document.querySelector('#prompt [data-action]');
  const box = prompt.getBoundingClientRect();
  const first = choice.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= innerHeight + 1 && first.top >= 0
         && first.bottom <= innerHeight + 1;
}"""
SCROLL_WIDTH = "document.documentElement.scrollWidth"


class Phone:
    """A touch phone's browser context (its own profile), and what it did."""

    def __init__(self, playwright: Playwright, where: Path, **device: Any) -> None:
        self.context: BrowserContext = playwright.chromium.launch_persistent_context(
            str(where), **launch_options(), **device
        )
        self.recorder = Recorder()
        self.recorder.attach(self.context)

    def assert_quiet(self, base: str) -> None:
        assert self.recorder.console_errors == []
        assert self.recorder.page_errors == []
        assert other_origin_requests(self.recorder.requests, base) == []


@pytest.fixture
def site(dist: Path) -> Iterator[str]:
    with build.serving(dist) as base:
        yield base


@pytest.fixture
def device(playwright: Playwright, tmp_path: Path) -> Iterator[Callable[..., Phone]]:
    made: list[Phone] = []

    def make(**options: Any) -> Phone:
        made.append(Phone(playwright, tmp_path / f"profile{len(made)}", **options))
        return made[-1]

    yield make
    for phone in made:
        phone.context.close()


def test_a_whole_game_against_hard_by_tapping_on_a_phone(
    site: str, device: Callable[..., Phone], record_property: Callable[..., None]
) -> None:
    phone = device(viewport=PHONE, has_touch=True, is_mobile=True)
    page = phone.context.new_page()
    page.add_init_script(WATCH_THINKING)
    page.goto(site)
    wait_ready(page)
    # The bots' worker boots after the first screen: a Hard bot waiting for it would look
    # like a page that stopped.
    page.wait_for_function("document.body.dataset.worker", timeout=120_000)
    assert page.evaluate("document.body.dataset.worker") == "ready"
    started = time.monotonic()
    page.tap("[data-command=new]")
    page.wait_for_selector("#new-game")
    page.fill("#name0", LONG_NAME)
    page.select_option("#kind1", "hard")
    page.select_option("#pause", "0")
    page.tap("#new-game button[type=submit]")  # at the foot of the form: the page is scrolled
    page.wait_for_function("document.body.dataset.screen === 'table'")
    # The table starts at its top, not where the form was scrolled to.
    assert page.evaluate("scrollY") == 0
    widths: list[int] = []
    decisions = 0
    state = wait_state(page)
    while state == "decide":
        # After every bot move: the prompt and its first choice are on screen.
        assert page.evaluate(PROMPT_IN_VIEW), decisions
        widths.append(int(page.evaluate(SCROLL_WIDTH)))
        if decisions == 3:  # once, mid-game: the log drawer is closed, and opens by a tap
            assert page.eval_on_selector("#log", "e => e.open") is False
            page.tap("#log summary")
            assert page.eval_on_selector("#log", "e => e.open") is True
            assert page.is_visible("#log-lines li")
        action = quick_policy(legal_actions(page))
        mark_prompt_stale(page)
        page.tap(f'#prompt [data-action="{action}"]')
        decisions += 1
        assert decisions < MAX_DECISIONS
        state = wait_state(page)
    assert state == "end"
    seconds = time.monotonic() - started
    record_property("phone_game_seconds", round(seconds, 1))
    print(f"\nby touch: {decisions} decisions, {seconds:.1f} s")
    assert max(widths) <= PHONE["width"], widths
    assert page.evaluate(SCROLL_WIDTH) <= PHONE["width"]
    assert page.evaluate("window.edThinking") > 0  # "Hal (Hard) is thinking…" was shown
    # The drawer stays as the player left it, across the bot's redraws.
    assert page.eval_on_selector("#log", "e => e.open") is True
    phone.assert_quiet(site)


def _save_at(seed: int, wanted: Callable[[list[str]], bool]) -> str:
    """A save where the human (seat 0, against an Easy bot) faces a decision `wanted`
    accepts; Easy bots play both seats until then."""
    seats = (Seat("Ada", "human"), Seat("Rob", "bot", "easy"))
    session = GameSession.new(SPEC, Config(2).to_dict(), seed, seats)
    bots = [make_bot("easy", SPEC, seed * 10 + seat) for seat in range(2)]
    while not session.game.is_over:
        seat = session.game.current_player
        assert seat is not None
        view = session.view(seat)
        if seat == 0 and len(session.steps) > 8 and wanted(view["legal_actions"]):
            when = "2026-01-02T03:04:05+00:00"
            return SaveDoc("Mid-game", when, when, seats, False, session.record).to_json()
        session.apply(bots[seat].choose(view))
    raise AssertionError("the wanted decision never came")


def _open(phone: Phone, site: str, save: str) -> Page:
    from .conftest import Session  # noqa: PLC0415

    page = open_with_saves(Session(phone.context, phone.recorder), site, {SAVE_PREFIX + "a": save})
    page.click("[data-command=continue]")
    assert wait_state(page) == "decide"
    return page


def test_on_a_desktop_the_log_is_beside_the_table_newest_first(
    site: str, device: Callable[..., Phone]
) -> None:
    phone = device(viewport=WIDE)
    page = _open(phone, site, _save_at(5, lambda actions: True))
    assert page.eval_on_selector("#log", "e => e.open") is True
    table = page.eval_on_selector(".table-main", "e => e.getBoundingClientRect().toJSON()")
    log = page.eval_on_selector("#log", "e => e.getBoundingClientRect().toJSON()")
    assert log["left"] >= table["right"]  # a column of its own...
    assert log["top"] < table["top"] + 200  # ...beside the table, not under it
    # Numbered from the start of the game, counting down: the first item is the newest.
    listed = page.eval_on_selector("#log-lines", "e => [e.reversed, e.start, e.children.length]")
    assert listed[0] is True and listed[1] == listed[2] > 1
    # The newest lines are marked, and the newest of all is the one repeated at the prompt.
    newest = page.inner_text("#log-lines li:first-child")
    assert "recent" in (page.get_attribute("#log-lines li:first-child", "class") or "")
    assert page.inner_text(".recent-moves li:last-child") == newest
    # Going narrow closes it into a drawer (as the player left it there: closed).
    page.set_viewport_size(PHONE)
    page.wait_for_function("!document.querySelector('#log').open")
    phone.assert_quiet(site)


def test_a_research_choice_shows_its_technology_on_focus(
    site: str, device: Callable[..., Phone]
) -> None:
    phone = device(viewport=PHONE, has_touch=True, is_mobile=True)
    save = _save_at(0, lambda actions: any(a.startswith("research ") for a in actions))
    page = _open(phone, site, save)
    action = next(a for a in legal_actions(page) if a.startswith("research "))
    key = action.split()[1]
    button = f'#prompt [data-action="{action}"]'
    tip_id = page.get_attribute(button, "aria-describedby")
    assert tip_id
    page.evaluate("document.activeElement.blur()")  # the page focuses the first choice
    assert not page.is_visible(f"#{tip_id}")
    page.focus(button)
    assert page.is_visible(f"#{tip_id}")
    assert TECH_FACE[key].text in page.inner_text(f"#{tip_id}")
    assert page.evaluate(SCROLL_WIDTH) <= PHONE["width"]
    phone.assert_quiet(site)
