"""What one seat may see of a 2010 game: the only way anything outside the engine looks at it.

Hidden: hands but one's own, every deck's order, the generator, and the faces of planets not
yet turned up. Survey is played "looking ONLY at the BACKS of the cards" (seed 004): the
planets being surveyed show their backs, even to the surveyor. A surveyed planet kept face
down shows its face to its owner only (reading). Technologies being looked at are seen by the
researcher only; the planet on top of the deck by whoever peeked at it (option). Everything
is JSON data, with the whole stack of pending decisions, so that `determinize` can rebuild a
game from exactly this. The spectator (viewer None: a link or a replay of a game in progress) is
no seat: every player is another to them, so they see only what every seat sees (no hand, no
technology being looked at, no peeked planet) and decide nothing.
"""

from __future__ import annotations

from typing import Any

from eminent_domain.planets import back
from eminent_domain.state import Frame
from prototype_2010.cards import CARD_KEYS
from prototype_2010.engine import Game, hand_limit


def _keys(cards: list[int]) -> list[str]:
    return [CARD_KEYS[card] for card in cards]


def frame_entry(frame: Frame, viewer: int | None) -> dict[str, Any]:
    """A pending decision with cards as keys, planets being surveyed as their backs only, and
    technologies being looked at as keys for the researcher, a count for everyone else."""
    data: dict[str, Any] = {}
    for key, value in frame.data.items():
        if key == "cards":
            data[key] = _keys(value)
        elif key == "planets":
            data["backs"] = [back(planet) for planet in value]
        elif key == "techs":
            data["techs"] = _keys(value) if frame.player == viewer else None
            data["tech_count"] = len(value)
        else:
            data[key] = value.copy() if isinstance(value, list) else value
    return {"kind": frame.kind, "player": frame.player, "data": data}


def view(game: Game, viewer: int | None) -> dict[str, Any]:
    """The game as `viewer` may see it; None is the spectator, who sees only what is public."""
    s = game.reading
    if viewer is not None and not 0 <= viewer < s.setup.players:
        raise ValueError(f"no seat {viewer} in a {s.setup.players}-player game")
    players = []
    for index, player in enumerate(s.players):
        mine = index == viewer
        players.append(
            {
                "hand": _keys(player.hand) if mine else None,
                "hand_size": len(player.hand),
                "hand_limit": hand_limit(player),
                "deck_size": len(player.deck),
                # Public by bookkeeping: every card entering or leaving hand-or-deck is shown.
                "hand_and_deck": sorted(_keys(player.hand + player.deck)),
                "discard": _keys(player.discard),
                "in_play": _keys(player.in_play),
                "empire": [planet.seen(mine, CARD_KEYS) for planet in player.empire],
                "armies": player.armies,
                "vp": player.vp,
            }
        )
    stack = [frame_entry(frame, viewer) for frame in s.pending]
    # `is not None`: a finished game's current player is None, like the spectator.
    deciding = viewer is not None and game.current_player == viewer
    legal = [str(a) for a in game.legal_actions()] if deciding else []
    result: dict[str, Any] = {
        "game": "prototype-2010",
        "viewer": viewer,
        "config": s.setup.to_json(),
        "version": s.version,  # the rules played by (`engine.VERSION`)
        "players": players,
        "piles": {role: len(cards) for role, cards in s.piles.items()},
        "planet_deck": len(s.planet_deck),
        "top_planet": s.planet_deck[-1] if viewer in s.peeked and s.planet_deck else None,
        "peeked": s.peeked.copy(),
        "tech_decks": {deck: len(cards) for deck, cards in s.tech_decks.items()},
        "removed": _keys(s.removed),
        "armies": s.armies,
        "vp": s.vp,
        "resources": s.resources.copy(),
        "start": s.start,
        "active": s.active,
        "turn": s.turn,
        "stack": stack,
        "pending": stack[-1] if stack and not s.game_over else None,
        "legal_actions": legal,
        "scores": game.scores(),
        "game_over": s.game_over,
        "end": s.end.copy(),
    }
    if s.game_over:
        result["winners"] = game.winners()
    return result


def playout_view(game: Game, viewer: int) -> dict[str, Any]:
    """The part of `view` the Easy player reads (the deciding seat's hand, Empire and Armies,
    the decision on top), built faster for search bots' playouts; other seats' entries are
    left empty."""
    s = game.reading
    player = s.players[viewer]
    players: list[dict[str, Any]] = [{} for _ in s.players]
    players[viewer] = {
        "hand": _keys(player.hand),
        "empire": [planet.seen(True, CARD_KEYS) for planet in player.empire],
        "armies": player.armies,
    }
    deciding = game.current_player == viewer
    return {
        "viewer": viewer,
        "players": players,
        "pending": frame_entry(s.pending[-1], viewer) if s.pending and not s.game_over else None,
        "legal_actions": [str(a) for a in game.legal_actions()] if deciding else [],
    }
