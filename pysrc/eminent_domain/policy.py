"""What the core's bots know of Eminent Domain (the spec's `policy` and `evaluate`).

Easy: readable priority rules over the bot's own view, tuned in the one WEIGHTS table.

It leads the role worth most now (settling or attacking a planet it can flip, trading
resources, producing into empty slots, researching an affordable technology...), follows when
following gives at least as much as the card a dissent would draw, and otherwise takes the
first sensible option. Everything it reads is in its view or the public card tables.

The search bots (`tabletop.bots.medium`, `tabletop.bots.hard`) play these rules in their
playouts and score the position reached with `evaluate`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from eminent_domain import rules, symbols
from eminent_domain.cards import TECH_FACE
from eminent_domain.planets import PLANETS
from eminent_domain.vocab import Role

# What each outcome is worth, in influence-like points. Tune here.
WEIGHTS: dict[str, float] = {
    "flip_planet": 2.0,  # settling or attacking: plus the planet's own influence
    "influence": 1.0,  # one influence token (a Trade)
    "resource": 0.5,  # one resource produced
    "fighter": 0.35,  # one fighter collected
    "colony": 0.45,  # one colony added
    "survey": 0.6,  # surveying while the Empire has few face-down planets
    "technology": 1.2,  # a technology, plus its influence
    "card_drawn": 0.5,  # what a dissent is worth
}


# What `best_tech_value` reads of each technology face and planet, looked up once (a face's
# cost and influence are properties, and an Enum's `.value` is a Python call).
_TECH = {
    key: (face.cost, face.type.value, face.level, face.influence) for key, face in TECH_FACE.items()
}
_TYPE_OF_PLANET = tuple(planet.type.value for planet in PLANETS)
# Roles by value: `Role(value)` and an Enum's hash are Python calls, at every playout decision.
_ROLE = {role.value: role for role in Role}
_PRODUCE_TRADE = frozenset({Role.PRODUCE.value, Role.TRADE.value})


def _symbols(key: str, role: Role, adaptability: bool) -> int:
    return symbols.card_symbols(key, role, adaptability)


class Seat:
    """What the bot's own view says about its seat, in rule terms."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.view = view
        self.me = view["players"][view["viewer"]]
        self.hand: list[str] = self.me["hand"] or []
        self.adaptability = symbols.has_adaptability(self.me["permanents"])
        self.empire: list[dict[str, Any]] = self.me["empire"]

    def empire_symbols(self, role: Role) -> int:
        return symbols.empire_symbols(
            (e["planet"] for e in self.empire if e["face_up"]), self.me["permanents"], role
        )

    def hand_symbols(self, role: Role) -> int:
        return symbols.hand_symbols(self.hand, role, self.adaptability)

    def colonies(self, planet: dict[str, Any]) -> int:
        return symbols.hand_symbols(planet["colonies"], Role.COLONIZE, self.adaptability)

    def settle_gap(self, planet: dict[str, Any]) -> int:
        need = int(planet["back"]["colonize_cost"]) - self.empire_symbols(Role.COLONIZE)
        return need - self.colonies(planet)

    def face_down(self) -> list[tuple[int, dict[str, Any]]]:
        return [(i, e) for i, e in enumerate(self.empire) if not e["face_up"]]

    def influence_of(self, planet: dict[str, Any]) -> int:
        return PLANETS[planet["planet"]].influence if planet["planet"] is not None else 2

    def filled(self) -> int:
        return sum(sum(e["filled"]) for e in self.empire)

    def empty_slots(self) -> int:
        return sum(
            e["filled"].count(False) for e in self.empire if e["face_up"] and not e["barren"]
        )

    def best_tech_value(self, points: int) -> float:
        best = 0.0
        face_up: dict[str, int] | None = None  # face-up planets by type, counted when needed
        for key in self.view["tech_supply"]:
            cost, planet_type, level, influence = _TECH[key]
            if cost <= points:
                if face_up is None:
                    face_up = {}
                    for e in self.empire:
                        if e["face_up"]:
                            kind = _TYPE_OF_PLANET[e["planet"]]
                            face_up[kind] = face_up.get(kind, 0) + 1
                if face_up.get(planet_type, 0) >= level:
                    best = max(best, WEIGHTS["technology"] + influence)
        return best

    def role_value(self, role: Role, symbols: int, leader: bool) -> float:
        """What resolving `role` with this many symbols would be worth to this seat."""
        if role is Role.TRADE:
            return min(symbols, self.filled()) * WEIGHTS["influence"]
        if role is Role.PRODUCE:
            return min(symbols, self.empty_slots()) * WEIGHTS["resource"]
        if role is Role.RESEARCH:
            return self.best_tech_value(symbols)
        if role is Role.SURVEY:
            looks = symbols - 1 + (1 if leader else 0)
            return WEIGHTS["survey"] * min(looks, 3) if len(self.face_down()) < 3 else 0.0
        if role is Role.WARFARE:
            value = symbols * WEIGHTS["fighter"]
            if leader:
                for _, planet in self.face_down():
                    if self.me["fighters"] >= planet["back"]["warfare_cost"]:
                        flip = WEIGHTS["flip_planet"] + self.influence_of(planet)
                        value = max(value, flip)
            return value
        # Colonize
        value = symbols * WEIGHTS["colony"] if self.face_down() else 0.0
        if leader:
            for _, planet in self.face_down():
                if self.settle_gap(planet) <= 0:
                    value = max(value, WEIGHTS["flip_planet"] + self.influence_of(planet))
        return value


