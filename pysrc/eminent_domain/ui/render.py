"""Eminent Domain's parts of the table as HTML, from one seat's view only (pure: view in,
markup out); the shell draws the frame around them (`tabletop.ui.frame`: status bar, prompt,
end screen, board, log) and gives them the targets of the deciding person's choices.

Only the pending seat's legal actions become buttons (`data-action` holds the notation the
engine parses); everything else on the table is information. Hidden cards are never in the
view, so they cannot be drawn here either. A spectator's view (`"viewer": None`: a link or a
replay of a game in progress) is drawn with every seat as an opponent, in seat order, with no
hand and no choice.
"""

from __future__ import annotations

from typing import Any

from eminent_domain.cards import ROLE_KIND, TECH_FACE
from eminent_domain.planets import PLANETS
from eminent_domain.ui import choices, describe
from eminent_domain.ui.rules_page import planet_details, role_badge, tech_details
from eminent_domain.ui.text import isolate, t, t_markup
from eminent_domain.vocab import Role
from tabletop.markup import Markup, bdi, bdi_list, el, join, text
from tabletop.text import drawn_once
from tabletop.ui import feedback
from tabletop.ui.end import end_of_game
from tabletop.ui.game_ui import TableContext
from tabletop.ui.icons import graphic, icon
from tabletop.ui.regions import region
from tabletop.ui.targets import Targets

ROLE_ORDER = ("survey", "warfare", "colonize", "produce", "trade", "research")
NO_TARGETS = Targets([], choices.subject)  # a table shown to someone who is not deciding
STACK_ROLES = {
    "survey": ("survey",),
    "warfare": ("warfare",),
    "colonize": ("colonize",),
    "produce-trade": ("produce", "trade"),
    "research": ("research",),
}


def slashed(name: str) -> Markup:
    """A name such as "Produce/Trade", which may wrap after its slash (not inside a word)."""
    return Markup("/<wbr>".join(text(part) for part in name.split("/")))


def badge(role: str) -> Markup:
    """A role symbol: an icon of its own shape (readable without colour), named for screen
    readers."""
    return role_badge(role)


def resource_icon(
    resource: str, filled: bool = True, target: dict[str, object] | None = None
) -> Markup:
    """A resource slot or token: the resource's icon, named; an empty slot is drawn faint and
    named as empty. A slot one may produce into or trade from is a target (`target`)."""
    label = t(
        "table.slot_filled" if filled else "table.slot_empty", resource=t(f"resource.{resource}")
    )
    drawn = icon(resource, label, "res" + (" filled" if filled else " empty"))
    return el("span", {"class_": "slot"} | target, drawn) if target else drawn


def influence(n: int) -> Markup:
    """An influence value: the influence icon (named) and the number."""
    return el(
        "span", {"class_": "influence"}, icon("influence", t("gallery.label.influence")), str(n)
    )


def symbols_of(key: str) -> tuple[str, ...]:
    if key in ROLE_KIND:
        return tuple(role.value for role in ROLE_KIND[key].symbols)
    return tuple(role.value for role in TECH_FACE[key].symbols)


def card_badges(key: str) -> list[Markup]:
    """A card's symbols; a Politics card, which has none, shows the Politics icon."""
    if key == "politics":
        return [badge("politics")]
    return [badge(r) for r in symbols_of(key)]


def card(key: str, extra_class: str = "", targets: Targets = NO_TARGETS) -> Markup:
    """A card in a hand or pile: name, symbols and action text; in the deciding player's
    hand, a target of the choices that play, boost, remove or discard it."""
    type_icon = None
    if key in ROLE_KIND:
        name = describe.role_card_name(key)
        body = t(f"card.{key}")
        kind = f"role-card kind-{key}"
    else:
        face = TECH_FACE[key]
        name = describe.tech_name(key)
        body = describe.tech_text(key)
        kind = f"tech-card type-{face.type.value}"
        type_icon = icon(face.type.value, t(f"planet_type.{face.type.value}"), "card-type")
        if face.permanent:
            kind += " permanent"
    return el(
        "div",
        {"class_": f"card {kind} {extra_class}".strip(), "data-card": key}
        | targets.attrs(f"card:{key}"),
        el(
            "div",
            {"class_": "card-head"},
            el("div", {"class_": "symbols"}, card_badges(key), type_icon),
            el("div", {"class_": "card-name"}, slashed(name)),
        ),
        el("div", {"class_": "card-text"}, body),
    )


