"""The sea as a schematic graph (data.SEA_LAYOUT): Macao harbour, the numbered sea spaces and the
eight ports, every ship in its player's colour, number and shape; and one card per port with the
goods it demands and its delivery spaces (values best first; a filled space shows the good and who
delivered it). Ports the active player's ship can reach now are lit."""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.macao.data import PORTS, SEA_EDGES, SEA_LAYOUT, START_NODE
from engine.macao.view import MacaoView

from .. import kit
from ..kit import INK, LINE, MUTED, PANEL
from .labels import L, locale, port_name
from .layout import LABEL_PX, PORT_W, TITLE_H, TITLE_PX, Layout
from .pieces import good_tile

SEA = (216, 232, 246)
LANE = (120, 150, 190)
NODE = (250, 252, 255)
PORT_FILL = (255, 248, 228)
HARBOUR_FILL = (250, 228, 200)
NODE_R = 19  # a sea space: a circle with its id
PORT_BOX = (124, 34)  # a port or the harbour on the graph: its name (the width fits the name)
NAME_PX = 18
SHIP = 32
SPACE_W = 42  # a delivery space on a port card
LIT_WIDTH = 5


def node_xy(layout: Layout, node: str) -> tuple[int, int]:
    """The centre of ``node`` in the sea box (SEA_LAYOUT is 0..1, y downwards)."""
    x0, y0, x1, y1 = layout.sea_box
    fx, fy = SEA_LAYOUT[node]
    left, right = x0 + 16 + PORT_BOX[0] // 2, x1 - 16 - PORT_BOX[0] // 2
    top, bottom = y0 + TITLE_H + PORT_BOX[1] // 2 + 4, y1 - 12 - PORT_BOX[1] // 2
    return round(left + fx * (right - left)), round(top + fy * (bottom - top))


def _node_name(node: str) -> str:
    return port_name(node) if node in PORTS else L("harbour")


