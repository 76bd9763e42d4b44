"""The 2010 prototype in a real Chromium: a person picks it on the home screen and plays a whole
game to the end against the Hard bot, the end screen shows the engine's scores for the record
the page saved, and the share link replays to the same end; on a phone, by touch, against
Easy and Medium with the table never scrolling sideways; by keyboard alone against Random and
Hard, the focus on a choice of the prompt at every decision; and the "what changed" page opens
from the home screen, its demo links opening the demos.

The games take the first choice in sight at every decision. One site and one browser serve
the file; each game has its own context.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, Playwright

import build
from prototype_2010.ui.changes import CHANGES
from tabletop import record

from . import whole_games
from .conftest import launch_options
from .test_chaos_theory import toward
from .test_microcosm import (
    PHONE,
    WIDE,
    Tab,
    choose_by_arrows,
    open_tab,
    seed_and_start_by_keys,
    wait_decision,
)
from .test_phone import tap_choice
from .test_play import PROMPT_IN_VIEW, WAIT_MS, Keyboard, mark_prompt_stale, without_isolates

MAX_DECISIONS = whole_games.MAX_DECISIONS
GAME = "prototype-2010"
SEED = 12
SCORES = ".end table.proto-scores tbody tr td strong"


@pytest.fixture(scope="module")
def site(dist: Path) -> Iterator[str]:
    with build.serving(dist) as base:
        yield base


@pytest.fixture(scope="module")
def browser(playwright: Playwright) -> Iterator[Browser]:
    browser = playwright.chromium.launch(**launch_options())
    yield browser
    browser.close()


def start(page: Page, seed: int, kinds: list[str], tap: bool = False) -> None:
    """Home, New game, the 2010 prototype, a seat per kind, no pause; the table shows."""
    whole_games.start_game(page, GAME, "#role_counts", seed, kinds, tap=tap)


def first_action(page: Page) -> str:
    actions = page.eval_on_selector_all(
        "#prompt [data-action]", "els => els.map(e => e.dataset.action)"
    )
    assert actions, "a prompt of the person's with no choice"
    return str(actions[0])


def play_to_the_end(page: Page, each: Any = None, act: Any = None) -> int:
    """Take the first choice at every decision until the final scores show."""
    return whole_games.play_to_the_end(page, first_action, each, act)


def shown_scores(page: Page) -> list[int]:
    return whole_games.shown_scores(page, SCORES)


def check_the_end(page: Page, seed: int, kinds: list[str]) -> list[int]:
    """The end screen's scores are the engine's for the record the page saved."""
    scores = shown_scores(page)
    doc = whole_games.saved_doc(page, GAME, seed)
    assert [seat.get("level", seat["kind"]) for seat in doc["seats"]] == kinds
    game = record.replay(doc["record"])
    assert game.is_over and scores == [int(s) for s in game.scores()]
    assert str(max(scores)) in without_isolates(page.inner_text(".end .winners"))
    return scores


def share_link_scores(page: Page, site: str, press: Any) -> list[int]:
    return whole_games.share_link_scores(page, site, press, GAME)


def test_the_prototype_against_hard_to_the_final_scores_and_its_link_replays_them(
    browser: Browser, site: str
) -> None:
    tab = open_tab(browser, site, viewport=WIDE)
    try:
        page = tab.ready()
        kinds = ["human", "hard"]
        start(page, SEED, kinds)
        assert play_to_the_end(page) > 20
        scores = check_the_end(page, SEED, kinds)
        assert share_link_scores(page, site, page.click) == scores
        tab.assert_quiet()
    finally:
        tab.page.context.close()


def test_the_prototype_by_touch_on_a_phone_against_easy_and_medium(
    browser: Browser, site: str
) -> None:
    tab: Tab = open_tab(browser, site, viewport=PHONE, has_touch=True, is_mobile=True)
    try:
        page = tab.ready()
        kinds = ["human", "easy", "medium"]
        start(page, SEED + 1, kinds, tap=True)
        widths: list[int] = []
        ways: list[str] = []
        decisions = play_to_the_end(
            page,
            lambda: widths.append(int(page.evaluate("document.documentElement.scrollWidth"))),
            lambda action: ways.append(tap_choice(page, action)),
        )
        assert decisions > 10 and len(widths) == decisions
        assert "target" in ways or "group" in ways  # cards, piles or planets tapped
        assert max(widths) <= PHONE["width"], widths
        check_the_end(page, SEED + 1, kinds)
        tab.assert_quiet()
    finally:
        tab.page.context.close()


def test_what_changed_opens_from_the_home_screen_and_links_into_the_demos(
    browser: Browser, site: str
) -> None:
    tab = open_tab(browser, site, viewport=WIDE)
    try:
        page = tab.ready()
        entry = page.locator('#screen .home [data-command=rules][data-game="prototype-2010"]')
        assert entry.inner_text() == "What changed from 2010 to 2011"
        entry.click()
        page.wait_for_function("document.body.dataset.screen === 'rules'", timeout=WAIT_MS)
        page.wait_for_selector("#what-changed", timeout=WAIT_MS)
        rows = page.locator("#what-changed [data-change]")
        assert rows.count() == len(CHANGES)
        assert page.locator("#what-changed a[href*='#demo=prototype-2010/']").count() == 4
        with page.context.expect_page() as opened:
            page.click("#what-changed [data-change=survey] a")
        demo = opened.value
        demo.wait_for_selector('body[data-ready="1"]', state="attached", timeout=WAIT_MS)
        demo.wait_for_selector("#demo-title", timeout=WAIT_MS)
        assert demo.inner_text("#demo-title") == "2010: Survey by backs"
        assert demo.locator(".planet.face-down").count() > 0
        demo.close()
        tab.assert_quiet()
    finally:
        tab.page.context.close()


def test_the_prototype_by_keyboard_alone_against_random_and_hard(
    browser: Browser, site: str
) -> None:
    tab = open_tab(browser, site, viewport=WIDE)
    try:
        page = tab.ready()
        keys = Keyboard(page)
        keys.tab_to(lambda a: a["command"] == "new")
        keys.press("Enter")
        page.wait_for_selector("#new-game")
        keys.tab_to(lambda a: a["id"] == "game")
        choose_by_arrows(keys, page, "#game", "prototype-2010", "ArrowDown")
        page.wait_for_selector("#role_counts", state="attached")
        keys.tab_to(lambda a: a["id"] == "players")
        choose_by_arrows(keys, page, "#players", "3", "ArrowDown")
        page.wait_for_selector('fieldset[data-seat="2"]:not([hidden])')
        kinds = ["human", "random", "hard"]
        for seat, kind in enumerate(kinds[1:], start=1):
            keys.tab_to(lambda a, seat=seat: a["id"] == f"kind{seat}")
            choose_by_arrows(keys, page, f"#kind{seat}", kind, toward(page, f"#kind{seat}", kind))
        seed_and_start_by_keys(keys, page, SEED + 2)
        # Each decision: the focus is already on a choice of the prompt, which is in view;
        # Enter or Space (in turn) takes it.
        presses = ("Enter", "Space")
        for decisions in range(MAX_DECISIONS):
            if wait_decision(page) == "end":
                break
            assert page.evaluate(PROMPT_IN_VIEW), decisions
            offered = page.eval_on_selector_all(
                "#prompt [data-action]", "els => els.map(e => e.dataset.action)"
            )
            assert keys.active()["action"] in offered, (decisions, keys.active(), offered)
            mark_prompt_stale(page)
            keys.press(presses[decisions % 2])
        else:
            raise AssertionError(f"no end after {MAX_DECISIONS} decisions by keyboard")
        assert decisions > 10
        check_the_end(page, SEED + 2, kinds)
        tab.assert_quiet()
    finally:
        tab.page.context.close()
