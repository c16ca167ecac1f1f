"""A player's turn (reference §7, §9-§13, SEED): the main step, the portfolio, Sell Goods, Trade with the
Nobles, Visit a Noble and joining it, Sponsor an Event, and the draw.

The main step is chosen on the ``main`` menu (one key per card and use: ``gold.<card>``, ``folio.<card>``,
``visit.<card>``, ``event.<card>``); an option is offered only if it can be carried out in full (SEED p.8).
Its steps are then scheduled on the stack above the turn's ``draw`` and ``upkeep`` (periods.py).
"""
from __future__ import annotations

from itertools import combinations

from engine.core.actions import Event
from engine.core.text import M, player

from . import data as D
from . import economy as E
from . import noble_actions as NA
from . import state_actions as SA
from .effects import did, note
from .frames import F, kind, pop, push, seq
from .setup import ship_kind
from .state import Frame, State


def card(cid: str):
    return D.POLITICAL_CARD[cid]


# --- what can be done with the goods (§9.3) ----------------------------------------------------------
def can_sell(st: State, seat: int) -> bool:
    if not any(st.seats[seat].goods.values()):
        return False
    return any(E.dock_free(o, i) > 0 for o in st.seats for i, _ in E.ships(o))


def trade_options(st: State, seat: int) -> list[str]:
    """``trade.<state action>.<good>``: an uncovered space, a good its noble accepts (any good with the
    'any good' abilities), and a state action that can be done after paying that good."""
    s = st.seats[seat]
    any_good = E.ability(s, "ADV_TRADE_ANY", "CL_TRADE_ANY") > 0
    out = []
    for noble in D.NOBLES:
        goods = D.GOODS if any_good else D.TRADE_GOODS[noble]
        for action in D.STATE_ACTIONS[noble]:
            if action in st.action_goods:
                continue
            held = [g for g in goods if s.goods[g] > 0]
            if not held:
                continue
            if action not in GOODS_ACTIONS:          # paying the good cannot change it: ask once
                if SA.feasible(st, seat, action):
                    out += [f"trade.{action}.{g}" for g in held]
                continue
            for g in held:
                s.goods[g] -= 1
                ok = SA.feasible(st, seat, action)
                s.goods[g] += 1
                if ok:
                    out.append(f"trade.{action}.{g}")
    return out


# State actions whose feasibility depends on the goods held (the others ignore them).
GOODS_ACTIONS = frozenset(("BUILD_SHIP", "PRODUCE_GOODS"))


def act12_ok(st: State, seat: int, delta: dict[str, int] | None = None) -> bool:
    """Sell Goods or Trade with the Nobles can follow (SEED author's tip), with goods changed by
    ``delta`` first (the card's reward)."""
    s = st.seats[seat]
    saved = dict(s.goods)
    for g, n in (delta or {}).items():
        s.goods[g] = max(0, min(E.storage(s), s.goods[g] + n))
    try:
        return can_sell(st, seat) or bool(trade_options(st, seat))
    finally:
        s.goods = saved


def folio_ok(st: State, seat: int, cid: str) -> bool:
    c = card(cid)
    if not c.noble or c.bottom is None:
        return act12_ok(st, seat)
    base, arg = D.effect(c.bottom)
    if base in ("+GOLD", "+GOOD"):
        return act12_ok(st, seat, {arg or "GOLD": 1})
    if base == "-GOOD":
        held = [g for g in D.GOODS if st.seats[seat].goods[g] > 0]
        return any(act12_ok(st, seat, {g: -1}) for g in held) if held else act12_ok(st, seat)
    return act12_ok(st, seat)


