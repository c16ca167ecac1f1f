"""The last move on the board: the latest turn (``view.last_turn``) outlined in the mover's colour.

What the turn went to gets a thick outline and the mover's marker (colour, letter and shape, so the
colour is never the only cue): the city quarter taken, the sea space or port the ship ended on, the
wall space reached, the port card delivered to. Where a piece came from (a sea space left, the wall
space left) gets a thin one. Cards drafted, activated or used, the dice chosen and prestige bought
mark the parts of the mover's panel they changed. The headline (``header.last_words``) names the same
turn in words. :func:`touched_boxes` gives the same regions (other pictures cut them out).
"""

from __future__ import annotations

from PIL import Image

from engine.core.last_turn import split
from engine.core.text import DEFAULT_LOCALE
from engine.macao.data import COLOURS, PORTS, QUARTERS, SEA_LAYOUT, START_NODE, WALL_SPACES
from engine.macao.view import MacaoView

from .. import kit
from ..kit import speaking
from ..skeleton import THIN, Mark, draw_turn, extents, union
from .layout import CARD_H, M, TITLE_H, W, Layout
from .sea import SHIP, ship_spots, _node_rect
from .seats import ACTIVE_Y, CHIP_H, CHIPS_X, TABLEAU_Y, face_box
from .labels import L, card_name, colour_name, good_name, locale, port_name

__all__ = ["highlight", "last_move_words", "layout_of", "marks", "touched_boxes"]


def layout_of(view: MacaoView) -> Layout:
    """The board's layout for ``view`` (as ``render.macao.draw`` places it)."""
    return Layout(len(view.seats), view.phase == "over", bool(view.display))


def _node(layout: Layout, node: str, players: int) -> kit.Box:
    """A sea node with every place a ship may stand beside it (one to ``players`` ships there)."""
    h = SHIP // 2 + 2
    boxes: list[kit.Area] = [_node_rect(layout, node)]
    for n in range(1, players + 1):
        boxes += [(x - h, y - h, x + h, y + h) for x, y in ship_spots(layout, node, n, locale())]
    return union((round(a), round(b), round(c), round(d)) for a, b, c, d in boxes)


def _row(layout: Layout, seat: int, y: int) -> kit.Box:
    x0, y0, x1, _ = layout.seat_box(seat)
    return (x0 + CHIPS_X - 6, y0 + y - 4, x1 - 10, y0 + y + CHIP_H + 4)


def _identity(layout: Layout, seat: int) -> kit.Box:
    x0, y0, x1, _ = layout.seat_box(seat)
    return (x0 + 16, y0 + 8, x1 - 10, y0 + 54)


def marks(layout: Layout, view: MacaoView) -> list[Mark]:
    """The marks of the latest turn (empty before anyone acted)."""
    lt = view.last_turn
    if lt is None or not 0 <= lt.seat < len(view.seats):
        return []
    out: list[Mark] = []
    players = len(view.seats)
    arrived: list[str] = []
    left: list[str] = []
    for deed in lt.deeds:
        seat, kind, args = split(deed, lt.seat)
        if kind == "quarter" and args and args[0] in QUARTERS:
            q = QUARTERS[args[0]]
            out.append(Mark(layout.cell_box(q.row, q.col), badge=True))
        elif kind == "wall" and len(args) == 2:
            frm, to = int(args[0]), int(args[1])
            if 0 <= frm < WALL_SPACES and frm != to:
                out.append(Mark(layout.wall_cell(frm), THIN))
            if 0 <= to < WALL_SPACES:
                out.append(Mark(layout.wall_cell(to), badge=True))
        elif kind == "sail" and len(args) == 2 and all(n in SEA_LAYOUT for n in args):
            left.append(args[0])
            arrived.append(args[1])
        elif kind == "deliver" and args and args[0] in PORTS:
            out.append(Mark(layout.port_box(list(PORTS).index(args[0])), badge=True))
        elif kind in ("take", "discard") and seat < players:
            out.append(Mark(_row(layout, seat, TABLEAU_Y)))
            if kind == "take" and layout.offer and view.display:  # the cards left on offer moved up
                y = layout.top_y + TITLE_H
                out.append(Mark((M + 10, y - 2, W - M - 10, y + CARD_H + 2), THIN))
        elif kind in ("act", "use") and seat < players:
            out.append(Mark(_row(layout, seat, ACTIVE_Y)))
            if kind == "act":
                out.append(Mark(_row(layout, seat, TABLEAU_Y), THIN))
        elif kind == "dice" and seat < players:
            out.append(Mark(union(face_box(layout, seat, f) for f in range(1, 7))))
        elif kind == "buy" and seat < players:
            out.append(Mark(_identity(layout, seat)))
    if arrived:
        last = arrived[-1]
        for node in dict.fromkeys(left):
            if node not in arrived:
                out.append(Mark(_node(layout, node, players), THIN))
        for node in dict.fromkeys(arrived):
            out.append(Mark(_node(layout, node, players), badge=node == last))
    return out


def highlight(img: Image.Image, layout: Layout, view: MacaoView, styles: list[kit.PlayerStyle]) -> None:
    draw_turn(img, view.last_turn.seat if view.last_turn else None, marks(layout, view), styles)


def touched_boxes(view: MacaoView | dict, locale: str = DEFAULT_LOCALE) -> list[kit.Box]:
    """The full-board pixel boxes of the regions the last move touched (with their outlines and the
    mover's marker), in the order done; empty before anyone acted. ``locale``: the picture's language
    (a port's box on the sea fits its name)."""
    view = kit.as_view(view, MacaoView, "macao")  # not the package's: it imports this module
    layout = layout_of(view)
    with speaking(locale):
        return extents(marks(layout, view), (W, layout.height))


def _node_name(node: str) -> str:
    if node in PORTS:
        return port_name(node)
    return L("harbour") if node == START_NODE else node


def last_move_words(view: MacaoView) -> str:
    """The latest turn in a few words: ``quarter 12 · sailed to Lisbon · delivered tea to Lisbon``."""
    lt = view.last_turn
    if lt is None:
        return L("lt.none")
    words: list[str] = []
    sailing = False
    for deed in lt.deeds:
        _, kind, args = split(deed, lt.seat)
        if kind == "sail":  # one voyage, however many legs: where it ended
            if sailing:
                words.pop()
            words.append(L("lt.sail", node=_node_name(args[-1])))
        elif kind in ("take", "discard", "act", "use"):
            words.append(L("lt." + kind, card=card_name(args[0])))
        elif kind == "quarter":
            words.append(L("lt.quarter", n=int(args[0][1:])))
        elif kind == "wall":
            words.append(L("lt.wall", space=int(args[1]) + 1))
        elif kind == "deliver":
            words.append(L("lt.deliver", good=good_name(args[1]), port=port_name(args[0])))
        elif kind == "buy":
            words.append(L("lt.buy"))
        elif kind == "dice":
            words.append(L("lt.dice", a=colour_name(COLOURS[int(args[0])]), b=colour_name(COLOURS[int(args[1])])))
        sailing = kind == "sail"
    return L("sep").join(words) or L("lt.none")
