"""The page's Python entry point, run by PyScript once Pyodide is up: the browser glue.

DOM look-ups that find nothing return Pyodide's `jsnull`, which is falsy but not None: test
them by truth value, never with `is None`.

Everything the player sees is drawn by `tabletop.ui.app.App` (pure Python, tested under
CPython); this file only forwards DOM events to it, draws what it renders, keeps its saves in
`localStorage`, runs the bots' turns (in a worker when one starts, else here in short slices)
and turns any unexpected error into a friendly screen instead of a traceback.
"""

import asyncio
import json
import os
import sys
import traceback
from datetime import UTC, datetime
from typing import ClassVar

from pyscript import document, window  # type: ignore[import-not-found]
from pyscript.ffi import create_proxy, to_js  # type: ignore[import-not-found]

import tabletop
from tabletop import saves, untrusted
from tabletop.saves import MemoryStorage
from tabletop.text import t
from tabletop.ui import keys, namespace, regions, thinking
from tabletop.ui.app import App
from tabletop.ui.gallery_search import matches, status_text
from tabletop.ui.shell import colophon

PROBE_KEY = saves.PREFIX  # any key: reading it tells whether storage is allowed


class BrowserStorage:
    """`localStorage` as the saves module expects it (JS null becomes None); if the browser
    refuses storage altogether, an in-memory store stands in and the page says so."""

    def __init__(self) -> None:
        try:
            self.store = window.localStorage
            self.store.getItem(PROBE_KEY)
            self.available = True
        except Exception:
            self.store = MemoryStorage()
            self.available = False

    def getItem(self, key: str) -> str | None:  # the Web Storage name
        value = self.store.getItem(key)
        return value if isinstance(value, str) else None

    def setItem(self, key: str, value: str) -> None:
        self.store.setItem(key, value)

    def removeItem(self, key: str) -> None:
        self.store.removeItem(key)

    def key(self, index: int) -> str | None:
        value = self.store.key(index)
        return value if isinstance(value, str) else None

    @property
    def length(self) -> int:
        return int(self.store.length)


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def fresh_seed() -> int:
    return int.from_bytes(os.urandom(8), "big")


def browser_languages() -> list[str]:
    """`navigator.languages`, most wanted first: the interface's language on a first visit."""
    try:
        return [str(tag) for tag in window.navigator.languages][:20]
    except Exception:
        return []


storage = BrowserStorage()
# This copy's keys only (another copy of the app may share the origin): the keys written
# before scoping move in first, before the app reads any (tabletop/ui/namespace.py).
scope = namespace.scope_of(str(window.location.pathname))
migration = namespace.migrate(storage, scope)
scoped_storage = namespace.ScopedStorage(storage, scope)
app = App(scoped_storage, now, fresh_seed, languages=browser_languages())
screen = document.getElementById("screen")
live = document.getElementById("live")


class Page:
    """What the glue remembers between events."""

    worker = None  # the bots' PyScript worker, once started
    worker_state = "starting"  # "starting", "ready" or "failed"
    bot_task = None
    jobs: ClassVar[dict[str, asyncio.Future[None]]] = {}  # the running Job of each kind
    replay_task = None
    last_announcement = ""
    storage_draw = False  # a redraw after another tab's change is on its way
    shown_screen = ""  # the screen drawn last: a new one starts at the top of the page
    log_open = False  # the log drawer as the player left it on a narrow screen
    folds: ClassVar[
        dict[str, bool]
    ] = {}  # the table's parts a phone folds, as the player left them
    decision = ""  # the person's decision last shown: a new one brings its target into view
    drawing = False  # a draw moves the focus: no target is brought into view for that
    page_lang = ""  # the language the page's frame (tagline, colophon) was last written in
    tasks: ClassVar[set[asyncio.Future[None]]] = set()  # running tasks, kept referenced


def spawn(coroutine) -> None:  # type: ignore[no-untyped-def]
    task = asyncio.ensure_future(coroutine)
    Page.tasks.add(task)
    task.add_done_callback(Page.tasks.discard)


# --- drawing -----------------------------------------------------------------------------


def draw() -> None:
    """Draw the app's current screen, keep the focus sensible, announce the prompt. Each
    draw is a User Timing measure named "draw", and its Python render one named "render"
    (read by `build.py bench-ui`)."""
    started = window.performance.now()
    Page.drawing = True
    try:
        draw_screen()
    finally:
        Page.drawing = False
        window.performance.measure("draw", to_js({"start": started}))


