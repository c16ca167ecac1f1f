"""Movement (A.6) and the Step card (A.5 #7): a Councilor moves clockwise on its own ring."""

from __future__ import annotations

from engine.core.actions import Event

from . import countryside, last_turn, town
from .data import COUNTRYSIDE
from .state import State


def destination(st: State, seat: int, c: int, steps: int) -> str:
    b, p = st.seats[seat].councillors[c]
    ring = st.boards[b]
    return ring[(p + steps) % len(ring)]


def move(st: State, c: int, steps: int, ev: list[Event]) -> None:
    seat = st.active
    pos = st.seats[seat].councillors[c]
    frm = pos[1]
    pos[1] = (pos[1] + steps) % len(st.boards[pos[0]])
    last_turn.move(st, pos[0], frm, pos[1])
    arrive(st, st.boards[pos[0]][pos[1]], ev)


def arrive(st: State, loc: str, ev: list[Event]) -> None:
    """Arrival: the location action (optional for towns) and, in towns, Favor Tokens (A.8.6)."""
    if loc in COUNTRYSIDE:
        countryside.activate(st, loc, ev)
    else:
        town.activate(st, loc, ev)


def locations(st: State, seat: int) -> list[str]:
    """Locations where the seat's Councilors stand now."""
    return [st.boards[b][p] for b, p in st.seats[seat].councillors]
