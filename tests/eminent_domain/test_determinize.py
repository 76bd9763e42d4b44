"""Determinization: sampled games that agree with the bot's view and hide nothing of the truth."""

from __future__ import annotations

from eminent_domain.determinize import determinize
from eminent_domain.invariants import violations
from eminent_domain.spec import SPEC
from eminent_domain.view import view_for
from tabletop.rng import Rng
from tabletop.simulate import Tally, play_random

from .test_bots import positions


def test_a_determinization_shows_its_seat_exactly_the_same_view() -> None:
    checked = 0
    for number, game in enumerate(positions(40, seed=5)):
        seat = game.current_player
        assert seat is not None
        view = view_for(game, seat)
        sample = determinize(view, seed=number)
        assert violations(sample.state) == []
        assert view_for(sample, seat) == view
        assert [str(a) for a in sample.legal_actions()] == view["legal_actions"]
        checked += 1
    assert checked > 500


def test_determinizations_differ_in_what_is_hidden_and_play_on_to_the_end() -> None:
    differing = 0
    for number, game in enumerate(positions(12, seed=9)[:150]):
        seat = game.current_player
        assert seat is not None
        view = view_for(game, seat)
        first, second = determinize(view, 1), determinize(view, 2)
        differing += first.state != second.state
        tally = Tally()
        play_random(SPEC, first, Rng(number), tally)
        assert first.is_over and tally.invariant_breaks == 0, tally.first_problem
    assert differing > 100


def test_a_determinization_depends_on_the_view_and_seed_only() -> None:
    game = positions(3, seed=4)[20]
    seat = game.current_player
    assert seat is not None
    view = view_for(game, seat)
    assert determinize(view, 7).state == determinize(view, 7).state
