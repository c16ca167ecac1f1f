"""The city wall: 16 spaces with the players' discs stacked on them, the top disc first (the top of a
stack moves first, A4), and the turn order it gives. For the active player the spaces their cubes
can pay for now (``affordable.wall`` spaces ahead of their disc) are lit."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.macao.data import WALL_SPACES, wall_cost
from engine.macao.view import MacaoView

from .. import kit
from ..kit import HILITE, INK, LINE, MUTED, PANEL
from .labels import L
from .layout import LABEL_PX, M, TITLE_H, TITLE_PX, W, Layout

DISC = 34
DISC_STEP = 36
CELL_FILL = (238, 230, 214)
SHOWN_COSTS = 4  # the hint shows the cost of advancing 1..4 spaces


def wall_frame(img: Image.Image, layout: Layout) -> None:
    y0 = layout.wall_y
    kit.rounded_box(img, (M, y0, W - M, y0 + TITLE_H + 178 + 10), fill=PANEL, radius=12)
    kit.text(img, (M + 14, y0 + TITLE_H // 2 + 2), L("wall"), TITLE_PX, bold=True)
    costs = " · ".join(L("wall_cost", n=n, cubes=wall_cost(n)) for n in range(1, SHOWN_COSTS + 1))
    kit.text(
        img, (W - M - 14, y0 + TITLE_H // 2 + 2), L("wall_hint", costs=costs), LABEL_PX - 2, fill=MUTED, anchor="rm"
    )
    d = ImageDraw.Draw(img)
    for i in range(WALL_SPACES):
        x0, cy0, x1, cy1 = layout.wall_cell(i)
        d.rounded_rectangle((x0, cy0, x1, cy1), radius=6, fill=CELL_FILL, outline=LINE, width=2)
        kit.text(img, ((x0 + x1) / 2, cy0 + 16), str(i + 1), 20, bold=True, fill=MUTED, anchor="mm")


def position(view: MacaoView, seat: int) -> int | None:
    """The wall space (0-based) of ``seat``'s disc."""
    for i, stack in enumerate(view.wall):
        if seat in stack:
            return i
    return None


def wall(img: Image.Image, layout: Layout, view: MacaoView, styles: list[kit.PlayerStyle]) -> None:
    aff = view.affordable
    if aff is not None and aff.wall > 0:
        at = position(view, aff.seat)
        if at is not None:
            for i in range(at + 1, min(WALL_SPACES, at + 1 + aff.wall)):
                x0, y0, x1, y1 = layout.wall_cell(i)
                kit.rounded_box(img, (x0, y0, x1, y1), fill=HILITE, outline=INK, width=4, radius=6)
                kit.text(img, ((x0 + x1) / 2, y0 + 16), str(i + 1), 20, bold=True, fill=INK, anchor="mm")
    for i, stack in enumerate(view.wall[:WALL_SPACES]):
        x0, y0, x1, _ = layout.wall_cell(i)
        for k, seat in enumerate(stack):  # top first: the top disc drawn highest
            if seat < len(styles):
                kit.player_token(img, ((x0 + x1) / 2, y0 + 50 + k * DISC_STEP), styles[seat], DISC)
