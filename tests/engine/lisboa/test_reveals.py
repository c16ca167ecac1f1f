"""Every Lisboa move that shows something new is marked as revealing (undo never goes back across it).

As for Crown of Emara (tests/engine/emara/test_reveals.py): the hidden information (other hands and
offers, face-down piles, decks, the Clergy bag, the generator) is resampled twice with the game's own
``determinise`` from the mover's point of view; both copies show the same public view. The move is
applied to both; if the public views then differ, the move showed something hidden, so its events
must carry ``reveals``.
"""
from __future__ import annotations

import pytest

from engine.ai.random_ai import choose
from engine.core.rng import Rng
from engine.lisboa.game import GAME

GAMES = [(1, {}, 3), (2, {"draft": True, "goal_cards": True}, 5), (3, {"starting_decree": True}, 7),
         (4, {"reward_tokens": True}, 9)]


def _public(st) -> str:
    return GAME.view(st, None).model_dump_json()


@pytest.mark.parametrize("players,opts,seed", GAMES)
def test_moves_that_show_hidden_information_are_marked(players, opts, seed):
    st = GAME.setup(players, GAME.Options(**opts), seed)
    rng = Rng.from_seed(seed)
    kinds, revealing = set(), set()
    while (d := GAME.decision(st)) is not None:
        seat = d.seats[0]
        action = choose(GAME, st, rng, seat)
        a, b = (GAME.determinise(st, seat, Rng.from_seed(seed * 31 + k)) for k in (1, 2))
        assert _public(a) == _public(b) == _public(st), "determinise must keep the public view"
        marked = [any(e.reveals for e in GAME.apply(x, seat, action)) for x in (a, b)]
        events = GAME.apply(st, seat, action)
        kinds.add(action.kind)
        if _public(a) != _public(b):
            revealing.add(action.kind)
            assert all(marked) and any(e.reveals for e in events), f"{action.key()} shows hidden information"
    assert {"clergy", "draw"} <= kinds
    assert "draw" in revealing, "a draw ends the turn, whose upkeep turns up the next cards"
