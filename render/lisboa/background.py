"""The static background: everything that does not depend on the game state (frames, the city's
streets, parcels and sites, the track spaces, the church ring, the offices' spaces and state actions,
the empty card places, the player panels), drawn once per process per layout and language into a
cached layer (``kit.static_layer``) that each picture copies before the pieces are pasted on it."""

from __future__ import annotations

from PIL import Image

from .. import kit
from .church import church_frame
from .city import city_frame
from .decrees import decrees_frame
from .display import display_frame
from .header import header_frame
from .labels import locale
from .layout import W, Layout
from .offices import offices_frame
from .seats import seats_frame
from .tracks import tracks_frame


def _frame(layout: Layout) -> Image.Image:
    img = kit.canvas(W, layout.height)
    header_frame(img)
    city_frame(img, layout)
    tracks_frame(img, layout)
    church_frame(img, layout)
    offices_frame(img, layout)
    display_frame(img, layout)
    decrees_frame(img, layout)
    seats_frame(img, layout)
    return img


def background(layout: Layout) -> Image.Image:
    """A copy of the cached frame of ``layout`` in the picture's language."""
    return kit.static_layer(("lisboa.frame", layout, locale()), lambda: _frame(layout))
