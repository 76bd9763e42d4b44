"""Microcosm in a real Chromium, from the home screen to the final scores against Hard.

The issue's "done when": a person picks Microcosm on the home screen and plays it to the end
against a Hard bot, by mouse on a wide screen, by touch on a phone and by keyboard alone, and
shares the finished game as a link that replays it. Each test plays a whole game (18 turns,
some 30 to 60 decisions of the person's) by taking the first choice the prompt offers, and
checks the final scores against the engine, replaying in CPython the record the page saved
(or the link it shared).

One site and one browser serve the whole file; each game has its own browser context (the
phone's has a touch screen), all asked for when the file starts so that they load at once.
The game played by mouse is shared by two tests: one checks its end, the other its link.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, Playwright

import build
from microcosm.ui.text import t
from tabletop import links, record

from .conftest import SAVE_PREFIX, Recorder, launch_options, wait_ready
from .test_phone import tap_choice
from .test_play import (
    DECIDE,
    PROMPT_IN_VIEW,
    WAIT_MS,
    Keyboard,
    mark_prompt_stale,
    wait_for,
    without_isolates,
)
from .test_site import other_origin_requests

MAX_DECISIONS = 200  # a person's decisions in one game: some 30 to 60 when taking the first
WIDE = {"width": 1280, "height": 900}
PHONE = {"width": 375, "height": 812}
LONG_NAME = "Bartholomew-Maximilian the Unconquerable"  # 40 characters, the form's maximum
SCROLL_WIDTH = "document.documentElement.scrollWidth"
MOUSE_SEED, PHONE_SEED, KEYBOARD_SEED = 21, 22, 23


# --- fixtures: one site, one browser -----------------------------------------------------------


@pytest.fixture(scope="module")
def site(dist: Path) -> Iterator[str]:
    with build.serving(dist) as base:
        yield base


@pytest.fixture(scope="module")
def browser(playwright: Playwright) -> Iterator[Browser]:
    browser = playwright.chromium.launch(**launch_options())
    yield browser
    browser.close()


@dataclass
class Tab:
    """A page in a context of its own, with what the context did."""

    page: Page
    recorder: Recorder
    base: str

    def assert_quiet(self) -> None:
        """No console or page error, and no request left the site's origin."""
        assert self.recorder.console_errors == []
        assert self.recorder.page_errors == []
        assert self.recorder.requests, "the request listener saw nothing"
        assert other_origin_requests(self.recorder.requests, self.base) == []

    def ready(self) -> Page:
        wait_ready(self.page)
        return self.page


def open_tab(
    browser: Browser, base: str, url: str = "", *, wait: bool = True, **options: Any
) -> Tab:
    """A page of the site in a fresh context; `wait=False` returns as soon as the page is
    asked for, so that it loads while something else runs (call `ready()` before use)."""
    context = browser.new_context(**options)
    recorder = Recorder()
    recorder.attach(context)
    page = context.new_page()
    page.goto(base + url, wait_until="commit")
    tab = Tab(page, recorder, base)
    if wait:
        tab.ready()
    return tab


# Each game's page, in its own context, is asked for when the file starts: Pyodide boots in
# all of them at once, and each test finds its page ready or nearly so.
TABS: dict[str, dict[str, Any]] = {
    "mouse": {"viewport": WIDE},
    "phone": {"viewport": PHONE, "has_touch": True, "is_mobile": True},
    "keyboard": {"viewport": WIDE},
}


@pytest.fixture(scope="module")
def tabs(browser: Browser, site: str) -> Iterator[dict[str, Tab]]:
    opened = {name: open_tab(browser, site, wait=False, **o) for name, o in TABS.items()}
    yield opened
    for tab in opened.values():
        tab.page.context.close()


# --- helpers -----------------------------------------------------------------------------------


@dataclass
class Ending:
    """What a finished game's end screen says, and the engine's scores for the saved record."""

    headline: str
    totals: list[int]
    names: list[str]
    decisions: int
    engine_scores: list[int] = field(default_factory=list)
    engine_winner: int = -1


def wait_decision(page: Page) -> str:
    """The next moment a person can act: "decide", or "end" once the final scores show."""
    state = wait_for(page, DECIDE)
    assert state in ("decide", "end"), f"unexpected screen: {state}"
    return state


def first_action(page: Page) -> str:
    actions = page.eval_on_selector_all(
        "#prompt [data-action]", "els => els.map(e => e.dataset.action)"
    )
    assert actions, "a prompt of the person's with no choice"
    return str(actions[0])


