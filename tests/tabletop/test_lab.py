"""The balance lab's pure part (tabletop.lab) and its charts (tabletop.ui.charts): games played
one at a time from JSON requests give arena's figures for the same seed, the games' roles or
verbs are counted, the CSV reads back, and the charts are well-formed, labelled SVG."""

from __future__ import annotations

import csv
import io
import json
import xml.etree.ElementTree as ET
from collections import Counter
from typing import Any

import pytest

from chaos_theory.cards import ROLES as CHAOS_ROLES
from eminent_domain.actions import ROLE_NAMES
from prototype_2010.cards import ROLES as PROTO_ROLES
from tabletop import arena, lab, registry
from tabletop.arena import Outcome
from tabletop.lab import Figures, LabRun, Rate, csv_text, play_one_json
from tabletop.spec import GameSpec
from tabletop.ui import charts

SVG = "{http://www.w3.org/2000/svg}"


def _outcomes(run: LabRun) -> list[Outcome]:
    """The run's games as the page plays them: one JSON request and answer each."""
    answers = [json.loads(play_one_json(run.request(n))) for n in range(run.games)]
    assert not any("error" in answer for answer in answers), answers
    return [Outcome.from_dict(answer) for answer in answers]


@pytest.mark.parametrize(
    ("game", "names", "players"),
    [
        ("eminent-domain", ("easy", "random"), None),
        ("eminent-domain", ("easy", "random"), 3),  # more seats than bots: the list repeats
        ("microcosm", ("random", "easy"), None),
        ("chaos-theory", ("easy", "random"), None),
        ("prototype-2010", ("easy", "random"), None),
    ],
)
def test_games_played_one_at_a_time_give_the_arenas_figures(
    game: str, names: tuple[str, ...], players: int | None
) -> None:
    spec = registry.get(game)
    run = LabRun(game, names, 6, players=players, seed=41)
    records, games = arena.run(spec, list(names), 6, players=players, seed=41)
    figures = run.figures(_outcomes(run))
    seats = players or len(names)
    assert figures == Figures.from_tally(records, games, seats)
    assert [bot.label for bot in figures.bots] == list(records)
    for bot, record in zip(figures.bots, records.values(), strict=True):
        assert bot.win == Rate(*record.interval())
        assert bot.mean_score == pytest.approx(sum(record.scores) / len(record.scores))
        assert bot.choices == dict(record.choices) and sum(bot.choices.values()) > 0
        assert sum(bot.scores.counts) == len(record.scores) == bot.seats
    assert figures.by_order == tuple(Rate(*place.interval()) for place in games.by_order)
    assert figures.fair == pytest.approx(1 / seats) and len(figures.by_order) == seats
    assert sum(figures.lengths.counts) == 6
    assert figures.mean_length == pytest.approx(sum(games.lengths) / 6)
    assert figures.endings == dict(games.endings)
    for first, last, count in figures.lengths.bins():
        assert count == sum(first <= length <= last for length in games.lengths)
    assert set(figures.kinds) == {k for record in records.values() for k in record.choices}


def test_a_job_is_the_arenas_game_of_that_number() -> None:
    spec = registry.get("eminent-domain")
    run = LabRun("eminent-domain", ("easy", "hard@5"), 3, seed=9, options={"errata": True})
    match, number = run.job(2)
    assert number == 2 and match.names == ("easy", "hard@5")
    assert match == arena.make_match(spec, ["easy", "hard@5"], seed=9, options={"errata": True})
    assert dict(match.config)["errata"] is True
    for bad in (3, -1):
        with pytest.raises(ValueError, match="not one of the run's 3 games"):
            run.job(bad)


ROLE_GAMES: dict[str, tuple[str, frozenset[str]]] = {
    "eminent-domain": ("lead", frozenset(ROLE_NAMES)),
    "prototype-2010": ("lead", frozenset(PROTO_ROLES)),
    "chaos-theory": ("role", frozenset(CHAOS_ROLES)),
}


