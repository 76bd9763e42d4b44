"""Chaos Theory in the browser: its table, prompts, log sentences, rules page and gallery.

Pure functions of a seat's view and the engine's events (no browser imports), so they run
and are tested under CPython like the rest of the game.
"""
