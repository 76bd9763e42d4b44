"""The coach's review of a finished game (issue 18): the player's decisions re-checked by Expert a
few at a time (progress, stop), the three costliest listed with Expert's alternative and the
estimated difference in chance of winning, each opening the replay at that decision."""

from __future__ import annotations

import dataclasses
import json
import re
from html import escape
from typing import Any

import pytest

from tabletop import record as records
from tabletop import registry
from tabletop import text as catalogue
from tabletop.bots.review import MAX_POSITIONS, Verdict, decisions, review, review_json
from tabletop.spec import GameSpec
from tabletop.ui import coach, frame
from tabletop.ui.app import App
from tabletop.ui.coach import Review
from tabletop.ui.game_ui import TableContext
from tabletop.ui.shell import bot_ticket

from .test_app import make_app, start
from .test_coach import GAMES, at_a_choice
from .test_every_game_in_the_app import play_until


def finished_game(seed: str = "3") -> App:
    app = make_app()
    start(app, game="microcosm", seed=seed, kind1="random")
    play_until(app, 400)
    assert app.session is not None and app.session.game.is_over
    return app


def feed(app: App, limit: int = 1000, budget: int = 30) -> int:
    """Answer the app's review requests as the worker does (with a small search budget, to
    keep the tests short), until none is due."""
    answered = 0
    while app.review_due() and answered < limit:
        request = app.review_request()
        answer = json.loads(review_json(json.dumps({**json.loads(request), "budget": budget})))
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
    assert Verdict(3, "a", 0.60, "b", 0.55).cost == 0  # rated above Expert's own choice
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
    assert costly, "playing the first legal action leaves some decision Expert rates lower"
    for verdict in costly:
        assert f'data-step="{verdict.position}"' in html
        assert coach.chances(verdict) in html
    assert "points more chance" not in html
    target = costly[0].position
    app.command("review-open", {"step": str(target)})
    assert app.screen == "replay" and app.replay is not None
    assert app.replay.position == target and app.replay.seat == 0
    shown = app.replay.game()  # just before the decision: the reviewed seat to decide
    assert shown.current_player == 0
    assert session.record["actions"][target] in [str(a) for a in shown.legal_actions()]
    html = str(app.render())
    assert "Continue from here" in html  # play on from here, as a new game
    assert 'id="review-mark"' in html and 'aria-current="step"' in html  # marked there
    app.command("review-open", {"step": "99999"})  # not a decision reviewed: nothing
    assert app.replay.position == target


def test_review_is_offered_only_for_a_finished_game_of_a_person() -> None:
    app = make_app()
    start(app, game="microcosm", seed="3", kind1="random")
    play_until(app, 5)
    app.command("review")
    assert app.review is None and 'data-command="review"' not in str(app.render())


# --- the review explained (issue 33, point 10) -------------------------------------------------


def test_each_entry_states_both_chances_plainly_in_english_and_french() -> None:
    review_ = Review({}, 0, [7], [Verdict(7, "a", 0.41, "b", 0.64)])
    labels = {"a": "Survey", "b": "Warfare"}

    def panel() -> str:
        return str(coach.review_panel(review_, lambda _p, action: labels[action], lambda _p: 3))

    html = panel()
    assert (
        "Round 3: you chose <strong>Survey</strong>; Expert prefers <strong>Warfare</strong>. "
        "Expert gives you 41% after your choice, 64% after its own." in html
    )
    assert "points" not in html
    catalogue.set_language("fr")
    try:
        html = panel()
    finally:
        catalogue.set_language("en")
    assert "Expert vous donne 41\u00a0% après votre choix, 64\u00a0% après le sien." in html
    # Expert could not rate the option played: said as unknown, not as a number.
    assert "Expert gives you ?% after" not in coach.chances(Verdict(7, "a", None, "b", 0.5))
    assert coach.chances(Verdict(7, "a", None, "b", 0.5)).startswith("Expert gives you ? after")


