"""Which thing on the table each legal action acts on, and which choice the keyboard starts on.

Subjects (see tabletop.ui.targets): a card of the face-up supply ("supply:<id>"), the deck
("deck"), a card in the viewer's hand ("hand:<id>") or discard pile ("discard:<id>"), a
planet pile ("pile:<cost>"), a face-down planet of a pile by its place
("down:<cost>:<place>"), a planet one can see in a pile ("planet:<id>"), a planet of the
pile being surveyed ("pick:<n>"), a Colony of the opponent ("colony:<slot>") or of the
viewer ("own-colony:<slot>"), a Tech in the centre ("centre:<id>") or the opponent's
("their-tech:<id>"), and a card of the opponent's known hand ("their-hand:<id>") or discard
pile ("their-discard:<id>"). The other choices are buttons only.
"""

from __future__ import annotations

from typing import Any

from microcosm.actions import parse
from tabletop.ui.targets import preferred

_SUBJECT = {
    "take": "supply",
    "play": "hand",
    "reveal": "hand",
    "back": "discard",
    "copy": "discard",
    "pile": "pile",
    "peek": "pile",
    "planet": "planet",
    "pick": "pick",
    "colony": "colony",
    "peek-colony": "colony",
    "flip": "own-colony",
    "tech": "centre",
    "return": "their-tech",
    "discard": "their-hand",
    "steal": "their-discard",
}
_RANK = {"done": 1, "pass": 1, "recover": 1}  # the choices that end a series or decline


def subject(action: str) -> str | None:
    parsed = parse(action)
    if parsed.verb == "draw":
        return "deck"
    if parsed.verb == "down":  # a face-down planet of a pile, by its place
        return f"down:{parsed.args[0]}:{parsed.args[1]}"
    kind = _SUBJECT.get(parsed.verb)
    return f"{kind}:{parsed.arg}" if kind is not None and parsed.arg is not None else None


def preferred_action(view: dict[str, Any]) -> str | None:
    """The choice the keyboard's focus starts on: any card or target before a pass."""
    return preferred(view["legal_actions"], lambda action: _RANK.get(parse(action).verb, 0))
