"""The recap of what happened since a person's last decision (issue 33, point 4 "See the
moves"): every new line, none cut, grouped by the seat it is about in the order they acted,
without repeating the seat's name under it, a run of like moves (a clean-up's discards) as one
line, the bookkeeping (shuffles, draws, turn markers) kept after the moves, and read out to a
screen reader just so; in both languages and for every game."""

from __future__ import annotations

import re
from collections.abc import Iterator
from html import unescape

import pytest

from eminent_domain.ui import describe as ed_describe
from tabletop.text import isolate, set_language
from tabletop.ui.feedback import merge_runs, recent_moves, said, under_name
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


HAL, CY, ANN = (isolate(name) for name in ("<b>Hal</b>", "Cy", "Ann"))
ELEVEN = (  # as the games write them: every name isolated
    Move(f"{HAL} led Survey.", 1),
    Move(f"{HAL} shuffled their discard pile into a new deck.", 1, minor=True),
    Move(f"{CY} followed Survey.", 2),
    Move(f"{HAL} drew 5 cards.", 1, minor=True),
    Move(f"{HAL} resolved Survey with 3 symbols.", 1),
    Move(f"{CY} drew 1 card.", 2, minor=True),
    Move(f"Round 2: {CY}'s turn.", 2, minor=True),
    Move(f"{CY} led Warfare.", 2),
    Move(f"{HAL} dissented.", 1),
    Move(f"{ANN} drew 2 cards.", 0, minor=True),
    Move(f"Round 2: {ANN}'s turn.", 0, minor=True),
)


def test_the_recap_keeps_every_line_grouped_by_seat_with_the_bookkeeping_last() -> None:
    ctx = TableContext(names=NAMES, bots=(None, "easy", "hard"), recent=11, moves=ELEVEN)
    html = recent_moves(ctx)
    assert html is not None
    assert '<h2 id="recent-title">Since your last decision</h2>' in html
    # Under its seat's name, a line reads on from it (the name is not said again), and the
    # seat's bookkeeping is one sentence; a line not opening with the name stays whole.
    assert groups(html) == [
        (
            "1",
            ["led Survey.", "resolved Survey with 3 symbols.", "dissented."],
            "shuffled their discard pile into a new deck; drew 5 cards.",
        ),
        ("2", ["followed Survey.", "led Warfare."], f"drew 1 card; Round 2: {CY}'s turn."),
    ]
    # Ann made no move: her bookkeeping closes the recap, under no name of its own.
    rest = re.search(r'<p class="recap-minor recap-rest">(.*?)</p></section>$', html)
    assert rest is not None
    assert unescape(rest.group(1)) == f"{ANN} drew 2 cards. Round 2: {ANN}'s turn."
    # Each group under its seat's name (escaped, isolated) and mark; none of the eleven is cut.
    assert "<strong><bdi>&lt;b&gt;Hal&lt;/b&gt;</bdi></strong>" in html
    assert html.count('class="seat-mark" aria-hidden="true"') == 2
    text = unescape(html)
    assert all(under_name(move.line, NAMES[move.seat])[:-1] in text for move in ELEVEN)


@pytest.mark.parametrize(
    ("line", "name", "under"),
    [
        (f"{HAL} led Survey.", "<b>Hal</b>", "led Survey."),
        (f"{HAL} a mené le rôle Exploration.", "<b>Hal</b>", "a mené le rôle Exploration."),
        # Only the heading's own name, isolated as the games put it, and only as the subject.
        (f"{CY} led Survey.", "<b>Hal</b>", f"{CY} led Survey."),
        ("Hal led Survey.", "Hal", "Hal led Survey."),
        (f"{isolate('Hal')}'s turn.", "Hal", f"{isolate('Hal')}'s turn."),
        (f"{isolate('Hal')} 12", "Hal", f"{isolate('Hal')} 12"),
        (f"{isolate('Hal')} : Exploration", "Hal", f"{isolate('Hal')} : Exploration"),
        (f"{isolate('Hal Jo')} led Survey.", "Hal", f"{isolate('Hal Jo')} led Survey."),
        (f"Round 2: {isolate('Hal')}'s turn.", "Hal", f"Round 2: {isolate('Hal')}'s turn."),
        (f"Manche 2\u00a0: au tour de {isolate('Hal')}.", "Hal", None),
    ],
)
def test_a_line_under_its_seat_s_name_does_not_repeat_it(
    line: str, name: str, under: str | None
) -> None:
    assert under_name(line, name) == (line if under is None else under)


def discard(seat: int, card: str) -> Move:
    event = {"type": "discard", "player": seat, "card": card}
    return Move(ed_describe.event_sentence(event, list(NAMES)) or "", seat, event=event)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_run_of_like_moves_by_one_seat_reads_as_one_line_naming_every_card(lang: str) -> None:
    """A bot's clean-up discarding six cards was six lines: one now, which names them all."""
    set_language(lang)
    cards = ("survey", "warfare", "T11", "survey", "politics", "colonize")
    moves = [discard(1, card) for card in cards]
    followed = {"type": "follow", "player": 2, "role": "survey"}
    cy = Move(ed_describe.event_sentence(followed, list(NAMES)) or "", 2, event=followed)
    forced = Move(f"{HAL} discarded a Survey card. (forced)", 1)  # no event: told apart
    merged = merge_runs(
        [*moves, cy, discard(1, "research"), forced], ed_describe.run_sentence, list(NAMES)
    )
    assert len(merged) == 4
    first = merged[0].line
    assert first.startswith(HAL) and merged[0].seat == 1
    assert ("discarded 6 cards" if lang == "en" else "a défaussé 6 cartes") in first
    for card in cards:  # which cards, each of them (a technology with its symbols)
        name = ed_describe.role_card_name(card) if card != "T11" else ed_describe._tech(card)
        assert name in first
    assert first.count(ed_describe.role_card_name("survey")) >= 2
    assert merged[1:] == (cy, discard(1, "research"), forced)  # no run of one, nor across seats
    # A kind the game does not sum up keeps its lines.
    assert merge_runs([cy, cy], ed_describe.run_sentence, list(NAMES)) == (cy, cy)
    # Under Hal's name in the recap, the run reads on from it.
    ctx = TableContext(names=NAMES, bots=(None, "easy", "hard"), moves=merged)
    html = recent_moves(ctx)
    assert html is not None
    assert groups(html)[0][1][0] == under_name(first, NAMES[1])
    assert not groups(html)[0][1][0].startswith(HAL)


