"""Every test scenario of reference A.14 (numbers in the names), as stories of the rules."""

from __future__ import annotations

import pytest

from engine.emara import round as round_, scoring, setup as setup_, solo, town
from engine.emara.data import BOOK_SALE_CP, SLOT_STEPS, marker_seq
from engine.emara.game import GAME

from .helpers import do, end_turn, give_card, keys, location_closed, move_to, neutral_event, new, place, play, stock


def test_01_final_score_min_of_tracks_and_ranking():
    st = new(3)
    for s, (cp, bp) in zip(st.seats, [(66, 68), (69, 60), (71, 65)]):  # David, Ester, Esmée
        s.cp, s.bp = cp, bp
    st.phase = "final_scoring"
    st.queue = [0, 1, 2]
    scoring.next_final(st, [])
    assert st.phase == "over"
    r = GAME.result(st)
    assert r.scores == [66, 60, 65]
    assert r.ranks == [1, 3, 2]


def test_02_donation_rotates_marker_and_raises_the_price():
    st = new(3)
    neutral_event(st)
    assert town.marker_value(st, "donation", "cloth") == 1
    stock(st, cloth=3)
    move_to(st, "cathedral")
    do(st, "donate.cloth")
    assert st.seats[st.active].stock["cloth"] == 2 and st.seats[st.active].stock["book"] == 1
    assert st.stack[-1].k == "keep_favor"  # favor choice: keep 1 of 3
    do(st, keys(st)[0])
    assert len(st.seats[st.active].favors) == 1 and len(st.favor_discard) == 2
    assert town.marker_value(st, "donation", "cloth") == 2
    assert "donate.cloth" not in keys(st)  # once per activation


def test_03_hire_pays_the_hut_and_places_the_leftmost_craftsman():
    st = new(3)
    seat = st.active
    place(st, seat, 0, "quarry")
    st.huts["quarry"][0] = (seat + 1) % 3  # the "2 Wood" hut is taken
    stock(st, wood=1, cloth=1)
    play(st, "stone")
    assert keys(st).count("hire") == 1
    do(st, "hire")  # the only free hut, "1 Wood + 1 Cloth", is taken at once
    s = st.seats[seat]
    assert st.huts["quarry"][1] == seat and s.craftsmen_left == 3 and s.cp == 1
    assert s.stock["wood"] == 0 and s.stock["cloth"] == 0
    assert "hire" not in keys(st)  # once per turn


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_04_market_sells_books_by_the_table(n):
    st = new(3)
    stock(st, book=6)
    play(st, "town")
    do(st, "town.market")
    opts = keys(st)
    assert [k for k in opts if k.startswith("sell")] == [f"sell.{i}" for i in range(1, 6)]  # never 6
    do(st, f"sell.{n}")
    assert st.seats[st.active].cp == BOOK_SALE_CP[n] == [3, 6, 10, 15, 21][n - 1]
    assert not any(k.startswith("sell") for k in keys(st))  # a second sale is illegal


def test_05_wood_delivery_is_one_or_three():
    st = new(3)
    neutral_event(st)
    stock(st, wood=4)
    move_to(st, "construction_site")
    assert [k for k in keys(st) if k.startswith("wood")] == ["wood.1", "wood.3"]
    bp = st.seats[st.active].bp
    do(st, "wood.3")
    assert st.seats[st.active].bp == bp + 10 and st.seats[st.active].stock["wood"] == 1
    st2 = new(3)
    neutral_event(st2)
    stock(st2, wood=1)
    move_to(st2, "construction_site")
    bp = st2.seats[st2.active].bp
    do(st2, "wood.1")
    assert st2.seats[st2.active].bp == bp + 5


def test_06_bread_delivery_rotates_the_marker_once():
    st = new(3)
    stock(st, bread=3)
    v = town.marker_value(st, "bread")
    i = st.bread_marker
    move_to(st, "construction_site")
    do(st, "bread.3")
    assert st.seats[st.active].cp == 3 * v
    assert st.bread_marker == i + 1


@pytest.mark.parametrize("event,bp", [("long_summer", 9), ("early_winter", 6)])
def test_07_bp_modifiers_toolmaker_and_season(event, bp):
    st = new(3)
    st.event = event
    st.seats[st.active].advisors.append("toolmaker")
    stock(st, stone=1)
    start = st.seats[st.active].bp
    move_to(st, "construction_site")
    do(st, "stone")
    assert st.seats[st.active].bp == start + bp
    assert st.seats[st.active].cp == 5  # marker CP unmodified
    s = st.seats[st.active]  # final scoring is never modified
    s.stock["ring"] = 1
    scoring.finish_seat(st, st.active, 0, [])
    assert s.bp == start + bp + 2


