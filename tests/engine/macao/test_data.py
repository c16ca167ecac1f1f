"""Macao's data tables against every documented total of shared/reference/macao.md ("Checked
properties" of B5b, B3, B4a/B4b, B5c) and the English catalog against the card list."""

from __future__ import annotations

import re
from collections import Counter
from itertools import combinations
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast as ftl

from engine.macao import data as d
from engine.macao.data import CARDS, PORTS, QUARTERS

BP = [CARDS[i] for i in d.BP_CARDS]
OFFICES = [CARDS[i] for i in d.OFFICES]


def cubes(cost) -> int:
    return sum(n for _, n in cost)


# --- fixed numbers (B2, A5) ---------------------------------------------------------------------


def test_fixed_numbers():
    assert len(d.COLOURS) == len(set(d.COLOURS)) == 6
    assert len(d.GOODS) == 8 and len(d.PLAYER_COLOURS) == 4
    assert (d.ROUNDS, d.START_GOLD, d.TABLEAU_MAX, d.WALL_SPACES) == (12, 5, 5, 16)
    assert (d.PENALTY_PP, d.CHAIN_PP, d.JOKER_GOLD) == (3, 2, 3)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_display_holds_players_plus_two_after_the_removal(players):
    shown = d.OFFICES_PER_ROUND + d.BP_PER_ROUND - d.REMOVED_BY_PLAYERS[players]
    assert shown == players + d.PREGAME_EXTRA_CARDS


def test_wall_cost_is_1_3_5_7():
    assert [d.wall_cost(k) for k in (1, 2, 3, 4, 15)] == [1, 3, 5, 7, 29]
    with pytest.raises(ValueError):
        d.wall_cost(0)


def test_late_game_dice_follow_the_a5_table():
    turned = {r: {v for v in range(1, 7) if v != 1 and d.die_face(v, r) == 1} for r in range(1, 13)}
    assert all(not turned[r] for r in range(1, 8))
    assert turned[8] == {6} and turned[9] == {5, 6} and turned[10] == {4, 5, 6}
    assert turned[11] == {3, 4, 5, 6} and turned[12] == {2, 3, 4, 5, 6}
    assert d.die_face(5, 8) == 5 and d.die_face(1, 12) == 1


# --- cards: ids, counts, copies ------------------------------------------------------------------


def test_120_cards_24_offices_44_buildings_52_persons():
    assert len(CARDS) == 120
    assert Counter(c.type for c in CARDS.values()) == {"office": 24, "building": 44, "person": 52}
    assert all(cid == c.id and re.fullmatch(r"[A-Z0-9]+", cid) for cid, c in CARDS.items())


def test_ids_fill_every_slot_in_order():
    offices = [f"O{letter}{n}" for letter in "RBGKEP" for n in range(1, 5)]
    buildings = [f"B{n:02d}" for n in range(1, 45)]
    persons = [f"P{n:02d}" for n in range(1, 53)]
    assert list(CARDS) == offices + buildings + persons
    assert d.OFFICES == tuple(offices) and d.BP_CARDS == tuple(buildings + persons)
    assert all(CARDS[i].type == "building" for i in buildings) and all(CARDS[i].type == "person" for i in persons)


def test_copies_as_in_b5b():
    names = Counter(c.name for c in BP)
    copies = {
        "warehouse": 8,
        "market": 2,
        "bank": 2,
        "tea_house": 2,
        "bazaar": 2,
        "merchant": 3,
        "moneylender": 2,
        "tax_collector": 2,
        "monk": 2,
        "sailor": 2,
        "soldier": 2,
    }
    assert {n: k for n, k in names.items() if k > 1} == copies
    # B5b's note: the second Market is B19, the 2nd and 3rd Merchant P18 and P19, ...
    for cid, name in {
        "B19": "market",
        "B21": "bank",
        "B24": "tea_house",
        "B43": "bazaar",
        "P18": "merchant",
        "P19": "merchant",
        "P21": "moneylender",
        "P24": "tax_collector",
        "P26": "monk",
        "P36": "sailor",
        "P50": "soldier",
    }.items():
        assert CARDS[cid].name == name
    assert sorted(c.good for c in BP if c.name == "warehouse") == sorted(d.GOODS)
    assert all(c.good is None for c in CARDS.values() if c.name != "warehouse")


