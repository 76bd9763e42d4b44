"""The built-in rules demos' titles and captions in English (written by
tools/make_demos.py; do not edit by hand). Their French is in `text_fr.py`.
"""

# fmt: off
STRINGS: dict[str, str] = {'demo.survey.title': 'Survey',
 'demo.survey.0': 'Survey finds new planets. Player 2 has played their Action and is about to lead '
                  'Survey: they will look at planets, one per Survey symbol, and keep one.',
 'demo.survey.1': 'Player 2 leads Survey and takes a Survey card from its stack into play: the '
                  'first Survey symbol. Now they may add more from their hand.',
 'demo.survey.2': 'Player 2 adds a Survey card from their hand: 2 Survey symbols in play now.',
 'demo.survey.3': 'Player 2 adds a Survey card from their hand: 3 Survey symbols in play now.',
 'demo.survey.4': 'Player 2 is done adding cards. 3 Survey symbols: they look at 3 planets (one '
                  'per symbol, minus one, plus one for leading) and will keep one.',
 'demo.survey.5': 'Player 2 keeps Kyrie & Juno: it joins their Empire face down, to be settled or '
                  'attacked later. The other planets go to the discard pile.',
 'demo.warfare.title': 'Warfare',
 'demo.warfare.0': 'Warfare brings fighters, and fighters conquer planets. Player 1 has 2 fighters '
                   'and is about to lead Warfare, to attack.',
 'demo.warfare.1': 'Player 1 leads Warfare and takes a Warfare card from its stack into play: the '
                   'first Warfare symbol. Now they may add more from their hand.',
 'demo.warfare.2': 'Player 1 is done adding cards. 1 Warfare symbol: 1 fighter to collect, or, as '
                   'leader, they may attack a face-down planet instead. They have 2 fighters '
                   '(Piedra Seca costs 2).',
 'demo.warfare.3': 'Player 1 attacks Piedra Seca: 2 fighters spent (its Warfare cost), and the '
                   'planet turns face up. It is theirs now, worth 2 influence at the end.',
 'demo.colonize.title': 'Colonize',
 'demo.colonize.0': "Colonize turns a face-down planet into a settled one. Player 2's planet has "
                    'enough colonies under it, so they are about to lead Colonize to settle it.',
 'demo.colonize.1': 'Player 2 leads Colonize and takes a Colonize card from its stack into play: '
                    'the first Colonize symbol. Now they may add more from their hand.',
 'demo.colonize.2': 'Player 2 is done adding cards. As leader, they may settle a face-down planet '
                    'whose colonies reach its Colonize cost (Drawde has 3 colonies for a cost of '
                    '2), or put their Colonize cards under planets as colonies.',
 'demo.colonize.3': 'Player 2 settles Drawde: it turns face up, worth 2 influence at the end; its '
                    'colonies go to the discard pile.',
 'demo.produce.title': 'Produce',
 'demo.produce.0': 'Produce puts resources on your face-up planets, one per Produce symbol. Player '
                   '1 has empty resource slots and is about to lead Produce.',
 'demo.produce.1': 'Player 1 leads Produce and takes a Produce card from its stack into play: the '
                   'first Produce symbol. Now they may add more from their hand.',
 'demo.produce.2': 'Player 1 is done adding cards. 2 Produce symbols (1 from their Empire): they '
                   'may fill 2 empty resource slots of their face-up planets.',
 'demo.produce.3': 'Player 1 produces Food on Artigas GNS-111.',
 'demo.produce.4': 'Player 1 produces Water on Artigas GNS-111.',
 'demo.trade.title': 'Trade',
 'demo.trade.0': 'Trade turns resources into influence, which is points. Player 1 has 3 resources '
                 'on their planets and is about to lead Trade.',
 'demo.trade.1': 'Player 1 leads Trade and takes a Trade card from its stack into play: the first '
                 'Trade symbol. Now they may add more from their hand.',
 'demo.trade.2': 'Player 1 adds a Produce/Trade card from their hand: 2 Trade symbols in play now.',
 'demo.trade.3': 'Player 1 is done adding cards. 2 Trade symbols: they may trade 2 resources for '
                 'influence, one token each.',
 'demo.trade.4': 'Player 1 trades the Food on Artigas GNS-111 for an influence token: 6 tokens '
                 'now, each worth 1 point at the end.',
 'demo.trade.5': 'Player 1 trades the Water on Artigas GNS-111 for an influence token: 7 tokens '
                 'now, each worth 1 point at the end.',
 'demo.research.title': 'Research',
 'demo.research.0': 'Research buys technologies: your Research symbols pay for one, and you need '
                    'enough face-up planets of its type. Player 2 is about to lead Research.',
 'demo.research.1': 'Player 2 leads Research and takes a Research card from its stack into play: '
                    'the first Research symbol. Now they may add more from their hand.',
 'demo.research.2': 'Player 2 adds a Research card from their hand: 2 Research symbols in play '
                    'now.',
 'demo.research.3': 'Player 2 adds a Research card from their hand: 3 Research symbols in play '
                    'now.',
 'demo.research.4': 'Player 2 is done adding cards. 3 Research symbols: they may take a technology '
                    'costing up to 3, if they have enough face-up planets of its type.',
 'demo.research.5': 'Player 2 takes Improved Survey: it costs 3 Research symbols and needs 1 '
                    'face-up Fertile planet. It goes into their hand, and from now on it is part '
                    'of their deck.',
 'demo.politics.title': 'Politics',
 'demo.politics.0': 'A Politics card has no role. Played for its Action, it leaves the game and '
                    'brings any role card into your hand. Player 1 is about to play it.',
 'demo.politics.1': 'Player 1 plays Politics for its Action: the card leaves the game, and they '
                    'may take any role card from the stacks.',
 'demo.politics.2': 'Player 1 takes a Colonize card from its stack into their hand.',
 'demo.politics.3': 'Player 1 leads Colonize and takes a Colonize card from its stack into play: '
                    'the first Colonize symbol. Now they may add more from their hand.',
 'demo.politics.4': 'Player 1 adds a Colonize card from their hand: 2 Colonize symbols in play '
                    'now.',
 'demo.politics.5': 'Player 1 is done adding cards. As leader, they may settle a face-down planet '
                    'whose colonies reach its Colonize cost (Mesia Sednim has 3 colonies for a '
                    'cost of 2), or put their Colonize cards under planets as colonies.',
 'demo.politics.6': 'Player 1 settles Mesia Sednim: it turns face up, worth 2 influence at the '
                    'end; its colonies go to the discard pile.',
 'demo.follow-dissent.title': 'Follow or dissent',
 'demo.follow-dissent.0': 'When a role is led, every other player chooses: follow (do it too, '
                          "without the leader's bonus) or dissent (draw a card). Player 3 is about "
                          'to lead Survey.',
 'demo.follow-dissent.1': 'Player 3 leads Survey and takes a Survey card from its stack into play: '
                          'the first Survey symbol. Now they may add more from their hand.',
 'demo.follow-dissent.2': 'Player 3 adds a Survey card from their hand: 2 Survey symbols in play '
                          'now.',
 'demo.follow-dissent.3': 'Player 3 is done adding cards. 3 Survey symbols (1 from their Empire): '
                          'they look at 3 planets (one per symbol, minus one, plus one for '
                          'leading) and will keep one.',
 'demo.follow-dissent.4': 'Player 3 keeps Zhephan: it joins their Empire face down, to be settled '
                          'or attacked later. The other planets go to the discard pile.',
 'demo.follow-dissent.5': 'Player 1 follows: they too may add Survey cards from their hand and do '
                          "Survey, without the leader's bonus.",
 'demo.follow-dissent.6': 'Player 1 adds a Survey card from their hand: 1 Survey symbol in play '
                          'now.',
 'demo.follow-dissent.7': 'Player 1 adds a Survey card from their hand: 2 Survey symbols in play '
                          'now.',
 'demo.follow-dissent.8': 'Player 1 is done adding cards. 2 Survey symbols: they look at 1 planet '
                          '(one per symbol, minus one) and will keep one.',
 'demo.follow-dissent.9': 'Player 1 keeps Sholmican: it joins their Empire face down, to be '
                          'settled or attacked later. The other planets go to the discard pile.',
 'demo.follow-dissent.10': 'Player 2 dissents: no Survey for them, but they draw a card instead.',
 'demo.tech-1.title': "A technology's Action",
 'demo.tech-1.0': 'A technology you research goes into your deck. Played for its Action it does '
                  'more than a role card. Player 1 is about to play Improved Colonize.',
 'demo.tech-1.1': 'Player 1 plays Improved Colonize for its Action: “Settle 1 Planet (optional). '
                  'Then Settle another Planet OR +1 Colony.”',
 'demo.tech-1.2': 'Player 1 puts Improved Colonize under Voson: 4 colonies, enough to settle it.',
 'demo.tech-2.title': 'Another technology',
 'demo.tech-2.0': 'A technology you research goes into your deck. Played for its Action it does '
                  'more than a role card. Player 3 is about to play Improved Production.',
 'demo.tech-2.1': 'Player 3 plays Improved Production for its Action: “Produce 2 Resources.”',
 'demo.tech-2.2': 'Player 3 produces Iron on Chrispen.',
 'demo.tech-2.3': 'Player 3 produces Iron on Pink Sonar.',
 'demo.tech-3.title': 'Technologies in a 4-player game',
 'demo.tech-3.0': 'A technology you research goes into your deck. Played for its Action it does '
                  'more than a role card. Player 1 is about to play Improved Warfare.',
 'demo.tech-3.1': 'Player 1 plays Improved Warfare for its Action: “Collect 2 Fighters OR Attack 1 '
                  'Planet.”',
 'demo.tech-3.2': 'Player 1 collects fighters: 5 now.'}
