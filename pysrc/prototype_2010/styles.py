"""The 2010 prototype's bot styles: the roles a bot leans towards (`tabletop.style`), the
plans of Eminent Domain's with Harvest where 2011 has Produce."""

from __future__ import annotations

from tabletop.style import Style

STYLES = (
    Style(
        "harvester-trader",
        ("harvest", "trade"),
        {"en": "Harvester-trader", "fr": "Récoltant-marchand"},
        {
            "en": "Leads Harvest and Trade most often, turning resources into VP.",
            "fr": "Mène surtout Récolte et Commerce, pour changer ses ressources en "
            "points de victoire.",
        },
    ),
    Style(
        "warlord",
        ("warfare",),
        {"en": "Warlord", "fr": "Seigneur de guerre"},
        {
            "en": "Leads Warfare most often, taking planets with its armies.",
            "fr": "Mène surtout la Guerre, pour conquérir des planètes avec ses armées.",
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
