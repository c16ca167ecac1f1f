"""Where the points came from, as a picture: a finished game's score breakdown (``game.score_breakdown``,
:mod:`engine.core.breakdown`) as a bar chart, one group per player (its token, name and final score),
one bar per category, labelled with the category's name (its catalog message, in the picture's
language) and its points. Drawn from the breakdown only: the final scores are public at the game's end.

Legible on a phone: 1080 px wide (Discord shows it at 360 px), every word at least 27 px (9 pt at
360 pt wide), as :mod:`render.standings`. Colour-blind safe: a group carries its seat's token (colour,
shape and letter), the bars its colour, and every bar its category's name in words, so nothing is told
by colour alone. All groups share one scale, so bar lengths compare across players. A negative value
(Macao's punish markers) is a hatched bar to the left of the zero line, its value with a minus sign.
Where the categories combine by their minimum (Crown of Emara's two tracks), the lower one is marked
"counts" and the other drawn pale, and a line under the title says that the lower track is the score.
"""

from __future__ import annotations

from typing import Any, Sequence

from PIL import Image, ImageDraw

from engine.core.breakdown import Breakdown, category_msg
from engine.core.text import DEFAULT_LOCALE, M

from . import kit
from .colours import INK, LINE, MUTED, PAPER, WHITE, mix, player_style
from .words import say

WIDTH = 1080
MARGIN = 32
MIN_PX = 27  # the smallest word on the picture (9 pt at 360 pt wide)
TITLE_PX, NOTE_PX, NAME_PX, LABEL_PX, VALUE_PX = 44, 28, 36, 30, 30
GROUP_HEAD = 64  # a player's line: token, name, score
BAR_ROW = 46  # one category
BAR_H = 32
GROUP_GAP = 18
LABEL_W = 380  # the category names' column
VALUE_W = 150  # room right of the longest bar (and left of the most negative) for its value
BAND: kit.RGB = (46, 52, 64)
STRIPE: kit.RGB = (232, 226, 212)
NEGATIVE: kit.RGB = (120, 40, 40)  # the hatching of a negative bar (dark: it reads on any player colour)
assert min((TITLE_PX, NOTE_PX, NAME_PX, LABEL_PX, VALUE_PX)) >= MIN_PX


def _w(key: str, **params: object) -> str:
    return say(M(f"render.breakdown.{key}", **params))


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if seat < len(names) and names[seat] else str(seat + 1)


def _number(n: int) -> str:
    """``n`` with a true minus sign when negative (a hyphen is easy to miss at 360 px)."""
    return str(n) if n >= 0 else f"\u2212{-n}"


def height(b: Breakdown) -> int:
    rows = sum(GROUP_HEAD + BAR_ROW * len(parts) + GROUP_GAP for parts in b.parts.values())
    return _head_height(b) + rows + MARGIN


def _head_height(b: Breakdown) -> int:
    return MARGIN + kit.line_pitch(TITLE_PX) + (kit.line_pitch(NOTE_PX) if b.combine == "min" else 0) + 24


