"""The table on a phone and on a desktop: the log beside a wide table newest first, a Research
choice that explains its technology on focus, the keys among the choices, and a stack with
two roles tapped. How a choice is taken by touch (`tap_choice`) is shared with the whole games
played on a phone in tests/browser/test_whole_games.py."""

from __future__ import annotations

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
from tabletop.saves import SaveDoc, Seat
from tabletop.ui.session import Session as GameSession

from .conftest import Recorder, launch_options
from .test_play import (
    SAVE_PREFIX,
    legal_actions,
    mark_prompt_stale,
    open_with_saves,
    wait_state,
)
from .test_site import other_origin_requests

PHONE = {"width": 375, "height": 812}
WIDE = {"width": 1280, "height": 900}
# Counts the redraws that showed a bot thinking (tests/browser/test_whole_games.py): the line
# is replaced at every redraw, so a MutationObserver sees each one even when the bot answers
# quickly.
WATCH_THINKING = """
  window.edThinking = 0;
  new MutationObserver(() => {
    if (document.querySelector('#prompt .waiting.thinking')) window.edThinking += 1;
  }).observe(document, {subtree: true, childList: true});
"""
SCROLL_WIDTH = "document.documentElement.scrollWidth"
# A phone table (issue 33, point 3): the whole table within two screens of 375 x 812 ...
TWO_SCREENS = 2 * PHONE["height"]
# ... and, while the person decides, how much of the screen shows the table: the share not
# covered by the decision panel (fixed at the foot) or the page's chrome above the status bar
# (`share`), the panel's own share (`panel`), and where the table ends on the page (`table`).
TABLE_IN_VIEW = """() => {
  const prompt = document.querySelector('#prompt');
  const panel = prompt.getBoundingClientRect();
  const fixed = getComputedStyle(prompt).position === 'fixed';
  const top = Math.max(0, document.querySelector('.status-bar').getBoundingClientRect().top);
  const bottom = fixed ? panel.top : innerHeight;
  return {share: (bottom - top) / innerHeight, panel: panel.height / innerHeight,
          table: document.querySelector('.table-main').getBoundingClientRect().bottom + scrollY};
}"""


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


def tap_choice(page: Page, action: str) -> str:
    """Take `action` by touch. A pass or an end (`skip`, `done`) is a button of the action
    bar; anything else is tapped on the table when it is a target there: directly, or (a
    thing with several choices) then its marked button. Returns how it was taken."""
    mark_prompt_stale(page)
    button = f'#prompt [data-action="{action}"]'
    subject = page.get_attribute(button, "data-subject")
    if action not in ("skip", "done") and page.locator(f'[data-pick="{action}"]').count():
        page.locator(f'[data-pick="{action}"]').first.tap()
        return "target"
    if action not in ("skip", "done") and subject:
        page.locator(f'[data-pick-group="{subject}"]').first.tap()
        assert page.get_attribute(button, "class") and "picked" in str(
            page.get_attribute(button, "class")
        )
        page.tap(button)
        return "group"
    page.tap(button)
    return "button"


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


