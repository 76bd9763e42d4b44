"""The end-of-game frame both games draw (tabletop.ui.end): chart, seed reveal, headline."""

from __future__ import annotations

import re

from tabletop import text
from tabletop.markup import el
from tabletop.ui import end
from tabletop.ui.end import end_of_game, score_chart, seed_reveal
from tabletop.ui.game_ui import TableContext

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


def test_the_score_table_and_headline_every_game_shares() -> None:
    """`breakdown_table` gives a row a player (the winners marked) and the total in bold;
    `winners_headline` says one winner or a shared win; `won_by_tie_break` tells a single
    winner who shares the best score."""
    names = ["Ann", "Bob", "Cy"]
    scores = [12, 15, 15]
    table = str(
        end.breakdown_table(
            scores, [1], names, ["who", "a", "b", "total"], [[5, 7], [10, 5], [9, 6]],
            caption="Scores", class_="x-scores",
        )
    )  # fmt: skip
    assert table.count('class="winner"') == 1 and 'data-seat="1" class="winner"' in table
    assert "<td><strong>15</strong></td>" in table and 'class="scores x-scores"' in table
    assert end.won_by_tie_break(scores, [1]) and not end.won_by_tie_break(scores, [1, 2])
    assert not end.won_by_tie_break([3, 9], [1])
    # Keys of this test's own, in both languages (the catalogue checks every key has both).
    text.register("tests", {"t.one": "{name} wins, {score}", "t.shared": "{names} share {score}"})
    text.register(
        "tests", {"t.one": "{name} gagne, {score}", "t.shared": "{names} à {score}"}, lang="fr"
    )
    one = str(end.winners_headline(scores, [1], names, "t.one", "t.shared"))
    assert re.sub("<[^>]*>", "", one) == "Bob wins, 15"
    shared = str(end.winners_headline(scores, [1, 2], names, "t.one", "t.shared"))
    assert "Bob" in shared and "Cy" in shared and shared.endswith(" share 15")
