"""Untrusted text: every decoder refuses bad input with a sentence and bounded work.

Each test names the defect it guards against (issue "Trustworthy"). Deep nesting must be
refused before `json.loads` runs: CPython survives a 10,000-deep `[[[…]]]` with a
RecursionError, but Pyodide's smaller stack dies with a JavaScript RangeError, which is why
these tests check *how* the text was refused, not only that it was.
"""

from __future__ import annotations

import base64
import json
import time
import zlib
from typing import Any

import pytest

from eminent_domain import rules
from eminent_domain.demo_data import DEMOS
from eminent_domain.engine import Game
from eminent_domain.spec import SPEC
from eminent_domain.state import Config
from tabletop import demos, links, saves, untrusted
from tabletop import record as records
from tabletop.saves import MemoryStorage, SaveError
from tabletop.ui.embed import EmbedApp
from tabletop.untrusted import InputError, JsonRefused, ParamError, load_json
from tests.ui.test_app import make_app, start

DEEP = "[" * 10_000 + "]" * 10_000


class ReachedJsonLoads(BaseException):
    """Not an Exception, so that no `except Exception` in the code under test can hide it."""


def forbid_json_loads(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail if any decoder hands deeply nested text to json.loads."""
    real = json.loads

    def guarded(text: Any, *args: Any, **kwargs: Any) -> Any:
        brackets = text.count("[" if isinstance(text, str) else b"[")
        if isinstance(text, str | bytes) and brackets > 1000:
            raise ReachedJsonLoads("deeply nested text reached json.loads")
        return real(text, *args, **kwargs)

    monkeypatch.setattr(json, "loads", guarded)


# --- the decoder itself -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (DEEP, "depth"),
        ('{"a":' * 20 + "1" + "}" * 20, "depth"),
        ("1" * 5000, "number"),
        ("[1e999]", "number"),
        ("[NaN]", "number"),
        ("[-Infinity]", "number"),
        ("x" * 101, "size"),
        ('{"a": [1, 2', "syntax"),
        ("", "syntax"),
    ],
)
def test_load_json_names_the_limit_broken(
    text: str, kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    forbid_json_loads(monkeypatch)
    with pytest.raises(JsonRefused) as caught:
        load_json(text, max_chars=100 if kind == "size" else 100_000)
    assert caught.value.kind == kind
    assert str(caught.value).startswith("it ")


def test_load_json_counts_brackets_outside_strings_only() -> None:
    assert load_json(json.dumps({"name": "[" * 500 + "{" * 500}), max_chars=10_000) == {
        "name": "[" * 500 + "{" * 500
    }
    assert load_json('["\\"[[[["]', max_chars=100) == ['"[[[[']
    assert untrusted.nesting_depth('[[1], {"a": [2]}]', 10) == 3


def test_whole_number_takes_ascii_digits_only() -> None:
    assert untrusted.whole_number("3", 4) == 3
    for text in ("²", "٣", "-1", "+1", " 1", "1.0", "", "4", "9" * 30, None):
        assert untrusted.whole_number(text, 4) is None, text


def test_params_are_strict() -> None:
    spec = {"game": untrusted.LINK_DATA, "seat": untrusted.SEAT}
    assert untrusted.params("#game=v1.abc&seat=1&utm=x", spec) == {"game": "v1.abc", "seat": "1"}
    assert untrusted.params("", spec) == {}
    for bad in (
        "#game=v1.a&seat=²",
        "#seat=12",
        "#game=a&game=b",
        "#game=v1.a&seat=1%ZZ",
        "#game=" + "A" * 60_001,
    ):
        with pytest.raises(ParamError):
            untrusted.params(bad, spec)


# --- saves and imports ------------------------------------------------------------------------


def test_a_deeply_nested_save_is_set_aside_and_the_others_still_list(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    storage = MemoryStorage()
    app = make_app(storage)
    start(app)
    good = app.slot
    storage.setItem(saves.slot_key("deep"), DEEP)
    forbid_json_loads(monkeypatch)
    listed = {info.slot_id: info for info in saves.list_saves(storage)}
    assert listed[good].ok
    assert listed["deep"].error is not None and "nested" in listed["deep"].error
    assert storage.getItem(saves.slot_key("deep")) == DEEP  # set aside, never overwritten
    app.command("home")
    assert "Continue" in str(app.render())


def test_imports_of_deep_or_huge_numbers_say_what_is_wrong(monkeypatch: pytest.MonkeyPatch) -> None:
    forbid_json_loads(monkeypatch)
    with pytest.raises(SaveError, match="nested"):
        saves.SaveDoc.parse(DEEP)
    with pytest.raises(SaveError) as caught:
        saves.SaveDoc.parse('{"format": ' + "9" * 5000 + "}")
    assert "nested" not in str(caught.value) and "number" in str(caught.value)


def test_settings_nested_deeply_do_not_stop_the_app(monkeypatch: pytest.MonkeyPatch) -> None:
    storage = MemoryStorage()
    storage.setItem("eminent-domain/settings", DEEP)
    forbid_json_loads(monkeypatch)
    app = make_app(storage)
    assert app.pause_ms == 700


def test_a_save_record_is_refused_over_the_decision_limit() -> None:
    record = records.make(SPEC, Config(2).to_dict(), 1, ["skip"] * (records.MAX_ACTIONS + 1))
    with pytest.raises(records.RecordError, match="too many"):
        records.normal(record)


# --- links ------------------------------------------------------------------------------------


def packed(data: bytes, prefix: str = "v1.") -> str:
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = compressor.compress(data) + compressor.flush()
    return prefix + base64.urlsafe_b64encode(raw).decode().rstrip("=")


def test_an_impossible_seed_is_reported_in_english() -> None:
    with pytest.raises(links.LinkError) as caught:
        links.decode(packed(b"\x00" + b"\xff" * 20))
    assert "an impossible the" not in str(caught.value)
    assert "seed" in str(caught.value)


def test_a_link_announcing_too_many_moves_is_refused_before_any_work() -> None:
    data = bytearray([0])
    links._put(data, 1)
    links._put(data, 100_000)
    started = time.perf_counter()
    with pytest.raises(links.LinkError, match="too many moves"):
        links.decode(packed(bytes(data)))
    assert time.perf_counter() - started < 0.5


def test_a_seat_that_is_not_an_ascii_digit_opens_the_link_error_page() -> None:
    app = make_app()
    start(app)
    fragment = app.share_fragment()
    assert fragment is not None
    game = fragment.split("&")[0]
    for seat in ("²", "٣", "01"):
        app.screen = "home"
        assert app.open_fragment(f"{game}&seat={seat}")
        assert app.screen == "link-error", seat
        assert "seat" in app.link_error
    # A link names no seat any more (issue 30): an old one's seat, even one the game does not
    # have, is read as bounded and then ignored: the game opens as an onlooker sees it.
    app.screen = "home"
    assert app.open_fragment(f"{game}&seat=7")
    assert app.screen == "replay" and app.replay is not None and app.replay.seat is None


# --- demos ------------------------------------------------------------------------------------


def test_a_short_deeply_nested_demo_link_is_refused_as_nested(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    link = packed(DEEP.encode(), demos.LEGACY_LINK_PREFIX)
    assert len(link) < 100  # the 87-character link of the report
    forbid_json_loads(monkeypatch)
    with pytest.raises(demos.DemoError, match="nested"):
        demos.decode(link)
    embed = EmbedApp()
    embed.open_fragment("#demo=" + link)
    assert embed.demo is None and "nested" in embed.error


def test_every_documented_error_is_an_input_error() -> None:
    for kind in (links.LinkError, records.RecordError, demos.DemoError, SaveError, ParamError):
        assert issubclass(kind, InputError), kind


# --- work limits ------------------------------------------------------------------------------


def test_a_game_where_everyone_stalls_still_ends() -> None:
    """Four players who always take the last legal choice lead Research from its empty stack
    forever; the turn limit (docs/rules-notes.md) ends such a game, scored as it stands."""
    game = Game.new(Config(4), 1)
    decisions = 0
    while not game.is_over and decisions < records.MAX_ACTIONS:
        game.apply(game.legal_actions()[-1])
        decisions += 1
    assert game.is_over
    assert rules.MAX_TURNS <= game.state.turn <= rules.MAX_TURNS + 4


def test_the_log_says_when_the_turn_limit_ends_a_game() -> None:
    from eminent_domain.ui.describe import event_sentence  # noqa: PLC0415

    sentence = event_sentence({"type": "end_triggered", "turn_limit": 300}, ["A", "B"])
    assert sentence is not None and "limit of 300 turns" in sentence


def test_demo_texts_with_a_lone_surrogate_are_refused() -> None:
    """Found by fuzzing: demo titles and captions took "\\ud800", which is not text (save
    names already refused it) and cannot cross to the page as a JavaScript string intact."""
    demo = demos.parse(json.loads(json.dumps(DEMOS["survey"])))
    for change in ({"title": "A\ud800"}, {"captions": ["x\udfff", *demo.captions[1:]]}):
        with pytest.raises(demos.DemoError, match="not valid text"):
            demos.parse({**demo.to_dict(), **change})


def test_a_deeply_nested_saves_index_is_rebuilt_without_reaching_json_loads(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    storage = MemoryStorage()
    app = make_app(storage)
    start(app)
    storage.setItem(saves.INDEX_KEY, DEEP)
    forbid_json_loads(monkeypatch)
    (info,) = saves.list_saves(storage)
    assert info.ok and info.slot_id == app.slot


@pytest.mark.parametrize("players", [5, None, {"a": 1}, ["\ud800", "B"]])
def test_a_forged_index_entry_is_summarised_again_never_trusted(players: object) -> None:
    """The index is untrusted too: an entry that matches its slot's fingerprint but holds
    players that are no list of names once raised a TypeError while listing."""
    storage = MemoryStorage()
    app = make_app(storage)
    start(app)
    assert app.slot is not None
    saves.list_saves(storage)
    index = json.loads(storage.getItem(saves.INDEX_KEY) or "")
    index["slots"][app.slot]["players"] = players
    storage.setItem(saves.INDEX_KEY, json.dumps(index))
    saves.forget_memory()
    (info,) = saves.list_saves(storage)
    assert info.ok and info.players == ("Ada", "Bot")
