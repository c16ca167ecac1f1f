"""A quiet table (issues 19 and 33): whole games by clicks keep to the message and ping budget, in
threads: one message a turn, nothing else left behind but the animated summary, a ping only for a
player newly asked."""

from __future__ import annotations

import pytest

from .harness import Harness
from .quiet_table import over_budget, play_whole_game
from .test_registered_games import real  # noqa: F401 - the bot with the real game registry


@pytest.mark.parametrize(
    "game,players,toggles",
    [
        ("emara", 2, ()),
        # ~25 s: in the slow set (CI runs it); a whole Macao game by clicks stays in test_macao_game.py
        pytest.param("macao", 3, ("simultaneous_dice",), marks=pytest.mark.slow),
        ("lisboa", 2, ()),
    ],
)
async def test_a_whole_game_by_clicks_keeps_to_the_message_and_ping_budget(
    real: Harness,  # noqa: F811
    game,
    players,
    toggles,
) -> None:
    cost = await play_whole_game(real, game, players, seed=3, toggles=toggles)
    assert cost.turns_left > 10 and cost.clicks > 50
    assert over_budget(cost) == [], cost
    assert sum(cost.mentions.values()) > 0  # players are told, just not more than needed
    assert cost.live_line_edits >= cost.turns_left - 1  # the channel's one line follows the game
