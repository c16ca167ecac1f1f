"""Where everything goes: the sizes of the board parts, their positions for a player count (and
solo / final), and the colours of the two kinds of location."""

from __future__ import annotations

from dataclasses import dataclass

from .. import kit
from .components import PRODUCES

W = 1600
M = 20  # outer margin
# The headline band (who is to move, every score, the last move) is read on a phone: the 1600 px
# picture shown 360 pt wide must still give 9 pt text, so headline text is >= 9 * 1600 / 360 = 40 px.
HEADLINE_PX = 40
HEADLINE_ROW = 58  # row pitch of the three headline rows
BAND_Y0 = 8
BAND_Y1 = BAND_Y0 + 16 + 3 * HEADLINE_ROW  # the dark headline band
EVENT_Y0, EVENT_Y1 = BAND_Y1 + 6, BAND_Y1 + 52
HEADER_H = EVENT_Y1 + 6
# The scoring track, compact: one scale 0-104 across the picture, the Citizen (CP) markers above it
# and the Building (BP) markers below, each with its number and a line to its place on the scale
# (markers at close values stand side by side). Offsets from the top of the track block:
TRACK_TOKEN = 34  # >= kit.MIN_LETTER_TOKEN: a marker shows its letter
TRACK_TITLE_Y = 16  # title and key
TRACK_CP_NUM_Y, TRACK_CP_Y = 46, 78  # a CP marker's number, its centre
TRACK_SCALE_Y0, TRACK_SCALE_Y1 = 106, 132  # the scale bar (ticks, a number every 10)
TRACK_BP_Y, TRACK_BP_NUM_Y = 160, 192  # a BP marker's centre, its number
TRACK_H = 210
TRACK_X0, TRACK_X1 = M + 24, W - M - 24  # where 0 and 104 stand
LOC_W, LOC_H, RING_GAP = 360, 296, 44
BOARD_W = 2 * LOC_W + RING_GAP
BOARD_TITLE = 36
NOBLE_H = 200
VICTORIA_H = 56
STRIP_H, STRIP_GAP = 150, 10
RANK_ROW = 40

LOC_FILL = {"countryside": (228, 240, 220), "town": (234, 230, 244)}
LOC_BAND = {"countryside": (70, 110, 60), "town": (80, 70, 120)}


def location_kind(loc: str) -> str:
    return "countryside" if loc in PRODUCES else "town"


@dataclass(frozen=True)
class Layout:
    players: int
    solo: bool
    final: bool

    @property
    def rank_y(self) -> int:
        return HEADER_H

    @property
    def rank_h(self) -> int:
        return (38 + 44 + RANK_ROW * (self.players + (1 if self.solo else 0)) + 16) if self.final else 0

    @property
    def track_y(self) -> int:
        return self.rank_y + self.rank_h + 4

    @property
    def boards_y(self) -> int:
        return self.track_y + TRACK_H + 8

    @property
    def noble_y(self) -> int:
        return self.boards_y + BOARD_TITLE + 2 * LOC_H + RING_GAP + 16

    @property
    def victoria_y(self) -> int:
        return self.noble_y + NOBLE_H + 12

    @property
    def strips_y(self) -> int:
        return self.victoria_y + (VICTORIA_H + 12 if self.solo else 0)

    @property
    def height(self) -> int:
        return self.strips_y + self.players * (STRIP_H + STRIP_GAP) + 40

    def loc_box(self, board: int, pos: int) -> kit.Box:
        """Location ``pos`` of ring ``board``: clockwise from the top-left corner of a 2x2 square."""
        bx = M + board * (BOARD_W + (W - 2 * M - 2 * BOARD_W))
        col, row = [(0, 0), (1, 0), (1, 1), (0, 1)][pos % 4]
        x0 = bx + col * (LOC_W + RING_GAP)
        y0 = self.boards_y + BOARD_TITLE + row * (LOC_H + RING_GAP)
        return (x0, y0, x0 + LOC_W, y0 + LOC_H)

    def strip_box(self, seat: int) -> kit.Box:
        y0 = self.strips_y + seat * (STRIP_H + STRIP_GAP)
        return (M, y0, W - M, y0 + STRIP_H)
