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


# In the page: drawings patched one after the other into a box on the page, a frame apart, and
# the moves each started at its frame, by kind. The box's keyed things: a card in a hand, then
# in play (a slide); a planet face down, then up (a turn); a die showing one face, then another
# (a roll); a card from a hidden hand, which no element showed, from that hand's counts
# (`data-from`).
KINDS = """async () => {
  const box = document.createElement('div');
  document.body.prepend(box);
  const hand = (cards) => '<ul>' + cards.map((c) => `<li data-key="card-${c}">${c}</li>`).join('')
    + '</ul>';
  const gap = '<p>.</p><p>.</p><p>.</p>';  // the page's style: no inline style may be set
  const table = (cards, played, face, die, theirs) => hand(cards)
    + '<p data-key="hand-1">Bob: 5 cards</p>' + gap
    + '<ul>' + played.map((c) => `<li data-key="card-${c}">${c}</li>`).join('') + '</ul>'
    + `<p data-key="planet-0-0" data-face="${face}">a planet</p>`
    + `<p data-key="die-0-${die}" data-roll="${die}">a die</p>` + gap
    + theirs.map((c) => `<p data-key="card-${c}" data-from="hand-1">${c}</p>`).join('');
  const counts = () => Object.values(window.edMotion).join(',');
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const seen = [];
  const draw = async (...drawings) => {  // in one task, then the frame where the moves start
    for (const args of drawings) window.edMorph(box, table(...args));
    await frame();
    seen.push(counts());
  };
  await draw([['survey', 'warfare'], [], 'down', 'survey', []]);
  await draw([['warfare'], ['survey'], 'down', 'survey', []]);
  await draw([['warfare'], ['survey'], 'up', 'survey', []]);
  await draw([['warfare'], ['survey'], 'up', 'produce', []]);
  await draw([['warfare'], ['survey'], 'up', 'produce', ['colonize']]);
  // Faster than frames: three drawings before one frame move once, from the places painted.
  // The card taken back to the hand and played again is where it was: it does not move (a
  // move for each drawing would slide it twice); the planet turns. The moves before have
  // ended first: a box is measured where it is seen, mid-move too.
  const moves = document.getAnimations().filter((a) => a.id.startsWith('ed-'));
  await Promise.all(moves.map((a) => a.finished));
  await draw(
    [['warfare', 'survey'], [], 'up', 'produce', ['colonize']],
    [['warfare'], ['survey'], 'up', 'produce', ['colonize']],
    [['warfare'], ['survey'], 'down', 'produce', ['colonize']],
  );
  box.remove();
  return seen;
}"""


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_each_kind_of_move_runs_once_for_its_change_and_none_with_reduced_motion(
    site: str,  # noqa: F811
    device: Callable[..., Phone],  # noqa: F811
    motion: Any,
) -> None:
    phone = device(viewport=WIDE, reduced_motion=motion)
    page = phone.context.new_page()
    page.goto(site)
    page.wait_for_function("typeof window.edMorph === 'function'")
    start = page.evaluate("Object.values(window.edMotion).join(',')")
    assert start == "0,0,0"  # slides, turns, rolls: the home screen moved nothing
    seen = page.evaluate(KINDS)
    if motion == "reduce":
        assert seen == ["0,0,0"] * 6
    else:
        # The first drawing moves nothing; then the card slides into play and the one left in
        # the hand slides up into its place; the planet turns; the die rolls; their card
        # slides; three drawings in one frame turn the planet back, once.
        assert seen == ["0,0,0", "2,0,0", "2,1,0", "2,1,1", "3,1,1", "3,2,1"]
    phone.assert_quiet(site)
