"""Top Card's rules and its gallery of cards."""

from __future__ import annotations

from tabletop.markup import Markup, el

from ..engine import CARDS
from .text import t


def render_rules() -> Markup:
    return el(
        "article",
        {"class_": "rules"},
        el("h2", {}, t("top-card.rules.title")),
        el("p", {}, t("top-card.rules.text")),
    )


def render_gallery() -> Markup:
    return el(
        "section",
        {"class_": "gallery"},
        el("h2", {}, t("top-card.gallery")),
        el("ul", {}, [el("li", {"class_": "tc-card"}, card) for card in CARDS]),
    )
