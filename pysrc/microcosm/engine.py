"""The rules of Eminent Domain: Microcosm (seed 002), as a `Game` that returns its decisions.

A turn is: take a card (`draw` decision), then play one card or take cards back (`main`).
Playing a card starts its effect, a short chain of decisions (choose a target, reveal icons,
the defender's surprise, ...), each one a `pending` dict in the state with a `kind`, the
`player` who decides and public data only. `legal_actions()` lists that player's choices
in a fixed order; `apply` checks membership first, so a refused action changes nothing.

Events are dicts `{"kind": ..., fields}` in no language (`text.describe` words them); a part
that only the event's `player` may see is under `"secret"`, which the shell removes for the
other seat. Rule readings where the seed is silent are in docs/rules-notes-microcosm.md.
"""

from __future__ import annotations

from typing import Any, Self

from microcosm.actions import NOTATION, Action, act
from microcosm.cards import (
    ANNEX_MARGIN,
    CAPITAL,
    COLONIZE,
    DOMAIN,
    DOMAINS,
    PER_CAPITAL_ICON,
    PER_COLONY,
    PER_COLOUR,
    PER_SPOILS,
    PER_TECH,
    PILE_COSTS,
    PLANET,
    PLANETS,
    POLITICS_BOOST,
    RESEARCH,
    RESEARCH_AGAIN,
    SCANNER_PEEKS,
    SUPPLY_SIZE,
    SURVEY,
    TECH,
    TECHS,
    WARFARE,
    colours_of,
)
from microcosm.state import HandCard, Slot, State
from tabletop.rng import Rng, seed_state
from tabletop.turn import DictTurn, Step

Event = dict[str, Any]
# The spec's title and player counts: the engine deals two seats whatever it is asked.
TITLE = "Eminent Domain: Microcosm"
PLAYERS = (2,)
BASTION = next(p.id for p in PLANETS if p.bonus_defence)
# The rules' version. 2: Colonize and Warfare choose which face-down planet of a pile they
# take or attack (seed 002 lines 77 and 102), one action per planet. 1: one action per pile,
# whose face-down planet was drawn at random; games begun then keep playing by it.
VERSION = 2
VERSIONS = (1, 2)


def pile_index(cost: int) -> int:
    return PILE_COSTS.index(cost)


def new_state(seed: int, reveal_after_flip: bool = True, version: int = VERSION) -> State:
    """The dealt game: shuffled deck, 3 face-up cards, three shuffled piles, a random first
    (the deal is the same in every version of the rules)."""
    rng = Rng(seed_state(seed))
    deck = [card.id for card in DOMAINS]
    rng.shuffle(deck)
    supply = [deck.pop() for _ in range(SUPPLY_SIZE)]
    piles: list[list[Slot]] = []
    for cost in PILE_COSTS:
        ids = [p.id for p in PLANETS if p.cost == cost]
        rng.shuffle(ids)
        piles.append([Slot(pid) for pid in ids])
    first = rng.below(2)
    return State(
        rng=rng.state,
        first=first,
        active=first,
        turn=0,
        deck=deck,
        supply=supply,
        piles=piles,
        centre=[t.id for t in TECHS],
        hands=[[], []],
        discards=[[], []],
        colonies=[[], []],
        spoils=[[], []],
        techs=[[], []],
        pending={"kind": "draw", "player": first},
        reveal_after_flip=reveal_after_flip,
        version=version,
    )


# --- icons and defence --------------------------------------------------------------------


def icon_of(card: str) -> str | None:
    if card in DOMAIN:
        return DOMAIN[card].icon
    if card in PLANET:
        return PLANET[card].icon
    return TECH[card].icon


def icon_count(s: State, p: int, icon: str) -> int:
    """Icons shown now: the played card, face-up Colonies, Techs, hand cards revealed."""
    n = int(s.played is not None and icon_of(s.played) == icon)
    n += sum(1 for c in s.colonies[p] if c.up and icon_of(c.planet) == icon)
    n += sum(1 for t in s.techs[p] if icon_of(t) == icon)
    n += sum(1 for c in s.shown if icon_of(c) == icon and any(h.card == c for h in s.hands[p]))
    return n


