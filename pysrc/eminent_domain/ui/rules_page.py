"""The Rules screen: a short rules reference and a searchable gallery of every card.

Pure render functions (no browser imports): the browser glue inserts the HTML and hides the
gallery items that `matches` rejects, so the search behaves the same under CPython tests.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from eminent_domain.cards import (
    CARD_OF_FACE,
    LEVEL_COST,
    LEVEL_INFLUENCE,
    ROLE_KINDS,
    STARTING_DECK,
    TECH_FACES,
    RoleKind,
    TechFace,
    tech_card_faces,
)
from eminent_domain.planets import PLANETS, Planet
from eminent_domain.ui.describe import tech_name, tech_text
from eminent_domain.ui.text import STRINGS, t
from eminent_domain.vocab import PlanetType, Role
from tabletop.markup import Markup, el, join
from tabletop.text import drawn_once
from tabletop.ui.gallery_search import matches, status_text
from tabletop.ui.icons import graphic, icon

# Badges exist for the six role symbols and for Politics, which has none but has a heading.
BADGE_ROLES: tuple[str, ...] = (*(role.value for role in Role), "politics")

# The game-end trigger rows of the rules table: (text key, empty stacks needed).
END_TRIGGERS: tuple[tuple[str, int], ...] = (
    ("rules.end.row.2", 1),
    ("rules.end.row.3", 1),
    ("rules.end.row.3x", 2),
    ("rules.end.row.4", 2),
)

# The role sections of the rules, in the order of the central display.
RULE_ROLES: tuple[Role, ...] = (
    Role.SURVEY,
    Role.WARFARE,
    Role.COLONIZE,
    Role.PRODUCE,
    Role.TRADE,
    Role.RESEARCH,
)


@drawn_once
def role_badge(role_value: str) -> Markup:
    """A role symbol: an icon of its own shape (told apart without colour), a `role-<value>`
    class, and the role's name for screen readers and on hover."""
    if role_value not in BADGE_ROLES:
        raise ValueError(f"no badge for role {role_value!r}")
    return icon(role_value, t(f"rules.role.{role_value}"), f"role-badge role-{role_value}")


def _numbered(prefix: str) -> list[str]:
    """The texts `prefix.1`, `prefix.2`, ...: a translation may use more or fewer items."""
    items = []
    index = 1
    while f"{prefix}.{index}" in STRINGS:
        items.append(t(f"{prefix}.{index}"))
        index += 1
    return items


def _ul(prefix: str, class_: str | None = None) -> Markup:
    return el("ul", {"class": class_}, [el("li", None, item) for item in _numbered(prefix)])


def _section(section_id: str, title_key: str, *children: object, open_: bool = False) -> Markup:
    """One collapsible rules section, so a phone shows the headings first."""
    return el(
        "section",
        {"class": "rules-section", "id": section_id},
        el(
            "details",
            {"open": open_},
            el("summary", None, el("h2", None, t(title_key))),
            el("div", {"class": "rules-body"}, *children),
        ),
    )


def _role_rules(role: Role) -> Markup:
    """A role's effects as a term list: Action, Role, Leader bonus, Following, Note."""
    rows = []
    for part in ("action", "role", "bonus", "follow", "note"):
        key = f"rules.role.{role.value}.{part}"
        if key in STRINGS:
            rows.append(
                el(
                    "div",
                    {"class": f"rule-{part}"},
                    el("dt", None, t(f"rules.label.{part}")),
                    el("dd", None, t(key)),
                )
            )
    return el(
        "section",
        {"class": "rules-role", "id": f"rules-role-{role.value}"},
        el("h3", None, role_badge(role.value), " ", t(f"rules.role.{role.value}")),
        el("dl", {"class": "rule-list"}, rows),
    )


def _politics_rules() -> Markup:
    return el(
        "section",
        {"class": "rules-role", "id": "rules-role-politics"},
        el("h3", None, role_badge("politics"), " ", t("rules.role.politics")),
        _ul("rules.politics"),
    )


def _table(headers: list[str], rows: list[list[object]], class_: str) -> Markup:
    return el(
        "table",
        {"class": class_},
        el("thead", None, el("tr", None, [el("th", {"scope": "col"}, h) for h in headers])),
        el(
            "tbody",
            None,
            [
                el(
                    "tr",
                    None,
                    el("th", {"scope": "row"}, row[0]),
                    [el("td", None, c) for c in row[1:]],
                )
                for row in rows
            ],
        ),
    )


