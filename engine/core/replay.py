"""Rebuild a state from its seed and action log: how the bot verifies games and how undo works."""
from __future__ import annotations

from typing import Iterable

from pydantic import BaseModel

from .actions import Action
from .game import Game


def replay(game: Game, players: int, options: BaseModel, seed: int,
           actions: Iterable[str | Action]) -> BaseModel:
    """Set the game up and apply every action (keys or Actions) in order."""
    state = game.setup(players, options, seed)
    for a in actions:
        game.apply(state, Action.parse(a) if isinstance(a, str) else a)
    return state


