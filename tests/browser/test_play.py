"""Playing in a real Chromium: clicks, hotseat, keyboard, small screens, saves, undo, bots.

Every test drives the built page the way a player would (the buttons of `#prompt`, the forms
of the home screens) and reads the DOM back; CPython only picks seeds and builds saves.
Each test also checks that the page stayed quiet (no console or page errors) and that no
request left its origin.

A page whose bots stop moving would make every wait run to its full timeout, so the waits
here fail early once the page has not redrawn for STALL_MS (a bot's decision, even a Hard
one in the worker, redraws the table within a few seconds).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from itertools import pairwise
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from playwright.sync_api import Page

import build
from eminent_domain.spec import SPEC
from eminent_domain.state import Config
from eminent_domain.ui.text import t
from tabletop.bots import make_bot
from tabletop.saves import SaveDoc, Seat
from tabletop.ui.session import Session as GameSession

from .conftest import SAVE_PREFIX, Session, wait_ready
from .test_site import other_origin_requests

WAIT_MS = 120_000  # generous: Pyodide on a busy two-core machine
STALL_MS = 20_000  # no redraw for this long while waiting: the page has stopped playing
HEARTBEAT_MS = 10_000
ARTIFACTS = Path(__file__).parent / "artifacts"

# A JS function body's result while waiting for a human: "decide" (a human's buttons are in
# #prompt), "pass" (hotseat privacy screen), "end" (final scores) or "error" (error screen).
# A #prompt marked stale is the one drawn before our last click, so it must have been redrawn.
DECIDE = """
  if (document.body.dataset.waiting) return false;  // the worker's page: an answer to come
  const screen = document.body.dataset.screen;
  if (screen === 'error') return 'error';
  if (screen === 'pass') return 'pass';
  if (document.querySelector('.end')) return 'end';
  const prompt = document.querySelector('#prompt');
  if (prompt && !prompt.dataset.stale && prompt.classList.contains('yours')
      && prompt.querySelector('[data-action]')) return 'decide';
  return false;
"""
REDRAWN = """
  if (document.body.dataset.screen === 'error') return 'error';
  const prompt = document.querySelector('#prompt');
  return prompt && !prompt.dataset.stale ? 'redrawn' : false;
"""
END = """
  if (document.body.dataset.screen === 'error') return 'error';
  return document.querySelector('.end') ? 'end' : false;
"""


# --- helpers ---------------------------------------------------------------------------------


@contextmanager
def played(dist: Path, session: Session) -> Iterator[str]:
    """Serve the site; afterwards check that the page stayed quiet and same-origin."""
    with build.serving(dist) as base:
        yield base
    assert session.recorder.console_errors == []
    assert session.recorder.page_errors == []
    assert session.recorder.requests, "the request listener saw nothing"
    assert other_origin_requests(session.recorder.requests, base) == []


def wait_for(page: Page, body: str, timeout: int = WAIT_MS, polling: Any = "raf") -> str:
    """Wait until the JS function `body` returns a truthy value and return it. Fails early,
    saying so, when the page has not redrawn `#screen` for STALL_MS meanwhile."""
    script = f"""() => {{
      const value = (() => {{ {body} }})();
      if (value) return value;
      const draws = performance.getEntriesByName('draw', 'measure').length;
      const now = performance.now();
      if (draws !== window.edDraws) {{ window.edDraws = draws; window.edLastDraw = now; }}
      return now - window.edLastDraw > {STALL_MS} ? 'stalled' : false;
    }}"""
    # A draw patches the screen in place (static/morph.js): draws are counted by the page's
    # own "draw" measures, not by new nodes.
    page.evaluate("window.edLastDraw = performance.now(); window.edDraws = -1")
    value = str(page.wait_for_function(script, timeout=timeout, polling=polling).json_value())
    if value == "error":
        details = page.input_value("#error-details")
        raise AssertionError(f"the page shows its error screen:\n{details}")
    assert value != "stalled", (
        f"the page stopped: no redraw for {STALL_MS} ms; prompt: "
        f"{page.inner_text('#prompt') if page.query_selector('#prompt') else '-'}"
    )
    return value


def wait_state(page: Page) -> str:
    return wait_for(page, DECIDE)


def start_game(
    page: Page,
    kinds: list[str],
    *,
    names: list[str] | None = None,
    seed: int | None = None,
    pause: str = "0",
) -> None:
    """Fill the New game form by mouse and start; waits for the table (or the pass screen)."""
    page.click("[data-command=new]")
    page.wait_for_selector("#new-game")
    if len(kinds) != 2:
        page.select_option("#players", str(len(kinds)))
        page.wait_for_selector(f'fieldset[data-seat="{len(kinds) - 1}"]:not([hidden])')
    for seat, kind in enumerate(kinds):
        page.select_option(f"#kind{seat}", kind)
        if names:
            page.fill(f"#name{seat}", names[seat])
    if seed is not None:
        page.fill("#seed", str(seed))
    page.select_option("#pause", pause)
    page.click("#new-game button[type=submit]")
    page.wait_for_function(
        "['table', 'pass'].includes(document.body.dataset.screen)", timeout=WAIT_MS
    )


def without_isolates(text: str) -> str:
    """A sentence without the FIRST STRONG / POP DIRECTIONAL ISOLATEs around its names."""
    return text.replace("\u2068", "").replace("\u2069", "")


def prompt_title(page: Page) -> str:
    return without_isolates(page.inner_text("#prompt-title"))


def legal_actions(page: Page) -> list[str]:
    return page.eval_on_selector_all(
        "#prompt [data-action]", "els => els.map(e => e.dataset.action)"
    )


def hand_keys(page: Page) -> list[str]:
    return page.eval_on_selector_all(".hand .card", "els => els.map(e => e.dataset.card)")


def mark_prompt_stale(page: Page) -> None:
    page.evaluate("document.querySelector('#prompt').dataset.stale = '1'")


def click_action(page: Page, action: str) -> str:
    """Click one of the prompt's buttons and wait for the next decision a human can see."""
    mark_prompt_stale(page)
    page.click(f'#prompt [data-action="{action}"]')
    return wait_state(page)


