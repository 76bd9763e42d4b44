"""How the page starts in WebKit, the engine of every iPhone (issue 34).

Run by `python3 build.py bench-webkit [--runs N]` (which builds the site, installs WebKitGTK's
WebDriver as the engine tests do, and runs this in .venv, where Selenium is). It drives
Debian's MiniBrowser through WebKitWebDriver on a virtual display, with the engine tests' own
driver (tests/browser/test_engines.py), and measures, each a median of N:

- cold: a new browser session's first load of the game page, and of bare Pyodide (the
  interpreter's own stock start, `bare/`), each in a session of its own, taking turns; warm:
  the same page loaded again in that session. Each is the page's own time from navigation
  to its ready mark (`data-ready-ms`); the ratio is the game page's over bare Pyodide's;
- the first bot move after a reload: a game of two Easy bots with no pause, reloaded; the
  time from navigation to the first bot's move shown (`data-bot-shown-ms`, on the page's
  clock in either shell), and how much of it came after the page was ready.
Before a game page's warm load and before the game that is reloaded, the page is left until
its worker has kept Pyodide's memory (static/pyodide-start.mjs), as a person's first visit
would; each of those loads says how Python started ("memory" or "fresh").

It prints one line per figure, then `ratio cold: …x warm: …x`.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "pysrc"))  # the engine tests read the package

import build  # noqa: E402 - the repository's build script, for serving

with warnings.catch_warnings():  # the engine tests' module imports Firefox's driver too
    warnings.simplefilter("ignore", DeprecationWarning)
    from tests.browser.test_engines import READY_S, WebKit

FIRST_MOVE_S = 120.0
SHOWN = "return Number(document.body.dataset.botShownMs) || 0"
MEMORY = "return document.documentElement.dataset.pythonMemory || ''"
STARTED = "return document.documentElement.dataset.pythonStart || '-'"
KEPT_S = 90.0
starts: list[str] = []  # how Python started in each load that could restore the memory


def load_twice(folder: Path, url: str) -> tuple[float, float]:
    """A new session's first load of `url`, then the same page again: seconds to ready."""
    engine = WebKit(folder)
    try:
        cold = engine.open(url)
        if "bare/" not in url:
            print(f"  Pyodide's memory: {engine.wait(MEMORY, KEPT_S, 'the memory kept')}")
        warm = engine.open(url)
        if "bare/" not in url:
            starts.append(str(engine.run(STARTED)))
        return cold, warm
    finally:
        engine.close()


def first_move_after_reload(folder: Path, base: str) -> tuple[float, float]:
    """Seconds from a reload's navigation to the page ready, and to the first bot move shown."""
    engine = WebKit(folder)
    try:
        engine.open(base)
        engine.wait(MEMORY, KEPT_S, "the memory kept")  # before the game, which would end
        engine.start_game(["easy", "easy"])
        engine.wait(SHOWN, FIRST_MOVE_S, "a bot's move before the reload")
        ready = engine.reload()
        starts.append(str(engine.run(STARTED)))
        shown = engine.wait(SHOWN, FIRST_MOVE_S, "the first bot move after the reload")
        return ready, float(shown) / 1000
    finally:
        engine.close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    pages = {"game page": "", "bare Pyodide": "bare/"}
    times: dict[str, dict[str, list[float]]] = {
        kind: {label: [] for label in pages} for kind in ("cold", "warm")
    }
    moves: list[float] = []
    after_ready: list[float] = []
    with tempfile.TemporaryDirectory() as folder, build.serving(build.DIST) as base:
        for round_ in range(args.runs):
            order = list(pages.items())
            for label, path in order if round_ % 2 == 0 else reversed(order):
                cold, warm = load_twice(Path(folder), base + path)
                times["cold"][label].append(cold)
                times["warm"][label].append(warm)
            ready, shown = first_move_after_reload(Path(folder), base)
            moves.append(shown)
            after_ready.append(shown - ready)
    for kind, by_page in times.items():
        for label, runs in by_page.items():
            listed = ", ".join(f"{t:.2f}" for t in runs)
            print(f"{kind:5s} {label:12s} {statistics.median(runs):.2f} s  (runs: {listed})")
    listed = ", ".join(f"{t:.2f}" for t in moves)
    print(f"first bot move after a reload {statistics.median(moves):.2f} s  (runs: {listed})")
    listed = ", ".join(f"{t:.2f}" for t in after_ready)
    print(f"  of which after ready {statistics.median(after_ready):.2f} s  (runs: {listed})")
    ratios = {
        kind: statistics.median(by_page["game page"]) / statistics.median(by_page["bare Pyodide"])
        for kind, by_page in times.items()
    }
    print("ratio " + " ".join(f"{kind}: {ratio:.2f}x" for kind, ratio in ratios.items()))
    print(f"Python's start in the game page's warm loads and reloads: {', '.join(starts)}")
    print(f"WebKitGTK's MiniBrowser; median of {args.runs}; pages wait up to {READY_S} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
