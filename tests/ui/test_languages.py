"""English and French: every key of every table in both languages with the same placeholders,
no user-facing text written outside the catalogue, and the language switch (chosen from the
browser on a first visit, changed by the player, remembered on this device)."""

from __future__ import annotations

import ast
import json
import re
import string
from collections import Counter
from collections.abc import Iterator
from html import unescape
from pathlib import Path

import pytest

import build
import eminent_domain.ui.text
import microcosm.ui.text  # noqa: F401 - registers Microcosm's tables
from tabletop import names, registry, text
from tabletop.rng import Rng
from tabletop.saves import MemoryStorage
from tabletop.spec import GameSpec, event_for
from tabletop.ui import autosave
from tabletop.ui.app import App
from tabletop.ui.embed import EmbedApp
from tabletop.ui.game_ui import ui_of
from tabletop.ui.shell import playable_games

ROOT = Path(__file__).resolve().parents[2]

# Keys allowed to fall back to English in French. None: every key is translated.
MAY_FALL_BACK: frozenset[str] = frozenset()


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    text.set_language("en")


GAMES = playable_games()
for _spec in GAMES:
    ui_of(_spec)  # a game's interface registers its tables of texts


def fields(template: str) -> Counter[tuple[str, str, str | None]]:
    """Each replacement field (name, format spec, conversion), counted."""
    return Counter(
        (name, spec or "", conv)
        for _, name, spec, conv in string.Formatter().parse(template)
        if name is not None
    )


def test_every_key_of_every_table_is_in_both_languages_with_the_same_placeholders() -> None:
    """For the shell and every game: each key in both languages, not empty, with the same
    fields (and format specs) as often, and filling like the English."""
    english, french = text.CATALOGUE["en"], text.CATALOGUE["fr"]
    owners = {text.owner(key) for key in english}
    assert owners >= {"shell", *(spec.id for spec in GAMES)}
    assert len(GAMES) == len(registry.all_specs()), "every installed game has an interface"
    missing = sorted(set(english) - set(french) - MAY_FALL_BACK)
    assert not missing, f"{len(missing)} keys have no French, e.g. {missing[:10]}"
    assert not sorted(set(french) - set(english)), "French keys with no English"
    for key, template in english.items():
        if key in french:
            assert fields(french[key]) == fields(template), key
            assert french[key].strip(), key
            assert french[key].format(**{name: "x" for name, _, _ in fields(template)}), key


NO_BREAK = "\u00a0\u202f"  # no-break space, narrow no-break space


def test_french_strings_are_set_in_french_typography() -> None:
    """No line of French begins with a colon, semicolon or closing guillemet; in the games'
    texts, a no-break space comes before : ; ? ! » and after «, no English quotes, no double
    spaces, and no outer space the English has not."""
    for key, french in text.CATALOGUE["fr"].items():
        for mark in (" :", " ;", " ?", " !", "« ", " »"):
            assert mark not in french, (key, mark)
        if text.owner(key) == "shell":
            continue  # the shell's texts may end in a space that joins them to the next
        for match in re.finditer(r"[;?!»]|:(?=\s|$)", french):
            assert match.start() > 0 and french[match.start() - 1] in NO_BREAK, (key, french)
        for match in re.finditer("«", french):
            assert french[match.start() + 1 : match.start() + 2] in tuple(NO_BREAK), key
        assert not set('"“”') & set(french), (key, french)
        english = text.CATALOGUE["en"][key]
        assert "  " not in french, (key, french)
        assert french.strip() == french or english.strip() != english, (key, french)


def test_the_current_language_speaks_and_an_unknown_one_is_english() -> None:
    assert text.t("home.title") == "Play"
    assert text.set_language("fr") == "fr" and text.t("home.title") == "Jouer"
    assert text.t("pass.ready", name="Ada") == "Je suis Ada\u00a0: montrer ma main"
    assert str(text.t_markup("new.bad_option", option="<b>")) == (
        "Choisissez l&#x27;une des valeurs proposées pour «\u00a0&lt;b&gt;\u00a0»."
    )
    assert text.t("microcosm.card.D01") == "Vaisseau colonial"
    assert text.set_language("de") == "en" and text.t("home.title") == "Play"


