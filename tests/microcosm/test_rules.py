"""One test per rule clause of seed 002 (Microcosm rules summary) and per reading we chose.

Each docstring gives the gist of the clause in our own words and where it comes from:
`seed 002` for the rules, `notes` for docs/rules-notes-microcosm.md.
"""

from __future__ import annotations

from typing import Any

import pytest

from microcosm.actions import ActionError
from microcosm.bots import policy
from microcosm.cards import PLANET
from microcosm.engine import Game, score
from microcosm.ui.describe import action_label, name
from microcosm.view import view
from tabletop.rng import Rng
from tests.microcosm.helpers import kinds, legal, position, run

# --- set-up and the turn ------------------------------------------------------------------


def test_setup_deals_supply_piles_and_techs() -> None:
    """Shuffle 18 Domain cards, 3 face up; planets in piles 4 x cost 0, 4 x 2, 3 x 3, face
    down; the 5 Techs face up; no starting hand; random first player (seed 002 set-up)."""
    firsts = set()
    for seed in range(40):
        s = Game.new(seed).state
        assert len(s.supply) == 3 and len(s.deck) == 15
        assert [len(p) for p in s.piles] == [4, 4, 3]
        assert all(not sl.up and not sl.seen for pile in s.piles for sl in pile)
        assert [{PLANET[sl.planet].cost for sl in pile} for pile in s.piles] == [{0}, {2}, {3}]
        assert sorted(s.centre) == ["T1", "T2", "T3", "T4", "T5"]
        assert s.hands == [[], []]
        assert s.pending == {"kind": "draw", "player": s.first}
        firsts.add(s.first)
    assert firsts == {0, 1}


def test_take_a_face_up_card_then_refill() -> None:
    """Take one of the 3 face-up cards; the row is refilled from the deck (seed 002 draw)."""
    parked = [f"D{n:02d}" for n in range(3, 16)]
    g = position(
        deck=["D01", "D02"],
        discards=([], parked),
        supply=["D16", "D17", "D18"],
        pending={"kind": "draw", "player": 0},
    )
    assert legal(g) == ["take D16", "take D17", "take D18", "draw"]
    events = run(g, "take D17")
    assert kinds(events) == ["took", "refilled"] and events[1]["card"] == "D02"
    assert sorted(g.state.supply) == ["D02", "D16", "D18"]
    assert [h.card for h in g.state.hands[0]] == ["D17"] and g.state.hands[0][0].public
    assert g.state.pending == {"kind": "main", "player": 0}


def test_draw_the_top_card_is_secret() -> None:
    """Or draw the top card of the deck, face down (seed 002 draw): only its owner sees it."""
    g = position(pending={"kind": "draw", "player": 0})
    top = g.state.deck[-1]
    (drew,) = run(g, "draw")  # the face-up row is still full: nothing to refill
    assert drew == {"kind": "drew", "player": 0, "secret": {"card": top}}
    assert view(g, 0)["players"][0]["hand"] == [top]
    assert view(g, 1)["players"][0]["hand"] == [] and view(g, 1)["players"][0]["hand_size"] == 1


def test_empty_deck_no_refill_and_last_card_ends_after_the_turn() -> None:
    """With the deck empty the row is not refilled; taking its last card lets the player finish
    the turn, then the game ends (seed 002 end of game)."""
    others = [f"D{n:02d}" for n in range(1, 16)]
    g = position(
        supply=["D16"],
        deck=[],
        hands=(others[:8], others[8:]),
        discards=(["D17"], ["D18"]),
        pending={"kind": "draw", "player": 0},
    )
    assert legal(g) == ["take D16"]  # no deck to draw from
    run(g, "take D16")
    assert g.state.supply == [] and not g.is_over
    assert g.current_player == 0 and "play D16" not in legal(g)
    events = run(g, "recover", "done")
    assert g.is_over and kinds(events)[-3:] == ["turn_ended", "final_reveal", "game_over"]
    assert g.legal_actions() == [] and g.current_player is None


def test_play_one_card_then_it_is_discarded() -> None:
    """Play a card from hand, resolve its action, then it goes to the discard (seed 002)."""
    g = position(hands=(["D09"], []))
    run(g, "play D09")
    assert g.state.played == "D09"
    run(g, "tech T2")
    assert g.state.discards[0] == ["D09"] and g.state.played is None
    assert g.state.techs[0] == ["T2"] and g.turn == 1
    assert g.state.pending == {"kind": "draw", "player": 1}


