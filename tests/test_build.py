"""build.py's own logic, without a browser: integrity pins, the package zip, the site layout."""

import gzip
import hashlib
import json
import re
import shutil
import urllib.error
import urllib.request
import zipfile
from io import BytesIO
from pathlib import Path

import pytest

import build


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build.build(tmp_path_factory.mktemp("site") / "dist")


def test_integrity_check_accepts_the_right_bytes_and_rejects_others() -> None:
    data = b"pyodide tarball"
    digest = build.integrity_of(data)
    assert digest.startswith("sha512-")
    assert build.check_integrity(data, digest)
    assert not build.check_integrity(data + b"!", digest)


def test_cached_tarballs_match_their_pins() -> None:
    for pin in (build.PYODIDE, build.PYSCRIPT, build.AXE_CORE):
        assert build.check_integrity(build.fetch_tarball(pin), pin.integrity), pin.name


def test_package_zip_is_reproducible_and_holds_the_package() -> None:
    first, second = build.package_zip(), build.package_zip()
    assert first == second
    names = zipfile.ZipFile(BytesIO(first)).namelist()
    assert "eminent_domain/__init__.py" in names
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]


def test_site_layout(dist: Path) -> None:
    for path in [
        "index.html",
        "sw.js",
        "pyscript.json",
        "pkg/tabletop.zip",
        "static/main.py",
        "static/manifest.webmanifest",
        "static/icons/icon-192.png",
        "static/icons/icon-512.png",
        "vendor/pyscript/core.js",
        "vendor/pyscript/core.css",
        "bare/index.html",
        "bare/pyscript.html",
        *(f"vendor/pyodide/{name}" for name in build.PYODIDE_FILES),
    ]:
        assert (dist / path).is_file(), path
    assert not list(dist.rglob("*.map"))


def test_the_standard_library_ships_bytecode_for_what_our_packages_import(dist: Path) -> None:
    """Each start of Pyodide compiled ~150 stdlib modules from source: the page's zip has
    them compiled by the pinned runtime, beside their sources; the floor pages' is stock."""
    shipped = zipfile.ZipFile(dist / "vendor/pyodide/python_stdlib.zip")
    stock = zipfile.ZipFile(dist / "bare/python_stdlib.zip")
    tarball = dict(build.tar_members(build.fetch_tarball(build.PYODIDE), "package/"))
    assert (dist / "bare/python_stdlib.zip").read_bytes() == tarball["python_stdlib.zip"]
    added = set(shipped.namelist()) - set(stock.namelist())
    assert {"json/__init__.pyc", "dataclasses.pyc", "random.pyc", "asyncio/tasks.pyc"} <= added
    assert all(name.endswith(".pyc") and name[:-1] in stock.namelist() for name in added)
    magic = {shipped.read(name)[:4] for name in added}
    assert len(magic) == 1 and magic != {b"\0" * 4}, magic
    for name in stock.namelist():  # the sources are unchanged
        assert shipped.read(name) == stock.read(name), name


def test_bytecode_of_another_python_or_a_missing_pyc_fails_the_build() -> None:
    def archive(entries: dict[str, bytes]) -> bytes:
        buffer = BytesIO()
        with zipfile.ZipFile(buffer, "w") as out:
            for name, data in entries.items():
                out.writestr(name, data)
        return buffer.getvalue()

    report = {"magic": "2b0e0d0a", "version": "3.14.2", "modules": ["a.py"]}
    good = b"\x2b\x0e\x0d\x0a" + b"\0" * 12
    build.check_bytecode(archive({"a.py": b"", "a.pyc": good}), report)
    for entries in ({"a.py": b"", "a.pyc": b"\x2a\x0e\x0d\x0a" + b"\0" * 12}, {"a.py": b""}):
        with pytest.raises(build.BuildError, match=r"a\.pyc is missing or not bytecode"):
            build.check_bytecode(archive(entries), report)


def test_pyscript_chunks_of_unused_features_are_left_out(dist: Path) -> None:
    """Speed you can feel, point 2: the editor, terminal, game, TOML and package-graph chunks
    are never loaded, so they are not shipped (nor precached); what start-up needs stays."""
    vendored = {path.name for path in (dist / "vendor/pyscript").iterdir()}
    tarball = {
        name for name, _ in build.tar_members(build.fetch_tarball(build.PYSCRIPT), "package/dist/")
    }
    left_out = tarball - vendored
    for feature in ("codemirror", "xterm", "toml", "pyodide_graph"):
        assert any(name.startswith(feature) for name in left_out), feature
    assert not any(name.startswith(("codemirror", "xterm", "toml")) for name in vendored)
    for needed in ("core.js", "core.css", "storage.js", "service-worker.js"):
        assert needed in vendored
    # Imported at every start: the core, the plugins, and what unpacks our files.
    for chunk in ("core", "zip", "error", "donkey", "py-editor", "py-game", "py-terminal"):
        assert any(re.fullmatch(rf"{chunk}-[\w-]{{8}}\.js", name) for name in vendored), chunk


