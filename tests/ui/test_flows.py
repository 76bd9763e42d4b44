"""Issue 14, points 5 to 7, through the app alone and for every playable game: hotseat's
privacy screen before any hand, the end screen's stars and Rematch, links that keep the
players' names, copying confirmed or refused, a duplicate import recognised, and the saves
list's game, seats with levels, round and winner."""

from __future__ import annotations

import base64
import json
import re

import pytest

from eminent_domain.engine import Game as EdGame
from eminent_domain.state import Config
from eminent_domain.ui.render import final_scores
from eminent_domain.view import view_for
from tabletop import registry, saves
from tabletop.rng import Rng
from tabletop.saves import MemoryStorage, SaveDoc, Seat
from tabletop.text import isolate, t
from tabletop.ui.app import App
from tabletop.ui.game_ui import TableContext
from tabletop.ui.replay import MAX_NAMES_CHARS, names_param, seats_from_names
from tabletop.ui.session import Session
from tabletop.ui.shell import commitment, playable_games
from tabletop.untrusted import InputError

from .test_app import actions_offered, choose_json, elements, make_app, run_bots, start
from .test_every_game_in_the_app import play_until

GAMES = [spec.id for spec in playable_games()]
PASS = re.compile(r"Pass the device to <bdi>([^<]*)</bdi>")


def passed_to(app: App) -> str | None:
    """The name the privacy screen asks for, or None when no privacy screen is shown."""
    if app.screen != "pass":
        return None
    html = str(app.render())
    assert actions_offered(app) == [] and 'class="card' not in html
    found = PASS.search(html)
    assert found is not None
    return found[1]


def hotseat(game: str, seed: str = "9") -> App:
    app = make_app()
    start(app, game=game, seed=seed, kind1="human", name1="Bea")
    return app


# --- 5. hotseat done right ----------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_hotseat_starts_behind_the_privacy_screen_of_the_first_to_decide(game: str) -> None:
    app = hotseat(game)
    session = app.session
    assert session is not None
    first = session.game.current_player
    assert first is not None
    assert passed_to(app) == session.names[first]
    assert app.bot_due() is None and not app.act(session.view(first)["legal_actions"][0])
    app.command("reveal")
    assert app.screen == "table" and app.shown_to == first and actions_offered(app)


@pytest.mark.parametrize("game", GAMES)
def test_a_hotseat_save_opened_or_continued_shows_the_privacy_screen_first(game: str) -> None:
    app = hotseat(game)
    app.command("reveal")
    play_until(app, 6)
    slot = app.slot or ""
    # Opened from the saves list, or continued from Home in a fresh page: nobody has seen it.
    for again, command, fields in (
        (app, "open", {"slot": slot}),
        (make_app(app.storage), "continue", {}),  # type: ignore[arg-type]
    ):
        again.command("home")
        again.command(command, fields)
        session = again.session
        assert session is not None
        assert passed_to(again) == session.names[again.viewer()]
        again.command("reveal")
        assert again.screen == "table" and actions_offered(again)


@pytest.mark.parametrize("game", GAMES)
def test_an_imported_hotseat_game_shows_the_privacy_screen_first(game: str) -> None:
    app = hotseat(game)
    app.command("reveal")
    play_until(app, 4)
    app.command("export", {"slot": app.slot or ""})
    exported = app.effects.pop().text
    other = make_app()
    other.command("import-go", {"text": exported})
    assert passed_to(other) is not None
    other.command("reveal")
    assert other.screen == "table" and "imported" in str(other.render())


THREE_SEATS = [spec.id for spec in playable_games() if max(spec.players) >= 3]


@pytest.mark.parametrize("game", THREE_SEATS)
@pytest.mark.parametrize("seed", ["4", "5"])
def test_a_bot_between_two_humans_never_shows_a_hand_unasked(game: str, seed: str) -> None:
    """Ada, an Easy bot and Bea: whoever the table would be drawn for passes the screen
    first, even while a bot is to move (the bots wait behind the screen)."""
    app = make_app()
    fields = {"players": "3", "kind1": "easy", "name2": "Bea", "kind2": "human"}
    start(app, game=game, seed=seed, **fields)
    session = app.session
    assert session is not None
    assert app.screen == "pass" and app.bot_due() is None  # bots wait behind it too
    for _ in range(60):
        if session.game.is_over:
            break
        if app.screen == "pass":
            name = passed_to(app)
            assert name == session.names[app.viewer()]
            app.command("reveal")
            continue
        run_bots(app)
        if app.screen == "table" and not session.game.is_over:
            seat = session.game.current_player
            assert seat is not None and session.is_human(seat) and seat == app.shown_to
            assert app.act(actions_offered(app)[0])