# --- visits (§12; A28, A29) -------------------------------------------------------------------------
def visit_options(st: State, seat: int, noble: str, actions: tuple[str, ...]) -> list[int]:
    """Reis parts of the visit cost after which one of ``actions`` can still be done."""
    s = st.seats[seat]
    cost = E.visit_cost(st, seat, noble)
    out = []
    for r in E.visit_pay_options(st, seat, cost):
        saved = (s.reis, s.influence, s.wigs)
        E.pay_visit(st, seat, cost, r)               # try the payment, then put it back
        ok = any(_action_ok(st, seat, a) for a in actions)
        s.reis, s.influence, s.wigs = saved
        if ok:
            out.append(r)
    return out


def _action_ok(st: State, seat: int, action: str, spend: int = 0, treasury: int = 0) -> bool:
    if action in D.NOBLE_ACTION.values():
        return NA.feasible(st, seat, action, spend, treasury)
    return SA.feasible(st, seat, action)


def noble_actions(noble: str) -> tuple[str, ...]:
    return (D.NOBLE_ACTION[noble],)


def join_actions(noble: str) -> tuple[str, ...]:
    return (D.NOBLE_ACTION[noble], *D.STATE_ACTIONS[noble])


def event_ok(st: State, seat: int, cid: str) -> bool:
    s = st.seats[seat]
    fee = sponsor_fee(st, seat)
    if fee > E.budget(s):
        return False
    action = D.EVENT_ACTION.get(card(cid).event)
    return action is None or _action_ok(st, seat, action, fee)


def sponsor_fee(st: State, seat: int) -> int:
    return max(0, E.treasury_reis(st) - E.real_discount(st.seats[seat]))


# --- the main step ------------------------------------------------------------------------------------
def main_legal(st: State, seat: int) -> list[str]:
    s = st.seats[seat]
    if not s.hand:
        return ["pass"]
    out = []
    # Cards alike in what a check reads give the same answer: each check runs once per kind of card.
    folio: dict = {}
    court: dict = {}
    for cid in s.hand:
        c = card(cid)
        out.append("gold." + cid)
        k = (c.noble, c.bottom)
        ok = folio.get(k)
        if ok is None:
            ok = folio[k] = folio_ok(st, seat, cid)
        if ok:
            out.append("folio." + cid)
        k = c.pile if c.noble else c.event
        ok = court.get(k)
        if ok is None:
            ok = court[k] = (bool(visit_options(st, seat, c.pile, noble_actions(c.pile))) if c.noble
                             else event_ok(st, seat, cid))
        if ok:
            out.append(("visit." if c.noble else "event.") + cid)
    return out


def main_apply(st: State, seat: int, key: str, ev: list[Event]) -> None:
    kind_, _, cid = key.partition(".")
    s = st.seats[seat]
    seq(st, F("draw", seat), F("upkeep", seat))       # under every main step (§7 steps 3-4)
    if kind_ == "pass":
        return
    s.hand.remove(cid)
    note(st, seat, f"{kind_}.{cid}")
    c = card(cid)
    if kind_ == "gold":
        E.gain_good(s, "GOLD")                       # the card leaves the game (SEED)
        st.gone.append(cid)
    elif kind_ == "folio":
        if c.noble:
            seq(st, F("eff", seat, code=c.bottom), F("tuck", seat, card=cid, row="top"), F("act12", seat))
        else:
            s.reis += E.treasury_reis(st)
            E.move_treasury(st, -1)
            seq(st, F("tuck", seat, card=cid, row="bottom"), F("act12", seat))
    elif kind_ == "visit":
        st.court = cid
        did(st, seat, "VISIT:" + c.pile)
        seq(st, F("vpay", seat, noble=c.pile), F("vstate", seat, noble=c.pile), F("noble_act", seat, noble=c.pile),
            F("joins", seat, noble=c.pile, at=1), F("court_end", seat))
    elif kind_ == "event":
        st.court = cid
        seq(st, F("pay", seat, cost=sponsor_fee(st, seat), why="sponsor"), F("ev_act", seat, event=c.event),
            F("court_end", seat))


