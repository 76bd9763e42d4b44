"""Which thing on the table each legal action acts on, and which choice the keyboard starts on.

Subjects (see tabletop.ui.targets): one of the viewer's active dice by face ("die:<face>":
boosting, re-rolling, turning it with Politics or Diplomacy), the viewer's Used pile ("used"),
a slot of the Survey display ("slot:<k>"), a planet of the viewer's Empire by its place
("planet:<n>": attack or settle) and the next space of a tech track ("track:<track>"). Roles,
following, collecting and trading Fighters are buttons only.
"""

from __future__ import annotations

from typing import Any

from chaos_theory.actions import parse
from tabletop.ui.targets import preferred

_SUBJECT = {
    "die": "die",
    "reroll": "die",
    "extra": "die",
    "pick": "die",
    "set": "die",
    "fix": "die",
    "take": "slot",
    "attack": "planet",
    "settle": "planet",
    "research": "track",
}
# Turning a die with Politics or Diplomacy is a side step: the keyboard starts on the
# decision's main choices; ending a series or declining comes last.
_RANK = {"set": 1, "fix": 1, "done": 2, "pass": 2}


def subject(action: str) -> str | None:
    parsed = parse(action)
    if parsed.verb == "extra" and parsed.args[0] == "used":
        return "used"
    kind = _SUBJECT.get(parsed.verb)
    return f"{kind}:{parsed.args[0]}" if kind is not None else None


def preferred_action(view: dict[str, Any]) -> str | None:
    """The choice the keyboard's focus starts on: a main choice before a side step, and
    anything before ending or declining."""
    return preferred(view["legal_actions"], lambda action: _RANK.get(parse(action).verb, 0))
