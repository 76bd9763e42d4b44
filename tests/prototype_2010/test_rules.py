"""The January 2010 rules (seed 004), clause by clause, with the readings of
docs/rules-notes-prototype-2010.md."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import prototype_2010
from prototype_2010 import SPEC
from prototype_2010.cards import CARD_KEYS, TECH, TECHS
from prototype_2010.determinize import determinize
from prototype_2010.engine import Game, new_state, score
from prototype_2010.state import Setup
from prototype_2010.view import view
from tabletop.actions import IllegalAction
from tests.prototype_2010.helpers import PLANET, empire, hand, kinds, play, table


def keys(cards: list[int]) -> list[str]:
    return sorted(CARD_KEYS[c] for c in cards)


# --- Setup ---------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup(players: int) -> None:
    """ "Each player takes 2 of each action card EXCEPT Warfare ... draws 5 cards"; a start
    planet each; the planet deck and "each Technology deck" shuffled; 114 role cards in
    piles of 20 (reconstructed) with 14 Warfare."""
    game = table(players)
    s = game.state
    for player in s.players:
        assert Counter(keys(player.hand + player.deck)) == Counter(
            {"survey": 2, "colonize": 2, "research": 2, "harvest": 2, "trade": 2}
        )
        assert len(player.hand) == 5
        assert len(player.empire) == 1 and not player.empire[0].face_up
        starts = ("Pomerene", "Drawde", "Mesia Sednim", "Piedra Seca")
        assert player.empire[0].planet in [PLANET[name] for name in starts]
    left = 20 - 2 * players
    assert {r: len(c) for r, c in s.piles.items()} == {
        "survey": left, "colonize": left, "research": left, "harvest": left, "trade": left,
        "warfare": 14,
    }  # fmt: skip
    assert len(s.planet_deck) == 27
    assert {d: len(c) for d, c in s.tech_decks.items()} == dict.fromkeys(
        ("advanced", "fertile", "metallic"), 12
    )
    assert (s.armies, s.vp, s.resources) == (30, 30, dict.fromkeys(
        ("silicon", "food", "water", "iron"), 10))  # fmt: skip
    assert sum(len(p) for p in s.piles.values()) + 10 * players == 114


@pytest.mark.parametrize("players", [0, 1, 5, "2", 2.0, True, None])
def test_an_impossible_player_count_is_refused_as_the_spec_refuses_it(players: Any) -> None:
    """Every constructor refuses what `SPEC.config` refuses, in its words: one seat used to
    deal a game for one, five crashed with an IndexError. The set-up is left unchanged."""
    config = {**SPEC.default_config(), "players": players}
    message = f"Eminent Domain: the 2010 prototype is for 2, 3, 4 players, not {players!r}"
    with pytest.raises(ValueError) as refused:
        SPEC.config(config)
    assert str(refused.value) == message
    with pytest.raises(ValueError) as refused:
        prototype_2010.new(config, 7)
    assert str(refused.value) == message
    assert config == {**SPEC.default_config(), "players": players}
    for constructor in (Game.new, new_state):
        with pytest.raises(ValueError) as refused:
            constructor(Setup(players), 7)
        assert str(refused.value) == message


def test_even_piles_option() -> None:
    s = table(4, role_counts="even19").state
    assert {len(c) for c in s.piles.values()} == {19 - 8, 19}
    assert len(s.piles["warfare"]) == 19


def test_start_planets_face_up_option() -> None:
    s = table(3, start_face_up=True).state
    assert all(p.empire[0].face_up for p in s.players)


def test_technology_decks_reconstructed() -> None:
    """36 technology cards, 12 a deck; each card bears one of its deck's two icons (Dec 2009:
    Advanced = Trade/Research, Fertile = Harvest/Colonize, third type Survey/Warfare) and an
    action icon, and is worth 1 VP."""
    assert len(TECHS) == 36
    for tech in TECHS:
        pair = {"advanced": ("trade", "research"), "fertile": ("harvest", "colonize"),
                "metallic": ("survey", "warfare")}[tech.deck]  # fmt: skip
        assert tech.icons[0] in pair and tech.icons[1] == tech.action and tech.vp == 1
    assert TECH["T10-A01"].icons == ("trade", "survey")
    assert TECH["T10-M09"].icons == ("warfare", "warfare")


# --- A turn --------------------------------------------------------------------------------


def test_a_turn_is_action_then_role_then_cleanup() -> None:
    """ "1. Play Action Card" (may), "2. Select Role" (MUST), "3. Cleanup"."""
    game = table(2)
    hand(game, 0, "survey", "survey", "harvest", "trade", "T10-A04")
    assert [str(a) for a in game.legal_actions()] == ["skip", "act T10-A04"]
    play(game, "skip")
    assert game.pending_kind == "lead"
    assert "skip" not in [str(a) for a in game.legal_actions()]
    assert [str(a) for a in game.legal_actions()] == [
        "lead survey", "lead colonize", "lead research", "lead harvest", "lead trade",
        "lead warfare",
    ]  # fmt: skip


def test_basic_role_cards_have_no_action_unless_the_jan13_option() -> None:
    game = table(2)
    hand(game, 0, "survey", "colonize", "harvest", "trade", "research")
    assert [str(a) for a in game.legal_actions()] == ["skip"]
    game = table(2, role_actions="jan13")
    hand(game, 0, "survey", "colonize", "harvest", "trade", "research")
    assert len(game.legal_actions()) == 6


def test_leading_takes_a_role_card_from_the_board_and_boosts_with_its_icon() -> None:
    """ "taking a Role card from the board ... may add additional cards bearing the same icon
    as the Role selected in order to boost the action"; a technology's icons count too."""
    game = table(2)
    hand(game, 0, "harvest", "harvest", "trade", "T10-F04", "survey")
    before = len(game.state.piles["harvest"])
    play(game, "skip", "lead harvest")
    assert len(game.state.piles["harvest"]) == before - 1
    assert [str(a) for a in game.legal_actions()] == ["boost T10-F04", "boost harvest", "done"]
    empire(game, 0, ("Gerdland", True), ("Lyttle", True), ("Voson", True))
    events = play(game, "boost T10-F04", "boost harvest", "done")
    resolve = next(e for e in events if e["type"] == "resolve")
    # The role card, Harvest+Harvest on the technology, a Harvest card, Gerdland's icon.
    assert resolve["icons"] == 1 + 2 + 1 + 1


