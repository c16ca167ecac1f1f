"""The shared drawing kit: canvas, palette, fonts, text, tokens, tracks, cards, cached layers, PNG.

No game knowledge lives here. Game modules (``render/<game>/``) compose these primitives.

Speed model: everything that does not depend on the game state (frames, labels, track numbers) is
drawn once per process into a *static layer* (:func:`static_layer`) and copied per picture; text
masks and anti-aliased tokens are rendered once and cached, so drawing a board is mostly pasting.
"""

from __future__ import annotations

import io
import logging
import math
import re
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Hashable, Iterable, Iterator, TypeVar

from PIL import Image, ImageDraw, ImageFont
from pydantic import BaseModel

from . import caches

from engine.core.text import DEFAULT_LOCALE

log = logging.getLogger(__name__)

RGB = tuple[int, int, int]
Box = tuple[int, int, int, int]
Area = tuple[float, float, float, float]  # a box to draw in: Pillow takes fractional coordinates
ViewModel = TypeVar("ViewModel", bound=BaseModel)

FONT_DIR = Path(__file__).parent / "fonts"
FONT_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}

MIN_TEXT = 18  # smallest text size (px) anywhere on a picture: phone legibility budget
MIN_LETTER_TOKEN = 32  # player tokens smaller than this show shape and colour only (no letter)

# --- neutral colours (contrast of INK and MUTED on PAPER/PANEL is above 7:1) ---------------------
PAPER: RGB = (244, 240, 230)
PANEL: RGB = (255, 253, 248)
INK: RGB = (22, 22, 22)
MUTED: RGB = (70, 70, 70)
LINE: RGB = (120, 112, 100)
FAINT: RGB = (222, 215, 200)
HILITE: RGB = (255, 236, 150)
WHITE: RGB = (255, 255, 255)

SHAPES = ("circle", "square", "triangle", "diamond", "pentagon", "hexagon", "rounded")


# --- player palette -----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PlayerStyle:
    """How one seat is shown: colour (Okabe-Ito), letter and shape, so colour is never the only cue."""

    colour: RGB
    letter: str
    shape: str
    colour_name: str

    @property
    def ink(self) -> RGB:
        """Text colour that reads on ``colour``."""
        return contrast_ink(self.colour)


# Okabe & Ito (2008) colour-universal-design palette, the green darkened and the pink lightened so
# that every pair stays apart in deuteranopia and protanopia too (render/colour_vision.py; they used
# to turn the same grey); one shape per seat.
PLAYERS: tuple[PlayerStyle, ...] = (
    PlayerStyle((0, 114, 178), "A", "circle", "blue"),
    PlayerStyle((230, 159, 0), "B", "square", "orange"),
    PlayerStyle((0, 120, 80), "C", "triangle", "green"),
    PlayerStyle((240, 160, 200), "D", "diamond", "pink"),
)
NEUTRAL = PlayerStyle((0, 0, 0), "V", "pentagon", "black")  # a virtual opponent (solo)


def player_style(seat: int) -> PlayerStyle:
    return PLAYERS[seat % len(PLAYERS)]


def luminance(c: RGB) -> float:
    def ch(byte: int) -> float:
        v = byte / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = c
    return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b)


def contrast_ink(bg: RGB) -> RGB:
    """Black or white, whichever contrasts more with ``bg``."""
    lum = luminance(bg)
    with_ink = (lum + 0.05) / (luminance(INK) + 0.05)
    with_white = 1.05 / (lum + 0.05)
    return INK if with_ink >= with_white else WHITE


def mix(a: RGB, b: RGB, t: float) -> RGB:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


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


def clear_caches() -> None:
    """Forget every cached layer, text mask and token (benchmarks use it to time a cold start)."""
    caches.clear()
    text_width.cache_clear()


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


