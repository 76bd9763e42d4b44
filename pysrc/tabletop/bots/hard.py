"""Hard: single-observer information-set Monte Carlo tree search (SO-ISMCTS).

Every iteration takes one determinization of the bot's view (`spec.determinize`, never the
true state; the n-th visit of every root action uses the same n-th sample, so actions are
compared on the same hidden cards, and no sample is used twice by one action: when the Easy
playouts are deterministic a repeated sample would add little), walks the tree of the bot's
own decisions shared by all samples (its information sets: the path of its own choices and
what `spec.observation` says it knows there), expands one new decision, plays a few turns
with the Easy policy (`spec.policy`) for every seat, and scores the position reached with
`spec.evaluate`. Opponents' decisions inside the tree are made by the Easy policy too, from
their own view of the sample: an opponent model that concentrates the budget on the bot's
own choices. Selection uses UCB1 with availability counts: an action is only compared with
the others in the samples where it was legal, as hidden cards make the options differ
between samples. The tree stops growing a few turns ahead (`TREE_TURNS`, counted in
`game.turn`), which bounds the cost of one iteration, and widens progressively below the
root (the Easy policy's choice first), so that a root action is judged by good continuations
rather than by every possible one.

The budget is in iterations, so a bot's choices depend only on its view and seed; an optional
time limit stops the search early (a safety net for slow devices).
"""

from __future__ import annotations

import math
import time
from collections.abc import Hashable, Iterator
from typing import Any

from tabletop.bots.base import SeededBot
from tabletop.bots.easy import EasyBot
from tabletop.spec import GameSpec

ITERATIONS = 250  # default search budget per decision
TIME_LIMIT = 1.0  # seconds; the search stops early if it runs this long
PLAYOUT_TURNS = 3  # turns looked ahead, the current one included: the tree, then Easy
TREE_TURNS = 1  # the tree holds the bot's decisions until the end of this turn
WIDENING = 0.5  # below the root, a node may have 1 + WIDENING * sqrt(visits) children
EXPLORATION = 0.7  # UCB1 constant, for rewards in [0, 1]
SCALE = 4.0  # influence points of lead worth about 0.38 reward above even


class Node:
    """A decision in the tree, reached by `action` from its parent."""

    __slots__ = ("available", "children", "reward", "sets", "visits")

    def __init__(self) -> None:
        self.children: dict[str, Node] = {}  # by action, for an information-set node
        self.sets: dict[Hashable, Node] = {}  # by what the bot sees next
        self.visits = 0
        self.available = 0
        self.reward = 0.0  # summed rewards of the iterations through here


def reward(spec: GameSpec, game: Any, seat: int) -> float:
    """The seat's reward in [0, 1]: the win (shared when tied) for a finished game, else a
    squashed score lead as the game's `evaluate` measures it, averaged with the chance of
    winning that the game's learned evaluation gives where its shipped model was trained for
    the player count (`spec.learning`). Alone, the learned chance played worse than the lead
    (docs/bots.md): the search steers towards what the model over-rates; the lead checks it."""
    if game.is_over:
        winners = game.winners()
        return 1.0 / len(winners) if seat in winners else 0.0
    lead = 0.5 + 0.5 * math.tanh(spec.evaluate(game, seat) / SCALE)
    if spec.learning is not None and spec.learning.covers(game):
        return 0.5 * (lead + spec.learning.chance(game, seat))
    return lead


