"""The animated summary of a game: its boards, one frame each, as one GIF within Discord's upload limit.

A GIF (not APNG) because every Discord client plays it inline. The boards are scaled down to a width
a phone shows whole, and share ONE palette taken from the last board (it holds the most pieces), so
colours do not flicker between frames, and every frame after the first keeps only the pixels that
changed (the others are transparent, showing the frame before): most of a board stays put from one
turn to the next, so a frame costs little. No dithering, for the same reason. Boards of one game may
differ in height (the final board adds the end table): every frame is drawn on a canvas of the
tallest. If the file is still too big, the frames are drawn smaller (:data:`WIDTHS`) until it fits.

Memory: a board decoded at full size takes ~16 MB and a game has up to a hundred boards, so each board
is decoded and shrunk only when the GIF encoder asks for its frame, and dropped before the next
(issue 20: 1.4-1.9 GB peak for a 4-player game when every board was decoded first; the same bytes
now within ~100 MB above the boards' drawing).
"""

from __future__ import annotations

import io
from typing import Iterator, Sequence

from PIL import Image, ImageChops

# Discord's attachment limit for any server is 10 MiB; stay under it with room for the message.
MAX_BYTES = 8 * 1024 * 1024
WIDTHS = (960, 800, 640, 480, 360)  # widest frames tried in order, largest first (px)
FIRST_MS = 1500  # the setup board
FRAME_MS = 900  # every turn
LAST_MS = 5000  # the final board, before the loop starts again
COLOURS = 255  # palette entries (one GIF palette for every frame)
CLEAR = 255  # the one index left free: "unchanged since the frame before"


def _decoded(png: bytes) -> Image.Image:
    im = Image.open(io.BytesIO(png))
    return im if im.mode == "RGB" else im.convert("RGB")  # the board's own RGB needs no copy


