"""Town locations (A.8): Castle, Cathedral, Market, Construction Site, and their markers (A.8.1)."""
from __future__ import annotations

from engine.core.actions import Event

from . import favor, last_turn, payment
from .data import (ABBESS_BOOKS, BASIC, BOOK_SALE_CP, BREAD_MAX, CASTLE_BOOK_BP, GIFT_FROM_PEOPLE_CP,
                   MARKER_PRINTED, MAYORESS_CP, PIOUS_DONATION_CP, PLAYER_COUNTS, STONE_BP, WOOD_DELIVERY,
                   marker_seq)
from .effects import effect
from .points import gain_bp
from .state import Frame, State

ANY = payment.ANY


# --- markers (A.8.1) ----------------------------------------------------------------------
def marker_index(st: State, kind: str, res: str | None = None) -> int:
    if kind == "gift":
        return st.gift[res]
    if kind == "donation":
        return st.donation[res]
    return st.stone_marker if kind == "stone" else st.bread_marker


# A marker's value at each index, per player count: its sequence, then its printed value once it has
# left the game (index = len(sequence)). Built once: every Castle and Cathedral visit reads them.
_VALUES = {(kind, n): marker_seq(kind, n) + (MARKER_PRINTED[kind],) for kind in MARKER_PRINTED for n in PLAYER_COUNTS}
# The keys of a gift and a donation of each basic resource.
_GIFT_KEY = {r: "gift." + r for r in BASIC}
_DONATE_KEY = {r: "donate." + r for r in BASIC}


def marker_value(st: State, kind: str, res: str | None = None) -> int:
    return _VALUES[kind, st.players][marker_index(st, kind, res)]


def marker_removed(st: State, kind: str, res: str | None = None) -> bool:
    return marker_index(st, kind, res) >= len(marker_seq(kind, st.players))


def rotate(st: State, kind: str, res: str | None = None) -> None:
    """Turn the marker to its next number; past the last one it leaves the game (index = len)."""
    n = len(marker_seq(kind, st.players))
    if kind == "gift":
        st.gift[res] = min(st.gift[res] + 1, n)
    elif kind == "donation":
        st.donation[res] = min(st.donation[res] + 1, n)
    elif kind == "stone":
        st.stone_marker = min(st.stone_marker + 1, n)
    else:
        st.bread_marker = min(st.bread_marker + 1, n)


# --- activation -----------------------------------------------------------------------------
def activate(st: State, loc: str, ev: list[Event]) -> None:
    """Arrival on / Town-action card for ``loc``: offer tokens of ``loc`` and the sub-actions."""
    last_turn.visit(st, loc)
    f = Frame(seat=st.active, k="loc", a=[loc], toks=favor.cashable(st, loc))
    if legal(st, f) != ["done"]:
        st.stack.append(f)


def legal(st: State, f: Frame) -> list[str]:
    loc = f.a[0]
    used = f.used
    s = st.seats[st.active]
    stock = s.stock
    out = ["cash." + t for t in f.toks if t in s.favors] if f.toks else []
    if loc == "castle":
        if "gift" not in used:
            value, index = _VALUES["gift", st.players], st.gift
            out += [_GIFT_KEY[r] for r in BASIC if payment.can_pay_n(stock, r, value[index[r]])]
        if "book" not in used and stock["book"] > 0:
            out.append("bookbp")
    elif loc == "cathedral":
        if "donate" not in used:
            value, index = _VALUES["donation", st.players], st.donation
            out += [_DONATE_KEY[r] for r in BASIC if payment.can_pay_n(stock, r, value[index[r]])]
    elif loc == "market":
        if "buy" not in used:
            if payment.can_pay_n(stock, ANY, 1):
                out.append("buy.1")
                if st.event == "merchants_from_afar" and payment.can_pay_n(stock, ANY, 2):
                    out.append("buy.2")
        if "sell" not in used:
            for n in range(1, min(stock["book"], max(BOOK_SALE_CP)) + 1):
                out.append("sell.%d" % n)
    elif loc == "construction_site":
        if "stone" not in used and payment.can_pay_n(stock, "stone", 1):
            out.append("stone")
        if "bread" not in used:
            for n in range(1, min(stock["bread"], BREAD_MAX) + 1):
                out.append("bread.%d" % n)
        if "wood" not in used:
            for n in WOOD_DELIVERY:
                if payment.can_pay_n(stock, "wood", n):
                    out.append("wood.%d" % n)
    out.append("done")
    return out


def apply(st: State, f: Frame, key: str, ev: list[Event]) -> None:
    seat = st.active
    s = st.seats[seat]
    kind, _, arg = key.partition(".")
    if kind == "done":
        st.stack.pop()
        return
    last_turn.deed(st, key)
    if kind == "cash":
        f.toks.remove(arg)
        favor.cash(st, arg, ev)
    elif kind == "gift":
        f.used.append("gift")
        payment.start(st, [arg] * marker_value(st, "gift", arg), 0, "gift", arg)
    elif kind == "bookbp":
        f.used.append("book")
        s.stock["book"] -= 1
        gain_bp(st, seat, CASTLE_BOOK_BP)
    elif kind == "donate":
        f.used.append("donate")
        payment.start(st, [arg] * marker_value(st, "donation", arg), 0, "donate", arg)
    elif kind == "buy":
        f.used.append("buy")
        payment.start(st, [ANY] * int(arg), 0, "gold", arg)
    elif kind == "sell":
        f.used.append("sell")
        n = int(arg)
        s.stock["book"] -= n
        s.cp += BOOK_SALE_CP[n]
    elif kind == "stone":
        f.used.append("stone")
        payment.start(st, ["stone"], 0, "stone")
    elif kind == "bread":
        f.used.append("bread")
        n = int(arg)
        s.stock["bread"] -= n
        s.cp += n * marker_value(st, "bread")
        rotate(st, "bread")
    elif kind == "wood":
        f.used.append("wood")
        payment.start(st, ["wood"] * int(arg), 0, "wood", arg)


@effect("gift")
def _gift(st: State, seat: int, args: list[str], ev: list[Event]) -> None:
    s = st.seats[seat]
    rotate(st, "gift", args[0])
    s.stock["ring"] += 1
    if "mayoress" in s.advisors:
        s.cp += MAYORESS_CP
    if st.event == "gift_from_the_people":
        s.cp += GIFT_FROM_PEOPLE_CP


@effect("donate")
def _donate(st: State, seat: int, args: list[str], ev: list[Event]) -> None:
    s = st.seats[seat]
    rotate(st, "donation", args[0])
    s.stock["book"] += 1 + (ABBESS_BOOKS if "abbess" in s.advisors else 0)
    if st.event == "pious_donation":
        s.cp += PIOUS_DONATION_CP
    favor.start_keep(st, favor.draw(st, ev), ev)


@effect("gold")
def _gold(st: State, seat: int, args: list[str], ev: list[Event]) -> None:
    st.seats[seat].stock["gold"] += int(args[0])


@effect("stone")
def _stone(st: State, seat: int, args: list[str], ev: list[Event]) -> None:
    st.seats[seat].cp += marker_value(st, "stone")
    rotate(st, "stone")
    gain_bp(st, seat, STONE_BP)


@effect("wood")
def _wood(st: State, seat: int, args: list[str], ev: list[Event]) -> None:
    gain_bp(st, seat, WOOD_DELIVERY[int(args[0])])