def planet_tile(
    entry: dict[str, Any],
    owner_sees: bool,
    index: int = 0,
    targets: Targets = NO_TARGETS,
    seat: int = 0,
) -> Markup:
    """A planet in an Empire: its back (type, costs, colonies) when face down, its face when
    face up; a face-down planet's face is shown to its owner, marked as theirs to see. In the
    deciding player's Empire it is a target of attacking, settling or adding a colony, and its
    slots of producing and trading."""
    target = targets.attrs(f"planet:{index}")
    known = entry["planet"] is not None and (entry["face_up"] or owner_sees)
    tip = None
    if known:
        tip_id = feedback.tip_id("planet", f"{seat}-{index}")
        target = feedback.described(target | {"tabindex": "0"}, tip_id)
        tip = el(
            "span",
            {"class_": "tip", "role": "tooltip", "id": tip_id},
            planet_details(PLANETS[entry["planet"]], face=True),
        )
    back = entry["back"]
    moved = feedback.motion(f"planet-{seat}-{index}", face=bool(entry["face_up"]))
    colonies = len(entry["colonies"])
    planet_type = back["type"]
    if entry["face_up"]:
        planet = PLANETS[entry["planet"]]
        slots = [
            resource_icon(res.value, filled, targets.attrs(f"slot:{index}:{number}"))
            for number, (res, filled) in enumerate(zip(planet.slots, entry["filled"], strict=False))
        ]
        details = [
            icon(planet_type, t(f"planet_type.{planet_type}"), "planet-type"),
            el("span", {"class_": "planet-name"}, planet.name),
            influence(planet.influence),
            badge(planet.icon.value) if planet.icon else None,
            el("span", {"class_": "resources"}, slots) if slots else None,
            el("span", {"class_": "hand-size"}, t("table.hand_size", n=planet.hand_size))
            if planet.hand_size
            else None,
            el("span", {"class_": "barren"}, t("table.barren")) if entry["barren"] else None,
        ]
        return el(
            "li",
            {"class_": f"planet face-up tipped type-{planet_type}"} | moved | target,
            details,
            tip,
        )
    hint = None
    if owner_sees and entry["planet"] is not None:
        hint = el(
            "span",
            {"class_": "secret-face"},
            t("table.secret_face", name=PLANETS[entry["planet"]].name),
        )
    return el(
        "li",
        {"class_": f"planet face-down type-{planet_type}" + (" tipped" if tip else "")}
        | moved
        | target,
        el(
            "span", {"class_": "planet-name"}, graphic(planet_type), t(f"planet_type.{planet_type}")
        ),
        el("span", {"class_": "cost"}, badge("colonize"), back["colonize_cost"]),
        el("span", {"class_": "cost"}, badge("warfare"), back["warfare_cost"]),
        el(
            "span",
            {"class_": "colonies"},
            t("table.colony" if colonies == 1 else "table.colonies", n=colonies),
        ),
        hint,
        tip,
    )


def area(
    view: dict[str, Any], index: int, ctx: TableContext, targets: Targets = NO_TARGETS
) -> Markup:
    player = view["players"][index]
    pending = view["pending"]
    deciding = pending is not None and pending["player"] == index
    you = index == view["viewer"]
    who = ctx.names[index]
    level = ctx.bots[index]
    label = t_markup("table.you", name=bdi(who)) if you else bdi(who)
    if level:
        label = t_markup("table.bot_name", name=label, level=t(f"level.{level}"))
    heading = [el("span", {"class_": "who"}, label)]  # one item of the heading's flex row
    if index == view["active"] and not view["game_over"]:
        heading.append(
            el("span", {"class_": "tag"}, t("table.active_you" if you else "table.active"))
        )
    if index == view["start"]:
        heading.append(el("span", {"class_": "tag"}, t("table.start_player")))
    counts = el(
        "p",
        {"class_": "counts"} | feedback.motion(f"hand-{index}"),
        t_markup(
            "table.counts",
            hand=player["hand_size"],
            deck=player["deck_size"],
            discard=len(player["discard"]),
            fighters=join([graphic("fighter"), str(player["fighters"])]),
            influence=join([graphic("influence"), str(player["influence"])]),
        ),
    )
    permanents = (
        el("ul", {"class_": "permanents"}, [el("li", {}, card(k)) for k in player["permanents"]])
        if player["permanents"]
        else None
    )
    in_play = (
        el(
            "div",
            {"class_": "in-play"},
            el("span", {"class_": "label"}, t("table.in_play")),
            el(
                "ul",
                {"class_": "mini-cards"},
                [
                    el("li", feedback.motion(f"card-{k}", came_from=f"hand-{index}"), _card_name(k))
                    for k in player["in_play"]
                ],
            ),
        )
        if player["in_play"]
        else None
    )
    discard = el(
        "details",
        {"class_": "discard"},
        el("summary", {}, t("table.discard_pile", n=len(player["discard"]))),
        el("ul", {"class_": "mini-cards"}, [el("li", {}, _card_name(k)) for k in player["discard"]])
        if player["discard"]
        else el("p", {}, t("table.empty")),
    )
    return el(
        "section",
        {
            "class_": "empire"
            + (" deciding" if deciding else "")
            + (" mine" if you else "")
            + (" last-move" if index == ctx.last_seat else ""),
            "aria-label": t("table.empire_of", name=isolate(who)),
            "data-seat": index,
        },
        el("h3", {}, heading),
        counts,
        el(
            "ul",
            # One row scrolling sideways on a phone, as a hand (feedback.card_row): a late
            # Empire of 15 planets took 870 px.
            feedback.row_attrs("planets", t("table.empire_of", name=isolate(who))),
            [
                planet_tile(e, you, number, targets if you else NO_TARGETS, index)
                for number, e in enumerate(player["empire"])
            ],
        ),
        permanents,
        in_play,
        discard,
    )


