"""What changed since the last board: the latest turn (``view.last_turn``) outlined in the mover's colour.

The location a councillor arrived at (or a Town card used) gets a thick outline and the mover's
marker (colour, letter and shape, so the colour is never the only cue); the location it left a thin
one. Huts hired into, advisor spaces recruited from, the noble rank taken, the Castle/Cathedral
marker just turned and the slot of the card played get a thick outline. The headline names the
same turn in words; :func:`touched_boxes` gives the outlined regions (other pictures cut them out).
"""

from __future__ import annotations

from PIL import Image

from engine.emara.view import EmaraView, as_view

from .. import kit
from ..skeleton import THIN, Mark, draw_turn, extents
from .components import BASIC, RANKS
from .layout import W, Layout
from .rondels import advisor_box, hut_box, marker_box
from .strips import slot_box
from .tables import rank_box


def layout_of(view: EmaraView) -> Layout:
    """The board's layout for ``view`` (as ``render.emara.draw`` places it)."""
    players = view.players or len(view.seats) or 1
    return Layout(players, view.victoria is not None, view.result is not None)


def _where(view: EmaraView, loc: str) -> tuple[int, int] | None:
    for b, ring in enumerate(view.boards):
        if loc in ring:
            return b, ring.index(loc)
    return None


def marks(layout: Layout, view: EmaraView) -> list[Mark]:
    """The marks of the latest turn (empty before anyone acted)."""
    lt = view.last_turn
    if lt is None:
        return []
    out: list[Mark] = []
    arrived: list[tuple[int, int]] = []
    for b, frm, to in lt.moves:
        if b < len(view.boards):
            out.append(Mark(layout.loc_box(b, frm), THIN))
            arrived.append((b, to))
    arrived += [p for p in (_where(view, loc) for loc in lt.visits) if p is not None]
    for b, pos in dict.fromkeys(arrived):
        out.append(Mark(layout.loc_box(b, pos), badge=True))
    for loc, i in lt.huts:
        p = _where(view, loc)
        if p is not None:
            out.append(Mark(hut_box(layout.loc_box(*p), i), grow=0))
    for loc, i, _ in lt.advisors:
        p = _where(view, loc)
        if p is not None:
            out.append(Mark(advisor_box(layout.loc_box(*p), i), grow=0))
    for key in lt.deeds:
        kind, _, res = key.partition(".")
        given_to = {"gift": "castle", "donate": "cathedral"}.get(kind)
        p = _where(view, given_to) if given_to else None
        if p is not None and res in BASIC:
            out.append(Mark(marker_box(layout.loc_box(*p), BASIC.index(res)), grow=0))
    for r in lt.ranks:
        if r in RANKS:
            out.append(Mark(rank_box(layout, RANKS.index(r)), grow=0))
    slots = view.seats[lt.seat].slots if lt.seat < len(view.seats) else ()
    if lt.card and 1 <= lt.slot <= len(slots) and slots[lt.slot - 1] == lt.card:  # until the round ends
        out.append(Mark(slot_box(layout, lt.seat, lt.slot - 1), grow=0))
    return out


def highlight(img: Image.Image, layout: Layout, view: EmaraView, styles: list[kit.PlayerStyle]) -> None:
    draw_turn(img, view.last_turn.seat if view.last_turn else None, marks(layout, view), styles)


def touched_boxes(view: EmaraView | dict) -> list[kit.Box]:
    """The full-board pixel boxes of the regions the last move touched (with their outlines and the
    mover's marker), the same regions :func:`highlight` outlines; empty before anyone acted."""
    view = as_view(view)
    layout = layout_of(view)
    return extents(marks(layout, view), (W, layout.height))