def test_card_names_list_distinct_names_in_order():
    assert d.CARD_NAMES == tuple(dict.fromkeys(c.name for c in CARDS.values()))
    assert d.CARD_NAMES[:4] == ("customs_house", "harbour_office", "treasury", "chancery")
    assert len(d.CARD_NAMES) == 82
    assert all(re.fullmatch(r"[a-z][a-z_]*", n) for n in d.CARD_NAMES)


# --- cards: tribute, costs, timing ----------------------------------------------------------------

PAIRS = [(0, 0), (1, 1), (2, 2), (0, 1), (1, 2)]


def test_tribute_pairs_20_20_20_30_30_and_by_type():
    def count(cards):
        c = Counter((x.gold, x.pp) for x in cards)
        assert set(c) <= set(PAIRS)
        return [c[p] for p in PAIRS]

    assert count(CARDS.values()) == [20, 20, 20, 30, 30]
    by_type = {t: count(c for c in CARDS.values() if c.type == t) for t in d.CARD_TYPES}
    assert by_type == {"office": [4, 4, 4, 6, 6], "building": [7, 7, 8, 11, 11], "person": [9, 9, 8, 13, 13]}


def test_offices_cost_1_to_4_cubes_of_their_colour_4_per_colour():
    for colour in d.COLOURS:
        mine = [c for c in OFFICES if c.colour == colour]
        assert sorted(c.cost for c in mine) == [((colour, n),) for n in (1, 2, 3, 4)]
        assert all(c.id[1] == d.OFFICE_LETTER[colour] and c.id[2] == str(c.cost[0][1]) for c in mine)
        assert [c.name for c in mine] == ["customs_house", "harbour_office", "treasury", "chancery"]
    assert all(c.colour is None for c in BP)


def test_bp_costs_1_to_4_cubes_with_the_documented_distribution_and_colours():
    assert Counter(cubes(c.cost) for c in BP) == {1: 12, 2: 44, 3: 31, 4: 9}
    use = Counter()
    for c in BP:
        for colour, n in c.cost:
            use[colour] += n
    assert use == {"red": 42, "black": 40, "grey": 39, "blue": 37, "purple": 36, "green": 35}


def test_every_cost_lists_colours_once_in_colours_order():
    for c in list(CARDS.values()) + list(QUARTERS.values()):
        colours = [col for col, _ in c.cost]
        assert colours == [col for col in d.COLOURS if col in colours], c.id
        assert all(n >= 1 for _, n in c.cost), c.id


def test_timings_75_14_13_18():
    assert Counter(c.timing for c in CARDS.values()) == {"p3": 75, "p1": 14, "p2": 13, "end": 18}


# --- cards: effects (B5c) -----------------------------------------------------------------------

# B5c's table, kind -> the cards it lists (DRAFT_MOD is draft_decline, QUARTER_MOD quarter, ...).
B5C = {
    "exchange": {
        "customs_house",
        "treasury",
        "market",
        "mint",
        "tea_house",
        "temple",
        "bazaar",
        "theatre",
        "merchant",
        "moneylender",
        "monk",
        "priest",
        "apothecary",
        "gambler",
        "silk_trader",
        "shipyard",
        "arsenal",
        "manufactory",
        "architect",
        "navigator",
        "sailor",
        "smuggler",
        "interpreter",
        "admiral",
        "general",
        "soldier",
        "trading_post",
        "fisherman",
    },
    "income": {"chancery", "bank", "banker", "courtier", "mandarin", "inn", "judge"},
    "die_trigger": {"harbour_office", "professor", "tax_collector", "counting_house", "scribe"},
    "die_shift": {"observatory"},
    "rose_aid": {"midwife"},
    "draft_decline": {"idler"},
    "quarter": {"carpenter", "speculator", "night_watchman", "herald", "fountain"},
    "joker_double": {"juggler"},
    "wall_cost": {"gate", "tower"},
    "wall": {"cannoneer", "guard"},
    "ship": {"cabin_boy", "helmsman", "sail_maker"},
    "delivery": {"warehouse", "cooperage", "captain", "lighthouse"},
    "tribute": {"embassy", "diplomat", "envoy"},
    "penalty": {"abbot", "physician"},
    "end": {
        "church",
        "bishop",
        "cathedral",
        "governor",
        "smithy",
        "statue",
        "garden",
        "mason",
        "pagoda",
        "library",
        "palace",
        "harbour",
        "scholar",
        "cartographer",
        "fortress",
        "barracks",
        "missionary",
    },
}

