"""Lisboa's data tables against every count and checked total of shared/reference/lisboa.md (§3, §4,
§6.2, §21, the audit log's consistency list) and the seed's fixed numbers."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from engine.lisboa import data as d

ASCII_ID = re.compile(r"^[A-Za-z0-9_]+$")
SOURCE = re.compile(r"^(SEED|INFERRED|PROPOSED|S\d+)\b")


# --- ids and sources ------------------------------------------------------------------------------


def all_id_tables():
    return {
        "parcels": [p.id for p in d.PARCELS],
        "streets": [s.id for s in d.STREETS],
        "sites": [s.id for s in d.SITES],
        "ships": [s.id for s in d.SHIPS],
        "political": [c.id for c in d.POLITICAL],
        "clergy": [t.id for t in d.CLERGY],
        "clergy_kinds": list(d.CLERGY_KINDS),
        "decree_kinds": [k.id for k in d.DECREE_KINDS],
        "decrees": [x.id for x in d.DECREES],
        "plans": [p.id for p in d.PLANS],
        "pbs": [b.id for b in d.PB_TILES],
        "goals": [g.id for g in d.GOAL_CARDS],
        "events": list(d.EVENTS),
        "advantages": list(d.ADVANTAGES),
        "vocabulary": [
            *d.NOBLES,
            *d.PILES,
            *d.GOODS,
            *d.COLOURS,
            *d.RUBBLE_TYPES,
            *d.ARCHITECTS,
            *d.ACTIONS,
            *d.STATE_ACTION_SPACES,
            *d.NOBLE_ACTION.values(),
            *d.ROWS,
            *d.COLUMNS,
            *d.CHURCH_SLOTS,
            *d.CHURCH_GAPS,
            *d.CITY_DISPLAY,
            *d.DECKS,
            *d.PLAYER_COLOURS,
            d.NEUTRAL_COLOUR,
            *d.GOAL_EVENTS,
            *d.DECREE_FORMULAS,
        ],
    }


@pytest.mark.parametrize("table", sorted(all_id_tables()))
def test_ids_are_unique_and_ascii(table):
    ids = all_id_tables()[table]
    if table != "vocabulary":  # PILES repeats NOBLES on purpose
        assert len(ids) == len(set(ids)), table
    assert all(ASCII_ID.match(i) for i in ids), [i for i in ids if not ASCII_ID.match(i)]


def test_ids_do_not_collide_across_card_and_tile_tables():
    tables = all_id_tables()
    ids = [
        i
        for name in ("parcels", "streets", "sites", "ships", "political", "clergy", "decrees", "plans", "pbs", "goals")
        for i in tables[name]
    ]
    assert len(ids) == len(set(ids))


def test_every_row_names_its_source():
    rows = [
        *d.STREETS,
        *d.PARCELS,
        *d.SITES,
        *d.SHIPS,
        *d.POLITICAL,
        *d.CLERGY,
        *d.DECREE_KINDS,
        *d.PLANS,
        *d.PB_TILES,
        *d.GOAL_CARDS,
        *d.PLAYER_COUNT_SETUP.values(),
    ]
    assert all(SOURCE.match(r.source) for r in rows), [r for r in rows if not SOURCE.match(r.source)]
    for table in (d.EFFECTS,):
        assert all(SOURCE.match(src) for _, src in table.values())
    assert all(SOURCE.match(src) for src in (*d.EVENTS.values(), *d.ADVANTAGES.values()))


# --- effect codes (§21.1) -----------------------------------------------------------------------


def used_effect_codes():
    codes = [c for p in d.PARCELS for c in p.reward] + [c for s in d.SITES for c in s.reward]
    codes += [c.bottom for c in d.POLITICAL if c.noble]
    codes += [g.reward for g in d.GOAL_CARDS]
    return codes


def test_every_effect_code_used_is_in_the_vocabulary():
    for code in used_effect_codes():
        base, _ = d.effect(code)
        assert base in d.EFFECTS


@pytest.mark.parametrize("code", ["+BOGUS", "+REIS", "+REIS:0", "+GOOD:WIGS", "+GOLD:2", "-INFL:x"])
def test_bad_effect_codes_are_rejected(code):
    with pytest.raises(ValueError):
        d.effect(code)


def test_effect_parsing():
    assert d.effect("+REIS:5") == ("+REIS", 5)
    assert d.effect("+GOOD:BOOKS") == ("+GOOD", "BOOKS")
    assert d.effect("-OFFICIAL") == ("-OFFICIAL", None)


def test_every_event_and_advantage_used_is_in_the_vocabulary():
    treasury = [c for c in d.POLITICAL if not c.noble]
    assert {c.event for c in treasury} <= set(d.EVENTS)
    assert {c.advantage for c in treasury} <= set(d.ADVANTAGES)
    assert set(d.EVENT_ACTION.values()) <= set(d.NOBLE_OF_ACTION)
    # every event and advantage of the vocabulary appears on some card
    assert {c.event for c in treasury} == set(d.EVENTS)
    assert {c.advantage for c in treasury} == set(d.ADVANTAGES)


def test_rubble_rewards_fit_the_reserve_pile():
    """Audit log: the 6-cube reserve covers every +RUBBLE source (6 in total)."""
    assert used_effect_codes().count("+RUBBLE") == d.RUBBLE_RESERVE == 6


# --- vocabulary and fixed numbers (§2, §3, §5, §6) ----------------------------------------------


def test_vocabulary():
    assert d.PILES == (*d.NOBLES, "TREASURY")
    assert set(d.GOOD_OF_COLOUR) == set(d.COLOURS) and set(d.GOOD_OF_COLOUR.values()) == set(d.GOODS)
    assert d.GOOD_OF_COLOUR == {"YELLOW": "GOLD", "PINK": "CLOTH", "BROWN": "BOOKS", "BLUE": "TOOLS"}
    assert d.RUBBLE_VALUE == {"EARTHQUAKE": 3, "FIRE": 2, "TSUNAMI": 1}
    assert len(d.STATE_ACTION_SPACES) == 6
    for goods in d.TRADE_GOODS.values():
        assert "GOLD" in goods and len(goods) == 2
    assert {g for goods in d.TRADE_GOODS.values() for g in goods} == set(d.GOODS)


def test_component_counts():
    assert d.GOODS_PER_TYPE * len(d.GOODS) == 68
    assert sum(d.COINS.values()) == 55
    assert (d.CITY_TILES_LARGE, d.CITY_TILES_SMALL) == (22, 5)
    assert len(d.SCORING_TILE_VALUES) == 4 and {3, 4} <= set(d.SCORING_TILE_VALUES)
    assert d.FAVORS_PER_NOBLE * len(d.NOBLES) == 12
    assert sum(d.RUBBLE_PER_TYPE.values()) == d.RUBBLE_TOTAL == 63
    assert d.OFFICIALS_PER_PLAYER * 4 == 32 and d.HOUSES_PER_PLAYER * 4 == 32
    assert d.SET_MARKERS_PER_PLAYER * 4 == 20
    assert sum(n for _, n in d.HOUSE_GROUPS) == d.HOUSES_PER_PLAYER
    assert all(len(d.HOUSE_ABILITIES[g]) == n for g, n in d.HOUSE_GROUPS)
    assert d.SET_MARKERS_PER_PLAYER == d.RUBBLE_ROW_SPACES


def test_start_values():
    assert (d.START_REIS, d.START_WIGS, d.START_GOODS_EACH, d.TREASURY_START_SPACE) == (10, 5, 1, 3)
    assert d.START_INFLUENCE == (4, 5, 6, 7) and d.HAND_SIZE == 5
    assert (d.PORTFOLIO_BASE, d.STORAGE_BASE, d.PORTFOLIO_TOP_SLOTS, d.PORTFOLIO_BOTTOM_SLOTS) == (2, 2, 3, 3)
    assert d.CLERGY_SLOTS == 4 and d.START_OFFICIAL_OFFICE == "POMBAL"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_player_count_table(players):
    row = d.PLAYER_COUNT_SETUP[players]
    assert row.favors_per_noble == players <= d.FAVORS_PER_NOBLE
    assert row.ship_copies == players - 1
    assert row.row_e_open == (players > 2) and row.neutral_officials == (players == 2)
    assert len(d.sites_in_play(players)) == (12 if players == 2 else 14)
    assert d.rubble_used(players) == (56 if players == 2 else 63)
    assert len(d.START_INFLUENCE) >= players


def test_solo_uses_the_two_player_setup():
    solo, two = d.PLAYER_COUNT_SETUP[1], d.PLAYER_COUNT_SETUP[2]
    assert (solo.favors_per_noble, solo.ship_copies, solo.row_e_open, solo.neutral_officials) == (
        two.favors_per_noble,
        two.ship_copies,
        two.row_e_open,
        two.neutral_officials,
    )


def test_the_starting_office_has_room_for_everyone():
    """Audit: office size 6 fits the setup (4 Officials, or 2 + the neutral one) and 5 foreign ones."""
    assert d.OFFICE_SPACES >= 4 and d.OFFICE_SPACES >= 5 + 1


# --- main board (§4) ----------------------------------------------------------------------------


def test_grid_has_25_parcels_served_by_the_city_tiles():
    assert len(d.PARCELS) == 25
    large = [p for p in d.PARCELS if not p.small]
    small = [p for p in d.PARCELS if p.small]
    assert len(large) == 20 and len(small) == 5 == d.CITY_TILES_SMALL
    assert d.CITY_TILES_LARGE >= len(large)
    assert all(p.column == d.HALF_COLUMN for p in small)


def test_streets_and_which_parcels_face_them():
    assert [s.colour for s in d.STREETS] == list(d.COLOURS)
    faces = {c: {p.streets for p in d.PARCELS if p.column == c} for c in d.COLUMNS}
    assert faces == {
        "C1": {("YELLOW",)},
        "C2": {("YELLOW", "PINK")},
        "C3": {("PINK", "BROWN")},
        "C4": {("BROWN", "BLUE")},
        "C5": {("BLUE",)},
    }
    # the yellow street has parcels on both sides (SEED example T26)
    cols = {d.PARCEL[p].column for p in d.parcels_on_street("YELLOW")}
    assert len(cols) == 2


def test_parcel_street_adjacency_is_symmetric():
    for p in d.PARCELS:
        for colour in p.streets:
            assert p.id in d.parcels_on_street(colour)
    for colour in d.COLOURS:
        for pid in d.parcels_on_street(colour):
            assert colour in d.PARCEL[pid].streets
        assert len(d.parcels_on_street(colour)) == 2 * len(d.ROWS)


def test_parcel_neighbours_are_symmetric():
    for p in d.PARCELS:
        for q in d.parcel_neighbours(p.id):
            assert p.id in d.parcel_neighbours(q)
    assert sum(len(d.parcel_neighbours(p.id)) for p in d.PARCELS) == 2 * (5 * 4 + 5 * 4)


def test_parcel_rewards_follow_the_reference():
    assert d.parcel_at("B", "C1").reward == ("+GOOD:BOOKS", "+GOOD:TOOLS")
    assert d.parcel_at("E", "C5").reward == ("+WIGS:2",)
    # S7: some parcels pay 5 reis
    assert sum(p.reward == ("+REIS:5",) for p in d.PARCELS) == 4


def test_two_player_covers_row_e():
    assert len(d.parcels_in_play(2)) == 20 and len(d.parcels_in_play(4)) == 25
    assert all(p.row != "E" for p in d.parcels_in_play(2))
    assert {s.id for s in d.SITES} - {s.id for s in d.sites_in_play(2)} == {"W_E", "E_E"}


def test_rubble_layout():
    """§4.3 check: 14 + 15 + 28 + 6 = 63; 2 players 14 + 12 + 24 + 6 = 56."""
    assert sum(d.COLUMN_RUBBLE_SPACES.values()) == 14
    assert sum(d.ROW_RUBBLE_SPACES.values()) == 15
    assert d.SITE_RUBBLE * len(d.SITES) == 28 and d.RUBBLE_RESERVE == 6
    assert set(d.COLUMN_RUBBLE_SPACES) == set(d.COLUMNS) and set(d.ROW_RUBBLE_SPACES) == set(d.ROWS)


def test_sites():
    assert len(d.SITES) == 14 == d.SQUARE_TOKENS
    assert Counter(s.side for s in d.SITES) == {"W": 5, "E": 5, "N": 4}
    assert {s.street for s in d.SITES if s.side == "N"} == set(d.COLOURS)
    assert d.SITE["N_YELLOW"].reward == ("+GOLD",) and d.SITE["N_YELLOW"].source == "SEED"


def test_matching_sites_are_at_most_three_and_exist():
    for p in d.PARCELS:
        for colour in p.streets:
            m = d.matching_sites(p.id, colour)
            assert len(m) == 3 and all(site in d.SITE for site, _ in m)
    with pytest.raises(ValueError):
        d.matching_sites("PA1", "BLUE")


def test_scoring_slots_cover_every_column():
    assert set(d.SCORING_SLOT_OF_COLUMN) == set(d.COLUMNS)
    assert set(d.SCORING_SLOT_OF_COLUMN.values()) == set(range(len(d.SCORING_TILE_VALUES)))


def test_city_display():
    assert [v[0] for v in d.CITY_DISPLAY.values()] == [*d.COLOURS, "BLUE"]
    assert [k for k, v in d.CITY_DISPLAY.items() if v[1]] == ["SMALL_BLUE"]


def test_treasury_track():
    assert d.TREASURY_START_SPACE in d.TREASURY_SPACES
    for reading in d.TREASURY_INFLUENCE_READINGS.values():
        assert reading[d.TREASURY_START_SPACE] == 1  # the seed's "+1" examples (A3)
        assert min(reading.values()) < 0  # a visit cost can go below 0
    assert {2, 3, 5} <= set(d.TREASURY_REIS.values())  # reis values seen in the seed


def test_price_track():
    assert set(d.PRICE_START) == set(d.GOODS)
    assert all(d.PRICE_MIN <= v <= d.PRICE_MAX for v in d.PRICE_START.values())
    # the seed's sale example is one step lower with the same ordering
    seed = {"BOOKS": 5, "CLOTH": 4, "GOLD": 4, "TOOLS": 3}
    assert all(d.PRICE_START[g] - 1 == seed[g] for g in d.GOODS)


def test_influence_track_funds_at_most_six_reis():
    assert [d.influence_funds(i) for i in range(11)] == [0, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6]
    assert [d.influence_after_funding(i) for i in range(1, 11)] == [0, 1, 1, 3, 3, 5, 5, 7, 7, 9]
    # T08: funding 3 reis from 10 moves 10 -> 9 -> 7 -> 5
    i = 10
    for _ in range(3):
        i = d.influence_after_funding(i)
    assert i == 5
    with pytest.raises(ValueError):
        d.influence_after_funding(0)


def test_church_ring_adjacency_is_symmetric():
    assert len(d.CHURCH_SLOTS) == len(d.CHURCH_GAPS) == 6
    for gap in d.CHURCH_GAPS:
        for slot in d.gap_slots(gap):
            assert gap in d.slot_gaps(slot)
    for slot in d.CHURCH_SLOTS:
        for gap in d.slot_gaps(slot):
            assert slot in d.gap_slots(gap)
    assert d.GAP_SYMBOL[d.CARDINAL_START] == "INFLUENCE"
    assert list(d.GAP_SYMBOL.values()).count("TREASURY") == 1


def test_cardinal_path_t42():
    assert d.cardinal_path("K5", 2) == ("K0", "K1")
    assert d.GAP_SYMBOL[d.cardinal_path("K2", 1)[-1]] == "TREASURY"


# --- ships (§21.2) ------------------------------------------------------------------------------


def test_ships():
    assert sum(s.copies for s in d.SHIPS) == d.SHIP_CARDS == 12
    assert [s.size for s in d.SHIPS] == [1, 2, 3, 4]
    assert d.SHIP["SHIP2"].sale_bonus == 1 and d.SHIP["SHIP3"].influence == 1  # SEED
    assert d.SHIPYARD_PERIOD_KINDS == {1: ("SHIP1", "SHIP2"), 2: ("SHIP3", "SHIP4")}
    assert all(d.SHIP[k].period == p for p, kinds in d.SHIPYARD_PERIOD_KINDS.items() for k in kinds)


def test_ship_influence_fits_the_seed_examples():
    s = d.SHIP
    assert s["SHIP2"].influence * 2 == 4  # T10: two size-2 Ships
    assert s["SHIP3"].influence + 5 == 6  # T11
    assert 3 + s["SHIP1"].influence + s["SHIP2"].influence == 8  # T44


# --- political cards (§21.3) --------------------------------------------------------------------


def test_political_card_counts():
    assert len(d.POLITICAL) == d.POLITICAL_CARDS == 82
    assert sum(c.noble for c in d.POLITICAL) == 60
    assert {deck: len(d.deck_cards(deck)) for deck in d.DECKS} == d.DECK_SIZES
    assert d.DECK_SIZES["BLUE"] + d.DECK_SIZES["PURPLE"] == 42
    for deck in d.DECKS:
        assert all(
            c.startswith({"BLUE": "BL", "RED": "RE", "PURPLE": "PU", "BROWN": "BR"}[deck]) for c in d.deck_cards(deck)
        )


def test_deck_roles_cover_every_deck_once():
    roles = [d.START_HAND_DECK, *d.DISPLAY_DECK.values(), d.PERIOD2_REFILL_DECK]
    assert sorted(roles) == sorted(d.DECKS)


@pytest.mark.parametrize("deck", ["RED", "BROWN"])
def test_display_decks_make_four_piles_of_five(deck):
    assert all(len(d.deck_pile(deck, pile)) == d.PILE_SIZE for pile in d.PILES)


@pytest.mark.parametrize("deck", ["BLUE", "PURPLE"])
def test_hand_decks_hold_five_of_each_noble_and_six_treasury(deck):
    assert [len(d.deck_pile(deck, pile)) for pile in d.PILES] == [5, 5, 5, 6]


def test_hand_decks_cover_a_full_deal():
    assert d.DECK_SIZES["BLUE"] >= 4 * d.HAND_SIZE and d.DECK_SIZES["PURPLE"] >= 4 * d.HAND_SIZE


def test_noble_card_pattern():
    """§21.3: 3 reward and 2 penalty cards per noble and deck; penalty cards carry more Influence
    than reward cards of the same deck (SEED principle); the per-deck Influence ranges."""
    ranges = {"BLUE": (2, 4), "RED": (2, 5), "PURPLE": (3, 6), "BROWN": (3, 6)}
    for deck in d.DECKS:
        infl = [d.POLITICAL_CARD[c].influence for c in d.deck_cards(deck) if d.POLITICAL_CARD[c].noble]
        assert (min(infl), max(infl)) == ranges[deck]
        for noble in d.NOBLES:
            cards = [d.POLITICAL_CARD[c] for c in d.deck_pile(deck, noble)]
            rewards = [c.influence for c in cards if not d.is_penalty(c.bottom)]
            penalties = [c.influence for c in cards if d.is_penalty(c.bottom)]
            assert (len(rewards), len(penalties)) == (3, 2)
            assert min(penalties) > max(rewards)


def test_card_fields_by_kind():
    for c in d.POLITICAL:
        if c.noble:
            assert c.bottom and c.event is None and c.advantage is None and c.influence > 0
        else:
            assert c.bottom is None and c.event and c.advantage and c.influence == 0


def test_seed_example_cards():
    assert (d.POLITICAL_CARD["BL03"].pile, d.POLITICAL_CARD["BL03"].influence, d.POLITICAL_CARD["BL03"].bottom) == (
        "MAIA",
        3,
        "+GOLD",
    )
    assert d.POLITICAL_CARD["RE04"].influence == 5 and d.POLITICAL_CARD["RE04"].bottom == "-OFFICIAL"
    assert d.POLITICAL_CARD["BL16"].advantage == "ADV_REAL1"
    assert d.POLITICAL_CARD["RE16"].event == "EV_STORE"
    assert all(c.source.startswith("SEED") for c in map(d.POLITICAL_CARD.get, ("BL03", "BL13", "RE04", "RE10", "BL16")))


# --- clergy (§21.4) -----------------------------------------------------------------------------


def test_clergy_tiles():
    """Audit: 10 x 3 + 2 + 2 + 3 = 37."""
    assert len(d.CLERGY) == d.CLERGY_TILES == 37
    copies = Counter(t.kind for t in d.CLERGY)
    assert sorted(copies.values()) == [2, 2] + [3] * 11
    assert all(t.wigs >= 1 for t in d.CLERGY)
    assert [t.kind for t in d.CLERGY if not t.lasting] == ["CL_REIS3"] * 3
    assert Counter(t.wigs for t in d.CLERGY if t.kind == "CL_REIS3") == {2: 2, 3: 1}
    # the seed's example surrenders a tile worth 2 wigs
    assert any(t.wigs == 2 for t in d.CLERGY)
    # setup draws: 6 on the track + 2 per player at most, all from the bag
    assert d.CLERGY_TILES >= len(d.CHURCH_SLOTS) + 4 * d.START_CLERGY_DRAW


# --- decrees (§21.5) ----------------------------------------------------------------------------


def test_decree_counts():
    """Audit: 42 types totalling 70 copies."""
    assert len(d.DECREE_KINDS) == 42 and len(d.DECREES) == d.DECREE_CARDS == 70
    assert sum(k.copies for k in d.DECREE_KINDS) == 70
    assert all(k.formula in d.DECREE_FORMULAS for k in d.DECREE_KINDS)
    assert {k.formula for k in d.DECREE_KINDS} == set(d.DECREE_FORMULAS)


def test_decree_arguments_name_real_things():
    for k in d.DECREE_KINDS:
        allowed = {
            "per_store_street": d.COLOURS,
            "street_3_stores": d.COLOURS,
            "per_store_row": d.ROWS,
            "per_store_column": d.COLUMNS,
            "per_open_pb_architect": d.ARCHITECTS,
            "per_official_in_office": d.NOBLES,
        }.get(k.formula, (None,))
        assert k.arg in allowed, k
        assert k.wigs > 0 and k.copies > 0


def test_seed_decree_and_values():
    assert d.DECREE_KIND["DEC_ARCH_BLUE"].wigs == 1  # the seed's quoted decree
    # the seed's example decrees pay 2 and 6 wigs
    assert {2, 6} <= {k.wigs for k in d.DECREE_KINDS}


def test_row_e_decrees_are_replaced_in_two_player_games():
    row_e = [k for k in d.DECREE_KINDS if k.row_e]
    assert [k.id for k in row_e] == ["DEC_ROW_E"]
    assert all(k.arg == d.ROW_COVERED_2P for k in row_e)
    # every decree naming row E (by argument) is flagged
    assert {k.id for k in d.DECREE_KINDS if k.arg == "E"} == {k.id for k in row_e}
    deck2 = d.decree_deck(2)
    removed = len(d.DECREES) - len(deck2)
    assert removed == sum(k.copies for k in row_e) == 2
    assert all(not d.DECREE_KIND[d.DECREE[x].kind].row_e for x in deck2)
    # a replacement is the next card of the deck: the 2-player deck can refill the display
    # every time, so a replacement exists for each removed decree
    assert d.DECREE_2P_REPLACEMENT == "next_of_deck"
    assert len(deck2) >= d.DECREE_DISPLAY + removed
    assert d.decree_deck(1) == deck2 and len(d.decree_deck(4)) == 70


# --- plans and public buildings (§21.6, §21.7) --------------------------------------------------


def test_plans():
    assert len(d.PLANS) == d.PLAN_TILES == 20
    assert sum(p.starting for p in d.PLANS) == d.STARTING_PLANS == 4
    for arch in d.ARCHITECTS:
        stack = d.plan_stack(arch)
        assert len(stack) == 8
        assert [d.PLAN[p].officials for p in stack] == sorted(d.PLAN[p].officials for p in stack)
        assert sum(p.starting for p in d.PLANS if p.architect == arch) == 2
    # SEED: blue-architect plans with 2 and with 3 Officials exist
    assert {2, 3} <= {d.PLAN[p].officials for p in d.plan_stack("ARCH_BLUE")}


def test_public_buildings():
    assert len(d.PB_TILES) == d.PUBLIC_BUILDINGS == 16 == 2 * d.PB_STACK_SIZE
    for arch in d.ARCHITECTS:
        sides = [b.side(arch) for b in d.PB_TILES]
        assert all(len(set(s)) == 2 and set(s) <= set(d.COLOURS) for s in sides)
        # audit: each architect's sides show every colour 8 times
        assert Counter(c for s in sides for c in s) == {c: 8 for c in d.COLOURS}
    assert all(set(b.blue_side) != set(b.green_side) for b in d.PB_TILES)
    # SEED: a pink+brown side exists, and a blue-architect side with yellow
    assert any({"PINK", "BROWN"} in (set(b.blue_side), set(b.green_side)) for b in d.PB_TILES)
    assert any("YELLOW" in b.blue_side for b in d.PB_TILES)


def test_every_north_site_can_be_filled_by_each_architect():
    for arch in d.ARCHITECTS:
        for colour in d.COLOURS:
            assert any(colour in b.side(arch) for b in d.PB_TILES)


# --- scoring tables (§17.4) ----------------------------------------------------------------------


def test_store_majority_tables():
    assert d.store_majority_values("GOLD", 4) == (3, 2, 1)
    assert d.store_majority_values("TOOLS", 3) == (6, 4, 2)
    assert d.store_majority_values("BOOKS", 2) == (9, 3)  # most and "3rd place" only
    assert d.store_majority_values("CLOTH", 2) == (9, 3)


def test_scoring_examples():
    cloth = d.store_majority_values("CLOTH", 4)
    assert d.split_tie(cloth, 0, 1) == 9 and d.split_tie(cloth, 1, 2) == 4  # T33
    assert d.split_tie(cloth, 3, 1) == 0  # beyond the table
    off = d.officials_majority_values(4)
    assert off == (15, 10, 5) and d.split_tie(off, 1, 2) == 7  # T36
    assert d.officials_majority_values(2) == (15, 5) and d.split_tie((15, 5), 0, 2) == 10  # T39
    assert d.split_tie(d.store_majority_values("BOOKS", 2), 0, 2) == 6  # T38
    assert (13 + 4) // d.REIS_PER_WIG == 3  # T34
    assert 3 * d.WIGS_PER_SET == 9 and 2 * d.WIGS_PER_FAVOR == 4  # T31, T37
    assert d.TIE_BREAKS == ("rubble_sets", "stores", "completed_plans", "reis")


# --- Kickstarter modules (§19) --------------------------------------------------------------------


def test_goal_cards():
    assert Counter(g.deck for g in d.GOAL_CARDS) == {"A": 4, "B": 8}
    for g in d.GOAL_CARDS:
        if g.deck == "A":
            assert len(g.goals) == 2 and g.reward == "+GOAL_B:2"
            for goal in g.goals:
                noble, action = goal.split(":")
                assert d.NOBLE_ACTION[noble] == action or action in d.STATE_ACTIONS[noble]
        else:
            assert len(g.goals) == 1 and g.goals[0] in d.GOAL_EVENTS
    assert d.GOAL_CARD["B6"].reward == d.GOAL_CARD["B5"].reward  # A32
    assert d.GOAL_CARD["B9"].reward == d.GOAL_CARD["B8"].reward


def test_draft_deals_a_full_hand():
    assert sum(k for k, _ in d.DRAFT_STEPS) == d.HAND_SIZE
    dealt = d.HAND_SIZE
    for keep, passed in d.DRAFT_STEPS:
        assert keep + passed == dealt
        dealt = passed
    assert dealt == 0


def test_reward_tokens():
    round_faces, square_faces = d.reward_token_faces()
    assert len(square_faces) == d.SQUARE_TOKENS
    assert len(round_faces) == len(d.PARCELS) == d.ROUND_TOKENS + 1  # the open conflict A20
