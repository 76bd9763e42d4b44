"""Hard: determinized Monte Carlo search, each root action judged on the same samples.

Every legal action is tried in determinizations of the bot's view (`spec.determinize`, never
the true state): the action, then every seat plays the Easy policy (`spec.policy`, on
`spec.playout_view`) for a few turns (`turns_ahead`, the game's to say), then the position
reached is scored by `reward` (the win in a finished game, else the squashed lead averaged
with the game's learned chance where it ships one; or the game's own reward). The root is
searched by sequential halving: in each phase every remaining action meets the same samples
(paired comparisons, far less noisy than each action meeting different hidden cards; and no
sample is used twice by one action), then the worse half is dropped.

Hard once grew an information-set tree below the root (SO-ISMCTS: its own further decisions
of the turn, widened progressively). At 100 iterations the tree judged an action by the mean
of its continuations, untried ones included; against Medium this flat search won more often in
three of the four games registered and about as often in the fourth (docs/bots.md). So Hard
is flat, and stronger than Medium by more samples, paired, every action considered, and a
better reward.

The budget is in iterations, so a bot's choices depend only on its view and seed; an optional
time limit stops the search early (a safety net for slow devices).
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator
from typing import Any

from tabletop.bots.base import SeededBot, distinct
from tabletop.bots.easy import EasyBot
from tabletop.bots.playout import play_out
from tabletop.spec import GameSpec, base_view

ITERATIONS = 250  # default search budget per decision, in playouts of PLAYOUT_TURNS turns
TIME_LIMIT = 1.0  # seconds; the search stops early if it runs this long
PLAYOUT_TURNS = 3  # turns looked ahead, the current one included, unless the game says
SCALE = 4.0  # influence points of lead worth about 0.38 reward above even


def turns_ahead(spec: GameSpec[Any], game: Any) -> int:
    """How many turns a playout from `game` runs, the turn under way included (counted from
    the decision, so that every action of it looks equally far): `spec.hard_turns` for its
    number of seats, else PLAYOUT_TURNS. How far to look is each game's: measured against
    Medium, a longer look won more in one game and less in another, and at two seats the
    base game's Hard lost more often looking one, two, five or six turns ahead than three
    (docs/bots.md, "How far Hard looks")."""
    return PLAYOUT_TURNS if spec.hard_turns is None else spec.hard_turns(len(game.scores()))


def default_iterations(ahead: int) -> int:
    """Hard's budget where none is given: ITERATIONS playouts of PLAYOUT_TURNS turns, or as
    many turns played in fewer, longer playouts (a game that looks five turns ahead tries 150),
    so that a decision takes about as long whatever the game's horizon. One search has 100 to
    1,000 playouts where the levels were measured, with no gain from more (docs/bots.md)."""
    return max(1, ITERATIONS * PLAYOUT_TURNS // max(ahead, 1))


def reward(spec: GameSpec[Any], game: Any, seat: int) -> float:
    """The seat's reward in [0, 1]: the win (shared when tied) for a finished game, else a
    squashed score lead as the game's `evaluate` measures it, averaged with the chance of
    winning that the game's learned evaluation gives where its shipped model was trained for
    the player count (`spec.learning`). Alone, the learned chance played worse than the lead
    (docs/bots.md): the search steers towards what the model over-rates; the lead checks it.
    A game may give its own (`spec.reward`)."""
    if spec.reward is not None:
        return spec.reward(game, seat)
    if game.is_over:
        return won(game, seat)
    lead = squash(spec.evaluate(game, seat))
    if spec.learning is not None and spec.learning.covers(game):
        return 0.5 * (lead + spec.learning.chance(game, seat))
    return lead


def won(game: Any, seat: int) -> float:
    """A finished game's reward: the win, shared when tied."""
    winners = game.winners()
    return 1.0 / len(winners) if seat in winners else 0.0


def squash(lead: float) -> float:
    """A lead in points as a reward in (0, 1): SCALE points are about 0.38 above even."""
    return 0.5 + 0.5 * math.tanh(lead / SCALE)


