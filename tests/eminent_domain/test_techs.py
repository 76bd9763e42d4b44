"""Scenario tests for every technology face, each quoting the printed card text it checks.

Card texts are the card scans' (shared/reference/technologies.csv); the readings where the
sources are silent are the project's rules notes (docs/rules-notes.md). Non-permanent
technologies are given in hand (`set_hand` takes them from the supply); permanent faces are put
into the Empire with `give_permanent`, which takes the card out of the supply too, so every
card stays accounted for (`play` checks the invariants after each action).
"""

from __future__ import annotations

from collections import Counter

import pytest

from eminent_domain import rules
from eminent_domain.cards import CARD_ID_OF_TECH, CARD_OF_FACE, TECH_FACE, TECH_FACES
from eminent_domain.engine import Game
from eminent_domain.invariants import violations
from eminent_domain.planets import DECK_PLANET_IDS, PLANETS
from tabletop.rng import Rng, seed_state

from .helpers import add_planet, keys, legal, new_game, play, set_hand, take_card, tuck

# Planets (index into PLANETS), chosen for their printed backs and faces.
ZHEPHAN = 5  # Advanced, Colonize 3 / Warfare 6, Trade icon, no slot
OKNOW = 6  # Advanced, no icon, 1 Silicon, +1 hand size
STYKU = 9  # Fertile, Colonize icon, 1 Water
MIK_MIK = 10  # Fertile, Colonize 5 / Warfare 4, Colonize icon, 1 Food
NEW_TEXAS = 11  # Fertile, Colonize icon, Food + Water
NELOS = 16  # Fertile, no icon, 1 Food, +1 hand size
ANGUS = 17  # Fertile, Colonize 3 / Warfare 6, no icon, Food + Water
TANKAHSHIN = 21  # Metallic, Warfare icon, 1 Iron
ERKAM_W = 22  # Metallic, Colonize 5 / Warfare 4, Warfare icon, 1 Iron
SPIELEN = 25  # Metallic, no icon, 1 Iron, +1 hand size

ROLES = ("survey", "warfare", "colonize", "produce", "trade", "research")
LETTER = {"S": "survey", "W": "warfare", "C": "colonize", "P": "produce", "T": "trade"}
LETTER["R"] = "research"

# The symbols printed on each Action technology (technologies.csv, `symbols`).
PRINTED_SYMBOLS = {
    "T11": "S+T",
    "T12": "S+R",
    "T13": "S+C",
    "T14": "S+P",
    "T21": "C+R",
    "T22": "C+T",
    "T23": "C+S",
    "T24": "C+W",
    "T31": "W+R",
    "T32": "W+T",
    "T33": "W+C",
    "T34": "W+P",
    "T41": "P+R",
    "T42": "P+T",
    "T43": "P+S",
    "T44": "P+W",
    "T51": "T+P",
    "T52": "T+C",
    "T53": "T+S",
    "T54": "T+W",
    "T61": "R+P",
    "T62": "R+C",
    "T63": "R+S",
    "T64": "R+W",
    "T71": "R+T",
    "T72": "R+R",
    "T73": "T+T",
    "T81": "S+W",
    "T82": "S+S",
    "T83": "W+W",
    "T91": "C+P",
    "T92": "P+P",
    "T93": "C+C",
}


def start(players: int = 2, seed: int = 0, **options: object):  # type: ignore[no-untyped-def]
    game = new_game(players, seed, **options)  # type: ignore[arg-type]
    leader = game.current_player
    assert leader is not None and game.pending_kind == "action"
    return game, leader, (leader + 1) % players


def give_permanent(game: Game, player: int, face: str) -> None:
    """Put a permanent technology face into an Empire, taking its card out of the supply."""
    card = CARD_ID_OF_TECH[CARD_OF_FACE[face]]
    game.state.tech_supply.remove(card)
    game.state.players[player].permanents.append((card, face))


def face_up(game: Game, player: int, planet: int, filled: bool = False) -> int:
    """A face-up planet from the deck in an Empire, its slots all full or all empty."""
    slot = add_planet(game, player, planet, face_up=True)
    entry = game.state.players[player].empire[slot]
    entry.filled = [filled] * len(PLANETS[planet].slots)
    return slot


def printed(key: str) -> Counter[str]:
    return Counter(LETTER[letter] for letter in PRINTED_SYMBOLS[key].split("+"))


def boost_symbols(key: str) -> Counter[str]:
    """How many symbols a card of this key adds when it Boosts each role (0: not offered)."""
    base, a, _ = start(seed=1)
    set_hand(base, a, [key])
    play(base, "skip")
    counts: Counter[str] = Counter()
    for role in ROLES:
        game = base.clone()
        play(game, f"lead {role}")
        before = game.state.pending[-1].data["symbols"]
        if f"boost {key}" in legal(game):
            play(game, f"boost {key}")
            counts[role] = game.state.pending[-1].data["symbols"] - before
    return counts


def finish_cleanup(game: Game) -> None:
    """End the active player's cleanup, discarding down to the hand limit if need be."""
    player = game.current_player
    assert game.pending_kind == "cleanup"
    play(game, "done")
    while not game.is_over and game.pending_kind == "cleanup" and game.current_player == player:
        play(game, legal(game)[0])


# --- level 1 -------------------------------------------------------------------------------


@pytest.mark.parametrize("key", ["T11", "T12", "T13", "T14"])
def test_improved_survey_draws_three(key: str) -> None:
    """Improved Survey (S+T, S+R, S+C, S+P): "Draw 3 cards." (card scan; the quick reference's
    2 is wrong). The card then goes to the discard pile."""
    assert boost_symbols(key) == printed(key)
    game, a, _ = start(seed=101)
    set_hand(game, a, [key, "warfare", "warfare", "warfare", "warfare"])
    me = game.state.players[a]
    top_three = me.deck[-3:]
    play(game, f"act {key}")
    assert len(me.hand) == 7
    assert sorted(me.hand[-3:]) == sorted(top_three)
    assert keys(me.discard) == [key]
    assert game.pending_kind == "lead"


