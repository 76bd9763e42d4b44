"""The embeddable rules demo (`embed.html#demo=…`): a caption per step over a compact table,
with back, step and auto-play, and nothing else (no home screen, no saves).

Pure like the rest of the interface: `static/embed.py` forwards clicks and draws `render()`.
"""

from __future__ import annotations

import json
from typing import Any

from eminent_domain.demo_data import DEMOS
from eminent_domain.demos import Demo, DemoError, decode, parse
from eminent_domain.engine import Game
from eminent_domain.ui.render import render_table
from eminent_domain.ui.text import t
from eminent_domain.view import view_for
from tabletop import untrusted
from tabletop.ui.game_ui import TableContext
from tabletop.ui.home import button
from tabletop.ui.markup import Markup, el, join


def builtin(name: str) -> Demo:
    return parse(json.loads(json.dumps(DEMOS[name])))


def snippet(base: str, name: str, title: str | None = None) -> str:
    """The iframe a blogger pastes to show a demo (`name`: built-in, or a `v1.` link), as
    plain text to show and copy (so that a page escapes it once more when it shows it).

    Built with `el`, so a title or name holding quotes or markup stays inside its attribute.
    """
    iframe = el(
        "iframe",
        {
            "src": f"{base}embed.html#demo={name}",
            "width": 420,
            "height": 640,
            "style": "border:0",
            "title": t("embed.iframe_title", title=title or name),
            "loading": "lazy",
        },
    )
    return str(iframe)  # plain text (a str, no longer Markup)


class EmbedApp:
    def __init__(self) -> None:
        self.demo: Demo | None = None
        self.games: list[Game] = []
        self.position = 0
        self.playing = False
        self.error = ""

    def open_fragment(self, fragment: str) -> None:
        """Load `#demo=<name>` (built-in) or `#demo=v1.<data>`; a bad one shows its reason."""
        self.demo, self.games, self.position, self.playing = None, [], 0, False
        try:
            value = untrusted.params(fragment, {"demo": untrusted.LINK_DATA}).get("demo", "")
            if not value:
                raise DemoError(t("embed.no_demo"))
            if value in DEMOS:
                demo = builtin(value)
            elif value.startswith("v") and "." in value:
                demo = decode(value)
            else:
                raise DemoError(t("embed.unknown", name=value[:40]))
        except untrusted.InputError as error:
            self.error = str(error)
            return
        self.error = ""
        self.demo = demo
        self.games = demo.positions()

    @property
    def last(self) -> int:
        return len(self.games) - 1

    def command(self, name: str) -> None:
        if self.demo is None:
            return
        if name == "back":
            self.position = max(0, self.position - 1)
        elif name == "step":
            self.position = min(self.last, self.position + 1)
        elif name == "restart":
            self.position = 0
        elif name == "play":
            if self.position == self.last:
                self.position = 0
            self.playing = True
        elif name == "pause":
            self.playing = False

    def tick(self) -> bool:
        """One auto-play step; False once stopped."""
        if not self.playing or self.demo is None:
            return False
        self.position = min(self.last, self.position + 1)
        self.playing = self.position < self.last
        return self.playing

    def render(self) -> Markup:
        demo = self.demo
        if demo is None:
            return el(
                "section",
                {"class_": "panel", "role": "alert"},
                el("h2", {}, t("embed.cannot")),
                el("p", {}, self.error),
            )
        game = self.games[self.position]
        names = tuple(t("new.default_name", n=i + 1) for i in range(demo.config.players))
        ctx = TableContext(
            names=names,
            bots=(None,) * demo.config.players,
            interactive=False,
            winners=tuple(game.winners()) if game.is_over else (),
        )
        view: dict[str, Any] = view_for(game, demo.seat)
        controls = el(
            "div",
            {"class_": "slot-buttons embed-controls", "role": "group"},
            button(t("embed.restart"), "restart", disabled=self.position == 0),
            button(t("embed.back"), "back", disabled=self.position == 0),
            button(t("embed.step"), "step", class_="primary", disabled=self.position == self.last),
            button(
                t("embed.pause" if self.playing else "embed.play"),
                "pause" if self.playing else "play",
            ),
        )
        return join(
            [
                el(
                    "section",
                    {"class_": "panel demo-caption", "aria-labelledby": "demo-title"},
                    el("h1", {"id": "demo-title"}, demo.title),
                    el(
                        "p",
                        {"class_": "position"},
                        t("embed.position", step=self.position, total=self.last),
                    ),
                    el(
                        "p",
                        {"class_": "caption", "aria-live": "polite", "id": "caption"},
                        demo.captions[self.position],
                    ),
                    controls,
                ),
                render_table(view, ctx),
            ]
        )


def demo_list(base: str) -> Markup:
    """The built-in demos for the Rules screen, each with its iframe snippet."""
    items = []
    for name, data in DEMOS.items():
        items.append(
            el(
                "li",
                {"class_": "demo-item"},
                el(
                    "a",
                    {
                        "href": f"{base}embed.html#demo={name}",
                        "target": "_blank",
                        "rel": "noopener",
                    },
                    str(data["title"]),
                ),
                el("label", {"for": f"snippet-{name}"}, t("embed.snippet")),
                el(
                    "textarea",
                    {"id": f"snippet-{name}", "readonly": True, "rows": 3},
                    snippet(base, name, str(data["title"])),
                ),
            )
        )
    return el(
        "section",
        {"class_": "demos", "aria-labelledby": "demos-title"},
        el("h2", {"id": "demos-title"}, t("embed.list_title")),
        el("p", {}, t("embed.list_intro")),
        el("ul", {"class_": "demo-list"}, items),
    )
