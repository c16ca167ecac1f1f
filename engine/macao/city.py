"""3.2 Take one city quarter (once per round): the quarters a seat can pay, the ways to pay one (the
Carpenter, the Speculator) and what taking it brings (its tile, the Herald, the Fountain)."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.last_turn import record
from engine.core.text import M, Msg, player
from engine.core.turns import Move

from .cards import active_kind, has, total
from .cubes import covers, key, take, unkey, vec
from .data import QUARTERS
from .nouns import cubes, quarter
from .state import Frame, State
from .wall import room, step_wall

QCOST = {q.id: vec(q.cost) for q in QUARTERS.values()}
QSIZE = {q: sum(v) for q, v in QCOST.items()}


def quarter_limit(st: State, seat: int) -> int:
    return 1 + total(st, seat, "quarter", "extra_quarter")


def quarters_open(st: State, seat: int) -> bool:
    if st.seats[seat].used.get("quarter", 0) >= quarter_limit(st, seat):
        return False
    return bool(takeable(st, seat, first=True))


def takeable(st: State, seat: int, first: bool = False) -> list[str]:
    """Free quarters the seat can pay now (``first``: stop at the first one)."""
    s = st.seats[seat]
    sup = s.rose[0]
    have = sum(sup)
    mods = bool(active_kind(st, seat, "quarter"))
    out = []
    for q, t in st.tiles.items():
        if t is None:
            continue
        cost = QCOST[q]
        if not mods:
            if have < QSIZE[q] or not covers(sup, cost):
                continue
        elif have + 2 < QSIZE[q] or not quarter_payments(st, seat, q):
            continue
        out.append(q)
        if first:
            break
    return out


def city_legal(st: State, f: Frame, seat: int) -> list[str]:
    return ["q." + q for q in takeable(st, seat)] + ["back"]


def quarter_payments(st: State, seat: int, q: str) -> list[tuple[tuple[int, ...], int]]:
    """Every way to pay quarter ``q``: (cubes, gold). The Carpenter waives one required cube of the
    player's choice; the Speculator lets 2 gold stand in for one (each once per quarter)."""
    s = st.seats[seat]
    cost = QCOST[q]
    sup = s.rose[0]
    carp = has(st, seat, "quarter", "waive")
    spec = next((c.number("gold_for_cube") for c in active_kind(st, seat, "quarter") if c.number("gold_for_cube")), 0)
    if not carp and not spec:
        return [(tuple(cost), 0)] if covers(sup, cost) else []
    out: set[tuple[tuple[int, ...], int]] = set()
    for w in [i for i in range(6) if cost[i]] if carp else [None]:
        c1 = list(cost)
        if w is not None:
            c1[w] -= 1
        subs = [None] + ([i for i in range(6) if c1[i]] if spec and s.gold >= spec else [])
        for sp in subs:
            c2 = list(c1)
            if sp is not None:
                c2[sp] -= 1
            if covers(sup, c2):
                out.add((tuple(c2), spec if sp is not None else 0))
    return sorted(out, key=lambda p: (p[1], p[0]), reverse=True)


def quarter_payment_key(q: str, pay: tuple[int, ...], gold: int) -> str:
    return f"qpay.{q}.{key(pay)}.{gold}"


def choose_quarter(st: State, f: None, seat: int, ev: list[Event], q: str) -> None:
    ways = quarter_payments(st, seat, q)
    if len(ways) == 1:
        take_quarter(st, seat, q, ways[0][0], ways[0][1], ev)
    else:
        st.stack.append(Frame("quarter_payment", seat, a=[q]))


def _quarter_label(st: State, f: None, seat: int, q: str) -> Msg:
    tile = _tile(st, q)
    return M(
        "macao.btn.quarter",
        quarter=quarter(q),
        tile=M("macao.joker") if tile == "joker" else M("macao.good." + tile),
        cost=cubes(QCOST[q]),
    )


QUARTER = Move("q", choose_quarter, args=(str,), label=_quarter_label)


def quarter_payment_legal(st: State, f: Frame, seat: int) -> list[str]:
    return [quarter_payment_key(f.a[0], p, g) for p, g in quarter_payments(st, f.seat, f.a[0])]


def pay_quarter(st: State, f: Frame, seat: int, ev: list[Event], q: str, pay: list[int], gold: int) -> None:
    st.stack.pop()
    take_quarter(st, f.seat, q, pay, gold, ev)


QUARTER_PAYMENT = Move(
    "qpay",
    pay_quarter,
    args=(str, unkey, int),
    label=lambda st, f, seat, q, pay, gold: M("macao.btn.qpay", cubes=cubes(pay), gold=gold),
)


def _tile(st: State, q: str) -> str:
    """The tile on a quarter still to be taken (a legal quarter always has one)."""
    tile = st.tiles[q]
    if tile is None:
        raise ValueError(f"quarter {q} is taken already")
    return tile


def take_quarter(st: State, seat: int, q: str, pay, gold: int, ev: list[Event]) -> None:
    s = st.seats[seat]
    take(s.rose[0], list(pay))
    s.gold -= gold
    tile = _tile(st, q)
    st.tiles[q] = None
    st.owners[q] = seat
    s.quarters.append(q)
    record(st, seat, "quarter." + q)
    s.used["quarter"] = s.used.get("quarter", 0) + 1
    if tile == "joker":
        s.jokers += 1
    else:
        s.cargo.append(tile)
    ev.append(
        Event(
            M(
                "macao.log.quarter",
                player=player(seat),
                quarter=int(q[1:]),
                tile=M("macao.joker") if tile == "joker" else M("macao.good." + tile),
            ),
            seat=seat,
        )
    )
    s.pp += total(st, seat, "quarter", "on_take_pp")  # the Herald
    steps = total(st, seat, "quarter", "on_take_wall")  # the Fountain: a free step, not the advance
    if steps and room(st, seat):
        step_wall(st, seat, steps)
