"""The 27 planet cards and 6 start planets, transcribed from the reference card data.

A planet's back (type, Colonize cost, Warfare cost) is public; its face (influence, role icon,
resource slots, hand-size bonus) is known only to its owner until it is flipped face up.
8910 Spielen: the sources disagree; we use Colonize 5 / Warfare 4 (two sources of three).
"""

from dataclasses import dataclass
from typing import Any

from eminent_domain.vocab import PlanetType, Resource, Role


@dataclass(frozen=True, slots=True)
class Planet:
    name: str
    type: PlanetType
    start: bool
    colonize_cost: int
    warfare_cost: int
    influence: int
    icon: Role | None
    slots: tuple[Resource, ...]
    hand_size: int  # +N to the hand limit while face up


# fmt: off
PLANETS: tuple[Planet, ...] = (
    Planet('Lyttle', PlanetType.ADVANCED, False, 4, 5, 3, Role.RESEARCH, (Resource.SILICON,), 0),
    Planet('Echo Rose', PlanetType.ADVANCED, False, 5, 4, 3, Role.RESEARCH, (Resource.SILICON,), 0),
    Planet('Srod Avain N2', PlanetType.ADVANCED, False, 3, 6, 4, Role.RESEARCH, (), 0),
    Planet("Ral Gai'Gaw", PlanetType.ADVANCED, False, 4, 5, 3, Role.TRADE, (Resource.SILICON,), 0),
    Planet('Hanoj - T', PlanetType.ADVANCED, False, 5, 4, 3, Role.TRADE, (Resource.SILICON,), 0),
    Planet('Zhephan', PlanetType.ADVANCED, False, 3, 6, 4, Role.TRADE, (), 0),
    Planet('Oknow', PlanetType.ADVANCED, False, 4, 5, 2, None, (Resource.SILICON,), 1),
    Planet('Sima-07C', PlanetType.ADVANCED, False, 5, 4, 2, None, (Resource.SILICON,), 1),
    Planet('Sholmican', PlanetType.ADVANCED, False, 3, 6, 4, None, (Resource.SILICON,), 0),
    Planet('Styku', PlanetType.FERTILE, False, 4, 5, 3, Role.COLONIZE, (Resource.WATER,), 0),
    Planet('Mik-Mik', PlanetType.FERTILE, False, 5, 4, 3, Role.COLONIZE, (Resource.FOOD,), 0),
    Planet('New Texas', PlanetType.FERTILE, False, 3, 6, 2, Role.COLONIZE, (Resource.FOOD, Resource.WATER), 0),
    Planet('Gerdland', PlanetType.FERTILE, False, 4, 5, 3, Role.PRODUCE, (Resource.WATER,), 0),
    Planet('Mishburr ITO-A', PlanetType.FERTILE, False, 5, 4, 3, Role.PRODUCE, (Resource.FOOD,), 0),
    Planet('Artigas GNS-111', PlanetType.FERTILE, False, 3, 6, 2, Role.PRODUCE, (Resource.FOOD, Resource.WATER), 0),
    Planet('Spielbany VI', PlanetType.FERTILE, False, 4, 5, 2, None, (Resource.WATER,), 1),
    Planet('Nelos IV', PlanetType.FERTILE, False, 5, 4, 2, None, (Resource.FOOD,), 1),
    Planet('Angus Daffy', PlanetType.FERTILE, False, 3, 6, 3, None, (Resource.FOOD, Resource.WATER), 0),
    Planet('Voson', PlanetType.METALLIC, False, 4, 5, 3, Role.SURVEY, (Resource.IRON,), 0),
    Planet('Pink Sonar', PlanetType.METALLIC, False, 5, 4, 3, Role.SURVEY, (Resource.IRON,), 0),
    Planet('Kyrie & Juno', PlanetType.METALLIC, False, 3, 6, 4, Role.SURVEY, (), 0),
    Planet('Tankahshin', PlanetType.METALLIC, False, 4, 5, 3, Role.WARFARE, (Resource.IRON,), 0),
    Planet('Erkam-W', PlanetType.METALLIC, False, 5, 4, 3, Role.WARFARE, (Resource.IRON,), 0),
    Planet("Overlord Betzel's Domain", PlanetType.METALLIC, False, 3, 6, 4, Role.WARFARE, (), 0),
    Planet('Marghannah Prime', PlanetType.METALLIC, False, 4, 5, 3, None, (), 1),
    Planet('8910 Spielen', PlanetType.METALLIC, False, 5, 4, 2, None, (Resource.IRON,), 1),
    Planet('Idroyos', PlanetType.METALLIC, False, 3, 6, 5, None, (), 0),
    Planet('Pomerene', PlanetType.ADVANCED, True, 2, 2, 2, None, (Resource.SILICON,), 0),
    Planet('Drawde', PlanetType.FERTILE, True, 2, 2, 2, None, (Resource.FOOD,), 0),
    Planet('Piedra Seca', PlanetType.METALLIC, True, 2, 2, 2, None, (Resource.IRON,), 0),
    Planet('Mesia Sednim', PlanetType.FERTILE, True, 2, 2, 2, None, (Resource.WATER,), 0),
    Planet('Chrispen', PlanetType.METALLIC, True, 2, 2, 2, None, (Resource.IRON,), 0),
    Planet('Liagiba', PlanetType.ADVANCED, True, 2, 2, 2, None, (Resource.SILICON,), 0),
)
# fmt: on

START_PLANET_IDS = tuple(i for i, p in enumerate(PLANETS) if p.start)
DECK_PLANET_IDS = tuple(i for i, p in enumerate(PLANETS) if not p.start)
# The Learning Game removes the 3 Advanced planets with Research symbols.
RESEARCH_PLANET_IDS = tuple(i for i, p in enumerate(PLANETS) if p.icon is Role.RESEARCH)


# Each planet's back, worked out once: views show every planet of every Empire, and search
# bots' playouts build views at each decision (an Enum's `.value` is a Python call).
BACKS = tuple(
    {
        "type": card.type.value,
        "colonize_cost": card.colonize_cost,
        "warfare_cost": card.warfare_cost,
    }
    for card in PLANETS
)


def back(planet: int) -> dict[str, Any]:
    """What everyone sees of a face-down planet: its type and both costs (views of this game
    and of rulesets that survey by backs, the 2010 prototype). A new dict each time: a view
    is the client's to change."""
    return BACKS[planet].copy()
