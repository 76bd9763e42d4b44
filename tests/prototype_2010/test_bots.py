"""The 2010 prototype's bot knowledge: how `evaluate` values a position."""

from __future__ import annotations

import pytest

from eminent_domain.planets import PLANETS
from prototype_2010 import SPEC
from prototype_2010.bots import PLANET_USE, evaluate
from prototype_2010.cards import role_card_ids
from tests.prototype_2010.helpers import PLANET, empire, table


def test_the_spec_gives_the_core_this_games_evaluation() -> None:
    assert SPEC.evaluate is evaluate


def test_the_evaluation_is_the_seats_lead_over_the_best_other() -> None:
    game = table(3)
    assert [evaluate(game, seat) for seat in range(3)] == [0.0, 0.0, 0.0]  # alike at the start
    game.state.players[1].vp = 4
    assert evaluate(game, 1) == 4.0
    assert evaluate(game, 0) == evaluate(game, 2) == -4.0


def test_a_face_up_planet_is_worth_its_vp_and_its_use() -> None:
    """Turning a planet up earns its VP and what it does for the rest of the game (an icon
    for every role, slots, a research deck): PLANET_USE. Valued at its VP alone, Medium led
    Research for a technology's VP where Colonize would turn a planet up, and beat Easy only
    55 % of the time (docs/bots.md)."""
    game = table()
    empire(game, 0, ("Oknow", False))
    down = evaluate(game, 0)
    empire(game, 0, ("Oknow", True))
    up = evaluate(game, 0)
    influence = PLANETS[PLANET["Oknow"]].influence
    assert up - down == pytest.approx(influence + PLANET_USE - 0.3)  # 0.3: surveyed, no colony


def test_colonies_gather_a_share_of_the_planets_vp_and_use() -> None:
    game = table()
    empire(game, 0, ("Oknow", False))
    bare = evaluate(game, 0)
    planet = game.state.players[0].empire[0]
    card = PLANETS[PLANET["Oknow"]]
    planet.colonies = role_card_ids("colonize", 1)  # one Colonize icon of the cost
    gathered = 1 / card.colonize_cost
    share = 0.6 * (card.influence + PLANET_USE) * gathered
    assert evaluate(game, 0) - bare == pytest.approx(share)
