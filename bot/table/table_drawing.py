"""The table's pictures: the drawing threads (the clicks' and the AI's), the default board, phone-card and
seat-area renderers, and how many tries a board gets (moved from tables.py as it was)."""

from __future__ import annotations

import contextvars
import os
import threading
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from typing import Any, Callable, Iterator, TypeVar

from pydantic import ValidationError

from engine.core import IllegalAction
from engine.core.text import DEFAULT_LOCALE


BOARD_TRIES = 2  # a board that fails to draw is drawn once more before the table owes it
# pictures drawn at the same time: one per core, 2 to 4 (python -m bot bench memory: 8 at once peaked at
# 839 MB for 1,000 tables; drawing is CPU work, more threads than cores add memory, not speed)
DRAWINGS_AT_ONCE = max(2, min(4, os.cpu_count() or 1))
T = TypeVar("T")
_pools: dict[str, ThreadPoolExecutor] = {}
_pools_lock = threading.Lock()
_for_ai: contextvars.ContextVar[bool] = contextvars.ContextVar("drawing_for_ai", default=False)
AI_DRAWINGS_AT_ONCE = 1  # AI turns' pictures: one thread of their own, so a human's never waits behind them


def drawing_pool(for_ai: bool = False) -> ThreadPoolExecutor:
    """The threads the process's pictures are drawn in: DRAWINGS_AT_ONCE for the players' clicks, one
    more for the AI turns' boards (a restart's catch-up draws hundreds: a click's board goes first).
    Their own: in asyncio's default pool each drawing would land on any of its threads, and glibc gives
    each thread its own heap arena, every one of which then keeps a drawing's peak (tens of MB: the
    board's copy, the palette image, PNG buffers); drawing is CPU work, more threads add memory only."""
    kind = "ai" if for_ai else "clicks"
    with _pools_lock:
        pool = _pools.get(kind)
        if pool is None:
            size = AI_DRAWINGS_AT_ONCE if for_ai else DRAWINGS_AT_ONCE
            pool = _pools[kind] = ThreadPoolExecutor(size, thread_name_prefix=f"draw-{kind}")
        return pool


@contextmanager
def drawing_for_ai() -> Iterator[None]:
    """Pictures drawn inside are an AI turn's: they go to the AI's drawing thread (:func:`drawing_pool`)."""
    token = _for_ai.set(True)
    try:
        yield
    finally:
        _for_ai.reset(token)


# (game id, public view model or its JSON dict, seat names, locale) -> PNG, or None: no picture
Renderer = Callable[[str, Any, list[str], str], "bytes | None"]
# What a stored game that no longer reads or replays raises (a rules change, a damaged row): its table
# is told once why it cannot go on, never "something went wrong" on every click.
UNREADABLE = (IllegalAction, ValidationError, ValueError, KeyError, IndexError, TypeError)


def default_renderer(game_id: str, view: dict, names: list[str], locale: str = DEFAULT_LOCALE) -> bytes | None:
    """``render.board`` when the renderer package is installed; None (no picture) until then."""
    try:
        from render import board
    except ImportError as e:  # pragma: no cover - depends on what is installed
        if e.name not in ("render", "render.board"):
            raise
        return None
    return board(game_id, view, names, locale)


# (game, its final state, seat names, locale) -> the score breakdown's picture, or None: none (render.breakdown)
BreakdownRenderer = Callable[[Any, Any, list[str], str], "bytes | None"]


def default_breakdown_renderer(game: Any, state: Any, names: list[str], locale: str = DEFAULT_LOCALE) -> bytes | None:
    """Where the points came from (``render.breakdown.of_game``): a finished game's score breakdown as a
    bar chart; None while the game runs or for a game without a breakdown."""
    from render import breakdown

    return breakdown.of_game(game, state, names, locale)


PhoneRenderer = Callable[[str, Any, list[str], str, "str | None"], "tuple[bytes | None, bytes | None]"]
SeatRenderer = Callable[[str, Any, int, list[str], str], "bytes | None"]
FOLLOW_RENDERER: Any = "follow the board renderer"  # the default of Tables' phone and seat renderers


def default_phone_renderer(
    game_id: str, view: Any, names: list[str], locale: str = DEFAULT_LOCALE, asked: str | None = None
) -> tuple[bytes | None, bytes | None]:
    """(board, phone card) drawn once (``render.phone.pictures``); a game without a phone declaration
    gets its board only."""
    from render import phone

    try:
        phone.declaration(game_id)
    except KeyError:
        return default_renderer(game_id, view, names, locale), None
    return phone.pictures(game_id, view, names, locale, asked)


def default_seat_renderer(
    game_id: str, view: Any, seat: int, names: list[str], locale: str = DEFAULT_LOCALE
) -> bytes | None:
    """The seat's own area from its own view (``render.phone.own_area``); None for a game without one."""
    from render import phone

    try:
        phone.declaration(game_id)
    except KeyError:
        return None
    return phone.own_area(game_id, view, seat, names, locale)
