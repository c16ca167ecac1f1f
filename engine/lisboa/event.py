"""Sponsor an Event (reference §13; A7): the sponsor fee, then the event's action or gain."""

from __future__ import annotations

from itertools import combinations

from engine.core.actions import Event
from engine.core.text import M
from engine.core.turns import Move

from . import data, economy, noble_actions, nouns, state_actions
from .frames import auto_step, choice, pop, push
from .state import Frame, State
from .visit import action_ok


def event_ok(st: State, seat: int, cid: str) -> bool:
    s = st.seats[seat]
    fee = sponsor_fee(st, seat)
    if fee > economy.budget(s):
        return False
    event = data.POLITICAL_CARD[cid].event
    action = None if event is None else data.EVENT_ACTION.get(event)
    return action is None or action_ok(st, seat, action, fee)


def sponsor_fee(st: State, seat: int) -> int:
    return max(0, economy.treasury_reis(st) - economy.real_discount(st.seats[seat]))


# --- Sponsor an Event (§13; A7) -----------------------------------------------------------------------
def _event_action_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    pop(st, f)
    e = f.d["event"]
    seat = f.seat
    action = data.EVENT_ACTION.get(e)
    if action is not None and action in data.NOBLE_ACTION.values():
        noble_actions.start(st, seat, action, ev)
    elif action is not None:
        if state_actions.feasible(st, seat, action):
            state_actions.start(st, seat, action, ev)
    elif e == "EV_GOODS2":
        push(st, "two_goods", seat)
    elif e == "EV_PRICE":
        push(st, "effect", seat, code="+PRICE_UP")
    elif e == "EV_INFLUENCE":
        economy.standard_gain(st, seat, ev)
    return True


TWO_GOODS = tuple(f"goods2.{a}.{b}" for a, b in combinations(data.GOODS, 2))


def _two_goods(st: State, f: Frame, seat: int, ev: list[Event], a: str, b: str) -> None:
    pop(st, f)
    economy.gain_good(st.seats[seat], a)
    economy.gain_good(st.seats[seat], b)


EVENT = [
    auto_step("event_action", _event_action_auto),
    choice(
        "two_goods",
        lambda st, f, seat: list(TWO_GOODS),
        Move(
            "goods2",
            _two_goods,
            args=(str, str),
            label=lambda st, f, seat, a, b: M("lisboa.opt.goods2", a=nouns.good(a), b=nouns.good(b)),
        ),
    ),
]

STEPS = EVENT