def test_recover_any_number_of_discards() -> None:
    """Instead of playing, take back as many cards as you like from your discard (seed 002);
    zero is allowed (notes: recover)."""
    g = position(hands=([], []), discards=(["D01", "D02", "D03"], []))
    assert legal(g) == ["recover"]
    run(g, "recover")
    assert legal(g) == ["back D01", "back D02", "back D03", "done"]
    run(g, "back D02", "done")
    assert [h.card for h in g.state.hands[0]] == ["D02"]
    assert g.state.discards[0] == ["D01", "D03"] and g.state.active == 1
    g2 = position(discards=(["D01"], []))
    run(g2, "recover", "done")
    assert g2.state.discards[0] == ["D01"] and g2.turn == 1


def test_a_card_that_would_do_nothing_cannot_be_played() -> None:
    """Notes (playable): an action with no possible effect may not be chosen."""
    g = position(hands=(["D13", "D14"], []))  # opponent: no hand, no discard
    assert legal(g) == ["recover"]


# --- colonize and reveals -----------------------------------------------------------------


def test_colonize_pays_the_pile_cost_and_takes_the_planet_chosen() -> None:
    """Colonize: reveal Colonize icons equal to the pile's cost (0, 2 or 3), take the planet of
    that pile you want, "pas obligé de prendre la première" but without looking at the face-down
    ones first, look at it, place it face down (seed 002 line 77). One choice per planet."""
    g = position(hands=(["D01", "D05"], []))
    run(g, "play D01")
    # 2 Colonize icons at most: not the cost-3 pile; each face-down planet by its place.
    assert legal(g) == [f"down {cost} {n}" for cost in (0, 2) for n in range(4)]
    chosen = g.state.piles[1][2].planet
    events = run(g, "down 2 2")
    assert events[0] == {"kind": "colonizing", "player": 0, "pile": 2, "planet": None, "pos": 2}
    assert g.state.pending is not None and g.state.pending["kind"] == "reveal"
    assert legal(g) == ["reveal D05", "done"]
    events = run(g, "reveal D05")
    colonized = next(e for e in events if e["kind"] == "colonized")
    planet = colonized["secret"]["planet"]
    assert planet == chosen and colonized["planet"] is None
    assert [sl.planet for sl in g.state.piles[1]].count(chosen) == 0
    slot = g.state.colonies[0][0]
    assert slot.planet == planet and not slot.up and slot.seen == [0]
    assert view(g, 0)["players"][0]["colonies"][0]["planet"] == planet
    assert view(g, 1)["players"][0]["colonies"][0] == {
        "planet": None,
        "up": False,
        "tier": 2,
        "known_to_other": True,
    }


def test_colonize_fails_without_enough_icons() -> None:
    """Notes (give up): `done` before the cost is met ends the action with no planet."""
    g = position(hands=(["D01", "D05"], []))
    events = run(g, "play D01", "down 2 0", "done")
    assert "colonize_failed" in kinds(events) and g.state.colonies[0] == []
    assert [len(p) for p in g.state.piles] == [4, 4, 3]


def test_revealed_hand_card_stays_in_hand_and_becomes_known() -> None:
    """Revealing shows a card, it is not played: it stays in hand (seed 002 reveal icons)."""
    g = position(hands=(["D01", "D05", "D06"], []))
    run(g, "play D01", "down 2 0", "reveal D05")
    assert [h.card for h in g.state.hands[0]] == ["D05", "D06"]
    other = view(g, 1)["players"][0]
    assert other["hand"] == ["D05"] and other["hand_size"] == 2


def test_face_down_colony_revealed_turns_face_up_for_good() -> None:
    """A face-down Colony may be revealed; it turns face up for the rest of the game (seed 002
    reveal icons)."""
    g = position(hands=(["D01"], []), colonies=(["P01"], []))
    run(g, "play D01")
    assert "down 2 0" in legal(g)
    run(g, "down 2 0")
    assert legal(g) == ["flip 0", "done"]
    events = run(g, "flip 0")
    assert events[0]["kind"] == "flipped" and events[0]["planet"] == "P01"
    assert g.state.colonies[0][0].up and len(g.state.colonies[0]) == 2


def test_played_card_face_up_colonies_and_techs_count_without_asking() -> None:
    """The card played, face-up Colonies and own Techs show their icons (seed 002 reveal
    icons); notes: showing them costs nothing, so they count without a decision."""
    g = position(hands=(["D01"], []), colonies=(["P01+"], []), techs=(["T2"], []))
    run(g, "play D01")
    assert "down 3 1" in legal(g)
    events = run(g, "down 3 1")
    assert "colonized" in kinds(events)