def render_rules() -> Markup:
    """The rules reference: goal, setup, turn, roles, Empire, technologies, end, variants."""
    levels = sorted(LEVEL_COST)
    tech_table = _table(
        [
            t("rules.tech.col.level"),
            t("rules.tech.col.planets"),
            t("rules.tech.col.cost"),
            t("rules.tech.col.influence"),
        ],
        # A level-N technology needs N face-up planets of its type.
        [[level, level, LEVEL_COST[level], LEVEL_INFLUENCE[level]] for level in levels],
        "rules-table tech-levels",
    )
    end_table = _table(
        [t("rules.end.col.game"), t("rules.end.col.stacks")],
        [[t(key), stacks] for key, stacks in END_TRIGGERS],
        "rules-table end-triggers",
    )
    turn = [
        el("p", None, t("rules.turn.intro")),
        el(
            "section",
            {"class": "rules-phase", "id": "rules-phase-action"},
            el("h3", None, t("rules.turn.action.title")),
            _ul("rules.turn.action"),
        ),
        el(
            "section",
            {"class": "rules-phase", "id": "rules-phase-role"},
            el("h3", None, t("rules.turn.role.title")),
            el(
                "ol",
                {"class": "rules-steps"},
                [el("li", None, item) for item in _numbered("rules.turn.role")],
            ),
            _ul("rules.turn.others", "rules-others"),
        ),
        el(
            "section",
            {"class": "rules-phase", "id": "rules-phase-cleanup"},
            el("h3", None, t("rules.turn.cleanup.title")),
            _ul("rules.turn.cleanup"),
        ),
    ]
    return el(
        "div",
        {"class": "rules", "id": "rules"},
        el("p", {"class": "rules-intro"}, t("rules.intro")),
        _section(
            "rules-goal",
            "rules.goal.title",
            [el("p", None, p) for p in _numbered("rules.goal")],
            open_=True,
        ),
        _section("rules-setup", "rules.setup.title", _ul("rules.setup")),
        _section("rules-turn", "rules.turn.title", turn),
        _section(
            "rules-roles",
            "rules.roles.title",
            el("p", None, t("rules.roles.intro")),
            [_role_rules(role) for role in RULE_ROLES],
            _politics_rules(),
            el("p", {"class": "rules-note"}, t("rules.roles.empty")),
        ),
        _section("rules-empire", "rules.empire.title", _ul("rules.empire")),
        _section(
            "rules-tech",
            "rules.tech.title",
            el("p", None, t("rules.tech.1")),
            tech_table,
            # rules.tech.1 introduces the table; the rest are notes under it.
            el("ul", None, [el("li", None, item) for item in _numbered("rules.tech")[1:]]),
        ),
        _section(
            "rules-end",
            "rules.end.title",
            el("p", None, t("rules.end.1")),
            end_table,
            el("p", None, t("rules.end.2")),
            el("p", None, t("rules.end.3")),
            el("p", None, t("rules.end.score")),
            _ul("rules.end.score", "rules-score"),
            el("p", None, t("rules.end.4")),
        ),
        _section("rules-variants", "rules.variants.title", _ul("rules.variants")),
    )


# --- gallery ---

_DIGIT_TOKEN = re.compile(r"\S*\d\S*")


@dataclass(frozen=True, slots=True)
class GalleryItem:
    """One searchable gallery entry: its stable element id, search text and markup."""

    id: str
    search: str
    html: Markup


def _type_name(planet_type: PlanetType) -> str:
    return t(f"gallery.type.{planet_type.value}")


def _stat(name: str, label: str, value: object) -> Markup:
    """One `<dt>`/`<dd>` pair; the `stat-<name>` class lets tests and CSS find the value."""
    return el("div", {"class": f"stat stat-{name}"}, el("dt", None, label), el("dd", None, value))


def _badges(roles: tuple[Role, ...]) -> Markup:
    if not roles:
        return el("span", {"class": "no-symbol"}, t("gallery.none"))
    return el("span", {"class": "role-badges"}, [role_badge(role.value) for role in roles])


def _search_text(*parts: str) -> str:
    return " ".join(" ".join(parts).lower().split())


def _words(sentence: str) -> str:
    """A card text without its numbers: numbers in the search text then come only from levels
    (and a few planet names), so "level 3" or "research 2" does not also find "Draw 3 cards"."""
    return _DIGIT_TOKEN.sub(" ", sentence)


def _item(item_id: str, kind: str, search: str, *children: object) -> GalleryItem:
    html = el(
        "li",
        {"class": f"gallery-item gallery-{kind}", "id": item_id, "data-search": search},
        *children,
    )
    return GalleryItem(item_id, search, html)


