"""The seeded generator kept in the game state (SplitMix64, one integer of state).

It is shared by every game and is moving to `tabletop.rng`; the import below is the one place
that names where it lives, so the move is a one-line change here. `shuffle` is typed for any
list (cards here are ids, not integers).
"""

from typing import TypeVar

from eminent_domain.rng import Rng, seed_state

T = TypeVar("T")


def shuffle(rng: Rng, items: list[T]) -> None:
    """Fisher-Yates in place, drawing from the game's generator."""
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


__all__ = ["Rng", "seed_state", "shuffle"]
