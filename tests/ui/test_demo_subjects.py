"""Every rules demo's step is about something on the table (issue 33, point 9): its subject,
found from the step's moves through `GameUI.subject` (or named by the demo), is drawn and
marked in the table the reader sees; the Rules screen plays the demos in place; the demo
maker's captions are rewritten in the page."""

from __future__ import annotations

import copy
import json
from html import escape, unescape
from typing import Any

import pytest

from tabletop import demos, registry
from tabletop.markup import el
from tabletop.ui import frame
from tabletop.ui.embed import MARK, SEAT, EmbedApp, stage, step_subject
from tabletop.ui.game_ui import TableContext, ui_of
from tests.ui.test_app import make_app
from tests.ui.test_replay import finished_app

GAMES = [spec.id for spec in registry.all_specs() if spec.demos_module]


def every_step(game: str) -> list[tuple[str, demos.Demo, list[Any], int]]:
    spec = registry.get(game)
    found = []
    for name in demos.built_ins(spec):
        demo = demos.built_in(spec, name)
        games = demo.positions()
        found += [(name, demo, games, position) for position in range(len(games))]
    return found


@pytest.mark.parametrize("game", GAMES)
def test_every_step_of_every_demo_has_a_subject_drawn_in_its_table(game: str) -> None:
    steps = every_step(game)
    assert steps
    ui = ui_of(registry.get(game))
    from_moves = 0
    for name, demo, games, position in steps:
        where = (name, position)
        subject, table = step_subject(demo, games, position)
        assert subject is not None, where
        seat, thing, label = subject
        assert label, where
        drawn = str(table)
        if thing == SEAT:
            # the seat that made the move: its area is in the table, and the stage names it
            assert seat is not None and f'data-seat="{seat}"' in drawn, where
            assert MARK not in drawn, where
            shown = str(stage(demo, games, position, el("div", {})))
            assert f'data-subject-seat="{seat}"' in shown, where
            continue
        # an object: marked once or more in the table, with its label, and it is what one of
        # the demo's moves acts on (the one just made, or one to come)
        assert f'{MARK}="' in drawn, where
        assert f'{MARK}="{label}"' in unescape(drawn), where
        moves = {ui.subject(action) for action in demo.actions[max(0, position - 1) :]}
        assert thing in moves or thing == (demo.subjects or (None,) * 999)[position], where
        from_moves += 1
    # most steps show the very thing moved, not only whose move it was
    assert from_moves * 2 > len(steps), (game, from_moves, len(steps))


# The complaint's own cases: the planet attacked, the card played, in each game.
CASES = [
    ("eminent-domain", "warfare", 3, "planet:0"),
    ("eminent-domain", "research", 2, "card:research"),
    ("microcosm", "warfare", 3, "own-colony:0"),  # named by the demo, in the viewer's words
    ("microcosm", "research", 5, "own-colony:2"),
    ("microcosm", "colonize", 4, "own-colony:0"),
    ("chaos-theory", "survey", 4, "planet:1"),  # named by the demo: the slot holds another
    ("prototype-2010", "armies", 3, "planet:2"),
]


@pytest.mark.parametrize(("game", "name", "position", "thing"), CASES)
def test_the_attacked_planet_or_the_card_played_is_the_subject(
    game: str, name: str, position: int, thing: str
) -> None:
    demo = demos.built_in(registry.get(game), name)
    games = demo.positions()
    subject, table = step_subject(demo, games, position)
    assert subject is not None and subject[1] == thing
    assert subject[0] in (None, games[position - 1].current_player)
    # without the mark, the table holds no such attribute: the mark is the step's own
    players = int(demo.config["players"])
    plain = frame.table(
        ui_of(demo.spec),
        demo.spec.view(games[position], demo.seat),
        TableContext(names=("a",) * players, bots=(None,) * players, interactive=False),
    )
    assert MARK not in str(plain) and MARK in str(table)


