"""Independent rules audit against the rulebooks (CZ full rules, DE short rules, ES rules).

One test per rule, named after the rule. Each test fails if the engine breaks that rule; rules
that other test files already pin down are not repeated here (see the audit report).
"""

from __future__ import annotations

import pytest

from engine.emara import events, round as round_, scoring, solo, town
from engine.emara.data import (
    ADVISORS_A,
    ADVISORS_B,
    BASIC,
    CARDS,
    COUNTRYSIDE,
    EVENTS,
    NOBLE_CARDS,
    PRODUCES,
    RANKS,
    TOWN,
)
from engine.emara.game import GAME
from engine.emara.movement import locations

from .helpers import before, do, end_turn, keys, location_closed, move_to, neutral_event, new, place, play, stock


def _finish(st):
    """Resolve open frames with their first option (payments, keep ...)."""
    while st.stack:
        do(st, keys(st)[0])


def _hold(st, seat, token):
    """Give ``seat`` a favor token taken out of the draw pile."""
    st.favor_draw.remove(token)
    st.seats[seat].favors.append(token)


# ---------------------------------------------------------------------------------------------
# Setup (CZ steps 1-17)
# ---------------------------------------------------------------------------------------------
def test_setup_boards_are_countryside_ring_and_town_ring():
    for seed in range(10):
        st = GAME.setup(3, GAME.Options(), seed)
        assert sorted(st.boards[0]) == sorted(COUNTRYSIDE) and sorted(st.boards[1]) == sorted(TOWN)


def test_setup_eight_a_advisors_two_per_town_location_and_six_b_in_the_pile():
    for seed in range(10):
        st = GAME.setup(2, GAME.Options(), seed)
        dealt = [a for loc in TOWN for a in st.advisors[loc]]
        assert all(len(st.advisors[loc]) == 2 for loc in TOWN)
        assert len(dealt) == len(set(dealt)) == 8 and set(dealt) <= set(ADVISORS_A)
        assert sorted(st.advisor_b_pile) == sorted(ADVISORS_B)


def test_setup_nobility_stacks_sorted_descending_by_cp():
    st = GAME.setup(2, GAME.Options(), 1)
    for r in RANKS:
        assert st.nobility[r] == sorted(NOBLE_CARDS[r], reverse=True)


def test_setup_building_start_is_printed_on_the_setup_card_and_may_be_agreed():
    from engine.emara.data import EVENT_SETUP

    for seed in range(8):
        st = GAME.setup(3, GAME.Options(), seed)
        assert all(s.bp == EVENT_SETUP[st.setup_event][2] and s.cp == 0 for s in st.seats)
    st = GAME.setup(3, GAME.Options(building_start=17), 0)
    assert all(s.bp == 17 for s in st.seats)


def test_setup_nine_cards_each_shuffled_three_drawn():
    st = GAME.setup(4, GAME.Options(), 5)
    for s in st.seats:
        assert len(s.hand) == 3 and len(s.deck) == 6 and sorted(s.hand + s.deck) == sorted(CARDS)
        assert s.craftsmen_left == 4 and len(s.councillors) == 2


def test_setup_start_player_takes_statue_places_on_setup_card_locations():
    from engine.emara.data import EVENT_SETUP

    for seed in range(8):
        st = GAME.setup(4, GAME.Options(), seed)
        c, t, _ = EVENT_SETUP[st.setup_event]
        assert st.active == st.statue
        assert locations(st, st.statue) == [c, t]
        # four players: every location of each board holds exactly one councillor
        for b in (0, 1):
            assert sorted(s.councillors[c_][1] for s in st.seats for c_ in (0, 1) if s.councillors[c_][0] == b) == [
                0,
                1,
                2,
                3,
            ]
        # each player took exactly the 1 resource of their countryside location, nothing else
        for s in st.seats:
            loc = locations(st, st.seats.index(s))[0]
            want = {k: 0 for k in s.stock}
            want[PRODUCES[loc]] = 1
            if st.event in events.EVENT_IMMEDIATE:  # the round-1 event already applied
                want[events.EVENT_IMMEDIATE[st.event]] += 1
            assert s.stock == want and not s.favors and s.cp == 0


def test_setup_start_player_option_and_the_others_follow_clockwise():
    st = GAME.setup(3, GAME.Options(start_player=2), 0)
    assert st.statue == 2 and st.active == 2
    b0 = [st.seats[(2 + i) % 3].councillors[0][1] for i in range(3)]
    assert [(b0[0] + i) % 4 for i in range(3)] == b0


def test_setup_favor_pile_has_all_twelve_tokens():
    st = GAME.setup(2, GAME.Options(), 3)
    assert len(st.favor_draw) == 12 and st.favor_discard == []


def test_setup_three_and_four_player_markers_start_at_the_black_number():
    for n in (3, 4):
        st = new(n)
        assert all(st.gift[r] == 0 and st.donation[r] == 0 for r in BASIC)
        assert st.stone_marker == 0 and st.bread_marker == 0
    assert town.marker_value(new(4), "gift", "wood") == 1


def _random_layout_same_board_seed():
    for seed in range(300):
        st = GAME.setup(3, GAME.Options(random_layout=True), seed)
        if st.stack and st.stack[-1].k == "relocate":
            return seed
    raise AssertionError("no seed")


