"""The replay viewer: game links opened, a game stepped through as any seat saw it, shared
as a link, continued as a new game, or cut into a rules demo."""

from __future__ import annotations

import json
import re

from tabletop import demos, links, saves, untrusted
from tabletop import record as records
from tabletop.markup import Markup, el, join
from tabletop.saves import SaveError, Seat
from tabletop.spec import Game, View, event_for
from tabletop.text import t
from tabletop.ui import autosave, coach, frame, home, replay_page
from tabletop.ui.game_ui import TableContext
from tabletop.ui.replay import Replay, names_param, seats_from_names
from tabletop.ui.session import Session
from tabletop.ui.shell import AppState, Command, Effect, Fields, show_table

# `#game=…&names=…`: the names are bounded here, then read by `seats_from_names`. Links made
# before could name a seat whose eyes to show (`&seat=`): still bounded, no longer obeyed.
NAMES = re.compile(r".{0,2000}", re.DOTALL)
LINK_PARAMS = {"game": untrusted.LINK_DATA, "seat": untrusted.SEAT, "names": NAMES}


def render(app: AppState) -> Markup:
    replay = app.replay
    assert replay is not None
    game = replay.game()
    spec = replay.session.spec
    view = spec.view(game, replay.seat)
    names = tuple(seat.name for seat in replay.seats)
    lines = [
        sentence
        for event in replay.events()
        if (sentence := app.ui.sentence(event_for(event, replay.seat), list(names)))
    ]
    everyone = tuple(spec.view(game, i) for i in range(len(names)))
    finding = replay.finding()
    ctx = TableContext(
        names=names,
        bots=tuple(seat.level if seat.kind == "bot" else None for seat in replay.seats),
        log=tuple(lines),
        rounds=tuple(tuple(r) for r in replay.rounds()),
        winners=tuple(game.winners()) if game.is_over else (),
        interactive=False,
        open_views=everyone if replay.open_hands else (),
        marked=_reviewed(app, replay, game, view),
        compared=(finding.played, finding.best) if finding is not None else None,
    )
    return join(
        [
            replay_page.controls(replay, share_fragment(app), app.shown_notices()),
            replay_page.demo_box(app.demo_json, app.demo_link),
            frame.table(app.ui, view, ctx),
        ]
    )


def _reviewed(app: AppState, replay: Replay, game: Game, view: View) -> Markup | None:
    """Opened from the coach's review: on the table, above the prompt, the banner of the
    decision reviewed at this position (if it is one), then the review's findings to go to,
    the one shown marked."""
    moves = _findings(app, replay)
    if moves is None:
        return None
    finding = replay.finding()
    mark = _marked(app, replay, game, view) if finding is not None else None
    return el("div", {"class_": "review-replay"}, mark, moves)


def _marked(app: AppState, replay: Replay, game: Game, view: View) -> Markup:
    """The banner of the decision reviewed at this position: both choices in the game's
    words, both chances, and what differed for the seat straight after each."""
    finding = replay.finding()
    assert finding is not None and replay.seat is not None
    spec = replay.session.spec
    yours, hards = (
        coach.facts_after(spec, app.ui, game, replay.seat, action)
        for action in (finding.played, finding.best)
    )
    return coach.review_mark(
        finding,
        app.ui.label(finding.played, view),
        app.ui.label(finding.best, view),
        coach.differences(yours, hards),
    )


def _findings(app: AppState, replay: Replay) -> Markup | None:
    """The review's findings, as a list of moves to go to (the one shown marked)."""
    if replay.reviewed_seat is None or not replay.reviewed:
        return None
    spec, seat = replay.session.spec, replay.reviewed_seat
    found = []
    for verdict in replay.reviewed:
        view = spec.view(replay.game_at(verdict.position), seat)
        found.append(
            coach.Finding(
                verdict,
                replay.round_of(verdict.position),
                app.ui.label(verdict.played, view),
                app.ui.label(verdict.best, view),
            )
        )
    return coach.review_moves(found, replay.position if replay.finding() else -1)


def render_link_error(app: AppState) -> Markup:
    return replay_page.link_error_screen(app.link_error)


