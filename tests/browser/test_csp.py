"""The Content-Security-Policy of both pages lets everything the app does through, and no more.

The policy (build.CONTENT_SECURITY_POLICY, reasons there) travels in a <meta> tag. Every page
records the `securitypolicyviolation` events of its document on `window.edViolations` from its
first script on; a violation inside the bots' worker (a blob: worker, under the page's policy)
would stop it, so the worker must report "ready".
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page

import build

from .conftest import Session, wait_ready
from .test_play import WAIT_MS, play_turns, start_game

RECORD_VIOLATIONS = """
window.edViolations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.edViolations.push(
    `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} ` +
    `at ${event.sourceFile}:${event.lineNumber} (${event.disposition})`);
});
"""


def violations(page: Page) -> list[str]:
    return list(page.evaluate("window.edViolations"))


def csp_console_errors(session: Session) -> list[str]:
    return [text for text in session.recorder.console_errors if "Content Security Policy" in text]


def test_the_app_runs_under_its_policy_without_a_violation(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    session = new_session()
    session.context.add_init_script(RECORD_VIOLATIONS)
    with build.serving(dist) as base:
        page = session.open(base)
        policy = page.get_attribute('meta[http-equiv="Content-Security-Policy"]', "content")
        assert policy == build.CONTENT_SECURITY_POLICY
        # A game against a bot, whose turns the worker plays.
        start_game(page, ["human", "easy"], seed=7)
        page.wait_for_selector('body[data-worker="ready"]', state="attached", timeout=WAIT_MS)
        record = play_turns(page, 1)
        assert len(record) >= 3, record
        assert page.evaluate("document.body.dataset.worker") == "ready"
        assert violations(page) == []

        rules = session.open(base)
        rules.click("[data-command=rules]")
        rules.wait_for_selector('body[data-screen="rules"]', state="attached")
        assert rules.is_visible("#rules-search")
        assert violations(rules) == []

        embed = session.context.new_page()
        embed.goto(base + "embed.html#demo=survey")
        wait_ready(embed)
        assert embed.get_attribute("body", "data-last") not in (None, "-1")
        assert violations(embed) == []
    assert csp_console_errors(session) == []
    assert session.recorder.page_errors == []


def test_both_pages_carry_the_policy(dist: Path) -> None:
    for name in build.PAGES:
        text = (dist / name).read_text()
        tag = (
            f'<meta http-equiv="Content-Security-Policy" content="{build.CONTENT_SECURITY_POLICY}">'
        )
        assert text.count(tag) == 1, name
        assert text.index(tag) < text.index("<script"), name  # before anything it governs
