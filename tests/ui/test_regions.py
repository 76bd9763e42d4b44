"""The table drawn in regions (issue 34, "Redraws by region"; `tabletop.ui.regions`): every
game's table has them, each one element marked with its name and a digest of its HTML that
is the same in another process, a change in one seat's area changes that digest alone, and a
region the page shows as drawn goes across as a placeholder."""

from __future__ import annotations

import os
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tabletop.markup import Element, Markup, el
from tabletop.ui import frame, regions
from tabletop.ui.app import App

from .test_app import actions_offered, make_app, run_bots, start
from .test_every_game_in_the_app import GAMES

VOID = {"br", "hr", "img", "input", "meta", "link", "source", "wbr", "col"}


class Outline(HTMLParser):
    """Each region's name, digest and HTML span (start and end offsets), and its depth
    among regions."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=False)
        self.open: list[tuple[str, str | None, int]] = []  # tag, region name, start
        self.found: dict[str, tuple[str, int, int, int]] = {}  # name: digest, start, end, depth
        self.twice: list[str] = []
        self.lines = [0]
        for line in html.splitlines(keepends=True):
            self.lines.append(self.lines[-1] + len(line))
        self.feed(html)
        self.close()

    def where(self) -> int:
        line, column = self.getpos()
        return self.lines[line - 1] + column

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        marks = dict(attrs)
        name = marks.get("data-region")
        if name is not None and (name in self.found or any(o[1] == name for o in self.open)):
            self.twice.append(name)
        if name is not None:
            depth = sum(1 for o in self.open if o[1] is not None)
            self.found[name] = (str(marks["data-digest"]), self.where(), -1, depth)
        if tag not in VOID:
            self.open.append((tag, name, self.where()))

    def handle_endtag(self, tag: str) -> None:
        opened, name, _ = self.open.pop()
        assert opened == tag, (opened, tag)
        if name is not None:
            digest, start, _, depth = self.found[name]
            end = self.where() + len(f"</{tag}>")
            self.found[name] = (digest, start, end, depth)


def unmarked(html: str, name: str, digest: str) -> str:
    return html.replace(f' data-region="{name}" data-digest="{digest}"', "", 1)


def table_of(game: str, decisions: int = 6) -> App:
    """A 4-player table (Microcosm: 2) a few decisions in, the first seat a person's."""
    app = make_app()
    players = "2" if game == "microcosm" else "4"
    start(app, game=game, players=players, seed="7", kind2="easy", kind3="easy")
    for _ in range(decisions):
        run_bots(app)
        offered = actions_offered(app)
        if not offered:
            break
        assert app.act(offered[0])
    run_bots(app)
    assert app.screen == "table"
    return app


@pytest.mark.parametrize("game", GAMES)
def test_every_games_table_is_drawn_in_regions_each_one_element_with_its_digest(
    game: str,
) -> None:
    app = table_of(game)
    with regions.drawn() as found:
        html = str(app.render())
    outline = Outline(html)
    assert outline.twice == []
    players = 2 if game == "microcosm" else 4
    expected = {"status", "prompt", "log"} | {f"seat-{seat}" for seat in range(players)}
    assert expected <= set(outline.found)
    assert any(name.startswith("centre-") for name in outline.found)
    assert [part.name for part in sorted(found, key=lambda p: html.find(p.html))] == list(
        outline.found
    )
    for part in found:
        digest, start, end, _ = outline.found[part.name]
        assert part.digest == digest
        assert html[start:end] == part.html  # the region is the element it marks, whole
        assert regions.digest(unmarked(part.html, part.name, digest)) == digest


def test_the_same_table_drawn_again_has_the_same_digests() -> None:
    app = table_of("eminent-domain")
    with regions.drawn() as first:
        app.render()
    with regions.drawn() as second:
        app.render()
    assert [(p.name, p.digest) for p in first] == [(p.name, p.digest) for p in second]


