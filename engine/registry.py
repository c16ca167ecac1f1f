"""The games this project hosts. Adding a game = one line here (plus its render line)."""
from __future__ import annotations

import importlib

from .core.game import Game

# game id -> "module:attribute" of the Game object
_GAMES: dict[str, str] = {
    "emara": "engine.emara.game:GAME",
}


def game_ids() -> list[str]:
    return list(_GAMES)


def get_game(game_id: str) -> Game:
    """Import and return the game object; KeyError for an unknown id."""
    module, attr = _GAMES[game_id].split(":")
    return getattr(importlib.import_module(module), attr)
