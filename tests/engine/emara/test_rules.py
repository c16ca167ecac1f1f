"""One test per rule of the reference (A.x / C-x)."""

from __future__ import annotations

from engine.emara import favor, scoring
from engine.emara.game import GAME

from .helpers import do, keys, move_to, neutral_event, new, place, play, stock


def test_A5_resource_cards_take_one():
    st = new(3)
    play(st, "ring")
    do(st, "card")
    assert st.seats[st.active].stock["ring"] == 1 and "card" not in keys(st)


def test_A5_gold_trade_one_or_three():
    st = new(3)
    stock(st, wood=2, grain=1)
    play(st, "gold_trade")
    assert [k for k in keys(st) if k.startswith("gold")] == ["gold.1", "gold.3"]
    do(st, "gold.3")  # 2 wood + 1 grain is the only way to pay: paid at once
    assert st.seats[st.active].stock["gold"] == 2 and st.seats[st.active].stock["grain"] == 0


def test_A5_step_card_moves_one_and_uses_the_location():
    st = new(3)
    place(st, st.active, 0, "forest")
    play(st, "step", 3)
    ring = st.boards[0]
    do(st, "step.0")
    nxt = ring[(ring.index("forest") + 1) % 4]
    from engine.emara.data import PRODUCES

    assert st.seats[st.active].stock[PRODUCES[nxt]] == 1
    assert "move.0" in keys(st) and "end" not in keys(st)  # the movement is still owed (C-1)


def test_A7_countryside_gives_its_resource():
    st = new(3)
    move_to(st, "quarry", 2)
    assert st.seats[st.active].stock["stone"] == 1 and "end" in keys(st)


def test_A8_castle_gift_gives_ring_with_mayoress_and_event():
    st = new(3)
    st.event = "gift_from_the_people"
    st.seats[st.active].advisors.append("mayoress")
    stock(st, grain=1, book=1)
    move_to(st, "castle")
    assert keys(st) == ["gift.grain", "bookbp", "done"]
    do(st, "gift.grain")
    s = st.seats[st.active]
    assert s.stock["ring"] == 1 and s.cp == 2 + 3


def test_A8_pious_donation_and_abbess():
    st = new(3)
    st.event = "pious_donation"
    st.seats[st.active].advisors.append("abbess")
    stock(st, wood=1)
    move_to(st, "cathedral")
    do(st, "donate.wood")
    s = st.seats[st.active]
    assert s.stock["book"] == 2 and s.cp == 3


def test_A8_merchants_from_afar_buy_two_gold():
    st = new(3)
    st.event = "merchants_from_afar"
    stock(st, wood=1, stone=1)
    play(st, "town")
    do(st, "town.market")
    assert keys(st)[:2] == ["buy.1", "buy.2"]
    do(st, "buy.2")  # wood + stone is the only way to pay
    assert st.seats[st.active].stock["gold"] == 2


def test_A9_max_three_own_craftsmen_per_location():
    st = new(3)
    seat = st.active
    place(st, seat, 0, "forest")
    st.huts["forest"] = [seat, seat, seat, None]
    st.seats[seat].craftsmen_left = 1
    stock(st, gold=5, grain=5, cloth=5)
    play(st, "wood")
    assert "hire" not in keys(st)


def test_A9_steward_hires_anywhere_and_b_advisor_refills():
    st = new(3)
    seat = st.active
    s = st.seats[seat]
    s.advisors.append("steward")
    stock(st, wood=5, stone=5, cloth=5, grain=5)
    play(st, "wood")
    do(st, "hire")
    assert len({k.split(".")[1] for k in keys(st)}) == 4  # all four countryside locations
    do(st, keys(st)[0])
    do(st, "recruit")
    assert len(keys(st)) == 8  # all eight advisors
    adv = keys(st)[0][4:]
    top = st.advisor_b_pile[0]
    do(st, keys(st)[0])
    while st.stack:
        do(st, keys(st)[0])
    assert adv in s.advisors and top in [a for sp in st.advisors.values() for a in sp]


def test_A10_once_per_turn_abilities_and_landlord_needs_cp():
    st = new(3)
    s = st.seats[st.active]
    s.advisors += ["dressmaker", "landlord", "bailiff"]
    stock(st, cloth=3, ring=1)
    play(st, "wood")
    assert "landlord" not in keys(st)  # CP 0 (C-12)
    do(st, "dressmaker")
    assert s.cp == 2 and "dressmaker" not in keys(st)
    do(st, "landlord")
    assert s.cp == 1 and s.bp == st.building_start + 5
    do(st, "bailiff")
    assert "bailiff" not in keys(st)


