"""Chaos Theory's views and events in words: prompt titles, button labels and log sentences.

Pure functions of one seat's view and of events (Chaos Theory hides nothing an event says).
Actions name faces, display slots, Empire places and tracks; labels turn them into what the
player sees (a tile by its type and number, a technology by its name), so that a button never
shows notation. Costs are the engine's own (`engine.attack_cost`), computed on the view's data.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from chaos_theory.actions import parse
from chaos_theory.cards import DISPLAY_COSTS, FACES, OVERSIGHT, TILE, TRACKS
from chaos_theory.engine import attack_cost
from chaos_theory.state import Player
from chaos_theory.ui.names import tech_key
from chaos_theory.ui.text import STRINGS, isolate, plural, t

View = dict[str, Any]
Event = dict[str, Any]

PENDING_KINDS = (
    "lead",
    "boost",
    "respond",
    "dissent",
    "extras",
    "survey",
    "warfare",
    "attack",
    "colonize",
    "research",
    "emporium",
    "streamline",
)


def role_word(role: str) -> str:
    return t(f"chaos.role.{role}")


def face_word(face: str) -> str:
    return t(f"chaos.face.{face}")


def tile_name(tile: str, in_text: bool = False) -> str:
    """A tile in words: a start planet by its (provisional) name, any other by its type and
    number ("Metallic planet M09"), the number players see printed in the gallery. Within a
    sentence (`in_text`) French puts an article before it ("la planète métallique M09")."""
    found = TILE[tile]
    if found.name:
        return t("chaos.tile.start_name", name=t(f"chaos.name.{tile}"))
    key = "chaos.tile.in_text" if in_text else "chaos.tile.name"
    return t(key, type=t(f"chaos.type.{found.type}"), id=tile)


def tech_name(track: str, level: int) -> str:
    return t(f"chaos.name.{tech_key(track, level)}")


def faces_text(faces: Sequence[int]) -> str:
    """Dice counted by face ("2 Survey, 1 Politics"), in the order of the faces."""
    parts = [
        t("chaos.faces_count", n=n, face=face_word(face))
        for face, n in zip(FACES, faces, strict=True)
        if n
    ]
    return ", ".join(parts) or t("chaos.nothing")


def player_of(view: View, seat: int) -> Player:
    """A player's public data as the engine's `Player`, to reuse the engine's own counts."""
    return Player.from_json(view["players"][seat])


# --- buttons ----------------------------------------------------------------------------------


def _pass_label(kind: str) -> str:
    key = f"chaos.label.pass.{kind}"
    return t(key) if key in STRINGS else t("chaos.label.pass")


def _done_label(kind: str, view: View) -> str:
    if kind == "boost":
        return t("chaos.label.done.boost", role=role_word(view["role"]))
    key = f"chaos.label.done.{kind}"
    return t(key) if key in STRINGS else t("chaos.label.done")


