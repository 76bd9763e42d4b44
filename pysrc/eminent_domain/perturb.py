"""Everything a seat cannot see, reshuffled: the check that views hide what they should.

Written apart from `determinize` on purpose: it changes the true state directly, zone by zone,
so that the conformance suite can ask "does the seat's view stay the same?" without trusting
the code that builds views or samples. A planet's back (type and costs) is public, so a
face-down planet is only ever swapped with an unseen planet of the same back.
"""

from __future__ import annotations

from collections import defaultdict

from eminent_domain.engine import Game
from eminent_domain.planets import PLANETS
from tabletop.rng import Rng, seed_state


def _back(planet: int) -> tuple[str, int, int]:
    face = PLANETS[planet]
    return face.type.value, face.colonize_cost, face.warfare_cost


def perturb(game: Game, seat: int, seed: int) -> Game:
    """A copy of `game` with every zone hidden from `seat` reshuffled or swapped."""
    rng = Rng(seed_state(seed))
    sample = game.clone()
    state = sample.state
    for index, player in enumerate(state.players):
        if index == seat:
            rng.shuffle(player.deck)  # the order of one's own deck is hidden too
            continue
        pool = player.hand + player.deck  # which of these are in hand is hidden
        rng.shuffle(pool)
        player.hand, player.deck = pool[: len(player.hand)], pool[len(player.hand) :]
    # Opponents' face-down planets trade places with deck planets of the same back.
    deck_by_back: dict[tuple[str, int, int], list[int]] = defaultdict(list)
    for position, planet in enumerate(state.planet_deck):
        deck_by_back[_back(planet)].append(position)
    for index, player in enumerate(state.players):
        if index == seat:
            continue
        for entry in player.empire:
            positions = deck_by_back[_back(entry.planet)]
            if not entry.face_up and positions:
                at = positions[rng.below(len(positions))]
                entry.planet, state.planet_deck[at] = state.planet_deck[at], entry.planet
    # Planets another player is looking at (a survey) trade places with deck planets.
    for frame in state.pending:
        planets = frame.data.get("planets")
        if frame.player == seat or not planets or not state.planet_deck:
            continue
        for slot in range(len(planets)):
            at = rng.below(len(state.planet_deck))
            planets[slot], state.planet_deck[at] = state.planet_deck[at], planets[slot]
    rng.shuffle(state.planet_deck)
    state.rng = seed_state(rng.below(1 << 62))
    return sample