def test_every_pyscript_worker_starts_with_the_indexeddb_stand_in(dist: Path) -> None:
    """Issue 34: PyScript's worker opens IndexedDB as it starts, which a third-party frame
    refuses; its code (text PyScript starts from a Blob) is preceded by idb-fallback.js, once,
    as a JavaScript string; a PyScript whose worker's code cannot be found fails the build."""
    fallback = (build.ROOT / "static" / "idb-fallback.js").read_text(encoding="utf-8")
    holding = [
        path.name
        for path in (dist / "vendor/pyscript").glob("*.js")
        if build.WORKER_SOURCE in path.read_text(encoding="utf-8")
    ]
    (core,) = holding
    text = (dist / "vendor/pyscript" / core).read_text(encoding="utf-8")
    assert build.WORKER_SOURCE + json.dumps(fallback) + "+" in text
    assert build.with_idb_fallback("x.js", b"no worker here") == b"no worker here"
    twice = (build.WORKER_SOURCE * 2).encode()
    with pytest.raises(build.BuildError, match="2 workers' code"):
        build.with_idb_fallback("x.js", twice)


def test_big_files_have_a_gzip_sibling_that_the_precache_leaves_to_the_host(dist: Path) -> None:
    wasm = dist / "vendor/pyodide/pyodide.asm.wasm"
    packed = wasm.with_name(wasm.name + ".gz")
    assert gzip.decompress(packed.read_bytes()) == wasm.read_bytes()
    assert packed.stat().st_size < 0.5 * wasm.stat().st_size
    assert not (dist / "pkg/tabletop.zip.gz").exists()  # compressed already
    assert not (dist / "index.html.gz").exists()
    again = Path(build.build(dist.parent / "again"))
    assert (again / "vendor/pyodide/pyodide.asm.wasm.gz").read_bytes() == packed.read_bytes()
    text = (dist / "sw.js").read_text()
    assert ".gz" not in text.split("const PRECACHE = ", 1)[1].split(";\n", 1)[0]


def test_sealing_again_leaves_no_stale_sibling(dist: Path, tmp_path: Path) -> None:
    """A changed file gets a new sibling, and a file too small for one loses its old one (the
    deploy test once served a sw.js.gz of the previous sw.js)."""
    site = tmp_path / "site"
    shutil.copytree(dist, site)
    css = site / "static/app.css"
    css.write_text(css.read_text() + "\n/* changed */\n")
    main = site / "static/main.py"
    main.write_text("# small now\n")
    build.seal(site)
    assert gzip.decompress((site / "static/app.css.gz").read_bytes()) == css.read_bytes()
    assert not (site / "static/main.py.gz").exists()
    assert gzip.decompress((site / "sw.js.gz").read_bytes()) == (site / "sw.js").read_bytes()


def test_the_server_sends_a_gzip_sibling_only_to_who_accepts_it(dist: Path) -> None:
    with build.serving(dist) as base:
        url = base + "vendor/pyodide/pyodide.asm.mjs"
        plain = urllib.request.urlopen(url)
        assert plain.headers.get("Content-Encoding") is None
        body = plain.read()
        asked = urllib.request.Request(url, headers={"Accept-Encoding": "gzip, br"})
        packed = urllib.request.urlopen(asked)
        assert packed.headers["Content-Encoding"] == "gzip"
        assert packed.headers["Content-Type"] == "text/javascript"
        assert gzip.decompress(packed.read()) == body
        since = packed.headers["Last-Modified"]
        again = urllib.request.Request(
            url, headers={"Accept-Encoding": "gzip", "If-Modified-Since": since}
        )
        with pytest.raises(urllib.error.HTTPError) as answer:
            urllib.request.urlopen(again)
        assert answer.value.code == 304