def test_spoils_never_give_icons() -> None:
    """A card in Spoils cannot be revealed (seed 002 reveal icons)."""
    g = position(hands=(["D01"], []), spoils=(["P05"], []))
    run(g, "play D01")
    assert legal(g) == ["down 0 0", "down 0 1", "down 0 2", "down 0 3"]


def test_empty_pile_cannot_be_chosen() -> None:
    """Notes (empty pile): a pile with no planet left is no target."""
    g = position(hands=(["D01", "D05"], []), spoils=(["P02", "P03", "P04"], ["P01"]))
    run(g, "play D01")
    assert legal(g) == ["down 2 0", "down 2 1", "down 2 2", "down 2 3"]
    g2 = position(hands=(["D01"], []), spoils=(["P02", "P03", "P04"], ["P01"]))
    assert legal(g2) == ["recover"]


# --- warfare ------------------------------------------------------------------------------


def test_warfare_on_a_pile_flips_it_and_uses_the_big_shield() -> None:
    """Warfare on a planet of a pile: flip it if face down, reveal Warfare icons equal to its
    big shield; success puts it in your Spoils (seed 002 Warfare)."""
    piles = [["P03+", "P01", "P02", "P04"], ["P05", "P06", "P07", "P08"], ["P09", "P10", "P11"]]
    g = position(hands=(["D06", "D02"], []), piles=piles)
    run(g, "play D06")
    assert "planet P03" in legal(g)
    run(g, "planet P03")
    assert legal(g) == ["reveal D02", "done"]  # big shield 2, one icon so far
    events = run(g, "reveal D02")
    assert events[-2]["kind"] == "conquered" and g.state.spoils[0] == ["P03"]
    assert all(sl.planet != "P03" for sl in g.state.piles[0])


def test_failed_attack_leaves_the_planet_face_up_in_its_pile() -> None:
    """If the attack fails the planet stays in its pile face up, to be conquered or colonized
    later (seed 002 Warfare)."""
    g = position(hands=(["D06"], []))
    target = g.state.piles[2][1].planet
    events = run(g, "play D06", "down 3 1")
    attacking = events[1]
    assert attacking["kind"] == "attacking" and attacking["flipped"]
    assert attacking["planet"] == target  # the planet chosen, not one drawn at random
    assert "repelled" in kinds(events)  # 1 icon against a big shield of 3 or 4
    planet = attacking["planet"]
    up = [sl for sl in g.state.piles[2] if sl.up]
    assert [sl.planet for sl in up] == [planet]
    assert (
        view(g, 1)["piles"][2]["cards"].count(
            {"planet": planet, "up": True, "tier": 3, "known_to_other": True}
        )
        == 1
    )


def test_face_up_pile_planet_can_be_colonized_by_name() -> None:
    """Notes (face-up planet in a pile): Colonize may pick it knowingly; it is placed face up
    since everyone knows it."""
    piles = [["P01+", "P02", "P03", "P04"], ["P05", "P06", "P07", "P08"], ["P09", "P10", "P11"]]
    g = position(hands=(["D01"], []), piles=piles)
    run(g, "play D01")
    assert legal(g) == ["down 0 1", "down 0 2", "down 0 3", "planet P01"]
    run(g, "planet P01")
    assert g.state.colonies[0][0].planet == "P01" and g.state.colonies[0][0].up


def test_warfare_may_target_any_planet_of_any_pile() -> None:
    """Warfare may attack "une Planet (dans la zone des planètes)", any of them (seed 002 line
    102): one target per face-down planet of every pile, by its place, whatever its shield."""
    piles = [["P01", "P02", "P03+", "P04"], ["P05", "P06", "P07", "P08"], ["P09", "P10", "P11"]]
    g = position(hands=(["D06"], []), piles=piles)
    run(g, "play D06")
    downs = [f"down 0 {n}" for n in (0, 1, 3)] + [f"down 2 {n}" for n in range(4)]
    assert legal(g) == [*downs, "down 3 0", "down 3 1", "down 3 2"]  # P03's shield 2 > 1 icon


