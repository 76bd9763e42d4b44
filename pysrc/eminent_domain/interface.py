"""The game-agnostic interface that bots, saves, the UI and tests are written against.

Eminent Domain's `engine.Game` is one implementation; a sibling game (Microcosm, Chaos Theory,
the 2010 prototype rules) plugs in by providing the same operations, plus a `view_for(game,
player)` projection and a record format of its own.
"""

from __future__ import annotations

from typing import Any, Protocol, Self, runtime_checkable


@runtime_checkable
class TurnBasedGame(Protocol):
    """A playthrough that returns its pending decision instead of blocking on it."""

    @property
    def current_player(self) -> int | None:
        """Whose decision it is (None once the game is over)."""
        ...

    @property
    def is_over(self) -> bool: ...

    def legal_actions(self) -> list[Any]:
        """A finite list, in a stable documented order, of immutable action values whose
        `str()` is a notation that the game's parser turns back into the same value."""
        ...

    def apply(self, action: Any) -> list[dict[str, Any]]:
        """Resolve one decision; refuse illegal or malformed ones without changing anything."""
        ...

    def scores(self) -> list[int]: ...

    def winners(self) -> list[int]: ...

    def clone(self) -> Self: ...
