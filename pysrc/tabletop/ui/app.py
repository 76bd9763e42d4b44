"""The application as a state machine: which screen is shown, and what each command does.

`static/main.py` forwards clicks and form fields here as `command(name, fields)` and draws
`render()`; it also runs the bots' turns (`bot_due`, `bot_request`, `bot_act`) so that their
thinking can move to a worker. Nothing here touches the browser, so every flow is tested
under plain CPython with a `MemoryStorage`.

The screens live in `tabletop.ui.screens`, one module each, with the commands their buttons
send (they see the app as `tabletop.ui.shell.AppState`, which `App` is, and never import
this module). This module holds the state they share and the two tables that route
to them by name: `SCREENS` (what draws each screen) and `COMMANDS` (what each `data-command`
does). No game is named here: the game on the table is drawn through its `GameUI`.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import Any

from tabletop import text
from tabletop.lab import LabState
from tabletop.markup import Markup
from tabletop.saves import Storage
from tabletop.spec import GameSpec
from tabletop.ui import autosave, resume
from tabletop.ui.coach import Hint, Review
from tabletop.ui.game_ui import GameUI, ui_of
from tabletop.ui.replay import Replay
from tabletop.ui.screens import home as home_screen
from tabletop.ui.screens import lab as lab_screen
from tabletop.ui.screens import new_game, saved_games, table, tutorial
from tabletop.ui.screens import replay as replay_screen
from tabletop.ui.screens import review as review_screen
from tabletop.ui.session import Session
from tabletop.ui.shell import Command, Effect, Fields, bot_ticket, playable_games


class App:
    def __init__(
        self,
        storage: Storage,
        now: Callable[[], str],
        fresh_seed: Callable[[], int],
        tab_id: str | None = None,
        languages: object = (),
    ) -> None:
        self.storage = storage
        # The interface's language: this device's choice, else the browser's (`languages` is
        # `navigator.languages`); set again before every command and drawing, so that two
        # apps (tests) never speak each other's language.
        self.lang = text.set_language(autosave.stored_language(storage, languages))
        # This tab's name in the saves it writes, and what it last read or wrote in its slot:
        # a slot whose text is no longer that was written by another tab (or version).
        self.tab_id = tab_id or secrets.token_hex(4)
        self.revision = 0
        self.last_text: str | None = None
        self.now = now
        self.fresh_seed = fresh_seed
        self.screen = "home"
        self.session: Session | None = None
        self.slot: str | None = None
        self.slot_name = ""
        self.created = ""
        self.notices: list[str] = []
        self.notices_shown = False  # drawn on a screen: the next command dismisses them
        self.form: dict[str, Any] = {}
        self.import_error: str | None = None
        self.error_details = ""
        self.shown_to: int | None = None  # the human whose eyes the table was last drawn for
        self.pause_ms = autosave.stored_pause(storage)
        self.in_memory = False  # storage refused a save: the game goes on in memory
        self.thinking = False
        self.confirm_delete: str | None = None  # the slot whose deletion awaits a yes
        self.confirm_cleanup: tuple[str, ...] | None = None  # the finished games offered
        self.replay: Replay | None = None
        self.next_seed: int | None = None  # the random seed a new game will use
        self.demo_json = ""  # a demo made in the replay viewer, as JSON and as a link
        self.demo_link = ""
        self.link_error = ""
        self.rules_game: str | None = None  # the game picked on the Rules screen
        self.rules_demo: tuple[str, int] | None = None  # its demo played there, and where
        self.branch: dict[str, Any] | None = None  # where the current game left a replay
        self.bots_on_page = False  # no worker: bots think on the page's own thread
        self.hint: Hint | None = None  # the coach's hint last asked for at the table
        self.menu_open = False  # the table's menu unfolded (a phone folds it to one line)
        self.panel_folded = False  # the phone's decision panel folded by the player
        self.review: Review | None = None  # the coach's review of the game last finished
        self.lab: LabState | None = None  # the balance lab's run
        self.lab_form: dict[str, Any] = {}  # the balance lab's form as last filled
        self.announced = 0  # steps whose log lines were announced
        self.effects: list[Effect] = []

    @property
    def spec(self) -> GameSpec[Any]:
        """The game shown (the first playable game's before any is opened)."""
        if self.replay is not None and self.screen == "replay":
            return self.replay.session.spec
        return self.session.spec if self.session is not None else playable_games()[0]

    @property
    def ui(self) -> GameUI:
        """The interface of the game shown."""
        return ui_of(self.spec)

    def render(self) -> Markup:
        text.set_language(self.lang)
        return SCREENS.get(self.screen, table.render)(self)

    def command(self, name: str, fields: Fields | None = None) -> None:
        """Run one interface command; unknown commands are ignored. A person's command
        dismisses the notices shown so far: they stay through every drawing until then, a
        bot's move or the bots' worker becoming ready included."""
        handler = COMMANDS.get(name)
        text.set_language(self.lang)
        if handler is not None:
            if self.notices_shown:
                self.notices, self.notices_shown = [], False
            handler(self, fields or {})

    def shown_notices(self) -> list[str]:
        """The notices to show, kept until the person's next command once shown (`command`):
        a screen that shows none, such as hotseat's privacy screen, keeps them for the next."""
        self.notices_shown = bool(self.notices)
        return list(self.notices)

    def viewer(self) -> int:
        """The seat whose eyes the table is drawn for: the human to decide, else the last
        human shown (a bot's turn shows what that human saw), else the session's default."""
        session = self.session
        assert session is not None
        seat = session.game.current_player
        if seat is not None and session.is_human(seat):
            return seat
        if self.shown_to is not None:
            return self.shown_to
        return session.viewer()

    # --- what the browser glue calls besides `render` and `command` -------------------------

    def announcement(self) -> str:
        return table.announcement(self)

    def act(self, action: str) -> bool:
        return table.act(self, action)

    def bot_due(self) -> int | None:
        return table.bot_due(self)

    def bot_beat_ms(self) -> int:
        return table.bot_beat_ms(self)

    def bot_ticket(self) -> dict[str, Any] | None:
        return bot_ticket(self)

    def bot_request(self) -> str:
        return table.bot_request(self)

    def bot_act(self, answer: dict[str, Any]) -> bool:
        return table.bot_act(self, answer)

    def hint_due(self) -> bool:
        return table.hint_due(self)

    def hint_request(self) -> str:
        return table.hint_request(self)

    def hint_act(self, answer: dict[str, Any]) -> bool:
        return table.hint_act(self, answer)

    def review_due(self) -> bool:
        return review_screen.review_due(self)

    def review_request(self) -> str:
        return review_screen.review_request(self)

    def review_act(self, answer: dict[str, Any]) -> bool:
        return review_screen.review_act(self, answer)

    def lab_due(self) -> bool:
        return lab_screen.lab_due(self)

    def lab_request(self) -> str:
        return lab_screen.lab_request(self)

    def lab_act(self, answer: str, number: int) -> bool:
        return lab_screen.lab_act(self, answer, number)

    def open_fragment(self, fragment: str) -> bool:
        return replay_screen.open_fragment(self, fragment)

    def start(self, fragment: str) -> None:
        """The first screen: a link's replay, else the table left last time, else home."""
        if not self.open_fragment(fragment):
            resume.reopen(self)

    def leave(self, html: str) -> None:
        """The page is hidden or closed, showing `html`: remember where the player is."""
        resume.leave(self, html)

    def share_fragment(self) -> str | None:
        return replay_screen.share_fragment(self)

    def replay_tick(self) -> bool:
        return replay_screen.tick(self)

    def storage_changed(self, key: str | None) -> bool:
        return autosave.storage_changed(self, key)

    def fail(self, details: str) -> None:
        """Show the friendly error screen; the details carry the save record for a report."""
        home_screen.fail(self, details)


# What draws each screen, by `App.screen` (the table for "table").
SCREENS: dict[str, Callable[[App], Markup]] = {
    **home_screen.SCREENS,
    **new_game.SCREENS,
    **saved_games.SCREENS,
    **table.SCREENS,
    **replay_screen.SCREENS,
    **lab_screen.SCREENS,
}

# Every command the page may send, by the name its buttons carry (`data-command`).
COMMANDS: dict[str, Command] = {
    **home_screen.COMMANDS,
    **new_game.COMMANDS,
    **saved_games.COMMANDS,
    **table.COMMANDS,
    **replay_screen.COMMANDS,
    **review_screen.COMMANDS,
    **lab_screen.COMMANDS,
    **tutorial.COMMANDS,
}
