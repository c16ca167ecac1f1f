"""Phase 3 (A5 3.1-3.7): a player's turn menu and every action in it, in any order and mix.

Once-per-round counters live in ``Seat.used``: "quarter", "wall", "buy", and a card id per card use.
Choices that open a list (a city quarter, a destination at sea, a card's payment) push a frame (see
decisions.py); a frame that only opens a list may be left again with "back".
"""
from __future__ import annotations

from engine.core.actions import Event
from engine.core.last_turn import record
from engine.core.text import M, Msg, player
from engine.core.turns import Move

from . import wall as wall_
from .cards import active_kind, has, total
from .cubes import add, can_pay, covers, key, payments, take, unkey, vec
from .data import CARDS, COLOURS, JOKER_GOLD, PORTS, QUARTERS, sea_distances
from .nouns import card, colour, cubes, node, quarter
from .setup import distinct
from .state import Frame, State

MENU_MAX = 25               # a Discord select's limit: categories fold when the menu would be longer
COST = {c.id: vec(c.cost) for c in CARDS.values()}
QCOST = {q.id: vec(q.cost) for q in QUARTERS.values()}
QSIZE = {q: sum(v) for q, v in QCOST.items()}


# --- what the turn menu offers ---------------------------------------------------------------------

def menu(st: State, seat: int) -> list[str]:
    s = st.seats[seat]
    sup = s.rose[0]
    keys = ["act." + c for c in distinct(s.tableau) if covers(sup, COST[c])]
    if quarters_open(st, seat):
        keys.append("city")
    walls = ["wall." + str(k) for k in wall_options(st, seat)]
    keys += walls
    if destinations(st, seat):
        keys.append("sail")
    keys += ["deliver." + g for g in deliverable(st, seat)]
    if can_buy(st, seat):
        keys.append("buy")
    uses = ["use." + c for c in usable(st, seat)]
    keys += uses
    if s.jokers:
        keys.append("joker")
    keys.append("pass")
    # A list that fits into the menu is offered in it (one click less), sailing first, then quarters.
    for cat, listed in (("sail", lambda: ["to." + n for n, _ in destinations(st, seat)]),
                        ("city", lambda: ["q." + q for q in takeable(st, seat)])):
        if cat in keys:
            items = listed()
            if len(keys) - 1 + len(items) <= MENU_MAX:
                i = keys.index(cat)
                keys[i:i + 1] = items
    if len(keys) > MENU_MAX and walls:
        keys = [k for k in keys if not k.startswith("wall.")]
        keys.insert(len(keys) - len(uses) - (2 if s.jokers else 1), "wall")
    if len(keys) > MENU_MAX:
        keys = [k for k in keys if not k.startswith("use.")]
        keys.insert(len(keys) - (2 if s.jokers else 1), "cards")
    return keys


# --- 3.1 activate ----------------------------------------------------------------------------------

def activate(st: State, f: None, seat: int, ev: list[Event], cid: str) -> None:
    s = st.seats[seat]
    take(s.rose[0], COST[cid])
    s.tableau.remove(cid)
    s.active.append(cid)
    record(st, seat, "act." + cid)


ACTIVATE = Move("act", activate, args=(str,), label=lambda st, f, seat, cid: M(
    "macao.btn.activate", card=card(cid), cost=cubes(COST[cid])))


# --- lists the menu may fold a category into ---------------------------------------------------------

def opener(kind: str) -> Move:
    """The menu's key ``kind`` that opens the list of that category (a frame of the same name)."""
    def open_list(st: State, f: None, seat: int, ev: list[Event]) -> None:
        st.stack.append(Frame(kind, seat))
    return Move(kind, open_list, label=lambda st, f, seat: M(_OPENER_LABEL[kind]))


_OPENER_LABEL = {"city": "macao.btn.city", "sail": "macao.btn.sail_menu", "cards": "macao.btn.cards"}


def listed(m: Move) -> Move:
    """A menu move offered in a list the menu folded: the same key, leaving the list first."""
    def apply(st: State, f: Frame, seat: int, ev: list[Event], *args) -> None:
        st.stack.pop()
        m.apply(st, None, seat, ev, *args)
    return Move(m.kind, apply, m.args, m.rest, m.label)


