"""One bounded decoder for untrusted text: saves, imported files, links, demos, URL parameters
and form fields.

Everything a player, another tab, an old version or a stranger's link can hand us goes
through here before any other code sees it. Each limit is checked before the work it bounds:
the size before parsing, the nesting depth before `json.loads` (Pyodide's stack is far
smaller than CPython's: a 10,000-deep `[[[…]]]` would kill the page with a RangeError
instead of a RecursionError), the digits of a number before it is converted. Every refusal
is an `InputError` (or a subclass) whose text is a sentence for the player; nothing else may
escape these decoders (the fuzz tests hold them to that).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from typing import Any
from urllib.parse import unquote

MAX_DEPTH = 16  # a save nests 4 levels deep (document, branch, record, config)
MAX_NUMBER_CHARS = 40  # 2^64 has 20 digits; nothing we store needs more
MAX_PARAMS_CHARS = 70_000  # a game or demo link is at most 60,000 characters

# Values of the URL parameters the pages read (`re.ASCII`: '²' and '٣' are not digits here).
SEAT = re.compile(r"[0-9]", re.ASCII)
# A game's or demo's data: only bounded here; its own decoder (share, demos) reads it and says
# what is wrong with it in words the player can use ("made by another version", "cut short").
LINK_DATA = re.compile(r".{0,60000}", re.DOTALL)
FLAG = re.compile(r"|1|on|true|yes", re.ASCII)


class InputError(ValueError):
    """Untrusted input refused. The text is a sentence for the player; nothing was changed."""


class JsonRefused(InputError):
    """Text that is not acceptable JSON. `kind` tells the caller which limit or rule it broke
    ("size", "depth", "number" or "syntax"), so that each caller can word it for its context."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


class ParamError(InputError):
    """A page address whose parameters cannot be read."""


# --- JSON --------------------------------------------------------------------------------------

# A string token (skipped whole, so brackets inside names never count), a bracket, or a quote
# that opens a string never closed (everything after it is inside that string).
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]|"', re.DOTALL)


def nesting_depth(text: str, limit: int) -> int:
    """The deepest nesting of arrays and objects in `text`, counted without parsing it; the
    count stops as soon as it passes `limit` (so a huge `[[[[…` costs no more than its start)."""
    depth = deepest = 0
    for match in _TOKEN.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > limit:
                    return deepest
        elif token in "]}":
            depth = max(0, depth - 1)
        elif token == '"':
            break  # an unterminated string: json.loads will say so
    return deepest


def _number(text: str) -> None:
    if len(text) > MAX_NUMBER_CHARS:
        raise JsonRefused("number", f"it holds a number longer than {MAX_NUMBER_CHARS} characters")


def _int(text: str) -> int:
    _number(text)
    return int(text)


def _float(text: str) -> float:
    _number(text)
    value = float(text)
    if not math.isfinite(value):
        raise JsonRefused("number", "it holds a number too large to be real")
    return value


def _constant(text: str) -> float:
    raise JsonRefused("number", f"it holds {text}, which JSON does not allow")


def load_json(text: object, max_chars: int, max_depth: int = MAX_DEPTH) -> Any:
    """The value in `text`, or JsonRefused naming the first limit it breaks."""
    if not isinstance(text, str):
        raise JsonRefused("syntax", "it is not text")
    if len(text) > max_chars:
        raise JsonRefused(
            "size", f"it is too large ({len(text):,} characters; the limit is {max_chars:,})"
        )
    if nesting_depth(text, max_depth) > max_depth:
        raise JsonRefused("depth", f"it is nested more than {max_depth} levels deep")
    try:
        return json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except json.JSONDecodeError as error:
        raise JsonRefused(
            "syntax",
            f"it is not valid JSON ({error.msg}, line {error.lineno}, column {error.colno})",
        ) from None
    except RecursionError:  # unreachable after the depth check; kept as a last guard
        raise JsonRefused("depth", f"it is nested more than {max_depth} levels deep") from None


# --- numbers typed or picked in forms ----------------------------------------------------------

_DIGITS = re.compile(r"[0-9]{1,20}", re.ASCII)


def whole_number(text: object, below: int) -> int | None:
    """A whole number from 0 to `below` - 1 written in ASCII digits, or None. `str.isdigit`
    accepts '²' and '٣', which `int` then refuses or reads differently: never use it."""
    if not isinstance(text, str) or _DIGITS.fullmatch(text) is None:
        return None
    value = int(text)
    return value if value < below else None


# --- URL parameters ----------------------------------------------------------------------------


def params(text: str, allowed: Mapping[str, re.Pattern[str]]) -> dict[str, str]:
    """The allowed parameters of an address's query (`?a=1&b`) or fragment (`#game=…`).

    Strict: each allowed name at most once, its value (percent-escapes decoded once, as
    UTF-8) matching its pattern in full. Names not allowed are ignored, as a page must
    ignore what other sites add to its links. ParamError says what is wrong.
    """
    if len(text) > MAX_PARAMS_CHARS:
        raise ParamError(f"it is too long ({len(text):,} characters)")
    found: dict[str, str] = {}
    body = text[1:] if text[:1] in ("#", "?") else text
    for part in body.split("&") if body else ():
        raw_name, _, raw_value = part.partition("=")
        name = _unescape(raw_name)
        if name not in allowed:
            continue
        if name in found:
            raise ParamError(f"it names “{name}” more than once")
        value = _unescape(raw_value)
        if allowed[name].fullmatch(value) is None:
            raise ParamError(f"its “{name}” value is malformed")
        found[name] = value
    return found


def _unescape(text: str) -> str:
    try:
        return unquote(text, errors="strict")
    except UnicodeDecodeError:
        return "\ufffd"  # matches no name and no value pattern
