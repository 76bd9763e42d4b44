"""Where a playthrough of the 2010 rules is: plain data, JSON-able through `to_json`.

Planets in an Empire are Eminent Domain's `EmpirePlanet` (a planet id, face up or down, the
cards tucked under it, its resource slots) and pending decisions its `Frame`s: the same
shapes, so the base game's decision stack and table drawing work on them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from eminent_domain.state import EmpirePlanet, Frame


@dataclass(frozen=True, slots=True)
class Setup:
    """What is fixed for a whole game: seats and the options (docs/rules-notes-prototype-2010)."""

    players: int
    role_counts: str = "reconstructed"
    role_actions: str = "none"
    start_face_up: bool = False
    colonies: str = "return"

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "role_counts": self.role_counts,
            "role_actions": self.role_actions,
            "start_face_up": self.start_face_up,
            "colonies": self.colonies,
        }


@dataclass(slots=True)
class Player:
    hand: list[int] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)  # the last card is the top
    discard: list[int] = field(default_factory=list)
    in_play: list[int] = field(default_factory=list)  # played this turn, discarded at cleanup
    empire: list[EmpirePlanet] = field(default_factory=list)
    armies: int = 0
    vp: int = 0  # VP discs taken by trading

    def clone(self) -> Player:
        return Player(
            self.hand.copy(),
            self.deck.copy(),
            self.discard.copy(),
            self.in_play.copy(),
            [planet.clone() for planet in self.empire],
            self.armies,
            self.vp,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "hand": self.hand.copy(),
            "deck": self.deck.copy(),
            "discard": self.discard.copy(),
            "in_play": self.in_play.copy(),
            "empire": [planet.clone().to_dict() for planet in self.empire],
            "armies": self.armies,
            "vp": self.vp,
        }


@dataclass(slots=True)
class State:
    setup: Setup
    rng: int
    players: list[Player]
    piles: dict[str, list[int]]  # role -> role card ids on the board
    planet_deck: list[int]  # the last planet is the top
    tech_decks: dict[str, list[int]]  # planet type -> technology card ids, last on top
    removed: list[int]  # cards removed from the game
    armies: int  # Army discs in the supply
    vp: int  # VP discs in the supply
    resources: dict[str, int]  # discs of each resource in the supply
    start: int = 0
    active: int = 0
    turn: int = 0  # turns completed
    game_over: bool = False
    end: list[str] = field(default_factory=list)  # what ended it: "vp", or the empty piles
    pending: list[Frame] = field(default_factory=list)  # a stack: the last frame is on top
    peeked: list[int] = field(default_factory=list)  # seats who saw the planet deck's top
    # The rules' version (`engine.VERSION`): 1 let a Trade role stop before its last icon, 2
    # trades for every icon as Harvest produces for every one. Written only when it is not 1,
    # so that a game of version 1 keeps the very state, and the digest, it had before.
    version: int = 1

    def clone(self) -> State:
        return State(
            self.setup,
            self.rng,
            [player.clone() for player in self.players],
            {role: cards.copy() for role, cards in self.piles.items()},
            self.planet_deck.copy(),
            {deck: cards.copy() for deck, cards in self.tech_decks.items()},
            self.removed.copy(),
            self.armies,
            self.vp,
            self.resources.copy(),
            self.start,
            self.active,
            self.turn,
            self.game_over,
            self.end.copy(),
            [frame.clone() for frame in self.pending],
            self.peeked.copy(),
            self.version,
        )

    def to_json(self) -> dict[str, Any]:
        """The whole state (hidden information included: not for players), as fresh data."""
        return {
            "setup": self.setup.to_json(),
            "rng": self.rng,
            "players": [player.to_json() for player in self.players],
            "piles": {role: cards.copy() for role, cards in self.piles.items()},
            "planet_deck": self.planet_deck.copy(),
            "tech_decks": {deck: cards.copy() for deck, cards in self.tech_decks.items()},
            "removed": self.removed.copy(),
            "armies": self.armies,
            "vp": self.vp,
            "resources": self.resources.copy(),
            "start": self.start,
            "active": self.active,
            "turn": self.turn,
            "game_over": self.game_over,
            "end": self.end.copy(),
            "pending": [frame.clone().to_dict() for frame in self.pending],
            "peeked": self.peeked.copy(),
        } | ({"version": self.version} if self.version != 1 else {})
