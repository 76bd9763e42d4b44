"""Chaos Theory's rules, clause by clause: each test cites seed 000 (the designer's v2.1 text)
or the reading chosen in docs/rules-notes-chaos-theory.md where the seed is silent."""

from __future__ import annotations

from typing import Any

import pytest

import chaos_theory
from chaos_theory import SPEC
from chaos_theory.actions import ActionError
from chaos_theory.cards import BOARD, ROLES, START_TILES, TILE, TILES, TRACKS
from chaos_theory.engine import MAX_ROUNDS, Game, empire_symbols, new_state, score
from chaos_theory.state import Planet
from tabletop.rng import Rng
from tests.chaos_theory.helpers import F, dice, kinds, legal, level, planets, play, table

# --- set-up ----------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_set_up_six_dice_a_face_down_start_planet_and_five_tiles_on_show(players: int) -> None:
    """Seed 000, set-up: "Draw 5 planet tiles and place them FACE UP above the Survey slots";
    "Each player takes 6 dice and rolls them"; "1 start planet at random ... FACE DOWN"."""
    game = Game.new(SPEC.default_config(players), 7)
    s = game.state
    assert len(s.display) == 5 and len(s.bag) == 31
    assert sorted(s.bag + s.display) == sorted(t.id for t in TILES)
    starts = [p.empire[0].tile for p in s.players]
    assert len(set(starts)) == players and set(starts) <= {t.id for t in START_TILES}
    for player in s.players:
        assert sum(player.dice) == 6 and player.used == 0
        assert [p.face_up for p in player.empire] == [False]
    assert s.supply == 12 * players  # reconstructed: 12 tokens a player
    assert game.current_player == s.start and legal(game) == [
        f"role {r}" for r in ("survey", "warfare", "colonize", "produce", "trade", "research")
    ]


@pytest.mark.parametrize("players", [0, 1, 6, "2", 2.0, True, None])
def test_an_impossible_player_count_is_refused_as_the_spec_refuses_it(players: Any) -> None:
    """Every constructor refuses what `SPEC.config` refuses, in its words: one seat used to
    deal a game for one, six crashed with an IndexError. The set-up is left unchanged."""
    config = {**SPEC.default_config(), "players": players}
    message = f"Eminent Domain: Chaos Theory is for 2, 3, 4, 5 players, not {players!r}"
    with pytest.raises(ValueError) as refused:
        SPEC.config(config)
    assert str(refused.value) == message
    for constructor in (chaos_theory.new, Game.new, new_state):
        with pytest.raises(ValueError) as refused:
            constructor(config, 7)
        assert str(refused.value) == message
    assert config == {**SPEC.default_config(), "players": players}


def test_the_start_player_and_the_dice_come_from_the_seed() -> None:
    """Seed 000: "Determine a Start player via any method": the seeded generator, so that a
    link replays the same game."""
    starts = {Game.new(SPEC.default_config(5), seed).state.start for seed in range(40)}
    assert starts == {0, 1, 2, 3, 4}
    a, b = (Game.new(SPEC.default_config(3), 11).state for _ in range(2))
    assert a.to_json() == b.to_json()


def test_the_token_pool_option_keeps_48_for_two_to_four_players() -> None:
    """Open point (tokens for 2-4 players): 12 a player by default; option `fixed`: 48, and
    the 60 the seed gives at 5 players."""
    assert (
        Game.new(SPEC.config({**SPEC.default_config(2), "tokens": "fixed"}), 1).state.supply == 48
    )
    assert (
        Game.new(SPEC.config({**SPEC.default_config(5), "tokens": "fixed"}), 1).state.supply == 60
    )
    assert Game.new(SPEC.default_config(5), 1).state.supply == 60


# --- choosing, boosting, resolving ---------------------------------------------------------------