def test_random_layout_start_player_moves_one_councillor_to_the_other_board():
    seed = _random_layout_same_board_seed()
    st = GAME.setup(3, GAME.Options(random_layout=True), seed)
    lead = st.statue
    cs = st.seats[lead].councillors
    assert cs[0][0] == cs[1][0]  # the setup card put both on one board
    b = cs[0][0]
    ks = keys(st)
    assert len(ks) == 8 and all(k.startswith("reloc.") for k in ks)  # either councillor, any spot there
    do(st, "reloc.1.2")
    cs = st.seats[lead].councillors
    assert sorted(c[0] for c in cs) == [0, 1]
    moved = [c for c in cs if c[0] == 1 - b][0]
    assert moved[1] == 2
    # the others place clockwise from the start player's final positions, on both boards
    for i in range(1, 3):
        other = st.seats[(lead + i) % 3].councillors
        for board, pos in cs:
            assert [board, (pos + i) % 4] in other
    # then everyone picks a basic resource of their choice, in turn order from the start player
    assert st.phase == "setup" and st.active == lead
    assert keys(st) == ["start.wood", "start.stone", "start.cloth", "start.grain"]
    do(st, "start.stone")
    assert st.active == (lead + 1) % 3


def test_random_layout_start_resource_ignores_councillor_positions():
    st = GAME.setup(2, GAME.Options(random_layout=True), 11)
    if st.stack:
        do(st, keys(st)[0])
    before_ = [dict(s.stock) for s in st.seats]
    assert all(sum(b.values()) == 0 for b in before_)  # no countryside resource in the variant
    do(st, "start.grain", "start.grain")
    assert st.phase == "play"


# ---------------------------------------------------------------------------------------------
# Round (CZ "Průběh hry")
# ---------------------------------------------------------------------------------------------
def test_setup_card_event_never_applied_and_round_one_applies_the_next_card():
    for seed in range(40):
        st = GAME.setup(2, GAME.Options(), seed)
        if st.setup_event in events.EVENT_IMMEDIATE and st.event not in events.EVENT_IMMEDIATE:
            res = events.EVENT_IMMEDIATE[st.setup_event]
            for i, s in enumerate(st.seats):
                own = PRODUCES[locations(st, i)[0]]
                assert s.stock[res] == (1 if own == res else 0)
            return
    raise AssertionError("no seed")


def test_immediate_event_applies_once_at_the_start_of_the_round():
    st = new(2)
    st.event_deck.insert(0, "bountiful_harvest")
    round_.start_round(st, [])
    assert [s.stock["grain"] for s in st.seats] == [1, 1]
    assert st.event == "bountiful_harvest"


def test_rule_change_event_lasts_only_its_round():
    st = new(2)
    st.event = "long_summer"
    st.event_deck.insert(0, "fine_wool")
    round_.start_round(st, [])
    stock(st, wood=1)
    bp = st.seats[st.active].bp
    move_to(st, "construction_site")
    do(st, "wood.1")
    assert st.seats[st.active].bp == bp + 5


def test_turns_go_round_robin_from_the_statue_three_each():
    st = new(3)
    neutral_event(st)
    statue = st.statue
    order = []
    for _ in range(9):
        order.append(st.active)
        if st.turn.card is None:  # (the last card goes into the last slot by itself)
            do(st, keys(st)[0])
        do(st, "move.0")
        _finish(st)
        end_turn(st)
    assert order == [(statue + i) % 3 for i in range(9)]
    assert st.round == 2 and st.statue == (statue + 1) % 3 and st.active == st.statue


def test_end_of_round_events_in_turn_order_from_the_statue_one_option_each():
    st = new(3)
    st.event = "alms_for_the_poor"
    for i in range(3):
        stock(st, i, gold=2, ring=2)
    statue = st.statue
    round_.end_of_round(st, [])
    seen = []
    while st.phase == "end_of_round":
        seen.append(st.active)
        assert keys(st) == ["eor.gold", "eor.ring", "skip"]
        do(st, "eor.gold")
    assert seen == [statue, (statue + 1) % 3, (statue + 2) % 3]
    assert [s.cp for s in st.seats] == [4, 4, 4]  # one option each
    assert [s.stock["gold"] for s in st.seats] == [1, 1, 1]
    assert st.statue == (statue + 1) % 3  # then the statue passes


def test_new_lore_end_of_round_gives_bp_for_a_book_or_a_ring_not_both():
    st = new(2)
    st.event = "new_lore"
    seat = st.statue
    stock(st, seat, book=1, ring=1)
    bp = st.seats[seat].bp
    round_.end_of_round(st, [])
    assert keys(st) == ["eor.book", "eor.ring", "skip"]
    do(st, "eor.ring")
    assert st.seats[seat].bp == bp + 5 and st.seats[seat].stock["book"] == 1
    assert st.active != seat or st.phase != "end_of_round"


def test_great_famine_grain_may_be_paid_with_gold_but_the_ring_option_needs_a_ring():
    st = new(2)
    st.event = "great_famine"
    seat = st.statue
    stock(st, seat, gold=2)
    round_.end_of_round(st, [])
    assert keys(st) == ["eor.grain1", "eor.grain2", "skip"]


def test_reshuffle_after_round_three_and_draw_three():
    st = new(2)
    st.round = 3
    for s in st.seats:  # all 9 cards played: 6 face down, 3 in the slots
        s.played = s.deck[:6]
        s.slots = list(s.hand)
        s.deck, s.hand = [], []
    round_.finish_round(st, [])
    for s in st.seats:
        assert len(s.hand) == 3 and len(s.deck) == 6 and s.played == []
        assert sorted(s.hand + s.deck) == sorted(CARDS) and s.slots == [None, None, None]


def test_no_reshuffle_after_rounds_one_and_two():
    st = new(2)
    st.round = 1
    for s in st.seats:
        s.slots, s.hand = list(s.hand), []
    round_.finish_round(st, [])
    for s in st.seats:
        assert len(s.played) == 3 and len(s.deck) == 3 and len(s.hand) == 3
        assert not set(s.played) & set(s.hand)


