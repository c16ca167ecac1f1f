"""Writes tests/render/fixtures/lisboa_*.json: public views of hand-made Lisboa states (the rules are
not playable yet), each a real setup edited by hand so that every part of the picture has something
to draw: stores, opened sites, cargo at the dock and at sea, officials and courtyards, rubble and
sets, Clergy tiles, decrees, the final breakdown. Run ``python -m tests.render.make_lisboa_fixtures``;
once the game is registered, replace these with views dumped from real random games."""

from __future__ import annotations

import json
from pathlib import Path

from engine.core.last_turn import LastTurn
from engine.lisboa import data as D
from engine.lisboa.setup import setup
from engine.lisboa.state import Options, State
from engine.lisboa.view import public_view

OUT = Path(__file__).parent / "fixtures"


def _keep_clergy(st: State) -> None:
    """The pre-game choice: every seat keeps its first offered Clergy tile."""
    for seat, tiles in list(st.offer.items()):
        st.seats[seat].clergy.append(tiles[0])
        st.bag.extend(tiles[1:])
    st.offer.clear()


def _take(st: State, pile: str) -> str:
    card = st.piles[pile].pop()
    st.face_up[pile] = bool(st.piles[pile])
    return card


def early_2p() -> dict:
    st = setup(2, Options(), 21)
    _keep_clergy(st)
    s0 = st.seats[0]
    s0.top[0] = _take(st, "MAIA")
    s0.influence += 2
    s0.hand.pop()
    st.court = s0.hand.pop()
    st.stores["PB1"] = [0, "YELLOW", "LEFT"]
    s0.houses["LEFT"] = 1
    s0.rubble["FIRE"] = 1
    st.col_rubble["C1"].pop()
    st.city_display["YELLOW"] = False
    st.action_goods["HIRE_OFFICIALS"] = "TOOLS"
    st.treasury = 4
    st.active = 1
    return {**public_view(st, waiting=(1,)).model_dump(mode="json")}


def mid_4p() -> dict:
    st = setup(4, Options(goal_cards=True), 42)
    _keep_clergy(st)
    st.period = 1
    st.treasury = 6
    st.prices = {"BOOKS": 8, "CLOTH": 3, "GOLD": 3, "TOOLS": 1}
    ships = [st.shipyard.pop(), st.shipyard.pop(), st.shipyard.pop()]
    for i, s in enumerate(st.seats):
        s.reis = 6 + 3 * i
        s.wigs = 12 + 4 * i
        s.influence = min(10, 3 + 2 * i)
        s.goods = {"GOLD": i % 3, "CLOTH": 2, "BOOKS": (i + 1) % 3, "TOOLS": 1}
        for _ in range(2):
            s.hand.pop()
    # portfolios: a ship with cargo, one at sea; noble cards; treasury cards
    a, b, c, d = st.seats
    a.top = [ships[0], _take(st, "KING"), None]
    a.dock[0] = ["BOOKS"]
    a.bottom = [_take(st, "TREASURY"), None, None]
    b.top = [_take(st, "MAIA"), ships[1], _take(st, "POMBAL")]
    b.dock[1] = ["GOLD", "CLOTH"]
    b.sea[1] = True
    c.top = [ships[2], None, None]
    c.bottom = [_take(st, "TREASURY"), _take(st, "TREASURY"), None]
    # the city: stores on several streets, opened public buildings with their site rubble taken
    stores = {
        "PA1": (0, "YELLOW", "LEFT"),
        "PB2": (1, "PINK", "MIDDLE"),
        "PC2": (2, "YELLOW", "MIDDLE"),
        "PC3": (3, "BROWN", "RIGHT"),
        "PD4": (0, "BLUE", "MIDDLE"),
        "PA5": (1, "BLUE", "RIGHT"),
        "PE3": (2, "PINK", "LEFT"),
        "PB4": (3, "BROWN", "MIDDLE"),
    }
    for p, (o, f, g) in stores.items():
        st.stores[p] = [o, f, g]
        st.seats[o].houses[g] += 1
    for site, arch in (("N_YELLOW", "ARCH_BLUE"), ("W_C", "ARCH_GREEN"), ("E_B", "ARCH_BLUE")):
        tile = st.pb_available[arch]
        st.sites[site] = [tile, arch]
        st.pb_available[arch] = st.pb_stacks[arch].pop()
        st.site_rubble.pop(site)
        st.seats[1].done_plans.append(st.plan_stacks[arch].pop())
    for col in ("C1", "C2", "C4"):
        cube = st.col_rubble[col].pop()
        a.rubble[cube] += 1
    for row in ("A", "C"):
        cube = st.row_rubble[row].pop()
        b.rubble[cube] += 1
    d.rubble = {"EARTHQUAKE": 5, "FIRE": 5, "TSUNAMI": 5}
    d.sets = 1
    d.markers = 1
    b.rubble = {t: b.rubble[t] + 2 for t in D.RUBBLE_TYPES}
    # offices, courtyards, covered state actions
    st.offices = {"MAIA": [0, 1, 2, 3, 1, 0], "POMBAL": [0, 1, 2, 3, 3], "KING": [2, 2]}
    st.courtyards = {"MAIA": [2, 3, 3], "POMBAL": [], "KING": []}
    st.action_goods = {"BUILD_SHIP": "BOOKS", "MEET_CARDINAL": "CLOTH"}
    # church, favors, plans, decrees
    st.cardinal = "K3"
    st.church["T4"] = None
    st.church_due = True
    c.clergy.append(st.bag.pop())
    c.favors += ["MAIA", "KING"]
    st.favor_stacks["MAIA"] -= 1
    st.favor_stacks["KING"] -= 1
    d.plans.append(st.plan_stacks["ARCH_GREEN"].pop())
    a.decrees += [st.decree_display.pop(), st.decree_display.pop()]
    st.decree_display += [st.decree_deck.pop(), st.decree_deck.pop()]
    st.face_up["KING"] = False  # a face-down top: the picture shows its back
    st.active = 2
    # seat 2's turn so far: a Visit to Maia, a Store on C2 (the board outlines them)
    st.last_turn = LastTurn(2, st.turn_no, ["visit.BL01", "store.PC2", "treasury"])
    return public_view(st, waiting=(3,), prompt_seat=3).model_dump(mode="json")


