"""The tutorial's lessons (`eminent_domain.tutorial`), in English (`EN`) and French (`FR`).

Each lesson `lesson.<name>` says what the table asks, in the 2011 rulebook's words (seed 001:
Turns, Role cards, Game end); `lesson.<name>.other` says why another legal choice is fine too
(`{choice}` is its button's label). `lesson.end` is the tutorial's last word: how the game
ends and is scored. `text.py` registers both tables with the game's catalogue.
"""

from __future__ import annotations

EN: dict[str, str] = {
    "lesson.skip": "Every turn has 3 phases: Action (optional), Role, Cleanup. In the Action "
    "phase you may play one card from your hand for its Action, or none. Keep your cards for "
    "now: choose to play no Action.",
    "lesson.skip.other": "{choice}: that is legal, since any card may be played for its Action. "
    "Its card goes to your discard pile, and will not help the role you lead next.",
    "lesson.lead_survey": "Role phase: lead one of the roles. Take a card from that Stack: "
    "lead Survey (the pointed stack or button) to look for planets.",
    "lesson.lead_survey.other": "{choice}: a fine role to lead too. Survey will be pointed "
    "at again at your next Role phase.",
    "lesson.boost": "Boost: you may play any number of cards from your hand with symbols "
    "matching the role you lead. Each one adds its symbols to the role's effect.",
    "lesson.boost.other": "{choice}: legal. Boosting is optional; fewer symbols just make a "
    "smaller effect.",
    "lesson.survey_keep": "Survey: look at one fewer Planet cards than the number of Survey "
    "symbols played (as leader, 1 additional), and choose 1 to add face down to your Empire.",
    "lesson.survey_keep.other": "{choice}: any planet looked at may be kept.",
    "lesson.cleanup": "Cleanup: the cards you played go to your discard pile. You may discard "
    "any number of cards from your hand, then draw up to your Hand Limit (5). Keep your hand: "
    "you are done.",
    "lesson.cleanup.other": "{choice}: legal. Discarded cards come back when your deck is empty "
    "and your discard pile is shuffled into a new deck.",
    "lesson.dissent": "Your opponent leads a role. You may Follow it or Dissent: Dissent draws 1 "
    "card from your deck to your hand.",
    "lesson.dissent.other": "{choice}: following is legal too, with cards of the role's "
    "symbol or symbols in your Empire, for the role's effect without the Leader bonus.",
    "lesson.act_survey": "Survey's Action: draw 2 cards from your deck to your hand.",
    "lesson.act_survey.other": "{choice}: legal. Survey's Action will be pointed at again.",
    "lesson.act_colonize": "Colonize's Action: +1 Colony. Tuck the Colonize card underneath a "
    "face-down planet of your Empire; when it has enough Colonies, you may Settle it.",
    "lesson.act_colonize.other": "{choice}: legal. Colonize's Action will be pointed at again.",
    "lesson.tuck": "Tuck the card under this planet: its Colonize symbols count as Colonies on it.",
    "lesson.tuck.other": "{choice}: legal; the Colonies go there instead.",
    "lesson.lead_warfare": "Lead Warfare: collect 1 Fighter token for each Warfare symbol "
    "played. As leader you may instead Attack 1 planet.",
    "lesson.lead_warfare.other": "{choice}: a fine role too. Warfare will be pointed at again.",
    "lesson.collect": "Collect Fighters: they stay in your Empire until you Attack with them.",
    "lesson.collect.other": "{choice}: legal. Attacking flips a planet now; the Fighters wait.",
    "lesson.follow": "Follow: play cards from your hand bearing symbols matching the role, "
    "and execute the role effect (not the Leader bonus).",
    "lesson.follow.other": "{choice}: legal. Dissenting draws a card instead.",
    "lesson.lead_colonize": "Lead Colonize: +1 Colony per Colonize symbol, tucked under your "
    "face-down planets. As leader you may instead Settle 1 planet that has enough Colonies.",
    "lesson.lead_colonize.other": "{choice}: a fine role too. Colonize will be pointed at again.",
    "lesson.settle": "Settle: this planet has sufficient Colonies, so flip it over. Its "
    "Colonies go to your discard pile. Scoring: a face-up planet's Influence points count at "
    "the end of the game.",
    "lesson.settle.other": "{choice}: legal. The planet can still be settled later.",
    "lesson.act_warfare": "Warfare's Action: collect 1 Fighter, or Attack 1 planet.",
    "lesson.act_warfare.other": "{choice}: legal. Warfare's Action will be pointed at again.",
    "lesson.attack": "Attack: return as many Fighters as the planet's Warfare cost and flip "
    "it face up. Scoring: its Influence points count at the end; no Influence token is taken.",
    "lesson.attack.other": "{choice}: legal. The Fighters stay for a later Attack.",
    "lesson.act_politics": "Politics' Action: remove the Politics card from the game, and "
    "choose 1 Role card from the Stacks to add to your hand.",
    "lesson.act_politics.other": "{choice}: legal. Politics will be pointed at again.",
    "lesson.take": "Choose the Role card to add to your hand.",
    "lesson.take.other": "{choice}: any stack with cards may be chosen.",
    "lesson.lead_produce": "Lead Produce: add 1 Resource token per Produce symbol played to "
    "an empty resource slot of a face-up planet in your Empire.",
    "lesson.lead_produce.other": "{choice}: a fine role too. Produce will be pointed at again.",
    "lesson.produce": "Produce: put a Resource token in this empty slot. Its type is the slot's.",
    "lesson.produce.other": "{choice}: legal; any empty slot may be filled.",
    "lesson.act_produce-trade": "Produce/Trade's Action: Produce 1 Resource, or Trade 1 "
    "Resource for 1 Influence token.",
    "lesson.act_produce-trade.other": "{choice}: legal. Produce/Trade's Action will be pointed "
    "at again.",
    "lesson.trade": "Trade: return 1 Resource token to the supply and take 1 Influence token. "
    "Scoring: each Influence token counts at the end of the game.",
    "lesson.trade.other": "{choice}: legal. The Resource stays for a later Trade.",
    "lesson.lead_trade": "Lead Trade: return 1 Resource per Trade symbol played, for 1 "
    "Influence token each.",
    "lesson.lead_trade.other": "{choice}: a fine role too. Trade will be pointed at again.",
    "lesson.act_research": "Research's Action: remove up to 2 cards in your hand from the "
    "game, this Research card included. A smaller deck brings your best cards back sooner.",
    "lesson.act_research.other": "{choice}: legal. Research's Action will be pointed at again.",
    "lesson.remove-this": "Remove this Research card from the game (then you may remove one "
    "more, or be done).",
    "lesson.remove-this.other": "{choice}: legal; that card leaves the game instead.",
    "lesson.lead_research": "Lead Research: with enough Research symbols, take a Technology "
    "card whose prerequisite planets you have. You may lead it and take none, just to add a "
    "Research card to your deck.",
    "lesson.lead_research.other": "{choice}: a fine role too. Research will be pointed at again.",
    "lesson.research": "Research: take a Technology your symbols pay for, or none. Scoring: "
    "Level 2 and 3 Technologies have Influence points printed on them.",
    "lesson.research.other": "{choice}: legal too.",
    "lesson.end": "Game end: when the Influence supply or a Role Stack (2 players) runs out, "
    "the game ends once all players have had equal turns. Add the Influence of your tokens, "
    "Technology cards and face-up planets; the highest score wins, and a tie goes to the most "
    "Resource and Fighter tokens.",
}

