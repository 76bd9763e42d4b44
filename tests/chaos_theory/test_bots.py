"""Chaos Theory's bot knowledge: Medium's `evaluate` and Hard's `reward`."""

from __future__ import annotations

import math

import pytest

from chaos_theory import SPEC, bots
from chaos_theory.bots import PLANET_USE, evaluate, reward
from chaos_theory.cards import TILE
from tabletop.bots import hard
from tests.chaos_theory.helpers import planets, table


def test_the_spec_gives_medium_the_evaluation_and_hard_the_reward() -> None:
    assert SPEC.evaluate is bots.evaluate
    assert SPEC.reward is bots.reward


def test_a_face_up_planet_is_worth_its_use_to_hard_but_not_to_medium() -> None:
    """Medium counts a face-up planet's Influence; Hard's reward adds PLANET_USE for what the
    planet does for the rest of the game. On the same 100 paired games at two seats, Hard beat
    Medium 69 % of the time with the lead alone and 85 % with the use (docs/bots.md)."""
    game = table()
    planets(game, 0, "A02", up=True)
    influence = TILE["A02"].influence
    assert evaluate(game, 0) == pytest.approx(influence)  # Medium: the Influence, nothing more
    lead = influence + PLANET_USE
    assert reward(game, 0) == pytest.approx(0.5 + 0.5 * math.tanh(lead / hard.SCALE))
    assert reward(game, 1) == pytest.approx(1 - reward(game, 0))  # seen from the other seat


def test_hard_reads_the_games_reward_and_a_finished_game_is_its_win() -> None:
    game = table()
    planets(game, 1, "F02", up=True)
    assert hard.reward(SPEC, game, 1) == reward(game, 1) > 0.5
    game.state.pending = None  # over
    assert game.is_over
    winners = game.winners()
    assert [reward(game, seat) for seat in range(2)] == [
        1.0 / len(winners) if seat in winners else 0.0 for seat in range(2)
    ]