@pytest.mark.parametrize("key", ["T21", "T22", "T23", "T24"])
def test_improved_colonize_settles_then_settles_another_or_adds_a_colony(key: str) -> None:
    """Improved Colonize (C+R, C+T, C+S, C+W): "Settle 1 Planet (optional). Then Settle another
    Planet OR +1 Colony." Both parts may be passed; +1 Colony tucks this card."""
    assert boost_symbols(key) == printed(key)
    base, a, _ = start(seed=102)
    set_hand(base, a, [key, "survey", "survey", "survey", "survey"])
    tuck(base, a, 0, ["colonize", "colonize"])  # start planet: Colonize cost 2
    second = add_planet(base, a, ZHEPHAN)  # Colonize cost 3
    tuck(base, a, second, ["colonize"] * 3)
    third = add_planet(base, a, MIK_MIK)  # Colonize cost 5, no colony
    play(base, f"act {key}")
    assert legal(base) == ["settle 0", f"settle {second}", "pass"]

    game = base.clone()
    play(game, "settle 0")
    assert legal(game) == [f"tuck {second}", f"tuck {third}", f"settle {second}", "pass"]
    play(game, f"settle {second}")
    me = game.state.players[a]
    assert me.empire[0].face_up and me.empire[second].face_up and not me.empire[third].face_up
    assert Counter(keys(me.discard)) == Counter({"colonize": 5, key: 1})
    assert game.pending_kind == "lead"

    game = base.clone()
    play(game, "pass", f"tuck {third}")
    me = game.state.players[a]
    assert keys(me.empire[third].colonies) == [key]
    assert rules.colonies_on(me, me.empire[third]) == 1
    assert not any(planet.face_up for planet in me.empire)
    assert game.pending_kind == "lead"

    game = base.clone()
    play(game, "pass", "pass")
    me = game.state.players[a]
    assert not any(planet.face_up for planet in me.empire)
    assert keys(me.discard) == [key]


@pytest.mark.parametrize("key", ["T31", "T32", "T33", "T34"])
def test_improved_warfare_collects_two_or_attacks(key: str) -> None:
    """Improved Warfare (W+R, W+T, W+C, W+P): "Collect 2 Fighters OR Attack 1 Planet." """
    assert boost_symbols(key) == printed(key)
    base, a, _ = start(seed=103)
    set_hand(base, a, [key, "survey", "survey", "survey", "survey"])
    base.state.players[a].fighters = 2
    play(base, f"act {key}")
    assert legal(base) == ["collect", "attack 0"]  # start planet: Warfare cost 2

    game = base.clone()
    play(game, "collect")
    assert game.state.players[a].fighters == 4
    assert not game.state.players[a].empire[0].face_up

    game = base.clone()
    play(game, "attack 0")
    me = game.state.players[a]
    assert me.fighters == 0 and me.empire[0].face_up
    assert keys(me.discard) == [key] and game.pending_kind == "lead"


@pytest.mark.parametrize("key", ["T41", "T42", "T43", "T44"])
def test_improved_production_produces_two(key: str) -> None:
    """Improved Production (P+R, P+T, P+S, P+W): "Produce 2 Resources." """
    assert boost_symbols(key) == printed(key)
    game, a, _ = start(seed=104)
    set_hand(game, a, [key, "survey", "survey", "survey", "survey"])
    angus = face_up(game, a, ANGUS)
    nelos = face_up(game, a, NELOS)
    play(game, f"act {key}")
    assert legal(game) == [f"produce {angus} 0", f"produce {angus} 1", f"produce {nelos} 0"]
    play(game, f"produce {angus} 0")
    assert legal(game) == [f"produce {angus} 1", f"produce {nelos} 0"]
    play(game, f"produce {nelos} 0")
    me = game.state.players[a]
    assert me.empire[angus].filled == [True, False] and me.empire[nelos].filled == [True]
    assert game.pending_kind == "lead" and keys(me.discard) == [key]


@pytest.mark.parametrize("key", ["T51", "T52", "T53", "T54"])
def test_improved_trade_collects_one_influence(key: str) -> None:
    """Improved Trade (T+P, T+C, T+S, T+W): "Collect 1 Influence from the supply." """
    assert boost_symbols(key) == printed(key)
    game, a, _ = start(seed=105)
    set_hand(game, a, [key, "survey", "survey", "survey", "survey"])
    play(game, f"act {key}")
    assert game.state.players[a].influence == 1
    assert game.state.influence_supply == 23
    assert game.pending_kind == "lead"


@pytest.mark.parametrize("key", ["T61", "T62", "T63", "T64"])
def test_improved_research_draws_one_and_removes_up_to_three_not_itself(key: str) -> None:
    """Improved Research (R+P, R+C, R+S, R+W): "Draw 1 card. Remove up to 3 cards in hand from
    the game." In hand: unlike the Research card's Action, not itself."""
    assert boost_symbols(key) == printed(key)
    base, a, _ = start(seed=106)
    set_hand(base, a, [key, "survey", "warfare", "colonize", "produce-trade"])
    me = base.state.players[a]
    top = me.deck[-1]
    play(base, f"act {key}")
    assert len(me.hand) == 5 and top in me.hand
    options = legal(base)
    assert options == [*(f"remove {k}" for k in sorted(set(keys(me.hand)))), "done"]
    assert f"remove {key}" not in options and "remove-this" not in options

    game = base.clone()
    removed = len(game.state.removed)
    play(game, "remove survey", "remove warfare", "remove colonize")
    assert game.pending_kind == "lead"  # 3 removed: the step is over
    assert len(game.state.removed) == removed + 3
    assert len(game.state.players[a].hand) == 2
    assert keys(game.state.players[a].discard) == [key]

    game = base.clone()
    play(game, "remove survey", "done")
    assert game.pending_kind == "lead" and len(game.state.players[a].hand) == 4


# --- Advanced, levels 2 and 3 ----------------------------------------------------------------


def test_diverse_markets_pays_per_resource_type_traded_at_cleanup() -> None:
    """Diverse Markets (R+T): "+1 Influence for each TYPE of Resource you trade this turn."
    Counted over the active player's trades of the whole turn, paid at the start of cleanup;
    a follower's trades are not "you"."""
    assert boost_symbols("T71") == printed("T71")
    game, a, b = start(seed=107)
    set_hand(game, a, ["T71", "produce-trade", "produce-trade", "survey", "survey"])
    set_hand(game, b, ["produce-trade", "survey", "survey", "survey", "survey"])
    angus = face_up(game, a, ANGUS, filled=True)  # Food + Water
    nelos = face_up(game, a, NELOS, filled=True)  # Food
    face_up(game, a, SPIELEN, filled=True)  # Iron, not traded
    iron = face_up(game, b, TANKAHSHIN, filled=True)
    play(game, "act T71")
    assert game.pending_kind == "lead"
    play(game, "lead trade", "boost produce-trade", "boost produce-trade", "done")
    play(game, f"trade {angus} 0", f"trade {angus} 1", f"trade {nelos} 0")  # food, water, food
    me = game.state.players[a]
    assert me.influence == 3  # nothing before cleanup
    play(game, "follow", "boost produce-trade", "done", f"trade {iron} 0")  # b trades iron
    assert game.pending_kind == "cleanup" and game.current_player == a
    assert me.influence == 3 + 2  # food and water
    assert game.state.players[b].influence == 1


