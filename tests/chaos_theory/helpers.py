"""Chaos Theory positions set up by hand for rule and interface tests."""

from __future__ import annotations

from typing import Any

from chaos_theory import SPEC
from chaos_theory.cards import FACES, TRACKS
from chaos_theory.engine import Game
from chaos_theory.state import Planet

F = {face: k for k, face in enumerate(FACES)}


def table(players: int = 2, seed: int = 1, **options: Any) -> Game:
    """A dealt game with seat 0 to lead, no active dice anywhere and a known display."""
    config = SPEC.config({**SPEC.default_config(players), **options})
    s = Game.new(config, seed).state
    s.leader = s.start = 0
    s.pending = {"kind": "lead", "player": 0}
    for player in s.players:
        player.dice = [0] * len(FACES)
        player.used = 6
    s.bag += s.display
    s.bag.sort()
    s.display = [s.bag.pop(s.bag.index(t)) for t in ("A04", "F08", "M12", "A12", "F12")]
    return Game(s)


def dice(game: Game, seat: int, **faces: int) -> None:
    player = game.state.players[seat]
    for face, n in faces.items():
        player.dice[F[face]] += n
        player.used -= n


def planets(game: Game, seat: int, *tiles: str, up: bool = False) -> None:
    for tile in tiles:
        game.state.bag.remove(tile)
        game.state.players[seat].empire.append(Planet(tile, up))


def play(game: Game, *actions: str) -> list[dict[str, Any]]:
    events = []
    for action in actions:
        events += game.apply(action)
    return events


def kinds(events: list[dict[str, Any]]) -> list[str]:
    return [e["kind"] for e in events]


def legal(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def level(game: Game, seat: int, track: str, value: int) -> None:
    game.state.players[seat].levels[TRACKS.index(track)] = value
