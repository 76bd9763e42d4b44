"""Save slots: documents round-trip, broken slots are reported and never touched, a full
storage refuses cleanly, and tampered or foreign files are refused with a readable reason."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest

from eminent_domain.engine import Game
from eminent_domain.state import Config
from tabletop import registry, saves
from tabletop.record import make as make_game_record
from tabletop.saves import (
    AUTOSAVE,
    FORMAT,
    MAX_DOC_CHARS,
    MAX_NAME,
    PREFIX,
    MemoryStorage,
    SaveDoc,
    SaveError,
    Seat,
)

NOW = "2025-03-01T10:00:00+00:00"
LATER = "2025-03-02T18:30:00+00:00"
SEATS = (Seat("Alice", "human"), Seat("Bot 1", "bot", "easy"))


def play(players: int, seed: int, steps: int | None) -> tuple[Game, list[str]]:
    """A game after `steps` random legal actions (to the end when None)."""
    game = Game.new(Config(players), seed)
    rng = random.Random(seed)
    actions: list[str] = []
    while not game.is_over and (steps is None or len(actions) < steps):
        action = str(rng.choice(game.legal_actions()))
        game.apply(action)
        actions.append(action)
    return game, actions


def make_doc(
    steps: int | None = 12,
    seed: int = 3,
    seats: tuple[Seat, ...] = SEATS,
    name: str = "Friday game",
    updated: str = NOW,
) -> SaveDoc:
    _, actions = play(len(seats), seed, steps)
    ed = registry.get("eminent-domain")
    record = make_game_record(ed, Config(len(seats)).to_dict(), seed, actions)
    return SaveDoc(name, NOW, updated, seats, False, record)


def doc_data(**changes: Any) -> dict[str, Any]:
    data = make_doc().to_dict()
    data.update(changes)
    return data


def refusal(data: Any) -> str:
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(SaveError) as caught:
        SaveDoc.parse(text)
    return str(caught.value)


# --- documents ----------------------------------------------------------------------------------


def test_document_round_trips_and_replays_to_the_same_game() -> None:
    game, actions = play(2, 3, 12)
    doc = make_doc()
    again = SaveDoc.parse(doc.to_json())
    assert again == doc
    assert again.record["actions"] == actions
    assert again.game().state.to_dict() == game.state.to_dict()
    assert SaveDoc.parse(saves.export_text(doc)) == doc


def test_four_seats_and_every_level_round_trip() -> None:
    seats = (
        Seat("Ann", "human"),
        Seat("R", "bot", "random"),
        Seat("M", "bot", "medium"),
        Seat("H", "bot", "hard"),
    )
    doc = make_doc(seats=seats)
    assert SaveDoc.parse(doc.to_json()).seats == seats
    assert json.loads(doc.to_json())["seats"][0] == {"name": "Ann", "kind": "human"}


def test_names_with_html_and_any_unicode_survive_unchanged() -> None:
    seats = (Seat('<script>alert("x")</script>', "human"), Seat("Zoë & 名前 🚀 '\"", "human"))
    doc = make_doc(seats=seats, name="<b>bold</b> &amp; <img src=x>")
    storage = MemoryStorage()
    assert saves.write(storage, "s1", doc)
    assert saves.read(storage, "s1") == doc
    [info] = saves.list_saves(storage)
    assert info.players == tuple(seat.name for seat in seats)
    assert info.name == doc.name
    exported = saves.export_text(doc)
    assert "名前" in exported  # readable in the downloaded file
    assert SaveDoc.parse(exported) == doc


def test_extra_record_keys_are_dropped_on_parse() -> None:
    data = doc_data()
    data["record"]["junk"] = {"deep": [1, 2, 3]}
    assert "junk" not in SaveDoc.parse(json.dumps(data)).record


# --- refusals -----------------------------------------------------------------------------------


def test_refuses_text_that_is_not_json() -> None:
    assert "not valid JSON" in refusal("{not json")
    assert "nested more than" in refusal("[" * 100_000)
    assert "JSON object" in refusal("[1, 2]")


def test_refuses_a_document_over_the_size_cap_before_parsing() -> None:
    message = refusal(" " * (MAX_DOC_CHARS + 1))
    assert "too large" in message
    assert str(MAX_DOC_CHARS) in message


def test_refuses_other_versions_and_foreign_formats() -> None:
    message = refusal(doc_data(format="eminent-domain-save/2"))
    assert "another version" in message
    assert "eminent-domain-save/2" in message
    assert FORMAT in message
    assert "not an Eminent Domain save" in refusal(doc_data(format="other-game/1"))
    data = doc_data()
    del data["format"]
    assert "not an Eminent Domain save" in refusal(data)


@pytest.mark.parametrize("field", ["name", "created", "updated", "seats", "undo_used", "record"])
def test_refuses_a_missing_field(field: str) -> None:
    data = doc_data()
    del data[field]
    message = refusal(data)
    assert "incomplete" in message
    assert field in message


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({"name": 7}, '"name" should be text'),
        ({"created": None}, '"created" should be text'),
        ({"updated": "yesterday"}, '"updated" is not an ISO-8601 date'),
        ({"seats": {"0": "Alice"}}, '"seats" should be a list'),
        ({"seats": ["Alice", "Bob"]}, '"seats" 1 should be an object'),
        ({"seats": [{"name": "Alice"}, {"name": "Bob", "kind": "human"}]}, "seats"),
        ({"seats": [{"name": 5, "kind": "human"}] * 2}, '"seats" 1 name should be text'),
        ({"undo_used": "no"}, '"undo_used" should be true or false'),
        ({"undo_used": 0}, '"undo_used" should be true or false'),
        ({"record": [1, 2]}, "record in this save is damaged"),
    ],
)
def test_refuses_wrong_types(changes: dict[str, Any], expected: str) -> None:
    assert expected in refusal(doc_data(**changes))


def test_refuses_a_record_that_fails_its_own_checks() -> None:
    data = doc_data()
    data["record"]["seed"] = -1
    assert "seed" in refusal(data)
    data = doc_data()
    data["record"]["version"] = 0
    assert "record in this save is damaged" in refusal(data)
    data = doc_data()
    data["record"]["game"] = "no-such-game"
    assert "no game called" in refusal(data)
    data = doc_data()  # a record as saves held them before the core, of an unknown format
    del data["record"]["game"], data["record"]["version"]
    data["record"]["format"] = "eminent-domain/0"
    assert "unsupported format" in refusal(data)


def test_refuses_a_seat_count_other_than_the_games_players() -> None:
    data = doc_data(seats=[{"name": "Solo", "kind": "human"}])
    assert refusal(data) == "The save has 1 seats but its game is for 2 players."


def test_refuses_names_too_long_empty_or_broken() -> None:
    assert SaveDoc.parse(json.dumps(doc_data(name="x" * MAX_NAME))).name == "x" * MAX_NAME
    message = refusal(doc_data(name="x" * (MAX_NAME + 1)))
    assert "too long" in message
    assert f"{MAX_NAME + 1} characters" in message
    seats = [{"name": "y" * 41, "kind": "human"}, {"name": "B", "kind": "human"}]
    assert "the name of seat 1" in refusal(doc_data(seats=seats))
    assert "is empty" in refusal(doc_data(name="   "))
    assert "not valid text" in refusal(doc_data(name="\ud800"))


def test_refuses_unknown_kinds_and_bot_levels() -> None:
    seats = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "bot", "level": "godlike"}]
    message = refusal(doc_data(seats=seats))
    assert "Seat 2 has an unknown bot level" in message
    assert "godlike" in message
    assert "easy" in message
    seats = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "bot"}]
    assert "unknown bot level" in refusal(doc_data(seats=seats))
    seats = [{"name": "A", "kind": "alien"}, {"name": "B", "kind": "human"}]
    assert "neither a human nor a bot" in refusal(doc_data(seats=seats))
    seats = [{"name": "A", "kind": "human", "level": "easy"}, {"name": "B", "kind": "human"}]
    assert "human with a bot level" in refusal(doc_data(seats=seats))


def tampered(step: int) -> dict[str, Any]:
    """A good document whose action `step` (1-based) is replaced by one illegal there."""
    data = doc_data()
    actions = data["record"]["actions"]
    game = Game.new(Config(2), data["record"]["seed"])
    for action in actions[: step - 1]:
        game.apply(action)
    legal = {str(action) for action in game.legal_actions()}
    actions[step - 1] = next(a for a in ("pass", "done", "collect", "keep 9") if a not in legal)
    return data


def test_refuses_a_tampered_record_naming_the_step() -> None:
    message = refusal(tampered(5))
    assert "altered" in message
    assert "action 5" in message


# --- slots --------------------------------------------------------------------------------------


def test_write_read_delete() -> None:
    storage = MemoryStorage()
    doc = make_doc()
    assert saves.write(storage, AUTOSAVE, doc)
    assert storage.getItem(PREFIX + AUTOSAVE) == doc.to_json()
    assert saves.read(storage, AUTOSAVE) == doc
    saves.delete(storage, AUTOSAVE)
    with pytest.raises(SaveError, match="no save in slot autosave"):
        saves.read(storage, AUTOSAVE)
    assert storage.length == 0


def test_write_refuses_an_unsafe_slot_id() -> None:
    for bad in ("", "../x", "a b", "-x", "x" * 65, "a/b"):
        with pytest.raises(ValueError, match="slot id"):
            saves.write(MemoryStorage(), bad, make_doc())


def test_list_saves_newest_first_with_round_scores_and_state() -> None:
    storage = MemoryStorage()
    storage.setItem("other-app/key", "unrelated")
    early, late = make_doc(updated=NOW), make_doc(steps=None, seed=8, updated=LATER)
    assert saves.write(storage, "early", early)
    assert saves.write(storage, "late", late)
    infos = saves.list_saves(storage)
    assert [info.slot_id for info in infos] == ["late", "early"]
    finished, going = infos
    assert going.ok
    assert going.players == ("Alice", "Bot 1")
    assert going.updated == NOW
    assert not going.finished
    game = early.game()
    assert going.turn == game.state.turn
    assert going.scores == tuple(game.scores())
    assert finished.finished
    assert finished.turn > 0
    assert finished.scores == tuple(late.game().scores())


def test_time_zones_order_by_the_moment_not_the_text() -> None:
    storage = MemoryStorage()
    # 09:00 in New York is later than 10:00 in UTC.
    saves.write(storage, "utc", make_doc(updated="2025-03-01T10:00:00Z"))
    saves.write(storage, "ny", make_doc(updated="2025-03-01T09:00:00-05:00"))
    assert [info.slot_id for info in saves.list_saves(storage)] == ["ny", "utc"]


def test_a_broken_slot_is_listed_with_its_error_and_never_touched() -> None:
    storage = MemoryStorage()
    saves.write(storage, "good", make_doc())
    corrupt = '{"format": "eminent-domain-save/1", "name": "half'
    storage.setItem(PREFIX + "broken", corrupt)
    storage.setItem(PREFIX + "tampered", json.dumps(tampered(3)))

    infos = saves.list_saves(storage)
    assert [info.slot_id for info in infos] == ["good", "broken", "tampered"]
    assert infos[0].ok
    assert infos[1].error is not None
    assert "not valid JSON" in infos[1].error
    assert infos[2].error is not None
    assert "action 3" in infos[2].error

    with pytest.raises(SaveError):
        saves.read(storage, "broken")
    saves.write(storage, "good", make_doc(name="Renamed"))
    saves.write(storage, saves.new_slot_id(storage, LATER), make_doc())
    saves.read(storage, "good")
    saves.delete(storage, "good")
    saves.list_saves(storage)
    assert storage.getItem(PREFIX + "broken") == corrupt
    assert storage.getItem(PREFIX + "tampered") == json.dumps(tampered(3))


def test_a_full_storage_refuses_the_write_and_keeps_the_old_save() -> None:
    small, big = make_doc(steps=2), make_doc(steps=200)
    quota = 2 * (len(PREFIX + AUTOSAVE) + len(small.to_json())) + 100
    storage = MemoryStorage(quota=quota)
    assert saves.write(storage, AUTOSAVE, small)
    assert not saves.write(storage, AUTOSAVE, big)
    assert saves.read(storage, AUTOSAVE) == small
    assert not saves.write(storage, "second", small)
    assert storage.length == 1


class BrokenStorage(MemoryStorage):
    """A storage that throws on writes, like a disabled localStorage in private browsing."""

    def setItem(self, key: str, value: str) -> None:
        raise RuntimeError("SecurityError: the operation is insecure")


def test_any_storage_error_on_write_gives_false() -> None:
    assert not saves.write(BrokenStorage(), "s", make_doc())


class JsNull:
    """What a JS null may look like from Python in Pyodide: a non-str object."""


class JsLikeStorage(MemoryStorage):
    def getItem(self, key: str) -> Any:
        value = super().getItem(key)
        return JsNull() if value is None else value

    def key(self, index: int) -> Any:
        value = super().key(index)
        return JsNull() if value is None else value


def test_js_null_counts_as_missing() -> None:
    storage = JsLikeStorage()
    with pytest.raises(SaveError, match="no save"):
        saves.read(storage, "nothing")
    assert saves.new_slot_id(storage, NOW) == "20250301-100000"
    saves.write(storage, "a", make_doc())
    assert [info.slot_id for info in saves.list_saves(storage)] == ["a"]


def test_new_slot_ids_are_unique_and_filename_safe() -> None:
    storage = MemoryStorage()
    ids = []
    for _ in range(3):
        slot_id = saves.new_slot_id(storage, NOW)
        assert saves.valid_slot_id(slot_id)
        saves.write(storage, slot_id, make_doc())
        ids.append(slot_id)
    assert ids == ["20250301-100000", "20250301-100000-2", "20250301-100000-3"]
    assert saves.new_slot_id(storage, "not a date") == "save"
    assert saves.new_slot_id(storage, "2025-03-01") == "20250301-000000"


# --- import and export --------------------------------------------------------------------------


def test_import_stores_a_copy_under_a_new_slot() -> None:
    storage = MemoryStorage()
    doc = make_doc(updated=LATER)
    assert saves.write(storage, "20250302-183000", doc)
    slot_id = saves.import_text(storage, saves.export_text(doc))
    assert slot_id == "20250302-183000-2"
    assert saves.read(storage, slot_id) == doc
    assert saves.export_text(doc).startswith("{\n")


def test_import_of_a_tampered_record_names_the_step_and_stores_nothing() -> None:
    storage = MemoryStorage()
    saves.write(storage, AUTOSAVE, make_doc())
    before = dict(storage.items)
    with pytest.raises(SaveError, match="action 7"):
        saves.import_text(storage, json.dumps(tampered(7), indent=2))
    assert storage.items == before


def test_import_refuses_broken_text_and_a_full_storage() -> None:
    storage = MemoryStorage(quota=1000)
    with pytest.raises(SaveError, match="not valid JSON"):
        saves.import_text(storage, "garbage")
    with pytest.raises(SaveError, match="storage is full"):
        saves.import_text(storage, saves.export_text(make_doc()))
    assert storage.length == 0


def test_undo_flag_and_dates_round_trip() -> None:
    doc = replace(make_doc(), undo_used=True, updated=LATER)
    assert SaveDoc.parse(saves.export_text(doc)) == doc


# --- the index of summaries ---------------------------------------------------------------------


def many_docs(count: int) -> list[SaveDoc]:
    """`count` distinct short saves (a few games, each under many names and dates)."""
    bases = [make_doc(steps=steps, seed=seed) for seed, steps in ((1, 6), (2, 9), (5, 14))]
    return [
        replace(
            bases[i % len(bases)],
            name=f"Game {i}",
            updated=f"2025-04-01T{10 + i // 3600:02d}:{i // 60 % 60:02d}:{i % 60:02d}+00:00",
        )
        for i in range(count)
    ]


def count_replays(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Patch the record replay the saves module uses; the returned list grows per replay."""
    calls: list[int] = []
    real = saves.record.replay

    def counted(record: Any) -> Any:
        calls.append(1)
        return real(record)

    monkeypatch.setattr(saves.record, "replay", counted)
    return calls


