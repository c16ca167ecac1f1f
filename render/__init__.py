"""Board pictures: turn a game's public view into a PNG. Nothing here imports discord or the store."""
from __future__ import annotations

import importlib

# game id -> module with ``board(view, names) -> bytes`` and ``draw(view, names) -> PIL.Image``
_RENDERERS: dict[str, str] = {
    "emara": "render.emara",
}


def renderer(game_id: str):
    """The render module of ``game_id``; KeyError for an unknown id."""
    return importlib.import_module(_RENDERERS[game_id])


def board(game_id: str, view: dict, names: list[str] | None = None) -> bytes:
    """The public board of ``game_id`` as PNG bytes, drawn from ``view`` only."""
    return renderer(game_id).board(view, names)