def reviewed(app: App, findings: list[tuple[int, str]]) -> Review:
    """A finished review of seat 0 with these findings (position, Expert's choice), as the
    worker would have sent them, without searching (the search is tested above)."""
    session = app.session
    assert session is not None
    actions = session.record["actions"]
    positions = decisions(session.record, 0)
    ticket = bot_ticket(app)
    assert ticket is not None
    chances = {p: (0.3, 0.6) for p, _ in findings}
    best = dict(findings)
    verdicts = [
        Verdict(p, actions[p], chances.get(p, (0.5, 0.5))[0], best.get(p, actions[p]), 0.6)
        for p in positions
    ]
    app.review = Review(ticket, 0, positions, verdicts)
    return app.review


def game_at(app: App, position: int) -> Any:
    session = app.session
    assert session is not None
    return next(g for n, (g, _) in enumerate(records.steps(session.record)) if n == position)


def another_choice(app: App, position: int) -> str:
    session = app.session
    assert session is not None
    played = session.record["actions"][position]
    return next(str(a) for a in game_at(app, position).legal_actions() if str(a) != played)


def test_a_decision_opened_from_the_review_is_marked_with_both_choices() -> None:
    app = finished_game()
    session = app.session
    assert session is not None
    spec, actions = session.spec, session.record["actions"]
    first, target = decisions(session.record, 0)[2], decisions(session.record, 0)[5]
    hards = another_choice(app, target)
    reviewed(app, [(first, another_choice(app, first)), (target, hards)])
    app.command("review-open", {"step": str(target)})
    assert [(e.kind, e.name) for e in app.effects] == [("focus", "#review-mark")]  # in view
    html = str(app.render())
    view = spec.view(game_at(app, target), 0)
    played_label, hards_label = app.ui.label(actions[target], view), app.ui.label(hards, view)
    # The move list: both findings, the one shown current (not by colour alone).
    assert html.count('data-command="replay-to"') == 2
    assert f'data-step="{target}" aria-current="step"' in html
    assert 'aria-current="step"' not in html.split(f'data-step="{target}"', maxsplit=1)[0]
    # The banner: both choices in the game's words, both chances.
    assert (
        f'Your choice: <strong class="mark-yours">{escape(played_label)}</strong> — '
        f'Expert&#x27;s: <strong class="mark-hards">{escape(hards_label)}</strong>' in html
    )
    assert "Expert gives you 30% after your choice, 60% after its own." in html
    # The choices offered, none to be taken; the two marked by distinct, labelled marks.
    buttons = re.findall(r"<button[^>]*data-action=[^>]*>", html)
    assert len(buttons) == len(view["legal_actions"]) > 1
    assert all(" disabled" in b for b in buttons)
    yours = [b for b in buttons if 'data-review="yours"' in b]
    theirs = [b for b in buttons if 'data-review="hards"' in b]
    assert len(yours) == len(theirs) == 1
    assert f'data-action="{actions[target]}"' in yours[0]
    assert 'data-review-label="Your choice"' in yours[0]
    assert f'data-action="{hards}"' in theirs[0]
    assert 'data-review-label="Expert&#x27;s choice"' in theirs[0]
    # A step on: nothing marked; the list takes the player back.
    app.command("replay-forward")
    html = str(app.render())
    assert "review-mark" not in html and "data-review=" not in html
    assert 'aria-current="step"' not in html and 'data-command="replay-to"' in html
    app.command("replay-to", {"step": str(first)})
    assert app.replay is not None and app.replay.position == first
    assert f'data-step="{first}" aria-current="step"' in str(app.render())
    # Through the other seat's eyes the reviewed choices are not shown (not its decision).
    app.command("replay-seat", {"value": "1"})
    html = str(app.render())
    assert "review-mark" not in html and "data-review=" not in html
    app.command("replay-to", {"step": str(target)})  # back to the reviewed seat's eyes
    assert app.replay.seat == 0 and "review-mark" in str(app.render())


