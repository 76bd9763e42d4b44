"""Every game marks the things that move on its table for static/morph.js (issue 33, point 4),
through the core's `feedback.motion`: its cards by what they are, its planets by their place
with the side they show, Chaos Theory's dice by their face; a face-down planet's key never
names it."""

from __future__ import annotations

import re

import pytest

from tabletop.ui.feedback import motion

from .test_app import make_app, run_bots, start
from .test_every_game_in_the_app import GAMES

KEY = re.compile(r'data-key="([^"]+)"')
# Each game's keyed things: (what a key starts with, an attribute it carries) to be seen.
MARKED = {
    "eminent-domain": {("card-", None), ("planet-", "data-face"), ("hand-", None)},
    "microcosm": {("card-", None), ("hand-", None)},
    "chaos-theory": {("die-", "data-roll"), ("planet-", "data-face")},
    "prototype-2010": {("card-", None), ("planet-", "data-face"), ("hand-", None)},
}


def test_the_core_writes_the_attributes_a_move_reads() -> None:
    assert motion("card-survey") == {"data-key": "card-survey"}
    assert motion("planet-1-0", face=False) == {"data-key": "planet-1-0", "data-face": "down"}
    assert motion("die-0-survey", roll="survey")["data-roll"] == "survey"
    assert motion("card-x", came_from="hand-1")["data-from"] == "hand-1"


@pytest.mark.parametrize("game", GAMES)
def test_every_game_marks_its_cards_planets_and_dice(game: str) -> None:
    app = make_app()
    players = 2 if game == "microcosm" else 3
    fields = {"game": game, "seed": "5", "players": str(players)}
    for seat in range(1, players):
        fields |= {f"name{seat}": f"Bot{seat}", f"kind{seat}": "easy"}
    start(app, **fields)
    seen: set[tuple[str, str | None]] = set()
    for _ in range(10):
        run_bots(app)
        session = app.session
        assert session is not None
        if session.game.is_over:
            break
        html = str(app.render())
        for tag in re.findall(r"<[a-z]+ [^>]*data-key=[^>]*>", html):
            key = KEY.search(tag)
            assert key is not None
            for prefix, attribute in MARKED[game]:
                if key.group(1).startswith(prefix) and (attribute is None or attribute in tag):
                    seen.add((prefix, attribute))
            if key.group(1).startswith("planet-"):  # by its place: seat and slot
                assert re.fullmatch(r"planet-\d+-\d+", key.group(1))
        assert app.act(str(session.game.legal_actions()[0]))
    assert seen == MARKED[game]
