"""The two rondels: four locations each, clockwise. Static: the board titles, the arrows and one tile
per location (name, printed rule, hut costs, advisor spaces). Dynamic: councillors, craftsmen in the
countryside huts, the town markers and the advisors on offer."""

from __future__ import annotations

from PIL import Image

from engine.emara.view import EmaraView, MarkerView

from .. import kit
from ..kit import INK, MUTED
from .components import ADVISOR_COST, BASIC, BOOK_SALE_CP, HUTS, PRODUCES
from .labels import L, advisor_reward
from .layout import LOC_BAND, LOC_FILL, LOC_H, LOC_W, Layout, location_kind
from .resources import cost_icons, res_icon

HUT_PITCH = 86  # huts and town marker columns sit side by side at this pitch
BODY_Y = 46  # tile body top (under the 40 px title band) + 6
# An advisor space's box: the name and what recruiting scores on one row, the cost icons on the next
# (beside the name they left too little room for "Werkzeugmacher" or "Sir Gustave").
ADVISOR_H, ADVISOR_GAP, ADVISOR_ROW = 52, 4, 24


def hut_box(box: kit.Box, i: int) -> kit.Box:
    """Hut ``i`` of the countryside location drawn in ``box``."""
    x0, y0, _, y1 = box
    hx = x0 + 10 + i * HUT_PITCH
    return (hx, y0 + BODY_Y + 46, hx + 78, y1 - 10)


def advisor_box(box: kit.Box, i: int) -> kit.Box:
    """Advisor space ``i`` (0, 1) of the town location drawn in ``box``."""
    x0, _, x1, y1 = box
    ay = y1 - 8 - (2 - i) * ADVISOR_H - (1 - i) * ADVISOR_GAP
    return (x0 + 6, ay, x1 - 6, ay + ADVISOR_H)


def marker_box(box: kit.Box, i: int) -> kit.Box:
    """The column of the ``i``-th basic resource's gift/donation marker in the Castle/Cathedral ``box``."""
    x0, y0, _, _ = box
    cx = x0 + 10 + i * HUT_PITCH
    return (cx - 4, y0 + 80, cx + 84, y0 + 148)


