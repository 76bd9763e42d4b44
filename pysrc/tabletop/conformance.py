"""What every game on the table must satisfy, written once against the spec.

`tests/tabletop/test_conformance.py` runs each check over every installed game, player count
and option, so adding a game is registering it: these checks then test it. Each check plays
its own seeded game and raises AssertionError naming the first thing wrong.
"""

from __future__ import annotations

import copy
import hashlib
import itertools
import json
from collections.abc import Iterator
from typing import Any

from tabletop import links, record
from tabletop.bots import hard, make_bot
from tabletop.rng import Rng
from tabletop.spec import Config, Event, GameSpec, View, view_problems

MAX_DECISIONS = 20_000


def positions(
    spec: GameSpec[Any], config: Config, seed: int
) -> Iterator[tuple[Any, list[str], list[Event]]]:
    """A random game, position by position: (the game, the actions that led there, the last
    one's events). The same game object moves on after each yield, so a check that keeps one
    clones it."""
    game = spec.new(config, seed)
    rng = Rng(seed ^ 0x5EED)
    actions: list[str] = []
    yield game, actions, []
    while not game.is_over:
        assert len(actions) < MAX_DECISIONS, f"no end within {MAX_DECISIONS} decisions"
        legal = game.legal_actions()
        assert legal, f"no legal action for player {game.current_player} and the game goes on"
        action = str(legal[rng.below(len(legal))])
        events = game.apply(action)
        actions.append(action)
        yield game, actions, events


# The most positions a check samples from one game: a long game (five players, hundreds of
# decisions) is sampled more sparsely, over its whole length, rather than at every few steps.
MOST_SAMPLED = 100


