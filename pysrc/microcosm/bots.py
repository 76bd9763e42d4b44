"""What bots need: a position's value, Hard's reward and the Easy player.

The Easy player reads only the view and draws from the Rng it is given. It is greedy: it
counts what a choice adds to its score if the game ended now (`engine.tally` on the cards it
knows), and its rules, in order, are short enough to follow at a table:

- Take the face-up card that adds most to its score; among equals, the one whose action would
  do most now, then by a fixed liking of actions (`_EFFECT_RANK`).
- Play the card whose action adds most now: Colonize the planet worth most among those it can
  pay, attack only what it is sure to beat (a planet or Colony whose shield, as far as it
  knows, its Warfare icons meet, a hidden Bastion counted), take the Tech that scores most
  (half a point more for the icon it shows every later turn) or send back the one that costs
  the opponent most, steal the discard that is worth most. When no card adds anything, take
  every card back (their icons pay later actions); with nothing to take back, play by liking.
- Show every icon it is asked for, answer an attack with its Bastion, and after a Survey or a
  scan take or attack the planet worth most that it can pay or beat.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable
from typing import Any

from microcosm.cards import (
    ANNEX_MARGIN,
    CAPITAL,
    COLONIZE,
    DOMAIN,
    PLANET,
    TECH,
    WARFARE,
)
from microcosm.engine import BASTION, Game, defence_bonus, icon_of, score, tally

# Which actions the Easy player likes to pick up and play, best first (among equal gains).
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
TECH_ICON_WORTH = 0.5  # a Tech's worth to Easy beyond its points: the icon it shows every turn


def evaluate(game: Game, seat: int) -> float:
    """The seat's lead if the game were scored now (cards in hand count, as at the end)."""
    s = game.reading
    return float(score(s, seat) - score(s, 1 - seat))


SURE_LEAD = 20  # points of lead that Hard's reward counts as a sure win


def reward(game: Game, seat: int) -> float:
    """Hard's reward, from 0 to 1: the lead, 20 points from even counting as a sure win or
    loss, in a finished game too. A game has a fixed length (18 turns), so Hard's playouts
    reach its end in every one of the last turns, where who wins after Easy's play is a
    noisier signal than by how much; and the scores run high (about 28 a game), where the
    core's squash (4 points: 0.38 of a win) would call most positions decided. Measured
    against the core's reward, and against a lead projected over the cards still to take, in
    docs/bots.md."""
    return min(1.0, max(0.0, 0.5 + evaluate(game, seat) / (2 * SURE_LEAD)))


def hard_turns(players: int) -> int:
    """Hard's playouts look five turns ahead (its own next two turns), not the core's three:
    against Medium, on the same 51 paired games, three turns won 51.0 % and five 66.7 %; five
    won 61.0 % of 400 (docs/bots.md, "How far Hard looks"). A game of 18 turns is short enough that
    what a Domain card taken now will score shows only some turns later."""
    return 5


def _best(options: list[str], key: Callable[[str], Any], rng: Any) -> str:
    """The options with the lowest key; a tie is broken with the Rng."""
    low = min(key(o) for o in options)
    best: list[str] = [o for o in options if key(o) == low]
    return best[int(rng.below(len(best)))]


# --- what a seat's cards are worth, as far as the viewer knows them ----------------------

Cards = tuple[list[str], list[str | None], list[str], list[str]]  # domains, colonies, spoils, techs


def _cards(view: dict[str, Any], seat: int) -> Cards:
    """The cards of `seat` that score, as the viewer knows them (an unknown Colony is None;
    the opponent's unshown hand cards are left out)."""
    pl = view["players"][seat]
    domains = [*pl["hand"], *pl["discard"]]
    if view["played"] is not None and view["active"] == seat:
        domains.append(view["played"])
    colonies: list[str | None] = [c["planet"] for c in pl["colonies"]]
    return domains, colonies, list(pl["spoils"]), list(pl["techs"])


@functools.lru_cache(maxsize=4096)
def _tally(
    domains: tuple[str, ...],
    colonies: tuple[str | None, ...],
    spoils: tuple[str, ...],
    techs: tuple[str, ...],
) -> int:
    return tally(list(domains), list(colonies), list(spoils), list(techs))


