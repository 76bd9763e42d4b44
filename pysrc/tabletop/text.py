"""Every string the shell shows, and the catalogue each game adds its own strings to, in
every language of the interface (English and French).

Strings are `str.format` templates; `t(key, **values)` fills them in the current language
(`set_language`, chosen from the browser by `from_browser` or by the player's switch). Values
are formatted as text and escaped later by the markup builder, never here. A game registers
each language's strings with `register` when its text module is imported; a key is owned by
one table only, so a game can neither change the shell's words nor another game's. Every key
has a text in every language with the same placeholders (tests/ui/test_languages.py).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import TypeVar, cast

from tabletop import names, text_fr
from tabletop.markup import Markup, fill

STRINGS: dict[str, str] = {
    # --- app ---
    "app.title": names.SITE,
    "home.title": "Play",
    "home.continue": "Continue your game",
    "home.continue_summary": "{players}, round {round}",
    "home.new_game": "New game",
    "home.saved_games": "Saved games",
    "home.import": "Import a save",
    "home.rules": "Rules and card gallery",
    "home.lab": "Balance lab: bots against bots",
    "rules.games": "The rules of",
    # --- "Learn to play": a game's tutorial (tabletop/ui/lessons.py, screens/tutorial.py) ---
    "tutorial.title": "Learn to play",
    "tutorial.about": "A first game on a fixed deal against a gentle bot, taught at the table: "
    "each lesson points at what to do, and any other legal choice is allowed and explained. "
    "Leave when you like; it waits here for you.",
    "tutorial.start": "Learn to play {game}",
    "tutorial.resume": "Resume learning {game}",
    "tutorial.restart": "Start {game}'s tutorial again",
    "tutorial.save_name": "Tutorial: {game}",
    "tutorial.learner": "Learner",
    "tutorial.bot_name": "Gentle bot",
    "tutorial.progress": "lesson {n} of {total}",
    "tutorial.leave": "Leave the tutorial (it is saved)",
    "tutorial.watch": "The gentle bot is playing: watch what it does. Your next lesson comes "
    "with your next decision.",
    "tutorial.guide": "Between lessons: the tutorial suggests {choice}. Any other choice is "
    "yours to make.",
    "tutorial.free": "You chose {choice}: that is legal, and the game goes on from there.",
    "tutorial.forced": "What just happened (your only legal choice, taken for you):",
    "tutorial.done": "You have met every lesson",
    "tutorial.met": "{n} of {total} lessons met",
    "tutorial.play_on": "The game is yours to finish: nothing more is pointed at.",
    "home.back": "← Back",
    "home.resume": "Continue the unsaved game",
    "home.unsaved": "The browser's storage is full, so this game is kept only in this page's "
    "memory: it is lost if the page is closed or reloaded, or if you start or open another "
    "game. Export it to a file to keep it, or delete old games under Saved games to make "
    "room: it is then saved at your next move.",
    "home.export_unsaved": "Export it to a file",
    "new.title": "New game",
    "new.game": "Game",
    "new.players": "Players",
    "new.players_n": "{n} players",
    "new.seat": "Seat {n}",
    "new.name": "Name",
    "new.who": "Played by",
    "new.kind.human": "A person (on this device)",
    "new.kind.random": "Bot: Random (picks any legal move)",
    "new.kind.easy": "Bot: Easy",
    "new.kind.medium": "Bot: Medium",
    "new.kind.hard": "Bot: Hard",
    "new.kind.expert": "Bot: Expert",
    "new.default_name": "Player {n}",
    "new.seed": "Seed (optional)",
    "new.seed_hint": "random",
    "new.commitment": "Fair shuffles: with no seed typed, this game's shuffles come from a random "
    "seed whose SHA-256 commitment is shown here; the end screen reveals the seed, so anyone "
    "can check it and re-run every shuffle. Commitment: ",
    "new.pause": "Pause between bot moves",
    "new.pause.0": "none",
    "new.pause.300": "short (0.3 s)",
    "new.pause.700": "normal (0.7 s)",
    "new.pause.1500": "long (1.5 s)",
    "new.start": "Start the game",
    "new.bad_players": "Choose one of the listed numbers of players.",
    "new.bad_option": "Choose one of the listed values for “{option}”.",
    "new.bad_game": "Choose one of the listed games.",
    "new.bad_kind": "Each seat is a person or one of the bot levels.",
    "new.style": "Bot's style",
    "new.style.none": "Balanced",
    "new.bad_style": "Each bot's style is one of the game's styles.",
    "new.bad_seed": "The seed is a whole number (digits only), or leave it empty.",
    "new.long_name": "Names have at most {n} characters.",
    "saves.title": "Saved games",
    "saves.none": "No saved games yet. Every game you play is saved here as you go.",
    "saves.open": "Open",
    "saves.export": "Export to a file",
    "saves.export_raw": "Download it as it is",
    "saves.delete": "Delete",
    "saves.deleted": "The save was deleted.",
    "saves.confirm_delete": "Delete this save for good?",
    "saves.delete_yes": "Yes, delete it",
    "saves.delete_no": "No, keep it",
    "saves.finished": "finished",
    "saves.round": "round {n}",
    "saves.broken": "Unreadable save “{slot}”",
    "saves.kept": "It is kept aside untouched; the other saves are not affected.",
    "saves.cannot_open": "This save cannot be opened: {reason}",
    "saves.default_name": "{names}, {date}",
    "saves.copy_name": "Copy of {name}",
    "saves.copied": "A copy of this game was saved; find it under Saved games.",
    "saves.full": "The browser's storage is full: the copy could not be saved.",
    "import.title": "Import a save",
    "import.file": "A save file (.json)",
    "import.paste": "…or paste a save here",
    "import.go": "Import",
    "import.empty": "Choose a file or paste a save first.",
    "import.file_too_big": (
        "This file is {size} MB; a save file is at most {limit} MB. Nothing was imported."
    ),
    "import.done": "The save was imported.",
    "pass.title": "Pass the device to {name}",
    "pass.body": "Everyone else, look away: the next screen shows {name}'s hand.",
    "pass.ready": "I am {name}: show my hand",
    "error.title": "Something went wrong",
    "error.body": "The game hit an unexpected error. Your saves are safe. Copy the details below "
    "into a bug report; they include this game's record so it can be replayed.",
    "error.copy": "Copy the details",
    "error.home": "Back to the home screen",
    # --- the table's notices (tabletop.ui.screens.table) and the gallery's search ---
    "table.in_memory": "The browser's storage is full or disabled: this game goes on in memory "
    "and will be lost when the page closes. Export it to a file, or delete old games under "
    "Saved games to make room (it is then saved at your next move).",
    "table.undo_used": "Undo was used in this game.",
    "table.undo_refused": "That decision can no longer be taken back.",
    "table.forced": "{sentence} (the only choice: taken for you)",
    "table.repeats": "The same choice several times at once",
    "table.repeat": "{label}: {n} times at once",
    "table.refused": "That move is not allowed now.",
    "table.no_worker": "Bots are thinking on the page itself (this browser did not start a "
    "worker), so the page may pause briefly while they think.",
    "table.game_over": "The game is over",
    # --- the table's frame (tabletop.ui.frame) ---
    "table.choices": "Your choices",
    "preview.nothing": "Does nothing: {why}",
    "table.fold": "Fold",
    "table.unfold": "Unfold",
    "table.fold_label": "Fold the choices to see the table",
    "table.seat_summary": "{name}: {score}",
    "table.undo": "Undo my last decision",
    "table.log": "Game log",
    "gallery.status": "{shown} of {total} cards shown.",
    "gallery.status.none": "No card matches your search.",
    # --- the end-of-game frame (tabletop.ui.end) ---
    "end.title": "Final scores",
    "end.chart": "Score at the start of each round",
    "end.reveal": "The shuffles came from seed {seed}. The commitment shown before the game "
    f"was SHA-256 of “{names.COMMITMENT_PREFIX}{{seed}}”: ",
    "end.check": "Replay and share this game (the link re-runs every shuffle)",
    "toolbar.menu": "Menu",
    "toolbar.label": "Game menu",
    "toolbar.home": "Home",
    "toolbar.save_as": "Save a copy",
    "toolbar.replay": "Replay and share",
    "saves.replay": "Replay",
    "saves.count": "{n} of {max} saved games.",
    "saves.near_cap": "This app is made for up to {max} saved games: past that, the browser's "
    "storage may refuse to save new games.",
    "saves.over_cap": "You have more than the {max} saved games this app is made for: the "
    "browser's storage may refuse to save new games.",
    "saves.cleanup": "Delete the {n} oldest finished games…",
    "saves.cleanup_none": "None of your games is finished: delete the ones you no longer need.",
    "saves.cleanup_confirm": "Delete these {n} finished games for good? Unfinished games are kept.",
    "saves.cleanup_yes": "Yes, delete these {n} games",
    "saves.cleanup_no": "No, keep them",
    "saves.cleanup_done": "{n} finished games were deleted.",
    "saves.cleanup_skipped": "{n} changed meanwhile (no longer a finished game) and were kept.",
    "home.over_cap": "You have {n} saved games, more than the {max} this app is made for: tidy "
    "up under Saved games.",
    "tabs.moved_on": "This game was played on in another tab: this tab now shows the latest "
    "position.",
    "tabs.forked": "This game was changed in another tab; your moves were kept as a copy: "
    "“{name}”. The other tab's game stays in the original save.",
    "tabs.fork_name": "{name} (tab copy)",
    "tabs.deleted": "This game's save was deleted in another tab. If you play on here, the game "
    "is saved again as a copy.",
    "saves.branch_name": "Continued from move {step}",
    "replay.title": "Replay",
    "replay.position": "Move {step} of {total} · round {round}",
    "replay.steps": "Step through the game",
    "replay.first": "« Start",
    "replay.back": "◀ Back",
    "replay.play": "▶ Play",
    "replay.pause": "■ Pause",
    "replay.forward": "Forward ▶",
    "replay.last": "End »",
    "replay.round": "Jump to",
    "replay.round_n": "round {n}",
    "replay.seat": "Seen by",
    "replay.all_open": "everyone (all hands open)",
    "replay.one_seat": "A game in progress is shown as {name} sees it.",
    "replay.onlooker": "A game in progress is shown as an onlooker sees it: no one's hand, no "
    "face-down card. Continue it here to play on.",
    "replay.continue": "Continue this game here",
    "replay.play_as": "Play as",
    "replay.take_over_solo": "Continue this game here (solo, against bots)",
    "replay.take_over_hotseat": "Continue this game here (hotseat)",
    "replay.open_hands": "Every hand",
    "replay.continue_solo": "Continue from here (solo, against bots)",
    "replay.continue_hotseat": "Continue from here (hotseat)",
    "replay.link": "Link to this game (anyone with it can replay it)",
    "replay.copy_link": "Copy the link",
    "replay.make_demo": "Make a demo from these steps",
    "replay.demo_intro": "From move {step} of this game.",
    "replay.demo_title": "From move {step}",
    "replay.demo_open": "Open the demo (its address is the link to embed)",
    "replay.demo_from": "From move",
    "replay.demo_to": "to move",
    "replay.demo_ready": "Your demo of the next steps (its captions are the log's sentences):",
    "replay.demo_json": "Its source, in the demo format (keep it to make the demo again "
    "later: each caption is shown at its step):",
    "replay.demo_edit": "Rewrite the title and captions",
    "replay.demo_edit_help": "Each caption is shown at its step, the first one before any move. "
    "Change them here, then press “Update the demo”: the link, the embed code and the source "
    "above and below change with them.",
    "replay.demo_title_field": "Title",
    "replay.demo_caption_0": "Step 0, before the first move",
    "replay.demo_caption_n": "Step {n}",
    "replay.demo_update": "Update the demo",
    "replay.demo_updated": "The demo's link and embed code now have your title and captions.",
    "replay.demo_refused": "The demo was not changed: {reason}.",
    "embed.iframe_title": "{game} rules demo: {title}",
    "embed.subject": "This step",
    "embed.next": "Next: {label}",
    "embed.seat_move": "{name}: {label}",
    "embed.play_here": "Play it here",
    "embed.play_here_named": "Play it here: {title}",
    "embed.open_alone": "open it in a tab of its own",
    "embed.copy_code": "Copy the embed code",
    "embed.page_title": "{game} rules demo",
    "embed.unknown": "There is no built-in demo named “{name}”. The Rules screen lists them.",
    "embed.no_demo": "this page shows a rules demo named in its address (#demo=…)",
    "embed.cannot": "This rules demo cannot be shown",
    "embed.restart": "« Start",
    "embed.back": "◀ Back",
    "embed.step": "Step ▶",
    "embed.play": "▶ Play",
    "embed.pause": "■ Pause",
    "embed.position": "Step {step} of {total}",
    "embed.snippet": "Paste into your blog:",
    "embed.list_title": "Rules demos",
    "embed.list_intro": "Short demos of each role and rule, played here step by step with a "
    "caption; what each step is about is outlined on the table. Each one also works in any web "
    "page as an iframe (copy its embed code).",
    "embed.none": "{game} has no rules demos yet.",
    "link.title": "This game link cannot be opened",
    "link.reason": "The link is not valid: {reason}.",
    "link.nothing_changed": "Nothing was saved or changed. Ask for the link again, or open "
    "the home screen.",
    "toolbar.pause": "Bot pause",
    "toolbar.export": "Export to a file",
    "app.copied": "Copied to the clipboard.",
    "app.copy_failed": "The browser did not allow copying: select the text and copy it yourself.",
    "app.no_storage": "This browser does not let the game keep saves: games stay in memory.",
    "app.not_moved": "Some games or settings saved by an earlier version could not be moved "
    "into this copy of the game (the browser's storage may be full). They are kept as they were, "
    "and moving them is tried again at the next start.",
    "level.random": "Random",
    "level.easy": "Easy",
    "level.medium": "Medium",
    "level.hard": "Hard",
    "level.expert": "Expert",
    # --- saves and sessions (session.py, saves.py) ---
    "saves.error.too_big": "This save is too large ({size} characters; the limit is {limit}).",
    "saves.error.not_json": "This is not a save file: {reason}.",
    "saves.error.not_object": "This is not a save file: it should be a JSON object.",
    "saves.error.not_ours": f"This is not an {names.SITE} save (format {{found}}).",
    "saves.error.version": (
        "This save was made by another version of the game (format {found}); "
        "this version reads {expected}."
    ),
    "saves.error.missing": "The save is incomplete: {fields} missing.",
    "saves.error.type": "The save is damaged: {field} should be {expected}.",
    "saves.error.empty_name": "The save is damaged: {field} is empty.",
    "saves.error.long_name": "A name is too long: {field} has {length} characters (limit {limit}).",
    "saves.error.bad_text": "A name is not valid text: {field} has a broken character.",
    "saves.error.date": "The save is damaged: {field} is not an ISO-8601 date.",
    "saves.error.kind": "The save is damaged: seat {seat} is neither a human nor a bot ({kind}).",
    "saves.error.level": "Seat {seat} has an unknown bot level {level}; known levels: {levels}.",
    "saves.error.human_level": "The save is damaged: seat {seat} is a human with a bot level.",
    "saves.error.style": "Seat {seat} has a bot style this game does not have: {style}.",
    "saves.error.seat_count": "The save has {seats} seats but its game is for {players} players.",
    "saves.error.record": "The game record in this save is damaged: {reason}.",
    "saves.error.replay": "The game in this save was altered and cannot be replayed: {reason}.",
    "saves.error.no_slot": "There is no save in slot {slot}.",
    "saves.error.unreadable": "The browser's storage could not be read ({reason}).",
    "saves.error.full": "The browser's storage is full: the save could not be stored.",
    "saves.field.name": "the save's name",
    "saves.field.seat_name": "the name of seat {seat}",
    "saves.expect.text": "text",
    "saves.expect.bool": "true or false",
    "saves.expect.list": "a list",
    "saves.expect.object": "an object",
    "saves.expect.count": "a whole number of writes",
    "saves.expect.writer": "a tab's id (up to 32 letters, digits, - or _)",
    "saves.reason.no_format": "missing",
    # --- the language switch (home screen and the table's toolbar); each language is named
    # in itself, in both languages ---
    "lang.label": "Language",
    "lang.en": "English",
    "lang.fr": "Français",
    # --- hotseat, end of game, saves and links (issue 14, points 5-7) ---
    "end.rematch": "Rematch",
    "rematch.started": "A rematch: the same players and options, new shuffles, and the seats "
    "moved round so that {name} goes first. The new seed's commitment: {commitment}",
    "link.names_unread": "The players' names in this link could not be read, so they are "
    "shown as Player 1, Player 2…",
    "copy.link_done": "Link copied.",
    "copy.link_refused": "The browser did not allow copying. The link is selected in the box "
    "above: copy it yourself (Ctrl+C, ⌘C, or a long press on a phone).",
    "import.already": "This game is already among your saved games: it is opened, and no "
    "second copy was made.",
    "saves.col.game": "Game",
    "saves.col.seats": "Players",
    "saves.col.round": "Progress",
    "saves.at_round": "round {n}",
    "saves.at_turn": "turn {n}",
    "saves.col.winner": "Winner",
    "saves.col.saved": "Saved",
    "saves.round_over": "{n}, finished",
    "saves.col.help": "Help",
    # --- the coach (coach.py) ---
    "coach.ask": "Hint: what would Expert do?",
    "coach.thinking": "Expert is weighing your choices…",
    "coach.failed": "No hint could be worked out for this decision.",
    "coach.would": "Expert would choose {action}.",
    "coach.best": "Expert gives you {chance} chance of winning after it.",
    "coach.best_next": "Expert gives you {chance} chance of winning after it, {next} after the "
    "next best choice.",
    "coach.percent": "{n}%",
    "coach.others": "Other choices Expert weighed",
    "coach.other": "{action}: {chance}",
    "coach.note": "Estimates from games Expert plays a few turns ahead from here, with what it "
    "cannot see drawn at random. A game where hints are asked for is marked as played with "
    "help.",
    "coach.help.hints": "Hints were asked for in this game ({n}).",
    "coach.help.both": "Undo and hints ({n}) were used in this game.",
    "review.start": "Review my decisions",
    "review.title": "Review of your decisions",
    "review.progress": "Expert is checking your decisions: {n} of {total}",
    "review.stop": "Stop",
    "review.stopped": "Stopped after {n} of your {total} decisions.",
    "review.failed": "The review could not be finished.",
    "review.done": "All {total} of your decisions with a choice were checked.",
    "review.item": "Round {round}: you chose {played}; Expert prefers {best}.",
    "review.chances": "Expert gives you {yours} after your choice, {hards} after its own.",
    "review.open": "Open the replay here",
    "review.clean": "Expert would have decided as you did, or found no better choice.",
    "review.note": "Expert's estimates, from a short search at each decision with what you could "
    "not see drawn at random: a guide, not a verdict.",
    "review.again": "Review again",
    "review.moves": "Decisions reviewed",
    "review.move": "Move {step}, round {round}: {played} (Expert: {best})",
    "review.mark_title": "The decision reviewed",
    "review.mark": "Your choice: {played} — Expert's: {best}",
    "review.yours": "Your choice",
    "review.hards": "Expert's choice",
    "review.both": "Your choice and Expert's",
    "review.differed": "Straight after each choice",
    "review.fact": "What differed",
    "fact.score": "Score",
    "fact.hand": "Cards in hand",
    "fact.influence": "Influence",
    "fact.symbols": "Role symbols",
    "fact.planets": "Planets",
    "fact.fighters": "Fighters",
    "fact.resources": "Resources",
    "fact.techs": "Technologies",
    "fact.armies": "Armies",
    # --- the balance lab (screens/lab.py) ---
    "lab.title": "Balance lab",
    "lab.intro": "Choose a game, its options and a bot for every seat: the games are played "
    "here, seats rotating from game to game, and the figures grow as each game ends.",
    "lab.seat": "Seat {n}",
    "lab.games": "Number of games",
    "lab.run": "Run",
    "lab.stop": "Stop",
    "lab.bad_games": "The number of games is 1 to {most}.",
    "lab.bad_outcome": "A game's result could not be read.",
    "lab.results": "Results",
    "lab.progress": "Playing: {n} of {total} games",
    "lab.stopped": "Stopped after {n} of {total} games.",
    "lab.done": "All {total} games played.",
    "lab.failed": "The run stopped: {reason}",
    "lab.table": "Wins after {games} games (a shared first place counts as a shared win)",
    "lab.col.bot": "Bot",
    "lab.col.seats": "Games",
    "lab.col.wins": "Win rate",
    "lab.col.interval": "95% interval",
    "lab.col.score": "Mean score",
    "lab.fair": "fair share",
    "lab.place": "{n}. in turn order",
    "lab.chart.wins": "Win rate of each bot, with its 95% interval",
    "lab.chart.order": "Wins by place in turn order: the first player's advantage",
    "lab.chart.scores": "Final scores of {bot}",
    "lab.axis.score": "score",
    "lab.chart.lengths": "Game length (mean {mean} turns)",
    "lab.axis.turns": "turns",
    "lab.chart.roles": "Roles (or actions) each bot chose, as shares of its choices",
    "lab.csv": "Download the games as CSV",
    "lab.command": "The same games from the command line (the same figures, once they are all "
    "played):",
    "saves.bot_level": "(bot, {level})",
    # --- the rules demo in a small iframe (embed.py; issue 14, point 8) ---
    "embed.table_label": "The table at this step",
    # --- feedback at the table (feedback.py, log.py): the thinking line, scores, the log ---
    "feedback.thinking": "{name} ({level}) is thinking…",
    "feedback.waiting": "Waiting for {name}…",
    "feedback.recent": "Since your last decision",
    "feedback.said": "{name}: {moves}.",  # a seat's moves, read out
    "feedback.separator": "; ",  # between lines read as one sentence
    "feedback.scores": "Scores",
    "feedback.to_act": "to play",
    "feedback.score_hidden": "At least {n}: part of this score is hidden from you (cards in a "
    "hand or face down count only once you see them)",
    # --- card faces (faces.py): the one note explaining a face's marks ---
    "faces.name_note": "† {why}.",
    "faces.line": "{label}: {value}",
    "faces.every_value": "* {why}. This holds for every value shown here.",
    "faces.these_values": "* {why}. The values concerned: {fields}.",
    "feedback.log_count": "({n} lines, newest first)",
    "keys.title": "Keyboard shortcuts (?)",
    "keys.move": "Move among the choices",
    "keys.move.keys": "← → ↑ ↓",
    "keys.pick": "Take the chosen action",
    "keys.pick.keys": "Enter Space",
    "keys.ends": "First or last choice",
    "keys.ends.keys": "Home End",
    "keys.undo": "Undo your last decision",
    "keys.undo.keys": "U",
    "keys.log": "Open or close the log",
    "keys.log.keys": "L",
    "keys.list": "Show or hide this list",
    "keys.list.keys": "?",
    "keys.close": "Close this list",
    "keys.close.keys": "Esc",
    # --- the page around the screen (index.html; main.py keeps it in the language) ---
    "page.tagline": "Survey, colonize, conquer, produce, trade and research.",
    # {games}: each registered game's credit (its spec's colophon), written in by build.py
    "page.colophon": "{games} Fan-made digital edition, rules engine {version}, Python {python} "
    "running in your browser. Works offline; your games stay on this device.",
}


# The languages of the interface; English is the reference every other language matches.
LANGUAGES = ("en", "fr")
DEFAULT_LANGUAGE = "en"

# Every table by language: the shell's English is `STRINGS`, games add theirs with `register`.
CATALOGUE: dict[str, dict[str, str]] = {"en": STRINGS, "fr": {}}
_OWNER: dict[str, str] = dict.fromkeys(STRINGS, "shell")
_CURRENT = [DEFAULT_LANGUAGE]  # the language `t` speaks now (one page, one language)
_KEPT: list[dict[tuple[object, ...], Markup]] = []  # the stores of `drawn_once`


def register(owner: str, strings: dict[str, str], lang: str = DEFAULT_LANGUAGE) -> None:
    """Add a game's strings in `lang` to the catalogue (again is harmless); a key that another
    table already owns is refused, so two games cannot quietly overwrite each other's words."""
    if lang not in CATALOGUE:
        raise ValueError(f"no language {lang!r}")
    for key, text in strings.items():
        if _OWNER.get(key, owner) != owner:
            raise ValueError(f"{owner} cannot define {key!r}: {_OWNER[key]} owns it")
        CATALOGUE[lang][key] = typeset(lang, text)
        _OWNER[key] = owner
    forget_drawings()  # a drawing kept before may have used a text this changes


