"""Game links, the replay viewer and rules demos in a real Chromium.

A finished game is played in CPython (Easy bots), written as a `#game=eminent-domain.1.…` link
and opened in the page: the replay steps, jumps, plays by itself, branches into a new local
game, makes a rules demo; a damaged link shows its reason and touches no save (every built-in
demo played inside an iframe of another origin is tests/browser/test_embed.py's). Each test
also checks that the page stayed quiet (no console or page errors) and that no request left the
expected origins.
"""

from __future__ import annotations

import base64
import functools
import json
import re
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

from eminent_domain.spec import SPEC
from eminent_domain.state import Config
from eminent_domain.ui.text import t
from tabletop import links
from tabletop import record as records
from tabletop.bots import make_bot
from tabletop.saves import INDEX_KEY, Seat
from tabletop.ui.autosave import SETTINGS_KEY
from tabletop.ui.replay import Replay
from tabletop.ui.session import Session as GameSession

from .conftest import Session, scoped, wait_ready
from .test_play import (
    SAVE_PREFIX,
    WAIT_MS,
    click_action,
    decisions_js,
    decisions_saved,
    legal_actions,
    open_with_saves,
    played,
    prompt_kind,
    prompt_title,
    quick_policy,
    save_text,
    start_game,
    stored_saves,
    wait_state,
)

GAME_SEED = 5  # a 2-player game of Easy bots: 339 decisions, 20 rounds
POSITION = re.compile(r"Move (\d+) of (\d+) · round (\d+)")
POSITION_JS = """() => {
  const p = document.querySelector('.replay-controls .position');
  const m = p && p.textContent.match(/Move (\\d+) of/);
  return m ? Number(m[1]) : -1;
}"""
# A pause must stop auto-play: after it, no step may come for several of its beats (the
# fastest beat is 0.3 s, the default 0.7 s). A negative can only be checked over time.
PAUSED_WINDOW_MS = 2_500


# --- games and links ---------------------------------------------------------------------------


@functools.cache
def finished_game(seed: int = GAME_SEED) -> tuple[Config, int, tuple[str, ...]]:
    """A whole 2-player game between Easy bots, played in CPython."""
    config = Config(2)
    seats = [Seat("A", "bot", "easy"), Seat("B", "bot", "easy")]
    session = GameSession.new(SPEC, config.to_dict(), seed, seats)
    bots = [make_bot("easy", SPEC, seed * 10 + seat) for seat in range(2)]
    while not session.game.is_over:
        seat = session.game.current_player
        assert seat is not None
        session.apply(bots[seat].choose(session.view(seat)))
    return config, seed, tuple(session.record["actions"])


def game_payload() -> str:
    config, seed, actions = finished_game()
    return links.encode(records.make(SPEC, config.to_dict(), seed, list(actions)))


def game_record() -> dict[str, Any]:
    return links.decode(game_payload())


def round_starts() -> list[int]:
    return Replay.of(game_record()).round_starts()


def raw_link(data: bytes) -> str:
    """A `v1.` payload (the layout before the core) around hand-made bytes (varints before
    compression)."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = compressor.compress(data) + compressor.flush()
    return "v1." + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def link_error(payload: str) -> str:
    """What the page must say about a bad payload: the decoder's own reason, in a sentence."""
    with pytest.raises(links.LinkError) as caught:
        links.decode(payload)
    return t("link.reason", reason=str(caught.value))


def tampered_payload() -> str:
    """The game's link with characters of its middle changed (still link characters)."""
    payload = game_payload()
    middle = len(payload) // 2
    for offset in range(40):
        at = middle + offset
        swapped = "A" if payload[at] != "A" else "B"
        candidate = payload[:at] + swapped + swapped + payload[at + 2 :]
        try:
            links.decode(candidate)
        except links.LinkError:
            return candidate
    raise AssertionError("every change still decoded to a game")


# --- page helpers ------------------------------------------------------------------------------


def position(page: Page) -> tuple[int, int, int]:
    """(move, total, round) of the replay's position line."""
    text = page.inner_text(".replay-controls .position")
    match = POSITION.fullmatch(text.strip())
    assert match, text
    return int(match[1]), int(match[2]), int(match[3])


def wait_position(page: Page, move: int) -> None:
    page.wait_for_function(f"({POSITION_JS})() === {move}", timeout=WAIT_MS)


def jump_to_round(page: Page, start: int) -> None:
    """Choose the round that begins at move `start` and wait for the replay to be there."""
    page.select_option("#replay-round", str(start))
    wait_position(page, start)


def replay_click(page: Page, command: str, then: int) -> None:
    page.click(f"[data-command={command}]")
    wait_position(page, then)


