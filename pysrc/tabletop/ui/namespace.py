"""One app, one namespace: the storage keys of a copy of the app, scoped to where it is served.

A browser gives one `localStorage` to a whole origin, and a host such as GitHub Pages serves
every project of a user from one origin (`https://user.github.io/<repo>/`): two copies of the
app there (a fork, a beta) would share every save, the saves' index, the resume picture and
the settings. So each copy keeps its keys under its *scope*, the directory of the page's
address (`/repo/` for `/repo/`, `/repo/index.html` and `/repo/embed.html`; `/` at a site's
root): a stored key is the scope, "#", then the app's own key (`/repo/#` + a key of
`tabletop.names`).
A scope holds no "#", so no copy's keys can start with another copy's scope and "#".
`static/scope.js` is the same rule for the JavaScript that reads storage before Python runs.

Keys written before scoping (the app's keys of `tabletop.names`, without a scope) belonged to
every copy on the origin at once. `migrate` moves them into the scope of the first copy that starts
after the update: that copy takes the old games, as it would have shown them before, and a
second copy starts empty. That is intended: the games were shared, and one copy must own
them; a player who wanted them elsewhere can export and import them. The move is one key at a
time (write the scoped copy, read it back, then remove the old key), so a full storage never
needs room for more than one extra copy of one key, and a failure leaves the old key where it
was, to be tried again at the next start. It is idempotent, so it needs no marker, and costs
one pass over the keys when nothing is left to move.

What the scope already has is never overwritten. That happens when an older version, still open
in a tab, writes an old key after the move: a save whose slot id the scope uses for another
game moves in under a new id (`<id>-2`…), so both games are listed; the settings and caches
the scope has are this copy's own, newer, and the old ones go. The caches (the saves' index,
the resume picture) are rebuilt or taken again by the app, so one that cannot move is dropped
rather than kept, which also makes room for the saves.
"""

from __future__ import annotations

from contextlib import suppress
from dataclasses import dataclass, field

from tabletop import names, saves
from tabletop.saves import Storage
from tabletop.ui import resume

OLD_PREFIX = names.STORAGE_PREFIX  # every key the app wrote before scoping (tests check)
SEPARATOR = "#"  # never in a page's pathname: the browser writes it %23
MAX_SCOPE = 1000  # characters; a pathname is ASCII (the browser percent-encodes the rest)
# Caches, rebuilt or taken again by the app: one that cannot move is dropped, not kept.
CACHES = (saves.INDEX_KEY, resume.SNAPSHOT_KEY)
MAX_RENAMES = 1000


def scope_of(pathname: object) -> str:
    """The scope of a page at `pathname` (`location.pathname`, untrusted): its directory,
    up to and including the last "/", "#" written as "%23", cut at MAX_SCOPE characters; "/"
    for anything that is not a path. `static/scope.js` computes the same."""
    if not isinstance(pathname, str) or not pathname.startswith("/"):
        return "/"
    directory = pathname[: pathname.rfind("/") + 1]
    return directory.replace("#", "%23")[:MAX_SCOPE]


def scoped_key(scope: str, key: str) -> str:
    """Where the copy of the app with that scope keeps `key`."""
    return scope + SEPARATOR + key


class ScopedStorage:
    """A Storage of one copy's keys inside another Storage (`localStorage`): its keys are
    mapped in and out, and it lists only its own. With `read_old`, a key that the scope lacks
    is read from before scoping (the rules demo page, which must never write, so never
    migrates; it is how `scope.js` reads too)."""

    def __init__(self, storage: Storage, scope: str, *, read_old: bool = False) -> None:
        self.storage = storage
        self.prefix = scoped_key(scope, "")
        self.read_old = read_old
        self._keys: list[str] | None = None  # this scope's keys as `length` last listed them

    def own(self, stored_key: str) -> str | None:
        """The app's key for a key of the whole storage (a `storage` event's), or None when
        it belongs to another copy, or to none."""
        return stored_key[len(self.prefix) :] if stored_key.startswith(self.prefix) else None

    def getItem(self, key: str) -> str | None:
        value = self.storage.getItem(self.prefix + key)
        if self.read_old and not isinstance(value, str) and key.startswith(OLD_PREFIX):
            value = self.storage.getItem(key)
        return value

    def setItem(self, key: str, value: str) -> None:
        self._keys = None
        self.storage.setItem(self.prefix + key, value)

    def removeItem(self, key: str) -> None:
        self._keys = None
        self.storage.removeItem(self.prefix + key)

    def _list(self) -> list[str]:
        found = []
        for index in range(self.storage.length):
            key = self.storage.key(index)
            if isinstance(key, str) and key.startswith(self.prefix):
                found.append(key[len(self.prefix) :])
        return found

    def key(self, index: int) -> str | None:
        """The index-th of this scope's keys as `length` listed them: reading each key does
        not list the whole storage again (callers read `length`, then every key)."""
        if self._keys is None:
            self._keys = self._list()
        return self._keys[index] if 0 <= index < len(self._keys) else None

    @property
    def length(self) -> int:
        self._keys = self._list()
        return len(self._keys)


