"""The application's flows under CPython: new game, acting, bots, saves, hotseat, undo.

The browser tests drive the same `App` through the page; these check each rule of the
interface quickly and exactly.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from html.parser import HTMLParser
from itertools import count
from typing import Any

import pytest

from eminent_domain.ui import describe
from tabletop import saves
from tabletop.bots.service import choose_json
from tabletop.saves import MemoryStorage
from tabletop.ui import game_ui
from tabletop.ui.app import App


class Attributes(HTMLParser):
    """Every element's attributes, to find the buttons a screen offers."""

    def __init__(self) -> None:
        super().__init__()
        self.elements: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.append((tag, dict(attrs)))


def elements(html: str) -> list[tuple[str, dict[str, str | None]]]:
    parser = Attributes()
    parser.feed(html)
    return parser.elements


def actions_offered(app: App) -> list[str]:
    return [str(a["data-action"]) for _, a in elements(str(app.render())) if "data-action" in a]


def make_app(storage: MemoryStorage | None = None) -> App:
    clock = count()
    seeds = count(1000)
    return App(
        storage if storage is not None else MemoryStorage(),
        lambda: f"2026-11-22T10:{next(clock) // 60 % 60:02d}:{next(clock) % 60:02d}+00:00",
        lambda: next(seeds),
    )


def start(app: App, **fields: str) -> None:
    form = {"players": "2", "name0": "Ada", "kind0": "human", "name1": "Bot", "kind1": "easy"}
    form.update(fields)
    app.command("start", form)


def run_bots(app: App, limit: int = 10_000) -> None:
    """Let bots play until a human must decide (or the game ends), as the page does."""
    for _ in range(limit):
        seat = app.bot_due()
        if seat is None:
            return
        assert app.bot_act(json.loads(choose_json(app.bot_request())))
    raise AssertionError("bots did not stop")


def test_new_game_shows_the_table_with_exactly_the_legal_actions() -> None:
    app = make_app()
    start(app, seed="7")
    assert app.screen == "table"
    assert app.session is not None and app.session.seed == 7
    view = app.session.view(0)
    assert actions_offered(app) == view["legal_actions"]


def test_every_position_offers_exactly_the_engines_legal_actions() -> None:
    """Issue 4: the prompt offers exactly the engine's legal actions, nothing else."""
    app = make_app()
    start(app, seed="3", kind1="human", name1="Bea")
    session = app.session
    assert session is not None
    for _ in range(400):
        if session.game.is_over:
            break
        if app.screen == "pass":
            assert actions_offered(app) == []
            app.command("reveal")
        legal = session.view(session.game.current_player or 0)["legal_actions"]
        assert actions_offered(app) == legal
        assert app.act(legal[-1])


def test_a_bad_action_is_refused_and_changes_nothing() -> None:
    app = make_app()
    start(app, seed="7")
    assert app.session is not None
    before = json.dumps(app.session.record)
    assert not app.act("lead nonsense")
    assert not app.act("research T97")
    assert json.dumps(app.session.record) == before


def test_solo_game_bots_play_between_the_humans_turns_and_the_game_ends() -> None:
    app = make_app()
    start(app, seed="11")
    session = app.session
    assert session is not None
    for _ in range(3000):
        run_bots(app)
        if session.game.is_over:
            break
        legal = session.view(0)["legal_actions"]
        assert app.act(legal[0])
    assert session.game.is_over
    html = str(app.render())
    assert "Final scores" in html
    assert "<svg" in html and "polyline" in html
    assert len(session.rounds) >= 2


def test_reload_restores_the_same_table_and_log() -> None:
    storage = MemoryStorage()
    app = make_app(storage)
    start(app, seed="5")
    session = app.session
    assert session is not None
    for _ in range(40):
        run_bots(app)
        assert app.act(session.view(0)["legal_actions"][0])
    run_bots(app)
    before = str(app.render())
    again = make_app(storage)
    again.command("continue")
    assert again.screen == "table"
    assert str(again.render()) == before


