"""The whole state of a game as plain data, and its canonical JSON form.

Everything a replay, a clone or a determinized sample needs is here, including the generator
state; nothing lives in the `Game` object besides one `State`. Hidden knowledge is explicit:
a planet slot lists the seats that know its face, a hand card says whether the other player
knows it, so `view`, `determinize` and `perturb` read and write the same few fields.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop.spec import json_copy


@dataclass(slots=True)
class Slot:
    """A planet in a pile or among a player's Colonies."""

    planet: str
    up: bool = False
    seen: list[int] = field(default_factory=list)  # seats that know this face-down planet

    def known_to(self, seat: int | None) -> bool:
        """Seat None, a spectator, knows only the faces that are up."""
        return self.up or (seat is not None and seat in self.seen)

    def to_json(self) -> dict[str, Any]:
        return {"planet": self.planet, "up": self.up, "seen": sorted(self.seen)}

    @staticmethod
    def from_json(data: dict[str, Any]) -> Slot:
        return Slot(str(data["planet"]), bool(data["up"]), [int(s) for s in data["seen"]])


@dataclass(slots=True)
class HandCard:
    card: str
    public: bool = False  # the other player knows this card is in this hand


@dataclass(slots=True)
class State:
    rng: int
    first: int  # the seat that played first (a tie goes to the other one)
    active: int
    turn: int  # completed turns
    deck: list[str]  # the last card is the top
    supply: list[str]
    piles: list[list[Slot]]  # pile k holds planets of cost PILE_COSTS[k]
    centre: list[str]  # Techs nobody owns
    hands: list[list[HandCard]]  # kept sorted by card id
    discards: list[list[str]]
    colonies: list[list[Slot]]
    spoils: list[list[str]]
    techs: list[list[str]]
    played: str | None = None  # the card played this turn, until the turn ends
    shown: list[str] = field(default_factory=list)  # hand cards revealed this turn
    pending: dict[str, Any] | None = None  # the decision awaited; None once the game is over
    reveal_after_flip: bool = True  # the option: may Warfare icons be shown after the flip?
    # The rules' version (`engine.VERSION`): 1 took a face-down planet of a pile at random,
    # 2 lets the player choose it. Written only when it is not 1, so that a game of version
    # 1 keeps the very state, and the digest, it had before version 2 existed.
    version: int = 1

    def to_json(self) -> dict[str, Any]:
        return {
            "rng": self.rng,
            "first": self.first,
            "active": self.active,
            "turn": self.turn,
            "deck": list(self.deck),
            "supply": list(self.supply),
            "piles": [[slot.to_json() for slot in pile] for pile in self.piles],
            "centre": sorted(self.centre),
            "hands": [[[c.card, c.public] for c in hand] for hand in self.hands],
            "discards": [list(d) for d in self.discards],
            "colonies": [[slot.to_json() for slot in col] for col in self.colonies],
            "spoils": [list(s) for s in self.spoils],
            "techs": [sorted(t) for t in self.techs],
            "played": self.played,
            "shown": list(self.shown),
            "pending": json_copy(self.pending),
            "reveal_after_flip": self.reveal_after_flip,
        } | ({"version": self.version} if self.version != 1 else {})

    @staticmethod
    def from_json(data: dict[str, Any]) -> State:
        return State(
            rng=int(data["rng"]),
            first=int(data["first"]),
            active=int(data["active"]),
            turn=int(data["turn"]),
            deck=list(data["deck"]),
            supply=list(data["supply"]),
            piles=[[Slot.from_json(s) for s in pile] for pile in data["piles"]],
            centre=list(data["centre"]),
            hands=[[HandCard(str(c), bool(p)) for c, p in hand] for hand in data["hands"]],
            discards=[list(d) for d in data["discards"]],
            colonies=[[Slot.from_json(s) for s in col] for col in data["colonies"]],
            spoils=[list(s) for s in data["spoils"]],
            techs=[list(t) for t in data["techs"]],
            played=data["played"],
            shown=list(data["shown"]),
            pending=json_copy(data["pending"]),
            reveal_after_flip=bool(data["reveal_after_flip"]),
            version=int(data.get("version", 1)),
        )

    def clone(self) -> State:
        return State(
            rng=self.rng,
            first=self.first,
            active=self.active,
            turn=self.turn,
            deck=list(self.deck),
            supply=list(self.supply),
            piles=[[Slot(s.planet, s.up, list(s.seen)) for s in pile] for pile in self.piles],
            centre=list(self.centre),
            hands=[[HandCard(c.card, c.public) for c in hand] for hand in self.hands],
            discards=[list(d) for d in self.discards],
            colonies=[[Slot(s.planet, s.up, list(s.seen)) for s in c] for c in self.colonies],
            spoils=[list(s) for s in self.spoils],
            techs=[list(t) for t in self.techs],
            played=self.played,
            shown=list(self.shown),
            pending=json_copy(self.pending),
            reveal_after_flip=self.reveal_after_flip,
            version=self.version,
        )