# --- tucking a card: making room (§8.6) ---------------------------------------------------------------
def _tuck_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    s = st.seats[f.seat]
    row = f.d["row"]
    if E.needs_room(s, row):
        push(st, "room", f.seat, row=row)
        return True
    pop(st, f)
    E.place_card(s, row, f.d["card"], f.d.get("slot"))
    return True


def _room_legal(st: State, f: Frame) -> list[str]:
    """A card to discard: from the target row if it is full, else any (SEED; T10: even one tucked this turn)."""
    s = st.seats[f.seat]
    slots = s.top if f.d["row"] == "top" else s.bottom
    rows = [f.d["row"]] if None not in slots else ["top", "bottom"]
    keys = [f"drop.{r[0]}.{i}" for r in rows for i, c in enumerate(s.top if r == "top" else s.bottom)
            if c is not None]
    if len(st.stack) >= 3 and st.stack[-3].k == "act12":
        # A portfolio card is followed by Sell or Trade (SEED p.8: only a play that can be completed):
        # offer the discards after which one of them is still possible, when there are such.
        keeping = [k for k in keys if _act12_after_drop(st, f.seat, k)]
        return keeping or keys
    return keys


def _act12_after_drop(st: State, seat: int, key: str) -> bool:
    s = st.seats[seat]
    _, r, i = key.split(".")
    slots = s.top if r == "t" else s.bottom
    card_, goods = slots[int(i)], dict(s.goods)
    slots[int(i)] = None
    E.trim_goods(s)
    try:
        return act12_ok(st, seat)
    finally:
        slots[int(i)] = card_
        s.goods = goods


def _room_apply(st: State, f: Frame, seat: int, key: str, ev: list[Event]) -> None:
    pop(st, f)
    _, r, i = key.split(".")
    row = "top" if r == "t" else "bottom"
    gone = E.discard_slot(st.seats[seat], row, int(i))
    if gone in D.POLITICAL_CARD:                     # a discarded Ship is not a political card
        st.gone.append(gone)
    tuck = st.stack[-1]
    if tuck.k == "tuck" and tuck.d["row"] == row:
        tuck.d["slot"] = int(i)                      # the new card takes the freed slot


kind("tuck", auto=_tuck_auto)
kind("room", legal=_room_legal, apply=_room_apply)


# --- Action 1 or 2 after a portfolio card ---------------------------------------------------------------
def _act12_legal(st: State, f: Frame) -> list[str]:
    out = []
    if can_sell(st, f.seat):
        out.append("sell")
    if trade_options(st, f.seat):
        out.append("trade")
    return out or ["none"]     # only if a discard made both impossible (documented interface fallback)


def _act12_apply(st: State, f: Frame, seat: int, key: str, ev: list[Event]) -> None:
    pop(st, f)
    if key == "sell":
        push(st, "sell", seat, n=0)
    elif key == "trade":
        push(st, "trade", seat, n=0)


kind("act12", legal=_act12_legal, apply=_act12_apply)


# --- Sell Goods (§10) --------------------------------------------------------------------------------
MAX_OPTIONS = 24     # a Discord select holds 25: with more (good, ship) pairs the ship is chosen first


def sell_legal(st: State, f: Frame) -> list[str]:
    s = st.seats[f.seat]
    goods = [g for g in D.GOODS if s.goods[g] > 0]
    docks = [(o, i) for o, other in enumerate(st.seats) for i, _ in E.ships(other) if E.dock_free(other, i) > 0]
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
    return st.prices[good] + ship_kind(ship).sale_bonus + E.ability(s, "ADV_SELL1", "CL_SELL1")


