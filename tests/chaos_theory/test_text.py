"""Every event kind and every decision of Chaos Theory reads as a sentence in English and in
French; every string, name and option text exists in both languages."""

from __future__ import annotations

import string
from typing import Any

import pytest

from chaos_theory import SPEC
from chaos_theory.ui import describe
from chaos_theory.ui.describe import EVENT_KINDS, PENDING_KINDS
from chaos_theory.ui.names import NAMES, OPTION_TEXTS
from chaos_theory.ui.rules_text import RULES, RULES_FR
from chaos_theory.ui.text import STRINGS, STRINGS_FR
from tabletop import text
from tabletop.ui.home import option_field

from ..ui.test_languages import found_in
from .test_ui import ALL_GAMES, crafted, playthrough
from .test_ui import NAMES as PLAYERS

# The events the engine emits (chaos_theory/engine.py), each with the fields it carries.
EXAMPLES: dict[str, list[dict[str, Any]]] = {
    "lead": [{"player": 0, "role": "survey"}],
    "boost": [{"player": 1, "face": "produce_trade"}],
    "politics": [{"player": 0, "face": "warfare", "to": "colonize"}],
    "resolve": [{"player": 0, "role": "trade", "symbols": 1, "leader": True}],
    "follow": [{"player": 1, "role": "research"}],
    "dissent": [{"player": 2}],
    "reroll": [
        {"player": 0, "why": why, "count": n, "from_used": k, "faces": [n - 1, 0, 0, 0, 0, 1]}
        for why in ("dissent", "return", "streamline")
        for n, k in ((1, 0), (3, 1), (1, 1))
    ],
    "fix": [{"player": 1, "face": "politics", "to": "survey"}],
    "take": [{"player": 0, "tile": "M09", "slot": 2}, {"player": 1, "tile": "A12", "slot": 4}],
    "restock": [{"tiles": ["F01", "A04"]}],
    "collect": [{"player": 0, "count": 1}, {"player": 0, "count": 4}],
    "attack": [{"player": 0, "planet": 0, "tile": "S1", "cost": 1}],
    "settle": [{"player": 0, "planet": 2, "tile": "F07", "cost": 5}],
    "produce": [{"player": 0, "count": 2}],
    "trade": [{"player": 0, "count": 0}],
    "trade_fighters": [{"player": 0, "count": 3}],
    "research": [
        {"player": 0, "track": "diverse", "level": 2},
        {"player": 0, "track": "oversight", "level": 1, "faces": [0, 0, 0, 0, 0, 1]},
    ],
    "end_triggered": [{"reason": reason} for reason in ("supply", "display", "rounds")],
    "turn": [{"player": 1, "turn": 3}],
    "game_over": [
        {"scores": [12, 9, 12], "winners": [0]},
        {"scores": [12, 9, 12], "winners": [0, 2]},
    ],
}


def sentences(event: dict[str, Any]) -> tuple[str, str]:
    said = []
    try:
        for lang in ("en", "fr"):
            text.set_language(lang)
            line = describe.event_sentence(event, list(PLAYERS))
            assert line and "{" not in line and "None" not in line, (lang, event)
            said.append(line)
    finally:
        text.set_language("en")
    return said[0], said[1]


def test_every_event_kind_of_the_engine_has_a_sentence() -> None:
    assert set(EXAMPLES) == EVENT_KINDS
    for kind, events in EXAMPLES.items():
        for event in events:
            english, french = sentences({"kind": kind, **event})
            assert english != french, kind


def test_every_event_of_whole_games_reads_in_both_languages() -> None:
    produced = set()
    for game in ALL_GAMES:
        for step in playthrough(*game)[-1:]:
            for event in step.history:
                produced.add(event["kind"])
                assert set(event) - {"kind"} <= {
                    key for example in EXAMPLES[event["kind"]] for key in example
                }, event
                sentences(event)
    assert produced >= EVENT_KINDS - {"trade_fighters", "fix", "politics"}


def test_an_unknown_event_has_no_sentence() -> None:
    assert describe.event_sentence({"kind": "nothing"}, list(PLAYERS)) is None


