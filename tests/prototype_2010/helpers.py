"""2010 prototype positions set up by hand for rule tests."""

from __future__ import annotations

from typing import Any

from eminent_domain.planets import PLANETS
from eminent_domain.state import EmpirePlanet
from prototype_2010 import SPEC
from prototype_2010.cards import CARD_KEYS
from prototype_2010.engine import Game

PLANET = {
    "Pomerene": 27, "Drawde": 28, "Piedra Seca": 29, "Mesia Sednim": 30,
    "Lyttle": 0, "Oknow": 6, "Srod Avain N2": 2, "Ral Gai'Gaw": 3, "Styku": 9, "New Texas": 11,
    "Gerdland": 12, "Voson": 18, "Tankahshin": 21, "Idroyos": 26,
}  # fmt: skip


def table(players: int = 2, seed: int = 1, version: int | None = None, **options: Any) -> Game:
    """A dealt game with seat 0 to play its turn (its Action step on top), by today's rules
    or those of an older `version`."""
    config = SPEC.config({**SPEC.default_config(players), **options})
    spec = SPEC if version is None else SPEC.at_version(version)
    assert spec is not None
    game = spec.new(config, seed)
    assert isinstance(game, Game)
    s = game.state
    if s.active != 0:
        s.start = s.active = 0
        s.pending = []
        game._begin_turn()
        game._settle()
    return game


def _take(game: Game, key: str, seat: int) -> int:
    """A card of `key` from anywhere but the seat's hand (role piles first)."""
    s = game.state
    zones = [s.piles.get(key, []), *s.tech_decks.values(), s.players[seat].deck,
             s.players[seat].discard]  # fmt: skip
    for zone in zones:
        for card in zone:
            if CARD_KEYS[card] == key:
                zone.remove(card)
                return card
    raise AssertionError(f"no free {key} card")


def hand(game: Game, seat: int, *keys: str) -> None:
    """The seat's hand becomes exactly `keys` (its old hand goes to its discard pile)."""
    player = game.state.players[seat]
    player.discard += player.hand
    player.hand = [_take(game, key, seat) for key in keys]


def empire(game: Game, seat: int, *planets: tuple[str, bool]) -> None:
    """The seat's Empire becomes these (name, face up) planets, taken from the deck or the
    box; its old planets go back to the deck (start planets to the box)."""
    s = game.state
    player = s.players[seat]
    for old in player.empire:
        if old.planet < 27:
            s.planet_deck.append(old.planet)
    player.empire = []
    for name, up in planets:
        planet = PLANET[name]
        if planet in s.planet_deck:
            s.planet_deck.remove(planet)
        for other in s.players:
            assert all(p.planet != planet for p in other.empire), f"{name} is in an Empire"
        entry = EmpirePlanet(planet, up)
        if up:
            entry.filled = [False] * len(PLANETS[planet].slots)
        player.empire.append(entry)


def play(game: Game, *actions: str) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    for action in actions:
        events += game.apply(action)
    return events


def kinds(events: list[dict[str, Any]]) -> list[str]:
    return [e["type"] for e in events]
