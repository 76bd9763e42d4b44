"""The deck-building hand: draw from the top of one's deck, and when it is empty shuffle one's
discard pile to make a new deck (the usual rule of deck-building games).

`DeckBuilding` is mixed into a `StackTurn` game whose state has `rng` and players holding
`hand`, `deck` (the last card is the top) and `discard`; the events are the stack's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from tabletop.rng import Rng


class Zones(Protocol):
    """A player's cards."""

    hand: list[int]
    deck: list[int]  # the last card is the top
    discard: list[int]


class Dealt(Protocol):
    rng: int

    @property
    def players(self) -> Sequence[Zones]: ...


class Dealer(Protocol):
    """What the mixin needs of the game it is mixed into."""

    @property
    def reading(self) -> Dealt: ...

    def _event(self, kind: str, **fields: Any) -> None: ...

    def _shuffle(self, items: list[int]) -> None: ...

    def _refill(self, deck: list[int], discard: list[int], **event: Any) -> bool: ...


class DeckBuilding:
    __slots__ = ()

    def _shuffle(self: Dealer, items: list[int]) -> None:
        state = self.reading
        rng = Rng(state.rng)
        rng.shuffle(items)
        state.rng = rng.state

    def _refill(self: Dealer, deck: list[int], discard: list[int], **event: Any) -> bool:
        """An empty deck becomes its shuffled discard pile; False if that is empty too."""
        if not discard:
            return False
        deck.extend(discard)
        discard.clear()
        self._shuffle(deck)
        self._event("reshuffle", **event)
        return True

    def _draw(self: Dealer, index: int, count: int) -> int:
        """Draw cards (2011 rulebook: "Whenever you must draw a card and your deck is empty,
        shuffle your discard pile to create a new deck"; the 2010 rules say the same): as many
        at a time as the deck holds, top first, as if one by one."""
        player = self.reading.players[index]
        deck = player.deck
        drawn = 0
        while drawn < count and (deck or self._refill(deck, player.discard, player=index)):
            take = min(count - drawn, len(deck))
            player.hand.extend(deck[: -take - 1 : -1])
            del deck[-take:]
            drawn += take
        if drawn:
            self._event("draw", player=index, count=drawn)
        return drawn
