"""Lisboa's rules, one test per rule of reference §7-§17 and §19 (and the solo Rival of §18), each
driven through the real decisions (``GAME.legal_actions`` / ``GAME.apply``) on a game edited to the
rule's situation. The worked examples are in test_scenarios.py, whose helpers these tests share."""

from __future__ import annotations

from engine.lisboa import data
from engine.lisboa import economy
from engine.lisboa.game import GAME
from engine.lisboa.state import NEUTRAL, Options

from .test_scenarios import (
    GREEN,
    ORANGE,
    PURPLE,
    YELLOW,
    _open_first_pb,
    _visit,
    act,
    draw,
    finish_turn,
    goods,
    hand,
    keys,
    kind,
    new,
    pick_plan,
    seats,
    sell_or_trade,
    sets,
    turn_of,
    who,
)


def _next_kind(st, *kinds):
    """Take passive / first choices until the pending decision is one of ``kinds``."""
    for _ in range(100):
        if kind(st) in kinds:
            return
        ks = keys(st)
        act(st, next((k for k in ks if k in ("stop", "skip", "decline", "keep", "done")), ks[0]))
    raise AssertionError(f"never reached {kinds}")


# --- §7 the turn ---------------------------------------------------------------------------------------
def test_take_gold_is_always_offered_and_capped_by_storage() -> None:
    st = new()
    goods(st, GREEN, GOLD=2)  # storage 2: full
    hand(st, GREEN, "BL01")
    act(st, "gold.BL01")
    assert st.seats[GREEN].goods["GOLD"] == 2 and st.seats[GREEN].hand == []


def test_own_ships_at_sea_dock_at_the_start_of_the_turn() -> None:
    st = new()
    g, p = st.seats[GREEN], st.seats[PURPLE]
    p.top[0], p.dock[0], p.sea[0] = "SHIP1_1", ["GOLD"], True
    g.top[0], g.dock[0], g.sea[0] = "SHIP1_2", ["BOOKS"], True
    finish_turn(st)  # Green's turn: Purple's Ship comes home after it
    assert g.sea[0] and g.dock[0] == ["BOOKS"]
    assert st.active == PURPLE and not p.sea[0] and p.dock[0] == []


def test_an_option_is_offered_only_if_it_can_be_carried_out_in_full() -> None:
    st = new()
    goods(st, GREEN)  # no goods: neither Sell nor Trade can follow
    hand(st, GREEN, "BL01", "BL02", "BL17")  # +TOOLS, +PLAN, a Treasury card
    ks = keys(st)
    assert "folio.BL01" in ks  # its reward brings a good to trade (§9.3)
    assert "folio.BL02" not in ks and "folio.BL17" not in ks
    assert {"gold.BL01", "gold.BL02", "gold.BL17"} <= set(ks)


def test_a_full_row_must_be_emptied_from_that_row() -> None:
    st = new()
    sets(st, GREEN, 2)  # capacity 4
    g = st.seats[GREEN]
    g.top = ["BL01", "BL02", "BL03"]
    hand(st, GREEN, "BL06")
    act(st, "folio.BL06")
    assert sorted(keys(st)) == ["drop.t.0", "drop.t.1", "drop.t.2"]


def test_a_ship_discarded_for_a_treasury_card_keeps_its_goods_a_noble_card_clears_them() -> None:
    st = new()  # Errata 4 (seed p.9)
    g = st.seats[GREEN]
    g.top = ["SHIP2_1", None, None]
    g.dock[0] = ["GOLD"]
    g.bottom = ["BL18", None, None]
    hand(st, GREEN, "BL17", "BL06")
    act(st, "folio.BL17")
    act(st, "drop.t.0")
    assert g.top[0] is None and g.dock[0] == ["GOLD"] and g.bottom[:2] == ["BL18", "BL17"]
    st2 = new()
    g2 = st2.seats[GREEN]
    g2.top = ["SHIP2_1", "BL01", None]
    g2.dock[0] = ["GOLD"]
    hand(st2, GREEN, "BL06")
    act(st2, "folio.BL06")
    act(st2, "drop.t.0")
    assert g2.top[0] == "BL06" and g2.dock[0] == []


# --- §9 the portfolio: penalties (Errata 1) and Treasury cards -----------------------------------------
def test_a_reis_penalty_that_can_be_paid_must_be_paid_in_full() -> None:
    st = new()
    g = st.seats[GREEN]
    g.reis, g.influence = 1, 2  # 1 real + 1 funded by Influence = 2
    hand(st, GREEN, "BL05")  # -REIS:2
    act(st, "folio.BL05")
    assert sorted(keys(st)) == ["pay.1", "pay.2"]  # how much Influence funds; no way to refuse
    act(st, "pay.1")
    assert g.reis == 0 and g.influence == 1


def test_a_penalty_that_cannot_be_paid_is_not_paid_at_all() -> None:
    st = new()
    g = st.seats[GREEN]
    g.reis, g.influence = 1, 0  # 1 of 2: no partial payment
    hand(st, GREEN, "BL05")
    assert "folio.BL05" in keys(st)  # the card may still be played
    act(st, "folio.BL05")
    assert g.reis == 1 and g.top[0] == "BL05"


def test_influence_and_wig_penalties_are_paid_in_full_or_not_at_all() -> None:
    st = new()
    g = st.seats[GREEN]
    g.influence = 1
    hand(st, GREEN, "BL10")  # -INFL:2
    act(st, "folio.BL10")
    assert g.influence == 1
    st2 = new()
    g2 = st2.seats[GREEN]
    g2.influence = 3
    hand(st2, GREEN, "BL10")
    act(st2, "folio.BL10")
    assert g2.influence == 1
    st3 = new()
    g3 = st3.seats[GREEN]
    g3.wigs = 0
    hand(st3, GREEN, "BL14")  # -WIGS:1 with no wig: nothing
    act(st3, "folio.BL14")
    assert g3.wigs == 0 and g3.top[0] == "BL14"