def test_full_selection_takes_all_nine_back_after_round_three_and_never_draws():
    st = GAME.setup(2, GAME.Options(full_selection=True), 4)
    st.round = 2
    for s in st.seats:
        s.slots = s.hand[:3]
        s.hand = s.hand[3:]
    round_.finish_round(st, [])
    assert all(len(s.hand) == 6 for s in st.seats)
    st.round = 3
    for s in st.seats:
        s.played += s.hand[:3]
        s.slots = s.hand[3:]
        s.hand = []
    round_.finish_round(st, [])
    assert all(sorted(s.hand) == sorted(CARDS) and not s.deck and not s.played for s in st.seats)


def test_game_ends_after_round_six_with_final_scoring():
    st = new(2)
    st.round = 6
    for s in st.seats:
        s.slots = s.hand
        s.hand = []
    round_.finish_round(st, [])
    assert st.phase in ("final_scoring", "over") and st.round == 6


# ---------------------------------------------------------------------------------------------
# Turn (CZ "Tah hráče")
# ---------------------------------------------------------------------------------------------
def test_a_card_must_be_played_first_into_an_empty_slot():
    st = new(3)
    assert all(k.startswith("play.") for k in keys(st))
    s = st.seats[st.active]
    s.slots = ["wood", None, None]
    s.hand = [c for c in s.hand if c != "wood"] or s.hand
    assert {k.split(".")[2] for k in keys(st)} == {"2", "3"}


@pytest.mark.parametrize("slot", [1, 2, 3])
def test_movement_exactly_the_slot_steps_never_fewer(slot):
    st = new(3)
    neutral_event(st)
    seat = st.active
    place(st, seat, 1, "castle")
    play(st, "wood", slot)
    ring = st.boards[1]
    do(st, "move.1")
    assert locations(st, seat)[1] == ring[(ring.index("castle") + slot) % 4]
    _finish(st)
    assert not any(k.startswith("move") for k in keys(st))  # only one movement


def test_turn_can_only_end_after_the_movement():
    st = new(3)
    play(st, "wood")
    assert "end" not in keys(st)
    do(st, "card")
    assert "end" not in keys(st)
    do(st, "move.1")
    _finish(st)
    assert "end" in keys(st)


def test_card_action_is_optional_and_once():
    st = new(3)
    play(st, "stone")
    do(st, "move.1")
    _finish(st)
    assert "card" in keys(st) and "end" in keys(st)
    do(st, "card")
    assert "card" not in keys(st)


def test_only_the_moved_councillors_destination_is_usable():
    st = new(3)
    neutral_event(st)
    seat = st.active
    place(st, seat, 1, "construction_site")  # standing at the site with a stone does nothing
    stock(st, stone=1)
    move_to(st, "forest")
    assert st.stack == [] and st.seats[seat].stock["wood"] == 1
    assert "stone" not in keys(st)


def test_councillors_of_several_players_may_share_a_location():
    st = new(3)
    neutral_event(st)
    other = (st.active + 1) % 3
    place(st, other, 0, "forest")
    move_to(st, "forest")
    assert locations(st, other)[0] == locations(st, st.active)[0] == "forest"


def test_bonus_actions_each_only_once_per_turn():
    st = new(3)
    neutral_event(st)
    seat = st.active
    s = st.seats[seat]
    s.advisors.append("steward")
    stock(st, gold=9, ring=9, wood=9, stone=9, cloth=9, grain=9)
    play(st, "wood")
    do(st, "noble")
    assert "noble" not in keys(st) and s.noble_rank == 1  # Count is affordable, but once per turn
    do(st, "hire")
    do(st, keys(st)[0])
    _finish(st)
    assert "hire" not in keys(st)
    do(st, "recruit")
    do(st, keys(st)[0])
    _finish(st)
    assert "recruit" not in keys(st)
    do(st, "move.0")
    _finish(st)
    do(st, "end")
    while st.active != seat:  # next turn: available again
        do(st, keys(st)[0], "move.0")
        _finish(st)
        do(st, "end")
    do(st, keys(st)[0])
    assert {"noble", "hire", "recruit"} <= set(keys(st))


# ---------------------------------------------------------------------------------------------
# Card actions
# ---------------------------------------------------------------------------------------------
def test_gold_trade_is_one_for_one_or_three_for_two_never_two():
    st = new(3)
    stock(st, wood=2)
    play(st, "gold_trade")
    assert [k for k in keys(st) if k.startswith("gold")] == ["gold.1"]


def test_gold_trade_pays_only_basic_resources():
    st = new(3)
    stock(st, book=5, bread=5, ring=5)
    play(st, "gold_trade")
    assert not any(k.startswith("gold") for k in keys(st))


def test_town_card_uses_any_town_location_without_moving():
    st = new(3)
    neutral_event(st)
    seat = st.active
    pos = [list(c) for c in st.seats[seat].councillors]
    stock(st, stone=1)
    play(st, "town")
    assert [k for k in keys(st) if k.startswith("town")] == ["town." + loc for loc in TOWN]
    do(st, "town.construction_site", "stone")
    assert st.seats[seat].councillors == pos and st.seats[seat].stock["stone"] == 0


def test_step_card_is_independent_of_the_movement():
    st = new(3)
    neutral_event(st)
    seat = st.active
    place(st, seat, 0, "forest")
    play(st, "step", 2)
    do(st, "step.0")
    _finish(st)
    do(st, "move.0")
    _finish(st)
    ring = st.boards[0]
    assert locations(st, seat)[0] == ring[(ring.index("forest") + 3) % 4]


def test_hire_recruit_card_only_where_a_councillor_stands():
    st = new(3)
    neutral_event(st)
    seat = st.active
    place(st, seat, 0, "forest")
    place(st, seat, 1, "castle")
    st.advisors["castle"] = ["baker", "scholar"]
    stock(st, wood=9, stone=9, cloth=9, grain=9)
    play(st, "hire_recruit")
    do(st, "card")
    locs = {k.split(".")[1] for k in keys(st) if k.startswith("hut.")}
    advs = {k[4:] for k in keys(st) if k.startswith("adv.")}
    assert locs == {"forest"} and advs == {"baker", "scholar"}