def test_others_follow_with_cards_or_draw_one() -> None:
    """ "each other player in turn order ... may choose to either Follow the action, playing
    cards from their hand bearing the appropriate Icon ... or simply draw 1 card"."""
    game = table(3)
    hand(game, 0, "warfare", "survey", "survey", "survey", "survey")
    hand(game, 1, "warfare", "survey", "survey", "survey", "survey")
    play(game, "skip", "lead warfare", "done")
    assert game.pending_kind == "warfare_role"
    play(game, "collect")
    assert game.current_player == 1 and game.pending_kind == "follow"
    events = play(game, "follow", "boost warfare", "done")
    assert game.state.players[1].armies == 1
    assert game.current_player == 2
    size = len(game.state.players[2].hand)
    events = play(game, "dissent")
    assert "draw" in kinds(events) or not game.state.players[2].deck
    assert len(game.state.players[2].hand) == size + 1


def test_cleanup_discards_played_cards_one_from_hand_and_refills_to_five() -> None:
    """ "places all cards they've played this turn (including the newly selected Role card)
    into his discard pile. He may discard 1 card from his hand, and then he draws"."""
    game = table(2)
    hand(game, 0, "warfare", "survey", "survey", "research", "trade")
    hand(game, 1, "survey", "survey", "survey", "survey", "survey")
    play(game, "skip", "lead warfare", "boost warfare", "done", "collect", "dissent")
    assert game.pending_kind == "cleanup"
    discard = keys(game.state.players[0].discard)
    assert discard.count("warfare") == 2  # the role card and the boost
    assert sorted(str(a) for a in game.legal_actions()) == [
        "discard research",
        "discard survey",
        "discard trade",
        "done",
    ]
    play(game, "discard research")
    s = game.state
    assert len(s.players[0].hand) == 5 and s.active == 1
    assert "research" in keys(s.players[0].discard)


