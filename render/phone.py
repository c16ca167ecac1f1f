"""Phone pictures: the phone card posted with every board, and a seat's own area on its panel.

Most players open Discord on a phone, where a 1600 px board shown 360 pt wide leaves only its headline
legible. Two pictures ``CARD_W`` (1080) px wide and at most ``MAX_H`` (1.35 x the width, so Discord
shows them whole) carry what a glance needs, every word at least ``MIN_PX`` (27 px: 9 pt at 360 pt):

* the **phone card** (:func:`card`): who is to move and what they are asked, every seat's score and
  the few figures that decide the game now, the board's own figures, the last turn in words, and the
  regions of the full board that turn touched (``render/<game>/highlight.py: touched_boxes``), cut out
  and enlarged at least ``MIN_PX / kit.MIN_TEXT`` (1.5) times, so the board's smallest text reads
  27 px there too;
* the **seat's own area** (:func:`own_area`): the seat's figures and its private parts (hand, stock,
  portfolio ...) as labelled rows of chips, drawn from that seat's own view only.

Both are built here once, from small per-game declarations (``render/<game>/phone.py``: which
figures, which labels, which parts) - see :class:`Declaration`. Text is wrapped or shrunk (never below
``MIN_PX``) to fit, never cut. Sizes are tried from the largest down until the picture fits.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Protocol, Sequence

from PIL import Image, ImageDraw

from engine.core.text import DEFAULT_LOCALE

from . import cutouts, kit
from .palettes import frozen
from .kit import INK, LINE, MUTED, WHITE

CARD_W = 1080
MAX_H = round(CARD_W * 1.35)  # Discord shows a picture this tall (or less) whole on a phone
MIN_PX = 27  # 9 pt at 360 pt wide: the smallest word on a phone picture
CUT_MIN_SCALE = MIN_PX / kit.MIN_TEXT  # a cut-out's board text (>= kit.MIN_TEXT) reads MIN_PX or more
CUT_MAX_SCALE = 2.5  # a small region is enlarged at most this much
CUT_PAD = 14  # board pixels kept around a touched region
CUT_MIN_H = 220  # below this much room the cut-outs are left out
MAX_CUTS = 4  # touched regions are merged down to this many cut-outs
MARGIN = 24
GAP = 14  # between rows and items
TOKEN = 56  # seat markers: their letter (0.55 x) stays above MIN_PX
BAND: kit.RGB = (46, 52, 64)
GOLD: kit.RGB = (255, 220, 120)
MOVING: kit.RGB = (255, 244, 200)  # the row of a seat that may act now
CHIP_FILL: kit.RGB = (238, 233, 222)

BASE_FILLS: tuple[kit.RGB, ...] = (
    kit.PAPER,
    INK,
    MUTED,
    LINE,
    WHITE,
    MOVING,
    CHIP_FILL,
    BAND,
    GOLD,
    *(p.colour for p in kit.PLAYERS),
)

# Text sizes (headline, body, small), largest first: the first set whose picture fits is used.
SIZES: tuple[tuple[int, int, int], ...] = ((44, 34, 30), (40, 32, 29), (36, 30, 28), (32, 28, 27), (30, 27, 27))
assert all(min(s) >= MIN_PX for s in SIZES)


# --- what a game declares ------------------------------------------------------------------------


@dataclass(frozen=True)
class SeatLine:
    """One seat as the pictures show it: marker, name, the figures that decide the game now."""

    style: kit.PlayerStyle
    name: str
    figures: Sequence[str]
    moving: bool = False  # may act now: the row is lit


@dataclass(frozen=True)
class Headline:
    status: str  # round and phase
    seats: Sequence[SeatLine]  # who is to move (or who won), marker and name
    verb: str  # "to move" / "wins"


@dataclass(frozen=True)
class Chip:
    """One thing in a seat's area: a card, a resource and its count, a token."""

    text: str
    fill: kit.RGB = CHIP_FILL
    bold: bool = True


@dataclass(frozen=True)
class Section:
    title: str
    chips: Sequence[Chip]
    empty: str = ""  # shown when there are no chips


@dataclass(frozen=True)
class LastTurn:
    style: kit.PlayerStyle
    name: str
    words: str


