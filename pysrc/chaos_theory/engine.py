"""The rules of Eminent Domain: Chaos Theory v2.1 (seed 000), as a `Game` returning decisions.

A turn: the leader chooses a role and boosts it with active dice showing its symbol (they go to
the Used pile), then resolves it with the symbols of those dice, their face-up planets and
techs, and the leader bonus. Each opponent in turn order then follows (the same, with their
own dice and no leader bonus) or dissents (re-rolls active dice that share a face). When all
have answered, a Survey restocks the display and the leader's Used dice are rolled back.

Each decision is a `pending` dict in the state (`kind`, the `player` deciding, public data);
`legal_actions()` lists its choices in a fixed order and `apply` checks membership first, so
a refused action changes nothing. A decision with nothing to choose (only `pass` or `done`)
is taken by itself. Every reading where the seed is silent, and each game option, is in
docs/rules-notes-chaos-theory.md.
"""

from __future__ import annotations

import functools
from typing import Any, Self

from chaos_theory.actions import NOTATION, Action, act
from chaos_theory.cards import (
    BOARD,
    DICE_PER_PLAYER,
    DISPLAY_COSTS,
    FACE_OF_ROLE,
    FACES,
    FIXED_TOKENS,
    LEADER_BONUS,
    OVERSIGHT,
    OVERSIGHT_TECH,
    POLITICS,
    ROLES,
    START_TILES,
    TILE,
    TILES,
    TOKENS_PER_PLAYER,
    TRACKS,
    Tech,
)
from chaos_theory.state import Planet, Player, State
from tabletop.rng import Rng, seed_state
from tabletop.spec import check_players
from tabletop.turn import DictTurn, Step

Event = dict[str, Any]
# The spec's title and player counts, here so that the engine refuses what the spec refuses.
TITLE = "Eminent Domain: Chaos Theory"
PLAYERS = (2, 3, 4, 5)
_POLITICS = FACES.index(POLITICS)
_RESEARCH = FACES.index("research")
_TYPE_TRACKS = TRACKS[:3]
# A safety, not a rule: a game in which nobody takes tokens or Surveys would never end.
MAX_ROUNDS = 40


def tokens(config: dict[str, Any]) -> int:
    """The shared supply: 12 a player, or (option) one pool of 48, 60 with five players."""
    players = int(config["players"])
    if config["tokens"] == "fixed":
        return FIXED_TOKENS if players <= 4 else TOKENS_PER_PLAYER * players
    return TOKENS_PER_PLAYER * players


def roll(rng: Rng, count: int) -> list[int]:
    """`count` dice rolled, as counts by face."""
    faces = [0] * len(FACES)
    for _ in range(count):
        faces[rng.below(len(FACES))] += 1
    return faces


def new_state(config: dict[str, Any], seed: int) -> State:
    """Set-up (seed 000): start planets dealt face down at random, the display drawn from the
    shuffled bag, six dice rolled a player, a random start player. A player count the game
    is not for is refused as the spec refuses it (it would deal a lone seat, or crash)."""
    n = check_players(TITLE, PLAYERS, config["players"])
    rng = Rng(seed_state(seed))
    starts = [tile.id for tile in START_TILES]
    rng.shuffle(starts)
    bag = [tile.id for tile in TILES]
    rng.shuffle(bag)
    display = [bag.pop() for _ in DISPLAY_COSTS]
    players = [Player(roll(rng, DICE_PER_PLAYER), [Planet(starts[p])]) for p in range(n)]
    start = rng.below(n)
    return State(
        config=dict(config),
        rng=rng.state,
        start=start,
        leader=start,
        turn=0,
        bag=bag,
        display=display,
        supply=tokens(config),
        players=players,
        pending={"kind": "lead", "player": start},
    )


# --- what a player has ------------------------------------------------------------------------


def techs(player: Player) -> tuple[Tech, ...]:
    """Every technology the player owns: each space its markers passed (and the Oversight
    Committee), since a marker keeps the bonuses of the spaces below it."""
    return _owned(tuple(player.levels), player.oversight)


