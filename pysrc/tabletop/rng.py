"""A small seeded generator whose whole state is one integer, kept in the game state.

SplitMix64: the same numbers on every CPython (3.11 here, 3.14 in Pyodide), independent of the
`random` module, and trivially saved, cloned and re-seeded. The rules never import `random`.
"""

from typing import TypeVar

T = TypeVar("T")

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def next_u64(state: int) -> tuple[int, int]:
    """(new state, 64-bit output)."""
    state = (state + GOLDEN) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


class Rng:
    """A mutable handle on the generator; `state` is what saves and clones keep."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & MASK

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias (rejection sampling)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        state = self.state
        while True:  # next_u64, written out: this runs at every shuffle step and every draw
            state = (state + GOLDEN) & MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
            value = z ^ (z >> 31)
            if value < limit:
                self.state = state
                return value % n

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates, in place: `below(i + 1)` for each i from the last index down, written
        out (a call per card was about half a shuffle's time); the same numbers."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = (1 << 64) - ((1 << 64) % n)
            while True:
                state = (state + GOLDEN) & MASK
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
                value = z ^ (z >> 31)
                if value < limit:
                    break
            j = value % n
            items[i], items[j] = items[j], items[i]
        self.state = state


def seed_state(seed: int) -> int:
    """Mix a user seed (any int) into a generator state."""
    _, mixed = next_u64(seed & MASK)
    return mixed
