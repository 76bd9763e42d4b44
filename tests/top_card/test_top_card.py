"""The fifth game: installed at test time, it passes the whole conformance suite and the
shell draws it, although no file outside this folder names it."""

from __future__ import annotations

import inspect
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tabletop import conformance, registry
from tabletop.simulate import covering
from tabletop.ui import frame
from tabletop.ui.game_ui import TableContext, ui_of
from tests.tabletop import test_conformance as suite

from .conftest import GAME_ID
from .engine import Game

CHECKS = sorted(name for name in dir(suite) if name.startswith("test_"))


def rows(mark: pytest.Mark, spec: Any) -> list[dict[str, Any]]:
    """One `parametrize` mark of a conformance test as keyword arguments: the suite's list of
    games (`spec`, with each `config` or `players`) made again for this game, any other list
    (the bot levels) as the suite gives it."""
    names = mark.args[0].split(",") if isinstance(mark.args[0], str) else list(mark.args[0])
    names = [name.strip() for name in names]
    if "spec" in names:
        per_game = {"config": covering(spec), "players": list(spec.players)}
        (other,) = [name for name in names if name != "spec"] or [None]
        if other is None:
            return [{"spec": spec}]
        return [{"spec": spec, other: value} for value in per_game[other]]
    listed = [getattr(value, "values", value) for value in mark.args[1]]
    return [dict(zip(names, v if len(names) > 1 else (v,), strict=True)) for v in listed]


def calls(check: Callable[..., Any], spec: Any) -> list[dict[str, Any]]:
    """The arguments pytest would call one of the core's conformance tests with, for this
    game: every combination of its `parametrize` marks' rows."""
    combos: list[dict[str, Any]] = [{}]
    for mark in getattr(check, "pytestmark", []):
        if mark.name == "parametrize":
            combos = [combo | row for combo in combos for row in rows(mark, spec)]
    wanted = set(inspect.signature(check).parameters)
    for combo in combos:
        assert set(combo) == wanted, f"{check.__name__} takes {sorted(wanted)}: teach rows()"
    return combos


@pytest.mark.parametrize("name", CHECKS)
def test_the_core_conformance_suite_passes(name: str) -> None:
    check = getattr(suite, name)
    for arguments in calls(check, registry.get(GAME_ID)):
        check(**arguments)


def test_its_golden_game_replays_step_by_step() -> None:
    """Recorded once, as the core's golden games are (`tools/record_golden.py`'s Easy bots,
    kept in this folder): every step's seat, action and state digest, and the end."""
    kept = json.loads((Path(__file__).parent / "golden-2p.json").read_text(encoding="utf-8"))
    assert conformance.replays_like_golden(kept) == 20


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