def test_a_demo_may_name_a_steps_subject_itself_and_a_bad_list_is_refused() -> None:
    spec = registry.get("eminent-domain")
    data = copy.deepcopy(demos.built_ins(spec)["warfare"])
    data["subjects"] = [None, "stack:survey"]
    demo = demos.parse(data)
    assert demo.subjects == (None, "stack:survey")
    assert demos.parse(demo.to_dict()) == demo  # kept by today's form
    games = demo.positions()
    subject, table = step_subject(demo, games, 1)
    assert subject is not None and subject[1] == "stack:survey"
    assert MARK in str(table)
    # a subject the table does not draw falls back to what the moves say
    data["subjects"] = [None, "no-such-thing"]
    subject, _ = step_subject(demos.parse(data), games, 1)
    assert subject is not None and subject[1] == "stack:warfare"
    # "seat": the step is about the area of the player who moved
    data["subjects"] = [None, "seat"]
    subject, _ = step_subject(demos.parse(data), games, 1)
    assert subject is not None and subject[:2] == (0, SEAT)
    for bad in ("planet:0", [1], ["x" * 65], [None] * 9):
        data["subjects"] = bad
        with pytest.raises(demos.DemoError, match="subjects"):
            demos.parse(data)


def test_the_embed_marks_the_subject_of_the_step_it_shows() -> None:
    embed = EmbedApp()
    embed.open_fragment("#demo=eminent-domain/warfare")
    for _ in range(3):
        embed.command("step")
    page = str(embed.render())
    assert "data-demo-region" in page
    assert page.count(f"{MARK}=") >= 1
    assert "Attack" in unescape(page.split(f'{MARK}="', 1)[1].split('"', 1)[0])


def test_the_rules_screen_plays_a_demo_in_place_with_back_and_step() -> None:
    app = make_app()
    app.command("rules", {"game": "microcosm"})
    page = str(app.render())
    assert 'id="rules-demo"' in page and 'data-position="0"' in page
    first = next(iter(demos.built_ins(registry.get("microcosm"))))
    assert f'data-demo="{first}"' in page
    assert "embed.html#demo=microcosm/" in page  # the embed code stays, folded away
    assert "<details" in page and "<textarea" in page
    app.command("rules-demo", {"game": "microcosm", "demo": "warfare", "step": "3"})
    page = str(app.render())
    demo = demos.built_in(registry.get("microcosm"), "warfare")
    assert 'data-demo="warfare"' in page and 'data-position="3"' in page
    assert escape(demo.captions[3]) in page
    assert f'{MARK}="' in page  # the attacked colony, marked
    assert 'data-step="2"' in page and 'data-step="4"' in page  # back and step
    assert any(e.kind == "focus" for e in app.effects)
    # a step past the end stays at the end; a bad one changes nothing
    app.command("rules-demo", {"game": "microcosm", "demo": "warfare", "step": "99"})
    assert f'data-position="{len(demo.actions)}"' in str(app.render())
    app.command("rules-demo", {"game": "microcosm", "demo": "warfare", "step": "-1"})
    assert app.rules_demo == ("warfare", 99)
    # picking another game's rules starts its first demo
    app.command("rules", {"game": "chaos-theory"})
    assert 'data-position="0"' in str(app.render())


def test_the_prototypes_differences_play_their_demos_in_place() -> None:
    app = make_app()
    app.command("rules", {"game": "prototype-2010"})
    page = str(app.render())
    assert "embed.html#demo=prototype-2010/armies" in page  # in the list's open-alone link
    assert (
        'data-command="rules-demo" class="link" data-game="prototype-2010" data-demo="armies"'
        in page
    )


def test_the_demo_maker_rewrites_captions_in_the_page() -> None:
    app = finished_app()
    app.command("replay-game")
    replay = app.replay
    assert replay is not None
    app.command("replay-round", {"value": str(replay.round_starts()[2])})
    app.command("make-demo")
    page = str(app.render())
    assert "README" not in page
    assert 'data-command="demo-captions"' in page and 'name="caption-1"' in page
    before = json.loads(app.demo_json)
    app.command("demo-captions", {"title": "My demo", "caption-1": "Look <here>"})
    after = json.loads(app.demo_json)
    assert after["title"] == "My demo"
    assert after["captions"][1] == "Look <here>"
    assert after["captions"][0] == before["captions"][0]  # a field not sent stays
    made = demos.decode(app.demo_link.split("#demo=", 1)[1])
    assert made.captions[1] == "Look <here>" and made.title == "My demo"
    assert "Look <here>" not in str(app.render())  # escaped in the form
    # too long: refused, said, and nothing changes
    app.command("demo-captions", {"caption-1": "x" * 600})
    assert json.loads(app.demo_json) == after
    assert any("not changed" in notice for notice in app.notices)
