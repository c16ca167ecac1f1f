"""The city (reference §15, A2, A20, A35): its parcels and their rubble, the rewards of parcels and Public
Building sites, the Store values of the scoring tiles and the colours of the opened Public Buildings --
what building a Store and opening a Public Building both read."""

from __future__ import annotations

from functools import lru_cache

from . import data
from .cardinal import cardinal_options
from .state import State


@lru_cache(maxsize=None)
def _reward_reis(codes: tuple[str, ...]) -> int:
    return sum(data.amount(c) for c in codes if data.effect(c)[0] == "+REIS")


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


def parcel_reward(st: State, pid: str) -> tuple[str, ...]:
    return tuple(st.parcel_rewards.get(pid, data.PARCEL[pid].reward))


def site_reward(st: State, sid: str) -> tuple[str, ...]:
    return tuple(st.site_rewards.get(sid, data.SITE[sid].reward))


@lru_cache(maxsize=None)
def _space_parcels(space: str) -> tuple[tuple[str, str], ...]:
    """(parcel, row) of the space's tile size touching its street."""
    colour, small = data.CITY_DISPLAY[space]
    return tuple(
        (pid, data.PARCEL[pid].row) for pid in data.parcels_on_street(colour) if data.PARCEL[pid].small == small
    )


def open_parcels(st: State, space: str) -> list[str]:
    """Empty parcels in play of the space's tile size touching its street (SEED §15.1)."""
    stores, rows = st.stores, st.row_rubble
    return [pid for pid, row in _space_parcels(space) if pid not in stores and row in rows]


def cubes_of(st: State, pid: str) -> list[tuple[str, str]]:
    """The cubes that count for a parcel: ("c", type) in its column, ("r", type) at its row's end."""
    p = data.PARCEL[pid]
    return [("c", t) for t in st.col_rubble[p.column]] + [("r", t) for t in st.row_rubble.get(p.row, [])]


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