@pytest.mark.parametrize("game", GAMES)
def test_a_solo_game_never_shows_the_privacy_screen(game: str) -> None:
    app = make_app()
    start(app, game=game, seed="6")
    assert app.screen == "table"
    for _ in range(30):
        play_until(app, 1)
        assert app.screen == "table"
    app.command("home")
    app.command("continue")
    assert app.screen == "table"


@pytest.mark.parametrize("game", GAMES)
def test_undo_in_hotseat_keeps_the_table_for_the_same_eyes(game: str) -> None:
    app = hotseat(game, seed="7")
    app.command("reveal")
    session = app.session
    assert session is not None
    for _ in range(100):
        if app.screen == "pass":
            app.command("reveal")
        seat = app.viewer()
        assert app.act(actions_offered(app)[0])
        if app.screen == "table" and session.can_undo(seat):
            app.command("undo")
            assert app.screen == "table" and app.viewer() == seat == app.shown_to
            return
    pytest.fail("no decision could be undone")


def test_the_bot_pause_is_offered_only_in_games_with_bots() -> None:
    solo = make_app()
    start(solo, seed="3")
    assert 'id="pause-live"' in str(solo.render())
    humans = hotseat("eminent-domain")
    humans.command("reveal")
    html = str(humans.render())
    assert 'id="pause-live"' not in html and t("toolbar.pause") not in html
    assert 'data-command="replay-game"' in html  # the rest of the toolbar stays


# --- 6. end of game -------------------------------------------------------------------------------


def finished_ed_view() -> dict[str, object]:
    game = EdGame.new(Config(2), 4)
    rng = Rng(4)
    while not game.is_over:
        options = game.legal_actions()
        game.apply(options[rng.below(len(options))])
    return view_for(game, 0)


def starred(html: str) -> list[str]:
    return re.findall(r'<tr class="winner"><th scope="row"><bdi>([^<]*)</bdi>', html)


def test_a_tie_stars_only_the_winner_of_the_tie_break() -> None:
    view = finished_ed_view()
    scores = view["scores"]
    assert isinstance(scores, list)
    view["scores"] = [max(scores)] * 2  # a tie on influence
    names = ("Ada", "Bea")
    for winners, expected in (((1,), ["Bea"]), ((0,), ["Ada"]), ((0, 1), ["Ada", "Bea"])):
        ctx = TableContext(names=names, bots=(None, None), winners=winners)
        assert starred(str(final_scores(view, ctx))) == expected


def bots_game_to_its_end(game: str, seed: str = "2") -> App:
    app = make_app()
    start(app, game=game, seed=seed, name0="Ada", kind0="easy", name1="Rob", kind1="random")
    run_bots(app)
    session = app.session
    assert session is not None and session.game.is_over and app.screen == "table"
    return app


@pytest.mark.parametrize("game", GAMES)
def test_rematch_same_seats_rotated_same_options_new_seed_saved_apart(game: str) -> None:
    app = bots_game_to_its_end(game)
    old = app.session
    assert old is not None
    old_slot, old_text = app.slot, app.storage.getItem(saves.slot_key(app.slot or ""))
    html = str(app.render())
    assert 'data-command="rematch"' in html and t("end.rematch") in html
    app.command("rematch")
    new = app.session
    assert new is not None and new is not old
    first = new.game.current_player
    assert first is not None
    assert new.seats[first] == old.seats[1 - old.steps[0].player]  # the other one starts
    assert new.config == old.config and new.spec is old.spec
    assert new.seed != old.seed and new.steps == []
    assert app.slot != old_slot and app.storage.getItem(saves.slot_key(old_slot or "")) == old_text
    saved = saves.read(app.storage, app.slot or "")
    assert saved.seats == new.seats and saved.record["seed"] == new.seed
    assert len(saves.list_saves(app.storage)) == 2
    html = str(app.render())
    assert commitment(new.seed) in html  # the new seed's commitment, said before play
    run_bots(app)  # and it plays on to its end like any game
    assert new.game.is_over


def test_rematch_of_a_hotseat_game_starts_behind_the_privacy_screen() -> None:
    app = make_app()
    start(app, game="microcosm", seed="3", kind1="human", name1="Bea")
    for _ in range(400):
        session = app.session
        assert session is not None
        if session.game.is_over:
            break
        play_until(app, 1)
    assert app.screen == "table"
    app.command("rematch")
    session = app.session
    assert session is not None and sorted(session.names) == ["Ada", "Bea"]
    assert passed_to(app) == session.names[app.viewer()]


