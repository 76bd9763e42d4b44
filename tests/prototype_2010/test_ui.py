"""The 2010 prototype's browser interface in CPython: the table from every seat at positions of
whole games (Easy and random players, every option), its buttons, labels, log sentences, the
hidden planets kept out of the HTML, the end screen, the rules page with what changed, and
the gallery, in English and French."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from eminent_domain.planets import PLANETS
from prototype_2010 import SPEC, engine
from prototype_2010.cards import CARD_KEYS, TECH
from prototype_2010.engine import Game
from prototype_2010.ui import describe
from prototype_2010.ui.changes import CHANGES
from prototype_2010.ui.render import breakdown
from prototype_2010.ui.rules_text import RULES, RULES_FR
from prototype_2010.ui.text import STRINGS, STRINGS_FR, plural, t_markup
from tabletop import registry, text
from tabletop.markup import bdi
from tabletop.rng import Rng, seed_state
from tabletop.spec import event_for
from tabletop.ui import frame
from tabletop.ui.game_ui import TableContext, ui_of

UI = ui_of(registry.get("prototype-2010"))

NAMES = ("Ann", "Bob", "Cy", "Di")
ACTION = re.compile(r'data-action="([^"]*)"')
# Notation that must never reach a button or a log line: a verb with its argument, a key.
NOTATION = re.compile(r"\b(keep|settle|tuck|attack|harvest|trade|deck|take|act|boost) \d|_")
CONFIGS = (
    {},
    {"role_actions": "jan13", "colonies": "consumed"},
    {"role_counts": "even19", "start_face_up": True},
)


@cache
def playthrough(players: int, seed: int, bot: bool) -> tuple[tuple[Game, list[Any]], ...]:
    """(game before each decision, every event so far, as seen by all) of a whole game."""
    options = CONFIGS[seed % len(CONFIGS)]
    game = SPEC.new(SPEC.config(SPEC.default_config(players) | options), seed)
    rng, bot_rng = random.Random(seed), Rng(seed_state(seed))
    steps: list[tuple[Game, list[Any]]] = []
    history: list[Any] = []
    while not game.is_over:
        steps.append((game.clone(), list(history)))
        seat = game.current_player
        assert seat is not None
        if bot:
            choice = SPEC.policy(SPEC.view(game, seat), bot_rng)
        else:
            choice = rng.choice([str(a) for a in game.legal_actions()])
        history += game.apply(choice)
    steps.append((game.clone(), list(history)))
    return tuple(steps)


def positions() -> Iterator[tuple[Game, list[Any]]]:
    for players, seed, bot in ((2, 1, True), (3, 2, False), (4, 3, True), (2, 4, False)):
        yield from playthrough(players, seed, bot)[::3]


def context(players: int, viewer: int, log: tuple[str, ...] = ()) -> TableContext:
    bots = tuple(None if s == viewer else "easy" for s in range(players))
    return TableContext(names=NAMES[:players], bots=bots, log=log)


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    text.set_language(request.param)
    yield request.param
    text.set_language("en")


def test_the_spec_names_this_interface() -> None:
    assert ui_of(SPEC) is UI


def test_every_position_draws_with_exactly_the_legal_actions_in_words(lang: str) -> None:
    seen_kinds = set()
    for game, history in positions():
        players = len(game.reading.players)
        for viewer in range(players):
            view = SPEC.view(game, viewer)
            log = tuple(
                line
                for e in history
                if (line := UI.sentence(event_for(e, viewer), list(NAMES))) is not None
            )
            html = str(frame.table(UI, view, context(players, viewer, log[-20:])))
            buttons = ACTION.findall(html)
            if view["legal_actions"]:
                seen_kinds.add(view["pending"]["kind"])
                assert sorted(set(buttons)) == sorted(set(view["legal_actions"]))
                for action in view["legal_actions"]:
                    label = describe.action_label(action, view)
                    assert label and not NOTATION.search(label), (action, label)
            else:
                assert not buttons
            assert UI.prompt(view, list(NAMES[:players]))
            for line in log:
                assert not NOTATION.search(line), line
    assert {"action", "lead", "boost", "follow", "survey", "colonize_role", "tuck",
            "warfare_role", "research_deck", "research", "harvest", "trade",
            "cleanup"} <= seen_kinds  # fmt: skip


def test_the_faces_of_others_face_down_planets_never_reach_the_html() -> None:
    """Survey by backs: a face-down planet shows its back to everyone but its owner, and the
    planets being surveyed show their backs even to the surveyor."""
    checked = 0
    for game, _ in positions():
        s = game.reading
        for viewer in range(len(s.players)):
            html = str(frame.table(UI, SPEC.view(game, viewer), context(len(s.players), viewer)))
            hidden = [
                p.planet
                for seat, player in enumerate(s.players)
                if seat != viewer
                for p in player.empire
                if not p.face_up
            ]
            hidden += [p for f in s.pending for p in f.data.get("planets", [])]
            shown = {p.planet for player in s.players for p in player.empire if p.face_up} | {
                p.planet for p in s.players[viewer].empire
            }
            for planet in set(hidden) - shown:
                assert f">{PLANETS[planet].name}<" not in html
                assert f"know it: {PLANETS[planet].name}" not in html
                checked += 1
    assert checked > 50


def test_every_event_type_has_a_sentence_or_is_silent_on_purpose() -> None:
    source = Path(engine.__file__).read_text(encoding="utf-8")
    emitted = set(re.findall(r'_event\(\s*"(\w+)"', source)) - {"peek_"}
    emitted |= set(re.findall(r'_flip\(.*"(\w+)"\)$', source, re.MULTILINE))
    # The decision stack's events, and the peek's ("peek_" + top or bottom).
    emitted |= {"draw", "reshuffle", "peek_top", "peek_bottom"}
    assert {"settle", "attack", "survey_keep", "game_over"} <= emitted
    assert emitted == describe.EVENT_TYPES


def test_the_end_screen_breaks_the_score_down(lang: str) -> None:
    game, _ = playthrough(2, 1, True)[-1]
    view = SPEC.view(game, 0)
    html = str(frame.table(UI, view, context(2, 0)))
    assert 'class="scores proto-scores"' in html
    for seat in range(2):
        planets, techs, vp, _ = breakdown(view, seat)
        assert planets + techs + vp == view["scores"][seat]


def test_the_rules_page_sets_2010_beside_2011_with_its_demos_played_in_place(lang: str) -> None:
    html = str(UI.rules())
    assert 'id="what-changed"' in html
    assert html.count("data-change=") == len(CHANGES)
    for change in CHANGES:
        if change.demo:
            assert 'data-command="rules-demo" class="link" data-game="prototype-2010" ' in html
            assert f'data-demo="{change.demo}" data-step="0"' in html
    assert {c.demo for c in CHANGES} >= {"harvest", "armies", "tech-decks", "survey-by-backs"}


def test_the_gallery_shows_every_card(lang: str) -> None:
    html = str(UI.gallery())
    assert html.count('class="card tech-card') == 36
    assert html.count("planet face-up") == 27 + 4
    assert html.count('class="card role-card') == 6


def test_every_string_has_a_french_translation() -> None:
    assert set(STRINGS) == set(STRINGS_FR)
    assert set(RULES) == set(RULES_FR)
    for option in SPEC.options:
        assert option.label in STRINGS
        for value in option.values:
            assert f"{option.label}.{value}" in STRINGS


def test_the_home_menu_opens_what_changed(lang: str) -> None:
    """The prototype's home entry (`GameSpec.home_entry`) opens its Rules screen, which starts
    with the page of what changed from 2010 to 2011."""
    from tests.ui.test_app import make_app  # noqa: PLC0415 - the shell's test app

    app = make_app()
    app.command("language", {"lang": lang})
    home = str(app.render())
    label = SPEC.home_entry[lang] if SPEC.home_entry else ""
    assert label and f'data-game="prototype-2010">{label}</button>' in home
    app.command("rules", {"game": "prototype-2010"})
    assert app.screen == "rules"
    page = str(app.render())
    assert 'id="what-changed"' in page
    assert page.index('id="what-changed"') < page.index("proto-rules")


# --- a spectator (`view(game, None)`: a link or a replay of a game in progress) -------------

DATA_CARD = re.compile(r'data-card="([^"]*)"')
# A seat's area (its region's marks may come first: tabletop/ui/regions.py).
AREA = re.compile(r'<section[^>]* class="empire proto-area[^"]*"[^>]*data-seat="(\d)"')


def spectator_positions() -> Iterator[Game]:
    """A few positions of a game at each player count, and the last of each."""
    for players, seed, bot in ((2, 1, True), (3, 2, False), (4, 3, True)):
        steps = playthrough(players, seed, bot)
        yield from (game for game, _ in steps[::9])
        yield steps[-1][0]


def spectator_table(game: Game, interactive: bool = False) -> str:
    """The table a link or a replay draws: a person in seat 0, bots elsewhere."""
    players = len(game.reading.players)
    bots = (None,) + ("easy",) * (players - 1)
    ctx = TableContext(names=NAMES[:players], bots=bots, interactive=interactive)
    return str(frame.table(UI, SPEC.view(game, None), ctx))


def test_a_spectator_table_is_the_same_whatever_any_seat_hides() -> None:
    """The key property: reshuffling what one seat cannot see (hands, decks, technology
    decks, planets known by their backs) changes nothing a spectator is drawn."""
    changed = 0
    for number, game in enumerate(spectator_positions()):
        html = spectator_table(game)
        for seat in range(len(game.reading.players)):
            other = SPEC.perturb(game, seat, 2000 + number)
            assert spectator_table(other) == html, (number, seat)
            changed += SPEC.snapshot(other) != SPEC.snapshot(game)
    assert changed > 30


def test_a_spectator_sees_no_hand_and_no_choice(lang: str) -> None:
    held = 0
    for game in spectator_positions():
        s = game.reading
        in_play = sorted(CARD_KEYS[card] for player in s.players for card in player.in_play)
        for interactive in (False, True):
            html = spectator_table(game, interactive)
            assert not ACTION.search(html)
            # The only cards drawn whole are those in play: no hand, no technology looked at.
            assert sorted(DATA_CARD.findall(html)) == in_play
            for player in s.players:
                assert plural("proto.table.your_hand", len(player.hand)) not in html
                for key in {CARD_KEYS[card] for card in player.hand} & set(TECH):
                    held += 1  # technology names carry their number: one card each
                    assert describe.card_name(key) not in html, key
        # Every seat an opponent, in seat order from seat 0.
        assert [int(seat) for seat in AREA.findall(html)] == list(range(len(s.players)))
        assert " mine" not in html
    assert held > 5


def test_a_spectator_is_told_whose_turn_and_decision_it_is(lang: str) -> None:
    for game in spectator_positions():
        view = SPEC.view(game, None)
        assert view["viewer"] is None and view["legal_actions"] == []
        names = list(NAMES[: len(game.reading.players)])
        prompt = UI.prompt(view, names)
        html = spectator_table(game)
        if game.is_over:
            assert "proto-scores" in html and prompt
            continue
        deciding = game.current_player
        assert deciding is not None and names[deciding] in prompt
        active = bdi(names[game.reading.active])
        status = t_markup("proto.table.status", round=view["turn"] // len(names) + 1, name=active)
        assert str(status) in html
        for action in game.legal_actions():  # what the decider may do, labelled for anyone
            label = UI.label(str(action), view)
            assert label and not NOTATION.search(label), (action, label)


def test_a_seat_still_sees_its_own_hand() -> None:
    for game in spectator_positions():
        if game.is_over:
            continue
        s = game.reading
        players = len(s.players)
        in_play = [CARD_KEYS[card] for player in s.players for card in player.in_play]
        for seat in range(players):
            view = SPEC.view(game, seat)
            html = str(frame.table(UI, view, context(players, seat)))
            hand = [CARD_KEYS[card] for card in s.players[seat].hand]
            looked = (view["pending"] or {}).get("data", {}).get("techs") or []
            assert sorted(DATA_CARD.findall(html)) == sorted(in_play + hand + looked)
            assert plural("proto.table.your_hand", len(hand)) in html