def test_a_goods_penalty_is_chosen_and_its_card_stays_legal() -> None:
    st = new()
    goods(st, GREEN, BOOKS=1, GOLD=1)
    hand(st, GREEN, "BL09")  # -GOOD
    act(st, "folio.BL09")
    assert sorted(keys(st)) == ["lose.BOOKS", "lose.GOLD"]
    act(st, "lose.BOOKS")
    assert st.seats[GREEN].goods["BOOKS"] == 0


def test_a_treasury_card_pays_the_treasury_value_and_the_marker_stays_on_the_track() -> None:
    st = new()
    st.treasury = 1
    g = st.seats[GREEN]
    reis = g.reis
    hand(st, GREEN, "BL17")
    act(st, "folio.BL17")
    assert g.reis == reis + 1 and st.treasury == 1 and g.bottom[0] == "BL17"


# --- §10 Sell Goods ------------------------------------------------------------------------------------
def test_sell_to_any_docked_ship_of_any_player_at_the_price_plus_its_bonus() -> None:
    st = new()
    st.seats[ORANGE].top[1] = "SHIP2_1"
    st.seats[PURPLE].top[0], st.seats[PURPLE].sea[0] = "SHIP1_1", True  # at sea: excluded
    goods(st, GREEN, CLOTH=1)
    g = st.seats[GREEN]
    g.reis = 0
    prices = dict(st.prices)
    hand(st, GREEN, "BL14")
    act(st, "folio.BL14")
    from engine.lisboa.sell import sell_legal

    assert sell_legal(st, st.stack[-1]) == ["sell.CLOTH.3.1"] if kind(st) == "sell" else True
    sell_or_trade(st, "sell")  # the lone good to the lone docked Ship: taken at once
    assert g.reis == prices["CLOTH"] + 1 and st.prices == prices  # selling moves no price
    assert st.seats[ORANGE].dock[1] == ["CLOTH"]


# --- §11 Trade with the Nobles -------------------------------------------------------------------------
def test_trade_needs_an_accepted_good_and_covers_two_different_spaces_cleared_at_upkeep() -> None:
    st = new()
    goods(st, GREEN, CLOTH=2, TOOLS=1)
    hand(st, GREEN, "BL17")
    act(st, "folio.BL17")
    sell_or_trade(st, "trade")
    ks = keys(st)
    assert all(k.split(".")[2] in data.TRADE_GOODS[data.NOBLE_OF_ACTION[k.split(".")[1]]] for k in ks)
    assert "trade.BUILD_SHIP.CLOTH" not in ks and "trade.HIRE_OFFICIALS.TOOLS" in ks
    act(st, "trade.EARN_FAVOR.CLOTH")
    act(st, "favor.MAIA")
    assert "trade.EARN_FAVOR.CLOTH" not in keys(st)  # the space is covered
    assert "trade.MEET_CARDINAL.CLOTH" in keys(st)  # both from the same noble is allowed
    act(st, "trade.MEET_CARDINAL.CLOTH")
    act(st, keys(st)[0])
    assert kind(st) == "draw"  # 2 trades at most
    assert st.action_goods == {"EARN_FAVOR": "CLOTH", "MEET_CARDINAL": "CLOTH"}
    draw(st)
    assert st.action_goods == {}


# --- §8.3, §12 Visit a Noble and joining ----------------------------------------------------------------
def test_visit_cost_counts_neutral_officials_but_not_courtyards() -> None:
    st = new(players=2)
    assert st.offices["KING"].count(NEUTRAL) == 1
    st.courtyards["KING"] = [PURPLE, PURPLE]
    st.offices["KING"].append(PURPLE)
    assert economy.visit_cost(st, GREEN, "KING") == 1 + 2  # treasury +1, the neutral and Purple's Official


def test_wigs_top_up_a_visit_only_when_influence_is_short() -> None:
    st = new()
    g = st.seats[GREEN]
    g.influence, g.wigs = 3, 5
    _visit(st, GREEN, "BL13")  # cost 1
    assert g.influence == 2 and g.wigs == 5


def test_a_visit_without_enough_influence_and_wigs_is_not_offered() -> None:
    st = new()
    st.offices["KING"] = [PURPLE, PURPLE, YELLOW]  # cost 4
    g = st.seats[GREEN]
    g.influence, g.wigs = 1, 2
    hand(st, GREEN, "BL13")
    assert "visit.BL13" not in keys(st)
    g.wigs = 3
    assert "visit.BL13" in keys(st)


def test_a_visit_offers_an_optional_state_action_then_the_mandatory_noble_action() -> None:
    st = new()
    g = st.seats[GREEN]
    g.influence = 5
    hand(st, GREEN, "BL06")  # POMBAL
    act(st, "visit.BL06")
    assert kind(st) == "visit_state_action" and "skip" in keys(st) and "sa.PRODUCE_GOODS" not in keys(st)  # no Store
    act(st, "skip")
    assert kind(st) == "decree" and "stop" not in keys(st)


def test_no_visit_when_the_noble_action_is_impossible() -> None:
    st = new()
    st.seats[GREEN].influence = 10
    st.decree_display = []
    hand(st, GREEN, "BL06", "BL13")
    assert "visit.BL06" not in keys(st)
    st.seats[GREEN].plans = []  # no plan: no Public Building
    assert "visit.BL13" not in keys(st)


