"""Button labels for action keys (short Msgs; the English texts are in locales/en/buttons.ftl).

One function per kind of key, ``label(state, frame, seat, *args)`` with the key's typed arguments: the
``label`` of its Move in moves.py (the log line of a choice reads it too).

A label tells the real effect in the current state: the BP after Toolmaker and the round's event
(``points.bp_gain``), the CP an event or advisor adds, the cost after a discount (card 8, Good labour
situation) or the Scholar, what an advisor gives or does. A counted noun takes its count (``nouns.items``):
the catalog picks the plural form, ``items(1, "book")`` "1 book", ``items(2, "book")`` "2 books".
"""

from __future__ import annotations

from engine.core.text import M, Msg

from . import town
from .bonus import recruit_discount
from .data import (
    ABBESS_BOOKS,
    ADVISOR_COST,
    ADVISOR_CP,
    ADVISOR_GAIN,
    BAILIFF_BP,
    BAKER_OPTIONS,
    BOOK_SALE_CP,
    CASTLE_BOOK_BP,
    CRAFTSMAN_CP,
    CRAFTSMEN,
    EOR_OPTIONS,
    FAVOR_REWARD,
    GIFT_FROM_PEOPLE_CP,
    GOLD_TRADE,
    HIRE_RECRUIT_CARD_DISCOUNT,
    HUTS,
    LANDLORD_BP,
    MAYORESS_CP,
    NOBLE_COST,
    PIOUS_DONATION_CP,
    PRODUCES,
    RANKS,
    RESPECTED_AT_COURT_CP,
    STONE_BP,
    WOOD_DELIVERY,
    favor_parts,
)
from .movement import destination
from .nouns import craftsmen, items, res
from .points import bp_gain
from .scoring import best_split, leftovers
from .state import State


def _res(r: str) -> Msg:
    return res(r)


def _loc(loc: str) -> Msg:
    return M("emara.loc." + loc)


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
    ability_bp = {"bailiff": BAILIFF_BP, "landlord": LANDLORD_BP}.get(adv, 0)  # as it would pay now
    return M("emara.btn.adv.effect", effect=M("emara.effect." + adv, bp=bp_gain(st, seat, ability_bp)), **args)


# advisors whose lasting ability the recruit button names (the others only give at once)
_EFFECTS = (
    "baker",
    "schoolmarm",
    "bailiff",
    "dressmaker",
    "landlord",
    "merchant",
    "chamberlain",
    "scholar",
    "mayoress",
    "steward",
    "abbess",
    "toolmaker",
)


# --- one label per kind of key: ``label(state, frame, seat, *args)`` with the key's typed arguments ---
def play(st: State, f, seat: int, card: str, slot: int) -> Msg:
    return M("emara.btn.play", card=M("emara.card." + card), steps=slot)


def pick(st: State, f, seat: int, card: str) -> Msg:
    return M("emara.btn.pick", card=M("emara.card." + card))


def card(st: State, f, seat: int) -> Msg:
    return M("emara.btn.card." + (st.turn.card or "wood"))


def gold(st: State, f, seat: int, n: int) -> Msg:
    return M("emara.btn.gold_trade", cost=items(n, "any"), coins=GOLD_TRADE[n])


def step(st: State, f, seat: int, c: int) -> Msg:
    return _go(st, seat, "step", c, 1)


def move(st: State, f, seat: int, c: int) -> Msg:
    return _go(st, seat, "move", c, st.turn.slot)


def town_card(st: State, f, seat: int, loc: str) -> Msg:
    return M("emara.btn.town", loc=_loc(loc))


def noble(st: State, f, seat: int) -> Msg:
    s = st.seats[seat]
    rank = RANKS[min(s.noble_rank, len(RANKS) - 1)]
    g, r = NOBLE_COST[rank]
    pile = st.nobility[rank]
    cp = (pile[0] if pile else 0) + (RESPECTED_AT_COURT_CP if st.event == "respected_at_court" else 0)
    price = _plus([items(n, what) for what, n in (("gold", g), ("ring", r)) if n])
    return M("emara.btn.noble", rank=M("emara.rank." + rank), cost=price, cp=cp)


def bookbp(st: State, f, seat: int) -> Msg:
    return M("emara.btn.bookbp", bp=bp_gain(st, seat, CASTLE_BOOK_BP))


def stone(st: State, f, seat: int) -> Msg:
    return M("emara.btn.stone", bp=bp_gain(st, seat, STONE_BP), cp=town.marker_value(st, "stone"))


def bailiff(st: State, f, seat: int) -> Msg:
    return M("emara.btn.bailiff", bp=bp_gain(st, seat, BAILIFF_BP))


def landlord(st: State, f, seat: int) -> Msg:
    return M("emara.btn.landlord", bp=bp_gain(st, seat, LANDLORD_BP))


def plain(kind: str):
    """The label of a key without arguments whose text says it all (``emara.btn.<kind>``)."""
    msg = M("emara.btn." + kind)
    return lambda st, f, seat: msg


def baker(st: State, f, seat: int, n: int) -> Msg:
    units, breads = BAKER_OPTIONS[n]
    return M("emara.btn.baker", cost=_cost(units), bread=items(breads, "bread"))


