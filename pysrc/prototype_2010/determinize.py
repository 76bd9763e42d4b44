"""A full 2010 game consistent with one seat's view, from a seed: what search bots sample.

What the seat cannot know is drawn at random among what it could be: the other hands (from
each player's public hand-and-deck), every deck's order, the planets it knows only by their
backs (each drawn among the unseen planets with that same back, so that surveying by backs
stays a choice among backs), the technologies others are looking at, and the generator.
"""

from __future__ import annotations

from typing import Any

from eminent_domain.planets import back
from eminent_domain.state import EmpirePlanet, Frame
from prototype_2010.cards import CARD_KEYS, DECK_PLANETS, START_PLANETS, TECH, TECH_ID
from prototype_2010.engine import Game
from prototype_2010.state import Player, Setup, State
from tabletop.rng import Rng, seed_state


def _back_key(planet: int) -> tuple[Any, ...]:
    return tuple(back(planet).values())


class _Ids:
    """Card ids by key: cards of a key are alike, so any free id of the key will do."""

    def __init__(self) -> None:
        self.free: dict[str, list[int]] = {}
        for card, key in reversed(list(enumerate(CARD_KEYS))):
            self.free.setdefault(key, []).append(card)

    def take(self, key: str) -> int:
        return self.free[key].pop()

    def take_all(self, keys: list[str]) -> list[int]:
        return [self.take(key) for key in keys]


def determinize(view: dict[str, Any], seed: int) -> Game:
    rng = Rng(seed_state(seed))
    seat = int(view["viewer"])
    ids = _Ids()
    config = view["config"]
    setup = Setup(
        config["players"],
        config["role_counts"],
        config["role_actions"],
        config["start_face_up"],
        config["colonies"],
    )
    # Planets: those the seat sees stay; each one it knows by its back is drawn among the
    # unseen planets of that back; the deck is the unseen rest.
    seen = {
        entry["planet"]
        for player in view["players"]
        for entry in player["empire"]
        if entry["planet"] is not None
    }
    if view["top_planet"] is not None:
        seen.add(view["top_planet"])
    unseen: dict[tuple[Any, ...], list[int]] = {}
    for planet in (*DECK_PLANETS, *START_PLANETS):
        if planet not in seen:
            unseen.setdefault(_back_key(planet), []).append(planet)
    for group in unseen.values():
        rng.shuffle(group)

    def by_back(entry_back: dict[str, Any]) -> int:
        return unseen[tuple(entry_back.values())].pop()

    players = []
    for index, data in enumerate(view["players"]):
        player = Player(armies=data["armies"], vp=data["vp"])
        player.discard = ids.take_all(data["discard"])
        player.in_play = ids.take_all(data["in_play"])
        for entry in data["empire"]:
            planet = entry["planet"] if entry["planet"] is not None else by_back(entry["back"])
            player.empire.append(
                EmpirePlanet(
                    planet, entry["face_up"], ids.take_all(entry["colonies"]), entry["filled"][:]
                )
            )
        if index == seat:
            player.hand = ids.take_all(data["hand"])
            rest = list(data["hand_and_deck"])
            for key in data["hand"]:
                rest.remove(key)
            rng.shuffle(rest)
            player.deck = ids.take_all(rest)
        else:
            cards = list(data["hand_and_deck"])
            rng.shuffle(cards)
            player.hand = ids.take_all(cards[: data["hand_size"]])
            player.deck = ids.take_all(cards[data["hand_size"] :])
        players.append(player)
    removed = ids.take_all(view["removed"])
    pending = [_frame(entry, players, ids, by_back) for entry in view["stack"]]
    # The role piles and technology decks: whatever ids are left, techs in random order.
    piles = {role: [ids.take(role) for _ in range(n)] for role, n in view["piles"].items()}
    hidden_techs = [key for key in TECH if ids.free[key]]
    rng.shuffle(hidden_techs)
    for frame in pending:
        if frame.kind == "research" and frame.player != seat:
            deck = frame.data["deck"]
            drawn = [k for k in hidden_techs if TECH[k].deck == deck][: frame.data["techs"]]
            for key in drawn:
                hidden_techs.remove(key)
            frame.data["techs"] = [ids.take(key) for key in drawn]
    tech_decks = {
        deck: [ids.take(k) for k in hidden_techs if TECH[k].deck == deck][:count]
        for deck, count in view["tech_decks"].items()
    }
    planet_deck = [p for group in unseen.values() for p in group if p not in START_PLANETS]
    rng.shuffle(planet_deck)
    if view["top_planet"] is not None:
        planet_deck.append(view["top_planet"])
    state = State(
        setup=setup,
        rng=rng.state,
        players=players,
        piles=piles,
        planet_deck=planet_deck,
        tech_decks=tech_decks,
        removed=removed,
        armies=view["armies"],
        vp=view["vp"],
        resources=dict(view["resources"]),
        start=view["start"],
        active=view["active"],
        turn=view["turn"],
        game_over=view["game_over"],
        end=list(view["end"]),
        pending=pending,
        peeked=list(view["peeked"]),
        version=int(view["version"]),
    )
    return Game(state)


def _frame(entry: dict[str, Any], players: list[Player], ids: _Ids, by_back: Any) -> Frame:
    """A pending decision from its view: cards played are the player's own ids in play, the
    planets being surveyed drawn by their backs, techs looked at by others left as a count."""
    data: dict[str, Any] = {}
    player = players[entry["player"]]
    for key, value in entry["data"].items():
        if key == "cards":
            in_play = list(player.in_play)
            cards = []
            for card_key in value:
                card = next(c for c in in_play if CARD_KEYS[c] == card_key)
                in_play.remove(card)
                cards.append(card)
            data["cards"] = cards
        elif key == "backs":
            data["planets"] = [by_back(b) for b in value]
        elif key == "techs":
            data["techs"] = (
                [TECH_ID[k] for k in value] if value is not None else entry["data"]["tech_count"]
            )
            if value is not None:
                for k in value:
                    ids.free[k].remove(TECH_ID[k])
        elif key != "tech_count":
            data[key] = value.copy() if isinstance(value, list) else value
    return Frame(entry["kind"], entry["player"], data)
