"""Microcosm's strings in English and French, registered in the shell's catalogue under
`microcosm.` keys: the table, prompts, log and end screen (`STRINGS`, `STRINGS_FR`), the rules
and gallery (`RULES`, `RULES_FR`), every card's name (from `microcosm.text.NAMES`) and the
set-up option (`microcosm.text.OPTION_TEXTS`).

Every module of this interface imports `t`, `t_markup` and `isolate` from here, so the strings
are registered before they are used; they speak the shell's current language.
"""

from __future__ import annotations

from microcosm.text import LANGS, NAMES, OPTION_TEXTS
from microcosm.ui import lesson_text
from tabletop.text import isolate, register, t, t_markup, typeset

__all__ = ["RULES", "RULES_FR", "STRINGS", "STRINGS_FR", "isolate", "t", "t_markup"]

STRINGS: dict[str, str] = {
    "microcosm.fact.colonies": "Colonies",
    "microcosm.fact.spoils": "Spoils",
    # --- marks for what the sources do not give ---
    "microcosm.mark.name": "Provisional name: the printed name is not public, this one is "
    "this edition's own",
    "microcosm.mark.value": "Reconstructed value: the sources do not give it, so this "
    "edition chose it (see the rule notes)",
    "microcosm.mark.legend": "† a provisional name (the printed one is not known) · "
    "* a reconstructed value (not given by the sources): the mark beside a card's name says "
    "which of its values are (hover it, or read it with a screen reader)",
    # --- the labels of a card's fields (faces.py) ---
    "microcosm.field.action": "Action",
    "microcosm.field.icon": "Icon",
    "microcosm.field.colour": "Colour",
    "microcosm.field.scoring": "Influence",
    "microcosm.field.effect": "Effect",
    "microcosm.field.cost": "Cost",
    "microcosm.field.planet_defence": "Defence in a pile",
    "microcosm.field.colony_defence": "Defence as a Colony",
    "microcosm.field.influence": "Influence",
    "microcosm.field.bonus": "Bonus",
    # --- words ---
    "microcosm.icon.colonize": "Colonize",
    "microcosm.icon.warfare": "Warfare",
    "microcosm.icon.research": "Research",
    "microcosm.icon.capital": "Capital",
    "microcosm.icon.survey": "Survey",
    "microcosm.icon.none": "no icon",
    "microcosm.action.colonize": "Colonize",
    "microcosm.action.warfare": "Warfare",
    "microcosm.action.research": "Research",
    "microcosm.action.politics": "Politics",
    "microcosm.action.survey": "Survey",
    "microcosm.colour.red": "red",
    "microcosm.colour.yellow": "yellow",
    "microcosm.colour.green": "green",
    "microcosm.colour.purple": "purple",
    "microcosm.colour.wild": "wild (every colour)",
    "microcosm.colour.none": "no colour",
    "microcosm.colour.prestige": "prestige (no colour)",
    "microcosm.scoring.per_colony": "1 per Colony",
    "microcosm.scoring.per_spoils": "1 per Spoils card",
    "microcosm.scoring.per_tech": "1 per Tech",
    "microcosm.scoring.per_colour": "1 per {colour} card",
    "microcosm.scoring.per_capital_icon": "1 per Capital icon",
    "microcosm.effect.colonize": "Colonize a planet: reveal as many Colonize icons as its "
    "pile's cost.",
    "microcosm.effect.warfare": "Attack a planet in a pile or an opposing Colony: reveal as "
    "many Warfare icons as its defence.",
    "microcosm.effect.research": "Take a Tech from the centre or send one of the opponent's "
    "back; with 3 Research icons, do it twice.",
    "microcosm.effect.propaganda": "See the opponent's hand and choose a card they discard "
    "(two with 2 Capital icons).",
    "microcosm.effect.espionage": "Take a card from the opponent's discard pile (with 2 "
    "Capital icons, a random card from their hand instead).",
    "microcosm.effect.political_science": "Use the action of another card in your discard "
    "pile; it stays there.",
    "microcosm.effect.annexation": "Take a face-up opposing Colony: reveal Capital icons at "
    "least its defence + 1.",
    "microcosm.effect.survey_team": "Look at every face-down planet of a pile, then you may "
    "colonize one of them, paying its cost.",
    "microcosm.effect.scanner": "Look at 2 face-down cards (+1 per other Survey icon shown), "
    "then you may attack one of them.",
    # --- table ---
    "microcosm.table.status": "Turn {turn} of {total}",
    "microcosm.table.status_over": "Game over after {total} turns",
    "microcosm.table.first": "{name} played first: a tie goes to {second}",
    "microcosm.table.supply": "Supply",
    "microcosm.table.deck.one": "Deck: 1 card",
    "microcosm.table.deck.many": "Deck: {n} cards",
    "microcosm.table.deck_empty": "The deck is empty: the face-up row is no longer refilled.",
    "microcosm.table.planets": "Planets",
    "microcosm.table.pile.one": "Cost {cost} pile: 1 planet",
    "microcosm.table.pile.many": "Cost {cost} pile: {n} planets",
    "microcosm.table.pile_empty": "Cost {cost} pile: empty",
    "microcosm.table.face_down": "face down",
    "microcosm.table.face_down_tier": "face down, cost {cost}",
    "microcosm.table.known": "you know it: ",
    "microcosm.table.known_to_other": "your opponent knows it",
    "microcosm.table.seen_by": "{name} knows it",
    "microcosm.table.unknown_planets": "Planets you have not seen: {n}",
    "microcosm.table.centre": "Techs in the centre",
    "microcosm.table.none": "none",
    "microcosm.table.you": "{name} (you)",
    "microcosm.table.bot_name": "{name} (bot, {level})",
    "microcosm.table.active": "their turn",
    "microcosm.table.active_you": "your turn",
    "microcosm.table.first_tag": "played first",
    "microcosm.table.area_of": "Area of {name}",
    "microcosm.table.hand": "Hand ({n})",
    "microcosm.table.hand_hidden.one": "Hand: 1 card",
    "microcosm.table.hand_hidden.many": "Hand: {n} cards",
    "microcosm.table.hand_known": "Known to you: ",
    "microcosm.table.hand_hidden_known.one": "Hand: 1 card, which you know",
    "microcosm.table.hand_hidden_known.many": "Hand: {n} cards, {known} of which you know",
    "microcosm.table.discard": "Discard pile ({n})",
    "microcosm.table.colonies": "Colonies ({n})",
    "microcosm.table.spoils": "Spoils ({n})",
    "microcosm.table.techs": "Techs ({n})",
    "microcosm.table.bonus": "+{n} defence to every Colony",
    "microcosm.table.played": "Played this turn: ",
    "microcosm.table.shown": "Shown from hand this turn: ",
    "microcosm.table.planet_stats": "defence {big} in a pile, {small} as a Colony · "
    "influence {influence}",
    "microcosm.table.bonus_defence": "+{n} to its owner's Colonies while face up",
    "microcosm.table.defence_bonus_tech": "+{n} defence to its owner's Colonies",
    # --- prompts ---
    "microcosm.prompt.game_over": "The game is over",
    "microcosm.prompt.draw": "Take a card: one of the face-up cards, or the top of the deck",
    "microcosm.prompt.main": "Play a card from your hand, or take cards back from your "
    "discard pile",
    "microcosm.prompt.recover": "Take cards back from your discard pile, as many as you like",
    "microcosm.prompt.target.colonize": "Colonize: choose a planet",
    "microcosm.prompt.target.warfare": "Warfare: choose what to attack",
    "microcosm.prompt.target.annexation": "Annexation: choose a face-up Colony to take",
    "microcosm.prompt.target.survey_team": "Survey Team: choose a pile to look through",
    "microcosm.prompt.reveal": "Reveal {icon} icons: {shown} shown, {need} needed",
    "microcosm.prompt.reveal_open": "Reveal {icon} icons: {shown} shown so far",
    "microcosm.prompt.reveal_blind": "Reveal Warfare icons now: the target is turned up after",
    "microcosm.prompt.defend": "Your Colony is under attack: reveal a hidden +1 defence, or not",
    "microcosm.prompt.research": "Research: take a Tech from the centre, or send one of your "
    "opponent's back",
    "microcosm.prompt.research_again": "Research again (3 Research icons), or stop",
    "microcosm.prompt.propaganda": "Propaganda: choose a card your opponent must discard "
    "({n} to choose)",
    "microcosm.prompt.espionage": "Espionage: choose a card to take",
    "microcosm.prompt.copy": "Political Science: choose a card of your discard pile whose "
    "action you use",
    "microcosm.prompt.survey_pick": "Survey Team: colonize one of the planets you looked at "
    "in the cost-{cost} pile, or none",
    "microcosm.prompt.scan": "Long-Range Scanner: look at a face-down card (looks left: {n})",
    "microcosm.prompt.scan_attack": "Long-Range Scanner: attack a card you looked at, or not",
    "microcosm.prompt.other": "{name}: {what}",
    "microcosm.doing.draw": "takes a card",
    "microcosm.doing.main": "plays a card or takes cards back",
    "microcosm.doing.recover": "takes cards back from their discard pile",
    "microcosm.doing.target": "chooses a target",
    "microcosm.doing.reveal": "may reveal {icon} icons",
    "microcosm.doing.defend": "may reveal a surprise defence",
    "microcosm.doing.research": "researches",
    "microcosm.doing.propaganda": "chooses a card you must discard",
    "microcosm.doing.spectator.propaganda": "chooses a card {other} must discard",
    "microcosm.doing.espionage": "chooses a card to take",
    "microcosm.doing.copy": "chooses a discarded action to use",
    "microcosm.doing.survey_pick": "may colonize a planet they looked at",
    "microcosm.doing.scan": "looks at face-down cards",
    "microcosm.doing.scan_attack": "may attack a card they looked at",
    # --- action labels ---
    "microcosm.label.take": "Take {card} from the supply",
    "microcosm.label.draw": "Draw the top card of the deck ({n} left)",
    "microcosm.label.play": "Play {card} ({action})",
    "microcosm.label.recover": "Take cards back from your discard pile",
    "microcosm.label.recover_empty": "Take nothing back (your discard pile is empty)",
    "microcosm.label.back": "Take {card} back into your hand",
    # --- what a choice will do (microcosm.ui.preview) ---
    "microcosm.will.recover.one": "1 card to take back",
    "microcosm.will.recover.many": "{n} cards to take back",
    "microcosm.will.none.recover": "your discard pile is empty",
    "microcosm.will.colonize.one": "1 planet within reach",
    "microcosm.will.colonize.many": "{n} planets within reach",
    "microcosm.will.warfare.one": "1 target within reach",
    "microcosm.will.warfare.many": "{n} targets within reach",
    "microcosm.will.annexation.one": "1 Colony to annex",
    "microcosm.will.annexation.many": "{n} Colonies to annex",
    "microcosm.will.survey_team.one": "1 pile to survey",
    "microcosm.will.survey_team.many": "{n} piles to survey",
    "microcosm.will.score.one": "+{n} point now",
    "microcosm.will.score.many": "+{n} points now",
    "microcosm.will.score.none": "No point now",
    "microcosm.will.then.one": "Then {n} icon shown",
    "microcosm.will.then.many": "Then {n} icons shown",
    "microcosm.will.then_need.one": "Then {n} icon shown of {need} needed",
    "microcosm.will.then_need.many": "Then {n} icons shown of {need} needed",
    "microcosm.will.none.colonize.one": "{n} Colonize icon shown of {need} needed: the "
    "planet is not taken",
    "microcosm.will.none.colonize.many": "{n} Colonize icons shown of {need} needed: the "
    "planet is not taken",
    "microcosm.label.done.recover": "Stop taking cards back",
    "microcosm.label.done.reveal": "Reveal nothing more",
    "microcosm.label.done.scan": "Stop looking",
    "microcosm.label.done": "Done",
    "microcosm.label.pass.defend": "Add no defence",
    "microcosm.label.pass.research": "Stop researching",
    "microcosm.label.pass.survey_pick": "Colonize none of them",
    "microcosm.label.pass.scan_attack": "Attack none of them",
    "microcosm.label.pass": "Do nothing",
    "microcosm.label.pile.colonize": "Colonize from the cost-{cost} pile (picked blind)",
    "microcosm.label.pile.warfare": "Attack a face-down planet of the cost-{cost} pile",
    "microcosm.label.down.colonize": "Colonize the unseen planet at place {n} of the cost-{cost} "
    "pile",
    "microcosm.label.down.warfare": "Attack the unseen planet at place {n} of the cost-{cost} pile",
    "microcosm.label.down_known.colonize": "Colonize {planet}, seen at place {n} of the "
    "cost-{cost} pile",
    "microcosm.label.down_known.warfare": "Attack {planet} (defence {defence}), seen at place {n} "
    "of the cost-{cost} pile",
    "microcosm.label.pile.survey_team": "Look through the cost-{cost} pile",
    "microcosm.label.planet.colonize": "Colonize {planet} (face up, cost {cost})",
    "microcosm.label.planet.warfare": "Attack {planet} (defence {defence})",
    "microcosm.label.colony.warfare": "Attack your opponent's Colony {n}: {what}",
    "microcosm.label.colony.annexation": "Annex your opponent's Colony {n}: {what}",
    "microcosm.label.colony_up": "{planet}, defence {defence}",
    "microcosm.label.colony_down": "face down, cost {cost}",
    "microcosm.label.colony_known": "face down, {planet}",
    "microcosm.label.reveal": "Reveal {card}",
    "microcosm.label.flip": "Turn up your Colony {planet}",
    "microcosm.label.bastion": "Turn up your Bastion: +1 defence",
    "microcosm.label.tech": "Research {tech}",
    "microcosm.label.return": "Send your opponent's {tech} back to the centre",
    "microcosm.label.discard": "Make your opponent discard {card}",
    "microcosm.label.steal": "Take {card} from your opponent's discard pile",
    "microcosm.label.steal_hand": "Take a random card from your opponent's hand",
    "microcosm.label.copy": "Use the action of {card} ({action})",
    "microcosm.label.peek": "Look at an unseen planet of the cost-{cost} pile",
    "microcosm.label.peek_colony": "Look at your opponent's face-down Colony {n} (cost {cost})",
    "microcosm.label.peeked": "Attack {what}",
    "microcosm.label.pick": "Colonize {planet} (cost {cost})",
    "microcosm.where.pile": "the cost-{cost} pile",
    "microcosm.where.pile_planet": "{planet} in the cost-{cost} pile",
    "microcosm.where.colony": "your opponent's Colony {n}",
    "microcosm.where.colony_planet": "{planet}, your opponent's Colony {n}",
    "microcosm.where.hidden": "a face-down planet",
    # --- log ---
    "microcosm.log.took": "{player} took {card} from the supply.",
    "microcosm.log.drew": "{player} drew the top card of the deck.",
    "microcosm.log.drew_secret": "{player} drew the top card of the deck: {card}.",
    "microcosm.log.refilled": "{card} was turned up in the supply.",
    "microcosm.log.played": "{player} played {card}.",
    "microcosm.log.recovering": "{player} took cards back from their discard pile.",
    "microcosm.log.recovered": "{player} took {card} back into hand.",
    "microcosm.log.recovered.run": "{player} took {count} cards back into hand: {cards}.",
    "microcosm.log.turn_ended": "End of {player}'s turn.",
    "microcosm.log.game_over": "Game over, {score0} to {score1}: {winner} won.",
    "microcosm.log.game_over_tie": "Game over, tied at {score0}: {winner} won, having played "
    "second.",
    "microcosm.log.final_reveal": "Every Colony and hand was shown for scoring: {all}.",
    "microcosm.log.final_part": "{player}: {cards}",
    "microcosm.log.nothing": "nothing",
    "microcosm.log.revealed": "{player} revealed {card} for its {icon} icon.",
    "microcosm.log.flipped_reveal": "{player} turned up their Colony {planet} for its icon.",
    "microcosm.log.flipped_defence": "{player} turned up their Colony {planet}: +1 defence.",
    "microcosm.log.boosted": "{player} showed {n} icons: the action was stronger.",
    "microcosm.log.hand_shown": "{player} showed their hand to {to}: {cards}.",
    "microcosm.log.colonizing": "{player} set out to colonize from the cost-{cost} pile.",
    "microcosm.log.colonizing_down": "{player} set out to colonize the face-down planet at place "
    "{n} of the cost-{cost} pile.",
    "microcosm.log.colonizing_planet": "{player} set out to colonize {planet} from the cost-{cost} "
    "pile.",
    "microcosm.log.colonized": "{player} settled a face-down planet from the cost-{cost} pile.",
    "microcosm.log.colonized_planet": "{player} settled {planet}.",
    "microcosm.log.colonize_failed": "{player} could not pay the cost-{cost} pile.",
    "microcosm.log.attacking": "{player} attacked {where}: {planet}.",
    "microcosm.log.attacking_blind": "{player} attacked {where} before it was turned up.",
    "microcosm.log.repelled": "{planet} held against {player}.",
    "microcosm.log.conquered": "{player} conquered {planet}.",
    "microcosm.log.no_surprise": "{player} added no defence.",
    "microcosm.log.annexing": "{player} tried to annex {planet}.",
    "microcosm.log.annexed": "{player} annexed {planet}.",
    "microcosm.log.annex_failed": "{planet} resisted {player}'s annexation.",
    "microcosm.log.tech_taken": "{player} gained {tech}.",
    "microcosm.log.tech_returned": "{player} sent {owner}'s {tech} back to the centre.",
    "microcosm.log.research_passed": "{player} stopped researching.",
    "microcosm.log.forced_discard": "{owner} had to discard {card}.",
    "microcosm.log.stolen_discard": "{player} took {card} from {owner}'s discard pile.",
    "microcosm.log.stolen_hand": "{player} took {card} from {owner}'s hand, at random.",
    "microcosm.log.copied": "{player} used the action of {card} again.",
    "microcosm.log.surveyed": "{player} looked through the cost-{cost} pile.",
    "microcosm.log.surveyed_secret": "{player} looked through the cost-{cost} pile: {planets}.",
    "microcosm.log.survey_passed": "{player} colonized none of them.",
    "microcosm.log.peeked": "{player} looked at {where}.",
    "microcosm.log.peeked_secret": "{player} looked at {where}: {planet}.",
    "microcosm.log.scan_passed": "{player} did not attack.",
    "microcosm.log.where.pile": "the cost-{cost} pile",
    "microcosm.log.where.colony": "{owner}'s Colony {n}",
    # --- end of game ---
    "microcosm.end.winner": "{name} wins with {score} influence.",
    "microcosm.end.tie": "A tie at {score}: {name} wins, as the player who played second.",
    "microcosm.end.breakdown_of": "How {name} scored",
    "microcosm.end.col.card": "Card",
    "microcosm.end.col.why": "Counts",
    "microcosm.end.col.points": "Influence",
    "microcosm.end.planet": "printed influence",
    "microcosm.end.domain": "{rule}: {count}",
    "microcosm.end.total": "Total",
    # --- built-in rules demos (demo_data.py): titles and captions ---
    "microcosm.demo.colonize.title": "Colonize",
    "microcosm.demo.colonize.0": "Colonize: play a card for its Colonize action and take any "
    "planet of a pile, face up, or face down by its place, whether you have seen it or not. Then "
    "show as many Colonize icons as the pile costs (0, 2 or 3): on the card played, your face-up "
    "Colonies and Techs, cards you reveal from your hand, or face-down Colonies you turn up.",
    "microcosm.demo.colonize.1": "Last turn Player 2's Survey Team showed them the cost-3 pile "
    "(Obsidian Throne, Bastion, Nexus), but they could not pay for a planet. Now they take Colony "
    "Ship from the face-up supply, and Political Science is turned up in its place.",
    "microcosm.demo.colonize.2": "Player 2 plays Colony Ship for its Colonize action. Its own icon "
    "is Colonize, and their Tech Terraforming shows another: two icons already.",
    "microcosm.demo.colonize.3": "Player 2 chooses the face-down planet at place 1 of the cost-3 "
    "pile: Obsidian Throne, worth 4, which they saw with their Survey Team. Player 1 sees only "
    "which place was chosen. Three Colonize icons are needed.",
    "microcosm.demo.colonize.4": "Player 2 turns up their Colony Aurea for a third Colonize icon; "
    "it stays face up for good. The cost is met: Obsidian Throne joins their Colonies face down, "
    "known only to them. End of the turn.",
    "microcosm.demo.warfare.title": "Warfare and the Bastion's surprise",
    "microcosm.demo.warfare.0": "Warfare: attack a planet in a pile or one of your opponent's "
    "Colonies, and show at least its defence in Warfare icons. A face-up Bastion gives all its "
    "owner's Colonies +1 defence, so Player 1 keeps theirs face down: the attacker does not see it "
    "coming.",
    "microcosm.demo.warfare.1": "Player 2 takes Imperial Legion from the supply.",
    "microcosm.demo.warfare.2": "Player 2 plays Imperial Legion for its Warfare action. The card's "
    "own icon is Capital, so every Warfare icon must come from elsewhere.",
    "microcosm.demo.warfare.3": "Player 2 attacks Player 1's face-up Colony Aurea. With no bonus "
    "on show, its defence is 2: two Warfare icons are needed.",
    "microcosm.demo.warfare.4": "Player 2 reveals Strike Force from their hand: one Warfare icon.",
    "microcosm.demo.warfare.5": "Player 2 turns up their Colony Purpura: two Warfare icons, enough "
    "against Aurea. Now the defender is asked whether to add defence (always, so the question "
    "itself gives nothing away).",
    "microcosm.demo.warfare.6": "Surprise: Player 1 turns up their Colony Bastion, and every "
    "Colony of theirs gets +1 defence. Aurea now needs three Warfare icons and Player 2 has no "
    "more to show, so Aurea holds and the attack fails. Player 2 showed a card and turned up a "
    "Colony for nothing.",
    "microcosm.demo.research.title": "Research",
    "microcosm.demo.research.0": "Research: take a Tech from the centre, or send one of your "
    "opponent's Techs back to it. With three Research icons on show, you research twice.",
    "microcosm.demo.research.1": "Player 1 takes Political Science from the supply; its Research "
    "icon will count in a moment.",
    "microcosm.demo.research.2": "Player 1 plays Think Tank for its Research action. The card's "
    "own icon is Capital, so the Research icons must come from elsewhere.",
    "microcosm.demo.research.3": "Player 1 reveals Political Science from their hand: one Research "
    "icon.",
    "microcosm.demo.research.4": "Player 1 turns up their Colony Rubra: two Research icons.",
    "microcosm.demo.research.5": "Player 1 turns up their Colony Obsidian Throne: three Research "
    "icons, so this Research happens twice.",
    "microcosm.demo.research.6": "First, Player 1 takes Terraforming, the last Tech in the centre.",
    "microcosm.demo.research.7": "Second, Player 1 sends Player 2's Weapon Emporium back to the "
    "centre, where either player may research it later. End of the turn.",
}
# --- the same strings in French: this project's own French, in the words of the French rules
# below (symbole, réserve, pioche, défausse, butin, technologie); plain spaces, the catalogue
# adds French typography's no-break spaces ---
STRINGS_FR: dict[str, str] = {
    "microcosm.fact.colonies": "Colonies",
    "microcosm.fact.spoils": "Butin",
    # --- marks for what the sources do not give ---
    "microcosm.mark.name": "Nom provisoire : le nom imprimé n'est pas public, celui-ci est "
    "propre à cette édition",
    "microcosm.mark.value": "Valeur reconstruite : les sources ne la donnent pas, cette "
    "édition l'a donc choisie (voir les notes de règles)",
    "microcosm.mark.legend": "† un nom provisoire (le nom imprimé n'est pas connu) · "
    "* une valeur reconstruite (absente des sources) : la marque à côté du nom d'une carte "
    "dit lesquelles de ses valeurs le sont (survolez-la, ou lisez-la avec un lecteur d'écran)",
    # --- words ---
    "microcosm.field.action": "Action",
    "microcosm.field.icon": "Symbole",
    "microcosm.field.colour": "Couleur",
    "microcosm.field.scoring": "Influence",
    "microcosm.field.effect": "Effet",
    "microcosm.field.cost": "Coût",
    "microcosm.field.planet_defence": "Défense dans une pile",
    "microcosm.field.colony_defence": "Défense comme colonie",
    "microcosm.field.influence": "Influence",
    "microcosm.field.bonus": "Bonus",
    "microcosm.icon.colonize": "Colonisation",
    "microcosm.icon.warfare": "Guerre",
    "microcosm.icon.research": "Recherche",
    "microcosm.icon.capital": "Capitale",
    "microcosm.icon.survey": "Exploration",
    "microcosm.icon.none": "aucun symbole",
    "microcosm.action.colonize": "Colonisation",
    "microcosm.action.warfare": "Guerre",
    "microcosm.action.research": "Recherche",
    "microcosm.action.politics": "Politique",
    "microcosm.action.survey": "Exploration",
    "microcosm.colour.red": "rouge",
    "microcosm.colour.yellow": "jaune",
    "microcosm.colour.green": "verte",
    "microcosm.colour.purple": "violette",
    "microcosm.colour.wild": "joker (toutes les couleurs)",
    "microcosm.colour.none": "sans couleur",
    "microcosm.colour.prestige": "prestige (sans couleur)",
    "microcosm.scoring.per_colony": "1 par colonie",
    "microcosm.scoring.per_spoils": "1 par carte du butin",
    "microcosm.scoring.per_tech": "1 par technologie",
    "microcosm.scoring.per_colour": "1 par carte {colour}",
    "microcosm.scoring.per_capital_icon": "1 par symbole Capitale",
    "microcosm.effect.colonize": "Colonisez une planète : révélez autant de symboles "
    "Colonisation que le coût de sa pile.",
    "microcosm.effect.warfare": "Attaquez une planète d'une pile ou une colonie adverse : "
    "révélez autant de symboles Guerre que sa défense.",
    "microcosm.effect.research": "Prenez une technologie au centre ou renvoyez-y l'une de "
    "celles de l'adversaire ; avec 3 symboles Recherche, faites-le deux fois.",
    "microcosm.effect.propaganda": "Regardez la main de l'adversaire et choisissez une carte "
    "qu'il défausse (deux avec 2 symboles Capitale).",
    "microcosm.effect.espionage": "Prenez une carte dans la défausse de l'adversaire (avec 2 "
    "symboles Capitale, une carte au hasard de sa main à la place).",
    "microcosm.effect.political_science": "Utilisez l'action d'une autre carte de votre "
    "défausse ; elle y reste.",
    "microcosm.effect.annexation": "Prenez une colonie adverse face visible : révélez au moins "
    "sa défense + 1 en symboles Capitale.",
    "microcosm.effect.survey_team": "Regardez toutes les planètes face cachée d'une pile, puis "
    "vous pouvez coloniser l'une d'elles en payant son coût.",
    "microcosm.effect.scanner": "Regardez 2 cartes face cachée (+1 par autre symbole "
    "Exploration montré), puis vous pouvez attaquer l'une d'elles.",
    # --- table ---
    "microcosm.table.status": "Tour {turn} sur {total}",
    "microcosm.table.status_over": "Partie terminée après {total} tours",
    "microcosm.table.first": "{name} a joué en premier : une égalité profite à {second}",
    "microcosm.table.supply": "Réserve",
    "microcosm.table.deck.one": "Pioche : 1 carte",
    "microcosm.table.deck.many": "Pioche : {n} cartes",
    "microcosm.table.deck_empty": "La pioche est vide : la réserve n'est plus complétée.",
    "microcosm.table.planets": "Planètes",
    "microcosm.table.pile.one": "Pile de coût {cost} : 1 planète",
    "microcosm.table.pile.many": "Pile de coût {cost} : {n} planètes",
    "microcosm.table.pile_empty": "Pile de coût {cost} : vide",
    "microcosm.table.face_down": "face cachée",
    "microcosm.table.face_down_tier": "face cachée, coût {cost}",
    "microcosm.table.known": "vous la connaissez : ",
    "microcosm.table.known_to_other": "votre adversaire la connaît",
    "microcosm.table.seen_by": "{name} la connaît",
    "microcosm.table.unknown_planets": "Planètes que vous n'avez pas vues : {n}",
    "microcosm.table.centre": "Technologies au centre",
    "microcosm.table.none": "aucune",
    "microcosm.table.you": "{name} (vous)",
    "microcosm.table.bot_name": "{name} (bot, {level})",
    "microcosm.table.active": "à son tour",
    "microcosm.table.active_you": "à vous de jouer",
    "microcosm.table.first_tag": "a joué en premier",
    "microcosm.table.area_of": "Zone de {name}",
    "microcosm.table.hand": "Main ({n})",
    "microcosm.table.hand_hidden.one": "Main : 1 carte",
    "microcosm.table.hand_hidden.many": "Main : {n} cartes",
    "microcosm.table.hand_known": "Connues de vous : ",
    "microcosm.table.hand_hidden_known.one": "Main\u00a0: 1 carte, que vous connaissez",
    "microcosm.table.hand_hidden_known.many": "Main\u00a0: {n} cartes\u00a0; "
    "vous en connaissez {known}",
    "microcosm.table.discard": "Défausse ({n})",
    "microcosm.table.colonies": "Colonies ({n})",
    "microcosm.table.spoils": "Butin ({n})",
    "microcosm.table.techs": "Technologies ({n})",
    "microcosm.table.bonus": "+{n} en défense pour chaque colonie",
    "microcosm.table.played": "Carte jouée ce tour : ",
    "microcosm.table.shown": "Cartes montrées de la main ce tour : ",
    "microcosm.table.planet_stats": "défense {big} dans une pile, {small} comme colonie · "
    "influence {influence}",
    "microcosm.table.bonus_defence": "+{n} aux colonies de son propriétaire tant qu'elle est "
    "face visible",
    "microcosm.table.defence_bonus_tech": "+{n} en défense aux colonies de son propriétaire",
    # --- prompts ---
    "microcosm.prompt.game_over": "La partie est terminée",
    "microcosm.prompt.draw": "Prenez une carte : l'une des cartes visibles, ou celle du dessus "
    "de la pioche",
    "microcosm.prompt.main": "Jouez une carte de votre main, ou reprenez des cartes de votre "
    "défausse",
    "microcosm.prompt.recover": "Reprenez des cartes de votre défausse, autant que vous voulez",
    "microcosm.prompt.target.colonize": "Colonisation : choisissez une planète",
    "microcosm.prompt.target.warfare": "Guerre : choisissez quoi attaquer",
    "microcosm.prompt.target.annexation": "Annexion : choisissez une colonie face visible à "
    "prendre",
    "microcosm.prompt.target.survey_team": "Équipe d'exploration : choisissez une pile à consulter",
    "microcosm.prompt.reveal": "Révélez des symboles {icon} : {shown} montrés, {need} requis",
    "microcosm.prompt.reveal_open": "Révélez des symboles {icon} : {shown} montrés jusqu'ici",
    "microcosm.prompt.reveal_blind": "Révélez vos symboles Guerre maintenant : la cible sera "
    "retournée ensuite",
    "microcosm.prompt.defend": "Votre colonie est attaquée : révélez une défense cachée de +1, "
    "ou non",
    "microcosm.prompt.research": "Recherche : prenez une technologie au centre, ou renvoyez-y "
    "l'une de celles de votre adversaire",
    "microcosm.prompt.research_again": "Nouvelle recherche (3 symboles Recherche), ou arrêtez",
    "microcosm.prompt.propaganda": "Propagande : choisissez une carte que votre adversaire doit "
    "défausser ({n} à choisir)",
    "microcosm.prompt.espionage": "Espionnage : choisissez une carte à prendre",
    "microcosm.prompt.copy": "Science politique : choisissez une carte de votre défausse dont "
    "vous utilisez l'action",
    "microcosm.prompt.survey_pick": "Équipe d'exploration : colonisez l'une des planètes "
    "regardées dans la pile de coût {cost}, ou aucune",
    "microcosm.prompt.scan": "Scanner longue portée : regardez une carte face cachée (regards "
    "restants : {n})",
    "microcosm.prompt.scan_attack": "Scanner longue portée : attaquez une carte que vous avez "
    "regardée, ou non",
    "microcosm.prompt.other": "{name} : {what}",
    "microcosm.doing.draw": "prend une carte",
    "microcosm.doing.main": "joue une carte ou reprend des cartes",
    "microcosm.doing.recover": "reprend des cartes de sa défausse",
    "microcosm.doing.target": "choisit une cible",
    "microcosm.doing.reveal": "peut révéler des symboles {icon}",
    "microcosm.doing.defend": "peut révéler une défense surprise",
    "microcosm.doing.research": "fait de la recherche",
    "microcosm.doing.propaganda": "choisit une carte que vous devez défausser",
    "microcosm.doing.spectator.propaganda": "choisit une carte que {other} doit défausser",
    "microcosm.doing.espionage": "choisit une carte à prendre",
    "microcosm.doing.copy": "choisit une action défaussée à utiliser",
    "microcosm.doing.survey_pick": "peut coloniser une planète regardée",
    "microcosm.doing.scan": "regarde des cartes face cachée",
    "microcosm.doing.scan_attack": "peut attaquer une carte regardée",
    # --- action labels ---
    "microcosm.label.take": "Prendre {card} dans la réserve",
    "microcosm.label.draw": "Piocher la carte du dessus ({n} restantes)",
    "microcosm.label.play": "Jouer {card} ({action})",
    "microcosm.label.recover": "Reprendre des cartes de votre défausse",
    "microcosm.label.recover_empty": "Ne rien reprendre (votre défausse est vide)",
    "microcosm.label.back": "Reprendre {card} en main",
    # --- ce que fera un choix (microcosm.ui.preview) ---
    "microcosm.will.recover.one": "1 carte à reprendre",
    "microcosm.will.recover.many": "{n} cartes à reprendre",
    "microcosm.will.none.recover": "votre défausse est vide",
    "microcosm.will.colonize.one": "1 planète à votre portée",
    "microcosm.will.colonize.many": "{n} planètes à votre portée",
    "microcosm.will.warfare.one": "1 cible à votre portée",
    "microcosm.will.warfare.many": "{n} cibles à votre portée",
    "microcosm.will.annexation.one": "1 colonie à annexer",
    "microcosm.will.annexation.many": "{n} colonies à annexer",
    "microcosm.will.survey_team.one": "1 pile à explorer",
    "microcosm.will.survey_team.many": "{n} piles à explorer",
    "microcosm.will.score.one": "+{n} point maintenant",
    "microcosm.will.score.many": "+{n} points maintenant",
    "microcosm.will.score.none": "Aucun point maintenant",
    "microcosm.will.then.one": "Ensuite {n} icône montrée",
    "microcosm.will.then.many": "Ensuite {n} icônes montrées",
    "microcosm.will.then_need.one": "Ensuite {n} icône montrée sur {need} nécessaires",
    "microcosm.will.then_need.many": "Ensuite {n} icônes montrées sur {need} nécessaires",
    "microcosm.will.none.colonize.one": "{n} icône Colonisation montrée sur {need} "
    "nécessaires\u00a0: la planète n'est pas prise",
    "microcosm.will.none.colonize.many": "{n} icônes Colonisation montrées sur {need} "
    "nécessaires\u00a0: la planète n'est pas prise",
    "microcosm.label.done.recover": "Arrêter de reprendre des cartes",
    "microcosm.label.done.reveal": "Ne plus rien révéler",
    "microcosm.label.done.scan": "Arrêter de regarder",
    "microcosm.label.done": "Terminé",
    "microcosm.label.pass.defend": "N'ajouter aucune défense",
    "microcosm.label.pass.research": "Arrêter la recherche",
    "microcosm.label.pass.survey_pick": "N'en coloniser aucune",
    "microcosm.label.pass.scan_attack": "N'en attaquer aucune",
    "microcosm.label.pass": "Ne rien faire",
    "microcosm.label.pile.colonize": "Coloniser dans la pile de coût {cost} (sans regarder)",
    "microcosm.label.pile.warfare": "Attaquer une planète face cachée de la pile de coût {cost}",
    "microcosm.label.down.colonize": "Coloniser la planète inconnue à la place {n} de la pile de "
    "coût {cost}",
    "microcosm.label.down.warfare": "Attaquer la planète inconnue à la place {n} de la pile de "
    "coût {cost}",
    "microcosm.label.down_known.colonize": "Coloniser {planet}, vue à la place {n} de la pile de "
    "coût {cost}",
    "microcosm.label.down_known.warfare": "Attaquer {planet} (défense {defence}), vue à la place "
    "{n} de la pile de coût {cost}",
    "microcosm.label.pile.survey_team": "Consulter la pile de coût {cost}",
    "microcosm.label.planet.colonize": "Coloniser {planet} (face visible, coût {cost})",
    "microcosm.label.planet.warfare": "Attaquer {planet} (défense {defence})",
    "microcosm.label.colony.warfare": "Attaquer la colonie {n} de votre adversaire : {what}",
    "microcosm.label.colony.annexation": "Annexer la colonie {n} de votre adversaire : {what}",
    "microcosm.label.colony_up": "{planet}, défense {defence}",
    "microcosm.label.colony_down": "face cachée, coût {cost}",
    "microcosm.label.colony_known": "face cachée, {planet}",
    "microcosm.label.reveal": "Révéler {card}",
    "microcosm.label.flip": "Retourner votre colonie {planet}",
    "microcosm.label.bastion": "Retourner votre Bastion : +1 en défense",
    "microcosm.label.tech": "Rechercher {tech}",
    "microcosm.label.return": "Renvoyer au centre {tech}, la technologie de votre adversaire",
    "microcosm.label.discard": "Faire défausser {card} à votre adversaire",
    "microcosm.label.steal": "Prendre {card} dans la défausse de votre adversaire",
    "microcosm.label.steal_hand": "Prendre une carte au hasard dans la main de votre adversaire",
    "microcosm.label.copy": "Utiliser l'action de {card} ({action})",
    "microcosm.label.peek": "Regarder une planète inconnue de la pile de coût {cost}",
    "microcosm.label.peek_colony": "Regarder la colonie face cachée {n} de votre adversaire "
    "(coût {cost})",
    "microcosm.label.peeked": "Attaquer {what}",
    "microcosm.label.pick": "Coloniser {planet} (coût {cost})",
    "microcosm.where.pile": "la pile de coût {cost}",
    "microcosm.where.pile_planet": "{planet} dans la pile de coût {cost}",
    "microcosm.where.colony": "la colonie {n} de votre adversaire",
    "microcosm.where.colony_planet": "{planet}, la colonie {n} de votre adversaire",
    "microcosm.where.hidden": "une planète face cachée",
    # --- log ---
    "microcosm.log.took": "{player} a pris {card} dans la réserve.",
    "microcosm.log.drew": "{player} a pioché la carte du dessus.",
    "microcosm.log.drew_secret": "{player} a pioché la carte du dessus : {card}.",
    "microcosm.log.refilled": "{card} a rejoint la réserve, face visible.",
    "microcosm.log.played": "{player} a joué {card}.",
    "microcosm.log.recovering": "{player} a repris des cartes de sa défausse.",
    "microcosm.log.recovered": "{player} a repris {card} en main.",
    "microcosm.log.recovered.run": "{player} a repris {count} cartes en main\u00a0: {cards}.",
    "microcosm.log.turn_ended": "Fin du tour de {player}.",
    "microcosm.log.game_over": "Partie terminée, {score0} à {score1} : {winner} l'a emporté.",
    "microcosm.log.game_over_tie": "Partie terminée, égalité à {score0} : {winner} l'a emporté, "
    "ayant joué en second.",
    "microcosm.log.final_reveal": "Toutes les colonies et toutes les mains ont été montrées pour "
    "le décompte : {all}.",
    "microcosm.log.final_part": "{player} : {cards}",
    "microcosm.log.nothing": "rien",
    "microcosm.log.revealed": "{player} a révélé {card} pour son symbole {icon}.",
    "microcosm.log.flipped_reveal": "{player} a retourné sa colonie {planet} pour son symbole.",
    "microcosm.log.flipped_defence": "{player} a retourné sa colonie {planet} : +1 en défense.",
    "microcosm.log.boosted": "{player} a montré {n} symboles : l'action a été renforcée.",
    "microcosm.log.hand_shown": "{player} a montré sa main à {to} : {cards}.",
    "microcosm.log.colonizing": "{player} a entrepris de coloniser dans la pile de coût {cost}.",
    "microcosm.log.colonizing_down": "{player} a entrepris de coloniser la planète face cachée à "
    "la place {n} de la pile de coût {cost}.",
    "microcosm.log.colonizing_planet": "{player} a entrepris de coloniser {planet} dans la pile de "
    "coût {cost}.",
    "microcosm.log.colonized": "{player} a colonisé une planète face cachée de la pile de coût "
    "{cost}.",
    "microcosm.log.colonized_planet": "{player} a colonisé {planet}.",
    "microcosm.log.colonize_failed": "{player} n'a pas pu payer la pile de coût {cost}.",
    "microcosm.log.attacking": "{player} a attaqué {where} : {planet}.",
    "microcosm.log.attacking_blind": "{player} a attaqué {where} avant qu'elle soit retournée.",
    "microcosm.log.repelled": "{planet} a résisté à {player}.",
    "microcosm.log.conquered": "{player} a conquis {planet}.",
    "microcosm.log.no_surprise": "{player} n'a ajouté aucune défense.",
    "microcosm.log.annexing": "{player} a tenté d'annexer {planet}.",
    "microcosm.log.annexed": "{player} a annexé {planet}.",
    "microcosm.log.annex_failed": "{planet} a échappé à l'annexion de {player}.",
    "microcosm.log.tech_taken": "{player} a obtenu {tech}.",
    "microcosm.log.tech_returned": "{player} a renvoyé au centre {tech}, la technologie de "
    "{owner}.",
    "microcosm.log.research_passed": "{player} a arrêté ses recherches.",
    "microcosm.log.forced_discard": "{owner} a dû défausser {card}.",
    "microcosm.log.stolen_discard": "{player} a pris {card} dans la défausse de {owner}.",
    "microcosm.log.stolen_hand": "{player} a pris {card} au hasard dans la main de {owner}.",
    "microcosm.log.copied": "{player} a réutilisé l'action de {card}.",
    "microcosm.log.surveyed": "{player} a consulté la pile de coût {cost}.",
    "microcosm.log.surveyed_secret": "{player} a consulté la pile de coût {cost} : {planets}.",
    "microcosm.log.survey_passed": "{player} n'en a colonisé aucune.",
    "microcosm.log.peeked": "{player} a regardé {where}.",
    "microcosm.log.peeked_secret": "{player} a regardé {where} : {planet}.",
    "microcosm.log.scan_passed": "{player} a renoncé à attaquer.",
    "microcosm.log.where.pile": "la pile de coût {cost}",
    "microcosm.log.where.colony": "la colonie {n} de {owner}",
    # --- end of game ---
    "microcosm.end.winner": "{name} l'emporte avec une influence de {score}.",
    "microcosm.end.tie": "Égalité à {score} : {name} l'emporte, ayant joué en second.",
    "microcosm.end.breakdown_of": "Le décompte de {name}",
    "microcosm.end.col.card": "Carte",
    "microcosm.end.col.why": "Compte",
    "microcosm.end.col.points": "Influence",
    "microcosm.end.planet": "influence imprimée",
    "microcosm.end.domain": "{rule} : {count}",
    "microcosm.end.total": "Total",
    # --- built-in rules demos (demo_data.py): titles and captions ---
    "microcosm.demo.colonize.title": "Colonisation",
    "microcosm.demo.colonize.0": "Colonisation : jouez une carte pour son action Colonisation et "
    "prenez la planète que vous voulez dans une pile, face visible, ou face cachée par sa place, "
    "que vous l'ayez vue ou non. Montrez ensuite autant de symboles Colonisation que la pile "
    "coûte (0, 2 ou 3) : sur la carte jouée, sur vos colonies et technologies face visible, sur "
    "des cartes que vous révélez de votre main, ou sur des colonies face cachée que vous "
    "retournez.",
    "microcosm.demo.colonize.1": "Au tour précédent, l'Équipe d'exploration de Joueur 2 lui a "
    "montré la pile de coût 3 (Trône d'obsidienne, Bastion, Nexus), mais il ne pouvait pas payer "
    "de planète. Il prend maintenant Vaisseau colonial dans la réserve visible, et Science "
    "politique est retournée à sa place.",
    "microcosm.demo.colonize.2": "Joueur 2 joue Vaisseau colonial pour son action Colonisation. "
    "Son propre symbole est Colonisation, et sa technologie Terraformation en montre un autre : "
    "déjà deux symboles.",
    "microcosm.demo.colonize.3": "Joueur 2 choisit la planète face cachée à la place 1 de la pile "
    "de coût 3 : Trône d'obsidienne, qui vaut 4, vue grâce à son Équipe d'exploration. Joueur 1 "
    "ne voit que la place choisie. Il faut trois symboles Colonisation.",
    "microcosm.demo.colonize.4": "Joueur 2 retourne sa colonie Aurea pour un troisième symbole "
    "Colonisation ; elle reste face visible pour de bon. Le coût est payé : Trône d'obsidienne "
    "rejoint ses colonies face cachée, connue de lui seul. Fin du tour.",
    "microcosm.demo.warfare.title": "La Guerre et la surprise du Bastion",
    "microcosm.demo.warfare.0": "Guerre : attaquez une planète d'une pile ou une colonie de votre "
    "adversaire, et montrez au moins sa défense en symboles Guerre. Un Bastion face visible donne "
    "+1 en défense à toutes les colonies de son propriétaire : Joueur 1 garde donc le sien face "
    "cachée, et l'attaquant ne le voit pas venir.",
    "microcosm.demo.warfare.1": "Joueur 2 prend Légion impériale dans la réserve.",
    "microcosm.demo.warfare.2": "Joueur 2 joue Légion impériale pour son action Guerre. Le symbole "
    "de la carte elle-même est Capitale : chaque symbole Guerre doit donc venir d'ailleurs.",
    "microcosm.demo.warfare.3": "Joueur 2 attaque Aurea, la colonie face visible de Joueur 1. Sans "
    "bonus en vue, sa défense est de 2 : il faut deux symboles Guerre.",
    "microcosm.demo.warfare.4": "Joueur 2 révèle Force de frappe de sa main : un symbole Guerre.",
    "microcosm.demo.warfare.5": "Joueur 2 retourne sa colonie Purpura : deux symboles Guerre, "
    "assez contre Aurea. Le défenseur doit maintenant dire s'il ajoute de la défense (la question "
    "est toujours posée, elle ne trahit donc rien).",
    "microcosm.demo.warfare.6": "Surprise : Joueur 1 retourne sa colonie Bastion, et chacune de "
    "ses colonies gagne +1 en défense. Aurea demande maintenant trois symboles Guerre et Joueur 2 "
    "n'a plus rien à montrer : Aurea tient et l'attaque échoue. Joueur 2 a montré une carte et "
    "retourné une colonie pour rien.",
    "microcosm.demo.research.title": "Recherche",
    "microcosm.demo.research.0": "Recherche : prenez une technologie au centre, ou renvoyez-y "
    "l'une de celles de votre adversaire. Avec trois symboles Recherche montrés, vous faites deux "
    "recherches.",
    "microcosm.demo.research.1": "Joueur 1 prend Science politique dans la réserve ; son symbole "
    "Recherche va compter dans un instant.",
    "microcosm.demo.research.2": "Joueur 1 joue Cercle de réflexion pour son action Recherche. Le "
    "symbole de la carte elle-même est Capitale : les symboles Recherche doivent donc venir "
    "d'ailleurs.",
    "microcosm.demo.research.3": "Joueur 1 révèle Science politique de sa main : un symbole "
    "Recherche.",
    "microcosm.demo.research.4": "Joueur 1 retourne sa colonie Rubra : deux symboles Recherche.",
    "microcosm.demo.research.5": "Joueur 1 retourne sa colonie Trône d'obsidienne : trois symboles "
    "Recherche, cette Recherche a donc lieu deux fois.",
    "microcosm.demo.research.6": "D'abord, Joueur 1 prend Terraformation, la dernière technologie "
    "au centre.",
    "microcosm.demo.research.7": "Ensuite, Joueur 1 renvoie au centre le Comptoir d'armement de "
    "Joueur 2, que l'un ou l'autre pourra rechercher plus tard. Fin du tour.",
}

