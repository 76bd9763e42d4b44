"""Which thing on the table each legal action acts on, and which choice the keyboard starts on.

Subjects (see tabletop.ui.targets): a card in the viewer's hand by key ("card:<key>": play for
its Action, boost, discard, remove), a planet of the viewer's Empire by its place
("planet:<n>": settle, attack, tuck), a resource slot ("slot:<n>:<i>": harvest, trade), a
planet being surveyed ("look:<i>"), a technology being looked at ("tech:<i>"), a technology
deck ("deck:<type>") and a role pile ("pile:<role>"). Following, collecting and ending a
series are buttons only.
"""

from __future__ import annotations

from typing import Any

from prototype_2010.actions import parse
from tabletop.ui.targets import preferred

_SUBJECT = {
    "act": "card",
    "boost": "card",
    "discard": "card",
    "remove": "card",
    "settle": "planet",
    "attack": "planet",
    "tuck": "planet",
    "keep": "look",
    "take": "tech",
    "deck": "deck",
    "lead": "pile",
}
# The keyboard starts on a decision's main choices; skipping, ending a series, declining and
# throwing a card away come last.
_RANK = {"skip": 1, "done": 2, "pass": 2, "dissent": 1, "discard": 3, "remove": 1}


def subject(action: str) -> str | None:
    parsed = parse(action)
    if parsed.verb in ("harvest", "trade"):
        return f"slot:{parsed.args[0]}:{parsed.args[1]}"
    kind = _SUBJECT.get(parsed.verb)
    return f"{kind}:{parsed.args[0]}" if kind is not None else None


def preferred_action(view: dict[str, Any]) -> str | None:
    """The choice the keyboard's focus starts on."""
    return preferred(view["legal_actions"], lambda action: _RANK.get(parse(action).verb, 0))