def test_a_hand_size_planet_raises_the_refill() -> None:
    """January 2010 planets: a planet may show "+1 hand size"."""
    game = table(2)
    empire(game, 0, ("Oknow", True))  # +1 hand size
    hand(game, 0, "warfare")
    play(game, "skip", "lead warfare", "done", "collect", "dissent", "done")
    assert len(game.state.players[0].hand) == 6


# --- The roles -----------------------------------------------------------------------------


def test_survey_leader_takes_a_planet_per_icon_and_keeps_one_by_its_back() -> None:
    """Survey ACTION: "For each Survey icon played (including the Role card), take a card off
    the top of the Planet deck. Looking ONLY at the BACKS of the cards, choose one"; the
    others go to the bottom of the deck (reading)."""
    game = table(2)
    hand(game, 0, "survey", "survey", "T10-M01", "trade", "trade")
    play(game, "skip", "lead survey", "boost T10-M01", "boost survey", "boost survey", "done")
    frame = game.state.pending[-1]
    assert frame.kind == "survey" and len(frame.data["planets"]) == 1 + 2 + 1 + 1
    looked = list(frame.data["planets"])
    mine = view(game, 0)["pending"]["data"]
    assert "planets" not in mine and len(mine["backs"]) == 5
    assert set(mine["backs"][0]) == {"type", "colonize_cost", "warfare_cost"}
    play(game, "keep 2")
    s = game.state
    assert s.players[0].empire[-1].planet == looked[2]
    assert s.players[0].empire[-1].face_up is False
    assert s.planet_deck[:4] == [p for k, p in enumerate(looked) if k != 2]


def test_survey_follower_pays_x_icons_for_x_minus_2_cards() -> None:
    game = table(2)
    hand(game, 0, "survey", "trade", "trade", "trade", "trade")
    hand(game, 1, "survey", "survey", "T10-M01", "trade", "trade")
    play(game, "skip", "lead survey", "done", "keep 0", "follow", "boost T10-M01",
         "boost survey", "boost survey", "done")  # fmt: skip
    frame = game.state.pending[-1]
    assert frame.kind == "survey" and frame.player == 1 and len(frame.data["planets"]) == 4 - 2


def test_the_owner_sees_a_kept_planet_and_others_its_back() -> None:
    game = table(2)
    hand(game, 0, "survey", "trade", "trade", "trade", "trade")
    play(game, "skip", "lead survey", "done", "keep 0")
    mine = view(game, 0)["players"][0]["empire"][-1]
    theirs = view(game, 1)["players"][0]["empire"][-1]
    assert mine["planet"] is not None and theirs["planet"] is None
    assert mine["back"] == theirs["back"]
    assert theirs["filled"] == []  # a face-down planet's slots would tell its face


def test_determinize_draws_planets_known_by_their_backs_among_that_back() -> None:
    game = table(2)
    hand(game, 0, "survey", "survey", "survey", "survey", "trade")
    play(game, "skip", "lead survey", "boost survey", "boost survey", "boost survey", "done")
    shown = view(game, 0)
    seen = set()
    for seed in range(40):
        sample = determinize(shown, seed)
        assert view(sample, 0) == shown
        seen.add(tuple(sample.state.pending[-1].data["planets"]))
    assert len(seen) > 1  # the surveyor itself does not know the faces


