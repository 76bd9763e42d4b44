"""Eminent Domain: the rules of Seth Jaffee's deck-building, role-selection game in pure Python.

This package knows nothing of the browser: the page (``static/main.py``) loads it through
PyScript, and the tests, bots and command line use it under plain CPython.
"""

GAME_TITLE = "Eminent Domain"
