"""The package layout the architecture promises (docs/architecture.md): the core names no game,
no game imports another, and no two modules import each other at load time (a cycle).

Imports are read from the source (`ast`), so a test cannot pass by importing in some lucky
order. Imports under `if TYPE_CHECKING:` are annotations only and never run; imports inside
functions run, so they count for "the core names no game" but not for load-time cycles.
Within the core every import counts, annotations included: its layers (the core, then the
browser shell `tabletop.ui`, whose screens see the app through a protocol) form no cycle, and
nothing outside `tabletop.ui` imports it (the command line and the demos run without it).
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "pysrc"
# Every package beside the core is a game.
GAMES = tuple(
    sorted(p.parent.name for p in SRC.glob("*/__init__.py") if p.parent.name != "tabletop")
)


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {_module_name(p): p for p in sorted(SRC.rglob("*.py"))}


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(module: str, *, load_time_only: bool, annotations: bool = False) -> set[str]:
    """The pysrc modules `module` imports (`from a import b` counts `a.b` when it is one);
    those under `if TYPE_CHECKING:` only with `annotations`."""
    package = module if MODULES[module].name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()

    def visit(nodes: list[ast.stmt], top: bool) -> None:
        for node in nodes:
            if isinstance(node, ast.If) and _is_type_checking(node) and not annotations:
                continue
            if isinstance(node, ast.Import) and (top or not load_time_only):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and (top or not load_time_only):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*anchor, base] if base else anchor)
                found.add(base)
                found.update(f"{base}.{alias.name}" for alias in node.names)
            inner_top = top and not isinstance(
                node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda
            )
            for field in ("body", "orelse", "finalbody"):
                children = getattr(node, field, None)
                if isinstance(children, list):
                    visit([c for c in children if isinstance(c, ast.stmt)], inner_top)
            for handler in getattr(node, "handlers", []):
                visit(handler.body, inner_top)

    visit(ast.parse(MODULES[module].read_text(encoding="utf-8")).body, True)
    return {name for name in found if name in MODULES and name != module}


@pytest.mark.parametrize("module", [m for m in MODULES if m.split(".")[0] == "tabletop"])
def test_the_core_imports_no_game(module: str) -> None:
    games = {name for name in _imports(module, load_time_only=False) if name.startswith(GAMES)}
    assert not games, f"{module} imports {sorted(games)}"


# A ruleset built on another game's code, and the game it is built on: it may import the
# modules that game names as its extension points, and nothing else of it.
BUILT_ON = {"prototype_2010": "eminent_domain"}


def _extension_points(game: str) -> set[str]:
    return set(importlib.import_module(game).EXTENSION_POINTS)


@pytest.mark.parametrize("module", [m for m in MODULES if m.split(".")[0] in GAMES])
def test_no_game_imports_another(module: str) -> None:
    own = module.split(".", maxsplit=1)[0]
    allowed = _extension_points(BUILT_ON[own]) if own in BUILT_ON else set()
    # `from eminent_domain.planets import back` also names `eminent_domain` and a symbol.
    allowed |= {name.rpartition(".")[0] for name in allowed}
    others = {
        name
        for name in _imports(module, load_time_only=False)
        if name.split(".")[0] in GAMES and name.split(".")[0] != own and name not in allowed
    }
    assert not others, f"{module} imports {sorted(others)}"


def test_a_base_game_names_modules_that_exist_and_never_imports_its_rulesets() -> None:
    for ruleset, base in BUILT_ON.items():
        assert _extension_points(base) <= set(MODULES)
        for module in (m for m in MODULES if m.split(".")[0] == base):
            assert not {n for n in _imports(module, load_time_only=False) if n.startswith(ruleset)}


def test_the_prototype_imports_a_module_of_the_base_game() -> None:
    """The check above reads the prototype's imports of the base game, so it can fail."""
    assert "eminent_domain.planets" in _imports("prototype_2010.engine", load_time_only=True)


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """The first import cycle found in `graph` (module to the modules it imports), or None. A
    package imports its parents first: an edge to a parent package is no cycle of ours."""
    done: set[str] = set()
    path: list[str] = []

    def walk(module: str) -> list[str] | None:
        if module in path:
            return [*path[path.index(module) :], module]
        if module in done:
            return None
        path.append(module)
        for target in sorted(graph[module]):
            if not module.startswith(target + "."):
                found = walk(target)
                if found:
                    return found
        path.pop()
        done.add(module)
        return None

    return next((c for c in map(walk, sorted(graph)) if c), None)


def test_no_import_cycles_at_load_time() -> None:
    cycle = _cycle({module: _imports(module, load_time_only=True) for module in MODULES})
    assert cycle is None, "import cycle: " + " → ".join(cycle or ())


CORE = [m for m in MODULES if m.split(".")[0] == "tabletop"]


def _core_imports(module: str) -> set[str]:
    """Every core module `module` imports: at load time, in a function or for annotations."""
    found = _imports(module, load_time_only=False, annotations=True)
    return {name for name in found if name.split(".")[0] == "tabletop"}


def test_no_import_cycle_in_the_core_counting_every_import() -> None:
    cycle = _cycle({module: _core_imports(module) for module in CORE})
    assert cycle is None, "import cycle: " + " → ".join(cycle or ())


@pytest.mark.parametrize("module", [m for m in CORE if not m.startswith("tabletop.ui")])
def test_the_core_below_the_browser_shell_never_imports_it(module: str) -> None:
    shell = {name for name in _core_imports(module) if name.startswith("tabletop.ui")}
    assert not shell, f"{module} imports {sorted(shell)}"


@pytest.mark.parametrize(
    "source",
    [
        "from tabletop.ui import app\n",
        "def f():\n    import tabletop.ui.app\n",
        "import typing\nif typing.TYPE_CHECKING:\n    from tabletop.ui.app import App\n",
    ],
    ids=["module level", "in a function", "for annotations"],
)
def test_the_core_checks_see_every_kind_of_import(
    source: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    planted = tmp_path / "planted.py"
    planted.write_text(source, encoding="utf-8")
    monkeypatch.setitem(MODULES, "tabletop.planted", planted)
    assert "tabletop.ui.app" in _core_imports("tabletop.planted")


def test_the_cycle_finder_finds_cycles() -> None:
    """`_cycle` reports a planted cycle, and not a package's import of its parent."""
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert _cycle({"p": {"p.m"}, "p.m": {"p"}}) is None


def test_the_checks_see_imports() -> None:
    """The reader finds a known load-time import and a known annotation-only one, so the
    tests above cannot pass by reading nothing."""
    assert "tabletop.ui.screens.table" in _imports("tabletop.ui.app", load_time_only=True)
    assert "tabletop.ui.app" not in _imports("tabletop.ui.screens.table", load_time_only=True)


@pytest.mark.parametrize("glue", sorted((SRC.parent / "static").glob("*.py")), ids=lambda p: p.name)
def test_the_page_glue_imports_no_game(glue: Path) -> None:
    """`static/*.py` (main page, embed page, bots' worker) serve every game alike."""
    named = set()
    for node in ast.walk(ast.parse(glue.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            named.add(node.module.split(".")[0])
        elif isinstance(node, ast.Import):
            named.update(alias.name.split(".")[0] for alias in node.names)
    assert "tabletop" in named and not named & set(GAMES), sorted(named)


def test_each_game_beside_the_core_is_found() -> None:
    assert {"chaos_theory", "eminent_domain", "microcosm", "prototype_2010"} <= set(GAMES)
