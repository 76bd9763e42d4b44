"""What a game gives the shell to be drawn: its `GameUI`.

The shell owns the screens, the saves, dialogs, the replay, the rules demos (a game's are
data, in `GameSpec.demos_module`) and the table's frame (`tabletop.ui.frame`: notice, status
bar, prompt, end screen, board, log, and who decides here); a game draws only its own parts of
the table, its sentences and rules through these functions, from views and events (never from
its true state). A spec names the module holding its `UI` (`GameSpec.ui_module`), so that the
command line and the bots never import a game's interface.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from tabletop.markup import Markup
from tabletop.preview import Preview, deciding_only
from tabletop.spec import Event, GameSpec, View
from tabletop.ui.targets import Targets


@dataclass(frozen=True, slots=True)
class Move:
    """A log line new to the viewer, for the recap of what happened since they decided: the
    seat it is about (the event's `player`, the seat `event_for` already reads, else the seat
    whose decision wrote it) and whether it is bookkeeping (a shuffle, a draw, a turn's
    marker), which the recap keeps but puts after the moves (`GameUI.minor`); and the event
    it says (as the viewer saw it), by which a run of like moves reads as one (`GameUI.run`),
    None where the line says more than the event (a forced choice's)."""

    line: str
    seat: int
    minor: bool = False
    event: Event | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class TableContext:
    """What the table shows beyond the view: seats, log lines, chart data and notices."""

    names: tuple[str, ...]
    bots: tuple[str | None, ...]  # a bot's level per seat, None for a human
    log: tuple[str, ...] = ()
    rounds: tuple[tuple[int, ...], ...] = ()
    can_undo: bool = False
    notice: str | None = None  # e.g. "storage is full: this game is kept in memory only"
    thinking: bool = False  # a bot is choosing
    winners: tuple[int, ...] = ()  # after the tie-break, once the game is over
    interactive: bool = True  # False in a replay: no choices, only what was decided
    open_views: tuple[View, ...] = ()  # every seat's view, for a finished game's replay
    reveal: tuple[int, str] | None = None  # the seed and its commitment, once the game ends
    recent: int = 0  # the last lines of `log` that are new to this seat (since it decided)
    moves: tuple[Move, ...] = ()  # those lines, with whom each is about (the recap)
    last_seat: int | None = None  # the seat that took the last decision
    coach: Markup | None = None  # the hint's button or answer, under a person's choices
    help_note: str | None = None  # how the game was helped (hints, undo), if it was
    review: Markup | None = None  # a finished game's review (the coach's), on its end screen
    # In a replay opened from the review, above the prompt: its findings to go to and, at one,
    # its banner (`coach.review_mark`); there, (the choice played, Hard's), marked among the
    # choices that were offered.
    marked: Markup | None = None
    compared: tuple[str, str] | None = None
    # The deciding person's choices that may be taken several times in a row, with how many
    # (`Session.repeats`): each gets a button that takes them all at once.
    repeats: tuple[tuple[str, int], ...] = ()
    # A rules demo's step: the seat whose move it is about (None: the table's own), the thing on
    # the table it acts on (a `GameUI.subject`) and its label; the frame marks it (`Targets`).
    demo_subject: tuple[int | None, str, str] | None = None
    # A tutorial's lesson panel (`tabletop.ui.lessons`), at the top of the prompt, and the
    # choices its lesson points at.
    lesson: Markup | None = None
    pointed: tuple[str, ...] = ()
    folded: bool = False  # the player folded the decision panel (a phone's, to see the table)


def _nothing(view: View, ctx: TableContext, targets: Targets) -> Sequence[object]:
    return ()


def _never(event: Event) -> bool:
    return False


def _no_run(events: Sequence[Event], names: list[str]) -> str | None:
    return None


def _view_scores(view: View) -> Sequence[str]:
    """The scores the view gives, for a game whose every point is public."""
    return [str(score) for score in view["scores"]]


@dataclass(frozen=True, slots=True)
class GameUI:
    """A game's words and its parts of the table; the shell draws the frame around them."""

    sentence: Callable[[Event, list[str]], str | None]  # a log line (None: not shown)
    prompt: Callable[[View, list[str]], str]  # what the deciding seat is asked, in words
    rules: Callable[[], Markup]  # the rules page's text
    gallery: Callable[[], Markup]  # every card, tile and board, with their labels
    label: Callable[[str, View], str]  # a legal action in words, as its button says it
    # --- the table's parts, each given the targets of the deciding person's choices (none
    # for anyone else): the frame tests who decides here, the parts never do ---
    status: Callable[[View, TableContext], Sequence[object]]  # where the game stands
    regions: Callable[[View, TableContext, Targets], Sequence[object]]  # the board's centre
    area: Callable[[View, int, TableContext, Targets], Markup]  # one seat's area
    final_scores: Callable[[View, TableContext], Markup]  # the end screen (tabletop.ui.end)
    subject: Callable[[str], str | None]  # what on the table an action acts on (Targets)
    preferred: Callable[[View], str | None]  # the choice the keyboard's focus starts on
    scores: Callable[[View], Sequence[str]] = _view_scores  # the running scores, written
    # One choice's button, from its attributes (None: a button saying `label`).
    button: Callable[[str, View, dict[str, Any]], Markup] | None = None
    # The choices' buttons put in order, some folded away perhaps (given the preferred one).
    arrange: Callable[[View, list[Markup], str | None], list[Markup]] | None = None
    # Under the prompt's question: a hint, what the deciding seat is looking at.
    prompt_body: Callable[[View, TableContext, Targets], Sequence[object]] = _nothing
    # Between the prompt and the board: the viewer's hand, the cards in play.
    beside_prompt: Callable[[View, TableContext, Targets], Sequence[object]] = _nothing
    # A seat's hand from its view, for a finished game's replay (None: no hand is hidden).
    open_hand: Callable[[View, int], Markup] | None = None
    board_class: str = ""  # the game's own classes on the board and the prompt, for its
    prompt_class: str = ""  # stylesheet
    legend: str | None = None  # the key of a note under the board (its marks, e.g. "†")
    # A seat's named counts from a view (cards in hand, influence, symbols…), by text key
    # (`fact.*` in the shell's catalogue, or the game's own): what the coach's review compares
    # after two choices (`coach.facts_after`). Optional: the score alone is compared without.
    facts: Callable[[View, int], Mapping[str, int]] | None = None
    # What a legal action will do, said under its button (its `ui.preview` module's
    # `will_do`; None: the game says nothing more than the label).
    will: Callable[[str, View], Preview | None] | None = None
    # Whether an event is bookkeeping (a shuffle, a draw, a turn's marker): the recap of the
    # moves keeps its line after the moves that matter (`describe.minor_event`).
    minor: Callable[[Event], bool] = _never
    # A run of two or more like events (the same kind, by one seat, one after the other) in
    # one sentence that keeps all they say (a clean-up's discards: which cards), or None to
    # keep their lines apart (`describe.run_sentence`; `feedback.merge_runs`).
    run: Callable[[Sequence[Event], list[str]], str | None] = _no_run


# The table's parts a game's `render` module gives by these names (see `GameUI`).
TABLE_PARTS = tuple(
    f.name
    for f in fields(GameUI)
    if f.name
    not in (
        "sentence",
        "prompt",
        "rules",
        "gallery",
        "label",
        "subject",
        "preferred",
        "facts",
        "minor",
        "run",
    )
)


def build(package: str) -> GameUI:
    """A game's interface, from the modules of its package (`GameSpec.ui_module`), which every
    game lays out alike: `describe` (event_sentence, prompt_title, action_label, and perhaps
    minor_event and run_sentence), `rules_page`
    (render_rules, render_gallery), `choices` (subject, preferred_action) and `render`, whose
    names that are `TABLE_PARTS` are the table's parts (the others left at their defaults);
    its `text` registers its strings (`tabletop.demos` imports it alone for a demo's words);
    an optional `preview` gives `will_do`, what each choice will do (`tabletop.preview`)."""
    try:
        describe, rules_page, choices, render = (
            importlib.import_module(f"{package}.{name}")
            for name in ("describe", "rules_page", "choices", "render")
        )
    except ModuleNotFoundError as missing:
        raise LookupError(f"{package} is not a game's interface: {missing}") from None
    parts: dict[str, Any] = {
        name: getattr(render, name) for name in TABLE_PARTS if hasattr(render, name)
    }
    try:
        parts["will"] = deciding_only(importlib.import_module(f"{package}.preview").will_do)
    except ModuleNotFoundError as missing:
        if missing.name != f"{package}.preview":
            raise
    return GameUI(
        sentence=describe.event_sentence,
        prompt=describe.prompt_title,
        rules=rules_page.render_rules,
        gallery=rules_page.render_gallery,
        label=describe.action_label,
        subject=choices.subject,
        preferred=choices.preferred_action,
        facts=getattr(describe, "seat_facts", None),
        minor=getattr(describe, "minor_event", _never),
        run=getattr(describe, "run_sentence", _no_run),
        **parts,
    )


_loaded: dict[str, GameUI] = {}


def ui_of(spec: GameSpec[Any]) -> GameUI:
    """The game's interface, imported on first use."""
    if spec.id not in _loaded:
        if spec.ui_module is None:
            raise LookupError(f"{spec.title} has no interface for the browser yet")
        _loaded[spec.id] = build(spec.ui_module)
    return _loaded[spec.id]
