"""Keyed updates (static/morph.js): a draw patches the screen in place, and what it leaves is
exactly what a fresh drawing would have been (issue "Speed you can feel", point 3). Its game
of three bots is also the suite's game of bots alone, played to the end screen."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from .conftest import Session
from .test_play import END, played, start_game, wait_for

# In the page: each drawing patched into the one before, compared with it drawn afresh. As
# the glue does (issue 34), a region the page shows as drawn (`edRegions`) goes across as a
# placeholder (tabletop/ui/regions.py `lighter`, here in JavaScript), and a drawing morph.js
# gives back goes across whole. Every other drawing the page then edits a seat's area (a
# class added, as mark_choices does): that region may not be skipped at the next drawing.
SAME_AS_FRESH = """(drawings) => {
  const live = document.createElement('div');
  const fresh = document.createElement('div');
  const differ = [];
  const counts = window.edMorph.regions;
  const before = {...counts};
  let placeholders = 0, edits = 0;
  live.innerHTML = drawings[0];
  for (let i = 1; i < drawings.length; i++) {
    const onPage = JSON.parse(window.edRegions(live));
    const lighter = document.createElement('template');
    lighter.innerHTML = drawings[i];
    for (const node of lighter.content.querySelectorAll('[data-region]')) {
      const name = node.getAttribute('data-region');
      if (!lighter.content.contains(node) || onPage[name] !== node.getAttribute('data-digest')) {
        continue;
      }
      const stand = document.createElement(node.tagName);
      stand.setAttribute('data-region', name);
      stand.setAttribute('data-digest', node.getAttribute('data-digest'));
      stand.setAttribute('data-unchanged', '');
      node.replaceWith(stand);
      placeholders += 1;
    }
    if (!window.edMorph(live, lighter.innerHTML)) window.edMorph(live, drawings[i]);
    fresh.innerHTML = drawings[i];
    if (live.innerHTML !== fresh.innerHTML) differ.push(i);
    const seat = live.querySelector('[data-region^="seat-"] *');
    if (i % 2 && seat) {
      seat.classList.add('edited-by-the-page');
      edits += 1;
    }
  }
  return {differ, placeholders, edits, skipped: counts.skipped - before.skipped,
    unkept: counts.unkept - before.unkept};
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


# The screen as each draw left it: a MutationObserver's callback comes after the task that
# changed the screen, one draw each (a PerformanceObserver's come in batches, many draws apart,
# where the draws are quick: the worker's page).
EACH_DRAWING = """() => {
  window.edDrawn = [];
  const screen = document.getElementById('screen');
  new MutationObserver(() => {
    if (new Set(window.edDrawn).size > 12) return;
    window.edDrawn.push(screen.innerHTML);
  }).observe(screen, { childList: true, subtree: true, attributes: true, characterData: true });
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
        # The table as each draw of the game left it, until a dozen differ: one move apart,
        # most regions unchanged (sampling by time missed moves and made the count of
        # placeholders below depend on the machine's speed).
        page.evaluate(EACH_DRAWING)
        page.wait_for_function("new Set(window.edDrawn).size > 12", timeout=120_000)
        drawings += page.evaluate("window.edDrawn")
        # The log's list survived the draws of every move since: patched, not replaced.
        assert page.evaluate("document.querySelector('#log-lines').edKept === true")
        wait_for(page, END, timeout=300_000)
        # Bots alone play to the end: a row and a line of the chart per seat, no choice left.
        rows = page.query_selector_all(".end table.scores tbody th")
        assert len(rows) == 3 and all(row.inner_text() for row in rows)
        assert len(page.query_selector_all(".end svg.chart polyline")) == 3
        assert page.query_selector("#prompt [data-action]") is None
        drawings.append(page.evaluate("document.getElementById('screen').innerHTML"))
        drawings.append(drawings[0])  # back to home: a whole other screen
        assert len(set(drawings)) > 8
        assert not any("data-unchanged" in drawing for drawing in drawings)
        # In the game itself, regions went across as placeholders, and were left alone.
        assert page.evaluate("window.edMorph.regions.skipped") > 20
        result = page.evaluate(SAME_AS_FRESH, drawings)
        assert result["differ"] == []
        assert result["placeholders"] > 20 and result["skipped"] == result["placeholders"]
        assert result["edits"] > 4 and result["unkept"] == 0
        # Form controls take the drawn value, as fresh ones would, in the same nodes.
        assert page.evaluate(CONTROLS) == [True, "two", "second", "x", False]


DRAWS = "performance.getEntriesByName('draw', 'measure').length"


# In the page: each call of focus() with the screen shown and how many draws had ended then,
# and how many had ended once the screen first showed the table.
FOCUS_CALLS = """() => {
  window.edFocusCalls = [];
  const draws = () => performance.getEntriesByName('draw', 'measure').length;
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function (...args) {
    window.edFocusCalls.push([document.body.dataset.screen, draws()]);
    return focus.apply(this, args);
  };
  new MutationObserver(() => {
    if (document.body.dataset.screen === 'table' && window.edTableAt === undefined) {
      window.edTableAt = draws();
    }
  }).observe(document.body, { attributes: true, attributeFilter: ['data-screen'] });
}"""


# In the page: the first drawing of each screen the worker sends, as it sent it.
FIRST_DRAWINGS = """() => {
  const worker = document.querySelector('script[type="py"][worker]').xworker;
  const receive = worker.onmessage;
  window.edFirstDrawings = {};
  worker.onmessage = (event) => {
    try {
      const message = JSON.parse(event.data);
      if (message.kind === 'draw' && !(message.screen in window.edFirstDrawings)) {
        window.edFirstDrawings[message.screen] = event.data;
      }
    } catch (error) {}
    receive(event);
  };
}"""
TWO_SCREENS_IN_ONE_TASK = """() => {
  const worker = document.querySelector('script[type="py"][worker]').xworker;
  const screens = Object.keys(window.edFirstDrawings);
  const form = screens.find((name) => !['home', 'table'].includes(name));
  document.activeElement.blur();
  for (const name of [form, 'table']) worker.onmessage({ data: window.edFirstDrawings[name] });
}"""


def test_a_draw_drops_the_focus_of_a_node_it_cannot_find_again(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    """A tapped planet (no id, no action) keeps its tooltip open while focused. Replacing the
    screen dropped that focus at the next draw; patching in place keeps the node, so the draw
    drops it itself, or the tooltip stays open over the planet's neighbours (the phone test).

    The first table takes the focus once shown, not in the task that draws it: the focus made
    that task lay the new screen out there and then (the game's first table, 63-80 ms, a long
    task in bench-ui's game)."""
    session = new_session()
    with played(dist, session) as base:
        page = session.open(base)
        page.evaluate(FOCUS_CALLS)
        page.evaluate(FIRST_DRAWINGS)
        start_game(page, ["human", "easy"], seed=7)
        page.wait_for_function("document.activeElement.closest('#prompt')")
        table_at = page.evaluate("window.edTableAt")
        calls = page.evaluate("window.edFocusCalls")
        assert table_at and any(screen == "table" for screen, _ in calls)
        assert all(draws >= table_at for screen, draws in calls if screen == "table")
        # Two new screens before a frame (the form, then the table, drawn in one task): the
        # focus taken once shown is the last screen's.
        page.evaluate(TWO_SCREENS_IN_ONE_TASK)
        page.wait_for_function("document.body.dataset.screen === 'table'")
        page.wait_for_function("document.activeElement.closest('#prompt')", timeout=5_000)
        page.wait_for_selector("#prompt [data-action]")  # the real game goes on from here
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


# In the page: a part gone from a drawing (the recap a new turn takes away) before the prompt,
# which holds the focus, and the hand; the prompt drawn whole, then as a placeholder.
GONE_PART = """() => {
  const results = [];
  for (const placeholder of [false, true]) {
    const box = document.createElement('div');
    document.body.prepend(box);
    const prompt = '<section data-region="prompt" data-digest="d1" id="p">'
      + '<button data-action="go">Go</button></section>';
    const stand = '<section data-region="prompt" data-digest="d1" data-unchanged></section>';
    const hand = '<ul><li data-key="card-a">a</li><li data-key="card-b">b</li></ul>';
    const recap = '<section data-region="recap" data-digest="r1"><p>Bob played</p></section>';
    window.edMorph(box, recap + prompt + hand);
    const nodes = [box.querySelector('#p'), box.querySelector('ul'), box.querySelector('li')];
    box.querySelector('button').focus();
    let blurs = 0;
    box.querySelector('button').addEventListener('blur', () => { blurs += 1; });
    const done = window.edMorph(box, (placeholder ? stand : prompt) + hand);
    results.push({
      done,
      blurred: blurs,
      same: [box.querySelector('#p'), box.querySelector('ul'), box.querySelector('li')]
        .every((node, i) => node === nodes[i]),
      focused: document.activeElement === box.querySelector('button'),
      html: box.innerHTML === prompt + hand,
    });
    box.remove();
  }
  return results;
}"""

# In the page: the cards moved by a drawing not measured (a new screen not yet shown), then by
# one measured: the slides each started at the next frame.
UNMEASURED = """async () => {
  const box = document.createElement('div');
  document.body.prepend(box);
  const [a, b] = ['<li data-key="a">a</li>', '<li data-key="b">b</li>'];
  const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  const slides = [];
  for (const measure of [false, true]) {
    window.edMorph(box, '<ul>' + a + b + '</ul>');
    await frame();
    const before = window.edMotion.slide;
    window.edMorph(box, '<ul>' + b + a + '</ul>', measure);
    await frame();
    slides.push(window.edMotion.slide - before);
  }
  box.remove();
  return slides;
}"""

# In the page: the prompt, focused, gone from the next drawing (the game's end).
PROMPT_GONE = """() => {
  const box = document.createElement('div');
  document.body.prepend(box);
  const hand = '<ul><li data-key="card-a">a</li></ul>';
  window.edMorph(box, '<section id="p"><button data-action="go">Go</button></section>' + hand);
  const button = box.querySelector('button');
  button.focus();
  const seen = [];
  button.addEventListener('blur', () => seen.push(box.querySelector('#scores') === null));
  window.edMorph(box, '<section id="scores"><table></table></section>' + hand);
  box.remove();
  return seen;
}"""


def test_a_part_gone_from_the_drawing_leaves_what_follows_in_place(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    """Walking on past a part gone from the drawing drew everything after it anew: at each new
    turn the recap went, and the prompt, the hand and the board were made again. The focused
    prompt's removal made the page lay itself out there and then: bench-ui's longest tasks,
    20-44 ms each. The part alone is removed now; what follows is the same nodes, focus kept."""
    session = new_session()
    with played(dist, session) as base:
        page = session.open(base)
        page.wait_for_function("typeof window.edMorph === 'function'")
        expected = {"done": True, "blurred": 0, "same": True, "focused": True, "html": True}
        assert page.evaluate(GONE_PART) == [expected, expected]
        # Before a new screen's first frame, a drawing measures nothing (the page has not laid
        # the screen out: its boxes would be laid out there and then) and so moves nothing.
        unmeasured, measured = page.evaluate(UNMEASURED)
        assert unmeasured == 0 and measured > 0
        # A focused node the drawing takes away lets go of the focus before the patch begins:
        # removed focused mid-patch, it made the page lay itself out there and then, with half
        # the drawing in (a third of the end screen's drawing in bench-ui's game).
        assert page.evaluate(PROMPT_GONE) == [True]