def test_joins_are_asked_clockwise_and_only_of_favor_holders_who_can_pay_and_act() -> None:
    st = new()
    st.offices["KING"] = [PURPLE, YELLOW, ORANGE]  # Green's cost 1 + 3; the others' 1 + 2
    st.seats[GREEN].influence = 10
    for seat in (PURPLE, YELLOW, ORANGE):
        st.seats[seat].favors = ["KING"]
    st.favor_stacks["KING"] = 1
    st.seats[PURPLE].influence = st.seats[PURPLE].wigs = 0  # cannot pay: skipped without a question
    _visit(st, GREEN, "BL13")
    _open_first_pb(st)
    assert kind(st) == "join" and who(st) == YELLOW and sorted(keys(st)) == ["decline", "join"]
    act(st, "decline")
    assert st.seats[YELLOW].favors == ["KING"]  # declining keeps the favor
    assert kind(st) == "join" and who(st) == ORANGE
    act(st, "join")
    assert st.seats[ORANGE].favors == [] and st.favor_stacks["KING"] == 2
    _next_kind(st, "draw")
    assert who(st) == GREEN and st.court is None


def test_a_favor_of_another_noble_does_not_join() -> None:
    st = new()
    st.seats[PURPLE].favors = ["MAIA", "POMBAL"]
    st.seats[PURPLE].influence = 10
    _visit(st, GREEN, "BL13")
    _open_first_pb(st)
    assert kind(st) == "draw"


# --- §13 Sponsor an Event ------------------------------------------------------------------------------
def test_event_store_pays_the_fee_and_the_land_with_the_treasury_value_twice() -> None:
    st = new()
    g = st.seats[GREEN]
    g.reis, g.influence = 30, 0
    st.col_rubble["C1"] = []
    st.row_rubble["A"] = ["FIRE"]
    hand(st, GREEN, "RE16")  # EV_STORE (S7)
    act(st, "event.RE16")
    act(st, "space.YELLOW")
    act(st, "parcel.PA1")  # reward: 1 gold; the cube is taken: land = 3
    _next_kind(st, "draw")
    assert g.reis == 30 - 3 - 3 and len([p for p in st.stores if st.stores[p][0] == GREEN]) == 1
    assert st.court is None


def test_event_fee_must_be_affordable() -> None:
    st = new()
    g = st.seats[GREEN]
    g.reis, g.influence = 2, 0
    hand(st, GREEN, "BL21")  # EV_GOODS2: only the fee
    assert "event.BL21" not in keys(st)
    g.reis = 3
    act(st, "event.BL21")
    act(st, "goods2.CLOTH.TOOLS")
    assert g.reis == 0


# --- §14 state actions -------------------------------------------------------------------------------
def test_hire_puts_officials_in_two_different_offices_and_needs_two_on_the_board() -> None:
    st = new()
    goods(st, GREEN, TOOLS=1)
    hand(st, GREEN, "BL17")
    act(st, "folio.BL17")
    sell_or_trade(st, "trade")
    act(st, "trade.HIRE_OFFICIALS.TOOLS")
    assert sorted(keys(st)) == ["hire.MAIA.KING", "hire.MAIA.POMBAL", "hire.POMBAL.KING"]
    act(st, "hire.MAIA.KING")
    assert GREEN in st.offices["MAIA"] and GREEN in st.offices["KING"]
    st2 = new()
    st2.offices["MAIA"] = [GREEN] * 6  # with POMBAL's: 7 placed, 1 left
    goods(st2, GREEN, TOOLS=1, CLOTH=1)
    hand(st2, GREEN, "BL17")
    act(st2, "folio.BL17")
    sell_or_trade(st2, "trade")
    assert not any(k.startswith("trade.HIRE_OFFICIALS") for k in keys(st2))  # A9


def test_hiring_can_displace_your_own_official() -> None:
    st = new()  # A30: own colour counts in the majority
    st.offices["KING"] = [GREEN, GREEN, GREEN, PURPLE, YELLOW, ORANGE]
    goods(st, GREEN, TOOLS=1)
    hand(st, GREEN, "BL17")
    act(st, "folio.BL17")
    sell_or_trade(st, "trade")
    act(st, "trade.HIRE_OFFICIALS.TOOLS")
    act(st, "hire.MAIA.KING")
    assert st.courtyards["KING"] == [GREEN] and st.offices["KING"].count(GREEN) == 3


def test_neutral_officials_are_never_displaced() -> None:
    st = new(players=2)
    st.offices["MAIA"] = [NEUTRAL, PURPLE, PURPLE, GREEN, GREEN, GREEN]
    economy.place_official(st, PURPLE, "MAIA", [])
    assert NEUTRAL in st.offices["MAIA"] and st.courtyards["MAIA"] == [GREEN]


def test_acquire_a_plan_takes_the_top_of_either_stack() -> None:
    st = new()
    goods(st, GREEN, TOOLS=1)
    hand(st, GREEN, "BL17")
    act(st, "folio.BL17")
    sell_or_trade(st, "trade")
    act(st, "trade.ACQUIRE_PLAN.TOOLS")
    assert sorted(keys(st)) == ["plan.ARCH_BLUE", "plan.ARCH_GREEN"]
    top = st.plan_stacks["ARCH_GREEN"][-1]
    act(st, "plan.ARCH_GREEN")
    assert st.seats[GREEN].plans[-1] == top and data.PLAN[top].officials == 1


