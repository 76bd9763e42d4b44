"""The core's arena: bots against bots for any installed game, from Python or the command
line (`--game`, `--bots`, `--option name=value`), its figures independent of the processes."""

from __future__ import annotations

import argparse
import re
from collections import Counter
from pathlib import Path

import pytest

from tabletop import arena, registry
from tabletop.spec import GameSpec, parse_options

SPECS = registry.all_specs()
LAST_LINE = re.compile(r"winrate\[easy\]=([0-9.]+) winrate\[random\]=([0-9.]+)")


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_the_arena_command_prints_its_table_and_last_line(
    spec: GameSpec, capsys: pytest.CaptureFixture[str]
) -> None:
    """A small Easy-vs-Random arena: a line per bot, then the win rates."""
    argv = ["--game", spec.id, "--bots", "easy,random", "--games", "20", "--seed", "3"]
    assert arena.main(argv) == 0
    captured = capsys.readouterr()
    lines = captured.out.strip().splitlines()
    if spec.end_reason is not None:  # a game that says what ended it: a line of endings
        assert lines.pop(-2).startswith("ended by  ")
    match = LAST_LINE.fullmatch(lines[-1])
    assert match, lines[-1]
    easy, random_ = float(match.group(1)), float(match.group(2))
    assert easy + random_ == pytest.approx(1.0)
    assert easy > random_
    bot_lines, choice_lines = lines[:2], lines[2:-3]
    assert [line.split()[0] for line in bot_lines] == ["easy", "random"]
    assert all("95%" in line and "mean turns" in line for line in bot_lines)
    assert [line.split()[0] for line in choice_lines] == ["choices[easy]", "choices[random]"]
    assert lines[-3].startswith("by turn order  1: ") and " 2: " in lines[-3]
    assert lines[-2].startswith("game length  mean ")
    assert "arena: 20/20 games" in captured.err  # progress, on stderr


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_the_figures_do_not_depend_on_the_processes(spec: GameSpec) -> None:
    players = max(spec.players)
    names = ["easy", "random", "easy"][: max(2, players)]
    alone = arena.run(spec, names, 4, players=players, seed=11)
    shared = arena.run(spec, names, 4, players=players, seed=11, processes=2)
    for (label, one), (other_label, two) in zip(alone[0].items(), shared[0].items(), strict=True):
        assert label == other_label
        assert (one.wins, one.scores) == (two.wins, two.scores)
    assert alone[1].lengths == shared[1].lengths
    assert [r.wins for r in alone[1].by_order] == [r.wins for r in shared[1].by_order]
    if len(names) == 3:
        assert list(alone[0]) == ["easy#1", "random", "easy#3"]  # a level twice is numbered


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_options_are_the_games_checked_by_its_spec(spec: GameSpec) -> None:
    for option in spec.options:
        for value in option.values:
            text = str(value).lower() if isinstance(value, bool) else str(value)
            assert parse_options(spec, [f"{option.name}={text}"]) == {option.name: value}
    with pytest.raises(ValueError, match="NAME=VALUE"):
        parse_options(spec, ["no-such-option=1"])
    with pytest.raises(ValueError, match="NAME=VALUE"):
        parse_options(spec, ["players"])
    if spec.options:
        with pytest.raises(ValueError, match="cannot be"):
            parse_options(spec, [f"{spec.options[0].name}=surely-not-a-value"])


def test_runs_that_cannot_be_are_refused_with_their_reason(
    capsys: pytest.CaptureFixture[str],
) -> None:
    spec = SPECS[0]
    too_many = ",".join(["easy"] * (max(spec.players) + 1))
    refused = {
        ("--bots", too_many, "--players", str(max(spec.players))): "do not fit",
        ("--bots", "easy,grandmaster"): "unknown bot level",
        ("--bots", "easy,random", "--players", "99"): "99",
        ("--bots", "easy,random", "--option", "nonsense"): "NAME=VALUE",
        ("--bots", "easy,hard@0"): "iterations",
        ("--bots", "easy,hard@many"): "iterations",
        ("--bots", "easy,master@5"): "unknown bot level",
    }
    for args, reason in refused.items():
        assert arena.main(["--game", spec.id, *args, "--games", "1"]) == 2
        error = capsys.readouterr().err
        assert error.startswith("arena: ") and reason in error, error
    assert arena.main(["--game", "no-such-game", "--bots", "easy"]) == 2  # argparse's choices
    assert "no-such-game" in capsys.readouterr().err


