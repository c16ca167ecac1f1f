"""Where everything goes: the sizes of the board parts and their positions for a player count (and
whether the game is over: the final scoring table then takes the place of the cards on offer).

Top to bottom, 1600 px wide: the headline band - the round's cards and the coming offices (or the
final scoring) - the city (left) and the sea (right) - the eight ports - the wall - one panel per
player - the key to the cube letters and goods marks. While no card is on offer (most of a round) the
row of cards is left out.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import kit

W = 1600
M = 20  # outer margin
GAP = 12  # between sections
# The headline band is read on a phone: the 1600 px picture shown 360 pt wide must still give 9 pt
# text, so headline text is >= 9 * 1600 / 360 = 40 px (the platform's rule, as Crown of Emara's).
HEADLINE_PX = 40
HEADLINE_ROW = 58
BAND_Y0 = 8
BAND_Y1 = BAND_Y0 + 16 + 4 * HEADLINE_ROW  # who, scores, tribute and order, the last move
TITLE_H = 38  # a section's title line
TITLE_PX = 24
LABEL_PX = 20  # labels inside sections

# the round's cards
CARD_W, CARD_H, CARD_GAP = 245, 174, 10  # six across; the name band holds two lines
OFFICE_ROW = 46
DISPLAY_H = TITLE_H + CARD_H + 8 + OFFICE_ROW + 8
COMPACT_H = TITLE_H + OFFICE_ROW + 6  # nothing on offer (most of a round): no card row
# final scoring
RANK_HEAD, RANK_ROW = 40, 44
# city: 6 x 5 quarters
CELL_W, CELL_H = 124, 100
CITY_PAD = 14
CITY_W = 6 * CELL_W + 2 * CITY_PAD
CITY_H = TITLE_H + 5 * CELL_H + CITY_PAD
# the ports row
PORT_GAP = 8
PORT_W = (W - 2 * M - 7 * PORT_GAP) // 8
PORT_H = 184
# the wall: 16 spaces
WALL_CELL = (W - 2 * M - 24) // 16
WALL_H = TITLE_H + 178 + 10
# player panels
SEAT_H, SEAT_GAP = 346, 10
KEY_H = 70  # the key at the bottom (two lines)


@dataclass(frozen=True)
class Layout:
    players: int
    final: bool
    offer: bool = True  # cards on offer (the pick and the draft): the card row

    @property
    def top_y(self) -> int:
        """The cards on offer, or the final scoring."""
        return BAND_Y1 + GAP

    @property
    def top_h(self) -> int:
        if self.final:
            return RANK_HEAD + RANK_ROW * (self.players + 1) + 12
        return DISPLAY_H if self.offer else COMPACT_H

    @property
    def office_y(self) -> int:
        """The centre of the coming offices' row."""
        return self.top_y + TITLE_H + (CARD_H + 8 if self.offer else 0) + OFFICE_ROW // 2

    @property
    def city_y(self) -> int:
        return self.top_y + self.top_h + GAP

    @property
    def city_box(self) -> kit.Box:
        return (M, self.city_y, M + CITY_W, self.city_y + CITY_H)

    @property
    def sea_box(self) -> kit.Box:
        return (M + CITY_W + GAP, self.city_y, W - M, self.city_y + CITY_H)

    @property
    def ports_y(self) -> int:
        return self.city_y + CITY_H + GAP

    def port_box(self, i: int) -> kit.Box:
        x = M + i * (PORT_W + PORT_GAP)
        return (x, self.ports_y, x + PORT_W, self.ports_y + PORT_H)

    @property
    def wall_y(self) -> int:
        return self.ports_y + PORT_H + GAP

    def wall_cell(self, i: int) -> kit.Box:
        """Wall space ``i`` (0-based: space 1 is i = 0)."""
        x = M + 12 + i * WALL_CELL
        y = self.wall_y + TITLE_H
        return (x, y, x + WALL_CELL - 4, y + 178)

    @property
    def seats_y(self) -> int:
        return self.wall_y + WALL_H + GAP

    def seat_box(self, seat: int) -> kit.Box:
        y = self.seats_y + seat * (SEAT_H + SEAT_GAP)
        return (M, y, W - M, y + SEAT_H)

    @property
    def key_y(self) -> int:
        return self.seats_y + self.players * (SEAT_H + SEAT_GAP)

    @property
    def height(self) -> int:
        return self.key_y + KEY_H

    def cell_box(self, row: int, col: int) -> kit.Box:
        """City quarter at ``row``, ``col`` (1-based, as data.QUARTERS)."""
        x = M + CITY_PAD + (col - 1) * CELL_W
        y = self.city_y + TITLE_H + (row - 1) * CELL_H
        return (x, y, x + CELL_W, y + CELL_H)