FR: dict[str, str] = {
    "lesson.skip": "Chaque tour a 3 phases : Action (facultative), Rôle, Fin de tour. En phase "
    "d'action, vous pouvez jouer une carte de votre main pour son Action, ou aucune. Gardez vos "
    "cartes pour l'instant : ne jouez pas d'Action.",
    "lesson.skip.other": "{choice} : c'est permis, toute carte peut être jouée pour son Action. "
    "Elle va dans votre défausse et n'aidera pas le rôle que vous allez mener.",
    "lesson.lead_survey": "Phase de rôle : menez l'un des rôles en prenant une carte de sa "
    "pile. Menez l'Exploration (la pile ou le bouton montré) pour chercher des planètes.",
    "lesson.lead_survey.other": "{choice} : un bon rôle aussi. L'Exploration sera montrée de "
    "nouveau à votre prochaine phase de rôle.",
    "lesson.boost": "Renforcer : vous pouvez jouer autant de cartes de votre main que vous "
    "voulez portant le symbole du rôle mené. Chacune ajoute ses symboles à l'effet du rôle.",
    "lesson.boost.other": "{choice} : permis. Renforcer est facultatif ; moins de symboles, "
    "c'est un effet plus petit.",
    "lesson.survey_keep": "Exploration : regardez une planète de moins que le nombre de "
    "symboles Exploration joués (meneur : 1 de plus), et gardez-en 1, face cachée, dans votre "
    "Empire.",
    "lesson.survey_keep.other": "{choice} : toute planète regardée peut être gardée.",
    "lesson.cleanup": "Fin de tour : les cartes jouées vont dans votre défausse. Vous pouvez "
    "défausser des cartes de votre main, puis vous piochez jusqu'à votre limite de main (5). "
    "Gardez votre main : c'est fini.",
    "lesson.cleanup.other": "{choice} : permis. Les cartes défaussées reviennent quand votre "
    "pioche est vide et que votre défausse est mélangée pour en faire une nouvelle.",
    "lesson.dissent": "Votre adversaire mène un rôle. Vous pouvez le suivre ou vous abstenir : "
    "s'abstenir fait piocher 1 carte de votre pioche.",
    "lesson.dissent.other": "{choice} : suivre est permis aussi, avec des cartes au symbole du "
    "rôle ou les symboles de votre Empire, pour l'effet du rôle sans le bonus du meneur.",
    "lesson.act_survey": "Action de l'Exploration : piochez 2 cartes.",
    "lesson.act_survey.other": "{choice} : permis. L'Action de l'Exploration sera montrée de "
    "nouveau.",
    "lesson.act_colonize": "Action de la Colonisation : +1 colonie. Glissez la carte "
    "Colonisation sous une planète face cachée de votre Empire ; avec assez de colonies, vous "
    "pourrez la peupler.",
    "lesson.act_colonize.other": "{choice} : permis. L'Action de la Colonisation sera montrée "
    "de nouveau.",
    "lesson.tuck": "Glissez la carte sous cette planète : ses symboles Colonisation y comptent "
    "comme des colonies.",
    "lesson.tuck.other": "{choice} : permis ; les colonies vont là à la place.",
    "lesson.lead_warfare": "Menez la Guerre : recevez 1 chasseur par symbole Guerre joué. Le "
    "meneur peut à la place attaquer 1 planète.",
    "lesson.lead_warfare.other": "{choice} : un bon rôle aussi. La Guerre sera montrée de nouveau.",
    "lesson.collect": "Recevez les chasseurs : ils restent dans votre Empire jusqu'à ce que "
    "vous attaquiez avec eux.",
    "lesson.collect.other": "{choice} : permis. Attaquer retourne une planète tout de suite ; "
    "les chasseurs attendront.",
    "lesson.follow": "Suivre : jouez des cartes de votre main au symbole du rôle, et "
    "appliquez l'effet du rôle (sans le bonus du meneur).",
    "lesson.follow.other": "{choice} : permis. S'abstenir fait piocher une carte à la place.",
    "lesson.lead_colonize": "Menez la Colonisation : +1 colonie par symbole Colonisation, "
    "glissée sous vos planètes face cachée. Le meneur peut à la place peupler 1 planète qui a "
    "assez de colonies.",
    "lesson.lead_colonize.other": "{choice} : un bon rôle aussi. La Colonisation sera montrée "
    "de nouveau.",
    "lesson.settle": "Peupler : cette planète a assez de colonies, retournez-la. Ses colonies "
    "vont dans votre défausse. Score : les points d'influence d'une planète face visible "
    "comptent à la fin de la partie.",
    "lesson.settle.other": "{choice} : permis. La planète pourra être peuplée plus tard.",
    "lesson.act_warfare": "Action de la Guerre : recevez 1 chasseur, ou attaquez 1 planète.",
    "lesson.act_warfare.other": "{choice} : permis. L'Action de la Guerre sera montrée de nouveau.",
    "lesson.attack": "Attaquer : rendez autant de chasseurs que le coût de Guerre de la "
    "planète et retournez-la face visible. Score : ses points d'influence comptent à la fin ; "
    "on ne prend pas de jeton d'influence.",
    "lesson.attack.other": "{choice} : permis. Les chasseurs restent pour une attaque plus tard.",
    "lesson.act_politics": "Action de la Politique : retirez la carte Politique du jeu, et "
    "prenez 1 carte de rôle dans les piles pour l'ajouter à votre main.",
    "lesson.act_politics.other": "{choice} : permis. La Politique sera montrée de nouveau.",
    "lesson.take": "Choisissez la carte de rôle à ajouter à votre main.",
    "lesson.take.other": "{choice} : toute pile qui a des cartes peut être choisie.",
    "lesson.lead_produce": "Menez la Production : posez 1 jeton de ressource par symbole "
    "Production joué sur un emplacement vide d'une planète face visible de votre Empire.",
    "lesson.lead_produce.other": "{choice} : un bon rôle aussi. La Production sera montrée de "
    "nouveau.",
    "lesson.produce": "Production : posez un jeton de ressource sur cet emplacement vide. Son "
    "type est celui de l'emplacement.",
    "lesson.produce.other": "{choice} : permis ; tout emplacement vide peut être rempli.",
    "lesson.act_produce-trade": "Action de Production/Commerce : produisez 1 ressource, ou "
    "échangez 1 ressource contre 1 jeton d'influence.",
    "lesson.act_produce-trade.other": "{choice} : permis. L'Action de Production/Commerce sera "
    "montrée de nouveau.",
    "lesson.trade": "Commerce : rendez 1 jeton de ressource au stock et prenez 1 jeton "
    "d'influence. Score : chaque jeton d'influence compte à la fin de la partie.",
    "lesson.trade.other": "{choice} : permis. La ressource reste pour un commerce plus tard.",
    "lesson.lead_trade": "Menez le Commerce : rendez 1 ressource par symbole Commerce joué, "
    "contre 1 jeton d'influence chacune.",
    "lesson.lead_trade.other": "{choice} : un bon rôle aussi. Le Commerce sera montré de nouveau.",
    "lesson.act_research": "Action de la Recherche : retirez du jeu jusqu'à 2 cartes de votre "
    "main, cette carte Recherche comprise. Une pioche plus petite ramène plus vite vos "
    "meilleures cartes.",
    "lesson.act_research.other": "{choice} : permis. L'Action de la Recherche sera montrée de "
    "nouveau.",
    "lesson.remove-this": "Retirez cette carte Recherche du jeu (puis vous pouvez en retirer "
    "une autre, ou finir).",
    "lesson.remove-this.other": "{choice} : permis ; c'est cette carte qui quitte le jeu.",
    "lesson.lead_research": "Menez la Recherche : avec assez de symboles Recherche, prenez une "
    "technologie dont vous avez les planètes prérequises. Vous pouvez la mener sans rien "
    "prendre, juste pour ajouter une carte Recherche à votre pioche.",
    "lesson.lead_research.other": "{choice} : un bon rôle aussi. La Recherche sera montrée de "
    "nouveau.",
    "lesson.research": "Recherche : prenez une technologie que vos symboles paient, ou aucune. "
    "Score : les technologies de niveau 2 et 3 portent des points d'influence.",
    "lesson.research.other": "{choice} : permis aussi.",
    "lesson.end": "Fin de partie : quand le stock d'influence ou une pile de rôle (à 2 joueurs) "
    "est épuisé, la partie finit quand tous ont joué autant de tours. Additionnez l'influence "
    "de vos jetons, technologies et planètes face visible ; le plus haut score gagne, et une "
    "égalité va à qui a le plus de jetons de ressource et de chasseurs.",
}
