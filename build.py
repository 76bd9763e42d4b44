#!/usr/bin/env python3
"""Build, serve, test and benchmark the static site. Standard library only.

    python3 build.py                     build dist/, a self-contained static site
    python3 build.py serve [--port N]    build, then serve dist/ on 127.0.0.1
    python3 build.py test [PYTEST ARGS]  set up .venv and Chromium, build, run all of pytest
    python3 build.py bench-load [--runs N] [--cpu-slowdown 4 | --slow-core 4] [--against C]
                                         time-to-ready of the page and of bare Pyodide, and
                                         the paint of the table a returning player left;
                                         on a CPU slowed as a phone's, or beside a commit's
    python3 build.py bench-ui [--rounds N [--level easy] [--game G]] [--against COMMIT] [--glue]
                                         a 4-bot game: redraw times, DOM size, long tasks;
                                         or a person's waits for three Hard bots
    python3 build.py bench-lighthouse [--runs N]  Lighthouse's four scores, mobile and desktop
    python3 build.py bench-webkit [--runs N]      time to ready in WebKit against bare
                                         Pyodide there, and the first bot move after a reload
    python3 build.py fuzz [--cases N] [--seed S]  fuzz every decoder of untrusted input

The runtime (Pyodide and PyScript) is vendored from pinned npm tarballs whose integrity is
checked; the tarballs are cached in .cache/ so a rebuild needs no registry. Every URL in dist/
is relative, so the site works under any sub-path (GitHub Pages project sites live under /<repo>/).
Set ED_CHROMIUM to the path of any Chromium to use it for tests and benchmarks.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import email.utils
import functools
import gzip
import hashlib
import html
import http.server
import importlib.util
import io
import json
import os
import re
import shlex
import shutil
import socket
import statistics
import struct
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
import tomllib
import xml.etree.ElementTree as ET
import zipfile
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
CACHE = ROOT / ".cache" / "npm"
VENV = ROOT / ".venv"
PACKAGE = "tabletop"  # the package whose __version__ is the site's
APP_ZIP = f"./pkg/{PACKAGE}.zip"  # our Python packages, as the pages and PyScript's config name it


@dataclass(frozen=True)
class NpmPin:
    """One npm package at an exact version, with the integrity string the registry records."""

    name: str
    version: str
    integrity: str

    @property
    def tarball(self) -> Path:
        return CACHE / f"{self.name.lstrip('@').replace('/', '-')}-{self.version}.tgz"


PYODIDE = NpmPin(
    "pyodide",
    "314.0.7",
    "sha512-0YvXxEhfEdpLfb/XkM2BFAeMROq0iMUX2bzzH9pOttyMcWkwq+HbE5uyuGD82LN7y2q+SNvi/6V5JEsOlD2R1A==",
)
PYSCRIPT = NpmPin(
    "@pyscript/core",
    "0.7.31",
    "sha512-GqM1aonc1N4RTkNZ1zJ8jJk8+i2cqeztZslPsAiQtn+wHHkUX9Z1FgIg4HjCvhBylB68UKmbTVTzOobpgPIMVQ==",
)
# Test-time only: the accessibility tests inject axe-core into the pages they check. It is
# never copied into dist/ (so never precached by the service worker); see axe_source().
AXE_CORE = NpmPin(
    "axe-core",
    "4.14.1",
    "sha512-FHfa+lmNjQZfJz1q8wKqIDwC6DExcHt/pkjNQb09a3NPjCKg2rhu5qb2S4r76ASyFNNtuFooJpZe37OgudVGtQ==",
)
# The Pyodide core: the package ships no wheels; pyodide.js, typings, consoles and maps are unused.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# Zip entries get a fixed time so that the same sources always give the same bytes.
ZIP_EPOCH = (2011, 1, 1, 0, 0, 0)
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
MIME_TYPES = {
    ".wasm": "application/wasm",  # a wrong type makes Pyodide hang with only a console warning
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".webmanifest": "application/manifest+json",
    ".toml": "text/plain",
    ".py": "text/plain",
    ".svg": "image/svg+xml",
    ".json": "application/json",
}


class BuildError(Exception):
    """A build step failed; the message says which and why."""


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


# --- vendoring -------------------------------------------------------------------------------


def integrity_of(data: bytes, algorithm: str = "sha512") -> str:
    """The Subresource-Integrity string npm records for a tarball."""
    digest = hashlib.new(algorithm, data).digest()
    return f"{algorithm}-{base64.b64encode(digest).decode()}"


def check_integrity(data: bytes, expected: str) -> bool:
    algorithm = expected.split("-", 1)[0]
    return integrity_of(data, algorithm) == expected


def fetch_tarball(pin: NpmPin) -> bytes:
    """The pinned tarball's bytes: from the cache, else from the registry through `npm pack`."""
    path = pin.tarball
    if path.exists():
        data = path.read_bytes()
        if check_integrity(data, pin.integrity):
            return data
        log(f"cached {path.name} fails its integrity check; fetching it again")
        path.unlink()
    npm = shutil.which("npm")
    if npm is None:
        raise BuildError(f"{path.name} is not cached and npm is not installed to fetch it")
    CACHE.mkdir(parents=True, exist_ok=True)
    log(f"fetching {pin.name}@{pin.version} with npm pack")
    subprocess.run(
        [npm, "pack", f"{pin.name}@{pin.version}", "--pack-destination", str(CACHE), "--silent"],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    if not path.exists():
        raise BuildError(f"npm pack did not produce {path}")
    data = path.read_bytes()
    if not check_integrity(data, pin.integrity):
        path.rename(path.with_suffix(".rejected"))
        raise BuildError(
            f"{pin.name}@{pin.version} does not match its pinned integrity {pin.integrity}; "
            "the download was kept aside as .rejected"
        )
    return data


def tar_members(data: bytes, prefix: str) -> Iterator[tuple[str, bytes]]:
    """(path below prefix, bytes) of each regular file in a tarball; never extracts to disk."""
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        for member in tar.getmembers():
            if not member.isfile() or not member.name.startswith(prefix):
                continue
            name = member.name[len(prefix) :]
            if name.startswith("/") or ".." in Path(name).parts:
                raise BuildError(f"unsafe path in tarball: {member.name}")
            extracted = tar.extractfile(member)
            assert extracted is not None
            yield name, extracted.read()


def vendor_pyodide(target: Path) -> None:
    files = dict(tar_members(fetch_tarball(PYODIDE), "package/"))
    target.mkdir(parents=True)
    for name in PYODIDE_FILES:
        if name not in files:
            raise BuildError(f"pyodide@{PYODIDE.version} has no {name}")
        data = files[name]
        if name == "pyodide-lock.json":
            # We ship no wheels: an empty package table keeps Pyodide from looking for any.
            lock = json.loads(data)
            data = json.dumps({"info": lock["info"], "packages": {}}, indent=1).encode()
        (target / name).write_bytes(data)


# --- the standard library, precompiled ---------------------------------------------------------

# Pyodide's python_stdlib.zip holds sources only, so every start compiles the ~130 modules that
# Python's own start imports, and then those our packages import: about 1.5 s of CPU at each
# start of the page and of the bots' worker. The build compiles exactly the modules our packages
# use, with the pinned Pyodide's own Python under Node (so the bytecode is that runtime's), and
# adds them to the zip beside their sources as unchecked-hash .pyc files, which zipimport
# prefers; the sources stay for tracebacks. The bare Pyodide pages measure the stock zip.
PRECOMPILE_SCRIPT = r"""
import { loadPyodide } from "%(pyodide)s";
import fs from "node:fs";
const [app, zip, out] = process.argv.slice(-3);
const pyodide = await loadPyodide({ indexURL: "%(index)s" });
pyodide.FS.writeFile("/tmp/app.zip", fs.readFileSync(app));
const report = pyodide.runPython(String.raw`
import importlib, importlib.util, json, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

stdlib = next(p for p in sys.path if p.endswith(".zip"))
sys.path.insert(0, "/tmp/app.zip")
with zipfile.ZipFile("/tmp/app.zip") as app:
    names = sorted(n for n in app.namelist() if n.endswith(".py") and not n.endswith("__main__.py"))
for name in names:
    importlib.import_module(name[:-3].replace("/", ".").removesuffix(".__init__"))
used = sorted(
    origin[len(stdlib) + 1 :]
    for module in list(sys.modules.values())
    if (origin := getattr(getattr(module, "__spec__", None), "origin", None))
    and origin.startswith(stdlib + "/") and origin.endswith(".py")
)
with zipfile.ZipFile(stdlib) as source, zipfile.ZipFile("/tmp/stdlib.zip", "w") as target:
    for info in source.infolist():
        target.writestr(info, source.read(info))
    for name in used:
        data = source.read(name)
        code = compile(data, stdlib + "/" + name, "exec", dont_inherit=True)
        pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
        info = zipfile.ZipInfo(name + "c", %(epoch)s)
        info.compress_type = zipfile.ZIP_DEFLATED
        info.external_attr = 0o644 << 16
        target.writestr(info, pyc)
json.dumps({"magic": importlib.util.MAGIC_NUMBER.hex(), "version": sys.version.split()[0],
            "modules": used})
`);
fs.writeFileSync(zip, pyodide.FS.readFile("/tmp/stdlib.zip"));
fs.writeFileSync(out, report);
"""


def precompiled_stdlib(pyodide: Path, app: bytes) -> tuple[bytes, dict[str, Any]]:
    """Pyodide's stdlib zip with bytecode for every module our packages import (cached in
    .cache/ by runtime, packages and script), and what was compiled."""
    inputs = PYODIDE.integrity.encode() + app + PRECOMPILE_SCRIPT.encode()
    cached = ROOT / ".cache" / "pyc" / hashlib.sha256(inputs).hexdigest()[:20]
    report_file, zip_file = cached.with_suffix(".json"), cached.with_suffix(".zip")
    if not (report_file.exists() and zip_file.exists()):
        node = shutil.which("node")
        if node is None:
            raise BuildError("node is needed to precompile the standard library for Pyodide")
        cached.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as work:
            app_zip, zip_out, out = (Path(work) / name for name in ("app", "zip", "json"))
            app_zip.write_bytes(app)
            script = PRECOMPILE_SCRIPT % {
                "pyodide": (pyodide / "pyodide.mjs").as_uri(),
                "index": str(pyodide) + "/",
                "epoch": ZIP_EPOCH,
            }
            paths = [str(path) for path in (app_zip, zip_out, out)]
            run = subprocess.run(
                [node, "--input-type=module", "-e", script, "--", *paths],
                capture_output=True,
                text=True,
                check=False,
            )
            if run.returncode or not out.exists():
                raise BuildError(f"precompiling the standard library failed:\n{run.stderr[-2000:]}")
            zip_out.replace(zip_file)
            out.replace(report_file)
    report = json.loads(report_file.read_text())
    data = zip_file.read_bytes()
    check_bytecode(data, report)
    return data, report


def check_bytecode(data: bytes, report: dict[str, Any]) -> None:
    """Every compiled module carries the runtime's magic number and sits beside its source:
    a .pyc that zipimport rejected would silently cost the whole gain."""
    magic = bytes.fromhex(report["magic"])
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        names = set(archive.namelist())
        for name in report["modules"]:
            if name + "c" not in names or archive.read(name + "c")[:4] != magic:
                version = report["version"]
                raise BuildError(f"{name}c is missing or not bytecode of Python {version}")


# PyScript chunks (named before their 8-character hash) that only features this site does not
# use load: the code editor's (codemirror*, and index, its parser), the terminal's (py, mpy,
# xterm*), TOML configs' (toml; ours is JSON) and package lists' (pyodide_graph; we install
# none). The plugins themselves (py-editor, py-game, py-terminal) are imported at every start,
# so they stay. Leaving the rest out saves ~0.85 MB on a first visit, which the service worker
# would otherwise precache.
PYSCRIPT_UNUSED = re.compile(
    r"(codemirror[\w-]*|index|py|mpy|xterm[\w-]*|toml|pyodide_graph)-[\w-]{8}\.js|xterm\.css"
)


# PyScript's worker runs code PyScript keeps as text and starts from a Blob; that text opens
# an IndexedDB store as the worker starts, which a third-party frame with storage blocked
# refuses, and the worker never started (issue 34). The IndexedDB stand-in the page runs
# (static/idb-fallback.js) is put before it, so that it runs first in every PyScript worker.
WORKER_SOURCE = '["/*@*/"+'


def with_idb_fallback(name: str, data: bytes) -> bytes:
    """A PyScript file, its worker's code (if it holds it) preceded by the IndexedDB stand-in."""
    text = data.decode("utf-8")
    found = text.count(WORKER_SOURCE)
    if not found:
        return data
    if found != 1:
        raise BuildError(f"PyScript's {name} holds {found} workers' code, not one")
    fallback = (ROOT / "static" / "idb-fallback.js").read_text(encoding="utf-8")
    return text.replace(WORKER_SOURCE, WORKER_SOURCE + json.dumps(fallback) + "+").encode()


def vendor_pyscript(target: Path) -> None:
    """@pyscript/core's dist/ (start-up imports hashed chunks), without maps and without the
    chunks of unused features; no kept chunk may import a left-out one statically. The worker's
    code is preceded by the IndexedDB stand-in (`with_idb_fallback`)."""
    files = {
        name: data
        for name, data in tar_members(fetch_tarball(PYSCRIPT), "package/dist/")
        if not name.endswith(".map")
    }
    left_out = {name for name in files if PYSCRIPT_UNUSED.fullmatch(name)}
    count = workers = 0
    for name, data in files.items():
        if name in left_out:
            continue
        imported = set(
            re.findall(r'(?:from|import)\s*"\./([\w.-]+)"', data.decode("utf-8", "replace"))
        )
        if imported & left_out:
            raise BuildError(f"PyScript's {name} imports {sorted(imported & left_out)}, left out")
        path = target / name
        path.parent.mkdir(parents=True, exist_ok=True)
        written = with_idb_fallback(name, data) if name.endswith(".js") else data
        workers += written != data
        path.write_bytes(written)
        count += 1
    if not (target / "core.js").exists():
        raise BuildError(f"@pyscript/core@{PYSCRIPT.version} has no dist/core.js")
    if workers != 1:
        raise BuildError(f"@pyscript/core@{PYSCRIPT.version}: its worker's code not found once")
    log(f"vendored {count} PyScript files, left out {len(left_out)} of unused features")


def axe_source() -> str:
    """axe.min.js from the pinned axe-core tarball (fetched and integrity-checked like the
    runtime), for tests to inject into a page; nothing of it goes into dist/."""
    for name, data in tar_members(fetch_tarball(AXE_CORE), "package/"):
        if name == "axe.min.js":
            return data.decode("utf-8")
    raise BuildError(f"axe-core@{AXE_CORE.version} has no axe.min.js")


# --- our own files ---------------------------------------------------------------------------


def package_version() -> str:
    text = (ROOT / "pysrc" / PACKAGE / "__init__.py").read_text()
    found = re.search(r"^__version__ = \"([0-9A-Za-z.+-]+)\"", text, re.MULTILINE)
    if found:
        return found[1]
    raise BuildError(f"pysrc/{PACKAGE}/__init__.py has no __version__")


def site_names() -> Any:
    """`tabletop.names`, the site's name and storage names (plain constants, no dependency)."""
    if str(ROOT / "pysrc") not in sys.path:
        sys.path.insert(0, str(ROOT / "pysrc"))
    import tabletop.names  # noqa: PLC0415 - pysrc is on the path only from here

    return tabletop.names


# The placeholders of static files that build.py fills from `tabletop.names`: the scripts
# that run before Python read storage through scope.js, under the app's key prefix.
STATIC_NAMES = {"scope.js": {"%STORAGE_PREFIX%": "STORAGE_PREFIX", "%SITE%": "SITE"}}


def copy_static(source: Path, target: Path) -> None:
    """A static file into dist/, with the placeholders of `STATIC_NAMES` filled."""
    target.parent.mkdir(parents=True, exist_ok=True)
    fills = STATIC_NAMES.get(source.name)
    if fills is None:
        shutil.copy2(source, target)
        return
    text = source.read_text(encoding="utf-8")
    for placeholder, name in fills.items():
        if text.count(placeholder) != 1:
            raise BuildError(f"{source.name} must hold {placeholder} once")
        text = text.replace(placeholder, json.dumps(getattr(site_names(), name))[1:-1])
    target.write_text(text, encoding="utf-8")


def source_files(folder: Path) -> list[Path]:
    """Files below folder in a stable order, without caches."""
    return sorted(
        p
        for p in folder.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix not in {".pyc", ".pyo"}
    )


def python_packages() -> list[Path]:
    """Every package in pysrc/: the core (tabletop) and each game on it, shipped together."""
    return sorted(p.parent for p in (ROOT / "pysrc").glob("*/__init__.py"))


def package_zip() -> bytes:
    """The Python packages as one zip that PyScript unpacks into Python's working directory;
    without a game's static/ folder, whose files the pages load (`game_assets`)."""
    buffer = io.BytesIO()
    source = ROOT / "pysrc"
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in (
            p
            for package in python_packages()
            for p in source_files(package)
            if p.relative_to(package).parts[0] != "static"
        ):
            info = zipfile.ZipInfo(path.relative_to(source).as_posix(), ZIP_EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, path.read_bytes())
    return buffer.getvalue()


def pyscript_config() -> str:
    """PyScript's config. Without `interpreter` PyScript silently fetches Pyodide from a CDN.

    JSON rather than TOML: PyScript then needs no TOML parser module at start-up.
    `sync_main_only`: the bots' worker is only ever called from the main thread and never
    reaches the DOM, so it needs no SharedArrayBuffer (which GitHub Pages cannot enable).
    """
    config = {
        "interpreter": "./static/pyodide-start.mjs",
        "sync_main_only": True,
        "files": {APP_ZIP: "./*"},
    }
    return json.dumps(config, indent=2) + "\n"


PRELOAD_MARKER = "<!-- build.py: runtime preloads -->"
INDEX_PRELOAD_MARKER = "<!-- build.py: runtime preloads, the interpreter's by boot.js -->"
STYLESHEETS_MARKER = "<!-- build.py: game stylesheets -->"
COLOPHON_MARKER = "<!-- build.py: colophon -->"
FIRST_HOME_MARKER = "<!-- build.py: the first visit's home -->"


# The interpreter's modules, which the page loads itself only where its Python runs on the
# page: the embed always; index.html where boot.js keeps the page's glue (it adds these then).
# On the worker's page a modulepreload would fetch, parse and compile them on the main thread
# for nothing: the worker imports its own.
INTERPRETER_PRELOADS = ("./vendor/pyodide/pyodide.mjs", "./vendor/pyodide/pyodide.asm.mjs")


def runtime_preloads(dist: Path, interpreter: bool = True) -> str:
    """modulepreload links for the start-up chain, which the browser would otherwise discover
    one module at a time: core.js -> its hashed core chunk (-> pyodide.mjs -> pyodide.asm.mjs,
    with `interpreter`); and the app's zip, which PyScript fetches (its config's `files`) only
    once the interpreter has booted: preloaded from the page's head, it downloads while the
    interpreter boots and PyScript's fetch takes the preloaded response (as="fetch" with
    crossorigin matches a plain same-origin fetch(): same mode and credentials), so it is
    still requested once; the app's worker asks again and is answered from the HTTP cache or
    with a 304. Issue 34. index.html (no `interpreter`) leaves the zip's preload to boot.js,
    which adds it once the page's first frame is painted: asked for from the head, its half a
    megabyte counted in Lighthouse's simulated largest paint (4.4 s mobile; 1.8 s without)."""
    core = (dist / "vendor" / "pyscript" / "core.js").read_text()
    chunks = re.findall(r'from\s*"\./(core-[\w-]+\.js)"', core)
    if not chunks:
        raise BuildError("cannot find the chunk that PyScript's core.js imports")
    urls = [f"./vendor/pyscript/{name}" for name in chunks]
    urls += list(INTERPRETER_PRELOADS) if interpreter else []
    links = [f'<link rel="modulepreload" href="{url}">' for url in urls]
    if interpreter:  # index.html: boot.js asks for the zip once the first frame is painted
        links.append(f'<link rel="preload" href="{APP_ZIP}" as="fetch" crossorigin>')
    return "\n  ".join(links)


PAGES = ("index.html", "embed.html")  # the game, and the rules demo made for iframes
# What build.py writes into each page where its marker stands (each marker once).
PAGE_MARKERS = {
    "index.html": (INDEX_PRELOAD_MARKER, STYLESHEETS_MARKER, COLOPHON_MARKER, FIRST_HOME_MARKER),
    "embed.html": (PRELOAD_MARKER, STYLESHEETS_MARKER),
}

# The pages' Content-Security-Policy, in a <meta> tag of each (GitHub Pages sends no headers;
# a meta policy cannot carry frame-ancestors, so embedding stays open, as embed.html wants).
# Found by removing each source and running tests/browser/test_csp.py:
#   default-src 'self'   everything comes from this folder: pages, runtime, package zip,
#                        pyscript.json, the stylesheets, manifest, icons, the demo iframes
#                        (connect-, style-, img-, manifest-, frame-src fall back to it). Styles
#                        need no 'unsafe-inline': the app draws no style="" attribute and no
#                        <style> element (boot.js sets its progress bar through the CSSOM).
#   script-src 'self' 'unsafe-eval'   PyScript's core chunk calls Function() on strings (at
#                        start-up, and to run calls in its worker); without it the page never
#                        starts. It also allows WebAssembly, so 'wasm-unsafe-eval' (all that
#                        Pyodide itself needs) would add nothing.
#   worker-src 'self' blob:   'self' for sw.js (registering a service worker is checked
#                        against worker-src); blob: because PyScript starts the bots' worker
#                        from a blob: URL, which then runs under this same policy.
#   object-src 'none'    no plugins (default-src would allow same-origin ones)
#   base-uri 'none'      no <base>: every URL stays relative to the page
#   form-action 'none'   every <form> is handled by a submit listener that cancels the
#                        submission; none ever navigates
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self' 'unsafe-eval'; worker-src 'self' blob:; "
    "object-src 'none'; base-uri 'none'; form-action 'none'"
)


