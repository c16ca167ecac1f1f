"""Countryside location action (A.7): 1 resource, then one choice per own Craftsman there."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M, player

from . import last_turn, payment
from .nouns import items
from .data import CRAFT_BREAD_COST, PRODUCES
from .effects import effect
from .state import Frame, State


def activate(st: State, loc: str, ev: list[Event]) -> None:
    seat = st.active
    last_turn.visit(st, loc)
    res = PRODUCES[loc]
    st.seats[seat].stock[res] += 1  # logged by the move's own line ("Move 2 to Forest (+1 wood)")
    k = sum(1 for o in st.huts[loc] if o == seat)
    if k:
        st.stack.append(Frame(seat=st.active, k="craft", a=[loc], n=k))


def bread_possible(st: State) -> bool:
    return payment.can_pay(st.seats[st.active].stock, CRAFT_BREAD_COST)


def legal(st: State, f: Frame) -> list[str]:
    out = ["craft.take"]
    if bread_possible(st):
        out.append("craft.bread")
    return out


def take(st: State, f: Frame, ev: list[Event] | None = None) -> None:
    """One craftsman adds the location's resource. ``ev`` is given when nobody chose it (no bread was
    possible): the log says so, one line for all such craftsmen of this arrival."""
    loc = f.a[0]
    res = PRODUCES[loc]
    st.seats[st.active].stock[res] += 1
    f.n -= 1
    if ev is None:
        return
    n = 1
    last = ev[-1].msg if ev else None
    if last is not None and last.id == "emara.log.craft_take" and last.params.get("loc") == M("emara.loc." + loc):
        n = last.params["n"] + 1
        ev.pop()
    ev.append(
        Event(
            M(
                "emara.log.craft_take",
                player=player(st.active),
                n=n,
                item=items(n, res),
                loc=M("emara.loc." + loc),
                crafts=M("emara.log.crafts", n=n),
            ),
            seat=st.active,
        )
    )


def craft(st: State, f: Frame, choice: str) -> None:
    """One craftsman's choice: ``take`` the location's resource, or ``bread`` (pay for a Bread)."""
    if choice == "take":
        take(st, f)
    else:
        f.n -= 1
        payment.start(st, list(CRAFT_BREAD_COST), 0, "bread")


@effect("bread")
def _bread(st: State, seat: int, args: list[str], ev: list[Event]) -> None:
    st.seats[seat].stock["bread"] += 1