def _survey_then_new_turn(seat_cards: list[str]) -> Any:
    """Seat 0 surveys the cost-2 pile and colonizes none of it; seat 1 takes a card and takes
    cards back; seat 0 takes a card: its next turn, with `seat_cards` still in hand."""
    g = position(hands=(["D17", *seat_cards], []), colonies=(["P01+"], []))
    run(g, "play D17", "pile 2", "pass")
    run(g, legal(g)[0], "recover")  # seat 1's whole turn
    run(g, legal(g)[0])  # seat 0 takes a card from the supply
    assert g.current_player == 0
    return g


def test_a_planet_seen_with_survey_team_can_be_chosen_on_a_later_turn() -> None:
    """The player takes the planet "qu'il veut" but cannot look at face-down ones before
    choosing (seed 002 line 77); what an earlier Survey showed is remembered, and a looked-at
    card goes back "à sa place" (line 79), so it can be chosen knowingly a turn later. The
    opponent learns that it was looked at, never which it is."""
    g = _survey_then_new_turn(["D01"])
    pile = [sl.planet for sl in g.state.piles[1]]
    mine, theirs = view(g, 0), view(g, 1)
    assert [c["planet"] for c in mine["piles"][1]["cards"]] == pile  # named, in place
    assert all(c["planet"] is None and c["known_to_other"] for c in theirs["piles"][1]["cards"])
    run(g, "play D01")
    assert {f"down 2 {n}" for n in range(4)} <= set(legal(g))
    best = max(range(4), key=lambda n: PLANET[pile[n]].influence)
    label = action_label(f"down 2 {best}", view(g, 0))
    assert name(pile[best]) in label and f"place {best + 1}" in label
    events = run(g, f"down 2 {best}")  # Colony Ship and Aurea: the cost 2 is paid at once
    public = {k: v for k, v in events[0].items() if k != "secret"}
    assert public == {"kind": "colonizing", "player": 0, "pile": 2, "planet": None, "pos": best}
    assert events[0]["secret"] == {"planet": pile[best]}  # the log names it to seat 0 alone
    assert g.state.colonies[0][-1].planet == pile[best]
    assert [sl.planet for sl in g.state.piles[1]] == pile[:best] + pile[best + 1 :]


def test_a_planet_peeked_with_the_scanner_stays_known_in_its_place() -> None:
    """Peek: "consulter une carte face cachée, et la remettre à sa place" (seed 002 line 79):
    a peeked planet stays known to the peeker on later turns, so an attack on it is not blind
    even when the option makes blind attackers commit first."""
    g = position(hands=(["D18", "D06"], []), reveal_after_flip=False)
    events = run(g, "play D18", "peek 3")
    peeked = next(e for e in events if e["kind"] == "peeked")
    place, planet = peeked["pos"], peeked["secret"]["planet"]
    run(g, "done", "pass")  # no attack this turn
    run(g, legal(g)[0], "recover")  # seat 1's turn
    run(g, legal(g)[0])
    assert view(g, 0)["piles"][2]["cards"][place]["planet"] == planet
    assert view(g, 1)["piles"][2]["cards"][place] == {
        "planet": None,
        "up": False,
        "tier": 3,
        "known_to_other": True,
    }
    run(g, "play D06")
    label = action_label(f"down 3 {place}", view(g, 0))
    assert name(planet) in label
    events = run(g, f"down 3 {place}")
    assert events[0]["kind"] == "attacking" and events[0]["planet"] == planet  # flipped first
    other = next(n for n in range(3) if n != place)
    blind = position(hands=(["D06"], []), reveal_after_flip=False)
    events = run(blind, "play D06")[1:] + run(blind, f"down 3 {other}")
    assert events[0]["kind"] == "attacking" and events[0]["planet"] is None  # commits blind


def test_version_1_drew_the_face_down_planet_of_a_pile_at_random() -> None:
    """Games begun under version 1 of these rules keep playing by it (rules notes, Versions):
    one Colonize target per pile, its face-down planet drawn with the game's generator."""
    g = position(hands=(["D01", "D05"], []), version=1)
    run(g, "play D01")
    assert legal(g) == ["pile 0", "pile 2"]
    downs = [sl.planet for sl in g.state.piles[1]]
    drawn = downs[Rng(g.state.rng).below(len(downs))]
    events = run(g, "pile 2", "reveal D05")
    assert next(e for e in events if e["kind"] == "colonized")["secret"] == {"planet": drawn}
    assert view(g, 0)["version"] == 1 and "version" not in g.state.to_json()


