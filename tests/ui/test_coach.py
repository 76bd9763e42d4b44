"""The coach's hint (issue 18, "A coach"): during a game a player may ask what Expert would
do (Hard until issue 35), with the top candidates and their estimated chances of winning; a
game where hints or undo were used is marked so on the table, the end screen and the saves
list."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tabletop import registry, saves
from tabletop import text as catalogue
from tabletop.bots.expert import ExpertBot
from tabletop.bots.service import HINT_CANDIDATES, SlicedChooser, hint_json
from tabletop.markup import text
from tabletop.ui.app import App
from tabletop.ui.coach import Hint, panel, read_answer
from tabletop.ui.shell import playable_games

from .test_app import actions_offered, make_app, run_bots, start
from .test_every_game_in_the_app import play_until

GAMES = [spec.id for spec in playable_games()]


def at_a_choice(app: App) -> None:
    """Play on (first legal actions) until the human has more than one choice."""
    session = app.session
    assert session is not None
    for _ in range(200):
        run_bots(app)
        if len(actions_offered(app)) > 1:
            return
        play_until(app, 1)
    pytest.fail("the human never had a choice")


def answer_hint(app: App) -> dict[str, Any]:
    """What the worker answers to the app's hint request (the same function it runs)."""
    assert app.hint_due()
    answer: dict[str, Any] = json.loads(hint_json(app.hint_request()))
    return answer


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_names_hards_choice_first_with_its_estimated_chance(game: str) -> None:
    app = make_app()
    start(app, game=game, seed="4", kind1="easy")
    at_a_choice(app)
    session = app.session
    assert session is not None
    html = str(app.render())
    assert 'data-command="hint"' in html  # offered to the person deciding
    app.command("hint")
    assert session.hints == 1 and saves.read(app.storage, app.slot or "").hints == 1
    assert "Expert is weighing your choices" in str(app.render())
    request = json.loads(app.hint_request())
    seat = session.game.current_player
    assert request["view"] == session.view(seat)  # the asking seat's view, nothing more
    # The page's request searches for at most 1 s; a budget in iterations (no time limit)
    # makes the answer the same on a loaded machine, so that it can be compared with Expert's.
    answer = json.loads(hint_json(json.dumps({**request, "budget": 80})))
    legal = list(session.view(seat)["legal_actions"])
    found = answer["hint"]
    assert 1 <= len(found) <= HINT_CANDIDATES
    assert all(action in legal for action, _ in found)
    assert len({action for action, _ in found}) == len(found)
    # Expert's own choice for the same request comes first.
    bot = ExpertBot(registry.get(game), request["seed"], 80, None)
    assert found[0][0] == bot.choose(request["view"])
    assert app.hint_act(answer)
    html = str(app.render())
    label = app.ui.label(found[0][0], session.view(seat))
    assert "Expert would choose" in html and f'data-hint="{found[0][0]}"' in html
    assert app.hint_due() is False
    assert str(text(label)) in html


def test_candidates_are_ranked_by_their_estimated_chance() -> None:
    spec = registry.get("eminent-domain")
    app = make_app()
    start(app, game="eminent-domain", seed="8", kind1="easy")
    at_a_choice(app)
    assert app.session is not None
    view = app.session.view(app.session.game.current_player)
    bot = ExpertBot(spec, 3, iterations=120, time_limit=None)
    found = bot.analyse(view)
    assert found[0][0] == ExpertBot(spec, 3, 120, None).choose(view)
    assert sorted(action for action, _ in found) == sorted(view["legal_actions"])
    values = [value for _, value in found[1:] if value is not None]
    assert values == sorted(values, reverse=True)
    assert all(0.0 <= value <= 1.0 for _, value in found if value is not None)


def test_the_page_without_a_worker_gives_the_same_hint_in_slices() -> None:
    app = make_app()
    start(app, game="microcosm", seed="2", kind1="easy")
    at_a_choice(app)
    app.command("hint")
    # A budget in iterations (no time limit, as tests and arena runs use) makes both
    # searches the same search.
    request = json.dumps({**json.loads(app.hint_request()), "budget": 80})
    chooser = SlicedChooser(request, hint=True)
    while not chooser.done:
        chooser.step(0.01)
    assert chooser.hint == json.loads(hint_json(request))["hint"]
    assert len(chooser.hint) > 1


