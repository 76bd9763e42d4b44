"""What bots need for the 2010 rules: a position's value and the Easy player.

The Easy player reads only the view and draws from the Rng it is given. It leads the role its
hand and planets serve best, boosts with every card that fits, follows when following does
something and draws a card otherwise, keeps the surveyed planet cheapest to turn up, and
settles or attacks whenever it can.
"""

from __future__ import annotations

from typing import Any

from eminent_domain.planets import PLANETS
from prototype_2010.cards import ROLES, icon_count, icons
from prototype_2010.engine import PLANET_ICON, Game, colonies, score, tie_break

# What a face-up planet does for the rest of the game beyond its VP (an icon for every role,
# resource slots, a research deck, a larger hand), in VP. Without it, Medium led Research for
# its technology's VP where Easy colonized, and beat Easy 55 % of the time; with 1 to 2 it won
# 70-77 % of the same 200 games (docs/bots.md, "What a face-up planet does").
PLANET_USE = 1.5


def evaluate(game: Game, seat: int) -> float:
    """The seat's lead over the best other seat if the game were scored now, with what is
    banked for later: resources (VP to trade), Armies, face-up planets' use (PLANET_USE), and
    surveyed planets, each worth a part of its VP and use as Colonize cards gather under it;
    the Armies count towards one planet, the cheapest to attack, since they are spent on it."""
    s = game.reading

    def worth(k: int) -> float:
        player = s.players[k]
        resources = tie_break(player) - player.armies
        banked = 0.6 * resources + 0.2 * player.armies
        banked += PLANET_USE * sum(1 for p in player.empire if p.face_up)
        down = [PLANETS[p.planet] for p in player.empire if not p.face_up]
        for planet, card in zip((p for p in player.empire if not p.face_up), down, strict=True):
            gathered = min(1.0, colonies(planet) / card.colonize_cost)
            banked += 0.3 + 0.6 * (card.influence + PLANET_USE) * gathered
        if down:
            cheapest = min(down, key=lambda card: card.warfare_cost)
            banked += 0.6 * cheapest.influence * min(1.0, player.armies / cheapest.warfare_cost)
        return score(player) + banked

    others = [worth(k) for k in range(len(s.players)) if k != seat]
    return worth(seat) - max(others)


def _icons(view: dict[str, Any], seat: int) -> dict[str, int]:
    """The icons of each role the seat could bring: cards in hand and face-up planets."""
    player = view["players"][seat]
    counts = dict.fromkeys(ROLES, 0)
    for key in player["hand"] or []:
        for icon in icons(key):
            counts[icon] += 1
    for entry in player["empire"]:
        if entry["face_up"] and PLANET_ICON[entry["planet"]] is not None:
            counts[PLANET_ICON[entry["planet"]]] += 1
    return counts


def _use(view: dict[str, Any], seat: int, role: str, leader: bool, n: int) -> float:
    """How much the role would do for the seat (a rough count of what it gains), with `n`
    icons in hand and on its planets."""
    player = view["players"][seat]
    n += 1 if leader else 0
    down = [e for e in player["empire"] if not e["face_up"]]
    up = [e for e in player["empire"] if e["face_up"]]
    if role == "colonize":
        if leader and any(
            sum(icon_count(k, "colonize") for k in e["colonies"]) >= e["back"]["colonize_cost"]
            for e in down
        ):
            return 4.0
        return 0.8 * n if down else 0.0
    if role == "warfare":
        if leader and any(e["back"]["warfare_cost"] <= player["armies"] for e in down):
            return 4.0
        return 0.4 * n
    if role == "survey":
        looks = n if leader else n - 2
        return (2.0 if len(down) < 2 else 0.3) if looks > 0 else 0.0
    if role == "research":
        looks = n if leader else n - 2
        return 1.5 if looks > 0 and up else 0.0
    slots = [filled for e in up for filled in e["filled"]]
    if role == "harvest":
        return 1.0 * min(n, slots.count(False))
    return 1.3 * min(n, slots.count(True))


def policy(view: dict[str, Any], rng: Any) -> str:
    legal: list[str] = view["legal_actions"]
    if not legal:
        raise ValueError("it is not this seat's decision")
    seat = int(view["viewer"])
    pending = view["pending"]
    kind = pending["kind"]

    def starting(verb: str) -> list[str]:
        return [a for a in legal if a.split()[0] == verb]

    if kind == "action":
        techs = [a for a in starting("act") if a.split()[1].startswith("T10-")]
        return techs[0] if techs else "skip"
    if kind == "lead":
        counts = _icons(view, seat)
        uses = {a: _use(view, seat, a[5:], True, counts[a[5:]]) for a in legal}
        best = max(uses.values())
        return _pick([a for a in legal if uses[a] == best], rng)
    if kind == "boost":
        boosts = starting("boost")
        return boosts[0] if boosts else "done"
    if kind == "follow":
        role = pending["data"]["role"]
        useful = _use(view, seat, role, False, _icons(view, seat)[role]) >= 1.0
        return "follow" if useful else "dissent"
    if kind == "survey":
        backs = pending["data"]["backs"]
        cheapest = min(
            range(len(backs)),
            key=lambda i: min(backs[i]["colonize_cost"], backs[i]["warfare_cost"]),
        )
        return f"keep {cheapest}"
    if kind in ("colonize_role", "warfare_role"):
        flips = starting("settle") + starting("attack")
        return flips[0] if flips else legal[0]
    if kind == "tuck":
        empire = view["players"][seat]["empire"]
        return max(legal, key=lambda a: len(empire[int(a.split()[1])]["colonies"]))
    if kind in ("harvest", "trade", "settle", "research_deck", "research", "peek"):
        return legal[0]
    if kind == "remove":
        return "pass" if "pass" in legal else legal[0]
    return "done" if "done" in legal else _pick(legal, rng)


def _pick(options: list[str], rng: Any) -> str:
    return options[int(rng.below(len(options)))]
