"""The core's engine skeleton on two toy games: the notation reader (`tabletop.actions`), the
turn as a stack of frames or one pending dict (`tabletop.turn`) and the hand
(`tabletop.deckbuilding`). Every game's own suite checks the same on real rules; these pin the
skeleton's contract where no game's rules can hide a fault in it."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, ClassVar

import pytest

from tabletop.actions import (
    NUMBER,
    Action,
    ActionError,
    IllegalAction,
    MalformedAction,
    Notation,
    act,
)
from tabletop.deckbuilding import DeckBuilding
from tabletop.turn import DictTurn, StackTurn, Step

NOTATION = Notation(
    {"take": (NUMBER,), "move": ("colour", NUMBER), "pass": (), "draw": ()},
    {"colour": frozenset({"red", "blue"})},
    longest=30,
)


# --- the notation ----------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["pass", "take 0", "take 7", "take 999", "move red 12"])
def test_notation_round_trips(text: str) -> None:
    action = NOTATION.parse(text)
    assert str(action) == text
    assert NOTATION.parse(str(action)) == action


def test_odd_spacing_reads_as_the_canonical_text() -> None:
    assert str(NOTATION.parse("  move\tblue \u3000 3 ")) == "move blue 3"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("jump", "unknown verb"),
        ("take", "argument"),
        ("pass 1", "argument"),
        ("move green 1", "is not a colour"),
        ("move 1 red", "is not a colour"),
        ("take 07", "canonically"),
        ("take -1", "small number"),
        ("take 1000", "small number"),
        ("take ٣", "small number"),
        ("take ²", "small number"),
        ("take " + " " * 30 + "1", "at most 30"),
    ],
)
def test_malformed_text_is_refused(text: str, message: str) -> None:
    with pytest.raises(MalformedAction, match=message):
        NOTATION.parse(text)


@pytest.mark.parametrize("value", [None, 3, b"pass", ["pass"], act("pass")])
def test_a_value_that_is_not_text_is_malformed(value: object) -> None:
    with pytest.raises(MalformedAction, match="an action is text"):
        NOTATION.parse(value)


def test_both_refusals_are_action_errors_and_value_errors() -> None:
    assert issubclass(MalformedAction, ActionError)
    assert issubclass(IllegalAction, ActionError)
    assert issubclass(ActionError, ValueError)


def test_a_read_action_is_the_very_value_act_builds() -> None:
    """`apply` finds an action given as text by identity in the legal list (its fast path)."""
    assert NOTATION.parse("move red 2") is act("move", "red", 2)
    assert act("take", 5) is act("take", "5")
    assert act("move", "red", 2).int_arg(1) == 2
    assert act("move", "red", 2).arg == "red"
    assert act("pass").arg is None


def test_a_verb_table_naming_a_kind_without_words_is_refused() -> None:
    with pytest.raises(ValueError, match="colour"):
        Notation({"move": ("colour",)}, {})


# --- a stack of frames: take 1 or 2 from a pile; who takes the last loses ---------------------


@dataclass
class Frame:
    kind: str
    player: int
    data: dict[str, Any] = field(default_factory=dict)


@dataclass
class Seat:
    hand: list[int] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)


@dataclass
class StackState:
    pile: int
    players: list[Seat]
    rng: int = 1
    turn: int = 0
    active: int = 0
    game_over: bool = False
    pending: list[Frame] = field(default_factory=list)
    finished: list[str] = field(default_factory=list)


class Pile(StackTurn[StackState, Frame], DeckBuilding):
    """A turn: an automatic `begin` step, then `take` (1 or 2), then `bonus`, which has no
    legal action and so ends by itself (its finish handler notes it)."""

    __slots__ = ()
    NOTATION = NOTATION

    def _end_turn(self) -> None:
        state = self._state
        state.turn += 1
        if state.pile <= 0:
            state.game_over = True
            self._event("game_over")
            return
        state.active = 1 - state.active
        state.pending += [Frame("bonus", state.active), Frame("take", state.active)]
        state.pending.append(Frame("begin", state.active))

    def _automatic(self, frame: Frame) -> bool:
        if frame.kind == "begin":
            self._state.pending.pop()
            self._event("turn", player=frame.player)
            return True
        return False

    def _legal_take(self, frame: Frame, player: Seat) -> list[Action]:
        return [act("take", n) for n in (1, 2) if n <= self._state.pile]

    def _resolve_take(self, frame: Frame, player: Seat, action: Action) -> None:
        self._state.pending.pop()
        self._state.pile -= action.int_arg()
        self._event("took", player=frame.player, count=action.int_arg())

    def _legal_bonus(self, frame: Frame, player: Seat) -> list[Action]:
        return []

    def _finish_bonus(self, frame: Frame) -> None:
        self._state.finished.append(frame.kind)

    _LEGAL: ClassVar[dict[str, Any]] = {"take": _legal_take, "bonus": _legal_bonus}
    _RESOLVE: ClassVar[dict[str, Any]] = {"take": _resolve_take}
    _FINISH: ClassVar[dict[str, Any]] = {"bonus": _finish_bonus}


def pile_game(pile: int = 5) -> Pile:
    game = Pile(StackState(pile, [Seat(), Seat()], pending=[Frame("take", 0)]))
    game._settle()
    return game


def test_a_stack_game_plays_to_its_end() -> None:
    game = pile_game()
    assert (game.current_player, game.pending_kind) == (0, "take")
    assert game.apply("take 2") == [{"type": "took", "player": 0, "count": 2}, *TURN_1]
    assert game.reading.finished == []  # the bonus frame is below the take
    game.apply(act("take", 2))
    assert game.reading.finished == ["bonus"]  # no legal action: it ended by itself
    assert game.legal_actions() == [act("take", 1)]
    events = game.apply("take 1")
    assert events[-1] == {"type": "game_over"}
    assert (game.is_over, game.current_player, game.pending_kind) == (True, None, None)
    assert game.legal_actions() == []
    assert game.turn == 3


TURN_1 = [{"type": "turn", "player": 1}]


def snapshot(game: Pile | Duel) -> Any:
    return copy.deepcopy(game.reading)


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("take 3", IllegalAction),
        ("pass", IllegalAction),
        ("take x", MalformedAction),
        (4, ActionError),
    ],
)
def test_a_refused_action_leaves_the_state_unchanged(text: object, error: type[Exception]) -> None:
    game = pile_game(pile=2)
    game.apply("take 1")
    before = snapshot(game)
    legal = game.legal_actions()
    with pytest.raises(error):
        game.apply(text)  # type: ignore[arg-type]
    assert snapshot(game) == before
    assert game.legal_actions() == legal


def test_the_finished_game_refuses_every_action() -> None:
    game = pile_game(pile=1)
    game.apply("take 1")
    before = snapshot(game)
    with pytest.raises(IllegalAction, match="over"):
        game.apply("take 1")
    assert snapshot(game) == before


def test_legal_actions_are_listed_once_per_decision_and_again_after_the_state_is_taken() -> None:
    calls: list[str] = []

    class Counted(Pile):
        __slots__ = ()

        def _legal(self, decision: Frame) -> list[Action]:
            calls.append(decision.kind)
            return super()._legal(decision)

    game = Counted(StackState(5, [Seat(), Seat()], pending=[Frame("take", 0)]))
    game.legal_actions()
    game.legal_actions()
    assert calls == ["take"]
    game.apply("take 1")  # the settling lists the next decision's
    game.legal_actions()
    game.current_player  # noqa: B018 - reading does not forget them
    assert calls == ["take", "take"]
    game.state.pile = 1  # whoever takes the state may change it
    assert game.legal_actions() == [act("take", 1)]
    assert calls == ["take", "take", "take"]


def test_the_hand_draws_top_first_and_reshuffles_the_discard_pile() -> None:
    game = pile_game()
    seat = game.reading.players[0]
    seat.deck, seat.discard = [1, 2], [7, 8, 9]
    game._events = []
    assert game._draw(0, 4) == 4
    assert seat.hand[:2] == [2, 1]
    assert sorted(seat.hand[2:] + seat.deck) == [7, 8, 9]
    assert seat.discard == []
    assert game._events == [
        {"type": "reshuffle", "player": 0},
        {"type": "draw", "player": 0, "count": 4},
    ]
    assert game._draw(0, 5) == 1  # nothing left to reshuffle: fewer cards
    assert game._draw(0, 1) == 0


# --- one pending dict: each player names a colour; the second one to do it ends the game ----


@dataclass
class DictState:
    turn: int = 0
    pending: dict[str, Any] | None = field(default_factory=lambda: {"kind": "name", "player": 0})
    named: list[str] = field(default_factory=list)


class DuelStep(Step[DictState]):
    def on_name(self, p: int, pending: dict[str, Any], a: Action) -> None:
        self.s.named.append(a.args[0])
        self.emit("named", player=p, colour=a.args[0])
        self.s.turn += 1
        if p == 0:
            self.wait("name", 1, after=a.args[0])
        else:
            self.s.pending = None


class Duel(DictTurn[DictState]):
    __slots__ = ()
    NOTATION = NOTATION

    def _legal(self, decision: dict[str, Any]) -> list[Action]:
        taken = decision.get("after")
        return [act("move", c, 0) for c in ("red", "blue") if c != taken]

    def _resolve(self, decision: dict[str, Any], action: Action) -> None:
        DuelStep(self._state, self._events).do(action)


def test_a_pending_dict_game_plays_to_its_end() -> None:
    game = Duel(DictState())
    assert (game.current_player, game.is_over) == (0, False)
    assert game.apply("move blue 0") == [{"kind": "named", "player": 0, "colour": "blue"}]
    assert game.reading.pending == {"kind": "name", "player": 1, "after": "blue"}
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.apply("move blue 0")
    assert snapshot(game) == before
    game.apply("move red 0")
    assert (game.current_player, game.is_over, game.legal_actions()) == (None, True, [])
    assert game.reading.named == ["blue", "red"]
