"""Engine data as readable text: button labels, prompt titles, follow hints, log lines.

Pure functions of a player's view (`view.view_for`) and the engine's event dicts, so they run
and are tested under plain CPython. Every word comes from `text.t`, card and role names too
(keyed by the card tables' keys); planets keep their proper names. Actions name cards by key
and planets by Empire slot; labels turn those into what the player sees (a card name, a planet
name, or the back of a face-down planet), so a button never shows notation.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from eminent_domain import symbols
from eminent_domain.actions import parse
from eminent_domain.cards import ROLE_KIND, TECH_FACE
from eminent_domain.planets import PLANETS
from eminent_domain.rules import BASE_HAND_LIMIT
from eminent_domain.ui.text import STRINGS, isolate, t
from eminent_domain.vocab import PlanetType, Resource, Role

View = dict[str, Any]
Event = dict[str, Any]

# Step counts at or above this mean "any number" (Data Network's `remove 99`).
ANY_NUMBER = 99


# --- names ------------------------------------------------------------------------------------


# The catalogue key of each role, planet type and resource word (their values are distinct).
_WORD_KEYS: dict[str, str] = {
    **{role.value: f"role.{role.value}" for role in Role},
    **{kind.value: f"planet_type.{kind.value}" for kind in PlanetType},
    **{res.value: f"gallery.resource.{res.value}" for res in Resource},
}


def _word(value: str) -> str:
    """A role, resource or planet type as a capitalised game term ("produce" -> "Produce")."""
    return t(_WORD_KEYS[value])


def role_card_name(key: str) -> str:
    """A role card's name ("Produce/Trade") by its kind's key."""
    return t(f"role_card.{key}")


def tech_name(face_key: str) -> str:
    """A technology face's printed name; faces with one ability share it."""
    return t(f"tech.name.{TECH_FACE[face_key].ability}")


def tech_text(face_key: str) -> str:
    """A technology face's card text."""
    return t(f"tech.text.{TECH_FACE[face_key].ability}")


def card_name(key: str) -> str:
    """A card by its key: a role card's name or a technology face's name."""
    return role_card_name(key) if key in ROLE_KIND else tech_name(key)


def _plural(key: str, count: int, **values: object) -> str:
    """`key.one` or `key.many`, so that English plurals need no "(s)"."""
    return t(f"{key}.{'one' if count == 1 else 'many'}", count=count, **values)


def _symbols(symbols: tuple[Role, ...]) -> str:
    return " + ".join(_word(role.value) for role in symbols)


def _tech(face_key: str) -> str:
    """A technology by name; faces sharing a name (the four Improved Survey...) differ only
    by their symbols, so those are shown too."""
    face = TECH_FACE[face_key]
    if face.permanent:
        return t("action.tech.permanent", name=tech_name(face_key))
    return t("action.tech.symbols", name=tech_name(face_key), symbols=_symbols(face.symbols))


def _card(key: str) -> str:
    """A card in hand by its key: "a Survey card", or a technology by name."""
    if key in ROLE_KIND:
        return t("action.card.role", name=role_card_name(key))
    return _tech(key)


def _planet_name(planet: int) -> str:
    return PLANETS[planet].name


def _empire_planet(entry: dict[str, Any], slot: int) -> str:
    """An Empire planet as its viewer sees it: the name if face up; a face-down one by its
    name too when the viewer may see it (their own), else by its public back."""
    kind = _word(entry["back"]["type"])
    if entry["face_up"]:
        return _planet_name(entry["planet"])
    if entry["planet"] is not None:
        return t("action.planet.down_known", name=_planet_name(entry["planet"]), type=kind)
    return t("action.planet.down_unknown", type=kind, number=slot + 1)


def _labelled_seat(view: View) -> dict[str, Any]:
    """Whose entry a label reads: the viewer's; for a spectator (viewer None, who decides
    nothing) the deciding seat's public entry, so that a label still reads that seat's
    Empire and permanents (seat 0's once the game is over)."""
    viewer = view["viewer"]
    if viewer is None:
        pending = view.get("pending") or {}
        viewer = pending.get("player", 0)
    players: list[dict[str, Any]] = view["players"]
    return players[viewer]


def _join_names(names: list[str]) -> str:
    if len(names) == 1:
        return names[0]
    return t("log.and", first=", ".join(names[:-1]), last=names[-1])


# --- counting from a view ---------------------------------------------------------------------


