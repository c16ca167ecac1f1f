"""The final scoring at the end of the game: one row per player, best first (ties to the seat ahead
on the wall), with every part of the end-game breakdown (``SeatView.final``) and the total."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.macao.view import MacaoView

from .. import kit
from ..kit import FAINT, INK, PANEL
from .labels import L, has_label, player_name
from .layout import LABEL_PX, M, RANK_HEAD, RANK_ROW, TITLE_PX, W, Layout

NAME_W = 380
TOTAL = "total"


def ranking_frame(img: Image.Image, layout: Layout) -> None:
    y0 = layout.top_y
    kit.rounded_box(img, (M, y0, W - M, y0 + layout.top_h), fill=PANEL, radius=12)
    kit.text(img, (M + 14, y0 + RANK_HEAD // 2 + 2), L("final"), TITLE_PX, bold=True)


def ranked(view: MacaoView) -> list[int]:
    """Seats best first: the total, then the wall (the seat earlier in turn order is ahead)."""
    order = {s: i for i, s in enumerate(view.order)}
    return sorted(
        (s.seat for s in view.seats),
        key=lambda s: (-(view.seats[s].final or {}).get(TOTAL, view.seats[s].pp), order.get(s, 99)),
    )


def column_label(key: str) -> str:
    return L("final." + key) if has_label("final." + key) else key.replace("_", " ")


def ranking(
    img: Image.Image, layout: Layout, view: MacaoView, names: list[str] | None, styles: list[kit.PlayerStyle]
) -> None:
    keys: list[str] = []
    for seat_view in view.seats:
        keys += [k for k in (seat_view.final or {}) if k not in keys and k != TOTAL]
    keys.append(TOTAL)
    x0 = M + 14 + NAME_W
    col = (W - M - 14 - x0) // len(keys)
    y = layout.top_y + RANK_HEAD + RANK_ROW // 2
    for i, key in enumerate(keys):
        kit.fitted_text(img, (x0 + i * col + col / 2, y), column_label(key), col - 8, LABEL_PX, bold=True, anchor="mm")
    d = ImageDraw.Draw(img)
    for r, s in enumerate(ranked(view)):
        seat = view.seats[s]
        y += RANK_ROW
        if r % 2 == 0:
            d.rectangle((M + 8, y - RANK_ROW // 2, W - M - 8, y + RANK_ROW // 2), fill=FAINT)
        kit.text(img, (M + 22, y), str(r + 1), 24, bold=True)
        if s < len(styles):
            kit.player_token(img, (M + 70, y), styles[s], 36)
        kit.fitted_text(img, (M + 96, y), player_name(names, s), NAME_W - 90, 24, bold=True)
        final = seat.final or {TOTAL: seat.pp}
        for i, key in enumerate(keys):
            value = final.get(key)
            kit.text(
                img,
                (x0 + i * col + col / 2, y),
                "–" if value is None else str(value),
                24,
                bold=key == TOTAL,
                fill=INK,
                anchor="mm",
            )
