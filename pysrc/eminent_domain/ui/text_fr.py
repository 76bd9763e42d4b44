"""Eminent Domain's strings in French: one text for every key of the English table (`text.py`).

This edition's own French, translated from our English (not from a published rulebook or
edition). The texts are written with plain spaces; the catalogue's `typeset` then puts the no-break
space French typography wants before : ; ? ! and inside « », so a line never starts with one.

Glossary (one French word per game term, everywhere):
    Survey → Exploration · Warfare → Guerre · Colonize → Colonisation · Produce → Production ·
    Trade → Commerce · Research → Recherche · Politics → Politique · role → rôle ·
    lead / leader → mener / meneur · follow / follower → suivre / suiveur ·
    dissent → s'abstenir (et piocher) · boost → renforcer · leader bonus → bonus du meneur ·
    Action phase / Role phase / cleanup → phase d'action / phase de rôle / fin de tour ·
    round → manche · hand → main · hand limit → limite de main · deck → pioche ·
    discard pile → défausse · stack → pile · central display → zone centrale ·
    remove from the game → retirer du jeu · planet → planète · face up / down → face
    visible / cachée · settle → peupler · attack → attaquer · colony → colonie ·
    tuck → glisser (sous une planète) · fighter → chasseur · collect → recevoir ·
    resource → ressource (food → nourriture, water → eau, iron → fer, silicon → silicium) ·
    resource slot → emplacement de ressource · influence → influence · influence token →
    jeton d'influence · supply / reserve → stock / réserve · Empire → Empire ·
    technology → technologie · permanent → permanente · prerequisite → prérequis ·
    planet types Advanced / Fertile / Metallic → Avancée / Fertile / Métallique ·
    tie-break → départage · start player → premier joueur · bot → robot.
Planets keep their proper names (they are the same in both languages). Technology names are
translated: Improved X → X amélioré(e), Weapon Emporium → Bazar d'armement, Streamlining →
Rationalisation, War Path → Sentier de la guerre, Dissension → Discorde, and so on below.
Placeholders never follow "de" or "que", so no elision is needed whatever the name.
"""

from __future__ import annotations

from eminent_domain.ui import lesson_text
from tabletop.text import typeset

__all__ = ["STRINGS"]