def _sell_apply(st: State, f: Frame, seat: int, key: str, ev: list[Event]) -> None:
    if key == "stop" and "to" in f.d:
        del f.d["to"]                                # back from the ship's goods to all ships
        return
    if key == "stop":
        pop(st, f)
        return
    if key.startswith("sellto."):
        f.d["to"] = [int(x) for x in key.split(".")[1:]]
        return
    f.d.pop("to", None)
    _, g, o, i = key.split(".")
    o, i = int(o), int(i)
    s, owner = st.seats[seat], st.seats[int(o)]
    ship = owner.top[i]
    s.goods[g] -= 1
    owner.dock[i].append(g)
    note(st, seat, f"sell.{g}.{o}.{i}")
    s.reis += sale_price(st, seat, g, ship)
    f.d["n"] += 1
    if not f.d.get("noted"):
        did(st, seat, "SELL_GOODS")
        f.d["noted"] = 1
    if E.dock_free(owner, i) == 0:                   # it sets sail at once: wigs to its owner
        owner.sea[i] = True
        E.gain_wigs(owner, ship_kind(ship).size)
        ev.append(Event(M("lisboa.log.sail", player=player(o), wigs=ship_kind(ship).size), seat=o))
    if not any(s.goods.values()) or not can_sell(st, seat):
        pop(st, f)


kind("sell", legal=sell_legal, apply=_sell_apply)


# --- Trade with the Nobles (§11) ------------------------------------------------------------------------
def _trade_legal(st: State, f: Frame) -> list[str]:
    out = trade_options(st, f.seat) if f.d["n"] < 2 else []
    return out + (["stop"] if f.d["n"] else [])


def _trade_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    if f.d["n"] >= 2 or (f.d["n"] and not trade_options(st, f.seat)):
        pop(st, f)
        return True
    return False


def _trade_apply(st: State, f: Frame, seat: int, key: str, ev: list[Event]) -> None:
    if key == "stop":
        pop(st, f)
        return
    _, action, g = key.split(".")
    st.seats[seat].goods[g] -= 1
    st.action_goods[action] = g
    note(st, seat, f"trade.{action}.{g}")
    f.d["n"] += 1
    SA.start(st, seat, action, ev)


kind("trade", legal=_trade_legal, apply=_trade_apply, auto=_trade_auto, single=lambda st, f, k: k != "stop")


# --- Visit a Noble and joining (§12) ---------------------------------------------------------------------
def _vpay_legal(st: State, f: Frame) -> list[str]:
    acts = join_actions(f.d["noble"]) if f.d.get("join") else noble_actions(f.d["noble"])
    return [f"vpay.{r}" for r in visit_options(st, f.seat, f.d["noble"], acts)]


def _vpay_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    if E.visit_cost(st, f.seat, f.d["noble"]) == 0:
        pop(st, f)
        return True
    return False


def _vpay_apply(st: State, f: Frame, seat: int, key: str, ev: list[Event]) -> None:
    pop(st, f)
    E.pay_visit(st, seat, E.visit_cost(st, seat, f.d["noble"]), int(key.split(".")[1]))


def _vstate_legal(st: State, f: Frame) -> list[str]:
    """The optional state action of a visit: only those after which the noble action stays possible
    (a Ship or the Cardinal's treasury symbol may raise the treasury first)."""
    noble = f.d["noble"]
    need = D.NOBLE_ACTION[noble]
    out = []
    for a in D.STATE_ACTIONS[noble]:
        if not SA.feasible(st, f.seat, a):
            continue
        bump = 1 if a in ("BUILD_SHIP", "MEET_CARDINAL") else 0
        if NA.feasible(st, f.seat, need, 0, bump):
            out.append("sa." + a)
    return out + ["skip"]


def _vstate_apply(st: State, f: Frame, seat: int, key: str, ev: list[Event]) -> None:
    pop(st, f)
    if key != "skip":
        SA.start(st, seat, key.split(".")[1], ev)


def _noble_act_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    pop(st, f)
    NA.start(st, f.seat, D.NOBLE_ACTION[f.d["noble"]], ev)
    return True


def can_join(st: State, seat: int, noble: str) -> bool:
    s = st.seats[seat]
    return (not s.rival and noble in s.favors
            and bool(visit_options(st, seat, noble, join_actions(noble))))


