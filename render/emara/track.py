"""The scoring track 0-104, compact: one scale across the picture, every player's Citizen (CP) marker
above it (solid) and Building (BP) marker below it (outlined), each with its letter and its exact
number and a line to its place on the scale. Markers at close values stand side by side, in score
order, so none hides another; a marker beyond 104 (a lap) wears a ring and is named at the right of
the title. Victoria (solo) has her CP marker above the scale."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from engine.emara.view import EmaraView

from .. import kit
from ..kit import INK, LINE, MUTED
from .components import TRACK_LEN
from .labels import L
from .layout import (
    M,
    TRACK_BP_NUM_Y,
    TRACK_BP_Y,
    TRACK_CP_NUM_Y,
    TRACK_CP_Y,
    TRACK_SCALE_Y0,
    TRACK_SCALE_Y1,
    TRACK_TITLE_Y,
    TRACK_TOKEN,
    TRACK_X0,
    TRACK_X1,
    Layout,
)

MARK_GAP = 6  # between two markers standing side by side
SCALE_FILL, SCALE_MARK = (250, 246, 236), (250, 225, 170)
TICK_EVERY, NUMBER_EVERY = 5, 10  # the printed track's bold fives; a number every ten


def scale_x(value: int) -> float:
    """Where ``value`` (0..104, a lap wraps) stands on the scale."""
    return TRACK_X0 + (value % TRACK_LEN) * (TRACK_X1 - TRACK_X0) / (TRACK_LEN - 1)


def track_frame(img: Image.Image, layout: Layout) -> None:
    y = layout.track_y
    title = kit.text(img, (M, y + TRACK_TITLE_Y), L("track"), 24, bold=True)
    kit.text(img, (M + title + 24, y + TRACK_TITLE_Y), L("track_key"), 20, fill=MUTED)
    d = ImageDraw.Draw(img)
    y0, y1 = y + TRACK_SCALE_Y0, y + TRACK_SCALE_Y1
    d.rounded_rectangle((TRACK_X0 - 16, y0, TRACK_X1 + 16, y1), radius=8, fill=SCALE_FILL, outline=LINE, width=2)
    for v in range(TRACK_LEN):
        x = round(scale_x(v))
        if v % NUMBER_EVERY == 0:
            d.rectangle((x - 12, y0 + 2, x + 12, y1 - 2), fill=SCALE_MARK)
            kit.text(img, (x, (y0 + y1) / 2), str(v), 18, bold=True, anchor="mm")
        else:
            tick = 9 if v % TICK_EVERY == 0 else 4
            d.line((x, y0, x, y0 + tick), fill=INK if tick > 4 else LINE, width=2 if tick > 4 else 1)
            d.line((x, y1 - tick, x, y1), fill=INK if tick > 4 else LINE, width=2 if tick > 4 else 1)


@dataclass(frozen=True)
class Marker:
    value: int
    style: kit.PlayerStyle
    order: int  # seat order among equal values (Victoria last)


def spread(ideal: list[float], step: float, lo: float, hi: float) -> list[float]:
    """Positions as close to ``ideal`` (ascending) as markers ``step`` apart allow, within lo..hi."""
    xs: list[float] = []
    for x in ideal:
        xs.append(max(x, lo, xs[-1] + step if xs else lo))
    limit = hi
    for i in range(len(xs) - 1, -1, -1):  # pushed past the right end: slide back left
        xs[i] = min(xs[i], limit)
        limit = xs[i] - step
    return xs


def _lane(img: Image.Image, markers: list[Marker], token_y: float, num_y: float, scale_y: float, hollow: bool) -> None:
    markers = sorted(markers, key=lambda m: (m.value % TRACK_LEN, m.order))
    half = TRACK_TOKEN / 2
    xs = spread([scale_x(m.value) for m in markers], TRACK_TOKEN + MARK_GAP, M + half, img.width - M - half)
    d = ImageDraw.Draw(img)
    edge = token_y + (half if scale_y > token_y else -half)
    for m, x in zip(markers, xs):
        d.line(
            (x, edge, scale_x(m.value), scale_y), fill=m.style.colour if m.style.colour != (0, 0, 0) else INK, width=3
        )
        d.ellipse((scale_x(m.value) - 4, scale_y - 4, scale_x(m.value) + 4, scale_y + 4), fill=INK)
    for m, x in zip(markers, xs):
        # an outlined marker leaves no room for a letter inside a triangle or diamond: its shape tells
        kit.player_token(
            img, (x, token_y), m.style, TRACK_TOKEN, hollow=hollow, letter=not hollow, ring=m.value >= TRACK_LEN
        )
        kit.text(img, (x, num_y), str(m.value), 20, bold=True, anchor="mm")


def track(
    img: Image.Image, layout: Layout, view: EmaraView, names: list[str] | None, styles: list[kit.PlayerStyle]
) -> None:
    y = layout.track_y
    cp = [Marker(seat.cp, styles[s], s) for s, seat in enumerate(view.seats)]
    bp = [Marker(seat.bp, styles[s], s) for s, seat in enumerate(view.seats)]
    laps = [
        L("lap." + key, letter=styles[s].letter, n=v)
        for s, seat in enumerate(view.seats)
        for key, v in (("cp", seat.cp), ("bp", seat.bp))
        if v >= TRACK_LEN
    ]
    vic = view.victoria
    if vic:
        cp.append(Marker(vic.cp, kit.NEUTRAL, len(view.seats)))
        if vic.cp >= TRACK_LEN:
            laps.append(L("lap.victoria", n=vic.cp))
    _lane(img, cp, y + TRACK_CP_Y, y + TRACK_CP_NUM_Y, y + TRACK_SCALE_Y0, hollow=False)
    _lane(img, bp, y + TRACK_BP_Y, y + TRACK_BP_NUM_Y, y + TRACK_SCALE_Y1, hollow=True)
    if laps:  # right of the title and key (the test of labels catches a cut one)
        key_end = M + kit.text_width(L("track"), 24, True) + 24 + kit.text_width(L("track_key"), 20) + 24
        kit.fitted_text(
            img,
            (img.width - M, y + TRACK_TITLE_Y),
            L("lap") + " " + ", ".join(laps),
            img.width - M - key_end,
            20,
            bold=True,
            anchor="rm",
        )