def test_a_ship_is_paid_with_different_goods() -> None:
    st = new()
    st.shipyard = ["SHIP2_1"]
    goods(st, GREEN, BOOKS=1, GOLD=3)  # only one kind left after the trade good
    hand(st, GREEN, "BL17")
    act(st, "folio.BL17")
    sell_or_trade(st, "trade")
    assert "trade.BUILD_SHIP.BOOKS" not in keys(st)  # GOLD + GOLD is not 2 different goods
    assert "trade.BUILD_SHIP.GOLD" in keys(st)  # pays GOLD, then BOOKS + GOLD


def test_a_ship_at_sea_may_be_upgraded_and_keeps_its_cargo() -> None:
    st = new()  # Errata 3 (seed p.13)
    g = st.seats[GREEN]
    sets(st, GREEN, 1)
    g.top = ["SHIP1_1", None, None]
    g.dock[0], g.sea[0] = ["CLOTH"], True
    st.shipyard = ["SHIP2_1"]
    goods(st, GREEN, BOOKS=1, GOLD=1)
    hand(st, GREEN, "BL17")
    act(st, "folio.BL17")
    sell_or_trade(st, "trade")
    act(st, "trade.BUILD_SHIP.BOOKS")  # the lone option (upgrade slot 0 for GOLD) is taken
    assert g.top[0] == "SHIP2_1" and g.dock[0] == ["CLOTH"] and g.goods["GOLD"] == 0


def test_a_docked_upgrade_keeps_the_cargo_and_the_new_ship_does_not_sail() -> None:
    st = new()  # A17
    g = st.seats[GREEN]
    g.top[0], g.dock[0] = "SHIP2_2", ["TOOLS"]  # 1 of 2 dock spaces filled
    st.shipyard = ["SHIP3_1"]
    hand(st, GREEN, "BL17")
    goods(st, GREEN, BOOKS=2, GOLD=1, CLOTH=1)
    act(st, "folio.BL17")
    sell_or_trade(st, "trade")
    act(st, "trade.BUILD_SHIP.BOOKS")
    act(st, "ship.0.G")
    assert g.top[0] == "SHIP3_1" and g.dock[0] == ["TOOLS"] and not g.sea[0]


def test_three_middle_houses_build_ships_without_goods() -> None:
    st = new()
    g = st.seats[GREEN]
    g.houses["MIDDLE"] = 3
    st.shipyard = ["SHIP2_1"]
    goods(st, GREEN, BOOKS=1)
    hand(st, GREEN, "BL17")
    act(st, "folio.BL17")
    sell_or_trade(st, "trade")  # the lone options (BOOKS to POMBAL, no goods) are taken
    assert g.top[0] == "SHIP2_1" and g.goods["BOOKS"] == 0


def test_produce_is_not_offered_when_nothing_would_be_gained() -> None:
    st = new()  # A10
    sets(st, GREEN, 0)
    st.stores = {"PA1": [GREEN, "YELLOW", "LEFT"]}
    goods(st, GREEN, GOLD=2, BOOKS=1)
    hand(st, GREEN, "BL17")
    act(st, "folio.BL17")
    sell_or_trade(st, "trade")
    assert "trade.PRODUCE_GOODS.BOOKS" not in keys(st)
    st2 = new()
    st2.stores = {"PA1": [GREEN, "YELLOW", "LEFT"]}
    goods(st2, GREEN, GOLD=1, BOOKS=1)
    hand(st2, GREEN, "BL17")
    act(st2, "folio.BL17")
    sell_or_trade(st2, "trade")
    assert "trade.PRODUCE_GOODS.BOOKS" in keys(st2)


def test_one_right_house_adds_one_good_of_a_produced_type() -> None:
    st = new()
    g = st.seats[GREEN]
    sets(st, GREEN, 2)
    g.houses["RIGHT"] = 1
    st.stores = {"PA1": [GREEN, "YELLOW", "RIGHT"], "PA2": [GREEN, "PINK", "LEFT"]}
    goods(st, GREEN, BOOKS=1)
    hand(st, GREEN, "BL17")
    act(st, "folio.BL17")
    sell_or_trade(st, "trade")  # BOOKS to produce is the lone trade
    assert kind(st) == "produce_bonus" and sorted(keys(st)) == ["bonus.CLOTH", "bonus.GOLD"]
    act(st, "bonus.CLOTH")
    assert g.goods == {"GOLD": 1, "CLOTH": 2, "BOOKS": 0, "TOOLS": 0}


def test_meet_the_cardinal_moves_1_or_2_and_is_barred_with_4_tiles() -> None:
    st = new()
    goods(st, GREEN, CLOTH=1)
    hand(st, GREEN, "BL17")
    act(st, "folio.BL17")
    sell_or_trade(st, "trade")
    act(st, "trade.MEET_CARDINAL.CLOTH")
    assert sorted(keys(st)) == ["card.1.T1", "card.1.T2", "card.2.T2", "card.2.T3"]
    st2 = new()
    st2.seats[GREEN].clergy = [t.id for t in data.CLERGY[:4]]
    goods(st2, GREEN, CLOTH=1)
    from engine.lisboa.trade import trade_options

    assert trade_options(st2, GREEN) == ["trade.EARN_FAVOR.CLOTH"]


def test_a_single_arrow_reward_moves_the_cardinal_exactly_one_gap() -> None:
    st = new()
    hand(st, GREEN, "BL12")  # KING, +CARDINAL1
    act(st, "folio.BL12")
    assert sorted(keys(st)) == ["card.1.T1", "card.1.T2"]


def test_favors_one_per_noble_from_a_non_empty_stack() -> None:
    st = new()
    st.seats[GREEN].favors = ["MAIA"]
    st.favor_stacks["POMBAL"] = 0
    goods(st, GREEN, CLOTH=1)
    hand(st, GREEN, "BL17")
    act(st, "folio.BL17")
    sell_or_trade(st, "trade")
    act(st, "trade.EARN_FAVOR.CLOTH")  # only KING is left: taken at once
    assert st.seats[GREEN].favors == ["MAIA", "KING"] and st.favor_stacks["KING"] == 3


