"""Microcosm's views and events in words: prompt titles, button labels and log sentences.

Pure functions of one seat's view and of events as that seat may see them (a `secret` part is
described only when present). Actions name cards by id, piles by cost, a face-down planet by
its place in its pile and Colonies by slot;
labels turn them into what the player sees, so a button never shows notation. A face-down
planet is named only when the view says the viewer knows it. A spectator's view (viewer None)
is described as the opponent of every seat would see it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from microcosm.actions import parse
from microcosm.cards import DOMAIN, PILE_COSTS, PLANET, TECH
from microcosm.ui.text import STRINGS, isolate, t

View = dict[str, Any]
Event = dict[str, Any]


def name(key: str) -> str:
    """A card, planet or Tech by its name in the current language (provisional or not: the
    table marks it)."""
    return t(f"microcosm.card.{key}")


def icon_word(icon: str | None) -> str:
    return t(f"microcosm.icon.{icon}") if icon else t("microcosm.icon.none")


def _icon_of(key: str) -> str | None:
    if key in DOMAIN:
        return DOMAIN[key].icon
    if key in PLANET:
        return PLANET[key].icon
    return TECH[key].icon


def icons_shown(view: View, seat: int, icon: str) -> int:
    """Icons `seat` shows now, as the engine counts them: the card played, face-up Colonies,
    Techs and the hand cards revealed this turn."""
    player = view["players"][seat]
    n = int(view["played"] is not None and _icon_of(view["played"]) == icon)
    n += sum(1 for c in player["colonies"] if c["up"] and _icon_of(c["planet"]) == icon)
    n += sum(1 for tech in player["techs"] if _icon_of(tech) == icon)
    hand = player["hand_public"] if seat != view["viewer"] else player["hand"]
    n += sum(1 for card in view["shown"] if _icon_of(card) == icon and card in hand)
    return n


def colony_defence(view: View, owner: int, slot: int) -> int | None:
    """A Colony's defence with its owner's bonuses, if the viewer can see its face."""
    player = view["players"][owner]
    colony = player["colonies"][slot]
    if colony["planet"] is None:
        return None
    bonus = sum(TECH[tech].bonus_defence for tech in player["techs"])
    bonus += sum(PLANET[c["planet"]].bonus_defence for c in player["colonies"] if c["up"])
    return PLANET[colony["planet"]].colony_defence + bonus


def _colony_what(view: View, owner: int, slot: int) -> str:
    colony = view["players"][owner]["colonies"][slot]
    if colony["planet"] is None:
        return t("microcosm.label.colony_down", cost=colony["tier"])
    if not colony["up"]:
        return t("microcosm.label.colony_known", planet=name(colony["planet"]))
    defence = colony_defence(view, owner, slot)
    return t("microcosm.label.colony_up", planet=name(colony["planet"]), defence=defence)


def _peeked_what(view: View, location: dict[str, Any]) -> str:
    if "pile" in location:
        cost = PILE_COSTS[int(location["pile"])]
        cards = view["piles"][int(location["pile"])]["cards"]
        pos = int(location["pos"])
        planet = cards[pos]["planet"] if pos < len(cards) else None
        if planet is None:
            return t("microcosm.where.pile", cost=cost)
        return t("microcosm.where.pile_planet", planet=name(planet), cost=cost)
    slot = int(location["slot"])
    colony = view["players"][int(location["owner"])]["colonies"][slot]
    if colony["planet"] is None:
        return t("microcosm.where.colony", n=slot + 1)
    return t("microcosm.where.colony_planet", planet=name(colony["planet"]), n=slot + 1)


def action_label(action: str, view: View) -> str:
    """A legal action in words, for its button; on a spectator's view, the deciding seat's
    action (a spectator has none of its own), named from what the spectator sees."""
    a = parse(action)
    pending = view["pending"] or {}
    kind = pending.get("kind", "")
    data: dict[str, Any] = pending.get("data") or {}
    viewer = view["viewer"] if view["viewer"] is not None else int(pending.get("player", 0))
    opponent = 1 - viewer
    verb, arg = a.verb, a.arg or ""
    if verb == "take":
        return t("microcosm.label.take", card=name(arg))
    if verb == "draw":
        return t("microcosm.label.draw", n=view["deck_size"])
    if verb in ("play", "copy"):
        action_word = t(f"microcosm.action.{DOMAIN[arg].action}")
        return t(f"microcosm.label.{verb}", card=name(arg), action=action_word)
    if verb == "recover":
        empty = not view["players"][viewer]["discard"]
        return t("microcosm.label.recover_empty" if empty else "microcosm.label.recover")
    if verb == "back":
        return t("microcosm.label.back", card=name(arg))
    if verb in ("done", "pass"):
        key = f"microcosm.label.{verb}.{kind}"
        return t(key) if key in STRINGS else t(f"microcosm.label.{verb}")
    if verb == "pile":
        return t(f"microcosm.label.pile.{data.get('effect')}", cost=arg)
    if verb == "down":
        cost, place = a.int_arg(), a.int_arg(1)
        pile = next(p for p in view["piles"] if p["cost"] == cost)
        known = pile["cards"][place]["planet"]
        effect = data.get("effect")
        if known is None:
            return t(f"microcosm.label.down.{effect}", n=place + 1, cost=cost)
        return t(
            f"microcosm.label.down_known.{effect}",
            planet=name(known),
            n=place + 1,
            cost=cost,
            defence=PLANET[known].planet_defence,
        )
    if verb == "planet":
        planet = PLANET[arg]
        return t(
            f"microcosm.label.planet.{data.get('effect')}",
            planet=name(arg),
            cost=planet.cost,
            defence=planet.planet_defence,
        )
    if verb == "colony":
        what = _colony_what(view, opponent, a.int_arg())
        return t(f"microcosm.label.colony.{data.get('effect')}", n=a.int_arg() + 1, what=what)
    if verb == "reveal":
        return t("microcosm.label.reveal", card=name(arg))
    if verb == "flip":
        planet = view["players"][viewer]["colonies"][a.int_arg()]["planet"]
        return t("microcosm.label.flip", planet=name(planet) if planet else a.int_arg() + 1)
    if verb == "bastion":
        return t("microcosm.label.bastion")
    if verb in ("tech", "return"):
        return t(f"microcosm.label.{verb}", tech=name(arg))
    if verb in ("discard", "steal"):
        return t(f"microcosm.label.{verb}", card=name(arg))
    if verb == "steal-hand":
        return t("microcosm.label.steal_hand")
    if verb == "peek":
        return t("microcosm.label.peek", cost=arg)
    if verb == "peek-colony":
        tier = view["players"][opponent]["colonies"][a.int_arg()]["tier"]
        return t("microcosm.label.peek_colony", n=a.int_arg() + 1, cost=tier)
    if verb == "peeked":
        return t("microcosm.label.peeked", what=_peeked_what(view, data["peeked"][a.int_arg()]))
    if verb == "pick":
        k = int(data["pile"])
        planet = view["piles"][k]["cards"][a.int_arg()]["planet"]
        shown = name(planet) if planet else t("microcosm.where.hidden")
        return t("microcosm.label.pick", planet=shown, cost=PILE_COSTS[k])
    raise ValueError(f"no label for {action!r}")  # pragma: no cover - every verb is above


def _own_title(view: View, kind: str, data: dict[str, Any]) -> str:
    seat = view["pending"]["player"]
    if kind == "target":
        return t(f"microcosm.prompt.target.{data['effect']}")
    if kind == "reveal":
        icon = icon_word(data["icon"])
        shown = icons_shown(view, seat, data["icon"])
        if data["then"] == "attack_flip":
            return t("microcosm.prompt.reveal_blind")
        if data["need"] is None:
            return t("microcosm.prompt.reveal_open", icon=icon, shown=shown)
        return t("microcosm.prompt.reveal", icon=icon, shown=shown, need=data["need"])
    if kind == "research":
        return t(
            "microcosm.prompt.research" if data["first"] else "microcosm.prompt.research_again"
        )
    if kind == "propaganda":
        return t("microcosm.prompt.propaganda", n=data["left"])
    if kind == "survey_pick":
        return t("microcosm.prompt.survey_pick", cost=PILE_COSTS[int(data["pile"])])
    if kind == "scan":
        return t("microcosm.prompt.scan", n=data["left"])
    return t(f"microcosm.prompt.{kind}")


def prompt_title(view: View, names: list[str]) -> str:
    """The pending decision: addressed to the viewer when it is theirs, else whose it is.

    Only the pending decision's public data is read, so nothing hidden can be named here."""
    pending = view.get("pending")
    if not pending:
        return t("microcosm.prompt.game_over")
    kind = pending["kind"]
    data: dict[str, Any] = pending.get("data") or {}
    if pending["player"] == view["viewer"]:
        return _own_title(view, kind, data)
    icon = icon_word(data.get("icon"))
    if view["viewer"] is None and kind == "propaganda":  # "you" would be the spectator
        other = isolate(names[1 - int(pending["player"])])
        what = t("microcosm.doing.spectator.propaganda", other=other)
    else:
        what = t(f"microcosm.doing.{kind}", icon=icon)
    return t("microcosm.prompt.other", name=isolate(names[pending["player"]]), what=what)


