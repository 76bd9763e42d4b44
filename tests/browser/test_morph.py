"""Keyed updates (static/morph.js): a draw patches the screen in place, and what it leaves is
exactly what a fresh drawing would have been (issue "Speed you can feel", point 3)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from .conftest import Session
from .test_play import END, played, start_game, wait_for

# In the page: each drawing patched into the one before, compared with it drawn afresh.
SAME_AS_FRESH = """(drawings) => {
  const live = document.createElement('div');
  const fresh = document.createElement('div');
  const differ = [];
  live.innerHTML = drawings[0];
  for (let i = 1; i < drawings.length; i++) {
    window.edMorph(live, drawings[i]);
    fresh.innerHTML = drawings[i];
    if (live.innerHTML !== fresh.innerHTML) differ.push(i);
  }
  return differ;
}"""

CONTROLS = """() => {
  const box = document.createElement('div');
  box.innerHTML = '<input id="a" value="one"><textarea id="b">first</textarea>'
    + '<select id="c"><option value="x">x</option><option value="y">y</option></select>'
    + '<input id="d" type="checkbox">';
  box.querySelector('#a').value = 'typed';
  box.querySelector('#b').value = 'typed';
  box.querySelector('#c').value = 'y';
  box.querySelector('#d').checked = true;
  const kept = box.querySelector('#a');
  window.edMorph(box, '<input id="a" value="two"><textarea id="b">second</textarea>'
    + '<select id="c"><option value="x">x</option><option value="y">y</option></select>'
    + '<input id="d" type="checkbox">');
  return [kept === box.querySelector('#a'), box.querySelector('#a').value,
    box.querySelector('#b').value, box.querySelector('#c').value, box.querySelector('#d').checked];
}"""


def test_every_drawing_of_a_game_patched_in_place_equals_a_fresh_one(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    session = new_session()
    with played(dist, session) as base:
        page = session.open(base)
        drawings = [page.evaluate("document.getElementById('screen').innerHTML")]  # home
        # The bots play once their worker is up (it starts after the first screen).
        page.wait_for_selector('body[data-worker="ready"]', state="attached", timeout=120_000)
        start_game(page, ["easy", "random", "easy"], seed=5)
        mark = "document.querySelector('#log-lines').edKept = true"
        page.wait_for_selector("#log-lines", state="attached")
        page.evaluate(mark)
        for _ in range(300):  # drawings as the game goes on, until a dozen differ
            page.wait_for_timeout(100)
            drawings.append(page.evaluate("document.getElementById('screen').innerHTML"))
            if len(set(drawings)) > 12:
                break
        # The log's list survived the draws of every move since: patched, not replaced.
        assert page.evaluate("document.querySelector('#log-lines').edKept === true")
        wait_for(page, END, timeout=300_000)
        drawings.append(page.evaluate("document.getElementById('screen').innerHTML"))
        drawings.append(drawings[0])  # back to home: a whole other screen
        assert len(set(drawings)) > 8
        assert page.evaluate(SAME_AS_FRESH, drawings) == []
        # Form controls take the drawn value, as fresh ones would, in the same nodes.
        assert page.evaluate(CONTROLS) == [True, "two", "second", "x", False]


DRAWS = "performance.getEntriesByName('draw', 'measure').length"


def test_a_draw_drops_the_focus_of_a_node_it_cannot_find_again(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    """A tapped planet (no id, no action) keeps its tooltip open while focused. Replacing the
    screen dropped that focus at the next draw; patching in place keeps the node, so the draw
    drops it itself, or the tooltip stays open over the planet's neighbours (the phone test)."""
    session = new_session()
    with played(dist, session) as base:
        page = session.open(base)
        start_game(page, ["human", "easy"], seed=7)
        page.wait_for_selector("#prompt [data-action]")
        planet = page.locator("#screen .planet[tabindex='0']").first
        planet.focus()
        assert planet.evaluate("node => node === document.activeElement")
        draws = page.evaluate(DRAWS)
        # A decision taken without moving the focus, as a bot's move or a timer would draw.
        page.evaluate("document.querySelector('#prompt [data-action]').click()")
        page.wait_for_function(f"{DRAWS} > {draws}")
        assert planet.evaluate("node => node.isConnected")  # patched, not replaced
        assert not planet.evaluate("node => node === document.activeElement")
        assert not planet.evaluate("node => node.matches(':focus-within')")
