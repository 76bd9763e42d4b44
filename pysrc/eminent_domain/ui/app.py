"""The application as a state machine: screens, commands, saves, bots' turns and hotseat.

`static/main.py` forwards clicks and form fields here as `command(name, fields)` and draws
`render()`; it also runs the bots' turns (`bot_due`, `bot_request`, `bot_act`) so that their
thinking can move to a worker. Nothing here touches the browser, so every flow is tested
under plain CPython with a `MemoryStorage`.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from eminent_domain import demos
from eminent_domain.spec import SPEC
from eminent_domain.ui import replay_page
from eminent_domain.ui.text import isolate, t, t_markup
from tabletop import links, registry, untrusted
from tabletop import record as records
from tabletop.bots.base import LEVELS
from tabletop.record import RecordError
from tabletop.spec import GameSpec, event_for
from tabletop.ui import home, saves
from tabletop.ui.game_ui import GameUI, TableContext, ui_of
from tabletop.ui.markup import Markup, bdi_list, el, join
from tabletop.ui.replay import Replay
from tabletop.ui.saves import SaveDoc, SaveError, Seat, Storage
from tabletop.ui.session import Session

MAX_SEED = 2**63
SETTINGS_KEY = "eminent-domain/settings"  # this device's preferences (the bots' pause)
PAUSES = home.PAUSES
ANNOUNCED_LINES = 3  # log lines read out at once; the whole log stays on the table
LINK_PARAMS = {"game": untrusted.LINK_DATA, "seat": untrusted.SEAT}  # `#game=…&seat=…`


def commitment(seed: int) -> str:
    """The SHA-256 commitment to a seed shown before a game: the end screen reveals the
    seed, and anyone can check that it hashes to what was shown (docs/rules-notes.md)."""
    return hashlib.sha256(f"eminent-domain-seed:{seed}".encode()).hexdigest()


def short_name(name: str) -> str:
    """A save's name within the saves' limit (cut with an ellipsis)."""
    return name if len(name) <= saves.MAX_NAME else name[: saves.MAX_NAME - 1] + "…"


@dataclass(frozen=True)
class Effect:
    """Something only the browser can do: offer a file, copy text, move the focus."""

    kind: str  # "download", "copy", "focus"
    name: str = ""
    text: str = ""


class App:
    def __init__(
        self,
        storage: Storage,
        now: Callable[[], str],
        fresh_seed: Callable[[], int],
        tab_id: str | None = None,
    ) -> None:
        self.storage = storage
        # This tab's name in the saves it writes, and what it last read or wrote in its slot:
        # a slot whose text is no longer that was written by another tab (or version).
        self.tab_id = tab_id or secrets.token_hex(4)
        self.revision = 0
        self._last_text: str | None = None
        self.now = now
        self.fresh_seed = fresh_seed
        self.screen = "home"
        self.session: Session | None = None
        self.slot: str | None = None
        self.slot_name = ""
        self.created = ""
        self.notices: list[str] = []
        self.form: dict[str, Any] = {}
        self.import_error: str | None = None
        self.error_details = ""
        self.shown_to: int | None = None  # the human whose eyes the table was last drawn for
        self.pause_ms = self._stored_pause()
        self.in_memory = False  # storage refused a save: the game goes on in memory
        self.thinking = False
        self.confirm_delete: str | None = None  # the slot whose deletion awaits a yes
        self.confirm_cleanup: tuple[str, ...] | None = None  # the finished games offered
        self.replay: Replay | None = None
        self.next_seed: int | None = None  # the random seed a new game will use
        self.demo_json = ""  # a demo made in the replay viewer, as JSON and as a link
        self.demo_link = ""
        self.link_error = ""
        self.branch: dict[str, Any] | None = None  # where the current game left a replay
        self.bots_on_page = False  # no worker: bots think on the page's own thread
        self._announced = 0  # steps whose log lines were announced
        self.effects: list[Effect] = []

    # --- drawing -----------------------------------------------------------------------------

    @property
    def ui(self) -> GameUI:
        """The interface of the game on the table (the base game's before any is opened)."""
        if self.replay is not None and self.screen == "replay":
            return ui_of(self.replay.session.spec)
        return ui_of(self.session.spec if self.session is not None else SPEC)

    def render(self) -> Markup:
        screen = self.screen
        if screen == "home":
            listed = saves.list_saves(self.storage)
            autosave = self._latest_unfinished(listed)
            notices = self._take_notices()
            if len(listed) > saves.MAX_SAVES:
                notices.append(t("home.over_cap", n=len(listed), max=saves.MAX_SAVES))
            summary = None
            if autosave is not None:
                summary = t_markup(
                    "home.continue_summary",
                    players=bdi_list(autosave.players),
                    round=autosave.turn // max(1, len(autosave.players)) + 1,
                )
            unsaved = None
            if self.in_memory and self.session is not None:
                unsaved = t_markup(
                    "home.continue_summary",
                    players=bdi_list(self.session.names),
                    round=self.session.game.turn // len(self.session.seats) + 1,
                )
            return home.home_screen(autosave is not None, summary, notices, unsaved_summary=unsaved)
        if screen == "new":
            if self.next_seed is None:
                self.next_seed = self.fresh_seed() % MAX_SEED
            return home.new_game_screen(
                self._form_game(self.form),
                playable_games(),
                self.form,
                self.pause_ms,
                commitment(self.next_seed),
            )
        if screen == "saves":
            listed = saves.list_saves(self.storage)
            return home.saves_screen(
                listed,
                self._take_notices(),
                self.confirm_delete,
                saves.cleanup_candidates(listed),
                self.confirm_cleanup is not None,
            )
        if screen == "import":
            return home.import_screen(self.import_error)
        if screen == "rules":
            return join(
                [
                    home.nav(),
                    el(
                        "section",
                        {"class_": "panel rules", "aria-label": t("home.rules")},
                        self.ui.rules(),
                        self.ui.demo_list("./"),
                        self.ui.gallery(),
                    ),
                ]
            )
        if screen == "pass":
            assert self.session is not None
            return home.pass_screen(self.session.names[self._decider()])
        if screen == "error":
            return home.error_screen(self.error_details)
        if screen == "link-error":
            return replay_page.link_error_screen(self.link_error)
        if screen == "replay":
            return self._render_replay()
        return self._render_table()

    def _render_replay(self) -> Markup:
        replay = self.replay
        assert replay is not None
        game = replay.game()
        spec = replay.session.spec
        view = spec.view(game, replay.seat)
        names = tuple(seat.name for seat in replay.seats)
        lines = [
            sentence
            for event in replay.events()
            if (sentence := self.ui.sentence(event_for(event, replay.seat), list(names)))
        ]
        everyone = tuple(spec.view(game, i) for i in range(len(names)))
        hands = everyone if replay.open_hands else ()
        ctx = TableContext(
            names=names,
            bots=tuple(seat.level if seat.kind == "bot" else None for seat in replay.seats),
            log=tuple(lines),
            rounds=tuple(tuple(r) for r in replay.rounds()),
            winners=tuple(game.winners()) if game.is_over else (),
            interactive=False,
            open_views=hands,
            notice=" ".join(self._take_notices()) or None,
        )
        return join(
            [
                replay_page.controls(replay, self.share_fragment()),
                replay_page.demo_box(self.demo_json, self.demo_link),
                self.ui.table(view, ctx),
            ]
        )

    def _render_table(self) -> Markup:
        session = self.session
        assert session is not None
        viewer = self._viewer()
        view = session.view(viewer)
        names = tuple(session.names)
        lines = []
        for event in session.log(viewer):
            sentence = self.ui.sentence(event, list(names))
            if sentence:
                lines.append(sentence)
        notices = [
            t("table.in_memory") if self.in_memory else None,
            t("table.no_worker")
            if self.bots_on_page and session.bot_to_move() is not None
            else None,
            t("table.undo_used") if session.undo_used else None,
            *self._take_notices(),
        ]
        notice = " ".join(filter(None, notices))
        ctx = TableContext(
            names=names,
            bots=tuple(seat.level if seat.kind == "bot" else None for seat in session.seats),
            log=tuple(lines),
            rounds=tuple(tuple(r) for r in session.rounds),
            can_undo=session.can_undo(viewer),
            notice=notice or None,
            thinking=self.thinking,
            winners=tuple(session.game.winners()) if session.game.is_over else (),
            reveal=(session.seed, commitment(session.seed)) if session.game.is_over else None,
        )
        return join([home.table_toolbar(self.pause_ms, self.in_memory), self.ui.table(view, ctx)])

    def announcement(self) -> str:
        """What the live region reads out: the log lines since the last announcement (the
        last few), then the prompt."""
        session = self.session
        if self.screen != "table" or session is None:
            return ""
        viewer = self._viewer()
        start = min(self._announced, len(session.steps))
        self._announced = len(session.steps)
        names = session.names
        lines = [
            sentence
            for step in session.steps[start:]
            for event in step.events
            if (sentence := self.ui.sentence(event_for(event, viewer), names))
        ][-ANNOUNCED_LINES:]
        view = session.view(viewer)
        prompt = (
            t("table.game_over") if view["pending"] is None else self.ui.prompt(view, session.names)
        )
        return " ".join([*lines, prompt])

    def _take_notices(self) -> list[str]:
        notices, self.notices = self.notices, []
        return notices

    # --- whose eyes --------------------------------------------------------------------------

    def _decider(self) -> int:
        assert self.session is not None
        seat = self.session.game.current_player
        return seat if seat is not None else self.session.viewer()

    def _viewer(self) -> int:
        session = self.session
        assert session is not None
        seat = session.game.current_player
        if seat is not None and session.is_human(seat):
            return seat
        if self.shown_to is not None:
            return self.shown_to
        return session.viewer()

    def _show_table(self) -> None:
        """The table, or the privacy screen first when the device passes to another human."""
        session = self.session
        assert session is not None
        seat = session.game.current_player
        humans = session.humans
        if (
            seat is not None
            and session.is_human(seat)
            and len(humans) > 1
            and self.shown_to is not None
            and seat != self.shown_to
        ):
            self.screen = "pass"
            return
        if seat is not None and session.is_human(seat):
            self.shown_to = seat
        self.screen = "table"

    # --- commands ----------------------------------------------------------------------------

    def command(self, name: str, fields: dict[str, str] | None = None) -> None:
        """Run one interface command; unknown commands are ignored."""
        handler = COMMANDS.get(name)
        if handler is not None:
            handler(self, fields or {})

    def _cmd_home(self, fields: dict[str, str]) -> None:
        self.screen = "home"

    def _cmd_new(self, fields: dict[str, str]) -> None:
        self.form = {}
        self.next_seed = self.fresh_seed() % MAX_SEED  # committed to on the form
        self.screen = "new"

    def _cmd_saves(self, fields: dict[str, str]) -> None:
        self.screen = "saves"

    def _cmd_import(self, fields: dict[str, str]) -> None:
        self.import_error = None
        self.screen = "import"

    def _cmd_rules(self, fields: dict[str, str]) -> None:
        self.screen = "rules"

    def _cmd_players(self, fields: dict[str, str]) -> None:
        self.form = dict(fields)
        self.screen = "new"

    def _cmd_pause(self, fields: dict[str, str]) -> None:
        self._set_pause(fields.get("value", ""))

    def _set_pause(self, value: str) -> None:
        """The bots' pause is a preference of this device, kept across games and reloads."""
        pause = untrusted.whole_number(value, max(PAUSES) + 1)
        if pause not in PAUSES:
            return
        self.pause_ms = pause
        try:
            self.storage.setItem(SETTINGS_KEY, json.dumps({"pause_ms": self.pause_ms}))
        except Exception:  # a full or disabled storage only loses the preference
            return

    def _stored_pause(self) -> int:
        try:
            raw = self.storage.getItem(SETTINGS_KEY)
            settings = untrusted.load_json(raw, 1000) if isinstance(raw, str) else {}
        except Exception:  # unreadable preferences fall back to the default
            settings = {}
        pause = settings.get("pause_ms") if isinstance(settings, dict) else None
        return pause if type(pause) is int and pause in PAUSES else 700

    def _cmd_start(self, fields: dict[str, str]) -> None:
        try:
            spec, config, seed, seats = self._read_new_game(fields)
        except ValueError as error:
            self.form = {**fields, "error": str(error)}
            self.screen = "new"
            return
        self._set_pause(fields.get("pause", ""))
        self.session = Session.new(spec, config, seed, seats)
        self.next_seed = None  # used: the next game gets a new seed and commitment
        self.branch = None
        now = self.now()
        self.slot = saves.new_slot_id(self.storage, now)
        self.created = now
        self.slot_name = short_name(
            t(
                "saves.default_name",
                names=" · ".join(isolate(s.name) for s in seats),
                date=now[:10],
            )
        )
        self.shown_to = None
        self.in_memory = False
        self.revision, self._last_text = 0, None
        self._save()
        self._show_table()

    @staticmethod
    def _form_game(fields: dict[str, Any]) -> GameSpec:
        """The game the form names (the first game with an interface if it names none)."""
        games = playable_games()
        spec = next((g for g in games if g.id == fields.get("game")), games[0])
        ui_of(spec)  # its interface registers the strings its options are labelled with
        return spec

    def _read_new_game(
        self, fields: dict[str, str]
    ) -> tuple[GameSpec, dict[str, Any], int, list[Seat]]:
        spec = self._form_game(fields)
        if fields.get("game", spec.id) != spec.id:
            raise ValueError(t("new.bad_game"))
        players = untrusted.whole_number(fields.get("players", str(spec.players[0])), 100)
        if players not in spec.players:
            raise ValueError(t("new.bad_players"))
        config: dict[str, Any] = {"players": players}
        for option in spec.options:
            text = fields.get(option.name)
            if option.is_switch:
                config[option.name] = text in ("on", "true", "1")
                continue
            found = [v for v in option.values if str(v) == (text or str(option.default))]
            if not found:
                raise ValueError(t("new.bad_option", option=t(option.label)))
            config[option.name] = found[0]
        try:
            config = spec.config(config)
        except ValueError as error:
            raise ValueError(str(error)) from None
        seats = []
        for seat in range(players):
            name = fields.get(f"name{seat}", "").strip() or t("new.default_name", n=seat + 1)
            if len(name) > saves.MAX_NAME:
                raise ValueError(t("new.long_name", n=saves.MAX_NAME))
            try:
                saves.check_name(name, t("saves.field.seat_name", seat=seat + 1))
            except SaveError as error:  # e.g. a lone surrogate, which no save would keep
                raise ValueError(str(error)) from None
            kind = fields.get(f"kind{seat}", "human")
            if kind == "human":
                seats.append(Seat(name, "human"))
            elif kind in LEVELS:
                seats.append(Seat(name, "bot", kind))
            else:
                raise ValueError(t("new.bad_kind"))
        raw_seed = fields.get("seed", "").strip()
        if raw_seed:
            typed = untrusted.whole_number(raw_seed, MAX_SEED)
            if typed is None:
                raise ValueError(t("new.bad_seed"))
            seed = typed
        else:
            if self.next_seed is None:
                self.next_seed = self.fresh_seed() % MAX_SEED
            seed = self.next_seed
        return spec, config, seed, seats

    def _cmd_continue(self, fields: dict[str, str]) -> None:
        latest = self._latest_unfinished()
        if latest is not None:
            self._open(latest.slot_id)

    def _cmd_resume(self, fields: dict[str, str]) -> None:
        """Back to the game kept only in memory; it is saved now if there is room again."""
        if self.in_memory and self.session is not None:
            self._save()
            self._show_table()

    def _cmd_export_current(self, fields: dict[str, str]) -> None:
        """The game being played, as a file (the way to keep a game the storage refused)."""
        if self.session is not None:
            text = saves.export_text(self._doc(self.now()))
            self.effects.append(Effect("download", f"eminent-domain-{self.slot}.json", text))

    def _cmd_open(self, fields: dict[str, str]) -> None:
        self._open(fields.get("slot", ""))

    def _open(self, slot_id: str) -> None:
        try:
            doc, text = saves.read_text(self.storage, slot_id)
            session = Session.from_record(doc.record, doc.seats, doc.undo_used)
        except (SaveError, RecordError) as error:
            self.notices.append(t("saves.cannot_open", reason=str(error)))
            self.screen = "saves"
            return
        self._take_over(slot_id, doc, text, session)
        self.shown_to = None
        self._show_table()

    def _take_over(self, slot_id: str, doc: SaveDoc, text: str, session: Session) -> None:
        """Play the game of this slot, as stored in `text`, from now on."""
        self.session = session
        self.branch = doc.branch
        self.slot = slot_id
        self.slot_name = doc.name
        self.created = doc.created
        self.in_memory = False
        self.revision, self._last_text = doc.revision, text

    def _cmd_delete(self, fields: dict[str, str]) -> None:
        """Deleting asks once more: the saves screen shows a confirmation for that slot."""
        slot_id = fields.get("slot", "")
        self.confirm_delete = slot_id if saves.valid_slot_id(slot_id) else None
        self.screen = "saves"

    def _cmd_keep(self, fields: dict[str, str]) -> None:
        self.confirm_delete = None
        self.screen = "saves"

    def _cmd_delete_confirmed(self, fields: dict[str, str]) -> None:
        slot_id = fields.get("slot", "")
        self.confirm_delete = None
        if saves.valid_slot_id(slot_id):
            saves.delete(self.storage, slot_id)
            if slot_id == self.slot:
                self.session, self.slot = None, None
            self.notices.append(t("saves.deleted"))
        self.screen = "saves"

    def _cmd_cleanup(self, fields: dict[str, str]) -> None:
        """Near the cap: confirm the deletion of the oldest finished games, listed by name."""
        candidates = saves.cleanup_candidates(saves.list_saves(self.storage))
        self.confirm_cleanup = tuple(info.slot_id for info in candidates) or None
        self.screen = "saves"

    def _cmd_cleanup_keep(self, fields: dict[str, str]) -> None:
        self.confirm_cleanup = None
        self.screen = "saves"

    def _cmd_cleanup_confirmed(self, fields: dict[str, str]) -> None:
        """Delete the games the confirmation listed, each checked again in full: one that is
        no longer a finished game (changed in another tab meanwhile) is kept."""
        offered, self.confirm_cleanup = self.confirm_cleanup or (), None
        deleted = [slot for slot in offered if saves.is_finished(self.storage, slot)]
        for slot_id in deleted:
            saves.delete(self.storage, slot_id)
            if slot_id == self.slot:
                self.session, self.slot = None, None
        self.notices.append(t("saves.cleanup_done", n=len(deleted)))
        if len(deleted) < len(offered):
            self.notices.append(t("saves.cleanup_skipped", n=len(offered) - len(deleted)))
        self.screen = "saves"

    def _cmd_export(self, fields: dict[str, str]) -> None:
        try:
            doc = saves.read(self.storage, fields.get("slot", ""))
        except SaveError as error:
            self.notices.append(str(error))
            return
        self.effects.append(
            Effect(
                "download",
                f"eminent-domain-{fields.get('slot', 'game')}.json",
                saves.export_text(doc),
            )
        )

    def _cmd_export_raw(self, fields: dict[str, str]) -> None:
        """A broken save is offered as a file exactly as stored (for repair or a bug report)."""
        slot_id = fields.get("slot", "")
        if not saves.valid_slot_id(slot_id):
            return
        stored = self.storage.getItem(saves.slot_key(slot_id))
        if isinstance(stored, str):
            self.effects.append(Effect("download", f"eminent-domain-{slot_id}.json", stored))

    def _cmd_import_go(self, fields: dict[str, str]) -> None:
        """Import pasted text or a file's text. The page passes only the size of a file too
        large to be a save (`file_bytes`), without reading it."""
        size = untrusted.whole_number(fields.get("file_bytes", ""), 1 << 53)
        if size is not None:
            self.import_error = t(
                "import.file_too_big",
                size=f"{size / 1_000_000:.1f}",
                limit=f"{saves.MAX_FILE_BYTES / 1_000_000:.0f}",
            )
            return
        text = fields.get("text", "")
        if not text.strip():
            self.import_error = t("import.empty")
            return
        try:
            slot_id = saves.import_text(self.storage, text)
        except SaveError as error:
            self.import_error = str(error)
            return
        self.notices.append(t("import.done"))
        self._open(slot_id)

    def _cmd_reveal(self, fields: dict[str, str]) -> None:
        if self.session is not None:
            self.shown_to = self._decider()
            self.screen = "table"
            self.effects.append(Effect("focus", "#prompt button"))

    def _cmd_undo(self, fields: dict[str, str]) -> None:
        session = self.session
        if session is None or self.screen != "table":
            return
        viewer = self._viewer()
        if not session.can_undo(viewer):
            self.notices.append(t("table.undo_refused"))
            return
        session.undo(viewer)
        self._save()
        self._show_table()

    def _cmd_save_as(self, fields: dict[str, str]) -> None:
        """A copy of this game in a new slot, so that a position can be kept."""
        if self.session is None:
            return
        now = self.now()
        copy_id = saves.new_slot_id(self.storage, now)
        doc = self._doc(now, short_name(t("saves.copy_name", name=self.slot_name)))
        if saves.write(self.storage, copy_id, doc):
            self.notices.append(t("saves.copied"))
        else:
            self.notices.append(t("saves.full"))

    # --- links and replays ---------------------------------------------------------------------

    def open_fragment(self, fragment: str) -> bool:
        """Open a `#game=…` link in the replay viewer; False if the fragment is no game link.
        A bad link shows its reason on a page of its own and touches no save."""
        if not fragment.startswith("#game=") and "&game=" not in fragment:
            return False
        try:
            params = untrusted.params(fragment, LINK_PARAMS)
            record = links.decode(params.get("game", ""))
            seat = untrusted.whole_number(params.get("seat", "0"), record["config"]["players"])
            if seat is None:
                raise untrusted.ParamError(t("link.bad_seat"))
        except untrusted.InputError as error:
            self.link_error = t("link.reason", reason=str(error))
            self.screen = "link-error"
            return True
        self.replay = Replay.of(record, seat=seat if "seat" in params else None)
        self.demo_json = self.demo_link = ""
        self.replay.go(self.replay.length)
        self.screen = "replay"
        return True

    def share_fragment(self) -> str | None:
        """The fragment of a link to the game shown (a replay's game, or the current one)."""
        if self.screen == "replay" and self.replay is not None:
            record, seat = self.replay.record, self.replay.only_seat
        elif self.session is not None:
            record = self.session.record
            seat = None if self.session.game.is_over else self._viewer()
        else:
            return None
        fragment = "#game=" + links.encode(record)
        return fragment if seat is None else f"{fragment}&seat={seat}"

    def _cmd_replay_game(self, fields: dict[str, str]) -> None:
        """The current game in the replay viewer (and its link), at its current position."""
        session = self.session
        if session is None:
            return
        seat = None if session.game.is_over else self._viewer()
        self.replay = Replay.of(session.record, session.seats, seat)
        self.demo_json = self.demo_link = ""
        self.replay.go(self.replay.length)
        self.screen = "replay"

    def _cmd_replay_slot(self, fields: dict[str, str]) -> None:
        try:
            doc = saves.read(self.storage, fields.get("slot", ""))
        except SaveError as error:
            self.notices.append(str(error))
            return
        replay = Replay.of(doc.record, doc.seats, seat=0)
        if replay.only_seat is not None:  # an unfinished game: the first human's view
            humans = [i for i, s in enumerate(doc.seats) if s.kind == "human"]
            replay = Replay.of(doc.record, doc.seats, seat=humans[0] if humans else 0)
        self.demo_json = self.demo_link = ""
        self.replay = replay
        self.screen = "replay"

    def _step_replay(self, position: int | None = None, by: int = 0) -> None:
        self.demo_json = self.demo_link = ""  # a demo made earlier started elsewhere
        if self.replay is not None:
            self.replay.go((self.replay.position if position is None else position) + by)

    def _cmd_replay_first(self, fields: dict[str, str]) -> None:
        self._step_replay(0)

    def _cmd_replay_back(self, fields: dict[str, str]) -> None:
        self._step_replay(by=-1)

    def _cmd_replay_forward(self, fields: dict[str, str]) -> None:
        self._step_replay(by=1)

    def _cmd_replay_last(self, fields: dict[str, str]) -> None:
        if self.replay is not None:
            self.replay.go(self.replay.length)

    def _cmd_replay_round(self, fields: dict[str, str]) -> None:
        position = untrusted.whole_number(fields.get("value", ""), records.MAX_ACTIONS + 1)
        if position is not None:
            self._step_replay(position)

    def _cmd_replay_seat(self, fields: dict[str, str]) -> None:
        replay = self.replay
        if replay is None:
            return
        value = fields.get("value", "")
        seat = untrusted.whole_number(value, len(replay.seats))
        if value == "open" and replay.finished:
            replay.open_hands = True
        elif seat is not None:
            replay.open_hands = False
            replay.look_as(seat)

    def _cmd_replay_play(self, fields: dict[str, str]) -> None:
        if self.replay is not None:
            if self.replay.position == self.replay.length:
                self.replay.go(0)
            self.replay.playing = True

    def _cmd_replay_pause(self, fields: dict[str, str]) -> None:
        if self.replay is not None:
            self.replay.playing = False

    def replay_tick(self) -> bool:
        """One step of auto-play; False once it stops (paused, or at the end)."""
        replay = self.replay
        if replay is None or self.screen != "replay" or not replay.playing:
            return False
        replay.go(replay.position + 1)
        if replay.position >= replay.length:
            replay.playing = False
        return replay.playing

    def _cmd_replay_continue(self, fields: dict[str, str]) -> None:
        """A new local game from the replay's position: solo (the seat looked at is the
        human, the others Easy bots unless they were bots already) or hotseat (all human).
        The save records where it branched."""
        replay = self.replay
        if replay is None:
            return
        record = replay.branch_record()
        if fields.get("mode") == "hotseat":
            seats = tuple(Seat(seat.name, "human") for seat in replay.seats)
        else:
            seats = tuple(
                Seat(seat.name, "human")
                if i == replay.seat
                else Seat(seat.name, "bot", seat.level or home.DEFAULT_LEVEL)
                for i, seat in enumerate(replay.seats)
            )
        self.session = Session.from_record(record, seats)
        now = self.now()
        self.slot = saves.new_slot_id(self.storage, now)
        self.created = now
        self.slot_name = short_name(t("saves.branch_name", step=replay.position))
        self.branch = {"step": replay.position, "from": replay.record}
        self.shown_to = None
        self.in_memory = False
        self.revision, self._last_text = 0, None
        self.replay = None
        self._save()
        self._show_table()

    def _cmd_make_demo(self, fields: dict[str, str]) -> None:
        """A rules demo of the replay's next steps: from this position to the start of the
        next round (at least one step); captions are the log's sentences for the seat seen."""
        replay = self.replay
        if replay is None or replay.position >= replay.length:
            return
        if replay.session.spec is not SPEC:  # demos are the base game's only, for now
            return
        start = replay.position
        later = [p for p in replay.round_starts() if p > start + 1]
        end = min(later[0] if later else replay.length, start + demos.MAX_STEPS)
        names = [seat.name for seat in replay.seats]
        captions = [t("replay.demo_intro", step=start)]
        for step in replay.session.steps[start:end]:
            lines = [
                line
                for event in step.events
                if (line := self.ui.sentence(event_for(event, replay.seat), names))
            ]
            captions.append(" ".join(lines) or "…")
        demo = demos.parse(
            {
                "format": demos.FORMAT,
                "title": t("replay.demo_title", step=start),
                "config": replay.record["config"],
                "seed": replay.record["seed"],
                "before": replay.record["actions"][:start],
                "actions": replay.record["actions"][start:end],
                "captions": captions,
                "seat": replay.seat,
            }
        )
        self.demo_json = json.dumps(demo.to_dict(), indent=1, ensure_ascii=False)
        self.demo_link = "embed.html#demo=" + demos.encode(demo)

    def _cmd_copy_link(self, fields: dict[str, str]) -> None:
        fragment = self.share_fragment()
        if fragment:
            self.effects.append(Effect("copy", text=fragment))

    def _cmd_copy_error(self, fields: dict[str, str]) -> None:
        self.effects.append(Effect("copy", text=self.error_details))

    # --- playing -----------------------------------------------------------------------------

    def act(self, action: str) -> bool:
        """A human's decision from the table; refused (False) unless it is theirs and legal."""
        session = self.session
        if session is None or self.screen != "table":
            return False
        seat = session.game.current_player
        if seat is None or not session.is_human(seat) or seat != self._viewer():
            return False
        try:
            session.apply(action)
        except ValueError:  # the game's own ActionError is one
            self.notices.append(t("table.refused"))
            return False
        self._save()
        self._show_table()
        return True

    def bot_due(self) -> int | None:
        """The bot seat whose decision is pending while the table is shown, if any."""
        if self.session is None or self.screen not in ("table",):
            return None
        return self.session.bot_to_move()

    def bot_ticket(self) -> dict[str, Any] | None:
        """What a bot's answer must carry to be applied: the game (its slot and seed), the
        decision number and a digest of every decision so far (an undo then a different
        move reaches the same number by another path)."""
        session = self.session
        if session is None:
            return None
        actions = session.record["actions"]
        digest = hashlib.sha256("\n".join(actions).encode()).hexdigest()[:16]
        return {
            "game": f"{self.slot}:{session.seed}",
            "decision": len(actions),
            "position": digest,
        }

    def bot_request(self) -> str:
        """The JSON a bot needs: the game's id (the service finds its spec by it), its level,
        its seed and its seat's view (nothing more), with the ticket its answer must echo."""
        session = self.session
        assert session is not None
        seat = session.bot_to_move()
        assert seat is not None
        return json.dumps(
            {
                "game": session.spec.id,
                "level": session.seats[seat].level,
                "seed": (session.seed * 31 + seat * 7919 + len(session.steps)) % (1 << 62),
                "view": session.view(seat),
                "ticket": self.bot_ticket(),
            }
        )

    def bot_act(self, answer: dict[str, Any]) -> bool:
        """A bot's answer (`{"action": …, "ticket": …}`); dropped unless the table is shown,
        a bot is to move and the ticket is this game's at this very decision (the player may
        have left, opened another game or undone meanwhile)."""
        session = self.session
        if session is None or self.screen != "table" or session.bot_to_move() is None:
            return False  # the player left the table meanwhile: the bot thinks again later
        if answer.get("ticket") != self.bot_ticket():
            return False
        try:
            session.apply(str(answer.get("action")))
        except ValueError:  # the game's own ActionError is one
            return False
        self._save()
        self._show_table()
        return True

    # --- saving ------------------------------------------------------------------------------

    def _doc(self, now: str, name: str | None = None) -> SaveDoc:
        session = self.session
        assert session is not None
        return SaveDoc(
            name=name or self.slot_name,
            created=self.created or now,
            updated=now,
            seats=session.seats,
            undo_used=session.undo_used,
            record=session.record,
            branch=self.branch,
            revision=self.revision + 1,
            writer=self.tab_id,
        )

    def _save(self) -> None:
        """Autosave after every decision; a refusing storage leaves the game in memory. A slot
        another tab wrote since this tab last read or wrote it is never overwritten."""
        if self.session is None or self.slot is None:
            return
        if self._stored_text() != self._last_text:
            self._written_elsewhere()
            return
        self._write()

    def _write(self) -> None:
        assert self.session is not None and self.slot is not None
        doc = self._doc(self.now())
        written = saves.write(self.storage, self.slot, doc, self.session.game)
        self.in_memory = written is None
        if written is not None:
            self.revision, self._last_text = doc.revision, written

    def _stored_text(self) -> str | None:
        try:
            text = self.storage.getItem(saves.slot_key(self.slot or ""))
        except Exception:  # unreadable: as if unchanged (writing will say whether it works)
            return self._last_text
        return text if isinstance(text, str) else None

    def _written_elsewhere(self) -> None:
        """Another tab (or version) wrote this game's slot. If its game contains every move
        of this tab's, this tab catches up with it; otherwise this tab's game goes to a new
        slot as a copy (saying so), and the other tab's game keeps the original slot."""
        session, slot = self.session, self.slot
        assert session is not None and slot is not None
        try:
            doc, text = saves.read_text(self.storage, slot)
            theirs = Session.from_record(doc.record, doc.seats, doc.undo_used)
        except (SaveError, RecordError):
            theirs = None
        if theirs is not None and self._continues(theirs):
            self._take_over(slot, doc, text, theirs)
            self.notices.append(t("tabs.moved_on"))
            return
        now = self.now()
        self.slot = saves.new_slot_id(self.storage, now)
        self.slot_name = short_name(t("tabs.fork_name", name=self.slot_name))
        self.created = now
        self.revision, self._last_text = 0, None
        self._write()
        self.notices.append(t("tabs.forked", name=self.slot_name))

    def _continues(self, theirs: Session) -> bool:
        """Whether `theirs` is this tab's game with every move of it, and maybe more."""
        mine = self.session
        assert mine is not None
        ours, their_record = mine.record, theirs.record
        return (
            theirs.seats == mine.seats
            and their_record["config"] == ours["config"]
            and their_record["seed"] == ours["seed"]
            and their_record["actions"][: len(ours["actions"])] == ours["actions"]
        )

    def storage_changed(self, key: str | None) -> bool:
        """The browser's `storage` event: another tab changed `key` (None: everything).
        Returns whether the screen should be drawn again. An idle table catches up with the
        other tab at once (or keeps its own moves as a copy); while a bot thinks, its
        decision's save settles it instead."""
        listing = self.screen in ("home", "saves") and (key is None or key.startswith(saves.PREFIX))
        if self.session is None or self.slot is None or self.screen not in ("table", "pass"):
            return listing
        if key is not None and key != saves.slot_key(self.slot):
            return False
        stored = self._stored_text()
        if self.thinking or stored == self._last_text:
            return False
        if stored is None:
            self.notices.append(t("tabs.deleted"))
            return True
        self._written_elsewhere()
        self._show_table()
        return True

    def _latest_unfinished(
        self, listed: list[saves.SlotInfo] | None = None
    ) -> saves.SlotInfo | None:
        for info in saves.list_saves(self.storage) if listed is None else listed:
            if info.ok and not info.finished:
                return info
        return None

    # --- failures ----------------------------------------------------------------------------

    def fail(self, details: str) -> None:
        """Show the friendly error screen; the details carry the save record for a report."""
        record = json.dumps(self.session.record) if self.session is not None else "none"
        self.error_details = f"{details}\n\nsave record: {record}"
        self.screen = "error"


def playable_games() -> list[GameSpec]:
    """The installed games that can be drawn in the browser, in the registry's order."""
    return [spec for spec in registry.all_specs() if spec.ui_module is not None]


# Every command the page may send, by the name its buttons carry (`data-command`).
COMMANDS: dict[str, Callable[[App, dict[str, str]], None]] = {
    "home": App._cmd_home,
    "new": App._cmd_new,
    "saves": App._cmd_saves,
    "import": App._cmd_import,
    "rules": App._cmd_rules,
    "players": App._cmd_players,
    "pause": App._cmd_pause,
    "start": App._cmd_start,
    "continue": App._cmd_continue,
    "resume": App._cmd_resume,
    "export-current": App._cmd_export_current,
    "open": App._cmd_open,
    "delete": App._cmd_delete,
    "keep": App._cmd_keep,
    "delete-confirmed": App._cmd_delete_confirmed,
    "cleanup": App._cmd_cleanup,
    "cleanup-keep": App._cmd_cleanup_keep,
    "cleanup-confirmed": App._cmd_cleanup_confirmed,
    "export": App._cmd_export,
    "export-raw": App._cmd_export_raw,
    "import-go": App._cmd_import_go,
    "reveal": App._cmd_reveal,
    "undo": App._cmd_undo,
    "save-as": App._cmd_save_as,
    "replay-game": App._cmd_replay_game,
    "replay-slot": App._cmd_replay_slot,
    "replay-first": App._cmd_replay_first,
    "replay-back": App._cmd_replay_back,
    "replay-forward": App._cmd_replay_forward,
    "replay-last": App._cmd_replay_last,
    "replay-round": App._cmd_replay_round,
    "replay-seat": App._cmd_replay_seat,
    "replay-play": App._cmd_replay_play,
    "replay-pause": App._cmd_replay_pause,
    "replay-continue": App._cmd_replay_continue,
    "make-demo": App._cmd_make_demo,
    "copy-link": App._cmd_copy_link,
    "copy-error": App._cmd_copy_error,
}
