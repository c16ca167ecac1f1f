"""The pieces of Lisboa as drawn: player and neutral tokens, goods, rubble cubes, public-building
tiles, political and ship cards.

Colour is never the only cue: a player piece carries its seat number and one shape per seat (the
Rival an R on a pentagon, neutral officials an N on a hexagon), a good its letter (G C B T), a rubble
cube its type's letter (E F T), a public building its colours' good letters. Tokens are cached by
``kit.token_image`` and card faces by ``kit.static_layer``: drawing one is a paste.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.lisboa import data as D

from .. import kit
from ..kit import INK, LINE, MUTED, PANEL
from .labels import L, advantage_text, effect_text, event_text, good_letter, locale, noble_name, rubble_letter

RGB = kit.RGB

# Player colours of the box (and the solo Rival's grey), each with its own shape and the seat number.
# Apart in deuteranopia and protanopia too (render/colour_vision.py): a deep green (a light one meets
# the orange in protanopia), a pale yellow (a strong one meets the orange in deuteranopia).
PLAYER_RGB: dict[str, RGB] = {
    "GREEN": (38, 76, 54),
    "PURPLE": (128, 64, 170),
    "YELLOW": (255, 223, 128),
    "ORANGE": (217, 101, 43),
    "GREY": (140, 140, 140),
}
SEAT_SHAPES = ("circle", "square", "triangle", "diamond")
RIVAL_SHAPE = "pentagon"
NEUTRAL_RGB: RGB = (200, 200, 200)
# Street colours; each good is shown in the colour of its street (GOOD_OF_COLOUR).
STREET_RGB: dict[str, RGB] = {
    "YELLOW": (238, 196, 36),
    "PINK": (236, 128, 176),
    "BROWN": (150, 96, 52),
    "BLUE": (56, 112, 206),
}
GOOD_RGB: dict[str, RGB] = {g: STREET_RGB[c] for c, g in D.GOOD_OF_COLOUR.items()}
RUBBLE_RGB: dict[str, RGB] = {"EARTHQUAKE": (110, 84, 60), "FIRE": (206, 52, 32), "TSUNAMI": (30, 150, 190)}
NOBLE_RGB: dict[str, RGB] = {
    "MAIA": (150, 50, 56),
    "POMBAL": (40, 110, 70),
    "KING": (60, 64, 150),
    "TREASURY": (176, 136, 30),
}
ARCH_RGB: dict[str, RGB] = {"ARCH_BLUE": (40, 90, 180), "ARCH_GREEN": (40, 140, 70)}
SHIP_RGB: dict[str, RGB] = {
    "BLUE": (56, 112, 206),
    "RED": (196, 48, 48),
    "PURPLE": (128, 64, 170),
    "BROWN": (130, 84, 44),
}
GAIN_INK: RGB = (20, 110, 40)
LOSS_INK: RGB = (176, 30, 30)
CARD_FILL: RGB = (252, 250, 244)

assert set(GOOD_RGB) == set(D.GOODS) and set(RUBBLE_RGB) == set(D.RUBBLE_TYPES)


def seat_style(seat: int, colour: str, rival: bool = False) -> kit.PlayerStyle:
    """Seat ``seat`` (0-based) in its box colour, with its number and shape (the Rival: R, pentagon)."""
    if rival:
        return kit.PlayerStyle(PLAYER_RGB.get(colour, kit.FAINT), L("rival")[:1], RIVAL_SHAPE, colour)
    return kit.PlayerStyle(
        PLAYER_RGB.get(colour, kit.FAINT), str(seat + 1), SEAT_SHAPES[seat % len(SEAT_SHAPES)], colour
    )


def neutral_style() -> kit.PlayerStyle:
    return kit.PlayerStyle(NEUTRAL_RGB, L("neutral_letter"), "hexagon", "neutral")


def official(
    img: Image.Image, centre: tuple[float, float], owner: int, styles: list[kit.PlayerStyle], size: int = 36
) -> None:
    """An official: its owner's piece, or the neutral one (owner -1)."""
    style = styles[owner] if 0 <= owner < len(styles) else neutral_style()
    kit.player_token(img, centre, style, size)


def good(img: Image.Image, centre: tuple[float, float], g: str, size: int = 32) -> None:
    kit.paste_token(
        img, centre, kit.token_image("rounded", GOOD_RGB[g], size, good_letter(g), letter_size=kit.MIN_TEXT)
    )


