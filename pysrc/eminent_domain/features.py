"""What Hard's learned evaluation reads of a position (`tabletop.learn`): a seat's features.

Each feature of a player is taken as the seat's value less the best opponent's, so that one
model serves every seat; a few describe the game (how near its end is, whose turn it is).
Beyond the score they measure what the game banks for later: face-down planets and the
colonies gathering under them, Fighters against the cheapest attack, the symbols of face-up
planets and permanent technologies, and the empty resource slots. They leave out the cards in
the deck by kind: a player chooses those, and a model trained on Easy's games read them as a
cause of losing, which Hard then exploited against itself (docs/bots.md).
"""

from __future__ import annotations

from typing import Any

from eminent_domain import rules
from eminent_domain.planets import PLANETS
from eminent_domain.state import GameState, PlayerState
from eminent_domain.vocab import Role
from tabletop.learn import Learning

_ROLES = tuple(Role)

PLAYER_FEATURES: tuple[str, ...] = (
    "score",
    "resources",
    "fighters",
    "face_up",
    "face_down",
    "face_down_influence",
    "settle_progress",
    "attack_reach",
    "empty_slots",
    "hand_limit",
    *(f"icons_{role.value}" for role in _ROLES),
)
GAME_FEATURES: tuple[str, ...] = ("my_turn", "late_lead", "late_influence")
NAMES: tuple[str, ...] = PLAYER_FEATURES + GAME_FEATURES


def _player(player: PlayerState) -> list[float]:
    """The player's own values, in the order of PLAYER_FEATURES."""
    face_up = face_down = influence_down = empty = 0
    progress = 0.0
    cheapest = 99
    for planet in player.empire:
        data = PLANETS[planet.planet]
        if planet.face_up:
            face_up += 1
            if not planet.barren:
                empty += planet.filled.count(False)
            continue
        face_down += 1
        influence_down += data.influence
        need = rules.settle_need(player, planet)
        progress += 1.0 if need == 0 else min(1.0, rules.colonies_on(player, planet) / need)
        cheapest = min(cheapest, rules.attack_cost(player, planet))
    reach = min(1.0, player.fighters / cheapest) if face_down else 0.0
    icons = [rules.empire_symbols(player, role) for role in _ROLES]
    return [
        rules.score(player),
        rules.resources(player),
        player.fighters,
        face_up,
        face_down,
        influence_down,
        progress,
        reach,
        empty,
        rules.hand_limit(player),
        *icons,
    ]


def _lateness(state: GameState) -> float:
    """How near the end is, from 0 to 1: the influence supply spent, or the stacks that end
    the game emptied (the nearest of the two)."""
    if state.end_triggered:
        return 1.0
    spent = 1.0 - state.influence_supply / rules.INFLUENCE_SUPPLY
    sizes = sorted(
        len(cards) for stack, cards in state.stacks.items() if rules.stack_in_use(state, stack)
    )
    left = sum(sizes[: rules.stacks_to_end(state)])
    return max(0.0, min(1.0, max(spent, 1.0 - left / 16)))


def features(game: Any, seat: int) -> list[float]:
    """`seat`'s features in a (sampled) game, in the order of NAMES."""
    state: GameState = game.reading
    values = [_player(player) for player in state.players]
    mine = values[seat]
    others = [v for i, v in enumerate(values) if i != seat]
    relative = [m - max(o[k] for o in others) for k, m in enumerate(mine)]
    late = _lateness(state)
    active = 1.0 if not state.game_over and state.pending[-1].player == seat else 0.0
    influence = [p.influence for p in state.players]
    lead_influence = influence[seat] - max(v for i, v in enumerate(influence) if i != seat)
    return [*relative, active, late * relative[0], late * lead_influence]


def _players(game: Any) -> int:
    return len(game.reading.players)


LEARNING = Learning(NAMES, features, "eminent_domain", "learned.json", _players)
