"""Eminent Domain's bots: they end games, its views hide even card ids, and they are measurable
in the arena. The bots are the core's (`tabletop.bots`; their legal answers and their
blindness to all but the view are checked for every game in `tests/tabletop`);
what they know of this game is `eminent_domain.policy` (the spec's policy and
evaluate)."""

from __future__ import annotations

import ast
import itertools
import re
from collections import Counter
from pathlib import Path

import pytest

from eminent_domain import policy
from eminent_domain.cards import CARD_KEYS, TECH_FACE
from eminent_domain.engine import Game
from eminent_domain.invariants import violations
from eminent_domain.planets import PLANETS, back
from eminent_domain.policy import evaluate
from eminent_domain.spec import SPEC
from eminent_domain.state import Config, GameState
from eminent_domain.view import policy_view, view_for
from tabletop import arena
from tabletop.bots import Bot
from tabletop.bots import make_bot as make_any_bot
from tabletop.rng import Rng
from tabletop.simulate import configs

POLICY = Path(__file__).resolve().parents[2] / "pysrc" / "eminent_domain" / "policy.py"


def make_bot(level: str, seed: int = 0, budget: int | None = None) -> Bot:
    """The core's bot of `level`, for this game."""
    return make_any_bot(level, SPEC, seed, budget)


def positions(games: int, seed: int) -> list[Game]:
    """Positions from random games over every configuration, a few per game."""
    found = []
    rng = Rng(seed)
    set_ups = itertools.cycle(configs(SPEC))
    for number, config in zip(range(games), set_ups, strict=False):
        game = Game.new(Config.from_dict(config), seed + number)
        step = 0
        while not game.is_over:
            if step % 17 == 0:
                found.append(game.clone())
            options = game.legal_actions()
            game.apply(options[rng.below(len(options))])
            step += 1
    return found


