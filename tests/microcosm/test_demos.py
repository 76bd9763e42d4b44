"""Microcosm's three built-in rules demos show what they say they show, by the engine's own
events, and the embed page and the Rules screen's list draw them with Microcosm's table."""

from __future__ import annotations

from typing import Any

import pytest

from microcosm import SPEC
from microcosm.cards import PILE_COSTS, TECH
from microcosm.demo_data import DEMOS
from microcosm.engine import BASTION
from tabletop import demos
from tabletop.demos import Demo
from tabletop.text import t
from tabletop.ui.embed import EmbedApp, demo_list


def demo(name: str) -> Demo:
    return demos.built_in(SPEC, name)


def played(name: str) -> tuple[Any, Any, list[list[dict[str, Any]]]]:
    """The demo's first and last games and each step's events."""
    shown = demo(name)
    game = shown.start()
    first = game.clone()
    steps = [game.apply(action) for action in shown.actions]
    return first, game, steps


def test_microcosm_has_exactly_its_three_demos_each_short_in_todays_format() -> None:
    assert list(demos.built_ins(SPEC)) == ["colonize", "warfare", "research"]
    for name, data in DEMOS.items():
        assert data["format"] == demos.FORMAT and data["game"] == "microcosm", name
        shown = demo(name)
        assert 1 <= len(shown.actions) <= 12, name
        assert len(shown.captions) == len(shown.actions) + 1
        assert all(caption.strip() for caption in shown.captions), name
        assert demos.find(f"microcosm/{name}") == shown


def test_the_colonize_demo_shows_a_planet_chosen_in_a_pile_because_it_was_seen() -> None:
    """Seed 002 line 77: the player "n'est pas obligé de prendre la première Planet de la pile,
    il prend celle qu'il veut"; the demo's player takes the face-down planet its Survey Team
    showed it a turn earlier, by its place, among others it has seen too."""
    first, last, steps = played("colonize")
    shown = demo("colonize")
    seat = shown.seat
    events = [e for step in steps for e in step]
    kinds = [e["kind"] for e in events]
    assert "colonized" in kinds and "colonize_failed" not in kinds
    choice = next(a for a in shown.actions if a.startswith("down "))
    cost, place = (int(x) for x in choice.split()[1:])
    assert cost in PILE_COSTS[1:]  # it had a cost
    pile = first.state.piles[PILE_COSTS.index(cost)]
    chosen = pile[place]
    assert not chosen.up and seat in chosen.seen and len(pile) > 1
    assert 1 - seat not in chosen.seen  # the opponent sees only the place
    colonized = next(e for e in events if e["kind"] == "colonized")
    assert colonized["player"] == seat and colonized["secret"] == {"planet": chosen.planet}
    assert last.state.colonies[seat][-1].planet == chosen.planet
    # The cost was paid with icons shown during the turn: a Colony turned up.
    assert any(e["kind"] == "flipped" for e in events)
    assert len(last.state.colonies[seat]) == len(first.state.colonies[seat]) + 1
    assert events[-1]["kind"] == "turn_ended"


def test_the_warfare_demo_shows_the_bastion_surprise_making_the_attack_fail() -> None:
    first, last, steps = played("warfare")
    shown = demo("warfare")
    defender = shown.seat
    attacker = 1 - defender
    events = [e for step in steps for e in step]
    attack = next(e for e in events if e["kind"] == "attacking")
    assert attack["player"] == attacker and attack["owner"] == defender
    # Before the surprise the attacker's icons met the defence: the defender was asked.
    assert first.state.colonies[defender][attack["slot"]].planet != BASTION
    bastion = [i for i, c in enumerate(first.state.colonies[defender]) if c.planet == BASTION]
    assert bastion and not first.state.colonies[defender][bastion[0]].up  # hidden at the start
    assert shown.actions[-1] == "bastion"
    surprise = next(e for e in steps[-1] if e["kind"] == "flipped")
    assert (surprise["planet"], surprise["why"], surprise["player"]) == (
        BASTION,
        "defence",
        defender,
    )
    # Its effect: the attack that had enough icons is repelled, the Colony stays its owner's.
    kinds = [e["kind"] for e in steps[-1]]
    assert kinds.index("flipped") < kinds.index("repelled")
    assert "conquered" not in kinds
    target = attack["planet"]
    assert target in [c.planet for c in last.state.colonies[defender]]
    assert last.state.spoils[attacker] == first.state.spoils[attacker]
    # What it cost the attacker for nothing: icons shown before the surprise.
    assert {"revealed", "flipped"} <= {e["kind"] for step in steps[:-1] for e in step}


def test_the_research_demo_moves_two_techs_after_three_research_icons() -> None:
    first, last, steps = played("research")
    seat = demo("research").seat
    events = [e for step in steps for e in step]
    kinds = [e["kind"] for e in events]
    assert "boosted" in kinds  # three Research icons: two Research choices
    taken = next(e for e in events if e["kind"] == "tech_taken")
    returned = next(e for e in events if e["kind"] == "tech_returned")
    assert taken["tech"] in TECH and taken["tech"] in first.state.centre
    assert taken["tech"] in last.state.techs[seat]
    assert returned["tech"] in first.state.techs[1 - seat]
    assert (
        returned["tech"] in last.state.centre and returned["tech"] not in last.state.techs[1 - seat]
    )


@pytest.mark.parametrize("name", list(DEMOS))
def test_the_embed_page_steps_a_microcosm_demo_on_microcosms_table(name: str) -> None:
    embed = EmbedApp()
    embed.open_fragment(f"#demo=microcosm/{name}")
    assert embed.demo == demo(name)
    assert embed.title == "Eminent Domain: Microcosm rules demo"
    html = str(embed.render())
    assert "mc-" in html  # Microcosm's own table (its classes), not the base game's
    assert embed.demo is not None and embed.demo.captions[0][:40] in html.replace("&#x27;", "'")
    embed.command("play")
    while embed.tick():
        pass
    assert embed.position == embed.last == len(embed.demo.actions)
    end = str(embed.render())
    assert "data-action" not in end  # a demo shows; it offers no choices
    # A link made of it opens the same demo.
    linked = EmbedApp()
    linked.open_fragment("#demo=" + demos.encode(embed.demo))
    assert linked.demo == embed.demo


def test_bare_names_stay_the_base_games_even_where_microcosm_has_the_same_name() -> None:
    embed = EmbedApp()
    embed.open_fragment("#demo=colonize")
    assert embed.demo is not None and embed.demo.game == "eminent-domain"


def test_the_rules_screen_lists_microcosms_demos_with_snippets() -> None:
    html = str(demo_list(SPEC, "./"))
    for name, data in DEMOS.items():
        assert f'href="./embed.html#demo=microcosm/{name}"' in html
        assert t(str(data["title"])).replace("'", "&#x27;") in html  # the title's key, said
    assert "Eminent Domain: Microcosm rules demo" in html  # each snippet's iframe title
