"""The core's generator: `Rng.below` is SplitMix64 (`next_u64`) with rejection sampling, the
same numbers on every CPython, so that every saved game and link replays (it writes
`next_u64` out for speed, and must stay that very sequence)."""

from __future__ import annotations

import pytest

from tabletop.rng import Rng, next_u64, seed_state


def reference_below(state: int, n: int) -> tuple[int, int]:
    """(new state, value): the rule as first written, one `next_u64` per try."""
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, value = next_u64(state)
        if value < limit:
            return state, value % n


@pytest.mark.parametrize("n", [1, 2, 3, 7, 52, 1000, (1 << 63) + 1, (1 << 64) - 1])
def test_below_is_splitmix64_with_rejection(n: int) -> None:
    """Large n make about half the tries fail (the rejection path), small n almost none."""
    rng, state = Rng(seed_state(12345)), seed_state(12345)
    for _ in range(2000):
        state, expected = reference_below(state, n)
        assert rng.below(n) == expected
        assert rng.state == state


def test_the_first_numbers_of_a_seed_are_pinned() -> None:
    """Written down from the generator before `below` wrote `next_u64` out."""
    rng = Rng(seed_state(1))
    assert [rng.below(100) for _ in range(8)] == [58, 46, 52, 73, 37, 60, 99, 99]
    items = list(range(10))
    rng.shuffle(items)
    assert items == [5, 4, 3, 8, 1, 6, 2, 0, 7, 9]


@pytest.mark.parametrize("length", [0, 1, 2, 5, 33, 120])
def test_shuffle_is_fisher_yates_drawing_below(length: int) -> None:
    """`shuffle` writes `below` out too: the same swaps and the same state after, as
    Fisher-Yates drawing `below(i + 1)` for each i from the last index down."""
    for seed in range(200):
        rng, state = Rng(seed_state(seed)), seed_state(seed)
        items, expected = list(range(length)), list(range(length))
        for i in range(length - 1, 0, -1):
            state, j = reference_below(state, i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        rng.shuffle(items)
        assert items == expected
        assert rng.state == state