# The params each kind may carry (brief / B5c).
PARAMS = {
    "exchange": {"pay", "gold", "pp", "cube", "swap", "uses"},
    "income": {"gold", "pp"},
    "die_trigger": {"colour", "values", "gold", "cube"},
    "die_shift": set(),
    "rose_aid": set(),
    "joker_double": set(),
    "draft_decline": {"gold"},
    "quarter": {"waive", "gold_for_cube", "extra_quarter", "on_take_pp", "on_take_wall"},
    "wall_cost": {"first_free", "later_cost"},
    "wall": {"extra_step", "second_advance"},
    "ship": {"free_spaces", "spaces_per_cube"},
    "delivery": {"double", "flat_pp", "gold_per_tile", "top_value"},
    "tribute": {"discount", "second_purchase", "bonus_pp"},
    "penalty": {"no_end_tableau", "remove_marker_gold"},
    "end": {"formula", "pp", "base"},
}


def test_every_card_has_the_kind_b5c_gives_its_name():
    assert set(B5C) == set(d.EFFECT_KINDS) == set(PARAMS)
    kind_of = {name: kind for kind, names in B5C.items() for name in names}
    assert set(kind_of) == set(d.CARD_NAMES)
    assert {c.id: c.kind for c in CARDS.values()} == {c.id: kind_of[c.name] for c in CARDS.values()}


def test_timings_fit_the_kinds():
    by_kind = {
        "income": {"p1"},
        "draft_decline": {"p1"},
        "die_trigger": {"p2"},
        "die_shift": {"p2"},
        "rose_aid": {"p2"},
        "end": {"end"},
    }
    for c in CARDS.values():
        assert c.timing in by_kind.get(c.kind, {"p3"}) | ({"end"} if c.name == "abbot" else set()), c.id


def test_params_are_sorted_hashable_and_known_to_their_kind():
    for c in CARDS.values():
        names = [k for k, _ in c.params]
        assert names == sorted(names) and len(set(names)) == len(names), c.id
        assert set(names) <= PARAMS[c.kind], (c.id, names)
        hash(c)
        if c.kind == "exchange":
            form, n = c.param("pay")
            assert form in d.PAY_FORMS, c.id
            if form == "cubes":
                assert all(col in d.COLOURS and k >= 1 for col, k in n), c.id
            else:
                assert isinstance(n, int) and (n == 0) == (form == "none"), c.id
            assert c.param("gold", 0) or c.param("pp", 0) or c.param("cube", 0) or c.param("swap"), c.id
        if c.kind == "die_trigger":
            assert (c.param("colour") is None) != (c.param("values") is None), c.id
            assert (c.param("gold") is None) != (c.param("cube") is None), c.id
            assert all(1 <= v <= 6 for v in c.param("values", ())), c.id
        if c.kind == "end":
            assert c.param("formula") in d.END_FORMULAS, c.id


def test_the_briefs_examples():
    assert CARDS["OR1"].params == (("gold", 2), ("pay", ("cubes", (("red", 1),))))
    assert CARDS["OE3"].params == (("pay", ("cubes", (("grey", 1),))), ("pp", 2))
    assert CARDS["OP2"].params == (("colour", "purple"), ("cube", 1))
    assert CARDS["OK4"].params == (("gold", 1), ("pp", 1))
    assert CARDS["B38"].params == (("cube", 1), ("pay", ("none", 0)))  # Trading Post
    assert CARDS["B44"].params == (("cube", 1), ("pay", ("gold", 2)))  # Theatre
    assert CARDS["B42"].params == (("pay", ("any", 1)), ("swap", True), ("uses", 2))  # Bazaar
    assert CARDS["B22"].params == (("gold", 1), ("pay", ("any", 1)), ("uses", 3))  # Mint
    assert CARDS["P44"].kind == "penalty" and CARDS["P44"].param("remove_marker_gold") == 3  # Physician
    assert CARDS["P01"].kind == "draft_decline" and CARDS["P01"].param("gold") == 2  # Idler
    assert CARDS["B06"].param("double") == "lacquer" and CARDS["B06"].good == "lacquer"
    assert CARDS["B23"].param("pay") == ("cubes", (("green", 1), ("purple", 1)))  # Tea House
    assert CARDS["P23"].param("values") == (4, 5, 6) and CARDS["B37"].param("values") == (1, 2)
    assert CARDS["P17"].param("uses", 1) == 1 and CARDS["P20"].param("uses") == 2
    assert CARDS["OR1"].param("missing", "x") == "x"


