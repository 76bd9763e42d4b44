"""Symbol counting (`symbols.py`), and that the rules, the bots and the UI count alike.

Rulebook quotations are from the Eminent Domain rulebook and card texts."""

from __future__ import annotations

import itertools

import pytest

from eminent_domain import rules, symbols
from eminent_domain.cards import CARD_ID_OF_TECH, CARD_KEYS, ROLE_KINDS, TECH_FACES
from eminent_domain.engine import Game
from eminent_domain.planets import PLANETS
from eminent_domain.policy import Seat, _symbols
from eminent_domain.spec import SPEC
from eminent_domain.state import Config
from eminent_domain.ui import describe
from eminent_domain.view import view_for
from eminent_domain.vocab import Role
from tabletop.rng import Rng
from tabletop.simulate import configs

S, W, C, P, T, R = (
    Role.SURVEY,
    Role.WARFARE,
    Role.COLONIZE,
    Role.PRODUCE,
    Role.TRADE,
    Role.RESEARCH,
)


def counts(key: str, adaptability: bool = False) -> dict[Role, int]:
    return {role: symbols.card_symbols(key, role, adaptability) for role in Role}


def only(**given: int) -> dict[Role, int]:
    return {role: given.get(role.name.lower(), 0) for role in Role}


ROLE_CARDS = {
    "survey": only(survey=1),
    "warfare": only(warfare=1),
    "colonize": only(colonize=1),
    # "Produce may only be Boosted or Followed by the Produce symbol"; the Produce/Trade card
    # carries both, so it counts 1 for whichever of the two is resolved.
    "produce-trade": only(produce=1, trade=1),
    "research": only(research=1),
    # "Politics cards are never used to Boost or Follow any Roles"
    "politics": only(),
}


@pytest.mark.parametrize("key", ROLE_CARDS)
def test_each_role_card_gives_its_printed_symbol(key: str) -> None:
    assert counts(key) == ROLE_CARDS[key]


def test_every_role_kind_is_in_the_table() -> None:
    assert set(ROLE_CARDS) == {kind.key for kind in ROLE_KINDS}


@pytest.mark.parametrize(
    ("face", "expected"),
    [
        ("T11", only(survey=1, trade=1)),  # Improved Survey
        ("T41", only(produce=1, research=1)),  # Improved Production
        ("T72", only(research=2)),  # Data Network: two Research symbols
        ("T73", only(trade=2)),  # Specialization
        ("T84", only(survey=1, trade=1, warfare=1)),  # Imperialism: "provides 1 Survey, ..."
        ("T94", only(colonize=1, produce=1, research=1)),  # Fertile Ground
        ("T76", only()),  # Adaptability itself has no symbol
        ("T97", only()),  # Bureaucracy
    ],
)
def test_technology_faces_give_their_printed_symbols(face: str, expected: dict[Role, int]) -> None:
    assert {role: symbols.face_symbols(face, role) for role in Role} == expected
    assert counts(face) == expected  # a single-faced card in hand counts the same


def test_every_technology_face_counts_each_printed_symbol_once() -> None:
    for face in TECH_FACES:
        for role in Role:
            assert symbols.face_symbols(face.key, role) == face.symbols.count(role)


def test_adaptability_makes_a_research_card_one_symbol_of_every_role() -> None:
    """Adaptability: "Your standard Research Role cards gain all symbols; they can be used to
    Boost or Follow any role." One card is still one symbol."""
    assert counts("research", adaptability=True) == dict.fromkeys(Role, 1)
    for key in ("survey", "warfare", "colonize", "produce-trade", "politics"):
        assert counts(key, adaptability=True) == ROLE_CARDS[key]
    # Only the *standard Research Role cards*: a technology with a Research symbol is as printed.
    assert counts("T61", adaptability=True) == only(research=1, produce=1)


def test_hand_symbols_add_up_the_cards() -> None:
    hand = ["research", "produce-trade", "produce-trade", "politics", "T92"]
    assert symbols.hand_symbols(hand, P) == 4  # 2 Produce/Trade + Genetic Engineering's 2
    assert symbols.hand_symbols(hand, T) == 2
    assert symbols.hand_symbols(hand, S) == 0
    assert symbols.hand_symbols(hand, S, adaptability=True) == 1
    assert symbols.hand_symbols([], R) == 0


