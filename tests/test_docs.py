"""The README and docs/ name only what exists: every path, module and command they mention.

Docs drift silently when code moves (the README once listed five modules that had moved to
the core); this reads each inline code span and code block of the Markdown and checks it
against the tree: a path exists, a dotted module of the project imports and has the named
attribute, and a command of the project's command lines parses its arguments.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import importlib.util
import io
import re
import shlex
from collections.abc import Iterator
from pathlib import Path

import pytest

import build
from tabletop import cli

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
PACKAGES = frozenset(p.parent.name for p in (ROOT / "pysrc").glob("*/__init__.py"))
TOP = frozenset(p.name for p in ROOT.iterdir() if not p.name.startswith(".git"))
# Made by the build or the test set-up, so absent from a fresh clone.
MADE = ("dist/", ".cache/", ".venv/", "dist", ".cache", ".venv", "tests/browser/artifacts")
PATH = re.compile(r"^[\w.-]+(?:/[\w.*-]+)*/?$")
EXTENSION = re.compile(r"\.(py|md|html|json|js|css|svg|toml|yml|yaml|txt|png|webmanifest)$")
MODULE = re.compile(r"^[a-z_][a-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+$")


def spans(text: str) -> Iterator[tuple[str, str]]:
    """Inline code spans and the lines of fenced code blocks, each with the folder its bare
    file names are in. In a layout block (`pysrc/x/   what it holds: a.py, b.py`, entries
    indented under their folder) that is the folder of the line's entry, kept on the indented
    lines that continue its description; elsewhere none, and bare names are not checked."""
    in_block = False
    tree: list[tuple[int, str]] = []  # the open folders of a layout block, by indent
    folder = ""
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            in_block, tree, folder = not in_block, [], ""
            continue
        if not in_block:
            yield from ((span, "") for span in re.findall(r"`([^`\n]+)`", line))
            continue
        entry = re.match(r"^( *)([\w./-]+)(?:  +|$|(?<=/) )", line)
        if (
            entry
            and PATH.match(entry[2])
            and (entry[2].endswith("/") or EXTENSION.search(entry[2]))
        ):
            indent = len(entry[1])
            while tree and tree[-1][0] >= indent:
                tree.pop()
            if entry[2].endswith("/"):
                tree.append((indent, entry[2]))
            folder = "".join(name for _, name in tree)
        yield line.strip(), folder


def mentions() -> list[tuple[str, str, str]]:
    """(the document, a code span or line, the folder of its bare file names)."""
    return [
        (doc.relative_to(ROOT).as_posix(), span, folder)
        for doc in DOCS
        for span, folder in spans(doc.read_text(encoding="utf-8"))
    ]


def path_of(token: str, folder: str = "") -> Path | None:
    """Where a path-like token points, if it names a file of the project (None: not a path)."""
    token = token.strip("(),:;").rstrip(".")
    if not PATH.match(token) or "*" in token:
        return None
    if "/" not in token:
        if not folder or not EXTENSION.search(token):
            return None  # a word, or a file name that says not where it is
        token = folder + token
    if token.startswith(MADE):
        return None
    first = token.split("/")[0]
    if first in TOP:
        return ROOT / token
    if first in PACKAGES:
        return ROOT / "pysrc" / token
    return None  # a path inside something else (a URL's path, a Pyodide folder)


def words(span: str) -> list[str]:
    try:
        return shlex.split(span, comments=True)
    except ValueError:
        return span.split()


def test_every_named_path_exists() -> None:
    missing = set()
    for doc, span, folder in mentions():
        for token in words(span):
            path = path_of(token, folder)
            if path is not None and not path.exists():
                missing.add(f"{doc}: {path.relative_to(ROOT)}")
    assert not missing, "named in the docs but not in the tree:\n" + "\n".join(sorted(missing))


def module_target(token: str) -> tuple[str, list[str]] | None:
    """A dotted name of the project as (the longest importable module, the attributes after)."""
    token = token.rstrip(".,:;()")
    if not MODULE.match(token) or token.split(".")[0] not in PACKAGES:
        return None
    parts = token.split(".")
    for cut in range(len(parts), 0, -1):
        name = ".".join(parts[:cut])
        with contextlib.suppress(ModuleNotFoundError):
            importlib.import_module(name)
            return name, parts[cut:]
    return token, []


def test_every_named_module_and_attribute_exists() -> None:
    missing = set()
    for doc, span, _ in mentions():
        for token in words(span):
            target = module_target(token)
            if target is None:
                continue
            module, attributes = target
            try:
                value: object = importlib.import_module(module)
            except ModuleNotFoundError:
                missing.add(f"{doc}: {token}")
                continue
            for attribute in attributes:
                if not hasattr(value, attribute):
                    missing.add(f"{doc}: {token}")
                    break
                value = getattr(value, attribute)
    assert not missing, "named in the docs but absent:\n" + "\n".join(sorted(missing))


# A word standing for any value (`--game G`, `--cases N`, `--seed $seed`): such a command
# shows a form, not a command to run, so only its program and sub-command are checked.
PLACEHOLDER = re.compile(r"^([A-Z](,[A-Z])*|\$\w+|.*[…<>].*)$")


def commands() -> list[tuple[str, list[str]]]:
    """Every Python command the docs show (each of `a && b` apart), as its arguments after
    `python3`, the environment variables and the interpreter's path left out."""
    found = []
    for doc, span, _ in mentions():
        for part in re.split(r"&&|;|\|", span):
            argv = words(part)
            while argv and re.match(r"^[A-Z_]+=", argv[0]):
                argv = argv[1:]
            if len(argv) >= 2 and Path(argv[0]).name in {"python", "python3"}:
                found.append((doc, argv[1:]))
    return found


