"""What a choice will do, in a few words under its button, before the player commits to it.

Boosting is a series of taps ending with "Resolve": every die button says how many symbols
the role would then have, and "Resolve", "Follow" and each role to lead say what those
symbols buy (which tiles, how many Fighters or resources, which planet or technology). A tile,
planet or technology button says what it adds to the score. The counts are the engine's own
(`resolving_symbols`, `attack_cost`, `room`), read from the viewer's view: a preview never
rolls a die or looks into the bag. `will_do` gives the table these words as a `Preview`
(`tabletop.preview`), marking a role whose symbols would buy nothing.
"""

from __future__ import annotations

from typing import Any

from chaos_theory.actions import parse
from chaos_theory.cards import (
    BOARD,
    DISPLAY_COSTS,
    FACE_OF_ROLE,
    FACES,
    OVERSIGHT,
    POLITICS,
    TILE,
    TRACKS,
)
from chaos_theory.engine import attack_cost, next_spaces, resolving_symbols
from chaos_theory.state import Player
from chaos_theory.ui.describe import player_of, tech_name, tile_name
from chaos_theory.ui.text import plural, t
from tabletop.preview import Preview, does_nothing

View = dict[str, Any]


def will_do(action: str, view: View) -> Preview | None:
    """`will` for the table: Resolve and Follow carry the symbols the role resolves with
    (`facts["symbols"]`), and a role whose symbols would buy nothing says it does nothing."""
    words = will(action, view)
    if words is None:
        return None
    a = parse(action)
    if a.verb not in ("role", "follow") and not (
        a.verb == "done" and view["pending"]["kind"] == "boost"
    ):
        return Preview(words)
    data: dict[str, Any] = (view["pending"] or {}).get("data") or {}
    player = player_of(view, int(view["viewer"]))
    role = a.args[0] if a.verb == "role" else view["role"]
    if a.verb == "done":
        leader = bool(data["leader"])
        symbols = resolving_symbols(player, role, int(data["dice"]), leader)
    else:
        leader = a.verb == "role"
        symbols = resolving_symbols(player, role, _matching(view, player, role), leader)
    what, nothing = _outcome(view, player, role, symbols, leader)
    facts = {"symbols": symbols} if a.verb != "role" else {}
    return does_nothing(what, **facts) if nothing else Preview(words, facts=facts)


def will(action: str, view: View) -> str | None:
    """What `action`, one of the viewer's legal actions, will do; None where the label says
    it all (Pass, turning a die, re-roll choices whose outcome is chance), and for a spectator
    (viewer None), who has no action to preview."""
    if view["viewer"] is None:
        return None
    a = parse(action)
    data: dict[str, Any] = (view["pending"] or {}).get("data") or {}
    player = player_of(view, int(view["viewer"]))
    role = view["role"]
    if a.verb == "role":
        led = a.args[0]
        dice = _matching(view, player, led)
        symbols = resolving_symbols(player, led, dice, True)
        return _with_dice(dice, outcome(view, player, led, symbols, True))
    if a.verb == "die":
        symbols = resolving_symbols(player, role, int(data["dice"]) + 1, bool(data["leader"]))
        return plural("chaos.will.die", symbols)
    if a.verb == "done" and view["pending"]["kind"] == "boost":
        leader = bool(data["leader"])
        symbols = resolving_symbols(player, role, int(data["dice"]), leader)
        return outcome(view, player, role, symbols, leader)
    if a.verb == "follow":
        dice = _matching(view, player, role)
        symbols = resolving_symbols(player, role, dice, False)
        return _with_dice(dice, outcome(view, player, role, symbols, False))
    if a.verb == "take":
        return t("chaos.will.take")
    if a.verb in ("attack", "settle"):
        tile = player.empire[a.int_arg()].tile
        return plural("chaos.will.flip", TILE[tile].influence)
    if a.verb == "research":
        return _research(view, player, a.args[0])
    return None


def _with_dice(dice: int, what: str) -> str:
    return (
        t("chaos.will.dice.none", what=what)
        if not dice
        else plural("chaos.will.dice", dice, what=what)
    )


def _matching(view: View, player: Player, role: str) -> int:
    """The active dice that can boost `role`: its face, and Politics when it is wild."""
    dice = player.dice[FACES.index(FACE_OF_ROLE[role])]
    if view["config"]["politics"] == "wild":
        dice += player.dice[FACES.index(POLITICS)]
    return dice


def outcome(view: View, player: Player, role: str, symbols: int, leader: bool) -> str:
    """What `symbols` of `role` buy the viewer (`player`) now, as the engine resolves them."""
    what, _ = _outcome(view, player, role, symbols, leader)
    return t("chaos.will.outcome", symbols=plural("chaos.will.symbols", symbols), what=what)


def _outcome(view: View, player: Player, role: str, symbols: int, leader: bool) -> tuple[str, bool]:
    """What `symbols` of `role` buy, in words, and whether that is nothing at all."""
    if role == "survey":
        costs = [
            DISPLAY_COSTS[k] for k in range(len(view["display"])) if DISPLAY_COSTS[k] <= symbols
        ]
        nothing = not costs
        what = (
            t("chaos.will.survey", cost=max(costs))
            if costs
            else t("chaos.will.survey_none", cost=DISPLAY_COSTS[0])
        )
    elif role == "warfare":
        fighters = min(symbols + int(leader), int(view["supply"]))
        reach = [
            p.tile
            for p in player.empire
            if not p.face_up
            and TILE[p.tile].warfare_cost is not None
            and attack_cost(player, p.tile, int(leader)) <= player.fighters
        ]
        what = plural("chaos.will.collect", fighters)
        nothing = not fighters and not reach
        if reach:
            what = t("chaos.will.or_attack", collect=what, tile=tile_name(reach[0], True))
    elif role == "colonize":
        reach = [
            p.tile
            for p in player.empire
            if not p.face_up
            and TILE[p.tile].colonize_cost is not None
            and int(TILE[p.tile].colonize_cost or 0) <= symbols
        ]
        nothing = not reach
        what = (
            t("chaos.will.settle", tile=tile_name(reach[0], True))
            if reach
            else t("chaos.will.settle_none")
        )
    elif role == "produce":
        room = max(0, int(view["players"][view["viewer"]]["capacity"]) - player.resources)
        made = min(symbols, room, int(view["supply"]))
        nothing = not made
        what = plural("chaos.will.produce", made) if made or room else t("chaos.will.no_room")
    elif role == "trade":
        traded = min(symbols, player.resources)
        nothing = not traded
        what = plural("chaos.will.trade", traded) if traded else t("chaos.will.trade_none")
    else:
        spaces = [tech for tech in next_spaces(player) if tech.cost <= symbols]
        nothing = not spaces
        what = (
            t("chaos.will.research", tech=tech_name(spaces[0].track, spaces[0].level))
            if spaces
            else t("chaos.will.research_none")
        )
    return what, nothing


def _research(view: View, player: Player, track: str) -> str | None:
    """The Influence a space adds (the Oversight Committee's seventh die is in its label)."""
    if track == OVERSIGHT:
        return None
    level = player.levels[TRACKS.index(track)]
    gained = BOARD[track][level].influence
    if view["config"]["tech_influence"] == "highest" and level:
        gained -= BOARD[track][level - 1].influence
    return plural("chaos.will.tech", gained) if gained else t("chaos.will.tech_none")