@functools.cache
def _owned(levels: tuple[int, ...], oversight: bool) -> tuple[Tech, ...]:
    """Kept by markers' places (a few thousand at most): search bots ask at every step."""
    owned = [BOARD[track][k] for t, track in enumerate(TRACKS) for k in range(levels[t])]
    if oversight:
        owned.append(OVERSIGHT_TECH)
    return tuple(owned)


@functools.cache
def _tech_symbols(owned: tuple[Tech, ...]) -> dict[str, int]:
    return {role: sum(tech.symbols.count(role) for tech in owned) for role in ROLES}


def has(player: Player, ability: str) -> bool:
    return any(tech.ability == ability for tech in techs(player))


def rerolls(player: Player) -> int:
    """Extra dice when dissenting: one per "Re-roll +1" ability (level 1 of a type track)."""
    return sum(1 for t in range(len(_TYPE_TRACKS)) if player.levels[t] >= 1)


def empire_symbols(player: Player, role: str) -> int:
    """Role symbols on face-up planets and owned technologies."""
    return role_symbols(player)[role]


def role_symbols(player: Player) -> dict[str, int]:
    """`empire_symbols` of every role at once (views count them for each player)."""
    counts = dict(_tech_symbols(techs(player)))
    for p in player.empire:
        if p.face_up:
            icon = TILE[p.tile].icon
            if icon in counts:
                counts[icon] += 1
    return counts


def resolving_symbols(player: Player, role: str, dice: int, leader: bool) -> int:
    """The symbols a player resolves a role with: the dice boosted, icons on face-up planets
    and techs, the leader bonus (Warfare's depends on the choice: `on_warfare`), and Galactic
    Council's for the leader or Bureaucracy's for a follower."""
    symbols = dice + empire_symbols(player, role)
    if leader:
        if role != "warfare":
            symbols += LEADER_BONUS[role]
        if has(player, "galactic_council"):
            symbols += 1
    elif has(player, "bureaucracy"):
        symbols += 1
    return symbols


def planet_influence(player: Player) -> int:
    """Influence of face-up planets: 2 each, 3 where a bonus is printed."""
    return sum(TILE[tile].influence for tile in face_up(player))


def face_up(player: Player) -> list[str]:
    return [p.tile for p in player.empire if p.face_up]


def capacity(s: State, player: Player) -> int:
    """Storage: each planet holds 1 resource (2 with Trade Network); by default a face-down
    planet stores too (seed 000 says "planets in your Empire")."""
    planets = len(player.empire) if s.config["storage"] == "any_planet" else len(face_up(player))
    return planets * (2 if has(player, "trade_network") else 1)


def room(s: State, player: Player) -> int:
    return max(0, capacity(s, player) - player.resources)


def attack_cost(player: Player, tile: str, discount: int) -> int:
    """The printed Warfare cost less the leader's discount and Scorched Earth's, at least 1."""
    printed = TILE[tile].warfare_cost
    assert printed is not None
    scorched = 1 if has(player, "scorched_earth") else 0
    return max(1, printed - discount - scorched)


def meets(player: Player, tech: Tech) -> bool:
    """The planet prerequisite of a space: face-up planets of its type, or of enough types."""
    return _meets([TILE[tile].type for tile in face_up(player)], tech)


def next_spaces(player: Player) -> list[Tech]:
    """The next space of each track, where the face-up planets allow it."""
    types = [TILE[tile].type for tile in face_up(player)]
    found = []
    for t, track in enumerate(TRACKS):
        level = player.levels[t]
        if level < len(BOARD[track]) and _meets(types, BOARD[track][level]):
            found.append(BOARD[track][level])
    return found


def _meets(types: list[str], tech: Tech) -> bool:
    if tech.type is not None:
        return types.count(tech.type) >= tech.planets
    return len(types) >= tech.planets and len(set(types)) >= tech.types


def tech_influence(s: State, player: Player) -> int:
    """Influence of technologies (levels 3/4/5 print 1/2/3): by default each space passed
    counts; with the option `highest`, only the space the marker is on."""
    if s.config["tech_influence"] == "cumulative":
        return sum(tech.influence for tech in techs(player))
    return sum(
        BOARD[track][level - 1].influence
        for track, level in zip(TRACKS, player.levels, strict=True)
        if level
    )


def score(s: State, seat: int) -> int:
    """2 per face-up planet (+1 where printed), 1 per token traded, and technologies."""
    player = s.players[seat]
    return planet_influence(player) + player.traded + tech_influence(s, player)


