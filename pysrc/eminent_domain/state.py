"""Where a playthrough is: plain, JSON-able data. What the game *is* lives in the card tables.

Zones hold card ids (see `cards.py`) and planet ids (see `planets.py`). Every role and
technology card is in exactly one zone at any time; `invariants.violations` checks it.

`to_dict` gives each part as JSON-able data and `from_dict` reads it back, so that
`GameState.from_dict(state.to_dict()) == state`. `from_dict` checks shapes, types and ranges
(ValueError otherwise), not that the rules could have reached the state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from eminent_domain import GAME_TITLE
from eminent_domain.cards import CARD_ID_OF_TECH, CARD_KEYS, CARD_OF_FACE, TECH_FACE
from eminent_domain.planets import PLANETS, back
from eminent_domain.vocab import Stack
from tabletop.spec import check_players

PLAYERS = (2, 3, 4)  # the spec's player counts: `Config` refuses others in its words
VARIANTS = ("standard", "learning", "level1", "extended3")
# The kinds of pending decision (`Frame.kind`); the engine has one handler of each per kind.
FRAME_KINDS = (
    "action",
    "effect",
    "lead",
    "boost",
    "follow",
    "warfare_role",
    "colonize_role",
    "tuck",
    "produce",
    "trade",
    "survey",
    "research",
    "cleanup",
)


@dataclass(frozen=True, slots=True)
class Config:
    """What is fixed for a whole game: seats, variant and rules options."""

    players: int = 2
    variant: str = "standard"
    errata: bool = False

    def validate(self) -> None:
        check_players(GAME_TITLE, PLAYERS, self.players)
        if self.variant not in VARIANTS:
            raise ValueError(f"variant must be one of {', '.join(VARIANTS)}, not {self.variant!r}")
        if self.variant == "extended3" and self.players != 3:
            raise ValueError("the Extended 3-player variant needs exactly 3 players")

    def to_dict(self) -> dict[str, Any]:
        return {"players": self.players, "variant": self.variant, "errata": self.errata}

    @staticmethod
    def from_dict(data: Any) -> Config:
        if not isinstance(data, dict) or set(data) != {"players", "variant", "errata"}:
            raise ValueError("config must have exactly players, variant and errata")
        # The count first, so that a bad one is refused in the spec's words.
        players = check_players(GAME_TITLE, PLAYERS, data["players"])
        variant, errata = data["variant"], data["errata"]
        if not isinstance(variant, str) or type(errata) is not bool:
            raise ValueError("config has a value of the wrong type")
        config = Config(players, variant, errata)
        config.validate()
        return config


@dataclass(slots=True)
class EmpirePlanet:
    """A planet in an Empire: face down (surveyed, with colonies) or face up (settled/attacked)."""

    planet: int
    face_up: bool = False
    colonies: list[int] = field(default_factory=list)  # role/tech card ids tucked under it
    filled: list[bool] = field(default_factory=list)  # one flag per resource slot
    barren: bool = False  # Scorched Earth Policy: this planet cannot store resources

    def clone(self) -> EmpirePlanet:
        return EmpirePlanet(
            self.planet, self.face_up, self.colonies.copy(), self.filled.copy(), self.barren
        )

    def seen(self, visible: bool, card_keys: Sequence[str]) -> dict[str, Any]:
        """This planet as one seat sees it: its back (type and costs) always; its face (the
        planet id) once face up, or to its owner (`visible`); the cards under it by key. The
        views of this game and of rulesets built on it (the 2010 prototype) show planets so."""
        return {
            "back": back(self.planet),
            "planet": self.planet if (self.face_up or visible) else None,
            "face_up": self.face_up,
            "colonies": [card_keys[card] for card in self.colonies],
            "filled": self.filled.copy(),
            "barren": self.barren,
        }

    def to_dict(self) -> dict[str, Any]:
        return {
            "planet": self.planet,
            "face_up": self.face_up,
            "colonies": self.colonies,
            "filled": self.filled,
            "barren": self.barren,
        }

    @staticmethod
    def from_dict(data: Any) -> EmpirePlanet:
        data = _fields(data, ("planet", "face_up", "colonies", "filled", "barren"), "a planet")
        return EmpirePlanet(
            _int(data["planet"], "planet", below=len(PLANETS)),
            _bool(data["face_up"], "face_up"),
            _cards(data["colonies"], "colonies"),
            [_bool(flag, "filled") for flag in _list(data["filled"], "filled")],
            _bool(data["barren"], "barren"),
        )


@dataclass(slots=True)
class PlayerState:
    hand: list[int] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)  # the last card is the top
    discard: list[int] = field(default_factory=list)
    in_play: list[int] = field(default_factory=list)  # played this turn, discarded at cleanup
    empire: list[EmpirePlanet] = field(default_factory=list)
    permanents: list[tuple[int, str]] = field(default_factory=list)  # (card id, face key)
    fighters: int = 0
    influence: int = 0  # influence tokens

    def clone(self) -> PlayerState:
        return PlayerState(
            self.hand.copy(),
            self.deck.copy(),
            self.discard.copy(),
            self.in_play.copy(),
            [planet.clone() for planet in self.empire],
            self.permanents.copy(),
            self.fighters,
            self.influence,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": self.hand,
            "deck": self.deck,
            "discard": self.discard,
            "in_play": self.in_play,
            "empire": [planet.to_dict() for planet in self.empire],
            "permanents": [list(item) for item in self.permanents],
            "fighters": self.fighters,
            "influence": self.influence,
        }

    @staticmethod
    def from_dict(data: Any) -> PlayerState:
        data = _fields(data, _PLAYER_FIELDS, "a player")
        return PlayerState(
            _cards(data["hand"], "hand"),
            _cards(data["deck"], "deck"),
            _cards(data["discard"], "discard"),
            _cards(data["in_play"], "in_play"),
            [EmpirePlanet.from_dict(planet) for planet in _list(data["empire"], "empire")],
            [_permanent(item) for item in _list(data["permanents"], "permanents")],
            _int(data["fighters"], "fighters"),
            _int(data["influence"], "influence"),
        )


_PLAYER_FIELDS = (
    "hand",
    "deck",
    "discard",
    "in_play",
    "empire",
    "permanents",
    "fighters",
    "influence",
)


def _permanent(item: Any) -> tuple[int, str]:
    """A permanent technology: [card id, face key], the face one of that card's."""
    if not isinstance(item, list) or len(item) != 2:
        raise ValueError("a permanent technology is [card id, face]")
    card, face = item
    if not isinstance(face, str) or face not in TECH_FACE:
        raise ValueError(f"no technology face {face!r}")
    if type(card) is not int or card != CARD_ID_OF_TECH[CARD_OF_FACE[face]]:
        raise ValueError(f"technology face {face} is not on card {card!r}")
    return card, face


