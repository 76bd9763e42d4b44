"""The conformance suite: every installed game, every player count and option.

Adding a game is registering it in `tabletop.registry`; these tests then cover it. The checks
themselves are in `tabletop.conformance`. A game with many options is covered value by value
(`tabletop.simulate.covering`); `python3 -m tabletop simulate` plays every combination.
"""

from __future__ import annotations

import pytest

from tabletop import conformance, registry
from tabletop.simulate import configs, covering
from tabletop.spec import Config, GameSpec

SET_UPS = [
    pytest.param(spec, config, id=f"{spec.id}-" + "-".join(str(v) for v in config.values()))
    for spec in registry.all_specs()
    for config in covering(spec)
]


@pytest.mark.parametrize(("spec", "config"), SET_UPS)
def test_random_playouts_keep_invariants_and_replay_step_by_step(
    spec: GameSpec, config: Config
) -> None:
    decisions = sum(
        conformance.playout_keeps_invariants_and_replays(spec, config, seed) for seed in (1, 2)
    )
    assert decisions > 10


@pytest.mark.parametrize(("spec", "config"), SET_UPS)
def test_the_same_seed_gives_the_same_game(spec: GameSpec, config: Config) -> None:
    conformance.same_seed_same_game(spec, config, 3)


@pytest.mark.parametrize(("spec", "config"), SET_UPS)
def test_bad_actions_are_refused_and_change_nothing(spec: GameSpec, config: Config) -> None:
    assert conformance.refuses_bad_actions_unchanged(spec, config, 4) > 50


@pytest.mark.parametrize(("spec", "config"), SET_UPS)
def test_views_do_not_change_when_hidden_zones_are_reshuffled(
    spec: GameSpec, config: Config
) -> None:
    assert conformance.views_hide_what_is_hidden(spec, config, 5) > 0


@pytest.mark.parametrize(("spec", "config"), SET_UPS)
def test_a_spectator_sees_only_what_is_public(spec: GameSpec, config: Config) -> None:
    assert conformance.spectators_see_only_what_is_public(spec, config, 5) > 0


@pytest.mark.parametrize(("spec", "config"), SET_UPS)
def test_a_determinized_game_shows_the_same_view(spec: GameSpec, config: Config) -> None:
    assert conformance.determinize_matches_the_view(spec, config, 6) > 0


@pytest.mark.parametrize(
    ("spec", "config"), [p for p in SET_UPS if p.values[0].playout_view is not None]
)
def test_the_playout_view_is_a_part_of_the_view_read_alike(spec: GameSpec, config: Config) -> None:
    assert conformance.playout_view_reads_like_the_view(spec, config, 7) > 3


@pytest.mark.parametrize(
    ("spec", "config"), [p for p in SET_UPS if p.values[0].playout_choice is not None]
)
def test_the_playouts_quick_choice_is_the_policys(spec: GameSpec, config: Config) -> None:
    """`GameSpec.playout_choice` (what a playout takes without building a view) is Easy's
    choice on the view, at every decision of two random games where it answers."""
    answered = sum(conformance.playout_choice_is_the_policys(spec, config, s) for s in (8, 9))
    assert answered > 10 if spec.playout_choice is not None else answered == 0


@pytest.mark.parametrize("spec", registry.all_specs(), ids=lambda spec: spec.id)
def test_reading_a_position_keeps_its_legal_actions(spec: GameSpec) -> None:
    """A playout asks for the legal actions, then builds a view: listing them twice was a
    tenth of Microcosm's search (docs/performance.md, "Cheaper playouts")."""
    assert conformance.readings_keep_the_legal_actions(spec, spec.default_config(), 10) > 10


@pytest.mark.parametrize("spec", registry.all_specs(), ids=lambda spec: spec.id)
def test_the_engine_refuses_a_player_count_the_game_is_not_for(spec: GameSpec) -> None:
    assert conformance.refuses_impossible_player_counts(spec, 8) >= 6


def test_every_installed_game_is_registered_under_its_own_id() -> None:
    for game_id in registry.ids():
        spec = registry.get(game_id)
        assert spec.id == game_id and spec.players and spec.version >= 1
        assert configs(spec), "a game has at least one set-up"
    with pytest.raises(registry.UnknownGame, match="no game called"):
        registry.get("no-such-game")


def test_many_options_are_covered_value_by_value_at_every_player_count() -> None:
    for spec in registry.all_specs():
        chosen = covering(spec)
        every = configs(spec)
        assert all(config in every for config in chosen)
        if len(every) <= 32:
            assert chosen == every
            continue
        assert len(chosen) < len(every)
        for players in spec.players:
            at = [config for config in chosen if config["players"] == players]
            for option in spec.options:
                assert {config[option.name] for config in at} == set(option.values)


# Search bots are slower: they are asked at fewer positions of one game per player count.
ASKED = {"random": (3, 60), "easy": (3, 60), "medium": (5, 8), "hard": (5, 6), "expert": (5, 4)}


@pytest.mark.parametrize("level", list(ASKED))
@pytest.mark.parametrize(
    ("spec", "players"),
    [
        pytest.param(spec, players, id=f"{spec.id}-{players}p")
        for spec in registry.all_specs()
        for players in spec.players
    ],
)
def test_bots_answer_from_the_seats_view_alone(spec: GameSpec, players: int, level: str) -> None:
    config = spec.default_config(players)
    every, most = ASKED[level]
    assert conformance.bots_see_only_the_view(spec, config, 9, level, every=every, most=most) >= 3


@pytest.mark.parametrize(("spec", "config"), SET_UPS)
def test_every_actions_notation_round_trips(spec: GameSpec, config: Config) -> None:
    assert conformance.notation_round_trips(spec, config, 10, every=3, most=25) > 30
