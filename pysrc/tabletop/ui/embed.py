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
MARK = "data-demo-subject"  # the attribute `Targets` puts on a demo step's subject
SEAT = "seat"  # a step's subject when it is a seat's whole area (`data-seat` in the table)


def _context(demo: Demo, game: Any, subject: tuple[int | None, str, str] | None) -> TableContext:
    players = int(demo.config["players"])
    return TableContext(
        names=tuple(t("new.default_name", n=i + 1) for i in range(players)),
        bots=(None,) * players,
        interactive=False,
        winners=tuple(game.winners()) if game.is_over else (),
        demo_subject=subject,
    )


def _draw(demo: Demo, game: Any, subject: tuple[int | None, str, str] | None) -> Markup:
    spec = demo.spec
    return frame.table(ui_of(spec), spec.view(game, demo.seat), _context(demo, game, subject))


def _move(demo: Demo, games: list[Any], index: int) -> tuple[int | None, str, str] | None:
    """The demo's move `index` (0 is its first step) as a subject: the seat that made it, what
    on the table it acts on (`GameUI.subject`) and its label, as its button said it to that seat
    (None for a move that acts on nothing drawn, such as ending a turn)."""
    if not 0 <= index < len(demo.actions):
        return None
    action = demo.actions[index]
    ui = ui_of(demo.spec)
    subject = ui.subject(action)
    if subject is None:
        return None
    before = games[index]
    seat = before.current_player
    seat = None if seat is None else int(seat)
    view = demo.spec.view(before, demo.seat if seat is None else seat)
    label = ui.label(action, view)  # in the mover's words ("your"): named if not the viewer's
    if seat is not None and seat != demo.seat:
        label = t("embed.seat_move", name=t("new.default_name", n=seat + 1), label=label)
    return seat, subject, label


def step_subject(
    demo: Demo, games: list[Any], position: int
) -> tuple[tuple[int | None, str, str] | None, Markup]:
    """The subject of the demo's `position` and the table drawn with it marked: the demo's own
    choice for that step if it names one (`subjects`, in the viewer's words), else what the
    move just made acted on if it is still drawn, else what the next move with a subject acts
    on (what the caption leads to), else the area of the seat whose step it is."""
    game = games[position]
    after, following = _move(demo, games, position - 1), None
    candidates: list[tuple[int | None, str, str] | None] = []
    own = demo.subjects[position] if position < len(demo.subjects) else None
    if own:  # in the viewer's words, wherever it is drawn
        candidates.append((None, own, after[2] if after else t("embed.subject")))
    if own != SEAT:  # "seat": the demo says the step is about the mover's area
        candidates.append(after)
    for index in range(position, len(demo.actions) if own != SEAT else 0):
        following = _move(demo, games, index)
        if following is not None:
            label = t("embed.next", label=following[2])
            candidates.append((following[0], following[1], label))
            break
    for candidate in candidates:
        if candidate is None:
            continue
        drawn = _draw(demo, game, candidate)
        if MARK in str(drawn):
            return candidate, drawn
    # Nothing the move acts on is drawn (a move ending a turn, a card played from a hand the
    # viewer cannot see): the subject is the area of the seat that made it.
    seat = _actor(demo, games, position)
    name = t("new.default_name", n=seat + 1)
    label = name
    if position:
        before = games[position - 1]
        move = ui_of(demo.spec).label(demo.actions[position - 1], demo.spec.view(before, seat))
        label = t("embed.seat_move", name=name, label=move)
    return (seat, SEAT, label), _draw(demo, game, None)


def _actor(demo: Demo, games: list[Any], position: int) -> int:
    """Whose the step is: whoever made the move just shown, or at the start whoever decides
    first (the demo's seat if no one does)."""
    seat = games[max(0, position - 1)].current_player
    return demo.seat if seat is None else int(seat)


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
        return _actor(self.demo, self.games, self.position)

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
        return stage(demo, self.games, self.position, controls)