def draw(b: Breakdown, names: Sequence[str], locale: str = DEFAULT_LOCALE) -> Image.Image:
    """The breakdown picture (see the module docstring); ``names`` by seat."""
    with kit.speaking(locale):
        img = kit.canvas(WIDTH, height(b))
        d = ImageDraw.Draw(img)
        top = _head_height(b)
        d.rectangle((0, 0, WIDTH, top - 12), fill=BAND)
        y = MARGIN
        kit.fitted_text(
            img,
            (MARGIN, y + TITLE_PX // 2),
            _w("title"),
            WIDTH - 2 * MARGIN,
            TITLE_PX,
            bold=True,
            fill=WHITE,
            min_size=MIN_PX,
        )
        y += kit.line_pitch(TITLE_PX)
        if b.combine == "min":
            kit.fitted_text(
                img,
                (MARGIN, y + NOTE_PX // 2),
                _w("lower_counts"),
                WIDTH - 2 * MARGIN,
                NOTE_PX,
                fill=WHITE,
                min_size=MIN_PX,
            )
        values = [p for parts in b.parts.values() for _, p in parts]
        high = max([0, *values])
        low = min([0, *values])
        left = MARGIN + LABEL_W + (VALUE_W if low < 0 else 12)  # a negative value's words fit left of its bar
        scale = (WIDTH - MARGIN - VALUE_W - left) / max(1, high - low)
        x0 = round(left - low * scale)  # the zero line
        y = top
        for seat, parts in b.parts.items():
            y = _group(img, d, b, seat, parts, _name(names, seat), y, x0, scale)
        img.info[kit.PALETTE_KEY] = kit.build_palette(
            img, (PAPER, STRIPE, BAND, INK, MUTED, WHITE, LINE, NEGATIVE, *(player_style(s).colour for s in b.parts))
        )
        return img


def _group(
    img: Image.Image,
    d: ImageDraw.ImageDraw,
    b: Breakdown,
    seat: int,
    parts: Sequence[tuple[str, int]],
    name: str,
    y: int,
    x0: int,
    scale: float,
) -> int:
    style = player_style(seat)
    mid = y + GROUP_HEAD // 2
    kit.player_token(img, (MARGIN + 22, mid), style, 44)
    total = b.total(seat)
    score = _w("score", points=_number(total))
    score_w = kit.text_width(score, NAME_PX, True)
    kit.text(img, (WIDTH - MARGIN, mid), score, NAME_PX, bold=True, anchor="rm")
    kit.fitted_text(
        img, (MARGIN + 56, mid), name, WIDTH - 2 * MARGIN - 56 - score_w - 24, NAME_PX, bold=True, min_size=MIN_PX
    )
    y += GROUP_HEAD
    counting = None
    if b.combine == "min" and parts:
        counting = min(range(len(parts)), key=lambda i: parts[i][1])  # the lower track (the first of equals)
    d.line((x0, y, x0, y + BAR_ROW * len(parts)), fill=LINE, width=3)  # the zero line
    for i, (category, points) in enumerate(parts):
        if i % 2:
            d.rectangle((MARGIN - 8, y, WIDTH - MARGIN + 8, y + BAR_ROW), fill=STRIPE)
            d.line((x0, y, x0, y + BAR_ROW), fill=LINE, width=3)
        bar_mid = y + BAR_ROW // 2
        kit.fitted_text(
            img, (MARGIN, bar_mid), say(category_msg(b.game, category)), LABEL_W - 8, LABEL_PX, min_size=MIN_PX
        )
        pale = counting is not None and i != counting
        fill = mix(style.colour, PAPER, 0.65) if pale else style.colour
        length = round(abs(points) * scale)
        top, bottom = bar_mid - BAR_H // 2, bar_mid + BAR_H // 2
        value = _number(points)
        if counting is not None and i == counting:
            value = _w("counts", points=_number(points))
        if points >= 0:
            if length:
                d.rectangle((x0, top, x0 + length, bottom), fill=fill, outline=INK, width=2)
            kit.text(img, (x0 + length + 10, bar_mid), value, VALUE_PX, bold=not pale)
        else:
            d.rectangle((x0 - length, top, x0, bottom), fill=fill, outline=INK, width=2)
            rise = bottom - top - 4
            for hx in range(x0 - length, x0, 12):  # hatching: a negative bar is not told by colour alone
                run = min(rise, x0 - hx)  # cut at the zero line, at the same slant
                d.line((hx, bottom - 2, hx + run, bottom - 2 - run), fill=NEGATIVE, width=3)
            kit.text(img, (x0 - length - 10, bar_mid), value, VALUE_PX, bold=True, anchor="rm")
        y += BAR_ROW
    return y + GROUP_GAP


def png(b: Breakdown | None, names: Sequence[str], locale: str = DEFAULT_LOCALE) -> bytes | None:
    """The breakdown picture as PNG bytes; None without a breakdown (a game that has none, or still runs)."""
    if b is None or not b.parts:
        return None
    return kit.encode_png(draw(b, names, locale))


def of_game(game: Any, state: Any, names: Sequence[str], locale: str = DEFAULT_LOCALE) -> bytes | None:
    """The picture of ``game.score_breakdown(state)`` (a protocol call: None while the game runs or for a
    game without categories)."""
    return png(game.score_breakdown(state), names, locale)
