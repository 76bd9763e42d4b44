"""Chaos Theory's browser interface: the table from every seat at every position of whole games
(Easy bots at 2 to 5 players, and research-minded random players who reach the rare decisions
under every option), its buttons, labels, log sentences, end screen, rules and gallery."""

from __future__ import annotations

import random
import re
from functools import cache
from typing import Any

import pytest

from chaos_theory import SPEC
from chaos_theory.cards import BOARD, OVERSIGHT_TECH, START_TILES, TILE, TILES, TRACKS, R
from chaos_theory.engine import Game
from chaos_theory.state import Planet
from chaos_theory.ui import describe
from chaos_theory.ui.describe import PENDING_KINDS
from chaos_theory.ui.rules_page import READINGS, SECTIONS
from tabletop import registry, text
from tabletop.rng import Rng, seed_state
from tabletop.ui import frame
from tabletop.ui.game_ui import TableContext, ui_of

UI = ui_of(registry.get("chaos-theory"))

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed")
ACTION = re.compile(r'data-action="([^"]*)"')
# Notation that must never reach a button: a verb with its arguments, a bare face name.
NOTATION = re.compile(r"\b(take|attack|settle|reroll|extra|research|set|fix|pick) \w|_")


class Step:
    """A position: the game before its decision, and every event so far."""

    def __init__(self, game: Game, history: list[dict[str, Any]]) -> None:
        self.game = game
        self.history = history


def _chooser(seed: int, bot: bool) -> Any:
    """The Easy bot, or a random player who leads Research and researches whenever it can
    (Easy bots never research), so that every technology and its decisions come up."""
    bot_rng = Rng(seed_state(seed))
    rng = random.Random(seed)

    def choose(game: Game) -> str:
        if bot:
            seat = game.current_player
            assert seat is not None
            return SPEC.policy(SPEC.view(game, seat), bot_rng)
        legal = [str(a) for a in game.legal_actions()]
        research = [a for a in legal if a.startswith("research")]
        if research:
            return research[-1] if rng.random() < 0.5 else research[0]
        if "role research" in legal and rng.random() < 0.4:
            return "role research"
        if "follow" in legal and rng.random() < 0.6:
            return "follow"
        return rng.choice(legal)

    return choose


# Random games run under each value of every option (a config per seed).
CONFIGS = (
    {},
    {"politics": "wild", "used_dice": "each_role"},
    {"oversight": False, "storage": "face_up", "tech_influence": "highest", "tokens": "fixed"},
)


@cache
def playthrough(players: int, seed: int, bot: bool) -> tuple[Step, ...]:
    options = {} if bot else CONFIGS[seed % len(CONFIGS)]
    game = SPEC.new(SPEC.config(SPEC.default_config(players) | options), seed)
    choose = _chooser(seed, bot)
    steps: list[Step] = []
    history: list[dict[str, Any]] = []
    while True:
        steps.append(Step(game.clone(), list(history)))
        if game.is_over:
            return tuple(steps)
        history += game.apply(choose(game))


BOT_GAMES = [(players, 100 + players, True) for players in (2, 3, 4, 5)]
RANDOM_GAMES = [(players, seed, False) for players in (2, 3, 5) for seed in (1, 2, 3)]
ALL_GAMES = BOT_GAMES + RANDOM_GAMES


def log_for(step: Step, names: tuple[str, ...]) -> tuple[str, ...]:
    lines = []
    for event in step.history:
        line = UI.sentence(event, list(names))
        assert line, event
        lines.append(line)
    return tuple(lines)


def buttons(html: str) -> list[str]:
    return ACTION.findall(html)


# --- positions built by hand, one per decision ----------------------------------------------------


