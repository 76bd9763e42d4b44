"""What a choice will do in Eminent Domain, under its button (`tabletop.preview`).

Leading or following a role says the symbols it would resolve with (the role card taken,
every card in hand with its symbol, the Empire's icons and technologies, Bureaucracy) and what
they buy: planets to look at, fighters, colonies, resources produced or traded, technologies
within reach. A Boost says the total it brings the role to; Done, what the symbols buy now. A
planet to attack or settle, a technology and a trade say the influence they score. A role or
an Action card that would buy nothing says it does nothing (the rulebook's cases: Research
that pays for no technology, Produce with no empty slot on a face-up planet, Trade with no
resource).

Everything is the engine's own answer: the choice is played, with every Boost card after it,
in a game sampled from the viewer's view (`tabletop.preview.sample`), and the preview reads
the symbols resolved and the decision the engine then offers. Nothing it reads was dealt at
random: the viewer's hand and Empire, the stacks and the technology supply are in the view.
"""

from __future__ import annotations

from typing import Any

from eminent_domain.cards import ROLE_KIND, TECH_FACE
from eminent_domain.effects import ACTION_STEPS
from eminent_domain.engine import Game
from eminent_domain.spec import SPEC
from eminent_domain.ui.text import t
from tabletop.preview import Preview, does_nothing, resolve_boosting, sample
from tabletop.spec import Event

View = dict[str, Any]

# The first step of an Action effect that, with no choice to offer, makes the card do nothing.
_STEP_NOTHING = {
    "produce_or_trade": "will.none.produce_or_trade",
    "produce": "will.none.produce",
    "colony_or_settle": "will.none.face_down",
    "terraform": "will.none.face_down",
    "settle_optional": "will.none.settle",
    "settle_or_colony_opt": "will.none.settle",
    "attack_optional": "will.none.attack",
    "take": "will.none.take",
    "remove": "will.none.remove",
}


def _plural(key: str, count: int) -> str:
    return t(f"{key}.{'one' if count == 1 else 'many'}", count=count)


def will_do(action: str, view: View) -> Preview | None:
    """What `action`, one of the viewer's legal actions, will do; None where its label says
    it all (pass, skip, discard, keep a planet, produce in a slot...)."""
    seat = int(view["viewer"])  # the deciding seat (`tabletop.preview.deciding_only`)
    pending = view["pending"]
    verb = action.split(maxsplit=1)[0]
    kind = pending["kind"]
    if verb in ("lead", "follow") or (verb == "done" and kind == "boost"):
        game = sample(SPEC, view).clone()
        events = game.apply(action)
        events += resolve_boosting(game, seat)
        return _role(game, seat, events)
    if verb == "boost":
        game = sample(SPEC, view).clone()
        game.apply(action)
        symbols = _resolved(game.apply("done"), seat)
        return Preview(_plural("will.then", symbols), facts={"symbols": symbols})
    if verb in ("attack", "settle", "research", "trade", "trade-fighter"):
        return _scored(sample(SPEC, view), seat, action)
    if verb == "act":
        return _action_card(sample(SPEC, view), seat, action)
    return None


def _resolved(events: list[Event], seat: int) -> int:
    return int(next(e for e in events if e["type"] == "resolve" and e["player"] == seat)["symbols"])


