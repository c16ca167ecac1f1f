"""One strip per player: identity and scores, stock, played cards, craftsmen, noble rank, hand and
deck sizes (never the hand itself), advisors and favor tokens."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.emara.view import EmaraView, SeatView

from .. import kit
from ..kit import FAINT, HILITE, INK, LINE, MUTED, PANEL
from .components import RANKS, STOCK_KEYS
from .labels import L, favor_label, player_name
from .layout import Layout
from .resources import res_icon


SLOT_W, SLOT_GAP = 150, 8


def slot_box(layout: Layout, s: int, i: int) -> kit.Box:
    """Slot ``i`` (0..2) in the strip of seat ``s``."""
    x0, y0, _, _ = layout.strip_box(s)
    x = x0 + 24 + kit.text_width(L("slots"), 20, True) + 10 + i * (SLOT_W + SLOT_GAP)
    return (x, y0 + 78 - 18, x + SLOT_W, y0 + 78 + 18)


def strips_frame(img: Image.Image, layout: Layout) -> None:
    for seat in range(layout.players):
        kit.rounded_box(img, layout.strip_box(seat), fill=PANEL, outline=LINE, width=2, radius=12)


def strip(
    img: Image.Image,
    layout: Layout,
    view: EmaraView,
    s: int,
    seat: SeatView,
    names: list[str] | None,
    style: kit.PlayerStyle,
) -> None:
    x0, y0, x1, y1 = layout.strip_box(s)
    active = view.active_seat == s and view.phase != "over"
    if active:
        kit.rounded_box(img, (x0, y0, x1, y1), fill=HILITE, outline=INK, width=4, radius=12)
    d = ImageDraw.Draw(img)
    d.rectangle((x0 + 2, y0 + 10, x0 + 12, y1 - 10), fill=style.colour)
    r1, r2, r3 = y0 + 30, y0 + 78, y0 + 122
    # identity
    kit.player_token(img, (x0 + 48, r1 + 4), style, 52)
    kit.fitted_text(img, (x0 + 84, r1 - 6), player_name(names, s), 250, 26, bold=True)
    tags = []
    if active:
        tags.append(L("active"))
    if view.statue == s:
        tags.append(L("statue_chip"))
    if tags:
        kit.text(img, (x0 + 84, r1 + 24), " · ".join(tags), 18, bold=True, fill=(150, 40, 0))
    # scores
    sx = x0 + 350
    kit.player_token(img, (sx + 14, r1), style, 28, letter=False)
    sx += 34 + kit.text(img, (sx + 34, r1), L("cp", n=seat.cp), 24, bold=True) + 20
    kit.player_token(img, (sx + 14, r1), style, 28, hollow=True, letter=False)
    sx += 34 + kit.text(img, (sx + 34, r1), L("bp", n=seat.bp), 24, bold=True) + 20
    if seat.final_score is not None:
        kit.rounded_box(img, (sx, r1 - 18, sx + 150, r1 + 18), fill=(40, 40, 40), outline=None, radius=8)
        kit.text(img, (sx + 75, r1), L("score", n=seat.final_score), 22, bold=True, fill=(255, 255, 255), anchor="mm")
    # stock
    stock = seat.stock
    x = x0 + 830
    for key in STOCK_KEYS:
        n = int(stock.get(key, 0))
        res_icon(img, (x + 17, r1), key, 34)
        kit.text(img, (x + 40, r1), str(n), 24, bold=True, fill=INK if n else MUTED)
        x += 84
    # row 2: played cards, craftsmen, noble rank, hand and deck
    kit.text(img, (x0 + 24, r2), L("slots"), 20, bold=True)
    slots = seat.slots
    for i in range(3):
        card = slots[i] if i < len(slots) else None
        box = slot_box(layout, s, i)
        x = box[0]
        d.rounded_rectangle(box, radius=7, fill=(255, 255, 255) if card else FAINT, outline=LINE, width=2)
        kit.text(img, (x + 8, r2), L("slot", n=i + 1), 18, bold=True, fill=MUTED)
        if card:
            # a long name ("Contr./Recl.") shrinks, then drops to regular weight
            kit.wrapped_text(img, (x + 32, box[1], box[2] - 6, box[3]), L("card." + card), 20, bold=True, max_lines=1)
    x = box[2] + SLOT_GAP + 16
    x += kit.text(img, (x, r2), L("craftsmen"), 20, bold=True) + 10
    x += kit.pawn_slots(img, (x, r2), style, 4, seat.craftsmen_left, 28, 5) + 24
    x += kit.text(img, (x, r2), L("noble"), 20, bold=True) + 8
    rank = seat.noble_rank
    label = L("rank." + RANKS[rank - 1]) if 1 <= rank <= len(RANKS) else L("nothing")
    cards = seat.noble_cards
    if cards:
        label += " (" + "+".join(map(str, cards)) + ")"
    kit.fitted_text(img, (x, r2), label, x1 - 250 - x, 20)
    kit.text(img, (x1 - 16, r2), L("hand_deck", h=seat.hand_count, d=seat.deck_count), 20, bold=True, anchor="rm")
    # row 3: advisors and favors
    x = x0 + 24
    x += kit.text(img, (x, r3), L("advisors"), 20, bold=True) + 10
    advs = seat.advisors
    kit.fitted_text(img, (x, r3), ", ".join(L("adv." + a) for a in advs) or L("nothing"), 940 - x + x0, 20)
    fx = x0 + 960
    fx += kit.text(img, (fx, r3), L("favors_held"), 20, bold=True) + 10
    favs = seat.favors
    kit.fitted_text(img, (fx, r3), ", ".join(favor_label(t) for t in favs) or L("nothing"), x1 - 16 - fx, 20)
