"""The replay viewer's screen: controls above the table as it was at the chosen position."""

from __future__ import annotations

import json

from tabletop import demos
from tabletop.markup import Markup, bdi, el, join
from tabletop.text import isolate, t, t_markup
from tabletop.ui.embed import snippet
from tabletop.ui.home import button
from tabletop.ui.replay import Replay


def controls(replay: Replay, link: str | None, notices: list[str] | None = None) -> Markup:
    """The replay's controls; `notices` (the link copied or refused, names a link could not
    give) are said beside the link, where the player looks after copying."""
    rounds = replay.round_starts()
    current_round = replay.round_of(replay.position)
    return el(
        "section",
        {"class_": "panel replay-controls", "aria-label": t("replay.title")},
        el("h2", {}, t("replay.title")),
        el(
            "p",
            {"class_": "position", "role": "status"},
            t("replay.position", step=replay.position, total=replay.length, round=current_round),
        ),
        el(
            "div",
            {"class_": "slot-buttons", "role": "group", "aria-label": t("replay.steps")},
            button(t("replay.first"), "replay-first", disabled=replay.position == 0),
            button(t("replay.back"), "replay-back", disabled=replay.position == 0),
            button(
                t("replay.pause" if replay.playing else "replay.play"),
                "replay-pause" if replay.playing else "replay-play",
                class_="primary",
            ),
            button(
                t("replay.forward"), "replay-forward", disabled=replay.position == replay.length
            ),
            button(t("replay.last"), "replay-last", disabled=replay.position == replay.length),
        ),
        el(
            "label",
            {"class_": "inline"},
            t("replay.round"),
            el(
                "select",
                {"id": "replay-round", "data-command": "replay-round"},
                [
                    el(
                        "option",
                        {"value": start, "selected": number == current_round},
                        t("replay.round_n", n=number),
                    )
                    for number, start in enumerate(rounds, start=1)
                ],
            ),
        ),
        _eyes(replay),
        _continue(replay),
        button(
            t("replay.make_demo"),
            "make-demo",
            disabled=replay.seat is None or replay.position >= replay.length,
        ),
        el(
            "p",
            {"class_": "share"},
            el("label", {"for": "share-link"}, t("replay.link")),
            el("input", {"id": "share-link", "readonly": True, "value": link}),
            button(t("replay.copy_link"), "copy-link"),
        )
        if link
        else None,
        [el("p", {"class_": "notice copy-status", "role": "status"}, n) for n in notices or ()],
        button(t("toolbar.home"), "home", class_="link"),
    )


def _seat_options(replay: Replay, chosen: int | None) -> list[Markup]:
    return [
        el("option", {"value": i, "selected": i == chosen}, isolate(seat.name))  # text only
        for i, seat in enumerate(replay.seats)
    ]


def _eyes(replay: Replay) -> Markup:
    """Whose eyes: any seat's, or every hand, once the game is over; a game in progress is
    seen through its own player's eyes at its own table, else as an onlooker sees it."""
    if replay.seat is None:
        return el("p", {"class_": "note onlooker"}, t("replay.onlooker"))
    if replay.fixed:
        return el(
            "p",
            {"class_": "note"},
            t_markup("replay.one_seat", name=bdi(replay.seats[replay.seat].name)),
        )
    return el(
        "label",
        {"class_": "inline"},
        t("replay.seat"),
        el(
            "select",
            {"id": "replay-seat", "data-command": "replay-seat"},
            _seat_options(replay, None if replay.open_hands else replay.seat),
            el("option", {"value": "open", "selected": replay.open_hands}, t("replay.all_open")),
        ),
    )


