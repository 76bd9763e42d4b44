"""The balance lab: a person chooses a game, its options, the bots in its seats and a number
of games; the games are played one at a time in the bots' worker (`lab_due`, `lab_request`,
`lab_act`), and the figures, charts and CSV of the games finished so far are shown as they
come. Game n is `python -m tabletop arena`'s game n for the same settings (`tabletop.lab`), so
the command shown under the results gives the same figures."""

from __future__ import annotations

import json
import shlex
from typing import Any

from tabletop import registry, untrusted
from tabletop.arena import Outcome
from tabletop.bots.base import LEVELS
from tabletop.lab import Figures, LabRun, LabState, csv_text
from tabletop.markup import Markup, el, join
from tabletop.spec import GameSpec
from tabletop.text import t
from tabletop.ui import charts, home
from tabletop.ui.game_ui import ui_of
from tabletop.ui.shell import MAX_SEED, AppState, Command, Effect, Fields, playable_games

MAX_GAMES = 1_000  # a page's run; the command line goes further
DEFAULT_GAMES = 20
BUDGET = 100  # Hard's iterations per decision, without a time limit: the figures of docs/bots.md


def form_game(fields: dict[str, Any]) -> GameSpec[Any]:
    games = playable_games()
    spec = next((g for g in games if g.id == fields.get("game")), games[0])
    ui_of(spec)  # its option labels are registered by its interface
    return spec


def read_form(app: AppState, fields: Fields) -> LabRun:
    """The run the form asks for; ValueError with a sentence for the page."""
    spec = form_game(fields)
    count = untrusted.whole_number(fields.get("players", ""), 100)
    if count not in spec.players:
        raise ValueError(t("new.bad_players"))
    bots = []
    for seat in range(count):
        level = fields.get(f"bot{seat}", "easy")
        if level not in LEVELS:
            raise ValueError(t("new.bad_kind"))
        style = fields.get(f"style{seat}", "")
        if style and style not in [s.id for s in spec.styles]:
            raise ValueError(t("new.bad_style"))
        bots.append(f"{level}:{style}" if style else level)
    options: dict[str, Any] = {}
    for option in spec.options:
        text = fields.get(option.name)
        if option.is_switch:
            options[option.name] = text in ("on", "true", "1")
            continue
        found = [v for v in option.values if str(v) == (text or str(option.default))]
        if not found:
            raise ValueError(t("new.bad_option", option=t(option.label)))
        options[option.name] = found[0]
    games = untrusted.whole_number(fields.get("games", ""), MAX_GAMES + 1)
    if games is None or not 1 <= games <= MAX_GAMES:
        raise ValueError(t("lab.bad_games", most=MAX_GAMES))
    raw = fields.get("seed", "").strip()
    seed = untrusted.whole_number(raw, MAX_SEED) if raw else app.fresh_seed() % 100_000
    if seed is None:
        raise ValueError(t("new.bad_seed"))
    run = LabRun(spec.id, tuple(bots), games, count, seed, options, BUDGET)
    run.match()  # the game's own checks of its options (ValueError)
    return run


def show(app: AppState, fields: Fields) -> None:
    app.screen = "lab"


def redraw(app: AppState, fields: Fields) -> None:
    """The form drawn again for a new game or number of players."""
    app.lab_form = dict(fields)
    app.screen = "lab"


def start(app: AppState, fields: Fields) -> None:
    app.lab_form = dict(fields)
    app.screen = "lab"
    try:
        run = read_form(app, fields)
    except ValueError as error:
        app.lab_form["error"] = str(error)
        return
    app.lab = LabState(run)


def stop(app: AppState, fields: Fields) -> None:
    if app.lab is not None and app.lab.running:
        app.lab.stopped = True


def download(app: AppState, fields: Fields) -> None:
    lab = app.lab
    if lab is None or not lab.outcomes:
        return
    name = f"lab-{lab.run.game}-{lab.run.seed}-{len(lab.outcomes)}.csv"
    app.effects.append(Effect("download", name, csv_text(lab.outcomes, lab.run.labels)))


def lab_due(app: AppState) -> bool:
    return app.screen == "lab" and app.lab is not None and app.lab.running


def lab_request(app: AppState) -> str:
    """The next game's request, as `tabletop.lab.play_one_json` reads it."""
    assert app.lab is not None
    return app.lab.run.request(len(app.lab.outcomes))