@drawn_once
def _card_name(key: str) -> Markup:
    """A card named in a list (in play, a discard pile): its text shows on hover, or on a
    tap (the name takes the focus, outside the tab order); read in place by screen readers."""
    if key in ROLE_KIND:
        badges, details, kind = card_badges(key), t(f"card.{key}"), "mini tipped"
    else:
        badges = [badge(r) for r in symbols_of(key)]
        details, kind = tech_details(TECH_FACE[key]), "mini tech tipped"
    return el(
        "span",
        {"class_": kind, "tabindex": "-1"},
        badges,
        describe.card_name(key),
        el("span", {"class_": "tip"}, details),
    )


def tech_status(view: dict[str, Any], key: str) -> str:
    """For the viewer (a seat, not a spectator): 'affordable' (planets and symbols suffice),
    'prerequisite' (planets suffice, not yet the Research symbols in hand and Empire) or
    'locked' (not for them yet)."""
    face = TECH_FACE[key]
    me = view["players"][view["viewer"]]
    face_up = [PLANETS[e["planet"]] for e in me["empire"] if e["face_up"]]
    if sum(1 for p in face_up if p.type is face.type) < face.level:
        return "locked"
    owned = describe.abilities(me)
    research = describe.hand_symbols(me["hand"] or [], Role.RESEARCH, owned)
    research += describe.empire_symbols(me, Role.RESEARCH)
    research += 1 if view["stacks"].get("research") else 0  # the card a leader takes
    return "affordable" if research >= face.cost else "prerequisite"


def central_display(view: dict[str, Any], targets: Targets = NO_TARGETS) -> Markup:
    """The role stacks (targets of leading a role), the influence supply and the technologies
    (targets of researching one). A spectator has no hand, so no technology is marked as
    within their reach."""
    spectator = view["viewer"] is None
    stacks = [
        el(
            "li",
            {"class_": "stack" + ("" if count else " empty"), "data-stack": stack}
            | targets.attrs(f"stack:{stack}"),
            [badge(r) for r in STACK_ROLES[stack]],
            el("span", {"class_": "stack-name"}, slashed(t(f"stack.{stack}"))),
            el("span", {"class_": "count"}, str(count) if count else t("table.empty_stack")),
        )
        for stack, count in view["stacks"].items()
    ]
    supply = el(
        "p",
        {"class_": "supply"},
        graphic("influence"),
        t(
            "table.supply",
            supply=view["influence_supply"],
            reserve=view["influence_reserve"],
            deck=view["planet_deck_size"],
            discard=len(view["planet_discard"]),
        ),
    )
    piles: dict[tuple[str, int], list[str]] = {}
    for key in view["tech_supply"]:
        face = TECH_FACE[key]
        piles.setdefault((face.type.value, face.level), []).append(key)
    techs = []
    affordable = 0
    for (planet_type, level), keys in sorted(piles.items()):
        items = []
        for key in dict.fromkeys(keys):
            face = TECH_FACE[key]
            status = None if spectator else tech_status(view, key)
            affordable += status == "affordable"
            tip = feedback.tip_id("tech", key)
            items.append(
                el(
                    "li",
                    feedback.described(
                        {
                            "class_": f"tech {status} tipped" if status else "tech tipped",
                            "data-tech": key,
                            "tabindex": "0",
                        }
                        | targets.attrs(f"tech:{key}"),
                        tip,
                    ),
                    el("span", {"class_": "tech-name"}, describe.tech_name(key)),
                    [badge(r.value) for r in face.symbols],
                    el(
                        "span",
                        {"class_": "tech-meta"},
                        t(
                            "table.tech_meta",
                            cost=face.cost,
                            influence=face.influence,
                            n=keys.count(key),
                        ),
                    ),
                    el("span", {"class_": "tech-status"}, t(f"tech_status.{status}"))
                    if status
                    else None,
                    el("span", {"class_": "tip", "role": "tooltip", "id": tip}, tech_details(face)),
                )
            )
        techs.append(
            el(
                "li",
                {"class_": f"pile type-{planet_type}"},
                el(
                    "h3",  # under the central table's h2: a level skipped is an axe fault
                    {},
                    graphic(planet_type),
                    t("table.tech_pile", type=t(f"planet_type.{planet_type}"), level=level),
                ),
                el("ul", {}, items),
            )
        )
    return el(
        "section",
        {"class_": "central", "aria-label": t("table.central")},
        el("h2", {}, t("table.central")),
        el("ul", {"class_": "stacks"}, stacks),
        supply,
        region(  # 70 % of the table's HTML, changed more seldom than the rest around it
            "techs",
            el(
                "details",  # open while a technology is to be chosen (each one a target)
                {"class_": "techs", "open": any(s.startswith("tech:") for s in targets.subjects())},
                el(
                    "summary",
                    {},
                    t("table.technologies_seen", n=len(view["tech_supply"]))
                    if spectator
                    else t("table.technologies", n=len(view["tech_supply"]), ready=affordable),
                ),
                el("ul", {"class_": "piles"}, techs),
            ),
        ),
    )