def test_hotseat_hides_every_hand_until_the_next_player_confirms() -> None:
    app = make_app()
    start(app, seed="9", kind1="human", name1="Bea")
    session = app.session
    assert session is not None
    hand_of = {seat: session.game.state.players[seat].hand for seat in (0, 1)}
    assert hand_of[0]
    # Nobody has been shown the table yet: the first hand waits behind the screen too.
    assert app.screen == "pass" and "Pass the device to <bdi>Ada</bdi>" in str(app.render())
    assert actions_offered(app) == [] and 'class="card' not in str(app.render())
    app.command("reveal")
    assert app.screen == "table" and actions_offered(app)
    while session.game.current_player == 0:
        assert app.act(session.view(0)["legal_actions"][0])
    assert app.screen == "pass"
    html = str(app.render())
    assert "Pass the device to <bdi>Bea</bdi>" in html
    assert 'class="card' not in html and "Your hand" not in html
    assert actions_offered(app) == []
    app.command("reveal")
    assert app.screen == "table"
    assert "<bdi>Bea</bdi> (you)" in str(app.render())


def test_a_corrupted_save_is_reported_and_kept_while_others_load() -> None:
    storage = MemoryStorage()
    app = make_app(storage)
    start(app, seed="4")
    good = app.slot
    broken_key = saves.slot_key("broken-one")
    storage.setItem(broken_key, '{"format": "eminent-domain-save/1", "name": ')
    fresh = make_app(storage)
    fresh.command("saves")
    html = str(fresh.render())
    assert "broken-one" in html
    assert "kept" in html.lower()
    fresh.command("open", {"slot": "broken-one"})
    assert fresh.screen == "saves"
    fresh.command("open", {"slot": good or ""})
    assert fresh.screen == "table"
    assert storage.getItem(broken_key) == '{"format": "eminent-domain-save/1", "name": '


def test_a_full_storage_keeps_the_game_going_in_memory() -> None:
    app = make_app(MemoryStorage(quota=64))
    start(app, seed="4")
    assert app.screen == "table"
    assert app.in_memory
    assert "memory" in str(app.render())
    assert app.session is not None
    assert app.act(app.session.view(0)["legal_actions"][0])


def test_undo_takes_back_a_decision_until_hidden_information_or_another_player() -> None:
    """Rules notes, "Undo": own decisions only, none revealing hidden cards, nobody since."""
    app = make_app()
    start(app, seed="7")
    session = app.session
    assert session is not None
    assert not session.can_undo(0)
    legal = session.view(0)["legal_actions"]
    assert "skip" in legal
    assert app.act("skip")  # no card drawn: the leader's choice is next
    assert session.can_undo(0)
    assert "Undo my last decision" in str(app.render())
    app.command("undo")
    assert session.undo_used
    assert [s.action for s in session.steps] == []
    assert session.view(0)["legal_actions"] == legal
    stored = saves.read(app.storage, app.slot or "")
    assert stored.undo_used
    # Play on until a decision draws cards (cleanup): then undo is refused.
    for _ in range(200):
        drawn = len(session.game.state.players[0].deck)
        if session.game.current_player != 0:
            break
        app.act(session.view(0)["legal_actions"][0])
        if len(session.game.state.players[0].deck) != drawn:
            assert not session.can_undo(0)
            break
    run_bots(app)
    assert not session.can_undo(0)  # another player has acted
    steps = len(session.steps)
    app.command("undo")
    assert len(session.steps) == steps


def test_names_are_escaped_everywhere() -> None:
    app = make_app()
    start(app, seed="2", name0="<script>alert(1)</script>", name1='"><img src=x>')
    html = str(app.render())
    assert "<script>" not in html and "<img src=x>" not in html
    assert "&lt;script&gt;" in html
    app.command("home")
    app.command("saves")
    listing = str(app.render())
    assert "<script>" not in listing and "&lt;script&gt;" in listing


def test_import_refuses_a_tampered_save_and_accepts_an_exported_one() -> None:
    storage = MemoryStorage()
    app = make_app(storage)
    start(app, seed="8")
    session = app.session
    assert session is not None
    for _ in range(10):
        run_bots(app)
        app.act(session.view(0)["legal_actions"][0])
    app.command("export", {"slot": app.slot or ""})
    (effect,) = app.effects
    assert effect.kind == "download"
    exported = effect.text
    tampered = json.loads(exported)
    tampered["record"]["actions"][2] = "research T97"
    keys_before = sorted(storage.items)
    app.command("import")
    app.command("import-go", {"text": json.dumps(tampered)})
    assert app.screen == "import"
    assert app.import_error is not None and "3" in app.import_error
    assert sorted(storage.items) == keys_before
    app.command("import-go", {"text": exported})
    # The same game, seats and name as the save it was exported from: recognised, opened.
    assert app.screen == "table" and sorted(storage.items) == keys_before
    elsewhere = MemoryStorage()
    other = make_app(elsewhere)
    other.command("import-go", {"text": exported})
    assert other.screen == "table"
    assert len([k for k in elsewhere.items if k.startswith(saves.PREFIX)]) == 1


