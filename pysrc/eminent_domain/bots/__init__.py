"""Bots: players that see only their seat's view (never the true state or the game's RNG).

A bot is made with its own seed and answers `choose(view)` with one of `view["legal_actions"]`.
"""

from eminent_domain.bots.base import LEVELS, Bot, make_bot
from eminent_domain.bots.easy import EasyBot
from eminent_domain.bots.hard import HardBot
from eminent_domain.bots.medium import MediumBot
from eminent_domain.bots.random_bot import RandomBot

__all__ = ["LEVELS", "Bot", "EasyBot", "HardBot", "MediumBot", "RandomBot", "make_bot"]
