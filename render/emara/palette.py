"""The 8-bit palette every Emara picture is mapped onto before PNG encoding."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.core.text import DEFAULT_LOCALE

from .. import kit
from ..kit import FAINT, HILITE, INK, MUTED, PANEL
from .background import background
from .components import COUNTRYSIDE, STOCK_KEYS, TOWN
from render.kit import speaking
from .layout import LOC_BAND, LOC_FILL, TRACK_TOKEN, W, Layout
from .resources import RES_STYLE, res_icon

TEXT_INKS = (INK, MUTED, (255, 255, 255), (255, 220, 120), (150, 40, 0))
BACKGROUNDS = (
    kit.PAPER,
    PANEL,
    HILITE,
    FAINT,
    LOC_FILL["countryside"],
    LOC_FILL["town"],
    LOC_BAND["countryside"],
    LOC_BAND["town"],
    (50, 46, 60),
    (40, 40, 40),
    (252, 246, 232),
    (250, 252, 246),
    (252, 250, 255),
    (236, 230, 216),
    (250, 225, 170),
    (250, 250, 250),
)


def palette() -> Image.Image:
    """A full static board plus a swatch of every dynamic piece on every background it can stand on
    (built once per process; pictures map onto it). Sampled from the English board whatever the
    language being drawn, so the palette is the same in every process."""
    with speaking(DEFAULT_LOCALE):
        return _palette()


def _palette() -> Image.Image:
    static = background(Layout(4, True, True), (COUNTRYSIDE, TOWN))
    sw = kit.canvas(W, 64 * len(BACKGROUNDS))
    styles = list(kit.PLAYERS) + [kit.NEUTRAL]
    for i, bg in enumerate(BACKGROUNDS):
        y = i * 64
        ImageDraw.Draw(sw).rectangle((0, y, W, y + 64), fill=bg)
        x = 20
        for st in styles:
            for size, hollow, ring in (
                (TRACK_TOKEN, False, False),
                (TRACK_TOKEN, True, True),
                (46, False, False),
                (34, False, False),
                (28, True, False),
            ):
                kit.player_token(sw, (x, y + 32), st, size, hollow=hollow, letter=size > 30, ring=ring)
                x += size + 4
        for key in STOCK_KEYS:
            res_icon(sw, (x + 15, y + 32), key, 30)
            x += 34
        for ink in TEXT_INKS:
            x += kit.text(sw, (x + 6, y + 32), "Ag5", 22, bold=True, fill=ink) + 8
    sample = Image.new("RGB", (W, static.height + sw.height))
    sample.paste(static, (0, 0))
    sample.paste(sw, (0, static.height))
    exact = [st.colour for st in styles] + [c for _, c, _ in RES_STYLE.values()] + list(BACKGROUNDS) + list(TEXT_INKS)
    return kit.build_palette(sample, exact)
