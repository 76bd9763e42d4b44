"""The table: the game drawn for the seat whose eyes it is, the privacy screen between
humans, the humans' decisions and undo, and the bots' turns (their requests and answers)."""

from __future__ import annotations

import json
from typing import Any

from tabletop.markup import Markup, join
from tabletop.spec import event_for
from tabletop.text import isolate, language, t
from tabletop.ui import autosave, coach, feedback, frame, home, lessons
from tabletop.ui.game_ui import Move, TableContext
from tabletop.ui.screens import review
from tabletop.ui.session import MOST_REPEATS, Session, Step
from tabletop.ui.shell import (
    MAX_SEED,
    AppState,
    Command,
    Effect,
    Fields,
    bot_ticket,
    commitment,
    show_table,
)


def step_sentences(
    app: AppState, session: Session, step: Step, viewer: int, names: tuple[str, ...]
) -> list[Move]:
    """A step's log sentences for this viewer, each with the seat it is about, worked out
    once: every draw used to turn the whole game's events into sentences again (some 880 at
    the end of a 4-player game)."""
    key = (viewer, language(), names)
    kept = session.sentences.get(id(step))
    if kept is not None and kept[0] is step and kept[1] == key:
        return kept[2]
    moves = []
    for event in step.events:
        seen = event_for(event, viewer)
        sentence = app.ui.sentence(seen, list(names))
        if sentence:
            seat = about(seen, step.player, len(names))
            moves.append(Move(sentence, seat, app.ui.minor(seen), seen))
    if step.forced and moves and step.player == viewer:  # said to the person it spared
        first = moves[0]
        moves[0] = Move(t("table.forced", sentence=first.line), first.seat, first.minor)
    session.sentences[id(step)] = (step, key, moves)
    return moves


def recap_moves(
    app: AppState, per_step: list[list[Move]], recent: int, since: int = 0
) -> tuple[Move, ...]:
    """The recap's moves: the last `recent` lines (those since the viewer decided), from
    step `since` on, each run of like moves as one line (`feedback.merge_runs`)."""
    assert app.session is not None
    flat = [(i, move) for i, step_moves in enumerate(per_step) for move in step_moves]
    kept = [move for i, move in flat[len(flat) - recent :] if i >= since]
    return feedback.merge_runs(kept, app.ui.run, list(app.session.names))


def about(event: dict[str, Any], decider: int, players: int) -> int:
    """The seat an event is about: its `player` (every game's events name it so, as
    `event_for` reads it), else the seat whose decision caused it."""
    seat = event.get("player")
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < players:
        return seat
    return decider


def render(app: AppState) -> Markup:
    session = app.session
    assert session is not None
    viewer = app.viewer()
    view = session.view(viewer)
    names = tuple(session.names)
    per_step = [step_sentences(app, session, step, viewer, names) for step in session.steps]
    lines = [move.line for step_moves in per_step for move in step_moves]
    players = [step.player for step in session.steps]
    recent = feedback.since_last_decision(players, [len(x) for x in per_step], viewer)
    notices = [
        t("table.in_memory") if app.in_memory else None,
        t("table.no_worker") if app.bots_on_page and session.bot_to_move() is not None else None,
        coach.help_note(session.undo_used, session.hints),
        *app.shown_notices(),
    ]
    notice = " ".join(filter(None, notices))
    over = session.game.is_over
    lesson, pointed = (
        lessons.panel(app.ui, session, view, person_deciding(app) is not None)
        if session.tutorial is not None
        else (None, ())
    )
    ctx = TableContext(
        names=names,
        bots=tuple(seat.level if seat.kind == "bot" else None for seat in session.seats),
        log=tuple(lines),
        rounds=tuple(tuple(r) for r in session.rounds),
        can_undo=session.can_undo(viewer),
        notice=notice or None,
        thinking=app.thinking,
        winners=tuple(session.game.winners()) if over else (),
        reveal=(session.seed, commitment(session.seed)) if over else None,
        recent=recent,
        moves=recap_moves(app, per_step, recent),
        last_seat=players[-1] if players else None,
        coach=coach_panel(app, view) if not over else None,
        help_note=coach.help_note(session.undo_used, session.hints) if over else None,
        review=review.panel(app) if over else None,
        repeats=repeats(app, view),
        lesson=lesson,
        pointed=pointed,
        folded=app.panel_folded,
    )
    bots = any(seat.kind == "bot" for seat in session.seats)
    toolbar = home.table_toolbar(app.pause_ms, app.in_memory, bots=bots, open_=app.menu_open)
    return join([toolbar, frame.table(app.ui, view, ctx)])


def repeats(app: AppState, view: dict[str, Any]) -> tuple[tuple[str, int], ...]:
    """The deciding person's choices that may be taken more than once in a row, with how
    many times (none for anyone else)."""
    session = app.session
    if session is None or person_deciding(app) is None:
        return ()
    counted = ((action, session.repeats(action)) for action in view["legal_actions"])
    return tuple((action, times) for action, times in counted if times > 1)


