"""The end-of-game frame every game shares: the title, who won, the game's own score table,
the seed's reveal, and each player's score round by round as a chart."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.markup import Markup, bdi, bdi_list, el, raw
from tabletop.text import t, t_markup
from tabletop.ui.game_ui import TableContext

WIDTH, HEIGHT, PAD = 320, 160, 24


def score_chart(rounds: Sequence[Sequence[int]], names: Sequence[str]) -> Markup | None:
    """Each player's score at the start of every round, as an SVG line chart with its legend
    (the score table above says the same in words). None before a second round: one point
    makes no line."""
    if len(rounds) < 2:
        return None
    top = max([1, *[int(score) for scores in rounds for score in scores]])
    steps = len(rounds) - 1

    def point(i: int, score: int) -> str:
        x = PAD + (WIDTH - 2 * PAD) * i / steps
        y = HEIGHT - PAD - (HEIGHT - 2 * PAD) * score / top
        return f"{x:.1f},{y:.1f}"

    lines = [
        raw(
            f'<polyline class="series seat-{seat}" fill="none" points="'
            + " ".join(point(i, int(scores[seat])) for i, scores in enumerate(rounds))
            + '"></polyline>'
        )
        for seat in range(len(names))
    ]
    axis = raw(
        f'<line class="axis" x1="{PAD}" y1="{HEIGHT - PAD}" x2="{WIDTH - PAD}" '
        f'y2="{HEIGHT - PAD}"></line><line class="axis" x1="{PAD}" y1="{PAD}" x2="{PAD}" '
        f'y2="{HEIGHT - PAD}"></line>'
        f'<text x="{PAD - 4}" y="{PAD + 4}" text-anchor="end">{top}</text>'
        f'<text x="{PAD - 4}" y="{HEIGHT - PAD}" text-anchor="end">0</text>'
    )
    svg = el(
        "svg",
        {
            "viewBox": f"0 0 {WIDTH} {HEIGHT}",
            "class_": "chart",
            "role": "img",
            "aria-label": t("end.chart"),
        },
        axis,
        lines,
    )
    legend = el(
        "ul",
        {"class_": "legend"},
        [
            el("li", {"class_": f"seat-{seat}"}, el("span", {"class_": "swatch"}, ""), bdi(name))
            for seat, name in enumerate(names)
        ],
    )
    return el(
        "figure", {"class_": "influence-chart"}, svg, legend, el("figcaption", {}, t("end.chart"))
    )


def seed_reveal(ctx: TableContext) -> Markup | None:
    """The seed behind every shuffle and its commitment, with the way to replay the game."""
    if not ctx.reveal:
        return None
    seed, digest = ctx.reveal
    return el(
        "p",
        {"class_": "note reveal"},
        t("end.reveal", seed=seed),
        el("code", {"class_": "hash"}, digest),
        " ",
        el(
            "button",
            {"type": "button", "data-command": "replay-game", "class_": "link"},
            t("end.check"),
        ),
    )


def end_actions(ctx: TableContext) -> Markup | None:
    """What to do next at a finished table: a rematch (same seats, the next player deciding
    first, same options, new shuffles). None in a replay or a demo, where nothing is played."""
    if not ctx.interactive:
        return None
    return el(
        "div",
        {"class_": "slot-buttons end-actions"},
        el(
            "button",
            {"type": "button", "data-command": "rematch", "class_": "primary"},
            t("end.rematch"),
        ),
    )


def end_of_game(
    headline: Markup | str, scores: object, ctx: TableContext, class_: str = ""
) -> Markup:
    """The frame around a game's own score table (`scores`: markup, or a list of it);
    `class_` names the game's own styles for it."""
    return el(
        "section",
        {"class_": f"end {class_}".strip(), "aria-label": t("end.title")},
        el("h2", {}, t("end.title")),
        el("p", {"class_": "winners"}, headline),
        el("p", {"class_": "note helped"}, ctx.help_note) if ctx.help_note else None,
        end_actions(ctx),
        ctx.review if ctx.interactive else None,
        scores,
        seed_reveal(ctx),
        score_chart(ctx.rounds, ctx.names),
    )


def winners_headline(
    scores: Sequence[int], winners: Sequence[int], names: Sequence[str], one: str, shared: str
) -> Markup:
    """Who won, in the game's words: the key `one` ({name}, {score}) for a single winner,
    `shared` ({names}, {score}) for a shared win."""
    best = scores[winners[0]]
    if len(winners) == 1:
        return t_markup(one, name=bdi(names[winners[0]]), score=best)
    return t_markup(shared, names=bdi_list(names[s] for s in winners), score=best)


def won_by_tie_break(scores: Sequence[int], winners: Sequence[int]) -> bool:
    """A single winner whose best score another player shares: the tie-break decided."""
    return len(winners) == 1 and list(scores).count(scores[winners[0]]) > 1


def breakdown_table(
    scores: Sequence[int],
    winners: Sequence[int],
    names: Sequence[str],
    headings: Sequence[str],
    values: Sequence[Sequence[object]],
    *,
    caption: str,
    class_: str,
) -> Markup:
    """A game's score table: a row a player (the winners marked) with `values` (a player's
    points by source, and what breaks ties), then the total in bold. `headings` name every
    column, the player's first and the total's last."""
    head = el("tr", {}, [el("th", {"scope": "col"}, heading) for heading in headings])
    rows = [
        el(
            "tr",
            {"data-seat": seat, "class_": "winner" if seat in winners else None},
            el("th", {"scope": "row"}, bdi(names[seat])),
            [el("td", {}, value) for value in values[seat]],
            el("td", {}, el("strong", {}, scores[seat])),
        )
        for seat in range(len(scores))
    ]
    return el(
        "table",
        {"class_": f"scores {class_}"},
        el("caption", {}, caption),
        el("thead", {}, head),
        el("tbody", {}, rows),
    )
