"""The names this site keeps in browsers and in files: its storage keys, the formats of its
saves and index, the text a seed's commitment hashes, its service worker's cache names.

They were chosen when the site played Eminent Domain alone, and they stay: a returning
player's saves, settings and pictures are kept under them, and files written then name them
(`tests/test_legacy.py`). This is the one module of the core that spells them (the registry
names the games); build.py writes `STORAGE_PREFIX` into the page's `static/scope.js`, through
which the scripts that run before Python read storage, and `CACHE_PREFIX` into `sw.js`.
"""

from __future__ import annotations

SITE = "Eminent Domain"  # the site's name: its pages' and its catalogue's title
STORAGE_PREFIX = "eminent-domain/"  # every key the app writes (`ui.namespace` scopes them)
SETTINGS_KEY = STORAGE_PREFIX + "settings"  # this device's preferences
SNAPSHOT_KEY = STORAGE_PREFIX + "snapshot"  # the picture of the table a player left
SAVE_PREFIX = STORAGE_PREFIX + "save/"  # one key per saved game: the prefix, then its slot
INDEX_KEY = STORAGE_PREFIX + "index"  # the saves' list (no slot: not under SAVE_PREFIX)
INDEX_FORMAT = "eminent-domain-index/3"  # 2: game id, levels, winners; 3: undo, hints
# Saves written before the core: the same document around an Eminent Domain record.
OLD_SAVE_FORMAT = "eminent-domain-save/1"
OLD_SAVE_FAMILY = "eminent-domain-save/"
# The text a seed is hashed with for its commitment: the single-game edition's, kept so that
# a commitment noted before a game still matches the seed its end screen reveals.
COMMITMENT_PREFIX = "eminent-domain-seed:"
CACHE_PREFIX = "eminent-domain "  # the service worker's caches: this, the scope, the version
