"""The Rules screen for Microcosm: the rules in this project's own words, the readings chosen
where the sources are silent, and a gallery of every card with each value's status.

The rules text is this edition's own (no sentence of any rulebook or summary); the readings
list follows docs/rules-notes-microcosm.md, which holds the test of each. The rules, readings
and gallery speak the interface's language (`RULES` or `RULES_FR`, the same text translated).
"""

from __future__ import annotations

from collections.abc import Callable

from microcosm.cards import (
    CONSTANT_STATUS,
    DOMAINS,
    PLANETS,
    TECHS,
)
from microcosm.ui.faces import face, value
from microcosm.ui.text import t
from tabletop.markup import Markup, el

# The sections of the rules: (heading key, paragraph keys).
SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("goal", ("goal.1",)),
    ("setup", ("setup.1", "setup.2", "setup.3")),
    ("turn", ("turn.1", "turn.2", "turn.3")),
    ("reveal", ("reveal.1", "reveal.2", "reveal.3")),
    ("colonize", ("colonize.1", "colonize.2")),
    ("warfare", ("warfare.1", "warfare.2", "warfare.3")),
    ("research", ("research.1",)),
    ("politics", ("politics.1", "politics.2", "politics.3", "politics.4")),
    ("survey", ("survey.1", "survey.2")),
    ("end", ("end.1", "end.2")),
    ("scoring", ("scoring.1", "scoring.2")),
    ("tie", ("tie.1",)),
)

# Readings of this edition where the sources are silent (docs/rules-notes-microcosm.md).
READINGS: tuple[str, ...] = tuple(f"reading.{n}" for n in range(1, 12))


def _article(text: Callable[[str], str], prefix: str) -> Markup:
    """The rules, section by section, then the readings this edition chose, in the language
    of `text` (a rules key to its text); `prefix` keeps the ids of two languages apart."""
    sections = [
        el(
            "section",
            {"class_": "rules-section", "id": f"{prefix}-{heading}"},
            el("h3", {}, text(f"microcosm.rules.{heading}")),
            [el("p", {}, text(f"microcosm.rules.{key}")) for key in paragraphs],
        )
        for heading, paragraphs in SECTIONS
    ]
    readings = el(
        "section",
        {"class_": "rules-section reconstructed", "id": f"{prefix}-readings"},
        el("h3", {}, text("microcosm.rules.readings")),
        el("p", {}, text("microcosm.rules.readings.intro")),
        el("ol", {}, [el("li", {}, text(f"microcosm.rules.{key}")) for key in READINGS]),
    )
    return el(
        "article",
        {"class_": "rules microcosm", "aria-labelledby": f"{prefix}-title"},
        el("h2", {"id": f"{prefix}-title"}, text("microcosm.rules.title")),
        sections,
        readings,
    )


def render_rules() -> Markup:
    """The rules in the interface's language (the switch shows them in the other one)."""
    return _article(t, "mc-rules")


def render_gallery() -> Markup:
    """Every Domain card, Planet and Tech with all their values, each provisional name and
    reconstructed value marked, with the legend of the marks."""
    from microcosm import cards  # noqa: PLC0415 - the constants by name

    constants = [
        el(
            "li",
            {},
            value(t(f"microcosm.gallery.{name}", n=getattr(cards, name)), status),
        )
        for name, status in CONSTANT_STATUS.items()
    ]
    groups = (
        ("domains", [c.id for c in DOMAINS]),
        ("planets", [p.id for p in PLANETS]),
        ("techs", [x.id for x in TECHS]),
    )
    return el(
        "section",
        {"class_": "gallery microcosm", "aria-labelledby": "mc-gallery-title"},
        el("h2", {"id": "mc-gallery-title"}, t("microcosm.gallery.title")),
        el("p", {"class_": "note legend"}, t("microcosm.mark.legend")),
        [
            el(
                "section",
                {"class_": f"gallery-group mc-{group}"},
                el("h3", {}, t(f"microcosm.gallery.{group}")),
                el("ul", {"class_": "cards"}, [el("li", {}, face(key)) for key in keys]),
            )
            for group, keys in groups
        ],
        el("h3", {}, t("microcosm.gallery.constants")),
        el("ul", {"class_": "constants"}, constants),
    )