def draw_screen() -> None:
    focused = document.activeElement
    focus_key = None
    if focused and focused != document.body:
        focus_key = (
            focused.getAttribute("data-action") or focused.getAttribute("data-command") or None
        )
        focus_id = focused.id
    else:
        focus_id = ""
    log = document.getElementById("log")
    if log and not wide():
        Page.log_open = bool(log.open)
    rendering = window.performance.now()
    # Issue 34: a region the page shows as drawn, untouched since, goes across as a
    # placeholder (tabletop/ui/regions.py). A new screen or language starts from nothing kept.
    same = app.screen == Page.shown_screen and app.lang == Page.page_lang
    on_page = json.loads(str(window.edRegions(screen))) if same else {}
    with regions.drawn() as found:
        html = str(app.render())
    sent = regions.lighter(html, found, on_page)
    window.performance.measure("render", to_js({"start": rendering}))  # Python's share
    # A new screen takes the focused node away: it lets go of the focus first, while the page
    # is laid out (a focused node removed mid-patch made the page lay itself out there and
    # then); restore_focus finds its like again.
    if app.screen != Page.shown_screen and focused and screen.contains(focused):
        focused.blur()
    # static/morph.js: only what changed is touched; false if a placeholder's region was not
    # there as drawn (it then forgot them all): the whole drawing goes across instead.
    if not window.edMorph(screen, sent):
        window.edMorph(screen, html)
    if focused and focus_key is None and not focus_id and screen.contains(focused):
        # Patching keeps a focused node that did not change. Replacing the screen used to drop
        # the focus of one that restore_focus cannot find again (no id or key: a tapped
        # planet), and with it the tooltip that focus opens over its neighbours: so it still does.
        focused.blur()
    if app.lang != Page.page_lang:  # the frame around the screen, in the language chosen
        document.documentElement.lang = app.lang
        document.querySelector(".masthead .tagline").textContent = t("page.tagline")
        footer = document.querySelector(".colophon")  # the games' credits: build.py's
        footer.innerHTML = str(
            colophon(
                str(footer.getAttribute(f"data-games-{app.lang}") or ""),
                tabletop.__version__,
                sys.version.split()[0],
            )
        )
        Page.page_lang = app.lang
    document.body.dataset.screen = app.screen
    new_screen = app.screen != Page.shown_screen
    arrange(new_screen)
    Page.shown_screen = app.screen
    share = document.getElementById("share-link")
    if share:
        share.value = page_address() + str(share.value)
    if app.screen not in ("replay", "link-error") and str(window.location.hash).startswith(
        "#game="
    ):  # the link was opened and left: a reload must not bring its replay back
        window.history.replaceState(None, "", page_address())
    folder = page_address().rsplit("/", 1)[0] + "/"
    for box in screen.querySelectorAll(".demo-item textarea, textarea.snippet"):  # for blogs
        box.value = str(box.value).replace('src="./', f'src="{folder}')
    restore_focus(focus_key, focus_id)
    if idle_at_table():  # without scrolling: a player reading elsewhere on the page stays there
        restore_focus(None, "prompt", scroll=False)
    if not new_screen:  # a new screen starts at its top
        reveal_decision()
    announcement = app.announcement()
    if announcement and announcement != Page.last_announcement:
        live.textContent = announcement
        Page.last_announcement = announcement
    run_effects()
    schedule_bot()
    schedule_jobs()
    schedule_replay()


def wide() -> bool:
    """A screen wide enough for the log to be a column beside the table (app.css agrees)."""
    return bool(window.matchMedia("(min-width: 1100px)").matches)


def phone() -> bool:
    """A screen narrow enough for the decision panel to be fixed at its foot (app.css agrees)."""
    return bool(window.matchMedia("(max-width: 40rem)").matches)


