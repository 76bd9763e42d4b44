"""The tutorial's lessons (`chaos_theory.tutorial`), in English (`EN`) and French (`FR`).

Each lesson `chaos.lesson.<name>` says what the table asks in the designer's words (seed 000:
Game Turn, the roles, Game End); `.other` says why another legal choice is fine too
(`{choice}` is its button's label). `chaos.lesson.end` is the last word: how the game ends and
is scored. `text.py` registers both tables with the game's catalogue.
"""

from __future__ import annotations

EN: dict[str, str] = {
    "chaos.lesson.lead_survey": "Choose a Role: there are 6 roles to choose from, and you may "
    "freely choose any. Choose Survey: as leader you get 2 Survey symbols.",
    "chaos.lesson.lead_survey.other": "{choice}: a fine role too. Survey will be pointed at again.",
    "chaos.lesson.boost": "Boost the Role: use any number of your active dice with symbols "
    "matching the role. Used dice go to your Used pile.",
    "chaos.lesson.boost.other": "{choice}: legal; fewer dice make fewer symbols.",
    "chaos.lesson.take": "Survey: choose any planet of the display you can afford (it costs "
    "2 to 6 Survey symbols); it joins your Empire face down.",
    "chaos.lesson.take.other": "{choice}: legal, any planet you can afford may be taken.",
    "chaos.lesson.dissent": "Each opponent may Follow or Dissent. Dissent: re-roll any number "
    "of your active dice that all share the same symbol (not necessarily the role's).",
    "chaos.lesson.dissent.other": "{choice}: legal. Following uses your dice of the role's "
    "symbol for its effect.",
    "chaos.lesson.reroll": "Re-roll these dice: they all show the same symbol.",
    "chaos.lesson.reroll.other": "{choice}: legal, any one symbol may be re-rolled.",
    "chaos.lesson.politics": "Politics: move an active Politics die to your Used pile to turn "
    "another active die to any face. It may be done when you boost, follow or dissent.",
    "chaos.lesson.politics.other": "{choice}: legal; the Politics die stays active.",
    "chaos.lesson.extra": "Re-roll +1 (level 1 of a type track): re-roll one more die, an "
    "active one of any face or one from your Used pile. Every re-rolled die ends up active.",
    "chaos.lesson.extra.other": "{choice}: legal; the extra die may be left unused.",
    "chaos.lesson.lead_colonize": "Colonize (leader bonus: 1 Colonize icon): spend as many "
    "Colonize icons as the Colonize cost of a face-down planet in your Empire to Settle it.",
    "chaos.lesson.lead_colonize.other": "{choice}: a fine role too. Colonize will be pointed "
    "at again.",
    "chaos.lesson.settle": "Settle this planet: it turns face up. Each face-up planet counts "
    "2 Influence at the end (+1 on some).",
    "chaos.lesson.settle.other": "{choice}: legal. The planet can be settled later.",
    "chaos.lesson.lead_warfare": "Warfare (leader bonus: 1 Warfare icon, or -1 Warfare cost): "
    "collect 1 Fighter for each Warfare icon, OR Attack a planet instead.",
    "chaos.lesson.lead_warfare.other": "{choice}: a fine role too. Warfare will be pointed at "
    "again.",
    "chaos.lesson.collect": "Collect 1 Fighter for each Warfare icon: Fighters pay for Attacks.",
    "chaos.lesson.collect.other": "{choice}: legal too.",
    "chaos.lesson.follow": "Follow: use any number of your own active dice matching the "
    "role (and the icons of your face-up planets and techs) to carry out its effect for "
    "yourself.",
    "chaos.lesson.follow.other": "{choice}: legal. Dissenting re-rolls dice instead.",
    "chaos.lesson.attack": "Attack: discard as many Fighters as the Warfare cost and flip the "
    "planet. Unlike the card game, you can Attack when following.",
    "chaos.lesson.attack.other": "{choice}: legal. The Fighters stay for later.",
    "chaos.lesson.lead_produce": "Produce (leader bonus: 1 Produce icon): produce 1 resource "
    "for each Produce icon, stored on planets of your Empire, one each.",
    "chaos.lesson.lead_produce.other": "{choice}: a fine role too. Produce will be pointed at "
    "again.",
    "chaos.lesson.lead_trade": "Trade (leader bonus: 1 Trade icon): trade 1 resource for each "
    "Trade icon, into your score pile: each is worth 1 Influence at the end.",
    "chaos.lesson.lead_trade.other": "{choice}: a fine role too. Trade will be pointed at again.",
    "chaos.lesson.lead_research": "Research (leader bonus: 1 Research icon): pay the cost and "
    "satisfy the planet prerequisite to advance your marker on a Technology track.",
    "chaos.lesson.lead_research.other": "{choice}: a fine role too. Research will be pointed "
    "at again.",
    "chaos.lesson.research": "Advance on this track: each Technology confers a bonus, and "
    "Levels 3, 4 and 5 count 1, 2 and 3 Influence at the end.",
    "chaos.lesson.research.other": "{choice}: legal too.",
    "chaos.lesson.end": "Game end: when the last Fighter/Resource/Influence token is taken, "
    "or the Survey display cannot be restocked. Count 2 Influence per face-up planet (+1 on "
    "some), 1 per resource traded, and 1, 2 or 3 per Level 3, 4 or 5 Technology; the most "
    "Influence wins.",
}

