"""A game whose rules change keeps opening what players hold by the rules it was played under.

Microcosm's version 2 lets Colonize and Warfare choose which face-down planet of a pile they
take; its version 1 drew it at random and is still read (`GameSpec.older_versions`). Records,
saves, links, demo links, the table's session and the bots' requests of version 1 must play
by version 1 and stay in it; version 2 is what new games get; a version never read is
refused with a sentence.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from tabletop import demos, links, record, registry
from tabletop.bots import make_bot
from tabletop.bots.service import choose_json
from tabletop.saves import Seat
from tabletop.ui.session import Session

GAME = "microcosm"


def digest(game: Any) -> str:
    return json.dumps(registry.get(GAME).snapshot(game), sort_keys=True)


@pytest.fixture
def today() -> Any:
    return registry.get(GAME)


@pytest.fixture
def first(today: Any) -> Any:
    """Version 1, still read."""
    spec = today.at_version(1)
    assert spec is not None and spec.version == 1
    return spec


def played(spec: Any, seed: int, moves: int) -> dict[str, Any]:
    """A record of `moves` decisions between Easy bots."""
    config = spec.default_config(2)
    game = spec.new(config, seed)
    bots = [make_bot("easy", spec, seed + seat) for seat in range(2)]
    actions = []
    for _ in range(moves):
        seat = game.current_player
        action = bots[seat].choose(spec.view(game, seat))
        game.apply(action)
        actions.append(action)
    return record.make(spec, config, seed, actions)


def test_a_record_link_and_demo_of_version_1_open_by_its_rules_and_stay_in_it(
    first: Any, today: Any
) -> None:
    old = played(first, 7, 40)
    link = f"{GAME}.1." + links.encode(old).split(".", 2)[2]  # made before the change
    assert old["version"] == 1
    end = digest(record.replay(old))
    for opened in (record.loads(record.dumps(old)), links.decode(link)):
        assert opened["version"] == 1
        assert digest(record.replay(opened)) == end
    assert links.encode(old).startswith(f"{GAME}.1.")  # written back in its own version
    # The same moves under version 2's deal are another game, or not even legal.
    try:
        other: str | None = digest(record.replay({**old, "version": 2}))
    except record.RecordError:
        other = None
    assert other != end
    demo = demos.parse(
        {
            "format": demos.FORMAT,
            "game": GAME,
            "version": 1,
            "title": "Old",
            "config": old["config"],
            "seed": old["seed"],
            "before": old["actions"][:30],
            "actions": old["actions"][30:],
            "captions": ["x"] * 11,
        }
    )
    assert demo.spec.version == 1
    assert digest(demo.positions()[-1]) == end
    assert demos.decode(demos.encode(demo)) == demo


def test_a_game_of_version_1_goes_on_by_its_rules_at_the_table_and_with_the_bots(
    first: Any, today: Any
) -> None:
    old = played(first, 11, 20)
    session = Session.from_record(old, [Seat("Ada", "human"), Seat("Bob", "bot", "easy")])
    assert session.spec.version == 1
    seat = session.game.current_player
    request = json.dumps(
        {"game": GAME, "version": 1, "level": "medium", "seed": 3, "view": session.view(seat)}
    )
    answer = json.loads(choose_json(request))
    assert answer["action"] in [str(a) for a in session.game.legal_actions()], answer
    session.apply(answer["action"])
    assert session.record["version"] == 1
    assert digest(record.replay(session.record)) == digest(session.game)


def test_new_games_get_today_s_version_and_a_version_never_read_is_refused(
    first: Any, today: Any
) -> None:
    new = played(today, 7, 10)
    assert new["version"] == 2
    dealt = record.replay({**new, "actions": []})
    assert dealt.state.version == 2 and first.new(new["config"], 7).state.version == 1
    assert links.encode(new).startswith(f"{GAME}.2.")
    for version, said in ((3, "newer version"), (0, "no valid format version")):
        with pytest.raises(record.RecordError, match=said):
            record.normal({**new, "version": version})
    with pytest.raises(links.LinkError, match="newer version"):
        links.decode(f"{GAME}.3." + links.encode(new).split(".", 2)[2])
    bare = replace(today, older_versions={})
    assert bare.at_version(1) is None and today.at_version(1) is first
    assert today.at_version(True) is None  # a JSON true is no version
    answer = json.loads(
        choose_json(json.dumps({"game": GAME, "version": 9, "level": "easy", "view": {}}))
    )
    assert "version" in answer["error"]
