"""Payments of "any n", "n of one colour", "n of different colours" cubes (an advance on the wall, a
voyage, a card's use): every way at once, or cube by cube when there are too many for one select; then
what the payment was for."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M
from engine.core.turns import Move

from .card_use import gains
from .cubes import add, key, payments, take, unkey
from .data import COLOURS
from .nouns import cubes
from .ship import sail
from .state import Frame, State
from .turn import MENU_MAX
from .wall import advance_wall


def pay_legal(st: State, f: Frame, seat: int) -> list[str]:
    sup = st.seats[f.seat].rose[0]
    ways = payments(sup, f.rule, f.n)
    if len(ways) <= MENU_MAX:
        return ["pay." + key(w) for w in ways]
    return ["cube." + COLOURS[i] for i in range(6) if sup[i]]  # too many ways: one cube at a time


def pay(st: State, f: Frame, seat: int, ev: list[Event], v: list[int]) -> None:
    """The whole payment at once."""
    take(st.seats[f.seat].rose[0], v)
    add(f.paid, v)
    f.n = 0
    _paid(st, f, ev)


def pay_cube(st: State, f: Frame, seat: int, ev: list[Event], c: str) -> None:
    """One cube of the payment (too many ways to list them all)."""
    i = COLOURS.index(c)
    st.seats[f.seat].rose[0][i] -= 1
    f.paid[i] += 1
    f.n -= 1
    if f.n <= 0:
        _paid(st, f, ev)


PAY = Move("pay", pay, args=(unkey,), label=lambda st, f, seat, v: M("macao.btn.pay", cubes=cubes(v)))
PAY_CUBE = Move(
    "cube",
    pay_cube,
    args=(str,),
    label=lambda st, f, seat, c: M("macao.btn.pay", cubes=cubes([1 if x == c else 0 for x in COLOURS])),
)


def _paid(st: State, f: Frame, ev: list[Event]) -> None:
    """The payment is complete: what it paid for happens (``Frame.a``: what, then its arguments)."""
    st.stack.pop()
    then = f.a
    _PAID_FOR[then[0]](st, f, then[1:], ev)


# What a payment pays for (``Frame.a[0]``, stored in states) -> what happens then.
_PAID_FOR = {
    "wall": lambda st, f, a, ev: advance_wall(st, f.seat, int(a[0]), ev),
    "sail": lambda st, f, a, ev: sail(st, f.seat, a[0], a[1:], ev),
    "use": lambda st, f, a, ev: gains(st, f.seat, a[0], f.paid),
}