def open_fragment(app: AppState, fragment: str) -> bool:
    """Open a `#game=…` link in the replay viewer; False if the fragment is no game link.
    A bad link shows its reason on a page of its own and touches no save."""
    if not fragment.startswith("#game=") and "&game=" not in fragment:
        return False
    try:
        params = untrusted.params(fragment, LINK_PARAMS)
        record = links.decode(params.get("game", ""))
    except untrusted.InputError as error:
        app.link_error = t("link.reason", reason=str(error))
        app.screen = "link-error"
        return True
    seats = None
    if "names" in params:  # links made before names were kept have none
        try:
            seats = seats_from_names(params["names"], record["config"]["players"])
        except untrusted.InputError:  # the game itself is sound: shown with plain names
            app.notices.append(t("link.names_unread"))
    _show(app, Replay.of(record, seats), at_end=True)  # in progress: as an onlooker sees it
    return True


def _show(app: AppState, replay: Replay, at_end: bool) -> None:
    app.replay = replay
    app.demo_json = app.demo_link = ""
    if at_end:
        replay.go(replay.length)
    app.screen = "replay"


def share_fragment(app: AppState) -> str | None:
    """The fragment of a link to the game shown (a replay's game, or the current one). It
    names no seat: whoever opens it sees a game in progress as an onlooker does."""
    seats: tuple[Seat, ...] | None
    if app.screen == "replay" and app.replay is not None:
        record = app.replay.record
        seats = app.replay.seats if app.replay.named else None
    elif app.session is not None:
        record, seats = app.session.record, app.session.seats
    else:
        return None
    fragment = "#game=" + links.encode(record)
    return fragment if seats is None else f"{fragment}&names={names_param(seats)}"


def replay_game(app: AppState, fields: Fields) -> None:
    """The current game in the replay viewer (and its link), at its current position: the
    person at its table sees it through their own eyes, as at the table."""
    session = app.session
    if session is None:
        return
    _show(app, Replay.of(session.record, session.seats, app.viewer()), at_end=True)


def replay_slot(app: AppState, fields: Fields) -> None:
    """A saved game from its start; an unfinished one as an onlooker sees it (whoever holds
    the device may not be the seat whose hand it would show: opening the save, or continuing
    it from here, brings the privacy screens of hotseat)."""
    try:
        saved = saves.read(app.storage, fields.get("slot", ""))
    except SaveError as error:
        app.notices.append(str(error))
        return
    _show(app, Replay.of(saved.record, saved.seats), at_end=False)


def _step(app: AppState, position: int | None = None, by: int = 0) -> None:
    app.demo_json = app.demo_link = ""  # a demo made earlier started elsewhere
    if app.replay is not None:
        app.replay.go((app.replay.position if position is None else position) + by)


def first(app: AppState, fields: Fields) -> None:
    _step(app, 0)


def back(app: AppState, fields: Fields) -> None:
    _step(app, by=-1)


def forward(app: AppState, fields: Fields) -> None:
    _step(app, by=1)


def to_step(app: AppState, fields: Fields) -> None:
    """One of the review's findings (`data-step`), seen again by the seat reviewed."""
    replay = app.replay
    position = untrusted.whole_number(fields.get("step", ""), records.MAX_ACTIONS + 1)
    if replay is None or position is None:
        return
    if replay.reviewed_seat is not None:
        replay.open_hands = False
        replay.look_as(replay.reviewed_seat)
    _step(app, position)


def last(app: AppState, fields: Fields) -> None:
    if app.replay is not None:
        app.replay.go(app.replay.length)


def to_round(app: AppState, fields: Fields) -> None:
    position = untrusted.whole_number(fields.get("value", ""), records.MAX_ACTIONS + 1)
    if position is not None:
        _step(app, position)


def seen_by(app: AppState, fields: Fields) -> None:
    """Whose eyes: one seat, or every hand open once the game is over."""
    replay = app.replay
    if replay is None:
        return
    value = fields.get("value", "")
    seat = untrusted.whole_number(value, len(replay.seats))
    if value == "open" and replay.finished:
        replay.open_hands = True
    elif seat is not None:
        replay.open_hands = False
        replay.look_as(seat)


def play_as(app: AppState, fields: Fields) -> None:
    """The seat to take when continuing an onlooker's replay solo."""
    replay = app.replay
    if replay is None:
        return
    seat = untrusted.whole_number(fields.get("value", ""), len(replay.seats))
    if seat is not None:
        replay.play_as(seat)


def play(app: AppState, fields: Fields) -> None:
    if app.replay is not None:
        if app.replay.position == app.replay.length:
            app.replay.go(0)
        app.replay.playing = True


def pause(app: AppState, fields: Fields) -> None:
    if app.replay is not None:
        app.replay.playing = False


