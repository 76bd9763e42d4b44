"""Write the README's screenshots into docs/screenshots/, the same way every time.

    python3 build.py && python3 tools/screenshots.py

Each scene is shot at 1280 x 800 (a desktop) and 375 x 812 (a phone: touch, mobile, scale 1),
in the dark and the light colour scheme, as `<scene>-<width>-<scheme>.png`. The embedded demo
is shot in its iframe sizes instead: 600 x 400 for the 1280 row and 375 x 400 for the phone
row. The scenes in FULL_PAGE also get a full-page `<scene>-375-dark-full.png` (the whole
phone page). The PNGs are re-deflated at zlib's best level, losslessly, to keep them small.

Positions are reached without luck: saves are built here in CPython from fixed seeds (Easy
bots play every seat until the person is to decide) and put into localStorage before the page
starts, as the browser tests do; the page then opens them from its Saved games screen. The
person is always the one to decide, so nothing moves under the camera. The site is `dist/`,
served on 127.0.0.1:8000 (else a free port) by build.py's server; Chromium is ED_CHROMIUM, else a
Chromium on PATH, else Playwright's own. Run with the system Python, the tool restarts itself
in the project's .venv (which has Playwright).
"""

from __future__ import annotations

import json
import os
import struct
import sys
import threading
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
for _path in (ROOT / "pysrc", ROOT):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

import build  # noqa: E402 - after the path set-up above

OUT = ROOT / "docs" / "screenshots"
# The scenes, in the README's order. Every one is listed in the README (a test checks).
SCENES = (
    "home",
    "table-2p",
    "table-4p",
    "tech-tooltip",
    "end",
    "replay",
    "embed",
    "rules-demo",
    "microcosm-table",
    "chaos-theory-table",
    "prototype-2010-table",
    "prototype-2010-changes",
    "coach-hint",
    "coach-review",
    "coach-review-replay",
    "lab",
    "tutorial-first",
    "tutorial-last",
    "microcosm-tutorial-first",
    "microcosm-tutorial-last",
    "prototype-2010-tutorial-first",
    "prototype-2010-tutorial-last",
    "chaos-theory-tutorial-first",
    "chaos-theory-tutorial-last",
)
WIDTHS = (1280, 375)
SCHEMES = ("dark", "light")
VIEWPORT = {1280: (1280, 800), 375: (375, 812)}
EMBED_VIEWPORT = {1280: (600, 400), 375: (375, 400)}  # the iframe's sizes, named by the row
FULL_PAGE = ("table-2p", "end")  # also shot whole, at 375 in the dark scheme only
FULL_PAGE_SCHEME = "dark"
EMBED_DEMO = "warfare"
EMBED_STEPS = 3  # the attack: the planet attacked, outlined and labelled
READY_MS = 180_000  # Pyodide on a busy two-core machine
WAIT_MS = 120_000
SAVE_PREFIX = "eminent-domain/save/"  # tabletop.saves.PREFIX
SETTINGS_KEY = "eminent-domain/settings"  # tabletop.ui.autosave.SETTINGS_KEY
PORT = 8000
WHEN = "2026-01-02T03:04:05+00:00"


def shot_name(scene: str, width: int, scheme: str, full: bool = False) -> str:
    return f"{scene}-{width}-{scheme}{'-full' if full else ''}.png"


def expected_files() -> list[str]:
    """Every file the tool writes, by name."""
    names = [shot_name(s, w, c) for s in SCENES for w in WIDTHS for c in SCHEMES]
    names += [shot_name(s, 375, FULL_PAGE_SCHEME, full=True) for s in FULL_PAGE]
    return names


# --- the saves -------------------------------------------------------------------------------