def test_boost_with_matching_active_dice_which_go_to_the_used_pile() -> None:
    """Seed 000, 2. Boost the Role: "any number of your active dice with symbols matching the
    role symbol ... Place any used dice into your Used pile"."""
    game = table()
    dice(game, 0, colonize=2, warfare=1, politics=1)
    play(game, "role colonize")
    assert [a for a in legal(game) if a.startswith("die")] == ["die colonize"]
    play(game, "die colonize")
    player = game.state.players[0]
    assert player.dice[F["colonize"]] == 1 and player.used == 6 - 4 + 1
    events = play(game, "done")
    resolve = next(e for e in events if e["kind"] == "resolve")
    assert resolve["symbols"] == 1 + 1  # a die and the leader bonus


def test_produce_and_trade_share_one_face() -> None:
    """Seed 000 (v2.1): the dice's Produce and Trade sides become one Produce/Trade side."""
    for role in ("produce", "trade"):
        game = table()
        dice(game, 0, produce_trade=2)
        play(game, f"role {role}")
        assert "die produce_trade" in legal(game)


def test_planet_and_tech_icons_and_the_leader_bonus_add_symbols() -> None:
    """Seed 000: "Roles may also be boosted with role icons on face-up planets or techs you own.
    You also get a leader bonus of +1 role symbol (+2 Role Symbols for Survey ...)"."""
    game = table()
    planets(game, 0, "M01", "M02", up=True)  # two Survey icons
    game.state.players[0].levels[TRACKS.index("metallic")] = 2  # Survey Network
    dice(game, 0, survey=1)
    events = play(game, "role survey", "die survey")
    assert next(e for e in events if e["kind"] == "resolve")["symbols"] == 1 + 2 + 1 + 2


def test_the_view_counts_each_roles_icons_as_the_role_does() -> None:
    """The view's `symbols` (what the table and the Easy player read) are the icons a role
    adds: face-up planets only, and every technology owned, Galactic Hegemony's included."""
    game = table()
    planets(game, 0, "M01", "M02", up=True)
    planets(game, 0, "A01", up=False)
    game.state.players[0].levels[TRACKS.index("metallic")] = 2
    game.state.players[0].levels[TRACKS.index("diverse")] = 5
    counted = SPEC.view(game, 1)["players"][0]["symbols"]
    assert counted == {role: empire_symbols(game.state.players[0], role) for role in ROLES}
    assert counted["survey"] == 2 + 1 + 1  # two planets, Survey Network, Hegemony


def test_a_follower_has_no_leader_bonus() -> None:
    """Seed 000, Follow: "use any number of their own active dice ... (as well as icons on
    face-up planets or techs owned by that player)"; the bonus is the leader's."""
    game = table()
    dice(game, 1, produce_trade=2)
    events = play(game, "role produce", "follow", "die produce_trade", "die produce_trade")
    resolves = [e for e in events if e["kind"] == "resolve"]
    assert [(e["player"], e["symbols"], e["leader"]) for e in resolves] == [
        (0, 1, True),
        (1, 2, False),
    ]


# --- following and dissenting --------------------------------------------------------------------


def test_each_opponent_in_turn_order_follows_or_dissents() -> None:
    """Seed 000, 3. Resolve the Role: "Each opponent in turn order may choose to Follow or
    Dissent"."""
    game = table(4)
    game.state.leader = game.state.start = 2
    game.state.pending = {"kind": "lead", "player": 2}
    game = Game(game.state)
    seen = []
    play(game, "role research")
    while game.state.role == "research":
        seen.append(game.current_player)
        play(game, "dissent")
    assert seen == [3, 0, 1]