@dataclass(slots=True)
class Frame:
    """A pending decision (or a step waiting for one), as data: never a callback.

    `kind` names the decision; `player` is who makes it; `data` holds its parameters.
    """

    kind: str
    player: int
    data: dict[str, Any] = field(default_factory=dict)

    def clone(self) -> Frame:
        return Frame(self.kind, self.player, {k: _copy(v) for k, v in self.data.items()})

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "player": self.player, "data": self.data}

    @staticmethod
    def from_dict(data: Any) -> Frame:
        """A frame of a known kind whose data is a JSON object of frame values (see `_copy`);
        the player is checked against the number of players by `GameState.from_dict`."""
        data = _fields(data, ("kind", "player", "data"), "a pending decision")
        kind = data["kind"]
        if not isinstance(kind, str) or kind not in FRAME_KINDS:
            raise ValueError(f"no pending decision kind {kind!r}")
        values = data["data"]
        if not isinstance(values, dict) or not all(isinstance(k, str) for k in values):
            raise ValueError("a pending decision's data is an object")
        return Frame(
            kind,
            _int(data["player"], "player"),
            {key: _frame_value(value, 0) for key, value in values.items()},
        )


def _copy(value: Any) -> Any:
    """Frame data is ints, strings, bools and (nested) lists of them."""
    if isinstance(value, list):
        return [_copy(item) for item in value]
    return value