def stage(
    demo: Demo,
    games: list[Any],
    position: int,
    controls: Markup,
    *,
    prefix: str = "",
    heading: str = "h1",
) -> Markup:
    """A demo at one position, as the embed and the Rules screen both show it: its title and
    step, the caption, the `controls` under it, and the table in a scrolling region whose step
    subject is marked (`step_subject`) for the page's glue (`static/demo-focus.js`) to scroll
    into view and label. `prefix` keeps the ids of a second demo on a page apart."""
    subject, table = step_subject(demo, games, position)
    region: dict[str, object] = {
        "class_": "embed-table",
        "id": f"{prefix}embed-table",
        "role": "region",
        "tabindex": 0,
        "aria-label": t("embed.table_label"),
        "data-demo-region": True,
        "data-focus": _actor(demo, games, position),
    }
    if subject is not None and subject[1] == SEAT:
        region |= {"data-subject-seat": subject[0], "data-subject-label": subject[2]}
    return join(
        [
            el(
                "section",
                {"class_": "panel demo-caption", "aria-labelledby": f"{prefix}demo-title"},
                el(
                    "div",
                    {"class_": "demo-head"},
                    el(heading, {"id": f"{prefix}demo-title"}, demo.title),
                    el(
                        "p",
                        {"class_": "position"},
                        t("embed.position", step=position, total=len(games) - 1),
                    ),
                ),
                el(
                    "p",
                    {"class_": "caption", "aria-live": "polite", "id": f"{prefix}caption"},
                    demo.captions[position],
                ),
                controls,
            ),
            el("div", region, table),
        ]
    )


def demo_list(spec: GameSpec[Any], base: str, name: str | None = None, position: int = 0) -> Markup:
    """A game's built-in demos for the Rules screen: the one picked (else the first) played in
    place at `position`, with back and step, on the page's own engine; under it every demo
    with a button to play it here, a link to open it alone, and its iframe snippet folded away
    (copying the embed code is the secondary way)."""
    found = demos.built_ins(spec)
    if not found:
        return el(
            "section",
            {"class_": "demos", "aria-labelledby": "demos-title"},
            el("h2", {"id": "demos-title"}, t("embed.list_title")),
            el("p", {}, t("embed.none", game=spec.title_in(language()))),
        )
    shown = name if name in found else next(iter(found))
    items = []
    for key, data in found.items():
        value = demos.reference(spec, key)
        title = str(data["title"])
        items.append(
            el(
                "li",
                {"class_": "demo-item"},
                el("strong", {}, title),
                " ",
                button(
                    t("embed.play_here"),
                    "rules-demo",
                    id=f"rules-demo-pick-{key}",
                    class_="link",
                    data_game=spec.id,
                    data_demo=key,
                    data_step="0",
                    aria_pressed="true" if key == shown else "false",
                    aria_label=t("embed.play_here_named", title=title),
                ),
                " · ",
                el(
                    "a",
                    {
                        "href": f"{base}embed.html#demo={value}",
                        "target": "_blank",
                        "rel": "noopener",
                    },
                    t("embed.open_alone"),
                ),
                el(
                    "details",
                    {"class_": "demo-share"},
                    el("summary", {}, t("embed.copy_code")),
                    el("label", {"for": f"snippet-{key}"}, t("embed.snippet")),
                    el(
                        "textarea",
                        {"id": f"snippet-{key}", "readonly": True, "rows": 3},
                        snippet(base, value, title),
                    ),
                ),
            )
        )
    return el(
        "section",
        {"class_": "demos", "aria-labelledby": "demos-title"},
        el("h2", {"id": "demos-title"}, t("embed.list_title")),
        el("p", {}, t("embed.list_intro")),
        _in_place(spec, shown, position),
        el("ul", {"class_": "demo-list"}, items),
    )


def _in_place(spec: GameSpec[Any], name: str, position: int) -> Markup:
    """One built-in demo, played on the Rules screen: its stage with back and step buttons
    that name the demo and the position they lead to (the app keeps no other state)."""
    demo = demos.built_in(spec, name)
    games = demo.positions()
    at = max(0, min(position, len(games) - 1))

    def go(label: str, command_id: str, to: int, **attrs: object) -> Markup:
        return button(
            label,
            "rules-demo",
            id=f"rules-demo-{command_id}",
            data_game=spec.id,
            data_demo=name,
            data_step=str(to),
            **attrs,
        )

    controls = el(
        "div",
        {"class_": "slot-buttons embed-controls", "role": "group"},
        go(t("embed.restart"), "restart", 0, disabled=at == 0),
        go(t("embed.back"), "back", at - 1, disabled=at == 0),
        go(t("embed.step"), "step", at + 1, class_="primary", disabled=at == len(games) - 1),
    )
    return el(
        "div",
        {"class_": "rules-demo", "id": "rules-demo", "data-demo": name, "data-position": at},
        stage(demo, games, at, controls, prefix="rules-", heading="h3"),
    )
