"""Random playouts checking invariants, replay and determinism (`simulate` on the CLI)."""

from __future__ import annotations

import hashlib
import itertools
import json
import time
from collections.abc import Iterator
from dataclasses import dataclass

from eminent_domain import rules
from eminent_domain.engine import Game
from eminent_domain.invariants import violations
from eminent_domain.serialize import make_record, replay
from eminent_domain.state import VARIANTS, Config
from tabletop.rng import Rng

MAX_DECISIONS = 50_000  # a game longer than this is reported as not ending


@dataclass
class Tally:
    games: int = 0
    errors: int = 0
    invariant_breaks: int = 0
    replay_mismatches: int = 0
    decisions: int = 0
    first_problem: str = ""

    def note(self, problem: str) -> None:
        if not self.first_problem:
            self.first_problem = problem


def configs(players: int | None, variant: str | None, errata: bool | None) -> Iterator[Config]:
    """The configurations to cycle through: every player count, variant and errata setting
    unless fixed (Extended 3-player only with 3 players)."""
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
    return itertools.cycle(combos)


def play_random(game: Game, rng: Rng, tally: Tally, check: bool = True) -> list[str]:
    """Play uniformly random legal actions to the end; returns the actions taken."""
    taken: list[str] = []
    while not game.is_over:
        actions = game.legal_actions()
        action = actions[rng.below(len(actions))]
        events = game.apply(action)
        taken.append(str(action))
        if check:
            problems = violations(game.state)
            for event in events:
                if event["type"] == "cleanup":
                    player = game.state.players[event["player"]]
                    if len(player.hand) > rules.hand_limit(player):
                        problems.append(f"player {event['player']} over the hand limit")
            if problems:
                tally.invariant_breaks += 1
                tally.note("; ".join(problems))
                break
        if len(taken) > MAX_DECISIONS:
            tally.errors += 1
            tally.note(f"game did not end within {MAX_DECISIONS} decisions")
            break
    return taken


def simulate(
    games: int,
    players: int | None = None,
    variant: str | None = None,
    errata: bool | None = None,
    seed: int = 0,
) -> tuple[Tally, float]:
    tally = Tally()
    rng = Rng(seed)
    started = time.perf_counter()
    for number, config in zip(range(games), configs(players, variant, errata), strict=False):
        game_seed = seed * 1_000_003 + number
        try:
            game = Game.new(config, game_seed)
            actions = play_random(game, rng, tally)
            tally.decisions += len(actions)
            if game.is_over:
                again = replay(make_record(config, game_seed, actions))
                if again.state != game.state:
                    tally.replay_mismatches += 1
                    tally.note(f"replay differs for seed {game_seed}")
        except Exception as error:  # report, count and go on: simulate is a checker
            tally.errors += 1
            tally.note(f"{type(error).__name__}: {error} (seed {game_seed}, {config})")
        tally.games += 1
    return tally, time.perf_counter() - started


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
    from eminent_domain.spec import SPEC  # noqa: PLC0415 - the spec imports this module's engine
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
