"""Build a Store (reference §15.1; A35, A40; Maia's noble action): a City tile from the display, a parcel
of its size on its street, a rubble cube of the parcel's column or row, the land's cost (the treasury's reis
plus the cubes left, less discounts), a house, and the wigs of the Public Buildings it faces."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M, player
from engine.core.turns import Move

from . import data, economy, nouns
from .city import (
    cubes_of,
    matching_pbs,
    open_parcels,
    parcel_reward,
    reward_reis,
    reward_treasury,
    store_value,
    treasury_value,
)
from .deeds import did, note
from .effects import charge
from .frames import F, auto_step, choice, pop, push, seq
from .state import Frame, State


def land_discount(s) -> int:
    return 2 * (economy.advantages(s, "ADV_LAND2") + economy.clergy(s, "CL_LAND2")) + economy.real_discount(s)


def land_cost(st: State, seat: int, pid: str, taken: str | None, treasury: int = 0) -> int:
    """Treasury reis value + the cubes still in the column and row (3/2/1), less discounts (SEED; T18)."""
    values = [data.RUBBLE_VALUE[t] for _, t in cubes_of(st, pid)]
    if taken is not None:
        values.remove(data.RUBBLE_VALUE[taken])
    return max(0, treasury_value(st, treasury) + sum(values) - land_discount(st.seats[seat]))


def cheapest_land(st: State, seat: int, pid: str, treasury: int = 0) -> int:
    cubes = cubes_of(st, pid)
    taken = max((t for _, t in cubes), key=lambda t: data.RUBBLE_VALUE[t]) if cubes else None
    return land_cost(st, seat, pid, taken, treasury)


def parcel_ok(st: State, seat: int, pid: str, money: int, treasury: int = 0) -> bool:
    """The land can be paid after the parcel's reward (its reis, its Cardinal step)."""
    reward = parcel_reward(st, pid)
    return cheapest_land(st, seat, pid, treasury + reward_treasury(st, seat, reward)) <= money + reward_reis(reward)


def store_spaces(st: State, seat: int, spend: int = 0, treasury: int = 0) -> list[str]:
    """Display spaces with a parcel whose land can be paid: ``parcel_ok`` for every parcel, with the
    rubble values, the discount and the Cardinal step read once (the hot check of every turn menu)."""
    s = st.seats[seat]
    if all(s.houses[g] >= size for g, size in data.HOUSE_GROUPS):
        return []
    money = economy.budget(s) - spend
    discount = land_discount(s)
    cardinal = reward_treasury(st, seat, _CARDINAL)
    value = data.RUBBLE_VALUE
    cols = {c: [value[t] for t in v] for c, v in st.col_rubble.items()}
    rows = {r: [value[t] for t in v] for r, v in st.row_rubble.items()}
    out = []
    for space, there in st.city_display.items():
        if not there:
            continue
        for pid in open_parcels(st, space):
            p = data.PARCEL[pid]
            cubes = cols[p.column] + rows[p.row]
            reward = parcel_reward(st, pid)
            bump = cardinal if "+CARDINAL1" in reward else 0
            land = treasury_value(st, treasury + bump) + sum(cubes) - (max(cubes) if cubes else 0) - discount
            if max(0, land) <= money + reward_reis(reward):
                out.append(space)
                break
    return out


_CARDINAL = ("+CARDINAL1",)


def _space(st: State, f: Frame, seat: int, ev: list[Event], space: str) -> None:
    pop(st, f)
    push(st, "store_parcel", seat, space=space)


def _space_label(st: State, f, seat: int, space: str):
    return M(
        "lisboa.opt.space",
        street=nouns.named("street", data.CITY_DISPLAY[space][0]),
        small="yes" if data.CITY_DISPLAY[space][1] else "no",
    )


def _parcel_legal(st: State, f: Frame, seat: int) -> list[str]:
    money = economy.budget(st.seats[f.seat])
    return ["parcel." + pid for pid in open_parcels(st, f.d["space"]) if parcel_ok(st, f.seat, pid, money)]