# ---------------------------------------------------------------------------------------------
# Countryside
# ---------------------------------------------------------------------------------------------
def test_countryside_only_own_craftsmen_add_income():
    st = new(3)
    neutral_event(st)
    seat = st.active
    other = (seat + 1) % 3
    st.huts["quarry"] = [other, other, seat, None]
    move_to(st, "quarry")  # no grain: the one craftsman's choice is forced
    assert st.stack == [] and st.seats[seat].stock["stone"] == 2


def test_craftsman_bread_option_anywhere_and_grain_may_be_gold():
    st = new(3)
    neutral_event(st)
    seat = st.active
    st.huts["forest"][0] = seat
    stock(st, gold=1)
    move_to(st, "forest")
    assert keys(st) == ["craft.take", "craft.bread"]
    do(st, "craft.bread")
    s = st.seats[seat]
    assert s.stock["bread"] == 1 and s.stock["gold"] == 0 and s.stock["wood"] == 1


# ---------------------------------------------------------------------------------------------
# Town locations: once per activation, goods never replaced by gold
# ---------------------------------------------------------------------------------------------
def test_gold_coin_cannot_replace_bread():
    st = new(3)
    neutral_event(st)
    stock(st, gold=5)
    move_to(st, "construction_site")
    assert not any(k.startswith("bread") for k in keys(st))


def test_gold_coin_cannot_replace_a_book():
    st = new(3)
    neutral_event(st)
    stock(st, gold=5)
    play(st, "town")
    do(st, "town.castle")
    assert "bookbp" not in keys(st)
    do(st, "done", "move.0")
    _finish(st)
    st.turn.card_done = False
    st.turn.card = "town"
    do(st, "town.market")
    assert not any(k.startswith("sell") for k in keys(st))


def test_gold_coin_cannot_replace_a_ring():
    st = new(3)
    s = st.seats[st.active]
    s.advisors.append("bailiff")
    s.noble_rank = 1
    s.noble_cards = [st.nobility["baron"].pop(0)]
    stock(st, gold=5)
    play(st, "wood")
    assert "bailiff" not in keys(st) and "noble" not in keys(st)  # Count needs a real ring


def test_gold_substitutes_unit_by_unit_in_a_gift():
    st = new(2)
    neutral_event(st)
    assert town.marker_value(st, "gift", "cloth") == 2
    stock(st, cloth=2, gold=1)
    move_to(st, "castle")
    do(st, "gift.cloth")
    # the whole payment is one choice: 2 cloth, or 1 cloth and a gold coin for the other unit
    assert keys(st) == ["payall.0.0.2.0.0", "payall.0.0.1.0.1"]
    do(st, "payall.0.0.1.0.1")
    s = st.seats[st.active]
    assert s.stock["ring"] == 1 and s.stock["cloth"] == 1 and s.stock["gold"] == 0


def test_cathedral_one_donation_per_activation_paying_the_marker_value():
    st = new(2)
    neutral_event(st)
    stock(st, wood=5, stone=5)
    assert town.marker_value(st, "donation", "wood") == 2
    move_to(st, "cathedral")
    do(st, "donate.wood")
    _finish(st) if st.stack and st.stack[-1].k != "location" else None
    while st.stack and st.stack[-1].k != "location":
        do(st, keys(st)[0])
    assert st.seats[st.active].stock["wood"] == 3
    assert not any(k.startswith("donate") for k in keys(st))


def test_castle_gift_and_book_each_once_per_activation():
    st = new(3)
    neutral_event(st)
    stock(st, wood=5, stone=5, book=3)
    move_to(st, "castle")
    do(st, "gift.wood", "bookbp")
    assert location_closed(st)  # nothing left: "done" is taken by itself
    assert st.seats[st.active].stock["book"] == 2


def test_market_buy_once_and_sell_once_per_activation():
    st = new(3)
    neutral_event(st)
    stock(st, wood=5, book=5)
    move_to(st, "market")
    assert "buy.2" not in keys(st)  # 2 for 2 only under Merchants from afar
    do(st, "buy.1", "sell.2")
    assert location_closed(st)
    s = st.seats[st.active]
    assert s.stock["gold"] == 1 and s.cp == 6 and s.stock["book"] == 3


def test_construction_site_three_sub_actions_once_each():
    st = new(3)
    neutral_event(st)
    stock(st, stone=3, bread=5, wood=5)
    move_to(st, "construction_site")
    assert [k for k in keys(st) if k.startswith("bread")] == ["bread.1", "bread.2", "bread.3"]
    do(st, "stone", "bread.3", "wood.3")
    assert location_closed(st)


def test_stone_delivery_is_exactly_one_stone():
    st = new(3)
    neutral_event(st)
    stock(st, stone=3)
    move_to(st, "construction_site")
    assert [k for k in keys(st) if k.startswith("stone")] == ["stone"]
    do(st, "stone")
    assert st.seats[st.active].stock["stone"] == 2


def test_each_activation_of_a_location_offers_its_sub_actions_again():
    st = new(3)
    neutral_event(st)
    seat = st.active
    stock(st, stone=2)
    place(st, seat, 1, before(st, "construction_site", 1))
    play(st, "town", 1)
    do(st, "town.construction_site", "stone", "move.1")  # "done" was the lone option left
    assert "stone" in keys(st)
    do(st, "stone")
    assert st.seats[seat].stock["stone"] == 0


def test_market_value_never_changes():
    st = new(3)
    neutral_event(st)
    stock(st, wood=9)
    for _ in range(3):
        st.turn.card, st.turn.card_done = "town", False
        st.seats[st.active].slots = ["town", None, None]
        do(st, "town.market", "buy.1")  # wood is the only way to pay; "done" is then alone
        _finish(st)
    assert st.seats[st.active].stock["gold"] == 3 and st.seats[st.active].stock["wood"] == 6


