"""The last move on the board: the latest turn (``view.last_turn``) outlined in the mover's colour.

What the turn went to gets a thick outline, the first of them the mover's marker too (colour, letter
and shape, so the colour is never the only cue): the parcel a Store was built on, the site a Public
Building was opened on, the office visited or hired into, the Clergy slot taken, the plan stack, the
decree display, the political pile drawn from, the portfolio slot a card was played to. What it took
from or moved along the way gets a thin one: the rubble cubes' row and column, the supply, the
shipyard, the next Public Building, the tracks. A deed of a seat joining the Visit is outlined in
that seat's colour. The headline (``last_move_words``) names the turn in words; :func:`touched_boxes`
gives the same regions (other pictures cut them out).
"""

from __future__ import annotations

from PIL import Image

from engine.core.last_turn import split
from engine.core.text import DEFAULT_LOCALE
from engine.lisboa import data as D
from engine.lisboa.view import LisboaView

from .. import kit
from ..kit import speaking
from ..skeleton import THIN, Mark, draw_marks, extents
from .church import slot_box
from .city import site_box
from .display import SLOTS, arch_box, card_box
from .labels import L, action_name, architect, good_name, noble_name, player_name
from .layout import COL_RUBBLE_H, ROW_RUBBLE_W, ROW_RUBBLE_X0, W, Layout
from .offices import office_box
from .seats import BOTTOM_H, BOTTOM_Y, RIGHT_X, SLOT_GAP, SLOT_W, TOP_H, TOP_Y

__all__ = ["highlight", "last_move_words", "layout_of", "marks", "touched_boxes"]


def layout_of(view: LisboaView) -> Layout:
    """The board's layout for ``view`` (as ``render.lisboa.draw`` places it)."""
    return Layout(len(view.seats), view.phase == "over", view.row_e_open)


def _slot(layout: Layout, seat: int, row: str, i: int) -> kit.Box:
    """A portfolio slot of ``seat``'s panel: ``row`` "top" or "bottom", ``i`` 0..2."""
    x0, y0, _, _ = layout.seat_box(seat)
    bx = x0 + 30 + i * (SLOT_W + SLOT_GAP)
    y, h = (TOP_Y, TOP_H) if row == "top" else (BOTTOM_Y, BOTTOM_H)
    return (bx, y0 + y, bx + SLOT_W, y0 + y + h)


def _portfolio(layout: Layout, view: LisboaView, seat: int, card: str) -> kit.Box:
    """The slot holding ``card`` now, or the whole portfolio (the card went on since)."""
    sv = view.seats[seat]
    for row, cards in (("top", sv.top), ("bottom", sv.bottom)):
        if card in cards:
            return _slot(layout, seat, row, cards.index(card))
    a, b = _slot(layout, seat, "top", 0), _slot(layout, seat, "bottom", D.PORTFOLIO_BOTTOM_SLOTS - 1)
    return (a[0], a[1], b[2], b[3])


def _goods(layout: Layout, seat: int) -> kit.Box:
    x0, y0, _, _ = layout.seat_box(seat)
    return (x0 + RIGHT_X - 4, y0 + TOP_Y + 20, x0 + RIGHT_X + 236, y0 + TOP_Y + 48 + 46 + 24)


def _parcel(layout: Layout, pid: str) -> tuple[kit.Box, kit.Box, kit.Box]:
    """The parcel, its row's rubble and its column's rubble (a Store's cube comes from one of them)."""
    p = D.PARCEL[pid]
    r, c = D.ROWS.index(p.row), D.COLUMNS.index(p.column)
    box = layout.parcel_box(r, c)
    y0, y1 = layout.row_y(r)
    x0, x1 = layout.column_x(c)
    return (
        box,
        (ROW_RUBBLE_X0 - 2, y0 + 2, ROW_RUBBLE_X0 + ROW_RUBBLE_W + 2, y1 - 2),
        (x0 + 2, layout.col_rubble_y0 - 2, x1 - 2, layout.col_rubble_y0 + COL_RUBBLE_H),
    )


def _inset(box: kit.Box) -> kit.Box:
    """A whole section, just inside its frame."""
    x0, y0, x1, y1 = box
    return (x0 + 4, y0 + 4, x1 - 4, y1 - 4)


