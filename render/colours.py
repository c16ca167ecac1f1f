"""The shared colours: neutral inks and papers, and each seat's style (colour, letter, shape: colour is never
the only cue), with the contrast arithmetic that picks a readable ink. Part of the drawing kit (``render.kit``)."""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[int, int, int]


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
