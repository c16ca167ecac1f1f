"""The canvas and its static layers: a picture to draw on, the layers drawn once per process and pasted
(``render.caches`` keeps them inside the picture budget), and where a picture's words are (for cut-outs
that end between words). Part of the drawing kit (``render.kit``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable

from PIL import Image

from . import caches
from .colours import PAPER, RGB

Box = tuple[int, int, int, int]
Area = tuple[float, float, float, float]  # a box to draw in: Pillow takes fractional coordinates


# --- canvas and static layers -------------------------------------------------------------------
def canvas(width: int, height: int, bg: RGB = PAPER) -> Image.Image:
    return Image.new("RGB", (width, height), bg)


# The static layers are large (a 4-player frame is 1600 x 2480 RGB, 12 MB; a language needs up to 9
# frames and 8 tiles). They live in render.caches with every other picture cache, inside one budget
# (RENDER_CACHE_MB): the most recently used ones as images, the others packed (zlib, ~50:1), so both
# languages of every game stay warm; a layer is drawn again (~0.3-0.5 s) only when pushed out of both.
# (Frames stay RGB: with 2,400-6,800 colours each, a palette image would change the pictures.)
LAYER_CACHE_ENV = caches.CACHE_ENV
DEFAULT_LAYER_CACHE_MB = caches.DEFAULT_CACHE_MB


@dataclass
class LayerStats:
    """What the layer cache did since the process started (or ``reset_layer_stats``)."""

    hits: int = 0  # layers found ready
    builds: int = 0  # layers drawn (first use, or again after being pushed out)
    evicted: int = 0  # layers pushed out of the hot share (packed, or dropped when too small to pack)
    bytes: int = 0  # held now, as images
    peak: int = 0  # most bytes held at once, as images
    layers: int = 0  # held now, as images
    budget: int = 0  # the hot share
    unpacked: int = 0  # layers taken back from the packed share (~30 ms instead of a build)
    packed: int = 0  # layers held packed now
    packed_bytes: int = 0


def static_layer(key: Hashable, build: Callable[[], Image.Image], *, copy: bool = True) -> Image.Image:
    """The layer built once per process for ``key`` (least recently used ones are packed, then dropped,
    past their shares of the budget): a fresh copy to draw on, or the cached image itself with
    ``copy=False`` (only to paste from, never to draw on: :func:`paste`). Safe to call from several
    threads at once."""
    layer = caches.layer(key, build)
    if not copy:
        return layer
    out = layer.copy()
    out.info[TEXTS_KEY] = list(layer.info.get(TEXTS_KEY, ()))  # its own list: the layer's stays as built
    return out


# Where the words of a picture are: every text's box, in img.info (kept by copies of static layers and
# carried by paste), so a cut-out of the picture can end between words (render/phone.py).
TEXTS_KEY = "render.texts"


def paste(img: Image.Image, piece: Image.Image, xy: tuple[int, int], mask: Image.Image | None = None) -> None:
    """``img.paste(piece, xy, mask)``, and the boxes of ``piece``'s words moved to where they now are."""
    img.paste(piece, xy, mask)
    words = piece.info.get(TEXTS_KEY)
    if words:
        x, y = xy
        img.info.setdefault(TEXTS_KEY, []).extend((a + x, b + y, c + x, d + y) for a, b, c, d in words)


def texts(img: Image.Image) -> list[Box]:
    """The boxes of the words drawn on ``img`` (see :data:`TEXTS_KEY`)."""
    return list(img.info.get(TEXTS_KEY, ()))


def set_layer_budget(megabytes: float) -> None:
    """Set the picture caches' whole budget (``RENDER_CACHE_MB`` at start-up); each cache trims to its
    new share at its next insertion."""
    caches.set_budget(megabytes)


def layer_stats() -> LayerStats:
    """A snapshot of the layer cache's counters (benchmarks print them)."""
    hot, packed, counts = caches.HOT.stats(), caches.PACKED.stats(), caches.layer_counts()
    return LayerStats(
        hot.hits,
        counts.built,
        hot.evicted,
        hot.bytes,
        hot.peak,
        hot.entries,
        hot.limit,
        counts.unpacked,
        packed.entries,
        packed.bytes,
    )


def reset_layer_stats() -> None:
    caches.HOT.reset_stats()
    caches.PACKED.reset_stats()
    caches.reset_layer_counts()
