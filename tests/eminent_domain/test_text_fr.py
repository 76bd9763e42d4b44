"""The base game's French table: only the listed texts read alike in both languages, the card
names are the card tables', letters and names tell things apart, and a whole game drawn in
French leaves no English game term. (Every key in both languages with the same placeholders,
and French typography, are checked for every table in `test_languages.py`.)"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from typing import Any

import pytest

from eminent_domain.cards import ROLE_KINDS, TECH_FACES
from eminent_domain.engine import Game
from eminent_domain.state import Config
from eminent_domain.ui import describe, text, text_fr
from eminent_domain.ui.rules_page import render_gallery, render_rules
from eminent_domain.view import view_for
from tabletop import registry
from tabletop import text as catalogue
from tabletop.rng import Rng
from tabletop.spec import event_for
from tabletop.ui import frame
from tabletop.ui.game_ui import TableContext, ui_of

UI = ui_of(registry.get("eminent-domain"))

EN = text.STRINGS
FR = text_fr.STRINGS

# Texts that are the same in both languages: words spelt alike, symbols and bare placeholders.
SAME_IN_BOTH = frozenset(
    {
        "planet_type.fertile",  # Fertile
        "gallery.type.fertile",
        "resource.letter.silicon",  # Si (silicium)
        "table.colonies",  # {n} colonies
        "will.colonize.many",  # {count} colonies
        "table.slot_filled",  # {resource}
        "end.col.total",  # Total
        "action.tech.symbols",  # {name} ({symbols})
        "follow.hint",  # {follow} {dissent}
        "log.score",  # {player} {score}
        "rules.label.action",  # Action
        "rules.tech.title",  # Technologies
        "gallery.techs.title",
        "rules.tech.col.influence",  # Influence
        "gallery.label.influence",
        "gallery.label.type",  # Type
        "gallery.hand.bonus",  # +{count}
    }
)


def test_only_the_listed_texts_read_the_same_in_both_languages() -> None:
    same = {key for key in EN if FR[key] == EN[key]}
    assert same == SAME_IN_BOTH


def test_the_english_card_names_and_texts_are_the_card_tables() -> None:
    """The table and the gallery show the catalogue's names, so the English must be the card
    tables' own words (nothing rendered in English changed when they moved)."""
    for kind in ROLE_KINDS:
        assert EN[f"role_card.{kind.key}"] == kind.name
    for face in TECH_FACES:
        assert describe.tech_name(face.key) == face.name
        assert describe.tech_text(face.key) == face.text


def test_resource_letters_tell_things_apart_in_french() -> None:
    letters = [FR[key] for key in FR if key.startswith("resource.letter.")]
    assert len(set(letters)) == len(letters) == 4


def test_the_french_tech_names_are_distinct() -> None:
    names = [FR[key] for key in FR if key.startswith("tech.name.")]
    assert len(set(names)) == len(names) == len({face.ability for face in TECH_FACES})


# --- the game drawn in French -----------------------------------------------------------------

# English game terms that a French page must not show (planet names contain none of them).
ENGLISH_TERMS = re.compile(
    r"\b(Survey|Warfare|Colonize|Produce|Trade|Research|Politics|Improved|fighters?|"
    r"Advanced|Metallic|Food|Water|Iron|Silicon|Your hand|Round|Lead|Follow|Dissent)\b"
)
# Markup is checked on its text only: class names and actions are notation, not words.
TAGS = re.compile(r"<[^>]*>")


@pytest.fixture
def french(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The catalogue answers the base game's keys in French for one test (and no drawing
    kept in English is taken: `drawn_once` keeps them by language)."""
    for key, value in FR.items():
        monkeypatch.setitem(catalogue.STRINGS, key, value)
    catalogue.forget_drawings()
    yield
    monkeypatch.undo()
    catalogue.forget_drawings()


def _words(markup: str) -> str:
    return html.unescape(TAGS.sub(" ", markup))


def _english_left(markup: str) -> list[str]:
    return ENGLISH_TERMS.findall(_words(markup))


@pytest.mark.usefixtures("french")
def test_the_rules_and_the_gallery_in_french_show_no_english_game_term() -> None:
    rules, gallery = str(render_rules()), str(render_gallery())
    assert "Exploration" in _words(rules) and "Bazar d'armement" in _words(gallery)
    assert _english_left(rules) == []
    assert _english_left(gallery) == []


@pytest.mark.usefixtures("french")
@pytest.mark.parametrize("players", [2, 4])
def test_whole_games_in_french_show_no_english_game_term(players: int) -> None:
    """Random games to their end: every table, button, prompt and log line in French."""
    names = ["Ada", "Bea", "Cy", "Dee"][:players]
    ctx = TableContext(names=tuple(names), bots=(None,) * players)
    for seed in range(2):
        game = Game.new(Config(players), seed)
        rng = Rng(seed)
        seen: dict[str, Any] = {}
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            view = view_for(game, seat)
            table = str(frame.table(UI, view, ctx))
            assert _english_left(table) == [], (seed, _english_left(table))
            for action in view["legal_actions"]:
                label = describe.action_label(action, view)
                assert _english_left(label) == [], (action, label)
            hint = describe.follow_hint(view)
            assert _english_left(hint) == [], hint
            options = game.legal_actions()
            for event in game.apply(options[rng.below(len(options))]):
                line = describe.event_sentence(event_for(event, seat), names)
                if line is not None:
                    assert _english_left(line) == [], line
                    seen[str(event["type"])] = line
        end = str(frame.table(UI, view_for(game, 0), ctx))
        assert _english_left(end) == [] and "Départage" in end
        assert "game_over" in seen and "Partie terminée" in seen["game_over"]
