"""A named bot style: the roles a bot leans towards (a warlord, a researcher...).

A game lists its styles in its `GameSpec` (`styles`), and `tabletop.bots.styles` plays them.
The description lives here, apart from the bots, because the spec holds it and the bots import
the spec: a spec that imported the bots would make a cycle.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

LANGUAGES = ("en", "fr")  # what the new-game form shows a style's name and sentence in
# An id is written after a colon in the arena's bot names (`easy:warlord`), between commas:
# lower-case words joined by hyphens keep it clear of `:`, `@`, `,` and spaces.
_ID = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*")


@dataclass(frozen=True, slots=True)
class Style:
    """A style: its id, the roles it favours (as the game's `role_of` names them), and its
    name and a short sentence on what it favours, by language. French text keeps plain spaces
    before `: ; ? !`; the catalogue adds the no-break ones."""

    id: str
    roles: tuple[str, ...]
    names: dict[str, str]
    about: dict[str, str]

    def __post_init__(self) -> None:
        if not _ID.fullmatch(self.id):
            raise ValueError(f"style id {self.id!r}: lower-case words joined by hyphens")
        if not self.roles or len(set(self.roles)) != len(self.roles):
            raise ValueError(f"style {self.id}: one or more roles, each once")
        for texts in (self.names, self.about):
            if set(texts) != set(LANGUAGES) or not all(t.strip() for t in texts.values()):
                raise ValueError(f"style {self.id}: a text in each of {', '.join(LANGUAGES)}")
