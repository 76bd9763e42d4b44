"""The tutorial's lessons (`microcosm.tutorial`), in English (`EN`) and French (`FR`).

Each lesson `microcosm.lesson.<name>` says what the table asks in seed 002's words (its French
is the seed's own wording where it has one: Piocher, Jouer une action, Colonize, Warfare,
Research, Reveal icons, Calcul du score); `.other` says why another legal choice is fine too
(`{choice}` is its button's label). `microcosm.lesson.end` is the last word: how the game
ends and is scored. `text.py` registers both tables with the game's catalogue.
"""

from __future__ import annotations

EN: dict[str, str] = {
    "microcosm.lesson.take": "A turn has two steps: draw, then play one action. Draw: put one "
    "of the 3 face-up Domain cards of the supply in your hand (the row is refilled from the "
    "deck), or the top card of the deck, face down. Take the card pointed at.",
    "microcosm.lesson.take.other": "{choice}: legal, any face-up card or the deck's top card "
    "may be drawn.",
    "microcosm.lesson.draw": "This time draw the top card of the deck: face down, so your "
    "opponent does not know it.",
    "microcosm.lesson.draw.other": "{choice}: legal; a face-up card is one your opponent saw "
    "you take.",
    "microcosm.lesson.play_colonize": "Play one action: a card from your hand, whose action "
    "is resolved, then the card goes to your discard pile. Colonize: reveal as many Colonize "
    "icons as the cost of the planet's pile (0, 2 or 3), and take one of its planets.",
    "microcosm.lesson.play_colonize.other": "{choice}: legal. Colonize will be pointed at again.",
    "microcosm.lesson.colonize_target": "Take the planet you want from the pile: a face-down "
    "one cannot be looked at first. Once chosen you may look at it; it goes face down among "
    "your Colonies.",
    "microcosm.lesson.colonize_target.other": "{choice}: legal, any planet of a pile you can "
    "pay for may be taken.",
    "microcosm.lesson.reveal": "Reveal icons: show the icon on a card in your hand, on a "
    "Colony (a face-down one is turned face up for good) or on a Tech of yours. The card "
    "played and face-up Colonies count without showing.",
    "microcosm.lesson.reveal.other": "{choice}: legal; showing less may leave the action short.",
    "microcosm.lesson.play_warfare": "Warfare: conquer a Planet of the piles or an opposing "
    "Colony. A face-down target is turned face up; reveal as many Warfare icons as its "
    "defence (a planet's big shield, a Colony's small one) to put it in your Spoils.",
    "microcosm.lesson.play_warfare.other": "{choice}: legal. Warfare will be pointed at again.",
    "microcosm.lesson.warfare_target": "Choose the target: if the attack fails, a planet stays "
    "face up in its pile, a Colony with its owner.",
    "microcosm.lesson.warfare_target.other": "{choice}: legal, any planet or opposing Colony "
    "outside the Spoils may be attacked.",
    "microcosm.lesson.bastion": "Your Colony is attacked: turn up your face-down Bastion, "
    "and every Colony of yours gets +1 defence, so the attacker must show one Warfare icon "
    "more. Kept face down, it stays a surprise for later.",
    "microcosm.lesson.bastion.other": "{choice}: legal; the Bastion stays a surprise for a "
    "later attack.",
    "microcosm.lesson.play_research": "Research: take a Tech card from the centre, or send "
    "one your opponent holds back to the centre. With 3 Research icons revealed, research a "
    "second time.",
    "microcosm.lesson.play_research.other": "{choice}: legal. Research will be pointed at again.",
    "microcosm.lesson.research": "Choose the Tech to take (or one of your opponent's to send "
    "back). A Tech of yours shows its icon whenever you reveal icons.",
    "microcosm.lesson.research.other": "{choice}: legal too.",
    "microcosm.lesson.play_politics": "A Politics card: it acts on your opponent (see their "
    "hand, take from their discard pile, copy a card's action, annex a Colony), as its text "
    "says.",
    "microcosm.lesson.play_politics.other": "{choice}: legal. A Politics card will be pointed "
    "at again.",
    "microcosm.lesson.play_survey": "A Survey card: look at face-down planets and put them "
    "back in their place, so that you know what you will colonize or attack.",
    "microcosm.lesson.play_survey.other": "{choice}: legal. A Survey card will be pointed at "
    "again.",
    "microcosm.lesson.recover": "The other action: take cards back into your hand from your "
    "discard pile, as many as you wish, instead of playing a card.",
    "microcosm.lesson.recover.other": "{choice}: legal. Taking cards back will be pointed at "
    "again.",
    "microcosm.lesson.back": "Take this card back into your hand (then more, or done).",
    "microcosm.lesson.back.other": "{choice}: legal; that is your choice of cards.",
    "microcosm.lesson.end": "Game end: once the deck is empty the supply is not refilled; "
    "when its last card is taken, that player finishes the turn and the game ends. Each "
    "player gathers hand and discard pile: every Colony and Spoils card scores the influence "
    "at its top right, every Domain card what it says (per Spoils card, per icon, per "
    "colour...). A tie goes to the player who played second.",
}

