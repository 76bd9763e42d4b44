"""axe-core on every screen, at a desktop (1280 px) and a phone (375 px) width, in the dark and
the light colour scheme (each screen at each width and in each scheme, every combination met
on some screen).

axe-core is vendored for tests only (build.AXE_CORE, never in dist/) and injected with
`page.evaluate`, which no Content-Security-Policy of the page can block (a script tag could be).
Pyodide boots once for the whole module: one game page moves between its screens by clicking,
and one embed page shows a rules demo. Every screen must have no axe violation at all; a
failure lists each violation's rule, impact and the nodes it found.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, Playwright

import build
from eminent_domain.ui.text import t
from tabletop.saves import MAX_NAME, Seat

from .conftest import Recorder, Session, launch_options, menu_command, wait_ready
from .test_links import game_payload, screen_is, set_hash
from .test_play import (
    ARTIFACTS,
    SAVE_PREFIX,
    WAIT_MS,
    click_action,
    legal_actions,
    open_with_saves,
    quick_policy,
    save_text,
    wait_state,
)
from .test_site import other_origin_requests

WIDTHS = (1280, 375)
SCHEMES = ("dark", "light")  # prefers-color-scheme, emulated: the page has a theme for each
# Names as long as saves allow (saves.MAX_NAME), with no space to wrap at, in wide letters.
LONG = ("W" * MAX_NAME, "M" * MAX_NAME)
HEIGHT = {1280: 800, 375: 812}

RUN_AXE = """async () => {
  const result = await axe.run(document);
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(" ")),
  }));
}"""


# axe leaves the contrast of text over a gradient undecided ("incomplete"): the page's
# background and the stripes of face-down planets. A second pass paints each of them, through
# the CSSOM (which a CSP allows), in each of its two colours (from the theme's variables, so in
# the scheme shown), and checks colour contrast alone; the paint is removed afterwards.
RUN_CONTRAST_ON_SOLID = """async () => {
  const theme = getComputedStyle(document.documentElement);
  const colour = (name) => theme.getPropertyValue(name).trim();
  const planets = Array.from(document.querySelectorAll(".planet.face-down"));
  const violations = [];
  for (const [page, stripe] of [["--space-glow", "--stripe-a"], ["--space", "--stripe-b"]]) {
    const solid = [[document.body, colour(page)], ...planets.map((e) => [e, colour(stripe)])];
    for (const [element, paint] of solid) element.style.setProperty("background", paint);
    try {
      const result = await axe.run(document, { runOnly: ["color-contrast"] });
      violations.push(...result.violations.map((v) => ({
        id: `${v.id} (gradients painted ${colour(page)} and ${colour(stripe)})`,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => n.target.join(" ")),
      })));
    } finally {
      for (const [element] of solid) element.style.removeProperty("background");
    }
  }
  return violations;
}"""


@functools.cache
def axe_source() -> str:
    return build.axe_source()


def run_axe(page: Page) -> list[dict[str, Any]]:
    if not page.evaluate("typeof window.axe === 'object'"):
        page.evaluate(axe_source())
    assert page.evaluate("typeof window.axe.run === 'function'")
    violations: list[dict[str, Any]] = page.evaluate(RUN_AXE)
    violations += page.evaluate(RUN_CONTRAST_ON_SOLID)
    return violations


def report(violations: list[dict[str, Any]]) -> str:
    lines = [f"{len(violations)} axe violation(s):"]
    for v in violations:
        lines.append(f"- {v['id']} ({v['impact']}): {v['help']}")
        lines += [f"    {node}" for node in v["nodes"][:10]]
        if len(v["nodes"]) > 10:
            lines.append(f"    … and {len(v['nodes']) - 10} more")
    return "\n".join(lines)


# --- one browser, one game page, one embed page for the whole module ---------------------------


@pytest.fixture(scope="module")
def base(dist: Path) -> Iterator[str]:
    with build.serving(dist) as url:
        yield url


@pytest.fixture(scope="module")
def browser_session(
    playwright: Playwright, tmp_path_factory: pytest.TempPathFactory, base: str
) -> Iterator[Session]:
    context: BrowserContext = playwright.chromium.launch_persistent_context(
        str(tmp_path_factory.mktemp("a11y-profile")), **launch_options()
    )
    recorder = Recorder()
    recorder.attach(context)
    yield Session(context, recorder)
    context.close()
    assert recorder.console_errors == []
    assert recorder.page_errors == []
    assert other_origin_requests(recorder.requests, base) == []


@pytest.fixture(scope="module")
def game_page(browser_session: Session, base: str) -> Page:
    """The game with two saves: Ada against an Easy bot, and a hotseat game (Ada and Bea)."""
    solo = save_text([Seat("Ada", "human"), Seat("Rob", "bot", "easy")], seed=5, at_least=60)
    hotseat = save_text(
        [Seat("Ada", "human"), Seat("Bea", "human")], seed=7, at_least=40, name="Hotseat"
    )
    finished = save_text(
        [Seat(LONG[0], "human"), Seat(LONG[1], "bot", "easy")],
        seed=5,
        at_least=10**6,  # to the end
        name=LONG[0],
    )
    return open_with_saves(
        browser_session,
        base,
        {
            SAVE_PREFIX + "solo": solo,
            SAVE_PREFIX + "hotseat": hotseat,
            SAVE_PREFIX + "long-end": finished,
        },
    )


@pytest.fixture(scope="module")
def embed_page(browser_session: Session, base: str) -> Page:
    page = browser_session.context.new_page()
    page.goto(base + "embed.html#demo=survey")
    wait_ready(page)
    return page


# --- getting to each screen by clicking ----------------------------------------------------------


def go_home(page: Page) -> None:
    if page.evaluate("document.body.dataset.screen") == "pass":  # no way home but the table
        page.click("[data-command=reveal]")
        screen_is(page, "table")
    if page.evaluate("document.body.dataset.screen") != "home":
        menu_command(page, "home")
    screen_is(page, "home")


def open_slot(page: Page, slot: str, shown: str = "#prompt", screen: str = "table") -> None:
    go_home(page)
    page.click("[data-command=saves]")
    page.click(f'[data-command=open][data-slot="{slot}"]')
    screen_is(page, screen)
    page.wait_for_selector(shown)


def to_home(page: Page) -> None:
    go_home(page)


def to_new_game(page: Page) -> None:
    go_home(page)
    page.click("[data-command=new]")
    page.wait_for_selector("#new-game")


def to_saves(page: Page) -> None:
    go_home(page)
    page.click("[data-command=saves]")
    page.wait_for_selector(".slots")


def to_table_with_a_bot(page: Page) -> None:
    open_slot(page, "solo")
    assert wait_state(page) == "decide"


def to_table_hotseat(page: Page) -> None:
    """A hotseat save opened: its privacy screen first (nobody has seen it yet), then the
    table of the human to decide."""
    open_slot(page, "hotseat", shown="[data-command=reveal]", screen="pass")
    assert wait_state(page) == "pass"
    page.click("[data-command=reveal]")
    assert wait_state(page) == "decide"


def to_rules(page: Page) -> None:
    go_home(page)
    page.click("[data-command=rules]")
    screen_is(page, "rules")


def to_gallery(page: Page) -> None:
    """The rules screen with every section open, scrolled to the card gallery."""
    to_rules(page)
    page.evaluate("document.querySelectorAll('#screen details').forEach((d) => { d.open = true; })")
    page.locator(".gallery-item").first.scroll_into_view_if_needed()


def to_replay_in_progress(page: Page) -> None:
    to_table_with_a_bot(page)
    menu_command(page, "replay-game")
    screen_is(page, "replay")


def to_replay_finished(page: Page) -> None:
    go_home(page)
    set_hash(page, "#game=" + game_payload())
    screen_is(page, "replay")
    page.wait_for_selector(".end")


def to_replay_open_hands(page: Page) -> None:
    to_replay_finished(page)
    page.select_option("#replay-seat", "open")
    page.wait_for_selector(".open-hands")


def to_pass_screen(page: Page) -> None:
    """The hotseat privacy screen: decide for the player shown until the device passes."""
    to_table_hotseat(page)
    for _ in range(40):
        state = wait_state(page)
        if state == "pass":
            return
        assert state == "decide", state
        click_action(page, quick_policy(legal_actions(page)))
    raise AssertionError("the device never passed to the other player")


def to_import(page: Page) -> None:
    go_home(page)
    page.click("[data-command=import]")
    page.wait_for_selector("#import-text")


def to_link_error(page: Page) -> None:
    go_home(page)
    set_hash(page, "#game=v1.not-a-game")
    screen_is(page, "link-error")


def worker_ready(page: Page) -> None:
    page.wait_for_function("document.body.dataset.worker === 'ready'", timeout=WAIT_MS)


def to_table_hint(page: Page) -> None:
    """The coach's answer under the choices (asked once: the same decision keeps it)."""
    to_table_with_a_bot(page)
    worker_ready(page)
    if page.query_selector("#coach") is None:
        page.click("#prompt [data-command=hint]")
    page.wait_for_selector("#coach", timeout=WAIT_MS)


