"""The Rules screen: complete, well-formed, searchable, and true to the card tables."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from eminent_domain.cards import ROLE_KINDS, TECH_FACE, TECH_FACES
from eminent_domain.planets import PLANETS
from eminent_domain.ui.rules_page import (
    filter_ids,
    gallery_items,
    render_gallery,
    render_rules,
    role_badge,
)
from eminent_domain.ui.text import t
from eminent_domain.vocab import Role
from tabletop.markup import VOID
from tabletop.ui.gallery_search import matches, status_text


class Tree(HTMLParser):
    """Checks that every tag is closed in order, and records ids, items, stats and text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.ids: list[str] = []
        self.items: dict[str, str] = {}  # gallery item id -> data-search
        self.stats: dict[tuple[str, str], str] = {}  # (item id, stat name) -> <dd> text
        self.headings: list[str] = []
        self.text: list[str] = []
        self._item: str | None = None
        self._item_depth = 0
        self._stat: str | None = None
        self._in_dd = False
        self._heading_depth: int | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attr = dict(attrs)
        if tag not in VOID:
            self.stack.append(tag)
        if "id" in attr:
            self.ids.append(attr["id"] or "")
        classes = (attr.get("class") or "").split()
        if "gallery-item" in classes:
            self._item = attr["id"]
            self._item_depth = len(self.stack)
            self.items[attr["id"] or ""] = attr.get("data-search") or ""
        stat = next((c[5:] for c in classes if c.startswith("stat-")), None)
        if stat and self._item:
            self._stat = stat
        if tag == "dd" and self._stat:
            self._in_dd = True
        if tag in {"h2", "h3"}:
            self._heading_depth = len(self.stack)
            self.headings.append("")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in VOID:
            self.errors.append(f"self-closed <{tag}/>")
        self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            self.errors.append(f"end tag for void <{tag}>")
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:]}")
            return
        if self._heading_depth == len(self.stack):
            self._heading_depth = None
        if tag == "dd":
            self._in_dd = False
            self._stat = None
        if self._item and len(self.stack) == self._item_depth:
            self._item = None
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.text.append(data)
        if self._heading_depth is not None:
            self.headings[-1] += data
        if self._in_dd and self._item and self._stat:
            key = (self._item, self._stat)
            self.stats[key] = self.stats.get(key, "") + data


def parse(markup: str) -> Tree:
    tree = Tree()
    tree.feed(markup)
    tree.close()
    assert tree.errors == []
    assert tree.stack == [], f"unclosed: {tree.stack}"
    return tree


@pytest.fixture(scope="module")
def rules() -> Tree:
    return parse(render_rules())


@pytest.fixture(scope="module")
def gallery() -> Tree:
    return parse(render_gallery())


def test_ids_are_unique(rules: Tree, gallery: Tree) -> None:
    ids = rules.ids + gallery.ids
    assert len(ids) == len(set(ids))


def test_every_planet_and_tech_face_appears_once(gallery: Tree) -> None:
    assert [f"planet-{i}" for i in range(len(PLANETS))] == [
        i for i in gallery.ids if i.startswith("planet-")
    ]
    assert [f"tech-{face.key}" for face in TECH_FACES] == [
        i for i in gallery.ids if i.startswith("tech-")
    ]
    assert [f"role-{kind.key}" for kind in ROLE_KINDS] == [
        i for i in gallery.ids if i.startswith("role-")
    ]
    assert len(gallery.items) == len(PLANETS) + len(TECH_FACES) + len(ROLE_KINDS)
    assert all(text == text.lower() and text for text in gallery.items.values())


def test_gallery_search_box_is_labelled(gallery: Tree) -> None:
    html = render_gallery()
    assert 'id="gallery"' in html
    assert '<label for="rules-search">' in html
    assert 'type="search" id="rules-search" aria-controls="gallery"' in html


def test_tech_stats_equal_the_card_table(gallery: Tree) -> None:
    for face in TECH_FACES:
        item = f"tech-{face.key}"
        assert gallery.stats[item, "cost"] == str(face.cost)
        assert gallery.stats[item, "influence"] == str(face.influence)
        assert gallery.stats[item, "level"] == str(face.level)


def test_planet_stats_equal_the_planet_table(gallery: Tree) -> None:
    for i, planet in enumerate(PLANETS):
        item = f"planet-{i}"
        assert gallery.stats[item, "influence"] == str(planet.influence)
        assert gallery.stats[item, "colonize"] == str(planet.colonize_cost)
        assert gallery.stats[item, "warfare"] == str(planet.warfare_cost)


def test_tech_texts_and_double_sides_are_shown() -> None:
    html = render_gallery()
    parsed_text = "".join(parse(html).text)
    for face in TECH_FACES:
        assert face.text in parsed_text
    assert t("gallery.tech.other_side", name=TECH_FACE["T75"].name) in parsed_text


def test_rules_name_all_roles_and_politics(rules: Tree) -> None:
    headings = " ".join(rules.headings)
    for value in [role.value for role in Role] + ["politics"]:
        assert t(f"rules.role.{value}") in headings
    for section in ("goal", "setup", "turn", "roles", "empire", "tech", "end"):
        assert f"rules-{section}" in rules.ids


def test_role_badges_differ_without_colour() -> None:
    """Each role points at its own icon in the sprite (whose shapes differ: test_icons) and is
    named for screen readers."""
    values = [r.value for r in Role] + ["politics"]
    icons = {re.search(r'href="[^"]*#(icon-[a-z-]+)"', role_badge(v)).group(1) for v in values}  # type: ignore[union-attr]
    assert len(icons) == len(values)
    assert 'class="sym sym-trade role-badge role-trade"' in role_badge("trade")
    assert 'aria-label="Trade"' in role_badge("trade") and 'role="img"' in role_badge("trade")
    with pytest.raises(ValueError):
        role_badge("produce-trade")


def test_matches() -> None:
    assert matches("", "anything")
    assert matches("   ", "")
    assert matches("Fertile 2", "terraforming fertile level 2")
    assert matches("LEVEL", "terraforming fertile level 2")
    assert not matches("fertile 3", "terraforming fertile level 2")


def test_filter_ids() -> None:
    everything = [item.id for item in gallery_items()]
    assert filter_ids("") == everything
    assert filter_ids("lyttle") == [
        f"planet-{PLANETS.index(next(p for p in PLANETS if p.name == 'Lyttle'))}"
    ]
    fertile = filter_ids("fertile")
    assert {f"planet-{i}" for i, p in enumerate(PLANETS) if p.type.value == "fertile"} <= set(
        fertile
    )
    assert {f"tech-{f.key}" for f in TECH_FACES if f.type.value == "fertile"} <= set(fertile)
    assert not any(
        i.startswith("planet-") and PLANETS[int(i[7:])].type.value != "fertile" for i in fertile
    )
    research_2 = filter_ids("research 2")
    assert "tech-T72" in research_2  # Data Network: level 2, Research symbols
    assert "tech-T11" not in research_2  # Improved Survey: no Research in it
    level_3 = filter_ids("level 3")
    assert level_3 == [f"tech-{f.key}" for f in TECH_FACES if f.level == 3]
    assert filter_ids("zzz no such card") == []


def test_status_text() -> None:
    assert status_text(0, 84) == t("gallery.status.none")
    assert "84" in status_text(84, 84)
