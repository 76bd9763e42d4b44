"""Direct manipulation and the keyboard (issue 14, point 2): "tap or click a card, planet or
stack to act on it; the legal targets are highlighted; text buttons stay as the accessible
alternative. Keyboard: arrow keys move among choices, Enter picks, a visible shortcut list;
default focus on the most common safe choice."

Checked on whole games of both games, at every decision of the human: every target on the
table is a legal action (or a group of them, each a button), every action that acts on a
thing of the table can be reached by tapping it, exactly one button is where the keyboard
starts, and it is never a choice that gives something up while another is offered.
"""

from __future__ import annotations

import random
from collections import Counter
from html import escape

import pytest

from tabletop.text import STRINGS, set_language, t
from tabletop.ui import keys
from tabletop.ui.app import App

from .test_app import elements, make_app, run_bots, start
from .test_every_game_in_the_app import GAMES

GIVING_UP = {"remove", "remove-this", "discard", "trade-fighter"}  # Eminent Domain's verbs


def table_choices(app: App) -> dict[str, list[dict[str, str | None]]]:
    found: dict[str, list[dict[str, str | None]]] = {"pick": [], "group": [], "button": []}
    for _, attrs in elements(str(app.render())):
        if "data-pick" in attrs:
            found["pick"].append(attrs)
        if "data-pick-group" in attrs:
            found["group"].append(attrs)
        if "data-action" in attrs:
            found["button"].append(attrs)
    return found


def play_and_check(game: str, seed: int, tapped: Counter[str], cases: Counter[str]) -> None:
    app = make_app()
    start(app, game=game, seed=str(seed), kind1="easy")
    session = app.session
    assert session is not None
    chooser = random.Random(seed)
    for _ in range(400):
        run_bots(app)
        if session.game.is_over:
            break
        found = table_choices(app)
        buttons = [str(b["data-action"]) for b in found["button"]]
        legal = session.view(0)["legal_actions"]
        assert buttons == legal
        picks = {str(p["data-pick"]) for p in found["pick"]}
        groups = {str(g["data-pick-group"]) for g in found["group"]}
        assert picks <= set(legal)  # a target takes a legal action, nothing else
        subject_of = {str(b["data-action"]): b.get("data-subject") for b in found["button"]}
        for group in groups:  # a target with several choices: each is a button of the prompt
            assert sum(1 for s in subject_of.values() if s == group) >= 2
        for action, subject in subject_of.items():
            if subject is not None:  # whatever acts on a thing of the table can be tapped there
                assert action in picks or subject in groups, (action, subject)
                tapped[action.split()[0]] += 1
        preferred = [str(b["data-action"]) for b in found["button"] if "data-preferred" in b]
        assert len(preferred) == 1  # exactly one place for the keyboard to start
        verb = preferred[0].split()[0]
        if game == "eminent-domain":
            if any(a.split()[0] not in GIVING_UP for a in legal):
                assert verb not in GIVING_UP, (preferred, legal)
            if {"follow", "dissent"} <= set(legal) and verb == "dissent":
                cases["dissent preferred"] += 1
            if {"follow", "dissent"} <= set(legal) and verb == "follow":
                cases["follow preferred"] += 1
            if "done" in legal and any(a.startswith("remove ") for a in legal):
                cases["remove offered"] += 1
        # Tap a target a third of the time (as a person would), else a button.
        if picks and chooser.random() < 0.33:
            action = chooser.choice(sorted(picks))
        else:
            action = chooser.choice(legal)
        assert app.act(action)
    assert session.game.is_over


@pytest.mark.parametrize("game", GAMES)
def test_every_target_is_a_legal_choice_and_every_thing_one_acts_on_is_a_target(
    game: str,
) -> None:
    tapped: Counter[str] = Counter()
    cases: Counter[str] = Counter()
    # Seeds whose games meet every kind of target with a choice (a question with one answer
    # is taken for the person, so its target is never drawn: tests/ui/test_forced_moves.py).
    seeds = {"eminent-domain": (3, 7), "prototype-2010": (27,)}.get(game, (3, 11))
    for seed in seeds:
        play_and_check(game, seed, tapped, cases)
    expected = {
        # Cards in hand, role stacks, planets, resource slots, surveyed planets, technologies.
        "eminent-domain": {"act", "lead", "boost", "tuck", "attack", "produce", "trade", "keep"},
        # The supply and the deck, the hand, the piles' face-down planets, the centre's Techs.
        "microcosm": {"take", "draw", "play", "down", "tech"},
        # Active dice (boost, re-roll, Politics), the display's slots, the Empire's planets.
        "chaos-theory": {"die", "reroll", "set", "take", "settle"},
        # Cards in hand, role piles, planets, resource slots, planets surveyed by their backs,
        # technology decks.
        "prototype-2010": {"boost", "lead", "keep", "tuck", "harvest", "deck"},
    }[game]
    assert expected <= set(tapped), tapped
    if game == "eminent-domain":  # both branches of the follow default were met
        assert cases["dissent preferred"] and cases["follow preferred"], cases


def test_no_targets_while_someone_else_decides() -> None:
    app = make_app()
    start(app, seed="5", kind1="human", name1="Bea")  # hotseat: the other seat's table
    session = app.session
    assert session is not None
    while app.screen != "pass":
        run_bots(app)
        assert app.act(session.view(session.game.current_player or 0)["legal_actions"][0])
    found = table_choices(app)
    assert not found["pick"] and not found["group"] and not found["button"]


def test_the_arrow_keys_move_round_the_choices() -> None:
    assert keys.step(0, 3, "next") == 1
    assert keys.step(2, 3, "next") == 0  # past the last: the first
    assert keys.step(0, 3, "previous") == 2
    assert keys.step(1, 3, "first") == 0 and keys.step(1, 3, "last") == 2
    assert {keys.KEYS[k] for k in ("ArrowRight", "ArrowDown")} == {"next"}
    assert {keys.KEYS[k] for k in ("ArrowLeft", "ArrowUp")} == {"previous"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_shortcut_list_names_every_key_in_each_language(lang: str) -> None:
    set_language(lang)
    try:
        html = str(keys.shortcut_list())
        for name in ("move", "pick", "ends", "undo", "log", "list", "close"):
            assert escape(t(f"keys.{name}")) in html
            for cap in t(f"keys.{name}.keys").split():
                assert f"<kbd>{cap}</kbd>" in html
    finally:
        set_language("en")
    assert "keys.title" in STRINGS


def test_the_table_toolbar_offers_the_shortcut_list() -> None:
    app = make_app()
    start(app, seed="5")
    html = str(app.render())
    assert 'id="shortcuts"' in html and "Keyboard shortcuts (?)" in html
