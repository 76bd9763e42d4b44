"""Registering a game is enough: its spec's stylesheets, sprites and colophon line reach both
pages, dist/static/ and the precache through build.py, and no file of the shell (the pages,
static/app.css, the sprite, the colophon) names a game or styles its classes."""

from __future__ import annotations

import ast
import dataclasses
import html
import itertools
import json
import re
import xml.etree.ElementTree as ET
import zipfile
from io import BytesIO
from pathlib import Path

import pytest

import build
from tabletop import names, registry, text
from tabletop.rng import Rng
from tabletop.ui import frame
from tabletop.ui.game_ui import TableContext, ui_of

ROOT = Path(__file__).resolve().parents[1]
SVG = "{http://www.w3.org/2000/svg}"
STYLESHEET = re.compile(r'<link rel="stylesheet" href="([^"]+)">')
# The shell's own stylesheets, linked by the pages as written (the games' come from build.py).
SHELL_STYLESHEETS = {
    "index.html": ["./vendor/pyscript/core.css", "./static/app.css"],
    "embed.html": ["./vendor/pyscript/core.css", "./static/app.css", "./static/embed.css"],
}
# Drawn by the games today and by the shell's table frame once issue 31's frame work is merged
# (tabletop/ui/frame.py): the frame's layout stays in app.css. Redundant after that merge.
FRAME_CLASSES = {"board", "empires", "status-bar", "open-hands", "hands"}


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build.build(tmp_path_factory.mktemp("site") / "dist")


def declared(kind: str) -> list[str]:
    """The registered games' files of a kind, each once, in the registry's order: what the
    pages must load, worked out here from the specs rather than by build.py."""
    names: list[str] = []
    for spec in registry.all_specs():
        names += [name for name in getattr(spec, kind) if name not in names]
    return names


def test_both_pages_link_every_registered_games_stylesheets_once_in_registry_order(
    dist: Path,
) -> None:
    wanted = [f"./static/{name}" for name in declared("stylesheets")]
    assert "./static/eminent_domain/cards.css" in wanted
    for page, shell in SHELL_STYLESHEETS.items():
        linked = STYLESHEET.findall((dist / page).read_text())
        # after app.css, before the page's own (embed.css): a game's rule wins a tie with the
        # shell's, and the embed's own rules win over a game's
        assert linked == shell[:2] + wanted + shell[2:], page
    for name in declared("stylesheets"):
        assert (dist / "static" / name).read_bytes() == build.asset_source(name).read_bytes()


def test_the_pages_as_written_link_no_game_stylesheet_and_name_no_game() -> None:
    titles = [spec.title for spec in registry.all_specs() if spec.title != names.SITE]
    for page, shell in SHELL_STYLESHEETS.items():
        source = (ROOT / page).read_text()
        assert STYLESHEET.findall(source) == shell, page
        assert source.count(build.STYLESHEETS_MARKER) == 1, page
        assert not [title for title in titles if title in source], page
    index = (ROOT / "index.html").read_text()
    assert index.count(build.COLOPHON_MARKER) == 1 and "<footer" not in index


def sprite_symbols(text_: str) -> dict[str, ET.Element]:
    return {s.attrib["id"]: s for s in ET.fromstring(text_).iter(f"{SVG}symbol")}


def drawn_pages() -> dict[str, list[str]]:
    """Each registered game's rules, gallery and tables of a random game (every few decisions,
    from the deciding seat, and its end) as HTML, by game id."""
    pages: dict[str, list[str]] = {}
    for spec in registry.all_specs():
        if spec.ui_module is None:
            continue
        ui = ui_of(spec)
        drawn = [str(ui.rules()), str(ui.gallery())]
        for players in (spec.players[0], spec.players[-1]):
            game = spec.new(spec.default_config(players), 7 + players)
            rng = Rng(players)
            seats = tuple(f"P{seat}" for seat in range(players))
            ctx = TableContext(names=seats, bots=(None,) * players)
            for step in range(2000):
                if game.is_over:
                    break
                seat = game.current_player
                if step % 15 == 0:
                    drawn.append(str(frame.table(ui, spec.view(game, seat), ctx)))
                options = game.legal_actions()
                game.apply(options[rng.below(len(options))])
            drawn.append(str(frame.table(ui, spec.view(game, 0), ctx)))
        pages[spec.id] = drawn
    return pages


