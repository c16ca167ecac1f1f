"""The pieces every board is made of: rounded boxes, cards with a title band, arrows, and the anti-aliased
tokens (player pieces, pawns, cubes, icons) with the rows they stand in. Part of the drawing kit
(``render.kit``)."""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from . import caches
from .canvas import Area, Box
from .colours import FAINT, INK, LINE, PANEL, RGB, WHITE, PlayerStyle, contrast_ink
from .fitting import centred_text, line_pitch, wrapped_text
from .texts import MIN_TEXT, font

MIN_LETTER_TOKEN = 32  # player tokens smaller than this show shape and colour only (no letter)


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