def crafted(kind: str, players: int = 3) -> Game:
    """A dealt game turned to a decision of `kind` for a seat that owns every technology
    (Oversight aside), face-up planets of each type, face-down ones, Fighters and resources:
    each decision then has several choices."""
    game = SPEC.new(SPEC.default_config(players), 5)
    s = game.state
    p = s.leader
    q = (p + 1) % players
    empires = {
        p: (("A01", True), ("F01", True), ("M01", True), ("M06", False), ("F07", False)),
        q: (("A02", True), ("F02", True), ("M02", False)),
    }
    for seat, tiles in empires.items():
        player = s.players[seat]
        for tile, up in tiles:
            if tile in s.display:  # a tile on show is swapped for one from the bag
                spare = next(t for t in s.bag if t[1:] > "08")
                s.bag.remove(spare)
                s.display[s.display.index(tile)] = spare
            else:
                s.bag.remove(tile)
            player.empire.append(Planet(tile, up))
        player.levels = [5, 5, 4, 5] if seat == p else [1, 0, 0, 4]
        player.fighters, player.resources, player.used = 6, 1, 2
        player.dice = [1, 1, 1, 1, 1, 1] if seat == p else [1, 0, 2, 1, 0, 1]
    if kind == "research":  # a fresh board: every track's first space is within reach
        s.players[p].levels = [0, 0, 0, 0]
    roles = {"survey": "survey", "warfare": "warfare", "attack": "warfare", "colonize": "colonize"}
    roles |= {"research": "research", "emporium": "trade", "respond": "warfare"}
    s.role = roles.get(kind, "produce") if kind != "lead" else None
    data: dict[str, Any] = {
        "lead": {},
        "boost": {"leader": True, "dice": 1, "adapted": False},
        "respond": {},
        "dissent": {},
        "extras": {"left": 1, "chosen": [0, 0, 1, 0, 0, 0], "from_used": 0},
        "survey": {"symbols": 6},
        "warfare": {"symbols": 2, "leader": True},
        "attack": {"discount": 1},
        "colonize": {"symbols": 5},
        "research": {"symbols": 6},
        "emporium": {"left": 3},
        "streamline": {"chosen": [0] * 6},
    }[kind]
    seat = q if kind in ("respond", "dissent", "extras") else p
    s.waiting = [k for k in range(players) if k not in (p, seat)]
    s.pending = {"kind": kind, "player": seat, **data}
    return game


def test_the_crafted_positions_offer_several_choices_each() -> None:
    for kind in PENDING_KINDS:
        game = crafted(kind)
        assert len(game.legal_actions()) >= 2, kind


# --- the table ------------------------------------------------------------------------------------


def test_the_spec_names_this_interface() -> None:
    assert SPEC.ui_module == "chaos_theory.ui"
    assert ui_of(registry.get("chaos-theory")) is UI


def _check_table(game: Game, seat: int, log: tuple[str, ...] = ()) -> None:
    """The table for `seat`: buttons only for a person deciding at an interactive table, and
    then exactly the engine's legal actions. The deciding seat's table is also drawn as a
    replay and as a bot's, where it offers nothing."""
    players = len(game.state.players)
    view = SPEC.view(game, seat)
    names = NAMES[:players]
    deciding = view["pending"] is not None and view["pending"]["player"] == seat
    legal = [str(a) for a in game.legal_actions()]
    others: tuple[str | None, ...] = tuple("easy" if k != seat else None for k in range(players))
    tables = [(others, True)]
    if deciding:
        tables += [
            ((None,) * players, False),
            (tuple("hard" if k == seat else None for k in range(players)), True),
        ]
    for bots, interactive in tables:
        ctx = TableContext(names=names, bots=bots, log=log, interactive=interactive)
        html = frame.table(UI, view, ctx)
        expected = view["legal_actions"] if deciding and bots[seat] is None and interactive else []
        assert buttons(html) == expected
        assert all(action in legal for action in buttons(html))
        assert len(re.findall(r'class="act( does-nothing)?"', html)) == len(expected)
        if not expected:
            assert "data-pick" not in html  # nothing on the table is a target either
        assert "{" not in html.replace("{}", "")  # no template left unfilled
    if deciding:
        assert view["legal_actions"] == legal and legal


