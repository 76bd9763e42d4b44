"""Microcosm's tutorial: a first game against the Easy bot, on a fixed deal, that meets both
ways to draw, each kind of card's action (Colonize, Warfare, Research, a Politics card, a
Survey card) with its target and its revealed icons, taking cards back, and the scoring (each
card's own count, on the last panel), in seed 002's words (text keys `microcosm.lesson.<name>`,
`ui/lesson_text.py`).

Each lesson reads only the learner's view: the decision pending and its legal actions, and
the cards in hand. The seed was chosen (tests/microcosm/test_tutorial.py) so that following
every pointer meets them all within the game's 18 turns.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from microcosm.bots import policy
from microcosm.cards import DOMAIN
from tabletop.rng import Rng, seed_state
from tabletop.tutorial import Lesson, Tutorial

View = dict[str, Any]


def _kind(view: View) -> str:
    pending = view["pending"]
    return str(pending["kind"]) if pending else ""


def _legal(view: View, *verbs: str) -> list[str]:
    """The legal actions of these verbs, in the engine's order."""
    return [a for a in view["legal_actions"] if a.split(" ", 1)[0] in verbs]


def _at(name: str, kind: str, *verbs: str) -> Lesson:
    """A lesson taught at a decision of `kind` where one of `verbs` is legal, pointing at
    every such action."""
    return Lesson(
        name,
        lambda view: _kind(view) == kind and bool(_legal(view, *verbs)),
        lambda view: _legal(view, *verbs),
    )


def _play(action: str) -> Lesson:
    """Play a card whose action is of this kind (colonize, warfare, research, politics,
    survey), pointing at every such card in hand that may be played."""

    def point(view: View) -> Sequence[str]:
        return [a for a in _legal(view, "play") if DOMAIN[a.split()[1]].action == action]

    return Lesson(f"play_{action}", lambda view: _kind(view) == "main", point)


def _target(name: str, effect: str) -> Lesson:
    """Choose the target of a Colonize or a Warfare."""

    def applies(view: View) -> bool:
        return _kind(view) == "target" and view["pending"]["data"].get("effect") == effect

    return Lesson(name, applies, lambda view: _legal(view, "down", "planet", "colony", "pile"))


def _guide(view: View) -> str:
    """Between lessons, the Easy bot's own rules of thumb, always with the same generator."""
    return policy(view, Rng(seed_state(0)))


LESSONS: tuple[Lesson, ...] = (
    _at("take", "draw", "take"),
    _play("colonize"),
    _target("colonize_target", "colonize"),
    _at("reveal", "reveal", "reveal", "flip"),
    _at("draw", "draw", "draw"),
    _play("warfare"),
    _target("warfare_target", "warfare"),
    _play("research"),
    _at("research", "research", "tech", "return"),
    _play("politics"),
    _play("survey"),
    _at("recover", "main", "recover"),
    _at("back", "recover", "back"),
)

TUTORIAL = Tutorial(
    game="microcosm",
    config={"players": 2, "reveal_after_flip": True},
    seed=59,
    learner=0,
    bot="easy",
    lessons=LESSONS,
    guide=_guide,
    keys="microcosm.lesson",
)
