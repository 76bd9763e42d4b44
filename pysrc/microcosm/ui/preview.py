"""What a choice will do in Microcosm, under its button (`tabletop.preview`).

Playing a card says what its action reaches (the planets within reach of its Colonize icons,
the targets of Warfare or Annexation, the piles to survey, the technologies to take or
return); taking a card from the supply says what it adds to the score now; while icons are
revealed, each reveal says the total it brings and Done says whether the icons shown meet the
need. Two choices do nothing, and say so: taking cards back from an empty discard pile, and a
Colonize whose icons shown fall short of the pile's cost (seed 002: the planet is not taken and
the turn ends).

The engine answers: the choice is played in a game sampled from the viewer's view
(`tabletop.preview.sample`), and the preview reads the decision the engine then offers; what it
reads (the viewer's hand, Colonies and icons, the supply, the piles' costs) is in the view.
"""

from __future__ import annotations

from typing import Any

from microcosm import SPEC
from microcosm.engine import icon_count
from microcosm.ui.text import t
from tabletop.preview import Preview, does_nothing, sample

View = dict[str, Any]

_TARGETED = ("colonize", "warfare", "annexation", "survey_team")


def _plural(key: str, n: int) -> str:
    return t(f"{key}.{'one' if n == 1 else 'many'}", n=n)


def will_do(action: str, view: View) -> Preview | None:
    """What `action`, one of the viewer's legal actions, will do; None where its label says
    it all."""
    seat = int(view["viewer"])  # the deciding seat (`tabletop.preview.deciding_only`)
    pending = view["pending"]
    verb = action.split(maxsplit=1)[0]
    kind = pending["kind"]
    if kind == "main" and verb == "recover":
        game = sample(SPEC, view).clone()
        game.apply(action)
        back = recoverable(game, seat)
        if not back:
            return does_nothing(t("microcosm.will.none.recover"), gain=0)
        return Preview(_plural("microcosm.will.recover", back), facts={"gain": back})
    if kind == "main" and verb == "play":
        game = sample(SPEC, view).clone()
        game.apply(action)
        effect = str(game.reading.pending["effect"]) if _deciding(game, seat, "target") else ""
        if effect not in _TARGETED:
            return None
        reach = len(game.legal_actions())
        return Preview(_plural(f"microcosm.will.{effect}", reach), facts={"gain": reach})
    if kind == "draw" and verb == "take":
        game = sample(SPEC, view).clone()
        before = game.scores()[seat]
        game.apply(action)
        gained = game.scores()[seat] - before
        none = t("microcosm.will.score.none")
        words = _plural("microcosm.will.score", gained) if gained else none
        return Preview(words, facts={"score": gained})
    if kind == "reveal":
        return _reveal(view, seat, action)
    return None


def _deciding(game: Any, seat: int, kind: str) -> bool:
    pending = game.reading.pending
    return pending is not None and pending["player"] == seat and pending["kind"] == kind


def recoverable(game: Any, seat: int) -> int:
    """The cards the seat may take back, once it chose to recover (none: the turn ended)."""
    if not _deciding(game, seat, "recover"):
        return 0
    return sum(1 for a in game.legal_actions() if str(a).startswith("back "))


def _reveal(view: View, seat: int, action: str) -> Preview | None:
    """A reveal: the icons then shown, against the need; Done with too few Colonize icons
    does nothing (the Colonize fails)."""
    state = sample(SPEC, view).reading
    data = state.pending
    icon, need, then = str(data["icon"]), data["need"], data["then"]
    shown = icon_count(state, seat, icon)
    if action != "done":  # every source offered shows one icon (`reveal_sources`)
        key = "microcosm.will.then" if need is None else "microcosm.will.then_need"
        return Preview(t(f"{key}.{'one' if shown + 1 == 1 else 'many'}", n=shown + 1, need=need))
    if then == "colonize" and need is not None and shown < int(need):
        many = "one" if shown == 1 else "many"
        why = t(f"microcosm.will.none.colonize.{many}", n=shown, need=need)
        return does_nothing(why, gain=0)
    return None