def marks(layout: Layout, view: LisboaView) -> list[tuple[int, Mark]]:
    """``(seat, mark)`` of the latest turn, the seat whose colour outlines it (empty before anyone acted)."""
    lt = view.last_turn
    if lt is None:
        return []
    seats = len(view.seats)
    out: list[tuple[int, Mark]] = []
    tracks: list[kit.Box] = []

    def add(seat: int, box: kit.Box, width: int = 6) -> None:
        out.append((seat, Mark(box, width)))

    for deed in lt.deeds:
        seat, kind, args = split(deed, lt.seat)
        if not 0 <= seat < seats:
            continue
        arg = args[0] if args else ""
        if kind == "folio" and arg in D.POLITICAL_CARD:
            add(seat, _portfolio(layout, view, seat, arg))
        elif kind == "gold":
            add(seat, _goods(layout, seat))
        elif kind in ("visit", "join") and (arg in D.POLITICAL_CARD or arg in D.NOBLES):
            noble = arg if arg in D.NOBLES else D.POLITICAL_CARD[arg].pile
            if noble in D.NOBLES:
                add(seat, office_box(layout, D.NOBLES.index(noble)), 6 if kind == "visit" else THIN)
        elif kind == "event":
            add(seat, card_box(layout, SLOTS.index("COURT")))
        elif kind == "store" and arg in D.PARCEL:
            parcel, row, col = _parcel(layout, arg)
            add(seat, parcel)
            add(seat, row, THIN)
            add(seat, col, THIN)
            add(seat, layout.supply_box, THIN)  # the City tile left the display
        elif kind == "pb" and arg in D.SITE:
            add(seat, site_box(layout, arg))
            add(seat, arch_box(layout, 0), THIN)  # the next building turned up
            add(seat, arch_box(layout, 1), THIN)
        elif kind == "decree":  # the display refilled from the deck
            add(seat, _inset(layout.decrees_box))
        elif kind == "hire":
            for n in args:
                if n in D.NOBLES:
                    add(seat, office_box(layout, D.NOBLES.index(n)))
        elif kind == "office" and arg in D.NOBLES:  # an Official came or left
            add(seat, office_box(layout, D.NOBLES.index(arg)), THIN)
        elif kind == "plan" and arg in D.ARCHITECTS:
            add(seat, arch_box(layout, D.ARCHITECTS.index(arg)))
        elif kind == "ship":
            add(seat, card_box(layout, SLOTS.index("SHIPYARD")), THIN)
            add(seat, _portfolio(layout, view, seat, arg))
        elif kind == "cardinal" and arg in D.CHURCH_SLOTS:
            add(seat, _inset(layout.church_box), THIN)  # the Cardinal moved round the church
            add(seat, slot_box(layout, arg))
        elif kind == "favor":
            add(seat, layout.supply_box, THIN)
        elif kind == "trade" and arg in D.NOBLE_OF_ACTION:
            add(seat, office_box(layout, D.NOBLES.index(D.NOBLE_OF_ACTION[arg])), THIN)
        elif kind == "sell" and len(args) == 3 and 0 <= int(args[1]) < seats:
            add(seat, _goods(layout, seat), THIN)
            add(seat, _slot(layout, int(args[1]), "top", int(args[2])))
        elif kind == "produce":
            add(seat, _goods(layout, seat))
        elif kind == "draw" and arg in D.PILES:
            add(seat, card_box(layout, SLOTS.index(arg)))
        elif kind == "treasury":
            tracks.append(_inset(layout.treasury_box))
        elif kind == "price":
            tracks.append(_inset(layout.prices_box))
    out += [(lt.seat, Mark(box, THIN)) for box in dict.fromkeys(tracks)]
    seen: set = set()
    unique = []
    for seat, m in sorted(out, key=lambda sm: -sm[1].width):  # a region once, its thickest outline
        if (seat, m.box) not in seen:
            seen.add((seat, m.box))
            unique.append((seat, m))
    first = next((i for i, (seat, m) in enumerate(unique) if seat == lt.seat and m.width > THIN), None)
    if first is not None:  # the mover's marker on its first deed
        seat, m = unique[first]
        unique[first] = (seat, Mark(m.box, m.width, badge=True, grow=m.grow))
    return unique


def highlight(img: Image.Image, layout: Layout, view: LisboaView, styles: list[kit.PlayerStyle]) -> None:
    for seat, m in marks(layout, view):
        if seat < len(styles):
            draw_marks(img, [m], styles[seat])


def touched_boxes(view: LisboaView | dict, locale: str = DEFAULT_LOCALE) -> list[kit.Box]:
    """The full-board pixel boxes of the regions the last move touched (with their outlines and the
    mover's marker); empty before anyone acted. ``locale`` is accepted for the games' common
    signature (Lisboa's places do not depend on the language)."""
    view = kit.as_view(view, LisboaView, "lisboa")  # not the package's: it imports this module
    layout = layout_of(view)
    with speaking(locale):
        return extents((m for _, m in marks(layout, view)), (W, layout.height))


def last_move_words(view: LisboaView, names: list[str] | None = None) -> str:
    """The latest turn in a few words: ``played to portfolio · Store in A3 · drew from Marquis``."""
    lt = view.last_turn
    if lt is None:
        return L("lt.none")
    words: list[str] = []
    for deed in lt.deeds:
        seat, kind, args = split(deed, lt.seat)
        arg = args[0] if args else ""
        text = None
        if kind in ("gold", "folio", "event"):
            text = L("lt." + kind)
        elif kind == "visit" and arg in D.POLITICAL_CARD:
            text = L("lt.visit", noble=noble_name(D.POLITICAL_CARD[arg].pile))
        elif kind == "join" and arg in D.NOBLES:
            rival = seat < len(view.seats) and view.seats[seat].rival
            text = L("lt.join", player=player_name(names, seat, rival), noble=noble_name(arg))
        elif kind == "store" and arg in D.PARCEL:
            text = L("lt.store", parcel=D.PARCEL[arg].row + arg[2:])
        elif kind == "pb":
            text = L("lt.pb")
        elif kind == "decree":
            text = L("lt.decree")
        elif kind == "hire":
            text = L("lt.hire", a=noble_name(args[0]), b=noble_name(args[1]))
        elif kind == "plan" and arg in D.ARCHITECTS:
            text = L("lt.plan", arch=architect(arg, True))
        elif kind == "ship":
            text = L("lt.ship")
        elif kind == "cardinal":
            text = L("lt.cardinal")
        elif kind == "favor" and arg in D.NOBLES:
            text = L("lt.favor", noble=noble_name(arg))
        elif kind == "trade" and arg in D.NOBLE_OF_ACTION:
            text = L("lt.trade", action=action_name(arg))
        elif kind == "sell":
            text = L("lt.sell", good=good_name(arg))
        elif kind == "produce":
            text = L("lt.produce")
        elif kind == "draw" and arg in D.PILES:
            text = L("lt.draw", pile=noble_name(arg))
        if text is not None and (not words or words[-1] != text):  # two sales in a row: once
            words.append(text)
    return L("lt.sep").join(words) or L("lt.none")
