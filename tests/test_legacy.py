"""Links, saves, records and demo links players already hold keep opening, unchanged.

Every file of `tests/data/legacy/` is opened by the same tests: `eminent_domain_v1.json`, what
the single-game edition (commit 6071dd7) wrote, and `<game-id>_<date>.json`, what each game
wrote on that date (`tools/record_legacy.py`). Each sample must open as the same game with the
same outcome, down to the digest of the final state; the files are never regenerated.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from tabletop import demos, links, record, registry
from tabletop.saves import SaveDoc
from tabletop.ui.replay import seats_from_names
from tabletop.ui.screens.replay import LINK_PARAMS
from tabletop.untrusted import InputError, params

FOLDER = Path(__file__).parent / "data/legacy"
V1 = "eminent_domain_v1.json"  # the single-game edition's: `v1.` links, bare demo names
FILES = {path.name: json.loads(path.read_text("utf-8")) for path in sorted(FOLDER.glob("*.json"))}
KINDS = ("link", "url", "save", "record")
EXPECT = ("game", "players", "decisions", "over", "scores", "winners", "digest")


def game_of(name: str) -> str:
    """The game a file is for: its `game`, or (the v1 file has none) the one its samples name."""
    data = FILES[name]
    found = {sample["expect"]["game"] for sample in data["samples"]}
    assert len(found) == 1 and data.get("game", next(iter(found))) in found, name
    return str(data.get("game", next(iter(found))))


def digest(snapshot: dict[str, Any]) -> str:
    text = json.dumps(snapshot, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def opened(kind: str, text: str) -> dict[str, Any]:
    """The record a sample opens as, by the route the page takes for its kind."""
    if kind == "link":
        return links.decode(text)
    if kind == "url":
        found = params(text.split("#", 1)[1], LINK_PARAMS)
        game = links.decode(found["game"])
        if "names" in found:  # the players' names it carries read back, one per seat
            seats_from_names(found["names"], game["config"]["players"])
        return game
    if kind == "save":
        return SaveDoc.parse(text).record
    return record.loads(text)


def samples() -> list[Any]:
    return [
        pytest.param(
            name,
            sample,
            id=f"{name[:-5]}-{index:02d}-{sample['kind']}-"
            f"{sample['expect']['players']}p-{sample['expect']['decisions']}",
        )
        for name, data in FILES.items()
        for index, sample in enumerate(data["samples"])
    ]


def demo_links() -> list[Any]:
    return [
        pytest.param(name, sample, id=f"{name[:-5]}-{sample['name']}")
        for name, data in FILES.items()
        for sample in data["demos"]
    ]


def test_every_file_holds_every_form_with_the_same_expectations() -> None:
    assert V1 in FILES and len(FILES) > 1
    for name, data in FILES.items():
        assert {sample["kind"] for sample in data["samples"]} == set(KINDS), name
        assert all(tuple(sample["expect"]) == EXPECT for sample in data["samples"]), name
        assert data["demos"], name
        registry.get(game_of(name))


@pytest.mark.parametrize(("name", "sample"), samples())
def test_an_old_sample_opens_as_the_same_game_with_the_same_outcome(
    name: str, sample: dict[str, Any]
) -> None:
    expect = sample["expect"]
    try:
        found = opened(sample["kind"], sample["text"])
        game = record.replay(found)
    except InputError as error:
        pytest.fail(f"{name}: a {sample['kind']} players hold no longer opens: {error}")
    assert found["game"] == expect["game"] == game_of(name)
    if name == V1:
        assert found["version"] == 1
    spec = registry.get(found["game"])
    outcome = {
        "game": found["game"],
        "players": found["config"]["players"],
        "decisions": len(found["actions"]),
        "over": game.is_over,
        "scores": game.scores(),
        "winners": game.winners() if game.is_over else None,
        "digest": digest(spec.snapshot(game)),
    }
    assert outcome == expect, (
        f"{name}: a {sample['kind']} players hold no longer opens as the game it was "
        f"({', '.join(key for key in EXPECT if outcome[key] != expect[key])} differ)"
    )


@pytest.mark.parametrize("name", list(FILES))
def test_an_old_sample_is_written_back_in_todays_form_and_reopens_the_same(name: str) -> None:
    game = game_of(name)
    for sample in FILES[name]["samples"]:
        if sample["kind"] != "link":
            continue
        old = links.decode(sample["text"])
        new_link = links.encode(old)
        # Still in the version of the rules it was played under, which may be older than
        # today's (`GameSpec.older_versions`).
        assert new_link.startswith(f"{game}.{old['version']}.")
        assert registry.get(game).at_version(old["version"]) is not None
        if name == V1:
            assert new_link.startswith("eminent-domain.1.")
        assert links.decode(new_link) == old
        assert record.loads(record.dumps(old)) == old


@pytest.mark.parametrize(("name", "sample"), demo_links())
def test_an_old_demo_link_opens_the_same_demo(name: str, sample: dict[str, Any]) -> None:
    try:
        demo = demos.decode(sample["text"])
        positions = demo.positions()
    except InputError as error:
        pytest.fail(f"{name}: the demo link {sample['name']!r} no longer opens: {error}")
    game = game_of(name)
    assert demo.game == game
    assert demo.title == sample["expect"]["title"]
    assert len(positions) == sample["expect"]["positions"]
    assert digest(demo.spec.snapshot(positions[-1])) == sample["expect"]["digest"], (
        f"{name}: the demo link {sample['name']!r} no longer ends in the same position"
    )
    # Written again in today's form, it opens the same.
    again = demos.decode(demos.encode(demo))
    assert again == demo
    assert digest(again.spec.snapshot(again.positions()[-1])) == sample["expect"]["digest"]
    # Its built-in's name still opens a demo of the same rule (same game and title), perhaps
    # rewritten since, so its content may differ from the link's.
    built_in = demos.find(f"{game}/{sample['name']}")
    assert (built_in.game, built_in.title) == (demo.game, demo.title)
    if name == V1:
        # Its old bare name (`#demo=colonize`) opens the same built-in as
        # `#demo=eminent-domain/colonize`.
        assert demos.find(sample["name"]) == built_in