def typeset(lang: str, text: str) -> str:
    """French puts a no-break space before : ; ? ! and inside « », so that a line never
    begins with one; tables are written with plain spaces and this adds them."""
    if lang != "fr":
        return text
    for before, after in (
        (" :", "\u00a0:"),
        (" ;", "\u00a0;"),
        (" ?", "\u00a0?"),
        (" !", "\u00a0!"),
    ):
        text = text.replace(before, after)
    return text.replace("« ", "«\u00a0").replace(" »", "\u00a0»")


def owner(key: str) -> str | None:
    """The table that owns `key` (None: no table has it)."""
    return _OWNER.get(key)


def set_language(lang: str) -> str:
    """Speak `lang` from now on (an unknown one is English); returns the language set."""
    _CURRENT[0] = lang if lang in LANGUAGES else DEFAULT_LANGUAGE
    return _CURRENT[0]


def language() -> str:
    """The language `t` speaks now, as a BCP 47 tag for `<html lang>`."""
    return _CURRENT[0]


def from_browser(languages: object) -> str:
    """The first of the browser's languages (`navigator.languages`, most wanted first) that
    the interface speaks, by its primary subtag ("fr-CA" is French); else English. Anything
    that is not a list of texts counts as no preference."""
    if isinstance(languages, str) or not isinstance(languages, (list, tuple)):
        return DEFAULT_LANGUAGE
    for tag in languages[:20]:
        primary = tag.split("-")[0].split("_")[0].strip().lower() if isinstance(tag, str) else ""
        if primary in LANGUAGES:
            return primary
    return DEFAULT_LANGUAGE


