"""Stepping through a recorded game: any position, from one seat's eyes (or, once the game is
over, with every hand open), with the log and the chart as they were then.

A game in progress shows no hand that is not the onlooker's: opened from a link or from the
saves list, it is seen as an onlooker sees it (`view(game, None)`: no seat's hand, deck order
or face-down face), whoever made the link; only the person playing it, from its own table,
replays it through their own eyes.

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
from tabletop import saves
from tabletop.bots.review import Verdict
from tabletop.saves import Seat
from tabletop.spec import Game
from tabletop.text import t
from tabletop.ui.session import Session
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
    seat: int | None = 0  # whose eyes; None: an onlooker's (a game in progress, from a link)
    open_hands: bool = False  # every hand shown (finished games only)
    fixed: bool = False  # a game in progress: the eyes it was opened with cannot change
    player: int = 0  # the seat "continue here, solo" gives the person when the eyes are no seat
    playing: bool = False
    named: bool = True  # the seats' names are the players' (not "Player 1", "Player 2"…)
    # Opened from the coach's review: its findings, marked when the replay is at one and seen
    # through the reviewed seat's eyes (`finding`).
    reviewed: tuple[Verdict, ...] = ()
    reviewed_seat: int | None = None
    _checkpoints: dict[int, Game] = field(default_factory=dict)

    @staticmethod
    def of(
        record: dict[str, Any], seats: tuple[Seat, ...] | None = None, seat: int | None = None
    ) -> Replay:
        """The replay of a checked record. A game in progress is seen through `seat`'s eyes
        only when that is the person playing it, at its own table; otherwise (None) as an
        onlooker. A finished game hides nothing: it starts from the first seat's eyes."""
        players = records.normal(record)["config"]["players"]
        named = seats is not None
        if seats is None:
            seats = tuple(Seat(t("new.default_name", n=i + 1), "human") for i in range(players))
        session = Session.from_record(record, seats)
        finished = session.game.is_over
        eyes = seat if seat is not None and 0 <= seat < players else None
        humans = [i for i, s in enumerate(seats) if s.kind == "human"]
        replay = Replay(
            record,
            seats,
            session,
            seat=0 if finished else eyes,
            fixed=not finished,
            player=eyes if eyes is not None else (humans[0] if humans else 0),
            named=named,
        )
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
        return self.game_at(self.position)

    def game_at(self, position: int) -> Game:
        """The game after `position` actions (0 to `length`)."""
        start = position - position % CHECKPOINT
        game = self._checkpoints[start].clone()
        for action in self.record["actions"][start:position]:
            game.apply(action)
        return game

    def finding(self) -> Verdict | None:
        """The review's finding at this position, when seen by the seat reviewed."""
        if self.seat is None or self.seat != self.reviewed_seat:
            return None
        return next((v for v in self.reviewed if v.position == self.position), None)

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

    def round_of(self, position: int) -> int:
        """The round (from 1) that the position is in, as the round menu counts it."""
        return sum(1 for start in self.round_starts() if start <= position)

    def look_as(self, seat: int) -> None:
        if not self.fixed and 0 <= seat < len(self.seats):
            self.seat = seat

    def play_as(self, seat: int) -> None:
        """The seat a person would take by continuing an onlooker's replay solo."""
        if 0 <= seat < len(self.seats):
            self.player = seat

    def branch_record(self) -> dict[str, Any]:
        """The record of the game up to this position (to continue from here)."""
        game_record = dict(self.record)
        game_record["actions"] = list(self.record["actions"][: self.position])
        records.replay(game_record)  # a prefix of a legal game is legal: checked all the same
        return game_record
