"""The church: six Clergy tile slots in a ring (T0..T5 clockwise from the top), the gaps between
them with their symbols (influence, treasury), the Cardinal on its gap, the Clergy bag's size, and
a note when a church scoring is due this turn."""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from engine.lisboa import data as D
from engine.lisboa.view import LisboaView

from .. import kit
from ..kit import INK, LINE, MUTED, PANEL
from .labels import L, clergy_name
from .layout import LABEL_PX, PAD, TITLE_H, TITLE_PX, Layout
from .pieces import wrapped

SLOT_W, SLOT_H = 170, 46
RX, RY = 236, 100  # the ring of slots
GAP_RX, GAP_RY = 236, 112  # the gaps, between two slots
SYMBOL_RX, SYMBOL_RY = 340, 140  # a gap's symbol, outside the ring
SLOT_FILL = (64, 56, 74)
SLOT_EMPTY = (226, 222, 230)
SYMBOL_FILL = (250, 225, 170)
CARDINAL_RGB = (196, 30, 40)
CARDINAL = 44
DOT = 14


def _centre(layout: Layout) -> tuple[float, float]:
    x0, y0, x1, y1 = layout.church_box
    return (x0 + x1) / 2, (y0 + TITLE_H + y1) / 2 + 2


def _at(layout: Layout, k: float, rx: float, ry: float) -> tuple[float, float]:
    cx, cy = _centre(layout)
    a = math.radians(-90 + 60 * k)
    return cx + rx * math.cos(a), cy + ry * math.sin(a)


def slot_box(layout: Layout, slot: str) -> kit.Box:
    x, y = _at(layout, D.CHURCH_SLOTS.index(slot), RX, RY)
    return (round(x - SLOT_W / 2), round(y - SLOT_H / 2), round(x + SLOT_W / 2), round(y + SLOT_H / 2))


def gap_centre(layout: Layout, gap: str) -> tuple[float, float]:
    return _at(layout, D.CHURCH_GAPS.index(gap) + 0.5, GAP_RX, GAP_RY)


def symbol_centre(layout: Layout, gap: str) -> tuple[float, float]:
    return _at(layout, D.CHURCH_GAPS.index(gap) + 0.5, SYMBOL_RX, SYMBOL_RY)


def church_frame(img: Image.Image, layout: Layout) -> None:
    x0, y0, x1, y1 = layout.church_box
    kit.rounded_box(img, layout.church_box, fill=PANEL, radius=12)
    kit.text(img, (x0 + PAD, y0 + TITLE_H // 2 + 2), L("church"), TITLE_PX, bold=True)
    d = ImageDraw.Draw(img)
    cx, cy = _centre(layout)
    d.ellipse((cx - RX, cy - RY, cx + RX, cy + RY), outline=LINE, width=3)
    for slot in D.CHURCH_SLOTS:
        d.rounded_rectangle(slot_box(layout, slot), radius=6, fill=SLOT_EMPTY, outline=LINE, width=2)
    for gap in D.CHURCH_GAPS:
        gx, gy = gap_centre(layout, gap)
        d.ellipse((gx - DOT / 2, gy - DOT / 2, gx + DOT / 2, gy + DOT / 2), fill=LINE)
        symbol = D.GAP_SYMBOL[gap]
        if symbol:
            sx, sy = symbol_centre(layout, gap)
            w = kit.text_width(L("gap." + symbol.lower()), 18, True) + 14
            d.line(((gx, gy), (sx, sy)), fill=INK, width=2)
            d.rounded_rectangle(
                (sx - w / 2, sy - 15, sx + w / 2, sy + 15), radius=8, fill=SYMBOL_FILL, outline=INK, width=2
            )
            kit.text(img, (sx, sy), L("gap." + symbol.lower()), 18, bold=True, anchor="mm")
    # the key in the title line: the Cardinal's piece
    kx = x0 + PAD + kit.text_width(L("church"), TITLE_PX, True) + 30
    kit.paste_token(img, (kx + 18, y0 + TITLE_H // 2 + 4), cardinal_token())
    kit.text(img, (kx + 46, y0 + TITLE_H // 2 + 4), L("cardinal"), LABEL_PX, bold=True)


def cardinal_token() -> Image.Image:
    return kit.token_image("hexagon", CARDINAL_RGB, CARDINAL, L("cardinal_letter"), ring=True)


def church(img: Image.Image, layout: Layout, view: LisboaView) -> None:
    d = ImageDraw.Draw(img)
    for slot in D.CHURCH_SLOTS:
        tile = view.church.get(slot)
        box = slot_box(layout, slot)
        if tile:
            d.rounded_rectangle(box, radius=6, fill=SLOT_FILL, outline=INK, width=2)
            wrapped(img, box, clergy_name(tile), 19, fill=kit.WHITE, gap=10)  # "comercio: cualquiera"
        else:
            kit.centred_text(img, box, L("empty"), 18, fill=MUTED)
    if view.cardinal in D.CHURCH_GAPS:
        gx, gy = gap_centre(layout, view.cardinal)
        kit.paste_token(img, (gx, gy), cardinal_token())
    x0, y0, x1, y1 = layout.church_box
    cx, cy = _centre(layout)  # the ring's middle: the bag, a scoring due
    kit.text(img, (cx, cy - 24), L("bag", n=view.bag), LABEL_PX, anchor="mm")
    if view.church_due:
        note = (cx - 112, cy + 4, cx + 112, cy + 56)  # between the slots; two lines for a long note
        kit.rounded_box(img, note, fill=kit.HILITE, outline=INK, radius=8)
        kit.wrapped_text(
            img, (note[0] + 8, note[1] + 2, note[2] - 8, note[3] - 2), L("church_due"), 20, bold=True, align="m"
        )