def _frame_value(value: Any, depth: int) -> Any:
    """A copy of one value of frame data; ValueError unless it is what `_copy` expects."""
    if isinstance(value, list) and depth < 2:  # steps nest deepest: [[name, amount], ...]
        return [_frame_value(item, depth + 1) for item in value]
    if isinstance(value, bool | int | str):
        return value
    raise ValueError("a pending decision's data holds ints, strings, bools and lists of them")


# --- reading `to_dict` data back (ValueError on anything else) ------------------------------


def _fields(data: Any, names: tuple[str, ...], what: str) -> dict[str, Any]:
    if not isinstance(data, dict) or set(data) != set(names):
        raise ValueError(f"{what} must have exactly {', '.join(names)}")
    return data


def _list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(f"{what} must be a list")
    return value


def _int(value: Any, what: str, below: int | None = None) -> int:
    """A non-negative int (not a bool), less than `below` if given."""
    if type(value) is not int or value < 0 or (below is not None and value >= below):
        bound = "" if below is None else f" below {below}"
        raise ValueError(f"{what} must be an integer from 0{bound}, not {value!r}")
    return value


def _bool(value: Any, what: str) -> bool:
    if type(value) is not bool:
        raise ValueError(f"{what} must be true or false")
    return value


def _cards(value: Any, what: str) -> list[int]:
    return [_int(card, f"a card in {what}", below=len(CARD_KEYS)) for card in _list(value, what)]


def _strings(value: Any, what: str) -> list[str]:
    items = _list(value, what)
    if not all(isinstance(item, str) for item in items):
        raise ValueError(f"{what} must be a list of strings")
    return items.copy()