def test_08_first_game_everyone_starts_at_35():
    for seed in range(5):
        st = GAME.setup(4, GAME.Options(first_game=True), seed)
        assert [s.bp for s in st.seats] == [35] * 4


def test_09_setup_card_is_boxed_not_applied():
    seed = next(s for s in range(500) if GAME.setup(3, GAME.Options(), s).setup_event == "clear_old_forest")
    st = GAME.setup(3, GAME.Options(), seed)
    assert st.events_boxed == ["clear_old_forest"] and st.event != "clear_old_forest"
    for s in st.seats:
        b, p = s.councillors[0]
        assert s.stock["wood"] == (1 if st.boards[b][p] == "forest" else 0)


def test_10_campaign_start_values():
    starts = [solo.campaign_next_start(None, None)]
    for won in (True, False, True):
        starts.append(solo.campaign_next_start(starts[-1], won))
    assert starts == [40, 35, 37, 32]
    assert solo.campaign_next_start(40, False) == 42
    # a start stays on the printed track (0-104): a win from 3 starts the next game at 0, not -2
    assert solo.campaign_next_start(3, True) == 0 and solo.campaign_next_start(104, False) == 104
    assert not solo.won(50, 50)  # a tie is a loss


def test_11_solo_nobility_schedule():
    st = new(1)
    taken = []
    for r in range(2, 7):
        st.round = r
        before_cards = list(st.victoria_cards)
        solo.victoria_steps(st, [])
        taken.append(st.victoria_cards[len(before_cards) :])
    assert taken == [[5], [7], [9], [12], []]
    st = new(1)  # you became Baron in round 1: she gets the second card
    stock(st, gold=1)
    play(st, "wood")
    do(st, "noble")
    st.round = 2
    solo.victoria_steps(st, [])
    assert st.seats[0].noble_cards == [5] and st.victoria_cards == [4]


def test_12_end_game_allocation_maximises_the_lower_track():
    st = new(3)
    s = st.seats[0]
    s.cp, s.bp = 60, 55
    s.stock.update(ring=2, gold=3, book=2, bread=1, wood=2, stone=2, grain=1)
    s.favors = ["castle_cp"]
    assert scoring.leftovers(s) == 13
    x = scoring.best_split(60, 55, 13)
    scoring.finish_seat(st, 0, x, [])
    assert (s.cp, s.bp, s.final_score) == (64, 64, 64)


def test_13_tie_breaks_other_track_then_rank_then_card():
    st = new(2)
    a, b = st.seats
    a.cp, a.bp, a.noble_rank, a.noble_cards = 60, 62, 4, [5, 7, 9, 10]
    b.cp, b.bp, b.noble_rank, b.noble_cards = 62, 60, 3, [4, 6, 8]
    for s in st.seats:
        s.final_score = min(s.cp, s.bp)
    st.phase = "over"
    r = GAME.result(st)
    assert r.ranks == [1, 2] and r.tiebreaks[0].id == "emara.tiebreak.2"
    b.noble_rank, b.noble_cards = 4, [4, 6, 8, 12]
    r = GAME.result(st)
    assert r.ranks == [2, 1] and r.tiebreaks[0].id == "emara.tiebreak.3"


def test_14_great_famine_one_option_only():
    st = new(3)
    st.event = "great_famine"
    seat = st.statue
    stock(st, seat, grain=2, ring=1)
    round_.end_of_round(st, [])
    assert st.phase == "end_of_round" and st.active == seat
    assert keys(st) == ["eor.grain1", "eor.grain2", "eor.ring", "skip"]
    do(st, "eor.grain2")
    assert st.seats[seat].cp == 5 and st.seats[seat].stock["grain"] == 0
    assert st.active != seat or st.phase != "end_of_round"


def test_15_favor_token_via_town_card_and_wrong_location():
    st = new(3)
    s = st.seats[st.active]
    st.favor_draw.remove("market_ring")
    s.favors = ["market_ring"]
    play(st, "town")
    do(st, "town.market")
    assert keys(st) == ["cash.market_ring", "done"]
    do(st, "cash.market_ring")  # then "done" is alone and taken by itself
    assert s.stock["ring"] == 1 and s.favors == []
    st = new(3)
    s = st.seats[st.active]
    st.favor_draw.remove("castle_cp")
    s.favors = ["castle_cp"]
    move_to(st, "cathedral")
    assert st.stack == [] and s.cp == 0  # nothing to do at the Cathedral, token stays
    assert s.favors == ["castle_cp"]