class EasyRules:
    """The Easy decisions; they read only the view (no random choice), so one instance
    serves every seat."""

    def choose(self, view: dict[str, Any]) -> str:
        legal: list[str] = list(view["legal_actions"])
        if len(legal) == 1:
            return legal[0]
        seat = Seat(view)
        kind = view["pending"]["kind"]
        handler = getattr(self, f"_on_{kind}", None)
        choice = handler(seat, legal) if handler else None
        return choice if choice in legal else legal[0]

    # --- decisions, one method per pending kind ---------------------------------------------

    def _on_action(self, seat: Seat, legal: list[str]) -> str:
        for key in ("colonize", "warfare", "produce-trade"):
            if f"act {key}" in legal and self._useful_role_action(seat, key):
                return f"act {key}"
        techs = [a for a in legal if a.startswith("act T")]
        if techs:
            return techs[0]
        if "act survey" in legal and len(seat.hand) <= 5:
            return "act survey"
        return "skip" if "skip" in legal else legal[0]

    @staticmethod
    def _useful_role_action(seat: Seat, key: str) -> bool:
        if key == "colonize":
            return bool(seat.face_down())
        if key == "warfare":
            return True
        return seat.filled() > 0 or seat.empty_slots() > 0

    def _on_lead(self, seat: Seat, legal: list[str]) -> str:
        stacks = seat.view["stacks"]
        best, best_value = legal[0], -1.0
        for action in legal:
            if not action.startswith("lead "):
                continue
            name = action.split()[1]
            role = _ROLE[name]
            shared = name in _PRODUCE_TRADE  # both led from the Produce/Trade stack
            stack = "produce-trade" if shared else name
            taken = 1 if stacks[stack] else (1 if shared else 0)
            symbols = taken + seat.hand_symbols(role) + seat.empire_symbols(role)
            value = seat.role_value(role, symbols, leader=True)
            if value > best_value:
                best, best_value = action, value
        return best

    def _on_boost(self, seat: Seat, legal: list[str]) -> str:
        role = _ROLE[seat.view["pending"]["data"]["role"]]
        played = seat.view["pending"]["data"]["symbols"] + seat.empire_symbols(role)
        boosts = [a for a in legal if a.startswith("boost ")]
        if boosts and played < _boost_cap(role, seat.filled, seat.empty_slots):
            return boosts[0]
        return "done"

    def _on_follow(self, seat: Seat, legal: list[str]) -> str:
        role = _ROLE[seat.view["pending"]["data"]["role"]]
        symbols = seat.hand_symbols(role) + seat.empire_symbols(role)
        worth = seat.role_value(role, symbols, leader=False)
        return "follow" if worth >= WEIGHTS["card_drawn"] else "dissent"

    @staticmethod
    def _on_warfare_role(seat: Seat, legal: list[str]) -> str:
        attacks = [a for a in legal if a.startswith("attack ")]
        if attacks:
            return max(attacks, key=lambda a: seat.influence_of(seat.empire[int(a.split()[1])]))
        return "collect"

    @staticmethod
    def _on_colonize_role(seat: Seat, legal: list[str]) -> str:
        settles = [a for a in legal if a.startswith("settle ")]
        return settles[0] if settles else "colonies"

    @staticmethod
    def _on_tuck(seat: Seat, legal: list[str]) -> str:
        return min(legal, key=lambda a: seat.settle_gap(seat.empire[int(a.split()[1])]))

    @staticmethod
    def _on_survey(seat: Seat, legal: list[str]) -> str:
        planets = seat.view["pending"]["data"]["planets"]

        def worth(action: str) -> tuple[int, int]:
            planet = PLANETS[planets[int(action.split()[1])]]
            return (planet.influence - planet.colonize_cost, planet.influence)

        return max(legal, key=worth)

    @staticmethod
    def _on_research(seat: Seat, legal: list[str]) -> str:
        techs = [a for a in legal if a.startswith("research ")]
        if not techs:
            return "pass"

        def worth(action: str) -> tuple[int, int, int]:
            face = TECH_FACE[action.split()[1]]
            return (face.influence, len(face.symbols), face.level)

        return max(techs, key=worth)

    @staticmethod
    def _on_effect(seat: Seat, legal: list[str]) -> str:
        for prefix in ("settle ", "attack "):
            for action in legal:
                if action.startswith(prefix):
                    return action
        tucks = [a for a in legal if a.startswith("tuck ")]
        if tucks:
            return min(tucks, key=lambda a: seat.settle_gap(seat.empire[int(a.split()[1])]))
        for preferred in ("trade", "produce", "collect", "take colonize", "resource"):
            for action in legal:
                if action.startswith(preferred):
                    return action
        return "done" if "done" in legal else legal[0]

    @staticmethod
    def _on_cleanup(seat: Seat, legal: list[str]) -> str:
        return "done" if "done" in legal else legal[0]


