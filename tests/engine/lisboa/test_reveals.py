"""Every Lisboa move that shows something new is marked as revealing (undo never goes back across it).

How: tests/engine/reveals.py (the same check as Crown of Emara's), over the hidden hands, offers,
face-down piles, decks and the Clergy bag.
"""
from __future__ import annotations

import pytest

from engine.lisboa.game import GAME

from ..reveals import play_checking_reveals

GAMES = [(1, {}, 3), (2, {"draft": True, "goal_cards": True}, 5), (3, {"starting_decree": True}, 7),
         (4, {"reward_tokens": True}, 9)]


@pytest.mark.parametrize("players,opts,seed", GAMES)
def test_moves_that_show_hidden_information_are_marked(players, opts, seed):
    kinds, revealing = play_checking_reveals(GAME, players, opts, seed)
    assert {"clergy", "draw"} <= kinds
    assert "draw" in revealing, "a draw ends the turn, whose upkeep turns up the next cards"
