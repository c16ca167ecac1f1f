"""PNG: the palette a layout is encoded with, and the encoding (zlib level chosen by measurement). Part of
the drawing kit (``render.kit``)."""

from __future__ import annotations

import io
from typing import Iterable

from PIL import Image

from .colours import RGB


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
