"""What any screen draws of a game in progress shows nothing hidden from the one looking
(issue 30, point 2), in every registered game: the table (through its player's eyes), the
resume picture painted at the next start, a link's replay and a saved game's replay (as an
onlooker: no seat at all), and the player's own replay of their game.

Each screen is drawn, then drawn again with everything hidden from the one looking reshuffled
(`GameSpec.perturb`, for each seat whose secrets they must not see) and every event's secret
taken out where it is not theirs; the two drawings must be identical. The saved record itself
holds the whole game, necessarily: what matters is what a screen draws from it."""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from tabletop import registry
from tabletop.saves import MemoryStorage
from tabletop.spec import GameSpec
from tabletop.ui import resume
from tabletop.ui.app import App
from tabletop.ui.replay import Replay
from tabletop.ui.session import Session, Step
from tabletop.ui.shell import playable_games

from .test_app import make_app, start
from .test_every_game_in_the_app import play_until

GAMES = [spec.id for spec in playable_games()]
MOVES = 14  # the person's decisions before looking: well into a game of every kind
SEEDS = (1, 2)


def in_progress(game: str, storage: MemoryStorage | None = None) -> App:
    """A solo game (the person in seat 0, Easy bots) some decisions in, not over."""
    app = make_app(storage)
    start(app, game=game, seed="21", kind1="easy")
    play_until(app, MOVES)
    assert app.session is not None and not app.session.game.is_over
    return app


def without_secrets(steps: list[Step], viewer: int | None) -> list[Step]:
    """The steps with every event's secret taken out, but for the viewer's own events: a
    drawing that reads another's secret then comes out different (or not at all)."""
    out = []
    for step in steps:
        events = copy.deepcopy(step.events)
        for event in events:
            if viewer is None or event.get("player") != viewer:
                event.pop("secret", None)
        out.append(dataclasses.replace(step, events=events))
    return out


@contextmanager
def hidden_reshuffled(
    session: Session, game: Any, seat: int, seed: int, viewer: int | None
) -> Iterator[Any]:
    """`game` with everything hidden from `seat` reshuffled, and the session's events with the
    secrets the viewer may not see taken out; the session restored after."""
    steps, true_game = session.steps, session.game
    other = session.spec.perturb(game, seat, seed)
    session.steps = without_secrets(steps, viewer)
    try:
        yield other
    finally:
        session.steps, session.game = steps, true_game


def seats_hidden_from(spec: GameSpec, players: int, viewer: int | None) -> list[int]:
    """The seats whose `perturb` reshuffles only what the viewer may not see: the viewer's own
    (for a seat), or every seat (for an onlooker, who is none of them)."""
    return list(range(players)) if viewer is None else [viewer]


def unchanged(
    draw: Callable[[], str], session: Session, game: Any, viewer: int | None, replay: Replay | None
) -> int:
    """Draws once, then under each reshuffle, and checks every drawing is the same; returns
    how many reshuffles changed the true game (a test that reshuffles nothing proves nothing)."""
    spec = session.spec
    before = draw()
    changed = 0
    for seat in seats_hidden_from(spec, session.config["players"], viewer):
        for seed in SEEDS:
            with hidden_reshuffled(session, game, seat, seed * 101 + seat, viewer) as other:
                changed += spec.snapshot(other) != spec.snapshot(game)
                if replay is None:
                    session.game = other
                    after = draw()
                else:
                    true_game = replay.game
                    replay.game = lambda: other  # type: ignore[method-assign]
                    try:
                        after = draw()
                    finally:
                        replay.game = true_game  # type: ignore[method-assign]
            assert after == before, f"seat {seat}'s hidden things reach the drawing"
    return changed


@pytest.mark.parametrize("game", GAMES)
def test_the_table_and_the_resume_picture_show_nothing_hidden_from_the_player(game: str) -> None:
    app = in_progress(game)
    session = app.session
    assert session is not None and app.screen == "table"
    viewer = app.viewer()

    def table() -> str:
        return str(app.render())

    def picture() -> str:
        return str(resume.snapshot_of(app, str(app.render())))

    assert unchanged(table, session, session.game, viewer, None) > 0
    assert "html" in picture()
    assert unchanged(picture, session, session.game, viewer, None) > 0


@pytest.mark.parametrize("game", GAMES)
def test_a_link_and_a_saved_game_replay_a_game_in_progress_as_an_onlooker(game: str) -> None:
    storage = MemoryStorage()
    app = in_progress(game, storage)
    fragment = app.share_fragment()
    assert fragment is not None and app.slot is not None
    from_link = make_app()
    assert from_link.open_fragment(fragment)
    from_saves = make_app(storage)
    from_saves.command("replay-slot", {"slot": app.slot})
    for viewer in (from_link, from_saves):
        replay = viewer.replay
        assert replay is not None and viewer.screen == "replay" and replay.seat is None
        for position in (replay.length, replay.length // 2):
            replay.go(position)

            def draw(viewer: App = viewer) -> str:
                return str(viewer.render())

            changed = unchanged(draw, replay.session, replay.game(), None, replay)
            assert changed > 0 or position == 0


@pytest.mark.parametrize("game", GAMES)
def test_the_players_own_replay_shows_nothing_hidden_from_them(game: str) -> None:
    app = in_progress(game)
    viewer = app.viewer()
    app.command("replay-game")
    replay = app.replay
    assert replay is not None and replay.seat == viewer

    def draw() -> str:
        return str(app.render())

    assert unchanged(draw, replay.session, replay.game(), viewer, replay) > 0


def test_every_installed_game_has_its_screens_checked() -> None:
    """The tests above run for every game the shell can draw, and that is every game."""
    assert list(registry.ids()) == GAMES