def open_link(session: Session, base: str, payload: str) -> Page:
    page = session.open(base + "#game=" + payload)
    assert page.get_attribute("body", "data-screen") == "replay"
    return page


def set_hash(page: Page, fragment: str) -> None:
    page.evaluate("(fragment) => { location.hash = fragment; }", fragment)


def local_storage(page: Page) -> dict[str, str]:
    """What the page keeps, less the saves' index (a cache of their summaries that listing
    the saves may write: it is no save and no setting)."""
    stored = page.evaluate(
        "() => Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)]))"
    )
    stored.pop(scoped(page.url, INDEX_KEY), None)
    return dict(stored)


def screen_is(page: Page, *screens: str) -> None:
    page.wait_for_function(
        f"{json.dumps(list(screens))}.includes(document.body.dataset.screen)", timeout=WAIT_MS
    )


# --- 1. a game link: step, jump, auto-play -----------------------------------------------------


def test_a_game_link_opens_its_replay_at_the_end_and_steps_through_it(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    payload = game_payload()
    total = len(finished_game()[2])
    starts = round_starts()
    session = new_session()
    with played(dist, session) as base:
        page = open_link(session, base, payload)
        assert position(page) == (total, total, len(starts))
        assert t("end.title") in page.inner_text("#screen")
        assert page.query_selector(".end table.scores") is not None
        # The link is whole (this page's address) and is the very link that was opened.
        link = page.input_value("#share-link")
        assert link.startswith(("http://", "https://")), link
        assert "#game=eminent-domain.1." in link
        assert link == base + "#game=" + payload
        # A finished game can be seen by either player or with every hand open.
        seats = page.eval_on_selector_all("#replay-seat option", "els => els.map(e => e.value)")
        assert seats == ["0", "1", "open"]

        replay_click(page, "replay-first", 0)
        for move in (1, 2, 3):
            replay_click(page, "replay-forward", move)
        replay_click(page, "replay-back", 2)
        assert position(page) == (2, total, 1)
        assert page.inner_text(".replay-controls .position") == t(
            "replay.position", step=2, total=total, round=1
        )

        jump_to_round(page, starts[2])
        assert position(page) == (starts[2], total, 3)
        assert page.input_value("#replay-round") == str(starts[2])

        # Play steps by itself; Pause stops it.
        page.click("[data-command=replay-play]")
        wait_position(page, starts[2] + 3)
        page.click("[data-command=replay-pause]")
        page.wait_for_selector("[data-command=replay-play]")
        paused_at = position(page)[0]
        assert paused_at >= starts[2] + 3
        page.wait_for_timeout(PAUSED_WINDOW_MS)
        assert position(page)[0] == paused_at
        assert page.query_selector("[data-command=replay-pause]") is None
        assert page.get_attribute("body", "data-screen") == "replay"


# --- 2. continue from a replay's position ------------------------------------------------------


def test_continue_from_here_starts_a_saved_game_that_remembers_the_branch(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    payload = game_payload()
    starts = round_starts()
    session = new_session()
    with played(dist, session) as base:
        page = open_link(session, base, payload)
        assert stored_saves(page) == {}

        # Hotseat: every seat is a human; the save notes the move it branched at.
        jump_to_round(page, starts[2])
        page.click("[data-command=replay-continue][data-mode=hotseat]")
        screen_is(page, "table", "pass")
        docs = [json.loads(text) for text in stored_saves(page).values()]
        assert len(docs) == 1
        doc = docs[0]
        assert doc["branch"]["step"] == starts[2]
        assert doc["branch"]["from"] == game_record()
        assert doc["record"]["actions"] == game_record()["actions"][: starts[2]]
        assert [seat["kind"] for seat in doc["seats"]] == ["human", "human"]
        assert doc["name"] == t("saves.branch_name", step=starts[2])

        # The same link again (a change of the address' fragment), then solo from one move on.
        set_hash(page, "")
        set_hash(page, "#game=" + payload)
        screen_is(page, "replay")
        jump_to_round(page, starts[2])
        replay_click(page, "replay-forward", starts[2] + 1)
        page.click("[data-command=replay-continue][data-mode=solo]")
        screen_is(page, "table", "pass")
        docs = [json.loads(text) for text in stored_saves(page).values()]
        assert len(docs) == 2
        solo = next(d for d in docs if d["branch"]["step"] == starts[2] + 1)
        assert [seat["kind"] for seat in solo["seats"]] == ["human", "bot"]
        assert (
            solo["record"]["actions"][: starts[2] + 1] == game_record()["actions"][: starts[2] + 1]
        )


# --- 3. a damaged link changes nothing ---------------------------------------------------------


def bad_links() -> dict[str, str]:
    payload = game_payload()
    seed = finished_game()[1]
    seed_bytes = bytearray()
    links._put(seed_bytes, seed)
    impossible_move = raw_link(bytes([0, *seed_bytes, 1, 0x7F]))  # choice 128 at move 1
    return {
        "changed": tampered_payload(),
        "truncated": payload[: len(payload) // 2],
        "other version": "eminent-domain.9." + payload.rsplit(".", 1)[1],
        "impossible move": impossible_move,
        "not a link": "hello%20there",
    }


def test_a_damaged_link_shows_its_reason_and_touches_no_save(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    items = {
        SAVE_PREFIX + "kept": save_text(
            [Seat("Ada", "human"), Seat("Rob", "bot", "easy")], seed=6, at_least=10, name="Kept"
        ),
        scoped("/", SETTINGS_KEY): '{"pause_ms": 0}',
    }
    links = bad_links()
    expected = {name: link_error(text) for name, text in links.items()}
    assert "choice 128 of" in expected["impossible move"]
    session = new_session()
    with played(dist, session) as base:
        first, *others = links
        page = open_with_saves(session, base + "#game=" + links[first], items)

        def shows(name: str) -> None:
            page.wait_for_function(
                """(message) => document.body.dataset.screen === 'link-error'
                     && document.querySelector('.link-error p').textContent === message""",
                arg=expected[name],
                timeout=WAIT_MS,
            )
            text = page.inner_text("#screen")
            assert t("link.title") in text
            assert t("link.nothing_changed") in text
            for leak in ("Traceback", "Error", 'File "', "zlib", "binascii"):
                assert leak not in text, (name, text)
            assert local_storage(page) == items, name

        shows(first)
        for name in others:  # the page follows changes of its address' fragment
            set_hash(page, "#game=" + links[name])
            shows(name)
        page.reload()  # and opens a bad link on load
        wait_ready(page)
        shows(others[-1])

        page.click("[data-command=home]")
        screen_is(page, "home")
        assert page.is_visible("[data-command=continue]")
        assert local_storage(page) == items


# --- 4. a demo made from a replay --------------------------------------------------------------


def test_make_a_demo_from_the_replay_and_open_it(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    payload = game_payload()
    starts = round_starts()
    session = new_session()
    with played(dist, session) as base:
        page = open_link(session, base, payload)
        assert page.is_disabled("[data-command=make-demo]")  # nothing after the last move
        jump_to_round(page, starts[1])
        page.click("[data-command=make-demo]")
        page.wait_for_selector("#demo-link")
        href = page.get_attribute("#demo-link", "href")
        assert href is not None
        assert href.startswith("embed.html#demo=eminent-domain.1."), href
        demo = json.loads(page.input_value("#demo-json"))
        assert demo["before"] == game_record()["actions"][: starts[1]]
        assert demo["actions"] == game_record()["actions"][starts[1] : starts[2]]
        assert demo["captions"][0] == t("replay.demo_intro", step=starts[1])
        assert len(demo["captions"]) == len(demo["actions"]) + 1

        with session.context.expect_page() as opened:
            page.click("#demo-link")
        embed = opened.value
        wait_ready(embed)
        assert embed.url == base + href
        assert embed.inner_text("#caption") == demo["captions"][0]
        assert embed.inner_text("#demo-title") == demo["title"]
        assert embed.get_attribute("body", "data-position") == "0"
        assert embed.get_attribute("body", "data-last") == str(len(demo["actions"]))
        embed.click("[data-command=step]")
        embed.wait_for_function("document.body.dataset.position === '1'", timeout=WAIT_MS)
        assert embed.inner_text("#caption") == demo["captions"][1]
        embed.close()

        # Its title and captions are rewritten in the page (issue 33, polish): the link and
        # the source follow, and the page says nothing of a README.
        assert "README" not in page.inner_text("#screen")
        page.fill("#demo-edit-title", "Our first attack")
        page.fill("#demo-caption-1", "Here the <b>first</b> move.")
        page.click(".demo-edit [type=submit]")
        page.wait_for_function(
            "document.getElementById('demo-json').value.includes('Our first attack')",
            timeout=WAIT_MS,
        )
        edited = json.loads(page.input_value("#demo-json"))
        assert edited["captions"][1] == "Here the <b>first</b> move."
        assert edited["captions"][0] == demo["captions"][0]
        assert page.evaluate("document.activeElement.id") == "demo-link"
        new_href = page.get_attribute("#demo-link", "href")
        assert new_href is not None and new_href != href
        with session.context.expect_page() as opened:
            page.click("#demo-link")
        embed = opened.value
        wait_ready(embed)
        assert embed.inner_text("#demo-title") == "Our first attack"
        embed.click("[data-command=step]")
        embed.wait_for_function("document.body.dataset.position === '1'", timeout=WAIT_MS)
        assert embed.inner_text("#caption") == "Here the <b>first</b> move."


# --- 5. the link of a game in progress ---------------------------------------------------------


def test_a_game_in_progress_is_replayed_by_its_player_and_shared_to_onlookers(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    """Its player replays it through their own eyes; its link names no seat, and whoever
    opens it sees it as an onlooker (no hand), and can take it over as a seat (issue 30)."""
    session = new_session()
    with played(dist, session) as base:
        page = session.open(base)
        start_game(page, ["human", "easy"], names=["Ada", "Rob"], seed=4, pause="0")
        assert wait_state(page) == "decide"
        for _ in range(3):
            actions = page.eval_on_selector_all(
                "#prompt [data-action]", "els => els.map(e => e.dataset.action)"
            )
            assert click_action(page, quick_policy(actions)) == "decide"
        decided = decisions_saved(page)
        page.click("[data-command=replay-game]")
        screen_is(page, "replay")
        controls = page.inner_text(".replay-controls")
        assert t("replay.one_seat", name="Ada") in controls
        assert page.query_selector("#replay-seat") is None
        assert position(page)[:2] == (decided, decided)
        link = page.input_value("#share-link")
        assert link.startswith(base + "#game=eminent-domain.1.")
        assert "&names=" in link and "&seat=" not in link
        other = session.context.new_page()  # someone else, given the link
        other.goto(link)
        wait_ready(other)
        screen_is(other, "replay")
        assert t("replay.onlooker") in other.inner_text(".replay-controls")
        assert other.query_selector("#replay-seat") is None
        assert other.query_selector(".hand") is None  # nobody's hand
        other.select_option("#replay-as", "1")
        other.click("[data-command=replay-continue][data-mode=solo]")
        screen_is(other, "table")


# --- 6. a bot's answer must not close the replay -----------------------------------------------

BOT_STARTED_MS = 150  # after a human's decision, the bot's turn has surely begun by then
BOT_ANSWER_MS = 30_000  # Hard's search stops after a second; the worker answers well within
TURNS = 12  # Hard often takes longer than that to answer: a few turns find such a moment
# Click "Replay and share" only if the bot has not answered yet (one JS task: no race between
# the check and the click); says whether it clicked. It then notes the draws so far and when
# the bot's answer arrives (the page writes its thinking time), so that the test can wait for
# the draw that always ends a bot's turn, whatever the app does with the answer.
REPLAY_WHILE_THINKING = f"""async (saved) => {{
  await new Promise((done) => setTimeout(done, {BOT_STARTED_MS}));
  const count = (() => {{ {decisions_js()} }})();
  if (count !== saved) return false;
  window.edAnswered = false;
  new MutationObserver(() => {{ window.edAnswered = true; }}).observe(
    document.body, {{ attributes: true, attributeFilter: ['data-last-think-ms'] }});
  document.querySelector('[data-command=replay-game]').click();
  window.edDrawsAfterClick = performance.getEntriesByName('draw', 'measure').length;
  return true;
}}"""
ANSWER_DRAWN = """window.edAnswered
  && performance.getEntriesByName('draw', 'measure').length > window.edDrawsAfterClick"""


def test_replay_and_share_while_a_bot_thinks_stays_on_the_replay(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    session = new_session()
    with played(dist, session) as base:
        page = session.open(base)
        page.wait_for_selector("body[data-worker=ready]", state="attached", timeout=WAIT_MS)
        start_game(page, ["human", "hard"], names=["Ada", "Rob"], seed=4, pause="0")
        for _turn in range(TURNS):
            assert wait_state(page) == "decide"
            while prompt_kind(prompt_title(page)) != "cleanup":
                assert click_action(page, quick_policy(legal_actions(page))) == "decide"
            # Ada's clean-up ends her turn: Rob (Hard, in the worker) thinks about his.
            saved = decisions_saved(page) + 1
            page.click('#prompt [data-action="done"]')
            if not page.evaluate(REPLAY_WHILE_THINKING, saved):
                continue  # Rob answered within BOT_STARTED_MS: try again at the next turn
            screen_is(page, "replay")
            # The page's storage lags the worker by a message: the worker may have taken Rob's
            # answer before the click it had not yet told the page of, and the replay then
            # shows it too (the game as it is).
            opened = position(page)[0]
            assert opened in (saved, saved + 1)
            # Rob's answer arrives meanwhile (and is saved, unless the app drops it, which would
            # be fine too: Hard thinks for a second at most), and the page draws after it; the
            # replay must stay where it was.
            page.wait_for_function(ANSWER_DRAWN, timeout=BOT_ANSWER_MS)
            assert page.get_attribute("body", "data-screen") == "replay"
            assert position(page)[0] == opened
            return
        raise RuntimeError("Rob always answered within BOT_STARTED_MS: nothing was checked")