def test_warfare_on_a_colony_uses_the_small_shield() -> None:
    """Warfare on an opponent's Colony: reveal Warfare icons equal to its small shield; Spoils
    cannot be targeted (seed 002 Warfare)."""
    g = position(hands=(["D06"], []), colonies=([], ["P03+"]), spoils=([], ["P01"]))
    run(g, "play D06")
    assert "colony 0" in legal(g) and not any("P01" in a for a in legal(g))
    run(g, "colony 0")
    assert g.state.pending == {
        "kind": "defend",
        "player": 1,
        "then": "attack",
        "target": {"owner": 1, "slot": 0},
    }
    assert legal(g) == ["pass"]  # no hidden Bastion, but the question is always asked
    events = run(g, "pass")
    assert "conquered" in kinds(events)
    assert g.state.spoils[0] == ["P03"] and g.state.colonies[1] == []


def test_face_down_colony_target_is_flipped() -> None:
    """A face-down Colony attacked is turned face up first (seed 002 Warfare)."""
    g = position(hands=(["D06"], []), colonies=([], ["P05"]))
    events = run(g, "play D06", "colony 0")
    assert events[1] == {
        "kind": "attacking",
        "player": 0,
        "planet": "P05",
        "flipped": True,
        "owner": 1,
        "slot": 0,
    }
    assert "repelled" in kinds(events)  # small shield 3, one icon
    assert g.state.colonies[1][0].up


def test_mobilization_adds_one_to_colony_defence() -> None:
    """A Tech gives +1 defence to its owner's Colonies (seed 002, the +1 shield)."""
    g = position(hands=(["D06"], []), colonies=([], ["P03+"]), techs=([], ["T1"]))
    run(g, "play D06")
    assert "colony 0" not in legal(g)  # 1 icon against 1 + 1
    g2 = position(hands=(["D06", "D02"], []), colonies=([], ["P03+"]), techs=([], ["T1"]))
    run(g2, "play D06")
    assert "colony 0" in legal(g2)


def test_face_up_bastion_and_mobilization_stack() -> None:
    """The +1 planet works while face up in its owner's Colonies (seed 002); notes: the two
    +1 bonuses stack."""
    g = position(
        hands=(["D06", "D02", "D14"], []), colonies=([], ["P03+", "P10+"]), techs=([], ["T1"])
    )
    run(g, "play D06")
    assert "colony 0" in legal(g)  # 3 icons against 1 + 1 + 1
    g2 = position(hands=(["D06", "D02"], []), colonies=([], ["P03+", "P10+"]), techs=([], ["T1"]))
    run(g2, "play D06")
    assert "colony 0" not in legal(g2)


def test_hidden_bastion_is_a_surprise_and_the_attacker_may_answer() -> None:
    """A face-down +1 planet may be revealed by the defender when a Colony is attacked; the
    attacker must then show one more Warfare icon (seed 002, the +1 shield)."""
    g = position(hands=(["D06", "D02"], []), colonies=([], ["P03+", "P10"]))
    run(g, "play D06", "colony 0")
    assert g.current_player == 1 and legal(g) == ["bastion", "pass"]
    assert view(g, 0)["legal_actions"] == []
    run(g, "bastion")
    assert g.state.colonies[1][1].up
    assert g.current_player == 0 and legal(g) == ["reveal D02", "done"]
    events = run(g, "reveal D02")
    assert "conquered" in kinds(events)
    g2 = position(hands=(["D06"], []), colonies=([], ["P03+", "P10"]))
    events = run(g2, "play D06", "colony 0", "bastion")
    assert "repelled" in kinds(events) and g2.state.colonies[1][0].planet == "P03"


def test_attack_that_already_fails_asks_no_defence() -> None:
    """Notes (surprise): the defender is asked only when the attack would succeed."""
    g = position(hands=(["D06"], []), colonies=([], ["P05"]))
    events = run(g, "play D06", "colony 0")
    assert "repelled" in kinds(events) and g.current_player == 1
    assert g.state.pending == {"kind": "draw", "player": 1}


def test_option_commit_before_flip() -> None:
    """Option reveal_after_flip=False (notes, open question): against an unknown face-down
    target, Warfare icons are shown first and the flip comes after."""
    g = position(hands=(["D06", "D02"], []), colonies=([], ["P03"]), reveal_after_flip=False)
    run(g, "play D06", "colony 0")
    assert not g.state.colonies[1][0].up
    assert g.state.pending is not None and g.state.pending["then"] == "attack_flip"
    assert legal(g) == ["reveal D02", "done"]
    events = run(g, "done")
    assert events[0]["kind"] == "attacking" and events[0]["planet"] == "P03"
    assert g.current_player == 1 and legal(g) == ["pass"]  # 1 icon meets the small shield 1
    assert "conquered" in kinds(run(g, "pass"))


