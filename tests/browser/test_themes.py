"""The light and dark themes and the icon sprite, in a real Chromium.

The page follows the system's `prefers-color-scheme` (emulated here): the computed colours of
the table differ between the two, each the theme's own. The icons come from the same-origin
sprite, which the service worker precaches, and are drawn with a colour per symbol. The
screenshots (the base game's table at 1280 and 375 px in both schemes) are the ones in
docs/screenshots/.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page

import build
from tabletop.saves import Seat

from .conftest import Session
from .test_play import ARTIFACTS, SAVE_PREFIX, open_with_saves, played, save_text, wait_state

HEIGHT = {1280: 800, 375: 812}
# The theme's page and panel colours, as getComputedStyle writes them (app.css, :root).
PANEL = {"dark": "rgb(26, 35, 66)", "light": "rgb(255, 255, 255)"}
INK = {"dark": "rgb(232, 236, 246)", "light": "rgb(22, 27, 46)"}

COLOURS = """() => ({
  panel: getComputedStyle(document.querySelector('.central')).backgroundColor,
  ink: getComputedStyle(document.body).color,
  page: getComputedStyle(document.documentElement).getPropertyValue('--space').trim(),
  card: getComputedStyle(document.querySelector('.hand .card')).backgroundColor,
})"""


def open_table(session: Session, base: str) -> Page:
    save = save_text([Seat("Ada", "human"), Seat("Rob", "bot", "easy")], seed=5, at_least=60)
    page = open_with_saves(session, base, {SAVE_PREFIX + "solo": save})
    page.click("[data-command=saves]")
    page.click('[data-command=open][data-slot="solo"]')
    page.wait_for_selector("#prompt")
    assert wait_state(page) == "decide"
    return page


def test_light_and_dark_themes_differ_and_the_icons_are_drawn(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    session = new_session()
    with played(dist, session) as base:
        page = open_table(session, base)
        seen = {}
        ARTIFACTS.mkdir(exist_ok=True)
        for scheme in ("dark", "light"):
            page.emulate_media(color_scheme=scheme)
            colours = page.evaluate(COLOURS)
            assert colours["panel"] == PANEL[scheme], scheme
            assert colours["ink"] == INK[scheme], scheme
            seen[scheme] = colours
            for width in (1280, 375):
                page.set_viewport_size({"width": width, "height": HEIGHT[width]})
                page.screenshot(path=str(ARTIFACTS / f"table-{width}-{scheme}.png"), full_page=True)
        assert seen["dark"]["page"] != seen["light"]["page"]
        assert seen["dark"]["panel"] != seen["light"]["panel"]

        # Icons: drawn from the sprite (a use element inside every .icon, with a size), each
        # symbol in its own colour, and the sprite fetched from this origin. Measured at 1280 px,
        # where the log is a column beside the table (on a phone it is a closed drawer).
        page.set_viewport_size({"width": 1280, "height": HEIGHT[1280]})
        icons = page.evaluate(
            """() => Array.from(document.querySelectorAll('#screen svg.icon')).map((svg) => ({
                 href: svg.querySelector('use').getAttribute('href'),
                 colour: getComputedStyle(svg).color,
                 width: svg.getBoundingClientRect().width,
                 rendered: svg.getClientRects().length > 0,
               }))"""
        )
        # Icons inside a closed tooltip or a closed <details> are not laid out (no box at all);
        # every icon that is laid out has a size.
        drawn = [i for i in icons if i["rendered"]]
        assert len(drawn) > 20
        assert all(i["href"].startswith("./static/icons.svg#icon-") for i in icons)
        assert all(i["width"] > 10 for i in drawn), [i["href"] for i in drawn if i["width"] <= 10]
        colour_of = {i["href"].split("#")[1]: i["colour"] for i in icons}
        shown = [colour_of[f"icon-{role}"] for role in ("survey", "warfare", "colonize")]
        assert len(set(shown)) == 3
        loaded = [u for u in session.recorder.requests if u.endswith("/static/icons.svg")]
        assert loaded and all(name.startswith(base) for name in loaded)
    assert "./static/icons.svg" in (dist / "sw.js").read_text()  # precached: works offline
    merged = build.merged_sprite(build.game_assets("sprites"))  # the games' sprites, merged
    assert (dist / "static" / "icons.svg").read_text() == merged
