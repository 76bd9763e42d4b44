"""The tutorial's lessons (`prototype_2010.tutorial`), in English (`EN`) and French (`FR`).

Each lesson `proto.lesson.<name>` says what the table asks in the words of the rules of
5 January 2010 (seed 004: Player Turns, Game end, The Actions); `.other` says why another
legal choice is fine too (`{choice}` is its button's label). `proto.lesson.end` is the last
word: how the game ends and is scored. `text.py` registers both tables with the game's
catalogue.
"""

from __future__ import annotations

EN: dict[str, str] = {
    "proto.lesson.dissent": "Another player selected a Role. Each other player may follow "
    "it, playing cards of its icon, or dissent: draw 1 card instead.",
    "proto.lesson.dissent.other": "{choice}: following is legal too, for the Role's FOLLOW effect.",
    "proto.lesson.lead_survey": "Select Role: take a Role card from the board and lay it face "
    "up in front of you. Select Survey (the pointed pile or button).",
    "proto.lesson.lead_survey.other": "{choice}: a fine Role too. Survey will be pointed at again.",
    "proto.lesson.boost": "Boost: add cards bearing the same icon as the Role selected; each "
    "icon counts, the Role card's included.",
    "proto.lesson.boost.other": "{choice}: legal; fewer icons make a smaller action.",
    "proto.lesson.keep": "Survey: for each Survey icon played, take a card off the top of the "
    "Planet deck. Looking ONLY at the BACKS of the cards, choose one to place face down in "
    "front of you.",
    "proto.lesson.keep.other": "{choice}: any planet looked at may be kept.",
    "proto.lesson.cleanup": "Cleanup: the cards you played go to your discard pile. You may "
    "discard 1 card from your hand, then draw cards from your deck to refill your hand. Keep "
    "your hand: done.",
    "proto.lesson.cleanup.other": "{choice}: legal; that card comes back when your discards "
    "are shuffled into a new deck.",
    "proto.lesson.follow": "Follow: play cards bearing the Role's icon for its FOLLOW effect "
    "(Colonize: place the Colonize icons played under a face-down planet).",
    "proto.lesson.follow.other": "{choice}: legal. Dissenting draws 1 card instead.",
    "proto.lesson.tuck": "Colonize: place the Colonize icons played under this face-down "
    "planet. With the requisite number under it, it can be turned up.",
    "proto.lesson.tuck.other": "{choice}: legal; the icons go there instead.",
    "proto.lesson.lead_warfare": "Warfare: discard the listed number of Armies to turn up 1 "
    "Surveyed planet in front of you, OR for each Warfare icon played (the Role card "
    "included), collect 1 Army.",
    "proto.lesson.lead_warfare.other": "{choice}: a fine Role too. Warfare will be pointed at "
    "again.",
    "proto.lesson.lead_arm": "Armies are kept until discarded. Not yet enough to turn up a "
    "Surveyed planet (its back lists the Armies it needs): select Warfare again to collect "
    "more, 1 for each Warfare icon played (the Role card included).",
    "proto.lesson.lead_arm.other": "{choice}: a fine Role too; your Armies wait for you.",
    "proto.lesson.lead_attack": "You hold the Armies a Surveyed planet of yours lists: select "
    "Warfare, and discard them to turn it up.",
    "proto.lesson.lead_attack.other": "{choice}: a fine Role too; your Armies wait for you.",
    "proto.lesson.attack": "Attack: discard the listed number of Armies to turn up this "
    "Surveyed planet, without Colonize icons under it. Its victory points count at the end.",
    "proto.lesson.attack.other": "{choice}: legal too; the Armies are kept for later.",
    "proto.lesson.lead_colonize": "Colonize: turn up a Surveyed planet which has the "
    "requisite number of Colonize icons under it, OR place the Colonize icons played (the "
    "Role card included) under a face-down planet.",
    "proto.lesson.lead_colonize.other": "{choice}: a fine Role too. Colonize will be pointed "
    "at again.",
    "proto.lesson.settle": "Turn up this planet: it has the requisite number of Colonize "
    "icons under it. Its victory points count at the end of the game.",
    "proto.lesson.settle.other": "{choice}: legal. The planet can be turned up later.",
    "proto.lesson.lead_harvest": "Harvest: for each Harvest icon played (the Role card "
    "included), produce 1 resource on one of your colonized (face-up) planets.",
    "proto.lesson.lead_harvest.other": "{choice}: a fine Role too. Harvest will be pointed at "
    "again.",
    "proto.lesson.harvest": "Produce a resource on this slot of a face-up planet.",
    "proto.lesson.harvest.other": "{choice}: legal; any empty slot may be filled.",
    "proto.lesson.lead_trade": "Trade: for each Trade icon played (the Role card included), "
    "discard 1 resource from your face-up planets and collect 1 VP from the supply.",
    "proto.lesson.lead_trade.other": "{choice}: a fine Role too. Trade will be pointed at again.",
    "proto.lesson.trade": "Discard this resource and collect 1 VP: VP collected via Trade "
    "count at the end.",
    "proto.lesson.trade.other": "{choice}: legal; the resource stays for a later Trade.",
    "proto.lesson.lead_research": "Research: for each Research icon played (the Role card "
    "included), draw 1 card from a Technology deck matching one of your face-up planets. Put "
    "1 in your discard pile and the rest on the bottom of the deck.",
    "proto.lesson.lead_research.other": "{choice}: a fine Role too. Research will be pointed "
    "at again.",
    "proto.lesson.deck": "Choose the Technology deck, of the type of one of your colonized "
    "planets.",
    "proto.lesson.deck.other": "{choice}: legal, any deck of your planets' types.",
    "proto.lesson.take": "Put this Technology in your discard pile: it joins your deck, and "
    "its victory points count at the end.",
    "proto.lesson.take.other": "{choice}: legal; any card looked at may be kept.",
    "proto.lesson.end": "Game end: at the end of a turn in which any Role card pile or the VP "
    "supply is exhausted. Count the victory points on the Technology cards in your deck, on "
    "your face-up planets, and collected via Trade; the most points wins, and a tie goes to "
    "the most Armies plus resources.",
}

