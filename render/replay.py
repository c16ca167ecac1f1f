"""A game file's boards as pictures: what ``python -m engine replay FILE --out DIR`` writes.

Each board of the game's history (``engine.core.history.boards``: the boards its table posted) is drawn
from the public view of its state, with the file's seat names, exactly as the table drew it during
play, so the same file gives the same PNG bytes on any machine. The engine's command line imports
this module only inside the command: the engine itself never needs Pillow.
"""
from __future__ import annotations

from pathlib import Path
from typing import Iterator, Sequence

from engine.core import Game
from engine.core.history import Board

from . import board as render_board
from .animation import animate

BOARD_FILE = "board-{index:03d}.png"     # board-000.png is the table at the start
GIF_FILE = "game.gif"


def board_png(game: Game, board: Board, names: Sequence[str], locale: str) -> bytes:
    """The public picture of one board, as the table posted it."""
    state = game.State.model_validate_json(board.state)
    return render_board(game.id, game.view(state, None), list(names), locale)


def board_path(out: Path, board: Board) -> Path:
    return out / BOARD_FILE.format(index=board.index)


def write_boards(game: Game, history: Sequence[Board], names: Sequence[str], locale: str,
                 out: Path) -> Iterator[tuple[Board, Path, bytes]]:
    """Write every board's PNG into ``out`` (created if missing); yields each board, its file and its
    bytes as it is written, so a caller can report progress and keep the pictures for :func:`write_gif`."""
    out.mkdir(parents=True, exist_ok=True)
    for b in history:
        png = board_png(game, b, names, locale)
        path = board_path(out, b)
        path.write_bytes(png)
        yield b, path, png


def write_gif(pngs: Sequence[bytes], out: Path) -> Path:
    """The animated summary of the boards (``render.animation``, one frame each) as ``out/game.gif``."""
    path = out / GIF_FILE
    path.write_bytes(animate(pngs))
    return path
