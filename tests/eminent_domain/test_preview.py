"""What a choice will do in Eminent Domain (`eminent_domain.ui.preview`, issue 33): the
rulebook's cases where a role buys nothing say so before the cards are spent, and the words
are those the engine then bears out."""

from __future__ import annotations

import html
from typing import Any

from eminent_domain.engine import Game
from eminent_domain.planets import PLANETS
from eminent_domain.spec import SPEC
from eminent_domain.ui.preview import will_do
from tabletop import registry, text
from tabletop.preview import Preview
from tabletop.ui import frame
from tabletop.ui.game_ui import TableContext, ui_of

from .helpers import add_planet, legal, new_game, play, set_hand

UI = ui_of(registry.get("eminent-domain"))
ADVANCED = next(i for i, p in enumerate(PLANETS) if p.type.value == "advanced" and p.slots)


def _lead(hand: list[str], *planets: tuple[int, bool]) -> Game:
    """Seat 0 at its Role phase with this hand and these planets added to its Empire (its
    start planet is face down, so it has no resource slot)."""
    game = new_game(2, 0)
    set_hand(game, 0, hand)
    for planet, face_up in planets:
        add_planet(game, 0, planet, face_up)
    play(game, "skip")
    assert legal(game)[0].startswith("lead")
    return game


def _will(game: Game, action: str) -> Preview:
    preview = will_do(action, SPEC.view(game, 0))
    assert preview is not None
    return preview


def test_research_that_pays_for_no_technology_says_it_does_nothing() -> None:
    """Seed 001, Research: a Level 1 technology costs 3 Research symbols and needs 1 face-up
    planet of its type. The stack's card and one Research card in hand are 2 symbols: leading
    Research would spend them for "Take no technology" alone, and the button says so."""
    game = _lead(["research", "survey"])
    preview = _will(game, "lead research")
    assert preview.nothing
    assert preview.words == "Does nothing: no technology you can buy"
    assert preview.facts == {"symbols": 2, "gain": 0}
    play(game, "lead research", "boost research", "done")
    assert legal(game) == ["pass"]  # the engine offers nothing else


def test_research_within_reach_counts_the_technologies_offered() -> None:
    game = _lead(["research", "research", "survey"], (ADVANCED, True))
    preview = _will(game, "lead research")
    symbols, offered = preview.facts["symbols"], preview.facts["gain"]
    assert not preview.nothing and symbols >= 3  # the stack's card, 2 in hand, the planet's
    assert preview.words == f"Up to {symbols} symbols: {offered} technologies within reach"
    play(game, "lead research", "boost research", "boost research")
    events = game.apply("done")
    assert [e["symbols"] for e in events if e["type"] == "resolve"] == [symbols]
    assert sum(a.startswith("research ") for a in legal(game)) == offered > 0


def test_produce_with_no_planet_to_produce_on_says_it_does_nothing() -> None:
    """Seed 001, Produce: "Add 1 Resource token per Production symbol played to an empty
    resource slot in your Empire": with no face-up planet there is no slot to fill."""
    game = _lead(["survey"])
    preview = _will(game, "lead produce")
    assert preview.nothing and preview.words == "Does nothing: no planet to produce on"
    assert preview.facts == {"symbols": 1, "gain": 0}
    events = []
    for action in ("lead produce", "done"):
        events += game.apply(action)
    assert game.current_player != 0 or game.state.pending[-1].kind != "produce"
    assert not [e for e in events if e["type"] == "produce"]


def test_produce_with_every_slot_full_says_so() -> None:
    game = _lead(["survey"], (ADVANCED, True))
    assert _will(game, "lead produce").words == "Up to 1 symbol: produce 1 resource"
    game.state.players[0].empire[-1].filled = [True] * len(PLANETS[ADVANCED].slots)
    preview = _will(game, "lead produce")
    assert preview.nothing and preview.words == "Does nothing: every resource slot is full"


def test_trade_with_no_resource_and_a_produce_trade_action_with_nothing_to_act_on() -> None:
    game = _lead(["survey"])
    preview = _will(game, "lead trade")
    assert preview.nothing and preview.words == "Does nothing: no resource to trade"
    game = new_game(2, 0)
    set_hand(game, 0, ["produce-trade", "survey"])
    preview = _will(game, "act produce-trade")
    assert preview.nothing and preview.words == "Does nothing: nothing to produce or trade"


def test_a_boost_says_the_total_and_a_trade_the_influence_it_scores() -> None:
    game = _lead(["research", "research"])
    play(game, "lead research")
    assert _will(game, "boost research").words == "Then 2 symbols"
    assert _will(game, "done").words == "Does nothing: no technology you can buy"


def _page(game: Game) -> str:
    view: dict[str, Any] = SPEC.view(game, 0)
    ctx = TableContext(names=("Ann", "Bob"), bots=(None, "easy"), interactive=True)
    return html.unescape(str(frame.table(UI, view, ctx))).replace("\xa0", " ")


def test_the_buttons_show_the_words_in_english_and_french_and_look_it() -> None:
    """Under each role to lead, what it will do; a role that does nothing is marked
    `does-nothing` (muted, a warning sign hidden from screen readers: the words say it)."""
    game = _lead(["research", "survey"])
    page = _page(game)
    assert page.count('class="act-will"') == len(legal(game))
    assert page.count('class="act does-nothing"') == 3  # Research, Produce, Trade
    assert "Does nothing: no technology you can buy" in page
    assert '<span class="warn" aria-hidden="true">⚠ </span>Does nothing' in page
    assert "Up to 2 symbols: look at 2 planets, keep one" in page
    text.set_language("fr")
    try:
        page = _page(game)
        assert "Ne fait rien : aucune technologie à votre portée" in page
        assert "Jusqu'à 2 symboles : regarder 2 planètes, en garder une" in page
    finally:
        text.set_language("en")
