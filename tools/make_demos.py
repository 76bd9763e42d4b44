"""Write pysrc/eminent_domain/demo_data.py: the base game's built-in rules demos, and
pysrc/eminent_domain/ui/demo_text.py: their English titles and captions.

Each demo starts at the decision its rule is about (a role demo: the leader about to lead it,
whatever Action came before played silently; a technology demo: the card about to be played)
and ends once that rule has done its work. The positions are found by playing seeded games
between Easy bots; the captions say in plain words what happens and why, with the numbers of
that position, and refer to players as the demo page shows them ("Player 1").

A demo's title and captions are catalogue keys (`demo.<name>.title`, `demo.<name>.<step>`):
the English is written to `demo_text.py`, the French is in `ui/text_fr.py`, by hand (a new or
changed caption needs its French there; tests/ui/test_languages.py names any key left out).

    PYTHONPATH=pysrc python3 tools/make_demos.py && ruff format pysrc/eminent_domain/demo_data.py
"""

from __future__ import annotations

import json
import pprint
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from eminent_domain import rules
from eminent_domain.cards import CARD_KEYS, ROLE_KIND, TECH_FACE
from eminent_domain.engine import Game
from eminent_domain.planets import PLANETS
from eminent_domain.spec import SPEC
from eminent_domain.state import Config
from eminent_domain.view import view_for
from eminent_domain.vocab import Role
from tabletop.bots import make_bot
from tabletop.demos import parse

# The built-ins keep the format they were written in before the core (which reads it as this
# game's); `tests/test_legacy.py` checks that old links still open their own content.
FORMAT = "eminent-domain-demo/1"
OUT = Path(__file__).resolve().parents[1] / "pysrc" / "eminent_domain" / "demo_data.py"
TEXT_OUT = OUT.parent / "ui" / "demo_text.py"
MAX_STEPS = 10

Events = list[dict[str, Any]]


@dataclass
class Decision:
    kind: str  # the pending frame's kind when the decision was taken
    player: int
    action: str
    events: Events


def plural(count: int, one: str, many: str | None = None) -> str:
    return f"{count} {one if count == 1 else (many or one + 's')}"


def role_name(role: str) -> str:
    return Role(role).value.capitalize()


def card_name(key: str) -> str:
    kind = ROLE_KIND.get(key)
    if kind is not None:
        return f"a {kind.name} card"
    return TECH_FACE[key].name


def planet(game: Game, seat: int, slot: int) -> str:
    return PLANETS[game.state.players[seat].empire[slot].planet].name


