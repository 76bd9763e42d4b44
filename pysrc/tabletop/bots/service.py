"""Bots as a service for the page: JSON text in, JSON text out.

The worker (`static/bot_worker.py`) calls `choose_json`; a page without a worker uses
`SlicedChooser`, which runs the same search in short slices between which the page can
breathe. A request holds only the game's id (`"game"`, as the registry knows it), a bot level,
a seed and that seat's view, and a ticket that the answer echoes unread, so that the page can
tell which game and decision it is for.
"""

from __future__ import annotations

import json
import time
from typing import Any

from tabletop import registry
from tabletop.bots.base import LEVELS
from tabletop.bots.levels import make_bot


def _bot_and_view(request: str) -> tuple[Any, dict[str, Any]]:
    data = json.loads(request)
    if not isinstance(data, dict):
        raise ValueError("a bot request is a JSON object")
    spec = registry.get(data.get("game"))
    level = data.get("level")
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}")
    seed = int(data.get("seed", 0))
    budget = data.get("budget")  # iterations, for reproducible answers (tests, replays)
    view = data["view"]
    if not isinstance(view, dict) or not view.get("legal_actions"):
        raise ValueError("the view offers no decision")
    return make_bot(level, spec, seed, None if budget is None else int(budget)), view


def choose_json(request: str) -> str:
    """`{"action": …, "ticket": …}` for a request, or `{"error": …}` (the page reports it)."""
    try:
        bot, view = _bot_and_view(request)
        started = time.perf_counter()
        action = bot.choose(view)
        seconds = time.perf_counter() - started
        return json.dumps({"action": action, "seconds": seconds, "ticket": ticket(request)})
    except Exception as error:
        return json.dumps({"error": f"{type(error).__name__}: {error}"})


def ticket(request: str) -> Any:
    """The request's ticket, returned with the answer as it came."""
    data = json.loads(request)
    return data.get("ticket") if isinstance(data, dict) else None


class SlicedChooser:
    """A bot's search run a slice at a time on the page's own thread."""

    def __init__(self, request: str) -> None:
        bot, view = _bot_and_view(request)
        self._steps = bot.think(view)
        self.action: str | None = None

    @property
    def done(self) -> bool:
        return self.action is not None

    def step(self, slice_seconds: float = 0.03) -> None:
        """Think for about `slice_seconds` (one search iteration at least)."""
        started = time.perf_counter()
        for answer in self._steps:
            if answer is not None:
                self.action = answer
                return
            if time.perf_counter() - started >= slice_seconds:
                return
