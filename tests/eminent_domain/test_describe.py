"""The English the interface shows for actions, prompts, follow choices and log events.

Random and Easy-bot games visit thousands of positions across every configuration: every
legal action must get a distinct, readable label (no notation, no technology code), every
pending decision a title and every event a sentence (or None for the few documented as
silent), and a planet kept face down is named only to its owner. Scenario tests pin exact
sentences for cards whose names and costs come from the card tables.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterator
from typing import Any

import pytest

from eminent_domain import engine
from eminent_domain.cards import CARD_ID_OF_TECH, CARD_KEYS, ROLE_KIND, TECH_CARD_KEYS, TECH_FACES
from eminent_domain.effects import AUTOMATIC, STEP_NAMES
from eminent_domain.engine import Game
from eminent_domain.planets import PLANETS
from eminent_domain.spec import SPEC
from eminent_domain.state import VARIANTS, Config
from eminent_domain.ui import describe
from eminent_domain.ui.describe import (
    LOGGED_EVENTS,
    SILENT_EVENTS,
    action_label,
    follow_hint,
)
from eminent_domain.view import view_for
from tabletop import deckbuilding
from tabletop.bots import EasyBot
from tabletop.rng import Rng
from tabletop.spec import event_for
from tests.eminent_domain.helpers import add_planet, set_hand

NAMES = ["Alice", "Bob", "Carol", "Dave"]
FSI, PDI = "\u2068", "\u2069"  # FIRST STRONG ISOLATE, POP DIRECTIONAL ISOLATE


def plain(text: str) -> str:
    return text.replace(FSI, "").replace(PDI, "")


# The English of sentences and titles is compared without the isolates around names (the
# last tests of this module check those).
def event_sentence(event: dict[str, Any], names: list[str]) -> str | None:
    sentence = describe.event_sentence(event, names)
    return None if sentence is None else plain(sentence)


def prompt_title(view: dict[str, Any], names: list[str]) -> str:
    return plain(describe.prompt_title(view, names))


TECH_CODE = re.compile(r"\bT\d+\b")
PLANET_NAMES = [planet.name for planet in PLANETS]

STYKU = 9  # Fertile, Colonize 4 / Warfare 5, Colonize icon, 1 Water
MIK_MIK = 10  # Fertile, Colonize 5 / Warfare 4, Colonize icon, 1 Food
GERDLAND = 12  # Fertile, Produce icon, 1 Water
LYTTLE = 0  # Advanced, Research icon, 1 Silicon
NEW_TEXAS = 11  # Fertile, Colonize icon, Food + Water


# --- exact log sentences, one per event type the engine emits -------------------------------

EXACT_EVENTS: dict[str, tuple[dict[str, Any], str | None]] = {
    "reshuffle": (
        {"type": "reshuffle", "player": 1},
        "Bob shuffled their discard pile into a new deck.",
    ),
    "draw": ({"type": "draw", "player": 0, "count": 2}, "Alice drew 2 cards."),
    "influence": ({"type": "influence", "player": 2, "count": 1}, "Carol gained 1 influence."),
    "turn": ({"type": "turn", "player": 0, "turn": 4}, "Round 2: Alice's turn."),  # 4 seats
    "end_triggered": (
        {"type": "end_triggered"},
        "The game end was triggered: the round will be played out so that all have had equal "
        "turns.",
    ),
    "game_over": (
        {"type": "game_over", "scores": [21, 25], "winners": [1]},
        "Game over: Bob won with 25 points (Alice 21, Bob 25).",
    ),
    "extra_turn": (
        {"type": "extra_turn", "player": 3},
        "Dave earned an additional turn (Logistics).",
    ),
    "boost": (
        {"type": "boost", "player": 0, "card": "T82"},
        "Alice boosted with Survey Team (Survey + Survey).",
    ),
    "follow": ({"type": "follow", "player": 1, "role": "warfare"}, "Bob followed Warfare."),
    "dissent": ({"type": "dissent", "player": 1}, "Bob dissented."),
    "colony": (
        {"type": "colony", "player": 0, "slot": 1, "card": "colonize"},
        "Alice tucked a Colonize card under a face-down planet as a colony.",
    ),
    "survey_keep": (
        {"type": "survey_keep", "player": 0, "secret": {"planet": STYKU}},
        "Alice added Styku to their Empire face down.",
    ),
    "discard": (
        {"type": "discard", "player": 0, "card": "produce-trade"},
        "Alice discarded a Produce/Trade card.",
    ),
    "remove": (
        {"type": "remove", "player": 1, "card": "T61"},
        "Bob removed Improved Research (Research + Produce) from the game.",
    ),
    "take": (
        {"type": "take", "player": 0, "card": "survey"},
        "Alice took a Survey card from the stacks.",
    ),
    "specialize": (
        {"type": "specialize", "player": 0, "resource": "iron"},
        "Alice named Iron for Specialization.",
    ),
    "action": (
        {"type": "action", "player": 0, "card": "politics"},
        "Alice played a Politics card for its Action.",
    ),
    "lead": (
        {"type": "lead", "player": 0, "role": "survey", "took": True},
        "Alice led Survey and took a card from its stack.",
    ),
    "resolve": (
        {"type": "resolve", "player": 0, "role": "produce", "symbols": 3},
        "Alice resolved Produce with 3 symbols.",
    ),
    "fighters": ({"type": "fighters", "player": 1, "count": 1}, "Bob collected 1 fighter."),
    "settle": ({"type": "settle", "player": 0, "slot": 1, "planet": STYKU}, "Alice settled Styku."),
    "attack": (
        {"type": "attack", "player": 1, "slot": 0, "planet": MIK_MIK},
        "Bob attacked Mik-Mik.",
    ),
    "produce": (
        {"type": "produce", "player": 0, "slot": 0, "resource": "water"},
        "Alice produced Water.",
    ),
    "trade": ({"type": "trade", "player": 0, "slot": 0, "resource": "food"}, "Alice traded Food."),
    "research": (
        {"type": "research", "player": 1, "face": "T74"},
        "Bob researched Weapon Emporium (permanent).",
    ),
    "cleanup": ({"type": "cleanup", "player": 0}, None),
}


@pytest.mark.parametrize("kind", sorted(EXACT_EVENTS))
def test_each_event_type_has_its_sentence(kind: str) -> None:
    event, sentence = EXACT_EVENTS[kind]
    assert event_sentence(event, NAMES) == sentence


def test_every_event_type_the_engine_emits_is_described_and_pinned() -> None:
    """Read the event types off the engine's source and the core's deck-building hand's
    (`_event("...")` and the settle/attack `how` of `_flip`), so a new event type cannot slip
    past the log unnoticed."""
    source = inspect.getsource(engine) + inspect.getsource(deckbuilding)
    emitted = set(re.findall(r'_event\(\s*"(\w+)"', source))
    emitted |= set(re.findall(r'_flip\([^()]*"(\w+)"\)', source))
    assert {"draw", "survey_keep", "settle", "attack", "cleanup"} <= emitted
    assert emitted <= set(EXACT_EVENTS)
    assert emitted == LOGGED_EVENTS | SILENT_EVENTS


def test_special_event_sentences() -> None:
    planets = {"type": "reshuffle", "planets": True}
    assert event_sentence(planets, NAMES) == (
        "The planet discards were shuffled into a new planet deck."
    )
    shared = {"type": "game_over", "scores": [20, 20, 20], "winners": [0, 2]}
    assert event_sentence(shared, NAMES) == (
        "Game over: Alice and Carol shared the win with 20 points (Alice 20, Bob 20, Carol 20)."
    )
    empty = {"type": "lead", "player": 1, "role": "research", "took": False}
    assert event_sentence(empty, NAMES) == "Bob led Research (its stack is empty)."
    fighter = {"type": "trade", "player": 0, "resource": "fighter"}
    assert event_sentence(fighter, NAMES) == "Alice traded a fighter (Weapon Emporium)."
    assert event_sentence({"type": "draw", "player": 1, "count": 1}, NAMES) == "Bob drew 1 card."
    assert event_sentence({"type": "from-a-newer-engine"}, NAMES) is None


def test_a_kept_planet_is_named_only_to_its_owner() -> None:
    event = {"type": "survey_keep", "player": 0, "secret": {"planet": STYKU}}
    assert (
        event_sentence(event_for(event, 0), NAMES) == "Alice added Styku to their Empire face down."
    )
    hidden = event_sentence(event_for(event, 1), NAMES)
    assert hidden == "Alice added a face-down planet to their Empire."


# --- exact labels and prompts in built positions --------------------------------------------


def _view(game: Game) -> dict[str, Any]:
    player = game.current_player
    assert player is not None
    return view_for(game, player)


def _labels(game: Game) -> dict[str, str]:
    view = _view(game)
    return {action: action_label(action, view) for action in view["legal_actions"]}


def _title(game: Game) -> str:
    return prompt_title(_view(game), NAMES)


def _give_permanent(game: Game, player: int, face: str, card: str) -> None:
    game.state.tech_supply.remove(CARD_ID_OF_TECH[card])
    game.state.players[player].permanents.append((CARD_ID_OF_TECH[card], face))


def _start(players: int = 2, errata: bool = False) -> tuple[Game, int]:
    game = Game.new(Config(players, "standard", errata), 0)
    active = game.current_player
    assert active == 0  # seed 0 starts with Alice; the sentences below name her
    return game, active


def test_action_phase_and_lead_labels() -> None:
    game, me = _start()
    set_hand(game, me, ["survey", "research", "T23"])
    player = game.state.players[me]
    politics = next(card for card in player.deck if CARD_KEYS[card] == "politics")
    player.deck.remove(politics)  # not in any stack: the starting deck's own
    player.hand.append(politics)
    assert _title(game) == "Alice: action phase — play an Action card or skip"
    assert _labels(game) == {
        "skip": "Skip the Action phase",
        "act T23": "Play Improved Colonize (Colonize + Survey): settle a planet, then settle "
        "another or add a colony",
        "act politics": "Play Politics: swap it for a role card from a stack",
        "act research": "Play Research: remove up to 2 cards in hand from the game",
        "act survey": "Play Survey: draw 2 cards",
    }
    game.apply("skip")
    assert _title(game) == "Alice: lead a role"
    labels = _labels(game)
    assert labels["lead survey"] == "Lead Survey: look at planets and keep one"
    assert labels["lead trade"] == "Lead Trade: trade resources for influence"


def test_research_labels_name_the_technology_and_its_cost() -> None:
    game, me = _start()
    add_planet(game, me, LYTTLE, face_up=True)
    set_hand(game, me, ["research", "research", "T82"])
    game.apply("skip")
    game.apply("lead research")
    assert _title(game) == "Alice: boost Research with cards from hand"
    assert _labels(game) == {
        "boost research": "Boost with a Research card: +1 Research",
        "done": "Done boosting: resolve Research with 2 symbols",  # the stack's card + Lyttle
    }
    game.apply("boost research")
    game.apply("boost research")
    game.apply("done")
    assert _title(game) == "Alice: Research — choose a technology (4 symbols)"
    labels = _labels(game)
    assert labels["research T41"] == (
        "Research Improved Production (Produce + Research): level 1 Advanced, cost 3"
    )
    assert labels["research T42"] == (
        "Research Improved Production (Produce + Trade): level 1 Advanced, cost 3"
    )
    assert labels["pass"] == "Take no technology"


def test_boost_label_counts_a_card_s_symbols_of_the_role() -> None:
    game, me = _start()
    set_hand(game, me, ["T82", "survey", "produce-trade"])
    game.apply("skip")
    game.apply("lead survey")
    assert _labels(game) == {
        "boost T82": "Boost with Survey Team (Survey + Survey): +2 Survey",
        "boost survey": "Boost with a Survey card: +1 Survey",
        "done": "Done boosting: resolve Survey with 1 symbol",
    }


def test_follow_hint_counts_hand_cards_and_empire_icons() -> None:
    game, me = _start()
    other = 1 - me
    add_planet(game, other, GERDLAND, face_up=True)
    set_hand(game, other, ["produce-trade", "produce-trade", "survey", "T92"])
    game.apply("skip")
    game.apply("lead produce")
    game.apply("done")
    while game.current_player == me:  # the leader's production comes first
        game.apply(game.legal_actions()[0])
    view = _view(game)
    assert prompt_title(view, NAMES) == "Bob: follow or dissent on Produce"
    # 2 Produce/Trade cards + Genetic Engineering's 2 Produce symbols + Gerdland's icon
    assert follow_hint(view) == (
        "Follow Produce: you have 5 Produce symbols — produce up to 5 resources. "
        "Dissent: draw 1 card."
    )
    assert _labels(game) == {"follow": "Follow Produce", "dissent": "Dissent: draw 1 card"}
    # Only the deciding player gets a hint.
    assert follow_hint(view_for(game, me)) == ""


def test_follow_hint_with_nothing_to_follow_with_and_dissension() -> None:
    game, me = _start()
    other = 1 - me
    set_hand(game, other, ["survey"])
    _give_permanent(game, other, "T96", "T96")  # Dissension: draw 1 more when dissenting
    game.apply("skip")
    game.apply("lead trade")
    while game.current_player == me:
        game.apply(game.legal_actions()[-1])
    view = _view(game)
    assert follow_hint(view) == (
        "Follow Trade: you have no Trade symbols, so following gives nothing. "
        "Dissent: draw 2 cards."
    )
    assert _labels(game)["dissent"] == "Dissent: draw 2 cards"


def test_attack_labels_name_the_planet_and_the_fighters_it_costs() -> None:
    game, me = _start()
    slot = add_planet(game, me, MIK_MIK)
    game.state.players[me].fighters = 3
    _give_permanent(game, me, "T85", "T84")  # Scorched Earth Policy: -2 to Warfare costs
    set_hand(game, me, ["warfare"])
    start = PLANETS[game.state.players[me].empire[0].planet]
    game.apply("act warfare")
    assert _title(game) == "Alice: collect 1 fighter or attack a planet"
    assert _labels(game) == {
        "collect": "Collect 1 fighter",
        "attack 0": f"Attack {start.name} (face-down {start.type.value.capitalize()} planet) "
        "with 1 fighter",
        f"attack {slot}": "Attack Mik-Mik (face-down Fertile planet) with 2 fighters",
    }


def test_colonize_labels_and_terraforming() -> None:
    game, me = _start()
    slot = add_planet(game, me, STYKU)
    set_hand(game, me, ["T93", "colonize"])
    start = PLANETS[game.state.players[me].empire[0].planet]
    down = f"{start.name} (face-down {start.type.value.capitalize()} planet)"
    game.apply("act T93")
    assert _title(game) == "Alice: choose a face-down planet to terraform"
    assert _labels(game) == {
        "tuck 0": f"Terraform {down}: this card becomes 2 colonies",
        f"tuck {slot}": "Terraform Styku (face-down Fertile planet): this card becomes 2 colonies",
    }
    game.apply(f"tuck {slot}")
    game.apply("lead colonize")
    game.apply("boost colonize")
    game.apply("done")
    assert _title(game) == "Alice: Colonize — settle a planet or add colonies"
    assert _labels(game) == {"colonies": "Add colonies instead of settling"}
    game.apply("colonies")
    assert _title(game) == "Alice: Colonize — choose a face-down planet for each colony"
    assert _labels(game)[f"tuck {slot}"] == "Add a colony to Styku (face-down Fertile planet)"


def test_produce_trade_and_weapon_emporium_labels() -> None:
    game, me = _start()
    slot = add_planet(game, me, NEW_TEXAS, face_up=True)
    _give_permanent(game, me, "T74", "T74")  # Weapon Emporium
    game.state.players[me].fighters = 1
    set_hand(game, me, ["produce-trade", "produce-trade"])
    game.apply("act produce-trade")
    assert _title(game) == "Alice: produce or trade 1 resource"
    assert _labels(game) == {
        f"produce {slot} 0": "Produce Food on New Texas",
        f"produce {slot} 1": "Produce Water on New Texas",
        "trade-fighter": "Trade a fighter for 1 influence (Weapon Emporium)",
    }
    game.apply(f"produce {slot} 1")
    game.apply("lead trade")
    game.apply("boost produce-trade")
    game.apply("done")
    assert _title(game) == "Alice: Trade — up to 2 resources left to trade"
    assert _labels(game) == {
        f"trade {slot} 1": "Trade Water from New Texas for 1 influence",
        "trade-fighter": "Trade a fighter for 1 influence (Weapon Emporium)",
    }
    game.apply(f"trade {slot} 1")
    assert _labels(game) == {
        "trade-fighter": "Trade a fighter for 1 influence (Weapon Emporium)",
        "done": "Stop trading",
    }


def test_specialization_survey_and_cleanup_labels() -> None:
    game, me = _start()
    set_hand(game, me, ["T73", "survey", "survey"])
    game.apply("act T73")
    assert _title(game) == "Alice: name a resource type (Specialization)"
    assert _labels(game)["resource silicon"] == "Name Silicon (Specialization)"
    game.apply("resource water")
    game.apply("lead survey")
    game.apply("boost survey")
    game.apply("boost survey")
    game.apply("done")
    view = _view(game)
    planets = view["pending"]["data"]["planets"]
    assert prompt_title(view, NAMES) == "Alice: choose a planet to keep (Survey)"
    first = PLANETS[planets[0]]
    assert action_label("keep 0", view) == (
        f"Keep {first.name} ({first.type.value.capitalize()}; Colonize {first.colonize_cost}, "
        f"Warfare {first.warfare_cost}, {first.influence} influence)"
    )
    # The other player sees that a survey is pending, not which planets.
    assert prompt_title(view_for(game, 1 - me), NAMES) == "Alice: choose a planet to keep (Survey)"
    game.apply("keep 0")
    while _view(game)["pending"]["kind"] != "cleanup":
        game.apply(game.legal_actions()[-1])
    view = _view(game)
    assert prompt_title(view, NAMES) == (
        "Alice: clean-up — discard any cards, then draw up to your hand limit"
    )
    hand = len(view["players"][me]["hand"])
    assert action_label("done", view) == f"End your turn: draw {5 - hand} cards (hand limit 5)"


def test_every_card_and_technology_has_labels() -> None:
    """Every card key can be played, discarded, removed and boosted with; every face can be
    researched; all labels avoid technology codes."""
    game, _ = _start()
    game.apply("skip")
    game.apply("lead warfare")  # a boost decision, for the boost labels
    view = _view(game)
    cards = [*ROLE_KIND, *TECH_CARD_KEYS]
    for key in cards:
        for verb in ("discard", "remove", "boost"):
            label = action_label(f"{verb} {key}", view)
            assert label and not TECH_CODE.search(label), label
        assert not TECH_CODE.search(action_label(f"act {key}", view))
    research = {action_label(f"research {face.key}", view) for face in TECH_FACES}
    assert len(research) == len(TECH_FACES)
    assert not any(TECH_CODE.search(label) for label in research)


def test_a_face_down_planet_the_viewer_cannot_see_is_named_by_its_back() -> None:
    game, me = _start()
    view = _view(game)
    entry = view["players"][me]["empire"][0]
    entry["planet"] = None
    kind = entry["back"]["type"].capitalize()
    assert action_label("settle 0", view) == f"Settle face-down {kind} planet no. 1"


def test_game_over_prompt() -> None:
    game, _ = _start()
    game.state.game_over = True
    assert prompt_title(view_for(game, 0), NAMES) == "Game over"


# --- many games -------------------------------------------------------------------------------


def _configs() -> Iterator[Config]:
    for players in (2, 3, 4):
        for variant in VARIANTS:
            for errata in (False, True):
                if variant != "extended3" or players == 3:
                    yield Config(players, variant, errata)


def _check_position(game: Game, seen_kinds: set[str]) -> None:
    player = game.current_player
    assert player is not None
    view = view_for(game, player)
    labels = [action_label(action, view) for action in view["legal_actions"]]
    for action, label in zip(view["legal_actions"], labels, strict=True):
        assert label and label != action, (action, label)
        assert not TECH_CODE.search(label), (action, label)
    assert len(set(labels)) == len(labels), (view["pending"], view["legal_actions"], labels)
    kind = view["pending"]["kind"]
    seen_kinds.add(kind)
    for viewer in {player, (player + 1) % len(view["players"])}:
        other = view if viewer == player else view_for(game, viewer)
        title = prompt_title(other, NAMES)
        assert title.startswith(NAMES[player] + ": ") and not TECH_CODE.search(title)
    hint = follow_hint(view)
    if kind == "follow":
        role = view["pending"]["data"]["role"].capitalize()
        assert hint.startswith(f"Follow {role}: ") and "Dissent: draw" in hint
    else:
        assert hint == ""


def _check_events(events: list[dict[str, Any]], players: int, seen_types: set[str]) -> None:
    for event in events:
        seen_types.add(event["type"])
        for viewer in range(players):
            shown = event_for(event, viewer)
            sentence = event_sentence(shown, NAMES)
            if event["type"] in SILENT_EVENTS:
                assert sentence is None
                continue
            assert sentence, event
            assert not TECH_CODE.search(sentence), sentence
            if event["type"] == "survey_keep" and viewer != event["player"]:
                assert not any(name in sentence for name in PLANET_NAMES), sentence


def test_many_games_get_labels_titles_hints_and_sentences() -> None:
    """Random moves reach odd corners (Politics, removals, empty stacks); Easy bots research
    technologies and so reach their Actions. Around 3 s in all."""
    seen_kinds: set[str] = set()
    seen_types: set[str] = set()
    for number, config in enumerate(_configs()):
        for bots in (False, True):
            seed = 1000 + 2 * number + bots
            game = Game.new(config, seed)
            rng = Rng(seed)
            easy = [EasyBot(SPEC, seed + seat) for seat in range(config.players)]
            while not game.is_over:
                _check_position(game, seen_kinds)
                player = game.current_player
                assert player is not None
                if bots:
                    action = easy[player].choose(view_for(game, player))
                else:
                    legal = game.legal_actions()
                    action = str(legal[rng.below(len(legal))])
                _check_events(game.apply(action), config.players, seen_types)
            assert prompt_title(view_for(game, 0), NAMES) == "Game over"
    assert seen_types <= set(EXACT_EVENTS)
    assert {"turn", "lead", "resolve", "survey_keep", "research", "game_over"} <= seen_types
    assert seen_kinds >= {
        "action",
        "effect",
        "lead",
        "boost",
        "follow",
        "warfare_role",
        "colonize_role",
        "tuck",
        "produce",
        "trade",
        "survey",
        "research",
        "cleanup",
    }


# --- every decision variant, on views edited to show it ---------------------------------------


def _pending(game: Game, kind: str, data: dict[str, Any]) -> dict[str, Any]:
    """Alice's view with a pending decision put in by hand (labels and titles read only it)."""
    view = view_for(game, 0)
    view["pending"] = {"kind": kind, "player": 0, "data": data}
    return view