# --- the game -----------------------------------------------------------------------------------


class Game(DictTurn[State]):
    """One playthrough for 2 to 5 players."""

    __slots__ = ()
    NOTATION = NOTATION

    @classmethod
    def new(cls, config: dict[str, Any], seed: int) -> Game:
        game = cls(new_state(config, seed))
        game._settle()
        return game

    def clone(self) -> Self:
        return type(self)(self._state.clone())

    def scores(self) -> list[int]:
        return [score(self._state, seat) for seat in range(len(self._state.players))]

    def winners(self) -> list[int]:
        """Most Influence; a tie goes to the most Fighters and resources; then it is shared."""
        players = self._state.players
        keys = [
            (points, p.fighters + p.resources)
            for points, p in zip(self.scores(), players, strict=True)
        ]
        best = max(keys)
        return [seat for seat, key in enumerate(keys) if key == best]

    def _legal(self, decision: dict[str, Any]) -> list[Action]:
        return legal(self._state, decision)

    def _resolve(self, decision: dict[str, Any], action: Action) -> None:
        _Step(self._state, self._events).do(action)

    def _settle(self) -> None:
        """Take every decision that has a single choice (`pass` or `done`) by itself."""
        s = self._state
        while s.pending is not None:
            choices = legal(s, s.pending)
            if len(choices) != 1:
                self._keep(s.pending, choices)
                return
            _Step(s, self._events).do(choices[0])


# --- legal actions ------------------------------------------------------------------------------


def legal(s: State, pending: dict[str, Any]) -> list[Action]:
    kind = pending["kind"]
    player = s.players[int(pending["player"])]
    if kind == "lead":
        return [act("role", role) for role in ROLES]
    if kind == "boost":
        return _boosts(s, player, pending) + _politics(s, player) + [act("done")]
    if kind == "respond":
        return [act("follow"), act("dissent")]
    if kind == "dissent":
        acts = _politics(s, player)
        if has(player, "diplomacy"):
            acts += _turns(player, "fix")
        acts += [
            act("reroll", face, n)
            for f, face in enumerate(FACES)
            for n in range(1, player.dice[f] + 1)
        ]
        return [*acts, act("pass")]
    if kind == "extras":
        chosen = pending["chosen"]
        acts = [act("extra", face) for f, face in enumerate(FACES) if player.dice[f] > chosen[f]]
        if player.used > pending["from_used"]:
            acts.append(act("extra", "used"))
        return [*acts, act("done")]
    if kind == "survey":
        return [
            act("take", k) for k in range(len(s.display)) if DISPLAY_COSTS[k] <= pending["symbols"]
        ] + [act("pass")]
    if kind == "warfare":
        return [act("collect"), *_attacks(player, int(pending["leader"])), act("pass")]
    if kind == "attack":
        return [*_attacks(player, pending["discount"]), act("pass")]
    if kind == "colonize":
        return [
            act("settle", n)
            for n, planet in enumerate(player.empire)
            if not planet.face_up
            and (cost := TILE[planet.tile].colonize_cost) is not None
            and cost <= pending["symbols"]
        ] + [act("pass")]
    if kind == "research":
        return [
            act("research", tech.track) for tech in researchable(s, player, pending["symbols"])
        ] + [act("pass")]
    if kind == "emporium":
        most = min(pending["left"], player.fighters)
        return [act("fighters", n) for n in range(1, most + 1)] + [act("pass")]
    if kind == "streamline":
        chosen = pending["chosen"]
        return [act("pick", face) for f, face in enumerate(FACES) if player.dice[f] > chosen[f]] + [
            act("done")
        ]
    raise AssertionError(f"unknown decision {kind}")  # pragma: no cover


def _boosts(s: State, player: Player, pending: dict[str, Any]) -> list[Action]:
    """Dice that may boost the role: its own face; a Politics die when it is wild (option);
    once per role a Research die with Adaptability."""
    role = s.role
    assert role is not None
    own = FACE_OF_ROLE[role]
    wild = s.config["politics"] == "wild"
    adapt = role != "research" and not pending["adapted"] and has(player, "adaptability")
    return [
        act("die", face)
        for f, face in enumerate(FACES)
        if player.dice[f]
        and (face == own or (wild and face == POLITICS) or (adapt and face == "research"))
    ]