def test_colonize_leader_tucks_every_icon_played_under_one_planet() -> None:
    """Colonize ACTION: "... OR place any Colonize icons played (including the Role card)
    under a face down planet in front of you"."""
    game = table(2)
    empire(game, 0, ("Styku", False), ("Voson", False))
    hand(game, 0, "colonize", "T10-F08", "trade", "trade", "trade")
    play(game, "skip", "lead colonize", "boost colonize", "boost T10-F08", "done")
    assert [str(a) for a in game.legal_actions()] == ["colonies"]  # nothing under them yet
    play(game, "colonies", "tuck 0")
    planet = game.state.players[0].empire[0]
    assert keys(planet.colonies) == ["T10-F08", "colonize", "colonize"]


def test_colonize_leader_turns_up_a_planet_with_its_icons_and_cards_return() -> None:
    """ "Turn up a Surveyed planet in front of you which has the requisite number of Colonize
    icons under it"; the cards under it go to the discard pile (reading; option: consumed)."""
    for option, where in (("return", "discard"), ("consumed", "removed")):
        game = table(2, colonies=option)
        empire(game, 0, ("Srod Avain N2", False))  # Colonize 3
        hand(game, 0, "colonize", "colonize", "trade", "trade", "trade")
        play(game, "skip", "lead colonize", "boost colonize", "boost colonize", "done",
             "colonies", "tuck 0", "dissent", "done")  # fmt: skip
        hand(game, 1, "warfare", "trade", "trade", "trade", "trade")
        play(game, "skip", "lead warfare", "done", "collect", "dissent", "done")
        hand(game, 0, "colonize", "trade", "trade", "trade", "trade")
        play(game, "skip", "lead colonize", "done")
        assert [str(a) for a in game.legal_actions()] == ["colonies", "settle 0"]
        play(game, "settle 0")
        s = game.state
        assert s.players[0].empire[0].face_up and s.players[0].empire[0].colonies == []
        zone = s.players[0].discard if where == "discard" else s.removed
        assert keys(zone).count("colonize") >= 3


def test_colonize_follower_only_tucks() -> None:
    game = table(2)
    empire(game, 1, ("Srod Avain N2", False))
    hand(game, 0, "colonize", "trade", "trade", "trade", "trade")
    hand(game, 1, "colonize", "colonize", "colonize", "trade", "trade")
    empire(game, 0, ("Voson", False))
    play(game, "skip", "lead colonize", "done", "colonies", "tuck 0", "follow",
         "boost colonize", "boost colonize", "boost colonize", "done")  # fmt: skip
    assert [str(a) for a in game.legal_actions()] == ["tuck 0"]


def test_research_draws_from_a_face_up_planets_deck_and_keeps_one() -> None:
    """Research ACTION: "For each Research icon played ... draw 1 card from a Technology deck
    corresponding to one of your colonized (face up) planets. Put 1 in your discard pile and
    the rest on the bottom of the deck"."""
    game = table(2)
    empire(game, 0, ("Lyttle", True), ("Voson", True))
    hand(game, 0, "research", "research", "trade", "trade", "trade")
    play(game, "skip", "lead research", "boost research", "done")
    assert [str(a) for a in game.legal_actions()] == ["deck advanced", "deck metallic"]
    top = list(game.state.tech_decks["metallic"][-3:])
    play(game, "deck metallic")
    # 1 + 1 cards and Lyttle's Research icon
    assert game.state.pending[-1].data["techs"] == top[::-1]
    assert view(game, 1)["pending"]["data"]["techs"] is None
    play(game, "take 1")
    s = game.state
    assert CARD_KEYS[top[1]] in keys(s.players[0].discard)
    assert s.tech_decks["metallic"][:2] == [top[2], top[0]]


def test_research_needs_a_face_up_planet() -> None:
    game = table(2)
    hand(game, 0, "research", "trade", "trade", "trade", "trade")
    play(game, "skip", "lead research", "done")
    assert game.current_player == 1 and game.pending_kind == "follow"


