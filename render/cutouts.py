"""The phone card's cut-outs of the full board: ending between words, and only where there is something.

A touched region too big for its share of the card is cut down to a window centred on it, and a window
edge used to run through the board's words ("OARD 1 (clockwise)", "arcelona"). The board knows where
its words are (``render.kit.texts``: every text's ink box, static layers' included), so an edge that
runs through a word moves past it: outward when that is the smaller move and the window may grow (the
cut-out then enlarged a little less), else inward; a window that would lose more than half of itself
that way keeps its edges. A region marked only by a thin outline can be an almost empty patch (open sea): a window
whose inside is nearly one colour is left out.
"""

from __future__ import annotations

from typing import Sequence

from PIL import Image

from .kit import Box

SLACK = 2  # px of a word's ink a window may leave out (the anti-aliased edge of a stroke)
SLIDE_STEP = 4  # px between the places tried for a window on a larger region
SLIDE_TRIES = 900  # places tried at most in both directions at once
KEEP_AT_LEAST = 0.5  # a window shrunk to end between words keeps at least this share of each side
GROW_AT_MOST = 0.2  # ... and grows by at most this share to take a word in
EMPTY_INSET = 24  # px inside a window's edge not looked at for emptiness (the outline marking it)
EMPTY_SHARE = 0.03  # a window whose inside differs from its main colour in fewer pixels is empty
SAMPLE = 4  # emptiness is judged on a picture reduced this much (area averaging keeps thin lines)


def _cuts(word: Box, window: Box) -> bool:
    """Whether ``window`` cuts ``word``: overlaps it and leaves more than :data:`SLACK` px of its ink out."""
    a, b, c, d = word
    x0, y0, x1, y1 = window
    if c <= x0 + SLACK or a >= x1 - SLACK or d <= y0 + SLACK or b >= y1 - SLACK:
        return False  # outside, or only the anti-aliased edge of a stroke inside
    return not (a >= x0 - SLACK and c <= x1 + SLACK and b >= y0 - SLACK and d <= y1 + SLACK)


def cut_words(window: Box, words: Sequence[Box]) -> int:
    return sum(_cuts(w, window) for w in words)


def slid(window: Box, region: Box, words: Sequence[Box], board: tuple[int, int]) -> Box:
    """``window`` (a window on a larger ``region``) moved within the region to where its edges cut the
    fewest words (the nearest such place to the centre first)."""
    x0, y0, x1, y1 = window
    w, h = x1 - x0, y1 - y0
    rx0, ry0 = max(0, region[0]), max(0, region[1])
    rx1, ry1 = min(board[0], region[2]), min(board[1], region[3])
    xs = sorted(range(rx0, max(rx0, rx1 - w) + 1, SLIDE_STEP), key=lambda x: abs(x - x0)) or [x0]
    ys = sorted(range(ry0, max(ry0, ry1 - h) + 1, SLIDE_STEP), key=lambda y: abs(y - y0)) or [y0]
    if len(xs) * len(ys) > SLIDE_TRIES:  # a huge region: move along one axis at a time
        best_x = min(xs, key=lambda x: cut_words((x, y0, x + w, y1), words))
        best_y = min(ys, key=lambda y: cut_words((best_x, y, best_x + w, y + h), words))
        return (best_x, best_y, best_x + w, best_y + h)
    best = min(((x, y) for y in ys for x in xs), key=lambda p: cut_words((p[0], p[1], p[0] + w, p[1] + h), words))
    return (best[0], best[1], best[0] + w, best[1] + h)


def whole_words(
    window: Box, words: Sequence[Box], board: tuple[int, int], scale: float, min_scale: float
) -> tuple[Box, float]:
    """``window`` with every edge that runs through a word moved past it, and the enlargement that keeps
    the cut-out within its place on the card: an edge moves outward to take the word in when that is the
    smaller move and the window may grow (by at most :data:`GROW_AT_MOST`, the enlargement lowered to
    match but not below ``min_scale``), else inward to leave it out. ``window`` and ``scale`` unchanged
    when that would leave less than :data:`KEEP_AT_LEAST` of its width or height."""
    x0, y0, x1, y1 = window
    w0, h0 = x1 - x0, y1 - y0
    bw, bh = board
    room = max(1.0, min(1 + GROW_AT_MOST, scale / min_scale))  # how much wider or taller it may get
    max_w, max_h = w0 * room, h0 * room
    for _ in range(32):
        moved = False
        for word in words:
            if not _cuts(word, (x0, y0, x1, y1)):
                continue
            a, b, c, d = word
            if a < x0 < c:  # the left edge runs through the word
                if x0 - a <= c - x0 and a >= 0 and x1 - a <= max_w:
                    x0 = a
                else:
                    x0 = c
            elif a < x1 < c:
                if c - x1 <= x1 - a and c <= bw and c - x0 <= max_w:
                    x1 = c
                else:
                    x1 = a
            elif b < y0 < d:
                if y0 - b <= d - y0 and b >= 0 and y1 - b <= max_h:
                    y0 = b
                else:
                    y0 = d
            elif b < y1 < d:
                if d - y1 <= y1 - b and d <= bh and d - y0 <= max_h:
                    y1 = d
                else:
                    y1 = b
            else:
                continue
            moved = True
        if not moved or x1 - x0 < KEEP_AT_LEAST * w0 or y1 - y0 < KEEP_AT_LEAST * h0:
            break
    if x1 - x0 < KEEP_AT_LEAST * w0 or y1 - y0 < KEEP_AT_LEAST * h0:
        return window, scale
    fit = min(1.0, w0 / (x1 - x0), h0 / (y1 - y0))  # a grown window is enlarged less: the same place
    return (x0, y0, x1, y1), max(min_scale, scale * fit)


def is_empty(board: Image.Image, window: Box) -> bool:
    """Whether the inside of ``window`` (its outline left aside) is nearly all one colour."""
    x0, y0, x1, y1 = window
    inside = (x0 + EMPTY_INSET, y0 + EMPTY_INSET, x1 - EMPTY_INSET, y1 - EMPTY_INSET)
    if inside[2] - inside[0] < SAMPLE * 4 or inside[3] - inside[1] < SAMPLE * 4:
        return False  # too small to judge: kept
    patch = board.crop(inside).reduce(SAMPLE)
    colours = patch.getcolors(patch.width * patch.height) or []
    main = max(count for count, _ in colours)
    return 1 - main / (patch.width * patch.height) < EMPTY_SHARE
