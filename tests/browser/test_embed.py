"""The rules demos made for readers (issue 14, point 8), as a blog embeds them: in a 600 x 400
iframe of another origin, every built-in demo of every game plays to its end with its own
captions, and at every step its caption, step controls and the subject the step is about
(the planet attacked, the card played: issue 33, point 9), outlined and labelled, are in
view without scrolling the iframe; narrowed to 400 px, nothing is wider than the frame. The
page paints a title and a progress bar long before Python is ready. Screenshots go to
tests/browser/artifacts/ (the README's are tools/screenshots.py's)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from playwright.sync_api import Frame, Page, Route

import build
from tabletop import demos, registry
from tabletop.text import t
from tabletop.ui.embed import SNIPPET_SIZE, snippet

from .conftest import READY, READY_TIMEOUT_MS, Session, answered, wait_ready

WAIT_MS = 30_000
SHOTS = Path(__file__).resolve().parent / "artifacts"  # not the README's: tools/screenshots.py


def built_ins() -> dict[str, list[str]]:
    """What follows ``#demo=`` for every game's built-in demos, with their captions: the base
    game's by their bare names (as blogs pasted them before the core), the others' as
    ``<game-id>/<name>``."""
    found = {}
    for spec in registry.all_specs():
        for name, data in demos.built_ins(spec).items():
            value = name if spec.legacy_demos else demos.reference(spec, name)
            found[value] = [str(caption) for caption in data["captions"]]
    return found


@contextmanager
def host(tmp_path: Path, app_base: str, first: str) -> Iterator[str]:
    """Another origin with the blog snippet of one demo."""
    root = tmp_path / "host"
    root.mkdir()
    (root / "post.html").write_text(
        "<!doctype html><html lang=en><head><meta charset=utf-8>"
        '<link rel="icon" href="data:,"><title>A blog</title></head>'
        f"<body><h1>My post</h1>\n{snippet(app_base, first)}\n</body></html>",
        encoding="utf-8",
    )
    with build.serving(root) as base:
        yield base + "post.html"


def box(frame: Frame, selector: str) -> dict[str, float]:
    found = frame.evaluate(
        """(selector) => {
             const r = document.querySelector(selector).getBoundingClientRect();
             return {top: r.top, bottom: r.bottom, left: r.left, right: r.right};
           }""",
        selector,
    )
    return dict(found)


def inside(frame: Frame, selector: str, size: tuple[int, int]) -> bool:
    found = box(frame, selector)
    return (
        found["top"] >= 0
        and found["left"] >= 0
        and found["bottom"] <= size[1]
        and found["right"] <= size[0]
    )


SUBJECT = """() => {
  const region = document.querySelector("[data-demo-region]");
  const subject = Array.from(region.querySelectorAll("[data-demo-subject]"))
    .find((e) => e.getClientRects().length > 0);
  const label = region.querySelector(".demo-subject-label");
  if (!subject || !label) return null;
  const box = (e) => { const r = e.getBoundingClientRect();
                       return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; };
  const style = getComputedStyle(subject);
  return {subject: box(subject), label: box(label), region: box(region),
          text: label.textContent, named: subject.getAttribute("data-demo-subject"),
          outline: style.outlineStyle, width: parseFloat(style.outlineWidth),
          labelShown: getComputedStyle(label).display !== "none"};
}"""


def check_subject(frame: Frame, where: object, size: tuple[int, int]) -> dict[str, Any]:
    """The subject is drawn with a solid outline and its label, inside the region (the whole
    of it, or its top and label when it is taller than the region) and inside the frame."""
    found = frame.evaluate(SUBJECT)
    assert found is not None, where
    subject, label, region = found["subject"], found["label"], found["region"]
    assert found["outline"] == "solid" and found["width"] >= 2, (where, found)
    assert found["text"] == found["named"] and found["text"], (where, found)
    assert found["labelShown"], where
    tall = subject["bottom"] - subject["top"] > region["bottom"] - region["top"] - 30
    bottom = subject["top"] + 40 if tall else subject["bottom"]
    assert region["top"] - 1 <= label["top"] and label["bottom"] <= subject["top"] + 2, (
        where,
        found,
    )
    assert subject["top"] >= region["top"] - 1 and bottom <= region["bottom"] + 1, (where, found)
    assert subject["left"] >= region["left"] - 4 and subject["right"] <= region["right"] + 4, (
        where,
        found,
    )
    assert region["bottom"] <= size[1] and subject["right"] <= size[0], (where, found)
    return dict(found)


def check_every_step(frame: Frame, name: str, captions: list[str]) -> None:
    size = SNIPPET_SIZE
    last = len(captions) - 1
    assert last >= 1, name
    assert frame.get_attribute("body", "data-last") == str(last), name
    for at in range(last + 1):
        frame.wait_for_function(
            f"document.body.dataset.position === '{at}'", timeout=WAIT_MS, polling=100
        )
        where = (name, at)
        assert frame.inner_text("#caption") == captions[at], where
        assert frame.inner_text(".demo-caption .position") == t(
            "embed.position", step=at, total=last
        )
        # The frame's own document never scrolls: everything fits its 600 x 400.
        page_size = frame.evaluate(
            """() => ({sh: document.documentElement.scrollHeight,
                       ch: document.documentElement.clientHeight,
                       sw: document.documentElement.scrollWidth,
                       cw: document.documentElement.clientWidth})"""
        )
        assert (page_size["cw"], page_size["ch"]) == size, (where, page_size)
        assert page_size["sh"] <= page_size["ch"] and page_size["sw"] <= page_size["cw"], where
        for selector in ("#demo-title", "#caption", "[data-command=back]", "[data-command=step]"):
            assert inside(frame, selector, size), (where, selector, box(frame, selector))
        # The step's subject (issue 33, point 9): inside the table's region and the frame,
        # outlined and labelled with what it is.
        check_subject(frame, where, size)
        if at < last:
            frame.click("[data-command=step]")
    assert frame.is_disabled("[data-command=step]")


def test_every_built_in_demo_plays_to_its_end_in_a_600x400_iframe_of_another_site(
    dist: Path, new_session: Callable[..., Session], tmp_path: Path
) -> None:
    """One blog post's iframe opens each demo in turn by its address (Pyodide boots once);
    the first demo's Play, from its end, starts over and plays to the end again."""
    captions = built_ins()
    names = list(captions)
    session = new_session()
    with build.serving(dist) as app_base, host(tmp_path, app_base, names[0]) as post:
        page = session.context.new_page()
        page.set_viewport_size({"width": 900, "height": 700})
        page.goto(post)
        iframe = page.wait_for_selector("iframe")
        assert (iframe.get_attribute("width"), iframe.get_attribute("height")) == ("600", "400")
        frame = iframe.content_frame()
        assert frame is not None
        frame.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        # Really another origin: the host page cannot reach into the frame.
        assert frame.evaluate("location.origin") != page.evaluate("location.origin")
        assert page.evaluate("document.querySelector('iframe').contentDocument") is None
        for name in names:
            if name != names[0]:  # the same page opens the next demo by its address
                page.evaluate(
                    """(src) => { const iframe = document.querySelector('iframe');
                                  iframe.width = '600'; iframe.src = src; }""",
                    f"{app_base}embed.html#demo={name}",
                )
                frame.wait_for_function(
                    "(n) => location.hash === '#demo=' + n && document.body.dataset.position"
                    " === '0' && document.documentElement.clientWidth === 600",
                    arg=name,
                    timeout=WAIT_MS,
                )
            assert frame.url == f"{app_base}embed.html#demo={name}"
            spec = demos.game_named(name)
            assert spec is not None, name
            assert frame.title() == t("embed.page_title", game=spec.title)
            check_every_step(frame, name, captions[name])
            if name == names[0]:
                frame.click("[data-command=play]")
                frame.wait_for_selector("[data-command=pause]")
                frame.wait_for_function(
                    "document.body.dataset.position === document.body.dataset.last"
                    " && !!document.querySelector('[data-command=play]')",
                    timeout=WAIT_MS,
                )
                assert frame.inner_text("#caption") == captions[name][-1]
            # The last position at 400 px: nothing wider than the frame.
            page.evaluate("document.querySelector('iframe').width = '400'")
            frame.wait_for_function("document.documentElement.clientWidth === 400", timeout=WAIT_MS)
            width = frame.evaluate("document.documentElement.scrollWidth")
            assert width <= 400, (name, width)
        # The host page did not scroll to follow the demo.
        assert page.evaluate("window.scrollY") == 0
    origins = {urlsplit(app_base)[:2], urlsplit(post)[:2]}
    others = [
        url
        for url in session.recorder.requests
        if not url.startswith(("data:", "blob:")) and urlsplit(url)[:2] not in origins
    ]
    assert others == []
    assert session.recorder.console_errors == []
    assert session.recorder.page_errors == []


