"""The six state actions (reference §14, SEED): hire Officials, acquire a plan, build a Ship, produce goods,
meet the Cardinal, earn a royal favor. ``feasible`` says whether one can be carried out in full (an
option is offered only then, SEED p.8); ``start`` schedules it.
"""
from __future__ import annotations

from itertools import combinations

from engine.core.actions import Event
from engine.core.text import M, player

from . import data as D
from . import economy as E
from .effects import cardinal_options, did, favor_options, note, plan_options, take_favor, take_plan
from .frames import kind, pop, push, seq, F
from .nouns import named
from .setup import ship_kind
from .state import Frame, State

GOOD_LETTER = {"GOLD": "G", "CLOTH": "C", "BOOKS": "B", "TOOLS": "T"}
LETTER_GOOD = {v: k for k, v in GOOD_LETTER.items()}


def feasible(st: State, seat: int, action: str) -> bool:
    if action == "HIRE_OFFICIALS":
        return E.officials_on_board(st, seat) >= 2          # A9
    if action == "ACQUIRE_PLAN":
        return bool(plan_options(st))
    if action == "BUILD_SHIP":
        return bool(ship_options(st, seat))
    if action == "PRODUCE_GOODS":
        return produce_gains_any(st, seat)                   # A10
    if action == "MEET_CARDINAL":
        return bool(cardinal_options(st, seat, 2))
    if action == "EARN_FAVOR":
        return bool(favor_options(st, seat))
    raise ValueError(action)


def start(st: State, seat: int, action: str, ev: list[Event]) -> None:
    push(st, "sa_" + action.lower(), seat)


# --- Hire Officials (§14.1) -------------------------------------------------------------------------
def _hire_legal(st: State, f: Frame) -> list[str]:
    if E.officials_on_board(st, f.seat) < 2:
        return []
    return [f"hire.{a}.{b}" for a, b in combinations(D.NOBLES, 2)]


def _hire_apply(st: State, f: Frame, seat: int, key: str, ev: list[Event]) -> None:
    pop(st, f)
    for n in key.split(".")[1:]:
        E.place_official(st, seat, n, ev)
    note(st, seat, key)
    did(st, seat, "HIRE_OFFICIALS")


kind("sa_hire_officials", legal=_hire_legal, apply=_hire_apply)


# --- Acquire a Plan (§14.2) -------------------------------------------------------------------------
def _plan_apply(st: State, f: Frame, seat: int, key: str, ev: list[Event]) -> None:
    pop(st, f)
    take_plan(st, seat, key.split(".")[1])
    did(st, seat, "ACQUIRE_PLAN")


kind("sa_acquire_plan", legal=lambda st, f: plan_options(st), apply=_plan_apply)


# --- Build a Ship (§14.3; Errata 3, A17) ------------------------------------------------------------
def ship_goods_needed(s, size: int, replaced: int) -> int:
    """Distinct goods owed: the size difference on an upgrade, less the MIDDLE houses and discounts."""
    need = max(0, size - replaced)
    middle = E.house_ability(s, "MIDDLE")
    if middle == "SHIP_FREE":
        return 0
    if middle == "SHIP_MINUS1":
        need -= 1
    need -= E.ability(s, "ADV_SHIP1", "CL_SHIP1")
    return max(0, need)


def ship_options(st: State, seat: int) -> list[str]:
    """``ship.<target>.<goods>``: target ``n`` (a new slot) or the slot of a smaller Ship to replace; goods
    as letters (``x`` for none)."""
    if not st.shipyard:
        return []
    s = st.seats[seat]
    size = ship_kind(st.shipyard[-1]).size
    held = [g for g in D.GOODS if s.goods[g] > 0]
    targets = [("n", 0)] + [(str(i), ship_kind(c).size) for i, c in E.ships(s) if ship_kind(c).size < size]
    out = []
    for t, replaced in targets:
        need = ship_goods_needed(s, size, replaced)
        for combo in combinations(held, need):
            out.append(f"ship.{t}.{''.join(GOOD_LETTER[g] for g in combo) or 'x'}")
    return out


def _ship_apply(st: State, f: Frame, seat: int, key: str, ev: list[Event]) -> None:
    pop(st, f)
    _, target, goods = key.split(".")
    s = st.seats[seat]
    if goods != "x":
        for ch in goods:
            s.goods[LETTER_GOOD[ch]] -= 1
    card = st.shipyard.pop()
    note(st, seat, "ship." + card)
    if target == "n":
        seq(st, F("tuck", seat, card=card, row="top"), F("ship_done", seat))
    else:
        s.top[int(target)] = card          # the cargo stays and is the new Ship's (SEED p.13)
        push(st, "ship_done", seat)


def _ship_done(st: State, f: Frame, ev: list[Event]) -> bool:
    pop(st, f)
    E.move_treasury(st, 1)
    E.standard_gain(st, f.seat, ev)
    did(st, f.seat, "BUILD_SHIP")
    return True


