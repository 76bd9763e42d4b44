"""Top Card's words in English and French, registered in the shell's catalogue."""

from __future__ import annotations

from tabletop.text import register, t

__all__ = ["t"]

STRINGS = {
    "top-card.status": "Trick {trick} of {tricks}",
    "top-card.prompt.lead": "{name}, lead a card",
    "top-card.prompt.answer": "{name}, answer the {card}",
    "top-card.play": "Play the {card}",
    "top-card.log.play": "{name} played the {card}.",
    "top-card.log.trick": "{name} took the trick.",
    "top-card.log.over": "The game is over.",
    "top-card.hand": "Hand",
    "top-card.hidden": "{n} hidden cards",
    "top-card.taken": "Tricks taken: {n}",
    "top-card.trick": "On the table",
    "top-card.played": "Played so far",
    "top-card.end.one": "{name} wins with {score} tricks.",
    "top-card.end.shared": "{names} share the win with {score} tricks each.",
    "top-card.end.player": "Player",
    "top-card.end.tricks": "Tricks",
    "top-card.end.caption": "Tricks taken",
    "top-card.rules.title": "Top Card",
    "top-card.rules.text": "Twenty-four cards, 1 to 24: ten to each player, four set aside "
    "unseen. The leader plays a card, the other answers with any card; the higher card takes "
    "the trick and leads the next. Whoever takes more of the ten tricks wins.",
    "top-card.gallery": "The twenty-four cards",
}
STRINGS_FR = {
    "top-card.status": "Pli {trick} sur {tricks}",
    "top-card.prompt.lead": "{name}, jouez une carte",
    "top-card.prompt.answer": "{name}, répondez au {card}",
    "top-card.play": "Jouer le {card}",
    "top-card.log.play": "{name} a joué le {card}.",
    "top-card.log.trick": "{name} a remporté le pli.",
    "top-card.log.over": "La partie est finie.",
    "top-card.hand": "Main",
    "top-card.hidden": "{n} cartes cachées",
    "top-card.taken": "Plis remportés : {n}",
    "top-card.trick": "Sur la table",
    "top-card.played": "Déjà joué",
    "top-card.end.one": "{name} gagne avec {score} plis.",
    "top-card.end.shared": "{names} se partagent la victoire avec {score} plis chacun.",
    "top-card.end.player": "Joueur",
    "top-card.end.tricks": "Plis",
    "top-card.end.caption": "Plis remportés",
    "top-card.rules.title": "Top Card",
    "top-card.rules.text": "Vingt-quatre cartes, de 1 à 24 : dix à chaque joueur, quatre mises de "
    "côté sans être vues. Le meneur joue une carte, l'autre répond avec la carte de son "
    "choix ; la plus forte remporte le pli et mène le suivant. Celui qui remporte le plus des "
    "dix plis gagne.",
    "top-card.gallery": "Les vingt-quatre cartes",
}

register("top-card", STRINGS)
register("top-card", STRINGS_FR, "fr")
