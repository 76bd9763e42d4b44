"""Eminent Domain's tutorial: a first 2-player game against the Easy bot, on a fixed deal,
that meets every Action, every role (with its boost and leader bonus), following and
dissenting, the cleanup, and each way to score (a planet's influence, influence tokens, a
technology's), in the rulebook's words (text keys `lesson.<name>`, `ui/lesson_text.py`).

Each lesson reads only the learner's view: the decision pending and its legal actions, the
hand and the Empire. Lessons are listed in the order a first game brings them: the Actions
and roles a start planet and a hand of starting cards allow first, those that need a face-up
planet (Produce, Trade) after. The seed was chosen (tests/eminent_domain/test_tutorial.py)
so that following every pointer meets them all in a few rounds.
"""

from __future__ import annotations

from typing import Any

from eminent_domain.policy import policy
from tabletop.tutorial import Lesson, Tutorial, at, choose, guided_by, legal_of, pending_kind

View = dict[str, Any]


def _me(view: View) -> dict[str, Any]:
    players: list[dict[str, Any]] = view["players"]
    return players[view["viewer"]]


def _hand(view: View) -> list[str]:
    return list(_me(view)["hand"] or [])


def _face_down(view: View) -> bool:
    return any(not planet["face_up"] for planet in _me(view)["empire"])


def _empty_slot(view: View) -> bool:
    """A face-up planet of the learner's Empire with room for a resource."""
    from eminent_domain.planets import PLANETS  # noqa: PLC0415 (the card table, once)

    for planet in _me(view)["empire"]:
        if planet["face_up"] and not planet["barren"]:
            slots = len(PLANETS[planet["planet"]].slots)
            if sum(1 for filled in planet["filled"] if filled) < slots:
                return True
    return False


def _resource(view: View) -> bool:
    return any(any(planet["filled"]) for planet in _me(view)["empire"])


def _at(kind: str, verb: str) -> Lesson:
    """A lesson taught at a decision of `kind` ("" for any) where `verb` is legal, named by
    the verb (and the kind, if any)."""
    return at(verb if not kind else f"{kind}_{verb}", kind, verb)


def _action(card: str, when: Any = None) -> Lesson:
    """The Action phase: play `card` for its Action (when `when(view)` allows it)."""

    def applies(view: View) -> bool:
        return (
            pending_kind(view) == "action"
            and f"act {card}" in view["legal_actions"]
            and (when is None or when(view))
        )

    return Lesson(f"act_{card}", applies, lambda view: [f"act {card}"])


def _lead(role: str, when: Any = None) -> Lesson:
    """The Role phase: lead `role` (when `when(view)` allows it)."""
    return choose(f"lead_{role}", "lead", f"lead {role}", when)


def _following(view: View) -> bool:
    """Following would play a card: the hand holds one with the role's symbol."""
    from eminent_domain import symbols  # noqa: PLC0415
    from eminent_domain.vocab import ROLE_OF  # noqa: PLC0415

    if pending_kind(view) != "follow":
        return False
    role = ROLE_OF[view["pending"]["data"]["role"]]
    return symbols.hand_symbols(_hand(view), role, False) > 0


LESSONS: tuple[Lesson, ...] = (
    Lesson("skip", lambda view: pending_kind(view) == "action", lambda view: ["skip"]),
    _lead("survey"),
    at("boost", "boost", "boost", when=lambda view: bool(view["pending"]["data"].get("leader"))),
    _at("survey", "keep"),
    at("cleanup", "cleanup", "done"),
    choose("dissent", "follow", "dissent"),
    _action("survey"),
    _action("colonize", _face_down),
    _at("", "tuck"),
    _lead("warfare"),
    _at("", "collect"),
    Lesson("follow", _following, lambda view: ["follow"]),
    _lead("colonize", lambda view: _face_down(view) and "colonize" in _hand(view)),
    _at("", "settle"),
    _action("warfare"),
    _at("", "attack"),
    _action("politics"),
    _at("", "take"),
    _lead("produce", _empty_slot),
    _at("", "produce"),
    _action("produce-trade", _resource),
    _at("", "trade"),
    _lead("trade", _resource),
    _action("research"),
    _at("", "remove-this"),
    _lead("research"),
    Lesson(
        "research",
        lambda view: pending_kind(view) == "research",
        lambda view: legal_of(view, "research") or ["pass"],
    ),
)

TUTORIAL = Tutorial(
    game="eminent-domain",
    config={"players": 2, "variant": "standard", "errata": False},
    seed=1003,
    learner=0,
    bot="easy",
    lessons=LESSONS,
    guide=guided_by(policy, {"cleanup": "done"}),
    keys="lesson",
)