def person_deciding(app: AppState) -> int | None:
    """The seat of the person whose decision the shown table waits for, else None (a bot's
    turn, another screen, a finished game)."""
    session = app.session
    if session is None or app.screen != "table":
        return None
    seat = session.game.current_player
    if seat is None or not session.is_human(seat) or seat != app.viewer():
        return None
    return seat


def hint_seat(app: AppState) -> int | None:
    """The person deciding, who may ask for a hint when there is a choice to make (more than
    one legal action), else None. Not while a tutorial teaches: its lesson is the help, and a
    hint pointing elsewhere would contradict it (issue 33); once every lesson is met the game
    is the learner's, coach included."""
    seat = person_deciding(app)
    if seat is None or app.session is None or lessons.teaching_on(app.session):
        return None
    return seat if len(app.session.game.legal_actions()) > 1 else None


def current_hint(app: AppState) -> coach.Hint | None:
    """The hint asked for at this very decision, if any (one asked earlier is stale)."""
    hint = app.hint
    return hint if hint is not None and hint.ticket == bot_ticket(app) else None


def coach_panel(app: AppState, view: dict[str, Any]) -> Markup | None:
    if hint_seat(app) is None:
        return None
    return coach.panel(current_hint(app), lambda action: app.ui.label(action, view))


def ask_hint(app: AppState, fields: Fields) -> None:
    """A person asks what Hard would do: counted at once (the game is marked as helped and
    saved), answered by the worker (`hint_due`, `hint_request`, `hint_act`)."""
    seat = hint_seat(app)
    if seat is None or current_hint(app) is not None:
        return
    ticket = bot_ticket(app)
    assert app.session is not None and ticket is not None
    app.hint = coach.Hint(ticket, seat)
    app.session.hints += 1
    autosave.save(app)


def hint_due(app: AppState) -> bool:
    """Whether a hint awaits Hard's answer."""
    hint = current_hint(app)
    return hint is not None and hint.candidates is None and not hint.failed


def hint_request(app: AppState) -> str:
    """A bot request for the asking seat's view (the worker answers it as Expert)."""
    session, hint = app.session, current_hint(app)
    assert session is not None and hint is not None
    return json.dumps(
        {
            "game": session.spec.id,
            "version": session.spec.version,  # a game of an older version: its rules
            "level": "expert",
            "seed": (session.seed * 37 + hint.seat * 104_729 + len(session.steps)) % (1 << 62),
            "view": session.view(hint.seat),
            "ticket": hint.ticket,
        }
    )


def hint_act(app: AppState, answer: dict[str, Any]) -> bool:
    """The worker's answer to a hint: kept if it is for the decision still on the table."""
    hint = current_hint(app)
    if hint is None or answer.get("ticket") != hint.ticket or app.session is None:
        return False
    if "error" in answer:
        hint.failed = True
        return True
    legal = [str(action) for action in app.session.game.legal_actions()]
    hint.candidates = coach.read_answer(answer, legal)
    hint.failed = not hint.candidates
    return True


def render_pass(app: AppState) -> Markup:
    assert app.session is not None
    return home.pass_screen(app.session.names[app.viewer()])


def announcement(app: AppState) -> str:
    """What the live region reads out: the recap's moves not read out yet (those since the
    viewer decided, none cut: `feedback.said`, per seat), then the prompt."""
    session = app.session
    if app.screen != "table" or session is None:
        return ""
    viewer = app.viewer()
    start = min(app.announced, len(session.steps))
    app.announced = len(session.steps)
    names = tuple(session.names)
    per_step = [step_sentences(app, session, step, viewer, names) for step in session.steps]
    players = [step.player for step in session.steps]
    recent = feedback.since_last_decision(players, [len(x) for x in per_step], viewer)
    moves = feedback.said(recap_moves(app, per_step, recent, start), names)
    view = session.view(viewer)
    over = view["pending"] is None
    prompt = t("table.game_over") if over else app.ui.prompt(view, session.names)
    return " ".join(filter(None, [moves, prompt]))


def reveal(app: AppState, fields: Fields) -> None:
    """The privacy screen is passed: the table for the human to decide."""
    if app.session is not None and app.screen == "pass":
        app.shown_to = app.viewer()
        app.screen = "table"
        app.effects.append(Effect("focus", "#prompt [data-preferred]|#prompt button"))


def undo(app: AppState, fields: Fields) -> None:
    session = app.session
    if session is None or app.screen != "table":
        return
    viewer = app.viewer()
    if not session.can_undo(viewer):
        app.notices.append(t("table.undo_refused"))
        return
    session.undo(viewer)
    autosave.save(app)
    show_table(app)


def act(app: AppState, action: str) -> bool:
    """A human's decision from the table; refused (False) unless it is theirs and legal."""
    session = app.session
    if session is None or person_deciding(app) is None:
        return False
    try:
        session.apply(action)
    except ValueError:  # the game's own ActionError is one
        app.notices.append(t("table.refused"))
        return False
    session.play_forced()  # saved with the decision that led to them
    autosave.save(app)
    show_table(app)
    return True


