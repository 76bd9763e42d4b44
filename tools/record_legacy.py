"""Pin what players hold today: links, share URLs, saves, records and demo links of every game.

Writes `tests/data/legacy/<game-id>_<YYYY-MM-DD>.json` (today's date) for each installed game
that has no file of that date yet, and never touches an existing one: once written, a file is
what players already hold, and `tests/test_legacy.py` checks that it keeps opening as the
same games. Record a new date's files before a change that could alter how old games replay
(a notation, a rule, a format), so that the change has today's games to keep opening.

Per game, eight games played by seeded Random and Easy bots over its player counts and option
values, finished and cut mid-game (one cut before the first decision, one continued from a
replay of the first), with seeds as the page draws them (64 bits, some above 2^63) and one
small; each in four forms: a bare link payload, a full share URL (`#game=…&names=…`, as the
page's Share gives it), a save document as the page's autosave writes it (non-ASCII names)
and a bare record.
Then every built-in rules demo of the game in its link form.

    PYTHONPATH=pysrc python3 tools/record_legacy.py [--date YYYY-MM-DD] [--commit HASH]
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from tabletop import demos, links, record, registry
from tabletop.bots import make_bot
from tabletop.saves import SaveDoc, Seat
from tabletop.spec import Config, GameSpec
from tabletop.text import isolate, t
from tabletop.ui.replay import names_param
from tabletop.ui.shell import short_name

ROOT = Path(__file__).resolve().parents[1]
LEGACY = ROOT / "tests" / "data" / "legacy"
SITE = "https://example.github.io/ed/"  # any address: the page reads only the fragment
# Decisions after which each sample is cut, unfinished (None: played to its end); the first
# four cover every player count of every game. The last sample is continued from a replay of
# the first game, from `BRANCH_STEP` on.
CUTS: tuple[int | None, ...] = (None, None, None, None, 0, 30, None, 45)
SAMPLES = len(CUTS)
BRANCH_STEP = 12
NAMES = ("Ana Ünal", "Zoë Ōtsuka", "Björn Ærø", "Łucja Şen", "Mei 美")


def digest(snapshot: dict[str, Any]) -> str:
    """As `tests/test_legacy.py` computes it: SHA-256 of the canonical JSON."""
    text = json.dumps(snapshot, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def config_of(spec: GameSpec[Any], index: int) -> Config:
    """Sample `index`'s set-up: the defaults first, then each option stepping through its
    values at its own pace (every 1st, 2nd or 3rd sample), so that every value is played and
    the options are combined in several ways. A set-up the game refuses (Eminent Domain's
    Extended variant is for 3 players) takes the next player count that it accepts."""
    options: Config = {}
    for number, option in enumerate(spec.options):
        start = option.values.index(option.default)
        step = index // (number % 3 + 1)
        options[option.name] = option.values[(start + step) % len(option.values)]
    counts = spec.players[index % len(spec.players) :] + spec.players
    for players in counts:
        try:
            return spec.config({**spec.default_config(players), **options})
        except ValueError:
            continue
    raise SystemExit(f"{spec.id}: no player count accepts the options {options}")


def seed_of(spec: GameSpec[Any], day: str, index: int) -> int:
    """A 64-bit seed as the page draws them; sample 1's above 2^63, sample 3's small."""
    if index == 3:
        return 3
    drawn = hashlib.sha256(f"{spec.id} {day} {index}".encode()).digest()
    seed = int.from_bytes(drawn[:8], "big")
    return seed | 2**63 if index == 1 else seed


def seats_of(spec: GameSpec[Any], players: int, index: int) -> tuple[Seat, ...]:
    """The first seat a person (a non-ASCII name), the others bots, Random and Easy in turn
    (Easy only at tables of four or more, whose games Random drags out: the files stay small);
    in sample 1 the second seat's bot has a style, where the game has styles."""
    seats = [Seat(NAMES[index % len(NAMES)], "human")]
    for seat in range(1, players):
        level = ("random", "easy")[(index + seat) % 2] if players <= 3 else "easy"
        style = spec.styles[0].id if spec.styles and index == 1 and seat == 1 else None
        seats.append(Seat(NAMES[(index + seat) % len(NAMES)], "bot", level, style))
    return tuple(seats)


