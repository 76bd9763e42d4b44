"""The positions and choices of the identical-choices fixture (`data/choices.json`).

Recorded with the bots as they were before they moved onto the core (`eminent_domain.bots`,
in the commit that added `tests/bots/data/choices.json`), so that the moved bots can be held
to exactly the same choices: `PYTHONPATH=pysrc:. python -m tests.bots.choices` rewrites the
fixture from the current bots, which is only right after a deliberate change of a bot;
`python -m tests.bots.choices expert` records only the levels named (a level added or
changed), keeping the fixture's positions and every other level's choices.

Positions come from a few whole games per player count (2-4, several variants), played
either at random or by Easy bots so that both odd corners and sensible play are covered;
each game is stored as its config, seed and actions, and a position as (game, step).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from eminent_domain.engine import Game
from eminent_domain.spec import SPEC
from eminent_domain.state import Config
from eminent_domain.view import view_for
from tabletop.bots import make_bot
from tabletop.rng import Rng

FIXTURE = Path(__file__).parent / "data" / "choices.json"
LEVELS = ("random", "easy", "medium", "hard", "expert")
BUDGET = {"hard": 60, "expert": 60}  # fixed budgets, no time limit; Medium's default
# (players, variant, errata, seed, who plays the game out)
GAMES = (
    (2, "standard", False, 101, "random"),
    (2, "standard", True, 102, "easy"),
    (2, "learning", False, 103, "easy"),
    (3, "standard", False, 104, "random"),
    (3, "extended3", True, 105, "easy"),
    (3, "level1", False, 106, "easy"),
    (4, "standard", True, 107, "random"),
    (4, "standard", False, 108, "easy"),
    (4, "level1", True, 109, "easy"),
)
PER_GAME = 34  # positions per game, evenly spread over it


def play(players: int, variant: str, errata: bool, seed: int, by: str) -> list[str]:
    """The actions of a whole game, played at random or by Easy bots (rules only)."""
    game = Game.new(Config(players, variant, errata), seed)
    rng = Rng(seed)
    easy = make_bot("easy", SPEC, seed)
    actions: list[str] = []
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        if by == "random":
            options = [str(a) for a in game.legal_actions()]
            action = options[rng.below(len(options))]
        else:
            action = easy.choose(view_for(game, seat))
        game.apply(action)
        actions.append(action)
    return actions


def replay(game: dict[str, Any], steps: int) -> Game:
    """The position after the first `steps` actions of a recorded game."""
    config = Config(game["players"], game["variant"], game["errata"])
    position = Game.new(config, game["seed"])
    for action in game["actions"][:steps]:
        position.apply(action)
    return position


def positions(fixture: dict[str, Any]) -> list[tuple[int, Game]]:
    """(bot seed, position) for every position of the fixture, in its order."""
    found = []
    for number, (index, steps) in enumerate(fixture["positions"]):
        found.append((number, replay(fixture["games"][index], steps)))
    return found


def record() -> dict[str, Any]:
    games = []
    spots: list[list[int]] = []
    for index, (players, variant, errata, seed, by) in enumerate(GAMES):
        actions = play(players, variant, errata, seed, by)
        games.append(
            {
                "players": players,
                "variant": variant,
                "errata": errata,
                "seed": seed,
                "actions": actions,
            }
        )
        # Decisions with a real choice, evenly spread over the game.
        game = Game.new(Config(players, variant, errata), seed)
        real = []
        for step, action in enumerate(actions):
            if len(game.legal_actions()) > 1:
                real.append(step)
            game.apply(action)
        stride = max(1, len(real) // PER_GAME)
        spots.extend([index, step] for step in real[::stride][:PER_GAME])
    fixture: dict[str, Any] = {"games": games, "positions": spots, "budget": {}, "choices": {}}
    return record_levels(fixture, list(LEVELS))


def record_levels(fixture: dict[str, Any], levels: list[str]) -> dict[str, Any]:
    """The fixture with the choices of `levels` recorded again at its own positions."""
    for level in levels:
        if level not in LEVELS:
            raise SystemExit(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
        if level in BUDGET:
            fixture["budget"][level] = BUDGET[level]
        fixture["choices"][level] = []
    for number, position in positions(fixture):
        seat = position.current_player
        assert seat is not None
        view = view_for(position, seat)
        for level in levels:
            bot = make_bot(level, SPEC, number, BUDGET.get(level))
            fixture["choices"][level].append(bot.choose(view))
    return fixture


if __name__ == "__main__":
    named = sys.argv[1:]
    data = record_levels(json.loads(FIXTURE.read_text()), named) if named else record()
    FIXTURE.write_text(json.dumps(data, separators=(",", ":")) + "\n")
