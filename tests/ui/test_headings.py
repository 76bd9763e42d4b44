"""Headings never skip a level on any game's table (axe's `heading-order`): a section's
headings sit one level under its own, whatever the table shows (a folded list of technologies,
a Survey's piles, the display's slots), at every decision of a game of each registered game."""

from __future__ import annotations

from html.parser import HTMLParser
from itertools import pairwise

import pytest

from tabletop.ui.shell import playable_games

from .test_app import actions_offered, make_app, run_bots, start

GAMES = [spec.id for spec in playable_games()]


class Headings(HTMLParser):
    """The levels of the headings in a page, in document order."""

    def __init__(self) -> None:
        super().__init__()
        self.levels: list[int] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if len(tag) == 2 and tag[0] == "h" and tag[1] in "123456":
            self.levels.append(int(tag[1]))


def skips(html: str) -> list[tuple[int, int]]:
    """Each heading that is more than one level under the one before it (the screen's own
    title is an h1 of the page, so the first may be an h2)."""
    parser = Headings()
    parser.feed(html)
    levels = [1, *parser.levels]
    return [(a, b) for a, b in pairwise(levels) if b > a + 1]


def test_a_skipped_level_is_found() -> None:
    assert skips("<h2>a</h2><h4>b</h4>") == [(2, 4)]
    assert skips("<h2>a</h2><h3>b</h3><h2>c</h2><h3>d</h3>") == []


@pytest.mark.parametrize("game", GAMES)
def test_no_table_skips_a_heading_level(game: str) -> None:
    app = make_app()
    start(app, game=game, seed="4")
    session = app.session
    assert session is not None
    seen = 0
    for _ in range(60):
        run_bots(app)
        if session.game.is_over:
            break
        if app.screen == "pass":
            app.command("reveal")
        html = str(app.render())
        assert skips(html) == [], (game, seen, skips(html))
        seen += 1
        offered = actions_offered(app)
        assert offered
        # The last choice rather than the first: a game moves on (a Research, a Survey).
        assert app.act(offered[-1])
    assert seen >= 10