def test_16_movement_ring():
    st = new(3)
    st.boards[1] = ["castle", "market", "cathedral", "construction_site"]
    place(st, st.active, 1, "market")
    from engine.emara.movement import destination

    assert destination(st, st.active, 1, 3) == "castle"
    assert destination(st, st.active, 1, 1) == "cathedral"
    assert SLOT_STEPS == (1, 2, 3)  # 0 or 4 steps cannot be played


def test_17_gold_substitutes_a_stone():
    st = new(3)
    neutral_event(st)
    stock(st, gold=2)
    move_to(st, "construction_site")
    assert "stone" in keys(st)
    bp = st.seats[st.active].bp
    do(st, "stone")
    s = st.seats[st.active]
    assert s.stock["gold"] == 1 and s.bp == bp + 5 and s.cp == 5


def test_18_craftsman_income_at_the_grainfield():
    st = new(3)
    seat = st.active
    st.huts["grainfield"][0] = st.huts["grainfield"][1] = seat
    st.seats[seat].craftsmen_left = 2
    move_to(st, "grainfield")
    assert keys(st) == ["craft.take", "craft.bread"]
    do(st, "craft.bread")  # the second craftsman can no longer bake: takes 1 grain
    s = st.seats[seat]
    assert s.stock["grain"] == 1 and s.stock["bread"] == 1


def test_19_marker_exhaustion_three_players():
    st = new(3)
    seen = []
    for _ in range(4):
        seen.append(town.marker_value(st, "gift", "stone"))
        town.rotate(st, "gift", "stone")
    assert seen == [1, 2, 3, 3] and town.marker_removed(st, "gift", "stone")


def test_20_two_player_marker_offsets():
    st = new(2)
    assert {r: town.marker_value(st, "gift", r) for r in ("wood", "stone", "cloth", "grain")} == {
        "wood": 1,
        "stone": 2,
        "cloth": 2,
        "grain": 1,
    }
    assert {r: town.marker_value(st, "donation", r) for r in ("wood", "stone", "cloth", "grain")} == {
        "wood": 2,
        "stone": 1,
        "cloth": 1,
        "grain": 2,
    }
    assert town.marker_value(st, "stone") == marker_seq("stone", 2)[1] == 4
    assert town.marker_value(st, "bread") == marker_seq("bread", 2)[1] == 3


def _random_game(players, seed, **opts):
    from engine.ai.random_ai import choose
    from engine.core.rng import Rng

    st = GAME.setup(players, GAME.Options(**opts), seed)
    rng = Rng.from_seed(seed)
    log = []
    plays = {}  # turn -> the card played (also a last card played by itself into the last slot)
    while GAME.decision(st) is not None:
        a = choose(GAME, st, rng)
        log.append((st.round, st.active, st.statue, a.key()))
        GAME.apply(st, st.active, a)
        if st.phase == "play" and st.turn.card is not None:
            plays[st.turn_no] = (st.round, st.active, st.statue, f"play.{st.turn.card}")
    return st, log, list(plays.values())


def test_21_hand_and_deck_cycle():
    st, _, log = _random_game(3, 4)
    for seat in range(3):
        first = sorted(k.split(".")[1] for r, s, _, k in log if s == seat and k.startswith("play.") and r <= 3)
        second = sorted(k.split(".")[1] for r, s, _, k in log if s == seat and k.startswith("play.") and r > 3)
        assert (
            first
            == second
            == sorted(["wood", "stone", "cloth", "grain", "ring", "gold_trade", "step", "hire_recruit", "town"])
        )


def test_22_statue_passes_clockwise():
    st, _, log = _random_game(3, 5)
    statue = {}
    for r, _, stt, k in log:
        if k.startswith("play."):
            statue.setdefault(r, stt)
    a = statue[1]
    assert [statue[r] for r in (1, 2, 3, 4)] == [a, (a + 1) % 3, (a + 2) % 3, a]
    first_player = {}
    for r, s, _, k in log:
        if k.startswith("play."):
            first_player.setdefault(r, s)
    assert first_player == statue


def test_23_setup_placement_three_players():
    st = GAME.setup(3, GAME.Options(), 1)
    st.boards = [
        ["forest", "quarry", "grainfield", "weaving_mill"],
        ["castle", "cathedral", "market", "construction_site"],
    ]
    for s in st.seats:
        s.stock = {k: 0 for k in s.stock}
    st.round, st.event, st.events_boxed = 0, "stone_from_distant_shores", []
    st.event_deck = ["long_summer"] + st.event_deck
    st.statue = 0
    setup_._place(st, [[0, 1], [1, 1]])  # setup card: Quarry + Cathedral
    setup_._after_placement(st, [])
    locs = [[st.boards[b][p] for b, p in s.councillors] for s in st.seats]
    assert locs == [["quarry", "cathedral"], ["grainfield", "market"], ["weaving_mill", "construction_site"]]
    stocks = [(s.stock["stone"], s.stock["grain"], s.stock["cloth"]) for s in st.seats]
    assert stocks == [(1, 0, 0), (0, 1, 0), (0, 0, 1)]
    assert all(s.cp == 0 and not s.favors and s.stock["book"] == 0 for s in st.seats)


