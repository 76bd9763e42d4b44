"""Eminent Domain's strings: the table, card names and texts, the log, prompts, the rules page and
the end screen (French: `text_fr`).

They join the shell's catalogue (`tabletop.text`) when this module is imported, with their
French (`text_fr`, the same keys), and the shell's `t`, `t_markup` and `isolate` are
re-exported here, so that every module of this game that shows text imports them from here and
so has its strings registered.
"""

from __future__ import annotations

from eminent_domain.ui import demo_text, lesson_text, text_fr
from tabletop.text import isolate, register, t, t_markup

__all__ = ["STRINGS", "isolate", "t", "t_markup"]

STRINGS: dict[str, str] = {
    "new.variant": "Rules",
    "new.variant.standard": "Standard game",
    "new.variant.learning": "Learning game (first game)",
    "new.variant.level1": "Level 1 technologies only",
    "new.variant.extended3": "Extended 3-player game",
    "new.errata": "Use the published errata (Logistics, Abundance, Bureaucracy, Terraforming, "
    "Survey and Warfare stickers)",
    # --- table (render.py) ---
    "role.survey": "Survey",
    "role.warfare": "Warfare",
    "role.colonize": "Colonize",
    "role.produce": "Produce",
    "role.trade": "Trade",
    "role.research": "Research",
    "stack.survey": "Survey",
    "stack.warfare": "Warfare",
    "stack.colonize": "Colonize",
    "stack.produce-trade": "Produce/Trade",
    "stack.research": "Research",
    "planet_type.advanced": "Advanced",
    "planet_type.fertile": "Fertile",
    "planet_type.metallic": "Metallic",
    "resource.food": "food",
    "resource.water": "water",
    "resource.iron": "iron",
    "resource.silicon": "silicon",
    "resource.letter.food": "F",
    "resource.letter.water": "W",
    "resource.letter.iron": "I",
    "resource.letter.silicon": "Si",
    # --- card names and texts (the card tables' words, shown at the table and in the gallery) ---
    "role_card.survey": "Survey",
    "role_card.warfare": "Warfare",
    "role_card.colonize": "Colonize",
    "role_card.produce-trade": "Produce/Trade",
    "role_card.research": "Research",
    "role_card.politics": "Politics",
    # technologies by ability: the faces sharing a name also share their text
    "tech.name.improved_survey": "Improved Survey",
    "tech.text.improved_survey": "Draw 3 cards.",
    "tech.name.improved_colonize": "Improved Colonize",
    "tech.text.improved_colonize": (
        "Settle 1 Planet (optional). Then Settle another Planet OR +1 Colony."
    ),
    "tech.name.improved_warfare": "Improved Warfare",
    "tech.text.improved_warfare": "Collect 2 Fighters OR Attack 1 Planet.",
    "tech.name.improved_production": "Improved Production",
    "tech.text.improved_production": "Produce 2 Resources.",
    "tech.name.improved_trade": "Improved Trade",
    "tech.text.improved_trade": "Collect 1 Influence from the supply.",
    "tech.name.improved_research": "Improved Research",
    "tech.text.improved_research": "Draw 1 card. Remove up to 3 cards in hand from the game.",
    "tech.name.diverse_markets": "Diverse Markets",
    "tech.text.diverse_markets": "+1 Influence for each TYPE of Resource you trade this turn.",
    "tech.name.data_network": "Data Network",
    "tech.text.data_network": "Draw 2 cards. Remove any number of cards in hand from the game.",
    "tech.name.specialization": "Specialization",
    "tech.text.specialization": (
        "Choose 1 Resource TYPE. +1 Influence for each Resource of that TYPE you trade this turn."
    ),
    "tech.name.weapon_emporium": "Weapon Emporium",
    "tech.text.weapon_emporium": "You may trade Fighters as if they were Resources.",
    "tech.name.streamlining": "Streamlining",
    "tech.text.streamlining": "You may remove 1 card in hand from the game each turn.",
    "tech.name.adaptability": "Adaptability",
    "tech.text.adaptability": (
        "Your standard Research Role cards gain all symbols; they can be used to Boost or "
        "Follow any role."
    ),
    "tech.name.hyperefficiency": "Hyperefficiency",
    "tech.text.hyperefficiency": (
        "You may remove any number of cards in hand from the game each turn."
    ),
    "tech.name.mobilization": "Mobilization",
    "tech.text.mobilization": (
        "Collect 2 Fighters. You may Attack 1 Planet after your Role phase this turn."
    ),
    "tech.name.survey_team": "Survey Team",
    "tech.text.survey_team": (
        "Take the top card of the Planet deck and put it into your Empire face down."
    ),
    "tech.name.war_path": "War Path",
    "tech.text.war_path": "Attack up to 2 Planets.",
    "tech.name.imperialism": "Imperialism",
    "tech.text.imperialism": (
        "No text: provides 1 Survey, 1 Trade, 1 Warfare symbol while in your Empire."
    ),
    "tech.name.scorched_earth_policy": "Scorched Earth Policy",
    "tech.text.scorched_earth_policy": (
        "-2 to your Warfare costs. When you Attack a Planet, leave a Fighter on it; that "
        "Planet cannot store Resources."
    ),
    "tech.name.logistics": "Logistics",
    "tech.text.logistics": "Play the Action and Role phases of your turn in any order.",
    "tech.name.productivity": "Productivity",
    "tech.text.productivity": (
        "You may play an additional card for its Action effect during your Action phase."
    ),
    "tech.name.artificial_intelligence": "Artificial Intelligence",
    "tech.text.artificial_intelligence": "Take any 2 Role cards from the stacks into your hand.",
    "tech.name.genetic_engineering": "Genetic Engineering",
    "tech.text.genetic_engineering": (
        "+1 Influence for each TYPE of Resource you produce this turn."
    ),
    "tech.name.terraforming": "Terraforming",
    "tech.text.terraforming": (
        "Add this card to a Planet as 2 Colonies. If that fulfills the printed Colonize "
        "cost, Settle that Planet. Card note: ignore Colonize discounts in your Empire."
    ),
    "tech.name.fertile_ground": "Fertile Ground",
    "tech.text.fertile_ground": (
        "No text: provides 1 Colonize, 1 Produce, 1 Research symbol while in your Empire."
    ),
    "tech.name.abundance": "Abundance",
    "tech.text.abundance": "Planets you Settle or Attack come into play with Resource slots full.",
    "tech.name.dissension": "Dissension",
    "tech.text.dissension": "Draw 1 additional card when Dissenting.",
    "tech.name.bureaucracy": "Bureaucracy",
    "tech.text.bureaucracy": (
        "You may use the Leader Bonus when Following the Colonize and Warfare Roles."
    ),
    "card.survey": "Action: draw 2 cards. Role: look at 1 planet per Survey symbol minus 1, "
    "keep 1.",
    "card.warfare": "Action: attack 1 planet or collect 1 fighter. Role: collect 1 fighter per "
    "Warfare symbol (the leader may attack instead).",
    "card.colonize": "Action: settle 1 planet or add this card as a colony. Role: 1 colony per "
    "Colonize symbol (the leader may settle instead).",
    "card.produce-trade": "Action: produce 1 resource or trade 1 for 1 influence. Role: produce "
    "or trade 1 per symbol.",
    "card.research": "Action: remove up to 2 cards in hand from the game. Role: acquire 1 "
    "technology.",
    "card.politics": "Action: remove this card from the game and take any role card from the "
    "stacks into your hand.",
    "tech_status.affordable": "you can research it",
    "tech_status.prerequisite": "planets met, needs more Research",
    "tech_status.locked": "needs more planets",
    "table.active": "their turn",
    "table.active_you": "your turn",
    "table.start_player": "start player",
    "table.barren": "barren",
    "table.bot_name": "{name} (bot, {level})",
    "table.central": "Central display",
    "table.colonies": "{n} colonies",
    "table.colony": "1 colony",
    "table.counts": "Hand {hand} · deck {deck} · discard {discard} · fighters {fighters} · "
    "influence tokens {influence}",
    "table.discard_pile": "Discard pile ({n})",
    "table.empire_of": "Empire of {name}",
    "table.empty": "Empty.",
    "table.empty_stack": "empty",
    "table.hand_size": "+{n} hand size",
    "table.hand_title": "Your hand ({n} cards)",
    "table.hand_of": "{name}'s hand ({n} cards)",
    "table.in_play": "Played this turn:",
    "table.last_round": "last round",
    "table.round": "Round {n}",
    "table.secret_face": "(you know: {name})",
    "table.slot_filled": "{resource}",
    "table.slot_empty": "empty {resource} slot",
    "table.supply": "Influence: supply {supply}, reserve {reserve} · planet deck {deck}, "
    "planet discard {discard}",
    "table.tech_meta": "cost {cost} · {influence}★ · {n} left",
    "table.tech_pile": "{type} level {level}",
    "table.technologies": "Technologies: {n} cards, {ready} you can research now",
    "table.technologies_seen": "Technologies: {n} cards",
    "table.turn_of": "{name}'s turn",
    "table.you": "{name} (you)",
    "table.your_hand": "Your hand",
    "end.tie_note": "Tie-break: resources plus fighters in the Empire.",
    "end.tied": "{names} tie on {score} influence; after the tie-break: {winners}.",
    "end.winner": "{name} wins with {score} influence.",
    "end.winners": "Winner: {names}.",
    "end.col.player": "Player",
    "end.col.planets": "Planets",
    "end.col.techs": "Tech\u00adnolo\u00adgies",  # soft hyphens: it may break on a phone
    "end.col.tokens": "Tokens",
    "end.col.total": "Total",
    "end.col.tie": "Tie-break",
    # --- log and actions (describe.py) ---
    # names used inside labels and log lines
    "action.tech.symbols": "{name} ({symbols})",
    "action.tech.permanent": "{name} (permanent)",
    "action.card.role": "a {name} card",
    "action.planet.down_known": "{name} (face-down {type} planet)",
    "action.planet.down_unknown": "face-down {type} planet no. {number}",
    # action buttons
    "action.skip": "Skip the Action phase",
    "action.skip.more": "Play no more Action cards",
    "action.act": "Play {card}: {effect}",
    "action.act.plain": "Play {card}",
    "action.effect.survey": "draw 2 cards",
    "action.effect.warfare": "collect 1 fighter or attack a planet",
    "action.effect.colonize": "add it as a colony or settle a planet",
    "action.effect.produce-trade": "produce or trade 1 resource",
    "action.effect.research": "remove up to 2 cards in hand from the game",
    "action.effect.politics": "swap it for a role card from a stack",
    "action.effect.improved_survey": "draw 3 cards",
    "action.effect.improved_colonize": "settle a planet, then settle another or add a colony",
    "action.effect.improved_warfare": "collect 2 fighters or attack a planet",
    "action.effect.improved_production": "produce 2 resources",
    "action.effect.improved_trade": "collect 1 influence",
    "action.effect.improved_research": "draw 1 card, then remove up to 3 cards in hand",
    "action.effect.diverse_markets": "+1 influence per type of resource you trade this turn",
    "action.effect.data_network": "draw 2 cards, then remove any number of cards in hand",
    "action.effect.specialization": "name a resource type: +1 influence per one you trade",
    "action.effect.mobilization": "collect 2 fighters; you may attack after your Role phase",
    "action.effect.survey_team": "put the top planet of the deck into your Empire face down",
    "action.effect.war_path": "attack up to 2 planets",
    "action.effect.artificial_intelligence": "take any 2 role cards from the stacks",
    "action.effect.genetic_engineering": "+1 influence per type of resource you produce",
    "action.effect.terraforming": "add it to a planet as 2 colonies; settle if enough",
    "action.lead": "Lead {role}: {effect}",
    "action.lead.logistics": "Lead {role} now, Action phase after (Logistics)",
    "action.lead.survey": "look at planets and keep one",
    "action.lead.warfare": "collect fighters or attack a planet",
    "action.lead.colonize": "settle a planet or add colonies",
    "action.lead.produce": "produce resources",
    "action.lead.trade": "trade resources for influence",
    "action.lead.research": "take a technology",
    "action.boost": "Boost with {card}: +{count} {role}",
    "action.done": "Done",
    "action.done.boost.one": "Done boosting: resolve {role} with {count} symbol",
    "action.done.boost.many": "Done boosting: resolve {role} with {count} symbols",
    "action.done.trade": "Stop trading",
    "action.done.remove": "Stop removing cards",
    "action.done.cleanup": "End your turn (hand limit {limit})",
    "action.done.cleanup_draw.one": "End your turn: draw {count} card (hand limit {limit})",
    "action.done.cleanup_draw.many": "End your turn: draw {count} cards (hand limit {limit})",
    "action.done.cleanup_over": "End your turn, then discard down to your hand limit of {limit}",
    "action.follow": "Follow {role}",
    "action.dissent.one": "Dissent: draw {count} card",
    "action.dissent.many": "Dissent: draw {count} cards",
    "action.collect.one": "Collect {count} fighter",
    "action.collect.many": "Collect {count} fighters",
    "action.attack.one": "Attack {planet} with {count} fighter",
    "action.attack.many": "Attack {planet} with {count} fighters",
    "action.settle": "Settle {planet}",
    "action.colonies": "Add colonies instead of settling",
    "action.tuck": "Add a colony to {planet}",
    "action.tuck.this": "Tuck this card under {planet} as a colony",
    "action.tuck.terraform": "Terraform {planet}: this card becomes 2 colonies",
    "action.produce": "Produce {resource} on {planet}",
    "action.trade": "Trade {resource} from {planet} for 1 influence",
    "action.trade_fighter": "Trade a fighter for 1 influence (Weapon Emporium)",
    "action.keep": (
        "Keep {planet} ({type}; Colonize {colonize}, Warfare {warfare}, {influence} influence)"
    ),
    "action.keep.unseen": "Keep planet {number} of the Survey",
    "action.research": "Research {tech}: level {level} {type}, cost {cost}",
    "action.pass": "Pass",
    "action.pass.research": "Take no technology",
    "action.pass.settle_optional": "Don't settle a planet",
    "action.pass.settle_or_colony_opt": "Neither settle nor add a colony",
    "action.pass.attack_optional": "Don't attack",
    "action.pass.trade": "Don't trade",
    "action.take": "Take a {card} card from its stack",
    "action.remove": "Remove {card} from the game",
    "action.remove_this": "Remove this Research card from the game",
    "action.discard": "Discard {card}",
    "action.resource": "Name {resource} (Specialization)",
    # follow or dissent
    "follow.hint": "{follow} {dissent}",
    "follow.symbols.one": "Follow {role}: you have {count} {role} symbol — {gain}.",
    "follow.symbols.many": "Follow {role}: you have {count} {role} symbols — {gain}.",
    "follow.dissent.one": "Dissent: draw {count} card.",
    "follow.dissent.many": "Dissent: draw {count} cards.",
    "follow.gain.none": "no planets to look at",
    "follow.nothing": "Follow {role}: you have no {role} symbols, so following gives nothing.",
    "follow.gain.survey.one": "look at {count} planet and keep it",
    "follow.gain.survey.many": "look at {count} planets and keep one",
    "follow.gain.warfare.one": "collect {count} fighter",
    "follow.gain.warfare.many": "collect {count} fighters",
    "follow.gain.warfare.bonus.one": "collect {count} fighter or attack a planet (Bureaucracy)",
    "follow.gain.warfare.bonus.many": "collect {count} fighters or attack a planet (Bureaucracy)",
    "follow.gain.colonize.one": "add up to {count} colony from your hand",
    "follow.gain.colonize.many": "add up to {count} colonies from your hand",
    "follow.gain.colonize.bonus.one": "settle a planet or add up to {count} colony (Bureaucracy)",
    "follow.gain.colonize.bonus.many": (
        "settle a planet or add up to {count} colonies (Bureaucracy)"
    ),
    "follow.gain.produce.one": "produce up to {count} resource",
    "follow.gain.produce.many": "produce up to {count} resources",
    "follow.gain.trade.one": "trade up to {count} resource for influence",
    "follow.gain.trade.many": "trade up to {count} resources for influence",
    "follow.gain.research.one": "research a technology costing up to {count}",
    "follow.gain.research.many": "research a technology costing up to {count}",
    # what a choice will do (eminent_domain.ui.preview)
    "will.symbols.one": "{count} symbol",
    "will.symbols.many": "{count} symbols",
    "will.outcome": "{symbols}: {what}",
    "will.then.one": "Then 1 symbol",
    "will.then.many": "Then {count} symbols",
    "will.survey.one": "look at 1 planet",
    "will.survey.many": "look at {count} planets, keep one",
    "will.warfare.one": "1 fighter",
    "will.warfare.many": "{count} fighters",
    "will.or_attack": "{collect}, or attack a planet",
    "will.colonize.one": "1 colony",
    "will.colonize.many": "{count} colonies",
    "will.or_settle": "{colonies}, or settle a planet",
    "will.up_to": "Up to {symbols}",
    "will.produce.one": "produce 1 resource",
    "will.produce.many": "produce {count} resources",
    "will.trade.one": "trade 1 resource (+1 influence)",
    "will.trade.many": "trade {count} resources (+{count} influence)",
    "will.research.one": "1 technology within reach",
    "will.research.many": "{count} technologies within reach",
    "will.score.one": "+1 influence point",
    "will.score.many": "+{count} influence points",
    "will.score.none": "No influence point",
    "will.none.symbols": "no symbol to resolve",
    "will.none.survey": "no planet to look at",
    "will.none.warfare": "no fighter and no planet to attack",
    "will.none.colonize": "no colony to place and no planet to settle",
    "will.none.produce": "no planet to produce on",
    "will.none.full": "every resource slot is full",
    "will.none.trade": "no resource to trade",
    "will.none.research": "no technology you can buy",
    "will.none.produce_or_trade": "nothing to produce or trade",
    "will.none.face_down": "no face-down planet",
    "will.none.settle": "no planet to settle",
    "will.none.attack": "no planet you can attack",
    "will.none.take": "no role card to take",
    "will.none.remove": "no card to remove",
    "will.none.action": "its effect has nothing to act on",
    # prompt titles
    "prompt.game_over": "Game over",
    "prompt.unknown": "{player} is deciding",
    "prompt.action": "{player}: action phase — play an Action card or skip",
    "prompt.action.more": "{player}: play another Action card (Productivity) or stop",
    "prompt.action.late": "{player}: action phase, after the Role phase (Logistics)",
    "prompt.action.logistics": (
        "{player}: action phase — play an Action card, skip, or lead first (Logistics)"
    ),
    "prompt.lead": "{player}: lead a role",
    "prompt.boost.lead": "{player}: boost {role} with cards from hand",
    "prompt.boost.follow": "{player}: boost {role} (following) with cards from hand",
    "prompt.follow": "{player}: follow or dissent on {role}",
    "prompt.warfare_role.one": "{player}: Warfare — collect {count} fighter or attack a planet",
    "prompt.warfare_role.many": "{player}: Warfare — collect {count} fighters or attack a planet",
    "prompt.colonize_role": "{player}: Colonize — settle a planet or add colonies",
    "prompt.tuck": "{player}: Colonize — choose a face-down planet for each colony",
    "prompt.produce.one": "{player}: Produce — {count} resource left to produce",
    "prompt.produce.many": "{player}: Produce — {count} resources left to produce",
    "prompt.trade.one": "{player}: Trade — up to {count} resource left to trade",
    "prompt.trade.many": "{player}: Trade — up to {count} resources left to trade",
    "prompt.survey": "{player}: choose a planet to keep (Survey)",
    "prompt.research.one": "{player}: Research — choose a technology ({count} symbol)",
    "prompt.research.many": "{player}: Research — choose a technology ({count} symbols)",
    "prompt.cleanup": "{player}: clean-up — discard any cards, then draw up to your hand limit",
    "prompt.cleanup.down": "{player}: discard down to your hand limit",
    "prompt.effect": "{player}: resolve the Action",
    "prompt.effect.collect_or_attack.one": "{player}: collect {count} fighter or attack a planet",
    "prompt.effect.collect_or_attack.many": "{player}: collect {count} fighters or attack a planet",
    "prompt.effect.colony_or_settle": "{player}: add a colony or settle a planet",
    "prompt.effect.settle_optional": "{player}: settle a planet, or not (Improved Colonize)",
    "prompt.effect.settle_or_colony_opt": (
        "{player}: settle another planet or add a colony, or neither"
    ),
    "prompt.effect.produce_or_trade": "{player}: produce or trade 1 resource",
    "prompt.effect.produce.one": "{player}: produce {count} more resource",
    "prompt.effect.produce.many": "{player}: produce {count} more resources",
    "prompt.effect.remove.one": "{player}: remove up to {count} more card in hand from the game",
    "prompt.effect.remove.many": "{player}: remove up to {count} more cards in hand from the game",
    "prompt.effect.remove_self.one": (
        "{player}: remove up to {count} more card (this one too) from the game"
    ),
    "prompt.effect.remove_self.many": (
        "{player}: remove up to {count} more cards (this one too) from the game"
    ),
    "prompt.effect.remove_any": "{player}: remove any number of cards in hand from the game",
    "prompt.effect.take": "{player}: take a role card from a stack",
    "prompt.effect.choose_resource": "{player}: name a resource type (Specialization)",
    "prompt.effect.attack_optional": "{player}: attack a planet, or not",
    "prompt.effect.terraform": "{player}: choose a face-down planet to terraform",
    # log
    "log.and": "{first} and {last}",
    "log.score": "{player} {score}",
    "log.reshuffle": "{player} shuffled their discard pile into a new deck.",
    "log.reshuffle.planets": "The planet discards were shuffled into a new planet deck.",
    "log.draw.one": "{player} drew {count} card.",
    "log.draw.many": "{player} drew {count} cards.",
    "log.influence.one": "{player} gained {count} influence.",
    "log.influence.many": "{player} gained {count} influence.",
    "log.fighters.one": "{player} collected {count} fighter.",
    "log.fighters.many": "{player} collected {count} fighters.",
    "log.turn": "Round {round}: {player}'s turn.",
    "log.end_triggered": "The game end was triggered: the round will be played out so that all "
    "have had equal turns.",
    "log.end_turn_limit": "The game reached its limit of {turns} turns: the round will be played "
    "out, then the game will end.",
    "log.game_over.win": "Game over: {players} won with {score} points ({scores}).",
    "log.game_over.shared": "Game over: {players} shared the win with {score} points ({scores}).",
    "log.extra_turn": "{player} earned an additional turn (Logistics).",
    "log.action": "{player} played {card} for its Action.",
    "log.lead.took": "{player} led {role} and took a card from its stack.",
    "log.lead.empty": "{player} led {role} (its stack is empty).",
    "log.boost": "{player} boosted with {card}.",
    "log.boost.run": "{player} boosted with {count} cards: {cards}.",
    "log.follow": "{player} followed {role}.",
    "log.dissent": "{player} dissented.",
    "log.resolve.one": "{player} resolved {role} with {count} symbol.",
    "log.resolve.many": "{player} resolved {role} with {count} symbols.",
    "log.colony": "{player} tucked {card} under a face-down planet as a colony.",
    "log.survey_keep": "{player} added a face-down planet to their Empire.",
    "log.survey_keep.known": "{player} added {planet} to their Empire face down.",
    "log.settle": "{player} settled {planet}.",
    "log.attack": "{player} attacked {planet}.",
    "log.produce": "{player} produced {resource}.",
    "log.trade": "{player} traded {resource}.",
    "log.trade.fighter": "{player} traded a fighter (Weapon Emporium).",
    "log.research": "{player} researched {tech}.",
    "log.take": "{player} took {card} from the stacks.",
    "log.discard": "{player} discarded {card}.",
    "log.remove": "{player} removed {card} from the game.",
    "log.discard.run": "{player} discarded {count} cards: {cards}.",
    "log.remove.run": "{player} removed {count} cards from the game: {cards}.",
    "log.specialize": "{player} named {resource} for Specialization.",
    # --- rules screen (rules_page.py) ---
    "rules.intro": "A short reference for this edition. Tap a heading to open it; the card "
    "gallery below shows every card.",
    "rules.goal.title": "Goal",
    "rules.goal.1": "You build a space empire: survey the galaxy for planets, bring them into "
    "your Empire by colonizing or conquering them, produce and trade resources, and research "
    "technologies. When the game ends, the player with the most influence wins.",
    "rules.goal.2": "Your abilities come from your deck of role cards. Whenever you lead a role "
    "you take a card of that role, so the roles you choose most become the ones your deck does "
    "best.",
    "rules.setup.title": "Setup",
    "rules.setup.1": "Each player gets a 10-card deck taken from the role cards: 1 Politics, 1 "
    "Warfare, 2 Survey, 2 Colonize, 2 Produce/Trade and 2 Research. Unused Politics cards leave "
    "the game.",
    "rules.setup.2": "The other role cards form five face-up stacks on the central display: "
    "Survey, Warfare, Colonize, Produce/Trade and Research.",
    "rules.setup.3": "Each player gets one random start planet, face down, in their Empire.",
    "rules.setup.4": "The planet cards are shuffled into a face-down planet deck.",
    "rules.setup.5": "The technology cards lie in three face-up piles, one per planet type, open "
    "to everyone.",
    "rules.setup.6": "24 influence tokens form the supply; 8 more are kept in reserve.",
    "rules.setup.7": "A random player starts and play goes clockwise. Everyone shuffles their "
    "deck and draws 5 cards.",
    "rules.turn.title": "Your turn",
    "rules.turn.intro": "A turn has three phases, always in this order.",
    "rules.turn.action.title": "1. Action phase (optional)",
    "rules.turn.action.1": "Play one card from your hand and carry out its Action, or skip the "
    "phase.",
    "rules.turn.action.2": "An Action is never boosted or followed. The card then goes to your "
    "discard pile.",
    "rules.turn.role.title": "2. Role phase",
    "rules.turn.role.1": "Lead: choose one of the six roles on the central display and take a "
    "card from its stack into play, if there is one. That card counts as one symbol of the role.",
    "rules.turn.role.2": "Boost: play any number of cards from your hand that show the role's "
    "symbol. Icons on your face-up planets and permanent technologies count too; the card played "
    "in the Action phase does not.",
    "rules.turn.role.3": "Resolve the role with all your symbols, plus the leader bonus.",
    "rules.turn.role.4": "Then each other player in turn, clockwise, chooses one:",
    "rules.turn.others.1": "Follow: play any cards with the role's symbol from hand (none is "
    "fine: symbols in their Empire count) and resolve the role, without the leader bonus.",
    "rules.turn.others.2": "Dissent: draw 1 card instead.",
    "rules.turn.cleanup.title": "3. Cleanup phase",
    "rules.turn.cleanup.1": "Every player's cards played this turn go to their discard piles, "
    "except cards tucked under planets as colonies.",
    "rules.turn.cleanup.2": "Then you alone may discard any cards from your hand, and draw up to "
    "your hand limit (or discard down to it if you are over).",
    "rules.turn.cleanup.3": "When you must draw from an empty deck, shuffle your discard pile "
    "into a new deck. Discard piles are open to everyone.",
    "rules.roles.title": "The roles",
    "rules.roles.intro": "A role card has two effects: its Action, for your Action phase, and its "
    "Role, for when you lead or follow. Only the leader gets the leader bonus.",
    "rules.roles.empty": "A role can be led even when its stack is empty; the leader then takes "
    "no card. Empty Produce, Trade and Research stacks give the leader +1 symbol instead. With "
    "the errata option, empty Survey and Warfare stacks do too; Colonize never does.",
    "rules.label.action": "Action",
    "rules.label.role": "Role",
    "rules.label.bonus": "Leader bonus",
    "rules.label.follow": "Following",
    "rules.label.note": "Note",
    "rules.role.survey": "Survey",
    "rules.role.warfare": "Warfare",
    "rules.role.colonize": "Colonize",
    "rules.role.produce": "Produce",
    "rules.role.trade": "Trade",
    "rules.role.research": "Research",
    "rules.role.politics": "Politics",
    "rules.role.produce-trade": "Produce/Trade",
    "rules.role.survey.action": "Draw 2 cards.",
    "rules.role.survey.role": "Look at planets from the planet deck: one fewer than your Survey "
    "symbols. Keep one of them face down in your Empire; the others go face up to the planet "
    "discard pile.",
    "rules.role.survey.bonus": "Look at 1 more planet.",
    "rules.role.survey.follow": "The same without the bonus, so a single symbol shows you nothing.",
    "rules.role.survey.note": "When the planet deck runs out, the planet discard pile is shuffled "
    "into a new deck.",
    "rules.role.warfare.action": "Collect 1 fighter, or Attack 1 planet.",
    "rules.role.warfare.role": "Collect 1 fighter for each Warfare symbol.",
    "rules.role.warfare.bonus": "Attack 1 planet instead of collecting fighters.",
    "rules.role.warfare.follow": "Collect fighters only: a follower may not Attack.",
    "rules.role.warfare.note": "Attack: return as many fighters as a face-down planet's Warfare "
    "cost and turn that planet of your own Empire face up. Any colonies on it go to your discard "
    "pile.",
    "rules.role.colonize.action": "+1 Colony (tuck this card under one of your face-down "
    "planets), or Settle 1 planet.",
    "rules.role.colonize.role": "Tuck each card you played under a face-down planet of your "
    "choice; each Colonize symbol on a tucked card is one colony there. With no face-down planet, "
    "the cards are just discarded at cleanup.",
    "rules.role.colonize.bonus": "Settle 1 planet instead of adding colonies (your boost cards "
    "are then simply discarded).",
    "rules.role.colonize.follow": "Add colonies only: a follower may not Settle.",
    "rules.role.colonize.note": "Settle: once a face-down planet has as many colonies as its "
    "Colonize cost, turn it face up and put its colonies in your discard pile. Each Colonize icon "
    "on your face-up planets and permanent technologies lowers the colonies needed by one. Extra "
    "colonies are allowed.",
    "rules.role.produce.action": "Put 1 resource in an empty resource slot of one of your face-up "
    "planets.",
    "rules.role.produce.role": "Fill 1 empty slot for each Produce symbol. It is not optional: "
    "each symbol fills a slot while one is empty.",
    "rules.role.produce.bonus": "None while the stack has cards; once it is empty, +1 Produce "
    "symbol.",
    "rules.role.produce.follow": "The same, without the bonus.",
    "rules.role.produce.note": "Produce and Trade share the Produce/Trade stack. Its cards count "
    "as one symbol of whichever role the leader chose, and the others follow that role.",
    "rules.role.trade.action": "Return 1 resource from your Empire and take 1 influence token.",
    "rules.role.trade.role": "For each Trade symbol, return 1 resource and take 1 influence "
    "token. It is not optional while you have resources; symbols beyond your resources give "
    "nothing.",
    "rules.role.trade.bonus": "None while the stack has cards; once it is empty, +1 Trade symbol.",
    "rules.role.trade.follow": "The same, without the bonus.",
    "rules.role.research.action": "Remove up to 2 cards in your hand from the game; this card may "
    "be one of them.",
    "rules.role.research.role": "Take one technology whose cost you meet with Research symbols "
    "and whose prerequisite you meet with face-up planets of its type, or take none.",
    "rules.role.research.bonus": "None while the stack has cards; once it is empty, +1 Research "
    "symbol.",
    "rules.role.research.follow": "The same, without the bonus: followers can research too.",
    "rules.role.research.note": "Leading Research only to add a Research card to your deck is "
    "allowed.",
    "rules.politics.1": "Action only: remove this card from the game and take any 1 role card "
    "from the stacks into your hand.",
    "rules.politics.2": "It has no symbol, so it never boosts or follows. It can be played only "
    "while some stack still has a card.",
    "rules.empire.title": "Your Empire and planets",
    "rules.empire.1": "Your Empire is your play area: your planets, fighters, resources and "
    "permanent technologies.",
    "rules.empire.2": "A face-down planet shows its back to everyone: type, Colonize cost and "
    "Warfare cost. Only its owner knows its face. Settle or Attack it to turn it face up.",
    "rules.empire.3": "A face-up planet scores the influence printed on it, and its role icons "
    "count as symbols whenever you boost or follow that role.",
    "rules.empire.4": "Each resource slot on a face-up planet holds one resource of the printed "
    "kind: Silicon on Advanced planets, Food or Water on Fertile ones, Iron on Metallic ones.",
    "rules.empire.5": "Your hand limit is 5, plus 1 for each face-up planet with a +1 hand-size "
    "icon.",
    "rules.empire.6": "Fighters and resources never run out, whatever the number of tokens.",
    "rules.tech.title": "Technologies",
    "rules.tech.1": "There are three piles: Advanced, Fertile and Metallic technologies. A "
    "technology's level sets its prerequisite, its cost and its influence:",
    "rules.tech.col.level": "Level",
    "rules.tech.col.planets": "Face-up planets of its type",
    "rules.tech.col.cost": "Research symbols",
    "rules.tech.col.influence": "Influence",
    "rules.tech.2": "Start planets count towards the prerequisite.",
    "rules.tech.3": "Most technologies go to your hand. From then on they are cards of your deck, "
    "played for their Action or to boost and follow with their symbols.",
    "rules.tech.4": "The 6 permanent technologies are double-sided. When you research one, choose "
    "a side: it stays in your Empire for the rest of the game, its ability always on and its "
    "icons counting like a planet's. The other side is gone.",
    "rules.tech.5": "A technology's influence is printed on the card and scored at the end; you "
    "take no tokens for it.",
    "rules.end.title": "End and scoring",
    "rules.end.1": "The end is triggered when the influence supply is empty, or when enough role "
    "stacks are empty:",
    "rules.end.col.game": "Game",
    "rules.end.col.stacks": "Empty stacks",
    "rules.end.row.2": "2 players",
    "rules.end.row.3": "3 players",
    "rules.end.row.3x": "3 players, Extended",
    "rules.end.row.4": "4 players",
    "rules.end.2": "Play goes on until everyone has had the same number of turns: the player to "
    "the start player's right takes the last turn.",
    "rules.end.3": "Influence earned after the supply runs out is still paid, from the reserve "
    "and then from spare tokens.",
    "rules.end.score": "Your score is the total of:",
    "rules.end.score.1": "your influence tokens;",
    "rules.end.score.2": "the influence of your face-up planets;",
    "rules.end.score.3": "the influence of every technology card you own, wherever it is (hand, "
    "deck, discard pile, in play, under a planet or in your Empire). Cards removed from the game "
    "score nothing.",
    "rules.end.4": "Tie: the tied player with the most resources and fighters in their Empire "
    "wins. Still tied, they share the victory.",
    "rules.variants.title": "Variants and options",
    "rules.variants.1": "Learning Game: no technologies, no Research role, and the 3 Advanced "
    "planets with Research icons are left out. The Research cards in the starting decks still "
    "work for their Action.",
    "rules.variants.2": "Level 1 only: only the 24 level-1 technologies are available.",
    "rules.variants.3": "Extended 3-player: the stacks start with fewer cards (2 fewer of each "
    "role, 1 fewer Warfare), and the game ends on 2 empty stacks.",
    "rules.variants.4": "Errata: plays with the later official corrections. Empty Survey and "
    "Warfare stacks give the leader +1 symbol, and Logistics, Terraforming, Abundance and "
    "Bureaucracy work as corrected. The gallery shows the printed card texts.",
    "gallery.title": "Card gallery",
    "gallery.intro": "Every role card, planet and technology in the game.",
    "gallery.search.label": "Search the cards",
    "gallery.search.placeholder": "Name, type, role, level…",
    "gallery.search.hint": "Every word must match, for example “fertile 2” or “survey”.",
    "gallery.roles.title": "Role cards",
    "gallery.planets.title": "Planets",
    "gallery.techs.title": "Technologies",
    "gallery.role.copies": "{copies} in the game, {start} in each starting deck.",
    "gallery.label.symbols": "Symbols",
    "gallery.none": "None",
    "gallery.planet.kind": "Planet",
    "gallery.planet.start": "Start planet",
    "gallery.planet.back": "Back (seen by all)",
    "gallery.planet.front": "Face (seen by its owner)",
    "gallery.label.type": "Type",
    "gallery.label.colonize": "Colonize cost",
    "gallery.label.warfare": "Warfare cost",
    "gallery.label.influence": "Influence",
    "gallery.label.icon": "Role icon",
    "gallery.label.slots": "Resource slots",
    "gallery.label.hand": "Hand size",
    "gallery.hand.bonus": "+{count}",
    "gallery.type.advanced": "Advanced",
    "gallery.type.fertile": "Fertile",
    "gallery.type.metallic": "Metallic",
    "gallery.resource.silicon": "Silicon",
    "gallery.resource.food": "Food",
    "gallery.resource.water": "Water",
    "gallery.resource.iron": "Iron",
    "gallery.tech.kind": "Technology",
    "gallery.tech.level": "Level {level}",
    "gallery.label.level": "Level",
    "gallery.label.cost": "Research cost",
    "gallery.label.prereq": "Needs",
    "gallery.tech.prereq.one": "{count} face-up {type} planet",
    "gallery.tech.prereq.many": "{count} face-up {type} planets",
    "gallery.tech.permanent": "Permanent: stays in your Empire",
    "gallery.tech.action": "Action card: goes to your hand",
    "gallery.tech.permanent_word": "Permanent",
    "gallery.tech.other_side": "Double-sided card; the other side is {name}.",
}

STRINGS.update(demo_text.STRINGS)  # the built-in demos' titles and captions (generated)
STRINGS.update(lesson_text.EN)  # the tutorial's lessons
register("eminent-domain", STRINGS)
register("eminent-domain", text_fr.STRINGS, lang="fr")