def test_A10_merchant_and_chamberlain():
    st = new(3)
    s = st.seats[st.active]
    s.advisors += ["merchant", "chamberlain"]
    stock(st, wood=1, ring=1)
    play(st, "wood")
    do(st, "merchant")
    assert "trade.wood.wood" not in keys(st) and "trade.wood.stone" in keys(st)
    do(st, "trade.wood.stone")
    assert s.stock["stone"] == 1


def test_C11_chamberlain_exchanges_any_number_but_never_straight_back():
    st = new(3)
    s = st.seats[st.active]
    s.advisors += ["chamberlain"]
    stock(st, ring=2, gold=1)
    play(st, "wood")
    assert {"chamber.ring", "chamber.gold"} <= set(keys(st))
    do(st, "chamber.ring", "chamber.ring")  # unlimited in own turn (C-11)
    assert s.stock["ring"] == 0 and s.stock["gold"] == 3
    assert not any(k.startswith("chamber.") for k in keys(st))  # no swapping back: no endless turn


def test_A10_archivist_and_carpenter_immediate():
    st = new(3)
    seat = st.active
    place(st, seat, 1, "castle")
    st.advisors["castle"] = ["archivist", "carpenter"]
    neutral_event(st)
    stock(st, wood=3, cloth=2, grain=2, stone=1)
    play(st, "wood")
    do(st, "recruit", "adv.carpenter")
    s = st.seats[seat]
    assert s.bp == st.building_start + 10 and s.cp == 1


def test_A11_immediate_event_gives_everyone_a_resource():
    st = GAME.setup(3, GAME.Options(), 2)
    from engine.emara import events

    st.event = "bountiful_harvest"
    g = [s.stock["grain"] for s in st.seats]
    events.apply_immediate(st, [])
    assert [s.stock["grain"] for s in st.seats] == [x + 1 for x in g]


def test_A11_end_of_round_event_skips_players_without_options():
    st = new(3)
    from engine.emara import round as round_

    st.event = "alms_for_the_poor"
    stock(st, (st.statue + 1) % 3, gold=1)
    rnd = st.round
    round_.end_of_round(st, [])
    assert st.phase == "end_of_round" and st.active == (st.statue + 1) % 3
    assert keys(st) == ["eor.gold", "skip"]
    do(st, "skip")
    assert st.round == rnd + 1 and st.phase == "play"


def test_C9_favor_pile_refills_from_discard():
    st = new(3)
    st.favor_discard = st.favor_draw[:10]
    st.favor_draw = st.favor_draw[10:]
    got = favor.draw(st, [])
    assert len(got) == 3 and len(st.favor_draw) == 9 and st.favor_discard == []


def test_A12_manual_split_pages_when_large():
    st = new(2)
    s = st.seats[0]
    s.stock["ring"] = 20
    st.phase = "final_scoring"
    st.queue = [0]
    scoring.next_final(st, [])
    ks = keys(st)
    assert ks[0] == "split.best" and all(k.startswith("splitp") for k in ks[1:]) and len(ks) <= 25
    do(st, "splitp.23", "split.30")
    assert s.cp == 30 and s.bp == st.building_start + 10


def test_A13_full_selection_hand_of_nine_and_pick_step():
    st = GAME.setup(2, GAME.Options(full_selection=True), 3)
    assert all(len(s.hand) == 9 for s in st.seats)
    ks = keys(st)
    assert len(ks) == 9 and all(k.startswith("pick.") for k in ks)
    do(st, "pick.step")
    assert keys(st) == ["play.step.1", "play.step.2", "play.step.3"]


def test_A13_random_layout_start_resource_choice():
    for seed in range(40):
        st = GAME.setup(3, GAME.Options(random_layout=True), seed)
        if st.stack:
            assert all(k.startswith("reloc") for k in keys(st))
            do(st, keys(st)[0])
        assert keys(st) == ["start.wood", "start.stone", "start.cloth", "start.grain"]
        for _ in range(3):
            do(st, "start.cloth")
        assert st.phase == "play" and all(s.stock["cloth"] >= 1 for s in st.seats)
