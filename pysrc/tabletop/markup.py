"""A tiny HTML builder that escapes every text and attribute value.

Render functions build markup only through `el` and `Markup`, so no player name, caption or
imported text can reach the DOM as HTML.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape


class Markup(str):
    """Text already made safe to insert as HTML (built by `el`, `join` or `raw`)."""

    __slots__ = ()


class Element(Markup):
    """Markup that is exactly one element, as `el` makes it: the table's regions
    (`tabletop.ui.regions`) put their marks on its opening tag, and stand for it whole."""

    __slots__ = ()


Child = "Markup | str | int | float | None"


def raw(trusted: str) -> Markup:
    """Mark a string written in this package (never user text) as HTML, e.g. an SVG path."""
    return Markup(trusted)


def text(value: object) -> Markup:
    """A value shown as text: escaped unless it is already Markup."""
    if isinstance(value, Markup):
        return value
    return Markup(escape(str(value), quote=True))


def join(children: object) -> Markup:
    """Several children side by side; None and False are skipped."""
    if isinstance(children, (str, Markup)):
        return text(children)
    parts = []
    for child in children:  # type: ignore[attr-defined]
        if child is None or child is False:
            continue
        if isinstance(child, (list, tuple)):
            parts.append(join(child))
        else:
            parts.append(text(child))
    return Markup("".join(parts))


VOID = frozenset({"br", "hr", "img", "input", "meta", "link", "source", "wbr", "col"})


def el(tag: str, attrs: dict[str, object] | None = None, *children: object) -> Markup:
    """`<tag attrs>children</tag>`. Attribute values are escaped; True gives a bare attribute,
    None and False leave it out. `class_` may be used for `class`. It is an `Element` (typed as
    the Markup it is, so that lists of them stay lists of Markup)."""
    parts = [tag]
    for name, value in (attrs or {}).items():
        if value is None or value is False:
            continue
        attribute = name.rstrip("_").replace("_", "-")
        if value is True:
            parts.append(attribute)
        else:
            parts.append(f'{attribute}="{escape(str(value), quote=True)}"')
    opening = "<" + " ".join(parts) + ">"
    if tag in VOID:
        return Element(opening)
    return Element(f"{opening}{join(children)}</{tag}>")


def bdi(name: object) -> Markup:
    """A player's name (untrusted text) isolated from the text around it: a right-to-left
    override inside it cannot reorder what follows."""
    return el("bdi", None, name)


def bdi_list(names: Iterable[object], separator: str = ", ") -> Markup:
    """Several names, each in its own `bdi`, separated by `separator` (escaped)."""
    return Markup(text(separator).join(bdi(name) for name in names))


def fill(pattern: str, **values: object) -> Markup:
    """`pattern.format(**values)` as markup. The pattern (written in this package) is escaped
    as text; each value goes through `text`, so Markup values (a `bdi` name) stay markup."""
    return Markup(escape(pattern, quote=True).format(**{k: text(v) for k, v in values.items()}))
