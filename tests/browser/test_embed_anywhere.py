"""A rules demo embedded where bloggers really put it (issue 30, point 1): in a page of another
site (`localhost` holding `127.0.0.1`) with third-party storage blocked, sandboxed with
`allow-scripts` only, in a `file://` page and in `about:blank`. Inside such a frame the browser
refuses `localStorage` and IndexedDB, and a sandboxed frame has an opaque origin; the demo must
start all the same, quietly, and step. Where it truly cannot start (a sandboxed frame on a host
that sends no CORS header), it says so in a sentence within 10 s.

The profile here blocks third-party cookies, as a private window or a careful browser does;
each test checks inside the frame that storage is indeed refused, so it cannot pass by a
browser that happens to allow it."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Frame, Page, Playwright

import build

from .conftest import READY, READY_TIMEOUT_MS, Recorder, launch_options

DEMO = "microcosm/colonize"
FAILURE_MS = 10_000


@pytest.fixture(scope="module")
def blocking(
    playwright: Playwright, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[BrowserContext, Recorder]]:
    """One browser profile that blocks third-party cookies (and with them third-party
    storage), shared by the module's tests."""
    profile = tmp_path_factory.mktemp("blocking")
    (profile / "Default").mkdir()
    preferences = {"profile": {"cookie_controls_mode": 1, "block_third_party_cookies": True}}
    (profile / "Default" / "Preferences").write_text(json.dumps(preferences))
    options = launch_options()
    # Chrome keeps a page that is not itself on this machine (about:blank, a file) from
    # framing one served on loopback (Local Network Access); a blog and the app are both on
    # the public web, where that check does not apply. This switch replaces Playwright's own
    # list of disabled features, so it names again the one that matters here: without storage
    # partitioning, blocked third-party cookies refuse a frame's storage outright.
    disabled = "LocalNetworkAccessChecks,ThirdPartyStoragePartitioning"
    options["args"] = [*options["args"], f"--disable-features={disabled}"]
    context = playwright.chromium.launch_persistent_context(str(profile), **options)
    recorder = Recorder()
    recorder.attach(context)
    yield context, recorder
    context.close()


def blog(folder: Path, src: str, attributes: str = "") -> Path:
    """A blog post holding the demo's iframe, to serve or to open as a file."""
    folder.mkdir(exist_ok=True)
    post = folder / "post.html"
    post.write_text(
        "<!doctype html><html lang=en><head><meta charset=utf-8>"
        '<link rel="icon" href="data:,"><title>A blog</title></head><body><h1>My post</h1>'
        f'<iframe src="{src}" width="600" height="400" {attributes}></iframe></body></html>',
        encoding="utf-8",
    )
    return post


@contextmanager
def on_a_blog(
    dist: Path, folder: Path, attributes: str = "", cors: bool = True
) -> Iterator[tuple[str, str]]:
    """The app served on `127.0.0.1` and a blog post showing its demo served on `localhost`,
    another site: yields the demo's address and the post's."""
    with build.serving(dist, cors=cors) as app:
        src = f"{app}embed.html#demo={DEMO}"
        post = blog(folder, src, attributes)
        with build.serving(post.parent) as host:
            yield src, on_another_site(host) + post.name


def on_another_site(base: str) -> str:
    """The same server by another name: `localhost` and `127.0.0.1` are two sites."""
    assert base.startswith("http://127.0.0.1:")
    return base.replace("127.0.0.1", "localhost", 1)


def demo_frame(page: Page) -> Frame:
    iframe = page.wait_for_selector("iframe")
    assert iframe is not None
    frame = iframe.content_frame()
    assert frame is not None
    return frame


def storage_refused(frame: Frame) -> bool:
    return bool(
        frame.evaluate(
            "() => { try { localStorage.getItem('x'); return false; } catch (e) { return true; } }"
        )
    )


