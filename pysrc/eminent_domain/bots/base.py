"""The bot interface: a view in, one legal action (its notation) out."""

from __future__ import annotations

from typing import Any, Protocol

from eminent_domain.rng import Rng, seed_state


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

    def choose(self, view: dict[str, Any]) -> str:
        raise NotImplementedError


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot by level name: random, easy or medium."""
    from eminent_domain.bots.easy import EasyBot  # noqa: PLC0415 - avoids an import cycle
    from eminent_domain.bots.medium import MediumBot  # noqa: PLC0415
    from eminent_domain.bots.random_bot import RandomBot  # noqa: PLC0415

    levels: dict[str, type[SeededBot]] = {
        "random": RandomBot,
        "easy": EasyBot,
        "medium": MediumBot,
    }
    if level not in levels:
        raise ValueError(f"unknown bot level {level!r} (known: {', '.join(levels)})")
    bot: Bot = levels[level](seed)
    return bot