def play(
    spec: GameSpec[Any],
    *,
    config: Config,
    seed: int,
    seats: tuple[Seat, ...],
    actions: list[str],
    cut: int | None,
    bot_seed: int,
) -> list[str]:
    """`actions`, then seeded bots (the person's seat played by Easy) until the end or `cut`."""
    bots = [
        make_bot(seat.level or "easy", spec, bot_seed + number, style=seat.style)
        for number, seat in enumerate(seats)
    ]
    game = record.replay(record.make(spec, config, seed, actions))
    played = list(actions)
    while not game.is_over and (cut is None or len(played) < cut):
        player = game.current_player
        action = bots[player].choose(spec.view(game, player))
        game.apply(action)
        played.append(str(action))
    return played


def save_text(
    spec: GameSpec[Any],
    made: dict[str, Any],
    *,
    seats: tuple[Seat, ...],
    day: str,
    index: int,
    branch: dict[str, Any] | None,
) -> str:
    """The slot's text as the page's autosave writes it after the game's last decision."""
    names = " · ".join(isolate(seat.name) for seat in seats)
    doc = SaveDoc(
        name=short_name(t("saves.default_name", names=names, date=day)),
        created=f"{day}T09:{index:02d}:00+00:00",
        updated=f"{day}T10:{index:02d}:30+00:00",
        seats=seats,
        undo_used=index == 5,
        record=made,
        branch=branch,
        revision=len(made["actions"]) + 1,
        writer=hashlib.sha256(f"{spec.id} tab {index}".encode()).hexdigest()[:8],
        hints=2 if index == 5 else 0,
    )
    return doc.to_json()


def samples(spec: GameSpec[Any], day: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    first: dict[str, Any] | None = None
    for index in range(SAMPLES):
        config, seed = config_of(spec, index), seed_of(spec, day, index)
        seats = seats_of(spec, config["players"], index)
        branch = None
        if index == SAMPLES - 1 and first is not None:
            config, seed = first["config"], first["seed"]
            seats = seats_of(spec, config["players"], index)
            branch = {"step": BRANCH_STEP, "from": first}
            start = first["actions"][:BRANCH_STEP]
        else:
            start = []
        actions = play(
            spec,
            config=config,
            seed=seed,
            seats=seats,
            actions=start,
            cut=CUTS[index],
            bot_seed=100 * index + 1,
        )
        made = record.make(spec, config, seed, actions)
        if index == 0:
            first = made
        game = record.replay(made)
        if game.is_over is not (CUTS[index] is None):
            raise SystemExit(f"{spec.id} sample {index}: the game ended before its cut")
        expect = {
            "game": spec.id,
            "players": config["players"],
            "decisions": len(actions),
            "over": game.is_over,
            "scores": game.scores(),
            "winners": game.winners() if game.is_over else None,
            "digest": digest(spec.snapshot(game)),
        }
        link = links.encode(made)
        forms = {
            "link": link,
            "url": f"{SITE}#game={link}&names={names_param(seats)}",
            "save": save_text(spec, made, seats=seats, day=day, index=index, branch=branch),
            "record": record.dumps(made),
        }
        out += [{"kind": kind, "text": text, "expect": expect} for kind, text in forms.items()]
    return out


def demo_links(spec: GameSpec[Any]) -> list[dict[str, Any]]:
    out = []
    for name in demos.built_ins(spec):
        demo = demos.built_in(spec, name)
        positions = demo.positions()
        expect = {
            "title": demo.title,
            "positions": len(positions),
            "digest": digest(spec.snapshot(positions[-1])),
        }
        out.append({"name": name, "text": demos.encode(demo), "expect": expect})
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Pin today's links and saves of every game.")
    parser.add_argument("--date", default=datetime.date.today().isoformat())
    parser.add_argument("--commit", help="the commit whose code writes the files (HEAD)")
    args = parser.parse_args(argv)
    day = datetime.date.fromisoformat(args.date).isoformat()
    commit = (
        args.commit
        or subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=ROOT, check=True, capture_output=True, text=True
        ).stdout.strip()
    )
    for spec in registry.all_specs():
        path = LEGACY / f"{spec.id}_{day}.json"
        if path.exists():
            print(f"kept {path.name} (never rewritten)")
            continue
        data = {
            "made_by": commit,
            "game": spec.id,
            "samples": samples(spec, day),
            "demos": demo_links(spec),
        }
        text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.name}: {len(data['samples'])} samples, {len(data['demos'])} demos")
    return 0


if __name__ == "__main__":
    sys.exit(main())