def back(st: State, f: Frame, seat: int, ev: list[Event]) -> None:
    st.stack.pop()


BACK = Move("back", back, label=lambda st, f, seat: M("macao.btn.back"))


# --- 3.2 city quarters -----------------------------------------------------------------------------

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
    spec = next((c.param("gold_for_cube") for c in active_kind(st, seat, "quarter")
                 if c.param("gold_for_cube")), None)
    if not carp and not spec:
        return [(tuple(cost), 0)] if covers(sup, cost) else []
    out: set[tuple[tuple[int, ...], int]] = set()
    for w in ([i for i in range(6) if cost[i]] if carp else [None]):
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


def qpay_key(q: str, pay: tuple[int, ...], gold: int) -> str:
    return f"qpay.{q}.{key(pay)}.{gold}"


def choose_quarter(st: State, f: None, seat: int, ev: list[Event], q: str) -> None:
    ways = quarter_payments(st, seat, q)
    if len(ways) == 1:
        take_quarter(st, seat, q, ways[0][0], ways[0][1], ev)
    else:
        st.stack.append(Frame("qpay", seat, a=[q]))


def _quarter_label(st: State, f: None, seat: int, q: str) -> Msg:
    tile = st.tiles[q]
    return M("macao.btn.quarter", quarter=quarter(q),
             tile=M("macao.joker") if tile == "joker" else M("macao.good." + tile), cost=cubes(QCOST[q]))


QUARTER = Move("q", choose_quarter, args=(str,), label=_quarter_label)


def qpay_legal(st: State, f: Frame, seat: int) -> list[str]:
    return [qpay_key(f.a[0], p, g) for p, g in quarter_payments(st, f.seat, f.a[0])]


def pay_quarter(st: State, f: Frame, seat: int, ev: list[Event], q: str, pay: list[int], gold: int) -> None:
    st.stack.pop()
    take_quarter(st, f.seat, q, pay, gold, ev)


QUARTER_PAYMENT = Move("qpay", pay_quarter, args=(str, unkey, int),
                       label=lambda st, f, seat, q, pay, gold: M("macao.btn.qpay", cubes=cubes(pay), gold=gold))


def take_quarter(st: State, seat: int, q: str, pay, gold: int, ev: list[Event]) -> None:
    s = st.seats[seat]
    take(s.rose[0], list(pay))
    s.gold -= gold
    tile = st.tiles[q]
    st.tiles[q] = None
    st.owners[q] = seat
    s.quarters.append(q)
    record(st, seat, "quarter." + q)
    s.used["quarter"] = s.used.get("quarter", 0) + 1
    if tile == "joker":
        s.jokers += 1
    else:
        s.cargo.append(tile)
    ev.append(Event(M("macao.log.quarter", player=player(seat), quarter=int(q[1:]),
                      tile=M("macao.joker") if tile == "joker" else M("macao.good." + tile)), seat=seat))
    s.pp += total(st, seat, "quarter", "on_take_pp")          # the Herald
    steps = total(st, seat, "quarter", "on_take_wall")       # the Fountain: a free step, not the advance
    if steps and wall_.room(st, seat):
        step_wall(st, seat, steps)


# --- 3.3 the wall ----------------------------------------------------------------------------------

def wall_cost(st: State, seat: int, k: int) -> int:
    """1/3/5/7 cubes for 1/2/3/4 spaces; the Gate makes the first free, the Tower the others 1 each."""
    first = 0 if has(st, seat, "wall_cost", "first_free") else 1
    later = 1 if has(st, seat, "wall_cost", "later_cost") else 2
    return first + later * (k - 1)


def wall_options(st: State, seat: int) -> list[int]:
    s = st.seats[seat]
    if s.used.get("wall", 0) >= 1 + total(st, seat, "wall", "second_advance"):
        return []
    have = sum(s.rose[0])
    return [k for k in range(1, wall_.room(st, seat) + 1) if wall_cost(st, seat, k) <= have]


