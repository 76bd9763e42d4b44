"""The README's screenshots: every PNG it shows exists, and it shows every scene (and every
file) that tools/screenshots.py writes, which are all that docs/screenshots holds (no stale shot
of an older table, none written there by a test)."""

from __future__ import annotations

import re
from pathlib import Path

from tools import screenshots

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
SHOWN = set(re.findall(r"docs/screenshots/[\w.-]+\.png", README))


def test_the_readme_shows_some_screenshots() -> None:
    assert len(SHOWN) >= len(screenshots.SCENES)


def test_every_screenshot_the_readme_shows_exists() -> None:
    missing = sorted(path for path in SHOWN if not (ROOT / path).is_file())
    assert missing == []


def test_every_scene_and_file_of_the_tool_is_in_the_readme() -> None:
    section = README.split("## Screenshots", 1)[-1]
    assert "## Screenshots" in README
    assert [s for s in screenshots.SCENES if f"`{s}`" not in section] == []
    files = [f"docs/screenshots/{name}" for name in screenshots.expected_files()]
    assert [f for f in files if f not in SHOWN] == []
    assert "python3 tools/screenshots.py" in section


def test_the_folder_holds_only_what_the_tool_writes() -> None:
    held = sorted(path.name for path in (ROOT / "docs" / "screenshots").glob("*.png"))
    assert held == sorted(screenshots.expected_files())
