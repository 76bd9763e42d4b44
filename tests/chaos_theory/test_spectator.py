"""Chaos Theory seen by a spectator (`view(game, None)`: a link or a replay of a game in
progress): every seat drawn as an opponent, in seat order from seat 0, with no choice and no
preview, and a table that stays the same, to the byte, whatever is hidden from any seat."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from functools import cache

import pytest

from chaos_theory import SPEC
from chaos_theory.engine import Game
from chaos_theory.ui import preview
from chaos_theory.ui.describe import PENDING_KINDS
from tabletop import registry
from tabletop.ui import frame
from tabletop.ui.game_ui import TableContext, ui_of

from .test_ui import crafted

UI = ui_of(registry.get("chaos-theory"))

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed")
SEATS = re.compile(r'class="empire ct-area[^"]*"[^>]*data-seat="(\d)"')


@cache
def playthrough(players: int, seed: int) -> tuple[tuple[Game, tuple[str, ...]], ...]:
    """Every position of a random game and its log so far (nothing in an event is secret)."""
    game = SPEC.new(SPEC.default_config(players), seed)
    rng = random.Random(seed)
    steps: list[tuple[Game, tuple[str, ...]]] = []
    log: list[str] = []
    while True:
        steps.append((game.clone(), tuple(log[-30:])))
        if game.is_over:
            return tuple(steps)
        for event in game.apply(str(rng.choice(game.legal_actions()))):
            line = UI.sentence(event, list(NAMES[:players]))
            assert line
            log.append(line)


def sampled(players: int, count: int = 20) -> Iterator[tuple[Game, tuple[str, ...]]]:
    """About `count` positions spread over each of two games (long at 5 players), and each
    game's last one."""
    for seed in (1, 2):
        steps = playthrough(players, seed)
        yield from steps[:: max(1, len(steps) // count)]
        yield steps[-1]


def drawn(game: Game, log: tuple[str, ...] = (), interactive: bool = False) -> str:
    """The spectator's table and prompt, as a link or a replay would show them."""
    players = len(game.state.players)
    names = NAMES[:players]
    bots = tuple("easy" if seat % 2 else None for seat in range(players))
    view = SPEC.view(game, None)
    ctx = TableContext(names=names, bots=bots, log=log, interactive=interactive)
    return frame.table(UI, view, ctx) + UI.prompt(view, list(names))


@pytest.mark.parametrize("players", SPEC.players)
def test_a_spectators_table_is_the_same_whatever_is_hidden_from_any_seat(players: int) -> None:
    checked = changed = 0
    for game, log in sampled(players):
        html = drawn(game, log)
        for seat in range(players):
            other = SPEC.perturb(game, seat, 1000 * checked + seat)
            changed += SPEC.snapshot(other) != SPEC.snapshot(game)
            assert drawn(other, log) == html, f"seat {seat}'s secrets reach the drawing"
        checked += 1
    assert checked > 20 and changed > checked  # the bag's order and the generator change


@pytest.mark.parametrize("players", SPEC.players)
def test_a_spectator_has_every_seat_as_an_opponent_in_seat_order_and_no_choice(
    players: int,
) -> None:
    for game, _ in sampled(players, 8):
        view = SPEC.view(game, None)
        assert view["viewer"] is None and view["legal_actions"] == []
        for interactive in (True, False):
            html = drawn(game, interactive=interactive)
            assert SEATS.findall(html) == [str(seat) for seat in range(players)]
            assert 'data-action="' not in html and 'data-command="undo"' not in html
            assert "data-pick" not in html and "act-will" not in html  # no target, no preview
            assert "(you)" not in html and "Your choices" not in html
            pending = view["pending"]
            if pending is not None:
                assert f"\u2068{NAMES[pending['player']]}\u2069" in UI.prompt(
                    view, list(NAMES[:players])
                )


def test_a_spectator_is_told_whose_decision_it_is_and_labels_it_as_the_decider_would() -> None:
    for kind in PENDING_KINDS:
        for players in (2, 3, 5):
            game = crafted(kind, players)
            seat = game.current_player
            assert seat is not None
            spectator, decider = SPEC.view(game, None), SPEC.view(game, seat)
            names = list(NAMES[:players])
            title = UI.prompt(spectator, names)
            assert title.startswith(f"\u2068{NAMES[seat]}\u2069"), (kind, title)
            assert title == UI.prompt(SPEC.view(game, (seat + 1) % players), names)
            for action in decider["legal_actions"]:
                assert UI.label(action, spectator) == UI.label(action, decider)
                assert preview.will(action, spectator) is None


def test_a_seats_own_view_still_comes_first_and_offers_its_choices() -> None:
    game = crafted("lead", 3)
    seat = game.current_player
    assert seat is not None
    view = SPEC.view(game, seat)
    html = frame.table(UI, view, TableContext(names=NAMES[:3], bots=(None,) * 3))
    assert SEATS.findall(html) == [str((seat + k) % 3) for k in range(3)]
    assert f"{NAMES[seat]}</bdi> (you)" in html
    assert re.findall(r'data-action="([^"]*)"', html) == view["legal_actions"]
