"""The coach at the table: a hint (what Expert, the strongest level, would do, and how it
rates the choices), the review of a finished game (the player's costliest decisions, by
Expert's estimates), and the note that a game was played with help (hints or undo), on the
table, the end screen and the saves list. ("hards" in names here is the coach's choice:
Hard's until Expert came.)

A hint is Expert's search run on the asking seat's own view (never the true state), in the
bots' worker; its figures are Expert's mean rewards, an estimate of the chance of winning
(see `tabletop.bots.hard.HardBot.candidates`), shown as whole percentages. Asking counts at once,
so a hint given up (an undo, another screen) still marks the game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop.bots.review import Verdict
from tabletop.markup import Markup, el
from tabletop.spec import Game, GameSpec
from tabletop.text import t, t_markup
from tabletop.ui.game_ui import GameUI


@dataclass
class Hint:
    """A hint asked for at one decision (its bot ticket), and Expert's answer once it came."""

    ticket: dict[str, Any]
    seat: int
    candidates: list[tuple[str, float | None]] | None = None  # None while Expert thinks
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
    """A chance in whole percent, as the language writes it ("41%", "41 %"), "?" when Expert
    could not rate it."""
    return "?" if chance is None else t("coach.percent", n=round(100 * chance))


def panel(hint: Hint | None, label: Callable[[str], str]) -> Markup:
    """Below a person's choices: the button that asks, Expert thinking, or its answer."""
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
        # Both chances, plainly: a gap "in points" read as ambiguous (issue 33, point 10).
        why = t("coach.best_next", chance=percent(chance), next=percent(others[0][1]))
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


# --- the review of a finished game ------------------------------------------------------------

REVIEW_BATCH = 4  # positions per worker request: progress moves, and Stop is soon heard
COSTLIEST = 3


@dataclass
class Review:
    """A finished game's review under way (or done) for one seat: the positions to check,
    Expert's verdicts so far, and whether the player stopped it."""

    key: dict[str, Any]  # the game reviewed (its bot ticket at the end)
    seat: int
    positions: list[int]
    verdicts: list[Verdict] = field(default_factory=list)
    stopped: bool = False
    failed: bool = False
    views: dict[int, Any] = field(default_factory=dict)  # at the costliest, for their labels

    @property
    def checked(self) -> int:
        return len(self.verdicts)

    @property
    def running(self) -> bool:
        return not (self.stopped or self.failed) and self.checked < len(self.positions)

    def next_positions(self) -> list[int]:
        return self.positions[self.checked : self.checked + REVIEW_BATCH]

    def costliest(self) -> list[Verdict]:
        """The decisions that gave away the most, by Expert's estimates (costing something)."""
        costly = [verdict for verdict in self.verdicts if verdict.cost > 0]
        costly.sort(key=lambda verdict: (-verdict.cost, verdict.position))
        return costly[:COSTLIEST]


def review_panel(
    review: Review | None,
    label: Callable[[int, str], str],
    round_of: Callable[[int], int],
) -> Markup:
    """On a finished game's end screen: the offer to review, its progress (Stop), or the
    costliest decisions, each opening the replay there. `label(position, action)` says an
    action as its button said it then; `round_of(position)` the round it was taken in."""
    if review is None:
        return el(
            "div",
            {"class_": "review"},
            el(
                "button",
                {"type": "button", "data-command": "review", "class_": "review-start"},
                t("review.start"),
            ),
        )
    total = len(review.positions)
    if review.running:
        return el(
            "div",
            {"class_": "review running", "id": "review"},
            el(
                "label",
                {"for": "review-progress"},
                t("review.progress", n=review.checked, total=total),
            ),
            el("progress", {"id": "review-progress", "max": total, "value": review.checked}),
            el("button", {"type": "button", "data-command": "review-stop"}, t("review.stop")),
        )
    if review.failed:
        status = t("review.failed")
    elif review.stopped:
        status = t("review.stopped", n=review.checked, total=total)
    else:
        status = t("review.done", total=total)
    costly = review.costliest()
    items = [
        el(
            "li",
            {"data-position": verdict.position},
            t_markup(
                "review.item",
                round=round_of(verdict.position),
                played=el("strong", {}, label(verdict.position, verdict.played)),
                best=el("strong", {}, label(verdict.position, verdict.best)),
            ),
            " ",
            chances(verdict),
            " ",
            el(
                "button",
                {
                    "type": "button",
                    "class_": "link",
                    "data-command": "review-open",
                    "data-step": verdict.position,
                },
                t("review.open"),
            ),
        )
        for verdict in costly
    ]
    return el(
        "div",
        {"class_": "review", "id": "review", "role": "status"},
        el("h3", {}, t("review.title")),
        el("p", {}, status),
        el("ol", {"class_": "review-list"}, items)
        if items
        else el("p", {}, t("review.clean"))
        if review.checked
        else None,
        el("p", {"class_": "coach-note"}, t("review.note")),
        el(
            "button",
            {"type": "button", "data-command": "review", "class_": "link"},
            t("review.again"),
        )
        if review.stopped or review.failed
        else None,
    )


