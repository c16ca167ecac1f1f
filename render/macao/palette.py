"""The 8-bit palette every Macao picture is mapped onto before PNG encoding (``kit.encode_png``)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.macao.data import COLOURS, GOODS

from .. import kit
from ..kit import FAINT, HILITE, INK, LINE, MUTED, PANEL
from .background import background
from .city import DARK, LIGHT
from .display import HIGHLIGHT, TRIBUTE_GOLD, TRIBUTE_PP, TYPE_RGB
from ..skeleton import ACTIVE_FILL, BAND, GOLD, in_default_locale, palette_sample
from .layout import W, Layout
from .pieces import CUBE_RGB, GOOD_RGB, JOKER_RGB, PLAYER_RGB, cube, good_tile, joker_tile, seat_style
from .sea import HARBOUR_FILL, NODE, PORT_FILL, SEA
from .seats import ARROW_FILL, ROSE_FILL
from .wall import CELL_FILL

WHITE = (255, 255, 255)
TEXT_INKS = (INK, MUTED, WHITE, GOLD, HIGHLIGHT)
BACKGROUNDS = (
    kit.PAPER,
    PANEL,
    HILITE,
    FAINT,
    LIGHT,
    DARK,
    SEA,
    PORT_FILL,
    HARBOUR_FILL,
    NODE,
    CELL_FILL,
    ROSE_FILL,
    ARROW_FILL,
    ACTIVE_FILL,
    BAND,
    (252, 250, 244),
    (246, 242, 232),
    (252, 246, 226),
    (40, 40, 40),
)
BANDS = tuple(CUBE_RGB.values()) + tuple(TYPE_RGB.values())  # card bands: offices' colours, building, person


def palette() -> Image.Image:
    """A full static board plus a swatch of every dynamic piece on every background it can stand on
    (built once per process, sampled from the English board: see ``skeleton.in_default_locale``)."""
    return in_default_locale(_palette)


def _row(sw: Image.Image, y: int) -> None:
    x = 20
    for seat, colour in enumerate(PLAYER_RGB):
        for size in (32, 34, 36, 46, 50):
            kit.player_token(sw, (x + size / 2, y + 32), seat_style(seat, colour), size)
            x += size + 2
    for c in COLOURS:
        for size in (22, 24, 26):
            cube(sw, (x + size / 2, y + 32), c, size)
            x += size + 2
    for g in GOODS:
        good_tile(sw, (x + 18, y + 32), g, 34)
        x += 38
    joker_tile(sw, (x + 20, y + 32), 40)
    x += 44
    for ink in TEXT_INKS:
        x += kit.text(sw, (x + 4, y + 32), "Ag5", 22, bold=True, fill=ink) + 6


def _bands(sw: Image.Image, y: int) -> None:
    """Card bands and tribute numbers, with text."""
    d = ImageDraw.Draw(sw)
    for i, band in enumerate(BANDS + (TRIBUTE_GOLD, TRIBUTE_PP)):
        x = 10 + i * 120
        d.rounded_rectangle((x, y + 10, x + 110, y + 60), radius=8, fill=band, outline=LINE, width=2)
        kit.text(sw, (x + 55, y + 35), "Ag5", 20, bold=True, fill=kit.contrast_ink(band), anchor="mm")
        d.rectangle((x, y + 80, x + 8, y + 140), fill=band)


def _palette() -> Image.Image:
    statics = [background(Layout(4, final)) for final in (False, True)]  # every frame colour
    sample = palette_sample(statics, W, BACKGROUNDS, _row, 160, _bands)
    exact = (
        list(CUBE_RGB.values())
        + list(GOOD_RGB.values())
        + list(PLAYER_RGB.values())
        + [JOKER_RGB]
        + list(TYPE_RGB.values())
        + [TRIBUTE_GOLD, TRIBUTE_PP]
        + list(BACKGROUNDS)
        + list(TEXT_INKS)
    )
    return kit.build_palette(sample, exact)
