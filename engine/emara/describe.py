"""Button labels for action keys (short Msgs; the English text lives in text_en)."""
from __future__ import annotations

from engine.core.text import M, Msg

from . import town
from .data import ADVISOR_COST, BAKER_OPTIONS, BOOK_SALE_CP, EOR_OPTIONS, GOLD_TRADE, HUTS, NOBLE_COST, RANKS
from .movement import destination
from .scoring import best_split, leftovers
from .state import State


def _res(r: str) -> Msg:
    return M("emara.res." + r)


def _loc(l: str) -> Msg:
    return M("emara.loc." + l)


def _cost(units) -> list[Msg]:
    counts: dict[str, int] = {}
    for u in units:
        counts[u] = counts.get(u, 0) + 1
    return [M("emara.stock_item", n=n, res=_res(r)) for r, n in counts.items()]


def describe_key(st: State, key: str) -> Msg:
    parts = key.split(".")
    k = parts[0]
    seat = st.active
    if k == "play":
        return M("emara.btn.play", card=M("emara.card." + parts[1]), steps=int(parts[2]))
    if k == "pick":
        return M("emara.btn.pick", card=M("emara.card." + parts[1]))
    if k == "card":
        return M("emara.btn.card." + (st.turn.card or "wood"))
    if k == "gold":
        return M("emara.btn.gold_trade", n=int(parts[1]), coins=GOLD_TRADE[int(parts[1])])
    if k in ("step", "move"):
        steps = 1 if k == "step" else st.turn.slot
        return M("emara.btn." + k, steps=steps, loc=_loc(destination(st, seat, int(parts[1]), steps)))
    if k == "town":
        return M("emara.btn.town", loc=_loc(parts[1]))
    if k == "noble":
        s = st.seats[seat]
        rank = RANKS[min(s.noble_rank, len(RANKS) - 1)]
        g, r = NOBLE_COST[rank]
        return M("emara.btn.noble", rank=M("emara.rank." + rank), gold=g, ring=r)
    if k in ("hire", "recruit", "end", "bookbp", "stone", "done", "skip", "schoolmarm", "bailiff",
             "dressmaker", "landlord", "merchant"):
        return M("emara.btn." + k)
    if k == "baker":
        return M("emara.btn.baker", n=BAKER_OPTIONS[int(parts[1])][1], grain=int(parts[1]))
    if k == "chamber":
        return M("emara.btn.chamber." + parts[1])
    if k == "payall":
        from .payment import PAY_WITH
        return M("emara.btn.payall", items=[M("emara.stock_item", n=int(n), res=_res(r))
                                            for r, n in zip(PAY_WITH, parts[1:]) if int(n)])
    if k in ("pay", "waive"):
        return M("emara.btn." + k, res=_res(parts[1]))
    if k in ("cash", "keep"):
        return M("emara.btn." + k, token=M("emara.favor." + parts[1]))
    if k == "gift":
        return M("emara.btn.gift", n=town.marker_value(st, "gift", parts[1]), res=_res(parts[1]))
    if k == "donate":
        return M("emara.btn.donate", n=town.marker_value(st, "donation", parts[1]), res=_res(parts[1]))
    if k == "buy":
        return M("emara.btn.buy", n=int(parts[1]))
    if k == "sell":
        return M("emara.btn.sell", n=int(parts[1]), cp=BOOK_SALE_CP[int(parts[1])])
    if k == "bread":
        n = int(parts[1])
        return M("emara.btn.bread", n=n, cp=n * town.marker_value(st, "bread"))
    if k == "wood":
        return M("emara.btn.wood", n=int(parts[1]), bp={1: 5, 3: 10}.get(int(parts[1]), 0))
    if k == "craft":
        return M("emara.btn.craft." + parts[1])
    if k == "hut":
        return M("emara.btn.hut", loc=_loc(parts[1]), n=int(parts[2]) + 1, cost=_cost(HUTS[parts[1]][int(parts[2])]))
    if k == "adv":
        return M("emara.btn.adv", adv=M("emara.advisor." + parts[1]), cost=_cost(ADVISOR_COST[parts[1]]))
    if k == "trade":
        return M("emara.btn.trade", src=_res(parts[1]), dst=_res(parts[2]))
    if k == "eor":
        return M("emara.btn.eor." + (st.event or "none") + "." + parts[1])
    if k == "split":
        s = st.seats[seat]
        t = leftovers(s)
        if parts[1] == "best":
            x = best_split(s.cp, s.bp, t)
            return M("emara.btn.split_best", cp=x, bp=t - x, score=min(s.cp + x, s.bp + t - x))
        x = int(parts[1])
        return M("emara.btn.split", cp=x, bp=t - x)
    if k == "splitp":
        lo = int(parts[1])
        return M("emara.btn.splitp", lo=lo, hi=min(leftovers(st.seats[seat]), lo + 22))
    if k == "reloc":
        b = 1 - st.seats[st.statue].councillors[int(parts[1])][0]
        return M("emara.btn.reloc", loc=_loc(st.boards[b][int(parts[2])]))
    if k == "start":
        return M("emara.btn.start", res=_res(parts[1]))
    return M("core.illegal")
