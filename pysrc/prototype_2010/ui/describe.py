"""The 2010 prototype's views and events in words: prompt titles, button labels, log lines.

Pure functions of one seat's view and of events as that seat sees them. Actions name cards by
key and planets by their place; labels say what the player sees instead: a card by its name,
a planet by its name when the viewer knows its face, else by its back ("Fertile planet,
Colonize 4, Armies 5"), the only thing a surveyor sees of the planets it chooses among.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from eminent_domain.planets import PLANETS
from prototype_2010.actions import parse
from prototype_2010.cards import TECH
from prototype_2010.ui.text import isolate, plural, t
from tabletop.actions import Action

View = dict[str, Any]
Event = dict[str, Any]


def role_word(role: str) -> str:
    return t(f"proto.role.{role}")


def type_word(planet_type: str) -> str:
    return t(f"proto.type.{planet_type}")


def card_name(key: str) -> str:
    """A role card by its role; a technology by its (reconstructed) name and number."""
    tech = TECH.get(key)
    if tech is None:
        return role_word(key)
    return t(f"proto.tech.{tech.action}", id=key[4:])


def back_text(back: dict[str, Any]) -> str:
    return t(
        "proto.back",
        type=type_word(str(back["type"])),
        colonize=back["colonize_cost"],
        armies=back["warfare_cost"],
    )


def planet_word(entry: dict[str, Any]) -> str:
    """A planet of an Empire: its name when the viewer knows its face, else its back."""
    if entry["planet"] is not None:
        return str(PLANETS[int(entry["planet"])].name)
    return back_text(entry["back"])


def resource_word(resource: str) -> str:
    return t(f"proto.resource.{resource}")


# --- buttons ----------------------------------------------------------------------------------


def _empire(view: View) -> list[dict[str, Any]]:
    """The Empire a label reads: the viewer's; for a spectator (viewer None, who decides
    nothing) the deciding seat's, as everyone sees it (seat 0's once the game is over)."""
    viewer = view["viewer"]
    if viewer is None:
        viewer = (view["pending"] or {}).get("player", 0)
    return list(view["players"][int(viewer)]["empire"])


def _slot_resource(view: View, a: Action) -> tuple[str, str]:
    entry = _empire(view)[a.int_arg(0)]
    slot = PLANETS[int(entry["planet"])].slots[a.int_arg(1)].value
    return resource_word(slot), planet_word(entry)


def _done_label(kind: str, data: dict[str, Any]) -> str:
    if kind == "boost":
        return t("proto.label.done.boost", role=role_word(str(data["role"])))
    return t(f"proto.label.done.{kind}")


def action_label(action: str, view: View) -> str:
    """A legal action of the viewer's pending decision, in words, for its button."""
    a = parse(action)
    pending = view["pending"] or {}
    kind = str(pending.get("kind", ""))
    data: dict[str, Any] = pending.get("data") or {}
    verb = a.verb
    if verb == "follow":
        return t("proto.label.follow", role=role_word(str(data["role"])))
    if verb in ("skip", "dissent", "colonies", "top", "bottom", "pass"):
        return t(f"proto.label.{verb}")
    if verb in ("act", "boost", "discard", "remove"):
        return t(f"proto.label.{verb}", card=card_name(a.args[0]))
    if verb == "lead":
        return t("proto.label.lead", role=role_word(a.args[0]))
    if verb == "done":
        return _done_label(kind, data)
    if verb == "keep":
        return t(
            "proto.label.keep", n=a.int_arg(0) + 1, back=back_text(data["backs"][a.int_arg(0)])
        )
    if verb in ("settle", "tuck"):
        return t(f"proto.label.{verb}", planet=planet_word(_empire(view)[a.int_arg(0)]))
    if verb == "attack":
        entry = _empire(view)[a.int_arg(0)]
        cost = int(entry["back"]["warfare_cost"])
        return plural("proto.label.attack", cost, planet=planet_word(entry))
    if verb == "collect":
        armies = min(int(data.get("armies", 0)), int(view.get("armies", 0)))
        return plural("proto.label.collect", armies)
    if verb == "deck":
        return t("proto.label.deck", type=type_word(a.args[0]))
    if verb == "take":
        if data.get("techs") is None:  # another seat's Research: only a count is seen
            return t("proto.label.take.unseen", n=a.int_arg(0) + 1)
        return t("proto.label.take", card=card_name(str(data["techs"][a.int_arg(0)])))
    if verb in ("harvest", "trade"):
        resource, planet = _slot_resource(view, a)
        return t(f"proto.label.{verb}", resource=resource, planet=planet)
    raise ValueError(f"no label for {action!r}")  # pragma: no cover - every verb is above


