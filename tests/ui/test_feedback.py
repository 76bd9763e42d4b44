"""The table's feedback pieces: the thinking line, the moves since a seat decided (their
recap: tests/ui/test_recap.py), running scores computed from a view alone, tooltips on
Research choices and the log drawer."""

from __future__ import annotations

import random
import re

from eminent_domain.cards import TECH_FACE
from eminent_domain.spec import SPEC as ED
from eminent_domain.state import Config
from eminent_domain.ui import render as ed_render
from microcosm import SPEC as MC
from microcosm.ui import render as mc_render
from tabletop import registry, text
from tabletop.bots import make_bot
from tabletop.markup import el
from tabletop.ui import frame
from tabletop.ui.feedback import (
    score_strip,
    since_last_decision,
    table_layout,
    waiting_line,
)
from tabletop.ui.game_ui import TableContext, ui_of
from tabletop.ui.log import game_log

ED_UI = ui_of(registry.get("eminent-domain"))

NAMES = ("Ann", "<b>Hal</b>")


def test_a_bot_s_pending_turn_names_it_and_its_level() -> None:
    ctx = TableContext(names=NAMES, bots=(None, "hard"))
    line = waiting_line(ctx, 1)
    assert line is not None
    assert "<bdi>&lt;b&gt;Hal&lt;/b&gt;</bdi> (Hard) is thinking…" in line
    assert 'class="waiting thinking"' in line and 'class="spinner"' in line
    person = waiting_line(ctx, 0)
    assert person is not None and "Waiting for <bdi>Ann</bdi>" in person
    assert "thinking" not in person
    replay = TableContext(names=NAMES, bots=(None, "hard"), interactive=False)
    assert waiting_line(replay, 1) is None


def test_the_moves_since_a_seat_last_decided() -> None:
    # steps by seats 0, 1, 1 writing 2, 1 and 3 lines
    assert since_last_decision([0, 1, 1], [2, 1, 3], 0) == 4
    # seat 1 has just decided: its own last step is what is new
    assert since_last_decision([0, 1, 1], [2, 1, 3], 1) == 3
    assert since_last_decision([0, 1, 0], [2, 1, 0], 0) == 0  # a silent step of its own
    assert since_last_decision([1, 1], [2, 2], 0) == 4  # it never decided: everything
    assert since_last_decision([], [], 0) == 0


def test_score_strip_names_every_seat_and_marks_the_last_mover() -> None:
    ctx = TableContext(names=NAMES, bots=(None, "easy"), last_seat=1)
    html = score_strip(ctx, ["3", "12+"])
    assert "<bdi>&lt;b&gt;Hal&lt;/b&gt;</bdi>" in html
    assert re.findall(r'<strong class="score-value[^"]*"[^>]*>(.*?)</strong>', html) == [
        "3",
        '<span aria-hidden="true">12+</span>'
        '<span class="visually-hidden">At least 12: part of this score is hidden from you '
        "(cards in a hand or face down count only once you see them)</span>",
    ]
    assert '<li data-seat="1" class="last-move">' in html
    assert '<li data-seat="0">' in html
    assert "to play" not in html  # nobody decides: a finished game


def test_a_score_with_a_plus_is_explained_in_its_tooltip_and_in_french() -> None:
    """Issue 33, readable faces: "12+" is never explained; its tooltip and accessible text
    say that part of the score is hidden, and a complete score carries no such note."""
    ctx = TableContext(names=NAMES, bots=(None, "easy"))
    html = score_strip(ctx, ["3", "12+"])
    assert html.count('title="At least 12: part of this score is hidden') == 1
    assert html.count("part of this score") == 2  # the tooltip and the accessible text
    assert '<strong class="score-value">3</strong>' in html
    text.set_language("fr")
    try:
        french = score_strip(ctx, ["12+", "4"])
    finally:
        text.set_language("en")
    assert "Au moins 12\u00a0: une partie de ce score vous est cachée" in french


def test_score_strip_marks_the_seat_that_decides_now_apart_from_the_last_mover() -> None:
    ctx = TableContext(names=NAMES, bots=(None, "easy"), last_seat=1)
    html = score_strip(ctx, ["3", "12+"], acting=0)
    assert '<li data-seat="0" class="to-act" aria-current="true">' in html
    assert '<span class="to-act-mark">to play</span>' in html
    assert '<li data-seat="1" class="last-move">' in html
    both = score_strip(ctx, ["3", "12+"], acting=1)  # a bot deciding again after its own move
    assert '<li data-seat="1" class="to-act last-move" aria-current="true">' in both
    assert html.count("to play") == both.count("to play") == 1


def test_log_is_a_closed_drawer_newest_first_with_the_new_lines_marked() -> None:
    html = game_log(("a", "b", "c"), "Game log", recent=2)
    assert html.startswith('<details class="log" id="log">')  # closed: a phone's default
    assert re.findall(r"<li(?: class=\"(\w+)\")?>(\w)</li>", html) == [
        ("recent", "c"),
        ("recent", "b"),
        ("", "a"),
    ]
    assert "(3 lines, newest first)" in html
    layout = table_layout([el("p", {}, "table")], html)
    assert layout.index("table-main") < layout.index("table-side") < layout.index("Game log")


