"""Training a game's learned evaluation (`tabletop.learn`) from self-play, in CPython:
`python -m tabletop train --game G --players 2,3,4 --games N --seed S`.

Bots of the given level play every seat; with probability `epsilon` a seat plays a random
legal action instead, so that the positions cover more than one style. At the start of every
turn each seat's features are recorded; when the game ends each record is labelled with that
seat's share of the win. A logistic regression per player count is fitted by Newton's method
on standardized features with a small L2 penalty, the last tenth of the games held out to
report how well it predicts. Everything is seeded and summed in a fixed order: the same
command writes the same file.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import multiprocessing
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop import registry
from tabletop.bots import LEVELS, make_bot
from tabletop.learn import Fit, Learning, Model, sigmoid
from tabletop.rng import Rng, seed_state
from tabletop.spec import GameSpec

L2 = 1.0  # penalty on the standardized weights (the bias is free)
NEWTON_STEPS = 12
HOLD_OUT = 10  # every HOLD_OUT-th game is held out


@dataclass(frozen=True)
class Plan:
    """What every self-play game of a run shares (picklable, for worker processes)."""

    game: str
    players: int
    level: str
    epsilon: float
    seed: int


def learning_of(spec: GameSpec[Any]) -> Learning:
    learning = spec.learning
    if learning is None:
        raise ValueError(f"{spec.title} has no learned evaluation to train")
    return learning


def self_play(spec: GameSpec[Any], plan: Plan, number: int) -> list[tuple[list[float], float]]:
    """Game `number`'s positions: (a seat's features at the start of a turn, its win share)."""
    learning = learning_of(spec)
    seed = plan.seed * 1_000_003 + number
    game = spec.new(spec.default_config(plan.players), seed)
    bots = [make_bot(plan.level, spec, seed * 7 + s) for s in range(plan.players)]
    explore = Rng(seed_state(seed * 7 + plan.players))
    view = spec.playout_view or spec.view
    recorded: list[tuple[int, list[float]]] = []
    turn = -1
    while not game.is_over:
        if game.turn != turn:
            turn = game.turn
            recorded += [(s, learning.features(game, s)) for s in range(plan.players)]
        seat = game.current_player
        legal = [str(action) for action in game.legal_actions()]
        if len(legal) == 1:
            game.apply(legal[0])
        elif explore.below(1_000_000) < plan.epsilon * 1_000_000:
            game.apply(legal[explore.below(len(legal))])
        else:
            game.apply(bots[seat].choose(view(game, seat)))
    winners = game.winners()
    return [(row, 1 / len(winners) if s in winners else 0.0) for s, row in recorded]


def _self_play_numbered(job: tuple[Plan, int]) -> list[tuple[list[float], float]]:
    plan, number = job
    return self_play(registry.get(plan.game), plan, number)


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """x with matrix · x = vector (Gaussian elimination with partial pivoting)."""
    n = len(vector)
    rows = [[*matrix[i], vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        head = rows[col]
        for r in range(col + 1, n):
            factor = rows[r][col] / head[col]
            if factor:
                row = rows[r]
                for c in range(col, n + 1):
                    row[c] -= factor * head[c]
    solution = [0.0] * n
    for r in range(n - 1, -1, -1):
        total = rows[r][n] - sum(rows[r][c] * solution[c] for c in range(r + 1, n))
        solution[r] = total / rows[r][r]
    return solution


def fit(rows: list[list[float]], labels: list[float]) -> Fit:
    """A logistic regression of `labels` (in [0, 1]) on `rows`."""
    d = len(rows[0])
    n = len(rows)
    mean = [sum(row[k] for row in rows) / n for k in range(d)]
    scale = []
    for k in range(d):
        spread = math.sqrt(sum((row[k] - mean[k]) ** 2 for row in rows) / n)
        scale.append(spread if spread > 1e-9 else 1.0)
    # Standardized rows with a constant 1 last (the bias).
    xs = [[(row[k] - mean[k]) / scale[k] for k in range(d)] + [1.0] for row in rows]
    w = [0.0] * (d + 1)
    for _ in range(NEWTON_STEPS):
        gradient = [L2 * w[k] if k < d else 0.0 for k in range(d + 1)]
        hessian = [[(L2 if j == k and k < d else 0.0) for k in range(d + 1)] for j in range(d + 1)]
        for x, y in zip(xs, labels, strict=True):
            p = sigmoid(sum(a * b for a, b in zip(w, x, strict=True)))
            error, curve = p - y, max(p * (1 - p), 1e-9)
            for j in range(d + 1):
                gradient[j] += error * x[j]
                weighed = curve * x[j]
                row = hessian[j]
                for k in range(j, d + 1):
                    row[k] += weighed * x[k]
        for j in range(d + 1):
            for k in range(j):
                hessian[j][k] = hessian[k][j]
        step = _solve(hessian, gradient)
        w = [a - b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return Fit(tuple(mean), tuple(scale), tuple(w[:d]), w[d])


def log_loss(model: Model, players: int, data: list[tuple[list[float], float]]) -> float:
    """Mean log loss of the model's chances on labelled positions."""
    total = 0.0
    for row, label in data:
        p = min(max(model.chance(row, players), 1e-12), 1 - 1e-12)
        total -= label * math.log(p) + (1 - label) * math.log(1 - p)
    return total / len(data)