def test_a_french_table_cannot_take_another_owners_key() -> None:
    with pytest.raises(ValueError, match="shell owns it"):
        text.register("some-game", {"home.title": "Jouer"}, lang="fr")
    with pytest.raises(ValueError, match="no language"):
        text.register("shell", {"home.title": "Spielen"}, lang="de")


@pytest.mark.parametrize(
    ("languages", "expected"),
    [
        (["fr-CA"], "fr"),
        (["fr"], "fr"),
        (["FR-fr", "en-US"], "fr"),
        (["en-GB", "fr-FR"], "en"),
        (["de-DE", "fr-FR"], "fr"),  # the first language the interface speaks
        (["de-DE", "es"], "en"),
        ([], "en"),
        ("fr", "en"),  # not a list: no preference
        ([None, 3, "fr"], "fr"),
    ],
)
def test_the_browsers_languages_choose_on_a_first_visit(languages: object, expected: str) -> None:
    assert text.from_browser(languages) == expected


def make_app(storage: MemoryStorage, languages: object = ()) -> App:
    return App(storage, lambda: "2024-05-01T12:00:00+00:00", lambda: 1234, languages=languages)


def test_first_visit_follows_the_browser_and_the_switch_is_remembered_across_a_reload() -> None:
    storage = MemoryStorage()
    app = make_app(storage, ["fr-CA", "en"])
    html = str(app.render())
    assert app.lang == "fr" and ">Nouvelle partie<" in html
    assert 'data-lang="fr" lang="fr" class="link" aria-pressed="true"' in html
    assert storage.getItem(autosave.SETTINGS_KEY) is None  # nothing chosen yet: nothing kept
    app.command("language", {"lang": "en"})
    html = str(app.render())
    assert app.lang == "en" and ">New game<" in html and ">Nouvelle partie<" not in html
    reloaded = make_app(storage, ["fr-CA"])  # the same device, the same browser
    assert reloaded.lang == "en" and ">New game<" in str(reloaded.render())
    reloaded.command("language", {"lang": "xx"})  # not a language: nothing changes
    assert reloaded.lang == "en"
    assert make_app(MemoryStorage(), ["de"]).lang == "en"


def test_the_language_and_the_bots_pause_are_kept_side_by_side() -> None:
    storage = MemoryStorage()
    storage.setItem(autosave.SETTINGS_KEY, json.dumps({"pause_ms": 300}))  # an old setting
    app = make_app(storage, ["en-US"])
    assert app.pause_ms == 300 and app.lang == "en"
    app.command("language", {"lang": "fr"})
    app.command("pause", {"value": "1500"})
    assert json.loads(storage.getItem(autosave.SETTINGS_KEY) or "") == {
        "pause_ms": 1500,
        "lang": "fr",
    }
    again = make_app(storage)
    assert again.pause_ms == 1500 and again.lang == "fr"
    storage.setItem(autosave.SETTINGS_KEY, '{"lang": 3')  # unreadable: the browser's choice
    assert make_app(storage, ["fr"]).lang == "fr"
    assert make_app(storage).lang == "en"


def test_the_table_has_the_switch_and_speaks_the_language_chosen() -> None:
    storage = MemoryStorage()
    app = make_app(storage)
    app.command("new")
    app.command("start", {"game": "microcosm", "players": "2", "kind0": "human", "kind1": "easy"})
    assert app.screen == "table"
    html = str(app.render())
    assert 'data-command="language"' in html and "Supply" in html
    app.command("language", {"lang": "fr"})
    html = str(app.render())
    assert "Réserve" in html and "Supply" not in html and "Accueil" in html


