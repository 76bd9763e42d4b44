"""What a choice will do in Microcosm (`microcosm.ui.preview`, issue 33): the choices that do
nothing say so, and the engine bears the words out."""

from __future__ import annotations

import html

from microcosm import SPEC
from microcosm.engine import Game
from microcosm.ui.preview import will_do
from tabletop import registry, text
from tabletop.preview import Preview
from tabletop.ui import frame
from tabletop.ui.game_ui import TableContext, ui_of
from tests.microcosm.helpers import kinds, legal, position, run

UI = ui_of(registry.get("microcosm"))


def _will(game: Game, action: str) -> Preview:
    preview = will_do(action, SPEC.view(game, 0))
    assert preview is not None
    return preview


def test_colonize_with_too_few_icons_shown_says_it_does_nothing() -> None:
    """Seed 002 (Colonize): "il faut révéler un nombre d'icône de colonisation égal au coût
    de la planète": Done with 1 Colonize icon shown of the 2 a cost-2 pile needs takes no
    planet and ends the turn; revealing one more meets the need."""
    game = position(hands=(["D01", "D05"], []))
    assert _will(game, "play D01").words == "8 planets within reach"
    run(game, "play D01")
    assert len(legal(game)) == 8
    run(game, "down 2 0")
    done = _will(game, "done")
    assert done.nothing and done.facts == {"gain": 0}
    assert done.words == (
        "Does nothing: 1 Colonize icon shown of 2 needed: the planet is not taken"
    )
    assert _will(game, "reveal D05").words == "Then 2 icons shown of 2 needed"
    assert "colonize_failed" in kinds(run(game, "done"))


def test_taking_nothing_back_from_an_empty_discard_pile_says_it_does_nothing() -> None:
    """Seed 002: "Le joueur reprend en main autant de cartes qu'il le souhaite depuis sa
    défausse": with an empty discard pile there is nothing to take back."""
    game = position(hands=(["D01"], []))
    preview = _will(game, "recover")
    assert preview.nothing and preview.words == "Does nothing: your discard pile is empty"
    game = position(hands=(["D01"], []), discards=(["D05", "D06"], []))
    assert _will(game, "recover").words == "2 cards to take back"
    run(game, "recover")
    assert legal(game) == ["back D05", "back D06", "done"]


def test_the_buttons_show_the_words_in_english_and_french() -> None:
    game = position(hands=(["D01"], []))
    ctx = TableContext(names=("Ann", "Bob"), bots=(None, "easy"), interactive=True)
    page = html.unescape(str(frame.table(UI, SPEC.view(game, 0), ctx)))
    assert "Does nothing: your discard pile is empty" in page
    assert page.count('class="act does-nothing"') == 1
    text.set_language("fr")
    try:
        page = html.unescape(str(frame.table(UI, SPEC.view(game, 0), ctx)))
        assert "Ne fait rien\xa0: votre défausse est vide" in page
    finally:
        text.set_language("en")