def arrange(new_screen: bool) -> None:
    """After a draw: a new screen starts at the top (Start must not keep the home screen's
    scroll position); the log drawer is open beside a wide table and as the player left it
    on a phone; a phone folds the table's folding parts (feedback.fold) but those holding a
    target of the choices, or as the player left them; the page leaves room below for the
    phone's fixed action bar, measured. The player's own scrolling within a screen is never
    touched, nor the focus."""
    if new_screen:
        window.scrollTo(0, 0)
    # The log and every fold are opened or shut here after every draw, whatever they were
    # (a function of the drawing, the width and Page's memory): morph.js does not count that
    # as the page changing a region (`settle` counts what came before, `forgive` forgets this).
    window.edMorph.settle()
    log = document.getElementById("log")
    if log:
        log.open = wide() or Page.log_open
    small = phone()
    for part in screen.querySelectorAll("details.fold"):
        key = str(part.getAttribute("data-fold"))
        targeted = bool(part.querySelector("[data-pick],[data-pick-group]"))
        if small:
            part.open = Page.folds.get(key, targeted)
        else:  # shown whole, but a part with a title of its own is left as the player left it
            part.open = Page.folds.get(key, True) if "titled" in part.classList else True
    # static/demo-focus.js: a Rules demo's step subject in view, once the folds are set (it
    # opens the part that holds it, which the phone's folding above would shut again); its
    # marks are made again after each drawing, so forgiven too.
    window.edDemoFocus()
    window.edMorph.forgive()
    prompt = document.getElementById("prompt")
    root = document.documentElement.style
    # The action bar is fixed on a phone's table (static/app.css): known without asking for
    # the prompt's computed style, which would recalculate the page's style at every draw.
    if prompt and small and document.body.dataset.screen == "table":
        root.setProperty("--action-bar", f"{int(prompt.offsetHeight)}px")
    else:
        root.removeProperty("--action-bar")


def uncovered(element) -> bool:  # type: ignore[no-untyped-def]
    """Whether some of `element` shows on the screen above the phone's decision panel."""
    box = element.getBoundingClientRect()
    prompt = document.getElementById("prompt")
    foot = prompt.getBoundingClientRect().top if prompt else window.innerHeight
    return bool(box.height > 0 and box.bottom > 0 and box.top < foot)


def target_of(choice):  # type: ignore[no-untyped-def]
    """The thing on the table a prompt's choice acts on (targets.py), outside the panel."""
    action = choice.getAttribute("data-action")
    subject = choice.getAttribute("data-subject")
    for found in screen.querySelectorAll("[data-pick],[data-pick-group]"):
        if found.closest("#prompt"):
            continue
        if found.getAttribute("data-pick") == action or (
            subject and found.getAttribute("data-pick-group") == subject
        ):
            return found
    return None


def bring_into_view(target) -> None:  # type: ignore[no-untyped-def]
    """On a phone, scroll what a choice acts on into sight above the decision panel (the
    page's scroll padding keeps it clear of the panel), unless some of it shows already."""
    if target is not None and phone() and not uncovered(target):
        target.scrollIntoView(to_js({"block": "nearest"}))


def reveal_decision() -> None:
    """A new decision of the person's on a phone: when none of what its choices act on
    shows above the panel, the target of the suggested choice (else of the first one that
    has one) is scrolled into view."""
    choices = list(screen.querySelectorAll("#prompt.yours [data-action]"))
    title = document.getElementById("prompt-title")
    key = (str(title.textContent) if title else "") + "|".join(
        str(c.getAttribute("data-action")) for c in choices
    )
    if key == Page.decision:
        return
    Page.decision = key
    targets = [t for c in choices if (t := target_of(c)) is not None]
    if not targets or any(uncovered(t) for t in targets):
        return
    preferred = screen.querySelector("#prompt [data-preferred]")
    bring_into_view((preferred and target_of(preferred)) or targets[0])


def page_address() -> str:
    """This page's address without its fragment: links to games are made from it."""
    return f"{window.location.origin}{window.location.pathname}"


def idle_at_table() -> bool:
    """At the table, the focus is on nothing (the page itself, or a control the redraw
    removed): the decision shown takes it, so that the keyboard starts on the preferred
    choice after Start and after every bot move."""
    focused = document.activeElement
    return app.screen == "table" and (not focused or focused == document.body)


