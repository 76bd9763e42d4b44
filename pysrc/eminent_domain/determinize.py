"""Determinization: a full game sampled from one player's view, for search bots.

Everything the view shows is kept; everything it hides is dealt anew at random: opponents'
hands (from their public hand-and-deck contents), every deck order, opponents' face-down
planets (among the unseen planets with the same back), the planet deck, the planets an opponent
is surveying, and a fresh RNG from the bot's own seed. The true state is never consulted, so a
bot searching the result cannot foresee a real draw or shuffle.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from eminent_domain.cards import CARD_ID_OF_TECH, CARD_KEYS, CARD_OF_FACE
from eminent_domain.engine import Game
from eminent_domain.planets import PLANETS, RESEARCH_PLANET_IDS
from eminent_domain.state import Config, EmpirePlanet, Frame, GameState, PlayerState
from tabletop.rng import Rng, seed_state


class _Ids:
    """Hands out card ids by key: cards of one key are interchangeable, so any id will do."""

    def __init__(self) -> None:
        self.free: dict[str, list[int]] = defaultdict(list)
        for card in reversed(range(len(CARD_KEYS))):
            self.free[CARD_KEYS[card]].append(card)

    def take(self, key: str) -> int:
        return self.free[key].pop()

    def take_all(self, keys: list[str]) -> list[int]:
        return [self.take(key) for key in keys]

    def take_face(self, face: str) -> int:
        card = CARD_ID_OF_TECH[CARD_OF_FACE[face]]
        self.free[CARD_KEYS[card]].remove(card)
        return card

    def left(self) -> int:
        return sum(len(cards) for cards in self.free.values())


def _shuffled(rng: Rng, items: list[Any]) -> list[Any]:
    order = list(range(len(items)))
    rng.shuffle(order)
    return [items[i] for i in order]


def _back(planet: int) -> tuple[str, int, int]:
    card = PLANETS[planet]
    return (card.type.value, card.colonize_cost, card.warfare_cost)


def determinize(view: dict[str, Any], seed: int) -> Game:
    """A complete game consistent with `view`, its hidden parts drawn with `seed`."""
    rng = Rng(seed_state(seed))
    viewer = view["viewer"]
    config = Config.from_dict(view["config"])
    ids = _Ids()
    players: list[PlayerState] = []
    in_play: list[dict[str, list[int]]] = []
    for index, seen in enumerate(view["players"]):
        player = PlayerState(fighters=seen["fighters"], influence=seen["influence"])
        player.discard = ids.take_all(seen["discard"])
        player.in_play = ids.take_all(seen["in_play"])
        by_key: dict[str, list[int]] = defaultdict(list)
        for card in player.in_play:
            by_key[CARD_KEYS[card]].append(card)
        in_play.append(by_key)
        player.permanents = [(ids.take_face(face), face) for face in seen["permanents"]]
        pool = list(seen["hand_and_deck"])
        if index == viewer:
            hand = list(seen["hand"])
            for key in hand:
                pool.remove(key)
        else:
            pool = _shuffled(rng, pool)
            hand, pool = pool[: seen["hand_size"]], pool[seen["hand_size"] :]
        player.hand = ids.take_all(hand)
        player.deck = ids.take_all(_shuffled(rng, pool))
        for planet in seen["empire"]:
            player.empire.append(
                EmpirePlanet(
                    -1 if planet["planet"] is None else planet["planet"],
                    planet["face_up"],
                    ids.take_all(planet["colonies"]),
                    list(planet["filled"]),
                    planet["barren"],
                )
            )
        players.append(player)
    stacks = {stack: [ids.take(stack) for _ in range(n)] for stack, n in view["stacks"].items()}
    tech_supply = [ids.take_face(key) for key in view["tech_supply"]]
    pending: list[Frame] = []
    for seen_frame in view["pending_stack"]:
        frame = Frame(seen_frame["kind"], seen_frame["player"], seen_frame["data"]).clone()
        data = frame.data
        if "cards" in data:  # cards of this player's in play
            data["cards"] = [in_play[frame.player][key].pop(0) for key in data["cards"]]
        if "card" in data:  # an Action card being resolved: in no other zone
            data["card"] = ids.take(data["card"])
        pending.append(frame)
    removed = ids.take_all(view["removed"])
    if ids.left():
        raise ValueError(f"the view leaves {ids.left()} cards unaccounted for")
    planet_deck = _deal_planets(view, rng, players, pending, config)
    state = GameState(
        config=config,
        rng=seed_state(rng.below(1 << 62)),
        players=players,
        stacks=stacks,
        planet_deck=planet_deck,
        planet_discard=list(view["planet_discard"]),
        tech_supply=tech_supply,
        removed=removed,
        influence_supply=view["influence_supply"],
        influence_reserve=view["influence_reserve"],
        influence_spare=view["influence_spare"],
        start=view["start"],
        active=view["active"],
        turn=view["turn"],
        end_triggered=view["end_triggered"],
        game_over=view["game_over"],
        pending=pending,
        turn_effects=list(view["turn_effects"]),
        turn_produced=list(view["turn_produced"]),
        turn_traded=list(view["turn_traded"]),
        extra_turns=list(view["extra_turns"]),
        final_turns=view["final_turns"],
    )
    return Game(state)


def _deal_planets(
    view: dict[str, Any],
    rng: Rng,
    players: list[PlayerState],
    pending: list[Frame],
    config: Config,
) -> list[int]:
    """Give opponents' face-down planets and surveys unseen planets; the rest is the deck."""
    seen: set[int] = set(view["planet_discard"])
    for player in players:
        seen.update(e.planet for e in player.empire if e.planet >= 0)
    for frame in pending:
        seen.update(frame.data.get("planets", []))
    out = set(RESEARCH_PLANET_IDS) if config.variant == "learning" else set()
    unseen = [p for p in range(len(PLANETS)) if p not in seen and p not in out]
    by_back: dict[tuple[str, int, int], list[int]] = defaultdict(list)
    for planet in _shuffled(rng, unseen):
        by_back[_back(planet)].append(planet)
    for index, player in enumerate(players):
        for slot, entry in enumerate(player.empire):
            if entry.planet < 0:
                back = view["players"][index]["empire"][slot]["back"]
                key = (back["type"], back["colonize_cost"], back["warfare_cost"])
                entry.planet = by_back[key].pop()
    # Unused start planets are out of the game; the other unseen planets are the deck.
    rest = [p for cards in by_back.values() for p in cards if not PLANETS[p].start]
    rest = _shuffled(rng, sorted(rest))
    for frame in pending:
        if "planet_count" in frame.data:
            count = frame.data.pop("planet_count")
            frame.data["planets"], rest = rest[:count], rest[count:]
    if len(rest) != view["planet_deck_size"]:
        raise ValueError(f"{len(rest)} unseen planets for a deck of {view['planet_deck_size']}")
    return rest
