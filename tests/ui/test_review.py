"""The coach's review of a finished game (issue 18): the player's decisions re-checked by Hard a
few at a time (progress, stop), the three costliest listed with Hard's alternative and the
estimated difference in chance of winning, each opening the replay at that decision."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tabletop import record as records
from tabletop import registry
from tabletop.bots.review import MAX_POSITIONS, Verdict, decisions, review, review_json
from tabletop.ui.app import App
from tabletop.ui.coach import Review

from .test_app import make_app, start
from .test_every_game_in_the_app import play_until


def finished_game(seed: str = "3") -> App:
    app = make_app()
    start(app, game="microcosm", seed=seed, kind1="random")
    play_until(app, 400)
    assert app.session is not None and app.session.game.is_over
    return app


def feed(app: App, limit: int = 1000) -> int:
    """Answer the app's review requests as the worker does, until none is due."""
    answered = 0
    while app.review_due() and answered < limit:
        request = app.review_request()
        answer = json.loads(review_json(request))
        answer["ticket"] = json.loads(request)["ticket"]
        assert app.review_act(answer)
        answered += 1
    return answered


def test_decisions_are_the_seats_positions_with_a_choice() -> None:
    app = finished_game()
    assert app.session is not None
    record = app.session.record
    found = decisions(record, 0)
    spec = registry.get("microcosm")
    expected = []
    for number, (game, _) in enumerate(records.steps(record)):
        if number < len(record["actions"]) and game.current_player == 0:
            view = spec.view(game, 0)
            alike = {spec.alike(view, a) for a in view["legal_actions"]}  # type: ignore[misc]
            if len(alike) > 1:
                expected.append(number)
    assert found == expected and found
    assert set(found).isdisjoint(decisions(record, 1))


def test_each_verdict_rates_the_option_played_against_hards_choice() -> None:
    app = finished_game()
    assert app.session is not None
    record = app.session.record
    spec = registry.get("microcosm")
    positions = decisions(record, 0)[:6]
    verdicts = review(spec, record, 0, positions, seed=5, budget=40)
    assert [v.position for v in verdicts] == positions
    games = {n: g.clone() for n, (g, _) in enumerate(records.steps(record)) if n in positions}
    for verdict in verdicts:
        assert verdict.played == record["actions"][verdict.position]
        assert verdict.best in [str(a) for a in games[verdict.position].legal_actions()]
        assert verdict.best_chance is not None and 0 <= verdict.best_chance <= 1
        assert verdict.cost >= 0
        if verdict.played == verdict.best:
            assert verdict.cost == 0
    # The same request gives the same verdicts (a budget in iterations, no time limit).
    assert review(spec, record, 0, positions, seed=5, budget=40) == verdicts


def test_a_verdicts_cost_is_the_chance_given_away() -> None:
    assert Verdict(3, "a", 0.40, "b", 0.55).cost == pytest.approx(0.15)
    assert Verdict(3, "a", 0.60, "b", 0.55).cost == 0  # rated above Hard's own choice
    assert Verdict(3, "a", None, "b", 0.55).cost == 0  # not rated: no claim
    assert Verdict(3, "b", 0.55, "b", 0.55).cost == 0


def test_the_costliest_three_come_first_and_only_those_that_cost() -> None:
    review_ = Review({}, 0, [1, 2, 3, 4, 5])
    review_.verdicts = [
        Verdict(1, "a", 0.5, "b", 0.6),
        Verdict(2, "a", 0.2, "b", 0.6),
        Verdict(3, "b", 0.6, "b", 0.6),
        Verdict(4, "a", 0.5, "b", 0.55),
        Verdict(5, "a", 0.1, "b", 0.3),
    ]
    assert [v.position for v in review_.costliest()] == [2, 5, 1]


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"seat": 5}, "seat"),
        ({"seat": "0"}, "seat"),
        ({"positions": []}, "positions"),
        ({"positions": list(range(MAX_POSITIONS + 1))}, "positions"),
        ({"positions": [-1]}, "positions"),
        ({"budget": 0}, "budget"),
        ({"budget": 10**6}, "budget"),
        ({"record": {"game": "nope"}}, "Error"),
        ({"positions": [10**6]}, "past the record's end"),
    ],
)
def test_a_bad_review_request_gets_an_error(change: dict[str, Any], reason: str) -> None:
    app = finished_game()
    assert app.session is not None
    request = {"record": app.session.record, "seat": 0, "positions": [0], "seed": 1}
    answer = json.loads(review_json(json.dumps({**request, **change})))
    assert "error" in answer and reason in answer["error"]


def test_a_position_of_another_seat_is_refused() -> None:
    app = finished_game()
    assert app.session is not None
    theirs = decisions(app.session.record, 1)[0]
    request = {"record": app.session.record, "seat": 0, "positions": [theirs], "seed": 1}
    assert "not a decision of seat 0" in json.loads(review_json(json.dumps(request)))["error"]


def test_bad_verdicts_from_the_worker_are_refused() -> None:
    for bad in ([1, "a", 0.5, "b"], [-1, "a", 0.5, "b", 0.5], [1, "a", 2, "b", 0.5], "x"):
        with pytest.raises(ValueError):
            Verdict.from_json(bad)
    assert Verdict.from_json([1, "a", None, "b", 1]) == Verdict(1, "a", None, "b", 1.0)


def test_the_end_screen_reviews_stops_resumes_and_opens_the_replay_there() -> None:
    app = finished_game()
    session = app.session
    assert session is not None
    html = str(app.render())
    assert 'data-command="review"' in html and not app.review_due()
    app.command("review")
    assert app.review_due() and app.review is not None
    total = len(app.review.positions)
    assert total == len(decisions(session.record, 0))
    assert f"0 of {total}" in str(app.render()) and "<progress" in str(app.render())
    feed(app, limit=1)
    app.command("review-stop")
    assert not app.review_due()
    html = str(app.render())
    assert "Stopped after 4 of your" in html and "Review again" in html
    app.command("review")  # again, from the start
    assert app.review is not None and app.review.checked == 0
    # An answer for other positions (a review restarted meanwhile) is dropped.
    stale = json.loads(app.review_request())
    assert not app.review_act(
        {"verdicts": [[10**5, "a", 0.5, "b", 0.5]], "ticket": stale["ticket"]}
    )
    feed(app)
    review_ = app.review
    assert review_.checked == total and not review_.running
    html = str(app.render())
    assert f"All {total} of your decisions" in html
    costly = review_.costliest()
    assert len(costly) <= 3
    assert all(v.cost > 0 for v in costly)
    assert costly, "playing the first legal action leaves some decision Hard rates lower"
    for verdict in costly:
        assert f'data-step="{verdict.position}"' in html
        assert f"{round(100 * verdict.cost)} points more chance of winning" in html
    target = costly[0].position
    app.command("review-open", {"step": str(target)})
    assert app.screen == "replay" and app.replay is not None
    assert app.replay.position == target and app.replay.seat == 0
    shown = app.replay.game()  # just before the decision: the reviewed seat to decide
    assert shown.current_player == 0
    assert session.record["actions"][target] in [str(a) for a in shown.legal_actions()]
    assert "Continue from here" in str(app.render())  # play on from here, as a new game
    app.command("review-open", {"step": "99999"})  # not a decision reviewed: nothing
    assert app.replay.position == target


def test_review_is_offered_only_for_a_finished_game_of_a_person() -> None:
    app = make_app()
    start(app, game="microcosm", seed="3", kind1="random")
    play_until(app, 5)
    app.command("review")
    assert app.review is None and 'data-command="review"' not in str(app.render())
