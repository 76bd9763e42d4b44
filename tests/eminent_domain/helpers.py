"""Building positions for scenario tests without breaking the engine's invariants."""

from __future__ import annotations

from eminent_domain.cards import CARD_ID_OF_TECH, CARD_KEYS
from eminent_domain.engine import Game
from eminent_domain.invariants import violations
from eminent_domain.planets import PLANETS
from eminent_domain.state import Config, EmpirePlanet


def new_game(
    players: int = 2, seed: int = 0, variant: str = "standard", errata: bool = False
) -> Game:
    return Game.new(Config(players, variant, errata), seed)


def take_card(game: Game, key: str) -> int:
    """A card of this key taken out of a role stack or the technology supply."""
    state = game.state
    if key in CARD_ID_OF_TECH:
        card = CARD_ID_OF_TECH[key]
        state.tech_supply.remove(card)
        return card
    stack = state.stacks[key]
    return stack.pop()


def set_hand(game: Game, player: int, keys: list[str]) -> None:
    """Give `player` exactly these cards in hand; the old hand goes back under the deck."""
    me = game.state.players[player]
    me.deck[:0] = me.hand
    me.hand = [take_card(game, key) for key in keys]


def add_planet(game: Game, player: int, planet: int, face_up: bool = False) -> int:
    """Put a planet from the planet deck into an Empire; returns its slot there."""
    state = game.state
    state.planet_deck.remove(planet)
    entry = EmpirePlanet(planet, face_up)
    if face_up:
        entry.filled = [False] * len(PLANETS[planet].slots)
    state.players[player].empire.append(entry)
    return len(state.players[player].empire) - 1


def tuck(game: Game, player: int, slot: int, keys: list[str]) -> None:
    game.state.players[player].empire[slot].colonies.extend(take_card(game, k) for k in keys)


def play(game: Game, *actions: str) -> None:
    for action in actions:
        game.apply(action)
        assert violations(game.state) == []


def legal(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def keys(cards: list[int]) -> list[str]:
    return [CARD_KEYS[c] for c in cards]
