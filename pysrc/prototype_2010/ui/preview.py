"""What a choice will do in the 2010 prototype, under its button (`tabletop.preview`).

Leading or following a role says the icons it would resolve with (the role card taken, every
card in hand bearing the icon, the face-up planets' icons) and what they buy: planets to look
at (a follower pays 2 icons), Armies, colonies, technology cards to look at, resources
harvested or traded for VP. A Boost says the total it brings the role to; Done, what the icons
buy now. A planet turned up or attacked, a resource traded and a technology card kept say
the VP they score. A role or an Action card that would buy nothing says it does nothing.

The engine answers: the choice is played, with every Boost card after it, in a game sampled
from the viewer's view (`tabletop.preview.sample`); what the preview reads (the viewer's hand
and Empire, the piles, the supplies) is in the view.
"""

from __future__ import annotations

from typing import Any

from prototype_2010 import SPEC
from prototype_2010.engine import Game
from prototype_2010.ui.text import plural, t
from tabletop.preview import Preview, does_nothing, resolve_boosting, sample
from tabletop.spec import Event

View = dict[str, Any]

# What a role's resolution plays out by itself in the sample: every unit of it, one at a time.
_REPEATED = {"harvest": "harvest", "trade": "trade"}


def will_do(action: str, view: View) -> Preview | None:
    """What `action`, one of the viewer's legal actions, will do; None where its label says
    it all."""
    seat = int(view["viewer"])  # the deciding seat (`tabletop.preview.deciding_only`)
    pending = view["pending"]
    verb = action.split(maxsplit=1)[0]
    if verb in ("lead", "follow") or (verb == "done" and pending["kind"] == "boost"):
        game = sample(SPEC, view).clone()
        events = game.apply(action)
        events += resolve_boosting(game, seat)
        return _role(game, seat, events, verb != "done")
    if verb == "boost":
        game = sample(SPEC, view).clone()
        game.apply(action)
        icons = role_outcome(game, seat, game.apply("done"))[1]
        return Preview(plural("proto.will.then", icons), facts={"symbols": icons})
    if verb in ("attack", "settle", "trade", "take"):  # take: a technology card kept
        game = sample(SPEC, view).clone()
        before = game.scores()[seat]
        game.apply(action)
        gained = game.scores()[seat] - before
        words = plural("proto.will.score", gained) if gained else t("proto.will.score.none")
        return Preview(words, facts={"score": gained})
    if verb == "act":
        return _action_card(sample(SPEC, view).clone(), seat, action)
    return None


def role_outcome(game: Game, seat: int, events: list[Event]) -> tuple[str, int, int]:
    """The role `seat` resolved in `events`: (its name, its icons, what they buy as a count:
    planets or technology cards to look at, Armies plus planets to attack, colonies plus
    planets to turn up, resources harvested or traded), from the decision the engine then
    offers (played out in `game` for Harvest and Trade)."""
    resolve = next(e for e in events if e["type"] == "resolve" and e["player"] == seat)
    role, icons = str(resolve["role"]), int(resolve["icons"])
    frame = game.reading.pending[-1] if game.current_player == seat else None
    kind = frame.kind if frame is not None else None
    verbs = [str(a).split()[0] for a in game.legal_actions()] if frame is not None else []
    gain = 0
    if role == "survey" and frame is not None and kind == "survey":
        gain = len(frame.data["planets"])
    elif role == "research" and frame is not None and kind == "research_deck":
        decks = game.reading.tech_decks
        most = max(len(decks[str(a).split()[1]]) for a in game.legal_actions())
        gain = min(int(frame.data["count"]), most)
    elif role == "warfare":
        if frame is not None and kind == "warfare_role":
            gain = min(int(frame.data["armies"]), game.reading.armies) + verbs.count("attack")
        else:
            gain = sum(int(e["count"]) for e in events if e["type"] == "armies")
    elif role == "colonize" and frame is not None and kind in ("colonize_role", "tuck"):
        tucks = "colonies" in verbs or "tuck" in verbs
        gain = (len(frame.data["cards"]) if tucks else 0) + verbs.count("settle")
    elif role in _REPEATED and kind == role:
        gain = _played_out(game, seat, role)
    return role, icons, gain


def _played_out(game: Game, seat: int, verb: str) -> int:
    """How many times the seat's decision takes `verb` when it takes it while it may."""
    done = 0
    while game.current_player == seat:
        chosen = [str(a) for a in game.legal_actions() if str(a).startswith(verb + " ")]
        if not chosen:
            break
        game.apply(chosen[0])
        done += 1
    return done


def _role(game: Game, seat: int, events: list[Event], up_to: bool) -> Preview:
    role, icons, gain = role_outcome(game, seat, events)
    facts = {"symbols": icons, "gain": gain}
    if not gain:
        reason = "proto.will.none.icons" if not icons else f"proto.will.none.{role}"
        return does_nothing(t(reason), **facts)
    what = plural(f"proto.will.{role}", gain)
    verbs = [str(a).split()[0] for a in game.legal_actions()] if game.current_player == seat else []
    if role == "warfare" and "attack" in verbs:
        armies = plural("proto.will.warfare", gain - verbs.count("attack"))
        what = t("proto.will.or_attack", armies=armies)
    elif role == "colonize" and "settle" in verbs:
        colonies = plural("proto.will.colonize", gain - verbs.count("settle"))
        what = t("proto.will.or_settle", colonies=colonies)
    head = plural("proto.will.icons", icons)
    head = t("proto.will.up_to", icons=head) if up_to else head  # every card boosting
    return Preview(t("proto.will.outcome", icons=head, what=what), facts=facts)


def _action_card(game: Game, seat: int, action: str) -> Preview | None:
    """A card played for its Action: nothing to say unless its effect would do nothing (no
    decision to offer and nothing done by itself), which it then says."""
    events = game.apply(action)
    deciding = game.current_player == seat and game.reading.pending[-1].kind not in (
        "lead",
        "action",
    )
    if deciding or any(e["type"] != "action" for e in events):
        return None
    return does_nothing(t("proto.will.none.action"), gain=0)