def test_listing_500_saves_again_replays_none_of_them(monkeypatch: pytest.MonkeyPatch) -> None:
    storage = MemoryStorage()
    for number, doc in enumerate(many_docs(500)):
        assert saves.write(storage, f"s{number:03d}", doc)
    first = saves.list_saves(storage)  # builds the index: every save replayed once
    saves.forget_memory()  # a fresh page: only the storage remains
    replays = count_replays(monkeypatch)
    again = saves.list_saves(storage)
    assert len(replays) == 0
    assert again == first
    assert len(again) == 500 and all(info.ok for info in again)


def test_writes_with_the_game_index_it_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    storage = MemoryStorage()
    replays = count_replays(monkeypatch)
    docs = many_docs(3)
    for number, doc in enumerate(docs):
        assert saves.write(storage, f"s{number}", doc, doc.game())
    replays.clear()
    infos = saves.list_saves(storage)
    assert replays == []
    assert [info.name for info in infos] == ["Game 2", "Game 1", "Game 0"]
    assert infos[0].turn == docs[2].game().state.turn
    index = json.loads(storage.getItem(saves.INDEX_KEY) or "")
    assert sorted(index["slots"]) == ["s0", "s1", "s2"]


def test_a_slot_changed_behind_the_index_is_summarised_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    storage = MemoryStorage()
    saves.write(storage, "a", make_doc(name="Old name"))
    saves.write(storage, "b", make_doc(name="Other"))
    saves.list_saves(storage)
    # Another tab (or another version) rewrites slot a without touching the index.
    storage.setItem(PREFIX + "a", make_doc(name="New name", steps=20).to_json())
    replays = count_replays(monkeypatch)
    infos = {info.slot_id: info for info in saves.list_saves(storage)}
    assert len(replays) == 1
    assert infos["a"].name == "New name"
    assert infos["a"].turn == make_doc(steps=20).game().state.turn
    storage.setItem(PREFIX + "a", "garbage")
    assert "not valid JSON" in (saves.list_saves(storage)[-1].error or "")
    storage.removeItem(PREFIX + "b")
    assert [info.slot_id for info in saves.list_saves(storage)] == ["a"]
    assert sorted(json.loads(storage.getItem(saves.INDEX_KEY) or "")["slots"]) == ["a"]


