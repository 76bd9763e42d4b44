"""The 2010 prototype's rules page and gallery, in English and French (`proto.rules.` keys):
this edition's own summary of seed 004, with the readings of the rules notes."""

from __future__ import annotations

RULES: dict[str, str] = {
    "proto.rules.title": "Eminent Domain as it stood in January 2010",
    "proto.rules.intro": "Seth Jaffee posted these rules on his blog on 5 January 2010, "
    "twenty months before the game was published. Playing them beside the 2011 game shows "
    "what a design keeps and what it drops on the way.",
    "proto.changes.title": "What changed from 2010 to 2011",
    "proto.changes.topic": "Topic",
    "proto.changes.y2010": "January 2010",
    "proto.changes.y2011": "Published game, 2011",
    "proto.changes.demo": "Play its demo",
    "proto.changes.reconstructed": "The 2010 side rests on a reconstructed value.",
    "proto.rules.summary": "The 2010 rules in short",
    "proto.rules.setup": "Setup: role cards in six piles on the board; one start planet each, "
    "face down; the planet deck and three technology decks (Advanced, Fertile, Metallic) "
    "shuffled. Each player's deck is 2 of each role card but Warfare; draw 5.",
    "proto.rules.turn": "A turn: you may play one card for its Action. Then you must take a "
    "role card from the board and may add cards bearing its icon. Each other player, in "
    "turn order, follows with cards bearing that icon or draws 1 card. Cleanup: your played "
    "cards go to your discard pile, you may discard 1 card, and you refill your hand to 5.",
    "proto.rules.icons": "Icons count on the cards played (the role card among them for the "
    "leader) and on your face-up planets.",
    "proto.rules.survey": "Survey: take a planet card per icon, look only at their backs "
    "(type and costs), keep 1 face down; the rest go to the bottom of the deck. A follower "
    "pays X icons for X-2 cards.",
    "proto.rules.colonize": "Colonize: turn up a surveyed planet with enough Colonize icons "
    "under it, or put every Colonize card you played under one face-down planet. A follower "
    "can only tuck.",
    "proto.rules.research": "Research: draw a card per icon from the technology deck of one "
    "of your face-up planets' types; keep 1 in your discard pile, the rest go to the bottom. "
    "A follower pays X icons for X-2 cards.",
    "proto.rules.harvest": "Harvest: produce 1 resource per icon on your face-up planets.",
    "proto.rules.trade": "Trade: per icon, return 1 resource for 1 VP disc.",
    "proto.rules.warfare": "Warfare: discard a planet's listed Armies to turn it up, or "
    "collect 1 Army per icon. A follower only collects.",
    "proto.rules.end": "The end: the game ends at the end of a turn in which a role pile or "
    "the VP supply ran out. Score the VP of your technology cards, your face-up planets and "
    "your VP discs; a tie goes to the most Armies plus resources.",
    "proto.rules.notes": "Where the 2010 text is silent, this edition chose a reading; the "
    "options of the new-game form switch to the other readings.",
    "proto.gallery.title": "The cards",
    "proto.gallery.roles": "Role cards",
    "proto.gallery.pile": "{role}: {n} in the pile",
    "proto.gallery.techs": "Technologies: {type} deck",
    "proto.gallery.planets": "Planets (the 2011 cards, Produce read as Harvest)",
    "proto.gallery.start": "Start planets",
}

RULES_FR: dict[str, str] = {
    "proto.rules.title": "Eminent Domain tel qu'il était en janvier 2010",
    "proto.rules.intro": "Seth Jaffee a publié ces règles sur son blog le 5 janvier 2010, "
    "vingt mois avant la sortie du jeu. Les jouer à côté de la version de 2011 montre ce "
    "qu'un jeu garde et ce qu'il abandonne en chemin.",
    "proto.changes.title": "Ce qui a changé de 2010 à 2011",
    "proto.changes.topic": "Sujet",
    "proto.changes.y2010": "Janvier 2010",
    "proto.changes.y2011": "Jeu publié, 2011",
    "proto.changes.demo": "Jouer sa démo",
    "proto.changes.reconstructed": "Le côté 2010 repose sur une valeur reconstituée.",
    "proto.rules.summary": "Les règles de 2010 en bref",
    "proto.rules.setup": "Mise en place : les cartes Rôle en six piles sur le plateau ; une "
    "planète de départ chacun, face cachée ; la pioche Planète et les trois paquets "
    "Technologie (Avancée, Fertile, Métallique) mélangés. Le paquet de chaque joueur compte 2 "
    "cartes de chaque rôle sauf Guerre ; piochez 5 cartes.",
    "proto.rules.turn": "Un tour : vous pouvez jouer une carte pour son Action. Puis vous "
    "devez prendre une carte Rôle sur le plateau, et pouvez ajouter des cartes portant son "
    "icône. Chaque autre joueur, dans l'ordre du tour, suit avec des cartes portant cette "
    "icône ou pioche 1 carte. Fin du tour : vos cartes jouées vont dans votre défausse, vous "
    "pouvez défausser 1 carte, puis vous complétez votre main à 5.",
    "proto.rules.icons": "Les icônes comptent sur les cartes jouées (dont la carte Rôle pour "
    "le meneur) et sur vos planètes visibles.",
    "proto.rules.survey": "Exploration : prenez une carte Planète par icône, ne regardez que "
    "leur dos (type et coûts), gardez-en 1 face cachée ; les autres vont sous la pioche. Un "
    "suiveur paie X icônes pour X-2 cartes.",
    "proto.rules.colonize": "Colonisation : retournez une planète explorée qui a assez "
    "d'icônes Colonisation dessous, ou glissez toutes les cartes Colonisation jouées sous une "
    "planète face cachée. Un suiveur ne peut que les glisser.",
    "proto.rules.research": "Recherche : piochez une carte par icône dans le paquet "
    "Technologie du type d'une de vos planètes visibles ; gardez-en 1 dans votre défausse, "
    "les autres vont sous le paquet. Un suiveur paie X icônes pour X-2 cartes.",
    "proto.rules.harvest": "Récolte : produisez 1 ressource par icône sur vos planètes visibles.",
    "proto.rules.trade": "Commerce : par icône, rendez 1 ressource contre 1 jeton PV.",
    "proto.rules.warfare": "Guerre : défaussez les Armées indiquées sur une planète pour la "
    "retourner, ou prenez 1 Armée par icône. Un suiveur ne peut que prendre des Armées.",
    "proto.rules.end": "Fin : la partie s'arrête à la fin du tour où une pile de cartes Rôle "
    "ou la réserve de PV s'est épuisée. Comptez les PV de vos technologies, de vos planètes "
    "visibles et de vos jetons PV ; en cas d'égalité, le plus d'Armées et de ressources "
    "l'emporte.",
    "proto.rules.notes": "Là où le texte de 2010 se tait, cette édition a choisi une lecture ; "
    "les options de la nouvelle partie permettent les autres.",
    "proto.gallery.title": "Les cartes",
    "proto.gallery.roles": "Cartes Rôle",
    "proto.gallery.pile": "{role} : {n} dans la pile",
    "proto.gallery.techs": "Technologies : paquet {type}",
    "proto.gallery.planets": "Planètes (les cartes de 2011, la Production devenant Récolte)",
    "proto.gallery.start": "Planètes de départ",
}
