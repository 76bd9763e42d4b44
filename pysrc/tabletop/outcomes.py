"""An arena run's games kept in a file as they end (`arena --outcomes FILE`), so that a long run
killed or stopped part way is continued by running the same command again: the games already
in the file are not played again, and the figures are those of one run without a break.

The file is JSON Lines: a first line naming the run (game, bots, checked set-up, seed, budget),
then a line a game (its number and its `Outcome`). A file of another run is refused rather
than mixed in; a last line cut off by a killed run is dropped, and that game played again. The
file is read as untrusted text: bounded per line and checked by `Outcome.from_dict`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any, Generic, Protocol, TypeVar

from tabletop.untrusted import InputError, load_json

MAX_HEADER_CHARS = 100_000
MAX_GAME_CHARS = 4_000_000 + 100  # an outcome's bound (arena.MAX_OUTCOME_CHARS) and its number


class Kept(Protocol):
    def to_dict(self) -> dict[str, Any]: ...


T = TypeVar("T", bound=Kept)


class OutcomesFile(Generic[T]):
    """The games of one run in `path`: those kept there, by number (read back by `parse`, which
    raises ValueError for a wrong shape), and a way to add more."""

    def __init__(self, path: Path, run: dict[str, Any], parse: Callable[[Any], T]) -> None:
        self.path = path
        self.run = json.loads(json.dumps(run))  # as JSON reads it back: tuples are lists
        self.kept: dict[int, T] = {}
        self._file: IO[str] | None = None
        self._parse = parse
        if path.exists():
            self._read()

    def _read(self) -> None:
        lines = self.path.read_text(encoding="utf-8").split("\n")
        complete = lines[:-1]  # a last line without its newline was cut off by a killed run
        if not complete:
            return
        try:
            header = load_json(complete[0], MAX_HEADER_CHARS)
        except InputError as error:
            raise InputError(f"{self.path}: its first line is not a run's: {error}") from None
        if not isinstance(header, dict) or header.get("run") != self.run:
            raise InputError(
                f"{self.path} holds the games of another run ({_said(header)}), not of this one "
                f"({_said({'run': self.run})}): give another file, or the same options"
            )
        for at, line in enumerate(complete[1:], start=2):
            try:
                game = load_json(line, MAX_GAME_CHARS)
                if not isinstance(game, dict) or set(game) != {"game", "outcome"}:
                    raise ValueError("a game's line is an object of its number and outcome")
                number = game["game"]
                if type(number) is not int or number < 0:
                    raise ValueError("a game's number is a whole number, 0 or more")
                self.kept[number] = self._parse(game["outcome"])
            except ValueError as error:
                raise InputError(f"{self.path}, line {at}: {error}") from None
        # A line cut off by a killed run is dropped, so that what follows is appended whole.
        if lines[-1]:
            self.path.write_text("\n".join(complete) + "\n", encoding="utf-8")

    def add(self, number: int, outcome: T) -> None:
        """Write one game as it ends (flushed, so that a killed run loses at most that one)."""
        if self._file is None:
            new = not self.path.exists() or self.path.stat().st_size == 0
            self._file = self.path.open("a", encoding="utf-8")
            if new:
                self._file.write(_line({"run": self.run}))
        self._file.write(_line({"game": number, "outcome": outcome.to_dict()}))
        self._file.flush()
        self.kept[number] = outcome

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


def _line(value: dict[str, Any]) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True) + "\n"


def _said(header: Any) -> str:
    """A run's header in a few words, for the refusal."""
    run = header.get("run") if isinstance(header, dict) else None
    if not isinstance(run, dict):
        return "not an arena run's"
    return ", ".join(f"{key} {run.get(key)}" for key in ("game", "names", "seed", "budget"))
