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
from engine.core.turns import Move, Step

from . import data as D
from . import economy as E
from . import noble_actions as NA
from . import nouns as N
from . import state_actions as SA
from .deeds import did, note
from .frames import F, ask, auto_step, bare, choice, pop, push, seq
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
def main_legal(st: State, f: None, seat: int) -> list[str]:
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


def _play_card(st: State, seat: int, how: str, cid: str) -> None:
    """The main step's card leaves the hand (``how``: gold folio visit event)."""
    seq(st, F("draw", seat), F("upkeep", seat))       # under every main step (§7 steps 3-4)
    st.seats[seat].hand.remove(cid)
    note(st, seat, f"{how}.{cid}")


def _pass(st: State, f: None, seat: int, ev: list[Event]) -> None:
    seq(st, F("draw", seat), F("upkeep", seat))       # an empty hand: only the draw and the upkeep


def _gold(st: State, f: None, seat: int, ev: list[Event], cid: str) -> None:
    _play_card(st, seat, "gold", cid)
    E.gain_good(st.seats[seat], "GOLD")              # the card leaves the game (SEED)
    st.gone.append(cid)


def _folio(st: State, f: None, seat: int, ev: list[Event], cid: str) -> None:
    _play_card(st, seat, "folio", cid)
    c = card(cid)
    if c.noble:
        seq(st, F("eff", seat, code=c.bottom), F("tuck", seat, card=cid, row="top"), F("act12", seat))
    else:
        st.seats[seat].reis += E.treasury_reis(st)
        E.move_treasury(st, -1)
        seq(st, F("tuck", seat, card=cid, row="bottom"), F("act12", seat))


def _visit(st: State, f: None, seat: int, ev: list[Event], cid: str) -> None:
    _play_card(st, seat, "visit", cid)
    noble = card(cid).pile
    st.court = cid
    did(st, seat, "VISIT:" + noble)
    seq(st, F("vpay", seat, noble=noble), F("vstate", seat, noble=noble), F("noble_act", seat, noble=noble),
        F("joins", seat, noble=noble, at=1), F("court_end", seat))


def _event(st: State, f: None, seat: int, ev: list[Event], cid: str) -> None:
    _play_card(st, seat, "event", cid)
    st.court = cid
    seq(st, F("pay", seat, cost=sponsor_fee(st, seat), why="sponsor"), F("ev_act", seat, event=card(cid).event),
        F("court_end", seat))


def _visit_label(st: State, f, seat: int, cid: str):
    c = card(cid)
    return M("lisboa.opt.visit", noble=N.noble(c.pile), card=N.card(cid), cost=E.visit_cost(st, seat, c.pile))


def _event_label(st: State, f, seat: int, cid: str):
    return M("lisboa.opt.event", event=N.named("event", card(cid).event), fee=sponsor_fee(st, seat))


MAIN = Step("main", legal=main_legal, prompt=ask("main"), single=lambda st, f, key: key == "pass", moves=(
    Move("gold", _gold, args=(str,), label=lambda st, f, seat, cid: M("lisboa.opt.gold", card=N.card(cid))),
    Move("folio", _folio, args=(str,), label=lambda st, f, seat, cid: M("lisboa.opt.folio", card=N.card(cid))),
    Move("visit", _visit, args=(str,), label=_visit_label),
    Move("event", _event, args=(str,), label=_event_label),
    bare("pass", _pass)))


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


ROW_LETTER = {"top": "t", "bottom": "b"}       # the row of a ``drop.<row>.<slot>`` key
LETTER_ROW = {v: k for k, v in ROW_LETTER.items()}


def _room_legal(st: State, f: Frame, seat: int) -> list[str]:
    """A card to discard: from the target row if it is full, else any (SEED; T10: even one tucked this turn)."""
    s = st.seats[f.seat]
    slots = s.top if f.d["row"] == "top" else s.bottom
    rows = [f.d["row"]] if None not in slots else ["top", "bottom"]
    drops = [(r, i) for r in rows for i, c in enumerate(s.top if r == "top" else s.bottom) if c is not None]
    if len(st.stack) >= 3 and st.stack[-3].k == "act12":
        # A portfolio card is followed by Sell or Trade (SEED p.8: only a play that can be completed):
        # offer the discards after which one of them is still possible, when there are such.
        drops = [d for d in drops if _act12_after_drop(st, f.seat, *d)] or drops
    return [f"drop.{ROW_LETTER[r]}.{i}" for r, i in drops]


def _act12_after_drop(st: State, seat: int, row: str, i: int) -> bool:
    s = st.seats[seat]
    slots = s.top if row == "top" else s.bottom
    card_, goods = slots[i], dict(s.goods)
    slots[i] = None
    E.trim_goods(s)
    try:
        return act12_ok(st, seat)
    finally:
        slots[i] = card_
        s.goods = goods


