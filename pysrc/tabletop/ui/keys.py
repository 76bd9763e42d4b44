"""The table's keyboard: which key does what, and the visible list of shortcuts.

One table serves both: the page's glue looks a key up in `KEYS` to know what to do, and
`shortcut_list` draws the same table for people. Enter and Space pick the focused choice
(the buttons' own behaviour); Tab still walks through the page.
"""

from __future__ import annotations

from tabletop.markup import Markup, el
from tabletop.text import t

# KeyboardEvent.key -> what it does ("next", "previous", "first", "last": move among the
# prompt's choices; "undo", "log", "keys": the command or drawer of that name; "close").
KEYS: dict[str, str] = {
    "ArrowRight": "next",
    "ArrowDown": "next",
    "ArrowLeft": "previous",
    "ArrowUp": "previous",
    "Home": "first",
    "End": "last",
    "u": "undo",
    "U": "undo",
    "l": "log",
    "L": "log",
    "?": "keys",
    "Escape": "close",
}

# The list shown to people, by catalogue key: "keys.<name>" says what the keys do and
# "keys.<name>.keys" names them, space-separated (each drawn as a key cap).
_SHOWN = ("move", "pick", "ends", "undo", "log", "list", "close")


def step(index: int, count: int, move: str) -> int:
    """The choice the focus moves to from `index` among `count` choices; moving past either
    end wraps round, as in a toolbar."""
    if move == "first":
        return 0
    if move == "last":
        return count - 1
    if move == "next":
        return (index + 1) % count
    if move == "previous":
        return (index - 1) % count
    return index


def shortcut_list() -> Markup:
    """The keyboard shortcuts, in a drawer of the table's toolbar (`?` opens it)."""
    rows = [
        el(
            "div",
            {},
            el("dt", {}, [el("kbd", {}, cap) for cap in t(f"keys.{name}.keys").split()]),
            el("dd", {}, t(f"keys.{name}")),
        )
        for name in _SHOWN
    ]
    return el(
        "details",
        {"class_": "shortcuts", "id": "shortcuts"},
        el("summary", {}, t("keys.title")),
        el("dl", {}, rows),
    )
