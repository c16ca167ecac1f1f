"""A tournament's standings as a picture for a phone (posted after every round, and with ``/tournament
status``). Nothing here imports discord or the store: the bot hands in public data only — names,
points, tie-break figures and each round's place — already in words where they are the bot's.

Legible on a phone: 1080 px wide and at most 1.35 × as tall (Discord shows it whole at 360 px wide),
every word at least 27 px (9 pt at 360 pt wide). As many players as fit are listed (the rest are
counted in the last line: ``/tournament status`` names everyone). Colour-blind safe: places 1-3 carry
their number inside a medal (gold, silver, bronze: light against dark ink, told apart by the numeral,
never by colour alone), rows alternate in lightness, the leader's row is bold.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from PIL import Image, ImageDraw

from engine.core.text import DEFAULT_LOCALE, M

from . import kit, phone
from .kit import INK, MUTED, WHITE
from .words import say

WIDTH = 1080
MAX_H = round(WIDTH * 1.35)  # as the phone card: shown whole on a phone
MIN_PX = 27  # the smallest word on the picture (9 pt at 360 pt wide)
MARGIN = 32
TITLE_PX, SUB_PX, HEAD_PX, ROW_PX, NOTE_PX = 44, 31, 28, 33, 27
ROW_H = 64  # two lines of a long name at the smallest size fit a row
ROUND_COLUMNS_MAX = 5  # more rounds than this: the per-round places are left out (no room)
BAND: kit.RGB = (46, 52, 64)
STRIPE: kit.RGB = (232, 226, 212)  # every other row (lightness differs from the paper, not only hue)
MEDALS: tuple[kit.RGB, ...] = ((236, 196, 64), (196, 200, 206), (205, 145, 92))  # 1st, 2nd, 3rd
assert min((TITLE_PX, SUB_PX, HEAD_PX, ROW_PX, NOTE_PX)) >= MIN_PX


@dataclass(frozen=True, slots=True)
class Row:
    place: int
    name: str
    points: str
    buchholz: str
    score: str
    results: Sequence[str] = ()  # each round's place at its table ("1/4", "bye", "—", "…")
    note: str = ""  # e.g. "out in round 2" (a knockout)


@dataclass(frozen=True, slots=True)
class Standings:
    title: str  # "Macao tournament #3 · Swiss"
    subtitle: str  # "Standings after round 2 of 3"
    rows: Sequence[Row]
    rounds: int  # round columns to show (the rounds played or being played)
    footer: str = ""  # the tie-breaks in words
    champion: str = ""  # "Champion: Ann" on the final standings
    more: int = field(default=0)  # players left out beyond those in ``rows`` (counted on the picture)


def _w(key: str, **params: object) -> str:
    return say(M(f"render.standings.{key}", **params))


def _columns(rounds: int) -> list[tuple[str, int]]:
    """(header, width) of the figures' columns after the name: points, Buchholz, score, rounds."""
    heads = [_w("points"), _w("buchholz"), _w("score")]
    cols = [(h, max(112, kit.text_width(h, HEAD_PX, True) + 14)) for h in heads]  # a header is never cut
    if 0 < rounds <= ROUND_COLUMNS_MAX:
        width = min(96, max(76, 380 // rounds))
        cols += [(_w("round", n=i + 1), width) for i in range(rounds)]
    return cols


def rows_that_fit(st: Standings) -> int:
    """How many players' rows the picture shows within :data:`MAX_H`: all of them when they fit, else
    one row fewer than fit, for the line that counts the rest."""
    fixed = _header_height(st) + ROW_H + _footer_height(st) + MARGIN
    room = max(2, (MAX_H - fixed) // ROW_H)
    return len(st.rows) if len(st.rows) <= room and not st.more else room - 1


def _lines(s: str, size: int, bold: bool, most: int) -> tuple[list[str], int]:
    """``s`` wrapped to the picture's width at ``size`` or less (never below :data:`MIN_PX`), at most
    ``most`` lines (the last one cut if it must)."""
    lines, size = phone.wrap(s, WIDTH - 2 * MARGIN, size, bold)
    if len(lines) > most:
        lines = lines[: most - 1] + [kit.ellipsize(" ".join(lines[most - 1 :]), WIDTH - 2 * MARGIN, size, bold)]
    return lines, size


def _header_height(st: Standings) -> int:
    lines, _ = _lines(st.title, TITLE_PX, True, 2)
    return MARGIN + len(lines) * kit.line_pitch(TITLE_PX) + kit.line_pitch(SUB_PX) + 20


def _footer_height(st: Standings) -> int:
    h = 0
    if st.champion:
        h += kit.line_pitch(SUB_PX) + 12
    if st.footer:
        lines, _ = _lines(st.footer, NOTE_PX, False, 3)
        h += len(lines) * kit.line_pitch(NOTE_PX) + 12
    return h


def draw(st: Standings, locale: str = DEFAULT_LOCALE) -> Image.Image:
    """The standings picture (see the module docstring); rows beyond what fits are counted."""
    with kit.speaking(locale):
        shown = list(st.rows[: rows_that_fit(st)])
        left_out = st.more + len(st.rows) - len(shown)
        height = _header_height(st) + ROW_H * (1 + len(shown) + (1 if left_out else 0)) + _footer_height(st) + MARGIN
        img = kit.canvas(WIDTH, height)
        d = ImageDraw.Draw(img)
        top = _header_height(st)
        d.rectangle((0, 0, WIDTH, top - 10), fill=BAND)
        y = MARGIN
        lines, size = _lines(st.title, TITLE_PX, True, 2)
        for line in lines:
            kit.text(img, (MARGIN, y + size // 2), line, size, bold=True, fill=WHITE)
            y += kit.line_pitch(TITLE_PX)
        kit.fitted_text(
            img, (MARGIN, y + SUB_PX // 2), st.subtitle, WIDTH - 2 * MARGIN, SUB_PX, fill=WHITE, min_size=MIN_PX
        )
        cols = _columns(st.rounds)
        name_x = MARGIN + 80
        figures_w = sum(w for _, w in cols)
        name_w = WIDTH - MARGIN - figures_w - name_x - 10
        y = top
        kit.text(img, (MARGIN + 30, y + ROW_H // 2), "#", HEAD_PX, bold=True, fill=MUTED, anchor="mm")
        kit.fitted_text(
            img, (name_x, y + ROW_H // 2), _w("player"), name_w, HEAD_PX, bold=True, fill=MUTED, min_size=MIN_PX
        )
        x = name_x + name_w + 10
        for header, w in cols:
            kit.fitted_text(
                img,
                (x + w / 2, y + ROW_H // 2),
                header,
                w - 6,
                HEAD_PX,
                bold=True,
                fill=MUTED,
                anchor="mm",
                min_size=MIN_PX,
            )
            x += w
        d.line((MARGIN, y + ROW_H - 2, WIDTH - MARGIN, y + ROW_H - 2), fill=kit.LINE, width=2)
        y += ROW_H
        for i, row in enumerate(shown):
            _row(img, d, row, y, i, name_x, name_w, cols)
            y += ROW_H
        if left_out:
            kit.fitted_text(
                img,
                (name_x, y + ROW_H // 2),
                _w("more", n=left_out),
                WIDTH - MARGIN - name_x,
                ROW_PX,
                fill=MUTED,
                min_size=MIN_PX,
            )
            y += ROW_H
        y += 12
        if st.champion:
            kit.fitted_text(
                img, (MARGIN, y + SUB_PX // 2), st.champion, WIDTH - 2 * MARGIN, SUB_PX, bold=True, min_size=MIN_PX
            )
            y += kit.line_pitch(SUB_PX) + 12
        if st.footer:
            lines, size = _lines(st.footer, NOTE_PX, False, 3)
            for line in lines:
                kit.text(img, (MARGIN, y + size // 2), line, size, fill=MUTED)
                y += kit.line_pitch(NOTE_PX)
        # a palette of this picture's own colours (flat fills exact): a small PNG, the same for the same standings
        img.info[kit.PALETTE_KEY] = kit.build_palette(img, (kit.PAPER, STRIPE, BAND, INK, MUTED, WHITE, *MEDALS))
        return img


def _row(
    img: Image.Image,
    d: ImageDraw.ImageDraw,
    row: Row,
    y: int,
    index: int,
    name_x: int,
    name_w: int,
    cols: list[tuple[str, int]],
) -> None:
    if index % 2:
        d.rectangle((MARGIN - 8, y, WIDTH - MARGIN + 8, y + ROW_H), fill=STRIPE)
    mid = y + ROW_H // 2
    cx = MARGIN + 30
    if row.place <= len(MEDALS):
        d.ellipse((cx - 24, mid - 24, cx + 24, mid + 24), fill=MEDALS[row.place - 1], outline=INK, width=2)
    kit.text(img, (cx, mid), str(row.place), ROW_PX, bold=True, fill=INK, anchor="mm")
    lead = row.place == 1
    name = row.name + (f" · {row.note}" if row.note else "")
    _name(img, name, name_x, mid, name_w, lead)
    x = name_x + name_w + 10
    values = [row.points, row.buchholz, row.score, *list(row.results)[: len(cols) - 3]]
    for (_, w), value in zip(cols, values):
        points = x == name_x + name_w + 10  # the points column is bold: what the order is by
        kit.fitted_text(img, (x + w / 2, mid), value, w - 6, ROW_PX, bold=lead or points, anchor="mm", min_size=MIN_PX)
        x += w


def _name(img: Image.Image, name: str, x: int, mid: int, width: int, bold: bool) -> None:
    """A name on one line (shrunk down to the smallest size), else on two at the smallest size; only a
    name longer than two lines is cut (``/tournament status`` writes it whole)."""
    size = kit.fit_size(name, width, ROW_PX, bold, MIN_PX)
    if kit.text_width(name, size, bold) <= width:
        kit.text(img, (x, mid), name, size, bold=bold)
        return
    lines, size = phone.wrap(name, width, MIN_PX, bold)
    if len(lines) > 2:
        lines = [lines[0], kit.ellipsize(" ".join(lines[1:]), width, size, bold)]
    pitch = kit.line_pitch(size) - 4
    for i, line in enumerate(lines):
        kit.text(img, (x, mid + (i - (len(lines) - 1) / 2) * pitch), line, size, bold=bold)


def png(st: Standings, locale: str = DEFAULT_LOCALE) -> bytes:
    """The standings picture as PNG bytes."""
    return kit.encode_png(draw(st, locale))
