"""A playthrough as a series of pending decisions: the machinery every game's engine runs on.

A game's `Game` subclasses one of two shapes and keeps its own state and rules:

- `StackTurn`: the turn is a stack of pending frames (`kind`, `player`, `data`), the last on
  top; the game gives, per frame kind, a legal-actions handler (`_LEGAL`), a resolve handler
  (`_RESOLVE`) and optionally a finish handler (`_FINISH`): for turns where one decision
  opens others (a role, its boosts, each follower's answer).
- `DictTurn`: one pending decision, a dict with `kind` and `player` (None once the game is
  over); the game gives its legal actions and resolves it with its `Step` (one `on_<kind>`
  handler per kind): for turns that are one decision after another.

Either way `apply` reads the text with the game's `Notation`, refuses (IllegalAction) an
action that is not in the legal list *before* changing anything, so a refused action leaves
the state untouched; then resolves it and settles the automatic steps up to the next decision.
A decision's legal actions are listed once and kept until the state may change.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from tabletop.actions import Action, IllegalAction, Notation

Event = dict[str, Any]


class Counted(Protocol):
    """A game's state: whatever else it holds, it counts the turns completed."""

    @property
    def turn(self) -> int: ...


S = TypeVar("S", bound=Counted)
D = TypeVar("D")


class Turn(Generic[S, D]):
    """A playthrough: the state plus the narrow interface every client uses (the shell, bots,
    saves, tests). `D` is the shape of a pending decision."""

    __slots__ = ("_events", "_legal_now", "_state")

    NOTATION: ClassVar[Notation]  # the game's verb table (`tabletop.actions`)

    def __init__(self, state: S) -> None:
        self._state = state
        self._events: list[Event] = []
        # The legal actions of the pending decision, with that decision: listed once (by the
        # settling or the first `legal_actions`) rather than at every question about them.
        self._legal_now: tuple[D, list[Action]] | None = None

    # --- what the game gives -----------------------------------------------------------------

    def _decision(self) -> D | None:
        """The decision pending now; None once the game is over."""
        raise NotImplementedError

    def _decider(self, decision: D) -> int:
        """The seat that makes the decision."""
        raise NotImplementedError

    def _legal(self, decision: D) -> list[Action]:
        """The decision's legal actions, in the game's stable order."""
        raise NotImplementedError

    def _resolve(self, decision: D, action: Action) -> None:
        """Carry out one of the decision's legal actions, writing its events."""
        raise NotImplementedError

    def _settle(self) -> None:
        """Run the automatic steps up to the next decision (none by default)."""

    # --- the interface -------------------------------------------------------------------------

    @property
    def state(self) -> S:
        """The whole state. Whoever takes it may change it, so the kept legal actions go."""
        self._legal_now = None
        return self._state

    @property
    def reading(self) -> S:
        """The whole state, for reading only (views, evaluations): the legal actions stay."""
        return self._state

    @property
    def is_over(self) -> bool:
        return self._decision() is None

    @property
    def current_player(self) -> int | None:
        """Whose decision it is; None once the game is over."""
        decision = self._decision()
        return None if decision is None else self._decider(decision)

    @property
    def turn(self) -> int:
        """Turns completed so far (search bots look a few turns ahead of it)."""
        return self._state.turn

    def legal_actions(self) -> list[Action]:
        """The legal actions of the pending decision, in the game's stable order."""
        decision = self._decision()
        if decision is None:
            return []
        kept = self._legal_now  # kept until the next decision is applied
        if kept is None or kept[0] is not decision:
            kept = self._legal_now = (decision, self._legal(decision))
        return list(kept[1])

    def apply(self, action: Action | str) -> list[Event]:
        """Resolve one decision. A malformed or illegal action raises and changes nothing."""
        if not isinstance(action, Action):
            action = self.NOTATION.parse(action)
        decision = self._decision()
        if decision is None:
            raise IllegalAction(f"the game is over: {action}")
        kept = self._legal_now  # as in `legal_actions`, but a refused action keeps nothing
        legal = kept[1] if kept is not None and kept[0] is decision else self._legal(decision)
        # Legal actions are kept values (`act`, `Notation.parse`): look for the very object
        # first, which spares comparing it field by field with each action listed before it.
        for option in legal:
            if option is action:
                break
        else:
            if action not in legal:
                player = self._decider(decision)
                raise IllegalAction(f"{action} is not legal now (player {player})")
        self._legal_now = None
        self._events = []
        self._resolve(decision, action)
        self._settle()
        return self._events

    def _keep(self, decision: D, legal: list[Action]) -> None:
        """Keep the legal actions the settling found for the decision it stopped at."""
        self._legal_now = (decision, legal)


# --- a stack of frames -------------------------------------------------------------------------


