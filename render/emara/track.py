"""The scoring track 0-104 (serpentine; CP markers solid, BP outlined, a ring for a lap beyond 104)
and its legend with every player's exact values."""
from __future__ import annotations

from PIL import Image

from engine.emara.view import EmaraView

from .. import kit
from ..kit import MUTED
from .components import TRACK_LEN
from .labels import L, player_name
from .layout import M, TRACK_TOKEN, W, Layout


def track_frame(img: Image.Image, layout: Layout) -> None:
    t = layout.track
    title = kit.text(img, (M, t.y - 20), L("track"), 24, bold=True)
    kit.text(img, (M + max(230, title + 24), t.y - 20), L("track_key"), 20, fill=MUTED)   # a longer title pushes it
    t.draw(img)


def track(img: Image.Image, layout: Layout, view: EmaraView, names: list[str] | None,
          styles: list[kit.PlayerStyle]) -> None:
    t = layout.track
    pieces: dict[int, list[tuple[int, kit.PlayerStyle, bool, bool]]] = {}   # cell -> (row, style, hollow, lap)
    laps: list[str] = []
    seats = view.seats
    for s, seat in enumerate(seats):
        for row, key, v in ((0, "cp", seat.cp), (1, "bp", seat.bp)):
            lap = v >= TRACK_LEN
            pieces.setdefault(v % TRACK_LEN, []).append((row, styles[s], row == 1, lap))
            if lap:
                laps.append(L("lap." + key, letter=styles[s].letter, n=v))
    vic = view.victoria
    if vic:
        v = vic.cp
        pieces.setdefault(v % TRACK_LEN, []).append((0, kit.NEUTRAL, False, v >= TRACK_LEN))
        if v >= TRACK_LEN:
            laps.append(L("lap.victoria", n=v))
    for v, items in pieces.items():
        x0, y0, x1, y1 = t.cell(v)
        for row in (0, 1):
            here = [it for it in items if it[0] == row]
            cy = y0 + 36 + row * 28 if row == 0 else y1 - 16
            for (cx, cy2), (_, st, hollow, lap) in zip(kit.marker_row(cy, x0 + 3, x1 - 3, len(here), TRACK_TOKEN),
                                                       here):
                kit.player_token(img, (cx, cy2), st, TRACK_TOKEN, hollow=hollow, letter=False, ring=lap)
    # legend: each player's two markers with the exact values
    x = M
    y = layout.legend_y + 24
    entries = [(s, styles[s], seat.cp, seat.bp) for s, seat in enumerate(seats)]
    room = (W - 2 * M) // max(1, len(entries) + (1 if vic else 0))
    for s, st, cp, bp in entries:
        kit.player_token(img, (x + 15, y), st, 30, letter=False)
        kit.player_token(img, (x + 49, y), st, 30, hollow=True, letter=False)
        label = L("legend", letter=st.letter, name=player_name(names, s), cp=cp, bp=bp)
        kit.fitted_text(img, (x + 72, y), label, room - 84, 20, bold=True)
        x += room
    if vic:
        kit.player_token(img, (x + 15, y), kit.NEUTRAL, 30, letter=False)
        kit.fitted_text(img, (x + 38, y), L("legend.victoria", cp=vic.cp), room - 50, 20, bold=True)
    if laps:
        tx = t.box[2]
        kit.text(img, (tx, t.y - 20), L("lap") + " " + ", ".join(laps), 20, bold=True, anchor="rm")
