"""The treasury track (each space: its reis value and the visit's influence value; the marker's
space lit and ringed) and the goods price track (each good's token on its price)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.lisboa import data as D
from engine.lisboa.view import LisboaView

from .. import kit
from ..kit import HILITE, INK, LINE, MUTED, PANEL
from .labels import L, signed
from .layout import LABEL_PX, PAD, TITLE_H, TITLE_PX, Layout
from .pieces import good

CELL_FILL = (246, 242, 232)
MARKER_RGB = (40, 40, 40)
PRICES = tuple(range(D.PRICE_MIN, D.PRICE_MAX + 1))
GOOD = 32


def _cells(box: kit.Box, n: int) -> list[kit.Box]:
    x0, y0, x1, y1 = box
    w = (x1 - x0 - 2 * PAD) // n
    top = y0 + TITLE_H
    return [(x0 + PAD + i * w, top, x0 + PAD + (i + 1) * w - 4, y1 - 8) for i in range(n)]


def tracks_frame(img: Image.Image, layout: Layout) -> None:
    d = ImageDraw.Draw(img)
    for box, title in ((layout.treasury_box, "treasury"), (layout.prices_box, "prices")):
        kit.rounded_box(img, box, fill=PANEL, radius=12)
        kit.text(img, (box[0] + PAD, box[1] + TITLE_H // 2 + 2), L(title), TITLE_PX, bold=True)
    for space, (x0, y0, x1, y1) in zip(D.TREASURY_SPACES, _cells(layout.treasury_box, len(D.TREASURY_SPACES))):
        d.rounded_rectangle((x0, y0, x1, y1), radius=6, fill=CELL_FILL, outline=LINE, width=2)
        _treasury_text(img, (x0, y0, x1, y1), space, INK)
    for price, (x0, y0, x1, y1) in zip(PRICES, _cells(layout.prices_box, len(PRICES))):
        d.rounded_rectangle((x0, y0, x1, y1), radius=6, fill=CELL_FILL, outline=LINE, width=2)
        kit.text(img, (x0 + 6, y0 + 14), L("price", n=price), LABEL_PX, bold=True, fill=MUTED)


def _treasury_text(img: Image.Image, box: kit.Box, space: int, ink) -> None:
    x0, y0, x1, y1 = box
    kit.centred_text(img, (x0, y0 + 4, x1, y0 + 38), L("reis_value", n=D.TREASURY_REIS[space]), 22, bold=True, fill=ink)
    kit.centred_text(
        img, (x0, y0 + 38, x1, y1 - 4), L("infl_value", n=signed(D.TREASURY_INFLUENCE[space])), 18, fill=ink
    )


def tracks(img: Image.Image, layout: Layout, view: LisboaView) -> None:
    cells = dict(zip(D.TREASURY_SPACES, _cells(layout.treasury_box, len(D.TREASURY_SPACES))))
    box = cells.get(view.treasury)
    if box is not None:
        d = ImageDraw.Draw(img)
        d.rounded_rectangle(box, radius=6, fill=HILITE, outline=MARKER_RGB, width=5)
        _treasury_text(img, box, view.treasury, INK)
    prices = dict(zip(PRICES, _cells(layout.prices_box, len(PRICES))))
    by_price: dict[int, list[str]] = {}
    for g in D.GOODS:
        by_price.setdefault(view.prices.get(g, D.PRICE_MIN), []).append(g)
    for price, goods in by_price.items():
        x0, y0, x1, y1 = prices[min(max(price, D.PRICE_MIN), D.PRICE_MAX)]
        for i, g in enumerate(goods):  # up to 4: a 2 x 2 block under the number
            col, row = i % 2, i // 2
            cx = x0 + (x1 - x0) / 2 + (col - 0.5) * (GOOD + 2) + (0 if len(goods) > 1 else (GOOD + 2) / 2)
            good(img, (cx + 8, y0 + 30 + row * (GOOD + 2) - (0 if len(goods) > 2 else -6)), g, GOOD)
