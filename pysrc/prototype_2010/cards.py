"""The components of the January 2010 rules (seed 004), and what each card does.

Sourced: 114 role cards of six roles, a start deck of 2 of each role but Warfare, 31 planets
(4 of them start planets), 36 technologies in one deck per planet type, 40 resource discs (10
of each of 4 colours), 30 Armies, 30 VP discs. Reconstructed (docs/rules-notes-prototype-
2010.md): the piles' sizes, the planets' values (the 2011 cards, read from Eminent Domain's
own table, Produce read as Harvest), which 4 start planets, and every technology card.
"""

from __future__ import annotations

from dataclasses import dataclass

from eminent_domain.planets import DECK_PLANET_IDS, PLANETS
from eminent_domain.vocab import PlanetType, Role

# The six roles in the order the rules explain them.
ROLES = ("survey", "colonize", "research", "harvest", "trade", "warfare")

# The 2011 planet icons, as 2010 names them: Produce was called Harvest.
ROLE_OF_ICON = {
    Role.SURVEY: "survey",
    Role.COLONIZE: "colonize",
    Role.RESEARCH: "research",
    Role.PRODUCE: "harvest",
    Role.TRADE: "trade",
    Role.WARFARE: "warfare",
}

# Role cards per pile (option `role_counts`): 114 in all (sourced), split as reconstructed.
PILE_SIZES = {
    "reconstructed": {"survey": 20, "colonize": 20, "research": 20, "harvest": 20, "trade": 20,
                      "warfare": 14},
    "even19": dict.fromkeys(ROLES, 19),
}  # fmt: skip
START_DECK = {"survey": 2, "colonize": 2, "research": 2, "harvest": 2, "trade": 2}
HAND_SIZE = 5
ARMIES = 30
VP_DISCS = 30
DISCS_PER_RESOURCE = 10

# Planets: Eminent Domain's ids. The 27 of the 2011 deck, and the 4 start planets chosen so
# that between them they store all four resources.
START_PLANET_NAMES = ("Pomerene", "Drawde", "Mesia Sednim", "Piedra Seca")
START_PLANETS = tuple(
    next(i for i, p in enumerate(PLANETS) if p.name == name and p.start)
    for name in START_PLANET_NAMES
)
DECK_PLANETS = DECK_PLANET_IDS
TYPES = tuple(planet_type.value for planet_type in PlanetType)  # advanced, fertile, metallic

# The icons of each planet type (December 2009, sourced): its technology deck's cards carry one.
TYPE_ICONS = {
    "advanced": ("trade", "research"),
    "fertile": ("harvest", "colonize"),
    "metallic": ("survey", "warfare"),
}
# Each deck: one of its type's two icons with each action icon, in this order (reconstructed).
ACTION_ORDER = ("survey", "colonize", "warfare", "harvest", "trade", "research")


@dataclass(frozen=True, slots=True)
class Tech:
    key: str  # T10-A01 ... T10-M12, as the reference tables number them
    deck: str  # planet type
    icons: tuple[str, str]  # the deck's icon, then the action icon
    action: str  # the Action effect: the action icon's (see ACTIONS)
    vp: int


TECHS: tuple[Tech, ...] = tuple(
    Tech(f"T10-{deck[0].upper()}{n:02d}", deck, (pair, action), action, 1)
    for deck in TYPES
    for n, (pair, action) in enumerate(
        ((pair, action) for pair in TYPE_ICONS[deck] for action in ACTION_ORDER), start=1
    )
)
TECH = {tech.key: tech for tech in TECHS}

# Card ids: role cards first, 20 a role (a pile of fewer leaves the rest in the box), then
# the technologies. A card's key is its role or its technology key; cards of a key are alike.
ROLE_SLOTS = 20
CARD_KEYS: tuple[str, ...] = (
    *(role for role in ROLES for _ in range(ROLE_SLOTS)),
    *(tech.key for tech in TECHS),
)
FIRST_TECH = len(ROLES) * ROLE_SLOTS
TECH_ID = {tech.key: FIRST_TECH + n for n, tech in enumerate(TECHS)}


def role_card_ids(role: str, count: int) -> list[int]:
    start = ROLES.index(role) * ROLE_SLOTS
    return list(range(start, start + count))


def icons(key: str) -> tuple[str, ...]:
    """The icons a card bears: a role card its role's, a technology two."""
    tech = TECH.get(key)
    return tech.icons if tech else (key,)


# How many icons of each role each card key bears: bots count them at every decision.
_ICON_COUNT = {(key, role): icons(key).count(role) for key in set(CARD_KEYS) for role in ROLES}


def icon_count(key: str, role: str) -> int:
    return _ICON_COUNT[key, role]


def vp(key: str) -> int:
    tech = TECH.get(key)
    return tech.vp if tech else 0