def _points(
    domains: list[str], colonies: list[str | None], spoils: list[str], techs: list[str]
) -> int:
    """`engine.tally`, remembered: playouts ask the same counts again and again."""
    return _tally(tuple(domains), tuple(colonies), tuple(spoils), tuple(techs))


class _Reading:
    """What Easy works out once a decision, from its view: its cards and the opponent's as it
    knows them, their points, the icons it could show."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.view = view
        self.me = int(view["viewer"])
        self.other = 1 - self.me
        self.mine = _cards(view, self.me)
        self.theirs = _cards(view, self.other)
        self.points = _points(*self.mine)
        self.their_points = _points(*self.theirs)
        self._icons: dict[tuple[str, str | None], int] = {}
        self._gains: dict[tuple[str, str, str, str], int] = {}  # `gain` asked again and again
        self._unseen: dict[int, list[str]] = {}
        self.worths: dict[tuple[str, int], float] = {}  # `_action_worth` of a target effect

    def gain(self, domain: str = "", colony: str = "", spoil: str = "", tech: str = "") -> int:
        """What one more card adds to the viewer's score."""
        key = (domain, colony, spoil, tech)
        if key not in self._gains:
            domains, colonies, spoils, techs = self.mine
            after = _points(
                domains + [domain] * bool(domain),
                colonies + [colony] * bool(colony),
                spoils + [spoil] * bool(spoil),
                techs + [tech] * bool(tech),
            )
            self._gains[key] = after - self.points
        return self._gains[key]

    def loss(self, domain: str = "", colony: int | None = None, tech: str = "") -> int:
        """What the opponent's score loses with one card fewer (a Colony by its slot)."""
        domains, colonies, spoils, techs = self.theirs
        after = _points(
            [d for d in domains if d != domain],
            colonies if colony is None else colonies[:colony] + colonies[colony + 1 :],
            spoils,
            [t for t in techs if t != tech],
        )
        return self.their_points - after

    def icons(self, icon: str, playing: str | None = None) -> int:
        """Icons the viewer could show: the card played (or `playing`, about to be), its
        Colonies, Techs and the rest of its hand."""
        key = (icon, playing)
        if key not in self._icons:
            view = self.view
            me = view["players"][self.me]
            played = playing
            if playing is None and view["active"] == self.me:
                played = view["played"]
            hand = list(me["hand"])
            if playing is not None and playing in hand:
                hand.remove(playing)
            keys = [*hand, *me["techs"], *(c["planet"] or "" for c in me["colonies"])]
            if played is not None:
                keys.append(played)
            self._icons[key] = sum(1 for k in keys if k and icon_of(k) == icon)
        return self._icons[key]

    def unseen(self, tier: int) -> list[str]:
        if tier not in self._unseen:
            self._unseen[tier] = [p for p in self.view["unknown_planets"] if PLANET[p].cost == tier]
        return self._unseen[tier]

    def expected(self, planet: str | None, tier: int, f: Callable[[str], float]) -> float:
        """`f` of a planet, or for one the viewer does not know its mean over the unseen
        planets of its tier."""
        if planet is not None:
            return f(planet)
        unseen = self.unseen(tier)
        return sum(f(p) for p in unseen) / len(unseen) if unseen else 0.0

    def most(self, planet: str | None, tier: int, f: Callable[[str], int]) -> int:
        """`f` of a planet, or for one the viewer does not know the most it could be."""
        if planet is not None:
            return f(planet)
        return max((f(p) for p in self.unseen(tier)), default=0)

    @functools.cached_property
    def guard(self) -> int:
        """The +1s the opponent's Colonies have, a Bastion it may be hiding counted."""
        colonies = self.view["players"][self.other]["colonies"]
        up = [c["planet"] for c in colonies if c["up"] and c["planet"]]
        bonus = defence_bonus(self.view["players"][self.other]["techs"], up)
        unknown = BASTION in self.view["unknown_planets"]
        hidden = any(
            not c["up"]
            and (c["planet"] == BASTION or (c["planet"] is None and c["tier"] == 3 and unknown))
            for c in colonies
        )
        return bonus + int(hidden)


