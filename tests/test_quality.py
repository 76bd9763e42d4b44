"""The code standards, checked in the suite: ruff everywhere, mypy --strict on pysrc/.

ruff and mypy are test extras (`python3 build.py test` installs them): a missing tool is a
failure with a message saying so, never a skip, so that CI cannot pass without the checks.
"""

import importlib.util
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run_tool(module: str, *args: str) -> subprocess.CompletedProcess[str]:
    if importlib.util.find_spec(module) is None:
        pytest.fail(
            f"{module} is not installed in {sys.executable}: the code standards cannot be "
            "checked (python3 build.py test installs it)",
            pytrace=False,
        )
    return subprocess.run(
        [sys.executable, "-m", module, *args], cwd=ROOT, capture_output=True, text=True, check=False
    )


def test_ruff_lint_is_clean() -> None:
    result = run_tool("ruff", "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format_is_clean() -> None:
    result = run_tool("ruff", "format", "--check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_is_clean() -> None:
    result = run_tool("mypy")
    assert result.returncode == 0, result.stdout + result.stderr


def test_a_missing_tool_fails_rather_than_skips() -> None:
    with pytest.raises(pytest.fail.Exception, match="no-such-checker is not installed"):
        run_tool("no-such-checker")


def test_first_party_packages_are_found_not_listed() -> None:
    """ruff finds first-party modules under its `src` folders, so a new game's package needs
    no line in pyproject.toml (a hand-kept list had already missed prototype_2010)."""
    ruff = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["ruff"]
    assert ruff["src"] == ["pysrc", "."]
    assert "known-first-party" not in ruff.get("lint", {}).get("isort", {})