EFFECT_TITLES = {
    "collect_or_attack": "Alice: collect 2 fighters or attack a planet",
    "colony_or_settle": "Alice: add a colony or settle a planet",
    "settle_optional": "Alice: settle a planet, or not (Improved Colonize)",
    "settle_or_colony_opt": "Alice: settle another planet or add a colony, or neither",
    "produce_or_trade": "Alice: produce or trade 1 resource",
    "produce": "Alice: produce 2 more resources",
    "remove": "Alice: remove up to 2 more cards in hand from the game",
    "remove_self": "Alice: remove up to 2 more cards (this one too) from the game",
    "take": "Alice: take a role card from a stack",
    "choose_resource": "Alice: name a resource type (Specialization)",
    "attack_optional": "Alice: attack a planet, or not",
    "terraform": "Alice: choose a face-down planet to terraform",
}


def test_every_decision_step_of_an_action_has_a_title() -> None:
    game, _ = _start()
    assert set(EFFECT_TITLES) == STEP_NAMES - AUTOMATIC
    for step, title in EFFECT_TITLES.items():
        view = _pending(game, "effect", {"steps": [[step, 2]]})
        assert prompt_title(view, NAMES) == title
    data_network = _pending(game, "effect", {"steps": [["remove", 99]]})
    assert prompt_title(data_network, NAMES) == (
        "Alice: remove any number of cards in hand from the game"
    )
    assert action_label("done", data_network) == "Stop removing cards"


