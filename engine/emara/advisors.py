"""Advisor abilities used during your own turn (A.10): once per turn, and the Chamberlain exchange."""

from __future__ import annotations

from engine.core.actions import Event

from . import payment
from .data import (
    BAILIFF_BP,
    BAKER_OPTIONS,
    BASIC,
    DRESSMAKER_CP,
    LANDLORD_BP,
    LANDLORD_CP_COST,
    SCHOOLMARM_BOOKS,
    SCHOOLMARM_UNITS,
)
from .effects import effect
from .points import gain_bp
from .state import Frame, State

ANY = payment.ANY


def menu(st: State) -> list[str]:
    """Ability options for the turn menu of the active seat."""
    s = st.seats[st.active]
    adv = s.advisors
    if not adv:
        return []
    used = st.turn.used
    stock = s.stock
    out = []
    for a in adv:
        if a in used:
            continue
        if a == "baker":
            for n, (units, _) in BAKER_OPTIONS.items():
                if payment.can_pay(stock, units):
                    out.append("baker.%d" % n)
        elif a == "schoolmarm":
            if payment.can_pay_n(stock, ANY, SCHOOLMARM_UNITS):
                out.append("schoolmarm")
        elif a == "bailiff":
            if stock["ring"] > 0:
                out.append("bailiff")
        elif a == "dressmaker":
            if payment.can_pay_n(stock, "cloth", 1):
                out.append("dressmaker")
        elif a == "landlord":
            if s.cp >= LANDLORD_CP_COST and payment.can_pay_n(stock, "cloth", 1):
                out.append("landlord")
        elif a == "merchant":
            if stock["gold"] or any(stock[r] for r in BASIC):
                out.append("merchant")
        elif a == "chamberlain":
            # C-11: any number of exchanges in your turn, both ways, but never straight back: an
            # immediate swap back is a no-op that would let a turn go on for ever. Between two
            # opposite swaps some other (limited) action must happen.
            back = _just_swapped(st)
            if stock["ring"] > 0 and back != "gold":
                out.append("chamber.ring")
            if stock["gold"] > 0 and back != "ring":
                out.append("chamber.gold")
    return out


def _just_swapped(st: State) -> str | None:
    """Direction of the Chamberlain exchange made by the very last action, if any."""
    for u in st.turn.used:
        if u.startswith("chamber."):
            _, way, seq = u.split(".")
            return way if int(seq) == st.seq - 1 else None
    return None


def chamber(st: State, way: str) -> None:
    """Chamberlain (A.10): a Ring for a Gold Coin (``way`` "ring") or back ("gold"); C-11 sets how often."""
    s = st.seats[st.active]
    used = st.turn.used
    if not st.options.chamberlain_unlimited:
        used.append("chamberlain")
    else:
        used[:] = [u for u in used if not u.startswith("chamber.")]
        used.append("chamber.%s.%d" % (way, st.seq))
    if way == "ring":
        s.stock["ring"] -= 1
        s.stock["gold"] += 1
    else:
        s.stock["gold"] -= 1
        s.stock["ring"] += 1


def baker(st: State, n: int) -> None:
    st.turn.used.append("baker")
    units, _ = BAKER_OPTIONS[n]
    payment.start(st, list(units), 0, "baker", str(n))


def schoolmarm(st: State) -> None:
    st.turn.used.append("schoolmarm")
    payment.start(st, [ANY] * SCHOOLMARM_UNITS, 0, "schoolmarm")


def bailiff(st: State) -> None:
    st.turn.used.append("bailiff")
    s = st.seats[st.active]
    s.stock["ring"] -= 1
    gain_bp(st, st.active, BAILIFF_BP)


def dressmaker(st: State) -> None:
    st.turn.used.append("dressmaker")
    payment.start(st, ["cloth"], 0, "dressmaker")


def landlord(st: State) -> None:
    st.turn.used.append("landlord")
    payment.start(st, ["cloth"], 0, "landlord")


def merchant(st: State) -> None:
    st.turn.used.append("merchant")
    st.stack.append(Frame(seat=st.active, k="merchant"))


def merchant_legal(st: State) -> list[str]:
    """Merchant (A.10, C-18): pay 1 basic resource (or a Gold Coin for it, C-5), take a different one."""
    stock = st.seats[st.active].stock
    out = []
    for src in BASIC + ("gold",):
        if stock[src] > 0:
            for dst in BASIC:
                if dst != src:
                    out.append("trade.%s.%s" % (src, dst))
    return out


def trade(st: State, src: str, dst: str) -> None:
    st.stack.pop()
    stock = st.seats[st.active].stock
    stock[src] -= 1
    stock[dst] += 1


@effect("baker")
def _baker(st: State, seat: int, args: list[str], ev: list[Event]) -> None:
    st.seats[seat].stock["bread"] += BAKER_OPTIONS[int(args[0])][1]


@effect("schoolmarm")
def _schoolmarm(st: State, seat: int, args: list[str], ev: list[Event]) -> None:
    st.seats[seat].stock["book"] += SCHOOLMARM_BOOKS


@effect("dressmaker")
def _dressmaker(st: State, seat: int, args: list[str], ev: list[Event]) -> None:
    st.seats[seat].cp += DRESSMAKER_CP


@effect("landlord")
def _landlord(st: State, seat: int, args: list[str], ev: list[Event]) -> None:
    st.seats[seat].cp -= LANDLORD_CP_COST
    gain_bp(st, seat, LANDLORD_BP)
