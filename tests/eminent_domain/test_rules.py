"""Scenario tests, one rule clause each, citing the rulebook (2011) or the issue's decisions."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from eminent_domain import rules
from eminent_domain.cards import CARD_ID_OF_TECH, STARTING_DECK
from eminent_domain.engine import Game, new_state
from eminent_domain.planets import DECK_PLANET_IDS, PLANETS, RESEARCH_PLANET_IDS
from eminent_domain.spec import SPEC
from eminent_domain.state import Config
from eminent_domain.vocab import PlanetType

from .helpers import add_planet, keys, legal, new_game, play, set_hand, tuck

STYKU = 9  # Fertile, Colonize icon, 1 Water slot
VOSON = 18  # Metallic, Survey icon
OKNOW = 6  # Advanced, +1 hand size


def start(players: int = 2, seed: int = 0, **options: object):  # type: ignore[no-untyped-def]
    game = new_game(players, seed, **options)  # type: ignore[arg-type]
    leader = game.current_player
    assert leader is not None and game.pending_kind == "action"
    return game, leader, (leader + 1) % players


@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_starting_decks_come_from_the_stacks(n: int) -> None:
    """Setup: each player has 1 Politics, 1 Warfare, 2 each of Survey, Colonize, Produce/Trade
    and Research, draws 5; unused Politics leave the game; start planets face down (decision 1);
    decks are taken from the 96 role cards (decision 2)."""
    game = new_game(n)
    state = game.state
    wanted = Counter({key: count for key, count in STARTING_DECK.items()})
    for player in state.players:
        assert Counter(keys(player.hand + player.deck)) == wanted
        assert len(player.hand) == 5
        assert len(player.empire) == 1
        assert PLANETS[player.empire[0].planet].start and not player.empire[0].face_up
    sizes = {stack: len(cards) for stack, cards in state.stacks.items()}
    assert sizes == {
        "survey": 20 - 2 * n,
        "warfare": 16 - n,
        "colonize": 20 - 2 * n,
        "produce-trade": 16 - 2 * n,
        "research": 20 - 2 * n,
    }
    assert keys(state.removed) == ["politics"] * (4 - n)
    assert len(state.planet_deck) == 27 and len(state.tech_supply) == 39
    assert (state.influence_supply, state.influence_reserve) == (24, 8)


@pytest.mark.parametrize("players", [0, 1, 5, "2", 2.0, True, None])
def test_an_impossible_player_count_is_refused_as_the_spec_refuses_it(players: Any) -> None:
    """The engine's own checks (`Config`, `Game.new`, `new_state`) refuse what the spec
    refuses, in the spec's words, rather than in their own or with a TypeError."""
    message = f"Eminent Domain is for 2, 3, 4 players, not {players!r}"
    data = {"players": players, "variant": "standard", "errata": False}
    with pytest.raises(ValueError) as refused:
        SPEC.config(data)
    assert str(refused.value) == message
    with pytest.raises(ValueError) as refused:
        SPEC.new(data, 7)
    assert str(refused.value) == message
    with pytest.raises(ValueError) as refused:
        Config.from_dict(data)
    assert str(refused.value) == message
    assert data == {"players": players, "variant": "standard", "errata": False}
    for constructor in (Game.new, new_state):
        with pytest.raises(ValueError) as refused:
            constructor(Config(players), 7)
        assert str(refused.value) == message


def test_extended_three_player_removes_two_of_each_role_card() -> None:
    """Variants, Extended 3-Player: remove 2 of each Role card (1 Warfare); ends on 2 stacks."""
    game = new_game(3, variant="extended3")
    sizes = {stack: len(cards) for stack, cards in game.state.stacks.items()}
    assert sizes == {
        "survey": 12,
        "warfare": 12,
        "colonize": 12,
        "produce-trade": 8,
        "research": 12,
    }
    assert rules.stacks_to_end(game.state) == 2


def test_learning_game_has_no_technologies_research_role_or_research_planets() -> None:
    """Variants, Learning Game: remove the Technology cards and the 3 Advanced planets with
    Research symbols; the Research role is not used."""
    game, _, _ = start(variant="learning")
    assert game.state.tech_supply == []
    assert not set(RESEARCH_PLANET_IDS) & set(game.state.planet_deck)
    assert len(game.state.planet_deck) == len(DECK_PLANET_IDS) - 3
    game.apply("skip")
    assert "lead research" not in legal(game)


