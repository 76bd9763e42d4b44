"""The learned evaluation (`tabletop.learn`) and its trainer (`tabletop.train`)."""

from __future__ import annotations

import dataclasses
import json
import math
from pathlib import Path

import pytest

from tabletop import registry, train
from tabletop.bots import hard
from tabletop.cli import main
from tabletop.learn import Fit, Learning, Model
from tabletop.rng import Rng, seed_state

ED = registry.get("eminent-domain")


def _model(names: tuple[str, ...] = ("a", "b")) -> Model:
    fit = Fit((0.0,) * len(names), (1.0,) * len(names), (1.0,) + (0.0,) * (len(names) - 1), 0.0)
    return Model("eminent-domain", names, {2: fit}, {"command": "x"})


def test_a_model_file_round_trips_and_bad_files_are_refused() -> None:
    model = _model()
    assert Model.from_json(model.to_json()) == model
    data = json.loads(model.to_json())
    for broken in (
        {**data, "format": "other"},
        {**data, "fits": {}},
        {**data, "fits": {"2": {**data["fits"]["2"], "weights": [1.0]}}},
        {**data, "fits": {"2": {**data["fits"]["2"], "scale": [1.0, 0.0]}}},
        {k: v for k, v in data.items() if k != "names"},
        {**data, "fits": {"2": {"mean": [0.0, 0.0]}}},
        {**data, "fits": []},
    ):
        with pytest.raises(ValueError):
            Model.from_json(json.dumps(broken))


def test_chance_is_the_logistic_of_the_standardized_features() -> None:
    fit = Fit((1.0, 0.0), (2.0, 1.0), (0.5, -1.0), 0.25)
    model = Model("g", ("a", "b"), {3: fit})
    z = 0.25 + 0.5 * (5.0 - 1.0) / 2.0 - 1.0 * 3.0
    assert model.chance([5.0, 3.0], 3) == pytest.approx(1 / (1 + math.exp(-z)))
    assert model.chance([5.0, 3.0], 4) == model.chance([5.0, 3.0], 3)  # the nearest count
    assert model.chance([1e6, -1e6], 3) == 1.0  # no overflow far from even
    assert model.chance([-1e6, 1e6], 3) == 0.0


def test_fit_finds_a_known_logistic_relation() -> None:
    """Labels drawn from chance = logistic(2x - y): the fit recovers the weights' signs and
    ratio, and ignores a feature unrelated to the label."""
    rng = Rng(seed_state(5))
    rows, labels = [], []
    for _ in range(3000):
        x, y, noise = (rng.below(2001) / 1000 - 1 for _ in range(3))
        chance = 1 / (1 + math.exp(-(2 * x - y)))
        rows.append([x, y, noise])
        labels.append(1.0 if rng.below(10**6) < chance * 10**6 else 0.0)
    fitted = train.fit(rows, labels)
    a, b, c = (w / s for w, s in zip(fitted.weights, fitted.scale, strict=True))
    assert a > 1.2 and b < -0.6
    assert a / -b == pytest.approx(2.0, rel=0.35)
    assert abs(c) < 0.35


def test_training_is_reproducible_and_predicts_better_than_a_coin() -> None:
    first = train.train(ED, [2], 30, seed=3)
    again = train.train(ED, [2], 30, seed=3)
    assert first.to_json() == again.to_json()
    assert ED.learning is not None and first.names == ED.learning.names
    quality = first.trained["quality"]["2"]
    assert quality["positions"] > 500
    assert "--games 30 --seed 3" in first.trained["command"]
    other = train.train(ED, [2], 30, seed=4)
    assert other.to_json() != first.to_json()


def test_features_have_their_names_and_are_relative_to_the_best_opponent() -> None:
    """With two players each player feature is the seat's value less the other's, so the two
    seats' rows are opposite; the game's features (whose turn, how late) are not."""
    learning = ED.learning
    assert learning is not None
    game = ED.new(ED.default_config(2), 11)
    while game.turn < 12:
        game.apply(game.legal_actions()[0])
    first, second = (learning.features(game, seat) for seat in range(2))
    assert len(first) == len(second) == len(learning.names)
    players = learning.names.index("my_turn")  # the player features come first
    assert [-x for x in first[:players]] == second[:players]
    assert any(first[:players])
    assert first[players] + second[players] == 1.0  # one of them is deciding


def test_hard_blends_the_learned_chance_in_once_a_model_is_shipped() -> None:
    base = ED.learning
    assert base is not None
    model = Model(ED.id, base.names, train.train(ED, [2], 10, seed=1).fits)
    shipped = dataclasses.replace(base, _model=[model])
    spec = dataclasses.replace(ED, learning=shipped)
    game = ED.new(ED.default_config(2), 2)
    while game.turn < 3:
        game.apply(game.legal_actions()[0])
    squashed = 0.5 + 0.5 * math.tanh(ED.evaluate(game, 0) / hard.SCALE)
    chance = model.chance(base.features(game, 0), 2)
    assert hard.reward(spec, game, 0) == 0.5 * (squashed + chance)
    unshipped = dataclasses.replace(
        ED, learning=dataclasses.replace(base, resource="none.json", _model=[])
    )
    assert hard.reward(unshipped, game, 0) == squashed
    three = ED.new(ED.default_config(3), 2)  # no 3-player fit: the lead alone
    assert hard.reward(spec, three, 0) == 0.5 + 0.5 * math.tanh(ED.evaluate(three, 0) / hard.SCALE)


def test_a_games_own_reward_replaces_the_cores() -> None:
    """`spec.reward`, where a game gives one, is Hard's reward as it stands (Microcosm's: the
    lead, 20 points from even a sure win, in a finished game too)."""
    microcosm = registry.get("microcosm")
    assert microcosm.reward is not None
    game = microcosm.new(microcosm.default_config(2), 3)
    while not game.is_over:
        game.apply(game.legal_actions()[-1])
        lead = microcosm.evaluate(game, 0)
        assert hard.reward(microcosm, game, 0) == min(1.0, max(0.0, 0.5 + lead / 40))
    assert 0 < abs(lead) < 20  # so the core's reward, the win, would be 0 or 1
    assert 0.0 < hard.reward(microcosm, game, 0) < 1.0
    halves = dataclasses.replace(ED, reward=lambda game, seat: 0.5)
    assert hard.reward(halves, ED.new(ED.default_config(2), 2), 0) == 0.5


def test_a_model_trained_on_other_features_is_refused() -> None:
    base = ED.learning
    assert base is not None
    with pytest.raises(ValueError, match="train again"):
        base.read(_model().to_json())
    model = Model(ED.id, base.names, _model(base.names).fits)
    assert base.read(model.to_json()) == model


def test_the_train_command_writes_the_model_and_refuses_bad_runs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "model.json"
    args = ["train", "--game", "eminent-domain", "--players", "2", "--games", "10"]
    assert main([*args, "--seed", "2", "--out", str(out)]) == 0
    assert Model.from_json(out.read_text()).fits.keys() == {2}
    assert main([*args, "--epsilon", "2", "--out", str(out)]) == 2
    assert "epsilon" in capsys.readouterr().err
    assert main(["train", "--game", "microcosm", "--games", "2", "--out", str(out)]) == 2
    assert "no learned evaluation" in capsys.readouterr().err
    assert main([*args, "--players", "5", "--out", str(out)]) == 2


def test_learning_reads_the_shipped_file_once(tmp_path: Path) -> None:
    learning = Learning(("a", "b"), lambda game, seat: [0.0, 0.0], "tabletop", "none", len)
    assert not learning.available()
    with pytest.raises(FileNotFoundError):
        learning.model()
