"""Bad input in the real page (Pyodide's CPython 3.14 and its small stack), and the
browser-only effects that once failed silently (issue "Trustworthy").

Found on the landed main: a 10,000-deep `[[[…]]]` in a save slot stopped the page before the
home screen (a RangeError inside Pyodide); `seat=²` in a link crashed the start-up; a
87-character demo link hung the embed; the export handed a Python dict to `Blob`; a failed
copy said nothing.
"""

from __future__ import annotations

import base64
import json
import zlib
from collections.abc import Callable
from pathlib import Path

from tabletop import demos
from tabletop.saves import Seat
from tabletop.ui.autosave import SETTINGS_KEY

from .conftest import Session, scoped, wait_ready
from .test_play import SAVE_PREFIX, WAIT_MS, open_with_saves, played, save_text, stored_saves

DEEP = "[" * 10_000 + "]" * 10_000


def deep_demo_link() -> str:
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = compressor.compress(DEEP.encode()) + compressor.flush()
    return demos.LEGACY_LINK_PREFIX + base64.urlsafe_b64encode(raw).decode().rstrip("=")


def test_deep_saves_bad_seats_and_deep_demos_get_a_sentence_not_a_dead_page(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    good = save_text(
        [Seat("Ada", "human"), Seat("Rob", "bot", "easy")], seed=6, at_least=10, name="Good one"
    )
    items = {
        SAVE_PREFIX + "good": good,
        SAVE_PREFIX + "deep": DEEP,
        scoped("/", SETTINGS_KEY): DEEP,
    }
    session = new_session()
    with played(dist, session) as base:
        page = open_with_saves(session, base, items)
        assert page.evaluate("document.body.dataset.screen") == "home"
        assert page.query_selector("[data-command=continue]") is not None
        page.click("[data-command=saves]")
        page.wait_for_selector(".slots")
        deep = page.inner_text('.slot.broken[data-slot="deep"]')
        assert "nested more than" in deep
        assert "Good one" in page.inner_text('.slot[data-slot="good"]')
        stored = stored_saves(page)
        assert stored[SAVE_PREFIX + "deep"] == DEEP  # set aside, never overwritten
        assert stored[SAVE_PREFIX + "good"] == good

        # A game link whose seat is a superscript two: refused with a reason, at start-up.
        page.click('[data-command=replay-slot][data-slot="good"]')
        page.wait_for_selector("#share-link")
        link = str(page.input_value("#share-link")).split("&")[0]
        bad = session.context.new_page()
        bad.goto(link + "&seat=%C2%B2")
        wait_ready(bad)
        assert bad.evaluate("document.body.dataset.screen") == "link-error"
        assert "seat" in bad.inner_text("#screen")

        embed = session.context.new_page()
        link = deep_demo_link()
        assert len(link) < 100
        embed.goto(f"{base}embed.html#demo={link}")
        wait_ready(embed)
        assert "nested more than" in embed.inner_text("#screen")


def test_export_downloads_the_save_and_copying_says_whether_it_worked(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    good = save_text(
        [Seat("Ada", "human"), Seat("Rob", "bot", "easy")], seed=6, at_least=10, name="Good one"
    )
    session = new_session()
    with played(dist, session) as base:
        page = open_with_saves(session, base, {SAVE_PREFIX + "good": good})
        page.click("[data-command=saves]")
        page.wait_for_selector(".slots")
        with page.expect_download(timeout=WAIT_MS) as download:
            page.click('[data-command=export][data-slot="good"]')
        exported = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
        assert exported == json.loads(good)

        page.click('[data-command=replay-slot][data-slot="good"]')
        page.wait_for_selector("#share-link")
        page.evaluate(
            """() => {
              window.edWrite = navigator.clipboard.writeText;
              navigator.clipboard.writeText = () => Promise.reject(new Error("refused"));
            }"""
        )
        page.click("[data-command=copy-link]")
        page.wait_for_function(
            "document.querySelector('#screen').innerText.includes('did not allow copying')",
            timeout=WAIT_MS,
        )
        page.evaluate("() => { navigator.clipboard.writeText = window.edWrite; }")
        session.context.grant_permissions(["clipboard-read", "clipboard-write"])
        page.click("[data-command=copy-link]")
        page.wait_for_function(
            "document.querySelector('#screen').innerText.includes('Link copied.')",
            timeout=WAIT_MS,
        )
        copied = page.evaluate("navigator.clipboard.readText()")
        assert copied == page.input_value("#share-link")