def lab_act(app: AppState, answer: str, number: int) -> bool:
    """A game's outcome from the worker (JSON text), kept if it is this run's next game."""
    lab = app.lab
    if lab is None or not lab.running or number != len(lab.outcomes):
        return False
    try:
        outcome = Outcome.from_json(answer)
    except ValueError:
        said = json.loads(answer) if answer.startswith('{"error"') else {}
        lab.error = str(said.get("error", t("lab.bad_outcome")))[:300]
        return True
    if len(outcome.bots) != lab.run.match().players:
        lab.error = t("lab.bad_outcome")
        return True
    lab.outcomes.append(outcome)
    return True


def command_line(run: LabRun) -> str:
    """The arena command that plays the same games."""
    words = [
        "python3",
        "-m",
        "tabletop",
        "arena",
        "--game",
        run.game,
        "--bots",
        ",".join(run.names),
        "--players",
        str(run.players),
        "--games",
        str(run.games),
        "--seed",
        str(run.seed),
        "--budget",
        str(run.budget),
    ]
    spec = registry.get(run.game)
    for option in spec.options:
        value = run.options.get(option.name, option.default)
        if value != option.default:
            words += ["--option", f"{option.name}={value}"]
    return shlex.join(words)


# --- drawing ---------------------------------------------------------------------------------


def render(app: AppState) -> Markup:
    spec = form_game(app.lab_form)
    return join([form(spec, app.lab_form), results(app.lab)])


def form(spec: GameSpec[Any], defaults: dict[str, Any]) -> Markup:
    players = untrusted.whole_number(str(defaults.get("players", "")), 100)
    if players not in spec.players:
        players = spec.players[0]
    seats = [
        el(
            "div",
            {"class_": "lab-seat", "hidden": seat >= players},
            el("label", {"for": f"bot{seat}"}, t("lab.seat", n=seat + 1)),
            el(
                "select",
                {"id": f"bot{seat}", "name": f"bot{seat}"},
                [
                    el(
                        "option",
                        {"value": level, "selected": level == defaults.get(f"bot{seat}", "easy")},
                        t(f"level.{level}"),
                    )
                    for level in LEVELS
                ],
            ),
            home.style_field(spec, seat, str(defaults.get(f"style{seat}", ""))),
        )
        for seat in range(max(spec.players))
    ]
    games = playable_games()
    return el(
        "form",
        {"class_": "panel lab-form", "id": "lab-form", "data-command": "lab-run"},
        home.nav(),
        el("h2", {"id": "lab-title"}, t("lab.title")),
        el("p", {"class_": "note"}, t("lab.intro")),
        el("label", {"for": "lab-game"}, t("new.game")),
        el(
            "select",
            {"id": "lab-game", "name": "game", "data-command": "lab-form"},
            [el("option", {"value": g.id, "selected": g.id == spec.id}, g.title) for g in games],
        ),
        el("label", {"for": "lab-players"}, t("new.players")),
        el(
            "select",
            {"id": "lab-players", "name": "players", "data-command": "lab-form"},
            [
                el("option", {"value": n, "selected": n == players}, t("new.players_n", n=n))
                for n in spec.players
            ],
        ),
        el("div", {"class_": "lab-seats"}, seats),
        [home.option_field(option, defaults) for option in spec.options],
        el("label", {"for": "lab-games"}, t("lab.games")),
        el(
            "input",
            {
                "id": "lab-games",
                "name": "games",
                "type": "number",
                "min": 1,
                "max": MAX_GAMES,
                "value": defaults.get("games", DEFAULT_GAMES),
            },
        ),
        el("label", {"for": "lab-seed"}, t("new.seed")),
        el(
            "input",
            {
                "id": "lab-seed",
                "name": "seed",
                "inputmode": "numeric",
                "value": defaults.get("seed", ""),
                "placeholder": t("new.seed_hint"),
            },
        ),
        el("p", {"class_": "error", "role": "alert"}, defaults["error"])
        if defaults.get("error")
        else None,
        el("button", {"type": "submit", "class_": "primary"}, t("lab.run")),
    )


