"""The 2010 rules' actions, in Eminent Domain's notation (the core's `Action`, read with this
verb table).

Cards are named by key (a role, or a technology such as `T10-A01`); planets in an Empire by
their place there; planets or technologies being looked at by their place in that look.

    skip                  play no Action card this turn
    act <card>            play a card from hand for its Action
    lead <role>           take a role card: survey|colonize|research|harvest|trade|warfare
    boost <card>          add a card bearing the role's icon
    done                  end a series (boosting, harvesting, trading, discarding)
    follow / dissent      play cards of the role's icon, or draw 1 card instead
    keep <i>              Survey: keep the i-th planet looked at (by its back)
    settle <slot>         turn up a surveyed planet with enough Colonize icons under it
    colonies              Colonize leader: tuck the icons played instead of settling
    tuck <slot>           put the Colonize cards played under that face-down planet
    deck <type>           Research: draw from the advanced|fertile|metallic deck
    take <i>              Research: keep the i-th technology looked at
    harvest <slot> <i>    produce a resource in slot i of a face-up planet
    trade <slot> <i>      discard the resource in slot i for 1 VP
    collect               Warfare: collect Armies (instead of attacking)
    attack <slot>         discard the listed Armies to turn up that surveyed planet
    top / bottom          Survey's Action (option): leave the peeked planet, or bury it
    discard <card>        Cleanup: discard 1 card from hand
    remove <card>         remove a card in hand from the game
    pass                  decline an optional step

`legal_actions()` lists fixed choices first, then cards by key, places ascending, and the
closing `done` or `pass` last.
"""

from __future__ import annotations

from eminent_domain.actions import TURN_VERBS
from prototype_2010.cards import CARD_KEYS, ROLES, TYPES
from tabletop.actions import NUMBER, Notation

# verb -> the kind of each argument: the base game's verbs for what the two rule sets share
# (the turn, following, the planets' decisions, cleanup), then the 2010 rules' own.
SIGNATURES: dict[str, tuple[str, ...]] = {
    **TURN_VERBS,
    "keep": (NUMBER,),
    "settle": (NUMBER,),
    "colonies": (),
    "tuck": (NUMBER,),
    "trade": (NUMBER, NUMBER),
    "collect": (),
    "attack": (NUMBER,),
    "discard": ("card",),
    "remove": ("card",),
    "pass": (),
    "deck": ("type",),
    "take": (NUMBER,),
    "harvest": (NUMBER, NUMBER),
    "top": (),
    "bottom": (),
}
ALLOWED = {
    "card": frozenset(CARD_KEYS),
    "role": frozenset(ROLES),
    "type": frozenset(TYPES),
}
NOTATION = Notation(SIGNATURES, ALLOWED)
parse = NOTATION.parse
