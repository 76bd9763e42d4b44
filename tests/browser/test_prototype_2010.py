"""The 2010 prototype's own page in a real Chromium: "what changed" opens from the home screen,
a row per change, and its demo links open the demos. (Its whole games, by mouse, touch and
keyboard, are played with every game's in tests/browser/test_whole_games.py.)"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from prototype_2010.ui.changes import CHANGES

from .conftest import Session
from .test_play import WAIT_MS, played


def test_what_changed_opens_from_the_home_screen_and_links_into_the_demos(
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
        assert page.locator("#what-changed a[href*='#demo=prototype-2010/']").count() == 4
        with page.context.expect_page() as opened:
            page.click("#what-changed [data-change=survey] a")
        demo = opened.value
        demo.wait_for_selector('body[data-ready="1"]', state="attached", timeout=WAIT_MS)
        demo.wait_for_selector("#demo-title", timeout=WAIT_MS)
        assert demo.inner_text("#demo-title") == "2010: Survey by backs"
        assert demo.locator(".planet.face-down").count() > 0
        demo.close()
