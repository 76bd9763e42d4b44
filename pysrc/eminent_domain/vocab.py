"""The rulebook's words as enums: roles, symbols, planet types, resources.

Values are the short lowercase names used in action notation and saves, so they must never
change once a save format depends on them.
"""

from enum import Enum


class Role(Enum):
    """The six roles a leader may choose (Produce and Trade share one stack)."""

    SURVEY = "survey"
    WARFARE = "warfare"
    COLONIZE = "colonize"
    PRODUCE = "produce"
    TRADE = "trade"
    RESEARCH = "research"


class Stack(Enum):
    """The five role stacks on the central display."""

    SURVEY = "survey"
    WARFARE = "warfare"
    COLONIZE = "colonize"
    PRODUCE_TRADE = "produce-trade"
    RESEARCH = "research"


# A role by its value, as frames hold it: a dict lookup is a few times faster than `Role(value)`.
ROLE_OF: dict[str, Role] = {role.value: role for role in Role}

STACK_OF_ROLE: dict[Role, Stack] = {
    Role.SURVEY: Stack.SURVEY,
    Role.WARFARE: Stack.WARFARE,
    Role.COLONIZE: Stack.COLONIZE,
    Role.PRODUCE: Stack.PRODUCE_TRADE,
    Role.TRADE: Stack.PRODUCE_TRADE,
    Role.RESEARCH: Stack.RESEARCH,
}


class PlanetType(Enum):
    ADVANCED = "advanced"
    FERTILE = "fertile"
    METALLIC = "metallic"


class Resource(Enum):
    """Resource slot types. Advanced planets store Silicon, Fertile Food or Water, Metallic Iron."""

    SILICON = "silicon"
    FOOD = "food"
    WATER = "water"
    IRON = "iron"