def chances(verdict: Verdict) -> str:
    """Both of a decision's chances, plainly: "Expert gives you 41% after your choice, 64%
    after its own" (a gap "in points" read as ambiguous: issue 33, point 10)."""
    return t(
        "review.chances", yours=percent(verdict.played_chance), hards=percent(verdict.best_chance)
    )


# --- a reviewed decision in the replay ------------------------------------------------------


def facts_after(
    spec: GameSpec[Any], ui: GameUI, game: Game, seat: int, action: str
) -> dict[str, str]:
    """What the seat sees of itself just after `action` (taken on a copy of `game`): its
    score as the table writes it, and the game's named counts (`GameUI.facts`), by text key.
    For a finished game's review only: the position after an action not taken is drawn from
    the true state (its deck order), which a game in progress must keep hidden."""
    after = game.clone()
    after.apply(action)
    view = spec.view(after, seat)
    found = {"fact.score": str(ui.scores(view)[seat])}
    if ui.facts is not None:
        found |= {key: str(count) for key, count in ui.facts(view, seat).items()}
    return found


def differences(yours: Mapping[str, str], hards: Mapping[str, str]) -> list[tuple[str, str, str]]:
    """The facts that differ after the two choices, in the first one's order: (text key,
    after yours, after Expert's). Only facts both positions give are compared."""
    return [
        (key, value, hards[key])
        for key, value in yours.items()
        if key in hards and hards[key] != value
    ]


def review_mark(
    verdict: Verdict, played: str, best: str, differed: Sequence[tuple[str, str, str]]
) -> Markup:
    """On the replay's table at a decision reviewed: the choice played beside Expert's (their
    labels as the buttons said them), both chances, and what differed straight after."""
    return el(
        "section",
        {
            "class_": "review-mark",
            "id": "review-mark",
            "tabindex": "-1",  # focused when opened from the review (`screens.review.open_at`)
            "aria-label": t("review.mark_title"),
        },
        el(
            "p",
            {"class_": "review-choices"},
            t_markup(
                "review.mark",
                played=el("strong", {"class_": "mark-yours"}, played),
                best=el("strong", {"class_": "mark-hards"}, best),
            ),
        ),
        el("p", {}, chances(verdict)),
        el(
            "table",
            {"class_": "review-diff"},
            el("caption", {}, t("review.differed")),
            el(
                "thead",
                {},
                el(
                    "tr",
                    {},
                    el("th", {"scope": "col"}, t("review.fact")),
                    el("th", {"scope": "col"}, t("review.yours")),
                    el("th", {"scope": "col"}, t("review.hards")),
                ),
            ),
            el(
                "tbody",
                {},
                [
                    el(
                        "tr",
                        {"data-fact": key},
                        el("th", {"scope": "row"}, t(key)),
                        el("td", {}, mine),
                        el("td", {}, theirs),
                    )
                    for key, mine, theirs in differed
                ],
            ),
        )
        if differed
        else None,
    )


@dataclass(frozen=True)
class Finding:
    """A decision reviewed, as the replay lists it: where, and both choices in words."""

    verdict: Verdict
    round: int
    played: str
    best: str


def review_moves(findings: Sequence[Finding], position: int) -> Markup | None:
    """The replay's list of the decisions reviewed, each a step to go to; the one shown is
    marked (`aria-current`, and a mark that is not colour alone)."""
    if not findings:
        return None
    return el(
        "nav",
        {"class_": "review-moves", "aria-label": t("review.moves")},
        el("h3", {}, t("review.moves")),
        el(
            "ol",
            {},
            [
                el(
                    "li",
                    {"class_": "current" if found.verdict.position == position else None},
                    el(
                        "button",
                        {
                            "type": "button",
                            "class_": "link",
                            "data-command": "replay-to",
                            "data-step": found.verdict.position,
                            "aria-current": "step" if found.verdict.position == position else None,
                        },
                        t(
                            "review.move",
                            step=found.verdict.position,
                            round=found.round,
                            played=found.played,
                            best=found.best,
                        ),
                    ),
                )
                for found in findings
            ],
        ),
    )