def write_page(dist: Path) -> None:
    """Both pages, with the runtime's preloads, every registered game's stylesheets and (in
    index.html) the games' credits written in where their markers stand."""
    csp = f'<meta http-equiv="Content-Security-Policy" content="{CONTENT_SECURITY_POLICY}">'
    fills = {
        PRELOAD_MARKER: runtime_preloads(dist),
        INDEX_PRELOAD_MARKER: runtime_preloads(dist, interpreter=False),
        STYLESHEETS_MARKER: "\n  ".join(
            f'<link rel="stylesheet" href="./static/{name}">' for name in game_assets("stylesheets")
        ),
        COLOPHON_MARKER: colophon_footer(),
        FIRST_HOME_MARKER: "\n    ".join(
            f'<template id="first-home-{lang}">{html}</template>'
            for lang, html in first_home().items()
        ),
    }
    for name in PAGES:
        page = (ROOT / name).read_text()
        for marker in PAGE_MARKERS[name]:
            if page.count(marker) != 1:
                raise BuildError(f"{name} must hold the marker {marker} once")
            page = page.replace(marker, fills[marker])
        if page.count(csp) != 1:
            raise BuildError(f"{name} must carry the policy of build.py once: {csp}")
        (dist / name).write_text(page)


# --- the games' own files ----------------------------------------------------------------------
# A registered game's spec declares its look and its credit (`GameSpec.stylesheets`, `sprites`,
# `colophon`); build.py puts them into both pages, dist/static/ and so the precache. Adding a
# game edits neither the pages nor the shell's stylesheet, sprite or colophon.


