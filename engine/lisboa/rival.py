"""The solo Rival (reference §18, PROPOSED): on its turn it takes the top card of the next pile with cards
and acts for that pile's noble (a Store, a decree, an Official) or the Treasury, scoring wigs where it
cannot."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M

from . import city, data, economy
from .nouns import named
from .state import State

RIVAL_TIE_ORDER = ("YELLOW", "PINK", "BROWN", "BLUE", "SMALL_BLUE")
RIVAL_HOUSE_ORDER = ("LEFT", "MIDDLE", "RIGHT")
RIVAL_WIGS = {"no_store": 2, "decree": 3, "no_official": 2, "treasury": 1}


def rival_turn(st: State, ev: list[Event]) -> None:
    seat = st.active
    s = st.seats[seat]
    k = len(data.PILES)
    for step in range(1, k + 1):
        i = (st.rival_pile + step) % k
        p = data.PILES[i]
        if st.piles.get(p):
            break
    else:
        ev.append(Event(M("lisboa.log.rival_idle"), seat=seat))
        return
    st.rival_pile = i
    st.gone.append(st.piles[p].pop())  # removed from the game
    st.face_up[p] = False
    if p == "MAIA":
        if not rival_store(st, seat, ev):
            economy.gain_wigs(s, RIVAL_WIGS["no_store"])
    elif p == "POMBAL":
        if st.decree_display:
            st.decree_display.pop(0)
        economy.gain_wigs(s, RIVAL_WIGS["decree"])
    elif p == "KING":
        if economy.officials_on_board(st, seat) > 0:
            human = 0
            office = max(data.NOBLES, key=lambda n: (st.offices[n].count(human), -data.NOBLES.index(n)))
            economy.place_official(st, seat, office, ev)
        else:
            economy.gain_wigs(s, RIVAL_WIGS["no_official"])
    else:
        economy.move_treasury(st, -1)
        economy.gain_wigs(s, RIVAL_WIGS["treasury"])
    ev.append(Event(M("lisboa.log.rival", pile=named("pile", p)), seat=seat))


def rival_store(st: State, seat: int, ev: list[Event]) -> bool:
    s = st.seats[seat]
    group = next((g for g in RIVAL_HOUSE_ORDER if economy.houses_left(s)[g]), None)
    if group is None:
        return False
    mine = {c: 0 for c in data.COLOURS}
    for owner, colour, _ in st.stores.values():
        if owner == seat:
            mine[colour] += 1
    spaces = [sp for sp in RIVAL_TIE_ORDER if st.city_display[sp] and city.open_parcels(st, sp)]
    if not spaces:
        return False
    space = min(spaces, key=lambda sp: (mine[data.CITY_DISPLAY[sp][0]], RIVAL_TIE_ORDER.index(sp)))
    reading = sorted(city.open_parcels(st, space), key=lambda pid: (data.PARCEL[pid].row, data.PARCEL[pid].column))
    pid = reading[0]
    colour = data.CITY_DISPLAY[space][0]
    st.city_display[space] = False
    cubes = city.cubes_of(st, pid)
    if cubes:
        where, t = max(cubes, key=lambda c: data.RUBBLE_VALUE[c[1]])
        p = data.PARCEL[pid]
        (st.col_rubble[p.column] if where == "c" else st.row_rubble[p.row]).remove(t)  # to the box
    st.stores[pid] = [seat, colour, group]
    s.houses[group] += 1
    economy.gain_wigs(s, city.store_value(st, pid) * city.matching_pbs(st, pid, colour))
    return True