def _turns(player: Player, verb: str, spent: int = 0) -> list[Action]:
    """Turning one active die to another face (`spent` Politics dice aside)."""
    return [
        act(verb, face, to)
        for f, face in enumerate(FACES)
        if player.dice[f] - (spent if f == _POLITICS else 0) > 0
        for to in FACES
        if to not in (face, POLITICS)
    ]


def _politics(s: State, player: Player) -> list[Action]:
    """Politics (reconstructed; option `convert`, the default): when boosting, following or
    dissenting, move an active Politics die to Used to turn another active die to any face."""
    if s.config["politics"] != "convert" or not player.dice[_POLITICS]:
        return []
    return _turns(player, "set", spent=1)


def _attacks(player: Player, discount: int) -> list[Action]:
    return [
        act("attack", n)
        for n, planet in enumerate(player.empire)
        if not planet.face_up
        and TILE[planet.tile].warfare_cost is not None
        and attack_cost(player, planet.tile, discount) <= player.fighters
    ]


def researchable(s: State, player: Player, symbols: int) -> list[Tech]:
    """The next space of each track the symbols pay for and the planets allow (one space a
    role), then the Oversight Committee (option) if not taken yet."""
    found = [tech for tech in next_spaces(player) if tech.cost <= symbols]
    if (
        s.config["oversight"]
        and not player.oversight
        and OVERSIGHT_TECH.cost <= symbols
        and meets(player, OVERSIGHT_TECH)
    ):
        found.append(OVERSIGHT_TECH)
    return found


# --- resolving decisions ------------------------------------------------------------------------