# What fitted_text asked to draw and in what width, for the recorder (kit.text itself stays the one
# drawing call: tests spy on it).
_fitting: ContextVar[tuple[str, float] | None] = ContextVar("fitting", default=None)


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
        asked, limit = _fitting.get() or (s, None)
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


def fit_size(s: str, max_width: float, size: int, bold: bool = False, min_size: int = MIN_TEXT) -> int:
    """The largest size <= ``size`` (not below ``min_size``) at which ``s`` fits ``max_width``."""
    while size > min_size and text_width(s, size, bold) > max_width:
        size -= 1
    return size


def ellipsize(s: str, max_width: float, size: int, bold: bool = False) -> str:
    """``s`` cut with an ellipsis so it fits ``max_width`` at ``size``."""
    if text_width(s, size, bold) <= max_width:
        return s
    while s and text_width(s + "…", size, bold) > max_width:
        s = s[:-1]
    return s.rstrip() + "…"


def fitted_text(
    img: Image.Image,
    xy: tuple[float, float],
    s: str,
    max_width: float,
    size: int,
    *,
    bold: bool = False,
    fill: RGB = INK,
    anchor: str = "lm",
    min_size: int = MIN_TEXT,
) -> int:
    """Text shrunk to fit ``max_width`` (never below ``min_size``, at least the legibility minimum),
    then ellipsized."""
    size = fit_size(s, max_width, size, bold, max(min_size, MIN_TEXT))
    token = _fitting.set((s, max_width))
    try:
        return text(img, xy, ellipsize(s, max_width, size, bold), size, bold=bold, fill=fill, anchor=anchor)
    finally:
        _fitting.reset(token)


def centred_text(
    img: Image.Image, box: Area, s: str, size: int = MIN_TEXT, *, bold: bool = False, fill: RGB = INK
) -> int:
    x0, y0, x1, y1 = box
    return fitted_text(img, ((x0 + x1) / 2, (y0 + y1) / 2), s, x1 - x0 - 4, size, bold=bold, fill=fill, anchor="mm")


def line_pitch(size: int) -> int:
    """The distance between two lines of ``size`` px text."""
    return round(max(size, MIN_TEXT) * 1.15)


def _break(s: str, max_width: float, size: int, bold: bool) -> list[str]:
    """``s`` broken greedily at spaces (or after a '/' inside a word) into lines of ``max_width``."""
    words = re.findall(r"[^\s/]+/?|/", s)  # "Einst./Anw." may break after its slash
    lines: list[str] = []
    for word in words:
        glue = "" if not lines or lines[-1].endswith("/") else " "
        if lines and text_width(lines[-1] + glue + word, size, bold) <= max_width:
            lines[-1] += glue + word
        else:
            lines.append(word)
    return lines


def wrap(s: str, max_width: float, size: int, bold: bool = False, max_lines: int = 2) -> tuple[list[str], int]:
    """How ``s`` fits ``max_width``: one line shrunk down to :data:`MIN_TEXT`, else up to
    ``max_lines`` lines at the largest size that fits; as a last resort the last line is ellipsized."""
    size = max(size, MIN_TEXT)
    one = fit_size(s, max_width, size, bold)
    if text_width(s, one, bold) <= max_width or max_lines < 2:
        return [s], one
    for n in range(size, MIN_TEXT - 1, -1):
        lines = _break(s, max_width, n, bold)
        if len(lines) <= max_lines and all(text_width(ln, n, bold) <= max_width for ln in lines):
            return lines, n
    lines = _break(s, max_width, MIN_TEXT, bold)
    return lines[: max_lines - 1] + [" ".join(lines[max_lines - 1 :])], MIN_TEXT


