"""Medium: determinized flat Monte Carlo with Easy-policy playouts.

Each candidate action is tried in several determinizations (games sampled from the bot's view
by `spec.determinize`, never the true state), followed by a short playout in which every seat
plays the Easy policy (`spec.policy`, on `spec.playout_view`); the position reached is scored
by `spec.evaluate`, and the candidate with the best mean wins. The budget is counted in
playouts, so a bot's choices depend only on its view and seed.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from tabletop.bots.base import SeededBot, distinct
from tabletop.bots.easy import EasyBot
from tabletop.bots.playout import play_out
from tabletop.spec import GameSpec, base_view

DETERMINIZATIONS = 4  # samples of the hidden information per decision
PLAYOUT_TURNS = 3  # turns played out after the candidate, then the position is evaluated
MAX_CANDIDATES = 8  # beyond this, the Easy choice plus a seeded sample of the others


class MediumBot(SeededBot):
    name = "medium"

    def __init__(
        self, spec: GameSpec[Any], seed: int = 0, determinizations: int = DETERMINIZATIONS
    ) -> None:
        super().__init__(spec, seed)
        self.determinizations = determinizations
        self.policy = EasyBot(spec, seed)  # every seat's playout policy, with its own generator

    def think(self, view: dict[str, Any]) -> Iterator[str | None]:
        """One playout per step (None), then the candidate with the best total."""
        seen = base_view(view)
        legal = list(seen["legal_actions"])
        if len(legal) == 1:
            yield legal[0]
            return
        seat = seen["viewer"]
        assert seat is not None, "an onlooker has no decision to make"
        same = distinct(self.spec, view, legal)
        candidates = self._candidates(view, same)
        if len(candidates) == 1:
            yield candidates[0]
            return
        totals = dict.fromkeys(candidates, 0.0)
        for _ in range(self.determinizations):
            sample = self.spec.determinize(view, self.rng.below(1 << 62))
            for action in candidates:
                game = sample.clone()
                game.apply(action)
                play_out(self.policy, game, game.turn + PLAYOUT_TURNS)
                totals[action] += self.spec.evaluate(game, seat)
                yield None
        yield max(candidates, key=lambda action: totals[action])

    def _candidates(self, view: dict[str, Any], same: dict[str, str]) -> list[str]:
        """The legal actions to try, one of each alike kind (`distinct`): all of them, or
        the Easy choice and a seeded sample of the others."""
        legal = [action for action, kept in same.items() if action == kept]
        if len(legal) <= MAX_CANDIDATES:
            return legal
        first = same[self.policy.choose(view)]
        others = [a for a in legal if a != first]
        picked = [others.pop(self.rng.below(len(others))) for _ in range(MAX_CANDIDATES - 1)]
        return [first, *picked]