def parses(parser: argparse.ArgumentParser, argv: list[str]) -> str | None:
    """None if `parser` accepts argv, else what it said. A form with placeholders is checked
    up to its first one; a sub-command named alone (as prose names it) may lack its required
    options."""
    for at, word in enumerate(argv):
        if PLACEHOLDER.match(word):
            argv = argv[: at - 1 if at and argv[at - 1].startswith("-") else at]
            break
    else:
        if len(argv) > 1:
            return _parse(parser, argv, lax=False)
    return _parse(parser, argv, lax=True)


def _parse(parser: argparse.ArgumentParser, argv: list[str], lax: bool) -> str | None:
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        try:
            parser.parse_args(argv)
        except SystemExit as stop:
            said = err.getvalue().strip().splitlines()[-1]
            if stop.code not in (0, None) and not (lax and "are required" in said):
                return said
    return None


def runnable_module(name: str, argv: list[str]) -> str | None:
    """None if `python -m name` runs something (a module, or a package with `__main__`) whose
    `parser()`, if it has one, accepts argv."""
    try:
        module = importlib.import_module(name)
        if hasattr(module, "__path__"):
            importlib.util.find_spec(f"{name}.__main__") or _no(f"{name}.__main__")
    except ModuleNotFoundError as missing:
        return f"no module {missing.name}"
    make = getattr(module, "parser", None)
    return parses(make(), argv) if callable(make) else None


def _no(name: str) -> None:
    raise ModuleNotFoundError(name=name)


def test_every_command_parses_its_arguments() -> None:
    refused = []
    checked = 0
    for doc, argv in commands():
        problem: str | None
        if argv[:2] == ["-m", "tabletop"]:
            problem = parses(cli.parser(), argv[2:])
        elif argv[0] == "build.py":
            problem = None if argv[1:2] == ["test"] else parses(build.command_line(), argv[1:])
        elif argv[0] == "-m":
            problem = runnable_module(argv[1], argv[2:])
        else:
            script = ROOT / argv[0]
            problem = None if script.exists() else f"no script {argv[0]}"
        checked += 1
        if problem:
            refused.append(f"{doc}: python3 {' '.join(argv)}\n    {problem}")
    assert checked >= 20, "the docs' commands were not found: the reader is broken"
    assert not refused, "commands in the docs that do not parse:\n" + "\n".join(refused)


@pytest.mark.parametrize(
    ("token", "folder", "expected"),
    [
        ("pysrc/tabletop/spec.py", "", True),
        ("tabletop/spec.py", "", True),
        ("spec.py,", "pysrc/tabletop/", True),
        ("pysrc/tabletop/nowhere.py", "", False),
        ("nowhere.py", "pysrc/tabletop/", False),
        ("spec.py", "", None),
        ("http://example.org/a", "", None),
    ],
)
def test_the_reader_tells_paths(token: str, folder: str, expected: bool | None) -> None:
    """The checks above are only as good as this reading: a real path, a missing one, a URL."""
    path = path_of(token, folder)
    assert (None if path is None else path.exists()) == expected


def test_the_reader_follows_a_layout_tree() -> None:
    text = "\n".join(
        [
            "```",
            "pysrc/",
            "  tabletop/     the core: spec.py",
            "    ui/        the shell",
            "      app.py   the app,",
            "               and shell.py",
            "    rng.py     seeds",
            "```",
        ]
    )
    assert [folder for _, folder in spans(text)] == [
        "pysrc/",
        "pysrc/tabletop/",
        "pysrc/tabletop/ui/",
        "pysrc/tabletop/ui/",
        "pysrc/tabletop/ui/",
        "pysrc/tabletop/",
    ]
