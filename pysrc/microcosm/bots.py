"""What bots need: a position's value, Hard's reward and the Easy player.

The Easy player reads only the view and draws from the Rng it is given. Its rules, in order,
are short enough to read: grow (Colonize the best pile it can pay, and there the planet it
knows is worth most), then Research, then fight what it can see it will beat (a face-up
planet or Colony, or a face-down planet it has looked at); take everything back when nothing
can be played.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from microcosm.cards import DOMAIN, PLANET, TECH, WARFARE
from microcosm.engine import Game, icon_of, score

# Which actions the Easy player likes to pick up and play, best first.
_EFFECT_RANK = {
    "colonize": 0,
    "research": 1,
    "survey_team": 2,
    "warfare": 3,
    "annexation": 4,
    "espionage": 5,
    "propaganda": 6,
    "political_science": 7,
    "scanner": 8,
}


def evaluate(game: Game, seat: int) -> float:
    """The seat's lead if the game were scored now (cards in hand count, as at the end)."""
    s = game.state
    return float(score(s, seat) - score(s, 1 - seat))


SURE_LEAD = 20  # points of lead that Hard's reward counts as a sure win


def reward(game: Game, seat: int) -> float:
    """Hard's reward, from 0 to 1: the lead, 20 points from even counting as a sure win or
    loss, in a finished game too. A game has a fixed length (18 turns), so Hard's playouts
    reach its end in every one of the last turns, where who wins after Easy's play is a
    noisier signal than by how much; and the scores run high (about 28 a game), where the
    core's squash (4 points: 0.38 of a win) would call most positions decided. Measured
    against the core's reward in docs/bots.md."""
    return min(1.0, max(0.0, 0.5 + evaluate(game, seat) / (2 * SURE_LEAD)))


def _best(options: list[str], key: Callable[[str], Any], rng: Any) -> str:
    """The options with the lowest key; a tie is broken with the Rng."""
    low = min(key(o) for o in options)
    best: list[str] = [o for o in options if key(o) == low]
    return best[int(rng.below(len(best)))]


def policy(view: dict[str, Any], rng: Any) -> str:
    legal: list[str] = view["legal_actions"]
    if not legal:
        raise ValueError("it is not this seat's decision")
    kind = view["pending"]["kind"]

    def verb(prefix: str) -> list[str]:
        return [a for a in legal if a.split()[0] == prefix]

    def arg(action: str) -> str:
        return action.split()[1]

    if kind == "draw":
        takes = verb("take")
        if takes:
            return _best(takes, lambda a: _EFFECT_RANK[DOMAIN[arg(a)].effect], rng)
    elif kind == "main":
        plays = verb("play")
        if plays:
            return _best(plays, lambda a: _EFFECT_RANK[DOMAIN[arg(a)].effect], rng)
        return "recover"
    elif kind == "recover":
        return (verb("back") or ["done"])[0]
    elif kind == "target":
        effect = view["pending"]["data"]["effect"]
        if effect in ("colonize", "survey_team"):
            return _best(legal, lambda a: (-_cost(a), -_worth(view, a)), rng)
        sure = verb("planet") + [a for a in verb("colony") if _face_up(view, a)]
        most = _most(view, WARFARE)
        sure += [a for a in verb("down") if _defence_known(view, a) <= most]
        if sure:
            return _best(sure, lambda a: 0, rng)
        blind = [a for a in legal if a.split()[0] in ("pile", "down")]
        return _best(legal, lambda a: _cost(a) if a in blind else 9, rng)
    elif kind == "reveal":
        shows = verb("reveal") + verb("flip")  # asked only when it can matter: show all
        return shows[0] if shows else "done"
    elif kind == "defend":
        return "bastion" if "bastion" in legal else "pass"
    elif kind == "research":
        takes = verb("tech")
        if takes:
            return _best(takes, lambda a: TECH[arg(a)].icon is None, rng)
        returns = verb("return")
        if returns:
            return _best(returns, lambda a: 0, rng)
    elif kind == "espionage":
        if "steal-hand" in legal:
            return "steal-hand"
    elif kind == "copy":
        copies = verb("copy")
        if copies:
            return _best(copies, lambda a: _EFFECT_RANK[DOMAIN[arg(a)].effect], rng)
    elif kind == "survey_pick":
        picks = verb("pick")
        if picks:
            pile = view["piles"][view["pending"]["data"]["pile"]]["cards"]
            return _best(picks, lambda a: -PLANET[pile[int(arg(a))]["planet"]].influence, rng)
    elif kind == "scan":
        peeks = verb("peek") + verb("peek-colony")
        if peeks:
            return _best(peeks, lambda a: 0, rng)
        return "done"
    elif kind == "scan_attack":
        peeked = view["pending"]["data"]["peeked"]
        return _best(verb("peeked"), lambda a: _peeked_defence(view, peeked[int(arg(a))]), rng)
    choices: list[str] = [a for a in legal if a not in ("pass", "done")] or legal
    return choices[int(rng.below(len(choices)))]