def test_level_one_variant_keeps_only_level_one_technologies() -> None:
    game = new_game(2, variant="level1")
    assert len(game.state.tech_supply) == 24


def test_leading_takes_a_stack_card_that_counts_as_one_symbol() -> None:
    """Role Phase: take a card from that Stack into your play area (decision 3: one symbol).
    Survey: look at one fewer planets than symbols, +1 for the leader: 1 - 1 + 1 = 1."""
    game, a, _ = start(seed=3)
    set_hand(game, a, ["warfare"] * 5)
    stack_before = len(game.state.stacks["survey"])
    play(game, "skip", "lead survey")
    assert legal(game) == ["done"]  # Warfare cards cannot Boost Survey
    assert len(game.state.stacks["survey"]) == stack_before - 1
    assert keys(game.state.players[a].in_play) == ["survey"]
    play(game, "done")
    assert game.pending_kind == "survey"
    assert len(game.state.pending[-1].data["planets"]) == 1


def test_survey_boosts_add_looks_and_the_rest_go_to_the_planet_discard() -> None:
    """Survey role: 3 symbols, leader: look at 3 planets, keep 1 face down, discard the rest."""
    game, a, b = start(seed=4)
    set_hand(game, a, ["survey", "survey", "warfare", "warfare", "warfare"])
    play(game, "skip", "lead survey", "boost survey", "boost survey", "done")
    looked = list(game.state.pending[-1].data["planets"])
    assert len(looked) == 3
    play(game, "keep 1")
    me = game.state.players[a]
    assert me.empire[-1].planet == looked[1] and not me.empire[-1].face_up
    assert sorted(game.state.planet_discard) == sorted([looked[0], looked[2]])
    assert game.current_player == b and game.pending_kind == "follow"


def test_a_follower_surveys_one_fewer_than_their_symbols() -> None:
    """Survey role for a follower: no leader bonus, so one Survey card looks at 0 planets."""
    game, a, b = start(seed=5)
    set_hand(game, a, ["warfare"] * 5)
    set_hand(game, b, ["survey", "survey", "warfare", "warfare", "warfare"])
    play(game, "skip", "lead survey", "done", "keep 0", "follow", "boost survey", "boost survey")
    play(game, "done")
    assert game.pending_kind == "survey" and len(game.state.pending[-1].data["planets"]) == 1


def test_dissent_draws_one_card() -> None:
    """Dissent: draw 1 card from their deck to their hand."""
    game, a, b = start(seed=6)
    set_hand(game, a, ["warfare"] * 5)
    play(game, "skip", "lead warfare", "done", "collect")
    before = len(game.state.players[b].hand)
    play(game, "dissent")
    assert len(game.state.players[b].hand) == before + 1


def test_warfare_leader_may_attack_instead_but_a_follower_only_collects() -> None:
    """Warfare: Leader Bonus, Attack 1 planet instead of collecting; players may not Attack
    when Following. Attacking returns X fighters and flips the planet; no influence tokens."""
    game, a, b = start(seed=7)
    set_hand(game, a, ["survey"] * 5)
    set_hand(game, b, ["warfare", "survey", "survey", "survey", "survey"])
    game.state.players[a].fighters = 2
    game.state.players[b].fighters = 5
    play(game, "skip", "lead warfare", "done")
    assert legal(game) == ["collect", "attack 0"]
    play(game, "attack 0")
    me = game.state.players[a]
    assert me.empire[0].face_up and me.fighters == 0 and me.influence == 0
    play(game, "follow", "boost warfare", "done")
    assert game.state.players[b].fighters == 6  # collected 1: no Attack was offered
    assert not game.state.players[b].empire[0].face_up