def final_3p() -> dict:
    st = setup(3, Options(), 7)
    _keep_clergy(st)
    st.phase = "over"
    st.period = 2
    st.shipyard = [f"SHIP4_{i}" for i in (1, 2)] + ["SHIP3_1"]
    st.piles = {p: [] for p in D.PILES}
    st.piles["KING"] = ["BR13"]
    st.face_up = {p: bool(st.piles[p]) for p in D.PILES}
    st.purple = []
    for i, s in enumerate(st.seats):
        s.hand = s.hand[:1]
        s.wigs = 60 + 7 * i
        s.reis = 3 + i
        s.sets = 2 + (i == 1)
        s.top = ["SHIP3_2", "PU03", None] if i == 0 else ["BR08", None, None]
        s.dock[0] = ["GOLD", "BOOKS", "TOOLS"] if i == 0 else []
        s.sea[0] = i == 0
        s.final = {
            "wigs": s.wigs,
            "sets": 3 * s.sets,
            "favors": 2 * i,
            "reis": s.reis // D.REIS_PER_WIG,
            "stores": 9 - 3 * i,
            "officials": (15, 10, 5)[i],
            "decrees": 4 + i,
            "ships": 3 * (i == 0),
        }
        s.final["total"] = sum(s.final.values())
    for k, p in enumerate(("PA1", "PA2", "PB3", "PC1", "PD5", "PE2")):
        st.stores[p] = [k % 3, D.PARCEL[p].streets[0], "MIDDLE"]
    st.col_rubble = {c: [] for c in D.COLUMNS}
    st.sites["E_A"] = [st.pb_available["ARCH_GREEN"], "ARCH_GREEN"]
    st.site_rubble.pop("E_A")
    return public_view(st).model_dump(mode="json")


def solo() -> dict:
    st = setup(1, Options(rival_wigs=15, reward_tokens=True), 5)
    _keep_clergy(st)
    st.stores["PA3"] = [1, "PINK", "LEFT"]  # the Rival's store
    st.stores["PB1"] = [0, "YELLOW", "LEFT"]
    st.offices["KING"].append(1)
    st.seats[1].wigs += 4
    st.seats[0].top[0] = _take(st, "POMBAL")
    st.turns_left = None
    return public_view(st, waiting=(0,)).model_dump(mode="json")


def main() -> None:
    for name, make in (("early_2p", early_2p), ("mid_4p", mid_4p), ("final_3p", final_3p), ("solo", solo)):
        view = make()
        path = OUT / f"lisboa_{name}.json"
        path.write_text(json.dumps({"game": "lisboa", **view}, indent=1, ensure_ascii=False) + "\n")
        print(path)


if __name__ == "__main__":
    main()
