"""The table's frame, drawn by the shell for every game around the game's own parts: a notice,
the status bar, the prompt (or, once the game is over, the end screen), the board with every
seat's area, a legend, and the log beside it.

Whether the viewer decides here is tested once (`deciding_here`): only then does the prompt
offer choices, and do the table's objects become targets of them (`Targets`); a game's parts
get those targets and never test it again. A bot's seat, a replay and an onlooker never decide.
"""

from __future__ import annotations

from typing import Any

from tabletop.markup import Markup, bdi, el
from tabletop.text import t, t_markup
from tabletop.ui import feedback
from tabletop.ui.game_ui import GameUI, TableContext
from tabletop.ui.log import game_log
from tabletop.ui.targets import Targets

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
    starts), drawn by the game's `button` or saying its `label`, then put in the game's order."""
    best = ui.preferred(view)
    buttons = []
    for action in view["legal_actions"]:
        attrs: dict[str, Any] = {"type": "button", "class_": "act", "data-action": action}
        attrs |= targets.button_attrs(action) | {"data-preferred": action == best}
        if ui.button is None:
            buttons.append(el("button", attrs, ui.label(action, view)))
        else:
            buttons.append(ui.button(action, view, attrs))
    return buttons if ui.arrange is None else ui.arrange(view, buttons, best)


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
    """The pending decision: the last moves, the question, the game's own lines under it,
    whom the table waits for, the deciding person's choices with the coach's hint, and Undo."""
    pending = view["pending"]
    class_ = "prompt" + (f" {ui.prompt_class}" if ui.prompt_class else "")
    if pending is None:
        return el("section", {"class_": class_, "id": "prompt"}, el("h2", {}, t("table.game_over")))
    viewer = view["viewer"]
    mine = viewer is not None and pending["player"] == viewer
    human = viewer is not None and ctx.bots[viewer] is None
    buttons = choice_buttons(ui, view, targets) if deciding else []
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
        feedback.recent_moves(ctx),
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
    targets = Targets(view["legal_actions"] if deciding else [], ui.subject)
    over = view["game_over"]
    board_class = "board" + (f" {ui.board_class}" if ui.board_class else "")
    return feedback.table_layout(
        [
            el("div", {"class_": "notice", "role": "status"}, ctx.notice) if ctx.notice else None,
            status_bar(ui, view, ctx),
            ui.final_scores(view, ctx) if over else prompt(ui, view, ctx, targets, deciding),
            ui.beside_prompt(view, ctx, targets),
            open_hands(ui, ctx),
            el(
                "div",
                {"class_": board_class},
                ui.regions(view, ctx, targets),
                el(
                    "div",
                    {"class_": "empires"},
                    [seat_area(ui, view, seat, ctx, targets) for seat in seat_order(view)],
                ),
            ),
            el("p", {"class_": "note legend"}, t(ui.legend)) if ui.legend else None,
        ],
        game_log(ctx.log, t("table.log"), ctx.recent),
    )