def test_new_game_form_refuses_bad_input_with_a_message() -> None:
    app = make_app()
    start(app, seed="12ab")
    assert app.screen == "new"
    assert re.search(r'role="alert"', str(app.render()))
    start(app, kind1="grandmaster")
    assert app.screen == "new"


@pytest.mark.parametrize("players", [3, 4])
def test_bots_only_games_finish(players: int) -> None:
    app = make_app()
    form = {"players": str(players), "seed": "21"}
    for seat in range(players):
        form[f"kind{seat}"] = "random" if seat % 2 else "easy"
    app.command("start", form)
    run_bots(app)
    assert app.session is not None and app.session.game.is_over
    assert "Final scores" in str(app.render())


def test_the_live_region_reads_new_log_lines_then_the_prompt() -> None:
    app = make_app()
    start(app, seed="7")
    session = app.session
    assert session is not None
    prompt = describe.prompt_title(session.view(0), session.names)
    assert prompt.endswith("action phase — play an Action card or skip")
    assert app.announcement().endswith(prompt)
    assert app.announcement() == prompt  # nothing new happened: only the prompt again
    while session.game.current_player == 0:
        app.act(session.view(0)["legal_actions"][0])
    run_bots(app)
    said = app.announcement()
    prompt = describe.prompt_title(session.view(0), session.names)
    assert said.endswith(prompt) and len(said) > len(prompt)  # the moves, then the prompt
    assert app.announcement() != said  # each log line is read once


def test_without_a_worker_the_table_says_bots_think_on_the_page() -> None:
    app = make_app()
    app.bots_on_page = True
    app.command("start", {"players": "2", "kind0": "easy", "kind1": "easy", "seed": "1"})
    assert "thinking on the page" in str(app.render())


def test_an_unexpected_error_shows_a_friendly_screen_with_details_to_copy() -> None:
    app = make_app()
    start(app, seed="3")
    app.fail("Traceback (most recent call last):\n  ValueError: <boom>")
    html = str(app.render())
    assert app.screen == "error"
    assert "Something went wrong" in html
    assert "&lt;boom&gt;" in html and "<boom>" not in html
    assert '"seed":3' in app.error_details.replace(" ", "")  # the save record, for a report
    app.command("copy-error")
    (effect,) = app.effects
    assert effect.kind == "copy" and "ValueError" in effect.text


def test_a_bots_late_answer_does_not_pull_the_player_back_to_the_table() -> None:
    app = make_app()
    app.command("start", {"players": "2", "kind0": "human", "kind1": "easy", "seed": "4"})
    session = app.session
    assert session is not None
    while app.bot_due() is None:
        app.act(session.view(0)["legal_actions"][0])
    seat = app.bot_due()
    assert seat is not None
    request = app.bot_request()  # the bot starts thinking...
    app.command("home")  # ...and the player leaves the table
    answer = json.loads(choose_json(request))
    assert not app.bot_act(answer)
    assert app.screen == "home"
    app.command("continue")
    assert app.bot_due() == seat  # back at the table, the bot thinks again


def bot_to_move_game(app: App, seed: str) -> None:
    """A new game (its own slot) where the bot in seat 1 is to move."""
    app.command("start", {"players": "2", "kind0": "human", "kind1": "easy", "seed": seed})
    session = app.session
    assert session is not None
    while app.bot_due() is None:
        app.act(session.view(0)["legal_actions"][0])


def test_a_bots_late_answer_never_lands_in_another_game() -> None:
    """Found: a Hard bot's answer for one game was applied to another save opened meanwhile
    (answers were matched by seat only). Answers carry the game and decision they are for."""
    app = make_app()
    bot_to_move_game(app, "4")
    first_slot = app.slot
    request = app.bot_request()  # the bot of the first game starts thinking...
    app.command("home")
    bot_to_move_game(app, "5")  # ...while another game, its bot to move too, is opened
    session = app.session
    assert session is not None and app.slot != first_slot
    before = session.record
    answer = json.loads(choose_json(request))
    assert not app.bot_act(answer)
    assert session.record == before
    assert json.loads(choose_json(app.bot_request()))["ticket"] != answer["ticket"]


