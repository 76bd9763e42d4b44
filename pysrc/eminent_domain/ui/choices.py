"""Which thing on the table each legal action acts on, and which choice the keyboard starts on.

Subjects (see tabletop.ui.targets): a card in the viewer's hand ("card:<key>"), a role stack
("stack:<stack>"), a planet of the viewer's Empire ("planet:<index>"), one of its resource
slots ("slot:<index>:<slot>"), a planet looked at in a Survey ("survey:<n>") and a technology
in the central display ("tech:<key>"). Choices with no such thing (follow, dissent, done,
skip, pass) are buttons only.
"""

from __future__ import annotations

from typing import Any

from eminent_domain.actions import parse
from eminent_domain.cards import ROLE_KIND
from eminent_domain.ui import describe
from tabletop.ui.targets import preferred

_HAND_VERBS = {"act", "boost", "remove", "discard"}
_PLANET_VERBS = {"attack", "settle", "tuck"}
# The keyboard's default: what a turn is made of first, then the choices that pass, and last
# those that give something up (a card removed or discarded, a fighter traded away).
_RANK = {"skip": 1, "done": 1, "pass": 1, "dissent": 1}
_RANK |= {"remove": 2, "remove-this": 2, "discard": 2, "trade-fighter": 2}


def stack_of(role: str) -> str:
    """The role stack a role is led from (Produce and Trade share one)."""
    return next(kind.key for kind in ROLE_KIND.values() if role in {r.value for r in kind.symbols})


def subject(action: str) -> str | None:
    parsed = parse(action)
    verb, args = parsed.verb, parsed.args
    if verb in _HAND_VERBS and args:
        return f"card:{args[0]}"
    if verb == "lead" and args:
        return f"stack:{stack_of(args[0])}"
    if verb == "take" and args:
        return f"stack:{args[0]}"
    if verb in _PLANET_VERBS and args:
        return f"planet:{args[0]}"
    if verb in {"produce", "trade"} and len(args) == 2:
        return f"slot:{args[0]}:{args[1]}"
    if verb == "keep" and args:
        return f"survey:{args[0]}"
    if verb == "research" and args:
        return f"tech:{args[0]}"
    return None


def rank(view: dict[str, Any]) -> Any:
    """How `preferred` orders this decision's actions: following a role that gives nothing
    is ranked below dissenting (which at least draws a card)."""
    pending = view["pending"] or {}
    useless_follow = pending.get("kind") == "follow" and describe.follow_gives_nothing(view)

    def of(action: str) -> int:
        verb = parse(action).verb
        if verb == "follow" and useless_follow:
            return 3
        return _RANK.get(verb, 0)

    return of


def preferred_action(view: dict[str, Any]) -> str | None:
    """The choice the keyboard's focus starts on in this decision."""
    return preferred(view["legal_actions"], rank(view))
