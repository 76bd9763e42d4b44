"""What one seat may see: the only way anything outside the engine looks at a game.

Chaos Theory hides little: every die, tile and token is on the table. Hidden are the order of
the tiles in the bag (its contents are known: every tile not yet drawn) and the generator,
which decides future rolls. Everything here is JSON data; `determinize` rebuilds a game from
exactly this.

Seat None is a spectator (a link or a replay of a game in progress): since no seat knows more
than the others, its view is any seat's with no legal action and "viewer": None.
"""

from __future__ import annotations

from typing import Any

from chaos_theory.engine import (
    Game,
    capacity,
    next_spaces,
    planet_influence,
    role_symbols,
    score,
    tech_influence,
)


def public(game: Game) -> dict[str, Any]:
    """The state as everyone sees it: the bag sorted, the generator left out."""
    s = game.reading
    data = s.to_json()
    del data["rng"]
    data["bag"] = sorted(s.bag)
    return data


def view(game: Game, viewer: int | None) -> dict[str, Any]:
    s = game.reading
    result = public(game)
    pending = result.pop("pending")
    if pending is not None:
        data = {k: v for k, v in pending.items() if k not in ("kind", "player")}
        pending = {"kind": pending["kind"], "player": pending["player"], "data": data}
    legal = []
    if s.pending is not None and s.pending["player"] == viewer:
        legal = [str(a) for a in game.legal_actions()]
    for seat in range(len(s.players)):
        result["players"][seat] |= _counted(game, seat)
    result |= {
        "game": "chaos-theory",
        "viewer": viewer,
        "pending": pending,
        "legal_actions": legal,
        "scores": [score(s, seat) for seat in range(len(s.players))],
        "game_over": s.pending is None,
    }
    if s.pending is None:
        result["winners"] = game.winners()
    return result  # every part built afresh above: the caller may keep or change it


def playout_view(game: Game, viewer: int) -> dict[str, Any]:
    """The part of `view` the Easy player reads (the deciding seat's own things, the role,
    the display and the supply), built faster for search bots' playouts; other seats' entries
    are left empty."""
    s = game.reading
    assert s.pending is not None
    players: list[dict[str, Any]] = [{} for _ in s.players]
    players[viewer] = s.players[viewer].to_json() | _counted(game, viewer)
    return {
        "viewer": viewer,
        "legal_actions": [str(a) for a in game.legal_actions()]
        if s.pending["player"] == viewer
        else [],
        "pending": {"kind": s.pending["kind"], "player": s.pending["player"]},
        "role": s.role,
        "display": list(s.display),
        "supply": s.supply,
        "players": players,
    }


def _counted(game: Game, seat: int) -> dict[str, Any]:
    """What the engine's rules make of a player's public things, so that readers of the view
    (the table, the Easy player) never count them again: storage, Influence by source, the
    symbols of each role from planets and technologies, and the tracks whose next space the
    face-up planets allow."""
    s = game.reading
    player = s.players[seat]
    return {
        "capacity": capacity(s, player),
        "influence": {
            "planets": planet_influence(player),
            "traded": player.traded,
            "techs": tech_influence(s, player),
        },
        "symbols": role_symbols(player),
        "allowed": [tech.track for tech in next_spaces(player)],
    }