def test_a_bots_answer_for_an_earlier_position_of_the_same_game_is_dropped() -> None:
    app = make_app()
    bot_to_move_game(app, "4")
    session = app.session
    assert session is not None
    stale = json.loads(choose_json(app.bot_request()))
    assert app.bot_act(json.loads(choose_json(app.bot_request())))  # the position moves on
    run_bots(app)
    before = session.record
    assert not app.bot_act(stale)
    assert session.record == before


def test_an_import_too_large_names_the_files_real_size() -> None:
    """Found: a file over the limit was reported as '2000001 characters' whatever its size."""
    app = make_app()
    app.command("import")
    app.command("import-go", {"file_bytes": str(3_400_000)})
    assert app.import_error is not None
    assert "3.4 MB" in app.import_error and "2000001" not in app.import_error
    assert app.storage.length == 0


def test_a_game_started_with_a_full_storage_stays_reachable_from_home() -> None:
    storage = MemoryStorage(quota=64)
    app = make_app(storage)
    start(app, seed="4")
    session = app.session
    assert session is not None and app.in_memory
    assert app.act(session.view(0)["legal_actions"][0])
    run_bots(app)
    app.command("home")
    html = str(app.render())
    assert "only in this page" in html  # said clearly on Home
    commands = [a.get("data-command") for _, a in elements(html)]
    assert "resume" in commands and "export-current" in commands
    app.command("export-current")
    (effect,) = app.effects
    assert effect.kind == "download" and effect.name.endswith(".json")
    assert saves.SaveDoc.parse(effect.text).record == session.record
    app.effects.clear()
    app.command("resume")
    assert app.screen == "table" and app.session is session
    assert storage.items == {}  # nothing could be stored; nothing was lost either
    # Room is made (say, saves deleted elsewhere): the next decision saves the game.
    storage.quota = None
    assert app.act(session.view(0)["legal_actions"][0])
    assert not app.in_memory
    assert saves.read(storage, app.slot or "").record == session.record


# --- two tabs, one storage ------------------------------------------------------------------------


def two_tabs_on_one_game() -> tuple[MemoryStorage, App, App]:
    """Tab A starts a solo game and plays a little; tab B opens the same save."""
    storage = MemoryStorage()
    first = make_app(storage)
    start(first, seed="6")
    run_bots(first)
    second = make_app(storage)
    second.command("continue")
    assert second.screen == "table" and second.slot == first.slot
    return storage, first, second


def human_moves(app: App) -> list[str]:
    assert app.session is not None
    return list(app.session.view(app.session.game.current_player or 0)["legal_actions"])


def test_a_stale_tab_never_overwrites_the_other_tabs_moves() -> None:
    storage, tab_a, tab_b = two_tabs_on_one_game()
    slot = tab_a.slot or ""
    choices = human_moves(tab_a)
    assert len(choices) >= 2
    assert tab_a.act(choices[0])
    run_bots(tab_a)
    a_record = tab_a.session.record if tab_a.session else None
    # Tab B has not heard of it (no storage event) and plays another move.
    assert tab_b.session is not None
    decided = len(tab_b.session.steps)
    assert tab_b.act(choices[1])
    assert saves.read(storage, slot).record == a_record  # A's moves are still there
    assert tab_b.slot != slot  # B's line went to a copy...
    copy = saves.read(storage, tab_b.slot or "")
    assert tab_b.session is not None and copy.record == tab_b.session.record
    assert copy.record["actions"][decided] == choices[1]  # then any forced steps
    html = str(tab_b.render())
    assert "changed in another tab" in html and copy.name in html
    # ...and B plays on in its copy, A in the original, neither disturbing the other.
    run_bots(tab_b)
    run_bots(tab_a)
    assert tab_a.act(human_moves(tab_a)[0])
    assert tab_b.act(human_moves(tab_b)[0])
    assert saves.read(storage, slot).record == tab_a.session.record
    assert saves.read(storage, tab_b.slot or "").record == tab_b.session.record


