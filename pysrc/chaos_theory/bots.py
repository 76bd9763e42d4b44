"""What bots need: a position's value and the Easy player.

The Easy player reads only the view and draws from the Rng it is given. It leads the role its
dice and planets serve best, boosts with every die that fits, follows when following does
something and dissents otherwise, re-rolling its most common useless face.
"""

from __future__ import annotations

from typing import Any

from chaos_theory.cards import (
    BOARD,
    DISPLAY_COSTS,
    FACE_OF_ROLE,
    FACES,
    LEADER_BONUS,
    POLITICS,
    TILE,
    TRACKS,
)
from chaos_theory.engine import Game, score
from chaos_theory.state import State
from tabletop.bots.hard import squash, won


def evaluate(game: Game, seat: int) -> float:
    """The seat's lead over the best other seat if the game were scored now, with what is
    banked for later: resources (each a traded point to come) and face-down planets."""
    return _lead(game.reading, seat)


def _lead(s: State, seat: int, use: float = 0.0) -> float:
    """The seat's worth less the best other seat's, each face-up planet worth `use` more."""
    return _worth(s, seat, use) - max(_worth(s, k, use) for k in range(len(s.players)) if k != seat)


def _worth(s: State, k: int, use: float) -> float:
    """A seat's points now, with what is banked: resources, Fighters, face-down planets, and
    `use` a face-up planet."""
    player = s.players[k]
    down = sum(1 for p in player.empire if not p.face_up)
    up = len(player.empire) - down
    return score(s, k) + 0.5 * player.resources + 0.2 * player.fighters + 0.8 * down + use * up


# Hard's worth of a face-up planet beyond its Influence, in points: the symbol it gives every
# role, its storage, the tech spaces it opens. Medium's `evaluate` leaves it out.
PLANET_USE = 2.0


def reward(game: Game, seat: int) -> float:
    """Hard's reward: the core's (a finished game's win, else the squashed lead), with each
    face-up planet worth PLANET_USE more than its Influence. On the same 100 paired games,
    Hard beat Medium 69 % of the time with the lead alone, 76 % with a use of 1 and 85 % with
    2; at four seats the lead alone won 31 % against three Medium (docs/bots.md, "What a
    face-up planet does")."""
    return won(game, seat) if game.is_over else squash(_lead(game.reading, seat, PLANET_USE))


def _symbols(view: dict[str, Any], seat: int, role: str) -> int:
    """Symbols the seat could bring to a role now: matching dice, planets, techs."""
    player = view["players"][seat]
    return int(player["dice"][FACES.index(FACE_OF_ROLE[role])] + player["symbols"][role])


def _use(view: dict[str, Any], seat: int, role: str, leader: bool) -> float:
    """How much the role would do for the seat (a rough count of what it gains)."""
    player = view["players"][seat]
    n = _symbols(view, seat, role) + (LEADER_BONUS[role] if leader else 0)
    down = [TILE[tile] for tile, up in player["empire"] if not up]
    if role == "survey":
        return 1.5 if DISPLAY_COSTS[0] <= n and view["display"] else 0.0
    if role == "colonize":
        return (
            3.0 if any(t.colonize_cost is not None and t.colonize_cost <= n for t in down) else 0.0
        )
    if role == "warfare":
        fighters = player["fighters"]
        if any(
            t.warfare_cost is not None and t.warfare_cost - int(leader) <= fighters for t in down
        ):
            return 3.0
        return 0.3 * n
    if role == "produce":
        room = player["capacity"] - player["resources"]
        return float(min(n, max(0, room), view["supply"])) * 0.6
    if role == "trade":
        return float(min(n, player["resources"]))
    return 2.0 if _can_research(player, n) else 0.0


def _can_research(player: dict[str, Any], symbols: int) -> bool:
    """Whether some track's next space is paid for by `symbols` and allowed by the planets
    (the view lists the tracks the planets allow)."""
    return any(
        BOARD[track][player["levels"][TRACKS.index(track)]].cost <= symbols
        for track in player["allowed"]
    )


def policy(view: dict[str, Any], rng: Any) -> str:
    legal: list[str] = view["legal_actions"]
    if not legal:
        raise ValueError("it is not this seat's decision")
    seat = int(view["viewer"])
    kind = view["pending"]["kind"]
    role = view["role"]

    def starting(verb: str) -> list[str]:
        return [a for a in legal if a.split()[0] == verb]

    if kind == "lead":
        uses = {a: _use(view, seat, a.split()[1], True) for a in legal}
        best = max(uses.values())
        return _pick([a for a in legal if uses[a] == best], rng)
    if kind == "boost":
        dice = starting("die")
        return dice[0] if dice else "done"
    if kind == "respond":
        return "follow" if _use(view, seat, role, False) > 0.5 else "dissent"
    if kind == "dissent":
        return _dissent(view, seat, legal)
    if kind == "extras":
        return "extra used" if "extra used" in legal else (starting("extra") or ["done"])[0]
    if kind in ("survey", "colonize", "attack", "research"):
        takes = [a for a in legal if a != "pass"]
        return takes[-1] if kind == "survey" else takes[0]  # Survey: the dearest tile
    if kind == "warfare":
        attacks = starting("attack")
        return attacks[0] if attacks else "collect"
    if kind == "emporium":
        return starting("fighters")[-1]
    return "done" if "done" in legal else _pick(legal, rng)


def _dissent(view: dict[str, Any], seat: int, legal: list[str]) -> str:
    """Re-roll every die of the face least worth keeping: Politics, else the most common."""
    dice = view["players"][seat]["dice"]
    politics = FACES.index(POLITICS)
    if dice[politics] and f"reroll {POLITICS} {dice[politics]}" in legal:
        return f"reroll {POLITICS} {dice[politics]}"
    most = max(range(len(FACES)), key=lambda f: (dice[f], -f))
    choice = f"reroll {FACES[most]} {dice[most]}"
    return choice if choice in legal else "pass"


def _pick(options: list[str], rng: Any) -> str:
    return options[int(rng.below(len(options)))]