@pytest.mark.parametrize(
    "bad_index",
    [
        "garbage",
        "[" * 100_000,
        json.dumps({"format": "eminent-domain-index/9", "slots": {}}),
        json.dumps({"format": saves.INDEX_FORMAT, "version": "0.0.0", "slots": {}}),
        json.dumps({"format": saves.INDEX_FORMAT, "slots": []}),
        " " * (saves.MAX_INDEX_CHARS + 1),
    ],
)
def test_a_bad_index_is_rebuilt_and_no_save_is_touched(bad_index: str) -> None:
    storage = MemoryStorage()
    saves.write(storage, "a", make_doc(name="Kept"))
    storage.setItem(PREFIX + "broken", "{")
    storage.setItem(saves.INDEX_KEY, bad_index)
    before = {key: value for key, value in storage.items.items() if key.startswith(PREFIX)}
    saves.forget_memory()
    infos = saves.list_saves(storage)
    assert [(info.slot_id, info.name) for info in infos] == [("a", "Kept"), ("broken", "")]
    assert {k: v for k, v in storage.items.items() if k.startswith(PREFIX)} == before
    index = json.loads(storage.getItem(saves.INDEX_KEY) or "")
    assert sorted(index["slots"]) == ["a", "broken"]


def test_forged_index_entries_are_not_believed() -> None:
    storage = MemoryStorage()
    doc = make_doc(name="Real")
    saves.write(storage, "a", doc, doc.game())
    index = json.loads(storage.getItem(saves.INDEX_KEY) or "")
    entry = index["slots"]["a"]
    forged: list[dict[str, Any]] = [
        {**entry, "name": 7},
        {**entry, "name": "x" * (MAX_NAME + 1)},
        {**entry, "updated": "yesterday"},
        {**entry, "players": ["only one"], "scores": [1]},
        {**entry, "scores": [1]},
        {**entry, "turn": -1},
        {**entry, "finished": "yes"},
        {"fp": entry["fp"], "error": ""},
        {**entry, "fp": "0-00000000", "name": "Stale"},
    ]
    for bad in forged:
        index["slots"]["a"] = bad
        storage.setItem(saves.INDEX_KEY, json.dumps(index))
        [info] = saves.list_saves(storage)
        assert info.ok and info.name == "Real", bad
        assert info.scores == tuple(doc.game().scores())


