"""The shell finds a game's interface through its spec, and only there."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop import registry
from tabletop.ui.game_ui import GameUI, ui_of


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_games_interface_is_built_from_its_package(game_id: str) -> None:
    game_ui = ui_of(registry.get(game_id))
    assert isinstance(game_ui, GameUI)
    assert all(callable(getattr(game_ui, name)) for name in ("status", "regions", "area"))


def test_a_game_without_an_interface_or_with_a_wrong_one_is_named() -> None:
    spec = registry.get("eminent-domain")
    bare = dataclasses.replace(spec, id="bare", ui_module=None)
    with pytest.raises(LookupError, match="no interface"):
        ui_of(bare)
    wrong = dataclasses.replace(spec, id="wrong", ui_module="tabletop.spec")
    with pytest.raises(LookupError, match="is not a game's interface"):
        ui_of(wrong)
