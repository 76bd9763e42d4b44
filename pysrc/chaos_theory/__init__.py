"""Eminent Domain: Chaos Theory (Seth Jaffee), the dice game for 2 to 5 players, as the table
sees it.

The rules follow the designer's v2.1 text (seed 000); the components it does not give are
reconstructed in `cards`. Each open point of the rules is a set-up option, and every reading
chosen is in docs/rules-notes-chaos-theory.md.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from chaos_theory import bots
from chaos_theory.actions import ActionError
from chaos_theory.cards import ROLES
from chaos_theory.determinize import determinize
from chaos_theory.engine import PLAYERS, TITLE, Game
from chaos_theory.invariants import invariants
from chaos_theory.perturb import perturb
from chaos_theory.snapshot import snapshot
from chaos_theory.styles import STYLES
from chaos_theory.view import playout_view, view
from tabletop.spec import Config, GameSpec, Option


def new(config: Config, seed: int) -> Game:
    return Game.new(config, seed)


def _secrets(game: Game) -> Hashable:
    """What changes whenever hidden information comes out: a roll (the generator) or a tile
    drawn from the bag. Undo stops there."""
    s = game.reading
    return s.rng, len(s.bag)


def _new_round(game: Game, events: list[dict[str, Any]]) -> bool:
    """A round is a turn of each player: one starts when the start player leads again."""
    s = game.reading
    return any(e["kind"] == "turn" and e["player"] == s.start for e in events)


# Each open point of the v2.1 text is an option; the first value is the reading recommended
# by the reconstruction (docs/rules-notes-chaos-theory.md gives the reasons).
OPTIONS = (
    Option("politics", ("convert", "wild"), "convert", "chaos.politics"),
    Option("used_dice", ("own_turn", "each_role"), "own_turn", "chaos.used_dice"),
    Option("oversight", (True, False), True, "chaos.oversight"),
    Option("storage", ("any_planet", "face_up"), "any_planet", "chaos.storage"),
    Option("tech_influence", ("cumulative", "highest"), "cumulative", "chaos.tech_influence"),
    Option("tokens", ("per_player", "fixed"), "per_player", "chaos.tokens"),
)


def role_of(action: str) -> str | None:
    """The role `role <role>` leads (Produce and Trade are two roles, as the notation says),
    for the arena's and the balance lab's role counts."""
    verb, _, role = action.partition(" ")
    return role if verb == "role" and role in ROLES else None


SPEC: GameSpec[Game] = GameSpec(
    id="chaos-theory",
    title=TITLE,
    version=1,
    players=PLAYERS,
    options=OPTIONS,
    new=new,
    view=view,
    playout_view=playout_view,
    determinize=determinize,
    invariants=invariants,
    snapshot=snapshot,
    perturb=perturb,
    evaluate=bots.evaluate,
    reward=bots.reward,
    policy=bots.policy,
    action_error=ActionError,
    secrets=_secrets,
    new_round=_new_round,
    role_of=role_of,
    styles=STYLES,
    ui_module="chaos_theory.ui",
    demos_module="chaos_theory.demo_data",
    tutorial_module="chaos_theory.tutorial",
    # Drawn in Eminent Domain's look (its icons, planets and areas), with rules of its own.
    stylesheets=("eminent_domain/cards.css", "chaos_theory/chaos-theory.css"),
    sprites=("eminent_domain/icons.svg",),
    titles={"fr": "Eminent Domain\u00a0: Chaos Theory"},
    colophon={
        "en": "Chaos Theory, an unpublished dice game by Seth Jaffee.",
        "fr": "Chaos Theory, un jeu de dés inédit de Seth Jaffee.",
    },
)

__all__ = ["SPEC", "ActionError", "Game"]