def test_24_event_phase_boxes_top_and_reveals_next():
    st = GAME.setup(3, GAME.Options(), 9)
    st0 = GAME.setup(3, GAME.Options(), 9)
    assert st0.events_boxed == [st0.setup_event]
    st, log, _ = _random_game(3, 9)
    assert len(st.events_boxed) + 1 == 7  # setup card + 6 rounds left the deck
    assert st.events_boxed[0] == st0.setup_event and st.events_boxed[1] == st0.event
    assert len(st.event_deck) == 14 - 7


def test_25_hire_recruit_card_discount():
    st = new(3)
    seat = st.active
    place(st, seat, 0, "quarry")
    stock(st, wood=1, cloth=1)
    play(st, "hire_recruit")
    do(st, "card")
    assert "hut.quarry.1" in keys(st)
    do(st, "hut.quarry.1")
    assert keys(st) == ["waive.wood", "waive.cloth"]
    do(st, "waive.cloth")
    assert st.seats[seat].stock == {**st.seats[seat].stock, "wood": 0, "cloth": 1}
    st = new(3)  # cost 2, card + Good labour situation -> 0, never negative
    seat = st.active
    st.event = "good_labour_situation"
    place(st, seat, 1, "castle")
    st.advisors["castle"] = ["baker", "scholar"]
    play(st, "hire_recruit")
    do(st, "card")
    assert "adv.baker" in keys(st) and "adv.scholar" in keys(st)
    do(st, "adv.baker")
    assert "baker" in st.seats[seat].advisors and all(v == 0 for v in st.seats[seat].stock.values())


def test_26_favor_drawn_during_a_visit_waits_for_the_next_arrival():
    st = new(3)
    neutral_event(st)
    st.favor_draw.remove("cathedral_cp")
    st.favor_draw.append("cathedral_cp")  # top of the pile
    stock(st, wood=1)
    seat = st.active
    move_to(st, "cathedral")
    do(st, "donate.wood", "keep.cathedral_cp")
    assert "cash.cathedral_cp" not in keys(st)
    if not location_closed(st):
        do(st, "done")
    assert "cathedral_cp" in st.seats[seat].favors
    end_turn(st)
    st.active = seat  # later: the Town-action card at the Cathedral
    st.turn.card = None
    give_card(st, seat, "town")
    st.seats[seat].slots = [None, None, None]
    do(st, "play.town.2", "town.cathedral")
    assert "cash.cathedral_cp" in keys(st)
    do(st, "cash.cathedral_cp")
    assert st.seats[seat].cp == 3


@pytest.mark.parametrize("strict", [False, True])
def test_27_hire_recruit_card_plus_bonus_action(strict):
    st = new(3, card8_consumes_bonus=strict)
    neutral_event(st)
    seat = st.active
    place(st, seat, 1, "castle")
    st.advisors["castle"] = ["merchant", "scholar"]
    stock(st, wood=2, grain=2, cloth=1)
    play(st, "hire_recruit")
    do(st, "card", "adv.merchant")
    if keys(st)[0].startswith("waive"):
        do(st, keys(st)[0])
    assert "merchant" in st.seats[seat].advisors
    if strict:
        assert "recruit" not in keys(st)
    else:
        assert "recruit" in keys(st)
        do(st, "recruit", "adv.scholar")
        assert st.seats[seat].advisors == ["merchant", "scholar"]


def test_28_solo_victoria_end_of_round_two():
    st = new(1)
    st.round = 2
    solo.victoria_steps(st, [])
    assert st.victoria_cp == 5 + 4 + 5
    assert town.marker_value(st, "stone") == 4 and town.marker_value(st, "bread") == 3


def test_29_nobility_costs_in_order():
    st = new(3)
    seat = st.active
    stock(st, gold=1)
    play(st, "wood")
    assert "noble" in keys(st)
    do(st, "noble")
    s = st.seats[seat]
    assert s.noble_rank == 1 and s.noble_cards == [5] and s.cp == 5 and s.stock["gold"] == 0
    stock(st, gold=2, ring=0)
    st.turn.noble = False
    assert "noble" not in keys(st)  # Count needs 1 gold + 1 ring
    stock(st, gold=1, ring=1)
    assert "noble" in keys(st)
    do(st, "noble")
    assert s.noble_rank == 2 and s.noble_cards == [5, 7]
