"""The check that every move showing hidden information is marked as revealing, for any game.

The hidden information of the state (other seats' hands and offers, deck and pile orders, the generator)
is resampled twice with the game's own ``determinise`` from the mover's point of view; both copies show
the same public view. The move is applied to both. If the public views then differ, the move showed
something that was hidden, so its events must carry ``reveals`` (undo never goes back across it).
"""
from __future__ import annotations

from engine.ai.random_ai import choose
from engine.core.rng import Rng


def _public(game, st) -> str:
    v = game.view(st, None)
    return v.model_dump_json() if hasattr(v, "model_dump_json") else repr(v)


def play_checking_reveals(game, players: int, options: dict, seed: int) -> tuple[set[str], set[str]]:
    """A random game played to its end with the check at every move: (action kinds played, kinds that
    revealed something)."""
    st = game.setup(players, game.Options(**options), seed)
    rng = Rng.from_seed(seed)
    kinds, revealing = set(), set()
    while (d := game.decision(st)) is not None:
        seat = d.seats[0]
        action = choose(game, st, rng, seat)
        a, b = (game.determinise(st, seat, Rng.from_seed(seed * 31 + k)) for k in (1, 2))
        assert _public(game, a) == _public(game, b) == _public(game, st), "determinise must keep the public view"
        marked = [any(e.reveals for e in game.apply(x, seat, action)) for x in (a, b)]
        events = game.apply(st, seat, action)
        kinds.add(action.kind)
        if _public(game, a) != _public(game, b):
            revealing.add(action.kind)
            assert all(marked) and any(e.reveals for e in events), f"{action.key()} shows hidden information"
    return kinds, revealing