def test_modifier_params_as_b5b_says():
    want = {
        "fountain": {"on_take_wall": 1},
        "carpenter": {"waive": 1},
        "speculator": {"gold_for_cube": 2},
        "night_watchman": {"extra_quarter": 1},
        "herald": {"on_take_pp": 2},
        "gate": {"first_free": True},
        "tower": {"later_cost": 1},
        "cannoneer": {"extra_step": 1},
        "guard": {"second_advance": 1},
        "cabin_boy": {"free_spaces": 1},
        "helmsman": {"free_spaces": 2},
        "sail_maker": {"spaces_per_cube": 2},
        "cooperage": {"flat_pp": 2},
        "captain": {"gold_per_tile": 1},
        "lighthouse": {"top_value": True},
        "embassy": {"discount": 1},
        "diplomat": {"second_purchase": 1},
        "envoy": {"bonus_pp": 2},
        "abbot": {"no_end_tableau": True},
        "physician": {"remove_marker_gold": 3},
        "observatory": {},
        "midwife": {},
        "juggler": {},
    }
    got = {c.name: dict(c.params) for c in CARDS.values() if c.name in want}
    assert got == want


def test_end_formulas_as_b5c_says():
    want = {
        "church": ("flat", 4, None),
        "bishop": ("flat", 6, None),
        "cathedral": ("flat", 8, None),
        "governor": ("per_office", 1, 4),
        "smithy": ("per_quarter", 1, None),
        "statue": ("per_dark_quarter", 3, None),
        "garden": ("chain_bonus", 1, None),
        "mason": ("second_chain", 1, None),
        "pagoda": ("per_building", 1, None),
        "library": ("per_person", 1, None),
        "palace": ("per_office", 2, None),
        "harbour": ("per_delivery", 1, None),
        "scholar": ("per_good_type", 1, None),
        "cartographer": ("per_port", 2, None),
        "fortress": ("wall_half", None, None),
        "barracks": ("per_behind", 2, None),
        "missionary": ("gold_half", None, None),
    }
    got = {c.name: (c.param("formula"), c.param("pp"), c.param("base")) for c in CARDS.values() if c.kind == "end"}
    assert got == want
    assert {f for f, _, _ in want.values()} == set(d.END_FORMULAS)


