"""Chaos Theory's parts of the table as HTML, from one seat's view only (pure: view in,
markup out); the shell draws the frame around them (`tabletop.ui.frame`).

Only the pending seat's legal actions become buttons (`data-action` holds the notation the
engine parses), and only for a person at an interactive table. Chaos Theory hides little (the
bag's order and the dice to come), so every area is drawn in full for every seat; the viewer's
own area comes first, then the others in turn order. A spectator's view (viewer None: a link
or a replay of a game in progress) has every area as an opponent's, from seat 0, no choice and
no preview.
"""

from __future__ import annotations

from typing import Any

from chaos_theory.cards import BOARD, DISPLAY_COSTS, FACES, OVERSIGHT_TECH, TILE, TRACKS
from chaos_theory.ui import choices, describe
from chaos_theory.ui.faces import die, tech_label, tech_text, tile_face
from chaos_theory.ui.text import isolate, plural, t, t_markup
from tabletop.markup import Markup, bdi, bdi_list, el
from tabletop.ui import feedback
from tabletop.ui.end import breakdown_table, end_of_game, winners_headline, won_by_tie_break
from tabletop.ui.feedback import motion
from tabletop.ui.game_ui import TableContext
from tabletop.ui.targets import Targets

View = dict[str, Any]
NO_TARGETS = Targets([], choices.subject)  # a table shown to someone who is not deciding
board_class, prompt_class = "chaos-theory", "ct-prompt"  # for its stylesheet
legend = "chaos.mark.legend"  # the key of the note under the board


def colour_of(view: View, seat: int) -> str:
    """A player's colour: the border of their start planet, which never leaves their Empire."""
    return TILE[view["players"][seat]["empire"][0][0]].colour


