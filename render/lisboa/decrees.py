"""The decree display (eight decrees, each a short scoring line and its wigs) and the supply: favor
stacks per noble, the City-tile display and stacks, the decks' sizes and the rubble pile."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.lisboa import data as D
from engine.lisboa.view import LisboaView

from .. import kit
from ..kit import INK, LINE, MUTED, PANEL
from .labels import L, decree_text, locale, noble_name
from .layout import DECREE_H, DECREE_W, LABEL_PX, PAD, TITLE_H, TITLE_PX, Layout
from .pieces import NOBLE_RGB, STREET_RGB, rubble, wrapped

DECREE_FILL = (236, 228, 246)
TILE = 40


def decree_box(layout: Layout, i: int) -> kit.Box:
    x0, y0, _, _ = layout.decrees_box
    x = x0 + PAD + i * (DECREE_W + 6)
    return (x, y0 + TITLE_H, x + DECREE_W, y0 + TITLE_H + DECREE_H)


def decrees_frame(img: Image.Image, layout: Layout) -> None:
    kit.rounded_box(img, layout.decrees_box, fill=PANEL, radius=12)
    x0, y0, x1, y1 = layout.supply_box
    kit.rounded_box(img, layout.supply_box, fill=PANEL, radius=12)
    kit.text(img, (x0 + PAD, y0 + TITLE_H // 2 + 2), L("supply"), TITLE_PX, bold=True)


def decrees(img: Image.Image, layout: Layout, view: LisboaView) -> None:
    x0, y0, _, _ = layout.decrees_box
    kit.text(img, (x0 + PAD, y0 + TITLE_H // 2 + 2), L("decrees", n=view.decree_deck), TITLE_PX, bold=True)
    for i, dec in enumerate(view.decree_display[: D.DECREE_DISPLAY]):
        kit.paste(img, decree_card(dec), decree_box(layout, i)[:2])
    _supply(img, layout, view)


def _decree_card(kind: str) -> Image.Image:
    img = kit.canvas(DECREE_W, DECREE_H, PANEL)
    ImageDraw.Draw(img).rounded_rectangle(
        (0, 0, DECREE_W - 1, DECREE_H - 1), radius=8, fill=DECREE_FILL, outline=LINE, width=2
    )
    wrapped(img, (0, 0, DECREE_W, DECREE_H), decree_text(kind))
    return img


def decree_card(decree: str) -> Image.Image:
    """A decree's face (one per kind and language, drawn once)."""
    kind = D.DECREE[decree].kind
    return kit.static_layer(("lisboa.decree", kind, locale()), lambda: _decree_card(decree), copy=False)


def _supply(img: Image.Image, layout: Layout, view: LisboaView) -> None:
    x0, y0, x1, y1 = layout.supply_box
    y = y0 + TITLE_H + 26
    x = x0 + PAD
    # favors per noble
    x += kit.text(img, (x, y), L("favors") + ":", LABEL_PX, bold=True) + 10
    for noble in D.NOBLES:
        rgb = NOBLE_RGB[noble]
        label = f"{noble_name(noble)} {view.favor_stacks.get(noble, 0)}"
        w = kit.text_width(label, LABEL_PX, True) + 16
        kit.rounded_box(img, (x, y - 17, x + w, y + 17), fill=rgb, outline=None, radius=8)
        kit.text(img, (x + w / 2, y), label, LABEL_PX, bold=True, fill=kit.contrast_ink(rgb), anchor="mm")
        x += w + 8
    # the City-tile display: a tile per space still holding one, in its street's colour
    x += 24
    x += kit.text(img, (x, y), L("city_tiles") + ":", LABEL_PX, bold=True) + 10
    d = ImageDraw.Draw(img)
    for space, (colour, small) in D.CITY_DISPLAY.items():
        w = TILE // 2 if small else TILE
        if view.city_display.get(space):
            d.rectangle((x, y - TILE / 2, x + w, y + TILE / 2), fill=STREET_RGB[colour], outline=INK, width=2)
        else:
            d.rectangle((x, y - TILE / 2, x + w, y + TILE / 2), fill=None, outline=LINE, width=2)
        x += w + 6
    x += 4 + kit.text(img, (x + 4, y), L("tiles_left", large=view.city_large, small=view.city_small), 18, fill=MUTED)
    # the decks and the rubble pile
    x += 24
    x += kit.text(img, (x, y), L("decks", purple=view.purple, brown=view.brown, goal=view.goal_deck), 18) + 24
    x += kit.text(img, (x, y), L("reserve") + ":", LABEL_PX, bold=True) + 8
    for kind in view.reserve:
        if x > x1 - 30:
            break
        rubble(img, (x + 14, y), kind, 28)
        x += 31
