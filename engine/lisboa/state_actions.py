"""The six state actions (reference §14, SEED): hire Officials, acquire a plan, build a Ship, produce goods,
meet the Cardinal, earn a royal favor. ``feasible`` says whether one can be carried out in full (an
option is offered only then, SEED p.8); ``start`` schedules it.
"""

from __future__ import annotations

from itertools import combinations

from engine.core.actions import Event
from engine.core.text import M
from engine.core.turns import Move

from . import data, economy, nouns
from .cardinal import cardinal_options, meet_cardinal
from .deeds import did, note
from .effects import (
    cardinal_label,
    favor_label,
    favor_options,
    plan_label,
    plan_options,
    take_favor,
    take_plan,
)
from .frames import F, auto_step, choice, pop, push, seq
from .setup import ship_kind
from .state import Frame, State

GOOD_LETTER = {"GOLD": "G", "CLOTH": "C", "BOOKS": "B", "TOOLS": "T"}
LETTER_GOOD = {v: k for k, v in GOOD_LETTER.items()}


def feasible(st: State, seat: int, action: str) -> bool:
    if action == "HIRE_OFFICIALS":
        return economy.officials_on_board(st, seat) >= 2  # A9
    if action == "ACQUIRE_PLAN":
        return bool(plan_options(st))
    if action == "BUILD_SHIP":
        return bool(ship_options(st, seat))
    if action == "PRODUCE_GOODS":
        return produce_gains_any(st, seat)  # A10
    if action == "MEET_CARDINAL":
        return bool(cardinal_options(st, seat, 2))
    if action == "EARN_FAVOR":
        return bool(favor_options(st, seat))
    raise ValueError(action)


def start(st: State, seat: int, action: str, ev: list[Event]) -> None:
    push(st, action.lower(), seat)  # the step of each is named after it


# --- Hire Officials (§14.1) -------------------------------------------------------------------------
def _hire_legal(st: State, f: Frame, seat: int) -> list[str]:
    if economy.officials_on_board(st, f.seat) < 2:
        return []
    return [f"hire.{a}.{b}" for a, b in combinations(data.NOBLES, 2)]


def _hire(st: State, f: Frame, seat: int, ev: list[Event], a: str, b: str) -> None:
    pop(st, f)
    economy.place_official(st, seat, a, ev)
    economy.place_official(st, seat, b, ev)
    note(st, seat, f"hire.{a}.{b}")
    did(st, seat, "HIRE_OFFICIALS")


HIRE_OFFICIALS = choice(
    "hire_officials",
    _hire_legal,
    Move(
        "hire",
        _hire,
        args=(str, str),
        label=lambda st, f, seat, a, b: M("lisboa.opt.hire", a=nouns.noble(a), b=nouns.noble(b)),
    ),
)


# --- Acquire a Plan (§14.2) -------------------------------------------------------------------------
def _plan(st: State, f: Frame, seat: int, ev: list[Event], arch: str) -> None:
    pop(st, f)
    take_plan(st, seat, arch)
    did(st, seat, "ACQUIRE_PLAN")


ACQUIRE_PLAN = choice(
    "acquire_plan", lambda st, f, seat: plan_options(st), Move("plan", _plan, args=(str,), label=plan_label)
)


# --- Build a Ship (§14.3; Errata 3, A17) ------------------------------------------------------------
def ship_goods_needed(s, size: int, replaced: int) -> int:
    """Distinct goods owed: the size difference on an upgrade, less the MIDDLE houses and discounts."""
    need = max(0, size - replaced)
    middle = economy.house_ability(s, "MIDDLE")
    if middle == "SHIP_FREE":
        return 0
    if middle == "SHIP_MINUS1":
        need -= 1
    need -= economy.ability(s, "ADV_SHIP1", "CL_SHIP1")
    return max(0, need)


def ship_options(st: State, seat: int) -> list[str]:
    """``ship.<target>.<goods>``: target ``n`` (a new slot) or the slot of a smaller Ship to replace; goods
    as letters (``x`` for none)."""
    if not st.shipyard:
        return []
    s = st.seats[seat]
    size = ship_kind(st.shipyard[-1]).size
    held = [g for g in data.GOODS if s.goods[g] > 0]
    targets = [("n", 0)] + [(str(i), ship_kind(c).size) for i, c in economy.ships(s) if ship_kind(c).size < size]
    out = []
    for t, replaced in targets:
        need = ship_goods_needed(s, size, replaced)
        for combo in combinations(held, need):
            out.append(f"ship.{t}.{''.join(GOOD_LETTER[g] for g in combo) or 'x'}")
    return out


def _ship(st: State, f: Frame, seat: int, ev: list[Event], target: str, goods: str) -> None:
    pop(st, f)
    s = st.seats[seat]
    if goods != "x":
        for ch in goods:
            s.goods[LETTER_GOOD[ch]] -= 1
    card = st.shipyard.pop()
    note(st, seat, "ship." + card)
    if target == "n":
        seq(st, F("tuck", seat, card=card, row="top"), F("ship_done", seat))
    else:
        s.top[int(target)] = card  # the cargo stays and is the new Ship's (SEED p.13)
        push(st, "ship_done", seat)


