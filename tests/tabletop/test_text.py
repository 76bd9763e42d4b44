"""The shell's catalogue: games add their strings, and no table can take another's keys."""

from __future__ import annotations

import pytest

import eminent_domain.ui.text as ed_text
from tabletop import text


def test_a_game_cannot_redefine_a_shell_string_or_another_games() -> None:
    with pytest.raises(ValueError, match="shell owns it"):
        text.register("some-game", {"home.title": "Jouer"})
    with pytest.raises(ValueError, match="eminent-domain owns it"):
        text.register("some-game", {"role.survey": "Survey"})
    assert text.t("home.title") == "Play"


def test_the_base_games_strings_are_its_own_and_reach_the_catalogue() -> None:
    assert ed_text.STRINGS and all(text.STRINGS[key] == v for key, v in ed_text.STRINGS.items())
    shared = set(ed_text.STRINGS) & {k for k, v in text._OWNER.items() if v == "shell"}
    assert not shared
    text.register("eminent-domain", ed_text.STRINGS)  # registering again changes nothing