def test_diverse_markets_does_not_count_a_fighter_traded_with_weapon_emporium() -> None:
    """Diverse Markets: "+1 Influence for each TYPE of Resource you trade this turn." with
    Weapon Emporium: "You may trade Fighters as if they were Resources." A fighter is a trade
    but not a resource TYPE."""
    game, a, _ = start(seed=108)
    give_permanent(game, a, "T74")
    set_hand(game, a, ["T71", "produce-trade", "survey", "survey", "survey"])
    nelos = face_up(game, a, NELOS, filled=True)
    me = game.state.players[a]
    me.fighters = 1
    play(game, "act T71", "lead trade", "boost produce-trade", "done")
    assert legal(game) == [f"trade {nelos} 0", "trade-fighter"]
    play(game, "trade-fighter", f"trade {nelos} 0")
    assert me.influence == 2 and me.fighters == 0
    play(game, "dissent")
    assert game.pending_kind == "cleanup"
    assert me.influence == 2 + 1  # food only


def test_data_network_draws_two_and_removes_any_number() -> None:
    """Data Network (R+R): "Draw 2 cards. Remove any number of cards in hand from the game." """
    assert boost_symbols("T72") == printed("T72")
    game, a, _ = start(seed=109)
    set_hand(game, a, ["T72", "survey", "warfare", "colonize", "research"])
    me = game.state.players[a]
    top_two = me.deck[-2:]
    play(game, "act T72")
    assert len(me.hand) == 6 and set(top_two) <= set(me.hand)
    options = legal(game)
    assert options == [*(f"remove {k}" for k in sorted(set(keys(me.hand)))), "done"]
    assert "remove T72" not in options and "remove-this" not in options
    removed = len(game.state.removed)
    for _ in range(6):
        assert game.pending_kind == "effect"
        play(game, legal(game)[0])
    assert me.hand == [] and len(game.state.removed) == removed + 6
    assert game.pending_kind == "lead" and keys(me.discard) == ["T72"]


def test_specialization_pays_per_resource_of_the_chosen_type_traded() -> None:
    """Specialization (T+T): "Choose 1 Resource TYPE. +1 Influence for each Resource of that
    TYPE you trade this turn." """
    assert boost_symbols("T73") == printed("T73")
    game, a, _ = start(seed=110)
    set_hand(game, a, ["T73", "produce-trade", "produce-trade", "survey", "survey"])
    angus = face_up(game, a, ANGUS, filled=True)  # Food + Water
    nelos = face_up(game, a, NELOS, filled=True)  # Food
    play(game, "act T73")
    assert legal(game) == ["resource silicon", "resource food", "resource water", "resource iron"]
    play(game, "resource food", "lead trade", "boost produce-trade", "boost produce-trade")
    play(game, "done", f"trade {angus} 0", f"trade {angus} 1", f"trade {nelos} 0")
    me = game.state.players[a]
    assert me.influence == 3
    play(game, "dissent")
    assert game.pending_kind == "cleanup"
    assert me.influence == 3 + 2  # two Food traded; the Water does not count


def test_weapon_emporium_trades_fighters_as_resources() -> None:
    """Weapon Emporium (permanent): "You may trade Fighters as if they were Resources." """
    game, a, b = start(seed=111)
    give_permanent(game, a, "T74")
    set_hand(game, a, ["produce-trade", "survey", "survey", "survey", "survey"])
    me = game.state.players[a]
    me.fighters = 2
    other = game.clone()
    play(game, "act produce-trade")
    # No face-up planet: only the fighter, which "may" be traded (rules notes): pass is offered.
    assert legal(game) == ["trade-fighter", "pass"]
    play(game, "trade-fighter")
    assert me.fighters == 1 and me.influence == 1
    play(game, "lead trade", "done")
    assert legal(game) == ["trade-fighter", "done"]
    play(game, "trade-fighter")
    assert me.fighters == 0 and me.influence == 2
    assert game.current_player == b and game.pending_kind == "follow"
    # Without the technology a fighter is not tradeable: the Action has nothing to do.
    other.state.players[a].permanents = []
    other.state.tech_supply.append(CARD_ID_OF_TECH["T74"])
    play(other, "act produce-trade")
    assert other.pending_kind == "lead" and other.state.players[a].fighters == 2


def test_streamlining_removes_one_card_in_your_own_cleanup_each_turn() -> None:
    """Streamlining (permanent): "You may remove 1 card in hand from the game each turn."
    Used in the owner's own cleanup, before they finish discarding."""
    game, a, b = start(seed=112)
    give_permanent(game, a, "T75")
    set_hand(game, a, ["warfare", "survey", "colonize", "research", "research"])
    play(game, "skip", "lead warfare", "done", "collect", "dissent")
    assert game.pending_kind == "cleanup" and game.current_player == a
    assert legal(game) == [
        "discard colonize",
        "discard research",
        "discard survey",
        "discard warfare",
        "remove colonize",
        "remove research",
        "remove survey",
        "remove warfare",
        "done",
    ]
    removed = len(game.state.removed)
    play(game, "remove survey")
    assert keys(game.state.removed[removed:]) == ["survey"]
    assert not [action for action in legal(game) if action.startswith("remove")]
    assert "discard research" in legal(game)
    finish_cleanup(game)
    # b's turn: b has no Streamlining; a gets no cleanup on b's turn.
    assert game.current_player == b
    play(game, "skip", "lead warfare", "done", "collect", "dissent")
    assert game.pending_kind == "cleanup" and game.current_player == b
    assert not [action for action in legal(game) if action.startswith("remove")]
    finish_cleanup(game)
    # a's next turn: one removal again.
    play(game, "skip", "lead warfare", "done", "collect", "dissent")
    assert game.current_player == a and game.pending_kind == "cleanup"
    assert [action for action in legal(game) if action.startswith("remove")]


def test_adaptability_research_cards_boost_and_follow_any_role() -> None:
    """Adaptability (permanent): "Your standard Research Role cards gain all symbols; they can be
    used to Boost or Follow any role." One symbol each, for every role; technologies with a
    Research symbol do not gain."""
    game, a, b = start(seed=113)
    give_permanent(game, a, "T76")
    set_hand(game, a, ["research", "research", "research", "T12", "produce-trade"])
    play(game, "skip", "lead warfare")
    assert legal(game) == ["boost research", "done"]  # not T12 (S+R), not Produce/Trade
    play(game, "boost research", "boost research", "boost research", "done")
    assert game.state.pending[-1].data["fighters"] == 4
    play(game, "collect")
    assert game.state.players[a].fighters == 4

    # Research still counts one symbol for Research.
    game, a, _ = start(seed=113)
    give_permanent(game, a, "T76")
    set_hand(game, a, ["research", "research", "survey", "survey", "survey"])
    play(game, "skip", "lead research", "boost research", "boost research", "done")
    assert game.pending_kind == "research" and game.state.pending[-1].data["points"] == 3

    # A follower with Adaptability follows Colonize with Research cards: tucked, one colony.
    game, a, b = start(seed=114)
    give_permanent(game, b, "T76")
    set_hand(game, a, ["survey"] * 5)
    set_hand(game, b, ["research", "research", "survey", "survey", "survey"])
    play(game, "skip", "lead colonize", "done", "colonies", "tuck 0", "follow")
    assert legal(game) == ["boost research", "done"]
    play(game, "boost research", "done", "tuck 0")
    other = game.state.players[b]
    assert keys(other.empire[0].colonies) == ["research"]
    assert rules.colonies_on(other, other.empire[0]) == 1
    # Without Adaptability, Research cards do not boost Warfare.
    game, a, _ = start(seed=113)
    set_hand(game, a, ["research", "research", "survey", "survey", "survey"])
    play(game, "skip", "lead warfare")
    assert legal(game) == ["done"]


