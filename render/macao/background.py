"""The static background: everything that does not depend on the game state (frames, the city's
quarters with their costs, the sea graph and port cards, the wall spaces, the rose faces, labels and
the key), drawn once per process per layout and language into a cached layer (``kit.static_layer``)
that each picture copies before the dynamic pieces are pasted on it."""

from __future__ import annotations

from PIL import Image

from engine.macao.data import COLOURS, GOODS

from .. import kit
from ..kit import MUTED
from .city import city_frame
from .display import display_frame
from .header import header_frame
from .labels import L, colour_name, good_name, locale
from .layout import KEY_H, M, W, Layout
from .pieces import cube, good_tile, joker_tile
from .ranking import ranking_frame
from .sea import sea_frame
from .seats import seats_frame
from .wall import wall_frame


def _frame(layout: Layout) -> Image.Image:
    img = kit.canvas(W, layout.height)
    header_frame(img)
    if layout.final:
        ranking_frame(img, layout)
    else:
        display_frame(img, layout)
    city_frame(img, layout)
    sea_frame(img, layout)
    wall_frame(img, layout)
    seats_frame(img, layout)
    key(img, layout)
    return img


def key(img: Image.Image, layout: Layout) -> None:
    """Two lines at the bottom: every cube letter with its colour, every goods mark with its good."""
    y = layout.key_y + 16
    x = M + 10 + kit.text(img, (M + 10, y), L("key_cubes"), 18, bold=True, fill=MUTED) + 12
    for c in COLOURS:
        cube(img, (x + 12, y), c, 24)
        x += 30 + kit.text(img, (x + 30, y), colour_name(c), 18, fill=MUTED) + 18
    joker_tile(img, (x + 14, y), 28)
    x += 34 + kit.text(img, (x + 34, y), L("key_joker"), 18, fill=MUTED) + 18
    y += KEY_H // 2 - 4
    x = M + 10 + kit.text(img, (M + 10, y), L("key_goods"), 18, bold=True, fill=MUTED) + 12
    for g in GOODS:
        if x > W - M - 60:
            break
        good_tile(img, (x + 15, y), g, 30)
        x += 36 + kit.text(img, (x + 36, y), good_name(g), 18, fill=MUTED) + 16


def background(layout: Layout) -> Image.Image:
    """A copy of the cached frame of ``layout`` in the picture's language."""
    return kit.static_layer(("macao.frame", layout, locale()), lambda: _frame(layout))