def _role_item(kind: RoleKind) -> GalleryItem:
    """A role card: its symbols and its effects (Produce/Trade shows both halves)."""
    name = t(f"rules.role.{kind.key}")
    if kind.key == "politics":
        effects = [el("p", None, t("rules.politics.1"))]
        words = [_words(t("rules.politics.1"))]
        heading_badges: Markup = role_badge("politics")
    else:
        effects = []
        words = []
        for role in kind.symbols:
            dl_rows = []
            for part in ("action", "role", "bonus"):
                line = t(f"rules.role.{role.value}.{part}")
                words.append(_words(line))
                dl_rows.append(_stat(part, t(f"rules.label.{part}"), line))
            title = el("p", {"class": "card-half"}, t(f"rules.role.{role.value}"))
            effects.append(
                join(
                    [
                        title if len(kind.symbols) > 1 else None,
                        el("dl", {"class": "card-stats"}, dl_rows),
                    ]
                )
            )
        heading_badges = _badges(kind.symbols)
    copies = t("gallery.role.copies", copies=kind.copies, start=STARTING_DECK[kind.key])
    search = _search_text(
        name, t("gallery.roles.title"), *(t(f"rules.role.{r.value}") for r in kind.symbols), *words
    )
    return _item(
        f"role-{kind.key}",
        "role",
        search,
        el("h4", {"class": "card-name"}, heading_badges, " ", name),
        el("p", {"class": "card-copies"}, copies),
        effects,
    )


def _planet_back(planet: Planet) -> Markup:
    """A planet's public back: type and costs."""
    return el(
        "dl",
        {"class": "card-stats"},
        _stat("type", t("gallery.label.type"), _type_name(planet.type)),
        _stat("colonize", t("gallery.label.colonize"), planet.colonize_cost),
        _stat("warfare", t("gallery.label.warfare"), planet.warfare_cost),
    )


def _planet_front(planet: Planet) -> Markup:
    """A planet's face: influence, icon, resource slots and hand size."""
    icon = role_badge(planet.icon.value) if planet.icon else t("gallery.none")
    slots = (
        el(
            "span",
            {"class": "resource-slots"},
            [
                el(
                    "span",
                    {"class": f"resource resource-{slot.value}"},
                    graphic(slot.value),
                    t(f"gallery.resource.{slot.value}"),
                )
                for slot in planet.slots
            ],
        )
        if planet.slots
        else t("gallery.none")
    )
    hand = (
        t("gallery.hand.bonus", count=planet.hand_size) if planet.hand_size else t("gallery.none")
    )
    return el(
        "dl",
        {"class": "card-stats"},
        _stat("influence", t("gallery.label.influence"), planet.influence),
        _stat("icon", t("gallery.label.icon"), icon),
        _stat("slots", t("gallery.label.slots"), slots),
        _stat("hand", t("gallery.label.hand"), hand),
    )


@drawn_once
def planet_details(planet: Planet, face: bool) -> Markup:
    """A planet's numbers, as the gallery shows them: its back, and its face when the viewer
    may see it (the table's tooltips)."""
    return join([_planet_front(planet) if face else None, _planet_back(planet)])


def _planet_item(planet_id: int, planet: Planet) -> GalleryItem:
    """A planet's public back and its private face, side by side."""
    kind = t("gallery.planet.start") if planet.start else t("gallery.planet.kind")
    type_name = _type_name(planet.type)
    back = el(
        "div",
        {"class": "card-side card-back"},
        el("p", {"class": "card-side-label"}, t("gallery.planet.back")),
        _planet_back(planet),
    )
    front = el(
        "div",
        {"class": "card-side card-front"},
        el("p", {"class": "card-side-label"}, t("gallery.planet.front")),
        _planet_front(planet),
    )
    search = _search_text(
        planet.name,
        kind,
        type_name,
        t(f"rules.role.{planet.icon.value}") if planet.icon else "",
        *(t(f"gallery.resource.{slot.value}") for slot in planet.slots),
        t("gallery.label.hand") if planet.hand_size else "",
    )
    return _item(
        f"planet-{planet_id}",
        "planet",
        search,
        el(
            "h4",
            {"class": f"card-name type-{planet.type.value}"},
            graphic(planet.type.value),
            planet.name,
            " ",
            el("span", {"class": "card-tag"}, kind, " · ", type_name),
        ),
        el("div", {"class": "card-sides"}, back, front),
    )


