"""Text that fits: shrunk to a width (never below the legibility floor), cut with an ellipsis only when
nothing fits, centred in a box, or wrapped onto a few lines. Part of the drawing kit (``render.kit``)."""

from __future__ import annotations

import re

from PIL import Image

from .canvas import Area
from .colours import INK, RGB
from .texts import FITTING, MIN_TEXT, text, text_width


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
    token = FITTING.set((s, max_width))
    try:
        return text(img, xy, ellipsize(s, max_width, size, bold), size, bold=bold, fill=fill, anchor=anchor)
    finally:
        FITTING.reset(token)


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
