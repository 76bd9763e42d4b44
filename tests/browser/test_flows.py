"""Issue 14, points 5 to 7, in a real Chromium: hotseat's privacy screen at the start and on
opening a save, Rematch, a link that keeps the players' names replayed in a fresh page, the
copy of a link confirmed (and a refused clipboard said, the link selected), a duplicate
import recognised, and the saves list's columns. Saves are built in CPython; everything else
is clicked. Each test also checks that the page stayed quiet and same-origin."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page

from tabletop import registry
from tabletop.saves import SaveDoc, Seat
from tabletop.text import t

from .conftest import Session
from .test_links import screen_is
from .test_play import (
    ARTIFACTS,
    SAVE_PREFIX,
    WAIT_MS,
    open_with_saves,
    played,
    save_text,
    start_game,
    stored_saves,
    wait_state,
)

FINISHED = "finished"
TABLE_JS = "document.body.dataset.screen"


def finished_save(names: tuple[str, str] = ("Ada", "Rob")) -> str:
    """A whole game of Eminent Domain, Ada (Easy bot) against Rob (Hard), saved at its end."""
    seats = [Seat(names[0], "bot", "easy"), Seat(names[1], "bot", "hard")]
    return save_text(seats, seed=5, at_least=10**6, name="Finished", human_to_move=False)


def open_saves(page: Page) -> None:
    if page.evaluate(TABLE_JS) != "home":
        page.locator("#screen [data-command=home]").first.click()
    screen_is(page, "home")
    page.click("[data-command=saves]")
    page.wait_for_selector(".slots")


def open_slot(page: Page, slot: str) -> None:
    open_saves(page)
    page.click(f'[data-command=open][data-slot="{slot}"]')
    screen_is(page, "table", "pass")


def no_hand_shown(page: Page) -> None:
    for hidden in (".hand", ".card", "[data-action]", "#prompt", ".empire", ".mc-hand"):
        assert page.query_selector(hidden) is None, hidden


# --- 5. hotseat: the privacy screen at the start and on opening a save -------------------------


def test_hotseat_shows_the_privacy_screen_at_the_start_and_after_opening_a_save(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    session = new_session()
    with played(dist, session) as base:
        page = session.open(base)
        start_game(page, ["human", "human"], names=["Ada", "Bea"], seed=3)
        assert wait_state(page) == "pass"
        assert "Pass the device to Ada" in page.inner_text("#screen")
        no_hand_shown(page)
        assert page.query_selector("#pause-live") is None  # no toolbar, and so no bot pause
        page.click("[data-command=reveal]")
        assert wait_state(page) == "decide"
        assert page.query_selector("#pause-live") is None  # hotseat without bots: no pause
        (slot,) = stored_saves(page)

        # Reloaded, the game comes back behind the screen (no picture of a hand is kept for
        # the reload to paint); and opened from the list, it waits behind the screen again.
        page.reload()
        page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=WAIT_MS)
        assert wait_state(page) == "pass"
        no_hand_shown(page)
        open_saves(page)
        page.click(f'[data-command=open][data-slot="{slot.removeprefix(SAVE_PREFIX)}"]')
        assert wait_state(page) == "pass"
        assert "Pass the device to Ada" in page.inner_text("#screen")
        no_hand_shown(page)
        page.screenshot(path=str(ARTIFACTS / "flows-pass-after-open.png"))
        page.click("[data-command=reveal]")
        assert wait_state(page) == "decide"
        assert "Ada (you)" in page.inner_text(".empire.mine h3")


# --- 6. rematch ----------------------------------------------------------------------------------


def test_rematch_starts_the_same_seats_rotated_with_a_new_seed_as_a_new_save(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    session = new_session()
    with played(dist, session) as base:
        page = open_with_saves(session, base, {SAVE_PREFIX + FINISHED: finished_save()})
        open_slot(page, FINISHED)
        page.wait_for_selector(".end [data-command=rematch]")
        page.set_viewport_size({"width": 1280, "height": 900})
        page.locator(".end").scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "flows-end-rematch-1280.png"))
        old = json.loads(stored_saves(page)[SAVE_PREFIX + FINISHED])
        page.click(".end [data-command=rematch]")
        page.wait_for_function(f"{TABLE_JS} === 'table' && !document.querySelector('.end')")
        saved = stored_saves(page)
        assert saved[SAVE_PREFIX + FINISHED] == json.dumps(old, separators=(",", ":"))
        (new_key,) = set(saved) - {SAVE_PREFIX + FINISHED}
        new = json.loads(saved[new_key])
        spec = registry.get(old["record"]["game"])
        config = spec.config(old["record"]["config"])
        old_first = spec.new(config, old["record"]["seed"]).current_player
        first = spec.new(config, new["record"]["seed"]).current_player
        assert old_first is not None and first is not None
        # the other player decides first now, whoever the new seed picked
        assert new["seats"][first] == old["seats"][1 - old_first]
        assert sorted(map(str, new["seats"])) == sorted(map(str, old["seats"]))
        assert new["record"]["config"] == old["record"]["config"]
        assert new["record"]["seed"] != old["record"]["seed"]
        assert "commitment" in page.inner_text("#screen")  # said before any shuffle is seen


# --- 7a. the link keeps the names ----------------------------------------------------------------


def test_a_shared_link_replays_with_the_players_names_in_a_fresh_page(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    session = new_session()
    with played(dist, session) as base:
        names = ("Ada Lovelace", "<b>Rob</b>")
        page = open_with_saves(session, base, {SAVE_PREFIX + FINISHED: finished_save(names)})
        open_slot(page, FINISHED)
        page.click(".toolbar [data-command=replay-game]")
        screen_is(page, "replay")
        link = page.input_value("#share-link")
        assert link.startswith(base + "#game=eminent-domain.1.") and "&names=" in link

        stranger = new_session("stranger")  # another person's browser: no saves, no names
        fresh = stranger.open(link)
        screen_is(fresh, "replay")
        text = fresh.inner_text("#screen")
        seats = [fresh.inner_text(f'.empire[data-seat="{seat}"] h3') for seat in (0, 1)]
        assert "Ada Lovelace" in seats[0] and "bot, Easy" in seats[0]  # the name and level
        assert "<b>Rob</b>" in seats[1] and "bot, Hard" in seats[1]  # as text, never markup
        assert fresh.query_selector("#screen b") is None
        assert "Player 1" not in text
        assert fresh.input_value("#share-link") == link
        assert stranger.recorder.console_errors == [] and stranger.recorder.page_errors == []


# --- 7b. copying a link --------------------------------------------------------------------------


def test_copying_the_link_is_confirmed_and_a_refused_clipboard_selects_it(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    session = new_session()
    with played(dist, session) as base:
        session.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base)
        page = open_with_saves(session, base, {SAVE_PREFIX + FINISHED: finished_save()})
        open_slot(page, FINISHED)
        page.click(".toolbar [data-command=replay-game]")
        screen_is(page, "replay")
        link = page.input_value("#share-link")
        page.click("[data-command=copy-link]")
        page.wait_for_selector(".replay-controls .copy-status")
        assert page.inner_text(".replay-controls .copy-status") == t("copy.link_done")
        assert page.evaluate("navigator.clipboard.readText()") == link

        # The same page with the clipboard refused (as a browser without permission does).
        page.evaluate(
            """() => { navigator.clipboard.writeText = () =>
                 Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
               }"""
        )
        page.click("[data-command=copy-link]")
        page.wait_for_function("document.body.dataset.copied === 'refused'")
        assert page.inner_text(".replay-controls .copy-status") == t("copy.link_refused")
        selected = page.evaluate(
            """() => { const box = document.activeElement;
                 return [box.id, box.selectionStart, box.selectionEnd, box.value.length]; }"""
        )
        assert selected == ["share-link", 0, len(link), len(link)]
        page.screenshot(path=str(ARTIFACTS / "flows-copy-refused.png"))


# --- 7c. a duplicate import ----------------------------------------------------------------------


def test_importing_the_same_save_twice_opens_the_one_already_there(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    seats = [Seat("Ada", "human"), Seat("Rob", "bot", "easy")]
    text = save_text(seats, seed=5, at_least=30, name="From a file")
    exported = json.dumps(json.loads(text), indent=2)
    session = new_session()
    with played(dist, session) as base:
        page = session.open(base)
        # The bots' worker ready first: the page draws again when it is, and a notice lasts
        # one drawing (a redraw nobody asked for drops it: noted in issue 33's closing note).
        page.wait_for_function("document.body.dataset.worker", timeout=WAIT_MS)
        for number in range(2):
            if number:
                page.locator("#screen [data-command=home]").first.click()
            screen_is(page, "home")
            page.click("[data-command=import]")
            page.fill("#import-text", exported)
            page.click("[data-command=import-go]")
            screen_is(page, "table")
            page.wait_for_selector("#prompt")
        assert t("import.already") in page.inner_text("#screen")
        assert len(stored_saves(page)) == 1


# --- 7d. the saves list --------------------------------------------------------------------------


def facts(page: Page, slot: str) -> dict[str, str]:
    return dict(
        page.eval_on_selector_all(
            f'.slot[data-slot="{slot}"] .slot-facts .fact',
            "els => els.map(e => [e.querySelector('dt').innerText,"
            " e.querySelector('dd').innerText])",
        )
    )


def test_the_saves_list_shows_game_seats_with_levels_round_and_winner(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    going = save_text([Seat("Ada", "human"), Seat("Rob", "bot", "hard")], seed=5, at_least=40)
    finished = finished_save()
    winner = json.loads(finished)
    session = new_session()
    with played(dist, session) as base:
        page = open_with_saves(
            session, base, {SAVE_PREFIX + "going": going, SAVE_PREFIX + FINISHED: finished}
        )
        open_saves(page)
        title = registry.get("eminent-domain").title
        done = facts(page, FINISHED)
        assert done["Game"] == title
        assert "Ada" in done["Players"] and "bot, Easy" in done["Players"]
        assert "bot, Hard" in done["Players"]
        assert done["Progress"].startswith("round ") and done["Progress"].endswith(", finished")
        doc = SaveDoc.parse(finished)
        names = [winner["seats"][i]["name"] for i in doc.game().winners()]
        assert done["Winner"] == ", ".join(names)
        now = facts(page, "going")
        assert now["Game"] == title and "bot, Hard" in now["Players"]
        assert "Winner" not in now and re.fullmatch(r"round \d+", now["Progress"])
        for width in (1280, 375):
            page.set_viewport_size({"width": width, "height": 800})
            page.screenshot(path=str(ARTIFACTS / f"flows-saves-{width}.png"), full_page=True)
            assert page.evaluate("document.documentElement.scrollWidth") <= width


START_IN_VIEW = """() => {
  const start = document.querySelector('#new-game button[type=submit]');
  const box = start.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= innerHeight + 1;
}"""


def test_start_the_game_is_in_view_on_the_new_game_form(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    """The "Start the game" button stays in sight at the form's first screen, at 1280 x 800 and on a
    375 px phone, even with five seats, while the form scrolls under it."""
    session = new_session()
    with played(dist, session) as base:
        page = session.open(base)
        for width, height in ((1280, 800), (375, 812)):
            page.set_viewport_size({"width": width, "height": height})
            page.click("[data-command=new]")
            page.wait_for_selector("#new-game")
            page.select_option("#game", "chaos-theory")
            page.wait_for_selector("#kind4", state="attached")
            page.select_option("#players", "5")
            page.wait_for_selector("#kind4", state="visible")
            page.evaluate("window.scrollTo(0, 0)")
            assert page.evaluate("document.documentElement.scrollHeight") > height
            assert page.evaluate(START_IN_VIEW), width
            page.click("[data-command=home]")
