"""The shell finds a game's interface through its spec, and only there."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop import registry
from tabletop.ui.game_ui import GameUI, ui_of


def test_the_base_games_interface_is_found_through_its_spec() -> None:
    spec = registry.get("eminent-domain")
    assert isinstance(ui_of(spec), GameUI)


def test_a_game_without_an_interface_or_with_a_wrong_one_is_named() -> None:
    spec = registry.get("eminent-domain")
    bare = dataclasses.replace(spec, id="bare", ui_module=None)
    with pytest.raises(LookupError, match="no interface"):
        ui_of(bare)
    wrong = dataclasses.replace(spec, id="wrong", ui_module="tabletop.spec")
    with pytest.raises(AttributeError):
        ui_of(wrong)
