"""Named bot styles on the page (issue 18): chosen on the new-game form for a bot seat, kept in
the save, sent with the bot's requests so that the bot leans as its style says, and offered in
the balance lab; a save naming a style its game does not have is refused."""

from __future__ import annotations

import json

import pytest

from tabletop import saves
from tabletop.bots.service import choose_json
from tabletop.saves import SaveDoc, SaveError
from tabletop.ui.screens.lab import command_line

from .test_app import make_app, run_bots, start


def test_the_form_offers_the_games_styles_for_its_seats() -> None:
    app = make_app()
    app.command("new")
    html = str(app.render())
    for style in ("producer-trader", "warlord", "researcher", "expansionist"):
        assert f'value="{style}"' in html
    assert 'name="style1"' in html and ">Balanced<" in html
    assert 'name="style0"' not in html  # the first seat is a person: a style is a bot's
    app.command("players", {"game": "eminent-domain", "kind0": "easy", "kind1": "human"})
    html = str(app.render())
    assert 'name="style0"' in html and 'name="style1"' not in html
    app.command("players", {"game": "microcosm"})
    assert 'name="style1"' not in str(app.render())  # Microcosm has no roles, so no styles


def test_a_styled_bot_is_saved_and_asked_with_its_style() -> None:
    app = make_app()
    start(app, seed="3", style1="warlord")
    session = app.session
    assert session is not None
    assert session.seats[1].style == "warlord"
    stored = json.loads(saves.read_text(app.storage, app.slot or "")[1])
    assert stored["seats"][1] == {"name": "Bot", "kind": "bot", "level": "easy", "style": "warlord"}
    # The style goes with the bot's request, and the bot answers with it.
    for _ in range(50):
        if app.bot_due() is not None:
            break
        app.act(session.view(0)["legal_actions"][0])
    assert app.bot_due() == 1
    request = json.loads(app.bot_request())
    assert request["style"] == "warlord"
    answer = json.loads(choose_json(json.dumps(request)))
    assert answer["action"] in session.view(1)["legal_actions"]
    refused = json.loads(choose_json(json.dumps({**request, "style": "pacifist"})))
    assert "pacifist" in refused["error"]
    run_bots(app)
    # Reopened, the seat keeps its style.
    other = make_app(app.storage)
    other.command("open", {"slot": app.slot or ""})
    assert other.session is not None and other.session.seats[1].style == "warlord"


def test_a_style_the_game_does_not_have_is_refused_on_the_form() -> None:
    app = make_app()
    start(app, seed="3", style1="pacifist")
    assert app.session is None
    assert "Each bot&#x27;s style is one of the game&#x27;s styles." in str(app.render())


@pytest.mark.parametrize(
    "seat",
    [
        {"name": "Bot", "kind": "bot", "level": "easy", "style": "pacifist"},
        {"name": "Bot", "kind": "bot", "level": "easy", "style": "<b>"},
        {"name": "Bot", "kind": "bot", "level": "easy", "style": 3},
        {"name": "Bot", "kind": "human", "style": "warlord"},
    ],
)
def test_a_save_with_a_bad_style_is_refused(seat: dict[str, object]) -> None:
    app = make_app()
    start(app, seed="3", style1="warlord")
    data = json.loads(saves.read_text(app.storage, app.slot or "")[1])
    data["seats"][1] = seat
    with pytest.raises(SaveError, match="style"):
        SaveDoc.parse(json.dumps(data))


def test_the_lab_plays_styled_bots_and_its_command_names_them() -> None:
    app = make_app()
    app.command("lab")
    app.command(
        "lab-run",
        {
            "game": "eminent-domain",
            "players": "2",
            "bot0": "easy",
            "style0": "warlord",
            "bot1": "easy",
            "games": "2",
            "seed": "3",
        },
    )
    assert app.lab is not None and app.lab.run.names == ("easy:warlord", "easy")
    assert "--bots easy:warlord,easy" in command_line(app.lab.run)
