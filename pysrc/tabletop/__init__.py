"""The table that knows no game: specs, records, links, saves, bots and the shell."""

__version__ = "0.1.0"  # the site's version: the page shows it, a new one refreshes caches