class Captions:
    """Plain-words captions for one demo: the game before each step is at hand."""

    def __init__(self, players: int) -> None:
        self.names = [f"Player {i + 1}" for i in range(players)]

    def step(self, game: Game, action: str, events: Events, after: Game) -> str:
        """What the step does and why (game: before it; after: once done)."""
        seat = game.current_player
        assert seat is not None
        who = self.names[seat]
        frame = game.state.pending[-1]
        verb, *args = action.split()
        me = game.state.players[seat]
        if verb == "lead":
            role = role_name(args[0])
            took = next(e for e in events if e["type"] == "lead")["took"]
            if took:
                text = (
                    f"{who} leads {role} and takes a {role} card from its stack into play: "
                    f"the first {role} symbol."
                )
            else:
                text = f"{who} leads {role}; its stack is empty, so no card comes with it."
            return text + " Now they may add more from their hand."
        if verb == "boost":
            role = role_name(frame.data["role"])
            total = after_symbols(after, seat)
            text = f"{who} adds {card_name(args[0])} from their hand"
            return f"{text}: {plural(total, role + ' symbol')} in play now."
        if verb == "done" and frame.kind == "boost":
            return self.resolved(game, seat, frame, events, after)
        if verb == "follow":
            role = role_name(frame.data["role"])
            return (
                f"{who} follows: they too may add {role} cards from their hand and do {role}, "
                "without the leader's bonus."
            )
        if verb == "dissent":
            role = role_name(frame.data["role"])
            return f"{who} dissents: no {role} for them, but they draw a card instead."
        if verb == "keep":
            name = PLANETS[frame.data["planets"][int(args[0])]].name
            return (
                f"{who} keeps {name}: it joins their Empire face down, to be settled or "
                "attacked later. The other planets go to the discard pile."
            )
        if verb == "attack":
            slot = int(args[0])
            cost = rules.attack_cost(me, me.empire[slot])
            return (
                f"{who} attacks {planet(game, seat, slot)}: {plural(cost, 'fighter')} spent "
                f"(its Warfare cost), and the planet turns face up. It is theirs now, worth "
                f"{PLANETS[me.empire[slot].planet].influence} influence at the end."
                + self.extra(events, seat, ("attack",))
            )
        if verb == "collect":
            fighters = after.state.players[seat].fighters
            return f"{who} collects fighters: {fighters} now." + self.extra(
                events, seat, ("fighters",)
            )
        if verb == "settle":
            slot = int(args[0])
            return (
                f"{who} settles {planet(game, seat, slot)}: it turns face up, worth "
                f"{PLANETS[me.empire[slot].planet].influence} influence at the end; its "
                "colonies go to the discard pile." + self.extra(events, seat, ("settle",))
            )
        if verb == "colonies":
            return f"{who} chooses colonies: their Colonize cards go under planets, one by one."
        if verb == "tuck":
            slot = int(args[0])
            entry = after.state.players[seat].empire[slot]
            have = rules.colonies_on(after.state.players[seat], entry)
            need = rules.settle_need(after.state.players[seat], entry)
            card = "a Colonize card"
            if frame.kind == "effect":  # an Action card tucks itself
                key = CARD_KEYS[frame.data["card"]]
                card = TECH_FACE[key].name if key in TECH_FACE else card
            progress = (
                f"{plural(have, 'colony', 'colonies')}, enough to settle it"
                if have >= need
                else f"{have} of the {need} colonies it needs to be settled"
            )
            return f"{who} puts {card} under {planet(game, seat, slot)}: {progress}."
        if verb == "produce":
            slot, place = int(args[0]), int(args[1])
            resource = PLANETS[me.empire[slot].planet].slots[place].value.capitalize()
            return f"{who} produces {resource} on {planet(game, seat, slot)}." + self.extra(
                events, seat, ("produce",)
            )
        if verb == "trade":
            slot, place = int(args[0]), int(args[1])
            resource = PLANETS[me.empire[slot].planet].slots[place].value.capitalize()
            tokens = after.state.players[seat].influence
            return (
                f"{who} trades the {resource} on {planet(game, seat, slot)} for an influence "
                f"token: {plural(tokens, 'token')} now, each worth 1 point at the end."
            )
        if verb == "research":
            face = TECH_FACE[args[0]]
            where = (
                "It is permanent: it stays in their Empire for good."
                if face.permanent
                else "It goes into their hand, and from now on it is part of their deck."
            )
            need = (
                f" and needs {plural(face.level, f'face-up {face.type.value.capitalize()} planet')}"
                if face.level
                else ""
            )
            return f"{who} takes {face.name}: it costs {face.cost} Research symbols{need}. {where}"
        if verb == "act":
            key = args[0]
            if key == "politics":
                return (
                    f"{who} plays Politics for its Action: the card leaves the game, and they "
                    "may take any role card from the stacks."
                )
            face = TECH_FACE.get(key)
            if face is not None:
                return f"{who} plays {face.name} for its Action: “{face.text}”" + self.extra(
                    events, seat, ("action",)
                )
            return f"{who} plays {card_name(key)} for its Action." + self.extra(
                events, seat, ("action",)
            )
        if verb == "take":
            name = ROLE_KIND[args[0]].name
            return f"{who} takes a {name} card from its stack into their hand."
        if verb == "pass":
            return f"{who} lets it go." + self.extra(events, seat, ())
        if verb == "done":
            return f"{who} is done." + self.extra(events, seat, ())
        if verb == "remove":
            return f"{who} removes {card_name(args[0])} from the game: a thinner deck."
        raise SystemExit(f"no caption for {action!r}")

    def resolved(self, game: Game, seat: int, frame: Any, events: Events, after: Game) -> str:
        """The step that ends boosting: the role happens with every symbol counted."""
        who = self.names[seat]
        role = Role(frame.data["role"])
        name = role_name(role.value)
        total = next(e for e in events if e["type"] == "resolve")["symbols"]
        me = game.state.players[seat]
        empire = rules.empire_symbols(me, role)
        counted = f"{plural(total, name + ' symbol')}"
        if empire:
            counted += f" ({empire} from their Empire)"
        leader = frame.data["leader"]
        if role is Role.SURVEY:
            looked = max(0, total - 1 + (1 if leader else 0))
            bonus = ", plus one for leading" if leader else ""
            return (
                f"{who} is done adding cards. {counted}: they look at {plural(looked, 'planet')} "
                f"(one per symbol, minus one{bonus}) and will keep one."
            )
        if role is Role.WARFARE:
            if leader:
                return (
                    f"{who} is done adding cards. {counted}: {plural(total, 'fighter')} to "
                    f"collect, or, as leader, they may attack a face-down planet instead. They "
                    f"have {plural(me.fighters, 'fighter')}{self.targets(after, seat, 'attack')}."
                )
            return f"{who} is done: {counted}, {plural(total, 'fighter')} collected."
        if role is Role.COLONIZE:
            if leader:
                return (
                    f"{who} is done adding cards. As leader, they may settle a face-down planet "
                    f"whose colonies reach its Colonize cost{self.targets(after, seat, 'settle')}"
                    ", or put their Colonize cards under planets as colonies."
                )
            return f"{who} is done: {counted}, each Colonize card becomes a colony."
        if role is Role.PRODUCE:
            return (
                f"{who} is done adding cards. {counted}: they may fill "
                f"{plural(total, 'empty resource slot')} of their face-up planets."
            )
        if role is Role.TRADE:
            return (
                f"{who} is done adding cards. {counted}: they may trade "
                f"{plural(total, 'resource')} for influence, one token each."
            )
        return (
            f"{who} is done adding cards. {counted}: they may take a technology costing up to "
            f"{total}, if they have enough face-up planets of its type."
        )

    @staticmethod
    def targets(game: Game, seat: int, verb: str) -> str:
        """The planets the leader's bonus can reach now, with what each costs."""
        me = game.state.players[seat]
        said = []
        for action in game.legal_actions():
            found, *args = str(action).split()
            if found == verb:
                entry = me.empire[int(args[0])]
                name = PLANETS[entry.planet].name
                if verb == "attack":
                    said.append(f"{name} costs {rules.attack_cost(me, entry)}")
                else:
                    have = rules.colonies_on(me, entry)
                    colonies = plural(have, "colony", "colonies")
                    said.append(
                        f"{name} has {colonies} for a cost of {rules.settle_need(me, entry)}"
                    )
        return f" ({'; '.join(said)})" if said else ""

    def extra(self, events: Events, seat: int, skip: tuple[str, ...]) -> str:
        """What else happened by itself (cards drawn, influence, fighters)."""
        said = []
        for event in events:
            kind = event["type"]
            if kind in skip or event.get("player", seat) != seat:
                continue
            if kind == "draw":
                said.append(f"They draw {plural(event['count'], 'card')}.")
            elif kind == "influence":
                said.append(f"They gain {plural(event['count'], 'influence token')}.")
            elif kind == "fighters":
                said.append(f"They collect {plural(event['count'], 'fighter')}.")
            elif kind == "survey_keep":
                said.append("A planet from the deck joins their Empire face down.")
        return "".join(" " + s for s in said)


