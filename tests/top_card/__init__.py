"""Top Card: a fifth game kept under tests/, registered only while the tests run.

It proves that a game is one package and one registration: it touches no file outside this
folder, yet the conformance suite checks it (`test_top_card.py`) and the browser shell
plays it to the end (`test_top_card_in_the_browser.py`).
"""

from __future__ import annotations

from typing import Any

from tabletop.spec import Config, GameSpec, View

from .engine import CARDS, HAND, PLAYERS, TITLE, Game, State, winners
from .view import determinize, perturb, playout_view, snapshot, view


def new(config: Config, seed: int) -> Game:
    return Game.new(config["players"], seed)


def invariants(game: Game) -> list[str]:
    s: State = game.reading
    problems = []
    cards = [*s.hands[0], *s.hands[1], *s.aside, *(card for _, card in s.trick)]
    played = len(s.trick) + 2 * s.turn
    if len(cards) + 2 * s.turn != len(CARDS) or len(set(cards)) != len(cards):
        problems.append(f"the cards are not all there once: {sorted(cards)}")
    if sum(s.taken) != s.turn or played != 2 * HAND - len(s.hands[0]) - len(s.hands[1]):
        problems.append(f"{sum(s.taken)} tricks taken after {s.turn} played")
    if (s.pending is None) != (s.turn == HAND):
        problems.append("the game ends after the last trick, and only then")
    return problems


def evaluate(game: Game, seat: int) -> float:
    taken = game.reading.taken
    return float(taken[seat] - taken[1 - seat])


def policy(seen: View, rng: Any) -> str:
    """Easy: lead the highest card; answer with the lowest card that takes the trick, else
    with the lowest card."""
    hand: list[int] = seen["hand"]
    if not seen["trick"]:
        return f"play {max(hand)}"
    led = seen["trick"][0][1]
    taking = [card for card in hand if card > led]
    return f"play {min(taking) if taking else min(hand)}"


SPEC: GameSpec[Game] = GameSpec(
    id="top-card",
    title=TITLE,
    version=1,
    players=PLAYERS,
    options=(),
    new=new,
    view=view,
    determinize=determinize,
    invariants=invariants,
    snapshot=snapshot,
    perturb=perturb,
    evaluate=evaluate,
    policy=policy,
    playout_view=playout_view,
    ui_module=f"{__name__}.ui",
)

__all__ = ["SPEC", "winners"]
