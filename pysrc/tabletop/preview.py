"""What a choice will do, said under its button before the player commits to it.

A game's `ui.preview` module gives `will_do(action, view)`: a `Preview` in a few words, with
the structured facts behind them (the symbols a role would resolve with, what they buy, the
score gained) that a test compares with what the engine then does. A choice that would do
nothing says so (`nothing`), and the table draws it so that it looks it (`tabletop.ui.frame`).

Previews are computed from the viewer's view only. Where the engine's own functions need a
whole game, `sample` gives one consistent with the view (the game's `determinize`, as the bots
use it): what a preview reads from it (the viewer's hand, Empire, the public supply) is the
view's, and nothing it says depends on what the sample dealt at random.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tabletop.spec import GameSpec, View
from tabletop.text import t


@dataclass(frozen=True, slots=True)
class Preview:
    """A choice's outcome: `words` to show, whether it does `nothing`, and `facts` (small
    counts by name, e.g. "symbols", "gain", "score") a test checks against the engine."""

    words: str
    nothing: bool = False
    facts: Mapping[str, int] = field(default_factory=dict)


def deciding_only(
    will_do: Callable[[str, View], Preview | None],
) -> Callable[[str, View], Preview | None]:
    """A game's `will_do`, asked only for the seat whose decision is pending: an onlooker, or
    a seat waiting for another, has no choice to preview (tested once, here, for every game)."""

    def will(action: str, view: View) -> Preview | None:
        pending = view["pending"]
        if view["viewer"] is None or pending is None or pending["player"] != view["viewer"]:
            return None
        return will_do(action, view)

    return will


def does_nothing(why: str, **facts: int) -> Preview:
    """A choice that would come to nothing, and why ("no technology you can buy")."""
    return Preview(t("preview.nothing", why=why), True, facts)


# The last view sampled and its game: a table's buttons preview one view many times.
_last: list[Any] = [None, None]


def sample(spec: GameSpec[Any], view: View) -> Any:
    """A game consistent with `view` (`spec.determinize`), the same one for the same view
    object; callers clone it before applying anything."""
    if _last[0] is not view:
        _last[0], _last[1] = view, spec.determinize(view, 0)
    return _last[1]


def resolve_boosting(game: Any, seat: int) -> list[dict[str, Any]]:
    """For games where a role is led or followed, then boosted with cards (`boost <card>`)
    until `done` resolves it: every card that boosts, then `done`, until the engine's
    `resolve` event for `seat`; the events. The most a role can do, as leading or following
    previews it."""
    events: list[dict[str, Any]] = []
    while game.current_player == seat and not any(
        e["type"] == "resolve" and e.get("player") == seat for e in events
    ):
        legal = [str(a) for a in game.legal_actions()]
        boosts = [a for a in legal if a.startswith("boost ")]
        if not boosts and "done" not in legal:
            break
        events += game.apply(boosts[0] if boosts else "done")
    return events
