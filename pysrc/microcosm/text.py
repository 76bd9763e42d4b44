"""Events as sentences, in English and French, and the names of every card in both.

Most names are reconstructed (the printed ones are not public): those carry
`provisional: True`, and a shell should show them as such. The sentences are this project's
own; none is taken from a rulebook. A `secret` part of an event is described only if present
(the shell removes it for the players who may not see it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from microcosm.cards import DOMAIN, PLANET, TECH

_FR = {
    "D01": "Vaisseau colonial",
    "D02": "Colons armés",
    "D03": "Avant-poste de xénobiologie",
    "D04": "Charte de la frontière",
    "D05": "Flotte d'invasion",
    "D06": "Force de frappe",
    "D07": "Munitions intelligentes",
    "D08": "Légion impériale",
    "D09": "Laboratoire de terraformation",
    "D10": "Laboratoire d'armement",
    "D11": "Méthode scientifique",
    "D12": "Cercle de réflexion",
    "D13": "Propagande",
    "D14": "Espionnage",
    "D15": "Science politique",
    "D16": "Annexion",
    "D17": "Équipe d'exploration",
    "D18": "Scanner longue portée",
    "P01": "Aurea",
    "P02": "Rubra",
    "P03": "Purpura",
    "P04": "Viridia",
    "P05": "Rubra Majeure",
    "P06": "Viridia Majeure",
    "P07": "Purpura Majeure",
    "P08": "Aurea Majeure",
    "P09": "Nexus",
    "P10": "Bastion",
    "P11": "Trône d'obsidienne",
    "T1": "Mobilisation",
    "T2": "Terraformation",
    "T3": "Bureaucratie",
    "T4": "Comptoir d'armement",
    "T5": "Réseau de données",
}


def _names() -> dict[str, dict[str, Any]]:
    table: dict[str, dict[str, Any]] = {}
    items: list[tuple[str, str, bool]] = [
        (c.id, c.name, c.provisional_name) for c in DOMAIN.values()
    ]
    items += [(p.id, p.name, p.provisional_name) for p in PLANET.values()]
    items += [(t.id, t.name, t.provisional_name) for t in TECH.values()]
    for key, name, provisional in items:
        table[key] = {"en": name, "fr": _FR[key], "provisional": provisional}
    return table


NAMES: dict[str, dict[str, Any]] = _names()
LANGS = ("en", "fr")

_WORDS = {
    "en": {
        "player": "Player",
        "pile": "the cost-{} pile",
        "colony": "Colony {} of {}",
        "hidden": "a face-down planet",
        "icons": {
            "colonize": "Colonize",
            "warfare": "Warfare",
            "research": "Research",
            "capital": "Capital",
            "survey": "Survey",
        },
    },
    "fr": {
        "player": "Joueur",
        "pile": "la pile de coût {}",
        "colony": "la colonie {} de {}",
        "hidden": "une planète cachée",
        "icons": {
            "colonize": "Colonisation",
            "warfare": "Guerre",
            "research": "Recherche",
            "capital": "Capitale",
            "survey": "Exploration",
        },
    },
}


def describe(
    event: Mapping[str, Any], names: Mapping[str, Mapping[str, Any]] | None = None, lang: str = "en"
) -> str:
    """One event as a sentence in `lang` ("en" or "fr")."""
    if lang not in LANGS:
        raise ValueError(f"no texts in {lang!r}")
    table = NAMES if names is None else names
    words = _WORDS[lang]

    def n(key: str | None) -> str:
        if key is None:
            return str(words["hidden"])
        entry = table.get(key)
        return str(entry[lang]) if entry else key

    def who(seat: Any) -> str:
        return f"{words['player']} {int(seat) + 1}"

    def where(e: Mapping[str, Any]) -> str:
        if "pile" in e:
            return str(words["pile"]).format(e["pile"])
        return str(words["colony"]).format(int(e["slot"]) + 1, who(e["owner"]))

    secret = event.get("secret") or {}
    kind = event["kind"]
    texts = _EN if lang == "en" else _FR_TEXT
    render = texts.get(kind)
    if render is None:
        raise KeyError(f"no text for event {kind!r}")
    return render(event, secret, n, who, where, words)


_Render = Callable[..., str]


def _planet_or_secret(e: Mapping[str, Any], secret: Mapping[str, Any], n: Any) -> str:
    return str(n(e.get("planet") or secret.get("planet")))


_EN: dict[str, _Render] = {
    "took": lambda e, s, n, who, where, w: f"{who(e['player'])} takes {n(e['card'])}.",
    "drew": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} draws the top card" + (f" ({n(s['card'])})." if s else ".")
    ),
    "refilled": lambda e, s, n, who, where, w: f"{n(e['card'])} joins the face-up row.",
    "played": lambda e, s, n, who, where, w: f"{who(e['player'])} plays {n(e['card'])}.",
    "recovering": lambda e, s, n, who, where, w: f"{who(e['player'])} picks up discards.",
    "recovered": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} takes {n(e['card'])} back into hand."
    ),
    "turn_ended": lambda e, s, n, who, where, w: f"{who(e['player'])} ends the turn.",
    "game_over": lambda e, s, n, who, where, w: (
        f"Game over, {e['scores'][0]} to "
        f"{e['scores'][1]}: {who(e['winner'])} wins" + (" the tie." if e["tie"] else ".")
    ),
    "final_reveal": lambda e, s, n, who, where, w: (
        "All cards are shown for scoring: "
        + "; ".join(
            f"{who(seat)}: "
            + (", ".join(n(c) for c in e["colonies"][seat] + e["hands"][seat]) or "nothing")
            for seat in (0, 1)
        )
        + "."
    ),
    "revealed": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} shows {n(e['card'])} for its {w['icons'][e['icon']]} icon."
    ),
    "flipped": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} turns up "
        f"{n(e['planet'])}" + (" to defend." if e["why"] == "defence" else " for its icon.")
    ),
    "boosted": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} shows {e['icons']} icons: the action is stronger."
    ),
    "hand_shown": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} shows their hand to "
        f"{who(e['to'])}: " + (", ".join(n(c) for c in e["cards"]) or "nothing") + "."
    ),
    "colonizing": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} tries to settle "
        f"{_planet_or_secret(e, s, n)} from the cost-{e['pile']} pile."
    ),
    "colonized": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} settles {_planet_or_secret(e, s, n)}."
    ),
    "colonize_failed": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} cannot pay the cost-{e['pile']} pile."
    ),
    "attacking": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} attacks {where(e)}: {n(e['planet'])}."
    ),
    "repelled": lambda e, s, n, who, where, w: (
        f"{n(e['planet'])} holds against {who(e['player'])}."
    ),
    "conquered": lambda e, s, n, who, where, w: f"{who(e['player'])} conquers {n(e['planet'])}.",
    "no_surprise": lambda e, s, n, who, where, w: f"{who(e['player'])} adds no defence.",
    "annexing": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} tries to annex {n(e['planet'])}."
    ),
    "annexed": lambda e, s, n, who, where, w: f"{who(e['player'])} annexes {n(e['planet'])}.",
    "annex_failed": lambda e, s, n, who, where, w: f"{n(e['planet'])} resists annexation.",
    "tech_taken": lambda e, s, n, who, where, w: f"{who(e['player'])} gains {n(e['tech'])}.",
    "tech_returned": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} sends {n(e['tech'])} back to the centre."
    ),
    "research_passed": lambda e, s, n, who, where, w: f"{who(e['player'])} stops researching.",
    "forced_discard": lambda e, s, n, who, where, w: (
        f"{who(e['owner'])} must discard {n(e['card'])}."
    ),
    "stolen": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} steals {n(e['card'])} "
        f"from the {'hand' if e['source'] == 'hand' else 'discard pile'} of {who(e['owner'])}."
    ),
    "copied": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} uses the action of {n(e['card'])} again."
    ),
    "surveyed": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} looks through the "
        f"cost-{e['pile']} pile"
        + (": " + ", ".join(n(p) for p in s["planets"]) + "." if s else ".")
    ),
    "survey_passed": lambda e, s, n, who, where, w: f"{who(e['player'])} settles nothing.",
    "peeked": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} looks at {where(e)}" + (f": {n(s['planet'])}." if s else ".")
    ),
    "scan_passed": lambda e, s, n, who, where, w: f"{who(e['player'])} does not attack.",
}

_FR_TEXT: dict[str, _Render] = {
    "took": lambda e, s, n, who, where, w: f"{who(e['player'])} prend {n(e['card'])}.",
    "drew": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} pioche la carte du dessus" + (f" ({n(s['card'])})." if s else ".")
    ),
    "refilled": lambda e, s, n, who, where, w: f"{n(e['card'])} rejoint la rangée visible.",
    "played": lambda e, s, n, who, where, w: f"{who(e['player'])} joue {n(e['card'])}.",
    "recovering": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} reprend des cartes défaussées."
    ),
    "recovered": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} remet {n(e['card'])} dans sa main."
    ),
    "turn_ended": lambda e, s, n, who, where, w: f"Fin du tour de {who(e['player'])}.",
    "game_over": lambda e, s, n, who, where, w: (
        f"Partie terminée, {e['scores'][0]} à "
        f"{e['scores'][1]} : {who(e['winner'])} l'emporte"
        + (" grâce à l'égalité." if e["tie"] else ".")
    ),
    "final_reveal": lambda e, s, n, who, where, w: (
        "Toutes les cartes sont montrées pour le "
        "décompte : "
        + " ; ".join(
            f"{who(seat)} : "
            + (", ".join(n(c) for c in e["colonies"][seat] + e["hands"][seat]) or "rien")
            for seat in (0, 1)
        )
        + "."
    ),
    "revealed": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} montre {n(e['card'])} pour son symbole {w['icons'][e['icon']]}."
    ),
    "flipped": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} retourne "
        f"{n(e['planet'])}"
        + (" pour se défendre." if e["why"] == "defence" else " pour son symbole.")
    ),
    "boosted": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} montre {e['icons']} symboles : l'action est renforcée."
    ),
    "hand_shown": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} montre sa main à "
        f"{who(e['to'])} : " + (", ".join(n(c) for c in e["cards"]) or "rien") + "."
    ),
    "colonizing": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} tente de coloniser "
        f"{_planet_or_secret(e, s, n)} depuis la pile de coût {e['pile']}."
    ),
    "colonized": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} colonise {_planet_or_secret(e, s, n)}."
    ),
    "colonize_failed": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} ne peut pas payer la pile de coût {e['pile']}."
    ),
    "attacking": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} attaque {where(e)} : {n(e['planet'])}."
    ),
    "repelled": lambda e, s, n, who, where, w: f"{n(e['planet'])} résiste à {who(e['player'])}.",
    "conquered": lambda e, s, n, who, where, w: f"{who(e['player'])} conquiert {n(e['planet'])}.",
    "no_surprise": lambda e, s, n, who, where, w: f"{who(e['player'])} n'ajoute aucune défense.",
    "annexing": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} tente d'annexer {n(e['planet'])}."
    ),
    "annexed": lambda e, s, n, who, where, w: f"{who(e['player'])} annexe {n(e['planet'])}.",
    "annex_failed": lambda e, s, n, who, where, w: f"{n(e['planet'])} échappe à l'annexion.",
    "tech_taken": lambda e, s, n, who, where, w: f"{who(e['player'])} obtient {n(e['tech'])}.",
    "tech_returned": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} renvoie {n(e['tech'])} au centre."
    ),
    "research_passed": lambda e, s, n, who, where, w: f"{who(e['player'])} arrête ses recherches.",
    "forced_discard": lambda e, s, n, who, where, w: (
        f"{who(e['owner'])} doit défausser {n(e['card'])}."
    ),
    "stolen": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} dérobe {n(e['card'])} "
        f"{'dans la main' if e['source'] == 'hand' else 'dans la défausse'} de "
        f"{who(e['owner'])}."
    ),
    "copied": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} réutilise l'action de {n(e['card'])}."
    ),
    "surveyed": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} consulte la pile de "
        f"coût {e['pile']}" + (" : " + ", ".join(n(p) for p in s["planets"]) + "." if s else ".")
    ),
    "survey_passed": lambda e, s, n, who, where, w: f"{who(e['player'])} ne colonise rien.",
    "peeked": lambda e, s, n, who, where, w: (
        f"{who(e['player'])} regarde {where(e)}" + (f" : {n(s['planet'])}." if s else ".")
    ),
    "scan_passed": lambda e, s, n, who, where, w: f"{who(e['player'])} renonce à attaquer.",
}

EVENT_KINDS = tuple(_EN)

# The set-up option's label and values, for the new-game form (keys as in `tabletop.spec`).
OPTION_TEXTS: dict[str, dict[str, str]] = {
    "microcosm.reveal_after_flip": {
        "en": "Warfare icons may be shown after a hidden target is turned up",
        "fr": "Les symboles Guerre peuvent être révélés après qu'une cible cachée a été retournée",
    },
    "microcosm.reveal_after_flip.True": {
        "en": "Yes (the rules as written)",
        "fr": "Oui (la règle telle qu'écrite)",
    },
    "microcosm.reveal_after_flip.False": {
        "en": "No: commit your icons before the flip",
        "fr": "Non : engagez vos symboles avant que la cible soit retournée",
    },
}
