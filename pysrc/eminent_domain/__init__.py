"""Eminent Domain: the rules of Seth Jaffee's deck-building, role-selection game in pure Python.

This package knows nothing of the browser: the page (``static/main.py``) loads it through
PyScript, and the tests, bots and command line use it under plain CPython.

Rulesets built on this game's data (the 2010 prototype) import only the modules named in
`EXTENSION_POINTS`: the planet cards and their backs, the shapes of planets and decisions, the
rulebook's words, and the role-selection turn's verbs of the notation (the decision stack, the
hand and the notation's reader are the core's).
This package never imports them.
"""

GAME_TITLE = "Eminent Domain"

EXTENSION_POINTS = (
    "eminent_domain.actions",
    "eminent_domain.planets",
    "eminent_domain.state",
    "eminent_domain.vocab",
)
