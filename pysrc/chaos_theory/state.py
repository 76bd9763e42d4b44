"""The whole state of a game as plain data, and its canonical JSON form.

Everything a replay, a clone or a sample needs is here, the generator included. Dice of one
face are alike, so a player's active dice are counts by face and the Used pile a count: a
die's face is rolled when it comes back. Resources are counted per player, not per planet:
tokens are alike and only the room for them matters.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from chaos_theory.cards import FACES, TRACKS
from tabletop.spec import json_copy


@dataclass(slots=True)
class Planet:
    """A tile in an Empire: gained face down, flipped by Settling or Attacking it."""

    tile: str
    face_up: bool = False


@dataclass(slots=True)
class Player:
    dice: list[int]  # active dice by face, in FACES order
    empire: list[Planet]
    used: int = 0  # dice in the Used pile
    fighters: int = 0
    resources: int = 0
    traded: int = 0  # tokens in the score pile, 1 Influence each
    levels: list[int] = field(default_factory=lambda: [0] * len(TRACKS))  # marker per track
    oversight: bool = False  # took the Oversight Committee's die

    def to_json(self) -> dict[str, Any]:
        return {
            "dice": list(self.dice),
            "empire": [[p.tile, p.face_up] for p in self.empire],
            "used": self.used,
            "fighters": self.fighters,
            "resources": self.resources,
            "traded": self.traded,
            "levels": list(self.levels),
            "oversight": self.oversight,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> Player:
        return Player(
            dice=[int(n) for n in data["dice"]],
            empire=[Planet(str(tile), bool(up)) for tile, up in data["empire"]],
            used=int(data["used"]),
            fighters=int(data["fighters"]),
            resources=int(data["resources"]),
            traded=int(data["traded"]),
            levels=[int(n) for n in data["levels"]],
            oversight=bool(data["oversight"]),
        )

    def clone(self) -> Player:
        return Player(
            list(self.dice),
            [Planet(p.tile, p.face_up) for p in self.empire],
            self.used,
            self.fighters,
            self.resources,
            self.traded,
            list(self.levels),
            self.oversight,
        )

    @property
    def active(self) -> int:
        return sum(self.dice)


def face_index(face: str) -> int:
    return FACES.index(face)


@dataclass(slots=True)
class State:
    config: dict[str, Any]  # the checked set-up: players and options
    rng: int
    start: int  # the start player
    leader: int  # whose turn it is
    turn: int  # completed turns
    bag: list[str]  # tiles not yet drawn (their order is hidden)
    display: list[str]  # the Survey display: slot k costs DISPLAY_COSTS[k]
    supply: int  # shared Fighter / Resource / Influence tokens
    players: list[Player]
    role: str | None = None  # the role being resolved
    waiting: list[int] = field(default_factory=list)  # followers yet to follow or dissent
    pending: dict[str, Any] | None = None  # the decision awaited; None once the game is over
    end_triggered: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "config": dict(self.config),
            "rng": self.rng,
            "start": self.start,
            "leader": self.leader,
            "turn": self.turn,
            "bag": list(self.bag),
            "display": list(self.display),
            "supply": self.supply,
            "players": [p.to_json() for p in self.players],
            "role": self.role,
            "waiting": list(self.waiting),
            "pending": json_copy(self.pending),
            "end_triggered": self.end_triggered,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> State:
        return State(
            config=dict(data["config"]),
            rng=int(data["rng"]),
            start=int(data["start"]),
            leader=int(data["leader"]),
            turn=int(data["turn"]),
            bag=[str(t) for t in data["bag"]],
            display=[str(t) for t in data["display"]],
            supply=int(data["supply"]),
            players=[Player.from_json(p) for p in data["players"]],
            role=data["role"],
            waiting=[int(n) for n in data["waiting"]],
            pending=json_copy(data["pending"]),
            end_triggered=bool(data["end_triggered"]),
        )

    def clone(self) -> State:
        return State(
            self.config,  # never changed after set-up
            self.rng,
            self.start,
            self.leader,
            self.turn,
            list(self.bag),
            list(self.display),
            self.supply,
            [p.clone() for p in self.players],
            self.role,
            list(self.waiting),
            json_copy(self.pending),
            self.end_triggered,
        )