def test_hyperefficiency_removes_any_number_of_cards_in_cleanup() -> None:
    """Hyperefficiency (permanent): "You may remove any number of cards in hand from the game
    each turn." """
    game, a, _ = start(seed=115)
    give_permanent(game, a, "T77")
    set_hand(game, a, ["warfare", "survey", "colonize", "research", "produce-trade"])
    play(game, "skip", "lead warfare", "done", "collect", "dissent")
    assert game.pending_kind == "cleanup" and game.current_player == a
    removed = len(game.state.removed)
    for key in ["warfare", "survey", "colonize", "research"]:
        assert f"remove {key}" in legal(game)
        play(game, f"remove {key}")
    assert "remove produce-trade" in legal(game)
    assert sorted(keys(game.state.removed[removed:])) == [
        "colonize",
        "research",
        "survey",
        "warfare",
    ]
    assert keys(game.state.players[a].hand) == ["produce-trade"]


# --- Metallic, levels 2 and 3 ----------------------------------------------------------------


def test_mobilization_collects_two_and_may_attack_after_the_role_phase() -> None:
    """Mobilization (S+W): "Collect 2 Fighters. You may Attack 1 Planet after your Role phase
    this turn." The Attack (optional) is offered at the start of cleanup."""
    assert boost_symbols("T81") == printed("T81")
    base, a, b = start(seed=116)
    set_hand(base, a, ["T81", "warfare", "warfare", "warfare", "warfare"])
    me = base.state.players[a]
    play(base, "act T81")
    assert me.fighters == 2 and base.pending_kind == "lead"
    play(base, "lead survey", "done", "keep 0")
    assert base.current_player == b and base.pending_kind == "follow"
    play(base, "dissent")
    assert base.current_player == a and base.pending_kind == "effect"
    assert legal(base) == ["attack 0", "pass"]  # the start planet: Warfare cost 2

    game = base.clone()
    play(game, "attack 0")
    me = game.state.players[a]
    assert me.empire[0].face_up and me.fighters == 0
    assert game.pending_kind == "cleanup" and game.current_player == a

    game = base.clone()
    play(game, "pass")
    assert game.pending_kind == "cleanup" and not game.state.players[a].empire[0].face_up

    # No Attack affordable after the Role phase: straight to cleanup.
    game, a, _ = start(seed=117)
    set_hand(game, a, ["T81", "survey", "survey", "survey", "survey"])
    play(game, "act T81", "lead warfare", "done", "attack 0", "dissent")
    assert game.state.players[a].fighters == 0
    assert game.pending_kind == "cleanup"


def test_survey_team_puts_the_top_planet_into_the_empire_face_down() -> None:
    """Survey Team (S+S): "Take the top card of the Planet deck and put it into your Empire
    face down." """
    assert boost_symbols("T82") == printed("T82")
    game, a, _ = start(seed=118)
    set_hand(game, a, ["T82", "survey", "survey", "survey", "survey"])
    deck = list(game.state.planet_deck)
    play(game, "act T82")
    me = game.state.players[a]
    assert len(me.empire) == 2
    assert me.empire[1].planet == deck[-1] and not me.empire[1].face_up
    assert me.empire[1].colonies == [] and me.empire[1].filled == []
    assert game.state.planet_deck == deck[:-1]
    assert keys(me.discard) == ["T82"] and game.pending_kind == "lead"


def test_war_path_attacks_up_to_two_planets() -> None:
    """War Path (W+W): "Attack up to 2 Planets." """
    assert boost_symbols("T83") == printed("T83")
    base, a, _ = start(seed=119)
    set_hand(base, a, ["T83", "survey", "survey", "survey", "survey"])
    erkam = add_planet(base, a, ERKAM_W)  # Warfare cost 4
    base.state.players[a].fighters = 6
    play(base, "act T83")
    assert legal(base) == ["attack 0", f"attack {erkam}", "pass"]

    game = base.clone()
    play(game, "attack 0")
    assert legal(game) == [f"attack {erkam}", "pass"]
    play(game, f"attack {erkam}")
    me = game.state.players[a]
    assert me.fighters == 0 and me.empire[0].face_up and me.empire[erkam].face_up
    assert game.pending_kind == "lead" and keys(me.discard) == ["T83"]

    game = base.clone()
    play(game, f"attack {erkam}", "pass")  # up to 2: one is enough
    me = game.state.players[a]
    assert me.fighters == 2 and me.empire[erkam].face_up and not me.empire[0].face_up
    assert game.pending_kind == "lead"

    # Too few fighters for a second Attack: the second is not offered.
    game = base.clone()
    game.state.players[a].fighters = 5
    play(game, f"attack {erkam}")
    assert game.pending_kind == "lead" and game.state.players[a].fighters == 1


def test_war_path_with_scorched_earth_policy_attacks_two_planets_cheaper() -> None:
    """War Path: "Attack up to 2 Planets." with Scorched Earth Policy: "-2 to your Warfare
    costs. ... that Planet cannot store Resources." """
    game, a, _ = start(seed=120)
    give_permanent(game, a, "T85")
    set_hand(game, a, ["T83", "survey", "survey", "survey", "survey"])
    erkam = add_planet(game, a, ERKAM_W)
    me = game.state.players[a]
    me.fighters = 3
    play(game, "act T83", f"attack {erkam}", "attack 0")  # 4 - 2, then 2 - 2 but at least 1
    assert me.fighters == 0
    assert me.empire[0].face_up and me.empire[erkam].face_up
    assert me.empire[0].barren and me.empire[erkam].barren


