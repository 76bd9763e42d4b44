"""The bots' worker: a second Python interpreter, so that a searching bot never blocks the
page. JSON text in, JSON text out (no DOM access, so no special headers are needed)."""

from tabletop.bots.review import review_json
from tabletop.bots.service import choose_json, hint_json
from tabletop.lab import play_one_json


def ping() -> str:
    return "pong"


def choose(request: str) -> str:
    return choose_json(str(request))


def hint(request: str) -> str:
    return hint_json(str(request))


def review(request: str) -> str:
    return review_json(str(request))


def lab(request: str) -> str:
    return play_one_json(str(request))


__export__ = ["choose", "hint", "lab", "ping", "review"]