def test_every_position_of_whole_games_renders_for_every_seat() -> None:
    count = 0
    for players, seed, bot in ALL_GAMES:
        steps = playthrough(players, seed, bot)
        log = log_for(steps[-1], NAMES[:players])
        for index, step in enumerate(steps):
            # Bot games: one position in four; the longer random games: one in 16; the end.
            if index % (4 if bot else 16) and index != len(steps) - 1:
                continue
            for seat in range(players):
                _check_table(step.game, seat, log[: len(step.history)][-30:])
                count += 1
    assert count > 1200


def test_every_pending_kind_renders_for_every_seat_with_labelled_buttons() -> None:
    for kind in PENDING_KINDS:
        for players in (2, 3, 5):
            game = crafted(kind, players)
            for seat in range(players):
                _check_table(game, seat)
    seen = set()
    for players, seed, bot in ALL_GAMES:
        for step in playthrough(players, seed, bot):
            if step.game.state.pending:
                seen.add(step.game.state.pending["kind"])
    assert seen >= set(PENDING_KINDS) - {"streamline", "emporium", "attack"}


def test_every_button_is_labelled_in_words() -> None:
    verbs = set()
    games = [crafted(kind) for kind in PENDING_KINDS]
    games += [step.game for game in ALL_GAMES for step in playthrough(*game)[::5]]
    for game in games:
        seat = game.current_player
        if seat is None:
            continue
        view = SPEC.view(game, seat)
        for action in view["legal_actions"]:
            label = describe.action_label(action, view)
            assert label and label != action and "{" not in label, action
            assert not NOTATION.search(label), (action, label)
            verbs.add(action.split()[0])
    assert verbs == {
        "role", "die", "set", "done", "follow", "dissent", "reroll", "extra", "fix", "take",
        "collect", "attack", "settle", "fighters", "research", "pick", "pass",
    }  # fmt: skip


def test_labels_of_the_examples_read_as_sentences() -> None:
    game = crafted("survey")
    view = SPEC.view(game, int(game.current_player or 0))
    labels = {a: describe.action_label(a, view) for a in view["legal_actions"]}
    tile = view["display"][2]
    assert labels["take 2"].startswith(f"Take {describe.tile_name(tile)} (costs 4)")
    assert re.fullmatch(
        r"Take (Advanced|Fertile|Metallic) planet [AFM]\d\d \(costs 4\)", labels["take 2"]
    )
    assert labels["pass"] == "Take no planet"
    game = crafted("dissent")
    view = SPEC.view(game, int(game.current_player or 0))
    labels = {a: describe.action_label(a, view) for a in view["legal_actions"]}
    assert labels["reroll colonize 2"] == "Re-roll 2 Colonize dice"
    assert labels["reroll colonize 1"] == "Re-roll 1 Colonize die"
    assert labels["fix survey warfare"] == "Diplomacy: turn a Survey die to Warfare"
    game = crafted("boost")
    view = SPEC.view(game, int(game.current_player or 0))
    labels = {a: describe.action_label(a, view) for a in view["legal_actions"]}
    assert labels["die produce_trade"] == "Boost with a Produce/Trade die"
    assert labels["die research"] == "Boost with a Research die (Adaptability)"
    assert labels["set survey warfare"] == "Politics: turn a Survey die to Warfare"
    game = crafted("warfare")
    view = SPEC.view(game, int(game.current_player or 0))
    labels = {a: describe.action_label(a, view) for a in view["legal_actions"]}
    assert labels["collect"] == "Collect 3 Fighters"  # 2 symbols + 1 for the leader
    assert labels["attack 5"] == "Attack Fertile planet F07 with 3 Fighters"  # 5 - 1 - 1
    assert labels["attack 0"].endswith("(start planet) with 1 Fighter")  # never free
    game = crafted("research")
    view = SPEC.view(game, int(game.current_player or 0))
    labels = {a: describe.action_label(a, view) for a in view["legal_actions"]}
    assert labels["research metallic"] == "Research Re-roll +1 (Metallic, level 1)"
    assert labels["research diverse"] == "Research Diplomacy (Diverse, level 1)"
    assert labels["research oversight"] == "Join the Oversight Committee: roll a seventh die"


