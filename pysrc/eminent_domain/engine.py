"""The narrow interface every client uses (UI, bots, saves, tests), and the turn flow.

    game = Game.new(Config(players=3), seed=7)
    game.current_player, game.legal_actions(), game.apply(action) -> events,
    game.is_over, game.scores(), game.winners(), game.clone()

A turn is a stack of pending decisions (`Frame`s, plain data). `apply` checks the action is
legal *before* changing anything, so a refused action leaves the state untouched; then it
resolves the decision and runs the automatic steps up to the next decision. Events are plain
dicts for the log; the rules never make sentences.

Legal actions come in a stable order: the fixed choices of a decision first (`skip`, `collect`,
`colonies`), then its options in a fixed order (card keys sorted, Empire slots ascending,
roles and stacks in rulebook order), then the closing `done` or `pass`; see the `_legal_<kind>`
handlers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from eminent_domain import rules
from eminent_domain.actions import NOTATION
from eminent_domain.cards import (
    CARD_ID_OF_TECH,
    CARD_KEYS,
    CARD_OF_FACE,
    FIRST_TECH_ID,
    ROLE_KIND,
    STARTING_DECK,
    TECH_CARD_KEYS,
    TECH_FACE,
    tech_card_faces,
)
from eminent_domain.effects import ACTION_STEPS, AUTOMATIC
from eminent_domain.planets import DECK_PLANET_IDS, PLANETS, RESEARCH_PLANET_IDS, START_PLANET_IDS
from eminent_domain.state import Config, EmpirePlanet, Frame, GameState, PlayerState
from eminent_domain.vocab import ROLE_OF, STACK_OF_ROLE, Resource, Role, Stack
from tabletop.actions import Action, act
from tabletop.deckbuilding import DeckBuilding
from tabletop.rng import Rng, seed_state
from tabletop.turn import StackTurn

Event = dict[str, Any]

# The Role phase's choices, by whether Research is left out (the learning variant).
_LEADS = {
    learning: tuple(
        act("lead", role.value) for role in Role if not learning or role is not Role.RESEARCH
    )
    for learning in (False, True)
}

# The actions naming a card key, by verb, and the fixed ones: legal-action lists are built at
# every decision, and a dict lookup is a few times cheaper than calling `act`.
_BY_KEY = {
    verb: {key: act(verb, key) for key in set(CARD_KEYS)}
    for verb in ("act", "boost", "discard", "remove")
}
_SKIP, _DONE, _PASS = act("skip"), act("done"), act("pass")
_FOLLOW_OR_DISSENT = (act("follow"), act("dissent"))


def _hand_keys(player: PlayerState) -> list[str]:
    """The distinct card keys in a hand, sorted: the order of every card choice."""
    return sorted({CARD_KEYS[c] for c in player.hand})


# Roles by value (frames and actions hold values; an Enum's hash and `.value` are slow): the
# stack each is led from, and those whose empty stack still gives the leader +1 symbol, by
# errata.
_STACK_OF_ROLE = {role.value: stack.value for role, stack in STACK_OF_ROLE.items()}
_EMPTY_STACK_BONUS = {
    False: frozenset({"produce", "trade", "research"}),
    True: frozenset({"produce", "trade", "research", "survey", "warfare"}),
}

# What researching each face of each technology card takes, and the action that does it.
_RESEARCH_OPTIONS = {
    card: tuple(
        (
            TECH_FACE[face].cost,
            TECH_FACE[face].type.value,
            TECH_FACE[face].level,
            act("research", face),
        )
        for face in tech_card_faces(key)
    )
    for key, card in CARD_ID_OF_TECH.items()
}
_CHEAPEST_TECH = min(face.cost for face in TECH_FACE.values())
_TYPE_OF_PLANET = tuple(planet.type.value for planet in PLANETS)  # values: Enums hash slowly

# Extended 3-player removes 2 of each role card (1 Warfare) from the stacks.
EXTENDED_REMOVAL = {"survey": 2, "warfare": 1, "colonize": 2, "produce-trade": 2, "research": 2}


def new_state(config: Config, seed: int) -> GameState:
    """Set up a game as the rulebook's Setup section says, with the issue's decisions."""
    config.validate()
    rng = Rng(seed_state(seed))
    stacks: dict[str, list[int]] = {stack.value: [] for stack in Stack}
    politics: list[int] = []
    for card, key in enumerate(CARD_KEYS[:FIRST_TECH_ID]):
        if key == "politics":
            politics.append(card)
        else:
            stacks[key].append(card)
    removed: list[int] = []
    if config.variant == "extended3":
        for key, count in EXTENDED_REMOVAL.items():
            for _ in range(count):
                removed.append(stacks[key].pop())
    players = [PlayerState() for _ in range(config.players)]
    for player in players:
        for key, count in STARTING_DECK.items():
            for _ in range(count):
                player.deck.append(politics.pop() if key == "politics" else stacks[key].pop())
    removed += politics  # unused Politics cards leave the game
    starts = list(START_PLANET_IDS)
    rng.shuffle(starts)
    for player in players:
        player.empire.append(EmpirePlanet(starts.pop()))
    deck_planets = [
        p
        for p in DECK_PLANET_IDS
        if not (config.variant == "learning" and p in RESEARCH_PLANET_IDS)
    ]
    rng.shuffle(deck_planets)
    # The Learning Game has no technologies; "level1" keeps only the level-1 ones. Cards
    # left out of a variant are kept with the removed cards, so every card stays accounted for.
    supply: list[int] = []
    for key in TECH_CARD_KEYS:
        used = config.variant != "learning" and (
            config.variant != "level1" or TECH_FACE[key].level == 1
        )
        (supply if used else removed).append(CARD_ID_OF_TECH[key])
    state = GameState(
        config=config,
        rng=rng.state,
        players=players,
        stacks=stacks,
        planet_deck=deck_planets,
        planet_discard=[],
        tech_supply=supply,
        removed=removed,
        influence_supply=rules.INFLUENCE_SUPPLY,
        influence_reserve=rules.INFLUENCE_RESERVE,
        influence_spare=0,
    )
    game = Game(state)
    for player in players:
        game._shuffle(player.deck)
    for index in range(config.players):
        game._draw(index, 5)
    r = Rng(state.rng)
    state.start = state.active = r.below(config.players)
    state.rng = r.state
    game._begin_turn()
    game._settle()
    return state


class Game(StackTurn[GameState, Frame], DeckBuilding):
    """A playthrough: the state plus the operations of the narrow interface (the core's
    `StackTurn` runs the stack of decisions; this class gives the 2011 rules' frames)."""

    __slots__ = ()
    NOTATION = NOTATION

    @staticmethod
    def new(config: Config | None = None, seed: int = 0) -> Game:
        return Game(new_state(config or Config(), seed))

    def clone(self) -> Game:
        return Game(self._state.clone())

    # --- the interface ---------------------------------------------------------------------

    def scores(self) -> list[int]:
        return [rules.score(p) for p in self._state.players]

    def winners(self) -> list[int]:
        """Highest score; ties broken by resources + fighters; still tied, shared."""
        keys = [(rules.score(p), rules.tie_break(p)) for p in self._state.players]
        best = max(keys)
        return [i for i, key in enumerate(keys) if key == best]

    # --- randomness and zones ------------------------------------------------------------------

    def _take_top(self, deck: list[int], discard: list[int], **event: Any) -> int | None:
        """The top of a deck, refilled first if empty; None when it and its discards are."""
        if not deck and not self._refill(deck, discard, **event):
            return None
        return deck.pop()

    def _draw_planets(self, count: int) -> list[int]:
        """Planets from the deck ("If the Planet deck is empty, shuffle the planet discards")."""
        state = self._state
        drawn: list[int] = []
        for _ in range(count):
            planet = self._take_top(state.planet_deck, state.planet_discard, planets=True)
            if planet is None:
                break
            drawn.append(planet)
        return drawn

    def _gain_influence(self, index: int, count: int) -> None:
        """Influence comes from the supply, then the 8-token reserve, then spare tokens."""
        state = self._state
        for _ in range(count):
            if state.influence_supply:
                state.influence_supply -= 1
            elif state.influence_reserve:
                state.influence_reserve -= 1
            else:
                state.influence_spare += 1
            state.players[index].influence += 1
        if count:
            self._event("influence", player=index, count=count)

    @staticmethod
    def _take_from_hand(player: PlayerState, key: str) -> int:
        """Remove one card of this key from the hand (the lowest id: cards of a key are alike)."""
        card = min([c for c in player.hand if CARD_KEYS[c] == key])
        player.hand.remove(card)
        return card

    def _discard_or_keep(self, frame: Frame) -> None:
        """An Action card goes to its player's discard pile once resolved (if still held)."""
        card = frame.data.pop("card", None)
        if card is not None:
            self._state.players[frame.player].discard.append(card)

    # --- turn flow ------------------------------------------------------------------------------

    def _begin_turn(self) -> None:
        state = self._state
        a = state.active
        state.pending.append(Frame("cleanup", a))
        state.pending.append(Frame("lead", a))
        state.pending.append(Frame("action", a, {"played": 0}))
        self._event("turn", player=a, turn=state.turn)

    def _end_turn(self) -> None:
        """After cleanup: check the end trigger; the game ends once all had equal turns."""
        state = self._state
        n = state.config.players
        state.turn += 1
        state.turn_effects.clear()
        state.turn_produced.clear()
        state.turn_traded.clear()
        if not state.end_triggered and (
            state.influence_supply == 0 or rules.empty_stacks(state) >= rules.stacks_to_end(state)
        ):
            state.end_triggered = True
            self._event("end_triggered")
        elif not state.end_triggered and state.turn >= rules.MAX_TURNS:
            state.end_triggered = True
            self._event("end_triggered", turn_limit=rules.MAX_TURNS)
        following = (state.active + 1) % n
        if not state.final_turns and state.end_triggered and following == state.start:
            state.final_turns = True
            if state.config.errata:  # Logistics errata: "take an additional turn"
                state.extra_turns = [
                    (state.start + k) % n
                    for k in range(n)
                    if rules.has_ability(state.players[(state.start + k) % n], "logistics")
                ]
        if state.final_turns:
            if not state.extra_turns:
                state.game_over = True
                self._event("game_over", scores=self.scores(), winners=self.winners())
                return
            following = state.extra_turns.pop(0)
            self._event("extra_turn", player=following)
        state.active = following
        self._begin_turn()

    def _automatic(self, frame: Frame) -> bool:
        """A cleanup starts by itself; an Action effect runs its automatic steps and ends when
        it has no step left."""
        if frame.kind == "cleanup" and not frame.data.get("started"):
            self._start_cleanup(frame)
            return True
        if frame.kind == "effect":
            steps = frame.data["steps"]
            if not steps:
                self._state.pending.pop()
                self._finish(frame)
                return True
            if steps[0][0] in AUTOMATIC:
                self._run_step(frame, steps.pop(0))
                return True
        return False

    def _no_decision(self, frame: Frame) -> None:
        """A step of an Action effect no one can make is skipped; any other frame ends."""
        if frame.kind == "effect":
            frame.data["steps"].pop(0)
        else:
            super()._no_decision(frame)

    # --- decisions: each frame kind's legal actions and resolution, side by side ---------------
    #
    # `_legal`, `apply` and `_finish` look a frame's kind up in `_LEGAL`, `_RESOLVE` and
    # `_FINISH` (at the end of the class). A legal-actions handler lists the actions in their
    # stable order; a resolve handler is only given an action its legal-actions handler listed.

    def _legal_action(self, frame: Frame, player: PlayerState) -> list[Action]:
        keys = _hand_keys(player)
        if "politics" in keys and not self._takeable_stacks():
            keys.remove("politics")  # its Action could not be resolved (rules notes)
        plays = _BY_KEY["act"]
        actions = [_SKIP, *[plays[key] for key in keys]]
        if not frame.data.get("late") and rules.has_ability(player, "logistics"):
            actions += _LEADS[self._state.config.variant == "learning"]
        return actions

    def _resolve_action(self, frame: Frame, player: PlayerState, action: Action) -> None:
        state = self._state
        index = frame.player
        verb = action.verb
        if verb == "lead":  # Logistics: the Role phase first, then the Action phase
            state.pending.pop()
            lead = state.pending.pop()
            assert lead.kind == "lead"
            state.pending.append(Frame("action", index, {**frame.data, "late": True}))
            self._lead(index, action.args[0])
            return
        frame.data["played"] += 1
        # Productivity: "You may play an additional card for its Action effect."
        allowed = 2 if rules.has_ability(player, "productivity") else 1
        if verb == "skip" or frame.data["played"] >= allowed:
            state.pending.pop()
        if verb == "act":
            self._play_action(index, action.args[0])

    # effect: the first step of an Action card's effect: `_legal_step` and `_resolve_step`
    # (with the automatic steps, below); it ends with `_discard_or_keep`.

    # lead: the Role phase

    def _legal_lead(self, frame: Frame, player: PlayerState) -> list[Action]:
        return list(_LEADS[self._state.config.variant == "learning"])

    def _resolve_lead(self, frame: Frame, player: PlayerState, action: Action) -> None:
        self._state.pending.pop()
        self._lead(frame.player, action.args[0])

    # boost: the leader or a follower adds cards with the role's symbols, then resolves it

    def _legal_boost(self, frame: Frame, player: PlayerState) -> list[Action]:
        boosting = rules.keys_with_symbol(player, frame.data["role"])
        keys = sorted({CARD_KEYS[c] for c in player.hand} & boosting)
        boosts = _BY_KEY["boost"]
        return [*[boosts[key] for key in keys], _DONE]

    def _resolve_boost(self, frame: Frame, player: PlayerState, action: Action) -> None:
        index = frame.player
        if action.verb == "boost":
            card = self._take_from_hand(player, action.args[0])
            player.in_play.append(card)
            frame.data["cards"].append(card)
            frame.data["symbols"] += rules.key_symbols(
                player, action.args[0], ROLE_OF[frame.data["role"]]
            )
            self._event("boost", player=index, card=action.args[0])
        else:
            self._state.pending.pop()
            self._resolve_role(frame)

    # follow: each other player follows the led role or dissents

    def _legal_follow(self, frame: Frame, player: PlayerState) -> list[Action]:
        return list(_FOLLOW_OR_DISSENT)

    def _resolve_follow(self, frame: Frame, player: PlayerState, action: Action) -> None:
        state = self._state
        index = frame.player
        state.pending.pop()
        role = frame.data["role"]
        if action.verb == "follow":
            self._event("follow", player=index, role=role)
            symbols = 0
            if (
                state.config.errata
                and role != Role.COLONIZE.value
                and rules.has_ability(player, "bureaucracy")
            ):
                symbols = 1  # Bureaucracy errata: +1 symbol when following
            state.pending.append(
                Frame(
                    "boost",
                    index,
                    {"role": role, "leader": False, "symbols": symbols, "cards": []},
                )
            )
        else:
            self._event("dissent", player=index)
            extra = 1 if rules.has_ability(player, "dissension") else 0
            self._draw(index, 1 + extra)

    # warfare_role: Warfare with the leader bonus (collect the fighters or attack a planet)

    def _legal_warfare_role(self, frame: Frame, player: PlayerState) -> list[Action]:
        return [act("collect"), *self._attacks(player)]

    def _resolve_warfare_role(self, frame: Frame, player: PlayerState, action: Action) -> None:
        self._state.pending.pop()
        if action.verb == "collect":
            self._collect(frame.player, frame.data["fighters"])
        else:
            self._attack(frame.player, action.int_arg(0))

    # colonize_role: Colonize with the leader bonus (add the colonies or settle a planet)

    def _legal_colonize_role(self, frame: Frame, player: PlayerState) -> list[Action]:
        return [act("colonies"), *self._settles(player)]

    def _resolve_colonize_role(self, frame: Frame, player: PlayerState, action: Action) -> None:
        state = self._state
        state.pending.pop()
        if action.verb == "settle":
            self._settle_planet(frame.player, action.int_arg(0))
        else:
            state.pending.append(Frame("tuck", frame.player, {"cards": frame.data["cards"]}))

    # tuck: Colonize cards played this turn go under face-down planets, one at a time

    def _legal_tuck(self, frame: Frame, player: PlayerState) -> list[Action]:
        return self._tucks(player) if frame.data["cards"] else []

    def _resolve_tuck(self, frame: Frame, player: PlayerState, action: Action) -> None:
        card = frame.data["cards"].pop(0)
        player.in_play.remove(card)
        player.empire[action.int_arg(0)].colonies.append(card)
        self._event("colony", player=frame.player, slot=action.int_arg(0), card=CARD_KEYS[card])

    # produce: fill empty resource slots, one per symbol

    def _legal_produce(self, frame: Frame, player: PlayerState) -> list[Action]:
        return self._produces(player) if frame.data["left"] > 0 else []

    def _resolve_produce(self, frame: Frame, player: PlayerState, action: Action) -> None:
        frame.data["left"] -= 1
        self._produce(frame.player, action.int_arg(0), action.int_arg(1))

    # trade: trade resources for influence, one per symbol

    def _legal_trade(self, frame: Frame, player: PlayerState) -> list[Action]:
        return self._trades(player, closing="done") if frame.data["left"] > 0 else []

    def _resolve_trade(self, frame: Frame, player: PlayerState, action: Action) -> None:
        if action.verb == "done":
            self._state.pending.pop()
        else:
            frame.data["left"] -= 1
            self._trade(frame.player, action)

    # survey: keep one of the planets looked at; the others are discarded

    def _legal_survey(self, frame: Frame, player: PlayerState) -> list[Action]:
        return [act("keep", i) for i in range(len(frame.data["planets"]))]

    def _resolve_survey(self, frame: Frame, player: PlayerState, action: Action) -> None:
        self._state.pending.pop()
        planets = frame.data["planets"]
        kept = planets.pop(action.int_arg(0))
        player.empire.append(EmpirePlanet(kept))
        self._event("survey_keep", player=frame.player, secret={"planet": kept})
        self._finish(frame)

    def _finish_survey(self, frame: Frame) -> None:
        self._state.planet_discard.extend(frame.data["planets"])

    # research: take a technology the Research symbols pay for, or pass

    def _legal_research(self, frame: Frame, player: PlayerState) -> list[Action]:
        return [*self._researchable(player, frame.data["points"]), _PASS]

    def _resolve_research(self, frame: Frame, player: PlayerState, action: Action) -> None:
        self._state.pending.pop()
        if action.verb == "research":
            self._research(frame.player, action.args[0])

    # cleanup: remove (Streamlining, Hyperefficiency), discard, draw up to the hand limit;
    # it starts with `_start_cleanup` and ends with `_end_cleanup` (below)

    def _legal_cleanup(self, frame: Frame, player: PlayerState) -> list[Action]:
        data = frame.data
        down = data.get("down")
        if down and len(player.hand) <= rules.hand_limit(player):
            return []
        keys = _hand_keys(player)
        discard = _BY_KEY["discard"]
        actions = [discard[key] for key in keys]
        if down:
            return actions
        if player.permanents and self._may_remove_in_cleanup(player, data):
            remove = _BY_KEY["remove"]
            actions += [remove[key] for key in keys]
        actions.append(_DONE)
        return actions

    def _resolve_cleanup(self, frame: Frame, player: PlayerState, action: Action) -> None:
        state = self._state
        index = frame.player
        verb = action.verb
        if verb == "discard":
            card = self._take_from_hand(player, action.args[0])
            player.discard.append(card)
            self._event("discard", player=index, card=action.args[0])
        elif verb == "remove":
            card = self._take_from_hand(player, action.args[0])
            state.removed.append(card)
            frame.data["removed"] = frame.data.get("removed", 0) + 1
            self._event("remove", player=index, card=action.args[0])
        else:
            frame.data["down"] = True
            limit = rules.hand_limit(player)
            if len(player.hand) < limit:
                self._draw(index, limit - len(player.hand))

    @staticmethod
    def _may_remove_in_cleanup(player: PlayerState, data: dict[str, Any]) -> bool:
        """Streamlining: remove 1 card in hand each turn; Hyperefficiency: any number.
        Both are used in your own cleanup, before discarding (rules notes)."""
        if rules.has_ability(player, "hyperefficiency"):
            return True
        return rules.has_ability(player, "streamlining") and not data.get("removed")

    # --- options shared by several decisions ---------------------------------------------------

    def _takeable_stacks(self) -> list[str]:
        state = self._state
        return [s for s, cards in state.stacks.items() if cards and rules.stack_in_use(state, s)]

    @staticmethod
    def _attacks(player: PlayerState) -> list[Action]:
        return [
            act("attack", i) for i, e in enumerate(player.empire) if rules.can_attack(player, e)
        ]

    @staticmethod
    def _settles(player: PlayerState) -> list[Action]:
        return [
            act("settle", i) for i, e in enumerate(player.empire) if rules.can_settle(player, e)
        ]

    @staticmethod
    def _tucks(player: PlayerState) -> list[Action]:
        return [act("tuck", i) for i, e in enumerate(player.empire) if not e.face_up]

    @staticmethod
    def _produces(player: PlayerState) -> list[Action]:
        return [
            act("produce", i, slot)
            for i, e in enumerate(player.empire)
            if e.face_up and not e.barren
            for slot, full in enumerate(e.filled)
            if not full
        ]

    @staticmethod
    def _trades(player: PlayerState, closing: str | None = None) -> list[Action]:
        """Resources must be traded while any are left; Weapon Emporium's fighters "may" be,
        so once only fighters are left the decision also offers `closing` (done or pass)."""
        actions = [
            act("trade", i, slot)
            for i, e in enumerate(player.empire)
            for slot, full in enumerate(e.filled)
            if full
        ]
        if player.fighters and rules.has_ability(player, "weapon_emporium"):
            if not actions and closing:
                return [act("trade-fighter"), act(closing)]
            actions.append(act("trade-fighter"))
        return actions

    def _researchable(self, player: PlayerState, points: int) -> list[Action]:
        """The faces `points` pay for whose level the face-up planets of their type reach, in
        supply order (the Empire is counted once, not per face)."""
        if points < _CHEAPEST_TECH:
            return []
        face_up = dict.fromkeys(_TYPE_OF_PLANET, 0)
        for e in player.empire:
            if e.face_up:
                face_up[_TYPE_OF_PLANET[e.planet]] += 1
        return [
            action
            for card in self._state.tech_supply
            for cost, planet_type, level, action in _RESEARCH_OPTIONS[card]
            if cost <= points and face_up[planet_type] >= level
        ]

    # --- Action effects: the decision steps, then the automatic ones --------------------------

    def _legal_step(self, frame: Frame, player: PlayerState) -> list[Action]:
        """The decisions of an Action effect's first step (see effects.py)."""
        steps = frame.data["steps"]
        if not steps:
            return []
        name, amount = steps[0]
        holding = "card" in frame.data
        if name == "collect_or_attack":
            return [act("collect"), *self._attacks(player)]
        if name == "colony_or_settle":
            return [*(self._tucks(player) if holding else []), *self._settles(player)]
        if name == "settle_optional":
            settles = self._settles(player)
            return [*settles, act("pass")] if settles else []
        if name == "settle_or_colony_opt":
            options = [*(self._tucks(player) if holding else []), *self._settles(player)]
            return [*options, act("pass")] if options else []
        if name == "produce_or_trade":
            produces = self._produces(player)
            return [*produces, *self._trades(player, closing=None if produces else "pass")]
        if name == "produce":
            return self._produces(player)
        if name in {"remove", "remove_self"}:
            remove = _BY_KEY["remove"]
            actions = [remove[key] for key in _hand_keys(player)]
            if name == "remove_self" and holding:
                actions.append(act("remove-this"))
            return [*actions, act("done")] if actions else []
        if name == "take":
            return [act("take", stack) for stack in self._takeable_stacks()]
        if name == "choose_resource":
            return [act("resource", resource.value) for resource in Resource]
        if name == "attack_optional":
            attacks = self._attacks(player)
            return [*attacks, act("pass")] if attacks else []
        if name == "terraform":
            return self._tucks(player) if holding else []
        raise AssertionError(f"unknown decision step {name} ({amount})")

    def _resolve_step(self, frame: Frame, player: PlayerState, action: Action) -> None:
        """A decision on the first step of an Action effect."""
        index = frame.player
        steps = frame.data["steps"]
        name = steps[0][0]
        verb = action.verb
        if verb == "pass":
            steps.pop(0)
        elif verb == "collect":
            self._collect(index, steps.pop(0)[1])
        elif verb == "attack":
            steps.pop(0)
            self._attack(index, action.int_arg(0))
        elif verb == "settle":
            steps.pop(0)
            self._settle_planet(index, action.int_arg(0))
        elif verb == "tuck":
            steps.pop(0)
            card = frame.data.pop("card")
            slot = action.int_arg(0)
            player.empire[slot].colonies.append(card)
            self._event("colony", player=index, slot=slot, card=CARD_KEYS[card])
            if name == "terraform":
                self._terraform_settle(index, slot)
        elif verb == "produce":
            self._produce(index, action.int_arg(0), action.int_arg(1))
            self._count_down(steps, name)
        elif verb in {"trade", "trade-fighter"}:
            steps.pop(0)
            self._trade(index, action)
        elif verb == "remove":
            card = self._take_from_hand(player, action.args[0])
            self._state.removed.append(card)
            self._event("remove", player=index, card=action.args[0])
            self._count_down(steps, name)
        elif verb == "remove-this":
            card = frame.data.pop("card")
            self._state.removed.append(card)
            self._event("remove", player=index, card=CARD_KEYS[card])
            self._count_down(steps, name)
        elif verb == "done":
            steps.pop(0)
        elif verb == "take":
            steps.pop(0)
            card = self._state.stacks[action.args[0]].pop()
            player.hand.append(card)
            self._event("take", player=index, card=CARD_KEYS[card])
        elif verb == "resource":
            steps.pop(0)
            self._state.turn_effects.append(f"specialization:{action.args[0]}")
            self._event("specialize", player=index, resource=action.args[0])
        else:
            raise AssertionError(f"no step takes {action}")

    @staticmethod
    def _count_down(steps: list[list[Any]], name: str) -> None:
        """Steps with a count (produce N, remove N) end when it reaches 0."""
        steps[0] = [name, steps[0][1] - 1]
        if steps[0][1] <= 0:
            steps.pop(0)

    def _run_step(self, frame: Frame, step: list[Any]) -> None:
        """An automatic step of an Action effect."""
        index = frame.player
        name, amount = step
        if name == "draw":
            self._draw(index, amount)
        elif name == "influence":
            self._gain_influence(index, amount)
        elif name == "fighters":
            self._collect(index, amount)
        elif name == "turn_effect":
            self._state.turn_effects.append(amount)
        elif name == "survey_team":
            planets = self._draw_planets(1)
            if planets:
                self._state.players[index].empire.append(EmpirePlanet(planets[0]))
                self._event("survey_keep", player=index, secret={"planet": planets[0]})
        else:
            raise AssertionError(f"{name} is not automatic")

    def _play_action(self, index: int, key: str) -> None:
        """Play a card from hand for its Action (rulebook, Action Phase); see effects.py."""
        player = self._state.players[index]
        card = self._take_from_hand(player, key)
        self._event("action", player=index, card=key)
        ability = key if key in ROLE_KIND else TECH_FACE[key].ability
        data: dict[str, Any] = {"steps": [list(step) for step in ACTION_STEPS[ability]]}
        if key == "politics":
            self._state.removed.append(card)  # Politics: remove this card from the game
        else:
            data["card"] = card
        self._state.pending.append(Frame("effect", index, data))

    # --- effects ----------------------------------------------------------------------------

    def _lead(self, index: int, role: str) -> None:
        """Lead a role (its value): take a card from its stack (if any), which counts as one
        symbol."""
        state = self._state
        player = state.players[index]
        stack = state.stacks[_STACK_OF_ROLE[role]]
        symbols = 0
        cards: list[int] = []
        if stack:
            card = stack.pop()
            player.in_play.append(card)
            cards.append(card)
            symbols = rules.key_symbols(player, CARD_KEYS[card], ROLE_OF[role])
        elif role in _EMPTY_STACK_BONUS[state.config.errata]:
            symbols = 1  # the empty space on the central display: "Leader: +1 symbol"
        self._event("lead", player=index, role=role, took=bool(cards))
        n = state.config.players
        for offset in range(n - 1, 0, -1):
            state.pending.append(Frame("follow", (index + offset) % n, {"role": role}))
        state.pending.append(
            Frame(
                "boost", index, {"role": role, "leader": True, "symbols": symbols, "cards": cards}
            )
        )

    def _resolve_role(self, frame: Frame) -> None:
        """Resolve the role for the leader or a follower once their Boost is done."""
        state = self._state
        index = frame.player
        player = state.players[index]
        role = ROLE_OF[frame.data["role"]]
        leader = frame.data["leader"]
        # Bureaucracy: "You may use the Leader Bonus when Following the Colonize and Warfare
        # Roles." (Survey's leader bonus is not one of them.)
        bonus = leader or rules.has_ability(player, "bureaucracy")
        total = frame.data["symbols"] + rules.empire_symbols(player, role)
        self._event("resolve", player=index, role=frame.data["role"], symbols=total)
        if role is Role.SURVEY:
            looked = self._draw_planets(max(0, total - 1 + (1 if leader else 0)))
            if looked:
                state.pending.append(Frame("survey", index, {"planets": looked}))
        elif role is Role.WARFARE:
            if bonus:
                state.pending.append(Frame("warfare_role", index, {"fighters": total}))
            else:
                self._collect(index, total)
        elif role is Role.COLONIZE:
            cards = [
                c
                for c in frame.data["cards"]
                if rules.key_symbols(player, CARD_KEYS[c], Role.COLONIZE) > 0
            ]
            kind = "colonize_role" if bonus else "tuck"
            state.pending.append(Frame(kind, index, {"cards": cards}))
        elif role is Role.PRODUCE:
            state.pending.append(Frame("produce", index, {"left": total}))
        elif role is Role.TRADE:
            state.pending.append(Frame("trade", index, {"left": total}))
        elif role is Role.RESEARCH:
            state.pending.append(Frame("research", index, {"points": total}))

    # --- effects ----------------------------------------------------------------------------

    def _collect(self, index: int, count: int) -> None:
        self._state.players[index].fighters += count
        if count:
            self._event("fighters", player=index, count=count)

    def _flip(self, index: int, slot: int, how: str) -> None:
        """A planet comes face up: its colonies go to the discard pile; no influence tokens.

        Abundance: "Planets you Settle or Attack come into play with Resource slots full";
        its errata instead: "When you Settle or Attack a Planet produce 2 Resources."
        """
        state = self._state
        player = state.players[index]
        planet = player.empire[slot]
        planet.face_up = True
        player.discard.extend(planet.colonies)
        planet.colonies = []
        if how == "attack" and rules.has_ability(player, "scorched_earth_policy"):
            planet.barren = True  # "that Planet cannot store Resources"
        abundance = rules.has_ability(player, "abundance")
        full = abundance and not state.config.errata and not planet.barren
        planet.filled = [full] * len(PLANETS[planet.planet].slots)
        self._event(how, player=index, slot=slot, planet=planet.planet)
        if full:
            for slot_type in PLANETS[planet.planet].slots:
                self._note_produced(index, slot_type.value)
        if abundance and state.config.errata:
            state.pending.append(Frame("produce", index, {"left": 2}))

    def _attack(self, index: int, slot: int) -> None:
        player = self._state.players[index]
        player.fighters -= rules.attack_cost(player, player.empire[slot])
        self._flip(index, slot, "attack")

    def _settle_planet(self, index: int, slot: int) -> None:
        self._flip(index, slot, "settle")

    def _terraform_settle(self, index: int, slot: int) -> None:
        """Terraforming: "If that fulfills the printed Colonize cost, Settle that Planet.
        Ignore [Colonize] discounts in your Empire." (errata: discounts do count)."""
        player = self._state.players[index]
        planet = player.empire[slot]
        need = (
            rules.settle_need(player, planet)
            if self._state.config.errata
            else PLANETS[planet.planet].colonize_cost
        )
        if rules.colonies_on(player, planet) >= need:
            self._settle_planet(index, slot)

    def _note_produced(self, index: int, resource: str) -> None:
        if index == self._state.active:
            self._state.turn_produced.append(resource)

    def _produce(self, index: int, slot: int, resource_slot: int) -> None:
        planet = self._state.players[index].empire[slot]
        planet.filled[resource_slot] = True
        resource = PLANETS[planet.planet].slots[resource_slot].value
        self._note_produced(index, resource)
        self._event("produce", player=index, slot=slot, resource=resource)

    def _trade(self, index: int, action: Action) -> None:
        player = self._state.players[index]
        if action.verb == "trade-fighter":
            player.fighters -= 1
            resource = "fighter"  # Weapon Emporium: a fighter is not a resource TYPE
            self._event("trade", player=index, resource=resource)
        else:
            planet = player.empire[action.int_arg(0)]
            planet.filled[action.int_arg(1)] = False
            resource = PLANETS[planet.planet].slots[action.int_arg(1)].value
            self._event("trade", player=index, slot=action.int_arg(0), resource=resource)
        if index == self._state.active:
            self._state.turn_traded.append(resource)
        self._gain_influence(index, 1)

    def _research(self, index: int, face: str) -> None:
        """Take a technology: permanent ones come into play on the chosen face, others to hand."""
        state = self._state
        player = state.players[index]
        card = CARD_ID_OF_TECH[CARD_OF_FACE[face]]
        state.tech_supply.remove(card)
        if TECH_FACE[face].permanent:
            player.permanents.append((card, face))
        else:
            player.hand.append(card)
        self._event("research", player=index, face=face)
        if face == "T95" and state.config.errata:  # Abundance errata: "Produce 4 Resources"
            state.pending.append(Frame("produce", index, {"left": 4}))

    # --- cleanup ----------------------------------------------------------------------------

    def _start_cleanup(self, frame: Frame) -> None:
        """Mobilization's Attack comes first ("after your Role phase"); then the turn's
        influence effects; then every player's played cards (colonies aside) are discarded."""
        state = self._state
        index = frame.player
        if "mobilization" in state.turn_effects and not frame.data.get("mobilized"):
            frame.data["mobilized"] = True
            state.pending.append(
                Frame(
                    "effect",
                    index,
                    {"steps": [["attack_optional", 0]] * state.turn_effects.count("mobilization")},
                )
            )
            return
        frame.data["started"] = True
        bonus = 0
        for effect in state.turn_effects:
            if effect == "diverse_markets":
                bonus += len(set(state.turn_traded) - {"fighter"})
            elif effect == "genetic_engineering":
                bonus += len(set(state.turn_produced))
            elif effect.startswith("specialization:"):
                bonus += state.turn_traded.count(effect.split(":", 1)[1])
        self._gain_influence(index, bonus)
        for player in state.players:
            player.discard.extend(player.in_play)
            player.in_play = []

    def _end_cleanup(self, frame: Frame) -> None:
        self._event("cleanup", player=frame.player)

    # --- dispatch tables: one handler per frame kind ------------------------------------------

    _LEGAL: ClassVar[dict[str, Callable[[Game, Frame, PlayerState], list[Action]]]] = {
        "action": _legal_action,
        "effect": _legal_step,
        "lead": _legal_lead,
        "boost": _legal_boost,
        "follow": _legal_follow,
        "warfare_role": _legal_warfare_role,
        "colonize_role": _legal_colonize_role,
        "tuck": _legal_tuck,
        "produce": _legal_produce,
        "trade": _legal_trade,
        "survey": _legal_survey,
        "research": _legal_research,
        "cleanup": _legal_cleanup,
    }
    _RESOLVE: ClassVar[dict[str, Callable[[Game, Frame, PlayerState, Action], None]]] = {
        "action": _resolve_action,
        "effect": _resolve_step,
        "lead": _resolve_lead,
        "boost": _resolve_boost,
        "follow": _resolve_follow,
        "warfare_role": _resolve_warfare_role,
        "colonize_role": _resolve_colonize_role,
        "tuck": _resolve_tuck,
        "produce": _resolve_produce,
        "trade": _resolve_trade,
        "survey": _resolve_survey,
        "research": _resolve_research,
        "cleanup": _resolve_cleanup,
    }
    # What happens when a frame ends, whether by a decision or for want of one (other kinds:
    # nothing).
    _FINISH: ClassVar[dict[str, Callable[[Game, Frame], None]]] = {
        "effect": _discard_or_keep,
        "survey": _finish_survey,
        "cleanup": _end_cleanup,
    }