def abilities(player: dict[str, Any]) -> set[str]:
    return {TECH_FACE[face].ability for face in player["permanents"]}


def card_symbols(key: str, role: Role, owned: set[str]) -> int:
    """Symbols of `role` on a card (Adaptability: a Research card counts for every role);
    `owned` is the player's `abilities`."""
    return symbols.card_symbols(key, role, "adaptability" in owned)


def hand_symbols(keys: list[str], role: Role, owned: set[str]) -> int:
    return symbols.hand_symbols(keys, role, "adaptability" in owned)


def empire_symbols(player: dict[str, Any], role: Role) -> int:
    """Role icons on face-up planets plus symbols on permanent technologies (all public)."""
    face_up = (int(e["planet"]) for e in player["empire"] if e["face_up"])
    return symbols.empire_symbols(face_up, player["permanents"], role)


def _hand_limit(player: dict[str, Any]) -> int:
    bonus = sum(PLANETS[int(e["planet"])].hand_size for e in player["empire"] if e["face_up"])
    return BASE_HAND_LIMIT + bonus


# --- action labels ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Context:
    """What a label depends on besides the action: the decision pending and the viewer."""

    view: View
    kind: str | None
    data: dict[str, Any]
    step: str | None  # the Action effect's current step, for kind "effect"
    amount: int  # that step's count, when it has one
    me: dict[str, Any]

    def planet(self, slot: str) -> str:
        index = int(slot)
        return _empire_planet(self.me["empire"][index], index)


def _context(view: View) -> _Context:
    pending = view.get("pending") or {}
    data: dict[str, Any] = pending.get("data") or {}
    step, amount = None, 0
    if pending.get("kind") == "effect" and data.get("steps"):
        step = str(data["steps"][0][0])
        raw = data["steps"][0][1]
        amount = raw if isinstance(raw, int) else 0
    return _Context(view, pending.get("kind"), data, step, amount, _labelled_seat(view))


def _label_skip(c: _Context, args: tuple[str, ...]) -> str:
    return t("action.skip.more" if c.data.get("played") else "action.skip")


def _label_act(c: _Context, args: tuple[str, ...]) -> str:
    key = args[0]
    if key in ROLE_KIND:
        return t("action.act", card=role_card_name(key), effect=t(f"action.effect.{key}"))
    effect = f"action.effect.{TECH_FACE[key].ability}"
    if effect not in STRINGS:  # a permanent technology: it never reaches a hand
        return t("action.act.plain", card=_tech(key))
    return t("action.act", card=_tech(key), effect=t(effect))


def _label_lead(c: _Context, args: tuple[str, ...]) -> str:
    role = _word(args[0])
    if c.kind == "action":  # Logistics: the Role phase before the Action phase
        return t("action.lead.logistics", role=role)
    return t("action.lead", role=role, effect=t(f"action.lead.{args[0]}"))


def _label_boost(c: _Context, args: tuple[str, ...]) -> str:
    role = Role(c.data["role"])
    count = card_symbols(args[0], role, abilities(c.me))
    return t("action.boost", card=_card(args[0]), count=count, role=_word(role.value))


def _label_done(c: _Context, args: tuple[str, ...]) -> str:
    if c.kind == "boost":
        role = Role(c.data["role"])
        total = int(c.data.get("symbols", 0)) + empire_symbols(c.me, role)
        return _plural("action.done.boost", total, role=_word(role.value))
    if c.kind == "trade":
        return t("action.done.trade")
    if c.kind == "cleanup":
        limit = _hand_limit(c.me)
        hand = len(c.me["hand"]) if c.me["hand"] is not None else int(c.me["hand_size"])
        if hand < limit:
            return _plural("action.done.cleanup_draw", limit - hand, limit=limit)
        if hand > limit:
            return t("action.done.cleanup_over", limit=limit)
        return t("action.done.cleanup", limit=limit)
    if c.step in {"remove", "remove_self"}:
        return t("action.done.remove")
    return t("action.done")


def _label_follow(c: _Context, args: tuple[str, ...]) -> str:
    return t("action.follow", role=_word(c.data["role"]))


def _label_dissent(c: _Context, args: tuple[str, ...]) -> str:
    return _plural("action.dissent", _dissent_draw(c.me))


def _label_collect(c: _Context, args: tuple[str, ...]) -> str:
    count = int(c.data["fighters"]) if c.kind == "warfare_role" else c.amount
    return _plural("action.collect", count)