def test_a_game_command_can_host_the_arena_with_its_game_fixed() -> None:
    """`add_arguments(parser, game=...)` is how a game's own command line (or the generic
    one) offers the arena; `run_from_args` runs it."""
    parser = argparse.ArgumentParser()
    arena.add_arguments(parser, game=SPECS[0].id)
    args = parser.parse_args(["--bots", "easy,random", "--games", "2"])
    assert args.game == SPECS[0].id
    assert args.option == []
    assert arena.run_from_args(args) == 0


def test_two_budgets_of_hard_can_meet(monkeypatch: pytest.MonkeyPatch) -> None:
    """`hard@N`: Hard with N iterations per decision, each seat its own (Speed you can feel:
    a Hard of a smaller budget against one of today's)."""
    made: list[tuple[str, int | None]] = []
    real = arena.make_bot

    def noted(level: str, spec: GameSpec, seed: int = 0, budget: int | None = None) -> object:
        made.append((level, budget))
        return real("easy", spec, seed)  # quick: only the budgets are checked here

    monkeypatch.setattr(arena, "make_bot", noted)
    records, _ = arena.run(SPECS[0], ["hard@3", "hard@7"], 2, seed=1, budget=50)
    assert sorted(set(made)) == [("hard", 3), ("hard", 7)]
    assert list(records) == ["hard@3", "hard@7"]
    made.clear()
    arena.run(SPECS[0], ["hard", "easy"], 1, seed=1, budget=50)
    assert ("hard", 50) in made  # a bare level takes the run's budget


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_wins_are_tallied_by_place_in_turn_order(spec: GameSpec) -> None:
    """Chaos Theory: "Randomly choose a start player" (seed 000); whatever the game's way,
    the first place in turn order is the seat that decides first, so that one level in every
    seat measures the first player's advantage."""
    players = max(spec.players)
    names = ["easy"] * players
    games = 6
    records, tally = arena.run(spec, names, games, seed=5)
    config = spec.config(spec.default_config(players))
    firsts = [spec.new(dict(config), 5 * 1_000_003 + n).current_player for n in range(games)]
    assert len(tally.by_order) == players and len(tally.lengths) == games
    by_seat = [[records[label].wins[g] for label in records] for g in range(games)]
    # every label plays seat (s + n) mod players in game n: undo the rotation
    for g, first in enumerate(firsts):
        assert first is not None
        seat_wins = [by_seat[g][(s + g) % players] for s in range(players)]
        assert tally.by_order[0].wins[g] == seat_wins[first]
        assert sum(place.wins[g] for place in tally.by_order) == pytest.approx(1.0)


def test_the_report_gives_each_bots_choices_most_frequent_first() -> None:
    """A line per bot after the bots' lines: its roles (or verbs) as shares of its choices,
    most frequent first, ties by name; a bot that chose nothing says so."""
    one = arena.Record(
        [1.0], [10], [0.1], Counter({"trade": 1, "survey": 5, "colonize": 2, "warfare": 2})
    )
    two = arena.Record([0.0], [4], [0.2])
    games = arena.Games(lengths=[30], by_order=[arena.Record([1.0]), arena.Record([0.0])])
    lines = arena.report({"hard": one, "easy": two}, games)
    assert lines[2] == "choices[hard] survey 50% colonize 20% warfare 20% trade 10%"
    assert lines[3] == "choices[easy] none"
    assert lines[4].startswith("by turn order  1: 100.0%")
    assert lines[-1] == "winrate[hard]=1.0000 winrate[easy]=0.0000"


def test_the_tally_sums_each_bots_choices_over_its_seats() -> None:
    outcomes = [
        arena.Outcome([0, 1], [1.0, 0.0], [5, 3], [[], []], 9, 0, "", [{"a": 2}, {"b": 1}]),
        arena.Outcome([1, 0], [0.5, 0.5], [4, 4], [[], []], 7, 1, "", [{"a": 1}, {"a": 3, "c": 1}]),
    ]
    records, games = arena.tally(outcomes, ["easy", "random"], 2)
    assert records["easy"].choices == Counter({"a": 5, "c": 1})
    assert records["random"].choices == Counter({"b": 1, "a": 1})
    assert records["easy"].wins == [1.0, 0.5] and games.lengths == [9, 7]
    assert [place.wins for place in games.by_order] == [[1.0, 0.5], [0.0, 0.5]]


