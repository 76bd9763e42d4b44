"""Every card face at work: each Domain card's action and scoring, each planet's shields and
influence, each Tech's icon or shield (values from cards.py; structure from seed 002)."""

from __future__ import annotations

import pytest

from microcosm.cards import DOMAINS, PLANETS, TECHS
from microcosm.engine import icon_count, score
from tests.microcosm.helpers import legal, position, run

FIRST_STEP = {
    "colonize": ("target", "colonize"),
    "warfare": ("target", "warfare"),
    "research": ("research", None),
    "propaganda": ("propaganda", None),
    "espionage": ("espionage", None),
    "political_science": ("copy", None),
    "annexation": ("target", "annexation"),
    "survey_team": ("target", "survey_team"),
    "scanner": ("scan", None),
}


@pytest.mark.parametrize("card", [c.id for c in DOMAINS])
def test_each_domain_card_starts_its_action(card: str) -> None:
    """Playing a card resolves the action written on it (seed 002 play a card)."""
    spare = [c.id for c in DOMAINS if c.id != card]
    mine = "D09" if card != "D09" else "D10"
    rest = [c for c in spare if c != mine]
    g = position(
        hands=([card], [rest[0]]),
        discards=([mine], [rest[1]]),
        colonies=([], ["P03+", "P05"]),
        techs=(["T3"], []),
    )
    assert f"play {card}" in legal(g)
    run(g, f"play {card}")
    effect = next(c.effect for c in DOMAINS if c.id == card)
    kind, sub = FIRST_STEP[effect]
    assert g.state.pending is not None and g.state.pending["kind"] == kind
    assert g.state.pending.get("effect") == sub


# planets 1 (Aurea) + 2 (Nexus) + 1 (Purpura, in Spoils) = 4, plus the card's own condition
EXPECTED_SCORE = {
    "D01": 6, "D02": 5, "D03": 5, "D04": 7, "D05": 6, "D06": 5, "D07": 5, "D08": 6,
    "D09": 6, "D10": 5, "D11": 5, "D12": 7, "D13": 6, "D14": 5, "D15": 5, "D16": 6,
    "D17": 6, "D18": 6,
}  # fmt: skip


@pytest.mark.parametrize("card", [c.id for c in DOMAINS])
def test_each_domain_card_scores_its_condition(card: str) -> None:
    """Each Domain card scores its own condition (seed 002 scoring, e.g. per Spoils, per
    icon, per colour). Here: 2 Colonies (Aurea face down, Nexus), 1 Spoils (Purpura), 1 Tech
    (Bureaucracy, a Capital icon)."""
    g = position(hands=([card], []), colonies=(["P01", "P09+"], []), spoils=(["P03"], []),
                 techs=(["T3"], []))  # fmt: skip
    assert score(g.state, 0) == EXPECTED_SCORE[card]


def _warfare_hand(icons: int) -> list[str]:
    """Strike Force to play, plus Warfare-icon cards: `icons` Warfare icons in all."""
    return ["D06", *["D02", "D10", "D14"][: icons - 1]]


@pytest.mark.parametrize("planet", [p.id for p in PLANETS])
def test_each_planet_big_shield(planet: str) -> None:
    """A planet in a pile falls to Warfare icons equal to its big shield (seed 002)."""
    p = next(x for x in PLANETS if x.id == planet)
    piles = [[x.id + ("+" if x.id == planet else "") for x in PLANETS if x.cost == c]
             for c in (0, 2, 3)]  # fmt: skip
    weak = position(hands=(_warfare_hand(p.planet_defence - 1) if p.planet_defence > 1
                           else ["D06"], []), piles=piles)  # fmt: skip
    if p.planet_defence > 1:
        run(weak, "play D06")
        assert f"planet {planet}" not in legal(weak)
    g = position(hands=(_warfare_hand(p.planet_defence), []), piles=piles)
    run(g, "play D06", f"planet {planet}")
    while g.state.pending is not None and g.state.pending["kind"] == "reveal":
        run(g, legal(g)[0])
    assert g.state.spoils[0] == [planet]


@pytest.mark.parametrize("planet", [p.id for p in PLANETS])
def test_each_planet_small_shield_and_influence(planet: str) -> None:
    """As a Colony it resists with its small shield (seed 002), the +1 planet protecting
    itself (notes); it scores its printed influence (seed 002)."""
    p = next(x for x in PLANETS if x.id == planet)
    defence = p.colony_defence + p.bonus_defence
    owner = position(colonies=([], [planet + "+"]))
    assert score(owner.state, 1) == p.influence
    if defence > 1:
        weak = position(hands=(_warfare_hand(defence - 1), []), colonies=([], [planet + "+"]))
        run(weak, "play D06")
        assert "colony 0" not in legal(weak)
    g = position(hands=(_warfare_hand(defence), []), colonies=([], [planet + "+"]))
    run(g, "play D06", "colony 0")
    while g.state.pending is not None and g.state.pending["kind"] == "reveal":
        run(g, legal(g)[0])
    run(g, "pass")
    assert g.state.spoils[0] == [planet]


@pytest.mark.parametrize("tech", [t.id for t in TECHS])
def test_each_tech(tech: str) -> None:
    """A Tech shows its icon; Mobilization instead gives +1 Colony defence (seed 002)."""
    t = next(x for x in TECHS if x.id == tech)
    g = position(techs=([tech], []), colonies=([], []))
    if t.icon is None:
        attacked = position(hands=(["D06"], []), colonies=([], ["P03+"]), techs=([], [tech]))
        run(attacked, "play D06")
        assert "colony 0" not in legal(attacked)
    else:
        assert icon_count(g.state, 0, t.icon) == 1
        assert sum(icon_count(g.state, 0, i) for i in
                   ("colonize", "warfare", "research", "capital", "survey")) == 1  # fmt: skip