def _label_attack(c: _Context, args: tuple[str, ...]) -> str:
    entry = c.me["empire"][int(args[0])]
    cost = int(entry["back"]["warfare_cost"])
    if "scorched_earth_policy" in abilities(c.me):
        cost = max(1, cost - 2)
    return _plural("action.attack", cost, planet=c.planet(args[0]))


def _label_settle(c: _Context, args: tuple[str, ...]) -> str:
    return t("action.settle", planet=c.planet(args[0]))


def _label_colonies(c: _Context, args: tuple[str, ...]) -> str:
    return t("action.colonies")


def _label_tuck(c: _Context, args: tuple[str, ...]) -> str:
    planet = c.planet(args[0])
    if c.step == "terraform":
        return t("action.tuck.terraform", planet=planet)
    if c.kind == "effect":  # Colonize's Action: this card becomes the colony
        return t("action.tuck.this", planet=planet)
    return t("action.tuck", planet=planet)


def _slot_resource(c: _Context, args: tuple[str, ...]) -> str:
    entry = c.me["empire"][int(args[0])]
    return _word(PLANETS[int(entry["planet"])].slots[int(args[1])].value)


def _label_produce(c: _Context, args: tuple[str, ...]) -> str:
    return t("action.produce", resource=_slot_resource(c, args), planet=c.planet(args[0]))


def _label_trade(c: _Context, args: tuple[str, ...]) -> str:
    return t("action.trade", resource=_slot_resource(c, args), planet=c.planet(args[0]))


def _label_trade_fighter(c: _Context, args: tuple[str, ...]) -> str:
    return t("action.trade_fighter")


def _label_keep(c: _Context, args: tuple[str, ...]) -> str:
    if "planets" not in c.data:  # another seat's Survey: only its surveyor sees the planets
        return t("action.keep.unseen", number=int(args[0]) + 1)
    planet = PLANETS[c.data["planets"][int(args[0])]]
    return t(
        "action.keep",
        planet=planet.name,
        type=_word(planet.type.value),
        colonize=planet.colonize_cost,
        warfare=planet.warfare_cost,
        influence=planet.influence,
    )


def _label_research(c: _Context, args: tuple[str, ...]) -> str:
    face = TECH_FACE[args[0]]
    return t(
        "action.research",
        tech=_tech(args[0]),
        level=face.level,
        type=_word(face.type.value),
        cost=face.cost,
    )


def _label_pass(c: _Context, args: tuple[str, ...]) -> str:
    if c.kind == "research":
        return t("action.pass.research")
    if c.step in {"settle_optional", "settle_or_colony_opt", "attack_optional"}:
        return t(f"action.pass.{c.step}")
    if c.step == "produce_or_trade":
        return t("action.pass.trade")
    return t("action.pass")


def _label_take(c: _Context, args: tuple[str, ...]) -> str:
    return t("action.take", card=role_card_name(args[0]))


def _label_remove(c: _Context, args: tuple[str, ...]) -> str:
    return t("action.remove", card=_card(args[0]))


def _label_remove_this(c: _Context, args: tuple[str, ...]) -> str:
    return t("action.remove_this")


def _label_discard(c: _Context, args: tuple[str, ...]) -> str:
    return t("action.discard", card=_card(args[0]))


def _label_resource(c: _Context, args: tuple[str, ...]) -> str:
    return t("action.resource", resource=_word(args[0]))


_LABELS: dict[str, Callable[[_Context, tuple[str, ...]], str]] = {
    "skip": _label_skip,
    "act": _label_act,
    "lead": _label_lead,
    "boost": _label_boost,
    "done": _label_done,
    "follow": _label_follow,
    "dissent": _label_dissent,
    "collect": _label_collect,
    "attack": _label_attack,
    "settle": _label_settle,
    "colonies": _label_colonies,
    "tuck": _label_tuck,
    "produce": _label_produce,
    "trade": _label_trade,
    "trade-fighter": _label_trade_fighter,
    "keep": _label_keep,
    "research": _label_research,
    "pass": _label_pass,
    "take": _label_take,
    "remove": _label_remove,
    "remove-this": _label_remove_this,
    "discard": _label_discard,
    "resource": _label_resource,
}


