"""The reference's test scenarios T1-T24 (macao.md A9); those tagged "seed example" restate the rulebook's
own worked examples. Colours: seats 0..3 are Or (orange), W, Y, Br."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.macao.data import COLOURS, PORTS, die_face
from engine.macao.game import GAME
from engine.macao.scoring import chains, final
from engine.macao.wall import turn_order

from .helpers import act, go, keys, new, offered, order_wall, supply, turn_of

OR, W, Y, BR = 0, 1, 2, 3
R, B, G, K, E, P = range(6)


def pregame(st, picks_and_cubes):
    """Play step 1 (first offered card each) and step 2 with the given (one, two) colours per seat."""
    while st.phase == "pick":
        act(st, keys(st)[0])
    for seat, (one, two) in picks_and_cubes:
        assert GAME.decision(st).seats == (seat,)
        act(st, "one." + one)
        act(st, "two." + two)


def test_t1_pregame_reverse_pick_then_starting_cubes_in_wall_order():
    st = new(4, seed=3)
    order_wall(st, [OR, W, Y, BR])
    st.order = turn_order(st)
    st.queue = list(reversed(st.order))
    st.active = st.queue[0]
    assert len(st.display) == 6
    seen = []
    while st.phase == "pick":
        seen.append(GAME.decision(st).seats[0])
        act(st, keys(st)[0])
    assert seen == [BR, Y, W, OR]
    assert len(st.discard) == 2
    pregame(st, [(OR, ("green", "red")), (W, ("green", "green")), (Y, ("black", "red")), (BR, ("blue", "blue"))])
    assert turn_order(st) == [OR, W, Y, BR]
    assert st.seats[OR].rose[1][G] == 1 and st.seats[OR].rose[2][R] == 2
    assert st.seats[W].rose[1][G] == 1 and st.seats[W].rose[2][G] == 2
    assert st.seats[Y].rose[1][K] == 1 and st.seats[Y].rose[2][R] == 2
    assert st.seats[BR].rose[1][B] == 1 and st.seats[BR].rose[2][B] == 2
    assert st.phase == "draft" and st.round == 1


def _to_dice(st):
    while st.phase == "draft":
        act(st, keys(st)[0])
    assert st.phase == "dice"


def test_t2_t5_dice_to_rose_and_rotation():
    st = new(2, seed=4)
    order_wall(st, [OR, W])
    st.order = [OR, W]
    st.queue = [W, OR]
    st.active = W
    pregame_2p = [(OR, ("green", "red")), (W, ("blue", "blue"))]
    while st.phase == "pick":
        act(st, keys(st)[0])
    pregame(st, pregame_2p)
    _to_dice(st)
    st.dice = [2, 3, 5, 1, 4, 6]  # red 2, blue 3, green 5, black 1
    act(st, f"dice.{B}.{K}")  # T2: black showing 1, blue showing 3
    before = [list(f) for f in st.seats[OR].rose]
    assert before[1][G] == 1 and before[1][K] == 1 and before[2][R] == 2 and before[3][B] == 3
    act(st, f"dice.{R}.{G}", seat=W)  # T5 for W: red 2 -> face 2, green 5 -> face 5
    assert st.phase == "actions"
    o = st.seats[OR].rose
    assert o[0][G] == 1 and o[0][K] == 1 and sum(o[0]) == 2  # action supply: green 1, black 1
    assert o[1][R] == 2 and o[2][B] == 3
    w = st.seats[W].rose
    assert w[1][R] == 2 and w[4][G] == 5  # red usable next round, green in 4
    assert st.seats[OR].markers == 0


def test_t3_t22_tribute_purchase_once_per_round():
    st = turn_of(new(2), OR, gold=5, tribute=(3, 6))
    pp = st.seats[OR].pp
    act(st, "buy")
    assert st.seats[OR].gold == 2 and st.seats[OR].pp == pp + 6  # T22: even with no action cubes
    assert "buy" not in keys(st, OR)  # nothing else to do: the turn ended by itself
    assert GAME.decision(st).seats == (W,)
    with pytest.raises(IllegalAction):
        act(st, "buy", seat=OR)
    st2 = turn_of(new(2), OR, gold=2, tribute=(3, 6))
    assert "buy" not in keys(st2)


def test_t3_tribute_counts_all_six_cards():
    from engine.macao.data import CARDS
    from engine.macao.rounds import start_round

    for players, kept in ((4, 4), (3, 3), (2, 2)):
        st = new(players, seed=9)
        deck_top = list(reversed(st.deck[-4:]))  # the next four B/P cards, in draw order
        start_round(st, 1, [])
        six = st.offices[0] + deck_top
        assert st.tribute == [sum(CARDS[c].gold for c in six), sum(CARDS[c].pp for c in six)]
        assert st.display == st.offices[0] + deck_top[:kept]  # T4: c4, then c3, removed
        assert st.discard[-(4 - kept) :] == deck_top[kept:] if kept < 4 else True


def test_t6_late_game_dice():
    roll = [6, 5, 4, 3, 2, 1]
    assert [die_face(v, 8) for v in roll] == [1, 5, 4, 3, 2, 1]
    assert [die_face(v, 10) for v in roll] == [1, 1, 1, 3, 2, 1]
    assert [die_face(v, 12) for v in roll] == [1] * 6
    assert [die_face(v, 7) for v in roll] == roll


def test_t7_joker_and_juggler():
    st = turn_of(new(2), OR)
    st.seats[OR].jokers = 1
    act(st, "joker")
    assert set(keys(st)) == {"jk.gold", *("jk." + c for c in COLOURS), "back"}
    gold = st.seats[OR].gold
    act(st, "jk.gold")
    assert st.seats[OR].gold == gold + 3 and st.seats[OR].jokers == 0 and "joker" not in keys(st)
    cards = __import__("engine.macao.data", fromlist=["CARDS"]).CARDS
    juggler = next(c for c, d in cards.items() if d.name == "juggler")
    st = turn_of(new(2), OR, active=[juggler])
    st.seats[OR].jokers = 1
    act(st, "joker")
    act(st, "jk.red")
    assert st.seats[OR].jokers == 0 and "back" not in keys(st)  # the second half is still to take
    act(st, "jk.blue")
    assert supply(st, OR)[R] == 1 and supply(st, OR)[B] == 1


def _card(name):
    from engine.macao.data import CARDS

    return next(c for c, d in CARDS.items() if d.name == name)


def test_t8_city_chains_with_smithy_and_statue():
    st = new(4)
    own = {
        Y: ["Q07", "Q13", "Q19"],
        W: ["Q01", "Q02", "Q03", "Q25", "Q30"],
        BR: ["Q09", "Q10", "Q11", "Q15", "Q16", "Q17"],
        OR: ["Q20", "Q21", "Q22", "Q26"],
    }
    for seat, qs in own.items():
        st.seats[seat].quarters = qs
        st.seats[seat].tableau = []
        st.seats[seat].pp = 0
        for q in qs:
            st.owners[q] = seat
            st.tiles[q] = None
    st.seats[W].active = [_card("smithy"), _card("statue")]
    final(st, [])
    got = {seat: st.seats[seat].final for seat in own}
    assert [got[s]["city"] for s in (Y, W, BR, OR)] == [6, 6, 12, 8]
    assert got[W]["cards"] == 5 + 3
    assert chains(own[W]) == [3, 1, 1]


def test_t9_end_penalties_and_abbot():
    st = new(4)
    for s in st.seats:
        s.tableau = []
        s.pp = 0
    st.seats[BR].tableau = ["B18", "B20"]
    st.seats[BR].markers = 1
    st.seats[Y].tableau = ["B22", "B23", "B25"]
    st.seats[Y].active = [_card("abbot")]
    final(st, [])
    assert st.seats[BR].markers == 3 and st.seats[BR].final["penalty"] == 9 and st.seats[BR].pp == -9
    assert st.seats[Y].markers == 0 and st.seats[Y].pp == 0


def test_t10_overflow_discard_any_of_six_and_punish_marker():
    st = new(2, seed=5)
    while st.phase != "draft":
        act(st, keys(st)[0])
    seat = GAME.decision(st).seats[0]
    st.seats[seat].tableau = ["B18", "B20", "B22", "B23", "B25"]
    new_card = keys(st)[0][5:]
    act(st, "take." + new_card)
    assert GAME.decision(st).seats == (seat,) and all(k.startswith("discard.") for k in keys(st))
    assert "discard." + new_card in keys(st)
    act(st, "discard." + new_card)
    assert len(st.seats[seat].tableau) == 5 and st.seats[seat].markers == 1 and new_card in st.discard


def test_t11_empty_arrow_marker_stands_and_prestige_still_possible():
    st = new(2, seed=6)
    while st.phase != "dice":
        act(st, keys(st)[0])
    for s in st.seats:
        s.rose = [[0] * 6 for _ in range(7)]
    st.dice = [3, 3, 3, 3, 3, 3]
    first = GAME.decision(st).seats[0]
    tp = _card("trading_post")
    st.seats[first].active.append(tp)
    act(st, "dice.0.1")
    act(st, "dice.0.1")
    assert st.phase == "actions"
    assert all(s.markers == 1 for s in st.seats)
    st.seats[first].gold = 10
    assert "use." + tp in keys(st, first)
    act(st, "use." + tp, seat=first)
    act(st, "gain.red", seat=first)
    assert supply(st, first)[R] == 1 and st.seats[first].markers == 1


def test_t12_wall_costs_and_stacking():
    st = turn_of(new(3), OR, "7 red")
    from engine.macao.wall import wall_cost

    assert [wall_cost(st, OR, k) for k in (1, 2, 3, 4)] == [1, 3, 5, 7]
    st.wall = [[] for _ in range(16)]
    st.wall[0] = [OR]
    st.wall[2] = [W, Y]
    act(st, "wall.2")  # 3 red: the only way to pay, paid by itself
    assert st.wall[2] == [OR, W, Y] and supply(st, OR)[R] == 4
    assert not any(k.startswith("wall") for k in keys(st))


def test_t13_last_space_goes_under():
    st = turn_of(new(4), Y, "3 red")
    st.wall = [[] for _ in range(16)]
    st.wall[15] = [W]
    st.wall[13] = [Y]
    st.wall[0] = [OR, BR]
    assert "wall.3" not in keys(st)  # C3: no paying past space 16
    act(st, "wall.2")
    assert st.wall[15] == [W, Y]
    turn_of(st, BR, "9 red")
    st.wall[0] = [OR]
    st.wall[10] = [BR]
    act(st, "wall.5")
    assert st.wall[15] == [W, Y, BR]


def test_t14_sailing_and_delivery():
    st = turn_of(new(2), OR, "4 red")
    st.seats[OR].cargo = ["rice", "jade"]
    assert PORTS["LIS"].demands == ("lacquer", "rice", "jade") and PORTS["LIS"].values == (5, 4, 3, 2)
    go(st, "to.LIS")
    assert st.seats[OR].ship == "LIS" and sum(supply(st, OR)) == 0
    pp = st.seats[OR].pp
    act(st, "deliver.rice")
    act(st, "deliver.jade")
    assert st.seats[OR].pp == pp + 9 and st.seats[OR].cargo == []


def test_t15_deliver_right_after_taking_a_quarter():
    st = turn_of(new(2), OR, "1 red + 1 blue")
    st.seats[OR].ship = "LIS"
    st.ports["LIS"] = [[W, "rice"]]
    st.tiles["Q01"] = "lacquer"
    go(st, "q.Q01")
    assert "deliver.lacquer" in keys(st)
    pp = st.seats[OR].pp
    act(st, "deliver.lacquer")
    assert st.seats[OR].pp == pp + 4


def test_t16_cooperage_not_doubled_by_warehouse():
    wh = next(c for c, d in __import__("engine.macao.data", fromlist=["CARDS"]).CARDS.items() if d.good == "tea")
    st = turn_of(new(2), OR, active=[wh, _card("cooperage")])
    st.seats[OR].ship = "BAR"
    st.seats[OR].cargo = ["tea"]
    pp = st.seats[OR].pp
    act(st, "deliver.tea")
    assert st.seats[OR].pp == pp + 14


def test_t17_exact_activation_cost():
    st = turn_of(new(2), OR, "3 black", tableau=["P17"])  # Merchant: 1 red + 1 black
    assert "act.P17" not in keys(st)
    st.seats[OR].rose[0] = [1, 0, 1, 1, 0, 0]
    act(st, "act.P17")
    assert supply(st, OR) == [0, 0, 1, 0, 0, 0] and "P17" in st.seats[OR].active


def test_t18_one_quarter_per_turn_unless_night_watchman():
    st = turn_of(new(2), OR, "2 red + 2 blue + 1 green + 1 black")
    assert offered(st, "q.Q12")  # 1 green + 1 blue: payable after Q01 too
    go(st, "q.Q01")  # 1 red + 1 blue
    assert not any(offered(st, "q." + q) for q in st.tiles)
    assert st.tiles["Q01"] is None
    st = turn_of(new(2), OR, "2 red + 2 blue + 1 green + 1 black", active=[_card("night_watchman")])
    go(st, "q.Q01")
    assert offered(st, "q.Q12") and not offered(st, "q.Q01")


def test_t19_leftover_cubes_return():
    st = turn_of(new(2), OR, "2 blue")
    st.seats[OR].rose[3][R] = 4
    act(st, "pass")
    assert st.seats[OR].rose[0] == [0] * 6 and st.seats[OR].rose[3][R] == 4


def test_t20_professor_paid_at_the_choice():
    st = new(2, seed=8)
    while st.phase != "dice":
        act(st, keys(st)[0])
    first = GAME.decision(st).seats[0]
    st.seats[first].active.append(_card("professor"))
    st.dice = [1, 2, 3, 4, 5, 6]
    gold = st.seats[first].gold
    act(st, "dice.0.1")
    assert st.seats[first].gold == gold + 2


def test_t21_tie_break_by_wall():
    st = new(2)
    for s in st.seats:
        s.tableau = []
        s.pp = 71
    st.wall = [[] for _ in range(16)]
    st.wall[11] = [OR]
    st.wall[8] = [W]
    final(st, [])
    assert GAME.result(st).ranks == [1, 2]
    st = new(2)
    for s in st.seats:
        s.tableau = []
        s.pp = 71
    st.wall = [[] for _ in range(16)]
    st.wall[15] = [W, OR]
    final(st, [])
    assert GAME.result(st).ranks == [2, 1]


def test_t23_two_players_choose_the_same_die():
    st = new(2, seed=10)
    while st.phase != "dice":
        act(st, keys(st)[0])
    st.dice = [1, 2, 3, 4, 5, 4]
    for s in st.seats:
        s.rose = [[0] * 6 for _ in range(7)]
    act(st, "dice.4.5")
    act(st, "dice.3.5")
    assert all(s.rose[3][P] == 4 for s in st.seats)  # face 4 turned to face 3


def test_t24_draft_is_mandatory():
    st = new(2, seed=11)
    while st.phase != "draft":
        act(st, keys(st)[0])
    assert "decline" not in keys(st)
    assert all(k.startswith("take.") for k in keys(st))
