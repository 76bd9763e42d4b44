"""The rules of Chaos Theory in this project's own words (no sentence of any rulebook), in
English and French, with the readings this edition chose and the set-up options. The
sections' order is `rules_page.SECTIONS`; the readings follow docs/rules-notes-chaos-theory.md.
"""

from __future__ import annotations

from tabletop.text import typeset

RULES: dict[str, str] = {
    "chaos.rules.title": "Chaos Theory — how to play",
    "chaos.rules.goal": "The goal",
    "chaos.rules.goal.1": "Two to five players grow an Empire of planets with role dice. The "
    "most Influence at the end wins: face-up planets, traded tokens and advanced technologies "
    "bring it.",
    "chaos.rules.components": "What is on the table",
    "chaos.rules.components.1": "Each player has six role dice. A die's faces are Survey, "
    "Warfare, Colonize, Research, Produce/Trade (one face for both roles) and Politics. A die "
    "is active, ready to use, or in its owner's Used pile, out of play until it is rolled back.",
    "chaos.rules.components.2": "A bag holds 36 planet tiles, 12 of each type: Advanced, "
    "Fertile and Metallic. A tile shows the Colonize and Warfare costs of turning it face up "
    "(some can be taken one way only), the role symbol it gives once face up, and its "
    "Influence: 2, or 3 for the tiles with a bonus.",
    "chaos.rules.components.3": "One shared supply of tokens serves as Fighters, resources "
    "and traded Influence. The tech board has four tracks of five spaces (Advanced, Fertile, "
    "Metallic, Diverse) and the Oversight Committee.",
    "chaos.rules.setup": "Set-up",
    "chaos.rules.setup.1": "Each player takes a start planet, face down, and rolls their six "
    "dice. Five tiles drawn from the bag fill the Survey display, whose slots cost 2, 3, 4, 5 "
    "and 6 Survey symbols. A start player is drawn at random.",
    "chaos.rules.turn": "A turn",
    "chaos.rules.turn.1": "The player whose turn it is leads: they choose one of the six "
    "roles, then boost it with as many of their active dice showing its symbol as they wish. "
    "Boosting dice go to the Used pile.",
    "chaos.rules.turn.2": "The leader resolves the role with one symbol per die boosted, one "
    "per matching symbol on their face-up planets and technologies, and the leader bonus: "
    "+2 for Survey, +1 for the other roles (for Warfare, +1 Fighter when collecting or one "
    "Fighter less when attacking).",
    "chaos.rules.turn.3": "Then each opponent, in turn order, follows or dissents. To follow "
    "is to boost and resolve the same role with their own dice, without the leader bonus. To "
    "dissent is to re-roll any number of their active dice that show one face, or none.",
    "chaos.rules.turn.4": "When everyone has answered, the leader's Used dice are rolled back "
    "and become active again, and the next player in turn order leads.",
    "chaos.rules.roles": "The roles",
    "chaos.rules.roles.survey": "Survey: take one tile from a display slot whose cost your "
    "symbols reach; it joins your Empire face down. Tiles in dearer slots slide down. After "
    "the last player has answered, the display is refilled from the bag.",
    "chaos.rules.roles.warfare": "Warfare: collect one Fighter per symbol, or attack one of "
    "your face-down planets by paying its Warfare cost in Fighters; it turns face up.",
    "chaos.rules.roles.colonize": "Colonize: turn face up one of your face-down planets whose "
    "Colonize cost your symbols reach. Symbols never carry over to a later role.",
    "chaos.rules.roles.produce": "Produce: make one resource per symbol, as long as your "
    "planets have room (one resource a planet).",
    "chaos.rules.roles.trade": "Trade: move one resource per symbol to your score pile, where "
    "each is 1 Influence.",
    "chaos.rules.roles.research": "Research: move one of your markers one space along a track, "
    "paying its Research cost and showing the face-up planets it asks for.",
    "chaos.rules.politics": "Politics",
    "chaos.rules.politics.1": "When you boost, follow or dissent, you may move an active "
    "Politics die to your Used pile to turn another active die to any face. (Option: a "
    "Politics die boosts any role instead.)",
    "chaos.rules.techs": "Technologies",
    "chaos.rules.techs.1": "A space of the board costs as many Research symbols as its level. "
    "The tracks of a planet type ask for face-up planets of that type; the Diverse track asks "
    "for planets of different types. A marker keeps every space it has passed: level 1 of "
    "each type track is Re-roll +1 (one more die when dissenting), levels 2 and 3 give "
    "permanent symbols, levels 3, 4 and 5 are worth 1, 2 and 3 Influence.",
    "chaos.rules.techs.2": "The Oversight Committee costs 3 Research and two face-up planets: "
    "it gives a seventh die, once.",
    "chaos.rules.end": "The end",
    "chaos.rules.end.1": "The end comes when the last token of the supply is taken, or when "
    "the display cannot be refilled. The role in progress is finished, then the game stops.",
    "chaos.rules.end.2": "Influence: 2 per face-up planet (3 with a bonus), 1 per traded token, "
    "and the technologies. A tie goes to the most Fighters and resources together; if still "
    "tied, the victory is shared.",
    "chaos.rules.options": "Set-up options",
    "chaos.rules.options.intro": "The designer's text leaves these points open. Each is an "
    "option of the new-game form; the first value is the reading this edition recommends.",
    "chaos.rules.readings": "Readings of this edition",
    "chaos.rules.readings.intro": "Where the sources are silent, this edition reads the rules "
    "as follows; the tiles past the first three of each group, the start planets, the tech "
    "board and the number of tokens below five players are reconstructed.",
    "chaos.rules.reading.1": "Boosting is one die at a time; the Produce/Trade face boosts "
    "both roles.",
    "chaos.rules.reading.2": "A dissent re-rolls active dice of one face; each Re-roll +1 adds "
    "a die, active or from the Used pile, and every re-rolled die ends up active.",
    "chaos.rules.reading.3": "A choice with a single option (only passing) is taken by itself.",
    "chaos.rules.reading.4": "Each player takes at most one tile per Survey; the display is "
    "refilled once, after the last follower.",
    "chaos.rules.reading.5": "Paid Fighters go back to the supply; an attack costs at least 1.",
    "chaos.rules.reading.6": "Produce is not a choice: as many resources as there is room and "
    "supply for.",
    "chaos.rules.reading.7": "Research moves one marker one space per role.",
    "chaos.rules.reading.8": "As a safety, a game stops after forty rounds.",
    "chaos.gallery.title": "Gallery: dice, tiles and the tech board",
    "chaos.gallery.faces": "The six faces of a role die",
    "chaos.gallery.bag": "Planet tiles in the bag ({n})",
    "chaos.gallery.starts": "Start planets ({n})",
    "chaos.gallery.board": "The tech board ({n} spaces)",
    "chaos.gallery.constants": "The numbers of the rules",
    "chaos.gallery.dice": "Role dice per player: {n}",
    "chaos.gallery.costs": "Survey costs of the display's slots: {n}",
    "chaos.gallery.tokens": "Tokens in the supply per player: {n}",
}

