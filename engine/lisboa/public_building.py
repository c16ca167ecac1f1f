"""Open a Public Building (reference §15.3; the King's noble action): a plan of the player's whose architect
has a building on offer, a site for it, the Officials it needs (back from the offices first, the rest
hired), then every Store it faces pays its owner."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M, player
from engine.core.turns import Move

from . import data, economy, nouns
from .city import pb_colours, reward_reis, reward_treasury, site_reward, store_value, treasury_value
from .deeds import did, note
from .effects import charge, return_label
from .frames import F, auto_step, choice, pop, push, seq
from .nouns import named
from .state import Frame, State


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
    tile = st.pb_available[p.architect]
    assert tile is not None  # a plan is offered only while its architect has a tile
    return M("lisboa.opt.pbplan", plan=nouns.plan(plan), pb=nouns.pb(tile, p.architect))


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
    tile = st.pb_available[arch]
    assert tile is not None  # a plan is offered only while its architect has a tile
    st.sites[sid] = [tile, arch]
    note(st, seat, "pb." + sid)
    seq(
        st,
        *[F("effect", seat, code=c) for c in site_reward(st, sid)],
        F("public_building_officials", seat, need=plan_need(st.seats[seat], plan)),
        F("public_building_done", seat, plan=plan, site=sid),
    )


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
    if st.pb_available[arch] is not None:  # the next building of the stack turns up
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
    ev.append(Event(M("lisboa.log.pb", player=player(seat), site=named("site", sid), stores=len(paid)), seat=seat))
    return True


PUBLIC_BUILDING_STEPS = [
    choice(
        "public_building",
        lambda st, f, seat: ["pbplan." + p for p in pb_plans(st, f.seat)],
        Move("pbplan", _pbplan, args=(str,), label=_pbplan_label),
    ),
    choice("public_building_site", _site_legal, Move("site", _site, args=(str,), label=_site_label)),
    choice(
        "public_building_officials",
        _officials_legal,
        Move("ret", _official_back, args=(str, str), label=return_label),
        auto=_officials_auto,
    ),
    auto_step("public_building_done", _pb_done),
]


STEPS = PUBLIC_BUILDING_STEPS