def after_symbols(game: Game, seat: int) -> int:
    frame = game.state.pending[-1]
    assert frame.kind == "boost" and frame.player == seat
    return int(frame.data["symbols"])


# --- finding positions -------------------------------------------------------------------------


def politician(game: Game, seat: int) -> str | None:
    """Easy never plays Politics for its Action; this player does, once it can."""
    legal = [str(a) for a in game.legal_actions()]
    if game.pending_kind == "action" and "act politics" in legal:
        return "act politics"
    return None


def play(
    players: int, seed: int, prefer: Callable[[Game, int], str | None] | None
) -> list[Decision]:
    game = Game.new(Config(players), seed)
    bots = [make_bot("easy", SPEC, seed * 10 + s) for s in range(players)]
    history = []
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        kind = game.pending_kind
        assert kind is not None
        action = (prefer(game, seat) if prefer else None) or bots[seat].choose(view_for(game, seat))
        history.append(Decision(kind, seat, action, game.apply(action)))
    return history


def role_stretch(history: list[Decision], start: int) -> int:
    """The end of the leader's part of a role led at `start` (the first follower's turn)."""
    for index in range(start + 1, len(history)):
        if history[index].kind in ("follow", "cleanup", "action", "lead"):
            return index
    return len(history)


def phase_end(history: list[Decision], start: int, kinds: tuple[str, ...]) -> int:
    for index in range(start + 1, len(history)):
        if history[index].kind in kinds:
            return index
    return len(history)


Found = tuple[int, int]  # the stretch of decisions [start, end)
Finder = Callable[[list[Decision]], Found | None]


