"""What the screens share besides the app's state: effects for the browser, the seed's
commitment, save names within their limit, and the games that can be drawn."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop import names, registry
from tabletop.spec import GameSpec
from tabletop.ui import saves
from tabletop.ui.markup import Markup, el
from tabletop.ui.text import t_markup

if TYPE_CHECKING:
    from tabletop.ui.app import App

MAX_SEED = 2**63
COMMITMENT_PREFIX = names.COMMITMENT_PREFIX

Fields = dict[str, str]
Command = Callable[["App", Fields], None]  # a screen's handler of one `data-command`


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


def hotseat(app: App) -> bool:
    """Whether more than one human shares this device (each hand then stays private)."""
    return app.session is not None and len(app.session.humans) > 1


def show_table(app: App) -> None:
    """The table, or the privacy screen first whenever the table would be drawn for eyes
    it was not last shown to in hotseat: at the start, after opening or importing a save
    (nobody has been shown it yet), after undo, and at every hand-over. A finished game
    hides nothing, and a solo game (one human) needs no screen."""
    session = app.session
    assert session is not None
    eyes = app.viewer()
    if hotseat(app) and not session.game.is_over and eyes != app.shown_to:
        app.screen = "pass"
        return
    if session.is_human(eyes):
        app.shown_to = eyes
    app.screen = "table"


def colophon(version: str, python: str) -> Markup:
    """The page's footer (`index.html`, outside the screen) in the current language, naming
    the rules engine's and Python's versions."""
    return t_markup(
        "page.colophon",
        version=el("span", {"id": "version"}, version),
        python=el("span", {"id": "python-version"}, python),
    )


def bot_ticket(app: App) -> dict[str, Any] | None:
    """What a bot's answer must carry to be applied: the game (its slot and seed), the
    decision number and a digest of every decision so far (an undo then a different move
    reaches the same number by another path)."""
    session = app.session
    if session is None:
        return None
    actions = session.record["actions"]
    digest = hashlib.sha256("\n".join(actions).encode()).hexdigest()[:16]
    return {"game": f"{app.slot}:{session.seed}", "decision": len(actions), "position": digest}
