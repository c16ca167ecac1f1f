"""The pieces of Macao as drawn: cubes, goods tiles, jokers, player discs and ships.

Colour is never the only cue: a cube carries its colour's letter (R B G K E P in English, from the
catalog), a goods tile its good's short mark, a player piece its seat number and one shape per seat.
All pieces are anti-aliased tokens cached by ``kit.token_image``: drawing one is a paste.
"""

from __future__ import annotations

from PIL import Image

from engine.macao.data import COLOURS, GOODS, PLAYER_COLOURS

from .. import kit
from .labels import cube_letter, good_letters

RGB = kit.RGB

# Cube and die colours (printed cubes), chosen apart in lightness as well as hue: red and green, blue
# and purple stay apart in deuteranopia and protanopia too (render/colour_vision.py).
CUBE_RGB: dict[str, RGB] = {
    "red": (191, 38, 64),
    "blue": (92, 172, 230),
    "green": (163, 204, 122),
    "black": (0, 0, 0),
    "grey": (160, 160, 160),
    "purple": (122, 58, 166),
}
# Goods tiles: light tints (their mark is dark text), so they read apart from the cubes.
GOOD_RGB: dict[str, RGB] = {
    "lacquer": (236, 150, 140),
    "rice": (250, 246, 226),
    "tea": (178, 208, 130),
    "jade": (130, 214, 182),
    "silk": (240, 190, 226),
    "paper": (232, 220, 180),
    "porcelain": (186, 212, 246),
    "spices": (246, 190, 110),
}
# Player colours of the box (orange, white, yellow, brown), with one shape per seat.
PLAYER_RGB: dict[str, RGB] = {  # orange and yellow apart in deuteranopia, orange and brown in protanopia
    "orange": (217, 80, 22),
    "white": (252, 252, 252),
    "yellow": (255, 241, 89),
    "brown": (76, 31, 15),
}
SEAT_SHAPES = ("circle", "square", "triangle", "diamond")
JOKER_RGB: RGB = (40, 36, 48)
JOKER_MARK = "★"

assert set(CUBE_RGB) == set(COLOURS) and set(GOOD_RGB) == set(GOODS) and set(PLAYER_RGB) == set(PLAYER_COLOURS)


def seat_style(seat: int, colour: str) -> kit.PlayerStyle:
    """Seat ``seat`` (0-based) in its box colour, with its number and shape."""
    return kit.PlayerStyle(
        PLAYER_RGB.get(colour, kit.FAINT), str(seat + 1), SEAT_SHAPES[seat % len(SEAT_SHAPES)], colour
    )


def seat_token(img: Image.Image, centre: tuple[float, float], style: kit.PlayerStyle, size: int = 36) -> None:
    kit.player_token(img, centre, style, size)


def cube(img: Image.Image, centre: tuple[float, float], colour: str, size: int = 26) -> None:
    """A cube with its colour's letter."""
    kit.paste_token(
        img, centre, kit.token_image("square", CUBE_RGB[colour], size, cube_letter(colour), letter_size=kit.MIN_TEXT)
    )


def cubes_row(img: Image.Image, x: float, y: float, cost, size: int = 26, gap: int = 3) -> int:
    """Cubes for ``cost`` ((colour, n) pairs) left to right from ``x``, centred on ``y``; the width."""
    step = size + gap
    n = 0
    for colour, count in cost:
        for _ in range(count):
            cube(img, (x + n * step + size / 2, y), colour, size)
            n += 1
    return max(0, n * step - gap)


def cubes_width(cost, size: int = 26, gap: int = 3) -> int:
    n = sum(c for _, c in cost)
    return max(0, n * (size + gap) - gap)


def good_tile(img: Image.Image, centre: tuple[float, float], good: str, size: int = 36) -> None:
    """A goods tile: the good's tint with its short mark."""
    kit.paste_token(
        img, centre, kit.token_image("rounded", GOOD_RGB[good], size, good_letters(good), letter_size=kit.MIN_TEXT)
    )


def joker_tile(img: Image.Image, centre: tuple[float, float], size: int = 36) -> None:
    kit.paste_token(img, centre, kit.token_image("rounded", JOKER_RGB, size, JOKER_MARK, letter_size=kit.MIN_TEXT))


def tile(img: Image.Image, centre: tuple[float, float], what: str, size: int = 36) -> None:
    """A city tile: a good or the joker."""
    if what == "joker":
        joker_tile(img, centre, size)
    else:
        good_tile(img, centre, what, size)