def leads(role: str, ok: Callable[[list[Decision]], bool]) -> Finder:
    def find(history: list[Decision]) -> Found | None:
        for start, decision in enumerate(history):
            if decision.kind == "lead" and decision.action == f"lead {role}":
                end = role_stretch(history, start)
                if end - start <= MAX_STEPS and ok(history[start:end]):
                    return start, end
        return None

    return find


def verbs(stretch: list[Decision]) -> list[str]:
    return [d.action.split()[0] for d in stretch]


def follow_and_dissent(history: list[Decision]) -> Found | None:
    for start, decision in enumerate(history):
        if decision.kind == "lead":
            end = phase_end(history, start, ("cleanup", "action"))
            found = verbs(history[start:end])
            if (
                end - start <= MAX_STEPS
                and {"follow", "dissent"} <= set(found)
                and found.index("follow") < found.index("dissent")
            ):
                return start, end
    return None


def politics(history: list[Decision]) -> Found | None:
    for start, decision in enumerate(history):
        if decision.action == "act politics":
            take = history[start + 1].action
            lead = history[start + 2]
            if lead.kind == "lead" and lead.action == "lead " + take.split()[1]:
                end = role_stretch(history, start + 2)
                if end - start <= 8 and "boost" in verbs(history[start + 3 : end]):
                    return start, end
    return None


def tech_action(used: set[str]) -> Finder:
    def find(history: list[Decision]) -> Found | None:
        for start, decision in enumerate(history):
            verb, *args = decision.action.split()
            if verb == "act" and args[0] in TECH_FACE and args[0] not in used:
                name = TECH_FACE[args[0]].name
                if any(TECH_FACE[u].name == name for u in used):
                    continue
                end = phase_end(history, start, ("lead", "action", "cleanup"))
                if 2 <= end - start <= MAX_STEPS:
                    used.add(args[0])
                    return start, end
        return None

    return find


USED_TECHS: set[str] = set()

# name, title, players, how to find it, the first caption (with {who} and numbers filled in)
DEMOS: list[tuple[str, str, int, Finder, Callable[[Game, int, list[str]], str]]] = [
    (
        "survey",
        "Survey",
        2,
        leads("survey", lambda s: "boost" in verbs(s) and "keep" in verbs(s)),
        lambda g, s, a: (
            f"Survey finds new planets. Player {s + 1} has played their Action and is about to "
            "lead Survey: they will look at planets, one per Survey symbol, and keep one."
        ),
    ),
    (
        "warfare",
        "Warfare",
        2,
        leads("warfare", lambda s: "attack" in verbs(s)),
        lambda g, s, a: (
            f"Warfare brings fighters, and fighters conquer planets. Player {s + 1} has "
            f"{plural(g.state.players[s].fighters, 'fighter')} and is about to lead "
            "Warfare, to attack."
        ),
    ),
    (
        "colonize",
        "Colonize",
        2,
        leads("colonize", lambda s: "settle" in verbs(s)),
        lambda g, s, a: (
            f"Colonize turns a face-down planet into a settled one. Player {s + 1}'s planet "
            "has enough colonies under it, so they are about to lead Colonize to settle it."
        ),
    ),
    (
        "produce",
        "Produce",
        2,
        leads("produce", lambda s: verbs(s).count("produce") >= 2),
        lambda g, s, a: (
            f"Produce puts resources on your face-up planets, one per Produce symbol. "
            f"Player {s + 1} has empty resource slots and is about to lead Produce."
        ),
    ),
    (
        "trade",
        "Trade",
        2,
        leads("trade", lambda s: verbs(s).count("trade") >= 2),
        lambda g, s, a: (
            f"Trade turns resources into influence, which is points. Player {s + 1} has "
            f"{plural(rules.resources(g.state.players[s]), 'resource')} on their planets "
            "and is about to lead Trade."
        ),
    ),
    (
        "research",
        "Research",
        2,
        leads("research", lambda s: "boost" in verbs(s) and "research" in verbs(s)),
        lambda g, s, a: (
            "Research buys technologies: your Research symbols pay for one, and you need "
            f"enough face-up planets of its type. Player {s + 1} is about to lead Research."
        ),
    ),
    (
        "politics",
        "Politics",
        2,
        politics,
        lambda g, s, a: (
            "A Politics card has no role. Played for its Action, it leaves the game and "
            f"brings any role card into your hand. Player {s + 1} is about to play it."
        ),
    ),
    (
        "follow-dissent",
        "Follow or dissent",
        3,
        follow_and_dissent,
        lambda g, s, a: (
            f"When a role is led, every other player chooses: follow (do it too, without the "
            f"leader's bonus) or dissent (draw a card). Player {s + 1} is about to lead "
            f"{role_name(a[0].split()[1])}."
        ),
    ),
    (
        "tech-1",
        "A technology's Action",
        2,
        tech_action(USED_TECHS),
        lambda g, s, a: tech_intro(s, a),
    ),
    (
        "tech-2",
        "Another technology",
        3,
        tech_action(USED_TECHS),
        lambda g, s, a: tech_intro(s, a),
    ),
    (
        "tech-3",
        "Technologies in a 4-player game",
        4,
        tech_action(USED_TECHS),
        lambda g, s, a: tech_intro(s, a),
    ),
]


