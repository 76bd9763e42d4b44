"""The core's bots, for every installed game: legal answers, their own generator, the page's
service, Hard's paired root comparisons, and no knowledge of any game but through its spec."""

from __future__ import annotations

import ast
import copy
import dataclasses
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from tabletop import registry
from tabletop.bots import LEVELS, EasyBot, expert, hard, make_bot
from tabletop.bots.base import distinct
from tabletop.bots.service import SlicedChooser, choose_json
from tabletop.rng import Rng, seed_state
from tabletop.spec import GameSpec

CORE = Path(__file__).resolve().parents[2] / "pysrc" / "tabletop"
SPECS = registry.all_specs()
BUDGET = {"hard": 12, "expert": 12}  # small, and with no time limit: reproducible
STRIDE = {"random": 1, "easy": 1, "medium": 3, "hard": 6, "expert": 6}


def positions(spec: GameSpec, games: int, seed: int) -> list[Any]:
    """Positions from random games at every player count, a few per game: as many as
    `games` games of 400 decisions would give, so that a game of short games gives as many."""
    found: list[Any] = []
    rng = Rng(seed)
    for number in range(games * 100):
        if len(found) >= games * 400 // 23:
            break
        players = spec.players[number % len(spec.players)]
        game = spec.new(spec.default_config(players), seed + number)
        step = 0
        while not game.is_over:
            if step % 23 == 0:
                found.append(game.clone())
            options = game.legal_actions()
            game.apply(options[rng.below(len(options))])
            step += 1
    return found


def decisions(spec: GameSpec, games: int, seed: int) -> list[dict[str, Any]]:
    """The views of the seat to move in those positions, real choices only."""
    views = []
    for game in positions(spec, games, seed):
        view = spec.view(game, game.current_player)
        if len(view["legal_actions"]) > 1:
            views.append(view)
    return views


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_answers_a_legal_action_and_leaves_the_view_alone(
    spec: GameSpec, level: str
) -> None:
    checked = 0
    for number, view in enumerate(decisions(spec, 8, seed=3)[:: STRIDE[level]]):
        before = copy.deepcopy(view)
        choice = make_bot(level, spec, number, BUDGET.get(level)).choose(view)
        assert choice in view["legal_actions"], (level, choice)
        assert view == before  # a bot reads its view, never writes it
        checked += 1
    assert checked >= 60 // STRIDE[level]


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_easy_is_the_games_policy_with_the_bots_own_generator(spec: GameSpec) -> None:
    """Easy asks `spec.policy` with its own seeded generator; an answer that is not legal
    falls back to the first legal action."""
    seen: list[int] = []

    def by_rng(view: dict[str, Any], rng: Rng) -> str:
        seen.append(rng.state)
        legal: list[str] = view["legal_actions"]
        return legal[rng.below(len(legal))]

    randomly = dataclasses.replace(spec, policy=by_rng)
    wrong = dataclasses.replace(spec, policy=lambda view, rng: "no such action")
    views = [view for view in decisions(spec, 10, seed=8) if len(view["legal_actions"]) > 2][:40]
    assert len(views) >= 10
    differs = 0
    for view in views:
        first = EasyBot(randomly, 1).choose(view)
        assert first == EasyBot(randomly, 1).choose(view)  # seeded: reproducible
        differs += any(EasyBot(randomly, seed).choose(view) != first for seed in range(2, 6))
        assert EasyBot(wrong, 1).choose(view) == view["legal_actions"][0]
        assert EasyBot(spec, 1).choose(view) == spec.policy(view, Rng(seed_state(1)))
    assert differs > len(views) // 2  # the generator really is the bot's, seeded by it
    assert len(set(seen)) > 1


def test_unknown_levels_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("grandmaster", SPECS[0])


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
@pytest.mark.parametrize("level", LEVELS)
def test_the_page_service_answers_like_the_bot_whole_or_in_slices(
    spec: GameSpec, level: str
) -> None:
    """The worker's JSON answer and the sliced main-thread search give the bot's own choice,
    for the game the request names."""
    for number, view in enumerate(decisions(spec, 3, seed=5)[:10]):
        request = json.dumps(
            {
                "game": spec.id,
                "level": level,
                "seed": 9,
                "budget": BUDGET.get(level),
                "view": view,
                "ticket": ["any", number],
            }
        )
        expected = make_bot(level, spec, 9, BUDGET.get(level)).choose(view)
        answer = json.loads(choose_json(request))
        assert answer["action"] == expected
        assert answer["ticket"] == ["any", number]
        chooser = SlicedChooser(request)
        slices = 0
        while not chooser.done:
            chooser.step(slice_seconds=0.0)
            slices += 1
        assert chooser.action == expected
        assert slices >= 1