def test_exchanges_income_and_dice_as_b5b_says():
    want = {  # name: (pay, gold, pp, cube, uses)
        "market": (("any", 2), 3, 0, 0, 1),
        "mint": (("any", 1), 1, 0, 0, 3),
        "tea_house": (("cubes", (("green", 1), ("purple", 1))), 0, 3, 0, 1),
        "temple": (("one_colour", 3), 0, 4, 0, 1),
        "shipyard": (("any", 1), 2, 0, 0, 1),
        "arsenal": (("cubes", (("red", 1), ("black", 1))), 0, 3, 0, 1),
        "trading_post": (("none", 0), 0, 0, 1, 1),
        "manufactory": (("cubes", (("green", 1), ("black", 1))), 3, 0, 0, 1),
        "bazaar": (("any", 1), 0, 0, 0, 2),
        "theatre": (("gold", 2), 0, 0, 1, 1),
        "merchant": (("one_colour", 2), 3, 0, 0, 1),
        "moneylender": (("any", 1), 1, 0, 0, 2),
        "monk": (("any", 1), 0, 1, 0, 1),
        "priest": (("different", 2), 0, 3, 0, 1),
        "architect": (("different", 3), 0, 4, 0, 1),
        "navigator": (("any", 2), 0, 2, 0, 1),
        "sailor": (("cubes", (("green", 1),)), 2, 0, 0, 1),
        "smuggler": (("cubes", (("black", 1), ("purple", 1))), 3, 0, 0, 1),
        "interpreter": (("any", 1), 1, 1, 0, 1),
        "fisherman": (("none", 0), 1, 0, 0, 1),
        "apothecary": (("cubes", (("green", 1), ("purple", 1))), 2, 1, 0, 1),
        "gambler": (("any", 3), 5, 0, 0, 1),
        "admiral": (("any", 3), 0, 4, 0, 1),
        "general": (("cubes", (("red", 2),)), 0, 3, 0, 1),
        "soldier": (("cubes", (("black", 1),)), 1, 1, 0, 1),
        "silk_trader": (("cubes", (("red", 1), ("blue", 1))), 3, 0, 0, 1),
    }
    got = {
        c.name: (c.param("pay"), c.param("gold", 0), c.param("pp", 0), c.param("cube", 0), c.param("uses", 1))
        for c in BP
        if c.kind == "exchange"
    }
    assert got == want
    income = {c.name: (c.param("gold", 0), c.param("pp", 0)) for c in CARDS.values() if c.kind == "income"}
    assert income == {
        "chancery": (1, 1),
        "bank": (1, 0),
        "banker": (2, 0),
        "courtier": (1, 0),
        "mandarin": (0, 1),
        "inn": (1, 0),
        "judge": (1, 1),
    }
    dice = {c.name: (c.param("values"), c.param("gold"), c.param("cube")) for c in BP if c.kind == "die_trigger"}
    assert dice == {
        "counting_house": ((1, 2), 1, None),
        "professor": ((1,), 2, None),
        "tax_collector": ((4, 5, 6), 1, None),
        "scribe": ((1,), None, 1),
    }


# --- the city (B3) ------------------------------------------------------------------------------


def test_30_quarters_24_light_6_dark_on_a_5_by_6_grid():
    assert list(QUARTERS) == [f"Q{n:02d}" for n in range(1, 31)]
    assert d.CITY_ROWS * d.CITY_COLS == 30
    assert sorted(q.id for q in QUARTERS.values() if q.dark) == ["Q03", "Q10", "Q14", "Q17", "Q21", "Q28"]
    assert Counter(q.dark for q in QUARTERS.values()) == {False: 24, True: 6}
    assert {(q.row, q.col) for q in QUARTERS.values()} == {(r, c) for r in range(1, 6) for c in range(1, 7)}
    assert QUARTERS["Q08"].row == 2 and QUARTERS["Q08"].col == 2


def test_49_adjacency_pairs_symmetric_sharing_a_side():
    pairs = {frozenset((q.id, a)) for q in QUARTERS.values() for a in q.adj}
    assert len(pairs) == 49
    for q in QUARTERS.values():
        assert list(q.adj) == sorted(q.adj)
        for a in q.adj:
            o = QUARTERS[a]
            assert q.id in o.adj and abs(q.row - o.row) + abs(q.col - o.col) == 1
    # rows of B3's table
    assert QUARTERS["Q01"].adj == ("Q02", "Q07")
    assert QUARTERS["Q15"].adj == ("Q09", "Q14", "Q16", "Q21")
    assert QUARTERS["Q30"].adj == ("Q24", "Q29")


def test_quarter_costs_91_cubes_as_b3_says():
    assert sum(cubes(q.cost) for q in QUARTERS.values()) == 91
    light = Counter(cubes(q.cost) for q in QUARTERS.values() if not q.dark)
    dark = Counter(cubes(q.cost) for q in QUARTERS.values() if q.dark)
    assert light == {2: 8, 3: 10, 4: 6} and dark == {3: 3, 4: 3}
    use = Counter()
    for q in QUARTERS.values():
        assert len(q.cost) <= 4
        for colour, n in q.cost:
            use[colour] += n
    assert set(use) == set(d.COLOURS) and all(14 <= n <= 17 for n in use.values())
    assert QUARTERS["Q01"].cost == (("red", 1), ("blue", 1))
    assert QUARTERS["Q10"].cost == (("green", 1), ("black", 2), ("grey", 1))
    assert QUARTERS["Q28"].cost == (("red", 1), ("grey", 1), ("purple", 2))