def role_outcome(game: Game, seat: int, events: list[Event]) -> tuple[str, int, int]:
    """The role resolved in `events` by `seat`: (its value, its symbols, what they buy as a
    count: planets to look at, fighters plus planets to attack, colonies to place plus planets
    to settle, resources produced or traded, technologies to choose from), read from the
    decision the engine then offers the seat (or the fighters it gave)."""
    resolve = next(e for e in events if e["type"] == "resolve" and e["player"] == seat)
    role, symbols = str(resolve["role"]), int(resolve["symbols"])
    frame = game.reading.pending[-1] if game.current_player == seat else None
    legal = [str(a) for a in game.legal_actions()] if frame is not None else []
    verbs = [a.split()[0] for a in legal]
    gain = 0
    if role == "survey":
        gain = len(frame.data["planets"]) if frame is not None and frame.kind == "survey" else 0
    elif role == "warfare":
        if frame is not None and frame.kind == "warfare_role":
            gain = int(frame.data["fighters"]) + verbs.count("attack")
        else:
            gain = sum(int(e["count"]) for e in events if e["type"] == "fighters")
    elif role == "colonize" and frame is not None and frame.kind in ("colonize_role", "tuck"):
        face_down = any(not e.face_up for e in game.reading.players[seat].empire)
        gain = (len(frame.data["cards"]) if face_down else 0) + verbs.count("settle")
    elif role == "produce" and frame is not None and frame.kind == "produce":
        gain = min(symbols, verbs.count("produce"))
    elif role == "trade" and frame is not None and frame.kind == "trade":
        fighters = game.reading.players[seat].fighters if "trade-fighter" in verbs else 0
        gain = min(symbols, verbs.count("trade") + fighters)
    elif role == "research" and frame is not None and frame.kind == "research":
        gain = verbs.count("research")
    return role, symbols, gain


def _role(game: Game, seat: int, events: list[Event]) -> Preview:
    role, symbols, gain = role_outcome(game, seat, events)
    facts = {"symbols": symbols, "gain": gain}
    if not gain:
        reason = "will.none.symbols" if not symbols else f"will.none.{role}"
        if role == "produce" and symbols:
            reason = _no_produce(game, seat)
        return does_nothing(t(reason), **facts)
    what = _plural(f"will.{role}", gain)
    legal = [str(a).split()[0] for a in game.legal_actions()] if game.current_player == seat else []
    if role == "warfare" and "attack" in legal:
        what = t("will.or_attack", collect=_plural("will.warfare", gain - legal.count("attack")))
    elif role == "colonize" and "settle" in legal:
        colonies = gain - legal.count("settle")
        what = t("will.or_settle", colonies=_plural("will.colonize", colonies))
    # Leading and following count every card in hand that boosts: "up to" that many.
    head = _plural("will.symbols", symbols)
    if events[0]["type"] in ("lead", "follow"):
        head = t("will.up_to", symbols=head)
    words = t("will.outcome", symbols=head, what=what)
    return Preview(words, facts=facts)


def _no_produce(game: Game, seat: int) -> str:
    """Why Produce would produce nothing: no face-up planet with a slot, or every slot full."""
    player = game.reading.players[seat]
    slots = any(e.face_up and not e.barren and e.filled for e in player.empire)
    return "will.none.full" if slots else "will.none.produce"


def _scored(sampled: Game, seat: int, action: str) -> Preview:
    """A planet attacked or settled, a technology taken, a resource traded: the influence it
    adds to the score, as the engine counts it (`Game.scores`)."""
    game = sampled.clone()
    before = game.scores()[seat]
    game.apply(action)
    gained = game.scores()[seat] - before
    words = _plural("will.score", gained) if gained else t("will.score.none")
    return Preview(words, facts={"score": gained})


def _action_card(sampled: Game, seat: int, action: str) -> Preview | None:
    """A card played for its Action: nothing to say unless its effect would do nothing (no
    decision to offer and nothing done by itself), which it then says."""
    game = sampled.clone()
    events = game.apply(action)
    deciding = game.current_player == seat and game.reading.pending[-1].kind == "effect"
    done = [e for e in events if e["type"] not in ("action", "remove")]
    if deciding or done:
        return None
    key = action.split()[1]
    first = _first_step(key)
    return does_nothing(t(_STEP_NOTHING.get(first, "will.none.action")), gain=0)


def _first_step(key: str) -> str:
    ability = key if key in ROLE_KIND else TECH_FACE[key].ability
    steps = ACTION_STEPS[ability]
    return steps[0][0] if steps else ""
