"""How many questions with one answer a person is shown, before and after forced moves.

Plays whole games per registered game with a table's `Session`: seat 0 a person playing
Easy's choices, the other seats Easy bots. Counts the person's prompts, and those with a single
legal action, once with `Session.play_forced` (as the table plays) and once without (as
before issue 33). Prints one line per game.

    PYTHONPATH=pysrc python3 tools/count_forced.py [--games N]
"""

from __future__ import annotations

import argparse

from tabletop import registry
from tabletop.bots import make_bot
from tabletop.saves import Seat
from tabletop.ui.session import Session


def count(game_id: str, seed: int, forced: bool) -> tuple[int, int]:
    """(prompts shown to the person, of which with one answer) in one whole game."""
    spec = registry.get(game_id)
    players = spec.players[0]
    seats = [Seat("Ada", "human"), *(Seat(f"Bot {n}", "bot", "easy") for n in range(1, players))]
    session = Session.new(spec, spec.default_config(players), seed, seats)
    bots = [make_bot("easy", spec, seed * 10 + seat) for seat in range(players)]
    prompts = single = 0
    while not session.game.is_over:
        if forced:
            session.play_forced()
            if session.game.is_over:
                break
        seat = session.game.current_player
        assert seat is not None
        if seat == 0:
            prompts += 1
            single += len(session.game.legal_actions()) == 1
        session.apply(bots[seat].choose(session.view(seat)))
    return prompts, single


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    games = parser.parse_args().games
    for spec in registry.all_specs():
        if spec.ui_module is None:
            continue
        line = [f"{spec.id:16}"]
        for forced in (False, True):
            totals = [count(spec.id, seed, forced) for seed in range(games)]
            prompts = sum(p for p, _ in totals)
            single = sum(s for _, s in totals)
            word = "with forced moves" if forced else "before"
            share = f"{single / prompts:.1%}"
            line.append(f"{word}: {single}/{prompts} prompts with one answer ({share})")
        print("  ".join(line))


if __name__ == "__main__":
    main()