def test_a_digest_is_the_same_in_another_process() -> None:
    """`hash()` of a string differs between processes (its seed): a digest must not."""
    html = str(el("section", {"class_": "central"}, "Survey ✓ <", el("b", {}, "5")))
    code = "import sys; from tabletop.ui.regions import digest; print(digest(sys.argv[1]))"
    env = os.environ | {"PYTHONHASHSEED": "12345", "PYTHONPATH": str(Path("pysrc").resolve())}
    other = subprocess.run(
        [sys.executable, "-c", code, html], capture_output=True, text=True, check=True, env=env
    )
    assert other.stdout.strip() == regions.digest(html)
    assert len(regions.digest(html)) == 12 and regions.digest(html) != regions.digest(html + " ")


def test_a_change_in_one_seats_area_changes_only_its_digest(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = table_of("eminent-domain")
    with regions.drawn() as before:
        app.render()
    drawn = frame.seat_area

    def changed(*args: object) -> Markup:
        area = drawn(*args)  # type: ignore[arg-type]
        if args[2] == 2:  # seat 2's area, one attribute more
            at = area.index(">")
            return Element(area[:at] + ' data-test="x"' + area[at:])
        return area

    monkeypatch.setattr(frame, "seat_area", changed)
    with regions.drawn() as after:
        app.render()
    old = {p.name: p.digest for p in before}
    new = {p.name: p.digest for p in after}
    assert old.keys() == new.keys()
    assert [name for name in old if old[name] != new[name]] == ["seat-2"]


def test_regions_the_page_shows_as_drawn_go_across_as_placeholders() -> None:
    app = table_of("eminent-domain")
    with regions.drawn() as found:
        html = str(app.render())
    shown = {p.name: p.digest for p in found}
    assert "techs" in shown  # Eminent Domain's technologies: a region inside the centre's
    # Nothing on the page: all of it goes across.
    assert regions.lighter(html, found, {}) == html
    # The page shows seat 1 and the technologies as drawn, seat 2 as an older drawing.
    on_page = {"seat-1": shown["seat-1"], "techs": shown["techs"], "seat-2": "000000000000"}
    sent = regions.lighter(html, found, on_page)
    outline = Outline(sent)
    assert outline.found["seat-1"][0] == shown["seat-1"]
    seat1 = sent[outline.found["seat-1"][1] : outline.found["seat-1"][2]]
    assert seat1 == (
        f'<details data-region="seat-1" data-digest="{shown["seat-1"]}" data-unchanged></details>'
    )
    assert "data-unchanged" not in sent[outline.found["seat-2"][1] : outline.found["seat-2"][2]]
    assert sent.count("data-unchanged") == 2
    # Put back, the placeholders give the whole drawing.
    restored = sent
    for part in found:
        if part.name in ("seat-1", "techs"):
            restored = restored.replace(part.placeholder(), part.html)
    assert restored == html
    # The whole centre as drawn: it stands for the technologies inside it too.
    on_page["centre-0"] = shown["centre-0"]
    assert regions.lighter(html, found, on_page).count("data-unchanged") == 2


def test_a_region_with_a_form_control_or_drawn_twice_always_goes_across_whole() -> None:
    with regions.drawn() as found:
        box = regions.region("box", el("div", {}, el("input", {"value": "typed"})))
        one = regions.region("twice", el("p", {}, "a"))
        two = regions.region("twice", el("p", {}, "b"))
        plain = regions.region("plain", el("p", {}, "c"))
        html = str(el("main", {}, box, one, two, plain))
    on_page = {part.name: part.digest for part in found}
    sent = regions.lighter(html, found, on_page)
    assert sent.count("data-unchanged") == 1 and 'data-region="plain"' in sent
    assert "typed" in sent and ">a</p>" in sent and ">b</p>" in sent
    # Only one element can be a region: a list or a text is drawn whole, unmarked.
    assert regions.region("list", [el("p", {}, "x")]) == [el("p", {}, "x")]
    assert regions.region("text", Markup("<p>x</p><p>y</p>")) == "<p>x</p><p>y</p>"
    with pytest.raises(ValueError):
        regions.region('bad"name', el("p", {}, "x"))
