"""`python -m tabletop`: one command line for every installed game.

    simulate --game G [--players P] [--option name=value] --games N --seed S
    bench --game G [--seconds S]
    arena --game G --bots a,b [--games N --players P --option name=value --budget B --jobs J
          --outcomes FILE]
    balance --game G [--level L --games N --jobs J]   (first player's edge, game length)
    train --game G [--players 2,3 --games N --seed S --level L --epsilon E --jobs J --out F]
    link --show LINK_OR_URL        save --show FILE

`link --show` and `save --show` print one line, `game=<id> players=N decisions=D
over=yes|no scores=a,b[,...] winners=i[,j]` (winners only once the game is over, seats counted
from 0); anything they cannot open gets the sentence the page shows, on stderr, and exit 2.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from tabletop import arena, balance, links, record, registry, saves, train
from tabletop.saves import SaveDoc
from tabletop.simulate import configs, games_per_second, simulate
from tabletop.spec import GameSpec, parse_options
from tabletop.text import t
from tabletop.untrusted import LINK_DATA, SEAT, InputError, params


def _spec(game_id: str) -> GameSpec[Any]:
    try:
        return registry.get(game_id)
    except registry.UnknownGame as error:
        raise SystemExit(f"{error}; installed: {', '.join(registry.ids())}") from None


def summary(found: dict[str, Any]) -> str:
    """The one-line summary of a checked record (replayed here)."""
    game = record.replay(found)
    line = (
        f"game={found['game']} players={found['config']['players']} "
        f"decisions={len(found['actions'])} over={'yes' if game.is_over else 'no'} "
        f"scores={','.join(str(s) for s in game.scores())}"
    )
    if game.is_over:
        line += f" winners={','.join(str(w) for w in game.winners())}"
    return line


def link_payload(text: str) -> str:
    """The `#game=` payload of a full link, a fragment, or the payload itself."""
    text = text.strip()
    if "#" in text:
        text = text.split("#", 1)[1]
    if text.startswith("game="):
        return params(text, {"game": LINK_DATA, "seat": SEAT})["game"]
    return text


def save_record(path: Path) -> dict[str, Any]:
    """The record of a save file (an export of the page), checked as the page's import
    checks it, with the page's sentences."""
    size = path.stat().st_size
    if size > saves.MAX_FILE_BYTES:
        limit = f"{saves.MAX_FILE_BYTES / 1_000_000:.0f}"
        raise InputError(t("import.file_too_big", size=f"{size / 1_000_000:.1f}", limit=limit))
    return SaveDoc.parse(path.read_text(encoding="utf-8", errors="replace")).record


def _show(read: Any, argument: Any) -> int:
    try:
        print(summary(read(argument)))
    except InputError as error:
        print(str(error), file=sys.stderr)
        return 2
    except OSError as error:
        print(f"cannot read the file: {error.strerror}", file=sys.stderr)
        return 2
    return 0


def run_simulate(args: argparse.Namespace) -> int:
    spec = _spec(args.game)
    try:
        set_ups = configs(spec, args.players, **parse_options(spec, args.option))
    except ValueError as error:
        print(f"simulate: {error}", file=sys.stderr)
        return 2
    tally, seconds = simulate(spec, args.games, set_ups, args.seed)
    if tally.first_problem:
        print(f"first problem: {tally.first_problem}")
    print(
        f"games={tally.games} errors={tally.errors} invariant_breaks={tally.invariant_breaks} "
        f"replay_mismatches={tally.replay_mismatches} decisions={tally.decisions} "
        f"games_per_s={tally.games / seconds:.1f}"
    )
    return 0 if tally.clean else 1


def run_bench(args: argparse.Namespace) -> int:
    spec = _spec(args.game)
    games_per_second(spec, spec.players[0], min(1.0, args.seconds))  # warm-up
    decisions = 0.0
    for players in spec.players:
        rate, decisions = games_per_second(spec, players, args.seconds)
        print(f"random_{players}p_games_per_s={rate:.1f}")
    print(f"decisions_per_s={decisions:.0f}")
    return 0


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="python -m tabletop", description=__doc__.splitlines()[0])
    commands = top.add_subparsers(dest="command", required=True)
    sim = commands.add_parser("simulate", help="random playouts checking invariants and replay")
    sim.add_argument("--game", required=True)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--players", type=int)
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    sim.add_argument("--seed", type=int, default=0)
    bench = commands.add_parser("bench", help="random games per second, per player count")
    bench.add_argument("--game", required=True)
    bench.add_argument("--seconds", type=float, default=5.0)
    arena.add_arguments(commands.add_parser("arena", help="bots against bots, seats rotating"))
    balance.add_arguments(
        commands.add_parser("balance", help="first player's edge and game length, per set-up")
    )
    train.add_arguments(
        commands.add_parser("train", help="fit a game's learned evaluation from self-play")
    )
    link = commands.add_parser("link", help="what a game link holds")
    link.add_argument("--show", required=True, metavar="LINK_OR_URL")
    save = commands.add_parser("save", help="what a save file holds")
    save.add_argument("--show", required=True, metavar="FILE", type=Path)
    return top


def main(argv: list[str]) -> int:
    args = parser().parse_args(argv)
    if args.command == "simulate":
        return run_simulate(args)
    if args.command == "bench":
        return run_bench(args)
    if args.command == "arena":
        return arena.run_from_args(args)
    if args.command == "balance":
        return balance.run_from_args(args)
    if args.command == "train":
        return train.run_from_args(args)
    if args.command == "link":
        return _show(lambda text: links.decode(link_payload(text)), args.show)
    return _show(save_record, args.show)
