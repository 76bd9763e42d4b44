"""Bots by level name: the one module that knows every level (the levels import `base` only)."""

from __future__ import annotations

from typing import Any

from tabletop.bots import expert
from tabletop.bots.base import LEVELS, Bot
from tabletop.bots.easy import EasyBot
from tabletop.bots.hard import HardBot
from tabletop.bots.medium import MediumBot
from tabletop.bots.random_bot import RandomBot
from tabletop.bots.styles import StyledBot
from tabletop.spec import GameSpec


def make_bot(
    level: str,
    spec: GameSpec[Any],
    seed: int = 0,
    budget: int | None = None,
    style: str | None = None,
) -> Bot:
    """A bot of `spec`'s game by level name (one of LEVELS). `budget`, when given, is Hard's
    or Expert's iterations per decision, with no time limit so that its games are
    reproducible; the other levels have fixed budgets (Medium's is counted in playouts, not
    time) and ignore it.
    `style`, one of the game's style ids (`spec.styles`), makes the level's bot lean towards
    that style's roles; an unknown one is a ValueError naming the game's styles."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r} (known: {', '.join(LEVELS)})")
    chosen = None if style is None else spec.style(style)  # checked before any bot is built
    bot: Bot
    if level == "hard":
        bot = HardBot(spec, seed) if budget is None else HardBot(spec, seed, budget, None)
    elif level == "expert":
        limit = expert.TIME_LIMIT if budget is None else None
        bot = expert.ExpertBot(spec, seed, budget, limit)
    elif level == "medium":
        bot = MediumBot(spec, seed)
    else:
        bot = {"random": RandomBot, "easy": EasyBot}[level](spec, seed)
    return bot if chosen is None else StyledBot(bot, chosen, spec, seed)