def _target_worth(
    r: _Reading, action: str, effect: str, playing: str | None = None
) -> float | None:
    """What a target of Colonize, Warfare or Annexation adds to the viewer's lead, or None if
    Easy would not take it: a planet it cannot pay, a planet or Colony it is not sure to beat."""
    word, *args = action.split()
    if word in ("down", "planet", "pick"):
        planet = _planet_at(r.view, action)
        tier = _tier(r.view, action)
        if effect in ("colonize", "survey_team"):
            if tier > r.icons(COLONIZE, playing):
                return None
            return r.expected(planet, tier, lambda p: r.gain(colony=p))
        if r.most(planet, tier, lambda p: PLANET[p].planet_defence) > r.icons(WARFARE, playing):
            return None
        return r.expected(planet, tier, lambda p: r.gain(spoil=p))
    if word != "colony":
        return None
    index = int(args[0])
    slot = r.view["players"][r.other]["colonies"][index]
    icon = CAPITAL if effect == "annexation" else WARFARE
    need = r.guard + (ANNEX_MARGIN if effect == "annexation" else 0)
    need += r.most(slot["planet"], slot["tier"], lambda p: PLANET[p].colony_defence)
    if need > r.icons(icon, playing):
        return None
    zone = "colony" if effect == "annexation" else "spoil"
    mine = r.expected(slot["planet"], slot["tier"], lambda p: r.gain(**{zone: p}))
    return mine + r.loss(colony=index)


def _tier(view: dict[str, Any], action: str) -> int:
    word, *args = action.split()
    if word in ("down", "pile"):
        return int(args[0])
    if word == "planet":
        return PLANET[args[0]].cost
    return int(view["piles"][view["pending"]["data"]["pile"]]["cost"])  # pick N


def _tech_worth(r: _Reading, action: str) -> float:
    """A Tech taken: what it scores and its icon; one sent back: what the opponent loses."""
    word, tech = action.split()
    if word == "tech":
        return r.gain(tech=tech) + TECH_ICON_WORTH * (TECH[tech].icon is not None)
    return r.loss(tech=tech)


def _steal_worth(r: _Reading, card: str) -> int:
    """A Domain card taken from the opponent's discard: what it adds to the lead."""
    return r.gain(domain=card) + r.loss(domain=card)


def _action_worth(r: _Reading, card: str) -> float:
    """What playing `card` now would add at best (its best target), by the rules above."""
    effect = DOMAIN[card].effect
    if effect in ("colonize", "warfare", "annexation"):
        # The card counts only by the icons it lets the viewer show: cards of one effect
        # showing as many are worth alike, and a hand or a discard often holds such cards.
        key = (effect, r.icons(_TARGET_ICON[effect], card))
        if key not in r.worths:
            options = [_target_worth(r, t, effect, card) for t in _all_targets(r, effect)]
            r.worths[key] = max((w for w in options if w is not None), default=0.0)
        return r.worths[key]
    if effect == "research":
        other = r.view["players"][r.other]
        picks = [f"tech {t}" for t in r.view["centre"]] + [f"return {t}" for t in other["techs"]]
        return max((_tech_worth(r, a) for a in picks), default=0.0)
    if effect == "espionage":
        discard = r.view["players"][r.other]["discard"]
        return max((_steal_worth(r, c) for c in discard), default=0.0)
    if effect == "political_science":
        mine = r.view["players"][r.me]["discard"]
        return max(
            (_action_worth(r, c) for c in mine if DOMAIN[c].effect != "political_science"),
            default=0.0,
        )
    return 0.0


# The icon that pays for a target effect's targets (`_target_worth`).
_TARGET_ICON = {"colonize": COLONIZE, "warfare": WARFARE, "annexation": CAPITAL}


def _all_targets(r: _Reading, effect: str) -> list[str]:
    """Every target Colonize, Warfare or Annexation might name (Easy then checks each)."""
    found: list[str] = []
    if effect != "annexation":
        for pile in r.view["piles"]:
            blind = False  # the face-down planets it does not know are worth the same to it
            for n, c in enumerate(pile["cards"]):
                if c["up"]:
                    found.append(f"planet {c['planet']}")
                elif c["planet"] is not None or not blind:
                    found.append(f"down {pile['cost']} {n}")
                    blind = blind or c["planet"] is None
    if effect != "colonize":
        colonies = r.view["players"][r.other]["colonies"]
        found += [f"colony {n}" for n, c in enumerate(colonies) if c["up"] or effect == "warfare"]
    return found


