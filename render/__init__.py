"""Board pictures: turn a game's public view into a PNG. Nothing here imports discord or the store.

Each game's renderer is the module ``render.<game id>`` with ``board(view, names, locale) -> bytes`` and
``draw(view, names, locale) -> PIL.Image``: found by its name, so a new game needs no line here. Its
words come from the catalog folder ``render/<game id>/locales`` (registered below with the engine's
catalog, for every registered game); :mod:`render.standings` (a tournament's standings) has its words in
``render/locales``. The phone pictures (a phone card beside every board, a seat's own
area for its panel) are :mod:`render.phone`, over each game's small declaration ``render.<game id>.phone``.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path
from typing import Any

from engine import registry
from engine.core import text

_GAME_ID = re.compile(r"^[a-z][a-z0-9_]*$")


def catalog_folders() -> dict[Path, str]:
    """Each registered game's picture words (``render/<game id>/locales``) -> its group, the game's id; the
    words of the pictures no game owns (``render/locales``: a tournament's standings) -> group ``render``."""
    here = Path(__file__).resolve().parent
    return {here / "locales": "render", **{here / g / "locales": g for g in registry.game_ids()}}


text.add_catalogs("render", catalog_folders)  # here, so any render module brings its words


def renderer(game_id: str):
    """The render module of ``game_id``; KeyError for an unknown or malformed id."""
    if not _GAME_ID.match(game_id or "") or game_id == "kit":
        raise KeyError(game_id)
    try:
        return importlib.import_module(f"render.{game_id}")
    except ModuleNotFoundError as e:
        raise KeyError(game_id) from e


def board(game_id: str, view: Any, names: list[str] | None = None, locale: str = "en") -> bytes:
    """The public board of ``game_id`` as PNG bytes in ``locale``, drawn from ``view`` only (the game's
    view model, or its JSON form as a dict)."""
    return renderer(game_id).board(view, names, locale)
