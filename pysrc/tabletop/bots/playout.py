"""The search bots' playouts: on a sampled game, every seat plays Easy until a turn is reached.

Medium and Hard share it. A forced decision (one legal action) is taken without a view; a
decision the game can answer as Easy would straight from the sampled game
(`GameSpec.playout_choice`: in the base game, adding one more card to a role) is too; every
other decision reads the seat's playout view. Building that view was the largest part of a
search (docs/performance.md), and the choices are Easy's either way (the conformance suite
checks `playout_choice` against the policy on the view).
"""

from __future__ import annotations

from typing import Any

from tabletop.bots.easy import EasyBot


def play_out(policy: EasyBot, game: Any, end: int) -> None:
    """Play `game` (a sample: never the true state) with `policy` in every seat until turn
    `end` begins or the game ends."""
    spec = policy.spec
    quick = spec.playout_choice
    view_of = spec.playout_view or spec.view
    while not game.is_over and game.turn < end:
        legal = game.legal_actions()
        if len(legal) == 1:  # forced: the policy would take it without reading a view
            game.apply(legal[0])
            continue
        seat = game.current_player
        choice = None if quick is None else quick(game, seat, legal)
        game.apply(policy.choose(view_of(game, seat)) if choice is None else choice)
