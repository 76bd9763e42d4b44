"""The engine's narrow interface: determinism, replay, refusals that change nothing, views."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from eminent_domain.actions import ALLOWED, SIGNATURES, parse
from eminent_domain.engine import Game
from eminent_domain.spec import SPEC
from eminent_domain.state import Config
from eminent_domain.view import view_for
from tabletop import record as records
from tabletop import spec as core
from tabletop.actions import Action, ActionError, IllegalAction, MalformedAction
from tabletop.record import RecordError
from tabletop.rng import Rng
from tabletop.simulate import Tally, configs, play_random, simulate
from tabletop.spec import event_for

from .action_text import NON_DECIMAL_DIGITS, VERBS, action_texts, mutated, non_text
from .helpers import legal


def random_game(config: Config, seed: int, steps: int | None = None) -> tuple[Game, list[str]]:
    game = Game.new(config, seed)
    rng = Rng(seed + 99)
    actions: list[str] = []
    while not game.is_over and (steps is None or len(actions) < steps):
        options = game.legal_actions()
        action = options[rng.below(len(options))]
        game.apply(action)
        actions.append(str(action))
    return game, actions


def test_random_playouts_keep_every_invariant_end_and_replay() -> None:
    """Over 2, 3 and 4 players, every variant, errata on and off (each of the 20 set-ups 15
    times): every role card, planet and token accounted for; no negative counts; hand limits
    after cleanup; every game ends; and replaying each game's record gives the same state.
    The long run is the command line's: `python -m tabletop simulate --games 2000`."""
    tally, _ = simulate(SPEC, 300, configs(SPEC), seed=2026)
    assert tally.games == 300
    assert (tally.errors, tally.invariant_breaks, tally.replay_mismatches) == (0, 0, 0), (
        tally.first_problem
    )


def test_random_playouts_cycle_through_every_configuration() -> None:
    seen = {(c["players"], c["variant"], c["errata"]) for c in configs(SPEC)}
    assert len(seen) == 3 * 3 * 2 + 2  # 3 counts x 3 variants x errata; extended3 x errata
    tally = Tally()
    game = Game.new(Config(4, "standard", True), 1)
    play_random(SPEC, game, Rng(1), tally)
    assert game.is_over and tally.invariant_breaks == 0


def test_same_seed_and_actions_give_the_same_game_even_if_random_is_disturbed() -> None:
    config = Config(3)
    first, actions = random_game(config, seed=5)
    random.seed(12345)
    random.random()
    second = Game.new(config, 5)
    for action in actions:
        random.shuffle(list(range(10)))  # the rules must not use the global generator
        second.apply(action)
    assert second.state == first.state
    assert second.state.to_dict() == first.state.to_dict()


def test_different_seeds_give_different_deals() -> None:
    hands = {tuple(Game.new(Config(2), seed).state.players[0].hand) for seed in range(10)}
    assert len(hands) > 1


def test_replay_of_the_record_equals_the_live_state_and_round_trips_as_json() -> None:
    for players in (2, 3, 4):
        game, actions = random_game(Config(players), seed=players)
        record = records.make(SPEC, Config(players).to_dict(), players, actions)
        assert records.replay(records.loads(records.dumps(record))).state == game.state


def test_clone_is_independent() -> None:
    game, _ = random_game(Config(2), seed=3, steps=40)
    copy = game.clone()
    before = json.dumps(game.state.to_dict())
    copy.apply(copy.legal_actions()[-1])
    assert json.dumps(game.state.to_dict()) == before


def test_each_decisions_legal_actions_are_worked_out_about_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Speed (issue "Speed you can feel"): settling, `legal_actions` and `apply` share one
    list per decision; before, each worked it out again (3.3 times per decision)."""
    calls = 0
    work_out = Game._legal

    def counted(game: Game, frame: object) -> object:
        nonlocal calls
        calls += 1
        return work_out(game, frame)  # type: ignore[arg-type]

    monkeypatch.setattr(Game, "_legal", counted)
    decisions = 0
    for seed in range(6):
        game = Game.new(Config(2 + seed % 3), seed)
        rng = Rng(seed)
        while not game.is_over:
            actions = game.legal_actions()
            game.apply(actions[rng.below(len(actions))])
            decisions += 1
    # Settling also asks frames that turn out to have no choice, hence a little over one.
    assert calls < 1.5 * decisions


def test_the_kept_legal_actions_are_a_copy_and_go_when_the_state_is_taken() -> None:
    game = Game.new(Config(2), 8)
    rng = Rng(8)
    while game.pending_kind != "action" or game.turn < 2:
        actions = game.legal_actions()
        game.apply(actions[rng.below(len(actions))])
    first = game.legal_actions()
    assert any(a.verb == "act" for a in first)
    first.clear()
    assert game.legal_actions()
    state = game.state  # whoever takes the state may change it
    state.players[state.pending[-1].player].hand.clear()
    assert [a.verb for a in game.legal_actions()] == ["skip"]


def fits(kind: str, word: str) -> bool:
    """The notation's rule for one argument, stated independently of the parser."""
    if kind == "int":
        return word.isascii() and word.isdigit() and len(word) <= 3 and str(int(word)) == word
    return word in ALLOWED[kind]