@pytest.fixture(scope="module")
def pages() -> dict[str, list[str]]:
    return drawn_pages()


def test_the_page_sprite_has_every_symbol_any_game_draws(
    dist: Path, pages: dict[str, list[str]]
) -> None:
    merged = sprite_symbols((dist / "static" / "icons.svg").read_text())
    assert merged.keys() == {
        key
        for name in declared("sprites")
        for key in sprite_symbols(build.asset_source(name).read_text())
    }
    everywhere: set[str] = set()
    for game, drawn in pages.items():
        used = {
            href for page in drawn for href in re.findall(r'href="[^"]*#(icon-[a-z0-9-]+)"', page)
        }
        assert used <= merged.keys(), (game, used - merged.keys())
        everywhere |= used
    assert {"icon-survey", "icon-capital", "icon-water"} <= everywhere  # the sample draws icons


def test_two_sprites_giving_one_symbol_fail_the_build(monkeypatch: pytest.MonkeyPatch) -> None:
    one = build.asset_source(declared("sprites")[0])
    monkeypatch.setattr(build, "asset_source", lambda name: one)
    with pytest.raises(build.BuildError, match="icon-survey"):
        build.merged_sprite(["first/icons.svg", "second/icons.svg"])


def test_the_precache_lists_every_games_files(dist: Path) -> None:
    worker = (dist / "sw.js").read_text()
    listed = json.loads(worker.split("const PRECACHE = ", 1)[1].split(";\n", 1)[0])
    assert "./static/icons.svg" in listed
    for name in declared("stylesheets"):
        assert f"./static/{name}" in listed


def test_a_games_files_are_in_its_package_and_not_in_the_python_zip() -> None:
    for name in declared("stylesheets") + declared("sprites"):
        package, file = name.split("/")
        assert build.asset_source(name) == ROOT / "pysrc" / package / "static" / file
    assert not (ROOT / "static" / "icons.svg").exists()  # the shell draws no icon of its own
    zipped = zipfile.ZipFile(BytesIO(build.package_zip())).namelist()
    assert "microcosm/__init__.py" in zipped
    assert not [name for name in zipped if "/static/" in name]
    with pytest.raises(ValueError, match="package"):
        dataclasses.replace(registry.get("microcosm"), stylesheets=("look.css",))


def numbered(name: str) -> str:
    """A class as its family: "seat-2" is "seat-N", one of the seats' numbered classes."""
    return re.sub(r"-\d+$", "-N", name)


def shell_classes() -> set[str]:
    """The classes the shell itself draws or looks for: the `class_` values of the core's
    Python (tabletop and the page glue) and the classes of the pages and their scripts; an
    f-string's "seat-{seat}" gives the family "seat-N"."""
    found: set[str] = set()
    sources = [*(ROOT / "pysrc" / "tabletop").rglob("*.py"), *(ROOT / "static").glob("*.py")]
    for path in sources:
        for node in ast.walk(ast.parse(path.read_text())):
            values: list[ast.expr] = []
            if isinstance(node, ast.Dict):
                values = [
                    v
                    for k, v in zip(node.keys, node.values, strict=True)
                    if isinstance(k, ast.Constant) and k.value in ("class_", "class")
                ]
            elif isinstance(node, ast.Call):
                values = [kw.value for kw in node.keywords if (kw.arg or "").endswith("class_")]
                if getattr(node.func, "attr", "").startswith("querySelector"):
                    values = list(node.args)
            for value in values:
                for part in ast.walk(value):
                    if isinstance(part, ast.Constant) and isinstance(part.value, str):
                        found |= set(re.findall(r"[a-z][a-z0-9-]*", part.value))
                    if isinstance(part, ast.JoinedStr):
                        pieces = [
                            piece.value if isinstance(piece, ast.Constant) else None
                            for piece in part.values
                        ]
                        found |= {
                            f"{piece.split()[-1]}N"
                            for piece, after in itertools.pairwise(pieces)
                            if isinstance(piece, str) and piece.endswith("-") and after is None
                        }
    for path in [*(ROOT / "static").glob("*.js"), ROOT / "index.html", ROOT / "embed.html"]:
        source = path.read_text()
        for attribute in re.findall(r'class(?:Name)?\s*=\s*"([^"]*)"', source):
            found |= set(attribute.split())
        for selector in re.findall(r'(?:querySelector(?:All)?|classList\.\w+)\("([^"]*)"', source):
            found |= set(re.findall(r"[a-z][a-z0-9-]*", selector))
    return found


