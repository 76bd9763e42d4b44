"""Drawings kept by language and arguments (`tabletop.text.drawn_once`): a redraw takes
an icon or a tooltip it drew before, never one of another language or other arguments."""

from __future__ import annotations

import json

import pytest

from tabletop import text
from tabletop.bots.service import choose_json
from tabletop.markup import Markup, el
from tabletop.text import drawn_once, set_language, t

from .test_app import make_app


def test_a_drawing_is_made_once_per_language_and_arguments() -> None:
    made: list[tuple[str, str]] = []

    @drawn_once
    def label(key: str, class_: str = "") -> Markup:
        made.append((key, class_))
        return el("span", {"class_": class_}, t(key))

    try:
        first = label("new.pause")
        assert label("new.pause") is first and made == [("new.pause", "")]
        assert label("new.pause", class_="x") != first  # other arguments: drawn again
        set_language("fr")
        french = label("new.pause")
        assert french != first and t("new.pause") in french
        assert len(made) == 3
    finally:
        set_language("en")
    assert label("new.pause") is first and len(made) == 3


def test_a_full_store_starts_afresh(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(text, "DRAWINGS_KEPT", 2)
    made: list[int] = []

    @drawn_once
    def number(n: int) -> Markup:
        made.append(n)
        return Markup(str(n))

    assert [number(n) for n in (1, 2, 3, 1)] == ["1", "2", "3", "1"]
    assert made == [1, 2, 3, 1]  # 3 found the store full: 1 was forgotten


def test_a_table_drawn_with_kept_drawings_is_the_table_drawn_afresh(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A late 4-player table, in English then French then English again, is the same as
    drawn with nothing kept."""
    app = make_app()
    form = {"players": "4", "seed": "7"} | {f"kind{seat}": "easy" for seat in range(4)}
    app.command("start", form)
    for _ in range(300):
        assert app.bot_act(json.loads(choose_json(app.bot_request())))
    drawn = []
    for lang in ("en", "fr", "en"):
        app.command("language", {"lang": lang})
        drawn.append(str(app.render()))
    monkeypatch.setattr(text, "DRAWINGS_KEPT", 0)
    text.forget_drawings()
    afresh = []
    for lang in ("en", "fr", "en"):
        app.command("language", {"lang": lang})
        afresh.append(str(app.render()))
    assert drawn == afresh
    assert drawn[0] == drawn[2] != drawn[1]


def test_strings_registered_later_are_drawn(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game's strings may be registered after a drawing was kept (a game loaded later):
    registering forgets the kept drawings."""
    monkeypatch.setattr(text, "CATALOGUE", {lang: dict(s) for lang, s in text.CATALOGUE.items()})
    monkeypatch.setattr(text, "_OWNER", dict(text._OWNER))
    text.register("a-test", {"test.drawn": "before"})

    @drawn_once
    def label() -> Markup:
        return Markup(t("test.drawn"))

    assert label() == "before"
    text.register("a-test", {"test.drawn": "after"})
    assert label() == "after"
