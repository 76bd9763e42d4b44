"""Golden playthroughs: recorded games must replay to the same end, move for move.

A failure means the rules changed behaviour. If that was intended (a rules fix), rewrite the
recorded ends with `PYTHONPATH=pysrc python3 -m tests.engine.test_golden` and say why in the
commit message. (A record whose actions became illegal must be recorded anew.)
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from eminent_domain.serialize import replay

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))


def state_digest(state_dict: object) -> str:
    text = json.dumps(state_dict, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def test_there_are_golden_games() -> None:
    assert len(GOLDEN) >= 3


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden_game_replays_to_its_recorded_end(path: Path) -> None:
    golden = json.loads(path.read_text())
    game = replay(golden["record"])
    final = golden["final"]
    assert game.is_over
    assert game.scores() == final["scores"]
    assert game.winners() == final["winners"]
    assert game.state.turn == final["turns"]
    assert state_digest(game.state.to_dict()) == final["state_sha256"]


def regenerate() -> None:
    """Rewrite each golden file's recorded end from a replay of its actions."""
    for path in GOLDEN:
        golden = json.loads(path.read_text())
        game = replay(golden["record"])
        golden["final"] = {
            "scores": game.scores(),
            "winners": game.winners(),
            "turns": game.state.turn,
            "state_sha256": state_digest(game.state.to_dict()),
        }
        path.write_text(json.dumps(golden, indent=1) + "\n")
        print(f"rewrote {path.name}")


if __name__ == "__main__":
    regenerate()
