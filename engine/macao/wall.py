"""The city wall: turn order (A4) and advancing on it (3.3, C3, C4)."""
from __future__ import annotations

from .data import WALL_SPACES
from .state import State

LAST = WALL_SPACES - 1     # index of space 16


def turn_order(st: State) -> list[int]:
    """Space 16 first, then down to space 1; each stack read top first (A4)."""
    return [s for stack in reversed(st.wall) for s in stack]


def space_of(st: State, seat: int) -> int:
    """The 0-based wall space of ``seat``'s disc."""
    for i, stack in enumerate(st.wall):
        if seat in stack:
            return i
    raise ValueError(seat)


def room(st: State, seat: int) -> int:
    """Spaces left before the last one: what an advance may buy (C3 refuses more)."""
    return LAST - space_of(st, seat)


def advance(st: State, seat: int, spaces: int) -> int:
    """Move ``seat``'s disc ``spaces`` forward: on top of a stack, under the stack on the last space (A4).
    A step past the last space is lost (C3). Returns the new 0-based space."""
    here = space_of(st, seat)
    to = min(LAST, here + spaces)
    if to == here:
        return here
    st.wall[here].remove(seat)
    if to == LAST:
        st.wall[to].append(seat)
    else:
        st.wall[to].insert(0, seat)
    return to