def log_count(page: Page) -> int:
    """How many log lines there are in all (the list shows the newest 80, numbered)."""
    return int(
        page.evaluate(
            """() => {
              const ol = document.querySelector('.log-lines');
              return ol ? ol.start - 1 + ol.children.length : 0;
            }"""
        )
    )


def stored_saves(page: Page) -> dict[str, str]:
    return page.evaluate(
        """(prefix) => Object.fromEntries(Object.keys(localStorage)
              .filter((k) => k.startsWith(prefix))
              .map((k) => [k, localStorage.getItem(k)]))""",
        SAVE_PREFIX,
    )


def decisions_saved(page: Page) -> int:
    """Decisions in the newest autosave's record (every decision is saved at once)."""
    docs = [json.loads(text) for text in stored_saves(page).values()]
    return max((len(doc["record"]["actions"]) for doc in docs), default=0)


def prompt_kind(title: str) -> str:
    """The kind of decision a prompt title names (describe.prompt_title's sentences)."""
    text = title.split(": ", 1)[-1]
    if "action phase" in text or "another Action card" in text:
        return "action"
    if text.startswith("lead a role"):
        return "lead"
    if text.startswith("boost"):
        return "boost-follow" if "(following)" in text else "boost-lead"
    if text.startswith("follow or dissent"):
        return "follow"
    if "choose a planet to keep" in text:
        return "survey"
    if text.startswith("Colonize"):
        return "colonize"
    if text.startswith(("clean-up", "discard down")):
        return "cleanup"
    return "other"


def variety_policy(actions: list[str], kind: str, hand: list[str], taken: list[str]) -> str:
    """A small player that tries each kind of decision: play a card once, lead roles it can
    boost (Survey and Colonize first), always boost, follow then dissent, settle if it can."""
    verbs = Counter(action.split()[0] for action in taken)
    if kind == "action":
        cards = [a for a in actions if a.startswith("act ")]
        if cards and verbs["act"] == 0:
            return cards[0]
        return "skip" if "skip" in actions else actions[0]
    if kind == "lead":
        order = []
        if verbs["keep"] == 0:
            order.append("survey")
        if not (verbs["colonies"] or verbs["settle"] or verbs["tuck"]):
            order.append("colonize")
        order += ["survey", "colonize", "warfare", "produce", "trade", "research"]
        for role in order:
            if f"lead {role}" in actions and role in hand:
                return f"lead {role}"
        return actions[0]
    if kind in ("boost-lead", "boost-follow"):
        boosts = [a for a in actions if a.startswith("boost ")]
        return boosts[0] if boosts else "done"
    if kind == "follow":
        if verbs["follow"] == 0:
            return "follow"
        if verbs["dissent"] == 0:
            return "dissent"
        return "follow" if verbs["follow"] <= verbs["dissent"] else "dissent"
    if kind == "colonize":
        settles = [a for a in actions if a.startswith("settle ")]
        return settles[0] if settles else actions[0]
    return quick_policy(actions)