def _drop(st: State, f: Frame, seat: int, ev: list[Event], letter: str, i: int) -> None:
    pop(st, f)
    row = LETTER_ROW[letter]
    gone = E.discard_slot(st.seats[seat], row, i)
    if gone in D.POLITICAL_CARD:                     # a discarded Ship is not a political card
        st.gone.append(gone)
    tuck = st.stack[-1]
    if tuck.k == "tuck" and tuck.d["row"] == row:
        tuck.d["slot"] = i                           # the new card takes the freed slot


def _drop_label(st: State, f, seat: int, letter: str, i: int):
    s = st.seats[seat]
    return M("lisboa.opt.drop", card=N.card((s.top if letter == "t" else s.bottom)[i]))


PORTFOLIO = [auto_step("tuck", _tuck_auto),
             choice("room", _room_legal, Move("drop", _drop, args=(str, int), label=_drop_label))]


# --- Action 1 or 2 after a portfolio card ---------------------------------------------------------------
def _act12_legal(st: State, f: Frame, seat: int) -> list[str]:
    out = []
    if can_sell(st, f.seat):
        out.append("sell")
    if trade_options(st, f.seat):
        out.append("trade")
    return out or ["none"]     # only if a discard made both impossible (documented interface fallback)


def _to_sell(st: State, f: Frame, seat: int, ev: list[Event]) -> None:
    pop(st, f)
    push(st, "sell", seat, n=0)


def _to_trade(st: State, f: Frame, seat: int, ev: list[Event]) -> None:
    pop(st, f)
    push(st, "trade", seat, n=0)


def _neither(st: State, f: Frame, seat: int, ev: list[Event]) -> None:
    pop(st, f)


SELL_OR_TRADE = choice("act12", _act12_legal, bare("sell", _to_sell), bare("trade", _to_trade),
                       bare("none", _neither))


# --- Sell Goods (§10) --------------------------------------------------------------------------------
MAX_OPTIONS = 24     # a Discord select holds 25: with more (good, ship) pairs the ship is chosen first


def sell_legal(st: State, f: Frame, seat: int = 0) -> list[str]:
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


def _sell_stop(st: State, f: Frame, seat: int, ev: list[Event]) -> None:
    if "to" in f.d:
        del f.d["to"]                                # back from the ship's goods to all ships
    else:
        pop(st, f)


def _sell_to(st: State, f: Frame, seat: int, ev: list[Event], o: int, i: int) -> None:
    f.d["to"] = [o, i]


def _sell(st: State, f: Frame, seat: int, ev: list[Event], g: str, o: int, i: int) -> None:
    f.d.pop("to", None)
    s, owner = st.seats[seat], st.seats[o]
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


def _sell_label(st: State, f, seat: int, g: str, o: int, i: int):
    ship = st.seats[o].top[i]
    return M("lisboa.opt.sell_good", good=N.good(g), reis=sale_price(st, seat, g, ship), owner=player(o),
             size=ship_kind(ship).size, own="yes" if o == seat else "no")


def _sell_to_label(st: State, f, seat: int, o: int, i: int):
    return M("lisboa.opt.sellto", owner=player(o), size=ship_kind(st.seats[o].top[i]).size,
             own="yes" if o == seat else "no")


SELL = choice("sell", sell_legal, Move("sell", _sell, args=(str, int, int), label=_sell_label),
              Move("sellto", _sell_to, args=(int, int), label=_sell_to_label), bare("stop", _sell_stop))


# --- Trade with the Nobles (§11) ------------------------------------------------------------------------
def _trade_legal(st: State, f: Frame, seat: int) -> list[str]:
    out = trade_options(st, f.seat) if f.d["n"] < 2 else []
    return out + (["stop"] if f.d["n"] else [])


def _trade_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    if f.d["n"] >= 2 or (f.d["n"] and not trade_options(st, f.seat)):
        pop(st, f)
        return True
    return False


def _stop(st: State, f: Frame, seat: int, ev: list[Event]) -> None:
    pop(st, f)


def _trade(st: State, f: Frame, seat: int, ev: list[Event], action: str, g: str) -> None:
    st.seats[seat].goods[g] -= 1
    st.action_goods[action] = g
    note(st, seat, f"trade.{action}.{g}")
    f.d["n"] += 1
    SA.start(st, seat, action, ev)


TRADE = choice("trade", _trade_legal,
               Move("trade", _trade, args=(str, str),
                    label=lambda st, f, seat, action, g: M("lisboa.opt.trade_good", good=N.good(g),
                                                           action=N.action(action),
                                                           noble=N.noble(D.NOBLE_OF_ACTION[action]))),
               bare("stop", _stop), auto=_trade_auto, single=lambda st, f, k: k != "stop")


# --- Visit a Noble and joining (§12) ---------------------------------------------------------------------
def _vpay_legal(st: State, f: Frame, seat: int) -> list[str]:
    acts = join_actions(f.d["noble"]) if f.d.get("join") else noble_actions(f.d["noble"])
    return [f"vpay.{r}" for r in visit_options(st, f.seat, f.d["noble"], acts)]


def _vpay_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    if E.visit_cost(st, f.seat, f.d["noble"]) == 0:
        pop(st, f)
        return True
    return False


