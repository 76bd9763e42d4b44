"""Golden playthroughs: recorded games must replay move for move to the same states.

Each golden file pins the state after every step (`step_digests`: the first 12 hex digits of
the SHA-256 of the canonical state JSON, one per recorded action, after `start_digest` for
the deal), and the end (scores, winners, turns and the full digest). A failure names the first
step whose state differs, with its action.

If a change of behaviour was intended (a rules fix), rewrite the digests and ends with
`PYTHONPATH=pysrc python3 -m tests.eminent_domain.test_golden` and say why in the commit
message. The recorded actions are never rewritten (a record whose actions became illegal
must be recorded anew).
"""

from __future__ import annotations

import hashlib
import json
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from eminent_domain.engine import Game
from eminent_domain.spec import SPEC
from eminent_domain.state import Config
from tabletop import record as records
from tabletop.actions import ActionError

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))
SHORT = 12  # hex digits of a step digest


def state_digest(state_dict: object) -> str:
    text = json.dumps(state_dict, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def step_digest(game: Game) -> str:
    return state_digest(game.state.to_dict())[:SHORT]


def replay_steps(record: dict[str, Any]) -> tuple[Game, str, list[str]]:
    """The game at the end of `record`, the digest of its deal and the digest after each step.
    A refused action fails the test with its step."""
    assert records.normal(record)["game"] == SPEC.id
    game = Game.new(Config.from_dict(record["config"]), record["seed"])
    start = step_digest(game)
    digests = []
    for step, action in enumerate(record["actions"], start=1):
        try:
            game.apply(action)
        except ActionError as error:
            pytest.fail(f"step {step} ({action!r}) is refused: {error}", pytrace=False)
        digests.append(step_digest(game))
    return game, start, digests


def first_divergence(actions: list[str], expected: list[str], actual: list[str]) -> str | None:
    """A sentence naming the first step whose digest differs, or None if all agree."""
    for step, (want, got) in enumerate(zip(expected, actual, strict=False), start=1):
        if want != got:
            return (
                f"step {step} of {len(actions)} ({actions[step - 1]!r}) diverged: "
                f"state digest {got}, recorded {want}"
            )
    if len(expected) != len(actual):
        return f"{len(expected)} step digests recorded for {len(actual)} actions"
    return None


def test_there_are_golden_games() -> None:
    assert len(GOLDEN) >= 3


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden_game_replays_step_by_step_to_its_recorded_end(path: Path) -> None:
    golden = json.loads(path.read_text())
    record = golden["record"]
    game, start, digests = replay_steps(record)
    assert start == golden["start_digest"], "the deal differs (before any action)"
    divergence = first_divergence(record["actions"], golden["step_digests"], digests)
    assert divergence is None, divergence
    final = golden["final"]
    assert game.is_over
    assert game.scores() == final["scores"]
    assert game.winners() == final["winners"]
    assert game.state.turn == final["turns"]
    assert state_digest(game.state.to_dict()) == final["state_sha256"]


def test_a_divergence_names_its_first_step_and_action() -> None:
    actions = ["skip", "lead survey", "done"]
    recorded = ["aaaaaaaaaaaa", "bbbbbbbbbbbb", "cccccccccccc"]
    assert first_divergence(actions, recorded, recorded) is None
    changed = ["aaaaaaaaaaaa", "dddddddddddd", "eeeeeeeeeeee"]
    assert first_divergence(actions, recorded, changed) == (
        "step 2 of 3 ('lead survey') diverged: state digest dddddddddddd, recorded bbbbbbbbbbbb"
    )
    assert first_divergence(actions, recorded[:2], recorded) == (
        "2 step digests recorded for 3 actions"
    )


def test_the_digests_tell_every_step_apart() -> None:
    """A digest per step is only worth pinning if consecutive states differ."""
    for path in GOLDEN:
        digests = json.loads(path.read_text())["step_digests"]
        assert all(a != b for a, b in pairwise(digests)), path.name


def regenerate() -> None:
    """Rewrite each golden file's step digests and recorded end from a replay of its actions
    (the actions themselves are kept as they are)."""
    for path in GOLDEN:
        golden = json.loads(path.read_text())
        record = golden["record"]
        game, start, digests = replay_steps(record)
        path.write_text(
            json.dumps(
                {
                    "record": record,
                    "final": {
                        "scores": game.scores(),
                        "winners": game.winners(),
                        "turns": game.state.turn,
                        "state_sha256": state_digest(game.state.to_dict()),
                    },
                    "start_digest": start,
                    "step_digests": digests,
                },
                indent=1,
            )
            + "\n"
        )
        print(f"rewrote {path.name}")


if __name__ == "__main__":
    regenerate()