def to_end_review(page: Page) -> None:
    """A finished game's review, done (started once: the same game keeps it)."""
    open_slot(page, "long-end", shown=".end")
    worker_ready(page)
    if page.query_selector("#review") is None:
        page.click("[data-command=review]")
    page.wait_for_selector("#review:not(.running)", timeout=10 * WAIT_MS)


def to_replay_review(page: Page) -> None:
    """A decision from the review opened in the replay: the list of decisions reviewed, the
    banner with both choices, and the choices offered (not to be taken) with both marked."""
    to_end_review(page)
    page.click("#review [data-command=review-open] >> nth=0")
    screen_is(page, "replay")
    page.wait_for_selector("#review-mark")


def to_lab(page: Page) -> None:
    """The balance lab with its charts (run once: the page keeps the run)."""
    go_home(page)
    page.click("[data-command=lab]")
    screen_is(page, "lab")
    if page.query_selector("#lab-results") is None:
        worker_ready(page)
        page.select_option("#lab-game", "microcosm")
        page.wait_for_selector("#reveal_after_flip", state="attached")
        page.fill("#lab-games", "3")
        page.fill("#lab-seed", "5")
        page.click("#lab-form button[type=submit]")
    page.wait_for_selector(".lab-status:not(.running)", timeout=WAIT_MS)