def action_label(action: str, view: View) -> str:
    """A button label for one of `view["legal_actions"]`, in the viewer's own terms.

    The same verb reads differently by decision (`done` ends a Boost, a Trade, a removal or
    the cleanup), so the label is built from the pending decision as well as the action.
    The labels of one decision's legal actions are all distinct.
    """
    parsed = parse(action)
    return _LABELS[parsed.verb](_context(view), parsed.args)


def action_icon(action: str, view: View) -> str | None:
    """The icon a button for `action` shows beside its label (the sprite's name), or None:
    the role led or followed, the resource produced or traded, the fighters collected."""
    parsed = parse(action)
    verb, args = parsed.verb, parsed.args
    if verb in {"lead", "resource"} and args:
        return args[0]
    if verb in {"follow", "boost"}:
        role = ((view.get("pending") or {}).get("data") or {}).get("role")
        return str(role) if role else None
    if verb in {"produce", "trade"} and len(args) == 2:
        entry = _labelled_seat(view)["empire"][int(args[0])]
        return PLANETS[int(entry["planet"])].slots[int(args[1])].value
    icons = {
        "research": "research",
        "attack": "warfare",
        "collect": "fighter",
        "trade-fighter": "fighter",
        "settle": "colonize",
        "colonies": "colonize",
        "tuck": "colonize",
        "keep": "survey",
    }
    return icons.get(verb)


# --- follow hint ------------------------------------------------------------------------------


def _dissent_draw(player: dict[str, Any]) -> int:
    """Dissension: "Draw 1 additional card when Dissenting"."""
    return 2 if "dissension" in abilities(player) else 1


def _following(view: View) -> tuple[Role, int, int, bool]:
    """For the viewer deciding whether to follow: the role, its symbols in hand, the symbols
    following would bring in all, and whether Bureaucracy gives the leader bonus."""
    pending = view["pending"]
    me = view["players"][view["viewer"]]
    role = Role(pending["data"]["role"])
    owned = abilities(me)
    in_hand = hand_symbols(me["hand"] or [], role, owned)
    total = in_hand + empire_symbols(me, role)
    # Bureaucracy lets a follower of Warfare or Colonize use the leader bonus; its errata
    # adds +1 symbol when following any role but Colonize (docs/rules-notes.md).
    bonus = "bureaucracy" in owned
    if bonus and view["config"]["errata"] and role is not Role.COLONIZE:
        total += 1
    return role, in_hand, total, bonus


def follow_gives_nothing(view: View) -> bool:
    """Following the led role would bring the viewer no symbol and no leader bonus."""
    role, _, total, bonus = _following(view)
    return total == 0 and not (bonus and role in {Role.WARFARE, Role.COLONIZE})


def follow_hint(view: View) -> str:
    """What following the led role would give the viewer, next to what dissenting gives.

    Counts the symbols the viewer could bring: role cards and technologies in hand (a Boost
    after following) plus icons on face-up planets and permanent technologies. Returns ""
    unless the viewer is the one deciding whether to follow.
    """
    pending = view.get("pending")
    if not pending or pending["kind"] != "follow" or pending["player"] != view["viewer"]:
        return ""
    me = view["players"][view["viewer"]]
    role, in_hand, total, bonus = _following(view)
    if role is Role.SURVEY:
        looks = total - 1  # a follower looks at one planet fewer than the leader
        gain = _plural("follow.gain.survey", looks) if looks > 0 else t("follow.gain.none")
    elif role is Role.WARFARE:
        gain = _plural("follow.gain.warfare" + (".bonus" if bonus else ""), total)
    elif role is Role.COLONIZE:
        # Colonies are the cards themselves: symbols in the Empire only lower settle costs.
        gain = _plural("follow.gain.colonize" + (".bonus" if bonus else ""), in_hand)
    else:
        gain = _plural(f"follow.gain.{role.value}", total)
    if follow_gives_nothing(view):
        follow = t("follow.nothing", role=_word(role.value))
    else:
        follow = _plural("follow.symbols", total, role=_word(role.value), gain=gain)
    return t("follow.hint", follow=follow, dissent=_plural("follow.dissent", _dissent_draw(me)))


# --- prompt titles ----------------------------------------------------------------------------


def _prompt_effect(data: dict[str, Any], player: str) -> str:
    steps = data.get("steps") or []
    if not steps:
        return t("prompt.effect", player=player)
    name, amount = steps[0][0], steps[0][1]
    if name in {"remove", "remove_self"} and amount >= ANY_NUMBER:
        return t("prompt.effect.remove_any", player=player)
    if name in {"collect_or_attack", "produce", "remove", "remove_self"}:
        return _plural(f"prompt.effect.{name}", int(amount), player=player)
    key = f"prompt.effect.{name}"
    return t(key if key in STRINGS else "prompt.effect", player=player)