def step_wall(st: State, seat: int, spaces: int) -> int:
    """Advance on the wall, noted as ``wall.<from>.<to>`` (0-based spaces) for the board."""
    frm = wall_.space_of(st, seat)
    to = wall_.advance(st, seat, spaces)
    record(st, seat, f"wall.{frm}.{to}")
    return to


def advance_wall(st: State, seat: int, k: int, ev: list[Event]) -> None:
    s = st.seats[seat]
    s.used["wall"] = s.used.get("wall", 0) + 1
    extra = total(st, seat, "wall", "extra_step")             # the Cannoneer (lost past space 16, C3)
    to = step_wall(st, seat, k + extra)
    ev.append(Event(M("macao.log.wall", player=player(seat), space=to + 1), seat=seat))


def wall_menu(st: State, f: None, seat: int, ev: list[Event], spaces: tuple[int, ...]) -> None:
    """``wall`` opens the list of advances (a folded menu), ``wall.<k>`` advances ``k`` spaces."""
    if spaces:
        start_wall(st, seat, spaces[0], ev)
    else:
        st.stack.append(Frame("wall", seat))


def _wall_label(st: State, f: Frame | None, seat: int, spaces: tuple[int, ...]) -> Msg:
    if not spaces:
        return M("macao.btn.wall_menu")
    k = spaces[0]
    to = min(wall_.LAST, wall_.space_of(st, seat) + k + total(st, seat, "wall", "extra_step"))
    return M("macao.btn.wall", spaces=k, space=to + 1, n=wall_cost(st, seat, k))


WALL = Move("wall", wall_menu, rest=int, label=_wall_label)


def wall_legal(st: State, f: Frame, seat: int) -> list[str]:
    return ["wall." + str(k) for k in wall_options(st, f.seat)] + ["back"]


# --- 3.4 the ship ----------------------------------------------------------------------------------

def free_moves(st: State, seat: int) -> list[tuple[str, int]]:
    """Unused once-per-round free sailing of the seat's cards: (card id, spaces)."""
    used = st.seats[seat].used
    return [(c.id, c.param("free_spaces")) for c in active_kind(st, seat, "ship")
            if c.param("free_spaces") and not used.get(c.id)]