# --- prompts ----------------------------------------------------------------------------------


def prompt_title(view: View, names: list[str]) -> str:
    """The pending decision: addressed to the viewer when it is theirs, else whose it is."""
    pending = view.get("pending")
    if not pending:
        return t("proto.prompt.game_over")
    kind = str(pending["kind"])
    data: dict[str, Any] = pending.get("data") or {}
    seat = int(pending["player"])
    role = role_word(str(data["role"])) if "role" in data else ""
    if seat != view["viewer"]:
        return t("proto.doing", name=isolate(names[seat]))
    if kind == "boost":
        lead = "lead" if data["leader"] else "follow"
        return t(f"proto.prompt.boost.{lead}", role=role)
    if kind == "follow":
        leader = isolate(names[int(view["active"])])
        return t("proto.prompt.follow", name=leader, role=role)
    if kind == "survey":
        return plural("proto.prompt.survey", len(data["backs"]))
    if kind == "research":
        return plural("proto.prompt.research", int(data["tech_count"]))
    if kind == "research_deck":
        return plural("proto.prompt.research_deck", int(data["count"]))
    if kind == "trade" and data.get("optional", True) is False:  # a role: every icon trades
        return plural("proto.prompt.trade_each", int(data["left"]))
    if kind in ("harvest", "trade"):
        return plural(f"proto.prompt.{kind}", int(data["left"]))
    if kind == "warfare_role":
        return plural("proto.prompt.warfare_role", int(data["armies"]))
    if kind == "peek":
        top = view.get("top_planet")
        name = PLANETS[int(top)].name if top is not None else "?"
        return t("proto.prompt.peek", planet=name)
    return t(f"proto.prompt.{kind}")


# --- log sentences ----------------------------------------------------------------------------


def _who(names: Sequence[str], seat: Any) -> str:
    return isolate(names[int(seat)])


def ended_text(end: Sequence[str]) -> str:
    """What ended the game: the piles that ran out, or the VP supply."""
    return ", ".join(
        t("proto.log.ended.vp") if e == "vp" else t("proto.log.ended.pile", role=role_word(e))
        for e in end
    )


def _game_over(event: Event, names: Sequence[str]) -> str:
    scores = ", ".join(
        t("proto.log.score", player=_who(names, seat), n=score)
        for seat, score in enumerate(event["scores"])
    )
    winners = [_who(names, seat) for seat in event["winners"]]
    ended = ended_text(event["end"])
    key = "proto.log.game_over" if len(winners) == 1 else "proto.log.game_over_shared"
    return t(key, scores=scores, winners=", ".join(winners), ended=ended)


def _survey_keep(event: Event, names: Sequence[str]) -> str:
    player = _who(names, event["player"])
    secret = event.get("secret")
    if secret is not None:
        name = PLANETS[int(secret["planet"])].name
        return plural("proto.log.survey_keep.own", int(event["bottom"]), player=player, planet=name)
    return plural("proto.log.survey_keep", int(event["bottom"]), player=player)


def _peek(event: Event, names: Sequence[str]) -> str:
    secret = event.get("secret")
    player = _who(names, event["player"])
    if secret is not None:
        return t("proto.log.peek.own", player=player, planet=PLANETS[int(secret["planet"])].name)
    return t("proto.log.peek", player=player)


def _flip(kind: str) -> Callable[[Event, Sequence[str]], str]:
    def sentence(event: Event, names: Sequence[str]) -> str:
        planet = PLANETS[int(event["planet"])].name
        return t(f"proto.log.{kind}", player=_who(names, event["player"]), planet=planet)

    return sentence


