"""The political display (the four piles: the face-up top card's face, or a face-down back, and the
pile's size), the Royal Court, the shipyard (top ship and stack size), and per architect the public
building on offer, the next one face up on its stack (with the stack's size) and the top plan of the
plan stack (its officials needed and the stack's size)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.lisboa import data as D
from engine.lisboa.view import LisboaView, Pile

from .. import kit
from ..kit import INK, LINE, MUTED, PANEL
from .labels import L, architect, noble_name
from .layout import CARD_H, CARD_W, LABEL_PX, PAD, TITLE_H, TITLE_PX, Layout
from .pieces import ARCH_RGB, is_ship, pb_tile, political_card, ship_card

FACE_H = 150  # a card's face; its pile's size below it
BACK_FILL = (90, 84, 100)
SLOTS = (*D.PILES, "COURT", "SHIPYARD")
NEXT_MIN_W = 70  # the next Public Building: narrower than the one on offer, never below this


def card_box(layout: Layout, k: int) -> kit.Box:
    x0, y0, _, _ = layout.display_box
    x = x0 + PAD + k * (CARD_W + 10)
    return (x, y0 + TITLE_H, x + CARD_W, y0 + TITLE_H + CARD_H)


def arch_box(layout: Layout, j: int) -> kit.Box:
    x0 = card_box(layout, len(SLOTS))[0] + 6
    _, y0, x1, _ = layout.display_box
    w = (x1 - PAD - x0 - 10) // 2
    bx = x0 + j * (w + 10)
    return (bx, y0 + TITLE_H, bx + w, y0 + TITLE_H + CARD_H)


def display_frame(img: Image.Image, layout: Layout) -> None:
    x0, y0, x1, y1 = layout.display_box
    kit.rounded_box(img, layout.display_box, fill=PANEL, radius=12)
    kit.text(img, (x0 + PAD, y0 + TITLE_H // 2 + 2), L("political"), TITLE_PX, bold=True)
    ax = arch_box(layout, 0)[0]
    kit.text(img, (ax, y0 + TITLE_H // 2 + 2), L("buildings"), TITLE_PX, bold=True)
    d = ImageDraw.Draw(img)
    for k, slot in enumerate(SLOTS):
        bx0, by0, bx1, by1 = card_box(layout, k)
        d.rounded_rectangle((bx0, by0, bx1, by0 + FACE_H), radius=10, fill=kit.FAINT, outline=LINE, width=2)
        if slot == "COURT":
            kit.centred_text(img, (bx0, by0 + FACE_H, bx1, by1), L("court"), LABEL_PX, bold=True)
    for j, arch in enumerate(D.ARCHITECTS):
        bx0, by0, bx1, by1 = arch_box(layout, j)
        d.rounded_rectangle((bx0, by0, bx1, by1), radius=10, fill=(250, 248, 242), outline=ARCH_RGB[arch], width=3)
        kit.centred_text(img, (bx0, by0 + 2, bx1, by0 + 30), architect(arch), LABEL_PX, bold=True, fill=ARCH_RGB[arch])


def _back(img: Image.Image, box: kit.Box, pile: str) -> None:
    """A face-down card: the back of its pile."""
    x0, y0, x1, y1 = box
    kit.rounded_box(img, box, fill=BACK_FILL, outline=INK, radius=10)
    name = noble_name(pile)
    kit.centred_text(img, (x0, y0 + 20, x1, y0 + 60), name, 22, bold=True, fill=kit.WHITE)
    kit.centred_text(img, (x0, y0 + 70, x1, y1 - 20), L("face_down"), 18, fill=kit.WHITE)


def _face(img: Image.Image, box: kit.Box, card: str) -> None:
    x0, y0, x1, y1 = box
    face = ship_card(card, x1 - x0, y1 - y0) if is_ship(card) else political_card(card, x1 - x0, y1 - y0)
    kit.paste(img, face, (x0, y0))


def display(img: Image.Image, layout: Layout, view: LisboaView) -> None:
    for k, slot in enumerate(SLOTS):
        bx0, by0, bx1, by1 = card_box(layout, k)
        face = (bx0, by0, bx1, by0 + FACE_H)
        if slot in D.PILES:
            pile: Pile = view.piles.get(slot, Pile(count=0))
            if pile.top:
                _face(img, face, pile.top)
            elif pile.count:
                _back(img, face, slot)
            kit.centred_text(img, (bx0, by0 + FACE_H, bx1, by1), L("pile", n=pile.count), LABEL_PX, bold=True)
        elif slot == "COURT":
            if view.court:
                _face(img, face, view.court)
        else:
            if view.shipyard.top:
                _face(img, face, view.shipyard.top)
            kit.centred_text(
                img, (bx0, by0 + FACE_H, bx1, by1), L("shipyard", n=view.shipyard.count), LABEL_PX, bold=True
            )
    for j, arch in enumerate(D.ARCHITECTS):
        bx0, by0, bx1, by1 = arch_box(layout, j)
        pb = view.pb.get(arch)
        if pb is not None and pb.available:
            pb_tile(img, (bx0 + 12, by0 + 34, bx1 - 12, by0 + 80), D.PUBLIC_BUILDING[pb.available].side(arch), arch)
        if pb is not None and pb.next:  # face up on its stack (seed 004 p. 6)
            x = bx0 + 12 + kit.text(img, (bx0 + 12, by0 + 99), L("next_pb"), 18, bold=True) + 6
            pb_tile(
                img,
                (min(x, bx1 - 12 - NEXT_MIN_W), by0 + 86, bx1 - 12, by0 + 112),
                D.PUBLIC_BUILDING[pb.next].side(arch),
                arch,
            )
        if pb is not None:
            kit.text(img, (bx0 + 12, by0 + 124), L("stack", n=pb.count), 18, fill=MUTED)
        plans = view.plan_stacks.get(arch)
        if plans is not None:
            if plans.top:
                kit.fitted_text(
                    img, (bx0 + 12, by0 + 148), L("plan", n=D.PLAN[plans.top].officials), bx1 - bx0 - 24, 20, bold=True
                )
            kit.text(img, (bx0 + 12, by0 + 174), L("plans_left", n=plans.count), 18, fill=MUTED)
