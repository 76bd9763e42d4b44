"""Eminent Domain as its designer's rules of 5 January 2010 stood (seed 004): Harvest instead
of Produce, Armies, a technology deck per planet type, Survey by card backs, and a game that
ends when any role pile runs out.

Built on the core's decision stack, hand and action notation (`tabletop.turn`,
`tabletop.deckbuilding`, `tabletop.actions`), and on the base game's data through its extension
points: the planet cards and their backs (`eminent_domain.planets`), the shapes of planets
and decisions (`eminent_domain.state`), the rulebook's words (`eminent_domain.vocab`) and the
role-selection turn's verbs (`eminent_domain.actions.TURN_VERBS`). Every reading of what the
seed leaves open is in docs/rules-notes-prototype-2010.md.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import Any

from prototype_2010 import bots
from prototype_2010.cards import ROLES
from prototype_2010.determinize import determinize
from prototype_2010.engine import PLAYERS, TITLE, VERSION, Game
from prototype_2010.invariants import invariants
from prototype_2010.perturb import perturb
from prototype_2010.snapshot import snapshot
from prototype_2010.state import Setup
from prototype_2010.styles import STYLES
from prototype_2010.view import playout_view, view
from tabletop.actions import ActionError
from tabletop.spec import Config, GameSpec, Option


def new(config: Config, seed: int, version: int = VERSION) -> Game:
    return Game.new(
        Setup(
            config["players"],
            config["role_counts"],
            config["role_actions"],
            config["start_face_up"],
            config["colonies"],
        ),
        seed,
        version,
    )


def new_version_1(config: Config, seed: int) -> Game:
    """A game of the rules' version 1, in which a Trade role could stop before its last icon:
    the records, saves and links made then replay by it."""
    return new(config, seed, 1)


def _secrets(game: Game) -> Hashable:
    """What changes whenever hidden information comes out: a shuffle (the generator), a card
    drawn from any deck, a planet or technology taken off its deck, a peek. Undo stops there."""
    s = game.reading
    return (
        s.rng,
        len(s.planet_deck),
        tuple(len(deck) for deck in s.tech_decks.values()),
        tuple(len(p.deck) for p in s.players),
        tuple(s.peeked),
    )


def _new_round(game: Game, events: list[dict[str, Any]]) -> bool:
    """A round is a turn of each player: one starts when the start player's turn does."""
    s = game.reading
    return any(e["type"] == "turn" and e["player"] == s.start for e in events)


def _end_reason(game: Game) -> str:
    """Which role pile (or the VP supply) ran out; several when they ran out together."""
    end = game.reading.end
    return " + ".join("VP supply" if reason == "vp" else f"{reason} pile" for reason in end)


def role_of(action: str) -> str | None:
    """The role `lead <role>` takes (Harvest where 2011 has Produce), for the arena's and the
    balance lab's role counts."""
    verb, _, role = action.partition(" ")
    return role if verb == "lead" and role in ROLES else None


# What the seed leaves open, each as an option; the first value is the reading recommended by
# the reconstruction (docs/rules-notes-prototype-2010.md gives the reasons).
OPTIONS = (
    Option("role_counts", ("reconstructed", "even19"), "reconstructed", "proto.role_counts"),
    Option("role_actions", ("none", "jan13"), "none", "proto.role_actions"),
    Option("start_face_up", (False, True), False, "proto.start_face_up"),
    Option("colonies", ("return", "consumed"), "return", "proto.colonies"),
)

_SPEC: GameSpec[Game] = GameSpec(
    id="prototype-2010",
    title=TITLE,
    version=VERSION,
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
    policy=bots.policy,
    action_error=ActionError,
    secrets=_secrets,
    new_round=_new_round,
    end_reason=_end_reason,
    role_of=role_of,
    styles=STYLES,
    home_entry={
        "en": "What changed from 2010 to 2011",
        "fr": "Ce qui a changé de 2010 à 2011",
    },
    ui_module="prototype_2010.ui",
    demos_module="prototype_2010.demo_data",
    tutorial_module="prototype_2010.tutorial",
    # Drawn in Eminent Domain's look, with Microcosm's mark of a reconstructed value (.mc-mark).
    stylesheets=(
        "eminent_domain/cards.css",
        "microcosm/microcosm.css",
        "prototype_2010/prototype-2010.css",
    ),
    sprites=("eminent_domain/icons.svg",),
    titles={"fr": "Eminent Domain\u00a0: le prototype de 2010"},
    colophon={
        "en": "The 2010 prototype, after Seth Jaffee's rules of January 2010.",
        "fr": "Le prototype de 2010, d'après les règles de Seth Jaffee de janvier 2010.",
    },
)

# Version 2 makes a Trade role use every icon, as Harvest does; version 1 (Trade may stop
# early) is still read. The deal and every other rule are the same; the state says which
# version a game plays (`State.version`).
SPEC = replace(_SPEC, older_versions={1: replace(_SPEC, version=1, new=new_version_1)})

__all__ = ["SPEC", "ActionError", "Game"]
