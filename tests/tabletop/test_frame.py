"""The table's frame, for every registered game: drawn once around the game's parts, and only
the person deciding at an interactive table gets choices and targets (tabletop.ui.frame)."""

from __future__ import annotations

import random
import re

import pytest

from tabletop import registry
from tabletop.ui import frame
from tabletop.ui.frame import deciding_here
from tabletop.ui.game_ui import TableContext, ui_of

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")
STEPS = 60  # decisions played at random in each game, the table drawn at each


def choices(html: str) -> list[str]:
    return re.findall(r'data-action="([^"]*)"', html)


def targets(html: str) -> list[str]:
    return re.findall(r'data-pick(?:-group)?="([^"]*)"', html)


@pytest.mark.parametrize("game_id", registry.ids())
def test_only_the_person_deciding_at_an_interactive_table_gets_choices(game_id: str) -> None:
    spec = registry.get(game_id)
    ui = ui_of(spec)
    players = spec.players[0]
    names = NAMES[:players]
    game = spec.new(spec.default_config(players), 3)
    rng = random.Random(3)
    picked = 0
    for _ in range(STEPS):
        if game.is_over:
            break
        seat = game.current_player
        assert seat is not None
        view = spec.view(game, seat)
        person = TableContext(names=names, bots=(None,) * players)
        html = str(frame.table(ui, view, person))
        assert deciding_here(view, person)
        assert choices(html) == [str(action) for action in view["legal_actions"]]
        assert 'class="prompt' in html and " yours" in html
        picked += bool(targets(html))
        bot = TableContext(
            names=names, bots=tuple("hard" if s == seat else None for s in range(players))
        )
        replay = TableContext(names=names, bots=(None,) * players, interactive=False)
        others = [(spec.view(game, None), person), (view, bot), (view, replay)]
        others += [(spec.view(game, s), person) for s in range(players) if s != seat]
        for other_view, ctx in others:
            other = str(frame.table(ui, other_view, ctx))
            assert not deciding_here(other_view, ctx)
            assert choices(other) == [] and targets(other) == []
        game.apply(rng.choice(game.legal_actions()))
    assert picked, "no target on the table in all these decisions: the check would not see one"


@pytest.mark.parametrize("game_id", registry.ids())
def test_the_frame_is_drawn_once_around_the_games_parts(game_id: str) -> None:
    spec = registry.get(game_id)
    ui = ui_of(spec)
    players = spec.players[0]
    game = spec.new(spec.default_config(players), 4)
    ctx = TableContext(names=NAMES[:players], bots=(None,) * players, notice="Storage full")
    html = str(frame.table(ui, spec.view(game, 0), ctx))
    for part in (
        'class="notice"',
        'class="status-bar"',
        'id="prompt"',
        'class="empires"',
        'id="log"',
    ):
        assert html.count(part) == 1, part
    assert len(re.findall(r'class="empire[ "]', html)) == players
    assert html.index("notice") < html.index("status-bar") < html.index('id="prompt"')
    assert html.index('id="prompt"') < html.index('class="empires"') < html.index('id="log"')


@pytest.mark.parametrize("game_id", registry.ids())
def test_a_finished_game_shows_its_end_screen_in_place_of_the_prompt(game_id: str) -> None:
    spec = registry.get(game_id)
    players = spec.players[0]
    game = spec.new(spec.default_config(players), 5)
    rng = random.Random(5)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    ctx = TableContext(names=NAMES[:players], bots=(None,) * players)
    for seat in [*range(players), None]:
        html = str(frame.table(ui_of(spec), spec.view(game, seat), ctx))
        assert html.count('class="end') == 1 and 'id="prompt"' not in html
        assert choices(html) == [] and targets(html) == []