def save_text(
    game: str,
    seats: list[tuple[str, str | None]],
    seed: int,
    at_least: int,
    name: str,
    *,
    updated: str = WHEN,
    wanted: str = "",
) -> str:
    """A save of `game` (seats: (name, None) for a person, (name, level) for a bot) after at
    least `at_least` decisions, played by Easy bots, stopping once a person is to decide (one
    of whose legal actions starts with `wanted`), or at the end of the game."""
    from tabletop import registry  # noqa: PLC0415 - pysrc is on the path only from here
    from tabletop.bots import make_bot  # noqa: PLC0415
    from tabletop.saves import SaveDoc, Seat  # noqa: PLC0415
    from tabletop.ui.session import Session  # noqa: PLC0415

    spec = registry.get(game)
    chairs = [
        Seat(who, "human") if level is None else Seat(who, "bot", level) for who, level in seats
    ]
    session = Session.new(spec, spec.default_config(len(chairs)), seed, chairs)
    bots = [make_bot("easy", spec, seed * 10 + seat) for seat in range(len(chairs))]
    while not session.game.is_over:
        seat = session.game.current_player
        assert seat is not None
        if (
            len(session.steps) >= at_least
            and session.is_human(seat)
            and any(str(a).startswith(wanted) for a in session.game.legal_actions())
        ):
            break
        session.apply(bots[seat].choose(session.view(seat)))
    return SaveDoc(name, WHEN, updated, tuple(chairs), False, session.record).to_json()


def tutorial_text(game: str) -> str:
    """A save of `game`'s tutorial (marked so) at its last lesson: the learner followed every
    pointer from the deal, the gentle bot played as the page plays it."""
    from tabletop import registry, tutorial  # noqa: PLC0415 - pysrc is on the path only from here
    from tabletop.bots import make_bot  # noqa: PLC0415
    from tabletop.saves import SaveDoc  # noqa: PLC0415
    from tabletop.ui import lessons  # noqa: PLC0415
    from tabletop.ui.screens.table import bot_seed  # noqa: PLC0415
    from tabletop.ui.shell import short_name  # noqa: PLC0415

    spec = registry.get(game)
    taught = tutorial.tutorial_of(spec)
    assert taught is not None

    def bot(view: dict[str, Any], decision: int) -> str:
        seed = bot_seed(taught.seed, view["viewer"], decision)
        return make_bot(taught.bot, spec, seed).choose(view)

    actions, _ = tutorial.path(taught, spec, bot)
    session = lessons.new_session(spec)
    for action in actions:
        session.apply(action)
    seats = session.seats
    name = short_name(f"Tutorial: {spec.title}")  # as the page names it (within the limit)
    return SaveDoc(name, WHEN, WHEN, seats, False, session.record, tutorial=taught.id).to_json()


def saves() -> dict[str, str]:
    """localStorage's items: the saves (slot id -> text) and no pause for the bots. An Eminent
    Domain game takes some 300 to 600 decisions, a Microcosm game some 70, a 5-player Chaos
    Theory game some 500."""
    duel = [("Ada", None), ("Hard bot", "hard")]
    four = [("Ada", None), ("Easy bot", "easy"), ("Medium bot", "medium"), ("Hard bot", "hard")]
    five = [("Ada", None), ("Random bot", "random"), *four[1:]]
    later = "2026-01-02T04:00:00+00:00"  # the game Home offers to continue
    slots = {
        "duel": save_text("eminent-domain", duel, 5, 120, "Duel", updated=later),
        "research": save_text("eminent-domain", duel, 5, 150, "Research", wanted="research "),
        "four": save_text("eminent-domain", four, 3, 250, "Four players"),
        "finished": save_text("eminent-domain", duel, 5, 10**6, "Finished"),
        "micro": save_text("microcosm", duel, 4, 30, "Microcosm", wanted="down "),
        "chaos": save_text("chaos-theory", five, 6, 60, "Chaos Theory", wanted="role "),
        "proto": save_text("prototype-2010", four[:3], 7, 40, "2010 prototype", wanted="keep "),
        "tutorial-end": tutorial_text("eminent-domain"),
        "microcosm-tutorial-end": tutorial_text("microcosm"),
        "prototype-2010-tutorial-end": tutorial_text("prototype-2010"),
        "chaos-theory-tutorial-end": tutorial_text("chaos-theory"),
    }
    items = {SAVE_PREFIX + slot: text for slot, text in slots.items()}
    items[SETTINGS_KEY] = json.dumps({"pause_ms": 0})
    return items


# --- the page --------------------------------------------------------------------------------

# "decide" once a person's buttons are in #prompt, "end" on the final scores, "error" on the
# error screen (tests/browser/test_play.py's DECIDE).
DECIDE = """() => {
  if (document.body.dataset.screen === 'error') return 'error';
  if (document.querySelector('.end')) return 'end';
  const prompt = document.querySelector('#prompt');
  if (prompt && prompt.classList.contains('yours') && prompt.querySelector('[data-action]'))
    return 'decide';
  return false;
}"""


