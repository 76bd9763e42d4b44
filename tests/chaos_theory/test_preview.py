"""What a choice will do (`chaos_theory.ui.preview`): the words under a button say what the
engine then does, checked against the engine's own events at every boost of whole games."""

from __future__ import annotations

import copy
import html
import re
from typing import Any

from chaos_theory import SPEC
from chaos_theory.cards import FACE_OF_ROLE
from chaos_theory.engine import Game
from chaos_theory.ui.preview import will
from tabletop import registry, text
from tabletop.rng import Rng
from tabletop.ui import frame
from tabletop.ui.game_ui import TableContext, ui_of
from tests.chaos_theory.helpers import dice, planets, play, table

UI = ui_of(registry.get("chaos-theory"))

SYMBOLS = re.compile(r"(\d+) symbols?, ")


def _view(game: Game) -> dict[str, Any]:
    seat = game.current_player
    assert seat is not None
    return SPEC.view(game, seat)


def _resolved(events: list[dict[str, Any]]) -> dict[str, Any]:
    return next(e for e in events if e["kind"] == "resolve")


def test_leading_a_role_says_its_symbols_and_what_they_buy() -> None:
    """Seed 000: dice boost, icons of face-up planets add, the leader gets +2 for Survey;
    "Take one Planet tile from the display" costing no more than the symbols."""
    game = table()
    dice(game, 0, survey=2)
    planets(game, 0, "M01", up=True)  # a Survey icon
    preview = will("role survey", _view(game))
    assert preview == "With your 2 matching dice: 5 symbols, a planet costing up to 5"
    events = play(game, "role survey", "die survey", "die survey")
    assert _resolved(events)["symbols"] == 5
    assert [str(a) for a in game.legal_actions()] == [
        "take 0",
        "take 1",
        "take 2",
        "take 3",
        "pass",
    ]


def test_every_die_says_the_total_it_brings_the_role_to() -> None:
    game = table()
    dice(game, 0, produce_trade=2)
    play(game, "role produce")
    assert will("die produce_trade", _view(game)) == "Then 2 symbols"  # 1 die + leader's 1
    play(game, "die produce_trade")
    assert will("die produce_trade", _view(game)) == "Then 3 symbols"
    # Produce stops at the room to store: one planet, one resource (seed 000).
    assert will("done", _view(game)) == "2 symbols, 1 resource"
    assert will("role trade", SPEC.view(table(), 0)).endswith("1 symbol, no resource to trade")


def test_the_preview_of_resolving_and_following_is_what_the_engine_does() -> None:
    """At every boost and every choice to follow of whole Easy games (2 to 5 players): the
    symbols named are those the role resolves with, and Produce's resources those produced."""
    checked = 0
    for players in (2, 3, 4, 5):
        game = SPEC.new(SPEC.default_config(players), 40 + players)
        rng = Rng(players)
        while not game.is_over:
            view = _view(game)
            kind = view["pending"]["kind"]
            if kind == "boost" or "follow" in view["legal_actions"]:
                checked += _check_against_the_engine(game, view)
            game.apply(SPEC.policy(view, rng))
    assert checked > 300


def _check_against_the_engine(game: Game, view: dict[str, Any]) -> int:
    trial = copy.deepcopy(game)
    role = view["role"]
    if view["pending"]["kind"] == "boost":
        preview = will("done", view)
        events = trial.apply("done")
    else:
        preview = will("follow", view)
        events = trial.apply("follow")
        face = FACE_OF_ROLE[role]
        while f"die {face}" in [str(a) for a in trial.legal_actions()]:
            events += trial.apply(f"die {face}")
        if "resolve" not in [e["kind"] for e in events]:  # the last die resolves by itself
            events += trial.apply("done")
    assert preview is not None
    found = SYMBOLS.search(preview)
    assert found, preview
    resolved = _resolved(events)
    assert int(found.group(1)) == resolved["symbols"], (preview, resolved)
    if role == "produce":
        made = next(e for e in events if e["kind"] == "produce")["count"]
        words = f"{made} resource" + ("" if made == 1 else "s")
        full = made == 0 and preview.endswith("no room to store a resource")
        assert preview.endswith(words) or full, preview
    return 1


def test_buttons_show_what_they_will_do_in_both_languages() -> None:
    game = table(3)
    dice(game, 0, survey=1, warfare=1)
    view = _view(game)
    ctx = TableContext(names=("Ann", "Bob", "Cy"), bots=(None, "easy", "easy"), interactive=True)
    page = str(frame.table(UI, view, ctx))
    assert page.count('class="act-will"') == 6  # one under each role to lead
    assert "With your matching die: 3 symbols, a planet costing up to 3" in page
    text.set_language("fr")
    try:
        page = html.unescape(str(frame.table(UI, view, ctx))).replace("\xa0", " ")
        assert "Avec votre dé correspondant : 3 symboles, une planète coûtant jusqu'à 3" in page
    finally:
        text.set_language("en")