def test_each_game_says_which_role_an_action_leads() -> None:
    cases: dict[str, dict[str, str | None]] = {
        "eminent-domain": {
            "lead survey": "survey",
            "lead produce": "produce",
            "lead trade": "trade",
            "lead research": "research",
            "research T10": None,
            "follow": None,
            "lead harvest": None,
            "lead": None,
        },
        "prototype-2010": {
            "lead harvest": "harvest",
            "lead colonize": "colonize",
            "lead produce": None,
            "harvest 0 1": None,
        },
        "chaos-theory": {
            "role warfare": "warfare",
            "role produce": "produce",
            "role trade": "trade",
            "lead survey": None,
            "research oversight": None,
            "die survey": None,
        },
    }
    for game, expected in cases.items():
        role_of = registry.get(game).role_of
        assert role_of is not None
        assert {action: role_of(action) for action in expected} == expected
    assert registry.get("microcosm").role_of is None  # no roles: the lab counts verbs


class _Noting:
    """A bot that notes each decision it was asked (the legal actions) and its answer."""

    def __init__(self, bot: Any, notes: list[tuple[int, list[str], str]], seat: int) -> None:
        self.bot, self.notes, self.seat, self.name = bot, notes, seat, bot.name

    def choose(self, view: dict[str, Any]) -> str:
        choice = str(self.bot.choose(view))
        self.notes.append((self.seat, list(view["legal_actions"]), choice))
        return choice


@pytest.mark.parametrize("spec", registry.all_specs(), ids=lambda spec: spec.id)
def test_a_whole_easy_game_counts_each_seats_real_choices(
    spec: GameSpec, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Counted from the bots' own answers: in a role game every counted choice is a real role
    led by a non-forced `lead`/`role` action; otherwise every non-forced decision's verb."""
    notes: list[tuple[int, list[str], str]] = []
    bots: list[_Noting] = []
    made = arena.make_bot

    def noting(level: str, spec: GameSpec, seed: int = 0, budget: int | None = None) -> Any:
        bots.append(_Noting(made(level, spec, seed, budget), notes, len(bots)))  # seat order
        return bots[-1]

    monkeypatch.setattr(arena, "make_bot", noting)
    run = LabRun(spec.id, ("easy", "easy"), 1, seed=2)
    outcome = arena.play_game(spec, *run.job(0))
    expected: list[Counter[str]] = [Counter() for _ in outcome.bots]
    for seat, legal, choice in notes:
        assert choice in legal
        if len(legal) == 1:
            continue
        verb, _, rest = choice.partition(" ")
        if spec.id in ROLE_GAMES:
            lead, roles = ROLE_GAMES[spec.id]
            if verb == lead:
                assert rest in roles
                expected[seat][rest] += 1
        else:
            expected[seat][verb] += 1
    assert [Counter(counts) for counts in outcome.choices] == expected
    assert all(sum(counts.values()) > 0 for counts in expected)
    if spec.id in ROLE_GAMES:
        assert all(set(counts) <= ROLE_GAMES[spec.id][1] for counts in outcome.choices)


def test_an_outcome_goes_to_json_and_back() -> None:
    run = LabRun("chaos-theory", ("easy", "random", "easy"), 2, seed=4)
    outcome = arena.play_game(registry.get("chaos-theory"), *run.job(1))
    again = Outcome.from_json(outcome.to_json())
    assert again == outcome and again.choices and again.think[0]
    assert json.loads(outcome.to_json())["scores"] == outcome.scores


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.pop("choices"),
        lambda d: d.update(extra=1),
        lambda d: d.update(scores=[str(s) for s in d["scores"]]),
        lambda d: d.update(wins=[True] * len(d["wins"])),
        lambda d: d.update(bots=d["bots"][:1]),
        lambda d: d.update(bots=[-1, 0]),
        lambda d: d.update(think=[[0.1], ["slow"]]),
        lambda d: d.update(choices=[{"survey": 1.5}, {}]),
        lambda d: d.update(choices=[[], []]),
        lambda d: d.update(first=2),
        lambda d: d.update(turns="12"),
        lambda d: d.update(ended=None),
    ],
)
def test_an_outcome_of_the_wrong_shape_is_refused(damage: Any) -> None:
    run = LabRun("microcosm", ("easy", "random"), 1, seed=4)
    data = json.loads(arena.play_game(registry.get("microcosm"), *run.job(0)).to_json())
    Outcome.from_dict(json.loads(json.dumps(data)))  # whole, it is read
    damage(data)
    with pytest.raises(ValueError, match=r"outcome|ended"):
        Outcome.from_dict(data)


