"""Hypothesis strategies for action notation built from the parser's own vocabulary.

Random text almost never starts with a verb, so it never reaches the parser's argument checks.
These strategies write near-valid actions instead: every verb of `SIGNATURES`, with the right
or a wrong kind of argument, the right or a wrong number of them, numbers out of range,
negative, non-canonical or in non-ASCII digits, unknown keys and odd spacing.
"""

from __future__ import annotations

from hypothesis import strategies as st

from eminent_domain.actions import ALLOWED, SIGNATURES

VERBS = sorted(SIGNATURES)
KINDS = sorted({*ALLOWED, "int"})
# Decimal digits of other scripts: str.isdigit() and int() accept them, the notation does not.
OTHER_DECIMAL_DIGITS = "٣۵߃३০๗၉𝟙１"
# Digits that str.isdigit() accepts and int() refuses (parse() once crashed on them).
NON_DECIMAL_DIGITS = "²³¹①⑨"
NUMBER_CHARS = "0123456789" + OTHER_DECIMAL_DIGITS + NON_DECIMAL_DIGITS + "-+_.e"
SPACES = [" ", "  ", "\t", "\n", "\u00a0", "\u3000", "\r\n "]


def small_numbers() -> st.SearchStrategy[str]:
    """Numbers as they are written in actions: canonical 0-999, and every near miss."""
    return st.one_of(
        st.integers(0, 999).map(str),
        st.integers(1000, 10**30).map(str),
        st.integers(-(10**6), -1).map(str),
        st.integers(0, 99).map(lambda n: "0" + str(n)),
        st.integers(0, 999).map(lambda n: "+" + str(n)),
        st.text("0123456789" + OTHER_DECIMAL_DIGITS + NON_DECIMAL_DIGITS, min_size=1, max_size=3),
        st.text(NUMBER_CHARS, min_size=1, max_size=4),
    )


def unknown_keys(words: frozenset[str] | None = None) -> st.SearchStrategy[str]:
    """Words that are almost a key (of `words`, or of any kind or verb): another case, a letter
    more or less, a stray character."""
    known = sorted(words or {w for kind in ALLOWED.values() for w in kind} | set(VERBS))
    word = st.sampled_from(known)
    return st.one_of(
        word.map(str.upper),
        word.map(str.title),
        word.map(lambda w: w[:-1] or "x"),
        word.map(lambda w: w + "s"),
        st.tuples(word, st.sampled_from("-_.é\u200bİ")).map("".join),
        st.text(st.characters(codec="utf-8"), min_size=1, max_size=6).filter(
            lambda s: not any(c.isspace() for c in s)
        ),
    )


def argument(kind: str) -> st.SearchStrategy[str]:
    """A well-formed argument of `kind`."""
    if kind == "int":
        return st.integers(0, 999).map(str)
    return st.sampled_from(sorted(ALLOWED[kind]))


def near_miss(kind: str) -> st.SearchStrategy[str]:
    """An argument that is almost one of `kind`."""
    return small_numbers() if kind == "int" else unknown_keys(ALLOWED[kind])


def any_argument() -> st.SearchStrategy[str]:
    """An argument of any kind, well formed or not."""
    return st.one_of(st.sampled_from(KINDS).flatmap(argument), small_numbers(), unknown_keys())


@st.composite
def action_texts(draw: st.DrawFn) -> str:
    """A near-valid action: a verb (rarely an unknown one) with arguments of the right kinds
    mostly, and of wrong kinds, near misses or wrong counts often, joined by odd spaces."""
    roll = draw(st.integers(0, 19))
    if roll == 0:  # nothing but spaces
        return "".join(draw(st.lists(st.sampled_from(SPACES), max_size=3)))
    verb = draw(unknown_keys() if roll <= 2 else st.sampled_from(VERBS))
    kinds = list(SIGNATURES.get(verb, ()))
    count = draw(st.sampled_from([len(kinds)] * 6 + [len(kinds) + 1, max(len(kinds) - 1, 0), 3]))
    kinds = (kinds + draw(st.lists(st.sampled_from(KINDS), min_size=3, max_size=3)))[:count]
    args = []
    for kind in kinds:
        how = draw(st.integers(0, 3))
        args.append(
            draw(argument(kind) if how <= 1 else near_miss(kind) if how == 2 else any_argument())
        )
    words = [verb, *args]
    spaces = draw(st.lists(st.sampled_from(SPACES), min_size=len(words), max_size=len(words)))
    spaces[-1] = spaces[-1] if draw(st.booleans()) else ""  # trailing space, or none
    lead = draw(st.sampled_from(["", "", "", *SPACES]))
    return lead + "".join(word + space for word, space in zip(words, spaces, strict=True))


def mutated(text: str) -> st.SearchStrategy[str]:
    """A legal action's text with one word replaced, added or dropped."""
    words = text.split()

    @st.composite
    def change(draw: st.DrawFn) -> str:
        changed = list(words)
        where = draw(st.integers(0, len(changed)))
        how = draw(st.sampled_from(["replace", "insert", "drop"]))
        if how == "replace" and where < len(changed):
            changed[where] = draw(any_argument())
        elif how == "drop" and where < len(changed):
            del changed[where]
        else:
            changed.insert(where, draw(any_argument()))
        return " ".join(changed)

    return change()


def non_text() -> st.SearchStrategy[object]:
    """Values that are not text at all (a bridge from JavaScript may hand over anything)."""
    return st.one_of(
        st.none(),
        st.integers(),
        st.floats(),
        st.binary(max_size=8),
        st.lists(st.sampled_from(VERBS), max_size=2),
        st.sampled_from(VERBS).map(lambda verb: verb.encode()),
    )