def test_imperialism_gives_survey_trade_and_warfare_symbols() -> None:
    """Imperialism (permanent): no text; "provides 1 Survey, 1 Trade, 1 Warfare symbol while in
    your Empire"."""
    base, a, _ = start(seed=121)
    give_permanent(base, a, "T84")
    set_hand(base, a, ["T11"])
    nelos = face_up(base, a, NELOS, filled=True)
    angus = face_up(base, a, ANGUS, filled=True)
    play(base, "skip")
    me = base.state.players[a]
    assert {role: rules.empire_symbols(me, role) for role in rules.Role} == {
        rules.Role.SURVEY: 1,
        rules.Role.WARFARE: 1,
        rules.Role.COLONIZE: 0,
        rules.Role.PRODUCE: 0,
        rules.Role.TRADE: 1,
        rules.Role.RESEARCH: 0,
    }

    game = base.clone()
    play(game, "lead warfare", "done")
    assert game.state.pending[-1].data["fighters"] == 2
    play(game, "collect")
    assert game.state.players[a].fighters == 2

    game = base.clone()
    play(game, "lead survey", "done")
    assert len(game.state.pending[-1].data["planets"]) == 2  # 2 symbols - 1 + 1

    game = base.clone()
    play(game, "lead trade", "done", f"trade {nelos} 0", f"trade {angus} 0")
    assert game.state.players[a].influence == 2
    assert game.pending_kind == "follow"


def test_scorched_earth_policy_cuts_warfare_costs_and_attacked_planets_stay_barren() -> None:
    """Scorched Earth Policy (permanent): "-2 to your Warfare costs. When you Attack a Planet,
    leave a Fighter on it; that Planet cannot store Resources." A settled planet is not
    barren."""
    game, a, _ = start(seed=122)
    give_permanent(game, a, "T85")
    set_hand(game, a, ["T31", "survey", "survey", "survey", "survey"])
    erkam = add_planet(game, a, ERKAM_W)  # Warfare 4 -> 2
    nelos = face_up(game, a, NELOS)
    me = game.state.players[a]
    me.fighters = 2
    play(game, "act T31")
    assert legal(game) == ["collect", "attack 0", f"attack {erkam}"]
    play(game, f"attack {erkam}")
    assert me.fighters == 0
    planet = me.empire[erkam]
    assert planet.face_up and planet.barren and planet.filled == [False]
    play(game, "lead produce", "done")
    assert legal(game) == [f"produce {nelos} 0"]  # never the barren planet

    game, a, _ = start(seed=123)
    give_permanent(game, a, "T85")
    set_hand(game, a, ["survey"] * 5)
    tuck(game, a, 0, ["colonize", "colonize"])
    play(game, "skip", "lead colonize", "done", "settle 0")
    planet = game.state.players[a].empire[0]
    assert planet.face_up and not planet.barren


def test_weapon_emporium_with_scorched_earth_policy() -> None:
    """Weapon Emporium: "You may trade Fighters as if they were Resources." with Scorched Earth
    Policy: "that Planet cannot store Resources": the barren planet holds no resource to
    trade, but fighters are still traded."""
    game, a, _ = start(seed=124)
    give_permanent(game, a, "T74")
    give_permanent(game, a, "T85")
    set_hand(game, a, ["T31", "produce-trade", "survey", "survey", "survey"])
    erkam = add_planet(game, a, ERKAM_W)
    me = game.state.players[a]
    me.fighters = 3
    play(game, "act T31", f"attack {erkam}")
    assert me.fighters == 1 and me.empire[erkam].barren
    play(game, "lead trade", "boost produce-trade", "done")
    assert legal(game) == ["trade-fighter", "done"]
    play(game, "trade-fighter")
    assert me.fighters == 0 and me.influence == 1
    assert game.pending_kind == "follow"  # the second Trade has nothing left to trade


def test_logistics_may_lead_first_and_play_the_action_after_the_role_phase() -> None:
    """Logistics (permanent): "Play the Action and Role phases of your turn in any order." The
    Action decision also offers `lead`; the Action phase then follows the Role phase."""
    game, a, b = start(seed=125)
    give_permanent(game, a, "T86")
    set_hand(game, a, ["T51", "warfare", "survey", "survey", "survey"])
    assert legal(game) == [
        "skip",
        "act T51",
        "act survey",
        "act warfare",
        *(f"lead {role}" for role in ROLES),
    ]
    play(game, "lead warfare", "boost warfare", "done", "collect")
    me = game.state.players[a]
    assert me.fighters == 2
    assert game.current_player == b and game.pending_kind == "follow"
    play(game, "dissent")
    assert game.current_player == a and game.pending_kind == "action"
    assert legal(game) == ["skip", "act T51", "act survey"]  # no second Role phase
    play(game, "act T51")
    assert me.influence == 1
    assert game.pending_kind == "cleanup" and game.current_player == a
    # Choosing the Action first is still the ordinary order.
    game, a, _ = start(seed=125)
    give_permanent(game, a, "T86")
    set_hand(game, a, ["T51", "warfare", "survey", "survey", "survey"])
    play(game, "act T51")
    assert game.pending_kind == "lead"


def test_logistics_then_diverse_markets_counts_the_trades_made_before_it() -> None:
    """Logistics: "Play the Action and Role phases of your turn in any order." with Diverse
    Markets: "+1 Influence for each TYPE of Resource you trade this turn." """
    game, a, _ = start(seed=126)
    give_permanent(game, a, "T86")
    set_hand(game, a, ["T71", "produce-trade", "survey", "survey", "survey"])
    angus = face_up(game, a, ANGUS, filled=True)
    play(game, "lead trade", "boost produce-trade", "done", f"trade {angus} 0", f"trade {angus} 1")
    play(game, "dissent")
    assert game.pending_kind == "action"
    play(game, "act T71")
    assert game.pending_kind == "cleanup"
    assert game.state.players[a].influence == 2 + 2


def test_logistics_then_mobilization_attacks_after_the_role_phase() -> None:
    """Logistics with Mobilization: "Collect 2 Fighters. You may Attack 1 Planet after your Role
    phase this turn." Played after the Role phase, its Attack still comes before cleanup."""
    game, a, _ = start(seed=127)
    give_permanent(game, a, "T86")
    set_hand(game, a, ["T81", "survey", "survey", "survey", "survey"])
    play(game, "lead survey", "done", "keep 0", "dissent", "act T81")
    assert game.pending_kind == "effect" and game.current_player == a
    assert legal(game) == ["attack 0", "pass"]
    play(game, "attack 0")
    assert game.state.players[a].empire[0].face_up
    assert game.pending_kind == "cleanup"


@pytest.mark.parametrize("errata", [False, True])
def test_logistics_errata_takes_an_additional_turn_at_game_end(errata: bool) -> None:
    """Logistics errata (Escalation): "At the end of the game, take an additional turn." Only
    with the errata option; without it the game ends once all have had equal turns."""
    game, a, b = start(seed=128, errata=errata)
    give_permanent(game, a, "T86")
    state = game.state
    state.removed += state.stacks["warfare"][1:]
    state.stacks["warfare"] = state.stacks["warfare"][:1]
    play(game, "skip", "lead warfare", "done", "collect", "dissent")
    finish_cleanup(game)
    assert state.end_triggered and game.current_player == b
    play(game, "skip", "lead survey", "done", "keep 0", "dissent")
    finish_cleanup(game)
    if not errata:
        assert game.is_over and state.turn == 2
        return
    assert not game.is_over and game.current_player == a and state.turn == 2
    assert game.pending_kind == "action"
    play(game, "skip", "lead survey", "done", "keep 0", "dissent")
    finish_cleanup(game)
    assert game.is_over and state.turn == 3