# ---------------------------------------------------------------------------------------------
# Favor tokens
# ---------------------------------------------------------------------------------------------
def test_favor_token_cashed_on_arrival_by_movement():
    st = new(3)
    neutral_event(st)
    seat = st.active
    _hold(st, seat, "castle_gold")
    move_to(st, "castle", 3)
    assert "cash.castle_gold" in keys(st)
    do(st, "cash.castle_gold")
    assert st.seats[seat].stock["gold"] == 1 and "castle_gold" in st.favor_discard


def test_favor_token_cashed_on_arrival_by_step_card():
    st = new(3)
    neutral_event(st)
    seat = st.active
    _hold(st, seat, "market_book")
    place(st, seat, 1, before(st, "market", 1))
    play(st, "step", 2)
    do(st, "step.1")
    assert "cash.market_book" in keys(st)


def test_favor_token_not_cashed_when_merely_staying():
    st = new(3)
    neutral_event(st)
    seat = st.active
    _hold(st, seat, "castle_cp")
    place(st, seat, 1, "castle")
    st.advisors["castle"] = ["baker", "scholar"]
    stock(st, wood=9, stone=9, cloth=9, grain=9)
    play(st, "hire_recruit")
    do(st, "move.0")  # the other councillor moves
    _finish(st)
    do(st, "card", "adv.baker")  # recruiting at the castle is not its action
    _finish(st)
    do(st, "recruit", "adv.scholar")
    _finish(st)
    assert "castle_cp" in st.seats[seat].favors and not any(k.startswith("cash") for k in keys(st))


def test_favor_token_only_for_its_own_location_via_town_card():
    st = new(3)
    neutral_event(st)
    seat = st.active
    _hold(st, seat, "castle_cp")
    place(st, seat, 1, "castle")
    play(st, "town")
    do(st, "town.market")
    assert not any(k.startswith("cash") for k in keys(st))


def test_favor_bp_reward_is_a_bp_gain_with_modifiers():
    st = new(3)
    st.event = "long_summer"
    seat = st.active
    _hold(st, seat, "market_bp")
    bp = st.seats[seat].bp
    play(st, "town")
    do(st, "town.market", "cash.market_bp")
    assert st.seats[seat].bp == bp + 5 + 2


def test_favor_draw_three_keep_one_and_discard_two():
    st = new(3)
    neutral_event(st)
    stock(st, grain=1)
    seat = st.active
    top3 = st.favor_draw[-3:]
    move_to(st, "cathedral")
    do(st, "donate.grain")
    assert sorted(keys(st)) == sorted("keep." + t for t in top3)
    do(st, "keep." + top3[0])
    assert st.seats[seat].favors == [top3[0]] and sorted(st.favor_discard) == sorted(top3[1:])


# ---------------------------------------------------------------------------------------------
# Bonus actions
# ---------------------------------------------------------------------------------------------
def test_noble_ranks_strictly_in_order_top_card_each():
    st = new(2)
    seat = st.active
    s = st.seats[seat]
    stock(st, gold=20, ring=20)
    play(st, "wood")
    got = []
    for _rank in RANKS:
        st.turn.noble = False
        do(st, "noble")
        got.append(s.noble_cards[-1])
    assert s.stock["gold"] == 20 - 9 and s.stock["ring"] == 20 - 6
    assert got == [NOBLE_CARDS[r][0] for r in RANKS] and s.noble_rank == 5
    st.turn.noble = False
    assert "noble" not in keys(st)  # no sixth rank


def test_respected_at_court_adds_two_cp_per_rank_increase():
    st = new(2)
    st.event = "respected_at_court"
    stock(st, gold=1)
    play(st, "wood")
    do(st, "noble")
    assert st.seats[st.active].cp == 5 + 2 and st.seats[st.active].noble_cards == [5]


def test_hire_leftmost_craftsman_gives_1_2_3_4_cp():
    st = new(2)
    seat = st.active
    s = st.seats[seat]
    s.advisors.append("steward")
    stock(st, wood=20, stone=20, cloth=20, grain=20)
    play(st, "wood")
    cps = []
    for _ in range(4):
        st.turn.hire = False
        cp = s.cp
        do(st, "hire")
        do(st, keys(st)[0])
        _finish(st)
        cps.append(s.cp - cp)
    assert cps == [1, 2, 3, 4] and s.craftsmen_left == 0
    st.turn.hire = False
    assert "hire" not in keys(st)


def test_hire_only_empty_huts_at_the_councillors_countryside_location():
    st = new(3)
    seat = st.active
    other = (seat + 1) % 3
    place(st, seat, 0, "forest")
    st.huts["forest"] = [other, None, other, None]
    stock(st, wood=9, stone=9, cloth=9, grain=9)
    play(st, "wood")
    do(st, "hire")
    assert keys(st) == ["hut.forest.1", "hut.forest.3"]


def test_recruit_only_at_the_councillors_town_location_and_refill_from_b():
    st = new(3)
    seat = st.active
    place(st, seat, 1, "market")
    st.advisors = {
        "castle": ["scholar", "abbess"],
        "cathedral": [None, None],
        "market": ["baker", "merchant"],
        "construction_site": [None, None],
    }
    stock(st, wood=9, stone=9, cloth=9, grain=9)
    play(st, "wood")
    do(st, "recruit")
    assert keys(st) == ["adv.baker", "adv.merchant"]
    top = st.advisor_b_pile[0]
    do(st, "adv.merchant")
    _finish(st)
    assert st.advisors["market"] == ["baker", top]