def rondels_frame(img: Image.Image, layout: Layout) -> None:
    """Board titles and the clockwise arrows between the four locations of each ring."""
    for b in range(2):
        x0 = layout.loc_box(b, 0)[0]
        kit.text(img, (x0, layout.boards_y + 14), L("board", n=b + 1), 22, bold=True)
        a, bb, c, dd = (layout.loc_box(b, p) for p in range(4))
        mid_y0, mid_y1 = (a[1] + a[3]) // 2, (dd[1] + dd[3]) // 2
        kit.arrow(img, (a[2] + 6, mid_y0), (bb[0] - 6, mid_y0), width=6, head=14)
        kit.arrow(img, ((bb[0] + bb[2]) // 2, bb[3] + 6), ((c[0] + c[2]) // 2, c[1] - 6), width=6, head=14)
        kit.arrow(img, (c[0] - 6, mid_y1), (dd[2] + 6, mid_y1), width=6, head=14)
        kit.arrow(img, ((dd[0] + dd[2]) // 2, dd[1] - 6), ((a[0] + a[2]) // 2, a[3] + 6), width=6, head=14)


def tile(loc: str) -> Image.Image:
    """One location tile with everything printed on it (drawn once per process, then cached)."""
    img = kit.canvas(LOC_W, LOC_H)
    x0, y0, x1, y1 = box = (0, 0, LOC_W, LOC_H)
    kind = location_kind(loc)
    body = kit.card(img, box, "", fill=LOC_FILL[kind], title_fill=LOC_BAND[kind], title_size=26)
    kit.fitted_text(img, (x0 + 12, y0 + 20), L("loc." + loc), 190, 24, bold=True, fill=(255, 255, 255))
    bx, by = body[0] + 10, body[1] + 6
    if kind == "countryside":
        res = PRODUCES[loc]
        res_icon(img, (bx + 15, by + 20), res, 30)
        # the label gets the room the icons and words after it leave (a longer translation is ellipsized)
        after = 100 + kit.text_width(L("or"), 18) + kit.text_width("→", 18, True)
        x = bx + 34 + kit.fitted_text(img, (bx + 34, by + 20), L("produces"), x1 - 10 - bx - 34 - after, 18) + 4
        res_icon(img, (x + 14, by + 20), res, 28)
        x += 32 + kit.text(img, (x + 32, by + 20), L("or"), 18) + 4
        res_icon(img, (x + 14, by + 20), "grain", 28)
        x += 30 + kit.text(img, (x + 30, by + 20), "→", 18, bold=True) + 2
        res_icon(img, (x + 14, by + 20), "bread", 28)
        for i, cost in enumerate(HUTS.get(loc, ((),) * 4)):
            hb = hut_box(box, i)
            kit.rounded_box(img, hb, fill=(250, 252, 246), radius=8)
            cost_icons(img, hb[0] + 8, by + 70, cost, 30, 2)
    elif loc == "castle":
        ring = max(bx + 138, bx + kit.text(img, (bx, by + 14), L("gift"), 20, bold=True) + 18)  # after the words
        res_icon(img, (ring, by + 14), "ring", 28)
        kit.fitted_text(img, (ring + 32, by + 14), "·  " + L("book_bp"), x1 - 10 - ring - 32, 20)
    elif loc == "cathedral":
        kit.fitted_text(img, (bx, by + 14), L("donation"), LOC_W - 24, 20, bold=True)
    elif loc == "construction_site":
        res_icon(img, (bx + 16, by + 20), "stone", 30)
        res_icon(img, (bx + 16, by + 58), "bread", 30)
        res_icon(img, (bx + 16, by + 96), "wood", 30)
        kit.text(img, (bx + 40, by + 96), L("wood_row"), 20)
    elif loc == "market":
        w = kit.text(img, (bx, by + 20), L("market_gold"), 20)
        res_icon(img, (bx + w + 22, by + 20), "gold", 30)
        kit.text(img, (bx, by + 58), L("market_books"), 20, bold=True)
        x = bx
        for n, cp in sorted(BOOK_SALE_CP.items()):
            w = kit.text(img, (x, by + 94), f"{n}:{cp}", 20)
            x += w + 14
    if kind == "town":
        for i in range(2):
            kit.rounded_box(img, advisor_box(box, i), fill=(252, 250, 255), radius=8)
    return img


def rondels(img: Image.Image, layout: Layout, view: EmaraView, styles: list[kit.PlayerStyle]) -> None:
    here = _councillors_at(view)
    for b, ring in enumerate(view.boards):
        for pos, loc in enumerate(ring):
            box = layout.loc_box(b, pos)
            seats = here.get((b, pos), [])
            _, y0, x1, _ = box
            for (cx, cy), s in zip(kit.marker_row(y0 + 20, x1 - 150, x1 - 6, len(seats), 34), seats):
                kit.player_token(img, (cx, cy), styles[s], 34)
            if location_kind(loc) == "countryside":
                _huts(img, box, loc, view, styles)
            else:
                _town(img, box, loc, view)


def _councillors_at(view: EmaraView) -> dict[tuple[int, int], list[int]]:
    out: dict[tuple[int, int], list[int]] = {}
    for s, seat in enumerate(view.seats):
        for b, p in seat.councillors:
            out.setdefault((b, p), []).append(s)
    return out


def _huts(img: Image.Image, box: kit.Box, loc: str, view: EmaraView, styles: list[kit.PlayerStyle]) -> None:
    occupants = view.huts.get(loc, ())
    bx, by = box[0] + 10, box[1] + 42 + 6
    for i, occ in enumerate(occupants[:4]):
        hx = bx + i * HUT_PITCH + 39
        cy = by + 46 + (box[3] - 10 - by - 46) // 2 + 12
        if occ is None:
            kit.text(img, (hx, cy), L("free"), 18, fill=MUTED, anchor="mm")
        else:
            kit.player_token(img, (hx, cy), styles[occ], 46)


def _marker_text(m: MarkerView) -> tuple[str, str]:
    """(big value, small note) for one town marker."""
    value = str(m.value)
    if m.removed:
        return value, L("fixed")
    rem = m.remaining
    return value, (L("then", seq=",".join(str(v) for v in rem)) if rem else L("last"))


def _town(img: Image.Image, box: kit.Box, loc: str, view: EmaraView) -> None:
    x0, y0, x1, y1 = box
    bx, by = x0 + 10, y0 + 42 + 6
    markers = view.markers
    if loc in ("castle", "cathedral"):
        group = markers.gift if loc == "castle" else markers.donation
        for i, res in enumerate(BASIC):
            m = group.get(res)
            if not m:
                continue
            cx = bx + i * HUT_PITCH
            res_icon(img, (cx + 16, by + 52), res, 30)
            big, note = _marker_text(m)
            kit.text(img, (cx + 36, by + 52), big, 28, bold=True, fill=MUTED if m.removed else INK)
            kit.fitted_text(img, (cx, by + 84), note, 82, 18, fill=MUTED)
        if loc == "cathedral":
            kit.text(img, (bx, by + 114), L("favor_pile", n=view.favor_draw), 20)
    elif loc == "construction_site":
        for row, m, label in ((0, markers.stone, "stone_row"), (1, markers.bread, "bread_row")):
            cy = by + 20 + row * 38
            big, note = _marker_text(m)
            w = kit.text(img, (bx + 40, cy), L(label, cp=big), 20, bold=True)
            kit.fitted_text(img, (bx + 50 + w, cy), "(" + note + ")", x1 - bx - 64 - w, 18, fill=MUTED)
    spaces = view.advisors.get(loc, ())
    for i, adv in enumerate(spaces[:2]):
        _advisor_space(img, advisor_box(box, i), adv)


def _advisor_space(img: Image.Image, box: kit.Box, adv: str | None) -> None:
    x0, y0, x1, y1 = box
    x, right = x0 + 8, x1 - 8
    if not adv:
        kit.text(img, (x, (y0 + y1) / 2), L("empty_space"), 18, fill=MUTED)
        return
    top = y0 + ADVISOR_H // 2 - ADVISOR_ROW // 2
    reward = advisor_reward(adv)
    rw = kit.text(img, (right, top), reward, 20, bold=True, anchor="rm")
    kit.wrapped_text(
        img,
        (x, top - ADVISOR_ROW // 2, right - rw - 10, top + ADVISOR_ROW // 2),
        L("adv." + adv),
        20,
        bold=True,
        max_lines=1,
    )
    cost_icons(img, x, top + ADVISOR_ROW, ADVISOR_COST.get(adv, ()), 24, 2)
