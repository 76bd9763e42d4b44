"""Chaos Theory's three built-in rules demos show what they say they show, by the engine's own
events; the embed page and the Rules screen's list draw them with Chaos Theory's table, and
their captions speak English and French."""

from __future__ import annotations

from typing import Any

import pytest

from chaos_theory import SPEC
from chaos_theory.demo_data import DEMOS
from chaos_theory.engine import rerolls
from tabletop import demos, text
from tabletop.demos import Demo
from tabletop.ui.embed import EmbedApp, demo_list


def demo(name: str) -> Demo:
    return demos.built_in(SPEC, name)


def played(name: str) -> tuple[Any, Any, list[dict[str, Any]]]:
    """The demo's first and last games and all the events of its steps."""
    shown = demo(name)
    game = shown.start()
    first = game.clone()
    events = [event for action in shown.actions for event in game.apply(action)]
    return first, game, events


def test_chaos_theory_has_its_three_demos_in_todays_format() -> None:
    assert list(demos.built_ins(SPEC)) == ["boost-and-follow", "dissent", "survey"]
    for name, data in DEMOS.items():
        assert data["format"] == demos.FORMAT and data["game"] == "chaos-theory", name
        assert data["config"] == SPEC.config(data["config"])  # a whole, checked set-up
        shown = demo(name)
        assert 1 <= len(shown.actions) <= 16, name
        assert len(shown.captions) == len(shown.actions) + 1
        assert demos.find(f"chaos-theory/{name}") == shown


def test_the_boost_and_follow_demo_boosts_a_role_then_an_opponent_follows_it() -> None:
    first, _, events = played("boost-and-follow")
    leader = demo("boost-and-follow").seat
    assert first.state.pending == {"kind": "lead", "player": leader}
    kinds = [(e["kind"], e.get("player")) for e in events]
    assert kinds[0] == ("lead", leader)
    assert kinds.count(("boost", leader)) >= 2
    follower = next(e["player"] for e in events if e["kind"] == "follow")
    assert follower != leader and ("boost", follower) in kinds
    resolved = [e for e in events if e["kind"] == "resolve"]
    assert [(e["player"], e["leader"]) for e in resolved] == [(leader, True), (follower, False)]
    # The turn ends: the leader's Used dice are rolled back and the next player leads.
    assert any(e["kind"] == "reroll" and e["why"] == "return" for e in events)
    assert events[-1]["kind"] == "turn"


def test_the_dissent_demo_uses_re_roll_plus_one_on_a_used_die() -> None:
    first, last, events = played("dissent")
    seat = demo("dissent").seat
    player = first.state.players[seat]
    assert first.state.pending == {"kind": "respond", "player": seat}
    assert rerolls(player) == 1 and any(player.levels[:3])  # a level-1 type technology
    assert {"kind": "dissent", "player": seat} in events
    reroll = next(e for e in events if e["kind"] == "reroll")
    assert reroll["player"] == seat and reroll["why"] == "dissent" and reroll["from_used"] == 1
    assert last.state.players[seat].used == player.used - 1
    assert last.state.players[seat].active == player.active + 1


def test_the_survey_demo_has_several_followers_and_one_restock() -> None:
    first, last, events = played("survey")
    shown = demo("survey")
    assert shown.config["players"] >= 3
    leader = shown.seat
    assert [e["role"] for e in events if e["kind"] == "lead"] == ["survey"]
    followers = [e["player"] for e in events if e["kind"] == "follow"]
    assert len(followers) >= 2 and leader not in followers
    takers = [e["player"] for e in events if e["kind"] == "take"]
    assert takers == [leader, *followers]
    restocks = [e for e in events if e["kind"] == "restock"]
    assert len(restocks) == 1 and len(restocks[0]["tiles"]) == len(takers)
    kinds = [e["kind"] for e in events]
    assert kinds.index("restock") > max(i for i, k in enumerate(kinds) if k == "take")
    assert len(last.state.display) == 5 and len(last.state.bag) == len(first.state.bag) - 3


@pytest.mark.parametrize("name", list(DEMOS))
def test_the_embed_page_steps_a_chaos_theory_demo_on_its_table(name: str) -> None:
    embed = EmbedApp()
    embed.open_fragment(f"#demo=chaos-theory/{name}")
    assert embed.demo == demo(name)
    assert embed.title == "Eminent Domain: Chaos Theory rules demo"
    html = str(embed.render())
    assert "ct-area" in html  # Chaos Theory's own table
    assert embed.demo is not None and embed.demo.captions[0][:30] in html.replace("&#x27;", "'")
    embed.command("play")
    while embed.tick():
        pass
    assert embed.position == embed.last == len(embed.demo.actions)
    assert "data-action" not in str(embed.render())  # a demo shows; it offers no choices
    linked = EmbedApp()
    linked.open_fragment("#demo=" + demos.encode(embed.demo))
    assert linked.demo == embed.demo


def test_the_rules_screen_lists_the_demos() -> None:
    html = str(demo_list(SPEC, "./"))
    for name, data in DEMOS.items():
        assert f'href="./embed.html#demo=chaos-theory/{name}"' in html
        assert text.t(str(data["title"])).replace("'", "&#x27;") in html


def test_titles_and_captions_speak_both_languages() -> None:
    for data in DEMOS.values():
        for key in [data["title"], *data["captions"]]:  # type: ignore[misc]
            english, french = text.template(str(key), "en"), text.template(str(key), "fr")
            assert english and french and english != french, key
