"""What each choice acts on: a card of the hand, so that tapping it plays it."""

from __future__ import annotations

from typing import Any


def subject(action: str) -> str | None:
    return f"card:{action.split()[1]}"


def preferred_action(view: dict[str, Any]) -> str | None:
    legal: list[str] = view["legal_actions"]
    return legal[0] if legal else None
