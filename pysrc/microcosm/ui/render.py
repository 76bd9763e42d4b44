"""Microcosm's parts of the table as HTML, from one seat's view only (pure: view in, markup
out); the shell draws the frame around them (`tabletop.ui.frame`).

Only the pending seat's legal actions become buttons (`data-action` holds the notation the
engine parses), and only for a person at an interactive table. Nothing hidden from the seat
is in its view, so nothing hidden can be drawn: the opponent's hand is a count plus the cards
it has shown, a face-down planet is its cost tier unless the view names it.

A spectator's view (viewer None: a link or a replay of a game in progress) is drawn with
both seats as opponents, in seat order, with no hand of its own and no choices; its
face-down planets say which seats know them, since the view says no more.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from microcosm.cards import DOMAIN, PLANET, TECH, colours_of
from microcosm.engine import defence_bonus
from microcosm.ui import choices
from microcosm.ui.faces import card_name, chip, face
from microcosm.ui.text import isolate, t, t_markup
from tabletop.markup import Markup, bdi, el
from tabletop.ui import feedback
from tabletop.ui.end import end_of_game
from tabletop.ui.feedback import motion
from tabletop.ui.game_ui import TableContext
from tabletop.ui.targets import Targets

View = dict[str, Any]
NO_TARGETS = Targets([], choices.subject)  # a table shown to someone who is not deciding
board_class, prompt_class = "microcosm", "mc-prompt"  # for its stylesheet
legend = "microcosm.mark.legend"  # the key of the note under the board
TOTAL_TURNS = 18  # every game is 18 turns (docs/rules-notes-microcosm.md, reading 4)


def _plural(key: str, n: int, **values: object) -> str:
    """`key.one` or `key.many`, so that English plurals need no "(s)"."""
    return t(f"{key}.{'one' if n == 1 else 'many'}", n=n, **values)


def _chips(
    keys: list[str], extra: str = "", targets: Targets = NO_TARGETS, kind: str = ""
) -> Markup:
    """Cards named in a list; each one a target for `kind:<card>` when it is one."""
    if not keys:
        return el("p", {"class_": "empty"}, t("microcosm.table.none"))
    return el(
        "ul",
        {"class_": "mini-cards"},
        [
            el("li", motion(f"card-{k}") | targets.attrs(f"{kind}:{k}"), chip(k, extra))
            for k in keys
        ],
    )


def _faces(keys: list[str], targets: Targets, kind: str, label: str) -> Markup:
    """Whole cards in a row (supply, centre, hand), one a phone scrolls sideways; each a
    target for `kind:<card>`."""
    return feedback.card_row(
        label,
        [el("li", motion(f"card-{k}") | targets.attrs(f"{kind}:{k}"), face(k)) for k in keys],
    )


def _seen_by(entry: dict[str, Any], ctx: TableContext, owner: int | None = None) -> list[str]:
    """The seats knowing a face-down planet, named for a spectator (only its view says which,
    in `known_to`); a Colony's owner always knows it, so it is not named."""
    if entry["up"]:
        return []
    return [ctx.names[seat] for seat in entry.get("known_to", ()) if seat != owner]


def _slot(
    entry: dict[str, Any],
    mine: bool,
    target: dict[str, object] | None = None,
    seen_by: Sequence[str] = (),
    key: str | None = None,
) -> Markup:
    """A planet in a pile or among Colonies: its face when up, else its back (cost tier),
    with its name when the viewer knows it, and who else does (`seen_by`, for a spectator);
    `target` when a choice acts on it."""
    planet = entry["planet"]
    target = (target or {}) | (motion(key, face=bool(entry["up"])) if key else {})
    if entry["up"]:
        return el("li", {"class_": "planet face-up"} | target, face(planet, "mc-small"))
    parts: list[object] = [
        el(
            "span",
            {"class_": "planet-name"},
            t("microcosm.table.face_down_tier", cost=entry["tier"]),
        )
    ]
    if planet is not None:
        parts.append(
            el(
                "span",
                {"class_": "secret-face", "data-card": planet},
                t("microcosm.table.known"),
                card_name(planet),
            )
        )
    if mine and entry["known_to_other"]:
        parts.append(el("span", {"class_": "tag"}, t("microcosm.table.known_to_other")))
    parts += [
        el("span", {"class_": "tag"}, t_markup("microcosm.table.seen_by", name=bdi(who)))
        for who in seen_by
    ]
    return el("li", {"class_": "planet face-down" + (" known" if planet else "")} | target, parts)


