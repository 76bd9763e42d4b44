"""Dice, planet tiles and technologies as markup, shared by the table and the gallery so that
both draw and mark them alike: a tile's or a technology's values as labelled fields, and one
note per face on its marks (`†` a provisional name, `*` the reconstructed values, listed by
field; `tabletop.ui.faces`). A name standing alone (the tech board's cells) keeps its own `†`,
an `<abbr>` whose title says what it means.

A die is a small inline SVG of this edition's own: a rounded square holding the face's role
symbol from the page's sprite (Produce/Trade shows both halves). Its colours are SVG
presentation attributes, which the page's security policy allows where inline styles are not;
a Used die is drawn grey and blank, as its face no longer counts.
"""

from __future__ import annotations

from chaos_theory.cards import OVERSIGHT, TILE, R, Tech
from chaos_theory.ui.describe import face_word, role_word, tech_name, tile_name
from chaos_theory.ui.names import NAMES, tech_key
from chaos_theory.ui.text import plural, t, t_markup
from tabletop.markup import Markup, el, join
from tabletop.text import drawn_once
from tabletop.ui.faces import (
    Field,
    all_reconstructed,
    fields,
    line,
    mark_note,
    mark_text,
    plain,
)
from tabletop.ui.icons import SPRITE, graphic

# The roles' colours of the page's theme (eminent_domain/static/cards.css), repeated for a die
# drawn without it.
FACE_COLOUR = {
    "survey": "#56b4e9",
    "warfare": "#d55e00",
    "colonize": "#009e73",
    "research": "#cc79a7",
    "produce": "#e69f00",
    "trade": "#f0e442",
    "politics": "#d9d9d9",
}
INK = "#14182b"
DIE_SIZE = 28  # px: small enough for seven dice in a row on a phone


def name_mark() -> Markup:
    return el("abbr", {"class_": "ct-mark", "title": t("chaos.mark.name")}, "†")


def value_mark() -> Markup:
    return el("abbr", {"class_": "ct-mark", "title": t("chaos.mark.value")}, "*")


def value(shown: object, status: str) -> Markup:
    """A value; a reconstructed one is marked."""
    if status == R:
        return el("span", {"class_": "value reconstructed"}, shown, value_mark())
    return el("span", {"class_": "value"}, shown)


def provisional(key: str, shown: str) -> Markup:
    """A name; a provisional one (`NAMES`) is marked."""
    entry = NAMES.get(key)
    if entry is not None and entry["provisional"]:
        return el("span", {"class_": "ct-name provisional"}, shown, name_mark())
    return el("span", {"class_": "ct-name"}, shown)


# --- dice -------------------------------------------------------------------------------------


def _symbol(role: str, x: float, y: float, size: float) -> Markup:
    return el(
        "use",
        {
            "href": f"{SPRITE}#icon-{role}",
            "x": x,
            "y": y,
            "width": size,
            "height": size,
            "class_": f"icon-{role}",
            "color": FACE_COLOUR[role],
            "fill": "currentColor",
            "stroke": INK,
            "stroke-width": "1.2",
        },
    )


@drawn_once
def die(face: str | None) -> Markup:
    """One die showing `face` (None: a Used die, grey and blank)."""
    label = t("chaos.die", face=face_word(face)) if face else t("chaos.die.used")
    if face is None:
        body = el(
            "rect",
            {
                "x": 1.5,
                "y": 1.5,
                "width": 29,
                "height": 29,
                "rx": 6,
                "fill": "#c9c9c9",
                "stroke": "#7a7a7a",
                "stroke-width": "1.5",
                "stroke-dasharray": "3 2",
            },
        )
        symbols: list[Markup] = []
    else:
        body = el(
            "rect",
            {
                "x": 1.5,
                "y": 1.5,
                "width": 29,
                "height": 29,
                "rx": 6,
                "fill": "#fbf8ef",
                "stroke": INK,
                "stroke-width": "1.5",
            },
        )
        if face == "produce_trade":
            symbols = [_symbol("produce", 3, 3, 15), _symbol("trade", 14, 14, 15)]
        else:
            symbols = [_symbol(face, 5, 5, 22)]
    return el(
        "svg",
        {
            "class_": f"ct-die face-{face or 'used'}",
            "viewBox": "0 0 32 32",
            "width": DIE_SIZE,
            "height": DIE_SIZE,
            "role": "img",
            "aria-label": label,
            "opacity": "0.55" if face is None else None,
        },
        el("title", {}, label),
        body,
        symbols,
    )


# --- planet tiles -----------------------------------------------------------------------------


def _name(key: str, shown: object) -> Markup:
    """A name in a face's head: italic when provisional (the face's note explains it)."""
    entry = NAMES.get(key)
    provisional = " provisional" if entry is not None and entry["provisional"] else ""
    return el("span", {"class_": f"ct-name{provisional}"}, shown)


def _is_provisional(key: str) -> bool:
    entry = NAMES.get(key)
    return entry is not None and bool(entry["provisional"])


def _field(key: str, shown: object, status: str) -> Field:
    return Field(t(f"chaos.field.{key}"), shown, status == R, key)


def tile_label(tile: str) -> Markup:
    """A tile's name where it stands alone; a start planet's own name is provisional, and
    marked."""
    if TILE[tile].name:
        name = provisional(tile, t(f"chaos.name.{tile}"))
        return el("span", {"class_": "ct-name"}, t_markup("chaos.tile.start_name", name=name))
    return el("span", {"class_": "ct-name"}, tile_name(tile))


