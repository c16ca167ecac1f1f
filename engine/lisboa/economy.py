"""The core economy (reference §8): capacities, goods, reis and Influence, wigs, rubble sets, Officials.

Pure helpers over the state; nothing here asks a player anything. Discounts (Treasury-card advantages
and Clergy tiles) stack and never take a cost below 0 (§8.1).
"""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.last_turn import record
from engine.core.text import M, player

from . import data
from .nouns import named
from .setup import ship_kind
from .state import NEUTRAL, Seat, State


# --- advantages and Clergy abilities -------------------------------------------------------------
def advantages(s: Seat, adv: str) -> int:
    """How many Treasury cards with advantage ``adv`` lie in the seat's bottom row (they stack)."""
    return sum(1 for c in s.bottom if c is not None and data.POLITICAL_CARD[c].advantage == adv)


def clergy(s: Seat, kind: str) -> int:
    return sum(1 for t in s.clergy if data.CLERGY_TILE[t].kind == kind)


def ability(s: Seat, adv: str, clergy_kind: str) -> int:
    """A Treasury advantage and the Clergy ability of the same effect, counted together."""
    return advantages(s, adv) + clergy(s, clergy_kind)


def house_ability(s: Seat, group: str) -> str | None:
    """The ability uncovered by the last house built from ``group`` (SEED §15.1 step 6)."""
    n = s.houses[group]
    return data.HOUSE_ABILITIES[group][n - 1] if n else None


def houses_left(s: Seat) -> dict[str, int]:
    return {g: size - s.houses[g] for g, size in data.HOUSE_GROUPS}


# --- capacities (§8.4-8.6; A38) ------------------------------------------------------------------
def portfolio_capacity(s: Seat) -> int:
    return min(data.PORTFOLIO_TOP_SLOTS + data.PORTFOLIO_BOTTOM_SLOTS, data.PORTFOLIO_BASE + s.sets)


def storage(s: Seat) -> int:
    return data.STORAGE_BASE + s.sets + ability(s, "ADV_STORE1", "CL_STORE1")


def portfolio_cards(s: Seat) -> int:
    return sum(1 for c in s.top if c is not None) + sum(1 for c in s.bottom if c is not None)


# --- goods, reis, wigs --------------------------------------------------------------------------
def gain_good(s: Seat, good: str, n: int = 1) -> int:
    """Add up to ``n`` goods within storage; the excess returns to the supply at once. Returns the gain."""
    room = max(0, storage(s) - s.goods[good])
    got = min(n, room)
    s.goods[good] += got
    return got


def trim_goods(s: Seat) -> None:
    cap = storage(s)
    for g in data.GOODS:
        if s.goods[g] > cap:
            s.goods[g] = cap


def gain_wigs(s: Seat, n: int) -> None:
    s.wigs = max(data.WIGS_MIN, s.wigs + n)


def budget(s: Seat) -> int:
    """Reis a seat can pay now: its reis plus what its Influence can fund (§8.1)."""
    return s.reis + data.influence_funds(s.influence)


def real_discount(s: Seat) -> int:
    """The '1 real' advantage (SEED), applied once per payment event (A14)."""
    return advantages(s, "ADV_REAL1")


def pay_options(s: Seat, cost: int) -> list[int]:
    """Ways to pay ``cost`` reis: how many of them Influence funds (§8.1); [] if unaffordable."""
    funds = data.influence_funds(s.influence)
    lo = max(0, cost - s.reis)
    return list(range(lo, min(cost, funds) + 1)) if lo <= funds else []


def pay(s: Seat, cost: int, funded: int) -> None:
    """Pay ``cost`` reis, ``funded`` of them by stepping Influence back to real symbols."""
    for _ in range(funded):
        s.influence = data.influence_after_funding(s.influence)
    s.reis -= cost - funded


# --- Influence (§8.2, §8.3; A13, A36) -----------------------------------------------------------
def top_influence(s: Seat) -> int:
    total = 0
    for c in s.top:
        if c is None:
            continue
        total += ship_kind(c).influence if c.startswith("SHIP") else data.POLITICAL_CARD[c].influence
    return total


