"""Macao's AI support: evaluation, determinisation from what a seat sees, the turn-bounded search."""

from __future__ import annotations

from engine.ai import choose
from engine.core.rng import Rng
from engine.core.together import Choices
from engine.macao.ai_support import DEFAULTS, TUNED, _fits, evaluate, evaluate_tuned
from engine.macao.cubes import vec
from engine.macao.data import _cubes
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


def _reserved(card: str, faces: dict[int, str]):
    """Seat 0 in round 3 with ``card`` reserved and the given cubes on faces of its rose."""
    st = new(2, seed=3)
    s = st.seats[0]
    s.tableau = [card]
    s.rose = [[0] * 6 for _ in range(7)]
    for face, cubes in faces.items():
        s.rose[face] = vec(_cubes(cubes))
    st.round = 3
    return st


def test_a_reserved_card_is_paid_for_only_by_one_face_colour_for_colour():
    # the smithy (B02) costs 1 red + 2 black: cubes arrive, and are spent, one round (face) at a time
    assert _fits(["B02"], _reserved("B02", {2: "1 red + 2 black"}).seats[0].rose) == 1
    assert _fits(["B02"], _reserved("B02", {2: "1 red + 1 black", 3: "1 black"}).seats[0].rose) == 0
    assert _fits(["B02"], _reserved("B02", {2: "3 red"}).seats[0].rose) == 0
    # one pile pays one card; the next face may pay another
    both = _reserved("B02", {2: "1 red + 3 black"}).seats[0].rose
    assert _fits(["B02", "B02"], both) == 1
    both[4] = vec(_cubes("1 red + 2 black"))
    assert _fits(["B02", "B02"], both) == 2


def test_only_the_expert_judges_the_colours_of_the_cubes_to_come():
    fitting = _reserved("B02", {2: "1 red + 2 black"})
    other = _reserved("B02", {2: "1 green + 2 blue"})  # as many cubes, on the same face, wrong colours
    assert DEFAULTS["fit"] == 0.0  # medium and hard: the hand-set judge, colour-blind
    assert evaluate(fitting, 0) == evaluate(other, 0)
    assert TUNED["fit"] > 0  # the expert (engine/macao/weights.json)
    assert evaluate_tuned(fitting, 0) > evaluate_tuned(other, 0)
