"""What changed since the last board: the latest turn (``view.last_turn``) outlined in the mover's colour.

The location a councillor arrived at (or a Town card used) gets a thick outline and the mover's
marker (colour, letter and shape, so the colour is never the only cue); the location it left a thin
one. Huts hired into, advisor spaces recruited from, the noble rank taken, the Castle/Cathedral
marker just turned and the slot of the card played get a thick outline. The headline names the
same turn in words. :func:`touched_boxes` returns the same places as full-board boxes (the phone
card cuts them out, ``render.phone``).
"""
from __future__ import annotations

from PIL import Image

from engine.emara.view import EmaraView

from .. import kit
from .components import BASIC, RANKS
from .layout import Layout
from .rondels import advisor_box, hut_box, marker_box
from .strips import slot_box
from .tables import rank_box

THICK, THIN = 6, 3            # outline widths: where the turn went / where it came from
BADGE = 34                    # the mover's marker beside a location it arrived at


def _outline(img: Image.Image, box: kit.Box, colour: kit.RGB, width: int, grow: int = 0) -> None:
    x0, y0, x1, y1 = box
    g = grow + width // 2
    kit.rounded_box(img, (x0 - g, y0 - g, x1 + g, y1 + g), fill=None, outline=colour, width=width,
                    radius=10 + g)


def _where(view: EmaraView, loc: str) -> tuple[int, int] | None:
    for b, ring in enumerate(view.boards):
        if loc in ring:
            return b, ring.index(loc)
    return None


def _marks(layout: Layout, view: EmaraView) -> list[tuple[kit.Box, int, int, bool]]:
    """(box, outline width, grow, with the mover's marker) for every place the latest turn touched."""
    lt = view.last_turn
    marks: list[tuple[kit.Box, int, int, bool]] = []
    arrived: list[tuple[int, int]] = []
    for b, frm, to in lt.moves:
        if b < len(view.boards):
            marks.append((layout.loc_box(b, frm), THIN, 2, False))
            arrived.append((b, to))
    arrived += [p for p in (_where(view, loc) for loc in lt.visits) if p is not None]
    for b, pos in dict.fromkeys(arrived):
        marks.append((layout.loc_box(b, pos), THICK, 2, True))
    for loc, i in lt.huts:
        p = _where(view, loc)
        if p is not None:
            marks.append((hut_box(layout.loc_box(*p), i), THICK, 0, False))
    for loc, i, _ in lt.advisors:
        p = _where(view, loc)
        if p is not None:
            marks.append((advisor_box(layout.loc_box(*p), i), THICK, 0, False))
    for key in lt.deeds:
        kind, _, res = key.partition(".")
        loc = {"gift": "castle", "donate": "cathedral"}.get(kind)
        p = _where(view, loc) if loc else None
        if p is not None and res in BASIC:
            marks.append((marker_box(layout.loc_box(*p), BASIC.index(res)), THICK, 0, False))
    for r in lt.ranks:
        if r in RANKS:
            marks.append((rank_box(layout, RANKS.index(r)), THICK, 0, False))
    slots = view.seats[lt.seat].slots if lt.seat < len(view.seats) else ()
    if lt.card and 1 <= lt.slot <= len(slots) and slots[lt.slot - 1] == lt.card:   # until the round ends
        marks.append((slot_box(layout, lt.seat, lt.slot - 1), THICK, 0, False))
    return marks


def _layout(view: EmaraView) -> Layout:
    players = view.players or len(view.seats) or 1
    return Layout(players, view.victoria is not None, view.result is not None)


def touched_boxes(view: EmaraView) -> list[kit.Box]:
    """The full-board pixel boxes of the places the latest turn touched (what :func:`highlight`
    outlines, with its outline and marker); the phone card cuts them out."""
    lt = view.last_turn
    players = view.players or len(view.seats) or 1
    if lt is None or not 0 <= lt.seat < max(players, len(view.seats)):
        return []
    out = []
    for (x0, y0, x1, y1), width, grow, badge in _marks(_layout(view), view):
        g = grow + width
        out.append((x0 - g, y0 - g - (BADGE // 2 + 8 if badge else 0), x1 + g + (BADGE // 2 if badge else 0), y1 + g))
    return out


def highlight(img: Image.Image, layout: Layout, view: EmaraView, styles: list[kit.PlayerStyle]) -> None:
    lt = view.last_turn
    if lt is None or not 0 <= lt.seat < len(styles):
        return
    style = styles[lt.seat]
    for box, width, grow, badge in _marks(layout, view):
        _outline(img, box, style.colour, width, grow)
        if badge:
            kit.player_token(img, (box[2] - 4, box[1] - 8), style, BADGE)
