"""A learned evaluation: a seat's chance of winning a position, from the game's own features.

A game names its features and measures them on a (sampled) game, seat by seat (`Learning`).
The model is a logistic regression per player count, fitted offline in CPython on self-play
positions labelled with who won (`tabletop.train`), and shipped as a small JSON file beside the
game's code: evaluating it is a dot product, so the page needs nothing beyond Python. Hard
blends it into its reward; Medium keeps the hand-written `evaluate`, so that the levels differ.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

FORMAT = "tabletop-learned-1"


def sigmoid(z: float) -> float:
    """1 / (1 + e^-z), without overflow far from 0."""
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    e = math.exp(z)
    return e / (1.0 + e)


@dataclass(frozen=True, slots=True)
class Fit:
    """One player count's model: features standardized by `mean` and `scale`, then weighed."""

    mean: tuple[float, ...]
    scale: tuple[float, ...]
    weights: tuple[float, ...]
    bias: float

    def logit(self, features: Sequence[float]) -> float:
        total = self.bias
        for x, m, s, w in zip(features, self.mean, self.scale, self.weights, strict=True):
            total += w * (x - m) / s
        return total


@dataclass(frozen=True, slots=True)
class Model:
    """A game's learned evaluation: its feature names and one `Fit` per player count, with
    how it was trained (so that `python -m tabletop train` can reproduce it)."""

    game: str
    names: tuple[str, ...]
    fits: dict[int, Fit]
    trained: dict[str, Any] = field(default_factory=dict)

    def chance(self, features: Sequence[float], players: int) -> float:
        """The seat's chance of winning, from 0 to 1; a player count without its own fit uses
        the nearest one trained."""
        fit = self.fits.get(players)
        if fit is None:
            fit = self.fits[min(self.fits, key=lambda n: (abs(n - players), n))]
        return sigmoid(fit.logit(features))

    def to_json(self) -> str:
        data = {
            "format": FORMAT,
            "game": self.game,
            "names": list(self.names),
            "fits": {
                str(players): {
                    "mean": list(fit.mean),
                    "scale": list(fit.scale),
                    "weights": list(fit.weights),
                    "bias": fit.bias,
                }
                for players, fit in sorted(self.fits.items())
            },
            "trained": self.trained,
        }
        return json.dumps(data, indent=1) + "\n"

    @classmethod
    def from_json(cls, text: str) -> Model:
        """A model file as written by `to_json` (ValueError naming what is wrong)."""
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"not a {FORMAT} model")
        try:
            return cls._read(data)
        except (KeyError, TypeError, AttributeError) as error:
            raise ValueError(f"the model lacks or misshapes {error}") from None

    @classmethod
    def _read(cls, data: dict[str, Any]) -> Model:
        names = tuple(str(name) for name in data["names"])
        fits: dict[int, Fit] = {}
        for players, raw in data["fits"].items():
            parts = [tuple(float(x) for x in raw[key]) for key in ("mean", "scale", "weights")]
            if any(len(part) != len(names) for part in parts):
                raise ValueError(f"the {players}-player fit does not have {len(names)} features")
            if any(s <= 0 for s in parts[1]):
                raise ValueError(f"the {players}-player fit has a scale that is not positive")
            fits[int(players)] = Fit(parts[0], parts[1], parts[2], float(raw["bias"]))
        if not fits:
            raise ValueError("the model has no fit")
        return cls(str(data["game"]), names, fits, dict(data.get("trained", {})))


@dataclass(frozen=True)
class Learning:
    """What a game gives the learned evaluation: its features' names, how to measure them for
    a seat of a game, and where its model file lies (`package`, `resource`)."""

    names: tuple[str, ...]
    features: Callable[[Any, int], list[float]]
    package: str
    resource: str
    players: Callable[[Any], int]  # the game's player count
    _model: list[Model] = field(default_factory=list, repr=False, compare=False)

    def available(self) -> bool:
        """Whether the game ships a trained model (until it does, Hard uses `evaluate`)."""
        if self._model:
            return True
        return resources.files(self.package).joinpath(self.resource).is_file()

    def covers(self, game: Any) -> bool:
        """Whether a shipped model was trained for this game's player count."""
        return self.available() and self.players(game) in self.model().fits

    def model(self) -> Model:
        """The shipped model, read once; its features must be this game's, in this order."""
        if not self._model:
            text = resources.files(self.package).joinpath(self.resource).read_text("utf-8")
            self._model.append(self.read(text))
        return self._model[0]

    def read(self, text: str) -> Model:
        """A model file's model, refused when trained on other features than these."""
        model = Model.from_json(text)
        if model.names != self.names:
            raise ValueError(f"{self.resource} was trained on other features; train again")
        return model

    def chance(self, game: Any, seat: int) -> float:
        """`seat`'s chance of winning from this (sampled, unfinished) position."""
        return self.model().chance(self.features(game, seat), self.players(game))
