"""What a game gives the core: the `Game` protocol, its option schema, and the `GameSpec`.

The core (records, links, saves, bots, the command line, the conformance suite and the
browser shell) knows a game only through its spec: it never imports a game's modules, and a
game never imports another game (a ruleset built on another game's code imports only the
extension points that game names: the 2010 prototype on the 2011 game). A config is plain
JSON data, `{"players": n, <option>: value, ...}`, so that records and links can hold any
game's set-up without knowing its meaning.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, Self, TypedDict, TypeVar, cast, runtime_checkable

from tabletop.learn import Learning
from tabletop.style import Style

Config = dict[str, Any]
# A game's view of its state for one seat: JSON data holding the keys of `BaseView`, which
# the core reads, and the game's own, which only the game's code reads.
View = dict[str, Any]
Event = dict[str, Any]


class Pending(TypedDict):
    """The decision a game waits for, as the core reads it in a view (a game's has more)."""

    player: int  # the deciding seat: the table's prompt, action buttons and waiting line


class BaseView(TypedDict):
    """The keys of every game's view that the core reads, and who reads them; the
    conformance suite checks every view of every game has them (`view_problems`)."""

    # The seat the view is for (None: an onlooker): the bots, the table's prompt.
    viewer: int | None
    # The viewer's legal actions as notations, in the engine's order (empty for an onlooker
    # and for a seat not deciding): every bot, the action buttons, the arena, the bots' worker.
    legal_actions: list[str]
    # The decision the table waits for; None once the game is over: the table's prompt or
    # end, the action buttons.
    pending: Pending | None


def base_view(view: View) -> BaseView:
    """A game's view as the core reads it. A cast, not a copy: bots read views in every
    playout, and the conformance suite checks every game's views against `BaseView`."""
    return cast(BaseView, view)


def view_problems(view: View) -> list[str]:
    """How a view breaks `BaseView`, as sentences (empty if it does not)."""
    problems = []
    viewer = view.get("viewer", "missing")
    if viewer is not None and type(viewer) is not int:
        problems.append(f"viewer is {viewer!r}, not a seat or None")
    legal = view.get("legal_actions")
    if not isinstance(legal, list) or not all(isinstance(a, str) for a in legal):
        problems.append(f"legal_actions is {legal!r}, not a list of notations")
    pending = view.get("pending", "missing")
    if pending is not None and not (
        isinstance(pending, dict) and type(pending.get("player")) is int
    ):
        problems.append(f"pending is {pending!r}, not None nor a decision with a player")
    return problems


def json_copy(value: Any) -> Any:
    """A deep copy of JSON data (dicts, lists and scalars), as games' pending decisions and
    views hold: cheaper than `copy.deepcopy`, and search bots clone at every iteration."""
    if isinstance(value, dict):
        return {k: json_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [json_copy(v) for v in value]
    return value


def check_players(title: str, counts: Sequence[int], players: object) -> int:
    """`players` if the game is for that many, else the one ValueError for it. The spec's
    check and each engine's constructors call it, so that a direct call to an engine refuses,
    in the same words, the counts that a form or a link is refused (a bool is no count)."""
    if type(players) is not int or players not in counts:
        listed = ", ".join(str(n) for n in counts)
        raise ValueError(f"{title} is for {listed} players, not {players!r}")
    return players


@runtime_checkable
class Game(Protocol):
    """A playthrough that returns its pending decision instead of blocking on it.

    `legal_actions()` is finite and in a stable order (links store a decision as its index
    there), and `str()` of each action is a notation that `apply` accepts as text. `apply`
    refuses an illegal or malformed action with the game's `ActionError` (a `ValueError`)
    and changes nothing. `turn` counts completed turns; search bots use it as a horizon.
    """

    @property
    def current_player(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def turn(self) -> int: ...

    def legal_actions(self) -> list[Any]: ...

    def apply(self, action: Any) -> list[Event]: ...

    def scores(self) -> list[int]: ...

    def winners(self) -> list[int]:
        """The winning seats after the game's own tie-breaks (several on a shared win)."""
        ...

    def clone(self) -> Self: ...


@dataclass(frozen=True, slots=True)
class Option:
    """One set-up choice on the new-game form. `values` are in a fixed order: links store a
    value as its index there, so values are only ever appended."""

    name: str
    values: tuple[Any, ...]
    default: Any
    label: str  # i18n key of the option's name; each value's key is f"{label}.{value}"

    def __post_init__(self) -> None:
        if self.default not in self.values:
            raise ValueError(f"option {self.name}: default {self.default!r} is not a value")

    @property
    def is_switch(self) -> bool:
        """A yes/no option (a checkbox on the form), whatever the order of its two values."""
        return len(self.values) == 2 and all(type(v) is bool for v in self.values)


def event_for(event: Event, viewer: int | None) -> Event:
    """An event as `viewer` (None: an onlooker, who is no seat) may see it. Every game's events
    keep what only their `player` may see under a `secret` key, so that the core can drop it
    for everyone else."""
    if "secret" not in event or (viewer is not None and event.get("player") == viewer):
        return event
    return {k: v for k, v in event.items() if k != "secret"}


def _no_extra_check(config: Config) -> None:
    """Most games accept every combination of their options."""


def _no_round(game: Any, events: list[Event]) -> bool:
    """A game without rounds: its score chart has the start and the end only."""
    return False


G = TypeVar("G", bound=Game)
# A file of a game's static/ folder: "<package>/<file>.css" or ".svg".
_ASSET = re.compile(r"[a-z_][a-z0-9_]*/[a-z0-9][a-z0-9_.-]*\.(css|svg)")


@dataclass(frozen=True, slots=True)
class GameSpec(Generic[G]):
    """A game, as registered with the core (see `registry`), typed by the game's own class `G`
    so that its functions take that class as they are written. The core holds specs from the
    registry as `GameSpec[Any]`: it hands each spec back only games that spec made.

    Each field says who reads it; "the core" is `tabletop` and its shell."""

    # In records, saves and links ("microcosm", "chaos-theory"...); the registry's key.
    id: str
    # The game's name: the home menu, the new-game form, the demo page, error sentences.
    title: str
    # Format version of its records and links (record, links, demos check it on reading);
    # bumped when replays would differ.
    version: int
    # The player counts it supports: the new-game form, links, simulate, balance, the lab.
    players: tuple[int, ...]
    # The set-up choices: the new-game form, the lab, links (a value's index), `config`.
    options: tuple[Option, ...]
    # (checked config, seed) -> the dealt game: records' replay, links, demos, the table.
    new: Callable[[Config, int], G]
    # What a seat may see, as JSON-able data with the keys of `BaseView` (the only ones the
    # core reads; the rest is the game's, for its own drawing and policy). Seat None is an
    # onlooker (a link or a replay of a game in progress): only what is public, no legal
    # action, "viewer": None. Read by the table, replays, bots and the conformance suite.
    view: Callable[[G, int | None], View]
    # A full game consistent with a view, from a seed: the Medium and Hard bots' samples.
    determinize: Callable[[View, int], G]
    # Broken invariants, as sentences (empty if none): simulate and the conformance suite.
    invariants: Callable[[G], list[str]]
    # The whole state as canonical JSON data: the table's undo (a state's identity),
    # simulate's replay check, the conformance suite.
    snapshot: Callable[[G], dict[str, Any]]
    # (game, seat, seed): everything hidden from the seat reshuffled or swapped; the
    # conformance suite checks that the seat's view is unchanged.
    perturb: Callable[[G, int, int], G]
    # A seat's lead in a (sampled) position: the Medium and Hard bots.
    evaluate: Callable[[G, int], float]
    # The Easy bot: (view, its Rng) -> a legal action; also Medium's and Hard's playouts.
    policy: Callable[[View, Any], str]
    # Combinations of option values refused (ValueError), beyond each option's own values:
    # `config`, so the form, links and records (a variant for 3 players only).
    check_config: Callable[[Config], None] = _no_extra_check
    # What changes whenever a decision reveals hidden information (a draw, a shuffle, a look
    # at a face-down card): the table's undo stops there. None, the whole state: no undo.
    secrets: Callable[[G], Hashable] | None = None
    # What a decision's events must satisfy, beyond the invariants (broken rules, as
    # sentences): simulate and the conformance suite.
    step_checks: Callable[[G, list[Event]], list[str]] | None = None
    # Whether a decision's events start a new round: the table's score chart has a point
    # per round.
    new_round: Callable[[G, list[Event]], bool] = _no_round
    # An entry of the home menu that opens this game's Rules screen, its label by language
    # ("en", "fr"): the 2010 prototype's "what changed from 2010 to 2011" (None: no entry).
    home_entry: dict[str, str] | None = None
    # What ended a finished game, in a word or two ("warfare pile", "VP supply"), for the
    # arena's and balance's tallies (None: the game does not say).
    end_reason: Callable[[G], str] | None = None
    # The role an action's notation leads ("lead survey" -> "survey"), else None, for the
    # arena's and the balance lab's role counts and the styled bots (None: a game without
    # roles; they count the verbs of its decisions instead).
    role_of: Callable[[str], str | None] | None = None
    # A cheaper view holding what `policy` reads, for the search bots' playouts and training
    # (None: `view`); the conformance suite checks `policy` chooses alike from both.
    playout_view: Callable[[G, int], View] | None = None
    # (sampled game, deciding seat, its legal actions) -> the action `policy` would choose,
    # read straight from the game where that needs no view, else None; the playouts take it
    # instead of building a view (None: always the view). The conformance suite checks it.
    playout_choice: Callable[[G, int, list[Any]], Any | None] | None = None
    # How many turns Hard's playouts look ahead, the turn under way included, by the number
    # of seats (None: three). Measured per game against Medium (docs/bots.md, "How far Hard
    # looks"): a horizon that helps one game can cost another.
    hard_turns: Callable[[int], int] | None = None
    # Hard's learned evaluation: the game's features and its trained model, read by Hard
    # and `tabletop train` (None: Hard squashes `evaluate` instead).
    learning: Learning | None = None
    # Hard's reward for a seat in a (sampled) position, from 0 to 1, where the game knows
    # better than the core's (None: the win in a finished game, else the squashed lead with
    # the learned chance; see `tabletop.bots.hard.reward`).
    reward: Callable[[G, int], float] | None = None
    # (view, legal action) -> a key, equal for actions the deciding seat cannot tell apart
    # (a face-down card taken from one place or another of a pile it has not seen): the
    # search bots try one action of each key, the first legal one (None: all differ).
    alike: Callable[[View, str], Hashable] | None = None
    # What `apply` raises for a refused action: records, demos and the conformance suite
    # tell a refused action from a fault by it.
    action_error: type[Exception] = ValueError
    # The package whose modules draw the game in the browser (`tabletop.ui.game_ui.build`):
    # the shell and the demo page import it on first use.
    ui_module: str | None = None
    # The module whose `DEMOS` (name -> demo data, see `tabletop.demos`) are the game's built-in
    # rules demos; imported on first use, so the command line and the bots never load them.
    demos_module: str | None = None
    # The module whose `TUTORIAL` (a `tabletop.tutorial.Tutorial`) is the game's first game on
    # a fixed deal, taught at the table ("Learn to play" on the home screen); imported on
    # first use, like the demos (None: no tutorial yet).
    tutorial_module: str | None = None
    # Formats written before the core: record formats (`{"format": ...}`) that are this
    # game's (read by `record`), and link prefixes (`v1.`) with the function reading their
    # set-up byte(s) (read by `links`).
    legacy_records: tuple[str, ...] = ()
    legacy_links: dict[str, Callable[[Any], Config]] = field(default_factory=dict)
    # Demo formats written before the core (`{"format": ...}` without a game id) that are this
    # game's; bare built-in names (`#demo=survey`) are looked up in such games only (`demos`).
    legacy_demos: tuple[str, ...] = ()
    # Format versions before `version` whose records, saves, links and demos still open, each
    # as the spec that plays them by the rules they were played under (its own `version` and
    # `new`): `record`, `links` and `demos` pick it by the version a record names, and a game
    # continued from one stays in its version.
    older_versions: dict[int, GameSpec[G]] = field(default_factory=dict)
    # Named bot styles (a warlord, a researcher...): the roles a bot leans towards, chosen on
    # the new-game form, the lab and in the arena (`easy:warlord`). A game without roles has
    # none.
    styles: tuple[Style, ...] = ()
    # The game's look, as files of a package's `static/` folder, each named "<package>/<file>"
    # ("dice/board.css" is the file static/board.css of package `dice`, served as
    # ./static/dice/board.css): build.py links every registered game's stylesheets
    # from both pages, after the shell's app.css, each once and in the registry's order; a game
    # drawn in another game's look names that game's stylesheets before its own.
    stylesheets: tuple[str, ...] = ()
    # The SVG sprites holding the `<symbol id="icon-<name>">` its icons point into
    # (`tabletop.ui.icons`), named as stylesheets are: build.py merges every registered game's
    # into the page's one static/icons.svg.
    sprites: tuple[str, ...] = ()
    # The game's credit in the page's colophon, a sentence by language ("en", "fr"): build.py
    # writes every registered game's into index.html, where the page's scripts find it.
    colophon: dict[str, str] = field(default_factory=dict)
    # The game's title in the page's other languages ("fr"), where it differs from `title`:
    # the new-game form, the saves list and the demos say it (`title_in`).
    titles: dict[str, str] = field(default_factory=dict)
    # Whether the table counts the game's progress in turns ("Turn 12 of 18", Microcosm)
    # rather than rounds: the saves list says it as the table does.
    counts_turns: bool = False

    def __post_init__(self) -> None:
        for name in self.stylesheets + self.sprites:
            if not _ASSET.fullmatch(name):
                raise ValueError(f"{self.title}: {name!r} is not <package>/<file>.css or .svg")
        if not all(name.endswith(".css") for name in self.stylesheets):
            raise ValueError(f"{self.title}: a stylesheet is a .css file")
        if not all(name.endswith(".svg") for name in self.sprites):
            raise ValueError(f"{self.title}: a sprite is a .svg file")
        ids = [style.id for style in self.styles]
        if len(set(ids)) != len(ids):
            raise ValueError(f"{self.title}: two bot styles share an id ({', '.join(ids)})")
        if ids and self.role_of is None:
            raise ValueError(f"{self.title}: bot styles lean towards roles, and it has none")

    def style(self, style_id: str) -> Style:
        """The style of that id; ValueError naming the game's styles, so that a mistyped
        arena name says what it could have been."""
        for style in self.styles:
            if style.id == style_id:
                return style
        known = ", ".join(style.id for style in self.styles)
        if not known:
            raise ValueError(f"{self.title} has no bot styles, so not {style_id!r}")
        raise ValueError(f"{self.title} has no bot style {style_id!r} (its styles: {known})")

    def default_config(self, players: int | None = None) -> Config:
        config: Config = {"players": players if players is not None else self.players[0]}
        for option in self.options:
            config[option.name] = option.default
        return config

    def title_in(self, lang: str) -> str:
        """The title as the page says it in `lang` (`title` where no other is given)."""
        return self.titles.get(lang, self.title)

    def at_version(self, version: object) -> GameSpec[G] | None:
        """The spec that plays records of format `version`: this one, an older one still
        read, or None."""
        if version == self.version and type(version) is int:
            return self
        return self.older_versions.get(version) if type(version) is int else None

    def config(self, data: Any) -> Config:
        """`data` checked as this game's config (ValueError naming what is wrong), as a new
        dict with its keys in schema order."""
        if not isinstance(data, dict):
            raise ValueError("a game set-up is a JSON object")
        names = ["players", *(option.name for option in self.options)]
        if set(data) != set(names):
            raise ValueError(f"a {self.title} set-up has exactly: {', '.join(names)}")
        config: Config = {"players": check_players(self.title, self.players, data["players"])}
        for option in self.options:
            value = data[option.name]
            if not any(type(value) is type(v) and value == v for v in option.values):
                raise ValueError(f"{option.name} cannot be {value!r}")
            config[option.name] = value
        self.check_config(config)
        return config


def parse_options(spec: GameSpec[Any], pairs: list[str]) -> Config:
    """`--option name=value` texts as option values: a value is matched against the option's
    own values by its text (`standard`, `true`/`True`, `3`); the spec checks the result."""
    options: Config = {}
    by_name = {option.name: option for option in spec.options}
    for pair in pairs:
        name, sep, text = pair.partition("=")
        name, text = name.strip(), text.strip()
        if not sep or name not in by_name:
            known = ", ".join(by_name) or "none"
            raise ValueError(f"{pair!r} is not NAME=VALUE for an option of {spec.title} ({known})")
        option = by_name[name]
        matches = [
            value
            for value in option.values
            if text in {str(value), json.dumps(value)} or text.lower() == str(value).lower()
        ]
        if not matches:
            values = ", ".join(str(value) for value in option.values)
            raise ValueError(f"{name} cannot be {text!r} (one of: {values})")
        options[name] = matches[0]
    return options
