"""`GameState.from_dict` reads back what `to_dict` wrote, and refuses anything else."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eminent_domain.engine import Game
from eminent_domain.spec import SPEC
from eminent_domain.state import (
    FRAME_KINDS,
    Config,
    EmpirePlanet,
    Frame,
    GameState,
    PlayerState,
)
from tabletop.rng import Rng
from tabletop.simulate import configs

# Every configuration: 2, 3 and 4 players, every variant, errata on and off.
CONFIGS = sorted(
    {Config.from_dict(config) for config in configs(SPEC)},
    key=lambda c: (c.players, c.variant, c.errata),
)


def round_trip(state: GameState) -> GameState:
    return GameState.from_dict(json.loads(json.dumps(state.to_dict())))


def playout_states(config: Config, seed: int) -> list[GameState]:
    """A clone of the state after every decision of a random game, the end included."""
    game = Game.new(config, seed)
    rng = Rng(seed)
    states = [game.state.clone()]
    while not game.is_over:
        actions = game.legal_actions()
        game.apply(actions[rng.below(len(actions))])
        states.append(game.state.clone())
    return states


def test_every_configuration_is_covered() -> None:
    assert len(CONFIGS) == 20


@pytest.mark.parametrize("seed", range(len(CONFIGS)))
def test_every_state_of_a_random_game_round_trips(seed: int) -> None:
    """At every step of a random game, the end included: equal, the same JSON (key order
    too), directly and after a JSON round trip."""
    states = playout_states(CONFIGS[seed], seed)
    assert states[-1].game_over
    for state in states:
        data = state.to_dict()
        again = GameState.from_dict(data)
        assert again == state
        assert round_trip(state) == state
        assert json.dumps(again.to_dict()) == json.dumps(data)


@pytest.mark.parametrize("config", CONFIGS[::3], ids=str)
def test_a_game_read_back_mid_way_plays_on_exactly_like_the_original(config: Config) -> None:
    game = Game.new(config, 5)
    rng = Rng(5)
    for step in range(400):
        if game.is_over:
            break
        if step % 50 == 0:
            copy_ = Game(round_trip(game.state))
            probe_rng = Rng(rng.state)
            original = game.clone()
            for _ in range(30):
                if original.is_over:
                    break
                actions = original.legal_actions()
                assert copy_.legal_actions() == actions
                action = actions[probe_rng.below(len(actions))]
                assert copy_.apply(action) == original.apply(action)
            assert copy_.state == original.state
        actions = game.legal_actions()
        game.apply(actions[rng.below(len(actions))])


def test_the_state_read_back_shares_no_list_with_the_data() -> None:
    game = Game.new(Config(3, "standard", True), 11)
    data = copy.deepcopy(game.state.to_dict())
    state = GameState.from_dict(data)
    before = json.dumps(data)
    state.players[0].hand.clear()
    state.players[0].empire[0].filled.append(True)
    state.stacks["survey"].clear()
    state.pending[-1].data["played"] = 7
    state.pending.clear()
    assert json.dumps(data) == before


def test_the_parts_round_trip_on_their_own() -> None:
    planet = EmpirePlanet(3, True, [], [True], True)
    assert EmpirePlanet.from_dict(planet.to_dict()) == planet
    player = PlayerState([1, 2], [3], [4], [5], [planet], [(134, "T97")], 2, 3)
    assert PlayerState.from_dict(json.loads(json.dumps(player.to_dict()))) == player
    frame = Frame("effect", 1, {"steps": [["remove_self", 2]], "card": 80})
    assert Frame.from_dict(json.loads(json.dumps(frame.to_dict()))) == frame
    assert set(FRAME_KINDS) == set(Game._LEGAL) == set(Game._RESOLVE)


def test_stacks_come_back_in_the_rulebook_order_whatever_order_they_are_given() -> None:
    """The order of the stacks is the order of `take` actions: it must not follow the data."""
    state = Game.new(Config(2), 3).state
    data = state.to_dict()
    data["stacks"] = dict(reversed(list(data["stacks"].items())))
    assert list(GameState.from_dict(data).stacks) == list(state.stacks)


def _valid() -> dict[str, Any]:
    """A mid-game state with a face-up planet, a permanent and a pending effect."""
    game = Game.new(Config(2, "standard", False), 8)
    state = game.state
    player = state.players[state.pending[-1].player]
    player.empire[0].face_up = True
    player.empire[0].filled = [False]
    card = state.tech_supply.pop()  # T96, a permanent card
    player.permanents.append((card, "T97"))
    state.pending.append(Frame("effect", 0, {"steps": [["remove_self", 2]]}))
    return copy.deepcopy(state.to_dict())


def _set(path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    data = _valid()
    target: Any = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


def _drop(path: tuple[Any, ...]) -> dict[str, Any]:
    data = _valid()
    target: Any = data
    for key in path[:-1]:
        target = target[key]
    del target[path[-1]]
    return data


GARBAGE = {
    "not an object": [],
    "a missing field": _drop(("turn",)),
    "an unknown field": _set(("cheat",), 1),
    "a bad config": _set(("config", "players"), 9),
    "a bool for an int": _set(("turn",), True),
    "a float for an int": _set(("influence_supply",), 3.0),
    "a negative count": _set(("influence_spare",), -1),
    "an rng beyond 64 bits": _set(("rng",), 2**64),
    "a string for a bool": _set(("game_over",), "false"),
    "too few players": _set(("players",), [_valid()["players"][0]]),
    "a start seat out of range": _set(("start",), 2),
    "an unknown card id": _set(("players", 0, "hand"), [0, 135]),
    "a card id as a string": _set(("removed",), ["1"]),
    "an unknown planet": _set(("planet_deck",), [33]),
    "a missing stack": _drop(("stacks", "survey")),
    "stacks as a list": _set(("stacks",), []),
    "a player field missing": _drop(("players", 1, "fighters")),
    "a planet field missing": _drop(("players", 0, "empire", 0, "barren")),
    "a filled flag not a bool": _set(("players", 0, "empire", 0, "filled"), [1]),
    "an unknown technology face": _set(("players", 0, "permanents"), [[133, "T99"]]),
    "a face on the wrong card": _set(("players", 0, "permanents"), [[96, "T97"]]),
    "a permanent not a pair": _set(("players", 0, "permanents"), [[134]]),
    "an unknown decision kind": _set(("pending", 0, "kind"), "teleport"),
    "a decision for no player": _set(("pending", 0, "player"), 2),
    "decision data not an object": _set(("pending", 0, "data"), []),
    "an object in decision data": _set(("pending", 0, "data", "steps"), [{"a": 1}]),
    "a null in decision data": _set(("pending", 0, "data", "card"), None),
    "lists nested too deep": _set(("pending", 0, "data", "steps"), [[[1]]]),
    "an extra turn for no player": _set(("extra_turns",), [0, 5]),
    "turn effects not strings": _set(("turn_effects",), [1]),
}


def test_the_valid_example_is_valid() -> None:
    assert GameState.from_dict(_valid()).to_dict() == _valid()


@pytest.mark.parametrize("case", GARBAGE)
def test_garbage_is_refused_with_a_value_error(case: str) -> None:
    with pytest.raises(ValueError):
        GameState.from_dict(GARBAGE[case])


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 140) | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=8,
)


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix] if prefix else []
    if isinstance(data, dict):
        for key, value in data.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += _paths(value, (*prefix, index))
    return found


PATHS = _paths(_valid())


@settings(max_examples=300, deadline=None)
@given(path=st.sampled_from(PATHS), value=JSON)
def test_any_one_value_replaced_gives_a_state_or_a_value_error(
    path: tuple[Any, ...], value: Any
) -> None:
    try:
        state = GameState.from_dict(_set(path, value))
    except ValueError:
        return
    assert GameState.from_dict(state.to_dict()) == state
