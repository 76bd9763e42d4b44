"""The table's redraws and the page's long tasks during a fixed game of four bots.

Run by `python3 build.py bench-ui` (which builds the site and runs this in .venv, where
Playwright is). A fresh Chromium profile opens the built site, starts a 4-player Eminent
Domain game of four Easy bots (seed 7, no pause between moves), and plays it to the end. The
page measures each draw of a screen (the User Timing measure "draw" in static/main.py: the
Python render and the DOM update, with the render alone measured as "render"); a
PerformanceObserver counts the main thread's long tasks
(over 50 ms) from the first move on, and the DOM's size is read after every draw.

It prints `… redraw_ms_p50=… redraw_ms_p95=… dom_nodes_max=… long_tasks=… longest_task_ms=…`.
With `--against COMMIT`, that commit's site (built by its own build.py) is measured first in
the same run, and the ratios follow.

The default page runs the app's Python in a worker (issue 34): its "draw" is the page's patch
alone, and it has no "render". With `--glue`, the same game is played after it on the page's
own Python glue (`index.html?shell=page`, the fallback: Python on the main thread), in the
same run.

With `--rounds N`, it measures instead how long a person waits for three bots: a 4-player
game, the person in the first seat (the tool takes their first choice each time) and three
Hard bots at the page's default pause, for N of the person's decisions that had bots play
before them. `--game G` plays another game (as many seats as it has, up to 4: Microcosm's
two). It prints `round_wait_s_p50=… round_wait_s_max=… bot_think_ms_p50=…
bot_think_ms_p95=… bot_moves=…`. With `--level easy`, the three bots are Easy, who answer at
once: the person's wait is then the beat alone, the floor under Hard's.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

sys.path.insert(0, str(ROOT / "pysrc"))

import build  # noqa: E402 - the repository's build script, for serving and Chromium flags
from tabletop import registry  # noqa: E402 - the games' player counts

DEFAULT_GAME = registry.ids()[0]  # the base game

# Installed before the page's own scripts: long tasks and the DOM's size after each draw.
WATCH = """
window.edBench = {longTasks: [], draws: [], renders: [], nodes: 0};
new PerformanceObserver(list => {
  for (const entry of list.getEntries()) window.edBench.longTasks.push(entry.duration);
}).observe({type: 'longtask', buffered: true});
new PerformanceObserver(list => {
  for (const entry of list.getEntries()) {
    if (entry.name === 'render') window.edBench.renders.push(entry.duration);
    if (entry.name !== 'draw') continue;
    window.edBench.draws.push(entry.duration);
    window.edBench.nodes = Math.max(
      window.edBench.nodes, document.getElementsByTagName('*').length);
  }
}).observe({type: 'measure'});
"""
GAME_MS = 900_000  # a whole 4-player game of Easy bots, with room for a slow machine


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values) or [0.0]
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def fill_new_game(page: Any, kinds: list[str], seed: int, game: str = DEFAULT_GAME) -> None:
    """The New game form of `game` with a seat per kind, filled but not sent: seat kinds and
    seed."""
    page.click("[data-command=new]")
    page.wait_for_selector("#new-game")
    if game != DEFAULT_GAME:
        spec = registry.get(game)
        counts = ",".join(str(n) for n in spec.players)
        page.select_option("#game", game)
        page.wait_for_function(  # the form drawn again with the game's player counts
            "[...document.querySelectorAll('#players option')].map((o) => o.value).join()"
            f" === {json.dumps(counts)}"
        )
    page.select_option("#players", str(len(kinds)))
    page.wait_for_selector(f'fieldset[data-seat="{len(kinds) - 1}"]:not([hidden])')
    for seat, kind in enumerate(kinds):
        page.select_option(f"#kind{seat}", kind)
    page.fill("#seed", str(seed))


def play(page: Any, base: str, seed: int, query: str = "") -> dict[str, Any]:
    page.goto(base + query)
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=120_000)
    fill_new_game(page, ["easy"] * 4, seed)
    page.select_option("#pause", "0")
    page.evaluate("Object.assign(window.edBench, {longTasks: [], draws: [], renders: []})")
    page.click("#new-game button[type=submit]")
    page.wait_for_selector(".end table.scores", timeout=GAME_MS)
    result: dict[str, Any] = page.evaluate("window.edBench")
    return result


# The person's turn to decide (as tests/browser/test_play.py's DECIDE); the bots' answers are
# noted as they come (static/main.py, play_bot: data-last-think-ms, which older pages set too).
YOURS = """() => {
  const prompt = document.querySelector('#prompt');
  if (document.querySelector('.end')) return 'end';
  return prompt && !prompt.dataset.stale && prompt.classList.contains('yours')
    && prompt.querySelector('[data-action]') ? 'decide' : false;
}"""
THINKS = """() => {
  window.edThinks = [];
  new MutationObserver(() => window.edThinks.push(Number(document.body.dataset.lastThinkMs)))
    .observe(document.body, { attributes: true, attributeFilter: ['data-last-think-ms'] });
}"""


def rounds(
    page: Any,
    base: str,
    seed: int,
    decisions: int,
    query: str = "",
    *,
    level: str = "hard",
    game: str = DEFAULT_GAME,
) -> tuple[list[float], list[float]]:
    """The person's waits (seconds) for decisions that came after bots played, and every
    bot's thinking (ms): 4 players, or as many as `game` seats up to 4."""
    page.goto(base + query)
    page.wait_for_selector('body[data-worker="ready"]', state="attached", timeout=120_000)
    players = min(4, max(registry.get(game).players))
    fill_new_game(page, ["human", *[level] * (players - 1)], seed, game)
    page.evaluate(THINKS)
    page.click("#new-game button[type=submit]")
    waits: list[float] = []
    while len(waits) < decisions:
        page.wait_for_function(YOURS, timeout=GAME_MS)
        if page.query_selector(".end"):
            break
        moves = page.evaluate("window.edThinks.length")
        page.evaluate("document.querySelector('#prompt').dataset.stale = '1'")
        page.click("#prompt [data-action]")
        clicked = page.evaluate("performance.now()")
        page.wait_for_function(YOURS, timeout=GAME_MS)
        if page.evaluate("window.edThinks.length") > moves:
            waits.append((page.evaluate("performance.now()") - clicked) / 1000)
    thinks: list[float] = page.evaluate("window.edThinks")
    return waits, thinks