def _joins_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    """Each other player clockwise from the visitor who holds the noble's favor and could join is asked;
    a player who cannot join is skipped without a question (SEED §12.2)."""
    n = len(st.seats)
    while f.d["at"] < n:
        other = (f.seat + f.d["at"]) % n
        f.d["at"] += 1
        if can_join(st, other, f.d["noble"]):
            push(st, "join", other, noble=f.d["noble"])
            return True
    pop(st, f)
    return True


def _join_apply(st: State, f: Frame, seat: int, key: str, ev: list[Event]) -> None:
    pop(st, f)
    if key == "decline":
        return
    noble = f.d["noble"]
    s = st.seats[seat]
    s.favors.remove(noble)
    st.favor_stacks[noble] += 1
    did(st, seat, "JOIN_VISIT")
    note(st, seat, "join." + noble)
    seq(st, F("vpay", seat, noble=noble, join=1), F("jact", seat, noble=noble))


def _jact_legal(st: State, f: Frame) -> list[str]:
    return ["ja." + a for a in join_actions(f.d["noble"]) if _action_ok(st, f.seat, a)]


def _jact_apply(st: State, f: Frame, seat: int, key: str, ev: list[Event]) -> None:
    pop(st, f)
    a = key.split(".")[1]
    (NA.start if a in D.NOBLE_ACTION.values() else SA.start)(st, seat, a, ev)


def _court_end(st: State, f: Frame, ev: list[Event]) -> bool:
    pop(st, f)
    if st.court is not None:
        st.gone.append(st.court)
    st.court = None                                  # the played card leaves the game
    return True


kind("vpay", legal=_vpay_legal, apply=_vpay_apply, auto=_vpay_auto)
kind("vstate", legal=_vstate_legal, apply=_vstate_apply)
kind("noble_act", auto=_noble_act_auto)
kind("joins", auto=_joins_auto)
kind("join", legal=lambda st, f: ["join", "decline"], apply=_join_apply, single=False)
kind("jact", legal=_jact_legal, apply=_jact_apply)
kind("court_end", auto=_court_end)


# --- Sponsor an Event (§13; A7) -----------------------------------------------------------------------
def _ev_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    pop(st, f)
    e = f.d["event"]
    seat = f.seat
    action = D.EVENT_ACTION.get(e)
    if action in D.NOBLE_ACTION.values():
        NA.start(st, seat, action, ev)
    elif action is not None:
        if SA.feasible(st, seat, action):
            SA.start(st, seat, action, ev)
    elif e == "EV_GOODS2":
        push(st, "goods2", seat)
    elif e == "EV_PRICE":
        push(st, "eff", seat, code="+PRICE_UP")
    elif e == "EV_INFLUENCE":
        E.standard_gain(st, seat, ev)
    return True


def _goods2_legal(st: State, f: Frame) -> list[str]:
    return [f"goods2.{a}.{b}" for a, b in combinations(D.GOODS, 2)]


def _goods2_apply(st: State, f: Frame, seat: int, key: str, ev: list[Event]) -> None:
    pop(st, f)
    for g in key.split(".")[1:]:
        E.gain_good(st.seats[seat], g)


kind("ev_act", auto=_ev_auto)
kind("goods2", legal=_goods2_legal, apply=_goods2_apply)


# --- the draw (§7 step 3; A24) ------------------------------------------------------------------------
def _draw_legal(st: State, f: Frame) -> list[str]:
    return ["draw." + p for p in D.PILES if st.piles.get(p) and st.face_up.get(p)]


def _draw_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    if not _draw_legal(st, f):
        pop(st, f)
        return True
    return False


def _draw_apply(st: State, f: Frame, seat: int, key: str, ev: list[Event]) -> None:
    pop(st, f)
    p = key.split(".")[1]
    note(st, seat, "draw." + p)                     # the card was face up: public
    st.seats[seat].hand.append(st.piles[p].pop())
    st.face_up[p] = False                            # the next card is revealed at the end of the turn


kind("draw", legal=_draw_legal, apply=_draw_apply, auto=_draw_auto)
