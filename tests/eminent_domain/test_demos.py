"""The base game's rules demos: the built-in ones teach what they say, bad demos are refused,
the embed page steps through them, and the replay viewer makes new ones (issue 6).

The format is the core's (`tabletop.demos`); the base game's built-ins are still written in
the format from before the core, which the core reads as this game's."""

from __future__ import annotations

import dataclasses
import json
from html import unescape
from html.parser import HTMLParser
from typing import Any

import pytest

from eminent_domain.demo_data import DEMOS
from eminent_domain.spec import SPEC
from tabletop import demos
from tabletop import text as catalogue
from tabletop.demos import Demo, DemoError, decode, encode, parse
from tabletop.ui.embed import EmbedApp, demo_list, snippet
from tabletop.ui.replay_page import demo_box
from tests.ui.test_replay import finished_app


def builtin(name: str) -> Demo:
    return demos.built_in(SPEC, name)


# What each built-in demo must show happen, by the engine's own events.
TEACHES = {
    "survey": {"survey_keep"},
    "warfare": {"attack"},
    "colonize": {"settle"},
    "produce": {"produce"},
    "trade": {"trade"},
    "research": {"research"},
    "politics": {"take"},
    "follow-dissent": {"follow", "dissent"},
}


def events_of(name: str) -> set[str]:
    demo = builtin(name)
    game = demo.start()
    seen: set[str] = set()
    for action in demo.actions:
        seen |= {event["type"] for event in game.apply(action)}
    return seen


def test_the_built_in_demos_cover_every_role_follow_dissent_and_three_technologies() -> None:
    assert set(TEACHES) | {"tech-1", "tech-2", "tech-3"} == set(DEMOS) == set(demos.built_ins(SPEC))
    for name, kinds in TEACHES.items():
        assert kinds <= events_of(name), name
    techs = set()
    for name in ("tech-1", "tech-2", "tech-3"):
        demo = builtin(name)
        game = demo.start()
        for action in demo.actions:
            for event in game.apply(action):
                if event["type"] == "action" and event["card"].startswith("T"):
                    techs.add(event["card"])
    assert len(techs) >= 3  # three different technologies at work


def test_every_built_in_demo_has_a_caption_per_position() -> None:
    for name in DEMOS:
        demo = builtin(name)
        assert len(demo.captions) == len(demo.actions) + 1
        assert all(caption.strip() for caption in demo.captions), name
        assert len(demo.positions()) == len(demo.captions)


def good() -> dict[str, Any]:
    return json.loads(json.dumps(DEMOS["survey"]))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(format="eminent-domain-demo/9"), "not a demo of this version"),
        (lambda d: d.update(captions=d["captions"][:-1]), "one caption per position"),
        (lambda d: d.update(seed=-1), "seed"),
        (lambda d: d.update(seat=7), "seat"),
        (lambda d: d.update(title="x" * 500), "title"),
        (lambda d: d.update(config={"players": 9}), "config"),
        (
            lambda d: d.update(actions=[*d["actions"][:2], "research T97", *d["actions"][3:]]),
            "step 3",
        ),
        (lambda d: d.update(before=["lead nonsense"]), "set-up move 1"),
        (lambda d: d.update(captions=[1] * len(d["captions"])), "list of texts"),
    ],
)
def test_bad_demos_are_refused_with_a_reason(change: Any, message: str) -> None:
    data = good()
    change(data)
    with pytest.raises(DemoError, match=message):
        parse(data)


def test_a_demo_link_round_trips_and_a_damaged_one_is_refused() -> None:
    demo = builtin("trade")
    link = encode(demo)
    assert link.startswith("eminent-domain.1.")
    assert decode(link) == demo
    with pytest.raises(DemoError):
        decode(link[:-12])
    with pytest.raises(DemoError, match="another version"):
        decode("v2." + link.split(".", 2)[2])
    with pytest.raises(DemoError, match="newer version of Eminent Domain"):
        decode("eminent-domain.2." + link.split(".", 2)[2])
    with pytest.raises(DemoError, match="too long"):
        decode("v1." + "A" * 70_000)


def test_the_old_form_of_a_built_in_reads_as_the_base_games_and_is_written_in_todays() -> None:
    demo = builtin("survey")
    assert DEMOS["survey"]["format"] == "eminent-domain-demo/1"  # as written before the core
    assert demo.game == "eminent-domain"
    today = demo.to_dict()
    assert today["format"] == "tabletop-demo/1"
    assert (today["game"], today["version"]) == ("eminent-domain", 1)
    assert parse(today) == demo


def test_the_embed_page_steps_through_a_demo_and_shows_captions_as_text() -> None:
    embed = EmbedApp()
    embed.open_fragment("#demo=warfare")
    demo = builtin("warfare")
    assert demo.captions[0] in str(embed.render())
    embed.command("step")
    embed.command("step")
    embed.command("back")
    assert embed.position == 1
    embed.command("play")
    while embed.tick():
        pass
    assert embed.position == embed.last == len(demo.actions)
    html = str(embed.render())
    assert "data-action" not in html  # a demo shows; it offers no choices
    data = good()
    data["captions"][0] = "<script>alert(1)</script> & <b>bold</b>"
    embed.open_fragment("#demo=" + encode(parse(data)))
    shown = str(embed.render())
    assert embed.title == "Eminent Domain rules demo"
    assert "<script>" not in shown and "&lt;script&gt;" in shown


