"""The turn as a stack of pending decisions, and the deck-building hand: the machinery Eminent
Domain's engine runs on, and the extension point of rulesets built on it (the 2010 prototype).

A ruleset subclasses `DecisionGame` with its own state (anything with `rng`, `turn`,
`game_over`, `pending` frames and players holding `hand`, `deck` and `discard`), and gives, per
frame kind, a legal-actions handler (`_LEGAL`), a resolve handler (`_RESOLVE`) and optionally
a finish handler (`_FINISH`). This class checks an action against the legal ones *before*
changing anything, so a refused action leaves the state untouched; then runs the automatic
steps up to the next decision (`_settle`), ending turns with the ruleset's `_end_turn`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from eminent_domain.state import Frame
from tabletop.rng import Rng

Event = dict[str, Any]


class Action(Hashable, Protocol):
    @property
    def verb(self) -> str: ...


class Zones(Protocol):
    """A player's cards: the hand-and-deck rules of the base game (draw, reshuffle)."""

    hand: list[int]
    deck: list[int]  # the last card is the top
    discard: list[int]


class TableState(Protocol):
    rng: int
    turn: int
    game_over: bool
    pending: list[Frame]  # a stack: the last frame is on top

    @property
    def players(self) -> Sequence[Zones]: ...


S = TypeVar("S", bound=TableState)
A = TypeVar("A", bound=Action)

Legal = Callable[[Any, Frame, Any], list[Any]]
Resolve = Callable[[Any, Frame, Any, Any], None]
Finish = Callable[[Any, Frame], None]


class DecisionGame(Generic[S, A]):
    """A playthrough: the state plus the operations of the core's narrow interface."""

    __slots__ = ("_events", "_legal_now", "_state")

    # One handler of each per frame kind (see the module docstring); set by the ruleset.
    _LEGAL: ClassVar[dict[str, Legal]] = {}
    _RESOLVE: ClassVar[dict[str, Resolve]] = {}
    _FINISH: ClassVar[dict[str, Finish]] = {}

    def __init__(self, state: S) -> None:
        self._state = state
        self._events: list[Event] = []
        # The legal actions of the decision on top, found while settling: a decision's legal
        # actions were computed three times (settle, legal_actions, apply) before this.
        self._legal_now: tuple[Frame, list[A]] | None = None

    # --- what the ruleset gives --------------------------------------------------------------

    def _parse(self, text: str) -> A:
        """An action from its notation (the ruleset's MalformedAction otherwise)."""
        raise NotImplementedError

    def _refuse(self, message: str) -> Exception:
        """The ruleset's IllegalAction, with this message."""
        raise NotImplementedError

    def _end_turn(self) -> None:
        """No decision is pending: end the turn, and the game or start the next turn."""
        raise NotImplementedError

    def _automatic(self, frame: Frame) -> bool:
        """Run one automatic step of the frame on top, if it has one (then True)."""
        return False

    def _no_decision(self, frame: Frame) -> None:
        """The frame on top has no legal action: by default it ends."""
        self._state.pending.pop()
        self._finish(frame)

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
        return self._state.game_over

    @property
    def current_player(self) -> int | None:
        """Whose decision it is; None once the game is over."""
        if self._state.game_over:
            return None
        return self._state.pending[-1].player

    @property
    def turn(self) -> int:
        """Turns completed so far (search bots look a few turns ahead of it)."""
        return self._state.turn

    @property
    def pending_kind(self) -> str | None:
        return None if self._state.game_over else self._state.pending[-1].kind

    def legal_actions(self) -> list[A]:
        """The legal actions, in the stable order the frame's handler lists them."""
        state = self._state
        if state.game_over:
            return []
        frame = state.pending[-1]
        kept = self._legal_now  # kept until the next decision is applied
        if kept is None or kept[0] is not frame:
            kept = self._legal_now = (frame, self._legal(frame))
        return list(kept[1])

    def apply(self, action: A | str) -> list[Event]:
        """Resolve one decision. A malformed or illegal action raises and changes nothing."""
        if isinstance(action, str):
            action = self._parse(action)
        if self._state.game_over:
            raise self._refuse(f"the game is over: {action}")
        state = self._state
        frame = state.pending[-1]
        kept = self._legal_now  # as in `legal_actions`, but a refused action keeps nothing
        legal = kept[1] if kept is not None and kept[0] is frame else self._legal(frame)
        # Legal actions are cached values: look for the very object first, which spares
        # comparing it field by field with each action listed before it.
        for option in legal:
            if option is action:
                break
        else:
            if action not in legal:
                raise self._refuse(
                    f"{action} is not legal now (player {frame.player}, {frame.kind})"
                )
        self._legal_now = None
        self._events = []
        self._RESOLVE[frame.kind](self, frame, state.players[frame.player], action)
        self._settle()
        return self._events

    # --- the stack of decisions ---------------------------------------------------------------

    def _settle(self) -> None:
        """Run automatic steps until a decision with at least one legal action is on top."""
        state = self._state
        while not state.game_over:
            if not state.pending:
                self._end_turn()
                continue
            frame = state.pending[-1]
            if self._automatic(frame):
                continue
            legal = self._legal(frame)
            if legal:
                self._legal_now = (frame, legal)
                return
            self._no_decision(frame)

    def _legal(self, frame: Frame) -> list[A]:
        handler = self._LEGAL.get(frame.kind)
        if handler is None:
            raise AssertionError(f"unknown frame kind {frame.kind}")
        return handler(self, frame, self._state.players[frame.player])

    def _finish(self, frame: Frame) -> None:
        """What happens when a frame ends, whether by a decision or for want of one."""
        handler = self._FINISH.get(frame.kind)
        if handler is not None:
            handler(self, frame)

    def _event(self, kind: str, **fields: Any) -> None:
        self._events.append({"type": kind, **fields})

    # --- randomness and the hand ---------------------------------------------------------------

    def _shuffle(self, items: list[int]) -> None:
        rng = Rng(self._state.rng)
        rng.shuffle(items)
        self._state.rng = rng.state

    def _refill(self, deck: list[int], discard: list[int], **event: Any) -> bool:
        """An empty deck becomes its shuffled discard pile; False if that is empty too."""
        if not discard:
            return False
        deck.extend(discard)
        discard.clear()
        self._shuffle(deck)
        self._event("reshuffle", **event)
        return True

    def _draw(self, index: int, count: int) -> int:
        """Draw cards (2011 rulebook: "Whenever you must draw a card and your deck is empty,
        shuffle your discard pile to create a new deck"; the 2010 rules say the same): as many
        at a time as the deck holds, top first, as if one by one."""
        player = self._state.players[index]
        deck = player.deck
        drawn = 0
        while drawn < count and (deck or self._refill(deck, player.discard, player=index)):
            take = min(count - drawn, len(deck))
            player.hand.extend(deck[: -take - 1 : -1])
            del deck[-take:]
            drawn += take
        if drawn:
            self._event("draw", player=index, count=drawn)
        return drawn
