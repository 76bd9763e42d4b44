"""The replay viewer and game links, through the application (issue 6)."""

from __future__ import annotations

import hashlib
import re

from tabletop import saves
from tabletop.saves import MemoryStorage
from tabletop.ui.app import App

from .test_app import make_app, run_bots, start


def finished_app() -> App:
    app = make_app()
    app.command("start", {"players": "2", "kind0": "easy", "kind1": "random", "seed": "6"})
    run_bots(app)
    assert app.session is not None and app.session.game.is_over
    return app


def test_a_finished_game_link_opens_the_replay_at_its_end_and_steps_both_ways() -> None:
    app = finished_app()
    assert app.session is not None
    fragment = app.share_fragment()
    assert fragment is not None and fragment.startswith("#game=eminent-domain.1.")
    assert "&seat=" not in fragment  # a finished game may be shown with all cards open
    viewer = make_app()
    assert viewer.open_fragment(fragment)
    assert viewer.screen == "replay"
    replay = viewer.replay
    assert replay is not None
    assert replay.position == replay.length == len(app.session.steps)
    assert replay.game().state == app.session.game.state
    end = str(viewer.render())
    assert "Final scores" in end
    viewer.command("replay-first")
    assert replay.position == 0
    start_html = str(viewer.render())
    assert "Final scores" not in start_html
    assert start_html.count("<li>") < end.count("<li>")  # the log follows the position
    viewer.command("replay-forward")
    viewer.command("replay-forward")
    viewer.command("replay-back")
    assert replay.position == 1
    rounds = replay.round_starts()
    assert rounds[0] == 0 and len(rounds) > 3
    viewer.command("replay-round", {"value": str(rounds[2])})
    assert replay.position == rounds[2]
    assert "round 3" in str(viewer.render())


def test_a_finished_game_can_be_seen_by_any_seat_or_with_every_hand_open() -> None:
    viewer = make_app()
    fragment = finished_app().share_fragment()
    assert fragment is not None
    viewer.open_fragment(fragment)
    viewer.command("replay-round", {"value": "0"})
    viewer.command("replay-forward")
    viewer.command("replay-seat", {"value": "1"})
    assert viewer.replay is not None and viewer.replay.seat == 1
    viewer.command("replay-seat", {"value": "open"})
    assert "Every hand" in str(viewer.render())


def game_in_progress(storage: MemoryStorage | None = None) -> App:
    app = make_app(storage)
    start(app, seed="5")
    session = app.session
    assert session is not None
    for _ in range(20):
        run_bots(app)
        app.act(session.view(0)["legal_actions"][0])
    return app


def onlooker_only(viewer: App) -> None:
    """The replay shows the game in progress as an onlooker: no seat's eyes, whatever is
    asked, and no demo (which would show a seat's hand)."""
    replay = viewer.replay
    assert replay is not None and replay.seat is None and replay.fixed
    viewer.command("replay-seat", {"value": "1"})
    viewer.command("replay-seat", {"value": "open"})
    assert replay.seat is None and not replay.open_hands
    viewer.command("replay-back")
    viewer.command("make-demo")
    assert viewer.demo_json == ""
    html = str(viewer.render())
    assert "as an onlooker sees it" in html
    assert 'data-command="make-demo" disabled' in html
    assert "data-action" not in html  # a replay offers no choices


def test_a_link_to_a_game_in_progress_names_no_seat_and_shows_it_as_an_onlooker() -> None:
    """Issue 30: a link could show any seat's hand (`&seat=1`); it names none now, and one
    made before that opens as an onlooker sees it, whatever seat it names."""
    app = game_in_progress()
    fragment = app.share_fragment()
    assert fragment is not None and "&seat=" not in fragment
    for link in (fragment, fragment.replace("&names=", "&seat=1&names="), fragment + "&seat=0"):
        viewer = make_app()
        assert viewer.open_fragment(link)
        onlooker_only(viewer)


def test_a_saved_game_in_progress_is_replayed_as_an_onlooker_sees_it() -> None:
    """Issue 30: Home, Saved games, Replay showed the first seat's hand to whoever holds the
    device."""
    storage = MemoryStorage()
    app = game_in_progress(storage)
    assert app.slot is not None
    viewer = make_app(storage)
    viewer.command("replay-slot", {"slot": app.slot})
    assert viewer.screen == "replay"
    onlooker_only(viewer)


