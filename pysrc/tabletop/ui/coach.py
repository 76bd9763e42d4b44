"""The coach at the table: a hint (what Hard would do, and how it rates the choices), and the
note that a game was played with help (hints or undo), on the table, the end screen and the
saves list.

A hint is Hard's search run on the asking seat's own view (never the true state), in the
bots' worker; its figures are Hard's mean rewards, an estimate of the chance of winning (see
`tabletop.bots.hard.HardBot.candidates`), shown as whole percentages. Asking counts at once,
so a hint given up (an undo, another screen) still marks the game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.ui.markup import Markup, el
from tabletop.ui.text import t, t_markup


@dataclass
class Hint:
    """A hint asked for at one decision (its bot ticket), and Hard's answer once it came."""

    ticket: dict[str, Any]
    seat: int
    candidates: list[tuple[str, float | None]] | None = None  # None while Hard thinks
    failed: bool = False


def read_answer(answer: dict[str, Any], legal: Sequence[str]) -> list[tuple[str, float | None]]:
    """The candidates of a worker's answer (`{"hint": [[action, chance], …]}`), kept only
    where the action is legal here and the chance a number in [0, 1] (or null)."""
    found: list[tuple[str, float | None]] = []
    raw_list = answer.get("hint")
    if not isinstance(raw_list, list):
        return found
    for item in raw_list:
        if not (isinstance(item, list) and len(item) == 2 and item[0] in legal):
            continue
        chance = item[1]
        if chance is not None and not (isinstance(chance, (int, float)) and 0 <= chance <= 1):
            continue
        found.append((str(item[0]), None if chance is None else float(chance)))
    return found


def percent(chance: float | None) -> str:
    return "?" if chance is None else f"{round(100 * chance)}%"


def panel(hint: Hint | None, label: Callable[[str], str]) -> Markup:
    """Below a person's choices: the button that asks, Hard thinking, or its answer."""
    if hint is None:
        return el(
            "p",
            {"class_": "coach"},
            el(
                "button",
                {"type": "button", "class_": "link coach-ask", "data-command": "hint"},
                t("coach.ask"),
            ),
        )
    if hint.failed:
        return el("p", {"class_": "coach", "role": "status"}, t("coach.failed"))
    if hint.candidates is None:
        return el(
            "p",
            {"class_": "coach thinking", "role": "status"},
            el("span", {"class_": "spinner", "aria-hidden": "true"}),
            t("coach.thinking"),
        )
    if not hint.candidates:
        return el("p", {"class_": "coach", "role": "status"}, t("coach.failed"))
    (best, chance), others = hint.candidates[0], hint.candidates[1:]
    if others and chance is not None and others[0][1] is not None:
        gap = round(100 * (chance - others[0][1]))
        why = t("coach.best_gap", chance=percent(chance), gap=max(0, gap))
    else:
        why = t("coach.best", chance=percent(chance))
    return el(
        "div",
        {"class_": "coach answer", "role": "status", "id": "coach"},
        el(
            "p",
            {},
            t_markup("coach.would", action=el("strong", {"data-hint": best}, label(best))),
            " ",
            why,
        ),
        el(
            "ul",
            {"class_": "coach-others", "aria-label": t("coach.others")},
            [
                el(
                    "li",
                    {"data-hint": action},
                    t("coach.other", action=label(action), chance=percent(value)),
                )
                for action, value in others
            ],
        )
        if others
        else None,
        el("p", {"class_": "coach-note"}, t("coach.note")),
    )


def help_note(undo_used: bool, hints: int) -> str | None:
    """How a game was helped, in words (None: it was not)."""
    if hints and undo_used:
        return t("coach.help.both", n=hints)
    if hints:
        return t("coach.help.hints", n=hints)
    return t("table.undo_used") if undo_used else None
