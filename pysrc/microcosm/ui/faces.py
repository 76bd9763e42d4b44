"""Cards, planets and Techs as markup, with every provisional name and reconstructed value
marked: a `†` after a provisional name, a `*` after a reconstructed value, each an `<abbr>`
whose title says what it means, and the classes `provisional` / `reconstructed` for styling.
Shared by the table and the gallery, so both mark the same things the same way.
"""

from __future__ import annotations

from microcosm.cards import DOMAIN, PLANET, TECH, Domain, Planet, R, Tech
from microcosm.ui.describe import icon_word, name
from microcosm.ui.text import t
from tabletop.markup import Markup, el, join, text
from tabletop.text import drawn_once
from tabletop.ui.icons import graphic


def name_mark() -> Markup:
    return el("abbr", {"class_": "mc-mark", "title": t("microcosm.mark.name")}, "†")


def value_mark() -> Markup:
    return el("abbr", {"class_": "mc-mark", "title": t("microcosm.mark.value")}, "*")


def card_name(key: str) -> Markup:
    """A card's name; a provisional one is marked."""
    item: Domain | Planet | Tech = DOMAIN.get(key) or PLANET.get(key) or TECH[key]
    if item.provisional_name:
        return el("span", {"class_": "card-name provisional"}, name(key), name_mark())
    return el("span", {"class_": "card-name"}, name(key))


def value(shown: object, status: str) -> Markup:
    """A card's value; a reconstructed one is marked."""
    if status == R:
        return el("span", {"class_": "value reconstructed"}, shown, value_mark())
    return el("span", {"class_": "value"}, shown)


@drawn_once
def chip(key: str, extra: str = "") -> Markup:
    """A card named in a list (hand, discard, Colonies, Spoils...): name and icon."""
    if key in DOMAIN:
        icon, status = DOMAIN[key].icon, DOMAIN[key].status["icon"]
    elif key in PLANET:
        icon, status = PLANET[key].icon, PLANET[key].status["icon"]
    else:
        icon, status = TECH[key].icon or "", TECH[key].status["icon"]
    return el(
        "span",
        {"class_": f"mini mc-chip tipped {extra}".strip(), "data-card": key, "tabindex": "-1"},
        card_name(key),
        " · ",
        value(icon_word(icon or None), status),
        el(
            "span",
            {"class_": "tip"},
            el("ul", {"class_": "values"}, [el("li", {}, p) for p in _details(key)]),
        ),
    )


def _details(key: str) -> list[Markup]:
    """Every value of a card (a chip's tooltip shows them, as its whole face does)."""
    if key in DOMAIN:
        return list(domain_details(DOMAIN[key]))
    if key in PLANET:
        return list(planet_details(PLANET[key]))
    return list(tech_details(TECH[key]))


def _icon(icon: str | None) -> Markup:
    """A card's icon: its picture (from the sprite, beside the word that names it) and word."""
    if not icon:
        return text(icon_word(None))
    return join([graphic(icon), t("microcosm.icon_label", icon=icon_word(icon))])


def _colour(colour: str | None, planet: bool = False) -> str:
    """A colour; a planet without one is a Prestige planet, a Domain card is colourless."""
    return t(f"microcosm.colour.{colour or ('prestige' if planet else 'none')}")


def domain_details(card: Domain) -> list[Markup]:
    """A Domain card's values, each with its mark."""
    s = card.status
    rule = (
        t("microcosm.scoring.per_colour", colour=_colour(card.colour))
        if card.scoring == "per_colour"
        else t(f"microcosm.scoring.{card.scoring}")
    )
    return [
        value(t(f"microcosm.action.{card.action}"), s["action"]),
        value(_icon(card.icon), s["icon"]),
        value(_colour(card.colour), s["colour"]),
        value(rule, s["scoring"] if s["value"] != R else R),
        value(t(f"microcosm.effect.{card.effect}"), s["effect"]),
    ]


def planet_details(planet: Planet) -> list[Markup]:
    s = planet.status
    parts = [
        value(t("microcosm.table.cost", cost=planet.cost), s["cost"]),
        value(_colour(planet.colour, planet=True), s["colour"]),
        value(_icon(planet.icon), s["icon"]),
        value(t("microcosm.stat.planet_defence", n=planet.planet_defence), s["planet_defence"]),
        value(t("microcosm.stat.colony_defence", n=planet.colony_defence), s["colony_defence"]),
        value(t("microcosm.stat.influence", n=planet.influence), s["influence"]),
    ]
    if planet.bonus_defence:
        parts.append(
            value(t("microcosm.table.bonus_defence", n=planet.bonus_defence), s["bonus_defence"])
        )
    return parts


def tech_details(tech: Tech) -> list[Markup]:
    s = tech.status
    parts = [value(_icon(tech.icon), s["icon"])]
    if tech.bonus_defence:
        parts.append(
            value(t("microcosm.table.defence_bonus_tech", n=tech.bonus_defence), s["bonus_defence"])
        )
    return parts


@drawn_once
def face(key: str, extra: str = "") -> Markup:
    """A whole card: its name and every value (hand, supply, centre, gallery)."""
    if key in DOMAIN:
        kind, details = "domain", domain_details(DOMAIN[key])
        colour = DOMAIN[key].colour or "none"
    elif key in PLANET:
        kind, details = "planet", planet_details(PLANET[key])
        colour = PLANET[key].colour or "none"
    else:
        kind, details, colour = "tech", tech_details(TECH[key]), "none"
    return el(
        "div",
        {"class_": f"card mc-{kind} colour-{colour} {extra}".strip(), "data-card": key},
        el("div", {"class_": "card-name"}, card_name(key)),
        el("ul", {"class_": "card-text values"}, [el("li", {}, part) for part in details]),
    )
