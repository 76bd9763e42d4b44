"""The home menu, the rules screen and the error screen."""

from __future__ import annotations

import json
from typing import Any

from tabletop import saves
from tabletop.markup import Markup, bdi_list, el, join
from tabletop.spec import GameSpec
from tabletop.text import language, t, t_markup
from tabletop.ui import autosave, home
from tabletop.ui.embed import demo_list
from tabletop.ui.game_ui import ui_of
from tabletop.ui.screens import tutorial
from tabletop.ui.shell import AppState, Command, Effect, Fields, playable_games, show_table


def render_home(app: AppState) -> Markup:
    listed = saves.list_saves(app.storage)
    latest = autosave.latest_unfinished(app, listed)
    notices = app.shown_notices()
    if len(listed) > saves.MAX_SAVES:
        notices.append(t("home.over_cap", n=len(listed), max=saves.MAX_SAVES))
    summary = None
    if latest is not None:
        summary = t_markup(
            "home.continue_summary",
            players=bdi_list(latest.players),
            round=latest.round,
        )
    unsaved = None
    if app.in_memory and app.session is not None:
        unsaved = t_markup(
            "home.continue_summary",
            players=bdi_list(app.session.names),
            round=app.session.game.turn // len(app.session.seats) + 1,
        )
    lang = language()
    entries = tuple(
        (spec.home_entry.get(lang) or spec.home_entry["en"], spec.id)
        for spec in playable_games()
        if spec.home_entry
    )
    return home.home_screen(
        latest is not None,
        summary,
        notices,
        unsaved_summary=unsaved,
        rules_entries=entries,
        tutorials=tutorial.entries(app, listed),
    )


def rules_spec(app: AppState) -> GameSpec[Any]:
    """The game whose rules are shown: the one picked on the Rules screen, else the game shown."""
    picked = [spec for spec in playable_games() if spec.id == app.rules_game]
    return picked[0] if picked else app.spec


def render_rules(app: AppState) -> Markup:
    spec = rules_spec(app)
    game_ui = ui_of(spec)
    picker = el(
        "div",
        {"class_": "slot-buttons rules-games", "role": "group", "aria-label": t("rules.games")},
        [
            home.button(
                other.title,
                "rules",
                data_game=other.id,
                aria_pressed="true" if other.id == spec.id else "false",
            )
            for other in playable_games()
        ],
    )
    return join(
        [
            home.nav(),
            el(
                "section",
                {"class_": "panel rules", "aria-label": t("home.rules")},
                picker,
                game_ui.rules(),
                demo_list(spec, "./", *(app.rules_demo or (None, 0))),
                game_ui.gallery(),
            ),
        ]
    )


def render_error(app: AppState) -> Markup:
    return home.error_screen(app.error_details, app.shown_notices())


def fail(app: AppState, details: str) -> None:
    """The friendly error screen; the details carry the save record for a report."""
    record = json.dumps(app.session.record) if app.session is not None else "none"
    app.error_details = f"{details}\n\nsave record: {record}"
    app.screen = "error"


def go_home(app: AppState, fields: Fields) -> None:
    app.screen = "home"


def rules(app: AppState, fields: Fields) -> None:
    """The Rules screen, of the game a picker button names (else of the game shown)."""
    app.rules_game = fields.get("game") or None
    app.rules_demo = None
    app.screen = "rules"


def rules_demo(app: AppState, fields: Fields) -> None:
    """A demo played in place on the Rules screen, at the step its button names (the screen
    keeps the step in range). A demo just picked (from the list, or from a game's own rules
    text) takes the focus on its Step button, which brings it into view."""
    step = fields.get("step", "0")
    name = fields.get("demo", "")
    if not step.isdigit() or not name:
        return
    picked = name != (app.rules_demo or ("", 0))[0]
    app.rules_game = fields.get("game") or app.rules_game
    app.rules_demo = (name, min(int(step), 10_000))
    app.screen = "rules"
    if picked:
        app.effects.append(Effect("focus", "#rules-demo-step|#rules-demo-back"))


def continue_latest(app: AppState, fields: Fields) -> None:
    """The latest unfinished game, from its save."""
    latest = autosave.latest_unfinished(app)
    if latest is not None:
        autosave.open_slot(app, latest.slot_id)


def resume(app: AppState, fields: Fields) -> None:
    """Back to the game kept only in memory; it is saved now if there is room again."""
    if app.in_memory and app.session is not None:
        autosave.save(app)
        show_table(app)


def export_current(app: AppState, fields: Fields) -> None:
    """The game being played, as a file (the way to keep a game the storage refused)."""
    if app.session is not None:
        text = saves.export_text(autosave.doc(app, app.now()))
        name = f"{app.session.spec.id}-{app.slot}.json"
        app.effects.append(Effect("download", name, text))


def copy_error(app: AppState, fields: Fields) -> None:
    """Copy the details; if the clipboard refuses, the page selects them in the box."""
    app.effects.append(Effect("copy", "#error-details", app.error_details))


def copied(app: AppState, fields: Fields) -> None:
    """The page copied a text: said beside what was copied (a link says "Link copied")."""
    link = fields.get("target") == "#share-link"
    app.notices.append(t("copy.link_done") if link else t("app.copied"))


def copy_refused(app: AppState, fields: Fields) -> None:
    """The browser refused the clipboard (no permission, an insecure page, no API): said
    clearly, and the page selects the text so that it can be copied by hand."""
    link = fields.get("target") == "#share-link"
    app.notices.append(t("copy.link_refused") if link else t("app.copy_failed"))


def switch_language(app: AppState, fields: Fields) -> None:
    """The language switch (home screen and the table's toolbar), kept on this device."""
    autosave.set_language(app, fields.get("lang", ""))


SCREENS = {"home": render_home, "rules": render_rules, "error": render_error}
COMMANDS: dict[str, Command] = {
    "home": go_home,
    "rules": rules,
    "rules-demo": rules_demo,
    "continue": continue_latest,
    "resume": resume,
    "export-current": export_current,
    "copy-error": copy_error,
    "language": switch_language,
    "copied": copied,
    "copy-refused": copy_refused,
}
