"""The games installed on this table, by id.

`INSTALLED` names the packages to load, each exposing `SPEC` (a `GameSpec`); they are imported
on first use, so a page or a test that needs one game loads only that one. Adding a game is
adding its package here: nothing else in the core names a game.
"""

from __future__ import annotations

import importlib
from typing import Any

from tabletop.spec import GameSpec

INSTALLED: dict[str, str] = {
    "eminent-domain": "eminent_domain.spec",
    "microcosm": "microcosm",
    "chaos-theory": "chaos_theory",
    "prototype-2010": "prototype_2010",
}

_loaded: dict[str, GameSpec[Any]] = {}


class UnknownGame(ValueError):
    """A game id this table does not have (from a link, a save or the command line)."""


def ids() -> tuple[str, ...]:
    return tuple(INSTALLED)


def get(game_id: object) -> GameSpec[Any]:
    """The spec of an installed game; UnknownGame (with a sentence) for anything else."""
    if not isinstance(game_id, str) or game_id not in INSTALLED:
        shown = repr(game_id)[:40]
        raise UnknownGame(f"this table has no game called {shown}")
    if game_id not in _loaded:
        spec = importlib.import_module(INSTALLED[game_id]).SPEC
        if not isinstance(spec, GameSpec) or spec.id != game_id:
            raise TypeError(f"package {INSTALLED[game_id]} does not give the spec of {game_id}")
        _loaded[game_id] = spec
    return _loaded[game_id]


def all_specs() -> list[GameSpec[Any]]:
    return [get(game_id) for game_id in INSTALLED]