def test_the_table_shows_dice_used_pile_empire_board_and_display() -> None:
    game = crafted("lead", 3)
    s = game.state
    seat = s.leader
    html = frame.table(UI, SPEC.view(game, seat), TableContext(names=NAMES[:3], bots=(None,) * 3))
    assert html.count('class="ct-die face-') == sum(p.active for p in s.players) + sum(
        p.used for p in s.players
    )
    assert html.count("face-used") == sum(p.used for p in s.players)
    assert "Used pile: 2" in html
    for k, cost in enumerate((2, 3, 4, 5, 6)):
        assert f"slot costing {cost} Survey" in html
        assert f'data-tile="{s.display[k]}"' in html
    assert f"Bag: {len(s.bag)} tiles" in html and f"Supply: {s.supply} tokens" in html
    assert html.count('class="ct-space"') == 20 and "Oversight Committee" in html
    # Each marker names its player; a long name is cut with "…" by the style sheet, so the
    # whole name is in its tooltip too (issue 33: a 40-letter name made a track 168 px tall).
    markers = re.findall(r'class="ct-marker[^>]*title="([^"]*)"[^>]*><bdi>([^<]*)</bdi>', html)
    assert markers
    assert all(title == f"{name}&#x27;s marker" for title, name in markers), markers
    assert "Fighters: 6" in html and "Resources: 1 (room for" in html
    assert '<abbr class="ct-mark"' in html  # provisional names and reconstructed values
    # The viewer's area comes first, then the others in turn order.
    order = [int(m) for m in re.findall(r'class="empire ct-area[^"]*"[^>]*data-seat="(\d)"', html)]
    assert order == [(seat + k) % 3 for k in range(3)]


def test_targets_on_the_table_match_the_buttons() -> None:
    for kind in ("survey", "colonize", "research", "dissent", "extras"):
        game = crafted(kind)
        seat = int(game.current_player or 0)
        html = frame.table(
            UI, SPEC.view(game, seat), TableContext(names=NAMES[:3], bots=(None,) * 3)
        )
        picks = re.findall(r'data-pick="([^"]*)"', html)
        groups = re.findall(r'data-pick-group="([^"]*)"', html)
        subjects = re.findall(r'data-subject="([^"]*)"', html)
        assert picks or groups, kind
        assert set(picks) <= set(buttons(html)) and set(groups) <= set(subjects), kind


def test_hostile_names_are_escaped_and_isolated() -> None:
    names = ("<script>alert(1)</script>", "\u202eevil", "Cy")
    for step in playthrough(3, 103, True)[::40]:
        for seat in range(3):
            view = SPEC.view(step.game, seat)
            log = tuple(UI.sentence(e, list(names)) or "" for e in step.history)
            ctx = TableContext(
                names=names, bots=(None,) * 3, log=log, rounds=((0, 0, 0), (1, 2, 3))
            )
            html = frame.table(UI, view, ctx)
            assert "<script>" not in html
            assert "<bdi>&lt;script&gt;alert(1)&lt;/script&gt;</bdi>" in html
            title = UI.prompt(view, list(names))
            pending = view["pending"]
            if pending and pending["player"] != seat:
                assert f"\u2068{names[pending['player']]}\u2069" in title


