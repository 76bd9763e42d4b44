"""The log says what happened in one tense (issue 33, polish "the log mixes tenses"): every
sentence of the four games' logs whose subject is a player, a card or a planet puts its verb
in the past, in English ("Ann led Survey") and in French ("Ann a mené Exploration")."""

from __future__ import annotations

import re

import pytest

from chaos_theory.ui import text as chaos_text
from eminent_domain.ui import text as ed_text
from eminent_domain.ui import text_fr as ed_text_fr
from microcosm.ui import text as microcosm_text
from prototype_2010.ui import text as proto_text

CATALOGUES = {
    "eminent-domain": ("log.", ed_text.STRINGS, ed_text_fr.STRINGS),
    "microcosm": ("microcosm.log.", microcosm_text.STRINGS, microcosm_text.STRINGS_FR),
    "chaos-theory": ("chaos.log.", chaos_text.STRINGS, chaos_text.STRINGS_FR),
    "prototype-2010": ("proto.log.", proto_text.STRINGS, proto_text.STRINGS_FR),
}
# "{player} took …", "{planet} held …": a placeholder, then the first word after it.
SUBJECT_VERB = re.compile(r"^\{(?:player|owner|card|planet|players|winners?)\} ([^{\s:.,]+)")
IRREGULAR = {"took", "drew", "led", "won", "sent", "held", "had", "could", "did", "was", "were"}
IRREGULAR |= {"spent", "set", "kept", "left", "put"}
PASSE_COMPOSE = {"a", "ont", "n'a", "n'en", "l'a", "s'est", "se"}  # "a mené", "l'a laissée"


def _verbs(templates: dict[str, str], prefix: str) -> dict[str, str]:
    """The first word after the subject of each log sentence, by key."""
    found = {}
    for key, template in templates.items():
        match = SUBJECT_VERB.match(template.replace("\u00a0", " "))
        if key.startswith(prefix) and match:
            found[key] = match.group(1)
    return found


@pytest.mark.parametrize("game", sorted(CATALOGUES))
def test_the_log_tells_what_happened_in_the_past_tense(game: str) -> None:
    prefix, english, french = CATALOGUES[game]
    verbs = _verbs(english, prefix)
    assert len(verbs) >= 5  # the check reads the game's sentences
    present = {k: v for k, v in verbs.items() if not (v.endswith("ed") or v in IRREGULAR)}
    assert present == {}
    verbes = _verbs(french, prefix)
    assert len(verbes) >= 5
    assert {k: v for k, v in verbes.items() if v not in PASSE_COMPOSE} == {}