def _figures(run: tuple[dict[str, arena.Record], arena.Games]) -> object:
    records, games = run
    return (
        {label: (r.wins, r.scores) for label, r in records.items()},
        games.lengths,
        [r.wins for r in games.by_order],
    )


def test_a_run_with_an_outcomes_file_continues_where_it_stopped(tmp_path: Path) -> None:
    """`arena --outcomes FILE` (issue 35): each game written as it ends; the same run again
    plays only the games not in the file, and its figures are those of one unbroken run; a
    last line cut off by a killed run is dropped and its game played again."""
    spec = registry.get("eminent-domain")
    names = ["easy", "random"]
    whole = arena.run(spec, names, 6, seed=5)
    path = tmp_path / "run.jsonl"
    played: list[int] = []
    first = arena.run(spec, names, 4, seed=5, outcomes_file=path, progress=lambda d, g: None)
    assert _figures(first) == _figures(arena.run(spec, names, 4, seed=5))
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 5 and '"run":' in lines[0]
    path.write_text("\n".join(lines[:4]) + "\n" + lines[4][:30], encoding="utf-8")  # killed
    again = arena.run(
        spec, names, 6, seed=5, outcomes_file=path, progress=lambda d, g: played.append(d)
    )
    assert played == [4, 5, 6]  # game 3 again (cut off), then 4 and 5; 0-2 read back
    assert _figures(again) == _figures(whole)
    assert len(path.read_text(encoding="utf-8").splitlines()) == 7


def test_an_outcomes_file_of_another_run_or_malformed_is_refused_and_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "run.jsonl"
    argv = ["--game", "eminent-domain", "--bots", "easy,random", "--games", "2"]
    assert arena.main([*argv, "--outcomes", str(path)]) == 0
    kept = path.read_text(encoding="utf-8")
    capsys.readouterr()
    assert arena.main([*argv, "--seed", "9", "--outcomes", str(path)]) == 2
    assert "holds the games of another run" in capsys.readouterr().err
    assert path.read_text(encoding="utf-8") == kept  # nothing written over it
    broken = kept.replace('"scores":[', '"scores":["x",', 1)
    path.write_text(broken, encoding="utf-8")
    assert arena.main([*argv, "--outcomes", str(path)]) == 2
    err = capsys.readouterr().err
    assert "line 2" in err and "scores" in err
    assert path.read_text(encoding="utf-8") == broken
    assert arena.main([*argv, "--outcomes", str(tmp_path / "no" / "such" / "dir.jsonl")]) == 2


def test_a_paired_run_plays_each_deal_once_in_each_seat(tmp_path: Path) -> None:
    """`arena --paired` (issue 35's paired arena): games 2k and 2k+1 of two bots deal the same
    game with the seats swapped, which an unpaired run does not; the run's file says it is
    paired, and an unpaired file of the same options is not continued by it, nor it by one."""
    spec = registry.get("eminent-domain")
    match = arena.make_match(spec, ["random", "random"], seed=4)
    paired = arena.make_match(spec, ["random", "random"], seed=4, paired=True)
    assert [arena.deal_of(paired, n) for n in range(4)] == [0, 0, 1, 1]
    assert [arena.deal_of(match, n) for n in range(4)] == [0, 1, 2, 3]
    one, two, other = (
        arena.play_game(spec, run, n) for run, n in ((paired, 0), (paired, 1), (match, 1))
    )
    assert one.bots == two.bots[::-1] == other.bots[::-1] == [0, 1]
    dealt = [spec.snapshot(spec.new(dict(match.config), 4 * 1_000_003 + n)) for n in range(2)]
    assert dealt[0] != dealt[1]  # so the unpaired run's game 1 is another deal
    assert (one.first, one.turns) == (two.first, two.turns) != (other.first, other.turns)
    path = tmp_path / "paired.jsonl"
    argv = ["--game", "eminent-domain", "--bots", "easy,random", "--games", "2"]
    assert arena.main([*argv, "--paired", "--outcomes", str(path)]) == 0
    assert '"paired":true' in path.read_text(encoding="utf-8").splitlines()[0]
    assert arena.main([*argv, "--outcomes", str(path)]) == 2  # unpaired: another run