def test_harvest_and_trade_per_icon_on_face_up_planets() -> None:
    """Harvest: "produce 1 resource on one of your colonized (face up) planets" per icon;
    Trade: "discard 1 resource ... and collect 1 VP from the supply" per icon."""
    game = table(2)
    empire(game, 0, ("New Texas", True), ("Styku", False))
    hand(game, 0, "harvest", "trade", "trade", "trade", "trade")
    play(game, "skip", "lead harvest", "boost harvest", "done")
    assert [str(a) for a in game.legal_actions()] == ["harvest 0 0", "harvest 0 1"]
    play(game, "harvest 0 0", "harvest 0 1", "dissent", "done")
    s = game.state
    assert s.players[0].empire[0].filled == [True, True]
    assert s.resources["food"] == 9 and s.resources["water"] == 9
    hand(game, 1, "warfare")
    play(game, "skip", "lead warfare", "done", "collect", "dissent", "done")
    hand(game, 0, "trade", "trade", "harvest", "harvest", "harvest")
    play(game, "skip", "lead trade", "done", "trade 0 1")
    assert game.pending_kind == "follow"  # one icon, one trade
    s = game.state
    assert s.players[0].vp == 1 and s.vp == 29 and s.resources["water"] == 10
    assert score(s.players[0]) == 1 + 2  # the VP disc and New Texas


def _trade_with_two_icons(version: int | None = None) -> Game:
    """Seat 0 leads Trade boosted by a second Trade card, with 2 resources on New Texas."""
    game = table(2, version=version)
    empire(game, 0, ("New Texas", True))
    game.state.players[0].empire[0].filled = [True, True]
    game.state.resources["food"] -= 1
    game.state.resources["water"] -= 1
    hand(game, 0, "trade", "trade", "survey", "survey", "survey")
    play(game, "skip", "lead trade", "boost trade", "done")
    return game


def test_trade_uses_every_icon_as_harvest_does() -> None:
    """Seed 004 lines 66-73 word Harvest and Trade alike: "For each Harvest icon played ...
    produce 1 resource" and "For each Trade icon played ... discard 1 resource ... and collect
    1 VP". Harvest has always used every icon; since version 2 Trade does too (rules note 6):
    no "done" is offered while an icon and a resource are left."""
    game = _trade_with_two_icons()
    assert game.pending_kind == "trade"
    assert [str(a) for a in game.legal_actions()] == ["trade 0 0", "trade 0 1"]
    play(game, "trade 0 0")
    assert [str(a) for a in game.legal_actions()] == ["trade 0 1"]
    play(game, "trade 0 1")
    assert game.state.players[0].vp == 2 and game.pending_kind != "trade"


def test_a_technology_cards_trade_action_may_stop_early() -> None:
    """A technology card's Action trades "up to 2" (rules notes, the technology Actions): it
    may stop early, unlike the role's Trade."""
    game = table(2)
    empire(game, 0, ("New Texas", True))
    game.state.players[0].empire[0].filled = [True, True]
    game.state.resources["food"] -= 1
    game.state.resources["water"] -= 1
    hand(game, 0, "T10-A05", "survey", "survey", "survey", "survey")
    play(game, "act T10-A05")
    assert game.pending_kind == "trade"
    assert [str(a) for a in game.legal_actions()] == ["trade 0 0", "trade 0 1", "done"]


def test_version_1_let_a_trade_role_stop_early() -> None:
    """Games begun under version 1 keep its reading: Trade could stop before its last icon."""
    game = _trade_with_two_icons(version=1)
    assert [str(a) for a in game.legal_actions()] == ["trade 0 0", "trade 0 1", "done"]
    play(game, "done")
    assert game.state.players[0].vp == 0 and "version" not in game.state.to_json()