def _stride(spec: GameSpec[Any], config: Config, seed: int, every: int) -> int:
    """`every`, or more in a game so long that it would give more than MOST_SAMPLED positions
    (the random game is played once first to know its length: that is cheap)."""
    length = 0
    for length, _ in enumerate(positions(spec, config, seed)):  # noqa: B007 - the last
        pass
    return max(every, -(-length // MOST_SAMPLED))


def _sampled(
    spec: GameSpec[Any], config: Config, seed: int, every: int
) -> Iterator[tuple[Any, list[str]]]:
    every = _stride(spec, config, seed, every)
    for game, actions, _ in positions(spec, config, seed):
        if len(actions) % every == 0 or game.is_over:
            yield game, actions


def _deciding(
    spec: GameSpec[Any], config: Config, seed: int, every: int
) -> Iterator[tuple[Any, list[str], int]]:
    """Sampled positions of a game in progress, with the seat deciding there."""
    for game, actions in _sampled(spec, config, seed, every):
        if game.is_over:
            return
        yield game, actions, game.current_player


def playout_keeps_invariants_and_replays(spec: GameSpec[Any], config: Config, seed: int) -> int:
    """Invariants hold after every action; the record replays to the same state at every
    step; the record and its link round-trip. Returns the number of decisions played."""
    snapshots = []
    actions: list[str] = []
    for game, actions, events in positions(spec, config, seed):
        problems = spec.invariants(game)
        if spec.step_checks is not None:
            problems += spec.step_checks(game, events)
        assert not problems, f"after {len(actions)} decisions: {problems}"
        snapshots.append(json.dumps(spec.snapshot(game), sort_keys=True))
    assert game.current_player is None and game.legal_actions() == []
    winners = game.winners()
    assert winners and all(0 <= w < config["players"] for w in winners)
    assert len(game.scores()) == config["players"]
    made = record.make(spec, config, seed, actions)
    for step, (again, _) in enumerate(record.steps(made)):
        replayed = json.dumps(spec.snapshot(again), sort_keys=True)
        assert replayed == snapshots[step], f"replay differs after {step} decisions"
    assert record.loads(record.dumps(made)) == made
    assert links.decode(links.encode(made)) == made
    half = record.make(spec, config, seed, actions[: len(actions) // 2])
    assert links.decode(links.encode(half)) == half
    return len(actions)


def same_seed_same_game(spec: GameSpec[Any], config: Config, seed: int) -> None:
    first = [
        json.dumps(spec.snapshot(g), sort_keys=True) for g, _ in _sampled(spec, config, seed, 7)
    ]
    second = [
        json.dumps(spec.snapshot(g), sort_keys=True) for g, _ in _sampled(spec, config, seed, 7)
    ]
    assert first == second
    other = json.dumps(spec.snapshot(spec.new(config, seed + 1)), sort_keys=True)
    dealt = json.dumps(spec.snapshot(spec.new(config, seed)), sort_keys=True)
    assert other != dealt, "two seeds dealt the same game"


def refuses_impossible_player_counts(spec: GameSpec[Any], seed: int) -> int:
    """The engine itself (`spec.new`, which the spec's check does not guard: a direct call
    reaches it as is) refuses a player count the game is not for, with the spec's own
    ValueError, rather than dealing a game that breaks later; the set-up is left unchanged.
    Returns the number of counts checked."""
    fewest = min(spec.players)
    counts: list[Any] = [0, max(spec.players) + 1, str(fewest), float(fewest), True, None]
    if 1 not in spec.players:
        counts.insert(1, 1)
    for players in counts:
        config = {**spec.default_config(), "players": players}
        try:
            spec.config(config)
        except ValueError as error:
            expected = str(error)
        else:
            raise AssertionError(f"the spec accepts {players!r} players")
        before = copy.deepcopy(config)
        try:
            spec.new(config, seed)
        except ValueError as error:
            assert str(error) == expected, f"{players!r} players: {error!r}, not {expected!r}"
        else:
            raise AssertionError(f"the engine dealt a game for {players!r} players")
        assert config == before, f"refusing {players!r} players changed the set-up"
    return len(counts)


BAD_TEXTS = ["", " ", "?", "no such action", "x" * 300, "\x00", "1", "-1", chr(0xD800), "done done"]


def refuses_bad_actions_unchanged(spec: GameSpec[Any], config: Config, seed: int) -> int:
    """Malformed texts, other moments' actions and non-text values are refused with the
    game's error, and the state does not change. Returns the number of refusals checked."""
    seen: list[str] = []
    refused = 0
    for game, actions in _sampled(spec, config, seed, 5):
        if game.is_over:
            break
        legal = {str(a) for a in game.legal_actions()}
        before = json.dumps(spec.snapshot(game), sort_keys=True)
        others = [a for a in seen if a not in legal][-5:]
        candidates: list[Any] = [t for t in BAD_TEXTS if t not in legal]
        candidates += others + [f"{a} 0" for a in list(legal)[:2] if f"{a} 0" not in legal]
        candidates += [None, 3, ["x"]]
        for bad in candidates:
            try:
                game.apply(bad)
            except spec.action_error:
                refused += 1
            except TypeError:
                assert not isinstance(bad, str), f"{bad!r} raised TypeError"
                refused += 1
            else:
                raise AssertionError(f"{bad!r} was accepted after {len(actions)} decisions")
            after = json.dumps(spec.snapshot(game), sort_keys=True)
            assert after == before, f"refusing {bad!r} changed the state"
        seen.extend(legal)
    return refused


def readings_keep_the_legal_actions(spec: GameSpec[Any], config: Config, seed: int) -> int:
    """Views (a seat's, an onlooker's, the playout view), the evaluation, Hard's reward and the
    secrets only read the state (`Turn.reading`), so the legal actions the game listed once are
    kept, not listed again, at every decision of a random game (40 at most). Counted by
    wrapping the game's own listing while the check runs. Returns the decisions checked."""
    game = spec.new(config, seed)
    kind = type(game)
    listing = kind._legal
    listed: list[object] = []

    def counted(self: Any, decision: Any) -> Any:
        listed.append(decision)
        return listing(self, decision)

    kind._legal = counted
    try:
        assert game.state is not None  # taken to be changed: the kept legal actions go
        game.legal_actions()
        assert len(listed) == 1, "the count sees a listing"
        rng = Rng(seed)
        decisions = 0
        while not game.is_over and decisions < 40:
            legal = game.legal_actions()
            seat = game.current_player
            before = len(listed)
            spec.view(game, seat)
            spec.view(game, None)
            if spec.playout_view is not None:
                spec.playout_view(game, seat)
            spec.evaluate(game, seat)
            hard.reward(spec, game, seat)
            if spec.secrets is not None:
                spec.secrets(game)
            assert game.legal_actions() == legal
            assert len(listed) == before, f"{spec.id}: a reading listed the legal actions again"
            game.apply(legal[rng.below(len(legal))])
            decisions += 1
    finally:
        kind._legal = listing
    return decisions


def views_hide_what_is_hidden(spec: GameSpec[Any], config: Config, seed: int) -> int:
    """Every seat's view is JSON, a copy (changing it changes nothing), shows the legal
    actions exactly when the decision is the seat's, and does not change when everything
    hidden from the seat is reshuffled (`perturb`, whose game keeps the invariants). Returns
    how many perturbations changed the true state (a check that never perturbs anything would
    prove nothing)."""
    changed = 0
    for game, actions in _sampled(spec, config, seed, 3):
        truth = json.dumps(spec.snapshot(game), sort_keys=True)
        for seat in range(config["players"]):
            view = spec.view(game, seat)
            text = json.dumps(view, sort_keys=True)
            mine = game.current_player == seat
            _assert_base_view(view, game, f"seat {seat}, step {len(actions)}")
            assert view["viewer"] == seat
            expected = [str(a) for a in game.legal_actions()] if mine else []
            assert view["legal_actions"] == expected, f"seat {seat}, step {len(actions)}"
            _scribble(view)
            assert json.dumps(spec.snapshot(game), sort_keys=True) == truth, "a view is live"
            again = json.dumps(spec.view(game, seat), sort_keys=True)
            assert again == text, "a view shares its lists with the game"
            for number in range(2):
                other = spec.perturb(game, seat, seed * 31 + number)
                assert not spec.invariants(other), f"a perturbed game: {spec.invariants(other)}"
                changed += json.dumps(spec.snapshot(other), sort_keys=True) != truth
                seen = json.dumps(spec.view(other, seat), sort_keys=True)
                assert seen == text, f"seat {seat} sees hidden things at step {len(actions)}"
    return changed


def spectators_see_only_what_is_public(spec: GameSpec[Any], config: Config, seed: int) -> int:
    """The spectator's view (`view(game, None)`: a link or a replay of a game in progress,
    whose onlooker is no seat) offers no action and does not change when everything hidden
    from any one seat is reshuffled: it shows no hand, deck order or face-down face. Returns
    how many perturbations changed the true state."""
    changed = 0
    for game, actions in _sampled(spec, config, seed, 3):
        truth = json.dumps(spec.snapshot(game), sort_keys=True)
        view = spec.view(game, None)
        text = json.dumps(view, sort_keys=True)
        _assert_base_view(view, game, f"step {len(actions)}")
        assert view["viewer"] is None and view["legal_actions"] == [], f"step {len(actions)}"
        _scribble(view)
        assert json.dumps(spec.snapshot(game), sort_keys=True) == truth, "a view is live"
        assert json.dumps(spec.view(game, None), sort_keys=True) == text, "a view is shared"
        for seat in range(config["players"]):
            other = spec.perturb(game, seat, seed * 37 + seat)
            changed += json.dumps(spec.snapshot(other), sort_keys=True) != truth
            seen = json.dumps(spec.view(other, None), sort_keys=True)
            assert seen == text, f"a spectator sees seat {seat}'s secrets at step {len(actions)}"
    return changed


def _assert_base_view(view: View, game: Any, where: str) -> None:
    """The view has the keys the core reads (`BaseView`), and its pending decision is the
    game's: None once the game is over, else the deciding seat's."""
    problems = view_problems(view)
    assert not problems, f"{where}: {'; '.join(problems)}"
    pending = view["pending"]
    assert (pending is None) == game.is_over, f"{where}: pending is {pending!r}"
    if pending is not None:
        assert pending["player"] == game.current_player, f"{where}: pending is {pending!r}"


def _scribble(value: Any) -> None:
    """Change every list and dict in a view in place."""
    if isinstance(value, dict):
        for item in list(value.values()):
            _scribble(item)
        value["scribbled"] = True
    elif isinstance(value, list):
        for item in value:
            _scribble(item)
        value.append("scribbled")


def determinize_matches_the_view(spec: GameSpec[Any], config: Config, seed: int) -> int:
    """A game sampled from a seat's view shows that seat the same view and legal actions,
    keeps the invariants, and plays on. Returns how many samples differed from the truth."""
    differed = 0
    for game, actions, seat in _deciding(spec, config, seed, 4):
        view = spec.view(game, seat)
        sample = spec.determinize(copy.deepcopy(view), seed + len(actions))
        assert spec.view(sample, seat) == view, f"step {len(actions)}: the sample's view differs"
        assert not spec.invariants(sample), spec.invariants(sample)
        differed += spec.snapshot(sample) != spec.snapshot(game)
        legal = sample.legal_actions()
        sample.apply(legal[len(actions) % len(legal)])
    return differed


def playout_view_reads_like_the_view(spec: GameSpec[Any], config: Config, seed: int) -> int:
    """A game's `playout_view` (the cheaper view of search bots' playouts) is a part of the
    seat's view, and the Easy policy reads it to the same choice. Returns positions checked."""
    assert spec.playout_view is not None
    checked = 0
    for game, actions, seat in _deciding(spec, config, seed, 3):
        light = spec.playout_view(game, seat)
        full = spec.view(game, seat)
        _assert_base_view(light, game, f"the playout view at step {len(actions)}")
        _assert_part_of(light, full, f"step {len(actions)}")
        number = seed + len(actions)
        assert spec.policy(light, Rng(number)) == spec.policy(full, Rng(number)), (
            f"step {len(actions)}: the policy chooses differently on the playout view"
        )
        checked += 1
    return checked


def playout_choice_is_the_policys(spec: GameSpec[Any], config: Config, seed: int) -> int:
    """A game's `playout_choice`, wherever it answers in a random game, is what `policy`
    chooses on the seat's view. Returns how many decisions it answered (none for a game
    without one)."""
    if spec.playout_choice is None:
        return 0
    answered = 0
    for game, actions, _ in positions(spec, config, seed):
        legal = game.legal_actions()
        if len(legal) < 2:  # forced, or the game is over: the playouts never ask
            continue
        seat = game.current_player
        quick = spec.playout_choice(game, seat, legal)
        if quick is None:
            continue
        chosen = spec.policy(spec.view(game, seat), Rng(seed + len(actions)))
        assert str(quick) == chosen, (
            f"step {len(actions)}: the playouts take {quick}, the policy {chosen}"
        )
        answered += 1
    return answered


def _assert_part_of(part: Any, whole: Any, where: str) -> None:
    """Every key of every dict in `part` is in `whole`, with the same value (lists alike)."""
    if isinstance(part, dict):
        assert isinstance(whole, dict), where
        for key, value in part.items():
            assert key in whole, f"{where}: {key!r} is not in the view"
            _assert_part_of(value, whole[key], f"{where}/{key}")
    elif isinstance(part, list):
        assert isinstance(whole, list) and len(part) == len(whole), where
        for k, (one, other) in enumerate(zip(part, whole, strict=True)):
            _assert_part_of(one, other, f"{where}/{k}")
    else:
        assert part == whole, f"{where}: {part!r} in the playout view, {whole!r} in the view"


# --- golden games -------------------------------------------------------------------------------

DIGEST_CHARS = 12  # hex digits of a step digest: enough to tell any two states of a game apart


def digest(spec: GameSpec[Any], game: Any) -> str:
    """The state's fingerprint: SHA-256 of the snapshot as canonical JSON, shortened."""
    text = json.dumps(spec.snapshot(game), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:DIGEST_CHARS]


def golden(spec: GameSpec[Any], config: Config, seed: int, choose: Any) -> dict[str, Any]:
    """A game played to its end by `choose(view) -> action` for the seat whose view offers
    actions, kept as a golden game: its game, version, set-up and seed as in a record, the
    deal's digest, each step as "player digest action" (the seat that chose, the state's digest
    after the action) and the end. The seat is read from the views, not from
    `current_player`, so that `record.steps`' own `player` is checked against something else."""
    game = spec.new(config, seed)
    start = digest(spec, game)
    steps: list[str] = []
    while not game.is_over:
        assert len(steps) < MAX_DECISIONS, f"no end within {MAX_DECISIONS} decisions"
        views = [spec.view(game, seat) for seat in range(config["players"])]
        deciding = [view for view in views if view["legal_actions"]]
        assert len(deciding) == 1, f"{len(deciding)} seats decide after {len(steps)} steps"
        action = choose(deciding[0])
        game.apply(action)
        steps.append(f"{deciding[0]['viewer']} {digest(spec, game)} {action}")
    made = record.make(spec, config, seed, [])
    del made["actions"]  # they are the steps'
    return made | {
        "start": start,
        "steps": steps,
        "end": {"scores": game.scores(), "winners": game.winners()},
    }


def replays_like_golden(kept: dict[str, Any]) -> int:
    """A golden game replays (`record.steps`) through the same states: the deal's digest,
    then each step's deciding seat, action and digest, and the same end. Raises naming the
    first step that differs; returns the number of steps."""
    steps = [line.split(" ", 2) for line in kept["steps"]]
    fields = ("game", "version", "config", "seed")
    made = {field: kept[field] for field in fields} | {"actions": [a for _, _, a in steps]}
    spec = record.game_of(made)
    count = 0
    game = None
    for game, step in record.steps(made):
        if step is None:
            assert digest(spec, game) == kept["start"], "the deal differs (before any action)"
            continue
        player, expected, action = steps[count]
        count += 1
        where = f"step {count} of {len(steps)} ({action!r})"
        assert step["action"] == action, f"{where}: the record says {step['action']!r}"
        assert step["player"] == int(player), f"{where}: `steps` says player {step['player']}"
        assert isinstance(step["events"], list), f"{where}: no events list"
        got = digest(spec, game)
        assert got == expected, f"{where} diverged: state digest {got}, recorded {expected}"
    assert game is not None and game.is_over, "the recorded game does not end"
    end = {"scores": game.scores(), "winners": game.winners()}
    assert end == kept["end"], f"the end differs: {end}, recorded {kept['end']}"
    return count


# --- bots -----------------------------------------------------------------------------------------

# Hard's and Expert's iterations in these checks: small, and with no time limit reproducible
HARD_BUDGET = 12


def bots_see_only_the_view(
    spec: GameSpec[Any], config: Config, seed: int, level: str, *, every: int, most: int
) -> int:
    """A bot of `level` answers a legal action from the seat's view, leaves the game and the
    view as they were, and answers the same when everything hidden from the seat is
    reshuffled (`perturb`): it reads nothing but the view. Asked at every `every`-th decision,
    `most` times at most; returns how many of the positions compared had a true state that
    the reshuffle changed."""
    budget = HARD_BUDGET if level in ("hard", "expert") else None
    changed = 0
    for game, actions, seat in itertools.islice(_deciding(spec, config, seed, every), most):
        view = spec.view(game, seat)
        kept = copy.deepcopy(view)
        truth = json.dumps(spec.snapshot(game), sort_keys=True)
        number = seed + len(actions)
        choice = make_bot(level, spec, number, budget).choose(view)
        assert choice in view["legal_actions"], f"step {len(actions)}: {choice!r} is not legal"
        assert view == kept, f"step {len(actions)}: the bot wrote into its view"
        assert json.dumps(spec.snapshot(game), sort_keys=True) == truth, "the bot moved the game"
        other = spec.perturb(game, seat, number)
        changed += json.dumps(spec.snapshot(other), sort_keys=True) != truth
        again = make_bot(level, spec, number, budget).choose(spec.view(other, seat))
        assert again == choice, f"step {len(actions)}: the bot sees what the seat cannot"
    return changed


def notation_round_trips(
    spec: GameSpec[Any], config: Config, seed: int, *, every: int, most: int
) -> int:
    """Each legal action's notation (`str`) is canonical (single spaces, none outside), names
    no other legal action, and as text does exactly what the action does: the same events and
    the same state. Asked at every `every`-th decision, `most` times at most; returns the
    number of actions checked."""
    checked = 0
    for game, actions, _ in itertools.islice(_deciding(spec, config, seed, every), most):
        legal = game.legal_actions()
        texts = [str(action) for action in legal]
        assert len(set(texts)) == len(texts), f"step {len(actions)}: two actions read alike"
        for action, text in zip(legal, texts, strict=True):
            assert text == " ".join(text.split()) and text, f"{text!r} is not canonical"
            by_text, by_value = copy.deepcopy(game), copy.deepcopy(game)
            assert by_text.apply(text) == by_value.apply(action), f"{text!r}: other events"
            assert spec.snapshot(by_text) == spec.snapshot(by_value), f"{text!r}: another state"
            checked += 1
    return checked
