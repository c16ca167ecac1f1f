"""The final scoring, once the game is over: one row per seat with every part of the engine's
breakdown (``SeatView.final``), in the order the engine gives them, the total last."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.lisboa.view import LisboaView

from .. import kit
from ..kit import FAINT, INK, MUTED, PANEL
from .labels import L, has_label, player_name
from .layout import FINAL_HEAD, FINAL_ROW, LABEL_PX, PAD, TITLE_PX, Layout

NAME_W = 300
SKIP = ("rank",)


def columns(view: LisboaView) -> list[str]:
    keys: list[str] = []
    for s in view.seats:
        for k in s.final or {}:
            if k not in keys and k not in SKIP:
                keys.append(k)
    if "total" in keys:
        keys.remove("total")
        keys.append("total")
    return keys


def label(key: str) -> str:
    return L("final." + key) if has_label("final." + key) else key.replace("_", " ").capitalize()


def final(
    img: Image.Image, layout: Layout, view: LisboaView, names: list[str] | None, styles: list[kit.PlayerStyle]
) -> None:
    x0, y0, x1, y1 = layout.final_box
    kit.rounded_box(img, layout.final_box, fill=PANEL, radius=12)
    kit.text(img, (x0 + PAD, y0 + FINAL_HEAD // 2), L("final"), TITLE_PX, bold=True)
    keys = columns(view)
    if not keys:
        return
    cx0 = x0 + PAD + NAME_W
    w = (x1 - PAD - cx0) // len(keys)
    for i, k in enumerate(keys):
        kit.centred_text(
            img, (cx0 + i * w, y0 + 4, cx0 + (i + 1) * w, y0 + FINAL_HEAD), label(k), LABEL_PX, bold=True, fill=MUTED
        )
    d = ImageDraw.Draw(img)
    for r, seat in enumerate(view.seats):
        y = y0 + FINAL_HEAD + r * FINAL_ROW
        if r % 2 == 0:
            d.rectangle((x0 + 6, y, x1 - 6, y + FINAL_ROW), fill=FAINT)
        cy = y + FINAL_ROW / 2
        if seat.seat < len(styles):
            kit.player_token(img, (x0 + PAD + 20, cy), styles[seat.seat], 38)
        kit.fitted_text(img, (x0 + PAD + 48, cy), player_name(names, seat.seat, seat.rival), NAME_W - 56, 24, bold=True)
        for i, k in enumerate(keys):
            v = (seat.final or {}).get(k)
            if v is not None:
                kit.centred_text(
                    img, (cx0 + i * w, y, cx0 + (i + 1) * w, y + FINAL_ROW), str(v), 24, bold=k == "total", fill=INK
                )