def survey_choices(view: dict[str, Any], targets: Targets = NO_TARGETS) -> Markup | None:
    """The planets a Survey lets the viewer look at, front and back, to choose one (each a
    target of keeping it)."""
    pending = view["pending"]
    planets = pending["data"].get("planets") if pending else None
    if not planets or pending["player"] != view["viewer"]:
        return None
    tiles = []
    for number, planet_id in enumerate(planets):
        planet = PLANETS[planet_id]
        front = el(
            "span",
            {"class_": "front"},
            el("strong", {}, planet.name),
            influence(planet.influence),
            badge(planet.icon.value) if planet.icon else None,
            [resource_icon(r.value) for r in planet.slots],
        )
        back = el(
            "span",
            {"class_": "back"},
            graphic(planet.type.value),
            t(f"planet_type.{planet.type.value}"),
            badge("colonize"),
            planet.colonize_cost,
            badge("warfare"),
            planet.warfare_cost,
        )
        tiles.append(
            el(
                "li",
                {"class_": f"planet survey type-{planet.type.value}", "data-index": number}
                | targets.attrs(f"survey:{number}"),
                front,
                back,
            )
        )
    return el("ul", {"class_": "survey-choices"}, tiles)


def prompt_body(view: dict[str, Any], ctx: TableContext, targets: Targets) -> list[object]:
    """Under the question: why following may be worth it, and the planets a Survey shows."""
    pending = view["pending"]
    hint = (
        el("p", {"class_": "hint"}, describe.follow_hint(view))
        if pending["player"] == view["viewer"] and pending["kind"] == "follow"
        else None
    )
    return [hint, survey_choices(view, targets)]


def button(action: str, view: dict[str, Any], extra: dict[str, object] | None = None) -> Markup:
    """One of the prompt's buttons; a technology to research explains itself (its numbers
    and effect) on hover and focus, so that Research is never a blind choice. `extra`: the
    target it shares a subject with, and whether the keyboard starts on it."""
    attrs: dict[str, object] = {"type": "button", "class_": "act", "data-action": action}
    attrs |= extra or {}
    symbol = describe.action_icon(action, view)
    label = join([graphic(symbol) if symbol else None, describe.action_label(action, view)])
    verb, _, key = action.partition(" ")
    if verb == "research" and key in TECH_FACE:
        tip = feedback.tip_id("research", key)
        button = el("button", feedback.described(attrs, tip), label)
        return feedback.tipped(button, tip, tech_details(TECH_FACE[key]))
    return el("button", attrs, label)


def hand(view: dict[str, Any], ctx: TableContext, targets: Targets = NO_TARGETS) -> Markup:
    me = view["players"][view["viewer"]]
    cards = me["hand"] or []
    deck = f"hand-{view['viewer']}"  # a card drawn comes from the counts of hand and deck
    title = (
        t("table.hand_title", n=len(cards))
        if ctx.interactive
        else t_markup("table.hand_of", name=bdi(ctx.names[view["viewer"]]), n=len(cards))
    )
    return el(
        "section",
        {"class_": "hand", "aria-label": t("table.your_hand")},
        el("h2", {}, title),
        feedback.card_row(
            t("table.your_hand"),
            [
                el("li", feedback.motion(f"card-{k}", came_from=deck), card(k, targets=targets))
                for k in cards
            ],
        ),
    )


