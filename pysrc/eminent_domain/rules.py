"""Pure rule computations on a state: symbols, costs, limits, scores. No state changes here."""

from __future__ import annotations

from eminent_domain import symbols
from eminent_domain.cards import CARD_KEYS, TECH_FACE
from eminent_domain.planets import PLANETS
from eminent_domain.state import EmpirePlanet, GameState, PlayerState
from eminent_domain.vocab import PlanetType, Role, Stack

BASE_HAND_LIMIT = 5
INFLUENCE_SUPPLY = 24
INFLUENCE_RESERVE = 8


def has_ability(player: PlayerState, ability: str) -> bool:
    """Whether a permanent technology face with this ability is in the player's Empire."""
    if not player.permanents:  # most of the time: no generator to start
        return False
    return any(TECH_FACE[face].ability == ability for _, face in player.permanents)


def key_symbols(player: PlayerState, key: str, role: Role) -> int:
    """How many symbols of `role` a card of this key gives when played by `player` (with
    Adaptability, a Research card counts 1 for every role: see `symbols.card_symbols`)."""
    adaptability = key == symbols.ADAPTABLE and has_ability(player, "adaptability")
    return symbols.card_symbols(key, role, adaptability)


# The card keys with a symbol of each role (by value), without and with Adaptability.
_KEYS_WITH_SYMBOL = {
    adaptability: {
        role.value: frozenset(
            key for key in set(CARD_KEYS) if symbols.card_symbols(key, role, adaptability) > 0
        )
        for role in Role
    }
    for adaptability in (False, True)
}


def keys_with_symbol(player: PlayerState, role: str) -> frozenset[str]:
    """The card keys with which `player` may Boost the role of this value (those whose
    `key_symbols` > 0), from a table: Boost's choices are listed at each of its decisions."""
    return _KEYS_WITH_SYMBOL[has_ability(player, "adaptability")][role]


def empire_symbols(player: PlayerState, role: Role) -> int:
    """Symbols of `role` on face-up planets and permanent technologies in the Empire."""
    return symbols.empire_symbols(  # lists: cheaper than generators for a few items
        [e.planet for e in player.empire if e.face_up],
        [face for _, face in player.permanents],
        role,
    )


def hand_limit(player: PlayerState) -> int:
    """5, plus the +1 hand-size icons on face-up planets."""
    return BASE_HAND_LIMIT + sum([PLANETS[e.planet].hand_size for e in player.empire if e.face_up])


def colonies_on(player: PlayerState, planet: EmpirePlanet) -> int:
    """Colonies are the Colonize symbols on the cards tucked under a planet."""
    if not planet.colonies:
        return 0
    adaptability = has_ability(player, "adaptability")  # once, not per card (`key_symbols`)
    return sum(
        [
            symbols.card_symbols(CARD_KEYS[card], Role.COLONIZE, adaptability)
            for card in planet.colonies
        ]
    )


def settle_need(player: PlayerState, planet: EmpirePlanet) -> int:
    """Colonies needed to Settle: the printed cost less 1 per Colonize symbol in the Empire."""
    cost = PLANETS[planet.planet].colonize_cost - empire_symbols(player, Role.COLONIZE)
    return max(0, cost)


def can_settle(player: PlayerState, planet: EmpirePlanet) -> bool:
    return not planet.face_up and colonies_on(player, planet) >= settle_need(player, planet)


def attack_cost(player: PlayerState, planet: EmpirePlanet) -> int:
    """Fighters to Attack: the printed Warfare cost. Scorched Earth Policy: 2 less, but at
    least 1, since "When you Attack a Planet, leave a Fighter on it" (rules notes)."""
    cost = PLANETS[planet.planet].warfare_cost
    if has_ability(player, "scorched_earth_policy"):
        cost = max(1, cost - 2)
    return cost


def can_attack(player: PlayerState, planet: EmpirePlanet) -> bool:
    return not planet.face_up and player.fighters >= attack_cost(player, planet)


def face_up_of_type(player: PlayerState, planet_type: PlanetType) -> int:
    return sum(1 for e in player.empire if e.face_up and PLANETS[e.planet].type is planet_type)


def resources(player: PlayerState) -> int:
    return sum(sum(e.filled) for e in player.empire)


def empty_stacks(state: GameState) -> int:
    """Stacks counted for the game end (the Learning Game's unused Research stack is not)."""
    return sum(
        1 for stack, cards in state.stacks.items() if not cards and stack_in_use(state, stack)
    )


def stack_in_use(state: GameState, stack: str) -> bool:
    return not (state.config.variant == "learning" and stack == Stack.RESEARCH.value)


# Not in the rulebook: a game ends once this many turns have been played (the round is then
# played out as for any end). Players who keep leading a role from its empty stack, taking
# nothing, could otherwise play forever; the longest games seen in play take ~70 turns.
MAX_TURNS = 300


def stacks_to_end(state: GameState) -> int:
    """Empty stacks that trigger the end: 1 with 2-3 players, 2 with 4 or in Extended 3-player."""
    if state.config.players == 4 or state.config.variant == "extended3":
        return 2
    return 1


def owned_cards(player: PlayerState) -> list[int]:
    """Every card the player owns, wherever it is (removed cards are no one's)."""
    cards = player.hand + player.deck + player.discard + player.in_play
    for planet in player.empire:
        cards += planet.colonies
    return cards + [card for card, _ in player.permanents]


def tech_influence(player: PlayerState) -> int:
    total = sum(TECH_FACE[face].influence for _, face in player.permanents)
    permanent_cards = {card for card, _ in player.permanents}
    for card in owned_cards(player):
        key = CARD_KEYS[card]
        if key in TECH_FACE and card not in permanent_cards:
            total += TECH_FACE[key].influence
    return total


def planet_influence(player: PlayerState) -> int:
    return sum(PLANETS[e.planet].influence for e in player.empire if e.face_up)


def score(player: PlayerState) -> int:
    """Influence tokens + face-up planets + technology cards."""
    return player.influence + planet_influence(player) + tech_influence(player)


def tie_break(player: PlayerState) -> int:
    """Resources and fighters in the Empire."""
    return resources(player) + player.fighters
