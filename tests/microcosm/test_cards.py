"""The card table: the sourced structure of the deck, and a status for every value.

Sources: seed 002 (34 cards: 18 Domain, 11 Planets in piles 4 x 0, 4 x 2, 3 x 3, 5 Techs; one
cost-3 planet and one Tech give +1 Colony defence), and the sibling README (the 4 x 4 grid
of action x icon plus 2 Survey cards, diagonal colours, icon -> scoring).
"""

from __future__ import annotations

from collections import Counter

from microcosm.cards import (
    CAPITAL,
    COLONIZE,
    COLOURS,
    DOMAINS,
    PER_CAPITAL_ICON,
    PER_COLONY,
    PER_COLOUR,
    PER_SPOILS,
    PER_TECH,
    PLANETS,
    RESEARCH,
    TECHS,
    WARFARE,
    WILD,
    colours_of,
)

STATUSES = {"sourced", "reconstructed"}


def test_component_counts() -> None:
    """18 Domain cards, 11 Planets, 5 Techs (seed 002 components)."""
    assert (len(DOMAINS), len(PLANETS), len(TECHS)) == (18, 11, 5)
    assert len({c.id for c in DOMAINS} | {p.id for p in PLANETS} | {t.id for t in TECHS}) == 34


def test_planet_piles_by_cost() -> None:
    """Piles of 4 cost-0, 4 cost-2 and 3 cost-3 planets (seed 002 set-up)."""
    assert Counter(p.cost for p in PLANETS) == {0: 4, 2: 4, 3: 3}


def test_grid_of_actions_and_icons() -> None:
    """Each action row (Colonize, Warfare, Research, Politics) has one card of each icon and
    of each colour; 2 Survey cards lie outside the grid (README M8)."""
    rows = Counter(c.action for c in DOMAINS)
    assert rows == {"colonize": 4, "warfare": 4, "research": 4, "politics": 4, "survey": 2}
    for action in ("colonize", "warfare", "research", "politics"):
        row = [c for c in DOMAINS if c.action == action]
        assert sorted(c.icon for c in row) == sorted([COLONIZE, WARFARE, RESEARCH, CAPITAL])
        assert sorted(str(c.colour) for c in row) == sorted(COLOURS)
    for icon in (COLONIZE, WARFARE, RESEARCH, CAPITAL):
        assert sorted(str(c.colour) for c in DOMAINS if c.icon == icon) == sorted(COLOURS)


def test_scoring_follows_the_icon() -> None:
    """Colonize icon scores Colonies, Warfare Spoils, Research Techs, Capital a colour, the
    Survey cards Capital icons; all 1 per (README M9, M10)."""
    expected = {
        COLONIZE: PER_COLONY,
        WARFARE: PER_SPOILS,
        RESEARCH: PER_TECH,
        CAPITAL: PER_COLOUR,
        "survey": PER_CAPITAL_ICON,
    }
    for card in DOMAINS:
        assert card.scoring == expected[card.icon] and card.value == 1
    assert sorted(str(c.colour) for c in DOMAINS if c.scoring == PER_COLOUR) == sorted(COLOURS)


def test_special_planets_and_techs() -> None:
    """One cost-3 planet and one Tech give +1 Colony defence (seed 002 shields); the cost-3
    pile holds a Wild planet and two colourless Prestige planets (README M17); one Colonize
    icon in the cost-0 pile and two in the cost-2 pile (README M18)."""
    bonus = [p for p in PLANETS if p.bonus_defence]
    assert [(p.cost, p.bonus_defence) for p in bonus] == [(3, 1)]
    assert [t.name for t in TECHS if t.bonus_defence == 1] == ["Mobilization"]
    assert sorted(str(p.colour) for p in PLANETS if p.cost == 3) == sorted([WILD, "None", "None"])
    assert [sum(1 for p in PLANETS if p.cost == c and p.icon == COLONIZE) for c in (0, 2)] == [1, 2]
    assert colours_of(WILD) == COLOURS and colours_of(None) == ()


def test_every_value_has_a_status_and_names_are_flagged() -> None:
    """Every value is labelled sourced or reconstructed, and a reconstructed name is marked
    provisional (README naming note)."""
    fields = {
        "Domain": ("name", "action", "effect", "icon", "colour", "scoring", "value"),
        "Planet": (
            "name",
            "cost",
            "colour",
            "icon",
            "planet_defence",
            "colony_defence",
            "influence",
            "bonus_defence",
        ),
        "Tech": ("name", "icon", "bonus_defence"),
    }
    for item in [*DOMAINS, *PLANETS, *TECHS]:
        assert set(item.status) == set(fields[type(item).__name__])
        assert set(item.status.values()) <= STATUSES
        assert item.provisional_name == (item.status["name"] == "reconstructed")
        assert item.notes
    known = {c.name for c in [*DOMAINS, *PLANETS, *TECHS] if not c.provisional_name}
    assert known == {"Political Science", "Mobilization"}
    assert all(p.status["cost"] == "sourced" for p in PLANETS)
