"""The rule notes cite tests by name: each cited test must exist (so the notes stay true)."""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).parent
NOTES = HERE.parents[1] / "docs" / "rules-notes-microcosm.md"


def test_every_test_cited_in_the_rules_notes_exists() -> None:
    text = NOTES.read_text(encoding="utf-8")
    cited = set(re.findall(r"`(?:(test_\w+)\.py::)?(test_\w+)`", text))
    assert len(cited) > 20
    sources = {p.stem: p.read_text(encoding="utf-8") for p in HERE.glob("test_*.py")}
    for module, name in cited:
        where = [sources[module]] if module else list(sources.values())
        assert any(f"def {name}(" in src for src in where), name
