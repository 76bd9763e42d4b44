"""The table drawn in regions (issue 34, "Redraws by region"): the status bar, the recap, the
prompt, the board's centre, each seat's area and the log each carry, on their outer element,
their name and a digest of their HTML (`data-region`, `data-digest`). A draw then sends a
region the page already shows as drawn, unchanged since, as an empty placeholder of the same
tag, name and digest (`data-unchanged`) that static/morph.js leaves alone: the browser parses
and walks only what changed.

Which regions the page shows as drawn, untouched since, is the page's to say (morph.js's
`edRegions` watches every change to them); a region holding a form control is always sent
whole, since what a person typed there is no attribute the page could see change.

The digest is blake2b's, the same in CPython and Pyodide (`hash()` is seeded per process).
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import overload

from tabletop.markup import Element, Markup

NAME = re.compile(r"[a-z][a-z0-9-]*")
OPENING = re.compile(r"<([a-z][a-z0-9-]*)")
CONTROLS = ("<input", "<textarea", "<select")


@dataclass(frozen=True)
class Region:
    """A region as drawn: its name, digest, outer tag and whole HTML (marks included)."""

    name: str
    digest: str
    tag: str
    html: str
    controls: bool

    def placeholder(self) -> str:
        """What goes across instead, when the page shows this region as drawn."""
        return (
            f'<{self.tag} data-region="{self.name}" data-digest="{self.digest}"'
            f" data-unchanged></{self.tag}>"
        )


_drawing: list[list[Region]] = []  # the regions of each drawing under way (`drawn`)


def digest(html: str) -> str:
    """A short digest of `html`, stable across processes and interpreters."""
    return hashlib.blake2b(html.encode(), digest_size=6).hexdigest()


@overload
def region(name: str, part: Markup) -> Markup: ...
@overload
def region(name: str, part: object) -> object: ...
def region(name: str, part: object) -> object:
    """`part` marked as the region `name` (a drawing under way, `drawn`, notes it). Only a
    single element can be one (`Element`, as `el` makes it): anything else (nothing, a list, a
    text) is returned as it is, drawn whole every time."""
    if not isinstance(part, Element):
        return part
    if not NAME.fullmatch(name):
        raise ValueError(f"region name {name!r}")
    opening = OPENING.match(part)
    if opening is None:  # not an element after all
        return part
    sign = digest(part)
    at = opening.end()
    html = f'{part[:at]} data-region="{name}" data-digest="{sign}"{part[at:]}'
    if _drawing:
        controls = any(control in part for control in CONTROLS)
        _drawing[-1].append(Region(name, sign, opening.group(1), html, controls))
    return Markup(html)


@contextmanager
def drawn() -> Iterator[list[Region]]:
    """The regions drawn inside the `with`, in the order drawn."""
    found: list[Region] = []
    _drawing.append(found)
    try:
        yield found
    finally:
        _drawing.pop()


def lighter(html: str, found: list[Region], on_page: Mapping[str, str]) -> str:
    """`html` with each region of `found` the page shows as drawn (`on_page`: name to digest,
    from morph.js's `edRegions`) replaced by its placeholder. A name drawn twice, a region
    holding a form control, or one not found whole in `html` is left as it is."""
    twice = Counter(part.name for part in found)
    places = []
    for part in found:
        if twice[part.name] > 1 or part.controls or on_page.get(part.name) != part.digest:
            continue
        # Found by its marks (a short search), then checked whole (a comparison).
        where = html.find(f'<{part.tag} data-region="{part.name}" data-digest="{part.digest}"')
        if where >= 0 and html.startswith(part.html, where):
            places.append((where, part))
    places.sort(key=lambda place: place[0])
    pieces = []
    at = 0
    for where, part in places:
        if where < at:  # inside one already replaced (never, regions do not nest)
            continue
        pieces += [html[at:where], part.placeholder()]
        at = where + len(part.html)
    pieces.append(html[at:])
    return "".join(pieces)
