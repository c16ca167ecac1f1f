"""Countryside location action (A.7): 1 resource, then one choice per own Craftsman there."""
from __future__ import annotations

from engine.core.actions import Event

from . import last_turn, payment
from .data import CRAFT_BREAD_COST, PRODUCES
from .flow import effect
from .state import Frame, State


def activate(st: State, loc: str, ev: list[Event]) -> None:
    seat = st.active
    last_turn.visit(st, loc)
    res = PRODUCES[loc]
    st.seats[seat].stock[res] += 1
    k = sum(1 for o in st.huts[loc] if o == seat)
    if k:
        st.stack.append(Frame(k="craft", a=[loc], n=k))


def bread_possible(st: State) -> bool:
    return payment.can_pay(st.seats[st.active].stock, CRAFT_BREAD_COST)


def legal(st: State, f: Frame) -> list[str]:
    out = ["craft.take"]
    if bread_possible(st):
        out.append("craft.bread")
    return out


def take(st: State, f: Frame) -> None:
    st.seats[st.active].stock[PRODUCES[f.a[0]]] += 1
    f.n -= 1


def apply(st: State, f: Frame, key: str, ev: list[Event]) -> None:
    if key == "craft.take":
        take(st, f)
    else:
        f.n -= 1
        payment.start(st, list(CRAFT_BREAD_COST), 0, "bread")


@effect("bread")
def _bread(st: State, seat: int, args: list[str], ev: list[Event]) -> None:
    st.seats[seat].stock["bread"] += 1
