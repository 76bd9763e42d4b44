"""The shell's strings in French: the same keys and placeholders as `tabletop.text.STRINGS`.

This project's own French (no text of any published edition). Written with plain spaces: the
catalogue puts the no-break spaces French wants before : ; ? ! and inside « » when it registers
them (`tabletop.text.register`).
"""

from __future__ import annotations

from tabletop import names

STRINGS: dict[str, str] = {
    # --- app ---
    "app.title": names.SITE,
    "home.title": "Jouer",
    "home.continue": "Reprendre votre partie",
    "home.continue_summary": "{players}, manche {round}",
    "home.new_game": "Nouvelle partie",
    "home.saved_games": "Parties sauvegardées",
    "home.import": "Importer une sauvegarde",
    "home.rules": "Règles et galerie des cartes",
    "home.lab": "Laboratoire d'équilibre : bots contre bots",
    "rules.games": "Les règles de",
    # --- « Apprendre à jouer » : le tutoriel d'un jeu ---
    "tutorial.title": "Apprendre à jouer",
    "tutorial.about": "Une première partie, sur une donne fixée, contre un bot tranquille, "
    "apprise à la table : chaque leçon montre quoi faire, et tout autre choix permis est "
    "accepté et expliqué. Partez quand vous voulez : elle vous attend ici.",
    "tutorial.start": "Apprendre à jouer à {game}",
    "tutorial.resume": "Reprendre l'apprentissage de {game}",
    "tutorial.restart": "Recommencer le tutoriel de {game}",
    "tutorial.save_name": "Tutoriel : {game}",
    "tutorial.learner": "Élève",
    "tutorial.bot_name": "Bot tranquille",
    "tutorial.progress": "leçon {n} sur {total}",
    "tutorial.leave": "Quitter le tutoriel (il est sauvegardé)",
    "tutorial.watch": "Le bot tranquille joue : regardez ce qu'il fait. Votre prochaine leçon "
    "vient avec votre prochaine décision.",
    "tutorial.guide": "Entre deux leçons, le tutoriel propose : {choice}. Tout autre choix vous "
    "appartient.",
    "tutorial.free": "Vous avez choisi {choice} : c'est permis, et la partie continue à partir "
    "de là.",
    "tutorial.forced": "Ce qui vient de se passer (votre seul choix permis, fait pour vous)\u00a0:",
    "tutorial.done": "Vous avez vu toutes les leçons",
    "tutorial.met": "{n} leçons vues sur {total}",
    "tutorial.play_on": "À vous de finir la partie : plus rien n'est montré.",
    "home.back": "← Retour",
    "home.resume": "Reprendre la partie non sauvegardée",
    "home.unsaved": "Le stockage du navigateur est plein : cette partie n'est gardée que dans "
    "la mémoire de cette page. Elle sera perdue si la page est fermée ou rechargée, ou si vous "
    "commencez ou ouvrez une autre partie. Exportez-la dans un fichier pour la garder, ou "
    "supprimez d'anciennes parties dans Parties sauvegardées pour faire de la place : elle sera "
    "alors sauvegardée à votre prochain coup.",
    "home.export_unsaved": "L'exporter dans un fichier",
    "new.title": "Nouvelle partie",
    "new.game": "Jeu",
    "new.players": "Joueurs",
    "new.players_n": "{n} joueurs",
    "new.seat": "Place {n}",
    "new.name": "Nom",
    "new.who": "Joué par",
    "new.kind.human": "Une personne (sur cet appareil)",
    "new.kind.random": "Bot : Hasard (joue n'importe quel coup permis)",
    "new.kind.easy": "Bot : Facile",
    "new.kind.medium": "Bot : Moyen",
    "new.kind.hard": "Bot : Difficile",
    "new.kind.expert": "Bot : Expert",
    "new.default_name": "Joueur {n}",
    "new.seed": "Graine (facultative)",
    "new.seed_hint": "au hasard",
    "new.commitment": "Mélanges équitables : si aucune graine n'est saisie, les mélanges de "
    "cette partie viennent d'une graine tirée au hasard dont l'engagement SHA-256 est affiché "
    "ici ; l'écran de fin révèle la graine, pour que chacun puisse la vérifier et refaire "
    "chaque mélange. Engagement : ",
    "new.pause": "Pause entre les coups des bots",
    "new.pause.0": "aucune",
    "new.pause.300": "courte (0,3 s)",
    "new.pause.700": "normale (0,7 s)",
    "new.pause.1500": "longue (1,5 s)",
    "new.start": "Commencer la partie",
    "new.bad_players": "Choisissez l'un des nombres de joueurs proposés.",
    "new.bad_option": "Choisissez l'une des valeurs proposées pour « {option} ».",
    "new.bad_game": "Choisissez l'un des jeux proposés.",
    "new.bad_kind": "Chaque place est tenue par une personne ou par un bot d'un des niveaux.",
    "new.style": "Style du bot",
    "new.style.none": "Équilibré",
    "new.bad_style": "Le style de chaque bot est l'un des styles du jeu.",
    "new.bad_seed": "La graine est un nombre entier (des chiffres seulement), ou laissez-la vide.",
    "new.long_name": "Un nom a au plus {n} caractères.",
    "saves.title": "Parties sauvegardées",
    "saves.none": "Aucune partie sauvegardée pour l'instant. Chaque partie que vous jouez est "
    "sauvegardée ici au fil du jeu.",
    "saves.open": "Ouvrir",
    "saves.export": "Exporter dans un fichier",
    "saves.export_raw": "La télécharger telle quelle",
    "saves.delete": "Supprimer",
    "saves.deleted": "La sauvegarde a été supprimée.",
    "saves.confirm_delete": "Supprimer définitivement cette sauvegarde ?",
    "saves.delete_yes": "Oui, la supprimer",
    "saves.delete_no": "Non, la garder",
    "saves.finished": "terminée",
    "saves.round": "manche {n}",
    "saves.broken": "Sauvegarde illisible « {slot} »",
    "saves.kept": "Elle est mise de côté telle quelle ; les autres sauvegardes ne sont pas "
    "touchées.",
    "saves.cannot_open": "Cette sauvegarde ne peut pas être ouverte : {reason}",
    "saves.default_name": "{names}, {date}",
    "saves.copy_name": "Copie de {name}",
    "saves.copied": "Une copie de cette partie a été sauvegardée ; retrouvez-la dans Parties "
    "sauvegardées.",
    "saves.full": "Le stockage du navigateur est plein : la copie n'a pas pu être sauvegardée.",
    "import.title": "Importer une sauvegarde",
    "import.file": "Un fichier de sauvegarde (.json)",
    "import.paste": "…ou collez une sauvegarde ici",
    "import.go": "Importer",
    "import.empty": "Choisissez d'abord un fichier ou collez une sauvegarde.",
    "import.file_too_big": (
        "Ce fichier fait {size} Mo ; un fichier de sauvegarde fait au plus {limit} Mo. Rien n'a "
        "été importé."
    ),
    "import.done": "La sauvegarde a été importée.",
    "pass.title": "Passez l'appareil à {name}",
    "pass.body": "Tous les autres, détournez les yeux : l'écran suivant montre la main de {name}.",
    "pass.ready": "Je suis {name} : montrer ma main",
    "error.title": "Un problème est survenu",
    "error.body": "Le jeu a rencontré une erreur inattendue. Vos sauvegardes ne risquent rien. "
    "Copiez les détails ci-dessous dans un rapport de bogue ; ils contiennent l'historique de "
    "cette partie, pour qu'elle puisse être rejouée.",
    "error.copy": "Copier les détails",
    "error.home": "Revenir à l'accueil",
    # --- the table's notices (tabletop.ui.screens.table) and the gallery's search ---
    "table.in_memory": "Le stockage du navigateur est plein ou désactivé : cette partie "
    "continue en mémoire et sera perdue à la fermeture de la page. Exportez-la dans un "
    "fichier, ou supprimez d'anciennes parties dans Parties sauvegardées pour faire de la "
    "place (elle sera alors sauvegardée à votre prochain coup).",
    "table.undo_used": "L'annulation a été utilisée dans cette partie.",
    "table.undo_refused": "Cette décision ne peut plus être annulée.",
    "table.forced": "{sentence} (seul choix possible : pris pour vous)",
    "table.repeats": "Le même choix plusieurs fois d'un coup",
    "table.repeat": "{label} : {n} fois d'un coup",
    "table.refused": "Ce coup n'est pas permis maintenant.",
    "table.no_worker": "Les bots réfléchissent dans la page elle-même (ce navigateur n'a pas "
    "lancé de worker) : la page peut donc se figer un instant pendant qu'ils réfléchissent.",
    "table.game_over": "La partie est terminée",
    # --- the table's frame (tabletop.ui.frame) ---
    "table.choices": "Vos choix",
    "preview.nothing": "Ne fait rien\u00a0: {why}",
    "table.fold": "Replier",
    "table.unfold": "Déplier",
    "table.fold_label": "Replier les choix pour voir la table",
    "table.seat_summary": "{name} : {score}",
    "table.undo": "Annuler ma dernière décision",
    "table.log": "Journal de la partie",
    "gallery.status": "{shown} cartes sur {total} affichées.",
    "gallery.status.none": "Aucune carte ne correspond à votre recherche.",
    # --- the end-of-game frame (tabletop.ui.end) ---
    "end.title": "Scores finaux",
    "end.chart": "Score au début de chaque manche",
    "end.reveal": "Les mélanges venaient de la graine {seed}. L'engagement affiché avant la "
    f"partie était le SHA-256 de « {names.COMMITMENT_PREFIX}{{seed}} » : ",
    "end.check": "Revoir et partager cette partie (le lien refait chaque mélange)",
    "toolbar.menu": "Menu",
    "toolbar.label": "Menu de la partie",
    "toolbar.home": "Accueil",
    "toolbar.save_as": "Sauvegarder une copie",
    "toolbar.replay": "Revoir et partager",
    "saves.replay": "Revoir",
    "saves.count": "{n} parties sauvegardées sur {max}.",
    "saves.near_cap": "Cette application est prévue pour {max} parties sauvegardées au plus : "
    "au-delà, le stockage du navigateur peut refuser de sauvegarder de nouvelles parties.",
    "saves.over_cap": "Vous avez plus que les {max} parties sauvegardées pour lesquelles cette "
    "application est prévue : le stockage du navigateur peut refuser de sauvegarder de "
    "nouvelles parties.",
    "saves.cleanup": "Supprimer les {n} parties terminées les plus anciennes…",
    "saves.cleanup_none": "Aucune de vos parties n'est terminée : supprimez celles dont vous "
    "n'avez plus besoin.",
    "saves.cleanup_confirm": "Supprimer définitivement ces {n} parties terminées ? Les parties "
    "en cours sont gardées.",
    "saves.cleanup_yes": "Oui, supprimer ces {n} parties",
    "saves.cleanup_no": "Non, les garder",
    "saves.cleanup_done": "{n} parties terminées ont été supprimées.",
    "saves.cleanup_skipped": "{n} ont changé entre-temps (ce ne sont plus des parties "
    "terminées) et ont été gardées.",
    "home.over_cap": "Vous avez {n} parties sauvegardées, plus que les {max} pour lesquelles "
    "cette application est prévue : faites du tri dans Parties sauvegardées.",
    "tabs.moved_on": "Cette partie a continué dans un autre onglet : cet onglet montre "
    "maintenant la dernière position.",
    "tabs.forked": "Cette partie a été modifiée dans un autre onglet ; vos coups ont été gardés "
    "dans une copie : « {name} ». La partie de l'autre onglet reste dans la sauvegarde "
    "d'origine.",
    "tabs.fork_name": "{name} (copie d'onglet)",
    "tabs.deleted": "La sauvegarde de cette partie a été supprimée dans un autre onglet. Si "
    "vous continuez ici, la partie sera sauvegardée à nouveau, comme une copie.",
    "saves.branch_name": "Reprise au coup {step}",
    "replay.title": "Revoir la partie",
    "replay.position": "Coup {step} sur {total} · manche {round}",
    "replay.steps": "Parcourir la partie",
    "replay.first": "« Début",
    "replay.back": "◀ Reculer",
    "replay.play": "▶ Lecture",
    "replay.pause": "■ Pause",
    "replay.forward": "Avancer ▶",
    "replay.last": "Fin »",
    "replay.round": "Aller à la",
    "replay.round_n": "manche {n}",
    "replay.seat": "Vue de",
    "replay.all_open": "tout le monde (toutes les mains visibles)",
    "replay.one_seat": "Une partie en cours est montrée comme {name} la voit.",
    "replay.onlooker": "Une partie en cours est montrée comme la voit un spectateur : aucune "
    "main, aucune carte face cachée. Continuez-la ici pour la jouer.",
    "replay.continue": "Continuer cette partie ici",
    "replay.play_as": "Jouer en tant que",
    "replay.take_over_solo": "Continuer cette partie ici (en solo, contre des bots)",
    "replay.take_over_hotseat": "Continuer cette partie ici (à plusieurs sur cet appareil)",
    "replay.open_hands": "Toutes les mains",
    "replay.continue_solo": "Continuer d'ici (en solo, contre des bots)",
    "replay.continue_hotseat": "Continuer d'ici (à plusieurs sur cet appareil)",
    "replay.link": "Lien vers cette partie (quiconque l'a peut la revoir)",
    "replay.copy_link": "Copier le lien",
    "replay.make_demo": "Faire une démo de ces coups",
    "replay.demo_intro": "À partir du coup {step} de cette partie.",
    "replay.demo_title": "À partir du coup {step}",
    "replay.demo_open": "Ouvrir la démo (son adresse est le lien à intégrer)",
    "replay.demo_from": "Du coup",
    "replay.demo_to": "au coup",
    "replay.demo_ready": "Votre démo des coups suivants (ses légendes sont les phrases du "
    "journal) :",
    "replay.demo_json": "Sa source, au format des démos (gardez-la pour refaire la démo plus "
    "tard\u00a0: chaque légende s'affiche à son étape)\u00a0:",
    "replay.demo_edit": "Réécrire le titre et les légendes",
    "replay.demo_edit_help": "Chaque légende s'affiche à son étape, la première avant tout "
    "coup. Modifiez-les ici, puis appuyez sur «\u00a0Mettre à jour la démo\u00a0»\u00a0: le "
    "lien, le code à intégrer et la source ci-dessus et ci-dessous changent avec elles.",
    "replay.demo_title_field": "Titre",
    "replay.demo_caption_0": "Étape 0, avant le premier coup",
    "replay.demo_caption_n": "Étape {n}",
    "replay.demo_update": "Mettre à jour la démo",
    "replay.demo_updated": "Le lien et le code à intégrer de la démo ont maintenant votre titre "
    "et vos légendes.",
    "replay.demo_refused": "La démo n'a pas été modifiée\u00a0: {reason}.",
    "embed.iframe_title": "{game}, démo des règles : {title}",
    "embed.subject": "Cette étape",
    "embed.next": "Ensuite\u00a0: {label}",
    "embed.seat_move": "{name}\u00a0: {label}",
    "embed.play_here": "La jouer ici",
    "embed.play_here_named": "La jouer ici\u00a0: {title}",
    "embed.open_alone": "l'ouvrir dans un onglet",
    "embed.copy_code": "Copier le code à intégrer",
    "embed.page_title": "{game} : démo des règles",
    "embed.unknown": "Il n'y a pas de démo intégrée nommée « {name} ». L'écran des règles les "
    "liste.",
    "embed.no_demo": "cette page montre une démo des règles nommée dans son adresse (#demo=…)",
    "embed.cannot": "Cette démo des règles ne peut pas être affichée",
    "embed.restart": "« Début",
    "embed.back": "◀ Reculer",
    "embed.step": "Étape ▶",
    "embed.play": "▶ Lecture",
    "embed.pause": "■ Pause",
    "embed.position": "Étape {step} sur {total}",
    "embed.snippet": "À coller dans votre blog :",
    "embed.list_title": "Démos des règles",
    "embed.list_intro": "De courtes démos de chaque rôle et de chaque règle, jouées ici pas à "
    "pas avec une légende\u00a0; ce dont parle chaque étape est entouré sur la table. Chacune "
    "fonctionne aussi dans n'importe quelle page web, dans une iframe (copiez son code à "
    "intégrer).",
    "embed.none": "{game} n'a pas encore de démo des règles.",
    "link.title": "Ce lien de partie ne peut pas être ouvert",
    "link.reason": "Le lien n'est pas valide : {reason}.",
    "link.nothing_changed": "Rien n'a été sauvegardé ni modifié. Redemandez le lien, ou ouvrez "
    "l'écran d'accueil.",
    "toolbar.pause": "Pause des bots",
    "toolbar.export": "Exporter dans un fichier",
    "app.copied": "Copié dans le presse-papiers.",
    "app.copy_failed": "Le navigateur n'a pas permis la copie : sélectionnez le texte et "
    "copiez-le vous-même.",
    "app.no_storage": "Ce navigateur ne laisse pas le jeu garder de sauvegardes : les parties "
    "restent en mémoire.",
    "app.not_moved": "Des parties ou des réglages gardés par une version précédente n'ont pas "
    "pu être déplacés dans cette copie du jeu (la mémoire du navigateur est peut-être pleine). "
    "Ils sont conservés tels quels, et le déplacement sera retenté au prochain démarrage.",
    "level.random": "Hasard",
    "level.easy": "Facile",
    "level.medium": "Moyen",
    "level.hard": "Difficile",
    "level.expert": "Expert",
    # --- saves and sessions (session.py, saves.py) ---
    "saves.error.too_big": "Cette sauvegarde est trop grande ({size} caractères ; la limite "
    "est de {limit}).",
    "saves.error.not_json": "Ce n'est pas un fichier de sauvegarde : {reason}.",
    "saves.error.not_object": "Ce n'est pas un fichier de sauvegarde : ce devrait être un "
    "objet JSON.",
    "saves.error.not_ours": f"Ce n'est pas une sauvegarde d'{names.SITE} (format {{found}}).",
    "saves.error.version": (
        "Cette sauvegarde a été faite par une autre version du jeu (format {found}) ; "
        "cette version lit {expected}."
    ),
    "saves.error.missing": "La sauvegarde est incomplète : il manque {fields}.",
    "saves.error.type": "La sauvegarde est abîmée : {field} devrait être {expected}.",
    "saves.error.empty_name": "La sauvegarde est abîmée : {field} est vide.",
    "saves.error.long_name": "Un nom est trop long : {field} a {length} caractères (limite "
    "{limit}).",
    "saves.error.bad_text": "Un nom n'est pas un texte valide : {field} contient un caractère "
    "cassé.",
    "saves.error.date": "La sauvegarde est abîmée : {field} n'est pas une date ISO 8601.",
    "saves.error.kind": "La sauvegarde est abîmée : la place {seat} n'est ni une personne ni "
    "un bot ({kind}).",
    "saves.error.level": "La place {seat} a un niveau de bot inconnu, {level} ; niveaux "
    "connus : {levels}.",
    "saves.error.human_level": "La sauvegarde est abîmée : la place {seat} est une personne "
    "avec un niveau de bot.",
    "saves.error.style": "La place {seat} a un style de bot que ce jeu n'a pas : {style}.",
    "saves.error.seat_count": "La sauvegarde a {seats} places, mais son jeu se joue à {players} "
    "joueurs.",
    "saves.error.record": "L'historique de partie de cette sauvegarde est abîmé : {reason}.",
    "saves.error.replay": "La partie de cette sauvegarde a été modifiée et ne peut pas être "
    "rejouée : {reason}.",
    "saves.error.no_slot": "Il n'y a pas de sauvegarde à l'emplacement {slot}.",
    "saves.error.unreadable": "Le stockage du navigateur n'a pas pu être lu ({reason}).",
    "saves.error.full": "Le stockage du navigateur est plein : la sauvegarde n'a pas pu être "
    "enregistrée.",
    "saves.field.name": "le nom de la sauvegarde",
    "saves.field.seat_name": "le nom de la place {seat}",
    "saves.expect.text": "du texte",
    "saves.expect.bool": "true ou false",
    "saves.expect.list": "une liste",
    "saves.expect.object": "un objet",
    "saves.expect.count": "un nombre entier d'écritures",
    "saves.expect.writer": "l'identifiant d'un onglet (jusqu'à 32 lettres, chiffres, - ou _)",
    "saves.reason.no_format": "absent",
    # --- the language switch (home screen and the table's toolbar) ---
    "lang.label": "Langue",
    "lang.en": "English",
    "lang.fr": "Français",
    # --- hotseat, end of game, saves and links (issue 14, points 5-7) ---
    "end.rematch": "Revanche",
    "rematch.started": "Une revanche : les mêmes joueurs et options, de nouveaux mélanges, et "
    "les places décalées pour que {name} commence. L'engagement de la nouvelle graine : "
    "{commitment}",
    "link.names_unread": "Les noms des joueurs de ce lien n'ont pas pu être lus : ils "
    "s'affichent comme Joueur 1, Joueur 2…",
    "copy.link_done": "Lien copié.",
    "copy.link_refused": "Le navigateur n'a pas permis la copie. Le lien est sélectionné dans "
    "le champ ci-dessus : copiez-le vous-même (Ctrl+C, ⌘C, ou un appui long sur un téléphone).",
    "import.already": "Cette partie est déjà parmi vos parties sauvegardées : elle est ouverte, "
    "et aucune seconde copie n'a été faite.",
    "saves.col.game": "Jeu",
    "saves.col.seats": "Joueurs",
    "saves.col.round": "Avancement",
    "saves.at_round": "manche {n}",
    "saves.at_turn": "tour {n}",
    "saves.col.winner": "Vainqueur",
    "saves.col.saved": "Sauvegardée",
    "saves.round_over": "{n}, terminée",
    "saves.col.help": "Aide",
    # --- the coach (coach.py) ---
    "coach.ask": "Conseil : que jouerait Expert ?",
    "coach.thinking": "Expert pèse vos choix…",
    "coach.failed": "Aucun conseil n'a pu être calculé pour cette décision.",
    "coach.would": "Expert choisirait {action}.",
    "coach.best": "Expert vous donne {chance} de chances de gagner après lui.",
    "coach.best_next": "Expert vous donne {chance} de chances de gagner après lui, {next} "
    "après le meilleur choix suivant.",
    "coach.percent": "{n}\u00a0%",
    "coach.others": "Les autres choix pesés par Expert",
    "coach.other": "{action} : {chance}",
    "coach.note": "Estimations tirées de parties que Expert joue quelques tours plus loin à "
    "partir d'ici, avec ce qu'il ne voit pas tiré au hasard. Une partie où l'on demande des "
    "conseils est marquée comme jouée avec de l'aide.",
    "coach.help.hints": "Des conseils ont été demandés dans cette partie ({n}).",
    "coach.help.both": "L'annulation et des conseils ({n}) ont servi dans cette partie.",
    "review.start": "Revoir mes décisions",
    "review.title": "Revue de vos décisions",
    "review.progress": "Expert vérifie vos décisions : {n} sur {total}",
    "review.stop": "Arrêter",
    "review.stopped": "Arrêtée après {n} de vos {total} décisions.",
    "review.failed": "La revue n'a pas pu être terminée.",
    "review.done": "Vos {total} décisions où vous aviez le choix ont toutes été vérifiées.",
    "review.item": "Manche {round} : vous avez choisi {played} ; Expert préfère {best}.",
    "review.chances": "Expert vous donne {yours} après votre choix, {hards} après le sien.",
    "review.open": "Ouvrir la relecture ici",
    "review.clean": "Expert aurait décidé comme vous, ou n'a pas trouvé de meilleur choix.",
    "review.note": "Estimations de Expert, tirées d'une courte recherche à chaque décision, "
    "ce que vous ne pouviez pas voir tiré au hasard : un repère, pas un jugement.",
    "review.again": "Revoir à nouveau",
    "review.moves": "Décisions revues",
    "review.move": "Coup {step}, manche {round} : {played} (Expert : {best})",
    "review.mark_title": "La décision revue",
    "review.mark": "Votre choix : {played} — celui de Expert : {best}",
    "review.yours": "Votre choix",
    "review.hards": "Choix de Expert",
    "review.both": "Votre choix et celui de Expert",
    "review.differed": "Juste après chaque choix",
    "review.fact": "Ce qui diffère",
    "fact.score": "Score",
    "fact.hand": "Cartes en main",
    "fact.influence": "Influence",
    "fact.symbols": "Symboles de rôle",
    "fact.planets": "Planètes",
    "fact.fighters": "Chasseurs",
    "fact.resources": "Ressources",
    "fact.techs": "Technologies",
    "fact.armies": "Armées",
    "lab.title": "Laboratoire d'équilibre",
    "lab.intro": "Choisissez un jeu, ses options et un bot pour chaque place : les parties se "
    "jouent ici, les places tournant d'une partie à l'autre, et les chiffres s'enrichissent à "
    "la fin de chaque partie.",
    "lab.seat": "Place {n}",
    "lab.games": "Nombre de parties",
    "lab.run": "Lancer",
    "lab.stop": "Arrêter",
    "lab.bad_games": "Le nombre de parties va de 1 à {most}.",
    "lab.bad_outcome": "Le résultat d'une partie n'a pas pu être lu.",
    "lab.results": "Résultats",
    "lab.progress": "En cours : {n} parties sur {total}",
    "lab.stopped": "Arrêté après {n} parties sur {total}.",
    "lab.done": "Les {total} parties ont été jouées.",
    "lab.failed": "La série s'est arrêtée : {reason}",
    "lab.table": "Victoires après {games} parties (une première place partagée compte comme "
    "une victoire partagée)",
    "lab.col.bot": "Bot",
    "lab.col.seats": "Parties",
    "lab.col.wins": "Taux de victoire",
    "lab.col.interval": "Intervalle à 95 %",
    "lab.col.score": "Score moyen",
    "lab.fair": "part équitable",
    "lab.place": "{n}e dans l'ordre du tour",
    "lab.chart.wins": "Taux de victoire de chaque bot, avec son intervalle à 95 %",
    "lab.chart.order": "Victoires selon la place dans l'ordre du tour : l'avantage du premier "
    "joueur",
    "lab.chart.scores": "Scores finaux de {bot}",
    "lab.axis.score": "score",
    "lab.chart.lengths": "Durée des parties (en moyenne {mean} tours)",
    "lab.axis.turns": "tours",
    "lab.chart.roles": "Rôles (ou actions) choisis par chaque bot, en parts de ses choix",
    "lab.csv": "Télécharger les parties en CSV",
    "lab.command": "Les mêmes parties en ligne de commande (les mêmes chiffres, une fois "
    "toutes jouées) :",
    "saves.bot_level": "(bot, {level})",
    # --- the rules demo in a small iframe (embed.py; issue 14, point 8) ---
    "embed.table_label": "La table à cette étape",
    # --- feedback at the table (feedback.py, log.py): the thinking line, scores, the log ---
    "feedback.thinking": "{name} ({level}) réfléchit…",
    "feedback.waiting": "En attente de {name}…",
    "feedback.recent": "Depuis votre dernière décision",
    "feedback.said": "{name}\u00a0: {moves}.",  # a seat's moves, read out
    "feedback.separator": "\u00a0; ",  # between lines read as one sentence
    "feedback.scores": "Scores",
    "feedback.to_act": "à jouer",
    "feedback.score_hidden": "Au moins {n}\u00a0: une partie de ce score vous est cachée (les "
    "cartes en main ou face cachée ne comptent qu'une fois vues)",
    "faces.name_note": "† {why}.",
    "faces.line": "{label}\u00a0: {value}",
    "faces.every_value": "* {why}. Cela vaut pour toutes les valeurs montrées ici.",
    "faces.these_values": "* {why}. Valeurs concernées\u00a0: {fields}.",
    "feedback.log_count": "({n} lignes, les plus récentes d'abord)",
    "keys.title": "Raccourcis clavier (?)",
    "keys.move": "Passer d'un choix à l'autre",
    "keys.move.keys": "← → ↑ ↓",
    "keys.pick": "Faire le choix sélectionné",
    "keys.pick.keys": "Entrée Espace",
    "keys.ends": "Premier ou dernier choix",
    "keys.ends.keys": "Début Fin",
    "keys.undo": "Annuler votre dernière décision",
    "keys.undo.keys": "U",
    "keys.log": "Ouvrir ou fermer le journal",
    "keys.log.keys": "L",
    "keys.list": "Afficher ou masquer cette liste",
    "keys.list.keys": "?",
    "keys.close": "Fermer cette liste",
    "keys.close.keys": "Échap",
    # --- the page around the screen (index.html; main.py keeps it in the language) ---
    "page.tagline": "Explorez, colonisez, conquérez, produisez, commercez et recherchez.",
    "page.colophon": "{games} Édition numérique faite par des fans, moteur de règles {version}, "
    "Python {python} dans votre navigateur. Fonctionne hors ligne ; vos parties restent sur "
    "cet appareil.",
}
