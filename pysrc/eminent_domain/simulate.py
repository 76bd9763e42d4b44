"""The base game's playout helpers, on the core's `tabletop.simulate` (which checks them).

`python -m eminent_domain simulate` and the engine's tests use these: set-ups as the engine's
`Config`, a seeded random game's digest (compared with the browser's), and bot games.
"""

from __future__ import annotations

import hashlib
import itertools
import json
from collections.abc import Iterator

from eminent_domain.engine import Game
from eminent_domain.spec import SPEC
from eminent_domain.state import VARIANTS, Config
from tabletop import simulate as core
from tabletop.rng import Rng
from tabletop.simulate import Tally

__all__ = ["Tally", "bot_game", "configs", "play_random", "random_game_digest", "simulate"]


def _combos(players: int | None, variant: str | None, errata: bool | None) -> list[Config]:
    counts = [players] if players else [2, 3, 4]
    variants = [variant] if variant else list(VARIANTS)
    erratas = [errata] if errata is not None else [False, True]
    combos = [
        Config(p, v, e)
        for p, v, e in itertools.product(counts, variants, erratas)
        if v != "extended3" or p == 3
    ]
    if not combos:
        raise ValueError("no configuration fits those options")
    return combos


def configs(players: int | None, variant: str | None, errata: bool | None) -> Iterator[Config]:
    """The configurations to cycle through: every player count, variant and errata setting
    unless fixed (Extended 3-player only with 3 players)."""
    return itertools.cycle(_combos(players, variant, errata))


def play_random(game: Game, rng: Rng, tally: Tally, check: bool = True) -> list[str]:
    """Uniformly random legal actions to the end, checked as the core's simulate checks them."""
    return core.play_random(SPEC, game, rng, tally, check)


def simulate(
    games: int,
    players: int | None = None,
    variant: str | None = None,
    errata: bool | None = None,
    seed: int = 0,
) -> tuple[Tally, float]:
    """The core's simulate over this game's set-ups (see `configs`)."""
    set_ups = [config.to_dict() for config in _combos(players, variant, errata)]
    return core.simulate(SPEC, games, set_ups, seed)


def random_game_digest(seed: int, players: int) -> str:
    """SHA-256 of the final state of a seeded random game: the same on every interpreter
    (the browser test compares Pyodide's CPython 3.14 with the host's CPython)."""
    game = Game.new(Config(players), seed)
    play_random(game, Rng(seed), Tally(), check=False)
    text = json.dumps(game.state.to_dict(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def bot_game(config: Config, seed: int, level: str) -> tuple[Game, list[str]]:
    """A whole game with a bot of `level` in every seat (each seeded from the game's seed):
    the finished game and its actions."""
    from eminent_domain.view import view_for  # noqa: PLC0415
    from tabletop.bots import make_bot  # noqa: PLC0415

    game = Game.new(config, seed)
    bots = [make_bot(level, SPEC, seed * 7 + s) for s in range(config.players)]
    actions = []
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        choice = bots[seat].choose(view_for(game, seat))
        game.apply(choice)
        actions.append(choice)
    return game, actions
