"""Checks that hold after every action; each broken one is returned as a sentence."""

from __future__ import annotations

from collections import Counter

from microcosm.cards import DOMAINS, PILE_COSTS, PLANET, PLANETS, SUPPLY_SIZE, TECHS
from microcosm.engine import Game


def invariants(game: Game) -> list[str]:
    s = game.reading
    problems: list[str] = []

    domains = Counter(s.deck + s.supply + s.discards[0] + s.discards[1])
    domains.update(h.card for hand in s.hands for h in hand)
    if s.played is not None:
        domains[s.played] += 1
    for card in DOMAINS:
        if domains[card.id] != 1:
            problems.append(f"Domain card {card.id} is in {domains[card.id]} places")
    if set(domains) - {c.id for c in DOMAINS}:
        problems.append("an unknown Domain card is in play")

    planets = Counter(s.spoils[0] + s.spoils[1])
    planets.update(slot.planet for zone in [*s.piles, *s.colonies] for slot in zone)
    for planet in PLANETS:
        if planets[planet.id] != 1:
            problems.append(f"planet {planet.id} is in {planets[planet.id]} places")
    for k, pile in enumerate(s.piles):
        for slot in pile:
            if PLANET[slot.planet].cost != PILE_COSTS[k]:
                problems.append(f"planet {slot.planet} is in the wrong pile")
    for seat, colonies in enumerate(s.colonies):
        for slot in colonies:
            if not slot.up and seat not in slot.seen:
                problems.append(f"seat {seat} does not know its face-down Colony {slot.planet}")
    for zone in [*s.piles, *s.colonies]:
        for slot in zone:
            if slot.up and slot.seen:
                problems.append(f"face-up planet {slot.planet} keeps a list of who knows it")

    techs = Counter(s.centre + s.techs[0] + s.techs[1])
    for tech in TECHS:
        if techs[tech.id] != 1:
            problems.append(f"Tech {tech.id} is in {techs[tech.id]} places")

    if len(s.supply) > SUPPLY_SIZE:
        problems.append("the supply has more than 3 cards")
    if s.deck and len(s.supply) != SUPPLY_SIZE:
        problems.append("the supply was not refilled from a non-empty deck")
    for seat, hand in enumerate(s.hands):
        if [h.card for h in hand] != sorted(h.card for h in hand):
            problems.append(f"hand of seat {seat} is not in card order")
    active_hand = {h.card for h in s.hands[s.active] if h.public}
    if not set(s.shown) <= active_hand:
        problems.append("a revealed card is not a known card of the active hand")
    if s.pending is None:
        if s.supply:
            problems.append("the game ended with cards left in the supply")
    else:
        if s.pending["player"] not in (0, 1):
            problems.append("the pending decision has no valid player")
        if not game.legal_actions():
            problems.append("the pending decision has no legal action")
    if s.turn > 2 * len(DOMAINS):
        problems.append("more turns than Domain cards")
    return problems