def plays(frame: Frame) -> None:
    """Ready, then a step forward and back, with the step's caption drawn."""
    frame.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    assert frame.get_attribute("body", "data-game") == "microcosm"
    assert frame.inner_text("#caption").strip()
    frame.click("[data-command=step]")
    frame.wait_for_function("document.body.dataset.position === '1'")
    frame.click("[data-command=back]")
    frame.wait_for_function("document.body.dataset.position === '0'")


def quiet(recorder: Recorder) -> None:
    """Nothing went wrong loudly: no page error, and no console error but the host's own."""
    assert recorder.page_errors == []
    errors = [e for e in recorder.console_errors if "favicon" not in e]
    assert errors == []


def test_a_demo_in_a_blog_of_another_site_starts_with_storage_refused(
    dist: Path, blocking: tuple[BrowserContext, Recorder], tmp_path: Path
) -> None:
    context, recorder = blocking
    with on_a_blog(dist, tmp_path / "blog") as (src, post):
        page = context.new_page()
        page.goto(post)
        frame = demo_frame(page)
        plays(frame)
        assert storage_refused(frame)
        assert frame.url == src
        page.close()
    quiet(recorder)


def test_a_sandboxed_demo_starts_and_draws_its_icons(
    dist: Path, blocking: tuple[BrowserContext, Recorder], tmp_path: Path
) -> None:
    context, recorder = blocking
    with on_a_blog(dist, tmp_path / "blog", 'sandbox="allow-scripts"') as (_, post):
        page = context.new_page()
        page.goto(post)
        frame = demo_frame(page)
        plays(frame)
        assert frame.evaluate("self.origin") == "null"
        assert storage_refused(frame)
        # Icons point into the page's own copy of the sprite, and those shown are drawn (a
        # <use> whose symbol is missing has an empty box).
        drawn = frame.evaluate(
            """() => Array.from(document.querySelectorAll('#screen svg.icon use'))
                 .filter((use) => use.closest('svg').getBoundingClientRect().width > 0)
                 .map((use) => [use.getAttribute('href'), use.getBBox().width])"""
        )
        assert drawn, "the demo shows no icon"
        assert all(href.startswith("#icon-") and width > 0 for href, width in drawn)
        page.close()
    quiet(recorder)


def test_a_demo_in_a_file_page_and_in_about_blank_starts(
    dist: Path, blocking: tuple[BrowserContext, Recorder], tmp_path: Path
) -> None:
    context, recorder = blocking
    with build.serving(dist) as app:
        src = f"{app}embed.html#demo={DEMO}"
        page = context.new_page()
        page.goto(blog(tmp_path / "blog", src).as_uri())
        frame = demo_frame(page)
        plays(frame)
        assert storage_refused(frame)
        page.close()
        blank = context.new_page()
        blank.goto("about:blank")
        blank.evaluate(
            """(src) => { const frame = document.createElement('iframe');
                          frame.src = src; frame.width = 600; frame.height = 400;
                          document.body.append(frame); }""",
            src,
        )
        frame = demo_frame(blank)
        plays(frame)
        assert storage_refused(frame)
        blank.close()
    quiet(recorder)


def test_a_demo_that_cannot_start_says_so_within_10_s(
    dist: Path, blocking: tuple[BrowserContext, Recorder], tmp_path: Path
) -> None:
    """A host that sends no `Access-Control-Allow-Origin` (GitHub Pages does send it): in a
    sandboxed frame every module script is then refused, and the runtime cannot start."""
    context, _ = blocking
    attributes = 'sandbox="allow-scripts"'
    with on_a_blog(dist, tmp_path / "blog", attributes, cors=False) as (src, post):
        page = context.new_page()
        started = time.monotonic()
        page.goto(post, wait_until="commit")
        frame = demo_frame(page)
        frame.wait_for_selector("#boot-status[role=alert] a", timeout=FAILURE_MS)
        took = time.monotonic() - started
        said = frame.inner_text("#boot-status")
        assert "could not start here" in said, said
        assert frame.is_hidden("#boot .bar") and frame.is_hidden("#boot .boot-note")
        assert frame.get_attribute("#boot-status a", "href") == src
        assert took < FAILURE_MS / 1000
        page.close()