def test_productivity_plays_two_actions() -> None:
    """Productivity (permanent): "You may play an additional card for its Action effect during
    your Action phase." """
    game, a, _ = start(seed=129)
    give_permanent(game, a, "T87")
    set_hand(game, a, ["T51", "T52", "survey", "warfare", "warfare"])
    play(game, "act T51")
    assert game.current_player == a and game.pending_kind == "action"
    assert legal(game) == ["skip", "act T52", "act survey", "act warfare"]
    play(game, "act T52")
    assert game.state.players[a].influence == 2
    assert game.pending_kind == "lead"  # no third Action
    # The additional card is optional.
    game, a, _ = start(seed=129)
    give_permanent(game, a, "T87")
    set_hand(game, a, ["T51", "T52", "survey", "warfare", "warfare"])
    play(game, "act T51", "skip")
    assert game.pending_kind == "lead" and game.state.players[a].influence == 1


def test_productivity_with_improved_research() -> None:
    """Productivity: "You may play an additional card for its Action effect during your Action
    phase." with Improved Research: "Draw 1 card. Remove up to 3 cards in hand from the game."
    The second Action comes after the first is resolved, from what is left in hand."""
    game, a, _ = start(seed=130)
    give_permanent(game, a, "T87")
    set_hand(game, a, ["T61", "T51", "survey", "warfare", "colonize"])
    me = game.state.players[a]
    top = me.deck[-1]
    play(game, "act T61")
    assert top in me.hand
    assert "remove T51" in legal(game) and "remove T61" not in legal(game)
    play(game, "remove survey", "remove warfare", "done")
    assert game.current_player == a and game.pending_kind == "action"
    assert "act T51" in legal(game) and "act T61" not in legal(game)
    play(game, "act T51")
    assert me.influence == 1 and game.pending_kind == "lead"
    assert Counter(keys(me.discard)) == Counter({"T61": 1, "T51": 1})


# --- Fertile, levels 2 and 3 -----------------------------------------------------------------


def test_artificial_intelligence_takes_two_role_cards_from_the_stacks() -> None:
    """Artificial Intelligence (C+P): "Take any 2 Role cards from the stacks into your hand." """
    assert boost_symbols("T91") == printed("T91")
    game, a, _ = start(seed=131)
    set_hand(game, a, ["T91", "survey", "survey", "survey", "survey"])
    sizes = {stack: len(cards) for stack, cards in game.state.stacks.items()}
    play(game, "act T91")
    stacks = ["survey", "warfare", "colonize", "produce-trade", "research"]
    assert legal(game) == [f"take {stack}" for stack in stacks]
    play(game, "take warfare")
    assert legal(game) == [f"take {stack}" for stack in stacks]
    play(game, "take warfare")
    me = game.state.players[a]
    assert keys(me.hand).count("warfare") == 2 and len(me.hand) == 6
    assert len(game.state.stacks["warfare"]) == sizes["warfare"] - 2
    assert game.pending_kind == "lead" and keys(me.discard) == ["T91"]


def test_genetic_engineering_pays_per_resource_type_produced() -> None:
    """Genetic Engineering (P+P): "+1 Influence for each TYPE of Resource you produce this turn."
    Paid at the start of cleanup; a follower's production is not "you"."""
    assert boost_symbols("T92") == printed("T92")
    game, a, b = start(seed=132)
    set_hand(game, a, ["T92", "produce-trade", "produce-trade", "survey", "survey"])
    set_hand(game, b, ["produce-trade", "survey", "survey", "survey", "survey"])
    angus = face_up(game, a, ANGUS)
    nelos = face_up(game, a, NELOS)
    iron = face_up(game, b, SPIELEN)
    play(game, "act T92", "lead produce", "boost produce-trade", "boost produce-trade", "done")
    play(game, f"produce {angus} 0", f"produce {nelos} 0", f"produce {angus} 1")
    me = game.state.players[a]
    assert me.influence == 0
    play(game, "follow", "boost produce-trade", "done", f"produce {iron} 0")
    assert game.pending_kind == "cleanup" and game.current_player == a
    assert me.influence == 2  # Food and Water
    assert game.state.players[b].influence == 0


def test_genetic_engineering_with_abundance_counts_the_full_slots() -> None:
    """Genetic Engineering: "+1 Influence for each TYPE of Resource you produce this turn." with
    Abundance: "Planets you Settle or Attack come into play with Resource slots full."
    The resources that fill the slots are produced."""
    game, a, _ = start(seed=133)
    give_permanent(game, a, "T95")
    set_hand(game, a, ["T92", "survey", "survey", "survey", "survey"])
    angus = add_planet(game, a, ANGUS)  # Warfare 6, Food + Water
    me = game.state.players[a]
    me.fighters = 6
    play(game, "act T92", "lead warfare", "done", f"attack {angus}")
    assert me.empire[angus].filled == [True, True]
    play(game, "dissent")
    assert game.pending_kind == "cleanup"
    assert me.influence == 2


def test_genetic_engineering_with_abundance_errata_counts_the_two_produced() -> None:
    """Genetic Engineering with the Abundance errata: "When you Settle or Attack a Planet
    produce 2 Resources." """
    game, a, _ = start(seed=134, errata=True)
    give_permanent(game, a, "T95")
    set_hand(game, a, ["T92", "survey", "survey", "survey", "survey"])
    angus = add_planet(game, a, ANGUS)
    me = game.state.players[a]
    me.fighters = 6
    play(game, "act T92", "lead warfare", "done", f"attack {angus}")
    assert me.empire[angus].filled == [False, False]
    assert game.pending_kind == "produce" and game.current_player == a
    play(game, f"produce {angus} 0", f"produce {angus} 1")
    play(game, "dissent")
    assert game.pending_kind == "cleanup"
    assert me.influence == 2


