"""Icons from the page's sprite, `static/icons.svg`, drawn for this edition.

An icon is an inline `<svg>` that points into the sprite with `<use>`: the sprite is one
same-origin file the service worker precaches, and the icon takes its colours from the page's
CSS (`.icon-<name>`), so a theme can recolour it. The graphic itself is hidden from assistive
technology; an icon that stands for a word carries that word as its accessible name (and as a
tooltip), so the text alternative of the table stays what it was.
"""

from __future__ import annotations

import re

from tabletop.markup import Markup, el
from tabletop.text import drawn_once, forget_drawings

SPRITE = "./static/icons.svg"
_NAME = re.compile(r"[a-z][a-z0-9-]*\Z")
_WHERE = [SPRITE]  # the sprite icons point into: the file, or "" for a copy inside the page


def point_into_page() -> None:
    """Make icons point into a copy of the sprite inside the page (`#icon-<name>`): a browser
    draws `<use>` only from a file of the page's own origin, and a sandboxed iframe's page has
    none (its glue puts the sprite in the page)."""
    _WHERE[0] = ""
    forget_drawings()


@drawn_once
def graphic(name: str, class_: str = "") -> Markup:
    """The icon alone, hidden from screen readers: for beside a word that says the same."""
    if not _NAME.match(name):
        raise ValueError(f"not an icon name: {name!r}")
    return el(
        "svg",
        {
            "class_": f"icon icon-{name} {class_}".strip(),
            "aria-hidden": "true",
            "focusable": "false",
        },
        el("use", {"href": f"{_WHERE[0]}#icon-{name}"}),
    )


@drawn_once
def icon(name: str, label: str, class_: str = "") -> Markup:
    """The icon standing for `label`: an image named `label` for screen readers and on hover."""
    return el(
        "span",
        {
            "class_": f"sym sym-{name} {class_}".strip(),
            "role": "img",
            "aria-label": label,
            "title": label,
        },
        graphic(name),
    )
