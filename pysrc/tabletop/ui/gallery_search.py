"""The card gallery's search box: which items a query shows, and the line that says how many.

The browser glue filters the items a game's gallery marks with `data-search` as the player
types, so any game's gallery gets the search by giving its items that attribute.
"""

from __future__ import annotations

from tabletop.text import t


def matches(query: str, search_text: str) -> bool:
    """Whether every whitespace-separated word of `query` occurs in `search_text`, ignoring
    case. An empty query matches everything, so clearing the box shows the whole gallery."""
    haystack = search_text.lower()
    return all(word in haystack for word in query.lower().split())


def status_text(shown: int, total: int) -> str:
    """The live line under the search box, for the glue to update after each keystroke."""
    if shown == 0:
        return t("gallery.status.none")
    return t("gallery.status", shown=shown, total=total)
