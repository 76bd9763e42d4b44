"""A full game consistent with one seat's view, every hidden zone dealt at random.

Used by search bots (one sample per simulation). The unseen Domain cards are shared out between
the deck and the other player's unshown hand cards; the unseen planets go, tier by tier, into
the face-down slots the viewer cannot read. Knowledge flags are rebuilt from the view, so the
sample's view for the same seat is the view it came from, legal actions included.
"""

from __future__ import annotations

from typing import Any

from microcosm.cards import DOMAINS, PLANET, TECHS
from microcosm.engine import Game
from microcosm.state import HandCard, Slot, State
from tabletop.rng import Rng, seed_state


def determinize(view: dict[str, Any], seed: int) -> Game:
    rng = Rng(seed_state(seed))
    me = int(view["viewer"])
    other = 1 - me
    players = view["players"]

    # Domain cards: everything not seen is in the deck or the other player's hidden hand.
    seen = set(view["supply"]) | set(view["shown"])
    if view["played"] is not None:
        seen.add(view["played"])
    for pl in players:
        seen |= set(pl["hand"]) | set(pl["discard"])
    unseen = sorted(c.id for c in DOMAINS if c.id not in seen)
    rng.shuffle(unseen)
    hidden_in_hand = players[other]["hand_size"] - len(players[other]["hand"])
    if hidden_in_hand + view["deck_size"] != len(unseen):
        raise ValueError("the view does not account for every Domain card")
    other_hidden, deck = unseen[:hidden_in_hand], unseen[hidden_in_hand:]

    hands: list[list[HandCard]] = [[], []]
    public = set(players[me]["hand_public"])
    hands[me] = [HandCard(c, c in public) for c in players[me]["hand"]]
    hands[other] = [HandCard(c, True) for c in players[other]["hand"]]
    hands[other] += [HandCard(c, False) for c in other_hidden]
    for hand in hands:
        hand.sort(key=lambda h: h.card)

    # Planets: fill each unreadable slot with an unknown planet of its tier.
    pool: dict[int, list[str]] = {}
    for pid in view["unknown_planets"]:
        pool.setdefault(PLANET[pid].cost, []).append(pid)
    for ids in pool.values():
        rng.shuffle(ids)

    def slot(data: dict[str, Any], owner: int | None) -> Slot:
        planet = data["planet"]
        if planet is None:
            planet = pool[data["tier"]].pop()
        seen_by = (
            []
            if data["up"]
            else sorted(
                {
                    s
                    for s, knows in (
                        (me, data["planet"] is not None),
                        (other, data["known_to_other"]),
                    )
                    if knows
                }
                | ({owner} if owner is not None else set())
            )
        )
        return Slot(planet, data["up"], seen_by)

    piles = [[slot(d, None) for d in pile["cards"]] for pile in view["piles"]]
    colonies = [[slot(d, seat) for d in players[seat]["colonies"]] for seat in (0, 1)]
    if any(pool.values()):
        raise ValueError("the view does not account for every planet")

    techs = [list(pl["techs"]) for pl in players]
    if sorted(view["centre"] + techs[0] + techs[1]) != sorted(t.id for t in TECHS):
        raise ValueError("the view does not account for every Tech")
    pending = view["pending"]
    state = State(
        rng=rng.state,
        first=int(view["first"]),
        active=int(view["active"]),
        turn=int(view["turn"]),
        deck=deck,
        supply=list(view["supply"]),
        piles=piles,
        centre=list(view["centre"]),
        hands=hands,
        discards=[list(pl["discard"]) for pl in players],
        colonies=colonies,
        spoils=[list(pl["spoils"]) for pl in players],
        techs=techs,
        played=view["played"],
        shown=list(view["shown"]),
        pending=None
        if pending is None
        else {"kind": pending["kind"], "player": pending["player"], **pending["data"]},
        reveal_after_flip=bool(view["config"]["reveal_after_flip"]),
        version=int(view["version"]),
    )
    return Game(state)