def play_to_the_end(page: Page, act: Callable[[str], None], each: Callable[[], None]) -> int:
    """Take the first choice of every prompt with `act(action)` until the final scores show;
    `each()` runs at every decision. Returns the number of decisions taken."""
    for taken in range(MAX_DECISIONS):
        if wait_decision(page) == "end":
            return taken
        each()
        action = first_action(page)
        mark_prompt_stale(page)
        act(action)
    raise AssertionError(
        f"no end after {MAX_DECISIONS} decisions; prompt: {page.inner_text('#prompt')}"
    )


def start_microcosm(page: Page, names: list[str], seed: int, tap: bool = False) -> None:
    """Home, New game, Microcosm, seat 2 a Hard bot with no pause, start (by clicks, or taps
    on a touch screen); the table shows."""
    press = page.tap if tap else page.click
    press("[data-command=new]")
    page.wait_for_selector("#new-game")
    page.select_option("#game", "microcosm")
    # The form is drawn again for Microcosm: its own option appears.
    page.wait_for_selector("#reveal_after_flip", state="attached")
    for seat, name in enumerate(names):
        page.fill(f"#name{seat}", name)
    page.select_option("#kind0", "human")
    page.select_option("#kind1", "hard")
    page.fill("#seed", str(seed))
    page.select_option("#pause", "0")
    press("#new-game button[type=submit]")
    page.wait_for_function("document.body.dataset.screen === 'table'", timeout=WAIT_MS)


def saved_record(page: Page, names: list[str], seed: int) -> dict[str, Any]:
    """The record of the one game this page saved: Microcosm with our seed, a person in
    seat 1 and a Hard bot in seat 2."""
    texts = page.evaluate(
        """(prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix))
              .map((k) => localStorage.getItem(k))""",
        SAVE_PREFIX,
    )
    docs = [json.loads(text) for text in texts]
    assert len(docs) == 1, [doc.get("name") for doc in docs]
    assert docs[0]["seats"] == [
        {"name": names[0], "kind": "human"},
        {"name": names[1], "kind": "bot", "level": "hard"},
    ]
    found: dict[str, Any] = docs[0]["record"]
    assert (found["game"], found["seed"]) == ("microcosm", seed)
    return found


def read_ending(page: Page, decisions: int) -> Ending:
    """The end screen's headline, each player's total and the names of its tables."""
    end = page.wait_for_selector(".end", timeout=WAIT_MS)
    assert end is not None
    assert page.query_selector("#prompt [data-action]") is None
    totals = [
        int(page.inner_text(f'.end table.scores[data-seat="{seat}"] tr.total td strong'))
        for seat in (0, 1)
    ]
    names = [
        without_isolates(page.inner_text(f'.end table.scores[data-seat="{seat}"] caption'))
        for seat in (0, 1)
    ]
    headline = without_isolates(page.inner_text(".end .winners"))
    return Ending(headline, totals, names, decisions)


def expected_headline(names: list[str], scores: list[int], winner: int) -> str:
    key = "microcosm.end.tie" if scores[0] == scores[1] else "microcosm.end.winner"
    return without_isolates(t(key, name=names[winner], score=scores[winner]))


def check_against_the_engine(ending: Ending, game: Any, names: list[str]) -> None:
    """The end screen shows the engine's scores and winner for the recorded game."""
    assert game.is_over
    scores = [int(s) for s in game.scores()]
    winners = list(game.winners())
    assert len(winners) == 1  # a tie goes to the player who played second
    ending.engine_scores, ending.engine_winner = scores, winners[0]
    assert ending.totals == scores
    assert ending.headline == expected_headline(names, scores, winners[0])
    assert ending.names == [
        without_isolates(t("microcosm.end.breakdown_of", name=name)) for name in names
    ]


# --- 1. by mouse at 1280 px (its game is shared in 4) ------------------------------------------

DEFAULT_NAMES = ["Player 1", "Player 2"]  # a link keeps no names: its replay shows these


@dataclass
class Finished:
    tab: Tab
    ending: Ending
    seconds: float
    rows: list[str]  # the score tables' rows, as the end screen shows them
    link: str  # the share link, taken from the finished game
    opened: Tab  # that link, opened in a fresh context


ROWS = ".end table.scores tbody tr"
ROW_TEXTS = "els => els.map(e => e.innerText)"