def prompt_title(view: View, names: list[str]) -> str:
    """What decision is pending and whose, as a heading over the action buttons.

    Reads only what every seat may see of the pending decision, so it is the same sentence
    for every viewer (a survey's planets are not named: others see only how many there are).
    """
    pending = view.get("pending")
    if not pending:
        return t("prompt.game_over")
    names = [isolate(name) for name in names]  # a name's direction cannot leak out
    kind = pending["kind"]
    data: dict[str, Any] = pending.get("data") or {}
    player = names[pending["player"]]
    role = _word(data["role"]) if "role" in data else ""
    if kind == "action":
        if data.get("late"):
            key = "prompt.action.late"
        elif data.get("played"):
            key = "prompt.action.more"
        elif "logistics" in abilities(view["players"][pending["player"]]):
            key = "prompt.action.logistics"
        else:
            key = "prompt.action"
        return t(key, player=player)
    if kind == "effect":
        return _prompt_effect(data, player)
    if kind == "boost":
        key = "prompt.boost.lead" if data.get("leader") else "prompt.boost.follow"
        return t(key, player=player, role=role)
    if kind == "warfare_role":
        return _plural("prompt.warfare_role", int(data["fighters"]), player=player)
    if kind in {"produce", "trade"}:
        return _plural(f"prompt.{kind}", int(data["left"]), player=player)
    if kind == "research":
        return _plural("prompt.research", int(data["points"]), player=player)
    if kind == "cleanup":
        return t("prompt.cleanup.down" if data.get("down") else "prompt.cleanup", player=player)
    if f"prompt.{kind}" in _KNOWN_PROMPTS:  # lead, follow, colonize_role, tuck, survey
        return t(f"prompt.{kind}", player=player, role=role)
    return t("prompt.unknown", player=player)


_KNOWN_PROMPTS = frozenset(
    {"prompt.lead", "prompt.follow", "prompt.colonize_role", "prompt.tuck", "prompt.survey"}
)


# --- log sentences ----------------------------------------------------------------------------


def _log_game_over(event: Event, names: list[str]) -> str:
    scores: list[int] = event["scores"]
    winners: list[int] = event["winners"]
    table = ", ".join(
        t("log.score", player=name, score=score) for name, score in zip(names, scores, strict=False)
    )
    best = scores[winners[0]]
    who = _join_names([names[i] for i in winners])
    key = "log.game_over.win" if len(winners) == 1 else "log.game_over.shared"
    return t(key, players=who, score=best, scores=table)


def _log_survey_keep(event: Event, names: list[str]) -> str:
    """The planet is named only in the event its owner sees (`event_for` strips `secret`)."""
    player = names[event["player"]]
    secret = event.get("secret")
    if secret is not None:
        return t("log.survey_keep.known", player=player, planet=_planet_name(secret["planet"]))
    return t("log.survey_keep", player=player)


def _log_trade(event: Event, names: list[str]) -> str:
    player = names[event["player"]]
    if event["resource"] == "fighter":
        return t("log.trade.fighter", player=player)
    return t("log.trade", player=player, resource=_word(event["resource"]))


def _log_reshuffle(event: Event, names: list[str]) -> str:
    if event.get("planets"):
        return t("log.reshuffle.planets")
    return t("log.reshuffle", player=names[event["player"]])


def _log_lead(event: Event, names: list[str]) -> str:
    key = "log.lead.took" if event["took"] else "log.lead.empty"
    return t(key, player=names[event["player"]], role=_word(event["role"]))


def _simple(key: str, **fields: Callable[[Event], object]) -> Callable[[Event, list[str]], str]:
    """A sentence `key` filled with the player's name and `fields` computed from the event."""

    def sentence(event: Event, names: list[str]) -> str:
        values = {name: get(event) for name, get in fields.items()}
        return t(key, player=names[event["player"]], **values)

    return sentence


