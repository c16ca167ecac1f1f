"""Button labels: what each option key of a Lisboa decision really does (``lisboa-opt-*``)."""
from __future__ import annotations

from engine.core.text import M, Msg, player

from . import data as D
from . import economy as E
from . import nouns as N
from .setup import ship_kind
from .state import State
from .state_actions import LETTER_GOOD


def describe_key(st: State, seat: int, key: str) -> Msg:
    kind, *a = key.split(".")
    fn = _LABELS.get(kind)
    if fn is None or (not a and kind not in _BARE):
        return M("lisboa.opt." + kind)
    return fn(st, seat, a)


def _top_frame(st: State):
    return st.stack[-1] if st.stack else None


def _visit(st, seat, a):
    c = D.POLITICAL_CARD[a[0]]
    return M("lisboa.opt.visit", noble=N.noble(c.pile), card=N.card(a[0]), cost=E.visit_cost(st, seat, c.pile))


def _event(st, seat, a):
    from .turn import sponsor_fee
    c = D.POLITICAL_CARD[a[0]]
    return M("lisboa.opt.event", event=N.named("event", c.event), fee=sponsor_fee(st, seat))


def _drop(st, seat, a):
    s = st.seats[seat]
    slots = s.top if a[0] == "t" else s.bottom
    return M("lisboa.opt.drop", card=N.card(slots[int(a[1])]))


def _sell(st, seat, a):
    from .turn import sale_price
    g, o, i = a[0], int(a[1]), int(a[2])
    ship = st.seats[o].top[i]
    return M("lisboa.opt.sell_good", good=N.good(g), reis=sale_price(st, seat, g, ship), owner=player(o),
             size=ship_kind(ship).size, own="yes" if o == seat else "no")


def _ship(st, seat, a):
    size = ship_kind(st.shipyard[-1]).size if st.shipyard else 0
    paid = [LETTER_GOOD[ch] for ch in a[1]] if a[1] != "x" else []
    if a[0] == "n":
        return M("lisboa.opt.ship_new", size=size, goods=N.goods(paid) or [M("lisboa.nothing")])
    old = ship_kind(st.seats[seat].top[int(a[0])]).size
    return M("lisboa.opt.ship_upgrade", old=old, size=size, goods=N.goods(paid) or [M("lisboa.nothing")])


def _card(st, seat, a):
    return M("lisboa.opt.cardinal", steps=int(a[0]), tile=N.clergy(st.church[a[1]]))


def _plan(st, seat, a):
    stack = st.plan_stacks[a[0]]
    return M("lisboa.opt.plan", arch=N.named("arch", a[0]), n=D.PLAN[stack[-1]].officials if stack else 0)


def _pay(st, seat, a):
    f = _top_frame(st)
    cost = f.d.get("cost", 0) if f is not None and f.k == "pay" else 0
    if f is not None and f.k == "eff":
        cost = max(0, D.effect(f.d["code"])[1] - E.real_discount(st.seats[seat]))
    k = int(a[0])
    return M("lisboa.opt.pay", reis=cost - k, funded=k)


def _vpay(st, seat, a):
    f = _top_frame(st)
    s = st.seats[seat]
    cost = E.visit_cost(st, seat, f.d["noble"]) if f is not None and "noble" in f.d else 0
    r = int(a[0])
    rest = cost - r
    infl = min(rest, s.influence)
    return M("lisboa.opt.vpay", reis=E.visit_reis(s, r), influence=infl, wigs=rest - infl)


def _join(st, seat, a):
    f = _top_frame(st)
    return M("lisboa.opt.join", noble=N.noble(f.d["noble"]), cost=E.visit_cost(st, seat, f.d["noble"]))


def _parcel(st, seat, a):
    from .noble_actions import cheapest_land, parcel_reward
    return M("lisboa.opt.parcel", parcel=N.parcel(a[0]), reward=N.effects(parcel_reward(st, a[0])),
             cost=cheapest_land(st, seat, a[0]))


def _cube(st, seat, a):
    from .noble_actions import land_cost
    f = _top_frame(st)
    cost = land_cost(st, seat, f.d["parcel"], a[1]) if f is not None and "parcel" in f.d else 0
    return M("lisboa.opt.cube", rubble=N.rubble(a[1]), where=a[0], cost=cost)