def wrapped_text(
    img: Image.Image,
    box: Area,
    s: str,
    size: int = MIN_TEXT,
    *,
    bold: bool = False,
    fill: RGB = INK,
    align: str = "l",
    max_lines: int = 2,
    pitch: int | None = None,
) -> int:
    """``s`` in ``box`` (left-aligned or ``align="m"`` centred, vertically centred): one line when it
    fits (shrunk down to the floor), else wrapped onto up to ``max_lines`` lines ``pitch`` apart;
    bold text that still does not fit drops to regular weight. Cut (ellipsized) only when nothing fits. Returns the
    number of lines drawn."""
    x0, y0, x1, y1 = box
    lines, size = wrap(s, x1 - x0, size, bold, max_lines)
    if bold and any(text_width(ln, size, True) > x1 - x0 for ln in lines):
        lines, size = wrap(s, x1 - x0, size, False, max_lines)  # regular weight before any cut
        bold = False
    pitch = pitch or line_pitch(size)
    top = (y0 + y1) / 2 - pitch * (len(lines) - 1) / 2
    x = x0 if align == "l" else (x0 + x1) / 2
    for i, ln in enumerate(lines):
        fitted_text(img, (x, top + i * pitch), ln, x1 - x0, size, bold=bold, fill=fill, anchor=align + "m")
    return len(lines)


# --- boxes and cards ----------------------------------------------------------------------------
def rounded_box(
    img: Image.Image,
    box: Area,
    *,
    fill: RGB | None = PANEL,
    outline: RGB | None = LINE,
    width: int = 2,
    radius: int = 10,
) -> None:
    ImageDraw.Draw(img).rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width)


def card(
    img: Image.Image,
    box: Box,
    title: str,
    *,
    fill: RGB = PANEL,
    title_fill: RGB = (60, 60, 60),
    title_size: int = 22,
    outline: RGB = LINE,
    radius: int = 10,
    title_lines: int = 1,
) -> Box:
    """A rounded card with a title band (room for ``title_lines`` lines: a long title wraps instead
    of being cut); returns the body box under the band."""
    x0, y0, x1, y1 = box
    band = title_size + 14 + (title_lines - 1) * line_pitch(title_size)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=2)
    d.rounded_rectangle(
        (x0, y0, x1, y0 + band),
        radius=radius,
        fill=title_fill,
        outline=outline,
        width=2,
        corners=(True, True, False, False),
    )
    ink = contrast_ink(title_fill)
    if title_lines == 1:
        centred_text(img, (x0 + 6, y0, x1 - 6, y0 + band), title, title_size, bold=True, fill=ink)
    else:
        wrapped_text(
            img,
            (x0 + 8, y0, x1 - 8, y0 + band),
            title,
            title_size,
            bold=True,
            fill=ink,
            align="m",
            max_lines=title_lines,
        )
    return (x0, y0 + band, x1, y1)


def arrow(
    img: Image.Image, start: tuple[int, int], end: tuple[int, int], *, fill: RGB = LINE, width: int = 4, head: int = 12
) -> None:
    d = ImageDraw.Draw(img)
    d.line([start, end], fill=fill, width=width)
    ang = math.atan2(end[1] - start[1], end[0] - start[0])
    pts: list[tuple[float, float]] = [end]
    for da in (2.6, -2.6):
        pts.append((end[0] + head * math.cos(ang + da), end[1] + head * math.sin(ang + da)))
    d.polygon(pts, fill=fill)


# --- tokens, pawns, cubes, icons ----------------------------------------------------------------
_SS = 4  # supersampling factor for anti-aliased tokens


def _shape_points(shape: str, s: float, pad: float) -> list[tuple[float, float]]:
    c, r = s / 2, s / 2 - pad
    if shape == "triangle":
        return [(c, pad), (s - pad, s - pad), (pad, s - pad)]
    if shape == "diamond":
        return [(c, pad), (s - pad, c), (c, s - pad), (pad, c)]
    n = {"pentagon": 5, "hexagon": 6}[shape]
    rot = -math.pi / 2 if shape == "pentagon" else 0
    return [
        (c + r * math.cos(rot + 2 * math.pi * k / n), c + r * math.sin(rot + 2 * math.pi * k / n)) for k in range(n)
    ]


