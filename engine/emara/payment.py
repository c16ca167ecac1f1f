"""Paying N units of basic resources: gold substitution unit by unit (C-5), discounts (C-27), Scholar.

A payment is a ``payment`` frame on ``state.stack`` (its step in decisions.py): ``pay`` lists the units
still owed (a basic resource id, or ``"any"`` for a unit of any basic type), ``waive`` the discount
units still to be chosen. When it is settled the frame's effect (``a[0]`` with args ``a[1:]``) runs.
"""

from __future__ import annotations

from functools import lru_cache

from .data import BASIC
from .state import Frame, State

ANY = "any"
GOLD = "gold"
PAY_WITH = BASIC + (GOLD,)  # the order of the counts in a ``payall`` key
# A whole payment is offered as one choice when it has at most this many ways (Discord's select limit).
PAYALL_LIMIT = 25


def need_of(units) -> tuple[tuple[tuple[str, int], ...], int]:
    """(typed (resource, count) pairs, number of "any" units) of a unit list."""
    need: dict[str, int] = {}
    anyn = 0
    for u in units:
        if u == ANY:
            anyn += 1
        else:
            need[u] = need.get(u, 0) + 1
    return tuple(need.items()), anyn


def fits(stock: dict[str, int], pairs, anyn: int, waive: int = 0) -> bool:
    """Core feasibility test: typed needs with gold covering shortfalls, then "any" units.

    ``waive`` units are not paid: "any" units first, then typed units the stock lacks (waiving a unit
    the stock holds gains nothing when only typed units are left), so the test needs no search."""
    if not anyn:  # typed units only (most prices)
        short = 0
        for r, k in pairs:
            h = stock[r]
            if h < k:
                short += k - h
        return short - waive <= stock["gold"]
    if waive > 0:
        a = min(anyn, waive)
        anyn -= a
        waive -= a
        if not anyn:
            return fits(stock, pairs, 0, waive)
    used = 0
    short = 0
    for r, k in pairs:
        h = stock[r]
        if h >= k:
            used += k
        else:
            used += h
            short += k - h
    g = stock["gold"]
    if short > g:
        return False
    return anyn <= g - short + stock["wood"] + stock["stone"] + stock["cloth"] + stock["grain"] - used


def funds(stock: dict[str, int]) -> int:
    """The most units any payment can take from ``stock``: its basic resources and gold coins."""
    return stock["wood"] + stock["stone"] + stock["cloth"] + stock["grain"] + stock["gold"]


def can_pay_n(stock: dict[str, int], unit: str, n: int) -> bool:
    """True if ``n`` units of one kind (a basic resource, or ``ANY``) can be paid from ``stock``: the
    commonest prices (a marker's resources, a Market purchase, a Wood delivery), without a unit list."""
    if unit == ANY:
        return funds(stock) >= n
    return stock[unit] + stock[GOLD] >= n


def can_pay(stock: dict[str, int], units, waive: int = 0) -> bool:
    """True if ``units`` (minus ``waive`` units of the payer's choice) can be paid from ``stock``."""
    if len(units) == 1 and not waive:
        u = units[0]
        if stock["gold"] > 0:
            return True
        if u == ANY:
            return stock["wood"] > 0 or stock["stone"] > 0 or stock["cloth"] > 0 or stock["grain"] > 0
        return stock[u] > 0
    pairs, anyn = need_of(units)
    return fits(stock, pairs, anyn, waive)


def cost_units(seat_advisors: list[str], printed, scholar_applies: bool) -> list[str]:
    """Scholar (A.10): only the number of units must match when hiring or recruiting."""
    if scholar_applies and "scholar" in seat_advisors:
        return [ANY] * len(printed)
    return list(printed)


def start(st: State, units: list[str], waive: int, effect: str, *args: str) -> None:
    st.stack.append(
        Frame(seat=st.active, k="payment", a=[effect, *args], pay=list(units), waive=min(waive, len(units)))
    )


