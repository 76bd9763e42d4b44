"""The January 2010 rules (seed 004) as a turn flow on Eminent Domain's decision stack.

    game = Game.new(Setup(players=3), seed=7)
    game.current_player, game.legal_actions(), game.apply(action) -> events, game.scores()

A turn (seed 004, "Player Turns"): 1. the active player may play a card for its Action;
2. must take a role card from the board and may boost it with cards bearing its icon; each
other player in turn order follows with cards bearing the icon, or draws 1 card; 3. cleanup:
played cards to the discard pile, discard up to 1 card, refill the hand to 5. The game ends
at the end of a turn in which a role pile or the VP supply ran out.

The core's `tabletop.turn.StackTurn` runs the stack of decisions and `tabletop.deckbuilding`
the hand and the reshuffle; this module gives the 2010 frames. Readings of what the seed
leaves open are marked "(reading)" and listed in docs/rules-notes-prototype-2010.md.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from eminent_domain.planets import PLANETS
from eminent_domain.state import EmpirePlanet, Frame
from prototype_2010.actions import NOTATION
from prototype_2010.cards import (
    ARMIES,
    CARD_KEYS,
    DECK_PLANETS,
    DISCS_PER_RESOURCE,
    HAND_SIZE,
    PILE_SIZES,
    ROLE_OF_ICON,
    ROLES,
    START_DECK,
    START_PLANETS,
    TECH,
    TECH_ID,
    TECHS,
    TYPES,
    VP_DISCS,
    icon_count,
    role_card_ids,
    vp,
)
from prototype_2010.state import Player, Setup, State
from tabletop.actions import Action, act
from tabletop.deckbuilding import DeckBuilding
from tabletop.rng import Rng, seed_state
from tabletop.spec import check_players
from tabletop.turn import StackTurn

Event = dict[str, Any]
# The spec's title and player counts, here so that the engine refuses what the spec refuses.
TITLE = "Eminent Domain: the 2010 prototype"
PLAYERS = (2, 3, 4)
# The rules' version. 2: a Trade role trades for every icon it can, as Harvest produces for
# every icon (seed 004 words both alike). 1: Trade could stop early; games begun then keep it.
VERSION = 2
VERSIONS = (1, 2)

_SKIP, _DONE, _PASS = act("skip"), act("done"), act("pass")
_FOLLOW_OR_DISSENT = (act("follow"), act("dissent"))
_RESOURCES = ("silicon", "food", "water", "iron")
# A planet's icon, as 2010 names it (None: a planet with no icon).
PLANET_ICON = tuple(ROLE_OF_ICON[p.icon] if p.icon else None for p in PLANETS)
PLANET_TYPE = tuple(p.type.value for p in PLANETS)


def new_state(setup: Setup, seed: int, version: int = VERSION) -> State:
    """Set up as seed 004's Setup says: role piles on the board, a start planet each, the
    planet deck and the three technology decks shuffled, 2 of each role but Warfare as each
    player's start deck, 5 cards drawn; the start player chosen at random (reading). A player
    count the game is not for is refused as the spec refuses it (it would deal a lone seat,
    or crash)."""
    check_players(TITLE, PLAYERS, setup.players)
    rng = Rng(seed_state(seed))
    piles = {
        role: role_card_ids(role, count) for role, count in PILE_SIZES[setup.role_counts].items()
    }
    players = [Player() for _ in range(setup.players)]
    for player in players:
        for role, count in START_DECK.items():
            player.deck += [piles[role].pop() for _ in range(count)]
    starts = list(START_PLANETS)
    rng.shuffle(starts)
    for player in players:
        planet = EmpirePlanet(starts.pop(), face_up=setup.start_face_up)
        if planet.face_up:
            planet.filled = [False] * len(PLANETS[planet.planet].slots)
        player.empire.append(planet)
    planet_deck = list(DECK_PLANETS)
    rng.shuffle(planet_deck)
    tech_decks = {deck: [TECH_ID[t.key] for t in TECHS if t.deck == deck] for deck in TYPES}
    for cards in tech_decks.values():
        rng.shuffle(cards)
    for player in players:
        rng.shuffle(player.deck)
    start = rng.below(setup.players)
    state = State(
        setup=setup,
        rng=rng.state,
        players=players,
        piles=piles,
        planet_deck=planet_deck,
        tech_decks=tech_decks,
        removed=[],
        armies=ARMIES,
        vp=VP_DISCS,
        resources=dict.fromkeys(_RESOURCES, DISCS_PER_RESOURCE),
        start=start,
        active=start,
        version=version,
    )
    game = Game(state)
    for index in range(setup.players):
        game._draw(index, HAND_SIZE)
    game._begin_turn()
    game._settle()
    return state


def colonies(planet: EmpirePlanet) -> int:
    """The Colonize icons on the cards tucked under a planet."""
    return sum(icon_count(CARD_KEYS[card], "colonize") for card in planet.colonies)


def hand_limit(player: Player) -> int:
    """5, plus each face-up planet's "+1 hand size" (the January 2010 planet ability)."""
    return HAND_SIZE + sum(PLANETS[p.planet].hand_size for p in player.empire if p.face_up)


