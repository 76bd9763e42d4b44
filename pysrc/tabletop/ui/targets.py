"""Direct manipulation: the cards, planets and stacks on the table as targets of the choices.

A game names, for each legal action, the thing on the table it acts on (its *subject*, a
string such as "card:survey" or "planet:2") or None. While drawing, each object asks
`Targets.attrs(subject)`: with one legal action it becomes a target that takes that action
when tapped (`data-pick`); with several (a planet one may attack or settle), tapping it marks
the prompt's buttons for them (`data-pick-group`, matched by the buttons' `data-subject`) and
the player picks one; with none it stays information. The page's glue handles both
attributes and app.css highlights them.

A rules demo marks its step's subject the same way (`mark`): the object drawn for it carries
`data-demo-subject` (its label), which the demo's page scrolls into view and outlines, whether
or not anyone may act on it.

A tutorial's lesson points at some of the choices (`pointed`): their buttons and the objects
they act on get `data-lesson-point` and are described by the lesson's text
(`tabletop.ui.lessons`).

The prompt's buttons stay the accessible way to choose: targets are not in the tab order,
so keyboard and screen-reader users meet each choice once, as a button with its full label.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tabletop.text import t

LESSON_TEXT = "lesson-text"  # the id of the lesson's words (tabletop.ui.lessons)


class Targets:
    """The legal actions grouped by the table object they act on."""

    def __init__(
        self,
        actions: Sequence[str],
        subject: Callable[[str], str | None],
        mark: tuple[str, str] | None = None,
        pointed: Sequence[str] = (),
    ) -> None:
        self.mark = mark  # a demo step's subject and its label (see the module's docstring)
        self._pointed = frozenset(pointed)
        self._subject: dict[str, str] = {}
        self._actions: dict[str, list[str]] = {}
        for action in actions:
            name = subject(action)
            if name is not None:
                self._subject[action] = name
                self._actions.setdefault(name, []).append(action)

    def attrs(self, subject: str) -> dict[str, object]:
        """Attributes that make the object drawn for `subject` a target (none if it is not)."""
        found: dict[str, object] = {}
        if self.mark is not None and self.mark[0] == subject:
            found["data-demo-subject"] = self.mark[1]
        actions = self._actions.get(subject)
        if not actions:
            return found
        lesson = self._lesson(actions)
        if len(actions) == 1:
            return found | {"data-pick": actions[0]} | lesson
        return found | {"data-pick-group": subject} | lesson

    def button_attrs(self, action: str) -> dict[str, object]:
        """Attributes for the prompt's button of `action`: the subject it shares with a target,
        and the lesson's mark if it points at it."""
        name = self._subject.get(action)
        return ({"data-subject": name} if name is not None else {}) | self._lesson([action])

    def first_pointed(self, actions: Sequence[str]) -> str | None:
        """The first of `actions` the lesson points at: where the keyboard's focus starts."""
        return next((action for action in actions if action in self._pointed), None)

    def _lesson(self, actions: Sequence[str]) -> dict[str, object]:
        """The lesson's mark, on what takes (or offers) an action it points at."""
        if self._pointed.isdisjoint(actions):
            return {}
        return {"data-lesson-point": True, "aria-describedby": LESSON_TEXT}

    def subjects(self) -> set[str]:
        """The subjects of the choices, and a demo's marked one (a part folded away unless it
        holds one, such as a list of technologies, opens for it)."""
        return set(self._actions) | ({self.mark[0]} if self.mark is not None else set())


class Compared(Targets):
    """The choices of a decision the coach reviewed, drawn in a replay: none can be taken
    (`disabled`) and no table object is a target; the one played and Hard's carry a mark
    (`data-review`) with its words (`data-review-label`, shown by app.css), so that the two
    differ by a label and a line style, not by colour alone."""

    def __init__(self, played: str, best: str) -> None:
        super().__init__((), lambda action: None)
        self._marks = {played: "yours", best: "hards"} if played != best else {best: "both"}

    def button_attrs(self, action: str) -> dict[str, object]:
        mark = self._marks.get(action)
        words = {"yours": "review.yours", "hards": "review.hards", "both": "review.both"}
        if mark is None:
            return {"disabled": True}
        return {"disabled": True, "data-review": mark, "data-review-label": t(words[mark])}


def preferred(actions: Sequence[str], rank: Callable[[str], int]) -> str | None:
    """The choice the keyboard's focus starts on: the lowest rank (the game ranks the common
    and safe choices first, the destructive ones last), the engine's order among equals."""
    if not actions:
        return None
    return min(enumerate(actions), key=lambda pair: (rank(pair[1]), pair[0]))[1]