def planet(name: str) -> int:
    return next(i for i, p in enumerate(PLANETS) if p.name == name)


def test_a_planet_gives_its_role_icon() -> None:
    """ "Each symbol on a face up planet in your Empire counts when resolving a role effect
    matching that symbol.\""""
    assert {role: symbols.planet_symbols(planet("Styku"), role) for role in Role} == only(
        colonize=1
    )
    assert {role: symbols.planet_symbols(planet("Oknow"), role) for role in Role} == only()
    for index, card in enumerate(PLANETS):
        assert sum(symbols.planet_symbols(index, role) for role in Role) == (card.icon is not None)


def test_empire_symbols_are_planet_icons_plus_permanent_technologies() -> None:
    face_up = [planet("Styku"), planet("Mik-Mik"), planet("Voson"), planet("Oknow")]
    permanents = ["T84", "T94"]  # Imperialism, Fertile Ground
    assert {role: symbols.empire_symbols(face_up, permanents, role) for role in Role} == {
        S: 2,
        W: 1,
        C: 3,
        P: 1,
        T: 1,
        R: 1,
    }
    assert symbols.empire_symbols([], [], R) == 0


def test_adaptability_is_read_from_its_face_only() -> None:
    assert symbols.has_adaptability(["T84", "T76"])
    assert not symbols.has_adaptability(["T77"])  # the other face of the same card
    assert not symbols.has_adaptability([])


def test_the_rules_the_bots_and_the_ui_count_alike_over_random_games() -> None:
    """The engine counts on the state, the easy bot and the UI on a view: same numbers."""
    cycle = itertools.cycle(configs(SPEC))
    for number in range(12):
        game = Game.new(Config.from_dict(next(cycle)), number)
        rng = Rng(number)
        step = 0
        while not game.is_over:
            if step % 7 == 0:
                _compare(game)
            actions = game.legal_actions()
            game.apply(actions[rng.below(len(actions))])
            step += 1


def test_they_count_alike_with_adaptability_too() -> None:
    game = Game.new(Config(2), 4)
    state = game.state
    state.tech_supply.remove(CARD_ID_OF_TECH["T76"])
    state.players[0].permanents.append((CARD_ID_OF_TECH["T76"], "T76"))
    research = state.stacks["research"].pop()
    state.players[0].hand.append(research)
    _compare(game)
    me = state.players[0]
    assert rules.key_symbols(me, "research", Role.WARFARE) == 1
    assert Seat(view_for(game, 0)).adaptability


def _compare(game: Game) -> None:
    for viewer, player in enumerate(game.state.players):
        view = view_for(game, viewer)
        me = view["players"][viewer]
        seat = Seat(view)
        owned = describe.abilities(me)
        hand = [CARD_KEYS[c] for c in player.hand]
        for role in Role:
            engine = rules.empire_symbols(player, role)
            assert describe.empire_symbols(me, role) == engine
            assert seat.empire_symbols(role) == engine
            in_hand = sum(rules.key_symbols(player, key, role) for key in hand)
            assert seat.hand_symbols(role) == in_hand
            assert sum(describe.card_symbols(key, role, owned) for key in hand) == in_hand
            assert sum(_symbols(key, role, seat.adaptability) for key in hand) == in_hand
        for mine, theirs in zip(player.empire, me["empire"], strict=True):
            assert seat.colonies(theirs) == rules.colonies_on(player, mine)


def test_hand_symbols_read_from_the_table_are_the_sum_of_card_symbols() -> None:
    """`hand_symbols` reads a table built once: for every role, every card key and technology
    face, with and without Adaptability, it is still the sum of `card_symbols`."""
    keys = sorted(symbols._PRINTED)
    hand = keys + keys[::3] + ["research", "research"]
    for role in Role:
        for adaptability in (False, True):
            expected = sum(symbols.card_symbols(key, role, adaptability) for key in hand)
            assert symbols.hand_symbols(hand, role, adaptability) == expected
            for key in keys:
                assert symbols.hand_symbols([key], role, adaptability) == (
                    symbols.card_symbols(key, role, adaptability)
                )