# --- research -----------------------------------------------------------------------------


def test_research_takes_a_central_tech() -> None:
    """Research: take a Tech from the centre (seed 002 Research)."""
    g = position(hands=(["D09"], []))
    run(g, "play D09")
    assert legal(g) == ["tech T1", "tech T2", "tech T3", "tech T4", "tech T5"]
    run(g, "tech T4")
    assert g.state.techs[0] == ["T4"] and "T4" not in g.state.centre


def test_research_sends_an_opponent_tech_back() -> None:
    """Or put a Tech the opponent controls back in the centre (seed 002 Research)."""
    g = position(hands=(["D09"], []), techs=([], ["T3"]))
    run(g, "play D09")
    assert "return T3" in legal(g)
    run(g, "return T3")
    assert g.state.techs[1] == [] and "T3" in g.state.centre


def test_three_research_icons_allow_a_second_research() -> None:
    """With 3 Research icons revealed, Research again, same choice or not (seed 002)."""
    g = position(hands=(["D11", "D03", "D07"], []), techs=([], ["T3"]))
    run(g, "play D11")
    assert legal(g) == ["reveal D03", "reveal D07", "done"]
    run(g, "reveal D03", "reveal D07")
    assert g.state.pending == {"kind": "research", "player": 0, "left": 2, "first": True}
    run(g, "return T3")
    assert "pass" in legal(g) and "tech T3" in legal(g)
    run(g, "tech T3")
    assert g.state.techs == [["T3"], []] and g.turn == 1


def test_a_tech_shows_its_icon() -> None:
    """A Tech in your play area can be revealed (seed 002 reveal icons)."""
    g = position(hands=(["D11", "D03"], []), techs=(["T5"], []))
    run(g, "play D11", "reveal D03")
    assert g.state.pending is not None and g.state.pending["left"] == 2


# --- scoring ------------------------------------------------------------------------------


def test_score_counts_influence_and_each_card_condition() -> None:
    """Score: printed influence of Colonies and Spoils, and each Domain card in hand and
    discard scores its condition (seed 002 scoring; values per cards.py)."""
    g = position(
        hands=(["D01", "D03"], []),
        discards=(["D02", "D04", "D17"], []),
        colonies=(["P01", "P09+"], []),
        spoils=(["P03"], []),
        techs=(["T3"], []),
    )
    # planets 1 + 2 + 1; D01 2 Colonies; D02 1 Spoils; D03 1 Tech;
    # D04 purple: D04, Nexus (wild), Purpura = 3; D17 Capital icons: D04, Nexus, T3 = 3
    assert score(g.state, 0) == 4 + 2 + 1 + 1 + 3 + 3
    assert score(g.state, 1) == 0


def test_survey_cards_count_capital_icons_but_not_spoils() -> None:
    """Notes (Capital icons): Domain cards, Colonies face up or down and Techs; never Spoils."""
    g = position(hands=(["D18"], []), colonies=(["P04"], []), spoils=(["P09"], []))
    assert score(g.state, 0) == 1 + 2 + 1  # Viridia 1 + Nexus 2 influence + 1 Capital icon


def test_tie_goes_to_the_second_player() -> None:
    """On a tie the player who went second wins (seed 002 scoring)."""
    for first in (0, 1):
        g = position(first=first, hands=(["D01"], ["D05"]))
        assert g.scores()[0] == g.scores()[1]
        assert g.winners() == [1 - first]
    g = position(first=1, hands=(["D01"], []), colonies=(["P01"], []))
    assert g.winners() == [0]


# --- politics (reconstructed effects, notes) ----------------------------------------------


def test_propaganda_looks_at_the_hand_and_forces_a_discard() -> None:
    """Propaganda (notes): look at the opponent's hand, choose a card they discard."""
    g = position(hands=(["D13"], ["D01", "D05"]))
    events = run(g, "play D13")
    assert events[-1] == {"kind": "hand_shown", "player": 1, "to": 0, "cards": ["D01", "D05"]}
    assert view(g, 0)["players"][1]["hand"] == ["D01", "D05"]
    assert legal(g) == ["discard D01", "discard D05"]
    run(g, "discard D05")
    assert g.state.discards[1] == ["D05"] and g.turn == 1