def test_game_names_are_said_in_the_language_chosen() -> None:
    """The new-game form and the saves list name each game in French on a French page
    (`GameSpec.titles`), and every game has a French name of its own or the same one."""
    storage = MemoryStorage()
    app = make_app(storage)
    app.command("language", {"lang": "fr"})
    app.command("new")
    html = unescape(str(app.render()))
    french = [spec.title_in("fr") for spec in playable_games()]
    assert "Eminent Domain\u00a0: Microcosm" in french and "Eminent Domain: Microcosm" not in html
    for title in french:
        assert f">{title}</option>" in html
    app.command("start", {"game": "microcosm", "players": "2", "kind0": "human", "kind1": "easy"})
    app.command("saves")
    html = unescape(str(app.render()))
    assert "<dt>Jeu</dt><dd>Eminent Domain\u00a0: Microcosm</dd>" in html
    assert "<dt>Avancement</dt><dd>tour 1</dd>" in html


# --- no user-facing text outside the catalogue -----------------------------------------------

TEXT_ATTRIBUTES = frozenset({"aria-label", "title", "placeholder", "alt"})
# Literals that may be written in code: symbols, not words (none has a letter, so none needs
# listing yet). A literal with letters that is not a word of any language goes here, with why.
ALLOWED: frozenset[str] = frozenset()


def _texts(node: ast.AST) -> Iterator[ast.Constant]:
    """The literal texts a child expression may produce: through lists, tuples, conditionals,
    `or`/`and` and f-strings (their literal parts)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node
    elif isinstance(node, ast.JoinedStr):
        for part in node.values:
            if isinstance(part, ast.Constant):
                yield part
    elif isinstance(node, (ast.List, ast.Tuple)):
        for item in node.elts:
            yield from _texts(item)
    elif isinstance(node, ast.IfExp):
        yield from _texts(node.body)
        yield from _texts(node.orelse)
    elif isinstance(node, ast.BoolOp):
        for value in node.values:
            yield from _texts(value)
    elif isinstance(node, (ast.ListComp, ast.GeneratorExp)):
        yield from _texts(node.elt)


def _words(node: ast.Constant) -> bool:
    value = node.value
    return isinstance(value, str) and value not in ALLOWED and any(c.isalpha() for c in value)


def literal_texts(path: Path, root: Path = ROOT) -> list[str]:
    """`file:line: text` for each literal with letters shown as a text child of `el(...)` (or
    the label of `button(...)`), or as a text attribute's value."""
    found = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for call in ast.walk(tree):
        if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Name):
            continue
        shown: list[ast.AST] = []
        if call.func.id == "el":
            shown += call.args[2:]
            if len(call.args) > 1 and isinstance(call.args[1], ast.Dict):
                attrs = call.args[1]
                for key, value in zip(attrs.keys, attrs.values, strict=True):
                    name = key.value if isinstance(key, ast.Constant) else None
                    if isinstance(name, str) and name.rstrip("_").replace("_", "-") in (
                        TEXT_ATTRIBUTES
                    ):
                        shown.append(value)
        elif call.func.id == "button":
            shown += call.args[:1]
        if call.func.id in ("el", "button"):
            shown += [
                k.value
                for k in call.keywords
                if k.arg and k.arg.rstrip("_").replace("_", "-") in TEXT_ATTRIBUTES
            ]
        for expression in shown:
            for literal in _texts(expression):
                if _words(literal):
                    relative = path.relative_to(root)
                    found.append(f"{relative}:{literal.lineno}: {literal.value!r}")
    return found


def found_in(package: str) -> list[str]:
    return [
        hit
        for path in sorted((ROOT / "pysrc" / package).rglob("*.py"))
        for hit in literal_texts(path)
    ]


UI_PACKAGES = ["tabletop/ui"] + [
    spec.ui_module.rsplit(".", 1)[0].replace(".", "/") for spec in GAMES if spec.ui_module
]


