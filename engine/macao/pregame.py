"""The two pre-game steps (A3): the first card, in reverse wall order, then the starting cubes (one cube
onto face 1 of the rose, two of one colour onto face 2)."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.last_turn import record
from engine.core.text import M
from engine.core.turns import Move

from .data import COLOURS
from .nouns import colour
from .draft import take_label
from .rounds import clear_display, new_turn, next_seat, passed_on, start_round
from .setup import distinct
from .state import State


def pick_legal(st: State, f: None, seat: int) -> list[str]:
    return ["take." + c for c in distinct(st.display)]


def pick(st: State, f: None, seat: int, ev: list[Event], cid: str) -> None:
    """A3 step 1: the first card, in reverse wall order."""
    st.display.remove(cid)
    st.seats[seat].tableau.append(cid)
    record(st, seat, "take." + cid)
    if passed_on(st):
        return
    clear_display(st)
    st.phase = "cubes"
    st.sub = 0
    st.queue = list(st.order)
    new_turn(st)
    next_seat(st)


PICK = Move("take", pick, args=(str,), label=take_label)


def one_cube(st: State, f: None, seat: int, ev: list[Event], c: str) -> None:
    """A3 step 2: one cube onto face 1 of the rose ..."""
    st.seats[seat].rose[1][COLOURS.index(c)] += 1
    st.sub = 1


def two_cubes(st: State, f: None, seat: int, ev: list[Event], c: str) -> None:
    """... then two cubes of one colour onto face 2."""
    st.seats[seat].rose[2][COLOURS.index(c)] += 2
    st.sub = 0
    if not passed_on(st):
        start_round(st, 1, ev)


ONE_CUBE = Move("one", one_cube, args=(str,), label=lambda st, f, seat, c: M("macao.btn.one", colour=colour(c)))
TWO_CUBES = Move("two", two_cubes, args=(str,), label=lambda st, f, seat, c: M("macao.btn.two", colour=colour(c)))


def cubes_legal(st: State, f: None, seat: int) -> list[str]:
    return [("one." if st.sub == 0 else "two.") + c for c in COLOURS]
