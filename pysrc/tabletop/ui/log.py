"""The game log, drawn by the shell for every game from the sentences the game gives."""

from __future__ import annotations

from tabletop.ui.markup import Markup, el

LOG_LINES = 120  # the newest lines drawn; the whole log is in the save


def game_log(lines: tuple[str, ...], title: str) -> Markup:
    """The log, newest first (numbered from the start of the game), so that what just
    happened is on top without scrolling."""
    recent = lines[-LOG_LINES:]
    # The list scrolls in its box: it takes the focus (tabindex 0) so that the keyboard can
    # scroll it too; its id lets the page keep that focus across redraws.
    return el(
        "section",
        {"class_": "log", "aria-labelledby": "log-title"},
        el("h2", {"id": "log-title"}, title),
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
            [el("li", {}, line) for line in reversed(recent)],
        ),
    )
