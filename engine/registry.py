"""The games this project hosts. Adding a game = one line here (plus its render line)."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Callable

from .core import text
from .core.capabilities import DAILY, SOLO, supports
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


# The play modes a game may offer (``Game.solo_mode``, ``Game.daily_challenge``), by name.
FEATURES: dict[str, Callable[[Game], object]] = {
    "solo_mode": lambda game: game.solo_mode() if supports(game, SOLO) else None,
    "daily_challenge": lambda game: game.daily_challenge() if supports(game, DAILY) else None,
}


def game_feature(game_id: str, name: str):
    """What the game's play mode ``name`` (a key of :data:`FEATURES`) is: its solo mode, its daily
    challenge; None when the game has none or is unknown."""
    try:
        game = get_game(game_id)
    except (KeyError, ImportError):
        return None
    return FEATURES[name](game)


def games_with(name: str) -> list[str]:
    """Ids of the registered games that offer the optional feature ``name``."""
    return [g for g in game_ids() if game_feature(g, name) is not None]


def learn_game(game_id: str):
    """The game's guided first game (``engine/<game>/learn.py``'s ``LEARN``, an
    :class:`engine.core.learn.LearnGame`); None when the game has none or is unknown."""
    if game_id not in _GAMES:
        return None
    name = game_package(game_id) + ".learn"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name != name:
            raise
        return None
    return getattr(module, "LEARN", None)


def learn_games() -> list[str]:
    """Ids of the registered games that offer a guided first game."""
    return [g for g in game_ids() if learn_game(g) is not None]


def catalog_folders() -> dict[Path, str]:
    """Each registered game's engine catalog folder (``engine/<game>/locales``) -> its group, the game's
    id. Asked whenever the catalog lists its files, so it follows the registry."""
    root = Path(__file__).resolve().parent.parent
    return {root.joinpath(*game_package(g).split(".")) / "locales": g for g in game_ids()}


text.add_catalogs("engine.registry", catalog_folders)
