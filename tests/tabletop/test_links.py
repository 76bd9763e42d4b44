"""Links and records name their game and format version; wrong ones are refused clearly."""

from __future__ import annotations

import base64
import zlib

import pytest

from tabletop import links, record, registry
from tabletop.links import LinkError
from tabletop.record import RecordError

SPEC = registry.get("eminent-domain")


def payload(header: str, data: bytes) -> str:
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = compressor.compress(data) + compressor.flush()
    return header + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def test_a_link_starts_with_its_game_id_and_version() -> None:
    made = record.make(SPEC, SPEC.default_config(2), 7, [])
    link = links.encode(made)
    assert link.startswith("eminent-domain.1.")
    assert links.decode(link) == made


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (payload("no-such-game.1.", b"\x00\x00\x00\x00\x00"), "does not have \\(no-such-game\\)"),
        (payload("eminent-domain.2.", b"\x00"), "newer version of Eminent Domain"),
        (payload("eminent-domain.0.", b"\x00"), "older version"),
        (payload("eminent-domain.1.", b"\x09\x00\x00\x00\x00"), "set-up this version"),
        (payload("eminent-domain.1.", b"\x00\x03\x00\x00\x00"), "not valid"),  # extended: 3p only
        (payload("eminent-domain.1.", b"\x00\x00\x00\x00\x07"), "cut short"),
        (payload("eminent-domain.1.", b""), "empty"),
        ("eminent-domain.1.!!", "damaged"),
        ("EMINENT.1.AAAA", "not a game link"),
    ],
)
def test_bad_links_name_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(LinkError, match=message):
        links.decode(text)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"game": "no-such-game"}, "no game called"),
        ({"game": 5}, "no game called"),
        ({"version": 2}, "newer version"),
        ({"version": "1"}, "no valid format version"),
        ({"config": {"players": 5, "variant": "standard", "errata": False}}, "bad config"),
        ({"seed": -1}, "seed"),
        ({"actions": ["x" * 201]}, "short strings"),
    ],
)
def test_bad_records_name_what_is_wrong(changes: dict[str, object], message: str) -> None:
    made = record.make(SPEC, SPEC.default_config(2), 7, []) | changes
    with pytest.raises(RecordError, match=message):
        record.normal(made)


def test_a_record_names_the_first_refused_action() -> None:
    made = record.make(SPEC, SPEC.default_config(2), 7, ["pass-the-salt"])
    with pytest.raises(RecordError, match="action 1 \\('pass-the-salt'\\) is refused"):
        record.replay(made)


def test_steps_yields_the_deal_then_each_decision_with_its_player_and_events() -> None:
    game = SPEC.new(SPEC.default_config(2), 3)
    actions = []
    for _ in range(6):
        action = str(game.legal_actions()[0])
        game.apply(action)
        actions.append(action)
    seen = [
        (step["action"], step["player"]) if step else None
        for _, step in record.steps(record.make(SPEC, SPEC.default_config(2), 3, actions))
    ]
    assert seen[0] is None and [a for a, _ in seen[1:]] == actions
