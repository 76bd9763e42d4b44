"""The embeddable rules demo (`embed.html#demo=…`) of any game: a caption per step over the
game's own table, with back, step and auto-play, and nothing else (no home screen, no saves).

Pure like the rest of the shell: `static/embed.py` forwards clicks and draws `render()`. The
table is the game's `GameUI.table`, drawn from the demo seat's view and offering no choices.
Made for a 600x400 iframe: the caption and controls stay on top and the table scrolls in
its own region, which the page scrolls to the seat each step is about (`focus_seat`).
"""

from __future__ import annotations

from typing import Any

from tabletop import demos, text, untrusted
from tabletop.demos import Demo, DemoError, UnknownDemo
from tabletop.markup import Markup, el, join
from tabletop.saves import MemoryStorage, Storage
from tabletop.spec import GameSpec
from tabletop.text import language, t
from tabletop.ui import autosave, frame
from tabletop.ui.game_ui import TableContext, ui_of
from tabletop.ui.home import button

SNIPPET_SIZE = (600, 400)  # the iframe a snippet asks for; the page's layout fits it


def snippet(base: str, value: str, title: str | None = None) -> str:
    """The iframe a blogger pastes to show a demo (`value`: what follows ``#demo=``), as plain
    text to show and copy (so that a page escapes it once more when it shows it).

    Built with `el`, so a title or value holding quotes or markup stays inside its attribute.
    """
    spec = demos.game_named(value)
    iframe = el(
        "iframe",
        {
            "src": f"{base}embed.html#demo={value}",
            "width": SNIPPET_SIZE[0],
            "height": SNIPPET_SIZE[1],
            "style": "border:0",
            "title": t(
                "embed.iframe_title",
                game=spec.title_in(language()) if spec else t("app.title"),
                title=title or value,
            ),
            "loading": "lazy",
        },
    )
    return str(iframe)  # plain text (a str, no longer Markup)


class EmbedApp:
    def __init__(self, storage: Storage | None = None, languages: object = ()) -> None:
        # The page's language, chosen as the app chooses it: this device's switch (`storage`
        # is its `localStorage`), else the browser's (`navigator.languages`); set again before
        # every command and drawing, so that two pages (tests) never speak each other's.
        self.lang = text.set_language(
            autosave.stored_language(storage or MemoryStorage(), languages)
        )
        self.demo: Demo | None = None
        self.games: list[Any] = []
        self.position = 0
        self.playing = False
        self.error = ""

    def open_fragment(self, fragment: str) -> None:
        """Load `#demo=<game-id>/<name>`, an old bare name, or a link; a bad one shows its
        reason."""
        text.set_language(self.lang)
        self.demo, self.games, self.position, self.playing = None, [], 0, False
        try:
            value = untrusted.params(fragment, {"demo": untrusted.LINK_DATA}).get("demo", "")
            if not value:
                raise DemoError(t("embed.no_demo"))
            demo = demos.find(value)
            games = demo.positions()
        except UnknownDemo as error:
            self.error = t("embed.unknown", name=error.name)
            return
        except untrusted.InputError as error:
            self.error = str(error)
            return
        self.error = ""
        self.demo = demo
        self.games = games

    @property
    def spec(self) -> GameSpec[Any] | None:
        return self.demo.spec if self.demo else None

    @property
    def title(self) -> str:
        """The page's title: the game's name once a demo is open."""
        text.set_language(self.lang)
        spec = self.spec
        return t("embed.page_title", game=spec.title_in(language()) if spec else t("app.title"))

    @property
    def last(self) -> int:
        return len(self.games) - 1

    def focus_seat(self) -> int:
        """The seat whose part of the table the current position is about: whoever made the
        step just shown, or at the start whoever decides first."""
        assert self.demo is not None
        game = self.games[max(0, self.position - 1)]
        seat = game.current_player
        return self.demo.seat if seat is None else int(seat)

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
        text.set_language(self.lang)
        demo = self.demo
        if demo is None:
            return el(
                "section",
                {"class_": "panel", "role": "alert"},
                el("h2", {}, t("embed.cannot")),
                el("p", {}, self.error),
            )
        spec = demo.spec
        game = self.games[self.position]
        players = int(demo.config["players"])
        ctx = TableContext(
            names=tuple(t("new.default_name", n=i + 1) for i in range(players)),
            bots=(None,) * players,
            interactive=False,
            winners=tuple(game.winners()) if game.is_over else (),
        )
        table = frame.table(ui_of(spec), spec.view(game, demo.seat), ctx)
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
                    el(
                        "div",
                        {"class_": "demo-head"},
                        el("h1", {"id": "demo-title"}, demo.title),
                        el(
                            "p",
                            {"class_": "position"},
                            t("embed.position", step=self.position, total=self.last),
                        ),
                    ),
                    el(
                        "p",
                        {"class_": "caption", "aria-live": "polite", "id": "caption"},
                        demo.captions[self.position],
                    ),
                    controls,
                ),
                el(
                    "div",
                    {
                        "class_": "embed-table",
                        "id": "embed-table",
                        "role": "region",
                        "tabindex": 0,
                        "aria-label": t("embed.table_label"),
                        "data-focus": self.focus_seat(),
                    },
                    table,
                ),
            ]
        )


def demo_list(spec: GameSpec[Any], base: str) -> Markup:
    """A game's built-in demos for the Rules screen, each with its iframe snippet."""
    items = []
    for name, data in demos.built_ins(spec).items():
        value = demos.reference(spec, name)
        title = str(data["title"])
        items.append(
            el(
                "li",
                {"class_": "demo-item"},
                el(
                    "a",
                    {
                        "href": f"{base}embed.html#demo={value}",
                        "target": "_blank",
                        "rel": "noopener",
                    },
                    title,
                ),
                el("label", {"for": f"snippet-{name}"}, t("embed.snippet")),
                el(
                    "textarea",
                    {"id": f"snippet-{name}", "readonly": True, "rows": 3},
                    snippet(base, value, title),
                ),
            )
        )
    return el(
        "section",
        {"class_": "demos", "aria-labelledby": "demos-title"},
        el("h2", {"id": "demos-title"}, t("embed.list_title")),
        el(
            "p",
            {},
            t("embed.list_intro") if items else t("embed.none", game=spec.title_in(language())),
        ),
        el("ul", {"class_": "demo-list"}, items) if items else None,
    )