def scoped(base: str, items: dict[str, str]) -> dict[str, str]:
    """The items under the keys that the app served at `base` keeps them under (its scope,
    tabletop/ui/namespace.py)."""
    from tabletop.ui import namespace  # noqa: PLC0415 - imported where used, as save_text's

    scope = namespace.scope_of(urlsplit(base).path)
    return {namespace.scoped_key(scope, key): text for key, text in items.items()}


def seed_script(origin: str, items: dict[str, str]) -> str:
    """Put the items into localStorage before the page's own scripts run (once per tab)."""
    return f"""if (location.origin === {json.dumps(origin)}
                   && !sessionStorage.getItem("edSeeded")) {{
      sessionStorage.setItem("edSeeded", "1");
      for (const [key, text] of Object.entries({json.dumps(items)})) {{
        localStorage.setItem(key, text);
      }}
    }}"""


def wait_ready(page: Any) -> None:
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=READY_MS)


def screen_is(page: Any, name: str) -> None:
    page.wait_for_function(f"document.body.dataset.screen === {json.dumps(name)}", timeout=WAIT_MS)


def wait_state(page: Any) -> str:
    state = str(page.wait_for_function(DECIDE, timeout=WAIT_MS, polling="raf").json_value())
    if state == "error":
        raise SystemExit("the page shows its error screen:\n" + page.input_value("#error-details"))
    return state


def settle(page: Any) -> None:
    """Two frames drawn after the last change, fonts loaded, the pointer out of the way."""
    page.mouse.move(0, 0)
    page.evaluate(
        """() => document.fonts.ready.then(() => new Promise((done) =>
             requestAnimationFrame(() => requestAnimationFrame(() => done(true)))))"""
    )


def go_home(page: Any) -> None:
    if page.evaluate("document.body.dataset.screen") != "home":
        home = page.locator("#screen [data-command=home]").first
        if not home.is_visible():  # a phone's table folds its menu to one button
            page.click("#screen [data-command=menu]")
        home.click()
    screen_is(page, "home")
    page.evaluate("window.scrollTo(0, 0)")


def open_slot(page: Any, slot: str) -> str:
    go_home(page)
    page.click("[data-command=saves]")
    page.click(f'[data-command=open][data-slot="{slot}"]')
    screen_is(page, "table")
    page.wait_for_selector("#prompt, .end")
    state = wait_state(page)
    page.evaluate("window.scrollTo(0, 0)")
    return state


def to_home(page: Any) -> None:
    go_home(page)


def to_table_2p(page: Any) -> None:
    assert open_slot(page, "duel") == "decide"


def to_table_4p(page: Any) -> None:
    assert open_slot(page, "four") == "decide"


def to_tech_tooltip(page: Any) -> None:
    """Ada choosing a technology to research: the first choice focused, its tooltip (`.tip`,
    the technology's numbers and effect) open beside the prompt's buttons."""
    assert open_slot(page, "research") == "decide"
    button = page.locator("#prompt .tipped > button").first
    button.focus()
    page.wait_for_selector("#prompt .tipped:focus-within > .tip", state="visible")
    page.evaluate(
        """() => document.querySelector('#prompt .tipped:focus-within > .tip')
                   .scrollIntoView({block: 'nearest'})"""
    )


def to_end(page: Any) -> None:
    assert open_slot(page, "finished") == "end"