@caches.memoised(caches.TOKENS)
def token_image(
    shape: str,
    colour: RGB,
    size: int,
    letter: str = "",
    *,
    hollow: bool = False,
    outline: RGB = INK,
    letter_size: int = 0,
    ring: bool = False,
) -> Image.Image:
    """An anti-aliased RGBA token: ``shape`` filled with ``colour`` (or white with a thick coloured
    border when ``hollow``), a dark outline, an optional centred letter, an optional outer halo ring."""
    s = size * _SS
    im = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    lw = max(_SS, round(size * _SS * 0.06))
    pad = lw / 2 + (3 * _SS if ring else 0)
    body = WHITE if hollow else colour

    def draw_shape(fill: RGB | None, line: RGB, width: int, inset: float) -> None:
        if shape == "circle":
            d.ellipse((inset, inset, s - inset, s - inset), fill=fill, outline=line, width=width)
        elif shape in ("square", "rounded"):
            rad = s * (0.22 if shape == "rounded" else 0.08)
            d.rounded_rectangle((inset, inset, s - inset, s - inset), radius=rad, fill=fill, outline=line, width=width)
        else:
            d.polygon(_shape_points(shape, s, inset), fill=fill, outline=line, width=width)

    if ring:
        draw_shape(None, INK, lw, lw / 2)
    draw_shape(body, outline, lw, pad)
    if hollow:
        inner = pad + lw * 1.2
        draw_shape(None, colour, round(size * _SS * 0.16), inner)
    if letter:
        f = font(max(MIN_TEXT, letter_size, int(size * 0.55)) * _SS, True)
        ink = colour if hollow else contrast_ink(colour)
        cy = s / 2 + (s * 0.12 if shape == "triangle" else 0)
        _, top, _, bottom = f.getbbox("H", anchor="la")
        d.text((s / 2, cy - (top + bottom) / 2), letter, fill=ink, font=f, anchor="ma")
    return im.resize((size, size), Image.Resampling.LANCZOS)


def paste_token(img: Image.Image, centre: tuple[float, float], tok: Image.Image) -> None:
    w, h = tok.size
    img.paste(tok, (round(centre[0] - w / 2), round(centre[1] - h / 2)), tok)


def player_token(
    img: Image.Image,
    centre: tuple[float, float],
    style: PlayerStyle,
    size: int = 36,
    *,
    hollow: bool = False,
    letter: bool = True,
    ring: bool = False,
) -> None:
    """A player piece: the seat's shape in its colour with its letter (hollow = outlined variant)."""
    show = letter and size >= MIN_LETTER_TOKEN
    paste_token(
        img,
        centre,
        token_image(style.shape, style.colour, size, style.letter if show else "", hollow=hollow, ring=ring),
    )


def icon(
    img: Image.Image, centre: tuple[float, float], letter: str, colour: RGB, shape: str = "rounded", size: int = 34
) -> None:
    """A small resource icon: a coloured shape with a short label (1-2 letters)."""
    paste_token(img, centre, token_image(shape, colour, size, letter, letter_size=MIN_TEXT))


def cube(img: Image.Image, centre: tuple[float, float], colour: RGB, size: int = 22) -> None:
    paste_token(img, centre, token_image("square", colour, size))


def pawn_slots(
    img: Image.Image, origin: tuple[int, int], style: PlayerStyle, total: int, filled: int, size: int = 30, gap: int = 6
) -> int:
    """``total`` places, the first ``filled`` holding the player's piece, the rest empty outlines."""
    x, y = origin
    for i in range(total):
        cx = x + i * (size + gap) + size / 2
        if i < filled:
            player_token(img, (cx, y), style, size, letter=False)
        else:
            paste_token(img, (cx, y), token_image(style.shape, FAINT, size, outline=LINE))
    return total * (size + gap) - gap


