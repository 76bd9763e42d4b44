"""The screens around the table: home, new game, saved games, import, pass-the-device, errors.

Pure render functions; every form field and button carries the `data-command` the browser
glue hands to `app.App.command`.
"""

from __future__ import annotations

from typing import Any

from tabletop import registry, untrusted
from tabletop.bots.base import LEVELS
from tabletop.markup import Markup, bdi, bdi_list, el, join
from tabletop.saves import MAX_SAVES, NEAR_SAVES
from tabletop.spec import GameSpec, Option
from tabletop.text import LANGUAGES, language, t, t_markup
from tabletop.ui import coach, keys

SEAT_KINDS = ("human", *LEVELS)  # a seat is a human or a bot of some level
DEFAULT_LEVEL = "easy"


def button(label: Markup | str, command: str, **attrs: object) -> Markup:
    return el("button", {"type": "button", "data-command": command, **attrs}, label)


def language_switch() -> Markup:
    """English | Français: each language named in itself (and marked as such for screen
    readers), the one spoken now pressed; the choice is kept on this device."""
    current = language()
    return el(
        "div",
        {"class_": "lang-switch", "role": "group", "aria-label": t("lang.label")},
        [
            [
                " | " if index else None,
                button(
                    t(f"lang.{code}"),
                    "language",
                    data_lang=code,
                    lang=code,
                    class_="link",
                    aria_pressed="true" if code == current else "false",
                ),
            ]
            for index, code in enumerate(LANGUAGES)
        ],
    )


def nav(back: bool = True) -> Markup | None:
    return (
        el("nav", {"class_": "screen-nav"}, button(t("home.back"), "home", class_="link"))
        if back
        else None
    )


def home_screen(
    has_autosave: bool,
    autosave_summary: Markup | str | None,
    notices: list[str],
    *,
    unsaved_summary: Markup | str | None = None,
    rules_entries: tuple[tuple[str, str], ...] = (),
    tutorials: tuple[tuple[str, str, bool], ...] = (),
) -> Markup:
    """The menu. `unsaved_summary` describes a game kept only in memory (storage full),
    offered first, with the way to keep it as a file; `rules_entries` are (label, game id)
    entries opening a game's Rules screen, after the Rules entry; `tutorials` are (title,
    game id, whether one waits to be resumed): "Learn to play", a panel of its own."""
    items = []
    if unsaved_summary is not None:
        items.append(
            el(
                "li",
                {"class_": "unsaved"},
                button(t("home.resume"), "resume", class_="primary"),
                el("span", {"class_": "summary"}, unsaved_summary),
                el("p", {"class_": "notice", "role": "alert"}, t("home.unsaved")),
                button(t("home.export_unsaved"), "export-current"),
            )
        )
    if has_autosave:
        items.append(
            el(
                "li",
                {},
                button(
                    t("home.continue"),
                    "continue",
                    class_="" if unsaved_summary is not None else "primary",
                ),
                el("span", {"class_": "summary"}, autosave_summary) if autosave_summary else None,
            )
        )
    first = not has_autosave and unsaved_summary is None
    items += [
        el("li", {}, button(t("home.new_game"), "new", class_="primary" if first else "")),
        el("li", {}, button(t("home.saved_games"), "saves")),
        el("li", {}, button(t("home.import"), "import")),
        el("li", {}, button(t("home.rules"), "rules")),
        el("li", {}, button(t("home.lab"), "lab")),
        *[el("li", {}, button(label, "rules", data_game=game)) for label, game in rules_entries],
    ]
    return join(
        [
            [el("p", {"class_": "notice", "role": "status"}, n) for n in notices],
            el(
                "section",
                {"class_": "panel home", "aria-labelledby": "home-title"},
                el("h2", {"id": "home-title"}, t("home.title")),
                el("ul", {"class_": "menu"}, items),
            ),
            learn_panel(tutorials) if tutorials else None,
            language_switch(),
        ]
    )