def measure(
    browser: Any, dist: Path, args: argparse.Namespace, query: str = ""
) -> dict[str, float]:
    """One site's figures on one page (`query`), in a fresh browser context (a first visit)."""
    with build.serving(dist) as base:
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        page = context.new_page()
        page.add_init_script(WATCH)
        if args.rounds:
            waits, thinks = rounds(
                page, base, args.seed, args.rounds, query, level=args.level, game=args.game
            )
            context.close()
            return {
                "round_wait_s_p50": percentile(waits, 0.5),
                "round_wait_s_max": max(waits),
                "bot_think_ms_p50": percentile(thinks, 0.5),
                "bot_think_ms_p95": percentile(thinks, 0.95),
                "waits": len(waits),
            }
        result = play(page, base, args.seed, query)
        context.close()
    draws: list[float] = result["draws"]
    tasks: list[float] = result["longTasks"]
    renders: list[float] = result["renders"]
    return {
        "draws": len(draws),
        "python_render_ms_p50": percentile(renders, 0.5),
        "python_render_ms_p95": percentile(renders, 0.95),
        "redraw_ms_p50": percentile(draws, 0.5),
        "redraw_ms_p95": percentile(draws, 0.95),
        "dom_nodes_max": result["nodes"],
        "long_tasks": len(tasks),
        "longest_task_ms": max(tasks, default=0),
    }


def line(figures: dict[str, float]) -> str:
    return " ".join(
        f"{name}={value:.2f}" if isinstance(value, float) else f"{name}={value}"
        for name, value in figures.items()
    )


def main(argv: list[str]) -> int:
    from playwright.sync_api import sync_playwright  # noqa: PLC0415 - only .venv has it

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--rounds", type=int, default=0, help="measure waits for bots instead")
    parser.add_argument("--level", default="hard", help="the three bots' level, with --rounds")
    parser.add_argument("--game", default=DEFAULT_GAME, help="the game played, with --rounds")
    parser.add_argument("--against", help="a commit whose site is measured first, in the same run")
    parser.add_argument("--glue", action="store_true", help="the page's own glue too, after")
    args = parser.parse_args(argv)
    chromium = os.environ.get("ED_CHROMIUM")
    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as folder:
        browser = playwright.chromium.launch(
            executable_path=chromium, headless=True, args=build.CHROMIUM_ARGS
        )
        before = (
            measure(browser, build.built_at(args.against, Path(folder)), args)
            if args.against
            else None
        )
        now = measure(browser, build.DIST, args)
        glue = measure(browser, build.DIST, args, "?shell=page") if args.glue else None
        browser.close()
    if before is not None:
        print(f"{args.against[:12]}: {line(before)}")
        print(f"now: {line(now)}")
        print(
            " ".join(
                f"ratio_{name}={before[name] / now[name]:.2f}x"
                for name in now
                if name.endswith(("_p50", "_p95")) and now[name]
            )
            + " (before/now: above 1 is faster now)"
        )
    else:
        print(line(now))
    if glue is not None:
        print(f"page's glue (?shell=page): {line(glue)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
