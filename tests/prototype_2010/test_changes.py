"""The "What changed from 2010 to 2011" page's data: complete, in both languages, and typeset."""

from __future__ import annotations

import re

import pytest

from prototype_2010.ui.changes import CHANGES, DEMOS, Change

LANGUAGES = {"en", "fr"}
NBSP = "\u00a0"
TOPICS = (
    "components",
    "setup",
    "turn",
    "survey",
    "colonize",
    "warfare",
    "harvest",
    "trade",
    "research",
    "end",
    "scoring",
    "hand-size",
)
DEMO_OF = {
    "survey": "survey-by-backs",
    "warfare": "armies",
    "research": "tech-decks",
    "harvest": "harvest",
}


def texts(change: Change) -> dict[str, dict[str, str]]:
    return {"title": change.title, "y2010": change.y2010, "y2011": change.y2011}


def test_keys_are_unique_and_in_order() -> None:
    keys = [change.key for change in CHANGES]
    assert len(keys) == len(set(keys))
    assert tuple(keys[: len(TOPICS)]) == TOPICS
    for key in keys:
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", key), key


@pytest.mark.parametrize("change", CHANGES, ids=lambda c: c.key)
def test_both_languages_and_no_empty_text(change: Change) -> None:
    for field, text in texts(change).items():
        assert set(text) == LANGUAGES, (change.key, field)
        for lang, value in text.items():
            assert value.strip(), (change.key, field, lang)
            assert value == value.strip(), (change.key, field, lang)
            assert "<" not in value and ">" not in value, (change.key, field, lang)


@pytest.mark.parametrize("change", CHANGES, ids=lambda c: c.key)
def test_rule_texts_are_one_to_three_sentences(change: Change) -> None:
    for field in ("y2010", "y2011"):
        for lang, value in getattr(change, field).items():
            sentences = re.findall(r"[.!?](?=\s|$)", value)
            assert 1 <= len(sentences) <= 3, (change.key, field, lang, value)


def test_demos() -> None:
    assert set(DEMOS) == set(DEMO_OF.values())
    assert {c.key: c.demo for c in CHANGES if c.demo is not None} == DEMO_OF
    for change in CHANGES:
        assert change.demo is None or change.demo in DEMOS


def test_reconstructed_is_a_flag() -> None:
    assert all(isinstance(change.reconstructed, bool) for change in CHANGES)
    # Research rests on the reconstructed technology cards, the end on the pile sizes.
    flags = {change.key: change.reconstructed for change in CHANGES}
    assert flags["research"] and flags["end"]


@pytest.mark.parametrize("change", CHANGES, ids=lambda c: c.key)
def test_french_typography(change: Change) -> None:
    for field, text in texts(change).items():
        french = text["fr"]
        for mark in ":;?!":
            assert f" {mark}" not in french, (change.key, field, mark)
            for at in (i for i, char in enumerate(french) if char == mark):
                assert at > 0 and french[at - 1] == NBSP, (change.key, field, french[at - 5 :])
        assert "« " not in french and " »" not in french, (change.key, field)
        assert french.count("«") == french.count(f"«{NBSP}"), (change.key, field)
        assert french.count("»") == french.count(f"{NBSP}»"), (change.key, field)


def test_english_has_no_french_spacing() -> None:
    for change in CHANGES:
        for field, text in texts(change).items():
            assert NBSP not in text["en"], (change.key, field)
            assert not re.search(r" [:;?!]", text["en"]), (change.key, field)


def test_french_uses_the_game_vocabulary() -> None:
    french = " ".join(text["fr"] for change in CHANGES for text in texts(change).values())
    for word in (
        "Exploration",
        "Colonisation",
        "Guerre",
        "Récolte",
        "Production",
        "Commerce",
        "Recherche",
        "Politique",
        "Armées",
        "chasseurs",
        "influence",
    ):
        assert word in french, word
    for english in ("Survey", "Colonize", "Warfare", "Harvest", "Produce", "Fighter"):
        assert english not in french, english
