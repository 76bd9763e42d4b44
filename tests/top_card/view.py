"""What each seat of Top Card knows: its view, a full game consistent with it, and the
hidden cards moved about without changing it (the conformance suite's leak test)."""

from __future__ import annotations

from typing import Any

from tabletop.rng import Rng, seed_state
from tabletop.spec import View

from .engine import CARDS, Game, State, winners


def played(s: State) -> list[int]:
    """The cards already played to a trick: every one of them was shown face up."""
    unseen = {*s.hands[0], *s.hands[1], *s.aside}
    return [card for card in CARDS if card not in unseen]


def playout_view(game: Game, viewer: int | None) -> View:
    """What the Easy policy reads, for search bots' playouts: the decision, the hand and the
    trick (the view adds what the table shows)."""
    s = game.reading
    pending = s.pending
    deciding = pending is not None and pending["player"] == viewer
    return {
        "viewer": viewer,
        "pending": None if pending is None else dict(pending),
        "legal_actions": [str(a) for a in game.legal_actions()] if deciding else [],
        "hand": None if viewer is None else list(s.hands[viewer]),
        "trick": [list(played) for played in s.trick],
    }


def view(game: Game, viewer: int | None) -> View:
    s = game.reading
    over = s.pending is None
    return playout_view(game, viewer) | {
        "game_over": over,
        "hand_sizes": [len(hand) for hand in s.hands],
        "played": played(s),
        "taken": list(s.taken),
        "turn": s.turn,
        "scores": list(s.taken),
        "winners": winners(s) if over else [],
        "players": [
            {"hand_size": len(hand), "taken": taken}
            for hand, taken in zip(s.hands, s.taken, strict=True)
        ],
    }


def determinize(seen: View, seed: int) -> Game:
    """A game the seat could be in: the cards it has not seen dealt at random between the
    other hand and the cards set aside."""
    seat = int(seen["viewer"])
    known = {*seen["hand"], *seen["played"]}
    unseen = [card for card in CARDS if card not in known]
    rng = Rng(seed_state(seed))
    rng.shuffle(unseen)
    other = seen["hand_sizes"][1 - seat]
    hands: list[list[int]] = [[], []]
    hands[seat] = list(seen["hand"])
    hands[1 - seat] = sorted(unseen[:other])
    state = State(
        rng=rng.state,
        hands=hands,
        aside=sorted(unseen[other:]),
        trick=[(int(p), int(c)) for p, c in seen["trick"]],
        taken=list(seen["taken"]),
        turn=int(seen["turn"]),
        pending=None if seen["pending"] is None else dict(seen["pending"]),
    )
    return Game(state)


def perturb(game: Game, seat: int, seed: int) -> Game:
    """The other hand and the cards set aside dealt anew from the same cards."""
    s = game.reading.clone()
    other = 1 - seat
    hidden = s.hands[other] + s.aside
    rng = Rng(seed_state(seed ^ 0x5EED))
    rng.shuffle(hidden)
    size = len(s.hands[other])
    s.hands[other] = sorted(hidden[:size])
    s.aside = sorted(hidden[size:])
    s.rng = rng.state
    return Game(s)


def snapshot(game: Game) -> dict[str, Any]:
    s = game.reading
    return {
        "rng": s.rng,
        "hands": [list(hand) for hand in s.hands],
        "aside": list(s.aside),
        "trick": [list(played) for played in s.trick],
        "taken": list(s.taken),
        "turn": s.turn,
        "pending": s.pending,
    }