def repeat(app: AppState, fields: Fields) -> None:
    """A person's choice taken several times in a row at once (`data-repeat`, `data-times`),
    each a decision of the record; refused unless it may be taken that many times now."""
    session = app.session
    action, times = fields.get("repeat", ""), fields.get("times", "")
    if session is None or person_deciding(app) is None:
        return
    counted = times.isascii() and times.isdigit() and 2 <= int(times) <= MOST_REPEATS
    if not counted or session.repeats(action) < int(times):
        app.notices.append(t("table.refused"))
        return
    for _ in range(int(times)):
        session.apply(action)
    session.play_forced()
    autosave.save(app)
    show_table(app)


def bot_due(app: AppState) -> int | None:
    """The bot seat whose decision is pending while the table is shown, if any."""
    if app.session is None or app.screen != "table":
        return None
    return app.session.bot_to_move()


SAME_SEAT_BEAT = 4  # a bot's next decision in a row shows after this fraction of the pause


def bot_beat_ms(app: AppState) -> int:
    """How long the last move stays on show before the due bot's move is (the bot thinks
    meanwhile): the whole pause when the move passes to another seat, whose highlight the eye
    follows; a quarter of it between one bot's own decisions in a row, so that its turn reads
    as one movement (a 4-player round was some 8 bot decisions, each a whole pause)."""
    session = app.session
    due = bot_due(app)
    if session is None or due is None or not session.steps:
        return app.pause_ms
    same_seat = session.steps[-1].player == due
    return app.pause_ms // SAME_SEAT_BEAT if same_seat else app.pause_ms


def bot_seed(seed: int, seat: int, decisions: int) -> int:
    """A bot's seed at a decision: from the game's seed, its seat and the decisions taken, so
    that a game replayed with the same choices gets the same bots' choices (a tutorial's)."""
    return (seed * 31 + seat * 7919 + decisions) % (1 << 62)


def bot_request(app: AppState) -> str:
    """The JSON a bot needs: the game's id (the service finds its spec by it), its level,
    its seed and its seat's view (nothing more), with the ticket its answer must echo."""
    session = app.session
    assert session is not None
    seat = session.bot_to_move()
    assert seat is not None
    return json.dumps(
        {
            "game": session.spec.id,
            "version": session.spec.version,  # a game of an older version: its rules
            "level": session.seats[seat].level,
            "style": session.seats[seat].style,
            "seed": bot_seed(session.seed, seat, len(session.steps)),
            "view": session.view(seat),
            "ticket": bot_ticket(app),
        }
    )


def bot_act(app: AppState, answer: dict[str, Any]) -> bool:
    """A bot's answer (`{"action": …, "ticket": …}`); dropped unless the table is shown, a
    bot is to move and the ticket is this game's at this very decision (the player may have
    left, opened another game or undone meanwhile)."""
    session = app.session
    if session is None or app.screen != "table" or session.bot_to_move() is None:
        return False  # the player left the table meanwhile: the bot thinks again later
    if answer.get("ticket") != bot_ticket(app):
        return False
    try:
        session.apply(str(answer.get("action")))
    except ValueError:  # the game's own ActionError is one
        return False
    session.play_forced()
    autosave.save(app)
    show_table(app)
    return True


def rematch(app: AppState, fields: Fields) -> None:
    """A finished game played again as a new game (its own save): the same seats and
    options and a new seed, whose commitment is said at once (no form showed it before the
    game). The first decision passes on: the games draw their first player from the seed,
    so the new game is dealt first and the seats, kept in the same cyclic order, are then
    turned so that the person who sat after the last game's first decider decides first."""
    session = app.session
    if session is None or app.screen != "table" or not session.game.is_over:
        return
    old, n = session.seats, len(session.seats)
    if session.steps:
        old_first = session.steps[0].player
    else:  # nothing was decided: the seed says who would have decided first
        old_first = session.spec.new(session.config, session.seed).current_player or 0
    seed = app.fresh_seed() % MAX_SEED
    new = Session.new(session.spec, session.config, seed, old)
    first = new.game.current_player or 0  # the first decider, right after the deal
    new.seats = seats = tuple(old[(i - first + old_first + 1) % n] for i in range(n))
    app.session = new
    app.branch = None
    names = " · ".join(isolate(seat.name) for seat in seats)
    autosave.start_slot(app, t("saves.default_name", names=names, date=app.now()[:10]))
    app.notices.append(
        t("rematch.started", name=isolate(seats[first].name), commitment=commitment(seed))
    )
    show_table(app)


def toggle_menu(app: AppState, fields: Fields) -> None:
    """The table's menu, folded to one line on a phone, unfolded or folded again."""
    app.menu_open = not app.menu_open


def toggle_panel(app: AppState, fields: Fields) -> None:
    """The phone's decision panel folded to its question (the table in view) or unfolded:
    kept so for the rest of the game, whoever moves."""
    app.panel_folded = not app.panel_folded


SCREENS = {"table": render, "pass": render_pass}
COMMANDS: dict[str, Command] = {
    "reveal": reveal,
    "undo": undo,
    "repeat": repeat,
    "rematch": rematch,
    "hint": ask_hint,
    "menu": toggle_menu,
    "fold-panel": toggle_panel,
}
