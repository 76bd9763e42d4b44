"""Chaos Theory's components: dice faces, planet tiles, the tech board, counts per player.

The designer's v2.1 rules (seed 000) give the structure: 6 role dice a player plus one beside
the Oversight Committee, 36 tiles (12 of each type) in a bag, a display of 5 costing 2 to 6
Survey symbols, four tech tracks, about 60 shared tokens at 5 players. The rest is
reconstructed in `shared/reference/siblings/README.md` (Chaos Theory, section 2c). Each value
here says which it is, and the interface shows reconstructed values and names as such: a
corrected board or tile list is a change of this table only.
"""

from __future__ import annotations

from dataclasses import dataclass

S = "sourced"
R = "reconstructed"

ROLES = ("survey", "warfare", "colonize", "produce", "trade", "research")
# The six faces of a role die (v2.1: the Produce and Trade faces became Produce/Trade and
# Politics). Sourced by inference from the 2013 die and the v2.1 change.
FACES = ("survey", "warfare", "colonize", "research", "produce_trade", "politics")
POLITICS = "politics"
FACE_OF_ROLE = {
    "survey": "survey",
    "warfare": "warfare",
    "colonize": "colonize",
    "produce": "produce_trade",
    "trade": "produce_trade",
    "research": "research",
}
# Leader bonus (seed 000): Survey +2 symbols; Warfare +1 symbol, or -1 cost when attacking.
LEADER_BONUS = {"survey": 2, "warfare": 1, "colonize": 1, "produce": 1, "trade": 1, "research": 1}

TYPES = ("advanced", "fertile", "metallic")
DICE_PER_PLAYER = 6  # sourced: "Each player takes 6 dice"
DISPLAY_COSTS = (2, 3, 4, 5, 6)  # sourced: Survey slots, cheapest first
TOKENS_PER_PLAYER = 12  # reconstructed: 60 at 5 players, 12 more for the 5th (seed 000)
FIXED_TOKENS = 48  # the literal alternative: one pool of 48 for 2-4 players (60 at 5)
PLAYER_COUNTS = (2, 3, 4, 5)


@dataclass(frozen=True, slots=True)
class Tile:
    """A planet tile. A cost of None means the planet cannot be gained that way."""

    id: str
    type: str  # one of TYPES
    icon: str | None  # the role symbol it gives once face up
    colonize_cost: int | None
    warfare_cost: int | None
    influence: int  # face up: 2, or 3 with the +1 bonus
    status: str  # S for the 2013 list carried into v2.1 by assumption, R otherwise
    name: str = ""  # start planets only (provisional)
    colour: str = ""  # start planets: the border, which is the player's colour


# (type, icon of the group) in the 2013 list: three groups of tiles a type, costs rising.
_GROUPS = (
    ("advanced", ("trade", "research", None)),
    ("fertile", ("produce", "colonize", None)),
    ("metallic", ("survey", "warfare", None)),
)


def _tiles() -> tuple[Tile, ...]:
    """Per group: a Colonize-only, a Warfare-only and two "either" tiles at +1; the first
    three are the 2013 list, the fourth is reconstructed to reach 12 a type."""
    tiles = []
    for type_, icons in _GROUPS:
        for group, icon in enumerate(icons):
            base = 3 + group
            influence = 2 if icon else 3
            costs = ((base, None), (None, base), (base + 1, base + 1), (base + 1, base + 1))
            for k, (colonize, warfare) in enumerate(costs):
                number = group * 4 + k + 1
                tiles.append(
                    Tile(
                        f"{type_[0].upper()}{number:02d}",
                        type_,
                        icon,
                        colonize,
                        warfare,
                        influence,
                        R if k == 3 else S,
                    )
                )
    return tuple(tiles)


TILES = _tiles()
# Start planets (reconstructed from the base game's start planets): one per colour, dealt face
# down; each costs 2 to Settle or Attack and is worth 2 face up.
START_TILES = tuple(
    Tile(f"S{n}", type_, None, 2, 2, 2, R, name, colour)
    for n, (name, type_, colour) in enumerate(
        (
            ("Pomerene", "advanced", "blue"),
            ("Drawde", "fertile", "red"),
            ("Piedra Seca", "metallic", "green"),
            ("Mesia Sednim", "fertile", "yellow"),
            ("Chrispen", "metallic", "white"),
        ),
        start=1,
    )
)
TILE = {tile.id: tile for tile in (*TILES, *START_TILES)}


@dataclass(frozen=True, slots=True)
class Tech:
    """A space of the tech board. To take it: `cost` Research symbols and face-up planets,
    `planets` in all, of `type` (a type track) or of at least `types` different types."""

    track: str  # advanced | fertile | metallic | diverse | oversight
    level: int  # 1-5 (the Oversight Committee: 1)
    cost: int
    planets: int
    type: str | None
    types: int
    name: str  # provisional (every name but "Re-roll +1" and "Oversight Committee")
    ability: str  # what it does, read by the engine (see `engine`)
    symbols: tuple[str, ...]  # permanent role symbols it gives
    influence: int  # sourced: 1/2/3 on levels 3/4/5


TRACKS = ("advanced", "fertile", "metallic", "diverse")
OVERSIGHT = "oversight"
_INFLUENCE = (0, 0, 1, 2, 3)
_TYPE_PLANETS = (1, 1, 2, 2, 3)
_TYPE_TRACKS = {
    "advanced": (
        ("Re-roll +1", "reroll", ()),
        ("Trade Relay", "", ("trade",)),
        ("Research Institute", "", ("research",)),
        ("Weapon Emporium", "weapon_emporium", ()),
        ("Adaptability", "adaptability", ()),
    ),
    "fertile": (
        ("Re-roll +1", "reroll", ()),
        ("Agrarian Collective", "", ("produce",)),
        ("Colony Program", "", ("colonize",)),
        ("Abundance", "abundance", ()),
        ("Bureaucracy", "bureaucracy", ()),
    ),
    "metallic": (
        ("Re-roll +1", "reroll", ()),
        ("Survey Network", "", ("survey",)),
        ("Armory", "", ("warfare",)),
        ("Scorched Earth", "scorched_earth", ()),
        ("Mobilization", "mobilization", ()),
    ),
}
_DIVERSE = (
    ("Diplomacy", "diplomacy", (), 2, 2),
    ("Streamlining", "streamlining", (), 3, 3),
    ("Galactic Council", "galactic_council", (), 4, 3),
    ("Trade Network", "trade_network", (), 5, 3),
    ("Galactic Hegemony", "", ROLES, 6, 3),
)


def _board() -> dict[str, tuple[Tech, ...]]:
    board: dict[str, tuple[Tech, ...]] = {}
    for track, spaces in _TYPE_TRACKS.items():
        board[track] = tuple(
            Tech(
                track, n, n, _TYPE_PLANETS[n - 1], track, 1, name, ability, roles, _INFLUENCE[n - 1]
            )
            for n, (name, ability, roles) in enumerate(spaces, start=1)
        )
    board["diverse"] = tuple(
        Tech("diverse", n, n, planets, None, types, name, ability, roles, _INFLUENCE[n - 1])
        for n, (name, ability, roles, planets, types) in enumerate(_DIVERSE, start=1)
    )
    return board


BOARD = _board()
# The Oversight Committee (its space and one die a player sourced; cost, prerequisite and
# effect reconstructed): take a die from beside the board, once.
OVERSIGHT_TECH = Tech(OVERSIGHT, 1, 3, 2, None, 1, "Oversight Committee", "oversight", (), 0)