def test_the_player_replays_their_own_game_in_progress_through_their_own_eyes() -> None:
    app = game_in_progress()
    app.command("replay-game")
    replay = app.replay
    assert replay is not None and replay.seat == 0 and replay.fixed
    app.command("replay-seat", {"value": "1"})
    assert replay.seat == 0
    assert "shown as <bdi>Ada</bdi> sees it" in str(app.render())
    fragment = app.share_fragment()  # the link it gives still names no seat
    assert fragment is not None and "&seat=" not in fragment


def test_an_onlooker_continues_the_game_here_as_the_seat_chosen() -> None:
    storage = MemoryStorage()
    fragment = game_in_progress().share_fragment()
    assert fragment is not None
    viewer = make_app(storage)
    viewer.open_fragment(fragment)
    replay = viewer.replay
    assert replay is not None and replay.player == 0  # the first human by default
    html = str(viewer.render())
    assert 'id="replay-as"' in html and "Continue this game here" in html
    viewer.command("replay-as", {"value": "1"})
    viewer.command("replay-as", {"value": "7"})  # no such seat: nothing changes
    assert replay.player == 1
    viewer.command("replay-continue", {"mode": "solo"})
    session = viewer.session
    assert session is not None
    assert [seat.kind for seat in session.seats] == ["bot", "human"]
    assert len(session.steps) == replay.length  # the game goes on from where it was
    hotseat = make_app(MemoryStorage())
    hotseat.open_fragment(fragment)
    hotseat.command("replay-continue", {"mode": "hotseat"})
    assert hotseat.screen == "pass"  # every hand behind the privacy screen first


def test_a_bad_link_shows_its_reason_and_changes_no_save() -> None:
    storage = MemoryStorage()
    app = make_app(storage)
    start(app, seed="4")
    before = dict(storage.items)
    fresh = make_app(storage)
    assert fresh.open_fragment("#game=v1.AAAAAAAA-broken")
    assert fresh.screen == "link-error"
    html = str(fresh.render())
    assert "cannot be opened" in html and "Nothing was saved" in html
    assert storage.items == before
    assert not fresh.open_fragment("#rules")  # not a game link: the home screen as usual
    tampered = make_app(storage)
    tampered.open_fragment("#game=v9.abc")
    assert "another version" in str(tampered.render())


def test_continue_from_here_starts_a_new_game_that_records_its_branch() -> None:
    storage = MemoryStorage()
    viewer = make_app(storage)
    fragment = finished_app().share_fragment()
    assert fragment is not None
    viewer.open_fragment(fragment)
    replay = viewer.replay
    assert replay is not None
    viewer.command("replay-round", {"value": str(replay.round_starts()[3])})
    position = replay.position
    viewer.command("replay-continue", {"mode": "solo"})
    session = viewer.session
    assert session is not None and viewer.screen in ("table", "pass")
    assert [s.action for s in session.steps] == replay.record["actions"][:position]
    assert [seat.kind for seat in session.seats].count("human") == 1
    doc = saves.read(storage, viewer.slot or "")
    assert doc.branch is not None and doc.branch["step"] == position
    assert doc.branch["from"]["actions"] == replay.record["actions"]
    again = saves.SaveDoc.parse(doc.to_json())
    assert again.branch == doc.branch


def test_replay_autoplay_steps_until_the_end() -> None:
    viewer = make_app()
    fragment = finished_app().share_fragment()
    assert fragment is not None
    viewer.open_fragment(fragment)
    replay = viewer.replay
    assert replay is not None
    viewer.command("replay-play")  # at the end: starts again from the beginning
    assert replay.position == 0 and replay.playing
    ticks = 0
    while viewer.replay_tick():
        ticks += 1
    assert replay.position == replay.length and ticks == replay.length - 1
    assert re.search(r"▶ Play", str(viewer.render()))


def test_the_seed_is_committed_before_the_game_and_revealed_at_the_end() -> None:
    """Issue 6, fair shuffles: SHA-256 of the seed on the form; the seed on the end screen."""
    app = make_app()
    app.command("new")
    form = str(app.render())
    shown = re.search(r'<code class="hash">([0-9a-f]{64})</code>', form)
    assert shown is not None
    app.command("start", {"players": "2", "kind0": "easy", "kind1": "easy"})
    session = app.session
    assert session is not None
    expected = hashlib.sha256(f"eminent-domain-seed:{session.seed}".encode()).hexdigest()
    assert shown.group(1) == expected
    assert str(session.seed) not in str(app.render()).split("Game log")[0]
    run_bots(app)
    end = str(app.render())
    assert f"seed {session.seed}" in end and expected in end
    app.command("new")
    assert expected not in str(app.render())  # every game gets a new seed
