"""The benchmarks' own browser tools measure what they say (build.py bench-load)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import build

from .conftest import Session

# A fixed amount of work (about 0.1 s here), timed on the page's main thread, then in a worker.
SPIN = "function spin() { let x = 0; for (let i = 0; i < 2e7; i++) x = (x + i * 7) % 1000003; }"
ON_MAIN = f"() => {{ {SPIN}; const t = performance.now(); spin(); return performance.now() - t; }}"
IN_WORKER = f"""() => new Promise((resolve) => {{
  const source = `{SPIN}; const t = performance.now(); spin(); postMessage(performance.now() - t);`;
  const worker = new Worker(URL.createObjectURL(new Blob([source])));
  worker.onmessage = (event) => resolve(event.data);
}})"""
PAGE = "<!doctype html><title>spin</title><p>spin</p>"


def test_the_throttled_page_runs_its_main_thread_slower(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    """bench-load --cpu-slowdown 4 slows the page's main thread (CDP's CPU throttle, set
    before navigation). A worker's thread is what Chromium leaves unthrottled: its time is
    printed, not asserted (on a shared 2-core machine the throttled main thread still
    competes with it for the CPU)."""
    session = new_session()
    worker: dict[float, float] = {}
    with build.serving(dist) as base:
        pages = {}
        for slowdown in (1.0, 4.0):
            page = build.throttled_page(session.context, slowdown)
            page.route(
                base + "spin.html",
                lambda route: route.fulfill(body=PAGE, content_type="text/html"),
            )
            page.goto(base + "spin.html")
            pages[slowdown] = page
        # The least disturbed of five, the two pages taking turns so that a load on the
        # machine (the other tests' browsers) weighs on both: one after the other, a loaded
        # spell once timed the unthrottled page at 201 ms against 366 ms throttled (it failed).
        times: dict[float, list[float]] = {slowdown: [] for slowdown in pages}
        for _ in range(5):
            for slowdown, page in pages.items():
                times[slowdown].append(float(page.evaluate(ON_MAIN)))
        main = {slowdown: min(runs) for slowdown, runs in times.items()}
        for slowdown, page in pages.items():
            worker[slowdown] = float(page.evaluate(IN_WORKER))
            page.close()
    print(f"main thread ms at 1x, 4x: {main}; a worker's: {worker}")
    assert main[4.0] > 2 * main[1.0], main