@pytest.mark.parametrize("package", UI_PACKAGES)
def test_no_text_of_the_shell_or_a_game_is_written_outside_the_catalogue(package: str) -> None:
    found = found_in(package)
    assert found == [], "\n".join(found)


def test_the_check_finds_a_literal_text(tmp_path: Path) -> None:
    """The check itself: a word in a child, in a conditional, in an f-string and in a title
    is found; a symbol, a key passed to `t` and a class name are not."""
    sample = tmp_path / "sample.py"
    sample.write_text(
        "el('p', {'class_': 'note'}, 'Hello')\n"
        "el('p', {}, t('home.title') if x else 'Nothing')\n"
        "el('abbr', {'title': 'A mark'}, '†')\n"
        "el('span', {}, f'{n} points', ' · ', '+')\n"
        "button('Go', 'home', aria_label='Back home')\n"
        "el('p', {}, t('key'), [' · ', '★'])\n",
        encoding="utf-8",
    )
    found = literal_texts(sample, tmp_path)
    assert [hit.split(": ", 1)[1] for hit in found] == [
        "'Hello'",
        "'Nothing'",
        "'A mark'",
        "' points'",
        "'Go'",
        "'Back home'",
    ]


def test_every_key_the_base_game_registers_in_english_is_its_own() -> None:
    assert all(text.owner(key) == "eminent-domain" for key in eminent_domain.ui.text.STRINGS)


# --- before Python runs, and the page around the screen -----------------------------------------

TOKEN = re.compile(r'(\w+):|"((?:[^"\\]|\\.)*)"|(\[)|(\])|(,)|\+|\s+|//[^\n]*')


def js_table(path: Path, lang: str) -> dict[str, str | list[str]]:
    """A boot script's table of texts in `lang` (`fr: {…}`): each entry's text, or its list of
    texts; "…" + "…" is one text."""
    source = path.read_text(encoding="utf-8")
    start = source.index(f"\n    {lang}: {{") + len(f"\n    {lang}: {{")
    block = source[start : source.index("\n    },", start)]
    table: dict[str, str | list[str]] = {}
    key, text, items = "", "", None
    for found in TOKEN.finditer(block):
        name, literal, opened, closed, comma = found.groups()
        if name:
            key, text = name, ""
        elif literal is not None:
            text += json.loads(f'"{literal}"')
        elif opened:
            items = []
        elif closed and items is not None:
            table[key], items = [*items, text] if text else items, None
            text = ""
        elif comma and items is not None:
            items.append(text)
            text = ""
        elif comma and text:
            table[key], text = text, ""
    return table


@pytest.mark.parametrize("script", ["boot.js", "embed-boot.js"])
def test_the_boot_scripts_speak_english_and_french_alike(script: str) -> None:
    english = js_table(ROOT / "static" / script, "en")
    french = js_table(ROOT / "static" / script, "fr")
    assert {"download", "start", "load"} <= set(english)
    assert set(english) - {"resuming"} <= {"download", "start", "load", "failed", "open"}
    assert set(english) <= set(french)
    assert english["download"] == "Downloading the runtime…"  # the reader reads
    assert french["start"] == "Démarrage de Python…"
    for value in french.values():
        for line in value if isinstance(value, list) else [value]:
            for mark in (" :", " ;", " ?", " !"):
                assert mark not in line, (script, line)  # a no-break space, as `typeset` puts


