"""engine.ai: legality, reproducibility, hidden information, determinisation, strength (all seeded, fast)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.ai import LEVELS, choose
from engine.ai import random_ai
from engine.arena import arena, labels_for, play_game
from engine.core.rng import Rng
from engine.emara.ai_support import copy_state, determinise, evaluate, prune
from engine.emara.game import GAME

ITS = 25  # small hard budget for tests


def _advance(st, n: int, seed: int):
    """Random play for ``n`` decisions (or until the game ends)."""
    rng = Rng.from_seed(seed)
    for _ in range(n):
        if GAME.decision(st) is None:
            break
        GAME.apply(st, st.active, random_ai.choose(GAME, st, rng))
    return st


def _play(levels, seed: int, iterations: int = ITS, players=None):
    st = GAME.setup(players or len(levels), GAME.Options(), seed)
    keys = []
    while (d := GAME.decision(st)) is not None:
        before = st.model_dump_json()
        legal = GAME.legal_actions(st, st.active)
        a = choose(GAME, st, levels[d.owner], seed=seed * 7 + len(keys), iterations=iterations)
        assert a in legal, (levels[d.owner], a)
        assert st.model_dump_json() == before, "choose mutated the state"
        GAME.apply(st, st.active, a)
        keys.append(a.key())
        assert len(keys) < 5000
    return st, keys


@pytest.mark.parametrize("levels", [["random", "easy"], ["medium", "hard"], ["hard"]])
def test_every_level_plays_only_legal_actions_to_the_end(levels):
    st, keys = _play(levels, seed=11)
    assert GAME.result(st) is not None
    assert keys


def test_seeded_ai_game_is_reproducible():
    a = _play(["hard", "medium"], seed=5, iterations=15)[1]
    b = _play(["hard", "medium"], seed=5, iterations=15)[1]
    assert a == b


def test_unknown_level_is_rejected():
    st = GAME.setup(2, GAME.Options(), 1)
    with pytest.raises(ValueError):
        choose(GAME, st, "grandmaster", seed=1)


def _hidden_twin(st, seat: int):
    """A state that agrees with ``st`` on everything ``seat`` sees, with every hidden part changed."""
    t = st.model_copy(deep=True)
    for i, s in enumerate(t.seats):
        if i != seat:
            pool = s.hand + s.deck
            pool.reverse()
            pool = pool[1:] + pool[:1]
            s.hand, s.deck = pool[: len(s.hand)], pool[len(s.hand) :]
        else:
            s.deck.reverse()
    t.favor_draw.reverse()
    t.event_deck.reverse()
    t.advisor_b_pile = t.advisor_b_pile[:1] + t.advisor_b_pile[1:][::-1]
    t.rng = Rng.from_seed(987654321)
    return t


def _decision_states(players=2, seeds=(1, 2, 3), depths=(0, 40, 90, 150)):
    out = []
    for seed in seeds:
        for n in depths:
            st = _advance(GAME.setup(players, GAME.Options(), seed), n, seed + 100)
            d = GAME.decision(st)
            if d is not None and len(GAME.legal_actions(st, st.active)) > 1:
                out.append(st)
    return out


def test_twin_really_differs_in_hidden_parts_only():
    st = _decision_states(seeds=(1,), depths=(40,))[0]
    seat = GAME.decision(st).owner
    twin = _hidden_twin(st, seat)
    assert twin.model_dump_json() != st.model_dump_json()
    assert GAME.view(twin, seat) == GAME.view(st, seat)
    other = 1 - seat
    assert twin.seats[other].hand != st.seats[other].hand or twin.seats[other].deck != st.seats[other].deck


@pytest.mark.parametrize("level", LEVELS)
def test_choice_does_not_depend_on_hidden_information(level):
    for st in _decision_states():
        seat = GAME.decision(st).owner
        twin = _hidden_twin(st, seat)
        for seed in (1, 2):
            a = choose(GAME, st, level, seed=seed, iterations=ITS)
            b = choose(GAME, twin, level, seed=seed, iterations=ITS)
            assert a == b, (level, st.seq, a, b)


def test_determinise_depends_only_on_the_view():
    for players in (1, 2, 4):
        for st in _decision_states(players=players, seeds=(4,)):
            seat = GAME.decision(st).owner
            a = determinise(st, seat, Rng.from_seed(3))
            b = determinise(_hidden_twin(st, seat), seat, Rng.from_seed(3))
            assert a.model_dump_json() == b.model_dump_json()


def test_determinise_keeps_public_info_and_own_hand():
    for players in (1, 2, 3, 4):
        for st in _decision_states(players=players, seeds=(6,)):
            before = st.model_dump_json()
            for seat in range(players):
                d = determinise(st, seat, Rng.from_seed(seat))
                assert GAME.view(d, seat) == GAME.view(st, seat)
                assert GAME.view(d, None) == GAME.view(st, None)
                assert d.seats[seat].hand == st.seats[seat].hand
                assert sorted(d.seats[seat].deck) == sorted(st.seats[seat].deck)
                for i in range(players):
                    assert sorted(d.seats[i].hand + d.seats[i].deck) == sorted(st.seats[i].hand + st.seats[i].deck)
                assert sorted(d.favor_draw) == sorted(st.favor_draw)
                assert GAME.check_invariants(d) == []
            assert st.model_dump_json() == before


def test_determinise_resamples_hidden_parts():
    st = GAME.setup(2, GAME.Options(), 8)
    seen = {tuple(determinise(st, 0, Rng.from_seed(s)).seats[1].hand) for s in range(12)}
    assert len(seen) > 1
    orders = {tuple(determinise(st, 0, Rng.from_seed(s)).favor_draw) for s in range(12)}
    assert len(orders) > 1


def test_copy_state_is_deep_and_equal():
    st = _advance(GAME.setup(3, GAME.Options(), 2), 60, 2)
    c = copy_state(st)
    assert c.model_dump_json() == st.model_dump_json()
    _advance(c, 50, 9)
    assert c.model_dump_json() != st.model_dump_json()
    assert copy_state(st).model_dump_json() == st.model_dump_json()


def test_evaluate_is_relative_and_final_at_the_end():
    st, _ = _play(["medium", "easy"], seed=3)
    r = GAME.result(st)
    assert evaluate(st, 0) == r.scores[0] - r.scores[1]
    assert evaluate(st, 1) == -evaluate(st, 0)
    fresh = GAME.setup(2, GAME.Options(), 3)
    assert abs(evaluate(fresh, 0)) < 5


def test_prune_never_empties_and_keeps_non_chamberlain_actions():
    for st in _decision_states(seeds=(1, 2), depths=(30, 120)):
        legal = GAME.legal_actions(st, st.active)
        kept = prune(st, legal)
        assert kept and set(kept) <= set(legal)
        assert [a for a in legal if a.kind != "chamber"] == [a for a in kept if a.kind != "chamber"]


def test_medium_beats_random_clearly():
    wins = 0
    margin = 0
    for seed in range(4):
        levels = ["medium", "random"] if seed % 2 == 0 else ["random", "medium"]
        st, _ = _play(levels, seed=seed + 20)
        r = GAME.result(st)
        me = levels.index("medium")
        wins += r.ranks[me] == 1
        margin += r.scores[me] - r.scores[1 - me]
    assert wins >= 3 and margin > 20


def test_random_ai_choose_still_works():
    st = GAME.setup(2, GAME.Options(), 4)
    a = random_ai.choose(GAME, st, Rng.from_seed(1))
    assert a in GAME.legal_actions(st, st.active)


def test_arena_reports_one_json_object_with_rotation_and_labels():
    assert labels_for(["medium", "medium"]) == ["medium#1", "medium#2"]
    assert labels_for(["hard", "easy"]) == ["hard", "easy"]
    r = arena("emara", 2, 2, ["medium", "medium"], seed=3)
    assert set(r) >= {"game", "players", "games", "wins", "mean_score", "seconds", "median_think_ms"}
    assert set(r["wins"]) == {"medium#1", "medium#2"}
    assert sum(r["wins"].values()) == 2
    solo = play_game("emara", ["easy"], 5, 5, None, None, {"building_start": 40})
    assert "won" in solo and len(solo["scores"]) == 1


def test_hard_with_a_time_budget_only_returns_a_legal_action():
    st = _advance(GAME.setup(2, GAME.Options(), 9), 30, 9)
    a = choose(GAME, st, "hard", seed=1, time_budget=0.05)
    assert a in GAME.legal_actions(st, st.active)


class _NoSearch:
    """The Emara game without AI support: no ``ai`` declared, no SearchSupport methods (``copy_state``
    and ``prune`` are the protocol's)."""

    info = replace(GAME.info, supports=())

    def __getattr__(self, name):
        if name in ("evaluate", "determinise"):
            raise AttributeError(name)
        return getattr(GAME, name)


def test_games_without_search_support_get_easy_play():
    g = _NoSearch()
    st = _advance(GAME.setup(2, GAME.Options(), 10), 20, 10)
    for level in LEVELS:
        assert choose(g, st, level, seed=3) in GAME.legal_actions(st, st.active)
