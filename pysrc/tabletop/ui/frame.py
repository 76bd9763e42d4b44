"""The table's frame, drawn by the shell for every game around the game's own parts: a notice,
the status bar, the prompt (or, once the game is over, the end screen), the board with every
seat's area, a legend, and the log beside it.

Whether the viewer decides here is tested once (`deciding_here`): only then does the prompt
offer choices, and do the table's objects become targets of them (`Targets`); a game's parts
get those targets and never test it again. A bot's seat, a replay and an onlooker never decide.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from tabletop.markup import Markup, bdi, el
from tabletop.preview import Preview
from tabletop.text import t, t_markup
from tabletop.ui import feedback
from tabletop.ui.game_ui import GameUI, TableContext
from tabletop.ui.log import game_log
from tabletop.ui.regions import region
from tabletop.ui.targets import Compared, Targets

View = dict[str, Any]


def deciding_here(view: View, ctx: TableContext) -> bool:
    """The viewer is the person whose decision is pending at this interactive table."""
    pending = view["pending"]
    viewer = view["viewer"]  # None: an onlooker
    return (
        viewer is not None
        and pending is not None
        and pending["player"] == viewer
        and ctx.bots[viewer] is None
        and ctx.interactive
    )


def seat_order(view: View) -> list[int]:
    """The viewer's own seat first, then the others in turn order (an onlooker's: from 0)."""
    players = len(view["players"])
    first = 0 if view["viewer"] is None else int(view["viewer"])
    return [(first + k) % players for k in range(players)]


def choice_buttons(ui: GameUI, view: View, targets: Targets) -> list[Markup]:
    """A button per legal action, in the engine's order (`data-action` holds its notation,
    `data-subject` the target it shares, `data-preferred` marks where the keyboard's focus
    starts: on what a tutorial's lesson points at, else the game's preferred choice), drawn by
    the game's `button` or saying its `label`, then put in the game's order. Under its label,
    what the choice will do (`ui.will`, `tabletop.preview`); a choice that would do nothing is
    marked so (`does-nothing`), in words and in looks."""
    best = targets.first_pointed(view["legal_actions"]) or ui.preferred(view)
    buttons = []
    for action in view["legal_actions"]:
        preview = ui.will(action, view) if ui.will is not None else None
        nothing = preview is not None and preview.nothing
        attrs: dict[str, Any] = {
            "type": "button",
            "class_": "act does-nothing" if nothing else "act",
            "data-action": action,
        }
        attrs |= targets.button_attrs(action) | {"data-preferred": action == best}
        will = _will_line(preview) if preview is not None else None
        if ui.button is None:
            label = ui.label(action, view)
            content = label if will is None else [el("span", {"class_": "act-label"}, label), will]
            buttons.append(el("button", attrs, content))
        else:
            buttons.append(_inside_button(ui.button(action, view, attrs), will))
    return buttons if ui.arrange is None else ui.arrange(view, buttons, best)


def compared_buttons(ui: GameUI, view: View, ctx: TableContext) -> list[Markup]:
    """In a replay at a decision the coach reviewed, seen by the seat that took it: the choices
    it was offered, not to be taken, with the one played and Hard's marked (`Compared`); all
    in sight (the game's `arrange` left out: a mark folded away would not be seen)."""
    if ctx.compared is None or ctx.interactive or view["viewer"] is None:
        return []
    return choice_buttons(replace(ui, arrange=None), view, Compared(*ctx.compared))


def _will_line(preview: Preview) -> Markup:
    """The preview's words, a second line of the button (read with its label); a warning sign,
    hidden from screen readers (the words say it), before a choice that does nothing."""
    sign = el("span", {"class_": "warn", "aria-hidden": "true"}, "⚠ ") if preview.nothing else None
    return el("span", {"class_": "act-will"}, sign, preview.words)


def _inside_button(button: Markup, will: Markup | None) -> Markup:
    """A game's own button (`ui.button`, which may wrap it, e.g. with a tooltip) with the
    preview's line put inside it, before its closing tag: both are markup from `el`."""
    if will is None:
        return button
    at = button.index("</button>")
    return Markup(button[:at] + will + button[at:])


def repeat_buttons(ui: GameUI, view: View, ctx: TableContext) -> Markup | None:
    """A button for each choice the person may take several times in a row: all at once,
    each still a decision of the record."""
    if not ctx.repeats:
        return None
    # Folded: the prompt's own choices stay in view, and the chains one tap away.
    return el(
        "details",
        {"class_": "repeats"},
        el("summary", {}, t("table.repeats")),
        el(
            "div",
            {"class_": "actions", "role": "group", "aria-label": t("table.repeats")},
            [
                el(
                    "button",
                    {
                        "type": "button",
                        "class_": "act repeat",
                        "data-command": "repeat",
                        "data-repeat": action,
                        "data-times": str(times),
                    },
                    t("table.repeat", label=ui.label(action, view), n=times),
                )
                for action, times in ctx.repeats
            ],
        ),
    )


def prompt(ui: GameUI, view: View, ctx: TableContext, targets: Targets, deciding: bool) -> Markup:
    """The pending decision: the question, the game's own lines under it,
    whom the table waits for, the deciding person's choices with the coach's hint, and Undo."""
    pending = view["pending"]
    class_ = "prompt" + (f" {ui.prompt_class}" if ui.prompt_class else "")
    if pending is None:
        return el("section", {"class_": class_, "id": "prompt"}, el("h2", {}, t("table.game_over")))
    viewer = view["viewer"]
    mine = viewer is not None and pending["player"] == viewer
    human = viewer is not None and ctx.bots[viewer] is None
    buttons = choice_buttons(ui, view, targets) if deciding else compared_buttons(ui, view, ctx)
    undo = (
        el("button", {"type": "button", "class_": "undo", "data-command": "undo"}, t("table.undo"))
        if ctx.can_undo
        else None
    )
    return el(
        "section",
        {
            "class_": class_ + (" yours" if mine else "") + (" folded" if ctx.folded else ""),
            "id": "prompt",
            "tabindex": "-1",
            "aria-labelledby": "prompt-title",
        },
        ctx.lesson,
        el(
            "div",
            {"class_": "prompt-head"},
            el("h2", {"id": "prompt-title"}, ui.prompt(view, list(ctx.names))),
            fold_button(ctx.folded),
        ),
        el(
            "div",
            {"class_": "prompt-body", "id": "prompt-body"},
            ui.prompt_body(view, ctx, targets),
            feedback.waiting_line(ctx, pending["player"]) if not mine or not human else None,
            el(
                "div",
                {"class_": "actions", "role": "group", "aria-label": t("table.choices")},
                buttons,
            )
            if buttons
            else None,
            repeat_buttons(ui, view, ctx) if buttons else None,
            ctx.coach if buttons else None,
            undo,
        ),
    )


def fold_button(folded: bool) -> Markup:
    """The phone's decision panel folds to its question, to show the table it covers (a tap
    on a target there still decides), and unfolds again; app.css shows it only on a phone."""
    return el(
        "button",
        {
            "type": "button",
            "class_": "fold-panel",
            "data-command": "fold-panel",
            "aria-expanded": "false" if folded else "true",
            "aria-controls": "prompt-body",
            "title": t("table.fold_label"),
        },
        t("table.unfold" if folded else "table.fold"),
    )


def status_bar(ui: GameUI, view: View, ctx: TableContext) -> Markup:
    """Where the game stands, in the game's words, and every player's running score."""
    return el(
        "div",
        {"class_": "status-bar"},
        ui.status(view, ctx),
        feedback.score_strip(
            ctx, ui.scores(view), view["pending"]["player"] if view["pending"] else None
        ),
    )


def open_hands(ui: GameUI, ctx: TableContext) -> Markup | None:
    """Every player's hand, for the replay of a finished game (for a game that hides hands)."""
    if ui.open_hand is None or not ctx.open_views:
        return None
    return el(
        "section",
        {"class_": "open-hands", "aria-label": t("replay.open_hands")},
        el("h2", {}, t("replay.open_hands")),
        el(
            "ul",
            {"class_": "hands"},
            [
                el("li", {}, el("strong", {}, bdi(ctx.names[seat])), ui.open_hand(view, seat))
                for seat, view in enumerate(ctx.open_views)
            ],
        ),
    )


def seat_area(ui: GameUI, view: View, seat: int, ctx: TableContext, targets: Targets) -> Markup:
    """A seat's area; another seat's folds on a phone to its name and score (the viewer's own
    stays whole), so that the table of five fits in about two screens."""
    area = ui.area(view, seat, ctx, targets)
    if seat == seat_order(view)[0]:
        return area
    summary = t_markup(
        "table.seat_summary",
        name=bdi(ctx.names[seat]),
        score=el("strong", {}, ui.scores(view)[seat]),
    )
    return feedback.fold(f"seat-{seat}", summary, area)


def table(ui: GameUI, view: View, ctx: TableContext) -> Markup:
    """The whole table for `view["viewer"]`, the viewer's own area first."""
    deciding = deciding_here(view, ctx)
    legal = view["legal_actions"] if deciding else []
    targets = Targets(legal, ui.subject, pointed=ctx.pointed)
    # A demo's subject is marked on the board's centre, which all share, and everywhere else
    # only when the step is the viewer's own (or the demo names it in the viewer's words): a
    # subject is in the words of the seat that moved, and the table speaks the viewer's.
    marked = targets
    seat: int | None = None
    if ctx.demo_subject is not None:
        seat, subject, label = ctx.demo_subject
        marked = Targets(legal, ui.subject, (subject, label), pointed=ctx.pointed)
    own = marked if seat is None or seat == view["viewer"] else targets
    over = view["game_over"]
    board_class = "board" + (f" {ui.board_class}" if ui.board_class else "")
    return feedback.table_layout(
        [
            el("div", {"class_": "notice", "role": "status"}, ctx.notice) if ctx.notice else None,
            region("status", status_bar(ui, view, ctx)),
            ctx.marked,
            region("recap", feedback.recent_moves(ctx)),
            [ctx.lesson, ui.final_scores(view, ctx)]
            if over
            else region("prompt", prompt(ui, view, ctx, own, deciding)),
            regions("beside", ui.beside_prompt(view, ctx, own)),
            open_hands(ui, ctx),
            el(
                "div",
                {"class_": board_class},
                regions("centre", ui.regions(view, ctx, marked)),
                el(
                    "div",
                    {"class_": "empires"},
                    [
                        region(f"seat-{other}", seat_area(ui, view, other, ctx, own))
                        for other in seat_order(view)
                    ],
                ),
            ),
            el("p", {"class_": "note legend"}, t(ui.legend)) if ui.legend else None,
        ],
        region("log", game_log(ctx.log, t("table.log"), ctx.recent)),
    )


def regions(name: str, parts: Sequence[object]) -> list[object]:
    """A game's parts side by side (the board's centre, what is beside the prompt), each
    element a region of its own (`tabletop.ui.regions`), named by its place."""
    return [region(f"{name}-{k}", part) for k, part in enumerate(parts)]
