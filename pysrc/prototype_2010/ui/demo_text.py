"""The captions of the 2010 prototype's rules demos (`prototype_2010.demo_data`), in English
and French: one per position, each saying what the step shows of the 2010 rules."""

from __future__ import annotations

DEMO_TEXT: dict[str, str] = {
    "proto.demo.survey-by-backs.title": "2010: Survey by backs",
    "proto.demo.survey-by-backs.0": "Bob's turn. In 2010, Survey takes a planet card per icon, "
    "and you choose among them by their backs alone.",
    "proto.demo.survey-by-backs.1": "Bob takes a Survey card from the board: one icon.",
    "proto.demo.survey-by-backs.2": "He adds a Survey card from his hand: two icons.",
    "proto.demo.survey-by-backs.3": "Two planet cards are drawn. Everyone, Bob included, sees "
    "only their backs: the type, the Colonize cost and the Army cost.",
    "proto.demo.survey-by-backs.4": "He keeps the Advanced planet that needs 3 Colonize icons. "
    "It lies face down in his Empire, and only he may look at its face now. The other card "
    "goes to the bottom of the deck.",
    "proto.demo.survey-by-backs.5": "Ann follows. A follower pays X icons to take X-2 cards.",
    "proto.demo.survey-by-backs.6": "She adds a Survey card: one icon (a follower has no role "
    "card).",
    "proto.demo.survey-by-backs.7": "Two icons.",
    "proto.demo.survey-by-backs.8": "Three icons.",
    "proto.demo.survey-by-backs.9": "Four icons.",
    "proto.demo.survey-by-backs.10": "Four icons buy two cards, again seen by their backs only.",
    "proto.demo.survey-by-backs.11": "She keeps the Fertile planet. Its face stays hidden from "
    "Bob until it turns up.",
    "proto.demo.survey-by-backs.12": "Bob refills his hand. In the 2011 game you see the faces "
    "of the planets you survey before keeping one.",
    "proto.demo.harvest.title": "2010: Harvest",
    "proto.demo.harvest.0": "Ann's turn. In 2010, the role that fills planets with resources "
    "is called Harvest, and it has its own role cards.",
    "proto.demo.harvest.1": "She takes a Harvest card from the board: one icon.",
    "proto.demo.harvest.2": "She adds a Harvest card: two icons.",
    "proto.demo.harvest.3": "And another: three icons.",
    "proto.demo.harvest.4": "Each icon produces 1 resource in an empty slot of a face-up planet.",
    "proto.demo.harvest.5": "Water on Mesia Sednim.",
    "proto.demo.harvest.6": "Food on Mik-Mik. Her third icon is lost: no empty slot is left.",
    "proto.demo.harvest.7": "Bob follows with his own Harvest cards.",
    "proto.demo.harvest.8": "One icon.",
    "proto.demo.harvest.9": "Two icons.",
    "proto.demo.harvest.10": "He produces on his face-up planets too.",
    "proto.demo.harvest.11": "Silicon on Pomerene, his only empty slot: his second icon is lost.",
    "proto.demo.harvest.12": "The resources wait for the Trade role, 1 VP each. In 2011, "
    "Produce and Trade share one role card.",
    "proto.demo.armies.title": "2010: Armies",
    "proto.demo.armies.0": "Ann's turn. She has 4 Armies from earlier Warfare roles.",
    "proto.demo.armies.1": "She takes a Warfare card from the board.",
    "proto.demo.armies.2": "As the leader she may collect 1 Army per Warfare icon, or discard "
    "the Armies listed on a surveyed planet's back to turn it up.",
    "proto.demo.armies.3": "She discards 4 Armies and turns up 8910 Spielen. The Armies go "
    "back to the supply of 30.",
    "proto.demo.armies.4": "Bob draws a card instead of following: a follower could only "
    "collect Armies.",
    "proto.demo.armies.5": "In 2011 the same role collects Fighters, or attacks with them.",
    "proto.demo.tech-decks.title": "2010: technology decks",
    "proto.demo.tech-decks.0": "Bob's turn. In 2010 each planet type has its own technology "
    "deck, and you draw from the deck of a type you have face up.",
    "proto.demo.tech-decks.1": "He takes a Research card from the board: one icon.",
    "proto.demo.tech-decks.2": "Two icons.",
    "proto.demo.tech-decks.3": "Three icons.",
    "proto.demo.tech-decks.4": "He chooses a deck among his face-up planets' types.",
    "proto.demo.tech-decks.5": "He draws 3 cards from the Advanced deck. Only he sees them.",
    "proto.demo.tech-decks.6": "He keeps one in his discard pile, so it joins his deck. The "
    "other two go to the bottom of the Advanced deck.",
    "proto.demo.tech-decks.7": "Ann draws a card instead. A follower would pay X icons to look "
    "at X-2 cards.",
    "proto.demo.tech-decks.8": "In 2011 you take a technology from a shared supply, paid with "
    "Research symbols, if your planets allow it.",
}

