"""The balance lab's charts, drawn as SVG here (no chart library in the page): win rates with
their 95 % intervals, a histogram, and grouped shares.

Every word comes from the caller (who translates it) and goes through `el`, so a label is
always escaped; numbers are shown as the caller wrote them or as plain percentages. Each chart
is an image with a `<title>` and an aria-label saying in words what it shows, and its bars carry
text labels, so it reads without colour. Colours are the page's: elements have classes only
(`lab-bar seat-N` for the N-th series, `lab-whisker`, `lab-fair`, `lab-grid`, `axis`,
`lab-label`, `lab-value`), and the fair-share line's dashes are its shape, not its colour.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from tabletop.markup import Markup, el

SVG_NS = "http://www.w3.org/2000/svg"
WIDTH = 480
LABEL_WIDTH = 104  # the labels' column, left of the bars
VALUE_WIDTH = 104  # the values' column, right of the bars
ROW = 26
TOP, BOTTOM = 22, 22  # room for the fair share's label above, the axis's below
TICKS = (0.0, 0.25, 0.5, 0.75, 1.0)


def _n(value: float) -> str:
    """A coordinate, short."""
    return f"{value:.1f}".removesuffix(".0")


def percent(value: float, digits: int = 0) -> str:
    """A share as a plain percentage (`31%`)."""
    return f"{value * 100:.{digits}f}%"


def _svg(height: float, kind: str, title: str, summary: str, *children: object) -> Markup:
    return el(
        "svg",
        {
            "xmlns": SVG_NS,
            "viewBox": f"0 0 {WIDTH} {_n(height)}",
            "class_": f"chart lab-chart {kind}",
            "role": "img",
            "aria-label": summary,
        },
        el("title", None, title),
        *children,
    )


def _text(x: float, y: float, content: object, class_: str, anchor: str = "start") -> Markup:
    return el(
        "text",
        {"x": _n(x), "y": _n(y), "class_": class_, "text-anchor": anchor},
        content,
    )


def _line(x1: float, y1: float, x2: float, y2: float, class_: str, **extra: object) -> Markup:
    attrs: dict[str, object] = {
        "x1": _n(x1),
        "y1": _n(y1),
        "x2": _n(x2),
        "y2": _n(y2),
        "class_": class_,
    }
    return el("line", attrs | extra)


def _bar(x: float, y: float, width: float, height: float, *, class_: str, tip: str) -> Markup:
    """A bar with its value in words as its own title (what a pointer or a reader shows)."""
    attrs: dict[str, object] = {
        "x": _n(x),
        "y": _n(y),
        "width": _n(max(0.0, width)),
        "height": _n(max(0.0, height)),
        "class_": class_,
    }
    return el("rect", attrs, el("title", None, tip))


def win_rates(
    rows: Sequence[tuple[str, float, float, float]],
    *,
    title: str,
    fair: float | None = None,
    fair_label: str = "",
    summary: str | None = None,
) -> Markup:
    """Horizontal bars of win rates (label, rate, low, high: shares from 0 to 1), each with its
    95 % interval as a whisker, on a 0-100 % axis, and a dashed line at the fair share (what
    each would win if none had an advantage) labelled `fair_label`. `summary` (the aria-label)
    defaults to the title and every row's figures."""
    left, right = LABEL_WIDTH, WIDTH - VALUE_WIDTH
    bottom = TOP + ROW * len(rows)

    def x(share: float) -> float:
        return left + (right - left) * min(1.0, max(0.0, share))

    parts: list[Markup] = []
    for tick in TICKS:
        parts.append(_line(x(tick), TOP, x(tick), bottom, "lab-grid"))
        parts.append(_text(x(tick), bottom + 14, percent(tick), "lab-label", "middle"))
    lines = []
    for i, (label, rate, low, high) in enumerate(rows):
        y, mid = TOP + ROW * i, TOP + ROW * i + ROW / 2
        figures = f"{percent(rate, 1)} [{percent(low)[:-1]}\u2013{percent(high)}]"
        lines.append(f"{label} {figures}")
        parts += [
            _text(left - 6, mid + 3, label, "lab-label", "end"),
            _bar(left, y + 6, x(rate) - left, ROW - 12, class_=f"lab-bar seat-{i}", tip=lines[-1]),
            _line(x(low), mid, x(high), mid, "lab-whisker"),
            _line(x(low), mid - 5, x(low), mid + 5, "lab-whisker"),
            _line(x(high), mid - 5, x(high), mid + 5, "lab-whisker"),
            _text(right + 6, mid + 3, figures, "lab-value"),
        ]
    parts.append(_line(left, bottom, right, bottom, "axis"))
    if fair is not None:
        parts.append(_line(x(fair), TOP - 4, x(fair), bottom, "lab-fair", stroke_dasharray="4 3"))
        parts.append(
            _text(x(fair), TOP - 8, f"{fair_label} {percent(fair)}".strip(), "lab-label", "middle")
        )
        lines.append(f"{fair_label} {percent(fair)}".strip())
    return _svg(
        bottom + BOTTOM, "lab-win-rates", title, summary or f"{title}: {'; '.join(lines)}", parts
    )


