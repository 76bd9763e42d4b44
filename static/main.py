"""The page's Python entry point, run by PyScript once Pyodide is up.

Placeholder until the game table lands: it shows the rules package's version and proves that
``localStorage`` persists across reloads, then marks the page ready for tests and benchmarks.
"""

import sys

from pyscript import document, window  # type: ignore[import-not-found]
from pyscript.ffi import create_proxy  # type: ignore[import-not-found]

import eminent_domain

VISITS_KEY = "eminent-domain/visits"


def count_visit() -> str:
    """Add one to the visit counter kept in localStorage and say what it holds.

    A value that is not a count is left as it is (never overwritten) and reported.
    """
    try:
        storage = window.localStorage
        stored = storage.getItem(VISITS_KEY)
    except Exception:  # storage disabled by the browser
        return "This browser does not let the game keep anything between visits."
    # getItem gives a string, or JS null (Pyodide's jsnull, not None) when nothing is stored.
    raw = stored if isinstance(stored, str) else None
    if raw is not None and not raw.isdigit():
        return "The stored visit count is unreadable; it was kept aside untouched."
    visits = int(raw or 0) + 1
    try:
        storage.setItem(VISITS_KEY, str(visits))
    except Exception:  # quota exceeded
        return "This browser's storage is full; this visit was not counted."
    times = "once" if visits == 1 else f"{visits} times"
    return f"This browser has opened the game {times} (kept in localStorage)."


def show_ready() -> None:
    document.getElementById("version").textContent = eminent_domain.__version__
    document.getElementById("python-version").textContent = sys.version.split()[0]
    document.getElementById("visits").textContent = count_visit()
    document.getElementById("boot").hidden = True
    document.getElementById("ready-panel").hidden = False
    body = document.body
    body.dataset.readyMs = str(window.performance.now())
    body.dataset.ready = "1"
    window.edRegisterServiceWorker()


def expose_self_check() -> None:
    """`edRandomGameDigest(seed, players)` lets the tests compare this interpreter's games with
    CPython's: same seed and actions, same game."""

    def digest(seed: object, players: object) -> str:
        # Imported on first use: the engine's modules need not slow the first paint.
        from eminent_domain.simulate import random_game_digest  # noqa: PLC0415

        return random_game_digest(int(str(seed)), int(str(players)))

    window.edRandomGameDigest = create_proxy(digest)


expose_self_check()
show_ready()
