"""Public views of seeded random games: what ``python -m render`` draws and render/bench/cache.py times.

The engine is imported when a game is played, not with this module: the command line still draws the
hand-written fixtures where no engine is installed.
"""

from __future__ import annotations

from typing import Any


def play(game_id: str, players: int, seed: int, snapshots: int = 3) -> list[tuple[str, Any]]:
    """Public views of one seeded random game: the start, evenly spaced middles, the end."""
    from engine.ai.random_ai import step
    from engine.core.rng import Rng
    from engine.registry import get_game

    game = get_game(game_id)
    state = game.setup(players, game.Options(), seed)
    rng = Rng.from_seed(seed ^ 0x5EED)
    views = [game.view(state, None)]
    while game.decision(state) is not None:
        step(game, state, rng)
        views.append(game.view(state, None))
    picks = [round(i * (len(views) - 1) / (snapshots - 1)) for i in range(snapshots)]
    labels = ["start"] + [f"mid{i}" if snapshots > 3 else "mid" for i in range(1, snapshots - 1)] + ["end"]
    return [(label, views[i]) for label, i in zip(labels, picks)]