def _continue(replay: Replay) -> Markup:
    """Play on from this position here: solo (as the seat looked at, or as the one chosen
    when looking on) or hotseat. A game in progress says it is taken over."""
    onlooker = replay.seat is None
    return el(
        "div",
        {"class_": "slot-buttons continue", "role": "group", "aria-label": t("replay.continue")},
        el(
            "label",
            {"class_": "inline"},
            t("replay.play_as"),
            el(
                "select",
                {"id": "replay-as", "data-command": "replay-as"},
                _seat_options(replay, replay.player),
            ),
        )
        if onlooker
        else None,
        button(
            t("replay.take_over_solo" if replay.fixed else "replay.continue_solo"),
            "replay-continue",
            data_mode="solo",
            **({"class_": "primary"} if onlooker else {}),
        ),
        button(
            t("replay.take_over_hotseat" if replay.fixed else "replay.continue_hotseat"),
            "replay-continue",
            data_mode="hotseat",
        ),
    )


def demo_box(demo_json: str, demo_link: str) -> Markup | None:
    """A demo just made: its embeddable link, a form to rewrite its title and captions here
    (which makes the link again), and its JSON."""
    if not demo_json:
        return None
    return el(
        "section",
        {"class_": "panel demo-made", "aria-label": t("replay.make_demo")},
        el("p", {}, t("replay.demo_ready")),
        el(
            "a",
            {"href": demo_link, "target": "_blank", "rel": "noopener", "id": "demo-link"},
            t("replay.demo_open"),
        ),
        el("label", {"for": "demo-snippet"}, t("embed.snippet")),
        el(
            "textarea",
            {"id": "demo-snippet", "readonly": True, "rows": 3, "class_": "snippet"},
            snippet("./", demo_link.split("#demo=", 1)[1], t("replay.make_demo")),
        ),
        demo_editor(demo_json),
        el("label", {"for": "demo-json"}, t("replay.demo_json")),
        el("textarea", {"id": "demo-json", "readonly": True, "rows": 8}, demo_json),
    )


def demo_editor(demo_json: str) -> Markup | None:
    """The demo's title and a field per caption (the first is shown before any move), to
    rewrite in the page: `demo-captions` checks them and makes the link again."""
    data = json.loads(demo_json)
    captions = data.get("captions") if isinstance(data, dict) else None
    if not isinstance(captions, list) or not captions:
        return None
    fields = []
    for index, caption in enumerate(captions):
        name = f"caption-{index}"
        fields.append(
            el(
                "li",
                {},
                el(
                    "label",
                    {"for": f"demo-{name}"},
                    t("replay.demo_caption_n", n=index) if index else t("replay.demo_caption_0"),
                ),
                el(
                    "textarea",
                    {
                        "id": f"demo-{name}",
                        "name": name,
                        "rows": 2,
                        "maxlength": demos.MAX_CAPTION,
                    },
                    str(caption),
                ),
            )
        )
    return el(
        "form",
        {"class_": "demo-edit", "data-command": "demo-captions", "aria-labelledby": "demo-edit"},
        el("h3", {"id": "demo-edit"}, t("replay.demo_edit")),
        el("p", {"class_": "note"}, t("replay.demo_edit_help")),
        el("label", {"for": "demo-edit-title"}, t("replay.demo_title_field")),
        el(
            "input",
            {
                "id": "demo-edit-title",
                "name": "title",
                "value": str(data.get("title", "")),
                "maxlength": demos.MAX_TITLE,
            },
        ),
        el("ol", {"class_": "demo-captions", "start": 0}, fields),
        el("button", {"type": "submit", "class_": "primary"}, t("replay.demo_update")),
    )


def link_error_screen(message: str) -> Markup:
    """A bad game link: a clear message on a normal page; nothing was saved or changed."""
    return join(
        [
            el(
                "section",
                {"class_": "panel link-error", "role": "alert", "aria-labelledby": "link-title"},
                el("h2", {"id": "link-title"}, t("link.title")),
                el("p", {}, message),
                el("p", {"class_": "note"}, t("link.nothing_changed")),
                button(t("error.home"), "home", class_="primary"),
            )
        ]
    )
