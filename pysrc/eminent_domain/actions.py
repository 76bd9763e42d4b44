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

import functools
from dataclasses import dataclass

from eminent_domain.cards import ROLE_KIND, TECH_CARD_KEYS, TECH_FACE
from eminent_domain.vocab import Resource, Role, Stack


class ActionError(ValueError):
    """Base of the two ways an action can be refused; the state is never changed."""


class MalformedAction(ActionError):
    """The text is not an action at all (unknown verb, wrong arguments)."""


class IllegalAction(ActionError):
    """A well-formed action that the rules do not allow now."""


CARD_KEYS = frozenset(ROLE_KIND) | frozenset(TECH_CARD_KEYS)
ROLE_NAMES = frozenset(role.value for role in Role)
STACK_NAMES = frozenset(stack.value for stack in Stack)
FACE_KEYS = frozenset(TECH_FACE)

# verb -> the kind of each argument
SIGNATURES: dict[str, tuple[str, ...]] = {
    "skip": (),
    "act": ("card",),
    "lead": ("role",),
    "boost": ("card",),
    "done": (),
    "follow": (),
    "dissent": (),
    "collect": (),
    "attack": ("int",),
    "settle": ("int",),
    "colonies": (),
    "tuck": ("int",),
    "produce": ("int", "int"),
    "trade": ("int", "int"),
    "trade-fighter": (),
    "keep": ("int",),
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


@dataclass(frozen=True, slots=True)
class Action:
    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))

    def int_arg(self, index: int) -> int:
        return int(self.args[index])


@functools.cache
def act(verb: str, *args: object) -> Action:
    """Build an action from Python values (ints and strings); the few distinct actions are
    cached, because legal-action lists are rebuilt at every decision."""
    return Action(verb, tuple(str(arg) for arg in args))


def parse(text: object) -> Action:
    """The action a notation stands for; MalformedAction if it stands for none."""
    return read(text, SIGNATURES, ALLOWED)


def read(
    text: object,
    signatures: dict[str, tuple[str, ...]],
    allowed: dict[str, frozenset[str]],
) -> Action:
    """The action `text` stands for in a ruleset's notation: its verbs' argument kinds
    (`signatures`; "int" is a small number) and each other kind's words (`allowed`).
    Rulesets built on this game's (the 2010 prototype) read their actions with it."""
    if not isinstance(text, str):
        raise MalformedAction(f"an action is text, not {type(text).__name__}")
    tokens = text.split()
    if not tokens:
        raise MalformedAction("empty action")
    verb, args = tokens[0], tuple(tokens[1:])
    signature = signatures.get(verb)
    if signature is None:
        raise MalformedAction(f"unknown verb {verb!r} in {text!r}")
    if len(args) != len(signature):
        raise MalformedAction(f"{verb!r} takes {len(signature)} argument(s): {text!r}")
    for kind, arg in zip(signature, args, strict=True):
        if kind == "int":
            if not (arg.isascii() and arg.isdigit() and len(arg) <= 3):  # not '²' nor '٣'
                raise MalformedAction(f"{arg!r} is not a small number in {text!r}")
            if arg != str(int(arg)):
                raise MalformedAction(f"{arg!r} is not written canonically in {text!r}")
        elif arg not in allowed[kind]:
            raise MalformedAction(f"{arg!r} is not a {kind} in {text!r}")
    return Action(verb, args)
