"""Determinism: the same seed and the same actions give the same state byte for byte, however the game
is rebuilt (from the setup, or from State JSON saved part way), and a setup depends on its seed only."""

from __future__ import annotations

import pytest

from engine.core.actions import Action
from engine.core.replay import replay
from engine.registry import get_game

from .playouts import case_id, cases, load, recorded


@pytest.mark.parametrize("case", cases(), ids=case_id)
def test_the_same_seed_and_actions_replay_to_the_same_state_json(case):
    rec = recorded(*case)
    game = get_game(rec.game_id)
    st = game.setup(rec.players, game.Options(**rec.options), rec.seed)
    assert st.model_dump_json() == rec.setup_json
    for seat, key in rec.log:
        game.apply(st, seat, Action.parse(key))
    assert st.model_dump_json() == rec.final_json
    # the core's replay (how the bot verifies games and undoes moves) rebuilds the same state
    again = replay(game, rec.players, game.Options(**rec.options), rec.seed, rec.log)
    assert again.model_dump_json() == rec.final_json


@pytest.mark.parametrize("case", cases(), ids=case_id)
def test_a_game_reloaded_from_its_json_part_way_plays_on_to_the_same_end(case):
    rec = recorded(*case)
    game = get_game(rec.game_id)
    for pos in rec.positions[len(rec.positions) // 3 :: len(rec.positions) // 3 or 1][:2]:
        st = load(game, pos.state_json)
        assert st.model_dump_json() == pos.state_json
        for seat, key in rec.log[pos.step :]:
            game.apply(st, seat, Action.parse(key))
        assert st.model_dump_json() == rec.final_json