def train(
    spec: GameSpec[Any],
    players: list[int],
    games: int,
    *,
    seed: int = 0,
    level: str = "easy",
    epsilon: float = 0.1,
    processes: int = 1,
    log: Any = None,
) -> Model:
    """The model trained on `games` self-play games per player count."""
    learning = learning_of(spec)
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r} (known: {', '.join(LEVELS)})")
    if not 0 <= epsilon <= 1:
        raise ValueError("epsilon is a probability, from 0 to 1")
    fits: dict[int, Fit] = {}
    quality: dict[str, Any] = {}
    for count in players:
        if count not in spec.players:
            raise ValueError(f"{spec.title} is not for {count} players")
        plan = Plan(spec.id, count, level, epsilon, seed + count)
        work = [(plan, number) for number in range(games)]
        with contextlib.ExitStack() as stack:
            if processes > 1:
                pool = stack.enter_context(multiprocessing.get_context("spawn").Pool(processes))
                results: Iterable[list[Any]] = pool.imap(_self_play_numbered, work, chunksize=4)
            else:
                results = map(lambda job: self_play(spec, *job), work)
            played = list(results)
        kept = [p for number, game in enumerate(played) if number % HOLD_OUT for p in game]
        held = [p for number, game in enumerate(played) if not number % HOLD_OUT for p in game]
        fits[count] = fit([row for row, _ in kept], [label for _, label in kept])
        probe = Model(spec.id, learning.names, {count: fits[count]})
        base = min(max(sum(label for _, label in kept) / len(kept), 1e-12), 1 - 1e-12)
        constant = -sum(
            label * math.log(base) + (1 - label) * math.log(1 - base) for _, label in held
        ) / len(held)
        quality[str(count)] = {
            "positions": len(kept),
            "held_out_log_loss": round(log_loss(probe, count, held), 4),
            "constant_log_loss": round(constant, 4),
        }
        if log is not None:
            print(f"train: {count} players: {quality[str(count)]}", file=log, flush=True)
    trained = {
        "command": (
            f"python3 -m tabletop train --game {spec.id} "
            f"--players {','.join(str(n) for n in players)} --games {games} --seed {seed} "
            f"--level {level} --epsilon {epsilon}"
        ),
        "quality": quality,
    }
    return Model(spec.id, learning.names, fits, trained)


def default_path(learning: Learning) -> Path:
    """Where the game's shipped model lies in the source tree."""
    return Path(str(__import__(learning.package).__file__)).parent / learning.resource


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", required=True, choices=registry.ids())
    parser.add_argument("--players", default="", help="player counts, e.g. 2,3,4 (default: all)")
    parser.add_argument("--games", type=int, default=1000, help="self-play games per count")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--level", default="easy", help=f"the self-play bots: {', '.join(LEVELS)}")
    parser.add_argument("--epsilon", type=float, default=0.1, help="chance of a random move")
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    parser.add_argument("--out", type=Path, help="the model file (default: the game's own)")


def run_from_args(args: argparse.Namespace) -> int:
    try:
        spec = registry.get(args.game)
        counts = [int(n) for n in args.players.split(",") if n.strip()] or list(spec.players)
        model = train(
            spec,
            counts,
            args.games,
            seed=args.seed,
            level=args.level,
            epsilon=args.epsilon,
            processes=args.jobs,
            log=sys.stderr,
        )
        out = args.out or default_path(learning_of(spec))
    except ValueError as error:
        print(f"train: {error}", file=sys.stderr)
        return 2
    out.write_text(model.to_json(), encoding="utf-8")
    print(f"train: wrote {out}")
    return 0