def restore_focus(focus_key: str | None, focus_id: str, scroll: bool = True) -> None:
    """Keep keyboard users where they were: the same control if it is still there, else the
    first choice of the prompt (or the prompt itself while someone else decides), else the
    first control of the screen's panel. Never the toolbar, which would lead out of the game."""
    target = None
    if focus_id and focus_id != "prompt":
        target = document.getElementById(focus_id)
    if not target and focus_key:
        for element in screen.querySelectorAll("[data-action],[data-command]"):
            key = element.getAttribute("data-action") or element.getAttribute("data-command")
            if key == focus_key:
                target = element
                break
    if not target and (focus_key is not None or focus_id == "prompt"):
        target = (
            screen.querySelector("#prompt [data-preferred]")
            or screen.querySelector("#prompt [data-action]")
            or screen.querySelector("#prompt")
            or screen.querySelector(".panel button, .panel input, .panel select")
        )
    if target:
        target.focus(to_js({"preventScroll": not scroll}))


def run_effects() -> None:
    effects, app.effects = app.effects, []
    for effect in effects:
        if effect.kind == "download":
            kind = "text/csv" if effect.name.endswith(".csv") else "application/json"
            options = to_js({"type": kind})  # a JS object, not a PyProxy
            blob = window.Blob.new(to_js([effect.text]), options)
            url = window.URL.createObjectURL(blob)
            link = document.createElement("a")
            link.href = url
            link.download = effect.name
            link.click()
            window.URL.revokeObjectURL(url)
        elif effect.kind == "copy":
            text = effect.text
            if text.startswith("#"):  # a link fragment: made whole with this page's address
                text = page_address() + text
            spawn(copy_text(text, effect.name))
        elif effect.kind == "focus":  # selectors separated by "|", the first found wins
            for selector in effect.name.split("|"):
                target = screen.querySelector(selector)
                if target:
                    target.focus()
                    break


async def copy_text(text: str, box: str) -> None:
    """Copy, then say whether it worked: the clipboard may be refused (no permission, an
    insecure page, a browser without the API), and a silent failure loses the link. When
    it is refused, the text is selected in `box` (the link's field) to copy by hand."""
    try:
        await window.navigator.clipboard.writeText(text)
        app.command("copied", {"target": box})
        refused = False
    except Exception:
        app.command("copy-refused", {"target": box})
        refused = True
    draw()
    document.body.dataset.copied = "refused" if refused else "done"
    field = screen.querySelector(box) if box and refused else None
    if field:
        field.focus()
        field.select()


def guarded(handler):  # type: ignore[no-untyped-def]
    """Run a handler; an unexpected error shows the friendly error screen, never a trace."""

    def run(*args):  # type: ignore[no-untyped-def]
        try:
            handler(*args)
        except Exception:
            app.fail(traceback.format_exc())
            draw()

    return run


# --- events ------------------------------------------------------------------------------


def form_fields(form) -> dict[str, str]:  # type: ignore[no-untyped-def]
    fields = {}
    for element in form.elements:
        name = element.name
        if not name:
            continue
        if element.type == "checkbox":
            if element.checked:
                fields[name] = "on"
        else:
            fields[name] = str(element.value)
    return fields


@guarded
def on_click(event) -> None:  # type: ignore[no-untyped-def]
    fold = event.target.closest("details.fold > summary")
    if fold:  # about to open or close: kept so through the next draws
        part = fold.parentElement
        Page.folds[str(part.getAttribute("data-fold"))] = not part.open
        return
    target = event.target.closest("[data-action],[data-command],[data-pick],[data-pick-group]")
    if not target or target.tagName in ("FORM", "SELECT"):
        return
    group = target.getAttribute("data-pick-group")
    if group:
        if app.panel_folded:  # its choices are marked in the panel: unfolded to show them
            app.command("fold-panel")
            draw()
        mark_choices(group)
        return
    action = target.getAttribute("data-action") or target.getAttribute("data-pick")
    if action:
        if app.act(action):
            draw()
        return
    command = target.getAttribute("data-command")
    if target.type == "submit":
        return
    if command == "import-go":
        spawn(import_save())
        return
    fields = {}
    for name in ("slot", "mode", "game", "lang", "step", "repeat", "times", "demo"):
        value = target.getAttribute(f"data-{name}")
        if value:
            fields[name] = str(value)
    app.command(command, fields)
    draw()


