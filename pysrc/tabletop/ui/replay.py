"""Stepping through a recorded game: any position, from one seat's eyes (or, once the game is
over, with every hand open), with the log and the chart as they were then.

A replay is built once from the record (events, rounds and a game every `CHECKPOINT` steps),
so that moving to any position costs at most `CHECKPOINT` applied actions.
"""

from __future__ import annotations

import base64
import binascii
import json
from dataclasses import dataclass, field
from typing import Any

from tabletop import record as records
from tabletop.spec import Game
from tabletop.ui import saves
from tabletop.ui.saves import Seat
from tabletop.ui.session import Session
from tabletop.ui.text import t
from tabletop.untrusted import InputError, load_json

CHECKPOINT = 24
# A link's `&names=` parameter: the seats as JSON (names and bot levels, as a save has them),
# UTF-8, in unpadded base64url. Four names of 40 characters take about 1,100 characters.
MAX_NAMES_CHARS = 2_000
MAX_NAMES_JSON = 1_500
NAMES_DEPTH = 2  # a list of objects


def names_param(seats: tuple[Seat, ...]) -> str:
    """The `names` parameter of a link to a game played by these seats."""
    data = json.dumps([seat.to_dict() for seat in seats], ensure_ascii=False, separators=(",", ":"))
    return base64.urlsafe_b64encode(data.encode("utf-8")).decode("ascii").rstrip("=")


def seats_from_names(text: str, players: int) -> tuple[Seat, ...]:
    """The seats a link's `names` parameter holds, checked like a save's (it is untrusted:
    a stranger may have written it); InputError if it is not exactly `players` good seats."""
    if len(text) > MAX_NAMES_CHARS:
        raise InputError("the players' names are too long")
    try:
        padded = text + "=" * (-len(text) % 4)
        raw = base64.b64decode(padded, altchars=b"-_", validate=True).decode("utf-8")
    except (binascii.Error, ValueError):  # UnicodeDecodeError is a ValueError
        raise InputError("the players' names are damaged") from None
    seats = saves.parse_seats(load_json(raw, MAX_NAMES_JSON, NAMES_DEPTH))
    if len(seats) != players:
        raise InputError("the link names another number of players")
    return seats


@dataclass
class Replay:
    record: dict[str, Any]
    seats: tuple[Seat, ...]
    session: Session  # the whole game, for its steps, events and rounds
    position: int = 0  # how many actions have been applied
    seat: int = 0  # whose eyes
    open_hands: bool = False  # every hand shown (finished games only)
    only_seat: int | None = None  # an unfinished game shows this seat's view only
    playing: bool = False
    named: bool = True  # the seats' names are the players' (not "Player 1", "Player 2"…)
    _checkpoints: dict[int, Game] = field(default_factory=dict)

    @staticmethod
    def of(
        record: dict[str, Any], seats: tuple[Seat, ...] | None = None, seat: int | None = None
    ) -> Replay:
        """The replay of a checked record; `seat` is the only view of an unfinished game."""
        players = records.normal(record)["config"]["players"]
        named = seats is not None
        if seats is None:
            seats = tuple(Seat(t("new.default_name", n=i + 1), "human") for i in range(players))
        session = Session.from_record(record, seats)
        finished = session.game.is_over
        only = None if finished else (seat if seat is not None else 0)
        if only is not None and not 0 <= only < players:
            only = 0
        replay = Replay(record, seats, session, seat=only or 0, only_seat=only, named=named)
        for number, (game, _) in enumerate(records.steps(record)):
            if number % CHECKPOINT == 0:
                replay._checkpoints[number] = game.clone()
        return replay

    @property
    def length(self) -> int:
        return len(self.record["actions"])

    @property
    def finished(self) -> bool:
        return self.session.game.is_over

    def game(self) -> Game:
        """The game after `position` actions."""
        start = self.position - self.position % CHECKPOINT
        game = self._checkpoints[start].clone()
        for action in self.record["actions"][start : self.position]:
            game.apply(action)
        return game

    def go(self, position: int) -> None:
        self.position = max(0, min(self.length, position))

    def rounds(self) -> list[list[int]]:
        """The chart's scores up to this position."""
        known = self.session.steps[self.position - 1].rounds_after if self.position else 1
        return self.session.rounds[:known]

    def events(self) -> list[dict[str, Any]]:
        return [e for step in self.session.steps[: self.position] for e in step.events]

    def round_starts(self) -> list[int]:
        """The position at which each round begins (for "jump to a round")."""
        starts = [0]
        for number, step in enumerate(self.session.steps, start=1):
            if number < self.length and step.rounds_after > len(starts):
                starts.append(number)
        return starts

    def look_as(self, seat: int) -> None:
        if self.only_seat is None and 0 <= seat < len(self.seats):
            self.seat = seat

    def branch_record(self) -> dict[str, Any]:
        """The record of the game up to this position (to continue from here)."""
        game_record = dict(self.record)
        game_record["actions"] = list(self.record["actions"][: self.position])
        records.replay(game_record)  # a prefix of a legal game is legal: checked all the same
        return game_record
