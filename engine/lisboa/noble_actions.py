"""The three noble actions (reference §15, SEED): build a Store (Maia), take a decree (Pombal), open a
public building (the King). ``feasible`` checks that one can be carried out in full with the reis the
seat can raise (reis + Influence, plus reis its own reward would bring); ``start`` schedules it.
"""
from __future__ import annotations

from functools import lru_cache

from engine.core.actions import Event
from engine.core.text import M, player
from engine.core.turns import Move

from . import data, economy, nouns
from .cardinal import cardinal_options
from .deeds import did, note
from .effects import charge, return_label
from .frames import F, auto_step, bare, choice, pop, push, seq
from .nouns import named
from .state import Frame, State


def feasible(st: State, seat: int, action: str, spend: int = 0, treasury: int = 0) -> bool:
    """``spend``: reis the seat pays before the action (a sponsor fee, the reis part of a visit);
    ``treasury``: treasury steps up before it (a Ship built in the visit's state action)."""
    if action == "BUILD_STORE":
        return bool(store_spaces(st, seat, spend, treasury))
    if action == "TAKE_DECREE":
        return bool(st.decree_display)
    if action == "OPEN_PUBLIC_BUILDING":
        return bool(pb_plans(st, seat, spend, treasury))
    raise ValueError(action)


def start(st: State, seat: int, action: str, ev: list[Event]) -> None:
    push(st, {"BUILD_STORE": "store", "TAKE_DECREE": "decree",
              "OPEN_PUBLIC_BUILDING": "public_building"}[action], seat)


@lru_cache(maxsize=None)
def _reward_reis(codes: tuple[str, ...]) -> int:
    return sum(data.effect(c)[1] for c in codes if data.effect(c)[0] == "+REIS")


def reward_reis(codes) -> int:
    return _reward_reis(tuple(codes))


def reward_treasury(st: State, seat: int, codes) -> int:
    """Treasury steps a reward takes before the payment: ``+CARDINAL1`` is mandatory when it has a tile to
    take, and its one step may pass the treasury gap (the land or hiring cost then rises)."""
    if "+CARDINAL1" not in codes:
        return 0
    if not cardinal_options(st, seat, 1):
        return 0
    return sum(1 for gap in data.cardinal_path(st.cardinal, 1) if data.GAP_SYMBOL[gap] == "TREASURY")


def treasury_value(st: State, steps: int = 0) -> int:
    return data.TREASURY_REIS[min(data.TREASURY_SPACES[-1], max(data.TREASURY_SPACES[0], st.treasury + steps))]


# --- Build a Store (§15.1; A35, A40) ------------------------------------------------------------------
def parcel_reward(st: State, pid: str) -> tuple[str, ...]:
    return tuple(st.parcel_rewards.get(pid, data.PARCEL[pid].reward))


def site_reward(st: State, sid: str) -> tuple[str, ...]:
    return tuple(st.site_rewards.get(sid, data.SITE[sid].reward))


@lru_cache(maxsize=None)
def _space_parcels(space: str) -> tuple[tuple[str, str], ...]:
    """(parcel, row) of the space's tile size touching its street."""
    colour, small = data.CITY_DISPLAY[space]
    return tuple((pid, data.PARCEL[pid].row) for pid in data.parcels_on_street(colour)
                 if data.PARCEL[pid].small == small)


def open_parcels(st: State, space: str) -> list[str]:
    """Empty parcels in play of the space's tile size touching its street (SEED §15.1)."""
    stores, rows = st.stores, st.row_rubble
    return [pid for pid, row in _space_parcels(space) if pid not in stores and row in rows]


def cubes_of(st: State, pid: str) -> list[tuple[str, str]]:
    """The cubes that count for a parcel: ("c", type) in its column, ("r", type) at its row's end."""
    p = data.PARCEL[pid]
    return [("c", t) for t in st.col_rubble[p.column]] + [("r", t) for t in st.row_rubble.get(p.row, [])]


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
    return M("lisboa.opt.space", street=nouns.named("street", data.CITY_DISPLAY[space][0]),
             small="yes" if data.CITY_DISPLAY[space][1] else "no")


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
    seq(st, *[F("effect", seat, code=c) for c in parcel_reward(st, pid)],
        F("store_cube", seat, parcel=pid), F("store_cost", seat, parcel=pid),
        F("store_house", seat, parcel=pid), F("store_wigs", seat, parcel=pid))


def _parcel_label(st: State, f, seat: int, pid: str):
    return M("lisboa.opt.parcel", parcel=nouns.parcel(pid), reward=nouns.effects(parcel_reward(st, pid)),
             cost=cheapest_land(st, seat, pid))


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


