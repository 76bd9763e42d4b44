"""Game links: every game survives the round trip, links stay small, bad links are refused."""

from __future__ import annotations

import base64
import statistics
import zlib

import pytest

from eminent_domain.engine import Game
from eminent_domain.serialize import replay
from eminent_domain.share import LinkError, decode, encode, encode_record
from eminent_domain.simulate import bot_game, configs
from eminent_domain.state import Config
from tabletop.links import _put
from tabletop.rng import Rng

PREFIX = "v1."  # links made before the core: the bad-link cases below are in that layout


def random_game(config: Config, seed: int) -> tuple[Game, list[str]]:
    game = Game.new(config, seed)
    rng = Rng(seed + 1)
    actions = []
    while not game.is_over:
        options = [str(a) for a in game.legal_actions()]
        choice = options[rng.below(len(options))]
        game.apply(choice)
        actions.append(choice)
    return game, actions


def easy_game(players: int, seed: int) -> tuple[Game, list[str]]:
    return bot_game(Config(players), seed, "easy")


def test_random_finished_games_of_every_set_up_round_trip() -> None:
    for number, config in zip(range(60), configs(None, None, None), strict=False):
        game, actions = random_game(config, 100 + number)
        link = encode(config, 100 + number, actions)
        record = decode(link)
        assert record["actions"] == actions
        assert replay(record).state == game.state


@pytest.mark.parametrize(("players", "limit"), [(2, 2000), (3, 3000), (4, 4000)])
def test_easy_games_fit_the_link_size_limits(players: int, limit: int) -> None:
    """Issue 6: a finished 2-player Easy game fits 2,000 characters, 4 players 4,000."""
    sizes = []
    for seed in range(12):
        _, actions = easy_game(players, seed)
        link = "#game=" + encode(Config(players), seed, actions)
        sizes.append(len(link))
    assert max(sizes) <= limit, sizes
    assert statistics.median(sizes) < limit / 2


def test_a_game_in_progress_round_trips_too() -> None:
    _, actions = random_game(Config(3), 5)
    part = actions[: len(actions) // 2]
    record = decode(encode(Config(3), 5, part))
    assert record["actions"] == part
    assert encode_record(record) == encode(Config(3), 5, part)


def test_an_illegal_action_cannot_be_encoded() -> None:
    with pytest.raises(ValueError, match="action 1"):
        encode(Config(2), 1, ["research T97"])


def packed(data: bytes) -> str:
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = compressor.compress(data) + compressor.flush()
    return PREFIX + base64.urlsafe_b64encode(raw).decode().rstrip("=")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "not a game link"),
        ("hello", "not a game link"),
        ("v9.AAAA", "another version"),
        (PREFIX + "!!!!", "damaged"),
        (PREFIX + "AAAA", "cut short"),
        (PREFIX + "A" * 70_000, "too long"),
        (packed(b""), "empty"),
        (packed(bytes([0x7F, 1, 0])), "set-up"),
        (packed(bytes([0, 1])), "cut short"),
        (packed(bytes([0, 1, 0, 9])), "extra data"),
        (packed(bytes([0, 1, 3, 200])), "move 1"),
        (packed(b"\x00" + b"\xff" * 20), "impossible"),
        (packed(bytes(500_000)), "more than any game"),
    ],
)
def test_bad_links_are_refused_with_a_reason(text: str, message: str) -> None:
    with pytest.raises(LinkError, match=message):
        decode(text)


def test_a_tampered_move_names_its_step() -> None:
    """The third real choice of a game is changed to one past the end of its legal list."""
    config = Config(2)
    _, actions = random_game(config, 8)
    game = Game.new(config, 8)
    data = bytearray([0])
    _put(data, 8)
    _put(data, len(actions))
    choices = 0
    for step, action in enumerate(actions, start=1):
        legal = [str(a) for a in game.legal_actions()]
        if len(legal) > 1:
            choices += 1
            if choices == 3:
                _put(data, len(legal))
                tampered = step
                break
            _put(data, legal.index(action))
        game.apply(action)
    with pytest.raises(LinkError) as error:
        decode(packed(bytes(data)))
    assert error.value.step == tampered
    assert str(error.value).startswith(f"move {tampered} is not possible")


def test_links_are_url_safe() -> None:
    _, actions = random_game(Config(4), 3)
    link = encode(Config(4), 3, actions)
    assert set(link) <= set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
