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
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from typing import Any

from tabletop.markup import Markup
from tabletop.spec import Event, GameSpec, View
from tabletop.ui.targets import Targets


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
    last_seat: int | None = None  # the seat that took the last decision
    coach: Markup | None = None  # the hint's button or answer, under a person's choices
    help_note: str | None = None  # how the game was helped (hints, undo), if it was
    review: Markup | None = None  # a finished game's review (the coach's), on its end screen
    # The deciding person's choices that may be taken several times in a row, with how many
    # (`Session.repeats`): each gets a button that takes them all at once.
    repeats: tuple[tuple[str, int], ...] = ()
    folded: bool = False  # the player folded the decision panel (a phone's, to see the table)


def _nothing(view: View, ctx: TableContext, targets: Targets) -> Sequence[object]:
    return ()


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


# The table's parts a game's `render` module gives by these names (see `GameUI`).
TABLE_PARTS = tuple(
    f.name
    for f in fields(GameUI)
    if f.name not in ("sentence", "prompt", "rules", "gallery", "label", "subject", "preferred")
)


def build(package: str) -> GameUI:
    """A game's interface, from the modules of its package (`GameSpec.ui_module`), which every
    game lays out alike: `describe` (event_sentence, prompt_title, action_label), `rules_page`
    (render_rules, render_gallery), `choices` (subject, preferred_action) and `render`, whose
    names that are `TABLE_PARTS` are the table's parts (the others left at their defaults);
    its `text` registers its strings (`tabletop.demos` imports it alone for a demo's words)."""
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
    return GameUI(
        sentence=describe.event_sentence,
        prompt=describe.prompt_title,
        rules=rules_page.render_rules,
        gallery=rules_page.render_gallery,
        label=describe.action_label,
        subject=choices.subject,
        preferred=choices.preferred_action,
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
