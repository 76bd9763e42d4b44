"""Learn to play, in the app, under CPython (issue 33): Eminent Domain's tutorial started
from the home screen, followed by clicking only what it points at to its end, a wrong but
legal choice explained, and a tutorial left and resumed where it was."""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import pytest

from eminent_domain.tutorial import TUTORIAL
from tabletop import registry, saves, text
from tabletop.bots.levels import make_bot
from tabletop.saves import MemoryStorage
from tabletop.tutorial import Tutorial, path, tutorial_of
from tabletop.ui.app import App
from tabletop.ui.game_ui import ui_of
from tabletop.ui.screens.table import bot_seed
from tests.ui.test_app import elements, make_app, run_bots

SPEC = registry.get("eminent-domain")
# Each game with a tutorial, and the most clicks of the learner from the deal to its last
# lesson (Eminent Domain: 73 with seed 1003; Microcosm: 26 with seed 1994; Chaos Theory: 30
# with seed 64; the 2010 prototype: 36 with seed 209).
MOST_CLICKS = {"eminent-domain": 80, "microcosm": 32, "chaos-theory": 32, "prototype-2010": 40}


def gentle(lessons: Tutorial) -> Callable[[dict[str, object], int], str]:
    """The tutorial's gentle bot, choosing as the page's does (its seed per seat and decision)."""
    spec = registry.get(lessons.game)

    def bot(view: dict[str, object], decision: int) -> str:
        seat = int(str(view["viewer"]))
        return make_bot(lessons.bot, spec, bot_seed(lessons.seed, seat, decision)).choose(view)

    return bot


def taught(game: str) -> Tutorial:
    found = tutorial_of(registry.get(game))
    assert found is not None
    return found


def pointed(app: App) -> list[dict[str, str | None]]:
    """The elements the lesson points at on the screen drawn now."""
    return [a for _, a in elements(str(app.render())) if "data-lesson-point" in a]


def lesson_text(app: App) -> str:
    html = str(app.render())
    found = re.search(r'<section class="lesson[^"]*" id="lesson".*?</section>', html, re.S)
    assert found, "no lesson panel"
    return re.sub(r"<[^>]+>", "", found.group(0))


def meets_a_lesson(view: dict[str, object], action: str) -> bool:
    return any(lesson.applies(view) and action in lesson.point(view) for lesson in TUTORIAL.lessons)


def begin(app: App) -> None:
    app.command("tutorial", {"game": "eminent-domain"})
    run_bots(app)


def click_pointed(app: App) -> None:
    """Take the choice the lesson points at, by its button, then let the bot play."""
    buttons = [a for a in pointed(app) if a.get("data-action")]
    assert buttons, lesson_text(app)
    assert app.act(str(buttons[0]["data-action"]))
    run_bots(app)


def test_home_offers_to_learn_each_game_with_a_tutorial() -> None:
    app = make_app()
    html = str(app.render())
    assert "Learn to play Eminent Domain" in html
    found = [a for _, a in elements(html) if a.get("data-command") == "tutorial"]
    assert [a["data-game"] for a in found] == list(MOST_CLICKS)


@pytest.mark.parametrize("lang", text.LANGUAGES)
@pytest.mark.parametrize("game", MOST_CLICKS)
def test_every_lesson_has_its_words_and_its_explanation_in_every_language(
    game: str, lang: str
) -> None:
    ui_of(registry.get(game))  # its interface registers its words
    lessons = taught(game)
    keys = ["end", *(lesson.name for lesson in lessons.lessons)]
    missing = [k for k in keys if lessons.text_key(k) not in text.CATALOGUE[lang]]
    assert missing == []
    others = [lessons.text_key(f"{lesson.name}.other") for lesson in lessons.lessons]
    assert [k for k in others if "{choice}" not in text.CATALOGUE[lang][k]] == []


@pytest.mark.parametrize("game", MOST_CLICKS)
def test_the_fixed_deal_and_the_gentle_bot_reach_every_lesson_in_few_clicks(game: str) -> None:
    spec, lessons = registry.get(game), taught(game)
    bot = gentle(lessons)

    actions, run = path(lessons, spec, bot)
    assert run.done, [lesson.name for lesson in lessons.lessons if lesson.name not in run.met]
    again, _ = path(lessons, spec, bot)
    assert again == actions  # reproducible: the same deal, the same bot's choices


