"""A person is never asked a question with one answer (issue 33, "Forced moves play
themselves"): such a decision is taken for them at once, logged as such, kept in the record as
any other, and taken back with the decision that led to it."""

from __future__ import annotations

import pytest

from tabletop.bots import make_bot
from tabletop.ui.app import App
from tabletop.ui.session import Session
from tabletop.ui.shell import playable_games

from .test_app import actions_offered, make_app, run_bots, start

GAMES = [spec.id for spec in playable_games()]


def play(app: App, seed: int, on_step: object = None) -> tuple[int, int]:
    """A whole game, seat 0 a person playing Easy's choices through the table: (prompts the
    person was shown, of which with one answer)."""
    session = app.session
    assert session is not None
    easy = make_bot("easy", session.spec, seed)
    prompts = single = 0
    while True:
        run_bots(app)
        if session.game.is_over:
            return prompts, single
        offered = actions_offered(app)
        prompts += 1
        single += len(offered) == 1 or len(session.game.legal_actions()) == 1
        assert app.act(easy.choose(session.view(0)))
        if callable(on_step):
            on_step(app)


@pytest.mark.parametrize("game", GAMES)
def test_no_prompt_with_one_answer_and_the_forced_steps_are_in_the_record(game: str) -> None:
    app = make_app()
    start(app, game=game, seed="21")
    prompts, single = play(app, 21)
    session = app.session
    assert session is not None and session.game.is_over
    assert prompts > 10 and single == 0
    forced = [step for step in session.steps if step.forced]
    assert all(session.is_human(step.player) for step in forced)
    # The record holds them as decisions; replayed, the same steps are marked forced.
    again = Session.from_record(session.record, session.seats)
    assert [s.forced for s in again.steps] == [s.forced for s in session.steps]
    if game in ("eminent-domain", "prototype-2010"):  # a fifth of their decisions and more
        assert len(forced) > prompts // 10


def test_a_forced_step_is_logged_as_taken_for_the_person() -> None:
    app = make_app()
    start(app, game="eminent-domain", seed="21")
    seen: list[str] = []

    def look(app: App) -> None:
        session = app.session
        assert session is not None
        if session.steps and session.steps[-1].forced and not seen:
            seen.append(str(app.render()))

    play(app, 21, look)
    assert seen and "(the only choice: taken for you)" in seen[0]


@pytest.mark.parametrize("game", ["eminent-domain", "prototype-2010", "microcosm"])
def test_undo_takes_back_the_forced_steps_with_the_decision_before_them(game: str) -> None:
    """(Chaos Theory's forced steps follow dice rolled, which no undo takes back.)"""
    checked: list[int] = []

    def try_undo(app: App) -> None:
        session = app.session
        assert session is not None
        if checked or not session.steps[-1].forced or not session.can_undo(0):
            return
        first = max(i for i, s in enumerate(session.steps) if not s.forced)
        before = session.record["actions"][:first]
        app.command("undo")
        assert session.record["actions"] == before
        assert session.game.current_player == 0 and len(session.game.legal_actions()) > 1
        checked.append(len(before))

    for seed in range(21, 31):
        app = make_app()
        start(app, game=game, seed=str(seed))
        play(app, seed, try_undo)
        if checked:
            break
    assert checked, "no decision followed by forced steps that could be taken back"


@pytest.mark.parametrize("game", ["eminent-domain", "chaos-theory", "prototype-2010"])
def test_a_chain_of_the_same_choice_is_taken_in_one_step(game: str) -> None:
    """Boosting with three Survey cards, or one die after another: one button takes the
    choice as many times as it may be taken in a row, each a decision of the record; a count
    it may not take, or no count at all, is refused and changes nothing."""
    app = make_app()
    start(app, game=game, seed="0")
    session = app.session
    assert session is not None
    easy = make_bot("easy", session.spec, 0)
    for _ in range(600):
        run_bots(app)
        assert not session.game.is_over, "no choice could be taken twice in a row"
        html = str(app.render())
        chains = [(a, session.repeats(a)) for a in session.view(0)["legal_actions"]]
        chains = [(a, n) for a, n in chains if n > 1]
        if chains:
            break
        assert 'data-command="repeat"' not in html
        assert app.act(easy.choose(session.view(0)))
    action, times = chains[0]
    assert f'data-repeat="{action}"' in html and f'data-times="{times}"' in html
    before = list(session.record["actions"])
    for bad in ({"repeat": action, "times": str(times + 1)}, {"repeat": action, "times": "x"}):
        app.command("repeat", bad)
        assert session.record["actions"] == before and "not allowed" in str(app.render())
    app.command("repeat", {"repeat": action, "times": str(times)})
    after = session.record["actions"]
    assert after[: len(before) + times] == before + [action] * times