FR: dict[str, str] = {
    "chaos.lesson.lead_survey": "Choisir un rôle : il y a 6 rôles, et vous pouvez choisir "
    "librement. Choisissez l'Exploration : le meneur reçoit 2 symboles Exploration.",
    "chaos.lesson.lead_survey.other": "{choice} : un bon rôle aussi. L'Exploration sera "
    "montrée de nouveau.",
    "chaos.lesson.boost": "Renforcer le rôle : utilisez autant de vos dés actifs au symbole "
    "du rôle que vous voulez. Les dés utilisés vont dans votre pile des dés utilisés.",
    "chaos.lesson.boost.other": "{choice} : permis ; moins de dés, moins de symboles.",
    "chaos.lesson.take": "Exploration : choisissez une planète de l'étalage que vous pouvez "
    "payer (de 2 à 6 symboles Exploration) ; elle rejoint votre Empire face cachée.",
    "chaos.lesson.take.other": "{choice} : permis, toute planète que vous pouvez payer peut "
    "être prise.",
    "chaos.lesson.dissent": "Chaque adversaire peut suivre ou contester. Contester : relancez "
    "autant de vos dés actifs que vous voulez, tous du même symbole (pas forcément celui du "
    "rôle).",
    "chaos.lesson.dissent.other": "{choice} : permis. Suivre utilise vos dés au symbole du "
    "rôle pour son effet.",
    "chaos.lesson.reroll": "Relancez ces dés : ils montrent tous le même symbole.",
    "chaos.lesson.reroll.other": "{choice} : permis, tout symbole peut être relancé.",
    "chaos.lesson.politics": "Politique : placez un dé Politique actif dans vos dés utilisés "
    "pour tourner un autre dé actif sur la face de votre choix. Possible quand "
    "vous renforcez, suivez ou contestez.",
    "chaos.lesson.politics.other": "{choice} : permis ; le dé Politique reste actif.",
    "chaos.lesson.extra": "Relance +1 (niveau 1 d'une piste de type) : relancez un dé de "
    "plus, un dé actif de n'importe quelle face ou un dé de la pile des dés utilisés. "
    "Chaque dé relancé redevient actif.",
    "chaos.lesson.extra.other": "{choice} : permis ; le dé en plus peut rester inutilisé.",
    "chaos.lesson.lead_colonize": "Colonisation (bonus du meneur : 1 symbole) : dépensez "
    "autant de symboles Colonisation que le coût de Colonisation d'une planète face cachée de "
    "votre Empire pour la peupler.",
    "chaos.lesson.lead_colonize.other": "{choice} : un bon rôle aussi. La Colonisation sera "
    "montrée de nouveau.",
    "chaos.lesson.settle": "Peuplez cette planète : elle passe face visible. Chaque planète "
    "face visible vaut 2 Influence à la fin (+1 sur certaines).",
    "chaos.lesson.settle.other": "{choice} : permis. La planète pourra être peuplée plus tard.",
    "chaos.lesson.lead_warfare": "Guerre (bonus du meneur : 1 symbole, ou -1 au coût) : "
    "recevez 1 chasseur par symbole Guerre, OU attaquez une planète à la place.",
    "chaos.lesson.lead_warfare.other": "{choice} : un bon rôle aussi. La Guerre sera montrée "
    "de nouveau.",
    "chaos.lesson.collect": "Recevez 1 chasseur par symbole Guerre : les chasseurs paient les "
    "attaques.",
    "chaos.lesson.collect.other": "{choice} : permis aussi.",
    "chaos.lesson.follow": "Suivre : utilisez autant de vos dés actifs au symbole du rôle (et "
    "les symboles de vos planètes face visible et technologies) pour appliquer son effet.",
    "chaos.lesson.follow.other": "{choice} : permis. Contester relance des dés à la place.",
    "chaos.lesson.attack": "Attaquer : défaussez autant de chasseurs que le coût de Guerre et "
    "retournez la planète. Contrairement au jeu de cartes, on peut attaquer en suivant.",
    "chaos.lesson.attack.other": "{choice} : permis. Les chasseurs restent pour plus tard.",
    "chaos.lesson.lead_produce": "Production (bonus du meneur : 1 symbole) : produisez 1 "
    "ressource par symbole Production, posée sur les planètes de votre Empire, une chacune.",
    "chaos.lesson.lead_produce.other": "{choice} : un bon rôle aussi. La Production sera "
    "montrée de nouveau.",
    "chaos.lesson.lead_trade": "Commerce (bonus du meneur : 1 symbole) : échangez 1 "
    "ressource par symbole Commerce, vers votre pile de score : chacune vaut 1 Influence à la "
    "fin.",
    "chaos.lesson.lead_trade.other": "{choice} : un bon rôle aussi. Le Commerce sera montré "
    "de nouveau.",
    "chaos.lesson.lead_research": "Recherche (bonus du meneur : 1 symbole) : payez le coût et "
    "remplissez le prérequis de planètes pour avancer votre marqueur sur une piste de "
    "technologie.",
    "chaos.lesson.lead_research.other": "{choice} : un bon rôle aussi. La Recherche sera "
    "montrée de nouveau.",
    "chaos.lesson.research": "Avancez sur cette piste : chaque technologie donne un bonus, "
    "et les niveaux 3, 4 et 5 valent 1, 2 et 3 Influence à la fin.",
    "chaos.lesson.research.other": "{choice} : permis aussi.",
    "chaos.lesson.end": "Fin de partie : quand le dernier jeton chasseur/ressource/influence "
    "est pris, ou que l'étalage d'Exploration ne peut être complété. Comptez 2 Influence par "
    "planète face visible (+1 sur certaines), 1 par ressource échangée, et 1, 2 ou 3 par "
    "technologie de niveau 3, 4 ou 5 ; le plus d'Influence gagne.",
}
