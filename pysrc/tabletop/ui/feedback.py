"""What every game's table shares to show what is happening: who is thinking, what just
happened, the running scores, tooltips and the table's layout with its log.

The table's frame (`tabletop.ui.frame`) and the games' parts call these so that every table
looks and behaves alike; nothing here knows a game's rules (scores are computed by the game,
from its view only).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tabletop.markup import Markup, bdi, el
from tabletop.text import isolate, t, t_markup

if TYPE_CHECKING:
    from tabletop.ui.game_ui import Move, TableContext


def waiting_line(ctx: TableContext, seat: int) -> Markup | None:
    """Who the table waits for: a bot's turn says "Hal (Hard) is thinking…" as soon as it is
    pending (its pause included: the player sees one continuous wait), a person's says whom
    to wait for. None at a replay, which waits for nobody."""
    if not ctx.interactive:
        return None
    name = bdi(ctx.names[seat])
    level = ctx.bots[seat]
    if level is None:
        return el("p", {"class_": "waiting"}, t_markup("feedback.waiting", name=name))
    return el(
        "p",
        {"class_": "waiting thinking", "data-thinking": seat},
        el("span", {"class_": "spinner", "aria-hidden": "true"}),
        t_markup("feedback.thinking", name=name, level=t(f"level.{level}")),
    )


def recent_moves(ctx: TableContext) -> Markup | None:
    """Everything that happened since this seat's last decision, above the prompt, so that a
    phone shows it without opening the log: every new line (none cut), grouped by the seat it
    is about, in the order they first acted, each under its name and seat mark (a line that
    opens with that name reads on from it: `under_name`); a seat's bookkeeping (shuffles,
    draws) follows its moves as one quieter line, and that of seats that made no move (the
    next turn's marker) closes the recap."""
    if not ctx.moves or not ctx.interactive:
        return None
    grouped, rest = recap(ctx.moves, ctx.names)
    groups = [
        el(
            "li",
            {"class_": "recap-seat", "data-seat": seat},
            el(
                "p",
                {"class_": "recap-who"},
                el("span", {"class_": "seat-mark", "aria-hidden": "true"}),
                el("strong", {}, bdi(ctx.names[seat])),
            ),
            el("ul", {"class_": "recap-moves"}, [el("li", {}, line) for line in moves]),
            el("p", {"class_": "recap-minor"}, listed(minor)) if minor else None,
        )
        for seat, moves, minor in grouped
    ]
    return el(
        "section",
        {"class_": "recent-moves", "aria-labelledby": "recent-title"},
        el("h2", {"id": "recent-title"}, t("feedback.recent")),
        el("ol", {"class_": "recap"}, groups) if groups else None,
        el("p", {"class_": "recap-minor recap-rest"}, " ".join(rest)) if rest else None,
    )


Group = tuple[int, list[str], list[str]]  # a seat, its moves, its bookkeeping


def recap(moves: Sequence[Move], names: Sequence[str]) -> tuple[list[Group], list[str]]:
    """The recap's content, drawn on the table and read out alike: each seat that moved, in
    the order they first acted, with its moves and its bookkeeping, each line under the
    seat's name (`under_name`); then the lines of the seats that made no move."""
    movers = list(dict.fromkeys(move.seat for move in moves if not move.minor))
    groups = [
        (
            seat,
            [under_name(m.line, names[seat]) for m in moves if m.seat == seat and not m.minor],
            [under_name(m.line, names[seat]) for m in moves if m.seat == seat and m.minor],
        )
        for seat in movers
    ]
    return groups, [move.line for move in moves if move.seat not in movers]


def under_name(line: str, name: str) -> str:
    """A line as it reads under its seat's name: without that name where the sentence opens
    with it as its subject ("Hal led Survey." under "Hal" reads "led Survey."; in French "Hal
    a mené…", "a mené…"). Every game puts a name in a sentence isolated (`text.isolate`), so
    only that very name, followed by a space and a word in lower case (a verb: not "Hal's
    turn", not a "Hal: …" list), is taken off; any other line stays whole."""
    lead = isolate(name) + " "
    rest = line[len(lead) :]
    return rest if line.startswith(lead) and rest[:1].islower() else line


def merge_runs(
    moves: Sequence[Move],
    run: Callable[[Sequence[dict[str, Any]], list[str]], str | None],
    names: list[str],
) -> tuple[Move, ...]:
    """The moves with each run of like ones (two or more in a row by one seat, of the same
    event kind: a bot's clean-up discarding six cards) as one line, the game's (`GameUI.run`,
    which keeps what they say: which cards); a run the game does not sum up stays as it is."""
    merged: list[Move] = []
    i = 0
    while i < len(moves):
        j = i + 1
        while j < len(moves) and _alike(moves[i], moves[j]):
            j += 1
        events = [move.event for move in moves[i:j] if move.event is not None]
        line = run(events, names) if j - i > 1 else None
        merged.append(replace(moves[i], line=line) if line else moves[i])
        merged.extend(() if line else moves[i + 1 : j])
        i = j
    return tuple(merged)


def _alike(first: Move, other: Move) -> bool:
    """Whether two moves may read as one: by the same seat, of the same kind of event (its
    "type", or "kind", as every game's events name it), neither told apart (a forced one)."""
    if first.event is None or other.event is None or first.seat != other.seat:
        return False
    return _kind(first.event) == _kind(other.event) and first.minor == other.minor


def _kind(event: dict[str, Any]) -> object:
    return event.get("type", event.get("kind"))


def said(moves: Sequence[Move], names: Sequence[str]) -> str:
    """The recap as a screen reader hears it, concisely: each seat's name, then its moves
    ("Hal: led Survey; discarded 6 cards: …."); bookkeeping (draws, shuffles, the turn's
    marker, which the prompt says anyway) is left to the log."""
    groups, _ = recap(moves, names)
    spoken = [
        t("feedback.said", name=isolate(names[seat]), moves=listed(lines)[:-1])
        for seat, lines, _ in groups
        if lines
    ]
    return " ".join(spoken)


def listed(lines: Sequence[str]) -> str:
    """Lines as one sentence, each without its closing full stop, between semicolons ("drew
    1 card; shuffled their discard pile…."): lines read on from a name are not sentences."""
    bare = [line[:-1] if line.endswith(".") else line for line in lines]
    return t("feedback.separator").join(bare) + "."


def since_last_decision(players: Sequence[int], lines: Sequence[int], viewer: int) -> int:
    """How many log lines (the last ones) to mark as new for `viewer`: those of every step
    after the viewer's own last one, or, just after the viewer decided, those of that step.
    `players[i]` took step i, which wrote `lines[i]` log lines."""
    count = 0
    for player, written in zip(reversed(players), reversed(lines), strict=True):
        if player == viewer:
            return count or written
        count += written
    return count


def score_strip(ctx: TableContext, scores: Sequence[str], acting: int | None = None) -> Markup:
    """Every player's running score, in seat order, for the status bar. `scores` are already
    written (a game may show "12+" where part of a score is hidden from this seat). The seat
    that decides now (`acting`) is marked, in words as well as looks ("to play"), apart from
    the glow on the seat that moved last."""
    return el(
        "ul",
        {"class_": "score-strip", "aria-label": t("feedback.scores")},
        [
            el(
                "li",
                {
                    "data-seat": seat,
                    "class_": " ".join(
                        name
                        for name, on in (
                            ("to-act", seat == acting),
                            ("last-move", seat == ctx.last_seat),
                        )
                        if on
                    )
                    or None,
                    "aria-current": "true" if seat == acting else None,
                },
                el("span", {"class_": "to-act-mark"}, t("feedback.to_act"))
                if seat == acting
                else None,
                el("span", {"class_": "score-name"}, bdi(name)),
                " ",
                _score(score),
            )
            for seat, (name, score) in enumerate(zip(ctx.names, scores, strict=True))
        ],
    )


def _score(score: str) -> Markup:
    """A running score; one that ends in "+" (more may be hidden from this seat) says so in
    its tooltip and to screen readers, since a bare "12+" explains nothing."""
    if not score.endswith("+"):
        return el("strong", {"class_": "score-value"}, score)
    said = t("feedback.score_hidden", n=score[:-1])
    return el(
        "strong",
        {"class_": "score-value partial", "title": said},
        el("span", {"aria-hidden": "true"}, score),
        el("span", {"class_": "visually-hidden"}, said),
    )


def tip_id(kind: str, key: object) -> str:
    """A tooltip's id: unique on the page for one (kind, key)."""
    return f"tip-{kind}-{key}".replace(" ", "-")


def described(attrs: dict[str, object], tip_id_: str) -> dict[str, object]:
    """`attrs` also described by `tip_id_`: a tutorial's lesson may describe the same control
    (`aria-describedby` holds several ids)."""
    before = attrs.get("aria-describedby")
    return attrs | {"aria-describedby": f"{before} {tip_id_}" if before else tip_id_}


def tipped(control: Markup, tip_id_: str, *content: object) -> Markup:
    """A focusable control followed by its tooltip: shown beside it on hover, on focus (a
    long press focuses a button on a phone) and read as its description, since the control
    carries `aria-describedby` naming `tip_id_`."""
    return el(
        "span",
        {"class_": "tipped"},
        control,
        el("span", {"class_": "tip", "role": "tooltip", "id": tip_id_}, *content),
    )


def fold(key: str, summary: object, *content: object, titled: bool = False) -> Markup:
    """A part of the table that a phone folds to its one-line summary, so that the whole
    table fits in about two screens: drawn open; on a phone the page folds it unless it
    holds a target of the pending choices, or the player opened it (static/main.py,
    `arrange`). A wider screen shows it whole, its summary hidden by app.css, unless the
    summary is the part's own title (`titled`): then it folds there too, at the player's tap."""
    return el(
        "details",
        {"class_": "fold titled" if titled else "fold", "data-fold": key, "open": True},
        el("summary", {}, summary),
        *content,
    )


def row_attrs(class_: str, label: str) -> dict[str, object]:
    """The attributes of a list of cards or tiles (a hand, a supply, an Empire) that a phone
    shows as one row scrolling sideways, however many they are (app.css, `.card-row`):
    named and focusable, so that a keyboard scrolls it too. The game's own `class_` lays it
    out on a wider screen."""
    return {"class_": f"{class_} card-row", "tabindex": "0", "aria-label": label}


def card_row(label: str, items: Sequence[object]) -> Markup:
    """Cards (`.cards`) in a row that a phone scrolls sideways (`row_attrs`)."""
    return el("ul", row_attrs("cards", label), items)


def table_layout(main: Sequence[object], log: Markup) -> Markup:
    """The table and its log: side by side on a wide screen (the log a column beside the
    table), one after the other on a narrow one (the log a drawer at the end)."""
    return el(
        "div",
        {"class_": "table-layout"},
        el("div", {"class_": "table-main"}, *main),
        el("aside", {"class_": "table-side"}, log),
    )


def motion(
    key: str, *, face: bool | None = None, roll: object = None, came_from: str | None = None
) -> dict[str, object]:
    """The attributes by which static/morph.js moves a thing on the table when a move
    changes it: `key` says what it is, the same wherever it is drawn (a card's in a hand and
    in play, so that it slides from one to the other), never more than the viewer may see
    (a face-down planet is keyed by its place); `face` which side shows (a change turns it
    over); `roll` a die's face (a die drawn anew rolls); `came_from` the key of where a thing
    drawn with no earlier element of its own comes from (a card played from a hidden hand)."""
    attrs: dict[str, object] = {"data-key": key}
    if face is not None:
        attrs["data-face"] = "up" if face else "down"
    if roll is not None:
        attrs["data-roll"] = str(roll)
    if came_from is not None:
        attrs["data-from"] = came_from
    return attrs
