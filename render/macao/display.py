"""The round's cards on offer (full card faces), the offices of the coming rounds (small), the deck
(a count: its cards are face down) and the discard pile (a count), and the card chips the player
panels use. Card faces and chips are drawn once per card, size and language, then pasted. The
round's tribute rate is in the headline."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.macao.data import CARDS
from engine.macao.view import MacaoView

from .. import kit
from ..kit import HILITE, INK, LINE, MUTED, PANEL
from .labels import L, card_name, card_type, chip_name, locale, timing
from .layout import CARD_GAP, CARD_H, CARD_W, LABEL_PX, M, TITLE_H, TITLE_PX, W, Layout
from .pieces import CUBE_RGB, cube, cubes_row

# Card bands by type (offices: their colour); chips are a light tint of the same.
TYPE_RGB = {"building": (120, 84, 50), "person": (34, 104, 116)}
TRIBUTE_GOLD = (246, 200, 40)  # the printed yellow (gold) and red (prestige) tribute numbers
TRIBUTE_PP = (196, 40, 40)
MAX_OFFER = 6  # 2 offices + 4 cards a round; players + 2 before the game
OFFICE_STEP = 44  # a coming office: a cube of its colour (with its letter) and its count
HIGHLIGHT = (150, 40, 0)  # ink of "what your cubes afford"


def band_colour(cid: str) -> kit.RGB:
    c = CARDS[cid]
    return CUBE_RGB[c.colour] if c.colour else TYPE_RGB[c.type]


def display_frame(img: Image.Image, layout: Layout) -> None:
    x0, y0 = M, layout.top_y
    kit.rounded_box(img, (x0, y0, W - M, y0 + layout.top_h), fill=PANEL, radius=12)
    w = kit.text(img, (x0 + 14, y0 + TITLE_H // 2 + 2), L("offer"), TITLE_PX, bold=True)
    if not layout.offer:
        kit.text(img, (x0 + 30 + w, y0 + TITLE_H // 2 + 2), L("offer_none"), LABEL_PX, fill=MUTED)
    kit.text(img, (x0 + 14, layout.office_y), L("offices_coming"), LABEL_PX, bold=True)


def _card_face(cid: str) -> Image.Image:
    """A card as offered: its name on a band of its type (or office colour), the exact cost in
    cubes, the tribute numbers (gold, prestige) and its type and timing."""
    c = CARDS[cid]
    img = kit.canvas(CARD_W, CARD_H, PANEL)
    body = kit.card(
        img, (0, 0, CARD_W - 1, CARD_H - 1), card_name(cid), title_fill=band_colour(cid), title_size=20, title_lines=2
    )
    y = body[1]
    cubes_row(img, 12, y + 22, c.cost, 28)
    x = 12
    for value, colour in ((c.gold, TRIBUTE_GOLD), (c.pp, TRIBUTE_PP)):
        kit.paste_token(img, (x + 17, y + 60), kit.token_image("circle", colour, 34, str(value), letter_size=20))
        x += 38
    kit.fitted_text(img, (x + 6, y + 60), timing(c.timing), CARD_W - x - 16, 18, bold=True)
    kit.fitted_text(img, (12, y + 94), card_type(c.type), CARD_W - 24, 18, fill=MUTED)
    return img


def card_face(cid: str) -> Image.Image:
    return kit.static_layer(("macao.card", cid, locale()), lambda: _card_face(cid), copy=False)


def _chip(cid: str, w: int, h: int, lit: bool) -> Image.Image:
    c = CARDS[cid]
    img = kit.canvas(w, h, PANEL)
    d = ImageDraw.Draw(img)
    band = band_colour(cid)
    d.rounded_rectangle(
        (0, 0, w - 1, h - 1),
        radius=8,
        fill=HILITE if lit else (252, 250, 244),
        outline=INK if lit else LINE,
        width=4 if lit else 2,
    )
    d.rectangle((4 if lit else 2, 6, 11, h - 7), fill=band)
    kit.wrapped_text(img, (16, 4, w - 6, h - 30), chip_name(cid), 20, bold=True)  # two lines when long
    cubes_row(img, 16, h - 16, c.cost, 22, 2)
    return img


def chip(cid: str, w: int, h: int, lit: bool = False) -> Image.Image:
    """A card in a player's tableau or among their active cards: a band of its type, the name and
    the cost; ``lit``: the active player's cubes pay for it now."""
    return kit.static_layer(("macao.chip", cid, w, h, lit, locale()), lambda: _chip(cid, w, h, lit), copy=False)


def display(img: Image.Image, layout: Layout, view: MacaoView) -> None:
    x0, y0 = M, layout.top_y
    right = W - M - 14
    info = L("deck", n=view.deck) + L("sep") + L("discard", n=len(view.discard))
    kit.text(img, (right, y0 + TITLE_H // 2 + 2), info, LABEL_PX, fill=INK, anchor="rm")
    if not layout.offer:
        _offices(img, layout, view)
        return
    y = y0 + TITLE_H
    for i, cid in enumerate(view.display[:MAX_OFFER]):
        kit.paste(img, card_face(cid), (x0 + 14 + i * (CARD_W + CARD_GAP), y))
    _offices(img, layout, view)


def _offices(img: Image.Image, layout: Layout, view: MacaoView) -> None:
    """The office pairs of the rounds after this one (all public), small: colour letter and count."""
    y = layout.office_y
    x = M + 14 + kit.text_width(L("offices_coming"), LABEL_PX, True) + 18
    first = max(view.round, 1)
    pairs = list(enumerate(view.offices))[1 if view.round else 0 :]
    for i, pair in pairs:
        need = kit.text_width(str(first + i), LABEL_PX, True) + 6 + len(pair) * OFFICE_STEP
        if x + need > W - M - 10:
            break
        x += kit.text(img, (x, y), str(first + i), LABEL_PX, bold=True, fill=MUTED) + 6
        for cid in pair:
            colour, n = CARDS[cid].cost[0]
            cube(img, (x + 11, y), colour, 22)
            kit.text(img, (x + 26, y), str(n), LABEL_PX, bold=True)
            x += OFFICE_STEP
        x += 12