FR: dict[str, str] = {
    "microcosm.lesson.take": "Un tour a deux étapes : piocher, puis jouer une action. Piocher "
    "met dans votre main une des 3 cartes Domaine de la zone d'approvisionnement (la rangée "
    "est complétée depuis la pioche), ou la première carte de la pioche, face cachée. Prenez "
    "la carte montrée.",
    "microcosm.lesson.take.other": "{choice} : permis, toute carte face visible ou la "
    "première de la pioche peut être prise.",
    "microcosm.lesson.draw": "Cette fois, piochez la première carte de la pioche : face "
    "cachée, votre adversaire ne la connaît pas.",
    "microcosm.lesson.draw.other": "{choice} : permis ; une carte face visible, votre "
    "adversaire vous a vu la prendre.",
    "microcosm.lesson.play_colonize": "Jouer une action : une carte de votre main, dont "
    "l'action est résolue, puis elle va dans votre défausse. Colonisation : révélez autant "
    "de symboles Colonisation que le coût de la pile (0, 2 ou 3), et prenez une de ses "
    "planètes.",
    "microcosm.lesson.play_colonize.other": "{choice} : permis. La colonisation sera montrée "
    "de nouveau.",
    "microcosm.lesson.colonize_target": "Prenez la planète que vous voulez dans la pile : une "
    "carte face cachée ne peut pas être regardée avant. Une fois choisie, vous pouvez la "
    "regarder ; elle va face cachée parmi vos colonies.",
    "microcosm.lesson.colonize_target.other": "{choice} : permis, toute planète d'une pile "
    "que vous pouvez payer peut être prise.",
    "microcosm.lesson.reveal": "Révéler des symboles : montrez le symbole d'une carte de votre "
    "main, d'une colonie (une colonie face cachée est retournée pour de bon) ou d'une de vos "
    "Tech. La carte jouée et les colonies face visible comptent sans être montrées.",
    "microcosm.lesson.reveal.other": "{choice} : permis ; en montrer moins peut laisser "
    "l'action trop courte.",
    "microcosm.lesson.play_warfare": "Guerre : conquête d'une planète des piles ou d'une "
    "colonie adverse. Une cible face cachée est retournée ; révélez autant de symboles "
    "Guerre que sa défense (le grand bouclier d'une planète, le petit d'une colonie) pour "
    "la placer dans votre butin.",
    "microcosm.lesson.play_warfare.other": "{choice} : permis. La conquête sera montrée de "
    "nouveau.",
    "microcosm.lesson.warfare_target": "Choisissez la cible : si l'attaque échoue, une planète "
    "reste face visible dans sa pile, une colonie chez son propriétaire.",
    "microcosm.lesson.warfare_target.other": "{choice} : permis, toute planète ou colonie "
    "adverse hors du butin peut être attaquée.",
    "microcosm.lesson.bastion": "Votre colonie est attaquée : retournez votre Bastion face "
    "cachée, et chacune de vos colonies gagne +1 en défense ; l'attaquant doit montrer un "
    "symbole Guerre de plus. Gardé face cachée, il reste une surprise pour plus tard.",
    "microcosm.lesson.bastion.other": "{choice} : permis ; le Bastion reste une surprise pour "
    "une attaque à venir.",
    "microcosm.lesson.play_research": "Recherche : prenez une carte Tech au centre, ou "
    "renvoyez au centre une Tech de votre adversaire. Avec 3 symboles Recherche révélées, "
    "recherchez une seconde fois.",
    "microcosm.lesson.play_research.other": "{choice} : permis. La recherche sera montrée de "
    "nouveau.",
    "microcosm.lesson.research": "Choisissez la Tech à prendre (ou une Tech adverse à "
    "renvoyer). Vos Tech montrent leur symbole chaque fois que vous révélez des symboles.",
    "microcosm.lesson.research.other": "{choice} : permis aussi.",
    "microcosm.lesson.play_politics": "Une carte Politique : elle agit sur votre adversaire "
    "(voir sa main, prendre dans sa défausse, copier l'action d'une carte, annexer une "
    "colonie), comme son texte le dit.",
    "microcosm.lesson.play_politics.other": "{choice} : permis. Une carte Politique sera "
    "montrée de nouveau.",
    "microcosm.lesson.play_survey": "Une carte Exploration : consultez des planètes face "
    "cachée et remettez-les à leur place, pour savoir ce que vous coloniserez ou attaquerez.",
    "microcosm.lesson.play_survey.other": "{choice} : permis. Une carte Exploration sera "
    "montrée de nouveau.",
    "microcosm.lesson.recover": "L'autre action : reprendre en main autant de cartes que vous "
    "le souhaitez depuis votre défausse, au lieu de jouer une carte.",
    "microcosm.lesson.recover.other": "{choice} : permis. Reprendre des cartes sera montré de "
    "nouveau.",
    "microcosm.lesson.back": "Reprenez cette carte en main (puis d'autres, ou c'est fini).",
    "microcosm.lesson.back.other": "{choice} : permis ; ce sont vos cartes à choisir.",
    "microcosm.lesson.end": "Fin du jeu : quand la pioche est vide, la zone "
    "d'approvisionnement n'est plus complétée ; quand sa dernière carte est prise, le joueur "
    "actif termine son tour et le jeu se termine. Chaque joueur récupère sa main et sa "
    "défausse : chaque colonie et carte du butin rapporte l'influence indiquée en haut à "
    "droite, chaque carte Domaine ce qu'elle indique (par carte du butin, par symbole, par "
    "couleur...). En cas d'égalité, le joueur qui a joué en second gagne.",
}