_RULES_FR_TEXT: dict[str, str] = {
    "chaos.rules.title": "Chaos Theory — comment jouer",
    "chaos.rules.goal": "Le but",
    "chaos.rules.goal.1": "De deux à cinq joueurs bâtissent un Empire de planètes à l'aide de "
    "dés de rôle. Le plus d'Influence à la fin l'emporte : planètes face visible, jetons "
    "échangés et technologies avancées en rapportent.",
    "chaos.rules.components": "Ce qui est sur la table",
    "chaos.rules.components.1": "Chaque joueur a six dés de rôle. Les faces d'un dé sont "
    "Exploration, Guerre, Colonisation, Recherche, Production/Commerce (une face pour les deux "
    "rôles) et Politique. Un dé est actif, prêt à servir, ou dans la pile des dés utilisés de "
    "son propriétaire, hors jeu jusqu'à ce qu'il soit relancé.",
    "chaos.rules.components.2": "Un sac contient 36 tuiles planète, 12 de chaque type : "
    "avancée, fertile et métallique. Une tuile indique ses coûts de Colonisation et de Guerre "
    "pour être retournée (certaines ne se prennent que d'une façon), le symbole de rôle "
    "qu'elle donne une fois visible, et son Influence : 2, ou 3 pour les tuiles à bonus.",
    "chaos.rules.components.3": "Une réserve commune de jetons sert de chasseurs, de "
    "ressources et d'Influence échangée. Le plateau des technologies a quatre pistes de cinq "
    "cases (Avancée, Fertile, Métallique, Diversité) et le Comité de surveillance.",
    "chaos.rules.setup": "Mise en place",
    "chaos.rules.setup.1": "Chaque joueur prend une planète de départ, face cachée, et lance "
    "ses six dés. Cinq tuiles tirées du sac garnissent les planètes à explorer, dont les "
    "cases coûtent 2, 3, 4, 5 et 6 symboles Exploration. Le premier joueur est tiré au sort.",
    "chaos.rules.turn": "Un tour",
    "chaos.rules.turn.1": "Le joueur dont c'est le tour mène : il choisit l'un des six rôles, "
    "puis le renforce avec autant de ses dés actifs montrant son symbole qu'il le souhaite. "
    "Les dés engagés vont dans la pile des dés utilisés.",
    "chaos.rules.turn.2": "Le meneur résout le rôle avec un symbole par dé engagé, un par "
    "symbole correspondant sur ses planètes visibles et ses technologies, et le bonus du "
    "meneur : +2 pour l'Exploration, +1 pour les autres rôles (pour la Guerre, +1 chasseur en "
    "rassemblant ou un chasseur de moins en attaquant).",
    "chaos.rules.turn.3": "Puis chaque adversaire, dans l'ordre du tour, suit ou conteste. "
    "Suivre, c'est renforcer et résoudre le même rôle avec ses propres dés, sans le bonus du "
    "meneur. Contester, c'est relancer autant de ses dés actifs d'une même face qu'on veut, "
    "ou aucun.",
    "chaos.rules.turn.4": "Quand tout le monde a répondu, les dés utilisés du meneur sont "
    "relancés et redeviennent actifs, et le joueur suivant dans l'ordre du tour mène.",
    "chaos.rules.roles": "Les rôles",
    "chaos.rules.roles.survey": "Exploration : prenez une tuile d'une case dont vos symboles "
    "atteignent le coût ; elle rejoint votre Empire face cachée. Les tuiles des cases plus "
    "chères glissent. Quand le dernier joueur a répondu, les cases sont complétées depuis le "
    "sac.",
    "chaos.rules.roles.warfare": "Guerre : rassemblez un chasseur par symbole, ou attaquez "
    "l'une de vos planètes face cachée en payant son coût de Guerre en chasseurs ; elle est "
    "retournée.",
    "chaos.rules.roles.colonize": "Colonisation : retournez l'une de vos planètes face cachée "
    "dont vos symboles atteignent le coût de Colonisation. Les symboles ne se gardent jamais "
    "pour un rôle suivant.",
    "chaos.rules.roles.produce": "Production : produisez une ressource par symbole, tant que "
    "vos planètes ont de la place (une ressource par planète).",
    "chaos.rules.roles.trade": "Commerce : placez une ressource par symbole dans votre pile "
    "de score, où chacune vaut 1 Influence.",
    "chaos.rules.roles.research": "Recherche : avancez l'un de vos marqueurs d'une case sur une "
    "piste, en payant son coût en Recherche et en montrant les planètes visibles qu'elle exige.",
    "chaos.rules.politics": "Politique",
    "chaos.rules.politics.1": "Quand vous renforcez, suivez ou contestez, vous pouvez placer un "
    "dé Politique actif dans vos dés utilisés pour tourner un autre dé actif sur la face de "
    "votre choix. (Option : un dé Politique renforce plutôt n'importe quel rôle.)",
    "chaos.rules.techs": "Technologies",
    "chaos.rules.techs.1": "Une case du plateau coûte autant de symboles Recherche que son "
    "niveau. Les pistes d'un type de planète exigent des planètes visibles de ce type ; la "
    "piste Diversité exige des planètes de types différents. Un marqueur garde chaque case "
    "franchie : le niveau 1 de chaque piste de type est Relance +1 (un dé de plus en "
    "contestant), les niveaux 2 et 3 donnent des symboles permanents, les niveaux 3, 4 et 5 "
    "valent 1, 2 et 3 Influence.",
    "chaos.rules.techs.2": "Le Comité de surveillance coûte 3 Recherche et deux planètes "
    "visibles : il donne un septième dé, une seule fois.",
    "chaos.rules.end": "La fin",
    "chaos.rules.end.1": "La fin arrive quand le dernier jeton de la réserve est pris, ou "
    "quand les cases ne peuvent plus être complétées. Le rôle en cours est achevé, puis la "
    "partie s'arrête.",
    "chaos.rules.end.2": "Influence : 2 par planète visible (3 avec un bonus), 1 par jeton "
    "échangé, et les technologies. En cas d'égalité, le plus de chasseurs et de ressources "
    "réunis l'emporte ; sinon la victoire est partagée.",
    "chaos.rules.options": "Options de mise en place",
    "chaos.rules.options.intro": "Le texte de l'auteur laisse ces points ouverts. Chacun est "
    "une option du formulaire de nouvelle partie ; la première valeur est la lecture que "
    "cette édition recommande.",
    "chaos.rules.readings": "Lectures de cette édition",
    "chaos.rules.readings.intro": "Là où les sources se taisent, cette édition lit les règles "
    "ainsi ; les tuiles au-delà des trois premières de chaque groupe, les planètes de départ, "
    "le plateau des technologies et le nombre de jetons sous cinq joueurs sont reconstitués.",
    "chaos.rules.reading.1": "On renforce un dé à la fois ; la face Production/Commerce "
    "renforce les deux rôles.",
    "chaos.rules.reading.2": "Contester relance des dés actifs d'une même face ; chaque "
    "Relance +1 ajoute un dé, actif ou de la pile des dés utilisés, et tout dé relancé "
    "redevient actif.",
    "chaos.rules.reading.3": "Un choix sans alternative (seulement passer) se fait tout seul.",
    "chaos.rules.reading.4": "Chaque joueur prend au plus une tuile par Exploration ; les "
    "cases sont complétées une fois, après le dernier suiveur.",
    "chaos.rules.reading.5": "Les chasseurs payés retournent à la réserve ; une attaque coûte "
    "au moins 1.",
    "chaos.rules.reading.6": "La Production n'est pas un choix : autant de ressources que la "
    "place et la réserve le permettent.",
    "chaos.rules.reading.7": "La Recherche avance un marqueur d'une case par rôle.",
    "chaos.rules.reading.8": "Par sécurité, une partie s'arrête après quarante manches.",
    "chaos.gallery.title": "Galerie : dés, tuiles et plateau des technologies",
    "chaos.gallery.faces": "Les six faces d'un dé de rôle",
    "chaos.gallery.bag": "Tuiles planète du sac ({n})",
    "chaos.gallery.starts": "Planètes de départ ({n})",
    "chaos.gallery.board": "Le plateau des technologies ({n} cases)",
    "chaos.gallery.constants": "Les nombres des règles",
    "chaos.gallery.dice": "Dés de rôle par joueur : {n}",
    "chaos.gallery.costs": "Coûts en Exploration des cases : {n}",
    "chaos.gallery.tokens": "Jetons dans la réserve par joueur : {n}",
}

RULES_FR: dict[str, str] = {key: typeset("fr", text) for key, text in _RULES_FR_TEXT.items()}