def mark_choices(subject: str) -> None:
    """A table object with several choices was tapped: its buttons in the prompt are marked
    (the others dimmed) and the first one takes the focus, to pick with a tap or Enter."""
    buttons = screen.querySelectorAll("#prompt [data-action]")
    first = None
    for button in buttons:
        chosen = button.getAttribute("data-subject") == subject
        button.classList.toggle("picked", chosen)
        button.classList.toggle("unpicked", not chosen)
        if chosen and not first:
            first = button
    if first:
        first.focus()
        first.scrollIntoView(to_js({"block": "nearest"}))


@guarded
def on_choice_shown(event) -> None:  # type: ignore[no-untyped-def]
    """A choice focused (by the keyboard) or hovered: what it acts on comes into view."""
    target = event.target
    choice = target.closest("#prompt [data-action]") if hasattr(target, "closest") else None
    if choice and not Page.drawing:
        bring_into_view(target_of(choice))


def prompt_choices() -> list:  # type: ignore[type-arg]
    """The prompt's choices in sight: those folded in a closed disclosure cannot take the
    focus (Tab reaches the disclosure, Enter opens it, and the arrows then reach them)."""
    found = screen.querySelectorAll("#prompt .actions [data-action]")
    return [choice for choice in found if not choice.closest("details:not([open])")]


@guarded
def on_key(event) -> None:  # type: ignore[no-untyped-def]
    """The table's keyboard (tabletop/ui/keys.py): arrows move among the prompt's choices
    while the focus is in the prompt (or nowhere yet), U undoes, L opens the log, ? shows
    the list of keys. Keys typed into a field, or with a modifier, are left alone."""
    if app.screen != "table" or event.ctrlKey or event.metaKey or event.altKey:
        return
    move = keys.KEYS.get(str(event.key))
    focused = document.activeElement
    if move is None or (focused and focused.closest("input, textarea, select")):
        return
    idle = not focused or focused == document.body
    if move in ("next", "previous", "first", "last"):
        in_prompt = focused and focused.closest("#prompt")
        sideways = str(event.key) in ("ArrowLeft", "ArrowRight")
        if not in_prompt and not (idle and sideways):
            return  # the arrows scroll the page as usual
        choices = prompt_choices()
        if not choices:
            return
        index = next((i for i, c in enumerate(choices) if c == focused), -1)
        event.preventDefault()
        if index < 0 and move in ("next", "previous"):  # into the choices: the preferred one
            (screen.querySelector("#prompt [data-preferred]") or choices[0]).focus()
        else:
            choices[keys.step(index, len(choices), move)].focus()
    elif move == "undo":
        button = screen.querySelector("[data-command=undo]")
        if button:
            event.preventDefault()
            button.click()
    elif move == "log":
        log = document.getElementById("log")
        if log and not wide():
            log.open = not log.open
            Page.log_open = bool(log.open)
    elif move == "keys":
        shortcuts = document.getElementById("shortcuts")
        if shortcuts:
            shortcuts.open = not shortcuts.open
            if shortcuts.open:
                shortcuts.querySelector("summary").focus()
    elif move == "close":
        shortcuts = document.getElementById("shortcuts")
        if shortcuts and shortcuts.open:
            shortcuts.open = False
            choices = prompt_choices()
            if choices:
                (screen.querySelector("#prompt [data-preferred]") or choices[0]).focus()


@guarded
def on_submit(event) -> None:  # type: ignore[no-untyped-def]
    form = event.target
    event.preventDefault()
    command = form.getAttribute("data-command")
    if command:
        app.command(command, form_fields(form))
        draw()


@guarded
def on_change(event) -> None:  # type: ignore[no-untyped-def]
    target = event.target
    command = target.getAttribute("data-command")
    if command in ("players", "lab-form"):
        app.command(command, form_fields(target.form))
        draw()
    elif command == "pause":
        app.command("pause", {"value": str(target.value)})
    elif command in ("replay-seat", "replay-round"):
        app.command(command, {"value": str(target.value)})
        draw()


@guarded
def on_input(event) -> None:  # type: ignore[no-untyped-def]
    target = event.target
    if target.id != "rules-search":
        return
    query = str(target.value)
    items = screen.querySelectorAll(".gallery-item")
    shown = 0
    for item in items:
        visible = matches(query, item.getAttribute("data-search") or "")
        item.hidden = not visible
        shown += 1 if visible else 0
    status = document.getElementById("gallery-status")
    if status:
        status.textContent = status_text(shown, items.length)