def test_colonize_leader_settles_with_colonies_and_empire_discounts() -> None:
    """Colonize: Leader may Settle instead of adding Colonies; each Colonize symbol in the Empire
    reduces the colonies needed by 1; the colonies then go to the discard pile."""
    game, a, _ = start(seed=8)
    set_hand(game, a, ["survey"] * 5)
    slot = add_planet(game, a, 10)  # Mik-Mik: Colonize cost 5
    add_planet(game, a, STYKU, face_up=True)  # a Colonize icon: 1 discount
    tuck(game, a, slot, ["colonize"] * 3)
    play(game, "skip", "lead colonize", "done")
    assert legal(game) == ["colonies"]  # 3 colonies + 1 discount < 5
    game, a, _ = start(seed=8)
    set_hand(game, a, ["survey"] * 5)
    slot = add_planet(game, a, 10)
    add_planet(game, a, STYKU, face_up=True)
    tuck(game, a, slot, ["colonize"] * 4)
    play(game, "skip", "lead colonize", "done")
    assert legal(game) == ["colonies", f"settle {slot}"]
    play(game, f"settle {slot}")
    me = game.state.players[a]
    assert me.empire[slot].face_up and me.empire[slot].colonies == []
    assert keys(me.discard).count("colonize") == 4


def test_colonize_cards_are_tucked_as_colonies_and_extra_colonies_are_legal() -> None:
    """Colonize role: tuck all cards played under face-down planets; more than needed is legal."""
    game, a, _ = start(seed=9)
    set_hand(game, a, ["colonize", "colonize", "survey", "survey", "survey"])
    play(game, "skip", "lead colonize", "boost colonize", "boost colonize", "done", "colonies")
    for _ in range(3):
        assert legal(game) == ["tuck 0"]
        play(game, "tuck 0")
    me = game.state.players[a]
    assert keys(me.empire[0].colonies) == ["colonize"] * 3
    assert rules.colonies_on(me, me.empire[0]) == 3 > PLANETS[me.empire[0].planet].colonize_cost


def test_colonize_action_adds_a_colony_or_settles() -> None:
    """Colonize Action: +1 Colony (tuck this card) OR Settle 1 planet with enough colonies."""
    game, a, _ = start(seed=10)
    set_hand(game, a, ["colonize", "survey", "survey", "survey", "survey"])
    tuck(game, a, 0, ["colonize"] * 2)
    play(game, "act colonize")
    assert legal(game) == ["tuck 0", "settle 0"]
    play(game, "settle 0")
    assert game.state.players[a].empire[0].face_up
    assert keys(game.state.players[a].discard).count("colonize") == 3


def test_produce_trade_card_counts_for_the_role_the_leader_chose() -> None:
    """Decision 4: Produce/Trade cards count as one symbol of whichever role is resolved."""
    game, a, _ = start(seed=11)
    set_hand(game, a, ["produce-trade", "survey", "survey", "survey", "survey"])
    game.state.players[a].empire[0].face_up = True
    game.state.players[a].empire[0].filled = [False]
    play(game, "skip", "lead produce")
    assert legal(game) == ["boost produce-trade", "done"]
    play(game, "done", "produce 0 0")
    assert game.state.players[a].empire[0].filled == [True]


def test_trade_returns_resources_for_influence_from_the_supply() -> None:
    """Trade Action: return 1 resource to the supply; take 1 influence token."""
    game, a, _ = start(seed=12)
    set_hand(game, a, ["produce-trade", "survey", "survey", "survey", "survey"])
    me = game.state.players[a]
    me.empire[0].face_up = True
    me.empire[0].filled = [True]
    play(game, "act produce-trade")
    assert legal(game) == ["trade 0 0"]
    play(game, "trade 0 0")
    assert me.influence == 1 and game.state.influence_supply == 23
    assert me.empire[0].filled == [False]


def test_influence_comes_from_the_reserve_and_spares_once_the_supply_is_out() -> None:
    """Game End: players still receive influence: the 8 set-aside tokens, then spares."""
    game, a, b = start(seed=13)
    state = game.state
    state.influence_supply = 0
    state.players[b].influence = 24
    game._gain_influence(a, 9)
    assert state.influence_reserve == 0 and state.influence_spare == 1
    assert state.players[a].influence == 9