def rubble(img: Image.Image, centre: tuple[float, float], kind: str, size: int = 28) -> None:
    kit.paste_token(
        img, centre, kit.token_image("square", RUBBLE_RGB[kind], size, rubble_letter(kind), letter_size=kit.MIN_TEXT)
    )


def empty_slot(img: Image.Image, centre: tuple[float, float], size: int, shape: str = "square") -> None:
    kit.paste_token(img, centre, kit.token_image(shape, kit.FAINT, size, outline=LINE))


def pb_tile(img: Image.Image, box: kit.Box, colours: tuple[str, str], arch: str) -> None:
    """A public building: two halves in its two street colours, each with its good's letter, framed in
    its architect's colour."""
    x0, y0, x1, y1 = box
    d = ImageDraw.Draw(img)
    mid = (x0 + x1) // 2
    for (a, b), c in zip(((x0, mid), (mid, x1)), colours):
        d.rectangle((a, y0, b, y1), fill=STREET_RGB[c])
        g = D.GOOD_OF_COLOUR[c]
        kit.text(
            img,
            ((a + b) / 2, (y0 + y1) / 2),
            good_letter(g),
            20,
            bold=True,
            fill=kit.contrast_ink(STREET_RGB[c]),
            anchor="mm",
        )
    d.rectangle(box, outline=ARCH_RGB[arch], width=4)


def wrapped(img: Image.Image, box: kit.Box, s: str, size: int = 20, bold: bool = True, fill=INK, gap: int = 13) -> None:
    """``s`` centred in ``box``: one line if it fits, else two (``2 * gap`` apart) broken at a space
    or after a slash; bold drops to regular weight before anything is cut (``kit.wrapped_text``)."""
    x0, y0, x1, y1 = box
    kit.wrapped_text(img, (x0 + 5, y0, x1 - 5, y1), s, size, bold=bold, fill=fill, align="m", pitch=2 * gap)


def effect_ink(code: str) -> kit.RGB:
    return LOSS_INK if D.is_penalty(code) else GAIN_INK


def effect_box(img: Image.Image, box: kit.Box, code: str, size: int = 18) -> None:
    """A reward or penalty in words centred in ``box``, on two lines when one is too narrow."""
    wrapped(img, box, effect_text(code), size, fill=effect_ink(code), gap=11)


# --- card faces ---------------------------------------------------------------------------------
def _political(cid: str, w: int, h: int) -> Image.Image:
    c = D.POLITICAL_CARD[cid]
    img = kit.canvas(w, h, PANEL)
    title = noble_name(c.pile) if c.noble else L("treasury_card")
    body = kit.card(img, (0, 0, w - 1, h - 1), title, title_fill=NOBLE_RGB[c.pile], title_size=20, fill=CARD_FILL)
    x0, y0, x1, y1 = body
    if c.noble:
        kit.text(img, (10, y0 + 22), L("influence_card", n=c.influence), 24, bold=True)
        effect_box(img, (0, y0 + 40, w, y1), c.bottom or "", 22)
    else:
        wrapped(img, (0, y0 + 2, w, y0 + 54), event_text(c.event or ""), 22)
        wrapped(
            img,
            (0, y0 + 54, w, y1 - 2),
            L("advantage", text=advantage_text(c.advantage or "")),
            18,
            bold=False,
            fill=MUTED,
            gap=11,
        )
    return img


def political_card(cid: str, w: int, h: int) -> Image.Image:
    """A political card's face: noble (influence, reward or penalty) or treasury (event, advantage)."""
    return kit.static_layer(("lisboa.card", cid, w, h, locale()), lambda: _political(cid, w, h), copy=False)


def _ship(kind_id: str, w: int, h: int) -> Image.Image:
    k = D.SHIP[kind_id]
    img = kit.canvas(w, h, PANEL)
    body = kit.card(
        img, (0, 0, w - 1, h - 1), L("ship", n=k.size), title_fill=SHIP_RGB[k.colour], title_size=20, fill=CARD_FILL
    )
    kit.fitted_text(img, (10, body[1] + 20), L("ship_bonus", bonus=k.sale_bonus, infl=k.influence), w - 20, 18)
    return img


def ship_card(card: str, w: int, h: int) -> Image.Image:
    kind = card.rpartition("_")[0]
    return kit.static_layer(("lisboa.ship", kind, w, h, locale()), lambda: _ship(kind, w, h), copy=False)


def is_ship(card: str) -> bool:
    return card.rpartition("_")[0] in D.SHIP
