"""Readable faces (issue 33, point 6): every game's cards, tiles and technologies show their
values as labelled fields, explain their marks (†, *) once per face in a tooltip that screen
readers read too, and do so in English and in French; the prototype's hand cards show more
than a name, Microcosm's card played this turn is drawn whole, a score "12+" is explained."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from chaos_theory.cards import BOARD, OVERSIGHT_TECH, TILE, TRACKS
from chaos_theory.ui import faces as ct_faces
from microcosm import SPEC as MC
from microcosm.cards import DOMAIN, PLANET, TECH
from microcosm.ui import faces as mc_faces
from prototype_2010 import SPEC as PROTO
from prototype_2010.cards import CARD_KEYS, ROLES
from prototype_2010.cards import TECH as PROTO_TECH
from prototype_2010.ui import faces as proto_faces
from tabletop import text
from tabletop.ui import frame
from tabletop.ui.faces import Field, fields, mark_note
from tabletop.ui.game_ui import TableContext, ui_of
from tests.microcosm.helpers import position

NOTE = re.compile(r'<span class="face-marks" title="([^"]*)">(.*?)</span></span>')
LABELS = re.compile(r"<dt>(.*?)</dt>")


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    text.set_language(request.param)
    yield request.param
    text.set_language("en")


def notes(face: str) -> list[tuple[str, str]]:
    """(tooltip, accessible text) of each note on a face's marks."""
    found = []
    for title, inside in NOTE.findall(face):
        hidden = re.search(r'<span class="visually-hidden">(.*)$', inside)
        found.append((title, hidden.group(1) if hidden else ""))
    return found


# --- the core's helper ---------------------------------------------------------------------


def test_fields_are_labelled_and_only_a_partly_reconstructed_face_stars_its_lines() -> None:
    rows = [Field("Cost", 3, True, "cost"), Field("Icon", "Survey", False, "icon"), None]
    html = fields(rows)
    assert LABELS.findall(html) == ["Cost", "Icon"]
    assert '<div class="face-field field-cost reconstructed"><dt>Cost</dt><dd>3' in html
    assert html.count('class="face-star" aria-hidden="true"') == 1
    every = [Field("Cost", 3, True), Field("Icon", "Survey", True)]
    assert "face-star" not in fields(every, every_marked=True)


def test_a_note_explains_the_marks_once_and_names_the_fields_it_covers() -> None:
    rows = [Field("Cost", 3, True), Field("Icon", "Survey"), Field("Colour", "red", True)]
    note = mark_note(rows, "A made-up name", "Not in the sources")
    assert note is not None
    [(title, hidden)] = notes(note)
    assert title == hidden
    assert title == ("† A made-up name. * Not in the sources. The values concerned: Cost, Colour.")
    assert '<span aria-hidden="true">†*</span>' in note
    every = mark_note([Field("Cost", 3, True)], None, "Not in the sources")
    assert every is not None and "This holds for every value shown here." in every
    assert mark_note([Field("Cost", 3)], None, "Not in the sources") is None
    text.set_language("fr")
    try:
        french = mark_note(rows, "Un nom inventé", "Absent des sources")
    finally:
        text.set_language("en")
    assert french is not None and "Valeurs concernées\u00a0: Cost, Colour." in french


# --- every game's faces ---------------------------------------------------------------------


def all_faces() -> Iterator[tuple[str, str]]:
    """(name, html) of every face of the three siblings, in the current language."""
    for key in (*DOMAIN, *PLANET, *TECH):
        yield key, str(mc_faces.face(key))
    for tile in TILE:
        yield tile, str(ct_faces.tile_face(tile))
    for tech in [x for track in TRACKS for x in BOARD[track]] + [OVERSIGHT_TECH]:
        yield f"{tech.track}{tech.level}", str(ct_faces.tech_face(tech))
    for key in sorted(set(CARD_KEYS)):
        yield key, str(proto_faces.card_face(key, jan13=True))


def test_every_face_has_labelled_fields_and_at_most_one_note(lang: str) -> None:
    checked = 0
    for name, face in all_faces():
        labels = LABELS.findall(face)
        assert labels and all(labels), name
        assert "<li>" not in face, name  # no bullet list of unlabelled values
        assert "<abbr" not in face, name  # no mark with its own tooltip on a line
        found = notes(face)
        assert len(found) <= 1, name
        for title, hidden in found:
            assert title == hidden and title.startswith(("†", "*")), name
        stars = face.count('class="face-star"')
        marked = len(re.findall(r'class="face-field[^"]* reconstructed"', face))
        if marked:
            assert found, name  # a reconstructed value is always explained
            assert stars in (0, marked), name
        else:
            assert stars == 0, name
        checked += 1
    assert checked == len(DOMAIN) + len(PLANET) + len(TECH) + len(TILE) + 21 + len(set(CARD_KEYS))