def policy(view: dict[str, Any], rng: Any) -> str:
    legal: list[str] = view["legal_actions"]
    if not legal:
        raise ValueError("it is not this seat's decision")
    kind = view["pending"]["kind"]
    r = _Reading(view)

    def verb(prefix: str) -> list[str]:
        return [a for a in legal if a.split()[0] == prefix]

    def arg(action: str) -> str:
        return action.split()[1]

    if kind == "draw":
        takes = verb("take")
        if takes:
            adds = {a: r.gain(domain=arg(a)) for a in takes}
            most = max(adds.values())
            takes = [a for a in takes if adds[a] == most]
            return _best(
                takes,
                lambda a: (-_action_worth(r, arg(a)), _EFFECT_RANK[DOMAIN[arg(a)].effect]),
                rng,
            )
    elif kind == "main":
        plays = verb("play")
        worth = {a: _action_worth(r, arg(a)) for a in plays}
        useful = [a for a in plays if worth[a] > 0]
        if useful:
            return _best(useful, lambda a: (-worth[a], _EFFECT_RANK[DOMAIN[arg(a)].effect]), rng)
        if plays and not view["players"][r.me]["discard"]:
            return _best(plays, lambda a: _EFFECT_RANK[DOMAIN[arg(a)].effect], rng)
        return "recover"
    elif kind == "recover":
        return (verb("back") or ["done"])[0]
    elif kind == "target":
        effect = view["pending"]["data"]["effect"]
        if effect == "survey_team":
            return _best(
                legal, lambda a: (_tier(view, a) > r.icons(COLONIZE), -_tier(view, a)), rng
            )
        gains = {a: _target_worth(r, a, effect) for a in legal}
        sure = [a for a in legal if gains[a] is not None]
        if sure:
            return _best(sure, lambda a: -(gains.get(a) or 0.0), rng)
        blind = [a for a in legal if a.split()[0] in ("pile", "down")]
        return _best(legal, lambda a: _cost(a) if a in blind else 9, rng)
    elif kind == "reveal":
        shows = verb("reveal") + verb("flip")  # asked only when it can matter: show all
        return shows[0] if shows else "done"
    elif kind == "defend":
        return "bastion" if "bastion" in legal else "pass"
    elif kind == "research":
        picks = verb("tech") + verb("return")
        if picks:
            return _best(picks, lambda a: -_tech_worth(r, a), rng)
    elif kind == "espionage":
        steals = verb("steal")
        best = max((_steal_worth(r, arg(a)) for a in steals), default=0)
        if "steal-hand" in legal and best <= 1:
            return "steal-hand"
        if steals:
            return _best(steals, lambda a: -_steal_worth(r, arg(a)), rng)
    elif kind == "copy":
        copies = verb("copy")
        if copies:
            return _best(
                copies,
                lambda a: (-_action_worth(r, arg(a)), _EFFECT_RANK[DOMAIN[arg(a)].effect]),
                rng,
            )
    elif kind == "survey_pick":
        picks = verb("pick")
        gains = {a: _target_worth(r, a, "colonize") for a in picks}
        payable = [a for a in picks if gains[a] is not None]
        if payable:
            return _best(payable, lambda a: -(gains.get(a) or 0.0), rng)
        return "pass"
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
    if word == "pick":  # after a Survey, which has shown every face-down planet of the pile
        found: str | None = view["piles"][view["pending"]["data"]["pile"]]["cards"][int(args[0])][
            "planet"
        ]
        return found
    return None


def _peeked_defence(view: dict[str, Any], loc: dict[str, Any]) -> int:
    """The printed shield of a card the viewer has just looked at (bonuses left aside)."""
    if "pile" in loc:
        planet = view["piles"][loc["pile"]]["cards"][loc["pos"]]["planet"]
        return PLANET[planet].planet_defence
    planet = view["players"][loc["owner"]]["colonies"][loc["slot"]]["planet"]
    return PLANET[planet].colony_defence


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
