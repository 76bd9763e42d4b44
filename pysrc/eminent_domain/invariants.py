"""Checks that must hold after every action; random playouts run them (simulate, tests)."""

from __future__ import annotations

from collections import Counter

from eminent_domain import rules
from eminent_domain.cards import CARD_KEYS
from eminent_domain.planets import PLANETS
from eminent_domain.state import GameState

TOTAL_INFLUENCE = rules.INFLUENCE_SUPPLY + rules.INFLUENCE_RESERVE


ALL_CARDS = list(range(len(CARD_KEYS)))
ALL_PLANETS = frozenset(range(len(PLANETS)))


def card_locations(state: GameState) -> list[int]:
    """Every card id found in any zone: each must appear exactly once."""
    seen = [card for cards in state.stacks.values() for card in cards]
    seen += state.tech_supply
    seen += state.removed
    for player in state.players:
        seen += rules.owned_cards(player)
    for frame in state.pending:
        if "card" in frame.data:  # an Action card being resolved
            seen.append(frame.data["card"])
    return seen


def planet_locations(state: GameState) -> list[int]:
    seen = state.planet_deck + state.planet_discard
    for player in state.players:
        seen += [planet.planet for planet in player.empire]
    for frame in state.pending:
        seen += frame.data.get("planets", [])
    return seen


def violations(state: GameState) -> list[str]:
    """Every broken invariant, described; an empty list when all hold."""
    problems: list[str] = []
    found = card_locations(state)
    if sorted(found) != ALL_CARDS:
        cards = Counter(found)
        missing = [c for c in ALL_CARDS if cards[c] == 0]
        doubled = [c for c, n in cards.items() if n > 1]
        unknown = [c for c in cards if not 0 <= c < len(CARD_KEYS)]
        problems.append(f"cards missing {missing}, doubled {doubled}, unknown {unknown}")
    planets = planet_locations(state)
    if len(set(planets)) != len(planets) or not ALL_PLANETS.issuperset(planets):
        problems.append(f"planets misplaced: {sorted(planets)}")
    influence = state.influence_supply + state.influence_reserve
    influence += sum(p.influence for p in state.players)
    if influence != TOTAL_INFLUENCE + state.influence_spare:
        problems.append(f"influence tokens {influence} != 32 + {state.influence_spare} spare")
    if min(state.influence_supply, state.influence_reserve, state.influence_spare) < 0:
        problems.append("negative influence supply, reserve or spare")
    if state.influence_spare and state.influence_reserve:
        problems.append("spare influence handed out while the reserve had tokens")
    for index, player in enumerate(state.players):
        if player.fighters < 0 or player.influence < 0:
            problems.append(f"player {index} has negative fighters or influence")
        for planet in player.empire:
            slots = len(PLANETS[planet.planet].slots)
            if planet.face_up and len(planet.filled) != slots:
                problems.append(f"player {index}: planet {planet.planet} has wrong slots")
            if not planet.face_up and planet.filled:
                problems.append(
                    f"player {index}: face-down planet {planet.planet} stores resources"
                )
            if planet.face_up and planet.colonies:
                problems.append(f"player {index}: face-up planet {planet.planet} has colonies")
    if not state.game_over and not state.pending:
        problems.append("no pending decision in a running game")
    return problems