def chamber(st: State, f, seat: int, way: str) -> Msg:
    return M("emara.btn.chamber." + way)


def payall(st: State, f, seat: int, counts: tuple[int, ...]) -> Msg:
    from .payment import PAY_WITH

    return M("emara.btn.payall", items=[items(n, r) for r, n in zip(PAY_WITH, counts) if n])


def pay(st: State, f, seat: int, res: str) -> Msg:
    return M("emara.btn.pay", res=_res(res))


def waive(st: State, f, seat: int, res: str) -> Msg:
    return M("emara.btn.waive", res=_res(res))


def cash(st: State, f, seat: int, token: str) -> Msg:
    loc, reward = favor_parts(token)
    return M("emara.btn.cash", loc=_loc(loc), gain=gains(st, seat, reward, FAVOR_REWARD[reward]))


def keep(st: State, f, seat: int, token: str) -> Msg:
    return M("emara.btn.keep", token=M("emara.favor." + token))


def gift(st: State, f, seat: int, res: str) -> Msg:
    n = town.marker_value(st, "gift", res)
    cp = (MAYORESS_CP if "mayoress" in st.seats[seat].advisors else 0) + (
        GIFT_FROM_PEOPLE_CP if st.event == "gift_from_the_people" else 0
    )
    if cp:
        return M("emara.btn.gift.cp", cost=items(n, res), cp=cp)
    return M("emara.btn.gift", cost=items(n, res))


def donate(st: State, f, seat: int, res: str) -> Msg:
    n = town.marker_value(st, "donation", res)
    books = items(1 + (ABBESS_BOOKS if "abbess" in st.seats[seat].advisors else 0), "book")
    if st.event == "pious_donation":
        return M("emara.btn.donate.cp", cost=items(n, res), books=books, cp=PIOUS_DONATION_CP)
    return M("emara.btn.donate", cost=items(n, res), books=books)


def buy(st: State, f, seat: int, n: int) -> Msg:
    return M("emara.btn.buy", n=n, cost=items(n, "any"))


def sell(st: State, f, seat: int, n: int) -> Msg:
    return M("emara.btn.sell", books=items(n, "book"), cp=BOOK_SALE_CP[n])


def bread(st: State, f, seat: int, n: int) -> Msg:
    return M("emara.btn.bread", n=n, cp=n * town.marker_value(st, "bread"))


def wood(st: State, f, seat: int, n: int) -> Msg:
    return M("emara.btn.wood", n=n, bp=bp_gain(st, seat, WOOD_DELIVERY.get(n, 0)))


def craft(st: State, f, seat: int, choice: str) -> Msg:
    """Which of the seat's craftsmen at this location chooses (``i`` of ``k``)."""
    loc = f.a[0]
    total = sum(1 for o in st.huts[loc] if o == seat)
    here = dict(i=max(1, total - f.n + 1), k=max(total, 1))
    if choice == "take":
        return M("emara.btn.craft.take", res=_res(PRODUCES[loc]), **here)
    return M("emara.btn.craft.bread", **here)


def hut(st: State, f, seat: int, loc: str, i: int) -> Msg:
    s = st.seats[seat]
    discount = HIRE_RECRUIT_CARD_DISCOUNT if f.k == "hire_recruit_card" else 0
    cp = CRAFTSMAN_CP[min(CRAFTSMEN - s.craftsmen_left, len(CRAFTSMAN_CP) - 1)]
    return M("emara.btn.hut", loc=_loc(loc), n=i + 1, cost=cost(st, seat, HUTS[loc][i], discount), cp=cp)


def adv(st: State, f, seat: int, advisor: str) -> Msg:
    return _recruit(st, seat, advisor, recruit_discount(st, f.k == "hire_recruit_card"))


def trade(st: State, f, seat: int, src: str, dst: str) -> Msg:
    return M("emara.btn.trade", src=_res(src), dst=_res(dst))


def eor(st: State, f, seat: int, opt: str) -> Msg:
    _, _, cp, bp = EOR_OPTIONS.get(st.event or "", {}).get(opt, ((), {}, 0, 0))
    return M("emara.btn.eor." + (st.event or "none") + "." + opt, cp=cp, bp=bp_gain(st, seat, bp) if bp else 0)


def split(st: State, f, seat: int, to_cp: int | str) -> Msg:
    s = st.seats[seat]
    t = leftovers(s)
    if isinstance(to_cp, str):  # "best"
        x = best_split(s.cp, s.bp, t)
        return M("emara.btn.split_best", cp=x, bp=t - x, score=min(s.cp + x, s.bp + t - x))
    return M("emara.btn.split", cp=to_cp, bp=t - to_cp)


def splitp(st: State, f, seat: int, lo: int) -> Msg:
    return M("emara.btn.splitp", lo=lo, hi=min(leftovers(st.seats[seat]), lo + 22))


def reloc(st: State, f, seat: int, c: int, p: int) -> Msg:
    b = 1 - st.seats[st.statue].councillors[c][0]
    return M("emara.btn.reloc", loc=_loc(st.boards[b][p]))


def start(st: State, f, seat: int, res: str) -> Msg:
    return M("emara.btn.start", res=_res(res))