def to_tutorial(page: Page) -> None:
    """Learn to play Eminent Domain: a lesson panel in the prompt, its choice pointed at on the
    table (the Survey stack) as on its button (resumed where the last run left it)."""
    go_home(page)
    page.click('.learn [data-command=tutorial][data-game="eminent-domain"]')
    screen_is(page, "table")
    assert wait_state(page) == "decide"
    if page.query_selector(".board [data-lesson-point]") is None:  # past the first lesson
        page.click("#prompt [data-lesson-point][data-action]")
        assert wait_state(page) == "decide"
    page.wait_for_selector("#lesson")


def to_game_tutorial(page: Page, game: str) -> None:
    """Learn to play another game: its first lesson (Microcosm's: the face-up cards to take
    ringed; the 2010 prototype's: dissent; Chaos Theory's: choose Survey)."""
    go_home(page)
    page.click(f'.learn [data-command=tutorial][data-game="{game}"]')
    screen_is(page, "table")
    assert wait_state(page) == "decide"
    page.wait_for_selector("#lesson")


SCREENS: dict[str, Callable[[Page], None]] = {
    "home": to_home,
    "new-game": to_new_game,
    "saves": to_saves,
    "table-bot": to_table_with_a_bot,
    "table-hotseat": to_table_hotseat,
    "pass": to_pass_screen,
    "import": to_import,
    "link-error": to_link_error,
    "rules": to_rules,
    "gallery": to_gallery,
    "replay-in-progress": to_replay_in_progress,
    "replay-finished": to_replay_finished,
    "replay-open-hands": to_replay_open_hands,
    "table-hint": to_table_hint,
    "end-review": to_end_review,
    "replay-review": to_replay_review,
    "lab": to_lab,
    "tutorial": to_tutorial,
    "tutorial-microcosm": functools.partial(to_game_tutorial, game="microcosm"),
    "tutorial-prototype-2010": functools.partial(to_game_tutorial, game="prototype-2010"),
    "tutorial-chaos-theory": functools.partial(to_game_tutorial, game="chaos-theory"),
}