_EASY = EasyRules()


def _boost_cap(role: Role, filled: Callable[[], int], empty_slots: Callable[[], int]) -> int:
    """Symbols past which another card adds nothing: Trade uses one a resource, Produce one
    an empty slot; the other roles take every card."""
    if role is Role.TRADE:
        return filled()
    if role is Role.PRODUCE:
        return empty_slots()
    return 99


def playout_choice(game: Any, seat: int, legal: list[Any]) -> Any | None:
    """`_on_boost` read straight from a sampled game (`GameSpec.playout_choice`): some two
    decisions in five of a playout add a card to a role, and building the view for them was
    most of their cost. The legal boosts come first and "done" last (`_legal_boost`). None at
    every other decision."""
    state = game.reading
    frame = state.pending[-1]
    if frame.kind != "boost":
        return None
    player = state.players[seat]
    role = _ROLE[frame.data["role"]]
    faces = (planet.planet for planet in player.empire if planet.face_up)
    played = frame.data["symbols"] + symbols.empire_symbols(
        faces, (face for _, face in player.permanents), role
    )
    empire = player.empire

    def filled() -> int:
        return sum(sum(planet.filled) for planet in empire)

    def empty_slots() -> int:
        return sum(p.filled.count(False) for p in empire if p.face_up and not p.barren)

    return legal[0] if played < _boost_cap(role, filled, empty_slots) else legal[-1]


def policy(view: dict[str, Any], rng: Any) -> str:
    """The spec's Easy policy: the rules above (they never draw from `rng`)."""
    return _EASY.choose(view)


def evaluate(game: Any, seat: int) -> float:
    """How good a (sampled) position is for `seat`: its score lead over the best opponent,
    counting resources, fighters and colonies as part-way to influence."""

    def worth(index: int) -> float:
        player = game.reading.players[index]
        colonies = sum(len(planet.colonies) for planet in player.empire)
        return float(
            rules.score(player)
            + 0.5 * rules.resources(player)
            + 0.2 * player.fighters
            + 0.25 * colonies
        )

    mine = worth(seat)
    others = [worth(i) for i in range(len(game.reading.players)) if i != seat]
    return mine - max(others)
