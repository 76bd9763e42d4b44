"""The parts of a card's face that every game draws alike (issue 33, "readable faces"): its
values as labelled fields, and one note per face explaining its marks.

Some games rebuild cards whose printed names or values the sources do not give. A value
marked on every line ("red*", "Survey symbol*") reads as noise and explains nothing, so a
face carries its marks once: a small badge in its head (`mark_note`) whose
tooltip (`title`) and accessible text say what the marks mean and which fields they cover; a
field it covers only shows a quiet `*` for the eye (hidden from screen readers, which hear the
note instead). When every value of a face is reconstructed, no field is marked at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tabletop.markup import Markup, el
from tabletop.text import t

NAME_MARK = "†"  # after a provisional name
VALUE_MARK = "*"  # after a reconstructed value


@dataclass(frozen=True, slots=True)
class Field:
    """One labelled value of a face: "Cost: 3", "Icon: (Research icon)"."""

    label: str
    value: object  # text or markup
    reconstructed: bool = False  # a value the sources do not give
    name: str = ""  # a class suffix (`field-<name>`), for a game's stylesheet and tests


def fields(
    rows: Sequence[Field | None], every_marked: bool = False, inline: bool = False
) -> Markup:
    """The face's values as a list of label/value pairs (`<dl>`): the labels make them
    readable where a run of words ("red 1 per Colony Colonize") was not. A reconstructed
    value gets a `*` for the eye, unless `every_marked` (the note says "every value" then).
    An `inline` list puts each value on its label's line (a small face)."""
    shown = [row for row in rows if row is not None]
    return el(
        "dl",
        {"class_": "face-fields inline" if inline else "face-fields"},
        [
            el(
                "div",
                {
                    "class_": " ".join(
                        part
                        for part in (
                            "face-field",
                            f"field-{row.name}" if row.name else "",
                            "reconstructed" if row.reconstructed else "",
                        )
                        if part
                    )
                },
                el("dt", {}, row.label),
                el(
                    "dd",
                    {},
                    row.value,
                    el("span", {"class_": "face-star", "aria-hidden": "true"}, VALUE_MARK)
                    if row.reconstructed and not every_marked
                    else None,
                ),
            )
            for row in shown
        ],
    )


def all_reconstructed(rows: Sequence[Field | None]) -> bool:
    """Whether every value shown is reconstructed (then the note says so, and no line)."""
    shown = [row for row in rows if row is not None]
    return bool(shown) and all(row.reconstructed for row in shown)


def mark_text(
    rows: Sequence[Field | None],
    provisional_name: str | None = None,
    reconstructed: str | None = None,
) -> str:
    """What a face's marks mean, in words: `†` when the name is provisional
    (`provisional_name` says why), `*` when some value is (`reconstructed` says why), then
    which fields are. Empty when the face has no mark."""
    marked = [row.label for row in rows if row is not None and row.reconstructed]
    sentences: list[str] = []
    if provisional_name:
        sentences.append(t("faces.name_note", why=provisional_name))
    if marked and reconstructed:
        sentences.append(
            t("faces.every_value", why=reconstructed)
            if all_reconstructed(rows)
            else t("faces.these_values", why=reconstructed, fields=", ".join(marked))
        )
    return " ".join(sentences)


def mark_note(
    rows: Sequence[Field | None],
    provisional_name: str | None = None,
    reconstructed: str | None = None,
) -> Markup | None:
    """The one explanation of a face's marks, for its head (`mark_text`): its symbols for
    the eye, the sentence as its tooltip (`title`) and for screen readers. None when the
    face has no mark."""
    said = mark_text(rows, provisional_name, reconstructed)
    if not said:
        return None
    symbols = (NAME_MARK if provisional_name else "") + (
        VALUE_MARK if reconstructed and any(r is not None and r.reconstructed for r in rows) else ""
    )
    return el(
        "span",
        {"class_": "face-marks", "title": said},
        el("span", {"aria-hidden": "true"}, symbols),
        el("span", {"class_": "visually-hidden"}, said),
    )


def line(label: str, value: object) -> str:
    """A field in words, "Label: value" (with French typography's space before the colon)."""
    return t("faces.line", label=label, value=value)


def plain(*parts: object) -> str:
    """The words of a face for a tooltip (`title`), its lines joined: the face's full text in
    one place, for a face too small to show it all."""
    return " · ".join(str(part) for part in parts if part)
