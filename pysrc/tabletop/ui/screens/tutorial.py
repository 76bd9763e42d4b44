"""Learn to play (issue 33): a game's tutorial started from the home screen, or resumed.

A tutorial's game is saved as any other, marked `tutorial` in its save: leaving it is going
home, and the home screen's entry for its game (or Continue, or the saves list) opens it
again where it was. Starting again deals the same game in a new save.
"""

from __future__ import annotations

from typing import Any

from tabletop import saves
from tabletop.spec import GameSpec
from tabletop.text import language, t
from tabletop.ui import autosave, lessons
from tabletop.ui.shell import AppState, Command, Fields, playable_games, show_table


def taught_games() -> list[GameSpec[Any]]:
    """The games with a tutorial, in the registry's order."""
    return [spec for spec in playable_games() if spec.tutorial_module is not None]


def unfinished(app: AppState, game: str, listed: list[saves.SlotInfo] | None = None) -> str | None:
    """The slot of the latest unfinished tutorial of `game`, if any."""
    for info in saves.list_saves(app.storage) if listed is None else listed:
        if info.ok and info.tutorial and info.game == game and not info.finished:
            return info.slot_id
    return None


def _game(fields: Fields) -> GameSpec[Any] | None:
    found = [spec for spec in taught_games() if spec.id == fields.get("game")]
    return found[0] if found else None


def start(app: AppState, fields: Fields) -> None:
    """Learn to play a game: its tutorial where it was left, else from the deal."""
    spec = _game(fields)
    if spec is None:
        return
    slot = unfinished(app, spec.id)
    if slot is not None:
        autosave.open_slot(app, slot)
        return
    restart(app, fields)


def restart(app: AppState, fields: Fields) -> None:
    """A game's tutorial from the deal, in a new save."""
    spec = _game(fields)
    if spec is None:
        return
    app.session = lessons.new_session(spec)
    app.branch = None
    autosave.start_slot(app, t("tutorial.save_name", game=spec.title_in(language())))
    show_table(app)


def entries(app: AppState, listed: list[saves.SlotInfo]) -> tuple[tuple[str, str, bool], ...]:
    """The home screen's "Learn to play" entries: each game's title and id, and whether a
    tutorial of it waits to be resumed."""
    lang = language()
    return tuple(
        (spec.title_in(lang), spec.id, unfinished(app, spec.id, listed) is not None)
        for spec in taught_games()
    )


COMMANDS: dict[str, Command] = {"tutorial": start, "tutorial-restart": restart}