def test_plurals_read_right() -> None:
    event = {"kind": "reroll", "player": 0, "why": "dissent", "count": 1, "from_used": 0}
    assert describe.event_sentence(event | {"faces": [1, 0, 0, 0, 0, 0]}, ["Ann"]) == (
        "\u2068Ann\u2069 re-rolled 1 die: 1 Survey."
    )
    event = {"kind": "collect", "player": 0, "count": 3}
    assert describe.event_sentence(event, ["Ann"]) == "\u2068Ann\u2069 collected 3 Fighters."


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_decision_has_a_title_for_its_player_and_for_the_others(lang: str) -> None:
    try:
        text.set_language(lang)
        for kind in PENDING_KINDS:
            game = crafted(kind)
            decider = game.current_player
            titles = set()
            for seat in range(3):
                title = describe.prompt_title(SPEC.view(game, seat), list(PLAYERS[:3]))
                assert title and "{" not in title, (kind, seat)
                if seat != decider:
                    assert f"\u2068{PLAYERS[decider or 0]}\u2069" in title
                titles.add(title)
            assert len(titles) >= 2, kind  # the decider is addressed, the others told
    finally:
        text.set_language("en")


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


@pytest.mark.parametrize(("english", "french"), [(STRINGS, STRINGS_FR), (RULES, RULES_FR)])
def test_every_string_is_in_both_languages_with_the_same_placeholders(
    english: dict[str, str], french: dict[str, str]
) -> None:
    assert set(english) == set(french)
    for key, template in english.items():
        assert fields(template) == fields(french[key]), key
        assert key.startswith("chaos.")
    for key in french:
        catalogued = text.template(key, "fr")
        for mark in (" :", " ;", " ?", " !"):
            assert mark not in catalogued, (key, mark)


def test_every_pending_kind_and_event_kind_has_its_keys() -> None:
    for kind in PENDING_KINDS:
        assert f"chaos.doing.{kind}" in STRINGS
        assert any(key.startswith(f"chaos.prompt.{kind}") for key in STRINGS), kind


def test_option_texts_cover_every_option_and_value_in_both_languages() -> None:
    for option in SPEC.options:
        keys = [option.label] + [f"{option.label}.{value}" for value in option.values]
        for key in keys:
            assert OPTION_TEXTS[key]["en"] and OPTION_TEXTS[key]["fr"], key
            assert text.template(key, "en") != text.template(key, "fr"), key
    assert [option.label for option in SPEC.options] == [
        "chaos.politics",
        "chaos.used_dice",
        "chaos.oversight",
        "chaos.storage",
        "chaos.tech_influence",
        "chaos.tokens",
    ]


def test_names_in_both_languages_with_the_provisional_flag() -> None:
    assert len(NAMES) == 5 + 20 + 1  # start planets, the four tracks, the Oversight Committee
    for entry in NAMES.values():
        assert entry["en"] and entry["fr"] and isinstance(entry["provisional"], bool)
    assert NAMES["advanced1"]["provisional"] is False  # "Re-roll +1"
    assert NAMES["oversight1"]["provisional"] is False
    assert NAMES["metallic4"]["provisional"] is True and NAMES["S1"]["provisional"] is True


def test_no_text_of_the_interface_is_written_outside_the_catalogue() -> None:
    assert found_in("chaos_theory/ui") == []


@pytest.mark.parametrize(("lang", "said"), [("en", "House rule"), ("fr", "Règle maison")])
def test_used_dice_after_every_role_is_offered_as_a_house_rule(lang: str, said: str) -> None:
    """Seed 000, line 53: "Any dice used by a player to follow are placed in that player's
    Used pile", and nothing brings them back before that player's own turn. Emptying everyone's
    Used pile after every role (`used_dice=each_role`) is therefore no reading of the seed: the
    new-game form must call it a house rule, in both languages."""
    option = next(o for o in SPEC.options if o.name == "used_dice")
    text.set_language(lang)
    drawn = str(option_field(option, {}))
    each_role = drawn.split('value="each_role"', 1)[1].split("</option>", 1)[0]
    assert said in each_role
    own_turn = drawn.split('value="own_turn"', 1)[1].split("</option>", 1)[0]
    assert said not in own_turn