kind("sa_build_ship", legal=lambda st, f: ship_options(st, f.seat), apply=_ship_apply)
kind("ship_done", auto=_ship_done)


# --- Produce Goods (§14.4; A10) ---------------------------------------------------------------------
def store_goods(st: State, seat: int) -> dict[str, int]:
    out = {g: 0 for g in D.GOODS}
    for owner, colour, _ in st.stores.values():
        if owner == seat:
            out[D.GOOD_OF_COLOUR[colour]] += 1
    return out


def produce_gains_any(st: State, seat: int) -> bool:
    s = st.seats[seat]
    cap = E.storage(s)
    return any(n and s.goods[g] < cap for g, n in store_goods(st, seat).items())


def _produce_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    pop(st, f)
    s = st.seats[f.seat]
    before = dict(s.goods)
    made = store_goods(st, f.seat)
    produced = [g for g in D.GOODS if made[g]]
    for g in produced:
        E.gain_good(s, g, made[g])
    right = E.house_ability(s, "RIGHT")
    if right == "PROD_PLUS1_EACH":
        for g in produced:
            E.gain_good(s, g)
    ones = (1 if right == "PROD_PLUS1_ONE" else 0) + E.ability(s, "ADV_PROD1", "CL_PROD1")
    push(st, "produce_end", f.seat, before=before)
    for _ in range(ones):
        push(st, "produce_bonus", f.seat, types=produced)
    return True


def _bonus_legal(st: State, f: Frame) -> list[str]:
    s = st.seats[f.seat]
    cap = E.storage(s)
    return ["bonus." + g for g in f.d["types"] if s.goods[g] < cap]


def _bonus_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    if not _bonus_legal(st, f):        # no room for any produced type: the bonus is lost (SEED)
        pop(st, f)
        return True
    return False


def _bonus_apply(st: State, f: Frame, seat: int, key: str, ev: list[Event]) -> None:
    pop(st, f)
    E.gain_good(st.seats[seat], key.split(".")[1])


def _produce_end(st: State, f: Frame, ev: list[Event]) -> bool:
    """Each type of which at least one good was received drops 1 on the price track (SEED)."""
    pop(st, f)
    s = st.seats[f.seat]
    for g in D.GOODS:
        if s.goods[g] > f.d["before"][g]:
            st.prices[g] = max(D.PRICE_MIN, st.prices[g] - D.PRICE_DROP_ON_PRODUCE)
            note(st, f.seat, "price." + g)
    did(st, f.seat, "PRODUCE_GOODS")
    note(st, f.seat, "produce")
    return True


kind("sa_produce_goods", auto=_produce_auto)
kind("produce_bonus", legal=_bonus_legal, apply=_bonus_apply, auto=_bonus_auto)
kind("produce_end", auto=_produce_end)


# --- Meet the Cardinal (§14.5; A39) -------------------------------------------------------------------
def meet_cardinal(st: State, seat: int, steps: int, slot: str, ev: list[Event]) -> None:
    st.church_mover = seat        # Church scoring starts with whoever moved the Cardinal last (seed p.15)
    for gap in D.cardinal_path(st.cardinal, steps):
        symbol = D.GAP_SYMBOL[gap]
        if symbol == "TREASURY":
            E.move_treasury(st, 1)
        elif symbol == "INFLUENCE":
            st.church_due = True
    st.cardinal = D.cardinal_path(st.cardinal, steps)[-1]
    tile = st.church[slot]
    st.church[slot] = None
    note(st, seat, "cardinal." + slot)
    s = st.seats[seat]
    s.clergy.append(tile)
    if not D.CLERGY_TILE[tile].lasting:          # CL_REIS3 (A37): its reis when taken
        s.reis += D.CLERGY_REIS3_AMOUNT
    did(st, seat, "MEET_CARDINAL")
    ev.append(Event(M("lisboa.log.clergy", player=player(seat), tile=named("clergy", D.CLERGY_TILE[tile].kind)),
                    seat=seat))


def _cardinal_apply(st: State, f: Frame, seat: int, key: str, ev: list[Event]) -> None:
    pop(st, f)
    _, steps, slot = key.split(".")
    meet_cardinal(st, seat, int(steps), slot, ev)


kind("sa_meet_cardinal", legal=lambda st, f: cardinal_options(st, f.seat, 2), apply=_cardinal_apply)


# --- Earn a Royal Favor (§14.6; A34) -----------------------------------------------------------------
def _favor_apply(st: State, f: Frame, seat: int, key: str, ev: list[Event]) -> None:
    pop(st, f)
    take_favor(st, seat, key.split(".")[1])
    did(st, seat, "EARN_FAVOR")


kind("sa_earn_favor", legal=lambda st, f: favor_options(st, f.seat), apply=_favor_apply)