def template(key: str, lang: str | None = None) -> str:
    """The template of `key` in `lang` (default: the current language). A key missing in that
    language falls back to English, so a page never breaks on a missing translation; the
    catalogue's test forbids any such gap."""
    table = CATALOGUE[lang or _CURRENT[0]]
    found = table.get(key)
    return found if found is not None else STRINGS[key]


def t(key: str, **values: object) -> str:
    """The text for `key` in the current language, filled with `values`."""
    return template(key).format(**values)


def t_markup(key: str, **values: object) -> Markup:
    """`t` as markup, for values that are markup themselves (a name in `bdi`): the template's
    text is escaped and plain values are escaped, markup values are kept."""
    return fill(template(key), **values)


Drawing = TypeVar("Drawing", bound=Callable[..., Markup])
DRAWINGS_KEPT = 4096  # per decorated function; more (never seen in a game) starts afresh


def drawn_once(function: Drawing) -> Drawing:
    """Keep what `function` draws, by language and arguments: a drawing that depends on
    nothing else (an icon, a card's tooltip) is the same at every redraw, and a 4-player table
    draws hundreds of them each time. Its arguments must be hashable and never mutated."""
    kept: dict[tuple[object, ...], Markup] = {}
    _KEPT.append(kept)

    @wraps(function)
    def drawing(*args: object, **kwargs: object) -> Markup:
        key = (_CURRENT[0], args, tuple(kwargs.items()))
        found = kept.get(key)
        if found is None:
            found = function(*args, **kwargs)
            if len(kept) >= DRAWINGS_KEPT:
                kept.clear()
            if DRAWINGS_KEPT:  # 0 keeps nothing
                kept[key] = found
        return found

    return cast(Drawing, drawing)


def forget_drawings() -> None:
    """Empty the stores of `drawn_once`: the catalogue's texts have changed."""
    for kept in _KEPT:
        kept.clear()


def isolate(name: str) -> str:
    """A player's name (untrusted) in a plain-text sentence, between FIRST STRONG ISOLATE and
    POP DIRECTIONAL ISOLATE: a right-to-left override inside it cannot reorder the sentence.
    (In markup, names go in `<bdi>`: `markup.bdi`.)"""
    return f"\u2068{name}\u2069"


register("shell", text_fr.STRINGS, lang="fr")
