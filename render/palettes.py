"""The PNG palettes, shipped: built once by ``python -m render palettes``, read by every process.

A picture's palette (:func:`render.kit.build_palette`) is sampled from boards drawn in English, so it is
the same in every process — and a fresh process used to spend 0.3-0.7 s of CPU drawing those samples
before its first board. The palettes are data derived from the drawing code, so they are kept beside
it in ``palettes.json`` (256 RGB entries each) and read in microseconds; a test builds every one again
and compares (``tests/render/test_palettes.py``), so the file can never fall behind the code that
draws the boards. A key the file does not have is built as before.
"""

from __future__ import annotations

import json
import threading
from functools import cache
from pathlib import Path
from typing import Callable

from PIL import Image

FILE = Path(__file__).with_name("palettes.json")
_SOURCES: dict[str, Callable[[], Image.Image]] = {}  # key -> how it is built (registered by frozen())
_LOCK = threading.Lock()


@cache
def _shipped() -> dict[str, list[int]]:
    try:
        return json.loads(FILE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def image(flat: list[int]) -> Image.Image:
    pal = Image.new("P", (1, 1))
    pal.putpalette((list(flat) + [0] * 768)[:768])
    return pal


def frozen(key: str, build: Callable[[], Image.Image]) -> Image.Image:
    """The palette ``key``: the shipped one, else ``build()`` (registered either way, for the command
    and the test that rebuild them)."""
    with _LOCK:
        _SOURCES.setdefault(key, build)
    flat = _shipped().get(key)
    return image(flat) if flat is not None else build()


def sources() -> dict[str, Callable[[], Image.Image]]:
    with _LOCK:
        return dict(_SOURCES)


def built(key: str) -> list[int]:
    """Palette ``key`` built afresh by its drawing code (768 values)."""
    return list((sources()[key]().getpalette() or []) + [0] * 768)[:768]


def register_all() -> None:
    """Draw one board, one phone card and one own area of every registered game (in English), so that
    each of their palettes is registered."""
    from engine.registry import game_ids, get_game

    import render
    from render import phone

    for game_id in game_ids():
        game = get_game(game_id)
        state = game.setup(max(2, game.info.min_players), game.Options(), 1)
        phone.pictures(game_id, game.view(state, None), None, "en")
        phone.own_area(game_id, game.view(state, 0), 0, None, "en")
        render.board(game_id, game.view(state, None), None, "en")


def write() -> dict[str, list[int]]:
    """Build every palette afresh and write ``palettes.json``; returns what was written."""
    register_all()
    out = {key: built(key) for key in sorted(sources())}
    FILE.write_text(json.dumps(out, separators=(",", ":")) + "\n", encoding="utf-8")
    _shipped.cache_clear()
    return out