def _ship_done(st: State, f: Frame, ev: list[Event]) -> bool:
    pop(st, f)
    economy.move_treasury(st, 1)
    economy.standard_gain(st, f.seat, ev)
    did(st, f.seat, "BUILD_SHIP")
    return True


def ship_label(st: State, f, seat: int, target: str, goods: str):
    size = ship_kind(st.shipyard[-1]).size if st.shipyard else 0
    paid = nouns.goods([LETTER_GOOD[ch] for ch in goods] if goods != "x" else []) or [M("lisboa.nothing")]
    if target == "n":
        return M("lisboa.opt.ship_new", size=size, goods=paid)
    ship = st.seats[seat].top[int(target)]
    assert ship is not None  # an upgrade replaces a Ship of the portfolio
    old = ship_kind(ship).size
    return M("lisboa.opt.ship_upgrade", old=old, size=size, goods=paid)


BUILD_SHIP = choice(
    "build_ship", lambda st, f, seat: ship_options(st, f.seat), Move("ship", _ship, args=(str, str), label=ship_label)
)
SHIP_DONE = auto_step("ship_done", _ship_done)


# --- Produce Goods (§14.4; A10) ---------------------------------------------------------------------
def store_goods(st: State, seat: int) -> dict[str, int]:
    out = {g: 0 for g in data.GOODS}
    for owner, colour, _ in st.stores.values():
        if owner == seat:
            out[data.GOOD_OF_COLOUR[colour]] += 1
    return out


def produce_gains_any(st: State, seat: int) -> bool:
    s = st.seats[seat]
    cap = economy.storage(s)
    return any(n and s.goods[g] < cap for g, n in store_goods(st, seat).items())


def _produce_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    pop(st, f)
    s = st.seats[f.seat]
    before = dict(s.goods)
    made = store_goods(st, f.seat)
    produced = [g for g in data.GOODS if made[g]]
    for g in produced:
        economy.gain_good(s, g, made[g])
    right = economy.house_ability(s, "RIGHT")
    if right == "PROD_PLUS1_EACH":
        for g in produced:
            economy.gain_good(s, g)
    ones = (1 if right == "PROD_PLUS1_ONE" else 0) + economy.ability(s, "ADV_PROD1", "CL_PROD1")
    push(st, "produce_end", f.seat, before=before)
    for _ in range(ones):
        push(st, "produce_bonus", f.seat, types=produced)
    return True


def _bonus_legal(st: State, f: Frame, seat: int = 0) -> list[str]:
    s = st.seats[f.seat]
    cap = economy.storage(s)
    return ["bonus." + g for g in f.d["types"] if s.goods[g] < cap]


def _bonus_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    if not _bonus_legal(st, f):  # no room for any produced type: the bonus is lost (SEED)
        pop(st, f)
        return True
    return False


def _bonus(st: State, f: Frame, seat: int, ev: list[Event], good: str) -> None:
    pop(st, f)
    economy.gain_good(st.seats[seat], good)


def _produce_end(st: State, f: Frame, ev: list[Event]) -> bool:
    """Each type of which at least one good was received drops 1 on the price track (SEED)."""
    pop(st, f)
    s = st.seats[f.seat]
    for g in data.GOODS:
        if s.goods[g] > f.d["before"][g]:
            st.prices[g] = max(data.PRICE_MIN, st.prices[g] - data.PRICE_DROP_ON_PRODUCE)
            note(st, f.seat, "price." + g)
    did(st, f.seat, "PRODUCE_GOODS")
    note(st, f.seat, "produce")
    return True


PRODUCE_GOODS = auto_step("produce_goods", _produce_auto)
PRODUCE_BONUS = choice(
    "produce_bonus",
    _bonus_legal,
    Move("bonus", _bonus, args=(str,), label=lambda st, f, seat, g: M("lisboa.opt.bonus", good=nouns.good(g))),
    auto=_bonus_auto,
)
PRODUCE_END = auto_step("produce_end", _produce_end)


# --- Meet the Cardinal (§14.5; A39: cardinal.py) ------------------------------------------------------
def _cardinal(st: State, f: Frame, seat: int, ev: list[Event], steps: int, slot: str) -> None:
    pop(st, f)
    meet_cardinal(st, seat, steps, slot, ev)


MEET_CARDINAL = choice(
    "meet_cardinal",
    lambda st, f, seat: cardinal_options(st, f.seat, 2),
    Move("card", _cardinal, args=(int, str), label=cardinal_label),
)


# --- Earn a Royal Favor (§14.6; A34) -----------------------------------------------------------------
def _favor(st: State, f: Frame, seat: int, ev: list[Event], noble: str) -> None:
    pop(st, f)
    take_favor(st, seat, noble)
    did(st, seat, "EARN_FAVOR")


EARN_FAVOR = choice(
    "earn_favor", lambda st, f, seat: favor_options(st, f.seat), Move("favor", _favor, args=(str,), label=favor_label)
)

STEPS = [
    HIRE_OFFICIALS,
    ACQUIRE_PLAN,
    BUILD_SHIP,
    SHIP_DONE,
    PRODUCE_GOODS,
    PRODUCE_BONUS,
    PRODUCE_END,
    MEET_CARDINAL,
    EARN_FAVOR,
]
