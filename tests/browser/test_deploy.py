"""A new version published while a visitor has the old one installed (service worker + caches).

Build A is served from a folder with the ordinary headers of the dev server (Last-Modified, no
Cache-Control), its files dated a year back as on a site published long ago: Chromium then keeps
them fresh in its HTTP cache by heuristic. The folder is then replaced by build B, in which
PyScript's hashed core chunk has a new name and the rules package a new ``__version__``. The
visitor, online, reloads: the page must end up running B whole, with no 404 and no error.
"""

from __future__ import annotations

import os
import re
import shutil
import time
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Error, Page

import build

from .conftest import Session

A_YEAR = 365 * 24 * 3600
WAIT_S = 120  # Pyodide on a busy two-core machine, plus precaching 13 MB
NUDGE_S = 5


@pytest.fixture(scope="module")
def site_a(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Build A, fresh from build.py, its files last modified a year ago."""
    site = build.build(tmp_path_factory.mktemp("deploy") / "a")
    old = time.time() - A_YEAR
    for path in site.rglob("*"):
        os.utime(path, (old, old))
    return site


def package_version(site: Path) -> str:
    with zipfile.ZipFile(site / "pkg" / f"{build.PACKAGE}.zip") as archive:
        text = archive.read(f"{build.PACKAGE}/__init__.py").decode()
    found = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    assert found
    return found.group(1)


def make_site_b(site_a: Path, target: Path) -> tuple[str, str]:
    """A copy of A (unchanged files keep their dates) in which the core chunk is renamed and
    the package carries another version; sw.js and the gzip siblings are written again.
    Returns (B's package version, B's core chunk name)."""
    shutil.copytree(site_a, target)
    old_chunk = next((target / "vendor" / "pyscript").glob("core-*.js"))
    new_chunk = old_chunk.with_name(old_chunk.stem + "-b.js")
    old_chunk.rename(new_chunk)
    for path in target.rglob("*"):
        if path.suffix in {".js", ".mjs", ".html", ".json"} and path.name != "sw.js":
            text = path.read_text()
            if old_chunk.name in text:
                path.write_text(text.replace(old_chunk.name, new_chunk.name))
    version = package_version(site_a) + "+b"
    package = target / "pkg" / f"{build.PACKAGE}.zip"
    entries = {}
    with zipfile.ZipFile(package) as archive:
        for info in archive.infolist():
            entries[info] = archive.read(info)
    with zipfile.ZipFile(package, "w", zipfile.ZIP_DEFLATED) as archive:
        for info, data in entries.items():
            if info.filename == f"{build.PACKAGE}/__init__.py":
                marker = f'__version__ = "{version}"'.encode()
                archive.writestr(info, re.sub(rb'^__version__ = "[^"]+"', marker, data, flags=re.M))
            else:
                archive.writestr(info, data)
    build.seal(target)  # sw.js and the gzip siblings, for the files as they now are
    return version, new_chunk.name


def publish(site: Path, served: Path) -> None:
    """Replace what the server serves, keeping the folder it was started on."""
    for child in served.iterdir():
        if child.is_dir():
            shutil.rmtree(child)
        else:
            child.unlink()
    shutil.copytree(site, served, dirs_exist_ok=True)


def poll(
    page: Page,
    script: str,
    failures: list[str],
    what: str,
    nudge: Callable[[], object] | None = None,
) -> object:
    """Evaluate script until it is truthy, across the page's own reloads; fail early on a
    failed response, since a page missing a file never becomes ready. nudge, if given, runs
    every NUDGE_S while waiting."""
    started = time.monotonic()
    deadline = started + WAIT_S
    nudged = started
    while time.monotonic() < deadline:
        if nudge and time.monotonic() - nudged > NUDGE_S:
            nudge()
            nudged = time.monotonic()
        assert failures == [], f"while waiting for {what}: {failures}"
        try:
            value = page.evaluate(script)
        except Error:  # the page navigated while being asked
            value = None
        if value:
            return value
        time.sleep(0.25)
    state = page.evaluate(STATE) if not page.is_closed() else "closed"
    raise AssertionError(f"timed out waiting for {what}; the page: {state}")


RUNNING = """(version) => document.body.dataset.ready === "1"
  && document.getElementById("version").textContent === version"""
STATE = """async () => ({
  workers: await navigator.serviceWorker.getRegistration().then((r) => r && [
    r.installing && r.installing.state, r.waiting && r.waiting.state, r.active && r.active.state]),
  caches: await caches.keys(),
  ready: document.body.dataset.ready, version: document.getElementById("version").textContent,
  screen: document.body.dataset.screen,
  resources: performance.getEntriesByType("resource").map((entry) => entry.name.split("/").pop()
    + " " + entry.responseStatus),
})"""
HAS_CACHE = """async (version) => {
  const names = await caches.keys();
  const registration = await navigator.serviceWorker.getRegistration();
  return names.some((name) => name.endsWith(" " + version))
    && registration && !registration.installing;
}"""


def test_a_returning_visitor_gets_the_new_version_whole(
    site_a: Path, tmp_path: Path, new_session: Callable[..., Session]
) -> None:
    version_a = package_version(site_a)
    version_b, chunk_b = make_site_b(site_a, tmp_path / "b")
    cache_b = re.search(r'const VERSION = "(\w+)"', (tmp_path / "b" / "sw.js").read_text())
    assert cache_b
    served = tmp_path / "served"
    shutil.copytree(site_a, served)
    session = new_session()
    failures: list[str] = []
    session.context.on(
        "response",
        lambda response: (
            failures.append(f"{response.status} {response.url}") if response.status >= 400 else None
        ),
    )
    with build.serving(served) as base:
        page = session.context.new_page()
        # Chromium activates a waiting worker once the old one has no work left, and a browser
        # stops an idle worker; but with DevTools attached (Playwright always is) an idle
        # worker is kept running and marked busy again (service_worker_version.cc,
        # OnRequestTermination), which can stall the switch for minutes. The DevTools
        # ServiceWorker domain is enabled so that the test sees workers as Chromium's own
        # tools do, and idle workers are stopped while waiting for B, as a browser would.
        devtools = session.context.new_cdp_session(page)
        devtools.send("ServiceWorker.enable")
        page.goto(base + "?noworker")
        poll(page, f"({RUNNING})({version_a!r})", failures, "A to run")
        poll(page, "navigator.serviceWorker.controller !== null", failures, "A's worker")

        publish(tmp_path / "b", served)
        page.reload()
        poll(page, f"({RUNNING})({version_a!r})", failures, "A to run again (B installs now)")
        poll(page, f"({HAS_CACHE})({cache_b.group(1)!r})", failures, "B to be precached")

        page.reload()  # B takes over at this start (the page may reload itself once more)
        poll(
            page,
            f"({RUNNING})({version_b!r})",
            failures,
            "B to run",
            nudge=lambda: devtools.send("ServiceWorker.stopAllWorkers"),
        )
        assert page.evaluate(
            "(chunk) => performance.getEntriesByType('resource')"
            ".some((entry) => entry.name.endsWith('/' + chunk))",
            chunk_b,
        )
        # Once B runs, the caches of A are gone (Pyodide's saved memory, kept by the copy of
        # Pyodide and not by the site's version, is not the service worker's: pyodide-start.mjs).
        poll(
            page,
            "caches.keys().then((all) => all.filter((name) => !name.startsWith('pyodide-memory ')))"
            f".then((names) => names.length === 1 && names[0].endsWith(' ' + "
            f"{cache_b.group(1)!r}))",
            failures,
            "A's cache to be deleted",
        )
    assert failures == []
    assert session.recorder.page_errors == []