def planet_icons(player: Player, role: str) -> int:
    """Icons of the role on the player's face-up planets: they count as played (reading)."""
    return sum(1 for p in player.empire if p.face_up and PLANET_ICON[p.planet] == role)


def owned_cards(player: Player) -> list[int]:
    """Every card a player owns: hand, deck, discard, in play and tucked under planets."""
    tucked = [card for planet in player.empire for card in planet.colonies]
    return player.hand + player.deck + player.discard + player.in_play + tucked


def score(player: Player) -> int:
    """Seed 004: the VP on technology cards in the player's deck (all the cards they own,
    reading), on face-up planets, and collected by trading."""
    techs = sum(vp(CARD_KEYS[card]) for card in owned_cards(player))
    planets = sum(PLANETS[p.planet].influence for p in player.empire if p.face_up)
    return techs + planets + player.vp


def tie_break(player: Player) -> int:
    """Seed 004: "the tied player with the most armies plus resources wins"."""
    return player.armies + sum(sum(p.filled) for p in player.empire)


class Game(StackTurn[State, Frame], DeckBuilding):
    """A playthrough of the 2010 rules."""

    __slots__ = ()
    NOTATION = NOTATION

    @staticmethod
    def new(setup: Setup, seed: int = 0, version: int = VERSION) -> Game:
        if version not in VERSIONS:
            raise ValueError(f"no version {version} of the 2010 prototype's rules")
        return Game(new_state(setup, seed, version))

    def clone(self) -> Game:
        return Game(self._state.clone())

    def scores(self) -> list[int]:
        return [score(p) for p in self._state.players]

    def winners(self) -> list[int]:
        """Most VP; ties broken by Armies plus resources; still tied, shared."""
        keys = [(score(p), tie_break(p)) for p in self._state.players]
        best = max(keys)
        return [i for i, key in enumerate(keys) if key == best]

    # --- turn flow ------------------------------------------------------------------------------

    def _begin_turn(self) -> None:
        state = self._state
        a = state.active
        state.pending += [Frame("cleanup", a), Frame("lead", a), Frame("action", a)]
        self._event("turn", player=a, turn=state.turn)

    def _end_turn(self) -> None:
        """Seed 004: "The game ends at the end of a turn in which ... any of the Role card
        piles are exhausted [or] the VP supply is exhausted" (no turns to even them out)."""
        state = self._state
        state.turn += 1
        ended = [role for role in ROLES if not state.piles[role]]
        if state.vp == 0:
            ended.append("vp")
        if ended:
            state.game_over = True
            state.end = ended
            self._event("game_over", scores=self.scores(), winners=self.winners(), end=ended)
            return
        state.active = (state.active + 1) % state.setup.players
        self._begin_turn()

    def _automatic(self, frame: Frame) -> bool:
        """Cleanup starts by itself: every card played this turn goes to its discard pile."""
        if frame.kind == "cleanup" and not frame.data.get("started"):
            frame.data["started"] = True
            for player in self._state.players:
                player.discard += player.in_play
                player.in_play = []
            return True
        return False

    # --- zones ----------------------------------------------------------------------------------

    def _take_from_hand(self, player: Player, key: str) -> int:
        card = min(c for c in player.hand if CARD_KEYS[c] == key)
        player.hand.remove(card)
        return card

    def _draw_planets(self, count: int) -> list[int]:
        """Planets off the top of the deck (none come back: a short deck gives fewer)."""
        state = self._state
        drawn = [state.planet_deck.pop() for _ in range(min(count, len(state.planet_deck)))]
        if drawn:
            state.peeked.clear()
        return drawn

    def _flip(self, index: int, slot: int, how: str) -> None:
        """A surveyed planet turns face up; the cards under it go to the discard pile, or
        leave the game with the option `colonies = consumed`."""
        state = self._state
        player = state.players[index]
        planet = player.empire[slot]
        planet.face_up = True
        # Its resource slots come with its face: a face-down planet's count would tell it.
        planet.filled = [False] * len(PLANETS[planet.planet].slots)
        if state.setup.colonies == "consumed":
            state.removed += planet.colonies
        else:
            player.discard += planet.colonies
        planet.colonies = []
        self._event(how, player=index, slot=slot, planet=planet.planet)

    def _collect(self, index: int, count: int) -> None:
        """Armies from the supply of 30 (a short supply gives what it has)."""
        state = self._state
        count = min(count, state.armies)
        state.armies -= count
        state.players[index].armies += count
        if count:
            self._event("armies", player=index, count=count)

    def _gain_vp(self, index: int, count: int) -> None:
        state = self._state
        count = min(count, state.vp)
        state.vp -= count
        state.players[index].vp += count
        if count:
            self._event("vp", player=index, count=count)

    # --- options shared by several decisions ----------------------------------------------------

    def _face_down(self, player: Player) -> list[int]:
        return [i for i, p in enumerate(player.empire) if not p.face_up]

    def _settles(self, player: Player) -> list[Action]:
        return [
            act("settle", i)
            for i, p in enumerate(player.empire)
            if not p.face_up and colonies(p) >= PLANETS[p.planet].colonize_cost
        ]

    def _attacks(self, player: Player) -> list[Action]:
        return [
            act("attack", i)
            for i, p in enumerate(player.empire)
            if not p.face_up and PLANETS[p.planet].warfare_cost <= player.armies
        ]

    def _harvests(self, player: Player, used: list[int]) -> list[Action]:
        resources = self._state.resources
        return [
            act("harvest", i, n)
            for i, p in enumerate(player.empire)
            if p.face_up and i not in used
            for n, (slot, filled) in enumerate(zip(PLANETS[p.planet].slots, p.filled, strict=True))
            if not filled and resources[slot.value] > 0
        ]

    def _trades(self, player: Player) -> list[Action]:
        if self._state.vp == 0:
            return []
        return [
            act("trade", i, n)
            for i, p in enumerate(player.empire)
            if p.face_up
            for n, filled in enumerate(p.filled)
            if filled
        ]

    def _move_resource(self, player: Player, action: Action, filled: bool) -> tuple[int, str]:
        """A disc from the supply into the slot an action names (`harvest <planet> <slot>`),
        or back to the supply (`trade`): the planet's place and the resource."""
        slot, number = action.int_arg(0), action.int_arg(1)
        planet = player.empire[slot]
        planet.filled[number] = filled
        resource = PLANETS[planet.planet].slots[number].value
        self._state.resources[resource] += -1 if filled else 1
        return slot, resource

    def _research_decks(self, player: Player) -> list[str]:
        """The decks of the player's face-up planets' types that still hold cards."""
        types = {PLANET_TYPE[p.planet] for p in player.empire if p.face_up}
        return [deck for deck in TYPES if deck in types and self._state.tech_decks[deck]]

    # --- decisions: each frame kind's legal actions and resolution, side by side ---------------

    # action: "The active player may choose a card in their hand which has an Action effect"

    def _legal_action(self, frame: Frame, player: Player) -> list[Action]:
        with_action = self._state.setup.role_actions == "jan13"
        keys = sorted({CARD_KEYS[c] for c in player.hand if with_action or CARD_KEYS[c] in TECH})
        return [_SKIP, *[act("act", key) for key in keys]]

    def _resolve_action(self, frame: Frame, player: Player, action: Action) -> None:
        self._state.pending.pop()
        if action.verb == "act":
            key = action.args[0]
            player.in_play.append(self._take_from_hand(player, key))
            self._event("action", player=frame.player, card=key)
            tech = TECH.get(key)
            if tech:
                self._tech_action(frame.player, tech.action)
            else:
                self._role_action(frame.player, key)

    def _tech_action(self, index: int, action: str) -> None:
        """A technology's Action (reconstructed: the 2011 Level-1 "Improved" effects)."""
        pending = self._state.pending
        if action == "survey":
            planets = self._draw_planets(2)
            if planets:
                pending.append(Frame("survey", index, {"planets": planets}))
        elif action == "colonize":
            pending.append(Frame("settle", index))
        elif action == "warfare":
            pending.append(Frame("warfare_role", index, {"armies": 2}))
        elif action == "harvest":
            pending.append(Frame("harvest", index, {"left": 2, "used": [], "optional": True}))
        elif action == "trade":
            pending.append(Frame("trade", index, {"left": 2}))
        else:
            self._draw(index, 1)
            pending.append(Frame("remove", index, {"optional": False}))

    def _role_action(self, index: int, role: str) -> None:
        """The 13 January 2010 role card Actions (option `role_actions = jan13`)."""
        state = self._state
        if role == "survey":
            if state.planet_deck:
                if index not in state.peeked:
                    state.peeked.append(index)
                self._event("peek", player=index, secret={"planet": state.planet_deck[-1]})
                state.pending.append(Frame("peek", index))
        elif role == "colonize":
            self._draw(index, 2)
        elif role == "warfare":
            self._collect(index, 1)
        elif role == "harvest":
            state.pending.append(Frame("harvest", index, {"left": 1, "used": []}))
        elif role == "trade":
            self._gain_vp(index, 1)
        else:
            state.pending.append(Frame("remove", index, {"optional": True}))

    # peek: leave the planet seen on top of the deck, or put it on the bottom

    def _legal_peek(self, frame: Frame, player: Player) -> list[Action]:
        return [act("top"), act("bottom")] if self._state.planet_deck else []

    def _resolve_peek(self, frame: Frame, player: Player, action: Action) -> None:
        state = self._state
        state.pending.pop()
        if action.verb == "bottom":
            state.planet_deck.insert(0, state.planet_deck.pop())
            state.peeked.clear()
        self._event("peek_" + action.verb, player=frame.player)

    # remove: a card in hand leaves the game

    def _legal_remove(self, frame: Frame, player: Player) -> list[Action]:
        keys = sorted({CARD_KEYS[c] for c in player.hand})
        if not keys:
            return []
        return [*[act("remove", key) for key in keys], *([_PASS] if frame.data["optional"] else [])]

    def _resolve_remove(self, frame: Frame, player: Player, action: Action) -> None:
        self._state.pending.pop()
        if action.verb == "remove":
            self._state.removed.append(self._take_from_hand(player, action.args[0]))
            self._event("remove", player=frame.player, card=action.args[0])

    # lead: "The active player MUST select a Role for the turn by taking a Role card"

    def _legal_lead(self, frame: Frame, player: Player) -> list[Action]:
        return [act("lead", role) for role in ROLES if self._state.piles[role]]

    def _resolve_lead(self, frame: Frame, player: Player, action: Action) -> None:
        state = self._state
        index = frame.player
        role = action.args[0]
        state.pending.pop()
        card = state.piles[role].pop()
        player.in_play.append(card)
        self._event("lead", player=index, role=role)
        n = state.setup.players
        for offset in range(n - 1, 0, -1):
            state.pending.append(Frame("follow", (index + offset) % n, {"role": role}))
        state.pending.append(Frame("boost", index, {"role": role, "leader": True, "cards": [card]}))

    # boost: add cards bearing the role's icon, then resolve it

    def _legal_boost(self, frame: Frame, player: Player) -> list[Action]:
        role = frame.data["role"]
        keys = sorted({CARD_KEYS[c] for c in player.hand if icon_count(CARD_KEYS[c], role)})
        return [*[act("boost", key) for key in keys], _DONE]

    def _resolve_boost(self, frame: Frame, player: Player, action: Action) -> None:
        if action.verb == "boost":
            card = self._take_from_hand(player, action.args[0])
            player.in_play.append(card)
            frame.data["cards"].append(card)
            self._event("boost", player=frame.player, card=action.args[0])
        else:
            self._state.pending.pop()
            self._resolve_role(frame, player)

    # follow: "Follow the action ... or simply draw 1 card from their deck instead"

    def _legal_follow(self, frame: Frame, player: Player) -> list[Action]:
        return list(_FOLLOW_OR_DISSENT)

    def _resolve_follow(self, frame: Frame, player: Player, action: Action) -> None:
        state = self._state
        state.pending.pop()
        role = frame.data["role"]
        if action.verb == "follow":
            self._event("follow", player=frame.player, role=role)
            data = {"role": role, "leader": False, "cards": []}
            state.pending.append(Frame("boost", frame.player, data))
        else:
            self._event("dissent", player=frame.player)
            self._draw(frame.player, 1)

    def _resolve_role(self, frame: Frame, player: Player) -> None:
        """The role's effect, for the leader or a follower, with the icons played (the role
        card among them for the leader) and those on face-up planets (reading)."""
        state = self._state
        index = frame.player
        role = frame.data["role"]
        leader = frame.data["leader"]
        cards = frame.data["cards"]
        icons = sum(icon_count(CARD_KEYS[c], role) for c in cards) + planet_icons(player, role)
        self._event("resolve", player=index, role=role, icons=icons)
        # Survey and Research followers "pay X icons to take X-2 cards".
        looks = icons if leader else icons - 2
        if role == "survey":
            planets = self._draw_planets(looks)
            if planets:
                state.pending.append(Frame("survey", index, {"planets": planets}))
        elif role == "colonize":
            tucked = [c for c in cards if icon_count(CARD_KEYS[c], "colonize")]
            kind = "colonize_role" if leader else "tuck"
            state.pending.append(Frame(kind, index, {"cards": tucked}))
        elif role == "research":
            if looks > 0 and self._research_decks(player):
                state.pending.append(Frame("research_deck", index, {"count": looks}))
        elif role == "harvest":
            state.pending.append(Frame("harvest", index, {"left": icons, "used": []}))
        elif role == "trade":
            # Every icon trades, as every Harvest icon produces (seed 004 lines 69-73 word
            # both "For each ... icon played"); version 1 let the player stop early.
            each = {"optional": False} if state.version >= 2 else {}
            state.pending.append(Frame("trade", index, {"left": icons, **each}))
        elif leader:
            state.pending.append(Frame("warfare_role", index, {"armies": icons}))
        else:
            self._collect(index, icons)

    # survey: "Looking ONLY at the BACKS of the cards, choose one to place face down in front
    # of you"; the others go to the bottom of the planet deck (reading)

    def _legal_survey(self, frame: Frame, player: Player) -> list[Action]:
        return [act("keep", i) for i in range(len(frame.data["planets"]))]

    def _resolve_survey(self, frame: Frame, player: Player, action: Action) -> None:
        state = self._state
        state.pending.pop()
        planets = frame.data["planets"]
        kept = planets.pop(action.int_arg(0))
        player.empire.append(EmpirePlanet(kept))
        state.planet_deck[:0] = planets
        self._event(
            "survey_keep", player=frame.player, bottom=len(planets), secret={"planet": kept}
        )

    # colonize_role: the leader turns up a planet with enough icons under it, or tucks

    def _legal_colonize_role(self, frame: Frame, player: Player) -> list[Action]:
        tuck = [act("colonies")] if frame.data["cards"] and self._face_down(player) else []
        return [*tuck, *self._settles(player)]

    def _resolve_colonize_role(self, frame: Frame, player: Player, action: Action) -> None:
        state = self._state
        state.pending.pop()
        if action.verb == "settle":
            self._flip(frame.player, action.int_arg(0), "settle")
        else:
            state.pending.append(Frame("tuck", frame.player, {"cards": frame.data["cards"]}))

    # tuck: the Colonize cards played go under one face-down planet

    def _legal_tuck(self, frame: Frame, player: Player) -> list[Action]:
        if not frame.data["cards"]:
            return []
        return [act("tuck", i) for i in self._face_down(player)]

    def _resolve_tuck(self, frame: Frame, player: Player, action: Action) -> None:
        self._state.pending.pop()
        slot = action.int_arg(0)
        for card in frame.data["cards"]:
            player.in_play.remove(card)
            player.empire[slot].colonies.append(card)
        keys = [CARD_KEYS[c] for c in frame.data["cards"]]
        self._event("colonies", player=frame.player, slot=slot, cards=keys)

    # settle: a technology's Colonize Action turns up a planet with enough icons under it

    def _legal_settle(self, frame: Frame, player: Player) -> list[Action]:
        return self._settles(player)

    def _resolve_settle(self, frame: Frame, player: Player, action: Action) -> None:
        self._state.pending.pop()
        self._flip(frame.player, action.int_arg(0), "settle")

    # warfare_role: collect the Armies, or discard the listed Armies to turn up a planet

    def _legal_warfare_role(self, frame: Frame, player: Player) -> list[Action]:
        return [act("collect"), *self._attacks(player)]

    def _resolve_warfare_role(self, frame: Frame, player: Player, action: Action) -> None:
        state = self._state
        state.pending.pop()
        if action.verb == "collect":
            self._collect(frame.player, frame.data["armies"])
        else:
            slot = action.int_arg(0)
            cost = PLANETS[player.empire[slot].planet].warfare_cost
            player.armies -= cost
            state.armies += cost
            self._flip(frame.player, slot, "attack")

    # research_deck, research: draw from one deck of a face-up planet's type; keep 1 card in
    # the discard pile, "the rest on the bottom of the deck"

    def _legal_research_deck(self, frame: Frame, player: Player) -> list[Action]:
        return [act("deck", deck) for deck in self._research_decks(player)]

    def _resolve_research_deck(self, frame: Frame, player: Player, action: Action) -> None:
        state = self._state
        state.pending.pop()
        deck_name = action.args[0]
        deck = state.tech_decks[deck_name]
        techs = [deck.pop() for _ in range(min(frame.data["count"], len(deck)))]
        self._event("research_look", player=frame.player, deck=deck_name, count=len(techs))
        state.pending.append(Frame("research", frame.player, {"deck": deck_name, "techs": techs}))

    def _legal_research(self, frame: Frame, player: Player) -> list[Action]:
        return [act("take", i) for i in range(len(frame.data["techs"]))]

    def _resolve_research(self, frame: Frame, player: Player, action: Action) -> None:
        state = self._state
        state.pending.pop()
        techs = frame.data["techs"]
        kept = techs.pop(action.int_arg(0))
        player.discard.append(kept)
        state.tech_decks[frame.data["deck"]][:0] = techs
        self._event("research", player=frame.player, card=CARD_KEYS[kept], bottom=len(techs))

    # harvest: produce 1 resource per icon on face-up planets (Improved Harvest: each of up
    # to 2 planets, "used" keeps them apart)

    def _legal_harvest(self, frame: Frame, player: Player) -> list[Action]:
        data = frame.data
        if data["left"] <= 0:
            return []
        harvests = self._harvests(player, data["used"] if data.get("optional") else [])
        return [*harvests, _DONE] if harvests and data.get("optional") else harvests

    def _resolve_harvest(self, frame: Frame, player: Player, action: Action) -> None:
        state = self._state
        if action.verb == "done":
            state.pending.pop()
            return
        slot, resource = self._move_resource(player, action, True)
        frame.data["left"] -= 1
        frame.data["used"].append(slot)
        self._event("harvest", player=frame.player, slot=slot, resource=resource)

    # trade: per icon, a resource back to the supply for 1 VP

    def _legal_trade(self, frame: Frame, player: Player) -> list[Action]:
        """A role's Trade uses every icon it can; a card's "up to 2" (and every Trade of
        version 1) may stop early."""
        trades = self._trades(player) if frame.data["left"] > 0 else []
        return [*trades, _DONE] if trades and frame.data.get("optional", True) else trades

    def _resolve_trade(self, frame: Frame, player: Player, action: Action) -> None:
        state = self._state
        if action.verb == "done":
            state.pending.pop()
            return
        slot, resource = self._move_resource(player, action, False)
        frame.data["left"] -= 1
        self._event("trade", player=frame.player, slot=slot, resource=resource)
        self._gain_vp(frame.player, 1)

    # cleanup: "He may discard 1 card from his hand, and then he draws cards from his deck to
    # refill his hand"

    def _legal_cleanup(self, frame: Frame, player: Player) -> list[Action]:
        if frame.data.get("done"):
            return []
        keys = sorted({CARD_KEYS[c] for c in player.hand})
        return [*[act("discard", key) for key in keys], _DONE]

    def _resolve_cleanup(self, frame: Frame, player: Player, action: Action) -> None:
        index = frame.player
        if action.verb == "discard":
            player.discard.append(self._take_from_hand(player, action.args[0]))
            self._event("discard", player=index, card=action.args[0])
        frame.data["done"] = True
        limit = hand_limit(player)
        if len(player.hand) < limit:
            self._draw(index, limit - len(player.hand))
        self._event("cleanup", player=index)

    # --- dispatch tables: one handler per frame kind --------------------------------------------

    _LEGAL: ClassVar[dict[str, Callable[[Game, Frame, Player], list[Action]]]] = {
        "action": _legal_action,
        "peek": _legal_peek,
        "remove": _legal_remove,
        "lead": _legal_lead,
        "boost": _legal_boost,
        "follow": _legal_follow,
        "survey": _legal_survey,
        "colonize_role": _legal_colonize_role,
        "tuck": _legal_tuck,
        "settle": _legal_settle,
        "warfare_role": _legal_warfare_role,
        "research_deck": _legal_research_deck,
        "research": _legal_research,
        "harvest": _legal_harvest,
        "trade": _legal_trade,
        "cleanup": _legal_cleanup,
    }
    _RESOLVE: ClassVar[dict[str, Callable[[Game, Frame, Player, Action], None]]] = {
        "action": _resolve_action,
        "peek": _resolve_peek,
        "remove": _resolve_remove,
        "lead": _resolve_lead,
        "boost": _resolve_boost,
        "follow": _resolve_follow,
        "survey": _resolve_survey,
        "colonize_role": _resolve_colonize_role,
        "tuck": _resolve_tuck,
        "settle": _resolve_settle,
        "warfare_role": _resolve_warfare_role,
        "research_deck": _resolve_research_deck,
        "research": _resolve_research,
        "harvest": _resolve_harvest,
        "trade": _resolve_trade,
        "cleanup": _resolve_cleanup,
    }
