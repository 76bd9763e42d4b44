"""Chaos Theory in a real Chromium: a person picks it on the home screen and plays a whole
3-player game against two Easy bots by mouse; the end screen shows the engine's scores for the
record the page saved, and the game's share link replays to the same end in a fresh page.
A phone game checks that the table never scrolls sideways.

Each game takes the first choice the prompt offers at every decision. One site and one
browser serve the file; each game has its own context, asked for when the file starts.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, Playwright

import build
from tabletop import links, record
from tabletop.ui.saves import PREFIX as SAVE_PREFIX

from .conftest import launch_options
from .test_microcosm import PHONE, WIDE, Tab, open_tab, wait_decision
from .test_play import WAIT_MS, mark_prompt_stale, without_isolates

MAX_DECISIONS = 600  # a person's decisions in a 3-player game: some 100 to 250
SEED = 31
KINDS = ["human", "easy", "easy"]
SCORES = ".end table.ct-scores tbody tr td strong"


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
    }
    opened = {name: open_tab(browser, site, wait=False, **o) for name, o in options.items()}
    yield opened
    for tab in opened.values():
        tab.page.context.close()


def start(page: Page, players: int, seed: int) -> None:
    """Home, New game, Chaos Theory, a person and Easy bots, no pause; the table shows."""
    page.click("[data-command=new]")
    page.wait_for_selector("#new-game")
    page.select_option("#game", "chaos-theory")
    page.wait_for_selector("#politics", state="attached")  # the form, drawn for this game
    page.select_option("#players", str(players))
    page.wait_for_selector(f'fieldset[data-seat="{players - 1}"]:not([hidden])')
    for seat, kind in enumerate(KINDS + ["easy"] * (players - len(KINDS))):
        page.select_option(f"#kind{seat}", kind)
    page.fill("#seed", str(seed))
    page.select_option("#pause", "0")
    page.click("#new-game button[type=submit]")
    page.wait_for_function("document.body.dataset.screen === 'table'", timeout=WAIT_MS)


def first_action(page: Page) -> str:
    """The first choice in sight (turning a die is folded away when there are many ways)."""
    actions = page.eval_on_selector_all(
        "#prompt [data-action]",
        "els => els.filter(e => e.getClientRects().length > 0).map(e => e.dataset.action)",
    )
    assert actions, "a prompt of the person's with no choice in sight"
    return str(actions[0])


def play_to_the_end(page: Page, each: Any = None) -> int:
    for taken in range(MAX_DECISIONS):
        if wait_decision(page) == "end":
            return taken
        if each is not None:
            each()
        action = first_action(page)
        mark_prompt_stale(page)
        page.click(f'#prompt [data-action="{action}"]')
    raise AssertionError(f"no end after {MAX_DECISIONS} decisions")


def saved_record(page: Page) -> dict[str, Any]:
    texts = page.evaluate(
        """(prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix))
              .map((k) => localStorage.getItem(k))""",
        SAVE_PREFIX,
    )
    docs = [json.loads(text) for text in texts]
    assert len(docs) == 1
    found: dict[str, Any] = docs[0]["record"]
    assert (found["game"], found["seed"]) == ("chaos-theory", SEED)
    return found


def shown_scores(page: Page) -> list[int]:
    page.wait_for_selector(".end", timeout=WAIT_MS)
    return [int(s) for s in page.eval_on_selector_all(SCORES, "els => els.map(e => e.innerText)")]


def test_chaos_theory_by_mouse_to_the_final_scores_and_its_link_replays_the_same_end(
    tabs: dict[str, Tab], browser: Browser, site: str
) -> None:
    tab = tabs["mouse"]
    page = tab.ready()
    start(page, 3, SEED)
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


def test_chaos_theory_on_a_phone_with_five_players_never_scrolls_sideways(
    tabs: dict[str, Tab],
) -> None:
    tab = tabs["phone"]
    page = tab.ready()
    start(page, 5, SEED + 1)
    widths: list[int] = []
    decisions = play_to_the_end(
        page, lambda: widths.append(int(page.evaluate("document.documentElement.scrollWidth")))
    )
    assert decisions > 10 and len(widths) == decisions
    assert max(widths) <= PHONE["width"], widths
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    tab.assert_quiet()