def test_dissent_rerolls_dice_that_share_any_face() -> None:
    """Seed 000, Dissent: "re-roll any number of their active dice that all share the same
    symbol. This need not be the symbol of the chosen role!"."""
    game = table()
    dice(game, 1, warfare=3, politics=1)
    play(game, "role survey", "pass", "dissent")  # the leader's 2 symbols could take a tile
    rerolls = [a for a in legal(game) if a.startswith("reroll")]
    assert rerolls == [
        "reroll warfare 1",
        "reroll warfare 2",
        "reroll warfare 3",
        "reroll politics 1",
    ]
    events = play(game, "reroll warfare 2")
    reroll = next(e for e in events if e["kind"] == "reroll")
    assert (reroll["count"], sum(reroll["faces"]), reroll["why"]) == (2, 2, "dissent")
    player = game.state.players[1]
    assert sum(player.dice) == 4 and player.used == 2
    kept = {F["warfare"], F["politics"]}  # the dice not re-rolled
    assert player.dice == [n + (k in kept) for k, n in enumerate(reroll["faces"])]


def test_reroll_plus_one_may_take_a_die_from_the_used_pile() -> None:
    """Seed 000: "for each 'Re-roll +1' ability that player has, they may re-roll 1 additional
    die, no matter what symbol it shows. This additional die MAY come from ... the Used pile"."""
    game = table()
    planets(game, 1, "A01", "F01", up=True)
    levels = game.state.players[1].levels
    levels[TRACKS.index("advanced")] = levels[TRACKS.index("fertile")] = 1  # two Re-roll +1
    dice(game, 1, survey=2, colonize=1)
    play(game, "role trade", "dissent", "reroll survey 2")
    assert legal(game) == ["extra colonize", "extra used", "done"]
    play(game, "extra used")
    assert legal(game) == ["extra colonize", "extra used", "done"]
    events = play(game, "extra colonize")
    reroll = next(e for e in events if e["kind"] == "reroll")
    assert (reroll["count"], reroll["from_used"]) == (4, 1)
    player = game.state.players[1]
    assert sum(player.dice) == 4 and player.used == 2


def test_followers_may_settle_and_attack() -> None:
    """Seed 000: "Unlike the card game, in this game, you CAN Settle a planet when following!"
    and "you CAN Attack a planet when following! But ... you don't get the leader bonus
    discount"."""
    game = table()
    planets(game, 1, "F01")  # Colonize 3
    dice(game, 1, colonize=3)
    play(game, "role colonize", "follow", "die colonize", "die colonize", "die colonize")
    assert legal(game) == ["settle 0", "settle 1", "pass"]  # the start planet costs 2
    play(game, "settle 1")
    assert game.state.players[1].empire[1].face_up
    game = table()
    planets(game, 1, "A02")  # Warfare 3
    game.state.players[1].fighters = 3
    game.state.supply -= 3
    play(game, "role warfare", "pass", "follow")
    assert legal(game) == ["collect", "attack 0", "attack 1", "pass"]
    play(game, "attack 1")
    assert game.state.players[1].fighters == 0 and game.state.players[1].empire[1].face_up


# --- the six roles -------------------------------------------------------------------------------


def test_survey_takes_one_affordable_tile_and_the_rest_slide_down() -> None:
    """Seed 000, Survey: "Choose any of those planets you can afford, then slide the rest of the
    planets down. Do not draw a planet ... yet! Restock the planets at the end of the role"."""
    game = table()
    dice(game, 0, survey=2)
    play(game, "role survey", "die survey", "die survey")
    assert legal(game) == ["take 0", "take 1", "take 2", "pass"]  # 4 symbols: costs 2, 3, 4
    play(game, "take 1")
    assert game.state.display == ["A04", "M12", "A12", "F12"]
    assert game.state.players[0].empire[-1] == Planet("F08", False)
    dice(game, 1, survey=3)
    play(game, "follow", "die survey", "die survey", "die survey")
    assert legal(game) == ["take 0", "take 1", "pass"]  # no bonus: 3 symbols
    events = play(game, "take 0")
    assert game.state.players[1].empire[-1].tile == "A04"
    restock = next(e for e in events if e["kind"] == "restock")
    assert len(restock["tiles"]) == 2 and game.state.display[:3] == ["M12", "A12", "F12"]
    assert len(game.state.display) == 5