def test_terraforming_adds_two_colonies_and_settles_at_the_printed_cost() -> None:
    """Terraforming (C+C): "Add this card to a Planet as 2 Colonies. If that fulfills the printed
    Colonize cost, Settle that Planet." """
    assert boost_symbols("T93") == printed("T93")
    game, a, _ = start(seed=135)
    set_hand(game, a, ["T93", "survey", "survey", "survey", "survey"])
    zhephan = add_planet(game, a, ZHEPHAN)  # Colonize 3
    tuck(game, a, zhephan, ["colonize"])
    play(game, "act T93")
    assert legal(game) == ["tuck 0", f"tuck {zhephan}"]
    play(game, f"tuck {zhephan}")
    me = game.state.players[a]
    assert me.empire[zhephan].face_up and me.empire[zhephan].colonies == []
    assert Counter(keys(me.discard)) == Counter({"T93": 1, "colonize": 1})
    assert game.pending_kind == "lead"

    # Not enough: the card stays as 2 colonies.
    game, a, _ = start(seed=135)
    set_hand(game, a, ["T93", "survey", "survey", "survey", "survey"])
    mik = add_planet(game, a, MIK_MIK)  # Colonize 5
    play(game, "act T93", f"tuck {mik}")
    me = game.state.players[a]
    assert not me.empire[mik].face_up and keys(me.empire[mik].colonies) == ["T93"]
    assert rules.colonies_on(me, me.empire[mik]) == 2


@pytest.mark.parametrize("discount", ["planet", "technology"])
@pytest.mark.parametrize("errata", [False, True])
def test_terraforming_with_colonize_discounts(errata: bool, discount: str) -> None:
    """Terraforming: "If that fulfills the printed Colonize cost, Settle that Planet." Card
    note: "ignore Colonize discounts in your Empire". Errata (Escalation): Terraforming CAN be
    combined with Colonize symbols on planets and permanent technologies in your Empire."""
    game, a, _ = start(seed=136, errata=errata)
    set_hand(game, a, ["T93", "survey", "survey", "survey", "survey"])
    if discount == "planet":
        face_up(game, a, STYKU)  # a Colonize icon: 1 discount
    else:
        give_permanent(game, a, "T94")  # Fertile Ground: C+P+R, 1 discount
    zhephan = add_planet(game, a, ZHEPHAN)  # printed Colonize 3; 2 with the discount
    play(game, "act T93", f"tuck {zhephan}")
    me = game.state.players[a]
    assert me.empire[zhephan].face_up is errata
    if errata:
        assert keys(me.discard) == ["T93"]
    else:
        assert keys(me.empire[zhephan].colonies) == ["T93"]
        assert rules.can_settle(me, me.empire[zhephan])  # the Colonize role could, later


def test_fertile_ground_gives_colonize_produce_and_research_symbols() -> None:
    """Fertile Ground (permanent): no text; "provides 1 Colonize, 1 Produce, 1 Research symbol
    while in your Empire"."""
    base, a, _ = start(seed=137)
    give_permanent(base, a, "T94")
    set_hand(base, a, ["research", "survey", "survey", "survey", "survey"])
    tuck(base, a, 0, ["colonize"])  # start planet: Colonize 2, 1 colony
    face_up(base, a, OKNOW)  # an Advanced planet for a level-1 technology
    angus = face_up(base, a, ANGUS)
    play(base, "skip")

    game = base.clone()
    play(game, "lead research", "boost research", "done")
    assert game.state.pending[-1].data["points"] == 3
    assert "research T11" in legal(game)

    game = base.clone()
    play(game, "lead produce", "done", f"produce {angus} 0", f"produce {angus} 1")
    assert game.state.players[a].empire[angus].filled == [True, True]

    game = base.clone()
    play(game, "lead colonize", "done")
    assert legal(game) == ["colonies", "settle 0"]  # 1 colony + 1 discount = 2


def test_abundance_fills_settled_and_attacked_planets() -> None:
    """Abundance (permanent): "Planets you Settle or Attack come into play with Resource slots
    full." """
    game, a, _ = start(seed=138)
    give_permanent(game, a, "T95")
    set_hand(game, a, ["survey"] * 5)
    angus = add_planet(game, a, ANGUS)
    me = game.state.players[a]
    me.fighters = 6
    play(game, "skip", "lead warfare", "done", f"attack {angus}")
    assert me.empire[angus].face_up and me.empire[angus].filled == [True, True]

    game, a, _ = start(seed=139)
    give_permanent(game, a, "T95")
    set_hand(game, a, ["survey"] * 5)
    tuck(game, a, 0, ["colonize", "colonize"])
    play(game, "skip", "lead colonize", "done", "settle 0")
    assert game.state.players[a].empire[0].filled == [True]

    # With Scorched Earth Policy the attacked planet is barren: nothing to fill.
    game, a, _ = start(seed=140)
    give_permanent(game, a, "T95")
    give_permanent(game, a, "T85")
    set_hand(game, a, ["survey"] * 5)
    erkam = add_planet(game, a, ERKAM_W)
    game.state.players[a].fighters = 2
    play(game, "skip", "lead warfare", "done", f"attack {erkam}")
    planet = game.state.players[a].empire[erkam]
    assert planet.barren and planet.filled == [False]


def test_abundance_errata_produces_four_when_researched_and_two_on_each_flip() -> None:
    """Abundance errata (Escalation): "Produce 4 Resources. When you Settle or Attack a Planet,
    produce 2 Resources." The 4 are produced when it comes into play."""
    game, a, _ = start(seed=141, errata=True)
    set_hand(game, a, ["research"] * 5)
    new_texas = face_up(game, a, NEW_TEXAS)
    angus = face_up(game, a, ANGUS)  # 2 Fertile planets, 4 empty slots
    play(game, "skip", "lead research", *["boost research"] * 4, "done")
    assert "research T95" in legal(game)
    play(game, "research T95")
    assert game.pending_kind == "produce" and game.current_player == a
    assert game.state.pending[-1].data["left"] == 4
    play(game, f"produce {new_texas} 0", f"produce {new_texas} 1", f"produce {angus} 0")
    play(game, f"produce {angus} 1")
    me = game.state.players[a]
    assert me.empire[new_texas].filled == [True, True] and me.empire[angus].filled == [True, True]
    assert game.pending_kind == "follow"

    game, a, _ = start(seed=142, errata=True)
    give_permanent(game, a, "T95")
    set_hand(game, a, ["survey"] * 5)
    tuck(game, a, 0, ["colonize", "colonize"])
    nelos = face_up(game, a, NELOS)
    play(game, "skip", "lead colonize", "done", "settle 0")
    me = game.state.players[a]
    assert me.empire[0].filled == [False]  # not full: produced instead
    assert game.pending_kind == "produce" and game.state.pending[-1].data["left"] == 2
    assert legal(game) == ["produce 0 0", f"produce {nelos} 0"]
    play(game, "produce 0 0", f"produce {nelos} 0")
    assert me.empire[0].filled == [True] and me.empire[nelos].filled == [True]
    assert game.pending_kind == "follow"