@pytest.mark.parametrize("level", ["random", "easy"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_games_between_bots_terminate(level: str, players: int) -> None:
    """Whole games of the search bots are the arena's (`tests/tabletop/test_arena.py` plays
    Hard against Hard); they end as any game of legal answers does, by the turn limit."""
    game = Game.new(Config(players), players)
    bots = [make_bot(level, seed) for seed in range(players)]
    for _ in range(50_000):
        if game.is_over:
            break
        seat = game.current_player
        assert seat is not None
        game.apply(bots[seat].choose(view_for(game, seat)))
    assert game.is_over


HIDDEN_PARTS = (
    "opponents' hands",
    "deck orders",
    "planet deck",
    "face-down planets",
    "card ids",
    "rng",
)


def _back(planet: int) -> tuple[str, int, int]:
    card = PLANETS[planet]
    return (card.type.value, card.colonize_cost, card.warfare_cost)


def disturb_hidden(state: GameState, viewer: int, seed: int) -> GameState:
    """The same game as `viewer` sees it, with everything `view_for` hides dealt anew:
    which of an opponent's hand-and-deck cards are in hand, every deck order, the planet deck,
    opponents' face-down planets (among the unseen planets with the same back) and the planets
    an opponent is surveying, which card of a key has which id, and the RNG."""
    other = state.clone()
    rng = Rng(seed)
    relabel: dict[int, int] = {}
    for key in set(CARD_KEYS):
        ids = [card for card, its in enumerate(CARD_KEYS) if its == key]
        shuffled = ids.copy()
        rng.shuffle(shuffled)
        relabel.update(zip(ids, shuffled, strict=True))

    def swap(cards: list[int]) -> list[int]:
        return [relabel[card] for card in cards]

    for player in other.players:
        player.hand, player.deck = swap(player.hand), swap(player.deck)
        player.discard, player.in_play = swap(player.discard), swap(player.in_play)
        player.permanents = [(relabel[card], face) for card, face in player.permanents]
        for entry in player.empire:
            entry.colonies = swap(entry.colonies)
    other.stacks = {stack: swap(cards) for stack, cards in other.stacks.items()}
    other.tech_supply, other.removed = swap(other.tech_supply), swap(other.removed)
    for frame in other.pending:
        if "card" in frame.data:
            frame.data["card"] = relabel[frame.data["card"]]
        if "cards" in frame.data:
            frame.data["cards"] = swap(frame.data["cards"])

    for index, player in enumerate(other.players):
        if index == viewer:
            rng.shuffle(player.deck)
            continue
        pool = player.hand + player.deck
        rng.shuffle(pool)
        player.hand, player.deck = pool[: len(player.hand)], pool[len(player.hand) :]

    face_down = [
        entry
        for index, player in enumerate(other.players)
        if index != viewer
        for entry in player.empire
        if not entry.face_up
    ]
    surveys = [f for f in other.pending if f.player != viewer and "planets" in f.data]
    unseen = other.planet_deck + [entry.planet for entry in face_down]
    unseen += [planet for frame in surveys for planet in frame.data["planets"]]
    rng.shuffle(unseen)
    for entry in face_down:
        entry.planet = next(p for p in unseen if _back(p) == _back(entry.planet))
        unseen.remove(entry.planet)
    for frame in surveys:
        count = len(frame.data["planets"])
        frame.data["planets"], unseen = unseen[:count], unseen[count:]
    other.planet_deck = unseen
    other.rng = seed * 7919 + 1
    return other


def hidden_parts_changed(state: GameState, twin: GameState, viewer: int) -> set[str]:
    """Which hidden parts of `state` differ in `twin`."""

    def keys(cards: list[int]) -> list[str]:
        return sorted(CARD_KEYS[card] for card in cards)

    opponents = [i for i in range(len(state.players)) if i != viewer]
    changed = {
        "opponents' hands": any(
            keys(state.players[i].hand) != keys(twin.players[i].hand) for i in opponents
        ),
        "deck orders": any(
            [CARD_KEYS[c] for c in a.deck] != [CARD_KEYS[c] for c in b.deck]
            for a, b in zip(state.players, twin.players, strict=True)
        ),
        "planet deck": state.planet_deck != twin.planet_deck,
        "face-down planets": any(
            a.planet != b.planet
            for i in opponents
            for a, b in zip(state.players[i].empire, twin.players[i].empire, strict=True)
        ),
        "card ids": any(
            a.hand + a.deck + a.discard != b.hand + b.deck + b.discard
            for a, b in zip(state.players, twin.players, strict=True)
        ),
        "rng": state.rng != twin.rng,
    }
    return {part for part, differs in changed.items() if differs}


def test_the_views_hide_card_ids_and_the_generator_too() -> None:
    """Every part of the state that `view_for` hides is dealt anew, beyond what the spec's
    `perturb` reshuffles (which card of a key has which id, the RNG): the seat's view and
    playout view stay the same, while the true states really differ. (That bots read only
    the view is checked for every game: `bots_see_only_the_view` in the conformance suite.)"""
    compared = 0
    changed: Counter[str] = Counter()
    for number, game in enumerate(positions(30, seed=77)):
        seat = game.current_player
        assert seat is not None
        twin = Game(disturb_hidden(game.state, seat, number))
        assert violations(twin.state) == []  # a game that could really be
        assert view_for(twin, seat) == view_for(game, seat)
        assert policy_view(twin, seat) == policy_view(game, seat)
        assert twin.state != game.state
        changed.update(hidden_parts_changed(game.state, twin.state, seat))
        compared += 1
    assert compared > 300
    # Every hidden part really was different in many positions (opponents' face-down planets
    # only exist once someone has surveyed, so that part is rarer).
    for part in HIDDEN_PARTS:
        assert changed[part] > 0.5 * compared, (part, changed[part], compared)


def test_the_bots_knowledge_never_imports_the_true_state() -> None:
    """Architecture: the Easy rules see views only; the game's bot knowledge imports no
    engine or state module (`evaluate` reads the sampled games the search bots give them)."""
    forbidden = {"eminent_domain.engine", "eminent_domain.state"}
    for path in [POLICY]:
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert node.module not in forbidden, (path.name, node.module)
            if isinstance(node, ast.Import):
                assert not {alias.name for alias in node.names} & forbidden, path.name


def test_the_arena_plays_this_game_with_its_options(capsys: pytest.CaptureFixture[str]) -> None:
    """`python -m tabletop arena --game eminent-domain`: Easy beats Random in a variant, and
    the game's own rules on its options are the arena's."""
    args = ["--game", SPEC.id, "--bots", "easy,random", "--games", "12", "--seed", "3"]
    assert arena.main([*args, "--option", "variant=level1"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    match = re.fullmatch(r"winrate\[easy\]=([0-9.]+) winrate\[random\]=([0-9.]+)", lines[-1])
    assert match, lines[-1]
    assert float(match.group(1)) > float(match.group(2))
    assert any("95%" in line for line in lines[:-1])
    assert arena.main([*args, "--option", "variant=extended3"]) == 2  # its rule: 3 players
    assert "3-player" in capsys.readouterr().err
    assert arena.main([*args, "--option", "errata=true", "--games", "2"]) == 0
    three = ["--game", SPEC.id, "--bots", "easy,random,easy", "--players", "2", "--games", "1"]
    assert arena.main(three) == 2
    assert "do not fit" in capsys.readouterr().err


def test_the_spec_gives_the_core_this_games_bot_knowledge() -> None:
    assert SPEC.policy is policy.policy
    assert SPEC.evaluate is policy.evaluate
    assert SPEC.playout_view is policy_view


def test_medium_evaluation_is_the_seats_lead() -> None:
    """Medium scores a position by the seat's lead over its best opponent."""
    game = Game.new(Config(3), 4)
    assert evaluate(game, 0) == 0.0  # nobody has anything yet
    game.state.players[1].influence = 3
    assert evaluate(game, 1) == 3.0
    assert evaluate(game, 0) == -3.0
    game.state.players[0].fighters = 5  # fighters count for a fifth of a point
    assert evaluate(game, 0) == -2.0


def test_the_easy_rules_tables_read_as_the_cards_do() -> None:
    """`Seat.best_tech_value` reads technology faces and planet types from tables built once,
    and a planet's back comes from `planets.BACKS`: at positions of random games of every
    set-up, for every number of Research symbols, the value is the one worked out plainly
    from the cards, and each back is its planet's printed type and costs."""
    for number, planet in enumerate(PLANETS):
        assert back(number) == {
            "type": planet.type.value,
            "colonize_cost": planet.colonize_cost,
            "warfare_cost": planet.warfare_cost,
        }
        assert back(number) is not back(number)  # each view's own
    valued = 0
    for game in positions(40, seed=5):
        seat = game.current_player
        assert seat is not None
        view = policy_view(game, seat)
        me = policy.Seat(view)
        for points in range(9):
            plain = 0.0
            for key in view["tech_supply"]:
                face = TECH_FACE[key]
                face_up = sum(
                    1 for e in me.empire if e["face_up"] and PLANETS[e["planet"]].type is face.type
                )
                if face.cost <= points and face_up >= face.level:
                    plain = max(plain, policy.WEIGHTS["technology"] + face.influence)
            assert me.best_tech_value(points) == plain
            valued += plain > 0
    assert valued > 50  # positions where some technology could be researched
