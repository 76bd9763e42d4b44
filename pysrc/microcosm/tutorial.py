"""Microcosm's tutorial: a first game against the Easy bot, on a fixed deal, that meets both
ways to draw, each kind of card's action (Colonize, Warfare, Research, a Politics card, a
Survey card) with its target and its revealed icons, the Bastion turned up against the bot's
attack on a Colony, taking cards back, and the scoring (each
card's own count, on the last panel), in seed 002's words (text keys `microcosm.lesson.<name>`,
`ui/lesson_text.py`).

Each lesson reads only the learner's view: the decision pending and its legal actions, and
the cards in hand. The seed was chosen (tests/ui/test_tutorial.py walks it; of the seeds
0-2999, the 41 meeting every lesson with Easy's rules of November 28, the Bastion's needing
the learner's face-down Bastion and the bot's attack on a Colony, and of those the fewest
clicks) so that following every pointer meets them all within the game's 18 turns.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from microcosm.bots import policy
from microcosm.cards import DOMAIN
from tabletop.tutorial import Lesson, Tutorial, at, guided_by, legal_of, pending_kind

View = dict[str, Any]


def _play(action: str) -> Lesson:
    """Play a card whose action is of this kind (colonize, warfare, research, politics,
    survey), pointing at every such card in hand that may be played."""

    def point(view: View) -> Sequence[str]:
        return [a for a in legal_of(view, "play") if DOMAIN[a.split()[1]].action == action]

    return Lesson(f"play_{action}", lambda view: pending_kind(view) == "main", point)


def _target(name: str, effect: str) -> Lesson:
    """Choose the target of a Colonize or a Warfare."""

    def applies(view: View) -> bool:
        return pending_kind(view) == "target" and view["pending"]["data"].get("effect") == effect

    return Lesson(name, applies, lambda view: legal_of(view, "down", "planet", "colony", "pile"))


LESSONS: tuple[Lesson, ...] = (
    at("take", "draw", "take"),
    _play("colonize"),
    _target("colonize_target", "colonize"),
    at("reveal", "reveal", "reveal", "flip"),
    at("draw", "draw", "draw"),
    _play("warfare"),
    _target("warfare_target", "warfare"),
    at("bastion", "defend", "bastion"),
    _play("research"),
    at("research", "research", "tech", "return"),
    _play("politics"),
    _play("survey"),
    at("recover", "main", "recover"),
    at("back", "recover", "back"),
)

TUTORIAL = Tutorial(
    game="microcosm",
    config={"players": 2, "reveal_after_flip": True},
    seed=1994,
    learner=0,
    bot="easy",
    lessons=LESSONS,
    guide=guided_by(policy),
    keys="microcosm.lesson",
)