def test_warfare_collects_a_fighter_a_symbol_plus_one_for_the_leader() -> None:
    """Seed 000, Warfare: "Collect 1 Fighter for each Warfare icon"; leader bonus "1 Warfare
    icon or -1 Warfare cost"."""
    game = table()
    dice(game, 0, warfare=2)
    dice(game, 1, warfare=2)
    play(game, "role warfare", "die warfare", "die warfare", "collect")
    play(game, "follow", "die warfare", "die warfare", "collect")
    assert [p.fighters for p in game.state.players] == [3, 2]
    assert game.state.supply == 24 - 5


def test_the_leader_attacks_one_fighter_cheaper_and_fighters_go_back() -> None:
    """Seed 000: "Attack a planet instead, at a discount of 1 Fighter ... discard a number of
    Fighters equal to the Warfare cost and Flip the planet". Paid Fighters return to the
    supply (rules notes)."""
    game = table()
    planets(game, 0, "M06")  # Warfare 4
    game.state.players[0].fighters = 3
    game.state.supply -= 3
    play(game, "role warfare")
    assert legal(game) == ["collect", "attack 0", "attack 1", "pass"]  # start planet: 2
    events = play(game, "attack 1")
    assert game.state.players[0].fighters == 0 and game.state.supply == 24
    assert next(e for e in events if e["kind"] == "attack")["cost"] == 3


def test_colonize_settles_a_face_down_planet_whose_cost_is_met() -> None:
    """Seed 000, Colonize: "Spend as many Colonize icons as the Colonize cost of a face down
    planet in your empire to Settle that planet". A Warfare-only tile cannot be settled."""
    game = table()
    planets(game, 0, "F05", "F06")  # Colonize 4; Warfare-only
    dice(game, 0, colonize=3)
    play(game, "role colonize", "die colonize", "die colonize", "die colonize")
    assert legal(game) == ["settle 0", "settle 1", "pass"]


def test_produce_never_beyond_storage() -> None:
    """Seed 000, Produce: "Each planet can store 1 resource. You may not produce more resources
    than you have planets to store them on". By default a face-down planet stores too (open
    point, option `storage`)."""
    game = table()
    planets(game, 0, "F01")
    dice(game, 0, produce_trade=4)
    play(game, "role produce", *["die produce_trade"] * 4)
    assert game.state.players[0].resources == 2  # two planets, both face down
    game = table(storage="face_up")
    planets(game, 0, "F01", up=True)
    dice(game, 0, produce_trade=4)
    play(game, "role produce", *["die produce_trade"] * 4)
    assert game.state.players[0].resources == 1  # only the face-up planet


def test_trade_moves_resources_to_the_score_pile() -> None:
    """Seed 000, Trade: "move a resource token from a planet in your empire into your score
    pile. Each of these tokens will be worth 1 Influence point"."""
    game = table()
    player = game.state.players[0]
    player.resources = 1
    game.state.supply -= 1
    dice(game, 0, produce_trade=2)
    play(game, "role trade", "die produce_trade", "die produce_trade")
    assert (player.resources, player.traded) == (0, 1)
    assert score(game.state, 0) == 1


def test_research_pays_the_cost_and_meets_the_planet_prerequisite() -> None:
    """Seed 000, Research: "Pay the appropriate cost and satisfy the planet prerequisite to
    advance your Technology marker"; one space per role (rules notes)."""
    game = table()
    planets(game, 0, "A01", up=True)
    dice(game, 0, research=1)
    play(game, "role research", "die research")  # 2 symbols
    assert legal(game) == ["research advanced", "pass"]  # Fertile/Metallic: no planet
    play(game, "research advanced")
    assert game.state.players[0].levels == [1, 0, 0, 0]