def test_a_stale_or_foreign_answer_is_dropped_and_a_hint_ends_with_the_decision() -> None:
    app = make_app()
    start(app, game="microcosm", seed="6", kind1="easy")
    at_a_choice(app)
    app.command("hint")
    answer = answer_hint(app)
    assert not app.hint_act({**answer, "ticket": {"game": "other"}})
    assert app.hint_due()  # still waiting for its own answer
    assert app.hint_act(answer)
    offered = actions_offered(app)
    assert app.act(offered[0])
    at_a_choice(app)
    html = str(app.render())
    assert "Expert would choose" not in html and 'data-command="hint"' in html
    assert not app.hint_act(answer)  # the old decision's answer no longer applies


def test_a_worker_error_says_no_hint_and_asking_twice_counts_once() -> None:
    app = make_app()
    start(app, game="microcosm", seed="6", kind1="easy")
    at_a_choice(app)
    app.command("hint")
    app.command("hint")
    assert app.session is not None and app.session.hints == 1
    ticket = json.loads(app.hint_request())["ticket"]
    assert app.hint_act({"error": "RuntimeError: boom", "ticket": ticket})
    assert "No hint could be worked out" in str(app.render())
    assert not app.hint_due()


def test_read_answer_keeps_only_legal_actions_and_chances_in_range() -> None:
    answer = {"hint": [["a", 0.6], ["zzz", 0.5], ["b", 1.5], ["c", None], "junk", ["d"]]}
    assert read_answer(answer, ["a", "b", "c", "d"]) == [("a", 0.6), ("c", None)]
    assert read_answer({"hint": "nope"}, ["a"]) == []


def test_the_panel_states_both_chances_plainly_and_escapes_labels() -> None:
    # Issue 33, point 10: "about N points more chance" read as ambiguous; both chances are
    # said as they are, in each language's way of writing a percentage.
    hint = Hint({}, 0, [("x", 0.62), ("y", 0.55), ("z", None)])
    html = str(panel(hint, lambda action: f"<b>{action}</b>"))
    assert (
        "Expert gives you 62% chance of winning after it, 55% after the next best choice." in html
    )
    assert "points" not in html
    assert "&lt;b&gt;y&lt;/b&gt;: 55%" in html and "&lt;b&gt;z&lt;/b&gt;: ?" in html
    assert "<b>" not in html
    alone = str(panel(Hint({}, 0, [("x", 0.7)]), str))
    assert "Expert gives you 70% chance of winning after it." in alone
    catalogue.set_language("fr")
    try:
        html = str(panel(hint, str))
    finally:
        catalogue.set_language("en")
    assert (
        "Expert vous donne 62\u00a0% de chances de gagner après lui, 55\u00a0% après le "
        "meilleur choix suivant." in html
    )


def test_hints_mark_the_game_on_the_table_the_end_screen_and_the_saves_list() -> None:
    app = make_app()
    start(app, game="microcosm", seed="3", kind1="random")
    at_a_choice(app)
    app.command("hint")
    assert app.hint_act(answer_hint(app))
    assert "Hints were asked for in this game (1)." in str(app.render())
    # The count survives a reload of the slot.
    slot = app.slot or ""
    other = make_app(app.storage)
    other.command("open", {"slot": slot})
    assert other.session is not None and other.session.hints == 1
    play_until(app, 400)
    assert app.session is not None and app.session.game.is_over
    html = str(app.render())
    end = html[html.index('class="end') :]
    assert "Hints were asked for in this game (1)." in end
    listed = [slot_info for slot_info in saves.list_saves(app.storage) if slot_info.hints]
    assert [slot_info.hints for slot_info in listed] == [1]
    app.command("saves")
    assert "Hints were asked for in this game (1)." in str(app.render())


def test_a_save_with_a_bad_hint_count_is_refused() -> None:
    app = make_app()
    start(app, game="microcosm", seed="3", kind1="random")
    text = saves.read_text(app.storage, app.slot or "")[1]
    data = json.loads(text)
    for bad in (-1, "2", 1.5, True):
        with pytest.raises(saves.SaveError, match='"hints"'):
            saves.SaveDoc.parse(json.dumps({**data, "hints": bad}))
    assert saves.SaveDoc.parse(json.dumps({**data, "hints": 3})).hints == 3
    assert "hints" not in json.loads(text)  # older readers see the same document