def store_value(st: State, pid: str) -> int:
    """The big number of the scoring tile of the Store's column (A2: the half column reads C4's)."""
    return st.scoring_tiles[data.SCORING_SLOT_OF_COLUMN[data.PARCEL[pid].column]]


def matching_pbs(st: State, pid: str, colour: str) -> int:
    n = 0
    for site, need in data.matching_sites(pid, colour):
        if site in st.sites and (need is None or need in pb_colours(st, site)):
            n += 1
    return n


def pb_colours(st: State, site: str) -> tuple[str, str]:
    tile, arch = st.sites[site]
    return data.PUBLIC_BUILDING[tile].side(arch)


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
    choice("store", lambda st, f, seat: ["space." + sp for sp in store_spaces(st, f.seat)],
           Move("space", _space, args=(str,), label=_space_label)),
    choice("store_parcel", _parcel_legal, Move("parcel", _parcel, args=(str,), label=_parcel_label)),
    choice("store_cube", _cube_legal, Move("cube", _cube, args=(str, str), label=_cube_label), auto=_cube_auto),
    auto_step("store_cost", _cost_auto),
    choice("store_house", _house_legal,
           Move("house", _house, args=(str,),
                label=lambda st, f, seat, g: M("lisboa.opt.house", group=nouns.named("house", g)))),
    auto_step("store_wigs", _wigs_auto),
]


# --- Take a Decree (§15.2; A22) -------------------------------------------------------------------------
def take_decree(st: State, seat: int, d: str) -> None:
    st.decree_display.remove(d)
    st.seats[seat].decrees.append(d)


def _decree(st: State, f: Frame, seat: int, ev: list[Event], d: str) -> None:
    pop(st, f)
    s = st.seats[seat]
    take_decree(st, seat, d)
    note(st, seat, "decree." + d)
    did(st, seat, "TAKE_DECREE")
    if s.markers > 0 and seat not in st.marker_spent and st.decree_display:
        push(st, "decree_more", seat)


def _second_decree(st: State, f: Frame, seat: int, ev: list[Event], d: str) -> None:
    """A set marker spent for a 2nd decree (once a turn, A22)."""
    pop(st, f)
    s = st.seats[seat]
    s.markers -= 1
    st.marker_spent.append(seat)
    take_decree(st, seat, d)
    note(st, seat, "decree." + d)
    did(st, seat, "TAKE_DECREE")


def _stop(st: State, f: Frame, seat: int, ev: list[Event]) -> None:
    pop(st, f)


def decree_label(st: State, f, seat: int, d: str):
    return M("lisboa.opt.decree", decree=nouns.decree(d))


DECREE_STEPS = [
    choice("decree", lambda st, f, seat: ["decree." + d for d in st.decree_display],
           Move("decree", _decree, args=(str,), label=decree_label)),
    choice("decree_more", lambda st, f, seat: ["decree." + d for d in st.decree_display] + ["stop"],
           Move("decree", _second_decree, args=(str,), label=decree_label), bare("stop", _stop)),
]


# --- Open a Public Building (§15.3) ---------------------------------------------------------------------
def plan_need(s, plan: str) -> int:
    return max(0, data.PLAN[plan].officials - economy.ability(s, "ADV_PLAN1", "CL_PLAN1"))


def hire_price(st: State, seat: int, treasury: int = 0) -> int:
    s = st.seats[seat]
    return max(0, treasury_value(st, treasury) - economy.ability(s, "ADV_HIRE1", "CL_HIRE1"))


def hire_cost(st: State, seat: int, missing: int, treasury: int = 0) -> int:
    if missing <= 0:
        return 0
    return max(0, missing * hire_price(st, seat, treasury) - economy.real_discount(st.seats[seat]))


def pb_sites(st: State, arch: str) -> list[str]:
    tile = st.pb_available.get(arch)
    if tile is None:
        return []
    colours = data.PUBLIC_BUILDING[tile].side(arch)
    out = []
    for sid in st.site_rubble:
        if sid in st.sites:
            continue
        site = data.SITE[sid]
        if site.side == "N" and site.street not in colours:
            continue
        out.append(sid)
    return out


def pb_plans(st: State, seat: int, spend: int = 0, treasury: int = 0) -> list[str]:
    """Uncompleted plans of the seat that can be completed now, one per (architect, Officials)."""
    s = st.seats[seat]
    money = economy.budget(s) - spend
    out, seen = [], set()
    for plan in s.plans:
        arch = data.PLAN[plan].architect
        sig = (arch, data.PLAN[plan].officials)
        if sig in seen:
            continue
        sites = pb_sites(st, arch)
        if not sites:
            continue
        if any(site_ok(st, seat, plan, sid, money, treasury) for sid in sites):
            seen.add(sig)
            out.append(plan)
    return out


