"""Button labels for action keys (short Msgs; the English texts are in locales/en/buttons.ftl).

A label tells the real effect in the current state: the BP after Toolmaker and the round's event
(``points.bp_gain``), the CP an event or advisor adds, the cost after a discount (card 8, Good labour
situation) or the Scholar, what an advisor gives or does. A counted noun takes its count (``nouns.items``):
the catalog picks the plural form, ``items(1, "book")`` "1 book", ``items(2, "book")`` "2 books".
"""
from __future__ import annotations

from engine.core.text import M, Msg

from . import town
from .bonus import recruit_discount
from .data import (ABBESS_BOOKS, ADVISOR_COST, ADVISOR_CP, ADVISOR_GAIN, BAILIFF_BP, BAKER_OPTIONS, BOOK_SALE_CP,
                   CASTLE_BOOK_BP, CRAFTSMAN_CP, CRAFTSMEN, EOR_OPTIONS, FAVOR_REWARD, GIFT_FROM_PEOPLE_CP,
                   GOLD_TRADE, HIRE_RECRUIT_CARD_DISCOUNT, HUTS, LANDLORD_BP, MAYORESS_CP, NOBLE_COST,
                   PIOUS_DONATION_CP, PRODUCES, RANKS, RESPECTED_AT_COURT_CP, STONE_BP, WOOD_DELIVERY,
                   favor_parts)
from .movement import destination
from .nouns import craftsmen, items, res
from .points import bp_gain
from .scoring import best_split, leftovers
from .state import State


def _res(r: str) -> Msg:
    return res(r)


def _loc(l: str) -> Msg:
    return M("emara.loc." + l)


def _plus(parts: list[Msg]) -> Msg:
    """``a + b + c`` (a price reads as one sum, not as a list)."""
    return parts[0] if len(parts) == 1 else M("emara.plus", a=parts[0], b=_plus(parts[1:]))


def _cost(units) -> Msg:
    """Units to pay, in printed order: "2 🪵 wood + 🪨 stone" (a single unit shows no count)."""
    counts: dict[str, int] = {}
    for u in units:
        counts[u] = counts.get(u, 0) + 1
    return _plus([items(n, r) if n > 1 else res(r) for r, n in counts.items()] or [M("emara.none")])


def cost(st: State, seat: int, printed, discount: int = 0) -> Msg:
    """A hire/recruit cost as paid: any resources with the Scholar, minus a discount."""
    units = ["any"] * len(printed) if "scholar" in st.seats[seat].advisors else list(printed)
    shown = items(len(units), "any") if units and units[0] == "any" else _cost(units)
    d = min(discount, len(units))
    return M("emara.cost.less", cost=shown, n=d) if d else shown


def gains(st: State, seat: int, what: str, n: int) -> Msg:
    """A gain as ``points.gain`` would make it now (BP with its modifiers)."""
    if what == "bp":
        return M("emara.gain.bp", n=bp_gain(st, seat, n))
    if what == "cp":
        return M("emara.gain.cp", n=n)
    return M("emara.gain.item", item=items(n, what))


def _income(st: State, seat: int, loc: str) -> Msg | None:
    """What arriving at ``loc`` gives at once: the countryside resource, and whose craftsmen work there."""
    if loc not in PRODUCES:
        return None
    item = items(1, PRODUCES[loc])
    k = sum(1 for o in st.huts[loc] if o == seat)
    return M("emara.income.crafts", item=item, crafts=craftsmen(k)) if k else M("emara.income", item=item)


def _go(st: State, seat: int, kind: str, c: int, steps: int) -> Msg:
    loc = destination(st, seat, c, steps)
    income = _income(st, seat, loc)
    if income is None:
        return M("emara.btn." + kind, steps=steps, loc=_loc(loc))
    return M("emara.btn." + kind + ".income", steps=steps, loc=_loc(loc), income=income)


