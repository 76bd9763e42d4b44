"""The bots' thinking where no worker of their own answers: in slices, yielding between them.

Two hosts run it. The page's glue (`static/main.py`) when the bots' worker failed to start
(`bots_on_page`), and the app's worker (`static/app_worker.py`, issue 34), where the bots
think beside the app in one interpreter (a third Pyodide would share the renderer with the
page's): between slices the event loop runs, so the person's messages are read meanwhile.
The jobs besides a bot's turn (the coach's hint and review, the lab's games) are described
here once, with the worker's function that answers each and the same done here.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop.ui.app import App

SLICE_SECONDS = 0.03  # one slice of search between two looks at the event loop


async def choose_here(request: str) -> dict[str, object]:
    """A bot's answer to `request`, searched a slice at a time."""
    from tabletop.bots.service import SlicedChooser, ticket  # noqa: PLC0415

    chooser = SlicedChooser(request)
    while not chooser.done:
        chooser.step(slice_seconds=SLICE_SECONDS)
        await asyncio.sleep(0)
    return {"action": chooser.action, "ticket": ticket(request)}


async def hint_here(request: str) -> str:
    """Hard's search for the hint, in slices like a bot's."""
    from tabletop.bots.service import SlicedChooser, ticket  # noqa: PLC0415

    chooser = SlicedChooser(request, hint=True)
    while not chooser.done:
        chooser.step(slice_seconds=SLICE_SECONDS)
        await asyncio.sleep(0)
    return json.dumps({"hint": chooser.hint, "ticket": ticket(request)})


async def review_here(request: str) -> str:
    """One request's search of the review, in one go (a request is a few decisions)."""
    from tabletop.bots.review import review_json  # noqa: PLC0415

    await asyncio.sleep(0)
    return review_json(request)


async def lab_here(request: str) -> str:
    """One of the lab's games, in one go."""
    from tabletop.lab import play_one_json  # noqa: PLC0415

    await asyncio.sleep(0)
    return play_one_json(request)


@dataclass(frozen=True)
class Job:
    """Work the app asks of the bots besides a bot's turn: whether one is due, its request,
    the bots' worker's function for it, the same done here when there is no such worker, and
    what the app does with the answer (the request and the answer's text)."""

    due: Callable[[], bool]
    request: Callable[[], str]
    method: str
    here: Callable[[str], Awaitable[str]]
    act: Callable[[str, str], object]


def ticketed(answer: str, request: str) -> dict[str, object]:
    """A worker's answer with its request's ticket (an error answer carries none)."""
    data: dict[str, object] = json.loads(answer)
    data.setdefault("ticket", json.loads(request)["ticket"])
    return data


def jobs(app: App) -> dict[str, Job]:
    """The app's jobs, by name (a review goes a few decisions a request, the lab a game a
    request, so that Stop is heard between them)."""
    return {
        "hint": Job(
            app.hint_due,
            app.hint_request,
            "hint",
            hint_here,
            lambda request, answer: app.hint_act(ticketed(answer, request)),
        ),
        "review": Job(
            app.review_due,
            app.review_request,
            "review",
            review_here,
            lambda request, answer: app.review_act(ticketed(answer, request)),
        ),
        "lab": Job(
            app.lab_due,
            app.lab_request,
            "lab",
            lab_here,
            lambda request, answer: app.lab_act(answer, int(json.loads(request)["number"])),
        ),
    }