def _factor(board_width: int, width: int) -> int:
    """The smallest whole factor that shrinks a board to at most ``width`` px (1: never enlarged)."""
    return max(1, -(-board_width // width))


def _canvas(boards: Sequence[bytes], width: int) -> tuple[int, int]:
    """The size of every frame at ``width``: the largest shrunk board, read from the PNG headers alone
    (``Image.reduce`` rounds up, as here) so that no board is decoded to learn it."""
    sizes = []
    for data in boards:
        w, h = Image.open(io.BytesIO(data)).size
        f = _factor(w, width)
        sizes.append((-(-w // f), -(-h // f)))
    return max(w for w, _ in sizes), max(h for _, h in sizes)


def _frame(png: bytes, width: int, size: tuple[int, int]) -> Image.Image:
    """One board as an RGB frame at most ``width`` px wide on a canvas of ``size``. The board shrinks by
    the smallest whole factor that fits (``Image.reduce``: area averaging, as legible as LANCZOS at these
    sizes and several times faster); never enlarged. A shorter board is padded below with its own
    bottom-left colour."""
    im = _decoded(png)
    factor = _factor(im.width, width)
    if factor > 1:
        im = im.reduce(factor)
    if im.size != size:
        canvas = Image.new("RGB", size, im.getpixel((0, im.height - 1)))
        canvas.paste(im, (0, 0))
        im = canvas
    return im


def _frames(boards: Sequence[bytes], width: int) -> Iterator[Image.Image]:
    """The boards (PNG bytes) as frames (:func:`_frame`), decoded one at a time as they are asked for:
    a full-size board takes 16 MB decoded, a game has up to a hundred of them."""
    size = _canvas(boards, width)
    return (_frame(png, width, size) for png in boards)


def _changes(before: Image.Image, now: Image.Image) -> Image.Image:
    """``now`` with every pixel equal to ``before`` made transparent (both indexed on one palette)."""
    a = Image.frombytes("L", before.size, before.tobytes())
    b = Image.frombytes("L", now.size, now.tobytes())
    changed = ImageChops.difference(a, b).point(lambda v: 255 if v else 0)
    kept = Image.new("L", now.size, CLEAR)
    kept.paste(b, None, changed)
    out = Image.frombytes("P", now.size, kept.tobytes())
    out.putpalette(now.getpalette() or [])  # "P" frames always carry their palette
    return out


def _gif(boards: Sequence[bytes], width: int) -> bytes:
    """The GIF of ``boards`` at ``width``. Frames are drawn as the encoder asks for them (it keeps only
    its own indexed copy of each, a quarter of an RGB frame), so one decoded board is alive at a time."""
    size = _canvas(boards, width)
    palette = _frame(boards[-1], width, size).quantize(colors=COLOURS, method=Image.Quantize.MEDIANCUT)

    def indexed() -> Iterator[Image.Image]:
        before = None
        for png in boards:
            now = _frame(png, width, size).quantize(palette=palette, dither=Image.Dither.NONE)
            yield now if before is None else _changes(before, now)
            before = now

    durations = [FRAME_MS] * len(boards)
    durations[0] = FIRST_MS if len(boards) > 1 else LAST_MS
    durations[-1] = LAST_MS
    buf = io.BytesIO()
    _write_gif(buf, indexed(), durations)
    return buf.getvalue()


def _write_gif(fp: io.BytesIO, frames: Iterator[Image.Image], durations: list[int]) -> None:
    """The GIF of ``frames`` written as they come, byte for byte what Pillow's ``save(save_all=True,
    append_images=..., duration=durations, loop=0, optimize=False, disposal=1, transparency=CLEAR)``
    writes (tests/render/test_animation.py compares), but holding two frames at a time: Pillow's own
    writer keeps every frame of the game until the end (issue 30: ~1.4 MB each, ~105 MB for a 73-board
    Macao game). A frame is written once the next is known to differ (an identical one only adds its
    duration to it), as Pillow does. It calls Pillow's GIF plug-in's helpers (constraints.txt pins Pillow)."""
    from PIL import GifImagePlugin as gif

    settings = {"loop": 0, "optimize": False, "disposal": 1, "transparency": CLEAR, "duration": durations}
    pending: tuple[Image.Image, tuple[int, int, int, int] | None, dict] | None = None
    previous: Image.Image | None = None
    first_info: dict | None = None

    def write(frame: Image.Image, bbox: tuple[int, int, int, int] | None, info: dict) -> None:
        if bbox is None:  # the first frame: the global header
            for part in gif._get_global_header(frame, info):
                fp.write(part)
            offset: tuple[int, int] = (0, 0)
        else:
            info["include_color_table"] = True  # no global palette was given: each frame carries its own
            if bbox != (0, 0, *frame.size):
                frame = frame.crop(bbox)
            offset = bbox[:2]
        gif._write_frame_data(fp, frame, offset, info)

    for count, frame in enumerate(frames):
        frame = gif._normalize_mode(frame.copy())
        if first_info is None:
            first_info = {k: v for k, v in frame.info.items() if isinstance(k, str) and k != "transparency"}
        info = {**first_info, **settings}
        if "transparency" in frame.info:
            info.setdefault("transparency", frame.info["transparency"])
        frame = gif._normalize_palette(frame, None, info)
        info["duration"] = durations[count]
        bbox = None
        if pending is not None and previous is not None:
            _, bbox = gif._getbbox(previous, frame)
            if not bbox:  # the same picture as the frame before: it lasts longer
                if info.get("duration"):
                    pending[2]["duration"] = pending[2].get("duration", 0) + info["duration"]
                continue
            write(*pending)
        previous = frame
        pending = (frame, bbox, info)
    if pending is None:
        raise ValueError("no frames")
    if pending[1] is None:  # one frame only: Pillow writes a single-frame GIF
        single = {**(first_info or {}), **settings, "duration": pending[2].get("duration", durations[-1])}
        frame = pending[0]
        frame.encoderinfo = single
        gif._write_single_frame(frame, fp, None)
    else:
        write(*pending)
    fp.write(b";")


def animate(boards: Sequence[bytes], max_bytes: int = MAX_BYTES) -> bytes:
    """One GIF of ``boards`` (PNG bytes, in order), at the largest width of :data:`WIDTHS` that keeps it
    within ``max_bytes`` (the smallest width if none does). ValueError without boards."""
    if not boards:
        raise ValueError("no boards to animate")
    data = b""
    tried: set[int] = set()
    for width in WIDTHS:
        frame_width = _canvas(boards, width)[0]
        if frame_width in tried:  # the same whole factor as a width tried before
            continue
        tried.add(frame_width)
        data = _gif(boards, width)
        if len(data) <= max_bytes:
            break
    return data