def test_a_title_and_progress_are_painted_long_before_python_is_ready(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    session = new_session()
    with build.serving(dist) as base:
        page = session.context.new_page()
        # Python cannot start before the checks below: its WebAssembly is held until then
        # (on a loaded machine the page was once ready before its first paint was read).
        held: list[Route] = []
        released: list[bool] = []

        def hold(route: Route) -> None:  # a def: Playwright cannot wrap a builtin method
            if released:
                route.continue_()
            else:
                held.append(route)

        page.route("**/pyodide.asm.wasm", hold)
        page.goto(base + "embed.html#demo=warfare", wait_until="commit")
        page.wait_for_selector("#boot .bar", state="visible")
        # The title is set once the page is parsed, which on a loaded machine can come a
        # moment after the bar is shown: wait for it (a CI run caught the bar first).
        page.wait_for_function("document.getElementById('boot-title').textContent === 'Warfare'")
        # Painted before Python: the first paint has happened while the page is not ready yet
        # (an order, not a time: Pyodide takes seconds to start on any machine).
        shown = page.evaluate(
            """() => ({ready: document.body.dataset.ready || "",
                       title: document.getElementById("boot-title").textContent,
                       status: document.getElementById("boot-status").textContent,
                       paint: performance.getEntriesByType("paint").map((p) => p.startTime)})"""
        )
        assert shown["ready"] == ""
        assert shown["title"] == "Warfare"
        assert shown["status"].endswith("…")
        assert shown["paint"], shown
        # Released, not unrouted: an unroute let a held request go on by itself (at times,
        # in full runs), and continuing it then failed ("Route is already handled!").
        released.append(True)
        for route in held:
            route.continue_()
        wait_ready(page)
        assert not page.is_visible("#boot")
        assert page.inner_text("#demo-title") == "Warfare"
        # A link made of a demo names it from its own data while loading.
        link = demos.encode(demos.find("microcosm/research"))
        other = session.context.new_page()
        other.goto(base + "embed.html#demo=" + link, wait_until="commit")
        # At "commit" the page may not be parsed yet: no title element is no title yet.
        other.wait_for_function(
            "(document.getElementById('boot-title') || {}).textContent === 'Research'"
        )
        wait_ready(other)


def shoot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / name))


