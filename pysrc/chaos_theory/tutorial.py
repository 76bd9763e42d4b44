"""Chaos Theory's tutorial: a first 2-player game against the Easy bot, on a fixed roll, that
meets every role as leader (Survey, Warfare, Colonize, Produce, Trade, Research) with its dice
and the choice it opens, following, dissenting with a re-roll and a Re-roll +1's extra die, a
Politics die turning another, and the Influence (on the last panel), in the designer's words
(seed 000: Game Turn, the roles, Game End; text keys `chaos.lesson.<name>`,
`ui/lesson_text.py`).

Each lesson reads only the learner's view. The seed was chosen (tests/ui/test_tutorial.py
walks it) so that following every pointer meets them all in a few rounds.
"""

from __future__ import annotations

from typing import Any

from chaos_theory.bots import policy
from tabletop.tutorial import Lesson, Tutorial, at, choose, guided_by

View = dict[str, Any]


def _me(view: View) -> dict[str, Any]:
    players: list[dict[str, Any]] = view["players"]
    return players[view["viewer"]]


def _face_down(view: View) -> bool:
    """A planet of the Empire still face down: what Colonize and Warfare flip."""
    return any(not face_up for _, face_up in _me(view)["empire"])


def _lead(role: str, when: Any = None) -> Lesson:
    """Choose a role (when `when(view)` allows it)."""
    return choose(f"lead_{role}", "lead", f"role {role}", when)


LESSONS: tuple[Lesson, ...] = (
    _lead("survey"),
    at("boost", "boost", "die", when=lambda view: view.get("leader") == view["viewer"]),
    at("take", "survey", "take"),
    choose("dissent", "respond", "dissent"),
    at("reroll", "dissent", "reroll"),
    _lead("colonize", _face_down),
    at("settle", "", "settle"),
    _lead("warfare"),
    at("collect", "warfare", "collect"),
    choose("follow", "respond", "follow"),
    at("attack", "", "attack"),
    _lead("produce", lambda view: _me(view)["capacity"] > _me(view)["resources"]),
    _lead("trade", lambda view: _me(view)["resources"] > 0),
    _lead("research", lambda view: bool(_me(view)["allowed"])),
    at("research", "research", "research"),
    at("politics", "", "set"),
    at("extra", "extras", "extra"),
)

TUTORIAL = Tutorial(
    game="chaos-theory",
    config={
        "players": 2,
        "politics": "convert",
        "used_dice": "own_turn",
        "oversight": True,
        "storage": "any_planet",
        "tech_influence": "cumulative",
        "tokens": "per_player",
    },
    seed=64,
    learner=0,
    bot="easy",
    lessons=LESSONS,
    guide=guided_by(policy),
    keys="chaos.lesson",
)
