"""Downtown Lisbon: the 5 x 5 parcels (C5 the half column) with the four streets between the columns
in their colours and names, the public-building sites west, north (one per street) and east, the
rubble at the column bottoms and the row ends, and the scoring tiles under the columns.

A parcel shows its Store (the owner's piece, the good of the street it faces, a bar on that side in
the street's colour) or, while empty, its reward. A site shows its public building (two colours with
their goods' letters, framed in the architect's colour) or its rubble and reward. Row E is greyed
out when covered (2 players, solo)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.lisboa import data as D
from engine.lisboa.view import LisboaView

from .. import kit
from ..kit import INK, LINE, MUTED, PANEL
from .labels import L, architect, street_name
from .layout import (
    CITY_X0,
    E_SITE_X0,
    GRID_X0,
    LABEL_PX,
    N_SITE_H,
    PAD,
    PARCEL_H,
    ROW_RUBBLE_X0,
    RUBBLE_CUBE,
    RUBBLE_STEP,
    SCORING_H,
    SITE_W,
    TITLE_H,
    TITLE_PX,
    Layout,
)
from .pieces import STREET_RGB, effect_box, good, pb_tile, rubble

PARCEL_FILL = (246, 238, 218)
COVERED_FILL = (196, 192, 186)
SITE_FILL = (232, 236, 244)
SCORING_FILL = (60, 60, 60)
OWNER = 44
FACING_BAR = 8
N_SITE_W = 116


def street_index(colour: str) -> int:
    return [s.colour for s in D.STREETS].index(colour)


def site_box(layout: Layout, site: str) -> kit.Box:
    s = D.SITE[site]
    if s.side == "N":
        assert s.street is not None, "a north site faces its street"
        x0, x1 = layout.street_x(street_index(s.street))
        cx = (x0 + x1) // 2
        y0 = layout.top_y + TITLE_H
        return (cx - N_SITE_W // 2, y0 + 2, cx + N_SITE_W // 2, y0 + N_SITE_H - 8)
    y0, y1 = layout.row_y(D.ROWS.index(s.row))
    x0 = CITY_X0 + PAD if s.side == "W" else E_SITE_X0
    return (x0, y0 + 4, x0 + SITE_W, y1 - 4)


def _rotated_label(s: str, colour: kit.RGB) -> Image.Image:
    """``s`` written bottom-to-top (a street's name along it)."""
    w = kit.text_width(s, LABEL_PX, True) + 8
    im = Image.new("RGBA", (w, LABEL_PX + 10), (0, 0, 0, 0))
    kit.text(im, (4, (LABEL_PX + 10) / 2), s, LABEL_PX, bold=True, fill=colour)
    return im.rotate(90, expand=True)


def city_frame(img: Image.Image, layout: Layout) -> None:
    x0, y0, x1, y1 = layout.city_box
    kit.rounded_box(img, layout.city_box, fill=PANEL, radius=12)
    kit.text(img, (x0 + PAD, y0 + TITLE_H // 2 + 2), L("city"), TITLE_PX, bold=True)
    kit.text(img, (x1 - PAD, y0 + TITLE_H // 2 + 2), L("city_hint"), 18, fill=MUTED, anchor="rm")
    d = ImageDraw.Draw(img)
    gy0, gy1 = layout.grid_y0, layout.grid_y0 + 5 * PARCEL_H
    for k, street in enumerate(D.STREETS):
        sx0, sx1 = layout.street_x(k)
        rgb = STREET_RGB[street.colour]
        d.rectangle((sx0 + 2, gy0 - 4, sx1 - 2, gy1 + 2), fill=rgb)
        label = _rotated_label(street_name(street.id), kit.contrast_ink(rgb))
        kit.paste(img, label, (round((sx0 + sx1 - label.width) / 2), round((gy0 + gy1 - label.height) / 2)), label)
    for r, row in enumerate(D.ROWS):
        covered = row == D.ROW_COVERED_2P and not layout.row_e
        for c, col in enumerate(D.COLUMNS):
            bx0, by0, bx1, by1 = layout.parcel_box(r, c)
            d.rectangle(
                (bx0 + 2, by0 + 2, bx1 - 2, by1 - 2),
                fill=COVERED_FILL if covered else PARCEL_FILL,
                outline=LINE,
                width=2,
            )
            kit.text(img, (bx0 + 7, by0 + 15), f"{row}{c + 1}", 18, bold=True, fill=MUTED)
            if not covered:  # the printed reward (redrawn over for reward tokens)
                _reward(img, (bx0, by0, bx1, by1), D.parcel_at(row, col).reward)
        if covered:
            ry0, ry1 = layout.row_y(r)
            cx, cy = (GRID_X0 + layout.column_x(4)[1]) / 2, (ry0 + ry1) / 2 + 8
            w = kit.text_width(L("covered"), 22, True) + 24
            kit.rounded_box(img, (cx - w / 2, cy - 20, cx + w / 2, cy + 20), fill=COVERED_FILL, outline=INK, radius=8)
            kit.text(img, (cx, cy), L("covered"), 22, bold=True, anchor="mm")
    for s in D.SITES:
        if s.row == D.ROW_COVERED_2P and not layout.row_e:
            continue
        box = site_box(layout, s.id)
        kit.rounded_box(img, box, fill=SITE_FILL, outline=LINE, radius=6)
        _site_reward(img, box, s.reward)
    # the scoring tiles' row: a hint where the west sites stand
    sy = layout.scoring_y0 + SCORING_H // 2
    kit.fitted_text(img, (CITY_X0 + PAD, sy), L("scoring_hint"), GRID_X0 - CITY_X0 - PAD - 6, 18, fill=MUTED)


def city(img: Image.Image, layout: Layout, view: LisboaView, styles: list[kit.PlayerStyle]) -> None:
    d = ImageDraw.Draw(img)
    for r, row in enumerate(D.ROWS):
        if row == D.ROW_COVERED_2P and not view.row_e_open:
            continue
        for c, col in enumerate(D.COLUMNS):
            pid = f"P{row}{c + 1}"
            box = layout.parcel_box(r, c)
            store = view.stores.get(pid)
            token = view.parcel_rewards.get(pid)
            if store is not None or token:  # the frame shows the printed reward: cover it
                d.rectangle((box[0] + 4, box[1] + 26, box[2] - 4, box[3] - 4), fill=PARCEL_FILL)
            if store is not None:
                _store(img, d, layout, box, col, store, styles)
            elif token:
                _reward(img, box, token)
    for s in D.SITES:
        if s.row == D.ROW_COVERED_2P and not view.row_e_open:
            continue
        _site(img, site_box(layout, s.id), view, s.id)
    _rubble(img, layout, view)
    _scoring(img, layout, view)


def _store(img, d, layout, box, col, store, styles) -> None:
    bx0, by0, bx1, by1 = box
    street = D.STREET_OF_COLOUR[store.facing]
    east = street.west == col  # the street runs along this parcel's east side
    bar = (
        (bx1 - 2 - FACING_BAR, by0 + 2, bx1 - 2, by1 - 2) if east else (bx0 + 2, by0 + 2, bx0 + 2 + FACING_BAR, by1 - 2)
    )
    d.rectangle(bar, fill=STREET_RGB[store.facing])
    cy = (by0 + by1) / 2 + 10
    narrow = bx1 - bx0 < 100
    if 0 <= store.owner < len(styles):
        kit.player_token(
            img,
            ((bx0 + bx1) / 2 if narrow else bx0 + 36, cy - (14 if narrow else 0)),
            styles[store.owner],
            OWNER if not narrow else 40,
        )
    g = D.GOOD_OF_COLOUR[store.facing]
    good(img, ((bx0 + bx1) / 2 + (0 if narrow else 26), cy + (26 if narrow else 0)), g, 30 if narrow else 34)


def _reward(img: Image.Image, box: kit.Box, codes) -> None:
    bx0, by0, bx1, by1 = box
    top = by0 + 26
    h = (by1 - 4 - top) // max(1, len(codes))
    for i, code in enumerate(codes):
        effect_box(img, (bx0, top + i * h, bx1, top + (i + 1) * h), code)


def _site(img: Image.Image, box: kit.Box, view: LisboaView, site: str) -> None:
    x0, y0, x1, y1 = box
    opened = view.sites.get(site)
    if opened is not None:
        kit.rounded_box(img, box, fill=SITE_FILL, outline=LINE, radius=6)  # over the printed reward
        pb_tile(img, (x0 + 6, y0 + 6, x1 - 6, y1 - 30), opened.colours, opened.architect)
        kit.centred_text(img, (x0, y1 - 30, x1, y1 - 2), architect(opened.architect, True), 18, bold=True)
        return
    cubes = view.site_rubble.get(site, ())
    for i, kind in enumerate(cubes):
        rubble(img, (x0 + 22 + i * RUBBLE_STEP, y0 + 22), kind, RUBBLE_CUBE)
    token = view.site_rewards.get(site)
    if token:  # a reward token instead of the printed reward
        ImageDraw.Draw(img).rectangle((x0 + 4, y0 + 38, x1 - 4, y1 - 4), fill=SITE_FILL)
        _site_reward(img, box, token)


def _site_reward(img: Image.Image, box: kit.Box, codes) -> None:
    x0, y0, x1, y1 = box
    effect_box(img, (x0, y0 + 38, x1, y1 - 2), codes[0])


def _rubble(img: Image.Image, layout: Layout, view: LisboaView) -> None:
    for c, col in enumerate(D.COLUMNS):
        x0, x1 = layout.column_x(c)
        for i, kind in enumerate(view.col_rubble.get(col, ())):
            rubble(
                img, ((x0 + x1) / 2, layout.col_rubble_y0 + RUBBLE_CUBE / 2 + 2 + i * RUBBLE_STEP), kind, RUBBLE_CUBE
            )
    for r, row in enumerate(D.ROWS):
        y0, y1 = layout.row_y(r)
        for i, kind in enumerate(view.row_rubble.get(row, ())):
            rubble(img, (ROW_RUBBLE_X0 + RUBBLE_CUBE / 2 + 2 + i * RUBBLE_STEP, (y0 + y1) / 2), kind, RUBBLE_CUBE)


def _scoring(img: Image.Image, layout: Layout, view: LisboaView) -> None:
    y0 = layout.scoring_y0
    for col, slot in D.SCORING_SLOT_OF_COLUMN.items():
        if col == D.HALF_COLUMN or slot >= len(view.scoring_tiles):
            continue  # the half column reads C4's tile
        x0, x1 = layout.column_x(D.COLUMNS.index(col))
        if slot == D.SCORING_SLOT_OF_COLUMN[D.HALF_COLUMN]:
            x1 = layout.column_x(D.COLUMNS.index(D.HALF_COLUMN))[1]
        box = (x0 + 14, y0 + 6, x1 - 14, y0 + SCORING_H - 8)
        kit.rounded_box(img, box, fill=SCORING_FILL, outline=None, radius=8)
        kit.centred_text(img, box, L("scoring", n=view.scoring_tiles[slot]), 24, bold=True, fill=kit.WHITE)
