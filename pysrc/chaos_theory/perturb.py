"""The true game with everything hidden from a seat changed: the check on `determinize`.

Written apart from `determinize` on purpose: it starts from the real state, not from a view.
The bag is shuffled again and the generator re-seeded; every seat's view must stay the same.
"""

from __future__ import annotations

from chaos_theory.engine import Game
from tabletop.rng import Rng, seed_state


def perturb(game: Game, seat: int, seed: int) -> Game:
    rng = Rng(seed_state(seed ^ 0xD1CE))
    s = game.reading.clone()
    rng.shuffle(s.bag)
    s.rng = rng.state
    return Game(s)
