"""How long listing many saves takes: `PYTHONPATH=pysrc python3 -m tabletop.ui.saves_bench`.

Fills a MemoryStorage with `--saves` games (default 500) of `--game` (default the first
installed game) played by random legal moves: each of the game's player counts, humans and
bots, about two in five finished and the rest stopped part-way, each
written the way the app writes them (which keeps the index up to date). With `--players N`
every save seats N and is a long game, the heaviest case: half finished, half stopped in the
second half of their game (`--game chaos-theory --players 5`: about 2,000 actions a game, the
count an index bounded at four seats once replayed on every listing). Then it times:

- `cold`: the first listing of a fresh page (the index is in the storage, nothing in memory);
- `warm`: listing again (what every later Home or Saved games click costs);
- `rebuild` (with `--rebuild`): a listing with no index at all, every save replayed, as on the
  first start after an update that changes the index's version.

The last line is `list_500_saves_ms=<cold> warm_ms=<warm>` (500 being the number of saves).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from typing import Any

from tabletop import record, registry, saves
from tabletop.bots.base import LEVELS
from tabletop.saves import MemoryStorage, SaveDoc, Seat
from tabletop.spec import GameSpec


def fill(
    storage: MemoryStorage, spec: GameSpec[Any], count: int, seed: int = 1, only: int | None = None
) -> None:
    """Write `count` saves; `only` (a player count) makes every one a long game at it."""
    rng = random.Random(seed)
    for number in range(count):
        players = only if only is not None else rng.choice((spec.players[0], *spec.players))
        seats = tuple(
            Seat(f"Player {seat + 1}", "human")
            if seat == 0 or rng.random() < 0.2
            else Seat(f"Bot {seat}", "bot", rng.choice(LEVELS))
            for seat in range(players)
        )
        game_seed = rng.randrange(2**62)
        config = spec.default_config(players)
        game = spec.new(config, game_seed)
        stop = None if only is not None or rng.random() < 0.4 else rng.randrange(10, 120 * players)
        actions: list[str] = []
        while not game.is_over and (stop is None or len(actions) < stop):
            action = str(rng.choice(game.legal_actions()))
            game.apply(action)
            actions.append(action)
        if only is not None and actions and rng.random() < 0.5:  # far along, not finished
            actions = actions[: rng.randrange(len(actions) // 2, len(actions))]
            game = spec.new(config, game_seed)
            for action in actions:
                game.apply(action)
        day = 1 + number % 28
        when = f"2025-{1 + number // 28 % 12:02d}-{day:02d}T{number % 24:02d}:00:00+00:00"
        made = record.make(spec, config, game_seed, actions)
        doc = SaveDoc(f"Game {number + 1}", when, when, seats, False, made)
        if not saves.write(storage, f"bench-{number:04d}", doc, game):
            raise SystemExit("the storage refused a save")


def timed_ms(storage: MemoryStorage, repeat: int = 1) -> float:
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        saves.list_saves(storage)
        best = min(best, (time.perf_counter() - started) * 1000)
    return best


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--saves", type=int, default=500)
    parser.add_argument("--game", default=registry.ids()[0], choices=registry.ids())
    parser.add_argument(
        "--players", type=int, help="every save at this player count, each a long game"
    )
    parser.add_argument("--rebuild", action="store_true", help="also time a listing with no index")
    args = parser.parse_args(argv)
    spec = registry.get(args.game)
    if args.players is not None and args.players not in spec.players:
        counts = ", ".join(str(n) for n in spec.players)
        parser.error(f"{spec.title} is for {counts} players, not {args.players}")
    storage = MemoryStorage()
    started = time.perf_counter()
    fill(storage, spec, args.saves, only=args.players)
    infos = saves.list_saves(storage)
    finished = sum(info.finished for info in infos)
    chars = sum(len(value) for value in storage.items.values())
    print(
        f"filled {args.saves} saves ({finished} finished, {chars / 1e6:.1f} M characters, index "
        f"{len(storage.getItem(saves.INDEX_KEY) or '') / 1e3:.0f} k) in "
        f"{time.perf_counter() - started:.1f} s",
        file=sys.stderr,
    )
    saves.forget_memory()
    cold = timed_ms(storage)
    warm = timed_ms(storage, repeat=5)
    if args.rebuild:
        storage.removeItem(saves.INDEX_KEY)
        saves.forget_memory()
        print(f"rebuild_ms={timed_ms(storage):.0f}")
    print(f"list_{args.saves}_saves_ms={cold:.1f} warm_ms={warm:.1f}")


if __name__ == "__main__":
    main()