def status(view: View, ctx: TableContext) -> list[object]:
    if view["game_over"]:
        turn = t("microcosm.table.status_over", total=view["turn"])
    else:
        turn = t("microcosm.table.status", turn=view["turn"] + 1, total=TOTAL_TURNS)
    first = view["first"]
    order = t_markup(
        "microcosm.table.first", name=bdi(ctx.names[first]), second=bdi(ctx.names[1 - first])
    )
    return [el("p", {}, turn, " · ", order)]


def scores(view: View) -> list[str]:
    """Each player's score so far as this seat can count it from its view: the final scores
    once the game is over; before, what is in sight (the opponent's hidden hand and face-down
    Colonies count for nothing, and "+" says that more may be hidden)."""
    if "scores" in view:
        return [str(s) for s in view["scores"]]
    result = []
    for seat, player in enumerate(view["players"]):
        played = [view["played"]] if view["played"] and view["active"] == seat else []
        known = [c for c in player["colonies"] if c["planet"] is not None]
        seen = {
            "hand": [*player["hand"], *played],
            "discard": player["discard"],
            "colonies": known,
            "spoils": player["spoils"],
            "techs": player["techs"],
        }
        points = sum(points for _, _, points in breakdown_rows(seen))
        hidden = len(player["hand"]) < player["hand_size"] or len(known) < len(player["colonies"])
        result.append(f"{points}+" if hidden else str(points))
    return result


def supply(view: View, targets: Targets = NO_TARGETS) -> Markup:
    deck = view["deck_size"]
    return el(
        "section",
        {"class_": "central mc-supply", "aria-labelledby": "mc-supply-title"},
        el("h2", {"id": "mc-supply-title"}, t("microcosm.table.supply")),
        _faces(view["supply"], targets, "supply", t("microcosm.table.supply")),
        el(
            "p", {"class_": "supply"} | targets.attrs("deck"), _plural("microcosm.table.deck", deck)
        ),
        el("p", {"class_": "note"}, t("microcosm.table.deck_empty")) if not deck else None,
    )


def _pile_target(view: View, index: int, position: int, targets: Targets) -> dict[str, object]:
    """A planet in a pile is a target by its position in the pile being surveyed, by its
    place when it is face down, or by its id when it is face up."""
    entry = view["piles"][index]["cards"][position]
    pending = view["pending"] or {}
    if pending.get("kind") == "survey_pick" and int(pending["data"]["pile"]) == index:
        return targets.attrs(f"pick:{position}")
    if not entry["up"]:
        return targets.attrs(f"down:{view['piles'][index]['cost']}:{position}")
    return targets.attrs(f"planet:{entry['planet']}")


def planets(view: View, ctx: TableContext, targets: Targets = NO_TARGETS) -> Markup:
    piles = []
    for index, pile in enumerate(view["piles"]):
        n, cost = len(pile["cards"]), pile["cost"]
        heading = (
            _plural("microcosm.table.pile", n, cost=cost)
            if n
            else t("microcosm.table.pile_empty", cost=cost)
        )
        piles.append(
            el(
                "li",
                {"class_": "pile", "data-pile": cost} | targets.attrs(f"pile:{cost}"),
                el("h3", {}, heading),  # under the Planets' h2 (axe: heading-order)
                el(
                    "ul",
                    # One row scrolling sideways on a phone, as a hand (feedback.card_row).
                    feedback.row_attrs("planets", heading),
                    [
                        _slot(
                            e,
                            False,
                            _pile_target(view, index, position, targets),
                            _seen_by(e, ctx),
                        )
                        for position, e in enumerate(pile["cards"])
                    ],
                )
                if n  # an empty pile is its heading alone, not an empty row to scroll
                else None,
            )
        )
    return el(
        "section",
        {"class_": "central mc-planets", "aria-labelledby": "mc-planets-title"},
        el("h2", {"id": "mc-planets-title"}, t("microcosm.table.planets")),
        el("ul", {"class_": "piles"}, piles),
        el(
            "p",
            {"class_": "note"},
            t("microcosm.table.unknown_planets", n=len(view["unknown_planets"])),
        ),
    )


def centre(view: View, targets: Targets = NO_TARGETS) -> Markup:
    """The Techs in the centre: a part of its own, so that a phone opens it alone when a
    choice takes one (Research), not the planets' piles with it."""
    return el(
        "section",
        {"class_": "central mc-centre", "aria-labelledby": "mc-centre-title"},
        el("h2", {"id": "mc-centre-title"}, t("microcosm.table.centre")),
        _faces(view["centre"], targets, "centre", t("microcosm.table.centre"))
        if view["centre"]
        else el("p", {"class_": "empty"}, t("microcosm.table.none")),
    )