def test_a_tab_behind_the_same_game_catches_up_instead_of_forking() -> None:
    storage, tab_a, tab_b = two_tabs_on_one_game()
    move = human_moves(tab_a)[0]
    assert tab_a.act(move)
    run_bots(tab_a)
    assert tab_b.act(move)  # the same move: B's line is part of A's
    assert tab_b.slot == tab_a.slot
    assert tab_b.session is not None and tab_a.session is not None
    assert tab_b.session.record == tab_a.session.record
    assert "another tab" in str(tab_b.render())
    assert len(saves.list_saves(storage)) == 1


def test_an_idle_tab_follows_the_other_tab_on_the_storage_event() -> None:
    _, tab_a, tab_b = two_tabs_on_one_game()
    assert not tab_b.storage_changed(saves.slot_key(tab_b.slot or ""))  # nothing new yet
    assert tab_a.act(human_moves(tab_a)[0])
    run_bots(tab_a)
    assert tab_b.storage_changed(saves.slot_key(tab_b.slot or ""))
    assert tab_b.session is not None and tab_a.session is not None
    assert tab_b.session.record == tab_a.session.record
    assert "another tab" in str(tab_b.render())
    assert not tab_b.storage_changed("eminent-domain/settings")  # the table needs no redraw
    # Both tabs know the latest revision now: either may play on.
    assert tab_b.act(human_moves(tab_b)[0])
    assert tab_a.storage_changed(saves.slot_key(tab_a.slot or ""))
    assert tab_a.session is not None and tab_a.session.record == tab_b.session.record


def test_saves_record_their_writer_and_revision_and_old_saves_still_open() -> None:
    storage, tab_a, tab_b = two_tabs_on_one_game()
    slot = tab_a.slot or ""
    stored = json.loads(storage.getItem(saves.slot_key(slot)) or "")
    assert stored["writer"] == tab_a.tab_id and stored["revision"] >= 1
    assert tab_a.tab_id != tab_b.tab_id
    revision = stored["revision"]
    assert tab_b.act(human_moves(tab_b)[0])
    stored = json.loads(storage.getItem(saves.slot_key(slot)) or "")
    assert stored["writer"] == tab_b.tab_id and stored["revision"] == revision + 1
    # A save from before revisions (no "revision" or "writer") opens and plays on.
    del stored["revision"], stored["writer"]
    storage.setItem(saves.slot_key("old"), json.dumps(stored))
    old = make_app(storage)
    old.command("open", {"slot": "old"})
    assert old.screen == "table"
    run_bots(old)
    assert old.act(human_moves(old)[0])
    assert json.loads(storage.getItem(saves.slot_key("old")) or "")["revision"] == 1


def test_a_game_deleted_in_another_tab_is_said_and_saved_again_only_as_a_copy() -> None:
    storage, tab_a, tab_b = two_tabs_on_one_game()
    slot = tab_a.slot or ""
    tab_a.command("home")
    tab_a.command("saves")
    assert not tab_b.storage_changed("eminent-domain/settings")
    tab_a.command("delete-confirmed", {"slot": slot})
    assert tab_a.storage_changed(saves.slot_key(slot))  # a listing redraws on any save change
    assert tab_b.storage_changed(saves.slot_key(slot))
    assert "deleted in another tab" in str(tab_b.render())
    assert tab_b.act(human_moves(tab_b)[0])
    assert tab_b.session is not None
    [info] = saves.list_saves(storage)
    assert info.slot_id == tab_b.slot and info.name.endswith("(tab copy)")
    assert saves.read(storage, info.slot_id).record == tab_b.session.record
    assert "kept as a copy" in str(tab_b.render())


# --- many saves -----------------------------------------------------------------------------------


def fill_saves(storage: MemoryStorage, count: int) -> None:
    """`count` saves, one in three unfinished, the i-th updated i minutes after the first."""
    from dataclasses import replace  # noqa: PLC0415

    from tests.ui.test_saves import make_doc  # noqa: PLC0415

    bases = [make_doc(steps=None, seed=8), make_doc(steps=12)]
    games = [doc.game() for doc in bases]
    for i in range(count):
        kind = 1 if i % 3 == 0 else 0
        doc = replace(
            bases[kind],
            name=f"Game {i}",
            updated=f"2025-05-{1 + i // 1440:02d}T{i // 60 % 24:02d}:{i % 60:02d}:00+00:00",
        )
        assert saves.write(storage, f"g{i:03d}", doc, games[kind])