def test_the_recap_is_read_out_per_seat_concisely() -> None:
    """What a screen reader hears: each seat's name, then all its moves (none cut), as one
    sentence; bookkeeping is left to the log."""
    assert said(ELEVEN, NAMES) == (
        f"{HAL}: led Survey; resolved Survey with 3 symbols; dissented. "
        f"{CY}: followed Survey; led Warfare."
    )
    set_language("fr")
    french = (
        Move(f"{HAL} a mené le rôle Exploration.", 1),
        Move(f"{HAL} a choisi de s'abstenir.", 1),
    )
    assert (
        said(french, NAMES)
        == f"{HAL}\u00a0: a mené le rôle Exploration\u00a0; a choisi de s'abstenir."
    )


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
        names = session.names
        summed = {  # the seats with a line summing up a run of their moves
            int(seat)
            for seat, moves, _ in found
            if any(all(under(x, names) != move for x in log) for move in moves)
        }
        for line in log:  # every new line is in the recap: whole, under its name, or summed up
            said_so = under(line, names)
            if not (said_so in lines or said_so[:-1] in minor or line in minor):
                assert any(line.startswith(isolate(names[seat]) + " ") for seat in summed)
        assert len(lines) <= marked
        assert len({seat for seat, _, _ in found}) == len(found)  # one group per seat
        # Read out: every seat that moved, by name, with each of its moves (none cut).
        spoken = app.announcement()
        for seat, moves, _ in found:
            assert isolate(names[int(seat)]) in spoken
            assert all(move[:-1] in spoken for move in moves)
        longest = max(longest, marked)
        legal = session.game.legal_actions()
        assert app.act(str(legal[-1]))
    assert longest > 3


def under(line: str, names: list[str]) -> str:
    """A log line as the recap says it under the name it opens with, if any."""
    return next((under_name(line, name) for name in names if line.startswith(isolate(name))), line)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_chaos_theory_sums_up_a_run_of_boosts_by_their_dice_faces(lang: str) -> None:
    from chaos_theory.ui import describe as ct_describe  # noqa: PLC0415

    set_language(lang)
    events = [
        {"kind": "boost", "player": 1, "face": face} for face in ("survey", "survey", "colonize")
    ]
    moves = [Move(ct_describe.event_sentence(e, list(NAMES)) or "", 1, event=e) for e in events]
    (merged,) = merge_runs(moves, ct_describe.run_sentence, list(NAMES))
    expected = {
        "en": "boosted with 3 dice: 2 Survey, 1 Colonize.",
        "fr": "a renforcé avec 3 dés\u00a0: 2 Exploration, 1 Colonisation.",
    }
    assert merged.line == f"{HAL} {expected[lang]}"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_prototype_sums_up_a_run_of_cards_added_to_a_role_naming_each(lang: str) -> None:
    """The 2010 prototype's boosts ("Ada added Survey." twice) read as one line, as the base
    game's do."""
    from prototype_2010.ui import describe as proto_describe  # noqa: PLC0415

    set_language(lang)
    events = [{"type": "boost", "player": 1, "card": card} for card in ("survey", "survey")]
    moves = [Move(proto_describe.event_sentence(e, list(NAMES)) or "", 1, event=e) for e in events]
    (merged,) = merge_runs(moves, proto_describe.run_sentence, list(NAMES))
    survey = proto_describe.card_name("survey")
    expected = {"en": "added 2 cards: ", "fr": "a ajouté 2 cartes\u00a0: "}
    assert merged.line == f"{HAL} {expected[lang]}{survey}, {survey}."
    follow = {"type": "follow", "player": 1}
    kept = Move(proto_describe.event_sentence(follow, list(NAMES)) or "", 1, event=follow)
    assert merge_runs([kept, kept], proto_describe.run_sentence, list(NAMES)) == (kept, kept)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_microcosm_sums_up_cards_taken_back_into_hand_naming_each(lang: str) -> None:
    """Taking one's cards back (seed 002's "reprendre ses cartes") was a line a card: one line
    now, which names them all."""
    from microcosm.ui import describe as mc_describe  # noqa: PLC0415

    set_language(lang)
    cards = ("D02", "D01", "D10")
    events = [{"kind": "recovered", "player": 1, "card": card} for card in cards]
    moves = [Move(mc_describe.event_sentence(e, list(NAMES)) or "", 1, event=e) for e in events]
    (merged,) = merge_runs(moves, mc_describe.run_sentence, list(NAMES))
    named = ", ".join(mc_describe.name(card) for card in cards)
    expected = {"en": "took 3 cards back into hand: ", "fr": "a repris 3 cartes en main\u00a0: "}
    assert merged.line == f"{HAL} {expected[lang]}{named}."
    played = {"kind": "played", "player": 1, "card": "D02"}
    kept = Move(mc_describe.event_sentence(played, list(NAMES)) or "", 1, event=played)
    assert merge_runs([kept, kept], mc_describe.run_sentence, list(NAMES)) == (kept, kept)
