"""Bots as a service for the page: JSON text in, JSON text out.

The worker (`static/bot_worker.py`) calls `choose_json`, and `hint_json` for the coach's hint
(Expert's reading of a person's decision: the strongest level); a page without a worker uses
`SlicedChooser`, which runs the same search in short slices between which the page can breathe.
A request holds only the game's id (`"game"`, as the registry knows it), a bot level, a seed and
that seat's view, and a ticket that the answer echoes unread, so that the page can tell which
game and decision it is for.
"""

from __future__ import annotations

import json
import time
from typing import Any

from tabletop import registry
from tabletop.bots.base import LEVELS
from tabletop.bots.hard import HardBot
from tabletop.bots.levels import make_bot

HINT_CANDIDATES = 3  # the actions a hint names: Expert's choice and the next best


def _bot_and_view(request: str, hint: bool = False) -> tuple[Any, dict[str, Any]]:
    """The bot a request asks for and the view it decides from; a hint is always Expert's."""
    data = json.loads(request)
    if not isinstance(data, dict):
        raise ValueError("a bot request is a JSON object")
    current = registry.get(data.get("game"))
    spec = current.at_version(data.get("version", current.version))
    if spec is None:
        raise ValueError("a bot request names a version of the game this table does not read")
    level = "expert" if hint else data.get("level")
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}")
    seed = int(data.get("seed", 0))
    budget = data.get("budget")  # iterations, for reproducible answers (tests, replays)
    view = data["view"]
    if not isinstance(view, dict) or not view.get("legal_actions"):
        raise ValueError("the view offers no decision")
    style = None if hint else data.get("style")  # a hint is plain Expert's
    if style is not None and not isinstance(style, str):
        raise ValueError("a bot's style is named by its id")
    bot = make_bot(level, spec, seed, None if budget is None else int(budget), style=style)
    return bot, view


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


def hint_json(request: str) -> str:
    """`{"hint": [[action, chance], …], "ticket": …}`: Expert's choice for the requesting seat
    and the next best, each with its estimated chance of winning (null when unsearched); or
    `{"error": …}`. The request is a bot's; its level is ignored."""
    try:
        bot, view = _bot_and_view(request, hint=True)
        found = bot.analyse(view)[:HINT_CANDIDATES]
        return json.dumps({"hint": [list(pair) for pair in found], "ticket": ticket(request)})
    except Exception as error:
        return json.dumps({"error": f"{type(error).__name__}: {error}"})


def ticket(request: str) -> Any:
    """The request's ticket, returned with the answer as it came."""
    data = json.loads(request)
    return data.get("ticket") if isinstance(data, dict) else None


class SlicedChooser:
    """A bot's search run a slice at a time on the page's own thread; for a hint, Expert's,
    whose candidates are then in `hint` (as `hint_json` gives them)."""

    def __init__(self, request: str, hint: bool = False) -> None:
        bot, view = _bot_and_view(request, hint)
        self._bot, self._view, self._hint = bot, view, hint
        self._steps = bot.think(view)
        self.action: str | None = None
        self.hint: list[list[Any]] = []

    @property
    def done(self) -> bool:
        return self.action is not None

    def step(self, slice_seconds: float = 0.03) -> None:
        """Think for about `slice_seconds` (one search iteration at least)."""
        started = time.perf_counter()
        for answer in self._steps:
            if answer is not None:
                self.action = answer
                if self._hint and isinstance(self._bot, HardBot):
                    found = self._bot.candidates(self._view, answer)[:HINT_CANDIDATES]
                    self.hint = [list(pair) for pair in found]
                return
            if time.perf_counter() - started >= slice_seconds:
                return
