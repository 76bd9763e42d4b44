"""The table that knows no game: specs, records, links, saves, bots and the shell."""

# The site's version: the page shows it, and a new one refreshes the offline caches.
__version__ = "0.1.0"
