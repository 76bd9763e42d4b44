"""Actions: immutable values with a short text notation that round-trips.

Every decision by any player is an action. Compound choices are atomic steps: a Boost is a
series of `boost <card>` ending in `done`, so a hand of n cards never yields 2^n actions.
Cards are named by key (`survey`, `produce-trade`, `T74`...): cards of one key are alike.
Planets in an Empire are named by their position there (`attack 2`), never by identity, so
an action never reveals a face-down planet.

    skip                  play no Action this turn
    act <card>            play a card from hand for its Action
    lead <role>           lead survey|warfare|colonize|produce|trade|research
    boost <card>          add a card from hand to the role being resolved
    done                  end a series of boosts, discards or removals
    follow / dissent      join the leader's role, or draw a card instead
    collect               Warfare: collect fighters (the alternative to attacking)
    attack <slot>         flip a face-down planet of your Empire by paying fighters
    settle <slot>         flip a face-down planet of your Empire that has enough colonies
    colonies              Colonize leader: add colonies instead of settling
    tuck <slot>           put the next played Colonize card under a face-down planet
    produce <slot> <i>    fill resource slot i of a face-up planet
    trade <slot> <i>      return the resource in slot i for 1 influence
    trade-fighter         Weapon Emporium: trade a fighter as if it were a resource
    keep <i>              Survey: keep the i-th planet looked at
    research <face>       take a technology (a double-sided card by the face put into play)
    pass                  take no technology / decline an optional step
    take <stack>          take a role card from a stack into hand
    remove <card>         remove a card in hand from the game
    remove-this           Research Action: remove the Research card being played
    discard <card>        discard a card from hand
    resource <type>       Specialization: name silicon|food|water|iron
"""

from __future__ import annotations

from eminent_domain.cards import ROLE_KIND, TECH_CARD_KEYS, TECH_FACE
from eminent_domain.vocab import Resource, Role, Stack
from tabletop.actions import NUMBER, Notation

CARD_KEYS = frozenset(ROLE_KIND) | frozenset(TECH_CARD_KEYS)
ROLE_NAMES = frozenset(role.value for role in Role)
STACK_NAMES = frozenset(stack.value for stack in Stack)
FACE_KEYS = frozenset(TECH_FACE)

# The role-selection turn's verbs, which the 2010 rules share: play an Action or not, lead a
# role, boost it, end a series, follow or dissent (verb -> the kind of each argument).
TURN_VERBS: dict[str, tuple[str, ...]] = {
    "skip": (),
    "act": ("card",),
    "lead": ("role",),
    "boost": ("card",),
    "done": (),
    "follow": (),
    "dissent": (),
}
# verb -> the kind of each argument (`NUMBER`: a small number)
SIGNATURES: dict[str, tuple[str, ...]] = {
    **TURN_VERBS,
    "collect": (),
    "attack": (NUMBER,),
    "settle": (NUMBER,),
    "colonies": (),
    "tuck": (NUMBER,),
    "produce": (NUMBER, NUMBER),
    "trade": (NUMBER, NUMBER),
    "trade-fighter": (),
    "keep": (NUMBER,),
    "research": ("face",),
    "pass": (),
    "take": ("stack",),
    "remove": ("card",),
    "remove-this": (),
    "discard": ("card",),
    "resource": ("resource",),
}
ALLOWED: dict[str, frozenset[str]] = {
    "card": CARD_KEYS,
    "role": ROLE_NAMES,
    "face": FACE_KEYS,
    "stack": STACK_NAMES,
    "resource": frozenset(resource.value for resource in Resource),
}
NOTATION = Notation(SIGNATURES, ALLOWED)
parse = NOTATION.parse
