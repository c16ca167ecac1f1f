"""Reading a seat's active cards (A6: only your own active cards work for you)."""
from __future__ import annotations

from .data import CARDS, Card
from .state import State


def active_kind(st: State, seat: int, kind: str) -> list[Card]:
    """The seat's active cards of effect ``kind``, in the order activated."""
    return [c for c in (CARDS[i] for i in st.seats[seat].active) if c.kind == kind]


def has(st: State, seat: int, kind: str, param: str | None = None) -> bool:
    """Whether an active card of ``kind`` (with ``param`` set, if named) works for the seat."""
    for i in st.seats[seat].active:
        c = CARDS[i]
        if c.kind == kind and (param is None or c.param(param) is not None):
            return True
    return False


def total(st: State, seat: int, kind: str, param: str) -> int:
    """The sum of ``param`` over the seat's active cards of ``kind`` (two Guards would give two advances)."""
    n = 0
    for i in st.seats[seat].active:
        c = CARDS[i]
        if c.kind == kind:
            v = c.param(param)
            if v is not None and v is not False:
                n += int(v)
    return n
