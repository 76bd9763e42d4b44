"""`python -m tabletop`: one command line for every game, with the figures and lines it promises."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop import links, record, registry, saves
from tabletop.saves import MemoryStorage, SaveError

ROOT = Path(__file__).resolve().parents[2]
LEGACY = json.loads((ROOT / "tests/data/legacy/eminent_domain_v1.json").read_text())


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tabletop", *args],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(ROOT / "pysrc")},
        check=False,
        timeout=300,
    )


@pytest.mark.parametrize("game_id", registry.ids())
def test_simulate_is_clean_and_prints_its_tally_last(game_id: str) -> None:
    result = run("simulate", "--game", game_id, "--games", "6", "--seed", "2")
    assert result.returncode == 0, result.stdout + result.stderr
    last = result.stdout.strip().splitlines()[-1]
    assert last.startswith("games=6 errors=0 invariant_breaks=0 replay_mismatches=0")


def test_simulate_takes_a_player_count_and_options() -> None:
    result = run(
        "simulate",
        "--game",
        "eminent-domain",
        "--players",
        "3",
        "--option",
        "variant=extended3",
        "--games",
        "2",
    )
    assert result.returncode == 0 and "games=2 errors=0" in result.stdout
    refused = run("simulate", "--game", "eminent-domain", "--option", "colour=blue")
    assert refused.returncode != 0 and "'colour=blue' is not NAME=VALUE" in refused.stderr


def test_link_show_prints_one_line_for_an_old_url_and_a_new_link() -> None:
    sample = next(s for s in LEGACY["samples"] if s["kind"] == "url")
    expect = sample["expect"]
    line = (
        f"game=eminent-domain players={expect['players']} decisions={expect['decisions']} "
        f"over=yes scores={','.join(map(str, expect['scores']))} "
        f"winners={','.join(map(str, expect['winners']))}"
    )
    old = run("link", "--show", sample["text"])
    assert old.returncode == 0 and old.stdout.strip() == line
    new_link = links.encode(links.decode(sample["text"].split("#game=")[1].split("&")[0]))
    new = run("link", "--show", "#game=" + new_link)
    assert new.stdout.strip() == line


def test_an_unfinished_game_has_no_winners() -> None:
    spec = registry.get("eminent-domain")
    link = links.encode(record.make(spec, spec.default_config(4), 9, []))
    result = run("link", "--show", link)
    assert (
        result.stdout.strip() == "game=eminent-domain players=4 decisions=0 over=no scores=0,0,0,0"
    )


def test_save_show_reads_an_exported_save(tmp_path: Path) -> None:
    sample = next(s for s in LEGACY["samples"] if s["kind"] == "save")
    path = tmp_path / "game.json"
    path.write_text(sample["text"])
    result = run("save", "--show", str(path))
    assert result.returncode == 0
    assert result.stdout.startswith(f"game=eminent-domain players={sample['expect']['players']} ")


@pytest.mark.parametrize(
    ("command", "message"),
    [
        (("link", "--show", "https://example.org/#game=v1.AAAA"), "the link is cut short"),
        (("link", "--show", "#game=x&game=y"), "more than once"),
        (("save", "--show", "/no/such/file.json"), "cannot read the file"),
    ],
)
def test_what_cannot_be_opened_gets_a_sentence_and_exit_status_2(
    command: tuple[str, ...], message: str
) -> None:
    result = run(*command)
    assert result.returncode == 2 and message in result.stderr and result.stdout == ""


def _page_import_error(text: str) -> str:
    """The sentence the page's import shows for this file's text."""
    with pytest.raises(SaveError) as refused:
        saves.import_text(MemoryStorage(), text)
    return str(refused.value)


@pytest.mark.parametrize("damage", ["newer record", "not a save", "altered move"])
def test_a_damaged_save_file_gets_the_pages_sentence_and_exit_status_2(
    tmp_path: Path, damage: str
) -> None:
    sample = next(s for s in LEGACY["samples"] if s["kind"] == "save")
    data = json.loads(sample["text"])
    if damage == "newer record":
        old = data["record"]  # a legacy record, which names its format instead
        data["record"] = {"game": "eminent-domain", "version": 9, "config": old["config"]}
        data["record"] |= {"seed": old["seed"], "actions": old["actions"]}
    elif damage == "altered move":
        data["record"]["actions"][3] = "lead nothing"
    else:
        data = {"record": data["record"]}
    text = json.dumps(data)
    path = tmp_path / "bad.json"
    path.write_text(text)
    result = run("save", "--show", str(path))
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.strip() == _page_import_error(text)


def test_arena_plays_bots_against_each_other_and_ends_with_the_win_rates() -> None:
    result = run("arena", "--game", "eminent-domain", "--bots", "easy,random", "--games", "2")
    assert result.returncode == 0, result.stderr
    last = result.stdout.strip().splitlines()[-1]
    assert last.startswith("winrate[easy]=") and " winrate[random]=" in last