def in_play(view: View) -> Markup | None:
    if view["played"] is None and not view["shown"]:
        return None
    return el(
        "section",
        {"class_": "in-play mc-in-play"},
        el(
            "div",
            {"class_": "mc-played"},
            el("p", {"class_": "label"}, t("microcosm.table.played")),
            el(
                "div",
                motion(f"card-{view['played']}", came_from=f"hand-{view['active']}"),
                face(view["played"], "mc-played-card"),
            ),
        )
        if view["played"]
        else None,
        el("div", {"class_": "mc-shown"}, t("microcosm.table.shown"), _chips(list(view["shown"])))
        if view["shown"]
        else None,
    )


def _bonus(player: dict[str, Any]) -> int:
    return defence_bonus(player["techs"], [c["planet"] for c in player["colonies"] if c["up"]])


def area(view: View, seat: int, ctx: TableContext, targets: Targets = NO_TARGETS) -> Markup:
    """One player's area: hand, discard pile, Colonies, Spoils and Techs (the cards and
    Colonies a choice acts on are its targets)."""
    player = view["players"][seat]
    you = seat == view["viewer"]
    pending = view["pending"]
    deciding = pending is not None and pending["player"] == seat
    who = ctx.names[seat]
    label = t_markup("microcosm.table.you", name=bdi(who)) if you else bdi(who)
    level = ctx.bots[seat]
    if level:
        label = t_markup("microcosm.table.bot_name", name=label, level=t(f"level.{level}"))
    heading: list[object] = [el("span", {"class_": "who"}, label)]
    if seat == view["active"] and not view["game_over"]:
        key = "microcosm.table.active_you" if you else "microcosm.table.active"
        heading.append(el("span", {"class_": "tag"}, t(key)))
    if seat == view["first"]:
        heading.append(el("span", {"class_": "tag"}, t("microcosm.table.first_tag")))
    if you:
        hand = el(
            "div",
            {"class_": "hand mc-hand"} | motion(f"hand-{seat}"),
            el("h4", {}, t("microcosm.table.hand", n=player["hand_size"])),
            _faces(
                player["hand"], targets, "hand", t("microcosm.table.hand", n=player["hand_size"])
            )
            if player["hand"]
            else el("p", {"class_": "empty"}, t("microcosm.table.none")),
        )
    else:
        known = player["hand_public"]
        hand = el(
            "div",
            {"class_": "hand mc-hand hidden-hand"} | motion(f"hand-{seat}"),
            # The cards of it known to the viewer fold under its count on a phone, as the
            # discard pile, unless a choice targets them: five of them took 142 px there.
            feedback.fold(
                f"mc-known-{seat}",
                el(
                    "h4",
                    {},
                    _plural(
                        "microcosm.table.hand_hidden_known", player["hand_size"], known=len(known)
                    ),
                ),
                el(
                    "div",
                    {"class_": "mc-known"},
                    t("microcosm.table.hand_known"),
                    _chips(known, "", targets, "their-hand"),
                ),
                titled=True,
            )
            if known
            else el("h4", {}, _plural("microcosm.table.hand_hidden", player["hand_size"])),
        )
    bonus = _bonus(player)
    title = el("h4", {}, t("microcosm.table.colonies", n=len(player["colonies"])))
    listed = [
        el("p", {"class_": "note"}, t("microcosm.table.bonus", n=bonus)) if bonus else None,
        el(
            "ol",
            # One row scrolling sideways on a phone, as a hand (feedback.card_row).
            feedback.row_attrs("planets", t("microcosm.table.colonies", n=len(player["colonies"]))),
            [
                _slot(
                    e,
                    you,
                    targets.attrs(f"{'own-colony' if you else 'colony'}:{slot}"),
                    _seen_by(e, ctx, seat),
                    f"colony-{seat}-{slot}",
                )
                for slot, e in enumerate(player["colonies"])
            ],
        )
        if player["colonies"]
        else el("p", {"class_": "empty"}, t("microcosm.table.none")),
    ]
    # One's own Colonies: a phone folds them under their title unless a choice targets them
    # (another seat's area is folded whole).
    colonies = el(
        "div",
        {"class_": "mc-colonies"},
        feedback.fold("mc-colonies", title, *listed, titled=True) if you else [title, *listed],
    )
    return el(
        "section",
        {
            "class_": "empire mc-area"
            + (" deciding" if deciding else "")
            + (" mine" if you else "")
            + (" last-move" if seat == ctx.last_seat else ""),
            "aria-label": t("microcosm.table.area_of", name=isolate(who)),
            "data-seat": seat,
        },
        el("h3", {}, heading),
        hand,
        feedback.fold(
            f"mc-discard-{seat}",
            t("microcosm.table.discard", n=len(player["discard"])),
            _chips(player["discard"], "", targets, "discard" if you else "their-discard"),
            titled=True,
        ),
        colonies,
        el("h4", {}, t("microcosm.table.spoils", n=len(player["spoils"]))),
        _chips(player["spoils"]),
        el("h4", {}, t("microcosm.table.techs", n=len(player["techs"]))),
        _chips(player["techs"], "", targets, "" if you else "their-tech"),
    )