def icon_max(s: State, p: int, icon: str) -> int:
    """Icons the player could show if they revealed everything (never Spoils)."""
    n = int(s.played is not None and icon_of(s.played) == icon)
    n += sum(1 for c in s.colonies[p] if icon_of(c.planet) == icon)
    n += sum(1 for t in s.techs[p] if icon_of(t) == icon)
    n += sum(1 for h in s.hands[p] if icon_of(h.card) == icon)
    return n


def colony_bonus(s: State, owner: int) -> int:
    """+1 defence bonuses in force for all of an owner's Colonies (they stack)."""
    return defence_bonus(s.techs[owner], [c.planet for c in s.colonies[owner] if c.up])


def defence_bonus(techs: list[str], face_up: list[str]) -> int:
    """The +1s to the defence of every Colony of a seat with these Techs and face-up
    Colonies: the engine's count, and what a view shows (the table, the Easy player)."""
    return sum(TECH[t].bonus_defence for t in techs) + sum(
        PLANET[pid].bonus_defence for pid in face_up
    )


def colony_defence(s: State, owner: int, slot: int) -> int:
    return PLANET[s.colonies[owner][slot].planet].colony_defence + colony_bonus(s, owner)


# --- scoring ------------------------------------------------------------------------------


def score(s: State, p: int) -> int:
    """Printed influence of Colonies and Spoils, plus each Domain card's condition (seed 002)."""
    domains = [h.card for h in s.hands[p]] + s.discards[p]
    if s.played is not None and s.active == p:
        domains.append(s.played)
    return tally(domains, [c.planet for c in s.colonies[p]], s.spoils[p], s.techs[p])


def tally(
    domains: list[str], colonies: list[str | None], spoils: list[str], techs: list[str]
) -> int:
    """The influence of these cards at the end of a game: `score` counts a seat's own, and the
    Easy player counts what one more card would add. A Colony given as None (a face-down one
    the counter does not know) counts as a Colony only."""
    known = [pid for pid in colonies if pid is not None]
    planets = known + spoils
    total = sum(PLANET[pid].influence for pid in planets)
    colour: dict[str | None, int] = {}  # cards of each colour, the Wild planet in every one
    capital = -1  # Capital icons, counted when a card asks
    for card in domains:
        d = DOMAIN[card]
        if d.scoring == PER_COLONY:
            total += d.value * len(colonies)
        elif d.scoring == PER_SPOILS:
            total += d.value * len(spoils)
        elif d.scoring == PER_TECH:
            total += d.value * len(techs)
        elif d.scoring == PER_COLOUR:
            if not colour:
                for col in [DOMAIN[c].colour for c in domains]:
                    colour[col] = colour.get(col, 0) + 1
                for pid in planets:
                    for col in colours_of(PLANET[pid].colour):
                        colour[col] = colour.get(col, 0) + 1
            total += d.value * colour.get(d.colour, 0)
        elif d.scoring == PER_CAPITAL_ICON:
            if capital < 0:
                icons: list[str | None] = [DOMAIN[c].icon for c in domains]
                icons += [PLANET[pid].icon for pid in known]
                icons += [TECH[t].icon for t in techs]
                capital = icons.count(CAPITAL)
            total += d.value * capital
    return total


# --- the game -----------------------------------------------------------------------------


class Game(DictTurn[State]):
    """One Microcosm playthrough (2 players, seats 0 and 1)."""

    __slots__ = ()
    NOTATION = NOTATION

    @classmethod
    def new(cls, seed: int, reveal_after_flip: bool = True, version: int = VERSION) -> Game:
        if version not in VERSIONS:
            raise ValueError(f"no version {version} of Microcosm's rules")
        return cls(new_state(seed, reveal_after_flip, version))

    def clone(self) -> Self:
        return type(self)(self._state.clone())

    def scores(self) -> list[int]:
        return [score(self._state, 0), score(self._state, 1)]

    def winners(self) -> list[int]:
        """The higher score wins; a tie goes to the player who played second (seed 002)."""
        a, b = self.scores()
        if a != b:
            return [0 if a > b else 1]
        return [1 - self._state.first]

    def _legal(self, decision: dict[str, Any]) -> list[Action]:
        return _legal(self._state, decision)

    def _resolve(self, decision: dict[str, Any], action: Action) -> None:
        _Step(self._state, self._events).do(action)


# --- legal actions ------------------------------------------------------------------------