def tick(app: AppState) -> bool:
    """One step of auto-play; False once it stops (paused, or at the end)."""
    replay = app.replay
    if replay is None or app.screen != "replay" or not replay.playing:
        return False
    replay.go(replay.position + 1)
    if replay.position >= replay.length:
        replay.playing = False
    return replay.playing


def continue_here(app: AppState, fields: Fields) -> None:
    """A new local game from the replay's position: solo (the seat looked at is the human, or
    the one chosen to play as when looking on; the others Easy bots unless they were bots
    already) or hotseat (all human, behind the privacy screen). The save records where it
    branched."""
    replay = app.replay
    if replay is None:
        return
    human = replay.player if replay.seat is None else replay.seat
    if fields.get("mode") == "hotseat":
        seats = tuple(Seat(seat.name, "human") for seat in replay.seats)
    else:
        seats = tuple(
            Seat(seat.name, "human")
            if i == human
            else Seat(seat.name, "bot", seat.level or home.DEFAULT_LEVEL, seat.style)
            for i, seat in enumerate(replay.seats)
        )
    app.session = Session.from_record(replay.branch_record(), seats)
    app.branch = {"step": replay.position, "from": replay.record}
    app.replay = None
    autosave.start_slot(app, t("saves.branch_name", step=replay.position))
    show_table(app)


def make_demo(app: AppState, fields: Fields) -> None:
    """A rules demo of the replay's next steps: from this position to the start of the next
    round (at least one step); captions are the log's sentences for the seat seen. A demo
    shows a seat's hand, so an onlooker's replay makes none."""
    replay = app.replay
    if replay is None or replay.seat is None or replay.position >= replay.length:
        return
    start = replay.position
    later = [p for p in replay.round_starts() if p > start + 1]
    end = min(later[0] if later else replay.length, start + demos.MAX_STEPS)
    names = [seat.name for seat in replay.seats]
    captions = [t("replay.demo_intro", step=start)]
    for step in replay.session.steps[start:end]:
        lines = [
            line
            for event in step.events
            if (line := app.ui.sentence(event_for(event, replay.seat), names))
        ]
        captions.append(" ".join(lines) or "…")
    demo = demos.make(
        replay.record["game"],
        replay.record["config"],
        replay.record["seed"],
        before=replay.record["actions"][:start],
        actions=replay.record["actions"][start:end],
        captions=captions,
        title=t("replay.demo_title", step=start),
        seat=replay.seat,
    )
    app.demo_json = json.dumps(demo.to_dict(), indent=1, ensure_ascii=False)
    app.demo_link = "embed.html#demo=" + demos.encode(demo)


def demo_captions(app: AppState, fields: Fields) -> None:
    """The demo just made, with the title and captions rewritten in its form: checked like
    any demo, its link and source made again; what is refused is said and nothing changes."""
    if not app.demo_json:
        return
    data = json.loads(app.demo_json)
    data["title"] = fields.get("title", data["title"]).strip() or data["title"]
    data["captions"] = [
        fields.get(f"caption-{index}", caption).strip() or caption
        for index, caption in enumerate(data["captions"])
    ]
    try:
        demo = demos.parse(data)
    except demos.DemoError as error:
        app.notices.append(t("replay.demo_refused", reason=str(error)))
        return
    app.demo_json = json.dumps(demo.to_dict(), indent=1, ensure_ascii=False)
    app.demo_link = "embed.html#demo=" + demos.encode(demo)
    app.notices.append(t("replay.demo_updated"))
    app.effects.append(Effect("focus", "#demo-link"))


def copy_link(app: AppState, fields: Fields) -> None:
    """Copy the link; if the clipboard refuses, the page selects it in `#share-link`."""
    fragment = share_fragment(app)
    if fragment:
        app.effects.append(Effect("copy", "#share-link", fragment))


SCREENS = {"replay": render, "link-error": render_link_error}
COMMANDS: dict[str, Command] = {
    "replay-game": replay_game,
    "replay-slot": replay_slot,
    "replay-first": first,
    "replay-back": back,
    "replay-forward": forward,
    "replay-last": last,
    "replay-to": to_step,
    "replay-round": to_round,
    "replay-seat": seen_by,
    "replay-as": play_as,
    "replay-play": play,
    "replay-pause": pause,
    "replay-continue": continue_here,
    "make-demo": make_demo,
    "demo-captions": demo_captions,
    "copy-link": copy_link,
}
