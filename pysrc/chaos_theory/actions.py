"""Actions: immutable values whose text notation round-trips through `parse`.

A choice of several dice is a series of one-die actions ended by `done`, so a pool of seven
dice never yields hundreds of actions. Faces and roles are named as in `cards`; a planet of
an Empire by its place there (0-based); a display tile by its slot (0 costs 2 ... 4 costs 6).

    role R          lead a role (survey, warfare, colonize, produce, trade, research)
    die F           boost the role with one active die showing F (Politics: option `wild`)
    set F T         Politics: move an active Politics die to Used and turn a die F to T
    done            end a series (boosting, extra dice, Streamlining)
    follow          follow the led role
    dissent         dissent instead
    reroll F N      dissent: re-roll N active dice that show F
    extra F         Re-roll +1: one more active die showing F to re-roll
    extra used      Re-roll +1: one die from the Used pile to re-roll
    fix F T         Diplomacy: dissent by turning one active die F to T
    take K          Survey: the display tile in slot K
    collect         Warfare: collect Fighters
    attack N        Warfare: attack the face-down planet N of your Empire
    settle N        Colonize: settle the face-down planet N of your Empire
    fighters N      Weapon Emporium: trade N Fighters
    research T      Research: the next space of track T, or `oversight`
    pick F          Streamlining: re-roll one more active die showing F
    pass            decline

`legal_actions()` order (links store an action as its index there): roles, faces and tracks
in the order of `cards`; numbers rising; `pass` and `done` last.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from chaos_theory.cards import FACES, OVERSIGHT, ROLES, TRACKS

_FACE = frozenset(FACES)
_ROLE = frozenset(ROLES)
_TRACK = frozenset((*TRACKS, OVERSIGHT))
_NUMBER = frozenset(str(n) for n in range(64))  # more than any Empire, pool or supply
_EXTRA = _FACE | {"used"}

_ARGS: dict[str, tuple[frozenset[str], ...]] = {
    "role": (_ROLE,),
    "die": (_FACE,),
    "set": (_FACE, _FACE),
    "done": (),
    "follow": (),
    "dissent": (),
    "reroll": (_FACE, _NUMBER),
    "extra": (_EXTRA,),
    "fix": (_FACE, _FACE),
    "take": (frozenset("01234"),),
    "collect": (),
    "attack": (_NUMBER,),
    "settle": (_NUMBER,),
    "fighters": (_NUMBER,),
    "research": (_TRACK,),
    "pick": (_FACE,),
    "pass": (),
}
VERBS = tuple(_ARGS)


class ActionError(ValueError):
    """An action refused (malformed or not legal now); the game is never changed."""


@dataclass(frozen=True, slots=True)
class Action:
    verb: str
    args: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        kinds = _ARGS.get(self.verb)
        if kinds is None:
            raise ActionError(f"unknown action {self.verb!r}")
        if len(self.args) != len(kinds):
            raise ActionError(f"{self.verb} takes {len(kinds)} argument(s)")
        for arg, allowed in zip(self.args, kinds, strict=True):
            if arg not in allowed:
                raise ActionError(f"{self.verb}: bad argument {arg!r}")

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))

    def number(self, k: int = 0) -> int:
        return int(self.args[k])


@functools.cache
def act(verb: str, *args: object) -> Action:
    """An action built by the engine (kept: actions are values, and a few hundred exist)."""
    return Action(verb, tuple(str(a) for a in args))


def parse(text: object) -> Action:
    """An action from its notation (ActionError if it is not one)."""
    if isinstance(text, Action):
        return text
    if not isinstance(text, str) or len(text) > 40:
        raise ActionError("an action is a short text")
    words = text.split()
    if not words:
        raise ActionError("an empty action")
    return Action(words[0], tuple(words[1:]))
