"""The Action effects of every card, in a small closed vocabulary of steps (pure data).

Playing a card for its Action queues its steps; the engine runs them in order. Automatic steps
(draw, influence, fighters, survey_team, turn_effect) need no decision; the others are
decisions whose legal actions the engine lists. A decision step with no legal action is
skipped, and so is an optional one the player passes. Unknown step names fail at import.

    draw N                  draw N cards
    influence N             take N influence tokens
    fighters N              collect N fighters
    collect_or_attack N     collect N fighters OR Attack 1 planet
    colony_or_settle        +1 colony (tuck this card) OR Settle 1 planet
    settle_optional         Settle 1 planet, or pass
    settle_or_colony_opt    Settle 1 planet OR +1 colony (tuck this card), or pass
    produce_or_trade        Produce 1 resource OR Trade 1 resource
    produce N               Produce N resources
    remove N                remove up to N cards in hand from the game (`done` ends)
    remove_self N           the same, this card included
    take                    take 1 role card from the stacks into hand
    choose_resource         name a resource type (Specialization)
    attack_optional         Attack 1 planet, or pass
    survey_team             the top planet of the deck comes into the Empire face down
    terraform               tuck this card as 2 colonies; Settle if that is enough
    turn_effect NAME        an effect that lasts until this turn's cleanup
"""

from __future__ import annotations

Step = tuple[str, int | str]

STEP_NAMES = frozenset(
    {
        "draw",
        "influence",
        "fighters",
        "collect_or_attack",
        "colony_or_settle",
        "settle_optional",
        "settle_or_colony_opt",
        "produce_or_trade",
        "produce",
        "remove",
        "remove_self",
        "take",
        "choose_resource",
        "attack_optional",
        "survey_team",
        "terraform",
        "turn_effect",
    }
)
AUTOMATIC = frozenset({"draw", "influence", "fighters", "survey_team", "turn_effect"})

# Keyed by role card kind, or by technology ability (see cards.TechFace.ability).
ACTION_STEPS: dict[str, tuple[Step, ...]] = {
    # Role cards (rulebook, Role Cards)
    "survey": (("draw", 2),),
    "warfare": (("collect_or_attack", 1),),
    "colonize": (("colony_or_settle", 0),),
    "produce-trade": (("produce_or_trade", 0),),
    "research": (("remove_self", 2),),
    "politics": (("take", 0),),
    # Level 1 technologies
    "improved_survey": (("draw", 3),),
    "improved_colonize": (("settle_optional", 0), ("settle_or_colony_opt", 0)),
    "improved_warfare": (("collect_or_attack", 2),),
    "improved_production": (("produce", 2),),
    "improved_trade": (("influence", 1),),
    "improved_research": (("draw", 1), ("remove", 3)),
    # Level 2 technologies with an Action
    "diverse_markets": (("turn_effect", "diverse_markets"),),
    "data_network": (("draw", 2), ("remove", 99)),
    "specialization": (("choose_resource", 0),),
    "mobilization": (("fighters", 2), ("turn_effect", "mobilization")),
    "survey_team": (("survey_team", 0),),
    "war_path": (("attack_optional", 0), ("attack_optional", 0)),
    "artificial_intelligence": (("take", 0), ("take", 0)),
    "genetic_engineering": (("turn_effect", "genetic_engineering"),),
    "terraforming": (("terraform", 0),),
}

for _steps in ACTION_STEPS.values():
    for _name, _ in _steps:
        if _name not in STEP_NAMES:
            raise ValueError(f"unknown effect step {_name!r}")