def _simple(kind: str, counted: bool = False) -> Callable[[Event, Sequence[str]], str]:
    """A sentence whose fields are a player, a role, a card, a deck, a resource or a count
    (`counted`: the key has `.one` and `.many` forms)."""

    def sentence(event: Event, names: Sequence[str]) -> str:
        values: dict[str, object] = {}
        if "player" in event:
            values["player"] = _who(names, event["player"])
        if "role" in event:
            values["role"] = role_word(str(event["role"]))
        if "card" in event:
            values["card"] = card_name(str(event["card"]))
        if "cards" in event:
            values["cards"] = ", ".join(card_name(str(c)) for c in event["cards"])
        if "deck" in event:
            values["type"] = type_word(str(event["deck"]))
        if "resource" in event:
            values["resource"] = resource_word(str(event["resource"]))
        if "turn" in event:
            values["n"] = int(event["turn"]) + 1
        if counted:
            field = next(f for f in ("count", "icons", "bottom") if f in event)
            return plural(f"proto.log.{kind}", int(event[field]), **values)
        return t(f"proto.log.{kind}", **values)

    return sentence


_LOG: dict[str, Callable[[Event, Sequence[str]], str]] = {
    "turn": _simple("turn"),
    "action": _simple("action"),
    "lead": _simple("lead"),
    "boost": _simple("boost"),
    "follow": _simple("follow"),
    "dissent": _simple("dissent"),
    "draw": _simple("draw", counted=True),
    "reshuffle": _simple("reshuffle"),
    "resolve": _simple("resolve", counted=True),
    "survey_keep": _survey_keep,
    "peek": _peek,
    "peek_top": _simple("peek_top"),
    "peek_bottom": _simple("peek_bottom"),
    "remove": _simple("remove"),
    "colonies": _simple("colonies"),
    "settle": _flip("settle"),
    "attack": _flip("attack"),
    "armies": _simple("armies", counted=True),
    "vp": _simple("vp", counted=True),
    "research_look": _simple("research_look", counted=True),
    "research": _simple("research"),
    "harvest": _simple("harvest"),
    "trade": _simple("trade"),
    "discard": _simple("discard"),
    "game_over": _game_over,
}
SILENT = frozenset({"cleanup"})  # the next turn's line says as much
EVENT_TYPES = frozenset(_LOG) | SILENT


def event_sentence(event: Event, names: list[str]) -> str | None:
    """One event as a log line, with the players' names isolated (None: not shown)."""
    render = _LOG.get(str(event.get("type")))
    return render(event, names) if render else None


def seat_facts(view: View, seat: int) -> dict[str, int]:
    """A seat's counts the coach's review compares after two choices (`GameUI.facts`)."""
    player = view["players"][seat]
    return {
        "fact.hand": int(player["hand_size"]),
        "fact.planets": len(player["empire"]),
        "fact.armies": int(player["armies"]),
    }


MINOR_EVENTS = frozenset({"reshuffle", "draw", "turn"})


def minor_event(event: Event) -> bool:
    """Bookkeeping the recap of the moves puts after them: shuffles, draws and the turn markers."""
    return event.get("type") in MINOR_EVENTS


# The events whose runs read as one line, with that line's key: the cards, each named.
_RUNS = {
    "boost": "proto.log.boost.run",
    "discard": "proto.log.discard.run",
    "remove": "proto.log.remove.run",
}


def run_sentence(events: Sequence[Event], names: Sequence[str]) -> str | None:
    """Several cards added to a role, discarded or removed by one seat in a row, in one line
    that names every card ("Hal added 3 cards: Survey, Survey, Warfare."), for the recap
    (`GameUI.run`), as the base game's; other runs keep their lines."""
    key = _RUNS.get(str(events[0].get("type")))
    if key is None:
        return None
    cards = [card_name(str(event["card"])) for event in events]
    player = _who(names, events[0]["player"])
    return t(key, player=player, count=len(cards), cards=", ".join(cards))