def test_propaganda_boosted_by_two_capital_icons() -> None:
    """Propaganda (notes): 2 Capital icons make it two cards."""
    g = position(hands=(["D13", "D04", "D08"], ["D01", "D05", "D06"]))
    run(g, "play D13", "reveal D04", "reveal D08", "discard D01")
    assert g.current_player == 0
    run(g, "discard D06")
    assert g.state.discards[1] == ["D01", "D06"]


def test_espionage_steals_from_the_discard() -> None:
    """Espionage (notes): take a card of your choice from the opponent's discard pile."""
    g = position(hands=(["D14"], ["D01"]), discards=([], ["D02", "D03"]))
    run(g, "play D14")
    assert legal(g) == ["steal D02", "steal D03"]
    run(g, "steal D03")
    assert [h.card for h in g.state.hands[0]] == ["D03"] and g.state.discards[1] == ["D02"]


def test_espionage_boosted_takes_a_random_card_from_hand() -> None:
    """Espionage (notes): with 2 Capital icons, take a random card from their hand instead."""
    g = position(hands=(["D14", "D04", "D08"], ["D01"]))
    run(g, "play D14", "reveal D04", "reveal D08")
    assert legal(g) == ["steal-hand"]
    events = run(g, "steal-hand")
    assert events[0] == {"kind": "stolen", "player": 0, "owner": 1, "card": "D01", "source": "hand"}
    assert g.state.hands[1] == []


def test_political_science_reuses_a_discarded_action() -> None:
    """Political Science (notes): resolve the action of another card in your discard pile as
    if played; that card stays there."""
    g = position(hands=(["D15"], []), discards=(["D09", "D13"], []))
    run(g, "play D15")
    assert legal(g) == ["copy D09"]  # Propaganda would do nothing: no opposing hand
    run(g, "copy D09", "tech T1")
    assert g.state.discards[0] == ["D09", "D13", "D15"] and g.state.techs[0] == ["T1"]


def test_political_science_counts_its_own_icon() -> None:
    """Notes: the card played is Political Science, so its Research icon counts."""
    g = position(hands=(["D15", "D03", "D07"], []), discards=(["D09"], []))
    run(g, "play D15", "copy D09", "reveal D03", "reveal D07")
    assert g.state.pending is not None and g.state.pending["left"] == 2


def test_annexation_takes_a_face_up_colony() -> None:
    """Annexation (notes): Capital icons of at least the Colony's defence + 1 move a face-up
    opposing Colony into your Colonies."""
    g = position(hands=(["D16", "D04"], []), colonies=([], ["P03+", "P05"]))
    run(g, "play D16")
    assert legal(g) == ["colony 0"]  # face-down Colonies cannot be annexed
    run(g, "colony 0", "reveal D04", "pass")
    assert [sl.planet for sl in g.state.colonies[0]] == ["P03"]
    assert [sl.planet for sl in g.state.colonies[1]] == ["P05"]


# --- survey (reconstructed effects, notes) ------------------------------------------------


def test_survey_team_peeks_a_pile_and_colonizes_knowingly() -> None:
    """Survey Team (notes): look at every face-down planet of a pile, then you may colonize
    one of them by name, paying the pile's cost."""
    g = position(hands=(["D17"], []))
    run(g, "play D17")
    assert legal(g) == ["pile 0", "pile 2", "pile 3"]
    events = run(g, "pile 0")
    assert events[-1]["secret"] == {"planets": ["P01", "P02", "P03", "P04"]}
    assert all(sl.seen == [0] for sl in g.state.piles[0])
    assert legal(g) == ["pick 0", "pick 1", "pick 2", "pick 3", "pass"]  # by position: the
    # opponent must not read the planet's name in the action
    where = [sl.planet for sl in g.state.piles[0]].index("P04")
    run(g, f"pick {where}")
    assert g.state.colonies[0][0].planet == "P04" and not g.state.colonies[0][0].up
    assert view(g, 0)["piles"][0]["cards"][0]["planet"] is not None
    assert view(g, 1)["piles"][0]["cards"][0]["planet"] is None


def test_survey_team_cannot_colonize_what_it_cannot_pay() -> None:
    """Survey Team (notes): the colonize step needs the pile's cost in Colonize icons."""
    g = position(hands=(["D17"], []))
    run(g, "play D17", "pile 2")
    assert legal(g) == ["pass"]