def sail_plan(st: State, seat: int, dist: int) -> tuple[int, list[str]]:
    """The cheapest way to sail ``dist`` spaces: (cubes, free cards used), fewest cubes, then the least
    free sailing used up (the Sail Maker's 2 spaces per cube count too)."""
    per = 2 if has(st, seat, "ship", "spaces_per_cube") else 1
    frees = free_moves(st, seat)
    best: tuple[int, int, list[str]] | None = None
    for mask in range(1 << len(frees)):
        chosen = [frees[i] for i in range(len(frees)) if mask >> i & 1]
        free = sum(n for _, n in chosen)
        cubes = -(-max(0, dist - free) // per)
        cand = (cubes, free, [c for c, _ in chosen])
        if best is None or cand[:2] < best[:2]:
            best = cand
    return best[0], best[2]


def reach(st: State, seat: int) -> int:
    """The farthest a ship can sail now (spaces), with the cubes at the arrow and free sailing."""
    have = sum(st.seats[seat].rose[0])
    per = 2 if has(st, seat, "ship", "spaces_per_cube") else 1
    return have * per + sum(n for _, n in free_moves(st, seat))


def destinations(st: State, seat: int) -> list[tuple[str, int]]:
    far = reach(st, seat)
    if not far:
        return []
    return [(node, d) for node, d in sea_distances(st.seats[seat].ship).items() if 0 < d <= far]


def sail_legal(st: State, f: Frame, seat: int) -> list[str]:
    return ["to." + n for n, _ in destinations(st, seat)] + ["back"]


def _to_label(st: State, f: Frame | None, seat: int, to: str) -> Msg:
    n, _ = sail_plan(st, seat, sea_distances(st.seats[seat].ship)[to])
    return M("macao.btn.sail", node=node(to), n=n)


SAIL_TO = Move("to", lambda st, f, seat, ev, to: start_sail(st, seat, to, ev), args=(str,), label=_to_label)


def sail(st: State, seat: int, to: str, free: list[str], ev: list[Event]) -> None:
    s = st.seats[seat]
    for c in free:
        s.used[c] = 1
    record(st, seat, f"sail.{s.ship}.{to}")
    s.ship = to
    ev.append(Event(M("macao.log.sail", player=player(seat), node=node(to)), seat=seat))


def deliverable(st: State, seat: int) -> list[str]:
    s = st.seats[seat]
    port = PORTS.get(s.ship)
    if port is None or len(st.ports[s.ship]) >= len(port.values):
        return []
    return [g for g in port.demands if g in s.cargo]


def delivery_points(st: State, seat: int, good: str) -> tuple[int, int]:
    """(PP, gold) for delivering ``good`` here now: the best empty space (the Lighthouse: the port's top
    value), doubled by that good's Warehouse, then the Cooperage's flat PP (never doubled), then the
    Captain's gold (B4 delivery procedure)."""
    s = st.seats[seat]
    port = PORTS[s.ship]
    base = port.values[0] if has(st, seat, "delivery", "top_value") else port.values[len(st.ports[s.ship])]
    if any(c.param("double") == good for c in active_kind(st, seat, "delivery")):
        base *= 2
    return base + total(st, seat, "delivery", "flat_pp"), total(st, seat, "delivery", "gold_per_tile")


def deliver(st: State, f: None, seat: int, ev: list[Event], good: str) -> None:
    s = st.seats[seat]
    pp, gold = delivery_points(st, seat, good)
    s.cargo.remove(good)
    st.ports[s.ship].append([seat, good])
    s.delivered.append([s.ship, good])
    record(st, seat, f"deliver.{s.ship}.{good}")
    s.pp += pp
    s.gold += gold
    ev.append(Event(M("macao.log.deliver", player=player(seat), good=M("macao.good." + good),
                      port=node(s.ship), pp=pp), seat=seat))


def _deliver_label(st: State, f: None, seat: int, good: str) -> Msg:
    pp, gold = delivery_points(st, seat, good)
    return M("macao.btn.deliver", good=M("macao.good." + good), pp=pp, gold=gold)


DELIVER = Move("deliver", deliver, args=(str,), label=_deliver_label)


# --- 3.5 prestige ----------------------------------------------------------------------------------

def buy_price(st: State, seat: int) -> tuple[int, int]:
    """(gold, PP) of one purchase at this round's rate, after the Embassy and the Envoy."""
    gold = max(0, st.tribute[0] - total(st, seat, "tribute", "discount"))
    return gold, st.tribute[1] + total(st, seat, "tribute", "bonus_pp")


def can_buy(st: State, seat: int) -> bool:
    s = st.seats[seat]
    if st.tribute[1] <= 0 or s.used.get("buy", 0) >= 1 + total(st, seat, "tribute", "second_purchase"):
        return False       # C10: a 0-0 rate buys nothing
    return s.gold >= buy_price(st, seat)[0]


def buy(st: State, f: None, seat: int, ev: list[Event]) -> None:
    s = st.seats[seat]
    gold, pp = buy_price(st, seat)
    s.gold -= gold
    s.pp += pp
    s.used["buy"] = s.used.get("buy", 0) + 1
    record(st, seat, "buy")
    ev.append(Event(M("macao.log.buy", player=player(seat), gold=gold, pp=pp), seat=seat))


def _buy_label(st: State, f: None, seat: int) -> Msg:
    gold, pp = buy_price(st, seat)
    return M("macao.btn.buy", gold=gold, pp=pp)


BUY = Move("buy", buy, label=_buy_label)


# --- 3.6 active cards -------------------------------------------------------------------------------

def _payable(st: State, seat: int, pay) -> bool:
    rule, n = pay
    s = st.seats[seat]
    if rule == "none":
        return True
    if rule == "gold":
        return s.gold >= n
    if rule == "cubes":
        return covers(s.rose[0], vec(n))
    return can_pay(s.rose[0], rule, n)


def usable(st: State, seat: int) -> list[str]:
    """Active phase-3 cards with a use left this round that can be paid now (one per identical copy)."""
    s = st.seats[seat]
    out, seen = [], set()
    for cid in s.active:
        c = CARDS[cid]
        sig = (c.name, c.colour, c.good)
        if sig in seen:
            continue
        if c.kind == "exchange":
            if s.used.get(cid, 0) >= c.param("uses", 1) or not _payable(st, seat, c.param("pay")):
                continue
        elif c.kind == "penalty" and c.param("remove_marker_gold"):
            if s.used.get(cid) or not s.markers or s.gold < c.param("remove_marker_gold"):
                continue
        else:
            continue
        seen.add(sig)
        out.append(cid)
    return out


def use(st: State, f: None, seat: int, ev: list[Event], cid: str) -> None:
    s = st.seats[seat]
    c = CARDS[cid]
    s.used[cid] = s.used.get(cid, 0) + 1
    record(st, seat, "use." + cid)
    if c.kind == "penalty":                   # the Physician
        s.gold -= c.param("remove_marker_gold")
        s.markers -= 1
        return
    rule, n = c.param("pay")
    if rule == "gold":
        s.gold -= n
    elif rule == "cubes":
        take(s.rose[0], vec(n))
    elif rule != "none":
        st.stack.append(Frame("pay", seat, a=["use", cid], n=n, rule=rule))
        return
    gains(st, seat, cid, None)


def gains(st: State, seat: int, cid: str, paid: list[int] | None) -> None:
    c = CARDS[cid]
    s = st.seats[seat]
    s.gold += c.param("gold", 0)
    s.pp += c.param("pp", 0)
    if c.param("swap") and paid is not None:
        st.stack.append(Frame("swap", seat, a=[str(paid.index(1))], n=1))
    elif c.param("cube"):
        st.stack.append(Frame("gain", seat, n=c.param("cube")))


def _pay_rule(pay) -> Msg:
    rule, n = pay
    if rule == "cubes":
        return cubes(vec(n))
    if rule == "none":
        return M("macao.nothing")
    return M("macao.pay." + rule, n=n)


def _gain(c) -> Msg:
    parts = []
    if c.param("gold"):
        parts.append(M("macao.gold", n=c.param("gold")))
    if c.param("pp"):
        parts.append(M("macao.pp", n=c.param("pp")))
    if c.param("cube"):
        parts.append(M("macao.any_cubes", n=c.param("cube")))
    if c.param("swap"):
        parts.append(M("macao.other_cube"))
    out = parts[-1]
    for p in reversed(parts[:-1]):
        out = M("macao.plus", a=p, b=out)
    return out


def _use_label(st: State, f: Frame | None, seat: int, cid: str) -> Msg:
    c = CARDS[cid]
    if c.kind == "penalty":
        return M("macao.btn.physician", card=card(cid), gold=c.param("remove_marker_gold"))
    return M("macao.btn.use", card=card(cid), pay=_pay_rule(c.param("pay")), gain=_gain(c))


USE = Move("use", use, args=(str,), label=_use_label)


def cards_legal(st: State, f: Frame, seat: int) -> list[str]:
    return ["use." + c for c in usable(st, seat)] + ["back"]


# --- payments of "any n", "n of one colour", "n of different colours" ------------------------------

def pay_legal(st: State, f: Frame, seat: int) -> list[str]:
    sup = st.seats[f.seat].rose[0]
    ways = payments(sup, f.rule, f.n)
    if len(ways) <= MENU_MAX:
        return ["pay." + key(w) for w in ways]
    return ["cube." + COLOURS[i] for i in range(6) if sup[i]]     # too many ways: one cube at a time


def pay(st: State, f: Frame, seat: int, ev: list[Event], v: list[int]) -> None:
    """The whole payment at once."""
    take(st.seats[f.seat].rose[0], v)
    add(f.paid, v)
    f.n = 0
    _paid(st, f, ev)


def pay_cube(st: State, f: Frame, seat: int, ev: list[Event], c: str) -> None:
    """One cube of the payment (too many ways to list them all)."""
    i = COLOURS.index(c)
    st.seats[f.seat].rose[0][i] -= 1
    f.paid[i] += 1
    f.n -= 1
    if f.n <= 0:
        _paid(st, f, ev)


PAY = Move("pay", pay, args=(unkey,), label=lambda st, f, seat, v: M("macao.btn.pay", cubes=cubes(v)))
PAY_CUBE = Move("cube", pay_cube, args=(str,), label=lambda st, f, seat, c: M(
    "macao.btn.pay", cubes=cubes([1 if x == c else 0 for x in COLOURS])))


def _paid(st: State, f: Frame, ev: list[Event]) -> None:
    """The payment is complete: what it paid for happens (``Frame.a``: what, then its arguments)."""
    st.stack.pop()
    then = f.a
    _PAID_FOR[then[0]](st, f, then[1:], ev)


# What a payment pays for (``Frame.a[0]``, stored in states) -> what happens then.
_PAID_FOR = {
    "wall": lambda st, f, a, ev: advance_wall(st, f.seat, int(a[0]), ev),
    "sail": lambda st, f, a, ev: sail(st, f.seat, a[0], a[1:], ev),
    "use": lambda st, f, a, ev: gains(st, f.seat, a[0], f.paid),
}


def start_wall(st: State, seat: int, k: int, ev: list[Event]) -> None:
    n = wall_cost(st, seat, k)
    if n:
        st.stack.append(Frame("pay", seat, a=["wall", str(k)], n=n, rule="any"))
    else:
        advance_wall(st, seat, k, ev)


def start_sail(st: State, seat: int, node: str, ev: list[Event]) -> None:
    n, free = sail_plan(st, seat, sea_distances(st.seats[seat].ship)[node])
    if n:
        st.stack.append(Frame("pay", seat, a=["sail", node] + free, n=n, rule="any"))
    else:
        sail(st, seat, node, free, ev)


# --- gains of a cube of the player's colour choice ---------------------------------------------------

def gain_legal(st: State, f: Frame, seat: int) -> list[str]:
    if f.k == "swap":
        return ["gain." + c for i, c in enumerate(COLOURS) if str(i) != f.a[0]]
    return ["gain." + c for c in COLOURS]


def gain(st: State, f: Frame, seat: int, ev: list[Event], c: str) -> None:
    st.seats[f.seat].rose[0][COLOURS.index(c)] += 1
    f.n -= 1
    if f.n <= 0:
        st.stack.pop()


GAIN = Move("gain", gain, args=(str,), label=lambda st, f, seat, c: M("macao.btn.cube", colour=colour(c)))


# --- jokers (C11: in the owner's phase-3 turn; the Juggler doubles) ---------------------------------

def open_joker(st: State, f: None, seat: int, ev: list[Event]) -> None:
    parts = 2 if has(st, seat, "joker_double") else 1
    st.stack.append(Frame("joker", seat, n=parts, a=[str(parts)]))


JOKER = Move("joker", open_joker, label=lambda st, f, seat: M("macao.btn.joker", n=st.seats[seat].jokers))


def joker_legal(st: State, f: Frame, seat: int) -> list[str]:
    keys = ["jk.gold"] + ["jk." + c for c in COLOURS]
    return keys + ["back"] if f.n == int(f.a[0]) else keys


def joker(st: State, f: Frame, seat: int, ev: list[Event], part: str) -> None:
    """One half of a joker (the Juggler's makes two): 3 gold, or a cube of the player's colour choice."""
    s = st.seats[f.seat]
    if f.n == int(f.a[0]):
        s.jokers -= 1                          # the tile leaves the game with its first half
    if part == "gold":
        s.gold += JOKER_GOLD
    else:
        s.rose[0][COLOURS.index(part)] += 1
    f.n -= 1
    if f.n <= 0:
        st.stack.pop()


JOKER_PART = Move("jk", joker, args=(str,), label=lambda st, f, seat, part: (
    M("macao.btn.jk_gold", n=JOKER_GOLD) if part == "gold" else M("macao.btn.cube", colour=colour(part))))
