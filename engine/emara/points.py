"""Gaining points with their modifiers (A.10 BP modifiers, C-32: once per BP-gaining effect)."""

from __future__ import annotations

from .data import EARLY_WINTER_BP, LONG_SUMMER_BP, TOOLMAKER_BP
from .state import State


def bp_gain(st: State, seat: int, base: int) -> int:
    """The BP a gain of ``base`` during play gives ``seat`` now: Toolmaker, A long summer, An early
    winter applied (labels show this number, ``gain_bp`` adds it)."""
    v = base
    if "toolmaker" in st.seats[seat].advisors:
        v += TOOLMAKER_BP
    if st.event == "long_summer":
        v += LONG_SUMMER_BP
    elif st.event == "early_winter":
        v += EARLY_WINTER_BP
    return max(v, 0)


def gain_bp(st: State, seat: int, base: int) -> int:
    """Add ``base`` BP during play, modified by Toolmaker, A long summer, An early winter."""
    v = bp_gain(st, seat, base)
    st.seats[seat].bp += v
    return v


def gain(st: State, seat: int, what: str, amount: int) -> None:
    """Gain a stock item, ``cp`` or ``bp`` (bp with modifiers)."""
    if what == "bp":
        gain_bp(st, seat, amount)
    elif what == "cp":
        st.seats[seat].cp += amount
    else:
        st.seats[seat].stock[what] += amount