# --- §15.1 Build a Store -----------------------------------------------------------------------------
def test_the_small_space_builds_only_on_the_half_column_and_blue_on_the_large_parcels() -> None:
    st = new()
    g = st.seats[GREEN]
    g.reis, g.influence = 40, 5
    _visit(st, GREEN, "BL03")
    act(st, "space.SMALL_BLUE")
    assert {k.split(".")[1] for k in keys(st)} == {f"P{r}5" for r in data.ROWS}
    st2 = new()
    st2.seats[GREEN].reis, st2.seats[GREEN].influence = 40, 5
    _visit(st2, GREEN, "BL03")
    act(st2, "space.BLUE")
    assert {k.split(".")[1] for k in keys(st2)} == {f"P{r}4" for r in data.ROWS}


def test_the_parcel_reward_comes_before_the_cube_so_overflowing_goods_are_lost() -> None:
    st = new()  # S7
    g = st.seats[GREEN]
    g.reis, g.influence = 40, 5
    g.rubble = {"EARTHQUAKE": 1, "FIRE": 1, "TSUNAMI": 0}
    goods(st, GREEN, GOLD=2)  # storage 2: full
    st.col_rubble["C1"] = ["TSUNAMI"]
    st.row_rubble["A"] = []
    _visit(st, GREEN, "BL03")
    act(st, "space.YELLOW")
    act(st, "parcel.PA1")  # +GOLD (lost), then the cube completes a set
    _next_kind(st, "store_house")
    assert g.sets == 1 and economy.storage(g) == 3 and g.goods["GOLD"] == 2


def test_the_cube_is_mandatory_and_the_builder_chooses_it() -> None:
    st = new()  # A40
    g = st.seats[GREEN]
    g.reis, g.influence = 40, 5
    st.col_rubble["C1"] = ["FIRE"]
    st.row_rubble["A"] = ["TSUNAMI", "EARTHQUAKE"]
    _visit(st, GREEN, "BL03")
    act(st, "space.YELLOW")
    act(st, "parcel.PA1")
    assert sorted(keys(st)) == ["cube.c.FIRE", "cube.r.EARTHQUAKE", "cube.r.TSUNAMI"]
    reis = g.reis
    act(st, "cube.r.TSUNAMI")
    assert g.rubble["TSUNAMI"] >= 1 and st.row_rubble["A"] == ["EARTHQUAKE"]
    _next_kind(st, "store_house")
    assert g.reis == reis - (3 + 2 + 3)  # treasury + FIRE + EARTHQUAKE left


def test_a_house_comes_from_any_group_and_unlocks_its_ability() -> None:
    st = new()
    g = st.seats[GREEN]
    g.reis, g.influence = 40, 5
    g.houses["LEFT"] = 1
    _visit(st, GREEN, "BL03")
    act(st, "space.YELLOW")
    act(st, "parcel.PA1")
    _next_kind(st, "store_house")
    assert sorted(keys(st)) == ["house.LEFT", "house.MIDDLE", "house.RIGHT"]
    act(st, "house.LEFT")
    assert g.houses["LEFT"] == 2 and economy.visit_in_reis(g) and st.stores["PA1"][2] == "LEFT"
    st2 = new()
    st2.seats[GREEN].houses = {"LEFT": 2, "MIDDLE": 3, "RIGHT": 3}
    st2.seats[GREEN].influence = 5
    hand(st2, GREEN, "BL03")
    assert "visit.BL03" not in keys(st2)  # no house left: no Store


def test_land_cost_must_be_affordable_with_reis_and_influence() -> None:
    st = new()
    g = st.seats[GREEN]
    g.influence, g.reis = 1, 0  # the visit takes the Influence
    hand(st, GREEN, "BL03")
    assert "visit.BL03" not in keys(st)


# --- §15.2 Take a Decree ----------------------------------------------------------------------------
def test_a_decree_without_a_marker_is_one_decree() -> None:
    st = new()
    p = st.seats[GREEN]
    p.influence = 10
    _visit(st, GREEN, "BL06")
    act(st, keys(st)[0])
    assert len(p.decrees) == 1 and kind(st) != "decree_more"


# --- §15.3 Open a Public Building -------------------------------------------------------------------
def test_a_north_site_needs_the_pb_to_show_its_street_colour() -> None:
    st = new()
    st.pb_available["ARCH_BLUE"] = "PB04"  # blue side: brown+blue
    st.seats[GREEN].plans = ["SP1"]
    st.seats[GREEN].influence = 5
    _visit(st, GREEN, "BL13")
    pick_plan(st, "SP1")
    north = {k for k in keys(st) if k.startswith("site.N_")}
    assert north == {"site.N_BROWN", "site.N_BLUE"}


def test_pb_site_cubes_then_reward_and_the_plan_is_completed() -> None:
    st = new()
    g = st.seats[GREEN]
    g.plans = ["SP1"]
    g.influence = 5
    g.rubble = {t: 0 for t in data.RUBBLE_TYPES}
    st.site_rubble["W_B"] = ["FIRE", "TSUNAMI"]
    reis = g.reis
    _visit(st, GREEN, "BL13")
    pick_plan(st, "SP1")
    act(st, "site.W_B")  # reward 5 reis; 1 Official to hire at 3
    _open_first_pb(st)
    assert g.rubble == {"EARTHQUAKE": 0, "FIRE": 1, "TSUNAMI": 1} and "W_B" not in st.site_rubble
    assert g.reis == reis + 5 - 3 and g.done_plans == ["SP1"] and g.plans == []
    assert st.sites["W_B"][1] == "ARCH_BLUE"


