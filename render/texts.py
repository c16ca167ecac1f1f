"""Fonts and text: the bundled DejaVu fonts, every word drawn through :func:`text` (cached masks, the
legibility floor ``MIN_TEXT``, the boxes of the words), recorders for tests, and the language of the
picture being drawn. Part of the drawing kit (``render.kit``); fitting text into a width: ``render.fitting``."""

from __future__ import annotations

import math
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Iterator

from PIL import Image, ImageDraw, ImageFont

from engine.core.text import DEFAULT_LOCALE

from . import caches
from .canvas import TEXTS_KEY, Box
from .colours import INK, RGB

FONT_DIR = Path(__file__).parent / "fonts"
FONT_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}

MIN_TEXT = 18  # smallest text size (px) anywhere on a picture: phone legibility budget


# --- fonts and text -----------------------------------------------------------------------------
@lru_cache(maxsize=None)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The bundled DejaVu Sans (Bold) at ``size`` px; one object per size, kept for the process."""
    return ImageFont.truetype(str(FONT_DIR / FONT_FILES[bold]), size)


@caches.memoised(caches.MASKS)  # by bytes, inside the budget: a new player name at every table adds masks
def _text_mask(text: str, size: int, bold: bool) -> tuple[Image.Image, int, Box]:
    """An 'L' mask of ``text`` (left/top = left/ascender), the y of the cap-height centre, and the box
    its ink covers in the mask (where the word really is, for cut-outs that end between words)."""
    f = font(size, bold)
    ascent, descent = f.getmetrics()
    w = max(1, math.ceil(f.getlength(text)) + 2)
    mask = Image.new("L", (w, ascent + descent))
    ImageDraw.Draw(mask).text((1, 0), text, fill=255, font=f, anchor="la")
    _, top, _, bottom = f.getbbox("H", anchor="la")
    ink = mask.getbbox() or (0, 0, w, ascent + descent)
    return mask, int((top + bottom) // 2), ink  # Pillow's stubs say float; the ints are kept exact


@lru_cache(maxsize=8192)
def text_width(text: str, size: int, bold: bool = False) -> int:
    return math.ceil(font(size, bold).getlength(text))


@dataclass(frozen=True, slots=True)
class DrawnText:
    """One label as drawn (see :func:`recording_text`): the words asked for and those shown (they
    differ when cut with an ellipsis), the size, the drawn box, the width it had to fit (``None``
    when the caller gave none) and the size of the image it was drawn on."""

    text: str
    shown: str
    size: int
    bold: bool
    box: Box
    limit: float | None
    canvas: tuple[int, int]

    @property
    def outside(self) -> bool:
        """Partly off the image it was drawn on."""
        x0, y0, x1, y1 = self.box
        return x0 < 0 or y0 < 0 or x1 > self.canvas[0] or y1 > self.canvas[1]

    @property
    def cut(self) -> bool:
        """Ellipsized here, or by the caller before drawing."""
        return self.shown != self.text or (self.shown.endswith("…") and not self.text.endswith("…"))

    @property
    def overflows(self) -> bool:
        return self.limit is not None and self.box[2] - self.box[0] > self.limit


_drawn_texts: ContextVar[list[DrawnText] | None] = ContextVar("drawn_texts", default=None)


@contextmanager
def recording_text() -> Iterator[list[DrawnText]]:
    """Collect every label drawn inside the ``with`` block (tests walk them for cut or overflowing
    text; clear the caches first so that static layers are drawn again)."""
    drawn: list[DrawnText] = []
    token = _drawn_texts.set(drawn)
    try:
        yield drawn
    finally:
        _drawn_texts.reset(token)


# What fitted_text (render/fitting.py) asked to draw and in what width, for the recorder (text itself
# stays the one drawing call: tests spy on it).
FITTING: ContextVar[tuple[str, float] | None] = ContextVar("fitting", default=None)


def text(
    img: Image.Image,
    xy: tuple[float, float],
    s: str,
    size: int = MIN_TEXT,
    *,
    bold: bool = False,
    fill: RGB = INK,
    anchor: str = "lm",
) -> int:
    """Draw ``s``; ``anchor`` = horizontal l/m/r + vertical t/m/b (m = centre of capital letters).

    Returns the drawn width. Sizes below :data:`MIN_TEXT` are raised to it.
    """
    size = max(size, MIN_TEXT)
    if not s:
        return 0
    seen = _texts_seen.get()
    if seen is not None:
        seen.append((s, size))
    mask, cap_mid, ink = _text_mask(s, size, bold)
    w, h = mask.size
    x, y = xy
    x -= {"l": 1, "m": w / 2, "r": w - 1}[anchor[0]]
    y -= {"t": 0, "m": cap_mid, "b": h}[anchor[1]]
    x, y = round(x), round(y)
    img.paste(fill, (x, y, x + w, y + h), mask)
    img.info.setdefault(TEXTS_KEY, []).append((x + ink[0], y + ink[1], x + ink[2], y + ink[3]))
    drawn = _drawn_texts.get()
    if drawn is not None:
        asked, limit = FITTING.get() or (s, None)
        drawn.append(DrawnText(asked, s, size, bold, (x + 1, y, x + w - 1, y + h), limit, img.size))
    return w - 2


_texts_seen: ContextVar[list[tuple[str, int]] | None] = ContextVar("texts_seen", default=None)


@contextmanager
def recording_texts() -> Iterator[list[tuple[str, int]]]:
    """Every (text, size) :func:`text` draws inside the ``with`` block (tests check legibility from the
    layout itself, not by eye)."""
    seen: list[tuple[str, int]] = []
    token = _texts_seen.set(seen)
    try:
        yield seen
    finally:
        _texts_seen.reset(token)


# --- the language of the picture being drawn ------------------------------------------------------

_picture_locale: ContextVar[str] = ContextVar("picture_locale", default=DEFAULT_LOCALE)


@contextmanager
def speaking(locale: str) -> Iterator[None]:
    """Draw in ``locale`` inside the ``with`` block (a context variable: threads drawing in other
    languages at the same time do not mix); a game's board labels read it with :func:`picture_locale`."""
    token = _picture_locale.set(locale)
    try:
        yield
    finally:
        _picture_locale.reset(token)


def picture_locale() -> str:
    """The language of the picture being drawn."""
    return _picture_locale.get()