def test_the_embed_page_explains_a_bad_demo() -> None:
    embed = EmbedApp()
    embed.open_fragment("#demo=v1.broken!")
    assert "cannot be shown" in str(embed.render())
    embed.open_fragment("")
    assert "#demo=" in str(embed.render())


def test_the_embed_page_opens_a_built_in_by_its_old_bare_name_and_by_todays() -> None:
    old, new = EmbedApp(), EmbedApp()
    old.open_fragment("#demo=survey")
    new.open_fragment("#demo=eminent-domain/survey")
    assert old.demo == new.demo == builtin("survey")
    assert str(old.render()) == str(new.render())
    unknown = EmbedApp()
    unknown.open_fragment("#demo=eminent-domain/no-such-demo")
    assert unknown.demo is None and "no built-in demo named" in str(unknown.render())


def test_the_rules_screen_lists_every_demo_with_its_iframe_snippet() -> None:
    html = str(demo_list(SPEC, "https://example.org/ed/"))
    for name in DEMOS:
        assert f"embed.html#demo=eminent-domain/{name}" in html
        assert "&lt;iframe src=&quot;https://example.org/ed/embed.html#demo=" in html


def test_the_replay_viewer_makes_a_demo_of_the_next_steps() -> None:
    app = finished_app()
    app.command("replay-game")
    replay = app.replay
    assert replay is not None
    app.command("replay-round", {"value": str(replay.round_starts()[2])})
    app.command("make-demo")
    assert app.demo_link.startswith("embed.html#demo=eminent-domain.1.")
    demo = decode(app.demo_link.split("#demo=", 1)[1])
    start = replay.position
    assert list(demo.before) == replay.record["actions"][:start]
    assert list(demo.actions) == replay.record["actions"][start : start + len(demo.actions)]
    assert parse(json.loads(app.demo_json)) == demo
    assert "Open the demo" in str(app.render())
    assert demos.FORMAT in app.demo_json


def test_make_gives_a_checked_demo_of_a_record_stretch() -> None:
    """What the replay viewer's "make a demo" calls: any game's stretch, checked."""
    survey = builtin("survey")
    made = demos.make(
        "eminent-domain",
        survey.config,
        survey.seed,
        before=list(survey.before),
        actions=list(survey.actions),
        captions=list(survey.captions),
        title=survey.title,
        seat=survey.seat,
    )
    assert made == dataclasses.replace(survey, subjects=())  # a made demo names no subject
    with pytest.raises(DemoError, match="one caption per position"):
        demos.make(
            "eminent-domain",
            survey.config,
            survey.seed,
            before=[],
            actions=["x"],
            captions=[],
            title="",
        )
    with pytest.raises(DemoError, match="no game called"):
        demos.make("chess", {}, 1, before=[], actions=[], captions=["x"], title="")


EVIL_TITLE = 'Bob\'s "best" demo"><script>alert(1)</script><b x=\'y'


class Tags(HTMLParser):
    """Start tags with their attributes, and the text of each textarea."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.textareas: list[str] = []
        self._in_textarea = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        self._in_textarea = tag == "textarea"
        if self._in_textarea:
            self.textareas.append("")

    def handle_endtag(self, tag: str) -> None:
        self._in_textarea = False

    def handle_data(self, data: str) -> None:
        if self._in_textarea:
            self.textareas[-1] += data


def tags_of(html: str) -> Tags:
    parser = Tags()
    parser.feed(html)
    parser.close()
    return parser


def assert_one_safe_iframe(text: str, title: str, src: str) -> None:
    """`text` (a snippet as a blogger pastes it) is exactly one iframe with these attributes."""
    tags = tags_of(text).tags
    assert [tag for tag, _ in tags] == ["iframe"], tags
    attrs = tags[0][1]
    assert attrs["title"] == f"Eminent Domain rules demo: {title}"
    assert attrs["src"] == src


def test_a_demo_title_with_markup_and_quotes_is_escaped_in_every_output(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """ui/embed.py built the iframe snippet with an f-string: a title (or name) holding
    `"><script>` broke out of the title attribute in the text a blogger copies."""
    # The snippet text itself.
    text = snippet("https://example.org/ed/", 'x"><script>', EVIL_TITLE)
    assert "<script>" not in text
    assert_one_safe_iframe(text, EVIL_TITLE, 'https://example.org/ed/embed.html#demo=x"><script>')
    # The Rules screen's list: the link and the snippet's textarea.
    data = good()
    data["title"] = EVIL_TITLE
    # a built-in's title is a catalogue key: the catalogue says the evil title
    monkeypatch.setitem(catalogue.CATALOGUE["en"], str(DEMOS["survey"]["title"]), EVIL_TITLE)
    listing = str(demo_list(SPEC, "./"))
    assert "<script>" not in listing
    parsed = tags_of(listing)
    assert [tag for tag, _ in parsed.tags].count("script") == 0
    survey = parsed.textareas[list(DEMOS).index("survey")]
    assert_one_safe_iframe(survey, EVIL_TITLE, "./embed.html#demo=eminent-domain/survey")
    # The embed page's heading.
    embed = EmbedApp()
    embed.open_fragment("#demo=" + encode(parse(data)))
    page = str(embed.render())
    assert "<script>" not in page and unescape(page).count(EVIL_TITLE) == 1
    # The replay viewer's box for a demo just made.
    box = str(demo_box("{}", 'embed.html#demo=v1.x"><script>'))
    assert "<script>" not in box
    (made,) = tags_of(box).textareas[:1]
    assert "<script>" not in made
    assert_one_safe_iframe(made, "Make a demo from these steps", './embed.html#demo=v1.x"><script>')
