"""Microcosm's Easy player, one rule a test (`microcosm/bots.py`): it counts what a choice adds
to its score if the game ended now, and attacks only what it is sure to beat.

Each position is built by hand; several Rng seeds are tried where the rules leave a tie to
chance, so a rule that held by luck would show.
"""

from __future__ import annotations

from microcosm.bots import policy
from microcosm.engine import Game
from microcosm.view import view
from tabletop.rng import Rng
from tests.microcosm.helpers import legal, position, run


def choices(game: Game, seat: int = 0) -> set[str]:
    """Easy's choices in this position over a few Rng seeds."""
    return {policy(view(game, seat), Rng(number)) for number in range(6)}


def test_easy_takes_the_face_up_card_that_adds_most_to_its_score() -> None:
    """With two Colonies, Invasion Fleet (1 a Colony) adds 2 points and the two cards that
    count Techs add none: Easy takes it, though it likes the Colonize action better."""
    g = position(
        colonies=(["P06", "P07"], []),
        supply=["D03", "D05", "D11"],
        pending={"kind": "draw", "player": 0},
    )
    assert {"take D03", "take D05", "take D11"} <= set(legal(g))
    assert choices(g) == {"take D05"}


def test_easy_researches_rather_than_colonizes_when_a_tech_scores_more() -> None:
    """Three cards that count Techs: a Tech adds 3 points, a cost-0 planet fewer, so Easy
    plays its Research card, not its Colonize card."""
    g = position(hands=(["D03", "D07", "D11"], []))
    assert {"play D03", "play D11"} <= set(legal(g))
    assert choices(g) == {"play D11"}


def test_easy_colonizes_when_the_planet_adds_more_than_a_tech() -> None:
    """No card counts Techs, two count Colonies: the planet is worth more, Easy colonizes."""
    g = position(hands=(["D01", "D09"], []))
    assert choices(g) == {"play D01"}


def test_easy_takes_its_cards_back_rather_than_attack_what_it_may_not_beat() -> None:
    """One Warfare icon, and every planet left could have a shield of 2 or more: Easy does
    not play Warfare blind but takes back its discarded cards, whose icons pay later."""
    g = position(hands=(["D06"], []), discards=(["D01"], []))
    assert "play D06" in legal(g)
    assert choices(g) == {"recover"}


def test_easy_attacks_a_planet_it_can_beat_rather_than_one_it_cannot() -> None:
    """Two Warfare icons: the face-up Rubra Major (shield 2) is sure, the face-down planets
    of the cost-3 pile (shields 3 and 4) are not; Easy plays Warfare and attacks Rubra Major."""
    g = position(
        hands=(["D06", "D02"], []),
        spoils=([], ["P01", "P02", "P03", "P04"]),
        piles=[[], ["P05+", "P06", "P07", "P08"], ["P09", "P10", "P11"]],
    )
    assert choices(g) == {"play D06"}
    run(g, "play D06")
    assert {"planet P05", "down 3 0"} <= set(legal(g))
    assert choices(g) == {"planet P05"}


def test_easy_counts_a_bastion_the_opponent_may_hide() -> None:
    """Two Warfare icons meet the small shield (2) of the opponent's face-up Aurea, but its
    face-down cost-3 Colony may be the Bastion (+1): Easy does not attack and takes its cards
    back. When that hidden Colony is a cost-2 one, no Bastion can surprise it: Easy attacks."""
    cost_0_gone = ([], ["P02", "P03", "P04"])
    risky = position(
        hands=(["D06", "D02"], []),
        discards=(["D01"], []),
        colonies=([], ["P01+", "P10"]),
        spoils=cost_0_gone,
        piles=[[], ["P05", "P06", "P07", "P08"], ["P09", "P11"]],
    )
    assert "play D06" in legal(risky)
    assert choices(risky) == {"recover"}
    safe = position(
        hands=(["D06", "D02"], []),
        discards=(["D01"], []),
        colonies=([], ["P01+", "P05"]),
        spoils=cost_0_gone,
        piles=[[], ["P06", "P07", "P08"], ["P09", "P10", "P11"]],
    )
    assert choices(safe) == {"play D06"}
    run(safe, "play D06")
    assert choices(safe) == {"colony 0"}


def test_easy_sends_back_a_tech_that_costs_the_opponent_more_than_one_would_give_it() -> None:
    """The opponent's discard shows three cards that count Techs: sending back its Tech costs
    it 3 points, while a Tech would give Easy none (and an icon): Easy sends it back."""
    g = position(
        discards=([], ["D03", "D07", "D11"]),
        techs=([], ["T2"]),
        pending={"kind": "research", "player": 0, "left": 1, "first": True},
        played="D09",
    )
    assert "tech T4" in legal(g) and "return T2" in legal(g)
    assert choices(g) == {"return T2"}


def test_easy_prefers_a_tech_with_an_icon_to_mobilization() -> None:
    """Equal points: a Tech showing an icon is worth more to Easy than Mobilization's shield."""
    g = position(
        pending={"kind": "research", "player": 0, "left": 1, "first": True},
        played="D09",
    )
    picked = choices(g)
    assert "tech T1" in legal(g) and "tech T1" not in picked
    assert picked <= {"tech T2", "tech T3", "tech T4", "tech T5"}


def test_easy_steals_the_discarded_card_worth_most_to_it() -> None:
    """Easy has two Colonies; the opponent's discard holds Colony Ship (1 a Colony: 2 to
    Easy) and Strike Force (1 a Spoils: none to Easy, nor to an opponent without Spoils)."""
    g = position(
        discards=([], ["D01", "D06"]),
        colonies=(["P06", "P07"], []),
        pending={"kind": "espionage", "player": 0, "boosted": False},
        played="D14",
    )
    assert {"steal D01", "steal D06"} <= set(legal(g))
    assert choices(g) == {"steal D01"}