def learn_panel(tutorials: tuple[tuple[str, str, bool], ...]) -> Markup:
    """Learn to play: a first game of each game, taught at its table; one left unfinished
    is resumed, or started again."""
    rows = []
    for title, game, waiting in tutorials:
        rows.append(
            el(
                "li",
                {},
                button(
                    t("tutorial.resume" if waiting else "tutorial.start", game=title),
                    "tutorial",
                    data_game=game,
                ),
                button(
                    t("tutorial.restart", game=title),
                    "tutorial-restart",
                    data_game=game,
                    class_="link",
                )
                if waiting
                else None,
            )
        )
    return el(
        "section",
        {"class_": "panel learn", "aria-labelledby": "learn-title"},
        el("h2", {"id": "learn-title"}, t("tutorial.title")),
        el("p", {}, t("tutorial.about")),
        el("ul", {"class_": "menu"}, rows),
    )


PAUSES = (0, 300, 700, 1500)


def option_field(option: Option, defaults: dict[str, Any]) -> Markup:
    """A game's option on the form: a checkbox for a yes/no option, else a list of values."""
    if option.is_switch:
        checked = defaults.get(option.name, "on" if option.default else "") in ("on", "true", "1")
        box = {"type": "checkbox", "name": option.name, "id": option.name, "checked": checked}
        return el("label", {"class_": "check"}, el("input", box), t(option.label))
    chosen = str(defaults.get(option.name, option.default))
    choices = [
        el("option", {"value": str(v), "selected": str(v) == chosen}, t(f"{option.label}.{v}"))
        for v in option.values
    ]
    return join(
        [
            el("label", {"for": option.name}, t(option.label)),
            el("select", {"id": option.name, "name": option.name}, choices),
        ]
    )


def style_field(spec: GameSpec[Any], seat: int, chosen: str) -> Markup | None:
    """A bot seat's style (`GameSpec.styles`), for a game that has some; a person ignores it."""
    if not spec.styles:
        return None
    lang = language()
    choices = [el("option", {"value": "", "selected": not chosen}, t("new.style.none"))]
    choices += [
        el(
            "option",
            {"value": style.id, "selected": style.id == chosen, "title": style.about[lang]},
            style.names[lang],
        )
        for style in spec.styles
    ]
    return join(
        [
            el("label", {"for": f"style{seat}"}, t("new.style")),
            el("select", {"id": f"style{seat}", "name": f"style{seat}"}, choices),
        ]
    )


