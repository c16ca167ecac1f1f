"""Town locations (A.8): Castle, Cathedral, Market, Construction Site, and their markers (A.8.1)."""

from __future__ import annotations

from engine.core.actions import Event

from . import favor, last_turn, payment
from .data import (
    ABBESS_BOOKS,
    BASIC,
    BOOK_SALE_CP,
    BREAD_MAX,
    CASTLE_BOOK_BP,
    GIFT_FROM_PEOPLE_CP,
    MARKER_PRINTED,
    MAYORESS_CP,
    PIOUS_DONATION_CP,
    PLAYER_COUNTS,
    STONE_BP,
    WOOD_DELIVERY,
    marker_seq,
)
from .effects import effect
from .points import gain_bp
from .state import Frame, State

ANY = payment.ANY


# --- markers (A.8.1) ----------------------------------------------------------------------
def marker_index(st: State, kind: str, res: str | None = None) -> int:
    if kind == "gift":
        assert res is not None  # one gift and one donation marker per basic resource
        return st.gift[res]
    if kind == "donation":
        assert res is not None
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
        assert res is not None  # one gift and one donation marker per basic resource
        st.gift[res] = min(st.gift[res] + 1, n)
    elif kind == "donation":
        assert res is not None
        st.donation[res] = min(st.donation[res] + 1, n)
    elif kind == "stone":
        st.stone_marker = min(st.stone_marker + 1, n)
    else:
        st.bread_marker = min(st.bread_marker + 1, n)


# --- activation -----------------------------------------------------------------------------
def activate(st: State, loc: str, ev: list[Event]) -> None:
    """Arrival on / Town-action card for ``loc``: offer tokens of ``loc`` and the sub-actions."""
    last_turn.visit(st, loc)
    f = Frame(seat=st.active, k="location", a=[loc], toks=favor.cashable(st, loc))
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


# --- the location's sub-actions, each once per activation (``Frame.used``) ------------------------
# Each records its key as a public deed of the turn (``last_turn.deed``: the board marks it).
def _deed(st: State, f: Frame, used: str, key: str) -> None:
    f.used.append(used)
    last_turn.deed(st, key)


def done(st: State, f: Frame) -> None:
    st.stack.pop()


def cash(st: State, f: Frame, token: str, ev: list[Event]) -> None:
    """Cash a Favor Token of this location (A.8.6)."""
    last_turn.deed(st, "cash." + token)
    f.toks.remove(token)
    favor.cash(st, token, ev)


def gift(st: State, f: Frame, res: str) -> None:
    """Castle: a gift of the marker's number of ``res`` for a Ring."""
    _deed(st, f, "gift", _GIFT_KEY[res])
    payment.start(st, [res] * marker_value(st, "gift", res), 0, "gift", res)


def book(st: State, f: Frame) -> None:
    """Castle: a Book for BP."""
    _deed(st, f, "book", "bookbp")
    st.seats[st.active].stock["book"] -= 1
    gain_bp(st, st.active, CASTLE_BOOK_BP)


def donate(st: State, f: Frame, res: str) -> None:
    """Cathedral: a donation of the marker's number of ``res`` for a Book and Favor Tokens."""
    _deed(st, f, "donate", _DONATE_KEY[res])
    payment.start(st, [res] * marker_value(st, "donation", res), 0, "donate", res)


def buy(st: State, f: Frame, n: int) -> None:
    """Market: ``n`` Gold Coins for ``n`` resources of any kind."""
    _deed(st, f, "buy", "buy.%d" % n)
    payment.start(st, [ANY] * n, 0, "gold", str(n))


def sell(st: State, f: Frame, n: int) -> None:
    """Market: ``n`` Books for CP."""
    _deed(st, f, "sell", "sell.%d" % n)
    s = st.seats[st.active]
    s.stock["book"] -= n
    s.cp += BOOK_SALE_CP[n]


def stone(st: State, f: Frame) -> None:
    """Construction Site: a Stone for BP and the stone marker's CP."""
    _deed(st, f, "stone", "stone")
    payment.start(st, ["stone"], 0, "stone")


def bread(st: State, f: Frame, n: int) -> None:
    """Construction Site: ``n`` Breads for the bread marker's CP each."""
    _deed(st, f, "bread", "bread.%d" % n)
    s = st.seats[st.active]
    s.stock["bread"] -= n
    s.cp += n * marker_value(st, "bread")
    rotate(st, "bread")


def wood(st: State, f: Frame, n: int) -> None:
    """Construction Site: a Wood delivery of ``n`` for BP."""
    _deed(st, f, "wood", "wood.%d" % n)
    payment.start(st, ["wood"] * n, 0, "wood", str(n))


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
