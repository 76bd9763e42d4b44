"""The base game's rules demos, now the core's (`tabletop.demos`).

Kept only for the app's "make a demo" command until it calls `tabletop.demos.make`: `FORMAT`
is the format written before the core, which the core still reads as this game's.
"""

from __future__ import annotations

from tabletop.demos import MAX_STEPS, Demo, DemoError, decode, encode, parse

__all__ = ["FORMAT", "MAX_STEPS", "Demo", "DemoError", "decode", "encode", "parse"]

FORMAT = "eminent-domain-demo/1"
