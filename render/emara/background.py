"""The static background: everything that does not depend on the game state (frames, location tiles,
printed rules, hut costs, track numbers), drawn once per process per layout into a cached layer
(``kit.static_layer``) that each picture copies before the dynamic pieces are pasted on it."""

from __future__ import annotations

from functools import partial

from PIL import Image

from .. import kit
from ..kit import MUTED
from .header import header_frame
from .labels import L, locale
from .layout import M, W, Layout
from .ranking import ranking_frame
from .rondels import rondels_frame, tile
from .strips import strips_frame
from .tables import tables_frame
from .track import track_frame


def _frame(layout: Layout) -> Image.Image:
    """Everything static except the location tiles (which depend on the random layout)."""
    img = kit.canvas(W, layout.height)
    header_frame(img)
    if layout.final:
        ranking_frame(img, layout)
    track_frame(img, layout)
    rondels_frame(img, layout)
    tables_frame(img, layout)
    strips_frame(img, layout)
    kit.text(img, (M, layout.height - 20), L("key"), 19, fill=MUTED)
    return img


def background(layout: Layout, boards: tuple[tuple[str, ...], ...]) -> Image.Image:
    """A copy of the cached frame with the cached tile of every location pasted in its ring position
    (both cached per language: they carry printed words)."""
    lang = locale()
    img = kit.static_layer(("emara.frame", layout, lang), lambda: _frame(layout))
    for b, ring in enumerate(boards[:2]):
        for pos, loc in enumerate(ring[:4]):
            box = layout.loc_box(b, pos)
            kit.paste(img, kit.static_layer(("emara.tile", loc, lang), partial(tile, loc), copy=False), box[:2])
    return img