def test_config_points_at_the_vendored_interpreter(dist: Path) -> None:
    """PyScript's interpreter is static/pyodide-start.mjs (a start from Pyodide's saved memory
    when there is one), which loads the vendored Pyodide and nothing from elsewhere."""
    config = json.loads((dist / "pyscript.json").read_text())
    assert config["interpreter"] == "./static/pyodide-start.mjs"
    start = (dist / config["interpreter"]).read_text()
    imports = re.findall(r'from "([^"]+)"', start)
    assert imports == ["../vendor/pyodide/pyodide.mjs"]
    assert (dist / "static" / imports[0]).resolve().is_file()
    assert config["files"] == {"./pkg/tabletop.zip": "./*"}


def test_pages_preload_the_start_up_chain_and_the_interpreter_where_it_runs(dist: Path) -> None:
    """Both pages preload PyScript's chunk; the embed, whose Python runs on the page, the
    interpreter's modules too. index.html leaves those to boot.js, which adds the same ones
    only where the page's own glue runs (on the worker's page they would be fetched, parsed
    and compiled on the main thread for nothing)."""
    for name, interpreter in (("index.html", False), ("embed.html", True)):
        page = (dist / name).read_text()
        assert build.PRELOAD_MARKER not in page and build.INDEX_PRELOAD_MARKER not in page
        preloads = re.findall(r'<link rel="modulepreload" href="([^"]+)">', page)
        assert all((dist / url).is_file() for url in preloads), preloads
        assert any(re.fullmatch(r"\./vendor/pyscript/core-[\w-]+\.js", url) for url in preloads)
        assert (set(build.INTERPRETER_PRELOADS) <= set(preloads)) is interpreter, name
    boot = (dist / "static" / "boot.js").read_text()
    named = re.search(r"const INTERPRETER = \[([^\]]*)\]", boot)
    assert named and re.findall(r'"([^"]+)"', named.group(1)) == list(build.INTERPRETER_PRELOADS)


def test_index_holds_a_first_visit_s_home_in_each_language_before_resume_js(dist: Path) -> None:
    """Issue 34, the largest paint: Home as the app draws it for a first visit, one template a
    language (resume.js picks the page's), parsed before the script that paints it."""
    from tabletop import text  # noqa: PLC0415

    page = (dist / "index.html").read_text()
    assert build.FIRST_HOME_MARKER not in page
    drawn = build.first_home()
    assert set(drawn) == set(text.LANGUAGES)
    for lang, home in drawn.items():
        template = f'<template id="first-home-{lang}">{home}</template>'
        assert page.count(template) == 1, lang
        assert page.index(template) < page.index('<script src="./static/resume.js">')
        assert 'data-command="new"' in home
    assert "New game" in drawn["en"] and "Nouvelle partie" in drawn["fr"]


def test_both_pages_preload_the_zip_that_pyscript_fetches(dist: Path) -> None:
    """Issue 34, fetch in parallel: the app's zip is asked for in the form a plain fetch()
    takes over (as="fetch" crossorigin), under the name the config gives it: from the embed's
    head, and by index.html's boot.js once the first frame is painted (not from its head,
    where it counted in Lighthouse's simulated largest paint)."""
    (name,) = json.loads((dist / "pyscript.json").read_text())["files"]
    link = r'<link rel="preload" href="([^"]+)" as="fetch" crossorigin>'
    embed = (dist / "embed.html").read_text()
    assert re.findall(link, embed) == [name]
    assert embed.index(name) < embed.index("</head>")
    assert re.findall(link, (dist / "index.html").read_text()) == []
    boot = (dist / "static" / "boot.js").read_text()
    assert f'const APP_ZIP = "{name}";' in boot
    assert 'link.as = "fetch";' in boot and 'link.crossOrigin = "anonymous";' in boot
    assert (dist / name).is_file()


def test_every_url_in_our_pages_is_relative(dist: Path) -> None:
    for name in [
        "index.html",
        "static/manifest.webmanifest",
        "pyscript.json",
        "bare/index.html",
        "bare/pyscript.html",
    ]:
        text = (dist / name).read_text()
        assert "http://" not in text and "https://" not in text, name
        assert '="/' not in text and '"src": "/' not in text, name


def test_lock_file_lists_no_packages(dist: Path) -> None:
    lock = json.loads((dist / "vendor/pyodide/pyodide-lock.json").read_text())
    assert lock["packages"] == {}
    assert lock["info"]["python"].startswith("3.14")


def test_service_worker_precaches_every_app_file(dist: Path) -> None:
    text = (dist / "sw.js").read_text()
    listed = json.loads(text.split("const PRECACHE = ", 1)[1].split(";\n", 1)[0])
    app_files = {
        "./" + p.relative_to(dist).as_posix()
        for p in dist.rglob("*")
        if p.is_file()
        and p.relative_to(dist).parts[0] not in {"bare", "sw.js"}
        and p.suffix != ".gz"  # a host's choice of encoding for the file beside it
    }
    assert set(listed) == app_files | {"./"}


