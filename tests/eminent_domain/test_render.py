"""The table's render functions: what each seat's view shows, and nothing it must not."""

from __future__ import annotations

import re

from eminent_domain.engine import Game
from eminent_domain.planets import PLANETS
from eminent_domain.state import Config
from eminent_domain.ui.render import tech_status
from eminent_domain.view import view_for
from tabletop import registry
from tabletop.rng import Rng
from tabletop.ui import frame
from tabletop.ui.game_ui import TableContext, ui_of
from tests.eminent_domain.helpers import add_planet

UI = ui_of(registry.get("eminent-domain"))

NAMES = ("Ada", "Bea", "Cy")


def context(players: int) -> TableContext:
    return TableContext(names=NAMES[:players], bots=(None,) * players)


def played(seed: int, steps: int, players: int = 2) -> Game:
    game = Game.new(Config(players), seed)
    rng = Rng(seed)
    for _ in range(steps):
        if game.is_over:
            break
        options = game.legal_actions()
        game.apply(options[rng.below(len(options))])
    return game


def test_face_down_planets_show_their_back_and_their_face_to_the_owner_only() -> None:
    game = Game.new(Config(2), 3)
    mine = game.state.players[0].empire[0].planet
    theirs = game.state.players[1].empire[0].planet
    html = frame.table(UI, view_for(game, 0), context(2))
    assert PLANETS[mine].name in html  # "(you know: …)" on the owner's own tile
    assert PLANETS[theirs].name not in html
    assert "Colonize" in html and "Warfare" in html  # the backs' costs carry role badges


def test_survey_choices_are_shown_to_the_surveyor_only() -> None:
    for seed in range(40):
        game = played(seed, 200)
        for _ in range(400):
            if game.is_over or game.pending_kind == "survey":
                break
            options = game.legal_actions()
            game.apply(options[0])
        if game.pending_kind != "survey":
            continue
        surveyor = game.current_player
        assert surveyor is not None
        planets = game.state.pending[-1].data["planets"]
        own = frame.table(UI, view_for(game, surveyor), context(2))
        other = frame.table(UI, view_for(game, 1 - surveyor), context(2))
        assert "survey-choices" in own and "survey-choices" not in other
        for planet in planets:
            assert PLANETS[planet].name in own
        return
    raise AssertionError("no survey decision met")


def test_every_legal_action_is_a_button_and_nothing_else_is() -> None:
    for seed in range(10):
        game = played(seed, 37 * seed)
        if game.is_over:
            continue
        seat = game.current_player
        assert seat is not None
        view = view_for(game, seat)
        html = frame.table(UI, view, context(2))
        offered = re.findall(r'data-action="([^"]*)"', html)
        assert offered == view["legal_actions"]
        other = frame.table(UI, view_for(game, 1 - seat), context(2))
        assert "data-action" not in other


def test_technology_marks_follow_the_prerequisites() -> None:
    game = Game.new(Config(2), 1)
    view = view_for(game, 0)
    # Nobody starts with face-up planets: every technology needs more planets.
    assert {tech_status(view, key) for key in view["tech_supply"]} == {"locked"}
    add_planet(game, 0, 0, face_up=True)  # Lyttle: one face-up Advanced planet
    view = view_for(game, 0)
    marks = {tech_status(view, key) for key in view["tech_supply"] if key.startswith("T1")}
    assert marks & {"affordable", "prerequisite"}


def test_the_end_screen_breaks_the_score_down() -> None:
    game = played(4, 100_000)
    assert game.is_over
    html = frame.table(
        UI,
        view_for(game, 0),
        TableContext(names=NAMES[:2], bots=(None, "easy"), winners=tuple(game.winners())),
    )
    assert "Final scores" in html
    rows = re.findall(
        r"<tr[^>]*><th scope=\"row\"><bdi>([^<]*)</bdi></th>((?:<td>.*?</td>)+)</tr>", html
    )
    assert [name for name, _ in rows] == ["Ada", "Bea"]
    for index, (_, cells) in enumerate(rows):
        numbers = [int(n) for n in re.findall(r"<td>(?:<strong>)?(\d+)", cells)]
        planets, techs, tokens, total, _tie = numbers
        assert planets + techs + tokens == total == game.scores()[index]


# A name with a RIGHT-TO-LEFT OVERRIDE (U+202E): unless it is isolated, it reverses the text
# that follows it on the same line ("Evil wins with 21 influence" read backwards, a score
# shown against the wrong name).
RLO_NAME = "\u202eEvil"
NOT_ISOLATED = re.compile(rf"(?<!<bdi>)(?<!\u2068){re.escape(RLO_NAME)}")


def assert_isolated(html: str) -> None:
    """Every occurrence of the name is isolated: by <bdi> in markup, or by FIRST STRONG
    ISOLATE ... POP DIRECTIONAL ISOLATE in plain text (sentences, attribute values)."""
    assert RLO_NAME in html
    assert NOT_ISOLATED.findall(html) == []
    for match in re.finditer(re.escape(RLO_NAME), html):
        after = html[match.end() : match.end() + 6]
        assert after.startswith(("</bdi>", "\u2069")), html[match.start() - 20 : match.end() + 20]


def test_player_names_are_isolated_on_the_table_and_the_end_screen() -> None:
    names = ("Ada", RLO_NAME)
    game = played(4, 100_000)
    assert game.is_over
    for viewer in (0, 1):
        html = frame.table(
            UI,
            view_for(game, viewer),
            TableContext(
                names=names,
                bots=(None, "easy"),
                log=("a line",),
                rounds=((0, 0), (3, 4)),
                winners=tuple(game.winners()),
                interactive=False,
                open_views=tuple(view_for(game, seat) for seat in (0, 1)),
                reveal=(4, "00ff"),
            ),
        )
        assert_isolated(html)
        assert "<bdi>" in html
    for seed in range(6):
        game = played(seed, 30 * seed)
        for viewer in (0, 1):
            for bots in ((None, "easy"), (None, None)):
                ctx = TableContext(names=names, bots=bots, thinking=seed % 2 == 0)
                assert_isolated(frame.table(UI, view_for(game, viewer), ctx))
            assert_isolated(
                frame.table(
                    UI,
                    view_for(game, viewer),
                    TableContext(names=names, bots=(None, None), interactive=False),
                )
            )