def registered_specs() -> list[Any]:
    """Every registered game's spec (`tabletop.registry`), imported here in CPython."""
    site_names()  # pysrc on the path
    from tabletop import registry  # noqa: PLC0415 - pysrc is on the path only from here

    return registry.all_specs()


def game_assets(kind: str) -> list[str]:
    """The registered games' `stylesheets` or `sprites`, each once, in the registry's order
    (a game drawn in another's look declares that game's files first)."""
    return list(dict.fromkeys(name for spec in registered_specs() for name in getattr(spec, kind)))


def asset_source(name: str) -> Path:
    """The file a game's asset stands for: "<package>/<file>" is <package>/static/<file>,
    wherever the package is imported from. It is served as ./static/<package>/<file>."""
    package, file = name.split("/")
    found = importlib.util.find_spec(package)
    folders = list(found.submodule_search_locations or []) if found else []
    path = Path(folders[0]) / "static" / file if folders else None
    if path is None or not path.is_file():
        raise BuildError(f"a game declares {name}, but package {package} has no static/{file}")
    return path


SVG = "{http://www.w3.org/2000/svg}"


def merged_sprite(names: list[str]) -> str:
    """The page's one sprite (`tabletop.ui.icons.SPRITE`, which every icon points into) from
    the games' sprites: each file's content once, in order. Two files giving one symbol id
    would draw one game's icon in the other's place, so that fails the build."""
    owner: dict[str, str] = {}
    parts = []
    for name in names:
        text = asset_source(name).read_text(encoding="utf-8")
        try:
            root = ET.fromstring(text)
        except ET.ParseError as error:
            raise BuildError(f"{name} is not well-formed SVG: {error}") from None
        if root.tag != f"{SVG}svg":
            raise BuildError(f"{name} is not an <svg> sprite")
        for symbol in root.iter(f"{SVG}symbol"):
            found = symbol.get("id", "")
            if not found:
                raise BuildError(f"{name} has a symbol without an id")
            if found in owner:
                raise BuildError(f"{name}: symbol {found!r} is in {owner[found]} too")
            owner[found] = name
        opening = re.search(r"<svg\b[^>]*>", text)
        assert opening is not None  # it parsed as an <svg> root
        parts.append(f"  <!-- {name} -->{text[opening.end() : text.rindex('</svg>')]}")
    header = "<!-- Written by build.py: the registered games' sprites (GameSpec.sprites). -->"
    return f'<svg xmlns="http://www.w3.org/2000/svg">\n  {header}\n' + "".join(parts) + "</svg>\n"