class HardBot(SeededBot):
    name = "hard"

    def __init__(
        self,
        spec: GameSpec[Any],
        seed: int = 0,
        iterations: int | None = None,
        time_limit: float | None = TIME_LIMIT,
    ) -> None:
        """`iterations`: the playouts a decision searches; None, the default budget
        (`default_iterations`), which the arena's `--budget` replaces."""
        super().__init__(spec, seed)
        self.iterations = iterations
        self.time_limit = time_limit
        self.policy = EasyBot(spec, seed)  # every seat's playout policy, with its own generator
        # The last search's summed rewards and tries per root action, which `analyse` reads.
        self.totals: dict[str, float] = {}
        self.tries: dict[str, int] = {}
        self.same: dict[str, str] = {}  # each legal action -> the alike one searched
        self.ahead: int | None = None  # the last search's `turns_ahead`

    def think(self, view: dict[str, Any]) -> Iterator[str | None]:
        """The search in steps: None after each iteration, then the choice. The time limit
        counts only the time spent inside the steps, so a caller may pause between them."""
        seen = base_view(view)
        legal = list(seen["legal_actions"])
        seat = seen["viewer"]
        assert seat is not None, "an onlooker has no decision to make"
        self.totals, self.tries, self.ahead = {}, {}, None
        self.same = distinct(self.spec, view, legal)
        remaining = [action for action in legal if self.same[action] == action]
        if len(remaining) == 1:
            yield remaining[0]
            return
        started = time.perf_counter()
        samples = [self.spec.determinize(view, self.rng.below(1 << 62))]
        self.ahead = turns_ahead(self.spec, samples[0])
        budget = default_iterations(self.ahead) if self.iterations is None else self.iterations
        phases = max(1, math.ceil(math.log2(len(remaining))))
        spent, done, visits = time.perf_counter() - started, 0, 0  # visits: each action's
        for phase in range(phases):
            per_action = max(1, (budget - done) // ((phases - phase) * len(remaining)))
            for visit in range(visits, visits + per_action):
                for action in remaining:
                    started = time.perf_counter()
                    if len(samples) <= visit:
                        samples.append(self.spec.determinize(view, self.rng.below(1 << 62)))
                    self._try(seat, samples[visit], action)
                    done += 1
                    spent += time.perf_counter() - started
                    if self.time_limit is not None and spent > self.time_limit:
                        yield self._best(remaining)
                        return
                    yield None
            visits += per_action
            if len(remaining) > 1:
                remaining.sort(key=lambda a: -self._mean(a))
                remaining = remaining[: max(1, math.ceil(len(remaining) / 2))]
        yield self._best(remaining)

    def analyse(self, view: dict[str, Any]) -> list[tuple[str, float | None]]:
        """The coach's reading of a decision: `candidates` after a whole search."""
        return self.candidates(view, self.choose(view))

    def candidates(self, view: dict[str, Any], choice: str) -> list[tuple[str, float | None]]:
        """After the search that chose `choice`: that choice first, then the other actions by
        their mean reward, best first. The reward estimates the chance of winning (a finished
        game's win, else the squashed lead averaged with the learned chance, or the game's own
        reward), which is what a hint shows; an action never tried (a lone legal action, one
        cut by the time limit) has None, and comes last."""
        others = [(a, self._value(a)) for a in base_view(view)["legal_actions"] if a != choice]
        others.sort(key=lambda pair: 1.0 if pair[1] is None else -pair[1])
        return [(choice, self._value(choice)), *others]

    def _value(self, action: str) -> float | None:
        """The action's mean reward in the last search, or that of the alike action searched
        in its place (None: never tried)."""
        action = self.same.get(action, action)
        tries = self.tries.get(action, 0)
        return self.totals[action] / tries if tries else None

    def _mean(self, action: str) -> float:
        """`_value` for ranking: an action never tried ranks below every tried one."""
        value = self._value(action)
        return -1.0 if value is None else value

    def _best(self, remaining: list[str]) -> str:
        return max(remaining, key=self._mean)

    def _try(self, me: int, sample: Any, action: str) -> None:
        """One iteration: `action` on a copy of `sample`, then the playout `_judge`d."""
        game = sample.clone()
        start = game.turn
        game.apply(action)
        self.totals[action] = self.totals.get(action, 0.0) + self._judge(game, me, start)
        self.tries[action] = self.tries.get(action, 0) + 1

    def _judge(self, game: Any, me: int, start: int) -> float:
        """Easy for every seat until the game's horizon (`turns_ahead` from turn `start`),
        then the position's reward for `me`."""
        assert self.ahead is not None, "`think` counts the turns before the first try"
        play_out(self.policy, game, start + self.ahead)
        return reward(self.spec, game, me)
