"""Record the golden games that `tests/tabletop/test_golden_games.py` replays: one game per
installed game and player count (its default set-up), played to its end by Easy bots, kept in
`tests/golden/<game>-<n>p.json` with the state's digest after every step.

A golden game pins today's behaviour: it is recorded once and never rewritten to make a test
pass. This writes only the files that are missing (a new game, a new player count); to record
one anew after an intended change of rules, delete it, run this, and say why in the commit.

    PYTHONPATH=pysrc python3 tools/record_golden.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from tabletop import conformance, registry
from tabletop.bots import make_bot
from tabletop.spec import GameSpec

GOLDEN = Path(__file__).resolve().parents[1] / "tests" / "golden"


def path_of(spec: GameSpec, players: int, folder: Path = GOLDEN) -> Path:
    return folder / f"{spec.id}-{players}p.json"


def record_one(spec: GameSpec, players: int) -> dict[str, Any]:
    """A game between Easy bots (each seat its own seeded bot), from a seed of its own."""
    seed = 1000 + 10 * players
    bots = [make_bot("easy", spec, seed + seat) for seat in range(players)]
    config = spec.default_config(players)
    return conformance.golden(spec, config, seed, lambda view: bots[view["viewer"]].choose(view))


def write(kept: dict[str, Any], path: Path) -> None:
    """One step a line, so that a failure's step can be found in the file."""
    path.write_text(json.dumps(kept, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def main() -> int:
    GOLDEN.mkdir(exist_ok=True)
    for spec in registry.all_specs():
        for players in spec.players:
            path = path_of(spec, players)
            if path.exists():
                continue
            kept = record_one(spec, players)
            write(kept, path)
            print(f"recorded {path.name}: {len(kept['steps'])} steps")
    return 0


if __name__ == "__main__":
    sys.exit(main())
