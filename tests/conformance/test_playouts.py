"""Random games of every registered game, at every player count and declared option set, played to
the end with every step checked (OpenSpiel's games_sim_test is the model): the decision, its options
(at most 25, keys that parse back, a short label each), the game's own invariants, the State JSON round
trip, the events; then the result's shape and a game that refuses every further move."""

from __future__ import annotations

import os

import pytest

from engine.core.actions import Action, Result
from engine.core.errors import IllegalAction
from engine.registry import game_ids, get_game

from .expectations import EXPECT, expect, facts
from .playouts import case_id, cases, load, play, recorded


@pytest.mark.parametrize("case", cases(), ids=case_id)
def test_a_random_game_keeps_every_step_valid_and_ends(case):
    rec = recorded(*case)
    assert rec.errors == []
    assert get_game(case[0]).decision(load(get_game(case[0]), rec.final_json)) is None


@pytest.mark.parametrize("game_id", game_ids())
def test_random_games_play_the_heart_of_the_game_and_only_declared_simultaneous_decisions(game_id):
    ex = expect(game_id)
    recs = [recorded(*c) for c in cases() if c[0] == game_id]
    for rec in recs:
        assert set(ex.played) <= rec.kinds, (rec.players, rec.options)
        assert rec.multi_kinds <= set(ex.simultaneous)
    # the declared simultaneous decisions do come up (the table stays true)
    assert set(ex.simultaneous) <= set().union(*(r.multi_kinds for r in recs))


@pytest.mark.parametrize("case", cases(), ids=case_id)
def test_the_result_ranks_and_scores_every_seat(case):
    game_id, players, _ = case
    game = get_game(game_id)
    st = load(game, recorded(*case).final_json)
    res = game.result(st)
    assert isinstance(res, Result)
    assert len(res.ranks) == len(res.scores) == players
    assert all(isinstance(r, int) and 1 <= r <= max(players, 2) for r in res.ranks)  # solo: 1st or 2nd to the game
    if players > 1:
        assert min(res.ranks) == 1
    # a better score never ranks below a worse one (ties are broken, never reversed)
    for a in range(players):
        for b in range(players):
            if res.scores[a] > res.scores[b]:
                assert res.ranks[a] <= res.ranks[b]
    assert res.details == [] or len(res.details) == players
    assert game.result(load(game, recorded(*case).setup_json)) is None


@pytest.mark.parametrize("case", cases(), ids=case_id)
def test_a_finished_game_offers_nothing_and_refuses_every_move(case):
    game_id, players, _ = case
    game = get_game(game_id)
    rec = recorded(*case)
    st = load(game, rec.final_json)
    for seat in range(players):
        assert game.legal_actions(st, seat) == []
    for seat, key in {rec.log[-1], rec.log[0]}:
        with pytest.raises(IllegalAction) as e:
            game.apply(st, seat, Action.parse(key))
        assert e.value.reason.id == "core.game_over"
    assert st.model_dump_json() == rec.final_json


def test_the_table_names_only_registered_games():
    assert set(EXPECT) <= set(game_ids())


@pytest.mark.slow
@pytest.mark.parametrize("game_id,players", [(g, p) for g in game_ids() for p in facts(g).players])
def test_sweep_of_random_games_keeps_every_step_valid(game_id, players):
    games = int(os.environ.get(f"{game_id.upper()}_SWEEP_GAMES", "30"))  # CI runs a small sample (.ci/run)
    options = expect(game_id).sweep_options or expect(game_id).options
    for seed in range(100, 100 + games):
        rec = play(game_id, players, options[seed % len(options)], seed=seed)
        assert rec.errors == [], seed
        assert get_game(game_id).result(load(get_game(game_id), rec.final_json)) is not None


@pytest.mark.parametrize("case", cases(), ids=case_id)
def test_the_score_breakdown_makes_every_final_score(case):
    """``score_breakdown`` (engine.core.breakdown): at the end of every random game each scored seat
    has its categories, every category has its name in every language, and they combine (a sum; Crown
    of Emara: the lower track) into exactly the score of ``result``; while the game runs, none."""
    from engine.core.breakdown import category_msg
    from engine.core.text import LANGUAGES, translate

    game_id, players, _ = case
    game = get_game(game_id)
    rec = recorded(*case)
    st = load(game, rec.final_json)
    b = game.score_breakdown(st)
    if b is None:
        pytest.skip(f"{game_id} has no score breakdown")
    res = game.result(st)
    assert sorted(b.parts) == list(range(len(res.scores)))
    assert [b.total(s) for s in range(len(res.scores))] == res.scores
    for c in b.categories():
        for lang in LANGUAGES:
            assert translate(category_msg(game_id, c), lang) != category_msg(game_id, c).id, (lang, c)
    assert game.score_breakdown(load(game, rec.setup_json)) is None