def hand_after(spec: GameSpec[Any], game: Any, action: str) -> int:
    after = game.clone()
    after.apply(action)
    return int(spec.view(after, 0)["players"][0]["hand_size"])


def test_what_differed_shows_the_facts_that_differ_after_each_choice() -> None:
    app = finished_game()
    session = app.session
    assert session is not None
    spec, actions = session.spec, session.record["actions"]
    found = None
    for position in decisions(session.record, 0):
        game = game_at(app, position)
        for other in (str(a) for a in game.legal_actions()):
            mine, theirs = hand_after(spec, game, actions[position]), hand_after(spec, game, other)
            if mine != theirs:
                found = position, other, mine, theirs
                break
        if found:
            break
    assert found, "some choice of the game leaves another number of cards in hand"
    position, other, mine, theirs = found
    reviewed(app, [(position, other)])
    app.command("review-open", {"step": str(position)})
    html = str(app.render())
    row = re.search(r'<tr data-fact="fact.hand">(.*?)</tr>', html)
    assert row is not None
    assert row.group(1) == f'<th scope="row">Cards in hand</th><td>{mine}</td><td>{theirs}</td>'
    # Only what differs is shown: each row's two values differ.
    for cells in re.findall(r'<tr data-fact="[^"]+">(.*?)</tr>', html):
        yours, hards = re.findall(r"<td>(.*?)</td>", cells)
        assert yours != hards


def test_differences_keep_only_the_facts_that_differ_in_order() -> None:
    yours = {"fact.score": "3", "fact.hand": "4", "fact.symbols": "2", "fact.techs": "1"}
    hards = {"fact.score": "5", "fact.hand": "4", "fact.symbols": "1"}
    assert coach.differences(yours, hards) == [
        ("fact.score", "3", "5"),
        ("fact.symbols", "2", "1"),
    ]
    assert coach.differences(yours, yours) == []
    assert "<table" not in str(coach.review_mark(Verdict(1, "a", 0.1, "b", 0.2), "A", "B", []))


@pytest.mark.parametrize("game", GAMES)
def test_every_game_names_its_facts_for_the_review(game: str) -> None:
    app = make_app()
    start(app, game=game, seed="4", kind1="random")
    at_a_choice(app)
    session = app.session
    assert session is not None and app.ui.facts is not None
    view = session.spec.view(session.game, 0)
    facts = app.ui.facts(view, 0)
    assert facts and all(type(count) is int and count >= 0 for count in facts.values())
    for lang in ("en", "fr"):
        catalogue.set_language(lang)
        try:
            assert all(catalogue.t(key) for key in facts)
        finally:
            catalogue.set_language("en")
    for action in view["legal_actions"][:2]:
        after = coach.facts_after(session.spec, app.ui, session.game, 0, action)
        assert set(after) == {"fact.score", *facts}
    assert session.game.legal_actions()  # the game itself was not changed
    assert [str(a) for a in session.game.legal_actions()] == view["legal_actions"]


def test_both_choices_stay_in_sight_where_a_game_folds_its_buttons() -> None:
    # Chaos Theory folds its many die-turning buttons into a closed disclosure; in a replay at
    # a decision reviewed, the two marked must not be folded away.
    app = finished_game()
    session = app.session
    assert session is not None
    position = decisions(session.record, 0)[3]
    view = session.spec.view(game_at(app, position), 0)
    played, best = session.record["actions"][position], another_choice(app, position)
    folding = dataclasses.replace(app.ui, arrange=lambda _view, _buttons, _best: [])
    ctx = TableContext(names=("Ada", "Bot"), bots=(None, "random"), interactive=False)
    assert frame.compared_buttons(folding, view, ctx) == []  # nothing reviewed: no buttons
    ctx = dataclasses.replace(ctx, compared=(played, best))
    html = "".join(frame.compared_buttons(folding, view, ctx))
    assert html.count("data-action=") == len(view["legal_actions"])
    assert 'data-review="yours"' in html and 'data-review="hards"' in html