def test_pass_and_skip_labels_follow_the_decision() -> None:
    game, _ = _start()
    passes = {
        "settle_optional": "Don't settle a planet",
        "settle_or_colony_opt": "Neither settle nor add a colony",
        "attack_optional": "Don't attack",
        "produce_or_trade": "Don't trade",
    }
    for step, label in passes.items():
        assert action_label("pass", _pending(game, "effect", {"steps": [[step, 0]]})) == label
    more = _pending(game, "action", {"played": 1})
    assert prompt_title(more, NAMES) == ("Alice: play another Action card (Productivity) or stop")
    assert action_label("skip", more) == "Play no more Action cards"
    late = _pending(game, "action", {"played": 0, "late": True})
    assert prompt_title(late, NAMES) == ("Alice: action phase, after the Role phase (Logistics)")


def test_logistics_offers_to_lead_before_the_action_phase() -> None:
    game, _ = _start()
    _give_permanent(game, 0, "T86", "T86")
    view = _pending(game, "action", {"played": 0})
    assert prompt_title(view, NAMES) == (
        "Alice: action phase — play an Action card, skip, or lead first (Logistics)"
    )
    assert action_label("lead warfare", view) == "Lead Warfare now, Action phase after (Logistics)"


def test_cleanup_over_the_hand_limit() -> None:
    game, _ = _start()
    set_hand(game, 0, ["survey"] * 7)
    view = _pending(game, "cleanup", {"started": True})
    assert action_label("done", view) == (
        "End your turn, then discard down to your hand limit of 5"
    )
    down = _pending(game, "cleanup", {"started": True, "down": True})
    assert prompt_title(down, NAMES) == "Alice: discard down to your hand limit"
    assert action_label("discard survey", down) == "Discard a Survey card"
    assert prompt_title(_pending(game, "from-a-newer-engine", {}), NAMES) == ("Alice is deciding")