# --- log sentences ----------------------------------------------------------------------------


def _player(names: list[str], seat: Any) -> str:
    return isolate(names[int(seat)])


def _where(event: Event, names: list[str]) -> str:
    if "pile" in event:
        return t("microcosm.log.where.pile", cost=event["pile"])
    return t(
        "microcosm.log.where.colony", owner=_player(names, event["owner"]), n=int(event["slot"]) + 1
    )


def _cards(keys: list[str]) -> str:
    return ", ".join(name(key) for key in keys) or t("microcosm.log.nothing")


def _log_game_over(event: Event, names: list[str]) -> str:
    scores = event["scores"]
    winner = _player(names, event["winner"])
    key = "microcosm.log.game_over_tie" if event["tie"] else "microcosm.log.game_over"
    return t(key, score0=scores[0], score1=scores[1], winner=winner)


def _log_final(event: Event, names: list[str]) -> str:
    parts = [
        t(
            "microcosm.log.final_part",
            player=_player(names, seat),
            cards=_cards(list(event["colonies"][seat]) + list(event["hands"][seat])),
        )
        for seat in (0, 1)
    ]
    return t("microcosm.log.final_reveal", all="; ".join(parts))


def _log_drew(event: Event, names: list[str]) -> str:
    secret = event.get("secret")
    player = _player(names, event["player"])
    if secret:
        return t("microcosm.log.drew_secret", player=player, card=name(secret["card"]))
    return t("microcosm.log.drew", player=player)


