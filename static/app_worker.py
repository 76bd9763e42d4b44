"""The app's worker (issue 34; the default page, boot.js): the whole app's Python, off the
page's thread, started by PyScript's `<script type="py" worker>` (boot.js chooses it).

It only wires PyScript's messages to `tabletop.ui.host.Host`, which does the work (pure
Python, tested under CPython): it says "ready" once Python is up, the page's shell
(`static/shell.js`) answers with what the app needs to start (its storage's keys, address,
languages), and from then on each message of the shell's is answered with a drawing. JSON
text both ways; no DOM is reached from here, so no special headers are needed.

Once the shell has sent nothing for `IDLE_S`, after a usual start of Pyodide, the worker has
Pyodide's memory kept for the next starts (`edKeepMemory`, static/pyodide-start.mjs): in a
worker of its own, so that this one goes on answering; once only.
"""

import asyncio
import json

import js  # type: ignore[import-not-found]
import polyscript  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

from tabletop import saves
from tabletop.ui import keys
from tabletop.ui.host import Host

xworker = polyscript.xworker
hosts: list[Host] = []  # the one host, once the shell has said how to start
IDLE_S = 15.0
idle: list[asyncio.TimerHandle] = []  # the memory's keeping, put off by each message


async def keep_memory() -> None:
    keep = js.edKeepMemory
    js.edKeepMemory = None  # once
    said = await keep()
    post(json.dumps({"kind": "memory", "said": str(said)}))


def put_off_keeping() -> None:
    """Keeps Pyodide's memory once the shell has been quiet for IDLE_S (after a usual start)."""
    for handle in idle:
        handle.cancel()
    idle.clear()
    if getattr(js, "edKeepMemory", None):
        loop = asyncio.get_event_loop()
        idle.append(loop.call_later(IDLE_S, lambda: asyncio.ensure_future(keep_memory())))


def post(text: str) -> None:
    xworker.postMessage(text)


def on_message(event) -> None:  # type: ignore[no-untyped-def]
    data = event.data
    if not isinstance(data, str):
        return  # PyScript's own messages
    put_off_keeping()
    if hosts:
        hosts[0].receive(data)
        return
    try:
        message = json.loads(data)
    except ValueError:
        return
    if isinstance(message, dict) and message.get("kind") == "start":
        hosts.append(Host(message, post))
        hosts[0].draw()


xworker.onmessage = create_proxy(on_message)
# What the shell needs before the app starts: the largest save file it reads for an import,
# and the table's keyboard (tabletop/ui/keys.py, one table for the shell and the key list).
# How Python started: from Pyodide's saved memory or as usual (static/pyodide-start.mjs).
start = str(getattr(js, "edPythonStart", "") or "")
ready = {"kind": "ready", "maxFileBytes": saves.MAX_FILE_BYTES, "keys": keys.KEYS, "start": start}
post(json.dumps(ready))
