"""The games this project hosts. Adding a game = one line here (plus its render line)."""
from __future__ import annotations

import importlib

from .core.game import Game

# game id -> "module:attribute" of the Game object
_GAMES: dict[str, str] = {
    "emara": "engine.emara.game:GAME",
    "macao": "engine.macao.game:GAME",
    "lisboa": "engine.lisboa.game:GAME",
}


def game_ids() -> list[str]:
    return list(_GAMES)


def game_package(game_id: str) -> str:
    """The engine package of a game (``engine.emara``): its catalogs are in its ``locales`` folder."""
    return _GAMES[game_id].split(":")[0].rpartition(".")[0]


def get_game(game_id: str) -> Game:
    """Import and return the game object; KeyError for an unknown id."""
    module, attr = _GAMES[game_id].split(":")
    return getattr(importlib.import_module(module), attr)


def game_feature(game_id: str, name: str):
    """What the game's optional method ``name()`` returns (a solo mode, a daily challenge …);
    None when the game lacks it or is unknown."""
    try:
        make = getattr(get_game(game_id), name, None)
    except (KeyError, ImportError):
        return None
    return make() if callable(make) else None


def games_with(name: str) -> list[str]:
    """Ids of the registered games that offer the optional feature ``name``."""
    return [g for g in game_ids() if game_feature(g, name) is not None]