def _log_flipped(event: Event, names: list[str]) -> str:
    key = (
        "microcosm.log.flipped_defence"
        if event["why"] == "defence"
        else "microcosm.log.flipped_reveal"
    )
    return t(key, player=_player(names, event["player"]), planet=name(event["planet"]))


def _planet_known(event: Event) -> str | None:
    return event.get("planet") or (event.get("secret") or {}).get("planet")


def _log_colonizing(event: Event, names: list[str]) -> str:
    planet = _planet_known(event)
    player = _player(names, event["player"])
    if planet:
        return t(
            "microcosm.log.colonizing_planet",
            player=player,
            planet=name(planet),
            cost=event["pile"],
        )
    if "pos" in event:  # a face-down planet chosen by its place (version 2)
        n = int(event["pos"]) + 1
        return t("microcosm.log.colonizing_down", player=player, n=n, cost=event["pile"])
    return t("microcosm.log.colonizing", player=player, cost=event["pile"])


def _log_colonized(event: Event, names: list[str]) -> str:
    planet = _planet_known(event)
    player = _player(names, event["player"])
    if planet:
        return t("microcosm.log.colonized_planet", player=player, planet=name(planet))
    return t("microcosm.log.colonized", player=player, cost=event["pile"])


def _log_attacking(event: Event, names: list[str]) -> str:
    player = _player(names, event["player"])
    where = _where(event, names)
    if event.get("planet") is None:
        return t("microcosm.log.attacking_blind", player=player, where=where)
    return t("microcosm.log.attacking", player=player, where=where, planet=name(event["planet"]))


def _log_stolen(event: Event, names: list[str]) -> str:
    key = (
        "microcosm.log.stolen_hand" if event["source"] == "hand" else "microcosm.log.stolen_discard"
    )
    return t(
        key,
        player=_player(names, event["player"]),
        owner=_player(names, event["owner"]),
        card=name(event["card"]),
    )