def _legal(s: State, pending: dict[str, Any]) -> list[Action]:
    kind = pending["kind"]
    p = int(pending["player"])
    o = 1 - p
    acts: list[Action] = []
    if kind == "draw":
        acts = [act("take", c) for c in sorted(s.supply)]
        if s.deck:
            acts.append(act("draw"))
    elif kind == "main":
        able: dict[str, bool] = {}
        for h in s.hands[p]:
            effect = DOMAIN[h.card].effect
            if effect not in able:
                able[effect] = feasible(s, p, effect)
            if able[effect]:
                acts.append(act("play", h.card))
        acts.append(act("recover"))
    elif kind == "recover":
        acts = [act("back", c) for c in sorted(set(s.discards[p]))]
        acts.append(act("done"))
    elif kind == "target":
        acts = targets(s, p, pending["effect"])
    elif kind == "reveal":
        acts = reveal_sources(s, p, pending["icon"])
        acts.append(act("done"))
    elif kind == "defend":
        if any(not c.up and c.planet == BASTION for c in s.colonies[p]):
            acts.append(act("bastion"))
        acts.append(act("pass"))
    elif kind == "research":
        acts = [act("tech", t) for t in sorted(s.centre)]
        acts += [act("return", t) for t in sorted(s.techs[o])]
        if not pending["first"] or not acts:
            acts.append(act("pass"))
    elif kind == "propaganda":
        acts = [act("discard", h.card) for h in s.hands[o]] or [act("pass")]
    elif kind == "espionage":
        acts = [act("steal", c) for c in sorted(s.discards[o])]
        if pending["boosted"] and s.hands[o]:
            acts.append(act("steal-hand"))
        acts = acts or [act("pass")]
    elif kind == "copy":
        acts = [
            act("copy", c)
            for c in sorted(set(s.discards[p]))
            if DOMAIN[c].effect != "political_science" and feasible(s, p, DOMAIN[c].effect)
        ] or [act("pass")]
    elif kind == "survey_pick":
        k = int(pending["pile"])
        if PILE_COSTS[k] <= icon_max(s, p, COLONIZE):
            acts = [act("pick", j) for j in range(len(s.piles[k]))]
        acts.append(act("pass"))
    elif kind == "scan":
        acts = scan_options(s, p, pending)
        acts.append(act("done"))
    elif kind == "scan_attack":
        acts = [act("peeked", i) for i in range(len(pending["peeked"]))]
        acts.append(act("pass"))
    else:  # pragma: no cover - a pending kind always has a branch
        raise AssertionError(kind)
    return acts


def playable(s: State, p: int, card: str) -> bool:
    """A card may be played only if its action could do something (reading in the notes)."""
    return feasible(s, p, DOMAIN[card].effect)


def feasible(s: State, p: int, effect: str) -> bool:
    o = 1 - p
    if effect in ("colonize", "warfare", "annexation"):
        return bool(targets(s, p, effect))
    if effect == "research":
        return bool(s.centre or s.techs[o])
    if effect == "propaganda":
        return bool(s.hands[o])
    if effect == "espionage":
        return bool(s.discards[o]) or (
            bool(s.hands[o]) and icon_max(s, p, CAPITAL) >= POLITICS_BOOST
        )
    if effect == "political_science":
        return any(
            DOMAIN[c].effect != "political_science" and feasible(s, p, DOMAIN[c].effect)
            for c in s.discards[p]
        )
    if effect == "survey_team":
        return any(any(not sl.up for sl in pile) for pile in s.piles)
    if effect == "scanner":
        return bool(_scan_candidates(s, p, []))
    raise AssertionError(effect)


def face_down(s: State, k: int) -> list[Action]:
    """The face-down planets of pile `k` as targets: one per planet, by place (version 2),
    or the pile itself, a planet drawn at random (version 1)."""
    pile = s.piles[k]
    if s.version == 1:
        return [act("pile", PILE_COSTS[k])] if any(not sl.up for sl in pile) else []
    return [act("down", PILE_COSTS[k], j) for j, sl in enumerate(pile) if not sl.up]