class _Step(Step[State]):
    """One decision resolved, and the steps it sets going, writing events as it goes."""

    def roll(self, count: int) -> list[int]:
        rng = Rng(self.s.rng)
        faces = roll(rng, count)
        self.s.rng = rng.state
        return faces

    # the leader

    def on_lead(self, p: int, pending: dict[str, Any], a: Action) -> None:
        s = self.s
        role = a.args[0]
        s.role = role
        n = len(s.players)
        s.waiting = [(p + k) % n for k in range(1, n)]
        self.emit("lead", player=p, role=role)
        self.wait("boost", p, leader=True, dice=0, adapted=False)

    def on_boost(self, p: int, pending: dict[str, Any], a: Action) -> None:
        player = self.s.players[p]
        if a.verb == "set":
            self.politics(p, a)
        elif a.verb == "die":
            f = FACES.index(a.args[0])
            player.dice[f] -= 1
            player.used += 1
            pending["dice"] += 1
            if a.args[0] == "research" and self.s.role != "research":
                pending["adapted"] = True  # Adaptability: once a role
            self.emit("boost", player=p, face=a.args[0])
        else:
            self.resolve(p, bool(pending["leader"]), int(pending["dice"]))

    def politics(self, p: int, a: Action) -> None:
        player = self.s.players[p]
        player.dice[_POLITICS] -= 1
        player.used += 1
        player.dice[FACES.index(a.args[0])] -= 1
        player.dice[FACES.index(a.args[1])] += 1
        self.emit("politics", player=p, face=a.args[0], to=a.args[1])

    def resolve(self, p: int, leader: bool, dice: int) -> None:
        """The role's effect for one player, with every symbol they bring to it."""
        s = self.s
        role = s.role
        assert role is not None
        player = s.players[p]
        symbols = resolving_symbols(player, role, dice, leader)
        self.emit("resolve", player=p, role=role, symbols=symbols, leader=leader)
        if role in ("survey", "colonize", "research"):
            self.wait(role, p, symbols=symbols)
        elif role == "warfare":
            self.wait("warfare", p, symbols=symbols, leader=leader)
        elif role == "produce":
            self.produce(p, symbols)
            self.next_player()
        else:
            traded = min(symbols, player.resources)
            player.resources -= traded
            player.traded += traded
            self.emit("trade", player=p, count=traded)
            left = symbols - traded
            if left and player.fighters and has(player, "weapon_emporium"):
                self.wait("emporium", p, left=left)
            else:
                self.next_player()

    def take_tokens(self, wanted: int) -> int:
        """Tokens from the supply; taking the last one triggers the end (seed 000)."""
        s = self.s
        taken = min(wanted, s.supply)
        s.supply -= taken
        if taken and not s.supply:
            self.trigger("supply")
        return taken

    def trigger(self, reason: str) -> None:
        if not self.s.end_triggered:
            self.s.end_triggered = True
            self.emit("end_triggered", reason=reason)

    def produce(self, p: int, symbols: int) -> None:
        """One resource a symbol, never more than the room to store them (seed 000)."""
        player = self.s.players[p]
        made = self.take_tokens(min(symbols, room(self.s, player)))
        player.resources += made
        self.emit("produce", player=p, count=made)

    def next_player(self) -> None:
        """The next opponent in turn order follows or dissents; after the last, the role ends."""
        s = self.s
        if s.waiting:
            self.wait("respond", s.waiting.pop(0))
        else:
            self.end_role()

    # followers

    def on_respond(self, p: int, pending: dict[str, Any], a: Action) -> None:
        if a.verb == "follow":
            self.emit("follow", player=p, role=self.s.role)
            self.wait("boost", p, leader=False, dice=0, adapted=False)
        else:
            self.emit("dissent", player=p)
            self.wait("dissent", p)

    def on_dissent(self, p: int, pending: dict[str, Any], a: Action) -> None:
        player = self.s.players[p]
        if a.verb == "set":
            self.politics(p, a)
            return
        if a.verb == "fix":  # Diplomacy: instead of re-rolling
            player.dice[FACES.index(a.args[0])] -= 1
            player.dice[FACES.index(a.args[1])] += 1
            self.emit("fix", player=p, face=a.args[0], to=a.args[1])
            self.next_player()
            return
        chosen = [0] * len(FACES)
        if a.verb == "reroll":
            chosen[FACES.index(a.args[0])] = a.int_arg(1)
        extra = rerolls(player)
        if extra:
            self.wait("extras", p, left=extra, chosen=chosen, from_used=0)
        else:
            self.reroll(p, chosen, 0, "dissent")
            self.next_player()

    def on_extras(self, p: int, pending: dict[str, Any], a: Action) -> None:
        if a.verb == "extra":
            if a.args[0] == "used":
                pending["from_used"] += 1
            else:
                pending["chosen"][FACES.index(a.args[0])] += 1
            pending["left"] -= 1
            if pending["left"]:
                return
        self.reroll(p, pending["chosen"], pending["from_used"], "dissent")
        self.next_player()

    def reroll(self, p: int, chosen: list[int], from_used: int, why: str) -> None:
        """Chosen active dice and dice from the Used pile, rolled into the active dice
        (`why`: dissent, return or streamline)."""
        player = self.s.players[p]
        count = sum(chosen) + from_used
        if not count:
            return
        for f, n in enumerate(chosen):
            player.dice[f] -= n
        player.used -= from_used
        faces = self.roll(count)
        for f, n in enumerate(faces):
            player.dice[f] += n
        self.emit("reroll", player=p, why=why, count=count, from_used=from_used, faces=faces)

    # role decisions

    def on_survey(self, p: int, pending: dict[str, Any], a: Action) -> None:
        """Take a tile the symbols pay for; the tiles above it slide down (seed 000)."""
        if a.verb == "take":
            slot = a.int_arg()
            tile = self.s.display.pop(slot)
            self.s.players[p].empire.append(Planet(tile))
            self.emit("take", player=p, tile=tile, slot=slot)
        self.next_player()

    def on_warfare(self, p: int, pending: dict[str, Any], a: Action) -> None:
        """Collect a Fighter a symbol (+1 for the leader), or attack (leader: 1 cheaper)."""
        leader = bool(pending["leader"])
        if a.verb == "collect":
            player = self.s.players[p]
            got = self.take_tokens(pending["symbols"] + (1 if leader else 0))
            player.fighters += got
            self.emit("collect", player=p, count=got)
            if leader and has(player, "mobilization"):  # then also attack
                self.wait("attack", p, discount=1)
                return
        elif a.verb == "attack":
            self.attack(p, a.int_arg(), 1 if leader else 0)
        self.next_player()

    def on_attack(self, p: int, pending: dict[str, Any], a: Action) -> None:
        if a.verb == "attack":
            self.attack(p, a.int_arg(), pending["discount"])
        self.next_player()

    def attack(self, p: int, n: int, discount: int) -> None:
        """The Fighters paid go back to the supply."""
        player = self.s.players[p]
        cost = attack_cost(player, player.empire[n].tile, discount)
        player.fighters -= cost
        self.s.supply += cost
        self.flip(p, n, "attack", cost)

    def on_colonize(self, p: int, pending: dict[str, Any], a: Action) -> None:
        if a.verb == "settle":
            n = a.int_arg()
            tile = self.s.players[p].empire[n].tile
            self.flip(p, n, "settle", TILE[tile].colonize_cost)
        self.next_player()

    def flip(self, p: int, n: int, how: str, cost: Any) -> None:
        """A planet comes face up. Abundance: a resource on it, if there is room."""
        player = self.s.players[p]
        planet = player.empire[n]
        planet.face_up = True
        self.emit(how, player=p, planet=n, tile=planet.tile, cost=cost)
        if has(player, "abundance") and room(self.s, player):
            made = self.take_tokens(1)
            player.resources += made
            self.emit("produce", player=p, count=made)

    def on_research(self, p: int, pending: dict[str, Any], a: Action) -> None:
        if a.verb == "research":
            player = self.s.players[p]
            track = a.args[0]
            if track == OVERSIGHT:
                player.oversight = True
                faces = self.roll(1)
                for f, k in enumerate(faces):
                    player.dice[f] += k
                self.emit("research", player=p, track=track, level=1, faces=faces)
            else:
                t = TRACKS.index(track)
                player.levels[t] += 1
                self.emit("research", player=p, track=track, level=player.levels[t])
        self.next_player()

    def on_emporium(self, p: int, pending: dict[str, Any], a: Action) -> None:
        if a.verb == "fighters":
            player = self.s.players[p]
            player.fighters -= a.int_arg()
            player.traded += a.int_arg()
            self.emit("trade_fighters", player=p, count=a.int_arg())
        self.next_player()

    # the end of a role and of a turn

    def end_role(self) -> None:
        s = self.s
        if s.role == "survey":
            short = len(DISPLAY_COSTS) - len(s.display)
            drawn = [s.bag.pop() for _ in range(min(short, len(s.bag)))]
            s.display += drawn
            if drawn:
                self.emit("restock", tiles=drawn)
            if len(s.display) < len(DISPLAY_COSTS):
                self.trigger("display")
        leader = s.players[s.leader]
        if not s.end_triggered and has(leader, "streamlining") and leader.active:
            self.wait("streamline", s.leader, chosen=[0] * len(FACES))
            return
        self.end_turn([0] * len(FACES))

    def on_streamline(self, p: int, pending: dict[str, Any], a: Action) -> None:
        """Streamlining: when the Used dice come back, re-roll any active dice too."""
        if a.verb == "pick":
            pending["chosen"][FACES.index(a.args[0])] += 1
            return
        self.end_turn(pending["chosen"])

    def end_turn(self, streamlined: list[int]) -> None:
        """Used dice are rolled back: the leader's at the end of their turn (reconstructed),
        or everyone's after each role (option)."""
        s = self.s
        s.role = None
        n = len(s.players)
        if not s.end_triggered:
            if s.config["used_dice"] == "own_turn":
                self.reroll_used(s.leader, streamlined)
            else:
                for k in range(n):
                    seat = (s.leader + k) % n
                    self.reroll_used(seat, streamlined if seat == s.leader else [0] * len(FACES))
        s.turn += 1
        if not s.end_triggered and s.turn >= MAX_ROUNDS * n:
            self.trigger("rounds")
        if s.end_triggered:
            s.pending = None
            scores = [score(s, seat) for seat in range(n)]
            self.emit("game_over", scores=scores, winners=Game(s).winners())
            return
        s.leader = (s.leader + 1) % n
        self.emit("turn", player=s.leader, turn=s.turn)
        self.wait("lead", s.leader)

    def reroll_used(self, seat: int, chosen: list[int]) -> None:
        player = self.s.players[seat]
        if player.used or any(chosen):
            self.reroll(seat, chosen, player.used, "return")