def colophon_footer() -> str:
    """index.html's footer: every registered game's credit (its spec's `colophon`), then the
    shell's words around the versions, in English as the page is written. Each language's
    credits are in `data-games-<lang>`, where boot.js (before Python) and main.py find them."""
    site_names()  # pysrc on the path
    from tabletop import text  # noqa: PLC0415 - pysrc is on the path only from here
    from tabletop.ui.shell import colophon  # noqa: PLC0415

    credits = {}
    for lang in text.LANGUAGES:
        missing = [spec.id for spec in registered_specs() if not spec.colophon.get(lang)]
        if missing:
            raise BuildError(f"no colophon in {lang!r} for {', '.join(missing)}")
        line = " ".join(spec.colophon[lang] for spec in registered_specs())
        credits[lang] = text.typeset(lang, line)
    data = "".join(f' data-games-{lang}="{html.escape(line)}"' for lang, line in credits.items())
    spoken = text.language()
    text.set_language("en")
    try:
        words = colophon(credits["en"], "", "")
    finally:
        text.set_language(spoken)
    return f'<footer class="colophon"{data}>\n    {words}\n  </footer>'


def first_home() -> dict[str, str]:
    """Home as a first visit finds it (nothing stored, no link), drawn by the app itself in
    each language. resume.js paints it the moment the page's body is parsed, seconds before
    Python is up: the page's largest paint comes then (Lighthouse's LCP), not once Python
    draws the same screen, alive (issue 34)."""
    site_names()  # pysrc on the path
    from tabletop import text  # noqa: PLC0415 - pysrc is on the path only from here
    from tabletop.saves import MemoryStorage  # noqa: PLC0415
    from tabletop.ui.app import App  # noqa: PLC0415

    spoken = text.language()
    try:
        drawn = {}
        for lang in text.LANGUAGES:
            app = App(MemoryStorage(), lambda: "", lambda: 0, languages=[lang])
            app.start("")
            drawn[lang] = str(app.render())
    finally:
        text.set_language(spoken)
    return drawn


BARE_PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Bare Pyodide (load-time floor)</title>
<link rel="icon" href="data:,">
</head>
<body>
<p>Bare Pyodide: the floor that build.py bench-load compares the game page against.</p>
<script type="module">
import { loadPyodide } from "./stock-pyodide.mjs";
const pyodide = await loadPyodide({});
document.body.dataset.python = pyodide.runPython("import sys; sys.version.split()[0]");
document.body.dataset.readyMs = String(performance.now());
document.body.dataset.ready = "1";
</script>
</body>
</html>
"""

# The floor pages' Pyodide: ours, with the stock standard library (sources only) that Pyodide
# ships, so that the benchmarks' floor stays the interpreter's own start.
STOCK_PYODIDE = """import { loadPyodide as load, version } from "../vendor/pyodide/pyodide.mjs";
export { version };
export const loadPyodide = (options) => load({
  ...options,
  indexURL: new URL("../vendor/pyodide/", import.meta.url).href,
  stdLibURL: new URL("./python_stdlib.zip", import.meta.url).href,
});
"""


BARE_PYSCRIPT_PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Bare PyScript (what PyScript itself adds to Pyodide)</title>
<link rel="icon" href="data:,">
<script type="module" src="../vendor/pyscript/core.js"></script>
</head>
<body>
<p>Bare PyScript: Pyodide through PyScript with nothing of ours, for build.py bench-load.</p>
<script type="py" config='{"interpreter": "./stock-pyodide.mjs"}'>
import js
js.document.body.dataset.readyMs = str(js.performance.now())
js.document.body.dataset.ready = "1"
</script>
</body>
</html>
"""


# Python off the main thread, as a measurement (bench-load's "worker app"): the page's main
# thread runs no Python; a module worker starts Pyodide, unpacks our package, draws the home
# screen with the app's own code and posts its HTML, which the page shows. It has none of the
# page's commands: it measures what moving Python off the main thread would give.
WORKER_APP_PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>The app's Python in a worker (bench-load)</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="../static/app.css">
</head>
<body>
<div id="screen"></div>
<script type="module">
const worker = new Worker("./app-worker.mjs", { type: "module" });
worker.onmessage = (event) => {
  document.getElementById("screen").innerHTML = event.data;
  document.body.dataset.readyMs = String(performance.now());
  document.body.dataset.ready = "1";
};
</script>
</body>
</html>
"""
WORKER_APP_SCRIPT = f"""import {{ loadPyodide }} from "../vendor/pyodide/pyodide.mjs";
const pyodide = await loadPyodide({{ indexURL: "../vendor/pyodide/" }});
const archive = await (await fetch("../pkg/{PACKAGE}.zip")).arrayBuffer();
pyodide.unpackArchive(archive, "zip");
postMessage(pyodide.runPython(`
from tabletop.ui.app import App
from tabletop.saves import MemoryStorage
app = App(MemoryStorage(), lambda: "2026-01-01T00:00:00+00:00", lambda: 1)
app.start("")
str(app.render())
`));
"""


def png(size: int) -> bytes:
    """The app icon, drawn here so that no binary needs to live in git: a ringed planet."""
    background, planet, shade, ring = (16, 22, 43), (63, 167, 214), (33, 94, 140), (240, 196, 90)
    rows = []
    centre = (size - 1) / 2
    for y in range(size):
        row = bytearray([0])  # filter type 0 for each scanline
        for x in range(size):
            dx, dy = (x - centre) / size, (y - centre) / size
            distance = (dx * dx + dy * dy) ** 0.5
            tilted = ((dx * 0.94 + dy * 0.34) / 0.46) ** 2 + ((dy * 0.94 - dx * 0.34) / 0.11) ** 2
            in_ring = 0.78 < tilted < 1.0
            if distance < 0.25 and not (in_ring and dy * 0.94 - dx * 0.34 > 0):
                colour = planet if dx + dy < 0.12 else shade
            elif in_ring:
                colour = ring
            else:
                colour = background
            row.extend(colour)
        rows.append(bytes(row))

    def chunk(kind: bytes, body: bytes) -> bytes:
        return (
            struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
        )

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
        + chunk(b"IEND", b"")
    )


def service_worker(urls: list[str], version: str) -> str:
    """A cache-first service worker whose precache list and version are fixed at build time.

    Every page runs one version whole: the worker of version V serves V's pages and files from
    the cache "<names.CACHE_PREFIX><scope> V", filled at install with requests made with cache:
    'no-cache': each file is checked with the server (If-None-Match / If-Modified-Since), so a
    previous version's file left in the HTTP cache is never taken, while a file the page has
    just loaded costs a 304 instead of a second download (with cache: 'reload', a first
    visit downloaded everything twice: 28 MB instead of 14). sw.js itself is never taken
    from the HTTP cache either: boot.js registers it with updateViaCache: 'none'.

    Update flow. A visitor who has V open (or comes back) runs V from its cache; once the page
    is ready it registers sw.js and asks for an update (register() alone never looks again),
    the browser sees the new sw.js of W and installs W, which
    precaches W in the background and then waits: V's pages keep their own worker and cache,
    so whatever they load later (PyScript's lazily imported chunks, the bots' worker) is
    still V's. W takes over either when no page of the app is open any more (the browser's
    own rule), or at the next start of a page (a reload, a new visit): boot.js asks the
    waiting worker to take over, W accepts only when that page is the app's only window
    (another open page of V is never switched under its feet), activates and claims it, and
    boot.js reloads the page, which W now serves whole. So a returning visitor online sees
    the new version at the second start after a deploy, and never a mix.

    Old caches are deleted when the active worker serves a page while no newer one is
    installing or waiting (by then the page that asked for the switch is gone); until then a
    request that W's list lacks, such as an old hashed chunk asked for by that page in its
    last moments, is still answered from the older caches.
    Cache names carry the registration scope, so two apps on one origin (a GitHub Pages user
    site) never delete each other's caches.
    """
    return f"""// Written by build.py: cache-first offline support, one whole version per page.
// How a new version takes over: build.py, service_worker(). Do not edit.
const VERSION = {json.dumps(version)};
const PRECACHE = {json.dumps(urls, indent=1)};
const PREFIX = {json.dumps(site_names().CACHE_PREFIX)} + self.registration.scope + " ";
const CACHE = PREFIX + VERSION;
const PRECACHED = new Set(PRECACHE.map((url) => new URL(url, self.registration.scope).href));

self.addEventListener("install", (event) => {{
  // Checked with the server: the HTTP cache may hold the previous version's files, or this
  // version's, just loaded by the page (then the answer is a 304, not a second download).
  const requests = PRECACHE.map((url) => new Request(url, {{ cache: "no-cache" }}));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
}});

self.addEventListener("activate", (event) => {{
  event.waitUntil(self.clients.claim());
}});

// A page starting under the previous version asks to switch; only when it is the app's
// only window, so that no other open page of the previous version loses its files.
self.addEventListener("message", (event) => {{
  if (event.data !== "take-over") return;  // (a no-op for a worker that is already active)
  event.waitUntil(
    self.clients.matchAll({{ type: "window", includeUncontrolled: true }}).then((windows) => {{
      const ours = windows.filter((client) => client.url.startsWith(self.registration.scope));
      if (ours.length <= 1) return self.skipWaiting();
      if (event.source) event.source.postMessage("staying");  // the page starts as it is
      return undefined;
    }})
  );
}});