def new_game_screen(
    spec: GameSpec[Any],
    games: list[GameSpec[Any]],
    defaults: dict[str, Any] | None = None,
    pause_ms: int = 700,
    commitment: str = "",
) -> Markup:
    """The New game form: the game, its seats (human or a bot level, with names), the game's
    own options (from its schema), a seed and the bots' pause."""
    defaults = defaults or {}
    players = untrusted.whole_number(str(defaults.get("players", "")), 100)
    if players not in spec.players:
        players = spec.players[0]
    seats = []
    for seat in range(max(spec.players)):
        kind = defaults.get(f"kind{seat}", "human" if seat == 0 else DEFAULT_LEVEL)
        name = defaults.get(f"name{seat}", t("new.default_name", n=seat + 1))
        options = [
            el("option", {"value": k, "selected": k == kind}, t(f"new.kind.{k}"))
            for k in SEAT_KINDS
        ]
        seats.append(
            el(
                "fieldset",
                {"class_": "seat", "data-seat": seat, "hidden": seat >= players},
                el("legend", {}, t("new.seat", n=seat + 1)),
                el("label", {"for": f"name{seat}"}, t("new.name")),
                el(
                    "input",
                    {
                        "id": f"name{seat}",
                        "name": f"name{seat}",
                        "value": name,
                        "maxlength": 40,
                        "autocomplete": "off",
                    },
                ),
                el("label", {"for": f"kind{seat}"}, t("new.who")),
                # A change of who sits here draws the form again: a bot's style only for a bot.
                el(
                    "select",
                    {"id": f"kind{seat}", "name": f"kind{seat}", "data-command": "players"},
                    options,
                ),
                style_field(spec, seat, str(defaults.get(f"style{seat}", "")))
                if kind != "human"
                else None,
            )
        )
    player_choices = [
        el("option", {"value": n, "selected": n == players}, t("new.players_n", n=n))
        for n in spec.players
    ]
    game_choices = [
        el("option", {"value": g.id, "selected": g.id == spec.id}, g.title_in(language()))
        for g in games
    ]
    return el(
        "form",
        {
            "class_": "panel new-game",
            "id": "new-game",
            "aria-labelledby": "new-title",
            "data-command": "start",
        },
        nav(),
        el("h2", {"id": "new-title"}, t("new.title")),
        join(
            [
                el("label", {"for": "game"}, t("new.game")),
                el(
                    "select",
                    {"id": "game", "name": "game", "data-command": "players"},
                    game_choices,
                ),
            ]
        )
        if len(games) > 1
        else el("input", {"type": "hidden", "name": "game", "value": spec.id}),
        el("label", {"for": "players"}, t("new.players")),
        el(
            "select",
            {"id": "players", "name": "players", "data-command": "players"},
            player_choices,
        ),
        el("div", {"class_": "seats"}, seats),
        [option_field(option, defaults) for option in spec.options],
        el("label", {"for": "seed"}, t("new.seed")),
        el(
            "input",
            {
                "id": "seed",
                "name": "seed",
                "inputmode": "numeric",
                "value": defaults.get("seed", ""),
                "placeholder": t("new.seed_hint"),
                "aria-describedby": "commitment",
            },
        ),
        el(
            "p",
            {"class_": "note commitment", "id": "commitment"},
            t("new.commitment"),
            el("code", {"class_": "hash"}, commitment),
        )
        if commitment
        else None,
        el("label", {"for": "pause"}, t("new.pause")),
        el(
            "select",
            {"id": "pause", "name": "pause"},
            [
                el(
                    "option",
                    {"value": ms, "selected": ms == int(defaults.get("pause", pause_ms))},
                    t(f"new.pause.{ms}"),
                )
                for ms in PAUSES
            ],
        ),
        el("p", {"class_": "error", "role": "alert"}, defaults["error"])
        if defaults.get("error")
        else None,
        el("button", {"type": "submit", "class_": "primary"}, t("new.start")),
    )


def _confirm(slot_id: str) -> Markup:
    return el(
        "div",
        {"class_": "confirm", "role": "alert"},
        el("p", {}, t("saves.confirm_delete")),
        button(t("saves.delete_yes"), "delete-confirmed", data_slot=slot_id, class_="danger"),
        button(t("saves.delete_no"), "keep", data_slot=slot_id),
    )


def _cap(slots: list[Any], candidates: list[Any], confirming: bool) -> Markup:
    """The count of saves; near the cap, the offer to delete the oldest finished games."""
    count = el("p", {"class_": "count"}, t("saves.count", n=len(slots), max=MAX_SAVES))
    if len(slots) < NEAR_SAVES:
        return count
    warning = "saves.over_cap" if len(slots) > MAX_SAVES else "saves.near_cap"
    offer: Markup | None
    if not candidates:
        offer = el("p", {}, t("saves.cleanup_none"))
    elif confirming:
        offer = el(
            "div",
            {"class_": "confirm", "role": "alert"},
            el("p", {}, t("saves.cleanup_confirm", n=len(candidates))),
            el(
                "ol",
                {"class_": "cleanup-list", "tabindex": 0},
                [
                    el("li", {}, bdi(info.name), f" — {info.updated[:16].replace('T', ' ')}")
                    for info in candidates
                ],
            ),
            button(t("saves.cleanup_yes", n=len(candidates)), "cleanup-confirmed", class_="danger"),
            button(t("saves.cleanup_no"), "cleanup-keep"),
        )
    else:
        offer = button(t("saves.cleanup", n=len(candidates)), "cleanup")
    return el(
        "div",
        {"class_": "cap"},
        count,
        el("p", {"class_": "notice", "role": "status"}, t(warning, max=MAX_SAVES)),
        offer,
    )