def to_replay(page: Any) -> None:
    """The finished game's replay at the start of its middle round, every hand open."""
    to_end(page)
    page.click(".end [data-command=replay-game]")  # the end screen's (a phone folds the menu)
    screen_is(page, "replay")
    rounds = page.locator("#replay-round option").count()
    page.select_option("#replay-round", index=rounds // 2)
    page.wait_for_function(
        f"document.querySelector('#replay-round').selectedIndex === {rounds // 2}", timeout=WAIT_MS
    )
    page.select_option("#replay-seat", "open")
    page.wait_for_selector(".open-hands")
    page.evaluate("window.scrollTo(0, 0)")


def to_microcosm(page: Any) -> None:
    assert open_slot(page, "micro") == "decide"


def to_chaos_theory(page: Any) -> None:
    """Five players, a role to lead: each button says what leading it will do."""
    assert open_slot(page, "chaos") == "decide"


def to_prototype(page: Any) -> None:
    """The 2010 prototype, 3 players: a Survey to keep, the planets shown by their backs."""
    assert open_slot(page, "proto") == "decide"


def to_prototype_changes(page: Any) -> None:
    """The Rules screen of the 2010 prototype, at what changed from 2010 to 2011."""
    go_home(page)
    page.click('.home [data-command=rules][data-game="prototype-2010"]')
    screen_is(page, "rules")
    page.wait_for_selector("#what-changed")
    page.evaluate("document.getElementById('what-changed').scrollIntoView()")


def worker_ready(page: Any) -> None:
    page.wait_for_function("document.body.dataset.worker === 'ready'", timeout=WAIT_MS)


def to_coach_hint(page: Any) -> None:
    """The two-player game, Ada asking for a hint: Hard's choice and the next best, with
    their estimated chances of winning, under her choices."""
    assert open_slot(page, "duel") == "decide"
    worker_ready(page)
    page.click("#prompt [data-command=hint]")
    page.wait_for_selector("#coach", timeout=WAIT_MS)
    page.evaluate("document.getElementById('coach').scrollIntoView({block: 'nearest'})")


def to_coach_review(page: Any) -> None:
    """The finished game reviewed: Ada's three costliest decisions, by Hard's estimates."""
    assert open_slot(page, "finished") == "end"
    worker_ready(page)
    page.click("[data-command=review]")
    page.wait_for_selector("#review:not(.running)", timeout=10 * WAIT_MS)
    page.evaluate("document.getElementById('review').scrollIntoView()")


def to_coach_review_replay(page: Any) -> None:
    """The review's costliest decision opened in the replay: marked in the list of decisions
    reviewed, Ada's choice beside Hard's with both chances, and both marked among the choices
    she was offered."""
    if page.locator("#review [data-command=review-open]").count() == 0:
        to_coach_review(page)
    page.click("#review [data-command=review-open] >> nth=0")
    screen_is(page, "replay")
    page.wait_for_selector("#review-mark")
    # A wide screen shows the banner, the list and the choices; a phone starts at the banner.
    where, block = (
        ("#prompt", "end") if page.viewport_size["width"] > 600 else (".review-replay", "start")
    )
    page.evaluate(f"document.querySelector('{where}').scrollIntoView({{block: '{block}'}})")


def to_lab(page: Any) -> None:
    """The balance lab after eight 3-player games of Eminent Domain (Medium and two Easy)."""
    go_home(page)
    page.click("[data-command=lab]")
    screen_is(page, "lab")
    worker_ready(page)
    page.select_option("#lab-players", "3")
    page.wait_for_selector("#bot2:not([hidden])", state="attached")
    for seat, level in enumerate(("medium", "easy", "easy")):
        page.select_option(f"#bot{seat}", level)
    page.fill("#lab-games", "8")
    page.fill("#lab-seed", "7")
    page.click("#lab-form button[type=submit]")
    page.wait_for_selector(".lab-status:not(.running)", timeout=10 * WAIT_MS)
    page.evaluate("document.getElementById('lab-results').scrollIntoView()")


def to_rules_demo(page: Any) -> None:
    """Microcosm's Rules screen playing its Warfare demo in place, at the attack."""
    go_home(page)
    page.click('.home [data-command=rules][data-game="prototype-2010"]')
    screen_is(page, "rules")
    page.click('.rules-games [data-command=rules][data-game="microcosm"]')
    page.click("#rules-demo-pick-warfare")
    for step in range(1, 4):
        page.click("#rules-demo-step")
        page.wait_for_function(
            f"document.getElementById('rules-demo').dataset.position === '{step}'",
            timeout=WAIT_MS,
        )
    page.evaluate("document.getElementById('rules-demo').scrollIntoView()")


def to_tutorial_first(page: Any, game: str = "eminent-domain") -> None:
    """Learn to play a game, from the home screen: its first lesson (Eminent Domain's: play
    no Action; Microcosm's: take a face-up card), what it points at ringed."""
    go_home(page)
    page.click(f'.learn [data-command=tutorial-restart][data-game="{game}"]')
    assert wait_state(page) == "decide"
    page.wait_for_selector("#lesson")


def to_tutorial_last(page: Any, slot: str = "tutorial-end") -> None:
    """A game's tutorial at its end: every lesson met, how the game ends and is scored, the
    game the learner's to finish."""
    assert open_slot(page, slot) == "decide"
    page.wait_for_selector("#lesson[data-done]")


def to_microcosm_tutorial_first(page: Any) -> None:
    to_tutorial_first(page, "microcosm")


def to_microcosm_tutorial_last(page: Any) -> None:
    to_tutorial_last(page, "microcosm-tutorial-end")


def to_prototype_tutorial_first(page: Any) -> None:
    to_tutorial_first(page, "prototype-2010")


def to_prototype_tutorial_last(page: Any) -> None:
    to_tutorial_last(page, "prototype-2010-tutorial-end")


def to_chaos_tutorial_first(page: Any) -> None:
    to_tutorial_first(page, "chaos-theory")


def to_chaos_tutorial_last(page: Any) -> None:
    to_tutorial_last(page, "chaos-theory-tutorial-end")


GAME_SCENES: dict[str, Callable[[Any], None]] = {
    "home": to_home,
    "table-2p": to_table_2p,
    "table-4p": to_table_4p,
    "tech-tooltip": to_tech_tooltip,
    "end": to_end,
    "replay": to_replay,
    "microcosm-table": to_microcosm,
    "chaos-theory-table": to_chaos_theory,
    "prototype-2010-table": to_prototype,
    "prototype-2010-changes": to_prototype_changes,
    "rules-demo": to_rules_demo,
    "coach-hint": to_coach_hint,
    "coach-review": to_coach_review,
    "coach-review-replay": to_coach_review_replay,
    "lab": to_lab,
    "tutorial-first": to_tutorial_first,
    "tutorial-last": to_tutorial_last,
    "microcosm-tutorial-first": to_microcosm_tutorial_first,
    "microcosm-tutorial-last": to_microcosm_tutorial_last,
    "prototype-2010-tutorial-first": to_prototype_tutorial_first,
    "prototype-2010-tutorial-last": to_prototype_tutorial_last,
    "chaos-theory-tutorial-first": to_chaos_tutorial_first,
    "chaos-theory-tutorial-last": to_chaos_tutorial_last,
}


# --- shooting --------------------------------------------------------------------------------


def context_options(width: int, size: tuple[int, int], scheme: str) -> dict[str, Any]:
    options: dict[str, Any] = {
        "viewport": {"width": size[0], "height": size[1]},
        "device_scale_factor": 1,
        "locale": "en-US",
        "color_scheme": scheme,
    }
    if width == 375:
        options.update(is_mobile=True, has_touch=True)
    return options


class Problems:
    """What the pages said on their console or threw: printed at the end, fails the run."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def attach(self, context: Any, label: str) -> None:
        context.on(
            "console",
            lambda m: (
                self.seen.append(f"{label}: console: {m.text}") if m.type == "error" else None
            ),
        )
        context.on("weberror", lambda e: self.seen.append(f"{label}: page error: {e.error}"))


def recompress(png: bytes) -> bytes:
    """The same image, its pixel data deflated at zlib's best level (lossless; Chromium
    writes for speed): one IDAT chunk, every other chunk kept as it was."""
    chunks: list[tuple[bytes, bytes]] = []
    pixels = b""
    pos = 8
    while pos < len(png):
        (size,) = struct.unpack(">I", png[pos : pos + 4])
        kind, body = png[pos + 4 : pos + 8], png[pos + 8 : pos + 8 + size]
        pos += 12 + size
        if kind == b"IDAT":
            pixels += body
        elif kind != b"IEND":
            chunks.append((kind, body))
    chunks += [(b"IDAT", zlib.compress(zlib.decompress(pixels), 9)), (b"IEND", b"")]
    out = [png[:8]]
    for kind, body in chunks:
        crc = zlib.crc32(kind + body)
        out.append(struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc))
    return b"".join(out)


def shoot(page: Any, name: str, full: bool = False) -> Path:
    """The viewport, or (full) the whole page: shot in a viewport as tall as the page, so that
    the phone's fixed action bar sits at the bottom instead of across the middle (as
    Playwright's `full_page` would paint it)."""
    size = page.viewport_size
    if full:
        # Measured once, at the usual height: the page is at least as tall as its viewport,
        # so measuring again in the taller one would only add blank space.
        height = int(page.evaluate("document.documentElement.scrollHeight"))
        page.set_viewport_size({"width": size["width"], "height": height})
        page.evaluate("window.scrollTo(0, 0)")
    settle(page)
    path = OUT / name
    path.write_bytes(recompress(page.screenshot(animations="disabled")))
    if full:
        page.set_viewport_size(size)
    print(f"  {name}  {path.stat().st_size:,} bytes", flush=True)
    return path


