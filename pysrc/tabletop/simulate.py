"""Random playouts of any game, checking its invariants, replay and determinism.

`python -m tabletop simulate --game G` runs them; the conformance suite runs the same checks.
A problem is counted and reported, never raised: simulate is a checker.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from tabletop import record
from tabletop.rng import Rng
from tabletop.spec import Config, GameSpec

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

    @property
    def clean(self) -> bool:
        return self.errors == self.invariant_breaks == self.replay_mismatches == 0


def configs(spec: GameSpec[Any], players: int | None = None, **fixed: Any) -> list[Config]:
    """Every set-up of the game (player counts times option values, less the combinations the
    game refuses), or those with `players` and the `fixed` options only."""
    if players is not None and players not in spec.players:
        raise ValueError(f"{spec.title} is not for {players} players")
    unknown = set(fixed) - {option.name for option in spec.options}
    if unknown:
        raise ValueError(f"{spec.title} has no option {', '.join(sorted(unknown))}")
    axes = [[players] if players is not None else list(spec.players)]
    axes += [[fixed[o.name]] if o.name in fixed else list(o.values) for o in spec.options]
    names = ["players", *(option.name for option in spec.options)]
    found = []
    for values in itertools.product(*axes):
        try:
            found.append(spec.config(dict(zip(names, values, strict=True))))
        except ValueError:
            continue
    if not found:
        raise ValueError("no set-up fits those options")
    return found


ALL_SET_UPS_UP_TO = 32


def covering(spec: GameSpec[Any]) -> list[Config]:
    """Set-ups that try every player count and every option value: all of them when there
    are few; otherwise, per player count, the defaults and each option value changed alone
    (the unit suite's share; `simulate` goes through every combination)."""
    every = configs(spec)
    if len(every) <= ALL_SET_UPS_UP_TO:
        return every
    found: list[Config] = []
    for players in spec.players:
        base = spec.default_config(players)
        candidates = [base] + [
            {**base, option.name: value}
            for option in spec.options
            for value in option.values
            if value != option.default
        ]
        for config in candidates:
            try:
                checked = spec.config(config)
            except ValueError:
                continue
            if checked not in found:
                found.append(checked)
    return found


def play_random(
    spec: GameSpec[Any], game: Any, rng: Rng, tally: Tally, check: bool = True
) -> list[str]:
    """Uniformly random legal actions to the end; the actions taken."""
    taken: list[str] = []
    while not game.is_over:
        actions = game.legal_actions()
        action = actions[rng.below(len(actions))]
        events = game.apply(action)
        taken.append(str(action))
        if check and (problems := _problems(spec, game, events)):
            tally.invariant_breaks += 1
            tally.note(f"after {len(taken)} decisions: {'; '.join(problems)}")
            break
        if len(taken) > MAX_DECISIONS:
            tally.errors += 1
            tally.note(f"game did not end within {MAX_DECISIONS} decisions")
            break
    return taken


def _problems(spec: GameSpec[Any], game: Any, events: list[dict[str, Any]]) -> list[str]:
    problems = spec.invariants(game)
    if spec.step_checks is not None:
        problems += spec.step_checks(game, events)
    return problems


def games(
    spec: GameSpec[Any], count: int, set_ups: list[Config], seed: int
) -> Iterator[tuple[Config, int]]:
    for number, config in zip(range(count), itertools.cycle(set_ups), strict=False):
        yield config, seed * 1_000_003 + number


def simulate(
    spec: GameSpec[Any], count: int, set_ups: list[Config], seed: int = 0
) -> tuple[Tally, float]:
    """`count` random games cycling through `set_ups`; each finished one is replayed from its
    record and must give the same state."""
    tally = Tally()
    rng = Rng(seed)
    started = time.perf_counter()
    for config, game_seed in games(spec, count, set_ups, seed):
        try:
            game = spec.new(config, game_seed)
            actions = play_random(spec, game, rng, tally)
            tally.decisions += len(actions)
            if game.is_over:
                again = record.replay(record.make(spec, config, game_seed, actions))
                if spec.snapshot(again) != spec.snapshot(game):
                    tally.replay_mismatches += 1
                    tally.note(f"replay differs for seed {game_seed}")
        except Exception as error:
            tally.errors += 1
            tally.note(f"{type(error).__name__}: {error} (seed {game_seed}, {config})")
        tally.games += 1
    return tally, time.perf_counter() - started


def games_per_second(spec: GameSpec[Any], players: int, seconds: float) -> tuple[float, float]:
    """Random games of the default set-up (no checks) per second, and decisions per second."""
    config = spec.default_config(players)
    rng = Rng(12345)
    tally = Tally()
    played = decisions = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        game = spec.new(config, played)
        decisions += len(play_random(spec, game, rng, tally, check=False))
        played += 1
    elapsed = time.perf_counter() - started
    return played / elapsed, decisions / elapsed
