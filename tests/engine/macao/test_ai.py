"""Macao's AI support: evaluation, determinisation from what a seat sees, the turn-bounded search."""

from __future__ import annotations

from engine.ai import choose
from engine.core.rng import Rng
from engine.core.together import Choices
from engine.macao.game import GAME
from tests.games import assert_search_stays_within_the_turn

from .helpers import act, keys, new, turn_of


def test_determinise_depends_only_on_what_the_seat_sees():
    st = new(3, seed=4, simultaneous_dice=True)
    while st.phase != "dice":
        act(st, keys(st)[0])
    act(st, "dice.0.1", seat=1)
    assert st.together.made == ((1, "dice.0.1"),)  # kept by the turn machine, unseen
    other = GAME.copy_state(st)
    other.deck = list(reversed(other.deck))  # a different hidden deck order
    other.together = Choices(step="dice", made=((1, "dice.2.5"),))  # a different hidden choice of seat 1
    a = GAME.determinise(st, 0, Rng.from_seed(9))
    b = GAME.determinise(other, 0, Rng.from_seed(9))
    assert a.model_dump_json() == b.model_dump_json()
    assert sorted(a.deck) == sorted(st.deck)
    assert [s for s, _ in a.together.made] == [1]  # seat 1 has chosen: that much is public
    own = GAME.determinise(st, 1, Rng.from_seed(9))
    assert own.together.made == ((1, "dice.0.1"),)  # a seat keeps its own choice
    assert st.together.made == ((1, "dice.0.1"),) and GAME.check_invariants(a) == []


def test_evaluate_is_exact_after_the_game():
    st = new(2, seed=2)
    rng = Rng.from_seed(2)
    while GAME.decision(st) is not None:
        seat = GAME.decision(st).seats[0]
        GAME.apply(st, seat, GAME.legal_actions(st, seat)[rng.below(len(GAME.legal_actions(st, seat)))])
    assert GAME.evaluate(st, 0) == st.seats[0].pp - st.seats[1].pp


def test_the_hard_search_stays_within_the_turn(monkeypatch):
    st = turn_of(new(2), 0, "3 red + 2 blue + 1 green", gold=8)
    assert_search_stays_within_the_turn(GAME, st, 0, 200, monkeypatch)


def test_every_level_returns_a_legal_action_for_any_waiting_seat():
    st = new(3, seed=6, simultaneous_dice=True)
    while st.phase != "dice":
        act(st, keys(st)[0])
    for level in ("random", "easy", "medium", "hard"):
        for seat in GAME.decision(st).seats:
            a = choose(GAME, st, level, seed=3, seat=seat, iterations=30)
            assert a in GAME.legal_actions(st, seat)
