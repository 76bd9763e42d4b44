"""Random: uniform over the legal actions (the baseline)."""

from __future__ import annotations

from typing import Any

from tabletop.bots.base import SeededBot
from tabletop.spec import base_view


class RandomBot(SeededBot):
    name = "random"

    def choose(self, view: dict[str, Any]) -> str:
        return self.pick(list(base_view(view)["legal_actions"]))