@dataclass
class Migration:
    """What `migrate` did: the old keys moved in, the saves moved under another slot id (the
    scope already had a different save under theirs), and the old keys left in place."""

    moved: list[str] = field(default_factory=list)
    renamed: dict[str, str] = field(default_factory=dict)
    kept: list[str] = field(default_factory=list)
    error: str = ""


def _order(key: str) -> int:
    """Caches first (one that cannot move is dropped, which makes room for the saves), then
    the settings, then the saves."""
    if key in CACHES:
        return 0
    return 2 if key.startswith(saves.PREFIX) else 1


def old_keys(storage: Storage) -> list[str]:
    """The keys written before scoping, caches first (one pass over the storage's keys)."""
    keys = [storage.key(index) for index in range(storage.length)]
    return sorted((k for k in keys if isinstance(k, str) and k.startswith(OLD_PREFIX)), key=_order)


def _copy(storage: Storage, target: str, value: str) -> bool:
    """Write `target` (absent until now) and read it back; on any failure, nothing is left
    under it."""
    try:
        storage.setItem(target, value)
        if storage.getItem(target) == value:
            return True
    except Exception:  # QuotaExceededError and friends arrive as any JS error
        pass
    with suppress(Exception):
        storage.removeItem(target)
    return False


def _free_slot(storage: Storage, scope: str, slot_id: str) -> str | None:
    """A slot id of the scope that nothing uses, made from `slot_id`: `<id>-2`, `<id>-3`…"""
    stem = slot_id[: saves.MAX_SLOT_ID - 5]
    for number in range(2, MAX_RENAMES):
        candidate = f"{stem}-{number}"
        if not isinstance(storage.getItem(scoped_key(scope, saves.slot_key(candidate))), str):
            return candidate
    return None


def _move(storage: Storage, scope: str, key: str, done: Migration) -> None:
    value = storage.getItem(key)
    if not isinstance(value, str):  # gone meanwhile (another tab moved it)
        return
    target = scoped_key(scope, key)
    present = storage.getItem(target)
    if isinstance(present, str) and present != value and key.startswith(saves.PREFIX):
        # The scope has another game under this slot id (an older version, still open in a
        # tab, wrote this one after the move): both are kept, this one under a new id.
        slot_id = _free_slot(storage, scope, key[len(saves.PREFIX) :])
        if slot_id is None:
            done.kept.append(key)
            return
        target, present = scoped_key(scope, saves.slot_key(slot_id)), None
        done.renamed[key] = slot_id
    # A cache or setting the scope already has is the copy's own, newer: it stays.
    if isinstance(present, str) or _copy(storage, target, value):
        storage.removeItem(key)
        done.moved.append(key)
    elif key in CACHES:  # rebuilt, or taken again, by the app: nothing is lost
        storage.removeItem(key)
    else:
        done.renamed.pop(key, None)
        done.kept.append(key)


def migrate(storage: Storage, scope: str) -> Migration:
    """Move every key written before scoping into the scope, losing nothing (see the module's
    docstring). Run once at the app's start, before anything reads the scope's keys."""
    done = Migration()
    try:
        keys = old_keys(storage)
    except Exception as error:  # storage refused: there is nothing to move
        done.error = str(error)
        return done
    for key in keys:
        try:
            _move(storage, scope, key, done)
        except Exception as error:  # a refusing storage: what is left stays where it is
            done.kept.append(key)
            done.error = str(error)
    return done
