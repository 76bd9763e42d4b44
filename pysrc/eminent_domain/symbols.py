"""Counting role symbols: on a card, a hand, a planet, a technology face, an Empire.

The one place these are counted. Pure functions of card keys (a role card kind such as
"produce-trade", or a technology card key such as "T41"), planet ids and technology face keys,
so the rules (on the game state), the bots and the UI (on a player's view) count alike.

Rulebook: "You may Boost the chosen role by playing any number of cards from your hand with
symbols matching that role. Symbols on face up planets in your Empire may also be used".
A Produce/Trade card carries both symbols and counts 1 for whichever is resolved; "Politics
cards are never used to Boost or Follow any Roles" (they have no symbol).
"""

from __future__ import annotations

from collections.abc import Iterable

from eminent_domain.cards import ROLE_KINDS, TECH_FACE, TECH_FACES
from eminent_domain.planets import PLANETS
from eminent_domain.vocab import Role

# The card Adaptability changes: "Your standard Research Role cards gain all symbols; they can
# be used to Boost or Follow any role." One Research card then counts 1 for every role.
ADAPTABLE = "research"

# Printed symbols by card key or technology face key (the two never share a key).
_PRINTED: dict[str, tuple[Role, ...]] = {
    **{kind.key: kind.symbols for kind in ROLE_KINDS},
    **{face.key: face.symbols for face in TECH_FACES},
}


def card_symbols(key: str, role: Role, adaptability: bool = False) -> int:
    """Symbols of `role` a card of this key gives to Boost or Follow; `adaptability`: its
    owner has the Adaptability technology in their Empire."""
    if adaptability and key == ADAPTABLE:
        return 1
    return _PRINTED[key].count(role)


# `card_symbols` without Adaptability, by role then key: the Easy rules count a hand for each
# role at each decision of the search bots' playouts.
_COUNT = {role: {key: printed.count(role) for key, printed in _PRINTED.items()} for role in Role}


def hand_symbols(keys: Iterable[str], role: Role, adaptability: bool = False) -> int:
    """Symbols of `role` on some cards: a hand, the cards played, a planet's colonies ("A
    Colonize symbol on a card tucked under a planet is called a Colony"). The sum of
    `card_symbols`, read from a table."""
    count = _COUNT[role]
    if adaptability:
        return sum(1 if key == ADAPTABLE else count[key] for key in keys)
    total = 0
    for key in keys:
        total += count[key]
    return total


def face_symbols(face: str, role: Role) -> int:
    """Symbols of `role` on a technology face (a permanent one counts while in the Empire)."""
    return TECH_FACE[face].symbols.count(role)


def planet_symbols(planet: int, role: Role) -> int:
    """The role icon of a planet's face: "Each symbol on a face up planet in your Empire
    counts when resolving a role effect matching that symbol." (Only face-up ones count.)"""
    return 1 if PLANETS[planet].icon is role else 0


def empire_symbols(face_up_planets: Iterable[int], permanents: Iterable[str], role: Role) -> int:
    """Symbols of `role` in an Empire: the face-up planets' icons and the permanent
    technology faces' symbols."""
    count = 0  # the sums of `planet_symbols` and `face_symbols`, inlined: the rules call this
    for planet in face_up_planets:  # for every planet that might be settled
        if PLANETS[planet].icon is role:
            count += 1
    for face in permanents:
        count += TECH_FACE[face].symbols.count(role)
    return count


def has_adaptability(permanents: Iterable[str]) -> bool:
    """Whether these permanent technology faces include Adaptability."""
    return any(TECH_FACE[face].ability == "adaptability" for face in permanents)
