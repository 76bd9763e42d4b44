"""What a game gives the shell to be drawn: its `GameUI`.

The shell owns the screens, the saves, the log's place, dialogs, the replay and the rules
demos (a game's are data, in `GameSpec.demos_module`); a game draws only its own table,
sentences and rules through these functions, from views and events (never from its true
state). A spec names the module holding its `UI` (`GameSpec.ui_module`), so that the command
line and the bots never import a game's interface.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop.markup import Markup
from tabletop.spec import Event, GameSpec, View


@dataclass(frozen=True, slots=True)
class TableContext:
    """What the table shows beyond the view: seats, log lines, chart data and notices."""

    names: tuple[str, ...]
    bots: tuple[str | None, ...]  # a bot's level per seat, None for a human
    log: tuple[str, ...] = ()
    rounds: tuple[tuple[int, ...], ...] = ()
    can_undo: bool = False
    notice: str | None = None  # e.g. "storage is full: this game is kept in memory only"
    thinking: bool = False  # a bot is choosing
    winners: tuple[int, ...] = ()  # after the tie-break, once the game is over
    interactive: bool = True  # False in a replay: no choices, only what was decided
    open_views: tuple[View, ...] = ()  # every seat's view, for a finished game's replay
    reveal: tuple[int, str] | None = None  # the seed and its commitment, once the game ends
    recent: int = 0  # the last lines of `log` that are new to this seat (since it decided)
    last_seat: int | None = None  # the seat that took the last decision
    coach: Markup | None = None  # the hint's button or answer, under a person's choices
    help_note: str | None = None  # how the game was helped (hints, undo), if it was
    review: Markup | None = None  # a finished game's review (the coach's), on its end screen


@dataclass(frozen=True, slots=True)
class GameUI:
    table: Callable[[View, TableContext], Markup]  # the whole table from one seat's view
    sentence: Callable[[Event, list[str]], str | None]  # a log line (None: not shown)
    prompt: Callable[[View, list[str]], str]  # what the deciding seat is asked, in words
    rules: Callable[[], Markup]  # the rules page's text
    gallery: Callable[[], Markup]  # every card, tile and board, with their labels
    label: Callable[[str, View], str]  # a legal action in words, as its button says it


_loaded: dict[str, GameUI] = {}


def ui_of(spec: GameSpec[Any]) -> GameUI:
    """The game's interface, imported on first use."""
    if spec.id not in _loaded:
        if spec.ui_module is None:
            raise LookupError(f"{spec.title} has no interface for the browser yet")
        game_ui: Any = importlib.import_module(spec.ui_module).UI
        if not isinstance(game_ui, GameUI):
            raise TypeError(f"{spec.ui_module}.UI is not a GameUI")
        _loaded[spec.id] = game_ui
    return _loaded[spec.id]