def test_dissension_draws_two_when_dissenting() -> None:
    """Dissension (permanent): "Draw 1 additional card when Dissenting." """
    game, a, b = start(seed=143)
    give_permanent(game, b, "T96")
    set_hand(game, a, ["survey"] * 5)
    other = game.state.players[b]
    before = len(other.hand)
    top_two = other.deck[-2:]
    play(game, "skip", "lead warfare", "done", "collect", "dissent")
    assert len(other.hand) == before + 2 and set(top_two) <= set(other.hand)
    # The leader's own role is unaffected (no dissent for the leader).
    assert game.pending_kind == "cleanup" and game.current_player == a


def test_bureaucracy_follower_gets_the_warfare_and_colonize_leader_bonus() -> None:
    """Bureaucracy (permanent): "You may use the Leader Bonus when Following the Colonize and
    Warfare Roles." Survey's leader bonus is not one of them."""
    base, a, b = start(seed=144)
    give_permanent(base, b, "T97")
    set_hand(base, a, ["survey"] * 5)
    set_hand(base, b, ["warfare", "colonize", "survey", "survey", "survey"])
    tuck(base, b, 0, ["colonize", "colonize"])  # b's start planet could be settled
    base.state.players[b].fighters = 2

    game = base.clone()
    play(game, "skip", "lead warfare", "done", "collect", "follow", "boost warfare", "done")
    assert game.current_player == b and game.pending_kind == "warfare_role"
    assert legal(game) == ["collect", "attack 0"]
    collected = game.clone()
    play(collected, "collect")
    assert collected.state.players[b].fighters == 3
    play(game, "attack 0")
    other = game.state.players[b]
    assert other.empire[0].face_up and other.fighters == 0

    game = base.clone()
    play(game, "skip", "lead colonize", "done", "colonies", "tuck 0")
    play(game, "follow", "boost colonize", "done")
    assert game.current_player == b and game.pending_kind == "colonize_role"
    assert legal(game) == ["colonies", "settle 0"]
    play(game, "settle 0")
    assert game.state.players[b].empire[0].face_up

    game = base.clone()
    play(game, "skip", "lead survey", "done", "keep 0", "follow", "boost survey", "done")
    assert game.pending_kind == "cleanup"  # 1 symbol, no leader bonus: looks at none

    # Without Bureaucracy a follower only collects.
    game = base.clone()
    game.state.players[b].permanents = []
    game.state.tech_supply.append(CARD_ID_OF_TECH["T96"])
    play(game, "skip", "lead warfare", "done", "collect", "follow", "boost warfare", "done")
    assert game.pending_kind == "cleanup" and game.state.players[b].fighters == 3


@pytest.mark.parametrize("role", ROLES)
def test_bureaucracy_errata_adds_a_symbol_when_following_except_colonize(role: str) -> None:
    """Bureaucracy errata (Escalation): "When following a role +[S][W][P][T][R]": +1 symbol
    when following any role except Colonize; without the errata, none."""
    for errata in (False, True):
        game, a, b = start(seed=145, errata=errata)
        give_permanent(game, b, "T97")
        set_hand(game, a, ["T11"])
        play(game, "skip", f"lead {role}", "done")
        while game.current_player == a:
            play(game, legal(game)[0])
        assert game.current_player == b and game.pending_kind == "follow"
        play(game, "follow")
        assert game.pending_kind == "boost"
        extra = 1 if errata and role != "colonize" else 0
        assert game.state.pending[-1].data["symbols"] == extra


def test_bureaucracy_errata_follower_collects_one_without_cards() -> None:
    """Bureaucracy errata: "When following a role +[W]" and the base text: "You may use the
    Leader Bonus when Following the ... Warfare Roles." """
    game, a, b = start(seed=146, errata=True)
    give_permanent(game, b, "T97")
    set_hand(game, a, ["survey"] * 5)
    set_hand(game, b, ["survey"] * 5)
    play(game, "skip", "lead warfare", "done", "collect", "follow", "done")
    assert game.pending_kind == "warfare_role" and game.state.pending[-1].data["fighters"] == 1
    play(game, "collect")
    assert game.state.players[b].fighters == 1


# --- every face in random play -------------------------------------------------------------

ALL_FACES = [face.key for face in TECH_FACES]


def test_every_face_has_a_scenario_here() -> None:
    """The 45 faces: 24 level-1 Action faces, 9 level-2 Action faces, 12 permanent faces."""
    assert len(ALL_FACES) == 45
    assert set(PRINTED_SYMBOLS) == {f.key for f in TECH_FACES if not f.permanent}
    assert sum(1 for f in TECH_FACES if f.permanent) == 12


def give(game: Game, player: int, face: str) -> None:
    """The technology in hand (swapped for a hand card) or, if permanent, in the Empire."""
    if TECH_FACE[face].permanent:
        give_permanent(game, player, face)
        return
    me = game.state.players[player]
    me.deck.insert(0, me.hand.pop())
    me.hand.append(take_card(game, face))


@pytest.mark.parametrize("errata", [False, True])
@pytest.mark.parametrize("face", ALL_FACES)
def test_random_playout_with_each_technology_keeps_the_invariants(face: str, errata: bool) -> None:
    """Player 0 holds the technology (in hand, or permanent) with 3 face-up planets of its type;
    uniformly random legal actions to the end keep every invariant, and the game ends."""
    number = ALL_FACES.index(face)
    game = new_game(2, seed=1000 + number, errata=errata)
    give(game, 0, face)
    planet_type = TECH_FACE[face].type
    for planet in [p for p in DECK_PLANET_IDS if PLANETS[p].type is planet_type][:3]:
        face_up(game, 0, planet, filled=True)
    game.state.players[0].fighters = 3
    assert violations(game.state) == []
    rng = Rng(seed_state(number * 2 + errata))
    taken: list[str] = []
    while not game.is_over:
        actions = game.legal_actions()
        assert actions, (face, taken[-20:])
        action = actions[rng.below(len(actions))]
        game.apply(action)
        taken.append(str(action))
        assert violations(game.state) == [], (face, taken[-20:])
        assert len(taken) < 20_000, f"{face}: the game did not end"
    assert game.winners()


def test_weapon_emporium_fighters_may_be_kept() -> None:
    """Weapon Emporium: "You *may* trade Fighters": with no resource left the Trade role offers
    `done`, and the fighters stay (resources, by contrast, must be traded)."""
    game, a, _ = start(seed=150)
    give_permanent(game, a, "T74")
    set_hand(game, a, ["produce-trade", "produce-trade", "survey", "survey", "survey"])
    me = game.state.players[a]
    me.fighters = 3
    nelos = face_up(game, a, NELOS, filled=True)
    play(game, "skip", "lead trade", "boost produce-trade", "done")
    assert legal(game) == [f"trade {nelos} 0", "trade-fighter"]  # a resource left: no done
    play(game, f"trade {nelos} 0")
    assert legal(game) == ["trade-fighter", "done"]
    play(game, "done")
    assert me.fighters == 3 and me.influence == 1
