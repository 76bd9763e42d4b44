"""Expert: Hard's search, each playout judged at four horizons rather than one.

Hard scores a playout once, when the game's horizon is reached (`hard.turns_ahead`), so its
choices lean on whatever Easy happens to do in the turns just before that moment: an action
whose gain comes a turn later, or whose cost comes due a turn later, is misjudged. Expert
plays the same playouts on to two turns beyond Hard's horizon and averages the reward read
at the start of each turn from one short of it to two beyond (four readings of one playout,
the same reward as Hard's). More of Hard's own search never beat Hard; judged this way, the
same search beats Hard in paired games of three of the four games registered, and in the
fourth plays about as Hard does (docs/bots.md, "Expert").

The playouts run about 1.7 times as far, so Expert thinks longer than Hard: in the bots'
worker, stopped at TIME_LIMIT.
"""

from __future__ import annotations

from typing import Any

from tabletop.bots.hard import HardBot, reward
from tabletop.bots.playout import play_out

FIRST, LAST = -1, 2  # the turns read, counted from Hard's horizon
TIME_LIMIT = 3.0  # seconds; the search stops early if it runs this long


def horizons(ahead: int) -> range:
    """The turns, counted from the decision, at whose start a playout is read: Hard's
    horizon `ahead`, one before it (never the turn under way) and two after it."""
    return range(max(1, ahead + FIRST), ahead + LAST + 1)


class ExpertBot(HardBot):
    """Made by `levels.make_bot`, which gives it TIME_LIMIT (Hard's own is shorter)."""

    name = "expert"

    def _judge(self, game: Any, me: int, start: int) -> float:
        """Easy for every seat, the reward for `me` read at each of the `horizons` from turn
        `start` (a finished game's win at the ones it does not reach), their mean."""
        assert self.ahead is not None, "`think` counts the turns before the first try"
        readings = horizons(self.ahead)
        total = 0.0
        for turns in readings:
            play_out(self.policy, game, start + turns)
            total += reward(self.spec, game, me)
        return total / len(readings)
