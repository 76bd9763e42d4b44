"""Positions built by hand, every card still accounted for (the rest goes to deck and piles)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from microcosm.cards import DOMAINS, PILE_COSTS, PLANET, PLANETS, TECHS
from microcosm.engine import VERSION, Game
from microcosm.invariants import invariants
from microcosm.state import HandCard, Slot, State


def _slot(text: str, owner: int | None) -> Slot:
    """ "P05" face down (known to its owner), "P05+" face up."""
    if text.endswith("+"):
        return Slot(text[:-1], True, [])
    return Slot(text, False, [] if owner is None else [owner])


def position(
    *,
    active: int = 0,
    first: int = 0,
    supply: Sequence[str] | None = None,
    deck: Sequence[str] | None = None,
    hands: Sequence[Sequence[str]] = ((), ()),
    discards: Sequence[Sequence[str]] = ((), ()),
    colonies: Sequence[Sequence[str]] = ((), ()),
    spoils: Sequence[Sequence[str]] = ((), ()),
    techs: Sequence[Sequence[str]] = ((), ()),
    piles: Sequence[Sequence[str]] | None = None,
    pending: dict[str, Any] | None = None,
    played: str | None = None,
    reveal_after_flip: bool = True,
    seed: int = 1,
    version: int = VERSION,
) -> Game:
    used = {c for zone in (*hands, *discards) for c in zone} | set(deck or ())
    if played:
        used.add(played)
    if supply is None:  # the three highest cards not placed elsewhere
        supply = [c.id for c in DOMAINS if c.id not in used][-3:]
    used |= set(supply)
    if deck is None:
        deck = [c.id for c in DOMAINS if c.id not in used]
    placed = {p.rstrip("+") for zone in (*colonies, *(piles or ())) for p in zone}
    placed |= {p for zone in spoils for p in zone}
    if piles is None:
        piles = [
            [p.id for p in PLANETS if p.cost == cost and p.id not in placed] for cost in PILE_COSTS
        ]
    owned = {t for zone in techs for t in zone}
    state = State(
        rng=seed,
        first=first,
        active=active,
        turn=0,
        deck=list(deck),
        supply=list(supply),
        piles=[[_slot(p, None) for p in pile] for pile in piles],
        centre=[t.id for t in TECHS if t.id not in owned],
        hands=[sorted((HandCard(c) for c in hand), key=lambda h: h.card) for hand in hands],
        discards=[list(d) for d in discards],
        colonies=[[_slot(p, seat) for p in col] for seat, col in enumerate(colonies)],
        spoils=[list(s) for s in spoils],
        techs=[list(t) for t in techs],
        played=played,
        pending=pending if pending is not None else {"kind": "main", "player": active},
        reveal_after_flip=reveal_after_flip,
        version=version,
    )
    game = Game(state)
    problems = [p for p in invariants(game) if "supply" not in p]
    assert not problems, problems
    return game


def run(game: Game, *actions: str) -> list[dict[str, Any]]:
    """Apply actions in order, returning all their events."""
    events: list[dict[str, Any]] = []
    for action in actions:
        events += game.apply(action)
    return events


def legal(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def kinds(events: list[dict[str, Any]]) -> list[str]:
    return [e["kind"] for e in events]


def planet_cost(pid: str) -> int:
    return PLANET[pid].cost