def tech_intro(seat: int, actions: list[str]) -> str:
    face = TECH_FACE[actions[0].split()[1]]
    return (
        f"A technology you research goes into your deck. Played for its Action it does more "
        f"than a role card. Player {seat + 1} is about to play {face.name}."
    )


def make(name: str, title: str, players: int, find: Finder, intro: Any) -> dict[str, Any]:
    """The first stretch, over seeded Easy games, that shows the demo's rule."""
    prefer = politician if name == "politics" else None
    for seed in range(1, 400):
        history = play(players, seed, prefer)
        found = find(history)
        if found is None:
            continue
        start, end = found
        before = [d.action for d in history[:start]]
        actions = [d.action for d in history[start:end]]
        game = Game.new(Config(players), seed)
        for action in before:
            game.apply(action)
        seat = game.current_player
        assert seat is not None
        captions = [intro(game, seat, actions)]
        writer = Captions(players)
        for action in actions:
            after = game.clone()
            events = after.apply(action)
            captions.append(writer.step(game, action, events, after))
            game = after
        demo = {
            "format": FORMAT,
            "title": title,
            "config": Config(players).to_dict(),
            "seed": seed,
            "before": before,
            "actions": actions,
            "captions": captions,
            "seat": seat,
        }
        parse(json.loads(json.dumps(demo)))
        return demo
    raise SystemExit(f"no game shows {name}")


def keyed(demos: dict[str, dict[str, Any]]) -> tuple[dict[str, Any], dict[str, str]]:
    """The demos with catalogue keys for their title and captions, and the English of each
    key."""
    english: dict[str, str] = {}
    out: dict[str, Any] = {}
    for name, demo in demos.items():
        english[f"demo.{name}.title"] = demo["title"]
        for index, caption in enumerate(demo["captions"]):
            english[f"demo.{name}.{index}"] = caption
        captions = [f"demo.{name}.{index}" for index in range(len(demo["captions"]))]
        out[name] = {**demo, "title": f"demo.{name}.title", "captions": captions}
    return out, english


def write(demos: dict[str, dict[str, Any]]) -> None:
    data, english = keyed(demos)
    body = pprint.pformat(data, width=100, sort_dicts=False)
    OUT.write_text(
        '"""Built-in rules demos (written by tools/make_demos.py; do not edit by hand): each\n'
        "starts at the decision its rule is about, with a caption in plain words per step.\n"
        "Titles and captions are catalogue keys: their English is in `ui/demo_text.py`.\n"
        '"""\n\n'
        "# fmt: off\n"
        f"DEMOS: dict[str, dict[str, object]] = {body}\n"
    )
    strings = pprint.pformat(english, width=100, sort_dicts=False)
    TEXT_OUT.write_text(
        '"""The built-in rules demos\' titles and captions in English (written by\n'
        "tools/make_demos.py; do not edit by hand). Their French is in `text_fr.py`.\n"
        '"""\n\n'
        "# fmt: off\n"
        f"STRINGS: dict[str, str] = {strings}\n"
    )


def main() -> int:
    demos = {spec[0]: make(*spec) for spec in DEMOS}
    write(demos)
    print(f"wrote {len(demos)} demos to {OUT} and their English to {TEXT_OUT}", file=sys.stderr)
    for name, demo in demos.items():
        print(f"\n== {name} (seed {demo['seed']}, seat {demo['seat']})", file=sys.stderr)
        for index, caption in enumerate(demo["captions"]):
            step = demo["actions"][index - 1] if index else "-"
            print(f"  {index} [{step}] {caption}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
