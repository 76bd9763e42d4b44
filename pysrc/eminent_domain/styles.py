"""Eminent Domain's bot styles: the roles a bot leans towards (`tabletop.style`), one for
each way into the game (resources, fighters, technologies, planets), so that the arena can
tell a plan from the level's plain play."""

from __future__ import annotations

from tabletop.style import Style

STYLES = (
    Style(
        "producer-trader",
        ("produce", "trade"),
        {"en": "Producer-trader", "fr": "Producteur-marchand"},
        {
            "en": "Leads Produce and Trade most often, turning resources into influence.",
            "fr": "Mène surtout Production et Commerce, pour changer ses ressources en influence.",
        },
    ),
    Style(
        "warlord",
        ("warfare",),
        {"en": "Warlord", "fr": "Seigneur de guerre"},
        {
            "en": "Leads Warfare most often, taking planets with its fighters.",
            "fr": "Mène surtout la Guerre, pour conquérir des planètes avec ses chasseurs.",
        },
    ),
    Style(
        "researcher",
        ("research",),
        {"en": "Researcher", "fr": "Chercheur"},
        {
            "en": "Leads Research most often, building its empire on technologies.",
            "fr": "Mène surtout la Recherche, pour bâtir son empire sur les technologies.",
        },
    ),
    Style(
        "expansionist",
        ("survey", "colonize"),
        {"en": "Expansionist", "fr": "Expansionniste"},
        {
            "en": "Leads Survey and Colonize most often, settling planet after planet.",
            "fr": "Mène surtout Exploration et Colonisation, pour s'établir de planète en planète.",
        },
    ),
)
