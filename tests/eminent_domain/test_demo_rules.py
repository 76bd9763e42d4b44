"""Each of the base game's built-in demos starts at the decision its rule is about and shows
that rule at work, by the engine's own events (issue 14, point 8); its captions are written
for readers, not copied from the log."""

from __future__ import annotations

from typing import Any

import pytest

from eminent_domain.cards import TECH_FACE
from eminent_domain.demo_data import DEMOS
from eminent_domain.spec import SPEC
from eminent_domain.ui import describe
from tabletop import demos
from tabletop.demos import Demo
from tabletop.spec import event_for

ROLE_DEMOS = ("survey", "warfare", "colonize", "produce", "trade", "research")


def demo(name: str) -> Demo:
    return demos.built_in(SPEC, name)


def played(name: str) -> tuple[Any, Any, list[list[dict[str, Any]]]]:
    """The demo's first and last games and each step's events."""
    shown = demo(name)
    game = shown.start()
    first = game.clone()
    steps = [game.apply(action) for action in shown.actions]
    return first, game, steps


def flat(steps: list[list[dict[str, Any]]]) -> list[dict[str, Any]]:
    return [event for step in steps for event in step]


def test_every_base_game_demo_is_short_and_keeps_its_name() -> None:
    assert list(DEMOS) == [
        *ROLE_DEMOS,
        "politics",
        "follow-dissent",
        "tech-1",
        "tech-2",
        "tech-3",
    ]
    for name in DEMOS:
        assert 2 <= len(demo(name).actions) <= 10, name


@pytest.mark.parametrize("name", ROLE_DEMOS)
def test_a_role_demo_starts_with_the_leader_about_to_lead_it_and_resolves_it(name: str) -> None:
    first, _last, steps = played(name)
    shown = demo(name)
    leader = shown.seat
    # The first position is the leader's Role phase: the Action is already played (silently).
    assert first.pending_kind == "lead" and first.current_player == leader
    assert shown.actions[0] == f"lead {name}"
    events = flat(steps)
    resolved = [e for e in events if e["type"] == "resolve"]
    assert resolved and resolved[0]["player"] == leader and resolved[0]["role"] == name
    # No other Action card is played during the demo.
    assert not any(e["type"] == "action" for e in events)


def test_the_warfare_demo_attacks_a_planet_with_the_leaders_fighters() -> None:
    first, last, steps = played("warfare")
    leader = demo("warfare").seat
    attack = next(e for e in flat(steps) if e["type"] == "attack")
    assert attack["player"] == leader
    assert last.state.players[leader].empire[attack["slot"]].face_up
    assert not first.state.players[leader].empire[attack["slot"]].face_up
    assert last.state.players[leader].fighters < first.state.players[leader].fighters


def test_the_survey_demo_keeps_one_new_planet_after_boosting() -> None:
    first, last, steps = played("survey")
    leader = demo("survey").seat
    kinds = [e["type"] for e in flat(steps)]
    assert "boost" in kinds and "survey_keep" in kinds
    assert len(last.state.players[leader].empire) == len(first.state.players[leader].empire) + 1


def test_the_colonize_demo_settles_a_planet() -> None:
    first, last, steps = played("colonize")
    leader = demo("colonize").seat
    settle = next(e for e in flat(steps) if e["type"] == "settle")
    assert settle["player"] == leader
    assert not first.state.players[leader].empire[settle["slot"]].face_up
    assert last.state.players[leader].empire[settle["slot"]].face_up


def test_the_produce_demo_fills_two_slots() -> None:
    first, last, steps = played("produce")
    leader = demo("produce").seat
    produced = [e for e in flat(steps) if e["type"] == "produce" and e["player"] == leader]
    assert len(produced) >= 2
    before = sum(sum(p.filled) for p in first.state.players[leader].empire)
    after = sum(sum(p.filled) for p in last.state.players[leader].empire)
    assert after == before + len(produced)


def test_the_trade_demo_turns_resources_into_influence() -> None:
    first, last, steps = played("trade")
    leader = demo("trade").seat
    traded = [e for e in flat(steps) if e["type"] == "trade" and e["player"] == leader]
    assert len(traded) >= 2
    gained = last.state.players[leader].influence - first.state.players[leader].influence
    assert gained == len(traded)


def test_the_research_demo_gains_a_technology() -> None:
    first, last, steps = played("research")
    leader = demo("research").seat
    research = next(e for e in flat(steps) if e["type"] == "research")
    assert research["player"] == leader and research["face"] in TECH_FACE
    assert len(last.state.tech_supply) == len(first.state.tech_supply) - 1


def test_the_politics_demo_plays_politics_then_uses_the_card_it_took() -> None:
    first, _last, steps = played("politics")
    shown = demo("politics")
    assert first.pending_kind == "action" and first.current_player == shown.seat
    assert shown.actions[0] == "act politics"
    events = flat(steps)
    take = next(e for e in events if e["type"] == "take")
    lead = next(e for e in events if e["type"] == "lead")
    assert take["player"] == lead["player"] == shown.seat
    assert lead["role"] == take["card"]  # the role card it brought is led at once


def test_the_follow_dissent_demo_starts_when_the_role_is_led() -> None:
    first, _last, steps = played("follow-dissent")
    shown = demo("follow-dissent")
    assert shown.config["players"] == 3
    assert first.pending_kind == "lead" and shown.actions[0].startswith("lead ")
    events = flat(steps)
    follow = next(e for e in events if e["type"] == "follow")
    dissent = next(e for e in events if e["type"] == "dissent")
    assert shown.seat not in (follow["player"], dissent["player"])
    assert follow["player"] != dissent["player"]
    # The follower does the role too: a second resolution, by them.
    assert any(e["type"] == "resolve" and e["player"] == follow["player"] for e in events)


@pytest.mark.parametrize(("name", "players"), [("tech-1", 2), ("tech-2", 3), ("tech-3", 4)])
def test_a_technology_demo_starts_with_the_technology_played(name: str, players: int) -> None:
    first, _last, steps = played(name)
    shown = demo(name)
    assert shown.config["players"] == players
    assert first.pending_kind == "action" and first.current_player == shown.seat
    verb, key = shown.actions[0].split()
    assert verb == "act" and key in TECH_FACE
    assert steps[0][0] == {"type": "action", "player": shown.seat, "card": key}
    assert len(steps) >= 2  # its effect does something after it is played


def test_the_three_technology_demos_show_three_different_technologies() -> None:
    names = {TECH_FACE[demo(n).actions[0].split()[1]].name for n in ("tech-1", "tech-2", "tech-3")}
    assert len(names) == 3


@pytest.mark.parametrize("name", list(DEMOS))
def test_captions_are_our_own_words_naming_players_as_the_table_shows_them(name: str) -> None:
    shown = demo(name)
    players = int(shown.config["players"])
    names = [f"Player {i + 1}" for i in range(players)]
    game = shown.start()
    assert any(n in shown.captions[0] for n in names), shown.captions[0]
    for step, action in enumerate(shown.actions, start=1):
        acting = game.current_player
        events = game.apply(action)
        log = " ".join(
            line
            for e in events
            if (line := describe.event_sentence(event_for(e, shown.seat), names))
        )
        caption = shown.captions[step]
        assert caption != log, (name, step)
        assert acting is not None and names[acting] in caption, (name, step, caption)
        assert len(caption) <= 240, (name, step)  # fits a small iframe's caption area