def test_undo_thinking_and_waiting_lines() -> None:
    game = crafted("lead", 2)
    seat = int(game.current_player or 0)
    other = 1 - seat
    names = NAMES[:2]
    view = SPEC.view(game, seat)
    html = frame.table(UI, view, TableContext(names=names, bots=(None, None), can_undo=True))
    assert 'data-command="undo"' in html
    assert 'data-command="undo"' not in frame.table(UI, view, TableContext(names, (None, None)))
    bots: tuple[str | None, ...] = ("easy", None) if seat == 0 else (None, "easy")
    waiting = frame.table(UI, SPEC.view(game, other), TableContext(names=names, bots=(None, None)))
    assert f"Waiting for <bdi>{names[seat]}</bdi>" in waiting
    thinking = frame.table(UI, SPEC.view(game, other), TableContext(names=names, bots=bots))
    assert f"<bdi>{names[seat]}</bdi> (Easy) is thinking" in thinking


def test_the_end_shows_the_winner_and_each_players_influence_by_source() -> None:
    for players, seed, bot in ALL_GAMES:
        last = playthrough(players, seed, bot)[-1].game
        scores, winners = last.scores(), last.winners()
        names = NAMES[:players]
        for seat in range(players):
            view = SPEC.view(last, seat)
            html = frame.table(UI, view, TableContext(names=names, bots=(None,) * players))
            assert "Final scores" in html and "data-action" not in html
            rows = re.findall(
                r'<tr data-seat="(\d)"[^>]*><th scope="row"><bdi>[^<]*</bdi></th>'
                r"<td>(\d+)</td><td>(\d+)</td><td>(\d+)</td><td>\d+</td><td><strong>(\d+)",
                html,
            )
            assert len(rows) == players
            for row in rows:
                planets, traded, techs, total = (int(x) for x in row[1:])
                assert planets + traded + techs == total == scores[int(row[0])]
            if len(winners) == 1:
                assert f"<bdi>{names[winners[0]]}</bdi> wins with {scores[winners[0]]}" in html
            else:
                assert "share the victory" in html


def test_the_table_speaks_french() -> None:
    game = crafted("dissent")
    seat = int(game.current_player or 0)
    try:
        text.set_language("fr")
        view = SPEC.view(game, seat)
        html = frame.table(UI, view, TableContext(names=NAMES[:3], bots=(None,) * 3))
        assert "Dés actifs" in html and "Relancer 2 dés Colonisation" in html
        assert "Active dice" not in html and "Re-roll" not in html.replace("Relance +1", "")
    finally:
        text.set_language("en")


# --- rules and gallery ----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_cover_every_section_the_options_and_the_readings(lang: str) -> None:
    try:
        text.set_language(lang)
        html = UI.rules()
        for heading, paragraphs in SECTIONS:
            assert text.t(f"chaos.rules.{heading}") in html.replace("&#x27;", "'")
            assert len(paragraphs) >= 1
        for key in READINGS:
            assert text.t(f"chaos.rules.{key}").replace("'", "&#x27;") in html
        for option in SPEC.options:
            assert text.t(option.label).replace("'", "&#x27;") in html
            for value in option.values:
                assert text.t(f"{option.label}.{value}").replace("'", "&#x27;") in html
        title = "Chaos Theory — how to play" if lang == "en" else "Chaos Theory — comment jouer"
        assert title in html
    finally:
        text.set_language("en")


