"""What changed from the January 2010 prototype to the 2011 game, topic by topic.

The prototype edition plays rules that few players have read, next to a published game that
many know. Players who know the 2011 game trip over the differences: Survey by the backs
only, Armies instead of Fighters, VP discs instead of Influence, a cleanup that lets you
discard just 1 card. This module is the data for the page that sets the two rule sets side by
side, so a player can see each difference before it surprises them at the table.

Each `Change` holds one topic in English and French. The 2010 side says what the rules of
5 January 2010 (seed 004) say, or how this edition reads them where they are silent
(docs/rules-notes-prototype-2010.md); the 2011 side follows the published rulebook. When the
2010 side rests on a value this edition had to reconstruct (the role piles' sizes, the
technology cards, the planets' values), `reconstructed` is True and the page says so. `demo`
names the prototype's built-in demo that plays the difference out, if there is one.

The French is written with plain spaces; `typeset` adds the no-break spaces French
typography wants before : ; ? ! and inside « », as the other French tables do.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.text import typeset

__all__ = ["CHANGES", "DEMOS", "Change"]


@dataclass(frozen=True, slots=True)
class Change:
    """One topic of the page: the prototype's rule beside the published one."""

    key: str  # short id, lowercase with hyphens, e.g. "survey"
    title: dict[str, str]  # {"en": ..., "fr": ...}
    y2010: dict[str, str]  # what the January 2010 rules say, or this edition's reading of them
    y2011: dict[str, str]  # what the 2011 published rules say
    demo: str | None  # the prototype's built-in demo showing this difference, or None
    reconstructed: bool  # True when the 2010 side rests on a reconstructed value


# The built-in demos this page links to, by name.
DEMOS = ("survey-by-backs", "armies", "tech-decks", "harvest")


def _text(en: str, fr: str) -> dict[str, str]:
    return {"en": en, "fr": typeset("fr", fr)}


