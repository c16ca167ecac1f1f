"""Decisions for any seat on the core decision stack, played on the test toy game."""

from __future__ import annotations

import pytest

from engine.core import A, IllegalAction
from engine.selfplay import play_one
from tests.bot.toygame import GAME, ToyOptions


def _new(players=3, **opts):
    return GAME.setup(players, ToyOptions(**opts), 5)


def _end_round(st):
    """Every seat plays its first card and ends its turn (no sprint: only cards below 3 kept)."""
    for _ in range(st.players):
        seat = st.active
        st.hands[seat] = [1, 1]
        GAME.apply(st, seat, A("play", 1))
        GAME.apply(st, seat, A("end"))


def test_simultaneous_bids_in_any_order_hidden_until_the_last():
    st = _new(3, bids=True, target=30)
    _end_round(st)
    d = GAME.decision(st)
    assert d.seats == (0, 1, 2) and d.owner is None and d.kind == "bid"
    turn = d.turn
    ev = GAME.apply(st, 2, A("bid", 3))
    assert not any(e.reveals for e in ev)
    assert GAME.decision(st).seats == (0, 1)
    public = GAME.view(st, None)
    assert [s["has_bid"] for s in public["seats"]] == [False, False, True]
    assert "bid" not in repr(public["seats"][2]).replace("has_bid", "")  # the bid itself stays hidden
    assert GAME.view(st, 2)["seats"][2]["bid"] == 3
    with pytest.raises(IllegalAction) as e:
        GAME.apply(st, 2, A("bid", 1))  # a seat bids once
    assert e.value.reason.id == "core.not_your_turn"
    assert GAME.legal_actions(st, 2) == []
    GAME.apply(st, 0, A("bid", 1))
    before = list(st.pos)
    ev = GAME.apply(st, 1, A("bid", 2))  # the last bid reveals all
    assert any(e.reveals for e in ev)
    assert st.pos[2] == before[2] + 1  # the one highest bid wins
    d = GAME.decision(st)
    assert d.seats == (0,) and d.owner == 0 and d.turn == turn + 1


def test_sprint_responses_out_of_turn_clockwise():
    st = _new(4, sprints=True, target=30)
    seat = st.active
    st.hands = [[3, 1], [2], [], [1, 2]]
    GAME.apply(st, seat, A("play", 3))
    d = GAME.decision(st)
    assert d.seats == (1,) and d.owner == 0 and d.kind == "follow"  # out of turn; seat 2 has no card
    with pytest.raises(IllegalAction):
        GAME.apply(st, 0, A("end"))  # the owner waits for responses
    GAME.apply(st, 1, A("follow", 2))
    assert GAME.decision(st).seats == (3,)
    GAME.apply(st, 3, A("pass"))
    d = GAME.decision(st)
    assert d.seats == (0,) and d.kind == "turn"
    assert st.pos[1] == 1 and st.hands[1] == [] and st.pos[3] == 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_with_both_phases_keep_the_protocol(players):
    for seed in range(4):
        n, errors = play_one(GAME, players, seed, options=ToyOptions(bids=True, sprints=True))
        assert errors == [] and n > 0


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_every_ai_level_acts_for_any_awaited_seat_of_a_simultaneous_decision(level):
    from engine.ai import choose

    st = _new(3, bids=True, target=30)
    _end_round(st)
    GAME.apply(st, 0, A("bid", 3))  # seat 0's bid is hidden from seats 1 and 2
    before = st.model_dump_json()
    for seat in (2, 1):  # not the lowest awaited seat first
        a = choose(GAME, st, level, seed=7, seat=seat, iterations=60)
        assert a in GAME.legal_actions(st, seat) and st.model_dump_json() == before
    peeked = st.model_copy(deep=True)
    peeked.bids[0] = 1  # another hidden bid: the same choice
    assert choose(GAME, peeked, level, seed=7, seat=2, iterations=60) == choose(
        GAME, st, level, seed=7, seat=2, iterations=60
    )
