"""The end-of-game frame both games draw (tabletop.ui.end): chart, seed reveal, headline."""

from __future__ import annotations

import re

from tabletop.ui.end import end_of_game, score_chart, seed_reveal
from tabletop.ui.game_ui import TableContext
from tabletop.ui.markup import el

NAMES = ("Ada", "Bo", "Cy")


def test_the_chart_draws_one_line_per_player_through_every_round() -> None:
    svg = score_chart(((0, 0, 0), (1, 2, 0), (5, 3, 4)), NAMES)
    assert svg is not None
    lines = re.findall(r'<polyline class="series seat-(\d)" fill="none" points="([^"]*)"', svg)
    assert [seat for seat, _ in lines] == ["0", "1", "2"]
    assert all(len(points.split()) == 3 for _, points in lines)
    assert "Ada" in svg and "Cy" in svg
    assert '<text x="20" y="28" text-anchor="end">5</text>' in svg  # the top of the axis


def test_a_single_round_draws_no_chart() -> None:
    assert score_chart(((3, 1, 0),), NAMES) is None


def test_the_reveal_shows_the_seed_and_its_commitment_once_the_game_is_over() -> None:
    ctx = TableContext(names=NAMES, bots=(None,) * 3, reveal=(42, "ab" * 32))
    html = str(seed_reveal(ctx))
    assert "seed 42" in html and "ab" * 32 in html and 'data-command="replay-game"' in html
    assert seed_reveal(TableContext(names=NAMES, bots=(None,) * 3)) is None


def test_the_frame_holds_the_games_own_table_and_escapes_names() -> None:
    names = ("<b>Ada</b>", "Bo")
    ctx = TableContext(names=names, bots=(None, None), rounds=((0, 0), (2, 1)))
    html = str(end_of_game("Ada wins", el("table", {"class_": "scores"}, ""), ctx))
    assert html.index("Final scores") < html.index("Ada wins") < html.index('class="scores"')
    assert "<b>Ada</b>" not in html and "&lt;b&gt;Ada&lt;/b&gt;" in html
    assert "influence-chart" in html
