"""Bonus actions (A.9): increase noble rank, hire a Craftsman, recruit an Advisor; and card 8 (A.5)."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M

from . import last_turn, payment
from .data import (
    ADVISOR_COST,
    ADVISOR_CP,
    ADVISOR_GAIN,
    COUNTRYSIDE,
    CRAFTSMAN_CP,
    CRAFTSMEN,
    HUTS,
    MAX_OWN_CRAFTSMEN_PER_LOCATION,
    NOBLE_COST,
    RANKS,
    RESPECTED_AT_COURT_CP,
    TOWN,
    GOOD_LABOUR_DISCOUNT,
    HIRE_RECRUIT_CARD_DISCOUNT,
)
from .effects import effect
from .points import gain
from .state import Frame, Seat, State

# Per hut and per advisor, built once (every turn menu asks): its key and its price as ``payment.fits``
# reads it, (typed needs, "any" units), printed and with the Scholar (any resources, A.10).
_HUT_KEY = {loc: tuple("hut.%s.%d" % (loc, i) for i in range(len(costs))) for loc, costs in HUTS.items()}
_HUT_NEED = {loc: tuple(payment.need_of(c) for c in costs) for loc, costs in HUTS.items()}
_HUT_NEED_SCHOLAR = {loc: tuple(((), len(c)) for c in costs) for loc, costs in HUTS.items()}
_ADV_KEY = {a: "adv." + a for a in ADVISOR_COST}
_ADV_NEED = {a: payment.need_of(c) for a, c in ADVISOR_COST.items()}
_ADV_NEED_SCHOLAR = {a: ((), len(c)) for a, c in ADVISOR_COST.items()}
# The cheapest hut and advisor in units: with fewer funds (less the discount) nothing is affordable, which
# settles most turn menus without looking at each hut and advisor.
_HUT_MIN_UNITS = min(len(c) for costs in HUTS.values() for c in costs)
_ADV_MIN_UNITS = min(len(c) for c in ADVISOR_COST.values())
_COUNTRYSIDE = frozenset(COUNTRYSIDE)


# --- nobility (A.9.1) ------------------------------------------------------------------------
def can_rank_up(st: State, seat: int) -> bool:
    s = st.seats[seat]
    if s.noble_rank >= len(RANKS):
        return False
    gold, rings = NOBLE_COST[RANKS[s.noble_rank]]
    return s.stock["gold"] >= gold and s.stock["ring"] >= rings and bool(st.nobility[RANKS[s.noble_rank]])


def rank_up(st: State, seat: int, ev: list[Event]) -> None:
    s = st.seats[seat]
    rank = RANKS[s.noble_rank]
    gold, rings = NOBLE_COST[rank]
    s.stock["gold"] -= gold
    s.stock["ring"] -= rings
    cp = st.nobility[rank].pop(0)
    s.noble_cards.append(cp)
    s.noble_rank += 1
    s.cp += cp
    last_turn.rank(st, rank)
    if st.event == "respected_at_court":
        s.cp += RESPECTED_AT_COURT_CP


# --- hire (A.9.2) and recruit (A.9.3) ---------------------------------------------------------
def _reachable(st: State, s: Seat) -> tuple[tuple[str, ...] | list[str], tuple[str, ...] | list[str]]:
    """(countryside, town) locations, in data order, where the seat may hire and recruit: where its
    Councilors stand, or all of them with the Steward (A.10)."""
    if "steward" in s.advisors:
        return COUNTRYSIDE, TOWN
    boards = st.boards
    countryside: list[str] = []
    town: list[str] = []
    for b, p in s.councillors:  # (one plain loop: asked on every turn menu)
        loc = boards[b][p]
        (countryside if loc in _COUNTRYSIDE else town).append(loc)
    if len(countryside) > 1:  # two Councilors in the countryside (random layout): data order
        countryside.sort(key=COUNTRYSIDE.index)
    if len(town) > 1:
        town.sort(key=TOWN.index)
    return countryside, town


def _huts(st: State, seat: int, s: Seat, places, discount: int, first: bool) -> list[str]:
    """Free huts at ``places`` the seat can afford (``first``: stop at the first one found)."""
    prices = _HUT_NEED_SCHOLAR if "scholar" in s.advisors else _HUT_NEED
    stock = s.stock
    fits = payment.fits
    huts = st.huts
    out = []
    for loc in places:
        occ = huts[loc]
        if occ.count(seat) >= MAX_OWN_CRAFTSMEN_PER_LOCATION:
            continue
        for i, (pairs, anyn) in enumerate(prices[loc]):
            if occ[i] is None and fits(stock, pairs, anyn, discount):
                out.append(_HUT_KEY[loc][i])
                if first:
                    return out
    return out


def _advisors(st: State, s: Seat, places, discount: int, first: bool) -> list[str]:
    """Advisors shown at ``places`` the seat can afford (``first``: stop at the first one found)."""
    prices = _ADV_NEED_SCHOLAR if "scholar" in s.advisors else _ADV_NEED
    stock = s.stock
    fits = payment.fits
    shown = st.advisors
    out = []
    for loc in places:
        for a in shown[loc]:
            if a is not None and fits(stock, *prices[a], discount):
                out.append(_ADV_KEY[a])
                if first:
                    return out
    return out


def _may_hire(s: Seat, funds: int, discount: int) -> bool:
    """A craftsman left and funds for the cheapest hut (less the discount): else no hut needs a look."""
    return s.craftsmen_left > 0 and funds + discount >= _HUT_MIN_UNITS


def hut_options(st: State, seat: int, discount: int, first: bool = False) -> list[str]:
    """Free huts the seat can afford (``first``: stop at the first one found)."""
    s = st.seats[seat]
    if not _may_hire(s, payment.funds(s.stock), discount):
        return []
    return _huts(st, seat, s, _reachable(st, s)[0], discount, first)


def recruit_discount(st: State, card: bool) -> int:
    d = HIRE_RECRUIT_CARD_DISCOUNT if card else 0
    if st.event == "good_labour_situation":
        d += GOOD_LABOUR_DISCOUNT
    return d


def advisor_options(st: State, seat: int, discount: int, first: bool = False) -> list[str]:
    """Displayed advisors the seat can afford (``first``: stop at the first one found)."""
    s = st.seats[seat]
    if payment.funds(s.stock) + discount < _ADV_MIN_UNITS:
        return []
    return _advisors(st, s, _reachable(st, s)[1], discount, first)


def hire_recruit_menu(st: State, seat: int) -> list[str]:
    """``hire`` and ``recruit`` for the turn menu: not yet taken this turn (A.9) and a hut / an advisor
    the seat can afford where it may hire / recruit (the seat's funds and locations looked up once)."""
    t = st.turn
    s = st.seats[seat]
    funds = payment.funds(s.stock)
    hire = not t.hire and _may_hire(s, funds, 0)
    discount = recruit_discount(st, False)
    recruit = not t.recruit and funds + discount >= _ADV_MIN_UNITS
    if not (hire or recruit):
        return []
    countryside, town = _reachable(st, s)
    out = []
    if hire and _huts(st, seat, s, countryside, 0, True):
        out.append("hire")
    if recruit and _advisors(st, s, town, discount, True):
        out.append("recruit")
    return out


def card8_options(st: State, seat: int, first: bool = False) -> list[str]:
    """Card 8 (A.5): hire or recruit one resource cheaper (C-2 option: it may use up the bonus action)."""
    out = []
    strict = st.options.card8_consumes_bonus
    if not (strict and st.turn.hire):
        out += hut_options(st, seat, HIRE_RECRUIT_CARD_DISCOUNT, first)
        if first and out:
            return out
    if not (strict and st.turn.recruit):
        out += advisor_options(st, seat, recruit_discount(st, True), first)
    return out


def hire_hut(st: State, f: Frame, loc: str, i: int) -> None:
    """Hire a Craftsman into hut ``i`` of ``loc``: its price to pay (card 8: one resource less)."""
    st.stack.pop()
    s = st.seats[st.active]
    card = f.k == "hire_recruit_card"
    if card and st.options.card8_consumes_bonus:
        st.turn.hire = True
    units = payment.cost_units(s.advisors, HUTS[loc][i], True)
    payment.start(st, units, HIRE_RECRUIT_CARD_DISCOUNT if card else 0, "hire", loc, str(i))


def recruit_advisor(st: State, f: Frame, adv: str) -> None:
    """Recruit the displayed Advisor ``adv``: its price to pay, less the discounts."""
    st.stack.pop()
    s = st.seats[st.active]
    card = f.k == "hire_recruit_card"
    if card and st.options.card8_consumes_bonus:
        st.turn.recruit = True
    units = payment.cost_units(s.advisors, ADVISOR_COST[adv], True)
    payment.start(st, units, recruit_discount(st, card), "recruit", adv)


@effect("hire")
def _hire(st: State, seat: int, args: list[str], ev: list[Event]) -> None:
    s = st.seats[seat]
    st.huts[args[0]][int(args[1])] = seat
    last_turn.hut(st, args[0], int(args[1]))
    s.cp += CRAFTSMAN_CP[CRAFTSMEN - s.craftsmen_left]
    s.craftsmen_left -= 1


@effect("recruit")
def _recruit(st: State, seat: int, args: list[str], ev: list[Event]) -> None:
    adv = args[0]
    s = st.seats[seat]
    for loc, spaces in st.advisors.items():
        if adv in spaces:
            i = spaces.index(adv)
            spaces[i] = st.advisor_b_pile.pop(0) if st.advisor_b_pile else None
            last_turn.advisor(st, loc, i, adv)
            if st.advisor_b_pile:  # the pile's next card turns visible: the move cannot be taken back
                ev.append(
                    Event(M("emara.log.b_pile_top", advisor=M("emara.advisor." + st.advisor_b_pile[0])), reveals=True)
                )
            break
    s.advisors.append(adv)
    s.cp += ADVISOR_CP[adv]
    for what, n in ADVISOR_GAIN.get(adv, {}).items():
        gain(st, seat, what, n)
