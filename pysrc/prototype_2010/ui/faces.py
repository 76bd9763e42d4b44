"""Cards and planets of the 2010 prototype as HTML: a role card, a technology, a planet's face
and its back. A card's values are labelled fields (`tabletop.ui.faces`) and one note in its
head explains its reconstructed values; a value standing alone carries a mark whose title
says so."""

from __future__ import annotations

from typing import Any

from eminent_domain.planets import PLANETS, Planet
from prototype_2010.cards import ROLE_OF_ICON, TECH, icons
from prototype_2010.ui.describe import back_text, card_name, resource_word, role_word, type_word
from prototype_2010.ui.text import t
from tabletop.markup import Markup, el
from tabletop.ui.faces import Field, all_reconstructed, fields, line, mark_note, plain
from tabletop.ui.feedback import motion
from tabletop.ui.icons import graphic, icon
from tabletop.ui.targets import Targets

# The sprite's role icons: Harvest is drawn as the 2011 Produce.
ICON_OF_ROLE = {"harvest": "produce"}


def role_icon(role: str) -> Markup:
    return icon(ICON_OF_ROLE.get(role, role), role_word(role), f"role-badge role-{role}")


def mark() -> Markup:
    """The mark of a reconstructed value standing alone (its title says what it means)."""
    return el("abbr", {"class_": "mc-mark", "title": t("proto.mark.value")}, "*")


def card_fields(key: str, jan13: bool = False) -> list[Field]:
    """A card's values, labelled: a role card's role (and its Action with the 13 January
    option), a technology's Action and VP, both reconstructed."""
    tech = TECH.get(key)
    if tech is None:
        role = Field(t("proto.field.role"), t(f"proto.role_text.{key}"), name="role")
        if not jan13:
            return [role]
        shown = t(f"proto.role_action.{key}")
        return [Field(t("proto.field.action_jan13"), shown, name="action"), role]
    return [
        Field(t("proto.field.action"), t(f"proto.action.{tech.action}"), True, "action"),
        Field(t("proto.field.vp"), tech.vp, True, "vp"),
    ]


def full_text(key: str, jan13: bool = False) -> str:
    """Everything a card's face says, in one line, a role's whole rule included: its
    tooltip."""
    shown = ", ".join(role_word(r) for r in icons(key))
    rows = [line(t("proto.field.icons"), shown)]
    for row in card_fields(key, jan13):
        said = t(f"proto.rules.{key}") if row.name == "role" else row.value  # the whole rule
        rows.append(line(row.label, said))
    return plain(card_name(key), *rows)


def card_face(key: str, targets: Targets | None = None, jan13: bool = False) -> Markup:
    """A card in a hand or pile, as Eminent Domain draws one: its icons and name in the
    head, then its role or Action and VP as labelled fields; a technology's values are
    reconstructed, which one note in its head explains. Its tooltip says it all."""
    tech = TECH.get(key)
    attrs: dict[str, Any] = {"data-card": key, "title": full_text(key, jan13)}
    if targets is not None:
        attrs |= targets.attrs(f"card:{key}")
    kind = f"card role-card kind-{key}" if tech is None else f"card tech-card type-{tech.deck}"
    rows = card_fields(key, jan13)
    head = el(
        "div",
        {"class_": "card-head"},
        el("div", {"class_": "symbols"}, [role_icon(r) for r in icons(key)]),
        el("div", {"class_": "card-name" + (" reconstructed" if tech else "")}, card_name(key)),
        mark_note(rows, None, t("proto.mark.value")),
    )
    return el(
        "div",
        {"class_": kind} | attrs,
        head,
        el(
            "div",
            {"class_": "card-text"},
            fields(rows, every_marked=all_reconstructed(rows), inline=True),
        ),
    )


def planet_details(planet: Planet) -> list[object]:
    """A planet's face: type, name, VP, icon, resource slots, hand size."""
    kind = planet.type.value
    return [
        icon(kind, type_word(kind), "planet-type"),
        el("span", {"class_": "planet-name"}, planet.name),
        el("span", {"class_": "vp"}, t("proto.vp", n=planet.influence)),
        role_icon(ROLE_OF_ICON[planet.icon]) if planet.icon else None,
        el("span", {"class_": "hand-size"}, t("proto.hand_size", n=planet.hand_size))
        if planet.hand_size
        else None,
    ]


def planet_tile(
    entry: dict[str, Any], index: int, targets: Targets | None, mine: bool, seat: int = 0
) -> Markup:
    """A planet in an Empire: its face when face up (with its resource slots, targets of
    harvesting and trading), else its back, the Colonize icons under it, and (to its owner)
    the face only they have seen."""
    attrs: dict[str, Any] = {"data-place": index}
    attrs |= motion(f"planet-{seat}-{index}", face=bool(entry["face_up"]))
    if targets is not None:
        attrs |= targets.attrs(f"planet:{index}")
    kind = entry["back"]["type"]
    if entry["face_up"]:
        planet = PLANETS[int(entry["planet"])]
        slots = [
            el(
                "span",
                {"class_": "slot"} | (targets.attrs(f"slot:{index}:{n}") if targets else {}),
                icon(
                    slot.value,
                    t(
                        "proto.slot_filled" if filled else "proto.slot_empty",
                        resource=resource_word(slot.value),
                    ),
                    "res" + (" filled" if filled else " empty"),
                ),
            )
            for n, (slot, filled) in enumerate(zip(planet.slots, entry["filled"], strict=True))
        ]
        return el(
            "li",
            {"class_": f"planet face-up type-{kind}"} | attrs,
            planet_details(planet),
            el("span", {"class_": "resources"}, slots) if slots else None,
        )
    under = sum(icons(key).count("colonize") for key in entry["colonies"])
    secret = None
    if mine and entry["planet"] is not None:
        secret = el(
            "span",
            {"class_": "secret-face"},
            t("proto.secret_face", name=PLANETS[int(entry["planet"])].name),
        )
    return el(
        "li",
        {"class_": f"planet face-down type-{kind}"} | attrs,
        back_face(entry["back"]),
        el("span", {"class_": "colonies"}, t("proto.under", n=under)) if under else None,
        secret,
    )


def back_face(back: dict[str, Any]) -> Markup:
    """A planet's back, all anyone sees of it until it turns up: type and both costs."""
    kind = str(back["type"])
    return el(
        "span",
        {"class_": "planet-back", "title": back_text(back)},
        el("span", {"class_": "planet-name"}, graphic(kind), type_word(kind)),
        el("span", {"class_": "cost"}, role_icon("colonize"), back["colonize_cost"]),
        el("span", {"class_": "cost"}, role_icon("warfare"), back["warfare_cost"]),
    )