def finished(game: str, players: int, seed: int) -> Session:
    """A game of random moves played to its end, its seats named after their places."""
    spec = registry.get(game)
    seats = [Seat(f"P{i}", "bot", "random") for i in range(players)]
    session = Session.new(spec, spec.default_config(players), seed, seats)
    rng = Rng(seed)
    while not session.game.is_over:
        options = session.game.legal_actions()
        session.apply(options[rng.below(len(options))])
    return session


@pytest.mark.parametrize(
    ("game", "players"), [("eminent-domain", 2), ("eminent-domain", 4), ("microcosm", 2)]
)
def test_rematch_passes_the_first_decision_to_the_next_seat(game: str, players: int) -> None:
    """The games draw their first player from the seed: whoever the new seed picks, the
    rematch's first decider is the person after the last game's first decider, in the same
    cyclic order of seats (moving the seats round by one is not enough)."""
    plain_rotation_wrong = 0
    for old_seed in (1, 2, 3):
        old = finished(game, players, old_seed)
        after = old.seats[(old.steps[0].player + 1) % players]
        for new_seed in range(10, 16):
            app = make_app()
            start(app, kind0="random", kind1="random")  # a table to finish the game on
            app.session = old
            app.fresh_seed = lambda seed=new_seed: seed
            app.command("rematch")
            new = app.session
            assert new is not None and new is not old and new.seed == new_seed != old.seed
            first = new.game.current_player
            assert first is not None and new.steps == []
            assert new.seats[first] == after
            assert new.config == old.config and new.spec is old.spec
            # the same seats in the same cyclic order, only turned
            shift = new.seats.index(old.seats[0])
            assert new.seats == old.seats[-shift:] + old.seats[:-shift]
            assert isolate(after.name) in app.notices[-1]
            rotated = (*old.seats[1:], *old.seats[:1])  # what moving round by one would give
            plain_rotation_wrong += rotated[first] != after
    assert plain_rotation_wrong > 0  # these seeds do tell the two rules apart


def test_rematch_is_offered_only_at_a_finished_table() -> None:
    app = make_app()
    start(app, seed="3")
    assert 'data-command="rematch"' not in str(app.render())
    session = app.session
    app.command("rematch")  # refused: the game is not over
    assert app.session is session
    done = bots_game_to_its_end("eminent-domain")
    done.command("replay-game")
    assert 'data-command="rematch"' not in str(done.render())  # a replay plays nothing


# --- 7a. links keep the players' names -----------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_a_link_keeps_the_names_and_levels_and_opens_with_them(game: str) -> None:
    app = bots_game_to_its_end(game)
    fragment = app.share_fragment()
    assert fragment is not None and "&names=" in fragment
    viewer = make_app()
    assert viewer.open_fragment(fragment)
    replay = viewer.replay
    assert viewer.screen == "replay" and replay is not None
    assert replay.seats == (Seat("Ada", "bot", "easy"), Seat("Rob", "bot", "random"))
    html = str(viewer.render())
    assert "<bdi>Ada</bdi>" in html and "<bdi>Rob</bdi>" in html and "Player 1" not in html
    # Shared again from the replay, the names go with it.
    assert viewer.share_fragment() == fragment


def test_a_link_without_names_opens_exactly_as_before() -> None:
    app = bots_game_to_its_end("eminent-domain")
    fragment = app.share_fragment()
    assert fragment is not None
    bare = fragment.split("&names=", 1)[0]
    viewer = make_app()
    viewer.open_fragment(bare)
    assert viewer.replay is not None and not viewer.replay.named
    assert [s.name for s in viewer.replay.seats] == ["Player 1", "Player 2"]
    assert viewer.share_fragment() == bare  # no made-up names are added to it


def names_of(data: object) -> str:
    raw = json.dumps(data).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


@pytest.mark.parametrize(
    "names",
    [
        "not base64!",
        names_of("Ada"),
        names_of([{"name": "Ada", "kind": "human"}]),  # one seat for two players
        names_of([{"name": "", "kind": "human"}, {"name": "B", "kind": "human"}]),
        names_of([{"name": "A" * 41, "kind": "human"}, {"name": "B", "kind": "human"}]),
        names_of([{"name": "A", "kind": "bot", "level": "god"}, {"name": "B", "kind": "human"}]),
        names_of([[[[[{"name": "A"}]]]]]),
        base64.urlsafe_b64encode(b"\xff\xfe").decode(),
    ],
)
def test_names_that_cannot_be_read_leave_the_game_with_plain_names_and_say_so(
    names: str,
) -> None:
    app = bots_game_to_its_end("eminent-domain")
    fragment = (app.share_fragment() or "").split("&names=", 1)[0]
    viewer = make_app()
    viewer.open_fragment(f"{fragment}&names={names}")
    assert viewer.screen == "replay" and viewer.replay is not None
    assert [s.name for s in viewer.replay.seats] == ["Player 1", "Player 2"]
    assert "names in this link could not be read" in str(viewer.render())


