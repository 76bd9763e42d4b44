"""Actions: immutable values with a short text notation that round-trips, read by a game's
`Notation` (its verb table), and the two ways an action is refused.

Every game writes an action as a verb and its arguments separated by spaces (`lead survey`,
`produce 2 0`); a game declares which arguments each verb takes, and the core reads them.
Links store an action as its index in `legal_actions()` and golden games store the text, so
a game's verb table and its order of legal actions are part of its save format.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass


class ActionError(ValueError):
    """Base of the two ways an action can be refused; the state is never changed."""


class MalformedAction(ActionError):
    """The text is not an action at all (unknown verb, wrong arguments)."""


class IllegalAction(ActionError):
    """A well-formed action that the rules do not allow now."""


@dataclass(frozen=True, slots=True)
class Action:
    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))

    @property
    def arg(self) -> str | None:
        """The first argument (a one-argument action's only one), None if there is none."""
        return self.args[0] if self.args else None

    def int_arg(self, index: int = 0) -> int:
        return int(self.args[index])


@functools.cache
def _one(verb: str, args: tuple[str, ...]) -> Action:
    """The one kept value of each action: legal-action lists and read texts hold the very same
    object, so that `apply` finds it by identity before comparing field by field."""
    return Action(verb, args)


@functools.cache
def act(verb: str, *args: object) -> Action:
    """An action built from Python values (ints and strings); the few distinct actions are
    kept, because legal-action lists are rebuilt at every decision."""
    return _one(verb, tuple(str(arg) for arg in args))


NUMBER = "int"  # the argument kind of a small number written canonically (0 to 999)
_KEPT_UP_TO = 40  # characters of the longest text whose reading is kept


class Notation:
    """A game's verb table: the kinds of each verb's arguments (`verbs`), and the words each
    kind allows (`words`); the kind `NUMBER` is any small canonical number. A text longer
    than `longest` characters (if given) is refused before it is read."""

    def __init__(
        self,
        verbs: Mapping[str, tuple[str, ...]],
        words: Mapping[str, frozenset[str]],
        longest: int | None = None,
    ) -> None:
        unknown = {kind for kinds in verbs.values() for kind in kinds} - {*words, NUMBER}
        if unknown:
            raise ValueError(f"argument kinds without words: {sorted(unknown)}")
        self.verbs = dict(verbs)
        self.words = dict(words)
        self.longest = longest
        # Bots' playouts apply actions as text thousands of times: the few distinct texts are
        # read once (a refused text raises, and is never kept).
        self._kept: Callable[[str], Action] = functools.lru_cache(maxsize=2048)(self._read)

    def parse(self, text: object) -> Action:
        """The action a notation stands for; MalformedAction if it stands for none."""
        if isinstance(text, str) and len(text) <= _KEPT_UP_TO:
            return self._kept(text)
        return self._read(text)

    def _read(self, text: object) -> Action:
        if not isinstance(text, str):
            raise MalformedAction(f"an action is text, not {type(text).__name__}")
        if self.longest is not None and len(text) > self.longest:
            raise MalformedAction(f"an action is at most {self.longest} characters")
        tokens = text.split()
        if not tokens:
            raise MalformedAction("empty action")
        verb, args = tokens[0], tuple(tokens[1:])
        kinds = self.verbs.get(verb)
        if kinds is None:
            raise MalformedAction(f"unknown verb {verb!r} in {text!r}")
        if len(args) != len(kinds):
            raise MalformedAction(f"{verb!r} takes {len(kinds)} argument(s): {text!r}")
        for kind, arg in zip(kinds, args, strict=True):
            if kind == NUMBER:
                if not (arg.isascii() and arg.isdigit() and len(arg) <= 3):  # not '²' nor '٣'
                    raise MalformedAction(f"{arg!r} is not a small number in {text!r}")
                if arg != str(int(arg)):
                    raise MalformedAction(f"{arg!r} is not written canonically in {text!r}")
            elif arg not in self.words[kind]:
                raise MalformedAction(f"{arg!r} is not a {kind} in {text!r}")
        return _one(verb, args)