def test_the_oversight_committee_gives_a_seventh_die_once() -> None:
    """Seed 000: "Place 1 die per player near the Oversight Committee tech space" (its cost,
    prerequisite and effect reconstructed: 3 Research, 2 face-up planets, a 7th die)."""
    game = table()
    planets(game, 0, "A01", up=True)
    game.state.players[0].empire[0].face_up = True
    dice(game, 0, research=2)
    play(game, "role research", "die research", "die research")
    assert "research oversight" in legal(game)
    play(game, "research oversight")
    player = game.state.players[0]
    assert player.oversight and sum(player.dice) + player.used == 7
    off = table(oversight=False)
    planets(off, 0, "A01", up=True)
    off.state.players[0].empire[0].face_up = True
    dice(off, 0, research=2)
    play(off, "role research", "die research", "die research")
    assert "research oversight" not in legal(off)


# --- used dice, Politics -------------------------------------------------------------------------


def test_used_dice_are_rolled_back_at_the_end_of_their_owners_turn() -> None:
    """Open point (when Used dice return), reconstructed: at the end of your own turn, after
    everyone followed or dissented; a follower's stay used until their own turn ends."""
    game = table()
    dice(game, 0, research=1)
    dice(game, 1, research=1)
    events = play(game, "role research", "die research", "follow", "die research")
    back = [e for e in events if e["kind"] == "reroll"]
    assert [(e["player"], e["why"], e["count"]) for e in back] == [(0, "return", 6)]
    assert game.state.players[1].used == 6 and sum(game.state.players[0].dice) == 6


def test_option_each_role_rolls_everyones_used_dice_back() -> None:
    game = table(used_dice="each_role")
    dice(game, 1, research=1)
    events = play(game, "role research", "follow", "die research")
    back = [(e["player"], e["count"]) for e in events if e["kind"] == "reroll"]
    assert back == [(0, 6), (1, 6)]


def test_politics_turns_another_die_to_any_face() -> None:
    """Open point (Politics), reconstructed default: when boosting, following or dissenting,
    move an active Politics die to Used to set another active die to any face."""
    game = table()
    dice(game, 0, politics=1, warfare=1)
    play(game, "role survey")
    assert "die politics" not in legal(game) and "set warfare survey" in legal(game)
    play(game, "set warfare survey")
    player = game.state.players[0]
    assert player.dice[F["survey"]] == 1 and player.dice[F["politics"]] == 0
    assert legal(game) == ["die survey", "done"]


def test_option_wild_politics_boosts_any_role() -> None:
    game = table(politics="wild")
    dice(game, 0, politics=1, warfare=1)
    play(game, "role survey")
    assert legal(game) == ["die politics", "done"]


# --- the end and the score -----------------------------------------------------------------------


def test_the_last_token_taken_ends_the_game_once_the_role_is_over() -> None:
    """Seed 000, Game End: "Play continues until the last Fighter/Resource/Influence token is
    taken from the supply"; the role in progress is finished (rules notes)."""
    game = table()
    game.state.players[1].fighters = 23
    game.state.supply = 1
    dice(game, 0, warfare=1)
    events = play(game, "role warfare", "die warfare", "collect")
    assert "end_triggered" in kinds(events) and not game.is_over
    assert game.current_player == 1  # the opponent still follows or dissents
    events = play(game, "dissent")
    assert game.is_over and kinds(events)[-1] == "game_over"


def test_a_display_that_cannot_be_restocked_ends_the_game() -> None:
    """Seed 000: "or when there are not enough planets to fully restock the Survey display at
    the end of a Survey role"."""
    game = table()
    game.state.bag = game.state.bag[:0]
    dice(game, 0, survey=1)
    events = play(game, "role survey", "die survey", "take 0", "dissent")
    assert game.is_over and ("end_triggered" in kinds(events))


