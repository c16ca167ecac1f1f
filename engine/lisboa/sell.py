"""Sell Goods (reference §10): a good to a docked Ship, any player's, for its price plus the Ship's bonus;
a full Ship sets sail at once and its owner scores its wigs. The ``sell`` step sells one good at a time
until the player stops (with more (good, Ship) pairs than a select holds, the Ship is chosen first).
"""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M, player
from engine.core.turns import Move

from . import data, economy, nouns
from .deeds import did, note
from .frames import bare, choice, pop
from .setup import ship_kind
from .state import Frame, State


# --- what can be done with the goods (§9.3) ----------------------------------------------------------
def can_sell(st: State, seat: int) -> bool:
    if not any(st.seats[seat].goods.values()):
        return False
    return any(economy.dock_free(o, i) > 0 for o in st.seats for i, _ in economy.ships(o))


# --- Sell Goods (§10) --------------------------------------------------------------------------------
MAX_OPTIONS = 24  # a Discord select holds 25: with more (good, ship) pairs the ship is chosen first


def sell_legal(st: State, f: Frame, seat: int = 0) -> list[str]:
    s = st.seats[f.seat]
    goods = [g for g in data.GOODS if s.goods[g] > 0]
    docks = [
        (o, i) for o, other in enumerate(st.seats) for i, _ in economy.ships(other) if economy.dock_free(other, i) > 0
    ]
    if "to" in f.d:
        docks = [tuple(f.d["to"])]
    if len(goods) * len(docks) > MAX_OPTIONS:
        out = [f"sellto.{o}.{i}" for o, i in docks]
    else:
        out = [f"sell.{g}.{o}.{i}" for o, i in docks for g in goods]
    if f.d["n"] or "to" in f.d:
        out.append("stop")
    return out


def sale_price(st: State, seat: int, good: str, ship: str) -> int:
    s = st.seats[seat]
    return st.prices[good] + ship_kind(ship).sale_bonus + economy.ability(s, "ADV_SELL1", "CL_SELL1")


def _sell_stop(st: State, f: Frame, seat: int, ev: list[Event]) -> None:
    if "to" in f.d:
        del f.d["to"]  # back from the ship's goods to all ships
    else:
        pop(st, f)


def _sell_to(st: State, f: Frame, seat: int, ev: list[Event], o: int, i: int) -> None:
    f.d["to"] = [o, i]


def _sell(st: State, f: Frame, seat: int, ev: list[Event], g: str, o: int, i: int) -> None:
    f.d.pop("to", None)
    s, owner = st.seats[seat], st.seats[o]
    ship = owner.top[i]
    assert ship is not None  # a sale goes to a Ship in the portfolio (can_sell)
    s.goods[g] -= 1
    owner.dock[i].append(g)
    note(st, seat, f"sell.{g}.{o}.{i}")
    s.reis += sale_price(st, seat, g, ship)
    f.d["n"] += 1
    if not f.d.get("noted"):
        did(st, seat, "SELL_GOODS")
        f.d["noted"] = 1
    if economy.dock_free(owner, i) == 0:  # it sets sail at once: wigs to its owner
        owner.sea[i] = True
        economy.gain_wigs(owner, ship_kind(ship).size)
        ev.append(Event(M("lisboa.log.sail", player=player(o), wigs=ship_kind(ship).size), seat=o))
    if not any(s.goods.values()) or not can_sell(st, seat):
        pop(st, f)


def _sell_label(st: State, f, seat: int, g: str, o: int, i: int):
    ship = st.seats[o].top[i]
    assert ship is not None  # a sale goes to a Ship in the portfolio (can_sell)
    return M(
        "lisboa.opt.sell_good",
        good=nouns.good(g),
        reis=sale_price(st, seat, g, ship),
        owner=player(o),
        size=ship_kind(ship).size,
        own="yes" if o == seat else "no",
    )


def _sell_to_label(st: State, f, seat: int, o: int, i: int):
    ship = st.seats[o].top[i]
    assert ship is not None  # a sale goes to a Ship in the portfolio (can_sell)
    return M("lisboa.opt.sellto", owner=player(o), size=ship_kind(ship).size, own="yes" if o == seat else "no")


SELL = choice(
    "sell",
    sell_legal,
    Move("sell", _sell, args=(str, int, int), label=_sell_label),
    Move("sellto", _sell_to, args=(int, int), label=_sell_to_label),
    bare("stop", _sell_stop),
)

STEPS = [SELL]
