"""One panel per player: identity, prestige, gold, jokers and punish markers; the wind rose (the
arrow: this round's action cubes, then faces 1..6, each with its cubes by colour and count); the
ship's place and cargo; the dice chosen this round (or only that they were chosen, while hidden);
the quarters and deliveries; the tableau and the active cards (name and cost). The active player's
panel lights what their cubes pay for now (``view.affordable``) and says it in words."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.macao.data import COLOURS, PORTS, START_NODE
from engine.macao.view import MacaoView, SeatView

from .. import kit
from ..skeleton import colour_stripe, seat_frame, total_badge
from ..kit import INK, LINE, MUTED
from .display import HIGHLIGHT, chip
from .labels import L, locale, player_name, port_name
from .layout import LABEL_PX, M, SEAT_H, W, Layout
from .pieces import cube, tile

ROSE_Y, ROSE_H = 60, 104  # the wind rose row, from the panel's top
ARROW_W, FACE_W, ROSE_GAP = 236, 120, 6
ENTRY_W, ENTRY_H = 46, 32  # one colour in a rose face: a cube and its count
CHIP_W, CHIP_H, CHIP_GAP = 270, 76, 8  # widest chip: five fill the row; a long name takes two lines
CHIP_MIN_W = 150
TABLEAU_Y, ACTIVE_Y = 172, 258  # chip rows, from the panel's top
CHIPS_X = 150  # where chips start, after the row's label
ROSE_FILL = (244, 240, 250)
ARROW_FILL = (232, 244, 226)


def _face_rel(face: int) -> kit.Box:
    """Face ``face`` of a wind rose (0 = the arrow) within its panel."""
    x = 24 + (0 if face == 0 else ARROW_W + ROSE_GAP + (face - 1) * (FACE_W + ROSE_GAP))
    return (x, ROSE_Y, x + (ARROW_W if face == 0 else FACE_W), ROSE_Y + ROSE_H)


def face_box(layout: Layout, s: int, face: int) -> kit.Box:
    """Face ``face`` of seat ``s``'s wind rose (0 = the arrow) on the board."""
    x0, y0, _, _ = layout.seat_box(s)
    fx0, fy0, fx1, fy1 = _face_rel(face)
    return (x0 + fx0, y0 + fy0, x0 + fx1, y0 + fy1)