def _site(st, seat, a):
    from .noble_actions import site_reward
    return M("lisboa.opt.site", site=N.site(a[0]), reward=N.effects(site_reward(st, a[0])))


def _pbplan(st, seat, a):
    p = D.PLAN[a[0]]
    return M("lisboa.opt.pbplan", plan=N.plan(a[0]), pb=N.pb(st.pb_available[p.architect], p.architect))


def _prw(st, seat, a):
    f = _top_frame(st)
    return N.effect(f.d["codes"][int(a[0])]) if f is not None and f.k == "preward" else M("lisboa.opt.prw")


# Keys without arguments whose label still reads the state (the pending frame).
_BARE = frozenset({"join"})

_LABELS = {
    "gold": lambda st, seat, a: M("lisboa.opt.gold", card=N.card(a[0])),
    "folio": lambda st, seat, a: M("lisboa.opt.folio", card=N.card(a[0])),
    "visit": _visit,
    "event": _event,
    "drop": _drop,
    "sell": _sell,
    "sellto": lambda st, seat, a: M("lisboa.opt.sellto", owner=player(int(a[0])),
                                    size=ship_kind(st.seats[int(a[0])].top[int(a[1])]).size,
                                    own="yes" if int(a[0]) == seat else "no"),
    "trade": lambda st, seat, a: M("lisboa.opt.trade_good", good=N.good(a[1]), action=N.action(a[0]),
                                   noble=N.noble(D.NOBLE_OF_ACTION[a[0]])),
    "hire": lambda st, seat, a: M("lisboa.opt.hire", a=N.noble(a[0]), b=N.noble(a[1])),
    "plan": _plan,
    "ship": _ship,
    "bonus": lambda st, seat, a: M("lisboa.opt.bonus", good=N.good(a[0])),
    "card": _card,
    "favor": lambda st, seat, a: M("lisboa.opt.favor", noble=N.noble(a[0])),
    "office": lambda st, seat, a: M("lisboa.opt.office", noble=N.noble(a[0])),
    "rubble": lambda st, seat, a: M("lisboa.opt.rubble", rubble=N.rubble(a[0])),
    "price": lambda st, seat, a: M("lisboa.opt.price", good=N.good(a[0]), n=D.PRICE_UP_STEP),
    "goal": lambda st, seat, a: M("lisboa.opt.goal", goal=N.named("goal", a[0])),
    "ret": lambda st, seat, a: M("lisboa.opt.ret", noble=N.noble(a[0]), where=a[1]),
    "lose": lambda st, seat, a: M("lisboa.opt.lose", good=N.good(a[0])),
    "pay": _pay,
    "vpay": _vpay,
    "sa": lambda st, seat, a: N.action(a[0]),
    "ja": lambda st, seat, a: N.action(a[0]),
    "join": _join,
    "goods2": lambda st, seat, a: M("lisboa.opt.goods2", a=N.good(a[0]), b=N.good(a[1])),
    "draw": lambda st, seat, a: M("lisboa.opt.draw", card=N.card(st.piles[a[0]][-1]) if st.piles.get(a[0])
                                  else N.named("pile", a[0])),
    "space": lambda st, seat, a: M("lisboa.opt.space", street=N.named("street", D.CITY_DISPLAY[a[0]][0]),
                                   small="yes" if D.CITY_DISPLAY[a[0]][1] else "no"),
    "parcel": _parcel,
    "cube": _cube,
    "house": lambda st, seat, a: M("lisboa.opt.house", group=N.named("house", a[0])),
    "decree": lambda st, seat, a: M("lisboa.opt.decree", decree=N.decree(a[0])),
    "pbplan": _pbplan,
    "site": _site,
    "church": lambda st, seat, a: M("lisboa.opt.church", tile=N.clergy(st.seats[seat].clergy[int(a[0])])),
    "pd": lambda st, seat, a: M("lisboa.opt.pd", card=N.card(a[0])),
    "prw": _prw,
    "clergy": lambda st, seat, a: M("lisboa.opt.clergy", tile=N.clergy(a[0])),
    "newcomer": lambda st, seat, a: (M("lisboa.opt.newcomer_yes", goal=st.seats[seat].goal)
                                     if a[0] == "yes" and st.seats[seat].goal else M("lisboa.opt.newcomer_no")),
    "draft": lambda st, seat, a: M("lisboa.opt.draft", card=N.card(a[0])),
}
