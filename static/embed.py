"""The rules demo page's glue (`embed.html`): draws `tabletop.ui.embed.EmbedApp` and forwards
clicks.

Made for iframes: no saves, no service worker, no home screen; the demo of any game comes from
the address (`#demo=<game-id>/<name>`, `#demo=<game-id>.<version>.<data>`, or what was written
before: `#demo=survey`, `#demo=v1.<data>`), and a bad one shows its reason as text. It speaks
the app's language: this device's choice, else the browser's.
"""

import asyncio
import traceback

from pyscript import document, window  # type: ignore[import-not-found]
from pyscript.ffi import create_proxy  # type: ignore[import-not-found]

from tabletop.ui import icons, namespace
from tabletop.ui.embed import EmbedApp


def device_storage():  # type: ignore[no-untyped-def]
    """The app's keys in `localStorage` (where it keeps this device's language), as the copy
    of the app beside this page keeps them, else as kept before scoping: an embed never
    writes, so never migrates (tabletop/ui/namespace.py); None if refused (an iframe's
    storage may be blocked)."""
    try:
        store = window.localStorage
        store.getItem("")
        scope = namespace.scope_of(str(window.location.pathname))
        return namespace.ScopedStorage(store, scope, read_old=True)
    except Exception:
        return None


def browser_languages() -> list[str]:
    """`navigator.languages`, most wanted first (as in `main.py`)."""
    try:
        return [str(tag) for tag in window.navigator.languages][:20]
    except Exception:
        return []


if str(window.origin) == "null":  # a sandboxed frame: embed-boot.js put the sprite in the page
    icons.point_into_page()
embed = EmbedApp(device_storage(), browser_languages())
screen = document.getElementById("screen")


class Page:
    task = None


def draw() -> None:
    screen.innerHTML = str(embed.render())
    document.documentElement.lang = embed.lang
    window.edDemoFocus()  # static/demo-focus.js: the step's subject in view, labelled
    document.title = embed.title
    document.body.dataset.game = embed.demo.game if embed.demo else ""
    document.body.dataset.position = str(embed.position)
    document.body.dataset.last = str(embed.last if embed.demo else -1)
    if embed.playing and (Page.task is None or Page.task.done()):
        Page.task = asyncio.ensure_future(play())


async def play() -> None:
    await asyncio.sleep(1.2)
    embed.tick()
    Page.task = None
    draw()


def on_click(event) -> None:  # type: ignore[no-untyped-def]
    target = event.target.closest("[data-command]")
    if not target:
        return
    try:
        embed.command(str(target.getAttribute("data-command")))
    except Exception:
        screen.textContent = traceback.format_exc().splitlines()[-1]
        return
    draw()


def on_hash_change(event) -> None:  # type: ignore[no-untyped-def]
    embed.open_fragment(str(window.location.hash))
    draw()


embed.open_fragment(str(window.location.hash))
screen.addEventListener("click", create_proxy(on_click))
window.addEventListener("hashchange", create_proxy(on_hash_change))
document.getElementById("boot").hidden = True
screen.hidden = False
draw()  # once shown, so that the table's region has its size when scrolled to the step
document.body.dataset.ready = "1"