def saves_screen(
    slots: list[Any],
    notices: list[str],
    confirm_delete: str | None = None,
    candidates: list[Any] | None = None,
    confirm_cleanup: bool = False,
) -> Markup:
    """Saved games: each save's name, game, seats (with bot levels) and scores, round,
    winner once finished, and date; open, replay, export, delete. A broken
    save is listed with its reason and kept as it is. Above the list, the count, and near
    the cap the offer to delete the oldest finished games (`candidates`)."""
    rows = []
    for slot in slots:
        if slot.error:
            rows.append(
                el(
                    "li",
                    {"class_": "slot broken", "data-slot": slot.slot_id},
                    el("strong", {}, t("saves.broken", slot=slot.slot_id)),
                    el("p", {}, slot.error),
                    el("p", {"class_": "note"}, t("saves.kept")),
                    el(
                        "div",
                        {"class_": "slot-buttons"},
                        button(t("saves.export_raw"), "export-raw", data_slot=slot.slot_id),
                        button(t("saves.delete"), "delete", data_slot=slot.slot_id),
                    ),
                    _confirm(slot.slot_id) if confirm_delete == slot.slot_id else None,
                )
            )
            continue
        rows.append(
            el(
                "li",
                {"class_": "slot", "data-slot": slot.slot_id},
                el("strong", {}, bdi(slot.name)),
                slot_facts(slot),
                el(
                    "div",
                    {"class_": "slot-buttons"},
                    button(t("saves.open"), "open", data_slot=slot.slot_id),
                    button(t("saves.replay"), "replay-slot", data_slot=slot.slot_id),
                    button(t("saves.export"), "export", data_slot=slot.slot_id),
                    button(t("saves.delete"), "delete", data_slot=slot.slot_id),
                ),
                _confirm(slot.slot_id) if confirm_delete == slot.slot_id else None,
            )
        )
    return el(
        "section",
        {"class_": "panel saves", "aria-labelledby": "saves-title"},
        nav(),
        el("h2", {"id": "saves-title"}, t("saves.title")),
        [el("p", {"class_": "notice", "role": "status"}, n) for n in notices],
        _cap(slots, candidates or [], confirm_cleanup) if slots else None,
        el("ul", {"class_": "slots"}, rows) if rows else el("p", {}, t("saves.none")),
    )


def _seat_line(name: str, level: str | None, score: int | None) -> Markup:
    """One seat in the saves list: the name, the bot's level if a bot, the score."""
    return el(
        "li",
        {"class_": "bot" if level else "human"},
        bdi(name),
        [" ", el("span", {"class_": "level"}, t("saves.bot_level", level=t(f"level.{level}")))]
        if level
        else None,
        [" — ", el("span", {"class_": "score"}, score)] if score is not None else None,
    )


def progress(slot: Any) -> str:
    """How far a saved game went, as its table says it: the round, or the turn for a game
    counted in turns (Microcosm's "Turn 12 of 18"); a finished game's last, said finished."""
    known = slot.game in registry.ids()
    if known and registry.get(slot.game).counts_turns:
        where = t("saves.at_turn", n=slot.turn if slot.finished else slot.turn + 1)
    else:
        where = t("saves.at_round", n=slot.round)
    return t("saves.round_over", n=where) if slot.finished else where


def slot_facts(slot: Any) -> Markup:
    """A save's line in the list, as labelled facts: the game, the seats (bots with their
    level) and scores, the round, the winner once finished, and when it was saved."""
    known = slot.game in registry.ids()
    title = registry.get(slot.game).title_in(language()) if known else slot.game
    levels = slot.levels or (None,) * len(slot.players)
    scores = list(slot.scores) or [None] * len(slot.players)
    seats = [
        _seat_line(name, level, score)
        for name, level, score in zip(slot.players, levels, scores, strict=False)
    ]
    round_text = progress(slot)
    facts: list[tuple[str, str, object]] = [
        ("game", t("saves.col.game"), title),
        ("seats", t("saves.col.seats"), el("ul", {"class_": "seats"}, seats)),
        ("round", t("saves.col.round"), round_text),
    ]
    if slot.finished and slot.winners:
        winners = bdi_list(slot.players[i] for i in slot.winners if i < len(slot.players))
        facts.append(("winner", t("saves.col.winner"), winners))
    helped = coach.help_note(slot.undo_used, slot.hints)
    if helped:
        facts.append(("help", t("saves.col.help"), helped))
    facts.append(("when", t("saves.col.saved"), slot.updated[:16].replace("T", " ")))
    return el(
        "dl",
        {"class_": "slot-facts"},
        [
            el("div", {"class_": f"fact {key}"}, el("dt", {}, label), el("dd", {}, value))
            for key, label, value in facts
        ],
    )