@guarded
def on_storage(event) -> None:  # type: ignore[no-untyped-def]
    """Another tab changed `localStorage`: an idle table catches up (or keeps its moves as a
    copy) and says so; Home and the saves list are drawn again. Bursts (a tab whose bots
    play fast writes many times a second) are drawn once. Another copy's keys (and an older
    version's, unscoped) are none of this app's business."""
    key = scoped_storage.own(str(event.key)) if isinstance(event.key, str) else None
    if isinstance(event.key, str) and key is None:
        return
    if app.storage_changed(key) and not Page.storage_draw:
        Page.storage_draw = True
        spawn(draw_soon())


@guarded
def on_width(event) -> None:  # type: ignore[no-untyped-def]
    """The screen became wide or narrow (a rotated tablet): the log and the bar follow."""
    arrange(False)


async def draw_soon() -> None:
    await asyncio.sleep(0.2)
    Page.storage_draw = False
    try:
        draw()
    except Exception:
        app.fail(traceback.format_exc())
        draw()


@guarded
def on_hash_change(event) -> None:  # type: ignore[no-untyped-def]
    if app.open_fragment(str(window.location.hash)):
        draw()


async def import_save() -> None:
    try:
        chooser = document.getElementById("import-file")
        text = ""
        if chooser and chooser.files.length:
            file = chooser.files.item(0)
            if int(file.size) > saves.MAX_FILE_BYTES:  # refused unread, by its real size
                app.command("import-go", {"file_bytes": str(int(file.size))})
                draw()
                return
            text = str(await file.text())
        if not text.strip():
            pasted = document.getElementById("import-text")
            text = str(pasted.value) if pasted else ""
        app.command("import-go", {"text": text})
    except Exception:
        app.fail(traceback.format_exc())
    draw()


# --- bots --------------------------------------------------------------------------------


def schedule_replay() -> None:
    """Auto-play of a replay: one step per beat while it plays."""
    if Page.replay_task is not None and not Page.replay_task.done():
        return
    if app.screen == "replay" and app.replay is not None and app.replay.playing:
        Page.replay_task = asyncio.ensure_future(play_replay())


async def play_replay() -> None:
    try:
        await asyncio.sleep(max(0.3, app.pause_ms / 1000))
        app.replay_tick()
    except Exception:
        app.fail(traceback.format_exc())
    Page.replay_task = None
    draw()


def schedule_bot() -> None:
    if Page.bot_task is not None and not Page.bot_task.done():
        return
    if app.bot_due() is None:
        return
    Page.bot_task = asyncio.ensure_future(play_bot())


async def play_bot() -> None:
    try:
        await bot_turn()
    except Exception:
        app.fail(traceback.format_exc())
    app.thinking = False
    # This task is ending, whichever way: draw, and let draw() schedule the next bot's turn
    # (a turn given up because an undo or another screen came meanwhile included).
    Page.bot_task = None
    draw()


async def bot_turn() -> None:
    seat = app.bot_due()
    if seat is None:
        return
    # The beat: the last move stays on show for a while (tabletop.ui.screens.table,
    # bot_beat_ms), and the bot thinks meanwhile (a bot's move used to wait for the pause and
    # then for its thinking, one after the other). Its answer is shown once both are over.
    beat_ms = app.bot_beat_ms()
    beat = asyncio.ensure_future(asyncio.sleep(beat_ms / 1000))
    while Page.worker_state == "starting":  # the worker boots after the first screen
        await asyncio.sleep(0.05)
    if app.bot_due() != seat:
        return
    request = app.bot_request()
    app.thinking = True
    started = window.performance.now()
    document.body.dataset.botAskedMs = str(int(started))
    document.body.dataset.botBeatMs = str(beat_ms)
    if Page.worker_state == "ready" and Page.worker is not None:
        answer = json.loads(str(await Page.worker.choose(request)))
    else:
        answer = await thinking.choose_here(request)
    document.body.dataset.lastThinkMs = str(int(window.performance.now() - started))
    await beat
    if app.bot_due() != seat:  # an undo or another screen meanwhile
        return
    if "error" in answer:
        raise RuntimeError(answer["error"])
    app.bot_act(answer)  # dropped unless its ticket is this game's, at this decision
    document.body.dataset.botShownMs = str(int(window.performance.now()))


JOBS = thinking.jobs(app)