def test_warfare_leader_attacks_with_armies_or_collects() -> None:
    """Warfare ACTION: "Discard the listed number of Armies to turn up 1 Surveyed planet ...
    OR for each Warfare icon played (including the Role card), collect 1 Army"."""
    game = table(2)
    empire(game, 0, ("Tankahshin", False))  # Warfare 5
    game.state.players[0].armies = 5
    game.state.armies = 25
    hand(game, 0, "warfare", "trade", "trade", "trade", "trade")
    play(game, "skip", "lead warfare", "done")
    assert [str(a) for a in game.legal_actions()] == ["collect", "attack 0"]
    play(game, "attack 0")
    s = game.state
    assert s.players[0].empire[0].face_up and s.players[0].armies == 0 and s.armies == 30


# --- The end ---------------------------------------------------------------------------------


def test_the_game_ends_after_the_turn_a_role_pile_runs_out() -> None:
    """ "The game ends at the end of a turn in which ... Any of the Role card piles are
    exhausted"."""
    game = table(2)
    hand(game, 0, "trade")
    hand(game, 1, "warfare")
    s = game.state
    s.removed += s.piles["warfare"][1:]
    del s.piles["warfare"][1:]
    play(game, "skip", "lead warfare", "done", "collect")
    assert not game.is_over
    events = play(game, "follow", "boost warfare", "done", "done")
    assert game.is_over and game.state.end == ["warfare"]
    assert events[-1]["type"] == "game_over" and events[-1]["end"] == ["warfare"]


def test_the_game_ends_when_the_vp_supply_runs_out() -> None:
    game = table(2)
    s = game.state
    s.players[1].vp, s.vp = 29, 1
    empire(game, 0, ("New Texas", True))
    s.players[0].empire[0].filled = [True, True]
    s.resources["food"] -= 1
    s.resources["water"] -= 1
    hand(game, 0, "trade", "trade", "harvest", "harvest", "harvest")
    play(game, "skip", "lead trade", "boost trade", "done", "trade 0 0")
    assert game.state.vp == 0 and game.pending_kind == "follow"  # no VP left to trade for
    play(game, "dissent", "done")
    assert game.is_over and game.state.end == ["vp"]


def test_score_and_tie_break() -> None:
    """ "count the victory points on the Technology cards in their decks, on their face up
    Planets, and collected via Trade ... In the case of a tie, the tied player with the most
    armies plus resources wins"."""
    game = table(2)
    s = game.state
    hand(game, 0, "T10-A01", "T10-F01")
    hand(game, 1, "T10-M01", "T10-M02")
    assert game.scores() == [2, 2]
    s.players[1].armies = 1
    assert game.winners() == [1]
    s.players[0].armies = 1
    assert game.winners() == [0, 1]


def test_a_technology_card_under_a_planet_still_scores_its_vp() -> None:
    """Seed 004, line 46: "count the victory points on the Technology cards in their decks".
    A card tucked under a face-down planet as a colony is still its owner's and comes back to
    their discard pile when the planet turns up (rules note 3), so "their decks" is read as
    every card they own (rules note 11): it scores where it lies."""
    game = table(2)
    hand(game, 0, "T10-A01", "T10-F01")
    hand(game, 1, "T10-M01")
    assert game.scores()[0] == 2
    player = game.state.players[0]
    planet = next(p for p in player.empire if not p.face_up)
    planet.colonies.append(player.hand.pop())  # the tech card, tucked as a colony
    assert game.scores() == [2, 1]


def test_an_illegal_action_changes_nothing() -> None:
    game = table(2)
    before = game.state.to_json()
    with pytest.raises(IllegalAction):
        game.apply("lead survey")
    assert game.state.to_json() == before


def test_the_spec_plays_every_option_set() -> None:
    assert [option.name for option in SPEC.options] == [
        "role_counts", "role_actions", "start_face_up", "colonies"
    ]  # fmt: skip
    assert isinstance(table(4, role_actions="jan13"), Game)