def _recruit(st: State, seat: int, adv: str, discount: int) -> Msg:
    got = [M("emara.gain.cp", n=ADVISOR_CP[adv])] if ADVISOR_CP[adv] else []
    got += [gains(st, seat, what, n) for what, n in ADVISOR_GAIN.get(adv, {}).items()]
    args = dict(adv=M("emara.advisor." + adv), cost=cost(st, seat, ADVISOR_COST[adv], discount), gains=got)
    if adv in ADVISOR_GAIN or adv not in _EFFECTS:
        return M("emara.btn.adv", **args)
    ability_bp = {"bailiff": BAILIFF_BP, "landlord": LANDLORD_BP}.get(adv, 0)   # as it would pay now
    return M("emara.btn.adv.effect", effect=M("emara.effect." + adv, bp=bp_gain(st, seat, ability_bp)), **args)


# advisors whose lasting ability the recruit button names (the others only give at once)
_EFFECTS = ("baker", "schoolmarm", "bailiff", "dressmaker", "landlord", "merchant", "chamberlain", "scholar",
            "mayoress", "steward", "abbess", "toolmaker")


def _frame(st: State):
    return st.stack[-1] if st.stack else None


def describe_key(st: State, key: str) -> Msg:
    parts = key.split(".")
    k = parts[0]
    seat = st.active
    s = st.seats[seat]
    if k == "play":
        return M("emara.btn.play", card=M("emara.card." + parts[1]), steps=int(parts[2]))
    if k == "pick":
        return M("emara.btn.pick", card=M("emara.card." + parts[1]))
    if k == "card":
        return M("emara.btn.card." + (st.turn.card or "wood"))
    if k == "gold":
        n = int(parts[1])
        return M("emara.btn.gold_trade", cost=items(n, "any"), coins=GOLD_TRADE[n])
    if k in ("step", "move"):
        return _go(st, seat, k, int(parts[1]), 1 if k == "step" else st.turn.slot)
    if k == "town":
        return M("emara.btn.town", loc=_loc(parts[1]))
    if k == "noble":
        rank = RANKS[min(s.noble_rank, len(RANKS) - 1)]
        g, r = NOBLE_COST[rank]
        pile = st.nobility[rank]
        cp = (pile[0] if pile else 0) + (RESPECTED_AT_COURT_CP if st.event == "respected_at_court" else 0)
        price = _plus([items(n, what) for what, n in (("gold", g), ("ring", r)) if n])
        return M("emara.btn.noble", rank=M("emara.rank." + rank), cost=price, cp=cp)
    if k == "bookbp":
        return M("emara.btn.bookbp", bp=bp_gain(st, seat, CASTLE_BOOK_BP))
    if k == "stone":
        return M("emara.btn.stone", bp=bp_gain(st, seat, STONE_BP), cp=town.marker_value(st, "stone"))
    if k == "bailiff":
        return M("emara.btn.bailiff", bp=bp_gain(st, seat, BAILIFF_BP))
    if k == "landlord":
        return M("emara.btn.landlord", bp=bp_gain(st, seat, LANDLORD_BP))
    if k in ("hire", "recruit", "end", "done", "skip", "schoolmarm", "dressmaker", "merchant"):
        return M("emara.btn." + k)
    if k == "baker":
        units, breads = BAKER_OPTIONS[int(parts[1])]
        return M("emara.btn.baker", cost=_cost(units), bread=items(breads, "bread"))
    if k == "chamber":
        return M("emara.btn.chamber." + parts[1])
    if k == "payall":
        from .payment import PAY_WITH
        return M("emara.btn.payall", items=[items(int(n), r) for r, n in zip(PAY_WITH, parts[1:]) if int(n)])
    if k in ("pay", "waive"):
        return M("emara.btn." + k, res=_res(parts[1]))
    if k == "cash":
        loc, reward = favor_parts(parts[1])
        return M("emara.btn.cash", loc=_loc(loc), gain=gains(st, seat, reward, FAVOR_REWARD[reward]))
    if k == "keep":
        return M("emara.btn.keep", token=M("emara.favor." + parts[1]))
    if k == "gift":
        n = town.marker_value(st, "gift", parts[1])
        cp = (MAYORESS_CP if "mayoress" in s.advisors else 0) + (
            GIFT_FROM_PEOPLE_CP if st.event == "gift_from_the_people" else 0)
        if cp:
            return M("emara.btn.gift.cp", cost=items(n, parts[1]), cp=cp)
        return M("emara.btn.gift", cost=items(n, parts[1]))
    if k == "donate":
        n = town.marker_value(st, "donation", parts[1])
        books = items(1 + (ABBESS_BOOKS if "abbess" in s.advisors else 0), "book")
        if st.event == "pious_donation":
            return M("emara.btn.donate.cp", cost=items(n, parts[1]), books=books, cp=PIOUS_DONATION_CP)
        return M("emara.btn.donate", cost=items(n, parts[1]), books=books)
    if k == "buy":
        n = int(parts[1])
        return M("emara.btn.buy", n=n, cost=items(n, "any"))
    if k == "sell":
        n = int(parts[1])
        return M("emara.btn.sell", books=items(n, "book"), cp=BOOK_SALE_CP[n])
    if k == "bread":
        n = int(parts[1])
        return M("emara.btn.bread", n=n, cp=n * town.marker_value(st, "bread"))
    if k == "wood":
        n = int(parts[1])
        return M("emara.btn.wood", n=n, bp=bp_gain(st, seat, WOOD_DELIVERY.get(n, 0)))
    if k == "craft":
        f = _frame(st)
        loc = f.a[0] if f is not None and f.k == "craft" else None
        total = sum(1 for o in st.huts[loc] if o == seat) if loc else 0
        here = dict(i=max(1, total - f.n + 1) if loc else 1, k=max(total, 1))
        if parts[1] == "take":
            return M("emara.btn.craft.take", res=_res(PRODUCES[loc]) if loc else _res("any"), **here)
        return M("emara.btn.craft.bread", **here)
    if k == "hut":
        loc, i = parts[1], int(parts[2])
        f = _frame(st)
        discount = HIRE_RECRUIT_CARD_DISCOUNT if f is not None and f.k == "card8" else 0
        cp = CRAFTSMAN_CP[min(CRAFTSMEN - s.craftsmen_left, len(CRAFTSMAN_CP) - 1)]
        return M("emara.btn.hut", loc=_loc(loc), n=i + 1, cost=cost(st, seat, HUTS[loc][i], discount), cp=cp)
    if k == "adv":
        f = _frame(st)
        return _recruit(st, seat, parts[1], recruit_discount(st, f is not None and f.k == "card8"))
    if k == "trade":
        return M("emara.btn.trade", src=_res(parts[1]), dst=_res(parts[2]))
    if k == "eor":
        _, _, cp, bp = EOR_OPTIONS.get(st.event or "", {}).get(parts[1], ((), {}, 0, 0))
        return M("emara.btn.eor." + (st.event or "none") + "." + parts[1], cp=cp, bp=bp_gain(st, seat, bp) if bp else 0)
    if k == "split":
        t = leftovers(s)
        if parts[1] == "best":
            x = best_split(s.cp, s.bp, t)
            return M("emara.btn.split_best", cp=x, bp=t - x, score=min(s.cp + x, s.bp + t - x))
        x = int(parts[1])
        return M("emara.btn.split", cp=x, bp=t - x)
    if k == "splitp":
        lo = int(parts[1])
        return M("emara.btn.splitp", lo=lo, hi=min(leftovers(s), lo + 22))
    if k == "reloc":
        b = 1 - st.seats[st.statue].councillors[int(parts[1])][0]
        return M("emara.btn.reloc", loc=_loc(st.boards[b][int(parts[2])]))
    if k == "start":
        return M("emara.btn.start", res=_res(parts[1]))
    return M("core.illegal")