def test_names_too_long_for_a_link_are_refused_before_decoding() -> None:
    with pytest.raises(InputError):
        seats_from_names("A" * (MAX_NAMES_CHARS + 1), 2)
    app = bots_game_to_its_end("eminent-domain")
    fragment = (app.share_fragment() or "").split("&names=", 1)[0]
    viewer = make_app()
    viewer.open_fragment(f"{fragment}&names={'A' * 5000}")
    assert viewer.screen == "link-error"  # past the parameter's bound: not a link of ours


def test_the_longest_names_fit_and_hostile_names_are_escaped() -> None:
    seats = tuple(Seat("\U0001f600" * saves.MAX_NAME, "bot", "hard") for _ in range(4))
    assert len(names_param(seats)) <= MAX_NAMES_CHARS
    assert seats_from_names(names_param(seats), 4) == seats
    hostile = (Seat('<img src=x onerror="alert(1)">', "human"), Seat("\u202eEvil", "human"))
    app = bots_game_to_its_end("microcosm")
    assert app.session is not None
    fragment = (app.share_fragment() or "").split("&names=", 1)[0]
    viewer = make_app()
    viewer.open_fragment(f"{fragment}&names={names_param(hostile)}")
    html = str(viewer.render())
    assert "<img" not in html and "&lt;img src=x" in html
    assert [s.name for s in (viewer.replay.seats if viewer.replay else ())] == [
        s.name for s in hostile
    ]


# --- 7b. copying a link is confirmed, or its refusal said ----------------------------------------


def test_copying_the_link_is_confirmed_beside_it_or_the_refusal_said() -> None:
    app = bots_game_to_its_end("eminent-domain")
    app.command("replay-game")
    app.command("copy-link")
    effect = app.effects.pop()
    assert effect.kind == "copy" and effect.name == "#share-link"
    assert effect.text == app.share_fragment()
    app.command("copied", {"target": "#share-link"})
    html = str(app.render())
    controls = html[: html.index("</section>")]  # said in the replay's controls, not far below
    assert "Link copied." in controls and 'class="notice copy-status" role="status"' in controls
    assert "Link copied." in str(app.render())  # until the person's next command
    app.command("copy-refused", {"target": "#share-link"})
    controls = str(app.render()).split("</section>", 1)[0]
    assert t("copy.link_refused") in controls and "Link copied." not in controls


def test_copying_the_error_details_is_confirmed_on_the_error_screen() -> None:
    app = make_app()
    app.fail("Traceback: boom")
    app.command("copy-error")
    effect = app.effects.pop()
    assert effect.name == "#error-details" and "boom" in effect.text
    app.command("copy-refused", {"target": "#error-details"})
    assert t("app.copy_failed") in str(app.render())


# --- 7c. importing the same file twice -----------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_importing_the_same_file_twice_opens_the_first_copy(game: str) -> None:
    app = make_app()
    start(app, game=game, seed="11")
    play_until(app, 8)
    app.command("export", {"slot": app.slot or ""})
    exported = app.effects.pop().text
    other = make_app()
    other.command("import-go", {"text": exported})
    first = other.slot
    assert first is not None and t("import.done") in str(other.render())
    other.command("home")
    other.command("import")
    other.command("import-go", {"text": exported})
    assert other.slot == first and other.screen == "table"
    assert t("import.already") in str(other.render())
    assert [info.slot_id for info in saves.list_saves(other.storage)] == [first]
    # Another name, or the game played on, is another save.
    renamed = json.loads(exported)
    renamed["name"] = "Kept apart"
    other.command("import-go", {"text": json.dumps(renamed)})
    assert other.slot != first and len(saves.list_saves(other.storage)) == 2


def test_a_notice_stays_through_any_drawing_until_the_person_s_next_command() -> None:
    """A notice lasted one drawing, so a redraw nobody asked for (the bots' worker becoming
    ready, a bot's move) dropped it before it was read; it made the browser's duplicate-import
    test fail 1 run in 4 under load (issue 33, noticed)."""
    app = make_app()
    start(app, seed="11")
    play_until(app, 8)  # the person has just moved: a bot is to move
    app.command("export", {"slot": app.slot or ""})
    exported = app.effects.pop().text
    app.command("import-go", {"text": exported})
    already = t("import.already")
    assert already in str(app.render())
    assert already in str(app.render())  # drawn again for nothing
    seat = app.bot_due()
    assert seat is not None
    assert app.bot_act(json.loads(choose_json(app.bot_request())))
    assert already in str(app.render())  # after a bot's move
    app.command("fold-panel")  # the person's next command
    assert already not in str(app.render())