def test_text_that_is_not_an_outcome_is_refused() -> None:
    for text in ("", "[1, 2]", "{", '{"bots": [0, 1]}', "x" * (arena.MAX_OUTCOME_CHARS + 1)):
        with pytest.raises(ValueError):
            Outcome.from_json(text)


GOOD: dict[str, Any] = {"game": "microcosm", "bots": ["easy", "random"], "games": 6, "number": 0}


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"game": "chess"}, "no game called"),
        ({"game": 3}, "no game called"),
        ({"bots": ["easy", "grandmaster"]}, "unknown bot level"),
        ({"bots": "easy,random"}, "takes 1 to 2 bots"),
        ({"bots": ["easy", "random", "easy"]}, "takes 1 to 2 bots"),
        ({"bots": ["easy", 7]}, "named by its level"),
        ({"bots": ["easy", "hard@2001"]}, "at most 2000"),
        ({"games": 10_001}, "1 to 10000 games"),
        ({"games": 0}, "1 to 10000 games"),
        ({"games": "6"}, "1 to 10000 games"),
        ({"games": 6.0}, "1 to 10000 games"),
        ({"number": 6}, "0 to 5"),
        ({"number": True}, "0 to 5"),
        ({"budget": 2001}, "budget"),
        ({"budget": "100"}, "budget"),
        ({"seed": True}, "seed"),
        ({"seed": 2**60}, "seed"),
        ({"players": 3}, "for 2 players"),
        ({"options": {"no_such": 1}}, "set-up has exactly"),
        ({"options": {"reveal_after_flip": "yes"}}, "cannot be"),
        ({"options": {"players": 2}}, "options"),
        ({"options": []}, "options"),
        ({"colour": "red"}, "a lab request"),
    ],
)
def test_a_request_that_cannot_be_played_gets_an_error(
    changes: dict[str, Any], reason: str
) -> None:
    answer = json.loads(play_one_json(json.dumps(GOOD | changes)))
    assert set(answer) == {"error"} and reason in answer["error"], answer


def test_requests_that_are_not_requests_get_an_error() -> None:
    missing = {k: v for k, v in GOOD.items() if k != "number"}
    for text in ("", "nonsense", "[]", json.dumps(missing), json.dumps(GOOD | {"x": "y" * 5000})):
        answer = json.loads(play_one_json(text))
        assert set(answer) == {"error"}, answer
    assert "bots" in json.loads(play_one_json(json.dumps(GOOD)))  # the same request, whole


def test_the_csv_has_a_row_per_game_and_seat_and_reads_back() -> None:
    run = LabRun("eminent-domain", ("easy", "random"), 3, players=3, seed=8)
    outcomes = _outcomes(run)
    text = csv_text(outcomes, run.labels)
    assert text.endswith("\r\n")  # RFC 4180 line ends
    rows = list(csv.reader(io.StringIO(text, newline="")))
    header, body = rows[0], rows[1:]
    assert header[:7] == list(lab.CSV_COLUMNS)
    kinds = header[7:]
    assert set(kinds) <= set(ROLE_NAMES) and kinds
    assert len(body) == 3 * 3
    for row in body:
        game, seat = int(row[0]), int(row[1])
        outcome = outcomes[game]
        assert row[2] == run.labels[outcome.bots[seat]]
        assert int(row[3]) == (seat - outcome.first) % 3 + 1
        assert float(row[4]) == pytest.approx(outcome.wins[seat], abs=1e-6)
        assert int(row[5]) == outcome.scores[seat] and int(row[6]) == outcome.turns
        choices = {k: int(n) for k, n in zip(kinds, row[7:], strict=True) if n != "0"}
        assert choices == outcome.choices[seat]
    assert sorted({row[0] for row in body}) == ["0", "1", "2"]


def test_csv_quotes_what_needs_quoting_and_defuses_formulas() -> None:
    outcome = Outcome([0, 1], [1.0, 0.0], [-3, 5], [[], []], 4, 1, "", [{"a,b": 1}, {}])
    text = csv_text([outcome], ['say "hi"', "=SUM(A1)"])
    rows = list(csv.reader(io.StringIO(text, newline="")))
    assert rows[0][7] == "a,b" and '"a,b"' in text.splitlines()[0]
    assert rows[1][2] == 'say "hi"' and rows[2][2] == "'=SUM(A1)"
    assert rows[1][5] == "-3" and rows[1][3] == "2" and rows[2][3] == "1"


