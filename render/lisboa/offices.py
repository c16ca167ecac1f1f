"""The three offices of the nobles: six spaces with the officials in them (a player's piece, or the
neutral one), the courtyard below, and the noble's two state-action spaces with the good covering
each one this turn."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.lisboa import data as D
from engine.lisboa.view import LisboaView

from .. import kit
from ..kit import INK, LINE, MUTED, PANEL
from .labels import L, action_name, noble_name
from .layout import PAD, Layout
from .pieces import GOOD_RGB, NOBLE_RGB, empty_slot, good, official

BAND_H = 34
SPACE, SPACE_STEP = 38, 46
COURT = 30
COURT_MAX = 6
ACTION_FILL = (240, 236, 226)


def office_box(layout: Layout, k: int) -> kit.Box:
    x0, y0, x1, y1 = layout.offices_box
    w = (x1 - x0 - 2 * PAD + 10) // len(D.NOBLES)
    bx = x0 + PAD + k * w
    return (bx, y0 + 8, bx + w - 10, y1 - 8)


def _space(box: kit.Box, i: int) -> tuple[float, float]:
    x0, y0, x1, _ = box
    row, col = divmod(i, 3)
    left = (x0 + x1) / 2 - SPACE_STEP
    return left + col * SPACE_STEP, y0 + BAND_H + 32 + row * SPACE_STEP


def _action_box(box: kit.Box, j: int) -> kit.Box:
    x0, _, x1, y1 = box
    w = (x1 - x0 - 6) // 2
    ax = x0 + j * (w + 6)
    return (ax, y1 - 58, ax + w, y1)


def _courtyard_y(box: kit.Box) -> float:
    return _space(box, 3)[1] + SPACE_STEP - 2


def offices_frame(img: Image.Image, layout: Layout) -> None:
    kit.rounded_box(img, layout.offices_box, fill=PANEL, radius=12)
    d = ImageDraw.Draw(img)
    for k, noble in enumerate(D.NOBLES):
        box = office_box(layout, k)
        x0, y0, x1, y1 = box
        d.rounded_rectangle(box, radius=8, fill=(250, 248, 242), outline=LINE, width=2)
        d.rounded_rectangle(
            (x0, y0, x1, y0 + BAND_H),
            radius=8,
            fill=NOBLE_RGB[noble],
            outline=LINE,
            width=2,
            corners=(True, True, False, False),
        )
        kit.centred_text(
            img, (x0, y0, x1, y0 + BAND_H), noble_name(noble), 22, bold=True, fill=kit.contrast_ink(NOBLE_RGB[noble])
        )
        for i in range(D.OFFICE_SPACES):
            empty_slot(img, _space(box, i), SPACE, "circle")
        kit.text(img, (x0 + 8, _courtyard_y(box)), L("courtyard"), 18, fill=MUTED)
        for j, action in enumerate(D.STATE_ACTIONS[noble]):
            ab = _action_box(box, j)
            d.rounded_rectangle(ab, radius=6, fill=ACTION_FILL, outline=LINE, width=2)
            _two_lines(img, ab, action_name(action))


def _two_lines(img: Image.Image, box: kit.Box, s: str, fill: kit.RGB = INK) -> None:
    """``s`` in one line if it fits, else split at the space nearest the middle."""
    x0, y0, x1, y1 = box
    room = x1 - x0 - 8
    if kit.text_width(s, 18, True) <= room or " " not in s:
        kit.centred_text(img, box, s, 18, bold=True, fill=fill)
        return
    cut = min((i for i, ch in enumerate(s) if ch == " "), key=lambda i: abs(i - len(s) / 2))
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    for part, dy in ((s[:cut], -12), (s[cut + 1 :], 12)):
        kit.fitted_text(img, (cx, cy + dy), part, room, 18, bold=True, fill=fill, anchor="mm")


def offices(img: Image.Image, layout: Layout, view: LisboaView, styles: list[kit.PlayerStyle]) -> None:
    for k, noble in enumerate(D.NOBLES):
        box = office_box(layout, k)
        for i, owner in enumerate(view.offices.get(noble, ())[: D.OFFICE_SPACES]):
            official(img, _space(box, i), owner, styles, SPACE)
        court = view.courtyards.get(noble, ())
        x0, _, x1, _ = box
        y = _courtyard_y(box)
        x = x0 + 14 + kit.text_width(L("courtyard"), 18)
        shown = list(court[:COURT_MAX])  # overlapping when crowded, the rest counted
        for cx, cy in kit.marker_row(y, x, x1 - (34 if len(court) > COURT_MAX else 6), len(shown), COURT):
            official(img, (cx, cy), shown.pop(0), styles, COURT)
        if len(court) > COURT_MAX:
            kit.text(img, (x1 - 4, y), f"+{len(court) - COURT_MAX}", 18, bold=True, anchor="rm")
        d = ImageDraw.Draw(img)
        for j, action in enumerate(D.STATE_ACTIONS[noble]):
            g = view.action_goods.get(action)
            if g:  # covered this turn: tinted, the good on its corner
                ab = _action_box(box, j)
                d.rounded_rectangle(ab, radius=6, fill=GOOD_RGB[g], outline=INK, width=2)
                _two_lines(img, ab, action_name(action), kit.contrast_ink(GOOD_RGB[g]))
                good(img, (ab[0] + 2, ab[1] + 2), g, 26)
