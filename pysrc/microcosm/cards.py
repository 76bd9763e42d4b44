"""The Microcosm card table: every Domain card, Planet and Tech, with the status of each value.

Only the structure of the deck is public (seed 002 and the sources in
`shared/reference/siblings/README.md`); most faces are reconstructed there. Every value carries
its status ("sourced" or "reconstructed") so that a corrected card list is a change of this
table only: the engine reads nothing about a card from anywhere else.
"""

from __future__ import annotations

from dataclasses import dataclass, field

S = "sourced"
R = "reconstructed"

# Icons (the symbol a card shows and may reveal) and the actions of Domain cards.
COLONIZE, WARFARE, RESEARCH = "colonize", "warfare", "research"
CAPITAL, SURVEY = "capital", "survey"
ICONS = (COLONIZE, WARFARE, RESEARCH, CAPITAL, SURVEY)
POLITICS = "politics"
COLOURS = ("red", "yellow", "green", "purple")
WILD = "wild"  # the Wild planet counts as one card of every colour

# Scoring kinds of Domain cards: what "1 per ..." counts.
PER_COLONY, PER_SPOILS, PER_TECH, PER_COLOUR, PER_CAPITAL_ICON = (
    "per_colony",
    "per_spoils",
    "per_tech",
    "per_colour",
    "per_capital_icon",
)

# Effects of Domain cards (the action row; Politics and Survey cards each differ).
EFFECTS = (
    "colonize",
    "warfare",
    "research",
    "propaganda",
    "espionage",
    "political_science",
    "annexation",
    "survey_team",
    "scanner",
)


@dataclass(frozen=True, slots=True)
class Domain:
    id: str
    name: str
    action: str  # colonize | warfare | research | politics | survey
    effect: str  # one of EFFECTS
    icon: str
    colour: str | None
    scoring: str  # one of the PER_* kinds
    value: int  # influence per counted thing
    status: dict[str, str] = field(compare=False)
    provisional_name: bool = True
    notes: str = ""


@dataclass(frozen=True, slots=True)
class Planet:
    id: str
    name: str
    cost: int  # the pile it starts in, and what Colonize must reveal
    colour: str | None  # a colour, WILD, or None for the Prestige (black) planets
    icon: str
    planet_defence: int  # big shield: attacked in a pile
    colony_defence: int  # small shield: attacked as a Colony
    influence: int
    bonus_defence: int  # +1 to all its owner's Colonies while face up in Colonies
    status: dict[str, str] = field(compare=False)
    provisional_name: bool = True
    notes: str = ""


@dataclass(frozen=True, slots=True)
class Tech:
    id: str
    name: str
    icon: str | None  # None: Mobilization shows a shield, no icon
    bonus_defence: int
    status: dict[str, str] = field(compare=False)
    provisional_name: bool = True
    notes: str = ""


_GRID = "grid position (action x icon) sourced: BGG 1255209, goforthandgame 2014/10"
_DIAG = "colour by diagonal (designer's rule, arbitrary start) reconstructed"


def _dom(  # noqa: PLR0917 - one card a line reads best positionally
    n: int,
    name: str,
    action: str,
    effect: str,
    icon: str,
    colour: str | None,
    scoring: str,
    value_status: str,
    over: dict[str, str] | None = None,
) -> Domain:
    status = {
        "name": R,
        "action": S,
        "effect": S if action in ("colonize", "warfare", "research") else R,
        "icon": S,
        "colour": R,
        "scoring": S,
        "value": value_status,
    }
    status.update(over or {})
    notes = (
        f"{_GRID}; {_DIAG}; action text seed 002"
        if status["effect"] == S
        else (f"{_GRID}; {_DIAG}; effect reconstructed (README section 1c)")
    )
    return Domain(
        f"D{n:02d}",
        name,
        action,
        effect,
        icon,
        colour,
        scoring,
        1,
        status,
        provisional_name=status["name"] == R,
        notes=notes,
    )


DOMAINS: tuple[Domain, ...] = (
    _dom(1, "Colony Ship", "colonize", "colonize", COLONIZE, "red", PER_COLONY, S),
    _dom(2, "Armed Settlers", "colonize", "colonize", WARFARE, "yellow", PER_SPOILS, S),
    _dom(3, "Xenobiology Outpost", "colonize", "colonize", RESEARCH, "green", PER_TECH, R),
    _dom(4, "Frontier Charter", "colonize", "colonize", CAPITAL, "purple", PER_COLOUR, S),
    _dom(5, "Invasion Fleet", "warfare", "warfare", COLONIZE, "yellow", PER_COLONY, S),
    _dom(6, "Strike Force", "warfare", "warfare", WARFARE, "green", PER_SPOILS, S),
    _dom(7, "Smart Munitions", "warfare", "warfare", RESEARCH, "purple", PER_TECH, R),
    _dom(8, "Imperial Legion", "warfare", "warfare", CAPITAL, "red", PER_COLOUR, S),
    _dom(9, "Terraforming Lab", "research", "research", COLONIZE, "green", PER_COLONY, S),
    _dom(10, "Weapons Lab", "research", "research", WARFARE, "purple", PER_SPOILS, S),
    _dom(11, "Scientific Method", "research", "research", RESEARCH, "red", PER_TECH, R),
    _dom(12, "Think Tank", "research", "research", CAPITAL, "yellow", PER_COLOUR, S),
    _dom(13, "Propaganda", "politics", "propaganda", COLONIZE, "purple", PER_COLONY, S),
    _dom(14, "Espionage", "politics", "espionage", WARFARE, "red", PER_SPOILS, S),
    _dom(
        15,
        "Political Science",
        "politics",
        "political_science",
        RESEARCH,
        "yellow",
        PER_TECH,
        R,
        {"name": S},
    ),
    _dom(16, "Annexation", "politics", "annexation", CAPITAL, "green", PER_COLOUR, S),
    _dom(
        17,
        "Survey Team",
        "survey",
        "survey_team",
        SURVEY,
        None,
        PER_CAPITAL_ICON,
        S,
        {"icon": R, "colour": S},
    ),
    _dom(
        18,
        "Long-Range Scanner",
        "survey",
        "scanner",
        SURVEY,
        None,
        PER_CAPITAL_ICON,
        S,
        {"icon": R, "colour": S},
    ),
)
# Each Capital-icon card scores its own colour: the pairing is reconstructed (README 1c rule 4).
for _d in DOMAINS:
    if _d.scoring == PER_COLOUR:
        _d.status["scoring"] = R