def results(lab: LabState | None) -> Markup | None:
    if lab is None:
        return None
    done, total = len(lab.outcomes), lab.run.games
    if lab.error is not None:
        status = t("lab.failed", reason=lab.error)
    elif lab.running:
        status = t("lab.progress", n=done, total=total)
    elif lab.stopped:
        status = t("lab.stopped", n=done, total=total)
    else:
        status = t("lab.done", total=total)
    head = el(
        "div",
        {"class_": "lab-status" + (" running" if lab.running else "")},
        el("label", {"for": "lab-progress"}, status),
        el("progress", {"id": "lab-progress", "max": total, "value": done}),
        el("button", {"type": "button", "data-command": "lab-stop"}, t("lab.stop"))
        if lab.running
        else None,
    )
    figures = lab.run.figures(lab.outcomes) if lab.outcomes else None
    return el(
        "section",
        {
            "class_": "panel lab-results",
            "id": "lab-results",
            "aria-labelledby": "lab-results-title",
        },
        el("h2", {"id": "lab-results-title"}, t("lab.results")),
        head,
        figures_view(lab, figures) if figures is not None else None,
    )


def figures_view(lab: LabState, figures: Figures) -> Markup:
    rows = [
        el(
            "tr",
            {},
            el("th", {"scope": "row"}, bot.label),
            el("td", {}, bot.seats),
            el("td", {}, f"{charts.percent(bot.win.rate, 1)}"),
            el(
                "td", {}, f"{charts.percent(bot.win.low, 1)}\u2013{charts.percent(bot.win.high, 1)}"
            ),
            el("td", {}, f"{bot.mean_score:.2f}"),
        )
        for bot in figures.bots
    ]
    table = el(
        "table",
        {"class_": "scores lab-table"},
        el("caption", {}, t("lab.table", games=figures.games)),
        el(
            "thead",
            {},
            el(
                "tr",
                {},
                [
                    el("th", {"scope": "col"}, t(key))
                    for key in (
                        "lab.col.bot",
                        "lab.col.seats",
                        "lab.col.wins",
                        "lab.col.interval",
                        "lab.col.score",
                    )
                ],
            ),
        ),
        el("tbody", {}, rows),
    )
    fair = t("lab.fair")
    titled: list[tuple[str, Markup]] = []
    title = t("lab.chart.wins")
    titled.append(
        (
            title,
            charts.win_rates(
                [(bot.label, bot.win.rate, bot.win.low, bot.win.high) for bot in figures.bots],
                title=title,
                fair=figures.fair,
                fair_label=fair,
            ),
        )
    )
    title = t("lab.chart.order")
    places = [
        (t("lab.place", n=place), rate.rate, rate.low, rate.high)
        for place, rate in enumerate(figures.by_order, start=1)
    ]
    titled.append(
        (title, charts.win_rates(places, title=title, fair=figures.fair, fair_label=fair))
    )
    for i, bot in enumerate(figures.bots):
        title = t("lab.chart.scores", bot=bot.label)
        bins = list(zip(bot.scores.labels(), bot.scores.counts, strict=True))
        chart = charts.histogram(bins, title=title, axis_label=t("lab.axis.score"), series=i)
        titled.append((title, chart))
    title = t("lab.chart.lengths", mean=f"{figures.mean_length:.1f}")
    bins = list(zip(figures.lengths.labels(), figures.lengths.counts, strict=True))
    chart = charts.histogram(
        bins, title=title, axis_label=t("lab.axis.turns"), series=len(figures.bots)
    )
    titled.append((title, chart))
    if figures.kinds:
        title = t("lab.chart.roles")
        shares = [
            (bot.label, [bot.shares().get(kind, 0.0) for kind in figures.kinds])
            for bot in figures.bots
        ]
        titled.append((title, charts.grouped_shares(list(figures.kinds), shares, title=title)))
    return join(
        [
            table,
            el(
                "div",
                {"class_": "lab-charts"},
                [el("figure", {}, el("figcaption", {}, title), chart) for title, chart in titled],
            ),
            el(
                "p",
                {"class_": "slot-buttons"},
                el("button", {"type": "button", "data-command": "lab-csv"}, t("lab.csv")),
            ),
            el("p", {"class_": "note"}, t("lab.command")),
            el("pre", {"class_": "snippet lab-command"}, el("code", {}, command_line(lab.run))),
        ]
    )


SCREENS = {"lab": render}
COMMANDS: dict[str, Command] = {
    "lab": show,
    "lab-form": redraw,
    "lab-run": start,
    "lab-stop": stop,
    "lab-csv": download,
}