# --- the rules page and the gallery (rules_page.py) ---
RULES: dict[str, str] = {
    "microcosm.rules.title": "Eminent Domain: Microcosm — how to play",
    "microcosm.rules.goal": "The goal",
    "microcosm.rules.goal.1": "Two rival empires race for influence with a shared deck of 18 "
    "Domain cards. Planets you settle, planets you conquer and the scoring line of every Domain "
    "card you hold at the end give influence; the most influence wins.",
    "microcosm.rules.setup": "Setting up",
    "microcosm.rules.setup.1": "The Domain cards are shuffled into a deck and three are dealt "
    "face up beside it: the supply.",
    "microcosm.rules.setup.2": "The 11 planets are sorted by cost into three face-down piles: "
    "four of cost 0, four of cost 2, three of cost 3. The five Techs lie face up in the centre.",
    "microcosm.rules.setup.3": "A random player goes first. Nobody starts with cards in hand.",
    "microcosm.rules.turn": "A turn",
    "microcosm.rules.turn.1": "First take one card into your hand: one of the face-up supply "
    "cards (the gap is filled at once from the deck) or, blind, the top card of the deck.",
    "microcosm.rules.turn.2": "Then either play one card from your hand and carry out its "
    "action (it goes to your discard pile when the turn ends), or take back into your hand as "
    "many cards of your discard pile as you like.",
    "microcosm.rules.turn.3": "A card whose action could do nothing at the moment cannot be "
    "played; taking cards back is always possible.",
    "microcosm.rules.reveal": "Revealing icons",
    "microcosm.rules.reveal.1": "Actions are paid for with icons. Each card shows one icon: "
    "Colonize, Warfare, Research, Capital or Survey.",
    "microcosm.rules.reveal.2": "The card you played, your face-up Colonies and your Techs "
    "count for free. You may also show cards from your hand (your opponent then knows them) "
    "or turn up a face-down Colony of yours (it stays face up for the rest of the game).",
    "microcosm.rules.reveal.3": "Planets in your Spoils never give icons.",
    "microcosm.rules.colonize": "Colonize",
    "microcosm.rules.colonize.1": "Choose any planet of a pile (you need not take the top one) "
    "and reveal as many Colonize icons as the pile's cost (0, 2 or 3). You may not look at "
    "face-down planets before choosing, so you choose one by its place, knowing only what you "
    "saw earlier; then look at it and put it face down among your Colonies.",
    "microcosm.rules.colonize.2": "A planet left face up in a pile may be settled by name for "
    "its pile's cost; it stays face up.",
    "microcosm.rules.warfare": "Warfare",
    "microcosm.rules.warfare.1": "Attack any planet in a pile, face up or face down by its "
    "place, or one of your opponent's Colonies (never Spoils). A face-down target is turned up "
    "first.",
    "microcosm.rules.warfare.2": "Reveal as many Warfare icons as its defence: the large shield "
    "for a planet in a pile, the small shield plus its owner's bonuses for a Colony. If you "
    "reach it, the card goes to your Spoils; if not, it stays where it is, face up.",
    "microcosm.rules.warfare.3": "One cost-3 planet and one Tech each give +1 defence to all "
    "their owner's Colonies. The planet counts only face up: a defender who owns it face down "
    "may turn it up when attacked, and the attacker may then reveal more icons.",
    "microcosm.rules.research": "Research",
    "microcosm.rules.research.1": "Take a Tech from the centre, or send one of your opponent's "
    "Techs back to the centre. With 3 Research icons revealed you do it a second time (or stop).",
    "microcosm.rules.politics": "Politics",
    "microcosm.rules.politics.1": "The four Politics cards each do something different. The "
    "sources do not give their texts, so these effects are this edition's reconstruction:",
    "microcosm.rules.politics.2": "Propaganda: see your opponent's hand and choose a card they "
    "discard; two cards if you reveal 2 Capital icons. Espionage: take a card of your choice "
    "from your opponent's discard pile, or with 2 Capital icons a random card from their hand.",
    "microcosm.rules.politics.3": "Political Science: carry out the action of another card in "
    "your discard pile; that card stays there.",
    "microcosm.rules.politics.4": "Annexation: take a face-up Colony of your opponent into your "
    "Colonies by revealing Capital icons at least one more than its defence.",
    "microcosm.rules.survey": "Survey",
    "microcosm.rules.survey.1": "Survey Team (reconstructed): look at every face-down planet of "
    "a pile, then you may colonize one of them knowingly, paying the pile's cost.",
    "microcosm.rules.survey.2": "Long-Range Scanner (reconstructed): look at up to 2 face-down "
    "cards you have not seen (planets in piles or your opponent's Colonies), one more per "
    "other Survey icon you reveal; then you may attack one of them with Warfare icons.",
    "microcosm.rules.end": "The end",
    "microcosm.rules.end.1": "When the deck runs out the supply is no longer refilled. When "
    "the last supply card is taken, that player finishes the turn and the game ends: "
    "18 turns in all.",
    "microcosm.rules.end.2": "Every Colony is then turned face up and every hand shown.",
    "microcosm.rules.scoring": "Scoring",
    "microcosm.rules.scoring.1": "Every Colony and every Spoils card scores its printed influence.",
    "microcosm.rules.scoring.2": "Every Domain card in your hand or discard pile scores its "
    "line: 1 per Colony, per Spoils card, per Tech, per card of its colour, or per Capital icon.",
    "microcosm.rules.tie": "A tie",
    "microcosm.rules.tie.1": "On equal influence the player who played second wins.",
    "microcosm.rules.readings": "Readings chosen by this edition",
    "microcosm.rules.readings.intro": "Where the rules summary is silent or could be read two "
    "ways, this edition chose the following (the project's rule notes, "
    "docs/rules-notes-microcosm.md, list each with its test):",
    "microcosm.rules.reading.1": "A player may take back zero cards (the turn then does "
    "nothing); drawing from an empty deck is not offered.",
    "microcosm.rules.reading.2": "You are asked to reveal only when it can matter, and never "
    "for what costs nothing (the played card, face-up Colonies, Techs).",
    "microcosm.rules.reading.3": "A face-down planet is chosen by its place in its pile: the "
    "game names it for you if you have seen it, and your opponent learns only which place. "
    "Games begun before this edition (27 November 2026) keep their rule: a pile is chosen and "
    "one of its face-down planets drawn at random.",
    "microcosm.rules.reading.4": "The cost tier of a face-down Colony is public.",
    "microcosm.rules.reading.5": "An attacked defender is always asked about a surprise "
    "defence, even without one, so the question gives nothing away.",
    "microcosm.rules.reading.6": "The two +1 defence bonuses add up, and the planet protects "
    "itself too.",
    "microcosm.rules.reading.7": "A Tech sent back to the centre may be researched again, even "
    "by the same player in the second step.",
    "microcosm.rules.reading.8": "The Politics and Survey effects, the planets' shields and "
    "influence, most names, and which colour each card scores are reconstructions (see the "
    "gallery's marks).",
    "microcosm.rules.reading.9": "Domain cards count in hand and discard pile; 'per Colony' "
    "counts face-down Colonies too but not Spoils; the colour cards count the wild planet as "
    "every colour; Capital icons are never counted on Spoils.",
    "microcosm.rules.reading.10": "Option (on by default): Warfare icons may be revealed after "
    "a face-down target is turned up. Off: an attacker who does not know the target commits "
    "its icons first.",
    "microcosm.rules.reading.11": "Everything a player has seen stays known to them while the "
    "card stays face down, wherever it moves.",
    "microcosm.gallery.title": "Every card",
    "microcosm.gallery.domains": "Domain cards (18)",
    "microcosm.gallery.planets": "Planets (11)",
    "microcosm.gallery.techs": "Techs (5)",
    "microcosm.gallery.constants": "Numbers in the rules",
    "microcosm.gallery.SUPPLY_SIZE": "Face-up supply cards: {n}",
    "microcosm.gallery.RESEARCH_AGAIN": "Research icons for a second Research: {n}",
    "microcosm.gallery.POLITICS_BOOST": "Capital icons that strengthen Propaganda and "
    "Espionage: {n}",
    "microcosm.gallery.ANNEX_MARGIN": "Annexation must beat a Colony's defence by: {n}",
    "microcosm.gallery.SCANNER_PEEKS": "Long-Range Scanner's looks: {n}",
}

