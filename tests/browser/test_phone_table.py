"""A phone table where the game stays in view (issue 33, point 3), at 375 x 812 by touch, in one
page (one Pyodide boot) that opens saves built here: every game at two players and at its
most, mid-game and late, fits in two screens with half the screen or more showing the table
while the person decides; the menu folds to one button beside the title and unfolds; the
decision panel takes at most 40 % of the screen, folds and unfolds (and stays so while
playing), and the Hint's answer shows inside it; a choice focused brings what it acts on into
view above the panel. (The whole games played by touch in tests/browser/test_whole_games.py
measure the same at every decision.)"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from tabletop import registry
from tabletop.bots import make_bot
from tabletop.saves import Seat
from tabletop.ui import autosave
from tabletop.ui.session import Session as GameSession
from tools import screenshots

from .conftest import SAVE_PREFIX, Recorder, menu_command, scoped
from .test_phone import PHONE, TABLE_IN_VIEW, TWO_SCREENS
from .test_play import WAIT_MS, mark_prompt_stale, wait_state
from .whole_games import Tab

GAMES = ["eminent-domain", "microcosm", "chaos-theory", "prototype-2010"]
SEED = 3
WHEN = ("mid", "late")  # at a half and at four fifths of a game played by Easy bots
DIRECT_TARGET = "[data-pick]:not(#prompt *)"  # a thing on the table with one choice
GROUP_TARGET = "[data-pick-group]:not(#prompt *)"  # with several
LEAD = "lead"


def positions() -> list[tuple[str, int, str]]:
    return [
        (game, players, when)
        for game in GAMES
        for players in sorted({min(registry.get(game).players), max(registry.get(game).players)})
        for when in WHEN
    ]


def slot(game: str, players: int, when: str) -> str:
    return f"{game}-{players}-{when}"


def decisions_in_a_game(game: str, players: int) -> int:
    spec = registry.get(game)
    seats = [Seat("Ada", "human")] + [Seat(f"Bot {n}", "bot", "easy") for n in range(1, players)]
    session = GameSession.new(spec, spec.default_config(players), SEED, seats)
    bots = [make_bot("easy", spec, SEED * 10 + seat) for seat in range(players)]
    while not session.game.is_over:
        seat = session.game.current_player
        assert seat is not None
        session.apply(bots[seat].choose(session.view(seat)))
    return len(session.steps)


def saves() -> dict[str, str]:
    """A save per position, the person (seat 0) to decide, no pause for the bots."""
    items = {}
    for game, players, when in positions():
        steps = decisions_in_a_game(game, players)
        at = steps // 2 if when == "mid" else steps * 4 // 5
        seats: list[tuple[str, str | None]] = [("Ada", None)]
        seats += [(f"Bot {n}", "easy") for n in range(1, players)]
        text = screenshots.save_text(game, seats, SEED, at, slot(game, players, when))
        items[SAVE_PREFIX + slot(game, players, when)] = text
    # Eminent Domain's person to lead a role: Produce and Trade share a stack (a target with
    # two choices), the other stacks are targets with one.
    duel = [("Ada", None), ("Bot 1", "easy")]
    items[SAVE_PREFIX + LEAD] = screenshots.save_text(
        "eminent-domain", duel, 2, 20, LEAD, wanted="lead "
    )
    items[scoped("/", autosave.SETTINGS_KEY)] = '{"pause_ms": 0}'
    return items


@pytest.fixture(scope="module")
def tab(browser: Browser, site: str) -> Iterator[Tab]:
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    recorder = Recorder()
    recorder.attach(context)
    page = context.new_page()
    page.add_init_script(screenshots.seed_script(site.rstrip("/"), saves()))
    page.goto(site, wait_until="commit")
    yield Tab(page, recorder, site)
    context.close()


def open_slot(tab: Tab, name: str) -> Page:
    """The table of the save `name`, the person to decide, scrolled to its top."""
    page = tab.ready()
    if page.get_attribute("body", "data-screen") != "home":
        menu_command(page, "home")
    page.tap("[data-command=saves]")
    page.tap(f'[data-command=open][data-slot="{name}"]')
    page.wait_for_function("document.body.dataset.screen === 'table'", timeout=WAIT_MS)
    assert wait_state(page) == "decide"
    page.evaluate("window.scrollTo(0, 0)")
    return page


def test_the_saves_are_of_the_positions_wanted() -> None:
    items = saves()
    names = {key.rsplit("/", 1)[1] for key in items if key.startswith(SAVE_PREFIX)}
    assert names == {slot(*p) for p in positions()} | {LEAD}
    assert ("chaos-theory", 5, "late") in positions()  # the largest table


@pytest.mark.parametrize(("game", "players", "when"), positions())
def test_every_table_fits_in_two_screens_with_half_the_screen_on_the_table(
    game: str, players: int, when: str, tab: Tab
) -> None:
    page = open_slot(tab, slot(game, players, when))
    measured: dict[str, Any] = page.evaluate(TABLE_IN_VIEW)
    assert measured["panel"] <= 0.4 + 1e-3, measured  # 40 % of the screen at most
    assert measured["share"] >= 0.5, measured
    assert measured["table"] <= TWO_SCREENS, measured
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    tab.assert_quiet()


def test_the_menu_folds_to_one_button_beside_the_title(tab: Tab) -> None:
    page = open_slot(tab, slot("eminent-domain", 2, "mid"))
    toggle = "#screen [data-command=menu]"
    title = page.eval_on_selector(".masthead h1", "e => e.getBoundingClientRect().toJSON()")
    button = page.eval_on_selector(toggle, "e => e.getBoundingClientRect().toJSON()")
    assert button["top"] < title["bottom"] and button["bottom"] > title["top"]  # one line
    assert page.get_attribute(toggle, "aria-expanded") == "false"
    assert not page.is_visible("#screen [data-command=home]")
    assert not page.is_visible("#pause-live")
    page.tap(toggle)
    page.wait_for_selector("#pause-live", state="visible")
    assert page.get_attribute(toggle, "aria-expanded") == "true"
    assert page.is_visible("#screen [data-command=replay-game]")
    # By keyboard too: the button is in the tab order; Enter folds the menu again.
    page.focus(toggle)
    page.keyboard.press("Enter")
    page.wait_for_selector("#pause-live", state="hidden")
    assert page.get_attribute(toggle, "aria-expanded") == "false"
    tab.assert_quiet()


def test_the_panel_folds_unfolds_and_shows_the_hint_s_answer_inside(tab: Tab) -> None:
    page = open_slot(tab, LEAD)
    fold = "#prompt [data-command=fold-panel]"
    assert page.get_attribute(fold, "aria-expanded") == "true"
    opened = page.evaluate(TABLE_IN_VIEW)
    page.tap(fold)
    page.wait_for_selector("#prompt.folded")
    assert page.get_attribute(fold, "aria-expanded") == "false"
    assert not page.is_visible("#prompt .actions")
    folded = page.evaluate(TABLE_IN_VIEW)
    assert folded["panel"] < 0.15 < opened["panel"], (folded, opened)
    assert folded["share"] > opened["share"]
    # Folded, a thing with several choices tapped on the table unfolds the panel to show
    # them marked; folded again, a thing with one choice tapped takes it, and the panel
    # stays folded at the next decision.
    group = page.locator(f"{GROUP_TARGET}").first
    group.tap()
    page.wait_for_selector("#prompt:not(.folded) .actions button.picked")
    page.tap(fold)
    page.wait_for_selector("#prompt.folded")
    mark_prompt_stale(page)
    page.locator(DIRECT_TARGET).first.tap()
    assert wait_state(page) == "decide"
    assert page.get_attribute(fold, "aria-expanded") == "false"
    page.tap(fold)
    page.wait_for_selector("#prompt:not(.folded) .actions")
    assert page.get_attribute(fold, "aria-expanded") == "true"
    # The Hint's answer: inside the panel's visible box, without scrolling it.
    page.wait_for_function("document.body.dataset.worker === 'ready'", timeout=WAIT_MS)
    page.tap("#prompt [data-command=hint]")
    page.wait_for_selector("#coach", timeout=WAIT_MS)
    inside = page.evaluate(
        """() => { const panel = document.querySelector('#prompt').getBoundingClientRect();
                   const answer = document.querySelector('#coach').getBoundingClientRect();
                   return answer.top >= panel.top && answer.top < panel.bottom - 20; }"""
    )
    assert inside
    tab.assert_quiet()


def test_a_choice_focused_brings_what_it_acts_on_into_view_above_the_panel(tab: Tab) -> None:
    page = open_slot(tab, slot("eminent-domain", 2, "late"))
    page.evaluate("window.scrollTo(0, 0)")  # the top: the Empire behind the panel, or below
    hidden = page.evaluate(
        """() => { const foot = document.querySelector('#prompt').getBoundingClientRect().top;
          const out = (e) => { const b = e.getBoundingClientRect();
                               return b.bottom <= 0 || b.top >= foot; };
          for (const choice of document.querySelectorAll('#prompt [data-action]')) {
            const a = choice.dataset.action, s = choice.dataset.subject;
            const target = [...document.querySelectorAll('[data-pick],[data-pick-group]')].find(
              (t) => !t.closest('#prompt')
                     && (t.dataset.pick === a || (s && t.dataset.pickGroup === s)));
            if (target && out(target)) return a;
          }
          return null; }"""
    )
    assert hidden, "no choice acts on something out of view: the test shows nothing"
    page.evaluate("document.activeElement.blur()")  # the page focused the suggested choice
    page.focus(f'#prompt [data-action="{hidden}"]')
    page.wait_for_function(
        """(a) => { const foot = document.querySelector('#prompt').getBoundingClientRect().top;
          const t = document.querySelector(`[data-pick="${a}"]:not(#prompt *)`)
                 || document.querySelector(`[data-pick-group="${document.querySelector(
                      `#prompt [data-action="${a}"]`).dataset.subject}"]:not(#prompt *)`);
          const b = t.getBoundingClientRect(); return b.bottom > 0 && b.top < foot; }""",
        arg=hidden,
        timeout=5_000,
    )
    tab.assert_quiet()
