"""The recap of what happened since a person's last decision (issue 33, point 4 "See the
moves"): every new line, none cut, grouped by the seat it is about in the order they acted,
the bookkeeping (shuffles, draws, turn markers) kept after the moves; in both languages and
for every game."""

from __future__ import annotations

import re
from collections.abc import Iterator
from html import unescape

import pytest

from tabletop.text import set_language
from tabletop.ui.feedback import recent_moves
from tabletop.ui.game_ui import Move, TableContext
from tabletop.ui.screens.table import about

from .test_app import make_app, run_bots, start
from .test_every_game_in_the_app import GAMES

NAMES = ("Ann", "<b>Hal</b>", "Cy")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """The catalogue's language is global: each test leaves it English."""
    yield
    set_language("en")


def groups(html: str) -> list[tuple[str, list[str], str]]:
    """Each seat's group: its seat, its moves, its bookkeeping line."""
    found = []
    for seat, body in re.findall(
        r'<li class="recap-seat" data-seat="(\d+)">(.*?)</li>\s*(?=<li class="recap-seat"|</ol>)',
        html,
        re.S,
    ):
        moves = [unescape(m) for m in re.findall(r"<li>(.*?)</li>", body)]
        minor = re.search(r'<p class="recap-minor">(.*?)</p>', body)
        found.append((seat, moves, unescape(minor.group(1)) if minor else ""))
    return found


ELEVEN = (
    Move("Hal led Survey.", 1),
    Move("Hal shuffled their discard pile into a new deck.", 1, minor=True),
    Move("Cy followed Survey.", 2),
    Move("Hal drew 5 cards.", 1, minor=True),
    Move("Hal resolved Survey with 3 symbols.", 1),
    Move("Cy drew 1 card.", 2, minor=True),
    Move("Round 2: Cy's turn.", 2, minor=True),
    Move("Cy led Warfare.", 2),
    Move("Hal dissented.", 1),
    Move("Ann drew 2 cards.", 0, minor=True),
    Move("Round 2: Ann's turn.", 0, minor=True),
)


def test_the_recap_keeps_every_line_grouped_by_seat_with_the_bookkeeping_last() -> None:
    ctx = TableContext(names=NAMES, bots=(None, "easy", "hard"), recent=11, moves=ELEVEN)
    html = recent_moves(ctx)
    assert html is not None
    assert '<h2 id="recent-title">Since your last decision</h2>' in html
    assert groups(html) == [
        (
            "1",
            ["Hal led Survey.", "Hal resolved Survey with 3 symbols.", "Hal dissented."],
            "Hal shuffled their discard pile into a new deck. Hal drew 5 cards.",
        ),
        ("2", ["Cy followed Survey.", "Cy led Warfare."], "Cy drew 1 card. Round 2: Cy's turn."),
    ]
    # Ann made no move: her bookkeeping closes the recap, under no name of its own.
    assert html.endswith(
        '</ol><p class="recap-minor recap-rest">Ann drew 2 cards. Round 2: Ann&#x27;s turn.</p>'
        "</section>"
    )
    # Each group under its seat's name (escaped, isolated) and mark; none of the eleven is cut.
    assert "<strong><bdi>&lt;b&gt;Hal&lt;/b&gt;</bdi></strong>" in html
    assert html.count('class="seat-mark" aria-hidden="true"') == 2
    text = unescape(html)
    assert all(move.line in text for move in ELEVEN)


def test_the_recap_is_not_drawn_without_new_lines_nor_in_a_replay() -> None:
    assert recent_moves(TableContext(names=NAMES, bots=(None, None, None))) is None
    replay = TableContext(names=NAMES, bots=(None, None, None), moves=ELEVEN, interactive=False)
    assert recent_moves(replay) is None


def test_the_recap_speaks_french() -> None:
    set_language("fr")
    ctx = TableContext(names=NAMES, bots=(None, "easy", "hard"), moves=ELEVEN[:1])
    html = recent_moves(ctx)
    assert html is not None and "Depuis votre dernière décision" in html


def test_a_line_is_about_the_event_s_player_else_the_seat_that_decided() -> None:
    assert about({"type": "draw", "player": 2}, 0, 3) == 2
    assert about({"type": "reshuffle", "planets": True}, 1, 3) == 1
    assert about({"kind": "restock", "player": True}, 1, 3) == 1  # not a seat
    assert about({"kind": "x", "player": 7}, 0, 3) == 0


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", GAMES)
def test_every_game_s_recap_holds_every_line_new_since_the_person_decided(
    game: str, lang: str
) -> None:
    """Three bots between two of the person's decisions write more lines than the three the
    prompt used to repeat: the recap has them all, each once, and the log marks as many."""
    app = make_app()
    app.command("language", {"lang": lang})  # the app speaks its own language
    players = 2 if game == "microcosm" else 4
    fields = {"game": game, "seed": "11", "players": str(players)}
    for seat in range(1, players):
        fields |= {f"name{seat}": f"Bot{seat}", f"kind{seat}": "easy"}
    start(app, **fields)
    longest = 0
    for _ in range(12):
        run_bots(app)
        session = app.session
        assert session is not None
        if session.game.is_over:
            break
        html = str(app.render())
        marked = html.count('<li class="recent">')
        if marked:  # the recap is there, in the app's language
            assert ("Depuis votre dernière décision" if lang == "fr" else "Since your") in html
        found = groups(html)
        lines = [line for _, moves, _ in found for line in moves]
        rest = re.search(r'<p class="recap-minor recap-rest">(.*?)</p>', html)
        minor = " ".join([m for _, _, m in found if m] + ([rest.group(1)] if rest else []))
        minor = unescape(minor)
        log = [unescape(x) for x in re.findall(r'<li class="recent">(.*?)</li>', html)]
        for line in log:  # every line the log marks as new is in the recap, whole
            assert line in lines or line in minor
        assert len(lines) <= marked
        assert len({seat for seat, _, _ in found}) == len(found)  # one group per seat
        longest = max(longest, marked)
        legal = session.game.legal_actions()
        assert app.act(str(legal[-1]))
    assert longest > 3
