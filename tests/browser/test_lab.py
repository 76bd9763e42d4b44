"""The balance lab in a real browser (issue 18): reached from home, a few games of Microcosm
played in the bots' worker with the progress shown, the charts drawn, the CSV downloaded, and
the win rates the page shows equal to `arena.run`'s for the same seed and settings."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from pathlib import Path

from tabletop import arena, registry
from tabletop.ui.charts import percent

from .conftest import Session
from .test_play import (
    ARTIFACTS,
    WAIT_MS,
    no_horizontal_scroll,
    played,
    progress_values,
    watch_progress,
)

GAMES = 4


def test_a_lab_run_draws_its_charts_and_downloads_its_games(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    session = new_session()
    with played(dist, session) as base:
        page = session.open(base)
        page.set_viewport_size({"width": 375, "height": 812})
        page.click("[data-command=lab]")
        page.wait_for_selector("#lab-form")
        page.select_option("#lab-game", "microcosm")
        page.wait_for_selector("#reveal_after_flip", state="attached")
        page.select_option("#bot0", "random")
        page.select_option("#bot1", "easy")
        page.fill("#lab-games", str(GAMES))
        page.fill("#lab-seed", "9")
        watch_progress(page, "#lab-progress")
        page.click("#lab-form button[type=submit]")
        page.wait_for_selector("#lab-progress")
        seen = progress_values(page, "#lab-progress")
        assert len(seen) >= 3, seen  # the figures grew game by game
        page.wait_for_function(
            "document.querySelector('.lab-status:not(.running)')", timeout=WAIT_MS
        )
        assert f"All {GAMES} games played." in page.inner_text(".lab-status")
        assert page.locator(".lab-charts svg").count() == 6
        assert no_horizontal_scroll(page) <= 375

        spec = registry.get("microcosm")
        records, _ = arena.run(spec, ["random", "easy"], GAMES, players=2, seed=9, budget=100)
        shown = {
            row[0]: row[2]
            for row in page.eval_on_selector_all(
                ".lab-table tbody tr",
                "rows => rows.map(r => [...r.children].map(c => c.innerText.trim()))",
            )
        }
        assert shown == {label: percent(r.interval()[0], 1) for label, r in records.items()}

        with page.expect_download() as download:
            page.click("[data-command=lab-csv]")
        assert download.value.suggested_filename == f"lab-microcosm-9-{GAMES}.csv"
        text = Path(download.value.path()).read_text(encoding="utf-8")
        rows = list(csv.reader(io.StringIO(text)))
        assert len(rows) == 1 + GAMES * 2 and rows[0][:3] == ["game", "seat", "bot"]
        assert "python3 -m tabletop arena --game microcosm" in page.inner_text(".lab-command")

        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "lab-375.png"), full_page=True)
        page.set_viewport_size({"width": 1280, "height": 900})
        assert no_horizontal_scroll(page) <= 1280
        page.screenshot(path=str(ARTIFACTS / "lab-1280.png"), full_page=True)
