"""Every choice says what it will do (issue 33): at every decision of whole Easy games of
every registered game, each legal action's preview (`tabletop.preview`, the game's
`ui.preview.will_do`) is compared with what the engine does when the action is applied to a
deep copy of the true game, and what follows until its effect resolves.

The previews are computed from the deciding seat's view (a game sampled from it); the
observers below read the true game only, and play a role out their own way: a preview that
read something hidden, or counted a role's symbols or what they buy wrongly, fails here.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from chaos_theory.cards import FACE_OF_ROLE
from tabletop import registry
from tabletop.rng import Rng
from tabletop.ui.game_ui import ui_of

Facts = dict[str, int]
Observer = Callable[[Any, int, str], Facts]


def _seat_decides(game: Any, seat: int) -> bool:
    return not game.is_over and game.current_player == seat


def _taking(game: Any, seat: int, verbs: tuple[str, ...]) -> int:
    """How many times the seat takes an action of `verbs` (the first listed), while it can."""
    taken = 0
    while _seat_decides(game, seat):
        found = [str(a) for a in game.legal_actions() if str(a).split()[0] in verbs]
        if not found:
            break
        game.apply(found[0])
        taken += 1
    return taken


def _boosting(game: Any, seat: int, resolve: Callable[[dict[str, Any]], bool]) -> list[Any]:
    """Eminent Domain and the prototype: every Boost card in hand, then Done, until the role
    resolves for the seat."""
    events: list[Any] = []
    while _seat_decides(game, seat) and not any(resolve(e) for e in events):
        legal = [str(a) for a in game.legal_actions()]
        boosts = [a for a in legal if a.split()[0] == "boost"]
        if not boosts and "done" not in legal:
            break
        events += game.apply(boosts[0] if boosts else "done")
    return events


# --- Eminent Domain -----------------------------------------------------------------------------


def _ed_gain(game: Any, seat: int, role: str, events: list[Any]) -> int:
    """What a resolved role bought, played out: planets looked at, fighters collected (or
    planets the Warfare bonus could attack), colonies placed and planets the bonus could
    settle, resources produced or traded, technologies offered."""
    if not _seat_decides(game, seat):
        frame = None
        legal: list[str] = []
    else:
        frame = game.reading.pending[-1]
        legal = [str(a) for a in game.legal_actions()]
    verbs = [a.split()[0] for a in legal]
    if role == "survey":
        return verbs.count("keep") if frame is not None and frame.kind == "survey" else 0
    if role == "warfare":
        collected = sum(e["count"] for e in events if e["type"] == "fighters")
        if frame is not None and frame.kind == "warfare_role":
            before = game.reading.players[seat].fighters
            attacks = verbs.count("attack")
            game.apply("collect")
            collected += game.reading.players[seat].fighters - before
            return collected + attacks
        return collected
    if role == "colonize":
        if frame is None or frame.kind not in ("colonize_role", "tuck"):
            return 0
        settles = verbs.count("settle")
        if frame.kind == "colonize_role":
            game.apply("colonies")
        return settles + _taking(game, seat, ("tuck",))
    if role == "produce":
        return _taking(game, seat, ("produce",)) if frame is not None else 0
    if role == "trade":
        return _taking(game, seat, ("trade", "trade-fighter")) if frame is not None else 0
    return verbs.count("research") if frame is not None and frame.kind == "research" else 0


def _eminent_domain(game: Any, seat: int, action: str) -> Facts:
    before = game.scores()[seat]
    events = game.apply(action)
    facts = {"score": game.scores()[seat] - before}
    mine = lambda e: e["type"] == "resolve" and e["player"] == seat  # noqa: E731
    if action == "done" or action.split(maxsplit=1)[0] in ("lead", "follow", "boost"):
        if action.startswith("boost"):
            events += game.apply("done")
        else:
            events += _boosting(game, seat, mine)
    resolved = [e for e in events if mine(e)]
    if resolved:
        facts["symbols"] = resolved[0]["symbols"]
        facts["gain"] = _ed_gain(game, seat, resolved[0]["role"], events)
    elif action.startswith("act "):
        effect = _seat_decides(game, seat) and game.reading.pending[-1].kind == "effect"
        acted = [e for e in events if e["type"] not in ("action", "remove")]
        facts["gain"] = int(effect or bool(acted))
    return facts


# --- the 2010 prototype ---------------------------------------------------------------------


def _prototype_gain(game: Any, seat: int, role: str, events: list[Any]) -> int:
    frame = game.reading.pending[-1] if _seat_decides(game, seat) else None
    kind = frame.kind if frame is not None else None
    verbs = [str(a).split()[0] for a in game.legal_actions()] if frame is not None else []
    if role == "survey":
        return verbs.count("keep") if kind == "survey" else 0
    if role == "research":  # the most cards looked at, from the decks offered
        if kind != "research_deck":
            return 0
        return max(
            sum(e["count"] for e in copy.deepcopy(game).apply(deck) if e["type"] == "research_look")
            for deck in map(str, game.legal_actions())
        )
    if role == "warfare":
        collected = sum(e["count"] for e in events if e["type"] == "armies")
        if kind == "warfare_role":
            before = game.reading.players[seat].armies
            attacks = verbs.count("attack")
            game.apply("collect")
            return game.reading.players[seat].armies - before + attacks
        return collected
    if role == "colonize":
        if kind not in ("colonize_role", "tuck"):
            return 0
        settles = verbs.count("settle")
        assert frame is not None
        cards = len(frame.data["cards"])
        if kind == "colonize_role" and "colonies" in verbs:
            game.apply("colonies")
        placed = [e for e in _apply_first(game, seat, "tuck") if e["type"] == "colonies"]
        return settles + (cards if placed else 0)
    if role in ("harvest", "trade") and kind == role:
        return _taking(game, seat, (role,))
    return 0


def _apply_first(game: Any, seat: int, verb: str) -> list[Any]:
    if not _seat_decides(game, seat):
        return []
    found = [str(a) for a in game.legal_actions() if str(a).split()[0] == verb]
    return game.apply(found[0]) if found else []


def _prototype(game: Any, seat: int, action: str) -> Facts:
    before = game.scores()[seat]
    events = game.apply(action)
    facts = {"score": game.scores()[seat] - before}
    mine = lambda e: e["type"] == "resolve" and e["player"] == seat  # noqa: E731
    if action == "done" or action.split(maxsplit=1)[0] in ("lead", "follow", "boost"):
        if action.startswith("boost"):
            events += game.apply("done")
        else:
            events += _boosting(game, seat, mine)
    resolved = [e for e in events if mine(e)]
    if resolved:
        facts["symbols"] = resolved[0]["icons"]
        facts["gain"] = _prototype_gain(game, seat, resolved[0]["role"], events)
    elif action.startswith("act "):
        follow_up = _seat_decides(game, seat) and game.reading.pending[-1].kind not in (
            "lead",
            "action",
        )
        facts["gain"] = int(follow_up or any(e["type"] != "action" for e in events))
    return facts


# --- Microcosm ----------------------------------------------------------------------------------


def _microcosm(game: Any, seat: int, action: str) -> Facts:
    before = game.scores()[seat]
    events = game.apply(action)
    facts = {"score": game.scores()[seat] - before}
    pending = game.reading.pending if _seat_decides(game, seat) else None
    offered = [str(a) for a in game.legal_actions()] if pending is not None else []
    if action == "recover":
        kind = pending["kind"] if pending is not None else None
        facts["gain"] = sum(a.startswith("back ") for a in offered) if kind == "recover" else 0
    elif action.startswith("play "):
        facts["gain"] = len(offered)
    elif action == "done":
        facts["gain"] = int(not any(e["kind"] == "colonize_failed" for e in events))
    return facts


# --- Chaos Theory -------------------------------------------------------------------------------


def _chaos_theory(game: Any, seat: int, action: str) -> Facts:
    """The symbols the role resolves with: Resolve now, or Follow with every matching die."""
    role = game.state.role
    events = game.apply(action)
    if action == "follow":
        face = FACE_OF_ROLE[role]
        while f"die {face}" in [str(a) for a in game.legal_actions()]:
            events += game.apply(f"die {face}")
        if "resolve" not in [e["kind"] for e in events]:
            events += game.apply("done")
    resolved = [e for e in events if e["kind"] == "resolve"]
    return {"symbols": resolved[0]["symbols"]} if resolved else {}


OBSERVERS: dict[str, Observer] = {
    "eminent-domain": _eminent_domain,
    "prototype-2010": _prototype,
    "microcosm": _microcosm,
    "chaos-theory": _chaos_theory,
}

# (players, seed) of the whole Easy games played per game: a few, short enough for ~30 s.
GAMES: dict[str, tuple[tuple[int, int], ...]] = {
    "eminent-domain": ((2, 1), (3, 2), (4, 3)),
    "prototype-2010": ((2, 1), (3, 2), (4, 3)),
    "microcosm": ((2, 1), (2, 2), (2, 3)),
    "chaos-theory": ((2, 1), (3, 2), (4, 3)),
}


def test_every_registered_game_is_observed() -> None:
    """A new game needs an observer here: its previews are then checked like the others'."""
    assert set(OBSERVERS) == set(registry.ids()) == set(GAMES)


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_preview_is_what_the_engine_does(game_id: str) -> None:
    spec = registry.get(game_id)
    ui = ui_of(spec)
    assert ui.will is not None, f"{spec.title} says nothing of what its choices will do"
    observe = OBSERVERS[game_id]
    compared = nothing = said = 0
    for players, seed in GAMES[game_id]:
        game = spec.new(spec.default_config(players), seed)
        rng = Rng(seed)
        while not game.is_over:
            seat = game.current_player
            view = spec.view(game, seat)
            for action in view["legal_actions"]:
                preview = ui.will(action, view)
                if preview is None:
                    continue
                said += 1
                nothing += preview.nothing
                assert preview.words
                if "gain" in preview.facts:  # doing nothing is buying nothing, and only that
                    assert preview.nothing == (preview.facts["gain"] == 0), (action, preview)
                if not preview.facts:
                    continue
                seen = observe(copy.deepcopy(game), seat, action)
                for key, value in preview.facts.items():
                    assert seen.get(key) == value, (game_id, seed, action, preview, seen)
                compared += 1
            game.apply(spec.policy(view, rng))
    assert compared >= 100, compared
    assert nothing >= 5, nothing
    assert said > compared / 2


@pytest.mark.parametrize("game_id", registry.ids())
def test_only_the_deciding_seat_is_told_what_a_choice_will_do(game_id: str) -> None:
    """An onlooker, and a seat waiting for another's decision, get no preview: the core asks
    a game's `will_do` only for the seat whose decision is pending (`deciding_only`)."""
    spec = registry.get(game_id)
    ui = ui_of(spec)
    assert ui.will is not None
    game = spec.new(spec.default_config(2), 5)
    for _ in range(50):  # to a decision with something to preview
        seat = game.current_player
        deciding = spec.view(game, seat)
        if any(ui.will(action, deciding) is not None for action in deciding["legal_actions"]):
            break
        game.apply(deciding["legal_actions"][-1])
    else:
        raise AssertionError(f"{spec.title}: no preview in 50 decisions")
    for viewer in (None, 1 - seat):
        view = spec.view(game, viewer)
        view = view | {"legal_actions": deciding["legal_actions"]}  # as if it could choose
        assert all(ui.will(action, view) is None for action in deciding["legal_actions"])
