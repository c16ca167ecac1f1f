"""Where everything goes, for a seat count and whether the game is over.

Top to bottom, 1800 px wide: the headline band - the city (left) beside the treasury and price
tracks, the church and the offices (right) - the political display, the court, the shipyard, the
public buildings and plans - the decree display and the supply - the final scoring (once over) -
one panel per seat (the solo Rival included).
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import kit

W = 1800
M = 20  # outer margin
GAP = 12  # between sections
# The headline is read on a phone: the picture shown 360 pt wide must still give 9 pt text, so
# headline text is >= 9 * W / 360 = 45 px (the platform's rule, as Emara's and Macao's).
HEADLINE_PX = 9 * W // 360
HEADLINE_ROW = 62
BAND_Y0 = 8
BAND_Y1 = BAND_Y0 + 16 + 4 * HEADLINE_ROW  # who, scores, treasury and notes, the last move
TITLE_H = 38
TITLE_PX = 24
LABEL_PX = 20
PAD = 14  # inside a section

# --- the city (left) ---
CITY_X0 = M
SITE_W = 112  # west and east public-building sites
PARCEL_W, HALF_W, STREET_W = 114, 108, 40  # C1..C4, the half column C5 (room for one long word), a street
PARCEL_H = 104
N_SITE_H = 92
RUBBLE_CUBE = 28
RUBBLE_STEP = RUBBLE_CUBE + 3
ROW_RUBBLE_W = 3 * RUBBLE_STEP + 4
COL_RUBBLE_H = 3 * RUBBLE_STEP + 6
SCORING_H = 56
GRID_X0 = CITY_X0 + PAD + SITE_W + 10
COLUMN_W = (PARCEL_W, PARCEL_W, PARCEL_W, PARCEL_W, HALF_W)
GRID_W = sum(COLUMN_W) + 4 * STREET_W
ROW_RUBBLE_X0 = GRID_X0 + GRID_W + 8
E_SITE_X0 = ROW_RUBBLE_X0 + ROW_RUBBLE_W + 8
CITY_X1 = E_SITE_X0 + SITE_W + PAD
CITY_H = TITLE_H + N_SITE_H + 5 * PARCEL_H + 8 + COL_RUBBLE_H + SCORING_H + PAD

# --- the right column: tracks, church, offices ---
RIGHT_X0 = CITY_X1 + GAP
RIGHT_X1 = W - M
RIGHT_W = RIGHT_X1 - RIGHT_X0
TRACK_H = TITLE_H + 76
CHURCH_H = 318
OFFICE_H = CITY_H - 2 * TRACK_H - CHURCH_H - 3 * GAP

# --- the display rows ---
CARD_W, CARD_H = 206, 196
DISPLAY_H = TITLE_H + CARD_H + PAD
DECREE_W, DECREE_H = 211, 74
DECREES_H = TITLE_H + DECREE_H + PAD
SUPPLY_H = TITLE_H + 62
# --- final scoring ---
FINAL_HEAD, FINAL_ROW = 44, 46
# --- seat panels ---
SEAT_H, SEAT_GAP = 318, 10


@dataclass(frozen=True)
class Layout:
    seats: int  # panels (players, plus the solo Rival)
    final: bool
    row_e: bool = True  # row E open (3-4 players)

    @property
    def top_y(self) -> int:
        return BAND_Y1 + GAP

    @property
    def city_box(self) -> kit.Box:
        return (CITY_X0, self.top_y, CITY_X1, self.top_y + CITY_H)

    @property
    def treasury_box(self) -> kit.Box:
        y = self.top_y
        return (RIGHT_X0, y, RIGHT_X1, y + TRACK_H)

    @property
    def prices_box(self) -> kit.Box:
        y = self.top_y + TRACK_H + GAP
        return (RIGHT_X0, y, RIGHT_X1, y + TRACK_H)

    @property
    def church_box(self) -> kit.Box:
        y = self.top_y + 2 * (TRACK_H + GAP)
        return (RIGHT_X0, y, RIGHT_X1, y + CHURCH_H)

    @property
    def offices_box(self) -> kit.Box:
        y = self.church_box[3] + GAP
        return (RIGHT_X0, y, RIGHT_X1, self.top_y + CITY_H)

    @property
    def display_box(self) -> kit.Box:
        y = self.top_y + CITY_H + GAP
        return (M, y, W - M, y + DISPLAY_H)

    @property
    def decrees_box(self) -> kit.Box:
        y = self.display_box[3] + GAP
        return (M, y, W - M, y + DECREES_H)

    @property
    def supply_box(self) -> kit.Box:
        y = self.decrees_box[3] + GAP
        return (M, y, W - M, y + SUPPLY_H)

    @property
    def final_box(self) -> kit.Box:
        y = self.supply_box[3] + GAP
        h = FINAL_HEAD + FINAL_ROW * self.seats + PAD if self.final else -GAP
        return (M, y, W - M, y + h)

    @property
    def seats_y(self) -> int:
        return self.final_box[3] + GAP

    def seat_box(self, i: int) -> kit.Box:
        y = self.seats_y + i * (SEAT_H + SEAT_GAP)
        return (M, y, W - M, y + SEAT_H)

    @property
    def height(self) -> int:
        return self.seats_y + self.seats * (SEAT_H + SEAT_GAP) + M - SEAT_GAP

    # --- the city grid ---
    def column_x(self, col: int) -> tuple[int, int]:
        """Left and right x of column ``col`` (0-based, C1..C5)."""
        x = GRID_X0 + sum(COLUMN_W[:col]) + col * STREET_W
        return x, x + COLUMN_W[col]

    def street_x(self, k: int) -> tuple[int, int]:
        """Left and right x of street ``k`` (0-based: between column k and k + 1)."""
        x = self.column_x(k)[1]
        return x, x + STREET_W

    @property
    def grid_y0(self) -> int:
        return self.top_y + TITLE_H + N_SITE_H

    def parcel_box(self, row: int, col: int) -> kit.Box:
        x0, x1 = self.column_x(col)
        y0 = self.grid_y0 + row * PARCEL_H
        return (x0, y0, x1, y0 + PARCEL_H)

    def row_y(self, row: int) -> tuple[int, int]:
        y0 = self.grid_y0 + row * PARCEL_H
        return y0, y0 + PARCEL_H

    @property
    def col_rubble_y0(self) -> int:
        return self.grid_y0 + 5 * PARCEL_H + 8

    @property
    def scoring_y0(self) -> int:
        return self.col_rubble_y0 + COL_RUBBLE_H
