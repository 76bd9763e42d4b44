"""The tutorial's machinery (`tabletop.tutorial`): lessons are met in play order, keyed on the
view; a deviation is allowed, explained and the lesson waits; progress is the record's, so a
resumed or undone tutorial stands where its record says. A small tutorial of three lessons
on Eminent Domain's rules (any game would do: the machinery reads only views)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from tabletop import registry
from tabletop.tutorial import Lesson, Run, Tutorial, path, teaching, tutorial_of

SPEC = registry.get("eminent-domain")
View = dict[str, Any]


def _kind(view: View) -> str:
    return str(view["pending"]["kind"]) if view["pending"] else ""


LESSONS = (
    Lesson("skip", lambda v: _kind(v) == "action", lambda v: ["skip"]),
    Lesson("lead", lambda v: _kind(v) == "lead", lambda v: ["lead warfare"]),
    Lesson("survey", lambda v: _kind(v) == "lead", lambda v: ["lead survey"]),
)
SMALL = Tutorial(
    game="eminent-domain",
    config={"players": 2, "variant": "standard", "errata": False},
    seed=5,
    learner=0,
    bot="easy",
    lessons=LESSONS,
    guide=lambda view: str(view["legal_actions"][-1]),
    keys="test",
)


def _first_own_decision() -> tuple[Any, View]:
    """The small tutorial's game at the learner's first Action phase (every decision before
    it by its last legal action)."""
    game = SPEC.new(SPEC.config(SMALL.config), SMALL.seed)
    while game.current_player != SMALL.learner or _kind(SPEC.view(game, 0)) != "action":
        game.apply(game.legal_actions()[-1])
    return game, SPEC.view(game, SMALL.learner)


def test_the_first_lesson_that_holds_is_taught_and_pointed_at() -> None:
    _, view = _first_own_decision()
    assert _kind(view) == "action"
    taught = teaching(SMALL, [], view)
    assert taught is not None and taught.lesson is LESSONS[0]
    assert taught.pointed == ("skip",)


def test_lessons_are_met_in_play_order_by_taking_what_they_point_at() -> None:
    game, view = _first_own_decision()
    run = Run(SMALL, SPEC)
    run.judge(view, "skip")
    assert run.met == ["skip"] and run.deviation is None
    game.apply("skip")
    lead = SPEC.view(game, 0)
    taught = teaching(SMALL, run.met, lead)
    assert taught is not None and taught.lesson is LESSONS[1]
    run.judge(lead, "lead warfare")
    assert run.met == ["skip", "lead"]


def test_a_deviation_is_allowed_explained_and_its_lesson_waits() -> None:
    game, view = _first_own_decision()
    other = next(a for a in view["legal_actions"] if a != "skip")
    run = Run(SMALL, SPEC)
    run.judge(view, other)
    assert run.met == []
    assert run.deviation is not None
    assert (run.deviation.lesson, run.deviation.action) == ("skip", other)
    assert run.deviation.view is view  # its label is read where it was chosen
    game.apply(other)
    while game.current_player != 0 or len(game.legal_actions()) < 2:
        game.apply(game.legal_actions()[-1])
    lead = SPEC.view(game, 0)
    assert _kind(lead) == "lead"  # the Action phase is over: "skip" does not hold here
    taught = teaching(SMALL, run.met, lead)
    assert taught is not None and taught.lesson is LESSONS[1]  # the game goes on
    run.judge(lead, "lead warfare")
    assert run.deviation is None and run.met == ["lead"]


def test_a_choice_another_lesson_points_at_meets_that_lesson() -> None:
    game, _ = _first_own_decision()
    game.apply("skip")
    lead = SPEC.view(game, 0)
    run = Run(SMALL, SPEC)
    run.judge(lead, "lead survey")  # "lead" is taught; "survey" holds here too
    assert run.met == ["survey"] and run.deviation is None


def test_between_lessons_the_guide_is_pointed_at() -> None:
    _, view = _first_own_decision()
    taught = teaching(SMALL, ["skip"], view)  # nothing left holds in the Action phase
    assert taught is not None and taught.lesson is None
    assert taught.pointed == (view["legal_actions"][-1],)


def test_nothing_is_pointed_at_once_every_lesson_is_met_or_for_another_seat() -> None:
    game, view = _first_own_decision()
    assert teaching(SMALL, ["skip", "lead", "survey"], view) is None
    run = Run(SMALL, SPEC)
    assert run.teaching(SPEC.view(game, 1)) is None


def test_progress_is_read_from_the_record_and_an_undo_replays_it() -> None:
    def bot(view: View, decision: int) -> str:
        return str(view["legal_actions"][0])

    actions, walked = path(SMALL, SPEC, bot)
    assert walked.done and walked.met == ["skip", "lead", "survey"]
    resumed = Run(SMALL, SPEC)
    resumed.catch_up(actions)  # a save opened again
    assert resumed.met == walked.met
    shorter = actions[: len(actions) - 3]
    resumed.catch_up(shorter)  # an undo: the record is no longer an extension
    again = Run(SMALL, SPEC)
    again.catch_up(shorter)
    assert resumed.met == again.met and resumed.actions == shorter


def test_two_lessons_of_one_name_are_refused() -> None:
    with pytest.raises(ValueError, match="share a name"):
        Tutorial("x", {}, 0, 0, "easy", (LESSONS[0], LESSONS[0]), lambda v: "", "k")


def test_a_game_without_a_tutorial_has_none() -> None:
    spec = registry.get("eminent-domain")
    assert tutorial_of(replace(spec, tutorial_module=None)) is None


def test_a_step_with_one_legal_action_meets_its_lesson_and_is_said_once() -> None:
    """Never pointed at (no choice to point at), a lesson met by a forced step is kept as
    what just happened, until the learner's next choice."""
    run = Run(SMALL, SPEC)
    alone: View = {"viewer": 0, "pending": {"kind": "lead"}, "legal_actions": ["lead survey"]}
    assert teaching(SMALL, [], alone) is None  # nothing to point at
    run.judge(alone, "lead survey")
    assert run.met == ["survey"] and run.forced == "survey"
    other: View = {"viewer": 0, "pending": {"kind": "lead"}, "legal_actions": ["lead survey"]}
    run.judge(other, "lead survey")  # forced again: the lesson is met already, nothing new
    assert run.met == ["survey"] and run.forced == "survey"
    choice: View = {
        "viewer": 0,
        "pending": {"kind": "lead"},
        "legal_actions": ["lead warfare", "lead survey"],
    }
    run.judge(choice, "lead warfare")
    assert run.met == ["survey", "lead"] and run.forced is None
