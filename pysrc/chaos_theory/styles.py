"""Chaos Theory's bot styles: the roles a bot leans towards (`tabletop.style`), the same four
plans as in Eminent Domain since the dice game has the same six roles."""

from __future__ import annotations

from tabletop.style import Style

STYLES = (
    Style(
        "producer-trader",
        ("produce", "trade"),
        {"en": "Producer-trader", "fr": "Producteur-marchand"},
        {
            "en": "Chooses Produce and Trade most often, turning resources into influence.",
            "fr": "Choisit surtout Production et Commerce, pour changer ses ressources en "
            "influence.",
        },
    ),
    Style(
        "warlord",
        ("warfare",),
        {"en": "Warlord", "fr": "Seigneur de guerre"},
        {
            "en": "Chooses Warfare most often, taking planets with its fighters.",
            "fr": "Choisit surtout la Guerre, pour conquérir des planètes avec ses chasseurs.",
        },
    ),
    Style(
        "researcher",
        ("research",),
        {"en": "Researcher", "fr": "Chercheur"},
        {
            "en": "Chooses Research most often, building its empire on technologies.",
            "fr": "Choisit surtout la Recherche, pour bâtir son empire sur les technologies.",
        },
    ),
    Style(
        "expansionist",
        ("survey", "colonize"),
        {"en": "Expansionist", "fr": "Expansionniste"},
        {
            "en": "Chooses Survey and Colonize most often, settling planet after planet.",
            "fr": "Choisit surtout Exploration et Colonisation, pour s'établir de planète en "
            "planète.",
        },
    ),
)