def quick_policy(actions: list[str]) -> str:
    """Get through a turn: skip the Action, end boosts and the clean-up, else the first."""
    for action in ("skip", "done"):
        if action in actions:
            return action
    return actions[0]


def play_turns(page: Page, turns: int) -> list[tuple[str, str]]:
    """Play the human's decisions with the variety policy until `turns` clean-ups are done,
    stopping at the human's next decision; returns the (prompt kind, action) pairs."""
    taken: list[str] = []
    record: list[tuple[str, str]] = []
    state = wait_state(page)
    done = 0
    while state == "decide" and done < turns:
        kind = prompt_kind(prompt_title(page))
        action = variety_policy(legal_actions(page), kind, hand_keys(page), taken)
        taken.append(action)
        record.append((kind, action))
        state = click_action(page, action)
        done += kind == "cleanup" and action == "done"
    assert state == "decide", (state, record)
    return record


def save_text(
    seats: list[Seat], seed: int, at_least: int, name: str = "Mid-game", human_to_move: bool = True
) -> str:
    """A save document built in CPython: Easy bots play every seat for `at_least` decisions
    (then on until a human is to decide, if asked)."""
    session = GameSession.new(SPEC, Config(len(seats)).to_dict(), seed, seats)
    bots = [make_bot("easy", SPEC, seed * 10 + seat) for seat in range(len(seats))]
    while not session.game.is_over:
        seat = session.game.current_player
        assert seat is not None
        if len(session.steps) >= at_least and (not human_to_move or session.is_human(seat)):
            break
        session.apply(bots[seat].choose(session.view(seat)))
    when = "2026-01-02T03:04:05+00:00"
    return SaveDoc(name, when, when, tuple(seats), False, session.record).to_json()


def open_with_saves(session: Session, base: str, items: dict[str, str]) -> Page:
    """Load the game with texts put in its localStorage before any of its scripts run (once
    per tab: a reload finds whatever the page left there)."""
    origin = "{}://{}".format(*urlsplit(base)[:2])
    page = session.context.new_page()
    page.add_init_script(
        f"""if (location.origin === {json.dumps(origin)} && !sessionStorage.getItem("edSeeded")) {{
          sessionStorage.setItem("edSeeded", "1");
          for (const [key, text] of Object.entries({json.dumps(items)})) {{
            localStorage.setItem(key, text);
          }}
        }}"""
    )
    page.goto(base)
    wait_ready(page)
    return page


def watch_progress(page: Page, selector: str) -> None:
    """From now on, note each value a progress bar is given, at every change of the page
    (not at every frame: quick games drawn by the app's worker can come several to a frame,
    and each drawing counts). Called before the click that starts the work: four quick lab
    games were all played before a watch begun after the bar appeared."""
    page.evaluate(
        """(selector) => {
             const values = (window.edProgress = new Set());
             const look = () => {
               const bar = document.querySelector(selector);
               if (bar) values.add(Number(bar.value));
             };
             new MutationObserver(look).observe(
               document.body, { subtree: true, childList: true, attributes: true });
           }""",
        selector,
    )


def progress_values(page: Page, selector: str) -> list[float]:
    """The values the watched bar (watch_progress) was given, once it is full or gone."""
    page.wait_for_function(
        """(selector) => { const bar = document.querySelector(selector);
                           return !bar || bar.value >= bar.max; }""",
        arg=selector,
        timeout=WAIT_MS,
    )
    return list(page.evaluate("[...window.edProgress]"))


def no_horizontal_scroll(page: Page) -> int:
    return int(page.evaluate("document.documentElement.scrollWidth"))


# --- 1. a solo game by clicking ----------------------------------------------------------------

