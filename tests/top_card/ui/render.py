"""Top Card's parts of the table; the shell draws the frame around them."""

from __future__ import annotations

from typing import Any

from tabletop.markup import Markup, bdi, el
from tabletop.ui.end import breakdown_table, end_of_game, winners_headline
from tabletop.ui.game_ui import TableContext
from tabletop.ui.targets import Targets

from ..engine import HAND
from .text import t

View = dict[str, Any]
board_class = "top-card"


def _card(card: int, targets: Targets | None = None) -> Markup:
    attrs: dict[str, Any] = {"class_": "tc-card"}
    if targets is not None:
        attrs |= targets.attrs(f"card:{card}")
    return el("li", attrs, card)


def status(view: View, ctx: TableContext) -> list[object]:
    trick = min(view["turn"] + 1, HAND)
    return [el("span", {"class_": "status"}, t("top-card.status", trick=trick, tricks=HAND))]


def regions(view: View, ctx: TableContext, targets: Targets) -> list[object]:
    return [
        el(
            "section",
            {"class_": "tc-trick", "aria-label": t("top-card.trick")},
            el("h3", {}, t("top-card.trick")),
            el("ul", {}, [_card(card) for _, card in view["trick"]]),
            el("h3", {}, t("top-card.played")),
            el("ul", {}, [_card(card) for card in view["played"]]),
        )
    ]


def area(view: View, seat: int, ctx: TableContext, targets: Targets) -> Markup:
    player = view["players"][seat]
    if seat == view["viewer"]:
        hand = el("ul", {"class_": "tc-hand"}, [_card(c, targets) for c in view["hand"]])
    else:
        hand = el("p", {}, t("top-card.hidden", n=player["hand_size"]))
    return el(
        "section",
        {"class_": "empire", "data-seat": seat},
        el("h3", {}, bdi(ctx.names[seat])),
        el("p", {}, t("top-card.taken", n=player["taken"])),
        hand,
    )


def final_scores(view: View, ctx: TableContext) -> Markup:
    scores, winners = view["scores"], view["winners"]
    headline = winners_headline(
        scores, winners, ctx.names, "top-card.end.one", "top-card.end.shared"
    )
    table = breakdown_table(
        scores,
        winners,
        ctx.names,
        [t("top-card.end.player"), t("top-card.end.tricks")],
        [[] for _ in scores],
        caption=t("top-card.end.caption"),
        class_="tc-scores",
    )
    return end_of_game(headline, table, ctx)
