"""The draw (reference §7 step 3; A24): a face-up political card into the hand, the next one revealed at
the end of the turn."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M
from engine.core.turns import Move

from . import data, nouns
from .deeds import note
from .frames import choice, pop
from .state import Frame, State


# --- the draw (§7 step 3; A24) ------------------------------------------------------------------------
def _draw_legal(st: State, f: Frame, seat: int = 0) -> list[str]:
    return ["draw." + p for p in data.PILES if st.piles.get(p) and st.face_up.get(p)]


def _draw_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    if not _draw_legal(st, f):
        pop(st, f)
        return True
    return False


def _draw(st: State, f: Frame, seat: int, ev: list[Event], p: str) -> None:
    pop(st, f)
    note(st, seat, "draw." + p)  # the card was face up: public
    st.seats[seat].hand.append(st.piles[p].pop())
    st.face_up[p] = False  # the next card is revealed at the end of the turn


def _draw_label(st: State, f, seat: int, p: str):
    return M("lisboa.opt.draw", card=nouns.card(st.piles[p][-1]) if st.piles.get(p) else nouns.named("pile", p))


DRAW = choice("draw", _draw_legal, Move("draw", _draw, args=(str,), label=_draw_label), auto=_draw_auto)

STEPS = [DRAW]
