"""The 2010 prototype's parts of the table as HTML, from one seat's view only (pure: view in,
markup out); the shell draws the frame around them (`tabletop.ui.frame`).

Only the pending seat's legal actions become buttons (`data-action` holds the notation the
engine parses), and only for a person at an interactive table. Hidden cards are never in the
view, so they cannot be drawn either: a planet being surveyed is drawn by its back, even for
the surveyor. A spectator's view (`"viewer": None`: a link or a replay of a game in progress)
is drawn with every seat as an opponent, in seat order, with no hand and no choice.
"""

from __future__ import annotations

from typing import Any

from eminent_domain.planets import PLANETS
from prototype_2010.cards import ROLES, TECH, TYPES
from prototype_2010.ui import choices, describe
from prototype_2010.ui.faces import back_face, card_face, mark, planet_tile, role_icon
from prototype_2010.ui.text import isolate, plural, t, t_markup
from tabletop.markup import Markup, bdi, el
from tabletop.ui import feedback
from tabletop.ui.end import breakdown_table, end_of_game, winners_headline, won_by_tie_break
from tabletop.ui.feedback import motion
from tabletop.ui.game_ui import TableContext
from tabletop.ui.icons import icon
from tabletop.ui.targets import Targets

View = dict[str, Any]
NO_TARGETS = Targets([], choices.subject)  # a table shown to someone who is not deciding
board_class, prompt_class = "prototype-2010", "proto-prompt"  # for its stylesheet
legend = "proto.mark.legend"  # the key of the note under the board
_RESOURCES = ("silicon", "food", "water", "iron")