@pytest.mark.parametrize("game", MOST_CLICKS)
def test_clicking_only_what_is_pointed_at_reaches_the_tutorials_end(game: str) -> None:
    app = make_app()
    app.command("tutorial", {"game": game})
    run_bots(app)
    assert app.screen == "table" and app.session is not None
    assert app.session.names == ["Learner", "Gentle bot"]
    clicks = 0
    while 'data-done=""' not in str(app.render()) and "data-done>" not in str(app.render()):
        marks = pointed(app)
        assert all("lesson-text" in str(a.get("aria-describedby")).split() for a in marks)
        click_pointed(app)
        clicks += 1
        assert clicks <= MOST_CLICKS[game]
    total = len(taught(game).lessons)
    assert app.session.tutorial is not None and len(app.session.tutorial.met) == total
    assert "You have met every lesson" in lesson_text(app)
    assert "Game end" in lesson_text(app)
    assert pointed(app) == []  # the game is the learner's now


def test_the_keyboards_focus_starts_on_the_choice_pointed_at() -> None:
    app = make_app()
    begin(app)  # "skip": the game's own preferred choice is to play a card
    assert app.session is not None
    assert app.ui.preferred(app.session.view(0)) != "skip"
    starts = [a for _, a in elements(str(app.render())) if "data-preferred" in a]
    assert [a["data-action"] for a in starts] == ["skip"]


def test_a_table_object_is_pointed_at_with_its_button() -> None:
    app = make_app()
    begin(app)
    click_pointed(app)  # "skip": a button only
    marks = pointed(app)  # "lead survey": the button and the Survey stack
    assert {a.get("data-action") or a.get("data-pick") for a in marks} == {"lead survey"}
    assert len(marks) == 2


def test_a_wrong_but_legal_choice_is_allowed_and_explained() -> None:
    app = make_app()
    begin(app)
    assert "lesson 1 of" in lesson_text(app)
    assert [a["data-action"] for a in pointed(app) if a.get("data-action")] == ["skip"]
    assert app.session is not None
    view = app.session.view(0)
    wrong = next(a for a in view["legal_actions"] if not meets_a_lesson(view, a))
    assert wrong == "act produce-trade"  # legal, and no lesson's here (nothing to trade yet)
    assert app.act(wrong)
    run_bots(app)
    words = lesson_text(app)
    assert "that is legal, since any card may be played for its Action" in words
    assert "Produce/Trade" in words  # the choice, named as its button names it
    assert "lesson 1 of" in words  # nothing was met
    assert app.session is not None and app.session.tutorial is not None
    assert app.session.tutorial.met == []
    click_pointed(app)  # the tutorial goes on: "lead survey"
    assert "lesson 2 of" in lesson_text(app)
    assert app.session.tutorial.met == ["lead_survey"]


def test_a_tutorial_left_is_resumed_where_it_was_from_the_home_screen() -> None:
    storage = MemoryStorage()
    app = make_app(storage)
    begin(app)
    for _ in range(6):
        click_pointed(app)
    lesson_text(app)  # drawn: the tutorial caught up with the record
    assert app.session is not None and app.session.tutorial is not None
    met, record = list(app.session.tutorial.met), app.session.record
    slot = app.slot
    assert slot is not None
    assert json.loads(storage.getItem(saves.slot_key(slot)) or "")["tutorial"] == "first"
    app.command("home")
    later = make_app(storage)  # another visit
    home = str(later.render())
    assert "Resume learning Eminent Domain" in home
    later.command("tutorial", {"game": "eminent-domain"})
    assert later.slot == slot and later.session is not None
    assert later.session.record == record
    assert later.session.tutorial is not None
    lesson_text(later)  # drawn: caught up with the record
    assert later.session.tutorial.met == met
    later.command("home")
    later.command("tutorial-restart", {"game": "eminent-domain"})
    assert later.slot != slot and later.session is not None
    assert later.session.record["actions"] == [] or len(later.session.steps) < len(record)


def test_an_ordinary_game_has_no_lesson_and_its_save_no_mark() -> None:
    storage = MemoryStorage()
    app = make_app(storage)
    app.command("start", {"players": "2", "kind0": "human", "kind1": "easy", "seed": "3"})
    assert 'id="lesson"' not in str(app.render())
    assert "tutorial" not in json.loads(storage.getItem(saves.slot_key(app.slot or "")) or "")