@pytest.fixture(scope="module")
def finished_by_mouse(tabs: dict[str, Tab], browser: Browser, site: str) -> Iterator[Finished]:
    """A game played to the end by mouse at 1280 px, its end screen as it first shows; then
    "Replay it" and its share link, opened at once in a fresh context (no save, nothing in
    common with this one) so that it loads while the other games are played."""
    tab = tabs["mouse"]
    page = tab.ready()
    started = time.monotonic()
    start_microcosm(page, DEFAULT_NAMES, seed=MOUSE_SEED)
    decisions = play_to_the_end(
        page, lambda action: page.click(f'#prompt [data-action="{action}"]'), lambda: None
    )
    seconds = time.monotonic() - started
    ending = read_ending(page, decisions)
    rows = page.eval_on_selector_all(ROWS, ROW_TEXTS)
    check_against_the_engine(
        ending, record.replay(saved_record(page, DEFAULT_NAMES, MOUSE_SEED)), DEFAULT_NAMES
    )
    page.click(".end [data-command=replay-game]")
    page.wait_for_function("document.body.dataset.screen === 'replay'", timeout=WAIT_MS)
    link = page.input_value("#share-link")
    assert link.startswith(site + "#game="), link
    opened = open_tab(browser, site, link[len(site) :], wait=False, viewport=WIDE)
    yield Finished(tab, ending, seconds, rows, link, opened)
    opened.page.context.close()


def test_microcosm_by_mouse_against_hard_to_the_final_scores(
    finished_by_mouse: Finished, record_property: Callable[..., None]
) -> None:
    ending = finished_by_mouse.ending
    record_property("microcosm_mouse_seconds", round(finished_by_mouse.seconds, 1))
    print(f"\nby mouse: {ending.decisions} decisions, {finished_by_mouse.seconds:.1f} s")
    assert 18 // 2 <= ending.decisions < MAX_DECISIONS  # at least a decision a turn of ours
    # The end screen names the winner with the winning score, and each player's total
    # (checked against the engine when the game finished).
    winner = ending.engine_winner
    assert DEFAULT_NAMES[winner] in ending.headline
    assert str(ending.totals[winner]) in ending.headline
    assert ending.totals == ending.engine_scores
    assert max(ending.totals) == ending.totals[winner]
    assert len(finished_by_mouse.rows) > 2 * 3  # a row per scoring card, and the totals
    finished_by_mouse.tab.assert_quiet()


# --- 2. by touch on a phone --------------------------------------------------------------------


def test_microcosm_on_a_phone_by_touch_against_hard_without_sideways_scrolling(
    tabs: dict[str, Tab], record_property: Callable[..., None]
) -> None:
    tab = tabs["phone"]
    page = tab.ready()
    widths: list[int] = []
    assert page.evaluate(SCROLL_WIDTH) <= PHONE["width"]
    started = time.monotonic()
    names = [LONG_NAME, "Hal"]
    start_microcosm(page, names, seed=PHONE_SEED, tap=True)

    def measure() -> None:
        widths.append(int(page.evaluate(SCROLL_WIDTH)))

    taps: Counter[str] = Counter()

    def tap(action: str) -> None:
        taps[tap_choice(page, action)] += 1

    decisions = play_to_the_end(page, tap, measure)
    seconds = time.monotonic() - started
    record_property("microcosm_phone_seconds", round(seconds, 1))
    print(f"\nby touch: {decisions} decisions, {seconds:.1f} s")
    assert len(widths) == decisions > 0
    assert taps["target"] >= 5, taps  # cards and piles were tapped on the table
    # The table never scrolls sideways, the long name included; nor does the end screen.
    assert max(widths) <= PHONE["width"], widths
    ending = read_ending(page, decisions)
    assert page.evaluate(SCROLL_WIDTH) <= PHONE["width"]
    box = page.eval_on_selector(".end", "e => e.getBoundingClientRect().right")
    assert box <= PHONE["width"]
    check_against_the_engine(ending, record.replay(saved_record(page, names, PHONE_SEED)), names)
    tab.assert_quiet()


# --- 3. by keyboard alone ----------------------------------------------------------------------


def choose_by_arrows(keys: Keyboard, page: Page, selector: str, value: str, key: str) -> None:
    """With the focus on a select, press an arrow key until it holds `value`."""
    for _ in range(8):
        if page.input_value(selector) == value:
            return
        keys.press(key)
    assert page.input_value(selector) == value


def seed_and_start_by_keys(keys: Keyboard, page: Page, seed: int) -> None:
    """On the new-game form: type the seed, the bots' pause to none, Space on Start; the
    table shows."""
    keys.tab_to(lambda a: a["id"] == "seed")
    page.keyboard.type(str(seed))
    keys.tab_to(lambda a: a["id"] == "pause")
    choose_by_arrows(keys, page, "#pause", "0", "ArrowUp")
    keys.tab_to(lambda a: a["type"] == "submit")
    keys.press("Space")
    page.wait_for_function("document.body.dataset.screen === 'table'", timeout=WAIT_MS)


