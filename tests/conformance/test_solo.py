"""A game's solo mode, read from its declaration (``solo_mode()``), sets up a game that plays to its end
at every difficulty, and its result tells the player's outcome (the opponent's score, won or lost)."""

from __future__ import annotations

import pytest

from engine.registry import game_ids, get_game
from tests.games import playout

from .expectations import facts


def _solo_games() -> list[str]:
    return [g for g in game_ids() if facts(g).solo_mode is not None]


@pytest.mark.parametrize("game_id", _solo_games())
def test_every_solo_difficulty_plays_to_an_outcome(game_id):
    mode = facts(game_id).solo_mode
    game = get_game(game_id)
    assert mode.game_type == game_id
    assert mode.start_min <= mode.default_start <= mode.start_max
    assert mode.start_min <= mode.campaign_first <= mode.start_max
    # a one-player game plays against the game itself; a game for 2+ plays against AI seats
    assert (mode.ai_seats is None) == facts(game_id).solo
    for start in dict.fromkeys((mode.start_min, mode.default_start, mode.start_max, None)):
        players = 1 + (len(mode.ai_seats(start)) if mode.ai_seats else 0)
        assert players in facts(game_id).players
        run = playout(game, players, 3, mode.options(start))
        res = game.result(run.state)
        opponent, won = mode.outcome(res.scores[0], res.details[0] if res.details else {})
        assert opponent is not None
        assert won is None or won == (res.ranks[0] == 1)
        # a campaign never gets easier after a win, nor harder after a loss
        played = mode.default_start if start is None else start
        harder = (lambda a, b: a <= b) if mode.lower_is_harder else (lambda a, b: a >= b)
        assert harder(mode.campaign_next(played, True), played)
        assert harder(played, mode.campaign_next(played, False))
