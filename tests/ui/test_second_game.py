"""The shell plays a second game through the core: Microcosm, chosen on the new-game form."""

from __future__ import annotations

from tabletop import saves

from .test_app import actions_offered, make_app, run_bots, start


def test_microcosm_is_chosen_on_the_form_played_to_the_end_saved_and_shared() -> None:
    app = make_app()
    app.command("new")
    assert 'value="microcosm"' in str(app.render())
    start(app, game="microcosm", seed="5", kind0="human", kind1="easy", reveal_after_flip="on")
    session = app.session
    assert session is not None and session.spec.id == "microcosm"
    assert session.config == {"players": 2, "reveal_after_flip": True}
    for _ in range(400):  # the person plays the first legal action; the bot answers
        run_bots(app)
        if session.game.is_over:
            break
        offered = actions_offered(app)
        assert offered == session.view(0)["legal_actions"]
        assert app.act(offered[0])
    assert session.game.is_over
    listed = saves.list_saves(app.storage)
    assert listed[0].finished and listed[0].scores == tuple(session.game.scores())
    fragment = app.share_fragment()
    assert fragment is not None and fragment.startswith("#game=microcosm.2.")
    other = make_app()
    assert other.open_fragment(fragment) and other.screen == "replay"
    assert other.replay is not None and other.replay.session.game.scores() == session.game.scores()
    assert "Microcosm" in str(other.render()) or "microcosm" in str(other.render())