def _panel(active: bool) -> Image.Image:
    """An empty player panel (the rose's faces, the rows' labels), as it stands or while its player
    may act (a warm fill, a thick outline)."""
    img = seat_frame(W - 2 * M, SEAT_H, active)
    d = ImageDraw.Draw(img)
    for face in range(7):
        fx0, fy0, fx1, fy1 = _face_rel(face)
        d.rounded_rectangle(
            (fx0, fy0, fx1, fy1), radius=8, fill=ARROW_FILL if face == 0 else ROSE_FILL, outline=LINE, width=2
        )
        label = L("rose_arrow") if face == 0 else str(face)
        kit.text(img, (fx0 + 8, fy0 + 16), label, LABEL_PX, bold=True, fill=INK if face == 0 else MUTED)
    kit.text(img, (24, TABLEAU_Y + CHIP_H // 2), L("tableau"), LABEL_PX, bold=True)
    kit.text(img, (24, ACTIVE_Y + CHIP_H // 2), L("active"), LABEL_PX, bold=True)
    return img


def panel(active: bool) -> Image.Image:
    return kit.static_layer(("macao.panel", active, locale()), lambda: _panel(active), copy=False)


def seats_frame(img: Image.Image, layout: Layout) -> None:
    for s in range(layout.players):
        kit.paste(img, panel(False), layout.seat_box(s)[:2])


def seat_panel(
    img: Image.Image, layout: Layout, view: MacaoView, seat: SeatView, names: list[str] | None, style: kit.PlayerStyle
) -> None:
    s = seat.seat
    x0, y0, x1, y1 = layout.seat_box(s)
    moving = view.phase != "over" and (view.active == s or (view.active is None and s in view.waiting))
    if moving:
        kit.paste(img, panel(True), (x0, y0))
    colour_stripe(img, (x0, y0, x1, y1), style.colour, 9)
    aff = view.affordable if view.affordable is not None and view.affordable.seat == s else None
    _identity(img, x0, y0 + 30, x1, view, seat, names, style, moving, aff)
    for face in range(7):
        _rose_face(img, face_box(layout, s, face), seat.rose[face] if face < len(seat.rose) else ())
    _ship_and_dice(img, layout, view, seat)
    lit = set(aff.cards) if aff else set()
    _chips(img, x0 + CHIPS_X, y0 + TABLEAU_Y, x1 - 14, seat.tableau, lit)
    _chips(img, x0 + CHIPS_X, y0 + ACTIVE_Y, x1 - 14, seat.active, set())


def _identity(
    img: Image.Image,
    x0: int,
    y: int,
    x1: int,
    view: MacaoView,
    seat: SeatView,
    names: list[str] | None,
    style: kit.PlayerStyle,
    moving: bool,
    aff,
) -> None:
    kit.player_token(img, (x0 + 46, y + 2), style, 50)
    kit.fitted_text(img, (x0 + 80, y), player_name(names, seat.seat), 250, 26, bold=True)
    x = x0 + 350
    x += kit.text(img, (x, y), L("pp", n=seat.pp), 26, bold=True) + 28
    for key, n in (("gold", seat.gold), ("jokers", seat.jokers), ("markers", seat.markers)):
        x += kit.text(img, (x, y), L(key, n=n), 22, bold=bool(n), fill=INK if n else MUTED) + 24
    right = x1 - 16
    if seat.final is not None:
        total = seat.final.get("total", seat.pp)
        total_badge(img, right, y, L("total", n=total), 22, 24, 18)
        return
    if aff is not None:
        words = L("affords", cards=len(aff.cards), quarters=len(aff.quarters), wall=aff.wall, ports=len(aff.sail))
        kit.fitted_text(img, (right, y), words, right - x - 10, 20, bold=True, fill=HIGHLIGHT, anchor="rm")
    elif moving:
        kit.text(img, (right, y), L("to_move_tag"), 20, bold=True, fill=HIGHLIGHT, anchor="rm")


def _rose_face(img: Image.Image, box: kit.Box, counts) -> None:
    """The cubes on one face: each colour present as a cube (with its letter) and its count, in up to
    three rows beside the face's label."""
    fx0, fy0, fx1, _ = box
    ex0 = fx0 + 26
    per_row = max(1, (fx1 - ex0 - 2) // ENTRY_W)
    present = [(COLOURS[i], n) for i, n in enumerate(counts[: len(COLOURS)]) if n]
    for k, (colour, n) in enumerate(present):
        row, col = divmod(k, per_row)
        cx = ex0 + col * ENTRY_W + 12
        cy = fy0 + 20 + row * ENTRY_H
        cube(img, (cx, cy), colour, 24)
        kit.text(img, (cx + 14, cy), str(n), 20, bold=True)


def _ship_and_dice(img: Image.Image, layout: Layout, view: MacaoView, seat: SeatView) -> None:
    x0, y0, x1, _ = layout.seat_box(seat.seat)
    x = face_box(layout, seat.seat, 6)[2] + 20
    room = x1 - 14 - x
    # the ship: where it is and what it carries
    y = y0 + ROSE_Y + 14
    where = port_name(seat.ship) if seat.ship in PORTS else (L("harbour") if seat.ship == START_NODE else seat.ship)
    w = kit.text(img, (x, y), L("ship", node=where), LABEL_PX, bold=True)
    cx = x + w + 26
    for good in seat.cargo:
        if cx > x1 - 30:
            break
        tile(img, (cx, y), good, 34)
        cx += 38
    # this round's dice: chosen (with their colour and face), chosen but hidden, or not yet
    y += 38
    lx = x + kit.text(img, (x, y), L("dice"), LABEL_PX, bold=True) + 10
    if seat.dice is not None:
        for die in seat.dice:
            if 0 <= die < len(COLOURS):
                cube(img, (lx + 13, y), COLOURS[die], 26)
                face = view.dice[die] if die < len(view.dice) else None
                lx += 30 + (kit.text(img, (lx + 30, y), str(face), LABEL_PX, bold=True) if face is not None else 0) + 14
    else:
        kit.text(img, (lx, y), L("dice_hidden") if seat.chosen else L("dice_none"), LABEL_PX, fill=MUTED)
    # quarters and deliveries
    y += 36
    kit.fitted_text(img, (x, y), L("holdings", quarters=len(seat.quarters), delivered=seat.delivered), room, LABEL_PX)


def _chips(img: Image.Image, x: int, y: int, right: int, cards, lit: set[str]) -> None:
    """Card chips in one row; narrower when many, the rest counted (+n)."""
    cards = list(cards)
    if not cards:
        kit.text(img, (x, y + CHIP_H // 2), L("none"), LABEL_PX, fill=MUTED)
        return
    room = right - x
    w = min(CHIP_W, (room - CHIP_GAP * (len(cards) - 1)) // len(cards))
    shown = cards
    if w < CHIP_MIN_W:
        w = CHIP_MIN_W
        fit = max(1, (room - 70 + CHIP_GAP) // (w + CHIP_GAP))
        shown = cards[:fit]
    for i, cid in enumerate(shown):
        kit.paste(img, chip(cid, w, CHIP_H, cid in lit), (x + i * (w + CHIP_GAP), y))
    if len(shown) < len(cards):
        kit.text(
            img,
            (x + len(shown) * (w + CHIP_GAP) + 4, y + CHIP_H // 2),
            L("more", n=len(cards) - len(shown)),
            LABEL_PX,
            bold=True,
        )
