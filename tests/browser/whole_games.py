"""What the browser tests of whole games share: a game started from the home screen, a choice
taken at every decision until the end, and the end checked against the record the page saved
and against its share link."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from playwright.sync_api import Page

from tabletop import links, record

from .conftest import SAVE_PREFIX
from .test_microcosm import wait_decision
from .test_play import WAIT_MS, mark_prompt_stale

MAX_DECISIONS = 600  # a person's decisions in a whole game: some 100 to 250


def start_game(
    page: Page, game: str, form_field: str, seed: int, kinds: list[str], *, tap: bool = False
) -> None:
    """Home, New game, `game` (its form drawn once `form_field`, one of its options, is), a
    seat per kind (a person or a bot level), no pause, by clicks or taps; the table shows."""
    press = page.tap if tap else page.click
    press("[data-command=new]")
    page.wait_for_selector("#new-game")
    page.select_option("#game", game)
    page.wait_for_selector(form_field, state="attached")
    page.select_option("#players", str(len(kinds)))
    page.wait_for_selector(f'fieldset[data-seat="{len(kinds) - 1}"]:not([hidden])')
    for seat, kind in enumerate(kinds):
        page.select_option(f"#kind{seat}", kind)
    page.fill("#seed", str(seed))
    page.select_option("#pause", "0")
    press("#new-game button[type=submit]")
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
    """The one save the page wrote: its seats and its record."""
    texts = page.evaluate(
        """(prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix))
              .map((k) => localStorage.getItem(k))""",
        SAVE_PREFIX,
    )
    docs = [json.loads(text) for text in texts]
    assert len(docs) == 1
    found: dict[str, Any] = docs[0]
    assert (found["record"]["game"], found["record"]["seed"]) == (game, seed)
    return found


def shown_scores(page: Page, selector: str) -> list[int]:
    page.wait_for_selector(".end", timeout=WAIT_MS)
    return [int(s) for s in page.eval_on_selector_all(selector, "els => els.map(e => e.innerText)")]


def share_link_scores(page: Page, site: str, press: Any, game: str) -> list[int]:
    """ "Replay it" on the end screen (by `press`), and the scores the share link replays to
    (the link alone holds the game)."""
    press(".end [data-command=replay-game]")
    page.wait_for_function("document.body.dataset.screen === 'replay'", timeout=WAIT_MS)
    link = page.input_value("#share-link")
    assert link.startswith(site + f"#game={game}.1."), link
    data = link.split("#game=", 1)[1].split("&", 1)[0]
    return [int(s) for s in record.replay(links.decode(data)).scores()]