def test_score_planets_bonus_traded_and_techs() -> None:
    """Seed 000: "2 Influence for each face-up planet (+1 ...)", "1 Influence for each resource
    traded", Level 3/4/5 technologies 1/2/3. Passed spaces count (open point, option
    `tech_influence`)."""
    game = table()
    planets(game, 0, "A09", up=True)  # +1 bonus
    planets(game, 0, "F01", up=True)
    player = game.state.players[0]
    player.traded = 4
    player.levels[TRACKS.index("fertile")] = 4  # levels 3 and 4: 1 + 2
    assert score(game.state, 0) == 3 + 2 + 4 + 3
    high = table(tech_influence="highest")
    high.state.players[0].levels[TRACKS.index("fertile")] = 4
    assert score(high.state, 0) == 2
    assert [t.influence for t in BOARD["diverse"]] == [0, 0, 1, 2, 3]


def test_a_tie_goes_to_the_most_fighters_and_resources_then_is_shared() -> None:
    """The seed gives no tie-break; the card game's is used (rules notes)."""
    game = table(3)
    for seat, (fighters, resources) in enumerate([(1, 1), (2, 0), (0, 1)]):
        game.state.players[seat].fighters = fighters
        game.state.players[seat].resources = resources
    assert game.winners() == [0, 1]


def test_a_game_that_would_never_end_stops_after_forty_rounds() -> None:
    """Not a rule: a safety against players who never take tokens nor Survey."""
    game = table()
    game.state.turn = MAX_ROUNDS * 2 - 1
    play(game, "role research", "dissent")
    assert game.is_over


# --- technologies -----------------------------------------------------------------------------


def test_scorched_earth_makes_attacks_cheaper_but_never_free() -> None:
    """Reconstructed board: Scorched Earth, "Your Warfare costs are -1 (minimum 1)"."""
    game = table()
    planets(game, 0, "M06")  # Warfare 4
    level(game, 0, "metallic", 4)
    game.state.players[0].fighters = 2
    game.state.supply -= 2
    play(game, "role warfare")
    assert legal(game) == ["collect", "attack 0", "attack 1", "pass"]  # 4 - 1 - 1; 2 - 2 -> 1
    play(game, "attack 0")
    assert game.state.players[0].fighters == 1


def test_weapon_emporium_trades_fighters_once_resources_are_gone() -> None:
    game = table()
    level(game, 0, "advanced", 4)
    player = game.state.players[0]
    player.resources, player.fighters = 1, 3
    game.state.supply -= 4
    dice(game, 0, produce_trade=2)
    play(game, "role trade", "die produce_trade", "die produce_trade")
    # 2 dice, the leader's 1 and Trade Relay's (level 2, passed): 4 symbols, 1 resource
    assert legal(game) == ["fighters 1", "fighters 2", "fighters 3", "pass"]
    play(game, "fighters 2")
    assert (player.resources, player.fighters, player.traded) == (0, 1, 3)


def test_trade_network_stores_two_a_planet_and_abundance_fills_a_flipped_one() -> None:
    game = table()
    level(game, 0, "diverse", 4)
    level(game, 0, "fertile", 4)
    planets(game, 0, "F01")
    dice(game, 0, colonize=2)
    play(game, "role colonize", "die colonize", "die colonize", "settle 1")
    player = game.state.players[0]
    assert player.empire[1].face_up and player.resources == 1  # Abundance
    dice(game, 0, produce_trade=6)
    game.state.leader = 0
    game.state.pending = {"kind": "lead", "player": 0}
    game = Game(game.state)
    play(game, "role produce", *["die produce_trade"] * 6)
    assert game.state.players[0].resources == 4  # two planets, two each


def test_bureaucracy_and_galactic_council_add_a_symbol() -> None:
    game = table()
    level(game, 0, "diverse", 3)  # Galactic Council: +1 when leading
    level(game, 1, "fertile", 5)  # Bureaucracy: +1 when following
    events = play(game, "role produce", "follow")
    resolves = [(e["player"], e["symbols"]) for e in events if e["kind"] == "resolve"]
    # Leader: bonus + Council. Follower: Agrarian Collective (level 2, passed) + Bureaucracy.
    assert resolves == [(0, 2), (1, 2)]


