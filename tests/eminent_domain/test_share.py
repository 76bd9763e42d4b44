"""The base game's links, through the core's `tabletop.links`: every game survives the round
trip, links stay small, bad links (in the layout from before the core) are refused."""

from __future__ import annotations

import base64
import itertools
import statistics
import zlib

import pytest

from eminent_domain.engine import Game
from eminent_domain.spec import SPEC
from eminent_domain.state import Config
from eminent_domain.view import view_for
from tabletop import links
from tabletop import record as records
from tabletop.bots import make_bot
from tabletop.links import LinkError, _put, decode
from tabletop.rng import Rng
from tabletop.simulate import configs

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


def encode(config: Config, seed: int, actions: list[str]) -> str:
    """The link payload (what follows `#game=`) of a game of this set-up, seed and actions."""
    return links.encode(records.make(SPEC, config.to_dict(), seed, actions))


def easy_game(players: int, seed: int) -> tuple[Game, list[str]]:
    """A whole game with Easy in every seat, each bot seeded from the game's seed."""
    game = Game.new(Config(players), seed)
    bots = [make_bot("easy", SPEC, seed * 7 + seat) for seat in range(players)]
    actions = []
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        choice = bots[seat].choose(view_for(game, seat))
        game.apply(choice)
        actions.append(choice)
    return game, actions


def test_random_finished_games_of_every_set_up_round_trip() -> None:
    set_ups = itertools.cycle(configs(SPEC))
    for number, config in zip(range(60), set_ups, strict=False):
        game, actions = random_game(Config.from_dict(config), 100 + number)
        link = encode(Config.from_dict(config), 100 + number, actions)
        record = decode(link)
        assert record["game"] == SPEC.id
        assert record["actions"] == actions
        assert records.replay(record).state == game.state


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
    assert links.encode(record) == encode(Config(3), 5, part)


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
