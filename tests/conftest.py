"""What every test may rely on."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop import text


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """The interface's language is a global (the page has one): a test that switches it (an
    app told to speak French) must not leave the next test's drawings and expected texts in
    French, whichever module runs next."""
    yield
    text.set_language("en")