function olderCaches() {{
  return caches.keys()
    .then((keys) => keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE));
}}

async function fromOlderCaches(request) {{
  for (const key of await olderCaches()) {{
    const hit = await (await caches.open(key)).match(request, {{ ignoreSearch: true }});
    if (hit) return hit;
  }}
  return fetch(request);
}}

self.addEventListener("fetch", (event) => {{
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  url.search = "";
  url.hash = "";
  if (!PRECACHED.has(url.href)) {{
    if (url.href.startsWith(self.registration.scope)) event.respondWith(fromOlderCaches(request));
    return;
  }}
  const registration = self.registration;
  if (request.mode === "navigate" && !registration.installing && !registration.waiting) {{
    // The active version serves a page and no newer one is on its way: no page of an older
    // version is left to need its cache (its last page asked for this switch and is gone).
    event.waitUntil(
      olderCaches().then((keys) => Promise.all(keys.map((key) => caches.delete(key))))
    );
  }}
  event.respondWith(
    caches.open(CACHE)
      .then((cache) => cache.match(request, {{ ignoreSearch: true }}))
      .then((hit) => hit || fetch(request))
  );
}});
"""


# Files a host may send gzipped from a precompressed sibling (<name>.gz): what compresses. The
# zips are compressed already; the pages stay plain (they are small, and change with the CSP).
PRECOMPRESSED = (".wasm", ".mjs", ".js", ".css", ".json", ".py", ".svg", ".webmanifest")
PRECOMPRESS_MIN_BYTES = 1024


def precompress(dist: Path) -> int:
    """Write <name>.gz beside every file worth it, for static hosts that serve such siblings
    (nginx's gzip_static, GitLab Pages, `build.py serve`) but would not compress on the fly:
    the WebAssembly alone goes from 9.6 MB to 3.5 MB. Reproducible (no name, no date inside).
    Returns the bytes saved."""
    saved = 0
    for path in sorted(dist.rglob("*")):
        if not path.is_file() or path.suffix not in PRECOMPRESSED:
            continue
        data = path.read_bytes()
        if len(data) < PRECOMPRESS_MIN_BYTES:
            continue
        packed = gzip.compress(data, compresslevel=9, mtime=0)
        if len(packed) < 0.9 * len(data):
            path.with_name(path.name + ".gz").write_bytes(packed)
            saved += len(data) - len(packed)
    return saved


def seal(dist: Path) -> tuple[list[str], str, int]:
    """A build's last steps, which read every other file: the service worker's list and
    version, then the gzip siblings (sw.js's too), written afresh so that none is stale.
    Returns the precached URLs, the version and the bytes the siblings save."""
    for packed in dist.rglob("*.gz"):
        packed.unlink()
    urls, version = write_service_worker(dist)
    return urls, version, precompress(dist)


def write_service_worker(dist: Path) -> tuple[list[str], str]:
    """Precache everything the app may load (not the benchmark floor page, nor the .gz
    siblings: the worker asks for a file by its own name, and the host picks the encoding)."""
    files = [
        p
        for p in sorted(dist.rglob("*"))
        if p.is_file()
        and p.relative_to(dist).parts[0] not in {"bare", "sw.js"}
        and p.suffix != ".gz"
    ]
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.relative_to(dist).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    version = digest.hexdigest()[:16]
    urls = ["./"] + [f"./{p.relative_to(dist).as_posix()}" for p in files]
    (dist / "sw.js").write_text(service_worker(urls, version))
    return urls, version


def build(dist: Path = DIST) -> Path:
    """Write the whole static site to dist/ from scratch."""
    started = time.perf_counter()
    if dist.exists():
        shutil.rmtree(dist)
    dist.mkdir(parents=True)
    vendor_pyodide(dist / "vendor" / "pyodide")
    vendor_pyscript(dist / "vendor" / "pyscript")
    write_page(dist)
    for path in source_files(ROOT / "static"):
        copy_static(path, dist / "static" / path.relative_to(ROOT / "static"))
    for name in game_assets("stylesheets"):
        copy_static(asset_source(name), dist / "static" / name)
    (dist / "static" / "icons.svg").write_text(merged_sprite(game_assets("sprites")))
    for size in (192, 512):
        icons = dist / "static" / "icons"
        icons.mkdir(parents=True, exist_ok=True)
        (icons / f"icon-{size}.png").write_bytes(png(size))
    (dist / "pkg").mkdir()
    app = package_zip()
    (dist / "pkg" / f"{PACKAGE}.zip").write_bytes(app)
    (dist / "pyscript.json").write_text(pyscript_config())
    (dist / "bare").mkdir()
    stdlib = dist / "vendor" / "pyodide" / "python_stdlib.zip"
    shutil.copyfile(stdlib, dist / "bare" / "python_stdlib.zip")
    compiled, report = precompiled_stdlib(stdlib.parent, app)
    stdlib.write_bytes(compiled)
    (dist / "bare" / "stock-pyodide.mjs").write_text(STOCK_PYODIDE)
    (dist / "bare" / "index.html").write_text(BARE_PAGE)
    (dist / "bare" / "pyscript.html").write_text(BARE_PYSCRIPT_PAGE)
    (dist / "bare" / "worker.html").write_text(WORKER_APP_PAGE)
    (dist / "bare" / "app-worker.mjs").write_text(WORKER_APP_SCRIPT)
    urls, version, saved = seal(dist)
    log(
        f"built {dist.relative_to(ROOT) if dist.is_relative_to(ROOT) else dist} "
        f"(version {package_version()}, {len(urls)} precached URLs, cache {version}, "
        f"gzip siblings save {saved / 1e6:.1f} MB, {len(report['modules'])} stdlib modules "
        f"precompiled) in {time.perf_counter() - started:.1f} s"
    )
    return dist


# --- serving ---------------------------------------------------------------------------------


class DistHandler(http.server.SimpleHTTPRequestHandler):
    """Serves one folder under a URL prefix, with the MIME types the runtime needs."""

    prefix = "/"
    cors = True
    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **MIME_TYPES,
    }

    def translate_path(self, path: str) -> str:
        clean = path.split("?", 1)[0].split("#", 1)[0]
        if not clean.startswith(self.prefix):
            return str(Path(self.directory) / "__outside_prefix__" / "404")
        return super().translate_path("/" + clean[len(self.prefix) :])

    def send_head(self) -> Any:
        """As a static host with precompressed files does: a client that accepts gzip gets
        <name>.gz, when the build wrote one, with Content-Encoding: gzip (and a 304 when the
        file has not changed since the date it names)."""
        path = Path(self.translate_path(self.path))
        packed = path.with_name(path.name + ".gz")
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (accepts and path.is_file() and packed.is_file()):
            return super().send_head()
        modified = int(path.stat().st_mtime)
        since = self.headers.get("If-Modified-Since")
        if since and "If-None-Match" not in self.headers:
            try:
                unchanged = modified <= email.utils.parsedate_to_datetime(since).timestamp()
            except (TypeError, ValueError, IndexError, OverflowError):
                unchanged = False
            if unchanged:
                self.send_response(http.HTTPStatus.NOT_MODIFIED)
                self.end_headers()
                return None
        body = packed.open("rb")
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(packed.stat().st_size))
        self.send_header("Last-Modified", self.date_time_string(modified))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return body

    def end_headers(self) -> None:
        """As GitHub Pages does, every file may be read from any origin: a sandboxed iframe's
        page has an opaque origin, so its module scripts, WebAssembly and zip are CORS requests
        that fail without this header (`cors = False` shows what a host without it does)."""
        if self.cors:
            self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        if os.environ.get("ED_SERVER_LOG"):
            super().log_message(format, *args)


class QuietServer(http.server.ThreadingHTTPServer):
    """A browser that leaves a page while it loads drops its connections: no traceback."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            return
        super().handle_error(request, client_address)


def make_server(
    root: Path = DIST, port: int = 0, prefix: str = "/", host: str = "127.0.0.1", cors: bool = True
) -> http.server.ThreadingHTTPServer:
    """A server for root under prefix (which starts and ends with '/'); port 0 picks a free one."""
    if not (prefix.startswith("/") and prefix.endswith("/")):
        raise ValueError(f"prefix must start and end with '/': {prefix!r}")
    handler = type("Handler", (DistHandler,), {"prefix": prefix, "cors": cors})
    server = QuietServer((host, port), functools.partial(handler, directory=str(root)))
    server.daemon_threads = True
    return server


@contextmanager
def serving(root: Path = DIST, prefix: str = "/", cors: bool = True) -> Iterator[str]:
    """Serve root in a background thread; yields the base URL and stops the server after.
    Once stopped, nothing more is served: the connections it accepted are shut too (a
    browser's speculative connection, opened while it ran, would otherwise still be answered,
    and an "offline" reload would not be offline)."""
    server = make_server(root, prefix=prefix, cors=cors)
    connections: list[socket.socket] = []
    accept = server.process_request

    def process_request(request: Any, client_address: Any) -> None:
        connections.append(request)
        accept(request, client_address)

    server.process_request = process_request  # type: ignore[method-assign]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}{prefix}"
    finally:
        server.shutdown()
        server.server_close()
        for connection in connections:
            with contextlib.suppress(OSError):
                connection.shutdown(socket.SHUT_RDWR)


def serve(port: int) -> None:
    build()
    server = make_server(port=port)
    address = f"http://127.0.0.1:{server.server_address[1]}/"
    print(f"{site_names().SITE} is served at {address}", flush=True)
    print("Press Ctrl+C to stop.", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


# --- test environment ------------------------------------------------------------------------


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def is_debian() -> bool:
    return Path("/etc/debian_version").exists() and shutil.which("apt-get") is not None


def apt_install(*packages: str) -> None:
    log(f"apt-get install {' '.join(packages)}")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run(["apt-get", "update", "-qq"], check=True, env=env)
    subprocess.run(["apt-get", "install", "-y", "-qq", *packages], check=True, env=env)


def test_requirements() -> list[str]:
    """The test and dev extras of pyproject.toml: everything the suite and its linters use."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    extras = project["optional-dependencies"]
    return [*extras["test"], *extras["dev"]]


def ensure_venv() -> Path:
    """Create .venv with the test extras, reinstalling only when the pins change."""
    python = venv_python()
    if not python.exists():
        log(f"creating {VENV.name}")
        try:
            subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
        except subprocess.CalledProcessError:
            if not (is_root() and is_debian()):
                raise
            shutil.rmtree(VENV, ignore_errors=True)
            minor = f"{sys.version_info.major}.{sys.version_info.minor}"
            apt_install(f"python{minor}-venv")
            subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    requirements = test_requirements()
    stamp = VENV / "ed-requirements.txt"
    wanted = "\n".join(requirements) + "\n"
    if not stamp.exists() or stamp.read_text() != wanted:
        log(f"installing {', '.join(requirements)}")
        subprocess.run(
            [
                str(python),
                *("-m", "pip", "install", "--quiet", "--disable-pip-version-check"),
                *requirements,
            ],
            check=True,
        )
        stamp.write_text(wanted)
    return python


def find_chromium() -> str | None:
    """ED_CHROMIUM if set, else a Chromium on PATH (Debian's package installs /usr/bin/chromium)."""
    configured = os.environ.get("ED_CHROMIUM")
    if configured:
        if not Path(configured).exists():
            raise BuildError(f"ED_CHROMIUM points at {configured}, which does not exist")
        return configured
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    return None


def ensure_chromium(python: Path) -> str | None:
    """A Chromium for Playwright: the path of a system one, or None for Playwright's own."""
    found = find_chromium()
    if found:
        return found
    if is_root() and is_debian():
        apt_install("chromium")
        found = find_chromium()
        if found is None:
            raise BuildError("apt-get installed chromium but no chromium is on PATH")
        return found
    log("no system Chromium: installing Playwright's own browser")
    subprocess.run([str(python), "-m", "playwright", "install", "chromium"], check=True)
    return None


# The Debian packages tests/browser/test_engines.py needs, each with the programs that stand for
# it (the first on PATH is used): WebKit (the engine of iPhones) through WebKitWebDriver on a
# virtual X display, and Firefox through Marionette, any Firefox (ED_FIREFOX names one off PATH).
# Playwright cannot download its own WebKit or Firefox where only package registries are reached.
ENGINE_PACKAGES = {
    "webkit2gtk-driver": ("WebKitWebDriver",),
    "xvfb": ("Xvfb",),
    "firefox-esr": ("firefox-esr", "firefox"),
}


def find_engine_program(package: str) -> str | None:
    """The program that stands for one of ENGINE_PACKAGES here, if any."""
    if package == "firefox-esr" and os.environ.get("ED_FIREFOX"):
        return os.environ["ED_FIREFOX"]
    return next(filter(None, map(shutil.which, ENGINE_PACKAGES[package])), None)


def ensure_engines() -> None:
    """WebKit and Firefox for the engine tests, installed as Chromium is (apt-get, as root on
    Debian). Elsewhere nothing is installed and those tests fail saying what they lack: a run
    without them must not pass as if the engines had been tried."""
    missing = [package for package in ENGINE_PACKAGES if not find_engine_program(package)]
    if not missing:
        return
    if is_root() and is_debian():
        apt_install(*missing)
        still = [package for package in missing if not find_engine_program(package)]
        if still:
            raise BuildError(f"apt-get installed {' '.join(still)} but none of its programs")
        return
    log(f"the WebKit and Firefox tests will fail: install {' '.join(missing)} (Debian packages)")


def prepare_browser_env() -> tuple[Path, dict[str, str]]:
    python = ensure_venv()
    chromium = ensure_chromium(python)
    env = dict(os.environ)
    if chromium:
        env["ED_CHROMIUM"] = chromium
    return python, env


def run_tests(pytest_args: list[str]) -> int:
    python, env = prepare_browser_env()
    ensure_engines()
    build()
    # Two workers, each running one of the browser tests' two streams, then the other tests
    # (tests/conftest.py groups them); `-n 0` after `test` runs everything in one process.
    # `-rR` names each test run again after a renderer crash (tests/browser/conftest.py), so
    # that a run's log says where the crashes were (issue 34).
    command = [str(python), "-m", "pytest", "-n", "2", "-rR", *pytest_args]
    log(" ".join(command))
    return subprocess.run(command, cwd=ROOT, env=env, check=False).returncode


# --- load benchmark --------------------------------------------------------------------------


def bench_load(
    runs: int, cpu_slowdown: float = 1, against: str | None = None, slow_core: float = 1
) -> int:
    """The inner benchmark in .venv, on a fresh build; with `against`, that commit's site
    (built by its own build.py in a temporary folder) is measured in the same rounds."""
    python, env = prepare_browser_env()
    build()
    command = [str(python), str(ROOT / "build.py"), "_bench-load-inner", "--runs", str(runs)]
    command += ["--cpu-slowdown", str(cpu_slowdown), "--slow-core", str(slow_core)]
    with tempfile.TemporaryDirectory() as folder:
        if against:
            command += [
                "--against",
                against,
                "--against-dist",
                str(built_at(against, Path(folder))),
            ]
        return subprocess.run(command, cwd=ROOT, env=env, check=False).returncode


def built_at(commit: str, folder: Path) -> Path:
    """The site of `commit`, built by its own build.py in `folder` (npm tarballs from this
    checkout's .cache/, so no registry is needed): what `--against` measures."""
    archive = subprocess.run(
        ["git", "archive", commit], cwd=ROOT, check=True, capture_output=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)
    (folder / ".cache").symlink_to(ROOT / ".cache")
    subprocess.run([sys.executable, "build.py"], cwd=folder, check=True, capture_output=True)
    return folder / "dist"


def bench_ui(
    rounds: int = 0,
    against: str | None = None,
    glue: bool = False,
    level: str = "hard",
    game: str | None = None,
) -> int:
    """tools/bench_ui.py in .venv (it needs Playwright), on a fresh build; `game` None is the
    tool's own (the first registered)."""
    python, env = prepare_browser_env()
    build()
    command = [str(python), str(ROOT / "tools" / "bench_ui.py"), "--rounds", str(rounds)]
    command += ["--level", level]
    command += ["--game", game] if game else []
    command += ["--against", against] if against else []
    command += ["--glue"] if glue else []
    return subprocess.run(command, cwd=ROOT, env=env, check=False).returncode


def bench_webkit(runs: int) -> int:
    """tools/bench_webkit.py in .venv (it needs Selenium), with WebKitGTK installed as for the
    engine tests, on a fresh build."""
    python, env = prepare_browser_env()
    ensure_engines()
    build()
    command = [str(python), str(ROOT / "tools" / "bench_webkit.py"), "--runs", str(runs)]
    return subprocess.run(command, cwd=ROOT, env=env, check=False).returncode


DWELL_MS = 5_000  # how long the first visit stays open before the warm runs


def returning_storage(context: Any, base: str) -> dict[str, str]:
    """The storage of a returning player: a game started on the page and left at its table
    (leaving the page keeps where the player was and a picture of it). Closes `context`."""
    page = context.new_page()
    page.goto(base)
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=120_000)
    page.click("[data-command=new]")
    page.select_option("#kind1", "easy")
    page.select_option("#pause", "0")
    page.click("#new-game button[type=submit]")
    page.wait_for_function("document.body.dataset.screen === 'table'")
    page.goto(base + "static/icon.svg")  # a page of the same origin, without Python
    stored: dict[str, str] = page.evaluate("() => ({...localStorage})")
    context.close()
    # Kept under the page's scope: its directory, "#", the key (tabletop/ui/namespace.py).
    path = urlsplit(base).path
    if path[: path.rfind("/") + 1] + "#" + site_names().SNAPSHOT_KEY not in stored:
        raise RuntimeError("leaving the table kept no picture of it")
    return stored


# Installed before a page's own scripts: the main thread's blocking time so far, counted as
# Lighthouse's total blocking time is (each long task's time beyond 50 ms).
BLOCKING_WATCH = """
window.edBlockedMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.edBlockedMs += Math.max(0, entry.duration - 50);
}).observe({ type: "longtask", buffered: true });
"""


def throttled_page(context: Any, cpu_slowdown: float) -> Any:
    """A new page whose renderer's main thread runs `cpu_slowdown` times slower (CDP's
    Emulation.setCPUThrottlingRate, Lighthouse's mobile 4x), set before any navigation.
    Chromium slows the main thread only (its ThreadCPUThrottler makes it spin): a worker's
    thread is not throttled, so the bots' worker and the "worker app" page's Python are slowed
    only by sharing the machine's cores with that spinning (docs/performance.md)."""
    page = context.new_page()
    if cpu_slowdown != 1:
        session = context.new_cdp_session(page)
        rate = {"rate": cpu_slowdown}
        session.send("Emulation.setCPUThrottlingRate", rate)

        # Set again at each navigation of the page: in a full test run a throttled page once
        # ran as fast as an unthrottled one after its navigation (cause not found; alone, the
        # test never lost it in six runs).
        def again(frame: Any) -> None:
            if frame == page.main_frame:
                session.send("Emulation.setCPUThrottlingRate", rate)

        page.on("framenavigated", again)
    return page


@contextmanager
def slow_core_browser(chromium: str, slowdown: float) -> Iterator[str]:
    """A command that starts `chromium` with the whole browser, every process and thread
    (workers too), on one core that it gets 1/`slowdown` of the time of: a cgroup v1 `cpuset`
    and `cpu` quota that the browser's processes inherit. CDP's throttle slows a page's main
    thread only (Chromium refuses it for a worker), so bare Pyodide was slowed and the page
    whose Python runs in a worker was not. Needs cgroup v1's cpu and cpuset writable (root)."""
    name = f"ed-bench-{os.getpid()}"
    cpu, cpuset = (Path("/sys/fs/cgroup") / kind / name for kind in ("cpu", "cpuset"))
    try:
        try:
            cpu.mkdir()
            cpuset.mkdir()
        except OSError as error:
            raise BuildError(f"--slow-core needs cgroup v1's cpu and cpuset: {error}") from None
        (cpuset / "cpuset.cpus").write_text("0")
        (cpuset / "cpuset.mems").write_text((cpuset.parent / "cpuset.mems").read_text())
        (cpu / "cpu.cfs_period_us").write_text("100000")
        (cpu / "cpu.cfs_quota_us").write_text(str(int(100_000 / slowdown)))
        with tempfile.TemporaryDirectory() as folder:
            command = Path(folder) / "chromium"
            command.write_text(
                f"#!/bin/sh\necho $$ > {cpu}/cgroup.procs\necho $$ > {cpuset}/cgroup.procs\n"
                f'exec {shlex.quote(chromium)} "$@"\n'
            )
            command.chmod(0o755)
            yield str(command)
    finally:
        for group in (cpu, cpuset):
            for _ in range(50 if group.exists() else 0):  # its processes may take a moment
                with contextlib.suppress(OSError):
                    group.rmdir()
                    break
                time.sleep(0.1)


def time_to_resume(
    context: Any, base: str, stored: dict[str, str], cpu_slowdown: float = 1
) -> float:
    """Seconds from navigation to the first frame of the picture of the table left, for a
    profile given a returning player's storage; the page then runs on until it is ready."""
    page = throttled_page(context, cpu_slowdown)
    page.goto(base + "static/icon.svg")
    page.evaluate("(items) => { for (const k in items) localStorage.setItem(k, items[k]) }", stored)
    page.goto(base)
    page.wait_for_selector("body[data-resume-ms]", state="attached", timeout=120_000)
    seconds = float(page.evaluate("document.body.dataset.resumeMs")) / 1000
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=120_000)
    page.close()
    return seconds


def _bench_load_inner(
    runs: int,
    cpu_slowdown: float = 1,
    against: str | None = None,
    against_dist: str = "",
    slow_core: float = 1,
) -> int:
    """Runs inside .venv (it needs Playwright): time-to-ready, median of runs, three ways.

    cold: a fresh profile. warm: the same browser session after a first visit. warm after
    restart: the same profile in a restarted browser (a person coming back later). Cold and
    restarted runs take turns between the pages within each round, so that the load of a
    shared machine weighs on all pages alike. With `cpu_slowdown`, every page measured runs
    under that CPU throttle (a phone: Lighthouse's mobile runs use 4), the bare floor too;
    with `slow_core`, the whole browser runs on one core so slowed (`slow_core_browser`).
    With `against`, that commit's game page (built in `against_dist`, served on a second
    port) takes its turn beside ours.
    """
    from playwright.sync_api import sync_playwright  # noqa: PLC0415 - only .venv has it

    chromium = os.environ.get("ED_CHROMIUM")
    ours = "game page"
    # label -> (server, path): server 0 serves dist/, server 1 the other commit's site.
    pages = {
        ours: (0, ""),
        "bare Pyodide": (0, "bare/"),
        "bare PyScript": (0, "bare/pyscript.html"),
        "worker app": (0, "bare/worker.html"),
    }
    if against:
        pages = {ours: pages[ours], f"game page {against[:7]}": (1, ""), **pages}
    games = {label for label, (_, path) in pages.items() if not path}
    kinds: dict[str, dict[str, list[float]]] = {
        kind: {label: [] for label in pages} for kind in ("cold", "warm", "warm after restart")
    }
    blocked: dict[str, dict[str, list[float]]] = {
        kind: {label: [] for label in pages} for kind in kinds
    }
    resumes: dict[str, list[float]] = {kind: [] for kind in kinds}

    def open_ready(context: Any, url: str) -> Any:
        page = throttled_page(context, cpu_slowdown)
        page.add_init_script(BLOCKING_WATCH)
        page.goto(url)
        page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=300_000)
        return page

    def time_to_ready(context: Any, url: str, kind: str, label: str) -> float:
        page = open_ready(context, url)
        seconds = float(page.evaluate("document.body.dataset.readyMs")) / 1000
        blocked[kind][label].append(float(page.evaluate("window.edBlockedMs")))
        page.close()
        return seconds

    with contextlib.ExitStack() as stack:
        playwright = stack.enter_context(sync_playwright())
        if slow_core != 1:
            chromium = stack.enter_context(
                slow_core_browser(chromium or playwright.chromium.executable_path, slow_core)
            )
        bases = [stack.enter_context(serving())]
        if against:
            bases.append(stack.enter_context(serving(Path(against_dist))))
        tmp = stack.enter_context(tempfile.TemporaryDirectory())
        base = bases[0]
        urls = {label: bases[server] + path for label, (server, path) in pages.items()}
        slugs = {label: re.sub(r"\W+", "-", label) for label in pages}

        def launch(profile: str) -> Any:
            return playwright.chromium.launch_persistent_context(
                f"{tmp}/{profile}", executable_path=chromium, headless=True, args=CHROMIUM_ARGS
            )

        stored = returning_storage(launch("setup"), base)
        for round_ in range(runs):
            for label, url in urls.items():
                context = launch(f"cold-{round_}-{slugs[label]}")
                kinds["cold"][label].append(time_to_ready(context, url, "cold", label))
                context.close()
            context = launch(f"cold-{round_}-resume")
            resumes["cold"].append(time_to_resume(context, base, stored, cpu_slowdown))
            context.close()
        for label, url in urls.items():
            context = launch(f"warm-{slugs[label]}")
            # A first visit, left open as a person would: the service worker (game pages
            # only) precaches, and V8 finishes optimising and stores its code caches.
            page = open_ready(context, url)
            if label in games:
                page.evaluate("navigator.serviceWorker.ready.then(() => true)")
            page.wait_for_timeout(DWELL_MS)
            if label == ours:  # and, quiet a while, the app's worker keeps Pyodide's memory
                page.wait_for_selector("html[data-python-memory]", state="attached", timeout=90_000)
                print(f"Pyodide's memory: {page.get_attribute('html', 'data-python-memory')}")
            page.close()
            kinds["warm"][label] = [time_to_ready(context, url, "warm", label) for _ in range(runs)]
            if label == ours:
                resumes["warm"] = [
                    time_to_resume(context, base, stored, cpu_slowdown) for _ in range(runs)
                ]
            context.close()
        for _ in range(runs):
            for label, url in urls.items():
                context = launch(f"warm-{slugs[label]}")
                kinds["warm after restart"][label].append(
                    time_to_ready(context, url, "warm after restart", label)
                )
                if label == ours:
                    resumes["warm after restart"].append(
                        time_to_resume(context, base, stored, cpu_slowdown)
                    )
                context.close()

    if cpu_slowdown != 1:
        print(f"CPU slowed {cpu_slowdown:g}x (Emulation.setCPUThrottlingRate), every page")
    if slow_core != 1:
        print(f"the whole browser on one core, {slow_core:g}x slowed (a cgroup), every page")
    width = max(len(label) for label in pages)
    for kind, times in kinds.items():
        for label, runs_ in times.items():
            listed = ", ".join(f"{t:.2f}" for t in runs_)
            print(
                f"{kind:18s}  {label:{width}s}  {statistics.median(runs_):.2f} s  (runs: {listed})"
            )
    for kind, times in kinds.items():
        bare = statistics.median(times["bare Pyodide"])
        ratios = {
            label: statistics.median(runs_) / bare
            for label, runs_ in times.items()
            if label != "bare Pyodide"
        }
        print(
            f"ratio {kind}: game/bare Pyodide {ratios.pop(ours):.2f}x  ("
            + ", ".join(f"{label}/bare Pyodide {ratio:.2f}x" for label, ratio in ratios.items())
            + ")"
        )
    for kind, by_page in blocked.items():
        listed = ", ".join(
            f"{label} {statistics.median(ms):.0f} ms" for label, ms in by_page.items()
        )
        print(f"main thread blocked until ready, {kind}: {listed}")
    for kind, paints in resumes.items():
        paint, bare = statistics.median(paints), statistics.median(kinds[kind]["bare Pyodide"])
        print(f"resume paint {kind}: {paint:.3f} s = {paint / bare:.3f}x bare Pyodide")
    print(f"median of {runs} runs each; time from navigation to the page's data-ready marker")
    print("resume paint: to the first frame showing the table left, painted before Python")
    print("blocked: the sum over long tasks (over 50 ms) of their time beyond 50 ms, as TBT")
    return 0


# --- Lighthouse ------------------------------------------------------------------------------

# Bench-time only, like axe-core: installed with npm into .cache/, never copied into dist/.
# 12.2.3 is the newest Lighthouse that supports the Node 20 these machines have (13 wants 22).
LIGHTHOUSE_VERSION = "12.2.3"
LIGHTHOUSE_DIR = ROOT / ".cache" / f"lighthouse-{LIGHTHOUSE_VERSION}"
LIGHTHOUSE_CATEGORIES = ("performance", "accessibility", "best-practices", "seo")


def ensure_lighthouse() -> Path:
    """The pinned Lighthouse's command, installed (with its exact dependency tree) on first use."""
    command = LIGHTHOUSE_DIR / "node_modules" / ".bin" / "lighthouse"
    if not command.exists():
        log(f"installing lighthouse@{LIGHTHOUSE_VERSION} into {LIGHTHOUSE_DIR}")
        LIGHTHOUSE_DIR.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [
                "npm",
                "install",
                "--no-save",
                "--no-audit",
                "--no-fund",
                "--save-exact",
                "--prefix",
                str(LIGHTHOUSE_DIR),
                f"lighthouse@{LIGHTHOUSE_VERSION}",
            ],
            check=True,
        )
    return command


