"""Role cards and technology cards, transcribed from the reference card data.

Every physical card has an integer id, unique in the game: the 96 role cards first, then the
39 technology cards. Cards of one role kind are interchangeable, so actions name a card by its
*key*: the role kind ("survey", "produce-trade", ...) or the technology card ("T11", ...).
A technology *face* is one printed side; 6 technology cards are double-sided and permanent,
and whoever researches one chooses the face that comes into play.
"""

from dataclasses import dataclass

from eminent_domain.vocab import PlanetType, Role


@dataclass(frozen=True, slots=True)
class RoleKind:
    """A kind of role card: its key, symbols, and copies among the 96 role cards."""

    key: str
    name: str
    symbols: tuple[Role, ...]
    copies: int


# Produce/Trade carries both icons: it counts 1 for whichever of the two is being resolved.
# Politics has no symbol: it never Boosts or Follows.
ROLE_KINDS: tuple[RoleKind, ...] = (
    RoleKind("survey", "Survey", (Role.SURVEY,), 20),
    RoleKind("warfare", "Warfare", (Role.WARFARE,), 16),
    RoleKind("colonize", "Colonize", (Role.COLONIZE,), 20),
    RoleKind("produce-trade", "Produce/Trade", (Role.PRODUCE, Role.TRADE), 16),
    RoleKind("research", "Research", (Role.RESEARCH,), 20),
    RoleKind("politics", "Politics", (), 4),
)
ROLE_KIND: dict[str, RoleKind] = {kind.key: kind for kind in ROLE_KINDS}
STARTING_DECK: dict[str, int] = {
    "politics": 1,
    "warfare": 1,
    "colonize": 2,
    "research": 2,
    "survey": 2,
    "produce-trade": 2,
}

LEVEL_COST = {1: 3, 2: 5, 3: 7}  # Research symbols needed
LEVEL_INFLUENCE = {1: 0, 2: 2, 3: 5}  # printed on the card, scored at game end
# A level-N technology needs N face-up planets of its type.


@dataclass(frozen=True, slots=True)
class TechFace:
    """One printed technology face. `ability` names the rule that implements its text."""

    key: str
    name: str
    type: PlanetType
    level: int
    symbols: tuple[Role, ...]
    permanent: bool
    ability: str
    text: str

    @property
    def cost(self) -> int:
        return LEVEL_COST[self.level]

    @property
    def influence(self) -> int:
        return LEVEL_INFLUENCE[self.level]