def test_recruit_leaves_the_space_empty_when_the_b_pile_is_exhausted():
    st = new(3)
    seat = st.active
    place(st, seat, 1, "market")
    st.advisors = {loc: [None, None] for loc in TOWN}
    st.advisors["market"] = ["baker", "merchant"]
    st.advisor_b_pile = []
    stock(st, wood=9, stone=9, cloth=9, grain=9)
    play(st, "wood")
    do(st, "recruit", "adv.baker")
    _finish(st)
    assert st.advisors["market"] == [None, "merchant"]


def test_good_labour_situation_lowers_advisors_not_huts():
    st = new(3)
    st.event = "good_labour_situation"
    seat = st.active
    place(st, seat, 0, "forest")
    place(st, seat, 1, "market")
    st.advisors = {loc: [None, None] for loc in TOWN}
    st.advisors["market"] = ["baker", "merchant"]  # both cost 2
    stock(st, wood=1)
    play(st, "wood")
    assert "hire" not in keys(st)  # forest huts cost 2, no discount
    do(st, "recruit")
    assert "adv.baker" in keys(st)  # grain + wood, wood waived
    do(st, "adv.baker")
    _finish(st)
    assert "baker" in st.seats[seat].advisors and st.seats[seat].stock["wood"] == 0


# ---------------------------------------------------------------------------------------------
# Advisors (22)
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "adv,cp,bp,gain",
    [
        ("master_of_coin", 6, 0, {"gold": 1}),
        ("archivist", 2, 0, {"book": 2}),
        ("goldsmith", 5, 0, {"ring": 1}),
        ("carpenter", 1, 10, {}),
        ("sir_christiaan", 8, 0, {}),
        ("lady_marie", 8, 0, {}),
        ("sir_carl", 10, 0, {}),
        ("lady_frida", 12, 0, {}),
        ("sir_gustave", 0, 12, {}),
        ("sir_antoni", 0, 12, {}),
        ("baker", 3, 0, {}),
        ("schoolmarm", 3, 0, {}),
        ("bailiff", 5, 0, {}),
        ("dressmaker", 5, 0, {}),
        ("landlord", 3, 0, {}),
        ("merchant", 2, 0, {}),
        ("chamberlain", 6, 0, {}),
        ("scholar", 3, 0, {}),
        ("mayoress", 5, 0, {}),
        ("steward", 5, 0, {}),
        ("abbess", 2, 0, {}),
        ("toolmaker", 2, 0, {}),
    ],
)
def test_advisor_recruitment_reward(adv, cp, bp, gain):
    from engine.emara.data import ADVISOR_COST

    st = new(3)
    neutral_event(st)
    seat = st.active
    s = st.seats[seat]
    place(st, seat, 1, "castle")
    st.advisors["castle"] = [adv, None]
    for r in ADVISOR_COST[adv]:
        s.stock[r] += 1
    b0 = s.bp
    play(st, "wood")
    do(st, "recruit", "adv." + adv)
    _finish(st)
    assert adv in s.advisors and s.cp == cp and s.bp == b0 + bp
    assert {k: v for k, v in s.stock.items() if v} == gain


def test_baker_one_or_two_bread_once_per_turn_right_after_recruiting():
    st = new(3)
    neutral_event(st)
    seat = st.active
    s = st.seats[seat]
    place(st, seat, 1, "castle")
    st.advisors["castle"] = ["baker", None]
    stock(st, grain=4, wood=1, cloth=2)
    play(st, "wood")
    do(st, "recruit", "adv.baker")
    _finish(st)
    assert {"baker.1", "baker.2"} <= set(keys(st))
    do(st, "baker.2")
    assert s.stock["bread"] == 2 and s.stock["cloth"] == 1 and s.stock["grain"] == 1
    assert not any(k.startswith("baker") for k in keys(st))


def test_schoolmarm_two_basic_resources_for_a_book_once_per_turn():
    st = new(3)
    s = st.seats[st.active]
    s.advisors.append("schoolmarm")
    stock(st, wood=1, stone=1, book=0, bread=5)
    play(st, "wood")
    do(st, "card")  # 2 wood now
    do(st, "schoolmarm")
    _finish(st)
    assert s.stock["book"] == 1 and s.stock["bread"] == 5
    assert "schoolmarm" not in keys(st)


def test_schoolmarm_not_offered_for_goods_only():
    st = new(3)
    s = st.seats[st.active]
    s.advisors.append("schoolmarm")
    stock(st, bread=5, book=5, ring=5)
    play(st, "ring")
    assert "schoolmarm" not in keys(st)


def test_bailiff_ring_for_five_bp_once_per_turn():
    st = new(3)
    neutral_event(st)
    s = st.seats[st.active]
    s.advisors.append("bailiff")
    stock(st, ring=2)
    bp = s.bp
    play(st, "wood")
    do(st, "bailiff")
    assert s.bp == bp + 5 and s.stock["ring"] == 1 and "bailiff" not in keys(st)


def test_dressmaker_cloth_for_two_cp():
    st = new(3)
    s = st.seats[st.active]
    s.advisors.append("dressmaker")
    stock(st, cloth=2)
    play(st, "wood")
    do(st, "dressmaker")
    assert s.cp == 2 and s.stock["cloth"] == 1 and "dressmaker" not in keys(st)


def test_landlord_cloth_and_one_cp_for_five_bp():
    st = new(3)
    neutral_event(st)
    s = st.seats[st.active]
    s.advisors.append("landlord")
    s.cp = 4
    stock(st, cloth=1)
    bp = s.bp
    play(st, "wood")
    do(st, "landlord")
    assert (s.cp, s.bp, s.stock["cloth"]) == (3, bp + 5, 0) and "landlord" not in keys(st)