def _ed_positions(games: int = 6, steps: int = 220) -> list[object]:
    """Games of random moves, each position kept."""
    found = []
    for seed in range(games):
        rng = random.Random(seed)
        game = ED.new(Config(2 + seed % 3).to_dict(), seed)
        for _ in range(steps):
            if game.is_over:
                break
            found.append(game.clone())
            game.apply(rng.choice(game.legal_actions()))
        found.append(game)
    return found


def test_base_game_running_scores_from_the_view_equal_the_engine_s() -> None:
    for game in _ed_positions():
        for seat in range(len(game.scores())):  # type: ignore[attr-defined]
            view = ED.view(game, seat)  # type: ignore[arg-type]
            assert ed_render.running_scores(view) == game.scores()  # type: ignore[attr-defined]


def test_microcosm_running_scores_are_exact_for_oneself_and_a_floor_for_the_other() -> None:
    for seed in range(8):
        rng = random.Random(seed)
        game = MC.new({"players": 2, "reveal_after_flip": True}, seed)
        while True:
            true = game.scores()
            for seat in (0, 1):
                shown = mc_render.scores(MC.view(game, seat))
                assert shown[seat] == str(true[seat])
                other = shown[1 - seat]
                assert int(other.rstrip("+")) <= true[1 - seat]
                if not other.endswith("+"):
                    assert int(other) == true[1 - seat]
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))


def test_a_research_choice_explains_its_technology() -> None:
    game = ED.new(Config(2).to_dict(), 0)
    bots = [make_bot("easy", ED, seat) for seat in range(2)]
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        view = ED.view(game, seat)
        game.apply(bots[seat].choose(view))
        research = [a for a in view["legal_actions"] if a.startswith("research ")]
        if not research:
            continue
        ctx = TableContext(names=("A", "B", "C", "D")[: len(view["players"])], bots=(None,) * 4)
        table = str(frame.table(ED_UI, view, ctx))
        html = table[
            table.index('id="prompt"') : table.index("</section>", table.index('id="prompt"'))
        ]
        for action in research:
            key = action.split()[1]
            tip = f"tip-research-{key}"
            assert re.search(f'data-action="{action}"[^>]* aria-describedby="{tip}"', html)
            start = html.index(f'id="{tip}"')
            end = html.find("<button", start)
            body = html[start : end if end > 0 else len(html)]
            assert TECH_FACE[key].text.split(".")[0].replace("'", "&#x27;") in body
            assert 'role="tooltip"' in html[start - 40 : start]
        return
    raise AssertionError("no Research choice in these games")


def test_every_planet_and_listed_card_explains_itself_and_no_hidden_face_leaks() -> None:
    """Issue 14, point 3: "every card, planet and tech explains itself on hover, long-press or
    focus". A planet whose face the viewer knows is focusable and described by a tooltip
    with its numbers; an opponent's face-down planet has none (its face is hidden); a card
    named in a list (in play, a discard pile) holds its text in a tooltip."""
    from eminent_domain.planets import PLANETS  # noqa: PLC0415

    game = ED.new(Config(3).to_dict(), 4)
    bots = [make_bot("easy", ED, seat) for seat in range(3)]
    checked = {"face_up": 0, "secret": 0, "mini": 0}
    for _ in range(160):
        seat = game.current_player
        assert seat is not None
        view = ED.view(game, seat)
        html = str(frame.table(ED_UI, view, TableContext(names=("A", "B", "C"), bots=(None,) * 3)))
        ids = re.findall(r'aria-describedby="(tip-planet-[^"]+)"', html)
        assert len(ids) == len(set(ids))  # one tooltip per planet
        for tip in ids:
            assert html.count(f'id="{tip}"') == 1
        for index, player in enumerate(view["players"]):
            for number, entry in enumerate(player["empire"]):
                tip = f"tip-planet-{index}-{number}"
                if entry["face_up"]:
                    assert tip in ids
                    body = html[html.index(f'id="{tip}"') :][:2000]
                    assert "Influence" in body
                    checked["face_up"] += 1
                elif index == seat and entry["planet"] is not None:
                    assert tip in ids  # the owner sees the face of their face-down planet
                    body = html[html.index(f'id="{tip}"') :][:2000]
                    assert PLANETS[entry["planet"]].name not in body or "Influence" in body
                    checked["secret"] += 1
                else:
                    assert tip not in ids  # another player's face-down planet: nothing shown
        if 'class="mini tipped"' in html:
            checked["mini"] += 1
            assert re.search(r'class="mini tipped" tabindex="-1">.*?<span class="tip">', html)
        game.apply(bots[seat].choose(view))
        if game.is_over:
            break
    assert all(checked.values()), checked


def test_a_microcosm_card_named_in_a_list_shows_its_values_in_a_tooltip() -> None:
    from microcosm.ui.faces import chip  # noqa: PLC0415

    html = str(chip("D03"))
    assert 'class="mini mc-chip tipped"' in html and 'tabindex="-1"' in html
    tip = html[html.index('<span class="tip">') :]
    assert tip.count("<dt>") == 5  # its values, labelled, as its whole face shows them
    assert tip.count('class="face-marks"') == 1  # its marks explained once
