"""Where a playthrough is: plain, JSON-able data. What the game *is* lives in the card tables.

Zones hold card ids (see `cards.py`) and planet ids (see `planets.py`). Every role and
technology card is in exactly one zone at any time; `check_invariants` asserts it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

VARIANTS = ("standard", "learning", "level1", "extended3")


@dataclass(frozen=True, slots=True)
class Config:
    """What is fixed for a whole game: seats, variant and rules options."""

    players: int = 2
    variant: str = "standard"
    errata: bool = False

    def validate(self) -> None:
        if not 2 <= self.players <= 4:
            raise ValueError(f"players must be 2, 3 or 4, not {self.players}")
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
        players, variant, errata = data["players"], data["variant"], data["errata"]
        if type(players) is not int or not isinstance(variant, str) or type(errata) is not bool:
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


def _copy(value: Any) -> Any:
    """Frame data is ints, strings, bools and (nested) lists of them."""
    if isinstance(value, list):
        return [_copy(item) for item in value]
    return value


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
        """The whole state as JSON-able data (hidden information included: not for players)."""
        return {
            "config": self.config.to_dict(),
            "rng": self.rng,
            "players": [
                {
                    "hand": p.hand,
                    "deck": p.deck,
                    "discard": p.discard,
                    "in_play": p.in_play,
                    "empire": [
                        {
                            "planet": e.planet,
                            "face_up": e.face_up,
                            "colonies": e.colonies,
                            "filled": e.filled,
                            "barren": e.barren,
                        }
                        for e in p.empire
                    ],
                    "permanents": [list(item) for item in p.permanents],
                    "fighters": p.fighters,
                    "influence": p.influence,
                }
                for p in self.players
            ],
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
            "pending": [{"kind": f.kind, "player": f.player, "data": f.data} for f in self.pending],
            "turn_effects": self.turn_effects,
            "turn_produced": self.turn_produced,
            "turn_traded": self.turn_traded,
            "extra_turns": self.extra_turns,
            "final_turns": self.final_turns,
        }
