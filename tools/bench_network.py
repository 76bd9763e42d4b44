"""The game page on a slow network and CPU, beside another commit's, cold (issue 34).

`bench-load` serves the site from this machine, where the app's zip arrives in milliseconds:
it cannot show what fetching that zip while Python starts gains on a real network. This opens
the game page (with `?noworker`, so that the bots' worker does not share the link) in a fresh
profile with the network emulated through CDP (`Network.emulateNetworkConditions`: a download
rate, a latency) and the CPU slowed (`build.throttled_page`), taking turns with the same page
of `--against COMMIT` (built by its own build.py), and prints each run's time to ready, when
PyScript had its interpreter and its files, and when the zip had arrived; then the medians
and their ratio.

    python3 build.py && ED_CHROMIUM=/usr/bin/chromium .venv/bin/python tools/bench_network.py \\
        --against 6bfe121 --runs 6 --mbps 10 --latency-ms 150 --cpu-slowdown 4
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import build  # the repository's build script: serving, Chromium flags, the CPU throttle

# PyScript's steps as the page saw them (its py:progress events).
STEPS = """window.edSteps = {};
addEventListener("py:progress", (event) => {
  window.edSteps[event.detail] = performance.now();
});"""
ZIP_END = """(name) => performance.getEntriesByType("resource")
  .filter((entry) => entry.name.endsWith(name)).map((entry) => entry.responseEnd)"""


def cold_run(playwright: Any, profile: str, url: str, args: argparse.Namespace) -> dict[str, Any]:
    """One first visit of `url` on the emulated phone: seconds to ready and PyScript's steps."""
    context = playwright.chromium.launch_persistent_context(
        profile,
        executable_path=os.environ.get("ED_CHROMIUM"),
        headless=True,
        args=build.CHROMIUM_ARGS,
    )
    page = build.throttled_page(context, args.cpu_slowdown)
    session = context.new_cdp_session(page)
    session.send("Network.enable")
    session.send(
        "Network.emulateNetworkConditions",
        {
            "offline": False,
            "latency": args.latency_ms,
            "downloadThroughput": args.mbps * 1e6 / 8,
            "uploadThroughput": args.mbps * 1e6 / 8,
        },
    )
    page.add_init_script(STEPS)
    page.goto(url + "?noworker")
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=600_000)
    steps = page.evaluate("window.edSteps")
    run = {
        "ready": float(page.evaluate("document.body.dataset.readyMs")) / 1000,
        "interpreter": steps.get("Loaded interpreter", 0) / 1000,
        "files": steps.get("Loaded files", 0) / 1000,
        "zip": [end / 1000 for end in page.evaluate(ZIP_END, build.APP_ZIP.removeprefix("."))],
    }
    context.close()
    return run


def main(argv: list[str]) -> int:
    from playwright.sync_api import sync_playwright  # noqa: PLC0415 - only .venv has it

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", required=True, help="a commit whose page takes turns")
    parser.add_argument("--runs", type=int, default=6)
    parser.add_argument("--mbps", type=float, default=10.0, help="download rate, Mbit/s")
    parser.add_argument("--latency-ms", type=float, default=150.0)
    parser.add_argument("--cpu-slowdown", type=float, default=4.0)
    args = parser.parse_args(argv)
    ready: dict[str, list[float]] = {"now": [], args.against: []}
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        site = Path(folder) / "site"
        site.mkdir()
        other = build.built_at(args.against, site)
        with build.serving() as now, build.serving(other) as then:
            sites = [("now", now), (args.against, then)]
            for round_ in range(args.runs):
                for label, base in sites if round_ % 2 == 0 else sites[::-1]:
                    run = cold_run(playwright, f"{folder}/{label}-{round_}", base, args)
                    ready[label].append(run["ready"])
                    zips = ", ".join(f"{end:.2f}" for end in run["zip"])
                    print(
                        f"{label:8s} ready {run['ready']:.2f} s  "
                        f"interpreter {run['interpreter']:.2f}  files {run['files']:.2f}  "
                        f"zip arrived {zips}",
                        flush=True,
                    )
    medians = {label: statistics.median(times) for label, times in ready.items()}
    for label, median in medians.items():
        listed = ", ".join(f"{t:.2f}" for t in ready[label])
        print(f"{label}: median ready {median:.2f} s (runs: {listed})")
    print(
        f"ready now/{args.against} {medians['now'] / medians[args.against]:.3f}x "
        f"({args.mbps:g} Mbit/s, {args.latency_ms:g} ms, CPU slowed {args.cpu_slowdown:g}x)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