def _log_surveyed(event: Event, names: list[str]) -> str:
    secret = event.get("secret")
    player = _player(names, event["player"])
    if secret:
        planets = _cards(list(secret["planets"]))
        return t(
            "microcosm.log.surveyed_secret", player=player, cost=event["pile"], planets=planets
        )
    return t("microcosm.log.surveyed", player=player, cost=event["pile"])


def _log_peeked(event: Event, names: list[str]) -> str:
    secret = event.get("secret")
    player = _player(names, event["player"])
    where = _where(event, names)
    if secret:
        planet = name(secret["planet"])
        return t("microcosm.log.peeked_secret", player=player, where=where, planet=planet)
    return t("microcosm.log.peeked", player=player, where=where)


def _simple(kind: str) -> Callable[[Event, list[str]], str]:
    """A sentence whose fields are players (`player`, `owner`, `to`), cards (`card`, `tech`,
    `planet`), a pile cost (`pile` as `cost`), an icon, a count of icons or a list of cards."""

    def sentence(event: Event, names: list[str]) -> str:
        values: dict[str, object] = {}
        for field in ("player", "owner", "to"):
            if field in event:
                values[field] = _player(names, event[field])
        for field in ("card", "tech", "planet"):
            if event.get(field):
                values[field] = name(event[field])
        if "pile" in event:
            values["cost"] = event["pile"]
        if "icon" in event:
            values["icon"] = icon_word(event["icon"])
        if "icons" in event:
            values["n"] = event["icons"]
        if "cards" in event:
            values["cards"] = _cards(list(event["cards"]))
        return t(f"microcosm.log.{kind}", **values)

    return sentence


_LOG: dict[str, Callable[[Event, list[str]], str]] = {
    "drew": _log_drew,
    "game_over": _log_game_over,
    "final_reveal": _log_final,
    "flipped": _log_flipped,
    "colonizing": _log_colonizing,
    "colonized": _log_colonized,
    "attacking": _log_attacking,
    "stolen": _log_stolen,
    "surveyed": _log_surveyed,
    "peeked": _log_peeked,
}
for _kind in (
    "took",
    "refilled",
    "played",
    "recovering",
    "recovered",
    "turn_ended",
    "revealed",
    "boosted",
    "hand_shown",
    "colonize_failed",
    "repelled",
    "conquered",
    "no_surprise",
    "annexing",
    "annexed",
    "annex_failed",
    "tech_taken",
    "tech_returned",
    "research_passed",
    "forced_discard",
    "copied",
    "survey_passed",
    "scan_passed",
):
    _LOG[_kind] = _simple(_kind)
LOG_KINDS = frozenset(_LOG)


def event_sentence(event: Event, names: list[str]) -> str | None:
    """One event as a log line, with the players' names isolated (None: an unknown kind)."""
    render = _LOG.get(str(event.get("kind")))
    return render(event, names) if render else None


def seat_facts(view: View, seat: int) -> dict[str, int]:
    """A seat's counts the coach's review compares after two choices (`GameUI.facts`)."""
    player = view["players"][seat]
    return {
        "fact.hand": int(player["hand_size"]),
        "microcosm.fact.colonies": len(player["colonies"]),
        "microcosm.fact.spoils": len(player["spoils"]),
        "fact.techs": len(player["techs"]),
    }


MINOR_EVENTS = frozenset({"refilled", "turn_ended"})


def minor_event(event: Event) -> bool:
    """Bookkeeping the recap of the moves puts after them: the supply refilled and the turn
    markers (a draw is a move here: it is a turn's whole action)."""
    return event.get("kind") in MINOR_EVENTS


def run_sentence(events: Sequence[Event], names: list[str]) -> str | None:
    """Cards taken back into hand one after another, in one line that names each ("Hal took 3
    cards back into hand: …"), for the recap (`GameUI.run`); other runs keep their lines."""
    if events[0].get("kind") != "recovered":
        return None
    cards = ", ".join(name(str(event["card"])) for event in events)
    player = _player(names, events[0]["player"])
    return t("microcosm.log.recovered.run", player=player, count=len(events), cards=cards)