def targets(s: State, p: int, effect: str) -> list[Action]:
    """Targets in notation order: face-down planets of the piles, face-up planets by id,
    opponent Colonies by slot."""
    o = 1 - p
    acts: list[Action] = []
    if effect == "colonize":
        most = icon_max(s, p, COLONIZE)
        for k in range(len(s.piles)):
            if PILE_COSTS[k] <= most:
                acts += face_down(s, k)
        up = [
            sl.planet
            for k, pile in enumerate(s.piles)
            for sl in pile
            if sl.up and PILE_COSTS[k] <= most
        ]
        acts += [act("planet", pid) for pid in sorted(up)]
    elif effect == "warfare":
        most = icon_max(s, p, WARFARE)
        acts = [a for k in range(len(s.piles)) for a in face_down(s, k)]
        up = [
            sl.planet
            for pile in s.piles
            for sl in pile
            if sl.up and PLANET[sl.planet].planet_defence <= most
        ]
        acts += [act("planet", pid) for pid in sorted(up)]
        acts += [
            act("colony", n)
            for n, sl in enumerate(s.colonies[o])
            if not sl.up or colony_defence(s, o, n) <= most
        ]
    elif effect == "annexation":
        most = icon_max(s, p, CAPITAL)
        acts = [
            act("colony", n)
            for n, sl in enumerate(s.colonies[o])
            if sl.up and colony_defence(s, o, n) + ANNEX_MARGIN <= most
        ]
    elif effect == "survey_team":
        acts = [
            act("pile", PILE_COSTS[k])
            for k, pile in enumerate(s.piles)
            if any(not sl.up for sl in pile)
        ]
    return acts


def reveal_sources(s: State, p: int, icon: str) -> list[Action]:
    acts = [
        act("reveal", h.card)
        for h in s.hands[p]
        if icon_of(h.card) == icon and h.card not in s.shown
    ]
    acts += [
        act("flip", n)
        for n, c in enumerate(s.colonies[p])
        if not c.up and icon_of(c.planet) == icon
    ]
    return acts


def _scan_candidates(s: State, p: int, peeked: list[dict[str, Any]]) -> list[Action]:
    o = 1 - p
    acts: list[Action] = []
    for k, pile in enumerate(s.piles):
        taken = {loc["pos"] for loc in peeked if loc.get("pile") == k}
        if any(not sl.up and p not in sl.seen and j not in taken for j, sl in enumerate(pile)):
            acts.append(act("peek", PILE_COSTS[k]))
    slots = {loc["slot"] for loc in peeked if "slot" in loc}
    acts += [
        act("peek-colony", n)
        for n, sl in enumerate(s.colonies[o])
        if not sl.up and p not in sl.seen and n not in slots
    ]
    return acts


def scan_options(s: State, p: int, pending: dict[str, Any]) -> list[Action]:
    if pending["left"] <= 0:
        return []
    return _scan_candidates(s, p, pending["peeked"])


# --- applying -----------------------------------------------------------------------------


