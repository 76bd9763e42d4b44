"""Top Card's sentences: the log, the prompt's question and each choice's label."""

from __future__ import annotations

from typing import Any

from .text import t

Event = dict[str, Any]
View = dict[str, Any]


def event_sentence(event: Event, names: list[str]) -> str | None:
    kind = event["kind"]
    if kind == "play":
        return t("top-card.log.play", name=names[event["player"]], card=event["card"])
    if kind == "trick":
        return t("top-card.log.trick", name=names[event["player"]])
    if kind == "game_over":
        return t("top-card.log.over")
    return None


def prompt_title(view: View, names: list[str]) -> str:
    name = names[view["pending"]["player"]]
    if not view["trick"]:
        return t("top-card.prompt.lead", name=name)
    return t("top-card.prompt.answer", name=name, card=view["trick"][0][1])


def action_label(action: str, view: View) -> str:
    return t("top-card.play", card=action.split()[1])