class Declaration(Protocol):
    """What ``render/<game>/phone.py`` provides (module-level functions)."""

    def as_view(self, view: Any) -> Any: ...
    def draw_board(self, view: Any, names: list[str] | None) -> Image.Image: ...
    def headline(self, view: Any, names: list[str] | None) -> Headline: ...
    def seat_lines(self, view: Any, names: list[str] | None) -> list[SeatLine]: ...
    def board_line(self, view: Any) -> str | None: ...
    def last_turn(self, view: Any, names: list[str] | None) -> LastTurn | None: ...
    def touched(self, view: Any) -> list[kit.Box] | None: ...
    def own_area(self, view: Any, seat: int, names: list[str] | None) -> tuple[SeatLine, list[Section]]: ...
    def word(self, key: str, **params: Any) -> str: ...


def declaration(game_id: str) -> Declaration:
    """``render.<game>.phone``; KeyError for a game without one."""
    from . import renderer

    renderer(game_id)  # validates the id
    try:
        return importlib.import_module(f"render.{game_id}.phone")
    except ModuleNotFoundError as e:
        raise KeyError(game_id) from e


# --- text that wraps and shrinks, never cut --------------------------------------------------------


def wrap(s: str, width: int, size: int, bold: bool = False) -> tuple[list[str], int]:
    """``s`` in lines no wider than ``width``: the size lowered (not below MIN_PX) until its longest
    word fits, words broken between letters only if even MIN_PX is too wide. Returns (lines, size)."""
    words = s.split(" ")
    longest = max(words, key=lambda w: kit.text_width(w, size, bold))
    size = kit.fit_size(longest, width, size, bold, MIN_PX)
    lines: list[str] = []
    line = ""
    for w in words:
        while kit.text_width(w, size, bold) > width:  # a word wider than the line even at MIN_PX
            cut = len(w) - 1
            while cut > 1 and kit.text_width(w[:cut], size, bold) > width:
                cut -= 1
            if line:
                lines.append(line)
                line = ""
            lines.append(w[:cut])
            w = w[cut:]
        trial = f"{line} {w}" if line else w
        if kit.text_width(trial, size, bold) <= width:
            line = trial
        else:
            lines.append(line)
            line = w
    lines.append(line)
    return lines, size


class Sheet:
    """A tall scratch canvas written top to bottom; :meth:`image` crops it to what was written."""

    def __init__(self, width: int, sizes: tuple[int, int, int]):
        self.img = kit.canvas(width, MAX_H * 2, kit.PAPER)
        self.width = width
        self.head, self.body, self.small = sizes
        self.y = MARGIN

    def para(
        self, s: str, x0: int, x1: int, size: int, *, bold: bool = False, fill: kit.RGB = INK, draw: bool = True
    ) -> int:
        """Wrapped text from ``self.y`` between ``x0`` and ``x1``; returns its height (and moves on)."""
        lines, size = wrap(s, x1 - x0, size, bold)
        pitch = round(size * 1.3)
        if draw:
            for i, line in enumerate(lines):
                kit.text(self.img, (x0, self.y + i * pitch + pitch / 2), line, size, bold=bold, fill=fill)
        self.y += pitch * len(lines)
        return pitch * len(lines)

    def flow(
        self, items: Sequence[tuple[str, bool]], x0: int, x1: int, size: int, *, fill: kit.RGB = INK, sep: int = 26
    ) -> None:
        """Short items left to right, wrapping to the next line between items (an item wider than a
        line wraps on its own)."""
        pitch = round(size * 1.3)
        x = x0
        for s, bold in items:
            w = kit.text_width(s, size, bold)
            if x > x0 and x + w > x1:
                x, self.y = x0, self.y + pitch
            if w > x1 - x0:
                self.para(s, x0, x1, size, bold=bold, fill=fill)
                x = x0
                continue
            kit.text(self.img, (x, self.y + pitch / 2), s, size, bold=bold, fill=fill)
            x += w + sep
        if x > x0:
            self.y += pitch

    def image(self) -> Image.Image:
        return self.img.crop((0, 0, self.width, self.y))


def _token(img: Image.Image, centre: tuple[float, float], style: kit.PlayerStyle) -> None:
    kit.player_token(img, centre, style, TOKEN)