def _node_box(layout: Layout, node: str) -> kit.Box:
    """A port (or the harbour) on the graph: a box just wide enough for its name."""
    x, y = node_xy(layout, node)
    w = min(PORT_BOX[0], kit.text_width(_node_name(node), NAME_PX, True) + 14)
    h = PORT_BOX[1]
    return (x - w // 2, y - h // 2, x + w - w // 2, y + h // 2)


def sea_frame(img: Image.Image, layout: Layout) -> None:
    x0, y0, x1, y1 = layout.sea_box
    kit.rounded_box(img, layout.sea_box, fill=SEA, radius=12)
    kit.text(img, (x0 + 14, y0 + TITLE_H // 2 + 2), L("sea"), TITLE_PX, bold=True)
    kit.text(img, (x1 - 14, y0 + TITLE_H // 2 + 2), L("sea_hint"), LABEL_PX - 2, fill=MUTED, anchor="rm")
    d = ImageDraw.Draw(img)
    for a, b in SEA_EDGES:
        d.line([node_xy(layout, a), node_xy(layout, b)], fill=LANE, width=5)
    for node in SEA_LAYOUT:
        x, y = node_xy(layout, node)
        if node in PORTS or node == START_NODE:
            box = _node_box(layout, node)
            d.rounded_rectangle(box, radius=8, fill=PORT_FILL if node in PORTS else HARBOUR_FILL, outline=INK, width=2)
            kit.centred_text(img, box, _node_name(node), NAME_PX, bold=True)
        else:
            d.ellipse((x - NODE_R, y - NODE_R, x + NODE_R, y + NODE_R), fill=NODE, outline=LANE, width=3)
            kit.text(img, (x, y), node, 18, fill=MUTED, anchor="mm")
    for i, port in enumerate(PORTS):
        _port_card_frame(img, layout, i, port)


def _port_card_frame(img: Image.Image, layout: Layout, i: int, port: str) -> None:
    x0, y0, x1, y1 = layout.port_box(i)
    kit.card(img, layout.port_box(i), port_name(port), fill=PANEL, title_fill=(40, 70, 110), title_size=20)
    p = PORTS[port]
    # the goods it demands
    gx = x0 + 12
    for g in p.demands:
        good_tile(img, (gx + 18, y0 + 58), g, 36)
        gx += 42
    # its delivery spaces, values best first
    d = ImageDraw.Draw(img)
    for k, value in enumerate(p.values):
        sx0, sy0, sx1, sy1 = space_box(layout, i, k)
        d.rounded_rectangle((sx0, sy0, sx1, sy1), radius=6, fill=(246, 242, 232), outline=LINE, width=2)
        kit.text(img, ((sx0 + sx1) / 2, sy0 + 13), str(value), 20, bold=True, anchor="mm")


def space_box(layout: Layout, i: int, k: int) -> kit.Box:
    x0, y0, x1, y1 = layout.port_box(i)
    left = x0 + (PORT_W - 4 * SPACE_W - 3 * 2) // 2
    sx = left + k * (SPACE_W + 2)
    return (sx, y0 + 82, sx + SPACE_W, y1 - 6)


def sea(img: Image.Image, layout: Layout, view: MacaoView, styles: list[kit.PlayerStyle]) -> None:
    lit = set(view.affordable.sail) if view.affordable else set()
    for node in lit & set(PORTS):
        x0, y0, x1, y1 = _node_box(layout, node)
        kit.rounded_box(img, (x0 - 4, y0 - 4, x1 + 4, y1 + 4), fill=None, outline=INK, width=LIT_WIDTH, radius=10)
        kit.rounded_box(
            img, layout.port_box(list(PORTS).index(node)), fill=None, outline=INK, width=LIT_WIDTH, radius=10
        )
    _ships(img, layout, view, styles)
    for i, port in enumerate(PORTS):
        for k, (seat, good) in enumerate(view.ports.get(port, ())[: len(PORTS[port].values)]):
            sx0, sy0, sx1, sy1 = space_box(layout, i, k)
            cx = (sx0 + sx1) / 2
            good_tile(img, (cx, sy0 + 40), good, 34)
            if 0 <= seat < len(styles):
                kit.player_token(img, (cx, sy0 + 75), styles[seat], 32)


def _reach(layout: Layout, node: str, dx: float, dy: float) -> float:
    """From the node's centre to just outside its circle or box along (dx, dy), plus half a ship."""
    if node in PORTS or node == START_NODE:
        x0, y0, x1, y1 = _node_box(layout, node)
        r = min((x1 - x0) / 2 / abs(dx) if abs(dx) > 1e-6 else 1e9, (y1 - y0) / 2 / abs(dy) if abs(dy) > 1e-6 else 1e9)
    else:
        r = NODE_R
    return r + SHIP / 2 + 3


def _node_rect(layout: Layout, node: str) -> kit.Box:
    if node in PORTS or node == START_NODE:
        return _node_box(layout, node)
    x, y = node_xy(layout, node)
    return (x - NODE_R, y - NODE_R, x + NODE_R, y + NODE_R)


def _seg_dist(p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
    ax, ay = a
    vx, vy = b[0] - ax, b[1] - ay
    t = max(0.0, min(1.0, ((p[0] - ax) * vx + (p[1] - ay) * vy) / ((vx * vx + vy * vy) or 1.0)))
    return math.hypot(p[0] - ax - t * vx, p[1] - ay - t * vy)


ARRANGEMENTS = ("row", "block", "line")  # preferred first


def _spots(x: float, y: float, dx: float, dy: float, r: float, n: int, how: str) -> list[tuple[float, float]]:
    """``n`` ship centres from ``r`` out of (x, y) in direction (dx, dy): a row across (centred), a
    block of two rows across, or a line going out."""
    step: float = SHIP + 2
    if how == "line":
        step /= max(abs(dx), abs(dy))  # diagonal: tokens touch at their corners
        return [(x + dx * (r + i * step), y + dy * (r + i * step)) for i in range(n)]
    if n > 1 and dx and dy:  # a row across a diagonal: its ends must clear the node
        r += SHIP / 2
    per_row = n if how == "row" else (n + 1) // 2
    out = []
    for i in range(n):
        row, col = divmod(i, per_row)
        across = (col - (min(per_row, n - row * per_row) - 1) / 2) * step
        out.append((x + dx * (r + row * step) - dy * across, y + dy * (r + row * step) + dx * across))
    return out


@lru_cache(maxsize=1024)
def ship_spots(layout: Layout, node: str, n: int, lang: str) -> tuple[tuple[float, float], ...]:
    """Where ``n`` ships at ``node`` stand (port boxes fit names of language ``lang``): beside the
    node along one of eight directions (below first), in a row, a block or a line, whichever stays
    in the sea, covers no node and crosses the fewest lanes."""
    x, y = node_xy(layout, node)
    bx0, by0, bx1, by1 = layout.sea_box
    h = SHIP / 2
    rects = [_node_rect(layout, o) for o in SEA_LAYOUT]
    lanes = [(node_xy(layout, a), node_xy(layout, b)) for a, b in SEA_EDGES]
    best = None
    for rank, k in enumerate((2, 0, 4, 6, 1, 3, 5, 7)):  # below, right, left, up, diagonals
        ang = k * math.pi / 4
        dx, dy = round(math.cos(ang), 6), round(math.sin(ang), 6)
        r = _reach(layout, node, dx, dy)
        for pref, how in enumerate(ARRANGEMENTS):
            spots = _spots(x, y, dx, dy, r, n, how)
            inside = all(bx0 + h <= px <= bx1 - h and by0 + TITLE_H + h <= py <= by1 - h for px, py in spots)
            clear = not any(
                px + h > ox0 and px - h < ox1 and py + h > oy0 and py - h < oy1
                for px, py in spots
                for ox0, oy0, ox1, oy1 in rects
            )
            crossings = sum(_seg_dist(p, a, b) < h for p in spots for a, b in lanes)
            score = (inside and clear, -crossings, -pref, -rank)
            if best is None or score > best[0]:
                best = (score, spots)
    assert best is not None, "eight directions were tried"
    return tuple(best[1])


def _ships(img: Image.Image, layout: Layout, view: MacaoView, styles: list[kit.PlayerStyle]) -> None:
    """Ships beside their node (see :func:`ship_spots`), so several on one space stay apart."""
    at: dict[str, list[int]] = {}
    for s in view.seats:
        if s.ship in SEA_LAYOUT and s.seat < len(styles):
            at.setdefault(s.ship, []).append(s.seat)
    for node, seats in at.items():
        for seat, spot in zip(seats, ship_spots(layout, node, len(seats), locale())):
            kit.player_token(img, spot, styles[seat], SHIP)
