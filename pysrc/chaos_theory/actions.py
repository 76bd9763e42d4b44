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

from chaos_theory.cards import FACES, OVERSIGHT, ROLES, TRACKS
from tabletop.actions import Action, ActionError, Notation, act

# verb -> the kind of each argument
SIGNATURES: dict[str, tuple[str, ...]] = {
    "role": ("role",),
    "die": ("face",),
    "set": ("face", "face"),
    "done": (),
    "follow": (),
    "dissent": (),
    "reroll": ("face", "number"),
    "extra": ("extra",),
    "fix": ("face", "face"),
    "take": ("slot",),
    "collect": (),
    "attack": ("number",),
    "settle": ("number",),
    "fighters": ("number",),
    "research": ("track",),
    "pick": ("face",),
    "pass": (),
}
ALLOWED: dict[str, frozenset[str]] = {
    "face": frozenset(FACES),
    "role": frozenset(ROLES),
    "track": frozenset((*TRACKS, OVERSIGHT)),
    "number": frozenset(str(n) for n in range(64)),  # more than any Empire, pool or supply
    "extra": frozenset((*FACES, "used")),
    "slot": frozenset("01234"),  # the display's
}
NOTATION = Notation(SIGNATURES, ALLOWED, longest=40)
parse = NOTATION.parse

__all__ = ["Action", "ActionError", "act", "parse"]
