"""What the screens share: the app as they see it (`AppState`), effects for the browser, the
seed's commitment, save names within their limit, and the games that can be drawn.

The screens see the app only through `AppState`, so that `tabletop.ui.app` imports the screens
and no screen imports it (tests/test_layout.py forbids any import cycle in the core)."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from tabletop import names, registry, saves
from tabletop.markup import Markup, el
from tabletop.spec import GameSpec
from tabletop.text import t_markup

if TYPE_CHECKING:  # annotations only: the embed page loads this module without the coach
    from tabletop.lab import LabState
    from tabletop.saves import Storage
    from tabletop.ui.coach import Hint, Review
    from tabletop.ui.game_ui import GameUI
    from tabletop.ui.replay import Replay
    from tabletop.ui.session import Session

MAX_SEED = 2**63
COMMITMENT_PREFIX = names.COMMITMENT_PREFIX


class AppState(Protocol):
    """What the screens read and change of the app (`tabletop.ui.app.App` is one): the state
    the screens share, and the two things they ask of it. Each attribute is described where
    `App.__init__` sets it."""

    storage: Storage
    lang: str
    tab_id: str
    revision: int
    last_text: str | None
    now: Callable[[], str]
    fresh_seed: Callable[[], int]
    screen: str
    session: Session | None
    slot: str | None
    slot_name: str
    created: str
    notices: list[str]
    form: dict[str, Any]
    import_error: str | None
    error_details: str
    shown_to: int | None
    pause_ms: int
    in_memory: bool
    thinking: bool
    confirm_delete: str | None
    confirm_cleanup: tuple[str, ...] | None
    replay: Replay | None
    next_seed: int | None
    demo_json: str
    demo_link: str
    link_error: str
    rules_game: str | None
    rules_demo: tuple[str, int] | None
    branch: dict[str, Any] | None
    bots_on_page: bool
    hint: Hint | None
    menu_open: bool
    panel_folded: bool
    review: Review | None
    lab: LabState | None
    lab_form: dict[str, Any]
    announced: int
    effects: list[Effect]

    @property
    def spec(self) -> GameSpec[Any]: ...

    @property
    def ui(self) -> GameUI: ...

    def shown_notices(self) -> list[str]: ...

    def viewer(self) -> int: ...


Fields = dict[str, str]
Command = Callable[["AppState", Fields], None]  # a screen's handler of one `data-command`


def commitment(seed: int) -> str:
    """The SHA-256 commitment to a seed shown before a game: the end screen reveals the
    seed, and anyone can check that it hashes to what was shown (docs/rules-notes.md)."""
    return hashlib.sha256(f"{COMMITMENT_PREFIX}{seed}".encode()).hexdigest()


def short_name(name: str) -> str:
    """A save's name within the saves' limit (cut with an ellipsis)."""
    return name if len(name) <= saves.MAX_NAME else name[: saves.MAX_NAME - 1] + "…"


def playable_games() -> list[GameSpec[Any]]:
    """The installed games that can be drawn in the browser, in the registry's order."""
    return [spec for spec in registry.all_specs() if spec.ui_module is not None]


@dataclass(frozen=True)
class Effect:
    """Something only the browser can do: offer a file, copy text, move the focus."""

    kind: str  # "download", "copy", "focus"
    name: str = ""
    text: str = ""


def hotseat(app: AppState) -> bool:
    """Whether more than one human shares this device (each hand then stays private)."""
    return app.session is not None and len(app.session.humans) > 1


def show_table(app: AppState) -> None:
    """The table, or the privacy screen first whenever the table would be drawn for eyes
    it was not last shown to in hotseat: at the start, after opening or importing a save
    (nobody has been shown it yet), after undo, and at every hand-over. A finished game
    hides nothing, and a solo game (one human) needs no screen. A person's decisions with one
    answer are taken first (`Session.play_forced`): nobody is shown a question with one
    answer, in a game just started or opened either."""
    session = app.session
    assert session is not None
    session.play_forced()
    eyes = app.viewer()
    if hotseat(app) and not session.game.is_over and eyes != app.shown_to:
        app.screen = "pass"
        return
    if session.is_human(eyes):
        app.shown_to = eyes
    if app.screen != "table":  # come to the table: a phone's menu starts folded
        app.menu_open = False
    app.screen = "table"


def colophon(games: str, version: str, python: str) -> Markup:
    """The page's footer (`index.html`, outside the screen) in the current language: the games'
    credits (`games`, which build.py writes into the page from their specs) and the rules
    engine's and Python's versions."""
    return t_markup(
        "page.colophon",
        games=games,
        version=el("span", {"id": "version"}, version),
        python=el("span", {"id": "python-version"}, python),
    )


def bot_ticket(app: AppState) -> dict[str, Any] | None:
    """What a bot's answer must carry to be applied: the game (its slot and seed), the
    decision number and a digest of every decision so far (an undo then a different move
    reaches the same number by another path)."""
    session = app.session
    if session is None:
        return None
    actions = session.record["actions"]
    digest = hashlib.sha256("\n".join(actions).encode()).hexdigest()[:16]
    return {"game": f"{app.slot}:{session.seed}", "decision": len(actions), "position": digest}
