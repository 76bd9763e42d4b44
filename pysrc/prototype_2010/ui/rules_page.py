"""The 2010 prototype's rules page: what changed from 2010 to 2011, topic by topic, with a
button playing each difference's demo in place (the Rules screen's demo); the 2010 rules in
short; and the gallery of cards."""

from __future__ import annotations

from eminent_domain.planets import PLANETS
from prototype_2010.cards import DECK_PLANETS, PILE_SIZES, ROLES, START_PLANETS, TECHS, TYPES
from prototype_2010.ui.changes import CHANGES
from prototype_2010.ui.describe import role_word, type_word
from prototype_2010.ui.faces import card_face, mark, planet_details
from prototype_2010.ui.text import t
from tabletop.markup import Markup, el, join
from tabletop.text import language
from tabletop.ui.home import button

CHANGES_ID = "what-changed"
_SUMMARY = ("setup", "turn", "icons", "survey", "colonize", "research", "harvest", "trade",
            "warfare", "end", "notes")  # fmt: skip


def what_changed() -> Markup:
    """The two rule sets side by side, a row per topic; a difference with a demo plays it."""
    lang = language() if language() in ("en", "fr") else "en"
    head = el(
        "tr",
        {},
        [el("th", {"scope": "col"}, t(f"proto.changes.{c}")) for c in ("topic", "y2010", "y2011")],
    )
    rows = []
    for change in CHANGES:
        demo = (
            button(
                t("proto.changes.demo"),
                "rules-demo",
                class_="link",
                data_game="prototype-2010",
                data_demo=change.demo,
                data_step="0",
            )
            if change.demo
            else None
        )
        marked = (
            el("abbr", {"class_": "mc-mark", "title": t("proto.changes.reconstructed")}, "*")
            if change.reconstructed
            else None
        )
        rows.append(
            el(
                "tr",
                {"data-change": change.key},
                el("th", {"scope": "row"}, change.title[lang], el("br", {}), demo),
                el("td", {"data-label": t("proto.changes.y2010")}, change.y2010[lang], marked),
                el("td", {"data-label": t("proto.changes.y2011")}, change.y2011[lang]),
            )
        )
    return el(
        "section",
        {"class_": "proto-changes", "id": CHANGES_ID, "aria-labelledby": "proto-changes-title"},
        el("h2", {"id": "proto-changes-title"}, t("proto.changes.title")),
        el(
            "div",
            {"class_": "table-scroll"},
            el("table", {"class_": "proto-changes-table"}, el("thead", {}, head), rows),
        ),
    )


def render_rules() -> Markup:
    return join(
        [
            el("h2", {}, t("proto.rules.title")),
            el("p", {}, t("proto.rules.intro")),
            what_changed(),
            el("h2", {}, t("proto.rules.summary")),
            el(
                "ul",
                {"class_": "proto-rules"},
                [el("li", {}, t(f"proto.rules.{k}")) for k in _SUMMARY],
            ),
        ]
    )


def render_gallery() -> Markup:
    """Every card: the role cards with their piles, the three technology decks, the planets."""
    roles = [
        el(
            "li",
            {},
            card_face(role),
            el(
                "p",
                {"class_": "note"},
                t("proto.gallery.pile", role=role_word(role), n=PILE_SIZES["reconstructed"][role]),
                mark(),
            ),
        )
        for role in ROLES
    ]
    decks = [
        [
            el("h4", {}, t("proto.gallery.techs", type=type_word(deck))),
            el(
                "ul",
                {"class_": "cards"},
                [el("li", {}, card_face(tech.key)) for tech in TECHS if tech.deck == deck],
            ),
        ]
        for deck in TYPES
    ]

    def planets(ids: tuple[int, ...]) -> Markup:
        return el(
            "ul",
            {"class_": "planets"},
            [
                el(
                    "li",
                    {"class_": f"planet face-up type-{PLANETS[p].type.value}"},
                    planet_details(PLANETS[p]),
                )
                for p in ids
            ],
        )

    return el(
        "section",
        {"class_": "gallery prototype-2010", "aria-labelledby": "proto-gallery-title"},
        el("h2", {"id": "proto-gallery-title"}, t("proto.gallery.title")),
        el("h3", {}, t("proto.gallery.roles")),
        el("ul", {"class_": "cards"}, roles),
        decks,
        el("h3", {}, t("proto.gallery.planets"), mark()),  # once for every planet
        planets(DECK_PLANETS),
        el("h3", {}, t("proto.gallery.start"), mark()),
        planets(START_PLANETS),
    )
