"""What must hold after every decision, as sentences (empty when all is well).

The conformance suite checks these after each step of random games: tokens and dice are
never made or lost, every tile is in exactly one place, and no store holds more than it may.
"""

from __future__ import annotations

from chaos_theory.cards import BOARD, DICE_PER_PLAYER, DISPLAY_COSTS, START_TILES, TILES, TRACKS
from chaos_theory.engine import Game, capacity, meets, tokens


def invariants(game: Game) -> list[str]:
    s = game.reading
    problems = []
    held = sum(p.fighters + p.resources + p.traded for p in s.players)
    if s.supply < 0 or s.supply + held != tokens(s.config):
        problems.append(f"tokens: supply {s.supply} + held {held} != {tokens(s.config)}")
    tiles = list(s.bag) + list(s.display)
    starts = []
    for seat, player in enumerate(s.players):
        dice = sum(player.dice) + player.used
        expected = DICE_PER_PLAYER + (1 if player.oversight else 0)
        if dice != expected or min(player.dice) < 0 or player.used < 0:
            problems.append(f"player {seat} has {dice} dice, not {expected}")
        if min(player.fighters, player.resources, player.traded) < 0:
            problems.append(f"player {seat} holds a negative count")
        if player.resources > capacity(s, player):
            problems.append(f"player {seat} stores more resources than there is room for")
        for t, track in enumerate(TRACKS):
            level = player.levels[t]
            if not 0 <= level <= len(BOARD[track]):
                problems.append(f"player {seat}: {track} level {level}")
            elif level and not meets(player, BOARD[track][level - 1]):
                problems.append(f"player {seat}: {track} level {level} without its planets")
        starts.append(player.empire[0].tile)
        tiles += [planet.tile for planet in player.empire[1:]]
    if sorted(tiles) != sorted(tile.id for tile in TILES):
        problems.append("the 36 tiles are not each in one place")
    if len(set(starts)) != len(starts) or not set(starts) <= {t.id for t in START_TILES}:
        problems.append("start planets are not one each")
    if len(s.display) > len(DISPLAY_COSTS):
        problems.append("the display holds more than 5 tiles")
    if s.pending is not None and not 0 <= int(s.pending["player"]) < len(s.players):
        problems.append("the pending decision names no player")
    if s.pending is not None and not game.legal_actions():
        problems.append("a decision without legal actions")
    return problems