def status(view: View, ctx: TableContext) -> list[object]:
    n = len(view["players"])
    leader = bdi(ctx.names[int(view["leader"])])
    if view["game_over"]:
        line: object = t("chaos.table.status_over", n=view["turn"])
    elif view["role"]:
        line = t_markup(
            "chaos.table.status_role",
            round=view["turn"] // n + 1,
            name=leader,
            role=describe.role_word(view["role"]),
        )
    else:
        line = t_markup("chaos.table.status", round=view["turn"] // n + 1, name=leader)
    ending = (
        el("p", {"class_": "note ct-ending"}, t("chaos.table.end_triggered"))
        if view["end_triggered"] and not view["game_over"]
        else None
    )
    return [el("p", {}, line), ending]


# --- the centre of the table --------------------------------------------------------------------


def display(view: View, targets: Targets = NO_TARGETS) -> Markup:
    """The Survey display, its slots' costs, the bag and the supply of tokens."""
    slots = []
    for k, cost in enumerate(DISPLAY_COSTS):
        tile = view["display"][k] if k < len(view["display"]) else None
        slots.append(
            el(
                "li",
                {"class_": "ct-slot", "data-slot": k} | targets.attrs(f"slot:{k}"),
                el("h3", {}, t("chaos.table.slot", cost=cost)),  # under the display's h2
                tile_face(tile)
                if tile
                else el("p", {"class_": "empty"}, t("chaos.table.slot_empty")),
            )
        )
    return el(
        "section",
        {"class_": "central ct-display", "aria-labelledby": "ct-display-title"},
        el("h2", {"id": "ct-display-title"}, t("chaos.table.display")),
        el("ol", feedback.row_attrs("ct-slots", t("chaos.table.display")), slots),
        el("p", {"class_": "ct-bag"}, plural("chaos.table.bag", len(view["bag"]))),
        el("p", {"class_": "supply ct-supply"}, plural("chaos.table.supply", int(view["supply"]))),
    )


def _markers(view: View, ctx: TableContext, seats: list[int]) -> Markup | None:
    if not seats:
        return None
    return el(
        "ul",
        {"class_": "ct-markers"},
        [
            el(
                "li",
                {
                    "class_": f"ct-marker seat-{seat} colour-{colour_of(view, seat)}",
                    "data-seat": seat,
                    "title": t("chaos.table.marker", name=ctx.names[seat]),
                },
                t_markup("chaos.table.marker", name=bdi(ctx.names[seat])),
            )
            for seat in seats
        ],
    )


def tech_board(view: View, ctx: TableContext, targets: Targets = NO_TARGETS) -> Markup:
    """Four tracks of five spaces and the Oversight Committee, each player's marker on the
    space it reached; the space the viewer may research next is a target."""
    players = view["players"]
    head = el(
        "tr",
        {},
        el("td", {}, ""),
        [el("th", {"scope": "col"}, t("chaos.table.level", n=n)) for n in range(1, 6)],
    )
    viewer = view["viewer"]
    rows = []
    for i, track in enumerate(TRACKS):
        cells = []
        for tech in BOARD[track]:
            here = [s for s in range(len(players)) if players[s]["levels"][i] == tech.level]
            cells.append(
                el(
                    "td",
                    {
                        "class_": "ct-space",
                        "data-tech": f"{track}{tech.level}",
                        "title": tech_text(tech),
                    }
                    | (
                        targets.attrs(f"track:{track}")
                        if viewer is not None and players[viewer]["levels"][i] + 1 == tech.level
                        else {}
                    ),
                    tech_label(tech),
                    el("span", {"class_": "note"}, " · ", t("chaos.tech.cost", n=tech.cost)),
                    _markers(view, ctx, here),
                )
            )
        rows.append(
            el(
                "tr",
                {"data-track": track},
                el("th", {"scope": "row"}, t(f"chaos.track.{track}")),
                cells,
            )
        )
    table = el(
        "table",
        {"class_": "ct-board"},
        el("caption", {}, t("chaos.table.board")),
        el("thead", {}, head),
        el("tbody", {}, rows),
    )
    oversight = None
    if view["config"]["oversight"]:
        taken = [s for s in range(len(players)) if players[s]["oversight"]]
        oversight = el(
            "div",
            {
                "class_": "ct-space ct-oversight",
                "data-tech": "oversight1",
                "title": tech_text(OVERSIGHT_TECH),
            }
            | targets.attrs("track:oversight"),
            tech_label(OVERSIGHT_TECH),
            el("span", {"class_": "note"}, " · ", t("chaos.tech.cost", n=OVERSIGHT_TECH.cost)),
            el(
                "span",
                {},
                " · ",
                t("chaos.table.oversight_taken"),
                bdi_list(ctx.names[s] for s in taken),
            )
            if taken
            else None,
        )
    return el(
        "section",
        # Focusable: on a phone it scrolls inside itself, and the keyboard must reach that.
        {"class_": "central ct-tech-board", "aria-label": t("chaos.table.board"), "tabindex": "0"},
        # Shown only where the board is wider than the screen (chaos-theory.css).
        el("p", {"class_": "ct-scroll-hint", "aria-hidden": "true"}, t("chaos.table.scroll_hint")),
        table,
        oversight,
    )


# --- a player's area ----------------------------------------------------------------------------


def _dice(player: dict[str, Any], targets: Targets, seat: int) -> Markup:
    """The active dice, by face: a die showing a face it did not show before rolls."""
    dice = [
        el(
            "li",
            {"class_": "ct-die-slot"}
            | motion(f"die-{seat}-{face}", roll=face)
            | targets.attrs(f"die:{face}"),
            die(face),
        )
        for face, n in zip(FACES, player["dice"], strict=True)
        for _ in range(int(n))
    ]
    return el(
        "div",
        {"class_": "ct-active"},
        el("h4", {}, t("chaos.table.dice", n=sum(player["dice"]))),
        el("ul", {"class_": "ct-dice"}, dice)
        if dice
        else el("p", {"class_": "empty"}, t("chaos.table.none")),
    )


def _used(player: dict[str, Any], targets: Targets) -> Markup:
    used = int(player["used"])
    return el(
        "div",
        {"class_": "ct-used"} | targets.attrs("used"),
        el("h4", {}, t("chaos.table.used", n=used)),
        el("ul", {"class_": "ct-dice used"}, [el("li", {}, die(None)) for _ in range(used)])
        if used
        else None,
    )


def _empire(player: dict[str, Any], you: bool, targets: Targets, seat: int) -> Markup:
    planets = [
        el(
            "li",
            {"class_": "ct-planet", "data-place": n}
            | motion(f"planet-{seat}-{n}", face=bool(up))
            | (targets.attrs(f"planet:{n}") if you else {}),
            tile_face(tile, bool(up), "ct-small"),
        )
        for n, (tile, up) in enumerate(player["empire"])
    ]
    title = el("h4", {}, t("chaos.table.empire", n=len(planets)))
    tiles = el(
        "ol", feedback.row_attrs("ct-planets", t("chaos.table.empire", n=len(planets))), planets
    )
    if not you:  # inside another seat's area, which a phone folds whole
        return el("div", {"class_": "ct-empire"}, title, tiles)
    # One's own Empire, tall late in the game: a phone folds it under its title unless a
    # choice targets its planets.
    return el("div", {"class_": "ct-empire"}, feedback.fold("ct-empire", title, tiles, titled=True))


def _techs(player: dict[str, Any]) -> Markup:
    owned = [BOARD[track][k] for i, track in enumerate(TRACKS) for k in range(player["levels"][i])]
    if player["oversight"]:
        owned.append(OVERSIGHT_TECH)
    return el(
        "div",
        {"class_": "ct-techs"},
        el("h4", {}, t("chaos.table.techs", n=len(owned))),
        el(
            "ul",
            {"class_": "mini-cards"},
            [el("li", {"title": tech_text(tech)}, tech_label(tech)) for tech in owned],
        )
        if owned
        else el("p", {"class_": "empty"}, t("chaos.table.none")),
    )


def area(view: View, seat: int, ctx: TableContext, targets: Targets = NO_TARGETS) -> Markup:
    """One player's area: dice, Used pile, Empire, tokens, technologies and score."""
    player = view["players"][seat]
    you = seat == view["viewer"]
    pending = view["pending"]
    deciding = pending is not None and pending["player"] == seat
    who = ctx.names[seat]
    label = t_markup("chaos.table.you", name=bdi(who)) if you else bdi(who)
    level = ctx.bots[seat]
    if level:
        label = t_markup("chaos.table.bot_name", name=label, level=t(f"level.{level}"))
    colour = colour_of(view, seat)
    heading: list[object] = [
        el("span", {"class_": "who"}, label),
        el(
            "span",
            {"class_": f"tag ct-colour colour-{colour}"},
            t("chaos.table.colour", colour=t(f"chaos.colour.{colour}")),
        ),
    ]
    if seat == view["leader"] and not view["game_over"]:
        heading.append(el("span", {"class_": "tag"}, t("chaos.table.leader_tag")))
    if seat == view["start"]:
        heading.append(el("span", {"class_": "tag"}, t("chaos.table.start_tag")))
    if deciding:
        heading.append(el("span", {"class_": "tag"}, t("chaos.table.deciding_tag")))
    mine = targets if you else NO_TARGETS
    stats = [
        t("chaos.table.score", n=view["scores"][seat]),
        t("chaos.table.fighters", n=player["fighters"]),
        t(
            "chaos.table.resources",
            n=player["resources"],
            capacity=player["capacity"],
        ),
        t("chaos.table.traded", n=player["traded"]),
    ]
    return el(
        "section",
        {
            "class_": f"empire ct-area colour-{colour}"
            + (" deciding" if deciding else "")
            + (" mine" if you else "")
            + (" last-move" if seat == ctx.last_seat else ""),
            "aria-label": t("chaos.table.area_of", name=isolate(who)),
            "data-seat": seat,
        },
        el("h3", {}, heading),
        el("ul", {"class_": "ct-stats"}, [el("li", {}, stat) for stat in stats]),
        _dice(player, mine, seat),
        _used(player, mine),
        _empire(player, you, mine, seat),
        _techs(player),
    )


# --- the prompt ---------------------------------------------------------------------------------


FOLD_TURNS_OVER = 4  # Politics (and Diplomacy) offer a button per die face and new face


def arrange(view: View, buttons: list[Markup], preferred: str | None) -> list[Markup]:
    """Turning a die to another face (`set`, `fix`) can be some twenty buttons: past a few,
    they fold into one disclosure where they stand, so that boosting, re-rolling and `done`
    stay in sight and the buttons keep the engine's order. It is open when the suggested
    choice is one of them, so that the suggestion (and the keyboard's focus) is in sight."""
    turning = [a.split()[0] in ("set", "fix") for a in view["legal_actions"]]
    if sum(turning) <= FOLD_TURNS_OVER:
        return buttons
    turns = [b for b, turn in zip(buttons, turning, strict=True) if turn]
    suggested = preferred is not None and preferred.split()[0] in ("set", "fix")
    folded = el(
        "details",
        {"class_": "ct-turns", "open": suggested},
        el("summary", {}, t("chaos.table.turn_dice", n=len(turns))),
        el("div", {"class_": "actions"}, turns),
    )
    first = turning.index(True)
    kept = [b for b, turn in zip(buttons, turning, strict=True) if not turn]
    return [*kept[:first], folded, *kept[first:]]


# --- the end of the game ------------------------------------------------------------------------


def breakdown(view: View, seat: int) -> tuple[int, int, int, int]:
    """(planets, traded, technologies, Fighters + resources) of a player, as the engine
    scores them (the view carries its counts); the first three add up to the score."""
    player = view["players"][seat]
    influence = player["influence"]
    kept = player["fighters"] + player["resources"]
    return influence["planets"], influence["traded"], influence["techs"], kept


def final_scores(view: View, ctx: TableContext) -> Markup:
    """Who won (the tie-break by Fighters and resources, or a shared victory) and each
    player's Influence by source."""
    scores, winners = view["scores"], list(view["winners"])
    headline = winners_headline(scores, winners, ctx.names, "chaos.end.winner", "chaos.end.shared")
    columns = ("player", "planets", "traded", "techs", "kept", "total")
    table = breakdown_table(
        scores,
        winners,
        ctx.names,
        [t(f"chaos.end.col.{c}") for c in columns],
        [breakdown(view, seat) for seat in range(len(view["players"]))],
        caption=t("chaos.end.breakdown"),
        class_="ct-scores",
    )
    tied = won_by_tie_break(scores, winners)
    note = el("p", {"class_": "note"}, t("chaos.end.tie_break")) if tied else None
    return end_of_game(headline, [note, table], ctx, class_="ct-end")


def regions(view: View, ctx: TableContext, targets: Targets) -> list[object]:
    # A phone folds the tech board to a line, unless a choice targets it (a Research).
    return [
        display(view, targets),
        feedback.fold("ct-tech-board", t("chaos.table.board"), tech_board(view, ctx, targets)),
    ]