def check(page: Page, name: str, width: int, scheme: str) -> None:
    page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
    page.set_viewport_size({"width": width, "height": HEIGHT[width]})
    assert page.evaluate(f"matchMedia('(prefers-color-scheme: {scheme})').matches")
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"a11y-{name}-{width}-{scheme}.png"), full_page=True)
    violations = run_axe(page)
    assert violations == [], f"{name} at {width} px, {scheme}: {report(violations)}"
    assert page.evaluate("document.documentElement.scrollWidth") <= width


# Each screen at both widths and in both schemes, in two runs: the phone in one scheme and the
# desktop in the other, the pairing swapped from one screen to the next, so that every
# combination of width and scheme is met too (the four for every screen took twice as long).
PAIRINGS = (((375, "light"), (1280, "dark")), ((375, "dark"), (1280, "light")))
SCREEN_RUNS = [
    pytest.param(name, width, scheme, id=f"{name}-{width}-{scheme}")
    for number, name in enumerate(SCREENS)
    for width, scheme in PAIRINGS[number % 2]
]


@pytest.mark.parametrize(("name", "width", "scheme"), SCREEN_RUNS)
def test_no_axe_violations(game_page: Page, name: str, width: int, scheme: str) -> None:
    SCREENS[name](game_page)
    check(game_page, name, width, scheme)


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("width", WIDTHS)
def test_no_axe_violations_in_the_embedded_demo(embed_page: Page, width: int, scheme: str) -> None:
    step = embed_page.locator("[data-command=step]")
    if step.is_enabled():  # a step once per run: the demo may end before the last run
        step.click()
    embed_page.wait_for_function("Number(document.body.dataset.position) >= 1", timeout=WAIT_MS)
    check(embed_page, "embed", width, scheme)


# --- long names on a phone ------------------------------------------------------------------------


def page_width(page: Page) -> int:
    return int(page.evaluate("document.documentElement.scrollWidth"))


def test_long_names_never_widen_a_phone_screen(game_page: Page) -> None:
    """Names of 40 letters with no space fit 375 px on the table, the saves list, the end
    screen and the replay; a longer one typed in the form is cut or refused with a message."""
    page = game_page
    page.set_viewport_size({"width": 375, "height": 812})
    ARTIFACTS.mkdir(exist_ok=True)
    to_new_game(page)
    page.click("#name0")
    page.keyboard.press("Control+A")
    page.keyboard.type("W" * 120)
    assert page.input_value("#name0") == LONG[0]  # the field takes MAX_NAME letters
    # A value past the limit (set by a script or an autofill) is refused with a message.
    page.evaluate("document.getElementById('name0').value = 'W'.repeat(120)")
    page.select_option("#kind1", "easy")
    page.fill("#name1", LONG[1])
    page.select_option("#pause", "0")
    page.click("#new-game button[type=submit]")
    error = page.wait_for_selector("#new-game .error[role=alert]")
    assert error.inner_text() == t("new.long_name", n=MAX_NAME)
    assert page_width(page) <= 375
    page.fill("#name0", LONG[0])
    page.click("#new-game button[type=submit]")
    screen_is(page, "table")
    assert wait_state(page) == "decide"
    page.screenshot(path=str(ARTIFACTS / "long-names-table-375.png"), full_page=True)
    assert page_width(page) <= 375, "table"

    to_saves(page)
    page.screenshot(path=str(ARTIFACTS / "long-names-saves-375.png"), full_page=True)
    assert page_width(page) <= 375, "saves"
    go_home(page)
    assert LONG[0] in page.inner_text("#screen")  # the game to continue, by its players
    assert page_width(page) <= 375, "home"

    open_slot(page, "long-end", shown=".end")
    page.screenshot(path=str(ARTIFACTS / "long-names-end-375.png"), full_page=True)
    assert page_width(page) <= 375, "end"
    page.click(".end [data-command=replay-game]")
    screen_is(page, "replay")
    page.select_option("#replay-seat", "open")
    page.wait_for_selector(".open-hands")
    page.screenshot(path=str(ARTIFACTS / "long-names-replay-375.png"), full_page=True)
    assert page_width(page) <= 375, "replay"
