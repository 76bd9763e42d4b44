"""How long a rules demo embedded in a blog takes to become playable, on another site against
the same site.

`PYTHONPATH=pysrc .venv/bin/python tools/bench_embed.py --runs 5` (after `python3 build.py`).
The built site is served on `127.0.0.1`; a blog post holding the demo's iframe is served by a
second server, and opened as `127.0.0.1` (the same site: another port) or as `localhost`
(another site, where the browser refuses the frame's storage). Each run opens both, in turn
(which one first alternates), each in a fresh browser context, so every start is a first visit:
the time is from the post's navigation to the demo's first step drawn and playable (the frame's
`body[data-ready="1"]`).

It prints each run, then `same_site_s=<median> cross_site_s=<median> ratio=<cross/same>`.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402 - the repository's build script, for serving and Chromium flags

DEMO = "microcosm/colonize"
TIMEOUT_MS = 120_000


def first_playable(browser: object, post: str) -> tuple[float, bool]:
    """Seconds from opening the post to the demo's first step drawn; and whether the frame's
    storage was refused."""
    context = browser.new_context()  # type: ignore[attr-defined]
    try:
        page = context.new_page()
        started = time.perf_counter()
        page.goto(post, wait_until="commit")
        frame = page.wait_for_selector("iframe").content_frame()
        frame.wait_for_selector('body[data-ready="1"]', state="attached", timeout=TIMEOUT_MS)
        took = time.perf_counter() - started
        refused = frame.evaluate(
            "() => { try { localStorage.getItem('x'); return false } catch (e) { return true } }"
        )
        return took, bool(refused)
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    times: dict[str, list[float]] = {"same": [], "cross": []}
    with tempfile.TemporaryDirectory() as folder, build.serving() as app:
        post = Path(folder) / "post.html"
        post.write_text(
            "<!doctype html><meta charset=utf-8><title>A blog</title><h1>My post</h1>"
            f'<iframe src="{app}embed.html#demo={DEMO}" width="600" height="400"></iframe>',
            encoding="utf-8",
        )
        with build.serving(Path(folder)) as host, sync_playwright() as driver:
            browser = driver.chromium.launch(
                executable_path=os.environ.get("ED_CHROMIUM") or None,
                headless=True,
                args=build.CHROMIUM_ARGS,
            )
            hosts = {"same": host, "cross": host.replace("127.0.0.1", "localhost", 1)}
            for run in range(args.runs):
                order = ["same", "cross"] if run % 2 == 0 else ["cross", "same"]
                for kind in order:
                    took, refused = first_playable(browser, hosts[kind] + post.name)
                    times[kind].append(took)
                    print(f"run {run + 1} {kind}-site {took:.2f} s storage_refused={refused}")
            browser.close()
    same, cross = statistics.median(times["same"]), statistics.median(times["cross"])
    print(f"same_site_s={same:.2f} cross_site_s={cross:.2f} ratio={cross / same:.3f}")


if __name__ == "__main__":
    main()