def test_scanner_peeks_then_may_attack_a_peeked_card() -> None:
    """Long-Range Scanner (notes): look at up to 2 face-down cards among the piles and the
    opponent's Colonies, then you may attack one of them."""
    g = position(hands=(["D18", "D02"], []), colonies=([], ["P03"]))
    run(g, "play D18")
    assert legal(g) == ["peek 0", "peek 2", "peek 3", "peek-colony 0", "done"]
    events = run(g, "peek-colony 0")
    assert events[0]["secret"] == {"planet": "P03"}
    assert view(g, 0)["players"][1]["colonies"][0]["planet"] == "P03"
    run(g, "peek 2")
    assert g.state.pending is not None and g.state.pending["kind"] == "scan_attack"
    assert legal(g) == ["peeked 0", "peeked 1", "pass"]  # in the order peeked, no names
    run(g, "peeked 0")
    assert legal(g) == ["reveal D02", "done"]  # the Scanner shows no Warfare icon itself
    events = run(g, "reveal D02", "pass")
    assert "conquered" in kinds(events) and g.state.spoils[0] == ["P03"]


def test_scanner_extra_peek_per_survey_icon() -> None:
    """Long-Range Scanner (notes): one more peek per other Survey icon revealed."""
    g = position(hands=(["D18", "D17"], []))
    run(g, "play D18")
    assert legal(g) == ["reveal D17", "done"]
    run(g, "reveal D17")
    assert g.state.pending is not None and g.state.pending["left"] == 3


# --- refusals -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "bad",
    [
        "",
        "fly",
        "take",
        "take D99",
        "play D01 D02",
        "pile 1",
        "colony -1",
        "colony x",
        3,
        None,
        "reveal " + "D" * 50,
    ],
)
def test_malformed_actions_are_refused(bad: object) -> None:
    g = position(hands=(["D01"], []))
    with pytest.raises(ActionError):
        g.apply(bad)


def test_illegal_action_is_refused() -> None:
    g = position(hands=(["D01"], []))
    with pytest.raises(ActionError):
        g.apply("play D02")
    with pytest.raises(ActionError):
        g.apply("take D16")  # not the draw step


def test_at_the_end_every_colony_and_hand_is_shown() -> None:
    """For scoring each player gathers hand and discard (seed 002 scoring); notes: face-down
    Colonies are turned up too, so both players can check the score."""
    others = [f"D{n:02d}" for n in range(1, 16)]
    g = position(
        supply=["D16"],
        deck=[],
        hands=(others[:8], others[8:]),
        discards=(["D17"], ["D18"]),
        colonies=(["P05"], ["P06"]),
        pending={"kind": "draw", "player": 0},
    )
    events = run(g, "take D16", "recover", "done")
    final = next(e for e in events if e["kind"] == "final_reveal")
    assert final["colonies"] == [["P05"], ["P06"]]
    assert view(g, 0)["players"][1]["colonies"][0]["planet"] == "P06"
    assert view(g, 1)["players"][0]["hand"] == view(g, 0)["players"][0]["hand"]
    assert view(g, 0)["scores"] == g.scores()


def test_reveals_are_not_asked_when_they_cannot_matter() -> None:
    """Notes (reveals): no reveal step when 3 Research icons are out of reach, nor when an
    attack is lost whatever the attacker shows."""
    g = position(hands=(["D11", "D03"], []))
    run(g, "play D11")
    assert g.state.pending == {"kind": "research", "player": 0, "left": 1, "first": True}
    g2 = position(hands=(["D06", "D02"], []), colonies=([], ["P11"]))
    events = run(g2, "play D06", "colony 0")  # small shield 4, 2 Warfare icons at most
    assert "repelled" in kinds(events) and "D02" not in g2.state.shown


def test_legal_actions_is_a_fresh_list_each_time() -> None:
    g = position(hands=(["D01"], []))
    first = g.legal_actions()
    first.clear()
    assert legal(g) == ["play D01", "recover"]
    run(g, "recover")
    assert g.current_player == 1 and legal(g)[-1] == "draw"


def test_easy_colonizes_the_planet_it_has_seen_is_worth_most() -> None:
    """The bots use what their seat has seen: Easy's rules take, in the dearest pile it can
    pay, the planet it knows is worth most; its search levels sample from `determinize`, which
    keeps such planets in place (`test_conformance.py`)."""
    g = _survey_then_new_turn(["D01"])
    run(g, "play D01")
    pile = [sl.planet for sl in g.state.piles[1]]
    best = max(PLANET[p].influence for p in pile)
    for number in range(8):
        choice = policy(view(g, 0), Rng(number))
        assert choice.startswith("down 2 ")
        assert PLANET[pile[int(choice.split()[2])]].influence == best
