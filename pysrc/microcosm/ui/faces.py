"""Cards, planets and Techs as markup, shared by the table and the gallery so that both draw
them alike: a face in Eminent Domain's frame (a head with the card's icon and name, then its
values as labelled fields, `tabletop.ui.faces`), and one note per face that explains its marks
(`†` a provisional name, `*` the reconstructed values, listed by field) instead of a mark with
its own tooltip on every line.
"""

from __future__ import annotations

from microcosm.cards import DOMAIN, PLANET, TECH, Domain, Planet, R, Tech
from microcosm.ui.describe import icon_word, name
from microcosm.ui.text import t
from tabletop.markup import Markup, el
from tabletop.text import drawn_once
from tabletop.ui.faces import Field, all_reconstructed, fields, mark_note
from tabletop.ui.icons import graphic


def name_mark() -> Markup:
    return el("abbr", {"class_": "mc-mark", "title": t("microcosm.mark.name")}, "†")


def value_mark() -> Markup:
    return el("abbr", {"class_": "mc-mark", "title": t("microcosm.mark.value")}, "*")


def card_name(key: str) -> Markup:
    """A card's name where it stands alone (a known face-down planet); a provisional one is
    marked."""
    if _item(key).provisional_name:
        return el("span", {"class_": "card-name provisional"}, name(key), name_mark())
    return el("span", {"class_": "card-name"}, name(key))


def value(shown: object, status: str) -> Markup:
    """A value standing alone (the gallery's constants); a reconstructed one is marked."""
    if status == R:
        return el("span", {"class_": "value reconstructed"}, shown, value_mark())
    return el("span", {"class_": "value"}, shown)


def _item(key: str) -> Domain | Planet | Tech:
    return DOMAIN.get(key) or PLANET.get(key) or TECH[key]


def _colour(colour: str | None, planet: bool = False) -> str:
    """A colour; a planet without one is a Prestige planet, a Domain card is colourless."""
    return t(f"microcosm.colour.{colour or ('prestige' if planet else 'none')}")


def _field(key: str, shown: object, status: str) -> Field:
    return Field(t(f"microcosm.field.{key}"), shown, status == R, key)


def domain_fields(card: Domain) -> list[Field]:
    """A Domain card's values: its action, icon, colour, what it scores and its effect."""
    s = card.status
    rule = (
        t("microcosm.scoring.per_colour", colour=_colour(card.colour))
        if card.scoring == "per_colour"
        else t(f"microcosm.scoring.{card.scoring}")
    )
    return [
        _field("action", t(f"microcosm.action.{card.action}"), s["action"]),
        _field("icon", icon_word(card.icon), s["icon"]),
        _field("colour", _colour(card.colour), s["colour"]),
        _field("scoring", rule, s["scoring"] if s["value"] != R else R),
        _field("effect", t(f"microcosm.effect.{card.effect}"), s["effect"]),
    ]


def planet_fields(planet: Planet) -> list[Field]:
    s = planet.status
    parts = [
        _field("cost", planet.cost, s["cost"]),
        _field("colour", _colour(planet.colour, planet=True), s["colour"]),
        _field("icon", icon_word(planet.icon), s["icon"]),
        _field("planet_defence", planet.planet_defence, s["planet_defence"]),
        _field("colony_defence", planet.colony_defence, s["colony_defence"]),
        _field("influence", planet.influence, s["influence"]),
    ]
    if planet.bonus_defence:
        shown = t("microcosm.table.bonus_defence", n=planet.bonus_defence)
        parts.append(_field("bonus", shown, s["bonus_defence"]))
    return parts


def tech_fields(tech: Tech) -> list[Field]:
    s = tech.status
    parts = [_field("icon", icon_word(tech.icon), s["icon"])]
    if tech.bonus_defence:
        shown = t("microcosm.table.defence_bonus_tech", n=tech.bonus_defence)
        parts.append(_field("bonus", shown, s["bonus_defence"]))
    return parts


def card_fields(key: str) -> list[Field]:
    """Every value of a card, labelled (its face and a chip's tooltip show them)."""
    if key in DOMAIN:
        return domain_fields(DOMAIN[key])
    if key in PLANET:
        return planet_fields(PLANET[key])
    return tech_fields(TECH[key])


def note(key: str) -> Markup | None:
    """The card's one note on its marks: a provisional name, the reconstructed values."""
    provisional = t("microcosm.mark.name") if _item(key).provisional_name else None
    return mark_note(card_fields(key), provisional, t("microcosm.mark.value"))


def _values(key: str) -> Markup:
    rows = card_fields(key)
    return fields(rows, every_marked=all_reconstructed(rows), inline=True)


def _name(key: str) -> Markup:
    """A card's name in its head, italic when provisional (the note explains it)."""
    provisional = " provisional" if _item(key).provisional_name else ""
    return el("span", {"class_": f"card-name{provisional}"}, name(key))


@drawn_once
def chip(key: str, extra: str = "") -> Markup:
    """A card named in a list (hand, discard, Colonies, Spoils...): name and icon, and its
    whole face's values in a tooltip."""
    icon = _item(key).icon
    return el(
        "span",
        {"class_": f"mini mc-chip tipped {extra}".strip(), "data-card": key, "tabindex": "-1"},
        _name(key),
        " · ",
        el("span", {"class_": "value"}, icon_word(icon or None)),
        el("span", {"class_": "tip"}, note(key), _values(key)),
    )


@drawn_once
def face(key: str, extra: str = "") -> Markup:
    """A whole card: its icon, name, note on its marks and every value, labelled (hand,
    supply, centre, the card played, the gallery)."""
    if key in DOMAIN:
        kind, colour = "domain", DOMAIN[key].colour or "none"
    elif key in PLANET:
        kind, colour = "planet", PLANET[key].colour or "none"
    else:
        kind, colour = "tech", "none"
    icon = _item(key).icon
    return el(
        "div",
        {"class_": f"card mc-{kind} colour-{colour} {extra}".strip(), "data-card": key},
        el(
            "div",
            {"class_": "card-head"},
            el("span", {"class_": "symbols"}, graphic(icon)) if icon else None,
            _name(key),
            note(key),
        ),
        el("div", {"class_": "card-text"}, _values(key)),
    )