# --- the end of the game ---------------------------------------------------------------------


def breakdown_rows(player: dict[str, Any]) -> list[tuple[str, str, int]]:
    """(card id, what it counts, influence) for every scoring card of a finished game's
    player: Colonies and Spoils by printed influence, Domain cards (hand and discard pile)
    by their condition, as the engine scores them."""
    domains = list(player["hand"]) + list(player["discard"])
    colonies = [c["planet"] for c in player["colonies"]]
    planets = colonies + list(player["spoils"])
    rows = [(p, t("microcosm.end.planet"), PLANET[p].influence) for p in planets]
    for key in domains:
        card = DOMAIN[key]
        if card.scoring == "per_colony":
            count = len(colonies)
        elif card.scoring == "per_spoils":
            count = len(player["spoils"])
        elif card.scoring == "per_tech":
            count = len(player["techs"])
        elif card.scoring == "per_colour":
            owned = [DOMAIN[c].colour for c in domains] + [PLANET[p].colour for p in planets]
            count = sum(1 for colour in owned if card.colour in colours_of(colour))
        else:
            icons: list[str | None] = [DOMAIN[c].icon for c in domains]
            icons += [PLANET[p].icon for p in colonies]
            icons += [TECH[k].icon for k in player["techs"]]
            count = icons.count("capital")
        rule = (
            t("microcosm.scoring.per_colour", colour=t(f"microcosm.colour.{card.colour}"))
            if card.scoring == "per_colour"
            else t(f"microcosm.scoring.{card.scoring}")
        )
        rows.append((key, t("microcosm.end.domain", rule=rule, count=count), card.value * count))
    return rows


def final_scores(view: View, ctx: TableContext) -> Markup:
    """Scores, the winner (a tie goes to the player who played second) and every card's
    share of each score."""
    scores = view["scores"]
    winner = view["winners"][0]
    tie = scores[0] == scores[1]
    key = "microcosm.end.tie" if tie else "microcosm.end.winner"
    headline = t_markup(key, name=bdi(ctx.names[winner]), score=scores[winner])
    tables = []
    for seat, player in enumerate(view["players"]):
        rows = [
            el(
                "tr",
                {},
                el("th", {"scope": "row"}, chip(key)),
                el("td", {}, why),
                el("td", {}, points),
            )
            for key, why, points in breakdown_rows(player)
        ]
        rows.append(
            el(
                "tr",
                {"class_": "total"},
                el("th", {"scope": "row"}, t("microcosm.end.total")),
                el("td", {}, ""),
                el("td", {}, el("strong", {}, scores[seat])),
            )
        )
        head = el(
            "tr",
            {},
            [
                el("th", {"scope": "col"}, t(f"microcosm.end.col.{c}"))
                for c in ("card", "why", "points")
            ],
        )
        tables.append(
            el(
                "table",
                {"class_": "scores" + (" winner" if seat == winner else ""), "data-seat": seat},
                el(
                    "caption",
                    {},
                    t_markup("microcosm.end.breakdown_of", name=bdi(ctx.names[seat])),
                ),
                el("thead", {}, head),
                el("tbody", {}, rows),
            )
        )
    scores = el("div", {"class_": "mc-scores"}, tables)
    return end_of_game(headline, scores, ctx, class_="mc-end")


def open_hand(view: View, seat: int) -> Markup:
    """A seat's hand, for the replay of a finished game."""
    return _chips(list(view["players"][seat]["hand"]))


def beside_prompt(view: View, ctx: TableContext, targets: Targets) -> list[object]:
    return [in_play(view)]


def regions(view: View, ctx: TableContext, targets: Targets) -> list[object]:
    # A phone folds the supply, the planets' piles and the centre to a line each, unless a
    # choice targets them; a wide screen shows the centre under the piles, in their column.
    return [
        feedback.fold("mc-supply", t("microcosm.table.supply"), supply(view, targets)),
        el(
            "div",
            {"class_": "mc-column"},
            feedback.fold("mc-planets", t("microcosm.table.planets"), planets(view, ctx, targets)),
            feedback.fold("mc-centre", t("microcosm.table.centre"), centre(view, targets)),
        ),
    ]