def test_officials_return_from_offices_and_courtyards_before_any_is_hired() -> None:
    st = new()
    g = st.seats[GREEN]
    g.plans = ["SP1"]  # 2 Officials
    g.influence = 5
    st.offices["MAIA"].append(GREEN)
    st.courtyards["KING"].append(GREEN)  # 3 placed: a choice of which 2 return
    reis = g.reis
    _visit(st, GREEN, "BL13")
    pick_plan(st, "SP1")
    act(st, "site.W_A")
    assert kind(st) == "public_building_officials"
    assert sorted(keys(st)) == ["ret.KING.c", "ret.MAIA.o", "ret.POMBAL.o"]
    act(st, "ret.KING.c")
    act(st, "ret.MAIA.o")
    assert economy.officials_on_board(st, GREEN) == 7 and g.reis == reis


# --- §16 Church scoring ------------------------------------------------------------------------------
def test_church_scoring_starts_with_the_player_who_last_moved_the_cardinal() -> None:
    st = new()  # seed p.15: „počínaje hráčem, který naposledy pohnul kardinálem“
    st.cardinal = "K5"
    p, o = st.seats[PURPLE], st.seats[ORANGE]
    p.influence, p.reis = 10, 20
    o.favors = ["KING"]
    o.influence = 10
    st.seats[GREEN].clergy = [data.CLERGY[0].id]
    _visit(st, PURPLE, "BL13", "sa.MEET_CARDINAL")  # Purple moves it onto the Influence gap
    act(st, next(k for k in keys(st) if k.startswith("card.1.")))
    assert st.church_due
    _open_first_pb(st)
    assert kind(st) == "join" and who(st) == ORANGE
    act(st, "join")
    while kind(st) == "visit_payment":
        act(st, keys(st)[0])
    act(st, "ja.MEET_CARDINAL")  # Orange moves it last (K0 -> K1)
    act(st, next(k for k in keys(st) if k.startswith("card.1.")))
    _next_kind(st, "church")
    assert who(st) == ORANGE  # then Green, then Purple (clockwise)
    act(st, "keep")
    assert who(st) == GREEN
    act(st, "keep")
    assert who(st) == PURPLE


def test_a_player_who_keeps_every_tile_gains_nothing() -> None:
    st = new()
    g = st.seats[GREEN]
    g.top = ["BL03", None, None]
    g.clergy = [data.CLERGY[3].id]
    g.influence, g.wigs = 0, 5
    st.church_due, st.church_mover = True, GREEN
    finish_turn(st)  # "keep" is the passive answer
    assert g.influence == 0 and g.wigs == 5 and len(g.clergy) == 1


# --- §8.2 Influence ---------------------------------------------------------------------------------
def test_a_zero_gain_at_10_gives_no_wig() -> None:
    st = new()  # A13
    g = st.seats[GREEN]
    g.influence, g.wigs = 10, 5
    hand(st, GREEN, "RE08")  # +INFLUENCE with an empty top row: a gain of 0
    act(st, "folio.RE08")
    assert g.influence == 10 and g.wigs == 5


# --- §17 period and game end ---------------------------------------------------------------------------
def test_three_empty_piles_end_period_1_and_the_period_is_set_up_anew() -> None:
    st = new()
    st.piles["MAIA"] = st.piles["POMBAL"] = []
    st.piles["KING"] = st.piles["KING"][-1:]
    st.face_up["MAIA"] = st.face_up["POMBAL"] = False
    hand(st, GREEN, "BL01")
    act(st, "gold.BL01")
    act(st, "draw.KING")  # the 3rd pile empties
    assert kind(st) == "period_discard" and who(st) == GREEN  # A41: the active player caused it
    _next_kind(st, "main")
    assert st.period == 2 and st.active == PURPLE
    copies = data.PLAYER_COUNT_SETUP[4].ship_copies
    assert sorted(st.shipyard) == sorted(
        [f"SHIP3_{i}" for i in range(1, copies + 1)] + [f"SHIP4_{i}" for i in range(1, copies + 1)]
    )
    assert st.shipyard[-1].startswith("SHIP3")  # the smaller kind on top
    assert all(len(st.piles[p]) == 5 and st.face_up[p] for p in data.PILES)
    assert {data.POLITICAL_CARD[c].deck for p in data.PILES for c in st.piles[p]} == {"BROWN"}
    assert st.purple == [] and st.brown == []


def test_a_fourth_set_completed_before_period_2_does_not_end_the_game() -> None:
    st = new()  # Errata 2: the trigger is the moment
    g = st.seats[GREEN]
    g.rubble = {"EARTHQUAKE": 4, "FIRE": 4, "TSUNAMI": 1}
    g.sets, g.influence = 1, 5
    st.site_rubble["E_D"] = ["TSUNAMI", "TSUNAMI"]  # sets 2 (period 1 ends) and 3 ...
    st.reserve = ["TSUNAMI"]  # ... and the site reward +RUBBLE: set 4
    _visit(st, GREEN, "BL13")
    pick_plan(st, g.plans[0])
    act(st, "site.E_D")
    _open_first_pb(st)
    assert g.sets == 4 and st.period_due == GREEN and not st.end_due
    _next_kind(st, "main")
    assert st.period == 2 and not st.end_due and st.turns_left is None
    finish_turn(st)
    assert not st.end_due