def test_bureaucracy_gives_a_follower_the_leader_bonus() -> None:
    game, _ = _start(errata=False)
    set_hand(game, 0, ["warfare", "T24"])
    _give_permanent(game, 0, "T97", "T96")  # Bureaucracy
    view = _pending(game, "follow", {"role": "warfare"})
    assert follow_hint(view) == (
        "Follow Warfare: you have 2 Warfare symbols — collect 2 fighters or attack a planet "
        "(Bureaucracy). Dissent: draw 1 card."
    )
    colonize = _pending(game, "follow", {"role": "colonize"})
    assert follow_hint(colonize) == (
        "Follow Colonize: you have 1 Colonize symbol — settle a planet or add up to 1 colony "
        "(Bureaucracy). Dissent: draw 1 card."
    )
    errata, _ = _start(errata=True)
    set_hand(errata, 0, ["warfare"])
    _give_permanent(errata, 0, "T97", "T96")
    view = _pending(errata, "follow", {"role": "survey"})  # errata: +1 symbol when following
    assert follow_hint(view) == (
        "Follow Survey: you have 1 Survey symbol — no planets to look at. Dissent: draw 1 card."
    )


# --- names are isolated from the sentence around them -------------------------------------------


def test_names_in_sentences_are_isolated_so_an_override_cannot_reorder_the_sentence() -> None:
    """A name with a RIGHT-TO-LEFT OVERRIDE (U+202E) reversed the rest of its sentence ("'s
    turn", the scores after it) in the log, the prompts and what screen readers are told."""
    evil = "\u202eEvil"
    names = [evil, "Bob"]
    turn = describe.event_sentence({"type": "turn", "player": 0, "turn": 2}, names)
    assert turn == f"Round 2: {FSI}{evil}{PDI}'s turn."
    over = describe.event_sentence(
        {"type": "game_over", "scores": [21, 25], "winners": [0, 1]}, names
    )
    assert over == (
        f"Game over: {FSI}{evil}{PDI} and {FSI}Bob{PDI} shared the win with 21 points "
        f"({FSI}{evil}{PDI} 21, {FSI}Bob{PDI} 25)."
    )
    for kind, (event, _) in EXACT_EVENTS.items():
        sentence = describe.event_sentence(event, [evil, evil, evil, evil])
        if sentence is not None and "player" in event:
            assert f"{FSI}{evil}{PDI}" in sentence, kind
            assert sentence.count(evil) == sentence.count(f"{FSI}{evil}{PDI}"), kind
    game, _ = _start()
    title = describe.prompt_title(_view(game), [evil, evil])
    assert title.startswith(f"{FSI}{evil}{PDI}: ")
