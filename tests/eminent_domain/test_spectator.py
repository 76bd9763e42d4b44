"""Eminent Domain seen by a spectator (`view(game, None)`: a link or a replay of a game in
progress): every seat drawn as an opponent, no hand, no choice. (That the spectator's view,
hence its table, does not change when everything hidden from any one seat is reshuffled is
checked for every game: `spectators_see_only_what_is_public` in the conformance suite, and
the drawn replay in `test_hidden_information.py`.)"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from functools import cache
from html import escape

import pytest

from eminent_domain.cards import CARD_KEYS, ROLE_KIND, TECH_FACE, tech_card_faces
from eminent_domain.engine import Game
from eminent_domain.spec import SPEC
from eminent_domain.ui import describe
from tabletop import registry, text
from tabletop.rng import Rng, seed_state
from tabletop.ui import frame
from tabletop.ui.game_ui import TableContext, ui_of

UI = ui_of(registry.get("eminent-domain"))

NAMES = ("Ada", "Bea", "Cy", "Di")
HAND = re.compile(r'<section[^>]* class="hand"[^>]*>.*?</section>', re.DOTALL)
DATA_CARD = re.compile(r'data-card="([^"]*)"')
# A seat's Empire (its region's marks may come first: tabletop/ui/regions.py).
EMPIRE = re.compile(r'<section[^>]* class="empire[^"]*"[^>]*data-seat="(\d)"')


@cache
def playthrough(players: int, seed: int) -> tuple[Game, ...]:
    """Positions sampled from a game of Easy bots (who research, so that hands hold
    technologies), and its last."""
    game = SPEC.new(SPEC.default_config(players), seed)
    assert isinstance(game, Game)
    sample, bots = random.Random(seed), Rng(seed_state(seed))
    positions = []
    while game.current_player is not None:
        if len(positions) < 40 and sample.random() < 0.1:
            positions.append(game.clone())
        game.apply(SPEC.policy(SPEC.view(game, game.current_player), bots))
    positions.append(game.clone())
    return tuple(positions)


def positions() -> Iterator[Game]:
    for players, seed in ((2, 11), (3, 12), (4, 13)):
        yield from playthrough(players, seed)


def spectator_context(players: int, interactive: bool = False) -> TableContext:
    """A replay's context (a person in seat 0, bots elsewhere): it waits for nobody."""
    bots = (None,) + ("easy",) * (players - 1)
    return TableContext(names=NAMES[:players], bots=bots, interactive=interactive)


def spectator_table(game: Game, interactive: bool = False) -> str:
    players = len(game.state.players)
    return str(frame.table(UI, SPEC.view(game, None), spectator_context(players, interactive)))


def hidden_names(game: Game) -> set[str]:
    """The names of cards in hands that nothing public shows: a technology in a hand whose
    name no card out of every hand and deck bears (role names are the stacks' names, and a
    double-sided card's tooltip names its other face)."""
    state = game.state
    private = {card for p in state.players for card in p.hand + p.deck}
    public = {describe.role_card_name(key) for key in ROLE_KIND}
    for card in set(range(len(CARD_KEYS))) - private:
        key = CARD_KEYS[card]
        if key in TECH_FACE:
            public |= {describe.tech_name(face) for face in tech_card_faces(key)}
    in_hands = {CARD_KEYS[card] for p in state.players for card in p.hand}
    return {describe.card_name(key) for key in in_hands} - public


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    text.set_language(request.param)
    yield request.param
    text.set_language("en")


def test_a_spectator_sees_no_hand_and_no_choice(lang: str) -> None:
    leaked = 0
    for game in positions():
        players = len(game.state.players)
        for interactive in (False, True):
            html = spectator_table(game, interactive)
            assert not HAND.search(html) and "open-hands" not in html
            assert "data-action" not in html and "survey-choices" not in html
            # A card drawn whole is a permanent technology: nothing else leaves a hand face up.
            permanents = {key for p in game.state.players for _, key in p.permanents}
            assert set(DATA_CARD.findall(html)) <= permanents
            names = hidden_names(game)
            leaked += bool(names)
            for name in names:
                assert name not in html, name
        # Every seat an opponent, in seat order from seat 0.
        assert [int(seat) for seat in EMPIRE.findall(html)] == list(range(players))
        assert " mine" not in html
    assert leaked > 3  # some hands held a technology that nothing public names


def test_a_spectator_is_told_whose_turn_and_decision_it_is(lang: str) -> None:
    for game in positions():
        view = SPEC.view(game, None)
        assert view["viewer"] is None and view["legal_actions"] == []
        players = len(game.state.players)
        names = list(NAMES[:players])
        html = spectator_table(game)
        prompt = UI.prompt(view, names)
        if game.is_over:
            assert '<section class="end' in html and prompt
            continue
        active = game.state.active
        assert escape(text.t("table.turn_of", name=text.isolate(NAMES[active]))) in html
        deciding = game.current_player
        assert deciding is not None and NAMES[deciding] in prompt
        for action in game.legal_actions():  # what the decider may do, labelled for anyone
            assert UI.label(str(action), view)


def test_a_seat_still_sees_its_own_hand_and_only_its_own() -> None:
    for game in positions():
        if game.is_over:
            continue
        players = len(game.state.players)
        for seat in range(players):
            context = TableContext(names=NAMES[:players], bots=(None,) * players)
            html = str(frame.table(UI, SPEC.view(game, seat), context))
            found = HAND.findall(html)
            assert len(found) == 1
            held = sorted(CARD_KEYS[card] for card in game.state.players[seat].hand)
            assert sorted(DATA_CARD.findall(found[0])) == held