# --- tracks -------------------------------------------------------------------------------------
def marker_row(centre_y: float, x0: float, x1: float, n: int, size: int) -> list[tuple[float, float]]:
    """Centres for ``n`` markers spread across ``x0..x1`` (overlapping evenly when crowded)."""
    if n <= 0:
        return []
    room = x1 - x0
    step = min(size + 2, (room - size) / max(1, n - 1)) if n > 1 else 0
    start = x0 + size / 2
    return [(start + i * step, centre_y) for i in range(n)]


# --- PNG ---------------------------------------------------------------------------------------
PNG_COMPRESS_LEVEL = 1  # chosen by measurement: see encode_png
PALETTE_KEY = "render.palette"


def build_palette(sample: Image.Image, exact: Iterable[RGB] = (), top: int = 64) -> Image.Image:
    """A 256-colour palette image for :func:`encode_png`, built once per layout from a sample.

    ``exact`` colours and the ``top`` most frequent colours of ``sample`` (the flat fills) are kept
    exactly; the remaining slots come from an octree quantisation of the sample (anti-aliased edges), so flat
    areas keep their true colour and text edges stay smooth. Deterministic for the same sample.
    """
    fixed: list[RGB] = []
    for c in exact:
        if c not in fixed:
            fixed.append((c[0], c[1], c[2]))  # a list from JSON becomes the tuple compared below
    counts = sample.getcolors(1 << 24) or []
    for _, colour in sorted(counts, key=lambda t: (-t[0], t[1]))[:top]:
        if isinstance(colour, tuple) and colour not in fixed:  # an RGB sample's colours are (r, g, b)
            fixed.append((colour[0], colour[1], colour[2]))
    fixed = fixed[:256]
    rest = 256 - len(fixed)
    extra: list[int] = []
    if rest > 0:
        q = sample.quantize(rest, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
        extra = (q.getpalette() or [])[: rest * 3]
    flat = [v for c in fixed for v in c] + extra
    flat += [0] * (768 - len(flat))
    pal = Image.new("P", (1, 1))
    pal.putpalette(flat)
    return pal


def encode_png(img: Image.Image, level: int | None = None, *, palette: bool = True) -> bytes:
    """PNG bytes of ``img``.

    If the drawer attached a palette (``img.info[PALETTE_KEY]``, see :func:`build_palette`) the
    picture is mapped onto it without dithering (~8 ms) and written as an 8-bit PNG, ~2.3x smaller
    than RGB at any level and 3x faster to encode. The zlib level trades the bot's CPU for bytes
    (``python -m render levels emara``, 12 boards, palette): level 1 encodes in 0.34x the time of
    level 6 for 1.35x the bytes (median 195 KB, largest 241 KB; level 6: 144 / 181 KB; level 9
    costs 3x level 6 for 8 % fewer bytes). A phone at 20 Mbit/s fetches the extra 50 KB in ~20 ms,
    less than the encode time saved, and the bot's CPU is what many tables share: level 1.
    ``level`` and ``palette`` override the choice (the ``levels`` benchmark).
    """
    buf = io.BytesIO()
    pal = img.info.get(PALETTE_KEY) if palette else None
    if pal is not None and img.mode == "RGB":
        img = img.quantize(palette=pal, dither=Image.Dither.NONE)
    img.save(buf, "PNG", compress_level=PNG_COMPRESS_LEVEL if level is None else level)
    return buf.getvalue()


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


def as_view(view: Any, model: type[ViewModel], game_id: str) -> ViewModel:
    """``view`` itself, or the ``model`` its JSON form describes (a fixture's ``"game"`` tag is dropped;
    another game's tag and unknown fields fail)."""
    if isinstance(view, model):
        return view
    data = dict(view)
    game = data.pop("game", game_id)
    if game != game_id:
        raise ValueError(f"not a {game_id} view: {game!r}")
    return model.model_validate(data)
