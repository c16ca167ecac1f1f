"""A game file's boards as pictures: what ``python -m engine replay FILE --out DIR`` writes, and the
bot's animation worker (``python -m render.replay [NICE]``: a game file on stdin, its animated summary
as GIF bytes on stdout), which draws a finished game's summary out of the bot's process.

Each board of the game file (the boards its table posted) is drawn from its public view, with the
file's seat names, exactly as the table drew it during play, so the same file gives the same PNG bytes
on any machine. The engine's command line imports
this module only inside the command: the engine itself never needs Pillow.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Iterator, Sequence

from engine.core import Game
from engine.core.gamefile import AnyGameFile, PublicBoard, read_game_file
from engine.core.history import Board
from engine.registry import get_game

from . import board as render_board
from . import caches
from .animation import animate

BOARD_FILE = "board-{index:03d}.png"  # board-000.png is the table at the start
GIF_FILE = "game.gif"


def board_png(game: Game, board: Board, names: Sequence[str], locale: str) -> bytes:
    """The public picture of one board, as the table posted it."""
    state = game.State.model_validate_json(board.state)
    return render_board(game.id, game.view(state, None), list(names), locale)


def view_png(game_id: str, board: PublicBoard, names: Sequence[str], locale: str) -> bytes:
    """The picture of one board of a game file, from the public view the file holds."""
    return render_board(game_id, board.view, list(names), locale)


def board_path(out: Path, board: PublicBoard) -> Path:
    return out / BOARD_FILE.format(index=board.index)


def write_boards(
    game: Game, history: Sequence[PublicBoard], names: Sequence[str], locale: str, out: Path
) -> Iterator[tuple[PublicBoard, Path, bytes]]:
    """Write every board's PNG into ``out`` (created if missing); yields each board, its file and its
    bytes as it is written, so a caller can report progress and keep the pictures for :func:`write_gif`."""
    out.mkdir(parents=True, exist_ok=True)
    for b in history:
        png = view_png(game.id, b, names, locale)
        path = board_path(out, b)
        path.write_bytes(png)
        yield b, path, png


def write_gif(pngs: Sequence[bytes], out: Path) -> Path:
    """The animated summary of the boards (``render.animation``, one frame each) as ``out/game.gif``."""
    path = out / GIF_FILE
    path.write_bytes(animate(pngs))
    return path


def summary_gif(doc: AnyGameFile) -> bytes:
    """The animated summary of a game file: every board, drawn in the file's language. The static layers
    are let go before the GIF is made (they are not needed for it), and their memory given back."""
    game = get_game(doc.game)
    boards = [view_png(game.id, b, doc.names, doc.locale) for b in doc.public_boards(game)]
    caches.clear()
    caches.return_memory()
    return animate(boards)


def main(argv: list[str]) -> int:
    """``python -m render.replay [NICE]``: read a game file from stdin, write its GIF to stdout (the bot's
    animation worker: a long game takes seconds of CPU, which the bot's process keeps for clicks). A file
    that does not replay is one line on stderr and exit 2."""
    if argv:
        try:
            os.nice(int(argv[0]))
        except (OSError, ValueError):
            pass
    try:
        data = summary_gif(read_game_file(sys.stdin.buffer.read()))
    except (ValueError, KeyError) as e:
        print(f"cannot draw the animated summary: {e}", file=sys.stderr)
        return 2
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