def test_research_needs_its_cost_and_planets_and_permanents_come_into_play() -> None:
    """Research role: pay the research cost in symbols with the prerequisite face-up planets;
    a permanent tech comes into play on the chosen side, the other side is gone (decision 7)."""
    game, a, _ = start(seed=14)
    set_hand(game, a, ["research"] * 5)
    me = game.state.players[a]
    add_planet(game, a, OKNOW, face_up=True)
    add_planet(game, a, 8, face_up=True)  # two Advanced planets face up
    play(game, "skip", "lead research", "boost research", "boost research", "done")
    options = legal(game)
    assert "research T11" in options  # level 1: 3 symbols, 1 Advanced planet
    assert "research T71" not in options  # level 2 needs 5 symbols
    game, a, _ = start(seed=14)
    set_hand(game, a, ["research"] * 5)
    me = game.state.players[a]
    add_planet(game, a, OKNOW, face_up=True)
    add_planet(game, a, 8, face_up=True)
    play(game, "skip", "lead research", *["boost research"] * 4, "done")
    options = legal(game)
    assert {"research T74", "research T75", "research T71"} <= set(options)
    assert "research T76" not in options  # level 3 needs 3 planets and 7 symbols
    play(game, "research T75")
    assert me.permanents == [(CARD_ID_OF_TECH["T74"], "T75")]
    assert CARD_ID_OF_TECH["T74"] not in game.state.tech_supply


def test_non_permanent_technologies_go_to_hand() -> None:
    """Decision 7: non-permanent techs go to hand."""
    game, a, _ = start(seed=15)
    set_hand(game, a, ["research"] * 5)
    add_planet(game, a, OKNOW, face_up=True)
    play(game, "skip", "lead research", "boost research", "boost research", "done", "research T12")
    assert "T12" in keys(game.state.players[a].hand)


def test_a_leader_may_research_nothing() -> None:
    game, _a, _ = start(seed=16)
    play(game, "skip", "lead research")
    while legal(game) != ["done"]:
        play(game, legal(game)[0])
    play(game, "done")
    assert "pass" in legal(game)


def test_empty_stack_gives_no_card_and_plus_one_for_produce_trade_research() -> None:
    """A role may be chosen when its stack is empty: Trade, Produce and Research get +1."""
    game, a, _ = start(seed=17)
    state = game.state
    state.removed += state.stacks["research"]
    state.stacks["research"] = []
    play(game, "skip", "lead research")
    assert state.players[a].in_play == []
    assert state.pending[-1].data["symbols"] == 1
    game, a, _ = start(seed=17)
    state = game.state
    state.removed += state.stacks["survey"]
    state.stacks["survey"] = []
    play(game, "skip", "lead survey")
    assert state.pending[-1].data["symbols"] == 0
    game, a, _ = start(seed=17, errata=True)
    state = game.state
    state.removed += state.stacks["survey"]
    state.stacks["survey"] = []
    play(game, "skip", "lead survey")
    assert state.pending[-1].data["symbols"] == 1  # the Escalation sticker


def test_politics_action_takes_a_role_card_and_leaves_the_game() -> None:
    """Politics Action: remove this card from the game; take 1 Role card from the Stacks."""
    game, a, _ = start(seed=18)
    me = game.state.players[a]
    politics = next(c for c in me.hand + me.deck if keys([c]) == ["politics"])
    if politics in me.deck:
        me.deck.remove(politics)
        me.deck.append(me.hand.pop())
        me.hand.append(politics)
    play(game, "act politics")
    assert legal(game) == [f"take {s}" for s in game.state.stacks]
    play(game, "take warfare")
    assert politics in game.state.removed
    assert "warfare" in keys(me.hand)


def test_research_action_removes_up_to_two_cards_including_itself() -> None:
    """Research Action: remove up to 2 cards in hand from the game, this card included."""
    game, a, _ = start(seed=19)
    set_hand(game, a, ["research", "survey", "warfare", "colonize", "colonize"])
    play(game, "act research", "remove-this", "remove survey")
    assert game.pending_kind == "lead"
    assert sorted(keys(game.state.removed[-2:])) == ["research", "survey"]