def test_three_empty_piles_in_period_2_end_the_game_after_the_round_and_one_more() -> None:
    st = new()
    st.period = 2
    st.piles["MAIA"] = st.piles["POMBAL"] = []
    st.piles["KING"] = st.piles["KING"][-1:]
    st.face_up["MAIA"] = st.face_up["POMBAL"] = False
    turn_of(st, PURPLE)
    hand(st, PURPLE, "BL01")
    act(st, "gold.BL01")
    act(st, "draw.KING")
    assert st.end_due and st.turns_left == 2 + 4  # Yellow, Orange, then a full round
    order = []
    while st.phase != "over":
        order.append(st.active)
        finish_turn(st)
    assert order == [YELLOW, ORANGE, GREEN, PURPLE, YELLOW, ORANGE]
    assert all(s.final is not None for s in st.seats)


# --- 2 players (§6.2, §19.3) -----------------------------------------------------------------------
def test_two_players_neutral_officials_and_row_e_covered() -> None:
    st = new(players=2)
    assert all(st.offices[n].count(NEUTRAL) == 1 for n in data.NOBLES)
    assert "E" not in st.row_rubble and "W_E" not in st.site_rubble and "E_E" not in st.site_rubble
    assert not any(data.DECREE_KIND[data.DECREE[d].kind].row_e for d in st.decree_display + st.decree_deck)
    g = st.seats[GREEN]
    g.reis, g.influence = 40, 5
    _visit(st, GREEN, "BL03")
    act(st, "space.YELLOW")
    assert not any(k.startswith("parcel.PE") for k in keys(st))
    assert data.PLAYER_COUNT_SETUP[2].ship_copies == 1 and len(st.shipyard) == 2
    assert st.favor_stacks == {n: data.FAVORS_PER_NOBLE for n in data.NOBLES}  # (new() refills them)


# --- §18 the solo Rival (PROPOSED) -------------------------------------------------------------------
def test_the_rival_takes_the_next_pile_and_acts_by_it() -> None:
    st = new(players=1)
    rival = st.seats[1]
    assert rival.rival and st.active == 0
    maia = len(st.piles["MAIA"])
    hand(st, 0, "BL01")
    act(st, "gold.BL01")
    act(st, "draw.TREASURY")
    assert st.active == 0 and kind(st) == "main"  # the Rival's turn ran by itself
    assert len(st.piles["MAIA"]) == maia - 1 and st.rival_pile == 0
    # MAIA: a Store from the space with the fewest Rival Stores (ties: YELLOW first) on the first legal
    # parcel in reading order, with its lowest LEFT house; no land cost, no reward
    assert st.stores == {"PA1": [1, "YELLOW", "LEFT"]} and rival.houses["LEFT"] == 1
    assert rival.reis == 0 and rival.rubble == {t: 0 for t in data.RUBBLE_TYPES}
    pombal = len(st.piles["POMBAL"])
    display = list(st.decree_display)
    wigs = rival.wigs
    finish_turn(st)
    assert len(st.piles["POMBAL"]) == pombal - 1 and rival.wigs == wigs + 3
    assert display[0] not in st.decree_display


# --- pre-game (§6.1, §19.2) ---------------------------------------------------------------------------
def test_each_player_keeps_one_of_two_clergy_tiles_the_other_goes_back_to_the_bag() -> None:
    st = GAME.setup(3, Options(), 5)
    assert st.phase == "clergy" and set(seats(st)) == {0, 1, 2}
    offers = {s: list(v) for s, v in st.offer.items()}
    bag = len(st.bag)
    for seat in (2, 0, 1):
        act(st, "clergy." + offers[seat][1], seat)
    assert [s.clergy for s in st.seats] == [[offers[i][1]] for i in range(3)]
    assert len(st.bag) == bag + 3 and all(offers[i][0] in st.bag for i in range(3))
    assert st.phase == "play"


def test_the_draft_keeps_2_1_1_1_passing_left() -> None:
    st = GAME.setup(3, Options(draft=True), 5)
    for seat in range(3):
        act(st, keys(st, seat)[0], seat)
    assert st.phase == "draft"
    dealt = {i: list(st.draft[i]) for i in range(3)}
    for seat in range(3):  # keep 2, one card at a time
        act(st, f"draft.{dealt[seat][0]}", seat)
        act(st, f"draft.{dealt[seat][1]}", seat)
    for i in range(3):
        assert st.seats[i].hand == dealt[i][:2]
        assert st.draft[(i + 1) % 3] == dealt[i][2:]  # the other 3 go to the left
    for _ in range(3):  # keep 1, 1, then the last card
        for seat in range(3):
            if seat in seats(st):
                act(st, keys(st, seat)[0], seat)
    assert st.phase == "play" and all(len(s.hand) == 5 for s in st.seats)
    assert sorted(c for s in st.seats for c in s.hand) == sorted(c for v in dealt.values() for c in v)


def test_starting_decrees_are_taken_in_reverse_turn_order_then_refilled() -> None:
    st = GAME.setup(3, Options(starting_decree=True), 5)
    for seat in range(3):
        act(st, keys(st, seat)[0], seat)
    assert st.phase == "start_decree"
    for seat in (2, 1, 0):
        assert who(st) == seat
        act(st, keys(st)[-1])
    assert all(len(s.decrees) == 1 for s in st.seats)
    assert len(st.decree_display) == data.DECREE_DISPLAY and st.phase == "play"


# --- goal cards (§19.1) ------------------------------------------------------------------------------
def test_a_deck_a_goal_needs_a_visit() -> None:
    st = new(goal_cards=True)
    g = st.seats[GREEN]
    g.goal = "A1"  # visit MAIA and build a Store, or POMBAL and a Ship
    st.shipyard = ["SHIP2_1"]
    goods(st, GREEN, BOOKS=2, GOLD=1, CLOTH=1)
    hand(st, GREEN, "BL17")
    act(st, "folio.BL17")
    sell_or_trade(st, "trade")
    act(st, "trade.BUILD_SHIP.BOOKS")  # a Ship, but by trading
    act(st, keys(st)[0])
    finish_turn(st)
    assert g.goal == "A1"


