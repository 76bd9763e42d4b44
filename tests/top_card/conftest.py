"""Top Card is installed for its own tests only: the one line a game adds to
`tabletop.registry.INSTALLED`, made here for as long as a test runs."""

from __future__ import annotations

import pytest

from tabletop import registry

GAME_ID = "top-card"
PACKAGE = __name__.rpartition(".")[0]  # tests.top_card


@pytest.fixture(autouse=True)
def installed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry.INSTALLED, GAME_ID, PACKAGE)