def _log_turn(event: Event, names: list[str]) -> str:
    """Turns are counted per player in the engine; people count rounds (as the table does)."""
    return t("log.turn", round=int(event["turn"]) // len(names) + 1, player=names[event["player"]])


def _counted(key: str) -> Callable[[Event, list[str]], str]:
    def sentence(event: Event, names: list[str]) -> str:
        return _plural(key, int(event["count"]), player=names[event["player"]])

    return sentence


def _role(event: Event) -> str:
    return _word(event["role"])


def _card_of(event: Event) -> str:
    return _card(event["card"])


def _planet_of(event: Event) -> str:
    return _planet_name(event["planet"])


_SENTENCES: dict[str, Callable[[Event, list[str]], str]] = {
    "reshuffle": _log_reshuffle,
    "draw": _counted("log.draw"),
    "influence": _counted("log.influence"),
    "fighters": _counted("log.fighters"),
    "turn": _log_turn,
    "end_triggered": lambda event, names: (
        t("log.end_turn_limit", turns=event["turn_limit"])
        if "turn_limit" in event
        else t("log.end_triggered")
    ),
    "game_over": _log_game_over,
    "extra_turn": _simple("log.extra_turn"),
    "action": _simple("log.action", card=_card_of),
    "lead": _log_lead,
    "boost": _simple("log.boost", card=_card_of),
    "follow": _simple("log.follow", role=_role),
    "dissent": _simple("log.dissent"),
    "resolve": lambda event, names: _plural(
        "log.resolve", int(event["symbols"]), player=names[event["player"]], role=_role(event)
    ),
    "colony": _simple("log.colony", card=_card_of),
    "survey_keep": _log_survey_keep,
    "settle": _simple("log.settle", planet=_planet_of),
    "attack": _simple("log.attack", planet=_planet_of),
    "produce": _simple("log.produce", resource=lambda e: _word(e["resource"])),
    "trade": _log_trade,
    "research": _simple("log.research", tech=lambda e: _tech(e["face"])),
    "take": _simple("log.take", card=_card_of),
    "discard": _simple("log.discard", card=_card_of),
    "remove": _simple("log.remove", card=_card_of),
    "specialize": _simple("log.specialize", resource=lambda e: _word(e["resource"])),
}
# Events with no log line: "cleanup" ends every turn and is always followed by the next
# "turn" line (or "game_over"); the discards and draws it caused have their own lines.
SILENT_EVENTS = frozenset({"cleanup"})
LOGGED_EVENTS = frozenset(_SENTENCES)


def event_sentence(event: Event, names: list[str]) -> str | None:
    """One log sentence for an engine event as `view.event_for` gave it to the viewer.

    None for events in SILENT_EVENTS, and for an event type this module does not know (a
    newer engine's), so an unknown event never breaks the log. Names are isolated (FSI…PDI):
    a right-to-left override in one cannot reorder the sentence around it.
    """
    sentence = _SENTENCES.get(str(event.get("type")))
    return None if sentence is None else sentence(event, [isolate(name) for name in names])


def seat_facts(view: View, seat: int) -> dict[str, int]:
    """A seat's counts the coach's review compares after two choices (`GameUI.facts`): all
    public, or the seat's own."""
    player = view["players"][seat]
    return {
        "fact.hand": int(player["hand_size"]),
        "fact.influence": int(player["influence"]),
        "fact.planets": len(player["empire"]),
        "fact.symbols": sum(empire_symbols(player, role) for role in Role),
        "fact.fighters": int(player["fighters"]),
    }


MINOR_EVENTS = frozenset({"reshuffle", "draw", "turn"})


def minor_event(event: Event) -> bool:
    """Bookkeeping the recap of the moves puts after them: shuffles, draws and the turn markers."""
    return event.get("type") in MINOR_EVENTS


# The events whose runs read as one line, with that line's key: the cards, each named.
_RUNS = {"boost": "log.boost.run", "discard": "log.discard.run", "remove": "log.remove.run"}


def run_sentence(events: Sequence[Event], names: list[str]) -> str | None:
    """Several boosts, discards or removals by one seat in a row, in one line that names every card
    ("Hal discarded 6 cards: Survey, Warfare, …"): a bot's clean-up is one line in the recap
    (`GameUI.run`); other runs keep their lines."""
    key = _RUNS.get(str(events[0].get("type")))
    if key is None:
        return None
    keys = [str(event["card"]) for event in events]
    cards = [role_card_name(key) if key in ROLE_KIND else _tech(key) for key in keys]
    player = isolate(names[events[0]["player"]])
    return t(key, player=player, count=len(cards), cards=", ".join(cards))