@contextmanager
def serving() -> Iterator[str]:
    """dist/ on 127.0.0.1:PORT (the address `build.py serve` shows, and that the replay's share
    link shows in the shot), or on a free port when that one is taken."""
    try:
        server = build.make_server(build.DIST, port=PORT)
    except OSError:
        print(f"port {PORT} is taken: serving on a free port (the replay's link shows it)")
        server = build.make_server(build.DIST)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@contextmanager
def new_page(browser: Any, problems: Problems, label: str, **options: Any) -> Iterator[Any]:
    context = browser.new_context(**options)
    problems.attach(context, label)
    try:
        yield context.new_page()
    finally:
        context.close()


def shoot_game(
    browser: Any, base: str, items: dict[str, str], width: int, problems: Problems
) -> None:
    origin = "/".join(base.split("/")[:3])  # http://127.0.0.1:PORT
    with new_page(
        browser, problems, f"game {width}", **context_options(width, VIEWPORT[width], "dark")
    ) as page:
        page.add_init_script(seed_script(origin, scoped(base, items)))
        page.goto(base)
        wait_ready(page)
        for scene, reach in GAME_SCENES.items():
            page.emulate_media(color_scheme="dark")
            reach(page)
            for scheme in SCHEMES:
                page.emulate_media(color_scheme=scheme)
                shoot(page, shot_name(scene, width, scheme))
                if width == 375 and scheme == FULL_PAGE_SCHEME and scene in FULL_PAGE:
                    shoot(page, shot_name(scene, width, scheme, full=True), full=True)


