"""The icon sprite (static/icons.svg, which build.py merges from the games' sprites): every icon
the renderers use is in it, each is its own shape with a title and a colour of its own in each
theme, and each stands for its word."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import build
from eminent_domain.engine import Game
from eminent_domain.state import Config
from eminent_domain.ui.describe import action_icon
from eminent_domain.ui.rules_page import render_gallery, render_rules
from eminent_domain.view import view_for
from eminent_domain.vocab import PlanetType, Resource, Role
from microcosm.cards import DOMAIN, PLANET, TECH, Domain, Planet, Tech
from microcosm.ui.faces import face
from tabletop import registry
from tabletop.rng import Rng
from tabletop.ui import frame
from tabletop.ui.game_ui import TableContext, ui_of
from tabletop.ui.icons import SPRITE, graphic, icon

UI = ui_of(registry.get("eminent-domain"))

ROOT = Path(__file__).resolve().parents[2]
SVG = "{http://www.w3.org/2000/svg}"
USED = re.compile(r'href="\./static/icons\.svg#icon-([a-z0-9-]+)"')
# Everything the base game shows as a symbol, whether or not a sample of games meets it.
WORDS = (
    *(r.value for r in Role),
    "politics",
    *(p.value for p in PlanetType),
    *(r.value for r in Resource),
    "influence",
    "fighter",
)


def symbols() -> dict[str, ET.Element]:
    root = ET.fromstring(build.merged_sprite(build.game_assets("sprites")))  # the page's
    return {s.attrib["id"]: s for s in root.iter(f"{SVG}symbol")}


def game_css() -> str:
    """The registered games' stylesheets, where the symbols' colours are."""
    return "".join(build.asset_source(n).read_text() for n in build.game_assets("stylesheets"))


def shape(symbol: ET.Element) -> str:
    """The drawing of a symbol, without its title: what a sighted player sees."""
    return "|".join(
        ET.tostring(child, encoding="unicode") for child in symbol if child.tag != f"{SVG}title"
    )


def test_the_sprite_is_where_the_pages_load_it_from() -> None:
    assert SPRITE == "./static/icons.svg"
    assert (ROOT / "index.html").parent == (ROOT / "embed.html").parent  # one relative path


def test_every_symbol_has_an_id_a_title_a_view_box_and_a_shape_of_its_own() -> None:
    found = symbols()
    assert len(found) >= len(WORDS)
    shapes: dict[str, str] = {}
    for name, symbol in found.items():
        assert re.fullmatch(r"icon-[a-z0-9-]+", name)
        title = symbol.find(f"{SVG}title")
        assert title is not None and (title.text or "").strip(), name
        assert symbol.attrib.get("viewBox") == "0 0 24 24", name
        drawing = shape(symbol)
        assert "<" in drawing, f"{name} draws nothing"
        assert drawing not in shapes.values(), f"{name} has the shape of another icon"
        shapes[name] = drawing
    titles = [(s.find(f"{SVG}title").text or "").strip() for s in found.values()]  # type: ignore[union-attr]
    assert len(set(titles)) == len(titles)


def test_every_word_shown_as_a_symbol_has_an_icon_and_a_colour() -> None:
    found = symbols()
    css = game_css()
    for word in WORDS:
        assert f"icon-{word}" in found, word
        assert re.search(rf"\.icon-{word} \{{ color: var\(--c-{word}\); \}}", css), word
        assert re.search(rf"--c-{word}: #[0-9a-f]{{6}};", css), word


def sample_pages() -> list[str]:
    """The rules, the gallery and tables from random games, for every seat, as HTML."""
    pages: list[str] = [render_rules(), render_gallery()]
    for seed in range(12):
        players = 2 + seed % 3
        game = Game.new(Config(players), seed)
        rng = Rng(seed)
        ctx = TableContext(names=("Ada", "Bea", "Cy", "Di")[:players], bots=(None,) * players)
        for step in range(400):
            if game.is_over:
                break
            if step % 20 == 0 or game.pending_kind == "survey":
                seat = game.current_player
                assert seat is not None
                pages.append(frame.table(UI, view_for(game, seat), ctx))
            options = game.legal_actions()
            game.apply(options[rng.below(len(options))])
        pages.append(frame.table(UI, view_for(game, 0), ctx))
    return pages


def test_every_icon_the_renderers_use_is_in_the_sprite() -> None:
    found = symbols()
    used: set[str] = set()
    for page in sample_pages():
        used |= set(USED.findall(page))
    assert {"survey", "politics", "influence", "fighter", "water", "metallic"} <= used
    missing = {name for name in used if f"icon-{name}" not in found}
    assert missing == set()


def test_buttons_show_the_icon_of_the_role_or_resource_they_act_on() -> None:
    found = symbols()
    seen: set[str] = set()
    for seed in range(8):
        game = Game.new(Config(2), seed)
        rng = Rng(seed)
        for _ in range(300):
            if game.is_over:
                break
            seat = game.current_player
            assert seat is not None
            view = view_for(game, seat)
            for action in view["legal_actions"]:
                name = action_icon(action, view)
                if name is not None:
                    assert f"icon-{name}" in found, action
                    seen.add(name)
            options = game.legal_actions()
            game.apply(options[rng.below(len(options))])
    assert {"survey", "warfare", "colonize", "research", "fighter"} <= seen


def test_an_icon_stands_for_its_word_and_a_graphic_is_hidden() -> None:
    named = icon("water", "empty water slot")
    assert 'role="img"' in named and 'aria-label="empty water slot"' in named
    assert 'title="empty water slot"' in named
    assert '<svg class="icon icon-water" aria-hidden="true" focusable="false">' in named
    alone = graphic("fighter")
    assert 'aria-hidden="true"' in alone and "aria-label" not in alone
    assert 'href="./static/icons.svg#icon-fighter"' in alone
    with pytest.raises(ValueError):
        graphic('survey" onload="x')


def test_microcosm_cards_draw_their_icon_from_the_sprite() -> None:
    found = symbols()
    css = game_css()
    cards: dict[str, Domain | Planet | Tech] = {**DOMAIN, **PLANET, **TECH}
    icons = {card.icon for card in cards.values() if card.icon}
    assert "capital" in icons
    for name in icons:
        assert f"icon-{name}" in found and f".icon-{name} {{ color: var(--c-{name}); }}" in css
    for key, card in cards.items():
        used = USED.findall(face(key))
        assert used == ([card.icon] if card.icon else []), key