def test_the_gallery_has_every_tile_every_space_and_the_marks() -> None:
    html = UI.gallery()
    for tile in (*TILES, *START_TILES):
        assert html.count(f'data-tile="{tile.id}"') == 1
    assert len(re.findall(r'data-tile="', html)) == 41
    assert len(re.findall(r'class="ct-tech track-', html)) == 21
    assert html.count('class="ct-die face-') == 6
    assert "Pomerene" in html and "Re-roll +1" in html and "Oversight Committee" in html
    # Provisional names are italic and explained by their face's note (†); the two sourced
    # ones are not.
    for name in ("Pomerene", "Scorched Earth"):
        assert re.search(
            rf'ct-name provisional">{name}</span><span class="face-marks" '
            r'title="† Provisional name',
            html,
        ) or re.search(
            rf'ct-name provisional">{name}</span> \(start planet\)</span>'
            r'<span class="face-marks" title="† Provisional name',
            html,
        ), name
    assert 'class="ct-name">Re-roll +1</span>' in html
    assert 'class="ct-name">Oversight Committee</span>' in html
    # Issue 33, readable faces: no line of a tile or a technology has a mark with its own
    # tooltip; each face has at most one note, and a face whose every value is reconstructed
    # marks no line at all.
    faces = re.findall(r'<div class="ct-(?:tile|tech) .*?</dl></div>', html)
    assert len(faces) == 41 + 21
    for face in faces:
        assert "<abbr" not in face
        assert face.count('class="face-marks"') <= 1
        if "This holds for every value shown here." in face:
            assert 'class="face-star"' not in face
    reconstructed = [f for f in faces if "This holds for every value shown here." in f]
    sourced = [f for f in faces if 'class="face-marks"' not in f]
    techs = [x for track in TRACKS for x in BOARD[track]] + [OVERSIGHT_TECH]
    assert len(reconstructed) == sum(TILE[k].status == R for k in TILE) + sum(
        not x.influence and x.ability != "reroll" for x in techs
    )
    assert len(sourced) == sum(TILE[k].status != R for k in TILE) > 10
    # A technology with a sourced Influence marks its reconstructed fields, named in its note.
    level3 = next(f for f in faces if 'data-tech="advanced3"' in f)
    assert "The values concerned: Cost, Prerequisite, Symbol" in level3
    assert level3.count('class="face-star"') == 3
    assert re.findall(r"<dt>(.*?)</dt>", level3) == ["Cost", "Prerequisite", "Symbol", "Influence"]
    assert "† a provisional name" in html


def test_many_ways_of_turning_a_die_fold_into_one_disclosure_where_they_stand() -> None:
    """With Politics dice a boost offers some twenty `set` actions: they fold away, and
    boosting and `done` stay in sight; every legal action still has its button, in order."""
    game = SPEC.new(SPEC.default_config(2), 1)
    s = game.state
    player = s.players[s.leader]
    player.dice = [1, 1, 1, 1, 0, 2]  # two Politics dice
    s.pending = {"kind": "lead", "player": s.leader}
    game = Game(s)
    game.apply("role survey")
    view = SPEC.view(game, s.leader)
    html = str(frame.table(UI, view, TableContext(names=NAMES[:2], bots=(None, None))))
    assert ACTION.findall(html) == view["legal_actions"]
    folded = html[html.index('<details class="ct-turns">') :]
    folded = folded[: folded.index("</details>")]
    sets = [a for a in view["legal_actions"] if a.startswith("set ")]
    assert len(sets) > 4 and sorted(ACTION.findall(folded)) == sorted(sets)
    before = html[: html.index('<details class="ct-turns">')]
    assert 'data-action="die survey"' in before and 'data-action="done"' in html


def test_the_folded_turns_open_when_the_suggested_choice_is_one_of_them() -> None:
    """No die shows the role's face, so turning one with Politics is the suggestion (and
    where the keyboard starts): the disclosure is open, the suggestion in sight."""
    game = SPEC.new(SPEC.default_config(2), 1)
    s = game.state
    s.players[s.leader].dice = [0, 2, 2, 0, 0, 2]  # no Survey die; two Politics dice
    s.pending = {"kind": "lead", "player": s.leader}
    game = Game(s)
    game.apply("role survey")
    view = SPEC.view(game, s.leader)
    html = str(frame.table(UI, view, TableContext(names=NAMES[:2], bots=(None, None))))
    assert '<details class="ct-turns" open>' in html
    assert ACTION.findall(html) == view["legal_actions"]
