"""The packages themselves: importable under plain CPython, versioned, with a working CLI."""

import re
import subprocess
import sys
from pathlib import Path

import tabletop

ROOT = Path(__file__).resolve().parents[1]


def test_version_is_a_release_number() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+", tabletop.__version__)


def test_the_command_line_runs_as_a_program_and_rejects_unknown_arguments() -> None:
    """`python -m tabletop` is the one command line (no game has its own)."""
    result = subprocess.run(
        [sys.executable, "-m", "tabletop", "link", "--show", "x", "--frobnicate"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT / "pysrc")},
        check=False,
    )
    assert result.returncode == 2
    assert "unrecognized arguments: --frobnicate" in result.stderr


def test_package_has_no_browser_imports() -> None:
    """The design card: the rules package never imports the browser (pyscript, js, pyodide)."""
    pattern = re.compile(r"^\s*(from|import)\s+(pyscript|js|pyodide)\b", re.MULTILINE)
    sources = list((ROOT / "pysrc" / "eminent_domain").rglob("*.py"))
    assert sources
    offenders = [str(p) for p in sources if pattern.search(p.read_text())]
    assert offenders == []


def test_no_source_holds_a_lone_surrogate() -> None:
    """Pyodide refuses to import a module with a lone surrogate in a string constant (a
    docstring's "\\ud800" once stopped the page at start-up; CPython here imports it)."""
    import ast  # noqa: PLC0415

    found = []
    for path in sorted((ROOT / "pysrc").rglob("*.py")) + sorted((ROOT / "static").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                try:
                    node.value.encode("utf-8")
                except UnicodeEncodeError:
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not found, found