class _Step(Step[State]):
    """One legal action applied to the state, collecting its events."""

    def rand(self, n: int) -> int:
        rng = Rng(self.s.rng)
        value = rng.below(n)
        self.s.rng = rng.state
        return value

    # the turn

    def on_draw(self, p: int, pending: dict[str, Any], a: Action) -> None:
        s = self.s
        if a.verb == "take":
            assert a.arg is not None
            s.supply.remove(a.arg)
            self._to_hand(p, a.arg, public=True)
            self.emit("took", player=p, card=a.arg)
        else:
            card = s.deck.pop()
            self._to_hand(p, card, public=False)
            self.emit("drew", player=p, secret={"card": card})
        if len(s.supply) < SUPPLY_SIZE and s.deck:
            card = s.deck.pop()
            s.supply.append(card)
            self.emit("refilled", card=card)
        self.wait("main", p)

    def on_main(self, p: int, pending: dict[str, Any], a: Action) -> None:
        s = self.s
        if a.verb == "recover":
            self.emit("recovering", player=p)
            if s.discards[p]:
                self.wait("recover", p)
            else:
                self.end_turn(p)
            return
        assert a.arg is not None
        s.hands[p] = [h for h in s.hands[p] if h.card != a.arg]
        s.played = a.arg
        self.emit("played", player=p, card=a.arg)
        self.start(p, DOMAIN[a.arg].effect)

    def on_recover(self, p: int, pending: dict[str, Any], a: Action) -> None:
        s = self.s
        if a.verb == "done":
            self.end_turn(p)
            return
        assert a.arg is not None
        s.discards[p].remove(a.arg)
        self._to_hand(p, a.arg, public=True)
        self.emit("recovered", player=p, card=a.arg)
        if not s.discards[p]:
            self.end_turn(p)

    def end_turn(self, p: int) -> None:
        s = self.s
        if s.played is not None:
            s.discards[p].append(s.played)
            s.played = None
        s.shown = []
        s.turn += 1
        self.emit("turn_ended", player=p)
        if not s.supply:
            s.pending = None
            # Scoring: both players gather their cards; every Colony is turned face up.
            for seat in (0, 1):
                for slot in s.colonies[seat]:
                    slot.up, slot.seen = True, []
                for h in s.hands[seat]:
                    h.public = True
            self.emit(
                "final_reveal",
                colonies=[[c.planet for c in s.colonies[seat]] for seat in (0, 1)],
                hands=[[h.card for h in s.hands[seat]] for seat in (0, 1)],
            )
            scores = [score(s, 0), score(s, 1)]
            winner = 0 if scores[0] > scores[1] else 1 if scores[1] > scores[0] else 1 - s.first
            self.emit("game_over", scores=scores, winner=winner, tie=scores[0] == scores[1])
            return
        s.active = 1 - p
        self.wait("draw", s.active)

    def _to_hand(self, p: int, card: str, public: bool) -> None:
        hand = self.s.hands[p]
        hand.append(HandCard(card, public))
        hand.sort(key=lambda h: h.card)

    # effects

    def start(self, p: int, effect: str) -> None:
        if effect in ("colonize", "warfare", "annexation", "survey_team"):
            self.wait("target", p, effect=effect)
        elif effect == "research":
            self.reveal(p, RESEARCH, RESEARCH_AGAIN, "research")
        elif effect in ("propaganda", "espionage"):
            self.reveal(p, CAPITAL, POLITICS_BOOST, effect)
        elif effect == "political_science":
            self.wait("copy", p)
        elif effect == "scanner":
            self.reveal(p, SURVEY, None, "scanner")
        else:  # pragma: no cover
            raise AssertionError(effect)

    def reveal(
        self,
        p: int,
        icon: str,
        need: int | None,
        then: str,
        *,
        target: dict[str, Any] | None = None,
        stage: int = 1,
    ) -> None:
        """Ask for reveals only when they can matter: not once the icons shown meet the need,
        not when even every icon could not meet it, not when nothing is left to show."""
        s = self.s
        data = {"icon": icon, "need": need, "then": then, "target": target, "stage": stage}
        settled = need is not None and not icon_count(s, p, icon) < need <= icon_max(s, p, icon)
        if settled or not reveal_sources(s, p, icon):
            self.after_reveal(p, data)
        else:
            self.wait("reveal", p, **data)

    def on_reveal(self, p: int, pending: dict[str, Any], a: Action) -> None:
        s = self.s
        data = {k: pending[k] for k in ("icon", "need", "then", "target", "stage")}
        if a.verb == "done":
            self.after_reveal(p, data)
            return
        if a.verb == "reveal":
            assert a.arg is not None
            s.shown.append(a.arg)
            for h in s.hands[p]:
                if h.card == a.arg:
                    h.public = True
            self.emit("revealed", player=p, card=a.arg, icon=data["icon"])
        else:
            slot = s.colonies[p][a.int_arg()]
            slot.up = True
            slot.seen = []
            self.emit(
                "flipped", player=p, owner=p, slot=a.int_arg(), planet=slot.planet, why="reveal"
            )
        self.reveal(
            p, data["icon"], data["need"], data["then"], target=data["target"], stage=data["stage"]
        )

    def after_reveal(self, p: int, data: dict[str, Any]) -> None:
        s = self.s
        o = 1 - p
        count = icon_count(s, p, data["icon"])
        then = data["then"]
        target = data["target"]
        if then == "colonize":
            self.colonize(p, target, count >= int(data["need"]))
        elif then == "attack_flip":
            self.flip_target(p, target)
            need = self.defence(p, "attack", target)
            if "slot" in target and count >= need:
                self.wait("defend", o, then="attack", target=target)
            else:
                self.resolve_contest(p, "attack", target, count >= need)
        elif then in ("attack", "annex"):
            need = self.defence(p, then, target)
            if "slot" in target and data["stage"] == 1 and count >= need:
                self.wait("defend", o, then=then, target=target)
            else:
                self.resolve_contest(p, then, target, count >= need)
        elif then == "research":
            rounds = 2 if count >= RESEARCH_AGAIN else 1
            if rounds == 2:
                self.emit("boosted", player=p, icons=count)
            self.wait("research", p, left=rounds, first=True)
        elif then == "propaganda":
            boosted = count >= POLITICS_BOOST
            if boosted:
                self.emit("boosted", player=p, icons=count)
            for h in s.hands[o]:
                h.public = True
            self.emit("hand_shown", player=o, to=p, cards=[h.card for h in s.hands[o]])
            left = min(2 if boosted else 1, len(s.hands[o]))
            self.wait("propaganda", p, left=left)
        elif then == "espionage":
            boosted = count >= POLITICS_BOOST
            if boosted:
                self.emit("boosted", player=p, icons=count)
            self.wait("espionage", p, boosted=boosted)
        elif then == "scanner":
            own = int(s.played is not None and icon_of(s.played) == SURVEY)
            left = SCANNER_PEEKS + count - own
            self.wait("scan", p, left=left, peeked=[])
            if not scan_options(s, p, s.pending or {}):
                self.to_scan_attack(p, [])
        else:  # pragma: no cover
            raise AssertionError(then)

    # targets

    def on_target(self, p: int, pending: dict[str, Any], a: Action) -> None:
        s = self.s
        o = 1 - p
        effect = pending["effect"]
        if effect == "survey_team":
            k = pile_index(a.int_arg())
            planets = []
            for slot in s.piles[k]:
                if not slot.up:
                    planets.append(slot.planet)
                    if p not in slot.seen:
                        slot.seen.append(p)
            self.emit("surveyed", player=p, pile=a.int_arg(), secret={"planets": sorted(planets)})
            self.wait("survey_pick", p, pile=k)
            return
        target: dict[str, Any]
        if a.verb == "pile":
            target = {"pile": pile_index(a.int_arg()), "pos": None}
        elif a.verb == "down":
            target = {"pile": pile_index(a.int_arg()), "pos": a.int_arg(1)}
        elif a.verb == "planet":
            target = self._find_in_piles(a.arg)
        else:
            target = {"owner": o, "slot": a.int_arg()}
        if effect == "colonize":
            cost = PILE_COSTS[target["pile"]]
            if a.verb == "down":
                self._colonizing_down(p, target)
            else:
                planet = a.arg if a.verb == "planet" else None
                self.emit("colonizing", player=p, pile=cost, planet=planet)
            self.reveal(p, COLONIZE, cost, "colonize", target=target)
        elif effect == "warfare":
            self.attack(p, target)
        else:
            self.emit(
                "annexing",
                player=p,
                owner=o,
                slot=target["slot"],
                planet=s.colonies[o][target["slot"]].planet,
            )
            self.reveal(p, CAPITAL, self.defence(p, "annex", target), "annex", target=target)

    def _colonizing_down(self, p: int, target: dict[str, Any]) -> None:
        """A chosen face-down planet: its place is public, its face only to a seat that knows
        it (a Survey or a peek), so the log says which planet to that seat alone."""
        k, pos = target["pile"], target["pos"]
        slot = self.s.piles[k][pos]
        secret = {"secret": {"planet": slot.planet}} if p in slot.seen else {}
        self.emit("colonizing", player=p, pile=PILE_COSTS[k], planet=None, pos=pos, **secret)

    def _find_in_piles(self, planet: str | None) -> dict[str, Any]:
        for k, pile in enumerate(self.s.piles):
            for j, slot in enumerate(pile):
                if slot.planet == planet:
                    return {"pile": k, "pos": j}
        raise AssertionError(planet)

    def colonize(self, p: int, target: dict[str, Any], ok: bool) -> None:
        s = self.s
        k = target["pile"]
        if not ok:
            self.emit("colonize_failed", player=p, pile=PILE_COSTS[k])
            self.end_turn(p)
            return
        pos = target["pos"]
        if pos is None:  # picked without looking
            downs = [j for j, sl in enumerate(s.piles[k]) if not sl.up]
            pos = downs[self.rand(len(downs))]
        slot = s.piles[k].pop(pos)
        if not slot.up and p not in slot.seen:
            slot.seen.append(p)
        s.colonies[p].append(slot)
        if slot.up:
            self.emit(
                "colonized",
                player=p,
                pile=PILE_COSTS[k],
                planet=slot.planet,
                slot=len(s.colonies[p]) - 1,
            )
        else:
            self.emit(
                "colonized",
                player=p,
                pile=PILE_COSTS[k],
                planet=None,
                slot=len(s.colonies[p]) - 1,
                secret={"planet": slot.planet},
            )
        self.end_turn(p)

    def attack(self, p: int, target: dict[str, Any]) -> None:
        """Flip the target if face down, then reveal Warfare icons against its defence.

        With the option `reveal_after_flip` off, an attacker who does not know a face-down
        target shows its icons first, and the target is flipped after.
        """
        s = self.s
        if "pile" in target and target["pos"] is None:
            downs = [j for j, sl in enumerate(s.piles[target["pile"]]) if not sl.up]
            target = {"pile": target["pile"], "pos": downs[self.rand(len(downs))]}
        slot = self._slot(target)
        if not s.reveal_after_flip and not slot.known_to(p):
            self.emit("attacking", player=p, planet=None, flipped=False, **self._where(target))
            self.reveal(p, WARFARE, None, "attack_flip", target=target)
        else:
            self.flip_target(p, target)
            self.reveal(p, WARFARE, self.defence(p, "attack", target), "attack", target=target)

    def _slot(self, target: dict[str, Any]) -> Slot:
        zone = (
            self.s.piles[target["pile"]] if "pile" in target else self.s.colonies[target["owner"]]
        )
        slot: Slot = zone[target["pos"] if "pile" in target else target["slot"]]
        return slot

    def _where(self, target: dict[str, Any]) -> dict[str, Any]:
        if "pile" in target:
            return {"pile": PILE_COSTS[target["pile"]]}
        return {"owner": target["owner"], "slot": target["slot"]}

    def flip_target(self, p: int, target: dict[str, Any]) -> None:
        s = self.s
        if "pile" in target:
            k = target["pile"]
            slot = s.piles[k][target["pos"]]
            where: dict[str, Any] = {"pile": PILE_COSTS[k]}
        else:
            slot = s.colonies[target["owner"]][target["slot"]]
            where = {"owner": target["owner"], "slot": target["slot"]}
        was_down = not slot.up
        slot.up = True
        slot.seen = []
        self.emit("attacking", player=p, planet=slot.planet, flipped=was_down, **where)

    def defence(self, p: int, then: str, target: dict[str, Any]) -> int:
        s = self.s
        if "pile" in target:
            return PLANET[s.piles[target["pile"]][target["pos"]].planet].planet_defence
        d = colony_defence(s, target["owner"], target["slot"])
        return d + (ANNEX_MARGIN if then == "annex" else 0)

    def on_defend(self, p: int, pending: dict[str, Any], a: Action) -> None:
        s = self.s
        attacker = 1 - p
        then = pending["then"]
        target = pending["target"]
        if a.verb == "pass":
            self.emit("no_surprise", player=p)
            self.resolve_contest(attacker, then, target, True)
            return
        n = next(i for i, c in enumerate(s.colonies[p]) if c.planet == BASTION)
        s.colonies[p][n].up = True
        s.colonies[p][n].seen = []
        self.emit("flipped", player=p, owner=p, slot=n, planet=BASTION, why="defence")
        icon = WARFARE if then == "attack" else CAPITAL
        self.reveal(
            attacker, icon, self.defence(attacker, then, target), then, target=target, stage=2
        )

    def resolve_contest(self, p: int, then: str, target: dict[str, Any], ok: bool) -> None:
        s = self.s
        if "pile" in target:
            planet = s.piles[target["pile"]][target["pos"]].planet
            where: dict[str, Any] = {"pile": PILE_COSTS[target["pile"]]}
        else:
            planet = s.colonies[target["owner"]][target["slot"]].planet
            where = {"owner": target["owner"], "slot": target["slot"]}
        if not ok:
            self.emit(
                "repelled" if then == "attack" else "annex_failed", player=p, planet=planet, **where
            )
        elif then == "attack":
            if "pile" in target:
                s.piles[target["pile"]].pop(target["pos"])
            else:
                s.colonies[target["owner"]].pop(target["slot"])
            s.spoils[p].append(planet)
            self.emit("conquered", player=p, planet=planet, **where)
        else:
            slot = s.colonies[target["owner"]].pop(target["slot"])
            s.colonies[p].append(slot)
            self.emit("annexed", player=p, planet=planet, **where)
        self.end_turn(p)

    # research and politics

    def on_research(self, p: int, pending: dict[str, Any], a: Action) -> None:
        s = self.s
        o = 1 - p
        if a.verb == "pass":
            self.emit("research_passed", player=p)
            self.end_turn(p)
            return
        assert a.arg is not None
        if a.verb == "tech":
            s.centre.remove(a.arg)
            s.techs[p].append(a.arg)
            self.emit("tech_taken", player=p, tech=a.arg)
        else:
            s.techs[o].remove(a.arg)
            s.centre.append(a.arg)
            self.emit("tech_returned", player=p, owner=o, tech=a.arg)
        left = pending["left"] - 1
        if left > 0 and (s.centre or s.techs[o]):
            self.wait("research", p, left=left, first=False)
        else:
            self.end_turn(p)

    def on_propaganda(self, p: int, pending: dict[str, Any], a: Action) -> None:
        s = self.s
        o = 1 - p
        if a.verb == "discard":
            s.hands[o] = [h for h in s.hands[o] if h.card != a.arg]
            assert a.arg is not None
            s.discards[o].append(a.arg)
            self.emit("forced_discard", player=p, owner=o, card=a.arg)
        left = pending["left"] - 1 if a.verb == "discard" else 0
        if left > 0 and s.hands[o]:
            self.wait("propaganda", p, left=left)
        else:
            self.end_turn(p)

    def on_espionage(self, p: int, pending: dict[str, Any], a: Action) -> None:
        s = self.s
        o = 1 - p
        if a.verb == "steal":
            assert a.arg is not None
            s.discards[o].remove(a.arg)
            self._to_hand(p, a.arg, public=True)
            self.emit("stolen", player=p, owner=o, card=a.arg, source="discard")
        elif a.verb == "steal-hand":
            hand = s.hands[o]
            card = hand.pop(self.rand(len(hand))).card
            self._to_hand(p, card, public=True)
            self.emit("stolen", player=p, owner=o, card=card, source="hand")
        self.end_turn(p)

    def on_copy(self, p: int, pending: dict[str, Any], a: Action) -> None:
        if a.verb == "pass":
            self.end_turn(p)
            return
        assert a.arg is not None
        self.emit("copied", player=p, card=a.arg)
        self.start(p, DOMAIN[a.arg].effect)

    # survey

    def on_survey_pick(self, p: int, pending: dict[str, Any], a: Action) -> None:
        k = int(pending["pile"])
        if a.verb == "pass":
            self.emit("survey_passed", player=p)
            self.end_turn(p)
            return
        target = {"pile": k, "pos": a.int_arg()}
        slot = self.s.piles[k][a.int_arg()]
        if slot.up:
            self.emit("colonizing", player=p, pile=PILE_COSTS[k], planet=slot.planet)
        else:
            self.emit(
                "colonizing",
                player=p,
                pile=PILE_COSTS[k],
                planet=None,
                secret={"planet": slot.planet},
            )
        self.reveal(p, COLONIZE, PILE_COSTS[k], "colonize", target=target)

    def on_scan(self, p: int, pending: dict[str, Any], a: Action) -> None:
        s = self.s
        o = 1 - p
        peeked = list(pending["peeked"])
        if a.verb == "done":
            self.to_scan_attack(p, peeked)
            return
        if a.verb == "peek":
            k = pile_index(a.int_arg())
            taken = {loc["pos"] for loc in peeked if loc.get("pile") == k}
            options = [
                j
                for j, sl in enumerate(s.piles[k])
                if not sl.up and p not in sl.seen and j not in taken
            ]
            j = options[self.rand(len(options))]
            slot = s.piles[k][j]
            peeked.append({"pile": k, "pos": j})
            self.emit("peeked", player=p, pile=a.int_arg(), pos=j, secret={"planet": slot.planet})
        else:
            slot = s.colonies[o][a.int_arg()]
            peeked.append({"owner": o, "slot": a.int_arg()})
            self.emit("peeked", player=p, owner=o, slot=a.int_arg(), secret={"planet": slot.planet})
        slot.seen.append(p)
        self.wait("scan", p, left=pending["left"] - 1, peeked=peeked)
        if not scan_options(s, p, s.pending or {}):
            self.to_scan_attack(p, peeked)

    def to_scan_attack(self, p: int, peeked: list[dict[str, Any]]) -> None:
        if peeked:
            self.wait("scan_attack", p, peeked=peeked)
        else:
            self.end_turn(p)

    def on_scan_attack(self, p: int, pending: dict[str, Any], a: Action) -> None:
        if a.verb == "pass":
            self.emit("scan_passed", player=p)
            self.end_turn(p)
        else:
            self.attack(p, dict(pending["peeked"][a.int_arg()]))
