"""Write pysrc/eminent_domain/demo_data.py: the built-in rules demos.

Each demo is one whole turn, taken from a game between Easy bots, that shows a role (or a
rule) at work. The first caption introduces the rule in our own words; each later caption
is what the game log says about that step, as the demo's seat sees it.

    PYTHONPATH=pysrc python3 tools/make_demos.py && ruff format pysrc/eminent_domain/demo_data.py
"""

from __future__ import annotations

import json
import pprint
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from eminent_domain.cards import TECH_FACE
from eminent_domain.engine import Game
from eminent_domain.spec import SPEC
from eminent_domain.state import Config
from eminent_domain.ui import describe
from eminent_domain.view import view_for
from tabletop.bots import make_bot
from tabletop.demos import parse
from tabletop.spec import event_for

# The built-ins keep the format they were written in before the core (which reads it as this
# game's), so that regenerating them changes nothing.
FORMAT = "eminent-domain-demo/1"
OUT = Path(__file__).resolve().parents[1] / "pysrc" / "eminent_domain" / "demo_data.py"

Events = list[dict[str, Any]]


def kinds(events: Events) -> set[str]:
    return {e["type"] for e in events}


def led(role: str) -> Callable[[Events, int], bool]:
    return lambda events, seat: any(
        e["type"] == "lead" and e["role"] == role and e["player"] == seat for e in events
    )


def has(kind: str, role: str | None = None) -> Callable[[Events, int], bool]:
    def check(events: Events, seat: int) -> bool:
        return kind in kinds(events) and (role is None or led(role)(events, seat))

    return check


def played_tech(events: Events, seat: int) -> bool:
    return any(e["type"] == "action" and e["card"] in TECH_FACE for e in events)


# name, title, intro caption, players, predicate over one turn's events (active seat)
DEMOS: list[tuple[str, str, str, int, Callable[[Events, int], bool]]] = [
    (
        "survey",
        "Survey",
        "Survey: the leader looks at planets (one per Survey symbol, plus "
        "one as leader, minus one) and keeps one face down in their Empire.",
        2,
        has("survey_keep", "survey"),
    ),
    (
        "warfare",
        "Warfare",
        "Warfare: collect fighters, one per Warfare symbol; the leader "
        "may instead attack a face-down planet by spending its Warfare cost in fighters.",
        2,
        lambda ev, s: "attack" in kinds(ev),
    ),
    (
        "colonize",
        "Colonize",
        "Colonize: put Colonize cards under a face-down planet as "
        "colonies; the leader may instead settle a planet whose colonies and symbols reach its "
        "Colonize cost.",
        2,
        lambda ev, s: "settle" in kinds(ev) and led("colonize")(ev, s),
    ),
    (
        "produce",
        "Produce",
        "Produce: one resource per Produce symbol, into empty slots of face-up planets.",
        2,
        has("produce", "produce"),
    ),
    (
        "trade",
        "Trade",
        "Trade: one influence token per Trade symbol, each for a resource taken off a planet.",
        2,
        has("trade", "trade"),
    ),
    (
        "research",
        "Research",
        "Research: the Research symbols pay for one technology, which "
        "also needs enough face-up planets of its type.",
        2,
        has("research", "research"),
    ),
    (
        "politics",
        "Politics",
        "Politics: as an Action, remove the Politics card from the "
        "game and take any role card from the stacks into your hand.",
        2,
        lambda ev, s: any(e["type"] == "action" and e["card"] == "politics" for e in ev),
    ),
    (
        "follow-dissent",
        "Follow or dissent",
        "When a role is led, every other player either "
        "follows (plays cards with its symbol to do the role too) or dissents (draws a card).",
        3,
        lambda ev, s: {"follow", "dissent"} <= kinds(ev),
    ),
    (
        "tech-1",
        "A technology's Action",
        "Technologies go into your deck: played as an "
        "Action they do more than a role card, and their symbols count when boosting.",
        2,
        played_tech,
    ),
    (
        "tech-2",
        "Another technology",
        "A second technology in play: compare its Action with the role cards'.",
        3,
        played_tech,
    ),
    (
        "tech-3",
        "Technologies in a 4-player game",
        "A third technology interaction, in a 4-player game.",
        4,
        played_tech,
    ),
]


def politician(view: dict[str, Any]) -> str | None:
    """Easy never plays Politics for its Action; this player does, once it can."""
    return "act politics" if "act politics" in view["legal_actions"] else None


def turns(
    players: int, seed: int, prefer: Callable[[dict[str, Any]], str | None] | None = None
) -> list[tuple[list[str], list[str], list[Events], int]]:
    """Every whole turn of an Easy-bot game: (actions before, the turn's actions, their
    events, the active seat)."""
    game = Game.new(Config(players), seed)
    bots = [make_bot("easy", SPEC, seed * 10 + s) for s in range(players)]
    history: list[tuple[str, Events]] = []
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        view = view_for(game, seat)
        action = (prefer(view) if prefer else None) or bots[seat].choose(view)
        history.append((action, game.apply(action)))
    found = []
    start = 0
    for index, (_, events) in enumerate(history):
        if any(e["type"] in ("turn", "game_over") for e in events) and index + 1 > start:
            if start:
                turn = history[start : index + 1]
                active = Game.new(Config(players), seed)
                for action, _ in history[:start]:
                    active.apply(action)
                found.append(
                    (
                        [a for a, _ in history[:start]],
                        [a for a, _ in turn],
                        [e for _, ev in turn for e in ev],
                        active.state.active,
                    )
                )
            start = index + 1
    return found


def make(spec: tuple[str, str, str, int, Any], used: set[str]) -> dict[str, Any]:
    """The first turn, over seeded Easy games, that shows the demo's rule."""
    name, title, intro, players, test = spec
    names = [f"Player {i + 1}" for i in range(players)]
    for seed in range(1, 400):
        prefer = politician if name == "politics" else None
        for before, actions, events, seat in turns(players, seed, prefer):
            if len(actions) > 40 or not test(events, seat):
                continue
            techs = {e["card"] for e in events if e["type"] == "action" and e["card"] in TECH_FACE}
            if name.startswith("tech") and (not techs or techs <= used):
                continue
            used |= techs
            game = Game.new(Config(players), seed)
            for action in before:
                game.apply(action)
            captions = [intro]
            for action in actions:
                lines = [
                    line
                    for e in game.apply(action)
                    if (line := describe.event_sentence(event_for(e, seat), names))
                ]
                captions.append(" ".join(lines) or "…")
            demo = {
                "format": FORMAT,
                "title": title,
                "config": Config(players).to_dict(),
                "seed": seed,
                "before": before,
                "actions": actions,
                "captions": captions,
                "seat": seat,
            }
            parse(json.loads(json.dumps(demo)))
            return demo
    raise SystemExit(f"no game shows {name}")


def main() -> int:
    used: set[str] = set()
    demos = {spec[0]: make(spec, used) for spec in DEMOS}
    body = pprint.pformat(demos, width=100, sort_dicts=False)
    OUT.write_text(
        '"""Built-in rules demos (written by tools/make_demos.py; do not edit by hand)."""\n\n'
        "# fmt: off\n"
        f"DEMOS: dict[str, dict[str, object]] = {body}\n"
    )
    print(f"wrote {len(demos)} demos to {OUT}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
