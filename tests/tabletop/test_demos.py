"""The core's demo format for every game: round trips, the game and version it names, bad
input refused with a sentence (and the step of an illegal move), and the limits on work."""

from __future__ import annotations

import base64
import copy
import json
import os
import subprocess
import sys
import zlib
from pathlib import Path
from typing import Any

import pytest

from tabletop import demos, registry
from tabletop.demos import DemoError, UnknownDemo, decode, encode, parse
from tabletop.ui.embed import snippet


def packed(text: str, header: str = "microcosm.2.") -> str:
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = compressor.compress(text.encode()) + compressor.flush()
    return header + base64.urlsafe_b64encode(data).decode().rstrip("=")


def today(game: str = "microcosm", name: str = "warfare") -> dict[str, Any]:
    return demos.built_in(registry.get(game), name).to_dict()


# Demos are shown by a game's interface: every game the app offers has some (a game still
# without an interface, played from the command line and by the bots only, has none yet).
IN_THE_APP = [spec.id for spec in registry.all_specs() if spec.ui_module is not None]


def test_the_app_offers_games_and_each_without_demos_has_no_interface_either() -> None:
    assert {"eminent-domain", "microcosm"} <= set(IN_THE_APP)
    for spec in registry.all_specs():
        if spec.id not in IN_THE_APP:
            assert spec.demos_module is None and not demos.built_ins(spec)


@pytest.mark.parametrize("game", IN_THE_APP)
def test_every_built_in_of_every_game_round_trips_through_data_and_link(game: str) -> None:
    spec = registry.get(game)
    assert demos.built_ins(spec), f"{spec.title} has no built-in demos"
    for name in demos.built_ins(spec):
        demo = demos.built_in(spec, name)
        assert demo.game == game
        data = demo.to_dict()
        assert (data["format"], data["game"], data["version"]) == (demos.FORMAT, game, spec.version)
        assert parse(json.loads(json.dumps(data))) == demo
        link = encode(demo)
        assert link.startswith(f"{game}.{spec.version}.")
        assert decode(link) == demo
        assert demos.game_named(link) is spec
        assert demos.game_named(demos.reference(spec, name)) is spec
        assert len(demo.positions()) == len(demo.captions)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(game="chess"), "no game called 'chess'"),
        (lambda d: d.pop("game"), "no game called None"),
        (lambda d: d.update(version=3), "newer version of Eminent Domain: Microcosm"),
        (lambda d: d.update(version="1"), "“version”"),
        (lambda d: d.update(format="tabletop-demo/2"), "not a demo of this version"),
        (
            lambda d: d.update(config={"players": 2, "variant": "standard", "errata": False}),
            "bad “config”",
        ),
        (lambda d: d.update(seat=2), "seat"),
        (
            lambda d: d.update(actions=[*d["actions"][:3], "colony 9", *d["actions"][4:]]),
            r"step 4 \('colony 9'\) is not a legal move",
        ),
        (lambda d: d.update(before=[*d["before"][:5], "draw", *d["before"][6:]]), "set-up move 6"),
        (lambda d: d.update(title="\ud800"), "not valid text"),
        (lambda d: d.update(actions=["x" * 65], captions=["a", "b"]), "longer than 64"),
    ],
)
def test_bad_demos_are_refused_with_a_reason(change: Any, message: str) -> None:
    data = today()
    change(data)
    with pytest.raises(DemoError, match=message):
        parse(data)


def test_an_illegal_step_is_named_and_its_number_kept() -> None:
    data = today()
    data["actions"][2] = "pass"
    with pytest.raises(DemoError) as caught:
        parse(data)
    assert caught.value.step == 3
    data = today()
    data["before"].append("nonsense")
    with pytest.raises(DemoError) as caught:
        parse(data)
    assert caught.value.step is None and "set-up move" in str(caught.value)


def test_moves_after_the_end_of_the_game_are_refused() -> None:
    spec = registry.get("microcosm")
    game = spec.new(spec.default_config(), 3)
    actions = []
    while not game.is_over:
        action = str(game.legal_actions()[0])
        actions.append(action)
        game.apply(action)
    data = today()
    data.update(seed=3, before=actions, actions=["draw"], captions=["a", "b"])
    data.pop("subjects", None)  # the built-in's, for its own steps
    with pytest.raises(DemoError, match="step 1: the game is already over"):
        parse(data)


