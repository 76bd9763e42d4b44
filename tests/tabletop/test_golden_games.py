"""A golden game for every installed game and player count: recorded once by
`tools/record_golden.py` (Easy bots, the default set-up), replayed here step by step through
`record.steps`, with the state's digest, the deciding seat and the action compared at every
step. A change in any rule that touches a recorded game fails here, naming its first step;
Eminent Domain's older golden games (`tests/eminent_domain/test_golden.py`) pin its variants too."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from tabletop import conformance, registry

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
KEPT = [
    pytest.param(spec.id, players, id=f"{spec.id}-{players}p")
    for spec in registry.all_specs()
    for players in spec.players
]


def load(game: str, players: int) -> dict[str, Any]:
    path = GOLDEN / f"{game}-{players}p.json"
    assert path.exists(), f"no golden game {path.name}: record it with tools/record_golden.py"
    kept: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return kept


@pytest.mark.parametrize(("game", "players"), KEPT)
def test_the_golden_game_replays_step_by_step(game: str, players: int) -> None:
    kept = load(game, players)
    spec = registry.get(game)
    assert kept["config"] == spec.default_config(players)
    assert conformance.replays_like_golden(kept) > 50
    assert len({line.split()[1] for line in kept["steps"]}) == len(kept["steps"]), (
        "two steps with the same digest: the digest does not tell states apart"
    )


def test_every_golden_file_is_a_game_and_player_count_of_the_table() -> None:
    names = {path.name for path in GOLDEN.glob("*.json")}
    assert names == {f"{p.values[0]}-{p.values[1]}p.json" for p in KEPT}


@pytest.mark.parametrize(
    "change",
    ["digest", "player", "action", "start", "end"],
)
def test_a_replay_that_differs_anywhere_fails_naming_where(change: str) -> None:
    """The check itself can fail: a changed digest, deciding seat, action, deal or end."""
    kept = copy.deepcopy(load("microcosm", 2))
    player, digest, action = kept["steps"][9].split(" ", 2)
    if change == "digest":
        kept["steps"][9] = f"{player} {'0' * len(digest)} {action}"
        expected = "step 10 of .* diverged"
    elif change == "player":
        kept["steps"][9] = f"{1 - int(player)} {digest} {action}"
        expected = "step 10 .* `steps` says player"
    elif change == "action":
        kept["steps"] = [*kept["steps"][:9], "0 000000000000 no-such-action"]
        expected = "action 10 .* is refused"
    elif change == "start":
        kept["seed"] += 1
        expected = "the deal differs"
    else:
        kept["end"]["winners"] = [9]
        expected = "the end differs"
    with pytest.raises((AssertionError, ValueError), match=expected):
        conformance.replays_like_golden(kept)