def _parcel(st: State, f: Frame, seat: int, ev: list[Event], pid: str) -> None:
    pop(st, f)
    space = f.d["space"]
    colour = data.CITY_DISPLAY[space][0]
    st.city_display[space] = False
    st.stores[pid] = [seat, colour, ""]
    note(st, seat, "store." + pid)
    seq(
        st,
        *[F("effect", seat, code=c) for c in parcel_reward(st, pid)],
        F("store_cube", seat, parcel=pid),
        F("store_cost", seat, parcel=pid),
        F("store_house", seat, parcel=pid),
        F("store_wigs", seat, parcel=pid),
    )


def _parcel_label(st: State, f, seat: int, pid: str):
    return M(
        "lisboa.opt.parcel",
        parcel=nouns.parcel(pid),
        reward=nouns.effects(parcel_reward(st, pid)),
        cost=cheapest_land(st, seat, pid),
    )


def _cube_legal(st: State, f: Frame, seat: int = 0) -> list[str]:
    money = economy.budget(st.seats[f.seat])
    pid = f.d["parcel"]
    seen = []
    for where, t in cubes_of(st, pid):
        key = f"cube.{where}.{t}"
        if key not in seen and land_cost(st, f.seat, pid, t) <= money:
            seen.append(key)
    return seen


def _cube_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    if not cubes_of(st, f.d["parcel"]):
        pop(st, f)
        return True
    if not _cube_legal(st, f):
        raise RuntimeError("no affordable rubble choice")
    return False


def _cube(st: State, f: Frame, seat: int, ev: list[Event], where: str, t: str) -> None:
    pop(st, f)
    p = data.PARCEL[f.d["parcel"]]
    (st.col_rubble[p.column] if where == "c" else st.row_rubble[p.row]).remove(t)
    economy.gain_rubble(st, seat, t, ev)


def _cube_label(st: State, f: Frame, seat: int, where: str, t: str):
    return M("lisboa.opt.cube", rubble=nouns.rubble(t), where=where, cost=land_cost(st, seat, f.d["parcel"], t))


def _cost_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    pop(st, f)
    charge(st, f.seat, land_cost(st, f.seat, f.d["parcel"], None), "land")
    return True


def _house_legal(st: State, f: Frame, seat: int) -> list[str]:
    return ["house." + g for g, n in economy.houses_left(st.seats[f.seat]).items() if n]


def _house(st: State, f: Frame, seat: int, ev: list[Event], group: str) -> None:
    pop(st, f)
    st.seats[seat].houses[group] += 1
    st.stores[f.d["parcel"]][2] = group


def _wigs_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    pop(st, f)
    pid = f.d["parcel"]
    s = st.seats[f.seat]
    wigs = store_value(st, pid) * matching_pbs(st, pid, st.stores[pid][1]) + economy.clergy(s, "CL_STOREWIG")
    economy.gain_wigs(s, wigs)
    did(st, f.seat, "BUILD_STORE")
    ev.append(Event(M("lisboa.log.store", player=player(f.seat), parcel=pid[1:], wigs=wigs), seat=f.seat))
    return True


STORE_STEPS = [
    choice(
        "store",
        lambda st, f, seat: ["space." + sp for sp in store_spaces(st, f.seat)],
        Move("space", _space, args=(str,), label=_space_label),
    ),
    choice("store_parcel", _parcel_legal, Move("parcel", _parcel, args=(str,), label=_parcel_label)),
    choice("store_cube", _cube_legal, Move("cube", _cube, args=(str, str), label=_cube_label), auto=_cube_auto),
    auto_step("store_cost", _cost_auto),
    choice(
        "store_house",
        _house_legal,
        Move(
            "house",
            _house,
            args=(str,),
            label=lambda st, f, seat, g: M("lisboa.opt.house", group=nouns.named("house", g)),
        ),
    ),
    auto_step("store_wigs", _wigs_auto),
]


STEPS = STORE_STEPS