def test_adaptability_lets_one_research_die_boost_another_role_once() -> None:
    game = table()
    level(game, 0, "advanced", 5)
    dice(game, 0, research=2, colonize=1)
    play(game, "role colonize")
    assert legal(game) == ["die colonize", "die research", "done"]
    play(game, "die research")
    assert legal(game) == ["die colonize", "done"]


def test_mobilization_collects_then_attacks_when_leading_warfare() -> None:
    game = table()
    level(game, 0, "metallic", 5)
    play(game, "role warfare", "collect")
    assert game.state.players[0].fighters == 2  # the leader's +1 and Armory (level 3)
    assert game.state.pending is not None and game.state.pending["kind"] == "attack"
    assert legal(game) == ["attack 0", "pass"]  # start planet: 2 - 1 (leader) - 1 (Scorched)


def test_diplomacy_dissents_by_setting_a_die_to_any_face() -> None:
    game = table()
    level(game, 1, "diverse", 1)
    dice(game, 1, warfare=1)
    play(game, "role produce", "dissent")
    assert "fix warfare survey" in legal(game) and "fix warfare politics" not in legal(game)
    play(game, "fix warfare survey")
    assert game.state.players[1].dice[F["survey"]] == 1


def test_streamlining_rerolls_active_dice_with_the_used_ones() -> None:
    game = table()
    level(game, 0, "diverse", 2)
    dice(game, 0, warfare=2)
    play(game, "role research", "dissent")
    assert legal(game) == ["pick warfare", "done"]
    events = play(game, "pick warfare", "done")
    back = next(e for e in events if e["kind"] == "reroll")
    assert (back["count"], back["from_used"]) == (5, 4)


def test_galactic_hegemony_gives_a_symbol_of_every_role() -> None:
    game = table()
    level(game, 0, "diverse", 5)
    events = play(game, "role trade")
    assert next(e for e in events if e["kind"] == "resolve")["symbols"] == 1 + 1 + 1  # + Council


def test_a_decision_with_a_single_choice_is_taken_by_itself() -> None:
    """Interface reading (rules notes): nobody is asked to press "done" or "pass" alone."""
    game = table()
    dice(game, 0, survey=1)
    events = play(game, "role survey", "die survey")  # the last die: Boost ends by itself
    assert "resolve" in kinds(events)
    assert legal(game) == ["take 0", "take 1", "pass"]


def test_bad_actions_are_refused_and_change_nothing() -> None:
    game = table()
    before = game.state.to_json()
    for bad in ("role politics", "take 9", "die", "follow", "reroll warfare 0", ""):
        with pytest.raises(ActionError):
            game.apply(bad)
    assert game.state.to_json() == before


def test_tiles_are_twelve_a_type_with_the_2013_costs() -> None:
    """Seed 000: "36 Planet tiles (12 of each Advanced, Fertile, Metallic)"."""
    for type_ in ("advanced", "fertile", "metallic"):
        assert sum(1 for t in TILES if t.type == type_) == 12
    assert (TILE["A01"].colonize_cost, TILE["A01"].warfare_cost, TILE["A01"].icon) == (
        3,
        None,
        "trade",
    )
    assert (TILE["M11"].colonize_cost, TILE["M11"].warfare_cost, TILE["M11"].influence) == (6, 6, 3)
    assert [t.status for t in TILES[:4]] == ["sourced", "sourced", "sourced", "reconstructed"]


def test_the_easy_player_leads_research_when_a_space_is_within_reach() -> None:
    """The Easy bot (chaos_theory/bots.py) once never led Research, so bot games had no
    technologies; it now does when its dice and planets pay for a space."""
    game = table()
    planets(game, 0, "A01", up=True)
    dice(game, 0, research=1)
    view = SPEC.view(game, 0)
    assert SPEC.policy(view, Rng(1)) == "role research"