def _vpay(st: State, f: Frame, seat: int, ev: list[Event], r: int) -> None:
    pop(st, f)
    E.pay_visit(st, seat, E.visit_cost(st, seat, f.d["noble"]), r)


def _vpay_label(st: State, f: Frame, seat: int, r: int):
    """``r`` of the visit's cost in reis, the rest in Influence, then wigs."""
    s = st.seats[seat]
    rest = E.visit_cost(st, seat, f.d["noble"]) - r
    infl = min(rest, s.influence)
    return M("lisboa.opt.vpay", reis=E.visit_reis(s, r), influence=infl, wigs=rest - infl)


def _vstate_legal(st: State, f: Frame, seat: int) -> list[str]:
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


def _visit_state_action(st: State, f: Frame, seat: int, ev: list[Event], action: str) -> None:
    pop(st, f)
    SA.start(st, seat, action, ev)


def _skip(st: State, f: Frame, seat: int, ev: list[Event]) -> None:
    pop(st, f)


def _action_label(st: State, f, seat: int, action: str):
    return N.action(action)


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


def _decline(st: State, f: Frame, seat: int, ev: list[Event]) -> None:
    pop(st, f)


def _join(st: State, f: Frame, seat: int, ev: list[Event]) -> None:
    pop(st, f)
    noble = f.d["noble"]
    s = st.seats[seat]
    s.favors.remove(noble)
    st.favor_stacks[noble] += 1
    did(st, seat, "JOIN_VISIT")
    note(st, seat, "join." + noble)
    seq(st, F("vpay", seat, noble=noble, join=1), F("jact", seat, noble=noble))


def _join_label(st: State, f: Frame, seat: int):
    return M("lisboa.opt.join", noble=N.noble(f.d["noble"]), cost=E.visit_cost(st, seat, f.d["noble"]))


def _jact_legal(st: State, f: Frame, seat: int) -> list[str]:
    return ["ja." + a for a in join_actions(f.d["noble"]) if _action_ok(st, f.seat, a)]


def _join_action(st: State, f: Frame, seat: int, ev: list[Event], a: str) -> None:
    pop(st, f)
    (NA.start if a in D.NOBLE_ACTION.values() else SA.start)(st, seat, a, ev)


def _court_end(st: State, f: Frame, ev: list[Event]) -> bool:
    pop(st, f)
    if st.court is not None:
        st.gone.append(st.court)
    st.court = None                                  # the played card leaves the game
    return True


VISIT = [
    choice("vpay", _vpay_legal, Move("vpay", _vpay, args=(int,), label=_vpay_label), auto=_vpay_auto),
    choice("vstate", _vstate_legal, Move("sa", _visit_state_action, args=(str,), label=_action_label),
           bare("skip", _skip)),
    auto_step("noble_act", _noble_act_auto),
    auto_step("joins", _joins_auto),
    choice("join", lambda st, f, seat: ["join", "decline"], Move("join", _join, label=_join_label),
           bare("decline", _decline), single=False),
    choice("jact", _jact_legal, Move("ja", _join_action, args=(str,), label=_action_label)),
    auto_step("court_end", _court_end),
]


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


TWO_GOODS = tuple(f"goods2.{a}.{b}" for a, b in combinations(D.GOODS, 2))


def _two_goods(st: State, f: Frame, seat: int, ev: list[Event], a: str, b: str) -> None:
    pop(st, f)
    E.gain_good(st.seats[seat], a)
    E.gain_good(st.seats[seat], b)


EVENT = [
    auto_step("ev_act", _ev_auto),
    choice("goods2", lambda st, f, seat: list(TWO_GOODS),
           Move("goods2", _two_goods, args=(str, str),
                label=lambda st, f, seat, a, b: M("lisboa.opt.goods2", a=N.good(a), b=N.good(b)))),
]


# --- the draw (§7 step 3; A24) ------------------------------------------------------------------------
def _draw_legal(st: State, f: Frame, seat: int = 0) -> list[str]:
    return ["draw." + p for p in D.PILES if st.piles.get(p) and st.face_up.get(p)]


def _draw_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    if not _draw_legal(st, f):
        pop(st, f)
        return True
    return False


def _draw(st: State, f: Frame, seat: int, ev: list[Event], p: str) -> None:
    pop(st, f)
    note(st, seat, "draw." + p)                     # the card was face up: public
    st.seats[seat].hand.append(st.piles[p].pop())
    st.face_up[p] = False                            # the next card is revealed at the end of the turn


def _draw_label(st: State, f, seat: int, p: str):
    return M("lisboa.opt.draw", card=N.card(st.piles[p][-1]) if st.piles.get(p) else N.named("pile", p))


DRAW = choice("draw", _draw_legal, Move("draw", _draw, args=(str,), label=_draw_label), auto=_draw_auto)

STEPS = [MAIN, *PORTFOLIO, SELL_OR_TRADE, SELL, TRADE, *VISIT, *EVENT, DRAW]
