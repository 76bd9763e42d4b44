"""The game log, drawn by the shell for every game from the sentences the game gives."""

from __future__ import annotations

from tabletop.markup import Markup, el
from tabletop.text import t

LOG_LINES = 120  # the newest lines drawn; the whole log is in the save


def game_log(lines: tuple[str, ...], title: str, recent: int = 0) -> Markup:
    """The log, newest first (numbered from the start of the game), so that what just
    happened is on top without scrolling; the `recent` last lines (new since this seat last
    decided) are marked. A drawer (`details`): closed on a phone, where it would push the
    table two screens down; the page opens it on a wide screen, where it is a side column."""
    recent_lines = lines[-LOG_LINES:]
    first_new = len(recent_lines) - recent
    items = [
        el("li", {"class_": "recent" if number >= first_new else None}, line)
        for number, line in enumerate(recent_lines)
    ]
    # The list scrolls in its box: it takes the focus (tabindex 0) so that the keyboard can
    # scroll it too; its id lets the page keep that focus across redraws.
    return el(
        "details",
        {"class_": "log", "id": "log"},
        el(
            "summary",
            {},
            el("h2", {"id": "log-title"}, title),
            " ",
            el("span", {"class_": "log-count"}, t("feedback.log_count", n=len(lines))),
        ),
        el(
            "ol",
            {
                "class_": "log-lines",
                "id": "log-lines",
                "reversed": True,
                "start": len(lines),
                "tabindex": "0",
                "aria-labelledby": "log-title",
            },
            list(reversed(items)),
        ),
    )
