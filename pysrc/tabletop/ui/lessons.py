"""A tutorial at the table: its lesson panel, what it points at, and its game's seats.

The panel sits at the top of the prompt (on a phone, the action bar fixed at the bottom of the
screen), so that the lesson is read beside the choices it is about. What a lesson points at is
marked by `Targets` (`data-lesson-point`, and `aria-describedby` naming the lesson's text),
on its button and on the thing on the table it acts on: an attribute rather than a class,
because a game's parts write their own classes and the core only adds attributes to them.

The tutorial itself (`tabletop.tutorial`) is pure; this module only draws it. Its progress
is read from the session's `Run`, caught up with the record before each drawing.
"""

from __future__ import annotations

from typing import Any

from tabletop.markup import Markup, el
from tabletop.saves import Seat
from tabletop.spec import GameSpec, View
from tabletop.text import t
from tabletop.tutorial import Run, Tutorial, tutorial_of
from tabletop.ui.game_ui import GameUI
from tabletop.ui.session import Session
from tabletop.ui.targets import LESSON_TEXT as TEXT_ID


def run_of(spec: GameSpec[Any], tutorial_id: str) -> Run | None:
    """The tutorial a save names, following its game; None for an ordinary game, and for a
    tutorial this version no longer has (the game then opens as any other)."""
    if not tutorial_id:
        return None
    tutorial = tutorial_of(spec)
    if tutorial is None or tutorial.id != tutorial_id:
        return None
    return Run(tutorial, spec)


def seats(tutorial: Tutorial, players: int) -> list[Seat]:
    """The learner's seat and the gentle bot's (one per other seat)."""
    return [
        Seat(t("tutorial.learner"), "human")
        if seat == tutorial.learner
        else Seat(t("tutorial.bot_name"), "bot", tutorial.bot)
        for seat in range(players)
    ]


def new_session(spec: GameSpec[Any]) -> Session:
    """The tutorial's game, dealt: its set-up, its seed, its seats."""
    tutorial = tutorial_of(spec)
    if tutorial is None:
        raise LookupError(f"{spec.title} has no tutorial")
    config = spec.config(tutorial.config)
    session = Session.new(spec, config, tutorial.seed, seats(tutorial, config["players"]))
    session.tutorial = Run(tutorial, spec)
    return session


def teaching_on(session: Session) -> bool:
    """Whether the session is a tutorial with lessons still to meet (caught up with its
    record first, so that an undo or another tab is judged as drawn)."""
    run = session.tutorial
    if run is None:
        return False
    run.catch_up(session.record["actions"])
    return not run.done


def progress(run: Run) -> str:
    """The lesson taught now, as "lesson 3 of 9" (the count met, once all are)."""
    total = len(run.tutorial.lessons)
    return t("tutorial.progress", n=min(len(run.met) + 1, total), total=total)


def _deviation(ui: GameUI, run: Run) -> Markup | None:
    """Why the learner's last choice, not the one pointed at, was fine too."""
    gone = run.deviation
    if gone is None:
        return None
    choice = ui.label(gone.action, gone.view)
    if gone.lesson is None:
        words = t("tutorial.free", choice=choice)
    else:
        words = t(f"{run.tutorial.text_key(gone.lesson)}.other", choice=choice)
    return el("p", {"class_": "lesson-deviation", "role": "status"}, words)


def _forced(run: Run) -> Markup | None:
    """The lesson met by a step the learner had no choice in, as what just happened: it was
    never pointed at, so its words would otherwise never be read."""
    if run.forced is None:
        return None
    return el(
        "p",
        {"class_": "lesson-forced", "role": "status"},
        el("strong", {}, t("tutorial.forced")),
        " ",
        t(run.tutorial.text_key(run.forced)),
    )


def panel(
    ui: GameUI, session: Session, view: View, deciding: bool
) -> tuple[Markup, tuple[str, ...]]:
    """The lesson panel for this table, and the actions it points at (none unless the
    learner decides here)."""
    run = session.tutorial
    assert run is not None
    run.catch_up(session.record["actions"])
    total = len(run.tutorial.lessons)
    leave = el(
        "button",
        {"type": "button", "class_": "link", "data-command": "home"},
        t("tutorial.leave"),
    )
    heading = el("h2", {"id": "lesson-title"}, t("tutorial.title"), " · ", progress(run))
    if run.done or session.game.is_over:
        met = t("tutorial.met", n=len(run.met), total=total)
        return (
            el(
                "section",
                {
                    "class_": "lesson lesson-end",
                    "id": "lesson",
                    "aria-labelledby": "lesson-title",
                    "data-done": run.done,
                },
                el("h2", {"id": "lesson-title"}, t("tutorial.done") if run.done else met),
                _forced(run),
                el("p", {"id": TEXT_ID}, t(run.tutorial.text_key("end"))),
                el("p", {}, t("tutorial.play_on")),
                leave,
            ),
            (),
        )
    taught = run.teaching(view) if deciding else None
    if taught is None:
        words = t("tutorial.watch")
        pointed: tuple[str, ...] = ()
    elif taught.lesson is None:
        words = t("tutorial.guide", choice=ui.label(taught.pointed[0], view))
        pointed = taught.pointed
    else:
        words = t(run.tutorial.text_key(taught.lesson.name))
        pointed = taught.pointed
    return (
        el(
            "section",
            {"class_": "lesson", "id": "lesson", "aria-labelledby": "lesson-title"},
            heading,
            _deviation(ui, run),
            _forced(run),
            el("p", {"id": TEXT_ID}, words),
            leave,
        ),
        pointed,
    )
