"""Eminent Domain (2011) as the core sees it: its `GameSpec`.

The engine's own `Config` stays the engine's; the core holds the same values as plain data
(`{"players", "variant", "errata"}`), which is exactly what records written before the core
existed hold, so old saves read unchanged.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from eminent_domain import rules
from eminent_domain.actions import ROLE_NAMES
from eminent_domain.determinize import determinize
from eminent_domain.engine import Game
from eminent_domain.features import LEARNING
from eminent_domain.invariants import violations
from eminent_domain.perturb import perturb
from eminent_domain.policy import evaluate, playout_choice, policy
from eminent_domain.state import VARIANTS, Config
from eminent_domain.styles import STYLES
from eminent_domain.view import policy_view, view_for
from tabletop.actions import ActionError
from tabletop.links import LinkError, Reader
from tabletop.spec import Config as ConfigData
from tabletop.spec import GameSpec, Option


def _new(config: ConfigData, seed: int) -> Game:
    return Game.new(Config.from_dict(config), seed)


def _check(config: ConfigData) -> None:
    Config.from_dict(config)  # the engine's own rule (Extended needs exactly 3 players)


def _v1_link_config(reader: Reader) -> ConfigData:
    """The set-up byte of links made before the core (`#game=v1.`): players - 2 in bits 0-1,
    the variant's index in bits 2-4, errata in bit 5."""
    byte = reader.byte("the game set-up")
    variant = byte >> 2 & 0b111
    if byte >> 6 or (byte & 0b11) > 2 or variant >= len(VARIANTS):
        raise LinkError("the link names a game set-up this version does not know")
    return {"players": (byte & 0b11) + 2, "variant": VARIANTS[variant], "errata": bool(byte & 32)}


def _secrets(game: Game) -> Hashable:
    """What a draw, a shuffle or a planet drawn from the deck changes: undo stops there."""
    state = game.reading
    return tuple(len(p.deck) for p in state.players), len(state.planet_deck), state.rng


def _step_checks(game: Game, events: list[dict[str, Any]]) -> list[str]:
    """After a cleanup the player's hand is within its limit (drawn up to it, never above)."""
    problems = []
    for event in events:
        if event["type"] == "cleanup":
            player = game.reading.players[event["player"]]
            if len(player.hand) > rules.hand_limit(player):
                problems.append(f"player {event['player']} over the hand limit")
    return problems


def _new_round(game: Game, events: list[dict[str, Any]]) -> bool:
    """The start player's turn begins (an extra turn after the last round is none)."""
    kinds = {event["type"] for event in events}
    starts = any(e["type"] == "turn" and e["player"] == game.reading.start for e in events)
    return starts and "extra_turn" not in kinds


def role_of(action: str) -> str | None:
    """The role `lead <role>` leads (Produce and Trade are two roles: they share a stack,
    but the leader chooses one), for the arena's and the balance lab's role counts."""
    verb, _, role = action.partition(" ")
    return role if verb == "lead" and role in ROLE_NAMES else None


def hard_turns(players: int) -> int:
    """Hard looks until its own next turn is over: each seat's turn, then one more (three at
    two seats, as before). At four seats, three turns stopped before it, and looking this far
    won 59.5 % of 100 paired games against three Medium where three turns won 42.5 %
    (docs/bots.md, "How far Hard looks")."""
    return players + 1


SPEC: GameSpec[Game] = GameSpec(
    id="eminent-domain",
    title="Eminent Domain",
    version=1,
    players=(2, 3, 4),
    options=(
        Option("variant", VARIANTS, "standard", "new.variant"),
        Option("errata", (False, True), False, "new.errata"),
    ),
    new=_new,
    view=view_for,
    determinize=determinize,
    invariants=lambda game: violations(game.reading),
    snapshot=lambda game: game.reading.to_dict(),
    perturb=perturb,
    evaluate=evaluate,
    policy=policy,
    check_config=_check,
    action_error=ActionError,
    playout_view=policy_view,
    playout_choice=playout_choice,
    hard_turns=hard_turns,
    learning=LEARNING,
    ui_module="eminent_domain.ui",
    demos_module="eminent_domain.demo_data",
    tutorial_module="eminent_domain.tutorial",
    stylesheets=("eminent_domain/cards.css",),
    sprites=("eminent_domain/icons.svg",),
    colophon={
        "en": "Eminent Domain, a game by Seth Jaffee (Tasty Minstrel Games).",
        "fr": "Eminent Domain, un jeu de Seth Jaffee (Tasty Minstrel Games).",
    },
    secrets=_secrets,
    step_checks=_step_checks,
    new_round=_new_round,
    role_of=role_of,
    styles=STYLES,
    legacy_records=("eminent-domain/1",),
    legacy_links={"v1.": _v1_link_config},
    legacy_demos=("eminent-domain-demo/1",),
)