def shoot_embed(browser: Any, base: str, width: int, problems: Problems) -> None:
    for scheme in SCHEMES:
        options = context_options(width, EMBED_VIEWPORT[width], scheme)
        with new_page(browser, problems, f"embed {width} {scheme}", **options) as page:
            page.goto(f"{base}embed.html#demo={EMBED_DEMO}")
            wait_ready(page)
            for _ in range(EMBED_STEPS):
                page.click("[data-command=step]")
            page.wait_for_function(
                f"document.body.dataset.position === '{EMBED_STEPS}'", timeout=WAIT_MS
            )
            shoot(page, shot_name("embed", width, scheme))


def main() -> int:
    from playwright.sync_api import sync_playwright  # noqa: PLC0415 - only .venv has it

    if not (build.DIST / "index.html").exists():
        build.build()
    OUT.mkdir(parents=True, exist_ok=True)
    print("building the saves…", flush=True)
    items = saves()
    problems = Problems()
    with sync_playwright() as playwright, serving() as base:
        browser = playwright.chromium.launch(
            executable_path=build.find_chromium(), headless=True, args=build.CHROMIUM_ARGS
        )
        try:
            for width in WIDTHS:
                print(f"{width} px:", flush=True)
                shoot_game(browser, base, items, width, problems)
                shoot_embed(browser, base, width, problems)
        finally:
            browser.close()
    missing = [name for name in expected_files() if not (OUT / name).exists()]
    total = sum((OUT / name).stat().st_size for name in expected_files() if (OUT / name).exists())
    print(f"{len(expected_files()) - len(missing)} screenshots, {total:,} bytes in all")
    for problem in problems.seen:
        print(problem, file=sys.stderr)
    return 1 if missing or problems.seen else 0


def in_venv() -> int:
    """Run main() in the project's .venv when this Python has no Playwright."""
    try:
        import playwright  # noqa: F401, PLC0415
    except ImportError:
        if os.environ.get("ED_SCREENSHOTS_IN_VENV"):
            raise
        python, env = build.prepare_browser_env()
        env["ED_SCREENSHOTS_IN_VENV"] = "1"
        os.execve(str(python), [str(python), str(Path(__file__).resolve()), *sys.argv[1:]], env)
    return main()


if __name__ == "__main__":
    sys.exit(in_venv())
