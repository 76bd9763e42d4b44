"""The bot interface: a view in, one legal action (its notation) out."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Protocol

from tabletop.rng import Rng, seed_state


class Bot(Protocol):
    name: str

    def choose(self, view: dict[str, Any]) -> str:
        """One of `view["legal_actions"]`, chosen from what the view shows only."""
        ...


class SeededBot:
    """A bot that owns its random generator, seeded once; the game's RNG is never touched."""

    name = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed_state(seed))

    def pick(self, options: list[str]) -> str:
        return options[self.rng.below(len(options))]

    # A bot overrides `choose` (rule bots, which answer at once) or `think` (search bots).

    def choose(self, view: dict[str, Any]) -> str:
        """Think to the end and answer."""
        for answer in self.think(view):
            if answer is not None:
                return answer
        raise AssertionError("think() ended without an answer")

    def think(self, view: dict[str, Any]) -> Iterator[str | None]:
        """The choice in steps (None while still thinking, then the action), so that a page
        without a worker can yield to the browser between steps."""
        yield self.choose(view)


LEVELS = ("random", "easy", "medium", "hard")


def make_bot(level: str, seed: int = 0, budget: int | None = None) -> Bot:
    """A bot by level name (one of LEVELS). `budget`, when given, is Hard's iterations per
    decision, with no time limit so that its games are reproducible; the other levels have
    fixed budgets (Medium's is counted in playouts, not time) and ignore it."""
    from eminent_domain.bots.easy import EasyBot  # noqa: PLC0415 - avoids an import cycle
    from eminent_domain.bots.hard import HardBot  # noqa: PLC0415
    from eminent_domain.bots.medium import MediumBot  # noqa: PLC0415
    from eminent_domain.bots.random_bot import RandomBot  # noqa: PLC0415

    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r} (known: {', '.join(LEVELS)})")
    bot: Bot
    if level == "hard":
        bot = HardBot(seed) if budget is None else HardBot(seed, budget, time_limit=None)
    elif level == "medium":
        bot = MediumBot(seed)
    else:
        bot = {"random": RandomBot, "easy": EasyBot}[level](seed)
    return bot