def schedule_jobs() -> None:
    """Each due job, one at a time of its kind (a review goes a few decisions a request, the
    lab a game a request, so that Stop is heard between them)."""
    for name, job in JOBS.items():
        running = Page.jobs.get(name)
        if (running is None or running.done()) and job.due():
            Page.jobs[name] = asyncio.ensure_future(run_job(name, job))


async def run_job(name: str, job: thinking.Job) -> None:
    try:
        while Page.worker_state == "starting":  # the worker boots after the first screen
            await asyncio.sleep(0.05)
        if job.due():
            request = job.request()
            if Page.worker_state == "ready" and Page.worker is not None:
                answer = str(await getattr(Page.worker, job.method)(request))
            else:
                answer = await job.here(request)
            job.act(request, answer)
    except Exception:
        app.fail(traceback.format_exc())
    Page.jobs.pop(name, None)
    draw()


async def start_worker() -> None:
    """The bots' worker: a second interpreter, started once the table is usable."""
    try:
        from pyscript import create_named_worker  # type: ignore[import-not-found]  # noqa: PLC0415

        Page.worker = await create_named_worker("./static/bot_worker.py", "bots", "./pyscript.json")
        pong = str(await Page.worker.ping())
        Page.worker_state = "ready" if pong == "pong" else "failed"
    except Exception:
        Page.worker_state = "failed"
    document.body.dataset.worker = Page.worker_state
    app.bots_on_page = Page.worker_state == "failed"
    if app.screen == "table":
        draw()


# --- start -------------------------------------------------------------------------------


def show_ready() -> None:
    screen.addEventListener("click", create_proxy(on_click))
    screen.addEventListener("submit", create_proxy(on_submit))
    screen.addEventListener("change", create_proxy(on_change))
    screen.addEventListener("input", create_proxy(on_input))
    screen.addEventListener("focusin", create_proxy(on_choice_shown))
    screen.addEventListener("mouseover", create_proxy(on_choice_shown))
    document.addEventListener("keydown", create_proxy(on_key))
    if not storage.available:
        app.notices.append(t("app.no_storage"))
    if migration.kept:
        window.console.warn("Not moved into this copy's storage:", ", ".join(migration.kept))
        app.notices.append(t("app.not_moved"))
    app.start(str(window.location.hash))  # a game link's replay, else the table left last
    window.addEventListener("hashchange", create_proxy(on_hash_change))
    window.addEventListener("storage", create_proxy(on_storage))
    window.matchMedia("(min-width: 1100px)").addEventListener("change", create_proxy(on_width))
    window.matchMedia("(max-width: 40rem)").addEventListener("change", create_proxy(on_width))
    window.addEventListener("pagehide", create_proxy(on_leave))
    document.addEventListener("visibilitychange", create_proxy(on_leave))
    draw()
    end_resume()
    body = document.body
    body.dataset.readyMs = str(window.performance.now())
    body.dataset.ready = "1"
    window.edRegisterServiceWorker()
    if not query_flag("noworker"):
        spawn(start_worker())
    else:  # tests (and curious players) can see the page without a worker
        Page.worker_state = "failed"
        app.bots_on_page = True
        document.body.dataset.worker = Page.worker_state


def end_resume() -> None:
    """The live screen replaces the boot panel, or the picture `resume.js` painted of the
    screen left last time (the same screen, so nothing moves): its controls now work."""
    document.getElementById("boot").hidden = True
    screen.hidden = False
    screen.inert = False
    note = document.getElementById("resume-note")
    if note:
        note.remove()
    document.body.removeAttribute("data-resuming")


def on_leave(event) -> None:  # type: ignore[no-untyped-def]
    """Hidden or closed (a phone may never say "closed"): keep where the player is."""
    if event.type == "visibilitychange" and document.visibilityState != "hidden":
        return
    app.leave(str(screen.innerHTML))


def query_flag(name: str) -> bool:
    """A flag of the page's query (`?noworker`), read by the one strict parser; a malformed
    query counts as no flags at all."""
    try:
        return name in untrusted.params(str(window.location.search), {name: untrusted.FLAG})
    except untrusted.InputError:
        return False


try:
    show_ready()
except Exception:
    app.fail(traceback.format_exc())
    screen.innerHTML = str(app.render())
    end_resume()
