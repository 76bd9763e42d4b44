"""The true game with everything hidden from a seat changed: the check on `determinize`.

Written apart from `determinize` on purpose: it starts from the real state, not from a view.
Other players' hands are dealt again from their hands and decks, every deck is shuffled, the
technologies another seat is looking at trade places with cards of their deck, and each
planet the seat knows only by its back trades places with another of the same back; the
generator is re-seeded. The seat's view must stay the same.
"""

from __future__ import annotations

from typing import Any

from eminent_domain.planets import back
from prototype_2010.engine import Game
from tabletop.rng import Rng, seed_state


def perturb(game: Game, seat: int, seed: int) -> Game:
    rng = Rng(seed_state(seed ^ 0x2010))
    s = game.reading.clone()
    for index, player in enumerate(s.players):
        if index != seat:
            cards = player.hand + player.deck
            rng.shuffle(cards)
            player.hand, player.deck = cards[: len(player.hand)], cards[len(player.hand) :]
        else:
            rng.shuffle(player.deck)
    for deck in s.tech_decks.values():
        rng.shuffle(deck)
    # Technologies another seat is looking at (a Research) trade places with cards of their
    # deck: only the researcher sees them.
    for frame in s.pending:
        techs = frame.data.get("techs")
        deck = s.tech_decks.get(frame.data.get("deck", ""), [])
        if frame.player == seat or not techs or not deck:
            continue
        for slot in range(len(techs)):
            at = rng.below(len(deck))
            techs[slot], deck[at] = deck[at], techs[slot]
    # Places of planets the seat knows by their backs only: (list, index) pairs.
    places: list[tuple[list[Any], int]] = []
    known_top = seat in s.peeked and bool(s.planet_deck)
    places += [(s.planet_deck, i) for i in range(len(s.planet_deck) - int(known_top))]
    for frame in s.pending:
        if "planets" in frame.data:
            places += [(frame.data["planets"], i) for i in range(len(frame.data["planets"]))]
    for index, player in enumerate(s.players):
        if index != seat:
            places += [(player.empire, i) for i, p in enumerate(player.empire) if not p.face_up]
    groups: dict[tuple[Any, ...], list[tuple[list[Any], int]]] = {}
    for holder, i in places:
        planet = holder[i] if isinstance(holder[i], int) else holder[i].planet
        groups.setdefault(tuple(back(planet).values()), []).append((holder, i))
    for group in groups.values():
        planets = [h[i] if isinstance(h[i], int) else h[i].planet for h, i in group]
        rng.shuffle(planets)
        for (holder, i), planet in zip(group, planets, strict=True):
            if isinstance(holder[i], int):
                holder[i] = planet
            else:
                holder[i].planet = planet
    s.rng = rng.state
    return Game(s)
