"""Links, saves, records and demo links written before the core keep opening, unchanged.

`tests/data/legacy/` holds what the single-game edition (commit 6071dd7) wrote; each sample
must open as the same game with the same outcome, down to the digest of the final state.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from tabletop import demos, links, record, registry
from tabletop.saves import SaveDoc
from tabletop.untrusted import LINK_DATA, SEAT, params

LEGACY = json.loads((Path(__file__).parent / "data/legacy/eminent_domain_v1.json").read_text())


def digest(snapshot: dict[str, Any]) -> str:
    text = json.dumps(snapshot, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def opened(kind: str, text: str) -> dict[str, Any]:
    """The record a sample opens as, by the route the page takes for its kind."""
    if kind == "link":
        return links.decode(text)
    if kind == "url":
        fragment = text.split("#", 1)[1]
        return links.decode(params(fragment, {"game": LINK_DATA, "seat": SEAT})["game"])
    if kind == "save":
        return SaveDoc.parse(text).record
    return record.loads(text)


@pytest.mark.parametrize(
    "sample", LEGACY["samples"], ids=lambda s: f"{s['kind']}-{s['expect']['decisions']}"
)
def test_an_old_sample_opens_as_the_same_game_with_the_same_outcome(sample: dict[str, Any]) -> None:
    expect = sample["expect"]
    found = opened(sample["kind"], sample["text"])
    assert found["game"] == expect["game"] == "eminent-domain" and found["version"] == 1
    game = record.replay(found)
    spec = registry.get(found["game"])
    assert found["config"]["players"] == expect["players"]
    assert len(found["actions"]) == expect["decisions"]
    assert game.is_over is expect["over"]
    assert game.scores() == expect["scores"]
    assert (game.winners() if game.is_over else None) == expect["winners"]
    assert digest(spec.snapshot(game)) == expect["digest"]


def test_an_old_sample_is_written_back_in_todays_form_and_reopens_the_same() -> None:
    for sample in LEGACY["samples"]:
        if sample["kind"] != "link":
            continue
        old = links.decode(sample["text"])
        new_link = links.encode(old)
        assert new_link.startswith("eminent-domain.1.")
        assert links.decode(new_link) == old
        assert record.loads(record.dumps(old)) == old


@pytest.mark.parametrize("sample", LEGACY["demos"], ids=lambda s: s["name"])
def test_an_old_demo_link_opens_the_same_demo(sample: dict[str, Any]) -> None:
    demo = demos.decode(sample["text"])
    positions = demo.positions()
    assert demo.game == "eminent-domain"
    assert demo.title == sample["expect"]["title"]
    assert len(positions) == sample["expect"]["positions"]
    assert digest(demo.spec.snapshot(positions[-1])) == sample["expect"]["digest"]
    # Written again in today's form, it opens the same.
    again = demos.decode(demos.encode(demo))
    assert again == demo
    assert digest(again.spec.snapshot(again.positions()[-1])) == sample["expect"]["digest"]
    # Its old bare name (`#demo=colonize`) still opens the built-in of that name, the same as
    # today's `#demo=eminent-domain/colonize`: a demo of the same rule (same game and title),
    # rewritten since to start at that rule's decision, so its content may differ from the link.
    bare = demos.find(sample["name"])
    assert bare == demos.find(f"eminent-domain/{sample['name']}")
    assert (bare.game, bare.title) == (demo.game, demo.title)