def test_on_a_desktop_the_log_is_beside_the_table_newest_first_and_the_last_mover_marked(
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
    # The newest lines are marked, and repeated in the recap above the prompt (grouped by
    # seat, under whose name a line does not say it again: tests/ui/test_recap.py).
    newest = page.inner_text("#log-lines li:first-child")
    assert "recent" in (page.get_attribute("#log-lines li:first-child", "class") or "")
    named = newest.startswith("\u2068") and "\u2069 " in newest
    assert (newest.split("\u2069 ", 1)[1] if named else newest)[:-1] in page.inner_text(
        ".recent-moves"
    )
    # The last mover is marked on the table (their area and their score) with a short glow,
    # which stays still for a player who asked for reduced motion.
    glow = "els => els.map(e => getComputedStyle(e).animationName)"
    assert page.locator(".empire.last-move").count() == 1
    assert set(page.eval_on_selector_all(".last-move", glow)) == {"ed-last-move"}
    page.emulate_media(reduced_motion="reduce")
    assert set(page.eval_on_selector_all(".last-move", glow)) == {"none"}
    page.emulate_media(reduced_motion="no-preference")
    # Going narrow closes it into a drawer (as the player left it there: closed).
    page.set_viewport_size(PHONE)
    page.wait_for_function("!document.querySelector('#log').open")
    phone.assert_quiet(site)


def test_a_research_choice_shows_its_technology_on_focus_and_open_tips_let_taps_through(
    site: str, device: Callable[..., Phone]
) -> None:
    """A tip shows on focus (a tap focuses); once open, a tap on where it lies reaches what is
    under it: a planet's tip on the table covered the next card, which a tap then missed (or
    took the planet's choice again)."""
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
    planet = page.wait_for_selector(".planet.tipped[aria-describedby]")
    planet.tap()
    planet_tip = f"#{planet.get_attribute('aria-describedby')}"
    assert page.is_visible(planet_tip)
    under = page.eval_on_selector(
        planet_tip,
        """(tip) => { const box = tip.getBoundingClientRect();
                      const hit = document.elementFromPoint(box.left + box.width / 2,
                                                            box.top + box.height / 2);
                      return hit === null || !tip.contains(hit); }""",
    )
    assert under, "an open tip takes the taps meant for what lies under it"
    phone.assert_quiet(site)


def test_the_keyboard_moves_among_the_choices_and_lists_its_shortcuts(
    site: str, device: Callable[..., Phone]
) -> None:
    phone = device(viewport=WIDE)
    page = _open(phone, site, _save_at(5, lambda actions: len(actions) >= 3))
    active = "document.activeElement.dataset.action || document.activeElement.id"
    offered = page.eval_on_selector_all(
        "#prompt .actions [data-action]", "els => els.map(e => e.dataset.action)"
    )
    # The focus starts on the choice the game suggests (opened by a click on Continue).
    preferred = page.get_attribute("#prompt [data-preferred]", "data-action")
    assert page.evaluate(active) == preferred
    start = offered.index(preferred)
    page.keyboard.press("ArrowRight")
    assert page.evaluate(active) == offered[(start + 1) % len(offered)]
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowUp")
    assert page.evaluate(active) == offered[(start - 1) % len(offered)]
    page.keyboard.press("End")
    assert page.evaluate(active) == offered[-1]
    page.keyboard.press("ArrowDown")  # past the last: round to the first
    assert page.evaluate(active) == offered[0]
    # "?" opens the visible list of keys; Escape closes it and goes back to the choices.
    assert page.is_visible("#shortcuts summary")
    page.keyboard.press("?")
    assert page.eval_on_selector("#shortcuts", "e => e.open") is True
    assert page.is_visible("#shortcuts kbd")
    page.keyboard.press("Escape")
    assert page.eval_on_selector("#shortcuts", "e => e.open") is False
    assert page.evaluate(active) == preferred
    # Enter takes the focused choice; U takes it back.
    page.keyboard.press("Home")
    mark_prompt_stale(page)
    page.keyboard.press("Enter")
    assert wait_state(page) == "decide"
    if page.query_selector("[data-command=undo]"):
        mark_prompt_stale(page)
        page.keyboard.press("u")
        assert wait_state(page) == "decide"
        assert legal_actions(page) == offered
    phone.assert_quiet(site)


def test_a_stack_with_two_roles_marks_both_choices_when_tapped(
    site: str, device: Callable[..., Phone]
) -> None:
    """Produce and Trade share a stack: a tap on it marks both choices in the action bar,
    and a tap on the marked one wanted takes it. (A stack with one role is taken at once by
    a tap on it: the whole games on a phone tap such targets.)"""
    phone = device(viewport=WIDE, has_touch=True)
    save = _save_at(2, lambda actions: {"lead produce", "lead trade"} <= set(actions))
    page = _open(phone, site, save)
    page.tap('[data-pick-group="stack:produce-trade"]')
    picked = page.eval_on_selector_all(
        "#prompt button.picked", "els => els.map(e => e.dataset.action)"
    )
    assert picked == ["lead produce", "lead trade"]
    assert page.evaluate("document.activeElement.dataset.action") == "lead produce"
    assert page.locator("#prompt button.unpicked").count() == len(legal_actions(page)) - 2
    mark_prompt_stale(page)
    page.tap('#prompt [data-action="lead trade"]')
    assert wait_state(page) == "decide"
    assert not any(action.startswith("lead ") for action in legal_actions(page))
    phone.assert_quiet(site)