# fmt: off
TECH_FACES: tuple[TechFace, ...] = (
    TechFace('T11', 'Improved Survey', PlanetType.ADVANCED, 1, (Role.SURVEY, Role.TRADE), False, 'improved_survey',
             'Draw 3 cards.'),
    TechFace('T12', 'Improved Survey', PlanetType.ADVANCED, 1, (Role.SURVEY, Role.RESEARCH), False, 'improved_survey',
             'Draw 3 cards.'),
    TechFace('T13', 'Improved Survey', PlanetType.FERTILE, 1, (Role.SURVEY, Role.COLONIZE), False, 'improved_survey',
             'Draw 3 cards.'),
    TechFace('T14', 'Improved Survey', PlanetType.FERTILE, 1, (Role.SURVEY, Role.PRODUCE), False, 'improved_survey',
             'Draw 3 cards.'),
    TechFace('T21', 'Improved Colonize', PlanetType.ADVANCED, 1, (Role.COLONIZE, Role.RESEARCH), False, 'improved_colonize',
             'Settle 1 Planet (optional). Then Settle another Planet OR +1 Colony.'),
    TechFace('T22', 'Improved Colonize', PlanetType.ADVANCED, 1, (Role.COLONIZE, Role.TRADE), False, 'improved_colonize',
             'Settle 1 Planet (optional). Then Settle another Planet OR +1 Colony.'),
    TechFace('T23', 'Improved Colonize', PlanetType.METALLIC, 1, (Role.COLONIZE, Role.SURVEY), False, 'improved_colonize',
             'Settle 1 Planet (optional). Then Settle another Planet OR +1 Colony.'),
    TechFace('T24', 'Improved Colonize', PlanetType.METALLIC, 1, (Role.COLONIZE, Role.WARFARE), False, 'improved_colonize',
             'Settle 1 Planet (optional). Then Settle another Planet OR +1 Colony.'),
    TechFace('T31', 'Improved Warfare', PlanetType.ADVANCED, 1, (Role.WARFARE, Role.RESEARCH), False, 'improved_warfare',
             'Collect 2 Fighters OR Attack 1 Planet.'),
    TechFace('T32', 'Improved Warfare', PlanetType.ADVANCED, 1, (Role.WARFARE, Role.TRADE), False, 'improved_warfare',
             'Collect 2 Fighters OR Attack 1 Planet.'),
    TechFace('T33', 'Improved Warfare', PlanetType.FERTILE, 1, (Role.WARFARE, Role.COLONIZE), False, 'improved_warfare',
             'Collect 2 Fighters OR Attack 1 Planet.'),
    TechFace('T34', 'Improved Warfare', PlanetType.FERTILE, 1, (Role.WARFARE, Role.PRODUCE), False, 'improved_warfare',
             'Collect 2 Fighters OR Attack 1 Planet.'),
    TechFace('T41', 'Improved Production', PlanetType.ADVANCED, 1, (Role.PRODUCE, Role.RESEARCH), False, 'improved_production',
             'Produce 2 Resources.'),
    TechFace('T42', 'Improved Production', PlanetType.ADVANCED, 1, (Role.PRODUCE, Role.TRADE), False, 'improved_production',
             'Produce 2 Resources.'),
    TechFace('T43', 'Improved Production', PlanetType.METALLIC, 1, (Role.PRODUCE, Role.SURVEY), False, 'improved_production',
             'Produce 2 Resources.'),
    TechFace('T44', 'Improved Production', PlanetType.METALLIC, 1, (Role.PRODUCE, Role.WARFARE), False, 'improved_production',
             'Produce 2 Resources.'),
    TechFace('T51', 'Improved Trade', PlanetType.FERTILE, 1, (Role.TRADE, Role.PRODUCE), False, 'improved_trade',
             'Collect 1 Influence from the supply.'),
    TechFace('T52', 'Improved Trade', PlanetType.FERTILE, 1, (Role.TRADE, Role.COLONIZE), False, 'improved_trade',
             'Collect 1 Influence from the supply.'),
    TechFace('T53', 'Improved Trade', PlanetType.METALLIC, 1, (Role.TRADE, Role.SURVEY), False, 'improved_trade',
             'Collect 1 Influence from the supply.'),
    TechFace('T54', 'Improved Trade', PlanetType.METALLIC, 1, (Role.TRADE, Role.WARFARE), False, 'improved_trade',
             'Collect 1 Influence from the supply.'),
    TechFace('T61', 'Improved Research', PlanetType.FERTILE, 1, (Role.RESEARCH, Role.PRODUCE), False, 'improved_research',
             'Draw 1 card. Remove up to 3 cards in hand from the game.'),
    TechFace('T62', 'Improved Research', PlanetType.FERTILE, 1, (Role.RESEARCH, Role.COLONIZE), False, 'improved_research',
             'Draw 1 card. Remove up to 3 cards in hand from the game.'),
    TechFace('T63', 'Improved Research', PlanetType.METALLIC, 1, (Role.RESEARCH, Role.SURVEY), False, 'improved_research',
             'Draw 1 card. Remove up to 3 cards in hand from the game.'),
    TechFace('T64', 'Improved Research', PlanetType.METALLIC, 1, (Role.RESEARCH, Role.WARFARE), False, 'improved_research',
             'Draw 1 card. Remove up to 3 cards in hand from the game.'),
    TechFace('T71', 'Diverse Markets', PlanetType.ADVANCED, 2, (Role.RESEARCH, Role.TRADE), False, 'diverse_markets',
             '+1 Influence for each TYPE of Resource you trade this turn.'),
    TechFace('T72', 'Data Network', PlanetType.ADVANCED, 2, (Role.RESEARCH, Role.RESEARCH), False, 'data_network',
             'Draw 2 cards. Remove any number of cards in hand from the game.'),
    TechFace('T73', 'Specialization', PlanetType.ADVANCED, 2, (Role.TRADE, Role.TRADE), False, 'specialization',
             'Choose 1 Resource TYPE. +1 Influence for each Resource of that TYPE you trade this turn.'),
    TechFace('T74', 'Weapon Emporium', PlanetType.ADVANCED, 2, (), True, 'weapon_emporium',
             'You may trade Fighters as if they were Resources.'),
    TechFace('T75', 'Streamlining', PlanetType.ADVANCED, 2, (), True, 'streamlining',
             'You may remove 1 card in hand from the game each turn.'),
    TechFace('T76', 'Adaptability', PlanetType.ADVANCED, 3, (), True, 'adaptability',
             'Your standard Research Role cards gain all symbols; they can be used to Boost or Follow any role.'),
    TechFace('T77', 'Hyperefficiency', PlanetType.ADVANCED, 3, (), True, 'hyperefficiency',
             'You may remove any number of cards in hand from the game each turn.'),
    TechFace('T81', 'Mobilization', PlanetType.METALLIC, 2, (Role.SURVEY, Role.WARFARE), False, 'mobilization',
             'Collect 2 Fighters. You may Attack 1 Planet after your Role phase this turn.'),
    TechFace('T82', 'Survey Team', PlanetType.METALLIC, 2, (Role.SURVEY, Role.SURVEY), False, 'survey_team',
             'Take the top card of the Planet deck and put it into your Empire face down.'),
    TechFace('T83', 'War Path', PlanetType.METALLIC, 2, (Role.WARFARE, Role.WARFARE), False, 'war_path',
             'Attack up to 2 Planets.'),
    TechFace('T84', 'Imperialism', PlanetType.METALLIC, 2, (Role.SURVEY, Role.TRADE, Role.WARFARE), True, 'imperialism',
             'No text: provides 1 Survey, 1 Trade, 1 Warfare symbol while in your Empire.'),
    TechFace('T85', 'Scorched Earth Policy', PlanetType.METALLIC, 2, (), True, 'scorched_earth_policy',
             '-2 to your Warfare costs. When you Attack a Planet, leave a Fighter on it; that Planet cannot store Resources.'),
    TechFace('T86', 'Logistics', PlanetType.METALLIC, 3, (), True, 'logistics',
             'Play the Action and Role phases of your turn in any order.'),
    TechFace('T87', 'Productivity', PlanetType.METALLIC, 3, (), True, 'productivity',
             'You may play an additional card for its Action effect during your Action phase.'),
    TechFace('T91', 'Artificial Intelligence', PlanetType.FERTILE, 2, (Role.COLONIZE, Role.PRODUCE), False, 'artificial_intelligence',
             'Take any 2 Role cards from the stacks into your hand.'),
    TechFace('T92', 'Genetic Engineering', PlanetType.FERTILE, 2, (Role.PRODUCE, Role.PRODUCE), False, 'genetic_engineering',
             '+1 Influence for each TYPE of Resource you produce this turn.'),
    TechFace('T93', 'Terraforming', PlanetType.FERTILE, 2, (Role.COLONIZE, Role.COLONIZE), False, 'terraforming',
             'Add this card to a Planet as 2 Colonies. If that fulfills the printed Colonize cost, Settle that Planet. Card note: ignore Colonize discounts in your Empire.'),
    TechFace('T94', 'Fertile Ground', PlanetType.FERTILE, 2, (Role.COLONIZE, Role.PRODUCE, Role.RESEARCH), True, 'fertile_ground',
             'No text: provides 1 Colonize, 1 Produce, 1 Research symbol while in your Empire.'),
    TechFace('T95', 'Abundance', PlanetType.FERTILE, 2, (), True, 'abundance',
             'Planets you Settle or Attack come into play with Resource slots full.'),
    TechFace('T96', 'Dissension', PlanetType.FERTILE, 3, (), True, 'dissension',
             'Draw 1 additional card when Dissenting.'),
    TechFace('T97', 'Bureaucracy', PlanetType.FERTILE, 3, (), True, 'bureaucracy',
             'You may use the Leader Bonus when Following the Colonize and Warfare Roles.'),
)
# fmt: on
TECH_FACE: dict[str, TechFace] = {face.key: face for face in TECH_FACES}
# A double-sided card is named by its first face; its second face is the next key.
DOUBLE_SIDED: dict[str, tuple[str, str]] = {
    "T74": ("T74", "T75"),
    "T76": ("T76", "T77"),
    "T84": ("T84", "T85"),
    "T86": ("T86", "T87"),
    "T94": ("T94", "T95"),
    "T96": ("T96", "T97"),
}
SECOND_FACES = frozenset(second for _, second in DOUBLE_SIDED.values())
TECH_CARD_KEYS: tuple[str, ...] = tuple(f.key for f in TECH_FACES if f.key not in SECOND_FACES)


CARD_OF_FACE: dict[str, str] = {
    face.key: next(k for k in TECH_CARD_KEYS if face.key in DOUBLE_SIDED.get(k, (k,)))
    for face in TECH_FACES
}


def tech_card_faces(card_key: str) -> tuple[str, ...]:
    """The faces of a technology card: one, or two for a double-sided permanent card."""
    return DOUBLE_SIDED.get(card_key, (card_key,))


# Card ids: role cards 0..95 by kind in ROLE_KINDS order, then technology cards 96..134.
CARD_KEYS: tuple[str, ...] = tuple(
    [kind.key for kind in ROLE_KINDS for _ in range(kind.copies)] + list(TECH_CARD_KEYS)
)
ROLE_CARD_COUNT = sum(kind.copies for kind in ROLE_KINDS)
FIRST_TECH_ID = ROLE_CARD_COUNT
CARD_ID_OF_TECH: dict[str, int] = {key: FIRST_TECH_ID + i for i, key in enumerate(TECH_CARD_KEYS)}