def _tech_item(face: TechFace) -> GalleryItem:
    """One technology face; a double-sided card's faces are two items that name each other."""
    type_name = _type_name(face.type)
    level = t("gallery.tech.level", level=face.level)
    other = [tech_name(key) for key in tech_card_faces(CARD_OF_FACE[face.key]) if key != face.key]
    other_note = (
        el("p", {"class": "card-other-side"}, t("gallery.tech.other_side", name=other[0]))
        if other
        else None
    )
    search = _search_text(
        tech_name(face.key),
        t("gallery.tech.kind"),
        type_name,
        level,
        t("gallery.tech.permanent_word") if face.permanent else t("rules.label.action"),
        *(t(f"rules.role.{role.value}") for role in face.symbols),
        _words(tech_text(face.key)),
    )
    return _item(
        f"tech-{face.key}",
        "tech",
        search,
        el(
            "h4",
            {"class": f"card-name type-{face.type.value}"},
            graphic(face.type.value),
            tech_name(face.key),
            " ",
            el("span", {"class": "card-tag"}, type_name, " · ", level),
        ),
        tech_details(face),
        other_note,
    )


@drawn_once
def tech_details(face: TechFace) -> Markup:
    """A technology's numbers, kind and effect, as the gallery shows them; the table's
    tooltips show the same, so that a Research choice says what it buys."""
    type_name = _type_name(face.type)
    prereq_key = "gallery.tech.prereq.one" if face.level == 1 else "gallery.tech.prereq.many"
    prereq = t(prereq_key, count=face.level, type=type_name)
    kind = t("gallery.tech.permanent") if face.permanent else t("gallery.tech.action")
    return join(
        [
            el(
                "dl",
                {"class": "card-stats"},
                _stat("level", t("gallery.label.level"), face.level),
                _stat("cost", t("gallery.label.cost"), face.cost),
                _stat("prereq", t("gallery.label.prereq"), prereq),
                _stat("influence", t("gallery.label.influence"), face.influence),
                _stat("symbols", t("gallery.label.symbols"), _badges(face.symbols)),
            ),
            el("p", {"class": "card-kind" + (" permanent" if face.permanent else "")}, kind),
            el("p", {"class": "card-text"}, tech_text(face.key)),
        ]
    )


def _groups() -> Iterator[tuple[str, str, list[GalleryItem]]]:
    """The gallery's groups in display order: (group id, title key, items)."""
    yield "gallery-roles", "gallery.roles.title", [_role_item(kind) for kind in ROLE_KINDS]
    yield (
        "gallery-planets",
        "gallery.planets.title",
        [_planet_item(i, planet) for i, planet in enumerate(PLANETS)],
    )
    yield "gallery-techs", "gallery.techs.title", [_tech_item(face) for face in TECH_FACES]


def gallery_items() -> list[GalleryItem]:
    """Every gallery entry in display order (roles, planets, technology faces)."""
    return [item for _, _, items in _groups() for item in items]


def filter_ids(query: str) -> list[str]:
    """The ids of the gallery items that `query` matches, in display order."""
    return [item.id for item in gallery_items() if matches(query, item.search)]


def render_gallery() -> Markup:
    """The card gallery with its search box; every item is shown until the glue filters."""
    groups = list(_groups())
    total = sum(len(items) for _, _, items in groups)
    return el(
        "section",
        {"class": "gallery-section", "id": "gallery-section", "aria-labelledby": "gallery-title"},
        el("h2", {"id": "gallery-title"}, t("gallery.title")),
        el("p", {"class": "gallery-intro"}, t("gallery.intro")),
        el(
            "div",
            {"class": "gallery-search"},
            el("label", {"for": "rules-search"}, t("gallery.search.label")),
            el(
                "input",
                {
                    "type": "search",
                    "id": "rules-search",
                    "aria-controls": "gallery",
                    "aria-describedby": "rules-search-hint",
                    "placeholder": t("gallery.search.placeholder"),
                    "autocomplete": "off",
                    "spellcheck": "false",
                },
            ),
            el("p", {"class": "gallery-hint", "id": "rules-search-hint"}, t("gallery.search.hint")),
        ),
        el(
            "p",
            {"class": "gallery-status", "id": "gallery-status", "role": "status"},
            status_text(total, total),
        ),
        el(
            "div",
            {"class": "gallery", "id": "gallery"},
            [
                el(
                    "section",
                    {"class": "gallery-group", "id": group_id},
                    el("h3", None, t(title_key)),
                    el("ul", {"class": "gallery-list"}, [item.html for item in items]),
                )
                for group_id, title_key, items in groups
            ],
        ),
    )
