"""The engine's speed-ups against straightforward recomputations, on many random states.

Each table or shortcut the engine uses to list legal actions faster is checked here against
the rule it replaces, written out plainly, at every decision of random games of every set-up
(some with a permanent technology given at the start, so Adaptability and friends are met).
"""

from __future__ import annotations

from collections.abc import Iterator

from eminent_domain import rules
from eminent_domain.cards import CARD_ID_OF_TECH, CARD_KEYS, TECH_FACE, tech_card_faces
from eminent_domain.engine import Game
from eminent_domain.state import VARIANTS, Config, PlayerState
from eminent_domain.vocab import Role
from tabletop.actions import Action, act
from tabletop.rng import Rng

# Permanent faces given at the start of some games: each changes what the engine lists.
GIVEN = (None, "T76", "T84", "T94", "T74", "T77", "T75", "T87")


def random_states(games: int = 20, every: int = 2) -> Iterator[Game]:
    """Every `every`-th decision of `games` random games over the set-ups (the game before
    each); 20 games meet every set-up once."""
    set_ups = [
        Config(players, variant, errata)
        for players in (2, 3, 4)
        for variant in VARIANTS
        for errata in (False, True)
        if variant != "extended3" or players == 3
    ]
    for number in range(games):
        game = Game.new(set_ups[number % len(set_ups)], seed=number)
        face = GIVEN[number % len(GIVEN)]
        if face is not None and game.state.config.variant in {"standard", "extended3"}:
            state = game.state
            card = CARD_ID_OF_TECH[next(k for k in CARD_ID_OF_TECH if face in tech_card_faces(k))]
            state.tech_supply.remove(card)
            state.players[number % state.config.players].permanents.append((card, face))
        rng = Rng(number)
        step = 0
        while not game.is_over:
            if step % every == 0:
                yield game
            step += 1
            actions = game.legal_actions()
            game.apply(actions[rng.below(len(actions))])


def plain_boosts(player: PlayerState, role: Role) -> list[str]:
    held = {CARD_KEYS[c] for c in player.hand}
    return sorted(key for key in held if rules.key_symbols(player, key, role) > 0)


def plain_researchable(game: Game, player: PlayerState, points: int) -> list[Action]:
    actions = []
    for card in game.reading.tech_supply:
        for face in tech_card_faces(CARD_KEYS[card]):
            tech = TECH_FACE[face]
            if tech.cost <= points and rules.face_up_of_type(player, tech.type) >= tech.level:
                actions.append(act("research", face))
    return actions


def test_boost_research_and_colony_counts_match_the_plain_rules_on_random_states() -> None:
    checked = adapted = 0
    for game in random_states():
        state = game.reading
        for player in state.players:
            for role in Role:
                boosting = rules.keys_with_symbol(player, role.value)
                held = sorted({CARD_KEYS[c] for c in player.hand} & boosting)
                assert held == plain_boosts(player, role)
                adapted += role is not Role.RESEARCH and "research" in held
            for planet in player.empire:
                plain = sum(
                    rules.key_symbols(player, CARD_KEYS[c], Role.COLONIZE) for c in planet.colonies
                )
                assert rules.colonies_on(player, planet) == plain
            for points in range(9):
                found = game._researchable(player, points)
                assert found == plain_researchable(game, player, points)
            checked += 1
    assert checked > 5000 and adapted > 100  # Adaptability's Research cards were met


def test_drawing_several_cards_at_once_is_drawing_them_one_by_one() -> None:
    """`_draw` moves as many cards at a time as the deck holds; one by one, as the rulebook
    draws, gives the same hand, deck, discard pile, generator state and events."""
    rng = Rng(7)
    for seed in range(300):
        game = Game.new(Config(2), seed)
        state = game.state
        player = state.players[0]
        cards = player.deck + player.discard + player.hand
        player.hand = []
        split = rng.below(len(cards) + 1)
        player.deck, player.discard = cards[:split], cards[split:]
        count = rng.below(len(cards) + 3)
        plain = game.clone()
        game._events = []
        drawn = game._draw(0, count)
        one_by_one = 0
        for _ in range(count):
            card = plain._take_top(plain.state.players[0].deck, plain.state.players[0].discard)
            if card is None:
                break
            plain.state.players[0].hand.append(card)
            one_by_one += 1
        assert drawn == one_by_one
        assert game.state == plain.state
        reshuffled = split < count and split < len(cards)
        assert [e["type"] for e in game._events] == ["reshuffle"] * reshuffled + ["draw"] * (
            drawn > 0
        )
