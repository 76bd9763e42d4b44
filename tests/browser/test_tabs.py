"""Two tabs on one game: an idle tab follows the other's moves at once (the `storage` event),
saying so, instead of later overwriting them."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from tabletop.saves import Seat

from .conftest import Session
from .test_play import (
    SAVE_PREFIX,
    WAIT_MS,
    click_action,
    legal_actions,
    open_with_saves,
    played,
    save_text,
    stored_saves,
    wait_state,
)


def test_an_idle_tab_follows_the_other_tab_and_says_so(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    game = save_text([Seat("Ada", "human"), Seat("Rob", "bot", "easy")], seed=6, at_least=10)
    session = new_session()
    with played(dist, session) as base:
        first = open_with_saves(session, base, {SAVE_PREFIX + "g": game})
        second = session.open(base)
        for page in (first, second):
            page.click("[data-command=continue]")
            assert wait_state(page) == "decide"
        assert legal_actions(first) == legal_actions(second)
        before = stored_saves(first)[SAVE_PREFIX + "g"]

        assert click_action(first, legal_actions(first)[0]) == "decide"
        first.wait_for_function(  # the first tab's bot has answered and its move is saved
            "([key, before]) => localStorage.getItem(key) !== before",
            arg=[SAVE_PREFIX + "g", before],
            timeout=WAIT_MS,
        )
        # The notice is drawn once: when the first of the other tab's two saves (Ada's move,
        # then its bot's) is caught up with, this tab's bot plays Rob's move too, and the
        # table is drawn again without it. What is checked after is where both tabs settle.
        second.wait_for_function(
            "document.querySelector('#screen').innerText.includes('played on in another tab')",
            timeout=WAIT_MS,
        )
        assert wait_state(second) == "decide"
        assert legal_actions(second) == legal_actions(first)
        assert second.inner_text(".log-lines") == first.inner_text(".log-lines")
        # The tab that caught up plays on; the first tab follows in turn, nothing is lost.
        assert click_action(second, legal_actions(second)[0]) == "decide"
        first.wait_for_function(
            "document.querySelector('#screen').innerText.includes('played on in another tab')",
            timeout=WAIT_MS,
        )
        assert wait_state(first) == "decide"
        assert legal_actions(first) == legal_actions(second)
        assert list(stored_saves(first)) == [SAVE_PREFIX + "g"]
