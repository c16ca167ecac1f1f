"""The city: 5 x 6 quarters, each with its number, its exact cost in cubes (a letter in every cube),
dark quarters dark; on it the tile still there (a good, or the joker on a dark quarter) or the
marker of the player who took it. Quarters the active player can take now are lit."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.macao.data import QUARTERS
from engine.macao.view import MacaoView

from .. import kit
from ..kit import HILITE, INK, LINE, MUTED, PANEL
from .labels import L
from .layout import LABEL_PX, TITLE_H, TITLE_PX, Layout
from .pieces import cubes_row, cubes_width, tile

LIGHT = (246, 238, 218)
DARK = (84, 74, 98)
TILE = 40
OWNER = 46
LIT_WIDTH = 5


def city_frame(img: Image.Image, layout: Layout) -> None:
    x0, y0, x1, y1 = layout.city_box
    kit.rounded_box(img, layout.city_box, fill=PANEL, radius=12)
    kit.text(img, (x0 + 14, y0 + TITLE_H // 2 + 2), L("city"), TITLE_PX, bold=True)
    kit.text(img, (x1 - 14, y0 + TITLE_H // 2 + 2), L("city_hint"), LABEL_PX - 2, fill=MUTED, anchor="rm")
    d = ImageDraw.Draw(img)
    for q in QUARTERS.values():
        bx0, by0, bx1, by1 = layout.cell_box(q.row, q.col)
        d.rectangle((bx0 + 2, by0 + 2, bx1 - 2, by1 - 2), fill=DARK if q.dark else LIGHT, outline=LINE, width=2)
        ink = (255, 255, 255) if q.dark else MUTED
        kit.text(img, (bx0 + 8, by0 + 16), q.id, 18, bold=True, fill=ink)
        w = cubes_width(q.cost, 26, 2)
        cubes_row(img, (bx0 + bx1 - w) / 2, by1 - 20, q.cost, 26, 2)


def city(img: Image.Image, layout: Layout, view: MacaoView, styles: list[kit.PlayerStyle]) -> None:
    lit = set(view.affordable.quarters) if view.affordable else set()
    for qid, q in QUARTERS.items():
        box = layout.cell_box(q.row, q.col)
        bx0, by0, bx1, by1 = box
        centre = ((bx0 + bx1) / 2 + 14, by0 + 38)
        if qid in lit:
            kit.rounded_box(
                img, (bx0 + 1, by0 + 1, bx1 - 1, by1 - 1), fill=None, outline=INK, width=LIT_WIDTH, radius=4
            )
            kit.rounded_box(img, (bx0 + 6, by0 + 6, bx1 - 6, by1 - 6), fill=None, outline=HILITE, width=3, radius=3)
        what = view.tiles.get(qid)
        owner = view.owners.get(qid)
        if owner is not None and owner < len(styles):
            kit.player_token(img, centre, styles[owner], OWNER)
        elif what:
            tile(img, centre, what, TILE)
