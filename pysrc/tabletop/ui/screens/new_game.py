"""The new-game form, built from the chosen game's option schema, and starting a game."""

from __future__ import annotations

from typing import Any

from tabletop import saves, untrusted
from tabletop.bots.base import LEVELS
from tabletop.markup import Markup
from tabletop.saves import SaveError, Seat
from tabletop.spec import GameSpec
from tabletop.text import isolate, t
from tabletop.ui import autosave, home
from tabletop.ui.game_ui import ui_of
from tabletop.ui.session import Session
from tabletop.ui.shell import (
    MAX_SEED,
    AppState,
    Command,
    Fields,
    commitment,
    playable_games,
    show_table,
)


def render(app: AppState) -> Markup:
    if app.next_seed is None:
        app.next_seed = app.fresh_seed() % MAX_SEED
    return home.new_game_screen(
        form_game(app.form),
        playable_games(),
        app.form,
        app.pause_ms,
        commitment(app.next_seed),
    )


def form_game(fields: dict[str, Any]) -> GameSpec[Any]:
    """The game the form names (the first game with an interface if it names none)."""
    games = playable_games()
    spec = next((g for g in games if g.id == fields.get("game")), games[0])
    ui_of(spec)  # its interface registers the strings its options are labelled with
    return spec


def new(app: AppState, fields: Fields) -> None:
    app.form = {}
    app.next_seed = app.fresh_seed() % MAX_SEED  # committed to on the form
    app.screen = "new"


def players(app: AppState, fields: Fields) -> None:
    """The form drawn again for what was changed (the game or the number of players)."""
    app.form = dict(fields)
    app.screen = "new"


def pause(app: AppState, fields: Fields) -> None:
    autosave.set_pause(app, fields.get("value", ""))


def start(app: AppState, fields: Fields) -> None:
    try:
        spec, config, seed, seats = read_form(app, fields)
    except ValueError as error:
        app.form = {**fields, "error": str(error)}
        app.screen = "new"
        return
    autosave.set_pause(app, fields.get("pause", ""))
    app.session = Session.new(spec, config, seed, seats)
    app.next_seed = None  # used: the next game gets a new seed and commitment
    app.branch = None
    names = " · ".join(isolate(s.name) for s in seats)
    autosave.start_slot(app, t("saves.default_name", names=names, date=app.now()[:10]))
    show_table(app)


def read_form(
    app: AppState, fields: Fields
) -> tuple[GameSpec[Any], dict[str, Any], int, list[Seat]]:
    """The game, config, seed and seats the form asks for; ValueError says what is wrong."""
    spec = form_game(fields)
    if fields.get("game", spec.id) != spec.id:
        raise ValueError(t("new.bad_game"))
    count = untrusted.whole_number(fields.get("players", str(spec.players[0])), 100)
    if count not in spec.players:
        raise ValueError(t("new.bad_players"))
    config: dict[str, Any] = {"players": count}
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
    seats = [_seat(fields, seat, spec) for seat in range(count)]
    return spec, config, _seed(app, fields), seats


def _seat(fields: Fields, seat: int, spec: GameSpec[Any]) -> Seat:
    name = fields.get(f"name{seat}", "").strip() or t("new.default_name", n=seat + 1)
    if len(name) > saves.MAX_NAME:
        raise ValueError(t("new.long_name", n=saves.MAX_NAME))
    try:
        saves.check_name(name, t("saves.field.seat_name", seat=seat + 1))
    except SaveError as error:  # e.g. a lone surrogate, which no save would keep
        raise ValueError(str(error)) from None
    kind = fields.get(f"kind{seat}", "human")
    if kind == "human":
        return Seat(name, "human")
    if kind not in LEVELS:
        raise ValueError(t("new.bad_kind"))
    style = fields.get(f"style{seat}", "") or None
    if style is not None and style not in [s.id for s in spec.styles]:
        raise ValueError(t("new.bad_style"))
    return Seat(name, "bot", kind, style)


def _seed(app: AppState, fields: Fields) -> int:
    """The typed seed, else the one committed to on the form."""
    raw = fields.get("seed", "").strip()
    if raw:
        typed = untrusted.whole_number(raw, MAX_SEED)
        if typed is None:
            raise ValueError(t("new.bad_seed"))
        return typed
    if app.next_seed is None:
        app.next_seed = app.fresh_seed() % MAX_SEED
    return app.next_seed


SCREENS = {"new": render}
COMMANDS: dict[str, Command] = {"new": new, "players": players, "pause": pause, "start": start}