def histogram(
    bins: Sequence[tuple[str, int]],
    *,
    title: str,
    axis_label: str = "",
    series: int = 0,
    summary: str | None = None,
) -> Markup:
    """Vertical bars of counts, one per bin (its label, its count), the count above each bar
    and bin labels below (every few when there are many), `axis_label` under them; the bars are
    series `series`'s colour. `summary` defaults to the title and every non-empty bin."""
    height, left, right = 200.0, 36.0, WIDTH - 12.0
    top, base = 20.0, height - (44.0 if axis_label else 30.0)
    most = max([1, *(count for _, count in bins)])
    step = (right - left) / max(1, len(bins))
    every = max(1, math.ceil(len(bins) / 8))  # bin labels at most 8 across, so none overlap
    parts: list[Markup] = [
        _line(left, base, right, base, "axis"),
        _line(left, top, left, base, "axis"),
        _text(left - 4, top + 4, most, "lab-label", "end"),
        _text(left - 4, base, 0, "lab-label", "end"),
    ]
    for i, (label, count) in enumerate(bins):
        x = left + step * i
        bar_height = (base - top) * count / most
        tip = f"{label}: {count}"
        parts.append(
            _bar(
                x + 1,
                base - bar_height,
                step - 2,
                bar_height,
                class_=f"lab-bar seat-{series}",
                tip=tip,
            )
        )
        if count:
            parts.append(_text(x + step / 2, base - bar_height - 3, count, "lab-value", "middle"))
        if i % every == 0:
            parts.append(_text(x + step / 2, base + 13, label, "lab-label", "middle"))
    if axis_label:
        parts.append(_text((left + right) / 2, height - 8, axis_label, "lab-label", "middle"))
    described = ", ".join(f"{label}: {count}" for label, count in bins if count)
    return _svg(height, "lab-histogram", title, summary or f"{title}: {described}", parts)


def grouped_shares(
    groups: Sequence[str],
    series: Sequence[tuple[str, Sequence[float]]],
    *,
    title: str,
    summary: str | None = None,
) -> Markup:
    """Horizontal bars grouped by `groups` (roles or verbs): in each group a bar per series
    (a bot: its label and its share of each group, 0 to 1), labelled with the series' label and
    its percentage, so that bars read without their colour. The axis runs to the largest share
    rounded up to a round step (ticks every 10 %, or 20 % past 50 %), so that small shares
    still differ. `summary` defaults to the title and every group's shares."""
    bar, gap = 12.0, 8.0
    left, right = LABEL_WIDTH, WIDTH - VALUE_WIDTH
    group_height = bar * len(series) + gap
    bottom = TOP + group_height * len(groups)
    largest = max([0.0, *(share for _, shares in series for share in shares)])
    step = 1 if largest <= 0.5 else 2  # in tenths
    tenths = max(1, step * math.ceil(largest * 10 / step - 1e-9))
    top_share = tenths / 10

    def x(share: float) -> float:
        return left + (right - left) * min(1.0, max(0.0, share / top_share))

    parts: list[Markup] = []
    for tick in (n / 10 for n in range(0, tenths + 1, step)):
        parts.append(_line(x(tick), TOP, x(tick), bottom, "lab-grid"))
        parts.append(_text(x(tick), bottom + 14, percent(tick), "lab-label", "middle"))
    described = []
    for g, group in enumerate(groups):
        y = TOP + group_height * g
        parts.append(_text(left - 6, y + group_height / 2, group, "lab-label", "end"))
        words = []
        for s, (label, shares) in enumerate(series):
            share = shares[g] if g < len(shares) else 0.0
            top = y + bar * s
            words.append(f"{label} {percent(share)}")
            tip = f"{group}: {words[-1]}"
            parts.append(
                _bar(left, top + 1, x(share) - left, bar - 2, class_=f"lab-bar seat-{s}", tip=tip)
            )
            parts.append(_text(x(share) + 4, top + bar - 3, words[-1], "lab-value"))
        described.append(f"{group}: {', '.join(words)}")
    parts.append(_line(left, bottom, right, bottom, "axis"))
    return _svg(
        bottom + BOTTOM, "lab-shares", title, summary or f"{title}: {'; '.join(described)}", parts
    )
