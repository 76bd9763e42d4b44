"""What one player may see: the only way anything outside the engine looks at a game.

Own hand; others' hand and deck sizes only; discard piles and played cards (public); planets
face down show their back to everyone and their face to their owner only; the planet deck, all
deck orders and the RNG state are hidden from everyone. The spectator (viewer None: a link or a
replay of a game in progress) is no seat: every player is another to them, so they see only
what every seat sees, and decide nothing.
"""

from __future__ import annotations

from typing import Any

from eminent_domain.cards import CARD_KEYS
from eminent_domain.engine import Game
from eminent_domain.planets import BACKS
from eminent_domain.state import Frame


def _keys(cards: list[int]) -> list[str]:
    return [CARD_KEYS[card] for card in cards]


def _frame(frame: Frame, viewer: int | None) -> dict[str, Any]:
    """A pending decision with card ids as keys; another player's survey shows a count only."""
    data = frame.clone().data
    if "card" in data:
        data["card"] = CARD_KEYS[data["card"]]
    if "cards" in data:
        data["cards"] = _keys(data["cards"])
    if "planets" in data and frame.player != viewer:
        data["planet_count"] = len(data.pop("planets"))
    return {"kind": frame.kind, "player": frame.player, "data": data}


def view_for(game: Game, viewer: int | None) -> dict[str, Any]:
    """The game as `viewer` may see it, as plain JSON-able data; None is the spectator, who
    sees what every seat sees (no hand, no face-down face, no survey's planets) and has no
    legal action."""
    state = game.reading
    if viewer is not None and not 0 <= viewer < state.config.players:
        raise ValueError(f"no player {viewer} in a {state.config.players}-player game")
    players = []
    for index, player in enumerate(state.players):
        mine = index == viewer
        players.append(
            {
                "hand": _keys(player.hand) if mine else None,
                "hand_size": len(player.hand),
                "deck_size": len(player.deck),
                # Public by bookkeeping: every card entering or leaving hand-or-deck is shown.
                "hand_and_deck": sorted(_keys(player.hand + player.deck)),
                "discard": _keys(player.discard),
                "in_play": _keys(player.in_play),
                "empire": [planet.seen(mine, CARD_KEYS) for planet in player.empire],
                "permanents": [face for _, face in player.permanents],
                "fighters": player.fighters,
                "influence": player.influence,
            }
        )
    pending = None
    if not state.game_over:
        frame = state.pending[-1]
        # A deep copy: nothing a client does to its view can reach the game.
        data = frame.clone().data
        for hidden in ("card", "cards"):
            data.pop(hidden, None)
        if frame.player != viewer:
            data.pop("planets", None)  # the planets a player is surveying are theirs to see
        pending = {"kind": frame.kind, "player": frame.player, "data": data}
    legal = (
        [str(a) for a in game.legal_actions()]
        if pending is not None and pending["player"] == viewer
        else []
    )
    return {
        "config": state.config.to_dict(),
        "viewer": viewer,
        "start": state.start,
        "active": state.active,
        "turn": state.turn,
        "end_triggered": state.end_triggered,
        "game_over": state.game_over,
        "stacks": {stack: len(cards) for stack, cards in state.stacks.items()},
        "influence_supply": state.influence_supply,
        "influence_reserve": state.influence_reserve,
        "influence_spare": state.influence_spare,
        "planet_deck_size": len(state.planet_deck),
        "planet_discard": list(state.planet_discard),
        "tech_supply": _keys(state.tech_supply),
        "removed": _keys(state.removed),
        "players": players,
        "pending": pending,
        "pending_stack": [_frame(frame, viewer) for frame in state.pending],
        "legal_actions": legal,
        "scores": game.scores() if state.game_over else None,
        # This turn's public effects (Specialization's type, Mobilization, Diverse Markets...),
        # what the active player traded and produced, and Logistics' extra turns still due.
        "turn_effects": list(state.turn_effects),
        "turn_traded": list(state.turn_traded),
        "turn_produced": list(state.turn_produced),
        "final_turns": state.final_turns,
        "extra_turns": list(state.extra_turns),
    }


# A pending decision's data a playout view leaves out: the cards it holds, and another
# seat's planets (`view_for` leaves out the same).
_HIDDEN_DATA = frozenset({"card", "cards"})
_HIDDEN_DATA_OTHERS = _HIDDEN_DATA | {"planets"}


def policy_view(game: Game, viewer: int) -> dict[str, Any]:
    """The part of `view_for` a playout policy reads (the seat's own hand and Empire, the
    others' counts, the stacks, the technology supply, the pending decision and its legal
    actions), built faster for search bots' playouts. Still only what `viewer` may see. The
    Easy rules read no other seat's Empire or technologies, so the playout view leaves them
    out: in a 4-player game those were some three quarters of its planets, and building the
    view was about 40 % of Hard's search. The seat's planets are `EmpirePlanet.seen` written
    out (two calls fewer a planet)."""
    state = game.reading
    players: list[dict[str, Any]] = []
    for index, player in enumerate(state.players):
        if index != viewer:
            players.append(
                {
                    "hand_size": len(player.hand),
                    "fighters": player.fighters,
                    "influence": player.influence,
                }
            )
            continue
        players.append(
            {
                "hand": [CARD_KEYS[card] for card in player.hand],
                "hand_size": len(player.hand),
                "empire": [
                    {
                        "back": BACKS[planet.planet].copy(),
                        "planet": planet.planet,
                        "face_up": planet.face_up,
                        "colonies": [CARD_KEYS[card] for card in planet.colonies],
                        "filled": planet.filled.copy(),
                        "barren": planet.barren,
                    }
                    for planet in player.empire
                ],
                "permanents": [face for _, face in player.permanents],
                "fighters": player.fighters,
                "influence": player.influence,
            }
        )
    frame = state.pending[-1]
    # A shallow copy: the playout's policy reads the decision's data and drops the view, so
    # its lists are shared with the game's frame rather than copied (`Frame.clone`).
    hidden = _HIDDEN_DATA if frame.player == viewer else _HIDDEN_DATA_OTHERS
    data = {key: value for key, value in frame.data.items() if key not in hidden}
    return {
        "viewer": viewer,
        "turn": state.turn,
        "stacks": {stack: len(cards) for stack, cards in state.stacks.items()},
        "tech_supply": [CARD_KEYS[card] for card in state.tech_supply],
        "players": players,
        "pending": {"kind": frame.kind, "player": frame.player, "data": data},
        "legal_actions": [str(a) for a in game.legal_actions()] if frame.player == viewer else [],
    }