def test_the_labels_and_notes_speak_french() -> None:
    text.set_language("fr")
    try:
        tile = str(ct_faces.tile_face("A04"))
        proto = str(proto_faces.card_face(PROTO_TECH[next(iter(PROTO_TECH))].key))
        domain = str(mc_faces.face("D03"))
    finally:
        text.set_language("en")
    assert LABELS.findall(tile)[:3] == ["Type", "Coût de Colonisation", "Coût de Guerre"]
    assert "Cela vaut pour toutes les valeurs montrées ici." in tile
    assert LABELS.findall(proto) == ["Action", "PV"]
    assert "Icônes\u00a0:" in proto  # the tooltip's full text, with French typography
    assert "Symbole" in LABELS.findall(domain)


# --- the 2010 prototype's cards --------------------------------------------------------------


def test_a_prototype_card_shows_its_icons_name_role_action_and_vp_and_says_it_all() -> None:
    role = str(proto_faces.card_face("survey"))
    assert (
        'role="img" aria-label="Survey"' in role and '<div class="card-name">Survey</div>' in role
    )
    assert LABELS.findall(role) == ["Role"]
    assert "Look at 1 planet card per icon" in role
    title = re.search(r'<div class="card role-card[^"]*"[^>]* title="([^"]*)"', role)
    assert title is not None
    # The tooltip: name, icons and the role's whole rule, more than the face shows.
    assert title.group(1).startswith("Survey · Icons: Survey · Role: Survey: take a planet")
    assert notes(role) == []  # nothing on a role card is reconstructed
    assert LABELS.findall(str(proto_faces.card_face("survey", jan13=True))) == [
        "Action (13 Jan)",
        "Role",
    ]
    key = next(iter(PROTO_TECH))
    tech = str(proto_faces.card_face(key))
    assert LABELS.findall(tech) == ["Action", "VP"]
    assert "<dt>VP</dt><dd>1</dd>" in tech
    [(said, _)] = notes(tech)
    assert said.startswith("* Reconstructed") and said.endswith("every value shown here.")


def test_the_prototype_hand_draws_faces_with_more_than_a_name() -> None:
    game = PROTO.new(PROTO.default_config(2), 1)
    view = PROTO.view(game, 0)
    ctx = TableContext(names=("Ada", "Bob"), bots=(None, "easy"))
    html = str(frame.table(ui_of(PROTO), view, ctx))
    hand = html[html.index("Your hand") :]
    cards = re.findall(r'<div class="card (?:role|tech)-card[^>]*>.*?</dl></div></div>', hand)
    assert len(cards) == len(view["players"][0]["hand"])
    for card in cards:
        assert 'title="' in card and "<dt>" in card and 'class="sym sym-' in card
    assert set(ROLES) >= {k for k in view["players"][0]["hand"] if k not in PROTO_TECH}


# --- Microcosm's table -----------------------------------------------------------------------


def test_the_card_played_this_turn_is_drawn_whole_not_as_a_bullet_list() -> None:
    game = position(hands=[["D09"], []])
    game.apply("play D09")
    view = MC.view(game, 0)
    ctx = TableContext(names=("Ada", "Bob"), bots=(None, "easy"))
    html = str(frame.table(ui_of(MC), view, ctx))
    start = html.index('class="mc-played"')
    played = html[start : html.index("</section>", start)]
    assert 'class="card mc-domain' in played and 'data-card="D09"' in played
    assert len(LABELS.findall(played)) == 5 and "<ul" not in played and "<li>" not in played


def test_a_running_score_with_a_plus_is_explained_at_the_table() -> None:
    """Microcosm shows "N+" when part of the opponent's score is hidden: the status bar's
    score says so, for the eye (its tooltip) and for screen readers."""
    game = position(hands=[["D09"], ["D01", "D02"]])
    view = MC.view(game, 0)
    ctx = TableContext(names=("Ada", "Bob"), bots=(None, "easy"))
    html = str(frame.table(ui_of(MC), view, ctx))
    partial = re.findall(r'<strong class="score-value partial" title="([^"]*)">', html)
    assert partial and all("part of this score is hidden from you" in p for p in partial)


# --- Chaos Theory's table ----------------------------------------------------------------------


def test_the_tech_boards_spaces_say_their_whole_face_in_a_tooltip(lang: str) -> None:
    """A space of the tech board shows its name and cost only: its tooltip says the rest
    (prerequisite, symbol or power, Influence, what is reconstructed)."""
    from chaos_theory import SPEC as CT  # noqa: PLC0415

    game = CT.new(CT.default_config(3), 1)
    view = CT.view(game, 0)
    ctx = TableContext(names=("Ada", "Bob", "Cy"), bots=(None, "easy", "easy"))
    html = str(frame.table(ui_of(CT), view, ctx))
    spaces = re.findall(r'<td class="ct-space" data-tech="(\w+)" title="([^"]*)"', html)
    assert len(spaces) == 20
    words = {"en": ("Prerequisite: ", "Cost: "), "fr": ("Prérequis\u00a0: ", "Coût\u00a0: ")}
    for key, title in spaces:
        assert all(word in title for word in words[lang]), key
        assert ("Power" if lang == "en" else "Pouvoir") in title or "Symbol" in title, key