def test_merchant_one_basic_for_another_basic_only():
    st = new(3)
    s = st.seats[st.active]
    s.advisors.append("merchant")
    stock(st, book=3, bread=3)
    play(st, "ring")
    assert "merchant" not in keys(st)
    stock(st, grain=1)
    do(st, "merchant")
    assert set(keys(st)) == {"trade.grain.wood", "trade.grain.stone", "trade.grain.cloth"}
    do(st, "trade.grain.cloth")
    assert s.stock["cloth"] == 1 and "merchant" not in keys(st)


def test_chamberlain_swaps_ring_and_gold():
    st = new(3)
    s = st.seats[st.active]
    s.advisors.append("chamberlain")
    stock(st, gold=1)
    play(st, "wood")
    do(st, "chamber.gold")
    assert s.stock["ring"] == 1 and s.stock["gold"] == 0


def test_scholar_pays_any_basic_resources_for_huts_and_advisors_only():
    st = new(3)
    neutral_event(st)
    seat = st.active
    s = st.seats[seat]
    s.advisors.append("scholar")
    place(st, seat, 0, "forest")
    place(st, seat, 1, "castle")
    st.advisors["castle"] = ["goldsmith", None]  # 2 stone + 1 wood
    stock(st, wood=5)
    play(st, "wood")
    assert "hire" in keys(st) and "recruit" in keys(st)
    do(st, "recruit", "adv.goldsmith")
    _finish(st)
    assert "goldsmith" in s.advisors and s.stock["wood"] == 2
    st2 = new(2)  # but not for a gift at the castle
    neutral_event(st2)
    st2.seats[st2.active].advisors.append("scholar")
    stock(st2, wood=5)
    move_to(st2, "castle")
    assert "gift.cloth" not in keys(st2)


def test_steward_recruits_without_a_councillor_there():
    st = new(3)
    seat = st.active
    s = st.seats[seat]
    s.advisors.append("steward")
    stock(st, wood=9, stone=9, cloth=9, grain=9)
    play(st, "wood")
    do(st, "recruit")
    assert len(keys(st)) == 8


def test_toolmaker_applies_to_carpenter_but_not_final_scoring():
    st = new(3)
    neutral_event(st)
    seat = st.active
    s = st.seats[seat]
    s.advisors.append("toolmaker")
    place(st, seat, 1, "castle")
    st.advisors["castle"] = ["carpenter", None]
    stock(st, wood=2, stone=1, cloth=1)
    bp = s.bp
    play(st, "wood")
    do(st, "recruit", "adv.carpenter")
    _finish(st)
    assert s.bp == bp + 12
    stock(st, ring=1)
    scoring.finish_seat(st, seat, 0, [])
    assert s.bp == bp + 12 + 2


def test_mayoress_with_gift():
    st = new(3)
    neutral_event(st)
    s = st.seats[st.active]
    s.advisors.append("mayoress")
    stock(st, grain=1)
    move_to(st, "castle")
    do(st, "gift.grain")
    assert s.cp == 2 and s.stock["ring"] == 1


# ---------------------------------------------------------------------------------------------
# Events (14)
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "event,res",
    [
        ("clear_old_forest", "wood"),
        ("bountiful_harvest", "grain"),
        ("stone_from_distant_shores", "stone"),
        ("fine_wool", "cloth"),
    ],
)
def test_immediate_events_give_everyone_one_resource(event, res):
    st = new(4)
    st.event_deck.insert(0, event)
    round_.start_round(st, [])
    assert all(s.stock[res] == 1 and sum(s.stock.values()) == 1 for s in st.seats)


def test_all_fourteen_events_have_an_effect_class():
    from engine.emara.data import END_OF_ROUND_EVENTS, EVENT_IMMEDIATE

    rule_change = {
        "early_winter",
        "merchants_from_afar",
        "long_summer",
        "pious_donation",
        "respected_at_court",
        "gift_from_the_people",
        "good_labour_situation",
    }
    assert len(EVENTS) == 14
    assert set(EVENTS) == set(EVENT_IMMEDIATE) | set(END_OF_ROUND_EVENTS) | rule_change


def test_early_winter_one_bp_less_per_gain():
    st = new(3)
    st.event = "early_winter"
    stock(st, wood=3, book=1)
    bp = st.seats[st.active].bp
    move_to(st, "construction_site")
    do(st, "wood.3")
    assert st.seats[st.active].bp == bp + 9


def test_end_of_round_events_do_nothing_during_the_round():
    st = new(3)
    st.event = "alms_for_the_poor"
    stock(st, gold=1)
    play(st, "wood")
    assert not any(k.startswith("eor") for k in keys(st))


# ---------------------------------------------------------------------------------------------
# Final scoring and tie-breaks
# ---------------------------------------------------------------------------------------------
def test_final_scoring_floor_half_of_basic_resources_and_goods():
    st = new(2)
    s = st.seats[0]
    s.stock.update(wood=1, stone=1, cloth=1, grain=0, ring=1, gold=1, book=1, bread=1)
    s.favors = ["castle_cp", "market_bp"]
    assert scoring.leftovers(s) == 1 + 2 + 1 + 1 + 1 + 2


def test_final_scoring_points_may_be_split_freely():
    st = new(2)
    s = st.seats[0]
    s.cp, s.bp = 10, 40
    s.stock.update(ring=3)
    st.phase = "final_scoring"
    st.queue = [0]
    scoring.next_final(st, [])
    assert keys(st) == ["split.best"] + ["split.%d" % k for k in range(7)]
    do(st, "split.2")
    assert (s.cp, s.bp, s.final_score) == (12, 44, 12)


def test_tie_fully_equal_is_shared():
    st = new(2)
    for s in st.seats:
        s.cp, s.bp, s.noble_rank, s.noble_cards, s.final_score = 50, 55, 2, [4, 6], 50
    st.phase = "over"
    r = GAME.result(st)
    assert r.ranks == [1, 1] and r.tiebreaks[0].id == "emara.tiebreak.0"


