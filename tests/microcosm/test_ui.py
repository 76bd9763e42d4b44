"""Microcosm's browser interface: the table, prompts, labels, log sentences, rules, gallery,
and the spec's `secrets` and `new_round`, checked over every position of many games."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from functools import cache
from html.parser import HTMLParser
from typing import Any

import pytest

from microcosm import SPEC
from microcosm.cards import DOMAIN, DOMAINS, PLANET, PLANETS, TECH, TECHS, R
from microcosm.engine import Game
from microcosm.text import EVENT_KINDS
from microcosm.ui import describe, faces
from microcosm.ui.render import breakdown_rows
from microcosm.ui.rules_page import READINGS, SECTIONS
from microcosm.ui.text import RULES, RULES_FR
from tabletop import registry, text
from tabletop.rng import Rng, seed_state
from tabletop.saves import Seat
from tabletop.spec import event_for
from tabletop.ui import frame
from tabletop.ui.game_ui import TableContext, ui_of
from tabletop.ui.session import Session

from .helpers import position, run

UI = ui_of(registry.get("microcosm"))

NAMES = ("Ann", "Bob")
ALL_NAMES = {c.id: c.name for c in (*DOMAINS, *PLANETS, *TECHS)}


class Step:
    """A position of a game: the game before `action`, and the events that led here."""

    def __init__(self, game: Game, history: list[dict[str, Any]]) -> None:
        self.game = game
        self.history = history


@cache
def playthrough(seed: int, bot: bool) -> tuple[list[Step], list[list[dict[str, Any]]]]:
    """Every position of one game (random moves, or the Easy bot for both seats), and the
    events of each decision."""
    game = SPEC.new(SPEC.default_config() | {"reveal_after_flip": seed % 3 != 0}, seed)
    rng = random.Random(seed)
    bot_rng = Rng(seed_state(seed))
    steps: list[Step] = []
    decisions: list[list[dict[str, Any]]] = []
    history: list[dict[str, Any]] = []
    while True:
        steps.append(Step(game.clone(), list(history)))
        if game.is_over:
            break
        if bot:
            action = SPEC.policy(SPEC.view(game, game.current_player), bot_rng)
        else:
            action = str(rng.choice(game.legal_actions()))
        events = game.apply(action)
        decisions.append(events)
        history += events
    return steps, decisions


RANDOM_SEEDS = range(1, 13)
BOT_SEEDS = range(100, 104)
ALL_GAMES = [(seed, False) for seed in RANDOM_SEEDS] + [(seed, True) for seed in BOT_SEEDS]


def positions() -> Iterator[tuple[Step, int]]:
    """Every other position of each game (the bots' and random ones alike), and its end."""
    for seed, bot in ALL_GAMES:
        steps = playthrough(seed, bot)[0]
        for step in [*steps[:-1:2], steps[-1]]:
            for seat in (0, 1):
                yield step, seat


def log_for(step: Step, seat: int) -> tuple[str, ...]:
    lines = []
    for event in step.history:
        line = UI.sentence(event_for(event, seat), list(NAMES))
        assert line
        lines.append(line)
    return tuple(lines)


ACTION = re.compile(r'data-action="([^"]*)"')


def buttons(html: str) -> list[str]:
    return ACTION.findall(html)


def hidden_from(game: Game, viewer: int) -> set[str]:
    """Cards whose identity `viewer` does not know, from the true state: the deck, the
    opponent's hand cards it has not shown, and face-down planets the viewer has not seen."""
    s = game.state
    hidden = set(s.deck)
    hidden |= {h.card for h in s.hands[1 - viewer] if not h.public}
    for zone in [*s.piles, *s.colonies]:
        hidden |= {slot.planet for slot in zone if not slot.known_to(viewer)}
    return hidden


def assert_nothing_hidden(html: str, hidden: set[str]) -> None:
    for key in hidden:
        assert f'data-card="{key}"' not in html, key
        text = html
        name = ALL_NAMES[key]
        # A visible card whose name contains this one ("Aurea Major" for "Aurea") is removed
        # first; such a card is never hidden itself here, or it is checked on its own.
        for other, other_name in ALL_NAMES.items():
            if other not in hidden and name in other_name and other_name != name:
                text = text.replace(other_name, "")
        assert name not in text, (key, name)


# --- the table -------------------------------------------------------------------------------


def test_the_spec_names_this_interface() -> None:
    assert SPEC.ui_module == "microcosm.ui"
    assert ui_of(registry.get("microcosm")) is UI


def test_every_position_renders_for_both_seats_with_exactly_the_legal_buttons() -> None:
    count = 0
    for step, seat in positions():
        view = SPEC.view(step.game, seat)
        log = log_for(step, seat)
        deciding = view["pending"] is not None and view["pending"]["player"] == seat
        for bots, interactive in (
            ((None, None), True),
            ((None, None), False),
            (("easy", None) if seat == 0 else (None, "easy"), True),
            ((None, "random") if seat == 0 else ("random", None), True),
        ):
            ctx = TableContext(names=NAMES, bots=bots, log=log, interactive=interactive)
            html = frame.table(UI, view, ctx)
            human = bots[seat] is None
            expected = view["legal_actions"] if deciding and human and interactive else []
            assert buttons(html) == expected
            assert len(re.findall(r'class="act( does-nothing)?"', html)) == len(expected)
            count += 1
        if deciding:
            assert view["legal_actions"], "a deciding seat always has a choice"
    assert count > 2000


def test_every_button_is_labelled_in_words() -> None:
    notation = re.compile(r"\b[DPT]\d{1,2}\b|\bpile \d|\bcolony \d")
    seen_verbs = set()
    for step, seat in positions():
        view = SPEC.view(step.game, seat)
        for action in view["legal_actions"]:
            label = describe.action_label(action, view)
            assert label and label != action
            assert not notation.search(label), (action, label)
            assert "{" not in label
            seen_verbs.add(action.split()[0])
    # The games reach most kinds of decision (the rarest ones are checked by hand below).
    assert {"take", "draw", "play", "recover", "back", "done", "pile", "reveal", "tech"} <= (
        seen_verbs
    )


def test_labels_of_the_examples_read_as_sentences() -> None:
    game = position(supply=["D01", "D02", "D03"], pending={"kind": "draw", "player": 0})
    view = SPEC.view(game, 0)
    labels = {a: describe.action_label(a, view) for a in view["legal_actions"]}
    assert labels["take D01"] == "Take Colony Ship from the supply"
    assert labels["draw"].startswith("Draw the top card of the deck")
    game = position(hands=[["D01", "D09"], []], colonies=[["P05+"], []])
    run(game, "play D01")
    view = SPEC.view(game, 0)
    labels = {a: describe.action_label(a, view) for a in view["legal_actions"]}
    assert labels["down 2 0"] == "Colonize the unseen planet at place 1 of the cost-2 pile"
    run(game, "down 3 0")  # Colony Ship and Rubra Major show 2 icons: a third is needed
    view = SPEC.view(game, 0)
    labels = {a: describe.action_label(a, view) for a in view["legal_actions"]}
    assert labels["reveal D09"] == "Reveal Terraforming Lab"
    assert labels["done"] == "Reveal nothing more"
    assert describe.prompt_title(view, list(NAMES)) == ("Reveal Colonize icons: 2 shown, 3 needed")


def test_hidden_cards_never_reach_the_table_or_the_log() -> None:
    checked = 0
    for step, seat in positions():
        hidden = hidden_from(step.game, seat)
        view = SPEC.view(step.game, seat)
        ctx = TableContext(names=NAMES, bots=(None, None), log=log_for(step, seat))
        html = frame.table(UI, view, ctx) + UI.prompt(view, list(NAMES))
        assert_nothing_hidden(html, hidden)
        checked += len(hidden)
    assert checked > 5000


def test_the_hidden_check_would_catch_a_leak() -> None:
    game = position(hands=[["D01"], ["D05"]])
    hidden = hidden_from(game, 0)
    assert "D05" in hidden and "D01" not in hidden
    assert_nothing_hidden("<p>Colony Ship</p>", hidden)
    with pytest.raises(AssertionError):
        assert_nothing_hidden("<p>Invasion Fleet</p>", hidden)


def test_own_hand_by_name_the_opponents_as_a_count_and_its_shown_cards() -> None:
    game = position(hands=[["D01", "D04"], ["D05", "D06"]])
    game.state.hands[1][0].public = True  # D05 was taken from the supply: known
    html = frame.table(UI, SPEC.view(game, 0), TableContext(names=NAMES, bots=(None, None)))
    assert "Colony Ship" in html and "Frontier Charter" in html
    assert "Hand: 2 cards" in html and "Invasion Fleet" in html and "Strike Force" not in html


def test_known_face_down_colonies_are_named_to_whoever_knows_them() -> None:
    game = position(colonies=[["P05"], ["P06"]])
    mine = frame.table(UI, SPEC.view(game, 0), TableContext(names=NAMES, bots=(None, None)))
    assert "you know it: " in mine and "Rubra Major" in mine and "Viridia Major" not in mine
    assert "face down, cost 2" in mine


def test_hostile_names_are_escaped_and_isolated() -> None:
    names = ("<script>alert(1)</script>", "\u202eevil")
    for seed, bot in ALL_GAMES[:4]:
        steps, _ = playthrough(seed, bot)
        for step in steps[::7] + steps[-1:]:
            for seat in (0, 1):
                view = SPEC.view(step.game, seat)
                log = tuple(
                    UI.sentence(event_for(e, seat), list(names)) or "" for e in step.history
                )
                ctx = TableContext(names=names, bots=(None, None), log=log, rounds=((0, 0), (1, 2)))
                html = frame.table(UI, view, ctx)
                assert "<script>" not in html
                assert "<bdi>&lt;script&gt;alert(1)&lt;/script&gt;</bdi>" in html
                assert "\u202eevil" not in html.replace("<bdi>\u202eevil</bdi>", "").replace(
                    "\u2068\u202eevil\u2069", ""
                )
                title = UI.prompt(view, list(names))  # plain text: the shell escapes it
                if view["pending"] and view["pending"]["player"] != seat:
                    assert f"\u2068{names[view['pending']['player']]}\u2069" in title


def test_undo_thinking_and_waiting_lines() -> None:
    game = position(hands=[["D01"], []])
    view = SPEC.view(game, 0)
    html = frame.table(UI, view, TableContext(names=NAMES, bots=(None, None), can_undo=True))
    assert 'data-command="undo"' in html
    html = frame.table(UI, view, TableContext(names=NAMES, bots=(None, None)))
    assert 'data-command="undo"' not in html
    other = frame.table(UI, SPEC.view(game, 1), TableContext(names=NAMES, bots=(None, "easy")))
    assert "Waiting for <bdi>Ann</bdi>" in other
    thinking = TableContext(names=NAMES, bots=("easy", None), thinking=True)
    assert "<bdi>Ann</bdi> (Easy) is thinking" in frame.table(UI, SPEC.view(game, 1), thinking)


def test_the_end_shows_scores_the_winner_and_each_cards_share() -> None:
    for seed, bot in ALL_GAMES:
        last = playthrough(seed, bot)[0][-1].game
        scores, winner = last.scores(), last.winners()[0]
        for seat in (0, 1):
            view = SPEC.view(last, seat)
            ctx = TableContext(names=NAMES, bots=(None, None), winners=(winner,))
            html = frame.table(UI, view, ctx)
            assert "Final scores" in html and 'data-action="' not in html
            for p in (0, 1):
                assert (
                    sum(points for _, _, points in breakdown_rows(view["players"][p]))
                    == (scores[p])
                )
            if scores[0] == scores[1]:
                assert f"<bdi>{NAMES[1 - last.state.first]}</bdi> wins, as the player who" in html
            else:
                assert f"<bdi>{NAMES[winner]}</bdi> wins with {scores[winner]}" in html


def test_a_tie_says_the_second_player_wins() -> None:
    game = position(first=0, hands=[["D01"], ["D05"]])  # one point each (per Colony: 0)
    game.state.pending = None
    view = SPEC.view(game, 0)
    assert view["scores"][0] == view["scores"][1]
    html = frame.table(UI, view, TableContext(names=NAMES, bots=(None, None)))
    assert "<bdi>Bob</bdi> wins, as the player who played second" in html


# --- sentences -------------------------------------------------------------------------------


def test_every_event_kind_has_a_sentence() -> None:
    assert set(EVENT_KINDS) == describe.LOG_KINDS


def test_every_event_of_the_games_has_a_sentence_for_both_seats() -> None:
    kinds = set()
    for seed, bot in ALL_GAMES:
        for events in playthrough(seed, bot)[1]:
            for event in events:
                kinds.add(event["kind"])
                for seat in (0, 1):
                    line = UI.sentence(event_for(event, seat), list(NAMES))
                    assert line and "{" not in line and "None" not in line, event
    assert len(kinds) > 15


def test_a_secret_is_told_only_to_its_player() -> None:
    event = {"kind": "drew", "player": 0, "secret": {"card": "D07"}}
    assert "Smart Munitions" in (UI.sentence(event_for(event, 0), list(NAMES)) or "")
    assert "Smart Munitions" not in (UI.sentence(event_for(event, 1), list(NAMES)) or "")


def test_prompt_titles_name_the_decider_to_the_others() -> None:
    game = position(hands=[["D01"], []])
    assert describe.prompt_title(SPEC.view(game, 0), list(NAMES)).startswith("Play a card")
    assert describe.prompt_title(SPEC.view(game, 1), list(NAMES)) == (
        "\u2068Ann\u2069: plays a card or takes cards back"
    )


# --- rules and gallery -----------------------------------------------------------------------


def test_rules_page_covers_each_part_and_the_readings() -> None:
    html = UI.rules()
    for heading in ("Setting up", "A turn", "Colonize", "Warfare", "Research", "Politics"):
        assert f"<h3>{heading}</h3>" in html
    for word in ("Survey", "Revealing icons", "Scoring", "A tie", "Readings chosen"):
        assert word in html
    assert "reconstruct" in html and "rules-notes-microcosm.md" in html


class RulesText(HTMLParser):
    """The rules page's texts (headings, paragraphs, list items, summaries), each noted with
    the language of the nearest element that declares one, and every id."""

    BLOCKS = frozenset({"h2", "h3", "p", "li", "summary"})

    def __init__(self) -> None:
        super().__init__()
        self.langs: list[tuple[str, str]] = []  # (tag, language) of the open elements
        self.ids: list[str] = []
        self.texts: dict[str, list[str]] = {"en": [], "fr": []}
        self.block: list[str] | None = None
        self.french: list[tuple[str, str]] = []  # (tag, attributes) opened inside lang="fr"

    def lang(self) -> str:
        return next((lang for _, lang in reversed(self.langs) if lang), "en")

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("id"):
            self.ids.append(str(found["id"]))
        self.langs.append((tag, str(found.get("lang") or "")))
        if self.lang() == "fr":
            self.french.append((tag, str(found.get("class") or "")))
        if tag in self.BLOCKS:
            self.block = []

    def handle_endtag(self, tag: str) -> None:
        if tag in self.BLOCKS and self.block is not None:
            self.texts[self.lang()].append("".join(self.block).strip())
            self.block = None
        while self.langs:
            if self.langs.pop()[0] == tag:
                break

    def handle_data(self, data: str) -> None:
        if self.block is not None:
            self.block.append(data)


def test_every_rules_text_has_a_french_one_and_the_rules_speak_the_interfaces_language() -> None:
    english = {key for key in RULES if key.startswith("microcosm.rules.")}
    assert len(english) > 50
    assert set(RULES_FR) == set(RULES)
    for key in english:
        assert RULES_FR[key].strip() and RULES_FR[key] != RULES[key], key
    for lang, table in (("en", RULES), ("fr", RULES_FR)):
        text.set_language(lang)
        try:
            page = RulesText()
            page.feed(UI.rules())
            page.close()
        finally:
            text.set_language("en")
        # One article, in the language spoken, every text in the order of the page.
        assert page.texts["en"] == [table[key] for key in rules_keys()], lang
        assert not page.texts["fr"] and not page.french
        assert len(page.ids) == len(set(page.ids))
    assert 'href="#' not in UI.rules()


def rules_keys() -> list[str]:
    """The rules keys in the order of the page: the title, each section's heading and
    paragraphs, the readings."""
    keys = ["title"]
    for heading, paragraphs in SECTIONS:
        keys += [heading, *paragraphs]
    keys += ["readings", "readings.intro", *READINGS]
    return [f"microcosm.rules.{key}" for key in keys]


def test_french_rules_keep_punctuation_with_its_word() -> None:
    """A no-break space before a colon or a semicolon, inside « »: no line starts with one."""
    joined = "".join(RULES_FR.values())
    assert "\u00a0:" in RULES_FR["microcosm.rules.title"]
    assert "\u00a0;" in joined and "«\u00a0par colonie\u00a0»" in joined
    for mark in (" :", " ;", " ?", " !", "« ", " »"):
        assert mark not in joined, mark


def expected_marks(key: str) -> int:
    """The reconstructed values a card's face shows, from the card table."""
    if key in DOMAIN:
        s = DOMAIN[key].status
        scoring = s["scoring"] == R or s["value"] == R
        return sum(s[k] == R for k in ("action", "icon", "colour", "effect")) + scoring
    if key in PLANET:
        p = PLANET[key]
        fields = ["cost", "colour", "icon", "planet_defence", "colony_defence", "influence"]
        fields += ["bonus_defence"] if p.bonus_defence else []
        return sum(p.status[k] == R for k in fields)
    tech = TECH[key]
    fields = ["icon"] + (["bonus_defence"] if tech.bonus_defence else [])
    return sum(tech.status[k] == R for k in fields)


def test_gallery_shows_every_card_and_marks_what_is_reconstructed() -> None:
    """Issue 33, readable faces: each card's reconstructed values are its labelled fields
    marked `reconstructed`, and its marks are explained once, by one note in its head (none
    on a card with nothing to explain); a `*` for the eye marks a field only when some other
    value of the card is sourced."""
    html = UI.gallery()
    assert "† a provisional name" in html and "* a reconstructed value" in html
    total = 0
    for key, name in ALL_NAMES.items():
        assert f'data-card="{key}"' in html and name in html
        card = faces.face(key)
        marks = len(re.findall(r'class="face-field field-\w+ reconstructed"', card))
        assert marks == expected_marks(key), key
        item = DOMAIN.get(key) or PLANET.get(key) or TECH[key]
        assert ("card-name provisional" in card) == item.provisional_name
        assert card.count('class="face-marks"') == (1 if marks or item.provisional_name else 0)
        assert "<abbr" not in card  # no mark with its own tooltip on any line
        fields = card.count('class="face-field ')
        assert card.count('class="face-star"') == (marks if 0 < marks < fields else 0), key
        total += marks
    assert html.count('class="value reconstructed"') == 3  # the 3 rules constants
    assert total > 20


def test_a_microcosm_face_labels_its_fields_and_explains_its_marks_in_french() -> None:
    """A Domain card's five fields are labelled; its note names its provisional name and its
    reconstructed fields by their labels, in its tooltip and for screen readers alike."""
    card = faces.face("D03")
    labels = re.findall(r"<dt>(.*?)</dt>", card)
    assert labels == ["Action", "Icon", "Colour", "Influence", "Effect"]
    note = re.search(r'<span class="face-marks" title="([^"]*)">', card)
    assert note is not None
    said = note.group(1)
    assert (
        said.startswith("† Provisional name") and "The values concerned: Colour, Influence" in said
    )
    assert f'<span class="visually-hidden">{said}</span>' in card
    text.set_language("fr")
    try:
        french = faces.face("D03")
    finally:
        text.set_language("en")
    assert re.findall(r"<dt>(.*?)</dt>", french) == [
        "Action",
        "Symbole",
        "Couleur",
        "Influence",
        "Effet",
    ]
    assert "Valeurs concernées\u00a0: Couleur, Influence." in french
    assert "† Nom provisoire" in french


# --- secrets and rounds ----------------------------------------------------------------------


def test_secrets_change_exactly_when_something_hidden_becomes_known() -> None:
    quiet = position(hands=[["D09"], []])  # Research: take a Tech, nothing hidden moves
    quiet.state.hands[0][0].public = True  # taken from the supply: the opponent knows it
    before = SPEC.secrets(quiet) if SPEC.secrets else None
    run(quiet, "play D09", "tech T1")
    assert SPEC.secrets is not None and SPEC.secrets(quiet) == before
    private = position(hands=[["D09"], []])  # a card drawn blind, now played: revealed
    before = SPEC.secrets(private)
    run(private, "play D09", "tech T1")
    assert SPEC.secrets(private) != before
    drawn = position(hands=[[], []], pending={"kind": "draw", "player": 0})
    before = SPEC.secrets(drawn)
    run(drawn, "draw")
    assert SPEC.secrets(drawn) != before
    blind = position(hands=[["D01"], []])
    before = SPEC.secrets(blind)
    run(blind, "play D01", "down 0 0")  # a planet taken without looking
    assert SPEC.secrets(blind) != before
    surveyed = position(hands=[["D17"], []])
    before = SPEC.secrets(surveyed)
    run(surveyed, "play D17", "pile 3")  # every face-down planet of the pile looked at
    assert SPEC.secrets(surveyed) != before
    flipped = position(hands=[["D05"], []], colonies=[["P03", "P08"], []])
    run(flipped, "play D05", "down 0 0")  # defence 1 or 2: the face-down Colonies' icons count
    before = SPEC.secrets(flipped)
    assert "flip 0" in [str(a) for a in flipped.legal_actions()]
    run(flipped, "flip 0")  # the opponent now sees this Colony
    assert SPEC.secrets(flipped) != before


def test_undo_in_a_session_stops_at_a_secret() -> None:
    seats = (Seat("Ann", "human"), Seat("Bob", "human"))
    session = Session.new(SPEC, SPEC.default_config(), 7, seats)
    first = session.game.current_player
    assert first is not None
    session.apply(f"take {sorted(session.game.state.supply)[0]}")
    assert not session.can_undo(first)  # the supply was refilled from the deck: revealed
    session.apply("recover")  # an empty discard pile: the turn ends, nothing is revealed
    assert session.can_undo(first)
    session.undo(first)
    assert session.game.current_player == first and not session.can_undo(first)


def test_new_round_exactly_when_the_first_players_turn_begins() -> None:
    assert SPEC.new_round is not None
    for seed, bot in ALL_GAMES:
        steps, decisions = playthrough(seed, bot)
        rounds = 0
        for after, events in zip(steps[1:], decisions, strict=True):
            s = after.game.state
            starts = (
                s.pending is not None
                and s.pending["kind"] == "draw"
                and s.pending["player"] == s.first
                and any(e["kind"] == "turn_ended" for e in events)
            )
            assert SPEC.new_round(after.game, events) == starts
            rounds += starts
        assert rounds == 8  # 18 turns: 9 rounds, 8 of them begun after the first


def test_the_defenders_surprise_is_offered_in_words_and_not_named_to_the_attacker() -> None:
    game = position(hands=[["D06"], []], colonies=[[], ["P03+", "P10"]])
    run(game, "play D06", "colony 0")  # Strike Force's Warfare icon meets Purpura's shield
    defender = SPEC.view(game, 1)
    assert defender["legal_actions"] == ["bastion", "pass"]
    labels = [describe.action_label(a, defender) for a in defender["legal_actions"]]
    assert labels == ["Turn up your Bastion: +1 defence", "Add no defence"]
    attacker = SPEC.view(game, 0)
    html = frame.table(UI, attacker, TableContext(names=NAMES, bots=(None, None)))
    assert "Bastion" not in html and "Bob</bdi>…" in html
    assert describe.prompt_title(attacker, list(NAMES)).endswith("may reveal a surprise defence")