def _seat_row(sheet: Sheet, line: SeatLine) -> None:
    """Marker, name (bold) and figures; a seat that may act now on a lit background."""
    y0 = sheet.y
    x0, x1 = MARGIN + TOKEN + 16, sheet.width - MARGIN
    sheet.y += 8
    items = [(line.name, True)] + [(f, False) for f in line.figures]
    probe = sheet.y
    sheet.flow(items, x0, x1, sheet.body)
    bottom = max(sheet.y + 8, y0 + TOKEN + 16)
    if line.moving:  # the background goes under the text: redraw the row on top of it
        ImageDraw.Draw(sheet.img).rounded_rectangle((MARGIN - 8, y0, x1 + 8, bottom), radius=12, fill=MOVING)
        sheet.y = probe
        sheet.flow(items, x0, x1, sheet.body)
    _token(sheet.img, (MARGIN + TOKEN / 2, y0 + 8 + TOKEN / 2), line.style)
    sheet.y = bottom + 4


# --- the phone card --------------------------------------------------------------------------------


def _band(sheet: Sheet, head: Headline, asked: str | None) -> None:
    """The dark band: status, who is to move (markers, names, verb), what they are asked."""
    y0 = sheet.y
    d = ImageDraw.Draw(sheet.img)
    x0, x1 = MARGIN + 20, sheet.width - MARGIN - 20
    # measure on a throwaway pass, draw the band, then the words on it
    bottom = y0  # the band's bottom, from the measuring pass
    for draw in (False, True):
        sheet.y = y0 + 14
        if draw:
            d.rounded_rectangle((MARGIN, y0, sheet.width - MARGIN, bottom), radius=16, fill=BAND)
        sheet.para(head.status, x0, x1, sheet.small, fill=WHITE, draw=draw)
        if head.seats:
            sheet.y += 6
            ty = sheet.y + TOKEN / 2
            x = x0
            for line in head.seats:
                if draw:
                    _token(sheet.img, (x + TOKEN / 2, ty), line.style)
                x += TOKEN + 10
            names = " & ".join(line.name for line in head.seats)
            probe = sheet.y
            sheet.y = round(ty - sheet.head * 0.65)
            sheet.para(f"{names} {head.verb}", x, x1, sheet.head, bold=True, fill=GOLD, draw=draw)
            sheet.y = max(sheet.y, probe + TOKEN)
        if asked:
            sheet.y += 6
            sheet.para(asked, x0, x1, sheet.body, fill=WHITE, draw=draw)
        bottom = sheet.y + 14
    sheet.y = bottom + GAP


def _merge(a: kit.Box, b: kit.Box) -> kit.Box:
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))


def _area(b: kit.Box) -> int:
    return (b[2] - b[0]) * (b[3] - b[1])


def regions(boxes: Sequence[kit.Box], board: tuple[int, int]) -> list[kit.Box]:
    """The touched boxes padded, clipped to the board, overlapping ones merged, then the pair whose
    union adds the least area merged until at most MAX_CUTS remain; in reading order."""
    bw, bh = board
    out: list[kit.Box] = []
    for x0, y0, x1, y1 in boxes:
        b = (max(0, x0 - CUT_PAD), max(0, y0 - CUT_PAD), min(bw, x1 + CUT_PAD), min(bh, y1 + CUT_PAD))
        if b[2] > b[0] and b[3] > b[1]:
            out.append(b)
    merged = True
    while merged:
        merged = False
        for i in range(len(out)):
            for j in range(i + 1, len(out)):
                a, b = out[i], out[j]
                if a[0] <= b[2] and b[0] <= a[2] and a[1] <= b[3] and b[1] <= a[3]:
                    out[i] = _merge(a, b)
                    del out[j]
                    merged = True
                    break
            if merged:
                break
    while len(out) > MAX_CUTS:
        i, j = min(
            ((i, j) for i in range(len(out)) for j in range(i + 1, len(out))),
            key=lambda p: _area(_merge(out[p[0]], out[p[1]])) - _area(out[p[0]]) - _area(out[p[1]]),
        )
        out[i] = _merge(out[i], out[j])
        del out[j]
    return sorted(out, key=lambda b: (b[1], b[0]))