def five_player_chaos_theory(steps: int) -> tuple[SaveDoc, Any]:
    """A Chaos Theory save at five seats (its largest count) and its game, after `steps`
    random legal actions."""
    spec = registry.get("chaos-theory")
    config = spec.default_config(5)
    game = spec.new(config, 7)
    rng = random.Random(7)
    actions: list[str] = []
    while not game.is_over and len(actions) < steps:
        action = str(rng.choice(game.legal_actions()))
        game.apply(action)
        actions.append(action)
    seats = (Seat("Ann", "human"), *(Seat(f"Bot {n}", "bot", "easy") for n in range(1, 5)))
    return SaveDoc("Five", NOW, NOW, seats, False, make_game_record(spec, config, 7, actions)), game


def test_a_five_player_save_is_listed_from_the_index(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every player count the registry allows is indexed: a five-seat entry once failed a
    four-seat bound, so every listing replayed such saves (seconds for a hundred)."""
    storage = MemoryStorage()
    doc, game = five_player_chaos_theory(60)
    assert saves.write(storage, "five", doc, game)
    index = storage.getItem(saves.INDEX_KEY)
    saves.forget_memory()  # a fresh page: only the storage remains
    replays = count_replays(monkeypatch)
    [info] = saves.list_saves(storage)
    assert replays == []
    assert storage.getItem(saves.INDEX_KEY) == index  # the entry was believed, not rebuilt
    assert info.ok and info.game == "chaos-theory" and len(info.players) == 5
    assert info.scores == tuple(game.scores()) and info.turn == game.turn


def test_index_entries_with_a_seat_count_their_game_does_not_allow_are_not_believed() -> None:
    """The bound follows each game's own counts: five seats is a Chaos Theory count, not
    an Eminent Domain one, and no game seats six."""
    storage = MemoryStorage()
    doc = make_doc(name="Real")
    saves.write(storage, "a", doc, doc.game())
    index = json.loads(storage.getItem(saves.INDEX_KEY) or "")
    entry = index["slots"]["a"]
    for seats in (5, 6):
        forged = {**entry, "players": ["P"] * seats, "scores": [0] * seats}
        forged["levels"] = [None] * seats
        index["slots"]["a"] = forged
        storage.setItem(saves.INDEX_KEY, json.dumps(index))
        [info] = saves.list_saves(storage)
        assert info.ok and info.players == ("Alice", "Bot 1"), seats
    five, game = five_player_chaos_theory(30)
    saves.write(storage, "b", five, game)
    index = json.loads(storage.getItem(saves.INDEX_KEY) or "")
    entry = index["slots"]["b"]
    index["slots"]["b"] = {**entry, "players": [*entry["players"], "Sixth"]}
    index["slots"]["b"].update(scores=[*entry["scores"], 0], levels=[*entry["levels"], None])
    storage.setItem(saves.INDEX_KEY, json.dumps(index))
    infos = {info.slot_id: info for info in saves.list_saves(storage)}
    assert len(infos["b"].players) == 5


def test_deleting_the_last_save_removes_the_index() -> None:
    storage = MemoryStorage()
    doc = make_doc()
    saves.write(storage, "a", doc, doc.game())
    assert storage.getItem(saves.INDEX_KEY) is not None
    saves.delete(storage, "a")
    assert storage.items == {}
    assert saves.list_saves(storage) == []


def test_a_save_names_its_format_and_its_records_game_and_old_saves_still_read() -> None:
    data = doc_data()
    assert data["format"] == "tabletop-save/1"
    assert data["record"]["game"] == "eminent-domain" and data["record"]["version"] == 1
    data["format"] = "eminent-domain-save/1"  # as saves were written before the core
    assert SaveDoc.parse(json.dumps(data)).record == doc_data()["record"]
    data["format"] = "tabletop-save/2"
    assert "made by another version of the game" in refusal(data)


def test_a_branch_must_come_from_a_game_of_the_same_kind() -> None:
    data = doc_data()
    other = {
        "game": "microcosm",
        "version": 1,
        "config": {"players": 2, "reveal_after_flip": True},
        "seed": 1,
        "actions": [],
    }
    data["branch"] = {"step": 0, "from": other}
    assert "another kind" in refusal(data)
