"""Everything the app offers works for every playable game, through the core alone: solo
against each bot level, hotseat with its privacy screen, undo, export and import, replay,
continuing from a replay, and a rules demo cut from it (issue 13: "everything the base game
has works for Microcosm too")."""

from __future__ import annotations

import json

import pytest

from tabletop import saves
from tabletop.bots.base import LEVELS
from tabletop.demos import decode
from tabletop.ui.app import App
from tabletop.ui.embed import EmbedApp
from tabletop.ui.shell import playable_games

from .test_app import actions_offered, make_app, run_bots, start

GAMES = [spec.id for spec in playable_games()]


def play_until(app: App, moves: int) -> None:
    """The humans play the first legal action (bots answering) for `moves` decisions."""
    session = app.session
    assert session is not None
    for _ in range(moves):
        run_bots(app)
        if session.game.is_over:
            return
        if app.screen == "pass":
            app.command("reveal")
        offered = actions_offered(app)
        assert offered, app.screen
        assert app.act(offered[0])


def test_every_installed_game_with_an_interface_is_offered() -> None:
    assert GAMES == ["eminent-domain", "microcosm", "chaos-theory", "prototype-2010"]


@pytest.mark.parametrize("level", LEVELS)
def test_microcosm_plays_to_its_end_against_each_bot_level(level: str) -> None:
    app = make_app()
    start(app, game="microcosm", seed="3", kind1=level)
    play_until(app, 400)
    session = app.session
    assert session is not None and session.game.is_over
    html = str(app.render())
    assert "Final scores" in html and 'class="influence-chart"' in html
    assert saves.list_saves(app.storage)[0].finished


@pytest.mark.parametrize("game", GAMES)
def test_hotseat_shows_the_privacy_screen_between_the_humans(game: str) -> None:
    app = make_app()
    start(app, game=game, seed="9", kind1="human", name1="Bea")
    session = app.session
    assert session is not None
    for _ in range(50):
        if app.screen == "pass":
            break
        play_until(app, 1)
    assert app.screen == "pass"
    seat = session.game.current_player
    assert seat is not None and seat != app.shown_to  # the device goes to the other human
    html = str(app.render())
    name = session.names[seat]
    assert f"Pass the device to <bdi>{name}</bdi>" in html and actions_offered(app) == []
    app.command("reveal")
    assert app.screen == "table" and actions_offered(app)


@pytest.mark.parametrize("game", GAMES)
def test_undo_takes_back_a_decision_that_revealed_nothing(game: str) -> None:
    app = make_app()
    start(app, game=game, seed="7")
    session = app.session
    assert session is not None
    for _ in range(100):  # find a decision the player may take back
        run_bots(app)
        before = [s.action for s in session.steps]
        legal = session.view(0)["legal_actions"]
        play_until(app, 1)
        if session.can_undo(0):
            app.command("undo")
            assert [s.action for s in session.steps] == before
            assert session.view(0)["legal_actions"] == legal
            assert session.undo_used and saves.read(app.storage, app.slot or "").undo_used
            return
    pytest.fail("no decision could be undone in 100 tries")


@pytest.mark.parametrize("game", GAMES)
def test_an_exported_game_imports_as_the_same_game(game: str) -> None:
    app = make_app()
    start(app, game=game, seed="11")
    play_until(app, 12)
    session = app.session
    assert session is not None
    app.command("export", {"slot": app.slot or ""})
    effect = app.effects.pop()
    assert effect.kind == "download" and effect.name.startswith(f"{game}-")
    other = make_app()
    other.command("import-go", {"text": effect.text})
    imported = other.session
    assert other.screen in ("table", "pass") and imported is not None
    assert imported.spec.id == game and imported.record == session.record


@pytest.mark.parametrize("game", GAMES)
def test_a_replay_continues_as_a_new_game_and_cuts_a_demo(game: str) -> None:
    app = make_app()
    start(app, game=game, seed="5")
    play_until(app, 10)
    app.command("replay-game")
    assert app.screen == "replay" and app.replay is not None
    app.command("replay-first")
    app.command("make-demo")
    assert app.demo_link.startswith(f"embed.html#demo={game}.")
    demo = decode(app.demo_link.split("#demo=", 1)[1])
    assert json.loads(app.demo_json)["game"] == game
    embed = EmbedApp()
    embed.open_fragment("#demo=" + app.demo_link.split("#demo=", 1)[1])
    assert embed.error == "" and embed.last == len(demo.actions) >= 1
    app.command("replay-forward")
    app.command("replay-continue", {"mode": "solo"})
    session = app.session
    assert session is not None and session.spec.id == game
    assert len(session.steps) == 1 and app.branch is not None and app.screen == "table"


def test_the_rules_screen_shows_any_games_rules_picked_from_home() -> None:
    app = make_app()
    app.command("rules")
    html = str(app.render())
    assert 'data-game="eminent-domain" aria-pressed="true"' in html
    assert "Microcosm — how to play" not in html
    app.command("rules", {"game": "microcosm"})
    html = str(app.render())
    assert 'data-game="microcosm" aria-pressed="true"' in html
    assert "Microcosm — how to play" in html and "comment jouer" not in html
    app.command("language", {"lang": "fr"})  # the rules follow the switch
    assert "Microcosm — comment jouer" in str(app.render())
    app.command("language", {"lang": "en"})
    assert "embed.html#demo=microcosm/" in html  # its own demos
    app.command("rules", {"game": "no-such-game"})  # an unknown name: the game shown
    assert 'data-game="eminent-domain" aria-pressed="true"' in str(app.render())