def standard_gain_amount(s: Seat) -> int:
    return top_influence(s) + ability(s, "ADV_INFL1", "CL_INFL1")


def gain_influence(st: State, seat: int, amount: int, ev: list[Event]) -> int:
    """Add Influence (capped at 10); a gain of at least 1 that ends on 10 gives 1 wig (A13, A36)."""
    s = st.seats[seat]
    before = s.influence
    s.influence = min(data.INFLUENCE_MAX, s.influence + amount)
    if amount >= 1 and s.influence == data.INFLUENCE_WIG_AT:
        gain_wigs(s, 1)
        ev.append(Event(M("lisboa.log.influence_wig", player=player(seat)), seat=seat))
    return s.influence - before


def standard_gain(st: State, seat: int, ev: list[Event]) -> int:
    return gain_influence(st, seat, standard_gain_amount(st.seats[seat]), ev)


# --- treasury, prices ---------------------------------------------------------------------------
def treasury_reis(st: State) -> int:
    return data.TREASURY_REIS[st.treasury]


def treasury_influence(st: State) -> int:
    return data.TREASURY_INFLUENCE[st.treasury]


def move_treasury(st: State, steps: int) -> None:
    """The marker never leaves the track; moves beyond an end are lost (SEED)."""
    before = st.treasury
    st.treasury = min(data.TREASURY_SPACES[-1], max(data.TREASURY_SPACES[0], st.treasury + steps))
    if st.treasury != before and st.phase == "play":  # the board marks the track (deeds.note)
        record(st, st.active, "treasury")


def raise_price(st: State, good: str) -> None:
    before = st.prices[good]
    st.prices[good] = min(data.PRICE_MAX, st.prices[good] + data.PRICE_UP_STEP)
    if st.prices[good] != before and st.phase == "play":
        record(st, st.active, "price." + good)


# --- rubble and sets (§8.5; Errata 2) ---------------------------------------------------------
def gain_rubble(st: State, seat: int, cube: str, ev: list[Event]) -> None:
    """A cube fills the leftmost space of its row; with no space it leaves the game. A new set moves its
    marker to the Marquis portrait and may end period 1 (2nd set) or the game (4th set, the moment)."""
    s = st.seats[seat]
    if s.rival:
        return
    if s.rubble[cube] >= data.RUBBLE_ROW_SPACES:
        return
    s.rubble[cube] += 1
    sets = min(s.rubble.values())
    while s.sets < sets:
        s.sets += 1
        s.markers += 1
        ev.append(Event(M("lisboa.log.set_done", player=player(seat), sets=s.sets), seat=seat))
        if st.period == 1 and s.sets == data.PERIOD_END_SETS and st.period_due is None:
            st.period_due = seat  # A41: the first to complete a 2nd set
        elif st.period == 2 and s.sets == data.GAME_END_SETS:
            trigger_end(st)


def trigger_end(st: State) -> None:
    """The game end (period 2): finish the round, then one more full round (SEED §17.3). The count is
    taken at the end of the current turn (``periods.end_turn``); here it is only noted."""
    st.end_due = True


# --- Officials (§14.1; A6, A30) ------------------------------------------------------------------
def officials_placed(st: State, seat: int) -> int:
    return sum(o.count(seat) for o in st.offices.values()) + sum(c.count(seat) for c in st.courtyards.values())


def officials_on_board(st: State, seat: int) -> int:
    return data.OFFICIALS_PER_PLAYER - officials_placed(st, seat)


def place_official(st: State, seat: int, noble: str, ev: list[Event]) -> None:
    """Put one Official into ``noble``'s office. A full office first sends one Official of each colour with
    the most Officials there (own colour included, A30; never the neutral colour, INFERRED) to its
    courtyard."""
    office = st.offices[noble]
    if len(office) >= data.OFFICE_SPACES:
        counts: dict[int, int] = {}
        for o in office:
            if o != NEUTRAL:
                counts[o] = counts.get(o, 0) + 1
        top = max(counts.values())
        for colour in sorted(c for c, n in counts.items() if n == top):
            office.remove(colour)
            st.courtyards[noble].append(colour)
            ev.append(Event(M("lisboa.log.displaced", player=player(colour), noble=named("noble", noble))))
    office.append(seat)
    _office_note(st, seat, noble)


