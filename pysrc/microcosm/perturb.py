"""The true game with everything hidden from one seat reshuffled: the check on `determinize`.

Written apart from `determinize` on purpose: it starts from the real state, not from a view.
The deck and the other player's unshown hand cards are dealt again together; planets the seat
cannot read swap places within their cost tier (a slot keeps its place and who knows it, only
its face changes); the generator is re-seeded. The seat's view must come out identical.
"""

from __future__ import annotations

from microcosm.cards import PLANET
from microcosm.engine import Game
from microcosm.state import Slot
from tabletop.rng import Rng, seed_state


def perturb(game: Game, seat: int, seed: int) -> Game:
    rng = Rng(seed_state(seed ^ 0x5EED))
    s = game.reading.clone()
    other = 1 - seat

    hidden = [h for h in s.hands[other] if not h.public]
    cards = [h.card for h in hidden] + s.deck
    rng.shuffle(cards)
    for h, card in zip(hidden, cards, strict=False):
        h.card = card
    s.deck = cards[len(hidden) :]
    s.hands[other].sort(key=lambda h: h.card)

    by_tier: dict[int, list[Slot]] = {}
    for zone in [*s.piles, *s.colonies]:
        for slot in zone:
            if not slot.known_to(seat):
                by_tier.setdefault(PLANET[slot.planet].cost, []).append(slot)
    for slots in by_tier.values():
        faces = [slot.planet for slot in slots]
        rng.shuffle(faces)
        for slot, face in zip(slots, faces, strict=True):
            slot.planet = face

    s.rng = rng.state
    return Game(s)
