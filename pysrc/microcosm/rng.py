"""The seeded generator kept in the game state (SplitMix64, one integer of state).

It is shared by every game and is moving to `tabletop.rng`; this module is the one place that
names where it lives, so the move is a one-line change here.
"""

from eminent_domain.rng import Rng, seed_state

__all__ = ["Rng", "seed_state"]
