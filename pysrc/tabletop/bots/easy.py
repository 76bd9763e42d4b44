"""Easy: the game's own rules of thumb (`spec.policy`), read from the bot's view only."""

from __future__ import annotations

from typing import Any

from tabletop.bots.base import SeededBot
from tabletop.spec import base_view


class EasyBot(SeededBot):
    name = "easy"

    def choose(self, view: dict[str, Any]) -> str:
        legal = list(base_view(view)["legal_actions"])
        if len(legal) == 1:
            return legal[0]
        choice = self.spec.policy(view, self.rng)
        return choice if choice in legal else legal[0]