CHANGES: tuple[Change, ...] = (
    Change(
        key="components",
        title=_text("Components", "Matériel"),
        y2010=_text(
            "114 role cards in six roles: Survey, Colonize, Research, Harvest, Trade and "
            "Warfare, with no Politics. The box also holds 31 planet cards (4 of them start "
            "planets), 36 technology cards, 40 resource discs (10 in each of 4 colours), "
            "30 Army discs and 30 VP discs. How the 114 cards split between the roles is not "
            "known: this edition uses 20 of each role and 14 Warfare.",
            "Le jeu compte 114 cartes de rôle réparties en six rôles : Exploration, "
            "Colonisation, Recherche, Récolte, Commerce et Guerre, sans Politique. S'y "
            "ajoutent 31 cartes planète (dont 4 planètes de départ), 36 cartes technologie, "
            "40 disques de ressource (10 de chacune des 4 couleurs), 30 disques Armée et "
            "30 disques de points de victoire (PV). La répartition des 114 cartes entre les "
            "rôles n'est pas connue : cette édition en compte 20 par rôle, et 14 pour Guerre.",
        ),
        y2011=_text(
            "96 role cards, Politics included, 27 planet cards, 6 start planet tiles and "
            "39 technology cards (13 of each planet type). Tokens take the place of discs: "
            "35 Fighter tokens, 24 resource tokens (6 of each kind) and 32 Influence tokens.",
            "Le jeu compte 96 cartes de rôle, Politique comprise, 27 cartes planète, 6 tuiles "
            "planète de départ et 39 cartes technologie (13 par type de planète). Les disques "
            "deviennent des jetons : 35 chasseurs, 24 ressources (6 de chaque sorte) et "
            "32 jetons d'influence.",
        ),
        demo=None,
        reconstructed=True,
    ),
    Change(
        key="setup",
        title=_text("Setup and start deck", "Mise en place et pioche de départ"),
        y2010=_text(
            "Your start deck has 2 cards of each role except Warfare: 10 cards, from which you "
            "draw 5. You also get 1 of the 4 start planets, which this edition places face "
            "down, as in 2011. The planet deck and each technology deck are shuffled.",
            "Votre pioche de départ compte 2 cartes de chaque rôle sauf Guerre, soit "
            "10 cartes ; piochez-en 5. Vous recevez aussi l'une des 4 planètes de départ, que "
            "cette édition pose face cachée comme en 2011. La pioche de planètes et chaque "
            "pioche de technologies sont mélangées.",
        ),
        y2011=_text(
            "Your 10-card start deck holds 1 Politics, 1 Warfare and 2 each of Survey, "
            "Colonize, Research and Produce/Trade; draw 5. Your start planet tile is dealt at "
            "random, face down. The technology cards are sorted by type into three face-up "
            "piles.",
            "Votre pioche de départ de 10 cartes compte 1 Politique, 1 Guerre et 2 cartes de "
            "chacun de ces rôles : Exploration, Colonisation, Recherche et "
            "Production/Commerce ; piochez-en 5. Votre tuile planète de départ est tirée au "
            "hasard et posée face cachée. Les cartes technologie sont triées par type en trois "
            "piles face visible.",
        ),
        demo=None,
        reconstructed=True,
    ),
    Change(
        key="turn",
        title=_text("The turn", "Le tour de jeu"),
        y2010=_text(
            "Three steps, as in 2011: you may play a card for its Action, you must take a role "
            "card from the board (the others then follow or draw 1 card), and you clean up. "
            "At cleanup you may discard at most 1 card from your hand before you refill it. "
            "In this edition basic role cards have no Action; an option gives them the "
            "Actions of 13 January 2010.",
            "Trois étapes, comme en 2011 : vous pouvez jouer une carte pour son Action, vous "
            "devez prendre une carte de rôle sur le plateau (les autres joueurs suivent ou "
            "piochent 1 carte), puis vient la fin de tour. En fin de tour, vous pouvez "
            "défausser au plus 1 carte de votre main avant de la compléter. Dans cette "
            "édition, les cartes de rôle de base n'ont pas d'Action ; une option leur donne "
            "celles du 13 janvier 2010.",
        ),
        y2011=_text(
            "Three phases: an optional Action, a mandatory Role, then Cleanup. Every role card "
            "has an Action, and each opponent either Follows the role or Dissents to draw "
            "1 card. At Cleanup you may discard any number of cards, then draw or discard to "
            "reach your hand limit.",
            "Trois phases : une phase d'action facultative, une phase de rôle obligatoire, "
            "puis la fin de tour. Chaque carte de rôle a une Action, et chaque adversaire "
            "choisit de suivre le rôle ou de s'abstenir pour piocher 1 carte. En fin de tour, "
            "vous pouvez défausser autant de cartes que vous voulez, puis vous piochez ou "
            "défaussez jusqu'à votre limite de main.",
        ),
        demo=None,
        reconstructed=False,
    ),
    Change(
        key="survey",
        title=_text("Survey", "Exploration"),
        y2010=_text(
            "The leader takes 1 planet card per Survey icon, role card included, and keeps "
            '1 face down, "looking ONLY at the BACKS" (type and costs). A follower pays '
            "X icons to take X-2 cards. In this edition the other cards go to the bottom of "
            "the planet deck, and the owner then sees the kept planet's face.",
            "Le meneur prend 1 carte planète par icône Exploration, carte de rôle comprise, et "
            "en garde 1 face cachée « en ne regardant QUE les DOS » (type et coûts). Un "
            "suiveur paie X icônes pour prendre X-2 cartes. Dans cette édition, les autres "
            "cartes vont sous la pioche de planètes, puis le propriétaire voit la face de la "
            "planète gardée.",
        ),
        y2011=_text(
            "You look at one planet fewer than the Survey symbols you played, and the leader "
            "looks at 1 more. You see both sides and keep 1 face down in your Empire; the "
            "others go to a face-up planet discard pile.",
            "Vous regardez une planète de moins que vos symboles Exploration joués, et le "
            "meneur en regarde 1 de plus. Vous voyez les deux faces et en gardez 1 face cachée "
            "dans votre Empire ; les autres vont sur une défausse de planètes face visible.",
        ),
        demo="survey-by-backs",
        reconstructed=True,
    ),
    Change(
        key="colonize",
        title=_text("Colonize", "Colonisation"),
        y2010=_text(
            "The leader either turns up a surveyed planet that has enough Colonize icons "
            "under it, or tucks the Colonize cards played, role card included, under a "
            "face-down planet. A follower can only tuck. In this edition all those cards go "
            "under one planet, and they return to their owner's discard pile when it turns up.",
            "Le meneur, au choix, retourne une planète explorée qui a assez d'icônes "
            "Colonisation sous elle, ou glisse les cartes Colonisation jouées, carte de rôle "
            "comprise, sous une planète face cachée. Un suiveur peut seulement glisser ses "
            "cartes. Dans cette édition, toutes ces cartes vont sous une même planète et "
            "reviennent dans la défausse de leur propriétaire quand elle est retournée.",
        ),
        y2011=_text(
            "Each Colonize card played becomes a Colony under any of your face-down planets, "
            "so several planets can gain Colonies at once. The leader may instead Settle "
            "1 planet that has enough Colonies; they then go to your discard pile. Colonize "
            "symbols in your Empire count as Colonies when you Settle.",
            "Chaque carte Colonisation jouée devient une colonie sous l'une de vos planètes "
            "face cachée, au choix : plusieurs planètes peuvent en recevoir en même temps. Le "
            "meneur peut à la place peupler 1 planète qui a assez de colonies ; celles-ci "
            "vont alors dans votre défausse. Les symboles Colonisation de votre Empire "
            "comptent comme des colonies quand vous peuplez.",
        ),
        demo=None,
        reconstructed=False,
    ),
    Change(
        key="warfare",
        title=_text("Warfare and Armies", "Guerre et Armées"),
        y2010=_text(
            "The leader collects 1 Army per Warfare icon, or discards the number of Armies a "
            "surveyed planet lists to turn it face up. A follower can only collect. Armies "
            "come from a supply of 30; in this edition a short supply gives what it has, and "
            "spent Armies go back to it.",
            "Le meneur reçoit 1 Armée par icône Guerre, ou défausse le nombre d'Armées "
            "indiqué par une planète explorée pour la retourner face visible. Un suiveur peut "
            "seulement en recevoir. Les Armées viennent d'un stock de 30 ; dans cette "
            "édition, un stock insuffisant donne ce qu'il lui reste, et les Armées dépensées "
            "y retournent.",
        ),
        y2011=_text(
            "Warfare gives Fighters, 1 per Warfare symbol. The leader may instead Attack: "
            "return as many Fighters as the planet's Warfare cost and flip 1 of your "
            "face-down planets. Followers cannot Attack, and any Colonies on an attacked "
            "planet go to its owner's discard pile.",
            "La Guerre rapporte des chasseurs, 1 par symbole Guerre. Le meneur peut à la "
            "place attaquer : il rend autant de chasseurs que le coût de Guerre de la planète "
            "et retourne l'une de ses planètes face cachée. Un suiveur ne peut pas attaquer, "
            "et les colonies d'une planète attaquée vont dans la défausse de son propriétaire.",
        ),
        demo="armies",
        reconstructed=False,
    ),
    Change(
        key="harvest",
        title=_text("Harvest and Produce", "Récolte et Production"),
        y2010=_text(
            "The role is called Harvest: 1 resource per Harvest icon, each on one of your "
            "face-up planets, for the leader and followers alike. Harvest and Trade are "
            "separate role cards, each with its own pile. This edition uses the 2011 planets, "
            "so each resource fills an empty slot, and each colour has only 10 discs.",
            "Le rôle s'appelle Récolte : 1 ressource par icône Récolte, chacune sur l'une de "
            "vos planètes face visible, pour le meneur comme pour les suiveurs. Récolte et "
            "Commerce sont deux cartes de rôle distinctes, chacune avec sa pile. Cette "
            "édition reprend les planètes de 2011 : chaque ressource remplit un emplacement "
            "vide, et chaque couleur n'a que 10 disques.",
        ),
        y2011=_text(
            "The role is called Produce: 1 resource token per Produce symbol, each in an "
            "empty resource slot in your Empire. Produce and Trade share one card and one "
            "stack. The leader gets a bonus only once that stack is empty.",
            "Le rôle s'appelle Production : 1 jeton de ressource par symbole Production, "
            "chacun dans un emplacement de ressource vide de votre Empire. Production et "
            "Commerce partagent une même carte et une même pile. Le meneur n'a de bonus "
            "qu'une fois cette pile vide.",
        ),
        demo="harvest",
        reconstructed=True,
    ),
    Change(
        key="trade",
        title=_text("Trade", "Commerce"),
        y2010=_text(
            "For each Trade icon, you discard 1 resource from your face-up planets and take "
            "1 VP disc from the supply. There are only 30 VP discs, and the game ends at the "
            "end of the turn in which they run out. As with Harvest, every icon is used "
            "while you have resources (games begun before 27 November 2026 could stop early).",
            "Pour chaque icône Commerce, vous défaussez 1 ressource de vos planètes face "
            "visible et prenez 1 disque PV dans le stock. Il n'y a que 30 disques PV, et la "
            "partie s'arrête à la fin du tour où ils sont épuisés. Comme pour la Récolte, "
            "chaque icône sert tant qu'il vous reste des ressources (les parties commencées "
            "avant le 27 novembre 2026 pouvaient s'arrêter plus tôt).",
        ),
        y2011=_text(
            "For each Trade symbol, you return 1 resource to the supply and take 1 Influence "
            "token. The supply holds 24 tokens, and 8 more are set aside so that players are "
            "still paid after it runs out. An empty supply triggers the end of the game.",
            "Pour chaque symbole Commerce, vous rendez 1 ressource au stock et prenez 1 jeton "
            "d'influence. Le stock compte 24 jetons, et 8 autres sont mis de côté pour que "
            "chacun reçoive encore son dû une fois le stock épuisé. Un stock vide déclenche "
            "la fin de la partie.",
        ),
        demo=None,
        reconstructed=False,
    ),
    Change(
        key="research",
        title=_text("Research and technologies", "Recherche et technologies"),
        y2010=_text(
            "The leader draws 1 card per Research icon from the technology deck matching the "
            "type of one of their face-up planets. One goes into their discard pile and the "
            "others under that deck; a follower pays X icons to look at X-2 cards. This "
            "edition's 36 cards are reconstructed: 3 decks of 12, each card worth 1 VP.",
            "Le meneur pioche 1 carte par icône Recherche dans la pioche de technologies du "
            "type de l'une de ses planètes face visible. Il en met une dans sa défausse et "
            "les autres sous cette pioche ; un suiveur paie X icônes pour regarder "
            "X-2 cartes. Les 36 cartes de cette édition sont reconstituées : 3 pioches de 12, "
            "chaque carte valant 1 PV.",
        ),
        y2011=_text(
            "Technology cards lie face up in three piles by planet type, open to everyone. "
            "You take one by playing as many Research symbols as its cost, with enough face-up "
            "planets of its type: level 1 needs 1 planet and 3 symbols, level 2 needs 2 and 5, "
            "level 3 needs 3 and 7. Most go into your hand, but six permanent ones stay in "
            "play.",
            "Les cartes technologie forment trois piles face visible, une par type de planète, "
            "accessibles à tous. Vous en prenez une en jouant autant de symboles Recherche que "
            "son coût, avec assez de planètes face visible de son type : 1 planète et "
            "3 symboles au niveau 1, 2 et 5 au niveau 2, 3 et 7 au niveau 3. La plupart vont "
            "dans votre main, mais six technologies permanentes restent en jeu.",
        ),
        demo="tech-decks",
        reconstructed=True,
    ),
    Change(
        key="end",
        title=_text("End of the game", "Fin de la partie"),
        y2010=_text(
            "The game ends at the end of the turn in which any role pile or the VP supply "
            "runs out. No extra turns even out the round, so some players may get one turn "
            "more than others. When a pile runs out depends on this edition's reconstructed "
            "pile sizes.",
            "La partie s'arrête à la fin du tour où une pile de rôle ou le stock de PV est "
            "épuisé. Aucun tour supplémentaire n'égalise la manche : certains joueurs peuvent "
            "donc jouer un tour de plus que les autres. Le moment où une pile s'épuise dépend "
            "des tailles de pile reconstituées par cette édition.",
        ),
        y2011=_text(
            "The end is triggered when the Influence supply runs out, or when enough stacks "
            "are empty: one with 2 or 3 players, two with 4 players or in the extended "
            "3-player game. Play goes on until everyone has had the same number of turns, so the "
            "player on the start player's right plays last.",
            "La fin est déclenchée quand le stock d'influence est épuisé, ou quand assez de "
            "piles sont vides : une à 2 ou 3 joueurs, deux à 4 joueurs ou en partie "
            "étendue à 3 joueurs. On joue jusqu'à ce que chacun ait eu le même nombre de "
            "tours : le joueur à droite du premier joueur joue donc le dernier.",
        ),
        demo=None,
        reconstructed=True,
    ),
    Change(
        key="scoring",
        title=_text("Scoring and ties", "Décompte et départage"),
        y2010=_text(
            "You score the VP on your technology cards and face-up planets, plus the VP discs "
            "you got by trading. A tie goes to the tied player with the most Armies plus "
            "resources. If still tied, this edition shares the win.",
            "Vous marquez les PV de vos cartes technologie et de vos planètes face visible, "
            "plus les disques PV gagnés par le Commerce. En cas d'égalité, le joueur qui a le "
            "plus d'Armées et de ressources réunies l'emporte. S'il y a encore égalité, cette "
            "édition partage la victoire.",
        ),
        y2011=_text(
            "You score your Influence tokens plus the Influence printed on your technology "
            "cards and face-up planets. A tie goes to the tied player with the most resource "
            "and Fighter tokens in their Empire. If still tied, the rulebook calls for "
            "another game.",
            "Vous marquez vos jetons d'influence, plus l'influence imprimée sur vos cartes "
            "technologie et vos planètes face visible. En cas d'égalité, le joueur qui a le "
            "plus de jetons de ressource et de chasseurs dans son Empire l'emporte. En cas de "
            "nouvelle égalité, la règle propose de jouer une autre partie.",
        ),
        demo=None,
        reconstructed=False,
    ),
    Change(
        key="hand-size",
        title=_text("Hand size", "Limite de main"),
        y2010=_text(
            'Cleanup refills your hand to 5 cards, plus 1 for each face-up planet with "+1 '
            'hand size". Nothing makes you discard down to it. Which planets have it is '
            "reconstructed from the 2011 cards.",
            "La fin de tour complète votre main à 5 cartes, plus 1 par planète face visible "
            "portant « +1 taille de main ». Rien ne vous oblige à défausser jusqu'à ce nombre. "
            "Les planètes qui le portent sont reconstituées d'après les cartes de 2011.",
        ),
        y2011=_text(
            "Your hand limit is 5, plus 1 for each face-up planet showing +1. At Cleanup you "
            "draw or discard until you reach it, and only on your own turn.",
            "Votre limite de main est de 5, plus 1 par planète face visible qui porte un +1. "
            "En fin de tour, vous piochez ou défaussez jusqu'à l'atteindre, et seulement "
            "pendant votre propre tour.",
        ),
        demo=None,
        reconstructed=True,
    ),
)