def status(view: View, ctx: TableContext) -> list[object]:
    n = len(view["players"])
    if view["game_over"]:
        line: object = t("proto.table.status_over", n=view["turn"])
    else:
        active = bdi(ctx.names[int(view["active"])])
        line = t_markup("proto.table.status", round=view["turn"] // n + 1, name=active)
    return [el("p", {}, line)]


# --- the board ----------------------------------------------------------------------------------


def board(view: View, targets: Targets = NO_TARGETS) -> Markup:
    """The role piles, the planet deck, the technology decks and the supply."""
    piles = [
        el(
            "li",
            {"class_": f"pile kind-{role}", "data-pile": role} | targets.attrs(f"pile:{role}"),
            el("h4", {}, role_icon(role), describe.role_word(role)),
            el("p", {}, plural("proto.table.cards", int(view["piles"][role]))),
        )
        for role in ROLES
    ]
    decks = [
        el(
            "li",
            {"class_": f"pile tech-deck type-{deck}", "data-deck": deck}
            | targets.attrs(f"deck:{deck}"),
            el("h4", {}, icon(deck, describe.type_word(deck)), describe.type_word(deck)),
            el("p", {}, plural("proto.table.cards", int(view["tech_decks"][deck]))),
        )
        for deck in TYPES
    ]
    resources = [
        el(
            "li",
            {},
            icon(r, describe.resource_word(r), "res filled"),
            " ",
            view["resources"][r],
        )
        for r in _RESOURCES
    ]
    return el(
        "section",
        {"class_": "central proto-board", "aria-labelledby": "proto-board-title"},
        el("h2", {"id": "proto-board-title"}, t("proto.table.board")),
        el("h3", {}, t("proto.table.piles"), mark()),
        el("ul", {"class_": "stacks proto-piles"}, piles),
        el(
            "p",
            {"class_": "proto-planet-deck"},
            plural("proto.table.planet_deck", int(view["planet_deck"])),
        ),
        el("h3", {}, t("proto.table.tech_decks")),
        el("ul", {"class_": "stacks proto-decks"}, decks),
        el(
            "p",
            {"class_": "supply"},
            plural("proto.table.vp_supply", int(view["vp"])),
            " · ",
            plural("proto.table.army_supply", int(view["armies"])),
        ),
        el(
            "ul", {"class_": "proto-resources", "aria-label": t("proto.table.resources")}, resources
        ),
    )


def looking(view: View, ctx: TableContext, targets: Targets = NO_TARGETS) -> Markup | None:
    """What a Survey, a Research or a peek has drawn: planets by their backs (for everyone,
    the surveyor included), technologies to the researcher (a count for the others)."""
    pending = view["pending"]
    if pending is None:
        return None
    data = pending["data"]
    who = bdi(ctx.names[int(pending["player"])])
    if pending["kind"] == "survey":
        items = [
            el("li", {"class_": "planet face-down"} | targets.attrs(f"look:{i}"), back_face(b))
            for i, b in enumerate(data["backs"])
        ]
        title = t_markup("proto.table.surveying", name=who)
        body: object = el("ol", {"class_": "planets proto-looking"}, items)
    elif pending["kind"] == "research":
        title = t_markup("proto.table.researching", name=who)
        if data["techs"] is None:
            body = el("p", {}, plural("proto.table.cards", int(data["tech_count"])))
        else:
            body = el(
                "ul",
                {"class_": "cards proto-looking"},
                [
                    el("li", {"class_": "proto-look"} | targets.attrs(f"tech:{i}"), card_face(k))
                    for i, k in enumerate(data["techs"])
                ],
            )
    elif pending["kind"] == "peek" and view.get("top_planet") is not None:
        title = t_markup("proto.table.peeking", name=who)
        planet = PLANETS[int(view["top_planet"])]
        body = el("p", {}, planet.name)
    else:
        return None
    return el(
        "section",
        {"class_": "central proto-look-area", "aria-label": t("proto.table.looking")},
        el("h2", {}, title),
        body,
    )


# --- a player's area ----------------------------------------------------------------------------


def _cards(keys: list[str], targets: Targets | None, jan13: bool, seat: int, row: str) -> Markup:
    """Cards in play or in hand, in a row named `row` that a phone scrolls sideways: each
    comes, when it came from nowhere on show, from its owner's counts (a hand or deck they
    hold)."""
    if not keys:
        return el("p", {"class_": "empty"}, t("proto.table.none"))
    faces = [
        el("li", motion(f"card-{k}", came_from=f"hand-{seat}"), card_face(k, targets, jan13))
        for k in sorted(keys)
    ]
    return feedback.card_row(row, faces)


def area(view: View, seat: int, ctx: TableContext, targets: Targets = NO_TARGETS) -> Markup:
    """One player's area: counts, Empire, cards in play and (their own) hand."""
    player = view["players"][seat]
    you = seat == view["viewer"]
    pending = view["pending"]
    deciding = pending is not None and pending["player"] == seat
    who = ctx.names[seat]
    label = t_markup("proto.table.you", name=bdi(who)) if you else bdi(who)
    level = ctx.bots[seat]
    if level:
        label = t_markup("proto.table.bot_name", name=label, level=t(f"level.{level}"))
    heading: list[object] = [el("span", {"class_": "who"}, label)]
    if seat == view["active"] and not view["game_over"]:
        heading.append(el("span", {"class_": "tag"}, t("proto.table.active_tag")))
    if seat == view["start"]:
        heading.append(el("span", {"class_": "tag"}, t("proto.table.start_tag")))
    if deciding:
        heading.append(el("span", {"class_": "tag"}, t("proto.table.deciding_tag")))
    resources = sum(sum(e["filled"]) for e in player["empire"])
    stats = [
        t("proto.table.score", n=view["scores"][seat]),
        plural("proto.table.vp_discs", int(player["vp"])),
        plural("proto.table.armies", int(player["armies"])),
        plural("proto.table.resource_count", resources),
        t("proto.table.hand", n=player["hand_size"], limit=player["hand_limit"]),
        plural("proto.table.deck", int(player["deck_size"])),
        plural("proto.table.discard", len(player["discard"])),
    ]
    mine = targets if you else None
    jan13 = view["config"]["role_actions"] == "jan13"
    planets = [planet_tile(entry, n, mine, you, seat) for n, entry in enumerate(player["empire"])]
    title = el("h4", {}, plural("proto.table.empire", len(planets)))
    # One row scrolling sideways on a phone, as Eminent Domain's Empire: an Empire of nine
    # planets in two columns took 583 px there (issue 33, the table within two screens).
    row = feedback.row_attrs("planets", t("proto.table.empire_of", name=isolate(who)))
    tiles = el("ol", row, planets)
    parts: list[object] = [
        el("h3", {}, heading),
        el("ul", {"class_": "counts"} | motion(f"hand-{seat}"), [el("li", {}, s) for s in stats]),
        # One's own Empire: a phone folds it under its title unless a choice targets it
        # (another seat's area is folded whole).
        feedback.fold("proto-empire", title, tiles, titled=True) if you else [title, tiles],
    ]
    if player["in_play"]:
        parts += [
            el("h4", {}, t("proto.table.in_play")),
            # A row scrolling sideways on a phone, as the hand: five Surveys boosted a
            # Survey to 313 px there in a grid (issue 33, the table within two screens).
            _cards(player["in_play"], None, jan13, seat, t("proto.table.in_play")),
        ]
    if you and player["hand"] is not None:
        parts += [
            el("h4", {}, plural("proto.table.your_hand", len(player["hand"]))),
            _cards(
                player["hand"],
                mine,
                jan13,
                seat,
                plural("proto.table.your_hand", len(player["hand"])),
            ),
        ]
    return el(
        "section",
        {
            "class_": "empire proto-area"
            + (" deciding" if deciding else "")
            + (" mine" if you else "")
            + (" last-move" if seat == ctx.last_seat else ""),
            "aria-label": t("proto.table.area_of", name=isolate(who)),
            "data-seat": seat,
        },
        parts,
    )


# --- the end of the game ------------------------------------------------------------------------


def breakdown(view: View, seat: int) -> tuple[int, int, int, int]:
    """(planets, technologies, VP discs, Armies + resources) of a player: the first three add
    up to the score, the last breaks ties. Technologies are counted in the cards the view
    shows: hand and deck, discard pile, in play and under planets."""
    player = view["players"][seat]
    planets = sum(PLANETS[int(e["planet"])].influence for e in player["empire"] if e["face_up"])
    owned = player["hand_and_deck"] + player["discard"] + player["in_play"]
    owned += [k for e in player["empire"] for k in e["colonies"]]
    techs = sum(TECH[k].vp for k in owned if k in TECH)
    kept = int(player["armies"]) + sum(sum(e["filled"]) for e in player["empire"])
    return planets, techs, int(player["vp"]), kept


def final_scores(view: View, ctx: TableContext) -> Markup:
    """Who won (the tie-break by Armies and resources, or a shared victory), what ended the
    game, and each player's VP by source."""
    scores, winners = view["scores"], list(view["winners"])
    headline = winners_headline(scores, winners, ctx.names, "proto.end.winner", "proto.end.shared")
    columns = ("player", "planets", "techs", "vp", "kept", "total")
    table = breakdown_table(
        scores,
        winners,
        ctx.names,
        [t(f"proto.end.col.{c}") for c in columns],
        [breakdown(view, seat) for seat in range(len(view["players"]))],
        caption=t("proto.end.breakdown"),
        class_="proto-scores",
    )
    notes = [
        el("p", {"class_": "note"}, t("proto.end.ended", ended=describe.ended_text(view["end"]))),
        el("p", {"class_": "note"}, t("proto.end.tie_break"))
        if won_by_tie_break(scores, winners)
        else None,
    ]
    return end_of_game(headline, [*notes, table], ctx, class_="proto-end")


def regions(view: View, ctx: TableContext, targets: Targets) -> list[object]:
    return [looking(view, ctx, targets), board(view, targets)]
