"""The PNG palettes, shipped: built once by ``python -m render palettes``, read by every process.

A picture's palette (:func:`render.kit.build_palette`) is sampled from boards drawn in English, so it is
the same in every process — and a fresh process used to spend 0.3-0.7 s of CPU drawing those samples
before its first board. The palettes are data derived from the drawing code, so they are kept beside
it in ``palettes.json`` (256 RGB entries each; ``render/palette_build.py`` writes it) and read in
microseconds; a test builds every one again
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
