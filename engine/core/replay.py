"""Rebuild a state from its seed and action log: how the bot verifies games and how undo works."""

from __future__ import annotations

from typing import Iterable

from pydantic import BaseModel

from .actions import Action
from .game import Game, acting_seat

Step = str | Action | tuple[int, "str | Action"]


def replay(game: Game, players: int, options: BaseModel, seed: int, actions: Iterable[Step]) -> BaseModel:
    """Set the game up and apply every action in order: ``(seat, key)`` pairs as the log stores them,
    or bare keys/Actions where the acting seat is implied (exactly one seat may act)."""
    return replay_from(game, game.setup(players, options, seed), actions)


def replay_from(game: Game, state: BaseModel, actions: Iterable[Step]) -> BaseModel:
    """Apply ``actions`` (as for :func:`replay`) to ``state``, a state the same log reached earlier
    (undo starts from the state stored at the start of the turn); ``state`` is changed and returned."""
    for step in actions:
        game.apply(state, *seat_and_action(game, state, step))
    return state


def seat_and_action(game: Game, state: BaseModel, step: Step) -> tuple[int, Action]:
    """Who acts and what, for one log entry at ``state`` (a bare key's seat is the only one that may act)."""
    if isinstance(step, tuple):
        seat, a = step
    else:
        seat, a = acting_seat(game.decision(state)), step
    return seat, Action.parse(a) if isinstance(a, str) else a