@dataclass
class Cut:
    """One cut-out as placed on the card: the board window, where it goes, its enlargement."""

    window: kit.Box
    at: tuple[int, int]
    scale: float
    region: kit.Box | None = None  # the touched region the window shows (all of it, or a window on it)


def place_cuts(boxes: list[kit.Box], board: tuple[int, int], room: kit.Box) -> list[Cut]:
    """Lay the regions out in ``room`` stacked (one column, or two when that enlarges them more), each
    enlarged CUT_MIN_SCALE..CUT_MAX_SCALE times; a region too big for its share at CUT_MIN_SCALE is
    cut down to a window centred on it."""
    if not boxes:
        return []
    rx0, ry0, rx1, ry1 = room
    rw, rh = rx1 - rx0, ry1 - ry0
    best: tuple[float, int] | None = None
    for cols in (1, 2):
        if cols > len(boxes):
            break
        rows = [boxes[i : i + cols] for i in range(0, len(boxes), cols)]
        colw = (rw - GAP * (cols - 1)) / cols
        need_h = sum(max(b[3] - b[1] for b in row) for row in rows)
        s = min(min(colw / (b[2] - b[0]) for b in boxes), (rh - GAP * (len(rows) - 1)) / need_h)
        if best is None or s > best[0] + 0.05:
            best = (s, cols)
    assert best is not None
    scale, cols = best
    scale = max(CUT_MIN_SCALE, min(CUT_MAX_SCALE, scale))
    rows = [boxes[i : i + cols] for i in range(0, len(boxes), cols)]
    colw = (rw - GAP * (cols - 1)) // cols
    row_hs = [max(b[3] - b[1] for b in row) * scale for row in rows]
    total = sum(row_hs) + GAP * (len(rows) - 1)
    shrink = min(1.0, (rh - GAP * (len(rows) - 1)) / (total - GAP * (len(rows) - 1)))
    cuts: list[Cut] = []
    y = ry0
    bw, bh = board
    for row, row_h in zip(rows, row_hs):
        h_px = int(row_h * shrink)
        for c, b in enumerate(row):
            win_w = min(b[2] - b[0], int(colw / scale))
            win_h = min(b[3] - b[1], int(h_px / scale))
            cx, cy = (b[0] + b[2]) / 2, (b[1] + b[3]) / 2
            wx0 = int(min(max(0, cx - win_w / 2), bw - win_w))
            wy0 = int(min(max(0, cy - win_h / 2), bh - win_h))
            out_w = round(win_w * scale)
            x = rx0 + c * (colw + GAP) + (colw - out_w) // 2 if cols > 1 else rx0 + (rw - out_w) // 2
            cuts.append(Cut((wx0, wy0, wx0 + win_w, wy0 + win_h), (x, y), scale, b))
        y += h_px + GAP
    return cuts


def fitted(cut: Cut, words: Sequence[kit.Box], board: tuple[int, int]) -> Cut:
    """``cut`` with its window ending between words (:func:`render.cutouts.whole_words`), centred where
    the window first placed would have been."""
    placed = cutouts.slid(cut.window, cut.region or cut.window, words, board)
    window, scale = cutouts.whole_words(placed, words, board, cut.scale, CUT_MIN_SCALE)
    if window == cut.window:
        return cut
    dx = round((cut.window[2] - cut.window[0]) * cut.scale / 2 - (window[2] - window[0]) * scale / 2)
    return Cut(window, (cut.at[0] + dx, cut.at[1]), scale, cut.region)


# Recorded layout of the latest picture drawn in this thread's context (tests read it).
@dataclass
class Drawn:
    sizes: tuple[int, int, int] = (0, 0, 0)
    cuts: list[Cut] = field(default_factory=list)


_LAST: dict[str, Drawn] = {}


def last_drawn(kind: str) -> Drawn | None:
    """How the latest ``card`` / ``own_area`` picture was laid out (sizes used, cut-outs)."""
    return _LAST.get(kind)


