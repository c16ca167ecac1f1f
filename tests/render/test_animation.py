"""The animated summary: one GIF frame per board, each frame showing exactly that board (the delta
frames compose back to it), within the size budget, boards of different heights on one canvas."""
from __future__ import annotations

import io

import pytest
from PIL import Image, ImageDraw

from render import animation


def _board(step: int, height: int = 150) -> bytes:
    """A small synthetic board: a fixed frame, and one token that moves with ``step``."""
    im = Image.new("RGB", (200, height), (244, 240, 230))
    d = ImageDraw.Draw(im)
    d.rectangle((5, 5, 194, 40), fill=(40, 40, 60))
    d.ellipse((10 + 30 * step, 60, 40 + 30 * step, 90), fill=(200, 60, 30))
    d.text((10, 100), f"turn {step}", fill=(0, 0, 0))
    buf = io.BytesIO()
    im.save(buf, "PNG")
    return buf.getvalue()


def _composed(gif: bytes) -> list[Image.Image]:
    im = Image.open(io.BytesIO(gif))
    out = []
    for k in range(im.n_frames):
        im.seek(k)
        out.append(im.convert("RGB"))
    return out


def test_each_frame_shows_its_board_and_the_last_one_waits():
    boards = [_board(k) for k in range(5)] + [_board(5, height=190)]      # the final board is taller
    gif = animation.animate(boards)
    frames = _composed(gif)
    assert len(frames) == len(boards)
    expected = animation._frames(boards, animation.WIDTHS[0])
    palette = expected[-1].quantize(colors=animation.COLOURS, method=Image.Quantize.MEDIANCUT)
    for k, (got, want) in enumerate(zip(frames, expected)):
        assert got.size == (200, 190)
        assert got.tobytes() == want.quantize(palette=palette, dither=Image.Dither.NONE).convert("RGB").tobytes(), k
    info = Image.open(io.BytesIO(gif))
    durations = []
    for k in range(info.n_frames):
        info.seek(k)
        durations.append(info.info["duration"])
    assert durations == [animation.FIRST_MS] + [animation.FRAME_MS] * 4 + [animation.LAST_MS]


def test_a_summary_too_big_for_the_limit_is_drawn_smaller():
    big = Image.effect_noise((1200, 800), 90).convert("RGB")      # noise: nothing compresses
    frames = []
    for k in range(3):
        buf = io.BytesIO()
        big.rotate(k * 90 + 1).save(buf, "PNG")
        frames.append(buf.getvalue())
    roomy = animation.animate(frames, max_bytes=50 * 1024 * 1024)
    tight = animation.animate(frames, max_bytes=len(roomy) // 2)
    assert Image.open(io.BytesIO(roomy)).width == 600          # 1200 px halved: the widest within 960
    assert Image.open(io.BytesIO(tight)).width < 600
    assert len(tight) <= len(roomy) // 2


def test_no_boards_no_summary():
    with pytest.raises(ValueError):
        animation.animate([])
