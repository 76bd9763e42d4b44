"""The 2010 prototype's own page in a real Chromium: "what changed" opens from the home screen,
a row per change, and its demo buttons play the demos in place. (Its whole games, by mouse,
touch and keyboard, are played with every game's in tests/browser/test_whole_games.py.)"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from prototype_2010.ui.changes import CHANGES

from .conftest import Session
from .test_play import WAIT_MS, played


def test_what_changed_opens_from_the_home_screen_and_plays_its_demos_in_place(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    session = new_session()
    with played(dist, session) as base:  # afterwards: quiet, and nothing left the origin
        page = session.open(base)
        entry = page.locator('#screen .home [data-command=rules][data-game="prototype-2010"]')
        assert entry.inner_text() == "What changed from 2010 to 2011"
        entry.click()
        page.wait_for_function("document.body.dataset.screen === 'rules'", timeout=WAIT_MS)
        page.wait_for_selector("#what-changed", timeout=WAIT_MS)
        rows = page.locator("#what-changed [data-change]")
        assert rows.count() == len(CHANGES)
        assert page.locator("#what-changed [data-command=rules-demo]").count() == 4
        # A difference's demo plays here, on the Rules screen's demo, which takes the focus.
        tabs = len(page.context.pages)
        page.click("#what-changed [data-change=survey] [data-command=rules-demo]")
        page.wait_for_function(
            "document.getElementById('rules-demo').dataset.demo === 'survey-by-backs'"
            " && document.activeElement.id === 'rules-demo-step'",
            timeout=WAIT_MS,
        )
        assert page.inner_text("#rules-demo-title") == "2010: Survey by backs"
        assert page.locator("#rules-demo .planet.face-down").count() > 0
        assert len(page.context.pages) == tabs  # no tab, no iframe: the page's own engine
        assert page.locator("iframe").count() == 0
