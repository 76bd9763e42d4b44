"""Bots: players that see only their seat's view (never the true state or the game's RNG).

A bot is made for a game (its `GameSpec`) with its own seed and answers `choose(view)` with
one of `view["legal_actions"]`. Everything a bot knows of the game comes through the spec:
Easy is the game's `policy`; Medium and Hard search on `determinize`d samples, play `policy`
for every seat and score with `evaluate` (Hard with the game's `reward` or learned chance).
"""

from tabletop.bots.base import LEVELS, Bot, SeededBot
from tabletop.bots.easy import EasyBot
from tabletop.bots.hard import HardBot
from tabletop.bots.levels import make_bot
from tabletop.bots.medium import MediumBot
from tabletop.bots.random_bot import RandomBot

__all__ = [
    "LEVELS",
    "Bot",
    "EasyBot",
    "HardBot",
    "MediumBot",
    "RandomBot",
    "SeededBot",
    "make_bot",
]