def _cost(action: str) -> int:
    word, value, *_ = action.split()
    if word in ("pile", "down"):
        return int(value)
    return PLANET[value].cost if word == "planet" else 0


def _planet_at(view: dict[str, Any], action: str) -> str | None:
    """The planet a target names, if the viewer knows it: a face-up one by id, a face-down
    one (`down K N`) only when the view shows its face."""
    word, *args = action.split()
    if word == "planet":
        return args[0]
    if word == "down":
        pile = next(p for p in view["piles"] if p["cost"] == int(args[0]))
        planet: str | None = pile["cards"][int(args[1])]["planet"]
        return planet
    return None


def _worth(view: dict[str, Any], action: str) -> float:
    """A planet's printed influence, or for one the viewer does not know the mean of the
    planets of its cost that it has not seen."""
    planet = _planet_at(view, action)
    if planet is not None:
        return PLANET[planet].influence
    unseen = [
        PLANET[p].influence for p in view["unknown_planets"] if PLANET[p].cost == _cost(action)
    ]
    return sum(unseen) / len(unseen) if unseen else 0.0


def _defence_known(view: dict[str, Any], action: str) -> int:
    """The printed defence of a face-down planet the viewer knows; past any count if not."""
    planet = _planet_at(view, action)
    return PLANET[planet].planet_defence if planet is not None else 99


def _most(view: dict[str, Any], icon: str) -> int:
    """Icons the viewer could show: the card it played, its Colonies, Techs and hand."""
    me = view["players"][int(view["viewer"])]
    keys = [*me["hand"], *me["techs"], *(c["planet"] for c in me["colonies"])]
    if view["played"] is not None and view["active"] == view["viewer"]:
        keys.append(view["played"])
    return sum(1 for key in keys if icon_of(key) == icon)


def _peeked_defence(view: dict[str, Any], loc: dict[str, Any]) -> int:
    """The printed shield of a card the viewer has just looked at (bonuses left aside)."""
    if "pile" in loc:
        planet = view["piles"][loc["pile"]]["cards"][loc["pos"]]["planet"]
        return PLANET[planet].planet_defence
    planet = view["players"][loc["owner"]]["colonies"][loc["slot"]]["planet"]
    return PLANET[planet].colony_defence


def _face_up(view: dict[str, Any], action: str) -> bool:
    other = 1 - int(view["viewer"])
    slot = view["players"][other]["colonies"][int(action.split()[1])]
    return bool(slot["up"])


def alike(view: dict[str, Any], action: str) -> Hashable:
    """Face-down planets of one pile that the seat has not seen are the same choice to it:
    nothing in its view tells one place from another, except whether the opponent has seen
    it. Every other action is its own."""
    word, *args = action.split()
    if word != "down":
        return action
    pile = next(p for p in view["piles"] if p["cost"] == int(args[0]))
    card = pile["cards"][int(args[1])]
    if card["planet"] is not None:
        return action
    return ("down", args[0], card.get("known_to_other"), card.get("known_to"))
