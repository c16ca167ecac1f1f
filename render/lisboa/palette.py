"""The 8-bit palette every Lisboa picture is mapped onto before PNG encoding (``kit.encode_png``):
the exact colours of every fill and piece, then the frame's most frequent colours, then an octree
sample of a static board and a swatch of every piece (anti-aliased edges)."""

from __future__ import annotations

from PIL import Image

from engine.lisboa import data as D

from .. import kit
from ..kit import FAINT, HILITE, INK, LINE, MUTED, PANEL
from .church import CARDINAL_RGB, SLOT_EMPTY, SLOT_FILL, SYMBOL_FILL
from .city import COVERED_FILL, PARCEL_FILL, SCORING_FILL, SITE_FILL
from .decrees import DECREE_FILL
from .display import BACK_FILL
from .offices import ACTION_FILL
from .seats import ACTIVE_FILL, SEA_FILL
from .tracks import CELL_FILL
from .background import background
from ..skeleton import BAND, GOLD, in_default_locale, palette_sample
from .layout import W, Layout
from .pieces import (
    ARCH_RGB,
    CARD_FILL,
    GAIN_INK,
    GOOD_RGB,
    LOSS_INK,
    NEUTRAL_RGB,
    NOBLE_RGB,
    PLAYER_RGB,
    RUBBLE_RGB,
    SHIP_RGB,
    STREET_RGB,
    good,
    neutral_style,
    rubble,
    seat_style,
)

TEXT_INKS = (INK, MUTED, kit.WHITE, GOLD, GAIN_INK, LOSS_INK)
BACKGROUNDS = (
    kit.PAPER,
    PANEL,
    HILITE,
    FAINT,
    BAND,
    CARD_FILL,
    PARCEL_FILL,
    COVERED_FILL,
    SITE_FILL,
    SCORING_FILL,
    CELL_FILL,
    SLOT_FILL,
    SLOT_EMPTY,
    SYMBOL_FILL,
    ACTION_FILL,
    BACK_FILL,
    DECREE_FILL,
    ACTIVE_FILL,
    SEA_FILL,
    (252, 246, 226),
    (250, 248, 242),
    (40, 40, 40),
    (64, 56, 74),
)


def palette() -> Image.Image:
    """Built once per process from the English board (the same palette in every process)."""
    return in_default_locale(_palette)


def _row(sw: Image.Image, y: int) -> None:
    x = 20
    for seat, colour in enumerate(PLAYER_RGB):
        for size in (30, 36, 38, 40, 44, 48):
            kit.player_token(sw, (x + size / 2, y + 32), seat_style(seat, colour, colour == "GREY"), size)
            x += size + 2
    for size in (30, 38):
        kit.player_token(sw, (x + size / 2, y + 32), neutral_style(), size)
        x += size + 2
    for g in D.GOODS:
        for size in (30, 32, 34, 36):
            good(sw, (x + size / 2, y + 32), g, size)
            x += size + 2
    for k in D.RUBBLE_TYPES:
        for size in (26, 28):
            rubble(sw, (x + size / 2, y + 32), k, size)
            x += size + 2
    for ink in TEXT_INKS:
        x += kit.text(sw, (x + 4, y + 32), "Ag5", 20, bold=True, fill=ink) + 6


def _palette() -> Image.Image:
    statics = [background(Layout(4, True, True)), background(Layout(2, False, False))]
    sample = palette_sample(statics, W, BACKGROUNDS, _row)
    exact = (
        list(PLAYER_RGB.values())
        + [NEUTRAL_RGB]
        + list(STREET_RGB.values())
        + list(GOOD_RGB.values())
        + list(RUBBLE_RGB.values())
        + list(NOBLE_RGB.values())
        + list(ARCH_RGB.values())
        + list(SHIP_RGB.values())
        + [CARDINAL_RGB, LINE]
        + list(BACKGROUNDS)
        + list(TEXT_INKS)
    )
    return kit.build_palette(sample, exact)
