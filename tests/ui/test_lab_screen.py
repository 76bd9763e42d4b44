"""The balance lab's page (issue 18, "A balance lab"): reached from home, a form for the game,
its options, a bot per seat and a number of games; games played one at a time (as the worker
plays them), figures and charts growing as they end, a stop, a CSV download, and the same
figures as `python -m tabletop arena` for the same seed and settings."""

from __future__ import annotations

import csv
import io
import json
import shlex
import xml.etree.ElementTree as ET

import pytest

from tabletop import arena, registry
from tabletop.lab import Figures, play_one_json
from tabletop.ui.app import App
from tabletop.ui.screens.lab import command_line

from .test_app import make_app

FORM = {
    "game": "microcosm",
    "players": "2",
    "bot0": "random",
    "bot1": "easy",
    "games": "6",
    "seed": "9",
    "reveal_after_flip": "on",  # Microcosm's default, as its checkbox is first drawn
}


def run_games(app: App, limit: int = 1000) -> int:
    """Play the lab's due games as the worker does (same function)."""
    played = 0
    while app.lab_due() and played < limit:
        request = app.lab_request()
        assert app.lab_act(play_one_json(request), json.loads(request)["number"])
        played += 1
    return played


def test_the_lab_is_reached_from_home_and_its_form_follows_the_game() -> None:
    app = make_app()
    assert 'data-command="lab"' in str(app.render())
    app.command("lab")
    assert app.screen == "lab"
    html = str(app.render())
    assert 'id="lab-form"' in html and 'name="games"' in html
    app.command("lab-form", {"game": "chaos-theory", "players": "5"})
    html = str(app.render())
    assert 'name="politics"' in html  # Chaos Theory's own options
    assert html.count('class="lab-seat"') == 5  # its most players, all shown for 5


@pytest.mark.parametrize(
    ("change", "said"),
    [
        ({"games": "0"}, "The number of games is 1 to 1000."),
        ({"games": "5000"}, "The number of games is 1 to 1000."),
        ({"games": "many"}, "The number of games is 1 to 1000."),
        ({"bot1": "grandmaster"}, None),
        ({"players": "7"}, None),
        ({"seed": "-3"}, None),
    ],
)
def test_a_bad_form_says_why_and_starts_nothing(change: dict[str, str], said: str | None) -> None:
    app = make_app()
    app.command("lab")
    app.command("lab-run", {**FORM, **change})
    assert app.lab is None and not app.lab_due()
    assert 'class="error"' in str(app.render())
    if said is not None:
        assert said in str(app.render())


def test_a_run_grows_its_figures_and_matches_the_arena() -> None:
    app = make_app()
    app.command("lab")
    app.command("lab-run", FORM)
    assert app.lab_due()
    assert "Playing: 0 of 6 games" in str(app.render())
    run_games(app, limit=2)
    html = str(app.render())
    assert "Playing: 2 of 6 games" in html and "Wins after 2 games" in html
    run_games(app)
    assert app.lab is not None and not app.lab.running
    html = str(app.render())
    assert "All 6 games played." in html
    # The charts are well-formed SVG, one per figure (2 win charts, a score chart per bot,
    # the lengths, the verbs Microcosm counts instead of roles).
    svgs = [part.split("</svg>")[0] + "</svg>" for part in html.split("<svg")[1:]]
    assert len(svgs) == 6
    for svg in svgs:
        ET.fromstring("<svg" + svg)
    # The same figures as the arena's for the same settings and seed.
    spec = registry.get("microcosm")
    records, games = arena.run(spec, ["random", "easy"], 6, players=2, seed=9, budget=100)
    assert app.lab.run.figures(app.lab.outcomes) == Figures.from_tally(records, games, 2)
    # And the command shown is that arena run.
    words = shlex.split(command_line(app.lab.run))
    assert words[:4] == ["python3", "-m", "tabletop", "arena"]
    args = dict(zip(words[4::2], words[5::2], strict=True))
    assert args == {
        "--game": "microcosm",
        "--bots": "random,easy",
        "--players": "2",
        "--games": "6",
        "--seed": "9",
        "--budget": "100",
    }


def test_the_csv_has_a_row_per_game_and_seat() -> None:
    app = make_app()
    app.command("lab")
    app.command("lab-run", {**FORM, "games": "3"})
    run_games(app)
    app.command("lab-csv")
    effect = app.effects.pop()
    assert effect.kind == "download" and effect.name == "lab-microcosm-9-3.csv"
    rows = list(csv.reader(io.StringIO(effect.text)))
    assert rows[0][:7] == ["game", "seat", "bot", "order", "win", "score", "turns"]
    assert len(rows) == 1 + 3 * 2
    assert {row[2] for row in rows[1:]} == {"random", "easy"}


def test_stop_keeps_the_games_played_and_a_stale_answer_is_dropped() -> None:
    app = make_app()
    app.command("lab")
    app.command("lab-run", FORM)
    request = app.lab_request()
    answer = play_one_json(request)
    assert not app.lab_act(answer, 3)  # not the game asked for
    assert app.lab_act(answer, 0)
    app.command("lab-stop")
    assert not app.lab_due()
    html = str(app.render())
    assert "Stopped after 1 of 6 games." in html and "Wins after 1 games" in html
    assert not app.lab_act(play_one_json(app.lab.run.request(1)), 1)  # type: ignore[union-attr]


def test_the_runs_games_wait_while_the_player_is_elsewhere_and_errors_are_said() -> None:
    app = make_app()
    app.command("lab")
    app.command("lab-run", FORM)
    app.command("home")
    assert not app.lab_due()
    app.command("lab")
    assert app.lab_due()
    assert app.lab_act(json.dumps({"error": "the game's number is 0 to 5"}), 0)
    assert not app.lab_due()
    assert "The run stopped: the game" in str(app.render())


def test_a_game_with_options_shows_them_in_its_command() -> None:
    app = make_app()
    app.command("lab")
    app.command(
        "lab-run",
        {
            "game": "chaos-theory",
            "players": "3",
            "bot0": "easy",
            "bot1": "random",
            "bot2": "random",
            "politics": "wild",
            "games": "2",
            "seed": "4",
        },
    )
    assert app.lab is not None
    assert "--option politics=wild" in command_line(app.lab.run)
    run_games(app)
    assert "survey" in str(app.render()) or "warfare" in str(app.render())
