"""The conformance checks catch what they are for: each is run on a game broken on purpose."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from tabletop import conformance, registry
from tabletop.simulate import simulate

SPEC = registry.get("eminent-domain")
CONFIG = SPEC.default_config(3)


def leaky_view(game: Any, seat: int) -> dict[str, Any]:
    """Shows every hand: what the opponents hold is hidden information."""
    view = SPEC.view(game, seat)
    view["hands"] = [sorted(player.hand) for player in game.state.players]
    return view


def test_a_view_showing_hidden_cards_fails_the_perturbation_check() -> None:
    leaky = dataclasses.replace(SPEC, view=leaky_view)
    with pytest.raises(AssertionError, match="sees hidden things"):
        conformance.views_hide_what_is_hidden(leaky, CONFIG, 5)


def test_a_determinization_that_ignores_the_view_fails() -> None:
    careless = dataclasses.replace(SPEC, determinize=lambda view, seed: SPEC.new(CONFIG, seed))
    with pytest.raises(AssertionError, match="view differs"):
        conformance.determinize_matches_the_view(careless, CONFIG, 6)


def test_a_broken_invariant_is_reported_with_its_step() -> None:
    strict = dataclasses.replace(
        SPEC, invariants=lambda game: ["too long"] if game.turn > 3 else []
    )
    with pytest.raises(AssertionError, match="too long"):
        conformance.playout_keeps_invariants_and_replays(strict, CONFIG, 1)


def test_a_state_that_differs_on_replay_fails() -> None:
    counter = iter(range(1_000_000))
    drifting = dataclasses.replace(SPEC, snapshot=lambda game: {"n": next(counter)})
    with pytest.raises(AssertionError, match="replay differs"):
        conformance.playout_keeps_invariants_and_replays(drifting, CONFIG, 1)


def test_a_broken_step_check_is_reported_by_the_suite_and_by_simulate() -> None:
    def no_cleanup(game: Any, events: list[dict[str, Any]]) -> list[str]:
        return ["a cleanup happened"] if any(e["type"] == "cleanup" for e in events) else []

    checked = dataclasses.replace(SPEC, step_checks=no_cleanup)
    with pytest.raises(AssertionError, match="a cleanup happened"):
        conformance.playout_keeps_invariants_and_replays(checked, CONFIG, 1)
    tally, _ = simulate(checked, 1, [CONFIG], seed=1)
    assert tally.invariant_breaks == 1 and "a cleanup happened" in tally.first_problem


def test_an_engine_dealing_any_player_count_fails() -> None:
    lenient = dataclasses.replace(
        SPEC, new=lambda config, seed: SPEC.new({**config, "players": 3}, seed)
    )
    with pytest.raises(AssertionError, match="dealt a game for 0 players"):
        conformance.refuses_impossible_player_counts(lenient, 8)


def test_an_engine_refusing_in_other_words_fails() -> None:
    def vague(config: dict[str, Any], seed: int) -> Any:
        if config["players"] not in SPEC.players:
            raise ValueError("bad set-up")
        return SPEC.new(config, seed)

    with pytest.raises(AssertionError, match="bad set-up"):
        conformance.refuses_impossible_player_counts(dataclasses.replace(SPEC, new=vague), 8)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda view: view.pop("pending"), "pending is 'missing'"),
        (lambda view: view.update(viewer="0"), "viewer is '0'"),
        (lambda view: view.update(legal_actions=[0]), "legal_actions is \\[0\\]"),
        (lambda view: view.update(pending={"kind": "x"}), "not None nor a decision"),
    ],
)
def test_a_view_without_the_keys_the_core_reads_fails(change: Any, message: str) -> None:
    """`BaseView`'s keys are the core's whole reading of a view: each is checked."""

    def broken(game: Any, seat: int | None) -> dict[str, Any]:
        view = SPEC.view(game, seat)
        change(view)
        return view

    with pytest.raises(AssertionError, match=message):
        conformance.views_hide_what_is_hidden(dataclasses.replace(SPEC, view=broken), CONFIG, 5)


def test_a_view_whose_pending_decision_is_not_the_games_fails() -> None:
    def elsewhere(game: Any, seat: int | None) -> dict[str, Any]:
        view = SPEC.view(game, seat)
        if view["pending"] is not None:
            view["pending"]["player"] = (view["pending"]["player"] + 1) % 3
        return view

    with pytest.raises(AssertionError, match="pending is"):
        conformance.spectators_see_only_what_is_public(
            dataclasses.replace(SPEC, view=elsewhere), CONFIG, 5
        )


def test_a_bot_reading_the_true_game_fails_the_blindness_check() -> None:
    """A policy that peeks at the game whose view it was given (here through a stash the
    view fills) answers differently once the hidden cards are reshuffled."""
    stash: dict[str, Any] = {}

    def stashing_view(game: Any, seat: int | None) -> dict[str, Any]:
        stash["game"] = game
        return SPEC.view(game, seat)

    def peeking(view: dict[str, Any], rng: Any) -> str:
        legal: list[str] = view["legal_actions"]
        return legal[int(conformance.digest(SPEC, stash["game"]), 16) % len(legal)]

    cheat = dataclasses.replace(SPEC, view=stashing_view, policy=peeking)
    with pytest.raises(AssertionError, match="sees what the seat cannot"):
        conformance.bots_see_only_the_view(cheat, CONFIG, 9, "easy", every=3, most=60)


class Spaced:
    """An action whose notation has two spaces where its game reads one."""

    def __init__(self, action: Any) -> None:
        self.action = action

    def __str__(self) -> str:
        return str(self.action).replace(" ", "  ")


class SpacedGame:
    """A game whose legal actions write their notation with two spaces."""

    def __init__(self, game: Any) -> None:
        self.game = game

    def __getattr__(self, name: str) -> Any:
        if name == "game":  # not set yet (a copy being made)
            raise AttributeError(name)
        return getattr(self.game, name)

    def legal_actions(self) -> list[Any]:
        return [Spaced(action) for action in self.game.legal_actions()]

    def apply(self, action: Any) -> Any:
        return self.game.apply(action.action if isinstance(action, Spaced) else action)


def test_a_notation_that_is_not_canonical_fails_the_round_trip() -> None:
    spaced = dataclasses.replace(
        SPEC,
        new=lambda config, seed: SpacedGame(SPEC.new(config, seed)),
        snapshot=lambda game: SPEC.snapshot(game.game),
    )
    with pytest.raises(AssertionError, match="is not canonical"):
        conformance.notation_round_trips(spaced, CONFIG, 10, every=3, most=25)
