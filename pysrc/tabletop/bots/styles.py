"""Bots with a style: a level's bot that leans towards some roles (`GameSpec.styles`).

A style leans, it does not forbid: at a role choice it takes one of its roles most of the time
(`LEAN`), and otherwise, and at every other decision, it plays its level's game. So a warlord
still colonizes when its level would, just less often, and a style changes how a bot plays
more than how well: the arena shows both (`easy:warlord` against `easy`).

Like every bot, a styled bot reads only its view (`view["legal_actions"]`, through the game's
`role_of`) and draws from its own seeded generator, never the game's.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from tabletop.bots.base import Bot, last_answer
from tabletop.rng import Rng, seed_state
from tabletop.spec import GameSpec, base_view
from tabletop.style import Style

LEAN = 0.75  # the chance of taking a favoured role where one is offered among other roles
_PRECISION = 1 << 30  # LEAN as a fraction of this, for a draw from the integer generator
# Mixed into the bot's seed, so that the style's draws are not the wrapped bot's own sequence
# (an Easy bot with the same seed draws from `seed_state(seed)`).
_STREAM = 0x57_71_E5_0F_B0_75


class StyledBot:
    """`bot` (any level's, from `make_bot`) leaning towards `style`'s roles.

    At a decision where two or more legal actions lead a role and one of them leads a
    favoured role, it takes a favoured role with probability `LEAN`: the wrapped bot's own
    choice when that is favoured (its level's judgement among the style's roles), else one of
    the favoured actions at random. Otherwise it answers as the wrapped bot does."""

    def __init__(self, bot: Bot, style: Style, spec: GameSpec[Any], seed: int = 0) -> None:
        if spec.role_of is None:
            raise ValueError(f"{spec.title} has no roles for a style to lean towards")
        self.bot = bot
        self.style = style
        self.spec = spec
        self.rng = Rng(seed_state(seed ^ _STREAM))
        self.name = f"{bot.name}:{style.id}"
        self._roles = frozenset(style.roles)

    def choose(self, view: dict[str, Any]) -> str:
        """Think to the end and answer."""
        return last_answer(self.think(view))

    def think(self, view: dict[str, Any]) -> Iterator[str | None]:
        """The wrapped bot's thinking, step by step (so that Hard stays sliceable in a page
        without a worker), then its answer or, at a role choice, a favoured role."""
        choice: str | None = None
        for answer in self._wrapped_steps(view):
            if answer is not None:
                choice = answer
                break
            yield None
        if choice is None:
            raise AssertionError("the wrapped bot ended without an answer")
        yield self._lean(view, choice)

    def _wrapped_steps(self, view: dict[str, Any]) -> Iterator[str | None]:
        """The wrapped bot's `think` where it has one (every `SeededBot`), else its answer."""
        think = getattr(self.bot, "think", None)
        if think is None:
            return iter((self.bot.choose(view),))
        steps: Iterator[str | None] = think(view)
        return steps

    def favoured(self, view: dict[str, Any]) -> list[str]:
        """The legal actions leading one of the style's roles, where the decision is a role
        choice (two or more actions lead a role); empty elsewhere."""
        role_of = self.spec.role_of
        assert role_of is not None  # checked when the bot was made
        roles = [(action, role_of(action)) for action in base_view(view)["legal_actions"]]
        leading = [(action, role) for action, role in roles if role is not None]
        if len(leading) < 2:
            return []
        return [action for action, role in leading if role in self._roles]

    def _lean(self, view: dict[str, Any], choice: str) -> str:
        """The answer at a decision the wrapped bot answered with `choice`."""
        favoured = self.favoured(view)
        if not favoured:
            return choice
        # Drawn at every role choice, whatever the wrapped bot chose, so that the style's
        # sequence of draws depends only on the decisions met.
        leans = self.rng.below(_PRECISION) < LEAN * _PRECISION
        if not leans or choice in favoured:
            return choice
        return favoured[self.rng.below(len(favoured))]