def test_near_the_cap_the_saves_screen_counts_and_offers_the_oldest_finished() -> None:
    storage = MemoryStorage()
    fill_saves(storage, 185)
    app = make_app(storage)
    app.command("saves")
    html = str(app.render())
    assert f"185 of {saves.MAX_SAVES} saved games" in html
    assert "Delete the 35 oldest finished games" in html
    app.command("cleanup")
    html = str(app.render())
    assert "Delete these 35 finished games for good?" in html
    assert app.confirm_cleanup is not None and len(app.confirm_cleanup) == 35
    finished = [i for i in range(185) if i % 3]  # oldest first
    assert list(app.confirm_cleanup) == [f"g{i:03d}" for i in finished[:35]]
    app.command("cleanup-keep")
    assert len(saves.list_saves(storage)) == 185
    app.command("cleanup")
    app.command("cleanup-confirmed")
    left = saves.list_saves(storage)
    assert len(left) == 150
    assert {f"g{i:03d}" for i in range(0, 185, 3)} <= {info.slot_id for info in left}
    assert "35 finished games were deleted" in str(app.render())
    assert "Delete the" not in str(app.render())  # under the warning line again


def test_over_the_cap_home_says_so_and_a_new_game_is_still_saved() -> None:
    storage = MemoryStorage()
    fill_saves(storage, saves.MAX_SAVES + 3)
    app = make_app(storage)
    assert f"{saves.MAX_SAVES + 3} saved games" in str(app.render())
    start(app, seed="2")
    assert app.screen == "table" and not app.in_memory
    assert len(saves.list_saves(storage)) == saves.MAX_SAVES + 4


def test_the_cleanup_never_deletes_a_game_that_is_not_finished() -> None:
    storage = MemoryStorage()
    fill_saves(storage, 190)
    app = make_app(storage)
    app.command("cleanup")
    assert app.confirm_cleanup is not None
    first = app.confirm_cleanup[0]
    # Meanwhile another tab replaces that finished game with an unfinished one.
    storage.setItem(saves.slot_key(first), storage.getItem(saves.slot_key("g000")) or "")
    app.command("cleanup-confirmed")
    assert storage.getItem(saves.slot_key(first)) is not None
    assert len(saves.list_saves(storage)) == 151
    html = str(app.render())
    assert "39 finished games were deleted" in html and "1 changed meanwhile" in html


def test_new_game_form_refuses_a_name_with_a_lone_surrogate() -> None:
    """A form can deliver "\\ud800" (half of an emoji); the saves refuse such a name, so a
    game started with it was lost on reload. The form must refuse it with a message."""
    storage = MemoryStorage()
    app = make_app(storage)
    start(app, seed="3", name1="Bo\ud800b")
    assert app.screen == "new"
    assert app.session is None and not storage.items
    html = str(app.render())
    assert 'role="alert"' in html
    assert "seat 2" in app.form["error"] and "not valid text" in app.form["error"]
    start(app, seed="3", name1="Bob 😀")  # a whole emoji is text
    assert app.screen == "table"
    assert saves.list_saves(storage)[0].ok


def test_player_names_are_isolated_on_every_screen() -> None:
    """A right-to-left override (U+202E) in a name must not reorder the text around it:
    names in markup are in <bdi>, names in sentences between U+2068 and U+2069."""
    from tests.eminent_domain.test_render import RLO_NAME, assert_isolated  # noqa: PLC0415

    app = make_app()
    start(app, seed="4", name0="Ada", kind1="human", name1=RLO_NAME)
    assert app.screen == "pass" and "Pass the device to <bdi>Ada</bdi>" in str(app.render())
    app.command("reveal")
    assert app.screen == "table"
    assert_isolated(str(app.render()))
    app.announcement()
    session = app.session
    assert session is not None
    while app.screen == "table":  # play until the device passes to the other player
        app.act(session.view(app.viewer())["legal_actions"][0])
        if app.screen == "table":
            app.announcement()
    assert app.screen == "pass"
    assert_isolated(str(app.render()))
    app.command("reveal")
    assert_isolated(str(app.render()))
    assert_isolated(app.announcement())
    app.command("replay-game")
    assert_isolated(str(app.render()))
    app.command("home")
    assert_isolated(str(app.render()))
    app.command("saves")
    assert_isolated(str(app.render()))