def test_axe_core_is_for_tests_only(dist: Path) -> None:
    source = build.axe_source()
    assert source.startswith(f"/*! axe v{build.AXE_CORE.version}")
    assert "axe.run" in source or "runRules" in source
    assert not [p for p in dist.rglob("*") if "axe" in p.name.lower()]
    marker = source[:200].encode()
    assert not [p for p in dist.rglob("*.js") if marker in p.read_bytes()]
    assert "axe" not in (dist / "sw.js").read_text().lower()


def test_cache_version_follows_the_content(tmp_path: Path) -> None:
    site = tmp_path / "site"
    (site / "static").mkdir(parents=True)
    (site / "index.html").write_text("one")
    _, first = build.write_service_worker(site)
    (site / "index.html").write_text("two")
    _, second = build.write_service_worker(site)
    _, again = build.write_service_worker(site)
    assert first != second == again


def test_icons_are_pngs_of_their_size(dist: Path) -> None:
    for size in (192, 512):
        data = (dist / f"static/icons/icon-{size}.png").read_bytes()
        assert data.startswith(b"\x89PNG\r\n\x1a\n")
        assert int.from_bytes(data[16:20], "big") == size == int.from_bytes(data[20:24], "big")


def test_server_maps_a_sub_path_and_serves_wasm_with_its_type(dist: Path) -> None:
    with build.serving(dist, prefix="/games/eminent-domain/") as base:
        with urllib.request.urlopen(base + "vendor/pyodide/pyodide.asm.wasm") as response:
            assert response.headers["Content-Type"] == "application/wasm"
            wasm = response.read()
        assert (
            hashlib.sha256(wasm).digest()
            == hashlib.sha256((dist / "vendor/pyodide/pyodide.asm.wasm").read_bytes()).digest()
        )
        with urllib.request.urlopen(base) as response:
            assert b"Eminent Domain" in response.read()
        outside = base.replace("/games/eminent-domain/", "/index.html")
        with pytest.raises(urllib.error.HTTPError) as error:
            urllib.request.urlopen(outside)
        assert error.value.code == 404


def test_server_rejects_a_bad_prefix() -> None:
    with pytest.raises(ValueError, match="prefix"):
        build.make_server(prefix="games")


def test_requirements_come_from_the_extras() -> None:
    wanted = build.test_requirements()
    assert any(r.startswith("playwright==") for r in wanted)
    assert any(r.startswith("pytest==") for r in wanted)
    assert any(r.startswith("mypy==") for r in wanted)


def test_service_worker_checks_each_file_with_the_server_and_is_never_http_cached(
    dist: Path,
) -> None:
    """Checked, not taken blindly from the HTTP cache (an old version's file may be there),
    nor downloaded again (tests/browser/test_site.py: a first visit downloads each file once)."""
    worker = (dist / "sw.js").read_text()
    assert 'new Request(url, { cache: "no-cache" })' in worker
    assert "cache.addAll(PRECACHE)" not in worker
    boot = (dist / "static" / "boot.js").read_text()
    assert '{ updateViaCache: "none" }' in boot


def test_the_built_version_is_the_cores_version_exactly() -> None:
    """The page shows `tabletop.__version__`; the build reads it from the source text (a
    comment beside it once leaked into the version)."""
    import tabletop  # noqa: PLC0415

    assert build.package_version() == tabletop.__version__


def test_bench_load_takes_a_cpu_slowdown_and_a_commit_to_compare() -> None:
    """Issue 34's throttled run: `bench-load --cpu-slowdown 4 --against C` reaches the inner
    benchmark with both (the outer command passes them on with the other commit's site)."""
    args = build.command_line().parse_args(
        ["bench-load", "--runs", "3", "--cpu-slowdown", "4", "--against", "6bfe121"]
    )
    assert (args.runs, args.cpu_slowdown, args.against) == (3, 4.0, "6bfe121")
    inner = build.command_line().parse_args(["_bench-load-inner", "--against-dist", "/x"])
    assert (inner.cpu_slowdown, inner.against, inner.against_dist) == (1.0, None, "/x")


def test_bench_webkit_takes_its_runs() -> None:
    """Issue 34's WebKit row: `bench-webkit --runs N` reaches tools/bench_webkit.py."""
    args = build.command_line().parse_args(["bench-webkit", "--runs", "2"])
    assert (args.command, args.runs) == ("bench-webkit", 2)