def hint_buttons(app: App) -> list[dict[str, str | None]]:
    return [a for _, a in elements(str(app.render())) if a.get("data-command") == "hint"]


def test_the_coachs_hint_is_not_offered_while_a_lesson_teaches() -> None:
    app = make_app()
    app.command("start", {"players": "2", "kind0": "human", "kind1": "easy", "seed": "3"})
    run_bots(app)
    assert len(hint_buttons(app)) == 1  # an ordinary game offers it at a choice
    app = make_app()
    app.command("tutorial", {"game": "microcosm"})
    run_bots(app)
    assert pointed(app) and hint_buttons(app) == []  # the lesson is the help
    app.command("hint")  # nor is one counted if asked for anyway (an old page)
    assert app.session is not None and app.session.hints == 0 and app.hint is None
    while "data-done" not in str(app.render()):
        assert hint_buttons(app) == []
        click_pointed(app)
    # Every lesson met: the game, coach included, is the learner's.
    assert app.session.tutorial is not None and app.session.tutorial.done
    assert not app.session.game.is_over and len(app.session.game.legal_actions()) > 1
    assert len(hint_buttons(app)) == 1


def test_a_lesson_met_by_a_step_played_for_the_learner_says_what_just_happened() -> None:
    """Leading Warfare with no planet to Attack leaves one choice, Collect, taken for the
    learner (`Session.play_forced`): never pointed at, its lesson is met by it and its words
    shown once, after it, until the learner's next choice."""
    app = make_app()
    begin(app)
    assert app.session is not None and app.session.tutorial is not None
    run = app.session.tutorial
    for _ in range(MOST_CLICKS["eminent-domain"]):
        click_pointed(app)
        words = lesson_text(app)
        if run.forced is not None:
            break
    assert run.forced == "collect" and "collect" in run.met
    taken = [(s.player, s.action) for s in app.session.steps if s.forced]
    assert (0, "collect") in taken  # the step was the learner's, taken for them
    assert "What just happened (your only legal choice, taken for you):" in words
    assert "Collect Fighters: they stay in your Empire until you Attack with them." in words
    click_pointed(app)  # the learner's next choice: said once, it is gone
    assert "What just happened" not in lesson_text(app)
    assert run.forced is None


def test_the_2010_prototypes_learner_attacks_a_planet_in_play() -> None:
    """Its start decks hold no Warfare card: the tutorial points at Warfare again until the
    Armies held pay for a surveyed planet, then at the Attack, a choice beside Collect."""
    spec, lessons = registry.get("prototype-2010"), taught("prototype-2010")
    bot = gentle(lessons)

    actions, run = path(lessons, spec, bot)
    assert {"lead_warfare", "lead_arm", "lead_attack", "attack"} <= set(run.met)
    game = spec.new(spec.config(lessons.config), lessons.seed)
    attacks = []
    for action in actions:
        if game.current_player == lessons.learner and action.startswith("attack"):
            attacks.append(sorted(map(str, game.legal_actions())))
        game.apply(action)
    assert attacks and all("collect" in legal for legal in attacks)


def test_microcosms_learner_turns_up_the_bastion_against_the_bots_attack() -> None:
    spec, lessons = registry.get("microcosm"), taught("microcosm")
    bot = gentle(lessons)

    actions, run = path(lessons, spec, bot)
    assert "bastion" in run.met
    game = spec.new(spec.config(lessons.config), lessons.seed)
    chosen = []
    for action in actions:
        if game.current_player == lessons.learner and action == "bastion":
            chosen.append(sorted(map(str, game.legal_actions())))
        game.apply(action)
    assert chosen == [["bastion", "pass"]]  # a choice, pointed at, beside passing


def test_chaos_theorys_learner_turns_a_die_by_politics_and_rerolls_one_more() -> None:
    spec, lessons = registry.get("chaos-theory"), taught("chaos-theory")
    bot = gentle(lessons)

    actions, run = path(lessons, spec, bot)
    assert {"politics", "extra"} <= set(run.met)
    game = spec.new(spec.config(lessons.config), lessons.seed)
    verbs = set()
    for action in actions:
        if game.current_player == lessons.learner and len(game.legal_actions()) > 1:
            verbs.add(action.split()[0])
        game.apply(action)
    assert {"set", "extra"} <= verbs  # each taken by the learner at a choice