def test_the_service_reports_bad_requests_as_data() -> None:
    game = SPECS[0].id
    assert "error" in json.loads(choose_json("not json"))
    assert "error" in json.loads(choose_json("[1, 2]"))
    godlike = {"game": game, "level": "godlike", "view": {}}
    assert "unknown bot level" in json.loads(choose_json(json.dumps(godlike)))["error"]
    bad_view = {"game": game, "level": "easy", "view": {"legal_actions": []}}
    assert "no decision" in json.loads(choose_json(json.dumps(bad_view)))["error"]
    view = {"legal_actions": ["a", "b"]}
    for request in ({"level": "easy", "view": view}, {"game": "chess", "level": "easy"}):
        assert "no game called" in json.loads(choose_json(json.dumps(request)))["error"]


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_hard_compares_root_actions_on_the_same_samples_never_repeating_one(
    spec: GameSpec, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Hard's sequential halving: the n-th visit of every root action uses the same n-th
    determinization (paired comparisons), and no action meets a sample twice."""
    visits: dict[str, list[int]] = {}
    real_try = hard.HardBot._try

    def recording(self: hard.HardBot, me: int, sample: Any, action: str) -> None:
        visits.setdefault(action, []).append(id(sample))
        real_try(self, me, sample, action)

    monkeypatch.setattr(hard.HardBot, "_try", recording)
    checked = 0
    for view in decisions(spec, 6, seed=12):
        if len(view["legal_actions"]) < 3:
            continue
        visits.clear()
        make_bot("hard", spec, 4, 60).choose(view)
        same = distinct(spec, view, view["legal_actions"])
        assert set(visits) == {a for a, kept in same.items() if a == kept}  # each was tried
        longest = max(visits.values(), key=len)
        for samples in visits.values():
            assert len(set(samples)) == len(samples)  # never the same sample twice
            assert samples == longest[: len(samples)]  # the n-th visit meets the n-th sample
        checked += 1
        if checked == 8:
            break
    assert checked >= 5


def test_the_core_bots_and_arena_import_no_game() -> None:
    """Architecture: the bots and the arena know games only through their specs (the
    registry), never by importing a game's package."""
    sources = [*sorted((CORE / "bots").glob("*.py")), CORE / "arena.py"]
    assert len(sources) >= 8
    for path in sources:
        for node in ast.walk(ast.parse(path.read_text())):
            names = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            for name in names:
                top = name.split(".")[0]
                assert top == "tabletop" or top in sys.stdlib_module_names, (path.name, name)
        text = path.read_text().lower()
        for spec in SPECS:
            assert spec.id not in text and spec.title.lower() not in text, path.name


def test_search_bots_try_one_of_the_actions_a_seat_cannot_tell_apart() -> None:
    """`GameSpec.alike`: in Microcosm the face-down planets of a pile the seat has not seen
    are one choice to it. Hard tries one of them and gives the others its value; Medium tries
    one; an action the seat can tell apart (a planet it has seen) is tried on its own."""
    from tests.microcosm.helpers import position, run  # noqa: PLC0415 - a game's helper

    spec = registry.get("microcosm")
    game = position(hands=(["D01", "D05"], []))
    game.state.piles[1][3].seen.append(0)  # seat 0 once looked at the last cost-2 planet
    run(game, "play D01")
    view = spec.view(game, 0)
    legal = view["legal_actions"]
    assert legal == [f"down {c} {n}" for c in (0, 2) for n in range(4)]
    bot = hard.HardBot(spec, 1, iterations=60, time_limit=None)
    choice = bot.choose(view)
    assert set(bot.tries) == {"down 0 0", "down 2 0", "down 2 3"}
    values = dict(bot.candidates(view, choice))
    assert values["down 0 1"] == values["down 0 3"] == values["down 0 0"] is not None
    assert values["down 2 2"] == values["down 2 0"] != values["down 2 3"]
    medium = make_bot("medium", spec, 1)
    assert medium._candidates(view, distinct(spec, view, legal)) == [  # type: ignore[attr-defined]
        "down 0 0",
        "down 2 0",
        "down 2 3",
    ]


@pytest.mark.parametrize(
    ("game_id", "players", "ahead"),
    [
        ("eminent-domain", 2, 3),
        ("eminent-domain", 4, 5),
        ("microcosm", 2, 5),
        ("chaos-theory", 3, 3),
        ("prototype-2010", 2, 3),
    ],
)
def test_hard_looks_as_many_turns_ahead_as_the_game_says(
    game_id: str, players: int, ahead: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`GameSpec.hard_turns` (issue 35): the base game's Hard plays on until its own next
    turn is over (a turn per seat, then one more), Microcosm's five turns, the others the
    core's three; every playout Hard scores has stopped that many turns on, or at the end."""
    spec = registry.get(game_id)
    game = spec.new(spec.default_config(players), 3)
    for _ in range(7):  # a little way into the game, then on to a decision with a choice
        game.apply(game.legal_actions()[0])
    while len(game.legal_actions()) < 2:
        game.apply(game.legal_actions()[0])
    assert hard.turns_ahead(spec, game) == ahead
    scored: list[tuple[int, bool]] = []
    monkeypatch.setattr(
        hard, "reward", lambda spec, end, seat: scored.append((end.turn, end.is_over)) or 0.5
    )
    seat = game.current_player
    view = spec.view(game, seat)
    assert len(view["legal_actions"]) > 1
    hard.HardBot(spec, 5, 24, None).choose(view)
    assert scored and all(turn == game.turn + ahead or over for turn, over in scored)
    # Without a budget, as many turns played as 250 playouts of three: the same time.
    scored.clear()
    hard.HardBot(spec, 5, time_limit=None).choose(view)
    assert hard.default_iterations(ahead) == {3: 250, 5: 150}[ahead]
    assert 0.8 * hard.default_iterations(ahead) < len(scored) <= hard.default_iterations(ahead)


@pytest.mark.parametrize(
    ("game_id", "players"),
    [("eminent-domain", 2), ("eminent-domain", 4), ("microcosm", 2), ("chaos-theory", 3)],
)
def test_expert_reads_each_playout_at_four_horizons_and_takes_their_mean(
    game_id: str, players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Expert (issue 35): each playout is read at the start of each turn from one before
    Hard's horizon to two after it, and an action is worth the mean of those readings."""
    spec = registry.get(game_id)
    game = spec.new(spec.default_config(players), 4)
    for _ in range(7):
        game.apply(game.legal_actions()[0])
    while len(game.legal_actions()) < 2:
        game.apply(game.legal_actions()[0])
    ahead = hard.turns_ahead(spec, game)
    assert list(expert.horizons(ahead)) == [ahead - 1, ahead, ahead + 1, ahead + 2]
    assert list(expert.horizons(1)) == [1, 2, 3]  # never the turn under way
    read: list[tuple[int, bool]] = []

    def by_turn(spec: GameSpec, end: Any, seat: int) -> float:
        read.append((end.turn, end.is_over))
        return end.turn / 100

    monkeypatch.setattr(expert, "reward", by_turn)
    tried: list[str] = []
    real_try = expert.ExpertBot._try

    def noting(self: expert.ExpertBot, me: int, sample: Any, action: str) -> None:
        tried.append(action)
        real_try(self, me, sample, action)

    monkeypatch.setattr(expert.ExpertBot, "_try", noting)
    view = spec.view(game, game.current_player)
    bot = expert.ExpertBot(spec, 5, 16, None)
    bot.choose(view)
    assert len(tried) == 16 and len(read) == 16 * 4
    expected: dict[str, float] = {}
    for number, action in enumerate(tried):
        readings = read[4 * number : 4 * number + 4]
        for (turn, over), h in zip(readings, expert.horizons(ahead), strict=True):
            assert turn == game.turn + h or over
        expected[action] = expected.get(action, 0.0) + sum(t for t, _ in readings) / 400
    assert bot.totals.keys() == expected.keys()
    assert all(abs(bot.totals[a] - expected[a]) < 1e-9 for a in expected)


def test_expert_thinks_up_to_three_seconds_in_play_and_without_a_limit_at_a_budget() -> None:
    """Issue 35: Expert may think up to 3 s a decision in play (Hard 1 s); with a budget, as
    the arena, the lab and the review give it, it has no time limit and its games repeat."""
    spec = SPECS[0]
    playing = make_bot("expert", spec, 1)
    assert isinstance(playing, expert.ExpertBot) and playing.time_limit == 3.0
    assert playing.iterations is None  # Hard's default number of playouts
    assert make_bot("hard", spec, 1).time_limit == hard.TIME_LIMIT == 1.0
    budgeted = make_bot("expert", spec, 1, 40)
    assert isinstance(budgeted, expert.ExpertBot)
    assert (budgeted.iterations, budgeted.time_limit) == (40, None)
