"""A game being played on this device: seats, the record, the log, undo and the score chart.

The record (config, seed, actions) is the truth; everything else here (events, who acted,
the undo stack, round-by-round scores) is rebuilt by replaying it, so a reloaded game shows
exactly what it showed before.

Undo rule (docs/rules-notes.md, "Undo"): a human may take back their own decisions, newest
first, while every decision taken back was theirs, no other seat has acted since, and none of
them revealed hidden information (the game's `secrets` did not change: nothing was drawn,
shuffled or looked at, so nothing random has been seen).

Forced moves: a person is never asked a question with one answer. `play_forced` takes such a
decision for them at once (the record holds it as any other, marked `forced` here from the
count of legal actions, so a replayed record marks the same steps); undo takes back the
forced steps with the decision that led to them.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from tabletop import record as records
from tabletop.saves import Seat
from tabletop.spec import Config, Game, GameSpec, event_for
from tabletop.tutorial import Run
from tabletop.ui.game_ui import Move

MOST_REPEATS = 12  # the longest chain of one choice offered as a single step


@dataclass
class Step:
    """One applied decision: who took it and what it caused."""

    player: int
    action: str
    events: list[dict[str, Any]]
    rounds_after: int  # len(Session.rounds) once this step was applied
    forced: bool = False  # a person's decision with one legal action, taken for them


@dataclass
class Session:
    spec: GameSpec[Any]
    config: Config
    seed: int
    seats: tuple[Seat, ...]
    game: Game
    steps: list[Step] = field(default_factory=list)
    undo_used: bool = False
    hints: int = 0  # hints asked for (the coach's): with undo, a game played with help
    rounds: list[list[int]] = field(default_factory=list)  # scores at each round's start
    # The tutorial taught at this game's table, if it is one (its save says so): held by the
    # session, so that any other game put on the table (new, opened, a rematch) is none.
    tutorial: Run | None = None
    _undo: list[Game] = field(default_factory=list)  # games before each undoable step
    # Each step's log lines as last drawn, by id(step): (the step, for whom and in which
    # language, the sentences). See `tabletop.ui.screens.table.step_sentences`.
    sentences: dict[int, tuple[Step, tuple[Any, ...], list[Move]]] = field(
        default_factory=dict, repr=False, compare=False
    )

    @staticmethod
    def new(
        spec: GameSpec[Any], config: Config, seed: int, seats: list[Seat] | tuple[Seat, ...]
    ) -> Session:
        config = spec.config(config)
        if len(seats) != config["players"]:
            raise ValueError(f"{len(seats)} seats for {config['players']} players")
        session = Session(spec, config, seed, tuple(seats), spec.new(config, seed))
        session.rounds.append(session.current_scores())
        return session

    @staticmethod
    def from_record(
        record: dict[str, Any],
        seats: list[Seat] | tuple[Seat, ...],
        undo_used: bool = False,
        hints: int = 0,
    ) -> Session:
        """Rebuild a session by replaying a record (RecordError before anything is built)."""
        checked = records.normal(record)
        records.replay(checked)
        spec = records.game_of(checked)  # a game of an older version goes on by its rules
        session = Session.new(spec, checked["config"], checked["seed"], seats)
        for action in checked["actions"]:
            session.apply(action)
        session.undo_used, session.hints = undo_used, hints
        return session

    # --- reading -----------------------------------------------------------------------------

    @property
    def record(self) -> dict[str, Any]:
        actions = [step.action for step in self.steps]
        return records.make(self.spec, self.config, self.seed, actions)

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].kind == "human"

    @property
    def humans(self) -> list[int]:
        return [i for i in range(len(self.seats)) if self.is_human(i)]

    def bot_to_move(self) -> int | None:
        """The seat of a bot whose decision is pending, if any."""
        seat = self.game.current_player
        return seat if seat is not None and not self.is_human(seat) else None

    def viewer(self) -> int:
        """Whose eyes the table is drawn with: the deciding human, else the last human to act
        (or the only one), else seat 0 for a game of bots only."""
        seat = self.game.current_player
        if seat is not None and self.is_human(seat):
            return seat
        for step in reversed(self.steps):
            if self.is_human(step.player):
                return step.player
        humans = self.humans
        return humans[0] if humans else 0

    def view(self, viewer: int | None = None) -> dict[str, Any]:
        return self.spec.view(self.game, self.viewer() if viewer is None else viewer)

    def log(self, viewer: int) -> list[dict[str, Any]]:
        """Every event so far as `viewer` may see it, oldest first."""
        return [event_for(event, viewer) for step in self.steps for event in step.events]

    @property
    def assisted(self) -> bool:
        """Whether the game was played with help (a hint, or a decision taken back)."""
        return self.undo_used or self.hints > 0

    def current_scores(self) -> list[int]:
        return list(self.game.scores())

    def _secrets(self) -> Hashable:
        return self._secrets_of(self.game)

    def _secrets_of(self, game: Game) -> Hashable:
        if self.spec.secrets is None:
            return repr(self.spec.snapshot(game))
        return self.spec.secrets(game)

    # --- acting ------------------------------------------------------------------------------

    def apply(self, action: str) -> list[dict[str, Any]]:
        """Apply the pending seat's decision (IllegalAction/MalformedAction leave all as is)."""
        player = self.game.current_player
        if player is None:
            raise ValueError("the game is over")
        before = self.game.clone()
        secrets = self._secrets()
        forced = self.is_human(player) and len(self.game.legal_actions()) == 1
        events = self.game.apply(action)
        if self.spec.new_round(self.game, events) or self.game.is_over:
            self.rounds.append(self.current_scores())
        self.steps.append(Step(player, action, events, len(self.rounds), forced))
        revealed = self._secrets() != secrets
        if not self.is_human(player) or revealed:
            self._undo.clear()
        else:
            if self._undo and self.steps[-2].player != player:
                self._undo.clear()
            self._undo.append(before)
        return events

    def play_forced(self) -> int:
        """Take every pending decision of a person that has a single legal action, one after
        another, as the person would have; returns how many were taken."""
        taken = 0
        while (seat := self.game.current_player) is not None and self.is_human(seat):
            legal = self.game.legal_actions()
            if len(legal) != 1:
                break
            self.apply(str(legal[0]))
            taken += 1
        return taken

    def repeats(self, action: str, most: int = MOST_REPEATS) -> int:
        """How many times in a row the deciding seat may take `action` now, each time asked
        again with it among its choices, counting only while nothing hidden comes out (so the
        count tells the seat nothing its view does not): 1 for an action taken once, 0 for
        one not legal."""
        seat = self.game.current_player
        game = self.game.clone()
        secrets = self._secrets_of(game)
        times = 0
        while times < most and game.current_player == seat:
            if action not in (str(a) for a in game.legal_actions()):
                break
            game.apply(action)
            times += 1
            if self._secrets_of(game) != secrets:
                break
        return times

    def _taken_back(self) -> int:
        """The steps one undo takes back: the last decision with a choice, and the forced
        steps after it."""
        forced = 0
        while forced < len(self.steps) and self.steps[-1 - forced].forced:
            forced += 1
        return forced + 1

    def can_undo(self, seat: int) -> bool:
        """Whether `seat` may take back its last decision now (see the module's rule)."""
        return (
            len(self._undo) >= self._taken_back()
            and self.steps[-1].player == seat
            and self.is_human(seat)
        )

    def undo(self, seat: int) -> None:
        if not self.can_undo(seat):
            raise ValueError("nothing to undo")
        for _ in range(self._taken_back()):
            self.game = self._undo.pop()
            self.steps.pop()
        self.undo_used = True
        # A round boundary crossed by the steps taken back is forgotten with them.
        del self.rounds[self.steps[-1].rounds_after if self.steps else 1 :]