def import_screen(error: str | None = None) -> Markup:
    return el(
        "section",
        {"class_": "panel import", "aria-labelledby": "import-title"},
        nav(),
        el("h2", {"id": "import-title"}, t("import.title")),
        el("label", {"for": "import-file"}, t("import.file")),
        el("input", {"type": "file", "id": "import-file", "accept": ".json,application/json"}),
        el("label", {"for": "import-text"}, t("import.paste")),
        el("textarea", {"id": "import-text", "rows": 6, "spellcheck": "false"}, ""),
        el("p", {"class_": "error", "role": "alert"}, error) if error else None,
        button(t("import.go"), "import-go", class_="primary"),
    )


def pass_screen(name: str) -> Markup:
    """Hotseat privacy screen: nothing of the table is drawn until the player confirms. The
    way home stays open (a game reopened at the start may not be the one wanted now)."""
    return join(
        [
            nav(),
            el(
                "section",
                {"class_": "panel pass", "aria-labelledby": "pass-title"},
                el("h2", {"id": "pass-title"}, t_markup("pass.title", name=bdi(name))),
                el("p", {}, t_markup("pass.body", name=bdi(name))),
                button(
                    t_markup("pass.ready", name=bdi(name)),
                    "reveal",
                    class_="primary",
                    autofocus=True,
                ),
            ),
        ]
    )


def error_screen(details: str, notices: list[str] | None = None) -> Markup:
    """A friendly message for an unexpected error, with its details to copy for a report
    (and whether copying them worked)."""
    return el(
        "section",
        {"class_": "panel error-screen", "role": "alert", "aria-labelledby": "error-title"},
        el("h2", {"id": "error-title"}, t("error.title")),
        el("p", {}, t("error.body")),
        el("textarea", {"id": "error-details", "readonly": True, "rows": 8}, details),
        [el("p", {"class_": "notice copy-status", "role": "status"}, n) for n in notices or ()],
        el(
            "div",
            {"class_": "slot-buttons"},
            button(t("error.copy"), "copy-error", class_="primary"),
            button(t("error.home"), "home"),
        ),
    )


def table_toolbar(
    pause_ms: int, unsaved: bool = False, bots: bool = True, open_: bool = False
) -> Markup:
    """Home, save a copy (or, for a game kept only in memory, export it), replay, and the
    bots' pause (only in a game with bots: hotseat between humans has none to pause). On a
    phone they fold behind one "Menu" button (app.css hides it on a wider screen), so that
    the table starts on the first screen; `open_`: the player unfolded them."""
    return el(
        "nav",
        {"class_": "toolbar" + (" open" if open_ else ""), "aria-label": t("toolbar.label")},
        button(
            t("toolbar.menu"),
            "menu",
            class_="menu-toggle",
            **{"aria-expanded": "true" if open_ else "false", "aria-controls": "toolbar-items"},
        ),
        el(
            "div",
            {"class_": "toolbar-items", "id": "toolbar-items"},
            button(t("toolbar.home"), "home", class_="link"),
            button(t("toolbar.export"), "export-current", class_="link")
            if unsaved
            else button(t("toolbar.save_as"), "save-as", class_="link"),
            button(t("toolbar.replay"), "replay-game", class_="link"),
            join(
                [
                    el("label", {"for": "pause-live"}, t("toolbar.pause")),
                    el(
                        "select",
                        {"id": "pause-live", "data-command": "pause"},
                        [
                            el(
                                "option",
                                {"value": ms, "selected": ms == pause_ms},
                                t(f"new.pause.{ms}"),
                            )
                            for ms in PAUSES
                        ],
                    ),
                ]
            )
            if bots
            else None,
            language_switch(),
            keys.shortcut_list(),
        ),
    )
