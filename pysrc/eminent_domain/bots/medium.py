"""Medium: determinized flat Monte Carlo with Easy-policy playouts.

Each candidate action is tried in several determinizations (games sampled from the bot's view,
never the true state), followed by a short playout in which every seat plays the Easy policy;
the position reached is scored by `evaluate`, and the candidate with the best mean wins. The
budget is counted in playouts, so a bot's choices depend only on its view and seed.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from eminent_domain import rules
from eminent_domain.bots.base import SeededBot
from eminent_domain.bots.easy import EasyBot
from eminent_domain.determinize import determinize
from eminent_domain.view import policy_view

DETERMINIZATIONS = 4  # samples of the hidden information per decision
PLAYOUT_TURNS = 3  # turns played out after the candidate, then the position is evaluated
MAX_CANDIDATES = 8  # beyond this, the Easy choice plus a seeded sample of the others


def evaluate(game: Any, seat: int) -> float:
    """How good a (sampled) position is for `seat`: its score lead over the best opponent,
    counting resources, fighters and colonies as part-way to influence."""

    def worth(index: int) -> float:
        player = game.state.players[index]
        colonies = sum(len(planet.colonies) for planet in player.empire)
        return float(
            rules.score(player)
            + 0.5 * rules.resources(player)
            + 0.2 * player.fighters
            + 0.25 * colonies
        )

    mine = worth(seat)
    others = [worth(i) for i in range(len(game.state.players)) if i != seat]
    return mine - max(others)


class MediumBot(SeededBot):
    name = "medium"

    def __init__(self, seed: int = 0, determinizations: int = DETERMINIZATIONS) -> None:
        super().__init__(seed)
        self.determinizations = determinizations
        self.policy = EasyBot(seed)

    def think(self, view: dict[str, Any]) -> Iterator[str | None]:
        """One playout per step (None), then the candidate with the best total."""
        legal: list[str] = list(view["legal_actions"])
        if len(legal) == 1:
            yield legal[0]
            return
        seat = view["viewer"]
        candidates = self._candidates(view, legal)
        totals = dict.fromkeys(candidates, 0.0)
        for _ in range(self.determinizations):
            sample = determinize(view, self.rng.below(1 << 62))
            for action in candidates:
                game = sample.clone()
                game.apply(action)
                self._play_out(game)
                totals[action] += evaluate(game, seat)
                yield None
        yield max(candidates, key=lambda action: totals[action])

    def _candidates(self, view: dict[str, Any], legal: list[str]) -> list[str]:
        if len(legal) <= MAX_CANDIDATES:
            return legal
        first = self.policy.choose(view)
        others = [a for a in legal if a != first]
        picked = [others.pop(self.rng.below(len(others))) for _ in range(MAX_CANDIDATES - 1)]
        return [first, *picked]

    def _play_out(self, game: Any) -> None:
        """Every seat plays Easy for a few turns (on the sampled game only)."""
        state = game.state
        last_turn = state.turn + PLAYOUT_TURNS
        while not game.is_over and state.turn < last_turn:
            seat = game.current_player
            game.apply(self.policy.choose(policy_view(game, seat)))
