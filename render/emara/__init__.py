"""Crown of Emara: the public board picture, drawn from the public view dict only (engine/emara/view.py).

Layout, top to bottom (1600 px wide): header (round, pass, statue, turn, event) - final ranking when
the game is over - scoring track 0-104 (serpentine; CP solid, BP outlined) - the two rondels with
councillors, huts, town markers and advisor spaces - nobility, advisor pile B and favor tokens -
Victoria (solo) - one strip per player.

One module per board part: ``header``, ``ranking``, ``track``, ``rondels``, ``tables`` (nobility, pile B,
favors, Victoria), ``strips``; each draws its static frame (cached by ``background``) and its dynamic
pieces. ``layout`` places the parts, ``labels`` holds every text, ``components`` the engine's data.
Never reads ``hand``: only public keys are drawn.
"""
from __future__ import annotations

from PIL import Image

from .. import kit
from .background import background
from .header import header
from .layout import Layout
from .palette import palette
from .ranking import ranking
from .rondels import rondels
from .strips import strip
from .tables import tables, victoria
from .track import track

__all__ = ["board", "draw"]


def draw(view: dict, names: list[str] | None = None) -> Image.Image:
    """The public board as a PIL image (drawing only; see :func:`board` for PNG bytes)."""
    players = int(view.get("players") or len(view.get("seats", [])) or 1)
    layout = Layout(players, bool(view.get("victoria")), bool(view.get("result")))
    boards = tuple(tuple(r) for r in view.get("boards", []))
    img = background(layout, boards)
    img.info[kit.PALETTE_KEY] = kit.static_layer("emara.palette", palette, copy=False)
    styles = [kit.player_style(i) for i in range(view.get("players", len(view.get("seats", []))))]
    header(img, view, names, styles)
    if layout.final:
        ranking(img, view, names, styles)
    track(img, layout, view, names, styles)
    rondels(img, layout, view, styles)
    tables(img, layout, view)
    victoria(img, layout, view)
    for s, seat in enumerate(view.get("seats", [])[:players]):
        strip(img, layout, view, s, seat, names, styles[s])
    return img


def board(view: dict, names: list[str] | None = None) -> bytes:
    """The public board as PNG bytes."""
    return kit.encode_png(draw(view, names))
