"""What one seat may see: the only way anything outside the engine looks at a game.

Hidden from the viewer: the deck (its size only), face-down planets in the piles and the other
player's face-down Colonies unless the viewer has looked at them (each shows its cost tier and
whether the other player knows it), the other player's hand except cards it has shown, and
the generator. Everything here is JSON data; `determinize` rebuilds a game from exactly this.

Seat None is a spectator (a link or a replay of a game in progress): every seat is "the other
player" to it, so it sees hand sizes and shown cards, face-up planets only, and which seats
know each face-down planet (`known_to`, in place of `known_to_other`), as an opponent would.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Iterator
from typing import Any

from microcosm.cards import PILE_COSTS, PLANET, PLANETS
from microcosm.engine import Game, score
from microcosm.state import Slot, State


def _face(slot: Slot, viewer: int | None) -> dict[str, Any]:
    """A planet as the viewer sees it: its face if known, whether up, its cost tier."""
    planet = slot.planet if slot.known_to(viewer) else None
    return {"planet": planet, "up": slot.up, "tier": PLANET[slot.planet].cost}


def _slot(slot: Slot, viewer: int | None) -> dict[str, Any]:
    """`_face`, and who else knows the face."""
    entry = _face(slot, viewer)
    if viewer is None:  # no "other" to a spectator: who knows the face is public, as such
        entry["known_to"] = [seat for seat in (0, 1) if slot.known_to(seat)]
    else:
        entry["known_to_other"] = slot.known_to(1 - viewer)
    return entry


def visible_planets(s: State, viewer: int | None) -> set[str]:
    seen = {pid for spoils in s.spoils for pid in spoils}
    for zone in [*s.piles, *s.colonies]:
        seen |= {slot.planet for slot in zone if slot.known_to(viewer)}
    return seen


_PLANET_IDS = sorted(p.id for p in PLANETS)


def _unknown_planets(s: State, faces: Iterable[dict[str, Any]]) -> list[str]:
    """Every planet the viewer has not seen, in id order: what a face-down one may be. `faces`
    are the planets of every pile and Colony as the viewer sees them (`_face`): read from
    them, not from the slots again (`visible_planets`), since the playouts ask this often."""
    seen = {face["planet"] for face in faces}
    seen.update(pid for spoils in s.spoils for pid in spoils)
    return [pid for pid in _PLANET_IDS if pid not in seen]


def _faces(piles: list[dict[str, Any]], players: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """The planets of a view's piles and Colonies, as its viewer sees them."""
    for pile in piles:
        yield from pile["cards"]
    for player in players:
        yield from player["colonies"]


def view(game: Game, viewer: int | None) -> dict[str, Any]:
    s = game.reading
    players = []
    for seat in (0, 1):
        hand = s.hands[seat]
        mine = seat == viewer
        players.append(
            {
                "seat": seat,
                "hand": [h.card for h in hand if mine or h.public],
                "hand_public": [h.card for h in hand if h.public],
                "hand_size": len(hand),
                "discard": list(s.discards[seat]),
                "colonies": [_slot(slot, viewer) for slot in s.colonies[seat]],
                "spoils": list(s.spoils[seat]),
                "techs": sorted(s.techs[seat]),
            }
        )
    pending = None
    legal: list[str] = []
    if s.pending is not None:
        # A deep copy: nothing a reader does to its view may reach the game.
        data = {k: copy.deepcopy(v) for k, v in s.pending.items() if k not in ("kind", "player")}
        pending = {"kind": s.pending["kind"], "player": s.pending["player"], "data": data}
        if s.pending["player"] == viewer:
            legal = [str(a) for a in game.legal_actions()]
    piles = [
        {"cost": PILE_COSTS[k], "cards": [_slot(slot, viewer) for slot in pile]}
        for k, pile in enumerate(s.piles)
    ]
    result: dict[str, Any] = {
        "game": "microcosm",
        "viewer": viewer,
        "config": {"players": 2, "reveal_after_flip": s.reveal_after_flip},
        "version": s.version,  # the rules played by (`engine.VERSION`)
        "turn": s.turn,
        "first": s.first,
        "active": s.active,
        "deck_size": len(s.deck),
        "supply": list(s.supply),
        "piles": piles,
        "unknown_planets": _unknown_planets(s, _faces(piles, players)),
        "centre": sorted(s.centre),
        "players": players,
        "played": s.played,
        "shown": list(s.shown),
        "pending": pending,
        "legal_actions": legal,
        "game_over": s.pending is None,
    }
    if s.pending is None:
        result["scores"] = [score(s, 0), score(s, 1)]
        result["winners"] = game.winners()
    return result


def playout_view(game: Game, viewer: int) -> dict[str, Any]:
    """The part of `view` the Easy player reads, built faster for search bots' playouts: the
    pending decision's data not copied (a playout's policy only reads it), planets without
    who else knows them, and none of the counts, set-up and supply Easy does not read."""
    s = game.reading
    assert s.pending is not None
    players = [
        {
            "hand": [h.card for h in s.hands[seat] if seat == viewer or h.public],
            "discard": list(s.discards[seat]),
            "colonies": [_face(slot, viewer) for slot in s.colonies[seat]],
            "spoils": list(s.spoils[seat]),
            "techs": sorted(s.techs[seat]),
        }
        for seat in (0, 1)
    ]
    data = {k: v for k, v in s.pending.items() if k not in ("kind", "player")}
    piles = [
        {"cost": PILE_COSTS[k], "cards": [_face(slot, viewer) for slot in pile]}
        for k, pile in enumerate(s.piles)
    ]
    return {
        "viewer": viewer,
        "active": s.active,
        "piles": piles,
        "unknown_planets": _unknown_planets(s, _faces(piles, players)),
        "centre": sorted(s.centre),
        "players": players,
        "played": s.played,
        "pending": {"kind": s.pending["kind"], "player": s.pending["player"], "data": data},
        "legal_actions": [str(a) for a in game.legal_actions()]
        if s.pending["player"] == viewer
        else [],
    }
