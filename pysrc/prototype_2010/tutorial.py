"""The 2010 prototype's tutorial: a first 2-player game against the Easy bot, on a fixed deal,
under the recommended readings (no Action on role cards), that meets every role as leader
(Survey, Colonize, Research, Harvest, Trade, Warfare) with its boost and the choices it
opens, an Attack among them, following and dissenting, the cleanup, and the victory points
(on the last panel), in
the words of the rules of 5 January 2010 (seed 004; text keys `proto.lesson.<name>`,
`ui/lesson_text.py`).

Each lesson reads only the learner's view. The start decks hold no Warfare card, so a first
Warfare collects a single Army and no planet (2 Armies at least) can be attacked yet: the
Warfare lessons come early, before Colonize turns the start planet (2 Armies) up, and point
at Warfare again while the Armies held fall short of a surveyed planet's cost, then once
they suffice, then at the Attack. The seed was chosen (tests/ui/test_tutorial.py walks it;
the fewest clicks of the seeds 0-599 meeting every lesson) so that following every pointer
meets them all in a few rounds.
"""

from __future__ import annotations

from typing import Any

from prototype_2010.bots import policy
from tabletop.tutorial import Lesson, Tutorial, at, choose, guided_by, pending_kind

View = dict[str, Any]


def _empire(view: View) -> list[dict[str, Any]]:
    players: list[dict[str, Any]] = view["players"]
    return list(players[view["viewer"]]["empire"])


def _face_up(view: View) -> bool:
    """A colonized (face-up) planet: what Harvest and Research need."""
    return any(planet["face_up"] for planet in _empire(view))


def _face_down(view: View) -> bool:
    """A surveyed (face-down) planet, and a Colonize card to put under it."""
    players: list[dict[str, Any]] = view["players"]
    hand = players[view["viewer"]]["hand"] or []
    return any(not planet["face_up"] for planet in _empire(view)) and "colonize" in hand


def _resource(view: View) -> bool:
    return any(any(planet["filled"]) for planet in _empire(view))


def _lead(role: str, when: Any = None) -> Lesson:
    """Select a role: take its card from the board (when `when(view)` allows it)."""
    return choose(f"lead_{role}", "lead", f"lead {role}", when)


def _armed(view: View) -> bool:
    """Armies enough to attack a surveyed planet of the Empire (its back lists its cost): the
    moment to select Warfare again, to discard them rather than collect more."""
    players: list[dict[str, Any]] = view["players"]
    armies = int(players[view["viewer"]]["armies"])
    return any(
        not planet["face_up"] and planet["back"]["warfare_cost"] <= armies
        for planet in _empire(view)
    )


def _arming(view: View) -> bool:
    """Select Warfare again to collect more Armies: some held, not yet enough to attack a
    surveyed planet of the Empire."""
    players: list[dict[str, Any]] = view["players"]
    armies = int(players[view["viewer"]]["armies"])
    down = [planet for planet in _empire(view) if not planet["face_up"]]
    return pending_kind(view) == "lead" and armies > 0 and bool(down) and not _armed(view)


def _attacking(view: View) -> bool:
    """Select Warfare with Armies enough to attack."""
    return pending_kind(view) == "lead" and _armed(view)


LESSONS: tuple[Lesson, ...] = (
    _lead("survey"),
    at("boost", "boost", "boost", when=lambda view: bool(view["pending"]["data"].get("leader"))),
    at("keep", "survey", "keep"),
    at("cleanup", "cleanup", "done"),
    choose("dissent", "follow", "dissent"),
    _lead("warfare"),
    Lesson("lead_arm", _arming, lambda view: ["lead warfare"]),
    Lesson("lead_attack", _attacking, lambda view: ["lead warfare"]),
    at("attack", "", "attack"),
    _lead("colonize", _face_down),
    at("tuck", "", "tuck", "colonies"),
    at("follow", "follow", "follow"),
    at("settle", "", "settle"),
    _lead("harvest", _face_up),
    at("harvest", "", "harvest"),
    _lead("trade", _resource),
    at("trade", "", "trade"),
    _lead("research", _face_up),
    at("deck", "", "deck"),
    at("take", "research", "take"),
)

TUTORIAL = Tutorial(
    game="prototype-2010",
    config={
        "players": 2,
        "role_counts": "reconstructed",
        "role_actions": "none",
        "start_face_up": False,
        "colonies": "return",
    },
    seed=209,
    learner=0,
    bot="easy",
    lessons=LESSONS,
    guide=guided_by(policy, {"cleanup": "done"}),
    keys="proto.lesson",
)
