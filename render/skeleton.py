"""The skeleton Macao's and Lisboa's boards share, so each game keeps only its declarations.

* :func:`entry_points` - a game's ``as_view`` / ``draw`` / ``board`` around its own ``_draw(view,
  names)``: the view validated from its JSON form, drawn in the picture's language, the game's 8-bit
  palette attached, PNG bytes.
* :class:`Band` - the headline band at the top (a dark box, rows of ``px`` text for phones): who is
  to move / asked / won beside the status, every seat's score, and the text helpers of the rows.
  A game declares its geometry (``Band(M, W - M, BAND_Y0, BAND_Y1, HEADLINE_PX, HEADLINE_ROW, ...)``)
  and says what its rows contain.
* :func:`seat_frame`, :func:`colour_stripe`, :func:`total_badge` - the parts of a seat's panel both
  games draw alike: the panel's box (warm and outlined while its seat acts), the seat's colour down
  the left edge, the final total.
* :func:`palette_sample` - the picture sampled for a game's 8-bit palette: the game's static boards,
  then one swatch row per background with the game's pieces on it (see ``kit.build_palette``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence

from PIL import Image, ImageDraw

from engine.core.text import DEFAULT_LOCALE

from . import kit
from .palettes import frozen
from .kit import INK, PANEL, ViewModel, speaking

WHITE = (255, 255, 255)
GOLD = (255, 220, 120)  # names and warnings in the band
BAND = (46, 52, 64)  # the band's fill
ACTIVE_FILL = (255, 249, 222)  # a seat's panel while it may act
SWATCH_ROW = 64  # one background's row in a palette sample


def entry_points(
    game_id: str,
    model: type[ViewModel],
    draw_view: Callable[[Any, list[str] | None], Image.Image],
    palette: Callable[[], Image.Image],
) -> tuple[Callable[[Any], ViewModel], Callable[..., Image.Image], Callable[..., bytes]]:
    """``(as_view, draw, board)`` of a game whose ``draw_view(view, names)`` draws a validated view."""

    def as_view(view: Any) -> ViewModel:
        """``view`` itself, or the view its JSON form describes (see ``render.kit.as_view``)."""
        return kit.as_view(view, model, game_id)

    def draw(view, names: list[str] | None = None, locale: str = DEFAULT_LOCALE) -> Image.Image:
        """The public board as a PIL image in ``locale`` (drawing only; see ``board`` for PNG bytes)."""
        with speaking(locale):
            img = draw_view(as_view(view), names)
        key = game_id + ".palette"
        img.info[kit.PALETTE_KEY] = kit.static_layer(key, lambda: frozen(key, palette), copy=False)
        return img

    def board(view, names: list[str] | None = None, locale: str = DEFAULT_LOCALE) -> bytes:
        """The public board in ``locale`` as PNG bytes."""
        return kit.encode_png(draw(view, names, locale))

    return as_view, draw, board


@dataclass(frozen=True)
class Band:
    """The headline band's geometry (from the game's layout) and the helpers its rows draw with."""

    x0: int  # the band's box
    x1: int
    y0: int
    y1: int
    px: int  # every text's size: 9 pt when the picture is shown 360 pt wide
    row: int  # one row's height
    token: int  # seat markers in the band
    score_min: int  # the smallest a score is drawn (still legible at 360 px wide)
    pad: int = 16  # inner margin
    name_min: int = 150  # a name is shown beside a score only with at least this much room

    @property
    def left(self) -> int:
        return self.x0 + self.pad

    @property
    def right(self) -> int:
        return self.x1 - self.pad

    def frame(self, img: Image.Image) -> None:
        kit.rounded_box(img, (self.x0, self.y0, self.x1, self.y1), fill=BAND, outline=None)

    def row_y(self, row: int) -> int:
        """The vertical centre of row ``row`` (0 = the top row)."""
        return self.y0 + 8 + self.row // 2 + row * self.row

    def head(
        self,
        img: Image.Image,
        xy: tuple[float, float],
        s: str,
        room: float,
        *,
        bold: bool = False,
        fill=WHITE,
        anchor: str = "lm",
    ) -> int:
        """Headline text: never below ``px``; what does not fit is ellipsized. Returns its width."""
        if room <= 0:
            return 0
        return kit.fitted_text(img, xy, s, int(room), self.px, bold=bold, fill=fill, anchor=anchor, min_size=self.px)

    def tokens_and_names(
        self,
        img: Image.Image,
        x: float,
        y: float,
        right: float,
        seats: Sequence[int],
        name: Callable[[int], str],
        styles: list[kit.PlayerStyle],
        fill=GOLD,
    ) -> float:
        """Seat markers, each followed by the name while there is room for every name; else markers only."""
        width = sum(self.token + 12 + kit.text_width(name(s), self.px, True) + 20 for s in seats)
        with_names = width <= right - x
        for s in seats:
            kit.player_token(img, (x + self.token / 2, y), styles[s], self.token)
            x += self.token + 8
            if with_names:
                x += self.head(img, (x + 4, y), name(s), right - x, bold=True, fill=fill) + 24
        return x

    def who(
        self,
        img: Image.Image,
        y: float,
        status: str,
        name: Callable[[int], str],
        styles: list[kit.PlayerStyle],
        *,
        won: Sequence[int] | None = None,
        lead: str | None = None,
        seats: Sequence[int] = (),
        verb: str | None = None,
    ) -> None:
        """The top row: ``status`` at the right; at the left the winners and ``verb`` (``won``), or
        ``lead`` then the seats it names (``lead``), or the seat(s) and ``verb`` (who is to move)."""
        x: float = self.left
        right: float = self.right
        right -= self.head(img, (right, y), status, right - x, anchor="rm") + 36
        if won is not None:
            verb = " " + (verb or "")
            x = self.tokens_and_names(img, x, y, right - kit.text_width(verb, self.px), won, name, styles)
            self.head(img, (x, y), verb.strip(), right - x)
        elif lead is not None:
            x += self.head(img, (x, y), lead, right - x) + 16
            self.tokens_and_names(img, x, y, right, seats, name, styles)
        elif verb is not None:
            verb = " " + verb
            x = self.tokens_and_names(img, x, y, right - kit.text_width(verb, self.px), seats, name, styles)
            self.head(img, (x - 20, y), verb, right - x + 20)

    def score_size(self, s: str, room: int) -> int:
        """``px``, smaller (down to ``score_min``) when long words or numbers would run into the next
        seat's entry."""
        size = self.px
        while size > self.score_min and kit.text_width(s, size, True) > room:
            size -= 2
        return size

    def scores(
        self, img: Image.Image, y: float, entries: Sequence[tuple[int, str, str]], styles: list[kit.PlayerStyle]
    ) -> None:
        """One cell per ``(seat, name, score)``: the marker, the name when it fits whole, the score
        (a cut name says less than the marker's letter)."""
        cell = (self.x1 - self.x0 - 2 * self.pad) // max(1, len(entries))
        for i, (seat, name, score) in enumerate(entries):
            x = self.left + i * cell
            kit.player_token(img, (x + self.token / 2, y), styles[seat], self.token)
            x += self.token + 10
            room = cell - self.token - 10 - 20
            size = self.score_size(score, room)
            width = kit.text_width(score, size, True)
            if room - width >= max(self.name_min, kit.text_width(name, self.px, False) + 20):
                x += self.head(img, (x, y), name, room - width - 20) + 16
            kit.text(img, (x, y), score, size, bold=True, fill=WHITE)

    def last(
        self,
        img: Image.Image,
        y: float,
        seat: int | None,
        name: Callable[[int], str],
        styles: list[kit.PlayerStyle],
        words: str,
    ) -> None:
        """The last move's row: the mover's marker and name, then ``words`` (the whole room if no one
        moved yet)."""
        x, right = self.left, self.right
        if seat is None:
            self.head(img, (x, y), words, right - x)
            return
        kit.player_token(img, (x + self.token / 2, y), styles[seat], self.token)
        x += self.token + 12
        x += self.head(img, (x, y), name(seat) + ":", (right - x) // 3, bold=True, fill=GOLD) + 14
        self.head(img, (x, y), words, right - x)


def seat_frame(width: int, height: int, active: bool) -> Image.Image:
    """An empty seat panel: a rounded box, warm and thickly outlined while its seat may act."""
    img = kit.canvas(width, height)
    box = (0, 0, width - 1, height - 1)
    if active:
        kit.rounded_box(img, box, fill=ACTIVE_FILL, outline=INK, width=5, radius=12)
    else:
        kit.rounded_box(img, box, fill=PANEL, radius=12)
    return img


def colour_stripe(img: Image.Image, box: kit.Box, colour: kit.RGB, width: int) -> None:
    """The seat's colour down the left edge of its panel ``box``."""
    x0, y0, _, y1 = box
    ImageDraw.Draw(img).rectangle((x0 + 3, y0 + 12, x0 + 3 + width, y1 - 12), fill=colour, outline=INK, width=1)


def total_badge(img: Image.Image, right: float, y: float, label: str, size: int, pad: int, half: int) -> None:
    """The final total, white on dark, ending at ``right``."""
    w = kit.text_width(label, size, True) + pad
    kit.rounded_box(img, (right - w, y - half, right, y + half), fill=(40, 40, 40), outline=None, radius=8)
    kit.text(img, (right - w / 2, y), label, size, bold=True, fill=WHITE, anchor="mm")


def palette_sample(
    statics: Iterable[Image.Image],
    width: int,
    backgrounds: Sequence[kit.RGB],
    row: Callable[[Image.Image, int], None],
    extra: int = 0,
    below: Callable[[Image.Image, int], None] | None = None,
) -> Image.Image:
    """The game's static boards, then a swatch: one row per background, filled and drawn on by
    ``row(swatch, y)`` (the game's pieces and inks), then ``extra`` px drawn by ``below(swatch, y)``."""
    statics = list(statics)
    sw = kit.canvas(width, SWATCH_ROW * len(backgrounds) + extra)
    d = ImageDraw.Draw(sw)
    for i, bg in enumerate(backgrounds):
        y = i * SWATCH_ROW
        d.rectangle((0, y, width, y + SWATCH_ROW), fill=bg)
        row(sw, y)
    if below is not None:
        below(sw, SWATCH_ROW * len(backgrounds))
    sample = Image.new("RGB", (width, sum(s.height for s in statics) + sw.height))
    y = 0
    for part in statics + [sw]:
        sample.paste(part, (0, y))
        y += part.height
    return sample


def in_default_locale(build: Callable[[], Image.Image]) -> Image.Image:
    """``build()`` drawn in English: a palette is sampled from the English board whatever the language
    being drawn, so it is the same in every process."""
    with speaking(DEFAULT_LOCALE):
        return build()


# --- the last move: marks on the board --------------------------------------------------------------

THICK, THIN = 6, 3  # outline widths: where the turn went / where it came from
BADGE = 34  # the mover's marker at a mark's top right corner
CASING = 2  # px of dark edge on each side of an outline whose colour is too light for the board
LIGHT_CONTRAST = 1.6  # below this contrast with the board's paper an outline gets its casing (Macao's white)


@dataclass(frozen=True)
class Mark:
    """A region the latest turn touched: outlined in the mover's colour, ``THICK`` where it went (with
    the mover's marker when ``badge``), ``THIN`` where a piece came from; ``grow`` px outside ``box``."""

    box: kit.Box
    width: int = THICK
    badge: bool = False
    grow: int = 2

    def outline_box(self) -> kit.Box:
        g = self.grow + self.width // 2
        x0, y0, x1, y1 = self.box
        return (x0 - g, y0 - g, x1 + g, y1 + g)

    def badge_centre(self) -> tuple[int, int]:
        return (self.box[2] - 4, self.box[1] - 8)

    def extent(self) -> kit.Box:
        """Every pixel the mark draws on (its casing's too), and the region it marks."""
        x0, y0, x1, y1 = self.outline_box()  # drawn inwards from this box, its edges included
        x0, y0, x1, y1 = x0 - CASING, y0 - CASING, x1 + 1 + CASING, y1 + 1 + CASING
        if self.badge:
            cx, cy = self.badge_centre()
            h = BADGE // 2 + 1
            x0, y0, x1, y1 = min(x0, cx - h), min(y0, cy - h), max(x1, cx + h), max(y1, cy + h)
        return (x0, y0, x1, y1)


def contrast(a: kit.RGB, b: kit.RGB) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = kit.luminance(a), kit.luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def draw_marks(img: Image.Image, marks: Iterable[Mark], style: kit.PlayerStyle) -> None:
    """The outlines first (thin ones under thick ones), then the markers on top. A colour too light for
    the board (Macao's white seat, its yellow) is drawn between two dark edges, so it reads on paper."""
    marks = sorted(marks, key=lambda m: m.width)
    cased = contrast(style.colour, kit.PAPER) < LIGHT_CONTRAST
    for m in marks:
        g = m.grow + m.width // 2
        if cased:
            x0, y0, x1, y1 = m.outline_box()
            around = (x0 - CASING, y0 - CASING, x1 + CASING, y1 + CASING)
            kit.rounded_box(img, around, fill=None, outline=kit.INK, width=m.width + 2 * CASING, radius=10 + g + CASING)
        kit.rounded_box(img, m.outline_box(), fill=None, outline=style.colour, width=m.width, radius=10 + g)
    for m in marks:
        if m.badge:
            kit.player_token(img, m.badge_centre(), style, BADGE)


def draw_turn(img: Image.Image, seat: int | None, marks: Iterable[Mark], styles: list[kit.PlayerStyle]) -> None:
    """The marks of ``seat``'s turn, in its colour (nothing before anyone acted)."""
    if seat is not None and 0 <= seat < len(styles):
        draw_marks(img, marks, styles[seat])


def extents(marks: Iterable[Mark], size: tuple[int, int]) -> list[kit.Box]:
    """What ``touched_boxes`` gives: every mark's extent, inside a board of ``size``."""
    return [clip(m.extent(), size) for m in marks]


def clip(box: kit.Box, size: tuple[int, int]) -> kit.Box:
    x0, y0, x1, y1 = box
    return (max(0, x0), max(0, y0), min(size[0], x1), min(size[1], y1))


def union(boxes: Iterable[kit.Box]) -> kit.Box:
    boxes = list(boxes)
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))