def test_a_duplicate_is_found_beside_broken_and_foreign_slots() -> None:
    storage = MemoryStorage()
    spec = registry.get("microcosm")
    seats = (Seat("Ada", "human"), Seat("Bot", "bot", "easy"))
    config = {"players": 2, **{option.name: option.default for option in spec.options}}
    session = Session.new(spec, spec.config(config), 5, seats)
    when = "2026-01-02T03:04:05+00:00"
    doc = SaveDoc("Mine", when, when, seats, False, session.record)
    storage.setItem(saves.slot_key("broken"), "{not json")
    storage.setItem(saves.slot_key("odd"), json.dumps({"name": "Mine", "seats": 3}))
    slot, stored = saves.import_or_find(storage, saves.export_text(doc))
    assert stored
    again, stored = saves.import_or_find(storage, saves.export_text(doc))
    assert (again, stored) == (slot, False)


# --- 7d. the saves list --------------------------------------------------------------------------


def test_the_saves_list_shows_game_seats_with_levels_round_and_winner() -> None:
    done = bots_game_to_its_end("microcosm")
    storage = done.storage
    going = make_app(storage)
    start(going, game="eminent-domain", seed="5", name1="Rob", kind1="hard")
    play_until(going, 5)
    listed = {info.game: info for info in saves.list_saves(storage)}
    finished, playing = listed["microcosm"], listed["eminent-domain"]
    assert finished.finished and finished.levels == ("easy", "random")
    session = done.session
    assert session is not None
    assert finished.winners == tuple(session.game.winners())
    assert playing.levels == (None, "hard") and not playing.finished and playing.winners == ()
    going.command("saves")
    html = str(going.render())
    slots = {attrs.get("data-slot") for tag, attrs in elements(html) if tag == "li"}
    assert slots >= {finished.slot_id, playing.slot_id}
    mc = html[html.index(f'data-slot="{finished.slot_id}"') :]
    mc = mc[: mc.index('class="slot-buttons"')]
    assert f"<dt>Game</dt><dd>{registry.get('microcosm').title}</dd>" in mc
    turns = session.game.state.turn  # Microcosm's table counts turns: "after 18 turns"
    assert "bot, Easy" in mc and "bot, Random" in mc
    winner = session.names[session.game.winners()[0]]
    assert f"<dt>Winner</dt><dd><bdi>{winner}</bdi></dd>" in mc
    assert f"<dt>Progress</dt><dd>turn {turns}, finished</dd>" in mc
    ed = html[html.index(f'data-slot="{playing.slot_id}"') :]
    ed = ed[: ed.index('class="slot-buttons"')]
    assert "<dt>Game</dt><dd>Eminent Domain</dd>" in ed and "bot, Hard" in ed
    assert "Winner" not in ed
    view = going.session.view(0) if going.session else {}
    table_round = (view["turn"] - (1 if view["game_over"] else 0)) // 2 + 1
    assert f"<dt>Progress</dt><dd>round {table_round}</dd>" in ed  # as the table says it


def test_the_index_keeps_the_new_columns_and_refuses_forged_ones(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = bots_game_to_its_end("eminent-domain")
    storage = app.storage
    first = saves.list_saves(storage)
    saves.forget_memory()
    replays: list[int] = []
    real = saves.record.replay
    monkeypatch.setattr(saves.record, "replay", lambda r: replays.append(1) or real(r))
    assert saves.list_saves(storage) == first and replays == []  # from the index alone
    index = json.loads(storage.getItem(saves.INDEX_KEY) or "")
    (slot,) = index["slots"]
    entry = index["slots"][slot]
    assert entry["game"] == "eminent-domain" and entry["levels"] == ["easy", "random"]
    for forged in (
        {**entry, "levels": ["god", None]},
        {**entry, "levels": [None]},
        {**entry, "winners": [7]},
        {**entry, "winners": []},  # a finished game has a winner
        {**entry, "game": "chess"},
    ):
        storage.setItem(saves.INDEX_KEY, json.dumps({**index, "slots": {slot: forged}}))
        saves.forget_memory()
        assert saves.list_saves(storage) == first  # summarised again from the save itself
