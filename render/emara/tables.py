"""The supply tables under the rondels: nobility cards by rank, advisor pile B, favor tokens; and in
solo the line of Victoria, the virtual opponent, under them."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.emara.view import EmaraView

from .. import kit
from ..kit import HILITE, INK, LINE, MUTED, PANEL
from .components import ADVISOR_COST, NOBLE_COST, RANKS
from .labels import L, advisor_reward, favor_label
from .layout import M, NOBLE_H, VICTORIA_H, W, Layout
from .resources import cost_icons

NOBLE_W = 900  # the nobility table; pile B and the favors share the rest
RANK_W = (NOBLE_W - 20) // 5  # one column per rank
PILE_X0, PILE_X1 = M + 912, M + 1232
FAVORS_X0 = M + 1244
# Rows of a rank's column, from the top of the table's body: its name, the word "cost", the cost
# icons on a line of their own (the Duke's five do not fit beside the word), its cards.
RANK_NAME_Y, RANK_COST_Y, RANK_ICONS_Y, RANK_CARDS_Y = 24, 52, 80, 104
RANK_CARD_H = 38


def rank_box(layout: Layout, i: int) -> kit.Box:
    """The column of the ``i``-th noble rank in the nobility table."""
    cx = M + 10 + i * RANK_W
    return (cx, layout.noble_y + 36 + 6, cx + RANK_W - 8, layout.noble_y + NOBLE_H - 8)


def tables_frame(img: Image.Image, layout: Layout) -> None:
    y = layout.noble_y
    body = kit.card(img, (M, y, M + NOBLE_W, y + NOBLE_H), L("nobility"), title_fill=(110, 80, 30), title_size=22)
    for i, rank in enumerate(RANKS):
        cx = M + 10 + i * RANK_W
        kit.rounded_box(img, rank_box(layout, i), fill=(252, 246, 232), radius=8)
        kit.text(img, (cx + 10, body[1] + RANK_NAME_Y), L("rank_line", n=i + 1, rank=L("rank." + rank)), 21, bold=True)
        gold, ring = NOBLE_COST.get(rank, (0, 0))
        x = cx + 10
        if rank in NOBLE_COST:
            kit.text(img, (x, body[1] + RANK_COST_Y), L("rank_cost"), 18, fill=MUTED)
            cost_icons(img, x, body[1] + RANK_ICONS_Y, ["gold"] * gold + ["ring"] * ring, 26, 2)
    kit.card(img, (PILE_X0, y, PILE_X1, y + NOBLE_H), L("pile_b"), title_fill=(80, 70, 120), title_size=22)
    kit.card(img, (FAVORS_X0, y, W - M, y + NOBLE_H), L("favors"), title_fill=(80, 70, 120), title_size=22)
    if layout.solo:
        kit.rounded_box(img, (M, layout.victoria_y, W - M, layout.victoria_y + VICTORIA_H), fill=PANEL)


def tables(img: Image.Image, layout: Layout, view: EmaraView) -> None:
    body_y = layout.noble_y + 36
    nob = view.nobility
    for i, rank in enumerate(RANKS):
        cx = M + 10 + i * RANK_W
        cards = nob.get(rank, ())
        if not cards:
            kit.text(img, (cx + 10, body_y + RANK_CARDS_Y + RANK_CARD_H // 2), L("none_left"), 18, fill=MUTED)
            continue
        x = cx + 10
        for j, cp in enumerate(cards):
            fill = HILITE if j == 0 else (250, 250, 250)
            w = 40 if j == 0 else 34
            ImageDraw.Draw(img).rounded_rectangle(
                (x, body_y + RANK_CARDS_Y, x + w, body_y + RANK_CARDS_Y + RANK_CARD_H),
                radius=6,
                fill=fill,
                outline=INK if j == 0 else LINE,
                width=2 if j == 0 else 1,
            )
            kit.text(
                img,
                (x + w / 2, body_y + RANK_CARDS_Y + RANK_CARD_H // 2),
                str(cp),
                22 if j == 0 else 18,
                bold=j == 0,
                anchor="mm",
            )
            x += w + 4
    # advisor pile B
    px = PILE_X0 + 12
    pile = view.advisor_b_pile
    if pile:
        kit.text(img, (px, body_y + 24), L("pile_b_count", n=view.advisor_b_left), 20)
        top = pile[0]
        kit.fitted_text(img, (px, body_y + 62), L("adv." + top), 296, 22, bold=True)
        cost_icons(img, px, body_y + 100, ADVISOR_COST.get(top, ()), 28, 2)
        kit.text(img, (PILE_X1 - 12, body_y + 100), advisor_reward(top), 22, bold=True, anchor="rm")
    else:
        kit.text(img, (px, body_y + 24), L("pile_empty"), 20, fill=MUTED)
    # favors
    fx = FAVORS_X0 + 12
    kit.text(img, (fx, body_y + 24), L("favor_draw", n=view.favor_draw), 20, bold=True)
    disc = view.favor_discard
    kit.text(img, (fx, body_y + 58), L("favor_discard", n=len(disc)) if disc else L("favor_discard_none"), 20)
    for i, t in enumerate(reversed(disc[-2:])):
        kit.fitted_text(img, (fx + 10, body_y + 86 + i * 28), favor_label(t), W - M - 22 - fx, 19)


def victoria(img: Image.Image, layout: Layout, view: EmaraView) -> None:
    vic = view.victoria
    if not vic:
        return
    y = layout.victoria_y + VICTORIA_H // 2
    kit.player_token(img, (M + 30, y), kit.NEUTRAL, 38)
    kit.text(img, (M + 60, y), L("victoria"), 24, bold=True)
    kit.text(img, (M + 220, y), L("cp", n=vic.cp), 24, bold=True)
    kit.text(img, (M + 400, y), L("victoria_cards", cards=", ".join(map(str, vic.noble_cards)) or L("nothing")), 20)
    last = vic.last
    if last is not None:  # her latest end-of-round steps (engine solo.victoria_steps)
        extra = L("victoria_last_noble", rank=L("rank." + last.rank), cp=last.noble_cp) if last.rank else ""
        kit.fitted_text(
            img,
            (M + 860, y),
            L("victoria_last", round=last.round, site=last.stone_cp + last.bread_cp, noble=extra),
            W - 2 * M - 880,
            20,
        )