def test_a_deck_a_goal_rewards_two_b_cards_keep_one_the_other_to_the_bottom() -> None:
    st = new(goal_cards=True)
    g = st.seats[GREEN]
    g.goal = "A1"
    g.influence = 10
    st.shipyard = ["SHIP2_1"]
    goods(st, GREEN, GOLD=1, CLOTH=1)
    st.goal_deck = ["B7", "B5", "B10"]  # top last
    _visit(st, GREEN, "BL06", "sa.BUILD_SHIP")
    _next_kind(st, "draw")
    draw(st)
    assert kind(st) == "effect" and who(st) == GREEN and sorted(keys(st)) == ["goal.B10", "goal.B5"]
    act(st, "goal.B5")
    assert g.goal == "B5" and st.goal_deck == ["B10", "B7"]  # A31


def test_a_b_goal_pays_at_the_end_of_the_turn_and_is_discarded() -> None:
    st = new(goal_cards=True)
    g = st.seats[GREEN]
    g.goal = "B10"  # sell goods: 3 reis
    st.seats[PURPLE].top[0] = "SHIP2_1"
    goods(st, GREEN, CLOTH=1)
    hand(st, GREEN, "BL14")
    act(st, "folio.BL14")
    reis = g.reis
    sell_or_trade(st, "sell")  # the lone sale is taken at once
    assert g.reis == reis + st.prices["CLOTH"] + 1
    draw(st)
    assert g.goal is None and g.reis == reis + st.prices["CLOTH"] + 1 + 3


def test_only_one_goal_per_turn_a_new_card_waits_for_a_later_turn() -> None:
    st = new(goal_cards=True)
    g = st.seats[GREEN]
    g.goal = "A2"  # ... or visit POMBAL and take a decree
    g.influence = 10
    st.stores = {"PA1": [GREEN, "YELLOW", "LEFT"]}
    goods(st, GREEN)
    st.goal_deck = ["B7", "B11"]  # B11: produce goods
    _visit(st, GREEN, "BL06", "sa.PRODUCE_GOODS")
    _next_kind(st, "draw")
    draw(st)
    act(st, "goal.B11")
    assert g.goal == "B11" and g.goods["GOLD"] == 1  # produced, but B11 does not pay this turn
    assert st.active == PURPLE


def test_set_marker_limit_is_per_player_not_per_turn():
    """Seed: a player may remove at most 1 set marker per turn for a 2nd decree; a joiner who takes a
    decree in the same turn may still spend one of theirs."""
    from engine.lisboa.frames import push

    st = GAME.setup(3, Options(), 11)
    while st.phase != "play":
        seat = seats(st)[0]
        act(st, keys(st, seat)[0], seat)
    st.seats[0].markers = st.seats[1].markers = 1
    st.marker_spent = [0]  # the visitor already spent one this turn
    push(st, "decree", 1)
    act(st, keys(st, 1)[0], 1)
    assert keys(st, 1)[-1] == "stop"  # seat 1 is offered its own 2nd decree
    act(st, keys(st, 1)[0], 1)
    assert st.seats[1].markers == 0 and len(st.seats[1].decrees) == 2


def test_making_room_for_a_portfolio_card_never_discards_the_last_way_to_sell_or_trade() -> None:
    """SEED p.8: a play is chosen only if it can be completed. With her portfolio full (capacity 2), a
    Ship as her only sale and both trades for her cloth covered, Green may discard the Treasury card
    but not the Ship before Selling."""
    from .test_scenarios import GREEN, act, goods, hand, keys, new, turn_of

    st = new()
    turn_of(st, GREEN)
    g = st.seats[GREEN]
    g.top = ["SHIP2_1", None, None]
    g.bottom = ["BL17", None, None]
    for s in st.seats[1:]:
        s.top = [None, None, None]
    goods(st, GREEN, CLOTH=1)
    st.action_goods = {"MEET_CARDINAL": "GOLD", "EARN_FAVOR": "GOLD"}
    hand(st, GREEN, "BL16", "BL01", "BL02", "BL03", "BL04")
    act(st, "folio.BL16")
    # The Treasury card was the only discard offered (so it went by itself), then the lone sale.
    assert g.top[0] == "SHIP2_1" and g.bottom[0] == "BL16" and "BL17" not in g.bottom
    assert g.dock[0] == ["CLOTH"] and g.goods["CLOTH"] == 0
    assert keys(st)[0].startswith("draw.")


def test_goal_cards_go_to_the_players_who_say_they_are_new() -> None:
    """SEED §19.1: goal cards are for newcomers. With the module on, each player answers before the
    game (all at once); a newcomer keeps the deck-A card dealt to them, the others return it."""
    st = GAME.setup(3, Options(goal_cards=True), 2)
    dealt = [s.goal for s in st.seats]
    assert all(g is not None and g.startswith("A") for g in dealt)
    d = GAME.decision(st)
    assert d.kind == "newcomer" and d.seats == (0, 1, 2) and d.owner is None
    GAME.apply(st, 2, "newcomer.no")
    GAME.apply(st, 0, "newcomer.yes")
    assert st.phase == "newcomer" and seats(st) == (1,)
    GAME.apply(st, 1, "newcomer.yes")
    assert [s.goal for s in st.seats] == [dealt[0], dealt[1], None]
    assert st.phase == "clergy"  # then the Clergy tiles, as without the module
