"""The animated summary of a game: its boards, one frame each, as one GIF within Discord's upload limit.

A GIF (not APNG) because every Discord client plays it inline. The boards are scaled down to a width
a phone shows whole, and share ONE palette taken from the last board (it holds the most pieces), so
colours do not flicker between frames, and every frame after the first keeps only the pixels that
changed (the others are transparent, showing the frame before): most of a board stays put from one
turn to the next, so a frame costs little. No dithering, for the same reason. Boards of one game may
differ in height (the final board adds the end table): every frame is drawn on a canvas of the
tallest. If the file is still too big, the frames are drawn smaller (:data:`WIDTHS`) until it fits.
"""
from __future__ import annotations

import io
from typing import Sequence

from PIL import Image, ImageChops

# Discord's attachment limit for any server is 10 MiB; stay under it with room for the message.
MAX_BYTES = 8 * 1024 * 1024
WIDTHS = (960, 800, 640, 480, 360)     # widest frames tried in order, largest first (px)
FIRST_MS = 1500                        # the setup board
FRAME_MS = 900                         # every turn
LAST_MS = 5000                         # the final board, before the loop starts again
COLOURS = 255                          # palette entries (one GIF palette for every frame)
CLEAR = 255                            # the one index left free: "unchanged since the frame before"


def _decoded(boards: Sequence[bytes]) -> list[Image.Image]:
    return [Image.open(io.BytesIO(data)).convert("RGB") for data in boards]


def _frames(boards: Sequence[bytes] | Sequence[Image.Image], width: int) -> list[Image.Image]:
    """The boards (PNG bytes or decoded) as RGB frames at most ``width`` px wide, on a canvas as tall as
    the tallest. Each board shrinks by the smallest whole factor that fits (``Image.reduce``: area
    averaging, as legible as LANCZOS at these sizes and several times faster); never enlarged."""
    scaled = []
    for im in boards:
        if not isinstance(im, Image.Image):
            im = Image.open(io.BytesIO(im)).convert("RGB")
        factor = -(-im.width // width)
        scaled.append(im.reduce(factor) if factor > 1 else im)
    size = (max(im.width for im in scaled), max(im.height for im in scaled))
    out = []
    for im in scaled:
        if im.size != size:
            canvas = Image.new("RGB", size, im.getpixel((0, im.height - 1)))
            canvas.paste(im, (0, 0))
            im = canvas
        out.append(im)
    return out


def _changes(before: Image.Image, now: Image.Image) -> Image.Image:
    """``now`` with every pixel equal to ``before`` made transparent (both indexed on one palette)."""
    a = Image.frombytes("L", before.size, before.tobytes())
    b = Image.frombytes("L", now.size, now.tobytes())
    changed = ImageChops.difference(a, b).point(lambda v: 255 if v else 0)
    kept = Image.new("L", now.size, CLEAR)
    kept.paste(b, None, changed)
    out = Image.frombytes("P", now.size, kept.tobytes())
    out.putpalette(now.getpalette())
    return out


def _gif(frames: list[Image.Image]) -> bytes:
    palette = frames[-1].quantize(colors=COLOURS, method=Image.Quantize.MEDIANCUT)
    full = [f.quantize(palette=palette, dither=Image.Dither.NONE) for f in frames]
    indexed = full[:1] + [_changes(a, b) for a, b in zip(full, full[1:])]
    durations = [FRAME_MS] * len(indexed)
    durations[0] = FIRST_MS if len(indexed) > 1 else LAST_MS
    durations[-1] = LAST_MS
    buf = io.BytesIO()
    indexed[0].save(buf, "GIF", save_all=True, append_images=indexed[1:], duration=durations, loop=0,
                    optimize=False, disposal=1, transparency=CLEAR)
    return buf.getvalue()


def animate(boards: Sequence[bytes], max_bytes: int = MAX_BYTES) -> bytes:
    """One GIF of ``boards`` (PNG bytes, in order), at the largest width of :data:`WIDTHS` that keeps it
    within ``max_bytes`` (the smallest width if none does). ValueError without boards."""
    if not boards:
        raise ValueError("no boards to animate")
    data = b""
    decoded = _decoded(boards)
    tried: set[int] = set()
    for width in WIDTHS:
        frames = _frames(decoded, width)
        if frames[0].width in tried:      # the same whole factor as a width tried before
            continue
        tried.add(frames[0].width)
        data = _gif(frames)
        if len(data) <= max_bytes:
            break
    return data
