"""The balance command: one bot level in every seat, for every player count and option set,
the first player's win rate and the games' length, as a Markdown table."""

from __future__ import annotations

import pytest

from tabletop import arena, balance, registry
from tabletop.cli import main


def test_option_sets_are_the_defaults_then_one_change_at_a_time() -> None:
    spec = registry.get("chaos-theory")
    sets = list(balance.option_sets(spec))
    assert sets[0] == {}
    assert len(sets) == 1 + sum(len(option.values) - 1 for option in spec.options)
    assert all(len(changed) == 1 for changed in sets[1:])
    assert {"politics": "wild"} in sets and {"oversight": False} in sets


def test_a_row_per_player_count_and_option_set_with_the_arenas_figures() -> None:
    spec = registry.get("microcosm")
    lines = list(balance.rows(spec, "easy", 6, seed=3))
    sets = list(balance.option_sets(spec))
    assert len(lines) == 2 + len(spec.players) * len(sets)
    _, tally = arena.run(spec, ["easy"] * spec.players[0], 6, seed=3)
    first = tally.by_order[0].interval()[0]
    assert lines[2].startswith(f"| {spec.players[0]} | defaults | **{first:.1%}** [")


def test_the_command_line_prints_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["balance", "--game", "microcosm", "--games", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("| players | options | first player wins")
    assert out[2].startswith("| 2 | defaults | ")


def test_a_game_that_says_what_ended_it_gets_a_column_of_endings() -> None:
    """The 2010 prototype says which role pile (or the VP supply) ran out; the arena tallies
    it and the table gives each ending's share. A game that does not say gets no column."""
    spec = registry.get("prototype-2010")
    records, tally = arena.run(spec, ["easy", "easy"], 6, seed=5)
    assert sum(tally.endings.values()) == 6
    assert all(reason.endswith(("pile", "VP supply")) for reason in tally.endings)
    assert "ended by  " + tally.ended_by() in arena.report(records, tally)
    lines = list(balance.rows(spec, "easy", 6, seed=5))
    assert lines[0].endswith(" ended by |")
    assert lines[2].startswith("| 2 | defaults | ") and lines[2].endswith(f" {tally.ended_by()} |")
    plain = list(balance.rows(registry.get("microcosm"), "easy", 2))
    assert "ended by" not in plain[0] and not any("pile" in line for line in plain)
