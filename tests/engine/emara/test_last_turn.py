"""State.last_turn: the public deeds of the latest turn, for the board's "what changed" marks."""

from __future__ import annotations

from engine.ai.random_ai import choose
from engine.core.replay import replay
from engine.core.rng import Rng
from engine.emara.ai_support import copy_state
from engine.emara.game import GAME
from engine.emara.state import State

from .helpers import do, keys, move_to, neutral_event, new, place, play, stock


def _pos(st, loc):
    for b, ring in enumerate(st.boards):
        if loc in ring:
            return b, ring.index(loc)
    raise AssertionError(loc)


def test_a_turn_records_card_move_visit_and_town_deeds():
    st = new(3)
    neutral_event(st)
    seat = st.active
    stock(st, grain=1)
    b, to = _pos(st, "castle")
    move_to(st, "castle", 2)
    do(st, "gift.grain")
    lt = st.last_turn
    assert (lt.seat, lt.card, lt.slot) == (seat, "wood", 2)
    assert lt.moves == [(b, (to - 2) % 4, to)] and lt.visits == ["castle"] and lt.deeds == ["gift.grain"]
    view = GAME.view(st, None).last_turn
    assert view.seat == seat and view.moves == ((b, (to - 2) % 4, to),) and view.deeds == ("gift.grain",)


def test_the_record_outlives_the_turn_until_the_next_seat_acts():
    st = new(3)
    neutral_event(st)
    first = st.active
    move_to(st, "forest", 1)
    do(st, "end")
    assert st.active != first
    assert st.last_turn.seat == first and st.last_turn.visits == ["forest"]  # the board after the turn
    assert GAME.view(st, None).last_turn.seat == first
    play(st, "stone", 3)  # the next seat's first deed
    assert st.last_turn.seat == st.active and st.last_turn.card == "stone" and st.last_turn.visits == []


def test_hire_recruit_and_rank_are_recorded_with_their_places():
    st = new(3)
    neutral_event(st)
    seat = st.active
    place(st, seat, 1, "market")
    adv = st.advisors["market"][0]
    stock(st, wood=6, stone=6, cloth=6, grain=6, gold=2)
    move_to(st, "forest", 1)
    do(st, "hire")
    hut = keys(st)[0]
    do(st, hut)
    while st.stack:
        do(st, keys(st)[0])
    do(st, "recruit", "adv." + adv)
    while st.stack:
        do(st, keys(st)[0])
    do(st, "noble")
    lt = st.last_turn
    assert lt.huts == [("forest", int(hut.split(".")[2]))]
    assert lt.advisors == [("market", 0, adv)] and lt.ranks == ["baron"]


def test_round_trip_replay_and_fast_copy_keep_the_record():
    st = GAME.setup(4, GAME.Options(), 21)
    rng = Rng.from_seed(21)
    log = []
    for _ in range(150):
        a = choose(GAME, st, rng)
        GAME.apply(st, st.active, a)
        log.append(a.key())
    assert st.last_turn.seat is not None
    assert State.model_validate_json(st.model_dump_json()) == st
    assert replay(GAME, 4, GAME.Options(), 21, log).last_turn == st.last_turn
    twin = copy_state(st)
    twin.last_turn.deeds.append("sell.1")
    twin.last_turn.moves.append((0, 0, 1))
    assert "sell.1" not in st.last_turn.deeds and (0, 0, 1) not in st.last_turn.moves


def test_a_new_game_has_no_last_turn_in_its_view():
    assert GAME.view(GAME.setup(2, GAME.Options(), 1), None).last_turn is None