FR: dict[str, str] = {
    "proto.lesson.dissent": "Un autre joueur a choisi un rôle. Chaque autre joueur peut le "
    "suivre, en jouant des cartes à son symbole, ou s'abstenir : piocher 1 carte à la place.",
    "proto.lesson.dissent.other": "{choice} : suivre est permis aussi, pour l'effet SUIVRE du "
    "rôle.",
    "proto.lesson.lead_survey": "Choisir un rôle : prenez une carte de rôle sur le plateau et "
    "posez-la face visible devant vous. Choisissez l'Exploration (la pile ou le bouton "
    "montré).",
    "proto.lesson.lead_survey.other": "{choice} : un bon rôle aussi. L'Exploration sera "
    "montrée de nouveau.",
    "proto.lesson.boost": "Renforcer : ajoutez des cartes portant le symbole du rôle choisi ; "
    "chaque symbole compte, celui de la carte de rôle compris.",
    "proto.lesson.boost.other": "{choice} : permis ; moins de symboles, c'est une action plus "
    "petite.",
    "proto.lesson.keep": "Exploration : pour chaque symbole Exploration joué, prenez une "
    "carte du dessus de la pioche de planètes. En ne regardant QUE leur DOS, gardez-en une "
    "face cachée devant vous.",
    "proto.lesson.keep.other": "{choice} : toute planète regardée peut être gardée.",
    "proto.lesson.cleanup": "Fin de tour : les cartes jouées vont dans votre défausse. Vous "
    "pouvez défausser 1 carte de votre main, puis vous piochez pour compléter votre main. "
    "Gardez votre main : c'est fini.",
    "proto.lesson.cleanup.other": "{choice} : permis ; cette carte reviendra quand votre "
    "défausse sera mélangée en une nouvelle pioche.",
    "proto.lesson.follow": "Suivre : jouez des cartes au symbole du rôle pour son effet "
    "SUIVRE (Colonisation : placez les symboles Colonisation joués sous une planète face "
    "cachée).",
    "proto.lesson.follow.other": "{choice} : permis. S'abstenir fait piocher 1 carte à la place.",
    "proto.lesson.tuck": "Colonisation : placez les symboles Colonisation joués sous cette "
    "planète face cachée. Avec le nombre requis dessous, elle pourra être retournée.",
    "proto.lesson.tuck.other": "{choice} : permis ; les symboles vont là à la place.",
    "proto.lesson.lead_warfare": "Guerre : défaussez le nombre d'Armées indiqué pour retourner "
    "1 planète explorée devant vous, OU pour chaque symbole Guerre joué (carte de rôle "
    "comprise), recevez 1 Armée.",
    "proto.lesson.lead_warfare.other": "{choice} : un bon rôle aussi. La Guerre sera montrée "
    "de nouveau.",
    "proto.lesson.lead_arm": "Les Armées restent jusqu'à ce qu'on les défausse. Pas encore "
    "assez pour retourner une planète explorée (son dos indique les Armées qu'il lui faut) : "
    "choisissez de nouveau la Guerre pour en recevoir d'autres, 1 par symbole Guerre joué "
    "(carte de rôle comprise).",
    "proto.lesson.lead_arm.other": "{choice} : un bon rôle aussi ; vos Armées vous attendent.",
    "proto.lesson.lead_attack": "Vous avez les Armées qu'indique une de vos planètes "
    "explorées : choisissez la Guerre, et défaussez-les pour la retourner.",
    "proto.lesson.lead_attack.other": "{choice} : un bon rôle aussi ; vos Armées vous attendent.",
    "proto.lesson.attack": "Attaque : défaussez le nombre d'Armées indiqué pour retourner "
    "cette planète explorée, sans symboles Colonisation dessous. Ses points de victoire "
    "comptent à la fin de la partie.",
    "proto.lesson.attack.other": "{choice} : permis aussi ; les Armées sont gardées pour "
    "plus tard.",
    "proto.lesson.lead_colonize": "Colonisation : retournez une planète explorée qui a le "
    "nombre requis de symboles Colonisation dessous, OU placez les symboles Colonisation "
    "joués (carte de rôle comprise) sous une planète face cachée.",
    "proto.lesson.lead_colonize.other": "{choice} : un bon rôle aussi. La Colonisation sera "
    "montrée de nouveau.",
    "proto.lesson.settle": "Retournez cette planète : elle a le nombre requis de symboles "
    "Colonisation dessous. Ses points de victoire comptent à la fin de la partie.",
    "proto.lesson.settle.other": "{choice} : permis. La planète pourra être retournée plus tard.",
    "proto.lesson.lead_harvest": "Récolte : pour chaque symbole Récolte joué (carte de rôle "
    "comprise), produisez 1 ressource sur une de vos planètes colonisées (face visible).",
    "proto.lesson.lead_harvest.other": "{choice} : un bon rôle aussi. La Récolte sera montrée "
    "de nouveau.",
    "proto.lesson.harvest": "Produisez une ressource sur cet emplacement d'une planète face "
    "visible.",
    "proto.lesson.harvest.other": "{choice} : permis ; tout emplacement vide peut être rempli.",
    "proto.lesson.lead_trade": "Commerce : pour chaque symbole Commerce joué (carte de rôle "
    "comprise), défaussez 1 ressource de vos planètes face visible et recevez 1 PV du stock.",
    "proto.lesson.lead_trade.other": "{choice} : un bon rôle aussi. Le Commerce sera montré de "
    "nouveau.",
    "proto.lesson.trade": "Défaussez cette ressource et recevez 1 PV : les PV reçus par le "
    "Commerce comptent à la fin.",
    "proto.lesson.trade.other": "{choice} : permis ; la ressource reste pour un commerce plus "
    "tard.",
    "proto.lesson.lead_research": "Recherche : pour chaque symbole Recherche joué (carte de "
    "rôle comprise), piochez 1 carte d'une pioche de technologies du type d'une de vos "
    "planètes face visible. Mettez-en 1 dans votre défausse et les autres sous la pioche.",
    "proto.lesson.lead_research.other": "{choice} : un bon rôle aussi. La Recherche sera "
    "montrée de nouveau.",
    "proto.lesson.deck": "Choisissez la pioche de technologies, du type d'une de vos planètes "
    "colonisées.",
    "proto.lesson.deck.other": "{choice} : permis, toute pioche du type de vos planètes.",
    "proto.lesson.take": "Mettez cette technologie dans votre défausse : elle rejoint votre "
    "pioche, et ses points de victoire comptent à la fin.",
    "proto.lesson.take.other": "{choice} : permis ; toute carte regardée peut être gardée.",
    "proto.lesson.end": "Fin de partie : à la fin d'un tour où une pile de cartes de rôle ou "
    "le stock de PV est épuisé. Comptez les points de victoire des technologies de votre "
    "pioche, de vos planètes face visible et reçus par le Commerce ; le plus de points gagne, "
    "et une égalité va à qui a le plus d'Armées et de ressources.",
}
