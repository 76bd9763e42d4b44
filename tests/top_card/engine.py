"""Top Card's rules: a small trick-taking game for two, written for the core's tests.

Twenty-four cards, numbered 1 to 24, are shuffled; each player is dealt ten and keeps them
hidden, and the last four are set aside face down, seen by nobody. Ten tricks are played: the
leader plays a card face up, the other player answers with any card, and the higher card takes
the trick and leads the next. Whoever takes more tricks wins; five tricks each is a shared win.
Seat 0 leads the first trick.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Self

from tabletop.actions import NUMBER, Action, Notation, act
from tabletop.rng import Rng, seed_state
from tabletop.spec import check_players
from tabletop.turn import DictTurn, Step

TITLE = "Top Card"
PLAYERS = (2,)
CARDS = tuple(range(1, 25))
HAND = 10

NOTATION = Notation({"play": (NUMBER,)}, {}, longest=10)


@dataclass
class State:
    rng: int
    hands: list[list[int]]  # each kept sorted
    aside: list[int]  # the four cards nobody sees
    trick: list[tuple[int, int]] = field(default_factory=list)  # (seat, card) played so far
    taken: list[int] = field(default_factory=lambda: [0, 0])  # tricks taken by each seat
    turn: int = 0  # tricks completed
    pending: dict[str, Any] | None = None  # `play`, with the deciding `player`

    def clone(self) -> State:
        return copy.deepcopy(self)


def new_state(seed: int) -> State:
    rng = Rng(seed_state(seed))
    deck = list(CARDS)
    rng.shuffle(deck)
    hands = [sorted(deck[:HAND]), sorted(deck[HAND : 2 * HAND])]
    return State(rng.state, hands, sorted(deck[2 * HAND :]), pending={"kind": "play", "player": 0})


class _Play(Step[State]):
    def on_play(self, p: int, pending: dict[str, Any], a: Action) -> None:
        s = self.s
        card = a.int_arg()
        s.hands[p].remove(card)
        s.trick.append((p, card))
        self.emit("play", player=p, card=card)
        if len(s.trick) == 1:
            self.wait("play", 1 - p)
            return
        winner = max(s.trick, key=lambda played: played[1])[0]
        s.taken[winner] += 1
        s.turn += 1
        self.emit("trick", player=winner, cards=[card for _, card in s.trick])
        s.trick = []
        if s.hands[winner]:
            self.wait("play", winner)
            return
        s.pending = None
        self.emit("game_over", scores=list(s.taken), winners=winners(s))


def winners(s: State) -> list[int]:
    best = max(s.taken)
    return [seat for seat in (0, 1) if s.taken[seat] == best]


class Game(DictTurn[State]):
    NOTATION = NOTATION

    @classmethod
    def new(cls, players: int, seed: int) -> Game:
        check_players(TITLE, PLAYERS, players)
        return cls(new_state(seed))

    def clone(self) -> Self:
        return type(self)(self._state.clone())

    def scores(self) -> list[int]:
        return list(self._state.taken)

    def winners(self) -> list[int]:
        return winners(self._state)

    def _legal(self, decision: dict[str, Any]) -> list[Action]:
        return [act("play", card) for card in self._state.hands[int(decision["player"])]]

    def _resolve(self, decision: dict[str, Any], action: Action) -> None:
        _Play(self._state, self._events).do(action)