def action_label(action: str, view: View) -> str:
    """A legal action of the viewer's pending decision, in words, for its button; on a
    spectator's view (which has none of its own), the deciding seat's."""
    a = parse(action)
    pending = view["pending"] or {}
    kind = str(pending.get("kind", ""))
    data: dict[str, Any] = pending.get("data") or {}
    seat = int(view["viewer"] if view["viewer"] is not None else pending.get("player", 0))
    verb = a.verb
    if verb == "role":
        return t("chaos.label.role", role=role_word(a.args[0]))
    if verb == "die":
        face = a.args[0]
        role = view["role"]
        if face == "politics":
            return t("chaos.label.die_wild")
        if face == "research" and role != "research":
            return t("chaos.label.die_adapt")
        return t("chaos.label.die", face=face_word(face))
    if verb in ("set", "fix"):
        return t(f"chaos.label.{verb}", face=face_word(a.args[0]), to=face_word(a.args[1]))
    if verb == "done":
        return _done_label(kind, view)
    if verb == "pass":
        return _pass_label(kind)
    if verb == "follow":
        return t("chaos.label.follow", role=role_word(view["role"]))
    if verb == "dissent":
        return t("chaos.label.dissent")
    if verb == "reroll":
        return plural("chaos.label.reroll", a.int_arg(1), face=face_word(a.args[0]))
    if verb == "extra":
        if a.args[0] == "used":
            return t("chaos.label.extra_used")
        return t("chaos.label.extra", face=face_word(a.args[0]))
    if verb == "pick":
        return t("chaos.label.pick", face=face_word(a.args[0]))
    if verb == "take":
        slot = a.int_arg()
        return t(
            "chaos.label.take",
            tile=tile_name(view["display"][slot], True),
            cost=DISPLAY_COSTS[slot],
        )
    if verb == "collect":
        bonus = 1 if data.get("leader") else 0
        count = min(int(data["symbols"]) + bonus, int(view["supply"]))
        return plural("chaos.label.collect", count)
    if verb == "attack":
        player = player_of(view, seat)
        tile = player.empire[a.int_arg()].tile
        discount = int(data["discount"]) if kind == "attack" else int(bool(data.get("leader")))
        return plural(
            "chaos.label.attack", attack_cost(player, tile, discount), tile=tile_name(tile, True)
        )
    if verb == "settle":
        tile = view["players"][seat]["empire"][a.int_arg()][0]
        return t("chaos.label.settle", tile=tile_name(tile, True), cost=TILE[tile].colonize_cost)
    if verb == "fighters":
        return plural("chaos.label.fighters", a.int_arg())
    if verb == "research":
        track = a.args[0]
        if track == OVERSIGHT:
            return t("chaos.label.oversight")
        level = int(view["players"][seat]["levels"][TRACKS.index(track)]) + 1
        return t(
            "chaos.label.research",
            tech=tech_name(track, level),
            track=t(f"chaos.track.{track}"),
            level=level,
        )
    raise ValueError(f"no label for {action!r}")  # pragma: no cover - every verb is above


# --- prompts ----------------------------------------------------------------------------------


def _own_title(view: View, kind: str, data: dict[str, Any], names: Sequence[str]) -> str:
    role = view["role"]
    if kind == "boost":
        key = "chaos.prompt.boost.lead" if data["leader"] else "chaos.prompt.boost.follow"
        return t(key, role=role_word(role), n=data["dice"])
    if kind == "respond":
        leader = isolate(names[int(view["leader"])])
        return t("chaos.prompt.respond", name=leader, role=role_word(role))
    if kind == "extras":
        return plural("chaos.prompt.extras", int(data["left"]))
    if kind in ("survey", "warfare", "colonize", "research"):
        return t(f"chaos.prompt.{kind}", n=data["symbols"])
    if kind == "emporium":
        return t("chaos.prompt.emporium", n=data["left"])
    return t(f"chaos.prompt.{kind}")


def prompt_title(view: View, names: list[str]) -> str:
    """The pending decision: addressed to the viewer when it is theirs, else whose it is."""
    pending = view.get("pending")
    if not pending:
        return t("chaos.prompt.game_over")
    kind = str(pending["kind"])
    data: dict[str, Any] = pending.get("data") or {}
    seat = int(pending["player"])
    if seat == view["viewer"]:
        return _own_title(view, kind, data, names)
    role = view["role"]
    return t(f"chaos.doing.{kind}", name=isolate(names[seat]), role=role_word(role) if role else "")


# --- log sentences ----------------------------------------------------------------------------


def _who(names: Sequence[str], seat: Any) -> str:
    return isolate(names[int(seat)])


def _reroll(event: Event, names: Sequence[str]) -> str:
    why = str(event["why"])
    n = int(event["count"])
    player = _who(names, event["player"])
    faces = faces_text(event["faces"])
    if why == "dissent" and event["from_used"]:
        key = "chaos.log.reroll.dissent_used"
        return plural(key, n, k=event["from_used"], player=player, faces=faces)
    return plural(f"chaos.log.reroll.{why}", n, player=player, faces=faces)


def _research(event: Event, names: Sequence[str]) -> str:
    player = _who(names, event["player"])
    track = str(event["track"])
    if track == OVERSIGHT:
        return t("chaos.log.oversight", player=player, faces=faces_text(event["faces"]))
    level = int(event["level"])
    return t(
        "chaos.log.research",
        player=player,
        tech=tech_name(track, level),
        track=t(f"chaos.track.{track}"),
        level=level,
    )