def test_microcosm_by_keyboard_alone_against_hard_to_the_final_scores(
    tabs: dict[str, Tab], record_property: Callable[..., None]
) -> None:
    tab = tabs["keyboard"]
    page = tab.ready()
    keys = Keyboard(page)
    started = time.monotonic()
    keys.tab_to(lambda a: a["command"] == "new")
    keys.press("Enter")
    page.wait_for_selector("#new-game")
    keys.tab_to(lambda a: a["id"] == "game")
    choose_by_arrows(keys, page, "#game", "microcosm", "ArrowDown")
    page.wait_for_selector("#reveal_after_flip", state="attached")
    assert keys.active()["id"] == "game"  # the form, drawn again, keeps the focus
    keys.tab_to(lambda a: a["id"] == "kind1")
    choose_by_arrows(keys, page, "#kind1", "hard", "ArrowDown")
    seed_and_start_by_keys(keys, page, KEYBOARD_SEED)

    # Each decision: the focus is already on a choice of the prompt (after every bot move
    # too), and the prompt is in view; the arrows (each pair in turn) go to a choice taken in
    # rotation, then Enter and Space in turn take it.
    presses = ("Enter", "Space")
    forward, back = ("ArrowRight", "ArrowDown"), ("ArrowLeft", "ArrowUp")
    decisions = on_preferred = 0
    for decisions in range(MAX_DECISIONS):
        if wait_decision(page) == "end":
            break
        offered = page.eval_on_selector_all(
            "#prompt .actions [data-action]", "els => els.map(e => e.dataset.action)"
        )
        assert offered
        assert page.evaluate(PROMPT_IN_VIEW), decisions
        focused = keys.active()["action"]
        assert focused in offered, (decisions, keys.active())
        on_preferred += focused == page.get_attribute("#prompt [data-preferred]", "data-action")
        wanted = decisions % len(offered)
        start = offered.index(focused)
        # Forward on even decisions, backward on odd ones (round the ends as needed).
        pair = forward if decisions % 2 == 0 else back
        moves = (
            (wanted - start) % len(offered) if pair is forward else (start - wanted) % len(offered)
        )
        for _ in range(moves):
            keys.press(pair[keys.presses[pair[0]] > keys.presses[pair[1]]])  # each key in turn
        assert keys.active()["action"] == offered[wanted]
        mark_prompt_stale(page)
        keys.press(presses[decisions % 2])
    else:
        raise AssertionError(f"no end after {MAX_DECISIONS} decisions by keyboard")
    seconds = time.monotonic() - started
    record_property("microcosm_keyboard_seconds", round(seconds, 1))
    print(f"\nby keyboard: {decisions} decisions, {seconds:.1f} s")
    ending = read_ending(page, decisions)
    check_against_the_engine(
        ending, record.replay(saved_record(page, DEFAULT_NAMES, KEYBOARD_SEED)), DEFAULT_NAMES
    )
    assert keys.presses["Enter"] > 1 and keys.presses["Space"] > 1
    assert all(keys.presses[key] for key in (*forward, *back)), keys.presses
    assert on_preferred > decisions // 2  # mostly where the game suggests starting
    assert keys.outlined > 0  # the focus was visible along the way
    tab.assert_quiet()


# --- 4. the finished game of 1, shared as a link -----------------------------------------------


def test_a_finished_microcosm_game_shared_as_a_link_replays_to_the_same_end(
    finished_by_mouse: Finished, site: str
) -> None:
    ending, link = finished_by_mouse.ending, finished_by_mouse.link
    assert link.startswith(site + "#game=microcosm.1."), link
    # The link alone holds the game: the engine finds the same scores in it.
    data = link.split("#game=", 1)[1].split("&", 1)[0]  # without its &names=…
    game = record.replay(links.decode(data))
    assert [int(s) for s in game.scores()] == ending.engine_scores
    assert list(game.winners()) == [ending.engine_winner]
    # Opened in a fresh page, it replays the game to the same end: same winner, scores and
    # every card's share.
    fresh = finished_by_mouse.opened
    page = fresh.ready()
    assert page.get_attribute("body", "data-screen") == "replay"
    shown = read_ending(page, ending.decisions)
    assert shown.headline == ending.headline
    assert shown.totals == ending.totals
    assert shown.names == ending.names
    assert page.eval_on_selector_all(ROWS, ROW_TEXTS) == finished_by_mouse.rows
    assert page.input_value("#share-link") == link
    fresh.assert_quiet()
    finished_by_mouse.tab.assert_quiet()