# --- the same rules in French (shown when the interface speaks French) ---
# This project's own French, translated from the English above (no sentence of any rulebook).
# Written with plain spaces; `typeset` puts the no-break spaces French typography
# wants before : ; ? ! and inside « ».
_RULES_FR_TEXT: dict[str, str] = {
    "microcosm.rules.title": "Eminent Domain : Microcosm — comment jouer",
    "microcosm.rules.goal": "Le but",
    "microcosm.rules.goal.1": "Deux empires rivaux se disputent l'influence en puisant dans un "
    "même paquet de 18 cartes Domaine. Les planètes colonisées, les planètes conquises et la "
    "ligne de score de chaque carte Domaine que l'on possède à la fin rapportent de "
    "l'influence ; le joueur qui en a le plus l'emporte.",
    "microcosm.rules.setup": "Mise en place",
    "microcosm.rules.setup.1": "On mélange les cartes Domaine pour former la pioche, puis on en "
    "retourne trois à côté d'elle : c'est la réserve.",
    "microcosm.rules.setup.2": "On trie les 11 planètes par coût en trois piles face cachée : "
    "quatre de coût 0, quatre de coût 2 et trois de coût 3. Les cinq technologies sont posées "
    "face visible au centre.",
    "microcosm.rules.setup.3": "Le premier joueur est tiré au sort. Personne n'a de carte en "
    "main au départ.",
    "microcosm.rules.turn": "Un tour",
    "microcosm.rules.turn.1": "Prenez d'abord une carte en main : l'une des cartes visibles "
    "de la réserve (la place vide est aussitôt comblée avec la pioche) ou, sans la voir, la "
    "carte du dessus de la pioche.",
    "microcosm.rules.turn.2": "Ensuite, soit vous jouez une carte de votre main et effectuez "
    "son action (elle rejoint votre défausse à la fin du tour), soit vous reprenez en main "
    "autant de cartes de votre défausse que vous voulez.",
    "microcosm.rules.turn.3": "Une carte dont l'action ne pourrait rien faire pour l'instant "
    "ne peut pas être jouée ; reprendre des cartes est toujours possible.",
    "microcosm.rules.reveal": "Révéler des symboles",
    "microcosm.rules.reveal.1": "Les actions se paient en symboles. Chaque carte porte un "
    "symbole : Colonisation, Guerre, Recherche, Capitale ou Exploration.",
    "microcosm.rules.reveal.2": "La carte jouée, vos colonies face visible et vos technologies "
    "comptent sans rien coûter. Vous pouvez aussi montrer des cartes de votre main (votre "
    "adversaire les connaît alors) ou retourner l'une de vos colonies face cachée (elle reste "
    "face visible jusqu'à la fin de la partie).",
    "microcosm.rules.reveal.3": "Les planètes de votre butin ne donnent jamais de symbole.",
    "microcosm.rules.colonize": "Colonisation",
    "microcosm.rules.colonize.1": "Choisissez la planète que vous voulez dans une pile (pas "
    "forcément celle du dessus) et révélez autant de symboles Colonisation que le coût de la "
    "pile (0, 2 ou 3). Vous ne pouvez pas regarder les planètes face cachée avant de choisir : "
    "vous en choisissez une par sa place, en sachant seulement ce que vous avez vu plus tôt ; "
    "regardez-la ensuite et posez-la face cachée parmi vos colonies.",
    "microcosm.rules.colonize.2": "Une planète restée face visible dans une pile peut être "
    "colonisée en la nommant, pour le coût de sa pile ; elle reste face visible.",
    "microcosm.rules.warfare": "Guerre",
    "microcosm.rules.warfare.1": "Attaquez n'importe quelle planète d'une pile, face visible "
    "ou face cachée par sa place, ou l'une des colonies de votre adversaire (jamais son "
    "butin). Une cible face cachée est d'abord retournée.",
    "microcosm.rules.warfare.2": "Révélez autant de symboles Guerre que sa défense : le grand "
    "bouclier pour une planète dans une pile, le petit bouclier plus les bonus de son "
    "propriétaire pour une colonie. Si vous l'atteignez, la carte rejoint votre butin ; "
    "sinon, elle reste où elle était, face visible.",
    "microcosm.rules.warfare.3": "Une planète de coût 3 et une technologie donnent chacune +1 "
    "en défense à toutes les colonies de leur propriétaire. La planète ne compte que face "
    "visible : un défenseur qui la possède face cachée peut la retourner quand il est "
    "attaqué, et l'attaquant peut alors révéler d'autres symboles.",
    "microcosm.rules.research": "Recherche",
    "microcosm.rules.research.1": "Prenez une technologie au centre, ou renvoyez au centre "
    "l'une des technologies de votre adversaire. Avec 3 symboles Recherche révélés, vous le "
    "faites une seconde fois (ou vous vous arrêtez).",
    "microcosm.rules.politics": "Politique",
    "microcosm.rules.politics.1": "Les quatre cartes Politique font chacune autre chose. Les "
    "sources ne donnent pas leurs textes : les effets suivants sont donc une reconstruction "
    "de cette édition.",
    "microcosm.rules.politics.2": "Propagande : regardez la main de votre adversaire et "
    "choisissez une carte qu'il défausse, ou deux si vous révélez 2 symboles Capitale. "
    "Espionnage : prenez la carte de votre choix dans la défausse de votre adversaire, ou, "
    "avec 2 symboles Capitale, une carte prise au hasard dans sa main.",
    "microcosm.rules.politics.3": "Science politique : effectuez l'action d'une autre carte de "
    "votre défausse ; cette carte y reste.",
    "microcosm.rules.politics.4": "Annexion : faites passer parmi vos colonies une colonie "
    "face visible de votre adversaire, en révélant au moins sa défense plus un en symboles "
    "Capitale.",
    "microcosm.rules.survey": "Exploration",
    "microcosm.rules.survey.1": "Équipe d'exploration (reconstruite) : regardez toutes les "
    "planètes face cachée d'une pile, puis vous pouvez coloniser l'une d'elles en "
    "connaissance de cause, en payant le coût de la pile.",
    "microcosm.rules.survey.2": "Scanner longue portée (reconstruit) : regardez jusqu'à 2 "
    "cartes face cachée que vous n'avez pas encore vues (des planètes des piles ou des "
    "colonies de votre adversaire), une de plus par autre symbole Exploration révélé ; vous "
    "pouvez ensuite attaquer l'une d'elles avec des symboles Guerre.",
    "microcosm.rules.end": "La fin",
    "microcosm.rules.end.1": "Une fois la pioche épuisée, la réserve n'est plus complétée. "
    "Quand la dernière carte de la réserve est prise, ce joueur termine son tour et la partie "
    "s'arrête : 18 tours en tout.",
    "microcosm.rules.end.2": "Toutes les colonies sont alors retournées face visible et "
    "toutes les mains montrées.",
    "microcosm.rules.scoring": "Le décompte",
    "microcosm.rules.scoring.1": "Chaque colonie et chaque carte du butin rapporte "
    "l'influence imprimée dessus.",
    "microcosm.rules.scoring.2": "Chaque carte Domaine de votre main ou de votre défausse "
    "rapporte selon sa ligne de score : 1 par colonie, par carte du butin, par technologie, "
    "par carte de sa couleur ou par symbole Capitale.",
    "microcosm.rules.tie": "Une égalité",
    "microcosm.rules.tie.1": "À influence égale, le joueur qui a joué en second gagne.",
    "microcosm.rules.readings": "Les lectures choisies par cette édition",
    "microcosm.rules.readings.intro": "Là où le résumé des règles ne dit rien, ou peut se lire "
    "de deux façons, cette édition a choisi ce qui suit (les notes de règles du projet, "
    "docs/rules-notes-microcosm.md, donnent le test de chaque point) :",
    "microcosm.rules.reading.1": "Un joueur peut reprendre zéro carte (le tour ne fait alors "
    "rien) ; piocher dans une pioche vide n'est pas proposé.",
    "microcosm.rules.reading.2": "On ne vous demande de révéler que lorsque cela peut compter, "
    "et jamais pour ce qui ne coûte rien (la carte jouée, les colonies face visible, les "
    "technologies).",
    "microcosm.rules.reading.3": "Une planète face cachée se choisit par sa place dans sa "
    "pile : le jeu vous la nomme si vous l'avez vue, et votre adversaire n'apprend que la "
    "place. Les parties commencées avant cette édition (27 novembre 2026) gardent leur règle : "
    "on choisit une pile, et l'une de ses planètes face cachée est tirée au hasard.",
    "microcosm.rules.reading.4": "Le coût d'une colonie face cachée est connu de tous.",
    "microcosm.rules.reading.5": "Un défenseur attaqué est toujours invité à ajouter une "
    "défense surprise, même s'il n'en a pas : la question ne trahit donc rien.",
    "microcosm.rules.reading.6": "Les deux bonus de +1 en défense s'additionnent, et la "
    "planète se protège aussi elle-même.",
    "microcosm.rules.reading.7": "Une technologie renvoyée au centre peut être reprise par "
    "Recherche, même par le même joueur lors de la seconde étape.",
    "microcosm.rules.reading.8": "Les effets Politique et Exploration, les boucliers et "
    "l'influence des planètes, la plupart des noms et la couleur que compte chaque carte sont "
    "des reconstructions (voir les marques de la galerie).",
    "microcosm.rules.reading.9": "Les cartes Domaine comptent en main et dans la défausse ; "
    "« par colonie » compte aussi les colonies face cachée, mais pas le butin ; les cartes de "
    "couleur comptent la planète joker comme étant de toutes les couleurs ; les symboles "
    "Capitale ne sont jamais comptés sur le butin.",
    "microcosm.rules.reading.10": "Option (activée par défaut) : les symboles Guerre peuvent "
    "être révélés après qu'une cible face cachée a été retournée. Désactivée : un attaquant "
    "qui ne connaît pas sa cible engage ses symboles d'abord.",
    "microcosm.rules.reading.11": "Tout ce qu'un joueur a vu lui reste connu tant que la carte "
    "reste face cachée, où qu'elle aille.",
    "microcosm.gallery.title": "Toutes les cartes",
    "microcosm.gallery.domains": "Cartes Domaine (18)",
    "microcosm.gallery.planets": "Planètes (11)",
    "microcosm.gallery.techs": "Technologies (5)",
    "microcosm.gallery.constants": "Les nombres des règles",
    "microcosm.gallery.SUPPLY_SIZE": "Cartes visibles de la réserve : {n}",
    "microcosm.gallery.RESEARCH_AGAIN": "Symboles Recherche pour une seconde Recherche : {n}",
    "microcosm.gallery.POLITICS_BOOST": "Symboles Capitale qui renforcent Propagande et "
    "Espionnage : {n}",
    "microcosm.gallery.ANNEX_MARGIN": "L'Annexion doit dépasser la défense d'une colonie de : {n}",
    "microcosm.gallery.SCANNER_PEEKS": "Regards du Scanner longue portée : {n}",
}


RULES_FR: dict[str, str] = {key: typeset("fr", text) for key, text in _RULES_FR_TEXT.items()}

# Every card's name by id (`microcosm.card.<id>`), from the names in `microcosm.text`.
CARD_NAMES: dict[str, dict[str, str]] = {
    lang: {f"microcosm.card.{key}": str(names[lang]) for key, names in NAMES.items()}
    for lang in LANGS
}
# The new-game form's words for the option, by language.
OPTIONS: dict[str, dict[str, str]] = {
    lang: {key: texts[lang] for key, texts in OPTION_TEXTS.items()} for lang in LANGS
}

for _table in (STRINGS, RULES, CARD_NAMES["en"], OPTIONS["en"], lesson_text.EN):
    register("microcosm", _table)
for _table in (STRINGS_FR, RULES_FR, CARD_NAMES["fr"], OPTIONS["fr"], lesson_text.FR):
    register("microcosm", _table, lang="fr")