@dataclass(slots=True)
class GameState:
    config: Config
    rng: int
    players: list[PlayerState]
    stacks: dict[str, list[int]]  # Stack value -> role card ids
    planet_deck: list[int]  # the last planet is the top
    planet_discard: list[int]
    tech_supply: list[int]  # technology card ids still available
    removed: list[int]  # cards removed from the game
    influence_supply: int
    influence_reserve: int
    influence_spare: int  # tokens handed out beyond supply and reserve
    start: int = 0  # the start player
    active: int = 0
    turn: int = 0  # turns completed
    end_triggered: bool = False
    game_over: bool = False
    pending: list[Frame] = field(default_factory=list)  # a stack: the last frame is on top
    # This turn only (the active player's): effects until cleanup, resource types produced
    # and traded (Genetic Engineering, Diverse Markets, Specialization).
    turn_effects: list[str] = field(default_factory=list)
    turn_produced: list[str] = field(default_factory=list)
    turn_traded: list[str] = field(default_factory=list)
    # Logistics errata: players still to take their additional turn at the end of the game.
    extra_turns: list[int] = field(default_factory=list)
    final_turns: bool = False

    def clone(self) -> GameState:
        return GameState(
            self.config,
            self.rng,
            [player.clone() for player in self.players],
            {key: cards.copy() for key, cards in self.stacks.items()},
            self.planet_deck.copy(),
            self.planet_discard.copy(),
            self.tech_supply.copy(),
            self.removed.copy(),
            self.influence_supply,
            self.influence_reserve,
            self.influence_spare,
            self.start,
            self.active,
            self.turn,
            self.end_triggered,
            self.game_over,
            [frame.clone() for frame in self.pending],
            self.turn_effects.copy(),
            self.turn_produced.copy(),
            self.turn_traded.copy(),
            self.extra_turns.copy(),
            self.final_turns,
        )

    def to_dict(self) -> dict[str, Any]:
        """The whole state as JSON-able data (hidden information included: not for players).

        The lists are the state's own, not copies: serialize them before changing the state."""
        return {
            "config": self.config.to_dict(),
            "rng": self.rng,
            "players": [player.to_dict() for player in self.players],
            "stacks": self.stacks,
            "planet_deck": self.planet_deck,
            "planet_discard": self.planet_discard,
            "tech_supply": self.tech_supply,
            "removed": self.removed,
            "influence_supply": self.influence_supply,
            "influence_reserve": self.influence_reserve,
            "influence_spare": self.influence_spare,
            "start": self.start,
            "active": self.active,
            "turn": self.turn,
            "end_triggered": self.end_triggered,
            "game_over": self.game_over,
            "pending": [frame.to_dict() for frame in self.pending],
            "turn_effects": self.turn_effects,
            "turn_produced": self.turn_produced,
            "turn_traded": self.turn_traded,
            "extra_turns": self.extra_turns,
            "final_turns": self.final_turns,
        }

    @staticmethod
    def from_dict(data: Any) -> GameState:
        """The state `to_dict` gave (the same data after a JSON round trip too), sharing no
        list with `data`. ValueError if a field is missing, unknown, of the wrong type or out
        of range; it does not check that the rules could reach the state (see `invariants`)."""
        data = _fields(data, _STATE_FIELDS, "a game state")
        config = Config.from_dict(data["config"])
        seats = config.players
        players = [PlayerState.from_dict(player) for player in _list(data["players"], "players")]
        if len(players) != seats:
            raise ValueError(f"{len(players)} players in a {seats}-player game")
        stacks = data["stacks"]
        names = [stack.value for stack in Stack]
        if not isinstance(stacks, dict) or set(stacks) != set(names):
            raise ValueError(f"stacks must have exactly {', '.join(names)}")
        pending = [Frame.from_dict(frame) for frame in _list(data["pending"], "pending")]
        if any(frame.player >= seats for frame in pending):
            raise ValueError("a pending decision belongs to no player")
        rng = data["rng"]
        if type(rng) is not int or not 0 <= rng < 2**64:
            raise ValueError("rng must be an integer from 0 to 2^64 - 1")
        return GameState(
            config=config,
            rng=rng,
            players=players,
            stacks={name: _cards(stacks[name], f"the {name} stack") for name in names},
            planet_deck=_planets(data["planet_deck"], "planet_deck"),
            planet_discard=_planets(data["planet_discard"], "planet_discard"),
            tech_supply=_cards(data["tech_supply"], "tech_supply"),
            removed=_cards(data["removed"], "removed"),
            influence_supply=_int(data["influence_supply"], "influence_supply"),
            influence_reserve=_int(data["influence_reserve"], "influence_reserve"),
            influence_spare=_int(data["influence_spare"], "influence_spare"),
            start=_int(data["start"], "start", below=seats),
            active=_int(data["active"], "active", below=seats),
            turn=_int(data["turn"], "turn"),
            end_triggered=_bool(data["end_triggered"], "end_triggered"),
            game_over=_bool(data["game_over"], "game_over"),
            pending=pending,
            turn_effects=_strings(data["turn_effects"], "turn_effects"),
            turn_produced=_strings(data["turn_produced"], "turn_produced"),
            turn_traded=_strings(data["turn_traded"], "turn_traded"),
            extra_turns=[
                _int(seat, "extra_turns", below=seats)
                for seat in _list(data["extra_turns"], "extra_turns")
            ],
            final_turns=_bool(data["final_turns"], "final_turns"),
        )


_STATE_FIELDS = tuple(GameState.__dataclass_fields__)


def _planets(value: Any, what: str) -> list[int]:
    return [_int(p, f"a planet in {what}", below=len(PLANETS)) for p in _list(value, what)]