def _pl(  # noqa: PLR0917 - one planet a line reads best positionally
    n: int,
    name: str,
    cost: int,
    colour: str | None,
    icon: str,
    big: int,
    small: int,
    influence: int,
    bonus: int = 0,
    over: dict[str, str] | None = None,
) -> Planet:
    status = {
        "name": R,
        "cost": S,
        "colour": R,
        "icon": R,
        "planet_defence": R,
        "colony_defence": R,
        "influence": R,
        "bonus_defence": R,
    }
    status.update(over or {})
    return Planet(
        f"P{n:02d}",
        name,
        cost,
        colour,
        icon,
        big,
        small,
        influence,
        bonus,
        status,
        notes="pile sizes 4/4/3 by cost sourced (seed 002); see status per value",
    )


_ICON_S = {"icon": S}  # Colonize icons: 1 in the cost-0 pile, 2 in the cost-2 pile (BGG 1255209)
PLANETS: tuple[Planet, ...] = (
    _pl(1, "Aurea", 0, "yellow", COLONIZE, 1, 2, 1, over=_ICON_S),
    _pl(2, "Rubra", 0, "red", RESEARCH, 1, 2, 1),
    _pl(3, "Purpura", 0, "purple", WARFARE, 2, 1, 1),
    _pl(4, "Viridia", 0, "green", CAPITAL, 2, 1, 1),
    _pl(5, "Rubra Major", 2, "red", COLONIZE, 2, 3, 2, over=_ICON_S),
    _pl(6, "Viridia Major", 2, "green", COLONIZE, 2, 3, 2, over=_ICON_S),
    _pl(7, "Purpura Major", 2, "purple", RESEARCH, 3, 2, 2),
    _pl(8, "Aurea Major", 2, "yellow", WARFARE, 3, 2, 2),
    _pl(9, "Nexus", 3, WILD, CAPITAL, 3, 3, 2, over={"colour": S}),
    _pl(10, "Bastion", 3, None, WARFARE, 4, 3, 3, bonus=1, over={"colour": S, "bonus_defence": S}),
    _pl(11, "Obsidian Throne", 3, None, RESEARCH, 3, 4, 4, over={"colour": S}),
)

TECHS: tuple[Tech, ...] = (
    Tech(
        "T1",
        "Mobilization",
        None,
        1,
        {"name": S, "icon": S, "bonus_defence": S},
        provisional_name=False,
        notes="seed 002 (a Tech gives +1 Colony defence); BGG 1255209",
    ),
    Tech(
        "T2",
        "Terraforming",
        COLONIZE,
        0,
        {"name": R, "icon": S, "bonus_defence": S},
        notes="a Tech with a Colonize symbol: vindjeu.eu 2018",
    ),
    Tech(
        "T3",
        "Bureaucracy",
        CAPITAL,
        0,
        {"name": R, "icon": S, "bonus_defence": S},
        notes="a Politics (Capital) Tech: BGG 1250389",
    ),
    Tech(
        "T4",
        "Weapon Emporium",
        WARFARE,
        0,
        {"name": R, "icon": R, "bonus_defence": R},
        notes="one Tech per remaining icon: reconstructed",
    ),
    Tech(
        "T5",
        "Data Network",
        RESEARCH,
        0,
        {"name": R, "icon": R, "bonus_defence": R},
        notes="one Tech per remaining icon: reconstructed",
    ),
)

DOMAIN: dict[str, Domain] = {card.id: card for card in DOMAINS}
PLANET: dict[str, Planet] = {planet.id: planet for planet in PLANETS}
TECH: dict[str, Tech] = {tech.id: tech for tech in TECHS}
PILE_COSTS = (0, 2, 3)  # pile k holds the planets of cost PILE_COSTS[k]

# Rules constants, each with its status like every card value.
SUPPLY_SIZE = 3  # face-up cards: sourced (seed 002)
RESEARCH_AGAIN = 3  # Research icons that allow a second Research: sourced (seed 002)
POLITICS_BOOST = 2  # Capital icons that strengthen Propaganda and Espionage: reconstructed
ANNEX_MARGIN = 1  # Annexation must beat the Colony's defence by this much: reconstructed
SCANNER_PEEKS = 2  # Long-Range Scanner's base number of peeks: reconstructed
CONSTANT_STATUS = {
    "SUPPLY_SIZE": S,
    "RESEARCH_AGAIN": S,
    "POLITICS_BOOST": R,
    "ANNEX_MARGIN": R,
    "SCANNER_PEEKS": R,
}


def colours_of(colour: str | None) -> tuple[str, ...]:
    """The colours a card counts as, for colour scoring."""
    if colour is None:
        return ()
    return COLOURS if colour == WILD else (colour,)
