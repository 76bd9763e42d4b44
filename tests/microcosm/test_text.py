"""Every event kind reads as a sentence in English and French; names exist in both."""

from __future__ import annotations

import random

import pytest

from microcosm import SPEC
from microcosm.engine import Game
from microcosm.text import EVENT_KINDS, NAMES, OPTION_TEXTS, describe


def test_every_event_kind_produced_in_playouts_renders_in_both_languages() -> None:
    produced: set[str] = set()
    for seed in range(200):
        game = Game.new(seed, reveal_after_flip=seed % 2 == 0)
        chooser = random.Random(seed)
        while not game.is_over:
            for event in game.apply(chooser.choice(game.legal_actions())):
                produced.add(event["kind"])
                for lang in ("en", "fr"):
                    text = describe(event, NAMES, lang)
                    assert text and "{" not in text and "None" not in text
                    public = {k: v for k, v in event.items() if k != "secret"}
                    assert describe(public, NAMES, lang)
    assert produced <= set(EVENT_KINDS)
    assert len(produced) >= len(EVENT_KINDS) - 2  # almost every kind occurs in 200 games


def test_secret_parts_are_told_only_when_present() -> None:
    event = {"kind": "drew", "player": 0, "secret": {"card": "D01"}}
    assert "Colony Ship" in describe(event, NAMES, "en")
    assert "Vaisseau colonial" in describe(event, NAMES, "fr")
    assert "Colony Ship" not in describe({"kind": "drew", "player": 0}, NAMES, "en")


def test_names_in_both_languages_with_provisional_flag() -> None:
    assert len(NAMES) == 34
    for entry in NAMES.values():
        assert entry["en"] and entry["fr"] and isinstance(entry["provisional"], bool)
    assert NAMES["D15"]["provisional"] is False and NAMES["D01"]["provisional"] is True


def test_unknown_language_or_kind_is_refused() -> None:
    with pytest.raises(ValueError):
        describe({"kind": "took", "player": 0, "card": "D01"}, NAMES, "de")
    with pytest.raises(KeyError):
        describe({"kind": "nothing"}, NAMES, "en")


def test_option_texts_cover_the_option_and_its_values() -> None:
    for option in SPEC.options:
        keys = [option.label] + [f"{option.label}.{value}" for value in option.values]
        for key in keys:
            assert OPTION_TEXTS[key]["en"] and OPTION_TEXTS[key]["fr"]
