"""The bot interface: a view in, one legal action (its notation) out.

Bots know a game only through its `GameSpec`: they read `view["legal_actions"]` and
`view["viewer"]`, and leave everything else in a view to the game's own functions.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Protocol

from tabletop.rng import Rng, seed_state
from tabletop.spec import GameSpec


class Bot(Protocol):
    name: str

    def choose(self, view: dict[str, Any]) -> str:
        """One of `view["legal_actions"]`, chosen from what the view shows only."""
        ...


class SeededBot:
    """A bot that owns its random generator, seeded once; the game's RNG is never touched."""

    name = "bot"

    def __init__(self, spec: GameSpec[Any], seed: int = 0) -> None:
        self.spec = spec
        self.rng = Rng(seed_state(seed))

    def pick(self, options: list[str]) -> str:
        return options[self.rng.below(len(options))]

    # A bot overrides `choose` (rule bots, which answer at once) or `think` (search bots).

    def choose(self, view: dict[str, Any]) -> str:
        """Think to the end and answer."""
        return last_answer(self.think(view))

    def think(self, view: dict[str, Any]) -> Iterator[str | None]:
        """The choice in steps (None while still thinking, then the action), so that a page
        without a worker can yield to the browser between steps."""
        yield self.choose(view)


def distinct(spec: GameSpec[Any], view: dict[str, Any], legal: list[str]) -> dict[str, str]:
    """Each legal action mapped to the first legal action the seat cannot tell it from
    (`spec.alike`), itself when it has none: a search tries only the actions mapped to
    themselves, and gives the others their value."""
    if spec.alike is None:
        return {action: action for action in legal}
    first: dict[Any, str] = {}
    return {action: first.setdefault(spec.alike(view, action), action) for action in legal}


def last_answer(steps: Iterator[str | None]) -> str:
    """A bot's `think` run to its answer (the steps before it are None)."""
    for answer in steps:
        if answer is not None:
            return answer
    raise AssertionError("think() ended without an answer")


LEVELS = ("random", "easy", "medium", "hard", "expert")