DEMO_TEXT_FR: dict[str, str] = {
    "proto.demo.survey-by-backs.title": "2010 : l'Exploration par le dos des cartes",
    "proto.demo.survey-by-backs.0": "Au tour de Bob. En 2010, l'Exploration prend une carte "
    "Planète par icône, et l'on choisit d'après leur dos seulement.",
    "proto.demo.survey-by-backs.1": "Bob prend une carte Exploration sur le plateau : une icône.",
    "proto.demo.survey-by-backs.2": "Il ajoute une carte Exploration de sa main : deux icônes.",
    "proto.demo.survey-by-backs.3": "Deux cartes Planète sont piochées. Tout le monde, Bob "
    "compris, ne voit que leur dos : le type, le coût en Colonisation et le coût en Armées.",
    "proto.demo.survey-by-backs.4": "Il garde la planète Avancée qui demande 3 icônes "
    "Colonisation. Elle est face cachée dans son Empire, et lui seul peut désormais regarder "
    "sa face. L'autre carte va sous la pioche.",
    "proto.demo.survey-by-backs.5": "Ann suit. Un suiveur paie X icônes pour prendre X-2 cartes.",
    "proto.demo.survey-by-backs.6": "Elle ajoute une carte Exploration : une icône (un suiveur "
    "n'a pas de carte Rôle).",
    "proto.demo.survey-by-backs.7": "Deux icônes.",
    "proto.demo.survey-by-backs.8": "Trois icônes.",
    "proto.demo.survey-by-backs.9": "Quatre icônes.",
    "proto.demo.survey-by-backs.10": "Quatre icônes donnent deux cartes, vues elles aussi par "
    "leur dos seulement.",
    "proto.demo.survey-by-backs.11": "Elle garde la planète Fertile. Sa face reste cachée à "
    "Bob jusqu'à ce qu'elle soit retournée.",
    "proto.demo.survey-by-backs.12": "Bob complète sa main. Dans le jeu de 2011, on voit la "
    "face des planètes explorées avant d'en garder une.",
    "proto.demo.harvest.title": "2010 : la Récolte",
    "proto.demo.harvest.0": "Au tour d'Ann. En 2010, le rôle qui remplit les planètes de "
    "ressources s'appelle Récolte, et il a ses propres cartes Rôle.",
    "proto.demo.harvest.1": "Elle prend une carte Récolte sur le plateau : une icône.",
    "proto.demo.harvest.2": "Elle ajoute une carte Récolte : deux icônes.",
    "proto.demo.harvest.3": "Et une autre : trois icônes.",
    "proto.demo.harvest.4": "Chaque icône produit 1 ressource sur un emplacement vide d'une "
    "planète visible.",
    "proto.demo.harvest.5": "De l'Eau sur Mesia Sednim.",
    "proto.demo.harvest.6": "De la Nourriture sur Mik-Mik. Sa troisième icône est perdue : il "
    "ne reste aucun emplacement vide.",
    "proto.demo.harvest.7": "Bob suit avec ses propres cartes Récolte.",
    "proto.demo.harvest.8": "Une icône.",
    "proto.demo.harvest.9": "Deux icônes.",
    "proto.demo.harvest.10": "Il produit lui aussi sur ses planètes visibles.",
    "proto.demo.harvest.11": "Du Silicium sur Pomerene, son seul emplacement vide : sa "
    "seconde icône est perdue.",
    "proto.demo.harvest.12": "Les ressources attendent le rôle Commerce, 1 PV chacune. En "
    "2011, Production et Commerce partagent une même carte Rôle.",
    "proto.demo.armies.title": "2010 : les Armées",
    "proto.demo.armies.0": "Au tour d'Ann. Elle a 4 Armées, gagnées lors de rôles Guerre "
    "précédents.",
    "proto.demo.armies.1": "Elle prend une carte Guerre sur le plateau.",
    "proto.demo.armies.2": "En tant que meneuse, elle peut prendre 1 Armée par icône Guerre, "
    "ou défausser les Armées indiquées au dos d'une planète explorée pour la retourner.",
    "proto.demo.armies.3": "Elle défausse 4 Armées et retourne 8910 Spielen. Les Armées "
    "retournent dans la réserve de 30.",
    "proto.demo.armies.4": "Bob pioche une carte au lieu de suivre : un suiveur ne pourrait "
    "que prendre des Armées.",
    "proto.demo.armies.5": "En 2011, le même rôle prend des chasseurs, ou attaque avec eux.",
    "proto.demo.tech-decks.title": "2010 : les paquets Technologie",
    "proto.demo.tech-decks.0": "Au tour de Bob. En 2010, chaque type de planète a son propre "
    "paquet Technologie, et l'on pioche dans le paquet d'un type que l'on a face visible.",
    "proto.demo.tech-decks.1": "Il prend une carte Recherche sur le plateau : une icône.",
    "proto.demo.tech-decks.2": "Deux icônes.",
    "proto.demo.tech-decks.3": "Trois icônes.",
    "proto.demo.tech-decks.4": "Il choisit un paquet parmi les types de ses planètes visibles.",
    "proto.demo.tech-decks.5": "Il pioche 3 cartes dans le paquet Avancée. Lui seul les voit.",
    "proto.demo.tech-decks.6": "Il en garde une dans sa défausse : elle rejoindra sa pioche. "
    "Les deux autres vont sous le paquet Avancée.",
    "proto.demo.tech-decks.7": "Ann pioche une carte à la place. Un suiveur paierait X icônes "
    "pour regarder X-2 cartes.",
    "proto.demo.tech-decks.8": "En 2011, on prend une technologie dans une réserve commune, "
    "payée en symboles Recherche, si ses planètes le permettent.",
}
