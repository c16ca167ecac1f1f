"""Event cards (A.11): immediate gains at the event phase and end-of-round exchanges."""

from __future__ import annotations

from engine.core.actions import Event

from . import last_turn, payment
from .data import EOR_OPTIONS, EVENT_IMMEDIATE
from .state import State


def apply_immediate(st: State, ev: list[Event]) -> None:
    res = EVENT_IMMEDIATE.get(st.event or "")
    if res:
        for s in st.seats:
            s.stock[res] += 1


def eor_options(st: State, seat: int) -> list[str]:
    """Exchanges the seat can afford now (``eor.<option>``); ``skip`` is added by the caller."""
    table = EOR_OPTIONS.get(st.event or "")
    if not table:
        return []
    stock = st.seats[seat].stock
    out = []
    for opt, (units, goods, _, _) in table.items():
        if all(stock[g] >= n for g, n in goods.items()) and payment.can_pay(stock, units):
            out.append("eor." + opt)
    return out


def eor_apply(st: State, opt: str, ev: list[Event]) -> None:
    """Hand in the goods and start paying the units; the payment's effect (``round._eor``) gains the
    points and asks the next seat."""
    assert st.event is not None  # offered only under an event with exchanges (eor_options)
    units, goods, _, _ = EOR_OPTIONS[st.event][opt]
    last_turn.deed(st, "eor.%s.%s" % (st.event, opt))  # the event is named: the board shows it next round
    stock = st.seats[st.active].stock
    for g, n in goods.items():
        stock[g] -= n
    payment.start(st, list(units), 0, "eor", opt)