def options(st: State, f: Frame) -> list[str]:
    """Options of a pay frame: ``waive.<res>``; the whole payment at once, ``payall.<w>.<s>.<c>.<g>.<gold>``
    (units of each kind, in ``PAY_WITH`` order) when there are at most ``PAYALL_LIMIT`` ways; else the
    next unit, ``pay.<res|gold>``."""
    stock = st.seats[st.active].stock
    units = f.pay
    if f.waive <= 0 and len(units) > 1:
        keys = payall_keys(tuple(sorted(units)), tuple(map(stock.__getitem__, PAY_WITH)))
        if keys is not None:
            return list(keys)
    if f.waive > 0:
        out = []
        for t in BASIC:
            if t in units:
                rest = list(units)
                rest.remove(t)
                if can_pay(stock, rest, f.waive - 1):
                    out.append("waive." + t)
        return out
    if not units:
        return []
    u = units[0]
    rest = units[1:]
    out = []
    for r in BASIC if u == ANY else (u,):
        if stock[r] > 0:
            stock[r] -= 1
            ok = can_pay(stock, rest)
            stock[r] += 1
            if ok:
                out.append("pay." + r)
    if stock["gold"] > 0:
        stock["gold"] -= 1
        ok = can_pay(stock, rest)
        stock["gold"] += 1
        if ok:
            out.append("pay.gold")
    return out


def auto_waive(f: Frame) -> bool:
    """Waive without asking when the choice does not matter; return True if something was waived."""
    if f.waive <= 0:
        return False
    if len(f.pay) <= f.waive:
        f.pay.clear()
        f.waive = 0
        return True
    if ANY in f.pay:
        f.pay.remove(ANY)
        f.waive -= 1
        return True
    if len(set(f.pay)) == 1:
        f.pay.pop()
        f.waive -= 1
        return True
    return False


def do_waive(f: Frame, res: str) -> None:
    f.pay.remove(res)
    f.waive -= 1


def do_pay(st: State, f: Frame, res: str) -> None:
    st.seats[st.active].stock[res] -= 1
    f.pay.pop(0)


@lru_cache(maxsize=4096)
def payall_keys(units: tuple[str, ...], have: tuple[int, ...]) -> tuple[str, ...] | None:
    """The ``payall`` keys of ``payall_options`` (built once per price and stock: payments recur)."""
    ways = payall_options(units, have)
    return None if ways is None else tuple("payall." + ".".join(map(str, w)) for w in ways)


def payall_options(units: tuple[str, ...], have: tuple[int, ...]) -> tuple[tuple[int, ...], ...] | None:
    """Every distinct way (counts per ``PAY_WITH`` kind) to pay all ``units`` from ``have``, in a stable
    order; None when there are more than ``PAYALL_LIMIT`` (the payment is then asked unit by unit)."""
    gold = len(PAY_WITH) - 1
    ways: set[tuple[int, ...]] = set()

    def rec(i: int, left: list[int], spent: list[int]) -> None:
        if len(ways) > PAYALL_LIMIT:
            return
        if i == len(units):
            ways.add(tuple(spent))
            return
        u = units[i]
        kinds = range(len(PAY_WITH)) if u == ANY else (PAY_WITH.index(u), gold)
        for k in kinds:
            if left[k] > 0:
                left[k] -= 1
                spent[k] += 1
                rec(i + 1, left, spent)
                left[k] += 1
                spent[k] -= 1

    rec(0, list(have), [0] * len(PAY_WITH))
    if len(ways) > PAYALL_LIMIT:
        return None
    # fewest gold coins first, then the order of the kinds
    return tuple(sorted(ways, key=lambda w: (w[gold], [-x for x in w])))


def do_payall(st: State, f: Frame, counts: list[int]) -> None:
    stock = st.seats[st.active].stock
    for r, n in zip(PAY_WITH, counts):
        stock[r] -= n
    f.pay.clear()
