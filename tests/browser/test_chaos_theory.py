"""Chaos Theory in a real Chromium: a person picks it on the home screen and plays a whole
game to the end, the end screen shows the engine's scores for the record the page saved, and
the game's share link replays to the same end.

- By mouse: 3 players, against two Easy bots; the link replays in a fresh page.
- On a phone, by touch: 5 players, against a bot of every level (Random, Easy, Medium, Hard);
  dice, display slots and planets are tapped on the table, and the page never scrolls
  sideways.
- By keyboard alone: the same five seats; Tab and the arrows on the form, then at every
  decision the focus is already on a choice, the arrows move and Enter or Space take it.

The mouse and phone games take the first choice in sight at every decision, the keyboard game
the one the focus starts on. One site and one browser serve the file; each game has its own
context, asked for when the file starts.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, Playwright

import build
from tabletop import links, record

from . import whole_games
from .conftest import launch_options
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
GAME = "chaos-theory"
SEED = 31
KINDS = ["human", "easy", "easy"]
EVERY_LEVEL = ["human", "random", "easy", "medium", "hard"]
SCORES = ".end table.ct-scores tbody tr td strong"
# The choices in sight: not folded in a closed disclosure (whose content Chromium still lays
# out, so that getClientRects() is no test).
IN_SIGHT = (
    """els => els.filter(e => !e.closest('details:not([open])')).map(e => e.dataset.action)"""
)


@pytest.fixture(scope="module")
def site(dist: Path) -> Iterator[str]:
    with build.serving(dist) as base:
        yield base


@pytest.fixture(scope="module")
def browser(playwright: Playwright) -> Iterator[Browser]:
    browser = playwright.chromium.launch(**launch_options())
    yield browser
    browser.close()


@pytest.fixture(scope="module")
def tabs(browser: Browser, site: str) -> Iterator[dict[str, Tab]]:
    options: dict[str, dict[str, Any]] = {
        "mouse": {"viewport": WIDE},
        "phone": {"viewport": PHONE, "has_touch": True, "is_mobile": True},
        "keyboard": {"viewport": WIDE},
    }
    opened = {name: open_tab(browser, site, wait=False, **o) for name, o in options.items()}
    yield opened
    for tab in opened.values():
        tab.page.context.close()


def start(page: Page, seed: int, kinds: list[str], tap: bool = False) -> None:
    """Home, New game, Chaos Theory, a seat per kind, no pause; the table shows."""
    whole_games.start_game(page, GAME, "#politics", seed, kinds, tap=tap)


def first_action(page: Page) -> str:
    """The first choice in sight (turning a die is folded away when there are many ways)."""
    actions = page.eval_on_selector_all(
        "#prompt [data-action]",
        IN_SIGHT,
    )
    assert actions, "a prompt of the person's with no choice in sight"
    return str(actions[0])


def play_to_the_end(page: Page, each: Any = None, act: Any = None) -> int:
    """Take the first choice in sight at every decision until the final scores show."""
    return whole_games.play_to_the_end(page, first_action, each, act)


def saved_doc(page: Page, seed: int = SEED) -> dict[str, Any]:
    return whole_games.saved_doc(page, GAME, seed)


def saved_record(page: Page, seed: int = SEED) -> dict[str, Any]:
    found: dict[str, Any] = saved_doc(page, seed)["record"]
    return found


def shown_scores(page: Page) -> list[int]:
    return whole_games.shown_scores(page, SCORES)


def test_chaos_theory_by_mouse_to_the_final_scores_and_its_link_replays_the_same_end(
    tabs: dict[str, Tab], browser: Browser, site: str
) -> None:
    tab = tabs["mouse"]
    page = tab.ready()
    start(page, SEED, KINDS)
    decisions = play_to_the_end(page)
    assert decisions > 20
    scores = shown_scores(page)
    game = record.replay(saved_record(page))
    assert game.is_over and scores == [int(s) for s in game.scores()]
    headline = without_isolates(page.inner_text(".end .winners"))
    assert str(max(scores)) in headline
    # "Replay it" gives the share link; the link alone holds the game, and a fresh page
    # replays it to the same scores.
    page.click(".end [data-command=replay-game]")
    page.wait_for_function("document.body.dataset.screen === 'replay'", timeout=WAIT_MS)
    link = page.input_value("#share-link")
    assert link.startswith(site + "#game=chaos-theory.1."), link
    data = link.split("#game=", 1)[1].split("&", 1)[0]
    assert [int(s) for s in record.replay(links.decode(data)).scores()] == scores
    opened = open_tab(browser, site, link[len(site) :], viewport=WIDE)
    try:
        fresh = opened.ready()
        assert fresh.get_attribute("body", "data-screen") == "replay"
        assert shown_scores(fresh) == scores
        opened.assert_quiet()
    finally:
        opened.page.context.close()
    tab.assert_quiet()


def share_link_scores(page: Page, site: str, press: Any) -> list[int]:
    return whole_games.share_link_scores(page, site, press, GAME)


def check_the_end(page: Page, seed: int, players: int) -> list[int]:
    """The end screen's scores are the engine's for the record the page saved."""
    scores = shown_scores(page)
    doc = saved_doc(page, seed)
    kinds = [seat.get("level", seat["kind"]) for seat in doc["seats"]]
    assert kinds == EVERY_LEVEL[:players]
    game = record.replay(doc["record"])
    assert game.is_over and scores == [int(s) for s in game.scores()]
    return scores


def test_chaos_theory_by_touch_on_a_phone_against_every_level_with_five_players(
    tabs: dict[str, Tab], site: str
) -> None:
    tab = tabs["phone"]
    page = tab.ready()
    start(page, SEED + 1, EVERY_LEVEL, tap=True)
    widths: list[int] = []
    ways: list[str] = []
    decisions = play_to_the_end(
        page,
        lambda: widths.append(int(page.evaluate("document.documentElement.scrollWidth"))),
        lambda action: ways.append(tap_choice(page, action)),
    )
    assert decisions > 10 and len(widths) == decisions
    assert "target" in ways  # dice and display slots tapped on the table
    assert max(widths) <= PHONE["width"], widths
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    scores = check_the_end(page, SEED + 1, 5)
    assert share_link_scores(page, site, page.tap) == scores
    tab.assert_quiet()


def toward(page: Page, selector: str, value: str) -> str:
    """The arrow key that moves a select toward `value`."""
    options = page.eval_on_selector(selector, "s => [...s.options].map(o => o.value)")
    ahead = options.index(value) > options.index(page.input_value(selector))
    return "ArrowDown" if ahead else "ArrowUp"


def test_chaos_theory_by_keyboard_alone_against_every_level_with_five_players(
    tabs: dict[str, Tab], site: str
) -> None:
    tab = tabs["keyboard"]
    page = tab.ready()
    keys = Keyboard(page)
    keys.tab_to(lambda a: a["command"] == "new")
    keys.press("Enter")
    page.wait_for_selector("#new-game")
    keys.tab_to(lambda a: a["id"] == "game")
    choose_by_arrows(keys, page, "#game", "chaos-theory", "ArrowDown")
    page.wait_for_selector("#politics", state="attached")
    keys.tab_to(lambda a: a["id"] == "players")
    choose_by_arrows(keys, page, "#players", "5", "ArrowDown")
    page.wait_for_selector('fieldset[data-seat="4"]:not([hidden])')
    for seat, kind in enumerate(EVERY_LEVEL[1:], start=1):
        keys.tab_to(lambda a, seat=seat: a["id"] == f"kind{seat}")
        choose_by_arrows(keys, page, f"#kind{seat}", kind, toward(page, f"#kind{seat}", kind))
    seed_and_start_by_keys(keys, page, SEED + 2)

    # Each decision: the focus is already on a choice of the prompt, which is in view; an
    # arrow there and back (each pair in turn) moves the focus away and returns it, then
    # Enter or Space takes the choice.
    presses = ("Enter", "Space")
    pairs = (("ArrowRight", "ArrowLeft"), ("ArrowDown", "ArrowUp"))
    moved = 0
    for decisions in range(MAX_DECISIONS):
        if wait_decision(page) == "end":
            break
        assert page.evaluate(PROMPT_IN_VIEW), decisions
        focused = keys.active()["action"]
        offered = page.eval_on_selector_all(
            "#prompt [data-action]",
            IN_SIGHT,
        )
        assert focused in offered, (decisions, keys.active(), offered)
        if len(offered) > 1:
            there, back = pairs[decisions % 2]
            assert keys.press(there)["action"] != focused
            assert keys.press(back)["action"] == focused
            moved += 1
        mark_prompt_stale(page)
        keys.press(presses[decisions % 2])
    else:
        raise AssertionError(f"no end after {MAX_DECISIONS} decisions by keyboard")
    assert decisions > 10 and moved > 5
    scores = check_the_end(page, SEED + 2, 5)

    def by_keys(selector: str) -> None:
        keys.tab_to(lambda a: bool(page.evaluate(f"document.activeElement.matches({selector!r})")))
        keys.press("Enter")

    assert share_link_scores(page, site, by_keys) == scores
    assert keys.presses["Enter"] > 1 and keys.presses["Space"] > 1
    tab.assert_quiet()