def _game_over(event: Event, names: Sequence[str]) -> str:
    scores = ", ".join(
        t("chaos.log.score", player=_who(names, seat), n=score)
        for seat, score in enumerate(event["scores"])
    )
    winners = [_who(names, seat) for seat in event["winners"]]
    key = "chaos.log.game_over" if len(winners) == 1 else "chaos.log.game_over_shared"
    return t(key, scores=scores, winners=", ".join(winners))


def _simple(kind: str, counted: bool = False) -> Callable[[Event, Sequence[str]], str]:
    """A sentence whose fields are a player, a role, faces, a tile, a slot's cost or a count
    (`counted`: the key has `.one` and `.many` forms)."""

    def sentence(event: Event, names: Sequence[str]) -> str:
        values: dict[str, object] = {}
        if "player" in event:
            values["player"] = _who(names, event["player"])
        if "role" in event:
            values["role"] = role_word(str(event["role"]))
        for field in ("face", "to"):
            if field in event:
                values[field] = face_word(str(event[field]))
        if "tile" in event:
            values["tile"] = tile_name(str(event["tile"]), True)
        if "slot" in event:
            values["cost"] = DISPLAY_COSTS[int(event["slot"])]
        if "tiles" in event:
            values["tiles"] = ", ".join(tile_name(str(tile), True) for tile in event["tiles"])
        if counted:
            n = int(event["count"] if "count" in event else event["cost"])
            return plural(f"chaos.log.{kind}", n, **values)
        return t(f"chaos.log.{kind}", **values)

    return sentence


def _resolve(event: Event, names: Sequence[str]) -> str:
    n = int(event["symbols"])
    return plural(
        "chaos.log.resolve", n, player=_who(names, event["player"]), role=role_word(event["role"])
    )


def _end(event: Event, names: Sequence[str]) -> str:
    return t(f"chaos.log.end_triggered.{event['reason']}")


def _turn(event: Event, names: Sequence[str]) -> str:
    return t("chaos.log.turn", n=int(event["turn"]) + 1, player=_who(names, event["player"]))


_LOG: dict[str, Callable[[Event, Sequence[str]], str]] = {
    "lead": _simple("lead"),
    "boost": _simple("boost"),
    "politics": _simple("politics"),
    "resolve": _resolve,
    "follow": _simple("follow"),
    "dissent": _simple("dissent"),
    "reroll": _reroll,
    "fix": _simple("fix"),
    "take": _simple("take"),
    "restock": _simple("restock"),
    "collect": _simple("collect", counted=True),
    "attack": _simple("attack", counted=True),
    "settle": _simple("settle"),
    "produce": _simple("produce", counted=True),
    "trade": _simple("trade", counted=True),
    "trade_fighters": _simple("trade_fighters", counted=True),
    "research": _research,
    "end_triggered": _end,
    "turn": _turn,
    "game_over": _game_over,
}
EVENT_KINDS = frozenset(_LOG)


def event_sentence(event: Event, names: list[str]) -> str | None:
    """One event as a log line, with the players' names isolated (None: an unknown kind)."""
    render = _LOG.get(str(event.get("kind")))
    return render(event, names) if render else None


def seat_facts(view: View, seat: int) -> dict[str, int]:
    """A seat's counts the coach's review compares after two choices (`GameUI.facts`): the
    Influence and symbols its view already counts (`chaos_theory.view`)."""
    player = view["players"][seat]
    return {
        "fact.influence": sum(player["influence"].values()),
        "fact.symbols": sum(player["symbols"].values()),
        "fact.planets": len(player["empire"]),
        "fact.fighters": int(player["fighters"]),
        "fact.resources": int(player["resources"]),
    }


MINOR_EVENTS = frozenset({"restock", "turn"})


def minor_event(event: Event) -> bool:
    """Bookkeeping the recap of the moves puts after them: the display restocked and the
    turn markers."""
    return event.get("kind") in MINOR_EVENTS


def run_sentence(events: Sequence[Event], names: Sequence[str]) -> str | None:
    """Several boosts by one seat in a row in one line that counts every die by its face
    ("Hal boosted with 3 dice: 2 Survey, 1 Warfare."), for the recap (`GameUI.run`); other
    runs keep their lines."""
    if events[0].get("kind") != "boost":
        return None
    faces = [sum(1 for event in events if event["face"] == face) for face in FACES]
    player = _who(names, events[0]["player"])
    return t("chaos.log.boost.run", player=player, n=len(events), faces=faces_text(faces))