def test_embed_screenshots_at_600x400_and_375_wide(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    session = new_session()
    with build.serving(dist) as base:
        page = session.context.new_page()
        page.set_viewport_size({"width": 600, "height": 400})
        page.goto(base + "embed.html#demo=warfare")
        wait_ready(page)
        for _ in range(2):
            page.click("[data-command=step]")
        page.wait_for_function("document.body.dataset.position === '2'")
        shoot(page, "embed-600x400.png")
        page.set_viewport_size({"width": 375, "height": 667})
        page.click("[data-command=step]")
        page.wait_for_function("document.body.dataset.position === '3'")
        shoot(page, "embed-375.png")
        assert page.evaluate("document.documentElement.scrollWidth") <= 375


def test_a_rules_screen_plays_its_demos_in_place_with_the_subject_in_view(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    """Microcosm's Rules screen, at 1280 and 375 px wide with reduced motion: a demo picked
    from its list plays in the page (no iframe), step by step with its captions, each step's
    subject outlined and labelled inside the demo's table; its embed code stays to copy."""
    demo = demos.built_in(registry.get("microcosm"), "warfare")
    session = new_session()
    with build.serving(dist) as base:
        page = session.context.new_page()
        page.emulate_media(reduced_motion="reduce")
        page.goto(base)
        wait_ready(page)
        page.click("[data-command=rules]")
        page.click('.rules-games [data-command=rules][data-game="microcosm"]')
        answered(page)
        page.wait_for_selector("#rules-demo", timeout=WAIT_MS)
        assert page.locator("iframe").count() == 0
        assert page.locator(".demo-item textarea").count() == len(
            demos.built_ins(registry.get("microcosm"))
        )
        page.click("#rules-demo-pick-warfare")
        page.wait_for_function(
            "document.getElementById('rules-demo').dataset.demo === 'warfare'", timeout=WAIT_MS
        )
        for width in (1280, 375):
            page.set_viewport_size({"width": width, "height": 800})
            if width == 375:  # from the start again, narrow
                page.click("#rules-demo-restart")
            for at in range(len(demo.actions) + 1):
                page.wait_for_function(
                    f"document.getElementById('rules-demo').dataset.position === '{at}'",
                    timeout=WAIT_MS,
                )
                where = (width, at)
                assert page.inner_text("#rules-caption") == demo.captions[at], where
                found = check_subject(page.main_frame, where, (width, 10_000))
                # nothing moves by itself under reduced motion
                assert page.evaluate(
                    """() => { const s = getComputedStyle(document.querySelector(
                                 '#rules-demo [data-demo-subject]'));
                               return s.animationName === 'none'
                                 && parseFloat(s.transitionDuration) === 0; }"""
                ), where
                assert found["region"]["right"] <= width, where
                if at < len(demo.actions):
                    page.click("#rules-demo-step")
            assert page.evaluate("document.documentElement.scrollWidth") <= width
        # Each step patched in at once: the subject's marks and label, made again after each
        # drawing, never counted as the page changing a region (a drawing given back for the
        # whole one, with the label of the step before shown meanwhile).
        assert page.evaluate("window.edMorph.regions.unkept") == 0
    assert session.recorder.console_errors == []
    assert session.recorder.page_errors == []
