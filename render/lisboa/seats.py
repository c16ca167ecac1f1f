"""One panel per seat: identity (piece, name, wigs, reis, influence, hand size, decrees, goal card,
the final total once over); the portfolio's three top slots (noble cards with their influence and
reward or penalty; ships with their hull spaces and cargo, marked when at sea) and three bottom
slots (treasury cards with their advantage); goods; the rubble grid with sets and the markers on the
Marquis; Clergy tiles, favors, plans (open and completed) and the houses left per group."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.lisboa import data as D
from engine.lisboa.view import LisboaView, SeatView

from .. import kit
from ..skeleton import ACTIVE_FILL, colour_stripe, seat_frame, total_badge
from ..kit import LINE, MUTED, PANEL
from .labels import L, advantage_text, architect, clergy_name, noble_name, player_name
from .layout import LABEL_PX, M, SEAT_H, W, Layout
from .pieces import ARCH_RGB, NOBLE_RGB, empty_slot, good, is_ship, political_card, rubble, ship_card

SLOT_W, SLOT_GAP = 206, 8
TOP_Y, TOP_H = 62, 148  # the portfolio's top row, from the panel's top
BOTTOM_Y, BOTTOM_H = 218, 88
CARGO = 30
SEA_FILL = (200, 226, 246)
RIGHT_X = 30 + 3 * (SLOT_W + SLOT_GAP) + 16  # goods, rubble and the rest start here
CHIP_H = 34


def _panel(active: bool) -> Image.Image:
    img = seat_frame(W - 2 * M, SEAT_H, active)
    d = ImageDraw.Draw(img)
    for i in range(D.PORTFOLIO_TOP_SLOTS):
        x = 30 + i * (SLOT_W + SLOT_GAP)
        for y, h in ((TOP_Y, TOP_H), (BOTTOM_Y, BOTTOM_H)):
            d.rounded_rectangle((x, y, x + SLOT_W, y + h), radius=10, fill=None, outline=LINE, width=2)
            kit.centred_text(img, (x, y, x + SLOT_W, y + h), L("slot_empty"), 18, fill=MUTED)
    kit.text(img, (RIGHT_X, TOP_Y + 14), L("goods"), LABEL_PX, bold=True)
    kit.text(img, (RIGHT_X + 250, TOP_Y + 14), L("rubble"), LABEL_PX, bold=True)
    for j in range(len(D.RUBBLE_TYPES)):
        for k in range(D.RUBBLE_ROW_SPACES):
            empty_slot(img, (RIGHT_X + 264 + k * 30, TOP_Y + 46 + j * 30), 26)
    _holding_labels(img)
    return img


def panel(active: bool) -> Image.Image:
    from .labels import locale

    return kit.static_layer(("lisboa.panel", active, locale()), lambda: _panel(active), copy=False)


def seats_frame(img: Image.Image, layout: Layout) -> None:
    for s in range(layout.seats):
        kit.paste(img, panel(False), layout.seat_box(s)[:2])


def acting(view: LisboaView, s: int) -> bool:
    if view.phase == "over":
        return False
    return s in view.waiting or (not view.waiting and view.active == s)


def seat_panel(
    img: Image.Image,
    layout: Layout,
    view: LisboaView,
    seat: SeatView,
    names: list[str] | None,
    style: kit.PlayerStyle,
    styles: list[kit.PlayerStyle],
) -> None:
    s = seat.seat
    x0, y0, x1, y1 = layout.seat_box(s)
    active = acting(view, s)
    if active:
        kit.paste(img, panel(True), (x0, y0))
    colour_stripe(img, (x0, y0, x1, y1), style.colour, 11)
    _identity(img, x0, y0 + 32, x1, view, seat, names, style)
    for i, card in enumerate(seat.top):
        bx = x0 + 30 + i * (SLOT_W + SLOT_GAP)
        _top_slot(
            img,
            (bx, y0 + TOP_Y, bx + SLOT_W, y0 + TOP_Y + TOP_H),
            card,
            seat.dock[i] if i < len(seat.dock) else (),
            i < len(seat.sea) and seat.sea[i],
            ACTIVE_FILL if active else PANEL,
        )
    for i, card in enumerate(seat.bottom):
        bx = x0 + 30 + i * (SLOT_W + SLOT_GAP)
        _bottom_slot(img, (bx, y0 + BOTTOM_Y, bx + SLOT_W, y0 + BOTTOM_Y + BOTTOM_H), card)
    _goods(img, x0 + RIGHT_X, y0 + TOP_Y + 48, seat)
    _rubble(img, x0 + RIGHT_X + 250, y0 + TOP_Y, seat)
    _holdings(img, x0, y0, x1 - 16, seat)


def _identity(
    img: Image.Image,
    x0: int,
    y: int,
    x1: int,
    view: LisboaView,
    seat: SeatView,
    names: list[str] | None,
    style: kit.PlayerStyle,
) -> None:
    kit.player_token(img, (x0 + 44, y), style, 48)
    kit.fitted_text(img, (x0 + 78, y), player_name(names, seat.seat, seat.rival), 260, 28, bold=True)
    x = x0 + 350
    x += kit.text(img, (x, y), L("wigs", n=seat.wigs), 28, bold=True) + 30
    parts = [L("reis", n=seat.reis), L("influence", n=seat.influence)]
    if not seat.rival:
        parts += [L("hand", n=seat.hand_size), L("decree_count", n=len(seat.decrees))]
        if seat.goal:
            parts.append(L("goal", id=seat.goal))
    for p in parts:
        x += kit.text(img, (x, y), p, 24, bold=True) + 30
    if seat.final is not None:
        total_badge(img, x1 - 16, y, L("total", n=seat.wigs), 24, 28, 20)


def _top_slot(img: Image.Image, box: kit.Box, card: str | None, cargo, at_sea: bool, bg: kit.RGB) -> None:
    x0, y0, x1, y1 = box
    if card is None:  # the panel shows "empty"
        return
    if not is_ship(card):
        kit.paste(img, political_card(card, x1 - x0, y1 - y0), (x0, y0))
        return
    kit.paste(img, ship_card(card, x1 - x0, 76), (x0, y0))
    ImageDraw.Draw(img).rectangle((x0 + 3, y0 + 70, x1 - 3, y1 - 3), fill=bg)  # over "empty"
    kit.paste(img, ship_card(card, x1 - x0, 76), (x0, y0))
    size = D.SHIP[card.rpartition("_")[0]].size
    d = ImageDraw.Draw(img)
    cy = y0 + 76 + 36
    if at_sea:
        d.rounded_rectangle((x0 + 2, y0 + 80, x1 - 2, y1 - 2), radius=8, fill=SEA_FILL, outline=None)
    for k in range(size):
        cx = x0 + 24 + k * (CARGO + 8)
        if k < len(cargo):
            good(img, (cx, cy), cargo[k], CARGO)
        else:
            empty_slot(img, (cx, cy), CARGO)
    if at_sea:
        kit.text(img, (x1 - 8, cy), L("at_sea"), 20, bold=True, anchor="rm")


def _bottom_slot(img: Image.Image, box: kit.Box, card: str | None) -> None:
    x0, y0, x1, y1 = box
    if card is None:  # the panel shows "empty"
        return
    c = D.POLITICAL_CARD[card]
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(box, radius=10, fill=(252, 246, 226), outline=NOBLE_RGB["TREASURY"], width=3)
    kit.fitted_text(img, (x0 + 10, y0 + 22), L("treasury_card"), x1 - x0 - 20, 18, bold=True, fill=MUTED)
    text = advantage_text(c.advantage) if c.advantage else ""
    kit.wrapped_text(img, (x0 + 10, y0 + 34, x1 - 10, y1 - 4), text, 20, bold=True)  # two lines when long


def _goods(img: Image.Image, x: int, y: int, seat: SeatView) -> None:
    for i, g in enumerate(D.GOODS):
        row, col = divmod(i, 2)
        gx, gy = x + 18 + col * 110, y + row * 46
        good(img, (gx, gy), g, 36)
        kit.text(img, (gx + 26, gy), f"× {seat.goods.get(g, 0)}", 22, bold=True)


def _rubble(img: Image.Image, x: int, y: int, seat: SeatView) -> None:
    for j, kind in enumerate(D.RUBBLE_TYPES):
        for k in range(min(seat.rubble.get(kind, 0), D.RUBBLE_ROW_SPACES)):
            rubble(img, (x + 14 + k * 30, y + 46 + j * 30), kind, 26)
    tx = x + 14 + D.RUBBLE_ROW_SPACES * 30 + 6
    kit.text(img, (tx, y + 46), L("sets", n=seat.sets), 20, bold=True)
    kit.text(img, (tx, y + 80), L("markers", n=seat.markers), 20, bold=True)


def _chip_image(s: str, fill: kit.RGB) -> Image.Image:
    w = kit.text_width(s, 18, True) + 16
    img = kit.canvas(w, CHIP_H, PANEL)
    kit.rounded_box(img, (0, 0, w - 1, CHIP_H - 1), fill=fill, outline=LINE, width=1, radius=8)
    kit.text(img, (w / 2, CHIP_H / 2), s, 18, bold=True, fill=kit.contrast_ink(fill), anchor="mm")
    return img


def chip(s: str, fill: kit.RGB) -> Image.Image:
    """A named thing (a Clergy tile, a favor, a plan) as a small rounded label: drawn once, pasted."""
    return kit.static_layer(("lisboa.chip", s, fill), lambda: _chip_image(s, fill), copy=False)


HOLDINGS = ("clergy", "favors", "plans", "houses")  # one line each, from the panel's top:
HOLDING_Y = (114, 154, 194, 234)
HOLDING_X = RIGHT_X + 560


def _holding_labels(img: Image.Image) -> int:
    """The lines' labels (in the panel's frame); the x where their contents start."""
    w = max(kit.text_width(L(k) + ":", LABEL_PX, True) for k in HOLDINGS)
    for k, y in zip(HOLDINGS, HOLDING_Y):
        kit.text(img, (HOLDING_X, y), L(k) + ":", LABEL_PX, bold=True)
    return HOLDING_X + w + 10


def _chips(img: Image.Image, x: int, y: int, right: int, chips: list[tuple[str, kit.RGB]]) -> None:
    if not chips:
        kit.text(img, (x, y), L("none"), 18, fill=MUTED)
        return
    for i, (s, fill) in enumerate(chips):
        im = chip(s, fill)
        if x + im.width > right - 50:
            kit.text(img, (x, y), f"+{len(chips) - i}", 18, bold=True)
            return
        kit.paste(img, im, (x, round(y - CHIP_H / 2)))
        x += im.width + 6


def _holdings(img: Image.Image, x0: int, y0: int, right: int, seat: SeatView) -> None:
    """Clergy, favors, plans and houses left: one line each, beside the goods and rubble."""
    x = x0 + holdings_x()
    ys = [y0 + y for y in HOLDING_Y]
    _chips(img, x, ys[0], right, [(clergy_name(t), (64, 56, 74)) for t in seat.clergy])
    _chips(img, x, ys[1], right, [(noble_name(n), NOBLE_RGB[n]) for n in seat.favors])
    plans = [
        (f"{architect(D.PLAN[p].architect, True)} {D.PLAN[p].officials}", ARCH_RGB[D.PLAN[p].architect])
        for p in seat.plans
    ]
    plans += [
        (f"✓ {architect(D.PLAN[p].architect, True)} {D.PLAN[p].officials}", (230, 230, 230)) for p in seat.done_plans
    ]
    _chips(img, x, ys[2], right, plans)
    left = [L("house." + g.lower(), n=total - seat.houses.get(g, 0)) for g, total in D.HOUSE_GROUPS]
    kit.text(img, (x, ys[3]), "  ".join(left), LABEL_PX, bold=True)


_HOLDINGS_X: dict[str, int] = {}


def holdings_x() -> int:
    """Where the holdings' contents start, after the longest label (per language)."""
    from .labels import locale

    loc = locale()
    if loc not in _HOLDINGS_X:
        _HOLDINGS_X[loc] = _holding_labels(kit.canvas(W, SEAT_H))
    return _HOLDINGS_X[loc]
