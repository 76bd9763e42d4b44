"""The fifth game: installed at test time, it passes the whole conformance suite and the
shell draws it, although no file outside this folder names it."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import pytest

from tabletop import registry
from tabletop.simulate import covering
from tabletop.ui import frame
from tabletop.ui.game_ui import TableContext, ui_of
from tests.tabletop import test_conformance as suite

from .conftest import GAME_ID
from .engine import Game

CHECKS = sorted(name for name in dir(suite) if name.startswith("test_"))


def run(check: Callable[..., Any], spec: Any) -> int:
    """One of the core's conformance tests, called as pytest would for this game."""
    parameters = list(inspect.signature(check).parameters)
    if parameters == ["spec", "config"]:
        for config in covering(spec):
            check(spec, config)
        return len(covering(spec))
    if parameters == ["spec"]:
        check(spec)
        return 1
    assert parameters == [], f"{check.__name__} takes {parameters}: teach run() to call it"
    check()
    return 1


@pytest.mark.parametrize("name", CHECKS)
def test_the_core_conformance_suite_passes(name: str) -> None:
    assert run(getattr(suite, name), registry.get(GAME_ID)) >= 1


def test_it_is_installed_only_while_its_tests_run() -> None:
    assert GAME_ID in registry.ids()
    assert registry.get(GAME_ID).title == "Top Card"


def test_a_whole_game_is_drawn_by_the_shell() -> None:
    spec = registry.get(GAME_ID)
    ui = ui_of(spec)
    game = spec.new(spec.default_config(), 7)
    ctx = TableContext(names=("Ann", "Bob"), bots=(None, None))
    while not game.is_over:
        seat = game.current_player
        html = str(frame.table(ui, spec.view(game, seat), ctx))
        for action in game.legal_actions():
            assert f'data-action="{action}"' in html
        other = str(frame.table(ui, spec.view(game, 1 - seat), ctx))
        assert "data-action" not in other
        game.apply(game.legal_actions()[0])
    end = str(frame.table(ui, spec.view(game, 0), ctx))
    assert "Tricks taken" in end and isinstance(game, Game)