def well_formed(text: object) -> bool:
    if not isinstance(text, str):
        return False
    verb, *args = text.split() or [""]
    signature = SIGNATURES.get(verb)
    return (
        signature is not None
        and len(args) == len(signature)
        and all(fits(kind, arg) for kind, arg in zip(signature, args, strict=True))
    )


@settings(max_examples=200, deadline=None)
@given(text=action_texts())
def test_parse_returns_a_round_tripping_action_or_refuses_it_as_malformed(text: str) -> None:
    """Near-valid texts from the parser's own vocabulary reach every check of every verb; any
    exception other than MalformedAction fails the test."""
    try:
        action = parse(text)
    except MalformedAction:
        assert not well_formed(text), text
        return
    assert well_formed(text), text
    assert str(action) == " ".join(text.split())
    assert parse(str(action)) == action


@settings(max_examples=50, deadline=None)
@given(value=non_text())
def test_parse_refuses_values_that_are_not_text(value: object) -> None:
    with pytest.raises(MalformedAction, match="an action is text"):
        parse(value)


@pytest.mark.parametrize("verb", VERBS)
def test_every_verb_takes_exactly_its_arguments(verb: str) -> None:
    """Each argument position against a word of every kind; one argument more and one less."""
    samples = {kind: sorted(words)[:3] + sorted(words)[-2:] for kind, words in ALLOWED.items()}
    samples["int"] = ["0", "7", "42", "999", "1000", "-1", "07", "٣"]
    signature = SIGNATURES[verb]
    good = [sorted(samples[kind])[0] if kind != "int" else "3" for kind in signature]
    assert parse(" ".join([verb, *good])) == Action(verb, tuple(good))
    for position, kind in enumerate(signature):
        for words in samples.values():
            for word in words:
                args = [*good[:position], word, *good[position + 1 :]]
                text = " ".join([verb, *args])
                if fits(kind, word):
                    assert parse(text) == Action(verb, tuple(args))
                else:
                    with pytest.raises(MalformedAction, match="is not"):
                        parse(text)
    for args in ([*good, "1"], good[:-1]) if good else (["1"], ["survey"]):
        with pytest.raises(MalformedAction, match="argument"):
            parse(" ".join([verb, *args]))


@pytest.mark.parametrize("digit", NON_DECIMAL_DIGITS)
def test_digits_that_int_refuses_are_malformed(digit: str) -> None:
    """Found by fuzzing: parse() took '²' for a digit (str.isdigit) and int() then raised a
    bare ValueError instead of MalformedAction."""
    with pytest.raises(MalformedAction):
        parse(f"attack {digit}")


@settings(max_examples=120, deadline=None)
@given(
    players=st.sampled_from([2, 3, 4]),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 200),
    data=st.data(),
)
def test_malformed_or_illegal_actions_leave_the_state_unchanged(
    players: int, seed: int, steps: int, data: st.DataObject
) -> None:
    game, _ = random_game(Config(players), seed, steps)
    legal_texts = [str(a) for a in game.legal_actions()] if not game.is_over else ["skip"]
    text = data.draw(
        st.one_of(action_texts(), st.sampled_from(legal_texts).flatmap(mutated), non_text())
    )
    try:
        action = parse(text)
    except MalformedAction:
        expected: type[ActionError] = MalformedAction
    else:
        assume(game.is_over or action not in game.legal_actions())
        expected = IllegalAction
    if not isinstance(text, str):
        expected = ActionError  # a non-text value is refused, as malformed or as illegal
    before = json.dumps(game.state.to_dict())
    with pytest.raises(expected):
        game.apply(text)  # type: ignore[arg-type]
    assert json.dumps(game.state.to_dict()) == before


def test_an_action_from_another_moment_is_illegal_and_changes_nothing() -> None:
    game = Game.new(Config(2), 1)
    assert game.pending_kind == "action"
    before = json.dumps(game.state.to_dict())
    with pytest.raises(IllegalAction):
        game.apply("follow")
    with pytest.raises(MalformedAction):
        game.apply("lead diplomacy")
    with pytest.raises(MalformedAction):
        game.apply("attack 01")
    assert json.dumps(game.state.to_dict()) == before