def site_ok(st: State, seat: int, plan: str, sid: str, money: int, treasury: int = 0) -> bool:
    """The missing Officials can be hired after the site's reward (its reis, its Cardinal step)."""
    reward = site_reward(st, sid)
    missing = plan_need(st.seats[seat], plan) - economy.officials_placed(st, seat)
    return hire_cost(st, seat, missing, treasury + reward_treasury(st, seat, reward)) <= money + reward_reis(reward)


def _pbplan(st: State, f: Frame, seat: int, ev: list[Event], plan: str) -> None:
    pop(st, f)
    push(st, "public_building_site", seat, plan=plan)


def _pbplan_label(st: State, f, seat: int, plan: str):
    p = data.PLAN[plan]
    return M("lisboa.opt.pbplan", plan=nouns.plan(plan), pb=nouns.pb(st.pb_available[p.architect], p.architect))


def _site_legal(st: State, f: Frame, seat: int) -> list[str]:
    plan = f.d["plan"]
    money = economy.budget(st.seats[f.seat])
    return ["site." + sid for sid in pb_sites(st, data.PLAN[plan].architect) if site_ok(st, f.seat, plan, sid, money)]


def _site(st: State, f: Frame, seat: int, ev: list[Event], sid: str) -> None:
    pop(st, f)
    plan = f.d["plan"]
    for t in st.site_rubble.pop(sid):
        economy.gain_rubble(st, seat, t, ev)
    arch = data.PLAN[plan].architect
    st.sites[sid] = [st.pb_available[arch], arch]
    note(st, seat, "pb." + sid)
    seq(st, *[F("effect", seat, code=c) for c in site_reward(st, sid)],
        F("public_building_officials", seat, need=plan_need(st.seats[seat], plan)),
        F("public_building_done", seat, plan=plan, site=sid))


def _site_label(st: State, f, seat: int, sid: str):
    return M("lisboa.opt.site", site=nouns.site(sid), reward=nouns.effects(site_reward(st, sid)))


def _officials_legal(st: State, f: Frame, seat: int) -> list[str]:
    return [f"ret.{n}.{w}" for n, w in economy.official_spots(st, f.seat)]


def _officials_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    """Officials come back from offices and courtyards first; only the missing ones are hired (SEED)."""
    need = f.d["need"]
    spots = economy.official_spots(st, f.seat)
    placed = economy.officials_placed(st, f.seat)
    if need > 0 and placed > need and len(spots) > 1:
        return False
    pop(st, f)
    back = min(need, placed)
    for _ in range(back):
        n, w = economy.official_spots(st, f.seat)[0]
        economy.return_official(st, f.seat, n, w)
    charge(st, f.seat, hire_cost(st, f.seat, need - back), "hire")
    return True


def _official_back(st: State, f: Frame, seat: int, ev: list[Event], n: str, w: str) -> None:
    economy.return_official(st, seat, n, w)
    f.d["need"] -= 1


def _pb_done(st: State, f: Frame, ev: list[Event]) -> bool:
    pop(st, f)
    seat, plan, sid = f.seat, f.d["plan"], f.d["site"]
    s = st.seats[seat]
    s.plans.remove(plan)
    s.done_plans.append(plan)
    arch = data.PLAN[plan].architect
    st.pb_available[arch] = st.pb_stacks[arch].pop() if st.pb_stacks[arch] else None
    if st.pb_available[arch] is not None:            # the next building of the stack turns up
        ev.append(Event(M("lisboa.log.pb_next", arch=named("arch", arch)), reveals=True))
    site = data.SITE[sid]
    colours = pb_colours(st, sid)
    paid = []
    for pid, (owner, colour, _) in st.stores.items():
        p = data.PARCEL[pid]
        hit = colour == site.street if site.side == "N" else (p.row == site.row and colour in colours)
        if hit:
            economy.gain_wigs(st.seats[owner], store_value(st, pid))
            paid.append(owner)
    economy.gain_wigs(s, 2 * economy.clergy(s, "CL_PBWIG"))
    did(st, seat, "OPEN_PUBLIC_BUILDING")
    ev.append(Event(M("lisboa.log.pb", player=player(seat), site=named("site", sid), stores=len(paid)),
                    seat=seat))
    return True


PUBLIC_BUILDING_STEPS = [
    choice("public_building", lambda st, f, seat: ["pbplan." + p for p in pb_plans(st, f.seat)],
           Move("pbplan", _pbplan, args=(str,), label=_pbplan_label)),
    choice("public_building_site", _site_legal, Move("site", _site, args=(str,), label=_site_label)),
    choice("public_building_officials", _officials_legal,
           Move("ret", _official_back, args=(str, str), label=return_label),
           auto=_officials_auto),
    auto_step("public_building_done", _pb_done),
]

STEPS = STORE_STEPS + DECREE_STEPS + PUBLIC_BUILDING_STEPS
