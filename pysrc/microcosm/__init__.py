"""Eminent Domain: Microcosm (Seth Jaffee), for two players: the game as the table sees it.

The rules follow seed 002; card faces the sources do not give are reconstructed in `cards`,
and every reading chosen where the rules are silent is in docs/rules-notes-microcosm.md.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from microcosm import bots
from microcosm.actions import ActionError
from microcosm.determinize import determinize
from microcosm.engine import Game
from microcosm.invariants import invariants
from microcosm.perturb import perturb
from microcosm.snapshot import snapshot
from microcosm.text import NAMES, OPTION_TEXTS, describe
from microcosm.view import view
from tabletop import spec
from tabletop.spec import Config, GameSpec, Option


def _own(game: spec.Game) -> Game:
    """The core hands back the games this spec made; anything else is a caller's mistake."""
    if not isinstance(game, Game):
        raise TypeError("not a Microcosm game")
    return game


def new(config: Config, seed: int) -> Game:
    return Game.new(seed, reveal_after_flip=bool(config["reveal_after_flip"]))


def _view(game: spec.Game, seat: int) -> dict[str, Any]:
    return view(_own(game), seat)


def _invariants(game: spec.Game) -> list[str]:
    return invariants(_own(game))


def _snapshot(game: spec.Game) -> dict[str, Any]:
    return snapshot(_own(game))


def _perturb(game: spec.Game, seat: int, seed: int) -> Game:
    return perturb(_own(game), seat, seed)


def _evaluate(game: spec.Game, seat: int) -> float:
    return bots.evaluate(_own(game), seat)


def _observation(game: spec.Game, seat: int) -> Hashable:
    return bots.observation(_own(game), seat)


OPTIONS = (
    # Open question: may the attacker show Warfare icons after a face-down target is flipped?
    # Seed 002 says icons may be shown at any moment (True); False makes the attacker commit
    # blind, which some players prefer for a real gamble.
    Option("reveal_after_flip", (True, False), True, "microcosm.reveal_after_flip"),
)

SPEC = GameSpec(
    id="microcosm",
    title="Eminent Domain: Microcosm",
    version=1,
    players=(2,),
    options=OPTIONS,
    new=new,
    view=_view,
    determinize=determinize,
    invariants=_invariants,
    snapshot=_snapshot,
    perturb=_perturb,
    evaluate=_evaluate,
    policy=bots.policy,
    observation=_observation,
    action_error=ActionError,
    extra={"describe": describe, "names": NAMES, "option_texts": OPTION_TEXTS},
)

__all__ = ["SPEC", "ActionError", "Game"]