def _card_sheet(
    decl: Declaration, view: Any, names: list[str] | None, asked: str | None, sizes: tuple[int, int, int]
) -> Sheet:
    sheet = Sheet(CARD_W, sizes)
    _band(sheet, decl.headline(view, names), asked)
    for line in decl.seat_lines(view, names):
        _seat_row(sheet, line)
    board = decl.board_line(view)
    if board:
        sheet.y += 4
        sheet.para(board, MARGIN, CARD_W - MARGIN, sheet.small, fill=MUTED)
    last = decl.last_turn(view, names)
    if last is not None:
        sheet.y += GAP
        y0 = sheet.y
        x0 = MARGIN + TOKEN + 16
        sheet.para(f"{decl.word('last_turn')} {last.name}: {last.words}", x0, CARD_W - MARGIN, sheet.body)
        _token(sheet.img, (MARGIN + TOKEN / 2, y0 + max(TOKEN, sheet.y - y0) / 2), last.style)
        sheet.y = max(sheet.y, y0 + TOKEN)
    sheet.y += GAP
    return sheet


def draw_card(
    game_id: str,
    view: Any,
    names: list[str] | None = None,
    locale: str = DEFAULT_LOCALE,
    asked: str | None = None,
    board: Image.Image | None = None,
) -> tuple[Image.Image, Image.Image]:
    """(full board, phone card) as images; ``board`` reuses a board already drawn from ``view``."""
    decl = declaration(game_id)
    with kit.speaking(locale):
        view = decl.as_view(view)
        if board is None:
            board = decl.draw_board(view, names)
        for sizes in SIZES:
            sheet = _card_sheet(decl, view, names, asked, sizes)
            if sheet.y <= MAX_H - CUT_MIN_H:
                break
        drawn = Drawn(sizes)
        touched = decl.touched(view) or []
        room = (MARGIN, sheet.y, CARD_W - MARGIN, MAX_H - MARGIN)
        if touched and room[3] - room[1] >= CUT_MIN_H:
            drawn.cuts = [
                fitted(cut, kit.texts(board), board.size)
                for cut in place_cuts(regions(touched, board.size), board.size, room)
                if not cutouts.is_empty(board, cut.window)
            ]
            d = ImageDraw.Draw(sheet.img)
            bottom = sheet.y
            for cut in drawn.cuts:
                x0, y0, x1, y1 = cut.window
                piece = board.crop(cut.window).resize(
                    (round((x1 - x0) * cut.scale), round((y1 - y0) * cut.scale)), Image.Resampling.BICUBIC
                )
                sheet.img.paste(piece, cut.at)
                d.rectangle(
                    (cut.at[0] - 2, cut.at[1] - 2, cut.at[0] + piece.width + 1, cut.at[1] + piece.height + 1),
                    outline=LINE,
                    width=2,
                )
                bottom = max(bottom, cut.at[1] + piece.height)
            sheet.y = bottom + MARGIN
        _LAST["card"] = drawn
        img = sheet.image()
        pal = board.info.get(kit.PALETTE_KEY)
        if pal is not None:
            img.info[kit.PALETTE_KEY] = card_palette(game_id, pal, tuple(getattr(decl, "FILLS", ())))
        return board, img


def card_palette(game_id: str, board_palette: Image.Image, fills: tuple[kit.RGB, ...]) -> Image.Image:
    """The phone card's PNG palette: the card's own fills exactly (a lit row must not fade into the
    paper), then the board's palette (the cut-outs are board pixels), its last entries dropped."""

    def build() -> Image.Image:
        own: list[kit.RGB] = []
        for c in (*BASE_FILLS, *fills):
            if c not in own:
                own.append(c)
        flat = [v for c in own for v in c] + (board_palette.getpalette() or [])
        pal = Image.new("P", (1, 1))
        pal.putpalette((flat + [0] * 768)[:768])
        return pal

    return kit.static_layer(("phone.card.palette", game_id), build, copy=False)


def card(
    game_id: str, view: Any, names: list[str] | None = None, locale: str = DEFAULT_LOCALE, asked: str | None = None
) -> bytes:
    """The phone card as PNG bytes."""
    return kit.encode_png(draw_card(game_id, view, names, locale, asked)[1])


def pictures(
    game_id: str, view: Any, names: list[str] | None = None, locale: str = DEFAULT_LOCALE, asked: str | None = None
) -> tuple[bytes, bytes]:
    """(full board, phone card) as PNG bytes, the board drawn once for both."""
    board, phone = draw_card(game_id, view, names, locale, asked)
    return kit.encode_png(board), kit.encode_png(phone)


# --- a seat's own area -----------------------------------------------------------------------------