def test_the_limits_hold_before_the_work() -> None:
    data = today()
    data.update(actions=["draw"] * (demos.MAX_STEPS + 1), captions=["c"] * (demos.MAX_STEPS + 2))
    with pytest.raises(DemoError, match="“actions” is too long"):
        parse(data)
    data = today()
    data["before"] = ["draw"] * (demos.MAX_BEFORE + 1)
    with pytest.raises(DemoError, match="“before” is too long"):
        parse(data)
    data = today()
    data["captions"][0] = "x" * (demos.MAX_CAPTION + 1)
    with pytest.raises(DemoError, match="longer than 500"):
        parse(data)
    with pytest.raises(DemoError, match="nested more than"):
        decode(packed("[" * 5_000 + "]" * 5_000))
    with pytest.raises(DemoError, match="holds more than any demo"):
        decode(packed(" " * (demos.MAX_JSON_CHARS * 4 + 10)))  # a DEFLATE bomb stops early
    with pytest.raises(DemoError, match="too long"):
        decode("microcosm.1." + "A" * demos.MAX_LINK_CHARS)


def test_a_link_must_agree_with_its_header_and_name_a_known_game_and_version() -> None:
    text = json.dumps(today())
    assert decode(packed(text)).game == "microcosm"
    with pytest.raises(DemoError, match="another game than its address says"):
        decode(packed(text, "eminent-domain.1."))
    with pytest.raises(DemoError, match="a game this table does not have"):
        decode(packed(text, "chess.1."))
    with pytest.raises(DemoError, match="a newer version of Eminent Domain: Microcosm"):
        decode(packed(text, "microcosm.3."))
    with pytest.raises(DemoError, match="another version"):
        decode(packed(text, "v3."))
    with pytest.raises(DemoError, match="not a demo link"):
        decode("hello")
    with pytest.raises(DemoError, match="damaged or cut short"):
        decode(packed(text)[:-20])
    with pytest.raises(DemoError, match="not valid JSON"):
        decode(packed("{"))


def test_names_find_built_ins_per_game_and_refuse_the_unknown() -> None:
    assert demos.find("microcosm/research").game == "microcosm"
    assert demos.find("eminent-domain/research").game == "eminent-domain"
    assert demos.find("research").game == "eminent-domain"  # bare: as before the core
    for value in ("microcosm/survey", "chess/warfare", "no-such-demo"):
        with pytest.raises(UnknownDemo):
            demos.find(value)
    with pytest.raises(DemoError):
        demos.find("microcosm/../warfare")


def test_make_demo_of_a_record_stretch_for_any_game() -> None:
    source = demos.built_in(registry.get("microcosm"), "research")
    made = demos.make(
        "microcosm",
        copy.deepcopy(source.config),
        source.seed,
        before=list(source.before),
        actions=list(source.actions[:2]),
        captions=["one", "two", "three"],
        title="From move 60",
        seat=1,
    )
    assert (made.game, made.seat, made.actions) == ("microcosm", 1, source.actions[:2])
    assert decode(encode(made)) == made
    long = demos.make(
        "microcosm",
        source.config,
        source.seed,
        before=list(source.before),
        actions=[source.actions[0]],
        captions=["x" * 2_000, "y"],
        title="t" * 200,
    )
    assert len(long.captions[0]) == demos.MAX_CAPTION and long.captions[0].endswith("…")
    assert len(long.title) == demos.MAX_TITLE
    with pytest.raises(DemoError, match="step 1"):
        demos.make(
            "microcosm",
            source.config,
            source.seed,
            before=[],
            actions=["pass"],
            captions=["a", "b"],
            title="",
        )


def test_a_snippet_names_the_game_of_the_demo_it_shows() -> None:
    assert 'title="Eminent Domain: Microcosm rules demo: Research"' in snippet(
        "./", "microcosm/research", "Research"
    )
    assert 'title="Eminent Domain rules demo: Survey"' in snippet("./", "survey", "Survey")


@pytest.mark.parametrize("game_id", [g for g in registry.ids() if registry.get(g).demos_module])
def test_a_games_demos_have_their_words_in_a_fresh_interpreter(game_id: str) -> None:
    """The demo page imports nothing of the game but its demos and its texts: their titles
    and captions are found there (a test process has every text registered already)."""
    script = (
        "from tabletop import demos, registry\n"
        f"for name, demo in demos.built_ins(registry.get({game_id!r})).items():\n"
        "    assert demo['title'] and all(demo['captions']), name\n"
    )
    # The interpreter finds the packages as the page's does, from pysrc alone: pytest's own
    # path (pyproject's `pythonpath`) is not passed on to a child process.
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2] / "pysrc")}
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
        env=env,
    )
    assert done.returncode == 0, done.stderr