class HardBot(SeededBot):
    name = "hard"

    def __init__(
        self,
        spec: GameSpec,
        seed: int = 0,
        iterations: int = ITERATIONS,
        time_limit: float | None = TIME_LIMIT,
    ) -> None:
        super().__init__(spec, seed)
        self.iterations = iterations
        self.time_limit = time_limit
        self.policy = EasyBot(spec, seed)  # every seat's playout policy, with its own generator
        self.playout_view = spec.playout_view or spec.view
        self.root = Node()  # the last search's root, which `analyse` reads

    def think(self, view: dict[str, Any]) -> Iterator[str | None]:
        """The search in steps: None after each iteration, then the choice. The time limit
        counts only the time spent inside the steps, so a caller may pause between them.

        The root is searched by sequential halving: in each phase every remaining action is
        tried on the same samples (paired comparisons, far less noisy than each action
        meeting different hidden cards), then the worse half is dropped. Below the root the
        tree grows by UCB1 with progressive widening."""
        legal: list[str] = list(view["legal_actions"])
        self.root = root = Node()
        if len(legal) == 1:
            yield legal[0]
            return
        samples: list[Any] = []
        remaining = list(legal)
        phases = max(1, math.ceil(math.log2(len(legal))))
        spent, done, visits = 0.0, 0, 0  # visits: what each remaining action has had
        for phase in range(phases):
            per_action = max(1, (self.iterations - done) // ((phases - phase) * len(remaining)))
            for visit in range(visits, visits + per_action):
                for action in remaining:
                    started = time.perf_counter()
                    if len(samples) <= visit:
                        samples.append(self.spec.determinize(view, self.rng.below(1 << 62)))
                    self._iterate(root, view, samples[visit], action)
                    done += 1
                    spent += time.perf_counter() - started
                    if self.time_limit is not None and spent > self.time_limit:
                        yield self._best(root, remaining)
                        return
                    yield None
            visits += per_action
            if len(remaining) > 1:
                remaining.sort(key=lambda a: -self._mean(root, a))
                remaining = remaining[: max(1, math.ceil(len(remaining) / 2))]
        yield self._best(root, remaining)

    def analyse(self, view: dict[str, Any]) -> list[tuple[str, float | None]]:
        """The coach's reading of a decision: `candidates` after a whole search."""
        return self.candidates(view, self.choose(view))

    def candidates(self, view: dict[str, Any], choice: str) -> list[tuple[str, float | None]]:
        """After the search that chose `choice`: that choice first, then the other actions by
        their mean reward, best first. The reward estimates the chance of winning (a finished
        game's win, else the squashed lead averaged with the learned chance), which is what a
        hint shows; an action never visited (a lone legal action, one cut by the time limit)
        has None, and comes last."""

        def value(action: str) -> float | None:
            child = self.root.children.get(action)
            return child.reward / child.visits if child is not None and child.visits else None

        others = [(a, value(a)) for a in view["legal_actions"] if a != choice]
        others.sort(key=lambda pair: 1.0 if pair[1] is None else -pair[1])
        return [(choice, value(choice)), *others]

    @staticmethod
    def _mean(root: Node, action: str) -> float:
        child = root.children.get(action)
        return child.reward / child.visits if child is not None and child.visits else -1.0

    def _best(self, root: Node, remaining: list[str]) -> str:
        return max(remaining, key=lambda a: self._mean(root, a))

    def _iterate(self, root: Node, view: dict[str, Any], sample: Any, first: str) -> None:
        """One iteration on `sample`, starting with the root action `first`."""
        me = view["viewer"]
        game = sample.clone()
        horizon = game.turn + TREE_TURNS
        end = game.turn + PLAYOUT_TURNS  # every iteration looks equally far ahead
        game.apply(first)
        node = root.children.setdefault(first, Node())
        node.available += 1
        path: list[Node] = [node]
        expanded = False
        while not game.is_over and not expanded and game.turn < horizon:
            seat = game.current_player
            assert seat is not None
            legal = [str(action) for action in game.legal_actions()]
            if len(legal) == 1:  # forced: no decision to learn about
                game.apply(legal[0])
                continue
            if seat != me:
                game.apply(self.policy.choose(self.playout_view(game, seat)))
                continue
            # The bot's next decision is an information set: the same path of its own
            # choices with a different hand (a draw) is a different node.
            node = node.sets.setdefault(self.spec.observation(game, me), Node())
            node.visits += 1
            untried = [a for a in legal if a not in node.children]
            tried = len(legal) - len(untried)
            for action in legal:
                child = node.children.get(action)
                if child is not None:
                    child.available += 1
            # Progressive widening below the root: the Easy choice first, then one more
            # option as the node's visits grow, so that a root action is not judged by a
            # random continuation of the same turn.
            room = tried < 1 + WIDENING * math.sqrt(node.visits)
            if untried and (room or tried == 0):
                action = self._expansion(game, seat, untried)
                child = Node()
                child.available = 1
                node.children[action] = child
                expanded = True
            else:
                action = self._select(node, legal)
                child = node.children[action]
            game.apply(action)
            path.append(child)
            node = child
        self._play_out(game, end)
        gain = reward(self.spec, game, me)
        for child in path:
            child.visits += 1
            child.reward += gain

    def _expansion(self, game: Any, seat: int, untried: list[str]) -> str:
        """The Easy policy's choice first (a strong prior), then the others in seeded order."""
        if len(untried) > 1:
            preferred = self.policy.choose(self.playout_view(game, seat))
            if preferred in untried:
                return preferred
        return untried[self.rng.below(len(untried))]

    @staticmethod
    def _select(node: Node, legal: list[str]) -> str:
        """UCB1 over the children legal in this sample."""

        def ucb(action: str) -> float:
            child = node.children[action]
            if child.visits == 0:
                return math.inf
            return child.reward / child.visits + EXPLORATION * math.sqrt(
                math.log(child.available) / child.visits
            )

        return max((a for a in legal if a in node.children), key=ucb)

    def _play_out(self, game: Any, last_turn: int) -> None:
        """Every seat plays Easy for a few turns (on the sampled game only)."""
        while not game.is_over and game.turn < last_turn:
            seat = game.current_player
            assert seat is not None
            legal = game.legal_actions()
            if len(legal) == 1:  # forced: the policy would take it without reading a view
                game.apply(legal[0])
                continue
            game.apply(self.policy.choose(self.playout_view(game, seat)))