def test_the_pages_tagline_and_colophon_say_before_python_what_the_catalogue_says() -> None:
    french = js_table(ROOT / "static" / "boot.js", "fr")
    text.set_language("fr")
    assert french["tagline"] == text.t("page.tagline")
    colophon = french["colophon"]
    assert isinstance(colophon, list)
    assert "{version}".join(colophon[:2]) + "{python}" + colophon[2] == text.template(
        "page.colophon"
    )
    # and the English the page is written in is the catalogue's English
    text.set_language("en")
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    assert f'<p class="tagline">{text.t("page.tagline")}</p>' in page
    footer = unescape(re.sub(r"\s+", " ", build.colophon_footer()))  # as build.py writes it
    spans = ('<span id="version"></span>', '<span id="python-version"></span>')
    credits = " ".join(spec.colophon["en"] for spec in registry.all_specs())
    english = text.t("page.colophon", games=credits, version=spans[0], python=spans[1])
    assert footer.endswith(f"> {english} </footer>")


def test_the_boot_scripts_choose_the_language_as_the_app_does() -> None:
    """The same rule in JavaScript: the remembered switch (its key, its field), else the
    first of `navigator.languages` the interface speaks by its primary subtag."""
    for script in ("boot.js", "embed-boot.js"):
        source = (ROOT / "static" / script).read_text(encoding="utf-8")
        name = autosave.SETTINGS_KEY.removeprefix(names.STORAGE_PREFIX)  # scope.js prefixes it
        assert f'const SETTINGS_KEY = "{name}";' in source
        assert names.STORAGE_PREFIX + name == autosave.SETTINGS_KEY
        assert "settings.lang" in source and "navigator.languages" in source
        assert f"const LANGUAGES = {json.dumps(list(text.LANGUAGES))};" in source


def test_the_embed_speaks_the_apps_language_and_its_demos_say_their_captions_in_it() -> None:
    french = EmbedApp(MemoryStorage(), ["fr-BE", "en"])
    french.open_fragment("#demo=eminent-domain/survey")
    html = unescape(str(french.render()))
    assert french.lang == "fr" and french.title == "Eminent Domain\u00a0: démo des règles"
    assert "L'Exploration trouve de nouvelles planètes." in html and ">Exploration<" in html
    assert "Survey finds" not in html and "Étape 0 sur 5" in html
    microcosm = EmbedApp(MemoryStorage(), ["fr"])
    microcosm.open_fragment("#demo=microcosm/research")
    assert "Recherche\u00a0: prenez une technologie" in str(microcosm.render())
    storage = MemoryStorage()
    storage.setItem(autosave.SETTINGS_KEY, json.dumps({"lang": "en"}))  # the switch said English
    english = EmbedApp(storage, ["fr-FR"])
    english.open_fragment("#demo=eminent-domain/survey")
    assert english.lang == "en" and "Survey finds new planets." in str(english.render())
    assert french.lang == "fr" and "L&#x27;Exploration" in str(french.render())  # each its own


# --- every game's log, in both languages ---------------------------------------------------------


@pytest.mark.parametrize("spec", GAMES, ids=lambda spec: spec.id)
def test_every_event_of_a_game_reads_alike_in_both_languages(spec: GameSpec) -> None:
    """The events of a random game at each player count, as each seat and an onlooker see
    them: a sentence in English exactly when there is one in French, never empty, with every
    placeholder filled; most kinds of event have one."""
    sentence = ui_of(spec).sentence
    kinds: dict[str, bool] = {}
    for players in spec.players:
        game = spec.new(spec.default_config(players), 7)
        names = [f"Player {seat + 1}" for seat in range(players)]
        rng = Rng(7)
        while not game.is_over:
            legal = game.legal_actions()
            for event in game.apply(legal[rng.below(len(legal))]):
                for viewer in (None, *range(players)):
                    seen = event_for(event, viewer)
                    lines = []
                    for lang in text.LANGUAGES:
                        text.set_language(lang)
                        lines.append(sentence(seen, names))
                    english, french = lines
                    assert (english is None) == (french is None), (event, lines)
                    for line in lines:
                        assert line is None or (line.strip() and not set("{}") & set(line)), line
                    kind = str(event.get("type", event.get("kind")))
                    kinds[kind] = kinds.get(kind, False) or english is not None
    assert sum(kinds.values()) > len(kinds) / 2, kinds
