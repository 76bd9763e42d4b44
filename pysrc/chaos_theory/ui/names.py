"""The names of Chaos Theory's start planets and technologies and the words of its set-up
options, in English and French, as plain data.

Kept apart from the interface's catalogue, as data that the catalogue (`ui.text`) and the
faces read. A name the sources do not give is this
edition's own and carries `provisional: True`, so that every place showing it can mark it.
"""

from __future__ import annotations

from typing import Any

from chaos_theory.cards import BOARD, OVERSIGHT_TECH, START_TILES, TRACKS

LANGS = ("en", "fr")
# The two names the seed gives; every other technology name is provisional.
SOURCED_NAMES = frozenset({"Re-roll +1", "Oversight Committee"})

_TECH_FR = {
    "Re-roll +1": "Relance +1",
    "Trade Relay": "Relais commercial",
    "Research Institute": "Institut de recherche",
    "Weapon Emporium": "Bazar d'armement",
    "Adaptability": "Adaptabilité",
    "Agrarian Collective": "Collectif agraire",
    "Colony Program": "Programme colonial",
    "Abundance": "Abondance",
    "Bureaucracy": "Bureaucratie",
    "Survey Network": "Réseau d'exploration",
    "Armory": "Arsenal",
    "Scorched Earth": "Terre brûlée",
    "Mobilization": "Mobilisation",
    "Diplomacy": "Diplomatie",
    "Streamlining": "Rationalisation",
    "Galactic Council": "Conseil galactique",
    "Trade Network": "Réseau commercial",
    "Galactic Hegemony": "Hégémonie galactique",
    "Oversight Committee": "Comité de surveillance",
}


def tech_key(track: str, level: int) -> str:
    """A space of the tech board by track and level (the Oversight Committee: level 1)."""
    return f"{track}{level}"


def _names() -> dict[str, dict[str, Any]]:
    table: dict[str, dict[str, Any]] = {}
    for tile in START_TILES:  # proper names: the same in both languages
        table[tile.id] = {"en": tile.name, "fr": tile.name, "provisional": True}
    spaces = [tech for track in TRACKS for tech in BOARD[track]] + [OVERSIGHT_TECH]
    for tech in spaces:
        table[tech_key(tech.track, tech.level)] = {
            "en": tech.name,
            "fr": _TECH_FR[tech.name],
            "provisional": tech.name not in SOURCED_NAMES,
        }
    return table


NAMES: dict[str, dict[str, Any]] = _names()

OPTION_TEXTS: dict[str, dict[str, str]] = {
    "chaos.politics": {"en": "What a Politics die does", "fr": "Ce que fait un dé Politique"},
    "chaos.politics.convert": {
        "en": "It turns another active die to any face (recommended)",
        "fr": "Il tourne un autre dé actif sur la face de votre choix (recommandé)",
    },
    "chaos.politics.wild": {
        "en": "It boosts any role, as a wild die",
        "fr": "Il renforce n'importe quel rôle, comme un joker",
    },
    "chaos.used_dice": {
        "en": "When Used dice are rolled back",
        "fr": "Quand les dés utilisés sont relancés",
    },
    "chaos.used_dice.own_turn": {
        "en": "At the end of their owner's turn (recommended)",
        "fr": "À la fin du tour de leur propriétaire (recommandé)",
    },
    # A house rule, not a reading of the seed: its line 53 puts a follower's dice in the Used
    # pile, where they stay until that player's own turn.
    "chaos.used_dice.each_role": {
        "en": "House rule: everyone's, after every role",
        "fr": "Règle maison : ceux de tous les joueurs, après chaque rôle",
    },
    "chaos.oversight": {
        "en": "The Oversight Committee (a seventh die to research)",
        "fr": "Le Comité de surveillance (un septième dé à rechercher)",
    },
    "chaos.oversight.True": {"en": "In play (recommended)", "fr": "En jeu (recommandé)"},
    "chaos.oversight.False": {
        "en": "Left out: six dice all game",
        "fr": "Retiré : six dés toute la partie",
    },
    "chaos.storage": {
        "en": "Which planets store resources",
        "fr": "Quelles planètes stockent les ressources",
    },
    "chaos.storage.any_planet": {
        "en": "Every planet of the Empire, face up or down (recommended)",
        "fr": "Toutes les planètes de l'Empire, visibles ou non (recommandé)",
    },
    "chaos.storage.face_up": {
        "en": "Face-up planets only",
        "fr": "Seulement les planètes face visible",
    },
    "chaos.tech_influence": {
        "en": "Influence of technologies",
        "fr": "Influence des technologies",
    },
    "chaos.tech_influence.cumulative": {
        "en": "Every space a marker passed counts (recommended)",
        "fr": "Chaque case franchie par un marqueur compte (recommandé)",
    },
    "chaos.tech_influence.highest": {
        "en": "Only the space the marker is on",
        "fr": "Seulement la case où se trouve le marqueur",
    },
    "chaos.tokens": {"en": "Tokens in the supply", "fr": "Jetons dans la réserve"},
    "chaos.tokens.per_player": {
        "en": "12 per player (recommended)",
        "fr": "12 par joueur (recommandé)",
    },
    "chaos.tokens.fixed": {
        "en": "48 whatever the number of players (60 with five)",
        "fr": "48 quel que soit le nombre de joueurs (60 à cinq)",
    },
}

__all__ = ["LANGS", "NAMES", "OPTION_TEXTS", "tech_key"]