def selector_classes(css: str) -> set[str]:
    bare = re.sub(r"\{[^{}]*\}", "{}", re.sub(r"/\*.*?\*/", "", css, flags=re.S))
    return set(re.findall(r"\.([a-zA-Z][\w-]*)", bare))


def test_app_css_styles_no_class_of_a_game(pages: dict[str, list[str]]) -> None:
    """A game's classes are those its drawings carry and its stylesheets select, less the
    shell's own; static/app.css selects none of them (a game's look is its stylesheets')."""
    drawn = {
        name
        for page in (p for drawn in pages.values() for p in drawn)
        for attribute in re.findall(r' class="([^"]*)"', page)
        for name in attribute.split()
    }
    styled = set().union(
        *(selector_classes(build.asset_source(n).read_text()) for n in declared("stylesheets"))
    )
    games = {numbered(name) for name in drawn | styled} - shell_classes() - FRAME_CLASSES
    assert {"card", "planet", "tech-card", "icon-survey", "kind-warfare", "mc-mark"} <= games
    app = {numbered(name) for name in selector_classes((ROOT / "static" / "app.css").read_text())}
    assert app & games == set()
    assert not re.search(r"--c-[a-z]+:", (ROOT / "static" / "app.css").read_text())


def footer(dist: Path) -> str:
    page = (dist / "index.html").read_text()
    return page[page.index('<footer class="colophon"') : page.index("</footer>") + 9]


def test_every_registered_games_colophon_is_in_the_page_in_every_language(dist: Path) -> None:
    built = footer(dist)
    for lang in text.LANGUAGES:
        credits = html.unescape(re.search(rf' data-games-{lang}="([^"]*)"', built)[1])  # type: ignore[index]
        for spec in registry.all_specs():
            assert text.typeset(lang, spec.colophon[lang]) in credits, (spec.id, lang)
        # the shell's words around them name no game
        template = text.template("page.colophon", lang)
        assert "{games}" in template and "Eminent" not in template and "Jaffee" not in template
    english = html.unescape(re.sub(r"<[^>]+>", "", built))
    for spec in registry.all_specs():
        assert spec.colophon["en"] in english, spec.id
    assert "Jaffee" not in (ROOT / "static" / "boot.js").read_text()


def test_a_game_without_a_colophon_line_fails_the_build(monkeypatch: pytest.MonkeyPatch) -> None:
    specs = registry.all_specs()
    untitled = dataclasses.replace(specs[0], colophon={"en": "A game."})
    monkeypatch.setattr(build, "registered_specs", lambda: [untitled, *specs[1:]])
    with pytest.raises(build.BuildError, match=f"'fr' for {specs[0].id}"):
        build.colophon_footer()


def test_only_the_storage_names_and_the_registry_name_the_first_game() -> None:
    """The shell's code and build.py name no game: the storage and format names chosen when
    the site played one game are in tabletop/names.py, the games in tabletop/registry.py."""
    sources = [
        *(ROOT / "pysrc" / "tabletop").rglob("*.py"),
        *(ROOT / "static").glob("*.js"),
        ROOT / "build.py",
    ]
    naming = {
        path.relative_to(ROOT).as_posix()
        for path in sources
        if "eminent" in path.read_text(encoding="utf-8").lower()
    }
    assert naming == {"pysrc/tabletop/names.py", "pysrc/tabletop/registry.py"}


def test_a_sprite_symbol_without_an_id_fails_the_build(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """An icon nobody can point to is a mistake the build names, not a crash."""
    sprite = tmp_path / "icons.svg"
    sprite.write_text('<svg xmlns="http://www.w3.org/2000/svg"><symbol><path/></symbol></svg>')
    monkeypatch.setattr(build, "asset_source", lambda name: sprite)
    with pytest.raises(build.BuildError, match="a symbol without an id"):
        build.merged_sprite(["game/icons.svg"])
