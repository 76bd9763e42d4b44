"""What a choice will do in the 2010 prototype (`prototype_2010.ui.preview`, issue 33): the
rulebook's cases where a role buys nothing say so before the cards are spent, and the engine
bears the words out."""

from __future__ import annotations

import html

from prototype_2010 import SPEC
from prototype_2010.engine import Game
from prototype_2010.ui.preview import will_do
from tabletop import registry, text
from tabletop.preview import Preview
from tabletop.ui import frame
from tabletop.ui.game_ui import TableContext, ui_of
from tests.prototype_2010.helpers import empire, hand, play, table

UI = ui_of(registry.get("prototype-2010"))


def _leading(*keys: str) -> Game:
    """Seat 0 to lead, with this hand and only its start planet, face down."""
    game = table()
    hand(game, 0, *keys)
    play(game, "skip")
    return game


def _will(game: Game, action: str, seat: int = 0) -> Preview:
    preview = will_do(action, SPEC.view(game, seat))
    assert preview is not None
    return preview


def test_harvest_and_research_with_no_face_up_planet_say_they_do_nothing() -> None:
    """Seed 004: Harvest produces "on one of your colonized (face up) planets"; Research
    draws "from a Technology deck corresponding to one of your colonized (face up) planets".
    With none face up, both would spend the Role card and the cards played for nothing."""
    game = _leading("research", "harvest", "survey")
    harvest = _will(game, "lead harvest")
    assert harvest.nothing and harvest.words == "Does nothing: no empty slot to harvest into"
    assert harvest.facts == {"symbols": 2, "gain": 0}
    research = _will(game, "lead research")
    assert research.nothing and research.facts["gain"] == 0
    assert research.words == ("Does nothing: no technology deck of your face-up planets' types")
    events = play(game, "lead research", "boost research", "done")
    assert [e["icons"] for e in events if e["type"] == "resolve"] == [2]
    assert "research_look" not in [e["type"] for e in events]
    assert game.state.pending[-1].kind != "research_deck"


def test_harvest_counts_the_empty_slots_of_face_up_planets() -> None:
    game = _leading("harvest", "survey")
    empire(game, 0, ("Lyttle", True))  # one Silicon slot
    preview = _will(game, "lead harvest")
    assert preview.words == "Up to 2 icons: harvest 1 resource"
    events = play(game, "lead harvest", "boost harvest", "done")
    assert [e["icons"] for e in events if e["type"] == "resolve"] == [2]
    harvested = [str(a) for a in game.legal_actions() if str(a).startswith("harvest")]
    play(game, harvested[0])
    assert not [str(a) for a in game.legal_actions() if str(a).startswith("harvest")]


def test_a_follower_pays_two_survey_icons_before_looking() -> None:
    """Seed 004, Survey: "FOLLOW: Pay X Survey icons to take X-2 cards": 2 icons look at no
    planet, so following does nothing; 3 icons look at 1."""
    game = _leading("trade")
    play(game, "lead survey", "done")  # the leader looks at 1 planet with the Role card
    play(game, "keep 0")
    assert game.current_player == 1 and game.state.pending[-1].kind == "follow"
    hand(game, 1, "survey", "survey", "trade")
    preview = _will(game, "follow", seat=1)
    assert preview.nothing and preview.words == "Does nothing: no planet to look at"
    assert preview.facts == {"symbols": 2, "gain": 0}
    hand(game, 1, "survey", "survey", "survey")
    assert _will(game, "follow", seat=1).words == "Up to 3 icons: look at 1 planet"
    events = play(game, "follow", "boost survey", "boost survey", "boost survey", "done")
    assert [e["icons"] for e in events if e["type"] == "resolve"] == [3]
    assert len(game.state.pending[-1].data["planets"]) == 1


def test_the_buttons_show_the_words_in_english_and_french() -> None:
    game = _leading("research", "harvest", "survey")
    ctx = TableContext(names=("Ann", "Bob"), bots=(None, "easy"), interactive=True)
    page = html.unescape(str(frame.table(UI, SPEC.view(game, 0), ctx))).replace("\xa0", " ")
    assert "Does nothing: no empty slot to harvest into" in page
    assert page.count('class="act does-nothing"') >= 2
    text.set_language("fr")
    try:
        page = html.unescape(str(frame.table(UI, SPEC.view(game, 0), ctx)))
        assert "Ne fait rien\xa0: aucun emplacement vide où récolter" in page
    finally:
        text.set_language("en")