def test_every_legal_action_round_trips_through_its_notation() -> None:
    game, _ = random_game(Config(4), seed=11, steps=0)
    rng = Rng(4)
    seen = 0
    while not game.is_over and seen < 400:
        options = game.legal_actions()
        for action in options:
            assert parse(str(action)) == action
        assert len(set(options)) == len(options), "legal actions are listed once each"
        game.apply(options[rng.below(len(options))])
        seen += 1


def test_views_never_show_hidden_cards_deck_orders_or_the_rng() -> None:
    game, _ = random_game(Config(3), seed=21, steps=60)
    state = game.state
    for viewer in range(3):
        view = view_for(game, viewer)
        text = json.dumps(view)
        assert "rng" not in view and str(state.rng) not in text
        for index, player in enumerate(view["players"]):
            assert player["deck_size"] == len(state.players[index].deck)
            assert "deck" not in player
            if index != viewer:
                assert player["hand"] is None
                for planet, real in zip(player["empire"], state.players[index].empire, strict=True):
                    assert planet["planet"] == (real.planet if real.face_up else None)
        assert "planet_deck" not in view and view["planet_deck_size"] == len(state.planet_deck)
        if view["pending"] and view["pending"]["player"] != viewer:
            assert view["legal_actions"] == []
            assert "planets" not in view["pending"]["data"]


def test_the_viewer_sees_exactly_the_legal_actions_when_it_is_their_decision() -> None:
    game = Game.new(Config(2), 2)
    me = game.current_player
    assert me is not None
    assert view_for(game, me)["legal_actions"] == legal(game)


@pytest.mark.parametrize(
    ("record", "message"),
    [
        ([], "JSON object"),
        ({"format": "other/9"}, "unsupported format"),
        ({"format": "eminent-domain/1", "config": {}, "seed": 1}, "missing actions"),
        (
            {"format": "eminent-domain/1", "config": {}, "seed": 1, "actions": []},
            "bad config",
        ),
        (
            {
                "format": "eminent-domain/1",
                "config": {"players": 2, "variant": "standard", "errata": False},
                "seed": -1,
                "actions": [],
            },
            "seed",
        ),
    ],
)
def test_bad_records_are_refused_with_a_reason(record: object, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        records.replay(record)


def test_a_tampered_record_names_its_first_illegal_action() -> None:
    _, actions = random_game(Config(2), seed=8, steps=30)
    actions[10] = "keep 99"  # well formed, never legal: no Survey looks at 100 planets
    with pytest.raises(RecordError, match="action 11"):
        records.replay(records.make(SPEC, Config(2).to_dict(), 8, actions))


def test_records_that_are_not_json_are_refused() -> None:
    with pytest.raises(RecordError, match="not valid JSON"):
        records.loads("{truncated")


def test_a_kept_planet_is_secret_to_everyone_but_its_surveyor() -> None:
    game = Game.new(Config(2), 30)
    a = game.current_player
    assert a is not None
    game.apply("skip")
    game.apply("lead survey")
    while game.pending_kind == "boost":
        game.apply("done")
    looked = list(game.state.pending[-1].data["planets"])
    assert view_for(game, a)["pending"]["data"]["planets"] == looked
    assert "planets" not in view_for(game, 1 - a)["pending"]["data"]
    events = game.apply("keep 0")
    kept = next(e for e in events if e["type"] == "survey_keep")
    assert event_for(kept, a)["secret"] == {"planet": looked[0]}
    assert "secret" not in event_for(kept, 1 - a)
    assert view_for(game, 1 - a)["players"][a]["empire"][-1]["planet"] is None
    assert view_for(game, a)["players"][a]["empire"][-1]["planet"] == looked[0]


def test_changing_a_view_never_changes_the_game() -> None:
    game, _ = random_game(Config(2), seed=31, steps=0)
    rng = Rng(31)
    for _ in range(300):
        if game.is_over:
            break
        before = json.dumps(game.state.to_dict())
        for viewer in range(2):
            view = view_for(game, viewer)
            if view["pending"]:
                for value in view["pending"]["data"].values():
                    if isinstance(value, list):
                        value.clear()
                view["pending"]["data"].clear()
            for player in view["players"]:
                player["discard"].clear()
        assert json.dumps(game.state.to_dict()) == before
        options = game.legal_actions()
        game.apply(options[rng.below(len(options))])


def test_the_game_implements_the_cores_game_protocol() -> None:
    game = Game.new(Config(2), 0)
    assert isinstance(game, core.Game)
    assert isinstance(game.clone(), core.Game)
