"""What the browser tests of whole games share: tabs of one site in contexts of their own, a
game of any registered game started from the home screen (by mouse, touch or keyboard), a
choice taken at every decision until the end, and the end read back against the record the
page saved."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from playwright.sync_api import Browser, Page

from tabletop.spec import GameSpec

from .conftest import SAVE_PREFIX, Recorder, wait_ready
from .test_play import DECIDE, WAIT_MS, Keyboard, mark_prompt_stale, wait_for
from .test_site import other_origin_requests

MAX_DECISIONS = 600  # a person's decisions in a whole game: some 30 to 250
WIDE = {"width": 1280, "height": 900}
PHONE = {"width": 375, "height": 812}
# The choices in sight: not folded in a closed disclosure (whose content Chromium still lays
# out, so that getClientRects() is no test); Chaos Theory folds its many ways to turn a die.
IN_SIGHT = (
    """els => els.filter(e => !e.closest('details:not([open])')).map(e => e.dataset.action)"""
)


@dataclass
class Tab:
    """A page in a context of its own, with what the context did."""

    page: Page
    recorder: Recorder
    base: str
    games: int = 0  # games started in this tab (the new-game form keeps the last choices)

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


def wait_decision(page: Page) -> str:
    """The next moment a person can act: "decide", or "end" once the final scores show."""
    state = wait_for(page, DECIDE)
    assert state in ("decide", "end"), f"unexpected screen: {state}"
    return state


def in_sight(page: Page) -> list[str]:
    """The prompt's choices in sight, in their order."""
    return [str(a) for a in page.eval_on_selector_all("#prompt [data-action]", IN_SIGHT)]


def first_in_sight(page: Page) -> str:
    actions = in_sight(page)
    assert actions, "a prompt of the person's with no choice in sight"
    return actions[0]


def form_of(spec: GameSpec[Any]) -> str:
    """A JS expression true once the new-game form is drawn for `spec`: its player counts
    offered and every option of its own there."""
    counts = ",".join(str(n) for n in spec.players)
    names = json.dumps([option.name for option in spec.options])
    return (
        f"{names}.every((n) => document.getElementById(n)) && [...document.querySelectorAll("
        f"'#players option')].map((o) => o.value).join() === {json.dumps(counts)}"
    )


def start_game(
    page: Page,
    spec: GameSpec[Any],
    seed: int,
    kinds: list[str],
    *,
    names: list[str] | None = None,
    tap: bool = False,
) -> None:
    """Home, New game, the game (its form drawn again), a seat per kind (a person or a bot
    level), names if given, no pause, by clicks or taps; the table shows."""
    press = page.tap if tap else page.click
    press("[data-command=new]")
    page.wait_for_selector("#new-game")
    page.select_option("#game", spec.id)
    page.wait_for_function(form_of(spec), timeout=WAIT_MS)
    page.select_option("#players", str(len(kinds)))
    page.wait_for_selector(f'fieldset[data-seat="{len(kinds) - 1}"]:not([hidden])')
    for seat, kind in enumerate(kinds):
        page.select_option(f"#kind{seat}", kind)
        if names:
            page.fill(f"#name{seat}", names[seat])
    page.fill("#seed", str(seed))
    page.select_option("#pause", "0")
    press("#new-game button[type=submit]")  # at the foot of the form: the page is scrolled
    page.wait_for_function("document.body.dataset.screen === 'table'", timeout=WAIT_MS)


def play_to_the_end(
    page: Page, first: Callable[[Page], str], each: Any = None, act: Any = None
) -> int:
    """Take `first(page)` at every decision, by `act(action)` (a click on its button by
    default), until the final scores show; `each()` runs at every decision."""
    for taken in range(MAX_DECISIONS):
        if wait_decision(page) == "end":
            return taken
        if each is not None:
            each()
        action = first(page)
        mark_prompt_stale(page)
        if act is None:
            page.click(f'#prompt [data-action="{action}"]')
        else:
            act(action)
    raise AssertionError(f"no end after {MAX_DECISIONS} decisions")


def saved_doc(page: Page, game: str, seed: int) -> dict[str, Any]:
    """The one save the page wrote for this game and seed: its seats and its record."""
    texts = page.evaluate(
        """(prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix))
              .map((k) => localStorage.getItem(k))""",
        SAVE_PREFIX,
    )
    docs = [json.loads(text) for text in texts]
    found = [d for d in docs if (d["record"]["game"], d["record"]["seed"]) == (game, seed)]
    assert len(found) == 1, [doc.get("name") for doc in docs]
    doc: dict[str, Any] = found[0]
    return doc


def choose_by_arrows(keys: Keyboard, page: Page, selector: str, value: str, key: str) -> None:
    """With the focus on a select, press an arrow key until it holds `value`."""
    for _ in range(8):
        if page.input_value(selector) == value:
            return
        keys.press(key)
    assert page.input_value(selector) == value


def toward(page: Page, selector: str, value: str) -> str:
    """The arrow key that moves a select toward `value`."""
    options = page.eval_on_selector(selector, "s => [...s.options].map(o => o.value)")
    ahead = options.index(value) > options.index(page.input_value(selector))
    return "ArrowDown" if ahead else "ArrowUp"
