"""Microcosm seen by a spectator (`view(game, None)`: a link or a replay of a game in progress):
both seats drawn as opponents, in seat order, with no hand of its own and no choice, and a
table that stays the same, to the byte, whatever is hidden from any seat."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from functools import cache

from microcosm import SPEC
from microcosm.engine import Game
from microcosm.ui import describe
from tabletop import registry
from tabletop.spec import event_for
from tabletop.ui import frame
from tabletop.ui.game_ui import TableContext, ui_of

from .helpers import position
from .test_ui import assert_nothing_hidden

UI = ui_of(registry.get("microcosm"))

NAMES = ("Ann", "Bob")
SEATS = re.compile(r'class="empire mc-area[^"]*"[^>]*data-seat="(\d)"')
NOTATION = re.compile(r"\b[DPT]\d{1,2}\b|\bpile \d|\bcolony \d")


@cache
def playthrough(seed: int) -> tuple[tuple[Game, tuple[str, ...]], ...]:
    """Every position of a random game (both option values) and the spectator's log there."""
    game = SPEC.new(SPEC.default_config() | {"reveal_after_flip": seed % 2 == 0}, seed)
    rng = random.Random(seed)
    steps: list[tuple[Game, tuple[str, ...]]] = []
    log: list[str] = []
    while True:
        steps.append((game.clone(), tuple(log)))
        if game.is_over:
            return tuple(steps)
        for event in game.apply(str(rng.choice(game.legal_actions()))):
            line = UI.sentence(event_for(event, None), list(NAMES))
            assert line
            log.append(line)


def sampled(every: int = 2) -> Iterator[tuple[Game, tuple[str, ...]]]:
    """Every `every`-th position of six games, and each game's last one."""
    for seed in range(1, 7):
        steps = playthrough(seed)
        yield from steps[::every]
        yield steps[-1]


def drawn(game: Game, log: tuple[str, ...] = (), interactive: bool = False) -> str:
    """The spectator's table and prompt, as a link or a replay would show them."""
    view = SPEC.view(game, None)
    ctx = TableContext(names=NAMES, bots=(None, "easy"), log=log, interactive=interactive)
    return frame.table(UI, view, ctx) + UI.prompt(view, list(NAMES))


def hidden_from_everyone(game: Game) -> set[str]:
    """Cards no spectator may know: the deck, every hand card not shown and every face-down
    planet (whoever has looked at it)."""
    s = game.state
    hidden = set(s.deck)
    hidden |= {h.card for hand in s.hands for h in hand if not h.public}
    hidden |= {slot.planet for zone in [*s.piles, *s.colonies] for slot in zone if not slot.up}
    return hidden


def test_a_spectators_table_is_the_same_whatever_is_hidden_from_any_seat() -> None:
    checked = changed = 0
    for game, log in sampled():
        html = drawn(game, log)
        for seat in (0, 1):
            other = SPEC.perturb(game, seat, 1000 * checked + seat)
            changed += SPEC.snapshot(other) != SPEC.snapshot(game)
            assert drawn(other, log) == html, f"seat {seat}'s secrets reach the drawing"
        checked += 1
    assert checked > 150 and changed > 250  # most positions hide something from each seat


def test_a_spectator_sees_no_hidden_card_on_the_table_or_in_the_log() -> None:
    checked = 0
    for game, log in sampled(3):
        hidden = hidden_from_everyone(game)
        assert_nothing_hidden(drawn(game, log), hidden)
        checked += len(hidden)
    assert checked > 1500


def test_a_spectator_has_both_seats_as_opponents_in_seat_order_and_no_choice() -> None:
    for game, _ in sampled(5):
        view = SPEC.view(game, None)
        assert view["viewer"] is None and view["legal_actions"] == []
        for interactive in (True, False):
            html = drawn(game, interactive=interactive)
            assert SEATS.findall(html) == ["0", "1"]
            assert 'data-action="' not in html and 'data-command="undo"' not in html
            assert "(you)" not in html and "your turn" not in html and "Your choices" not in html
            assert 'class="hand mc-hand"' not in html  # only hidden hands: counts and shown cards
            pending = view["pending"]
            if pending is not None:
                title = UI.prompt(view, list(NAMES))
                assert title.startswith(f"\u2068{NAMES[pending['player']]}\u2069: ")
                assert "you" not in title.lower()


def test_a_spectator_sees_hand_sizes_and_shown_cards_only() -> None:
    game = position(hands=[["D01", "D04"], ["D05", "D06"]])
    game.state.hands[1][0].public = True  # D05 was taken from the supply: known
    html = drawn(game)
    assert html.count("Hand: 2 cards") == 2
    assert "Invasion Fleet" in html  # D05, shown
    for hidden in ("Colony Ship", "Frontier Charter", "Strike Force"):
        assert hidden not in html
    # A seat's own view still shows its own hand by name.
    mine = frame.table(UI, SPEC.view(game, 0), TableContext(names=NAMES, bots=(None, None)))
    assert "Colony Ship" in mine and "Frontier Charter" in mine and "Strike Force" not in mine
    assert "Ann (you)" in re.sub(r"</?bdi>", "", mine)


def test_a_spectator_knows_who_has_seen_a_face_down_planet_but_not_its_face() -> None:
    game = position(colonies=[["P05"], ["P06"]])
    game.state.colonies[1][0].seen.append(0)  # Ann peeked at Bob's Colony
    html = drawn(game)
    assert "Rubra Major" not in html and "Viridia Major" not in html
    assert "you know it" not in html
    assert html.count("knows it") == 1 and "<bdi>Ann</bdi> knows it" in html
    view = SPEC.view(game, None)
    assert [c["known_to"] for c in view["players"][1]["colonies"]] == [[0, 1]]
    assert [c["known_to"] for c in view["players"][0]["colonies"]] == [[0]]
    # The seats' own views are as before: the owner knows, and is told the opponent does.
    bob = SPEC.view(game, 1)["players"][1]["colonies"][0]
    assert bob == {"planet": "P06", "up": False, "tier": 2, "known_to_other": True}


def test_propaganda_is_not_addressed_to_the_spectator() -> None:
    pending = {"kind": "propaganda", "player": 0, "left": 1}
    game = position(hands=[[], ["D01", "D02"]], pending=pending)
    for h in game.state.hands[1]:
        h.public = True  # Propaganda has shown the hand
    title = UI.prompt(SPEC.view(game, None), list(NAMES))
    assert title == "\u2068Ann\u2069: chooses a card \u2068Bob\u2069 must discard"
    to_bob = UI.prompt(SPEC.view(game, 1), list(NAMES))
    assert to_bob == "\u2068Ann\u2069: chooses a card you must discard"


def test_the_deciders_actions_are_labelled_on_a_spectators_view() -> None:
    for game, _ in sampled(4):
        view = SPEC.view(game, None)
        for action in game.legal_actions():
            label = describe.action_label(str(action), view)
            assert label and "{" not in label and not NOTATION.search(label), (action, label)