def _parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == SVG + "svg" and root.get("role") == "img"
    assert root[0].tag == SVG + "title" and root[0].text
    return root


def _texts(root: ET.Element) -> list[str]:
    return [t.text or "" for t in root.iter(SVG + "text")]


def test_the_win_rate_chart_has_a_bar_and_whisker_per_bot_and_the_fair_line() -> None:
    rows = [("<b>&", 0.62, 0.48, 0.75), ("random", 0.38, 0.25, 0.52)]
    svg = charts.win_rates(rows, title="Win rates", fair=0.5, fair_label="fair share")
    root = _parse(svg)
    assert "<b>&" not in svg and "&lt;b&gt;&amp;" in svg
    assert "<b>&" in _texts(root) and "random" in _texts(root)
    assert "62.0% [48\u201375%]" in _texts(root) and "fair share 50%" in _texts(root)
    bars = [r for r in root.iter(SVG + "rect")]
    assert [b.get("class") for b in bars] == ["lab-bar seat-0", "lab-bar seat-1"]
    assert float(bars[0].get("width", "0")) > float(bars[1].get("width", "0")) > 0
    assert len([ln for ln in root.iter(SVG + "line") if ln.get("class") == "lab-whisker"]) == 6
    label = root.get("aria-label", "")
    assert label.startswith("Win rates: <b>& 62.0%") and "random 38.0%" in label
    fair = [ln for ln in root.iter(SVG + "line") if ln.get("class") == "lab-fair"]
    assert [ln.get("stroke-dasharray") for ln in fair] == ["4 3"]
    plain = _parse(charts.win_rates(rows, title="W"))
    assert not [ln for ln in plain.iter(SVG + "line") if ln.get("class") == "lab-fair"]


def test_the_histogram_draws_a_bar_per_bin_as_tall_as_its_count() -> None:
    bins = [("0\u20134", 1), ("5\u20139", 4), ("10\u201314", 0), ("<i>", 2)]
    svg = charts.histogram(bins, title="Scores & turns", axis_label="turns", series=1)
    root = _parse(svg)
    bars = list(root.iter(SVG + "rect"))
    assert len(bars) == 4 and all(b.get("class") == "lab-bar seat-1" for b in bars)
    heights = [float(b.get("height", "-1")) for b in bars]
    assert heights[1] > heights[3] > heights[0] > heights[2] == 0
    assert heights[1] == pytest.approx(4 * heights[0])
    assert [b.find(SVG + "title").text for b in bars][1] == "5\u20139: 4"  # type: ignore[union-attr]
    assert {"<i>", "turns", "4"} <= set(_texts(root))
    assert root.get("aria-label") == "Scores & turns: 0\u20134: 1, 5\u20139: 4, <i>: 2"
    assert "<i>" not in svg


def test_the_shares_chart_groups_a_labelled_bar_per_bot() -> None:
    kinds = ["survey", "warfare", "a<b"]
    series = [("easy", [0.5, 0.3, 0.2]), ("hard@50", [0.1, 0.6, 0.3])]
    svg = charts.grouped_shares(kinds, series, title="Roles", summary="Roles led, by bot")
    root = _parse(svg)
    bars = list(root.iter(SVG + "rect"))
    assert len(bars) == 6
    assert [b.get("class") for b in bars[:2]] == ["lab-bar seat-0", "lab-bar seat-1"]
    widths = [float(b.get("width", "0")) for b in bars]
    assert widths[3] == pytest.approx(widths[0] * 1.2, abs=0.2) and widths[3] == max(widths)
    assert {"survey", "a<b", "easy 50%", "hard@50 60%"} <= set(_texts(root))
    assert root.get("aria-label") == "Roles led, by bot"
    assert "a<b" not in svg
    ticks = [t for t in _texts(root) if t.endswith("%") and " " not in t]
    assert ticks == ["0%", "20%", "40%", "60%"]  # the axis stops at the largest share, 60%
    default = _parse(charts.grouped_shares(kinds, series, title="Roles"))
    assert "survey: easy 50%, hard@50 10%" in default.get("aria-label", "")
