"""A game's tutorial: a first game on a fixed deal against a gentle bot, in which the table
itself is the lesson (issue 33, "A tutorial for each of the four games").

A `Tutorial` is data: the game, its set-up and seed (the fixed deal), the learner's seat, the
gentle bot's level, and its `Lesson`s. The game supplies it (`GameSpec.tutorial_module`); the
core imports no game. Bots draw their seed from the game's seed, the seat and the decision's
number (`tabletop.ui.screens.table.bot_request`) and Easy reads only its view, so a tutorial's
bot plays the same game every time the learner makes the same choices.

Lessons are keyed on the learner's view, never on a list of moves: at each decision of the
learner with a choice, the lesson taught is the first one not yet met (in the tutorial's
order) whose condition holds and which points at a legal action. Taking a pointed action meets
it. Any other legal choice is allowed: if it is what another lesson that holds here points
at, that lesson is met instead; else it is a deviation, explained with the lesson's own
words, and the lesson waits for the next decision where it holds (the game goes on from the
learner's choice, so a fixed move list would break at the first one). Between lessons the
tutorial points at the game's `guide` move, so that every decision has something pointed at.

A step the learner has no choice in (a single legal action, played for them) is never
pointed at; if it is what an unmet lesson points at, that lesson is met by it, and its words
are shown once, after it, as what just happened.

Progress is never stored: `Run` replays the game's record and judges each decision again,
so a tutorial left and resumed (its save is an ordinary save marked `tutorial`), undone or
opened in another tab stands exactly where its record says.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop.rng import Rng, seed_state
from tabletop.spec import Config, GameSpec, View


@dataclass(frozen=True, slots=True)
class Lesson:
    """One thing to learn, met once in play. Its words are the game's text keys
    `<Tutorial.keys>.<name>` (what the table asks and the rulebook says of it) and
    `<Tutorial.keys>.<name>.other` (why another legal choice is fine too; `{choice}` is that
    choice's label)."""

    name: str
    # Whether the lesson may be taught at this decision of the learner (the view is theirs).
    applies: Callable[[View], bool]
    # The actions to point at (those not legal now are ignored; none: not taught here).
    point: Callable[[View], Sequence[str]]


def pending_kind(view: View) -> str:
    """The kind of decision a view waits for ("" once the game is over): what most lessons
    are keyed on, in every game whose pending decision names its kind."""
    pending = view["pending"]
    return str(pending.get("kind", "")) if pending else ""


def legal_of(view: View, *verbs: str) -> list[str]:
    """The view's legal actions of these verbs (a notation's first word), in the engine's
    order."""
    return [a for a in view["legal_actions"] if a.split(" ", 1)[0] in verbs]


def at(name: str, kind: str, *verbs: str, when: Callable[[View], bool] | None = None) -> Lesson:
    """A lesson taught at a decision of `kind` ("": any) where one of `verbs` is legal (and
    `when(view)` allows it), pointing at every such action: the shape of most of every game's
    lessons."""
    return Lesson(
        name,
        lambda view: (
            (not kind or pending_kind(view) == kind)
            and bool(legal_of(view, *verbs))
            and (when is None or when(view))
        ),
        lambda view: legal_of(view, *verbs),
    )


def choose(name: str, kind: str, action: str, when: Callable[[View], bool] | None = None) -> Lesson:
    """A lesson taught at a decision of `kind` (where `when(view)` allows it), pointing at one
    action: every game's "lead this role" lessons."""
    return Lesson(
        name,
        lambda view: pending_kind(view) == kind and (when is None or when(view)),
        lambda view: [action],
    )


def guided_by(
    policy: Callable[[View, Rng], str], keep: dict[str, str] | None = None
) -> Callable[[View], str]:
    """A tutorial's guide between lessons: a bot's rules of thumb, always with the same
    generator (the same view gets the same pointer), but at a decision of a kind in `keep`
    its action when legal (a cleanup keeps the hand: Easy discards what it does not want,
    which a first game need not learn twice)."""
    kept = keep or {}

    def guide(view: View) -> str:
        action = kept.get(pending_kind(view))
        if action is not None and action in view["legal_actions"]:
            return action
        return policy(view, Rng(seed_state(0)))

    return guide


@dataclass(frozen=True, slots=True)
class Tutorial:
    """A game's tutorial, as its package gives it."""

    game: str  # the game's id (`GameSpec.id`)
    config: Config  # the set-up, checked by the spec when the game starts
    seed: int  # the fixed deal
    learner: int  # the person's seat; every other seat is the gentle bot
    bot: str  # the gentle bot's level (one of `tabletop.bots.base.LEVELS`)
    lessons: tuple[Lesson, ...]
    # The move pointed at between lessons (any legal one; the first if it is not legal).
    guide: Callable[[View], str]
    keys: str  # the prefix of the lessons' text keys, in the game's catalogue
    id: str = "first"  # which of the game's tutorials (the save names it)

    def __post_init__(self) -> None:
        names = [lesson.name for lesson in self.lessons]
        if len(set(names)) != len(names):
            raise ValueError(f"{self.game}: two lessons share a name")

    def lesson(self, name: str) -> Lesson:
        return next(lesson for lesson in self.lessons if lesson.name == name)

    def text_key(self, name: str) -> str:
        return f"{self.keys}.{name}"


@dataclass(frozen=True, slots=True)
class Teaching:
    """What the tutorial points at in one decision: a lesson and its actions, or (lesson
    None) the guide's move between lessons."""

    lesson: Lesson | None
    pointed: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Deviation:
    """The learner's last choice was not the one pointed at: the lesson it left waiting
    (None: the guide's move between lessons), the choice, and the view it was made from
    (its label is the game's words for it there)."""

    lesson: str | None
    action: str
    view: View


def teaching(tutorial: Tutorial, met: Sequence[str] | set[str], view: View) -> Teaching | None:
    """What to point at in the learner's view (None: no decision of theirs with a choice,
    or every lesson met: the tutorial is over and the game is theirs)."""
    legal: list[str] = view["legal_actions"]
    if len(legal) < 2 or len(met) >= len(tutorial.lessons):
        return None
    for lesson in tutorial.lessons:
        if lesson.name in met or not lesson.applies(view):
            continue
        pointed = tuple(action for action in lesson.point(view) if action in legal)
        if pointed:
            return Teaching(lesson, pointed)
    guided = tutorial.guide(view)
    return Teaching(None, (guided if guided in legal else legal[0],))


@dataclass
class Run:
    """A tutorial's progress along a game's record: which lessons were met, in play order,
    and the learner's last deviation. `catch_up` follows the record as it grows and replays
    it from the deal when it does not (an undo, another tab)."""

    tutorial: Tutorial
    spec: GameSpec[Any]
    met: list[str] = field(default_factory=list)
    deviation: Deviation | None = None
    # A lesson met by a step the learner had no choice in (its only legal action, played for
    # them by `Session.play_forced`): never pointed at, so its words are shown once after it,
    # as what just happened, until the learner's next choice.
    forced: str | None = None
    actions: list[str] = field(default_factory=list)
    game: Any = None

    def __post_init__(self) -> None:
        self._restart()

    def _restart(self) -> None:
        config = self.spec.config(self.tutorial.config)
        self.game = self.spec.new(config, self.tutorial.seed)
        self.met, self.deviation, self.forced, self.actions = [], None, None, []

    @property
    def done(self) -> bool:
        """Every lesson met."""
        return len(self.met) == len(self.tutorial.lessons)

    def catch_up(self, actions: Sequence[str]) -> None:
        """Judge every decision of `actions` (a record's) not judged yet."""
        if list(actions[: len(self.actions)]) != self.actions:
            self._restart()
        learner = self.tutorial.learner
        for action in actions[len(self.actions) :]:
            if self.game.current_player == learner:
                self.judge(self.spec.view(self.game, learner), action)
            self.game.apply(action)
            self.actions.append(action)

    def judge(self, view: View, action: str) -> None:
        """The learner took `action` in `view`: a lesson met, or a deviation explained; or,
        their only legal action, the first lesson it meets (shown as what just happened)."""
        if len(view["legal_actions"]) == 1 and not self.done:
            for lesson in self.tutorial.lessons:
                unmet = lesson.name not in self.met
                if unmet and lesson.applies(view) and action in lesson.point(view):
                    self.met.append(lesson.name)
                    self.forced = lesson.name
                    return
        taught = teaching(self.tutorial, self.met, view)
        if taught is None:
            return
        self.deviation = self.forced = None
        if action in taught.pointed:
            if taught.lesson is not None:
                self.met.append(taught.lesson.name)
            return
        for lesson in self.tutorial.lessons:  # another lesson that holds here, met instead
            unmet = lesson.name not in self.met
            if unmet and lesson.applies(view) and action in lesson.point(view):
                self.met.append(lesson.name)
                return
        name = taught.lesson.name if taught.lesson is not None else None
        self.deviation = Deviation(name, action, view)

    def teaching(self, view: View) -> Teaching | None:
        """What to point at in the learner's view now."""
        if view["viewer"] != self.tutorial.learner:
            return None
        return teaching(self.tutorial, self.met, view)


def path(
    tutorial: Tutorial, spec: GameSpec[Any], bot: Callable[[View, int], str], limit: int = 2000
) -> tuple[list[str], Run]:
    """The record of the learner following every pointer from the deal until every lesson is
    met or the game ends, with `bot(view, decision number)` choosing for the other seats: the
    tutorial's tests check that it reaches its end, and in how many of the learner's clicks."""
    run = Run(tutorial, spec)
    game = spec.new(spec.config(tutorial.config), tutorial.seed)
    actions: list[str] = []
    while not game.is_over and not run.done and len(actions) < limit:
        seat = game.current_player
        view = spec.view(game, seat)
        if seat == tutorial.learner:
            taught = run.teaching(view)
            action = taught.pointed[0] if taught is not None else view["legal_actions"][0]
        else:
            action = bot(view, len(actions))
        game.apply(action)
        actions.append(action)
        run.catch_up(actions)
    return actions, run


def tutorial_of(spec: GameSpec[Any]) -> Tutorial | None:
    """The game's tutorial, imported on first use (None: the game has none)."""
    if spec.tutorial_module is None:
        return None
    found = importlib.import_module(spec.tutorial_module).TUTORIAL
    if not isinstance(found, Tutorial) or found.game != spec.id:
        raise TypeError(f"{spec.tutorial_module} does not give the tutorial of {spec.id}")
    return found