def test_tie_break_first_the_other_track():
    st = new(2)
    a, b = st.seats
    a.cp, a.bp, a.final_score = 50, 58, 50
    b.cp, b.bp, b.final_score = 57, 50, 50
    a.noble_rank, b.noble_rank = 0, 5
    st.phase = "over"
    assert GAME.result(st).ranks == [1, 2]


# ---------------------------------------------------------------------------------------------
# Solo
# ---------------------------------------------------------------------------------------------
def test_solo_victoria_steps_from_round_two_site_and_rank():
    st = new(1)
    st.round = 1
    solo.victoria_steps(st, [])
    assert st.victoria_cp == 0
    for r, rank in [(2, "baron"), (3, "count"), (4, "prince"), (5, "marquess")]:
        st.round = r
        n = len(st.nobility[rank])
        solo.victoria_steps(st, [])
        assert len(st.nobility[rank]) == n - 1
    st.round = 6
    cards = list(st.victoria_cards)
    solo.victoria_steps(st, [])
    assert st.victoria_cards == cards and st.nobility["duke"] == list(NOBLE_CARDS["duke"])


def test_solo_victoria_pays_nothing_and_gains_no_bp():
    st = new(1)
    st.round = 2
    s = dict(st.seats[0].stock)
    solo.victoria_steps(st, [])
    assert st.seats[0].stock == s and st.victoria_cp > 0


def test_chamberlain_exchanges_both_ways_in_a_turn_but_not_straight_back():
    st = new(3)
    neutral_event(st)
    s = st.seats[st.active]
    s.advisors += ["chamberlain", "bailiff"]
    stock(st, gold=2)
    play(st, "wood")
    do(st, "chamber.gold")  # Coin -> Ring for the Bailiff
    assert "chamber.ring" not in keys(st)  # no immediate swap back (endless turn)
    do(st, "bailiff")
    do(st, "chamber.gold")
    do(st, "card")  # some other action in between
    assert "chamber.ring" in keys(st)  # now the other way is allowed again (C-11)
    do(st, "chamber.ring")
    assert (s.stock["gold"], s.stock["ring"]) == (1, 0)


def test_chamberlain_once_per_turn_option():
    st = new(3, chamberlain_unlimited=False)
    s = st.seats[st.active]
    s.advisors.append("chamberlain")
    stock(st, gold=2, ring=2)
    play(st, "wood")
    do(st, "chamber.gold", "card")
    assert not any(k.startswith("chamber") for k in keys(st))


def test_favor_pile_refilled_as_soon_as_it_is_empty_without_the_tokens_just_drawn():
    st = new(3)
    neutral_event(st)
    st.favor_discard = st.favor_draw[:4]
    st.favor_draw = st.favor_draw[4:7]  # exactly 3 left (5 are held elsewhere)
    old_discard = set(st.favor_discard)
    drawn = list(reversed(st.favor_draw))
    stock(st, grain=1)
    move_to(st, "cathedral")
    do(st, "donate.grain")
    assert set(st.favor_draw) == old_discard and st.favor_discard == []  # refilled at once (CZ "kdykoli")
    do(st, "keep." + drawn[0])
    assert sorted(st.favor_discard) == sorted(drawn[1:]) and set(st.favor_draw) == old_discard


def test_favor_token_cashed_into_an_empty_supply_becomes_the_new_pile():
    st = new(3)
    seat = st.active
    s = st.seats[seat]
    s.favors = list(st.favor_draw)
    st.favor_draw, st.favor_discard = [], []
    play(st, "town")
    do(st, "town.market", "cash.market_book")
    assert st.favor_draw == ["market_book"] and st.favor_discard == []


# ---------------------------------------------------------------------------------------------
# Random layout: mixed boards
# ---------------------------------------------------------------------------------------------
def _mixed(st):
    st.boards = [
        ["forest", "castle", "quarry", "market"],
        ["cathedral", "grainfield", "construction_site", "weaving_mill"],
    ]
    st.huts = {loc: [None] * 4 for loc in COUNTRYSIDE}


def test_random_layout_councillors_move_on_their_own_mixed_board():
    st = new(2, random_layout=True)
    if st.phase == "setup":
        while st.phase == "setup":
            do(st, keys(st)[0])
        for s in st.seats:
            s.stock = {k: 0 for k in s.stock}
    neutral_event(st)
    _mixed(st)
    seat = st.active
    st.seats[seat].councillors = [[0, 0], [1, 3]]  # forest, weaving mill
    play(st, "wood", 1)
    do(st, "move.1")  # weaving mill -> cathedral (ring wraps)
    assert locations(st, seat) == ["forest", "cathedral"]


def test_random_layout_hire_and_recruit_where_any_councillor_stands():
    st = new(2, random_layout=True)
    while st.phase == "setup":
        do(st, keys(st)[0])
    for s in st.seats:
        s.stock = {k: 0 for k in s.stock}
    neutral_event(st)
    _mixed(st)
    seat = st.active
    st.seats[seat].councillors = [[0, 1], [1, 1]]  # castle (board 0), grainfield (board 1)
    st.advisors = {loc: [None, None] for loc in TOWN}
    st.advisors["castle"] = ["baker", None]
    stock(st, wood=9, stone=9, cloth=9, grain=9)
    play(st, "wood")
    do(st, "hire")
    assert {k.split(".")[1] for k in keys(st)} == {"grainfield"}
    do(st, keys(st)[0])
    _finish(st)
    do(st, "recruit")
    assert keys(st) == ["adv.baker"]


def test_stone_marker_falls_with_use_then_printed_value():
    st = new(3)
    seen = []
    for _ in range(5):
        seen.append(town.marker_value(st, "stone"))
        town.rotate(st, "stone")
    assert seen == [5, 4, 3, 2, 1]  # 2-3p side, then the printed value