def test_cleanup_discards_played_cards_and_draws_to_the_hand_limit() -> None:
    """Cleanup: played cards go to discard piles; the active player draws to the hand limit
    (5 + hand-size icons on face-up planets); others never reconcile their hands."""
    game, a, b = start(seed=20)
    add_planet(game, a, OKNOW, face_up=True)  # +1 hand size
    assert rules.hand_limit(game.state.players[a]) == 6
    set_hand(game, a, ["warfare"] * 5)
    set_hand(game, b, ["warfare"] * 5)
    play(game, "skip", "lead warfare", "boost warfare", "done", "collect")
    play(game, "follow", "boost warfare", "done")
    assert game.pending_kind == "cleanup" and game.current_player == a
    assert game.state.players[b].in_play == []  # cleanup began: every played card discarded
    play(game, "discard warfare", "done")
    assert len(game.state.players[a].hand) == 6
    assert len(game.state.players[b].hand) == 4  # not reconciled on another's turn


def test_cleanup_over_the_limit_must_discard_down() -> None:
    game, a, _ = start(seed=21)
    set_hand(game, a, ["warfare"] * 5)
    play(game, "skip", "lead survey", "done", "keep 0", "dissent")
    me = game.state.players[a]
    me.hand.append(me.deck.pop())
    me.hand.append(me.deck.pop())
    play(game, "done")
    assert "done" not in legal(game)
    play(game, "discard warfare", "discard warfare")
    assert len(me.hand) == 5 and game.current_player != a


def test_an_empty_stack_ends_the_game_after_equal_turns() -> None:
    """Game End: 1 empty stack with 2 players; the game ends when all have had equal turns."""
    game, _a, b = start(seed=22)
    state = game.state
    state.removed += state.stacks["warfare"][1:]
    state.stacks["warfare"] = state.stacks["warfare"][:1]
    play(game, "skip", "lead warfare", "done", "collect", "dissent", "done")
    assert state.end_triggered and not game.is_over and game.current_player == b
    play(game, "skip", "lead survey", "done")
    while not game.is_over:
        play(game, legal(game)[-1])
    assert state.turn == 2 and game.winners()


def test_four_players_need_two_empty_stacks() -> None:
    game = new_game(4)
    assert rules.stacks_to_end(game.state) == 2


def test_score_and_tie_break() -> None:
    """Determining the Winner: influence tokens + technology cards + face-up planets;
    tie: most resources and fighters."""
    game, a, b = start(seed=23)
    state = game.state
    me, other = state.players[a], state.players[b]
    slot = add_planet(game, a, VOSON, face_up=True)  # 3 influence
    me.hand.append(CARD_ID_OF_TECH["T71"])  # 2 influence
    state.tech_supply.remove(CARD_ID_OF_TECH["T71"])
    me.influence = 1
    assert rules.score(me) == 6
    other.influence = 6
    other.fighters = 1
    assert game.winners() == [b]
    me.empire[slot].filled = [True]  # 1 resource against 1 fighter
    assert sorted(game.winners()) == sorted([a, b])  # still tied: shared


def test_technology_prerequisites_count_start_planets() -> None:
    """Decision 7: prerequisite = face-up planets of the type, start planets included."""
    game, a, _ = start(seed=24)
    me = game.state.players[a]
    me.empire[0].face_up = True
    me.empire[0].filled = [False]
    planet_type = PLANETS[me.empire[0].planet].type
    assert rules.face_up_of_type(me, planet_type) == 1
    assert isinstance(planet_type, PlanetType)


def test_politics_cannot_be_played_when_no_stack_has_a_card() -> None:
    """Politics: "Choose 1 Role card from the Stacks": with every stack empty its Action could
    not be resolved, so it is not offered (rules notes)."""
    game, a, _ = start(seed=25)
    state = game.state
    me = state.players[a]
    politics = next(c for c in me.hand + me.deck if keys([c]) == ["politics"])
    if politics in me.deck:
        me.deck.remove(politics)
        me.deck.append(me.hand.pop())
        me.hand.append(politics)
    assert "act politics" in legal(game)
    state = game.state  # taken again: the game forgets the legal actions it kept
    for stack in state.stacks.values():
        state.removed += stack
        stack.clear()
    assert "act politics" not in legal(game)
