"""Resource icons: every resource has its own colour, shape and short letter (key at the bottom; the
letters are the catalog's ``emara.board.chip.*``, the ones here are for a resource it does not name)."""

from __future__ import annotations

from PIL import Image

from .. import kit
from .labels import L, has_label

RES_STYLE: dict[str, tuple[str, tuple[int, int, int], str]] = {
    "wood": ("W", (140, 90, 45), "rounded"),
    "stone": ("S", (160, 160, 160), "rounded"),
    "cloth": ("C", (120, 150, 215), "rounded"),
    "grain": ("G", (236, 200, 70), "rounded"),
    "bread": ("Br", (214, 160, 96), "circle"),
    "book": ("Bk", (150, 40, 40), "square"),
    "ring": ("R", (190, 60, 120), "hexagon"),
    "gold": ("$", (242, 190, 30), "circle"),
}


def res_icon(img: Image.Image, centre: tuple[float, float], res: str, size: int = 34) -> None:
    letter, colour, shape = RES_STYLE.get(res, (res[:2].title(), (200, 200, 200), "rounded"))
    if has_label("chip." + res):
        letter = L("chip." + res)
    kit.icon(img, centre, letter, colour, shape, size)


def cost_icons(img: Image.Image, x: float, cy: float, cost: tuple | list, size: int = 30, gap: int = 3) -> float:
    """Draw one icon per unit of ``cost``; returns the x after the last icon."""
    for res in cost:
        res_icon(img, (x + size / 2, cy), res, size)
        x += size + gap
    return x
