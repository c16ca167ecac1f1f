"""Macao's own whole-game properties: twelve rounds with strict ranks, and how the dice chosen at the
same time stay hidden. Invariants at every step, determinism, JSON round trips, reveals and bad input
for every game and player count are in tests/conformance/."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.macao.game import GAME
from tests.games import playout

from .helpers import act, keys, new


def play(players: int, seed: int, simultaneous: bool = False, check=None):
    """A random game (tests/games.py): the state, the (seat, key) log, (seat, key, events) per move."""
    run = playout(GAME, players, seed, {"simultaneous_dice": simultaneous}, check)
    return run.state, run.log, [(seat, key, ev) for (seat, key), ev in zip(run.log, run.events)]


@pytest.mark.parametrize("players,seed,sim", [(2, 1, False), (3, 2, True), (4, 3, False), (4, 4, True)])
def test_random_games_end_after_12_rounds_with_strict_ranks(players, seed, sim):
    st, log, _ = play(players, seed, sim)
    res = GAME.result(st)
    assert st.round == 12 and st.phase == "over"
    assert sorted(res.ranks) == list(range(1, players + 1))
    assert all(s.final is not None for s in st.seats)


def test_the_view_never_shows_the_deck_order_or_a_hidden_dice_choice():
    def check(st):
        for viewer in (None, 0, 1):
            v = GAME.view(st, viewer).model_dump(mode="json")
            assert v["deck"] == len(st.deck)
            if st.phase == "dice" and st.wall_order_by is None:  # hidden until someone asks to see first
                for seat, pick in st.picks.items():
                    shown = v["seats"][seat]["dice"]
                    assert shown is None if seat != viewer else shown == pick
                    assert v["seats"][seat]["chosen"]

    play(2, 5, True, check)


def test_a_hidden_dice_choice_is_logged_only_to_its_chooser_until_all_chose_or_one_asks_to_see_first():
    st, _, events = play(3, 10, True)
    at_once, revealed, asked = True, 0, 0
    for seat, key, ev in events:
        if any(e.msg.id == "macao.log.dice" for e in ev):  # a new roll: all at once again
            at_once = True
        if key == "seefirst":
            assert ev[0].msg.id == "macao.log.see_first" and ev[0].private_to is None and ev[0].reveals
            at_once, revealed, asked = False, revealed + 1, asked + 1
        elif key.startswith("dice."):
            assert ev[0].private_to == (seat if at_once else None)
            revealed += at_once and any(e.reveals for e in ev)
    assert revealed == 12 and asked >= 1  # every round revealed once; this game has a switch


def test_simultaneous_dice_have_no_owner_and_every_waiting_seat_may_choose():
    st = new(3, seed=2, simultaneous_dice=True)
    while st.phase != "dice":
        act(st, keys(st)[0])
    d = GAME.decision(st)
    assert d.owner is None and set(d.seats) == {0, 1, 2}
    act(st, "dice.0.1", seat=2)
    assert set(GAME.decision(st).seats) == {0, 1}
    with pytest.raises(IllegalAction):
        act(st, "dice.0.2", seat=2)  # a second choice
