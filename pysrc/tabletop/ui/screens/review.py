"""The review of a finished game at its end screen: started, fed by the bots' worker a few
positions at a time (`review_due`, `review_request`, `review_act`), stopped, and each of its
findings opened in the replay viewer (from which "Continue from here" plays on)."""

from __future__ import annotations

import json
from typing import Any

from tabletop import record as records
from tabletop.bots import review as reviewing
from tabletop.markup import Markup
from tabletop.ui import coach
from tabletop.ui.replay import Replay
from tabletop.ui.shell import AppState, Command, Effect, Fields, bot_ticket


def review_seat(app: AppState) -> int | None:
    """Whose decisions a finished game's review checks: the person the table was shown to
    (a hotseat game's last), else None (a game of bots only, or a game not over)."""
    session = app.session
    if session is None or app.screen != "table" or not session.game.is_over:
        return None
    seat = app.viewer()
    return seat if session.is_human(seat) else None


def current(app: AppState) -> coach.Review | None:
    """The review of the game on the table, if one was started (another game's is stale)."""
    review = app.review
    return review if review is not None and review.key == bot_ticket(app) else None


def panel(app: AppState) -> Markup | None:
    """The end screen's review panel, for a person's finished game."""
    if review_seat(app) is None:
        return None
    review = current(app)
    if review is not None and not review.running and review.verdicts and not review.views:
        wanted = [verdict.position for verdict in review.costliest()]
        review.views = views_at(app, review.seat, wanted)

    def label(position: int, action: str) -> str:
        view = review.views.get(position) if review is not None else None
        return app.ui.label(action, view) if view is not None else action

    return coach.review_panel(review, label, lambda position: round_of(app, position))


def views_at(app: AppState, seat: int, positions: list[int]) -> dict[int, dict[str, Any]]:
    """The seat's view at each position (one replay of the record), for the labels."""
    session = app.session
    assert session is not None
    views = {}
    for number, (game, _step) in enumerate(records.steps(session.record)):
        if number in positions:
            views[number] = session.spec.view(game, seat)
        if len(views) == len(set(positions)):
            break
    return views


def round_of(app: AppState, position: int) -> int:
    """The round a decision at `position` was taken in, as the table counted it."""
    session = app.session
    assert session is not None
    return session.steps[position - 1].rounds_after if 0 < position <= len(session.steps) else 1


def start(app: AppState, fields: Fields) -> None:
    """Review the finished game (again, after a stop: from the start)."""
    seat = review_seat(app)
    ticket = bot_ticket(app)
    if seat is None or app.session is None or ticket is None:
        return
    positions = reviewing.decisions(app.session.record, seat)
    app.review = coach.Review(ticket, seat, positions)


def stop(app: AppState, fields: Fields) -> None:
    review = current(app)
    if review is not None and review.running:
        review.stopped = True


def review_due(app: AppState) -> bool:
    """Whether the review on the end screen waits for more verdicts."""
    review = current(app)
    return review is not None and review.running and app.screen == "table"


def review_request(app: AppState) -> str:
    """The next few positions for the worker (`tabletop.bots.review.review_json`), with the
    ticket the answer must come back under."""
    session, review = app.session, current(app)
    assert session is not None and review is not None
    return json.dumps(
        {
            "record": session.record,
            "seat": review.seat,
            "positions": review.next_positions(),
            "seed": session.seed % (1 << 62),
            "ticket": review.key,
        }
    )


def review_act(app: AppState, answer: dict[str, Any]) -> bool:
    """The worker's verdicts: kept if they are this review's next ones."""
    review = current(app)
    if review is None or answer.get("ticket") != review.key or not review.running:
        return False
    if "error" in answer:
        review.failed = True
        return True
    try:
        found = [reviewing.Verdict.from_json(item) for item in answer.get("verdicts", [])]
    except ValueError:
        review.failed = True
        return True
    if [verdict.position for verdict in found] != review.next_positions():
        return False
    review.verdicts.extend(found)
    return True


def open_at(app: AppState, fields: Fields) -> None:
    """A finding opened in the replay viewer: the reviewed seat's eyes, just before the
    decision, where the replay marks it (its buttons show what was offered, the one played
    and Hard's marked) and lists the review's other findings to go to."""
    session, review = app.session, current(app)
    if session is None or review is None:
        return
    position = fields.get("step", "")
    if not position.isdigit() or int(position) not in review.positions:
        return
    replay = Replay.of(session.record, session.seats)
    replay.look_as(review.seat)
    replay.go(int(position))
    replay.reviewed = tuple(sorted(review.costliest(), key=lambda verdict: verdict.position))
    replay.reviewed_seat = review.seat
    app.replay = replay
    app.demo_json = app.demo_link = ""
    app.screen = "replay"
    # The banner, below the replay's controls (far down on a phone), is brought into view
    # and read first.
    app.effects.append(Effect("focus", "#review-mark"))


COMMANDS: dict[str, Command] = {"review": start, "review-stop": stop, "review-open": open_at}