def test_every_command_a_screen_offers_has_its_handler_and_no_other_runs() -> None:
    """Commands are dispatched through an explicit table (no attribute found by its name)."""
    from tabletop.ui.app import COMMANDS  # noqa: PLC0415 - the table under test

    app = make_app()
    offered: set[str] = set()
    for command in ("home", "new", "saves", "import", "rules"):
        app.command(command)
        offered |= {
            a["data-command"] or "" for _, a in elements(str(app.render())) if "data-command" in a
        }
    start(app, kind1="easy")
    offered |= {
        a["data-command"] or "" for _, a in elements(str(app.render())) if "data-command" in a
    }
    assert offered and offered <= set(COMMANDS), offered - set(COMMANDS)
    screen = app.screen
    app.command("__init__")
    app.command("render")
    assert app.screen == screen


def test_the_new_game_form_is_built_from_the_games_option_schema() -> None:
    """Each option of the game's spec is a field (a checkbox for yes/no), and a value that is
    not one of the option's is refused with a sentence, the form kept."""
    app = make_app()
    app.command("new")
    html = str(app.render())
    fields = {a.get("name") for _, a in elements(html)}
    assert {"game", "players", "variant", "errata", "seed", "pause"} <= fields
    app.command("start", {"game": "eminent-domain", "players": "2", "variant": "chess"})
    assert app.screen == "new" and "Choose one of the listed values for “Rules”" in str(
        app.render()
    )
    app.command("start", {"game": "no-such-game", "players": "2"})
    assert app.screen == "new" and "Choose one of the listed games" in str(app.render())
    app.command("start", {"game": "eminent-domain", "players": "3", "variant": "extended3"})
    assert app.screen in ("table", "pass") and app.session is not None
    assert app.session.config == {"players": 3, "variant": "extended3", "errata": False}


def test_a_redraw_words_only_the_new_steps_of_the_log(monkeypatch: pytest.MonkeyPatch) -> None:
    """Speed you can feel: each step's log sentences are kept with the session; a draw used to
    word the whole game's events again (some 880 sentences at the end of a 4-player game)."""
    app = make_app()
    form = {"players": "3", "seed": "9", "kind0": "easy", "kind1": "random", "kind2": "easy"}
    app.command("start", form)
    for _ in range(60):
        assert app.bot_act(json.loads(choose_json(app.bot_request())))
    first = str(app.render())
    worded: list[object] = []
    sentence = app.ui.sentence

    def counted(event: Any, names: list[str]) -> str | None:
        worded.append(event)
        return sentence(event, names)

    monkeypatch.setitem(game_ui._loaded, app.spec.id, replace(app.ui, sentence=counted))
    assert str(app.render()) == first and worded == []
    assert app.bot_act(json.loads(choose_json(app.bot_request())))
    app.render()
    new = len(worded)
    assert 0 < new == len(app.session.steps[-1].events)  # type: ignore[union-attr]
    app.command("language", {"lang": "fr"})  # another language: every sentence again
    app.render()
    assert len(worded) > new + 60
    app.command("language", {"lang": "en"})


def test_a_bots_beat_is_the_pause_when_the_move_passes_to_another_seat() -> None:
    """Speed you can feel, point 5: the last move stays on show for the whole pause when the
    next bot to move sits elsewhere, and a quarter of it between one bot's decisions in a row
    (static/main.py waits that long, or for the bot's answer if that is longer)."""
    app = make_app()
    form = {"players": "3", "seed": "9", "kind0": "easy", "kind1": "easy", "kind2": "easy"}
    app.command("start", form)
    app.pause_ms = 700
    assert app.bot_beat_ms() == 700  # nobody has moved yet
    seen = set()
    for _ in range(80):
        due = app.bot_due()
        assert due is not None
        last = app.session.steps[-1].player if app.session.steps else None  # type: ignore[union-attr]
        seen.add(app.bot_beat_ms())
        assert app.bot_beat_ms() == (175 if last == due else 700)
        assert app.bot_act(json.loads(choose_json(app.bot_request())))
    assert seen == {175, 700}
