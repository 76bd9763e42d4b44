"""Eminent Domain: Microcosm (Seth Jaffee), for two players: the game as the table sees it.

The rules follow seed 002; card faces the sources do not give are reconstructed in `cards`,
and every reading chosen where the rules are silent is in docs/rules-notes-microcosm.md.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import Any

from microcosm import bots
from microcosm.actions import ActionError
from microcosm.determinize import determinize
from microcosm.engine import PLAYERS, TITLE, VERSION, Game
from microcosm.invariants import invariants
from microcosm.perturb import perturb
from microcosm.snapshot import snapshot
from microcosm.view import playout_view, view, visible_planets
from tabletop.spec import Config, GameSpec, Option, check_players


def new(config: Config, seed: int, version: int = VERSION) -> Game:
    """The engine deals two seats whatever the set-up says, so another count is refused
    here, as the spec refuses it, rather than dealt as a two-player game."""
    check_players(TITLE, PLAYERS, config["players"])
    return Game.new(seed, bool(config["reveal_after_flip"]), version)


def new_version_1(config: Config, seed: int) -> Game:
    """A game of the rules' version 1, in which a pile's face-down planet was drawn at random:
    the records, saves and links made then replay by it."""
    return new(config, seed, 1)


def _secrets(game: Game) -> Hashable:
    """What changes whenever hidden information becomes known to anyone: undo stops there.

    The generator (a blind pick from a pile, a random peek or steal), the deck's size (a draw,
    or a refill of the supply), the planets each seat knows (a flip, a Survey, a peek; they
    stay known wherever they move) and the hand cards each seat keeps to itself (a card played
    or shown from hand, a hand shown by Propaganda, the final reveal).
    """
    s = game.reading
    known = tuple(frozenset(visible_planets(s, seat)) for seat in (0, 1))
    private = tuple(frozenset(h.card for h in hand if not h.public) for hand in s.hands)
    return s.rng, len(s.deck), known, private


def _new_round(game: Game, events: list[dict[str, Any]]) -> bool:
    """A round is a turn of each player: one starts when the first player's turn begins."""
    s = game.reading
    return not game.is_over and any(
        e["kind"] == "turn_ended" and e["player"] != s.first for e in events
    )


OPTIONS = (
    # Open question: may the attacker show Warfare icons after a face-down target is flipped?
    # Seed 002 says icons may be shown at any moment (True); False makes the attacker commit
    # blind, which some players prefer for a real gamble.
    Option("reveal_after_flip", (True, False), True, "microcosm.reveal_after_flip"),
)

_SPEC: GameSpec[Game] = GameSpec(
    id="microcosm",
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
    reward=bots.reward,
    hard_turns=bots.hard_turns,
    policy=bots.policy,
    alike=bots.alike,
    action_error=ActionError,
    secrets=_secrets,
    new_round=_new_round,
    ui_module="microcosm.ui",
    demos_module="microcosm.demo_data",
    tutorial_module="microcosm.tutorial",
    # Drawn in Eminent Domain's look (its cards, icons and planets), with a few rules of its own.
    stylesheets=("eminent_domain/cards.css", "microcosm/microcosm.css"),
    sprites=("eminent_domain/icons.svg",),
    titles={"fr": "Eminent Domain\u00a0: Microcosm"},
    counts_turns=True,  # "Turn 12 of 18"
    colophon={
        "en": "Eminent Domain: Microcosm, a game by Seth Jaffee (Tasty Minstrel Games).",
        "fr": "Eminent Domain : Microcosm, un jeu de Seth Jaffee (Tasty Minstrel Games).",
    },
)

# Version 2 chooses which face-down planet of a pile Colonize or Warfare takes; version 1 (one
# choice per pile, the planet drawn at random) is still read. The deal and every other rule
# are the same; the state says which version a game plays (`State.version`).
SPEC = replace(_SPEC, older_versions={1: replace(_SPEC, version=1, new=new_version_1)})

__all__ = ["SPEC", "ActionError", "Game"]
