"""Moves on the table (static/morph.js, issue 33, point 4 "See the moves"): a card put into play
from the hand slides there, 200-400 ms, as the redraw arrives; nothing moves for a player who
asked for reduced motion, though the card lands in play all the same."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page

from .test_phone import WIDE, Phone, _open, _save_at, device, site  # noqa: F401  (fixtures)
from .test_play import legal_actions, mark_prompt_stale, wait_for

# Every animation the page runs from now on, read at each frame: its id and duration (the
# moves' are named "ed-slide", "ed-turn", "ed-roll"; CSS ones, such as the glow, have none).
WATCH = """() => {
  window.edSeen = [];
  const look = () => {
    for (const a of document.getAnimations()) {
      if (a.id && !window.edSeen.some((s) => s[0] === a.id && s[2] === a)) {
        window.edSeen.push([a.id, a.effect.getTiming().duration, a]);
      }
    }
    requestAnimationFrame(look);
  };
  look();
}"""
SEEN = "() => window.edSeen.map((s) => [s[0], s[1]])"
REDRAWN = """
  const prompt = document.querySelector('#prompt');
  return prompt && !prompt.dataset.stale ? 'redrawn' : false;
"""


def _play_a_card(page: Page) -> str:
    """Take a decision that puts a card from the hand into play; its key."""
    action = next(a for a in legal_actions(page) if _plays_a_card(a))
    card = f"card-{action.split(' ', 1)[1]}"
    assert page.locator(f".hand [data-key='{card}']").count() >= 1  # in the hand, keyed
    in_play = page.locator(f".empire.mine .in-play [data-key='{card}']")
    before = in_play.count()
    page.evaluate(WATCH)
    mark_prompt_stale(page)
    page.evaluate(f"document.querySelector(\"#prompt [data-action='{action}']\").click()")
    wait_for(page, REDRAWN)
    page.wait_for_timeout(600)  # the move's time and more: every frame of it was watched
    assert in_play.count() == before + 1  # it landed in play
    return card


def _plays_a_card(action: str) -> bool:
    """A card from the hand put into play: a boost of the role being resolved (a card played
    for its Action is held by the effect, not shown in play)."""
    return action.startswith("boost ")


def _save() -> str:
    return _save_at(5, lambda actions: any(_plays_a_card(a) for a in actions))


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_a_card_played_from_the_hand_slides_into_play_unless_motion_is_reduced(
    site: str,  # noqa: F811
    device: Callable[..., Phone],  # noqa: F811
    motion: Any,
) -> None:
    phone = device(viewport=WIDE, reduced_motion=motion)
    page = _open(phone, site, _save())
    _play_a_card(page)
    seen = page.evaluate(SEEN)
    moved = page.evaluate("window.edMotion")
    if motion == "reduce":
        assert seen == []
        assert moved == {"slide": 0, "turn": 0, "roll": 0}
    else:
        assert ["ed-slide", 350] in seen
        assert moved["slide"] >= 1
        assert all(200 <= duration <= 400 for _, duration in seen)
    phone.assert_quiet(site)