def open_hand(view: dict[str, Any], seat: int) -> Markup:
    """A seat's hand, for the replay of a finished game."""
    hand = view["players"][seat]["hand"] or []
    return el("ul", {"class_": "mini-cards"}, [el("li", {}, _card_name(k)) for k in hand])


def beside_prompt(view: dict[str, Any], ctx: TableContext, targets: Targets) -> list[object]:
    """The viewer's hand, while the game goes on (an onlooker has none)."""
    if view["game_over"] or view["viewer"] is None:
        return []
    return [hand(view, ctx, targets)]


def status(view: dict[str, Any], ctx: TableContext) -> list[object]:
    players = len(view["players"])
    # After the last turn the engine's turn count has moved on: the game ended in the round
    # of its last turn.
    round_number = (view["turn"] - (1 if view["game_over"] else 0)) // players + 1
    parts = [t("table.round", n=round_number)]
    if view["viewer"] is None and not view["game_over"]:
        # A spectator has no "your turn" tag to go by, and a replay waits for nobody.
        parts.append(t("table.turn_of", name=isolate(ctx.names[view["active"]])))
    if view["end_triggered"] and not view["game_over"]:
        parts.append(t("table.last_round"))
    return [el("p", {}, " · ".join(parts))]


def scores(view: dict[str, Any]) -> list[str]:
    return [str(s) for s in running_scores(view)]


def running_scores(view: dict[str, Any]) -> list[int]:
    """Every player's score so far, from the view alone: influence tokens, face-up planets
    and technology cards (which card is whose is public: every card entering or leaving a
    hand or deck is shown)."""
    if view["scores"] is not None:
        return list(view["scores"])
    result = []
    for player in view["players"]:
        planets = sum(PLANETS[e["planet"]].influence for e in player["empire"] if e["face_up"])
        owned = [*player["hand_and_deck"], *player["discard"], *player["in_play"]]
        techs = sum(
            TECH_FACE[k].influence for k in [*owned, *player["permanents"]] if k in TECH_FACE
        )
        result.append(player["influence"] + planets + techs)
    return result


def final_scores(view: dict[str, Any], ctx: TableContext) -> Markup:
    """Final scores: planets, technologies, tokens, total and the tie-break; the winners
    after the tie-break are starred (not every player with the top score)."""
    rows = []
    best = max(view["scores"])
    starred = set(ctx.winners) or {i for i, s in enumerate(view["scores"]) if s == best}
    for index, player in enumerate(view["players"]):
        planets = sum(PLANETS[e["planet"]].influence for e in player["empire"] if e["face_up"])
        tokens = player["influence"]
        total = view["scores"][index]
        techs = total - planets - tokens
        resources = sum(sum(e["filled"]) for e in player["empire"])
        tie = resources + player["fighters"]
        rows.append(
            el(
                "tr",
                {"class_": "winner" if index in starred else None},
                el("th", {"scope": "row"}, bdi(ctx.names[index])),
                el("td", {}, planets),
                el("td", {}, techs),
                el("td", {}, tokens),
                el("td", {}, el("strong", {}, total)),
                el("td", {}, tie),
            )
        )
    head = el(
        "tr",
        {},
        [
            el("th", {"scope": "col"}, t(f"end.col.{c}"))
            for c in ("player", "planets", "techs", "tokens", "total", "tie")
        ],
    )
    table = el("table", {"class_": "scores"}, el("thead", {}, head), el("tbody", {}, rows))
    return end_of_game(
        _winners_sentence(view, ctx), [table, el("p", {"class_": "note"}, t("end.tie_note"))], ctx
    )


def _winners_sentence(view: dict[str, Any], ctx: TableContext) -> Markup:
    best = max(view["scores"])
    tied = [i for i, s in enumerate(view["scores"]) if s == best]
    winners = list(ctx.winners) or tied
    if len(tied) > 1:
        return t_markup(
            "end.tied",
            names=bdi_list(ctx.names[i] for i in tied),
            score=best,
            winners=bdi_list(ctx.names[i] for i in winners),
        )
    return t_markup("end.winner", name=bdi(ctx.names[tied[0]]), score=best)


def regions(view: dict[str, Any], ctx: TableContext, targets: Targets) -> list[object]:
    return [central_display(view, targets)]
