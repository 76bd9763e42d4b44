"""The Rules screen for Chaos Theory: the rules in this project's own words, its set-up
options, the readings chosen where the sources are silent, and a gallery of all 41 tiles and
the tech board, each provisional name and reconstructed value marked.

The rules text (`rules_text`) is this edition's own; the readings follow
docs/rules-notes-chaos-theory.md, which holds the test of each.
"""

from __future__ import annotations

from chaos_theory import OPTIONS
from chaos_theory.cards import (
    BOARD,
    DICE_PER_PLAYER,
    DISPLAY_COSTS,
    FACES,
    OVERSIGHT_TECH,
    START_TILES,
    TILES,
    TOKENS_PER_PLAYER,
    TRACKS,
    R,
    S,
)
from chaos_theory.ui.faces import die, tech_face, tile_face, value
from chaos_theory.ui.text import t
from tabletop.markup import Markup, el

ROLE_KEYS = tuple(
    f"roles.{role}" for role in ("survey", "warfare", "colonize", "produce", "trade", "research")
)
# The sections of the rules: (heading key, paragraph keys).
SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("goal", ("goal.1",)),
    ("components", ("components.1", "components.2", "components.3")),
    ("setup", ("setup.1",)),
    ("turn", ("turn.1", "turn.2", "turn.3", "turn.4")),
    ("roles", ROLE_KEYS),
    ("politics", ("politics.1",)),
    ("techs", ("techs.1", "techs.2")),
    ("end", ("end.1", "end.2")),
)
READINGS: tuple[str, ...] = tuple(f"reading.{n}" for n in range(1, 9))
# The numbers of the rules the gallery lists, with their status.
CONSTANTS: tuple[tuple[str, object, str], ...] = (
    ("chaos.gallery.dice", DICE_PER_PLAYER, S),
    ("chaos.gallery.costs", " · ".join(str(c) for c in DISPLAY_COSTS), S),
    ("chaos.gallery.tokens", TOKENS_PER_PLAYER, R),
)


def _options() -> Markup:
    """Each option: its question and its values, the recommended one first."""
    return el(
        "dl",
        {"class_": "ct-options"},
        [
            [
                el("dt", {}, t(option.label)),
                el(
                    "dd",
                    {},
                    el("ul", {}, [el("li", {}, t(f"{option.label}.{v}")) for v in option.values]),
                ),
            ]
            for option in OPTIONS
        ],
    )


def render_rules() -> Markup:
    """The rules in the interface's language (the switch shows them in the other one)."""
    prefix = "ct-rules"
    sections = [
        el(
            "section",
            {"class_": "rules-section", "id": f"{prefix}-{heading}"},
            el("h3", {}, t(f"chaos.rules.{heading}")),
            [el("p", {}, t(f"chaos.rules.{key}")) for key in paragraphs],
        )
        for heading, paragraphs in SECTIONS
    ]
    options = el(
        "section",
        {"class_": "rules-section", "id": f"{prefix}-options"},
        el("h3", {}, t("chaos.rules.options")),
        el("p", {}, t("chaos.rules.options.intro")),
        _options(),
    )
    readings = el(
        "section",
        {"class_": "rules-section reconstructed", "id": f"{prefix}-readings"},
        el("h3", {}, t("chaos.rules.readings")),
        el("p", {}, t("chaos.rules.readings.intro")),
        el("ol", {}, [el("li", {}, t(f"chaos.rules.{key}")) for key in READINGS]),
    )
    return el(
        "article",
        {"class_": "rules chaos-theory", "aria-labelledby": f"{prefix}-title"},
        el("h2", {"id": f"{prefix}-title"}, t("chaos.rules.title")),
        sections,
        options,
        readings,
    )


def render_gallery() -> Markup:
    """The die's six faces, all 41 tiles (36 in the bag, 5 start planets) and every space of
    the tech board, with the legend of the marks."""
    groups = [
        ("bag", [el("li", {}, tile_face(tile.id)) for tile in TILES]),
        ("starts", [el("li", {}, tile_face(tile.id)) for tile in START_TILES]),
    ]
    board = [tech for track in TRACKS for tech in BOARD[track]] + [OVERSIGHT_TECH]
    return el(
        "section",
        {"class_": "gallery chaos-theory", "aria-labelledby": "ct-gallery-title"},
        el("h2", {"id": "ct-gallery-title"}, t("chaos.gallery.title")),
        el("p", {"class_": "note legend"}, t("chaos.mark.legend")),
        el("h3", {}, t("chaos.gallery.faces")),
        el("ul", {"class_": "ct-dice"}, [el("li", {}, die(face)) for face in FACES]),
        [
            el(
                "section",
                {"class_": f"gallery-group ct-{group}"},
                el("h3", {}, t(f"chaos.gallery.{group}", n=len(items))),
                el("ul", {"class_": "cards ct-tiles"}, items),
            )
            for group, items in groups
        ],
        el(
            "section",
            {"class_": "gallery-group ct-board-gallery"},
            el("h3", {}, t("chaos.gallery.board", n=len(board))),
            el("ul", {"class_": "cards ct-techs"}, [el("li", {}, tech_face(x)) for x in board]),
        ),
        el("h3", {}, t("chaos.gallery.constants")),
        el(
            "ul",
            {"class_": "constants"},
            [el("li", {}, value(t(key, n=n), status)) for key, n, status in CONSTANTS],
        ),
    )