def return_official(st: State, seat: int, noble: str, where: str) -> None:
    (st.offices if where == "o" else st.courtyards)[noble].remove(seat)
    _office_note(st, seat, noble)


def _office_note(st: State, seat: int, noble: str) -> None:
    """An Official came to or left ``noble``'s office or courtyard: the board marks the office."""
    if st.phase == "play":
        record(st, st.active, "office." + noble, seat)


def official_spots(st: State, seat: int) -> list[tuple[str, str]]:
    """(noble, "o" office | "c" courtyard) holding an Official of ``seat``."""
    out = []
    for n in data.NOBLES:
        if seat in st.offices[n]:
            out.append((n, "o"))
        if seat in st.courtyards[n]:
            out.append((n, "c"))
    return out


def visit_cost(st: State, seat: int, noble: str) -> int:
    """Treasury Influence value + Officials of other colours in the office (neutral included, courtyard
    not); below 0 counts as 0; PROPOSED discounts after that (§8.3)."""
    others = sum(1 for o in st.offices[noble] if o != seat)
    s = st.seats[seat]
    return max(0, max(0, treasury_influence(st) + others) - ability(s, "ADV_VISIT1", "CL_VISIT1"))


def visit_in_reis(s: Seat) -> bool:
    return house_ability(s, "LEFT") == "VISIT_IN_REIS"


def visit_pay_options(st: State, seat: int, cost: int) -> list[int]:
    """Reis parts ``r`` a seat may pay of a visit cost (A28): 0 unless both LEFT houses are built; the
    rest in Influence, and only when Influence is short in wigs. [] if it cannot be paid at all."""
    s = st.seats[seat]
    rmax = min(cost, s.reis + real_discount(s)) if visit_in_reis(s) and cost else 0
    return [r for r in range(rmax + 1) if s.influence + s.wigs >= cost - r and visit_reis(s, r) <= s.reis]


def visit_reis(s: Seat, r: int) -> int:
    """Reis paid for a part ``r`` of a visit cost: the '1 real' advantage applies once (A14)."""
    return max(0, r - real_discount(s)) if r else 0


def pay_visit(st: State, seat: int, cost: int, r: int) -> None:
    s = st.seats[seat]
    s.reis -= visit_reis(s, r)
    rest = cost - r
    from_infl = min(rest, s.influence)
    s.influence -= from_infl
    gain_wigs(s, -(rest - from_infl))


# --- portfolio ----------------------------------------------------------------------------------
def ships(s: Seat) -> list[tuple[int, str]]:
    return [(i, c) for i, c in enumerate(s.top) if c is not None and c.startswith("SHIP")]


def dock_free(s: Seat, slot: int) -> int:
    c = s.top[slot]
    if c is None or not c.startswith("SHIP") or s.sea[slot]:
        return 0
    return ship_kind(c).size - len(s.dock[slot])


def needs_room(s: Seat, row: str) -> bool:
    slots = s.top if row == "top" else s.bottom
    return None not in slots or portfolio_cards(s) >= portfolio_capacity(s)


def discard_slot(s: Seat, row: str, i: int) -> str | None:
    """A portfolio card leaves the game. A Ship's cargo stays on its dock until a Noble card takes the
    slot (Errata 4) or a new card is placed there (then it returns to the supply)."""
    slots = s.top if row == "top" else s.bottom
    card = slots[i]
    slots[i] = None
    trim_goods(s)  # a storage advantage may have left with the card
    return card


def place_card(s: Seat, row: str, card: str, slot: int | None = None) -> int:
    """Tuck ``card`` into a free slot of ``row`` (the given one, else the first). Goods left on the dock of
    a top slot return to the supply (Errata 4 for a Noble card; for a new Ship, INFERRED)."""
    slots = s.top if row == "top" else s.bottom
    i = slot if slot is not None else slots.index(None)
    slots[i] = card
    if row == "top":
        s.dock[i] = []
        s.sea[i] = False
    return i