class Frame(Protocol):
    """A pending decision (or a step waiting for one) on the stack, as data."""

    @property
    def kind(self) -> str: ...

    @property
    def player(self) -> int: ...


class Stacked(Counted, Protocol):
    """The state of a `StackTurn` game."""

    game_over: bool

    @property
    def pending(self) -> list[Any]: ...  # the game's frames, a stack: the last is on top

    @property
    def players(self) -> Sequence[Any]: ...


SS = TypeVar("SS", bound=Stacked)
F = TypeVar("F", bound=Frame)

Legal = Callable[[Any, Any, Any], list[Action]]
Resolve = Callable[[Any, Any, Any, Action], None]
Finish = Callable[[Any, Any], None]


class StackTurn(Turn[SS, F]):
    """The turn as a stack of frames, each frame kind with its handlers (module docstring):
    a handler is given the game, the frame and the deciding player's part of the state
    (`state.players[frame.player]`); a resolve handler only an action its legal-actions
    handler listed. Events are `{"type": ..., fields}`."""

    __slots__ = ()

    _LEGAL: ClassVar[dict[str, Legal]] = {}
    _RESOLVE: ClassVar[dict[str, Resolve]] = {}
    _FINISH: ClassVar[dict[str, Finish]] = {}

    # --- what the game gives -----------------------------------------------------------------

    def _end_turn(self) -> None:
        """No frame is pending: end the turn, and the game or start the next turn."""
        raise NotImplementedError

    def _automatic(self, frame: F) -> bool:
        """Run one automatic step of the frame on top, if it has one (then True)."""
        return False

    def _no_decision(self, frame: F) -> None:
        """The frame on top has no legal action: by default it ends."""
        self._state.pending.pop()
        self._finish(frame)

    # --- the stack -----------------------------------------------------------------------------

    @property
    def pending_kind(self) -> str | None:
        frame = self._decision()
        return None if frame is None else frame.kind

    def _decision(self) -> F | None:
        state = self._state
        if state.game_over:
            return None
        frame: F = state.pending[-1]
        return frame

    def _decider(self, decision: F) -> int:
        return decision.player

    def _legal(self, decision: F) -> list[Action]:
        handler = self._LEGAL.get(decision.kind)
        if handler is None:
            raise AssertionError(f"unknown frame kind {decision.kind}")
        return handler(self, decision, self._state.players[decision.player])

    def _resolve(self, decision: F, action: Action) -> None:
        player = self._state.players[decision.player]
        self._RESOLVE[decision.kind](self, decision, player, action)

    def _settle(self) -> None:
        """Run automatic steps until a decision with at least one legal action is on top."""
        state = self._state
        while not state.game_over:
            if not state.pending:
                self._end_turn()
                continue
            frame: F = state.pending[-1]
            if self._automatic(frame):
                continue
            legal = self._legal(frame)
            if legal:
                self._keep(frame, legal)
                return
            self._no_decision(frame)

    def _finish(self, frame: F) -> None:
        """What happens when a frame ends, whether by a decision or for want of one."""
        handler = self._FINISH.get(frame.kind)
        if handler is not None:
            handler(self, frame)

    def _event(self, kind: str, **fields: Any) -> None:
        self._events.append({"type": kind, **fields})


# --- one pending decision ----------------------------------------------------------------------


class Pending(Counted, Protocol):
    """The state of a `DictTurn` game."""

    pending: dict[str, Any] | None  # `kind`, `player` and the decision's public data


PS = TypeVar("PS", bound=Pending)


class Step(Generic[PS]):
    """One decision resolved and the steps it sets going, writing events as it goes: the game
    subclasses it with an `on_<kind>(player, pending, action)` handler per decision kind, each
    setting the next decision (`wait`). Events are `{"kind": ..., fields}`."""

    def __init__(self, s: PS, events: list[Event]) -> None:
        self.s = s
        self.events = events

    def emit(self, kind: str, **fields: Any) -> None:
        self.events.append({"kind": kind, **fields})

    def wait(self, kind: str, player: int, **data: Any) -> None:
        self.s.pending = {"kind": kind, "player": player, **data}

    def do(self, a: Action) -> None:
        pending = self.s.pending
        assert pending is not None
        handler: Callable[[int, dict[str, Any], Action], None] = getattr(
            self, f"on_{pending['kind']}"
        )
        handler(int(pending["player"]), pending, a)


class DictTurn(Turn[PS, dict[str, Any]]):
    """The turn as one pending decision dict (module docstring); the game gives `_legal`, and
    `_resolve` with its `Step`."""

    __slots__ = ()

    def _decision(self) -> dict[str, Any] | None:
        return self._state.pending

    def _decider(self, decision: dict[str, Any]) -> int:
        return int(decision["player"])