# --- the sea (B4a, B4b) -------------------------------------------------------------------------

FROM_MAC = {
    "MAC": 0,
    "S1": 1,
    "S2": 2,
    "S3": 3,
    "LIS": 4,
    "M1": 4,
    "N1": 4,
    "BAR": 5,
    "M2": 5,
    "N2": 5,
    "LON": 6,
    "M3": 6,
    "MAR": 6,
    "N3": 6,
    "AMS": 7,
    "ANT": 7,
    "GEN": 7,
    "N4": 7,
    "HAM": 8,
}
PORT_TABLE = """
LIS 0 3 3 4 5 4 4 5
BAR 3 0 5 3 4 6 6 7
LON 3 5 0 6 7 3 3 4
MAR 4 3 6 0 1 7 7 8
GEN 5 4 7 1 0 8 8 9
ANT 4 6 3 7 8 0 1 3
AMS 4 6 3 7 8 1 0 2
HAM 5 7 4 8 9 3 2 0
"""


def test_sea_nodes_edges_and_neighbours():
    assert d.SEA_NODES == tuple(FROM_MAC) and d.START_NODE == "MAC"
    assert len(d.SEA_EDGES) == 22 == len({frozenset(e) for e in d.SEA_EDGES})
    for a, b in d.SEA_EDGES:
        assert a in d.SEA_ADJ[b] and b in d.SEA_ADJ[a]
    assert sum(len(v) for v in d.SEA_ADJ.values()) == 2 * len(d.SEA_EDGES)
    assert d.SEA_ADJ["S3"] == ("LIS", "M1", "N1", "S2") and d.SEA_ADJ["AMS"] == ("ANT", "N3", "N4")


def test_distances_from_macao_match_b4a():
    assert d.sea_distances("MAC") == FROM_MAC
    assert d.sea_distances("MAC") is d.sea_distances("MAC")  # cached per source


def test_port_to_port_costs_match_b4a():
    rows = [line.split() for line in PORT_TABLE.strip().splitlines()]
    order = [r[0] for r in rows]
    assert order == list(PORTS)
    for row in rows:
        dist = d.sea_distances(row[0])
        assert [dist[p] for p in order] == [int(x) for x in row[1:]], row[0]


def test_ports_demands_and_values():
    assert list(PORTS) == ["LIS", "BAR", "LON", "MAR", "GEN", "ANT", "AMS", "HAM"]
    assert Counter(g for p in PORTS.values() for g in p.demands) == {g: 3 for g in d.GOODS}
    for i, (code, port) in enumerate(PORTS.items()):
        assert port.code == code and code in d.SEA_NODES
        assert port.demands == tuple(d.GOODS[(i + k) % 8] for k in (0, 1, 3))  # B4b's pattern
        assert len(port.values) == 4 and list(port.values) == sorted(port.values, reverse=True)
        assert port.values[0] == FROM_MAC[code] + 1  # farther pays more
    assert sum(len(p.values) for p in PORTS.values()) >= len(d.GOODS) * d.TILES_PER_GOOD


def _cross(p, q, r, s) -> bool:
    def orient(a, b, c):
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])

    return orient(p, q, r) * orient(p, q, s) < 0 and orient(r, s, p) * orient(r, s, q) < 0


def test_sea_layout_places_every_node_without_crossing_edges():
    layout = d.SEA_LAYOUT
    assert set(layout) == set(d.SEA_NODES)
    assert all(0 <= x <= 1 and 0 <= y <= 1 for x, y in layout.values())
    for a, b in combinations(d.SEA_NODES, 2):  # legible: nodes apart
        (x1, y1), (x2, y2) = layout[a], layout[b]
        assert (x1 - x2) ** 2 + (y1 - y2) ** 2 >= 0.08**2, (a, b)
    for (a, b), (c, e) in combinations(d.SEA_EDGES, 2):
        if {a, b} & {c, e}:
            continue
        assert not _cross(layout[a], layout[b], layout[c], layout[e]), ((a, b), (c, e))
    # Macao right, the north lane above the Mediterranean one, both left of Macao
    assert layout["MAC"][0] == max(x for x, _ in layout.values())
    assert max(layout[n][1] for n in ("N2", "N3", "N4", "LON", "ANT", "AMS", "HAM")) < min(
        layout[n][1] for n in ("M1", "M2", "M3", "BAR", "MAR", "GEN")
    )


