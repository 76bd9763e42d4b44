"""Actions: immutable values whose text notation round-trips through `parse`.

Every decision is one short action; a compound choice (which cards to reveal, which to take
back) is a series ending in `done`, so a hand of n cards never yields 2^n actions. Cards are
named by id (D01..D18, P01..P11, T1..T5); a pile by its cost (0, 2, 3); a Colony by its slot
(0-based, in the order its owner got it) and a planet in a pile by its position (0-based, in
the order every view lists the pile), so an action never names a face-down planet that the
other player cannot see.

    take Dnn        draw: take a face-up supply card
    draw            draw: take the top card of the deck
    play Dnn        play a card from hand for its action
    recover         instead of playing: take cards back from your discard pile
    back Dnn        recover: this card from your discard pile into hand
    done            end a series (reveals, cards taken back, peeks)
    pass            decline an optional step
    pile K          Survey Team: look through pile K; version 1's Colonize and Warfare:
                    target a face-down planet of pile K, picked without looking
    down K N        target the face-down planet at position N of pile K (version 2), named
                    by place even when you know it, so that a record never names it
    planet Pnn      target a face-up planet of a pile
    colony N        target the opponent's Colony in slot N
    reveal Dnn      show a card in hand for its icon
    flip N          show your face-down Colony in slot N for its icon (it stays face up)
    bastion         defender: reveal the face-down Bastion for +1 defence
    tech Tn         Research: take a Tech from the centre
    return Tn       Research: send the opponent's Tech back to the centre
    discard Dnn     Propaganda: the opponent discards that card
    steal Dnn       Espionage: take that card from the opponent's discard pile
    steal-hand      Espionage (boosted): take a random card from the opponent's hand
    copy Dnn        Political Science: resolve the action of that card in your discard pile
    peek K          Long-Range Scanner: look at an unseen face-down planet of pile K
    peek-colony N   Long-Range Scanner: look at the opponent's face-down Colony in slot N
    peeked N        Long-Range Scanner: attack the N-th card looked at (0-based)
    pick N          Survey Team: colonize the planet at position N of the pile looked at

`legal_actions()` order (links store an action as its index there): `take` by card id, then
`draw`; `play` in hand order (card id), then `recover`; `back` by card id, then `done`;
targets as `pile` by cost, `down` by cost then position, `planet` by id, `colony` by slot;
`reveal` by card id, then `flip` by slot, then `done`; `bastion` before `pass`; `tech` by id,
then `return` by id, then `pass`; `discard`, `steal`, `copy` by card id (`steal-hand` after
`steal`); `pick`, `peek`, `peek-colony` and `peeked` by number; `pass` or `done` always last.
"""

from __future__ import annotations

from microcosm.cards import DOMAIN, PILE_COSTS, PLANET, TECH
from tabletop.actions import Action, ActionError, Notation, act

# verb -> the kind of each argument
SIGNATURES: dict[str, tuple[str, ...]] = {
    "take": ("domain",),
    "draw": (),
    "play": ("domain",),
    "recover": (),
    "back": ("domain",),
    "done": (),
    "pass": (),
    "pile": ("pile",),
    "down": ("pile", "slot"),
    "planet": ("planet",),
    "colony": ("slot",),
    "reveal": ("domain",),
    "flip": ("slot",),
    "bastion": (),
    "tech": ("tech",),
    "return": ("tech",),
    "discard": ("domain",),
    "steal": ("domain",),
    "steal-hand": (),
    "copy": ("domain",),
    "peek": ("pile",),
    "peek-colony": ("slot",),
    "peeked": ("slot",),
    "pick": ("slot",),
}
ALLOWED: dict[str, frozenset[str]] = {
    "domain": frozenset(DOMAIN),
    "planet": frozenset(PLANET),
    "tech": frozenset(TECH),
    "pile": frozenset(str(cost) for cost in PILE_COSTS),
    "slot": frozenset(str(n) for n in range(len(PLANET))),  # a player never has more
}
NOTATION = Notation(SIGNATURES, ALLOWED, longest=40)
parse = NOTATION.parse

__all__ = ["Action", "ActionError", "act", "parse"]