def lighthouse_report(command: Path, chromium: str, url: str, form: str) -> dict[str, Any]:
    """One Lighthouse run (a fresh profile: a first visit) as its JSON report."""
    flags = [
        f"--chrome-flags=--headless=new {' '.join(CHROMIUM_ARGS)}",
        f"--only-categories={','.join(LIGHTHOUSE_CATEGORIES)}",
        "--output=json",
        "--output-path=stdout",
        "--quiet",
        "--max-wait-for-load=90000",
    ]
    if form == "desktop":
        flags.append("--preset=desktop")
    done = subprocess.run(
        [str(command), url, *flags],
        env={**os.environ, "CHROME_PATH": chromium},
        check=True,
        capture_output=True,
        text=True,
    )
    report: dict[str, Any] = json.loads(done.stdout)
    return report


def bench_lighthouse(runs: int) -> int:
    """The four Lighthouse scores of the built site, mobile and desktop (median of `runs`), and
    what the first visit transfers."""
    python = ensure_venv()
    chromium = ensure_chromium(python) or find_chromium()
    if chromium is None:
        raise BuildError("bench-lighthouse needs a Chromium on PATH or in ED_CHROMIUM")
    command = ensure_lighthouse()
    build()
    with serving() as base:
        for form in ("mobile", "desktop"):
            reports = [lighthouse_report(command, chromium, base, form) for _ in range(runs)]
            scores = {
                name: statistics.median(r["categories"][name]["score"] * 100 for r in reports)
                for name in LIGHTHOUSE_CATEGORIES
            }
            audits = [r["audits"] for r in reports]
            metric = {
                name: statistics.median(a[name]["numericValue"] for a in audits)
                for name in ("total-blocking-time", "largest-contentful-paint", "total-byte-weight")
            }
            print(
                f"lighthouse {form}: "
                + " ".join(f"{name}={scores[name]:.0f}" for name in LIGHTHOUSE_CATEGORIES)
                + f" tbt_ms={metric['total-blocking-time']:.0f}"
                + f" lcp_s={metric['largest-contentful-paint'] / 1000:.1f}"
                + f" transfer_mb={metric['total-byte-weight'] / 1e6:.1f}",
                flush=True,
            )
    return 0


