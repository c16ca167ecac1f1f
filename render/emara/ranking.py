"""The final ranking box under the header, shown once the game is over (Victoria ranked in solo)."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engine.emara.view import EmaraView, ResultView

from .. import kit
from ..kit import HILITE, MUTED
from .labels import L, player_name
from .layout import HEADER_H, M, RANK_ROW, W, Layout


def ranking_frame(img: Image.Image, layout: Layout) -> None:
    y = layout.rank_y
    body = kit.card(img, (M, y, W - M, y + layout.rank_h - 8), L("ranking"), title_fill=(40, 40, 40), title_size=24)
    hy = body[1] + 18
    for x, key in (
        (M + 20, "rank_col"),
        (M + 90, "player_col"),
        (M + 620, "score_col"),
        (M + 820, "cp_col"),
        (M + 1120, "bp_col"),
    ):
        kit.text(img, (x, hy), L(key), 20, bold=True, fill=MUTED)


def ranking(img: Image.Image, view: EmaraView, names: list[str] | None, styles: list[kit.PlayerStyle]) -> None:
    res = view.result or ResultView(ranks=(0,) * view.players, scores=(), cp=(), bp=())
    ranks = res.ranks
    rows: list[tuple[int, int]] = [(ranks[s], s) for s in range(len(ranks))]  # (rank, seat; -1 = Victoria)
    vic = view.victoria
    if vic:  # Victoria's place: a tie is her win (reference A.12.3)
        rows.append((1 + sum(1 for sc in res.scores if sc > vic.cp), -1))
    y = HEADER_H + 38 + 18 + 42
    for rank, s in sorted(rows):
        if rank == 1:
            ImageDraw.Draw(img).rectangle((M + 8, y - RANK_ROW // 2 + 2, W - M - 8, y + RANK_ROW // 2 - 2), fill=HILITE)
        kit.text(img, (M + 20, y), L("place", n=rank), 24, bold=True)
        if s < 0:
            assert vic is not None, "Victoria's row is there only when she plays"
            kit.player_token(img, (M + 108, y), kit.NEUTRAL, 34)
            kit.text(img, (M + 134, y), L("victoria"), 24, bold=True)
            kit.text(img, (M + 620, y), str(vic.cp), 26, bold=True)
            kit.player_token(img, (M + 836, y), kit.NEUTRAL, 28)
            kit.text(img, (M + 858, y), str(vic.cp), 24)
        else:
            kit.player_token(img, (M + 108, y), styles[s], 34)
            kit.fitted_text(img, (M + 134, y), player_name(names, s), 470, 24, bold=True)
            kit.text(img, (M + 620, y), str(_pick(res.scores, s)), 26, bold=True)
            kit.player_token(img, (M + 836, y), styles[s], 28)
            kit.text(img, (M + 858, y), str(_pick(res.cp, s)), 24)
            kit.player_token(img, (M + 1136, y), styles[s], 28, hollow=True, letter=False)
            kit.text(img, (M + 1158, y), str(_pick(res.bp, s)), 24)
        y += RANK_ROW


def _pick(vals: tuple[int, ...], seat: int) -> Any:
    return vals[seat] if seat < len(vals) else "?"