def _chips(sheet: Sheet, chips: Sequence[Chip]) -> None:
    """Rounded chips left to right, wrapping; a chip wider than the line wraps its words inside."""
    x0, x1 = MARGIN, sheet.width - MARGIN
    size = sheet.body
    pad, pitch = 14, round(size * 1.3)
    d = ImageDraw.Draw(sheet.img)
    x, row_h = x0, 0
    for chip in chips:
        lines, csize = wrap(chip.text, x1 - x0 - 2 * pad, size, chip.bold)
        w = max(kit.text_width(line, csize, chip.bold) for line in lines) + 2 * pad
        h = pitch * len(lines) + 12
        if x > x0 and x + w > x1:
            x, sheet.y, row_h = x0, sheet.y + row_h + 10, 0
        d.rounded_rectangle((x, sheet.y, x + w, sheet.y + h), radius=10, fill=chip.fill, outline=LINE, width=2)
        ink = kit.contrast_ink(chip.fill)
        for i, line in enumerate(lines):
            kit.text(sheet.img, (x + pad, sheet.y + 6 + i * pitch + pitch / 2), line, csize, bold=chip.bold, fill=ink)
        x += w + 10
        row_h = max(row_h, h)
    sheet.y += row_h


def _area_sheet(decl: Declaration, view: Any, seat: int, names: list[str] | None, sizes: tuple[int, int, int]) -> Sheet:
    sheet = Sheet(CARD_W, sizes)
    line, sections = decl.own_area(view, seat, names)
    _seat_row(sheet, line)
    for sec in sections:
        sheet.y += GAP
        sheet.para(sec.title, MARGIN, CARD_W - MARGIN, sheet.body, bold=True, fill=MUTED)
        sheet.y += 4
        if sec.chips:
            _chips(sheet, sec.chips)
        else:
            sheet.para(sec.empty or decl.word("none"), MARGIN, CARD_W - MARGIN, sheet.body, fill=MUTED)
    sheet.y += MARGIN
    return sheet


def draw_own_area(
    game_id: str, view: Any, seat: int, names: list[str] | None = None, locale: str = DEFAULT_LOCALE
) -> Image.Image:
    """Seat ``seat``'s own area from its own view ``view(state, seat)`` (nothing else is read)."""
    decl = declaration(game_id)
    with kit.speaking(locale):
        view = decl.as_view(view)
        for sizes in SIZES:
            sheet = _area_sheet(decl, view, seat, names, sizes)
            if sheet.y <= MAX_H:
                break
        _LAST["own_area"] = Drawn(sizes)
        img = sheet.image()
        img.info[kit.PALETTE_KEY] = area_palette(game_id, tuple(getattr(decl, "FILLS", ())))
        return img


def area_palette(game_id: str, fills: tuple[kit.RGB, ...]) -> Image.Image:
    """The own area's PNG palette: encoding onto a fixed 256-colour palette takes a few ms where an RGB
    PNG takes tens (and is twice as large). One per game, built from a sample of text on every fill
    the game declares (those fills kept exact), so the same view gives the same bytes in any process."""

    def build() -> Image.Image:
        fills_all = (*BASE_FILLS, *fills)
        sample = kit.canvas(CARD_W, 60 * len(fills_all))
        d = ImageDraw.Draw(sample)
        for i, fill in enumerate(fills_all):
            y = i * 60
            d.rounded_rectangle((10, y + 4, CARD_W - 10, y + 56), radius=10, fill=fill, outline=LINE, width=2)
            kit.text(sample, (24, y + 30), "Ag 0123 Šé → ×", MIN_PX + 4, bold=True, fill=kit.contrast_ink(fill))
            kit.text(sample, (CARD_W // 2, y + 30), "Ag 0123 Šé", MIN_PX + 4, fill=INK if i % 2 else MUTED)
        return kit.build_palette(sample, exact=fills_all)

    return kit.static_layer(("phone.palette", game_id), lambda: frozen(f"phone.area.{game_id}", build), copy=False)


def own_area(game_id: str, view: Any, seat: int, names: list[str] | None = None, locale: str = DEFAULT_LOCALE) -> bytes:
    """The seat's own area as PNG bytes."""
    return kit.encode_png(draw_own_area(game_id, view, seat, names, locale))