_TEXT: dict[str, str] = {
    "new.variant": "Règles",
    "new.variant.standard": "Partie standard",
    "new.variant.learning": "Partie d'initiation (première partie)",
    "new.variant.level1": "Technologies de niveau 1 seulement",
    "new.variant.extended3": "Partie étendue à 3 joueurs",
    "new.errata": "Appliquer les errata publiés (autocollants Logistique, Abondance, "
    "Bureaucratie, Terraformation, Exploration et Guerre)",
    # --- table (render.py) ---
    "role.survey": "Exploration",
    "role.warfare": "Guerre",
    "role.colonize": "Colonisation",
    "role.produce": "Production",
    "role.trade": "Commerce",
    "role.research": "Recherche",
    "stack.survey": "Exploration",
    "stack.warfare": "Guerre",
    "stack.colonize": "Colonisation",
    "stack.produce-trade": "Production/Commerce",
    "stack.research": "Recherche",
    "planet_type.advanced": "Avancée",
    "planet_type.fertile": "Fertile",
    "planet_type.metallic": "Métallique",
    "resource.food": "nourriture",
    "resource.water": "eau",
    "resource.iron": "fer",
    "resource.silicon": "silicium",
    "resource.letter.food": "N",
    "resource.letter.water": "Eau",
    "resource.letter.iron": "Fe",
    "resource.letter.silicon": "Si",
    # --- card names and texts ---
    "role_card.survey": "Exploration",
    "role_card.warfare": "Guerre",
    "role_card.colonize": "Colonisation",
    "role_card.produce-trade": "Production/Commerce",
    "role_card.research": "Recherche",
    "role_card.politics": "Politique",
    "tech.name.improved_survey": "Exploration améliorée",
    "tech.text.improved_survey": "Piochez 3 cartes.",
    "tech.name.improved_colonize": "Colonisation améliorée",
    "tech.text.improved_colonize": "Peuplez 1 planète (facultatif). Puis peuplez une autre "
    "planète OU +1 colonie.",
    "tech.name.improved_warfare": "Guerre améliorée",
    "tech.text.improved_warfare": "Recevez 2 chasseurs OU attaquez 1 planète.",
    "tech.name.improved_production": "Production améliorée",
    "tech.text.improved_production": "Produisez 2 ressources.",
    "tech.name.improved_trade": "Commerce amélioré",
    "tech.text.improved_trade": "Prenez 1 influence dans le stock.",
    "tech.name.improved_research": "Recherche améliorée",
    "tech.text.improved_research": "Piochez 1 carte. Retirez du jeu jusqu'à 3 cartes de votre "
    "main.",
    "tech.name.diverse_markets": "Marchés variés",
    "tech.text.diverse_markets": "+1 influence pour chaque TYPE de ressource que vous échangez "
    "ce tour-ci.",
    "tech.name.data_network": "Réseau de données",
    "tech.text.data_network": "Piochez 2 cartes. Retirez du jeu autant de cartes de votre main "
    "que vous voulez.",
    "tech.name.specialization": "Spécialisation",
    "tech.text.specialization": "Choisissez 1 TYPE de ressource. +1 influence pour chaque "
    "ressource de ce TYPE que vous échangez ce tour-ci.",
    "tech.name.weapon_emporium": "Bazar d'armement",
    "tech.text.weapon_emporium": "Vous pouvez échanger des chasseurs comme s'ils étaient des "
    "ressources.",
    "tech.name.streamlining": "Rationalisation",
    "tech.text.streamlining": "À chaque tour, vous pouvez retirer du jeu 1 carte de votre main.",
    "tech.name.adaptability": "Adaptabilité",
    "tech.text.adaptability": "Vos cartes de rôle Recherche ordinaires portent tous les "
    "symboles ; elles peuvent renforcer ou suivre n'importe quel rôle.",
    "tech.name.hyperefficiency": "Hyperefficacité",
    "tech.text.hyperefficiency": "À chaque tour, vous pouvez retirer du jeu autant de cartes de "
    "votre main que vous voulez.",
    "tech.name.mobilization": "Mobilisation",
    "tech.text.mobilization": "Recevez 2 chasseurs. Vous pouvez attaquer 1 planète après votre "
    "phase de rôle ce tour-ci.",
    "tech.name.survey_team": "Équipe d'exploration",
    "tech.text.survey_team": "Prenez la carte du dessus de la pioche de planètes et placez-la "
    "face cachée dans votre Empire.",
    "tech.name.war_path": "Sentier de la guerre",
    "tech.text.war_path": "Attaquez jusqu'à 2 planètes.",
    "tech.name.imperialism": "Impérialisme",
    "tech.text.imperialism": "Sans texte : fournit 1 symbole Exploration, 1 Commerce et "
    "1 Guerre tant qu'elle est dans votre Empire.",
    "tech.name.scorched_earth_policy": "Politique de la terre brûlée",
    "tech.text.scorched_earth_policy": "-2 à vos coûts de Guerre. Quand vous attaquez une "
    "planète, laissez-y un chasseur ; cette planète ne peut pas stocker de ressources.",
    "tech.name.logistics": "Logistique",
    "tech.text.logistics": "Jouez les phases d'action et de rôle de votre tour dans l'ordre de "
    "votre choix.",
    "tech.name.productivity": "Productivité",
    "tech.text.productivity": "Pendant votre phase d'action, vous pouvez jouer une carte de plus "
    "pour son effet d'action.",
    "tech.name.artificial_intelligence": "Intelligence artificielle",
    "tech.text.artificial_intelligence": "Prenez dans votre main 2 cartes de rôle au choix "
    "parmi les piles.",
    "tech.name.genetic_engineering": "Génie génétique",
    "tech.text.genetic_engineering": "+1 influence pour chaque TYPE de ressource que vous "
    "produisez ce tour-ci.",
    "tech.name.terraforming": "Terraformation",
    "tech.text.terraforming": "Ajoutez cette carte à une planète comme 2 colonies. Si cela "
    "atteint le coût de Colonisation imprimé, peuplez cette planète. Note de la carte : "
    "ignorez les réductions de Colonisation de votre Empire.",
    "tech.name.fertile_ground": "Terre fertile",
    "tech.text.fertile_ground": "Sans texte : fournit 1 symbole Colonisation, 1 Production et "
    "1 Recherche tant qu'elle est dans votre Empire.",
    "tech.name.abundance": "Abondance",
    "tech.text.abundance": "Les planètes que vous peuplez ou attaquez entrent en jeu avec "
    "leurs emplacements de ressource pleins.",
    "tech.name.dissension": "Discorde",
    "tech.text.dissension": "Piochez 1 carte de plus quand vous vous abstenez.",
    "tech.name.bureaucracy": "Bureaucratie",
    "tech.text.bureaucracy": "Vous pouvez utiliser le bonus du meneur quand vous suivez les "
    "rôles Colonisation et Guerre.",
    "card.survey": "Action : piochez 2 cartes. Rôle : regardez 1 planète par symbole "
    "Exploration moins 1, gardez-en 1.",
    "card.warfare": "Action : attaquez 1 planète ou recevez 1 chasseur. Rôle : recevez "
    "1 chasseur par symbole Guerre (le meneur peut attaquer à la place).",
    "card.colonize": "Action : peuplez 1 planète ou ajoutez cette carte comme colonie. Rôle : "
    "1 colonie par symbole Colonisation (le meneur peut peupler à la place).",
    "card.produce-trade": "Action : produisez 1 ressource ou échangez-en 1 contre 1 influence. "
    "Rôle : produisez ou échangez 1 ressource par symbole.",
    "card.research": "Action : retirez du jeu jusqu'à 2 cartes de votre main. Rôle : prenez "
    "1 technologie.",
    "card.politics": "Action : retirez cette carte du jeu et prenez dans votre main une carte "
    "de rôle au choix parmi les piles.",
    "tech_status.affordable": "vous pouvez la rechercher",
    "tech_status.prerequisite": "planètes suffisantes, Recherche insuffisante",
    "tech_status.locked": "il faut plus de planètes",
    "table.active": "son tour",
    "table.active_you": "votre tour",
    "table.start_player": "premier joueur",
    "table.barren": "stérile",
    "table.bot_name": "{name} (robot, {level})",
    "table.central": "Zone centrale",
    "table.colonies": "{n} colonies",
    "table.colony": "1 colonie",
    "table.counts": "Main {hand} · pioche {deck} · défausse {discard} · chasseurs {fighters} · "
    "jetons d'influence {influence}",
    "table.discard_pile": "Défausse ({n})",
    "table.empire_of": "Empire : {name}",
    "table.empty": "Vide.",
    "table.empty_stack": "vide",
    "table.hand_size": "+{n} à la limite de main",
    "table.hand_title": "Votre main ({n} cartes)",
    "table.hand_of": "Main : {name} ({n} cartes)",
    "table.in_play": "Cartes jouées ce tour :",
    "table.last_round": "dernière manche",
    "table.round": "Manche {n}",
    "table.secret_face": "(vous la connaissez : {name})",
    "table.slot_filled": "{resource}",
    "table.slot_empty": "emplacement vide ({resource})",
    "table.supply": "Influence : stock {supply}, réserve {reserve} · pioche de planètes {deck}, "
    "défausse de planètes {discard}",
    "table.tech_meta": "coût {cost} · {influence}★ · il en reste {n}",
    "table.tech_pile": "{type}, niveau {level}",
    "table.technologies": "Technologies : {n} cartes, dont {ready} que vous pouvez rechercher "
    "maintenant",
    "table.technologies_seen": "Technologies : {n} cartes",
    "table.turn_of": "au tour de {name}",
    "table.you": "{name} (vous)",
    "table.your_hand": "Votre main",
    "end.tie_note": "Départage : ressources plus chasseurs dans l'Empire.",
    "end.tied": "{names} sont à égalité avec {score} points d'influence ; après départage : "
    "{winners}.",
    "end.winner": "{name} l'emporte avec {score} points d'influence.",
    "end.winners": "Victoire : {names}.",
    "end.col.player": "Joueur",
    "end.col.planets": "Pla\u00adnètes",
    "end.col.techs": "Tech\u00adno\u00adlo\u00adgies",  # soft hyphens: it may break on a phone
    "end.col.tokens": "Jetons",
    "end.col.total": "Total",
    "end.col.tie": "Dé\u00adpar\u00adtage",  # soft hyphens, as for the technologies
    # --- log and actions (describe.py) ---
    "action.tech.symbols": "{name} ({symbols})",
    "action.tech.permanent": "{name} (permanente)",
    "action.card.role": "une carte {name}",
    "action.planet.down_known": "{name} (planète {type} face cachée)",
    "action.planet.down_unknown": "planète {type} face cachée n°\u00a0{number}",
    "action.skip": "Passer la phase d'action",
    "action.skip.more": "Ne plus jouer de carte Action",
    "action.act": "Jouer {card} : {effect}",
    "action.act.plain": "Jouer {card}",
    "action.effect.survey": "piocher 2 cartes",
    "action.effect.warfare": "recevoir 1 chasseur ou attaquer une planète",
    "action.effect.colonize": "l'ajouter comme colonie ou peupler une planète",
    "action.effect.produce-trade": "produire ou échanger 1 ressource",
    "action.effect.research": "retirer du jeu jusqu'à 2 cartes de votre main",
    "action.effect.politics": "l'échanger contre une carte de rôle d'une pile",
    "action.effect.improved_survey": "piocher 3 cartes",
    "action.effect.improved_colonize": "peupler une planète, puis en peupler une autre ou "
    "ajouter une colonie",
    "action.effect.improved_warfare": "recevoir 2 chasseurs ou attaquer une planète",
    "action.effect.improved_production": "produire 2 ressources",
    "action.effect.improved_trade": "recevoir 1 influence",
    "action.effect.improved_research": "piocher 1 carte, puis retirer jusqu'à 3 cartes de "
    "votre main",
    "action.effect.diverse_markets": "+1 influence par type de ressource échangé ce tour-ci",
    "action.effect.data_network": "piocher 2 cartes, puis retirer autant de cartes de votre "
    "main que voulu",
    "action.effect.specialization": "nommer un type de ressource : +1 influence par ressource "
    "de ce type échangée",
    "action.effect.mobilization": "recevoir 2 chasseurs ; attaque possible après votre phase "
    "de rôle",
    "action.effect.survey_team": "placer face cachée dans votre Empire la planète du dessus de "
    "la pioche",
    "action.effect.war_path": "attaquer jusqu'à 2 planètes",
    "action.effect.artificial_intelligence": "prendre 2 cartes de rôle au choix dans les piles",
    "action.effect.genetic_engineering": "+1 influence par type de ressource produit",
    "action.effect.terraforming": "l'ajouter à une planète comme 2 colonies ; peupler si cela "
    "suffit",
    "action.lead": "Mener {role} : {effect}",
    "action.lead.logistics": "Mener {role} maintenant, phase d'action ensuite (Logistique)",
    "action.lead.survey": "regarder des planètes et en garder une",
    "action.lead.warfare": "recevoir des chasseurs ou attaquer une planète",
    "action.lead.colonize": "peupler une planète ou ajouter des colonies",
    "action.lead.produce": "produire des ressources",
    "action.lead.trade": "échanger des ressources contre de l'influence",
    "action.lead.research": "prendre une technologie",
    "action.boost": "Renforcer avec {card} : +{count} {role}",
    "action.done": "Terminé",
    "action.done.boost.one": "Fin des renforts : résoudre {role} avec {count} symbole",
    "action.done.boost.many": "Fin des renforts : résoudre {role} avec {count} symboles",
    "action.done.trade": "Arrêter les échanges",
    "action.done.remove": "Arrêter de retirer des cartes",
    "action.done.cleanup": "Finir votre tour (limite de main {limit})",
    "action.done.cleanup_draw.one": "Finir votre tour : piocher {count} carte (limite de main "
    "{limit})",
    "action.done.cleanup_draw.many": "Finir votre tour : piocher {count} cartes (limite de "
    "main {limit})",
    "action.done.cleanup_over": "Finir votre tour, puis vous défausser jusqu'à votre limite de "
    "main ({limit})",
    "action.follow": "Suivre {role}",
    "action.dissent.one": "S'abstenir : piocher {count} carte",
    "action.dissent.many": "S'abstenir : piocher {count} cartes",
    "action.collect.one": "Recevoir {count} chasseur",
    "action.collect.many": "Recevoir {count} chasseurs",
    "action.attack.one": "Attaquer {planet} avec {count} chasseur",
    "action.attack.many": "Attaquer {planet} avec {count} chasseurs",
    "action.settle": "Peupler {planet}",
    "action.colonies": "Ajouter des colonies au lieu de peupler",
    "action.tuck": "Ajouter une colonie à {planet}",
    "action.tuck.this": "Glisser cette carte sous {planet} comme colonie",
    "action.tuck.terraform": "Terraformer {planet} : cette carte devient 2 colonies",
    "action.produce": "Produire : {resource} sur {planet}",
    "action.trade": "Échanger : {resource} ({planet}) contre 1 influence",
    "action.trade_fighter": "Échanger un chasseur contre 1 influence (Bazar d'armement)",
    "action.keep": "Garder {planet} ({type} ; Colonisation {colonize}, Guerre {warfare}, "
    "influence {influence})",
    "action.keep.unseen": "Garder la planète {number} de l'Exploration",
    "action.research": "Rechercher {tech} : niveau {level}, {type}, coût {cost}",
    "action.pass": "Passer",
    "action.pass.research": "Ne prendre aucune technologie",
    "action.pass.settle_optional": "Ne pas peupler de planète",
    "action.pass.settle_or_colony_opt": "Ni peupler ni ajouter de colonie",
    "action.pass.attack_optional": "Ne pas attaquer",
    "action.pass.trade": "Ne pas échanger",
    "action.take": "Prendre une carte {card} dans sa pile",
    "action.remove": "Retirer {card} du jeu",
    "action.remove_this": "Retirer du jeu cette carte Recherche",
    "action.discard": "Défausser {card}",
    "action.resource": "Nommer : {resource} (Spécialisation)",
    # follow or dissent
    "follow.hint": "{follow} {dissent}",
    "follow.symbols.one": "Suivre {role} : vous avez {count} symbole {role} — {gain}.",
    "follow.symbols.many": "Suivre {role} : vous avez {count} symboles {role} — {gain}.",
    "follow.dissent.one": "S'abstenir : piocher {count} carte.",
    "follow.dissent.many": "S'abstenir : piocher {count} cartes.",
    "follow.gain.none": "aucune planète à regarder",
    "follow.nothing": "Suivre {role} : vous n'avez aucun symbole {role}, suivre ne rapporte "
    "donc rien.",
    "follow.gain.survey.one": "regarder {count} planète et la garder",
    "follow.gain.survey.many": "regarder {count} planètes et en garder une",
    "follow.gain.warfare.one": "recevoir {count} chasseur",
    "follow.gain.warfare.many": "recevoir {count} chasseurs",
    "follow.gain.warfare.bonus.one": "recevoir {count} chasseur ou attaquer une planète "
    "(Bureaucratie)",
    "follow.gain.warfare.bonus.many": "recevoir {count} chasseurs ou attaquer une planète "
    "(Bureaucratie)",
    "follow.gain.colonize.one": "ajouter jusqu'à {count} colonie depuis votre main",
    "follow.gain.colonize.many": "ajouter jusqu'à {count} colonies depuis votre main",
    "follow.gain.colonize.bonus.one": "peupler une planète ou ajouter jusqu'à {count} colonie "
    "(Bureaucratie)",
    "follow.gain.colonize.bonus.many": "peupler une planète ou ajouter jusqu'à {count} "
    "colonies (Bureaucratie)",
    "follow.gain.produce.one": "produire jusqu'à {count} ressource",
    "follow.gain.produce.many": "produire jusqu'à {count} ressources",
    "follow.gain.trade.one": "échanger jusqu'à {count} ressource contre de l'influence",
    "follow.gain.trade.many": "échanger jusqu'à {count} ressources contre de l'influence",
    "follow.gain.research.one": "rechercher une technologie coûtant jusqu'à {count}",
    "follow.gain.research.many": "rechercher une technologie coûtant jusqu'à {count}",
    # ce que fera un choix (eminent_domain.ui.preview)
    "will.symbols.one": "{count} symbole",
    "will.symbols.many": "{count} symboles",
    "will.outcome": "{symbols} : {what}",
    "will.then.one": "Ensuite 1 symbole",
    "will.then.many": "Ensuite {count} symboles",
    "will.survey.one": "regarder 1 planète",
    "will.survey.many": "regarder {count} planètes, en garder une",
    "will.warfare.one": "1 chasseur",
    "will.warfare.many": "{count} chasseurs",
    "will.or_attack": "{collect}, ou attaquer une planète",
    "will.colonize.one": "1 colonie",
    "will.colonize.many": "{count} colonies",
    "will.or_settle": "{colonies}, ou peupler une planète",
    "will.up_to": "Jusqu'à {symbols}",
    "will.produce.one": "produire 1 ressource",
    "will.produce.many": "produire {count} ressources",
    "will.trade.one": "échanger 1 ressource (+1 influence)",
    "will.trade.many": "échanger {count} ressources (+{count} influence)",
    "will.research.one": "1 technologie à votre portée",
    "will.research.many": "{count} technologies à votre portée",
    "will.score.one": "+1 point d'influence",
    "will.score.many": "+{count} points d'influence",
    "will.score.none": "Aucun point d'influence",
    "will.none.symbols": "aucun symbole à résoudre",
    "will.none.survey": "aucune planète à regarder",
    "will.none.warfare": "aucun chasseur et aucune planète à attaquer",
    "will.none.colonize": "aucune colonie à placer et aucune planète à peupler",
    "will.none.produce": "aucune planète où produire",
    "will.none.full": "tous les emplacements de ressource sont pleins",
    "will.none.trade": "aucune ressource à échanger",
    "will.none.research": "aucune technologie à votre portée",
    "will.none.produce_or_trade": "rien à produire ni à échanger",
    "will.none.face_down": "aucune planète face cachée",
    "will.none.settle": "aucune planète à peupler",
    "will.none.attack": "aucune planète que vous puissiez attaquer",
    "will.none.take": "aucune carte de rôle à prendre",
    "will.none.remove": "aucune carte à retirer",
    "will.none.action": "son effet n'a rien sur quoi agir",
    # prompt titles
    "prompt.game_over": "Partie terminée",
    "prompt.unknown": "C'est à {player} de décider",
    "prompt.action": "{player} : phase d'action — jouez une carte Action ou passez",
    "prompt.action.more": "{player} : jouez une autre carte Action (Productivité) ou arrêtez",
    "prompt.action.late": "{player} : phase d'action, après la phase de rôle (Logistique)",
    "prompt.action.logistics": "{player} : phase d'action — jouez une carte Action, passez, ou "
    "menez d'abord un rôle (Logistique)",
    "prompt.lead": "{player} : menez un rôle",
    "prompt.boost.lead": "{player} : renforcez {role} avec des cartes de votre main",
    "prompt.boost.follow": "{player} : renforcez {role} (en suivant) avec des cartes de votre main",
    "prompt.follow": "{player} : suivre {role} ou s'abstenir",
    "prompt.warfare_role.one": "{player} : Guerre — recevez {count} chasseur ou attaquez une "
    "planète",
    "prompt.warfare_role.many": "{player} : Guerre — recevez {count} chasseurs ou attaquez une "
    "planète",
    "prompt.colonize_role": "{player} : Colonisation — peuplez une planète ou ajoutez des colonies",
    "prompt.tuck": "{player} : Colonisation — choisissez une planète face cachée pour chaque "
    "colonie",
    "prompt.produce.one": "{player} : Production — encore {count} ressource à produire",
    "prompt.produce.many": "{player} : Production — encore {count} ressources à produire",
    "prompt.trade.one": "{player} : Commerce — encore jusqu'à {count} ressource à échanger",
    "prompt.trade.many": "{player} : Commerce — encore jusqu'à {count} ressources à échanger",
    "prompt.survey": "{player} : choisissez une planète à garder (Exploration)",
    "prompt.research.one": "{player} : Recherche — choisissez une technologie ({count} symbole)",
    "prompt.research.many": "{player} : Recherche — choisissez une technologie ({count} symboles)",
    "prompt.cleanup": "{player} : fin de tour — défaussez les cartes voulues, puis piochez "
    "jusqu'à votre limite de main",
    "prompt.cleanup.down": "{player} : défaussez-vous jusqu'à votre limite de main",
    "prompt.effect": "{player} : résolvez l'action",
    "prompt.effect.collect_or_attack.one": "{player} : recevez {count} chasseur ou attaquez une "
    "planète",
    "prompt.effect.collect_or_attack.many": "{player} : recevez {count} chasseurs ou attaquez "
    "une planète",
    "prompt.effect.colony_or_settle": "{player} : ajoutez une colonie ou peuplez une planète",
    "prompt.effect.settle_optional": "{player} : peuplez une planète, ou non (Colonisation "
    "améliorée)",
    "prompt.effect.settle_or_colony_opt": "{player} : peuplez une autre planète ou ajoutez une "
    "colonie, ou rien",
    "prompt.effect.produce_or_trade": "{player} : produisez ou échangez 1 ressource",
    "prompt.effect.produce.one": "{player} : produisez encore {count} ressource",
    "prompt.effect.produce.many": "{player} : produisez encore {count} ressources",
    "prompt.effect.remove.one": "{player} : retirez du jeu jusqu'à {count} carte de plus de "
    "votre main",
    "prompt.effect.remove.many": "{player} : retirez du jeu jusqu'à {count} cartes de plus de "
    "votre main",
    "prompt.effect.remove_self.one": "{player} : retirez du jeu jusqu'à {count} carte de plus "
    "(celle-ci comprise)",
    "prompt.effect.remove_self.many": "{player} : retirez du jeu jusqu'à {count} cartes de plus "
    "(celle-ci comprise)",
    "prompt.effect.remove_any": "{player} : retirez du jeu autant de cartes de votre main que "
    "vous voulez",
    "prompt.effect.take": "{player} : prenez une carte de rôle dans une pile",
    "prompt.effect.choose_resource": "{player} : nommez un type de ressource (Spécialisation)",
    "prompt.effect.attack_optional": "{player} : attaquez une planète, ou non",
    "prompt.effect.terraform": "{player} : choisissez une planète face cachée à terraformer",
    # log
    "log.and": "{first} et {last}",
    "log.score": "{player} {score}",
    "log.reshuffle": "{player} a mélangé sa défausse pour en faire une nouvelle pioche.",
    "log.reshuffle.planets": "La défausse de planètes a été mélangée pour en faire une "
    "nouvelle pioche de planètes.",
    "log.draw.one": "{player} a pioché {count} carte.",
    "log.draw.many": "{player} a pioché {count} cartes.",
    "log.influence.one": "{player} a gagné {count} point d'influence.",
    "log.influence.many": "{player} a gagné {count} points d'influence.",
    "log.fighters.one": "{player} a reçu {count} chasseur.",
    "log.fighters.many": "{player} a reçu {count} chasseurs.",
    "log.turn": "Manche {round} : au tour de {player}.",
    "log.end_triggered": "La fin de la partie a été déclenchée : la manche sera jouée jusqu'au "
    "bout pour que tous aient joué autant de tours.",
    "log.end_turn_limit": "La partie a atteint sa limite de {turns} tours : la manche sera jouée "
    "jusqu'au bout, puis la partie s'arrêtera.",
    "log.game_over.win": "Partie terminée : {players} a gagné avec {score} points ({scores}).",
    "log.game_over.shared": "Partie terminée : {players} se sont partagé la victoire avec {score} "
    "points ({scores}).",
    "log.extra_turn": "{player} a obtenu un tour supplémentaire (Logistique).",
    "log.action": "{player} a joué {card} pour son action.",
    "log.lead.took": "{player} a mené le rôle {role} et pris une carte de sa pile.",
    "log.lead.empty": "{player} a mené le rôle {role} (sa pile est vide).",
    "log.boost": "{player} a renforcé avec {card}.",
    "log.boost.run": "{player} a renforcé avec {count} cartes\u00a0: {cards}.",
    "log.follow": "{player} a suivi le rôle {role}.",
    "log.dissent": "{player} a choisi de s'abstenir.",
    "log.resolve.one": "{player} a résolu le rôle {role} avec {count} symbole.",
    "log.resolve.many": "{player} a résolu le rôle {role} avec {count} symboles.",
    "log.colony": "{player} a glissé {card} sous une planète face cachée comme colonie.",
    "log.survey_keep": "{player} a ajouté une planète face cachée à son Empire.",
    "log.survey_keep.known": "{player} a ajouté {planet} face cachée à son Empire.",
    "log.settle": "{player} a peuplé {planet}.",
    "log.attack": "{player} a attaqué {planet}.",
    "log.produce": "{player} a produit une ressource : {resource}.",
    "log.trade": "{player} a échangé une ressource : {resource}.",
    "log.trade.fighter": "{player} a échangé un chasseur (Bazar d'armement).",
    "log.research": "{player} a acquis la technologie {tech}.",
    "log.take": "{player} a pris {card} dans les piles.",
    "log.discard": "{player} a défaussé {card}.",
    "log.remove": "{player} a retiré {card} du jeu.",
    "log.discard.run": "{player} a défaussé {count} cartes\u00a0: {cards}.",
    "log.remove.run": "{player} a retiré {count} cartes du jeu\u00a0: {cards}.",
    "log.specialize": "{player} a nommé la ressource {resource} (Spécialisation).",
    # --- rules screen (rules_page.py) ---
    "rules.intro": "Un court résumé des règles de cette édition. Touchez un titre pour "
    "l'ouvrir ; la galerie plus bas montre toutes les cartes.",
    "rules.goal.title": "But du jeu",
    "rules.goal.1": "Vous bâtissez un empire spatial : explorez la galaxie en quête de "
    "planètes, faites-les entrer dans votre Empire en les colonisant ou en les conquérant, "
    "produisez et échangez des ressources, et développez des technologies. À la fin de la "
    "partie, le joueur qui a le plus d'influence l'emporte.",
    "rules.goal.2": "Vos capacités viennent de votre pioche de cartes de rôle. Chaque fois que "
    "vous menez un rôle, vous prenez une carte de ce rôle : les rôles que vous choisissez le "
    "plus souvent deviennent les points forts de votre pioche.",
    "rules.setup.title": "Mise en place",
    "rules.setup.1": "Chaque joueur reçoit une pioche de 10 cartes prises parmi les cartes de "
    "rôle : 1 Politique, 1 Guerre, 2 Exploration, 2 Colonisation, 2 Production/Commerce et "
    "2 Recherche. Les cartes Politique restantes quittent le jeu.",
    "rules.setup.2": "Les autres cartes de rôle forment cinq piles face visible dans la zone "
    "centrale : Exploration, Guerre, Colonisation, Production/Commerce et Recherche.",
    "rules.setup.3": "Chaque joueur reçoit une planète de départ tirée au hasard, face "
    "cachée, dans son Empire.",
    "rules.setup.4": "Les cartes planète sont mélangées en une pioche de planètes face cachée.",
    "rules.setup.5": "Les cartes technologie forment trois piles face visible, une par type de "
    "planète, que tout le monde peut consulter.",
    "rules.setup.6": "24 jetons d'influence forment le stock ; 8 autres sont gardés en réserve.",
    "rules.setup.7": "Un joueur tiré au hasard commence, puis on joue dans le sens horaire. "
    "Chacun mélange sa pioche et pioche 5 cartes.",
    "rules.turn.title": "Votre tour",
    "rules.turn.intro": "Un tour comporte trois phases, toujours dans cet ordre.",
    "rules.turn.action.title": "1. Phase d'action (facultative)",
    "rules.turn.action.1": "Jouez une carte de votre main et appliquez son action, ou passez "
    "la phase.",
    "rules.turn.action.2": "Une action n'est jamais renforcée ni suivie. La carte va ensuite "
    "dans votre défausse.",
    "rules.turn.role.title": "2. Phase de rôle",
    "rules.turn.role.1": "Mener : choisissez l'un des six rôles de la zone centrale et mettez "
    "en jeu une carte de sa pile, s'il en reste. Cette carte compte pour un symbole du rôle.",
    "rules.turn.role.2": "Renforcer : jouez autant de cartes de votre main portant le symbole "
    "du rôle que vous voulez. Les icônes de vos planètes face visible et de vos technologies "
    "permanentes comptent aussi ; la carte jouée pendant la phase d'action, non.",
    "rules.turn.role.3": "Résolvez le rôle avec tous vos symboles, plus le bonus du meneur.",
    "rules.turn.role.4": "Ensuite, chacun des autres joueurs, dans le sens horaire, choisit :",
    "rules.turn.others.1": "Suivre : jouer de sa main des cartes portant le symbole du rôle "
    "(aucune, c'est permis : les symboles de son Empire comptent) et résoudre le rôle, sans "
    "le bonus du meneur.",
    "rules.turn.others.2": "S'abstenir : piocher 1 carte à la place.",
    "rules.turn.cleanup.title": "3. Fin de tour",
    "rules.turn.cleanup.1": "Les cartes que chaque joueur a jouées ce tour-ci vont dans sa "
    "défausse, sauf celles glissées sous des planètes comme colonies.",
    "rules.turn.cleanup.2": "Puis vous seul pouvez défausser des cartes de votre main, et "
    "piocher jusqu'à votre limite de main (ou vous défausser jusqu'à elle si vous la "
    "dépassez).",
    "rules.turn.cleanup.3": "Quand vous devez piocher dans une pioche vide, mélangez votre "
    "défausse pour en faire une nouvelle pioche. Les défausses sont visibles de tous.",
    "rules.roles.title": "Les rôles",
    "rules.roles.intro": "Une carte de rôle a deux effets : son Action, pour votre phase "
    "d'action, et son Rôle, quand vous menez ou suivez. Seul le meneur reçoit le bonus du "
    "meneur.",
    "rules.roles.empty": "On peut mener un rôle même si sa pile est vide ; le meneur ne prend "
    "alors pas de carte. Pour Production, Commerce et Recherche, une pile vide donne à la "
    "place +1 symbole au meneur. Avec l'option errata, c'est aussi le cas pour Exploration et "
    "Guerre ; jamais pour Colonisation.",
    "rules.label.action": "Action",
    "rules.label.role": "Rôle",
    "rules.label.bonus": "Bonus du meneur",
    "rules.label.follow": "En suivant",
    "rules.label.note": "Remarque",
    "rules.role.survey": "Exploration",
    "rules.role.warfare": "Guerre",
    "rules.role.colonize": "Colonisation",
    "rules.role.produce": "Production",
    "rules.role.trade": "Commerce",
    "rules.role.research": "Recherche",
    "rules.role.politics": "Politique",
    "rules.role.produce-trade": "Production/Commerce",
    "rules.role.survey.action": "Piochez 2 cartes.",
    "rules.role.survey.role": "Regardez des planètes de la pioche de planètes : une de moins "
    "que vos symboles Exploration. Gardez-en une face cachée dans votre Empire ; les autres "
    "vont face visible dans la défausse de planètes.",
    "rules.role.survey.bonus": "Regardez 1 planète de plus.",
    "rules.role.survey.follow": "Pareil, sans le bonus : un seul symbole ne vous montre donc rien.",
    "rules.role.survey.note": "Quand la pioche de planètes est épuisée, la défausse de "
    "planètes est mélangée pour en faire une nouvelle.",
    "rules.role.warfare.action": "Recevez 1 chasseur, ou attaquez 1 planète.",
    "rules.role.warfare.role": "Recevez 1 chasseur par symbole Guerre.",
    "rules.role.warfare.bonus": "Attaquez 1 planète au lieu de recevoir des chasseurs.",
    "rules.role.warfare.follow": "Seulement recevoir des chasseurs : un suiveur ne peut pas "
    "attaquer.",
    "rules.role.warfare.note": "Attaquer : rendez autant de chasseurs que le coût de Guerre "
    "d'une planète face cachée de votre propre Empire, et retournez-la face visible. Ses "
    "éventuelles colonies vont dans votre défausse.",
    "rules.role.colonize.action": "+1 colonie (glissez cette carte sous l'une de vos planètes "
    "face cachée), ou peuplez 1 planète.",
    "rules.role.colonize.role": "Glissez chaque carte jouée sous une planète face cachée de "
    "votre choix ; chaque symbole Colonisation d'une carte glissée y compte pour une colonie. "
    "Sans planète face cachée, les cartes sont simplement défaussées en fin de tour.",
    "rules.role.colonize.bonus": "Peuplez 1 planète au lieu d'ajouter des colonies (vos cartes "
    "de renfort sont alors simplement défaussées).",
    "rules.role.colonize.follow": "Seulement ajouter des colonies : un suiveur ne peut pas "
    "peupler.",
    "rules.role.colonize.note": "Peupler : dès qu'une planète face cachée a autant de colonies "
    "que son coût de Colonisation, retournez-la face visible et mettez ses colonies dans votre "
    "défausse. Chaque icône Colonisation de vos planètes face visible et de vos technologies "
    "permanentes réduit d'une unité le nombre de colonies nécessaires. Les colonies en trop "
    "sont permises.",
    "rules.role.produce.action": "Placez 1 ressource dans un emplacement de ressource vide "
    "d'une de vos planètes face visible.",
    "rules.role.produce.role": "Remplissez 1 emplacement vide par symbole Production. Ce n'est "
    "pas facultatif : chaque symbole remplit un emplacement tant qu'il en reste un vide.",
    "rules.role.produce.bonus": "Aucun tant que la pile a des cartes ; une fois la pile vide, "
    "+1 symbole Production.",
    "rules.role.produce.follow": "Pareil, sans le bonus.",
    "rules.role.produce.note": "Production et Commerce partagent la pile Production/Commerce. "
    "Ses cartes comptent pour un symbole du rôle choisi par le meneur, et les autres suivent "
    "ce rôle.",
    "rules.role.trade.action": "Rendez 1 ressource de votre Empire et prenez 1 jeton d'influence.",
    "rules.role.trade.role": "Pour chaque symbole Commerce, rendez 1 ressource et prenez "
    "1 jeton d'influence. Ce n'est pas facultatif tant que vous avez des ressources ; les "
    "symboles en excès ne rapportent rien.",
    "rules.role.trade.bonus": "Aucun tant que la pile a des cartes ; une fois la pile vide, "
    "+1 symbole Commerce.",
    "rules.role.trade.follow": "Pareil, sans le bonus.",
    "rules.role.research.action": "Retirez du jeu jusqu'à 2 cartes de votre main ; cette "
    "carte peut en faire partie.",
    "rules.role.research.role": "Prenez une technologie dont vous couvrez le coût avec vos "
    "symboles Recherche et le prérequis avec vos planètes face visible de son type, ou n'en "
    "prenez aucune.",
    "rules.role.research.bonus": "Aucun tant que la pile a des cartes ; une fois la pile "
    "vide, +1 symbole Recherche.",
    "rules.role.research.follow": "Pareil, sans le bonus : les suiveurs peuvent rechercher "
    "eux aussi.",
    "rules.role.research.note": "Il est permis de mener Recherche dans le seul but d'ajouter "
    "une carte Recherche à votre pioche.",
    "rules.politics.1": "Action seulement : retirez cette carte du jeu et prenez dans votre "
    "main 1 carte de rôle au choix parmi les piles.",
    "rules.politics.2": "Elle n'a pas de symbole : elle ne renforce ni ne suit jamais. On ne "
    "peut la jouer que s'il reste une carte dans au moins une pile.",
    "rules.empire.title": "Votre Empire et vos planètes",
    "rules.empire.1": "Votre Empire est votre zone de jeu : vos planètes, chasseurs, "
    "ressources et technologies permanentes.",
    "rules.empire.2": "Une planète face cachée montre son dos à tous : type, coût de "
    "Colonisation et coût de Guerre. Seul son propriétaire connaît sa face. Peuplez-la ou "
    "attaquez-la pour la retourner face visible.",
    "rules.empire.3": "Une planète face visible rapporte l'influence imprimée dessus, et ses "
    "icônes de rôle comptent comme des symboles quand vous renforcez ou suivez ce rôle.",
    "rules.empire.4": "Chaque emplacement de ressource d'une planète face visible accueille une "
    "ressource du type imprimé : silicium sur les planètes Avancées, nourriture ou eau sur les "
    "Fertiles, fer sur les Métalliques.",
    "rules.empire.5": "Votre limite de main est de 5, plus 1 par planète face visible portant "
    "une icône +1 à la limite de main.",
    "rules.empire.6": "Chasseurs et ressources sont illimités, quel que soit le nombre de jetons.",
    "rules.tech.title": "Technologies",
    "rules.tech.1": "Il y a trois piles : les technologies Avancées, Fertiles et Métalliques. "
    "Le niveau d'une technologie fixe son prérequis, son coût et son influence :",
    "rules.tech.col.level": "Niveau",
    "rules.tech.col.planets": "Planètes face visible de son type",
    "rules.tech.col.cost": "Symboles Recherche",
    "rules.tech.col.influence": "Influence",
    "rules.tech.2": "Les planètes de départ comptent pour le prérequis.",
    "rules.tech.3": "La plupart des technologies vont dans votre main. Elles font ensuite "
    "partie de votre pioche : on les joue pour leur action, ou pour renforcer et suivre avec "
    "leurs symboles.",
    "rules.tech.4": "Les 6 technologies permanentes sont recto verso. Quand vous en recherchez "
    "une, choisissez une face : elle reste dans votre Empire jusqu'à la fin de la partie, sa "
    "capacité toujours active et ses icônes comptant comme celles d'une planète. L'autre face "
    "est perdue.",
    "rules.tech.5": "L'influence d'une technologie est imprimée sur la carte et comptée à la "
    "fin ; elle ne vous donne pas de jetons.",
    "rules.end.title": "Fin et décompte",
    "rules.end.1": "La fin est déclenchée quand le stock d'influence est vide, ou quand assez "
    "de piles de rôle sont vides :",
    "rules.end.col.game": "Partie",
    "rules.end.col.stacks": "Piles vides",
    "rules.end.row.2": "2 joueurs",
    "rules.end.row.3": "3 joueurs",
    "rules.end.row.3x": "3 joueurs, partie étendue",
    "rules.end.row.4": "4 joueurs",
    "rules.end.2": "On continue jusqu'à ce que chacun ait joué le même nombre de tours : le "
    "joueur à droite du premier joueur joue le dernier tour.",
    "rules.end.3": "L'influence gagnée après l'épuisement du stock est quand même versée, "
    "d'abord depuis la réserve, puis avec des jetons de rechange.",
    "rules.end.score": "Votre score est la somme :",
    "rules.end.score.1": "de vos jetons d'influence ;",
    "rules.end.score.2": "de l'influence de vos planètes face visible ;",
    "rules.end.score.3": "de l'influence de chaque carte technologie que vous possédez, où "
    "qu'elle soit (main, pioche, défausse, en jeu, sous une planète ou dans votre Empire). "
    "Les cartes retirées du jeu ne rapportent rien.",
    "rules.end.4": "Égalité : parmi les joueurs à égalité, celui qui a le plus de ressources "
    "et de chasseurs dans son Empire l'emporte. S'ils sont encore à égalité, ils se partagent "
    "la victoire.",
    "rules.variants.title": "Variantes et options",
    "rules.variants.1": "Partie d'initiation : ni technologies ni rôle Recherche, et les "
    "3 planètes Avancées qui portent une icône Recherche sont retirées. Les cartes Recherche "
    "des pioches de départ servent toujours pour leur action.",
    "rules.variants.2": "Niveau 1 seulement : seules les 24 technologies de niveau 1 sont "
    "disponibles.",
    "rules.variants.3": "Partie étendue à 3 joueurs : les piles commencent avec moins de cartes "
    "(2 de moins par rôle, 1 de moins pour Guerre), et la partie s'arrête dès 2 piles vides.",
    "rules.variants.4": "Errata : applique les corrections officielles parues après coup. Les "
    "piles Exploration et Guerre vides donnent +1 symbole au meneur, et Logistique, "
    "Terraformation, Abondance et Bureaucratie fonctionnent comme corrigées. La galerie montre "
    "les textes des cartes tels qu'imprimés.",
    "gallery.title": "Galerie des cartes",
    "gallery.intro": "Toutes les cartes de rôle, planètes et technologies du jeu.",
    "gallery.search.label": "Chercher dans les cartes",
    "gallery.search.placeholder": "Nom, type, rôle, niveau…",
    "gallery.search.hint": "Tous les mots doivent correspondre, par exemple « fertile 2 » ou "
    "« exploration ».",
    "gallery.roles.title": "Cartes de rôle",
    "gallery.planets.title": "Planètes",
    "gallery.techs.title": "Technologies",
    "gallery.role.copies": "{copies} dans le jeu, {start} dans chaque pioche de départ.",
    "gallery.label.symbols": "Symboles",
    "gallery.none": "Aucun",
    "gallery.planet.kind": "Planète",
    "gallery.planet.start": "Planète de départ",
    "gallery.planet.back": "Dos (vu de tous)",
    "gallery.planet.front": "Face (vue par son propriétaire)",
    "gallery.label.type": "Type",
    "gallery.label.colonize": "Coût de Colonisation",
    "gallery.label.warfare": "Coût de Guerre",
    "gallery.label.influence": "Influence",
    "gallery.label.icon": "Icône de rôle",
    "gallery.label.slots": "Emplacements de ressource",
    "gallery.label.hand": "Limite de main",
    "gallery.hand.bonus": "+{count}",
    "gallery.type.advanced": "Avancée",
    "gallery.type.fertile": "Fertile",
    "gallery.type.metallic": "Métallique",
    "gallery.resource.silicon": "Silicium",
    "gallery.resource.food": "Nourriture",
    "gallery.resource.water": "Eau",
    "gallery.resource.iron": "Fer",
    "gallery.tech.kind": "Technologie",
    "gallery.tech.level": "Niveau {level}",
    "gallery.label.level": "Niveau",
    "gallery.label.cost": "Coût en Recherche",
    "gallery.label.prereq": "Prérequis",
    "gallery.tech.prereq.one": "{count} planète face visible de type {type}",
    "gallery.tech.prereq.many": "{count} planètes face visible de type {type}",
    "gallery.tech.permanent": "Permanente : reste dans votre Empire",
    "gallery.tech.action": "Carte Action : va dans votre main",
    "gallery.tech.permanent_word": "Permanente",
    "gallery.tech.other_side": "Carte recto verso ; l'autre face est {name}.",
    # --- built-in rules demos (demo_data.py, English in demo_text.py) ---
    "demo.survey.title": "Exploration",
    "demo.survey.0": "L'Exploration trouve de nouvelles planètes. Joueur 2 a joué son Action et "
    "s'apprête à mener Exploration : il regardera des planètes, une par symbole Exploration, et "
    "en gardera une.",
    "demo.survey.1": "Joueur 2 mène Exploration et met en jeu une carte Exploration prise dans sa "
    "pile : le premier symbole Exploration. Il peut maintenant en ajouter d'autres depuis sa "
    "main.",
    "demo.survey.2": "Joueur 2 ajoute une carte Exploration de sa main : 2 symboles Exploration en "
    "jeu maintenant.",
    "demo.survey.3": "Joueur 2 ajoute une carte Exploration de sa main : 3 symboles Exploration en "
    "jeu maintenant.",
    "demo.survey.4": "Joueur 2 a fini d'ajouter des cartes. 3 symboles Exploration : il regarde 3 "
    "planètes (une par symbole, moins une, plus une pour avoir mené) et en gardera une.",
    "demo.survey.5": "Joueur 2 garde Kyrie & Juno : elle rejoint son Empire face cachée, pour être "
    "peuplée ou attaquée plus tard. Les autres planètes vont à la défausse.",
    "demo.warfare.title": "Guerre",
    "demo.warfare.0": "La Guerre apporte des chasseurs, et les chasseurs conquièrent des planètes. "
    "Joueur 1 a 2 chasseurs et s'apprête à mener Guerre, pour attaquer.",
    "demo.warfare.1": "Joueur 1 mène Guerre et met en jeu une carte Guerre prise dans sa pile : le "
    "premier symbole Guerre. Il peut maintenant en ajouter d'autres depuis sa main.",
    "demo.warfare.2": "Joueur 1 a fini d'ajouter des cartes. 1 symbole Guerre : 1 chasseur à "
    "recevoir ou, en tant que meneur, il peut attaquer à la place une planète face cachée. Il a 2 "
    "chasseurs (Piedra Seca coûte 2).",
    "demo.warfare.3": "Joueur 1 attaque Piedra Seca : 2 chasseurs dépensés (son coût de Guerre), "
    "et la planète est retournée face visible. Elle est à lui désormais, et vaudra 2 influence à "
    "la fin.",
    "demo.colonize.title": "Colonisation",
    "demo.colonize.0": "La Colonisation fait d'une planète face cachée une planète peuplée. La "
    "planète de Joueur 2 a assez de colonies sous elle : il s'apprête donc à mener Colonisation "
    "pour la peupler.",
    "demo.colonize.1": "Joueur 2 mène Colonisation et met en jeu une carte Colonisation prise dans "
    "sa pile : le premier symbole Colonisation. Il peut maintenant en ajouter d'autres depuis sa "
    "main.",
    "demo.colonize.2": "Joueur 2 a fini d'ajouter des cartes. En tant que meneur, il peut peupler "
    "une planète face cachée dont les colonies atteignent le coût de Colonisation (Drawde a 3 "
    "colonies pour un coût de 2), ou glisser ses cartes Colonisation sous des planètes comme "
    "colonies.",
    "demo.colonize.3": "Joueur 2 peuple Drawde : elle est retournée face visible et vaudra 2 "
    "influence à la fin ; ses colonies vont à la défausse.",
    "demo.produce.title": "Production",
    "demo.produce.0": "La Production place des ressources sur vos planètes face visible, une par "
    "symbole Production. Joueur 1 a des emplacements de ressource vides et s'apprête à mener "
    "Production.",
    "demo.produce.1": "Joueur 1 mène Production et met en jeu une carte Production prise dans sa "
    "pile : le premier symbole Production. Il peut maintenant en ajouter d'autres depuis sa main.",
    "demo.produce.2": "Joueur 1 a fini d'ajouter des cartes. 2 symboles Production (dont 1 de son "
    "Empire) : il peut remplir 2 emplacements de ressource vides de ses planètes face visible.",
    "demo.produce.3": "Joueur 1 produit de la nourriture sur Artigas GNS-111.",
    "demo.produce.4": "Joueur 1 produit de l'eau sur Artigas GNS-111.",
    "demo.trade.title": "Commerce",
    "demo.trade.0": "Le Commerce change les ressources en influence, c'est-à-dire en points. "
    "Joueur 1 a 3 ressources sur ses planètes et s'apprête à mener Commerce.",
    "demo.trade.1": "Joueur 1 mène Commerce et met en jeu une carte Commerce prise dans sa pile : "
    "le premier symbole Commerce. Il peut maintenant en ajouter d'autres depuis sa main.",
    "demo.trade.2": "Joueur 1 ajoute une carte Production/Commerce de sa main : 2 symboles "
    "Commerce en jeu maintenant.",
    "demo.trade.3": "Joueur 1 a fini d'ajouter des cartes. 2 symboles Commerce : il peut échanger "
    "2 ressources contre de l'influence, un jeton pour chacune.",
    "demo.trade.4": "Joueur 1 échange la nourriture d'Artigas GNS-111 contre un jeton d'influence "
    ": 6 jetons maintenant, chacun valant 1 point à la fin.",
    "demo.trade.5": "Joueur 1 échange l'eau d'Artigas GNS-111 contre un jeton d'influence : 7 "
    "jetons maintenant, chacun valant 1 point à la fin.",
    "demo.research.title": "Recherche",
    "demo.research.0": "La Recherche achète des technologies : vos symboles Recherche en paient "
    "une, et il vous faut assez de planètes face visible de son type. Joueur 2 s'apprête à mener "
    "Recherche.",
    "demo.research.1": "Joueur 2 mène Recherche et met en jeu une carte Recherche prise dans sa "
    "pile : le premier symbole Recherche. Il peut maintenant en ajouter d'autres depuis sa main.",
    "demo.research.2": "Joueur 2 ajoute une carte Recherche de sa main : 2 symboles Recherche en "
    "jeu maintenant.",
    "demo.research.3": "Joueur 2 ajoute une carte Recherche de sa main : 3 symboles Recherche en "
    "jeu maintenant.",
    "demo.research.4": "Joueur 2 a fini d'ajouter des cartes. 3 symboles Recherche : il peut "
    "prendre une technologie qui coûte jusqu'à 3, s'il a assez de planètes face visible de son "
    "type.",
    "demo.research.5": "Joueur 2 prend Exploration améliorée : elle coûte 3 symboles Recherche et "
    "demande 1 planète Fertile face visible. Elle va dans sa main et fait désormais partie de sa "
    "pioche.",
    "demo.politics.title": "Politique",
    "demo.politics.0": "Une carte Politique n'a pas de rôle. Jouée pour son Action, elle est "
    "retirée du jeu et vous apporte en main la carte de rôle de votre choix. Joueur 1 s'apprête à "
    "la jouer.",
    "demo.politics.1": "Joueur 1 joue Politique pour son Action : la carte est retirée du jeu, et "
    "il peut prendre n'importe quelle carte de rôle dans les piles.",
    "demo.politics.2": "Joueur 1 prend une carte Colonisation dans sa pile et la met dans sa main.",
    "demo.politics.3": "Joueur 1 mène Colonisation et met en jeu une carte Colonisation prise dans "
    "sa pile : le premier symbole Colonisation. Il peut maintenant en ajouter d'autres depuis sa "
    "main.",
    "demo.politics.4": "Joueur 1 ajoute une carte Colonisation de sa main : 2 symboles "
    "Colonisation en jeu maintenant.",
    "demo.politics.5": "Joueur 1 a fini d'ajouter des cartes. En tant que meneur, il peut peupler "
    "une planète face cachée dont les colonies atteignent le coût de Colonisation (Mesia Sednim a "
    "3 colonies pour un coût de 2), ou glisser ses cartes Colonisation sous des planètes comme "
    "colonies.",
    "demo.politics.6": "Joueur 1 peuple Mesia Sednim : elle est retournée face visible et vaudra 2 "
    "influence à la fin ; ses colonies vont à la défausse.",
    "demo.follow-dissent.title": "Suivre ou s'abstenir",
    "demo.follow-dissent.0": "Quand un rôle est mené, chacun des autres joueurs choisit : suivre "
    "(le faire aussi, sans le bonus du meneur) ou s'abstenir (piocher une carte). Joueur 3 "
    "s'apprête à mener Exploration.",
    "demo.follow-dissent.1": "Joueur 3 mène Exploration et met en jeu une carte Exploration prise "
    "dans sa pile : le premier symbole Exploration. Il peut maintenant en ajouter d'autres depuis "
    "sa main.",
    "demo.follow-dissent.2": "Joueur 3 ajoute une carte Exploration de sa main : 2 symboles "
    "Exploration en jeu maintenant.",
    "demo.follow-dissent.3": "Joueur 3 a fini d'ajouter des cartes. 3 symboles Exploration (dont 1 "
    "de son Empire) : il regarde 3 planètes (une par symbole, moins une, plus une pour avoir "
    "mené) et en gardera une.",
    "demo.follow-dissent.4": "Joueur 3 garde Zhephan : elle rejoint son Empire face cachée, pour "
    "être peuplée ou attaquée plus tard. Les autres planètes vont à la défausse.",
    "demo.follow-dissent.5": "Joueur 1 suit : lui aussi peut ajouter des cartes Exploration de sa "
    "main et faire l'Exploration, sans le bonus du meneur.",
    "demo.follow-dissent.6": "Joueur 1 ajoute une carte Exploration de sa main : 1 symbole "
    "Exploration en jeu maintenant.",
    "demo.follow-dissent.7": "Joueur 1 ajoute une carte Exploration de sa main : 2 symboles "
    "Exploration en jeu maintenant.",
    "demo.follow-dissent.8": "Joueur 1 a fini d'ajouter des cartes. 2 symboles Exploration : il "
    "regarde 1 planète (une par symbole, moins une) et la gardera.",
    "demo.follow-dissent.9": "Joueur 1 garde Sholmican : elle rejoint son Empire face cachée, pour "
    "être peuplée ou attaquée plus tard. Les autres planètes vont à la défausse.",
    "demo.follow-dissent.10": "Joueur 2 s'abstient : pas d'Exploration pour lui, mais il pioche "
    "une carte à la place.",
    "demo.tech-1.title": "L'Action d'une technologie",
    "demo.tech-1.0": "Une technologie que vous recherchez va dans votre pioche. Jouée pour son "
    "Action, elle fait plus qu'une carte de rôle. Joueur 1 s'apprête à jouer Colonisation "
    "améliorée.",
    "demo.tech-1.1": "Joueur 1 joue Colonisation améliorée pour son Action : « Peuplez 1 planète "
    "(facultatif). Puis peuplez une autre planète OU +1 colonie. »",
    "demo.tech-1.2": "Joueur 1 glisse Colonisation améliorée sous Voson : 4 colonies, assez pour "
    "la peupler.",
    "demo.tech-2.title": "Une autre technologie",
    "demo.tech-2.0": "Une technologie que vous recherchez va dans votre pioche. Jouée pour son "
    "Action, elle fait plus qu'une carte de rôle. Joueur 3 s'apprête à jouer Production "
    "améliorée.",
    "demo.tech-2.1": "Joueur 3 joue Production améliorée pour son Action : « Produisez 2 "
    "ressources. »",
    "demo.tech-2.2": "Joueur 3 produit du fer sur Chrispen.",
    "demo.tech-2.3": "Joueur 3 produit du fer sur Pink Sonar.",
    "demo.tech-3.title": "Les technologies à 4 joueurs",
    "demo.tech-3.0": "Une technologie que vous recherchez va dans votre pioche. Jouée pour son "
    "Action, elle fait plus qu'une carte de rôle. Joueur 1 s'apprête à jouer Guerre améliorée.",
    "demo.tech-3.1": "Joueur 1 joue Guerre améliorée pour son Action : « Recevez 2 chasseurs OU "
    "attaquez 1 planète. »",
    "demo.tech-3.2": "Joueur 1 reçoit des chasseurs : 5 maintenant.",
}


_TEXT.update(lesson_text.FR)  # the tutorial's lessons
STRINGS: dict[str, str] = {key: typeset("fr", text) for key, text in _TEXT.items()}