# --- the English catalog --------------------------------------------------------------------------

LOCALES = Path(d.__file__).parent / "locales" / "en"


def _messages(name: str) -> dict[str, ftl.Message]:
    body = FluentParser().parse((LOCALES / name).read_text(encoding="utf-8")).body
    assert not [e for e in body if isinstance(e, ftl.Junk)]
    return {e.id.name: e for e in body if isinstance(e, ftl.Message)}


def _bundle() -> FluentBundle:
    bundle = FluentBundle(["en"], use_isolating=False)
    for name in ("components.ftl", "cards.ftl"):
        bundle.add_resource(FluentResource((LOCALES / name).read_text(encoding="utf-8")))
    return bundle


def _text(bundle: FluentBundle, msg_id: str, **args) -> str:
    out, errors = bundle.format_pattern(bundle.get_message(msg_id).value, args)
    assert not errors, (msg_id, errors)
    return out


def test_components_catalog_names_every_component():
    ids = set(_messages("components.ftl"))
    want = {f"macao-colour-{c}" for c in d.COLOURS} | {f"macao-good-{g}" for g in d.GOODS}
    want |= {f"macao-port-{p.lower()}" for p in PORTS} | {f"macao-player_colour-{c}" for c in d.PLAYER_COLOURS}
    want |= {f"macao-type-{t}" for t in d.CARD_TYPES} | {f"macao-timing-{t}" for t in d.TIMINGS}
    want |= {"macao-quarter"}
    assert want <= ids, sorted(want - ids)
    b = _bundle()
    assert [_text(b, f"macao-port-{p.lower()}") for p in PORTS] == [
        "Lisboa",
        "Barcelona",
        "London",
        "Marseille",
        "Genova",
        "Antwerpen",
        "Amsterdam",
        "Hamburg",
    ]
    assert _text(b, "macao-colour-grey") == "grey" and _text(b, "macao-good-lacquer") == "Lacquerware"
    assert _text(b, "macao-quarter", id="Q07") == "Quarter Q07"


def test_every_card_name_has_a_name_and_a_text():
    ids = set(_messages("cards.ftl"))
    want = {f"macao-card-{n}" for n in d.CARD_NAMES} | {f"macao-card-{n}-text" for n in d.CARD_NAMES}
    assert ids == want, (sorted(want - ids), sorted(ids - want))


def _numbers(card: d.Card) -> set[int]:
    """Every count a card's params print (not a "none" payment's 0, not booleans)."""
    out: set[int] = set()
    for name, value in card.params:
        if name == "pay":
            form, n = value
            out |= {k for _, k in n} if form == "cubes" else ({n} if form != "none" else set())
        elif name == "values":
            out |= set(value)
        elif isinstance(value, int) and not isinstance(value, bool):
            out.add(value)
    return out


def test_card_texts_render_short_and_name_the_cards_numbers_and_colours():
    b = _bundle()
    for card in CARDS.values():
        args = {}
        if card.colour:
            args["colour"] = _text(b, f"macao-colour-{card.colour}")
        if card.good:
            args["good"] = _text(b, f"macao-good-{card.good}")
        name = _text(b, f"macao-card-{card.name}", **args)
        text = _text(b, f"macao-card-{card.name}-text", **args)
        assert name and len(text) < 200, (card.id, len(text))
        for n in _numbers(card):
            assert re.search(rf"\b{n}\b", text), (card.id, n, text)
        pay = card.param("pay")
        colours = [c for c, _ in pay[1]] if pay and pay[0] == "cubes" else []
        colours += [card.param("colour")] if card.param("colour") else []
        for colour in colours:
            assert colour in text, (card.id, colour, text)
        if card.good:
            assert name == f"Warehouse: {args['good']}" and args["good"] in text