SOLO_SEED = 1  # with the variety policy every kind of decision comes up in the first turns


def test_solo_game_by_clicking_then_reload_shows_the_same_table(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    session = new_session()
    with played(dist, session) as base:
        page = session.open(base)
        start_game(page, ["human", "easy"], names=["Ada", "Rob"], seed=SOLO_SEED)
        record = play_turns(page, 3)
        pairs = {(kind, action.split()[0]) for kind, action in record}
        assert ("action", "act") in pairs, record
        assert any(
            record[i][1].startswith("lead ") and record[i + 1][1].startswith("boost ")
            for i in range(len(record) - 1)
        ), record
        assert ("follow", "follow") in pairs, record
        assert ("follow", "dissent") in pairs, record
        assert ("survey", "keep") in pairs, record
        assert {"colonies", "settle", "tuck"} & {verb for _, verb in pairs}, record
        assert ("cleanup", "done") in pairs, record

        # The human is deciding: after a reload, the same table and log come back by
        # themselves, the toolbar (with the bots' pause) included. First as a picture,
        # painted before Python is up, that nothing can be done with...
        page.wait_for_selector("body[data-worker]", state="attached", timeout=WAIT_MS)
        table = "#screen > nav, .table-main > *, .table-side > *"  # the table and its log
        before = page.eval_on_selector_all(table, "els => els.map(e => e.outerHTML)")
        assert len(before) >= 5
        prompt = page.inner_text("#prompt")
        page.reload(wait_until="commit")
        page.wait_for_selector("body[data-resuming] #screen #prompt", state="attached")
        resuming = page.evaluate(
            """() => ({
              ready: document.body.dataset.ready || '',
              inert: document.getElementById('screen').inert,
              note: document.getElementById('resume-note').textContent,
              boot: document.getElementById('boot').hidden,
              prompt: document.getElementById('prompt').innerText,
            })"""
        )
        assert resuming == {
            "ready": "",
            "inert": True,
            "note": "Starting…",
            "boot": True,
            "prompt": prompt,
        }
        # ...then alive, the same, with no Continue to click.
        wait_ready(page)
        page.wait_for_selector("body[data-worker]", state="attached", timeout=WAIT_MS)
        assert wait_state(page) == "decide"
        assert page.evaluate("document.getElementById('screen').inert") is False
        assert page.query_selector("#resume-note, body[data-resuming]") is None
        after = page.eval_on_selector_all(table, "els => els.map(e => e.outerHTML)")
        assert after == before


def test_reload_keeps_the_bots_pause(dist: Path, new_session: Callable[..., Session]) -> None:
    session = new_session()
    with played(dist, session) as base:
        page = session.open(base)
        # A game with a bot: hotseat between humans has no bots' pause to show.
        start_game(page, ["human", "easy"], names=["Ada", "Rob"], seed=3, pause="0")
        assert page.input_value("#pause-live") == "0"
        page.reload()
        wait_ready(page)  # the table left comes back by itself
        page.wait_for_selector("#pause-live")
        assert page.input_value("#pause-live") == "0"


# --- 2. hotseat privacy ------------------------------------------------------------------------

HOTSEAT_SEED = 3  # Ada (seat 0) has the first decision


def test_hotseat_hides_the_table_until_the_next_player_confirms(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    session = new_session()
    with played(dist, session) as base:
        page = session.open(base)
        start_game(page, ["human", "human"], names=["Ada", "Bea"], seed=HOTSEAT_SEED)
        assert wait_state(page) == "pass"  # not even the first hand is shown unasked
        assert "Pass the device to Ada" in page.inner_text("#screen")
        page.click("[data-command=reveal]")
        assert wait_state(page) == "decide"
        assert "Ada (you)" in page.inner_text(".empire.mine h3")
        assert prompt_title(page).startswith("Ada:")
        state = "decide"
        for _ in range(20):  # Ada's action phase, lead and boost, then Bea must follow
            state = click_action(page, quick_policy(legal_actions(page)))
            if state != "decide":
                break
        assert state == "pass"
        assert page.evaluate("document.body.dataset.screen") == "pass"
        assert "Pass the device to Bea" in page.inner_text("#screen")
        for hidden in (".hand", ".card", "[data-action]", "#prompt", ".empire"):
            assert page.query_selector(hidden) is None, hidden

        page.click("[data-command=reveal]")
        assert wait_state(page) == "decide"
        assert "Bea (you)" in page.inner_text(".empire.mine h3")
        assert prompt_title(page).startswith("Bea:")
        assert page.query_selector(".hand .card") is not None
        # Bea decides; the device goes back to Ada behind the same screen.
        state = click_action(page, "dissent")
        assert state == "pass"
        assert "Pass the device to Ada" in page.inner_text("#screen")
        assert page.query_selector(".card") is None


# --- 3. keyboard only ----------------------------------------------------------------------------

# Player 1 (seat 0) starts; the Easy bot dissents on their Survey.
KEYBOARD_SEED = 4
# The prompt and its first choice are inside the viewport.
PROMPT_IN_VIEW = """() => {
  const prompt = document.querySelector('#prompt');
  const choice = document.querySelector('#prompt [data-action]');
  const box = prompt.getBoundingClientRect();
  const first = choice.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= innerHeight + 1 && first.top >= 0
         && first.bottom <= innerHeight + 1;
}"""

ACTIVE_JS = """() => {
  const el = document.activeElement;
  return {
    tag: el ? el.tagName : '', id: el ? el.id : '',
    action: el && el.dataset ? el.dataset.action || '' : '',
    command: el && el.dataset ? el.dataset.command || '' : '',
    type: el && el.type ? el.type : '',
    outline: el && el !== document.body ? getComputedStyle(el).outlineStyle : 'none',
  };
}"""


class Keyboard:
    """Moves the focus with Tab / Shift+Tab only, noting whether focus was ever outlined."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.outlined = 0
        self.presses: Counter[str] = Counter()

    def active(self) -> dict[str, str]:
        return self.page.evaluate(ACTIVE_JS)

    def press(self, key: str) -> dict[str, str]:
        self.page.keyboard.press(key)
        self.presses[key] += 1
        active = self.active()
        self.outlined += active["outline"] not in ("none", "")
        return active

    def tab_to(self, wanted: Callable[[dict[str, str]], bool], limit: int = 60) -> None:
        """Tab forward until `wanted(active element)`; if the end is reached, go back."""
        if wanted(self.active()):
            return
        for key in ("Tab", "Shift+Tab"):
            for _ in range(limit):
                if wanted(self.press(key)):
                    return
        raise AssertionError(f"no focusable element as wanted; focus on {self.active()}")


def test_after_a_keyboard_decision_the_focus_is_on_the_next_prompt(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    session = new_session()
    with played(dist, session) as base:
        page = session.open(base)
        start_game(page, ["human", "easy"], names=["Ada", "Rob"], seed=KEYBOARD_SEED)
        assert wait_state(page) == "decide"
        page.focus('#prompt [data-action="skip"]')
        mark_prompt_stale(page)
        page.keyboard.press("Enter")
        assert wait_state(page) == "decide"
        assert prompt_title(page).startswith("Ada: lead a role")
        focused = page.evaluate(ACTIVE_JS)
        assert focused["action"].startswith("lead "), focused


# --- 4. small screen and screenshots -------------------------------------------------------------


def test_small_screen_has_no_horizontal_scroll_and_screenshots(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    mid_game = save_text([Seat("Ada", "human"), Seat("Rob", "bot", "easy")], seed=5, at_least=60)
    session = new_session()
    with played(dist, session) as base:
        page = open_with_saves(session, base, {SAVE_PREFIX + "mid": mid_game})
        page.set_viewport_size({"width": 375, "height": 812})
        assert page.evaluate("document.body.dataset.screen") == "home"
        assert no_horizontal_scroll(page) <= 375
        page.click("[data-command=new]")
        page.wait_for_selector("#new-game")
        assert no_horizontal_scroll(page) <= 375
        page.click("[data-command=home]")
        page.click("[data-command=continue]")
        assert wait_state(page) == "decide"
        assert page.query_selector(".hand .card") is not None
        assert no_horizontal_scroll(page) <= 375
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "table-375.png"), full_page=True)
        page.set_viewport_size({"width": 1280, "height": 800})
        assert no_horizontal_scroll(page) <= 1280
        page.screenshot(path=str(ARTIFACTS / "table-1280.png"), full_page=True)
    for name in ("table-375.png", "table-1280.png"):
        assert (ARTIFACTS / name).stat().st_size > 10_000


def test_the_newest_log_line_is_in_view(dist: Path, new_session: Callable[..., Session]) -> None:
    mid_game = save_text([Seat("Ada", "human"), Seat("Rob", "bot", "easy")], seed=5, at_least=60)
    session = new_session()
    with played(dist, session) as base:
        page = open_with_saves(session, base, {SAVE_PREFIX + "mid": mid_game})
        page.click("[data-command=continue]")
        assert wait_state(page) == "decide"
        box = page.evaluate(
            """() => {
              const list = document.querySelector('.log-lines');
              const outer = list.getBoundingClientRect();
              // Newest first: the first line is the latest event, numbered last.
              const newest = list.firstElementChild;
              const last = newest.getBoundingClientRect();
              return {
                overflows: list.scrollHeight > list.clientHeight,
                visible: last.top >= outer.top - 1 && last.bottom <= outer.bottom + 1,
                numbered: list.hasAttribute('reversed'),
              };
            }"""
        )
        assert box["overflows"]  # the log is longer than its box: the question is which part
        assert box["visible"]
        assert box["numbered"]


# --- 5. a corrupted save is kept ---------------------------------------------------------------

# Cut short and with non-ASCII text and odd spacing, so any rewrite would show.
BROKEN = '{"format": "eminent-domain-save/1", "name": "Zoë\u2019s game ✓",\n\t"seats": [  '


def test_corrupted_save_is_listed_and_kept_and_the_good_one_opens(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    good = save_text(
        [Seat("Ada", "human"), Seat("Rob", "bot", "easy")], seed=6, at_least=10, name="Good one"
    )
    items = {SAVE_PREFIX + "good": good, SAVE_PREFIX + "broken": BROKEN}
    session = new_session()
    with played(dist, session) as base:
        page = open_with_saves(session, base, items)
        page.click("[data-command=saves]")
        page.wait_for_selector(".slots")
        broken = page.query_selector('.slot.broken[data-slot="broken"]')
        assert broken is not None
        text = broken.inner_text()
        assert "Unreadable save “broken”" in text
        assert "not valid JSON" in text
        assert "kept aside untouched" in text
        assert broken.query_selector("[data-command=open]") is None
        assert page.query_selector('.slot.broken[data-slot="good"]') is None
        assert "Good one" in page.inner_text('.slot[data-slot="good"]')
        assert stored_saves(page) == items

        page.click('[data-command=open][data-slot="good"]')
        page.wait_for_function("document.body.dataset.screen === 'table'", timeout=WAIT_MS)
        assert "Ada (you)" in page.inner_text(".empire.mine h3")
        assert stored_saves(page)[SAVE_PREFIX + "broken"] == BROKEN


# --- 6. undo -----------------------------------------------------------------------------------

UNDO_SEED = KEYBOARD_SEED  # Ada starts; Rob dissents on her Survey


def test_undo_takes_back_a_decision_until_cards_are_drawn_or_the_bot_acts(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    session = new_session()
    with played(dist, session) as base:
        page = session.open(base)
        start_game(page, ["human", "easy"], names=["Ada", "Rob"], seed=UNDO_SEED)
        assert wait_state(page) == "decide"
        assert prompt_title(page).startswith("Ada: action phase")
        assert page.query_selector("[data-command=undo]") is None
        prompt_before = page.inner_html("#prompt")

        assert click_action(page, "skip") == "decide"
        assert prompt_title(page).startswith("Ada: lead a role")
        assert page.is_visible("[data-command=undo]")
        mark_prompt_stale(page)
        page.click("[data-command=undo]")
        assert wait_state(page) == "decide"
        assert page.inner_html("#prompt") == prompt_before
        assert "Undo was used in this game." in page.inner_text("#screen")

        # Play the turn through: after a decision that reveals something (Survey's planets)
        # or once the bot has acted, nothing can be taken back.
        steps = []
        while True:
            kind = prompt_kind(prompt_title(page))
            action = quick_policy(legal_actions(page))
            steps.append((kind, action, page.query_selector("[data-command=undo]") is not None))
            if kind == "cleanup":
                break
            assert click_action(page, action) == "decide"
        assert [(k, u) for k, _, u in steps] == [
            ("action", False),  # the turn's first decision: nothing of Ada's to take back
            ("lead", True),  # after "skip"
            ("boost-lead", True),  # after "lead survey" (took a card from a public stack)
            # The Survey's one planet was kept for Ada (her only choice), and it was seen;
            # Rob has acted (dissented) meanwhile.
            ("cleanup", False),
        ], steps
        # A discard reveals nothing: it can be taken back; the draw that ends the turn cannot.
        discard = next(a for a in legal_actions(page) if a.startswith("discard "))
        assert click_action(page, discard) == "decide"
        assert prompt_kind(prompt_title(page)) == "cleanup"
        assert page.is_visible("[data-command=undo]")
        assert "draw 1 card" in page.inner_text('#prompt [data-action="done"]')
        saved = decisions_saved(page)
        mark_prompt_stale(page)
        page.click('#prompt [data-action="done"]')
        wait_for(page, REDRAWN)
        assert page.query_selector("[data-command=undo]") is None  # the clean-up drew a card
        wait_for(page, f"return (() => {{ {decisions_js()} }})() > {saved + 1}")
        assert page.query_selector("[data-command=undo]") is None  # and Rob has acted since
        docs = [json.loads(text) for text in stored_saves(page).values()]
        assert [doc["undo_used"] for doc in docs] == [True]


def decisions_js() -> str:
    """JS statements returning the decisions in the newest save (as decisions_saved)."""
    return f"""
      const counts = Object.keys(localStorage)
        .filter((k) => k.startsWith({json.dumps(SAVE_PREFIX)}))
        .map((k) => JSON.parse(localStorage.getItem(k)).record.actions.length);
      return Math.max(0, ...counts);
    """


# --- 7. the main thread stays free while a Hard bot thinks -------------------------------------

HEARTBEAT_JS = """() => {
  const beat = { start: performance.now(), last: performance.now(), max: 0, ticks: 0, think: 0 };
  window.edHeartbeat = beat;
  // The page notes how long each bot's answer took: keep the longest.
  new MutationObserver(() => {
    beat.think = Math.max(beat.think, Number(document.body.dataset.lastThinkMs || 0));
  }).observe(document.body, { attributes: true, attributeFilter: ['data-last-think-ms'] });
  setInterval(() => {
    const now = performance.now();
    beat.max = Math.max(beat.max, now - beat.last);
    beat.last = now;
    beat.ticks += 1;
  }, 10);
}"""


def start_bots_with_worker(page: Page, kinds: list[str], seed: int) -> None:
    page.wait_for_selector("body[data-worker]", state="attached", timeout=WAIT_MS)
    assert page.get_attribute("body", "data-worker") == "ready"
    start_game(page, kinds, names=["Bot A", "Bot B"], seed=seed)


def test_main_thread_never_stalls_while_a_hard_bot_thinks(
    dist: Path, new_session: Callable[..., Session], record_property: Callable[..., None]
) -> None:
    session = new_session()
    with played(dist, session) as base:
        page = session.open(base)
        start_bots_with_worker(page, ["hard", "easy"], seed=8)
        page.evaluate(HEARTBEAT_JS)
        wait_for(
            page,
            f"return performance.now() - window.edHeartbeat.start >= {HEARTBEAT_MS}",
            polling=200,
        )
        beat = page.evaluate("window.edHeartbeat")
        decided = decisions_saved(page)
        record_property("heartbeat_max_gap_ms", round(beat["max"], 1))
        print(
            f"\nheartbeat: largest gap {beat['max']:.1f} ms over {beat['ticks']} ticks; "
            f"{decided} decisions, the longest answer took {beat['think']:.0f} ms"
        )
        assert decided >= 10  # the game really went on meanwhile
        assert beat["think"] >= 200  # and the Hard bot did think at length meanwhile
        assert beat["ticks"] > 0
        # A bot thinking on the page's thread in one go would stop the heartbeat for the whole
        # of its answer; through the worker the longest gap is a redraw's. Compared with the
        # longest answer measured in the same run, so a slower or busier machine changes
        # neither side alone (the absolute gap is recorded above, a figure rather than a timed
        # test). On the machine alone: gaps of 76-116 ms against answers of 322-387 ms. With
        # the browser's tests in two streams a redraw reached 606 ms against an 805 ms answer
        # (the app's worker thinks and draws in one interpreter), and 400 ms of 1,047 ms when
        # the page's glue drew: below the answer, not below half of it.
        assert beat["max"] < beat["think"]


BEATS_JS = """() => {
  window.edBeats = [];
  new MutationObserver(() => {
    const data = document.body.dataset;
    window.edBeats.push({ asked: Number(data.botAskedMs), think: Number(data.lastThinkMs),
                          shown: Number(data.botShownMs), beat: Number(data.botBeatMs) });
  }).observe(document.body, { attributes: true, attributeFilter: ['data-bot-shown-ms'] });
}"""


def test_a_bot_thinks_during_the_beat_that_shows_the_last_move(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    """Speed you can feel, point 5: a bot is asked as soon as its turn comes, and its answer
    is shown once the beat after the last move is over (the pause, or a quarter of it between
    one bot's decisions in a row); the wait is the longer of beat and thinking, not their sum
    (it used to be the pause, then the thinking)."""
    pause = 700
    session = new_session()
    with played(dist, session) as base:
        page = session.open(base)
        start_bots_with_worker(page, ["hard", "hard"], seed=8)
        page.evaluate(BEATS_JS)
        page.select_option("#pause-live", str(pause))
        wait_for(page, "return window.edBeats.length >= 30", polling=200)
        beats = page.evaluate("window.edBeats")[2:]  # after the pause was set
    pairs = list(pairwise(beats))
    assert {after["beat"] for _, after in pairs} == {pause, pause // 4}, beats
    # Answers that took a while after a whole pause: the Hard bots' thinking varies with the
    # machine (from about 150 to 900 ms here), so "a while" is 150 ms.
    long = [(b, a) for b, a in pairs if a["beat"] == pause and a["think"] >= 150]
    assert long, beats  # the Hard bots thought at length after a whole pause at least once
    for before, after in pairs:
        # Asked while the last move was still on show, within the beat.
        assert after["asked"] - before["shown"] < after["beat"] - 20, (before, after)
        # Shown after the beat, however quick the answer.
        assert after["shown"] - before["shown"] >= after["beat"] - 20, (before, after)
    for before, after in long:
        # A long answer is not added to the beat: shown before beat + thinking (the old order,
        # the pause then the thinking, took that and a draw more).
        assert after["shown"] - before["shown"] < pause + after["think"] - 50, (before, after)


# --- 8. no worker: the bots think on the page --------------------------------------------------


def test_without_a_worker_bots_play_on_the_page(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    """The page's own Python glue (`?shell=page`, the worker's fallback) with no bots' worker
    either (`noworker`): the bots think on the page, in slices, and the table says so."""
    session = new_session()
    with played(dist, session) as base:
        page = session.open(base + "?shell=page&noworker")
        assert page.get_attribute("body", "data-worker") == "failed"
        # A pause keeps the game going while it is checked: without one, these two bots end
        # it within seconds of the 20th decision, and a finished game has no bot to announce.
        start_game(page, ["easy", "medium"], names=["Eve", "Max"], seed=10, pause="300")
        assert t("table.no_worker") in page.inner_text("#screen")
        lines = log_count(page)
        wait_for(page, f"return (() => {{ {decisions_js()} }})() >= 20")
        assert log_count(page) > lines
        assert t("table.no_worker") in page.inner_text("#screen")


def test_clicks_beside_the_buttons_change_nothing(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    """A click on text, another player's area or the footer finds no control (a JS null in
    Python) and must leave the table as it is, with no error screen. (The viewer's own
    cards may be targets of a choice now: tests/browser/test_phone.py taps them.)"""
    session = new_session()
    with played(dist, session) as base:
        page = session.open(base)
        start_game(page, ["human", "easy"], names=["Ada", "Rob"], seed=KEYBOARD_SEED)
        assert wait_state(page) == "decide"
        before = page.inner_html("#prompt")
        assert page.locator(".empire:not(.mine) [data-pick], .central h2[data-pick]").count() == 0
        for selector in ("#prompt h2", ".empire:not(.mine) .counts", ".central h2", "footer"):
            page.click(selector)
        assert page.evaluate("document.body.dataset.screen") == "table"
        assert page.inner_html("#prompt") == before