# --- fuzzing ---------------------------------------------------------------------------------


def fuzz(cases: int, seed: int) -> int:
    """Hypothesis over every decoder of untrusted input (tests/fuzz): its last line is
    `cases=N crashes=K`, and the exit status is 1 if any case crashed."""
    python = ensure_venv()
    command = [str(python), "-m", "tests.fuzz.run", "--cases", str(cases), "--seed", str(seed)]
    return subprocess.run(command, cwd=ROOT, check=False).returncode


# --- command line ----------------------------------------------------------------------------


def command_line() -> argparse.ArgumentParser:
    """The command line (`test` passes what follows it to pytest)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command")
    serve_parser = commands.add_parser("serve", help="build, then serve dist/ on 127.0.0.1")
    serve_parser.add_argument("--port", type=int, default=8000)
    commands.add_parser(
        "test", help="set up the test environment, build, run pytest", add_help=False
    )
    for name in ("bench-load", "_bench-load-inner"):
        bench = commands.add_parser(name, help="time-to-ready, cold and warm, vs bare Pyodide")
        bench.add_argument("--runs", type=int, default=5)
        bench.add_argument(
            "--cpu-slowdown",
            type=float,
            default=1,
            help="slow the pages' main thread this many times (CDP), as a phone: 4",
        )
        bench.add_argument(
            "--slow-core",
            type=float,
            default=1,
            help="run the whole browser, workers too, on one core this many times slowed "
            "(a cgroup; needs root)",
        )
        bench.add_argument("--against", help="a commit whose game page is measured too")
        if name == "_bench-load-inner":
            bench.add_argument("--against-dist", default="")
    ui_parser = commands.add_parser(
        "bench-ui", help="redraw times, DOM size and long tasks in a bot game"
    )
    ui_parser.add_argument("--rounds", type=int, default=0)
    ui_parser.add_argument("--against", help="a commit measured first, in the same run")
    ui_parser.add_argument("--glue", action="store_true", help="the page's own glue too, after")
    ui_parser.add_argument(
        "--level", default="hard", choices=["easy", "hard"], help="the bots' level (--rounds)"
    )
    ui_parser.add_argument("--game", help="the game's id (--rounds; the first registered)")
    lighthouse = commands.add_parser(
        "bench-lighthouse", help="Lighthouse scores, mobile and desktop"
    )
    lighthouse.add_argument("--runs", type=int, default=1)
    webkit = commands.add_parser(
        "bench-webkit", help="time to ready and the first bot move in WebKit"
    )
    webkit.add_argument("--runs", type=int, default=3)
    fuzz_parser = commands.add_parser("fuzz", help="fuzz the decoders of untrusted input")
    fuzz_parser.add_argument("--cases", type=int, default=10_000)
    fuzz_parser.add_argument("--seed", type=int, default=0)
    return parser


def main(argv: list[str]) -> int:
    parser = command_line()
    args, rest = parser.parse_known_args(argv)
    if rest and args.command != "test":
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    try:
        if args.command is None:
            build()
        elif args.command == "serve":
            serve(args.port)
        elif args.command == "test":
            return run_tests(rest)
        elif args.command == "fuzz":
            return fuzz(args.cases, args.seed)
        elif args.command == "bench-load":
            return bench_load(args.runs, args.cpu_slowdown, args.against, args.slow_core)
        elif args.command == "bench-ui":
            return bench_ui(args.rounds, args.against, args.glue, args.level, args.game)
        elif args.command == "bench-lighthouse":
            return bench_lighthouse(args.runs)
        elif args.command == "bench-webkit":
            return bench_webkit(args.runs)
        elif args.command == "_bench-load-inner":
            return _bench_load_inner(
                args.runs, args.cpu_slowdown, args.against, args.against_dist, args.slow_core
            )
    except (BuildError, subprocess.CalledProcessError) as error:
        print(f"[build] FAILED: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