def tile_fields(tile: str) -> list[Field]:
    """Every value printed on a tile, labelled; the sources give a whole tile or none of it."""
    found = TILE[tile]
    s = found.status
    kind = t(f"chaos.type.{found.type}")
    parts = [_field("type", join([graphic(found.type), " ", kind]), s)]
    if found.colour:
        parts.append(_field("start", t(f"chaos.colour.{found.colour}"), s))
    parts.append(
        _field(
            "colonize",
            found.colonize_cost if found.colonize_cost is not None else t("chaos.tile.no_colonize"),
            s,
        )
    )
    parts.append(
        _field(
            "warfare",
            found.warfare_cost if found.warfare_cost is not None else t("chaos.tile.no_warfare"),
            s,
        )
    )
    if found.icon:
        word = role_word(found.icon)
        parts.append(_field("symbol", join([graphic(found.icon), " ", word]), s))
    else:
        parts.append(_field("symbol", t("chaos.tile.no_icon"), s))
    influence: list[object] = [str(found.influence)]
    if found.influence > 2:
        influence += [" ", el("strong", {"class_": "ct-bonus"}, t("chaos.tile.bonus"))]
    parts.append(_field("influence", join(influence), s))
    return parts


def _tile_head_name(tile: str) -> Markup:
    if TILE[tile].name:
        name = _name(tile, t(f"chaos.name.{tile}"))
        return el("span", {"class_": "ct-name"}, t_markup("chaos.tile.start_name", name=name))
    return el("span", {"class_": "ct-name"}, tile_name(tile))


@drawn_once
def tile_face(tile: str, up: bool | None = None, extra: str = "") -> Markup:
    """A whole tile: its name, its side when in an Empire (`up`), the note on its marks and
    every value, labelled."""
    found = TILE[tile]
    side = "" if up is None else (" face-up" if up else " face-down")
    state = (
        None
        if up is None
        else el(
            "span", {"class_": "tag"}, t("chaos.tile.face_up" if up else "chaos.tile.face_down")
        )
    )
    rows = tile_fields(tile)
    why_name = t("chaos.mark.name") if found.name and _is_provisional(tile) else None
    return el(
        "div",
        {"class_": f"ct-tile type-{found.type}{side} {extra}".strip(), "data-tile": tile},
        el(
            "div",
            {"class_": "tile-name"},
            _tile_head_name(tile),
            state,
            mark_note(rows, why_name, t("chaos.mark.value")),
        ),
        fields(rows, every_marked=all_reconstructed(rows), inline=True),
    )


# --- technologies -----------------------------------------------------------------------------


def tech_label(tech: Tech) -> Markup:
    """A technology's name where it stands alone (the tech board, a player's list); a
    provisional one is marked."""
    key = tech_key(tech.track, tech.level)
    return provisional(key, tech_name(tech.track, tech.level))


def tech_fields(tech: Tech) -> list[Field]:
    """A space's cost, prerequisite, symbol, power and Influence. The board is reconstructed
    but for its Influence (1/2/3 on levels 3/4/5) and the kind of power of level 1 (Re-roll
    +1)."""
    if tech.type is not None:
        needs = plural("chaos.tech.needs_type", tech.planets, type=t(f"chaos.type.{tech.type}"))
    elif tech.types > 1:
        needs = t("chaos.tech.needs_types", n=tech.planets, k=tech.types)
    else:
        needs = t("chaos.tech.needs_any", n=tech.planets)
    parts = [_field("cost", t("chaos.tech.cost_value", n=tech.cost), R), _field("needs", needs, R)]
    if len(tech.symbols) > 1:
        parts.append(_field("tech_symbol", t("chaos.tech.all_symbols"), R))
    elif tech.symbols:
        shown = t("chaos.tech.symbol", role=role_word(tech.symbols[0]))
        parts.append(_field("tech_symbol", shown, R))
    if tech.ability:
        status = "" if tech.ability == "reroll" else R
        parts.append(_field("power", t(f"chaos.ability.{tech.ability}"), status))
    if tech.influence:
        parts.append(_field("influence", tech.influence, ""))
    return parts


def _where(tech: Tech) -> str:
    if tech.track == OVERSIGHT:
        return t("chaos.track.oversight")
    return t("chaos.tech.level", track=t(f"chaos.track.{tech.track}"), n=tech.level)


def tech_text(tech: Tech) -> str:
    """Everything a technology's face says, in one line: the tooltip of its name on the
    table, where only its name and cost fit."""
    rows = tech_fields(tech)
    key = tech_key(tech.track, tech.level)
    why_name = t("chaos.mark.name") if _is_provisional(key) else None
    return plain(
        tech_name(tech.track, tech.level),
        _where(tech),
        *[line(row.label, row.value) for row in rows],
        mark_text(rows, why_name, t("chaos.mark.value")),
    )


@drawn_once
def tech_face(tech: Tech) -> Markup:
    """A whole space of the tech board: name, note on its marks, place and every value."""
    key = tech_key(tech.track, tech.level)
    where = _where(tech)
    rows = tech_fields(tech)
    why_name = t("chaos.mark.name") if _is_provisional(key) else None
    return el(
        "div",
        {"class_": f"ct-tech track-{tech.track}", "data-tech": key},
        el(
            "div",
            {"class_": "tech-name"},
            _name(key, tech_name(tech.track, tech.level)),
            mark_note(rows, why_name, t("chaos.mark.value")),
        ),
        el("p", {"class_": "note"}, where),
        fields(rows, every_marked=all_reconstructed(rows)),
    )
