"""What must hold in every reachable 2010 position; broken ones as sentences."""

from __future__ import annotations

from collections import Counter

from eminent_domain.planets import PLANETS
from prototype_2010.cards import ARMIES, CARD_KEYS, DISCS_PER_RESOURCE, PILE_SIZES, TECHS, VP_DISCS
from prototype_2010.engine import Game, owned_cards


def invariants(game: Game) -> list[str]:
    s = game.reading
    broken: list[str] = []
    cards: list[int] = [c for p in s.players for c in owned_cards(p)]
    cards += [c for pile in s.piles.values() for c in pile]
    cards += [c for deck in s.tech_decks.values() for c in deck]
    cards += s.removed
    cards += [c for f in s.pending for c in f.data.get("techs", [])]
    counts = Counter(cards)
    if any(n > 1 for n in counts.values()):
        broken.append("a card is in two places")
    keys = Counter(CARD_KEYS[c] for c in counts)
    wanted = Counter(PILE_SIZES[s.setup.role_counts]) + Counter(t.key for t in TECHS)
    if keys != wanted:
        broken.append(f"the cards in play are not the game's: {sorted((keys - wanted).items())}")
    planets = [p.planet for player in s.players for p in player.empire] + s.planet_deck
    planets += [p for f in s.pending for p in f.data.get("planets", [])]
    if len(planets) != len(set(planets)) or len(planets) != 27 + s.setup.players:
        broken.append("a planet is missing or in two places")
    if s.armies + sum(p.armies for p in s.players) != ARMIES or s.armies < 0:
        broken.append("Armies are not 30 in all")
    if s.vp + sum(p.vp for p in s.players) != VP_DISCS or s.vp < 0:
        broken.append("VP discs are not 30 in all")
    for resource, supply in s.resources.items():
        stored = sum(
            filled and slot.value == resource
            for player in s.players
            for planet in player.empire
            if planet.face_up
            for slot, filled in zip(PLANETS[planet.planet].slots, planet.filled, strict=True)
        )
        if supply < 0 or supply + stored != DISCS_PER_RESOURCE:
            broken.append(f"{resource} discs are not {DISCS_PER_RESOURCE} in all")
    for player in s.players:
        for planet in player.empire:
            if planet.face_up and planet.colonies:
                broken.append("a face-up planet has cards under it")
            if not planet.face_up and planet.filled:
                broken.append("a face-down planet shows resource slots")
            if planet.face_up and len(planet.filled) != len(PLANETS[planet.planet].slots):
                broken.append("a face-up planet's slots are not its card's")
    if not s.game_over and not s.pending:
        broken.append("no decision is pending in a game not over")
    return broken
