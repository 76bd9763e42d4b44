"""Every level chooses exactly what it chose when the fixture was recorded (same view, seed
and budget): moving the bots onto the game-agnostic core changed no Eminent Domain choice."""

from __future__ import annotations

import json
import os
from typing import Any

import pytest

from eminent_domain.spec import SPEC
from eminent_domain.view import view_for
from tabletop.bots import make_bot

from .choices import FIXTURE, LEVELS, positions

# The search bots are the slow ones (Hard about a second per decision on a busy machine): the
# suite checks every sixth position for Hard and Expert and every other one for Medium, spread
# over every game of the fixture; BOTS_FULL=1 checks them all (done for every change to the
# search bots).
SEARCH_STRIDE = {"hard": 6, "expert": 6, "medium": 2}
STRIDE: dict[str, int] = {} if os.environ.get("BOTS_FULL") else SEARCH_STRIDE


@pytest.fixture(scope="module")
def fixture() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(FIXTURE.read_text())
    return data


def test_the_fixture_covers_every_player_count_and_real_decisions(fixture: dict[str, Any]) -> None:
    assert len(fixture["positions"]) >= 300
    assert {game["players"] for game in fixture["games"]} == {2, 3, 4}
    for level in LEVELS:
        assert len(fixture["choices"][level]) == len(fixture["positions"])
    # The levels really disagree (a fixture of forced moves would prove nothing).
    for level in ("random", "medium", "hard"):
        same = sum(
            a == b
            for a, b in zip(fixture["choices"][level], fixture["choices"]["easy"], strict=True)
        )
        assert same < 0.8 * len(fixture["positions"]), level


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_makes_the_recorded_choices(fixture: dict[str, Any], level: str) -> None:
    budget = fixture["budget"].get(level)
    differing = []
    checked = 0
    for number, position in positions(fixture)[:: STRIDE.get(level, 1)]:
        seat = position.current_player
        assert seat is not None
        choice = make_bot(level, SPEC, number, budget).choose(view_for(position, seat))
        if choice != fixture["choices"][level][number]:
            differing.append((number, choice, fixture["choices"][level][number]))
        checked += 1
    assert differing == []
    assert checked >= 300 // STRIDE.get(level, 1)
